"""The command line ``python -m engine run FILE [--json] [--lang ko|en]``."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

from engine.cli import main
from tests.engine.layer_helpers import EXAMPLES

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = str(EXAMPLES / "613.4-2.json")


def _run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


def test_json_output_is_the_contract_result() -> None:
    """--json prints objects, players, steps, pending_choice and not_modelled."""
    status, out, err = _run("run", EXAMPLE, "--json")

    result = json.loads(out)
    assert (status, err) == (0, "")
    assert set(result) == {"objects", "players", "stack", "steps", "pending_choice",
                           "not_modelled"}
    assert (result["objects"]["ogre"]["power"], result["objects"]["ogre"]["toughness"]) == (5, 8)


def test_readable_trace_is_korean_by_default() -> None:
    """Without --json, a numbered trace in Korean citing rules, then the objects."""
    status, out, _ = _run("run", EXAMPLE)

    assert status == 0
    assert "[613.3b]" in out and "적용합니다" in out
    assert "ogre: Gray Ogre" in out


def test_english_with_lang_en() -> None:
    """--lang en renders the trace in English."""
    _, out, _ = _run("run", EXAMPLE, "--lang", "en")

    assert "applies to" in out


def test_invalid_scenario_exits_2_with_message_on_stderr_only(tmp_path: Path) -> None:
    """An invalid scenario: exit 2, the field named on stderr, nothing on stdout."""
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"players": [{"id": "A"}],
                               "objects": [{"id": "x", "card": "Grizzly Bears",
                                            "power": "two"}]}), encoding="utf-8")

    status, out, err = _run("run", str(bad))

    assert (status, out) == (2, "")
    assert "objects[0].power: expected an integer" in err


def test_invalid_json_exits_2(tmp_path: Path) -> None:
    """A file that isn't JSON: exit 2 with the line and column."""
    bad = tmp_path / "bad.json"
    bad.write_text('{"players": [', encoding="utf-8")

    status, out, err = _run("run", str(bad), "--json")

    assert (status, out) == (2, "")
    assert "invalid JSON at line 1" in err


def test_missing_file_exits_2(tmp_path: Path) -> None:
    """A file that can't be read: exit 2."""
    status, out, err = _run("run", str(tmp_path / "nope.json"))

    assert (status, out) == (2, "")
    assert "cannot read the file" in err


def test_python_dash_m_engine_runs_as_a_process() -> None:
    """``python -m engine run`` works from the repository root."""
    done = subprocess.run(
        [sys.executable, "-m", "engine", "run", EXAMPLE, "--json", "--lang", "en"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )

    assert done.returncode == 0
    assert json.loads(done.stdout)["objects"]["ogre"]["power"] == 5


def test_engine_never_imports_django() -> None:
    """Importing the engine and running a scenario leaves Django unimported."""
    code = (
        "import sys, json, engine\n"
        f"engine.run_scenario(json.load(open({EXAMPLE!r}, encoding='utf-8')))\n"
        "engine.library.cards.all_cards()\n"
        "print('django' in sys.modules)\n"
    )

    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True)

    assert done.stdout.strip() == "False"


def test_the_readme_engine_command_runs() -> None:
    """The engine command the README shows runs as written and prints a trace."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    line = next(ln for ln in readme.splitlines() if "-m engine run engine/examples/" in ln)
    command = line.split("`")[1].split()
    assert command[0] == ".venv/bin/python"

    done = subprocess.run([sys.executable, *command[1:]], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)

    assert (done.returncode, done.stderr) == (0, "")
    assert "613" in done.stdout


def test_readable_output_puts_what_was_not_applied_first(tmp_path: Path) -> None:
    """Without --json, abilities the engine did not apply come before the trace, in Korean."""
    scenario = tmp_path / "rip.json"
    card = {"name": "Text Peace", "types": ["Enchantment"], "mana_value": 2, "abilities": [
        {"kind": "text", "text": "When Text Peace enters, exile all graveyards."}]}
    scenario.write_text(json.dumps({"players": [{"id": "A"}], "cards": [card],
                                    "objects": [{"id": "rip", "card": "Text Peace"}]}),
                        encoding="utf-8")

    status, out, _ = _run("run", str(scenario))

    first, second = out.splitlines()[:2]
    assert status == 0
    assert first.startswith("! 엔진이 적용하지 않은 능력")
    assert second.startswith("!   rip: When Text Peace enters") and "603.1" in second


def test_schema_prints_the_declarations_json_schema() -> None:
    """`python -m engine schema` prints what docs/scenario.schema.json holds."""
    status, out, err = _run("schema")

    assert (status, err) == (0, "")
    assert out == (ROOT / "docs" / "scenario.schema.json").read_text(encoding="utf-8")
