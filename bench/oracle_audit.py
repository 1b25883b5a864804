"""The audit sample of issue 27: a seeded random sample of the lines the Oracle compiler claims
on the dev corpus, each with its compiled abilities, for a reviewer who didn't write the
templates to judge against the rules.

Writes ``docs/oracle-audit.tsv`` (tab-separated, UTF-8): ``card`` (the card, and the face in
parentheses when it has several), ``line`` (the Oracle line as printed), ``ability`` (the
abilities it compiled to, compact JSON, each without its ``label``, which is the line without
reminder text), and ``verdict`` and ``reason``, empty for the reviewer; no field is quoted.
Every claimed line of every face counts once (keyword lines and lines of reminder text only
among them); the sample is drawn with ``random.Random(SEED)`` from the claims in the
corpus's order, then listed in that order, so the same compiler gives the same file.

Run: .venv/bin/python bench/oracle_audit.py [--size 300] [--seed 27] [--out docs/oracle-audit.tsv]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.oracle import compile_face  # noqa: E402
from engine.oracle.coverage import faces_of  # noqa: E402

CORPUS = ROOT / ".." / "shared" / "corpus" / "oracle-2020-dev.json"
SEED = 27
SIZE = 300
COLUMNS = ("card", "line", "ability", "verdict", "reason")


def claims(path: Path) -> list[tuple[str, str, str]]:
    """Every claimed line of the file: (card, line, abilities as compact JSON)."""
    found = []
    for face in faces_of(path):
        card = str(face["~card"])
        if face["name"] != card:
            card = f"{card} ({face['name']})"
        for line in compile_face(face).lines:
            if line.claimed:
                abilities = [{k: v for k, v in a.items() if k != "label"}
                             for a in line.abilities]
                found.append((card, line.text, json.dumps(abilities, ensure_ascii=False,
                                                          separators=(",", ":"))))
    return found


def sample(path: Path, size: int, seed: int) -> list[tuple[str, str, str]]:
    """``size`` claimed lines drawn with ``seed``, in the file's order."""
    every = claims(path)
    chosen = sorted(random.Random(seed).sample(range(len(every)), min(size, len(every))))
    return [every[i] for i in chosen]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--size", type=int, default=SIZE)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "oracle-audit.tsv")
    args = parser.parse_args()
    rows = sample(args.corpus, args.size, args.seed)
    with open(args.out, "w", encoding="utf-8", newline="") as handle:
        handle.write("\t".join(COLUMNS) + "\n")
        for row in rows:
            # No field holds a tab or a line break (a line is one paragraph; the JSON is
            # compact), so the file is plain TSV without quoting.
            assert not any("\t" in field or "\n" in field for field in row), row
            handle.write("\t".join((*row, "", "")) + "\n")
    print(f"{len(rows)} claimed lines sampled (seed {args.seed}) into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
