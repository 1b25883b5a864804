"""Issue 27, triggered effects: "you may pay {E}{E}. If you do, Y." (107.14: paying {E} removes
an energy counter from its controller; 118.3: without enough, they can't pay), read on real
Oracle lines of the dev corpus (2020) and played by the engine (``"pay": "{E}{E}"``). Each run
keeps a golden trace.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)
from tests.engine.test_trigger_events import card, obj

ATTACKS = {"on": "attacks", "object": "self"}


@pytest.mark.parametrize(("name", "text", "pay", "effect", "targets"), [
    ("Thriving Ibex", "put a +1/+1 counter on it.", "{E}{E}",
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "self"}], None),
    ("Aether Herder", "create a 1/1 colorless Servo artifact creature token.", "{E}{E}",
     [{"do": "create_token", "amount": 1, "token": {
         "types": ["Artifact", "Creature"], "subtypes": ["Servo"], "power": 1,
         "toughness": 1}}], None),
    ("Maulfist Doorbuster", "target creature can't block this turn.", "{E}",
     [{"do": "modify", "cant": ["block"], "duration": "end_of_turn", "object": "target"}],
     [{"object": {"types": ["Creature"]}}]),
])
def test_pay_energy_lines_read_exactly(name: str, text: str, pay: str,
                                       effect: list[dict[str, Any]],
                                       targets: list[dict[str, Any]] | None) -> None:
    """Given a real "Whenever ~ attacks, you may pay {E}... If you do, Y." line, when compiled,
    then it is an optional ability paying that energy, with Y its effect (608.2d)."""
    line = f"Whenever {name} attacks, you may pay {pay}. If you do, {text}"
    ability: dict[str, Any] = {"kind": "triggered", "trigger": ATTACKS}
    if targets:
        ability["targets"] = targets
    ability.update(effect=effect, may=True, pay=pay)
    assert _read(name, "Creature", line) == [ability]


IBEX = ("Whenever Thriving Ibex attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on "
        "it.")


def _attack(energy: int, **extra: Any) -> dict[str, Any]:
    return play([obj("ibex", "Thriving Ibex")],
                [{"type": "attack", "attackers": [{"object": "ibex"}]}],
                cards=[card("Thriving Ibex", ["Creature"], IBEX, ("Goat",), 2, 1)],
                players=[{"id": "A", "energy": energy}, {"id": "B"}], **extra)


def test_paying_energy_removes_the_counters() -> None:
    """107.14, 608.2d: given Thriving Ibex attacking with A at 3 energy, when A answers yes,
    then the Ibex gets its +1/+1 counter and A has 1 energy left."""
    result = _attack(3, choices=[{"player": "A", "choose": "yes"}])

    assert result["objects"]["ibex"]["counters"] == {"+1/+1": 1}
    assert result["players"]["A"]["energy"] == 1


def test_without_enough_energy_nothing_happens() -> None:
    """118.3: given Thriving Ibex attacking with A at 1 energy, when the trigger resolves, then
    A can't pay {E}{E}: no question, no counter, and the energy stays."""
    result = _attack(1)

    assert result["objects"]["ibex"]["counters"] == {}
    assert result["players"]["A"]["energy"] == 1


def test_energy_and_mana_in_one_pay_is_refused() -> None:
    """Given a card whose "pay" mixes {E} and mana, when it is loaded, then the error names
    ``pay``."""
    with pytest.raises(ScenarioError, match="pay"):
        play([obj("x", "Odd")], cards=[{
            "name": "Odd", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
                {"kind": "triggered", "label": "Odd", "trigger": ATTACKS, "may": True,
                 "pay": "{E}{1}", "effect": [{"do": "draw", "player": "you", "amount": 1}]}]}])
