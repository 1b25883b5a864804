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
