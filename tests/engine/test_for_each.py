"""Amounts a resolving ability reads as it resolves: "for each" permanent (608.2h), the Oracle
compiler's ``"per"`` on gain_life, lose_life, draw, put_counters and create_token, counted once
as the action happens among the permanents on the battlefield the filter matches ("you
control": the ability's controller); "the life lost this way" (119.3, ``gain_lost`` on
lose_life); and damage to "target opponent or planeswalker" (115.1). Each run keeps a golden
trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _card(name: str, text: str, *, types: tuple[str, ...] = ("Creature",),
          subtypes: tuple[str, ...] = ()) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": list(types), "subtypes": list(subtypes),
                            "colors": ["W"], "mana_value": 2, "text": text}
    if "Creature" in types:
        card.update(power=2, toughness=2)
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


# Lines of the dev corpus's shapes (2020 wording).
HEALER = _card("Healer", "When Healer enters the battlefield, you gain 1 life for each "
                         "creature you control.")
SHRINE = _card("Honden", "At the beginning of your upkeep, create a 1/1 colorless Spirit "
                         "creature token for each Shrine you control.",
               types=("Enchantment",), subtypes=("Shrine",))
BEAR = _card("Bear", "")


def test_the_count_includes_the_source_and_only_your_permanents() -> None:
    """Given A's Healer entering with one more creature of A's and one of B's, when its
    trigger resolves, then A gains 2 life: Healer and A's creature, not B's (608.2h)."""
    result = play([{"id": "h", "card": "Healer", "owner": "A", "zone": "hand"},
                   {"id": "b1", "card": "Bear", "controller": "A", "timestamp": 1},
                   {"id": "b2", "card": "Bear", "controller": "B", "timestamp": 2}],
                  [{"type": "enter", "object": "h"}], cards=[HEALER, BEAR])

    assert result["players"]["A"]["life"] == 22
    assert result["players"]["B"]["life"] == 20


def test_tokens_for_each_are_counted_once_as_it_resolves() -> None:
    """Given two Shrines of A's, when A's upkeep begins, then each Shrine's trigger creates two
    Spirits (the count is made as each resolves; tokens aren't Shrines): four tokens."""
    result = play([{"id": "s1", "card": "Honden", "controller": "A", "timestamp": 1},
                   {"id": "s2", "card": "Honden", "controller": "A", "timestamp": 2}],
                  [{"type": "upkeep"}], cards=[SHRINE])

    spirits = [o for o in result["objects"].values() if o["name"] == "Spirit Token"]
    assert len(spirits) == 4


def test_only_the_controllers_permanents_count() -> None:
    """Given Healer entering under B's control with no other creature of B's, then B gains
    1 (Healer counts itself) and A's creature isn't counted."""
    result = play([{"id": "h", "card": "Healer", "owner": "B", "controller": "B",
                    "zone": "hand"},
                   {"id": "b1", "card": "Bear", "controller": "A", "timestamp": 1}],
                  [{"type": "enter", "object": "h"}], cards=[HEALER, BEAR])

    assert result["players"]["B"]["life"] == 21
    assert result["players"]["A"]["life"] == 20


def test_per_on_an_action_that_cannot_count_is_refused() -> None:
    """A ``per`` on destroy is an error naming the field, not a traceback."""
    card = {"name": "Odd", "types": ["Creature"], "power": 1, "toughness": 1, "mana_value": 1,
            "abilities": [{"kind": "triggered", "label": "odd",
                           "trigger": {"on": "enters", "object": "self"},
                           "effect": [{"do": "destroy", "object": "self",
                                       "per": {"types": ["Creature"]}}]}]}
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "o", "card": "Odd", "owner": "A", "zone": "hand"}],
             [{"type": "enter", "object": "o"}], cards=[card])

    assert "per" in str(caught.value)


# --- 119.3: "You gain life equal to the life lost this way" ------------------------------------

LEECH = _card("Leech", "When Leech dies, each opponent loses 5 life. You gain life equal to "
                       "the life lost this way.")


def test_the_life_lost_this_way_is_gained() -> None:
    """Given Leech of A's dying with B at 20, when its trigger resolves, then B loses 5 and A
    gains the 5 B lost (119.3)."""
    result = play([{"id": "l", "card": "Leech", "controller": "A", "timestamp": 1}],
                  [{"type": "destroy", "target": "l"}], cards=[LEECH])

    assert result["players"]["B"]["life"] == 15
    assert result["players"]["A"]["life"] == 25


def test_only_the_life_really_lost_is_gained() -> None:
    """Given B at 3 life, when B loses 5 (to -2: a life total can be negative, 119.4), then A
    gains 5, the life B lost, and B loses the game (704.5a)."""
    result = play([{"id": "l", "card": "Leech", "controller": "A", "timestamp": 1}],
                  [{"type": "destroy", "target": "l"}], cards=[LEECH],
                  players=[{"id": "A"}, {"id": "B", "life": 3}])

    assert result["players"]["A"]["life"] == 25
    assert result["players"]["B"]["lost"] is True


def test_gain_lost_on_another_action_is_refused() -> None:
    """``gain_lost`` on an action other than lose_life is an error naming the field."""
    card = {"name": "Odd", "types": ["Creature"], "power": 1, "toughness": 1, "mana_value": 1,
            "abilities": [{"kind": "triggered", "label": "odd",
                           "trigger": {"on": "enters", "object": "self"},
                           "effect": [{"do": "draw", "amount": 1, "gain_lost": True}]}]}
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "o", "card": "Odd", "owner": "A", "zone": "hand"}],
             [{"type": "enter", "object": "o"}], cards=[card])

    assert "gain_lost" in str(caught.value)


# --- 115.1: "target opponent or planeswalker" ---------------------------------------------------

SHOOTER = _card("Shooter", "When Shooter enters the battlefield, Shooter deals 2 damage to "
                           "target opponent or planeswalker.")


def test_damage_to_target_opponent_or_planeswalker() -> None:
    """Given Shooter entering under A's control and no planeswalker, when its trigger goes on
    the stack, then B is its only legal target (115.1: an opponent, not A) and is dealt 2."""
    result = play([{"id": "s", "card": "Shooter", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "s"}], cards=[SHOOTER])

    assert result["players"]["B"]["life"] == 18
    assert result["players"]["A"]["life"] == 20


def test_a_creature_is_not_a_legal_target_of_opponent_or_planeswalker() -> None:
    """Given B controlling a creature (not a planeswalker), when Shooter's trigger goes on the
    stack, then B is still its only legal target (no question): B is dealt 2, the creature
    nothing (115.1)."""
    bear = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2,
            "mana_value": 2, "abilities": []}
    result = play([{"id": "s", "card": "Shooter", "owner": "A", "zone": "hand"},
                   {"id": "b", "card": "Bear", "controller": "B", "timestamp": 1}],
                  [{"type": "enter", "object": "s"}], cards=[SHOOTER, bear])

    assert result["players"]["B"]["life"] == 18
    assert result["objects"]["b"]["damage"] == 0
