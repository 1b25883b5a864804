"""One card shape for every source: `Card` with its `Face`s, and the rules that build them.

Both MTGJSON and Scryfall describe a card by its faces; the readers turn either into a `Card`
whose faces carry the keys of `rulings.cards.models.FACE_KEYS`. The card-level fields of a
multi-face card are derived here, once, the same way for every source:

- **name**: the faces' names joined by ' // ' (how both sources name such cards); **text**: the
  faces' Oracle texts joined by a line of '//'; **keywords**: every face's, in order, without
  repeats.
- **mana value**: the source's card-level value (202.3; for a split card the halves' total,
  709: in every zone but the stack a split card has both halves' characteristics combined).
- **split cards** (709): mana cost the halves' costs joined by ' // ', colors and types the
  union of the halves'.
- **every other layout** (710 flip, 712 double-faced, 715 adventurer, meld, ...): cost, colors,
  color indicator, types, power, toughness, loyalty and defense are the front face's, the
  characteristics the card has outside the stack and the battlefield (and on the battlefield
  unless it is flipped or transformed).
- A face's mana value is that of its own mana cost (202.3); a face without a mana cost (the back
  of a transforming card) has 0, and the engine applies 712's rule for back faces itself.
- Colors are in WUBRG order; a face whose source gives no colors has the colors of its mana
  cost and color indicator (202.2, 204).
- Power, toughness, loyalty and defense are strings ('' when the face has none), so `*`, `1+*`
  and `X` survive (208.2).

Korean names: a "Korean" name equal to the English one is treated as missing, because MTGJSON
fills missing translations with the English name. A card's Korean name is the faces' joined by
' // ', and only when every face has one.

Korean printed text: a Korean printing's text, type line and flavor text, per face
(`text_ko`, `type_line_ko`, `flavor_ko`), kept as printed beside the Oracle text, which is what
the rules read (108.1). They come with the Korean name, from the same printing: a face's Korean
data is one `KoreanFace`, and the loader keeps one printing's for each card. A printed text the
same as the English Oracle text is treated as missing, as names are.
"""
from __future__ import annotations

import re
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rulings.cards.models import FACE_KEYS, name_key

COLOR_ORDER = "WUBRG"
# 205.4a: the supertypes. Anything else left of the dash is a card type (205.2a).
SUPERTYPES = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host"})
# Subtypes of more than one word, which a type line can't split on spaces (205.3).
MULTI_WORD_SUBTYPES = ("Time Lord",)
# Not cards (tokens, emblems, art cards): Scryfall's bulk files list them, the import skips them.
NOT_CARD_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series"})
# Cards without an Oracle id get a UUID derived from their name in this namespace (see
# `name_derived_oracle_id`).
_NAME_NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, "https://mtgjson.com/#name-derived-oracle-id")
_SYMBOL = re.compile(r"\{([^}]*)\}")


class CardDataError(ValueError):
    """A card entry that can't be read as a card (a missing name, a wrong type)."""


@dataclass(frozen=True, slots=True)
class KoreanFace:
    """One face's Korean name and printed text (text, type line, flavor), '' where none."""

    name: str = ""
    text: str = ""
    type_line: str = ""
    flavor: str = ""


@dataclass(slots=True)
class Face:
    """One face of a card, with the printed characteristics `FACE_KEYS` names."""

    name: str
    name_ko: str = ""
    mana_cost: str = ""
    mana_value: float = 0.0
    colors: list[str] = field(default_factory=list)
    color_indicator: list[str] = field(default_factory=list)
    types: list[str] = field(default_factory=list)
    subtypes: list[str] = field(default_factory=list)
    supertypes: list[str] = field(default_factory=list)
    power: str = ""
    toughness: str = ""
    loyalty: str = ""
    defense: str = ""
    text: str = ""
    keywords: list[str] = field(default_factory=list)
    text_ko: str = ""
    type_line_ko: str = ""
    flavor_ko: str = ""

    @property
    def korean(self) -> KoreanFace:
        """The face's Korean name and printed text, as one printing gives them."""
        return KoreanFace(self.name_ko, self.text_ko, self.type_line_ko, self.flavor_ko)

    def take_korean(self, korean: KoreanFace) -> None:
        """Take `korean`'s values, keeping this face's own where `korean` has none."""
        self.name_ko = korean.name or self.name_ko
        if any((korean.text, korean.type_line, korean.flavor)):
            self.text_ko, self.type_line_ko, self.flavor_ko = (
                korean.text, korean.type_line, korean.flavor)

    def as_dict(self) -> dict[str, Any]:
        """The face as stored in `OracleCard.faces` (keys in `FACE_KEYS` order)."""
        return {key: getattr(self, key) for key in FACE_KEYS}


