"""Transforming double-faced cards (701.28a, 712) and werewolves' intervening "if" (603.4).

- "transform ~" (701.28a): ``{"do": "transform", "object": "self"}``, a clause the shared
  readers (templates_triggered's ``_CLAUSES``) read in triggered and activated abilities, and
  "flip ~" (710.2) ``{"do": "flip", "object": "self"}``; "transform it" / "flip it" too where
  "it" is ~ ("Whenever ~ deals damage to an opponent, flip it.": the builder checks the
  trigger is about ~, as for "tap it"; in an activated ability "it" is a target, refused):
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

from collections.abc import Callable
from typing import Any

Action = dict[str, Any]


OnWhat = Callable[[Action, str], "tuple[Action, Any] | None"]


def transform_clause(on_what: OnWhat) -> Callable[[str], tuple[Action, Any] | None]:
    """ "transform ~" (701.28a), "flip ~" (710.2), and "transform it" / "flip it" where "it" is
    ~ (the trigger is about ~: the builder checks, as for "tap it"): the ability's own source,
    as the ability knew it. Any other object is refused (the engine transforms only "self")."""

    def read(words: str) -> tuple[Action, Any] | None:
        verb, _, rest = words.partition(" ")
        if verb not in ("transform", "flip") or rest not in ("~", "it"):
            return None
        found = on_what({"do": verb}, rest)
        if found is None or found[0].get("object") != "self" or found[1] is not None:
            return None
        return found

    return read


# 603.4: the words after "if", and the condition they are.
_CONDITIONS: dict[str, dict[str, Any]] = {
    "no spells were cast last turn": {"no_spells_cast_last_turn": True},
    "a player cast two or more spells last turn": {"a_player_cast_last_turn_at_least": 2},
    # Branded Howler's Oracle text as it read in 2020 ("casts"): the same condition.
    "a player casts two or more spells last turn": {"a_player_cast_last_turn_at_least": 2},
}


def werewolf_condition(words: str) -> dict[str, Any] | None:
    """ "no spells were cast last turn", "a player cast two or more spells last turn"."""
    found = _CONDITIONS.get(words)
    return dict(found) if found is not None else None

