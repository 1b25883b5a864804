"""The driver: play a scenario out (rules 613, then what comes next).

This first version applies the layer system (613) and returns. It grows into:
layers, then state-based actions, then each event followed by state-based
actions, stopping at a pending choice.
"""

from __future__ import annotations

from engine.layers import apply_layers
from engine.objects import GameState
from engine.trace import Message, Step, StepKind


def play(state: GameState) -> tuple[GameState, tuple[Step, ...]]:
    """Play ``state`` out as far as possible; the final state and every step taken."""
    start = Step(
        StepKind.SETUP, (),
        Message.of("game.start", players=tuple(p.id for p in state.players),
                   objects=len(state.objects), effects=len(state.effects)),
    )
    state, layer_steps = apply_layers(state)
    return state, (start, *layer_steps)
