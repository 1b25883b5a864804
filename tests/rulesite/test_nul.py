"""A NUL character (U+0000) in a request: SQLite stores it, PostgreSQL refuses it in text,
jsonb and query parameters (a 500 there). In a query parameter or a form field, the answer is
a 400 that names the field; in the path, the page's 404 (no page has such a name). These are
database tests, so CI runs them on PostgreSQL too (`make test-postgres`), where the 500s
were."""
from __future__ import annotations

import json
from typing import Any

import pytest
from axes.models import AccessAttempt
from django.contrib.auth.models import User
from django.test import Client

from rulings.models import SearchLogEntry
from rulings.sandbox.models import SavedScenario

pytestmark = pytest.mark.django_db
NUL = "\x00"

# (path with its query string, the field the 400 names)
PAGES = [
    ("/sandbox/?card=Humility%00", "card"),
    ("/sandbox/?from=abc%00", "from"),
    ("/search/?q=%EC%B8%B5%00", "q"),
    ("/cards/?q=bear%00", "q"),
    ("/glossary/?q=%00", "q"),
    ("/rules/?number=613%00", "number"),
    ("/?x%00=1", "x\\u0000"),
]
APIS = [
    ("/api/search?q=layer%00", "q"),
    ("/api/cards?q=bear%00", "q"),
    ("/api/rules/613?lang=en%00", "lang"),
]
PATHS = ["/cards/%00/", "/rules/613%00/", "/rules/613%00/preview/", "/rules/613%00/en/",
         "/api/rules/613%00", "/editions/ko%00/en/", "/s/abc%00/", "/api/scenarios/abc%00",
         "/offline/bundle/a%00.json"]


@pytest.mark.parametrize(("url", "field"), PAGES)
def test_a_nul_in_a_pages_path_or_query_is_a_400_naming_it(client: Client, search_index: Any,
                                                           url: str, field: str) -> None:
    """A page: 400, in Korean, naming the parameter (or the path)."""

    response = client.get(url)

    assert response.status_code == 400
    assert response.content.decode() == f"{field}: NUL 문자(\\u0000)는 쓸 수 없습니다."


@pytest.mark.parametrize(("url", "field"), APIS)
def test_a_nul_in_an_api_request_is_a_json_400_naming_it(client: Client, search_index: Any,
                                                         url: str, field: str) -> None:
    """The JSON APIs: 400 with the field as `path` and `parameter`, in the error too."""

    response = client.get(url)

    assert response.status_code == 400
    assert response.json() == {"error": f"{field}: a NUL character (\\u0000) is not allowed",
                               "path": field, "parameter": field}


@pytest.mark.parametrize("url", PATHS)
def test_a_nul_in_the_path_is_a_page_not_found(client: Client, url: str) -> None:
    """No rule, card, edition, permalink or bundle has a NUL in its name: a 404."""

    response = client.get(url)

    assert response.status_code == 404


def test_the_english_ui_says_it_in_english(client: Client) -> None:
    """With the English switch, the page's 400 reads in English."""
    client.cookies["django_language"] = "en"

    response = client.get("/glossary/?q=%00")

    assert response.content.decode() == "q: a NUL character (\\u0000) is not allowed."


def test_a_search_report_with_a_nul_is_refused_and_not_stored(client: Client,
                                                             search_index: Any) -> None:
    """POST /api/search/feedback (the page's multipart form): 400 naming q, nothing logged."""

    response = client.post("/api/search/feedback", {"q": f"층{NUL}"})

    assert response.status_code == 400
    assert response.json()["path"] == "q"
    assert not SearchLogEntry.objects.exists()


@pytest.mark.parametrize("field", ["title", "objects[0].card", "objects[0].id",
                                   "objects[0].counters", "ruling.answer"])
def test_an_editor_field_with_a_nul_is_refused_and_nothing_saved(client: Client,
                                                                field: str) -> None:
    """The editor's form (here saving): 400 naming the input, and no permalink."""
    data = {"tab": "form", "players[0].id": "A", "objects[0].id": "hum",
            "objects[0].card": "Humility", "action": "save"}
    data[field] = data.get(field, "x") + NUL

    response = client.post("/sandbox/", data)

    assert response.status_code == 400
    assert response.content.decode().startswith(f"{field}: ")
    assert not SavedScenario.objects.exists()


def test_the_json_tab_with_a_raw_nul_is_refused(client: Client) -> None:
    """A NUL typed into the JSON tab's text itself (not escaped): 400 naming `json`."""
    text = json.dumps({"format": 1, "title": "a"}).replace("a", "a" + NUL)

    response = client.post("/sandbox/", {"tab": "json", "json": text, "action": "save"})

    assert response.status_code == 400
    assert response.content.decode().startswith("json: ")
    assert not SavedScenario.objects.exists()


def test_an_admin_login_with_a_nul_is_refused(client: Client) -> None:
    """The admin's login form: 400 naming the username, no attempt stored."""

    response = client.post("/admin/login/", {"username": f"maintainer{NUL}",
                                             "password": "x"})

    assert response.status_code == 400
    assert response.content.decode().startswith("username: ")
    assert not AccessAttempt.objects.exists()


def test_the_admins_search_with_a_nul_is_refused(client: Client) -> None:
    """A maintainer's search in the admin's lists: 400 naming q."""
    client.force_login(User.objects.create_superuser("maintainer", "m@example.org", "pw"))

    response = client.get("/admin/rulings/searchlogentry/?q=%00")

    assert response.status_code == 400


def test_a_request_without_a_nul_is_answered_as_before(client: Client,
                                                       search_index: Any) -> None:
    """Korean, spaces, and the escape written out as text ("\\u0000") pass."""

    response = client.get("/api/search", {"q": "층 \\u0000"})

    assert response.status_code == 200
