"""The sandbox's rate limits in Chromium (issue 28): judges at a venue share one address, and a
save or a run refused for that (429) says on the page, in Korean, when to try again."""
from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from rulesite.devserver import serve, set_up

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def saturated_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A site whose one address has used up its saves of the minute (the limit is 0)."""
    work = tmp_path_factory.mktemp("limited-site")
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "rulesite.settings.dev",
           "DJANGO_DEBUG": "0", "RULESITE_DB": str(work / "db.sqlite3"),
           "RULESITE_SEARCH_INDEX": str(work / "search_index"),
           "RULESITE_SAVES_PER_MINUTE": "0"}
    set_up(env, (("migrate", "--noinput"),))
    with serve(env, ready_path="/sandbox/") as (url, _server):
        yield url


def test_a_refused_save_says_in_korean_when_to_save_again(saturated_site: str,
                                                          page: Page) -> None:
    """Saving over the limit shows the problem box with the seconds to wait, in view, and
    keeps the board as it was."""
    page.goto(saturated_site + "/sandbox/?example=613.8-1")
    card = page.locator("input[name='objects[0].card']").input_value()

    page.click("button[value='save']")

    problem = page.locator("#sb-problems")
    expect(problem).to_contain_text("초 뒤에 다시 저장하세요")
    expect(problem).to_be_in_viewport()
    expect(page.locator("input[name='objects[0].card']")).to_have_value(card)
    assert "/sandbox/" in page.url
