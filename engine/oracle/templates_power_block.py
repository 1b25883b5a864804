"""A blocking restriction that compares powers (509.1b): "Creatures with power less than ~'s
power can't block it." — a ``cant`` "be_blocked" on ~ by creatures (``by``) whose power is less
than ~'s as the block is declared (``by_power_below_its``, checked by engine/turn/combat.py).
Only on a creature face ("it" is ~ itself)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template


def _below(face: Face) -> Ability | None:
    if "Creature" not in face.types:
        return None
    return {"kind": "cant", "what": ["be_blocked"], "by": {"types": ["Creature"]},
            "by_power_below_its": True}


READERS: dict[str, Callable[[str], Any]] = {}

TEMPLATES = (
    Template("cant.blocked_by_less_power",
             "Creatures with power less than ~'s power can't block it.", _below, Kind.PERMANENT),
    Template("cant.blocked_by_less_power_self",
             "Creatures with power less than ~'s power can't block ~.", _below, Kind.PERMANENT),
)
