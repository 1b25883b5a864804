"""Forks and copies in Chromium: a fork links to its original and says when the answer it
copied no longer fits; a rule's citation copies with its text or its address."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from tests.browser.screens import save_scenario

pytestmark = pytest.mark.browser


def test_a_fork_links_back_and_flags_a_stale_answer(live_site: str, browser: Browser) -> None:
    """Fork a ruling, change the board so the result changes: the copied answer is flagged;
    saved, the new permalink links to the original."""
    slug = save_scenario(live_site, {
        "format": 1, "title": "Humility first", "players": [{"id": "A"}, {"id": "B"}],
        "objects": [{"id": "hum", "card": "Humility", "controller": "A", "timestamp": 1},
                    {"id": "opal", "card": "Opalescence", "controller": "A", "timestamp": 2}],
        "ruling": {"question": "Humility의 P/T는?", "answer": "4/4 (613.8)"}})
    context = browser.new_context(locale="ko-KR", viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(f"{live_site}/s/{slug}/")

    page.click("[data-fork]")

    fork = page.locator(".sb-fork")
    expect(fork).to_contain_text("Humility first")
    expect(fork.locator("a")).to_have_attribute("href", f"/s/{slug}/")
    expect(page.locator("#sb-stale-answer")).to_have_count(0)
    page.click("button[value='down:objects[0]']")
    expect(page.locator("#sb-stale-answer")).to_contain_text("결과가 그때와 달라졌습니다")
    expect(page.locator(".sb-fork")).to_be_visible()

    page.click("button[value='save']")
    page.wait_for_url("**/s/*/")
    assert slug not in page.url
    expect(page.locator(".sb-head .sb-hint a")).to_have_attribute("href", f"/s/{slug}/")
    context.close()


@pytest.mark.parametrize(("button", "expected"), [
    ("인용 복사", "CR 613.3b {site}/rules/613.3b/"),
    ("본문과 함께 복사", "CR 613.3b — "),
])
def test_a_citation_copies_with_its_address_or_its_text(live_site: str, browser: Browser,
                                                        button: str, expected: str) -> None:
    """The rule page offers the citation with the URL and with the rule's own text."""
    context = browser.new_context(locale="ko-KR")
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_site)
    page = context.new_page()
    page.goto(f"{live_site}/rules/613.3b/")

    page.locator(".rule-header .copy-citation", has_text=button).click()

    page.locator(".rule-header .copy-status").filter(has_text="복사됨").wait_for()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith(expected.format(site=live_site))
    if "—" in expected:
        assert len(copied) > len(expected) + 20 and "http" not in copied
    context.close()
