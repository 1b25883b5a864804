"""Both themes readable (issue 16): axe-core's color-contrast rule (WCAG 2 AA: 4.5:1 for text,
3:1 for large text) finds nothing on the main pages in Chromium, nor in the states a judge
opens (a rule's preview, the English text, the sandbox's problems, the card picker, the
ability builder), at 1280 and 390 px, light and dark.

The site has no theme switch of its own: the dark theme is the browser's (prefers-color-scheme),
so each page is checked in a context of each color scheme. What axe cannot decide, and text of
symbols alone (which it leaves out), is measured by the check itself. axe is vendored
(tests/browser/vendor/axe.min.js, `make vendor-axe`); nothing is fetched while the tests run.
"""
from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from rulesite.devserver import SETUP_COMMANDS, serve, set_up
from tests.browser.screens import SCREENS, Screen, add_object, save_scenario
from tests.browser.test_card_picker import ADD_CARDS
from tests.browser.test_combat_browser import COMBAT
from tests.browser.test_sandbox_screens import PERMALINK
from tests.sandbox.test_combat_view import CAST

pytestmark = pytest.mark.browser

AXE = Path(__file__).resolve().parent / "vendor" / "axe.min.js"
ENGLISH = Path(__file__).resolve().parents[1] / "fixtures" / "rules"

