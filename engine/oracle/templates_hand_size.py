""""You have no maximum hand size." (402.2, 514.1).

Reliquary Tower, Thought Vessel, Spellbook: a ``rule`` ability, ``"doesnt_apply":
"maximum_hand_size"`` with ``"player": "you"`` (engine/abilities/rule_changes.py): while its
source is on the battlefield its controller discards nothing in their cleanup step (514.1).
Not read: "Your maximum hand size is reduced by N" / "increased by N" / "is two" (a changed
maximum), "until your next turn" (a resolved effect's duration), emblems.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template


def _no_maximum(face: Face) -> Ability:
    """402.2: its controller has no maximum hand size."""
    return {"kind": "rule", "doesnt_apply": "maximum_hand_size", "player": "you"}


READERS: dict[str, Callable[[str], Any]] = {}

TEMPLATES = (
    Template("hand_size.no_maximum", "You have no maximum hand size.", _no_maximum,
             Kind.PERMANENT),
)
