"""What a judge types in the sandbox is never lost: every kind of field keeps its text, with
its error beside it, through every action (run, add, remove, reorder, switch tab). And the
result comes into view, with the focus, after a run at every width."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.screens import add_object

pytestmark = pytest.mark.browser

# 290 characters of an ability with one stray "}" before the closing "]".
ABILITY = json.dumps([{
    "kind": "static", "affects": {"controller": "you", "types": ["Creature"]},
    "modifications": [{"layer": "7c", "op": "plus", "power": 1, "toughness": 1}],
    "text": ("Other creatures you control get +1/+1 as long as this card is on the "
             "battlefield and you control an untapped basic Forest."),
}])[:-1] + "}]"
# Each kind of input, what a judge typed in it, and the field as the error names it.
TYPED = {
    "players[0].life": ("twenty", "1번째 플레이어의 생명점"),          # number (player)
    "objects[0].power": ("two", "1번째 개체의 공격력"),               # number (object)
    "objects[0].damage": ("lots", "1번째 개체의 피해"),               # number
    "objects[0].colors": ("purple", "1번째 개체의 색"),               # list of letters
    "objects[0].counters": ("banana", "1번째 개체의 카운터"),          # counters
    "objects[0].abilities": (ABILITY, "1번째 개체의 능력"),           # JSON
    "objects[1].timestamp": ("late", "2번째 개체의 타임스탬프"),        # the timestamp list
}


def _field(page: Page, name: str):  # type: ignore[no-untyped-def]
    return page.locator(f"#sandbox [name='{name}']")


def _assert_kept(page: Page, typed: dict[str, tuple[str, str]], *, errors: bool = True) -> None:
    """Every field still holds its text; its error is beside it and names the field."""
    for name, (text, where) in typed.items():
        field = _field(page, name)
        expect(field).to_have_value(text)
        if errors:
            expect(field).to_have_attribute("aria-invalid", "true")
            error = page.locator("#" + (field.get_attribute("aria-describedby") or "missing"))
            expect(error).not_to_be_empty()
            expect(page.locator(f"#sb-problems li[data-input='{name}']")).to_contain_text(where)


def _board(page: Page) -> None:
    """Two objects, Grizzly Bears and Humility, on an empty board."""
    add_object(page)
    add_object(page, 1)
    _field(page, "objects[0].card").fill("Grizzly Bears")
    _field(page, "objects[1].card").fill("Humility")


def _type(page: Page, typed: dict[str, tuple[str, str]]) -> None:
    for name, (text, _) in typed.items():
        field = _field(page, name)
        details = field.locator("xpath=ancestor::details")
        if details.count():
            details.evaluate("element => { element.open = true; }")
        field.fill(text)


def test_typed_text_survives_every_action(live_site: str, page: Page) -> None:
    """Bad input of every kind stays through run, add, remove, reorder and both tab
    switches, each time with its error naming the field."""
    assert len(ABILITY) == 290
    page.goto(live_site + "/sandbox/")
    _board(page)
    _type(page, TYPED)

    page.click("button[value='run']")
    expect(page.locator("#sb-problems li")).to_have_count(len(TYPED))
    _assert_kept(page, TYPED)

    add_object(page, 2)
    _assert_kept(page, TYPED)

    page.click("button[value='remove:objects[2]']")
    expect(_field(page, "objects[2].id")).to_have_count(0)
    _assert_kept(page, TYPED)

    page.click("button[value='down:objects[0]']")
    expect(page.locator("#sb-problems li")).to_have_count(len(TYPED))
    _assert_kept(page, TYPED)

    page.click("button[value='tab:json']")
    document = json.loads(page.locator("textarea[name='json']").input_value())
    assert document["objects"][0]["power"] == "two"
    assert document["objects"][0]["abilities"] == ABILITY
    assert document["players"][0]["life"] == "twenty"

    page.click("button[value='tab:form']")
    _field(page, "objects[0].power").wait_for()
    _assert_kept(page, TYPED)


def test_typing_then_adding_a_row_keeps_the_text(live_site: str, page: Page) -> None:
    """`lots` in 피해, then + 개체: the text is there, and so is its error."""
    page.goto(live_site + "/sandbox/")
    _board(page)
    _field(page, "objects[1].damage").fill("lots")

    add_object(page, 2)

    _assert_kept(page, {"objects[1].damage": ("lots", "2번째 개체의 피해")})


def test_engine_errors_keep_text_list_ref_and_select_fields(live_site: str, page: Page) -> None:
    """Fields the engine checks (a list with an unknown type, a reference to no object, an
    unknown card) keep their text, with a Korean error; a select keeps its choice."""
    page.goto(live_site + "/sandbox/")
    _board(page)
    _field(page, "objects[1].controller").select_option("B")
    typed = {"objects[0].types": ("Creture", "1번째 개체의 유형"),
             "objects[0].attached_to": ("nobody", "1번째 개체의 부착 대상"),
             "objects[0].card": ("Grizly Bears", "1번째 개체의 카드")}

    # The engine names one problem at a time: each one alone.
    for name, entry in typed.items():
        _type(page, {name: entry})
        page.click("button[value='run']")
        _assert_kept(page, {name: entry})
        expect(_field(page, "objects[1].controller")).to_have_value("B")
        if name != "objects[0].card":
            _field(page, name).fill("Grizzly Bears" if name.endswith("card") else "")

    # The unknown card: nearest names to take, a way to define it, in Korean.
    problem = page.locator("#sb-problems li[data-input='objects[0].card']")
    expect(problem).to_contain_text("“Grizly Bears”(이)라는 카드가 없습니다")
    page.locator(".sb-card-problem button[value='use:objects[0].card=Grizzly Bears']").click()
    expect(_field(page, "objects[0].card")).to_have_value("Grizzly Bears")
    expect(page.locator("#run-result")).to_be_visible()


@pytest.mark.parametrize("width", [1280, 390])
def test_the_result_comes_into_view_with_the_focus(live_site: str, browser: Browser,
                                                    width: int) -> None:
    """Pressing 실행 at the bottom of a long editor: the result's heading is in the viewport
    and has the focus, on a wide screen and on a phone."""
    context = browser.new_context(locale="ko-KR", viewport={"width": width, "height": 844})
    page = context.new_page()
    page.goto(live_site + "/sandbox/?example=613.8-1")
    run = page.locator("button[value='run']")
    page.locator("textarea[name='ruling.answer']").scroll_into_view_if_needed()
    run.scroll_into_view_if_needed()

    run.click()

    heading = page.locator("#sb-result-title")
    expect(heading).to_be_focused()
    expect(heading).to_be_in_viewport()
    expect(page.locator("#sb-status")).to_contain_text("결과를 새로 계산했습니다")
    context.close()