@dataclass(slots=True)
class Card:
    """A card as one entry of a source gives it.

    `mana_value` is the source's card-level value. `released` is the date of the printing the
    entry comes from ('' for sources without printings); when several printings give different
    Korean names, the newest printing's wins (the current translation).
    """

    oracle_id: str
    layout: str
    faces: list[Face]
    mana_value: float
    released: str = ""

    @property
    def name(self) -> str:
        """The card's name: its faces' names joined by ' // '."""
        return " // ".join(face.name for face in self.faces)

    @property
    def korean_names(self) -> tuple[str, ...]:
        """Each face's Korean name ('' where it has none)."""
        return tuple(face.name_ko for face in self.faces)

    @property
    def korean(self) -> tuple[KoreanFace, ...]:
        """Each face's Korean name and printed text."""
        return tuple(face.korean for face in self.faces)

    def row(self) -> dict[str, Any]:
        """The `OracleCard` columns this card fills (all but abilities and source)."""
        front = self.faces[0]
        split = self.layout == "split"
        faces = [face.as_dict() for face in self.faces]
        return {
            "oracle_id": self.oracle_id,
            "name": self.name,
            "name_key": name_key(self.name),
            **korean_fields(faces),
            "layout": self.layout,
            "mana_cost": (" // ".join(face.mana_cost for face in self.faces) if split
                          else front.mana_cost),
            "mana_value": self.mana_value,
            "colors": (ordered_colors(c for face in self.faces for c in face.colors) if split
                       else front.colors),
            "color_indicator": front.color_indicator,
            "types": (_union(face.types for face in self.faces) if split else front.types),
            "subtypes": (_union(face.subtypes for face in self.faces) if split
                         else front.subtypes),
            "supertypes": (_union(face.supertypes for face in self.faces) if split
                           else front.supertypes),
            "power": front.power,
            "toughness": front.toughness,
            "loyalty": front.loyalty,
            "defense": front.defense,
            "text": "\n//\n".join(face.text for face in self.faces),
            "keywords": _union(face.keywords for face in self.faces),
            "faces": faces,
        }


def name_fields(faces: Sequence[Mapping[str, Any]]) -> dict[str, str]:
    """The Korean name and lookup keys of a card with these face dicts: `name_ko` (the faces'
    Korean names joined by ' // ', only when every face has one), `name_ko_key`, `face_keys`."""
    korean = [face["name_ko"] for face in faces]
    name_ko = " // ".join(korean) if all(korean) else ""
    keys: list[str] = []
    for face in faces:
        for name in (face["name"], face["name_ko"]):
            key = name_key(name)
            if key and key not in keys:
                keys.append(key)
    return {"name_ko": name_ko, "name_ko_key": name_key(name_ko),
            "face_keys": "|" + "|".join(keys) + "|"}


def korean_fields(faces: Sequence[Mapping[str, Any]]) -> dict[str, str]:
    """`name_fields`, and the card's Korean printed text and type line: the faces' joined
    (text by a line of '//', type lines by ' // '), '' when no face has any."""
    texts = [str(face.get("text_ko") or "") for face in faces]
    type_lines = [str(face.get("type_line_ko") or "") for face in faces]
    return {**name_fields(faces),
            "text_ko": "\n//\n".join(texts) if any(texts) else "",
            "type_line_ko": (" // ".join(type_lines) if any(type_lines) else "")[:255]}


def _union(lists: Iterable[Sequence[str]]) -> list[str]:
    out: list[str] = []
    for items in lists:
        out.extend(item for item in items if item not in out)
    return out


def ordered_colors(colors: Iterable[str]) -> list[str]:
    """`colors` without repeats, in WUBRG order (how cards and rules list them)."""
    present = set(colors)
    return [color for color in COLOR_ORDER if color in present]


