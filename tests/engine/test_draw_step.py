"""The draw step (504): a scenario's ``draw_step`` event. 504.1: the active player draws a
card, a turn-based action; 103.7a: in a two-player game the player who plays first skips the
draw step of the game's first turn; 504.2 and 500.6: "at the beginning of the draw step"
abilities ("that player draws an additional card", engine/oracle/templates_draw_step.py)
trigger as it begins and resolve after the draw."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle import compile_face
from tests.engine.event_helpers import play

DRAW_STEP = {"type": "draw_step"}
END_TURN = {"type": "end_turn"}


def _card(name: str, text: str) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": ["Enchantment"], "colors": ["U"],
                            "mana_value": 2, "text": text}
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


# Real Oracle lines of the dev corpus (2020 wording).
KAMI = _card("Kami of the Crescent Moon", "At the beginning of each player's draw step, that "
             "player draws an additional card.")
SKULLCAP = _card("Grafted Skullcap", "At the beginning of your draw step, draw an additional "
                 "card.")
WELL = _card("Well of Ideas", "At the beginning of your draw step, draw two additional cards.")
BARGAIN = _card("Yawgmoth's Bargain", "Skip your draw step.")


def _run(events: list[dict[str, Any]], objects: list[dict[str, Any]] | None = None,
         players: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return play(objects or [], events, cards=[KAMI, SKULLCAP, WELL, BARGAIN],
                players=players or [{"id": "A", "library": 10}, {"id": "B", "library": 10}])


def _rules(result: dict[str, Any]) -> list[str]:
    return [rule for step in result["steps"] for rule in step["rules"]]


def test_the_active_player_draws_a_card_in_the_draw_step() -> None:
    """Given A's turn, when the draw step comes, then A draws a card (504.1) and B doesn't."""
    result = _run([DRAW_STEP])

    assert result["players"]["A"]["library"] == 9
    assert result["players"]["B"]["library"] == 10
    assert "504.1" in _rules(result)


def test_the_next_players_draw_step_is_theirs() -> None:
    """Given A's turn ended, when the draw step comes, then B, now active, draws (102.1)."""
    result = _run([END_TURN, DRAW_STEP])

    assert result["players"]["A"]["library"] == 10
    assert result["players"]["B"]["library"] == 9


def test_drawing_from_an_empty_library_loses_at_the_next_check() -> None:
    """Given A's library is empty, when A's draw step comes, then nothing is drawn (121.4)
    and A loses the game at the state-based action check that follows (704.5b)."""
    result = _run([DRAW_STEP], players=[{"id": "A", "library": 0}, {"id": "B"}])

    assert result["players"]["A"]["lost"] is True
    rules = _rules(result)
    assert rules.index("121.4") < rules.index("704.5b")


@pytest.mark.parametrize("players,drawn", [
    # 103.7a: two players: the first player skips the whole draw step of the first turn.
    ([{"id": "A", "library": 10}, {"id": "B", "library": 10}], 0),
    # 103.7c: in other multiplayer games no one skips it.
    ([{"id": "A", "library": 10}, {"id": "B", "library": 10}, {"id": "C", "library": 10}], 2),
])
def test_the_first_turns_draw_step_is_skipped_in_a_two_player_game(
        players: list[dict[str, Any]], drawn: int) -> None:
    """Given the game's first turn and Kami of the Crescent Moon, when the draw step comes,
    then in a two-player game A skips the step, its trigger too (103.7a); with three players
    A draws and Kami's trigger draws another."""
    kami = [{"id": "k", "card": "Kami of the Crescent Moon", "controller": "B"}]
    result = _run([{"type": "draw_step", "first_turn": True}], kami, players)

    assert result["players"]["A"]["library"] == 10 - drawn
    assert ("103.7a" in _rules(result)) is (drawn == 0)


@pytest.mark.parametrize("card,controller,drawn", [
    ("Kami of the Crescent Moon", "B", 2),
    ("Grafted Skullcap", "A", 2),
    ("Grafted Skullcap", "B", 1),
    ("Well of Ideas", "A", 3),
])
def test_an_additional_card_is_drawn_after_the_steps_own(card: str, controller: str,
                                                         drawn: int) -> None:
    """Given a permanent whose ability draws an additional card at the beginning of a (your)
    draw step, when A's draw step comes, then A draws the step's card (504.1) and, once the
    trigger resolves (504.2), the additional ones: only for its controller with "your"."""
    result = _run([DRAW_STEP], [{"id": "p", "card": card, "controller": controller}])

    assert result["players"]["A"]["library"] == 10 - drawn
    rules = _rules(result)
    if drawn > 1:
        # 504.2: the trigger goes on the stack once the step's draw is done.
        assert rules.index("504.1") < rules.index("603.3")


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, draw an additional card.",
    "Whenever you cast a spell, draw an additional card.",
    "{T}: Draw an additional card.",
])
def test_an_additional_card_outside_a_draw_step_stays_unread(text: str) -> None:
    """Given "an additional card" after another trigger or as an activated ability, when
    compiled, then the line is unread: "additional" is relative to the draw step's draw."""
    card = {"name": "Test Card", "types": ["Artifact"], "text": text}
    assert compile_face(card).not_modelled != ()


@pytest.mark.parametrize("controller,drawn", [("A", 0), ("B", 2)])
def test_skip_your_draw_step_skips_the_whole_step(controller: str, drawn: int) -> None:
    """Given "Skip your draw step." and Kami of the Crescent Moon, when A's draw step would
    begin, then under A's Bargain it is skipped: nothing is drawn and nothing triggers
    (614.10); under B's, A's step happens as usual."""
    objects = [{"id": "y", "card": "Yawgmoth's Bargain", "controller": controller},
               {"id": "k", "card": "Kami of the Crescent Moon", "controller": "B"}]
    result = _run([DRAW_STEP], objects)

    assert result["players"]["A"]["library"] == 10 - drawn
    assert ("614.10" in _rules(result)) is (drawn == 0)
