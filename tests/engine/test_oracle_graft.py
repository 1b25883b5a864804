"""Issue 27 round 8, graft (702.58a; the shipped Korean text has no such rule, 122.5 "move" is
in it): the keyword line read as ``Graft N``, and the engine's side played as scenarios: it
enters with N +1/+1 counters; whenever another creature enters, if it has a +1/+1 counter, its
controller may move one onto that creature (122.5: only if both can happen)."""

from __future__ import annotations

from typing import Any

from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401 (goldens)

GRAFT = ("Graft 2 (This creature enters the battlefield with two +1/+1 counters on it. Whenever "
         "another creature enters the battlefield, you may move a +1/+1 counter from this "
         "creature onto it.)")


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_the_graft_line_is_the_keyword() -> None:
    """702.58a: "Graft 2" with its reminder text is the keyword ``Graft 2``."""
    face = {"name": "Cytoplast Root-Kin", "types": ["Creature"], "text": GRAFT, "power": 0,
            "toughness": 0}
    assert read_whole(face) == [{"kind": "keyword", "keyword": "Graft 2"}]


def _card() -> dict[str, Any]:
    face = {"name": "Sporeback Troll", "types": ["Creature"], "text": GRAFT, "power": 0,
            "toughness": 0}
    return {**face, "colors": ["G"], "abilities": list(compile_face(face).card_abilities())}


BEAR = {"id": "bear", "name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2,
        "controller": "B", "zone": "hand"}


def test_it_enters_with_n_counters() -> None:
    """702.58a, 614.1c: put onto the battlefield, it enters with two +1/+1 counters: a 2/2."""
    result = play([{"id": "t", "card": "Sporeback Troll", "controller": "A", "zone": "hand"}],
                  [{"type": "move", "object": "t", "to": "battlefield"}], cards=[_card()])

    troll = result["objects"]["t"]
    assert (troll["counters"], troll["power"]) == ({"+1/+1": 2}, 2)
    assert "702.58a" in _rules(result)


def _bear_enters(counters: dict[str, int], choose: str) -> dict[str, Any]:
    troll = {"id": "t", "card": "Sporeback Troll", "controller": "A", "counters": counters}
    return play([troll, BEAR], [{"type": "move", "object": "bear", "to": "battlefield"}],
                cards=[_card()], choices=[{"player": "A", "choose": choose}])


def test_another_creature_entering_may_get_a_counter_moved() -> None:
    """702.58a, 122.5: B's Bear enters; A chooses to move a counter: the Troll has one left,
    the Bear has one (a 3/3)."""
    result = _bear_enters({"+1/+1": 2}, "yes")

    assert result["objects"]["t"]["counters"] == {"+1/+1": 1}
    assert (result["objects"]["bear"]["counters"], result["objects"]["bear"]["power"]) == (
        {"+1/+1": 1}, 3)
    assert {"702.58a", "603.2"} <= _rules(result)


def test_declining_moves_nothing() -> None:
    """702.58a: "you may": A declines, no counter moves."""
    result = _bear_enters({"+1/+1": 2}, "no")

    assert result["objects"]["t"]["counters"] == {"+1/+1": 2}
    assert result["objects"]["bear"]["counters"] == {}


def test_without_a_counter_it_doesnt_trigger() -> None:
    """702.58a, 603.4: with no +1/+1 counter on it, the ability doesn't trigger: no question,
    nothing moves."""
    troll = {"id": "t", "card": "Sporeback Troll", "controller": "A", "counters": {}}
    result = play([troll, BEAR], [{"type": "move", "object": "bear", "to": "battlefield"}],
                  cards=[_card()])

    assert result["objects"]["bear"]["counters"] == {}
    assert "603.2" not in _rules(result)
