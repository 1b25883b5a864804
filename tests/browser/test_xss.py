"""Hostile user text in Chromium: nothing a judge types runs as script, and it reads as text.

The pages are opened with the Content-Security-Policy bypassed (Playwright's `bypass_csp`), so
the escaping and sanitizing alone are tested: the policy (test_security_browser.py) is the
second line, not the one these tests lean on. Every payload sets `window.__xss` and calls
alert(); a test fails if the flag is set, a dialog opens, or the page holds an element or
attribute a payload would have made (an inline event handler, a `javascript:` URL, an
<iframe>, an <img src=x>).

The hostile scenario is saved through the API as any client would, then viewed as a
permalink (Korean and English), in the editor (opened from the permalink, run again through
htmx, stepped through) and as a search query (page and search-as-you-type).
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest
from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

RUN = "window.__xss=1;alert(1)"
TITLE = f'"><svg onload="{RUN}"><script>{RUN}</script>\'-alert(1)-\''
# Ids may hold anything but #, > and ~ (docs/scenario-format.md).
SOURCE_ID = f"<img src=x onerror={RUN} x='"
TARGET_ID = "\"'onmouseover=window.__xss=1 b"
CARD = f'<img src=x onerror="{RUN}">Bad Bear'
QUESTION = f"<script>{RUN}</script> [link](javascript:{RUN}) Humility 613.8?"
ANSWER = ("**4/4**: 613.8\n\n"
          f'![x](x" onerror="{RUN}) **5/5** <img src=x onerror={RUN}> [a](javascript:alert(1)) '
          f'<a href="javascript:{RUN}">b</a> <iframe src="javascript:{RUN}"></iframe> '
          f"<svg onload={RUN}> [c](&#106;avascript:alert(1)) <scr<script>ipt>{RUN}</script>")
HOSTILE = {
    "format": 1,
    "title": TITLE,
    "players": [{"id": "A"}, {"id": "B"}],
    "cards": [{"name": CARD, "types": ["Creature"], "mana_value": 2, "power": 2,
               "toughness": 2}],
    "objects": [{"id": SOURCE_ID, "card": CARD, "controller": "A"},
                {"id": TARGET_ID, "card": "Grizzly Bears", "controller": "B"}],
    "events": [{"type": "damage", "source": SOURCE_ID, "target": TARGET_ID, "amount": 2}],
    "ruling": {"question": QUESTION, "answer": ANSWER},
}
SEARCHES = [f"<script>{RUN}</script>", f'"><img src=x onerror="{RUN}">',
            f"'><svg onload={RUN}>", f"javascript:{RUN}"]

# Everything a payload could have left in the DOM, as (what, how many).
FOOTPRINTS = """() => {
    const all = [...document.querySelectorAll('*')];
    return {
        handlers: all.flatMap(el => [...el.attributes].filter(a => /^on/i.test(a.name))
                                                       .map(a => el.tagName + ' ' + a.name)),
        javascript_urls: all.flatMap(el => ['href', 'src', 'action', 'formaction', 'data']
            .map(name => el.getAttribute(name) || '')
            .filter(value => /^\\s*javascript:/i.test(value))),
        iframes: document.querySelectorAll('iframe, object, embed').length,
        images_of_x: document.querySelectorAll('img[src="x"]').length,
        scripts_with_payload: [...document.scripts].filter(
            s => s.textContent.includes('__xss')).length,
        flag: window.__xss === undefined ? null : String(window.__xss),
    };
}"""
CLEAN = {"handlers": [], "javascript_urls": [], "iframes": 0, "images_of_x": 0,
         "scripts_with_payload": 0, "flag": None}


@pytest.fixture
def exposed(browser: Browser) -> Iterator[tuple[Page, list[str]]]:
    """A page with the CSP bypassed, and the messages of every dialog it tried to open."""
    context = browser.new_context(bypass_csp=True, locale="ko-KR",
                                  viewport={"width": 1280, "height": 900})
    page = context.new_page()
    dialogs: list[str] = []

    def dismiss(dialog: Any) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", dismiss)
    yield page, dialogs
    context.close()


@pytest.fixture(scope="module")
def hostile_slug(live_site: str, browser: Browser) -> str:
    """The hostile scenario saved through the API (201, or 200 once saved)."""
    context = browser.new_context()
    response = context.request.post(live_site + "/api/scenarios", data=json.dumps(HOSTILE),
                                    headers={"Content-Type": "application/json"})
    body = response.json()
    context.close()
    assert response.status in (200, 201), body
    return str(body["slug"])


def _assert_nothing_ran(page: Page, dialogs: list[str]) -> None:
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(200)  # a handler on a failed image load fires after load
    assert page.evaluate(FOOTPRINTS) == CLEAN
    assert dialogs == []


def _text(page: Page) -> str:
    return str(page.evaluate("() => document.body.innerText"))


def test_the_csp_is_really_bypassed_for_these_tests(live_site: str,
                                                    exposed: tuple[Page, list[str]]) -> None:
    """The fixture is sharp: an inline script added to the page does run here."""
    page, _ = exposed
    page.goto(live_site + "/rules/613/")

    page.evaluate("""() => { const s = document.createElement('script');
                             s.textContent = 'window.__ran = true';
                             document.body.appendChild(s); }""")

    assert page.evaluate("() => window.__ran === true") is True


def test_the_checks_see_a_payload_that_ran(live_site: str,
                                           exposed: tuple[Page, list[str]]) -> None:
    """The same checks on markup left unescaped find the handler, the image, the dialog and
    the flag."""
    page, dialogs = exposed
    page.goto(live_site + "/rules/613/")

    page.evaluate(f"""() => {{ document.body.insertAdjacentHTML('beforeend',
                                 `<img src=x onerror="{RUN}">`); }}""")
    page.wait_for_timeout(500)

    footprints = page.evaluate(FOOTPRINTS)
    assert footprints["flag"] == "1" and footprints["images_of_x"] == 1
    assert footprints["handlers"] == ["IMG onerror"]
    assert dialogs == ["1"]


@pytest.mark.parametrize("language", ["ko", "en"])
def test_a_hostile_permalink_runs_nothing_and_shows_the_text(
        live_site: str, hostile_slug: str, exposed: tuple[Page, list[str]],
        language: str) -> None:
    """Title, ids and the custom card's name read as text on the permalink, in the trace and
    the boards; the ruling's Markdown keeps its emphasis and loses everything active."""
    page, dialogs = exposed
    page.context.add_cookies([{"name": "django_language", "value": language,
                               "url": live_site}])

    page.goto(f"{live_site}/s/{hostile_slug}/")

    _assert_nothing_ran(page, dialogs)
    text = _text(page)
    assert TITLE in text
    assert CARD in text
    assert SOURCE_ID in text and TARGET_ID in text
    assert page.locator("strong", has_text="4/4").count() >= 1
    assert page.title().startswith(TITLE)


