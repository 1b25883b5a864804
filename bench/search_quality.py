"""Search quality and speed benchmark: our Whoosh search against a SQLite FTS5 baseline.

Usage: `.venv/bin/python bench/search_quality.py [--queries bench/search_queries.tsv]
[--no-server]` (after `make setup`, which imports the rules and builds the index).

Both engines index the same rows of the Rule table; ours also indexes the project's summaries
of rules this edition lacks (the RuleSummary table), as the site does, and the "summaries"
queries (bench/search_queries_summaries.tsv) ask for those pages by their names. Reported, per
query kind and overall, for each engine: hit@1, hit@5 (an expected rule among the first 1 / 5
results), MRR (mean reciprocal rank of the first expected rule, 0 when it is not in the top
10), and in-process latency p50/p95 (time of `search()` / the FTS5 query, the median of three
timings of each query, after one warm-up pass). The "holdout" and "holdout2" queries were
written after tuning, "holdout3" before a second round of tuning and never tuned on,
"holdout4" before a third; each set is reported separately, so overfitting shows. "devsit"
(bench/search_queries_dev_situations.tsv) is a dev set of situations, stories in everyday
words, written from the rules text for Search III's third round (40 more for its sixth, 42 for
its eighth) and tuned on; "deven" (bench/search_queries_dev_english.tsv) a dev set of English
questions and terms, written from the rules text for its fourth round (30 more for its
seventh, the English field, 32 for its eighth) and tuned on.

With `--judged`, a rule that a blind judge found states the answer to a query also counts as
a hit (bench/search_judgments.tsv), and so does a rule in a set's own `second` column (blind8
on: its writer listed the rules that also answer, so fewer judgments are needed later). A set's
labels list the answers its writer knew; when a change of the search puts another rule first, the
judge reads that rule and the one it replaced, not knowing which the search gave before or after,
and says whether each answers the query. Only `yes` counts (the rule's own text says the answer);
`partial` (only a subrule on its page says it) and `no` do not. The frozen labels stay as written;
the figures without `--judged` are the ones the sets were always measured by.

With `--signals`, each part of query understanding (the judges' thesaurus, question
stripping, each intent: rulings/search/intent.py) is measured on its own, with none and all,
in one table per query set. `--misses` lists the queries not answered first, except those of
the blind sets (named "blind…"), which are only counted; `--misses-of SET` lists one named
set's, for a blind set that has become a dev set (blind5 from Search II round 2 on, blind6
from round 4, when blind7 was written to replace it).

Also reported: the time to build the index from the Rule and GlossaryTerm tables (the same
work `manage.py build_search_index` does), and the resident memory of a real server process:
the bench starts `manage.py runserver --noreload` on loopback against the same database and
index, sends every query to /api/search over HTTP, then reads VmRSS (and the peak VmHWM)
from /proc/<pid>/status; that is a process with Django loaded that has served searches.

The FTS5 baseline is what a popular judge app does: one table (number, title, text, examples)
with the trigram tokenizer; the query's words of three or more characters are OR-ed as
quoted strings and ranked by bm25(); words shorter than three characters cannot match a
trigram index and are dropped (if none is left, the whole query is tried as one string).
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import sqlite3
import statistics
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulesite.devserver import serve  # noqa: E402  (needs ROOT on sys.path)

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings.dev")

TOP = 10
LATENCY_PASSES = 3  # each query timed this many times; its latency is the median
KINDS = ("spaced", "unspaced", "particles", "typo", "english", "card", "number", "question",
         "situation", "term")


@dataclass(frozen=True)
class Query:
    """One benchmark query: which set and kind it belongs to, and the accepted answers."""

    set: str
    kind: str
    text: str
    expected: tuple[str, ...]
    # Rules that also answer, less directly, as the set's writer listed them (blind8 on):
    # counted with --judged, never by the frozen labels.
    second: tuple[str, ...] = ()


# Rules a blind judge read for queries whose first answer changed (see --judged).
JUDGMENTS = ROOT / "bench" / "search_judgments.tsv"
VERDICTS = ("yes", "partial", "no")

# Every query set, in the order the tables show them (bench/offline_search.py reads the same).
QUERY_FILES = [ROOT / "bench" / "search_queries.tsv",
               ROOT / "bench" / "search_queries_blind5.tsv",
               ROOT / "bench" / "search_queries_blind6.tsv",
               ROOT / "bench" / "search_queries_blind7.tsv",
               ROOT / "bench" / "search_queries_dev_situations.tsv",
               ROOT / "bench" / "search_queries_dev_english.tsv",
               ROOT / "bench" / "search_queries_blind8.tsv",
               ROOT / "bench" / "search_queries_blind9.tsv",
               ROOT / "bench" / "search_queries_summaries.tsv"]


def load_queries(path: Path) -> list[Query]:
    """Queries from the TSV file (comment lines start with #)."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.startswith("#")]
    queries = []
    for row in csv.DictReader(lines, delimiter="\t"):
        queries.append(Query(row["set"], row["kind"], row["query"],
                             tuple(row["expected"].split()),
                             tuple((row.get("second") or "").split())))
    return queries


def load_judgments(path: Path) -> dict[tuple[str, str], frozenset[str]]:
    """The rules judged to state the answer (`yes`), by (set, query). A line with a verdict
    other than yes, partial or no, or with a field missing, is refused with its line number."""
    judged: dict[tuple[str, str], set[str]] = defaultdict(set)
    lines = path.read_text(encoding="utf-8").splitlines()
    rows = [(number, line) for number, line in enumerate(lines, 1)
            if line.strip() and not line.startswith("#")]
    header = rows[0][1].split("\t") if rows else []
    if header[:4] != ["set", "query", "rule", "verdict"]:
        raise ValueError(f"{path.name}: the first row must be the header "
                         "set, query, rule, verdict, reason")
    for number, line in rows[1:]:
        fields = line.split("\t")
        if len(fields) < 4 or not all(field.strip() for field in fields[:4]):
            raise ValueError(f"{path.name} line {number}: set, query, rule and verdict are "
                             "all needed")
        name, text, rule, verdict = fields[:4]
        if verdict not in VERDICTS:
            raise ValueError(f"{path.name} line {number}: verdict {verdict!r} is not one of "
                             f"{', '.join(VERDICTS)}")
        if verdict == "yes":
            judged[(name, text)].add(rule)
    return {key: frozenset(rules) for key, rules in judged.items()}


def with_judged(queries: list[Query],
                judged: dict[tuple[str, str], frozenset[str]]) -> list[Query]:
    """The queries with the rules judged to answer them added to their expected answers.
    A judgment for a query its set does not have is refused: the query was changed since."""
    known = {(query.set, query.text) for query in queries}
    sets = {name for name, _text in known}
    stray = sorted(key for key in judged if key[0] in sets and key not in known)
    if stray:
        raise ValueError(f"judgments for queries their set does not have: {stray}")
    return [Query(query.set, query.kind, query.text, query.expected + tuple(
                sorted((judged.get((query.set, query.text), frozenset()) | set(query.second))
                       - set(query.expected))), query.second)
            for query in queries]


def evaluate(search: Callable[[str], list[str]], queries: list[Query], warm: bool = True,
             passes: int = 1) -> dict[str, object]:
    """Per-query rank of the first expected rule and latency, after one warm-up pass (unless
    `warm` is False: the index's caches are already warm). With several `passes`, a query's
    latency is the median of its passes: the machine's noise (another process, a collection)
    moves one pass's p95 by several milliseconds, the median of three far less."""
    for query in queries if warm else ():
        search(query.text)
    ranks: list[int | None] = []
    timings: list[list[float]] = [[] for _ in queries]
    for number in range(passes):
        for query, timing in zip(queries, timings, strict=True):
            start = time.perf_counter()
            slugs = search(query.text)
            timing.append((time.perf_counter() - start) * 1000)
            if number == 0:
                ranks.append(next((i for i, slug in enumerate(slugs[:TOP], 1)
                                   if slug in query.expected), None))
    latencies = [statistics.median(timing) for timing in timings]
    return {"ranks": ranks, "latencies": latencies}


def metrics(ranks: list[int | None]) -> tuple[float, float, float]:
    """hit@1, hit@5 and MRR of a list of ranks (None = not in the top 10)."""
    if not ranks:
        return 0.0, 0.0, 0.0
    count = len(ranks)
    hit1 = sum(1 for r in ranks if r == 1) / count
    hit5 = sum(1 for r in ranks if r is not None and r <= 5) / count
    mrr = sum(1 / r for r in ranks if r is not None) / count
    return hit1, hit5, mrr


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100) of values."""
    ordered = sorted(values)
    return statistics.quantiles(ordered, n=100, method="inclusive")[int(q) - 1]


def fts5_engine(records: list[object]) -> Callable[[str], list[str]]:
    """The SQLite FTS5 trigram baseline over the same rules."""
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.execute("CREATE VIRTUAL TABLE rules USING fts5(slug UNINDEXED, number, title, text, "
               "examples, tokenize='trigram')")
    db.executemany(
        "INSERT INTO rules VALUES (?, ?, ?, ?, ?)",
        [(r.slug, r.number, r.title, r.text, "\n".join(r.examples)) for r in records],
    )

    def search(text: str) -> list[str]:
        words = [w for w in text.split() if len(w) >= 3] or [text.strip()]
        match = " OR ".join('"' + w.replace('"', '""') + '"' for w in words)
        try:
            rows = db.execute("SELECT slug FROM rules WHERE rules MATCH ? ORDER BY bm25(rules) "
                              "LIMIT ?", (match, TOP)).fetchall()
        except sqlite3.OperationalError:
            return []
        return [row[0] for row in rows]

    return search


def our_engine(index_dir: Path, signals: object = None) -> Callable[[str], list[str]]:
    """Our search, in-process, as the views call it (with `signals`, some of its query
    understanding switched off: rulings/search/intent.py)."""
    from rulings.search.intent import ALL_SIGNALS
    from rulings.search.query import search as run

    chosen = ALL_SIGNALS if signals is None else signals

    def search(text: str) -> list[str]:
        return [result.slug for result in run(text, limit=TOP, index_dir=index_dir,
                                              signals=chosen).results]  # type: ignore[arg-type]

    return search


def signal_rows() -> list[tuple[str, object]]:
    """(label, Signals) for --signals: none, each signal alone, all."""
    from rulings.search.intent import SIGNAL_NAMES, Signals

    return [("none", Signals.none()), *[(name, Signals.only(name)) for name in SIGNAL_NAMES],
            ("all", Signals())]


def signals_table(queries: list[Query], index_dir: Path) -> list[str]:
    """Report lines: hit@1/hit@5/MRR per query set for each signal alone, none and all."""
    names = list(dict.fromkeys(q.set for q in queries))
    lines = ["## Query understanding, one signal at a time (hit@1 / hit@5 / MRR)", "",
             "| signals | " + " | ".join(names) + " | all | p95 ms |",
             "|---|" + "---|" * (len(names) + 2)]
    for label, signals in signal_rows():
        result = evaluate(our_engine(index_dir, signals), queries, warm=False)
        ranks = result["ranks"]
        cells = []
        for name in [*names, None]:
            part = [r for q, r in zip(queries, ranks, strict=True)  # type: ignore[call-overload]
                    if name is None or q.set == name]
            cells.append("{:.2f} / {:.2f} / {:.2f}".format(*metrics(part)))
        p95 = percentile(result["latencies"], 95)  # type: ignore[arg-type]
        lines.append(f"| {label} | " + " | ".join(cells) + f" | {p95:.1f} |")
    return lines


def server_rss(queries: list[Query], env: dict[str, str]) -> tuple[int, int]:
    """(VmRSS, VmHWM) in kB of a runserver process after it answered every query."""
    with serve(env, ready_path="/api/search?q=x") as (base, server):
        for query in queries:
            url = base + "/api/search?" + urllib.parse.urlencode({"q": query.text})
            json.load(urllib.request.urlopen(url, timeout=10))
            page = base + "/search/?" + urllib.parse.urlencode({"q": query.text})
            urllib.request.urlopen(page, timeout=10).read()
        status = Path(f"/proc/{server.pid}/status").read_text()
        values = {line.split(":")[0]: int(line.split()[1]) for line in status.splitlines()
                  if line.startswith(("VmRSS", "VmHWM"))}
        return values["VmRSS"], values["VmHWM"]


def table(title: str, queries: list[Query], ours: dict[str, object],
          fts: dict[str, object]) -> list[str]:
    """Report lines: per kind and overall, ours vs FTS5."""
    lines = [f"## {title} ({len(queries)} queries)", "",
             "| kind | n | hit@1 | hit@5 | MRR | FTS5 hit@1 | FTS5 hit@5 | FTS5 MRR |",
             "|---|---|---|---|---|---|---|---|"]
    by_kind: dict[str, list[int]] = defaultdict(list)
    for index, query in enumerate(queries):
        by_kind[query.kind].append(index)
    for kind in [*KINDS, *sorted(set(by_kind) - set(KINDS))]:
        if kind not in by_kind:
            continue
        ids = by_kind[kind]
        a = metrics([ours["ranks"][i] for i in ids])  # type: ignore[index]
        b = metrics([fts["ranks"][i] for i in ids])  # type: ignore[index]
        lines.append(f"| {kind} | {len(ids)} | {a[0]:.2f} | {a[1]:.2f} | {a[2]:.2f} | "
                     f"{b[0]:.2f} | {b[1]:.2f} | {b[2]:.2f} |")
    a = metrics(ours["ranks"])  # type: ignore[arg-type]
    b = metrics(fts["ranks"])  # type: ignore[arg-type]
    lines.append(f"| **overall** | {len(queries)} | **{a[0]:.2f}** | **{a[1]:.2f}** | "
                 f"**{a[2]:.2f}** | {b[0]:.2f} | {b[1]:.2f} | {b[2]:.2f} |")
    lines.append(f"\nMRR above FTS5: {a[2] - b[2]:+.2f}")
    return lines


def misses(queries: list[Query], ours: dict[str, object], search: Callable[[str], list[str]],
           only: str | None = None) -> list[str]:
    """Lines naming every query whose expected rule was not first (with `only`, those of the
    one set named, even a blind one: a blind set that became a dev set is read this way)."""
    lines = []
    blind: Counter[str] = Counter()
    for query, rank in zip(queries, ours["ranks"], strict=True):  # type: ignore[call-overload]
        if only is not None and query.set != only:
            continue
        if rank != 1 and query.set.startswith("blind") and only is None:
            blind[query.set] += 1  # a blind set stays blind: counted, never listed
        elif rank != 1:
            got = " ".join(search(query.text)[:5])
            lines.append(f"- [{query.set}/{query.kind}] {query.text!r}: expected "
                         f"{'/'.join(query.expected)}, rank {rank or '>10'}; top 5: {got}")
    lines += [f"- [{name}] {count} not first (a blind set: not listed)"
              for name, count in sorted(blind.items())]
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=Path, nargs="+",
                        default=QUERY_FILES,
                        help="TSV files of queries (set, kind, query, expected numbers)")
    parser.add_argument("--no-server", action="store_true",
                        help="skip starting a server to measure its memory")
    parser.add_argument("--misses", action="store_true",
                        help="list every query whose expected rule was not first (not for the "
                        "blind sets, which are only counted)")
    parser.add_argument("--misses-of", metavar="SET",
                        help="list the queries of the one set named (blind5 or blind6, the "
                        "dev sets, or any other) whose expected rule was not first")
    parser.add_argument("--judged", action="store_true",
                        help="also count the rules a blind judge found answer a query "
                        "(bench/search_judgments.tsv)")
    parser.add_argument("--signals", action="store_true",
                        help="also measure each signal of query understanding on its own "
                        "(the thesaurus, question stripping, each intent), none and all")
    args = parser.parse_args()

    import django

    django.setup()
    from django.conf import settings

    from rulings.search.index import (
        build_index,
        load_glossary_from_db,
        load_records_from_db,
        load_summary_records_from_db,
    )

    queries = [query for path in args.queries for query in load_queries(path)]
    records = load_records_from_db()
    summaries = load_summary_records_from_db()
    known = {r.slug for r in records} | {s.number for s in summaries}
    unknown = [(q.text, e) for q in queries for e in q.expected if e not in known]
    if args.judged and not unknown:
        try:
            judged = with_judged(queries, load_judgments(JUDGMENTS))
        except ValueError as error:
            print(error, file=sys.stderr)
            return 2
        # A rule judged on a database with an English edition imported (an English-only rule)
        # can't be a first answer here: it is left out of this database's count.
        queries = [Query(q.set, q.kind, q.text, tuple(e for e in q.expected if e in known),
                         q.second) for q in judged]
    if unknown:
        print(f"expected rules missing from the Rule table: {unknown}", file=sys.stderr)
        return 2

    with tempfile.TemporaryDirectory() as work:
        index_dir = Path(work) / "index"
        start = time.perf_counter()
        report = build_index(load_records_from_db(), index_dir, load_glossary_from_db(),
                             summaries)
        build_seconds = time.perf_counter() - start

        ours_search = our_engine(index_dir)
        fts_search = fts5_engine(records)
        ours = evaluate(ours_search, queries, passes=LATENCY_PASSES)
        fts = evaluate(fts_search, queries, passes=LATENCY_PASSES)

        out = ["# Search benchmark", "",
               f"Rules indexed: {report.documents - report.summaries}; summaries: "
               f"{report.summaries}; glossary terms: {report.glossary_terms}; "
               f"index build from the Rule and GlossaryTerm tables: {build_seconds:.2f} s", ""]
        if args.judged:
            out += ["With the answers a blind judge found (bench/search_judgments.tsv), as "
                    "well as each set's own.", ""]
        for name in dict.fromkeys(q.set for q in queries):  # each set, in file order
            ids = [i for i, q in enumerate(queries) if q.set == name]
            subset = [queries[i] for i in ids]
            part = {key: [ours[key][i] for i in ids] for key in ours}  # type: ignore[index]
            part_fts = {key: [fts[key][i] for i in ids] for key in fts}  # type: ignore[index]
            out += [*table(f"{name} queries", subset, part, part_fts), ""]
        out += [*table("all queries", queries, ours, fts), ""]
        lat = ours["latencies"]  # type: ignore[assignment]
        fts_lat = fts["latencies"]  # type: ignore[assignment]
        out.append(f"Latency in-process, ours: p50 {percentile(lat, 50):.1f} ms, "
                   f"p95 {percentile(lat, 95):.1f} ms, max {max(lat):.1f} ms")
        out.append(f"Latency in-process, FTS5: p50 {percentile(fts_lat, 50):.1f} ms, "
                   f"p95 {percentile(fts_lat, 95):.1f} ms")
        if not args.no_server:
            env = {**os.environ, "DJANGO_SETTINGS_MODULE": "rulesite.settings.dev",
                   "DJANGO_DEBUG": "0", "RULESITE_SEARCH_INDEX": str(index_dir),
                   "RULESITE_DB": str(settings.DATABASES["default"]["NAME"])}
            rss, hwm = server_rss(queries, env)
            out.append(f"Server process (runserver, after {2 * len(queries)} search "
                       f"requests): VmRSS {rss / 1024:.0f} MB, peak VmHWM {hwm / 1024:.0f} MB")
        if args.signals:
            out += ["", *signals_table(queries, index_dir)]
        if args.misses:
            out += ["", "## Not first", "", *misses(queries, ours, ours_search)]
        if args.misses_of:
            out += ["", f"## Not first in {args.misses_of}", "",
                    *misses(queries, ours, ours_search, only=args.misses_of)]
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
