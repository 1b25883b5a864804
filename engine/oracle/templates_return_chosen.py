"""A triggered ability's "return a permanent you control to its owner's hand" (608.2d, 400.3).

"When ~ enters, return a creature you control to its owner's hand.", "return another creature
you control to its owner's hand", "return a non-Lair land you control to its owner's hand": no
target (115.1: the words say no "target"); as the ability resolves its controller chooses one
permanent they control that the noun matches (608.2d; it may be ~ itself unless the noun says
"another") and it is put into its owner's hand: ``{"do": "return_chosen", "player": "you",
"amount": 1, "objects": filter}``.

Not read: another player returning ("that player returns ..."), more than one permanent, "unless"
(templates_unless), a noun the filter can't say ("untapped Island"). "A black or red creature"
is one of either color (105.2: a multicolored one is both).
"""

from __future__ import annotations

from typing import Any

from engine.oracle.nouns import Filter, an_object
from engine.oracle.phrases import COLOR_WORDS

Action = dict[str, Any]
Target = dict[str, Any]

_OPENING = "return "
_ENDING = " you control to its owner's hand"


def return_chosen_clause(words: str) -> tuple[Action, Target | None] | None:
    """ "return a creature you control to its owner's hand": the action, without a target."""
    if not words.startswith(_OPENING) or not words.endswith(_ENDING):
        return None
    noun = words.removeprefix(_OPENING).removesuffix(_ENDING)
    if not noun.startswith(("a ", "an ", "another ")):
        return None
    found = _either_color(noun) or an_object(noun)
    if found is None or set(found) & {"zones", "controller", "owner", "any"}:
        return None
    return {"do": "return_chosen", "player": "you", "amount": 1, "objects": found}, None


def _either_color(noun: str) -> Filter | None:
    """ "a black or red creature": the noun's filter with either color (``colors`` lists the
    colors any one of which it has)."""
    article, _, rest = noun.partition(" ")
    first, joint, rest = rest.partition(" or ")
    second, _, rest = rest.partition(" ")
    if article not in ("a", "an") or not joint or first not in COLOR_WORDS or \
            second not in COLOR_WORDS or first == second:
        return None
    found = an_object("a " + rest)
    if found is None or "colors" in found or "not_colors" in found:
        return None
    return {**found, "colors": [COLOR_WORDS[first], COLOR_WORDS[second]]}
