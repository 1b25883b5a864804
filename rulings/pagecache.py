"""Rule pages and permalinks rendered once per URL, language, imported edition and engine
version, then served from the cache.

Rule pages change only when the rules are imported again. `import_rules` bumps the stored
`ImportStamp` (for the Korean text and for an official edition alike); the cache key holds its
version and the editions the pages show ("en-2025-11-14"), so a re-import or a new edition
makes every cached page stale (they expire from the cache on their own). The stamp is read
from the database at most every `STAMP_SECONDS` per process, so a page served from the cache
costs no query at all, and another process's import is seen within that many seconds.

A saved scenario never changes (its slug is its content's address), so its permalink changes
only with the engine that runs it (issue 28: each view ran the engine, seconds for a loop):
the key also holds `ENGINE_VERSION`, which rule pages show too (what in the engine cites a
rule). A permalink has no Last-Modified (its page changes with the engine, not the import);
its ETag says when it changed.

A cached body is stored with a placeholder where the CSRF token was (the language switch and
htmx requests post with it) and each response gets the token of its own client.

`rule_detail` renders and stores a page; once stored, `CachedPageMiddleware` answers it before
URL resolution (as Django's own FetchFromCacheMiddleware does), through the same ETag,
Last-Modified and CSRF steps as the view.
"""
from __future__ import annotations

import hashlib
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import CSRF_ALLOWED_CHARS, CSRF_SECRET_LENGTH
from django.views.decorators.http import condition

STAMP_SECONDS = 2.0
# Rendered in place of `csrf_token` (letters and dashes only, so no escaping changes it).
CSRF_PLACEHOLDER = "csrf-token-placeholder-3c9e1f7a"
# Long enough for any edition to be replaced before its pages expire; a re-import changes keys.
PAGE_SECONDS = 24 * 60 * 60


@dataclass(frozen=True)
class Stamp:
    """The stored import: its version (part of every cache key) and when it was imported,
    and the newest imported edition of each language ("en-2025-11-14"), also in the key."""

    version: int
    imported_at: datetime | None
    editions: str = ""


_memo: tuple[float, Stamp] | None = None


def current_stamp() -> Stamp:
    """The stored import's stamp, read from the database at most every STAMP_SECONDS."""
    global _memo
    now = time.monotonic()
    if _memo is not None and now - _memo[0] < STAMP_SECONDS:
        return _memo[1]
    from rulings.models import Edition, ImportStamp

    row = ImportStamp.objects.filter(pk=1).first()
    newest: dict[str, str] = {}
    for language, date in Edition.objects.order_by("language", "-effective_date").values_list(
            "language", "effective_date"):
        newest.setdefault(language, f"{language}-{date:%Y-%m-%d}")
    editions = ",".join(newest.values())
    stamp = (Stamp(row.version, row.imported_at, editions) if row is not None
             else Stamp(0, None, editions))
    _memo = (now, stamp)
    return stamp


def forget_stamp() -> None:
    """Read the stamp again on next use (the importer calls this after it bumps it)."""
    global _memo
    _memo = None


def _variant(request: HttpRequest) -> str:
    # A targeted htmx request gets the partial, a boosted one the page with an htmx <title>.
    # Read from the headers as django-htmx reads them: the middleware serving stored pages
    # runs before django-htmx's.
    if request.META.get("HTTP_HX_REQUEST") != "true":
        return "page"
    return "boosted" if request.META.get("HTTP_HX_BOOSTED") == "true" else "partial"


_engine: list[str] = []


def engine_version() -> str:
    """The running engine's version (read once per process)."""
    if not _engine:
        from rulings.sandbox.adapter import engine_version as running

        _engine.append(running())
    return _engine[0]


def page_key(request: HttpRequest) -> str:
    """The cache key of this request's page: edition, engine, language, htmx variant, URL
    and host (the page shows its own absolute URL for copying). Worked out once per
    request."""
    known: str | None = getattr(request, "_rule_page_key", None)
    if known is not None:
        return known
    where = hashlib.sha256(
        f"{request.scheme}://{request.get_host()}{request.get_full_path()}".encode()
    ).hexdigest()[:32]
    language = getattr(request, "LANGUAGE_CODE", settings.LANGUAGE_CODE)
    stamp = current_stamp()
    key = (f"page:{stamp.version}:{stamp.editions}:{engine_version()}:{language}:"
           f"{_variant(request)}:{where}")
    request._rule_page_key = key  # type: ignore[attr-defined]
    return key


def page_etag(request: HttpRequest, *args: object, **kwargs: object) -> str:
    """The ETag of this request's page; it also changes with the client's CSRF secret, whose
    token the page carries (the one its cookie holds, or the one this response sets)."""
    csrf_secret = request.META.get("CSRF_COOKIE", "")
    digest = hashlib.sha256(f"{page_key(request)}|{csrf_secret}".encode()).hexdigest()[:32]
    return f'"{digest}"'


