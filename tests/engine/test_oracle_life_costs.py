"""Issue 27 round 8, "Pay N life" as a cost (119.4; 602.2b): mana abilities whose cost pays
life are read (engine/oracle/templates_mana.py), and the engine pays it as it pays any
activated ability's: only with at least N life, 0 life always, and paying is losing that life
(so "whenever you lose life" sees it)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401 (goldens)


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


@pytest.mark.parametrize(("name", "types", "text", "cost", "produces"), [
    ("Tarnished Citadel", "Land", "{T}, Pay 1 life: Add {B}.", "{T}, Pay 1 life", ["B"]),
    ("Brushland", "Land", "{T}, Pay 1 life: Add {G} or {W}.", "{T}, Pay 1 life",
     ["G", "W"]),
    ("Mana Confluence", "Land", "{T}, Pay 1 life: Add one mana of any color.",
     "{T}, Pay 1 life", ["W", "U", "B", "R", "G"]),
    ("Bloodstone Goblin", "Artifact", "{1}, {T}, Pay 1 life: Add one mana of any color.",
     "{1}, {T}, Pay 1 life", ["W", "U", "B", "R", "G"]),
    ("Zed", "Artifact", "Pay 1 life: Add {R}.", "Pay 1 life", ["R"]),
])
def test_a_mana_ability_that_pays_life_is_read(name: str, types: str, text: str, cost: str,
                                               produces: list[str]) -> None:
    """605.1a, 119.4: a mana ability whose cost pays life is a ``mana`` ability with that
    cost."""
    assert read_whole({"name": name, "types": [types], "text": text}) == [
        {"kind": "mana", "produces": produces, "cost": cost}]


@pytest.mark.parametrize("text", [
    "{T}, Pay 1 life: Add {C}{C}. Spend this mana only to cast legendary spells.",
    "{T}, Pay {E}: Add one mana of any color.",
    "{T}, Pay 1 life for each card in your hand: Add {B}.",
    "{T}, Pay X life: Add X mana of any one color.",
])
def test_other_life_and_payment_lines_stay_unread(text: str) -> None:
    """A rider, an energy payment (107.14) and life that varies stay unread, whole."""
    assert compile_face({"name": "Zed", "types": ["Land"], "text": text}).not_modelled == (
        text,)


# --- the engine ---------------------------------------------------------------------------------

def _land() -> dict[str, Any]:
    face = {"name": "Tarnished Citadel", "types": ["Land"],
            "text": "{T}, Pay 1 life: Add {B}."}
    return {**face, "abilities": list(compile_face(face).card_abilities())}


LEECH = {"name": "Life Leech", "types": ["Creature"], "subtypes": [], "power": 1,
         "toughness": 1, "abilities": [
             {"kind": "triggered", "label": "Whenever you lose life, put a +1/+1 counter on "
              "Life Leech.", "trigger": {"on": "lose_life", "player": "you"},
              "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1,
                          "object": "self"}]}]}


def _tap_citadel(life: int) -> dict[str, Any]:
    return play([{"id": "c", "card": "Tarnished Citadel", "controller": "A"},
                 {"id": "leech", "card": "Life Leech", "controller": "A"}],
                [{"type": "activate", "player": "A", "object": "c", "ability": 0}],
                players=[{"id": "A", "life": life}, {"id": "B"}], cards=[_land(), LEECH])


def test_tapping_the_land_for_mana_pays_one_life() -> None:
    """605.3b, 119.4: activating "{T}, Pay 1 life: Add {B}." taps it and A loses 1 life,
    which "whenever you lose life" sees (its trigger resolves as the scenario ends)."""
    result = _tap_citadel(20)

    assert result["objects"]["c"]["tapped"] is True
    assert result["players"]["A"]["life"] == 19
    assert result["objects"]["leech"]["counters"] == {"+1/+1": 1}
    assert {"605.3b", "119.4"} <= _rules(result)


def test_one_life_left_can_pay_one() -> None:
    """119.4: with exactly 1 life, A can pay 1 life (and then loses the game, 704.5a)."""
    result = _tap_citadel(1)

    assert result["players"]["A"]["life"] == 0
    assert result["players"]["A"]["lost"] is True


def test_without_enough_life_the_cost_cant_be_paid() -> None:
    """119.4: with less life than the payment (A at 2, a hand-written "Pay 3 life" cost), A
    can't pay it: the event is refused, saying how much life A has."""
    stone = {"name": "Pact Stone", "types": ["Artifact"], "abilities": [
        {"kind": "activated", "label": "Pay 3 life: Draw a card.", "cost": "Pay 3 life",
         "effect": [{"do": "draw", "player": "you", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match=r"A has 2 life and can't pay 3 \(119\.4\)"):
        play([{"id": "p", "card": "Pact Stone", "controller": "A"}],
             [{"type": "activate", "player": "A", "object": "p", "ability": 0}],
             players=[{"id": "A", "life": 2}, {"id": "B"}], cards=[stone])


def test_paying_zero_life_is_always_possible() -> None:
    """119.4: "Players can always pay 0 life", even at 0 or less (here a hand-written "Pay 0
    life" cost with A at -2 life: no life is lost)."""
    stone = {"name": "Zero Stone", "types": ["Artifact"], "abilities": [
        {"kind": "activated", "label": "Pay 0 life: Draw a card.", "cost": "Pay 0 life",
         "effect": [{"do": "draw", "player": "you", "amount": 1}]}]}
    result = play([{"id": "z", "card": "Zero Stone", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "z", "ability": 0}],
                  players=[{"id": "A", "life": -2}, {"id": "B"}], cards=[stone])

    assert result["players"]["A"]["life"] == -2
