"""509.1b: "Creatures with power less than ~'s power can't block it." (engine/oracle/
templates_power_block.py): a creature whose power is less than ~'s, as blockers are declared,
can't block ~."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play

TEXT = "Creatures with power less than Test Brute's power can't block it."


def _face(power: int) -> dict[str, Any]:
    return {"name": "Test Brute", "types": ["Creature"], "subtypes": ["Giant"], "text": TEXT,
            "power": power, "toughness": 3}


def _card(power: int = 3) -> dict[str, Any]:
    return {**_face(power), "colors": ["R"], "mana_value": 3,
            "abilities": list(compile_face(_face(power)).card_abilities())}


def test_the_line_is_a_cant_be_blocked_by_lesser_power() -> None:
    """509.1b: given the line, when compiled, then it is a cant "be_blocked" by creatures with
    power below ~'s."""
    compiled = compile_face(_face(3))

    assert [{k: v for k, v in a.items() if k != "label"} for a in compiled.abilities] == [
        {"kind": "cant", "what": ["be_blocked"], "by": {"types": ["Creature"]},
         "by_power_below_its": True}]


def test_a_non_creature_face_leaves_it() -> None:
    """Given the line on an enchantment ("it" would be no creature), when compiled, then it is
    left."""
    face = {"name": "Test Brute", "types": ["Enchantment"], "text": TEXT}

    assert compile_face(face).not_modelled == (TEXT,)


def _block(blocker: str) -> list[dict[str, Any]]:
    return [{"type": "attack", "attackers": [{"object": "t"}]},
            {"type": "block", "blockers": [{"object": blocker, "blocking": "t"}]}]


OBJECTS = [{"id": "t", "card": "Test Brute"},
           {"id": "bear", "card": "Grizzly Bears", "controller": "B"},
           {"id": "giant", "card": "Hill Giant", "controller": "B"}]


def test_a_creature_with_less_power_cant_block_it() -> None:
    """509.1b: given Test Brute (power 3) attacking, when B blocks with Grizzly Bears (power
    2), then the block is refused."""
    with pytest.raises(ScenarioError) as caught:
        play(OBJECTS, _block("bear"), cards=[_card()])

    assert "509.1b" in str(caught.value)


def test_a_creature_with_equal_power_can_block_it() -> None:
    """509.1b: given Test Brute (3/3) attacking, when B blocks with Hill Giant (3/3: power not
    less) and damage is dealt, then the block stood: both die and B loses no life."""
    result = play(OBJECTS, [*_block("giant"), {"type": "combat_damage"}], cards=[_card()])

    assert (result["objects"]["t"]["zone"], result["objects"]["giant"]["zone"]) == (
        "graveyard", "graveyard")
    assert result["players"]["B"]["life"] == 20
