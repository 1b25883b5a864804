"""Enchant restrictions as data (engine/abilities/enchant.py): read once as the card loads, judged
by the one selector when 704.5m is checked."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities.enchant import EnchantSpec
from engine.abilities.registry import parse_ability
from engine.errors import ScenarioError
from tests.engine.event_helpers import play


def restriction(text: str) -> EnchantSpec:
    spec = parse_ability(text, "k").spec
    assert isinstance(spec, EnchantSpec)
    return spec


def test_the_text_is_read_once_into_selectors() -> None:
    """"Enchant creature or planeswalker" is two alternatives, each a selector (702.5a)."""
    spec = restriction("Enchant creature or planeswalker")

    assert [s.types for s in spec.objects] == [("Creature",), ("Planeswalker",)]
    assert spec.players is None and spec.unreadable == ()


@pytest.mark.parametrize(("text", "field", "value"), [
    ("Enchant creature you control", "controller", "you"),
    ("Enchant creature an opponent controls", "controller", "opponent"),
    ("Enchant nonland permanent", "not_types", ("Land",)),
    ("Enchant Forest", "subtypes", ("Forest",)),
    ("Enchant legendary creature", "supertypes", ("Legendary",)),
])
def test_each_word_becomes_a_selector_field(text: str, field: str, value: Any) -> None:
    """Control, non-, subtypes and supertypes are read as the selector's fields."""
    (selector,) = restriction(text).objects

    assert getattr(selector, field) == value


def test_a_restriction_the_grammar_cant_say_is_known_as_unreadable() -> None:
    """"creature card in a graveyard" is kept as unreadable, so the Aura is never judged."""
    spec = restriction("Enchant creature card in a graveyard")

    assert spec.objects == () and spec.unreadable == ("creature card in a graveyard",)


def test_the_structured_form_gives_the_same_selectors() -> None:
    """{"keyword": "Enchant", "enchant": [filters]} says it without English."""
    ability = parse_ability({"kind": "keyword", "keyword": "Enchant", "label": "Enchant artifact",
                             "enchant": [{"types": ["Artifact"]}]}, "k")

    assert ability.spec == restriction("Enchant artifact")
    assert ability.label == "Enchant artifact"


def test_the_structured_form_names_a_bad_field() -> None:
    """A structured restriction that isn't a list of filters is refused at its field."""
    with pytest.raises(ScenarioError) as raised:
        parse_ability({"kind": "keyword", "keyword": "Enchant", "label": "Enchant x",
                       "enchant": "creatures"}, "k")

    assert raised.value.path == "k.enchant"


AURA = {"name": "Mine Only", "types": ["Enchantment"], "subtypes": ["Aura"], "mana_value": 1,
        "text": "Enchant creature you control",
        "abilities": ["Enchant creature you control"]}


@pytest.mark.parametrize(("host_controller", "zone"), [("A", "battlefield"), ("B", "graveyard")])
def test_704_5m_reads_you_as_the_auras_controller(host_controller: str, zone: str) -> None:
    """704.5m: "Enchant creature you control" on the opponent's creature is put into the
    graveyard; on its controller's creature it stays."""
    objects = [{"id": "host", "card": "Grizzly Bears", "controller": host_controller},
               {"id": "aura", "card": "Mine Only", "controller": "A", "attached_to": "host"}]

    result = play(objects, cards=[AURA])

    assert result["objects"]["aura"]["zone"] == zone


def test_an_unreadable_restriction_is_reported() -> None:
    """The engine says it did not check an Aura whose restriction it can't read."""
    aura = {**AURA, "name": "Odd Aura", "abilities": ["Enchant creature card in a graveyard"]}
    objects = [{"id": "host", "card": "Grizzly Bears"},
               {"id": "aura", "card": "Odd Aura", "attached_to": "host"}]

    result = play(objects, cards=[aura])

    assert [(e["object"], e["gap"]) for e in result["not_modelled"]] == [
        ("aura", "enchant_unreadable")]
    assert result["objects"]["aura"]["zone"] == "battlefield"
