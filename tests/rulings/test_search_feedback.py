"""`POST /api/search/feedback` (issue 15): a search that missed is stored with its query, day,
rank and rule only; every field is checked, and a client's reports are rate-limited."""
from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest
from django.core.cache import cache
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.models import SearchLogEntry
from rulings.search import feedback

pytestmark = pytest.mark.django_db
URL = "/api/search/feedback"
DAY = date(2026, 3, 14)


@pytest.fixture(autouse=True)
def fixed_day(monkeypatch: pytest.MonkeyPatch, search_index: Path) -> date:
    """Reports are stored under DAY, against the session's index; each test purges afresh."""
    monkeypatch.setattr(feedback, "today", lambda: DAY)
    feedback.forget_purge()
    return DAY


def _stored() -> list[tuple[str, date, int | None, str]]:
    return list(SearchLogEntry.objects.order_by("id").values_list("query", "day", "rank", "rule"))


def test_a_search_left_without_a_click_is_stored_with_its_query_and_day(client: Client) -> None:
    """q alone: the query in its key form, the day, no rank and no rule; 204 and no body."""
    response = client.post(URL, {"q": "  항복하면   어떻게 돼? "})

    assert response.status_code == 204
    assert response.content == b""
    assert _stored() == [("항복하면 어떻게 돼", DAY, None, "")]


def test_a_click_below_rank_3_is_stored_with_rank_and_rule(client: Client) -> None:
    """A click on the 5th result: its rank and rule number (lowercased as search shows it)."""
    response = client.post(URL, {"q": "희생한 카드", "rank": "5", "rule": "404.1"})

    assert response.status_code == 204
    assert _stored() == [("희생한 카드", DAY, 5, "404.1")]


def test_nothing_about_the_client_is_stored(client: Client) -> None:
    """The log's columns are the query, day, rank and rule: no address, agent or session."""
    client.post(URL, {"q": "대체효과"}, REMOTE_ADDR="203.0.113.7", HTTP_USER_AGENT="Judge/1.0")

    columns = {field.name for field in SearchLogEntry._meta.get_fields()}
    assert columns == {"id", "query", "day", "rank", "rule"}
    assert "203.0.113.7" not in repr(list(SearchLogEntry.objects.values()))


@pytest.mark.parametrize(("fields", "parameter"), [
    ({}, "q"),
    ({"q": "   "}, "q"),
    ({"q": "?"}, "q"),
    ({"q": "가" * 201}, "q"),
    ({"q": "대체", "rank": "2", "rule": "614"}, "rank"),
    ({"q": "대체", "rank": "3", "rule": "614"}, "rank"),
    ({"q": "대체", "rank": "0", "rule": "614"}, "rank"),
    ({"q": "대체", "rank": "51", "rule": "614"}, "rank"),
    ({"q": "대체", "rank": "٥", "rule": "614"}, "rank"),
    ({"q": "대체", "rank": "-5", "rule": "614"}, "rank"),
    ({"q": "대체", "rule": "614"}, "rank"),
    ({"q": "대체", "rank": "5"}, "rule"),
    ({"q": "대체", "rank": "5", "rule": "999.9z"}, "rule"),
    ({"q": "대체", "rank": "5", "rule": "<script>"}, "rule"),
    ({"q": "대체", "ip": "1.2.3.4"}, "ip"),
])
def test_a_bad_field_is_a_400_naming_it(client: Client, fields: dict[str, str],
                                        parameter: str) -> None:
    """Each field is checked; the answer names the wrong one and nothing is stored."""
    response = client.post(URL, fields)

    assert response.status_code == 400
    assert response.json()["parameter"] == parameter
    assert parameter in response.json()["error"]
    assert _stored() == []


def test_a_field_sent_twice_is_a_400(client: Client) -> None:
    """Two values for q are refused, naming q."""
    response = client.post(URL, {"q": ["대체", "효과"]})

    assert response.status_code == 400
    assert response.json()["parameter"] == "q"


def test_only_post_is_allowed(client: Client) -> None:
    """GET gets 405: the endpoint only records."""
    response = client.get(URL, {"q": "대체"})

    assert response.status_code == 405


