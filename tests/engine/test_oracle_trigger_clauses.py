"""Round 4 of issue 27 (engine/oracle/templates_trigger_clauses.py): triggered abilities' damage to
"target player or planeswalker" (115.1), to "each creature with(out) flying" and "each creature
[...] and each player" (120.3: one source, two actions of the same amount), and "exile target
creature other than ~" (the same target as "another target creature", 115.1). Real lines of the
dev corpus (2020 wording) compile to exactly the ability below; near misses stay unread. The
scenario runs keep golden traces."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _face(name: str, text: str) -> dict[str, Any]:
    return {"name": name, "types": ["Creature"], "subtypes": [], "colors": ["R"],
            "mana_value": 3, "power": 2, "toughness": 2, "text": text}


def _abilities(name: str, text: str) -> list[dict[str, Any]]:
    compiled = compile_face(_face(name, text))
    assert compiled.not_modelled == (), compiled.lines
    return [{k: v for k, v in a.items() if k != "label"} for a in compiled.abilities]


def _card(name: str, text: str) -> dict[str, Any]:
    card = _face(name, text)
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


_ENTERS = {"object": "self", "on": "enters"}


# --- compiling: real lines -------------------------------------------------------------------


def test_player_or_planeswalker_is_one_target_either() -> None:
    """Given Keldon Champion's line, when compiled, then its one target is a player or a
    planeswalker (115.1) and the damage goes to it."""
    assert _abilities("Keldon Champion", "When Keldon Champion enters the battlefield, it deals "
                      "3 damage to target player or planeswalker.") == [{
                          "kind": "triggered", "trigger": _ENTERS,
                          "targets": [{"player": "any", "object": {"types": ["Planeswalker"]}}],
                          "effect": [{"do": "damage", "amount": 3, "object": "target"}]}]


def test_each_creature_without_flying() -> None:
    """Given Thunder Dragon's line, when compiled, then it deals 3 damage to each creature
    without flying (the filter's not_keywords)."""
    assert _abilities("Thunder Dragon", "When Thunder Dragon enters the battlefield, it deals 3 "
                      "damage to each creature without flying.") == [{
                          "kind": "triggered", "trigger": _ENTERS,
                          "effect": [{"do": "damage", "amount": 3, "objects": {
                              "types": ["Creature"], "not_keywords": ["Flying"]}}]}]


def test_each_creature_with_flying_and_each_player() -> None:
    """Given Cloudthresher's line, when compiled, then two damage actions of the same source
    and amount: each creature with flying, then each player (120.3)."""
    assert _abilities("Cloudthresher", "When Cloudthresher enters the battlefield, it deals 2 "
                      "damage to each creature with flying and each player.") == [{
                          "kind": "triggered", "trigger": _ENTERS,
                          "effect": [{"do": "damage", "amount": 2, "objects": {
                              "types": ["Creature"], "keywords": ["Flying"]}},
                              {"do": "damage", "amount": 2, "player": "each_player"}]}]


def test_each_creature_and_each_player_after_dying() -> None:
    """Given Magma Phoenix's line, when compiled, then "it" is the Phoenix as it last existed,
    the source (the trigger is its own): 3 to each creature and to each player."""
    assert _abilities("Magma Phoenix", "When Magma Phoenix dies, it deals 3 damage to each "
                      "creature and each player.") == [{
                          "kind": "triggered", "trigger": {"object": "self", "on": "dies"},
                          "effect": [{"do": "damage", "amount": 3,
                                      "objects": {"types": ["Creature"]}},
                                     {"do": "damage", "amount": 3, "player": "each_player"}]}]


def test_target_other_than_self_is_another_target() -> None:
    """Given Faceless Butcher's first line, when compiled, then its target is another creature
    (not ~ itself, 115.1)."""
    assert _abilities("Faceless Butcher", "When Faceless Butcher enters the battlefield, exile "
                      "target creature other than Faceless Butcher.") == [{
                          "kind": "triggered", "trigger": _ENTERS,
                          "targets": [{"object": {"types": ["Creature"], "other": True}}],
                          "effect": [{"do": "exile", "object": "target"}]}]


@pytest.mark.parametrize("text", [
    # 601.2d: divided damage is a choice the format has not.
    "When Sparker enters the battlefield, it deals 5 damage divided as you choose among any "
    "number of targets.",
    # Two targets.
    "When Sparker enters the battlefield, it deals 2 damage to target opponent and 2 damage to "
    "up to one target creature or planeswalker.",
    # "they control": the players and then a group that depends on them.
    "When Sparker enters the battlefield, it deals 1 damage to each opponent and each creature "
    "and planeswalker they control.",
    # "it" is the creature that died, not Sparker: not the source.
    "Whenever a creature you control dies, it deals 3 damage to each creature and each player.",
    # "other" in the group: left for a reader that checks it.
    "When Sparker enters the battlefield, it deals 1 damage to each other creature and each "
    "player.",
    # A duration on every creature that matches: one target exiled until Sparker leaves is
    # read (610.3, tests/engine/test_oracle_linked.py); a group isn't.
    "When Sparker enters the battlefield, exile each other creature until Sparker leaves the "
    "battlefield.",
    # A sacrifice of the controller's choice is not a target.
    "At the beginning of your upkeep, sacrifice a creature other than Sparker.",
])
def test_near_misses_stay_unread(text: str) -> None:
    """Given a line near the shapes read here, when compiled, then it stays unread."""
    compiled = compile_face(_face("Sparker", text))
    assert compiled.not_modelled == (text,)


# --- running ---------------------------------------------------------------------------------

CHAMPION = _card("Champion", "When Champion enters the battlefield, it deals 3 damage to "
                             "target player or planeswalker.")
THUNDER = _card("Thunder", "When Thunder enters the battlefield, it deals 3 damage to each "
                           "creature without flying and each player.")
BUTCHER = _card("Butcher", "When Butcher enters the battlefield, exile target creature other "
                           "than Butcher.")
BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2, "mana_value": 2,
        "abilities": []}
