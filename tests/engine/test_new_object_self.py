"""400.7: an action a triggered or activated ability does TO its own source (~) finds ~ only
while it is the object the ability came from: once ~ left the battlefield and came back (the
"Blinker" pattern of round 9e), it is a new object the ability doesn't know, and destroy,
exile, sacrifice and damage do nothing to it, the trace saying why. Abilities that find ~ in
its new zone by rule (400.7d: "When ~ dies, exile it"; 603.7a/607.2a: linked exile and
"return it at the beginning of the next end step") still do."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.event_helpers import play


def _bear(name: str, abilities: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A 2/2 custom creature with ``abilities``."""
    return {"name": name, "types": ["Creature"], "subtypes": [], "power": 2, "toughness": 2,
            "abilities": abilities or []}


_END_STEP = {"on": "beginning_of", "step": "end", "player": "you"}

# A 2/2 whose end step trigger exiles another creature its controller controls and returns it
# at once: that creature is a new object with the same id (400.7).
_BLINKER = _bear("Blinker", [{
    "kind": "triggered", "label": "Blinker exiles and returns another creature.",
    "trigger": _END_STEP,
    "targets": [{"object": {"types": ["Creature"], "controller": "you", "other": True}}],
    "effect": [{"do": "exile", "object": "target"},
               {"do": "return_to_battlefield", "object": "target"}]}])


# An instant that exiles target creature and returns it at once (a new object, 400.7).
_FLICKER = {"name": "Flicker", "types": ["Instant"], "mana_cost": "{W}", "abilities": [{
    "kind": "spell", "label": "Exile target creature, then return it.",
    "targets": [{"object": {"types": ["Creature"]}}],
    "effect": [{"do": "exile", "object": "target"},
               {"do": "return_to_battlefield", "object": "target"}]}]}


def _texts(result: dict[str, Any]) -> list[str]:
    return [step["text"] for step in result["steps"]]


def _homing(do: dict[str, Any]) -> dict[str, Any]:
    """A 2/2 whose end step trigger does ``do`` to itself."""
    return _bear("Homing", [{
        "kind": "triggered", "label": "At the beginning of your end step, act on Homing.",
        "trigger": _END_STEP, "effect": [do]}])


def _blinked(do: dict[str, Any]) -> dict[str, Any]:
    """Homing (doing ``do`` to itself at A's end step) and Blinker, Blinker's trigger put on
    the stack last so it resolves first (A orders them: Homing's first, 603.3b)."""
    return play([{"id": "h", "card": "Homing", "controller": "A"},
                 {"id": "bl", "card": "Blinker", "controller": "A"}], [{"type": "end_turn"}],
                cards=[_homing(do), _BLINKER], choices=[{"player": "A", "choose": "h^1"}])


@pytest.mark.parametrize("do", [
    {"do": "destroy", "object": "self"},
    {"do": "exile", "object": "self"},
    {"do": "sacrifice", "object": "self"},
], ids=["destroy", "exile", "sacrifice"])
def test_a_triggered_action_on_itself_skips_a_new_object(do: dict[str, Any]) -> None:
    """400.7: given Homing, whose end step trigger destroys (exiles, sacrifices) ~, when a
    Blinker's end step trigger blinks Homing first, then the new Homing stays on the
    battlefield and the trace says the ability's ~ is a new object."""
    result = _blinked(do)

    assert result["objects"]["h"]["zone"] == "battlefield"
    assert any("is a new object" in text for text in _texts(result))


def test_a_triggered_damage_to_itself_skips_a_new_object() -> None:
    """400.7, 120.3: given Homing, whose end step trigger deals 2 damage to ~, when a Blinker's
    trigger blinks Homing first, then the new Homing is dealt no damage (it survives the
    state-based check, 704.5g) and the trace says why."""
    result = _blinked({"do": "damage", "object": "self", "amount": 2})

    assert result["objects"]["h"]["zone"] == "battlefield"
    assert result["objects"]["h"].get("damage", 0) == 0
    assert any("is a new object" in text for text in _texts(result))


@pytest.mark.parametrize(("do", "zone"), [
    ({"do": "destroy", "object": "self"}, "graveyard"),
    ({"do": "exile", "object": "self"}, "exile"),
    ({"do": "sacrifice", "object": "self"}, "graveyard"),
], ids=["destroy", "exile", "sacrifice"])
def test_a_triggered_action_on_itself_still_acts_without_a_blink(
        do: dict[str, Any], zone: str) -> None:
    """701.7a, 701.17a, 406.3: given Homing alone, whose end step trigger destroys (exiles,
    sacrifices) ~, when it resolves, then Homing goes to its graveyard (exile)."""
    result = play([{"id": "h", "card": "Homing", "controller": "A"}], [{"type": "end_turn"}],
                  cards=[_homing(do)])

    assert result["objects"]["h"]["zone"] == zone