def page_last_modified(request: HttpRequest, *args: object, **kwargs: object) -> datetime | None:
    """Last-Modified of a rule page: when the stored rules were imported (none for a
    permalink, which changes with the engine)."""
    if not request.path_info.startswith(RULE_PATH_PREFIX):
        return None
    return current_stamp().imported_at


def cached_page(request: HttpRequest) -> HttpResponse | None:
    """This request's page from the cache (still with the CSRF placeholder), or None."""
    if request.GET:
        return None
    stored = cache.get(page_key(request))
    if stored is None:
        return None
    body, headers = stored
    response = HttpResponse(body)
    for name, value in headers:
        response.headers[name] = value
    return response


def store_page(request: HttpRequest, response: HttpResponse) -> None:
    """Keep a rendered page (200, no query string) for the next request like this one."""
    if request.GET or response.status_code != 200 or response.streaming:
        return
    headers = [(name, value) for name, value in response.headers.items()
               if name in ("Content-Type", "Vary")]
    cache.set(page_key(request), (response.content, headers), PAGE_SECONDS)


_CHAR_INDEX = {char: index for index, char in enumerate(CSRF_ALLOWED_CHARS)}
# Random bytes from _UNBIASED up are dropped, so each byte left, taken modulo 62, is uniform
# over the 62 characters; the table maps a byte to its character.
_UNBIASED = 256 - 256 % len(CSRF_ALLOWED_CHARS)
_BYTE_TO_CHAR = bytes(ord(CSRF_ALLOWED_CHARS[byte % len(CSRF_ALLOWED_CHARS)])
                      for byte in range(256))
_BIASED_BYTES = bytes(range(_UNBIASED, 256))


def _random_csrf_string() -> str:
    """CSRF_SECRET_LENGTH characters of CSRF_ALLOWED_CHARS, uniform and from the system's
    random source, as Django's own `get_random_string` makes them, but with one read of that
    source instead of one per character (64 reads were a fifth of a cached page's time)."""
    while True:
        chars = secrets.token_bytes(48).translate(_BYTE_TO_CHAR, _BIASED_BYTES)
        # 48 bytes keep 46.5 on average; fewer than 32 is rare (and then read again).
        if len(chars) >= CSRF_SECRET_LENGTH:
            return chars[:CSRF_SECRET_LENGTH].decode("ascii")


def csrf_token(request: HttpRequest) -> str:
    """What `django.middleware.csrf.get_token` returns: this client's CSRF secret (a new one,
    which the middleware then sets as the cookie, on a first visit) masked afresh, so the
    token on the page differs in every response (BREACH); Django's middleware checks it as
    its own. Made here because `get_token` reads the random source 64 times a call."""
    secret = request.META.get("CSRF_COOKIE")
    if secret is None:
        secret = _random_csrf_string()
        request.META["CSRF_COOKIE"] = secret
    # Sent again, as get_token does, so the cookie's expiry is renewed.
    request.META["CSRF_COOKIE_NEEDS_UPDATE"] = True
    mask = _random_csrf_string()
    size = len(CSRF_ALLOWED_CHARS)
    cipher = "".join(CSRF_ALLOWED_CHARS[(_CHAR_INDEX[s] + _CHAR_INDEX[m]) % size]
                     for s, m in zip(secret, mask, strict=True))
    return mask + cipher


def with_csrf_token(request: HttpRequest, response: HttpResponse) -> HttpResponse:
    """The page with this client's CSRF token where the placeholder was rendered, and the ETag
    of that token's secret (a first visit's response sets the CSRF cookie it names)."""
    if not response.streaming and CSRF_PLACEHOLDER.encode() in response.content:
        response.content = response.content.replace(CSRF_PLACEHOLDER.encode(),
                                                    csrf_token(request).encode())
        response.headers["ETag"] = page_etag(request)
    return response


# Where stored pages live: `rule_detail` and the sandbox's `permalink` store pages.
RULE_PATH_PREFIX = "/rules/"
CACHED_PATH_PREFIXES = (RULE_PATH_PREFIX, "/s/")


@condition(etag_func=page_etag, last_modified_func=page_last_modified)
def _stored_page(request: HttpRequest, stored: HttpResponse) -> HttpResponse:
    # The same decorator as rule_detail's: a 304 when the client's copy is current.
    return with_csrf_token(request, stored)


def serve_stored_page(request: HttpRequest) -> HttpResponse | None:
    """This request's page if it is stored (with its validators and this client's CSRF
    token, or a 304), else None."""
    stored = cached_page(request)
    if stored is None:
        return None
    response: HttpResponse = _stored_page(request, stored)
    return response


class CachedPageMiddleware:
    """Answer a GET (or HEAD) for a stored rule page or permalink before URL resolution and the
    view.

    Placed after CsrfViewMiddleware (which reads the client's CSRF cookie and sets a new one)
    and before django-htmx's; everything else goes on to the view, which renders and stores
    the page. A stored page is one the view answered with a 200 under the same key, so the
    middleware never answers what the view would not.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if (request.method in ("GET", "HEAD")
                and request.path_info.startswith(CACHED_PATH_PREFIXES)):
            response = serve_stored_page(request)
            if response is not None:
                return response
        return self.get_response(request)
