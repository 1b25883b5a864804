"""The search page: full page, htmx partial, number redirect, filters, errors."""
from __future__ import annotations

import threading
from pathlib import Path

import pytest
from django.test import Client
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.search.index import open_index
from rulings.search.query import search

# The session's index fixtures, shared with the other search test modules.

pytestmark = pytest.mark.django_db


def test_page_has_a_form_that_works_without_javascript(client: Client,
                                                       search_index: Path) -> None:
    """The form submits to /search/ by GET and types-as-you-search through htmx."""
    response = client.get("/search/")

    html = response.content.decode()
    assert response.status_code == 200
    assert 'action="/search/" method="get"' in html
    assert "input changed delay:200ms" in html
    assert 'id="search-box"' in html


def test_full_page_shows_highlighted_results(client: Client, search_index: Path) -> None:
    """A query renders results with rule links and <mark>ed snippets inside the page."""
    response = client.get("/search/", {"q": "대체효과"})

    html = response.content.decode()
    assert "<html" in html
    assert 'data-rule-ref="614"' in html
    assert "<mark>" in html


def test_htmx_request_gets_only_the_results(client: Client, search_index: Path) -> None:
    """With HX-Request the view returns the results partial, not the page."""
    response = client.get("/search/", {"q": "대체효과"}, HTTP_HX_REQUEST="true")

    html = response.content.decode()
    assert "<html" not in html
    assert 'class="search-results"' in html


def test_response_varies_on_hx_request(client: Client, search_index: Path) -> None:
    """Caches keep the page and the partial apart."""
    response = client.get("/search/", {"q": "서고"})

    assert "HX-Request" in response["Vary"]


def test_exact_number_redirects_to_the_rule(client: Client, search_index: Path) -> None:
    """"rule 603.7d" on the full page goes straight to /rules/603.7d/."""
    response = client.get("/search/", {"q": "rule 603.7d"})

    assert response.status_code == 302
    assert response["Location"] == "/rules/603.7d/"


def test_exact_number_while_typing_does_not_redirect(client: Client,
                                                     search_index: Path) -> None:
    """Search-as-you-type shows the rule first instead of navigating away."""
    response = client.get("/search/", {"q": "613.3b"}, HTTP_HX_REQUEST="true")

    assert response.status_code == 200
    assert 'class="search-result exact"' in response.content.decode()


def test_number_not_in_this_edition_goes_to_its_summary(client: Client,
                                                       search_index: Path) -> None:
    """702.9 (section 7, summarized by the project) goes straight to its summary page."""
    response = client.get("/search/", {"q": "702.9"})

    assert (response.status_code, response["Location"]) == (302, "/rules/702.9/")


def test_a_summary_result_is_labelled_as_the_projects(client: Client,
                                                      search_index: Path) -> None:
    """"전설 규칙" lists 704.5j first, marked as a summary rather than the rules text."""
    response = client.get("/search/", {"q": "전설 규칙"}, HTTP_HX_REQUEST="true")

    html = response.content.decode()
    first = html.index('class="search-result')
    assert 'data-rule-ref="704.5j"' in html[first:first + 600]
    assert "search-result-summary" in html


def test_bad_section_is_a_400_with_a_message(client: Client, search_index: Path) -> None:
    """An unknown section shows an error naming the parameter."""
    response = client.get("/search/", {"q": "효과", "section": "x"})

    assert response.status_code == 400
    assert "section" in response.content.decode()


def test_section_filter_is_kept_in_the_form(client: Client, search_index: Path) -> None:
    """The chosen section stays selected on the results page."""
    response = client.get("/search/", {"q": "생명점", "section": "8"})

    assert '<option value="8" selected>' in response.content.decode()


def test_query_is_escaped_in_the_page(client: Client, search_index: Path) -> None:
    """A query with markup is shown as text."""
    response = client.get("/search/", {"q": "<b>zzqx</b>"})

    html = response.content.decode()
    assert "<b>zzqx</b>" not in html
    assert "&lt;b&gt;zzqx&lt;/b&gt;" in html


def test_index_is_opened_once_per_process(search_index: Path) -> None:
    """Two searches share one opened index."""
    first = open_index(search_index)

    search("서고", index_dir=search_index)

    assert open_index(search_index) is first


def test_concurrent_searches_agree(search_index: Path) -> None:
    """Searches from several threads at once give the same answer as one alone."""
    expected = [r.number for r in search("대체 효과", index_dir=search_index).results]
    answers: list[list[str]] = []

    def run() -> None:
        answers.append([r.number for r in search("대체 효과", index_dir=search_index).results])

    threads = [threading.Thread(target=run) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert answers == [expected] * 8


def test_rebuilt_index_is_picked_up_without_restart(tmp_path: Path,
                                                    search_index_dir: Path) -> None:
    """After a rebuild into the same directory, the next search reads the new index."""
    from rulings.search.index import build_index, load_records_from_db

    directory = tmp_path / "ix"
    records = load_records_from_db()
    build_index(records[:50], directory)
    before = open_index(directory)

    build_index(records, directory)

    assert open_index(directory) is not before
    assert open_index(directory).doc_count == len(records)


def test_snippets_do_not_mark_single_syllables_of_other_words(search_index: Path) -> None:
    """Only what matched is marked: "대신" is not lit up by a search for 대체 효과."""
    results = search("대체효과", index_dir=search_index).results

    assert all("<mark>대</mark>신" not in r.snippet for r in results)


@settings(max_examples=60, deadline=None)
@given(query=st.text(max_size=40), limit=st.integers(min_value=1, max_value=50))
def test_any_query_answers_without_error(search_index_dir: Path, query: str, limit: int) -> None:
    """Whatever is typed, search returns at most `limit` results and never raises."""
    response = search(query, limit=limit, index_dir=search_index_dir)

    assert len(response.results) <= limit
    assert all(r.url.startswith("/rules/") for r in response.results)


def test_history_restore_gets_the_whole_page(client: Client, search_index: Path) -> None:
    """htmx restoring a pushed URL from history receives the full page, not the partial."""
    response = client.get("/search/", {"q": "서고"}, HTTP_HX_REQUEST="true",
                          HTTP_HX_HISTORY_RESTORE_REQUEST="true")

    assert "<html" in response.content.decode()


def test_a_search_page_query_over_the_length_limit_says_so(client):
    """The search page answers an over-long query with a 400 and the limit, in English too."""
    client.cookies["django_language"] = "en"

    response = client.get("/search/", {"q": "a" * 201})

    assert response.status_code == 400
    assert "q must be at most 200 characters (got 201)" in response.content.decode()
