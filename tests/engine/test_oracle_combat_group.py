"""506.3: a static ability of the creatures in combat, "Attacking creatures you control get
+1/+0." (engine/oracle/templates_combat_group.py): the layers apply it to those of its
creatures attacking (blocking) each time they are applied."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole


def _face(text: str) -> dict[str, Any]:
    return {"name": "Test Banner", "types": ["Enchantment"], "text": text}


def _card(text: str) -> dict[str, Any]:
    return {**_face(text), "colors": ["R"], "mana_value": 2,
            "abilities": list(compile_face(_face(text)).card_abilities())}


@pytest.mark.parametrize(("text", "expected"), [
    ("Attacking creatures you control get +1/+0.",
     {"kind": "static", "affects": {"types": ["Creature"], "controller": "you"},
      "modifications": [{"op": "modify_pt", "power": 1, "toughness": 0}],
      "in_combat": "attacking"}),
    ("Attacking creatures you control have double strike.",
     {"kind": "static", "affects": {"types": ["Creature"], "controller": "you"},
      "modifications": [{"op": "add_abilities", "abilities": ["Double strike"]}],
      "in_combat": "attacking"}),
    ("Blocking creatures get +0/+1.",
     {"kind": "static", "affects": {"types": ["Creature"]},
      "modifications": [{"op": "modify_pt", "power": 0, "toughness": 1}],
      "in_combat": "blocking"}),
])
def test_combat_group_statics_compile(text: str, expected: dict[str, Any]) -> None:
    """506.3: given a static line about attacking / blocking creatures, when compiled, then it
    is the static ability of the line without the word, limited by ``in_combat``."""
    assert read_whole(_face(text)) == [expected]


def test_a_group_the_filter_cant_say_is_left() -> None:
    """Given "Attacking creatures with flying get +1/+0." (no filter reads "with flying" here),
    when compiled, then it is left."""
    text = "Attacking creatures with flying get +1/+0."

    assert compile_face(_face(text)).not_modelled == (text,)


PUMP = "Attacking creatures you control get +1/+0."
OBJECTS = [{"id": "banner", "card": "Test Banner"},
           {"id": "a1", "card": "Grizzly Bears"}, {"id": "a2", "card": "Grizzly Bears"},
           {"id": "b", "card": "Grizzly Bears", "controller": "B"}]


def test_only_the_attacking_creature_gets_the_bonus() -> None:
    """506.3: given Test Banner and two Grizzly Bears of A, when one attacks and isn't blocked,
    then B loses 3 life (2 +1), and the other Bears stays 2/2."""
    result = play(OBJECTS, [{"type": "attack", "attackers": [{"object": "a1"}]},
                            {"type": "block", "blockers": []},
                            {"type": "combat_damage"}], cards=[_card(PUMP)])

    assert result["players"]["B"]["life"] == 17
    assert result["objects"]["a2"]["power"] == 2


def test_out_of_combat_no_creature_gets_it() -> None:
    """611.3a: given Test Banner and no combat, when the layers are applied, then A's Bears are
    2/2."""
    result = play(OBJECTS, [], cards=[_card(PUMP)])

    assert result["objects"]["a1"]["power"] == 2


def test_an_opponents_blocker_doesnt_get_attacking_bonuses() -> None:
    """506.3: given "Attacking creatures you control have double strike." and A's Bears attacking
    blocked by B's Bears, when damage is dealt, then A's Bears (double strike: first-strike
    damage) kill the blocker and survive."""
    text = "Attacking creatures you control have double strike."
    result = play(OBJECTS, [{"type": "attack", "attackers": [{"object": "a1"}]},
                            {"type": "block", "blockers": [{"object": "b", "blocking": "a1"}]},
                            {"type": "combat_damage"}], cards=[_card(text)])

    assert (result["objects"]["a1"]["zone"], result["objects"]["b"]["zone"]) == (
        "battlefield", "graveyard")
