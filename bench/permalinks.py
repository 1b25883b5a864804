"""Permalink pages in process: the first and the second view of each, and what a page weighs.

Usage: `.venv/bin/python bench/permalinks.py [--root TREE] [--views 3] [--only NAME ...]`

A temporary SQLite database is migrated and the rules imported (as `make setup` does, under
the development settings, so the copy texts read real rules); then, in this process, through
Django's test client, each scenario below is saved (`POST /api/scenarios`, not timed) and its
permalink `/s/<slug>/` requested `--views` times. Reported per scenario: the status, the
steps of the trace, the first view's time (the engine's run and the rendering), the median of
the later views (`second`: from the cache where the page is cached), and the page's bytes,
raw and gzip'd. Targets (issue 28): every page under 1 MB, a second view within 50 ms.

Scenarios: the three examples bench/load.py saves, and the heavy ones issue 28 names:

- `loop`: an enchantment with "whenever you gain life, you gain 1 life" and one `gain_life`
  event (104.4b: the game is a draw after 300 resolutions, 1,207 steps);
- `loop-8p`: the same with 8 players, each controlling one (only A's triggers);
- `loop-8p-any`: 8 players whose enchantments trigger on any player's life gain, so every
  resolution puts 8 abilities on the stack (2,108 on it at the end, 5,427 steps);
- `board-200`: Humility, Opalescence and 198 Grizzly Bears with 100 damage events (the
  largest board the limits allow, rulings/sandbox/limits.py).

`--root` measures another checkout with this same script (e.g. a `git worktree add /tmp/base
main` for the figures before a change): its code, its settings, a database of its own.
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parents[1]
EXAMPLES = ("613.8-1", "615.4-1", "613.3e-1")


def _bloom(whose: str) -> dict[str, Any]:
    return {"name": "Endless Bloom", "types": ["Enchantment"], "mana_value": 2,
            "abilities": [{"kind": "triggered",
                           "label": "Whenever you gain life, you gain 1 life." if whose == "you"
                           else "Whenever a player gains life, you gain 1 life.",
                           "trigger": {"on": "gain_life", "player": whose},
                           "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]}


def loop_scenario(players: int = 2, whose: str = "you") -> dict[str, Any]:
    """The life-gain loop of issue 28 with `players` players, each with one enchantment."""
    ids = "ABCDEFGH"[:players]
    return {"format": 1, "title": f"Life gain loop, {players} players ({whose})",
            "players": [{"id": player} for player in ids], "cards": [_bloom(whose)],
            "objects": [{"id": f"bloom-{player}", "card": "Endless Bloom",
                         "controller": player} for player in ids],
            "events": [{"type": "gain_life", "player": "A", "amount": 1}]}


def board_scenario() -> dict[str, Any]:
    """The largest board the limits allow: 200 objects, 100 events."""
    objects = [{"id": "hum", "card": "Humility", "controller": "A"},
               {"id": "opal", "card": "Opalescence", "controller": "A"}]
    objects += [{"id": f"bear{index}", "card": "Grizzly Bears",
                 "controller": "AB"[index % 2]} for index in range(198)]
    events = [{"type": "damage", "target": f"bear{index % 198}", "amount": 1,
               "source": "hum"} for index in range(100)]
    return {"format": 1, "title": "200 objects, 100 events",
            "players": [{"id": "A"}, {"id": "B"}], "objects": objects, "events": events}


def scenarios(root: Path) -> dict[str, dict[str, Any]]:
    found = {name: json.loads((root / "engine" / "examples" / f"{name}.json").read_text())
             for name in EXAMPLES}
    found["loop"] = loop_scenario()
    found["loop-8p"] = loop_scenario(8)
    found["loop-8p-any"] = loop_scenario(8, "any")
    found["board-200"] = board_scenario()
    return found


def _set_up(root: Path, work: Path) -> None:
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "rulesite.settings.dev",
           "RULESITE_DB": str(work / "db.sqlite3")}
    for command in (("migrate", "--noinput"), ("import_rules",)):
        subprocess.run([sys.executable, str(root / "manage.py"), *command, "--verbosity", "0"],
                       env=env, cwd=root, check=True, stdout=subprocess.DEVNULL)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--root", type=Path, default=HERE,
                        help="The checkout to measure (default: this one).")
    parser.add_argument("--views", type=int, default=3,
                        help="Views of each permalink; the first is reported apart (default 3).")
    parser.add_argument("--only", nargs="*", default=None, help="Scenario names to measure.")
    args = parser.parse_args()
    root = args.root.resolve()
    with tempfile.TemporaryDirectory(prefix="rulesite-permalinks-") as tmp:
        work = Path(tmp)
        _set_up(root, work)
        os.environ.update({"DJANGO_SETTINGS_MODULE": "rulesite.settings.dev",
                           "RULESITE_DB": str(work / "db.sqlite3"),
                           "RULESITE_SAVES_PER_MINUTE": "100000",
                           "RULESITE_RUNS_PER_MINUTE": "100000"})
        sys.path.insert(0, str(root))
        os.chdir(root)
        import django

        django.setup()
        from django.test import Client

        client = Client(HTTP_HOST="127.0.0.1")
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root,
                                capture_output=True, text=True).stdout.strip()
        print(f"{root} at {commit}; {args.views} views each; {os.cpu_count()} CPUs")
        print()
        print("| scenario | status | steps | first view ms | second view ms | page KiB | "
              "gzip'd KiB |")
        print("|---|---|---|---|---|---|---|")
        for name, document in scenarios(root).items():
            if args.only and name not in args.only:
                continue
            saved = client.post("/api/scenarios", json.dumps(document),
                                content_type="application/json")
            if saved.status_code not in (200, 201):
                print(f"| {name} | save {saved.status_code}: {saved.content[:120]!r} |")
                continue
            slug = saved.json()["slug"]
            steps = len(client.get(f"/api/scenarios/{slug}").json()["result"]["steps"])
            times, body, status = [], b"", 0
            for _view in range(args.views):
                start = time.perf_counter()
                response = client.get(f"/s/{slug}/")
                times.append((time.perf_counter() - start) * 1000)
                body, status = response.content, response.status_code
            later = statistics.median(times[1:]) if len(times) > 1 else float("nan")
            print(f"| {name} | {status} | {steps:,} | {times[0]:,.0f} | {later:,.1f} | "
                  f"{len(body) / 1024:,.0f} | {len(gzip.compress(body)) / 1024:,.0f} |",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
