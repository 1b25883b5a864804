""" "You may [X]. If you do, [Y]." (603.5, 608.2c): Y is part of the same resolution and
happens only if X was done (not a reflexive trigger, 603.12). The Oracle compiler's
``"if_done": true`` actions played by the engine for a triggered ability, on real Oracle wording
of the dev corpus (2020), with the reading of each line and the near misses left whole. Each
run keeps a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _card(name: str, text: str) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": ["Creature"], "colors": ["U"],
                            "mana_value": 2, "power": 1, "toughness": 1, "text": text}
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


# Izzet Keyrune's and Impaler Shrike's effects, on an enters trigger the engine plays alone.
LOOTER = _card("Looter", "When Looter enters the battlefield, you may draw a card. If you do, "
                         "discard a card.")
SHRIKE = _card("Shrike", "When Shrike enters the battlefield, you may sacrifice it. If you do, "
                         "draw three cards.")
YES = [{"player": "A", "choose": "yes"}]


def _hand(result: dict[str, Any]) -> list[str]:
    return [i for i, o in result["objects"].items() if o["zone"] == "hand"]


# --- reading -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Izzet Keyrune", "Artifact Creature", "Whenever Izzet Keyrune deals combat damage to a "
     "player, you may draw a card. If you do, discard a card.",
     {"kind": "triggered", "trigger": {"on": "damage", "source": "self", "player": "any",
                                       "combat": True},
      "effect": [{"do": "draw", "player": "you", "amount": 1},
                 {"do": "discard", "player": "you", "amount": 1, "if_done": True}],
      "may": True}),
    ("Impaler Shrike", "Creature", "Whenever Impaler Shrike deals combat damage to a player, "
     "you may sacrifice it. If you do, draw three cards.",
     {"kind": "triggered", "trigger": {"on": "damage", "source": "self", "player": "any",
                                       "combat": True},
      "effect": [{"do": "sacrifice", "object": "self"},
                 {"do": "draw", "player": "you", "amount": 3, "if_done": True}],
      "may": True}),
    ("Haunted Cadaver", "Creature", "Whenever Haunted Cadaver deals combat damage to a player, "
     "you may sacrifice it. If you do, that player discards three cards.",
     {"kind": "triggered", "trigger": {"on": "damage", "source": "self", "player": "any",
                                       "combat": True},
      "effect": [{"do": "sacrifice", "object": "self"},
                 {"do": "discard", "player": "that_player", "amount": 3, "if_done": True}],
      "may": True}),
    ("Ajani's Last Stand", "Enchantment", "Whenever a creature or planeswalker you control "
     "dies, you may sacrifice Ajani's Last Stand. If you do, create a 4/4 white Avatar creature "
     "token with flying.",
     {"kind": "triggered",
      "trigger": {"on": "dies", "object": {"any": [{"types": ["Creature"]},
                                                   {"types": ["Planeswalker"]}],
                                           "controller": "you"}},
      "effect": [{"do": "sacrifice", "object": "self"},
                 {"do": "create_token", "amount": 1, "if_done": True,
                  "token": {"types": ["Creature"], "subtypes": ["Avatar"], "colors": ["W"],
                            "power": 4, "toughness": 4, "keywords": ["Flying"]}}],
      "may": True}),
    ("Burning-Tree Vandal", "Creature", "Whenever Burning-Tree Vandal attacks, you may "
     "discard a card. If you do, draw a card.",
     {"kind": "triggered", "trigger": {"on": "attacks", "object": "self"},
      "effect": [{"do": "discard", "player": "you", "amount": 1},
                 {"do": "draw", "player": "you", "amount": 1, "if_done": True}],
      "may": True}),
])
def test_if_you_do_lines_read_exactly(name: str, types: str, text: str,
                                      ability: dict[str, Any]) -> None:
    """Given a real "you may X. If you do, Y." line, when compiled, then the ability is
    optional (603.5) and Y's actions are ``if_done`` (608.2c)."""
    assert _read(name, types, text) == [ability]


@pytest.mark.parametrize("text", [
    # Paying life, a mana payment that isn't all of X: the engine doesn't know these were
    # done.
    "Whenever Test Card attacks, you may pay 2 life. If you do, draw a card.",
    # "If you don't" and a second "you may".
    "At the beginning of your upkeep, you may draw a card. If you don't, you lose 1 life.",
    "Whenever Test Card attacks, you may draw a card. If you do, you may draw a card.",
    # Another object's sacrifice; a target in X.
    "When Test Card enters the battlefield, you may exile target creature. If you do, draw a "
    "card.",
    # "When you do" is a reflexive trigger, not this.
    "Whenever Test Card attacks, you may draw a card. When you do, discard a card.",
])
def test_if_you_do_near_misses_stay_unread(text: str) -> None:
    """Given an X whose doing the engine doesn't know, "If you don't", or a reflexive "when
    you do", when compiled, then the line is left whole."""
    assert _unread("Test Card", "Creature", text)


