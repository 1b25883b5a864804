"""Requirements (508.1d): what permanents must do if able.

A ``"requirement"`` ability says that the creatures it affects (the source itself by default,
the permanent it is attached to with ``"affects": "enchanted"`` / ``"equipped"``, or every
permanent a filter matches) must do something if able: ``"attack_each_combat"`` ("~ attacks
each combat if able"). engine/turn/combat.py checks it as attackers are declared: a creature
under a requirement that could attack (untapped, under the active player's control since the
turn began or with haste, no defender, no "can't attack" effect) must be declared (508.1d).
Attacking costs (508.1d, 508.1g) aren't modelled, so no requirement is ever excused by one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.abilities.basic import check_fields, text_field
from engine.abilities.effects import Selector, parse_selector
from engine.errors import ScenarioError, join
from engine.format.cards import REQUIREMENTS
from engine.state.objects import Ability


@dataclass(frozen=True, slots=True)
class RequirementSpec:
    """What the affected permanents must do if able (each entry of REQUIREMENTS), and which."""

    what: tuple[str, ...]
    affects: Selector | None = None


def parse_requirement(data: Mapping[str, Any], path: str) -> Ability:
    """Parse a ``"requirement"`` ability (see the module doc)."""
    check_fields(data, path, {"kind", "label", "what", "affects"})
    what = data.get("what")
    if not isinstance(what, list) or not what:
        raise ScenarioError(join(path, "what"), f"expected a list of: {', '.join(REQUIREMENTS)}")
    for i, item in enumerate(what):
        if item not in REQUIREMENTS:
            raise ScenarioError(join(join(path, "what"), i),
                                f"expected one of {', '.join(REQUIREMENTS)}")
    affects = parse_selector(data["affects"], join(path, "affects")) if "affects" in data else None
    return Ability("requirement", text_field(data, "label", path),
                   RequirementSpec(tuple(what), affects))
