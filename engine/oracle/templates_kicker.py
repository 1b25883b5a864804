"""Kicker (702.33a, 702.33d in the current rules; the shipped text's 607.2h links it), the
abilities that read it, and level up (702.87a).

- "Kicker {2}{G}" (702.33a: one mana cost, taken as paid: the cast event's ``"kicked": true``
  pays it): a ``kicker`` ability, on a permanent's face or an instant's or sorcery's. The spell
  is "kicked" (702.33d), and so is the permanent a kicked permanent spell becomes (607.2h).
- "When ~ enters the battlefield, if it was kicked, [effect]." (603.4: an intervening "if",
  checked as it triggers and again as it resolves; 607.2h): the enters trigger the shared
  readers build (templates_triggered), with ``"if": {"kicked": true}``.
- "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it." (614.1c,
  614.12: a replacement of its own entering, ``"if": {"kicked": true}``).
- "Level up {3}{R}" on a creature (702.87a): "{3}{R}: Put a level counter on this permanent.
  Activate only as a sorcery.", an activated ability (engine/turn/casting.py reads the
  sorcery timing from its label).

Not read: a leveler's level boxes ("LEVEL 1-2", "2/3", ...: 107.8 in the shipped text; the
engine has no static ability conditioned on its level counters), nor any ability printed in them
(711.2: the compiler leaves every line from the first level symbol on unread), a kicker cost
that isn't mana ("Kicker—Sacrifice two lands"), two kicker costs ("Kicker {1}{R} and/or {1}{U}":
the engine records one "kicked", not which cost was paid), multikicker (kicked a number of
times), "if it was kicked with its {R} kicker", "for each time it was kicked" and a spell's "If
this spell was kicked, ..." (the engine has no such condition on a spell yet).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import counters_phrase
from engine.oracle.templates_triggered import build_triggered, effects

_MANA_COST = re.compile(r"(\{[0-9WUBRGC]\})+")


def _kicker_cost(words: str) -> str | None:
    """A kicker cost that is one mana cost, no X (107.3: X is chosen for the mana cost)."""
    return words if _MANA_COST.fullmatch(words) else None


def _kicker(face: Face, kicker_cost: str) -> Ability:
    return {"kind": "kicker"}


# 603.6a: "When ~ enters the battlefield": the permanent the kicked spell became (607.2h).
_ENTERS: dict[str, Any] = {"on": "enters", "object": "self"}


def _kicked_enters(face: Face, effects: tuple[list[dict[str, Any]], list[dict[str, Any]]]
                   ) -> Ability | None:
    built = build_triggered(face, dict(_ENTERS), effects)
    if built is None:
        return None
    # 603.4: the intervening "if" comes right after the trigger.
    return {"kind": "triggered", "trigger": built["trigger"], "if": {"kicked": True},
            **{k: v for k, v in built.items() if k not in ("kind", "trigger")}}


def _kicked_counters(face: Face, kicker_counters: tuple[int, str]) -> Ability:
    # 614.1c, 614.12: a replacement of its own entering, applied as the kicked permanent spell
    # becomes the permanent (607.2h).
    amount, kind = kicker_counters
    return {"kind": "replacement", "event": {"type": "enter", "object": "self"},
            "if": {"kicked": True}, "instead": {"counters": {kind: amount}}}


def _level_up(face: Face, level_cost: str) -> Ability | None:
    # 702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent.
    # Activate only as a sorcery." (engine/turn/casting.py reads the sorcery timing from the
    # label). A creature's only: a leveler is a creature card (107.8 in the shipped text).
    if "Creature" not in face.types:
        return None
    return {"kind": "activated", "cost": level_cost,
            "effect": [{"do": "put_counters", "object": "self", "counter": "level",
                        "amount": 1}]}


READERS: dict[str, Callable[[str], Any]] = {
    "kicker_cost": _kicker_cost,
    "kicker_effects": effects,
    "kicker_counters": counters_phrase,
    "level_cost": _kicker_cost,
}

TEMPLATES = (
    Template("kicker.keyword", "Kicker {kicker_cost}", _kicker, Kind.ANY),
    Template("kicker.enters_if_kicked",
             "When ~ enters, if it was kicked, {kicker_effects}.",
             lambda face, kicker_effects: _kicked_enters(face, kicker_effects),
             Kind.PERMANENT),
    Template("level_up", "Level up {level_cost}", _level_up, Kind.PERMANENT),
    Template("kicker.enters_with_counters_if_kicked",
             "If ~ was kicked, it enters with {kicker_counters} on it.", _kicked_counters,
             Kind.PERMANENT),
)
