"""Noun phrases as filters (109, 205): "other Elf creatures you control", "nonbasic lands",
"a creature an opponent controls", "cards in graveyards".

A filter is the format's filter object (docs/scenario-format.md, "affects"): it matches objects
with all of its ``types``, any of its ``subtypes`` and ``colors``, none of the ``not_*`` ones.
Every word of a phrase must be understood; a phrase the filter can't say exactly ("white and
blue creatures", "Elf Warriors", "tapped creatures", "creatures with flying") reads as None.

Two readings follow the hand-written cards: a plural subtype alone ("Other Merfolk") names
permanents of that subtype without requiring a card type (205.3m: kindred permanents have
creature types too), and "cards in graveyards" leaves tokens in, since a token there ceases to
exist the next time state-based actions are checked (704.5d).
"""

from __future__ import annotations

from typing import Any

from engine.oracle.creature_types import plural_subtype, singular_subtype
from engine.oracle.phrases import COLOR_WORDS

Filter = dict[str, Any]

TYPE_WORDS = {"artifact": "Artifact", "battle": "Battle", "creature": "Creature",
              "enchantment": "Enchantment", "land": "Land", "planeswalker": "Planeswalker",
              "instant": "Instant", "sorcery": "Sorcery"}
SUPERTYPE_WORDS = {"basic": "Basic", "legendary": "Legendary", "snow": "Snow"}
_PLURAL_HEADS = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment",
                 "lands": "land", "planeswalkers": "planeswalker", "battles": "battle",
                 "permanents": "permanent", "tokens": "token", "cards": "card"}
_SINGULAR_HEADS = frozenset((*TYPE_WORDS, "permanent", "token", "card"))
# What may follow the head, and what it adds to the filter.
_QUALIFIERS: dict[str, Filter] = {
    "you control": {"controller": "you"},
    "your opponents control": {"controller": "opponent"},
    "an opponent controls": {"controller": "opponent"},
    "you don't control": {"controller": "opponent"},
    "you own": {"owner": "you"},
    "an opponent owns": {"owner": "opponent"},
    "on the battlefield": {},
    "in graveyards": {"zones": ["graveyard"]},
    "in all graveyards": {"zones": ["graveyard"]},
    "in your graveyard": {"zones": ["graveyard"], "owner": "you"},
    "in your opponents' graveyards": {"zones": ["graveyard"], "owner": "opponent"},
    "in an opponent's graveyard": {"zones": ["graveyard"], "owner": "opponent"},
    # 400.3: a card in a hand is in its owner's hand.
    "in your hand": {"zones": ["hand"], "owner": "you"},
    # 105.4 (Hall of Triumph): the color chosen as the source entered.
    "of the chosen color": {"colors": [{"chosen": "color"}]},
}
# How a list of alternatives is written: "artifacts and lands", "artifact, enchantment, or land".
_LISTS = {True: (", and ", ", ", " and "), False: (", or ", ", ", " or ")}
# 611.3a: Mycosynth Lattice's and Painter's Servant's "everything" (every zone).
_EVERYTHING = ("All cards that aren't on the battlefield, spells, and permanents",
               "all cards that aren't on the battlefield, spells, and permanents")


def _lower_first(words: list[str]) -> list[str]:
    """The first word as it reads mid-sentence ("Creatures" -> "creatures"), unless it is a
    subtype, which is capitalised everywhere (205.3)."""
    if words and words[0][:1].isupper():
        first = words[0]
        if singular_subtype(first) is None and plural_subtype(first) is None:
            return [first[:1].lower() + first[1:], *words[1:]]
    return words


def _phrase(text: str, plural: bool) -> Filter | None:
    """ "[other] adjectives head [qualifiers]" as a filter, or None."""
    words = _lower_first(text.split(" "))
    if not words or "" in words:
        return None
    found: Filter = {}
    if words[0] in ("other", "another"):
        if words[0] == "another" and plural:
            return None
        found["other"] = True
        words = words[1:]
    rest = " ".join(words)
    qualifiers: list[Filter] = []
    changed = True
    while changed:
        changed = False
        for suffix, adds in _QUALIFIERS.items():
            if rest.endswith(" " + suffix):
                rest = rest[: -len(suffix) - 1]
                qualifiers.append(adds)
                changed = True
    alternatives = _alternatives(rest, plural)
    if alternatives is not None:
        # "Artifacts, creatures, and lands": one of the card types (the filter's ``any``);
        # "other" and the qualifiers hold for all of them.
        found["any"] = alternatives
    else:
        words = rest.split(" ")
        head, adjectives = words[-1], words[:-1]
        if not _read_head(head, plural, found):
            return None
        for adjective in reversed(adjectives):
            if not _read_adjective(adjective, found):
                return None
    for adds in reversed(qualifiers):
        for key, value in adds.items():
            if key in found:
                return None
            found[key] = value
    if len(found.get("subtypes", ())) > 1 or len(found.get("colors", ())) > 1:
        # The filter's subtypes and colors are alternatives: "Elf Warrior" can't be said.
        return None
    if found.get("token") is False and found.get("zones") in (["graveyard"], ["hand"]):
        del found["token"]
    return _ordered(found)


