"""The search page in Chromium: search-as-you-type and the "/" shortcut."""
from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-results"

pytestmark = pytest.mark.browser


def test_typing_shows_results_without_submitting(live_site: str, page: Page) -> None:
    """Typing a query into the search box brings highlighted results in place."""
    page.goto(live_site + "/search/")

    page.locator("#search-box").press_sequentially("대체효과", delay=30)

    first = page.locator(".search-result").first
    first.wait_for(timeout=5000)
    assert "614" in first.locator(".search-result-number").inner_text()
    assert page.locator(".search-snippet mark").count() > 0
    assert page.url.endswith("/search/?q=%EB%8C%80%EC%B2%B4%ED%9A%A8%EA%B3%BC&section=")
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "search-desktop.png"), full_page=False)


def test_results_fit_a_phone_screen(live_site: str, page: Page) -> None:
    """At 390 px the results page has no horizontal scrolling."""
    page.set_viewport_size({"width": 390, "height": 844})

    page.goto(live_site + "/search/?q=" + "전장에 들어올 때")

    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390
    assert page.locator(".search-result").count() > 0
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "search-phone.png"), full_page=False)


def test_slash_focuses_the_search_box_from_any_page(live_site: str, page: Page) -> None:
    """Pressing / on the home page puts the cursor in the header search box."""
    page.goto(live_site + "/")
    page.locator("body").click()

    page.keyboard.press("/")

    assert page.evaluate("document.activeElement.id") == "site-search"


def test_slash_is_typed_normally_inside_a_field(live_site: str, page: Page) -> None:
    """In a text field, / is a character, not the shortcut."""
    page.goto(live_site + "/search/")
    box = page.locator("#search-box")
    box.click()

    page.keyboard.type("1/2")

    assert box.input_value() == "1/2"


def test_rule_number_submitted_opens_the_rule(live_site: str, page: Page) -> None:
    """Submitting "규칙 509.1" from the header box lands on rule 509.1."""
    page.goto(live_site + "/")
    page.locator("#site-search").fill("규칙 509.1")

    page.locator("#site-search").press("Enter")

    page.wait_for_url("**/rules/509.1/")
    assert page.url.endswith("/rules/509.1/")


def test_section_filter_narrows_results_in_place(live_site: str, page: Page) -> None:
    """Choosing a section re-runs the search and shows only that section's rules."""
    page.goto(live_site + "/search/?q=생명점")

    page.locator("#search-section").select_option("8")

    page.wait_for_url("**section=8**")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.search-result-number')]"
        ".every(e => e.textContent.trim().startsWith('8'))"
    )
    assert page.locator(".search-result").count() > 0


def test_glossary_filter_narrows_terms_while_typing(live_site: str, page: Page) -> None:
    """Typing "grave" into the glossary filter leaves the graveyard / 무덤 row in place."""
    page.goto(live_site + "/glossary/")
    everything = page.locator(".glossary-term").count()

    page.locator("#glossary-filter").press_sequentially("grave", delay=30)

    page.wait_for_url("**/glossary/?q=grave")
    page.wait_for_function(
        f"() => document.querySelectorAll('.glossary-term').length < {everything}")
    rows = page.locator(".glossary-term")
    assert "무덤" in rows.first.inner_text()
    assert rows.count() < everything
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "glossary-desktop.png"), full_page=False)


def test_glossary_fits_a_phone_screen(live_site: str, page: Page) -> None:
    """At 390 px the glossary table has no horizontal scrolling."""
    page.set_viewport_size({"width": 390, "height": 844})

    page.goto(live_site + "/glossary/")

    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "glossary-phone.png"), full_page=False)
