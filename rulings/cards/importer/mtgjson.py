"""Readers of MTGJSON's AtomicCards.json and AllPrintings.json (https://mtgjson.com/).

AtomicCards: `data` maps a card's name to a list of faces (one for most cards; for split,
flip, double-faced, adventurer and meld cards one per face, with `faceName` and `side`). Faces
of one entry are grouped by `identifiers.scryfallOracleId` (a meld result carries its own) and
ordered by `side`. Korean names are each face's `foreignData` entry in "Korean": its `faceName`,
or its `name` split on ' // ' when it names the whole card; the same entry's `text`, `type` and
`flavorText` are the face's Korean printed text, type line and flavor text.

AllPrintings: `data` maps a set code to a set whose `cards` list one entry per face of every
printing; a printing's faces share `identifiers.scryfallId`. Every printing is read as a card;
the loader keeps the first of each Oracle id and merges the Korean names of all of them (the
newest printing's translation wins, by the set's `releaseDate`). The file is streamed one set at
a time, so memory holds the largest set, not the file.

A face without a `scryfallOracleId` (a card newer than Scryfall's data when MTGJSON was built)
gets an id derived from the card's name (`shape.name_derived_oracle_id`).
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import ijson

from .files import CardFile
from .shape import (
    Card,
    CardDataError,
    Face,
    KoreanFace,
    face_korean_name,
    korean_or_missing,
    korean_text_or_missing,
    mana_value,
    name_derived_oracle_id,
    number,
    ordered_colors,
    required_text,
    string_list,
    text_of,
)

KOREAN = "Korean"


def read_atomic_cards(card_file: CardFile) -> Iterator[Card]:
    """Every card of an AtomicCards file, one entry at a time."""
    with card_file.open() as stream:
        entries = ijson.kvitems(stream, "data", use_float=True)
        for name, faces in card_file.guarded(entries):
            card_file.progress.read(name)
            if not isinstance(faces, list) or not all(isinstance(f, dict) for f in faces):
                raise CardDataError("not a list of card faces")
            for group in _by_oracle_id(faces):
                yield card_from_faces(group)


def read_all_printings(card_file: CardFile) -> Iterator[Card]:
    """Every printing of every card of an AllPrintings file, one set at a time."""
    with card_file.open() as stream:
        for code, card_set in card_file.guarded(ijson.kvitems(stream, "data", use_float=True)):
            if not isinstance(card_set, dict):
                raise CardDataError(f"set {code} is not an object")
            card_file.progress.place = f"in set {code}"
            released = str(card_set.get("releaseDate") or "")
            printings: dict[str, list[dict[str, Any]]] = {}
            for face in card_set.get("cards") or []:
                if not isinstance(face, dict):
                    raise CardDataError(f"a card of set {code} is not an object")
                printings.setdefault(_printing_key(face), []).append(face)
            for faces in printings.values():
                card_file.progress.read(str(faces[0].get("name", "")))
                card = card_from_faces(faces)
                card.released = released
                yield card


def _identifiers(face: Mapping[str, Any]) -> Mapping[str, Any]:
    """A face's `identifiers` object ({} if it has none); CardDataError if it isn't one."""
    identifiers = face.get("identifiers") or {}
    if not isinstance(identifiers, Mapping):
        raise CardDataError(f"identifiers: expected an object, got {type(identifiers).__name__}")
    return identifiers


def _printing_key(face: Mapping[str, Any]) -> str:
    identifiers = _identifiers(face)
    scryfall_id = identifiers.get("scryfallId")
    if scryfall_id:
        return str(scryfall_id)
    # No Scryfall id: the faces of one printing share the name and the collector number
    # without its side letter ("51a", "51b").
    return f"{face.get('name')}#{str(face.get('number', '')).rstrip('abcde')}"


def _by_oracle_id(faces: Sequence[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    """The faces of one AtomicCards entry grouped into cards: by Oracle id, one face per side."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for face in faces:
        key = _oracle_id(face)
        group = groups.setdefault(key, [])
        if all(other.get("side") != face.get("side") for other in group):
            group.append(face)
    yield from groups.values()


def _oracle_id(face: Mapping[str, Any]) -> str:
    identifiers = _identifiers(face)
    return str(identifiers.get("scryfallOracleId") or "")


def card_from_faces(faces: Sequence[Mapping[str, Any]]) -> Card:
    """The card made of these MTGJSON faces (one card's, in any order)."""
    ordered = sorted(faces, key=lambda face: str(face.get("side") or ""))
    multi = len(ordered) > 1 or "faceName" in ordered[0]
    english = [str(face.get("faceName") or required_text(face, "name")) if multi
               else required_text(face, "name") for face in ordered]
    card_faces = [_face(face, english, index, multi) for index, face in enumerate(ordered)]
    front = ordered[0]
    card = Card(oracle_id=_oracle_id(front), layout=str(front.get("layout") or "normal"),
                faces=card_faces, mana_value=number(front.get("manaValue"), "manaValue"))
    if not card.oracle_id:
        card.oracle_id = name_derived_oracle_id(card.name)
    return card


def _face(face: Mapping[str, Any], english: Sequence[str], index: int, multi: bool) -> Face:
    mana_cost = str(face.get("manaCost") or "")
    text = str(face.get("text") or "")
    korean = _korean(face, english, index)
    return Face(
        name=english[index],
        name_ko=korean.name,
        text_ko=korean_text_or_missing(korean.text, text),
        type_line_ko=korean_text_or_missing(korean.type_line, str(face.get("type") or "")),
        flavor_ko=korean_text_or_missing(korean.flavor, str(face.get("flavorText") or "")),
        mana_cost=mana_cost,
        mana_value=(mana_value(mana_cost) if multi
                    else number(face.get("manaValue"), "manaValue")),
        colors=ordered_colors(string_list(face.get("colors"), "colors")),
        color_indicator=ordered_colors(string_list(face.get("colorIndicator"),
                                                   "colorIndicator")),
        types=string_list(face.get("types"), "types"),
        subtypes=string_list(face.get("subtypes"), "subtypes"),
        supertypes=string_list(face.get("supertypes"), "supertypes"),
        power=text_of(face.get("power")),
        toughness=text_of(face.get("toughness")),
        loyalty=text_of(face.get("loyalty")),
        defense=text_of(face.get("defense")),
        text=text,
        keywords=string_list(face.get("keywords"), "keywords"),
    )


def _korean(face: Mapping[str, Any], english: Sequence[str], index: int) -> KoreanFace:
    """The face's Korean name and printed text from its Korean `foreignData` entry (the
    text not yet compared with the English)."""
    foreign = face.get("foreignData") or []
    if not isinstance(foreign, list):
        raise CardDataError("foreignData is not a list")
    for entry in foreign:
        if isinstance(entry, dict) and entry.get("language") == KOREAN:
            face_name = entry.get("faceName")
            name = (korean_or_missing(str(face_name), english[index]) if face_name
                    else face_korean_name(str(entry.get("name") or ""), english, index))
            if not name:
                # MTGJSON fills a missing translation with the English name: no Korean
                # printing stands behind this entry, so neither does its text.
                return KoreanFace()
            return KoreanFace(name, _string(entry, "text"), _string(entry, "type"),
                              _string(entry, "flavorText"))
    return KoreanFace()


def _string(entry: Mapping[str, Any], key: str) -> str:
    value = entry.get(key)
    if value is not None and not isinstance(value, str):
        raise CardDataError(f"foreignData Korean {key!r} is not a string: {value!r}")
    return value or ""
