"""Kicker (702.33 in the current rules; the shipped text's 607.2h links it) and the abilities
that read it.

- "Kicker {2}{G}" (702.33a: one mana cost, taken as paid: the cast event's ``"kicked": true``
  pays it): a ``kicker`` ability, on a permanent's face or an instant's or sorcery's. The spell
  is "kicked" (702.33d), and so is the permanent a kicked permanent spell becomes (607.2h).
- "When ~ enters the battlefield, if it was kicked, [effect]." (603.4: an intervening "if",
  checked as it triggers and again as it resolves; 607.2h): the enters trigger the shared
  readers build (templates_triggered), with ``"if": {"kicked": true}``.

Not read: a kicker cost that isn't mana ("Kicker—Sacrifice two lands"), two kicker costs
("Kicker {1}{R} and/or {1}{U}", 702.33b, 702.33f: the engine records one "kicked", not which),
multikicker (702.33c: kicked a number of times), "if it was kicked with its {R} kicker",
"for each time it was kicked", "If ~ was kicked, it enters the battlefield with ..." and a
spell's "If this spell was kicked, ..." (the engine has no such conditions yet).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template
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


READERS: dict[str, Callable[[str], Any]] = {
    "kicker_cost": _kicker_cost,
    "kicker_effects": effects,
}

TEMPLATES = (
    Template("kicker.keyword", "Kicker {kicker_cost}", _kicker, Kind.ANY),
    Template("kicker.enters_if_kicked",
             "When ~ enters, if it was kicked, {kicker_effects}.",
             lambda face, kicker_effects: _kicked_enters(face, kicker_effects),
             Kind.PERMANENT),
)
