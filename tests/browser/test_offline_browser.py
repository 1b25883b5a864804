"""Offline use in Chromium (issue 13): the first visit saves the rules, then with the server
stopped and the browser offline, rule pages never visited, search in Korean and English,
previews, cross-links and the number jump still work; a re-import updates the saved copy.

The site runs on a port of its own, and "offline" is the server stopped as well as
`context.set_offline(True)`: Chromium's offline emulation does not reach a service worker's
own fetches, so only a stopped server makes the worker fall back to the bundle for real.
"""
from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from rulesite.devserver import SETUP_COMMANDS, free_port, serve, set_up

pytestmark = pytest.mark.browser

READY_SECONDS = 60


class Site:
    """A set-up site (database, index and bundle of its own) served on one fixed port."""

    def __init__(self, work: Path) -> None:
        self.env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "rulesite.settings.dev",
            "DJANGO_DEBUG": "0",
            "RULESITE_DB": str(work / "db.sqlite3"),
            "RULESITE_SEARCH_INDEX": str(work / "search_index"),
        }
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"

    def serving(self):  # type: ignore[no-untyped-def]
        return serve(self.env, port=self.port)

    def reimport(self) -> None:
        set_up(self.env, (("import_rules",), ("build_search_index",)))


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Site:
    """A fresh site for this module's tests (one of them imports the rules again)."""
    site = Site(tmp_path_factory.mktemp("offline-site"))
    set_up(site.env, SETUP_COMMANDS)
    return site


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    """A fresh browser context: no service worker, no caches."""
    context = browser.new_context(locale="ko-KR", viewport={"width": 1280, "height": 900})
    yield context
    context.close()


def wait_until_ready(page: Page, version: str | None = None) -> str:
    """Wait for the ready signal (of import `version`, if given); the import it holds."""
    selector = ("html[data-offline='ready']" if version is None else
                f"html[data-offline-version='{version}']")
    page.wait_for_selector(selector, state="attached", timeout=READY_SECONDS * 1000)
    return str(page.locator("html").get_attribute("data-offline-version"))


def content_text(page: Page) -> str:
    """The rule content's text without whitespace (markup spacing differs, words must not)."""
    return re.sub(r"\s+", "", page.locator("#rule-content").inner_text())


COMPARED = ("6", "613", "613.3b", "101.4d-2", "509.1", "609.5")


