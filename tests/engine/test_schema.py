"""docs/scenario.schema.json: a valid JSON Schema that accepts what the engine accepts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "scenario.schema.json").read_text(encoding="utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
CARD_VALIDATOR = jsonschema.Draft202012Validator(
    {"$schema": SCHEMA["$schema"], "$defs": SCHEMA["$defs"], "$ref": "#/$defs/card"}
)


def test_schema_is_a_valid_draft_2020_12_schema() -> None:
    """The schema itself is valid JSON Schema (draft 2020-12)."""
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("path", sorted((ROOT / "engine" / "examples").glob("*.json")),
                         ids=lambda p: p.stem)
def test_every_example_scenario_matches_the_schema(path: Path) -> None:
    """Each example scenario file is valid against the schema."""
    data = json.loads(path.read_text(encoding="utf-8"))

    errors = [e.message for e in VALIDATOR.iter_errors(data)]

    assert errors == []


@pytest.mark.parametrize("path", sorted((ROOT / "engine" / "data" / "cards").glob("*.json")),
                         ids=lambda p: p.stem)
def test_every_library_card_matches_the_card_definition(path: Path) -> None:
    """Each card file has the shape a scenario's custom card has."""
    data = json.loads(path.read_text(encoding="utf-8"))

    errors = [e.message for e in CARD_VALIDATOR.iter_errors(data)]

    assert errors == []


@pytest.mark.parametrize("bad", [
    {"players": [{"id": "A"}], "objects": [{"id": "x", "power": "8"}]},
    {"players": [{"id": "A"}], "objects": [{"id": "x", "zone": "sideboard"}]},
    {"players": [{"id": "A"}], "objects": [{"id": "x#1"}]},
    {"players": []},
    {"players": [{"id": "A"}], "events": [{"type": "damage", "source": "x"}]},
    {"players": [{"id": "A"}], "cards": [{"name": "X", "abilities": [
        {"kind": "static", "label": "L", "affects": "self", "modifications": [{"op": "boom"}]}]}]},
])
def test_schema_rejects_what_the_engine_rejects(bad: dict[str, Any]) -> None:
    """Invalid fields the engine refuses are refused by the schema too."""
    assert not VALIDATOR.is_valid(bad)
