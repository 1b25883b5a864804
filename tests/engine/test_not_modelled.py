"""Honest about limits (engine/io/not_modelled.py, engine/abilities/keywords.py): every ability the
engine does not apply is listed in `not_modelled`, and Changeling (702.73a) really works."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities.keywords import KEYWORD_RULES, Keyword, Status
from tests.engine.event_helpers import play


def entries(result: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(e["object"], e["ability"], e["rules"]) for e in result["not_modelled"]]


CHAMELEON = {"name": "Test Chameleon", "types": ["Creature"], "subtypes": ["Shapeshifter"],
             "mana_value": 1, "power": 1, "toughness": 1, "keywords": ["Changeling"],
             "text": "Changeling"}


def test_nothing_is_listed_when_everything_was_applied() -> None:
    """Glorious Anthem and a vanilla creature: every ability was applied, the list is empty."""
    objects = [{"id": "anthem", "card": "Glorious Anthem"},
               {"id": "bears", "card": "Grizzly Bears"}]

    result = play(objects)

    assert result["not_modelled"] == []


# A triggered ability the ability language doesn't say, carried as text (a judge's custom card).
TEXT_PEACE = {"name": "Text Peace", "types": ["Enchantment"], "mana_value": 2, "abilities": [
    {"kind": "text", "text": "When Text Peace enters, exile all graveyards."}]}


def test_a_triggered_ability_carried_as_text_is_listed_with_603() -> None:
    """A "When ... enters" trigger carried as text isn't played, so it is listed (603.1)."""
    result = play([{"id": "rip", "card": "Text Peace"}], cards=[TEXT_PEACE])

    assert entries(result) == [("rip", "When Text Peace enters, exile all graveyards.",
                                ["603.1"])]
    assert result["not_modelled"][0]["gap"] == "triggers"


@pytest.mark.parametrize(("text", "gap"), [
    ("Remove a +1/+1 counter from this creature: Regenerate this creature.", "activated"),
    ("Sacrifice a creature: Scry 1.", "activated"),
    ("{2}, {T}: Draw a card.", "activated"),
    ('Creatures you control have "{T}: Add {G}."', "static_text"),
    ("Players can't search libraries.", "static_text"),
])
def test_text_abilities_are_told_apart_by_their_cost(text: str, gap: str) -> None:
    """602.1a: "[Cost]: [Effect.]" is an activated ability, mana symbol or not; a colon inside
    a quoted, granted ability leaves the quoting ability static (604)."""
    card = {"name": "Text Card", "types": ["Artifact"], "abilities": [
        {"kind": "text", "text": text}]}

    result = play([{"id": "c", "card": "Text Card"}], cards=[card])

    assert result["not_modelled"][0]["gap"] == gap


@pytest.mark.parametrize(("keyword", "rule"), [("Ward", "702.21a")])
def test_a_keyword_without_rules_code_is_listed_with_its_rule(keyword: str, rule: str) -> None:
    """A keyword the engine does not apply is named with its 702 rule, never dropped silently."""
    objects = [{"id": "x", "card": "Grizzly Bears", "keywords": [keyword]}]

    result = play(objects)

    assert entries(result) == [("x", keyword, [rule])]


def test_a_keyword_removed_by_the_layers_is_not_listed() -> None:
    """Humility removes Flying (613.1f), so there is no Flying left to ignore."""
    objects = [{"id": "hum", "card": "Humility"},
               {"id": "bird", "card": "Grizzly Bears", "keywords": ["Flying"]}]

    result = play(objects)

    assert ("bird", "Flying", ["702.9b"]) not in entries(result)


def test_a_granted_keyword_is_listed() -> None:
    """An effect grants Ward to creatures you control; the granted Ward isn't applied."""
    card = {"name": "Ward Banner", "types": ["Enchantment"], "abilities": [
        {"kind": "static", "label": "Creatures you control have ward.",
         "affects": {"types": ["Creature"], "controller": "you"},
         "modifications": [{"op": "add_abilities", "abilities": ["Ward"]}]}]}
    objects = [{"id": "ban", "card": "Ward Banner"}, {"id": "bears", "card": "Grizzly Bears"}]

    result = play(objects, cards=[card])

    assert ("bears", "Ward", ["702.21a"]) in entries(result)


