"""Round 7 of issue 27 (lane spell7): instants' and sorceries' long tail.

"Counter target spell unless its controller pays {3}." (Mana Leak; 701.5a, 118.12a): a
``counter`` action with ``"unless_pay": "{3}"``. "[Do something] unless [a player does
something else]" means "[that player] may [do something else]; if they don't, [do something]"
(118.12a): as the spell resolves, the target spell's controller (not the counter's) chooses
whether to pay (mana costs are taken as paid, as everywhere in the engine); paid, the spell
isn't countered (engine/turn/resolving.py ``_counter``). The target is checked as the spell
resolves (608.2b): a target spell gone from the stack, the counterspell doesn't resolve.

Not read: "{X}" (the X of the counterspell) or "for each ..." in the cost (a varying cost),
"unless its controller pays N life" or "discards their hand" (costs the engine doesn't pay),
and a sentence after it ("That player discards a card."; "Clash with an opponent.").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle import templates_spells as spells
from engine.oracle.patterns import Ability, Face, Kind, Template

# A mana cost of fixed symbols: "{3}", "{1}{U}" (no X, no hybrid).
_MANA = re.compile(r"(?:\{[0-9WUBRGC]\})+")


def _counter_spell(words: str) -> dict[str, Any] | None:
    """ "spell", "noncreature spell", "creature spell": what the target is (on the stack)."""
    return spells._spell_noun(words)


def _counter_cost(words: str) -> str | None:
    return words if _MANA.fullmatch(words) else None


def _counter_unless(face: Face, counter_spell: dict[str, Any], counter_cost: str) -> Ability:
    """701.5a, 118.12a: counter the target spell unless its controller pays the cost."""
    return {"kind": "spell", "targets": [{"object": counter_spell}],
            "effect": [{"do": "counter", "object": "target", "unless_pay": counter_cost}]}


READERS: dict[str, Callable[[str], Any]] = {
    "counter_spell": _counter_spell,
    "counter_cost": _counter_cost,
}

TEMPLATES = (
    Template("spell7.counter_unless_pay",
             "Counter target {counter_spell} unless its controller pays {counter_cost}.",
             _counter_unless, Kind.SPELL),
)
