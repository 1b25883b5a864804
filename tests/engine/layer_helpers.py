"""Helpers for the layer tests: build small scenarios and read results."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine import run_scenario

EXAMPLES = Path(__file__).resolve().parents[2] / "engine" / "examples"


def example(name: str) -> dict[str, Any]:
    """The example scenario file ``engine/examples/<name>.json``."""
    data: dict[str, Any] = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    return data


def scenario(objects: list[dict[str, Any]], effects: list[dict[str, Any]] | None = None,
             cards: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A two-player scenario (A and B) with these objects and effects."""
    data: dict[str, Any] = {
        "format": 1,
        "players": [{"id": "A"}, {"id": "B"}],
        "objects": objects,
        "effects": effects or [],
    }
    if cards:
        data["cards"] = cards
    return data


def run(data: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Run a scenario; the contract's result."""
    return run_scenario(data, lang=lang)


def pt(result: dict[str, Any], object_id: str) -> tuple[int | None, int | None]:
    """An object's power and toughness in a result."""
    obj = result["objects"][object_id]
    return obj["power"], obj["toughness"]


def steps_of(result: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    """The steps of one kind, in order."""
    return [s for s in result["steps"] if s["kind"] == kind]


def static_card(name: str, label: str, affects: Any, modifications: list[dict[str, Any]],
                types: tuple[str, ...] = ("Enchantment",), **extra: Any) -> dict[str, Any]:
    """A custom card with one static ability."""
    card: dict[str, Any] = {
        "name": name, "types": list(types), "mana_value": 2, "text": label,
        "abilities": [{"kind": "static", "label": label, "affects": affects,
                       "modifications": modifications}],
    }
    card.update(extra)
    return card


def spell_card(name: str, label: str, modifications: list[dict[str, Any]],
               affects: Any = "targets") -> dict[str, Any]:
    """A custom instant whose resolution creates one continuous effect."""
    return {
        "name": name, "types": ["Instant"], "mana_value": 1, "text": label,
        "abilities": [{"kind": "spell", "label": label, "affects": affects,
                       "modifications": modifications}],
    }
