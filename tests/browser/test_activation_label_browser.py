"""A saved activation's label in Chromium: a scenario that activates the Wagon's gain-life ability
by number is saved; forked into the editor, its activate event shows the number and, beside it,
the label the save kept (602.2), inside the screen at 1280 and 390 px. Screenshots (light)."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.screens import Screen, save_scenario
from tests.sandbox.test_api import WAGON_SCENARIO

pytestmark = pytest.mark.browser


@pytest.fixture(params=[(1280, 900, "desktop"), (390, 844, "phone")], ids=lambda p: p[2])
def light_screen(browser: Any, request: pytest.FixtureRequest) -> Iterator[Screen]:
    """A Korean page at 1280 and at 390 px, light, with reduced motion (conftest's `page`)."""
    width, height, name = request.param
    context = browser.new_context(locale="ko-KR", viewport={"width": width, "height": height},
                                  service_workers="block", reduced_motion="reduce")
    yield Screen(context.new_page(), width, name, "light")
    context.close()


def test_a_forked_activation_shows_its_number_and_kept_label(light_screen: Screen,
                                                             live_site: str) -> None:
    """Given the saved Wagon scenario, when it is forked into the editor, then the activate
    event's ability is 2 and its label input holds "{T}: You gain 1 life.", labelled in
    Korean and inside the screen's width."""
    page, width = light_screen.page, light_screen.width
    slug = save_scenario(live_site, WAGON_SCENARIO)

    page.goto(f"{live_site}/sandbox/?from={slug}")

    expect(page.locator("#sandbox [name='events[0].ability']")).to_have_value("2")
    label = page.locator("#sandbox [name='events[0].label']")
    expect(label).to_have_value("{T}: You gain 1 life.")
    field = page.locator("#sandbox label.sb-field").filter(
        has=page.locator("input[name='events[0].label']"))
    expect(field).to_contain_text("번호로 지정한 능력의 문장")
    label.evaluate("element => element.scrollIntoView({block: 'center'})")
    box = label.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    page.screenshot(path=light_screen.shot("sandbox-activation-label"))