def test_an_activated_sacrifice_of_itself_skips_a_new_object() -> None:
    """400.7: given A's Sacker ("{1}: Sacrifice ~") activated, when B's instant blinks it in
    response, then the ability resolves and the new Sacker stays on the battlefield, the trace
    saying why."""
    sacker = _bear("Sacker", [{"kind": "activated", "label": "{1}: Sacrifice Sacker.",
                               "cost": "{1}", "effect": [{"do": "sacrifice", "object": "self"}]}])
    result = play([{"id": "s", "card": "Sacker", "controller": "A"},
                   {"id": "f", "card": "Flicker", "controller": "B", "zone": "hand"}],
                  [{"type": "activate", "player": "A", "object": "s", "ability": 0},
                   {"type": "cast", "player": "B", "object": "f", "targets": ["s"]},
                   {"type": "resolve"}, {"type": "resolve"}],
                  cards=[sacker, _FLICKER])

    assert result["objects"]["s"]["zone"] == "battlefield"
    assert any("is a new object" in text for text in _texts(result))


def test_a_dies_trigger_still_returns_the_card_from_the_graveyard() -> None:
    """400.7d, 603.10a: given Boomerang Bear ("When ~ dies, return it to its owner's hand"),
    when it is destroyed, then the card in the graveyard is the object the ability finds and it
    returns to A's hand."""
    bear = _bear("Boomerang Bear", [{
        "kind": "triggered", "label": "When Boomerang Bear dies, return it to its owner's hand.",
        "trigger": {"on": "dies", "object": "self"},
        "effect": [{"do": "return_to_hand", "object": "it"}]}])
    doom = {"name": "Doom", "types": ["Instant"], "mana_cost": "{B}", "abilities": [{
        "kind": "spell", "label": "Destroy target creature.",
        "targets": [{"object": {"types": ["Creature"]}}],
        "effect": [{"do": "destroy", "object": "target"}]}]}
    result = play([{"id": "b", "card": "Boomerang Bear", "controller": "A"},
                   {"id": "d", "card": "Doom", "controller": "B", "zone": "hand"}],
                  [{"type": "cast", "player": "B", "object": "d", "targets": ["b"]},
                   {"type": "resolve"}],
                  cards=[bear, doom])

    assert result["objects"]["b"]["zone"] == "hand"


def test_a_dies_trigger_exiling_itself_finds_the_card_in_the_graveyard() -> None:
    """400.7d: given Ashen Bear ("When ~ dies, exile it"), when it is destroyed, then the
    ability finds the card in the graveyard (the zone it moved to as the ability triggered) and
    exiles it."""
    bear = _bear("Ashen Bear", [{
        "kind": "triggered", "label": "When Ashen Bear dies, exile it.",
        "trigger": {"on": "dies", "object": "self"},
        "effect": [{"do": "exile", "object": "self"}]}])
    doom = {"name": "Doom", "types": ["Instant"], "mana_cost": "{B}", "abilities": [{
        "kind": "spell", "label": "Destroy target creature.",
        "targets": [{"object": {"types": ["Creature"]}}],
        "effect": [{"do": "destroy", "object": "target"}]}]}
    result = play([{"id": "b", "card": "Ashen Bear", "controller": "A"},
                   {"id": "d", "card": "Doom", "controller": "B", "zone": "hand"}],
                  [{"type": "cast", "player": "B", "object": "d", "targets": ["b"]},
                   {"type": "resolve"}],
                  cards=[bear, doom])

    assert result["objects"]["b"]["zone"] == "exile"


def test_blinker_still_returns_its_target() -> None:
    """400.7h, 610.3: given Blinker and a Bear, when Blinker's end step trigger resolves, then
    the Bear is exiled and returned to the battlefield (the effect finds the card it exiled)."""
    result = play([{"id": "h", "card": "Homing", "controller": "A"},
                   {"id": "bl", "card": "Blinker", "controller": "A"}], [{"type": "end_turn"}],
                  cards=[_homing({"do": "gain_life", "player": "you", "amount": 1}), _BLINKER],
                  choices=[{"player": "A", "choose": "h^1"}])

    assert result["objects"]["h"]["zone"] == "battlefield"
    assert any("Blinker" in text and "Homing" in text for text in _texts(result))


def test_a_triggered_exile_of_itself_leaves_the_card_that_died_in_the_graveyard() -> None:
    """400.7: given Homing ("At the beginning of your end step, exile ~") and Killer, whose end
    step trigger destroys another creature A controls, when Killer's resolves first, then
    Homing's finds no Homing: the card in the graveyard is a new object and stays there."""
    killer = _bear("Killer", [{
        "kind": "triggered", "label": "Killer destroys another creature.",
        "trigger": _END_STEP,
        "targets": [{"object": {"types": ["Creature"], "controller": "you", "other": True}}],
        "effect": [{"do": "destroy", "object": "target"}]}])
    result = play([{"id": "h", "card": "Homing", "controller": "A"},
                   {"id": "k", "card": "Killer", "controller": "A"}], [{"type": "end_turn"}],
                  cards=[_homing({"do": "exile", "object": "self"}), killer],
                  choices=[{"player": "A", "choose": "h^1"}])

    assert result["objects"]["h"]["zone"] == "graveyard"
    assert any("is a new object" in text for text in _texts(result))


