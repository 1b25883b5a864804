"""Readers of the small phrases templates are made of: numbers, "+N/+N", counters, colors,
costs and lists of keywords.

Each reader takes the exact words of its slot and returns what they say, or None when they
aren't that phrase (a template then doesn't claim the line).
"""

from __future__ import annotations

import re

from engine.abilities.costs import loyalty_change, payable
from engine.abilities.enchant import EnchantSpec
from engine.abilities.equip import EquipSpec
from engine.abilities.keywords import (
    KEYWORD_RULES,
    NUMBERED,
    Keyword,
    keyword_name,
    keyword_of,
)
from engine.abilities.prevention import protection_of
from engine.abilities.registry import keyword

NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20,
}
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_PT = re.compile(r"([+-])(\d+)/([+-])(\d+)")
_SET_PT = re.compile(r"(\d+)/(\d+)")
_COUNTER = re.compile(r"([+-]\d+/[+-]\d+|[a-z]+)")
_MANA_SYMBOL = re.compile(r"\{[^{}]+\}")
# The verbs a cost in words begins with (118, 602.1).
_COST_VERBS = frozenset(("Sacrifice", "Discard", "Pay", "Remove", "Exile", "Tap", "Untap",
                         "Return", "Put", "Reveal", "Mill"))
# A keyword that takes no parameter: granted by "have ..." and printed alone on a line (702).
_PLAIN = {k.value.lower(): k.value for k in KEYWORD_RULES
          if k not in (Keyword.ENCHANT, Keyword.EQUIP, Keyword.PROTECTION, Keyword.WARD,
                       Keyword.CUMULATIVE_UPKEEP, Keyword.ECHO, Keyword.AFFINITY,
                       Keyword.SUSPEND)
          and k.value.lower() not in NUMBERED}


def number(words: str) -> int | None:
    """ "two", "a", "3" as a number."""
    if words.isdigit() and len(words) < 4:
        return int(words)
    return NUMBER_WORDS.get(words.lower())


def pt_change(words: str) -> tuple[int, int] | None:
    """ "+2/+2", "-1/-0" as (power, toughness)."""
    found = _PT.fullmatch(words)
    if found is None:
        return None
    power = int(found[2]) * (1 if found[1] == "+" else -1)
    toughness = int(found[4]) * (1 if found[3] == "+" else -1)
    return power, toughness


def pt_value(words: str) -> tuple[int, int] | None:
    """ "1/1", "0/2": a power and toughness set outright."""
    found = _SET_PT.fullmatch(words)
    return None if found is None else (int(found[1]), int(found[2]))


def counter_kind(words: str) -> str | None:
    """ "+1/+1", "-1/-1", "charge": the kind of counter a phrase names (122.1)."""
    return words if _COUNTER.fullmatch(words) and words not in ("a", "an", "the") else None


def counters_phrase(words: str) -> tuple[int, str] | None:
    """ "two +1/+1 counters", "a charge counter": how many counters, and their kind."""
    amount_words, _, rest = words.partition(" ")
    amount = number(amount_words)
    if amount is None or amount == 0:
        return None
    noun = " counters" if amount > 1 else " counter"
    kind = counter_kind(rest.removesuffix(noun)) if rest.endswith(noun) else None
    return None if kind is None else (amount, kind)


def color(words: str) -> str | None:
    """A color word as its letter."""
    return COLOR_WORDS.get(words.lower())


def cost(words: str) -> str | None:
    """An activated ability's cost (602.1): mana and tap symbols, or costs in words ("Discard a
    card", "{2}, Sacrifice a creature"), or a loyalty cost ("[+1]", "[−2]", "[0]": 606.4, the
    whole cost; the engine activates it as 606.3 allows: once each turn for the permanent, at
    sorcery speed)."""
    if loyalty_change(words) is not None:
        return words
    parts = words.split(", ")
    for part in parts:
        if _MANA_SYMBOL.sub("", part) == "" and part:
            continue
        if part.split(" ", 1)[0] not in _COST_VERBS or '"' in part or "." in part:
            return None
        if part.startswith("Discard ~") or "~ from " in part:
            # 113.6m: a cost moving its own object out of a zone (Channel's "Discard ~",
            # "Exile ~ from your graveyard") makes the ability work only in that zone, and
            # the engine activates only permanents' abilities on the battlefield.
            return None
    # A cost the engine can't pay ("Tap an untapped creature you control", "{E}{E}") would
    # make the line one it can never activate: left unread.
    if not all(payable(part) for part in parts):
        return None
    return words


