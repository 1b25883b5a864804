"""Flip cards (710): the ki-counter trigger that flips the permanent (710.2, 603.4, 603.5).

"At the beginning of the end step, if there are two or more ki counters on ~, you may flip it."
— "it" is ~, the only object the line names: ``{"kind": "triggered", "trigger": {"on":
"beginning_of", "step": "end", "player": "any"}, "if": {"source_counter": "ki",
"source_counters_at_least": 2}, "may": true, "effect": [{"do": "flip", "object": "self"}]}``.
The engine flips the permanent (the same object, its flipped half's characteristics, the card's
color and mana cost; one way, 710.4); the condition is checked again as it resolves, on the
permanent it triggered for.

Not read: a flip card's other flipping lines ("{2}{G}, {T}: Create a 1/1 green Snake creature
token. If you control ten or more creatures, flip ~.", "Whenever the fourth spell of a turn is
cast, flip ~.", "At the beginning of the end step, if ~ is enchanted by two or more Auras, flip
it."), and "you may flip it" after a trigger about another object.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle import templates_triggered as triggered
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import counter_kind, number


def _at_least(words: str) -> int | None:
    """ "two" in "two or more": at least 2."""
    found = number(words)
    return found if found is not None and found >= 1 else None


def _flip_when_counters(face: Face, flip_trigger: dict[str, Any], flip_count: int,
                        flip_counter: str) -> Ability | None:
    """ "[step trigger], if there are N or more [kind] counters on ~, you may flip it."."""
    if flip_trigger.get("on") != "beginning_of":
        # "it" is ~ only where the trigger names no other object.
        return None
    return {"kind": "triggered", "trigger": flip_trigger,
            "if": {"source_counter": flip_counter, "source_counters_at_least": flip_count},
            "may": True, "effect": [{"do": "flip", "object": "self"}]}


READERS: dict[str, Callable[[str], Any]] = {
    "flip_trigger": triggered.trigger,
    "flip_count": _at_least,
    "flip_counter": counter_kind,
}

TEMPLATES = (
    Template("triggered.flip_when_counters",
             "{flip_trigger}, if there are {flip_count} or more {flip_counter} counters on ~, "
             "you may flip it.", _flip_when_counters, Kind.PERMANENT),
)
