""""You have no maximum hand size." (402.2, 514.1).

Reliquary Tower, Thought Vessel, Spellbook: a ``rule`` ability, ``"doesnt_apply":
"maximum_hand_size"`` with ``"player": "you"`` (engine/abilities/rule_changes.py): while its
source is on the battlefield its controller discards nothing in their cleanup step (514.1).
"Your maximum hand size is reduced by three." (Thought Eater) / "increased by two." (Trusted
Advisor): a ``hand_size`` ability, ``"amount": -3`` / ``2``: the changes add up, from seven.
Not read: "Your maximum hand size is two" (a set maximum, whose order with the changes the
rules don't give), another player's, "until your next turn" (a resolved effect's duration),
emblems.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import number


def _no_maximum(face: Face) -> Ability:
    """402.2: its controller has no maximum hand size."""
    return {"kind": "rule", "doesnt_apply": "maximum_hand_size", "player": "you"}


def hand_size_change(words: str) -> int | None:
    """ "reduced by three" (-3), "increased by two" (2)."""
    way, _, amount = words.partition(" by ")
    count = number(amount)
    if way not in ("reduced", "increased") or not isinstance(count, int) or count < 1:
        return None
    return -count if way == "reduced" else count


def _changed(face: Face, hand_size_change: int) -> Ability:
    """402.2: its controller's maximum hand size changed by the amount."""
    return {"kind": "hand_size", "amount": hand_size_change}


READERS: dict[str, Callable[[str], Any]] = {"hand_size_change": hand_size_change}

TEMPLATES = (
    Template("hand_size.no_maximum", "You have no maximum hand size.", _no_maximum,
             Kind.PERMANENT),
    Template("hand_size.changed", "Your maximum hand size is {hand_size_change}.", _changed,
             Kind.PERMANENT),
)
