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

import re
from typing import Any

from engine.oracle.patterns import Face
from engine.oracle.phrases import number

EVENT_PLAYER_WORDS = {"its controller": "it_controller",
                      "that creature's controller": "it_controller",
                      "that land's controller": "it_controller",
                      "that permanent's controller": "it_controller",
                      "that artifact's controller": "it_controller",
                      "defending player": "defending_player"}

# Triggers about a permanent ("it" is the object the event was about: 603.2, 603.6a, 603.10a).
_ABOUT_A_PERMANENT = ("enters", "dies", "leaves", "attacks", "blocks", "becomes_blocked",
                      "attacks_or_blocks", "becomes_tapped", "dealt_damage",
                      "put_into_graveyard", "becomes_target", "becomes_untapped",
                      "attacks_unblocked",
                      # "~ deals combat damage to a creature" (its "object": the creature).
                      "damage")
# 508.5: the events about an attacking creature.
_ABOUT_AN_ATTACKER = ("attacks", "becomes_blocked", "attacks_unblocked")


def that_player_of_the_object(trigger: dict[str, Any], action: dict[str, Any]
                              ) -> dict[str, Any]:
    """ "Whenever a creature an opponent controls dies, that player loses 2 life": "that
    player" is the opponent who controls (controlled) the event's permanent, its controller
    (608.2h); other actions as they are."""
    about = trigger.get("object")
    if action.get("player") == "that_player" and trigger["on"] in _ABOUT_A_PERMANENT and (
            isinstance(about, dict) and about.get("controller") == "opponent"):
        return {**action, "player": "it_controller"}
    return action


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


_DISCARDERS = {**{words: (player, None) for words, player in EVENT_PLAYER_WORDS.items()},
               "that player": ("that_player", None),
               "target player": ("target", {"player": "any"}),
               "target opponent": ("target", {"player": "opponent"})}


def discard_clause(words: str) -> tuple[dict[str, Any], dict[str, Any] | None] | None:
    """ "defending player discards a card", "its controller discards a card", "that player
    discards two cards", "target opponent discards a card": the player discards (701.8a),
    choosing."""
    for player_words, (player, spec) in _DISCARDERS.items():
        what = words.removeprefix(player_words + " discards ")
        if what != words and what in _DISCARDED:
            return {"do": "discard", "player": player, "amount": _DISCARDED[what]}, spec
    return None


# --- counters a player gets (122.1): energy (107.14) and poison (122.1d) ------------------------

_ENERGY = re.compile(r"you get ((?:\{E\})+)")
_POISON = re.compile(r"(?P<who>.+?) gets? (?P<n>a|one|two|three) poison counters?")
_POISONED = {"you": ("you", None), "each opponent": ("each_opponent", None),
             "each player": ("each_player", None),
             "target player": ("target", {"player": "any"}),
             "target opponent": ("target", {"player": "opponent"}),
             "that player": ("that_player", None), **{
                 words: (player, None) for words, player in EVENT_PLAYER_WORDS.items()}}


def player_counters_clause(words: str) -> tuple[dict[str, Any], dict[str, Any] | None] | None:
    """ "you get {E}{E}" (107.14: each {E} is one energy counter), "each opponent gets a poison
    counter", "defending player gets two poison counters": the players get counters (122.1)."""
    energy = _ENERGY.fullmatch(words)
    if energy is not None:
        return {"do": "player_counters", "player": "you", "counter": "energy",
                "amount": energy[1].count("{E}")}, None
    poison = _POISON.fullmatch(words)
    if poison is None or poison["who"] not in _POISONED:
        return None
    amount = number(poison["n"])
    plural = words.endswith("counters")
    # "a poison counter" but "two poison counters"; "you get", "each opponent gets".
    if amount is None or plural != (amount > 1) or (
            (poison["who"] == "you") != (" get " in words)):
        return None
    player, spec = _POISONED[poison["who"]]
    return {"do": "player_counters", "player": player, "counter": "poison",
            "amount": amount}, spec


# --- "enchanted creature", "equipped creature" as an action's object (303.4, 301.5) ------------

# The words, and the subtype of the source that says them (an Aura enchants, Equipment equips).
ATTACHED_WORDS = {"enchanted creature": "Aura", "enchanted permanent": "Aura",
                  "enchanted land": "Aura", "enchanted artifact": "Aura",
                  "equipped creature": "Equipment"}
_ATTACHED = "~attached"
# Events after which the source has left the battlefield (its attachment is over).
_SOURCE_LEFT = ("dies", "leaves", "put_into_graveyard", "sacrifice")


def attached_object(action: dict[str, Any], words: str) -> dict[str, Any]:
    """The action on the permanent the source is attached to (``"object": "attached"``)."""
    return {**action, "object": "attached", _ATTACHED: ATTACHED_WORDS[words]}


def attached_problem(face: Face, trigger: dict[str, Any], action: dict[str, Any]) -> bool:
    """Whether "enchanted creature" / "equipped creature" can't be read on this face: only an
    Aura (303.4) or Equipment (301.5) that isn't a creature says it, and only of a trigger that
    doesn't fire as the source leaves the battlefield (its attachment ends then)."""
    kind = action.get(_ATTACHED)
    if kind is None:
        return False
    return kind not in face.subtypes or "Creature" in face.types or (
        trigger["on"] in _SOURCE_LEFT and trigger.get("object") == "self")


# --- "its power", "that creature's toughness" as an amount (608.2h) ----------------------------

_IT_SIZES = {"its power": "it_power", "its toughness": "it_toughness",
             "that creature's power": "it_power", "that creature's toughness": "it_toughness"}


def it_amount(words: str) -> str | None:
    """ "its power", "that creature's toughness": the power or toughness of the object the
    trigger event was about (``"it_power"``, ``"it_toughness"``; the builder checks there is
    one)."""
    return _IT_SIZES.get(words)


def it_amount_problem(trigger: dict[str, Any], action: dict[str, Any]) -> bool:
    """Whether the action's amount is "its power / toughness" of a trigger about no permanent
    (a player's event, a step, a spell cast)."""
    if action.get("amount") not in ("it_power", "it_toughness"):
        return False
    about = trigger.get("object")
    return trigger["on"] not in _ABOUT_A_PERMANENT or not (
        about == "self" or isinstance(about, dict) or about in ("enchanted", "equipped"))


# --- words only a triggered ability's event gives a meaning to ---------------------------------

_EVENT_PLAYERS = ("it_controller", "defending_player")


def only_where_meant(abilities: list[dict[str, Any]]) -> bool:
    """Whether every action naming the trigger event's object ("its controller", "defending
    player", "its power") or the source's attachment ("enchanted creature") is a triggered
    ability's: the shared clause readers also serve spells and activated abilities (and the
    abilities granted in quotes), whose resolution has no such event, and which this round
    doesn't teach to find what they are attached to."""
    return all(_meant(ability, triggered=False) for ability in abilities)


def _meant(value: Any, *, triggered: bool) -> bool:
    if isinstance(value, list):
        return all(_meant(v, triggered=triggered) for v in value)
    if not isinstance(value, dict):
        return True
    if value.get("kind") is not None and isinstance(value.get("kind"), str):
        triggered = value["kind"] == "triggered"
    if not triggered and "do" in value and (
            value.get("player") in _EVENT_PLAYERS or value.get("object") == "attached"
            or value.get("amount") in ("it_power", "it_toughness")):
        return False
    return all(_meant(v, triggered=triggered) for k, v in value.items() if k != "trigger")