# --- playing (608.2c) ---------------------------------------------------------------------------


def test_drawing_then_discarding_when_you_do() -> None:
    """Given Looter entering, A answering yes with a card in hand and a library, when the
    trigger resolves, then A draws a card and, having drawn, discards one of A's choice
    between the listed card and the one drawn (608.2c, 701.8a): here the listed one."""
    result = play([{"id": "l", "card": "Looter", "owner": "A", "zone": "hand"},
                   {"id": "c", "card": "Grizzly Bears", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "l"}], cards=[LOOTER],
                  choices=[*YES, {"player": "A", "choose": "c"}],
                  players=[{"id": "A", "library": 10}, {"id": "B"}])

    assert result["players"]["A"]["library"] == 9
    assert result["objects"]["c"]["zone"] == "graveyard"
    assert "resolve.if_you_do" not in str(result["steps"])


def test_nothing_is_discarded_when_nothing_was_drawn() -> None:
    """121.4, 608.2c: given A's library empty, when A answers yes, then nothing is drawn and
    so the discard doesn't happen: the card in hand stays and the trace cites 608.2c."""
    result = play([{"id": "l", "card": "Looter", "owner": "A", "zone": "hand"},
                   {"id": "c", "card": "Grizzly Bears", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "l"}], cards=[LOOTER], choices=YES,
                  players=[{"id": "A", "library": 0}, {"id": "B"}])

    assert result["objects"]["c"]["zone"] == "hand"
    assert "608.2c" in _rules(result)
    assert any("wasn't done" in step["text"] for step in result["steps"])


def test_declining_the_may_does_neither() -> None:
    """608.2d: given A answers no, when the trigger resolves, then A neither draws nor
    discards."""
    result = play([{"id": "l", "card": "Looter", "owner": "A", "zone": "hand"},
                   {"id": "c", "card": "Grizzly Bears", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "l"}], cards=[LOOTER],
                  choices=[{"player": "A", "choose": "no"}],
                  players=[{"id": "A", "library": 10}, {"id": "B"}])

    assert result["players"]["A"]["library"] == 10
    assert result["objects"]["c"]["zone"] == "hand"


def test_sacrificing_the_source_then_drawing() -> None:
    """701.17a, 608.2c: given Shrike entering and A answering yes, when the trigger resolves,
    then Shrike is sacrificed and, since it was, A draws three cards."""
    result = play([{"id": "s", "card": "Shrike", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "s"}], cards=[SHRIKE], choices=YES,
                  players=[{"id": "A", "library": 10}, {"id": "B"}])

    assert result["objects"]["s"]["zone"] == "graveyard"
    assert result["players"]["A"]["library"] == 7


def test_if_done_on_the_first_action_is_refused() -> None:
    """608.2c: "If you do" needs an action before it: a card whose first action says if_done
    is refused, naming the field."""
    bad = {"name": "Bad", "types": ["Creature"], "mana_value": 1, "power": 1, "toughness": 1,
           "abilities": [{"kind": "triggered", "label": "Bad.",
                          "trigger": {"on": "enters", "object": "self"},
                          "effect": [{"do": "draw", "player": "you", "amount": 1,
                                      "if_done": True}]}]}
    with pytest.raises(ScenarioError, match=r"if_done"):
        play([{"id": "b", "card": "Bad", "owner": "A", "zone": "hand"}],
             [{"type": "enter", "object": "b"}], cards=[bad])


def test_if_done_after_an_unknown_action_is_refused() -> None:
    """608.2c: after gaining life (which the engine doesn't record as "done" for this), an
    if_done action is refused rather than guessed."""
    bad = {"name": "Bad", "types": ["Creature"], "mana_value": 1, "power": 1, "toughness": 1,
           "abilities": [{"kind": "triggered", "label": "Bad.",
                          "trigger": {"on": "enters", "object": "self"},
                          "effect": [{"do": "gain_life", "player": "you", "amount": 1},
                                     {"do": "draw", "player": "you", "amount": 1,
                                      "if_done": True}]}]}
    with pytest.raises(ScenarioError, match=r"608\.2c"):
        play([{"id": "b", "card": "Bad", "owner": "A", "zone": "hand"}],
             [{"type": "enter", "object": "b"}], cards=[bad])


