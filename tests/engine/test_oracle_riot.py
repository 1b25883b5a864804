"""Issue 27 round 8, riot (702.136a; the shipped Korean text has no such rule): the keyword line
read as the ``Riot`` keyword, and the engine's side played as scenarios: the choice as it enters
(a question, or the object's chosen "riot"), the additional +1/+1 counter or haste, the haste
lasting while it is the same object (400.7)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401 (goldens)

RIOT = ("Riot (This creature enters the battlefield with your choice of a +1/+1 counter or "
        "haste.)")


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_the_riot_line_is_the_keyword() -> None:
    """702.136a: "Riot" with its reminder text is the keyword ``Riot``."""
    face = {"name": "Gruul Spellbreaker", "types": ["Creature"], "text": RIOT, "power": 3,
            "toughness": 3}
    assert read_whole(face) == [{"kind": "keyword", "keyword": "Riot"}]


def _card() -> dict[str, Any]:
    face = {"name": "Zhur-Taa Goblin", "types": ["Creature"], "text": RIOT, "power": 2,
            "toughness": 2}
    return {**face, "colors": ["R"], "abilities": list(compile_face(face).card_abilities())}


def _cast(choice: str, then: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    objects = [{"id": "g", "card": "Zhur-Taa Goblin", "controller": "A", "zone": "hand"}]
    return play(objects, [{"type": "cast", "player": "A", "object": "g"}, {"type": "resolve"},
                          *(then or [])],
                cards=[_card()], choices=[{"player": "A", "choose": choice}],
                active_player="A")


ATTACK = {"type": "attack", "attackers": [{"object": "g"}]}


def test_riot_counter_it_enters_with_a_counter_and_no_haste() -> None:
    """702.136a, 614.1c: its controller chooses the counter: a 3/3 with a +1/+1 counter and
    without haste."""
    result = _cast("counter")

    goblin = result["objects"]["g"]
    assert (goblin["counters"], goblin["power"], "Haste" in goblin["keywords"]) == (
        {"+1/+1": 1}, 3, False)
    assert {"702.136a", "614.1c"} <= _rules(result)


def test_riot_counter_it_cant_attack_this_turn() -> None:
    """702.136a, 302.6: with the counter chosen it has no haste: summoning sick, it can't
    attack the turn it entered."""
    with pytest.raises(ScenarioError, match=r"summoning sickness|302\.6"):
        _cast("counter", [ATTACK])


def test_riot_haste_it_attacks_the_turn_it_enters() -> None:
    """702.136a, 702.10b: its controller chooses haste: no counter, it has haste and attacks
    at once."""
    result = _cast("haste", [ATTACK])

    goblin = result["objects"]["g"]
    assert (goblin["counters"], "Haste" in goblin["keywords"], goblin["tapped"]) == (
        {}, True, True)
    assert "702.136a" in _rules(result)


def test_riot_haste_ends_when_it_leaves_the_battlefield() -> None:
    """400.7, 702.136a: returned to its owner's hand and put back with the counter chosen,
    it is a new object: the old haste is gone."""
    objects = [{"id": "g", "card": "Zhur-Taa Goblin", "controller": "A", "zone": "hand"}]
    result = play(objects, [{"type": "cast", "player": "A", "object": "g"}, {"type": "resolve"},
                            {"type": "move", "object": "g", "to": "hand"},
                            {"type": "move", "object": "g", "to": "battlefield"}],
                  cards=[_card()], choices=[{"player": "A", "choose": "haste"},
                                            {"player": "A", "choose": "counter"}])

    goblin = result["objects"]["g"]
    assert (goblin["counters"], "Haste" in goblin["keywords"]) == ({"+1/+1": 1}, False)


def test_a_chosen_riot_without_the_keyword_gives_nothing() -> None:
    """702.136a: chosen "riot": "haste" on a creature without riot gives no haste."""
    objects = [{"id": "b", "name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2,
                "controller": "A", "zone": "hand", "chosen": {"riot": "haste"}}]
    result = play(objects, [{"type": "move", "object": "b", "to": "battlefield"}])

    assert "Haste" not in result["objects"]["b"]["keywords"]


def test_a_wrong_chosen_riot_is_refused() -> None:
    """702.136a: chosen "riot" is "counter" or "haste"; anything else is refused, naming the
    field."""
    objects = [{"id": "g", "card": "Zhur-Taa Goblin", "controller": "A", "zone": "hand",
                "chosen": {"riot": "none"}}]
    with pytest.raises(ScenarioError, match=r"chosen\.riot.*counter or haste"):
        play(objects, [], cards=[_card()])


def test_two_instances_of_riot_are_said_not_modelled() -> None:
    """702.136b: each instance works separately, which the engine doesn't model: a note step
    says it asks and applies riot once."""
    objects = [{"id": "g", "name": "Twice", "types": ["Creature"], "power": 1, "toughness": 1,
                "keywords": ["Riot", "Riot"], "controller": "A", "zone": "hand",
                "chosen": {"riot": "counter"}}]
    result = play(objects, [{"type": "move", "object": "g", "to": "battlefield"}])

    notes = [step["text"] for step in result["steps"] if step["kind"] == "note"]
    assert any("Not modelled: Twice has Riot more than once" in text for text in notes)
