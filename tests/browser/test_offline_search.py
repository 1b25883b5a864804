"""The offline search (static/pwa/offline-search.js, in Chromium) against the server's
(rulings/search/, in Python), over the same index: the same terms for every rule's text and
every benchmark query, and the same ranked results with the same snippets."""
from __future__ import annotations

import gzip
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from bench.search_quality import QUERY_FILES, load_queries
from rulings import numbers
from rulings.offline.bundle import BUNDLE_FILE
from rulings.search.analysis import analyze
from rulings.search.query import english_terms, parse_rule_number, search
from rulings.views.resolve import canonical_slug
from tests.indexes import build_search_index

ROOT = Path(__file__).resolve().parents[2]
# Beyond the benchmark: the number forms, a number this edition lacks, typos, a count question.
MORE_QUERIES = ("613.3b", "CR 613.3B", "규칙 509.1", "613 3b", "613.3", "704", "704.5m", "exlie",
                "래이어", "시작 손은 몇 장", "", "   ", "?", "0이 되면", "704.5j", "무적은",
                "indestrutible", "상태 기반 행동이 뭐예요?",
                # Typed with the Korean layout on, or in full-width forms.
                "613.3ㅠ", "704.5ㅓ", "규칙 613.3ㅠ", "６１３．３ｂ", "６１３", "613.3ㅎㅎ")
# Numbers as judges type them, for the offline number parsing against the server's.
TYPED_NUMBERS = ("613.3ㅠ", "704.5ㅓ", "613 3 ㅠ", "CR 613.3ㅠ.", "613.3ㅃ", "６１３", "６",
                 "６１３．３ｂ", "６１３．３ㅠ", "613.3ㅎㅎ", "613.3ㅠ가", "ㅠ613.3", "613ㅠ",
                 "613.3B", "101.4d-2", "foo",
                 *(f"702.19{jamo}" for jamo in numbers.KOREAN_KEYS))

pytestmark = [pytest.mark.browser, pytest.mark.django_db]


@pytest.fixture(scope="module")
def index_dir(django_db_setup: Any, django_db_blocker: Any,
              tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The index and bundle `build_search_index` writes for the imported rules."""
    directory = tmp_path_factory.mktemp("offline-search") / "index"
    return build_search_index(directory, django_db_blocker)


@pytest.fixture(scope="module")
def offline(browser: Browser, index_dir: Path) -> Iterator[Page]:
    """A page with the offline search opened on that bundle (`self.IX`)."""
    context = browser.new_context()
    page = context.new_page()
    page.add_script_tag(path=str(ROOT / "static" / "pwa" / "offline-search.js"))
    text = gzip.decompress((index_dir / BUNDLE_FILE).read_bytes()).decode("utf-8")
    page.evaluate("text => { self.IX = new OfflineSearch.Index(JSON.parse(text)); }", text)
    yield page
    context.close()


def _queries() -> list[str]:
    return [query.text for path in QUERY_FILES for query in load_queries(path)] + list(
        MORE_QUERIES)


def test_the_browser_analyzes_text_as_the_server_does(offline: Page) -> None:
    """Every rule's title, text and examples and every query give the same terms and spans."""
    texts = offline.evaluate("IX.docs.flatMap(d => [d.title, d.text, d.examples])") + _queries()

    found = offline.evaluate(
        "texts => texts.map(t => IX.analyzer.analyze(t).map(x => [x.text, x.start, x.end]))",
        texts)

    differing = [text for text, terms in zip(texts, found, strict=True)
                 if terms != [[t.text, t.start, t.end] for t in analyze(text)]]
    assert differing == []


def test_the_browser_reads_english_queries_for_the_english_field_as_the_server_does(
        offline: Page) -> None:
    """Every query, and English with punctuation, accents and one-letter words, gives the same
    English-field terms (question words dropped, Whoosh's stop words, Porter stems) in the
    browser as query.english_terms() gives."""
    texts = [*_queries(), "What does X mean?", "don't first-strike creatures' blocking",
             "Æther hub's phasing", "I can't 'respond' to it!", "rule 613.7 timestamps"]

    found = offline.evaluate("texts => texts.map(t => IX.englishTerms(t))", texts)

    differing = [text for text, terms in zip(texts, found, strict=True)
                 if terms != list(english_terms(text))]
    assert differing == []


@pytest.mark.parametrize("section", [None, 6])
def test_the_browser_ranks_every_query_as_the_server_does(offline: Page, index_dir: Path,
                                                          section: int | None) -> None:
    """The same rules in the same order, with the same snippets, the same exact match and
    the same missing number, for every benchmark query (and a quarter of them in one
    section)."""
    queries = _queries() if section is None else _queries()[::4]

    found = offline.evaluate(
        """([queries, section]) => queries.map(q => {
             const r = IX.search(q, {limit: 20, section: section});
             return [r.results.map(x => [x.slug, x.snippet]), r.exact && r.exact.slug,
                     r.missing_number];
           })""", [queries, section])

    differing = []
    for query, (results, exact, missing) in zip(queries, found, strict=True):
        answer = search(query, limit=20, section=section, index_dir=index_dir)
        expected = [[r.slug, r.snippet] for r in answer.results]
        if (results, exact, missing) != (
                expected, answer.exact and answer.exact.slug, answer.missing_number):
            differing.append(query)
    assert differing == []


def test_the_browser_reads_numbers_typed_with_the_korean_layout_as_the_server_does(
        offline: Page) -> None:
    """Jamo after a rule number and full-width forms: the same folding, the same number for
    search and the same canonical number for the rule pages and the jump box."""
    offline.add_script_tag(path=str(ROOT / "static" / "pwa" / "offline-render.js"))

    found = offline.evaluate(
        """typed => typed.map(t => [OfflineSearch.foldTyped(t), OfflineSearch.parseRuleNumber(t),
                                    OfflineRender.canonicalSlug(t)])""", list(TYPED_NUMBERS))

    assert found == [[numbers.fold_typed(t), parse_rule_number(t), canonical_slug(t)]
                     for t in TYPED_NUMBERS]


def test_offline_search_finds_613_3b_first_for_613_3_typed_in_korean(offline: Page) -> None:
    """"613.3ㅠ" offline finds 613.3b first, as online."""

    first = offline.evaluate("IX.search('613.3ㅠ', {limit: 5}).results[0].slug")

    assert first == "613.3b"
