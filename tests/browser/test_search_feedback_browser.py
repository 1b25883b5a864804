"""The search page reports searches that missed (issue 15), in Chromium with the site's CSP:
a click on the 5th result sends one report with rank 5, leaving without a click sends one
with no click, and a click on the 1st result sends none.

What the server stored is read from the served site's database: a beacon sent as a page
unloads is not among the requests Playwright reports. Each test searches words of its own,
so tests sharing the session's site never read each other's reports.
"""
from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from urllib.parse import parse_qs, quote

import pytest
from playwright.sync_api import Page, Request

pytestmark = pytest.mark.browser
ENDPOINT = "/api/search/feedback"
Row = tuple[str, int | None, str]


@pytest.fixture(scope="session")
def site_db(live_site: str, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The database the session's site serves (tests/browser/conftest.py: site*/db.sqlite3
    under the session's temporary directory)."""
    found = {path.resolve() for path in tmp_path_factory.getbasetemp().glob("site*/db.sqlite3")}
    assert len(found) == 1, found
    return found.pop()


def _rows(site_db: Path, query: str) -> list[Row]:
    with sqlite3.connect(f"file:{site_db}?mode=ro", uri=True) as db:
        return db.execute("SELECT query, rank, rule FROM rulings_searchlogentry WHERE query = ? "
                          "ORDER BY id", (query,)).fetchall()


def _wait_for_rows(site_db: Path, query: str) -> list[Row]:
    """The rows stored for `query`, once there is one (or none after 10 s)."""
    deadline = time.monotonic() + 10
    while not (rows := _rows(site_db, query)) and time.monotonic() < deadline:
        time.sleep(0.05)
    return rows


def _is_report(request: Request) -> bool:
    return request.url.endswith(ENDPOINT)


def _fields(request: Request) -> dict[str, str]:
    fields = {name: values[0] for name, values in parse_qs(request.post_data or "").items()}
    fields.pop("csrfmiddlewaretoken")  # sent with every report; checked by the server
    return fields


def _search(page: Page, live_site: str, query: str) -> None:
    """Type `query` into the search page and wait for its results."""
    page.goto(live_site + "/search/")
    page.locator("#search-box").press_sequentially(query, delay=30)
    page.wait_for_url(f"**/search/?q={quote(query)}*")
    page.locator(".search-result").first.wait_for()


def test_a_click_on_the_fifth_result_sends_one_report_with_rank_5(live_site: str, page: Page,
                                                                  site_db: Path) -> None:
    """The report carries the query, rank 5 and the rule clicked; the server stores it."""
    _search(page, live_site, "대체효과 선택")
    fifth = page.locator(".search-result-link").nth(4)
    rule = fifth.get_attribute("data-rule-ref")
    assert rule

    with page.context.expect_event("request", _is_report) as report:
        fifth.click()
    page.wait_for_url(f"**/rules/{rule}/")
    page.goto(live_site + "/")

    assert _fields(report.value) == {"q": "대체효과 선택", "rank": "5", "rule": rule}
    assert _wait_for_rows(site_db, "대체효과 선택") == [("대체효과 선택", 5, rule)]


def test_leaving_without_a_click_sends_one_report_without_a_click(live_site: str, page: Page,
                                                                  site_db: Path) -> None:
    """Leaving the page reports the query it showed (not the prefixes typed on the way)."""
    _search(page, live_site, "희생한 카드")

    page.goto(live_site + "/glossary/")

    assert _wait_for_rows(site_db, "희생한 카드") == [("희생한 카드", None, "")]
    assert _rows(site_db, "희생한") == []


def test_a_click_on_the_first_result_sends_nothing(live_site: str, page: Page,
                                                   site_db: Path) -> None:
    """A search that worked is not reported; a later search left without a click is."""
    _search(page, live_site, "대체 효과")
    page.locator(".search-result-link").first.click()
    page.wait_for_url("**/rules/*/")
    _search(page, live_site, "레이어 순서")

    page.goto(live_site + "/")

    assert _wait_for_rows(site_db, "레이어 순서") == [("레이어 순서", None, "")]
    assert _rows(site_db, "대체 효과") == []


def test_the_page_sends_nothing_offline(live_site: str, page: Page) -> None:
    """With the browser offline, leaving a search does not even try to send a report (the
    beacon would be lost)."""
    _search(page, live_site, "전설 규칙")
    page.evaluate("""() => {
      window.beacons = [];
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        window.beacons.push(String(data));
        return send(url, data);
      };
    }""")
    page.context.set_offline(True)

    page.evaluate("window.dispatchEvent(new Event('pagehide'))")

    assert page.evaluate("window.beacons") == []


def test_switching_apps_and_coming_back_is_not_a_miss(live_site: str, page: Page,
                                                      site_db: Path) -> None:
    """Hidden then visible again (a judge switching apps) sends nothing; leaving later sends
    the one report."""
    _search(page, live_site, "토큰 복사")
    page.evaluate("""() => {
      window.beacons = [];
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        window.beacons.push(String(data));
        return send(url, data);
      };
      window.showPage = (state) => {
        Object.defineProperty(document, "visibilityState", {value: state, configurable: true});
        Object.defineProperty(document, "hidden", {value: state === "hidden",
                                                   configurable: true});
        document.dispatchEvent(new Event("visibilitychange"));
      };
    }""")

    page.evaluate("window.showPage('hidden')")
    page.evaluate("window.showPage('visible')")

    assert page.evaluate("window.beacons") == []
    page.goto(live_site + "/glossary/")
    assert _wait_for_rows(site_db, "토큰 복사") == [("토큰 복사", None, "")]