def plain_keyword(words: str) -> str | None:
    """A keyword the engine knows that takes no parameter ("flying" -> "Flying"), or a
    protection whose every quality the engine can judge (702.16a)."""
    lowered = " ".join(words.split()).lower()
    if lowered in _PLAIN:
        return _PLAIN[lowered]
    if lowered.startswith("protection from "):
        spec = protection_of(lowered)
        if spec is not None and spec.qualities and all(q.kind != "unknown"
                                                       for q in spec.qualities):
            return keyword_name(words)
    return None


def keyword_list(words: str) -> list[str] | None:
    """ "flying", "flying and first strike", "flying, vigilance, and lifelink",
    "protection from red and from blue": the keywords, spelt as the rules spell them."""
    text = words.replace(", and ", ", ").replace(" and from ", " &from ")
    parts: list[str] = []
    for chunk in text.split(", "):
        parts.extend(chunk.split(" and "))
    found = []
    for part in parts:
        name = plain_keyword(part.replace(" &from ", " and from "))
        if name is None:
            return None
        found.append(name)
    if not found or len(set(found)) != len(found):
        return None
    return found


def printed_keyword(words: str) -> str | None:
    """One keyword printed on a keyword line (702): a plain one, or "Enchant ..." and
    "Equip ..." when the engine reads what they restrict (702.5a, 702.6a)."""
    plain = plain_keyword(words)
    if plain is not None:
        return plain
    name = keyword_name(words)
    if name.startswith("Cumulative upkeep—") and name.endswith(" life."):
        # 702.24a: "Cumulative upkeep—Pay 2 life." (its cost a sentence of its own).
        name = name.removesuffix(".")
    if name.split(" ", 1)[0].lower() in NUMBERED and keyword_of(name) is not None:
        # 702.23a, 702.45a, 702.46a, 702.135a: "Rampage N", "Bushido N", "Soulshift N",
        # "Afterlife N" (keyword_of reads them only with a number).
        return name
    if keyword_of(name) in (Keyword.CUMULATIVE_UPKEEP, Keyword.ECHO, Keyword.AFFINITY,
                            Keyword.REPLICATE, Keyword.SUSPEND):
        # 702.24a, 702.30a, 702.56a: "Cumulative upkeep {1}", "Echo {2}{R}", "Replicate {1}{R}",
        # with a mana cost only
        # (keyword_of reads no other).
        return name
    if keyword_of(name) not in (Keyword.ENCHANT, Keyword.EQUIP):
        return None
    if not all(_known_word(w) for w in name.replace(",", " ").split()[1:]):
        # engine.abilities.enchant reads a word it doesn't know as a subtype ("Enchant tapped
        # creature").
        return None
    spec = keyword(name).spec
    if isinstance(spec, EnchantSpec):
        return name if (spec.objects or spec.players) and not spec.unreadable else None
    if isinstance(spec, EquipSpec):
        mana_cost = bool(spec.cost) and _MANA_SYMBOL.sub("", spec.cost) == ""
        return name if mana_cost and not spec.unreadable else None
    return None


_RESTRICTION_WORDS = frozenset(("or", "you", "control", "don't", "an", "opponent", "controls",
                                "player", "permanent", "creature", "artifact", "enchantment",
                                "land", "planeswalker", "battle", "basic", "legendary", "snow"))


def _known_word(word: str) -> bool:
    """A word an Enchant or Equip restriction may use, as engine.abilities.enchant reads it."""
    from engine.oracle.creature_types import SUBTYPES

    if _MANA_SYMBOL.sub("", word) == "":
        return True
    lowered = word.lower()
    if lowered in _RESTRICTION_WORDS or word in SUBTYPES:
        return True
    if lowered.startswith("non"):
        rest = lowered.removeprefix("non").removeprefix("-")
        return rest in _RESTRICTION_WORDS - {"or", "you", "control", "don't", "an", "opponent",
                                            "controls", "player", "permanent"} or (
            word[4:] in SUBTYPES and word.startswith("non-"))
    return False
