"""The admin (issue 15): behind login at /admin/, the search log by frequency and the curated
mappings; sessions, authentication and messages run there only, so judges' pages are answered
as before."""
from __future__ import annotations

import re
from datetime import date
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.http import HttpResponse
from django.test import Client

from rulings.models import CuratedMapping, SearchLogEntry

pytestmark = pytest.mark.django_db
LOG_URL = "/admin/rulings/searchlogentry/"
ADMIN_MIDDLEWARE = "rulesite.middleware.AdminSessionMiddleware"


@pytest.fixture
def staff(client: Client) -> Client:
    """A client logged in as a superuser (`manage.py createsuperuser` makes one)."""
    user = User.objects.create_superuser("maintainer", "m@example.org", "a-long-password")
    client.force_login(user)
    return client


def _log(query: str, times: int, day: date, rank: int | None = None, rule: str = "") -> None:
    for _ in range(times):
        SearchLogEntry.objects.create(query=query, day=day, rank=rank, rule=rule)


def _rows(html: str) -> list[str]:
    return re.findall(r'<th scope="row" class="search-log-query">([^<]*)</th>', html)


def test_the_admin_asks_an_anonymous_visitor_to_log_in(client: Client) -> None:
    """/admin/ and the log redirect to the login page."""
    for url in ("/admin/", LOG_URL):
        response = client.get(url)

        assert response.status_code == 302
        assert response["Location"].startswith("/admin/login/?next=")


def test_a_maintainer_logs_in_with_the_login_form(client: Client) -> None:
    """The login form works through the site's CSRF check and sets a session cookie."""
    User.objects.create_superuser("maintainer", "m@example.org", "a-long-password")
    browser = Client(enforce_csrf_checks=True)
    form = browser.get("/admin/login/")
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form.content.decode())
    assert token is not None

    response = browser.post("/admin/login/?next=/admin/", {
        "username": "maintainer", "password": "a-long-password",
        "csrfmiddlewaretoken": token.group(1), "next": "/admin/"})

    assert response.status_code == 302
    assert response["Location"] == "/admin/"
    assert "sessionid" in response.cookies
    assert browser.get("/admin/").status_code == 200


def test_staff_see_the_log_grouped_by_query_most_frequent_first(staff: Client) -> None:
    """One row per query, by how often it missed; with its no-click count and rules clicked."""
    _log("항복", 1, date(2026, 3, 1))
    _log("희생한 카드는 어디로", 2, date(2026, 3, 2))
    _log("희생한 카드는 어디로", 1, date(2026, 3, 3), rank=5, rule="404.1")
    _log("의존", 2, date(2026, 3, 4))

    response = staff.get(LOG_URL)

    html = response.content.decode()
    assert response.status_code == 200
    assert _rows(html) == ["희생한 카드는 어디로", "의존", "항복"]
    first = html.split('class="search-log-row"')[1]
    assert '<td class="search-log-count">3</td>' in first
    assert '<td class="search-log-no-click">2</td>' in first
    assert "2026-03-03" in first
    assert '<a href="/rules/404.1/">404.1</a> ×1' in first


def test_the_log_offers_to_map_a_query_with_the_rule_clicked(staff: Client) -> None:
    """"Map this query" opens the mapping form with the query and the most clicked rule."""
    _log("희생한 카드는 어디로", 1, date(2026, 3, 3), rank=5, rule="404.1")
    html = staff.get(LOG_URL).content.decode()
    link = re.search(r'<a class="map-query" href="([^"]+)"', html)
    assert link is not None

    form = staff.get(link.group(1).replace("&amp;", "&")).content.decode()

    assert 'value="희생한 카드는 어디로"' in form
    assert 'value="404.1"' in form


def test_a_mapped_query_links_to_its_mapping(staff: Client) -> None:
    """A query already mapped shows its rules and links to the mapping, not to a new one."""
    _log("항복", 1, date(2026, 3, 1))
    mapping = CuratedMapping.objects.create(query="항복", rules="104.3a", reviewed=False)

    html = staff.get(LOG_URL).content.decode()

    assert f'href="/admin/rulings/curatedmapping/{mapping.pk}/change/">104.3a</a>' in html
    assert 'class="map-query"' not in html


def test_the_log_filters_by_query(staff: Client) -> None:
    """?query= keeps the queries containing it."""
    _log("항복", 1, date(2026, 3, 1))
    _log("의존", 1, date(2026, 3, 1))

    html = staff.get(LOG_URL, {"query": "의존"}).content.decode()

    assert _rows(html) == ["의존"]