# axe's color-contrast rule alone, over the whole document (elements scrolled out of view
# included). Each element it finds below AA is reported with its selector, its text, the two
# colours and the ratio axe measured.
#
# axe leaves some elements undecided ("incomplete"): text over a gradient (the sandbox's
# tables draw their scroll shadows with gradients), a single character or an arrow glyph (it
# takes those for icons), SVG text over a shape, text partly under another element. It leaves
# out text of symbols alone (#, →) and text that ::before and ::after draw. None of those is
# waved through: each is measured here instead, the text's colour (an SVG text's fill)
# against the background colours behind it composited up to the first opaque one (an SVG
# shape under an SVG text's centre counts as its background; gradients are left out, since
# here they only shade a scrolled table's edge), with the element's opacity, and held to
# axe's bar: 3:1 from 24 px (18.66 px bold), else 4.5:1; symbols 3:1, as icons (WCAG 1.4.11).
# One that cannot be measured so (a colour in another colour space) fails as undecided.
RUN_AXE = """async () => {
  // A computed colour as [r, g, b, alpha] (0-255, 0-1): rgb(), rgba() or color(srgb ...),
  // which color-mix() computes to.
  const channels = text => {
    const match = /^(rgba?|color)\\((srgb )?([^)]*)\\)$/.exec(text || '');
    if (!match || (match[1] === 'color') !== Boolean(match[2])) return null;
    const values = match[3].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    const rgb = match[2] ? values.slice(0, 3).map(value => value * 255) : values.slice(0, 3);
    return [...rgb, values.length === 4 ? values[3] : 1];
  };
  const over = ([r, g, b, a], below) => [r, g, b].map((value, i) => value * a + below[i] * (1 - a));
  const luminance = rgb => rgb.map(value => {
    value /= 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }).reduce((sum, value, i) => sum + value * [0.2126, 0.7152, 0.0722][i], 0);
  const contrast = (one, two) => {
    const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  };
  const hex = rgb => '#' + rgb.map(v => Math.round(v).toString(16).padStart(2, '0')).join('');
  // The background colours from `element` up to the first opaque one, composited.
  const backdrop = element => {
    const layers = [];
    for (let at = element; at; at = at.parentElement) {
      const colour = channels(getComputedStyle(at).backgroundColor);
      if (!colour) return null;
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    if (!layers.length || layers[layers.length - 1][3] < 1) return null;
    return layers.reverse().reduce((below, layer) => over(layer, below), [0, 0, 0]);
  };
  const behindSvgText = element => {
    const box = element.getBoundingClientRect();
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    for (let shape = element.previousElementSibling; shape; shape = shape.previousElementSibling) {
      const area = shape.getBoundingClientRect();
      const fill = channels(getComputedStyle(shape).fill);
      if (shape.tagName !== 'text' && fill && fill[3] > 0 && area.left <= x && x <= area.right
          && area.top <= y && y <= area.bottom) {
        const below = backdrop(element.ownerSVGElement);
        return below && over(fill, below);
      }
    }
    return backdrop(element.ownerSVGElement);
  };
  // The colours and ratio of `element`'s text (or of the text its `pseudo` element draws);
  // a symbol is held to 3:1.
  const measure = (element, {symbol = false, pseudo = null} = {}) => {
    const style = getComputedStyle(element, pseudo);
    const svgText = !pseudo && element instanceof SVGElement;
    const colour = channels(svgText ? style.fill : style.color);
    const background = svgText ? behindSvgText(element) : backdrop(element);
    if (!colour || !background) return null;
    let opacity = pseudo ? Number(style.opacity) : 1;
    for (let at = element; at; at = at.parentElement) {
      opacity *= Number(getComputedStyle(at).opacity);
    }
    if (opacity === 0 || getComputedStyle(element).visibility !== 'visible') {
      return {hidden: true};
    }
    const seen = over([colour[0], colour[1], colour[2], colour[3] * opacity], background);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const [ratio, needed] = [contrast(seen, background), symbol || large ? 3 : 4.5];
    return {color: hex(seen), background: hex(background), ratio: Math.round(ratio * 100) / 100,
            needed, below: ratio < needed};
  };
  const results = await axe.run(document, {runOnly: {type: 'rule', values: ['color-contrast']}});
  const describe = (kind, node) => {
    const check = [...node.any, ...node.all, ...node.none].find(check => check.data) || {};
    const data = check.data || {};
    const element = document.querySelector(node.target.join(' '));
    return {kind, selector: node.target.join(' '),
            text: element ? element.textContent.trim().replace(/\\s+/g, ' ').slice(0, 60) : '',
            color: data.fgColor, background: data.bgColor, ratio: data.contrastRatio,
            needed: parseFloat(data.expectedContrastRatio) || 4.5, reason: data.messageKey || '',
            element};
  };
  const offending = results.violations.flatMap(rule => rule.nodes.map(
    node => describe('violation', node)));
  let measured = 0;
  for (const node of results.incomplete.flatMap(rule => rule.nodes)) {
    const found = describe('undecided by axe, measured here', node);
    const own = found.element && measure(found.element);
    if (own && own.hidden) continue;
    measured += 1;
    if (!own) offending.push({...found, kind: 'undecided'});
    else if (own.below) offending.push({...found, ...own});
  }
  // Text of symbols alone (#, →, ✕): axe's rule leaves it out, as icons; held here to 3:1,
  // the bar for icons and controls (WCAG 1.4.11), unless it is a disabled control (exempt, as
  // axe exempts disabled controls' text).
  const name = element => element.localName + (element.id ? '#' + CSS.escape(element.id) : '')
    + [...element.classList].map(cls => '.' + CSS.escape(cls)).join('');
  const symbols = [...document.body.querySelectorAll('*')].filter(element => {
    if (['script', 'style', 'template', 'option', 'textarea'].includes(element.localName)
        || element.closest(':disabled, [aria-disabled="true"]')) {
      return false;
    }
    const own = [...element.childNodes].filter(child => child.nodeType === Node.TEXT_NODE)
      .map(child => child.textContent).join('').trim();
    const box = element.getBoundingClientRect();
    return own && !/[\\p{L}\\p{N}]/u.test(own) && box.width > 1 && box.height > 1
      && parseFloat(getComputedStyle(element).fontSize) > 0;
  });
  for (const element of symbols) {
    const own = measure(element, {symbol: true});
    if (own && own.hidden) continue;
    measured += 1;
    const found = {kind: 'symbol axe leaves out, measured here',
                   selector: [element.parentElement, element].filter(Boolean).map(name).join(' > '),
                   text: element.textContent.trim().slice(0, 60), color: null,
                   background: null, ratio: null, needed: 3, reason: ''};
    if (!own) offending.push({...found, kind: 'undecided'});
    else if (own.below) offending.push({...found, ...own});
  }
  // Text drawn by ::before and ::after (a phone's board labels each line with its column's
  // name so): axe reads the DOM's text only.
  const pseudoText = (element, pseudo) => {
    const style = getComputedStyle(element, pseudo);
    if (['none', 'normal'].includes(style.content) || style.display === 'none') return null;
    const text = style.content.replace(/attr\\(([\\w-]+)\\)/g,
      (_, attribute) => JSON.stringify(element.getAttribute(attribute) || ''))
      .match(/"(?:[^"\\\\]|\\\\.)*"/g)?.map(part => JSON.parse(part)).join('').trim();
    return text || null;
  };
  for (const element of document.body.querySelectorAll('*')) {
    if (!element.getClientRects().length) continue;
    for (const pseudo of ['::before', '::after']) {
      const drawn = pseudoText(element, pseudo);
      if (!drawn) continue;
      const own = measure(element, {pseudo, symbol: !/[\\p{L}\\p{N}]/u.test(drawn)});
      if (own && own.hidden) continue;
      measured += 1;
      const found = {kind: `${pseudo} text axe leaves out, measured here`,
                     selector: [element.parentElement, element].filter(Boolean).map(name)
                       .join(' > ') + pseudo,
                     text: drawn.slice(0, 60), color: null, background: null, ratio: null,
                     needed: 4.5, reason: ''};
      if (!own) offending.push({...found, kind: 'undecided'});
      else if (own.below) offending.push({...found, ...own});
    }
  }
  return {
    checked: results.passes.reduce((sum, rule) => sum + rule.nodes.length, 0) + measured,
    offending: offending.map(({element, below, ...item}) => item),
  };
}"""


