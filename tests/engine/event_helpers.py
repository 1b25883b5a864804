"""Helpers for the event tests: run a small two-player scenario in English."""

from __future__ import annotations

from typing import Any

import engine


def play(objects: list[dict[str, Any]], events: list[dict[str, Any]] | None = None,
         effects: list[dict[str, Any]] | None = None, **extra: Any) -> dict[str, Any]:
    """Run a scenario with these objects, events and effects; players A and B unless `players`
    says otherwise; any other top-level field (`choices`, `cards`, ...) from `extra`."""
    data: dict[str, Any] = {
        "format": 1,
        "players": extra.pop("players", [{"id": "A"}, {"id": "B"}]),
        "objects": objects,
        "effects": effects or [],
        "events": events or [],
    }
    data.update(extra)
    return engine.run_scenario(data, lang="en")
