"""The custom-card builder in Chromium: a judge makes a lord without writing JSON, sees it in
the object's abilities and in the result, and removes it again; the help page reads on every
screen."""
from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.screens import add_object

from .screens import Screen

pytestmark = pytest.mark.browser
# The golem's P/T in the final state (the first board of the result; step 1 has another).
FINAL_PT = "#run-result > .sb-scroll tr[data-object='golem'] td[data-column='pt']"


def _field(page: Page, name: str):  # type: ignore[no-untyped-def]
    return page.locator(f"#sandbox [name='{name}']")


def _custom_creature(page: Page, live_site: str) -> None:
    page.goto(f"{live_site}/sandbox/")
    add_object(page)
    page.locator("#sandbox details.sb-more summary").first.click()
    _field(page, "objects[0].id").fill("golem")
    _field(page, "objects[0].name").fill("Elvish Golem")
    _field(page, "objects[0].types").fill("Creature")
    _field(page, "objects[0].subtypes").fill("Elf")
    _field(page, "objects[0].power").fill("2")
    _field(page, "objects[0].toughness").fill("2")


def test_a_judge_builds_a_lord_without_json_and_removes_it(page: Page, live_site: str) -> None:
    _custom_creature(page, live_site)
    # Choosing what the ability does asks the server for that kind's fields (htmx).
    _field(page, "objects[0].build.kind").select_option("pt")
    _field(page, "objects[0].build.subject").wait_for()
    _field(page, "objects[0].build.subject").select_option("yours")
    _field(page, "objects[0].build.subtype").fill("Elf")
    _field(page, "objects[0].build.value").fill("+1/+1")
    page.click("button[value='build:objects[0]']")

    expect(page.locator(".sb-built")).to_contain_text(
        "Elf creatures you control get +1/+1.")
    expect(page.locator(".sb-abilities li")).to_have_count(1)
    # The golem is an Elf its controller controls: 3/3 in the final state.
    expect(page.locator(FINAL_PT)).to_have_text("3/3")
    # What was typed in the rest of the form is still there.
    expect(_field(page, "objects[0].name")).to_have_value("Elvish Golem")

    page.click("button[value='unbuild:objects[0].abilities[0]']")
    expect(page.locator(".sb-abilities")).to_have_count(0)
    expect(page.locator(FINAL_PT)).to_have_text("2/2")


def test_a_refused_sentence_keeps_the_text_and_says_why(page: Page, live_site: str) -> None:
    _custom_creature(page, live_site)
    _field(page, "objects[0].build.kind").select_option("oracle")
    _field(page, "objects[0].build.text").fill(
        "Whenever a player taps a land for mana, draw a card.")
    page.click("button[value='build:objects[0]']")

    expect(_field(page, "objects[0].build.text")).to_have_value(
        "Whenever a player taps a land for mana, draw a card.")
    expect(_field(page, "objects[0].build.text")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#sb-problems")).to_contain_text("템플릿이 없습니다")
    expect(page.locator(".sb-abilities")).to_have_count(0)


def test_the_builder_and_the_help_page_on_every_screen(screen: Screen, live_site: str) -> None:
    page = screen.page
    _custom_creature(page, live_site)
    _field(page, "objects[0].build.kind").select_option("keyword")
    _field(page, "objects[0].build.subject").wait_for()
    _field(page, "objects[0].build.subject").select_option("other_yours")
    _field(page, "objects[0].build.keyword").select_option("Flying")
    page.click("button[value='build:objects[0]']")
    expect(page.locator(".sb-built")).to_be_visible()
    builder = page.locator("#sandbox .sb-builder")
    box = builder.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= screen.width
    builder.scroll_into_view_if_needed()
    page.screenshot(path=screen.shot("sandbox-builder"))

    page.goto(f"{live_site}/sandbox/help/")
    expect(page.locator("h1")).to_have_text("효과 언어 도움말")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= screen.width  # long JSON scrolls inside its box, not the page
    page.screenshot(path=screen.shot("sandbox-help"), full_page=False)
