"""Round 7's engine fields in Chromium: a judge runs a scenario with energy, a known top of
library and a mill, and sees the players' energy and unnamed cards in Korean; the form shows
the energy, the known top, a renowned box and crew's tap; a creature type's question offers
the types in Korean in a box that scrolls; up to N targets are asked one at a time.
Screenshots at 1280 and 390 px (light)."""
from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.screens import Screen
from tests.sandbox.test_round7_fields import MILL

pytestmark = pytest.mark.browser

# The mill scenario with a renowned creature, and crew's tap on the activate event (Millstone
# has no crew: the form is only shown, not run, with it).
SHOWN = {**MILL, "title": "에너지와 밀링",
         "objects": [*MILL["objects"], {"id": "knight", "card": "Grizzly Bears",
                                        "controller": "A", "renowned": True,
                                        "counters": {"+1/+1": 1}}]}
CHOICE = {"format": 1, "title": "생물 유형 고르기", "players": [{"id": "A"}, {"id": "B"}],
          "objects": [{"id": "aa", "card": "Arcane Adaptation", "controller": "A",
                       "zone": "hand"}],
          "events": [{"type": "cast", "player": "A", "object": "aa"}]}

# 603.3d: Rishkar's enters trigger asks for up to two targets one at a time, "done" to stop.
RISHKAR_TEXT = ("When Rishkar, Peema Renegade enters the battlefield, put a +1/+1 counter on "
                "each of up to two target creatures.")
TARGETS = {"format": 1, "title": "최대 두 개의 목표",
           "cards": [{"name": "Rishkar, Peema Renegade", "power": 2, "toughness": 2,
                      "supertypes": ["Legendary"], "types": ["Creature"],
                      "subtypes": ["Elf", "Druid"], "text": RISHKAR_TEXT}],
           "players": [{"id": "A"}, {"id": "B"}],
           "objects": [{"id": "r", "card": "Rishkar, Peema Renegade", "controller": "A",
                        "zone": "hand"},
                       {"id": "b1", "card": "Grizzly Bears", "controller": "A"},
                       {"id": "b2", "card": "Grizzly Bears", "controller": "B"}],
           "events": [{"type": "cast", "player": "A", "object": "r"}]}


@pytest.fixture(params=[(1280, 900, "desktop"), (390, 844, "phone")], ids=lambda p: p[2])
def light_screen(browser: Any, request: pytest.FixtureRequest) -> Iterator[Screen]:
    """A Korean page at 1280 and at 390 px, light (the new display; dark is the site's CSS),
    with reduced motion as conftest's `page` and `screen` (their docstring says why)."""
    width, height, name = request.param
    context = browser.new_context(locale="ko-KR", viewport={"width": width, "height": height},
                                  service_workers="block", reduced_motion="reduce")
    yield Screen(context.new_page(), width, name, "light")
    context.close()


def _settled(page: Page) -> None:
    page.wait_for_function("() => !document.querySelector("
                           "'.htmx-request, .htmx-swapping, .htmx-settling')")


def _submit(page: Page, action: str) -> None:
    with page.expect_response(lambda response: response.request.method == "POST"):
        page.click(f"button[value='{action}']")
    _settled(page)


def _run_json(page: Page, site: str, scenario: dict[str, Any]) -> None:
    page.goto(f"{site}/sandbox/")
    _submit(page, "tab:json")
    page.locator("textarea[name='json']").fill(json.dumps(scenario, ensure_ascii=False))
    _submit(page, "run")
    expect(page.locator("#run-result")).to_be_visible()


def _inside(page: Page, locator: Any, width: int) -> None:
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def test_round7_fields_are_shown_and_edited(light_screen: Screen, live_site: str) -> None:
    """Energy, unnamed cards and renowned in the result; their inputs in the form; a creature
    type's question in Korean; up to two targets asked one at a time; each inside the screen's
    width."""
    page, width = light_screen.page, light_screen.width
    _run_json(page, live_site, SHOWN)
    players = page.locator("#run-result > .sb-scroll .sb-players").first
    expect(players.locator("th[data-heading='energy']")).to_have_text("에너지")
    expect(players.locator("tr[data-player='A'] td[data-column='energy']")).to_have_text("3")
    expect(players.locator("tr[data-player='B'] td[data-column='graveyard']")).to_have_text(
        "이름 없는 카드 1장")
    expect(page.locator("#run-result > .sb-scroll tr[data-object='knight'] "
                        "td[data-column='status']")).to_contain_text("명성")
    _inside(page, players, width)
    page.screenshot(path=light_screen.shot("sandbox-round7-result"))

    _submit(page, "tab:form")
    expect(page.locator("#sandbox [name='players[0].energy']")).to_have_value("3")
    expect(page.locator("#sandbox [name='players[1].library_top']")).to_have_value("x")
    expect(page.locator("#sandbox [name='objects[2].renowned']")).to_be_checked()
    tap = page.locator("#sandbox [name='events[0].tap']")
    expect(tap).to_be_visible()
    tap.fill("knight")
    _inside(page, tap, width)
    _inside(page, page.locator("#sandbox [name='players[1].library_top']"), width)
    page.locator("#sandbox [name='players[0].energy']").scroll_into_view_if_needed()
    page.screenshot(path=light_screen.shot("sandbox-round7-form"))
    _settled(page)
    tap.evaluate("element => element.scrollIntoView({block: 'center'})")
    # Wait until the field has come to rest inside the viewport.
    page.wait_for_function("() => { const box = document.querySelector(\"[name='events[0]"
                           ".tap']\").getBoundingClientRect();"
                           " return box.top > 80 && box.bottom < innerHeight - 80; }")
    page.screenshot(path=light_screen.shot("sandbox-round7-crew"))

    _run_json(page, live_site, CHOICE)
    options = page.locator(".sb-pending .sb-options-many")
    expect(options.locator("button[value='choose:Bear']")).to_contain_text("곰")
    box = options.bounding_box()
    assert box is not None and box["height"] <= 20 * 16 + 8
    _inside(page, options, width)
    page.locator(".sb-pending").scroll_into_view_if_needed()
    page.screenshot(path=light_screen.shot("sandbox-round7-choice"))
    _submit(page, "choose:Bear")
    expect(page.locator(".sb-pending")).to_have_count(0)

    _run_json(page, live_site, TARGETS)
    expect(page.locator("button[value='choose:done']")).to_contain_text("목표를 더 고르지 않음")
    _submit(page, "choose:b1")
    pending = page.locator(".sb-pending")
    expect(pending).to_contain_text("지금까지 1개")
    expect(pending.locator("button[value='choose:b1']")).to_have_count(0)
    _inside(page, pending, width)
    page.screenshot(path=light_screen.shot("sandbox-round7-targets"))