def cost_colors(mana_cost: str) -> list[str]:
    """The colors of the mana symbols in `mana_cost` (202.2), in WUBRG order."""
    return ordered_colors(char for symbol in _SYMBOL.findall(mana_cost) for char in symbol
                          if char in COLOR_ORDER)


def mana_value(mana_cost: str) -> float:
    """The mana value of `mana_cost` (202.3): generic numbers count as themselves, X as 0, a
    hybrid symbol as its largest part (202.3f), a half symbol as 0.5, every other symbol 1."""
    total = 0.0
    for symbol in _SYMBOL.findall(mana_cost):
        total += _symbol_value(symbol)
    return total


def _symbol_value(symbol: str) -> float:
    symbol = symbol.strip().upper()
    if symbol in ("X", "Y", "Z"):
        return 0.0
    if symbol.startswith("H") and len(symbol) == 2:  # {HW}: half a white mana
        return 0.5
    if symbol == "½":
        return 0.5
    if symbol == "∞":
        return float("inf")
    parts = symbol.split("/")
    if len(parts) > 1:
        return max(_symbol_value(part) for part in parts if part != "P")
    try:
        return float(int(symbol))
    except ValueError:
        return 1.0


def parse_type_line(type_line: str) -> tuple[list[str], list[str], list[str]]:
    """A type line's (supertypes, types, subtypes) (205): supertypes and card types left of the
    dash, subtypes right of it."""
    left, _, right = type_line.partition("—")
    supertypes: list[str] = []
    types: list[str] = []
    for word in left.split():
        (supertypes if word in SUPERTYPES else types).append(word)
    subtypes: list[str] = []
    rest = right.strip()
    for phrase in MULTI_WORD_SUBTYPES:
        if phrase in rest:
            subtypes.append(phrase)
            rest = rest.replace(phrase, " ")
    subtypes.extend(rest.split())
    # Keep the order the type line gives them.
    subtypes.sort(key=lambda subtype: right.find(subtype))
    return supertypes, types, subtypes


def korean_or_missing(korean: str | None, english: str) -> str:
    """`korean`, or '' when it is absent or the same as `english` (a translation MTGJSON filled
    with the English name)."""
    korean = (korean or "").strip()
    if not korean or name_key(korean) == name_key(english):
        return ""
    return korean


def korean_text_or_missing(korean: Any, english: str) -> str:
    """A Korean printed text (or type line, or flavor), or '' when it is absent or the same
    as the English `english` (not a translation)."""
    korean = str(korean or "").strip()
    if not korean or " ".join(korean.split()) == " ".join(english.split()):
        return ""
    return korean


def face_korean_name(korean: str | None, english_faces: Sequence[str], index: int) -> str:
    """Face `index`'s Korean name out of `korean`, which is either that face's name or the
    whole card's ('A // B'); '' when missing or equal to the English name."""
    korean = (korean or "").strip()
    parts = [part.strip() for part in korean.split("//")]
    if len(parts) > 1:
        korean = parts[index] if len(parts) == len(english_faces) else ""
    return korean_or_missing(korean, english_faces[index])


def name_derived_oracle_id(name: str) -> str:
    """A stable stand-in Oracle id for a card whose source gives none (a card too new for
    Scryfall when MTGJSON was built): a version-5 UUID of its name, so a re-import finds the
    same row. When a later file gives the real Oracle id, the loader replaces this row."""
    return str(uuid.uuid5(_NAME_NAMESPACE, name))


def text_of(value: Any) -> str:
    """A characteristic as stored: a string, '' for none (numbers from the source as text)."""
    if value is None:
        return ""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def string_list(value: Any, what: str) -> list[str]:
    """`value` as a list of strings; `what` names it in the error."""
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise CardDataError(f"{what} is not a list of strings: {value!r}")
    return list(value)


def number(value: Any, what: str) -> float:
    """`value` as a float (0 when absent); `what` names it in the error."""
    if value is None:
        return 0.0
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise CardDataError(f"{what} is not a number: {value!r}")
    return float(value)


def required_text(entry: Mapping[str, Any], key: str) -> str:
    """`entry[key]` as a non-empty string, or a `CardDataError` naming the key."""
    value = entry.get(key)
    if not isinstance(value, str) or not value:
        raise CardDataError(f"no {key!r} (got {value!r})")
    return value
