"""The scenario sandbox in Chromium: build a board through the form, step through the trace,
reorder timestamps, answer a choice, save a permalink, open it elsewhere and fork it."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.screens import add_object, save_scenario

pytestmark = pytest.mark.browser

FINAL_PT = "#run-result > .sb-scroll tr[data-object='{id}'] td[data-column='pt']"


def _pick_card(page: Page, index: int, object_id: str, card: str) -> None:
    page.fill(f"input[name='objects[{index}].id']", object_id)
    page.fill(f"input[name='objects[{index}].card']", card)


def test_humility_and_opalescence_from_the_form_to_a_permalink(
        live_site: str, page: Page, browser: Browser) -> None:
    """The 613.8 board built by hand runs, steps, reorders, saves, reopens and forks."""
    page.goto(live_site + "/sandbox/")
    add_object(page)
    add_object(page, 1)
    _pick_card(page, 0, "hum", "Humility")
    _pick_card(page, 1, "opal", "Opalescence")

    page.click("button[value='run']")

    expect(page.locator(FINAL_PT.format(id="hum"))).to_have_text("4/4")
    position = page.locator("#run-result [data-position]")
    total = page.locator("#run-result .sb-step").count()
    expect(position).to_have_text(f"1 / {total}")
    page.keyboard.press("ArrowRight")
    expect(position).to_have_text(f"2 / {total}")
    page.click("#run-result [data-step='next']")
    expect(page.locator("#run-result .sb-step.sb-current")).to_have_id("run-step-3")
    assert page.locator("#run-result .sb-step a[data-rule-ref='613.1d']").count() > 0

    # Drag Opalescence above Humility: Humility now applies last and ends 1/1.
    page.drag_and_drop("li[data-path='objects[1]']", "li[data-path='objects[0]']",
                       target_position={"x": 20, "y": 3})
    expect(page.locator(FINAL_PT.format(id="hum"))).to_have_text("1/1")
    expect(page.locator("li.sb-order-item").first).to_have_attribute("data-path", "objects[1]")

    # The keyboard alone: Humility's ↑ button puts it back first; the focus stays on its row
    # (on ↓, since ↑ is now disabled).
    page.focus("button[value='up:objects[0]']")
    page.keyboard.press("Enter")
    expect(page.locator(FINAL_PT.format(id="hum"))).to_have_text("4/4")
    expect(page.locator("button[value='down:objects[0]']")).to_be_focused()

    page.fill("textarea[name='ruling.question']", "Humility의 공격력/방어력은?")
    page.fill("textarea[name='ruling.answer']", "**4/4**, 능력 없음 (613.8)")
    page.click("button[value='save']")
    page.wait_for_url("**/s/*/")
    permalink = page.url
    steps = page.locator("#saved-result .sb-step-text").all_inner_texts()

    other = browser.new_context(locale="ko-KR")
    fresh = other.new_page()
    fresh.goto(permalink)
    assert fresh.locator("#saved-result .sb-step-text").all_inner_texts() == steps
    expect(fresh.locator(".sb-answer a[data-rule-ref='613.8']")).to_have_count(1)
    assert permalink in fresh.locator("#sb-copy-text").input_value()
    fresh.click("[data-copy='#sb-copy-text']")
    expect(fresh.locator("[data-copy-status]")).to_have_text("복사했습니다.")
    fresh.click("[data-fork]")
    fresh.wait_for_url("**/sandbox/?from=*")
    expect(fresh.locator("input[name='objects[0].card']")).to_have_value("Humility")
    other.close()


def test_answering_a_replacement_order_choice_on_a_phone(live_site: str, browser: Browser) -> None:
    """616.1: Rest in Peace and Progenitus; the page asks Progenitus's controller, the answer
    joins the scenario's choices, and nothing scrolls sideways at 390 px."""
    slug = save_scenario(live_site, {
        "format": 1, "title": "Rest in Peace and Progenitus",
        "players": [{"id": "A"}, {"id": "B"}],
        "objects": [{"id": "rip", "card": "Rest in Peace", "controller": "B"},
                    {"id": "progenitus", "card": "Progenitus", "controller": "A"}],
        "events": [{"type": "destroy", "target": "progenitus"}],
    })
    context = browser.new_context(locale="ko-KR", viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(f"{live_site}/sandbox/?from={slug}")

    pending = page.locator(".sb-pending")
    expect(pending).to_contain_text("A")
    assert pending.locator("a[data-rule-ref^='616']").count() > 0
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    answer = pending.locator("button[value^='choose:']").first
    option = (answer.get_attribute("value") or "").removeprefix("choose:")
    answer.click()

    expect(page.locator("input[name='choices[0].choose']")).to_have_value(option)
    expect(page.locator("select[name='choices[0].player']")).to_have_value("A")
    context.close()


def test_the_json_tab_selects_the_line_of_the_field_in_error(live_site: str, page: Page) -> None:
    """Applying JSON with a field the form has no input for keeps the JSON tab and selects
    the field's line."""
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                "objects": [{"id": "bears", "card": "Grizzly Bears", "powr": "two"}]}
    page.goto(live_site + "/sandbox/")
    page.click("button[value='tab:json']")
    page.fill("textarea[name='json']", json.dumps(scenario, indent=4))

    page.click("button[value='tab:form']")

    expect(page.locator("#sb-problems")).to_contain_text("objects[0].powr")
    expect(page.locator("textarea[name='json']")).to_be_focused()
    selected = page.evaluate(
        "(() => { const t = document.activeElement;"
        " return t.value.substring(t.selectionStart, t.selectionEnd); })()")
    assert selected.strip() == '"powr": "two"'
