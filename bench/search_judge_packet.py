"""Write a packet of rules for a blind judge: the queries of the named sets whose first answer
is none of the rules their labels give (nor a second answer), each with that first answer and
the labelled rules, in random order, so that a judge who sees no code and no ranks can say
which rules answer it.

Usage: `.venv/bin/python bench/search_judge_packet.py --sets blind9 --out PACKET.tsv [--seed N]`
(after `make setup`). The packet's columns are set, query, rule, verdict, reason, the last two
empty for the judge to fill; its rows go into bench/search_judgments.tsv as they are, and
`bench/search_quality.py --judged` then counts every rule judged `yes` as a hit. The lead who
runs it never reads the packet: the blind sets are only ever counted, never tuned on. A rule
already judged for a query is left out, and so is a query whose first answer is already judged.
"""
from __future__ import annotations

import argparse
import csv
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.search_quality import (  # noqa: E402  (needs ROOT on sys.path)
    JUDGMENTS,
    QUERY_FILES,
    load_queries,
    our_engine,
)


def judged_rules(path: Path) -> set[tuple[str, str, str]]:
    """(set, query, rule) of every judgment already made, whatever its verdict."""
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
    return {(fields[0], fields[1], fields[2]) for fields in rows[1:] if len(fields) >= 3}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", required=True, help="query sets, e.g. blind9")
    parser.add_argument("--out", type=Path, required=True, help="the packet to write (TSV)")
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args()

    import django

    django.setup()
    from rulings.search.index import (
        build_index,
        load_glossary_from_db,
        load_records_from_db,
        load_summary_records_from_db,
    )

    queries = [query for path in QUERY_FILES for query in load_queries(path)
               if query.set in args.sets]
    missing = sorted(set(args.sets) - {query.set for query in queries})
    if missing:
        print(f"no such query set: {', '.join(missing)}", file=sys.stderr)
        return 2
    done = judged_rules(JUDGMENTS)
    rng = random.Random(args.seed)
    rows: list[tuple[str, str, str]] = []
    with tempfile.TemporaryDirectory() as work:
        index_dir = Path(work) / "index"
        build_index(load_records_from_db(), index_dir, load_glossary_from_db(),
                    load_summary_records_from_db())
        search = our_engine(index_dir)
        for query in queries:
            results = search(query.text)
            first = results[0] if results else None
            if first is None or first in query.expected or first in query.second:
                continue
            if (query.set, query.text, first) in done:
                continue
            rules = list(dict.fromkeys([first, *query.expected]))
            rules = [rule for rule in rules if (query.set, query.text, rule) not in done]
            rng.shuffle(rules)
            rows += [(query.set, query.text, rule) for rule in rules]
    with open(args.out, "w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, delimiter="\t", lineterminator="\n")
        writer.writerow(["set", "query", "rule", "verdict", "reason"])
        writer.writerows([*row, "", ""] for row in rows)
    queries_out = len({(row[0], row[1]) for row in rows})
    print(f"{len(rows)} rules for {queries_out} queries written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
