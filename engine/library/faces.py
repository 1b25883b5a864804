"""Which face of a card with several faces an object shows (current rules 709, 710, 712, 715).

The shipped text stops before section 7; these are the rules by their current numbers:

* 709.4: a split card has the combined characteristics of its two halves in every zone but
  the stack (where a cast event's ``half`` names the half cast, 709.3, engine.turn.casting);
* 710.1, 710.2: a flip card shows its upper half unless it is a flipped permanent on the
  battlefield;
* 712.8: a double-faced card (transform, modal_dfc, meld) has only its front face's
  characteristics outside the battlefield and the stack; on the battlefield either face may be
  up. A meld card's back face is half of a melded permanent made of two cards (712.4, 701.42),
  which the engine doesn't model;
* 715.4: an adventurer card has only its normal characteristics except on the stack as an
  Adventure.

A scenario object names its face with ``face`` (the face's English name, any case).
"""

from __future__ import annotations

from dataclasses import replace

from engine.concepts import Zone
from engine.errors import ScenarioError, join
from engine.library.cards import Card

# Layouts whose other faces can be up on the battlefield, and the rule that says so.
_TURNS_OVER = {"flip": "710.2", "transform": "712.8", "modal_dfc": "712.8"}


def face_up(card: Card, requested: str | None, zone: Zone, path: str) -> Card:
    """The characteristics an object of ``card`` has in ``zone``, with face ``requested``
    (None: the rules' default) up; a ScenarioError on ``path``'s ``face`` if it can't be."""
    if not card.faces:
        if requested is not None:
            raise ScenarioError(join(path, "face"), f"{card.name!r} has one face")
        return card
    if card.layout == "split":
        if requested is not None:
            raise ScenarioError(join(path, "face"), (
                "a split card has both halves' characteristics off the stack (709.4); a "
                "cast event's half names the half cast (709.3)"))
        return combined(card)
    front = card.faces[0]
    if requested is None:
        return _as_object(card, front)
    face = next((f for f in card.faces if f.name.casefold() == requested.casefold()), None)
    if face is None:
        names = ", ".join(repr(f.name) for f in card.faces)
        raise ScenarioError(join(path, "face"), f"{card.name!r} has no face {requested!r} "
                            f"(its faces: {names})")
    if face is front:
        return _as_object(card, front)
    if card.layout == "adventure":
        raise ScenarioError(join(path, "face"), (
            f"{face.name!r} is an Adventure: the card has only its normal characteristics "
            "except on the stack as an Adventure (715.4), which isn't modelled"))
    if card.layout == "meld":
        raise ScenarioError(join(path, "face"), (
            f"{face.name!r} is the back face of a meld card: it is up only as half of a "
            "melded permanent (712.4, 701.42), which isn't modelled"))
    if zone != Zone.BATTLEFIELD:
        raise ScenarioError(join(path, "face"), (
            f"{face.name!r} can be up only on the battlefield; elsewhere the card has its "
            f"front face's characteristics ({_TURNS_OVER.get(card.layout, '712.8')})"))
    return _as_object(card, face)


def combined(card: Card) -> Card:
    """709.4: a split card's two halves combined: both names and the total mana value (the
    card's own, as Oracle gives it), every color, type and ability of either half."""
    def union(values: tuple[tuple[str, ...], ...]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(v for group in values for v in group))

    halves = card.faces
    return replace(
        card,
        colors=union(tuple(h.colors for h in halves)),
        types=union(tuple(h.types for h in halves)),
        subtypes=union(tuple(h.subtypes for h in halves)),
        supertypes=union(tuple(h.supertypes for h in halves)),
        abilities=tuple(a for h in halves for a in h.abilities),
        faces=(),
    )


def _as_object(card: Card, face: Card) -> Card:
    """One face's characteristics, as the card an object is made from.

    712.8: a transformed permanent's back face has no mana cost, and its mana value is its
    front face's; a flipped permanent keeps the card's mana cost (710.2). A modal double-faced
    card's back face has a mana cost of its own.
    """
    front = card.faces[0]
    if face is not front and card.layout in ("transform", "meld"):
        return replace(face, layout=card.layout, faces=(), mana_value=front.mana_value)
    if face is not front and card.layout == "flip":
        return replace(face, layout=card.layout, faces=(), mana_value=front.mana_value,
                       mana_cost=front.mana_cost)
    return replace(face, layout=card.layout, faces=())
