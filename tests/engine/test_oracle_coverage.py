"""``python -m engine oracle-coverage FILE [--json]`` (issue 27): how much of a real card file's
Oracle text the compiler reads, by kind of ability, and the shapes of the lines it doesn't."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from engine.cli import main
from engine.oracle.coverage import line_kind

ROOT = Path(__file__).resolve().parents[2]
DEV_CORPUS = ROOT / ".." / "shared" / "corpus" / "oracle-2020-dev.json"


def _run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(argv), stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


def _mtgjson(cards: dict[str, list[dict[str, Any]]]) -> str:
    return json.dumps({"meta": {"version": "test"}, "data": cards})


BEAR = {"name": "Wall of Omens", "types": ["Creature"], "subtypes": ["Wall"],
        "text": "Defender\nWhen Wall of Omens enters the battlefield, draw a card."}
ODD = {"name": "Odd One", "types": ["Creature"],
       "text": "Flying\nOdd One gets +1/+1 for each 2 cards in your hand, rounded up.\n"
               "{T}: Odd One deals 3 damage to each other creature and each opponent. Activate "
               "only if seven or more cards are in your graveyard."}
# Divided damage of X (601.2d: how many targets at most isn't known as it is read): no template
# reads it.
BOLT = {"name": "Lightning Bolt", "types": ["Instant"],
        "text": "Lightning Bolt deals X damage divided as you choose among any number of "
                "targets."}
CARDS = {"Wall of Omens": [BEAR], "Odd One": [ODD], "Lightning Bolt": [BOLT]}


def _figures(path: Path) -> dict[str, Any]:
    status, out, err = _run("oracle-coverage", str(path), "--json")
    assert (status, err) == (0, "")
    return dict(json.loads(out))


def test_mtgjson_file_shares_by_kind(tmp_path: Path) -> None:
    """Given an MTGJSON file, each line is counted by the kind it prints, read or not."""
    path = tmp_path / "cards.json"
    path.write_text(_mtgjson(CARDS), encoding="utf-8")

    found = _figures(path)

    assert found["cards"] == 3
    assert found["permanent_lines"] == {"read": 3, "seen": 5, "share": 0.6}
    assert found["triggered"] == {"read": 1, "seen": 1, "share": 1.0}
    assert found["activated"]["seen"] == 1 and found["activated"]["read"] == 0
    assert found["static"] == {"read": 0, "seen": 1, "share": 0.0}
    assert found["permanents_wholly_read"] == {"read": 1, "seen": 2, "share": 0.5}
    assert found["spell_lines"] == {"read": 0, "seen": 1, "share": 0.0}


def test_unread_shapes_name_as_tilde_numbers_as_n(tmp_path: Path) -> None:
    """The unread lines are listed by shape: the card's name ~, every number N."""
    path = tmp_path / "cards.json"
    path.write_text(_mtgjson(CARDS), encoding="utf-8")

    shapes = {row["shape"]: row["count"] for row in _figures(path)["unread"]}

    assert shapes["{T}: ~ deals N damage to each other creature and each opponent. Activate "
                  "only if seven or more cards are in your graveyard."] == 1
    assert shapes["~ deals X damage divided as you choose among any number of targets."] == 1
    assert "~ gets +N/+N for each N cards in your hand, rounded up." in shapes


def test_scryfall_file_reads_the_same(tmp_path: Path) -> None:
    """Given the same cards as a Scryfall file (type lines, card_faces), the figures agree."""
    rows = [{"name": c["name"], "type_line": " ".join(c["types"]) + (
        " — " + " ".join(c["subtypes"]) if c.get("subtypes") else ""),
        "oracle_text": c["text"]} for c in (BEAR, ODD, BOLT)]
    mtgjson, scryfall = tmp_path / "a.json", tmp_path / "b.json"
    mtgjson.write_text(_mtgjson(CARDS), encoding="utf-8")
    scryfall.write_text(json.dumps(rows), encoding="utf-8")

    a, b = _figures(mtgjson), _figures(scryfall)

    assert {k: v for k, v in a.items() if k != "seconds"} == {
        k: v for k, v in b.items() if k != "seconds"}


