"""Benchmark: what declaring the format once (engine/format/, pydantic) costs when loading.

Times, for every example scenario (engine/examples/*.json) and every golden scenario
(tests/engine/goldens/**.json, key "scenario"), validating and loading it into a game state
(``engine.io.scenario.load_scenario``), and, for every library card (engine/data/cards/*.json),
validating and parsing it (``engine.library.cards.parse_card``). The card library is loaded once
before timing, as it is in a running site.

The baseline is the engine as it was before the declaration (commit 98aad25, hand-written
validators), extracted with ``git archive`` to a temporary directory. Each engine runs in its
own process (both are the package ``engine``), the two alternating, on the same inputs, in the
same run; the figure for each is the median over all its repeats.

Run: .venv/bin/python bench/format_cost.py
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BASELINE = "98aad25"
REPEATS = 15
ROUNDS = 3


def inputs() -> tuple[list[Any], list[Any]]:
    """The scenarios (examples, then goldens) and the library's card files, as parsed JSON."""
    scenarios = [json.loads(p.read_text(encoding="utf-8"))
                 for p in sorted((ROOT / "engine" / "examples").glob("*.json"))]
    for path in sorted((ROOT / "tests" / "engine" / "goldens").glob("**/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if "scenario" in data:
            scenarios.append(data["scenario"])
    cards = [json.loads(p.read_text(encoding="utf-8"))
             for p in sorted((ROOT / "engine" / "data" / "cards").glob("*.json"))]
    return scenarios, cards


def worker(engine_root: str) -> None:
    """In a child process: time the engine found at ``engine_root``; print JSON figures."""
    sys.path.insert(0, engine_root)
    from engine.io.scenario import load_scenario
    from engine.library.cards import all_cards, parse_card

    scenarios, cards = inputs()
    all_cards()  # the library, loaded once as in a running site
    for data in scenarios:  # warm up (and check every scenario loads)
        load_scenario(data)
    load_ms, card_ms = [], []
    for _ in range(REPEATS):
        start = time.perf_counter()
        for data in scenarios:
            load_scenario(data)
        load_ms.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        for i, data in enumerate(cards):
            parse_card(data, f"cards[{i}]")
        card_ms.append((time.perf_counter() - start) * 1000)
    print(json.dumps({"scenarios": len(scenarios), "cards": len(cards), "load_ms": load_ms,
                      "card_ms": card_ms}))


def _run(engine_root: Path) -> dict[str, Any]:
    done = subprocess.run([sys.executable, __file__, "--worker", str(engine_root)],
                          check=True, capture_output=True, text=True, cwd=ROOT)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def main() -> None:
    """Time the baseline and the declaration, alternating; print the medians."""
    archive = subprocess.run(["git", "archive", "--format=tar", BASELINE, "engine"],
                             check=True, capture_output=True, cwd=ROOT).stdout
    with tempfile.TemporaryDirectory() as folder:
        with tarfile.open(fileobj=BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        runs: dict[str, list[dict[str, Any]]] = {"baseline": [], "declared": []}
        for _ in range(ROUNDS):
            runs["baseline"].append(_run(Path(folder)))
            runs["declared"].append(_run(ROOT))
    scenarios, cards = runs["declared"][0]["scenarios"], runs["declared"][0]["cards"]
    print(f"{scenarios} scenarios (examples and goldens), {cards} library cards; median of "
          f"{REPEATS * ROUNDS} repeats each, {ROUNDS} alternating processes per engine")
    print("engine                       load all scenarios  per scenario  parse all cards")
    medians = {}
    for name, label in (("baseline", f"hand validators ({BASELINE})"),
                        ("declared", "declared once (pydantic)")):
        load = statistics.median(v for r in runs[name] for v in r["load_ms"])
        card = statistics.median(v for r in runs[name] for v in r["card_ms"])
        medians[name] = (load, card)
        print(f"{label:28} {load:15.1f} ms {load / scenarios * 1000:10.0f} us "
              f"{card:13.1f} ms")
    (old_load, old_card), (new_load, new_card) = medians["baseline"], medians["declared"]
    print(f"cost of the declaration: loading x{new_load / old_load:.2f} "
          f"({(new_load - old_load) / scenarios * 1000:+.0f} us per scenario), "
          f"cards x{new_card / old_card:.2f}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--worker":
        worker(sys.argv[2])
    else:
        main()
