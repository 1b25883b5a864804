"""The sandbox with an example and a permalink at 390 and 1280 px, light and dark: nothing
scrolls sideways, every column of a board shows on a phone, and screenshots are kept in
test-results/ (docs/screenshots/ holds the ones looked at). The colours' contrast on these
pages is tests/browser/test_contrast.py's (axe, WCAG AA)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.screens import Screen, save_scenario
from tests.sandbox.heavy import life_loop

pytestmark = pytest.mark.browser
# Blood Moon earliest with Urborg (613.7a: a dependency that keeps the timestamp order), a
# Forest, and Bears whose counters state-based actions take away: the panels' hard cases.
PERMALINK = {
    "format": 1, "title": "Blood Moon과 Urborg", "players": [{"id": "A"}, {"id": "B"}],
    "objects": [{"id": "moon", "card": "Blood Moon", "controller": "B"},
                {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "A"},
                {"id": "forest", "card": "Forest", "controller": "A"},
                {"id": "bears", "card": "Grizzly Bears", "controller": "A",
                 "counters": {"+1/+1": 1, "-1/-1": 1}}],
    "ruling": {"question": "Blood Moon이 먼저 나왔을 때 Urborg는 늪인가?",
               "answer": "아니다. Urborg의 효과는 Blood Moon에 **종속**되어(613.7a) 존재하지 않게 "
                         "된다. Urborg는 산이고 {T}: {R}을 추가한다 (305.7)."},
}


def _no_sideways_scroll(page: Page, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def _every_board_cell_on_screen(page: Page, width: int) -> None:
    """Every cell of every shown board lies inside the screen's width (no hidden column)."""
    rights = page.evaluate("""() => Array.from(document.querySelectorAll(
        '.sb-board td, .sb-board th')).filter(cell => cell.getClientRects().length)
        .map(cell => cell.getBoundingClientRect().right)""")
    assert rights and max(rights) <= width


def test_the_sandbox_with_an_example(live_site: str, screen: Screen) -> None:
    """Gray Ogre (613.4 example 2) run in the editor: the result in view, all of it inside
    the screen; on a phone each object a card with every column."""
    page, width, name = screen.page, screen.width, screen.name
    page.goto(live_site + "/sandbox/?example=613.4-2")
    page.locator("button[value='run']").click()
    expect(page.locator("#sb-result-title")).to_be_focused()
    expect(page.locator("#sb-result-title")).to_be_in_viewport()
    page.wait_for_function("() => { const top = document.getElementById('sb-result-title')"
                           ".getBoundingClientRect().top; return top >= 0 && top < 40; }")

    _no_sideways_scroll(page, width)
    if name == "phone":
        _every_board_cell_on_screen(page, width)
        expect(page.locator("#run-result > .sb-scroll .sb-board td[data-column='abilities']")
               .first).to_be_in_viewport()
    page.screenshot(path=screen.shot("sandbox-example"))


def test_a_permalink(live_site: str, screen: Screen) -> None:
    """A permalink with a ruling: the counters column is there from step 1, the dependency
    is named, nothing scrolls sideways."""
    slug = save_scenario(live_site, PERMALINK)
    page, width, name = screen.page, screen.width, screen.name
    page.goto(f"{live_site}/s/{slug}/")

    expect(page.locator("#saved-result .sb-graph figcaption")).to_contain_text(
        "Urborg, Tomb of Yawgmoth은(는) Blood Moon에 종속됩니다")
    first = page.locator("#saved-step-1 tr[data-object='bears'] td[data-column='counters']")
    expect(first).to_have_count(1)
    _no_sideways_scroll(page, width)
    if name == "phone":
        _every_board_cell_on_screen(page, width)
    page.screenshot(path=screen.shot("sandbox-permalink"))
    page.screenshot(path=screen.shot("sandbox-permalink").replace(".png", "-full.png"),
                    full_page=True)


def test_a_loop_that_ends_in_a_draw(live_site: str, screen: Screen) -> None:
    """The life-gain loop (104.4b, issue 28): the draw is said first, each player's status
    reads 무승부, and the link to step 1,208 opens that step although the list shows only
    the first 500 before it; nothing scrolls sideways."""
    slug = save_scenario(live_site, life_loop())
    page, width = screen.page, screen.width
    page.goto(f"{live_site}/s/{slug}/")

    end = page.locator("#saved-result .sb-end")
    expect(end).to_contain_text("게임 종료: 무승부")
    expect(page.locator("#saved-result > .sb-scroll td[data-column='status']")).to_have_text(
        ["무승부", "무승부"])
    _no_sideways_scroll(page, width)
    page.screenshot(path=screen.shot("sandbox-loop"))
    end.locator("a.sb-end-step").click()
    expect(page.locator("#saved-step-1208")).to_have_class(re.compile(r"\bsb-current\b"))
    expect(page.locator("#saved-result [data-position]")).to_have_text("1208 / 1208")
    expect(page.locator("#saved-step-1208 .sb-changes")).to_be_in_viewport()
    page.screenshot(path=screen.shot("sandbox-loop-end"))
