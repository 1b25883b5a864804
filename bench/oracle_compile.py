"""Benchmark: compiling the whole dev corpus with the Oracle compiler, this tree against an
earlier commit's in the same run (issue 27: at most 30 s).

The earlier commit (default: main) is extracted with ``git archive`` into a temporary
directory; each tree then compiles every face of ``../shared/corpus/oracle-2020-dev.json``
(read once, before the clock starts) in a child process, alternating old / new ROUNDS times.
It prints the median CPU and wall seconds per tree, the lines each claims, and exits 1 if the
new tree's median wall time is over the limit.

Run: .venv/bin/python bench/oracle_compile.py [--base REV] [--rounds N] [--limit S]
[--corpus FILE] (bench/generate_cards.py's 35,000 made-up cards: the importer's share)
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / ".." / "shared" / "corpus" / "oracle-2020-dev.json"
LIMIT = 30.0

# Run in the tree being measured (its engine on sys.path): faces as the importer gives them.
_CHILD = r"""
import json, sys, time
sys.path.insert(0, ".")
from engine.oracle import compile_face
with open(sys.argv[1], encoding="utf-8") as handle:
    data = json.load(handle)["data"]
faces = [{"name": f.get("faceName") or f.get("name") or name, "text": f.get("text") or "",
          "types": f.get("types") or [], "subtypes": f.get("subtypes") or [],
          "supertypes": f.get("supertypes") or [], "power": f.get("power"),
          "toughness": f.get("toughness")} for name, group in data.items() for f in group]
cpu, wall = time.process_time(), time.perf_counter()
claimed = lines = 0
for face in faces:
    compiled = compile_face(face)
    lines += len(compiled.lines)
    claimed += sum(1 for line in compiled.lines if line.claimed)
print(json.dumps({"cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall,
                  "faces": len(faces), "lines": lines, "claimed": claimed}))
"""


def extract(rev: str, into: Path) -> Path:
    """The tree of ``rev`` under ``into``."""
    archive = into / "tree.tar"
    subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", "-o", str(archive), rev],
                   check=True)
    tree = into / "tree"
    with tarfile.open(archive) as tar:
        tar.extractall(tree, filter="data")
    return tree


def run(tree: Path, corpus: Path) -> dict[str, float]:
    """One compile of the whole corpus in ``tree``."""
    out = subprocess.run([sys.executable, "-c", _CHILD, str(corpus.resolve())], check=True,
                         capture_output=True, text=True, cwd=tree).stdout
    return dict(json.loads(out.strip().splitlines()[-1]))


def main() -> int:
    """Alternate old and new, then print medians; exit 1 if the new median is over the limit."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="main", help="the commit to compare against")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds")
    parser.add_argument("--limit", type=float, default=LIMIT, help="seconds allowed (30)")
    parser.add_argument("--corpus", type=Path, default=CORPUS,
                        help="an AtomicCards-shaped file (default: the dev corpus)")
    args = parser.parse_args()
    runs: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
    with tempfile.TemporaryDirectory() as tmp:
        old_tree = extract(args.base, Path(tmp))
        for _ in range(args.rounds):
            runs["old"].append(run(old_tree, args.corpus))
            runs["new"].append(run(ROOT, args.corpus))
    print(f"median over {args.rounds} alternating rounds; old = {args.base}, new = working tree")
    print(f"{'tree':5}  {'faces':>6}  {'lines':>6}  {'claimed':>7}  {'CPU s':>6}  {'wall s':>6}")
    for name, found in runs.items():
        first = found[0]
        print(f"{name:5}  {first['faces']:6.0f}  {first['lines']:6.0f}  {first['claimed']:7.0f}  "
              f"{statistics.median(r['cpu'] for r in found):6.2f}  "
              f"{statistics.median(r['wall'] for r in found):6.2f}")
    new = statistics.median(r["wall"] for r in runs["new"])
    verdict = "within" if new <= args.limit else "OVER"
    print(f"new: {new:.2f} s, {verdict} the {args.limit:.0f} s limit")
    return 0 if new <= args.limit else 1


if __name__ == "__main__":
    sys.exit(main())
