"""Round 7 of issue 27, casting costs: a permanent's static ability that changes the total
cost of spells (601.2f), ``{"kind": "cost_change"}`` (engine/turn/convoke.py applies it as a
spell is cast: the trace shows the total cost; mana is taken as paid, so it limits what
convoke, improvise and delve pay).

- "Noncreature spells cost {1} more to cast." (every player's spells: ``"caster": "any"``)
- "Instant and sorcery spells you cast cost {1} less to cast." (``"you"``)
- "Spells your opponents cast cost {1} more to cast." (``"opponent"``)

The spells are read by the cast triggers' spell reader (templates_triggered.spell_filter):
"noncreature", "instant and sorcery" (a spell that is either), a color, a type, a subtype
("Dragon spells"). One generic mana symbol only.

Not read: a cost change "for each" something, "if" or "as long as" something, on spells with
a target ("that target you"), on abilities ("Activated abilities cost {1} more to activate"),
colored or X mana, "the first ... each turn", and a spell's own "This spell costs {1} less".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.templates_triggered import spell_filter

_GENERIC = re.compile(r"\{([1-9])\}")
# Who casts the spells it changes: the words after "spells".
_CASTERS = {"": "any", " you cast": "you", " your opponents cast": "opponent"}


def _spells(words: str) -> tuple[dict[str, Any], str] | None:
    """ "Noncreature spells", "Instant and sorcery spells you cast", "Spells your opponents
    cast": the spells' filter and who casts them."""
    for tail, caster in _CASTERS.items():
        if not words.endswith(" spells" + tail) and words != "Spells" + tail:
            continue
        adjectives = words.removesuffix(tail).removesuffix("spells").removesuffix("Spells")
        adjectives = adjectives.strip()
        if not adjectives:
            return {}, caster
        if " and " in adjectives:
            # "Instant and sorcery spells": spells that are either (the cast readers' "or").
            adjectives = adjectives.replace(" and ", " or ")
        for written in (adjectives[:1].lower() + adjectives[1:], adjectives):
            found = spell_filter(f"a {written} spell")
            if found is not None and found:
                return found, caster
        return None
    return None


def _amount(words: str) -> int | None:
    match = _GENERIC.fullmatch(words)
    return int(match[1]) if match is not None else None


def _change(face: Face, cost_spells: tuple[dict[str, Any], str], cost_amount: int,
            more: bool) -> Ability:
    spells, caster = cost_spells
    return {"kind": "cost_change", "spells": spells, "caster": caster, "amount": cost_amount,
            "change": "more" if more else "less"}


READERS: dict[str, Callable[[str], Any]] = {
    "cost_spells": _spells,
    "cost_amount": _amount,
}

TEMPLATES = (
    Template("cost_change.cost_more", "{cost_spells} cost {cost_amount} more to cast.",
             lambda face, cost_spells, cost_amount: _change(face, cost_spells, cost_amount,
                                                            True), Kind.PERMANENT),
    Template("cost_change.cost_less", "{cost_spells} cost {cost_amount} less to cast.",
             lambda face, cost_spells, cost_amount: _change(face, cost_spells, cost_amount,
                                                            False), Kind.PERMANENT),
)