def _alternatives(text: str, plural: bool) -> list[Filter] | None:
    """ "artifacts and lands" as one filter per head word, or None if it isn't such a list."""
    parts = [text]
    for separator in _LISTS[plural]:
        parts = [piece for part in parts for piece in part.split(separator)]
    if len(parts) < 2:
        return None
    found: list[Filter] = []
    for part in parts:
        alternative: Filter = {}
        if " " in part or not _read_head(part, plural, alternative):
            return None
        if not alternative.get("types") and not alternative.get("subtypes"):
            return None
        found.append(alternative)
    return found


def _ordered(found: Filter) -> Filter:
    """Fields in the order the hand-written cards write them."""
    order = ("zones", "any", "types", "not_types", "subtypes", "not_subtypes", "supertypes",
             "not_supertypes", "colors", "not_colors", "controller", "owner", "other", "token")
    return {key: found[key] for key in order if key in found}


def _add(found: Filter, key: str, value: Any, front: bool = True) -> None:
    values = found.setdefault(key, [])
    if value not in values:
        if front:
            values.insert(0, value)
        else:
            values.append(value)


def _read_head(head: str, plural: bool, found: Filter) -> bool:
    if plural:
        noun = _PLURAL_HEADS.get(head)
        subtype = plural_subtype(head)
    else:
        noun = head if head in _SINGULAR_HEADS else None
        subtype = singular_subtype(head)
    if subtype is not None:
        _add(found, "subtypes", subtype)
        return True
    if noun is None:
        return False
    if noun in TYPE_WORDS:
        _add(found, "types", TYPE_WORDS[noun])
    elif noun == "token":
        found["token"] = True
    elif noun == "card":
        # 108.1: a card, not a token.
        found["token"] = False
    return True


def _read_adjective(word: str, found: Filter) -> bool:
    lowered = word.lower()
    if word != lowered and not word.startswith("non-"):
        subtype = singular_subtype(word)
        if subtype is None:
            return False
        _add(found, "subtypes", subtype)
        return True
    if lowered in TYPE_WORDS:
        _add(found, "types", TYPE_WORDS[lowered])
    elif lowered in SUPERTYPE_WORDS:
        _add(found, "supertypes", SUPERTYPE_WORDS[lowered])
    elif lowered in COLOR_WORDS:
        _add(found, "colors", COLOR_WORDS[lowered])
    elif lowered == "colorless":
        # 105.2c: a colorless object has none of the five colors.
        if "not_colors" in found:
            return False
        found["not_colors"] = list(COLOR_WORDS.values())
    elif lowered == "token" and "token" not in found:
        found["token"] = True
    elif lowered == "nontoken" and "token" not in found:
        found["token"] = False
    elif word.startswith("non-"):
        subtype = singular_subtype(word[4:])
        if subtype is None:
            return False
        _add(found, "not_subtypes", subtype)
    elif lowered.startswith("non"):
        return _read_negated(lowered[3:], found)
    else:
        return False
    return True


def _read_negated(word: str, found: Filter) -> bool:
    if word in TYPE_WORDS:
        _add(found, "not_types", TYPE_WORDS[word])
    elif word in SUPERTYPE_WORDS:
        _add(found, "not_supertypes", SUPERTYPE_WORDS[word])
    elif word in COLOR_WORDS:
        _add(found, "not_colors", COLOR_WORDS[word])
    else:
        return False
    return True


def objects(text: str) -> Filter | None:
    """A plural subject: "Creatures you control", "All creatures", "Other Merfolk", "Nonbasic
    lands", "All permanents"."""
    if text in _EVERYTHING:
        return {"zones": "all"}
    for prefix in ("All other ", "all other "):
        if text.startswith(prefix):
            found = _phrase(text[len(prefix):], plural=True)
            return None if found is None or "other" in found else {**found, "other": True}
    for prefix in ("All ", "all "):
        if text.startswith(prefix):
            text = text[len(prefix):]
            break
    return _phrase(text, plural=True)


def each_object(text: str) -> Filter | None:
    """A singular subject with "each": "Each noncreature artifact", "Each other non-Aura
    enchantment", "Each land"."""
    for prefix in ("Each ", "each "):
        if text.startswith(prefix):
            return _phrase(text[len(prefix):], plural=False)
    return None


def an_object(text: str) -> Filter | None:
    """ "a creature you control", "another creature", "an artifact"."""
    for prefix in ("a ", "an ", "A ", "An "):
        if text.startswith(prefix):
            return _phrase(text[len(prefix):], plural=False)
    if text.startswith(("another ", "Another ")):
        return _phrase(text, plural=False)
    return None


def object_noun(text: str) -> Filter | None:
    """A singular noun phrase without an article: "Forest you control" (after "for each")."""
    return _phrase(text, plural=False)


def attached(text: str) -> str | None:
    """ "Enchanted creature" / "Equipped creature" (303.4, 301.5): the object the source is
    attached to, as the format's reference."""
    words = text.split(" ")
    if len(words) != 2 or words[1] not in (*TYPE_WORDS, "permanent"):
        return None
    if words[0] in ("Enchanted", "enchanted"):
        return "enchanted"
    if words[0] in ("Equipped", "equipped") and words[1] == "creature":
        return "equipped"
    return None
