"""Benchmark: median time to resolve characteristics through the layer system (rule 613).

Boards of 10, 100 and 1,000 objects, each with the same 30 continuous effects:
11 from static abilities (Glorious Anthem, Honor of the Pure, Lord of Atlantis,
Levitation, Opalescence, Blood Moon, Urborg, Mycosynth Lattice, Conspiracy,
March of the Machines) and 19 from resolved spells (Giant Growth, Titanic
Growth, Twisted Image, Act of Treason, Turn to Frog, Sudden Spoiling), so
dependency checks run in layers 4 and 6 (Blood Moon/Urborg, Lattice/March/
Conspiracy, Opalescence) and Sudden Spoiling's fixed set (611.2c) needs a run of
the layers as of its timestamp. The rest of each board is creatures and lands,
some in graveyards, some with counters. Target on this
machine: <= 20 ms at 100 objects, growth no worse than linear in objects.

Run: .venv/bin/python bench/engine_layers.py
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

try:
    from engine.characteristics.layers import apply_layers
    from engine.io.scenario import load_scenario
except ImportError:  # a commit before the engine's packages, run by bench/engine_compare.py
    from engine.layers import apply_layers  # type: ignore[no-redef]
    from engine.scenario import load_scenario  # type: ignore[no-redef]

# 10 permanents whose static abilities create 11 continuous effects; 19 resolved spells.
EFFECT_SOURCES = [
    ("Glorious Anthem", "A"), ("Honor of the Pure", "B"), ("Lord of Atlantis", "A"),
    ("Levitation", "B"), ("Opalescence", "A"), ("Blood Moon", "B"),
    ("Urborg, Tomb of Yawgmoth", "A"), ("Mycosynth Lattice", "A"), ("Conspiracy", "A"),
    ("March of the Machines", "B"),
]
SPELLS = (["Giant Growth"] * 8 + ["Titanic Growth"] * 3 + ["Twisted Image"] * 3
          + ["Act of Treason"] * 2 + ["Turn to Frog"] * 2)
FILLER = ["Grizzly Bears", "Gray Ogre", "Wall of Stone", "Forest", "Island", "Boros Guildgate",
          "Darksteel Myr", "Wild Mongrel", "Dryad Arbor", "Mountain", "Lightning Bolt"]


def board(size: int) -> dict[str, Any]:
    """A scenario with ``size`` objects and 30 continuous effects."""
    objects: list[dict[str, Any]] = []
    for i, (card, controller) in enumerate(EFFECT_SOURCES):
        obj: dict[str, Any] = {"id": f"s{i}", "card": card, "controller": controller,
                               "timestamp": i + 1}
        if card == "Conspiracy":
            obj["chosen"] = {"creature_type": "Elf"}
        objects.append(obj)
    for i in range(size - len(objects)):
        filler: dict[str, Any] = {"id": f"o{i}", "card": FILLER[i % len(FILLER)],
                                  "controller": "AB"[i % 2], "timestamp": 100 + i}
        if i % 7 == 3:
            filler["zone"] = "graveyard"
        if i % 5 == 1:
            filler["counters"] = {"+1/+1": 1}
        objects.append(filler)
    ids = [o["id"] for o in objects]
    effects: list[dict[str, Any]] = [
        {"id": f"e{i}", "card": card, "controller": "AB"[i % 2],
         "targets": [ids[(i * 7 + 3) % len(ids)]], "timestamp": 5000 + i}
        for i, card in enumerate(SPELLS)
    ]
    # 611.2c: this one's affected set is found by running the layers as of its timestamp.
    effects.append({"id": "spoil", "card": "Sudden Spoiling", "controller": "A",
                    "targets": ["B"], "timestamp": 6000})
    assert len(effects) + 11 == 30
    return {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": objects,
            "effects": effects}


def median_ms(size: int, repeats: int) -> tuple[float, float]:
    """Median wall and CPU time of apply_layers over ``repeats`` runs, in milliseconds.

    CPU time is reported too because wall time includes waiting for the CPU when
    other processes keep the machine busy.
    """
    state = load_scenario(board(size))
    walls, cpus = [], []
    for _ in range(repeats):
        wall, cpu = time.perf_counter(), time.process_time()
        apply_layers(state)
        walls.append((time.perf_counter() - wall) * 1000)
        cpus.append((time.process_time() - cpu) * 1000)
    return statistics.median(walls), statistics.median(cpus)


def main() -> None:
    """Print the medians for each board size and the growth between sizes.

    With ``--json``, print only the CPU-time medians, ``{"layers_10": ms, "layers_100": ms,
    "layers_1000": ms}`` (bench/engine_compare.py reads them: CPU time is what the engine costs,
    wall time also counts waiting for a CPU that other processes hold).
    """
    figures = {}
    results = []
    for size, repeats in ((10, 41), (100, 21), (1000, 7)):
        wall, cpu = median_ms(size, repeats)
        figures[f"layers_{size}"] = cpu
        results.append((size, wall, cpu))
    if "--json" in sys.argv[1:]:
        print(json.dumps(figures))
        return
    print("objects  effects  median ms  CPU ms  ms/object")
    for size, wall, cpu in results:
        print(f"{size:7}  {30:7}  {wall:9.2f}  {cpu:6.2f}  {wall / size:9.4f}")
    (_, _small, _), (_, mid, _), (_, large, _) = results
    print(f"growth 100->1000 objects: x{large / mid:.1f} (linear: x10)")
    verdict = "meets" if mid <= 20 else "misses"
    print(f"target <= 20 ms at 100 objects: {verdict} ({mid:.2f} ms)")


if __name__ == "__main__":
    main()
