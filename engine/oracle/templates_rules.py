"""State triggers (603.8).

"When you control no [permanents], sacrifice ~." (Emperor Crocodile, Sea Serpent's second
line): a state trigger, ``{"on": "state", "you_control_none": filter}``, triggering as soon as
its controller controls none (engine/abilities/triggers.py).

Not compiled: other states ("when you have no cards in hand": hands aren't counted) and other
effects of a state trigger. Mirror Gallery's 'The "legend rule" doesn't apply.' is the
``"rule"`` kind in the card library; no template reads a line with quotes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.nouns import Filter, objects
from engine.oracle.patterns import Ability, Face, Kind, Template


def _state_sacrifice(face: Face, none_of: Filter) -> Ability | None:
    return {"kind": "triggered",
            "trigger": {"on": "state", "you_control_none": none_of},
            "effect": [{"do": "sacrifice", "object": "self"}]}


def _none_of(words: str) -> Filter | None:
    """The permanents the state counts: a plural noun on the battlefield."""
    found = objects(words)
    if found is None or "zones" in found or "controller" in found:
        return None
    return found


READERS: dict[str, Callable[[str], Any]] = {
    "none_of": _none_of,
}

TEMPLATES = (
    Template("state_trigger_sacrifice", "When you control no {none_of}, sacrifice ~.",
             _state_sacrifice, Kind.PERMANENT),
)
