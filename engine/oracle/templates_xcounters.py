"""Issue 27, X as a permanent enters (107.3m): "~ enters the battlefield with X +1/+1 counters
on it." (Protean Hydra, Endless One), "~ enters the battlefield with X charge counters on it."
(Astral Cornucopia, Sigil of Distinction).

Each is a replacement of its own entering (614.1c) with ``"instead": {"counters": {kind:
"x"}}``: as many counters as the X chosen as the spell that becomes it was cast (107.3m: the
cast event's ``x``, which such a permanent spell asks for, 601.2b); 0 if it enters any other way
(put onto the battlefield from a hand, a library or a graveyard, or cast without the spell
reaching the battlefield from the stack: 107.3m reads the spell's X, and the permanent's own X is
0). engine/abilities/replacements.py applies it, citing 107.3m.

Not read: an X defined otherwise ("..., where X is the amount of life you've gained this turn"),
"enters tapped with X counters", "If ~ was kicked, it enters with X counters" (702.33d), "X can't
be 0", another object entering with X counters.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import counter_kind


def _x_counters(words: str) -> str | None:
    """ "+1/+1 counters", "charge counters": the kind of the X counters (122.1)."""
    if not words.endswith(" counters"):
        return None
    return counter_kind(words.removesuffix(" counters"))


def _enters_with_x(face: Face, x_counters: str) -> Ability:
    # 614.1c, 107.3m: its own entering, with as many counters as its spell's X.
    return {"kind": "replacement", "event": {"type": "enter", "object": "self"},
            "instead": {"counters": {x_counters: "x"}}}


READERS: dict[str, Callable[[str], Any]] = {"x_counters": _x_counters}

TEMPLATES = (
    Template("xcounters.enters_with_x", "~ enters with X {x_counters} on it.", _enters_with_x,
             Kind.PERMANENT),
)
