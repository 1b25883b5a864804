"""Round 5 of issue 27: "[Trigger], [effect] unless you pay {2}." (118.12a).

"[Do something] unless [a player does something else]" means "[that player] may [do something
else]. If they don't, [do something]" (118.12a). "Sacrifice ~ unless you pay {U}" is the
triggered ability's ``"unless_pay": "{U}"``: as it resolves, its controller chooses whether to
pay (mana costs are taken as paid, as everywhere in the engine); paid, nothing else happens; not
paid, its effect does (engine/turn/stack.py). The effect is one sentence the triggered reader
reads whole (templates_triggered.effects), without "you may" of its own.

Not read: "unless you pay N life", "unless you discard a card", "unless you sacrifice ...",
"unless you return ..." (costs the engine would have to pay, not take as paid), "unless any
player pays", "unless its controller pays", X or "for each" in the cost, and an "unless" after
another sentence (it governs only its own sentence).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle import templates_triggered as triggered
from engine.oracle.patterns import Ability, Face, Kind, Template

Action = dict[str, Any]
Effects = tuple[list[Action], list[dict[str, Any]], str]

_UNLESS = re.compile(r"(.+) unless you pay ((?:\{[0-9WUBRGC]\})+)")


def unless_effects(words: str) -> Effects | None:
    """ "sacrifice ~ unless you pay {2}": the effect and the mana that stops it."""
    match = _UNLESS.fullmatch(words)
    if match is None or ". " in match[1] or " unless " in match[1] or \
            match[1].startswith("you may ") or " may " in match[1]:
        return None
    found = triggered.effects(match[1])
    if found is None:
        return None
    actions, targets = found
    if any(a.get(triggered._MAY) for a in actions):
        return None
    return actions, list(targets), match[2]


def _triggered(face: Face, unless_trigger: dict[str, Any], unless_effects: Effects
               ) -> Ability | None:
    actions, targets, cost = unless_effects
    built = triggered.build_triggered(face, unless_trigger, (actions, targets))
    if built is None or built.get("may"):
        return None
    return {**built, "unless_pay": cost}


READERS: dict[str, Callable[[str], Any]] = {
    "unless_trigger": triggered.trigger,
    "unless_effects": unless_effects,
}

TEMPLATES = (
    Template("triggered.unless_pay", "{unless_trigger}, {unless_effects}.", _triggered,
             Kind.PERMANENT),
)
