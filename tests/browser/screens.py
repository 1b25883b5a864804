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

    htmx attaches a swapped field's own triggers (the card picker's `input` request) when it
    settles the swap, and static/js/sandbox.js then moves the focus to the row's first field.
    Keys typed before that were lost (base.html now has htmx settle at once, in the swap's own
    task). Waiting for the focus, which comes last, keeps a test right whatever the delay."""
    from playwright.sync_api import expect

    page.click("button[value='add:objects']")
    expect(page.locator(f"#sandbox [name='objects[{index}].id']")).to_be_focused()
