"""engine/format/: the format declared once; its errors, defaults and agreement with the
engine's own names for things."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.abilities.actions import Do
from engine.abilities.registry import ability_kinds
from engine.abilities.replacements import AmountChange
from engine.concepts import EventType
from engine.format import Object, Player, check_ability, check_scenario, defaults
from engine.format.cards import (
    ABILITY_KINDS,
    ACTIONS,
    AMOUNT_CHANGES,
    EVENT_PATTERNS,
    LEGACY_ABILITY_KINDS,
    RESOLVE_ACTIONS,
)

PLAYERS = [{"id": "A"}]


def test_the_contracts_defaults_are_declared() -> None:
    """shared/contracts/scenario-v1.md: life 20, poison 0, library 53; battlefield."""
    assert defaults(Player) == {"life": 20, "poison": 0, "library": 53}
    assert defaults(Object)["zone"] == "battlefield"


def test_every_registered_ability_kind_is_declared() -> None:
    """The engine's parsers and the declaration know the same ability kinds."""
    assert set(ability_kinds()) == set(ABILITY_KINDS) | set(LEGACY_ABILITY_KINDS)


def test_the_declared_names_are_the_engines() -> None:
    """Event patterns, amount changes and actions are spelt as the engine's enums spell them."""
    assert tuple(t.value for t in EventType) == EVENT_PATTERNS
    assert tuple(c.value for c in AmountChange) == AMOUNT_CHANGES
    assert {d.value for d in Do} == set(ACTIONS) | set(RESOLVE_ACTIONS)


@pytest.mark.parametrize(("data", "path", "problem"), [
    ({"players": PLAYERS, "cards": [{"name": "X", "abilities": [
        {"kind": "static", "label": "L", "affects": "self",
         "modifications": [{"op": "switch_pt"}, {"op": "set_pt", "power": 1}]}]}]},
     "cards[0].abilities[0].modifications[1].toughness", "required"),
    ({"players": PLAYERS, "cards": [{"name": "X", "abilities": [
        {"kind": "static", "label": "L", "affects": {"any": [{"colors": [{"chosen": 3}]}]},
         "modifications": [{"op": "switch_pt"}]}]}]},
     "cards[0].abilities[0].affects.any[0].colors[0].chosen", "expected a non-empty string"),
    ({"players": PLAYERS, "objects": [{"id": "x", "zone": "sideboard"}]},
     "objects[0].zone", "unknown value 'sideboard' (expected one of battlefield, graveyard, "
                        "hand, library, exile, stack, command)"),
    ({"players": PLAYERS, "objects": [{"id": "x", "abilities": [7]}]},
     "objects[0].abilities[0]", "expected an ability object or a keyword name"),
    ({"players": PLAYERS, "objects": [{"id": "x", "abilities": [{"label": "L"}]}]},
     "objects[0].abilities[0].kind", "expected the ability kind (a string)"),
    ({"players": PLAYERS, "events": [{"type": "draw", "player": "A", "amount": 1, "x": 1}]},
     "events[0].x", "unknown field"),
    ({"players": PLAYERS, "objects": [{"id": "x", "tapped": "yes"}]},
     "objects[0].tapped", "expected true or false"),
    ({"players": PLAYERS, "title": 3}, "title", "expected a string"),
    ({"players": PLAYERS, "cards": [{"name": "X", "abilities": [
        {"kind": "static", "label": "L", "affects": "self",
         "modifications": [{"op": "modify_pt", "power": {"twice": 1}, "toughness": 0}]}]}]},
     "cards[0].abilities[0].modifications[0].power",
     "expected an integer or one of count, card_types_among, mana_value, sum, x"),
    ({"players": PLAYERS, "events": "none"}, "events", "expected a list"),
])
def test_a_structural_mistake_is_reported_at_its_path(data: Any, path: str,
                                                       problem: str) -> None:
    """Pydantic's error locations become the scenario's paths, union tags left out, and its
    error types the format's phrases."""
    with pytest.raises(ScenarioError) as raised:
        check_scenario(data)

    assert (raised.value.path, raised.value.problem) == (path, problem)


def test_an_ability_is_checked_under_the_path_it_is_given() -> None:
    """A lone ability's errors are named under the caller's path."""
    with pytest.raises(ScenarioError) as raised:
        check_ability({"kind": "mana", "produces": []}, "objects[3].abilities[0]")

    assert raised.value.path == "objects[3].abilities[0].produces"


def test_a_legacy_kind_is_still_accepted() -> None:
    """Format 0.4's kinds (kept for old permalinks) pass the declaration."""
    check_ability({"kind": "prevent_all", "label": "x", "combat_only": True}, "a")
    check_ability({"kind": "draw_becomes_return", "label": "x"}, "a")
