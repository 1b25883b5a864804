"""A Magic: The Gathering rules engine for judges: pure Python, no Django.

It reads a scenario (see docs/scenario-format.md), applies the rules of the
Comprehensive Rules as numbered in the shipped text, and returns the resulting
state with a trace of steps, each citing the rules it applied.

Public API: :func:`run_scenario`, :class:`ScenarioError`, :data:`ENGINE_VERSION`,
:func:`engine.library.cards.all_cards` (the scripted card library).

The map. The packages mirror the rules, the way Forge's ``game/`` and XMage's ``mage/game``
group theirs; each imports only the ones below it (pyproject.toml's import-linter contracts,
run by ``make lint``), so a question about a rule has one place to look:

=========================  ==================================================================
``engine.io``              a scenario in, the result out; what is and isn't modelled
``engine.turn``            the game loop: the turn (500-514), combat (506-511), the stack
                           and triggers (405, 603, 608), targets (115), casting and
                           activating (601, 602), resolving (608), state-based actions (704)
``engine.library``         the scripted cards (``engine/data/cards/``) and card faces (709-715)
``engine.oracle``          Oracle text compiled into the ability language
``engine.game``            events happening to a game in progress: damage (120), zone changes
                           (400), tokens (111), the outcome (104), durations (611); all act on
                           the small ``engine.game.protocol.Game`` the loop implements
``engine.characteristics`` the layer system (613): layers, timestamps, dependency
``engine.abilities``       the ability language: every kind, keyword and action, with the one
                           registry (``engine.abilities.registry``)
``engine.events``          events as values, and the frame of replacement and prevention (616)
``engine.state``           the game state as frozen values: objects, players, choices
``engine.format``          the scenario and card format, declared once (pydantic)
``engine.text``            rule citations, the message catalogues, the game's words
=========================  ==================================================================

Why this cut: the state is below everything that acts on it, so a value never knows the
rules; the ability language sits between the events it changes and the loop that plays it,
so a card's text is read without the game running; and the loop's modules call back up only
through ``Game``, so nothing imports in a circle. The top level keeps only the public API
(this module), the command line (``cli``, ``__main__``) and the vocabulary every package
shares: ``errors``, ``concepts`` (zones, layers, durations, event kinds) and ``subtypes``
(205.3).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from engine.characteristics.layers import apply_layers
from engine.errors import DeadlinePassed, ScenarioError
from engine.io import not_modelled
from engine.io.output import board_json, checkpoint_json, result_json
from engine.io.scenario import load_scenario
from engine.text.trace import LANGUAGES
from engine.turn.play import activated_labels, play, play_with_checkpoints

ENGINE_VERSION = "0.19.24"

__all__ = ["ENGINE_VERSION", "DeadlinePassed", "ScenarioError", "activation_labels",
           "run_scenario"]


def run_scenario(data: Mapping[str, Any], *, lang: str = "ko",
                 checkpoints: bool = False, deadline: float | None = None) -> dict[str, Any]:
    """Validate and play a scenario; the contract's JSON result as plain dicts and lists.

    With ``checkpoints``, the result also has ``"checkpoints"``: the board after the first
    state-based action check and after each event, and ``"before_layers"`` and
    ``"after_layers"``: the board as the scenario gives it (printed characteristics, no
    effect applied) and as the layer system leaves it, before any state-based action
    (docs/scenario-format.md, "Result").
    Raises :class:`ScenarioError` (with ``.path``) for an invalid scenario,
    ValueError for an unknown ``lang``, and :class:`DeadlinePassed` once the run goes on
    past ``deadline`` (a :func:`time.monotonic` value; the clock is read between steps).
    """
    if lang not in LANGUAGES:
        raise ValueError(f"lang: expected one of {', '.join(LANGUAGES)}, got {lang!r}")
    start = load_scenario(data)
    # The layers as the game's first run applies them: the start of the trace is the
    # "setup" step and then their steps.
    layered, layer_steps = apply_layers(start)
    if not checkpoints:
        state, steps = play(start, deadline=deadline)
        return result_json(state, steps, lang, not_modelled.find((layered, state)))
    state, steps, kept = play_with_checkpoints(start, deadline=deadline)
    boards = []
    for checkpoint in kept:
        # A board per checkpoint is work of its own (a long run keeps hundreds).
        if deadline is not None and time.monotonic() > deadline:
            raise DeadlinePassed
        boards.append(checkpoint_json(checkpoint))
    return {**result_json(state, steps, lang, not_modelled.find((layered, state))),
            "checkpoints": boards,
            "before_layers": {"after_step": 1, **board_json(start)},
            "after_layers": {"after_step": 1 + len(layer_steps), **board_json(layered)}}


def activation_labels(data: Mapping[str, Any], *, deadline: float | None = None
                      ) -> dict[int, str]:
    """Validate and play a scenario; the label of the ability each ``activate`` event
    activated, by the event's index (602.2). A tool that saves a scenario keeps it as the
    event's ``label``, beside the number. Raises as :func:`run_scenario` does."""
    return activated_labels(load_scenario(data), deadline=deadline)
