"""The continuous effects spells and activated abilities create as they resolve (611.2), and
mana abilities (605).

An instant's or sorcery's "Target creature gets +3/+3 until end of turn." is a ``"spell"``
ability (113.3a), and a permanent's "{R}: ~ gets +1/+0 until end of turn." an ``"activated"``
one (113.3b: "[Cost]: [Effect.]"): the engine casts and activates them (601, 602), and a
scenario's ``effects`` can name them once they resolved (docs/scenario-format.md). "Until end
of turn" is the ``end_of_turn`` duration (611.2a, 514.2), "for as long as you control ~"
``while_you_control_source`` (611.2b); an effect on a described group affects the objects in it
as it began (611.2c), which the engine works out. An effect on "target X" declares its target
with the whole of X (115.1: "target green creature", "target Vampire"), which casting and
activating check (601.2c, 602.2b). "{cost}: Regenerate ~." is a replacement
effect's shield (614.8); "Regenerate target creature" (a shield declaring its target) is
templates_until_end_of_turn's.

Mana abilities: "{T}: Add {G}.", "{T}: Add {R} or {W}.", "{T}: Add one mana of any color."
(605.1a); an ability that adds more than one mana, or has another cost, isn't compiled.

Not compiled: a spell with more than its continuous effect ("Untap that creature", "Draw a
card" in the same paragraph), modes, loyalty abilities (606), "Activate only ..." restrictions.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.nouns import Filter, object_noun, objects
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import cost, keyword_list, number, pt_change, pt_value
from engine.oracle.templates_static import Modification, in_layer_order

_MANA = re.compile(r"\{([WUBRGC])\}")


# A verb, singular or plural, as its plain form.
_BASE_VERB = {"get": "get", "gets": "get", "gain": "gain", "gains": "gain", "lose": "lose",
              "loses": "lose", "have": "have", "has": "have"}
_VERBS = tuple(_BASE_VERB)


def _until_eot_predicates(words: str) -> list[Modification] | None:
    """ "gets +3/+3", "gains flying", "gets +2/+0 and gains first strike", "loses all
    abilities and has base power and toughness 0/1"."""
    found: list[Modification] = []
    for part in _split_and(words):
        verb, _, rest = part.partition(" ")
        modification = _until_eot_predicate(_BASE_VERB.get(verb, ""), rest)
        if modification is None:
            return None
        found.append(modification)
    ops = [m["op"] for m in found]
    if not found or len(set(ops)) != len(ops):
        return None
    verbs = {p.partition(" ")[0] for p in _split_and(words)}
    if verbs & {"get", "gain", "lose", "have"} and verbs & {"gets", "gains", "loses", "has"}:
        return None
    return in_layer_order(found)


def _until_eot_predicate(verb: str, rest: str) -> Modification | None:
    if verb == "get":
        pt = pt_change(rest)
        return None if pt is None else {"op": "modify_pt", "power": pt[0], "toughness": pt[1]}
    if verb == "gain":
        names = keyword_list(rest)
        return None if names is None else {"op": "add_abilities", "abilities": names}
    if verb == "lose":
        if rest == "all abilities":
            return {"op": "remove_all_abilities"}
        names = keyword_list(rest)
        return None if names is None else {"op": "remove_abilities", "keywords": names}
    if verb == "have" and rest.startswith("base power and toughness "):
        value = pt_value(rest.removeprefix("base power and toughness "))
        return None if value is None else {"op": "set_pt", "power": value[0],
                                           "toughness": value[1]}
    return None


def _split_and(words: str) -> list[str]:
    """ "gets +2/+0 and gains first strike" -> its predicates; a keyword list keeps its own
    "and" ("gains flying and first strike")."""
    parts: list[str] = []
    for piece in words.split(" and "):
        if parts and piece.split(" ", 1)[0] not in _VERBS:
            parts[-1] += " and " + piece
        else:
            parts.append(piece)
    return parts