def test_a_combat_keyword_the_engine_applies_is_not_listed() -> None:
    """Levitation grants Flying, which the combat rules apply (702.9b): nothing is listed."""
    objects = [{"id": "lev", "card": "Levitation"}, {"id": "bears", "card": "Grizzly Bears"}]

    result = play(objects)

    assert result["not_modelled"] == []


def test_keywords_of_cards_outside_the_battlefield_are_not_listed() -> None:
    """A keyword of a card in a graveyard doesn't function there (112.6), so it can't matter."""
    objects = [{"id": "gy", "card": "Grizzly Bears", "keywords": ["Persist"],
                "zone": "graveyard"}]

    result = play(objects)

    assert result["not_modelled"] == []


def test_protection_is_not_listed() -> None:
    """Protection's damage, attachment, targeting and blocking (702.16f) rules are applied."""
    objects = [{"id": "p", "card": "Grizzly Bears", "keywords": ["Protection from red"]}]

    result = play(objects)

    assert result["not_modelled"] == []


def test_shroud_and_hexproof_are_not_listed() -> None:
    """Shroud and hexproof are applied where targets are chosen (engine.turn.targeting)."""
    objects = [{"id": "s", "card": "Grizzly Bears", "keywords": ["Shroud", "Hexproof"]}]

    result = play(objects)

    assert result["not_modelled"] == []


def test_an_unknown_keyword_is_listed() -> None:
    """A keyword the format doesn't know is listed rather than ignored."""
    result = play([{"id": "x", "card": "Grizzly Bears", "keywords": ["Cascade"]}])

    assert entries(result) == [("x", "Cascade", ["702"])]


def test_the_korean_result_explains_it_in_korean() -> None:
    """The Korean result says why, with the rule, in Korean."""
    import engine

    data = {"players": [{"id": "A"}], "cards": [TEXT_PEACE],
            "objects": [{"id": "rip", "card": "Text Peace"}]}

    result = engine.run_scenario(data, lang="ko")

    text = result["not_modelled"][0]["text"]
    assert "격발 능력" in text and "603.1" in text


def test_every_keyword_has_a_rule_and_a_reason_unless_modelled() -> None:
    """Each keyword's definition carries its 702 rule; one not (fully) modelled says why."""
    for keyword in Keyword:
        rule = KEYWORD_RULES[keyword]
        assert rule.rule.startswith("702.")
        assert (rule.gap is None) == (rule.status is Status.MODELLED)


def test_changeling_is_a_merfolk_for_lord_of_atlantis() -> None:
    """702.73a: a changeling is every creature type, so "other Merfolk get +1/+1" pumps it."""
    objects = [{"id": "lord", "card": "Lord of Atlantis"}, {"id": "ch", "card": "Test Chameleon"}]

    result = play(objects, cards=[CHAMELEON])

    changeling = result["objects"]["ch"]
    assert (changeling["power"], changeling["toughness"]) == (2, 2)
    assert changeling["every_creature_type"] is True
    assert changeling["subtypes"] == ["Shapeshifter"]
    # Islandwalk is a combat keyword the combat rules apply (702.14c): nothing is listed.
    assert result["not_modelled"] == []


def test_changeling_works_in_every_zone() -> None:
    """604.3: a characteristic-defining ability functions in every zone, so a changeling card in
    a graveyard is a Merfolk card there too (counted by a custom count of Merfolk cards)."""
    counter = {"name": "Merfolk Counter", "types": ["Creature"], "mana_value": 1,
               "power": 0, "toughness": 0, "text": "",
               "abilities": [{"kind": "static", "cda": True, "label": "P/T = Merfolk cards",
                              "affects": "self",
                              "modifications": [{"op": "set_pt",
                                                 "power": {"count": {"zones": ["graveyard"],
                                                                     "subtypes": ["Merfolk"]}},
                                                 "toughness": 1}]}]}
    objects = [{"id": "mc", "card": "Merfolk Counter"},
               {"id": "gy", "card": "Test Chameleon", "zone": "graveyard"}]

    result = play(objects, cards=[CHAMELEON, counter])

    assert result["objects"]["mc"]["power"] == 1


