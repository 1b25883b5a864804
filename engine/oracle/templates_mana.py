"""Round 5 of issue 27: mana abilities with more than "{T}" as their cost, or more than one
mana (605.1a).

"{T}, Sacrifice ~: Add one mana of any color.", "{2}, {T}: Add one mana of any color.",
"{T}, Remove a charge counter from ~: Add one mana of any color.", "{T}: Add {C}{C}.",
"{T}: Add two mana of any one color.", "Sacrifice ~: Add {R}{R}.", "{1}, {T}: Add {R}{W}." (two
colors at once: ``"together": true``) are ``"mana"`` abilities
with their ``cost`` (the words before the colon, 602.1a) and ``amount`` (how many mana of one of
the colors it ``produces``). Mana isn't modelled: the ``activate`` event activates such an
ability (605.3a), paying its cost as an activated ability's (602.2b: {T} taps it, "Sacrifice ~"
sacrifices it, counters are removed; mana symbols are taken as paid), and it resolves at once
without the stack (605.3b), adding mana the engine doesn't track (engine/turn/casting.py).

"{T}: Add {R} or {W}. ~ deals 1 damage to you." (painlands) adds the ``effect`` the ability
performs as it resolves, at once: its source deals the damage to its controller (605.3b).

Not read: another second sentence ("Spend this mana only ...", "Activate only ...", "~ deals 1
damage to you if you don't control an Ogre"), more than two mana of several colors at once
("{W}{U}{B}"), a choice of pairs ("{W}{W}, {W}{U}, or {U}{U}"), hybrid symbols, amounts
that vary ("for each", "equal to"), "any type that a land could produce", "the chosen color".

"Pay N life" in the cost is read ("{T}, Pay 1 life: Add {B}."): the engine pays it as any
activated ability's (119.4: only with at least N life; paying it is losing that life, which
"whenever you lose life" sees).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.abilities.costs import PAY_LIFE
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import cost
from engine.oracle.templates_resolved import _colors_added

_ANY_COLOR = ["W", "U", "B", "R", "G"]
_AMOUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}
_SAME = re.compile(r"(\{([WUBRGC])\})\1+")
# 106.1: two mana of different colors at once ("{R}{W}", "{C}{U}").
_TWO = re.compile(r"\{([WUBRGC])\}\{([WUBRGC])\}")


def _mana_cost(words: str) -> str | None:
    """A cost the engine pays ("Pay N life" too, 119.4; not "Pay {E}" or other payments)."""
    found = cost(words)
    if found is None or any(part.startswith("Pay ") and not PAY_LIFE.fullmatch(part)
                            for part in words.split(", ")):
        return None
    return found


def _mana_added(words: str) -> tuple[list[str], int] | None:
    """ "{G}", "{R} or {W}", "one mana of any color" (1); "{C}{C}" (2 of C); "two mana of any
    one color" (2 of one of W U B R G); "{R}{W}" (two colors at once: amount 0 marks it,
    ``"together"``)."""
    colors = _colors_added(words)
    if colors is not None:
        return colors, 1
    same = _SAME.fullmatch(words)
    if same is not None:
        return [same[2]], len(words) // 3
    both = _TWO.fullmatch(words)
    if both is not None and both[1] != both[2]:
        return [both[1], both[2]], 0
    many = re.fullmatch(r"(two|three|four|five) mana of any one color", words)
    if many is not None:
        return list(_ANY_COLOR), _AMOUNTS[many[1]]
    return None


def _mana(face: Face, mana_cost: str, mana_added: tuple[list[str], int]) -> Ability:
    produces, amount = mana_added
    ability: Ability = {"kind": "mana", "produces": produces}
    if mana_cost != "{T}":
        ability["cost"] = mana_cost
    if amount == 0:
        ability["together"] = True
    elif amount != 1:
        ability["amount"] = amount
    return ability


def _mana_rider(words: str) -> list[dict[str, Any]] | None:
    """ "~ deals 1 damage to you" (a painland's): the source deals the damage to the ability's
    controller as it resolves (605.3b)."""
    match = re.fullmatch(r"~ deals (\d+) damage to you", words)
    if match is None:
        return None
    return [{"do": "damage", "player": "you", "amount": int(match[1])}]


def _mana_with_rider(face: Face, mana_cost: str, mana_added: tuple[list[str], int],
                     mana_rider: list[dict[str, Any]]) -> Ability:
    return {**_mana(face, mana_cost, mana_added), "effect": mana_rider}


READERS: dict[str, Callable[[str], Any]] = {
    "mana_cost": _mana_cost,
    "mana_added": _mana_added,
    "mana_rider": _mana_rider,
}

TEMPLATES = (
    Template("mana.costs", "{mana_cost}: Add {mana_added}.", _mana, Kind.PERMANENT),
    Template("mana.damage_rider", "{mana_cost}: Add {mana_added}. {mana_rider}.",
             _mana_with_rider, Kind.PERMANENT),
)
