"""The screens the browser tests take screenshots at, and where the pictures go."""
from __future__ import annotations

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