def test_rules_search_and_links_work_offline_after_the_first_visit(
        site: Site, browser: Browser, context: BrowserContext) -> None:
    """After the ready signal, with the server down and the browser offline, pages never
    visited open (as the server renders them), search answers in Korean and English, and
    previews, cross-links, the next-rule key, the number jump and the sandbox's notice work."""
    page = context.new_page()
    online: dict[str, str] = {}
    # The server's pages, read in another context (its HTTP cache is not this one's).
    reader = browser.new_context(locale="ko-KR")
    with site.serving():
        page.goto(site.url + "/")
        wait_until_ready(page)
        status = page.locator("#offline-status").inner_text()
        other = reader.new_page()
        for slug in COMPARED:
            other.goto(f"{site.url}/rules/{slug}/")
            online[slug] = content_text(other)
    reader.close()

    context.set_offline(True)

    assert re.fullmatch(r"오프라인 준비 완료 \(\d+\.\d MB\)", status), status
    for slug in COMPARED:
        page.goto(f"{site.url}/rules/{slug}/")
        assert page.locator("html[data-offline-render]").count() == 1
        assert content_text(page) == online[slug], slug
    # A page never visited, with a cross-link: its preview, then following it.
    page.goto(site.url + "/rules/601.2/")
    assert page.locator("h1").inner_text().startswith("601.2")
    link = page.locator(".rule-text a[data-rule-ref='601.2a']").first
    link.hover()
    preview = page.locator("#rule-preview[data-for='601.2a']")
    preview.wait_for()
    assert "601.2a" in preview.inner_text()
    link.click()
    page.wait_for_url("**/rules/601.2a/")
    assert page.locator("h1").inner_text().startswith("601.2a")
    page.keyboard.press("]")  # the next rule, swapped in by htmx
    page.wait_for_url("**/rules/601.2b/")
    page.locator("h1", has_text="601.2b").wait_for()
    # Search in Korean (the page, then as the judge types) and in English (page and API).
    # A term: the rule defining what its heading names first (issue 29).
    page.goto(site.url + "/search/?q=대체효과")
    assert page.locator(".search-result-number").first.inner_text() == "614.1"
    box = page.locator("#search-box")
    box.fill("")
    box.press_sequentially("서고", delay=20)
    page.wait_for_url("**/search/?q=%EC%84%9C%EA%B3%A0*")
    page.locator(".search-result-number", has_text="401").first.wait_for()
    page.goto(site.url + "/search/?q=library")
    assert page.locator(".search-result-number").first.inner_text() == "401.1"
    answer = page.evaluate("fetch('/api/search?q=mulligan').then(r => r.json())")
    assert answer["results"][0]["number"] == "103.4"
    # A rule this edition lacks: found by name, and its page is the project's summary,
    # labelled as the server's page labels it.
    page.goto(site.url + "/search/?q=전설 규칙")
    assert page.locator(".search-result-number").first.inner_text() == "704.5j"
    page.goto(site.url + "/rules/704.5j/")
    assert page.locator("html[data-offline-render]").count() == 1
    assert page.locator("h1").inner_text().startswith("704.5j")
    assert page.locator(".summary-label strong").inner_text() == "프로젝트 요약"
    # The number jump: a preview as the number is typed, Enter opens the rule.
    page.goto(site.url + "/")
    page.locator("#jump-number").press_sequentially("613.3b", delay=20)
    page.locator("#jump-result .preview-card").wait_for()
    page.locator("#jump-number").press("Enter")
    page.wait_for_url("**/rules/613.3b/")
    # The sandbox needs the server.
    page.goto(site.url + "/sandbox/")
    assert "네트워크가 필요합니다" in page.locator("main").inner_text()


def summary_results(page: Page) -> list[str]:
    """Each result the search page labels a project summary: its number and its label."""
    return page.locator(".search-result.search-result-summary").evaluate_all(
        "items => items.map(li => li.querySelector('.search-result-number').textContent + ' ' +"
        " li.querySelector('.search-result-link .search-result-kind').textContent)")


def test_offline_search_labels_the_project_summaries_as_online_search_does(
        site: Site, context: BrowserContext) -> None:
    """A rule this edition lacks, found offline, carries the "프로젝트 요약" label of the
    server's results, in the same place with the same classes."""
    page = context.new_page()
    with site.serving():
        page.goto(site.url + "/search/?q=전설 규칙")
        online = summary_results(page)
        wait_until_ready(page)

    context.set_offline(True)
    page.goto(site.url + "/search/?q=전설 규칙")

    assert page.locator("html[data-offline-render]").count() == 1
    assert online[0] == "704.5j 프로젝트 요약"
    assert summary_results(page) == online


def test_a_reimport_updates_the_offline_copy_and_drops_the_old_one(site: Site,
                                                                   context: BrowserContext
                                                                   ) -> None:
    """Importing the rules again gives the next visit a new service worker: it saves the new
    import, deletes the caches of the old one, and serves the new one offline."""
    page = context.new_page()
    with site.serving():
        page.goto(site.url + "/")
        old = wait_until_ready(page)
        old_caches = page.evaluate("caches.keys()")

        site.reimport()
        page.reload()
        new = wait_until_ready(page, str(int(old) + 1))
        caches = page.evaluate("caches.keys()")

    context.set_offline(True)
    page.goto(site.url + "/rules/614/")

    assert int(new) == int(old) + 1
    assert not set(old_caches) & set(caches)
    assert all(f"-{new}-" in name for name in caches), caches
    assert page.locator("html").get_attribute("data-offline-render") == new
    assert page.locator("h1").inner_text().startswith("614")
