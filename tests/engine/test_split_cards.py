"""Split cards (709): casting one half (709.3), fuse (702.102) and aftermath (702.127; the
shipped Korean text stops before section 7, so these are the current rules' numbers).

The cards are hand-written split cards with real cards' shapes (Beck // Call's fuse, Onward //
Victory's aftermath) and simple halves, so each scenario stays small.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.event_helpers import play

ANY_TARGET = [{"player": "any", "object": {"any": [{"types": ["Creature"]},
                                                    {"types": ["Planeswalker"]}]}}]


def _half(name: str, kind: str, text: str, effect: list[dict[str, Any]],
          targets: list[dict[str, Any]] | None = None, keywords: tuple[str, ...] = ()
          ) -> dict[str, Any]:
    ability: dict[str, Any] = {"kind": "spell", "label": text, "effect": effect}
    if targets:
        ability["targets"] = targets
    return {"name": name, "types": [kind], "colors": ["R"], "mana_value": 2,
            "mana_cost": "{1}{R}", "text": "\n".join((*keywords, text)),
            "keywords": list(keywords), "abilities": [ability]}


def _split(name: str, left: dict[str, Any], right: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "layout": "split", "types": sorted({*left["types"], *right["types"]}),
            "colors": ["R"], "mana_value": 4, "mana_cost": "{1}{R} // {1}{R}", "text": "...",
            "faces": [left, right]}


SHOCK = [{"do": "damage", "object": "target", "amount": 2}]
GAIN = [{"do": "gain_life", "player": "you", "amount": 3}]
# Fuse on both halves, as Oracle prints it.
FUSE = "Fuse"
FUSED = _split("Test Shock // Mend",
               _half("Test Shock", "Instant", "Test Shock deals 2 damage to any target.", SHOCK,
                     ANY_TARGET, (FUSE,)),
               _half("Test Mend", "Instant", "You gain 3 life.", GAIN, keywords=(FUSE,)))
AFTER = _split("Test Dawn // Dusk",
               _half("Test Dawn", "Instant", "You gain 3 life.", GAIN),
               _half("Test Dusk", "Sorcery", "Test Dusk deals 2 damage to any target.", SHOCK,
                     ANY_TARGET, ("Aftermath",)))


def obj(object_id: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return {"id": object_id, "card": name, "controller": controller, **extra}


def cast(player: str, object_id: str, *targets: str, **extra: Any) -> dict[str, Any]:
    return {"type": "cast", "player": player, "object": object_id, "targets": list(targets),
            **extra}


def rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def refused(objects: list[dict[str, Any]], events: list[dict[str, Any]]) -> str:
    with pytest.raises(ScenarioError) as caught:
        play(objects, events, cards=[FUSED, AFTER])
    return str(caught.value)


def test_one_half_is_cast_and_the_card_is_whole_again_in_the_graveyard():
    """709.3, 709.4: given Dawn // Dusk in A's hand, when A casts Dawn, then only
    Dawn is on the stack (A gains 3), and in the graveyard the card has both halves again."""
    result = play([obj("card", "Test Dawn // Dusk", zone="hand")],
                  [cast("A", "card", half="Test Dawn")], cards=[AFTER])

    assert result["players"]["A"]["life"] == 23
    assert result["objects"]["card"]["zone"] == "graveyard"
    assert result["objects"]["card"]["name"] == "Test Dawn // Dusk"
    assert "709.3" in rules(result)


def test_an_aftermath_half_is_cast_from_the_graveyard_and_exiled():
    """702.127a: given Dawn // Dusk in A's graveyard, when A casts Dusk at B, then B takes 2
    and the card is exiled instead of going back to the graveyard."""
    result = play([obj("card", "Test Dawn // Dusk", zone="graveyard")],
                  [cast("A", "card", "B", half="Test Dusk")], cards=[AFTER])

    assert result["players"]["B"]["life"] == 18
    assert result["objects"]["card"]["zone"] == "exile"
    assert "702.127a" in rules(result)


def test_an_aftermath_half_cant_be_cast_from_the_hand():
    """702.127a: given Dawn // Dusk in A's hand, when A casts Dusk, then the event is refused,
    naming its half."""
    message = refused([obj("card", "Test Dawn // Dusk", zone="hand")],
                      [cast("A", "card", "B", half="Test Dusk")])

    assert message.startswith("events[0].half:") and "aftermath" in message


def test_the_other_half_isnt_cast_from_the_graveyard():
    """702.127a, 601.2: given Dawn // Dusk in A's graveyard, when A casts Dawn, then the event
    is refused: only the aftermath half may be cast from there."""
    message = refused([obj("card", "Test Dawn // Dusk", zone="graveyard")],
                      [cast("A", "card", half="Test Dawn")])

    assert message.startswith("events[0].object:")


def test_a_split_card_is_cast_naming_its_half():
    """709.3: given a split card, when a cast event names no half, then it is refused."""
    message = refused([obj("card", "Test Dawn // Dusk", zone="hand")], [cast("A", "card")])

    assert message.startswith("events[0].half:") and "'Test Dawn'" in message


def test_a_fused_split_spell_follows_the_left_half_then_the_right():
    """702.102a, 702.102d: given Shock // Mend with fuse in A's hand, when A casts both halves
    fused at B, then Shock's damage comes before Mend's life gain, and the card goes to the
    graveyard whole."""
    result = play([obj("card", "Test Shock // Mend", zone="hand")],
                  [cast("A", "card", "B", fuse=True)], cards=[FUSED])

    texts = [step["text"] for step in result["steps"]]
    damage = next(i for i, t in enumerate(texts) if "deals 2 damage to B" in t)
    gain = next(i for i, t in enumerate(texts) if "A gains 3 life" in t)
    assert damage < gain
    assert (result["players"]["A"]["life"], result["players"]["B"]["life"]) == (23, 18)
    assert result["objects"]["card"]["zone"] == "graveyard"
    assert "702.102d" in rules(result)


def test_a_split_card_without_fuse_isnt_fused():
    """702.102a: given Dawn // Dusk (no fuse), when A casts it fused, then it is refused."""
    message = refused([obj("card", "Test Dawn // Dusk", zone="hand")],
                      [cast("A", "card", fuse=True)])

    assert message.startswith("events[0].fuse:")
