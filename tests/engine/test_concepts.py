"""Typed rules concepts (engine/concepts.py): zones, layers and durations as enums."""

from __future__ import annotations

import pytest

import engine
from engine.abilities.effects import LAYERS, OP_LAYER, ContinuousSpec
from engine.concepts import Duration, Layer, Zone
from engine.errors import ScenarioError
from engine.library.cards import find_card


def test_layers_apply_in_the_order_613_1_and_613_3_give() -> None:
    """Layers 1-6, then sublayers 7a-7e (the shipped text's numbering: counters 7d)."""
    assert [str(layer) for layer in LAYERS] == [
        "1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d", "7e"]


def test_every_modification_belongs_to_a_layer() -> None:
    """Each modification op names one of the layers, never a free string."""
    assert all(isinstance(layer, Layer) for layer in OP_LAYER.values())


def test_zones_are_spelt_as_the_format_spells_them() -> None:
    """The enum's values are the contract's zone names (400.1)."""
    assert set(Zone) == {"battlefield", "graveyard", "hand", "library", "exile", "stack",
                         "command"}


def test_a_duration_the_engine_does_not_know_is_an_error_naming_the_field() -> None:
    """611.2: an unknown duration is refused, not silently made permanent."""
    card = {"name": "Odd Growth", "types": ["Instant"], "mana_value": 1,
            "abilities": [{"kind": "spell", "label": "Target creature gets +1/+1 until your "
                           "next turn.", "modifications": [{"op": "modify_pt", "power": 1,
                                                             "toughness": 1}],
                           "duration": "until_your_next_turn"}]}
    data = {"format": 1, "players": [{"id": "A"}], "cards": [card]}

    with pytest.raises(ScenarioError) as error:
        engine.run_scenario(data)

    assert error.value.path == "cards[0].abilities[0].duration"
    assert "end_of_turn" in str(error.value)


def test_until_end_of_turn_is_read_as_a_duration() -> None:
    """Giant Growth's effect lasts until end of turn (611.2a)."""
    card = find_card("Giant Growth")
    assert card is not None
    ability = card.abilities[0]

    assert isinstance(ability.spec, ContinuousSpec)
    assert ability.spec.duration is Duration.END_OF_TURN
