"""The audit sample of issue 27's round 2: a seeded random sample of the lines the Oracle
compiler claims on the dev corpus now but did not claim at an earlier commit (``--since``,
default: main as round 2 last merged it, so the lines are round 2's own), or claims
differently, each with its compiled abilities, for a reviewer who didn't write the
templates.

The earlier commit's tree is extracted with ``git archive`` (as bench/oracle_compile.py does)
and compiles the corpus in a child process; a line is *new* when this tree claims it and the
earlier one either left it or compiled it to other abilities. Writes
``docs/oracle-audit-round2.tsv`` with bench/oracle_audit.py's columns (``card``, ``line``,
``template``, ``ability``, ``verdict``, ``reason``; the last two empty), the sample drawn with
``random.Random(SEED)`` from the new lines in the corpus's order and listed in that order.

Run: .venv/bin/python bench/oracle_audit_round2.py [--since REV] [--size 100] [--seed 272]
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.oracle_compile import extract  # noqa: E402

CORPUS = ROOT / ".." / "shared" / "corpus" / "oracle-2020-dev.json"
SINCE = "d95932f"
SEED = 272
SIZE = 100
COLUMNS = ("card", "line", "template", "ability", "verdict", "reason")

# Run in the tree being read (its engine on sys.path): every line of every face, in order, as
# [card, line, template, abilities as compact JSON] ("" for a line it leaves).
_CHILD = r"""
import json, sys
sys.path.insert(0, ".")
from pathlib import Path
from engine.oracle import compile_face
from engine.oracle.coverage import faces_of
rows = []
for face in faces_of(Path(sys.argv[1])):
    card = str(face["~card"])
    if face["name"] != card:
        card = f"{card} ({face['name']})"
    for line in compile_face(face).lines:
        abilities = [{k: v for k, v in a.items() if k != "label"} for a in line.abilities]
        rows.append([card, line.text, line.template,
                     json.dumps(abilities, ensure_ascii=False, separators=(",", ":"))
                     if line.claimed else ""])
json.dump(rows, sys.stdout, ensure_ascii=False)
"""


def lines_of(tree: Path, corpus: Path) -> list[list[str]]:
    """Every line of the corpus as ``tree``'s compiler reads it."""
    done = subprocess.run([sys.executable, "-c", _CHILD, str(corpus.resolve())], cwd=tree,
                          check=True, capture_output=True, text=True)
    found: list[list[str]] = json.loads(done.stdout)
    return found


def new_claims(since: str, corpus: Path) -> list[tuple[str, str, str, str]]:
    """The lines claimed now and not at ``since`` (or compiled differently), in order."""
    with tempfile.TemporaryDirectory() as scratch:
        old = lines_of(extract(since, Path(scratch)), corpus)
    now = lines_of(ROOT, corpus)
    assert len(old) == len(now), "the two trees split the corpus into different lines"
    return [(card, text, template, ability)
            for (card, text, template, ability), before in zip(now, old, strict=True)
            if ability and ability != before[3]]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--since", default=SINCE)
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--size", type=int, default=SIZE)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "oracle-audit-round2.tsv")
    args = parser.parse_args()
    every = new_claims(args.since, args.corpus)
    chosen = sorted(random.Random(args.seed).sample(range(len(every)),
                                                    min(args.size, len(every))))
    with open(args.out, "w", encoding="utf-8", newline="") as handle:
        handle.write("\t".join(COLUMNS) + "\n")
        for i in chosen:
            row = every[i]
            # No field holds a tab or a line break (a line is one paragraph; the JSON is
            # compact), so the file is plain TSV without quoting.
            assert not any("\t" in field or "\n" in field for field in row), row
            handle.write("\t".join((*row, "", "")) + "\n")
    print(f"{len(every)} lines claimed anew since {args.since}; {len(chosen)} sampled "
          f"(seed {args.seed}) into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
