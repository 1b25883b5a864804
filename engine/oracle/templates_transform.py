"""Transforming double-faced cards (701.28a, 712) and werewolves' intervening "if" (603.4).

- "transform ~" (701.28a): ``{"do": "transform", "object": "self"}``, a clause the shared
  readers (templates_triggered's ``_CLAUSES``) read in triggered and activated abilities:
  "{4}{G}: Transform ~.", "At the beginning of your upkeep, if you control four or more
  creatures, transform ~." The engine turns the permanent over (engine.game.perform): the same
  object (712.18), its back face's characteristics (712.8); nothing happens to a permanent
  that isn't a transforming double-faced card (701.28c), and an ability of the permanent
  transforms it only if it hasn't transformed since the ability was put on the stack
  (701.28f).
- The werewolves' conditions (603.4, checked as the ability triggers and as it resolves):
  "if no spells were cast last turn" ``{"no_spells_cast_last_turn": true}`` and "if a player
  cast two or more spells last turn" ``{"a_player_cast_last_turn_at_least": 2}``: the players'
  ``spells_cast_last_turn``, which the engine rolls over from each turn's ``cast`` events
  (templates_intervening's reader of the condition).

- Flip cards' ki-counter trigger: templates_flip.

Not read: "transform it" / "transform that creature" after another clause (which object "it"
is), "transform target ...", "Transform all Humans" (a group, and 701.28c: copies), "return it
to the battlefield transformed" (entering transformed is not modelled), "When this creature
transforms into ~" (no transform trigger), flip cards' other lines ("If you
control ten or more creatures, flip ~.", "Whenever the fourth spell of a turn is cast, flip ~.").
"""

from __future__ import annotations

from typing import Any

Action = dict[str, Any]


def transform_clause(words: str) -> tuple[Action, None] | None:
    """ "transform ~" (701.28a): the ability's own source, as the ability knew it."""
    if words == "transform ~":
        return {"do": "transform", "object": "self"}, None
    return None


# 603.4: the words after "if", and the condition they are.
_CONDITIONS: dict[str, dict[str, Any]] = {
    "no spells were cast last turn": {"no_spells_cast_last_turn": True},
    "a player cast two or more spells last turn": {"a_player_cast_last_turn_at_least": 2},
}


def werewolf_condition(words: str) -> dict[str, Any] | None:
    """ "no spells were cast last turn", "a player cast two or more spells last turn"."""
    found = _CONDITIONS.get(words)
    return dict(found) if found is not None else None

