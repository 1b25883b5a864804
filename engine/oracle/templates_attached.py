"""An Aura's or Equipment's activated ability on the creature it is attached to: "{R}: Enchanted
creature gets +1/+0 until end of turn.", "{U}: Enchanted creature gains flying until end of
turn.", "{2}: Equipped creature gains hexproof until end of turn." (303.4, 301.5).

The rest of the line is read by every template as the same ability of ~ would be ("{R}: ~ gets
+1/+0 until end of turn.": an activated ability's continuous effect on its source), and its
``affects`` becomes ``"enchanted"`` / ``"equipped"``: engine/turn/resolving.py fixes it, as the
ability resolves, on the creature the source is attached to then (611.2c), or was attached to as
it last existed on the battlefield (608.2h: "Sacrifice ~: Enchanted creature gets +3/+3 until
end of turn."). "Enchanted creature" is an Aura's, "equipped creature" an Equipment's, on a
face that isn't a creature itself (a Licid or a Reconfigure creature is left)."""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.oracle.patterns import Ability, Face

_LINE = re.compile(r"^(?P<cost>[^:\"]+): (?P<who>Enchanted|Equipped) creature "
                   r"(?P<rest>(?:gets|gains) [^.\"]+ until end of turn\.)$")
_HOLDERS = {"Enchanted": ("Aura", "enchanted"), "Equipped": ("Equipment", "equipped")}


def attached_activated(words: str, face: Face,
                       read: Callable[[str], list[Ability] | None]) -> list[Ability] | None:
    """The activated ability on the creature ~ is attached to, or None."""
    found = _LINE.fullmatch(words)
    if found is None:
        return None
    subtype, ref = _HOLDERS[found["who"]]
    if subtype not in face.subtypes or "Creature" in face.types:
        return None
    inner = read(f"{found['cost']}: ~ {found['rest']}")
    if inner is None or len(inner) != 1:
        return None
    ability = inner[0]
    if ability["kind"] != "activated" or ability.get("affects") != "self" or (
            "modifications" not in ability) or ability.get("targets") or (
            ability.get("duration") != "end_of_turn"):
        return None
    return [{**{k: v for k, v in ability.items() if k not in ("label", "cost")},
             "cost": "", "affects": ref}]
