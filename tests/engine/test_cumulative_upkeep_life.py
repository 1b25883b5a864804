"""Cumulative upkeep with a life cost, "Cumulative upkeep—Pay 2 life." (702.24a, 119.4): at
the beginning of its controller's upkeep an age counter is put on it, then they pay 2 life
for each age counter on it or sacrifice it; a player can pay life only if their life total is
at least the payment."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle import compile_face
from tests.engine.event_helpers import play

SANCTUM: dict[str, Any] = {
    "name": "Inner Sanctum", "types": ["Enchantment"], "colors": ["W"], "mana_value": 3,
    "text": "Cumulative upkeep—Pay 2 life. (At the beginning of your upkeep, put an age counter "
            "on this permanent, then sacrifice it unless you pay its upkeep cost for each age "
            "counter on it.)"}
SANCTUM["abilities"] = list(compile_face(SANCTUM).card_abilities())


def _run(life: int, age: int, choices: list[dict[str, Any]]) -> dict[str, Any]:
    sanctum = {"id": "s", "card": "Inner Sanctum", "controller": "A",
               **({"counters": {"age": age}} if age else {})}
    return play([sanctum], [{"type": "upkeep"}], players=[{"id": "A", "life": life}, {"id": "B"}],
                cards=[SANCTUM], choices=choices)


def test_the_keyword_line_is_read_with_its_life_cost() -> None:
    """Given Inner Sanctum's Oracle text, when compiled, then its line is the keyword with its
    cost (702.24a), nothing left unread."""
    assert SANCTUM["abilities"] == [{"kind": "keyword", "keyword": "Cumulative upkeep—Pay 2 life"}]


@pytest.mark.parametrize("age,paid_life", [(0, 2), (2, 6)])
def test_paying_costs_the_life_for_each_age_counter(age: int, paid_life: int) -> None:
    """Given Inner Sanctum with some age counters, when A's upkeep begins and A pays, then it
    has one more age counter and A loses 2 life for each (702.24a, 119.4)."""
    result = _run(20, age, [{"player": "A", "choose": "yes"}])

    assert result["objects"]["s"]["zone"] == "battlefield"
    assert result["objects"]["s"]["counters"] == {"age": age + 1}
    assert result["players"]["A"]["life"] == 20 - paid_life


def test_not_paying_sacrifices_it() -> None:
    """Given Inner Sanctum, when A's upkeep begins and A doesn't pay, then A sacrifices it and
    keeps their life."""
    result = _run(20, 1, [{"player": "A", "choose": "no"}])

    assert result["objects"]["s"]["zone"] == "graveyard"
    assert result["players"]["A"]["life"] == 20


def test_a_player_with_too_little_life_cant_pay() -> None:
    """Given A at 3 life and Inner Sanctum with one age counter (4 life due once the second is
    put on), when A's upkeep begins, then A isn't asked and sacrifices it (119.4)."""
    result = _run(3, 1, [])

    assert result["objects"]["s"]["zone"] == "graveyard"
    assert result["players"]["A"]["life"] == 3
    assert "119.4" in {rule for step in result["steps"] for rule in step["rules"]}
