"""docs/scenario.schema.json: generated from the format's declaration, and it accepts and
refuses what the engine's structural check does."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

import engine
from engine.format import check_scenario
from engine.format.schema import schema_text
from tests.engine.test_replacements import BAD_PREVENTIONS, BAD_REPLACEMENTS
from tests.engine.test_scenario import CASES

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_FILE = ROOT / "docs" / "scenario.schema.json"
SCHEMA = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
CARD_VALIDATOR = jsonschema.Draft202012Validator(
    {"$schema": SCHEMA["$schema"], "$defs": SCHEMA["$defs"], "$ref": "#/$defs/Card"}
)
GOLDENS = sorted((ROOT / "tests" / "engine" / "goldens").glob("**/*.json"))


def test_schema_is_a_valid_draft_2020_12_schema() -> None:
    """The schema itself is valid JSON Schema (draft 2020-12)."""
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_the_committed_schema_is_the_one_the_declaration_generates() -> None:
    """docs/scenario.schema.json is `python -m engine schema`'s output (run `make schema`)."""
    assert SCHEMA_FILE.read_text(encoding="utf-8") == schema_text()


@pytest.mark.parametrize("path", sorted((ROOT / "engine" / "examples").glob("*.json")),
                         ids=lambda p: p.stem)
def test_every_example_scenario_matches_the_schema(path: Path) -> None:
    """Each example scenario file is valid against the schema."""
    data = json.loads(path.read_text(encoding="utf-8"))

    errors = [e.message for e in VALIDATOR.iter_errors(data)]

    assert errors == []


@pytest.mark.parametrize("path", [p for p in GOLDENS if p.name != "MANIFEST.json"],
                         ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_golden_scenario_matches_the_schema(path: Path) -> None:
    """Each golden test's scenario is valid against the schema."""
    data = json.loads(path.read_text(encoding="utf-8"))

    errors = [e.message for e in VALIDATOR.iter_errors(data["scenario"])]

    assert errors == []


@pytest.mark.parametrize("path", sorted((ROOT / "engine" / "data" / "cards").glob("*.json")),
                         ids=lambda p: p.stem)
def test_every_library_card_matches_the_card_definition(path: Path) -> None:
    """Each card file has the shape a scenario's custom card has."""
    data = json.loads(path.read_text(encoding="utf-8"))

    errors = [e.message for e in CARD_VALIDATOR.iter_errors(data)]

    assert errors == []


def _with_card(ability: Any) -> dict[str, Any]:
    return {"players": [{"id": "A"}], "cards": [{"name": "X", "abilities": [ability]}]}


# Invalid scenarios from the engine's own tests, plus mistakes only a shape can catch.
INVALID: list[tuple[str, Any]] = [
    *((f"scenario: {c[0]}", c[1]) for c in CASES),
    *((f"replacement {i}: {c[1]}", _with_card({"kind": "replacement", "label": "L", **c[0]}))
      for i, c in enumerate(BAD_REPLACEMENTS)),
    *((f"prevention {i}: {c[1]}", _with_card({"kind": "prevention", "label": "L", **c[0]}))
      for i, c in enumerate(BAD_PREVENTIONS)),
    ("cli: power as a word", {"players": [{"id": "A"}],
                              "objects": [{"id": "x", "card": "Grizzly Bears", "power": "two"}]}),
    ("legacy modify_counters op", _with_card({"kind": "modify_counters", "label": "L",
                                              "affects": {}, "op": "triple"})),
    ("legacy prevent_all combat_only", _with_card({"kind": "prevent_all", "label": "x",
                                                   "combat_only": "yes"})),
    ("enchant not filters", _with_card({"kind": "keyword", "keyword": "Enchant",
                                        "label": "Enchant x", "enchant": "creatures"})),
    ("misspelt ability kind", _with_card({"kind": "statik", "label": "L", "affects": "self",
                                          "modifications": [{"op": "switch_pt"}]})),
    ("misspelt ability field", _with_card({"kind": "static", "label": "L", "affects": "self",
                                           "modifcations": [{"op": "switch_pt"}]})),
    ("empty modifications", _with_card({"kind": "static", "label": "L", "affects": "self",
                                        "modifications": []})),
    ("amount as text", _with_card({"kind": "static", "label": "L", "affects": "self",
                                   "modifications": [{"op": "modify_pt", "power": "1",
                                                      "toughness": 1}]})),
    ("selector zone", _with_card({"kind": "static", "label": "L",
                                  "affects": {"zones": ["sideboard"]},
                                  "modifications": [{"op": "switch_pt"}]})),
    ("two changes at once", _with_card({"kind": "replacement", "label": "L",
                                        "event": {"type": "enter", "object": "self"},
                                        "instead": {"tapped": True, "choose": "color"}})),
    ("two actions", _with_card({"kind": "replacement", "label": "L", "event": {"type": "draw"},
                                "instead": [{"do": "win_game"}, {"do": "win_game"}]})),
    ("null where a selector goes", _with_card({"kind": "cant", "label": "L",
                                               "what": ["gain_life"], "affects": None})),
    ("mana letter", _with_card({"kind": "mana", "produces": ["X"]})),
    ("card power text without a star", {"players": [{"id": "A"}],
                                        "cards": [{"name": "X", "power": "two"}]}),
    ("event combat as text", {"players": [{"id": "A"}], "objects": [{"id": "x"}], "events": [
        {"type": "damage", "source": "x", "target": "A", "amount": 1, "combat": "no"}]}),
    ("format as true", {"format": True, "players": [{"id": "A"}]}),
    ("choice field", {"players": [{"id": "A"}], "choices": [{"player": "A", "pick": "x"}]}),
]


def _structurally_invalid(data: Any) -> bool:
    try:
        check_scenario(data)
    except engine.ScenarioError:
        return True
    return False


@pytest.mark.parametrize("data", [c[1] for c in INVALID], ids=[c[0] for c in INVALID])
def test_schema_refuses_exactly_what_the_structural_check_refuses(data: Any) -> None:
    """A scenario the declaration's validator refuses, the schema refuses; one it lets through
    (to be refused for a reference to an unknown id or card, or a meaning the engine can't
    honour) the schema accepts: the two come from one declaration."""
    structural = _structurally_invalid(data)

    assert VALIDATOR.is_valid(data) is not structural


@pytest.mark.parametrize("data", [c[1] for c in INVALID], ids=[c[0] for c in INVALID])
def test_the_engine_refuses_every_invalid_case(data: Any) -> None:
    """Every case above is refused by the engine with an error naming a field."""
    with pytest.raises(engine.ScenarioError) as raised:
        engine.run_scenario(data)

    assert str(raised.value)


def test_most_invalid_cases_are_structural() -> None:
    """The cases above exercise the schema: most of them are mistakes of shape."""
    structural = [name for name, data in INVALID if _structurally_invalid(data)]

    assert len(structural) >= 35
