"""Conditional statics on ~ in combat (611.3a, 506.3, 506.4): "~ has first strike as long as
it's attacking.", "~ gets +0/+2 as long as it's blocking.": the condition ``in_combat`` holds
while ~ is an attacking / blocking creature, read each time the layers are applied."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole


def _face(text: str) -> dict[str, Any]:
    return {"name": "Test Knight", "types": ["Creature"], "subtypes": ["Knight"],
            "text": text, "power": 2, "toughness": 2}


def _card(text: str) -> dict[str, Any]:
    return {**_face(text), "colors": ["W"], "mana_value": 2,
            "abilities": list(compile_face(_face(text)).card_abilities())}


@pytest.mark.parametrize(("text", "expected"), [
    ("Test Knight has first strike as long as it's attacking.",
     {"kind": "static", "affects": "self", "modifications": [
         {"op": "add_abilities", "abilities": ["First strike"]}],
      "condition": {"in_combat": "attacking"}}),
    ("Test Knight gets +1/+0 as long as it's attacking.",
     {"kind": "static", "affects": "self", "modifications": [
         {"op": "modify_pt", "power": 1, "toughness": 0}],
      "condition": {"in_combat": "attacking"}}),
    ("Test Knight gets +0/+2 as long as it's blocking.",
     {"kind": "static", "affects": "self", "modifications": [
         {"op": "modify_pt", "power": 0, "toughness": 2}],
      "condition": {"in_combat": "blocking"}}),
])
def test_in_combat_conditions_compile(text: str, expected: dict[str, Any]) -> None:
    """611.3a, 506.3: given a static ability of ~ "as long as it's attacking / blocking", when
    compiled, then its condition is ``in_combat``."""
    assert read_whole(_face(text)) == [expected]


def test_another_subjects_it_is_not_read() -> None:
    """Given "Enchanted creature has first strike as long as it's attacking.", when compiled,
    then it is left: "it" is the enchanted creature, not ~ (the condition reads only ~)."""
    text = "Enchanted creature has first strike as long as it's attacking."
    face = {"name": "Test Aura", "types": ["Enchantment"], "subtypes": ["Aura"], "text": text}

    assert compile_face(face).not_modelled == (text,)


FIRST = "Test Knight has first strike as long as it's attacking."


def test_first_strike_while_attacking_kills_the_blocker_first() -> None:
    """506.3, 702.7b: given Test Knight (2/2) attacking and blocked by Grizzly Bears (2/2),
    when combat damage is dealt, then Test Knight has first strike: the Bears die and Test
    Knight survives."""
    result = play([{"id": "k", "card": "Test Knight"},
                   {"id": "b", "card": "Grizzly Bears", "controller": "B"}],
                  [{"type": "attack", "attackers": [{"object": "k"}]},
                   {"type": "block", "blockers": [{"object": "b", "blocking": "k"}]},
                   {"type": "combat_damage"}],
                  cards=[_card(FIRST)])

    assert result["objects"]["b"]["zone"] == "graveyard"
    assert result["objects"]["k"]["zone"] == "battlefield"


def test_blocking_it_has_no_first_strike() -> None:
    """506.3: given Test Knight blocking B's attacking Grizzly Bears, when combat damage is
    dealt, then it isn't attacking and has no first strike: both die."""
    result = play([{"id": "k", "card": "Test Knight"},
                   {"id": "b", "card": "Grizzly Bears", "controller": "B"}],
                  [{"type": "end_turn"},
                   {"type": "attack", "attackers": [{"object": "b"}]},
                   {"type": "block", "blockers": [{"object": "k", "blocking": "b"}]},
                   {"type": "combat_damage"}],
                  cards=[_card(FIRST)])

    assert (result["objects"]["b"]["zone"], result["objects"]["k"]["zone"]) == (
        "graveyard", "graveyard")


def test_out_of_combat_it_has_no_first_strike() -> None:
    """611.3a: given Test Knight not in combat, when the layers are applied, then it has no
    first strike."""
    result = play([{"id": "k", "card": "Test Knight"}], [], cards=[_card(FIRST)])

    assert "First strike" not in result["objects"]["k"].get("keywords", [])
