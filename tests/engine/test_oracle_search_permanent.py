"""A search for a permanent card of a subtype with a mana value at most N (701.19a, 202.3):
Masques block's Rebel and Mercenary searchers ("{3}, {T}: Search your library for a Rebel
permanent card with converted mana cost 2 or less, put it onto the battlefield, then shuffle
your library."), read through templates_library."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.event_helpers import play
from tests.engine.test_oracle_library import _card
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

PERMANENT = [{"types": [t]} for t in ("Artifact", "Creature", "Enchantment", "Land",
                                      "Planeswalker", "Battle")]


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Ramosian Sergeant", "{3}, {T}: Search your library for a Rebel permanent card with "
     "converted mana cost 2 or less, put it onto the battlefield, then shuffle your library.",
     {"kind": "activated", "cost": "{3}, {T}",
      "effect": [{"do": "search", "objects": {"subtypes": ["Rebel"], "any": PERMANENT,
                                              "max_mana_value": 2}, "to": "battlefield"}]}),
    ("Bog Glider", "{T}, Sacrifice a land: Search your library for a Mercenary permanent card "
     "with converted mana cost 2 or less, put it onto the battlefield, then shuffle your "
     "library.",
     {"kind": "activated", "cost": "{T}, Sacrifice a land",
      "effect": [{"do": "search", "objects": {"subtypes": ["Mercenary"], "any": PERMANENT,
                                              "max_mana_value": 2}, "to": "battlefield"}]}),
])
def test_subtype_permanent_searches_read_exactly(name: str, text: str,
                                                 ability: dict[str, Any]) -> None:
    """Given a real Rebel or Mercenary search line, when compiled, then it is a search for a
    permanent card (110.4a) of that subtype with mana value at most N (202.3) onto the
    battlefield (701.19a)."""
    assert _read(name, "Creature", text) == [ability]


@pytest.mark.parametrize("text", [
    # "a permanent card": no quality beyond being a permanent (its finding nothing is then
    # not always allowed, 701.19b).
    "{3}, {T}: Search your library for a permanent card with converted mana cost 2 or less, "
    "put it onto the battlefield, then shuffle your library.",
    # "or more": no such filter.
    "{3}, {T}: Search your library for a Rebel permanent card with converted mana cost 2 or "
    "more, put it onto the battlefield, then shuffle your library.",
])
def test_subtype_permanent_search_near_misses_stay_unread(text: str) -> None:
    """Given a permanent-card search with no subtype, or a mana value at least N, when
    compiled, then it stays unread."""
    assert _unread("Test Card", "Creature", text)


SERGEANT = _card("Ramosian Sergeant", ["Creature"], "{3}, {T}: Search your library for a "
                 "Rebel permanent card with converted mana cost 2 or less, put it onto the "
                 "battlefield, then shuffle your library.")


def _rebel(name: str, mana_value: int, types: list[str]) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": types, "subtypes": ["Rebel"],
                            "mana_value": mana_value, "abilities": []}
    if "Creature" in types:
        card.update(power=1, toughness=1)
    return card


def _sergeant(library: list[dict[str, Any]], choices: list[dict[str, Any]],
              cards: list[dict[str, Any]]) -> dict[str, Any]:
    return play([{"id": "s", "card": "Ramosian Sergeant", "controller": "A"}, *library],
                [{"type": "activate", "player": "A", "object": "s", "ability": 0},
                 {"type": "resolve"}],
                cards=[SERGEANT, *cards], choices=choices,
                players=[{"id": "A", "library": 20}, {"id": "B"}])


def test_a_rebel_search_offers_only_rebels_of_mana_value_at_most_n() -> None:
    """Given a 2-mana and a 3-mana Rebel named in A's library, when Ramosian Sergeant's
    ability resolves, then A may find only the 2-mana one (202.3, 701.19a) or nothing: the
    3-mana one is refused naming the options; found, it enters untapped under A."""
    library = [{"id": "two", "card": "Test Rebel", "owner": "A", "zone": "library"},
               {"id": "three", "card": "Big Rebel", "owner": "A", "zone": "library"}]
    cards = [_rebel("Test Rebel", 2, ["Creature"]), _rebel("Big Rebel", 3, ["Creature"])]
    with pytest.raises(ScenarioError) as caught:
        _sergeant(library, [{"player": "A", "choose": "three"}], cards)
    assert "('two', 'nothing')" in str(caught.value)

    result = _sergeant(library, [{"player": "A", "choose": "two"}], cards)
    found = result["objects"]["two"]
    assert (found["zone"], found["tapped"], found["controller"]) == (
        "battlefield", False, "A")


def test_a_rebel_search_with_only_unnamed_cards_finds_nothing_and_says_so() -> None:
    """Given A's library of 20 cards the scenario doesn't name, when Ramosian Sergeant's
    ability resolves, then A finds nothing without a question and the trace says no named
    card matches (701.19b: a search for a stated quality may fail); A shuffles (701.20a).
    The engine never invents a Rebel among the unnamed cards."""
    result = _sergeant([], [], [])

    assert result["pending_choice"] is None
    assert any("701.19b" in s["rules"] and "no card the scenario names" in s["text"]
               for s in result["steps"])
    assert any("701.20a" in s["rules"] for s in result["steps"])


def test_a_rebel_aura_found_onto_the_battlefield_is_said_not_to_be_modelled() -> None:
    """Given a kindred Rebel Aura named in A's library (a permanent card of that subtype,
    110.4a, 205.3d), when A finds it with Ramosian Sergeant's ability, then the trace says it
    isn't modelled (303.4f: it would be attached as it enters, by a choice the engine doesn't
    ask) and it stays in the library, never on the battlefield unattached."""
    aura = {"name": "Rebel Charm", "types": ["Kindred", "Enchantment"],
            "subtypes": ["Rebel", "Aura"], "mana_value": 1, "abilities": []}
    result = _sergeant([{"id": "a", "card": "Rebel Charm", "owner": "A", "zone": "library"}],
                       [{"player": "A", "choose": "a"}], [aura])

    assert result["objects"]["a"]["zone"] == "library"
    assert any("303.4f" in s["rules"] and "Not modelled" in s["text"] for s in result["steps"])


# --- "an Island or Swamp card": a card with either subtype --------------------------------------


def test_a_search_for_one_of_four_basic_land_types_reads_exactly() -> None:
    """Given Farseek ("a Plains, Island, Swamp, or Mountain card"), when compiled, then it is a
    search for a card with any of the four subtypes onto the battlefield tapped (701.19a)."""
    text = ("Search your library for a Plains, Island, Swamp, or Mountain card, put it onto "
            "the battlefield tapped, then shuffle your library.")

    assert _read("Farseek", "Sorcery", text, None) == [
        {"kind": "spell", "effect": [{"do": "search", "objects": {
            "subtypes": ["Plains", "Island", "Swamp", "Mountain"]}, "to": "battlefield",
            "tapped": True}]}]


@pytest.mark.parametrize(("name", "text", "cost", "subtypes"), [
    ("Bad River", "{T}, Sacrifice Bad River: Search your library for an Island or Swamp card, "
     "put it onto the battlefield, then shuffle your library.", "{T}, Sacrifice Bad River",
     ["Island", "Swamp"]),
    ("Bloodstained Mire", "{T}, Pay 1 life, Sacrifice Bloodstained Mire: Search your library "
     "for a Swamp or Mountain card, put it onto the battlefield, then shuffle your library.",
     "{T}, Pay 1 life, Sacrifice Bloodstained Mire", ["Swamp", "Mountain"]),
])
def test_either_land_type_searches_read_exactly(name: str, text: str, cost: str,
                                                subtypes: list[str]) -> None:
    """Given a real fetch land's line, when compiled, then it is a search for a card with
    either basic land type (a land: only lands have them) onto the battlefield (701.19a)."""
    assert _read(name, "Land", text, None) == [
        {"kind": "activated", "cost": cost,
         "effect": [{"do": "search", "objects": {"subtypes": subtypes}, "to": "battlefield"}]}]


RIVER = _card("Bad River", ["Land"], "{T}, Sacrifice Bad River: Search your library for an "
              "Island or Swamp card, put it onto the battlefield, then shuffle your library.")


def test_an_either_type_search_offers_a_dual_land_with_one_of_the_types() -> None:
    """Given a nonbasic Swamp Mountain and a Forest named in A's library, when Bad River's
    ability resolves, then A may find only the Swamp Mountain (it has one of the types,
    205.3) or nothing: the Forest is refused naming the options."""
    dual = {"name": "Badlands", "types": ["Land"], "subtypes": ["Swamp", "Mountain"],
            "mana_value": 0, "abilities": []}
    forest = {"name": "Forest", "supertypes": ["Basic"], "types": ["Land"],
              "subtypes": ["Forest"], "mana_value": 0, "abilities": []}
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "r", "card": "Bad River", "controller": "A"},
              {"id": "d", "card": "Badlands", "owner": "A", "zone": "library"},
              {"id": "f", "card": "Forest", "owner": "A", "zone": "library"}],
             [{"type": "activate", "player": "A", "object": "r", "ability": 0},
              {"type": "resolve"}], cards=[RIVER, dual, forest],
             choices=[{"player": "A", "choose": "f"}])

    assert "('d', 'nothing')" in str(caught.value)
