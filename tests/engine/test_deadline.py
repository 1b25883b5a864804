"""A run's deadline (run_scenario(deadline=...)): the engine stops between steps once it has
passed, and a run that ends before it is the same run as one without it."""
from __future__ import annotations

import time
from typing import Any

import pytest

import engine
from engine import DeadlinePassed, run_scenario

# "Whenever a +1/+1 counter is put on this, put a +1/+1 counter on it": a loop of mandatory
# triggers (104.4b); each counter changes a power, so every resolution runs the layers over
# the whole board again, then state-based actions over it.
GROWTH_LOOP = {
    "name": "Growth Loop", "types": ["Creature"], "mana_value": 2, "power": 1, "toughness": 1,
    "abilities": [{"kind": "triggered",
                   "label": "Whenever a +1/+1 counter is put on Growth Loop, put a +1/+1 "
                            "counter on it.",
                   "trigger": {"on": "counters", "object": "self", "counter": "+1/+1"},
                   "effect": [{"do": "put_counters", "object": "self", "counter": "+1/+1",
                               "amount": 1}]}],
}


def runaway_loop(objects: int = 200) -> dict[str, Any]:
    """A scenario within the sandbox's counts that keeps the engine busy: two loops of
    mandatory triggers on a board of `objects` objects, 300 resolutions before the draw."""
    board: list[dict[str, Any]] = [
        {"id": "loopA", "card": "Growth Loop", "controller": "A"},
        {"id": "loopB", "card": "Growth Loop", "controller": "B"},
    ]
    board += [{"id": f"o{i}", "card": "Grizzly Bears" if i % 2 else "Wall of Stone",
               "controller": "AB"[i % 2]} for i in range(objects - len(board))]
    return {"format": 1, "title": "Two growth loops", "players": [{"id": "A"}, {"id": "B"}],
            "objects": board, "cards": [GROWTH_LOOP],
            "events": [{"type": "counters", "target": "loopA", "counter": "+1/+1",
                        "amount": 1},
                       {"type": "counters", "target": "loopB", "counter": "+1/+1",
                        "amount": 1}]}


def test_a_deadline_already_past_stops_the_run() -> None:
    """The clock is read before the first step that changes the game."""
    with pytest.raises(DeadlinePassed):
        run_scenario(runaway_loop(objects=10), deadline=time.monotonic() - 1)


@pytest.mark.parametrize("checkpoints", [False, True])
def test_a_runaway_scenario_stops_soon_after_its_deadline(checkpoints: bool) -> None:
    """A run that would take hundreds of layer passes stops within a step or so of a 50 ms
    deadline, with or without the boards between events."""
    start = time.monotonic()

    with pytest.raises(DeadlinePassed):
        run_scenario(runaway_loop(), checkpoints=checkpoints, deadline=start + 0.05)

    # One step on a 200-object board takes milliseconds; the bound allows a loaded machine.
    assert time.monotonic() - start < 2.0


def test_the_loop_runs_to_its_draw_without_a_deadline() -> None:
    """Without a deadline the same scenario is played out: the loop is a draw (104.4b)."""
    result = run_scenario(runaway_loop(objects=10))

    assert result["steps"][-1]["rules"] == ["104.4b"]


@pytest.mark.parametrize("checkpoints", [False, True])
def test_a_run_that_ends_in_time_is_the_same_as_one_without_a_deadline(
        checkpoints: bool) -> None:
    """A generous deadline changes nothing in the result."""
    scenario = runaway_loop(objects=10)

    timed = run_scenario(scenario, checkpoints=checkpoints, deadline=time.monotonic() + 600)

    assert timed == run_scenario(scenario, checkpoints=checkpoints)


def test_deadline_passed_is_exported_and_not_a_scenario_error() -> None:
    """Callers tell a slow run from an invalid scenario by type."""
    assert engine.DeadlinePassed is DeadlinePassed
    assert not issubclass(DeadlinePassed, engine.ScenarioError)
