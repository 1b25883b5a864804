"""Face-down permanents' keywords (702.37a, 702.37b; engine/turn/facedown.py plays them).

- "Morph {2}{G}" (702.37a: the card may be cast face down as a 2/2 creature with no text, no
  name, no subtypes and no mana cost for {3}; the face-down permanent may be turned face up any
  time its controller has priority by paying the morph cost, a special action, 702.37e,
  116.2b): a ``morph`` ability with that cost (the cast event's ``"face_down": true``; the
  ``turn_face_up`` event).
- "Megamorph {4}{G}" (702.37b: the same, and a +1/+1 counter is put on it as it is turned face
  up by paying its megamorph cost): a ``morph`` ability with ``"megamorph": true``.

"When ~ is turned face up, [effect]." is read by the shared triggered template
(engine/oracle/trigger_events.py: ``"on": "turned_face_up"``).

Not read: a morph cost that isn't only mana ("Morph—Reveal a white card.", "Morph—Pay 5
life.", "Morph—Discard a card.": the turn_face_up event pays only mana, taken as paid) or has X
(other abilities may refer to the X chosen as it was turned face up, which the event doesn't
take); manifest, which the engine doesn't do.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template

# A morph cost the turn_face_up event pays: mana symbols, hybrid ones too (mana is taken as
# paid); no X and no Phyrexian mana (which may be paid with life).
_MORPH_COST = re.compile(r"(\{(?:[0-9]+|[WUBRGC]|[WUBRGC2]/[WUBRG])\})+")


def _morph_cost(words: str) -> str | None:
    return words if _MORPH_COST.fullmatch(words) else None


def _morph(face: Face, morph_cost: str) -> Ability:
    return {"kind": "morph", "cost": morph_cost}


def _megamorph(face: Face, morph_cost: str) -> Ability:
    return {"kind": "morph", "cost": morph_cost, "megamorph": True}


READERS: dict[str, Callable[[str], Any]] = {
    "morph_cost": _morph_cost,
}

TEMPLATES = (
    Template("facedown.morph", "Morph {morph_cost}", _morph, Kind.PERMANENT),
    Template("facedown.megamorph", "Megamorph {morph_cost}", _megamorph, Kind.PERMANENT),
)
