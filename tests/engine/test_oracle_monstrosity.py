"""Issue 27 round 8, monstrosity (701.31 in the 2022 rules; engine/oracle/templates_monstrosity.py,
engine/turn/resolving.py's ``monstrosity``): "{cost}: Monstrosity N." and "When ~ becomes
monstrous, ..." read into the exact abilities, near misses left unread, and the engine's side
played as scenarios: the counters and the designation, nothing the second time (701.31a), the
designation gone with the object (701.31b, 400.7)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError, run_scenario
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401 (goldens)


def _face(name: str, text: str, types: str = "Creature") -> dict[str, Any]:
    return {"name": name, "types": types.split(" "), "text": text, "power": 4, "toughness": 4}


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


# --- the lines ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "cost", "n"), [
    ("{5}{R}{R}: Monstrosity 3. (If this creature isn't monstrous, put three +1/+1 counters "
     "on it and it becomes monstrous.)", "{5}{R}{R}", 3),
    ("{6}{G}: Monstrosity 4. (If this creature isn't monstrous, put four +1/+1 counters on it "
     "and it becomes monstrous.)", "{6}{G}", 4),
    ("{5}{B}{B}: Monstrosity 1. (If this creature isn't monstrous, put a +1/+1 counter on it "
     "and it becomes monstrous.)", "{5}{B}{B}", 1),
    ("{10}: Monstrosity 10.", "{10}", 10),
])
def test_a_monstrosity_ability_is_read(text: str, cost: str, n: int) -> None:
    """701.31a, 602.1: "{cost}: Monstrosity N." is an activated ability whose effect is
    ``{"do": "monstrosity", "amount": N}``."""
    assert read_whole(_face("Zed", text)) == [
        {"kind": "activated", "cost": cost, "effect": [{"do": "monstrosity", "amount": n}]}]


@pytest.mark.parametrize(("name", "text", "rest"), [
    ("Keepsake Gorgon", "When Keepsake Gorgon becomes monstrous, destroy target non-Gorgon "
     "creature an opponent controls.",
     {"targets": [{"object": {"types": ["Creature"], "not_subtypes": ["Gorgon"],
                              "controller": "opponent"}}],
      "effect": [{"do": "destroy", "object": "target"}]}),
    ("Kalemne's Captain", "When Kalemne's Captain becomes monstrous, exile all artifacts and "
     "enchantments.",
     {"effect": [{"do": "exile", "objects": {"any": [{"types": ["Artifact"]},
                                                      {"types": ["Enchantment"]}]}}]}),
    ("Ember Swallower", "When Ember Swallower becomes monstrous, each player sacrifices three "
     "lands.",
     {"effect": [{"do": "sacrifice_chosen", "player": "each_player", "amount": 3,
                  "objects": {"types": ["Land"]}}]}),
])
def test_when_it_becomes_monstrous_is_a_trigger(name: str, text: str,
                                                rest: dict[str, Any]) -> None:
    """701.31a, 603.2: "When ~ becomes monstrous, ..." triggers on ``becomes_monstrous`` of
    itself."""
    assert read_whole(_face(name, text)) == [
        {"kind": "triggered", "trigger": {"on": "becomes_monstrous", "object": "self"},
         **rest}]


@pytest.mark.parametrize(("types", "text"), [
    ("Creature", "{X}{G}{G}: Monstrosity X."),  # 701.31c: X in its other abilities
    ("Creature", "{7}{G}{G}: Monstrosity 5. This ability costs {1} less to activate for each "
     "creature card in your graveyard."),
    ("Creature", "As long as Zed is monstrous, it has menace."),
    ("Creature", "{2}{G}: Monstrosity 0."),
    ("Sorcery", "{3}: Monstrosity 3."),
])
def test_other_monstrosity_lines_stay_unread(types: str, text: str) -> None:
    """701.31c and the lines the engine can't say stay unread, whole."""
    assert compile_face(_face("Zed", text, types)).not_modelled == (text,)


# --- the engine ---------------------------------------------------------------------------------

MONSTER = ("{5}{R}{R}: Monstrosity 3.\nWhen Zed becomes monstrous, you gain 2 life.")


