"""What an Equipment can be attached to (rules 301.5, 702.6, 704.5n), as data.

"Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only
as a sorcery" (702.6a); "Equip [quality] creature" narrows the target. The keyword is read once,
as the card loads, into an :class:`EquipSpec` (its cost, and a selector for what its ability can
target), so no rules code parses English. The equip ability itself is activated, which the
engine doesn't play (602); what it does model is 704.5n: an Equipment attached to something that
isn't a creature, to a player, or that is itself a creature (301.5c) becomes unattached.

A card says it either as the keyword's text, ``"Equip {1}"``, ``"Equip legendary creature {3}"``,
or structured: ``{"kind": "keyword", "keyword": "Equip", "equip": {"cost": "{1}", "to": filter},
"label": "Equip {1}"}``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.abilities.basic import text_field
from engine.abilities.effects import Selector, parse_selector
from engine.abilities.enchant import selector_of_words
from engine.errors import join

PREFIX = "Equip "
# 702.6a: "target creature you control".
CREATURE_YOU_CONTROL = Selector(zones=None, types=("Creature",), controller="you")
_COST = re.compile(r"(?P<words>.*?)\s*(?P<cost>(\{[^{}]+\})+|\d+)?\s*$")


@dataclass(frozen=True, slots=True)
class EquipSpec:
    """702.6a: the equip ability's cost and what it can target (``to``); ``unreadable`` holds
    a quality the word grammar couldn't read (then ``to`` is any creature you control)."""

    cost: str
    to: Selector = CREATURE_YOU_CONTROL
    unreadable: str = ""


def parse_equip_text(label: str) -> EquipSpec | None:
    """The equip ability of an "Equip ..." keyword's text, or None if it isn't one."""
    if label != PREFIX.strip() and not label.startswith(PREFIX):
        return None
    match = _COST.match(label[len(PREFIX):].strip())
    assert match is not None  # the pattern matches every string
    words, cost = match["words"].strip(), match["cost"] or ""
    if not words:
        return EquipSpec(cost)
    # "Equip legendary creature {3}": a creature with that quality, still one you control.
    selector = selector_of_words(words if words.endswith("you control") else f"{words} you control")
    if selector is None or "Creature" not in selector.types:
        return EquipSpec(cost, unreadable=words)
    return EquipSpec(cost, selector)


def parse_equip_field(data: Mapping[str, Any], path: str) -> EquipSpec:
    """The structured ``"equip"`` field of an Equip keyword ability."""
    where = join(path, "equip")
    value = data["equip"]  # its shape was checked against the format's declaration
    cost = text_field(value, "cost", where)
    if "to" not in value:
        return EquipSpec(cost)
    return EquipSpec(cost, parse_selector(value["to"], join(where, "to"), default_zones=None))
