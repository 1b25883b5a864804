"""Round 3 of issue 27, instants' and sorceries' lines (engine/oracle/templates_spells3.py):
each family read from real corpus lines into the exact ability, near misses left unread, and
the engine's side played as scenarios with rule citations."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.library.cards import parse_card
from engine.oracle import compile_face
from tests.engine.event_helpers import play


def _face(name: str, types: str, text: str) -> dict[str, Any]:
    return {"name": name, "types": types.split(" "), "text": text, "power": 1, "toughness": 1}


def _read(name: str, types: str, text: str) -> list[dict[str, Any]]:
    """The abilities of a real card's text without labels; every line claimed, and the engine
    loads them as a card's."""
    face = _face(name, types, text)
    compiled = compile_face(face)
    assert compiled.not_modelled == (), compiled.lines
    parse_card({**face, "abilities": list(compiled.abilities)}, "card")
    return [{k: v for k, v in a.items() if k != "label"} for a in compiled.abilities]


def _unread(name: str, types: str, text: str) -> tuple[str, ...]:
    return compile_face(_face(name, types, text)).not_modelled


def _card(name: str, types: str, text: str, **extra: Any) -> dict[str, Any]:
    """A card file made of the compiler's reading (as the card import makes it)."""
    face = _face(name, types, text)
    return {**face, "colors": ["W"], **extra,
            "abilities": list(compile_face(face).card_abilities())}


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


# --- "Draw a card at the beginning of the next turn's upkeep." (603.7) -------------------------

NEXT_UPKEEP_DRAW = {"do": "delayed", "at": "next_turns_upkeep",
                    "effect": [{"do": "draw", "player": "you", "amount": 1}]}
BLESSED_WINE = "You gain 1 life.\nDraw a card at the beginning of the next turn's upkeep."


@pytest.mark.parametrize(("name", "text", "first"), [
    ("Blessed Wine", BLESSED_WINE,
     {"kind": "spell", "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}),
    ("Mind Ravel", "Target player discards a card.\nDraw a card at the beginning of the next "
     "turn's upkeep.", {"kind": "spell", "targets": [{"player": "any"}],
                        "effect": [{"do": "discard", "player": "target", "amount": 1}]}),
])
def test_a_cantrip_at_the_next_upkeep_is_a_delayed_draw(name: str, text: str,
                                                        first: dict[str, Any]) -> None:
    """603.7a: given a real cantrip's second line, then it reads as a delayed ability at the
    next turn's upkeep that draws its controller a card."""
    assert _read(name, "Instant", text) == [
        first, {"kind": "spell", "effect": [NEXT_UPKEEP_DRAW]}]


@pytest.mark.parametrize("text", [
    "Draw two cards at the beginning of the next turn's upkeep.",
    "Draw a card at the beginning of your next upkeep.",
    "Shuffle a card from your hand into your library. If you do, draw two cards at the "
    "beginning of the next turn's upkeep.",
])
def test_other_delayed_draws_stay_unread(text: str) -> None:
    """603.7: near misses (another amount, "your next upkeep", "If you do") stay unread."""
    assert _unread("Test", "Sorcery", text) == (text,)


def test_a_triggered_ability_doesnt_read_the_delayed_draw() -> None:
    """603.7: the delayed draw is read for spells and activated abilities only."""
    text = "When ~ enters, draw a card at the beginning of the next turn's upkeep."
    assert _unread("Test Bird", "Creature", text) == (text,)


def _wine_play(events: list[dict[str, Any]]) -> dict[str, Any]:
    wine = _card("Blessed Wine", "Instant", BLESSED_WINE)
    objects = [{"id": "w", "card": "Blessed Wine", "controller": "A", "zone": "hand"}]
    return play(objects, [{"type": "cast", "player": "A", "object": "w"}, *events],
                cards=[wine])


def test_blessed_wine_draws_at_the_next_turns_upkeep() -> None:
    """603.7a, 603.7d: given Blessed Wine resolved in A's turn, when B's turn begins and its
    upkeep begins, then the delayed ability triggers and A (its controller) draws a card."""
    result = _wine_play([{"type": "end_turn"}, {"type": "upkeep"}])

    assert result["players"]["A"]["life"] == 21
    assert (result["players"]["A"]["library"], result["players"]["B"]["library"]) == (52, 53)
    assert {"603.7a", "603.7b"} <= _rules(result)


def test_blessed_wine_draws_nothing_at_an_upkeep_of_the_same_turn() -> None:
    """603.7a: given Blessed Wine resolved in A's turn, when an upkeep begins in that same
    turn, then it isn't the next turn's: no card is drawn, and none once the turn ends."""
    result = _wine_play([{"type": "upkeep"}, {"type": "end_turn"}])

    assert result["players"]["A"]["library"] == 53


def test_blessed_wine_draws_once() -> None:
    """603.7b: given the delayed draw triggered at B's upkeep, when A's next upkeep begins,
    then it doesn't trigger again."""
    result = _wine_play([{"type": "end_turn"}, {"type": "upkeep"}, {"type": "end_turn"},
                         {"type": "upkeep"}])

    assert result["players"]["A"]["library"] == 52


def test_a_spells_delayed_ability_about_an_object_is_refused() -> None:
    """603.7: a spell's delayed ability about an object isn't played yet: the card is refused
    naming the action."""
    exile = {"name": "Test Flicker", "types": ["Instant"], "abilities": [{
        "kind": "spell", "label": "...", "targets": [{"object": {"types": ["Creature"]}}],
        "effect": [{"do": "exile", "object": "target"},
                   {"do": "delayed", "at": "next_end_step", "object": "target",
                    "effect": [{"do": "return_to_battlefield", "object": "it"}]}]}]}
    with pytest.raises(ScenarioError, match="delayed one about an object"):
        play([], [], cards=[exile])
