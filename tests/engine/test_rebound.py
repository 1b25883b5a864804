"""Issue 27 round 9, lane zones9: rebound (702.88a in the current rules; the shipped Korean text
has no 702 subrules). An instant or sorcery with rebound cast from its caster's hand is exiled
as it resolves; at the beginning of that player's next upkeep a delayed triggered ability waits
on the stack, and a ``cast`` event with ``"rebound": true`` casts the card from exile as it
resolves, without paying its mana cost (608.2g); a ``resolve`` event declines."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole

REMINDER = ("Rebound (If you cast this spell from your hand, exile it as it resolves. At the "
            "beginning of your next upkeep, you may cast this card from exile without paying "
            "its mana cost.)")
FACE = {"name": "Test Rebounder", "types": ["Sorcery"],
        "text": f"Test Rebounder deals 2 damage to any target.\n{REMINDER}"}
CARD = {**FACE, "mana_value": 2, "abilities": list(compile_face(FACE).card_abilities())}
IN_HAND = {"id": "r", "card": "Test Rebounder", "owner": "A", "zone": "hand"}
CAST = {"type": "cast", "player": "A", "object": "r", "targets": ["B"]}
RECAST = {**CAST, "rebound": True}
# A's turn, B's turn, then A's upkeep: A's next upkeep.
TO_A_UPKEEP = [{"type": "end_turn"}, {"type": "end_turn"}, {"type": "upkeep"}]


def _play(objects: list[dict[str, Any]], events: list[dict[str, Any]]) -> dict[str, Any]:
    return play(objects, events, cards=[CARD])


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_rebound_is_read_on_an_instant_or_sorcery() -> None:
    """Given a sorcery's "Rebound" line with its reminder text, when it is compiled, then it is
    the rebound ability (702.88a)."""
    assert read_whole({"name": "Test Rebounder", "types": ["Sorcery"], "text": REMINDER}) \
        == [{"kind": "rebound"}]


def test_rebound_on_a_permanent_stays_unread() -> None:
    """Given "Rebound" on a creature (no such card: rebound is an instant's or sorcery's),
    when it is compiled, then it stays unread."""
    face = {"name": "Test Odd", "types": ["Creature"], "text": "Rebound", "power": 1,
            "toughness": 1}
    assert compile_face(face).not_modelled


def test_a_rebound_spell_cast_from_the_hand_is_exiled_as_it_resolves() -> None:
    """Given Test Rebounder cast from A's hand at B, when it resolves, then B takes 2 damage and
    the card is exiled instead of put into the graveyard (702.88a)."""
    result = _play([IN_HAND], [CAST, {"type": "resolve"}])

    assert result["players"]["B"]["life"] == 18
    assert result["objects"]["r"]["zone"] == "exile"
    assert {"702.88a", "614.1a"} <= _rules(result)


def test_at_the_next_upkeep_the_card_is_cast_from_exile_and_then_goes_to_the_graveyard() -> None:
    """Given Test Rebounder exiled by rebound, when A's next upkeep begins and A casts it with
    the rebound ability (a sorcery, in the upkeep: 608.2g), then it deals 2 damage again and,
    not cast from a hand this time, goes to the graveyard (702.88a, 608.2k)."""
    result = _play([IN_HAND], [CAST, {"type": "resolve"}, *TO_A_UPKEEP, RECAST,
                               {"type": "resolve"}])

    assert result["players"]["B"]["life"] == 16
    assert result["objects"]["r"]["zone"] == "graveyard"
    assert "603.7b" in _rules(result)


def test_declining_the_rebound_cast_leaves_the_card_in_exile() -> None:
    """Given the rebound ability waiting on the stack at A's upkeep, when all players pass
    without A casting the card, then it stays in exile (702.88a: "you may")."""
    result = _play([IN_HAND], [CAST, {"type": "resolve"}, *TO_A_UPKEEP, {"type": "resolve"}])

    assert result["objects"]["r"]["zone"] == "exile"
    assert result["players"]["B"]["life"] == 18


def test_the_rebound_ability_waits_for_its_controllers_upkeep_not_the_opponents() -> None:
    """Given Test Rebounder exiled by rebound in A's turn, when B's upkeep begins, then the
    ability doesn't trigger: it is A's next upkeep (702.88a); casting with it is refused."""
    with pytest.raises(ScenarioError) as error:
        _play([IN_HAND], [CAST, {"type": "resolve"}, {"type": "end_turn"}, {"type": "upkeep"},
                          RECAST])

    assert error.value.path == "events[4].rebound"


def test_a_rebound_spell_cast_from_exile_goes_to_the_graveyard() -> None:
    """Given Test Rebounder cast by its rebound ability (from exile), when it resolves, then it
    goes to the graveyard and no rebound ability waits at A's next upkeep: only a spell cast
    from a hand is exiled (702.88a)."""
    result = _play([IN_HAND], [CAST, {"type": "resolve"}, *TO_A_UPKEEP, RECAST,
                               {"type": "resolve"}, *TO_A_UPKEEP])

    assert result["objects"]["r"]["zone"] == "graveyard"


def test_a_copy_of_a_rebound_spell_is_not_exiled_and_makes_no_rebound_ability() -> None:
    """Given Test Rebounder cast from A's hand and copied by A's Twincast, when the copy
    resolves, then it ceases to exist (706.10a) and only the card itself is exiled by rebound:
    a copy isn't cast from a hand (702.88a); the card is cast again once at A's next upkeep."""
    result = play([IN_HAND, {"id": "t", "card": "Twincast", "owner": "A", "zone": "hand"}],
                  [CAST, {"type": "cast", "player": "A", "object": "t", "targets": ["r"]},
                   {"type": "resolve"}, {"type": "resolve"}, *TO_A_UPKEEP, RECAST,
                   {"type": "resolve"}], cards=[CARD],
                  choices=[{"player": "A", "choose": "B"}])

    assert result["players"]["B"]["life"] == 14
    assert result["objects"]["r"]["zone"] == "graveyard"
    assert result["stack"] == []


def test_a_countered_rebound_spell_goes_to_the_graveyard() -> None:
    """Given Test Rebounder cast from A's hand and B's Counterspell on it, when it is countered,
    then it goes to the graveyard: rebound replaces only its going there as it resolves
    (702.88a)."""
    result = play([IN_HAND, {"id": "c", "card": "Counterspell", "owner": "B", "zone": "hand"}],
                  [CAST, {"type": "cast", "player": "B", "object": "c", "targets": ["r"]},
                   {"type": "resolve"}], cards=[CARD])

    assert result["objects"]["r"]["zone"] == "graveyard"


def test_a_rebound_cast_without_the_ability_on_the_stack_is_refused() -> None:
    """Given Test Rebounder in A's hand, when a cast event gives rebound, then it is refused,
    naming the field: the card is cast so only as its rebound ability resolves (702.88a)."""
    with pytest.raises(ScenarioError) as error:
        _play([IN_HAND], [RECAST])

    assert error.value.path == "events[0].rebound"


def test_a_card_that_left_exile_cant_be_cast_by_its_rebound_ability() -> None:
    """Given the rebound ability waiting at A's upkeep, when the card leaves exile and comes
    back first, then casting it with rebound is refused: it is a new object (400.7)."""
    with pytest.raises(ScenarioError) as error:
        _play([IN_HAND], [CAST, {"type": "resolve"}, *TO_A_UPKEEP,
                          {"type": "move", "object": "r", "to": "graveyard"},
                          {"type": "move", "object": "r", "to": "exile"}, RECAST])

    assert error.value.path == "events[7].object"
