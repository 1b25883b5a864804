"""514.1: first in the cleanup step, the active player discards down to their maximum hand
size (402.2: seven; none under "You have no maximum hand size.", compiled by
engine/oracle/templates_hand_size.py), cards of their choice (701.8a): an ``end_turn`` event,
for a player whose hand the scenario says is known (``hand_known``)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play

END_TURN = {"type": "end_turn"}
DRAW_STEP = {"type": "draw_step"}
TOWER = {"name": "Reliquary Tower", "types": ["Land"], "text": "You have no maximum hand size."}
TOWER["abilities"] = list(compile_face(TOWER).card_abilities())
EATER = {"name": "Thought Eater", "types": ["Creature"], "power": 1, "toughness": 3,
         "text": "Your maximum hand size is reduced by three."}
EATER["abilities"] = list(compile_face(EATER).card_abilities())
ADVISOR = {"name": "Trusted Advisor", "types": ["Creature"], "power": 1, "toughness": 2,
           "text": "Your maximum hand size is increased by two."}
ADVISOR["abilities"] = list(compile_face(ADVISOR).card_abilities())


def _hand(count: int, owner: str = "A") -> list[dict[str, Any]]:
    return [{"id": f"c{i}", "name": f"Card {i}", "types": ["Instant"], "owner": owner,
             "zone": "hand"} for i in range(count)]


def _run(objects: list[dict[str, Any]], events: list[dict[str, Any]],
         choices: list[dict[str, Any]] | None = None, known: bool = True) -> dict[str, Any]:
    players = [{"id": "A", "library": 10, **({"hand_known": True} if known else {})},
               {"id": "B"}]
    return play(objects, events, players=players, cards=[TOWER, EATER, ADVISOR],
                choices=choices or [])


def _zone(result: dict[str, Any], ident: str) -> str:
    return str(result["objects"][ident]["zone"])


def _rules(result: dict[str, Any]) -> list[str]:
    return [rule for step in result["steps"] for rule in step["rules"]]


def test_the_active_player_discards_down_to_seven_cards_of_their_choice() -> None:
    """Given A's known hand of nine cards, when A's turn ends, then in the cleanup step A
    discards the two cards the choices name (514.1, 701.8a), before the turn passes."""
    result = _run(_hand(9), [END_TURN], choices=[{"player": "A", "choose": "c3"},
                                                 {"player": "A", "choose": "c7"}])

    discarded = [i for i in (f"c{n}" for n in range(9)) if _zone(result, i) == "graveyard"]
    assert discarded == ["c3", "c7"]
    rules = _rules(result)
    assert "514.1" in rules and rules.index("514.1") < rules.index("514.2")


def test_a_missing_choice_leaves_the_question_open() -> None:
    """Given A's known hand of eight cards and no choice, when A's turn ends, then the engine
    asks A which card to discard (701.8a) instead of choosing for them."""
    result = _run(_hand(8), [END_TURN])

    assert result["pending_choice"]["player"] == "A"
    assert all(_zone(result, f"c{n}") == "hand" for n in range(8))


def test_no_maximum_hand_size_keeps_every_card() -> None:
    """Given A's known hand of nine cards and A's Reliquary Tower, when A's turn ends, then A
    discards nothing, and the trace says why (402.2)."""
    tower = {"id": "t", "card": "Reliquary Tower", "controller": "A"}
    result = _run([*_hand(9), tower], [END_TURN])

    assert all(_zone(result, f"c{n}") == "hand" for n in range(9))
    assert "402.2" in _rules(result)


def test_an_opponents_tower_doesnt_lift_your_maximum() -> None:
    """Given B's Reliquary Tower and A's known hand of eight cards, when A's turn ends, then
    A still discards one (the ability is its controller's: "You have ...")."""
    tower = {"id": "t", "card": "Reliquary Tower", "controller": "B"}
    result = _run([*_hand(8), tower], [END_TURN], choices=[{"player": "A", "choose": "c0"}])

    assert _zone(result, "c0") == "graveyard"


def test_a_card_drawn_during_the_run_counts_and_may_be_discarded() -> None:
    """Given A's known hand of seven cards, when A draws in the draw step and the turn ends,
    then A has eight and discards one: the drawn card, which the engine doesn't know, may be
    the one chosen (drawn_card)."""
    result = _run(_hand(7), [DRAW_STEP, END_TURN],
                  choices=[{"player": "A", "choose": "drawn_card"}])

    assert all(_zone(result, f"c{n}") == "hand" for n in range(7))
    assert "514.1" in _rules(result)


@pytest.mark.parametrize("known,count", [(True, 7), (False, 9)])
def test_no_discard_without_an_excess_or_a_known_hand(known: bool, count: int) -> None:
    """Given seven cards in a known hand, or nine listed in a hand the scenario doesn't say is
    known, when the turn ends, then nothing is discarded; for the unknown hand the trace says
    the discard isn't modelled."""
    result = _run(_hand(count), [END_TURN], known=known)

    assert all(_zone(result, f"c{n}") == "hand" for n in range(count))
    assert "514.1" not in _rules(result) if known else "514.1" in _rules(result)
    assert "pending_choice" not in result or result["pending_choice"] is None


def test_no_maximum_hand_size_is_its_controllers_only() -> None:
    """Given a rule ability "maximum_hand_size" without "player": "you", when read, then it
    is refused naming the field (402.2: "You have ...")."""
    card = {"name": "Odd Tower", "types": ["Land"], "abilities": [
        {"kind": "rule", "label": "No one has a maximum hand size.",
         "doesnt_apply": "maximum_hand_size"}]}

    with pytest.raises(ScenarioError, match="maximum_hand_size"):
        play([{"id": "o", "card": "Odd Tower", "controller": "A"}], cards=[card])


@pytest.mark.parametrize("changers,cards,discarded", [
    (["Thought Eater"], 5, 1),
    (["Trusted Advisor"], 9, 0),
    (["Thought Eater", "Trusted Advisor"], 7, 1),
    (["Thought Eater", "Thought Eater", "Thought Eater"], 2, 2),
])
def test_hand_size_changes_add_up_from_seven(changers: list[str], cards: int,
                                             discarded: int) -> None:
    """Given A's permanents that reduce or increase A's maximum hand size, when A's turn
    ends, then A discards down to seven changed by their sum, never below zero (402.2)."""
    objects = [*_hand(cards), *({"id": f"x{i}", "card": name, "controller": "A"}
                                for i, name in enumerate(changers))]
    # 701.8a: a player who must discard every card in hand isn't asked which.
    choices = [{"player": "A", "choose": f"c{n}"} for n in range(discarded)
               ] if discarded < cards else []
    result = _run(objects, [END_TURN], choices=choices)

    assert sum(_zone(result, f"c{n}") == "graveyard" for n in range(cards)) == discarded