def test_an_activated_counter_on_itself_skips_a_new_object() -> None:
    """400.7, 122.1: given A's Grower ("{1}: Put a +1/+1 counter on ~") activated, when B's
    Flicker blinks it in response, then the new Grower gets no counter (the activated ability
    now knows its source's timestamp, as a triggered one does)."""
    grower = _bear("Grower", [{"kind": "activated", "label": "{1}: Put a +1/+1 counter on Grower.",
                               "cost": "{1}",
                               "effect": [{"do": "put_counters", "object": "self",
                                           "counter": "+1/+1", "amount": 1}]}])
    result = play([{"id": "g", "card": "Grower", "controller": "A"},
                   {"id": "f", "card": "Flicker", "controller": "B", "zone": "hand"}],
                  [{"type": "activate", "player": "A", "object": "g", "ability": 0},
                   {"type": "cast", "player": "B", "object": "f", "targets": ["g"]},
                   {"type": "resolve"}, {"type": "resolve"}],
                  cards=[grower, _FLICKER])

    assert result["objects"]["g"]["counters"] == {}
    assert any("is a new object" in text for text in _texts(result))


def test_an_activated_counter_on_itself_still_lands_without_a_blink() -> None:
    """122.1: given A's Grower activated, when it resolves, then Grower gets a +1/+1 counter."""
    grower = _bear("Grower", [{"kind": "activated", "label": "{1}: Put a +1/+1 counter on Grower.",
                               "cost": "{1}",
                               "effect": [{"do": "put_counters", "object": "self",
                                           "counter": "+1/+1", "amount": 1}]}])
    result = play([{"id": "g", "card": "Grower", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "g", "ability": 0},
                   {"type": "resolve"}], cards=[grower])

    assert result["objects"]["g"]["counters"] == {"+1/+1": 1}


def test_a_self_blink_returns_the_card_it_exiled_at_the_next_end_step() -> None:
    """400.7h, 603.7a: given Skittish ("At the beginning of your upkeep, exile ~. Return it to
    the battlefield at the beginning of the next end step"), when A's upkeep and then end step
    begin, then the exiled card (which the delayed ability follows on purpose) comes back."""
    skittish = _bear("Skittish", [{
        "kind": "triggered", "label": "At the beginning of your upkeep, exile Skittish. Return "
        "it to the battlefield at the beginning of the next end step.",
        "trigger": {"on": "beginning_of", "step": "upkeep", "player": "you"},
        "effect": [{"do": "exile", "object": "self"},
                   {"do": "delayed", "at": "next_end_step", "object": "self",
                    "effect": [{"do": "return_to_battlefield", "object": "it"}]}]}])
    exiled = play([{"id": "s", "card": "Skittish", "controller": "A"}], [{"type": "upkeep"}],
                  cards=[skittish])
    back = play([{"id": "s", "card": "Skittish", "controller": "A"}],
                [{"type": "upkeep"}, {"type": "end_turn"}], cards=[skittish])

    assert exiled["objects"]["s"]["zone"] == "exile"
    assert back["objects"]["s"]["zone"] == "battlefield"


def test_a_state_triggered_sacrifice_of_itself_skips_a_new_object() -> None:
    """603.8, 400.7: given Lonely ("When you control no untapped creatures, sacrifice ~") and
    Blinker ("Whenever ~ attacks", blinking another creature A controls), when both attack
    (both triggers at once, A ordering Blinker's to resolve first), then the new, untapped
    Lonely isn't sacrificed by the old one's ability, and the trace says why."""
    lonely = _bear("Lonely", [{
        "kind": "triggered",
        "label": "When you control no untapped creatures, sacrifice Lonely.",
        "trigger": {"on": "state", "you_control_none": {"types": ["Creature"], "tapped": False}},
        "effect": [{"do": "sacrifice", "object": "self"}]}])
    blinker = {**_BLINKER, "abilities": [{**_BLINKER["abilities"][0],
                                          "trigger": {"on": "attacks", "object": "self"}}]}
    result = play([{"id": "l", "card": "Lonely", "controller": "A"},
                   {"id": "bl", "card": "Blinker", "controller": "A"}],
                  [{"type": "attack", "attackers": [{"object": "l", "defending": "B"},
                                                    {"object": "bl", "defending": "B"}]}],
                  cards=[lonely, blinker], choices=[{"player": "A", "choose": "l^1"}])

    assert result["objects"]["l"]["zone"] == "battlefield"
    assert any("is a new object" in text for text in _texts(result))
