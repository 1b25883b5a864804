"""Exile linked to its source (607.2a, 610.3): Oblivion Ring's pair and Banisher Priest's one
ability.

- "When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's
  control." (and "the exiled cards ... under their owner's / owners' control"): a
  leaves-the-battlefield trigger (603.6c, 603.10a: it looks back) whose effect is
  ``{"do": "return_exiled"}``: the cards the abilities of that very permanent exiled while it
  was on the battlefield (607.2a: "the exiled card" is only a card its linked ability exiled;
  the engine records every card a triggered ability of a permanent exiles, with the
  permanent's and the card's timestamps, 400.7), each still that card in exile, to the
  battlefield under its owner's control. Oblivion Ring that leaves before its own enters
  ability resolves: the leaves ability returns nothing, then the enters ability exiles the
  card for good (the exile is no longer linked to a permanent on the battlefield).
  The engine records a triggered or activated ability's exiles (a spell's source is no
  permanent). "return all cards exiled with it to the battlefield under their owners'
  control" (Admonition Angel, Helvault) is the same.
- "When ~ leaves the battlefield, return the exiled card to its owner's hand." (Tidehollow
  Sculler; "the exiled cards to their owner's hand", "to their owners' hands"; and "When ~ is
  put into a graveyard from the battlefield, ..."): the same with ``"to": "hand"``. Their
  enters abilities (a card chosen from a revealed hand, a hand exiled) are unread; a scenario
  gives what they exiled with the object's ``exiled``.
- "[When ~ enters the battlefield / Whenever ~ attacks], [you may] exile [one target] until ~
  leaves the battlefield." (610.3): the one ``exile`` on ``target`` with ``"until":
  "source_leaves"``: exiled only if its source is still the permanent that triggered it
  (610.3a in the shipped text; 610.3b in the current rules), and returned under its owner's
  control as soon as the source leaves the battlefield (610.3, 610.3b shipped / 610.3c
  current), no trigger and no stack. The reminder "(That creature returns under its owner's
  control.)" is the compiler's reminder text.

- "[trigger], exile [one target]. Return that card (it) to the battlefield under its owner's
  control at the beginning of the next end step." (Flickerwisp; 603.7a): the exile, then
  ``{"do": "delayed", "at": "next_end_step", "object": "target", "effect": [{"do":
  "return_to_battlefield", "object": "it"}]}``, as the scripted Flickerwisp: the delayed
  ability refers to the card in exile as it was when the ability was created (603.7c: one that
  has left exile since, a new object, and a token, which ceased to exist, don't return).

- "[trigger], [you may] exile [one target], then return that card to the battlefield under its
  owner's / your control." (Felidar Guardian, Restoration Angel): ``exile`` then
  ``return_to_battlefield`` of the target (``under_your_control``), as the spells' reading.

Not read: "exile up to one target ... for each ..." (Quarantine Field, Grasp of Fate: several
targets), exiles of several objects at once until ~ leaves (Deputy of Detention, Aligned Hedron
Network: 610.3c of the current rules makes their returns simultaneous, which the engine's one
at a time isn't exactly), "You may cast that card for as long as it remains exiled" (Hostage
Taker), "you may exile ...
Return that card" (the "may" and the return), returns "under your control" or "with a counter",
and an instant's or sorcery's exile and return (a spell's delayed ability about an object isn't
modelled).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.templates_triggered import build_triggered, effects, trigger

# 607.2a: the words that name the cards the linked ability exiled, to the battlefield.
_RETURNS = frozenset((
    "return the exiled card to the battlefield under its owner's control",
    "return the exiled cards to the battlefield under their owner's control",
    "return the exiled cards to the battlefield under their owners' control",
    # 607.2a: "cards exiled with [this object]" are those its linked ability exiled.
    *(f"return all cards exiled with {it} to the battlefield under their {owners} control"
      for it in ("it", "~") for owners in ("owner's", "owners'")),
))


# ... or to a hand (400.3: its owner's).
_RETURNS_TO_HAND = frozenset((
    "return the exiled card to its owner's hand",
    "return the exiled cards to their owner's hand",
    "return the exiled cards to their owners' hands",
))
# 603.6c, 603.10a: its source leaving the battlefield (or put into a graveyard from it).
_LINKED_TRIGGERS = ({"on": "leaves", "object": "self"},
                    {"on": "put_into_graveyard", "object": "self"})


def _return_exiled(face: Face, linked_trigger: dict[str, Any], linked_return: str
                   ) -> Ability | None:
    if linked_trigger not in _LINKED_TRIGGERS or not face.is_permanent:
        return None
    action: dict[str, Any] = {"do": "return_exiled"}
    if linked_return in _RETURNS_TO_HAND:
        action["to"] = "hand"
    return {"kind": "triggered", "trigger": dict(linked_trigger), "effect": [action]}


# The triggers an "until ~ leaves" exile is read with: its source on the battlefield as it
# triggers (610.3a: the exile happens only while it is still there).
_UNTIL_TRIGGERS = ({"on": "enters", "object": "self"}, {"on": "attacks", "object": "self"})


def _exile_until(face: Face, until_trigger: dict[str, Any],
                 until_effects: tuple[list[dict[str, Any]], list[dict[str, Any]]]
                 ) -> Ability | None:
    if until_trigger not in _UNTIL_TRIGGERS or not face.is_permanent:
        return None
    if until_trigger["on"] == "attacks" and "Creature" not in face.types:
        # Only a creature attacks (508.1a).
        return None
    actions, targets = until_effects
    if len(actions) != 1 or len(targets) != 1 or targets[0].get("up_to"):
        return None
    action = dict(actions[0])
    may = bool(action.pop("~may", False))
    if action != {"do": "exile", "object": "target"}:
        return None
    built: Ability = {"kind": "triggered", "trigger": dict(until_trigger),
                      "targets": [dict(targets[0])],
                      "effect": [{"do": "exile", "object": "target", "until": "source_leaves"}]}
    if may:
        built["may"] = True
    return built


# 603.7a: "Return that card" / "Return it": the card the one exile sentence before it exiled.
_LATER_RETURNS = frozenset(
    f"Return {card} to the battlefield under its owner's control at the beginning of the next "
    "end step" for card in ("that card", "it"))


def _flicker_later(face: Face, flicker_trigger: dict[str, Any],
                   flicker_effects: tuple[list[dict[str, Any]], list[dict[str, Any]]],
                   later_return: str) -> Ability | None:
    """ "[trigger], exile [one target]. Return that card to the battlefield under its owner's
    control at the beginning of the next end step." (Flickerwisp, 603.7a): the exile, then a
    delayed ability about the card in exile (603.7c: if it has left exile since, a new
    object, it doesn't return; a token exiled ceased to exist, 704.5d)."""
    actions, targets = flicker_effects
    if len(actions) != 1 or len(targets) != 1 or targets[0].get("up_to") \
            or actions[0] != {"do": "exile", "object": "target"}:
        return None
    built = build_triggered(face, flicker_trigger, flicker_effects)
    if built is None or built.get("may") or built.get("effect") != [
            {"do": "exile", "object": "target"}]:
        return None
    return {**built, "effect": [
        {"do": "exile", "object": "target"},
        {"do": "delayed", "at": "next_end_step", "object": "target",
         "effect": [{"do": "return_to_battlefield", "object": "it"}]}]}


# "then return that card to the battlefield under ... control": the card just exiled.
_BLINK_BACK = {
    "then return that card to the battlefield under its owner's control": False,
    "then return that card to the battlefield under your control": True,
}


def _blink(face: Face, blink_trigger: dict[str, Any],
           blink_effects: tuple[list[dict[str, Any]], list[dict[str, Any]]],
           blink_back: bool) -> Ability | None:
    """ "[trigger], [you may] exile [one target], then return that card to the battlefield
    under its owner's / your control." (Felidar Guardian, Restoration Angel): the exile and
    the return of the target, as the spells' reading of the same words (templates_spells
    ``_blink``): a new object (400.7); a token exiled can't come back (111.8); an Aura returning
    is said to be not modelled (303.4f)."""
    actions, targets = blink_effects
    if len(actions) != 1 or len(targets) != 1 or targets[0].get("up_to"):
        return None
    built = build_triggered(face, blink_trigger, blink_effects)
    if built is None or built.get("effect") != [{"do": "exile", "object": "target"}]:
        return None
    back: dict[str, Any] = {"do": "return_to_battlefield", "object": "target"}
    if blink_back:
        back["under_your_control"] = True
    return {**built, "effect": [{"do": "exile", "object": "target"}, back]}


# The same return as a sentence of a spell's or an activated or triggered ability's effect
# (templates_sentences's sentence readers), after the sentence that exiled the target: "Return that
# card ... at the beginning of the next end step" or "At the beginning of the next end step,
# return that card ...", with "with a +1/+1 counter on it" (122.6: it enters with it).
_LATER_SENTENCE = re.compile(
    r"(?:At the beginning of the next end step, return|Return) (?:that card|it) to the "
    r"battlefield under its owner's control(?P<counter> with a \+1/\+1 counter on it)?"
    r"(?P<later> at the beginning of the next end step)?")


def later_return_sentence(reading: Any, words: str) -> bool:
    """603.7a: the delayed return of the card the sentence before exiled (its one target, as
    the last action); ``reading`` is templates_spells' sentence reading."""
    match = _LATER_SENTENCE.fullmatch(words)
    if match is None or bool(match["later"]) == words.startswith("At "):
        return False
    if not reading.effect or reading.last is None:
        return False
    exiled: dict[str, Any] = {"do": "exile", "object": "target"}
    if reading.last:
        exiled["target"] = reading.last
    if reading.effect[-1] != exiled:
        return False
    back: dict[str, Any] = {"do": "return_to_battlefield", "object": "it"}
    if match["counter"]:
        back["counters"] = {"+1/+1": 1}
    delayed: dict[str, Any] = {"do": "delayed", "at": "next_end_step", "object": "target",
                               "effect": [back]}
    reading.act(delayed, reading.last)
    return True


READERS: dict[str, Callable[[str], Any]] = {
    "linked_trigger": trigger,
    "linked_return": lambda words: words if words in _RETURNS | _RETURNS_TO_HAND else None,
    "until_trigger": trigger,
    "until_effects": effects,
    "flicker_trigger": trigger,
    "flicker_effects": effects,
    "later_return": lambda words: words if words in _LATER_RETURNS else None,
    "blink_trigger": trigger,
    "blink_effects": effects,
    "blink_back": lambda words: _BLINK_BACK.get(words),
}

TEMPLATES = (
    Template("triggered.return_exiled", "{linked_trigger}, {linked_return}.", _return_exiled,
             Kind.PERMANENT),
    Template("triggered.exile_until_leaves",
             "{until_trigger}, {until_effects} until ~ leaves the battlefield.", _exile_until,
             Kind.PERMANENT),
    Template("triggered.exile_return_next_end_step",
             "{flicker_trigger}, {flicker_effects}. {later_return}.", _flicker_later,
             Kind.PERMANENT),
    Template("triggered.exile_then_return", "{blink_trigger}, {blink_effects}, {blink_back}.",
             _blink, Kind.PERMANENT),
)
