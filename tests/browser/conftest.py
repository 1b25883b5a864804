"""Browser tests: a real server process on loopback and Debian's Chromium driven by Playwright.

The server runs against a database and search index of its own (under a pytest temp dir),
prepared with the same management commands `make setup` runs, so the browser sees exactly
what a judge sees after `make run`.
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rulesite.devserver import serve, set_up
from tests.browser.screens import SCREENS, Screen

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def live_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Base URL (no trailing slash) of a freshly set-up site served on loopback."""
    work = tmp_path_factory.mktemp("site")
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "rulesite.settings.dev",
        "DJANGO_DEBUG": "0",
        "RULESITE_DB": str(work / "db.sqlite3"),
        "RULESITE_SEARCH_INDEX": str(work / "search_index"),
    }
    set_up(env)
    with serve(env) as (url, _server):
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """Debian's Chromium, launched headless through Playwright (it cannot download its own)."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: run `apt-get install -y chromium fonts-noto-cjk`"
                    " (.ci/run does this)")
    from playwright.sync_api import expect, sync_playwright

    # A bound on waiting, not a measure of speed: with two test workers, a server and Chromium
    # on two cores, an editor round trip that runs the engine can take longer than
    # Playwright's 5 s default for `expect`, and a test failed once for that alone. Timings
    # belong in bench/.
    expect.set_options(timeout=30_000)

    # Playwright's sync API keeps an asyncio loop registered on this thread for the rest of the
    # session, and Django then refuses ORM calls from any later database test that xdist puts
    # in the same worker (SynchronousOnlyOperation), though nothing runs concurrently. This is
    # the setting Django and Playwright document for exactly that case.
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser):  # type: ignore[no-untyped-def]
    """A fresh browser context and page per test (no shared cookies or storage). The offline
    service worker is blocked here, so each test's first page does not also download the rules
    for offline use; tests/browser/test_offline_browser.py runs with it. Reduced motion: the
    site scrolls smoothly otherwise (site.css), and Playwright waits for a moving button to
    come to rest before clicking it, which on a loaded machine once outlasted a 30 s bound."""
    context = browser.new_context(locale="ko-KR", viewport={"width": 1280, "height": 900},
                                  service_workers="block", reduced_motion="reduce")
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture(params=SCREENS, ids=lambda s: f"{s[2]}-{s[3]}")
def screen(browser: Any, request: pytest.FixtureRequest) -> Iterator[Screen]:
    """Each screen in turn: 1280 and 390 px wide, light and dark (reduced motion, as `page`)."""
    width, height, name, scheme = request.param
    context = browser.new_context(locale="ko-KR", color_scheme=scheme, reduced_motion="reduce",
                                  viewport={"width": width, "height": height})
    yield Screen(context.new_page(), width, name, scheme)
    context.close()
