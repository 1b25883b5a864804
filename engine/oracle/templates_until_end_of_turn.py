"""Round 5 of issue 27 (lane pump5): one-shot continuous effects of activated abilities and
spells that the earlier readers (templates_resolved, templates_spells) leave unread.

- Lands that become creatures until end of turn (man-lands, 611.2a, 613.1): "{1}: ~ becomes a
  2/2 red Elemental artifact creature with haste until end of turn. It's still a land." The
  words "It's still a land" keep every type, subtype and supertype it had (205.1b), so the new
  card types and creature types are added (``add_types``, layer 4); a color named sets its
  colors (105.3, layer 5: ``set_colors``); "with haste" adds the keyword (layer 6); "2/2" sets
  its base power and toughness (layer 7b: ``set_pt``). The effect ends in the cleanup step
  (514.2). Read on the source ("~") of an activated ability, and on "target land" of a spell or
  activated ability (its target spec, 115.1). Not read: an animation without "It's still a
  land" (205.1a: the new types replace the old ones, and the engine's ``set_types`` also drops
  subtypes of other kinds, which 205.1a keeps: an Equipment stays one), "X/X", power and
  toughness "equal to", "with" a quoted ability, "all creature types", more than two colors.
- An activated ability's effect on its target that the shared target reader of spells
  describes and templates_resolved's doesn't: "{T}: Target attacking creature gets +1/+1 until
  end of turn." (506.3: ``combat``), "target creature with power 2 or less", "target creature
  without flying", "target tapped creature" (115.1, 602.2b: checked as it is activated and as it
  resolves, 608.2b).
- "Attacking creatures get +2/+0 and gain trample until end of turn." / "Blocking creatures
  ..." / "Attacking creatures you control ..." (a spell or an activated ability): the group as
  it resolves (611.2c), limited to those attacking or blocking then (506.3: ``in_combat``).
- "{cost}: Regenerate target creature." (614.8): a regeneration shield declaring its one
  target (``targets`` on the ``replacement`` ability), created as it resolves on what it
  targeted; like every shield from a resolved ability it ends with the turn (514.2).

Known limit of the animation: the creature types it names are added to the ones the land may
already have from another effect (the scripted man-lands, engine/data/cards, say the same).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.creature_types import CREATURE_TYPES
from engine.oracle.nouns import Filter, objects
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import COLOR_WORDS, cost, keyword_list, pt_value
from engine.oracle.templates_resolved import _until_eot_predicates
from engine.oracle.templates_spells import _target_of
from engine.oracle.templates_static import Modification, in_layer_order

# "a 2/2 red and white Elemental artifact creature with haste"
_ANIMATION = re.compile(r"an? (\d+/\d+)((?: [A-Z][A-Za-z'-]*| [a-z]+)*?)"
                        r" (artifact creature|creature)(?: with (.+))?")


def _animation(words: str) -> list[Modification] | None:
    """What a land that is still a land becomes (205.1b): its added types, its colors, its
    keywords and its base power and toughness, in layer order."""
    match = _ANIMATION.fullmatch(words)
    if match is None:
        return None
    pt = pt_value(match[1])
    if pt is None:
        return None
    colors: list[str] = []
    subtypes: list[str] = []
    tokens = match[2].split()
    # Colors first ("red and white"), then creature types ("Elemental Horror").
    while tokens and tokens[0] in COLOR_WORDS:
        colors.append(COLOR_WORDS[tokens.pop(0)])
        if tokens and tokens[0] == "and" and len(tokens) > 1 and tokens[1] in COLOR_WORDS:
            tokens.pop(0)
    if len(colors) > 2 or len(set(colors)) != len(colors):
        return None
    for token in tokens:
        if token not in CREATURE_TYPES or token in subtypes:
            return None
        subtypes.append(token)
    types = ["Artifact", "Creature"] if match[3] == "artifact creature" else ["Creature"]
    found: list[Modification] = [{"op": "add_types", "types": types,
                                  **({"subtypes": subtypes} if subtypes else {})}]
    if colors:
        found.append({"op": "set_colors", "colors": colors})
    if match[4] is not None:
        names = keyword_list(match[4])
        if names is None:
            return None
        found.append({"op": "add_abilities", "abilities": names})
    found.append({"op": "set_pt", "power": pt[0], "toughness": pt[1]})
    return in_layer_order(found)


_A_LAND = {"object": {"types": ["Land"]}}


def _land_target(words: str) -> dict[str, Any] | None:
    """ "target land", "target snow land", "target land you control" (115.1)."""
    found = _target_of("target " + words)
    if found is None or "object" not in found or "player" in found or "combat" in found:
        return None
    if found["object"].get("types") != ["Land"] or "any" in found["object"]:
        return None
    return found


def _self_animated(face: Face, cost: str, animation: list[Modification]) -> Ability | None:
    if "Land" not in face.types:
        return None
    return {"kind": "activated", "cost": cost, "affects": "self",
            "modifications": animation, "duration": "end_of_turn"}


def _target_animated_activated(face: Face, cost: str, land: dict[str, Any],
                               animation: list[Modification]) -> Ability:
    return {"kind": "activated", "cost": cost, "affects": "targets", "targets": [land],
            "modifications": animation, "duration": "end_of_turn"}


def _target_animated_spell(face: Face, land: dict[str, Any],
                           animation: list[Modification]) -> Ability:
    return {"kind": "spell", "affects": "targets", "targets": [land],
            "modifications": animation, "duration": "end_of_turn"}


_PREDICATE = re.compile(r"(.+?) ((?:gets|gains|loses|has) .+)")


def _target_effect(words: str) -> tuple[dict[str, Any], list[Modification]] | None:
    """ "attacking creature gets +1/+1": the target's spec and the modifications."""
    match = _PREDICATE.fullmatch(words)
    if match is None:
        return None
    target = _target_of("target " + match[1])
    predicates = _until_eot_predicates(match[2])
    if target is None or "object" not in target or "player" in target or predicates is None:
        return None
    return target, predicates


