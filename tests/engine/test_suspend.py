"""Issue 27 round 10, lane suspend10: suspend (702.62a in the current rules; the shipped Korean
text has no 702 subrules and cites suspend as 702.61). A ``suspend`` event exiles a card with
suspend from its owner's hand with N time counters (116.2f: a special action, taken whenever
its owner could begin to cast it); at the beginning of its owner's upkeep a triggered ability
functioning in exile removes a time counter; when the last is removed, a triggered ability
waits on the stack and a ``cast`` event with ``"suspend": true`` casts the card without paying
its mana cost as it resolves (608.2g), a creature spell gaining haste; a ``resolve`` event
declines ("you may" in the current rule), and the card stays exiled."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole

REMINDER = ("(Rather than cast this card from your hand, you may pay {R} and exile it with two "
            "time counters on it. At the beginning of your upkeep, remove a time counter. When "
            "the last is removed, cast it without paying its mana cost. It has haste.)")
FACE = {"name": "Test Shade", "types": ["Creature"], "power": 3, "toughness": 3,
        "text": f"Suspend 2—{{R}} {REMINDER}"}
CARD = {**FACE, "mana_value": 5, "abilities": list(compile_face(FACE).card_abilities())}
IN_HAND = {"id": "s", "card": "Test Shade", "owner": "A", "zone": "hand"}
SUSPEND = {"type": "suspend", "player": "A", "object": "s"}
CAST = {"type": "cast", "player": "A", "object": "s", "suspend": True}
# A's turn, B's turn, then A's upkeep.
TO_A_UPKEEP = [{"type": "end_turn"}, {"type": "end_turn"}, {"type": "upkeep"}]


def _exiled(counters: int) -> dict[str, Any]:
    return {"id": "s", "card": "Test Shade", "owner": "A", "zone": "exile",
            "counters": {"time": counters}}


def _play(objects: list[dict[str, Any]], events: list[dict[str, Any]]) -> dict[str, Any]:
    return play(objects, events, cards=[CARD])


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


@pytest.mark.parametrize(("text", "read"), [
    (f"Suspend 2—{{R}} {REMINDER}", True),
    ("Suspend 4—{1}{U}", True),
    # 107.3d: X chosen as the special action is taken: not read.
    ("Suspend X—{X}{G}{G}. X can't be 0.", False),
])
def test_suspend_is_read_with_a_number_and_a_mana_cost(text: str, read: bool) -> None:
    """Given a "Suspend N—[cost]" line, when it is compiled, then it is the suspend keyword only
    with a number and a mana cost (702.62a)."""
    face = {"name": "Test Shade", "types": ["Sorcery"], "text": text}
    if read:
        assert read_whole(face) == [{"kind": "keyword", "keyword": text.split(" (")[0]}]
    else:
        assert compile_face(face).not_modelled


def test_the_suspend_event_exiles_the_card_with_n_time_counters() -> None:
    """Given Test Shade in A's hand in A's main phase, when A suspends it, then it is in exile
    with two time counters, without using the stack (702.62a, 116.2f)."""
    result = _play([IN_HAND], [SUSPEND])

    assert result["objects"]["s"]["zone"] == "exile"
    assert result["objects"]["s"]["counters"] == {"time": 2}
    assert {"116.2f", "702.62a"} <= _rules(result)


def test_a_creature_card_without_flash_is_suspended_only_when_it_could_be_cast() -> None:
    """Given Test Shade in A's hand in B's turn, when A tries to suspend it, then it is refused:
    A couldn't begin to cast a creature card then (116.2f, 307.1)."""
    with pytest.raises(ScenarioError) as error:
        _play([IN_HAND], [{"type": "end_turn"}, SUSPEND])

    assert "sorcery speed" in str(error.value)


def test_each_upkeep_of_its_owner_removes_a_time_counter() -> None:
    """Given Test Shade suspended with two time counters, when A's next upkeep begins, then a
    time counter is removed from it in exile (702.62a); B's upkeep removes none."""
    result = _play([IN_HAND], [SUSPEND, {"type": "end_turn"}, {"type": "upkeep"},
                               {"type": "end_turn"}, {"type": "upkeep"}])

    assert result["objects"]["s"]["counters"] == {"time": 1}


