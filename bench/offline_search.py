"""Offline search against online search, and the size of what the browser keeps (issue 13).

Usage: `.venv/bin/python bench/offline_search.py [--queries FILE ...]` (after `make setup`;
needs Debian's Chromium, as the browser tests do).

Builds the index and its offline bundle from the Rule and GlossaryTerm tables into a
temporary directory (what `manage.py build_search_index` writes), then runs every query of
`bench/search_quality.py`'s sets through the server's search (rulings/search/, in-process) and
through the offline search (static/pwa/offline-search.js, in headless Chromium over the
bundle) and reports, per set, hit@1, hit@5 and MRR side by side (the issue's target: offline
MRR within 0.05 of online), how many queries' top 10 differ at all, the offline latency
measured inside the page, and the bundle's size raw and gzip'd, whole and by part (target:
at most 2 MB compressed).
"""
from __future__ import annotations

import argparse
import gzip
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulesite.settings.dev")

from bench.search_quality import (  # noqa: E402
    QUERY_FILES,
    TOP,
    Query,
    load_queries,
    metrics,
)

CHROMIUM = "/usr/bin/chromium"
PARTS = {  # the bundle's top-level keys, by what they are for
    "rules (text, HTML, citations)": ("rules", "cited_by", "glossary_terms"),
    "search index (postings, lengths, headings)": ("index",),
    "glossary and word lists": ("glossary", "analysis", "query"),
}


def gzip_size(data: bytes) -> int:
    """Bytes after gzip -9 (what the server sends)."""
    return len(gzip.compress(data, compresslevel=9, mtime=0))


def sizes(bundle: dict[str, object]) -> list[tuple[str, int, int]]:
    """(part, raw bytes, gzip'd bytes) of each part of the bundle and of the whole."""
    def encode(value: object) -> bytes:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    rows = []
    for name, keys in PARTS.items():
        part = encode({key: bundle[key] for key in keys})
        rows.append((name, len(part), gzip_size(part)))
    whole = encode(bundle)
    rows.append(("whole bundle", len(whole), gzip_size(whole)))
    return rows


def offline_ranks(bundle_text: str, queries: list[Query]) -> tuple[list[list[str]], list[float],
                                                                    float]:
    """Top-10 slugs per query from the JS search in Chromium, per-query ms, and the ms to
    parse the bundle and open the index."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"])
        page = browser.new_page()
        page.add_script_tag(path=str(ROOT / "static" / "pwa" / "offline-search.js"))
        opened = page.evaluate("""text => {
            const start = performance.now();
            self.IX = new OfflineSearch.Index(JSON.parse(text));
            return performance.now() - start;
        }""", bundle_text)
        texts = [query.text for query in queries]
        page.evaluate("qs => qs.forEach(q => IX.search(q, {limit: 10}))", texts)  # warm-up
        found = page.evaluate(f"""qs => qs.map(q => {{
            const start = performance.now();
            const slugs = IX.search(q, {{limit: {TOP}}}).results.map(r => r.slug);
            return [slugs, performance.now() - start];
        }})""", texts)
        browser.close()
    return [slugs for slugs, _ in found], [ms for _, ms in found], opened


def rank_of(slugs: list[str], query: Query) -> int | None:
    """1-based rank of the first expected rule in the top 10, or None."""
    return next((i for i, slug in enumerate(slugs[:TOP], 1) if slug in query.expected), None)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--queries", type=Path, nargs="+",
                        default=QUERY_FILES,
                        help="TSV files of queries (set, kind, query, expected numbers)")
    args = parser.parse_args()

    import django

    django.setup()
    from rulings.offline.bundle import BUNDLE_FILE, read_meta, write_bundle
    from rulings.search.index import (
        build_index,
        load_glossary_from_db,
        load_records_from_db,
        load_summary_records_from_db,
    )
    from rulings.search.query import search

    queries = [query for path in args.queries for query in load_queries(path)]
    with tempfile.TemporaryDirectory() as work:
        index_dir = Path(work) / "index"
        start = time.perf_counter()
        build_index(load_records_from_db(), index_dir, load_glossary_from_db(),
                    load_summary_records_from_db(), finish=write_bundle)
        build_seconds = time.perf_counter() - start
        meta = read_meta(index_dir)
        assert meta is not None
        text = gzip.decompress((index_dir / BUNDLE_FILE).read_bytes()).decode("utf-8")
        online = [[r.slug for r in search(q.text, limit=TOP, index_dir=index_dir).results]
                  for q in queries]
    offline, latencies, opened_ms = offline_ranks(text, queries)

    out = ["# Offline search against online search", "",
           f"Bundle of import {meta.version} (key {meta.key}), built with the index in "
           f"{build_seconds:.2f} s; {len(queries)} queries; offline = offline-search.js in "
           "headless Chromium over the bundle, online = rulings/search/ in-process, same index.",
           "",
           "| set | queries | online hit@1 | offline hit@1 | online hit@5 | offline hit@5 | "
           "online MRR | offline MRR | Δ MRR | top 10 differs |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    names = [*dict.fromkeys(q.set for q in queries), "all"]
    for name in names:
        ids = [i for i, q in enumerate(queries) if name in ("all", q.set)]
        on = metrics([rank_of(online[i], queries[i]) for i in ids])
        off = metrics([rank_of(offline[i], queries[i]) for i in ids])
        differ = sum(1 for i in ids if online[i][:TOP] != offline[i][:TOP])
        out.append(f"| {name} | {len(ids)} | {on[0]:.2f} | {off[0]:.2f} | {on[1]:.2f} | "
                   f"{off[1]:.2f} | {on[2]:.3f} | {off[2]:.3f} | {off[2] - on[2]:+.3f} | "
                   f"{differ} |")
    cuts = statistics.quantiles(latencies, n=100, method="inclusive")
    out += ["", f"Offline latency in the page: p50 {cuts[49]:.1f} ms, p95 {cuts[94]:.1f} ms, "
                f"max {max(latencies):.1f} ms; parsing the bundle and opening the index: "
                f"{opened_ms:.0f} ms.",
            "", "| part | raw | gzip'd |", "|---|---|---|"]
    for part, raw, packed in sizes(json.loads(text)):
        out.append(f"| {part} | {raw / 1e6:.2f} MB | {packed / 1e6:.2f} MB |")
    out.append(f"\nServed as {BUNDLE_FILE}: {meta.gzip_bytes / 1e6:.2f} MB (target ≤ 2 MB).")
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
