"""Round 5 of issue 27: library actions read as clauses of an effect (templates_triggered's
``_CLAUSES``, and through templates_bridge a spell's or activated ability's sentence).

- "Scry N" (701.18a): ``{"do": "scry", "amount": N}``, the ability's controller scries
  (engine.turn.resolving.scry). Only a number in digits (as Oracle text writes it); not
  "scry X", not "scry that many", not "target player scries". Joined by ", then" to one other
  clause ("Scry 1, then draw a card", "put a +1/+1 counter on ~, then scry 1"): the two
  actions in that order (608.2c).
- "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle
  your library" and its variants (701.19a, 701.20a): ``{"do": "search", "objects":
  {"supertypes": ["Basic"], "types": ["Land"]}, "to": "battlefield", "tapped": true}`` — onto
  the battlefield (tapped or not) or, revealed or not, into the hand; the searcher chooses
  among the library's named cards that match or finds nothing (701.19b), then shuffles
  (engine.turn.resolving.search). Only a card of a stated quality (so finding nothing is
  always allowed): "a basic land card", "a creature card", "a Forest card" (into the hand; onto
  the battlefield only a land, creature or artifact card by its card type, not an enchantment,
  303.4f); "an Island or Swamp card" (either subtype: onto the battlefield when both are
  basic land types, so the card is a land); "a Rebel permanent card with converted mana cost
  2 or less" (the subtype, any permanent card type, 110.4a, and a mana value at most N; an
  Aura found onto the battlefield is said not to be modelled, 303.4f); not "a card" (which
  must be found when the library has one, and the scenario's unnamed cards can't be), not two
  cards, not "put that card on top".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.creature_types import singular_subtype
from engine.oracle.nouns import an_object
from engine.oracle.phrases import number

Action = dict[str, Any]


def scry_clause(words: str) -> tuple[Action, None] | None:
    """701.18a: "scry N" — its controller looks at the top N cards of their library."""
    if not words.startswith("scry "):
        return None
    digits = words.removeprefix("scry ")
    amount = number(digits) if digits.isdigit() else None
    if amount is None or amount < 1:
        return None
    return {"do": "scry", "amount": amount}, None


_SEARCH = re.compile(
    r"search your library for (an? .+? card(?: with (?:converted mana cost|mana value) \d+ or "
    r"less)?)(?:,| and) "
    r"(?:reveal (?:it|that card),? (?:and )?)?"
    r"put (?:it|that card) (onto the battlefield(?: tapped)?|into your hand)"
    r"(?:(?:,|\.) [Tt]hen shuffle(?: your library)?|\. [Ii]f you do, shuffle your library)")
# What a card's filter may say here: its types, subtypes, supertypes and colors.
_CARD_KEYS = frozenset(("types", "subtypes", "supertypes", "colors", "token"))
# 303.4f: an Aura put onto the battlefield without being cast is attached as it enters, a
# choice the engine doesn't make; only these card types go onto the battlefield here.
_ONTO_BATTLEFIELD = frozenset(("Land", "Creature", "Artifact"))
_BASIC_LAND_TYPES = frozenset(("Plains", "Island", "Swamp", "Mountain", "Forest"))


# 110.4a: a permanent card is an artifact, creature, enchantment, land, planeswalker or battle
# card.
PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle")
_MANA_VALUE = re.compile(r"(.+) with (?:converted mana cost|mana value) (\d+) or less")
_EITHER = re.compile(r"an? ((?:[A-Z][a-z]+, )*[A-Z][a-z]+),? or ([A-Z][a-z]+) card")
_PERMANENT = re.compile(r"an? (?:([A-Z][a-z]+) )?permanent card")


def _card(words: str) -> dict[str, Any] | None:
    """ "a basic land card", "a Forest card", "a creature card", "a Rebel permanent card with
    converted mana cost 3 or less": the filter of the card searched for (a stated quality,
    701.19b); not "a card" nor "a permanent card" (no quality beyond its being a permanent)."""
    mana = _MANA_VALUE.fullmatch(words)
    if mana is not None:
        # The card's mana value at most N (Oracle's older words: "converted mana cost").
        found_card = _card(mana[1])
        return None if found_card is None else {**found_card, "max_mana_value": int(mana[2])}
    permanent = _PERMANENT.fullmatch(words)
    if permanent is not None:
        subtype = permanent[1] and singular_subtype(permanent[1])
        if not subtype:
            return None
        return {"subtypes": [subtype], "any": [{"types": [t]} for t in PERMANENT_TYPES]}
    either = _EITHER.fullmatch(words)
    if either is not None:
        # "an Island or Swamp card": a card with either subtype (205.3: a Badlands, a Swamp
        # Mountain, is one).
        # "a Plains, Island, Swamp, or Mountain card": any of the listed subtypes.
        names = [*either[1].split(", "), either[2]]
        listed = [singular_subtype(n) for n in names]
        if not all(listed) or len(set(names)) != len(names) or (
                len(names) == 2 and ", " in either[0]):
            return None
        return {"subtypes": names}
    found = an_object(words)
    if found is None or not set(found) <= _CARD_KEYS or words in ("a card", "an card"):
        return None
    found.pop("token", None)
    return found if found else None


def may_search(words: str) -> Action | None:
    """ "[you may] search your library for ... . If you do, shuffle your library." (603.5): the
    whole search is optional, and the shuffle happens if the player searched."""
    found = search_clause(words, may=True)
    return None if found is None else found[0]


def search_clause(words: str, may: bool = False) -> tuple[Action, None] | None:
    """701.19a, 701.20a: "search your library for a [quality] card, put it onto the
    battlefield [tapped] / [reveal it,] put it into your hand, then shuffle your library"."""
    found = _SEARCH.fullmatch(words[:1].lower() + words[1:])
    if found is None or (". if you do" in words.lower() and not may):
        # "If you do, shuffle" follows only "you may search" (the shuffle happens if the
        # player searched, 603.5: all of it or none).
        return None
    card = _card(found[1])
    if card is None:
        return None
    where = found[2]
    if where == "into your hand":
        return {"do": "search", "objects": card, "to": "hand"}, None
    if "any" in card:
        # A permanent card of a subtype: onto the battlefield (an Aura among them is said not
        # to be modelled as it would enter, 303.4f: engine.turn.resolving.search).
        return {"do": "search", "objects": card, "to": "battlefield",
                **({"tapped": True} if where.endswith(" tapped") else {})}, None
    types = set(card.get("types", ()))
    if not types and card.get("subtypes") and set(card["subtypes"]) <= _BASIC_LAND_TYPES:
        types = {"Land"}  # Only lands have land types ("a Forest card").
    if "reveal" in words or not types or not types <= _ONTO_BATTLEFIELD:
        # Revealed onto the battlefield: no such line. A card of no stated type ("a red card")
        # or an enchantment: left.
        return None
    action: Action = {"do": "search", "objects": card, "to": "battlefield"}
    if where.endswith(" tapped"):
        action["tapped"] = True
    return action, None


Clause = tuple[Action, Any]


def then_scry_clause(read: Callable[[str], Clause | None]
                     ) -> Callable[[str], list[Clause] | None]:
    """ "scry N, then [clause]" and "[clause], then scry N": two actions in order (608.2c)."""
    def clauses(words: str) -> list[Clause] | None:
        first, then, second = words.partition(", then ")
        if not then or ", then " in second:
            return None
        if scry_clause(first) is None and scry_clause(second) is None:
            return None
        one, two = read(first), read(second)
        return None if one is None or two is None else [one, two]
    return clauses
