"""Players a triggered ability names through its trigger event's object (round 7, trig7).

"Its controller" / "that creature's controller" (``"player": "it_controller"``): the controller
of the object the trigger event was about, as it is as the ability resolves, or as it last
existed on the battlefield if it has left (608.2h). "Defending player" (``"player":
"defending_player"``): the player the attacking creature the event was about attacks, or
attacked (508.5, 506.2).

The triggered reader (templates_triggered) reads these words as players of its clauses; the
builder keeps them only when the trigger is about such an object (:func:`event_player_problem`).
"""

from __future__ import annotations

from typing import Any

EVENT_PLAYER_WORDS = {"its controller": "it_controller",
                      "that creature's controller": "it_controller",
                      "defending player": "defending_player"}

# Triggers about a permanent ("it" is the object the event was about: 603.2, 603.6a, 603.10a).
_ABOUT_A_PERMANENT = ("enters", "dies", "leaves", "attacks", "blocks", "becomes_blocked",
                      "attacks_or_blocks", "becomes_tapped", "dealt_damage")
# 508.5: the events about an attacking creature.
_ABOUT_AN_ATTACKER = ("attacks", "becomes_blocked")


def event_player_problem(trigger: dict[str, Any], action: dict[str, Any]) -> bool:
    """Whether the action names a player the trigger event can't say: "its controller" needs an
    event about one permanent other than ~ (a filter, or the enchanted or equipped creature);
    "defending player" an event about an attacking creature."""
    player = action.get("player")
    if player == "it_controller":
        about = trigger.get("object")
        return trigger["on"] not in _ABOUT_A_PERMANENT or not (
            isinstance(about, dict) or about in ("enchanted", "equipped"))
    if player == "defending_player":
        return trigger["on"] not in _ABOUT_AN_ATTACKER
    return False


# "Discards a card", "discards two cards" (701.8a: the player chooses which).
_DISCARDED = {"a card": 1, "two cards": 2, "three cards": 3}


def discard_clause(words: str) -> tuple[dict[str, Any], None] | None:
    """ "defending player discards a card", "its controller discards a card", "that player
    discards two cards": the player a trigger event names discards (701.8a), choosing."""
    for player_words, player in (*EVENT_PLAYER_WORDS.items(), ("that player", "that_player")):
        what = words.removeprefix(player_words + " discards ")
        if what != words and what in _DISCARDED:
            return {"do": "discard", "player": player, "amount": _DISCARDED[what]}, None
    return None
