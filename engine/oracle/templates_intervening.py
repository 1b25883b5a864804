"""Round 5 of issue 27: triggered abilities with an intervening "if" about the permanents their
controller controls, or morbid's "if a creature died this turn" (603.4).

- "[Trigger], if you control a [noun], [effect]." and "[Trigger], if you control N or more
  [nouns], [effect]." (603.4: checked as the ability triggers and again as it resolves; if it
  is false either time, the ability doesn't trigger or is removed from the stack and does
  nothing): ``"if": {"you_control": filter}``, with ``"at_least": N`` for "N or more"
  (engine/abilities/triggers.py ``condition_holds``; engine/turn/stack.py checks it again).
- "... if you control no [nouns], ...": ``{"you_control_none": filter}``.
- "... if a creature died this turn, ..." (morbid): ``{"creature_died_this_turn": true}``, as
  the history of the scenario's turn records it.
- "... if it's (not) your turn, ...", "... if you have N or less/more life, ...", "... if an
  opponent has N or less life, ...": ``your_turn``, ``life_at_most`` / ``life_at_least``,
  ``opponent_life_at_most`` (templates_conditional's reader).
- "... if you attacked this turn, ..." / "with a creature" (raid):
  ``{"you_attacked_this_turn": true}``: its controller declared an attacker this turn (508.1).
  The trigger and the effect are what the other triggered templates read
  (templates_triggered.trigger, templates_sentences's effects, templates_triggered's builder);
  "..., if [condition], you may [X]. If you do, [Y]." is templates_ifdo's ability with it.

The noun is a filter of types, subtypes, supertypes, colors and tokens
(templates_conditional's reader, "you" only). Not read: "if you control another [noun]" and
"no [nouns] other than ~" (the condition is read without its source, so "another" can't
exclude it), "an opponent controls", counts of cards in hands, graveyards or libraries, "if a
creature died last turn" and every other condition.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle import templates_ifdo as ifdo
from engine.oracle import templates_triggered as triggered
from engine.oracle.nouns import objects
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.templates_conditional import _LIFE, _controls, condition
from engine.oracle.templates_sentences import _effects as more_effects
from engine.oracle.templates_transform import werewolf_condition

Action = dict[str, Any]
Effects = tuple[list[Action], list[dict[str, Any]]]

# A filter of what the permanents are (no "other": the condition is read without its source).
_PLAIN_KEYS = frozenset(("types", "subtypes", "supertypes", "colors", "not_types",
                         "not_subtypes", "not_supertypes", "not_colors", "token"))


def _none_of(words: str) -> dict[str, Any] | None:
    """ "no Demons", "no creatures": ``{"you_control_none": filter}``."""
    if not words.startswith("no "):
        return None
    words = words.removeprefix("no ")
    tapped: dict[str, bool] = {}
    for state in ("tapped", "untapped"):
        if words.startswith(state + " "):
            # "no untapped lands": its tapped state now (the permanents' status, 110.5).
            words = words.removeprefix(state + " ")
            tapped = {"tapped": state == "tapped"}
    found = objects(words)
    if found is None or not found or not set(found) <= _PLAIN_KEYS:
        return None
    return {"you_control_none": {**found, **tapped}}


def _condition(words: str) -> dict[str, Any] | None:
    """The words after "if" as the intervening "if", or None."""
    if words == "a creature died this turn":
        # Morbid: as the history of the scenario's turn records it (engine/abilities/triggers).
        return {"creature_died_this_turn": True}
    if words in ("you attacked this turn", "you attacked with a creature this turn"):
        # Raid: its controller declared an attacker this turn (508.1), as the history records.
        return {"you_attacked_this_turn": True}
    werewolf = werewolf_condition(words)
    if werewolf is not None:
        # Werewolves (templates_transform): the players' spells cast last turn.
        return werewolf
    if words in ("it's your turn", "it's not your turn"):
        return {"your_turn": words == "it's your turn"}
    if words in ("you're the monarch", "you are the monarch"):
        # 724.1: its controller is the monarch, as it triggers and as it resolves (603.4).
        return {"monarch": True}
    if words == "you have the city's blessing":
        # 702.131c: its controller's designation, as it triggers and as it resolves (603.4).
        return {"city_blessing": True}
    life = _LIFE.fullmatch(words)
    if life is not None:
        # The static conditions' reader (templates_conditional): "you have N or less/more
        # life", "an opponent has N or less life".
        found = condition(words, False)
        return None if found is None else dict(found)
    if not words.startswith("you control "):
        return None
    words = words.removeprefix("you control ")
    return _none_of(words) or _you_control(words)


# "a Chandra planeswalker" (205.3: a planeswalker type, one capitalised word).
_PLANESWALKER = re.compile(r"an? ([A-Z][a-z]+) planeswalker")


def _you_control(words: str) -> dict[str, Any] | None:
    """ "a blue or red permanent", "an artifact", "two or more Gates", "a tapped creature",
    "a Chandra planeswalker": the intervening "if" ``{"you_control": filter}`` (``"at_least":
    N`` for "N or more")."""
    walker = _PLANESWALKER.fullmatch(words)
    if walker is not None:
        return {"you_control": {"types": ["Planeswalker"], "subtypes": [walker[1]]}}
    for article in ("a ", "an "):
        for state in ("tapped", "untapped"):
            if words.startswith(article + state + " "):
                # "a tapped creature": its tapped state now (110.5).
                found = _you_control("a " + words.removeprefix(article + state + " "))
                if found is None or "at_least" in found:
                    return None
                return {"you_control": {**found["you_control"], "tapped": state == "tapped"}}
    found = _controls("you control " + words)
    if found is None:
        return None
    thing = dict(found["exists"])
    if thing.pop("controller") != "you" or thing.get("other"):
        return None
    condition: dict[str, Any] = {"you_control": thing}
    if "at_least" in found:
        condition["at_least"] = found["at_least"]
    return condition


def _looks_back(built: Ability) -> bool:
    """A leaves-the-battlefield trigger (603.10a) looks back in time; whether its intervening
    "if" does too (a permanent that left with the event) isn't modelled: left unread."""
    return bool(built["trigger"]["on"] in triggered._LEFT)


