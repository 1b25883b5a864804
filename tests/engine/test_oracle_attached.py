"""An Aura's or Equipment's activated ability on the creature it is attached to (303.4, 301.5):
"{R}: Enchanted creature gets +1/+0 until end of turn." (engine/oracle/templates_attached.py),
its effect fixed as it resolves on the creature the source is attached to then, or was attached
to as it last existed on the battlefield (611.2c, 608.2h)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle import compile_face
from tests.engine.event_helpers import play


def _aura(text: str) -> dict[str, Any]:
    return {"name": "Test Aura", "types": ["Enchantment"], "subtypes": ["Aura"],
            "text": "Enchant creature\n" + text}


def _card(text: str) -> dict[str, Any]:
    return {**_aura(text), "colors": ["R"], "mana_value": 1,
            "abilities": list(compile_face(_aura(text)).card_abilities())}


@pytest.mark.parametrize(("text", "modifications"), [
    ("{R}: Enchanted creature gets +1/+0 until end of turn.",
     [{"op": "modify_pt", "power": 1, "toughness": 0}]),
    ("{U}: Enchanted creature gains flying until end of turn.",
     [{"op": "add_abilities", "abilities": ["Flying"]}]),
])
def test_the_line_is_an_activated_ability_on_the_enchanted_creature(
        text: str, modifications: list[dict[str, Any]]) -> None:
    """303.4: given an Aura's activated line about the enchanted creature, when compiled, then
    it is an activated ability whose effect affects "enchanted" until end of turn."""
    compiled = compile_face(_aura(text))

    assert compiled.not_modelled == ()
    assert {k: v for k, v in compiled.abilities[1].items() if k != "label"} == {
        "kind": "activated", "affects": "enchanted", "modifications": modifications,
        "duration": "end_of_turn", "cost": text.split(":")[0]}


@pytest.mark.parametrize(("face", "text"), [
    # A creature's "enchanted creature" is not its own (a Licid's is another reading).
    ({"name": "Test Licid", "types": ["Creature"], "subtypes": ["Licid", "Aura"],
      "power": 1, "toughness": 1}, "{R}: Enchanted creature gets +1/+0 until end of turn."),
    # An Equipment's words on an Aura.
    ({"name": "Test Aura", "types": ["Enchantment"], "subtypes": ["Aura"]},
     "{2}: Equipped creature gains hexproof until end of turn."),
    # A choice the engine doesn't ask.
    ({"name": "Test Aura", "types": ["Enchantment"], "subtypes": ["Aura"]},
     "{1}: Enchanted creature gets +1/-1 or -1/+1 until end of turn."),
])
def test_lines_it_must_not_claim(face: dict[str, Any], text: str) -> None:
    """Given a line about an attached creature on a face that isn't its Aura or Equipment, or
    with a choice, when compiled, then it is left."""
    assert compile_face({**face, "text": text}).not_modelled == (text,)


PUMP = "{R}: Enchanted creature gets +1/+0 until end of turn."
OBJECTS = [{"id": "bear", "card": "Grizzly Bears"},
           {"id": "aura", "card": "Test Aura", "attached_to": "bear"}]


def test_the_enchanted_creature_gets_the_bonus() -> None:
    """611.2c: given Test Aura on Grizzly Bears, when A activates it, then the Bears are 3/2."""
    result = play(OBJECTS, [{"type": "activate", "player": "A", "object": "aura",
                             "ability": 1}], cards=[_card(PUMP)])

    assert (result["objects"]["bear"]["power"], result["objects"]["bear"]["toughness"]) == (3, 2)


def test_sacrificed_to_pay_the_cost_it_still_pumps_the_creature_it_enchanted() -> None:
    """608.2h: given "Sacrifice ~: Enchanted creature gets +3/+3 until end of turn." on Grizzly
    Bears, when A activates it, then the Aura is in the graveyard and the Bears are 5/5: the
    creature it was attached to as it last existed."""
    text = "Sacrifice Test Aura: Enchanted creature gets +3/+3 until end of turn."
    result = play(OBJECTS, [{"type": "activate", "player": "A", "object": "aura",
                             "ability": 1}], cards=[_card(text)])

    assert result["objects"]["aura"]["zone"] == "graveyard"
    assert (result["objects"]["bear"]["power"], result["objects"]["bear"]["toughness"]) == (5, 5)


def test_the_effect_stays_on_the_creature_it_was_attached_to_as_it_resolved() -> None:
    """611.2c: given the pump resolved on Grizzly Bears, when the Aura leaves the battlefield
    afterwards, then the Bears keep +1/+0 until end of turn."""
    result = play(OBJECTS, [{"type": "activate", "player": "A", "object": "aura", "ability": 1},
                            {"type": "resolve"},
                            {"type": "destroy", "target": "aura"}], cards=[_card(PUMP)])

    assert result["objects"]["aura"]["zone"] == "graveyard"
    assert result["objects"]["bear"]["power"] == 3