def test_a_maintainer_saves_a_mapping_in_its_key_form(staff: Client) -> None:
    """The form stores the query as search compares it and the rules one space apart."""
    response = staff.post("/admin/rulings/curatedmapping/add/", {
        "query": " 항복하면  어떻게 돼? ", "rules": "104.3a, 104.3", "note": "104.3a",
        "reviewed": "on"})

    assert response.status_code == 302
    assert list(CuratedMapping.objects.values_list("query", "rules", "reviewed")) == [
        ("항복하면 어떻게 돼", "104.3a 104.3", True)]


def test_the_form_names_a_rule_that_does_not_exist(staff: Client) -> None:
    """A number neither the text nor a summary has is refused on the form."""
    response = staff.post("/admin/rulings/curatedmapping/add/", {
        "query": "항복", "rules": "104.3a 999.9", "note": ""})

    assert response.status_code == 200
    assert "999.9" in response.content.decode()
    assert not CuratedMapping.objects.exists()


def test_the_reviewed_action_marks_mappings(staff: Client) -> None:
    """The list's action marks the selected mappings reviewed."""
    mapping = CuratedMapping.objects.create(query="항복", rules="104.3a", reviewed=False)

    staff.post("/admin/rulings/curatedmapping/", {
        "action": "mark_reviewed", "_selected_action": [mapping.pk]})

    mapping.refresh_from_db()
    assert mapping.reviewed


def _cookie_names(response: HttpResponse) -> list[str]:
    return sorted(response.cookies)


def _vary(response: HttpResponse) -> list[str]:
    return sorted(part.strip() for part in response.get("Vary", "").split(","))


def test_a_rule_page_is_answered_as_without_the_admin(settings: Any) -> None:
    """Rendered and then from the page cache: no session cookie, no request.user, and the
    same headers (Vary too) as the site sends with the admin's middleware taken out."""
    judge = Client()
    responses = [judge.get("/rules/613.3b/") for _ in range(2)]
    settings.MIDDLEWARE = [name for name in settings.MIDDLEWARE if name != ADMIN_MIDDLEWARE]
    without = Client()
    expected = [without.get("/rules/613.3b/") for _ in range(2)]

    for response, before in zip(responses, expected, strict=True):
        assert response.status_code == 200
        assert _cookie_names(response) == _cookie_names(before) == ["csrftoken"]
        assert _vary(response) == _vary(before)
        assert not hasattr(response.wsgi_request, "user")
        assert not hasattr(response.wsgi_request, "session")


def test_the_home_page_starts_no_session(client: Client) -> None:
    """Judges' other pages don't load or start a session either."""
    response = client.get("/")

    assert response.status_code == 200
    assert _cookie_names(response) == ["csrftoken"]
    assert not hasattr(response.wsgi_request, "session")


def test_the_reviewed_action_refuses_a_mapping_to_a_rule_that_does_not_exist(
        staff: Client) -> None:
    """A mapping naming a rule neither the text nor a summary has stays unreviewed, and the
    admin says which and why."""
    good = CuratedMapping.objects.create(query="항복", rules="104.3a", reviewed=False)
    bad = CuratedMapping.objects.create(query="희생", rules="404.1 999.9", reviewed=False)

    response = staff.post("/admin/rulings/curatedmapping/", {
        "action": "mark_reviewed", "_selected_action": [good.pk, bad.pk]}, follow=True)

    good.refresh_from_db()
    bad.refresh_from_db()
    assert (good.reviewed, bad.reviewed) == (True, False)
    refusals = [str(m) for m in response.context["messages"] if m.level_tag == "error"]
    assert refusals == ["“희생”은(는) 검토함으로 표시하지 않았습니다: 규칙 본문에도 프로젝트 "
                        "요약에도 999.9이(가) 없습니다."]


def test_the_reviewed_action_refuses_a_mapping_whose_query_is_a_rule_number(
        staff: Client) -> None:
    """A rule number as the query is no mapping to review; the admin says so."""
    mapping = CuratedMapping.objects.create(query="613.3b", rules="613.3b", reviewed=False)

    response = staff.post("/admin/rulings/curatedmapping/", {
        "action": "mark_reviewed", "_selected_action": [mapping.pk]}, follow=True)

    mapping.refresh_from_db()
    assert not mapping.reviewed
    html = response.content.decode()
    assert "“613.3b”은(는) 검토함으로 표시하지 않았습니다" in html
    assert "규칙 번호는 이미 그 규칙을 찾습니다" in html
    assert "검토함으로 표시했습니다" not in html
