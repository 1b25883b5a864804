"""Imported cards in scenarios: the adapter between `OracleCard` rows and the engine's card format.

A scenario names cards by their English name (any case, or one face's name); in the sandbox a
judge may also type a Korean name. The engine knows only its scripted library and the
scenario's own `cards`, so before a scenario runs, `with_imported_cards` adds to `cards` every
imported card it names that is neither scripted nor already defined there, and writes the
English name where a Korean one was typed. The scripted library stays authoritative: a name it
knows is never looked up here.

An imported card carries the abilities the Oracle compiler expressed (stored at import), and
every other line of its text as a `"text"` ability, which the engine lists in `not_modelled`
(it never stays silent about a line it can't read).
"""
from __future__ import annotations

import math
import re
from collections.abc import Iterator
from typing import Any

from .models import OracleCard, name_key

# The engine's card format (engine/format/cards.py) knows these layouts; a card of any other
# layout is read as its front face.
ENGINE_LAYOUTS = ("split", "flip", "transform", "modal_dfc", "meld", "adventure")
_STAR = re.compile(r"^[0-9+]*\*[0-9+*]*$")


class ImportedCardError(ValueError):
    """An imported card the engine can't take as it is (a card type it doesn't know)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


def with_imported_cards(scenario: dict[str, Any]) -> dict[str, Any]:
    """The scenario with the imported cards it names added to its `cards` (a new dict; the
    given one is unchanged). Raises ImportedCardError naming the field of a card the engine
    can't take."""
    from engine.library import cards as engine_cards

    defined = _defined_names(scenario)
    wanted: dict[str, list[tuple[dict[str, Any], str, str]]] = {}
    copy = {**scenario}
    for row, field, path in _card_fields(copy):
        typed = row[field]
        if name_key(typed) in defined or engine_cards.find_card(typed) is not None:
            continue
        wanted.setdefault(name_key(typed), []).append((row, field, path))
    if not wanted:
        return scenario
    added: list[dict[str, Any]] = []
    for key, uses in wanted.items():
        card = OracleCard.objects.named(uses[0][0][uses[0][1]]).first()
        if card is None:
            continue  # the engine names the unknown card, with its field
        english = _typed_english(card, key)
        for row, field, _ in uses:
            row[field] = english
        if engine_cards.find_card(card.name) is None and name_key(card.name) not in defined:
            added.append(engine_card(card, uses[0][2]))
            defined.add(name_key(card.name))
    if added:
        copy["cards"] = [*(copy.get("cards") or []), *added]
    return copy


def _typed_english(card: OracleCard, key: str) -> str:
    """The English name to write for what was typed: a face's own name if a face was meant
    (so that face is up), else the card's."""
    for face in card.faces:
        if key in (name_key(face.get("name", "")), name_key(face.get("name_ko", "") or "-")):
            return str(face["name"]) if len(card.faces) > 1 else card.name
    return card.name


def _defined_names(scenario: dict[str, Any]) -> set[str]:
    """The name keys of the scenario's own cards and their faces."""
    names: set[str] = set()
    cards = scenario.get("cards")
    for card in cards if isinstance(cards, list) else ():
        if isinstance(card, dict) and isinstance(card.get("name"), str):
            names.add(name_key(card["name"]))
            faces = card.get("faces")
            for face in faces if isinstance(faces, list) else ():
                if isinstance(face, dict) and isinstance(face.get("name"), str):
                    names.add(name_key(face["name"]))
    return names


def _card_fields(scenario: dict[str, Any]) -> Iterator[tuple[dict[str, Any], str, str]]:
    """Every place a scenario names a card: (its row, copied so it can be rewritten, the
    field, the row's path). Rows of the wrong shape are left to the engine's validation."""
    for section in ("objects", "effects"):
        rows = scenario.get(section)
        if not isinstance(rows, list):
            continue
        scenario[section] = rows = [dict(r) if isinstance(r, dict) else r for r in rows]
        for i, row in enumerate(rows):
            if isinstance(row, dict) and isinstance(row.get("card"), str) and row["card"].strip():
                yield row, "card", f"{section}[{i}].card"
    events = scenario.get("events")
    if isinstance(events, list):
        scenario["events"] = events = [dict(e) if isinstance(e, dict) else e for e in events]
        for i, event in enumerate(events):
            token = event.get("token") if isinstance(event, dict) else None
            if isinstance(token, dict) and isinstance(token.get("card"), str):
                event["token"] = token = dict(token)
                yield token, "card", f"events[{i}].token.card"


def engine_card(card: OracleCard, path: str) -> dict[str, Any]:
    """An imported card in the engine's card format: its faces, its compiled abilities, and
    every line the compiler could not express as a `"text"` ability."""
    faces = [_engine_face(card, i, face, path) for i, face in enumerate(card.faces)]
    if card.layout not in ENGINE_LAYOUTS or len(faces) < 2:
        return {**faces[0], "name": card.name if len(faces) == 1 else faces[0]["name"]}
    whole = dict(faces[0])
    whole.update(name=card.name, name_ko=card.name_ko, mana_cost=card.mana_cost,
                 mana_value=_mana_value(card.mana_value), text=card.text, abilities=[],
                 layout=card.layout, faces=faces)
    return whole


def _engine_face(card: OracleCard, index: int, face: dict[str, Any], path: str) -> dict[str, Any]:
    from engine.subtypes import CARD_TYPES, SUPERTYPES

    name = str(face.get("name") or card.name)
    for field, known in (("types", CARD_TYPES), ("supertypes", SUPERTYPES)):
        unknown = [t for t in face.get(field) or () if t not in known]
        if unknown:
            raise ImportedCardError(path, (
                f"{name!r} is a {' '.join(unknown)} card, a kind of card the engine doesn't "
                "model"))
    abilities = list(card.abilities[index]) if index < len(card.abilities) else []
    lines = card.not_modelled[index] if index < len(card.not_modelled) else (
        [line for line in str(face.get("text") or "").splitlines() if line.strip()])
    abilities += [{"kind": "text", "text": line} for line in lines]
    return {
        "name": name,
        "name_ko": str(face.get("name_ko") or ""),
        "mana_cost": str(face.get("mana_cost") or ""),
        "mana_value": _mana_value(face.get("mana_value") or 0),
        "supertypes": list(face.get("supertypes") or []),
        "types": list(face.get("types") or []),
        "subtypes": list(face.get("subtypes") or []),
        "colors": [c for c in face.get("colors") or [] if c in "WUBRG"],
        "power": _stat(face.get("power")),
        "toughness": _stat(face.get("toughness")),
        "loyalty": _stat(face.get("loyalty")),
        "defense": _stat(face.get("defense")),
        "text": str(face.get("text") or ""),
        "abilities": abilities,
    }


def _mana_value(value: Any) -> int:
    """202.3: the engine counts mana values in whole numbers; an Un-card's half ("{½}")
    is rounded down."""
    return max(0, math.floor(float(value or 0)))


def _stat(value: Any) -> int | str | None:
    """A printed power, toughness, loyalty or defense: an integer, `*` text, or none ("X"
    has no value off the stack, 107.3)."""
    text = str(value or "").strip()
    if not text:
        return None
    if re.fullmatch(r"-?\d+", text):
        return int(text)
    return text if _STAR.match(text) else None