BIRD = {"name": "Bird", "types": ["Creature"], "power": 1, "toughness": 1, "mana_value": 1,
        "abilities": [{"kind": "keyword", "keyword": "Flying"}]}


def test_damage_to_the_chosen_player() -> None:
    """Given Champion entering under A's control, when its trigger goes on the stack and A
    chooses B (a player, 115.1), then B is dealt 3 and A nothing."""
    result = play([{"id": "c", "card": "Champion", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "c"}], cards=[CHAMPION],
                  choices=[{"player": "A", "choose": "B"}])

    assert result["players"]["B"]["life"] == 17
    assert result["players"]["A"]["life"] == 20


def test_a_creature_is_not_a_legal_target_of_player_or_planeswalker() -> None:
    """Given B's Bear and A choosing it as Champion's target, when the trigger goes on the
    stack, then the choice is refused naming the options: A and B only (the Bear is neither a
    player nor a planeswalker, 115.1)."""
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "c", "card": "Champion", "owner": "A", "zone": "hand"},
              {"id": "b", "card": "Bear", "controller": "B", "timestamp": 1}],
             [{"type": "enter", "object": "c"}], cards=[CHAMPION, BEAR],
             choices=[{"player": "A", "choose": "b"}])

    assert "('A', 'B')" in str(caught.value)


def test_damage_to_each_creature_without_flying_and_each_player() -> None:
    """Given a Bear, a Bird with flying and Thunder entering, when its trigger resolves, then
    Thunder itself and the Bear (no flying) are dealt 3, the Bird nothing, and each player 3
    (120.3); the 2/2s die (704.5g)."""
    result = play([{"id": "t", "card": "Thunder", "owner": "A", "zone": "hand"},
                   {"id": "b", "card": "Bear", "controller": "B", "timestamp": 1},
                   {"id": "f", "card": "Bird", "controller": "B", "timestamp": 2}],
                  [{"type": "enter", "object": "t"}], cards=[THUNDER, BEAR, BIRD])

    assert result["objects"]["b"]["zone"] == "graveyard"
    assert result["objects"]["t"]["zone"] == "graveyard"
    assert result["objects"]["f"]["damage"] == 0
    assert result["players"]["A"]["life"] == 17
    assert result["players"]["B"]["life"] == 17


