"""Round 6 of issue 27 (lane trig6): triggered abilities that return the card that just left
the battlefield to its owner's hand (or exile it), and attackers sacrificed later.

- "When ~ dies, return it to its owner's hand." and "When ~ is put into a graveyard from the
  battlefield, return ~ to its owner's hand." (Rancor): the trigger is the engine's ``dies``
  or ``put_into_graveyard`` of ``self`` (700.4, 603.6c; it looks back in time, 603.10a), and
  the effect is ``{"do": "return_to_hand", "object": "it"}``: the object the event was about.
  An ability that triggers on a zone change finds the new object the card became in the
  public zone it went to (400.7d); if that card has left the graveyard since (a new object
  again, 400.7), the engine's ``it`` finds nothing and the action does nothing. A token put
  into a graveyard ceases to exist there (704.5d, 111.7), so there is nothing to return.
  "When ~ dies, exile it." (Cyclopean Mummy) is ``{"do": "exile", "object": "it"}`` the same
  way: the card in the graveyard is exiled.

- "When ~ attacks [or blocks], sacrifice it at end of combat / at the beginning of the next end
  step." (Keldon Battlewagon, Mardu Blazebringer): the triggered ability creates a delayed
  triggered ability (603.7a) about ~ as it attacked or blocked, ``{"do": "delayed", "at":
  "end_of_combat" | "next_end_step", "object": "it", "effect": [{"do": "sacrifice", "object":
  "it"}]}`` ("it": the attacker or blocker the event was about, ~ itself, found only while it is
  still that object: not ~ blinked by another ability before this one resolves, 400.7; audit
  round 6): at the beginning of the next end of combat step (511.2) or end step (513.1) its
  controller sacrifices ~ if it is still that permanent (603.7c, 400.7) and they still control
  it (701.17a).

Not read: "return it to your hand" (a card goes to its owner's hand, 400.3: "your" adds
nothing only while you own it), "return it to the battlefield ..." (face down, transformed,
at the beginning of the next end step: other effects), and the triggers of other objects
("Whenever a creature is put into your graveyard from the battlefield, return it ...").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.templates_triggered import trigger

# The trigger condition, exactly, and the words that name the card that left.
_LEFT_TO_GRAVEYARD: dict[str, tuple[dict[str, Any], str]] = {
    "When ~ dies": ({"on": "dies", "object": "self"}, "it"),
    "When ~ is put into a graveyard from the battlefield": (
        {"on": "put_into_graveyard", "object": "self"}, "~"),
}


def returned_card(words: str) -> tuple[str, str] | None:
    """ "return it to its owner's hand" / "return ~ to its owner's hand" / "exile it": the
    action and the pronoun."""
    if words.startswith("exile "):
        found = words.removeprefix("exile ")
        return ("exile", found) if found in ("it", "~") else None
    prefix, suffix = "return ", " to its owner's hand"
    if not (words.startswith(prefix) and words.endswith(suffix)):
        return None
    found = words.removeprefix(prefix).removesuffix(suffix)
    return ("return_to_hand", found) if found in ("it", "~") else None


def _return_dead(face: Face, left_condition: str, returned_card: tuple[str, str]
                 ) -> Ability | None:
    do, pronoun = returned_card
    expected = _LEFT_TO_GRAVEYARD.get(left_condition)
    if expected is None or expected[1] != pronoun:
        return None
    event, _ = expected
    if trigger(left_condition) != event:
        return None
    if event["on"] == "dies" and "Creature" not in face.types:
        # 700.4: only a creature dies.
        return None
    return {"kind": "triggered", "trigger": dict(event),
            "effect": [{"do": do, "object": "it"}]}


# "sacrifice it" later: when the delayed ability triggers (603.7).
_LATER = {"sacrifice it at end of combat": "end_of_combat",
          "sacrifice it at the beginning of the next end step": "next_end_step"}
_COMBAT_CONDITIONS = frozenset(f"{when} ~ {event}" for when in ("When", "Whenever")
                               for event in ("attacks", "attacks or blocks"))


def _sacrifice_later(face: Face, combat_condition: str, later: str) -> Ability | None:
    event = trigger(combat_condition)
    if event not in ({"on": "attacks", "object": "self"},
                     {"on": "attacks_or_blocks", "object": "self"}):
        return None
    if "Creature" not in face.types:
        # Only a creature attacks or blocks (508.1a, 509.1a).
        return None
    return {"kind": "triggered", "trigger": event,
            "effect": [{"do": "delayed", "at": _LATER[later], "object": "it",
                        "effect": [{"do": "sacrifice", "object": "it"}]}]}


READERS: dict[str, Callable[[str], Any]] = {
    "left_condition": lambda words: words if words in _LEFT_TO_GRAVEYARD else None,
    "returned_card": returned_card,
    "combat_condition": lambda words: words if words in _COMBAT_CONDITIONS else None,
    "later": lambda words: words if words in _LATER else None,
}

TEMPLATES = (
    Template("triggered.return_left_card", "{left_condition}, {returned_card}.", _return_dead,
             Kind.PERMANENT),
    Template("triggered.sacrifice_later", "{combat_condition}, {later}.", _sacrifice_later,
             Kind.PERMANENT),
)
