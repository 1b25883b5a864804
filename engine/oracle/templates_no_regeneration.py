"""A triggered ability's "destroy ... It can't be regenerated." (701.15).

"Destroy that creature. It can't be regenerated.", "destroy target artifact and it can't be
regenerated", "Destroy all creatures. They can't be regenerated.": the destroy action's
``no_regeneration`` (a regeneration shield, 701.15, can't replace that destruction). The
sentence is read only right after a sentence whose last action destroys: "it" / "the
creature" is the one object destroyed ("they": a group), never another.

Not read: "can't be regenerated" after anything but a destroy, or a pronoun that names a
different object than the destroyed one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Action = dict[str, Any]
Target = dict[str, Any]
Clauses = Callable[[str], list[tuple[Action, Target | None]] | None]

# The words that follow the destroy, and whether they name one object or a group.
_ENDINGS = {
    ". It can't be regenerated": False,
    ". The creature can't be regenerated": False,
    ". That creature can't be regenerated": False,
    " and it can't be regenerated": False,
    ". They can't be regenerated": True,
    ". The creatures can't be regenerated": True,
}


def no_regeneration_clauses(read: Clauses) -> Clauses:
    """A reader of "[clauses destroying one object or a group]. It/They can't be regenerated"
    over ``read`` (the triggered reader's clauses)."""
    def clauses(words: str) -> list[tuple[Action, Target | None]] | None:
        for ending, group in _ENDINGS.items():
            if not words.endswith(ending):
                continue
            found = read(words.removesuffix(ending))
            if not found:
                return None
            last, spec = found[-1]
            if last.get("do") != "destroy" or ("objects" in last) != group:
                return None
            if not group and last.get("object") not in ("it", "self", "target", "attached"):
                # ("self" only as "it" the builder makes the event's object or refuses.)
                return None
            return [*found[:-1], ({**last, "no_regeneration": True}, spec)]
        return None
    return clauses
