"""Static abilities (604, 611.3) whose continuous effect the layer system applies (613).

A static ability is ``affects`` plus ``modifications``, each modification in its layer:
types 613.1d, colors 613.1e, abilities 613.1f, power and toughness 613.3b-c (7a for a
characteristic-defining ability, 604.3). A subject ("Creatures you control", "Enchanted
creature", "Each land", ``~``) and one or more predicates joined by "and" ("get +1/+1 and have
flying") make one ability; its modifications are listed in layer order, as the hand-written
cards list them.

Not compiled: a condition ("as long as ...", 611.3 — the static kind has none), a duration
("until end of turn" is a resolving spell's, 611.2), targets (115.1: a static ability has
none), an amount the format can't count ("+X/+X where X is ...", "+2/+2 for each").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.abilities.effects import LAYERS, OP_LAYER
from engine.oracle.creature_types import plural_subtype, singular_subtype
from engine.oracle.nouns import Filter, attached, each_object, object_noun, objects
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import COLOR_WORDS, keyword_list, pt_change, pt_value
from engine.subtypes import BASIC_LAND_TYPES, LAND_TYPES, subtype_kind

Modification = dict[str, Any]
Affects = str | Filter


def in_layer_order(modifications: list[Modification]) -> list[Modification]:
    """Modifications in the order of the layers they apply in (613.1, 613.3)."""
    return sorted(modifications, key=lambda m: LAYERS.index(OP_LAYER[m["op"]]))


def static(affects: Affects, modifications: list[Modification], **extra: Any) -> Ability:
    """A ``"static"`` ability (the label is added by the compiler)."""
    return {"kind": "static", "affects": affects,
            "modifications": in_layer_order(modifications), **extra}


# --- predicates ---------------------------------------------------------------------------------

# The verb forms of a plural and a singular subject.
_VERBS = {True: {"get": "get", "have": "have", "lose": "lose", "be": "are"},
          False: {"get": "gets", "have": "has", "lose": "loses", "be": "is"}}


def _count_pt(words: str) -> Modification | None:
    """ "+1/+1 for each Forest you control" (a number the layer system counts)."""
    change, _, counted = words.partition(" for each ")
    pt = pt_change(change)
    what = object_noun(counted) if counted else None
    if pt is None or what is None or not {pt[0], pt[1]} <= {0, 1} or pt == (0, 0):
        return None
    if what.get("other"):
        # "for each other creature": other than the affected object, which the count (not
        # the source, for the format) can't say.
        return None
    count = {"count": what}
    return {"op": "modify_pt", "power": count if pt[0] else 0,
            "toughness": count if pt[1] else 0}


def _count_other_pt(words: str) -> Modification | None:
    """ "+1/+1 for each other Squirrel on the battlefield", of ``~`` itself: "other" is other
    than the source, which is the affected object here (the count's ``other``, 109.1)."""
    change, _, counted = words.partition(" for each other ")
    pt = pt_change(change)
    what = object_noun(counted) if counted else None
    if pt is None or what is None or not {pt[0], pt[1]} <= {0, 1} or pt == (0, 0):
        return None
    if what.get("other") or what.get("zones"):
        return None
    count = {"count": {**what, "other": True}}
    return {"op": "modify_pt", "power": count if pt[0] else 0,
            "toughness": count if pt[1] else 0}


def _predicate(words: str, plural: bool) -> list[Modification] | None:
    """One predicate ("get +1/+1", "have flying", "lose all abilities") as modifications."""
    verb = _VERBS[plural]
    head, _, rest = words.partition(" ")
    if head == verb["get"]:
        pt = pt_change(rest)
        if pt is not None:
            return [{"op": "modify_pt", "power": pt[0], "toughness": pt[1]}]
        counted = _count_pt(rest)
        return None if counted is None else [counted]
    if head == verb["have"]:
        if rest.startswith("base power and toughness "):
            value = pt_value(rest.removeprefix("base power and toughness "))
            return None if value is None else [
                {"op": "set_pt", "power": value[0], "toughness": value[1]}]
        names = keyword_list(rest)
        return None if names is None else [{"op": "add_abilities", "abilities": names}]
    if head == verb["lose"]:
        if rest == "all abilities":
            return [{"op": "remove_all_abilities"}]
        names = keyword_list(rest)
        return None if names is None else [{"op": "remove_abilities", "keywords": names}]
    if head == verb["be"]:
        value = pt_value(rest)
        if value is not None:
            # The older wording of "have base power and toughness" (613.3b).
            return [{"op": "set_pt", "power": value[0], "toughness": value[1]}]
        if rest == "the chosen color":
            # 105.3: the color chosen as the source entered (Shifting Sky).
            return [{"op": "set_colors", "colors": [{"chosen": "color"}]}]
        if rest == "colorless":
            return [{"op": "set_colors", "colors": []}]
        if rest in COLOR_WORDS:
            return [{"op": "set_colors", "colors": [COLOR_WORDS[rest]]}]
    return None


def predicates(words: str, plural: bool) -> list[Modification] | None:
    """Predicates joined by "and" ("get +1/+1 and have flying"), tried at every "and" (a
    keyword list has its own: "have flying and first strike")."""
    whole = _predicate(words, plural)
    if whole is not None:
        return whole
    position = words.find(" and ")
    while position != -1:
        first = _predicate(words[:position], plural)
        if first is not None:
            rest = predicates(words[position + len(" and "):], plural)
            if rest is not None:
                ops = [m["op"] for m in first + rest]
                if len(set(ops)) == len(ops):
                    return first + rest
        position = words.find(" and ", position + 1)
    return None


def _plural_predicates(words: str) -> list[Modification] | None:
    return predicates(words, plural=True)


def _singular_predicates(words: str) -> list[Modification] | None:
    return predicates(words, plural=False)


def _singular_subject(words: str) -> Affects | None:
    """ "Enchanted creature", "Equipped creature", "Each land", or ``~``."""
    if words == "~":
        return "self"
    return attached(words) or each_object(words)


# --- builders ---------------------------------------------------------------------------------


def _group(face: Face, objects: Filter, plural_preds: list[Modification]) -> Ability:
    return static(objects, plural_preds)


def _one(face: Face, one: Affects, singular_preds: list[Modification]) -> Ability | None:
    if one == "self" and [m["op"] for m in singular_preds] == ["add_abilities"]:
        # "~ has flying" is written as the keyword itself (the next template).
        return None
    fixed_color = any(m["op"] == "set_colors" and all(isinstance(c, str) for c in m["colors"])
                      for m in singular_preds)
    if one == "self" and fixed_color:
        # 604.3: "~ is colorless" / "~ is blue" on the card itself is a characteristic-defining
        # ability, working in every zone and first in layer 5 (as Devoid); a battlefield-only
        # static would leave the card its mana cost's colors elsewhere (issue 27's audit).
        # With anything else in the same sentence it isn't read.
        if len(singular_preds) != 1:
            return None
        return static("self", singular_preds, cda=True, functions_in="all")
    return static(one, singular_preds)


def _self_keywords(face: Face, keywords: list[str]) -> list[Ability]:
    """ "~ has protection from the chosen color" (Voice of All): the object's own keyword
    abilities, as the hand-written cards write them (702)."""
    return [{"kind": "keyword", "keyword": k} for k in keywords]


def _type_plural(words: str) -> list[str] | None:
    """ "artifacts", "enchantments", "creatures": card types added (205.1)."""
    found = objects(words)
    if found is None or set(found) != {"types"} or len(found["types"]) != 1:
        return None
    return list(found["types"])


def _add_types(face: Face, objects: Filter, types: list[str]) -> Ability:
    return static(objects, [{"op": "add_types", "types": types}])


def _a_subtype(words: str, kind: str) -> str | None:
    """ "a Swamp", "an Elf": one subtype of that kind (205.3)."""
    for article in ("a ", "an "):
        subtype = words.removeprefix(article) if words.startswith(article) else ""
        if subtype and singular_subtype(subtype) and subtype_kind(subtype) == kind:
            return subtype
    return None


def _add_subtype(face: Face, each: Filter, subtype: str) -> Ability | None:
    """305.7: "Each land is a Swamp in addition to its other land types" (Urborg). 205.3d: a
    subtype needs its card type, so the subject must have it."""
    needs = "Land" if subtype_kind(subtype) == "land" else "Creature"
    if needs not in each.get("types", ()):
        return None
    return static(each, [{"op": "add_types", "subtypes": [subtype]}])


def _basic_land_types(words: str) -> list[str] | None:
    """ "Mountains", "Islands": basic land types named in the plural."""
    subtype = plural_subtype(words)
    return [subtype] if subtype in BASIC_LAND_TYPES else None


def _basic_land_type(words: str) -> str | None:
    """ "a Swamp", "an Island": one basic land type."""
    subtype = _a_subtype(words, "land")
    return subtype if subtype in BASIC_LAND_TYPES else None


def _enchanted_land_is(face: Face, basic: str) -> Ability | None:
    """305.7: "Enchanted land is a Swamp" (Evil Presence) sets its land type."""
    return static("enchanted", [{"op": "set_subtypes", "subtypes": [basic]}])


def _every_basic_land_type(face: Face, objects: Filter) -> Ability | None:
    """305.7: "Lands you control are every basic land type in addition to their other types"
    (Prismatic Omen)."""
    if "Land" not in objects.get("types", ()):
        return None
    return static(objects, [{"op": "add_types", "subtypes": list(BASIC_LAND_TYPES)}])


def _set_land_types(face: Face, objects: Filter, land_types: list[str]) -> Ability | None:
    """305.7: "Nonbasic lands are Mountains" (Blood Moon) sets the land types."""
    if "Land" not in objects.get("types", ()):
        return None
    return static(objects, [{"op": "set_subtypes", "subtypes": land_types}])


def _gain_control(face: Face, kind: str) -> Ability:
    """613.1b: "You control enchanted creature" (Control Magic)."""
    return static("enchanted", [{"op": "gain_control"}])


def _animated(face: Face, subject: Affects, pt: tuple[int, int]) -> Ability:
    """Ensoul Artifact: a creature in addition to its other types, with base P/T (613.1d,
    613.3b)."""
    return static(subject, [{"op": "add_types", "types": ["Creature"]},
                            {"op": "set_pt", "power": pt[0], "toughness": pt[1]}])


def _mana_value_pt(extra_types: list[str]) -> Callable[..., Ability | None]:
    def build(face: Face, each: Filter) -> Ability | None:
        adds = [t for t in extra_types if t not in each.get("types", ())]
        if not adds:
            return None
        value = {"mana_value": "it"}
        return static(each, [{"op": "add_types", "types": adds},
                             {"op": "set_pt", "power": value, "toughness": value}])
    return build


def _still_lands(face: Face, objects: Filter, pt: tuple[int, int],
                 color: str) -> Ability | None:
    """Kormus Bell: "All Swamps are 1/1 black creatures that are still lands"."""
    if not set(objects.get("subtypes", ())) <= LAND_TYPES or not objects.get("subtypes"):
        return None
    return static(objects, [{"op": "add_types", "types": ["Creature"]},
                            {"op": "set_colors", "colors": [COLOR_WORDS[color]]},
                            {"op": "set_pt", "power": pt[0], "toughness": pt[1]}])


def _chosen_color(face: Face, objects: Filter) -> Ability:
    """Painter's Servant: the color chosen as it entered, added (105.3, 613.1e)."""
    return static(objects, [{"op": "add_colors", "colors": [{"chosen": "color"}]}])


def _add_color(face: Face, objects: Filter, color: str) -> Ability:
    return static(objects, [{"op": "add_colors", "colors": [COLOR_WORDS[color]]}])


def _cda_count(face: Face, number_of: dict[str, Any]) -> Ability | None:
    """604.3, 613.3a: "~'s power and toughness are each equal to the number of ...", a
    characteristic-defining ability of a */* creature (208.2a)."""
    if face.power != "*" or face.toughness != "*":
        return None
    return static("self", [{"op": "set_pt", "power": number_of, "toughness": number_of}],
                  cda=True)


def _cda_plus(face: Face, number_of: dict[str, Any], plus: int) -> Ability | None:
    """604.3: "~'s power is equal to the number of ... and its toughness is equal to that
    number plus 1" (Lhurgoyf, Tarmogoyf: */1+*)."""
    if face.power != "*" or face.toughness != f"{plus}+*":
        return None
    return static("self", [{"op": "set_pt", "power": number_of,
                            "toughness": {"sum": [number_of, plus]}}], cda=True)


def _cda_one(which: str) -> Callable[..., Ability | None]:
    """604.3, 613.3a: "~'s power is equal to the number of ..." on a */N creature (208.2a), or
    "~'s toughness is equal to ..." on an N/*: a characteristic-defining ability setting the
    one; the other is the printed number, which the ability sets with it in layer 7a (the
    same value: 7a comes first, from the printed, copiable values)."""
    def build(face: Face, number_of: dict[str, Any]) -> Ability | None:
        defined, printed = ((face.power, face.toughness) if which == "power"
                            else (face.toughness, face.power))
        # The printed number: "3" in Oracle JSON, 3 in the engine's card files.
        if isinstance(printed, str) and printed.isdigit():
            printed = int(printed)
        if defined != "*" or not isinstance(printed, int) or isinstance(printed, bool):
            return None
        other = printed
        power, toughness = (number_of, other) if which == "power" else (other, number_of)
        return static("self", [{"op": "set_pt", "power": power, "toughness": toughness}],
                      cda=True)
    return build


def _cda_plus_both(face: Face, plus: int, number_of: dict[str, Any]) -> Ability | None:
    """604.3: "~'s power and toughness are each equal to 1 plus the number of ..." on a
    1+*/1+* creature (Gaea's Avenger, 208.2a)."""
    if face.power != f"{plus}+*" or face.toughness != f"{plus}+*":
        return None
    value = {"sum": [number_of, plus]}
    return static("self", [{"op": "set_pt", "power": value, "toughness": value}], cda=True)


def _number_of(words: str) -> dict[str, Any] | None:
    """ "creature cards in all graveyards" -> a count; "card types among cards in all
    graveyards" -> the card types among them (Tarmogoyf)."""
    among = words.removeprefix("card types among ")
    found = objects(among)
    if found is None or found.get("zones") == "all":
        return None
    if found.get("zones") not in (None, ["graveyard"], ["hand"]):
        return None
    return {"card_types_among": found} if among != words else {"count": found}


def _devoid(face: Face) -> Ability:
    """702.114a: "Devoid" is a characteristic-defining ability, "This object is colorless";
    it functions everywhere, even outside the game (604.3), and applies first in layer 5
    (613.3, 613.1e)."""
    return static("self", [{"op": "set_colors", "colors": []}], cda=True, functions_in="all")


def _color(words: str) -> str | None:
    return words if words in COLOR_WORDS else None


def _keywords(words: str) -> list[str] | None:
    return keyword_list(words)


READERS: dict[str, Callable[[str], Any]] = {
    "objects": objects,
    "each": each_object,
    "one": _singular_subject,
    "attached": attached,
    "plural_preds": _plural_predicates,
    "singular_preds": _singular_predicates,
    "keywords": _keywords,
    "types": _type_plural,
    "land_type": lambda w: _a_subtype(w, "land"),
    "creature_type": lambda w: _a_subtype(w, "creature"),
    "land_types": _basic_land_types,
    "kind": lambda w: w if w in ("creature", "artifact", "enchantment", "land",
                                 "permanent") else None,
    "pt": pt_value,
    "color": _color,
    "number_of": _number_of,
    "plus": lambda w: int(w) if w.isdigit() and len(w) < 3 else None,
    "basic": _basic_land_type,
    "count_other_pt": _count_other_pt,
}

TEMPLATES = (
    Template("static.group", "{objects} {plural_preds}.", _group, Kind.PERMANENT),
    Template("static.one", "{one} {singular_preds}.", _one, Kind.PERMANENT),
    Template("static.self_keywords", "~ has {keywords}.", _self_keywords, Kind.PERMANENT),
    Template("static.add_types", "{objects} are {types} in addition to their other types.",
             _add_types, Kind.PERMANENT),
    Template("static.add_subtype", "{each} is {land_type} in addition to its other land types.",
             lambda face, each, land_type: _add_subtype(face, each, land_type), Kind.PERMANENT),
    Template("static.add_subtype", "{each} is {creature_type} in addition to its other "
             "creature types.",
             lambda face, each, creature_type: _add_subtype(face, each, creature_type),
             Kind.PERMANENT),
    Template("static.set_land_types", "{objects} are {land_types}.", _set_land_types,
             Kind.PERMANENT),
    Template("static.gain_control", "You control enchanted {kind}.", _gain_control,
             Kind.PERMANENT),
    Template("static.animate", "{attached} is a creature with base power and toughness {pt} "
             "in addition to its other types.",
             lambda face, attached, pt: _animated(face, attached, pt), Kind.PERMANENT),
    Template("static.mana_value_creature", "{each} is an artifact creature with base power and "
             "toughness each equal to its mana value.",
             _mana_value_pt(["Artifact", "Creature"]), Kind.PERMANENT),
    Template("static.mana_value_creature", "{each} is a creature in addition to its other types "
             "and has base power and base toughness each equal to its mana value.",
             _mana_value_pt(["Creature"]), Kind.PERMANENT),
    Template("static.still_lands", "{objects} are {pt} {color} creatures that are still lands.",
             _still_lands, Kind.PERMANENT),
    Template("static.chosen_color", "{objects} are the chosen color in addition to their other "
             "colors.", _chosen_color, Kind.PERMANENT),
    Template("static.add_color", "{objects} are {color} in addition to their other colors.",
             _add_color, Kind.PERMANENT),
    Template("static.cda_count", "~'s power and toughness are each equal to the number of "
             "{number_of}.", _cda_count, Kind.PERMANENT),
    Template("static.cda_count", "~'s power is equal to the number of {number_of} and its "
             "toughness is equal to that number plus {plus}.", _cda_plus, Kind.PERMANENT),
    Template("static.cda_count", "~'s power and toughness are each equal to {plus} plus the "
             "number of {number_of}.", _cda_plus_both, Kind.PERMANENT),
    Template("static.cda_count", "~'s power is equal to the number of {number_of}.",
             _cda_one("power"), Kind.PERMANENT),
    Template("static.cda_count", "~'s toughness is equal to the number of {number_of}.",
             _cda_one("toughness"), Kind.PERMANENT),
    Template("static.set_land_types", "Enchanted land is {basic}.", _enchanted_land_is,
             Kind.PERMANENT),
    Template("static.add_subtype", "{objects} are every basic land type in addition to their "
             "other types.", _every_basic_land_type, Kind.PERMANENT),
    Template("static.self_count_other", "~ gets {count_other_pt}.",
             lambda face, count_other_pt: static("self", [count_other_pt]), Kind.PERMANENT),
    Template("static.devoid", "Devoid", _devoid, Kind.ANY),
)
