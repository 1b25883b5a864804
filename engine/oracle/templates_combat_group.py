"""A static ability of the creatures in combat (506.3): "Attacking creatures you control get
+1/+0.", "Attacking creatures you control have first strike.", "Blocking creatures get +0/+1."

The line without "Attacking" / "Blocking" is read by every template ("Creatures you control get
+1/+0.": a static ability on a filter); the ability is claimed when that is one static ability
on a filter of creatures, with no condition of its own, and gets ``in_combat``: the layers apply
it to those of the filter's creatures that are attacking (blocking) each time they are applied
(engine/characteristics/layers.py)."""

from __future__ import annotations

from collections.abc import Callable

from engine.oracle.patterns import Ability

_PREFIXES = {"Attacking creatures ": "attacking", "Blocking creatures ": "blocking"}


def combat_group_static(words: str, read: Callable[[str], list[Ability] | None]
                        ) -> list[Ability] | None:
    """The static ability of the creatures in combat, or None."""
    for prefix, key in _PREFIXES.items():
        if not words.startswith(prefix):
            continue
        inner = read("Creatures " + words.removeprefix(prefix))
        if inner is None or len(inner) != 1:
            return None
        ability = inner[0]
        affects = ability.get("affects")
        if ability["kind"] != "static" or not isinstance(affects, dict) or affects.get(
                "types") != ["Creature"] or set(ability) - {"kind", "label", "affects",
                                                            "modifications"}:
            return None
        return [{**{k: v for k, v in ability.items() if k != "label"}, "in_combat": key}]
    return None
