"""Round 7 of issue 27 (lane cant8): "can't block / can't be blocked this turn" on permanents.

"{1}{R}: Target creature can't block this turn.", "{T}: Target creature can't be blocked this
turn.", "{C}, {T}: Target creature can't attack or block this turn." (508.1c, 509.1b, 611.2a,
602.1a): an ``activated`` ability with its ``cost`` and ``cant`` (``attack``, ``block``,
``be_blocked``), ``"duration": "end_of_turn"`` ("this turn" ends in the cleanup step, 514.2).
Its target is chosen as it is activated (602.2b, 601.2c) and checked as it resolves (608.2b:
an illegal target, it does nothing); the restriction is then on that object while it stays
the same object (400.7: engine.game.zones.forget drops a creature that left the battlefield).
The subject is read by templates_spell_target's reader (``_cant_subject``): "target creature"
with the shared target reader's qualities ("you control", "with power 2 or less", "Merfolk"),
or a described group of creatures ("Creatures your opponents control"), matched whenever
blocks (attacks) are declared that turn, not locked as it resolved (611.2c locks only the
objects of an effect that changes characteristics or control; engine/turn/combat.py
``_resolved_cant``).

"{2}{U}: ~ can't be blocked this turn." (602.1, 611.2a): on its source, a creature, as it is
when the ability resolves: if it has left the battlefield by then, the effect does nothing;
if it leaves later, the card it becomes isn't restricted (400.7).

Not read: "can't block ~ this turn" / "can't be blocked ... except by ..." (a restriction
about one other creature), "attacks this turn if able" (a requirement, 508.1d), "up to N
target creatures", loyalty abilities (606), Channel's and Forecast's costs (from a hand), a
source that isn't a creature.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle import templates_spell_target as spell_target
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import cost


def _activated_cant(face: Face, cant_cost: str, cant_subject: tuple[str, dict[str, Any]],
                    cant_what: list[str]) -> Ability:
    """ "{1}{R}: Target creature can't block this turn." / "...: Creatures your opponents
    control can't block this turn." """
    found = spell_target._restriction(cant_subject, cant_what)
    return {**found, "kind": "activated", "cost": cant_cost}


def _activated_self_cant(face: Face, cant_cost: str, cant_what: list[str]) -> Ability | None:
    """ "{2}{U}: ~ can't be blocked this turn.": on its source, a creature (400.7)."""
    if "Creature" not in face.types:
        return None
    return {"kind": "activated", "cost": cant_cost, "affects": "self", "cant": cant_what,
            "duration": "end_of_turn"}


READERS: dict[str, Callable[[str], Any]] = {
    "cant_cost": cost,
    "cant_subject": spell_target._cant_subject,
    "cant_what": spell_target._cant_what,
}

TEMPLATES = (
    Template("activated_cant.activated_cant",
             "{cant_cost}: {cant_subject} can't {cant_what} this turn.", _activated_cant,
             Kind.PERMANENT),
    Template("activated_cant.activated_self_cant", "{cant_cost}: ~ can't {cant_what} this turn.",
             _activated_self_cant, Kind.PERMANENT),
)
