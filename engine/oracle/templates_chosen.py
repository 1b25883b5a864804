"""Choices made as a permanent enters and the abilities that read them (614.12a, 607.1).

"As ~ enters, choose a nonland card name." (Meddling Mage, Nevermore) and "As ~ enters,
choose a basic land type." (Phantasmal Terrain): a replacement whose ``choose`` is
``card_name`` / ``basic_land_type``, made before the permanent enters (614.12a; a name's answer
may be any name, the options offered being examples, except the name of a card in the game of
a card type the line excludes, ``except_types``: "nonland", "noncreature, nonland"; or the
object's ``chosen`` gives it).

The lines that read a choice (607.1: "the chosen name" and "the chosen color" refer to the
choice made as that same permanent entered), read only on a face whose own "As ~ enters,
choose ..." line makes that choice (the compiler checks, ``compiler._chosen_values``):

* "Spells with the chosen name can't be cast." (601.3, 101.2: a ``cant`` ``cast`` with
  ``name`` ``{"chosen": "card_name"}``; the cast event is refused);
* "Your opponents can't cast spells with the chosen name." (``player`` ``opponents``);
* "Your opponents can't cast spells of the chosen color." (Iona: ``affects`` a filter of the
  chosen color, the card judged as it is in its zone);
* an Aura's "Enchanted land is the chosen type." (305.7: set_subtypes to the chosen basic land
  type);
* an Aura's "Enchanted creature has protection from the chosen color. This effect doesn't
  remove ~." (Flickering Ward: the protection reads the Aura's choice and ``spares_source``,
  702.16c);
* "Activated abilities of sources with the chosen name can't be activated." (Phyrexian
  Revoker, 602.5: sources in every zone, mana abilities too);
* "{T}: Add one mana of the chosen color." (Sol Grail: ``chosen_color``);
* 608.2d: "gains protection from the color of your choice until end of turn" (a spell's, an
  activated or triggered ability's) and "[cost]: ~ / Target permanent becomes the color of
  your choice until end of turn.": the color asked as it resolves;
* "the chosen player" in a characteristic-defining ability's count (Entropic Specter, Lost
  Order of Jarkeld: the filter relation ``chosen``, the chosen opponent or player).

Not read: a cost reduction by the chosen name (Council of the Absolute), a name chosen with an
opponent at once (Booby Trap), "-1/-1 for each card in the chosen player's hand" (no negative
count), a power alone set by a count (Pallimud).
"""

from __future__ import annotations

import json
import re

from engine.oracle import phrases
from engine.oracle.patterns import Ability

# The choice lines: their words, the choice (614.12a).
# 201.4a: "a nonland card name" is the name of no land card (``except_types``, which the engine
# checks against the cards in the game).
CHOICE_LINES: dict[str, dict[str, object]] = {
    "As ~ enters, choose a nonland card name.":
        {"choose": "card_name", "except_types": ["Land"]},
    "As ~ enters, choose a noncreature, nonland card name.":
        {"choose": "card_name", "except_types": ["Creature", "Land"]},
    "As ~ enters, choose a basic land type.": {"choose": "basic_land_type"},
}

_NAME = {"chosen": "card_name"}
_COLOR = {"chosen": "color"}

def _cda(amount: object) -> Ability:
    return {"kind": "static", "affects": "self", "cda": True, "modifications": [
        {"op": "set_pt", "power": amount, "toughness": amount}]}