def _activated_on_target(face: Face, cost: str,
                         target_effect: tuple[dict[str, Any], list[Modification]]) -> Ability:
    target, modifications = target_effect
    return {"kind": "activated", "cost": cost, "affects": "targets", "targets": [target],
            "modifications": modifications, "duration": "end_of_turn"}


def _regeneration_target(words: str) -> dict[str, Any] | None:
    """ "creature", "black or green creature", "Zombie", "artifact" (115.1)."""
    found = _target_of("target " + words)
    if found is None or "object" not in found or "player" in found or "combat" in found:
        return None
    return found


def _regenerate_target(face: Face, cost: str, regenerated: dict[str, Any]) -> Ability:
    """614.8: "{1}{B}: Regenerate target Zombie." A shield on the object it targeted (115.1,
    602.2b), used up by the next destruction it replaces this turn."""
    return {"kind": "replacement", "event": {"type": "destroy", "object": "targets"},
            "instead": [{"do": "regenerate"}], "cost": cost, "targets": [regenerated]}


_IN_COMBAT = (("Attacking or blocking ", "attacking_or_blocking"), ("Attacking ", "attacking"),
              ("Blocking ", "blocking"))


def _combat_group(words: str) -> tuple[str, Filter, list[Modification]] | None:
    """ "Attacking creatures you control get +1/+1 and gain trample": the creatures in combat
    (506.3) of a described group, and what they get (611.2c: those in it as it resolves)."""
    combat = next(((prefix, key) for prefix, key in _IN_COMBAT if words.startswith(prefix)),
                  None)
    if combat is None:
        return None
    rest = words.removeprefix(combat[0])
    match = re.fullmatch(r"(creatures(?: you control)?) ((?:get|gain|lose) .+)", rest)
    if match is None:
        return None
    group = objects(match[1])
    predicates = _until_eot_predicates(match[2])
    if group is None or predicates is None or group.get("types") != ["Creature"] or set(
            group) - {"types", "controller"}:
        return None
    if {p.partition(" ")[0] for p in match[2].split(" and ")} & {"gets", "gains", "loses"}:
        return None
    return combat[1], group, predicates


def _combat_group_spell(face: Face, in_combat: tuple[str, Filter, list[Modification]]
                        ) -> Ability:
    key, group, modifications = in_combat
    return {"kind": "spell", "affects": group, "in_combat": key,
            "modifications": modifications, "duration": "end_of_turn"}


def _combat_group_activated(face: Face, cost: str,
                            in_combat: tuple[str, Filter, list[Modification]]) -> Ability:
    key, group, modifications = in_combat
    return {"kind": "activated", "cost": cost, "affects": group, "in_combat": key,
            "modifications": modifications, "duration": "end_of_turn"}


READERS: dict[str, Callable[[str], Any]] = {
    "in_combat": _combat_group,
    "regenerated": _regeneration_target,
    "cost": cost,
    "animation": _animation,
    "land": _land_target,
    "target_effect": _target_effect,
}

TEMPLATES = (
    Template("activated.animate_land", "{cost}: ~ becomes {animation} until end of turn. "
             "It's still a land.", _self_animated, Kind.PERMANENT),
    Template("activated.animate_land", "{cost}: Until end of turn, ~ becomes {animation}. "
             "It's still a land.", _self_animated, Kind.PERMANENT),
    Template("activated.animate_land", "{cost}: Target {land} becomes {animation} until end of "
             "turn. It's still a land.", _target_animated_activated, Kind.PERMANENT),
    Template("spell.animate_land", "Target {land} becomes {animation} until end of turn. "
             "It's still a land.", _target_animated_spell, Kind.SPELL),
    Template("activated.until_end_of_turn", "{cost}: Target {target_effect} until end of turn.",
             _activated_on_target, Kind.PERMANENT),
    Template("activated.until_end_of_turn", "{cost}: Until end of turn, target {target_effect}.",
             _activated_on_target, Kind.PERMANENT),
    Template("spell.until_end_of_turn", "{in_combat} until end of turn.", _combat_group_spell,
             Kind.SPELL),
    Template("activated.until_end_of_turn", "{cost}: {in_combat} until end of turn.",
             _combat_group_activated, Kind.PERMANENT),
    Template("activated.regenerate_target", "{cost}: Regenerate target {regenerated}.",
             _regenerate_target, Kind.PERMANENT),
)
