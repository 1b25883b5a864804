"""Costs that tap permanents other than the source (602.2b): "Tap an untapped creature you
control", "Tap two untapped creatures you control", "Tap another untapped Merfolk you
control", read by the compiler and paid by the engine from the activate event's ``tap``."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.abilities.costs import tap_wanted
from engine.oracle import compile_face
from tests.engine.event_helpers import play


def _face(text: str, subtypes: tuple[str, ...] = ("Beast",)) -> dict[str, Any]:
    return {"name": "Test Tapper", "types": ["Creature"], "subtypes": list(subtypes),
            "text": text, "power": 1, "toughness": 1}


def _card(text: str, subtypes: tuple[str, ...] = ("Beast",)) -> dict[str, Any]:
    face = _face(text, subtypes)
    return {**face, "colors": ["G"], "mana_value": 2,
            "abilities": list(compile_face(face).card_abilities())}


@pytest.mark.parametrize(("part", "wanted"), [
    ("Tap an untapped creature you control", (1, "type", "Creature", False)),
    ("Tap two untapped creatures you control", (2, "type", "Creature", False)),
    ("Tap an untapped Ally you control", (1, "subtype", "Ally", False)),
    ("Tap another untapped Merfolk you control", (1, "subtype", "Merfolk", True)),
    # A plural subtype, a color, a supertype: not read.
    ("Tap two untapped Wizards you control", None),
    ("Tap an untapped blue creature you control", None),
    ("Tap an untapped snow land you control", None),
    ("Tap an untapped creature you control other than ~", None),
])
def test_a_tap_cost_names_what_it_taps(part: str, wanted: Any) -> None:
    """602.2b: given a cost's part, when read, then it is how many untapped permanents of which
    card type or subtype it taps, or None for the shapes the engine can't check."""
    assert tap_wanted(part) == wanted


GAIN = "Tap an untapped creature you control: You gain 1 life."


def test_a_tap_cost_line_compiles_to_an_activated_ability() -> None:
    """602.1: given "Tap an untapped creature you control: You gain 1 life.", when compiled,
    then it is an activated ability with that cost."""
    compiled = compile_face(_face(GAIN))

    assert compiled.not_modelled == ()
    assert compiled.abilities[0]["cost"] == "Tap an untapped creature you control"


def test_the_chosen_creature_is_tapped_and_the_ability_resolves() -> None:
    """602.2b, 302.6: given Test Tapper and a summoning-sick Grizzly Bears, when A activates
    tapping the Bears, then the Bears are tapped (summoning sickness doesn't matter) and A
    gains 1 life."""
    result = play([{"id": "t", "card": "Test Tapper"},
                   {"id": "b", "card": "Grizzly Bears", "summoning_sick": True}],
                  [{"type": "activate", "player": "A", "object": "t", "ability": 0,
                    "tap": ["b"]}], cards=[_card(GAIN)])

    assert result["objects"]["b"]["tapped"] is True
    assert result["objects"]["t"]["tapped"] is False
    assert result["players"]["A"]["life"] == 21


def _refused(events: list[dict[str, Any]], text: str = GAIN,
             objects: list[dict[str, Any]] | None = None) -> str:
    with pytest.raises(ScenarioError) as caught:
        play(objects or [{"id": "t", "card": "Test Tapper"},
                         {"id": "b", "card": "Grizzly Bears"},
                         {"id": "o", "card": "Grizzly Bears", "controller": "B"}],
             events, cards=[_card(text)])
    return str(caught.value)


@pytest.mark.parametrize(("tap", "words"), [
    ([], "the cost taps an untapped creature: name it in tap"),
    (["o"], "is not an untapped creature its player controls"),
])
def test_a_tap_cost_without_its_creature_is_refused(tap: list[str], words: str) -> None:
    """602.2b: given Test Tapper, when A activates naming no creature or B's creature in tap,
    then the activation is refused, naming the rule."""
    message = _refused([{"type": "activate", "player": "A", "object": "t", "ability": 0,
                         "tap": tap}])

    assert words in message
    assert "602.2b" in message


def test_a_tapped_creature_cant_pay_a_tap_cost() -> None:
    """602.2b: given a tapped Grizzly Bears, when A names it for the cost, then the activation
    is refused: the cost taps an untapped creature."""
    message = _refused([{"type": "activate", "player": "A", "object": "t", "ability": 0,
                         "tap": ["b"]}],
                       objects=[{"id": "t", "card": "Test Tapper"},
                                {"id": "b", "card": "Grizzly Bears", "tapped": True}])

    assert "Grizzly Bears is tapped: the cost taps only untapped permanents" in message


def test_the_source_paying_its_tap_symbol_cant_also_be_tapped_for_the_cost() -> None:
    """602.2b: given "{T}, Tap an untapped creature you control: ...", when A names Test Tapper
    itself in tap, then the activation is refused: its {T} already taps it."""
    text = "{T}, Tap an untapped creature you control: You gain 1 life."
    message = _refused([{"type": "activate", "player": "A", "object": "t", "ability": 0,
                         "tap": ["t"]}], text=text)

    assert "tapped by the cost's {T}" in message


def test_another_keeps_the_source_out() -> None:
    """602.2b: given "Tap another untapped Merfolk you control: ..." on a Merfolk, when A names
    the source in tap, then the activation is refused."""
    text = "Tap another untapped Merfolk you control: You gain 1 life."
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "t", "card": "Test Tapper"}],
             [{"type": "activate", "player": "A", "object": "t", "ability": 0, "tap": ["t"]}],
             cards=[_card(text, ("Merfolk",))])

    assert "is not another untapped Merfolk its player controls" in str(caught.value)


def test_two_creatures_are_tapped_for_a_two_creature_cost() -> None:
    """602.2b: given "Tap two untapped creatures you control: ...", when A names two of their
    creatures, then both are tapped."""
    text = "Tap two untapped creatures you control: You gain 1 life."
    result = play([{"id": "t", "card": "Test Tapper"}, {"id": "b", "card": "Grizzly Bears"},
                   {"id": "c", "card": "Grizzly Bears"}],
                  [{"type": "activate", "player": "A", "object": "t", "ability": 0,
                    "tap": ["b", "c"]}], cards=[_card(text)])

    assert (result["objects"]["b"]["tapped"], result["objects"]["c"]["tapped"]) == (True, True)
