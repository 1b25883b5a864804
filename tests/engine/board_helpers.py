"""Helpers for tests of pure rules functions: a board as the layer system leaves it."""

from __future__ import annotations

from typing import Any

from engine.characteristics.layers import apply_layers
from engine.io.scenario import load_scenario
from engine.state.objects import GameState


def board(objects: list[dict[str, Any]], **extra: Any) -> GameState:
    """The state of a two-player scenario (A, B) with these objects, after the layers (613);
    any other top-level field (``effects``, ``cards``, ...) from ``extra``."""
    data: dict[str, Any] = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                            "objects": objects, **extra}
    state, _ = apply_layers(load_scenario(data))
    return state
