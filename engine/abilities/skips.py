"""Static abilities that skip a step of their controller's turns: "Skip your draw step."
(Necropotence, Yawgmoth's Bargain). 614.10: an effect that causes a player to skip a step is
a replacement effect ("Skip [something]" is "Instead of doing [something], do nothing"); the
step doesn't happen at all: nothing is drawn and no "at the beginning of the draw step"
ability triggers. An ability of the kind is data::

    {"kind": "skip", "label": "Skip your draw step.", "step": "draw"}

It is a static ability (604.1) that functions while its source is on the battlefield; "your"
is the source's controller's, as the layers leave both. :func:`skipping` says which such
ability skips a player's step, read as the step would begin (engine/turn/turns.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.abilities.basic import text_field
from engine.concepts import Zone
from engine.state.objects import Ability, GameState

# The steps an ability of the kind can skip (504: the draw step).
SKIPPABLE = ("draw",)


@dataclass(frozen=True, slots=True)
class SkipSpec:
    """The step of its controller's turns the ability skips."""

    step: str


def parse_skip(data: Mapping[str, Any], path: str) -> Ability:
    """Parse a ``"skip"`` ability (its shape was checked against the declaration)."""
    return Ability("skip", text_field(data, "label", path), SkipSpec(str(data["step"])))


def skipping(state: GameState, player: str, step: str) -> str | None:
    """The label ("source: ability") of an ability on the battlefield that makes ``player``
    skip ``step``, or None."""
    for source in sorted(state.objects, key=lambda o: o.id):
        if source.zone != Zone.BATTLEFIELD or source.controller != player:
            continue
        for ability in source.characteristics.abilities:
            spec = ability.spec
            if ability.kind == "skip" and isinstance(spec, SkipSpec) and spec.step == step:
                return f"{source.name}: {ability.label}"
    return None