# --- "you may pay {1}. If you do, ..." (608.2d) ------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Wooden Sphere", "Artifact", "Whenever a player casts a green spell, you may pay {1}. If "
     "you do, you gain 1 life.",
     {"kind": "triggered", "trigger": {"on": "cast", "player": "any",
                                       "object": {"colors": ["G"]}},
      "effect": [{"do": "gain_life", "player": "you", "amount": 1}],
      "may": True, "pay": "{1}"}),
    ("Haazda Snare Squad", "Creature", "Whenever Haazda Snare Squad attacks, you may pay {W}. "
     "If you do, tap target creature an opponent controls.",
     {"kind": "triggered", "trigger": {"on": "attacks", "object": "self"},
      "targets": [{"object": {"types": ["Creature"], "controller": "opponent"}}],
      "effect": [{"do": "tap", "object": "target"}], "may": True, "pay": "{W}"}),
    ("Merfolk Seer", "Creature", "When Merfolk Seer dies, you may pay {1}{U}. If you do, draw "
     "a card.",
     {"kind": "triggered", "trigger": {"on": "dies", "object": "self"},
      "effect": [{"do": "draw", "player": "you", "amount": 1}], "may": True,
      "pay": "{1}{U}"}),
])
def test_may_pay_lines_read_exactly(name: str, types: str, text: str,
                                    ability: dict[str, Any]) -> None:
    """Given a real "you may pay {N}. If you do, Y." line, when compiled, then the ability is
    optional, pays its mana on yes (taken as paid) and does Y (608.2d)."""
    assert _read(name, types, text) == [ability]


@pytest.mark.parametrize("text", [
    "Whenever Test Card attacks, you may pay {X}. If you do, draw X cards.",
    "Whenever Test Card attacks, you may pay {1}. If you do, you may draw a card.",
    "Whenever Test Card attacks, you may pay {1}. If you don't, sacrifice Test Card.",
    "Whenever Test Card attacks, you may pay {1} and tap an untapped creature you control. If "
    "you do, draw a card.",
])
def test_may_pay_near_misses_stay_unread(text: str) -> None:
    """Given X, a second "you may", "If you don't" or another cost beside the mana, when
    compiled, then the line is left whole."""
    assert _unread("Test Card", "Creature", text)


PAYER = _card("Payer", "When Payer enters the battlefield, you may pay {1}. If you do, you gain "
                       "2 life.")


def test_paying_on_yes_does_what_follows() -> None:
    """608.2d: given A answers yes, when the trigger resolves, then A pays {1} (taken as paid,
    the trace says so) and gains 2 life."""
    result = play([{"id": "p", "card": "Payer", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "p"}], cards=[PAYER], choices=YES)

    assert result["players"]["A"]["life"] == 22
    assert any("pays {1}" in step["text"] for step in result["steps"])


def test_not_paying_does_nothing() -> None:
    """608.2d: given A answers no, when the trigger resolves, then nothing is paid or
    gained."""
    result = play([{"id": "p", "card": "Payer", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "p"}], cards=[PAYER],
                  choices=[{"player": "A", "choose": "no"}])

    assert result["players"]["A"]["life"] == 20
    assert not any("pays {1}" in step["text"] for step in result["steps"])


def test_pay_without_may_is_refused() -> None:
    """608.2d: only an optional ability pays as it resolves: "pay" without "may" is refused,
    naming the field."""
    bad = {"name": "Bad", "types": ["Creature"], "mana_value": 1, "power": 1, "toughness": 1,
           "abilities": [{"kind": "triggered", "label": "Bad.", "pay": "{1}",
                          "trigger": {"on": "enters", "object": "self"},
                          "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match=r"pay"):
        play([{"id": "b", "card": "Bad", "owner": "A", "zone": "hand"}],
             [{"type": "enter", "object": "b"}], cards=[bad])


RUMMAGER = _card("Rummager", "When Rummager enters the battlefield, you may discard a card. If "
                             "you do, draw a card.")


def test_no_card_drawn_when_none_was_discarded() -> None:
    """701.8a, 608.2c: given A's hand empty, when A answers yes, then nothing is discarded and
    so nothing is drawn (the library keeps its 10 cards)."""
    result = play([{"id": "r", "card": "Rummager", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "r"}], cards=[RUMMAGER], choices=YES,
                  players=[{"id": "A", "library": 10}, {"id": "B"}])

    assert result["players"]["A"]["library"] == 10
    assert "608.2c" in _rules(result)


def test_a_card_drawn_after_one_was_discarded() -> None:
    """608.2c: given a card in A's hand, when A answers yes, then it is discarded and A
    draws a card."""
    result = play([{"id": "r", "card": "Rummager", "owner": "A", "zone": "hand"},
                   {"id": "c", "card": "Grizzly Bears", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "r"}], cards=[RUMMAGER], choices=YES,
                  players=[{"id": "A", "library": 10}, {"id": "B"}])

    assert result["objects"]["c"]["zone"] == "graveyard"
    assert result["players"]["A"]["library"] == 9


def test_sacrificing_a_chosen_creature_reads_with_if_done() -> None:
    """701.17a, 608.2c: "you may sacrifice a creature. If you do, draw a card." — the
    sacrifice of a creature its controller chooses, then the draw only if one was
    sacrificed."""
    assert _read("Test Card", "Creature", "Whenever Test Card attacks, you may sacrifice a "
                 "creature. If you do, draw a card.") == [
        {"kind": "triggered", "trigger": {"on": "attacks", "object": "self"},
         "effect": [{"do": "sacrifice_chosen", "player": "you", "amount": 1,
                     "objects": {"types": ["Creature"]}},
                    {"do": "draw", "player": "you", "amount": 1, "if_done": True}],
         "may": True}]