def _monster(events: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    face = _face("Zed", MONSTER)
    card = {**face, "colors": ["R"], "abilities": list(compile_face(face).card_abilities())}
    assert [a["kind"] for a in card["abilities"]] == ["activated", "triggered"]
    objects = [{"id": "z", "card": "Zed", "controller": "A", **extra}]
    return play(objects, events, cards=[card])


ACTIVATE = {"type": "activate", "player": "A", "object": "z", "ability": 0}


def test_monstrosity_puts_counters_and_makes_it_monstrous() -> None:
    """701.31a, 701.31b: Monstrosity 3 resolves: three +1/+1 counters (a 7/7), it is
    monstrous, and "When ~ becomes monstrous" triggers: A gains 2 life."""
    result = _monster([ACTIVATE, {"type": "resolve"}])

    zed = result["objects"]["z"]
    assert (zed["counters"], zed["power"], zed.get("monstrous")) == ({"+1/+1": 3}, 7, True)
    assert result["players"]["A"]["life"] == 22
    assert {"701.31a", "701.31b", "603.2"} <= _rules(result)


def test_monstrosity_a_second_time_does_nothing() -> None:
    """701.31a: activated again once it is monstrous, the ability resolves and does nothing:
    no more counters, and it doesn't become monstrous again (no second life gain)."""
    result = _monster([ACTIVATE, {"type": "resolve"}, ACTIVATE, {"type": "resolve"}])

    zed = result["objects"]["z"]
    assert (zed["counters"], zed.get("monstrous")) == ({"+1/+1": 3}, True)
    assert result["players"]["A"]["life"] == 22


def test_two_activations_in_response_give_counters_once() -> None:
    """701.31a: two activations on the stack at once: the first to resolve makes it
    monstrous; the second (checked as it resolves) does nothing."""
    result = _monster([ACTIVATE, ACTIVATE, {"type": "resolve"}, {"type": "resolve"}])

    assert result["objects"]["z"]["counters"] == {"+1/+1": 3}
    assert result["players"]["A"]["life"] == 22


def test_a_permanent_already_monstrous_gets_nothing() -> None:
    """701.31b: a permanent the scenario says is monstrous gets no counters from
    monstrosity."""
    result = _monster([ACTIVATE, {"type": "resolve"}], monstrous=True)

    assert result["objects"]["z"]["counters"] == {}
    assert result["players"]["A"]["life"] == 20


def test_a_new_object_isnt_monstrous_and_the_old_ability_finds_nothing() -> None:
    """400.7, 701.31b: Zed leaves the battlefield and returns in response: the new object
    isn't monstrous and the ability, whose source was the old one, does nothing to it."""
    result = _monster([ACTIVATE, {"type": "move", "object": "z", "to": "exile"},
                       {"type": "move", "object": "z", "to": "battlefield"},
                       {"type": "resolve"}])

    zed = result["objects"]["z"]
    assert (zed["zone"], zed["counters"], zed.get("monstrous")) == ("battlefield", {}, None)
    assert result["players"]["A"]["life"] == 20


def test_a_monstrous_permanent_that_leaves_and_returns_is_not_monstrous() -> None:
    """701.31b, 400.7: monstrous until it leaves the battlefield: back, it is a new object, and
    monstrosity works on it again."""
    result = _monster([ACTIVATE, {"type": "resolve"},
                       {"type": "move", "object": "z", "to": "hand"},
                       {"type": "move", "object": "z", "to": "battlefield"},
                       ACTIVATE, {"type": "resolve"}])

    zed = result["objects"]["z"]
    assert (zed["counters"], zed.get("monstrous")) == ({"+1/+1": 3}, True)
    assert result["players"]["A"]["life"] == 24


def test_a_monstrosity_action_naming_an_object_is_refused() -> None:
    """701.31a: monstrosity acts on its source only: an ``object`` on the action is refused,
    naming the field."""
    card = {"name": "Zed", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "activated", "label": "x", "cost": "{1}",
         "effect": [{"do": "monstrosity", "amount": 2, "object": "self"}]}]}
    scenario = {"players": [{"id": "A"}, {"id": "B"}], "cards": [card],
                "objects": [{"id": "z", "card": "Zed", "controller": "A"}]}
    with pytest.raises(ScenarioError, match=r"effect\[0\]\.object.*701\.31a"):
        run_scenario(scenario)
