"""HEAD is answered wherever GET is (uptime checkers and link checkers send HEAD): the same
status and headers as GET, never a 405. The table below names a URL for every route of the
site; a route added without one fails `test_every_route_has_a_url_in_the_table`."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver

from rulings.offline.bundle import read_meta
from tests.indexes import build_search_index
from tests.rulings.test_editions_views import english  # noqa: F401 (a fixture)
from tests.sandbox.conftest import HUMILITY_OPALESCENCE

pytestmark = pytest.mark.django_db

# One URL for each route the site answers GET on ({slug} and {bundle} are filled in by the
# test: a saved scenario's slug, the current offline bundle's key).
GET_URLS = {
    "": "/",
    "rules/": "/rules/?number=613.3b",
    "edition/": "/edition/",
    "editions/": "/editions/",
    "editions/numbering/": "/editions/numbering/",
    "editions/<str:old>/<str:new>/": "/editions/en-2025-02-07/en-2025-11-14/",
    "editions/<str:old>/<str:new>/<str:number>/": "/editions/en-2025-02-07/en-2025-11-14/7/",
    "rules/<str:number>/": "/rules/613.3b/",
    "rules/<str:number>/preview/": "/rules/613.3b/preview/",
    "rules/<str:number>/en/": "/rules/704.5m/en/",
    "api/rules/<str:number>": "/api/rules/613",
    "api/rules/<str:number>/": "/api/rules/613/",
    "search/": "/search/?q=%EC%B8%B5",
    "api/search": "/api/search?q=layer",
    "glossary/": "/glossary/",
    "sandbox/": "/sandbox/?example=613.8-1",
    "sandbox/help/": "/sandbox/help/",
    "s/<str:slug>/": "/s/{slug}/",
    "api/scenarios/<str:slug>": "/api/scenarios/{slug}",
    "api/cards": "/api/cards?q=bear",
    "cards/": "/cards/?q=bear",
    "cards/<path:name>/": "/cards/Humility/",
    "sw.js": "/sw.js",
    "manifest.webmanifest": "/manifest.webmanifest",
    "offline/bundle/<str:key>.json": "/offline/bundle/{bundle}.json",
    "offline/shell/": "/offline/shell/",
    "i18n/setlang/": "/i18n/setlang/?next=/",
}
# Routes that only take a POST (GET is a 405 there, and so is HEAD).
POST_ONLY = {"api/scenarios", "api/search/feedback"}
# The admin's own routes are Django's; these show that its pages answer HEAD too.
ADMIN_URLS = ["/admin/", "/admin/login/"]


def _routes(patterns: list[Any], prefix: str = "") -> list[str]:
    """Every route of a URLconf, includes flattened, as their route strings."""
    found = []
    for pattern in patterns:
        route = prefix + str(pattern.pattern)
        if isinstance(pattern, URLResolver):
            found.extend(_routes(pattern.url_patterns, route))
        elif isinstance(pattern, URLPattern):
            found.append(route)
    return found


@pytest.fixture(scope="module")
def bundle_dir(django_db_setup: Any, django_db_blocker: Any,
               tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A search index with its offline bundle, as `make setup` builds it."""
    return build_search_index(tmp_path_factory.mktemp("head") / "index", django_db_blocker)


@pytest.fixture
def site(bundle_dir: Path, settings: Any, client: Client, english: Any) -> dict[str, str]:  # noqa: F811
    """The site with its index and bundle, the English editions, and a saved scenario: the
    values the URLs need."""
    settings.SEARCH_INDEX_DIR = bundle_dir
    slug = client.post("/api/scenarios", HUMILITY_OPALESCENCE,
                       content_type="application/json").json()["slug"]
    meta = read_meta(bundle_dir)
    assert meta is not None
    return {"slug": slug, "bundle": meta.key}


def test_every_route_has_a_url_in_the_table() -> None:
    """Each route of the site (but the admin's) is in GET_URLS or POST_ONLY."""

    routes = {route for route in _routes(get_resolver().url_patterns)
              if not route.startswith("admin/")}

    assert routes == set(GET_URLS) | POST_ONLY


@pytest.mark.parametrize("url", [*GET_URLS.values(), *ADMIN_URLS])
def test_head_is_answered_like_get(site: dict[str, str], url: str) -> None:
    """HEAD gets GET's status and Content-Type, not a 405, and no body."""
    url = url.format(**site)

    get = Client().get(url)
    head = Client().head(url)

    assert head.status_code != 405
    assert head.status_code == get.status_code
    assert head.get("Content-Type") == get.get("Content-Type")
    assert head.content == b""


@pytest.mark.parametrize("route", sorted(POST_ONLY))
def test_a_post_only_route_refuses_head_and_get(client: Client, route: str) -> None:
    """The API's POST endpoints answer HEAD as they answer GET: 405 with Allow: POST."""

    get = client.get("/" + route)
    head = client.head("/" + route)

    assert get.status_code == head.status_code == 405
    assert head["Allow"] == "POST"