def _subject(words: str) -> tuple[str, Any] | None:
    """Who gets the effect: ``~`` ("self"), "target creature" ("targets"), or a group (a
    filter; 611.2c)."""
    if words == "~":
        return "singular", "self"
    for article in ("Target ", "target "):
        if words.startswith(article):
            # What it may target is its target spec (115.1, 601.2c, 602.2b), the effect
            # applies to what was targeted. Without the spec the engine would let it target
            # any permanent, dropping "creature", "green", "you control" (issue 27's audit:
            # Kelsinko Ranger, Crimson Mage, Antler Skulkin).
            found = _target_thing(words.removeprefix(article))
            return None if found is None else ("singular", {_TARGET: found})
    found = objects(words)
    if found is None or "zones" in found:
        return None
    return "plural", found


def _effect(words: str) -> tuple[Any, list[Modification]] | None:
    """ "Target creature gets +3/+3" / "Until end of turn, ..." without the duration."""
    cut = 0
    while True:
        cut = words.find(" ", cut + 1)
        if cut == -1:
            return None
        subject = _subject(words[:cut])
        if subject is None:
            continue
        number, affects = subject
        predicates = _until_eot_predicates(words[cut + 1:])
        if predicates is None:
            continue
        verbs = {p.partition(" ")[0] for p in _split_and(words[cut + 1:])}
        if (number == "plural") != bool(verbs & {"get", "gain", "lose", "have"}):
            continue
        return affects, predicates


# The affects of an effect on its target, with the target's filter.
_TARGET = "~target"


def _affects_and_targets(affects: Any) -> dict[str, Any]:
    """ "affects" and, for an effect on its target, the target spec (115.1)."""
    if isinstance(affects, dict) and _TARGET in affects:
        return {"affects": "targets", "targets": [{"object": affects[_TARGET]}]}
    return {"affects": affects}


def _spell(face: Face, effect: tuple[Any, list[Modification]]) -> Ability | None:
    affects, modifications = effect
    if affects == "self":
        return None
    return {"kind": "spell", **_affects_and_targets(affects), "modifications": modifications,
            "duration": "end_of_turn"}


def _activated(face: Face, cost: str, effect: tuple[Any, list[Modification]]) -> Ability:
    affects, modifications = effect
    return {"kind": "activated", "cost": cost, **_affects_and_targets(affects),
            "modifications": modifications, "duration": "end_of_turn"}


def _switch_self(face: Face, cost: str) -> Ability:
    """613.3e: "Discard a card: Switch ~'s power and toughness until end of turn." """
    return {"kind": "activated", "cost": cost, "affects": "self",
            "modifications": [{"op": "switch_pt"}], "duration": "end_of_turn"}


def _prevent_next(face: Face, amount: int) -> Ability:
    """615.7: a shield from a resolved spell, "to any target": a player or a permanent
    (Mending Hands)."""
    return {"kind": "prevention", "event": {"type": "damage", "players": "target",
                                            "permanents": "targets"},
            "prevent": {"next": amount}, "duration": "end_of_turn"}


def _fog(face: Face) -> Ability:
    """615.1a: "Prevent all combat damage that would be dealt this turn." (Fog)."""
    return {"kind": "prevention", "event": {"type": "damage", "combat": True}, "prevent": "all",
            "duration": "end_of_turn"}


def _switch(face: Face) -> Ability:
    """613.3e: "Switch target creature's power and toughness until end of turn." """
    return {"kind": "spell", "affects": "targets", "targets": [_A_CREATURE],
            "modifications": [{"op": "switch_pt"}], "duration": "end_of_turn"}


_A_CREATURE = {"object": {"types": ["Creature"]}}


def _target_thing(words: str) -> Filter | None:
    found = object_noun(words)
    return None if found is None or "zones" in found or "other" in found else found


