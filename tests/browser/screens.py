"""The screens the browser tests take screenshots at, where the pictures go, and saving a
scenario to show."""
from __future__ import annotations

import json
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
# The screens screenshots are taken at (the issues ask for 1280 and 390 px, light and dark);
# test-results/ keeps them, docs/screenshots/ the ones looked at.
SHOTS = ROOT / "test-results"
SCREENS = [(width, height, name, scheme) for width, height, name in
           ((1280, 900, "desktop"), (390, 844, "phone")) for scheme in ("light", "dark")]


@dataclass(frozen=True)
class Screen:
    """A page in a Korean browser context of one screen size and color scheme."""

    page: Any
    width: int
    name: str
    scheme: str

    def shot(self, prefix: str) -> str:
        """The screenshot path for `prefix` on this screen ("card-page-phone-dark.png")."""
        SHOTS.mkdir(exist_ok=True)
        suffix = "" if self.scheme == "light" else "-dark"
        return str(SHOTS / f"{prefix}-{self.name}{suffix}.png")


def save_scenario(site: str, scenario: dict[str, Any]) -> str:
    """Save a scenario through the site's JSON API; its permalink's slug."""
    request = urllib.request.Request(
        site + "/api/scenarios", data=json.dumps(scenario).encode(),
        headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(request, timeout=10) as response:
        return str(json.load(response)["slug"])


def add_object(page: Any, index: int = 0) -> None:
    """Press the sandbox's "+ object" and wait until the new row is ready to type into.

    The row's fields are in the page as soon as htmx swaps the form in, but htmx only attaches
    their own triggers (the card picker's `input` request) when it settles the swap, and
    static/js/sandbox.js then moves the focus to the row's first field. Typing before that
    loses the picker's request, and the focus move takes the rest of the keys to the id field:
    so wait for the focus, which comes last."""
    from playwright.sync_api import expect

    page.click("button[value='add:objects']")
    expect(page.locator(f"#sandbox [name='objects[{index}].id']")).to_be_focused()
