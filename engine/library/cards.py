"""The card library: one JSON file per card in ``engine/data/cards/`` (rules 108, 109.3).

Each card gives its Oracle name, Korean name (``name_ko``, "" when unknown),
printed characteristics, Oracle text and abilities in the effect language of
:mod:`engine.abilities.effects`. Scenarios may define more cards with the same format
(their ``cards`` field); :func:`parse_card` reads both.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from engine.abilities.effects import COLORS, strings_field
from engine.abilities.registry import keyword, parse_ability
from engine.errors import ScenarioError, join
from engine.format.validate import check_card, trusted
from engine.state.objects import Ability
from engine.subtypes import CARD_TYPES, SUPERTYPES, subtype_name


@dataclass(frozen=True, slots=True)
class Card:
    """A card's Oracle data: printed characteristics, text and abilities."""

    name: str
    name_ko: str
    mana_cost: str
    mana_value: int
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    colors: tuple[str, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None
    text: str
    abilities: tuple[Ability, ...]
    power_text: str = ""
    toughness_text: str = ""
    defense: int | None = None
    # 709, 710, 712, 715: how its faces are laid out, and the faces, front face first; the
    # fields above are then the card as a whole. See engine.library.faces for which face is up.
    layout: str = "normal"
    faces: tuple[Card, ...] = ()

    @property
    def keywords(self) -> tuple[str, ...]:
        """Its printed keyword abilities."""
        return tuple(a.label for a in self.abilities if a.is_keyword)


def _stat(data: Mapping[str, Any], name: str, path: str) -> tuple[int | None, str]:
    """A printed power/toughness/loyalty: an integer, null, or text such as ``"1+*"``."""
    value = data.get(name)
    if value is None:
        return None, ""
    if isinstance(value, bool):
        raise ScenarioError(join(path, name), "expected an integer")
    if isinstance(value, int):
        return value, str(value)
    if isinstance(value, str) and "*" in value:
        # 208.2a: a star is defined by a characteristic-defining ability; where none
        # applies it counts as 0 ("1+*" is then 1).
        try:
            return sum(int(part.replace("*", "0") or 0) for part in value.split("+")), value
        except ValueError:
            raise ScenarioError(join(path, name), "expected an integer or * text") from None
    raise ScenarioError(join(path, name), "expected an integer")


def parse_card(data: Any, path: str) -> Card:
    """Parse one card definition (a library file or a scenario's custom card).

    Its structure is checked against the format's declaration (engine/format/) first.
    """
    check_card(data, path)
    with trusted():
        return _parse_card(data, path)


def _parse_card(data: Any, path: str) -> Card:
    if not isinstance(data, Mapping):
        raise ScenarioError(path, "expected a card object")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ScenarioError(join(path, "name"), "expected a non-empty string")
    name_ko = data.get("name_ko", "")
    if not isinstance(name_ko, str):
        raise ScenarioError(join(path, "name_ko"), "expected a string")
    mana_value = data.get("mana_value", 0)
    if isinstance(mana_value, bool) or not isinstance(mana_value, int) or mana_value < 0:
        raise ScenarioError(join(path, "mana_value"), "expected a non-negative integer")
    for text_name in ("mana_cost", "text"):
        if not isinstance(data.get(text_name, ""), str):
            raise ScenarioError(join(path, text_name), "expected a string")
    power, power_text = _stat(data, "power", path)
    toughness, toughness_text = _stat(data, "toughness", path)
    loyalty, _ = _stat(data, "loyalty", path)
    keywords = tuple(keyword(k) for k in strings_field(data, "keywords", path))
    raw_abilities = data.get("abilities", [])
    if not isinstance(raw_abilities, list):
        raise ScenarioError(join(path, "abilities"), "expected a list of abilities")
    abilities = tuple(
        parse_ability(a, join(join(path, "abilities"), i)) for i, a in enumerate(raw_abilities)
    )
    faces = tuple(_parse_card(face, join(join(path, "faces"), i))
                  for i, face in enumerate(data.get("faces", [])))
    defense, _ = _stat(data, "defense", path)
    return Card(
        name=name,
        name_ko=name_ko,
        mana_cost=data.get("mana_cost", ""),
        mana_value=mana_value,
        types=strings_field(data, "types", path, CARD_TYPES),
        subtypes=tuple(subtype_name(t) for t in strings_field(data, "subtypes", path)),
        supertypes=strings_field(data, "supertypes", path, SUPERTYPES),
        colors=strings_field(data, "colors", path, COLORS),
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        text=data.get("text", ""),
        abilities=keywords + abilities,
        power_text=power_text,
        toughness_text=toughness_text,
        defense=defense,
        layout=data.get("layout", "normal"),
        faces=faces,
    )


@cache
def _library() -> dict[str, Card]:
    cards: dict[str, Card] = {}
    folder = resources.files("engine") / "data" / "cards"
    for entry in sorted(folder.iterdir(), key=lambda p: p.name):
        if not entry.name.endswith(".json"):
            continue
        path = f"engine/data/cards/{entry.name}"
        try:
            data = json.loads(entry.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise ScenarioError(path, f"invalid JSON ({error.msg}, line {error.lineno})") from None
        card = parse_card(data, path)
        if card.name.casefold() in cards:
            raise ScenarioError(path, f"card {card.name!r} is defined twice")
        cards[card.name.casefold()] = card
    return cards


def all_cards() -> list[Card]:
    """Every card in the library, sorted by name."""
    return sorted(_library().values(), key=lambda c: c.name)


def find_card(name: str) -> Card | None:
    """The library card named ``name`` (English Oracle name, any case), or None."""
    return _library().get(name.casefold())
