"""A rule this edition lacks, in Chromium: the summary page, labelled as the project's, reads
well at 390 and 1280 px in both themes, and a citation of it previews the summary."""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.screens import Screen

PREVIEW = "#rule-preview"

pytestmark = pytest.mark.browser

LABEL = "이 판의 규칙 문서에 없는 규칙입니다"


def test_a_summary_page_fits_the_screen_in_both_themes(live_site: str, screen: Screen) -> None:
    """704.5j shows its title, English name and label without sideways scrolling."""
    page, width = screen.page, screen.width

    page.goto(f"{live_site}/rules/704.5j/")

    expect(page.locator("h1")).to_contain_text("전설 규칙")
    expect(page.locator(".summary-label").first).to_contain_text(LABEL)
    expect(page.locator(".rule-header .en")).to_have_text("Legend rule")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    page.screenshot(path=screen.shot("summary-page"), full_page=True)
    # A summary with a note on its number and the rules that cite it.
    page.goto(f"{live_site}/rules/704.5m/")
    expect(page.locator(".note")).to_contain_text("704.5k")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    page.screenshot(path=screen.shot("summary-page-cited"), full_page=True)
    page.goto(f"{live_site}/")
    expect(page.locator(".edition-facts")).to_contain_text("판 날짜")
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    page.screenshot(path=screen.shot("home-edition"))


def test_hovering_a_citation_of_a_summarized_rule_previews_the_summary(live_site: str,
                                                                       page: Page) -> None:
    """On 104.3b, hovering "704" previews the project's summary, labelled as not the text."""
    page.goto(f"{live_site}/rules/104.3b/")

    page.hover('.rule .rule-text a[data-rule-ref="704"]')

    preview = page.locator(PREVIEW)
    preview.wait_for(state="visible")
    assert "상태 참조 행동" in preview.inner_text()
    assert "종합 규칙 원문 아님" in preview.inner_text()


def test_the_favicon_is_the_pages_icon(live_site: str, page: Page) -> None:
    """The page's icon link resolves to the SVG favicon the server serves."""
    page.goto(f"{live_site}/rules/704.5j/")

    href = page.locator('link[rel="icon"][type="image/svg+xml"]').get_attribute("href")
    response = page.request.get(f"{live_site}{href}")

    assert response.status == 200
    assert response.headers["content-type"].startswith("image/svg+xml")
