"""Two editions offline, in Chromium: with the official English text imported, the pages the
service worker renders from the bundle say what the server's say — the English text a tap
away under a Korean rule (and where a renumbered rule now stands), the English text in place
of the summary, a page for an English-only rule without a summary, its preview, and the
official glossary merged into the glossary page."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from rulesite.devserver import SETUP_COMMANDS, set_up
from tests.browser import test_offline_browser
from tests.browser.test_offline_browser import Site, wait_until_ready

pytestmark = pytest.mark.browser

context = test_offline_browser.context  # a fresh browser context: no service worker, no caches

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "rules" / "cr-en-20251114.txt"
COMPARED = ("100.1", "613.3d", "613", "704.5m", "702.79a", "613.4d", "1")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Site:
    """A fresh site with the fixture's English edition imported before the index is built."""
    site = Site(tmp_path_factory.mktemp("editions-site"))
    set_up(site.env, (*SETUP_COMMANDS[:2], ("import_rules", str(FIXTURE), "--language", "en"),
                      SETUP_COMMANDS[2]))
    return site


def opened_text(page: Page) -> str:
    """The rule content's text with every <details> open, whitespace dropped."""
    page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
    return re.sub(r"\s+", "", page.locator("#rule-content, .rule-page").first.inner_text())


def test_english_text_offline_matches_the_server(site: Site, browser: Browser,
                                                 context: BrowserContext) -> None:
    """Offline, every compared page shows what the server showed, English text included."""
    page = context.new_page()
    online: dict[str, str] = {}
    reader = browser.new_context(locale="ko-KR")
    with site.serving():
        page.goto(site.url + "/")
        wait_until_ready(page)
        other = reader.new_page()
        for number in COMPARED:
            other.goto(f"{site.url}/rules/{number}/")
            online[number] = opened_text(other)
        # English numbers have pages of their own (613.7 is the shipped 613.6).
        other.goto(f"{site.url}/rules/613.7/en/")
        online_english_page = opened_text(other)
        online_previews = {}
        # An English-only rule, and one with a project summary the English text replaces.
        for number in ("613.4d", "704.5j"):
            other.goto(f"{site.url}/rules/{number}/preview/")
            online_previews[number] = other.locator("body").inner_text()
        glossary = {}
        for query in ("library", "서고", "legend"):
            other.goto(f"{site.url}/glossary/?q={query}")
            glossary[query] = other.locator("#glossary-terms").inner_text()
    reader.close()

    context.set_offline(True)

    assert "Layer7d:Effectsthatswitch" in online["613.4d"]
    assert "영어판에서는이규칙의번호가613.4c입니다" in online["613.3d"]
    for number in COMPARED:
        page.goto(f"{site.url}/rules/{number}/")
        assert page.locator("html[data-offline-render]").count() == 1, number
        assert opened_text(page) == online[number], number
    assert "legend rule" in online_previews["704.5j"]
    assert "613.6" in online_english_page
    page.goto(f"{site.url}/rules/613.7/en/")
    assert page.locator("html[data-offline-render]").count() == 1
    assert opened_text(page) == online_english_page
    for number, online_preview in online_previews.items():
        page.goto(f"{site.url}/rules/{number}/preview/")
        assert page.locator("body").inner_text() == online_preview, number
    answer = page.evaluate("fetch('/api/rules/704.5m').then(r => r.json())")
    english = page.evaluate("fetch('/api/rules/704.5m?lang=en').then(r => r.status)")
    assert answer["english_url"].endswith("/api/rules/704.5m?lang=en")
    assert english == 503
    assert "The zone from which players draw cards." in glossary["library"]
    for query, text in glossary.items():
        page.goto(f"{site.url}/glossary/?q={query}")
        assert page.locator("html[data-offline-render]").count() == 1
        assert page.locator("#glossary-terms").inner_text() == text, query
