"""A rule page, its numbering note, /edition/ and search on every screen (1280 and 390 px,
light and dark): nothing scrolls sideways, what a judge came for is on screen, and the
screenshots go to test-results/ (the
home page, the sandbox with an example and a permalink have theirs in
test_summary_browser.py and test_sandbox_screens.py; docs/screenshots/ holds the ones looked
at)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .screens import Screen

pytestmark = pytest.mark.browser


def _no_sideways_scroll(screen: Screen) -> None:
    assert screen.page.evaluate("document.documentElement.scrollWidth") <= screen.width


def test_a_rule_page_on_every_screen(screen: Screen, live_site: str) -> None:
    page = screen.page
    page.goto(f"{live_site}/rules/613.3b/")

    target = page.locator("[id='613.3b']").first
    expect(target).to_be_visible()
    expect(target).to_contain_text("Layer 7b")
    _no_sideways_scroll(screen)
    page.screenshot(path=screen.shot("rule-page"))


def test_search_on_every_screen(screen: Screen, live_site: str) -> None:
    page = screen.page
    page.goto(f"{live_site}/search/?q=전설 규칙")

    first = page.locator("#search-results li a").first
    expect(first).to_be_visible()
    expect(first).to_contain_text("704.5j")
    _no_sideways_scroll(screen)
    page.screenshot(path=screen.shot("search"))


def test_the_numbering_note_is_one_quiet_line_on_every_screen(screen: Screen,
                                                              live_site: str) -> None:
    """Without an English edition, the rule page's note on its numbering is one closed line
    below the rule; opened, the command fits the screen."""
    page = screen.page
    page.goto(f"{live_site}/rules/613.3c/")
    note = page.locator(".numbering-note")
    summary = note.locator("summary")

    expect(summary).to_have_text("이 사이트의 규칙 번호는 이전 판 기준입니다")
    command = note.locator("code", has_text="download_rules")
    expect(command).to_be_hidden()
    box = note.bounding_box()
    assert box is not None and box["height"] <= 30, box
    _no_sideways_scroll(screen)
    page.screenshot(path=screen.shot("rule-page-numbering-note"))
    summary.click()
    expect(command).to_be_visible()
    _no_sideways_scroll(screen)
    note.scroll_into_view_if_needed()
    page.screenshot(path=screen.shot("rule-page-numbering-note-open"))


def test_the_edition_page_names_the_command_on_every_screen(screen: Screen,
                                                            live_site: str) -> None:
    """/edition/ shows the note open, its commands within the screen."""
    page = screen.page
    page.goto(f"{live_site}/edition/")

    expect(page.locator(".numbering-note code", has_text="download_rules")).to_be_visible()
    expect(page.locator(".numbering-note code", has_text="import_rules")).to_be_visible()
    _no_sideways_scroll(screen)
    page.screenshot(path=screen.shot("edition-numbering-note"))
