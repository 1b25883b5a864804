"""Curated mappings offline (issue 15): static/pwa/offline-search.js pins the rules of a
mapped query first, from the bundle's copy of the same pins, as the server's search does."""
from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings
from playwright.sync_api import Page

from rulings.search import curated
from rulings.search.query import search
from tests.browser import test_offline_search as offline_search

index_dir = offline_search.index_dir
offline = offline_search.offline

pytestmark = [pytest.mark.browser, pytest.mark.django_db]
MAPPINGS = curated.read_file(Path(settings.SEARCH_CURATED_FILE))


def _typed(query: str) -> list[str]:
    """A mapped query as judges may type it: as mapped, spaced out, in capitals, asking."""
    return [query, "  " + query.replace(" ", "  ") + " ?", query.upper() + "？"]


@pytest.mark.parametrize("section", [None, 1, 5])
def test_the_browser_pins_curated_rules_as_the_server_does(offline: Page, index_dir: Path,
                                                           section: int | None) -> None:
    """Every mapped query, typed several ways, gives the same results offline and online,
    its mapped rules first where the section has them."""
    queries = [typed for mapping in MAPPINGS for typed in _typed(mapping.query)]

    found = offline.evaluate(
        """([queries, section]) => queries.map(q => IX.search(q, {limit: 20, section: section})
             .results.map(x => [x.slug, x.snippet]))""",
        [queries, section])

    expected = [[[r.slug, r.snippet] for r in search(query, limit=20, section=section,
                                                     index_dir=index_dir).results]
                for query in queries]
    assert found == expected
    if section is None:
        firsts = [search(m.query, index_dir=index_dir).results[0].number for m in MAPPINGS]
        assert firsts == [m.rules[0] for m in MAPPINGS]
