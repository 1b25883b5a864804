"""Triggered abilities that gain control of a target (round 7, trig7): Threaten's words on a
trigger ("When ~ enters, gain control of target creature an opponent controls until end of
turn. Untap that creature. It gains haste until end of turn.": Conquering Manticore, Zealous
Conscripts) and for the rest of the game ("When ~ dies, gain control of target creature.":
Keiga, the Tide Star).

Three actions on the one target (115.1, chosen as the ability is put on the stack, 603.3d): a
``modify`` with ``gain_control`` (613.1b, layer 2) lasting until end of turn (611.2a: it ends
in the cleanup step, 514.2) or with no duration (611.2a: for the rest of the game), ``untap``
(701.21) and a ``modify`` granting haste until end of turn (611.2). The stolen permanent is
summoning sick for its new controller (302.6; haste lets it attack anyway). Not read: "for as
long as you control ~" (the engine's duration doesn't yet tell a new object with ~'s id from
~, 400.7), "up to one" or one target per opponent, and a permanent or creature named with
another word after "Untap that".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.templates_triggered import build_triggered, target, trigger

_THREATEN = re.compile(r"gain control of (?P<target>(?:another )?target .+?) until end of "
                       r"turn\. Untap that (?P<noun>creature|permanent)\. It gains haste until "
                       r"end of turn")
_FOREVER = re.compile(r"gain control of (?P<target>target .+)")


def _stolen(words: str) -> tuple[dict[str, Any], str] | None:
    """The target ("target creature an opponent controls") and the duration ("end_of_turn",
    or "" for the rest of the game)."""
    found = _THREATEN.fullmatch(words)
    duration = "end_of_turn"
    if found is None:
        found = _FOREVER.fullmatch(words)
        duration = ""
        if found is None or " until " in words or " for as long as " in words or (
                " and " in found["target"]):
            return None
    spec = target(found["target"])
    if spec is None or "object" not in spec:
        return None
    types = spec["object"].get("types")
    if duration and (found["noun"] == "creature") != (types == ["Creature"]):
        # "Untap that creature" names a creature target; "that permanent" a permanent one.
        return None
    if duration and found["noun"] == "permanent" and types is not None:
        return None
    return spec, duration


def _control(face: Face, control_trigger: dict[str, Any], stolen: tuple[dict[str, Any], str]
             ) -> Ability | None:
    spec, duration = stolen
    control: dict[str, Any] = {"do": "modify", "object": "target",
                               "modifications": [{"op": "gain_control"}]}
    if not duration:
        return build_triggered(face, control_trigger, ([control], [spec]))
    actions = [{**control, "duration": duration}, {"do": "untap", "object": "target"},
               {"do": "modify", "object": "target",
                "modifications": [{"op": "add_abilities", "abilities": ["Haste"]}],
                "duration": duration}]
    return build_triggered(face, control_trigger, (actions, [spec]))


READERS: dict[str, Callable[[str], Any]] = {
    "control_trigger": trigger,
    "stolen": _stolen,
}

TEMPLATES = (
    Template("triggered.gain_control", "{control_trigger}, {stolen}.", _control, Kind.PERMANENT),
)
