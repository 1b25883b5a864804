"""Choices made as a permanent enters and the abilities that read them (614.12a, 607.1).

"As ~ enters, choose a nonland card name." (Meddling Mage, Nevermore): a replacement whose
``choose`` is ``card_name``, made before the permanent enters (614.12a; the scenario gives the
name as an answer that may be any name, or as the object's ``chosen`` ``card_name``).

The lines that read a choice (607.1: "the chosen name" and "the chosen color" refer to the
choice made as that same permanent entered), read only on a face whose own "As ~ enters,
choose ..." line makes that choice (the compiler checks, ``compiler._chosen_values``):

* "Spells with the chosen name can't be cast." (601.3, 101.2: a ``cant`` ``cast`` with
  ``name`` ``{"chosen": "card_name"}``; the cast event is refused);
* "Your opponents can't cast spells with the chosen name." (``player`` ``opponents``);
* "Your opponents can't cast spells of the chosen color." (Iona: ``affects`` a filter of the
  chosen color, the card judged as it is in its zone).

Not read: "Activated abilities of sources with the chosen name can't be activated." (Phyrexian
Revoker: sources in every zone), "choose a noncreature, nonland card name" with a cost
reduction beside it, and a name chosen with an opponent (Booby Trap).
"""

from __future__ import annotations

from engine.oracle.patterns import Ability

# The choice lines: their words, the choice (614.12a).
CHOICE_LINES = {
    "As ~ enters, choose a nonland card name.": "card_name",
    "As ~ enters, choose a noncreature, nonland card name.": "card_name",
}

_NAME = {"chosen": "card_name"}
_COLOR = {"chosen": "color"}

# The lines that read a choice: their words, (the choice they read, the ability).
_READERS: dict[str, tuple[str, Ability]] = {
    "Spells with the chosen name can't be cast.":
        ("card_name", {"kind": "cant", "what": ["cast"], "name": _NAME}),
    "Your opponents can't cast spells with the chosen name.":
        ("card_name", {"kind": "cant", "what": ["cast"], "player": "opponents",
                       "name": _NAME}),
    "Your opponents can't cast spells of the chosen color.":
        ("color", {"kind": "cant", "what": ["cast"], "player": "opponents",
                   "affects": {"colors": [_COLOR]}}),
}


def choice_line(words: str) -> Ability | None:
    """614.12a: "As ~ enters, choose a nonland card name." as a replacement, or None."""
    key = CHOICE_LINES.get(words)
    if key is None:
        return None
    return {"kind": "replacement", "event": {"type": "enter", "object": "self"},
            "instead": {"choose": key}}


def chosen_line(words: str, made: frozenset[str]) -> Ability | None:
    """607.1: a line that reads a choice the face makes (``made``: the choices of its "As ~
    enters, choose ..." lines), or None."""
    found = _READERS.get(words)
    if found is None or found[0] not in made:
        return None
    return dict(found[1])
