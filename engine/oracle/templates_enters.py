"""A permanent entering tapped under a count (614.1c, 614.12): "~ enters the battlefield tapped
unless you control two or fewer other lands." (the fast lands) and "... unless you control two
or more basic lands." (the battle lands: tapped with one basic land or none, ``at_most``).

It is a replacement ability of the permanent on its own entering: it enters tapped if its
controller controls N+1 or more lands as it would enter, ``{"if": {"you_control": {"types":
["Land"]}, "at_least": N+1}}`` (engine/abilities/replacements.py). The permanent entering isn't
on the battlefield yet, so the lands counted are the "other" ones; lands entering at the same
time aren't there either.

Not read: other nouns ("other creatures"), "unless you control a [basic land type]" (a
choice of types), "N or more other lands", "N or fewer basic lands".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import number
from engine.oracle.templates_replacement import replacement


def _few(words: str) -> int | None:
    """ "two" in "two or fewer": a number word, not "a"."""
    if words in ("a", "an"):
        return None
    return number(words)


def _tapped_unless_few_lands(face: Face, few: int) -> Ability:
    return replacement({"type": "enter", "object": "self"}, {"tapped": True},
                       **{"if": {"you_control": {"types": ["Land"]}, "at_least": few + 1}})


def _tapped_unless_many_basics(face: Face, many: int) -> Ability:
    return replacement({"type": "enter", "object": "self"}, {"tapped": True},
                       **{"if": {"you_control": {"types": ["Land"], "supertypes": ["Basic"]},
                                 "at_most": many - 1}})


def _many(words: str) -> int | None:
    """ "two" in "two or more": a number word of at least 1, not "a"."""
    found = _few(words)
    return found if found is not None and found >= 1 else None


READERS: dict[str, Callable[[str], Any]] = {
    "few": _few,
    "many": _many,
}

TEMPLATES = (
    Template("enters.tapped_unless_few_lands",
             "~ enters tapped unless you control {few} or fewer other lands.",
             _tapped_unless_few_lands, Kind.PERMANENT),
    Template("enters.tapped_unless_many_basics",
             "~ enters tapped unless you control {many} or more basic lands.",
             _tapped_unless_many_basics, Kind.PERMANENT),
)
