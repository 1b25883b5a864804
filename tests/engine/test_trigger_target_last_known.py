"""608.2h: "its controller" and "its power" of a target as it last existed are recorded as a
spell or an activated ability resolves (engine.turn.resolving), not as a triggered ability
does. A hand-written triggered ability that names them ("target_controller",
"target_power") is refused, naming the field: before, it silently did nothing (the player
gained no life), a wrong answer. The compiler never writes them on a triggered ability."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.event_helpers import play

ENTERS = {"on": "enters", "object": "self"}
CREATURE = {"object": {"types": ["Creature"]}}


def _card(effect: list[dict[str, Any]]) -> dict[str, Any]:
    return {"name": "Test Card", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "label": "When Test Card enters, ...",
                           "trigger": ENTERS, "targets": [CREATURE], "effect": effect}]}


def _load(effect: list[dict[str, Any]]) -> None:
    play([{"id": "t", "card": "Test Card", "controller": "A"}], cards=[_card(effect)])


def test_a_triggered_target_controller_is_refused_naming_the_field() -> None:
    """608.2h: given a triggered "destroy target creature; its controller gains 3 life", when
    the scenario loads, then it is refused at effect[1].player (the format's "unknown value"
    phrase, which the sandbox translates), citing 608.2h."""
    effect = [{"do": "destroy", "object": "target"},
              {"do": "gain_life", "player": "target_controller", "amount": 3}]

    with pytest.raises(ScenarioError, match=(r"abilities\[0\]\.effect\[1\]\.player: "
                                             r"unknown value 'target_controller'.*608\.2h")):
        _load(effect)


def test_a_triggered_target_power_is_refused_naming_the_field() -> None:
    """608.2h: given a triggered "you gain life equal to target creature's power", when the
    scenario loads, then it is refused at effect[0].amount, citing 608.2h."""
    effect = [{"do": "gain_life", "player": "you", "amount": "target_power"}]

    with pytest.raises(ScenarioError, match=(r"abilities\[0\]\.effect\[0\]\.amount: "
                                             r"unknown value 'target_power'.*608\.2h")):
        _load(effect)