# The lines that read a choice: their words, (the choice they read, the ability, the subtype
# the face must have: "" for any).
_READERS: dict[str, tuple[str, Ability, str]] = {
    "Spells with the chosen name can't be cast.":
        ("card_name", {"kind": "cant", "what": ["cast"], "name": _NAME}, ""),
    "Your opponents can't cast spells with the chosen name.":
        ("card_name", {"kind": "cant", "what": ["cast"], "player": "opponents",
                       "name": _NAME}, ""),
    "Your opponents can't cast spells of the chosen color.":
        ("color", {"kind": "cant", "what": ["cast"], "player": "opponents",
                   "affects": {"colors": [_COLOR]}}, ""),
    # 702.16c: an Aura the creature has protection from would fall off (704.5m); this one
    # stays. The chosen color is the Aura's own choice (607.1), granted as the Aura's.
    "Enchanted creature has protection from the chosen color. This effect doesn't remove ~.":
        ("color", {"kind": "static", "affects": "enchanted", "modifications": [
            {"op": "add_abilities", "abilities": ["Protection from the chosen color"],
             "spares_source": True}]}, "Aura"),
    # 305.7: the enchanted land is the chosen basic land type only (Phantasmal Terrain): it
    # loses its other land types and its rules text's abilities, and has that type's mana
    # ability.
    "Enchanted land is the chosen type.":
        ("basic_land_type", {"kind": "static", "affects": "enchanted", "modifications": [
            {"op": "set_subtypes", "subtypes": [{"chosen": "basic_land_type"}]}]}, "Aura"),
    # 602.5: Phyrexian Revoker's, every source with that name in any zone (mana abilities
    # too, 605.1a: they are activated abilities).
    "Activated abilities of sources with the chosen name can't be activated.":
        ("card_name", {"kind": "cant", "what": ["activate_abilities"], "name": _NAME,
                       "affects": {"zones": "all"}}, ""),
    # 106.1, 607.1: the mana ability adds the color chosen as its source entered.
    "{T}: Add one mana of the chosen color.":
        ("color", {"kind": "mana", "produces": ["W", "U", "B", "R", "G"],
                   "chosen_color": True}, ""),
    # 604.3: characteristic-defining abilities counting what the chosen opponent has (Entropic
    # Specter, Lost Order of Jarkeld): ``owner`` / ``controller`` "chosen".
    "~'s power and toughness are each equal to the number of cards in the chosen player's "
    "hand.":
        ("player", _cda({"count": {"zones": ["hand"], "owner": "chosen"}}), ""),
    "~'s power and toughness are each equal to 1 plus the number of creatures the chosen "
    "player controls.":
        ("player", _cda({"sum": [1, {"count": {"types": ["Creature"],
                                               "controller": "chosen"}}]}), ""),
}


# 608.2d: "the color of your choice" of a resolving spell or ability, read as "the chosen color"
# (the controller chooses it as the effect is created, engine.turn.resolving).
_OF_YOUR_CHOICE = " gains protection from the color of your choice until end of turn."


def of_your_choice(words: str) -> str | None:
    """ "Target creature you control gains protection from the color of your choice until end
    of turn." as the words the other templates read ("... from the chosen color ..."), or None
    for any other line."""
    if not words.endswith(_OF_YOUR_CHOICE) or words.count("of your choice") != 1:
        return None
    return words.replace("the color of your choice", "the chosen color")


# 608.2d, 105.3: "{G}: ~ becomes the color of your choice until end of turn." (Caldera Kavu),
# "{T}: Target permanent becomes the color of your choice until end of turn." (Distorting
# Lens): one color, chosen as the ability resolves, replacing its colors (layer 5).
_BECOMES = re.compile(r"(?P<cost>[^:]+): (?P<who>~|Target permanent|Target creature) becomes "
                      r"the color of your choice until end of turn\.")
_WHO = {"Target permanent": {}, "Target creature": {"types": ["Creature"]}}


def becomes_color_of_your_choice(words: str) -> Ability | None:
    """An activated ability's "[cost]: ~ / Target permanent becomes the color of your choice
    until end of turn." (the color asked as it resolves, engine.turn.resolving), or None."""
    found = _BECOMES.fullmatch(words)
    if found is None or phrases.cost(found["cost"]) is None:
        return None
    who = found["who"]
    return {"kind": "activated", "cost": found["cost"],
            "affects": "self" if who == "~" else "targets",
            **({} if who == "~" else {"targets": [{"object": _WHO[who]}]}),
            "modifications": [{"op": "set_colors", "colors": [{"chosen": "color"}]}],
            "duration": "end_of_turn"}


def choice_line(words: str) -> Ability | None:
    """614.12a: "As ~ enters, choose a nonland card name." as a replacement, or None."""
    instead = CHOICE_LINES.get(words)
    if instead is None:
        return None
    return {"kind": "replacement", "event": {"type": "enter", "object": "self"},
            "instead": json.loads(json.dumps(instead))}


def chosen_line(words: str, made: frozenset[str], subtypes: tuple[str, ...]) -> Ability | None:
    """607.1: a line that reads a choice the face makes (``made``: the choices of its "As ~
    enters, choose ..." lines; ``subtypes``: the face's), or None."""
    found = _READERS.get(words)
    # "The chosen player" is the chosen opponent or player (either choice).
    making = made | ({"player"} if "opponent" in made else set())
    if found is None or found[0] not in making or (found[2] and found[2] not in subtypes):
        return None
    return dict(found[1])
