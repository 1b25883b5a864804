"""Benchmark: this engine against an earlier commit's, side by side in one run.

The engine-core issue asks that the layer and event benchmarks stay within 1.2x of the design
before the rewrite, measured in the same run (the machine is noisy: a figure from another day
says little). This script extracts the earlier commit (default: 7295e0b, the last commit before
the rewrite) into a temporary directory with ``git archive``, copies today's
bench/engine_layers.py and bench/engine_events.py into it (so both engines run the very same
scenarios), and then runs each benchmark with ``--json`` in a child process, alternating
old / new ROUNDS times. It prints the median of each figure per engine (CPU time, which other
processes on a shared machine disturb less than wall time) and the ratio new/old.

Run: .venv/bin/python bench/engine_compare.py [--base REV] [--rounds N] [--limit X]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCHES = ("engine_layers.py", "engine_events.py")
LIMIT = 1.2


def extract(rev: str, into: Path) -> Path:
    """The tree of ``rev`` under ``into``, with today's engine benchmarks in its bench/."""
    archive = into / "tree.tar"
    subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", "-o", str(archive), rev],
                   check=True)
    tree = into / "tree"
    with tarfile.open(archive) as tar:
        tar.extractall(tree, filter="data")
    for name in BENCHES:
        shutil.copy(ROOT / "bench" / name, tree / "bench" / name)
    return tree


def figures(tree: Path) -> dict[str, float]:
    """One run of every benchmark in ``tree``: figure name -> milliseconds."""
    found: dict[str, float] = {}
    for name in BENCHES:
        out = subprocess.run([sys.executable, str(tree / "bench" / name), "--json"],
                             check=True, capture_output=True, text=True, cwd=tree).stdout
        found.update(json.loads(out.strip().splitlines()[-1]))
    return found


def main() -> int:
    """Alternate old and new, then print medians and ratios; exit 1 if a ratio is over 1.2."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="7295e0b", help="the commit to compare against")
    parser.add_argument("--rounds", type=int, default=3,
                        help="how many times each engine runs each benchmark (alternating)")
    parser.add_argument("--limit", type=float, default=LIMIT,
                        help="the worst new/old ratio allowed (the engine-layout issue: 1.1)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old_tree = extract(args.base, Path(tmp))
        runs: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
        for _ in range(args.rounds):
            runs["old"].append(figures(old_tree))
            runs["new"].append(figures(ROOT))
    worst = 0.0
    print(f"median over {args.rounds} alternating rounds; old = {args.base}, new = working tree")
    print(f"{'figure':12}  {'old CPU ms':>10}  {'new CPU ms':>10}  {'new/old':>7}")
    # A figure only the new engine has (the triggers case, on an engine before 603) is
    # shown without a ratio.
    for key in runs["new"][0]:
        if key not in runs["old"][0]:
            new = statistics.median(r[key] for r in runs["new"])
            print(f"{key:12}  {'-':>10}  {new:10.2f}  {'-':>7}")
            continue
        old = statistics.median(r[key] for r in runs["old"])
        new = statistics.median(r[key] for r in runs["new"])
        worst = max(worst, new / old)
        print(f"{key:12}  {old:10.2f}  {new:10.2f}  {new / old:7.2f}")
    verdict = "within" if worst <= args.limit else "OVER"
    print(f"worst ratio x{worst:.2f}: {verdict} the {args.limit}x limit")
    return 0 if worst <= args.limit else 1


if __name__ == "__main__":
    sys.exit(main())
