"""Casting and combat in Chromium (issues 25 and 26): a judge builds a cast-and-respond
scenario and a combat scenario in the editor's form, runs them, and sees the stack (top
first, with controllers and targets), the combat view (who attacks whom, who blocks whom),
the damage-division question in Korean, and the damage as it is dealt; screenshots at 1280
and 390 px, light and dark."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from tests.browser.screens import Screen, add_object
from tests.sandbox.test_combat_view import CAST

pytestmark = pytest.mark.browser
# A 6/6 trampler blocked by two 2/2 bears: the attacking player divides its damage (510.1c).
COMBAT = {
    "format": 1, "title": "Colossal Dreadmaw과 곰 두 마리",
    "players": [{"id": "A"}, {"id": "B"}], "active_player": "A",
    "objects": [{"id": "wurm", "card": "Colossal Dreadmaw", "controller": "A"},
                {"id": "b1", "card": "Grizzly Bears", "controller": "B"},
                {"id": "b2", "card": "Grizzly Bears", "controller": "B"}],
    "events": [{"type": "attack", "attackers": [{"object": "wurm", "defending": "B"}]},
               {"type": "block", "blockers": [{"object": "b1", "blocking": "wurm"},
                                              {"object": "b2", "blocking": "wurm"}]},
               {"type": "combat_damage"}],
}


def _field(page: Page, name: str):  # type: ignore[no-untyped-def]
    return page.locator(f"#sandbox [name='{name}']")


def _object(page: Page, index: int, object_id: str, card: str, controller: str,
            zone: str = "battlefield") -> None:
    add_object(page, index)
    _field(page, f"objects[{index}].id").fill(object_id)
    _field(page, f"objects[{index}].card").fill(card)
    _field(page, f"objects[{index}].controller").select_option(controller)
    _field(page, f"objects[{index}].zone").select_option(zone)


def _settled(page: Page) -> None:
    """Wait until htmx has no request in flight and has swapped and settled its answer."""
    page.wait_for_function("() => !document.querySelector("
                           "'.htmx-request, .htmx-swapping, .htmx-settling')")


def _submit(page: Page, action: str) -> None:
    """Press the form's button for `action` and wait for its answer to be swapped in (the
    page already shows an earlier run's result, which the assertions must not read)."""
    with page.expect_response(lambda response: response.request.method == "POST"):
        page.click(f"button[value='{action}']")
    _settled(page)


def _event(page: Page, index: int, kind: str) -> None:
    """Add an event row and choose its type: the row comes back with that type's fields
    (the type's select asks the server for them, as the editor does)."""
    page.click("button[value='add:events']")
    _field(page, f"events[{index}].type").wait_for()
    with page.expect_response(lambda response: response.request.method == "POST"):
        _field(page, f"events[{index}].type").select_option(kind)
    _settled(page)


def test_a_judge_builds_a_spell_and_a_response_and_sees_the_stack(page: Page,
                                                                   live_site: str) -> None:
    page.goto(f"{live_site}/sandbox/")
    _object(page, 0, "bear", "Grizzly Bears", "B")
    _object(page, 1, "shock", "Shock", "A", "hand")
    _object(page, 2, "growth", "Giant Growth", "B", "hand")
    for index, (player, spell) in enumerate((("A", "shock"), ("B", "growth"))):
        _event(page, index, "cast")
        _field(page, f"events[{index}].player").wait_for()
        _field(page, f"events[{index}].player").select_option(player)
        _field(page, f"events[{index}].object").fill(spell)
        _field(page, f"events[{index}].targets").fill("bear")
    _event(page, 2, "resolve")
    _event(page, 3, "resolve")

    _submit(page, "run")

    # Step 6: Giant Growth cast in response is on top of Shock, each with its controller.
    pile = page.locator("#run-step-6 .sb-stack-pile")
    expect(pile.locator(".sb-stack-item")).to_have_count(2)
    expect(pile.locator(".sb-stack-item").first).to_have_attribute("data-stack", "growth")
    expect(pile.locator(".sb-stack-top")).to_contain_text("B의 주문")
    expect(pile.locator(".sb-stack-item").nth(1)).to_contain_text("A의 주문")
    expect(pile.locator(".sb-stack-top .sb-stack-targets")).to_contain_text("Grizzly Bears")
    # The bear survives: 5/5 with 2 damage in the final state.
    expect(page.locator("#run-result > .sb-scroll tr[data-object='bear'] "
                        "td[data-column='pt']")).to_have_text("5/5")


