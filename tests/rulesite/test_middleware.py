"""The UI language: Korean by default, English only when the judge switches to it."""
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
