"""The UI language: Korean by default, English only when the judge switches to it."""
import re

import pytest
from django.test import Client


@pytest.mark.django_db
def test_korean_is_the_default_even_for_an_english_browser(client: Client) -> None:
    """A browser asking for English still gets the Korean UI until the judge switches."""

    response = client.get("/", HTTP_ACCEPT_LANGUAGE="en-US,en;q=0.9")

    assert response.headers["Content-Language"] == "ko"


@pytest.mark.django_db
def test_the_language_switch_turns_the_ui_english(client: Client) -> None:
    """Posting to set_language stores English, and later pages answer in English."""

    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    response = client.get("/")

    assert response.headers["Content-Language"] == "en"


@pytest.mark.django_db
def test_an_unknown_language_cookie_falls_back_to_korean(client: Client) -> None:
    """A stale or forged language cookie cannot select a language the site does not have."""
    client.cookies["django_language"] = "xx"

    response = client.get("/")

    assert response.headers["Content-Language"] == "ko"


MAIN_PAGES = ["/", "/rules/613/", "/rules/613.3b/", "/rules/704.5m/", "/search/?q=%EC%B8%B5",
              "/glossary/", "/sandbox/", "/sandbox/?example=613.8-1", "/edition/",
              "/api/search?q=layer", "/api/rules/613", "/no-such-page/"]


@pytest.mark.django_db
@pytest.mark.parametrize("path", MAIN_PAGES)
def test_every_main_page_sends_the_security_headers(client: Client, path: str) -> None:
    """CSP without inline scripts, nosniff, a referrer policy and no framing, on every page."""

    response = client.get(path)

    policy = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
    assert "frame-ancestors 'none'" in policy
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "same-origin"
    assert response.headers["X-Frame-Options"] == "DENY"


@pytest.mark.django_db
def test_a_permalink_page_sends_the_policy(client: Client) -> None:
    """A saved scenario's page, where judges' own text is shown, has the policy too."""
    from tests.sandbox.conftest import HUMILITY_OPALESCENCE

    saved = client.post("/api/scenarios", HUMILITY_OPALESCENCE, content_type="application/json")

    response = client.get(f"/s/{saved.json()['slug']}/")

    assert response.status_code == 200
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/rules/613/", "/sandbox/", "/glossary/"])
def test_pages_carry_no_inline_script_or_style(client: Client, path: str) -> None:
    """Nothing on the page needs 'unsafe-inline': no <script> body, no style or on* attribute."""

    html = client.get(path).content.decode()

    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html)
    assert not re.search(r"<style\b|\sstyle=|\son[a-z]+=", html)
