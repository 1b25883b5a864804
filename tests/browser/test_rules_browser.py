"""The rules site in Debian's Chromium: cross-reference previews, keyboard, phone, jump box."""
import re

import pytest

pytestmark = pytest.mark.browser

PREVIEW = "#rule-preview"


def test_hovering_a_cross_reference_shows_the_cited_rule(live_site, page):
    """On 613.2, hovering the link to 604.3 shows 604.3's text without leaving the page."""
    page.goto(f"{live_site}/rules/613.2/")

    page.hover('.rule .rule-text a[data-rule-ref="604.3"]')

    preview = page.locator(PREVIEW)
    preview.wait_for(state="visible")
    assert "특징 정의 능력" in preview.inner_text()
    assert page.url == f"{live_site}/rules/613.2/"


def test_keyboard_focus_shows_the_preview_and_escape_closes_it(live_site, page):
    """Tabbing onto a cross-reference previews it; Escape hides it and keeps focus there."""
    page.goto(f"{live_site}/rules/613.2/")
    page.focus('.rule .rule-text a[data-rule-ref="613.6"]')
    page.locator(PREVIEW).wait_for(state="visible")

    page.keyboard.press("Escape")

    page.locator(PREVIEW).wait_for(state="hidden")
    assert page.evaluate("document.activeElement.dataset.ruleRef") == "613.6"


def test_previews_work_on_content_htmx_swaps_in(live_site, page):
    """After "next" swaps in 613.3 with htmx, its cross-references preview too."""
    page.goto(f"{live_site}/rules/613.2/")

    page.click(".prev-next a[rel=next]")
    page.wait_for_url(re.compile(r"/rules/613\.3/$"))
    page.wait_for_function("() => document.title.startsWith('613.3 ')")
    page.hover('#rule-content .cited-by a[data-rule-ref="613.7a"]')

    page.locator(PREVIEW).wait_for(state="visible")
    assert "종속" in page.locator(PREVIEW).inner_text()


def test_a_tap_on_a_phone_previews_before_following(live_site, browser):
    """On a 390 px touch screen the first tap previews the rule instead of leaving."""
    context = browser.new_context(locale="ko-KR", viewport={"width": 390, "height": 800},
                                  has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(f"{live_site}/rules/613.2/")

    page.tap('.rule .rule-text a[data-rule-ref="604.3"]')

    page.locator(PREVIEW).wait_for(state="visible")
    assert page.url == f"{live_site}/rules/613.2/"
    context.close()


def test_jump_box_previews_while_typing_and_enter_opens_the_rule(live_site, page):
    """Typing 613.3b in the home page's box shows it; Enter goes to its page."""
    page.goto(f"{live_site}/")

    page.fill("#jump-number", "613.3b")
    page.locator("#jump-result .preview-card").wait_for(state="visible")
    page.press("#jump-number", "Enter")

    page.wait_for_url(f"{live_site}/rules/613.3b/")
    assert page.locator("h1").inner_text().startswith("613.3b")


def test_jump_box_reads_a_number_typed_with_the_korean_layout(live_site, page):
    """613.3ㅠ (the b key with the Korean layout on) previews 613.3b; Enter opens it."""
    page.goto(f"{live_site}/")

    page.fill("#jump-number", "613.3ㅠ")
    page.locator("#jump-result .preview-card").wait_for(state="visible")
    page.press("#jump-number", "Enter")

    page.wait_for_url(f"{live_site}/rules/613.3b/")
    assert page.locator("h1").inner_text().startswith("613.3b")


def test_copy_citation_puts_the_citation_and_url_on_the_clipboard(live_site, browser):
    """One click copies "CR 613.3b" with the rule's URL."""
    context = browser.new_context(locale="ko-KR")
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live_site)
    page = context.new_page()
    page.goto(f"{live_site}/rules/613.3b/")

    page.click(".rule-header .copy-citation")

    page.locator(".rule-header .copy-status").filter(has_text="복사됨").wait_for()
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == f"CR 613.3b {live_site}/rules/613.3b/"
    context.close()
