"""The JSON search API: `GET /api/search?q=...&limit=10`."""
from __future__ import annotations

from pathlib import Path

import pytest
from django.test import Client

# The session's index fixtures, shared with the other search test modules.

pytestmark = pytest.mark.django_db


def test_results_have_number_title_snippet_url(client: Client, search_index: Path) -> None:
    """Each result carries exactly the documented fields."""
    response = client.get("/api/search", {"q": "서고"})

    data = response.json()
    assert response.status_code == 200
    assert data["query"] == "서고"
    assert data["results"]
    assert all(set(r) == {"number", "title", "snippet", "url"} for r in data["results"])


def test_best_result_first(client: Client, search_index: Path) -> None:
    """An English query puts the Korean rule it names first: for a term, the rule that defines
    it (401.1 under the heading 401 "서고", issue 29), the heading next."""
    response = client.get("/api/search", {"q": "library"})

    first, second = response.json()["results"][:2]
    assert first["number"] == "401.1"
    assert first["url"] == "/rules/401.1/"
    assert second["number"] == "401"


def test_limit_caps_the_results(client: Client, search_index: Path) -> None:
    """limit=3 returns at most three results."""
    response = client.get("/api/search", {"q": "효과", "limit": "3"})

    assert len(response.json()["results"]) == 3


@pytest.mark.parametrize("limit", ["abc", "0", "51", "-1", "2.5", "²", "9" * 5000])
def test_bad_limit_is_a_400_naming_the_parameter(client: Client, search_index: Path,
                                                 limit: str) -> None:
    """A limit that is not 1-50 gets a JSON error naming `limit`."""
    response = client.get("/api/search", {"q": "효과", "limit": limit})

    assert response.status_code == 400
    assert response.json()["parameter"] == "limit"
    assert "limit" in response.json()["error"]


def test_bad_section_is_a_400_naming_the_parameter(client: Client, search_index: Path) -> None:
    """A section this text does not have is refused by name."""
    response = client.get("/api/search", {"q": "효과", "section": "7"})

    assert response.status_code == 400
    assert response.json()["parameter"] == "section"


def test_section_filter_keeps_only_that_section(client: Client, search_index: Path) -> None:
    """section=8 returns only multiplayer rules."""
    response = client.get("/api/search", {"q": "생명점", "section": "8"})

    numbers = [r["number"] for r in response.json()["results"]]
    assert numbers
    assert all(n.startswith("8") for n in numbers)


def test_exact_number_comes_first(client: Client, search_index: Path) -> None:
    """A rule number query returns that rule first (no redirect from the API)."""
    response = client.get("/api/search", {"q": "규칙 509.1"})

    assert response.status_code == 200
    assert response.json()["results"][0]["number"] == "509.1"


@pytest.mark.parametrize(("typed", "number"), [
    ("613.3ㅠ", "613.3b"), ("규칙 613.3ㅠ", "613.3b"), ("６１３．３ｂ", "613.3b"),
    ("６１３", "613"), ("704.5ㅓ", "704.5j"),
])
def test_a_number_typed_with_the_korean_layout_finds_its_rule_first(
        client: Client, search_index: Path, typed: str, number: str) -> None:
    """"613.3ㅠ" (the b key with the Korean layout on) and full-width digits find the rule."""
    response = client.get("/api/search", {"q": typed})

    assert response.json()["results"][0]["number"] == number


def test_number_prefix_lists_subrules(client: Client, search_index: Path) -> None:
    """"613.3" lists 613.3 and then its subrules 613.3a-e."""
    response = client.get("/api/search", {"q": "613.3"})

    numbers = [r["number"] for r in response.json()["results"]]
    assert numbers[:3] == ["613.3", "613.3a", "613.3b"]


def test_empty_query_has_no_results(client: Client, search_index: Path) -> None:
    """No query, no results, no error."""
    response = client.get("/api/search", {"q": "  "})

    assert response.status_code == 200
    assert response.json() == {"query": "", "results": []}


def test_snippet_marks_matches_and_escapes(client: Client, search_index: Path) -> None:
    """Snippets highlight the matched words with <mark>."""
    response = client.get("/api/search", {"q": "타임스탬프"})

    assert "<mark>타임스탬프</mark>" in response.json()["results"][0]["snippet"]


def test_post_is_not_allowed(client: Client, search_index: Path) -> None:
    """The API answers GET only."""
    response = client.post("/api/search", {"q": "효과"})

    assert response.status_code == 405


def test_number_missing_from_this_edition_finds_its_summary(client: Client,
                                                            search_index: Path) -> None:
    """"CR 704" (section 7 is not in this text) returns the project's summary of 704 first."""
    response = client.get("/api/search", {"q": "CR 704"})

    results = response.json()["results"]
    assert results[0]["number"] == "704"
    assert results[0]["url"] == "/rules/704/"


@pytest.mark.parametrize(("query", "number"), [
    ("전설 규칙", "704.5j"), ("상태 참조 행동", "704"), ("파괴불능", "702.12"),
    ("indestructible", "702.12"), ("legend rule", "704.5j"), ("무적은", "702.12"),
])
def test_a_summarized_rule_is_found_by_its_names(client: Client, search_index: Path,
                                                 query: str, number: str) -> None:
    """The issue's names (Korean, English, with a particle) find the summary page first."""
    response = client.get("/api/search", {"q": query})

    assert response.json()["results"][0]["number"] == number


def test_the_texts_own_rule_comes_before_a_summary_saying_the_same(client: Client,
                                                                   search_index: Path) -> None:
    """"독 카운터가 10개 이상이면": 122.1d of the text answers before the summary 704.5c."""
    response = client.get("/api/search", {"q": "독 카운터가 10개 이상이면"})

    numbers = [r["number"] for r in response.json()["results"]]
    assert numbers[0] == "122.1d" and "704.5c" in numbers


def test_a_query_over_the_length_limit_is_a_400_naming_it(client):
    """A query longer than 200 characters is refused, naming q and the limit."""

    response = client.get("/api/search", {"q": "층" * 201})

    assert response.status_code == 400
    assert response.json()["parameter"] == "q"
    assert "200" in response.json()["error"] and "201" in response.json()["error"]