def test_a_hostile_scenario_in_the_editor_runs_nothing(
        live_site: str, hostile_slug: str, exposed: tuple[Page, list[str]]) -> None:
    """Opened from the permalink, run again (the result swapped in by htmx) and stepped
    through: nothing runs, and the JSON tab holds the text as it was typed."""
    page, dialogs = exposed

    page.goto(f"{live_site}/sandbox/?from={hostile_slug}")
    _assert_nothing_ran(page, dialogs)
    page.locator('button[name="action"][value="run"]').first.click()
    _assert_nothing_ran(page, dialogs)
    for _ in range(3):
        next_step = page.locator('[data-step="next"]').first
        if next_step.is_visible() and next_step.is_enabled():
            next_step.click()
    _assert_nothing_ran(page, dialogs)
    page.locator('button[name="action"][value="tab:json"]').first.click()

    _assert_nothing_ran(page, dialogs)
    document = json.loads(page.locator('textarea[name="json"]').input_value())
    assert document["title"] == TITLE
    assert document["ruling"]["answer"] == ANSWER
    assert CARD in _text(page) or CARD in page.locator('textarea[name="json"]').input_value()


@pytest.mark.parametrize("query", SEARCHES)
def test_a_hostile_search_runs_nothing(live_site: str, exposed: tuple[Page, list[str]],
                                       query: str) -> None:
    """The query is shown back as text: on the page, and typed into the box (htmx)."""
    page, dialogs = exposed

    page.goto(f"{live_site}/search/?q={quote(query)}")
    _assert_nothing_ran(page, dialogs)
    assert page.locator("#search-box").input_value() == query
    page.locator("#search-box").fill("")
    page.locator("#search-box").press_sequentially(query, delay=5)
    page.wait_for_timeout(600)  # the box searches 200 ms after the last key

    _assert_nothing_ran(page, dialogs)
    assert page.locator("#search-box").input_value() == query
