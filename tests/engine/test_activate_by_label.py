"""An `activate` event may name its ability by its label, the line the card prints (602.2), as
well as by its number: a label names the same ability whichever of the card's other lines the
compiler reads, so a scenario written before a line was read still activates what it meant."""

from __future__ import annotations

from typing import Any

import pytest

from engine.errors import ScenarioError
from tests.engine.event_helpers import play

PLAYERS = [{"id": "A"}, {"id": "B"}]
# A Vehicle whose crew line the compiler reads since round 7: before, it stood after the
# gain-life ability as unread text, so "ability": 1 was the gain-life ability; now it is crew.
WAGON = {"name": "Test Wagon", "types": ["Artifact"], "subtypes": ["Vehicle"],
         "power": 3, "toughness": 3,
         "text": "Vigilance\nCrew 2\n{T}: You gain 1 life."}


def _activate(ability: Any) -> dict[str, Any]:
    return play([{"id": "w", "card": "Test Wagon", "controller": "A"}],
                [{"type": "activate", "player": "A", "object": "w", "ability": ability},
                 {"type": "resolve"}], cards=[WAGON], players=PLAYERS)


def test_a_label_names_the_ability_whatever_comes_before_it():
    """602.2: given the Wagon, when A activates "{T}: You gain 1 life." by its label, then A
    gains 1 life and the Wagon is tapped, though crew now stands before it."""
    result = _activate("{T}: You gain 1 life.")

    assert result["players"]["A"]["life"] == 21
    assert result["objects"]["w"]["tapped"] is True


def test_a_label_is_matched_without_regard_to_spaces_and_case():
    """Given the label typed in lower case with doubled spaces, then it names the same
    ability."""
    result = _activate("{t}:  you gain 1 LIFE.")

    assert result["players"]["A"]["life"] == 21


def test_a_label_no_ability_reads_is_refused_naming_it():
    """Given a label the Wagon doesn't print, then the event is refused at its ability field,
    quoting the label."""
    with pytest.raises(ScenarioError, match=r"events\[0\]\.ability.*no ability that reads "
                                            r"'\{T\}: Draw a card\.'"):
        _activate("{T}: Draw a card.")


def test_two_abilities_with_one_label_ask_for_the_number():
    """Given a card printing the same line twice, when it is named by that label, then the
    event is refused: the number says which one is activated."""
    twice = {"name": "Twin Stone", "types": ["Artifact"],
             "text": "{T}: You gain 1 life.\n{T}: You gain 1 life."}
    with pytest.raises(ScenarioError, match="2 abilities that read"):
        play([{"id": "t", "card": "Twin Stone", "controller": "A"}],
             [{"type": "activate", "player": "A", "object": "t",
               "ability": "{T}: You gain 1 life."}], cards=[twice], players=PLAYERS)


def _activate_numbered(ability: int, label: str) -> dict[str, Any]:
    return play([{"id": "w", "card": "Test Wagon", "controller": "A"}],
                [{"type": "activate", "player": "A", "object": "w", "ability": ability,
                  "label": label},
                 {"type": "resolve"}], cards=[WAGON], players=PLAYERS)


def test_a_number_whose_label_still_matches_activates_that_number():
    """602.2: given "ability": 2 with the label "{T}: You gain 1 life." (the keywords
    vigilance and crew stand before it), then A gains 1 life."""
    result = _activate_numbered(2, "{T}: You gain 1 life.")

    assert result["players"]["A"]["life"] == 21


def test_a_number_that_shifted_activates_the_ability_its_label_names():
    """Given a scenario saved when the Wagon's gain-life ability was number 1 (before crew was
    read), when number 1 is now crew, then the label decides: A gains 1 life, no crew cost is
    asked (no `tap` given), rather than crewing — the ability the scenario meant (602.2)."""
    result = _activate_numbered(1, "{T}: You gain 1 life.")

    assert result["players"]["A"]["life"] == 21
    assert result["objects"]["w"]["tapped"] is True


def test_a_label_no_ability_reads_beside_a_number_is_refused_at_the_label():
    """Given a number and a label the card no longer prints, then the event is refused at its
    label field: the engine doesn't guess from the number alone."""
    with pytest.raises(ScenarioError, match=r"events\[0\]\.label.*no ability that reads"):
        _activate_numbered(1, "{T}: Draw a card.")


def test_a_label_beside_a_label_is_refused():
    """Given `ability` already a label, a `label` too is refused at its field."""
    with pytest.raises(ScenarioError, match=r"events\[0\]\.label.*only with an ability number"):
        play([{"id": "w", "card": "Test Wagon", "controller": "A"}],
             [{"type": "activate", "player": "A", "object": "w",
               "ability": "{T}: You gain 1 life.", "label": "{T}: You gain 1 life."}],
             cards=[WAGON], players=PLAYERS)


def test_activation_labels_gives_each_activate_events_label():
    """Given a scenario activating the Wagon's gain-life ability by number, then
    `engine.activation_labels` gives that event's label by its index, what a saved scenario
    keeps beside the number."""
    import engine

    scenario = {"format": 1, "players": PLAYERS, "cards": [WAGON], "active_player": "A",
                "objects": [{"id": "w", "card": "Test Wagon", "controller": "A"}],
                "events": [{"type": "gain_life", "player": "B", "amount": 1},
                           {"type": "activate", "player": "A", "object": "w", "ability": 2}]}

    assert engine.activation_labels(scenario) == {1: "{T}: You gain 1 life."}
