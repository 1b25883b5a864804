"""Fixtures of the card tests: a factory of imported cards (OracleCard rows written directly,
as the importer would leave them) and a catalogue built afresh for every test."""
from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from rulings.cards import catalog
from rulings.cards.models import FACE_KEYS, OracleCard, name_key


@pytest.fixture(autouse=True)
def _fresh_catalog() -> Iterator[None]:
    """Each test builds the card index from its own rows (a rolled-back test's cards, under
    the same import stamp, would otherwise still be in the index)."""
    catalog.forget()
    yield
    catalog.forget()


def oracle_card(name: str, name_ko: str = "", *, faces: list[dict[str, Any]] | None = None,
                **fields: Any) -> OracleCard:
    """An imported card saved as the importer saves it: a creature-less card of one face unless
    `fields` or `faces` say otherwise; lookup keys from its names."""
    values: dict[str, Any] = {"mana_cost": "", "mana_value": 0.0, "colors": [],
                              "color_indicator": [], "types": ["Instant"], "subtypes": [],
                              "supertypes": [], "power": "", "toughness": "", "loyalty": "",
                              "defense": "", "text": "", "keywords": []}
    values.update({key: value for key, value in fields.items() if key in FACE_KEYS})
    if faces is None:
        faces = [{key: values.get(key, "") for key in FACE_KEYS} | {"name": name,
                                                                    "name_ko": name_ko}]
    face_keys = {name_key(face[key]) for face in faces for key in ("name", "name_ko")
                 if face.get(key)}
    lines = [len([line for line in str(face.get("text", "")).splitlines() if line.strip()])
             for face in faces]
    not_modelled = fields.pop("not_modelled", [[] for _ in faces])
    card = OracleCard.objects.create(
        oracle_id=str(uuid.uuid4()), name=name, name_ko=name_ko, name_key=name_key(name),
        name_ko_key=name_key(name_ko) if name_ko else "",
        face_keys="|" + "|".join(sorted(face_keys)) + "|" if face_keys else "",
        layout=fields.pop("layout", "normal"), faces=faces,
        abilities=fields.pop("abilities", [[] for _ in faces]), not_modelled=not_modelled,
        modelled=fields.pop("modelled", not any(not_modelled) and any(lines)),
        **{key: value for key, value in values.items()
           if key not in ("name", "name_ko")})
    return card


@pytest.fixture
def make_card(db: None) -> Callable[..., OracleCard]:
    """The `oracle_card` factory, with database access."""
    return oracle_card
