"""Loyalty abilities (606) read by the Oracle compiler: "[+1]: ...", "[−2]: ..." and "[0]: ..."
are activated abilities whose cost is the loyalty symbol (606.4), read by the templates that
read any activated ability's effect; the engine activates them as 606.3 allows (once each turn
for the permanent, at sorcery speed) and pays the cost in loyalty counters."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.abilities.costs import loyalty_change
from engine.oracle import compile_face
from tests.engine.event_helpers import play


def _walker(text: str, loyalty: int = 3) -> dict[str, Any]:
    return {"name": "Test Walker", "types": ["Planeswalker"], "subtypes": ["Tester"],
            "text": text, "loyalty": loyalty}


def _card(text: str, loyalty: int = 3) -> dict[str, Any]:
    face = _walker(text, loyalty)
    return {**face, "colors": ["R"], "mana_value": 4,
            "abilities": list(compile_face(face).card_abilities())}


TEXT = ("[+1]: You gain 2 life.\n"
        "[−2]: Test Walker deals 3 damage to target creature.\n"
        "[0]: Draw a card.")


@pytest.mark.parametrize(("cost", "change"), [
    ("[+1]", 1), ("[−2]", -2), ("[-3]", -3), ("[0]", 0), ("+2", 2), ("−7", -7), ("0", 0),
    ("[−X]", None), ("[+1", None), ("1", None), ("{1}", None)])
def test_a_loyalty_cost_is_the_loyalty_symbol(cost: str, change: int | None) -> None:
    """606.4: given a cost, when read, then a loyalty symbol (brackets or not, a U+2212 or
    hyphen minus) is its change in loyalty; X and other costs aren't."""
    assert loyalty_change(cost) == change


def test_loyalty_lines_compile_to_activated_abilities_with_their_cost() -> None:
    """606.4, 602.1: given a planeswalker's three loyalty lines, when compiled, then each is an
    activated ability whose cost is its loyalty symbol and whose effect the activated
    templates read."""
    compiled = compile_face(_walker(TEXT))

    assert compiled.not_modelled == ()
    assert [(a["kind"], a["cost"]) for a in compiled.abilities] == [
        ("activated", "[+1]"), ("activated", "[−2]"), ("activated", "[0]")]
    assert compiled.abilities[1]["effect"][0]["do"] == "damage"


def test_a_plus_ability_puts_loyalty_counters_and_resolves() -> None:
    """606.4: given Test Walker with loyalty 3, when A activates its [+1] in their main phase,
    then it has 4 loyalty counters and A gains 2 life."""
    result = play([{"id": "w", "card": "Test Walker"}],
                  [{"type": "activate", "player": "A", "object": "w", "ability": 0}],
                  cards=[_card(TEXT)])

    assert result["objects"]["w"]["counters"] == {"loyalty": 4}
    assert result["players"]["A"]["life"] == 22


def test_a_minus_ability_removes_loyalty_counters() -> None:
    """606.4: given Test Walker with loyalty 3 and B's 2/2, when A activates [−2] targeting
    it, then Test Walker has 1 loyalty counter and the creature is destroyed by damage."""
    result = play([{"id": "w", "card": "Test Walker"},
                   {"id": "c", "card": "Grizzly Bears", "controller": "B"}],
                  [{"type": "activate", "player": "A", "object": "w", "ability": 1,
                    "targets": ["c"]}],
                  cards=[_card(TEXT)])

    assert result["objects"]["w"]["counters"] == {"loyalty": 1}
    assert result["objects"]["c"]["zone"] == "graveyard"


def _refused(events: list[dict[str, Any]], loyalty: int = 3) -> str:
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "w", "card": "Test Walker"},
              {"id": "c", "card": "Grizzly Bears", "controller": "B"}],
             events, cards=[_card(TEXT, loyalty)])
    return str(caught.value)


def test_a_second_loyalty_ability_in_a_turn_is_refused() -> None:
    """606.3: given Test Walker whose [+1] was activated this turn, when A activates its [0],
    then the activation is refused naming the rule."""
    message = _refused([{"type": "activate", "player": "A", "object": "w", "ability": 0},
                        {"type": "resolve"},
                        {"type": "activate", "player": "A", "object": "w", "ability": 2}])

    assert "events[2].ability" in message
    assert "606.3" in message


def test_a_loyalty_ability_can_be_activated_again_next_turn() -> None:
    """606.3: "once each turn" is this turn's; given [+1] activated in A's turn, when A
    activates it in their next turn, then Test Walker has 5 loyalty counters."""
    plus = {"type": "activate", "player": "A", "object": "w", "ability": 0}
    result = play([{"id": "w", "card": "Test Walker"}],
                  [plus, {"type": "end_turn"}, {"type": "end_turn"}, plus],
                  cards=[_card(TEXT)])

    assert result["objects"]["w"]["counters"] == {"loyalty": 5}


def test_a_loyalty_ability_in_an_opponents_turn_is_refused() -> None:
    """606.3: given B's turn, when A activates Test Walker's [+1], then the activation is
    refused (sorcery speed: only in its controller's main phase)."""
    message = _refused([{"type": "end_turn"},
                        {"type": "activate", "player": "A", "object": "w", "ability": 0}])

    assert "sorcery speed" in message


def test_a_minus_cost_greater_than_its_loyalty_is_refused() -> None:
    """606.4: given Test Walker with loyalty 1, when A activates [−2], then the cost can't be
    paid and the activation is refused naming the rule."""
    message = _refused([{"type": "activate", "player": "A", "object": "w", "ability": 1,
                         "targets": ["c"]}], loyalty=1)

    assert "loyalty is 1, less than the 2" in message
    assert "606.4" in message


@pytest.mark.parametrize("text", [
    "[−X]: Test Walker deals X damage to target creature.",
    "[+1]: Fateseal 1.",
])
def test_loyalty_lines_it_must_not_claim(text: str) -> None:
    """Given a loyalty line with X (the engine doesn't choose X for the cost) or an effect no
    template reads, when compiled, then it is left whole."""
    assert compile_face(_walker(text)).not_modelled == (text,)


def test_a_loyalty_ability_adding_mana_is_not_claimed_as_a_mana_ability() -> None:
    """605.1a: given Chandra, Torch of Defiance's "[+1]: Add {R}{R}.", when compiled, then it
    is left whole: a loyalty ability is never a mana ability, and no template reads it as an
    activated one."""
    text = "[+1]: Add {R}{R}."

    assert compile_face(_walker(text)).not_modelled == (text,)