def test_changeling_under_humility_is_still_every_creature_type() -> None:
    """613.2, 613.5: the changeling's CDA applied in layer 4 before Humility removes abilities
    in layer 6, so it stays every creature type (and Lord of Atlantis still pumps it)."""
    objects = [{"id": "hum", "card": "Humility"}, {"id": "lord", "card": "Lord of Atlantis"},
               {"id": "ch", "card": "Test Chameleon"}]

    result = play(objects, cards=[CHAMELEON])

    assert result["objects"]["ch"].get("every_creature_type") is True


def test_turn_to_frog_makes_a_changeling_only_a_frog() -> None:
    """613.6: Turn to Frog's later "becomes a Frog" sets its creature types (layer 4), after the
    changeling's CDA (613.2): it is only a Frog, and Lord of Atlantis no longer pumps it."""
    objects = [{"id": "lord", "card": "Lord of Atlantis"}, {"id": "ch", "card": "Test Chameleon"}]
    effects = [{"id": "frog", "card": "Turn to Frog", "controller": "B", "targets": ["ch"]}]

    result = play(objects, effects=effects, cards=[CHAMELEON])

    frog = result["objects"]["ch"]
    assert frog["subtypes"] == ["Frog"] and "every_creature_type" not in frog
    assert (frog["power"], frog["toughness"]) == (1, 1)


def test_a_trigger_of_an_object_that_entered_and_died_during_the_run_is_listed() -> None:
    """603.2, 603.10a: a creature that entered and then died had its "enters" and "dies"
    triggers trigger, though it was on the battlefield neither at the start nor at the end;
    the history of zone changes shows it passed through, so both are listed."""
    card = {"name": "Test Finks", "types": ["Creature"], "mana_value": 3, "power": 3,
            "toughness": 2, "abilities": [
                {"kind": "text", "text": "When Test Finks enters, you gain 2 life."},
                {"kind": "text", "text": "When Test Finks dies, you lose 2 life."}]}
    objects = [{"id": "finks", "card": "Test Finks", "controller": "A", "zone": "hand"}]
    events = [{"type": "enter", "object": "finks"}, {"type": "destroy", "target": "finks"}]

    result = play(objects, events=events, cards=[card])

    assert result["objects"]["finks"]["zone"] == "graveyard"
    assert entries(result) == [
        ("finks", "When Test Finks enters, you gain 2 life.", ["603.1"]),
        ("finks", "When Test Finks dies, you lose 2 life.", ["603.1"])]


def test_a_card_that_never_reached_the_battlefield_is_not_listed() -> None:
    """A creature card moved from hand to graveyard never was on the battlefield: its
    triggers could not trigger, so nothing is listed."""
    card = {"name": "Test Finks", "types": ["Creature"], "mana_value": 3, "power": 3,
            "toughness": 2, "abilities": [
                {"kind": "text", "text": "When Test Finks dies, you lose 2 life."}]}
    objects = [{"id": "finks", "card": "Test Finks", "controller": "A", "zone": "hand"}]

    result = play(objects, events=[{"type": "move", "object": "finks", "to": "graveyard"}],
                  cards=[card])

    assert result["not_modelled"] == []


def test_a_text_dies_trigger_of_a_creature_that_entered_and_died_is_listed() -> None:
    """603.10a: a "when ... dies" trigger carried as text triggered as the creature died, so
    it is listed for a creature that entered and died during the run; its activated abilities
    are not (nobody had priority to activate them)."""
    card = {"name": "Test Dier", "types": ["Creature"], "mana_value": 2, "power": 2,
            "toughness": 1, "abilities": [
                {"kind": "text", "text": "When Test Dier dies, draw a card."},
                {"kind": "text", "text": "{1}: Test Dier gets +1/+0."}]}
    objects = [{"id": "p", "card": "Test Dier", "controller": "A", "zone": "hand"}]
    events = [{"type": "enter", "object": "p"}, {"type": "destroy", "target": "p"}]

    result = play(objects, events=events, cards=[card])

    assert entries(result) == [("p", "When Test Dier dies, draw a card.", ["603.1"])]