def test_a_judge_builds_a_combat_divides_the_damage_and_sees_it_dealt(
        page: Page, live_site: str) -> None:
    page.goto(f"{live_site}/sandbox/")
    _object(page, 0, "wurm", "Colossal Dreadmaw", "A")
    _object(page, 1, "b1", "Grizzly Bears", "B")
    _object(page, 2, "b2", "Grizzly Bears", "B")
    _event(page, 0, "attack")
    _field(page, "events[0].attackers").fill("wurm: B")
    _event(page, 1, "block")
    _field(page, "events[1].blockers").fill("b1: wurm, b2: wurm")
    _event(page, 2, "combat_damage")

    _submit(page, "run")

    attack = page.locator("#run-result > .sb-scroll .sb-attack")
    expect(attack).to_have_attribute("data-defending", "B")
    expect(attack.locator(".sb-blocker")).to_have_count(2)
    expect(page.locator(".sb-pending h3")).to_contain_text("플레이어 A의 선택이 필요합니다")
    expect(page.locator(".sb-pending")).to_contain_text("어떻게 나눕니까")

    _field(page, "division.b1").fill("2")
    _field(page, "division.b2").fill("2")
    _field(page, "division.B").fill("2")
    _submit(page, "divide")

    expect(page.locator(".sb-pending")).to_have_count(0)
    dealt = page.locator("#run-result .sb-step .sb-attack .sb-life.sb-changed")
    expect(dealt.first).to_contain_text("18")
    expect(page.locator("#run-result .sb-combat-over")).to_have_count(1)


def _run_json(page: Page, live_site: str, scenario: dict) -> None:  # type: ignore[type-arg]
    page.goto(f"{live_site}/sandbox/")
    _submit(page, "tab:json")
    page.locator("textarea[name='json']").fill(json.dumps(scenario, ensure_ascii=False))
    _submit(page, "run")
    expect(page.locator("#run-result")).to_be_visible()


def test_the_stack_and_the_combat_view_on_every_screen(screen: Screen, live_site: str) -> None:
    """Both views inside the screen's width, on a phone and a desktop, light and dark."""
    page, width = screen.page, screen.width
    _run_json(page, live_site, CAST)
    # Step 6: Giant Growth cast in response to Shock (the stepper shows one step's detail).
    page.click("#run-step-6 .sb-step-number")
    stack = page.locator("#run-step-6 .sb-stack")
    expect(stack).to_be_visible()
    stack.scroll_into_view_if_needed()
    box = stack.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    if screen.scheme == "light":
        page.screenshot(path=screen.shot("sandbox-cast-stack"))

    _run_json(page, live_site, COMBAT)
    combat = page.locator("#run-result > .sb-scroll .sb-combat")
    page.locator(".sb-pending").scroll_into_view_if_needed()
    box = combat.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    page.screenshot(path=screen.shot("sandbox-combat"))

    # The same events in the form: attackers and blockers as text, inside the screen.
    _submit(page, "tab:form")
    blockers = page.locator("#sandbox [name='events[1].blockers']")
    expect(blockers).to_have_value("b1: wurm, b2: wurm")
    blockers.scroll_into_view_if_needed()
    box = blockers.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    if screen.scheme == "light":
        page.screenshot(path=screen.shot("sandbox-combat-form"))

    page.locator("#sandbox [name='division.b1']").fill("2")
    page.locator("#sandbox [name='division.b2']").fill("2")
    page.locator("#sandbox [name='division.B']").fill("2")
    _submit(page, "divide")
    dealt = page.locator("#run-result .sb-step:has(.sb-attack .sb-life.sb-changed)").first
    dealt.locator(".sb-step-number").click()
    damage = dealt.locator(".sb-combat")
    expect(damage).to_be_visible()
    damage.scroll_into_view_if_needed()
    box = damage.bounding_box()
    assert box is not None and box["x"] + box["width"] <= width
    page.screenshot(path=screen.shot("sandbox-combat-damage"))
