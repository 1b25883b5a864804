"""engine/turn/turns.py and engine/game/durations.py: the upkeep, the end of the turn (513, 514) and
how long resolved effects last (611.2)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.io.scenario import load_scenario
from engine.state.objects import GameState, Happened, HistoryEntry
from engine.turn import turns
from engine.turn.play import play as play_state
from tests.engine.event_helpers import play

END_TURN = {"type": "end_turn"}
UPKEEP = {"type": "upkeep"}


def state_after(objects: list[dict[str, Any]], events: list[dict[str, Any]],
                effects: list[dict[str, Any]] | None = None,
                players: list[dict[str, Any]] | None = None) -> GameState:
    """The final state of a scenario (it holds what the JSON result leaves out)."""
    state, _ = play_state(load_scenario({
        "players": players or [{"id": "A"}, {"id": "B"}],
        "objects": objects, "effects": effects or [], "events": events}))
    return state


def steps_citing(result: dict[str, Any], rule: str) -> list[dict[str, Any]]:
    return [s for s in result["steps"] if rule in s["rules"]]


def test_upkeep_records_that_the_active_players_upkeep_began() -> None:
    """503.1, 500.6: the upkeep begins; "at the beginning of your upkeep" reads this entry."""
    state = state_after([], [UPKEEP])

    assert state.history == (HistoryEntry(Happened.STEP_BEGAN, player="A", detail="upkeep"),)


def test_the_end_step_begins_before_the_cleanup_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """513.1: the end step's beginning is remembered while its triggers could be put on the
    stack (the active player receiving priority), and forgotten once the turn is over."""
    seen: list[tuple[HistoryEntry, ...]] = []
    real = turns.priority
    monkeypatch.setattr(turns, "priority",
                        lambda game: (seen.append(game.state.history), real(game))[1])

    state = state_after([], [END_TURN])

    assert seen == [(HistoryEntry(Happened.STEP_BEGAN, player="A", detail="end"),)]
    assert state.history == ()


def test_giant_growth_ends_in_the_cleanup_step() -> None:
    """514.2: Giant Growth's +3/+3 "until end of turn" ends; the Bears are 2/2 again."""
    effects = [{"id": "gg", "card": "Giant Growth", "targets": ["bears"]}]

    result = play([{"id": "bears", "card": "Grizzly Bears"}], [END_TURN], effects)

    assert (result["objects"]["bears"]["power"], result["objects"]["bears"]["toughness"]) == (2, 2)
    assert steps_citing(result, "611.2a")


def test_damage_marked_on_permanents_is_removed_in_the_cleanup_step() -> None:
    """514.2: all damage marked on permanents is removed."""
    result = play([{"id": "bears", "card": "Grizzly Bears", "damage": 1}], [END_TURN])

    assert result["objects"]["bears"]["damage"] == 0


def test_the_turn_passes_to_the_next_player_in_turn_order() -> None:
    """101.4, 102.1: after A's turn, B (next in list order) is the active player; then C."""
    players = [{"id": "A"}, {"id": "B"}, {"id": "C"}]

    assert state_after([], [END_TURN], players=players).active_player == "B"
    assert state_after([], [END_TURN, END_TURN], players=players).active_player == "C"
    assert state_after([], [END_TURN] * 3, players=players).active_player == "A"


def test_a_player_who_lost_takes_no_turn() -> None:
    """800.4a: B lost and left the game, so after A's turn comes C's."""
    players = [{"id": "A"}, {"id": "B", "life": 0}, {"id": "C"}]

    result = play([], [END_TURN], players=players)

    assert state_after([], [END_TURN], players=players).active_player == "C"
    assert steps_citing(result, "800.4a")[-1]["rules"] == ["101.4", "102.1", "800.4a"]


def test_the_upkeep_after_end_turn_is_the_next_players() -> None:
    """102.1: the events after an end_turn happen in the next player's turn."""
    state = state_after([], [END_TURN, UPKEEP])

    assert state.history == (HistoryEntry(Happened.STEP_BEGAN, player="B", detail="upkeep"),)


def test_a_healing_salve_shield_ends_with_the_turn() -> None:
    """615.7: "prevent the next 3 damage ... this turn": next turn the damage is dealt."""
    effects = [{"id": "hs", "card": "Healing Salve", "mode": "prevent", "targets": ["bears"]}]
    objects = [{"id": "bears", "card": "Grizzly Bears", "controller": "B"},
               {"id": "ogre", "card": "Gray Ogre"}]
    hit = {"type": "damage", "source": "ogre", "target": "bears", "amount": 1}

    result = play(objects, [hit, END_TURN, hit], effects)

    # The first damage used 1 of the shield; the 2 left end in the cleanup step.
    assert result["objects"]["bears"]["damage"] == 1


def test_an_effect_with_no_duration_outlasts_the_turn() -> None:
    """611.2a: an effect whose card states no duration lasts until the game ends."""
    custom = {"name": "Forever Growth", "types": ["Sorcery"], "abilities": [
        {"kind": "spell", "label": "Target creature gets +1/+1.",
         "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}]}]}

    result = play([{"id": "bears", "card": "Grizzly Bears"}], [END_TURN],
                  [{"id": "fg", "card": "Forever Growth", "targets": ["bears"]}],
                  cards=[custom])

    assert result["objects"]["bears"]["power"] == 3


OLIVIA = {"id": "olivia", "card": "Olivia Voldaren", "controller": "A"}
VAMPIRE = {"id": "vamp", "name": "Vampire Nighthawk", "types": ["Creature"],
           "subtypes": ["Vampire"], "power": 2, "toughness": 3, "controller": "B"}
STOLEN = {"id": "steal", "source": "olivia", "targets": ["vamp"]}


def test_olivia_keeps_the_vampire_while_her_controller_controls_her() -> None:
    """611.2b: "for as long as you control Olivia Voldaren" holds; the turn's end changes
    nothing."""
    result = play([OLIVIA, VAMPIRE], [END_TURN], [STOLEN])

    assert result["objects"]["vamp"]["controller"] == "A"


def test_olivia_leaving_ends_the_control_effect() -> None:
    """611.2b: once A no longer controls Olivia, the effect ends and B gets the Vampire."""
    result = play([OLIVIA, VAMPIRE], [{"type": "destroy", "target": "olivia"}], [STOLEN])

    assert result["objects"]["vamp"]["controller"] == "B"
    assert steps_citing(result, "611.2b")


def test_a_for_as_long_as_effect_does_not_come_back() -> None:
    """611.2b: Olivia returns under A's control, but the ended effect doesn't start again."""
    events = [{"type": "move", "object": "olivia", "to": "hand"},
              {"type": "enter", "object": "olivia"}]

    result = play([OLIVIA, VAMPIRE], events, [STOLEN])

    assert result["objects"]["olivia"]["zone"] == "battlefield"
    assert result["objects"]["vamp"]["controller"] == "B"


def test_a_for_as_long_as_effect_whose_condition_was_never_true_does_nothing() -> None:
    """611.2b: B controls Olivia (Act of Treason, later), so A's effect never applies; when
    Act of Treason ends, Olivia goes back to A but the Vampire stays with B."""
    effects = [STOLEN, {"id": "aot", "card": "Act of Treason", "controller": "B",
                        "targets": ["olivia"]}]

    result = play([OLIVIA, VAMPIRE], [END_TURN], effects)

    assert result["objects"]["olivia"]["controller"] == "A"
    assert result["objects"]["vamp"]["controller"] == "B"