def test_scryfall_faces_are_compiled_each(tmp_path: Path) -> None:
    """A Scryfall card with card_faces is each face's lines, each face naming itself ~."""
    row = {"name": "Fire // Ice", "type_line": "Instant // Instant", "card_faces": [
        {"name": "Fire", "type_line": "Instant", "oracle_text": "Fire deals 2 damage."},
        {"name": "Ice", "type_line": "Instant", "oracle_text": "Tap or untap target permanent."}]}
    path = tmp_path / "b.json"
    path.write_text(json.dumps([row]), encoding="utf-8")

    found = _figures(path)

    assert found["cards"] == 1 and found["spell_lines"]["seen"] == 2
    assert {r["shape"] for r in found["unread"]} == {"~ deals N damage.",
                                                     "Tap or untap target permanent."}


def test_readable_output_lists_shares_and_shapes(tmp_path: Path) -> None:
    """Without --json: the shares, one a line, then the shapes with their counts."""
    path = tmp_path / "cards.json"
    path.write_text(_mtgjson(CARDS), encoding="utf-8")

    status, out, _ = _run("oracle-coverage", str(path), "--top", "2")

    assert status == 0
    assert "permanents' lines                 0.600  (3/5)" in out
    assert "permanents wholly read            0.500  (1/2)" in out
    assert out.count("[") == 2


def test_not_a_card_file_is_a_clear_error(tmp_path: Path) -> None:
    """Neither an object nor a list, invalid JSON, a missing file: exit 2 naming the file."""
    bad, broken = tmp_path / "bad.json", tmp_path / "broken.json"
    bad.write_text('"cards"', encoding="utf-8")
    broken.write_text('{"data": {"X": [', encoding="utf-8")

    for path in (bad, broken, tmp_path / "missing.json"):
        status, out, err = _run("oracle-coverage", str(path))
        assert status == 2 and out == "" and err.startswith(str(path) + ": ")


def test_line_kinds() -> None:
    """113.3: triggered (603.1), activated (602.1, with loyalty 606), keyword, static, spell."""
    assert line_kind("When ~ enters, draw a card.", spell=False) == "triggered"
    assert line_kind("{2}, {T}: Draw a card.", spell=False) == "activated"
    assert line_kind("−3: Destroy target creature.", spell=False) == "activated"
    # The corpus prints loyalty costs in brackets; they are activated abilities too (606.4).
    assert line_kind("[−3]: Destroy target creature.", spell=False) == "activated"
    assert line_kind("[+1]: Draw a card.", spell=False) == "activated"
    assert line_kind("[0]: Untap target land.", spell=False) == "activated"
    assert line_kind("0: Untap target land.", spell=False) == "activated"
    assert line_kind("[−X]: ~ deals X damage to target creature.", spell=False) == "activated"
    assert line_kind("Sacrifice ~: Add {C}.", spell=False) == "activated"
    assert line_kind("Cycling {2}", spell=False) == "keyword"
    assert line_kind("Creatures you control get +1/+1.", spell=False) == "static"
    assert line_kind("Draw two cards.", spell=True) == "spell"
    assert line_kind("Choose one —", spell=True) == "spell"


def test_dev_corpus_is_read_whole() -> None:
    """The whole dev corpus (9,217 cards) compiles; every figure is a share of real lines."""
    found = _figures(DEV_CORPUS)

    assert found["cards"] == 9217
    assert found["permanent_lines"]["seen"] == 12001
    assert found["spell_lines"]["seen"] == 3191


def test_the_scripted_library_is_read_as_a_directory() -> None:
    """Given engine/data/cards (one card a file), every scripted card is counted, and the
    compiler reads the lines it claims there (the agreement check holds them to the scripts)."""
    found = _figures(ROOT / "engine" / "data" / "cards")

    assert found["cards"] >= 284
    assert found["triggered"]["read"] >= 60 and found["permanent_lines"]["seen"] > 300


def test_a_directory_with_a_broken_card_file_names_it(tmp_path: Path) -> None:
    """A card file that isn't JSON: exit 2 naming the file."""
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")

    status, out, err = _run("oracle-coverage", str(tmp_path))

    assert status == 2 and out == "" and "bad.json: not a JSON card file" in err
