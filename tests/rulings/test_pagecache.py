"""The page cache (rulings/pagecache.py): its own CSRF token (Django's format, made cheaply)
and the middleware that answers stored pages before URL resolution."""
import re
from collections import Counter

import pytest
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import (
    CSRF_ALLOWED_CHARS,
    CSRF_SECRET_LENGTH,
    _unmask_cipher_token,
)
from django.test import Client, RequestFactory

from rulings.pagecache import csrf_token


def test_the_token_unmasks_to_the_clients_secret():
    """A client with a CSRF cookie gets its own secret, masked as Django masks it."""
    request = RequestFactory().get("/rules/613/")
    secret = "a" * CSRF_SECRET_LENGTH
    request.META["CSRF_COOKIE"] = secret

    token = csrf_token(request)

    assert len(token) == 2 * CSRF_SECRET_LENGTH
    assert _unmask_cipher_token(token) == secret
    assert request.META["CSRF_COOKIE_NEEDS_UPDATE"] is True


def test_a_first_visit_gets_a_new_secret_for_its_cookie():
    """Without a cookie a new secret is made, and the middleware will set it as the cookie."""
    request = RequestFactory().get("/rules/613/")

    token = csrf_token(request)

    secret = request.META["CSRF_COOKIE"]
    assert len(secret) == CSRF_SECRET_LENGTH and set(secret) <= set(CSRF_ALLOWED_CHARS)
    assert _unmask_cipher_token(token) == secret


def test_every_response_masks_the_secret_afresh():
    """Two pages for the same client carry different tokens (no repeated bytes for BREACH)."""
    request = RequestFactory().get("/rules/613/")

    tokens = {csrf_token(request) for _ in range(50)}

    assert len(tokens) == 50
    assert {_unmask_cipher_token(token) for token in tokens} == {request.META["CSRF_COOKIE"]}


def test_the_characters_are_spread_over_the_whole_alphabet():
    """Every one of the 62 characters turns up, none far more often than the others."""
    request = RequestFactory().get("/rules/613/")

    counts = Counter("".join(csrf_token(request)[:CSRF_SECRET_LENGTH] for _ in range(2000)))

    assert set(counts) == set(CSRF_ALLOWED_CHARS)
    # 64,000 draws over 62 characters: about 1,032 each; a byte-modulo bias would give the
    # first eight characters about 1,290.
    assert max(counts.values()) < 1200 and min(counts.values()) > 870


# --- Stored pages answered before URL resolution (CachedPageMiddleware) ---------------------


@pytest.fixture
def views_called(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The rule numbers rule_detail rendered (not answered from the cache), in order."""
    from rulings.views import pages

    seen: list[str] = []
    render = pages._rule_detail

    def counting(request: HttpRequest, number: str) -> HttpResponse:
        seen.append(number)
        return render(request, number)

    monkeypatch.setattr(pages, "_rule_detail", counting)
    return seen


def _headers(response: HttpResponse) -> dict[str, str]:
    return {name: value for name, value in response.headers.items()
            if name not in ("ETag", "Set-Cookie")}


def _without_tokens(response: HttpResponse) -> str:
    return re.sub(r'(csrfmiddlewaretoken" value="|X-CSRFToken": ")[^"]+', r"\1",
                  response.content.decode())


@pytest.mark.django_db
def test_a_stored_page_is_answered_by_the_middleware_as_the_view_answered_it(
        client: Client, views_called: list[str]) -> None:
    """The second request is not rendered again, and gets the same page and headers."""
    first = client.get("/rules/613.3b/")

    second = client.get("/rules/613.3b/")

    assert views_called == ["613.3b"]
    assert second.status_code == 200
    assert _without_tokens(second) == _without_tokens(first)
    assert _headers(second) == _headers(first)


@pytest.mark.django_db
def test_the_middleware_revalidates_with_304_and_sets_validators(client: Client) -> None:
    """A stored page answered early still sends ETag and Last-Modified, and honours them."""
    client.get("/rules/613/")
    second = client.get("/rules/613/")

    third = client.get("/rules/613/", HTTP_IF_NONE_MATCH=second.headers["ETag"])

    assert second.headers["ETag"] and second.headers["Last-Modified"]
    assert third.status_code == 304


@pytest.mark.django_db
def test_a_head_is_answered_from_the_cache_like_a_get(client: Client,
                                                      views_called: list[str]) -> None:
    """HEAD for a stored page is not rendered again: the GET's status and headers."""
    first = client.get("/rules/613/")

    head = client.head("/rules/613/")

    assert views_called == ["613"]
    assert head.status_code == 200
    assert head.content == b""
    assert _headers(head) == _headers(first)


@pytest.mark.django_db
@pytest.mark.parametrize("method", ["post", "put"])
def test_other_methods_go_on_to_the_view(client: Client, views_called: list[str],
                                         method: str) -> None:
    """Only GET and HEAD are answered from the cache; the view refuses the rest with a
    405."""
    client.get("/rules/613/")

    response = getattr(client, method)("/rules/613/")

    assert response.status_code == 405


@pytest.mark.django_db
def test_a_query_string_is_never_answered_from_the_cache(
        client: Client, views_called: list[str]) -> None:
    """/rules/613/?x=1 is rendered by the view, not served as /rules/613/."""
    client.get("/rules/613/")

    client.get("/rules/613/", {"x": "1"})

    assert views_called == ["613", "613"]


@pytest.mark.django_db
def test_a_page_the_view_refused_is_never_stored(client: Client,
                                                 views_called: list[str]) -> None:
    """A 404 and a redirect go to the view every time."""
    client.get("/rules/999.9z/")
    client.get("/rules/613.3B/")

    client.get("/rules/999.9z/")
    client.get("/rules/613.3B/")

    assert views_called == ["999.9z", "613.3B", "999.9z", "613.3B"]