def test_the_last_counter_lets_its_owner_cast_it_with_haste() -> None:
    """Given Test Shade already in exile with one time counter as the scenario begins, when A's
    upkeep removes it and A casts the card with the suspend ability, then it resolves into a
    creature with haste, its mana cost unpaid (702.62a, 608.2g)."""
    result = _play([_exiled(1)], [*TO_A_UPKEEP, CAST, {"type": "resolve"}])

    shade = result["objects"]["s"]
    assert shade["zone"] == "battlefield"
    assert "Haste" in shade["keywords"]


def test_declining_the_suspend_cast_leaves_the_card_in_exile() -> None:
    """Given the last time counter removed and the suspend ability waiting on the stack, when
    all players pass without A casting the card, then it stays in exile (current 702.62a: "you
    may"; the 2022 text required it "if able")."""
    result = _play([_exiled(1)], [*TO_A_UPKEEP, {"type": "resolve"}])

    assert result["objects"]["s"]["zone"] == "exile"
    assert result["stack"] == []


def test_a_card_in_exile_without_time_counters_is_not_suspended() -> None:
    """Given Test Shade in exile with no time counter, when A's upkeep begins, then nothing
    triggers: it isn't suspended (702.62a), and casting it with suspend is refused."""
    with pytest.raises(ScenarioError) as error:
        _play([_exiled(0)], [*TO_A_UPKEEP, CAST])

    assert "that ability must be the top of the stack" in str(error.value)


def test_suspend_does_nothing_on_the_battlefield() -> None:
    """Given Test Shade on the battlefield with a time counter, when A's upkeep begins, then
    suspend's abilities don't trigger: they function in exile only (702.62a, 113.6)."""
    on_battlefield = {**_exiled(1), "zone": "battlefield", "controller": "A"}
    result = _play([on_battlefield], TO_A_UPKEEP)

    assert result["objects"]["s"]["counters"] == {"time": 1}


STEAL_FACE = {"name": "Test Steal", "types": ["Instant"],
              "text": "Gain control of target creature until end of turn."}
STEAL = {**STEAL_FACE, "mana_value": 3,
         "abilities": list(compile_face(STEAL_FACE).card_abilities())}


def test_the_haste_ends_when_its_caster_loses_control_of_the_creature() -> None:
    """Given Test Shade cast with suspend and on the battlefield with haste, when B gains
    control of it until end of turn, then it no longer has haste from suspend: "until you lose
    control of ... the permanent it becomes" (702.62a, 611.2b)."""
    steal = {"id": "t", "card": "Test Steal", "owner": "B", "zone": "hand"}
    result = play([_exiled(1), steal],
                  [*TO_A_UPKEEP, CAST, {"type": "resolve"},
                   {"type": "cast", "player": "B", "object": "t", "targets": ["s"]},
                   {"type": "resolve"}], cards=[CARD, STEAL])

    shade = result["objects"]["s"]
    assert shade["controller"] == "B"
    assert "Haste" not in shade["keywords"]


WHEEL_FACE = {"name": "Test Wheel", "types": ["Sorcery"],
              "text": "Suspend 1—{R}\nTest Wheel deals 2 damage to any target."}
WHEEL = {**WHEEL_FACE, "mana_value": 0,
         "abilities": list(compile_face(WHEEL_FACE).card_abilities())}


def test_a_suspended_sorcery_is_cast_in_the_upkeep_and_then_goes_to_the_graveyard() -> None:
    """Given Test Wheel suspended with one time counter, when A's upkeep removes it and A casts
    the sorcery with the suspend ability (in the upkeep: 608.2g), then it deals its damage and
    goes to the graveyard as it resolves (702.62a, 608.2k)."""
    events = [{"type": "suspend", "player": "A", "object": "w"}, *TO_A_UPKEEP,
              {"type": "cast", "player": "A", "object": "w", "suspend": True, "targets": ["B"]},
              {"type": "resolve"}]
    result = play([{"id": "w", "card": "Test Wheel", "owner": "A", "zone": "hand"}], events,
                  cards=[WHEEL])

    assert result["players"]["B"]["life"] == 18
    assert result["objects"]["w"]["zone"] == "graveyard"


def test_a_card_without_suspend_cant_be_suspended() -> None:
    """Given Test Steal (no suspend) in A's hand, when A tries to suspend it, then the event is
    refused, naming the keyword's rule (702.62a)."""
    steal = {"id": "s", "card": "Test Steal", "owner": "A", "zone": "hand"}
    with pytest.raises(ScenarioError) as error:
        play([steal], [SUSPEND], cards=[STEAL])

    assert "has no suspend ability" in str(error.value)
