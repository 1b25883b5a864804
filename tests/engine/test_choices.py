"""Choices: questions the engine asks (616.1, 704.5j) and the scenario's answers to them."""

from __future__ import annotations

from typing import Any

import pytest

import engine

OBJECTS = [
    {"id": "rip", "card": "Rest in Peace", "controller": "B"},
    {"id": "progenitus", "card": "Progenitus", "controller": "A"},
    {"id": "colossus", "card": "Darksteel Colossus", "controller": "A", "zone": "hand"},
]
DESTROY = {"type": "destroy", "target": "progenitus"}
DISCARD = {"type": "move", "object": "colossus", "to": "graveyard"}


def play(events: list[dict[str, Any]], choices: list[dict[str, Any]]) -> dict[str, Any]:
    data = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": OBJECTS,
            "events": events, "choices": choices}
    return engine.run_scenario(data, lang="en")


def test_pending_choice_has_the_contract_shape() -> None:
    """The contract's pending_choice: player, rules, text, options with ids and text."""
    result = play([DESTROY], [])

    choice = result["pending_choice"]
    assert set(choice) == {"player", "rules", "text", "options"}
    assert choice["text"]
    assert all(set(o) == {"id", "text"} and o["text"] for o in choice["options"])


def test_state_is_as_of_the_question() -> None:
    """Processing stops at the question: later events haven't happened."""
    result = play([DESTROY, DISCARD], [])

    assert result["objects"]["progenitus"]["zone"] == "battlefield"
    assert result["objects"]["colossus"]["zone"] == "hand"


def test_answers_are_used_in_order() -> None:
    """The first answer goes to the first question, the second to the second."""
    result = play([DESTROY, DISCARD], [{"player": "A", "choose": "rip"},
                                       {"player": "A", "choose": "colossus"}])

    assert result["objects"]["progenitus"]["zone"] == "exile"
    assert result["objects"]["colossus"]["zone"] == "library"
    assert result["pending_choice"] is None


def test_the_trace_names_who_chose_under_which_rule() -> None:
    """A choice step names the player and the rules, and points at the answer used."""
    result = play([DESTROY], [{"player": "A", "choose": "progenitus"}])

    chosen = [s for s in result["steps"] if s["kind"] == "choice"]
    assert chosen[0]["rules"] == ["616.1", "616.1d"]
    assert chosen[0]["choice"] == 0
    assert "A chose" in chosen[0]["text"]


def test_second_question_pending_after_first_answer() -> None:
    """With one answer for two questions, the engine stops at the second."""
    result = play([DESTROY, DISCARD], [{"player": "A", "choose": "progenitus"}])

    assert result["objects"]["progenitus"]["zone"] == "library"
    assert result["pending_choice"]["options"][1]["id"] == "colossus"


def test_answer_from_the_wrong_player_is_an_error() -> None:
    """An answer naming another player doesn't fit: ScenarioError at choices[0]."""
    with pytest.raises(engine.ScenarioError) as error:
        play([DESTROY], [{"player": "B", "choose": "rip"}])

    assert error.value.path == "choices[0]"
    assert "'A'" in str(error.value)


def test_answer_naming_no_option_is_an_error() -> None:
    """An answer that isn't one of the options is an error, not a guess."""
    with pytest.raises(engine.ScenarioError) as error:
        play([DESTROY, DISCARD], [{"player": "A", "choose": "rip"},
                                  {"player": "A", "choose": "progenitus"}])

    assert error.value.path == "choices[1]"
    assert "'progenitus' is not one of the options" in str(error.value)


def test_answer_nobody_asked_for_is_an_error() -> None:
    """An answer left over when the game went on to the end is an error naming it."""
    with pytest.raises(engine.ScenarioError) as error:
        play([], [{"player": "A", "choose": "rip"}])

    assert error.value.path == "choices[0]"


def test_same_scenario_and_answers_give_the_same_result() -> None:
    """Determinism: playing the same scenario twice gives identical results."""
    first = play([DESTROY, DISCARD], [{"player": "A", "choose": "rip"}])
    second = play([DESTROY, DISCARD], [{"player": "A", "choose": "rip"}])

    assert first == second


def test_simultaneous_choices_are_asked_in_apnap_order() -> None:
    """616.1: when several players choose at once, the active player chooses first (101.4)."""
    objects = [
        {"id": "rip", "card": "Rest in Peace", "controller": "A"},
        {"id": "leyline_a", "card": "Leyline of the Void", "controller": "A"},
        {"id": "leyline_b", "card": "Leyline of the Void", "controller": "B"},
        {"id": "a_bears", "card": "Grizzly Bears", "controller": "A", "damage": 2},
        {"id": "b_bears", "card": "Grizzly Bears", "controller": "B", "damage": 2},
    ]
    data = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "active_player": "B",
            "objects": objects}

    first = engine.run_scenario(data, lang="en")
    second = engine.run_scenario({**data, "choices": [{"player": "B", "choose": "rip"}]},
                                 lang="en")

    assert first["pending_choice"]["player"] == "B"
    assert second["pending_choice"]["player"] == "A"


def test_draw_replacement_asks_which_card_to_return() -> None:
    """"Return a card from your graveyard": with two cards there, the player picks one."""
    cards = [{"name": "Example Draw Returner", "types": ["Enchantment"],
              "abilities": [{"kind": "draw_becomes_return", "label": "If you would draw a "
                             "card, return a card from your graveyard to your hand instead."}]}]
    objects = [
        {"id": "returner", "card": "Example Draw Returner", "controller": "A"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A", "zone": "graveyard"},
        {"id": "ogre", "card": "Gray Ogre", "controller": "A", "zone": "graveyard"},
    ]
    data = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
            "objects": objects, "events": [{"type": "draw", "player": "A", "amount": 1}],
            "choices": [{"player": "A", "choose": "ogre"}]}

    result = engine.run_scenario(data, lang="en")

    assert result["objects"]["ogre"]["zone"] == "hand"
    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert result["players"]["A"]["library"] == 53


def test_the_trace_shows_the_effects_considered_before_the_question() -> None:
    """The steps up to a pending question include each effect found to apply (616.1)."""
    result = play([DESTROY], [])

    considered = [s for s in result["steps"] if s["kind"] == "replacement"]
    assert {s["effect"] for s in considered} == {"rip", "progenitus"}


def test_outside_the_battlefield_the_owner_chooses() -> None:
    """616.1: a card in a hand has no controller; its owner orders the effects."""
    objects = [
        {"id": "rip", "card": "Rest in Peace", "controller": "A"},
        {"id": "colossus", "card": "Darksteel Colossus", "controller": "A", "owner": "B",
         "zone": "hand"},
    ]
    data = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": objects,
            "events": [{"type": "move", "object": "colossus", "to": "graveyard"}]}

    result = engine.run_scenario(data, lang="en")

    assert result["pending_choice"]["player"] == "B"
