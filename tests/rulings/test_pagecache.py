"""The page cache's own CSRF token (rulings/pagecache.py): Django's format, made cheaply."""
from collections import Counter

from django.middleware.csrf import (
    CSRF_ALLOWED_CHARS,
    CSRF_SECRET_LENGTH,
    _unmask_cipher_token,
)
from django.test import RequestFactory

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