def _control_while(face: Face, cost: str, thing: Filter) -> Ability:
    """611.2b: "Gain control of target Vampire for as long as you control ~" (Olivia)."""
    return {"kind": "activated", "cost": cost, "affects": "targets",
            "targets": [{"object": thing}], "modifications": [{"op": "gain_control"}],
            "duration": "while_you_control_source"}


def _control_until_eot(face: Face, thing: Filter) -> Ability:
    return {"kind": "spell", "affects": "targets", "targets": [{"object": thing}],
            "modifications": [{"op": "gain_control"}], "duration": "end_of_turn"}


def _control(face: Face, thing: Filter) -> Ability:
    """Gaining control for the rest of the game (611.2a: no duration stated)."""
    return {"kind": "spell", "affects": "targets", "targets": [{"object": thing}],
            "modifications": [{"op": "gain_control"}]}


def _regenerate(face: Face, cost: str, self_or_target: str) -> Ability:
    """614.8: a regeneration shield; ``"targets"`` is the ability's source when it has
    no target (Drudge Skeletons). Only "Regenerate ~" here: "Regenerate target creature"
    declares its target (templates_until_end_of_turn; issue 27's audit: Asceticism)."""
    return {"kind": "replacement", "event": {"type": "destroy", "object": "targets"},
            "instead": [{"do": "regenerate"}], "cost": cost}


def _mana(face: Face, added: list[str]) -> Ability:
    return {"kind": "mana", "produces": added}


def _colors_added(words: str) -> list[str] | None:
    """ "{G}", "{R} or {W}", "{W}, {U}, or {B}", "one mana of any color"."""
    if words == "one mana of any color":
        return ["W", "U", "B", "R", "G"]
    parts = words.replace(", or ", ", ").replace(" or ", ", ").split(", ")
    letters = [m[1] for p in parts if (m := _MANA.fullmatch(p)) is not None]
    if len(letters) != len(parts) or len(set(letters)) != len(letters):
        return None
    return letters


READERS: dict[str, Callable[[str], Any]] = {
    "cost": cost,
    "effect": _effect,
    "thing": _target_thing,
    "self_or_target": lambda w: w if w == "~" else None,
    "added": _colors_added,
    "amount": lambda w: number(w) if w.isdigit() else None,
}

TEMPLATES = (
    Template("spell.until_end_of_turn", "{effect} until end of turn.", _spell, Kind.SPELL),
    Template("spell.until_end_of_turn", "Until end of turn, {effect}.", _spell, Kind.SPELL),
    Template("spell.switch_pt", "Switch target creature's power and toughness until end of "
             "turn.", _switch, Kind.SPELL),
    Template("spell.prevent_next", "Prevent the next {amount} damage that would be dealt to any "
             "target this turn.", _prevent_next, Kind.SPELL),
    Template("spell.fog", "Prevent all combat damage that would be dealt this turn.", _fog,
             Kind.SPELL),
    Template("spell.gain_control", "Gain control of target {thing} until end of turn.",
             _control_until_eot, Kind.SPELL),
    Template("spell.gain_control", "Gain control of target {thing}.", _control, Kind.SPELL),
    Template("activated.until_end_of_turn", "{cost}: {effect} until end of turn.", _activated,
             Kind.PERMANENT),
    Template("activated.until_end_of_turn", "{cost}: Until end of turn, {effect}.", _activated,
             Kind.PERMANENT),
    Template("activated.gain_control", "{cost}: Gain control of target {thing} for as long as "
             "you control ~.", _control_while, Kind.PERMANENT),
    Template("activated.switch_pt", "{cost}: Switch ~'s power and toughness until end of turn.",
             _switch_self, Kind.PERMANENT),
    Template("activated.regenerate", "{cost}: Regenerate {self_or_target}.", _regenerate,
             Kind.PERMANENT),
    Template("mana", "{T}: Add {added}.", _mana, Kind.PERMANENT),
)
