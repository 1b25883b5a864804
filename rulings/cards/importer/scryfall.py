"""Reader of Scryfall's bulk files oracle_cards and all_cards.

See https://scryfall.com/docs/api/bulk-data.

Both are a JSON array of card objects. oracle_cards has one object per Oracle id; all_cards has
one per printing in every language, each with the card's English Oracle fields and, for a
Korean printing (`"lang": "ko"`), its Korean name in `printed_name` (and `card_faces[i].
printed_name` for each face), and its Korean printed text in `printed_text`,
`printed_type_line` and `flavor_text` (per face in `card_faces`). A `printed_name` or
`printed_text` in any other language is ignored: an English card's `printed_name` is a
different English name (Godzilla series), not a translation.

Which of the two a file is can't be told from its start: the reader counts Korean printings,
the loader notices repeated Oracle ids, and `ScryfallStats.kind()` decides at the end (either
means all_cards); `--kind` overrides it. The default_cards file (English printings) reads like
all_cards.

Faces: `card_faces` when present (split, flip, transform, modal_dfc, adventure, ...), else the
object itself. A reversible card's two sides are the same Oracle card, read as its first side.
Scryfall lists keywords per card, not per face: a face gets the card's keywords its text names.
Tokens, emblems and art-series cards are skipped (`shape.NOT_CARD_LAYOUTS`).
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import ijson

from .files import CardFile, Kind
from .shape import (
    NOT_CARD_LAYOUTS,
    Card,
    CardDataError,
    Face,
    cost_colors,
    face_korean_name,
    korean_or_missing,
    korean_text_or_missing,
    mana_value,
    name_derived_oracle_id,
    number,
    ordered_colors,
    parse_type_line,
    required_text,
    string_list,
    text_of,
)


@dataclass(slots=True)
class ScryfallStats:
    """What reading a Scryfall file noticed: rows skipped (not cards), Korean printings."""

    skipped: int = 0
    korean_rows: int = 0

    def kind(self, *, repeated: bool) -> Kind:
        """all_cards when an Oracle id was `repeated` or a Korean printing appeared, else
        oracle_cards."""
        return Kind.SCRYFALL_ALL if repeated or self.korean_rows else Kind.SCRYFALL_ORACLE


def read_scryfall(card_file: CardFile, stats: ScryfallStats) -> Iterator[Card]:
    """Every card object of a Scryfall bulk file, one at a time (tokens and the like skipped)."""
    with card_file.open() as stream:
        for row in card_file.guarded(ijson.items(stream, "item", use_float=True)):
            if not isinstance(row, dict):
                raise CardDataError("not a card object")
            card_file.progress.read(str(row.get("name", "")))
            if row.get("object", "card") != "card":
                raise CardDataError(f"a {row.get('object')!r} object, not a card")
            if str(row.get("layout")) in NOT_CARD_LAYOUTS:
                stats.skipped += 1
                continue
            card = card_from_object(row)
            if row.get("lang") == "ko":
                stats.korean_rows += 1
            yield card


def card_from_object(row: Mapping[str, Any]) -> Card:
    """The card of one Scryfall card object."""
    layout = str(row.get("layout") or "normal")
    sources = row.get("card_faces") or [row]
    if not isinstance(sources, list) or not all(isinstance(face, dict) for face in sources):
        raise CardDataError("card_faces is not a list of objects")
    if layout == "reversible_card":
        sources = sources[:1]
        layout = str(sources[0].get("layout") or "normal")
    multi = len(sources) > 1
    english = [required_text(source, "name") for source in sources]
    korean = row.get("lang") == "ko"
    keywords = string_list(row.get("keywords"), "keywords")
    faces = []
    for index, source in enumerate(sources):
        name_ko = ""
        if korean:
            own = source.get("printed_name") if multi else row.get("printed_name")
            name_ko = (korean_or_missing(str(own), english[index]) if own
                       else face_korean_name(str(row.get("printed_name") or ""), english,
                                             index))
        face = _face(source, row, english[index], name_ko, keywords, multi)
        if korean and name_ko:
            printed = source if multi else row
            face.text_ko = korean_text_or_missing(_string(printed, "printed_text"), face.text)
            face.type_line_ko = korean_text_or_missing(_string(printed, "printed_type_line"),
                                                       str(source.get("type_line") or ""))
            face.flavor_ko = _string(printed, "flavor_text").strip()
        faces.append(face)
    oracle_id = str(row.get("oracle_id") or sources[0].get("oracle_id") or "")
    card = Card(oracle_id=oracle_id, layout=layout, faces=faces,
                mana_value=number(row.get("cmc", sources[0].get("cmc")), "cmc"),
                released=str(row.get("released_at") or ""))
    if not card.oracle_id:
        card.oracle_id = name_derived_oracle_id(card.name)
    return card


def _string(source: Mapping[str, Any], key: str) -> str:
    value = source.get(key)
    if value is not None and not isinstance(value, str):
        raise CardDataError(f"{key} is not a string: {value!r}")
    return value or ""


def _face(source: Mapping[str, Any], row: Mapping[str, Any], name: str, name_ko: str,
          keywords: list[str], multi: bool) -> Face:
    mana_cost = str(source.get("mana_cost") or "")
    color_indicator = ordered_colors(string_list(source.get("color_indicator"),
                                                 "color_indicator"))
    colors_given = source.get("colors", None if multi else row.get("colors"))
    colors = (ordered_colors(string_list(colors_given, "colors")) if colors_given is not None
              else ordered_colors(cost_colors(mana_cost) + color_indicator))
    supertypes, types, subtypes = parse_type_line(str(source.get("type_line") or ""))
    text = str(source.get("oracle_text") or "")
    folded = text.casefold()
    return Face(
        name=name,
        name_ko=name_ko,
        mana_cost=mana_cost,
        mana_value=(mana_value(mana_cost) if multi else number(row.get("cmc"), "cmc")),
        colors=colors,
        color_indicator=color_indicator,
        types=types,
        subtypes=subtypes,
        supertypes=supertypes,
        power=text_of(source.get("power")),
        toughness=text_of(source.get("toughness")),
        loyalty=text_of(source.get("loyalty")),
        defense=text_of(source.get("defense")),
        text=text,
        keywords=([keyword for keyword in keywords if keyword.casefold() in folded] if multi
                  else keywords),
    )
