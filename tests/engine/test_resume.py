"""The state holds everything the game goes on from: prevention shields (615.7), what happened
this turn, and checkpoints :func:`engine.turn.play.resume` plays on from."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.io.scenario import load_scenario
from engine.state.objects import GameState, Happened
from engine.turn.play import Checkpoint, play, play_with_checkpoints, resume
from tests.engine.layer_helpers import EXAMPLES

GOLDENS = Path(__file__).resolve().parent / "goldens"
SCENARIOS = sorted(EXAMPLES.glob("*.json")) + sorted((GOLDENS / "rulings").glob("*.json"))


def _scenario(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    scenario = data.get("scenario", data)
    assert isinstance(scenario, dict)
    return scenario


def _state(objects: list[dict[str, Any]], events: list[dict[str, Any]],
           effects: list[dict[str, Any]] | None = None) -> GameState:
    return load_scenario({"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                          "objects": objects, "effects": effects or [], "events": events})


def test_a_creature_dying_is_in_the_history() -> None:
    """A destroyed creature's move to the graveyard is remembered as a death and a zone change."""
    state = _state([{"id": "bears", "card": "Grizzly Bears", "controller": "A"}],
                   [{"type": "destroy", "target": "bears"}])

    end, _ = play(state)

    kinds = [(entry.kind, entry.object) for entry in end.history]
    assert (Happened.DIED, "bears") in kinds
    assert (Happened.ZONE_CHANGE, "bears") in kinds


def test_morbid_reads_the_history() -> None:
    """Brimstone Volley's morbid applies once the state remembers a creature dying this turn."""
    objects = [{"id": "volley", "card": "Brimstone Volley", "controller": "A", "zone": "stack"},
               {"id": "victim", "card": "Grizzly Bears", "controller": "B"}]
    volley = {"type": "damage", "source": "volley", "target": "B", "amount": 3}

    with_death, _ = play(_state(objects, [{"type": "destroy", "target": "victim"}, volley]))
    without, _ = play(_state(objects, [volley]))

    assert with_death.player("B").life == 15
    assert without.player("B").life == 17
    assert not without.has_happened(Happened.DIED)


def test_damage_and_life_are_in_the_history() -> None:
    """Damage dealt to a player and the life it loses are remembered, with who and how much."""
    state = _state([{"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "stack"}],
                   [{"type": "damage", "source": "bolt", "target": "B", "amount": 3}])

    end, _ = play(state)

    dealt = [e for e in end.history if e.kind is Happened.DAMAGE_DEALT]
    lost = [e for e in end.history if e.kind is Happened.LIFE_LOST]
    assert [(e.source, e.player, e.amount) for e in dealt] == [("bolt", "B", 3)]
    assert [(e.player, e.amount) for e in lost] == [("B", 3)]


def test_a_used_shield_is_in_the_state() -> None:
    """615.7: what is left of Healing Salve's shield after 2 damage is part of the state."""
    state = _state([{"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "stack"}],
                   [{"type": "damage", "source": "bolt", "target": "A", "amount": 2}],
                   [{"id": "salve", "card": "Healing Salve", "mode": "prevent",
                     "controller": "A", "targets": ["A"]}])

    end, _ = play(state)

    assert end.shield("salve") == 1
    assert end.player("A").life == 20


def _resumed_runs(path: Path) -> list[tuple[Checkpoint, GameState, tuple[Any, ...]]]:
    state = load_scenario(_scenario(path))
    _, _, checkpoints = play_with_checkpoints(state)
    # A board inside a combat event (between its damage steps) is shown, not resumed.
    return [(checkpoint, *resume(checkpoint)) for checkpoint in checkpoints
            if checkpoint.resumable]


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_resuming_from_any_checkpoint_ends_as_a_straight_run(path: Path) -> None:
    """Playing on from each checkpoint gives the straight run's final state and later steps."""
    state = load_scenario(_scenario(path))

    end, steps = play(state)
    resumed = _resumed_runs(path)

    for checkpoint, resumed_end, resumed_steps in resumed:
        assert resumed_end == end, f"after step {checkpoint.after_step}"
        assert resumed_steps == steps[checkpoint.after_step:], f"after step {checkpoint.after_step}"
