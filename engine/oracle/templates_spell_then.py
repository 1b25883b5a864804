"""Round 6 of issue 27 (lane spell6): an instant's or sorcery's one-shot continuous effect
followed by actions that name nothing it targeted.

"Target creature gets +2/+2 until end of turn. Scry 1." (Battlewise Valor), "Target creature
gets -2/-2 until end of turn. You gain 2 life." (Moment of Craving), "Attacking creatures get
-2/-0 until end of turn. Draw a card." (Hydrolash): two ``spell`` abilities of the card, in the
order printed (608.2c): the first the continuous effect the spell creates as it resolves
(611.2a; on a described group, the objects in it then, 611.2c) exactly as the line's first
sentence alone reads (templates_spells, templates_sentences, templates_resolved,
templates_until_end_of_turn), the second the actions the rest of the line reads alone
(templates_sentences's spell sentences), which declare no target and name no target, "it" or
"that creature". engine/turn/resolving.py resolves a spell's abilities in order, each on its
own targets (601.2c): the second has none. 608.2b: the spell's one target illegal as it
resolves, the spell doesn't resolve, and its actions don't happen either.

And "Creatures you control get +1/+1 until end of turn. Untap those creatures.": the group's
continuous effect, then ``{"do": "untap", "objects": <the same filter>}`` (the same creatures:
only power, toughness and abilities change between the two; not an attacking group).

Not read: a second sentence about the first one's target ("Untap that creature", "It gains
haste"), one that targets something else, two continuous effects ("Zombies you control get
+2/+1 ... Other creatures you control get +1/+1 ...": "other" there means other than the
first group), and actions before the continuous effect.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle import templates_resolved, templates_sentences, templates_until_end_of_turn
from engine.oracle.patterns import Ability, Face, Kind, Template, as_list, match

# The templates that read a one-sentence continuous effect of a spell on a described group.
_GROUP_TEMPLATES = tuple(
    (template, readers)
    for templates, readers in ((templates_resolved.TEMPLATES, templates_resolved.READERS),
                               (templates_until_end_of_turn.TEMPLATES,
                                templates_until_end_of_turn.READERS))
    for template in templates if template.name == "spell.until_end_of_turn")

# Action fields that name a target or an earlier object.
_REFERS = ("target", "it", "that_player")


def _first_sentence(words: str) -> str | None:
    """The first sentence, without its period: one sentence ending "until end of turn"."""
    if ". " in words or "." in words or not words.endswith(" until end of turn"):
        return None
    return words


def _continuous(face: Face, words: str) -> Ability | None:
    """The sentence as a spell's continuous effect alone (the line "{words}."), or None."""
    sentence = words + "."
    reading = templates_sentences._spell_effect(sentence)
    if reading is not None:
        if not reading.continuous or reading.effect or len(reading.targets) != 1:
            return None
        return templates_sentences._spell(face, reading)
    for template, readers in _GROUP_TEMPLATES:
        values = match(template, sentence, readers)
        built = None if values is None else as_list(template.build(face, **values))
        if built and len(built) == 1 and "modifications" in built[0] \
                and "targets" not in built[0] and "effect" not in built[0]:
            return built[0]
    return None


def _untargeted_actions(words: str) -> list[dict[str, Any]] | None:
    """The rest of the line: actions without targets, naming no earlier object."""
    reading = templates_sentences._spell_effect(words)
    if reading is None or reading.continuous or reading.targets or not reading.effect:
        return None
    for action in reading.effect:
        if "target" in action or "targets" in action or action.get("object") in _REFERS \
                or action.get("player") in _REFERS:
            return None
    return list(reading.effect)


def _then(face: Face, spell_pump_first: str, spell_then_untargeted: list[dict[str, Any]]
          ) -> list[Ability] | None:
    first = _continuous(face, spell_pump_first)
    if first is None:
        return None
    return [first, {"kind": "spell", "effect": spell_then_untargeted}]


# Modifications that leave a permanent's controller and types alone: the group "those
# creatures" names is still the one the continuous effect fixed (611.2c).
_SAME_GROUP_OPS = frozenset(("modify_pt", "add_abilities"))


def _untap_those(face: Face, spell_pump_first: str) -> list[Ability] | None:
    """ "Creatures you control get +1/+1 until end of turn. Untap those creatures.": the
    group's continuous effect (611.2c: the creatures in it as it resolves), then an untap of
    the same group (701.21b), read at once, as nothing between the two changes which
    creatures match (only power, toughness and abilities are modified)."""
    first = _continuous(face, spell_pump_first)
    if first is None or not isinstance(first.get("affects"), dict) or "in_combat" in first \
            or first["affects"].get("types") != ["Creature"] or "zones" in first["affects"] \
            or not all(m["op"] in _SAME_GROUP_OPS for m in first["modifications"]):
        return None
    return [first, {"kind": "spell", "effect": [{"do": "untap", "objects": first["affects"]}]}]


READERS: dict[str, Callable[[str], Any]] = {
    "spell_pump_first": _first_sentence,
    "spell_then_untargeted": _untargeted_actions,
}

TEMPLATES = (
    Template("spell_then.continuous_then", "{spell_pump_first}. {spell_then_untargeted}", _then,
             Kind.SPELL),
    Template("spell_then.continuous_untap_those", "{spell_pump_first}. Untap those creatures.",
             _untap_those, Kind.SPELL),
)