def test_a_report_without_the_csrf_token_is_refused(search_index: Path) -> None:
    """Another site cannot make a visitor's browser write to the log: 403 without the token."""
    browser = Client(enforce_csrf_checks=True)

    response = browser.post(URL, {"q": "대체효과"})

    assert response.status_code == 403
    assert _stored() == []


def test_a_report_with_the_pages_csrf_token_is_stored(search_index: Path) -> None:
    """The page's own token (the form field a beacon can send) is accepted."""
    browser = Client(enforce_csrf_checks=True)
    page = browser.get("/search/", {"q": "대체효과"})
    token = page.context["csrf_token"]

    response = browser.post(URL, {"q": "대체효과", "csrfmiddlewaretoken": str(token)})

    assert response.status_code == 204
    assert _stored() == [("대체효과", DAY, None, "")]


def test_a_client_over_its_reports_a_minute_gets_429(client: Client, settings: Any) -> None:
    """Past SEARCH_FEEDBACK_PER_MINUTE a client is told when to retry; others still report."""
    settings.SEARCH_FEEDBACK_PER_MINUTE = 2
    for _ in range(2):
        client.post(URL, {"q": "대체효과"}, REMOTE_ADDR="198.51.100.1")

    refused = client.post(URL, {"q": "대체효과"}, REMOTE_ADDR="198.51.100.1")
    other = client.post(URL, {"q": "대체효과"}, REMOTE_ADDR="198.51.100.2")

    assert refused.status_code == 429
    assert 1 <= int(refused["Retry-After"]) <= 61
    assert "at most 2 search reports a minute" in refused.json()["error"]
    assert other.status_code == 204
    assert len(_stored()) == 3


def test_the_rate_limit_keeps_no_address_in_the_cache(client: Client) -> None:
    """The cache counts a keyed hash of the client's address, never the address."""
    client.post(URL, {"q": "대체효과"}, REMOTE_ADDR="198.51.100.9")

    keys = [key for key in cache._cache if "search-feedback" in key]  # type: ignore[attr-defined]
    assert len(keys) == 1
    assert "198.51.100.9" not in keys[0]


def test_a_report_deletes_entries_past_the_retention_once_a_day(client: Client,
                                                                monkeypatch: pytest.MonkeyPatch
                                                                ) -> None:
    """The first write of a day purges entries older than 90 days; later writes that day
    don't look again, and the next day's first write does."""
    SearchLogEntry.objects.create(query="91일", day=date(2025, 12, 13))  # DAY - 91
    SearchLogEntry.objects.create(query="90일", day=date(2025, 12, 14))  # DAY - 90

    client.post(URL, {"q": "첫 검색"})
    SearchLogEntry.objects.create(query="뒤에 넣은 옛것", day=date(2025, 12, 1))
    client.post(URL, {"q": "같은 날"})
    same_day = sorted(query for query, *_ in _stored())
    monkeypatch.setattr(feedback, "today", lambda: date(2026, 3, 15))
    client.post(URL, {"q": "다음 날"})

    assert same_day == ["90일", "같은 날", "뒤에 넣은 옛것", "첫 검색"]
    assert sorted(query for query, *_ in _stored()) == ["같은 날", "다음 날", "첫 검색"]


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(fields=st.dictionaries(st.sampled_from(["q", "rank", "rule", "x"]),
                              st.text(max_size=30), max_size=4))
def test_any_report_is_stored_or_refused_naming_a_field(client: Client,
                                                        fields: dict[str, str]) -> None:
    """Whatever a client sends, the answer is 204, or a 400 that names a field of the form."""
    response = client.post(URL, fields)

    assert response.status_code in (204, 400)
    if response.status_code == 400:
        assert response.json()["parameter"] in fields or response.json()["parameter"] == "q"


@pytest.mark.parametrize(("fields", "parameter"), [
    ({"q": "레이어", "rank": "9" * 5000, "rule": "613.1"}, "rank"),   # int() refuses 4,300+
    ({"q": "레이어", "rank": "²", "rule": "613.1"}, "rank"),
    ({"q": "İ" * 150}, "q"),  # 150 characters, 300 once lower-cased: over the column's 200
])
def test_numbers_and_queries_no_column_can_hold_are_refused_by_name(
        client: Client, fields: dict[str, str], parameter: str) -> None:
    response = client.post(URL, fields)

    assert response.status_code == 400
    assert response.json()["parameter"] == parameter
    assert SearchLogEntry.objects.count() == 0