def test_other_than_self_cannot_target_itself() -> None:
    """Given Butcher entering with B's Bear the only other creature, when its trigger goes on
    the stack, then the Bear is its only legal target (not Butcher, 115.1) and is exiled."""
    result = play([{"id": "u", "card": "Butcher", "owner": "A", "zone": "hand"},
                   {"id": "b", "card": "Bear", "controller": "B", "timestamp": 1}],
                  [{"type": "enter", "object": "u"}], cards=[BUTCHER, BEAR])

    assert result["objects"]["b"]["zone"] == "exile"
    assert result["objects"]["u"]["zone"] == "battlefield"


# --- "you may" with "you control" in a filter (603.5) ----------------------------------------


def test_may_return_another_target_creature_you_control() -> None:
    """Given Jeskai Barricade's line, when compiled, then an optional return of another target
    creature its controller controls ("you control" is the filter's words, not a second
    "you" clause; 603.5)."""
    assert _abilities("Jeskai Barricade", "When Jeskai Barricade enters the battlefield, you may "
                      "return another target creature you control to its owner's hand.") == [{
                          "kind": "triggered", "trigger": _ENTERS, "may": True,
                          "targets": [{"object": {"types": ["Creature"], "controller": "you",
                                                  "other": True}}],
                          "effect": [{"do": "return_to_hand", "object": "target"}]}]


@pytest.mark.parametrize("text", [
    "When Sparker enters the battlefield, you may draw a card if you control a Swamp.",
    "When Sparker enters the battlefield, you may return target creature you control to its "
    "owner's hand. If you do, draw a card.",
    "When Sparker enters the battlefield, you may exile target land you control unless you "
    "control a Forest.",
])
def test_may_with_another_you_stays_unread(text: str) -> None:
    """Given "you may" with a condition or a second sentence about you, when compiled, then
    the line stays unread (603.4, 603.5: read elsewhere or not at all)."""
    compiled = compile_face(_face("Sparker", text))
    assert compiled.not_modelled == (text,)


# --- 603.7a: "draw a card at the beginning of the next turn's upkeep" ------------------------

NEXT_UPKEEP_DRAW = {"do": "delayed", "at": "next_turns_upkeep",
                    "effect": [{"do": "draw", "player": "you", "amount": 1}]}
PIGEONS = _card("Pigeons", "When Pigeons enters the battlefield, draw a card at the beginning "
                           "of the next turn's upkeep.")


def test_next_upkeep_draw_of_a_triggered_ability() -> None:
    """Given Carrier Pigeons' line, when compiled, then its effect is a delayed draw at the next
    turn's upkeep (603.7a)."""
    assert _abilities("Carrier Pigeons", "When Carrier Pigeons enters the battlefield, draw a "
                      "card at the beginning of the next turn's upkeep.") == [{
                          "kind": "triggered", "trigger": _ENTERS,
                          "effect": [NEXT_UPKEEP_DRAW]}]


@pytest.mark.parametrize("text", [
    "When Sparker enters the battlefield, draw two cards at the beginning of the next turn's "
    "upkeep.",
    "When Sparker enters the battlefield, draw a card at the beginning of your next upkeep.",
    "When Sparker enters the battlefield, target player draws a card at the beginning of the "
    "next turn's upkeep.",
])
def test_other_delayed_draws_of_triggers_stay_unread(text: str) -> None:
    """Given another amount, "your next upkeep" or another player, when compiled, then the line
    stays unread (603.7)."""
    compiled = compile_face(_face("Sparker", text))
    assert compiled.not_modelled == (text,)


def test_pigeons_draw_at_the_next_turns_upkeep() -> None:
    """Given Pigeons entering in A's turn, when B's turn begins and its upkeep begins, then the
    delayed ability triggers and A (its controller, 603.7d) draws a card."""
    result = play([{"id": "p", "card": "Pigeons", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "p"}, {"type": "end_turn"}, {"type": "upkeep"}],
                  cards=[PIGEONS])

    assert (result["players"]["A"]["library"], result["players"]["B"]["library"]) == (52, 53)
    assert any("603.7b" in step["rules"] for step in result["steps"])


