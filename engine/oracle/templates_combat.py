"""Combat lines (506-511): its triggers, "can't block" and blocking several creatures.

* "Whenever ~ attacks, ..." (508.1m, 508.3a), "Whenever ~ blocks, ..." (509.1i, 509.5a),
  "Whenever ~ becomes blocked, ..." (509.5c): triggers on the creature itself
  (``{"on": "attacks"|"blocks"|"becomes_blocked", "object": "self"}``); "At the beginning of
  combat on your turn, ..." (507) and "At end of combat, ..." (511.2): ``beginning_of`` the step.
  The effect is read as any triggered ability's (engine/oracle/templates_triggered.py).
* "Whenever ~ deals combat damage to a player, put a +1/+1 counter on it." (510.3a): "it" is
  the creature itself.
* "~ can't block." (509.1b): a "can't" ability of its own.
* "~ can block an additional creature each combat." and "~ can block any number of
  creatures." (509.1a): ``block_additional``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle import templates_triggered
from engine.oracle.patterns import Ability, Face, Kind, Template

Trigger = dict[str, Any]

_SELF_EVENTS = {"attacks": "attacks", "blocks": "blocks", "becomes blocked": "becomes_blocked"}
_STEPS = {"At the beginning of combat on your turn": {"on": "beginning_of", "step": "combat",
                                                      "player": "you"},
          "At end of combat": {"on": "beginning_of", "step": "end_of_combat"}}


def combat_trigger(words: str) -> Trigger | None:
    """The trigger condition of a combat trigger (before the comma)."""
    if words in _STEPS:
        return dict(_STEPS[words])
    for event, on in _SELF_EVENTS.items():
        if words == f"Whenever ~ {event}":
            return {"on": on, "object": "self"}
    return None


def _triggered(face: Face, combat_trigger: Trigger,
               effects: tuple[list[dict[str, Any]], list[dict[str, Any]]]) -> Ability | None:
    if "Creature" not in face.types and combat_trigger.get("object") == "self":
        return None
    return templates_triggered.build_triggered(face, combat_trigger, effects)


def _cant_block(face: Face) -> Ability | None:
    return {"kind": "cant", "what": ["block"]} if "Creature" in face.types else None


def _block_additional(count: int | str) -> Callable[[Face], Ability | None]:
    def build(face: Face) -> Ability | None:
        if "Creature" not in face.types:
            return None
        return {"kind": "block_additional", "count": count}
    return build


def _counter_on_itself(face: Face) -> Ability | None:
    """ "it" is the creature that dealt the damage: the ability's source (Slith Firewalker)."""
    if "Creature" not in face.types:
        return None
    return {"kind": "triggered",
            "trigger": {"on": "damage", "source": "self", "player": "any", "combat": True},
            "effect": [{"do": "put_counters", "object": "self", "counter": "+1/+1",
                        "amount": 1}]}


READERS: dict[str, Callable[[str], Any]] = {
    "combat_trigger": combat_trigger,
    "effects": templates_triggered.effects,
}

TEMPLATES = (
    Template("combat.triggered", "{combat_trigger}, {effects}.", _triggered, Kind.PERMANENT),
    Template("combat.counter_on_itself", "Whenever ~ deals combat damage to a player, put a "
             "+1/+1 counter on it.", _counter_on_itself, Kind.PERMANENT),
    Template("combat.cant_block", "~ can't block.", _cant_block, Kind.PERMANENT),
    Template("combat.block_additional", "~ can block an additional creature each combat.",
             _block_additional(1), Kind.PERMANENT),
    Template("combat.block_any", "~ can block any number of creatures.",
             _block_additional("any"), Kind.PERMANENT),
)
