"""Round 5 of issue 27: library actions read as clauses of an effect (templates_triggered's
``_CLAUSES``, and through templates_bridge a spell's or activated ability's sentence).

- "Scry N" (701.18a): ``{"do": "scry", "amount": N}``, the ability's controller scries
  (engine.turn.resolving.scry). Only a number in digits (as Oracle text writes it); not
  "scry X", not "scry that many", not "target player scries".
- "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle
  your library" and its variants (701.19a, 701.20a): ``{"do": "search", "objects":
  {"supertypes": ["Basic"], "types": ["Land"]}, "to": "battlefield", "tapped": true}`` — onto
  the battlefield (tapped or not) or, revealed or not, into the hand; the searcher chooses
  among the library's named cards that match or finds nothing (701.19b), then shuffles
  (engine.turn.resolving.search). Only "a basic land card" (a stated quality, so finding
  nothing is always allowed); not "a card" (which must be found when the library has one, and
  the scenario's unnamed cards can't be), not two cards, not "put that card on top".
"""

from __future__ import annotations

import re
from typing import Any

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
    r"search your library for a basic land card(?:,| and) "
    r"(?:reveal (?:it|that card),? (?:and )?)?"
    r"put (?:it|that card) (onto the battlefield(?: tapped)?|into your hand)"
    r"(?:,|\.) then shuffle(?: your library)?")
_BASIC_LAND = {"supertypes": ["Basic"], "types": ["Land"]}


def search_clause(words: str) -> tuple[Action, None] | None:
    """701.19a, 701.20a: "search your library for a basic land card, put it onto the
    battlefield [tapped] / [reveal it,] put it into your hand, then shuffle your library"."""
    found = _SEARCH.fullmatch(words.lower())
    if found is None:
        return None
    where = found[1]
    if where == "into your hand":
        return {"do": "search", "objects": dict(_BASIC_LAND), "to": "hand"}, None
    if "reveal" in words.lower():
        # A card revealed and put onto the battlefield: no such line; leave it.
        return None
    action: Action = {"do": "search", "objects": dict(_BASIC_LAND), "to": "battlefield"}
    if where.endswith(" tapped"):
        action["tapped"] = True
    return action, None
