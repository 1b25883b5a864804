"""Search answers from the cache (rulings/search/answers.py) and revalidation of the API."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.core.cache import caches
from django.test import Client

from rulings.search import answers
from rulings.search.index import OpenIndex, build_index, load_records_from_db, open_index
from rulings.search.query import SearchResponse, search

pytestmark = pytest.mark.django_db


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The queries actually searched (not answered from the cache), in order."""
    seen: list[str] = []
    search_in = answers.search_in

    def counting(opened: OpenIndex, query: str, **options: Any) -> SearchResponse:
        seen.append(query)
        return search_in(opened, query, **options)

    monkeypatch.setattr(answers, "search_in", counting)
    return seen


def test_the_same_query_is_searched_once(client: Client, search_index: Path,
                                         searches: list[str]) -> None:
    """A second identical request is answered from the cache, with the same JSON."""
    first = client.get("/api/search", {"q": "대체 효과"})

    second = client.get("/api/search", {"q": "대체 효과"})

    assert searches == ["대체 효과"]
    assert second.json() == first.json()


def test_the_cached_answer_is_the_search_answer(search_index: Path) -> None:
    """What the cache gives back is exactly what `search()` gives."""
    cached_search = answers.cached_search
    fresh = search("두 대체 효과 선택", limit=10, index_dir=search_index)

    cached_search("두 대체 효과 선택", limit=10, index_dir=search_index)
    again = cached_search("두 대체 효과 선택", limit=10, index_dir=search_index)

    assert again == fresh


@pytest.mark.parametrize("other", [{"q": "대체 효과", "limit": "3"},
                                   {"q": "대체 효과", "section": "6"},
                                   {"q": "대체  효과"}])
def test_another_limit_section_or_query_is_another_answer(
        client: Client, search_index: Path, searches: list[str], other: dict[str, str]) -> None:
    """Limit, section and the query's own text are part of the key."""
    client.get("/api/search", {"q": "대체 효과"})

    client.get("/api/search", other)

    assert len(searches) == 2


def test_the_page_and_the_api_share_answers_of_the_same_limit(
        client: Client, search_index: Path, searches: list[str]) -> None:
    """The search page (20 results) caches its answer too; asking again runs no search."""
    client.get("/search/", {"q": "서고"})

    again = client.get("/search/", {"q": "서고"})

    assert searches == ["서고"]
    assert 'data-rule-ref="401"' in again.content.decode()


def test_the_api_sends_etag_and_last_modified_and_revalidates_to_304(
        client: Client, search_index: Path, searches: list[str]) -> None:
    """A client sending back the ETag gets 304 and no body, and no search is run for it."""
    first = client.get("/api/search", {"q": "서고"})

    again = client.get("/api/search", {"q": "서고"}, HTTP_IF_NONE_MATCH=first.headers["ETag"])

    assert first.headers["Last-Modified"]
    assert again.status_code == 304
    assert again.content == b""
    assert searches == ["서고"]


def test_each_query_has_its_own_etag(client: Client, search_index: Path) -> None:
    """Another query's ETag does not revalidate this one."""
    first = client.get("/api/search", {"q": "서고"})

    other = client.get("/api/search", {"q": "전장"}, HTTP_IF_NONE_MATCH=first.headers["ETag"])

    assert other.status_code == 200
    assert other.headers["ETag"] != first.headers["ETag"]


def test_errors_carry_no_validators(client: Client, search_index: Path) -> None:
    """A 400 is never revalidated into a 304."""
    response = client.get("/api/search", {"q": "서고", "limit": "0"})

    assert response.status_code == 400
    assert "ETag" not in response.headers and "Last-Modified" not in response.headers


def test_a_rebuilt_index_answers_afresh(tmp_path: Path, search_index_dir: Path) -> None:
    """A rebuild gives the index a new build id: no answer of the old build is reused."""
    directory = tmp_path / "ix"
    records = load_records_from_db()
    build_index(records[:50], directory)
    before = answers.cached_search("효과", index_dir=directory)
    old_build = open_index(directory).build

    build_index(records, directory)
    after = answers.cached_search("효과", index_dir=directory)

    assert open_index(directory).build != old_build
    assert after == search("효과", index_dir=directory)
    assert after != before


def test_answers_live_in_their_own_cache(search_index: Path) -> None:
    """Search answers never fill the cache that holds rule pages."""
    answers.cached_search("서고", index_dir=search_index)

    key = answers.answer_key(open_index(search_index), "서고", 10, None)
    assert caches["search"].get(key) is not None
    assert caches["default"].get(key) is None