def _intervening(face: Face, if_trigger: dict[str, Any], if_condition: dict[str, Any],
                 if_effects: Effects) -> Ability | None:
    built = triggered.build_triggered(face, if_trigger, if_effects)
    if built is None or _looks_back(built):
        return None
    # 603.4: the intervening "if" comes right after the trigger.
    return {"kind": "triggered", "trigger": built["trigger"], "if": if_condition,
            **{k: v for k, v in built.items() if k not in ("kind", "trigger")}}


def _intervening_if_you_do(face: Face, if_trigger: dict[str, Any],
                           if_condition: dict[str, Any], if_you_do_effects: Effects
                           ) -> Ability | None:
    """ "[trigger], if [condition], you may [X]. If you do, [Y]." (603.4, 608.2c): the
    "if you do" ability templates_ifdo builds, with the intervening "if"."""
    built = ifdo._triggered(face, if_trigger, if_you_do_effects)
    if built is None or _looks_back(built):
        return None
    return {"kind": "triggered", "trigger": built["trigger"], "if": if_condition,
            **{k: v for k, v in built.items() if k not in ("kind", "trigger")}}


READERS: dict[str, Callable[[str], Any]] = {
    "if_trigger": triggered.trigger,
    "if_condition": _condition,
    "if_effects": more_effects,
    "if_you_do_effects": ifdo.if_you_do_effects,
}

TEMPLATES = (
    Template("triggered.intervening_if",
             "{if_trigger}, if {if_condition}, {if_effects}.", _intervening,
             Kind.PERMANENT),
    Template("triggered.intervening_if.if_you_do",
             "{if_trigger}, if {if_condition}, {if_you_do_effects}.", _intervening_if_you_do,
             Kind.PERMANENT),
)
