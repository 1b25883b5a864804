"""A transforming double-faced card's "When this creature transforms into ~, [effect]."
(701.28e): ``{"on": "transforms", "object": "self"}``.

701.28e: the ability triggers if the object transforms and has the specified characteristic
(here the name of the face that prints the ability) immediately after. The face that prints it
has the ability only while that face is up, and a triggered ability that doesn't look back
(603.10) triggers on the game after the event: so the ability triggers exactly when the
permanent transforms into this face, never as it transforms out of it. The engine remembers
each transformation (engine.game.perform, ``Happened.TRANSFORMED``). The effect is what the
triggered readers read (templates_sentences's effects, templates_triggered's builder: "it" is
~). The line reads "When ~ transforms into ~" once "this creature" is "~" (engine.oracle.lines).

Not read: "Whenever this creature enters the battlefield or transforms into ~" (two events in
one line), "When equipped creature transforms" and "Whenever a permanent you control transforms
into a non-Human creature" (other objects), "transforms into" with any other name.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle import templates_triggered as triggered
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.templates_sentences import _effects as more_effects

Effects = tuple[list[dict[str, Any]], list[dict[str, Any]]]


def _transforms_into(face: Face, transformed_effects: Effects) -> Ability | None:
    """ "When this creature transforms into ~, [effect]." (701.28e)."""
    if "Creature" not in face.types:
        # "this creature": a creature face (its other face may be anything, 712.4).
        return None
    return triggered.build_triggered(face, {"on": "transforms", "object": "self"},
                                     transformed_effects)


READERS: dict[str, Callable[[str], Any]] = {
    "transformed_effects": more_effects,
}

TEMPLATES = (
    Template("triggered.transforms_into", "When ~ transforms into ~, "
             "{transformed_effects}.", _transforms_into, Kind.PERMANENT),
    Template("triggered.transforms_into", "Whenever ~ transforms into ~, "
             "{transformed_effects}.", _transforms_into, Kind.PERMANENT),
)