def test_pigeons_draw_nothing_at_an_upkeep_of_the_same_turn() -> None:
    """Given Pigeons entering in A's turn, when an upkeep begins in that same turn and the turn
    ends, then it isn't the next turn's upkeep: no card is drawn (603.7a)."""
    result = play([{"id": "p", "card": "Pigeons", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "p"}, {"type": "upkeep"}, {"type": "end_turn"}],
                  cards=[PIGEONS])

    assert result["players"]["A"]["library"] == 53


# --- 603.5: "you may have target creature get -2/-2 until end of turn" ----------------------


def test_may_have_target_creature_get() -> None:
    """Given Undead Executioner's line, when compiled, then an optional -2/-2 on one target
    creature until end of turn (603.5: its controller chooses as it resolves)."""
    assert _abilities("Undead Executioner", "When Undead Executioner dies, you may have target "
                      "creature get -2/-2 until end of turn.") == [{
                          "kind": "triggered", "trigger": {"object": "self", "on": "dies"},
                          "may": True, "targets": [{"object": {"types": ["Creature"]}}],
                          "effect": [{"do": "modify", "object": "target",
                                      "modifications": [{"op": "modify_pt", "power": -2,
                                                         "toughness": -2}],
                                      "duration": "end_of_turn"}]}]


def test_may_have_it_deal_damage() -> None:
    """Given Karplusan Wolverine's line, when compiled, then "it" is the Wolverine (its own
    trigger), the source of an optional 1 damage to any target (115.4)."""
    assert _abilities("Karplusan Wolverine", "Whenever Karplusan Wolverine becomes blocked, you "
                      "may have it deal 1 damage to any target.") == [{
                          "kind": "triggered",
                          "trigger": {"object": "self", "on": "becomes_blocked"},
                          "may": True, "targets": [{"any_target": True}],
                          "effect": [{"do": "damage", "amount": 1, "object": "target"}]}]


def test_may_have_two_predicates_both_take_the_verb() -> None:
    """Given a "get ... and gain ..." line, when compiled, then both predicates are read
    (layer order: abilities, then power and toughness)."""
    assert _abilities("Test", "Whenever you cast an artifact spell, you may have target "
                      "creature get +2/+0 and gain deathtouch until end of turn.")[0]["effect"] == [
        {"do": "modify", "object": "target", "duration": "end_of_turn",
         "modifications": [{"op": "add_abilities", "abilities": ["Deathtouch"]},
                           {"op": "modify_pt", "power": 2, "toughness": 0}]}]


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, you may have target creature you control get +3/+3 until "
    "end of turn. If you do, sacrifice it at the beginning of the next end step.",
    "When Sparker enters the battlefield, you may have target creature block it this turn if "
    "able.",
    "At the beginning of your upkeep, you may have Sparker become a copy of another target "
    "creature.",
    "Whenever a Beast enters the battlefield under your control, you may have it deal 4 damage "
    "to target opponent or planeswalker.",
    "When Sparker enters the battlefield, you may have it fight target creature you don't "
    "control.",
    # What another player does stays unread (as round 2 left it).
    "When Sparker enters the battlefield, you may have target opponent discard a card.",
    "When Sparker enters the battlefield, you may have target player lose 2 life.",
])
def test_may_have_near_misses_stay_unread(text: str) -> None:
    """Given "you may have" with a second sentence, an effect the format hasn't, or an "it"
    that isn't Sparker, when compiled, then the line stays unread."""
    compiled = compile_face(_face("Sparker", text))
    assert compiled.not_modelled == (text,)


EXECUTIONER = _card("Executioner", "When Executioner dies, you may have target creature get "
                                   "-2/-2 until end of turn.")


@pytest.mark.parametrize(("answer", "zone"), [("yes", "graveyard"), ("no", "battlefield")])
def test_may_have_is_its_controllers_choice(answer: str, zone: str) -> None:
    """Given Executioner dying with B's Bear its only target, when A answers the "may" question,
    then the Bear gets -2/-2 and dies (704.5f) only if A chose to (603.5)."""
    result = play([{"id": "e", "card": "Executioner", "controller": "A", "timestamp": 1},
                   {"id": "b", "card": "Bear", "controller": "B", "timestamp": 2}],
                  [{"type": "destroy", "target": "e"}], cards=[EXECUTIONER, BEAR],
                  choices=[{"player": "A", "choose": answer}])

    assert result["objects"]["b"]["zone"] == zone