@pytest.fixture(scope="module")
def contrast_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A site with the rules, two official English editions (the English text under a rule,
    the editions' pages), the search index and the card tests' imported cards (a card page
    with a line the engine models and one carried as text)."""
    work = tmp_path_factory.mktemp("contrast-site")
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "rulesite.settings.dev",
           "DJANGO_DEBUG": "0", "RULESITE_DB": str(work / "db.sqlite3"),
           "RULESITE_SEARCH_INDEX": str(work / "search_index")}
    english = [("import_rules", str(ENGLISH / name), "--language", "en")
               for name in ("cr-en-20250207.txt", "cr-en-20251114.txt")]
    set_up(env, (*SETUP_COMMANDS[:2], *english, SETUP_COMMANDS[2], ("shell", "-c", ADD_CARDS)))
    with serve(env) as (url, _server):
        yield url


@pytest.fixture(params=SCREENS, ids=lambda s: f"{s[2]}-{s[3]}")
def axe_screen(browser: Any, request: pytest.FixtureRequest) -> Iterator[Screen]:
    """Each screen in turn (1280 and 390 px, light and dark), with axe in every page.

    axe goes in as an init script: DevTools adds it to each document, so the page keeps its
    own Content-Security-Policy (no inline script, no inline style) and looks exactly as a
    judge sees it. `bypass_csp=True` with `add_script_tag` would also have worked, but would
    let through any inline style the policy blocks, and the page would no longer be the one
    judges get. The offline service worker is blocked, as in the `page` fixture.
    """
    width, height, name, scheme = request.param
    # The phone is a touch screen, so what `(hover: none)` shows (the subrules' copy buttons)
    # is checked too.
    touch = name == "phone"
    context = browser.new_context(locale="ko-KR", color_scheme=scheme,
                                  viewport={"width": width, "height": height},
                                  has_touch=touch, is_mobile=touch, service_workers="block")
    context.add_init_script(path=str(AXE))
    yield Screen(context.new_page(), width, name, scheme)
    context.close()


def _save_permalink(site: str) -> str:
    """The path of a saved scenario with a ruling and a dependency (the screens test's)."""
    return f"/s/{save_scenario(site, PERMALINK)}/"


def _run_the_example(page: Page) -> None:
    page.locator("button[value='run']").click()
    expect(page.locator("#sb-result-title")).to_be_focused()


def _permalink_rendered(page: Page) -> None:
    expect(page.locator("#saved-result .sb-graph figcaption")).to_have_count(1)


def _open_the_english_text(page: Page) -> None:
    page.locator("details.edition-en > summary").click()
    expect(page.locator("details.edition-en")).to_have_attribute("open", "")


def _preview_a_cited_rule(page: Page) -> None:
    page.hover('.rule .rule-text a[data-rule-ref="604.3"]')
    page.locator("#rule-preview").wait_for(state="visible")


def _run_with_an_unknown_card(page: Page) -> None:
    page.fill("input[name='objects[0].card']", "Grizly Bears")
    page.locator("button[value='run']").click()
    expect(page.locator("#sb-problems li[data-input='objects[0].card']")).to_be_visible()


def _build_a_lord(page: Page) -> None:
    """A custom Elf with a built ability (the builder's test's steps): the builder open, the
    ability listed and the sentence it compiled to shown."""
    add_object(page)
    page.locator("#sandbox details.sb-more summary").first.click()
    for name, value in (("id", "golem"), ("name", "Elvish Golem"), ("types", "Creature"),
                        ("subtypes", "Elf"), ("power", "2"), ("toughness", "2")):
        page.fill(f"#sandbox [name='objects[0].{name}']", value)
    page.select_option("#sandbox [name='objects[0].build.kind']", "pt")
    page.locator("#sandbox [name='objects[0].build.subject']").wait_for()
    page.select_option("#sandbox [name='objects[0].build.subject']", "yours")
    page.fill("#sandbox [name='objects[0].build.subtype']", "Elf")
    page.fill("#sandbox [name='objects[0].build.value']", "+1/+1")
    page.click("button[value='build:objects[0]']")
    expect(page.locator(".sb-abilities li")).to_have_count(1)


def _open_the_card_picker(page: Page) -> None:
    add_object(page)
    field = page.locator("input[name='objects[0].card']")
    field.press_sequentially("번개", delay=40)
    expect(page.locator("#f-objects-0-card-picks [role='option']")).to_have_count(3)
    field.press("ArrowDown")


def _run_json(page: Page, scenario: dict[str, Any]) -> None:
    page.locator("button[value='tab:json']").click()
    expect(page.locator("textarea[name='json']")).to_be_visible()
    page.fill("textarea[name='json']", json.dumps(scenario, ensure_ascii=False))
    page.locator("button[value='run']").click()
    expect(page.locator("#sb-result-title")).to_be_focused()


def _show_the_stack(page: Page) -> None:
    """Shock and the Giant Growth cast in response, on the stack (step 6)."""
    _run_json(page, CAST)
    page.click("#run-step-6 .sb-step-number")
    expect(page.locator("#run-step-6 .sb-stack")).to_be_visible()


def _show_the_combat(page: Page) -> None:
    """A blocked trampler: the combat view and the damage-division question."""
    _run_json(page, COMBAT)
    expect(page.locator("#run-result > .sb-scroll .sb-combat")).to_be_visible()


# (name, path, what to do once it has loaded: the state whose colours are checked).
PAGES: list[tuple[str, str, Callable[[Page], None] | None]] = [
    ("home", "/", None),
    ("rule", "/rules/613/", None),
    ("subrule", "/rules/613.3b/", None),
    ("summary", "/rules/704.5j/", None),
    ("summary-with-note", "/rules/704.5m/", None),
    ("mistranslated-rule", "/rules/609.5/", None),
    ("search", "/search/?q=%EB%A0%88%EC%9D%B4%EC%96%B4", None),  # 레이어
    ("glossary", "/glossary/", None),
    ("edition", "/edition/", None),
    ("editions", "/editions/", None),
    ("edition-diff", "/editions/en-2025-02-07/en-2025-11-14/", None),
    ("numbering", "/editions/numbering/", None),
    ("card", "/cards/Loxodon%20Smiter/", None),
    ("scripted-card", "/cards/Tarmogoyf/", None),
    ("card-search", "/cards/?q=%EB%B2%88%EA%B0%9C", None),  # 번개
    ("sandbox-example", "/sandbox/?example=613.8-1", _run_the_example),
    ("permalink", "", _permalink_rendered),
    ("sandbox-help", "/sandbox/help/", None),
    # States a page only shows after a judge does something.
    ("english-text", "/rules/613.3d/", _open_the_english_text),
    ("rule-preview", "/rules/613.2/", _preview_a_cited_rule),
    ("sandbox-problems", "/sandbox/?example=613.8-1", _run_with_an_unknown_card),
    ("card-picker", "/sandbox/", _open_the_card_picker),
    ("sandbox-builder", "/sandbox/", _build_a_lord),
    ("sandbox-stack", "/sandbox/", _show_the_stack),
    ("sandbox-combat", "/sandbox/", _show_the_combat),
]


def _report(offending: list[dict[str, Any]]) -> str:
    return "\n".join(
        f"{item['kind']}: {item['selector']} {item['text']!r}: {item['color']} on "
        f"{item['background']} is {item['ratio']}:1, needs {item['needed']}:1"
        + (f" ({item['reason']})" if item["reason"] else "") for item in offending)


@pytest.mark.parametrize(("name", "path", "prepare"), PAGES, ids=[page[0] for page in PAGES])
def test_every_text_has_aa_contrast(contrast_site: str, axe_screen: Screen, name: str,
                                    path: str, prepare: Callable[[Page], None] | None) -> None:
    """No text is below WCAG AA: none axe finds, none in what it leaves undecided or out."""
    page = axe_screen.page
    page.goto(contrast_site + (path or _save_permalink(contrast_site)))
    if prepare:
        prepare(page)
    page.wait_for_load_state("networkidle")
    # The sandbox dims its result while a run is under way (.htmx-request) and fades it back:
    # colours are judged once nothing is in flight or fading.
    page.wait_for_function("() => !document.querySelector('.htmx-request') && document"
                           ".getAnimations().every(animation => animation.playState !== "
                           "'running')")

    found = page.evaluate(RUN_AXE)

    page.screenshot(path=axe_screen.shot(f"contrast-{name}"), full_page=True)
    offending = found["offending"]
    assert offending == [], f"{len(offending)} below WCAG AA:\n{_report(offending)}"
    assert found["checked"] > 0


# Texts below AA put into a rule page (through the DOM and a constructed style sheet, which the
# CSP allows): grey on white, which axe measures; grey over a white gradient and a lone grey
# letter, which axe leaves undecided; a grey arrow and a grey ::before label, which axe leaves
# out: the check measures those itself.
ADD_PALE_TEXT = """() => {
  const add = (id, text, style) => {
    const element = document.createElement('p');
    element.id = id;
    element.textContent = text;
    Object.assign(element.style, {color: '#aaaaaa', backgroundColor: '#ffffff', ...style});
    document.querySelector('main').prepend(element);
  };
  add('pale-text', '흐린 글자', {});
  add('pale-over-gradient', '그라데이션 위의 흐린 글자',
      {backgroundImage: 'linear-gradient(#ffffff, #ffffff)'});
  add('pale-letter', 'A', {});
  add('pale-arrow', '→', {});
  add('pale-label', '', {});
  document.getElementById('pale-label').dataset.label = '카운터';
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('#pale-label::before { content: attr(data-label); color: #aaaaaa; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}"""


def test_the_check_reports_text_below_aa_whoever_measures_it(contrast_site: str,
                                                             browser: Any) -> None:
    """Pale text is reported with its colours and ratio: by axe, or by the check's own measure
    where axe cannot decide or leaves a symbol out."""
    context = browser.new_context(locale="ko-KR", service_workers="block")
    context.add_init_script(path=str(AXE))
    page = context.new_page()
    page.goto(contrast_site + "/rules/613/")
    page.evaluate(ADD_PALE_TEXT)

    found = page.evaluate(RUN_AXE)
    context.close()

    by_selector = {item["selector"].rsplit(" > ", 1)[-1]: item for item in found["offending"]}
    assert by_selector.keys() >= {"#pale-text", "#pale-over-gradient", "#pale-letter",
                                  "p#pale-arrow", "p#pale-label::before"}
    assert by_selector["#pale-text"]["kind"] == "violation"
    assert by_selector["#pale-text"]["ratio"] == pytest.approx(2.32, abs=0.01)
    for selector in ("#pale-over-gradient", "#pale-letter"):
        assert by_selector[selector]["kind"] == "undecided by axe, measured here"
        assert (by_selector[selector]["color"], by_selector[selector]["background"],
                by_selector[selector]["ratio"]) == ("#aaaaaa", "#ffffff", 2.32)
    assert by_selector["p#pale-arrow"]["kind"] == "symbol axe leaves out, measured here"
    assert (by_selector["p#pale-arrow"]["ratio"],
            by_selector["p#pale-arrow"]["needed"]) == (2.32, 3)
    assert by_selector["p#pale-label::before"]["kind"] == ("::before text axe leaves out, "
                                                            "measured here")
    assert (by_selector["p#pale-label::before"]["text"],
            by_selector["p#pale-label::before"]["ratio"]) == ("카운터", 2.32)


# The focus ring's colour against the page behind the focused element (WCAG 1.4.11: 3:1).
FOCUS_RING = """selector => {
  const element = document.querySelector(selector);
  element.focus({focusVisible: true});
  const rgb = text => text.match(/[\\d.]+/g).map(Number);
  const luminance = ([r, g, b]) => [r, g, b].map(value => {
    value /= 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }).reduce((sum, value, i) => sum + value * [0.2126, 0.7152, 0.0722][i], 0);
  let behind = element.parentElement;
  let background = [255, 255, 255];
  while (behind) {
    const color = rgb(getComputedStyle(behind).backgroundColor);
    if (color.length < 4 || color[3] > 0.9) { background = color.slice(0, 3); break; }
    behind = behind.parentElement;
  }
  const style = getComputedStyle(element);
  const [one, two] = [luminance(rgb(style.outlineColor)), luminance(background)];
  return {outline: style.outlineStyle,
          ratio: (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05)};
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize(("path", "selector"), [("/", "#jump-number"),
                                                ("/sandbox/", "button[value='add:objects']")])
def test_the_focus_ring_stands_out_from_the_page(contrast_site: str, browser: Any, scheme: str,
                                                 path: str, selector: str) -> None:
    context = browser.new_context(locale="ko-KR", color_scheme=scheme, service_workers="block")
    page = context.new_page()
    page.goto(contrast_site + path)
    page.keyboard.press("Tab")  # keyboard use, so that :focus-visible applies
    found = page.evaluate(FOCUS_RING, selector)
    context.close()

    assert found["outline"] == "solid"
    assert found["ratio"] >= 3, found
