"""The Oracle compiler (engine.oracle, issue 11): each template, the near misses it must leave
alone, and the line-by-line contract (207.2a reminder text, 207.2c ability words, 201.5
self-references)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.library.cards import parse_card
from engine.oracle import Compiled, OracleError, compile_face

CREATURE = {"name": "Test Card", "types": ["Creature"], "power": 2, "toughness": 2}
ENCHANTMENT = {"name": "Test Card", "types": ["Enchantment"]}
AURA = {"name": "Test Card", "types": ["Enchantment"], "subtypes": ["Aura"]}
INSTANT = {"name": "Test Card", "types": ["Instant"]}
LAND = {"name": "Test Card", "types": ["Land"]}


def _compile(face: dict[str, Any], text: str) -> Compiled:
    return compile_face({**face, "text": text})


def _only(face: dict[str, Any], text: str) -> list[dict[str, Any]]:
    """The abilities of a one-line text, asserting the line was claimed."""
    compiled = _compile(face, text)
    assert compiled.not_modelled == (), compiled.lines
    return list(compiled.abilities)


def _is_valid(face: dict[str, Any], compiled: Compiled) -> None:
    """The compiled abilities load as a card's (the engine's own check)."""
    parse_card({**face, "abilities": list(compiled.abilities)}, "card")


# --- keyword lines (702) ------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "keywords"), [
    ("Flying", ["Flying"]),
    ("Flying, first strike", ["Flying", "First strike"]),
    ("Trample, indestructible", ["Trample", "Indestructible"]),
    ("Persist (When this creature dies, if it had no -1/-1 counters on it, return it.)",
     ["Persist"]),
    ("Protection from everything", ["Protection from everything"]),
    ("Protection from red and from white", ["Protection from red and from white"]),
    ("Deathtouch, lifelink", ["Deathtouch", "Lifelink"]),
    ("Equip {1}", ["Equip {1}"]),
    ("Equip legendary creature {3}", ["Equip legendary creature {3}"]),
])
def test_keyword_lines_compile_to_keyword_abilities(text: str, keywords: list[str]) -> None:
    """A line of keywords the engine knows is its keyword abilities, spelt as 702 spells them."""
    abilities = _only(CREATURE, text)

    assert abilities == [{"kind": "keyword", "keyword": k} for k in keywords]


@pytest.mark.parametrize("text", [
    "Flying, cascade",  # a keyword the engine doesn't know
    "Ward {2}",  # a keyword with a parameter it doesn't read
    "Protection from Humans",  # a quality it can't judge (702.16a)
    "Hexproof from black",
    "Enchant tapped creature",  # engine.abilities.enchant would read "tapped" as a subtype
    "Equip—Pay 3 life.",
    "Flying, flying",
])
def test_keyword_lines_it_must_not_claim(text: str) -> None:
    """A keyword line with one unknown or unreadable keyword is left whole."""
    compiled = _compile(AURA, text)

    assert compiled.abilities == () and compiled.not_modelled == (text,)


def test_enchant_line_is_the_keyword() -> None:
    """702.5a: "Enchant creature you control" is read by engine.abilities.enchant as the card
    loads."""
    assert _only(AURA, "Enchant creature you control") == [
        {"kind": "keyword", "keyword": "Enchant creature you control"}]


# --- static abilities (604, 613) ------------------------------------------------------------------


ANTHEM = [{"op": "modify_pt", "power": 1, "toughness": 1}]


@pytest.mark.parametrize(("text", "affects", "modifications"), [
    ("Creatures you control get +1/+1.", {"types": ["Creature"], "controller": "you"}, ANTHEM),
    ("Other creatures you control get +2/+2.",
     {"types": ["Creature"], "controller": "you", "other": True},
     [{"op": "modify_pt", "power": 2, "toughness": 2}]),
    ("Creatures your opponents control get -2/-2.",
     {"types": ["Creature"], "controller": "opponent"},
     [{"op": "modify_pt", "power": -2, "toughness": -2}]),
    ("Other Elf creatures you control get +1/+1.",
     {"types": ["Creature"], "subtypes": ["Elf"], "controller": "you", "other": True}, ANTHEM),
    ("Other Elves you control get +1/+1.",
     {"subtypes": ["Elf"], "controller": "you", "other": True}, ANTHEM),
    ("Other Merfolk get +1/+1 and have islandwalk.", {"subtypes": ["Merfolk"], "other": True},
     [{"op": "add_abilities", "abilities": ["Islandwalk"]}, *ANTHEM]),
    ("White creatures you control get +1/+1.",
     {"types": ["Creature"], "colors": ["W"], "controller": "you"}, ANTHEM),
    ("Nontoken creatures you control get +1/+1.",
     {"types": ["Creature"], "controller": "you", "token": False}, ANTHEM),
    ("Artifact creatures you control get +1/+1.",
     {"types": ["Artifact", "Creature"], "controller": "you"}, ANTHEM),
    ("All creatures get -1/-1.", {"types": ["Creature"]},
     [{"op": "modify_pt", "power": -1, "toughness": -1}]),
    ("Creatures you control have flying.", {"types": ["Creature"], "controller": "you"},
     [{"op": "add_abilities", "abilities": ["Flying"]}]),
    ("Creatures you control get +1/+1 and have vigilance and lifelink.",
     {"types": ["Creature"], "controller": "you"},
     [{"op": "add_abilities", "abilities": ["Vigilance", "Lifelink"]}, *ANTHEM]),
    ("Creatures your opponents control lose infect.",
     {"types": ["Creature"], "controller": "opponent"},
     [{"op": "remove_abilities", "keywords": ["Infect"]}]),
    ("All creatures lose all abilities and have base power and toughness 1/1.",
     {"types": ["Creature"]},
     [{"op": "remove_all_abilities"}, {"op": "set_pt", "power": 1, "toughness": 1}]),
    ("All creatures are black.", {"types": ["Creature"]},
     [{"op": "set_colors", "colors": ["B"]}]),
    ("Cards in graveyards lose all abilities.", {"zones": ["graveyard"]},
     [{"op": "remove_all_abilities"}]),
    ("Nonbasic lands are Mountains.", {"types": ["Land"], "not_supertypes": ["Basic"]},
     [{"op": "set_subtypes", "subtypes": ["Mountain"]}]),
    ("All permanents are artifacts in addition to their other types.", {},
     [{"op": "add_types", "types": ["Artifact"]}]),
    ("Each land is a Swamp in addition to its other land types.", {"types": ["Land"]},
     [{"op": "add_types", "subtypes": ["Swamp"]}]),
    ("All cards that aren't on the battlefield, spells, and permanents are colorless.",
     {"zones": "all"}, [{"op": "set_colors", "colors": []}]),
    ("Lands you control are every basic land type in addition to their other types.",
     {"types": ["Land"], "controller": "you"},
     [{"op": "add_types", "subtypes": ["Plains", "Island", "Swamp", "Mountain", "Forest"]}]),
    ("Other creatures and artifacts you control get +1/+1.",
     {"any": [{"types": ["Creature"]}, {"types": ["Artifact"]}], "controller": "you",
      "other": True}, ANTHEM),
    ("Creatures you control of the chosen color get +1/+1.",
     {"types": ["Creature"], "colors": [{"chosen": "color"}], "controller": "you"}, ANTHEM),
    ("All nonland permanents are the chosen color.", {"not_types": ["Land"]},
     [{"op": "set_colors", "colors": [{"chosen": "color"}]}]),
    ("Each noncreature artifact is an artifact creature with base power and toughness each "
     "equal to its mana value.", {"types": ["Artifact"], "not_types": ["Creature"]},
     [{"op": "add_types", "types": ["Creature"]},
      {"op": "set_pt", "power": {"mana_value": "it"}, "toughness": {"mana_value": "it"}}]),
])
def test_static_abilities_of_groups(text: str, affects: Any, modifications: list[Any]) -> None:
    """A subject and its predicates are one static ability, modifications in layer order."""
    abilities = _only(ENCHANTMENT, text)

    assert abilities == [{"kind": "static", "label": text, "affects": affects,
                          "modifications": modifications}]


@pytest.mark.parametrize(("text", "affects", "modifications"), [
    ("Enchanted creature gets +2/+2 and has flying.", "enchanted",
     [{"op": "add_abilities", "abilities": ["Flying"]},
      {"op": "modify_pt", "power": 2, "toughness": 2}]),
    ("Enchanted creature gets +1/+1 for each Forest you control.", "enchanted",
     [{"op": "modify_pt", "power": {"count": {"subtypes": ["Forest"], "controller": "you"}},
       "toughness": {"count": {"subtypes": ["Forest"], "controller": "you"}}}]),
    ("Equipped creature gets +2/+0.", "equipped",
     [{"op": "modify_pt", "power": 2, "toughness": 0}]),
    ("You control enchanted creature.", "enchanted", [{"op": "gain_control"}]),
    ("Enchanted land is a Swamp.", "enchanted", [{"op": "set_subtypes", "subtypes": ["Swamp"]}]),
    ("Enchanted artifact is a creature with base power and toughness 5/5 in addition to its "
     "other types.", "enchanted",
     [{"op": "add_types", "types": ["Creature"]}, {"op": "set_pt", "power": 5, "toughness": 5}]),
])
def test_static_abilities_of_auras_and_equipment(text: str, affects: str,
                                                 modifications: list[Any]) -> None:
    """ "Enchanted creature" and "equipped creature" are what the source is attached to."""
    abilities = _only(AURA, text)

    assert abilities == [{"kind": "static", "label": text, "affects": affects,
                          "modifications": modifications}]


def test_self_static_with_a_count() -> None:
    """ "~ gets +1/+1 for each creature card in your graveyard" counts cards there."""
    counted = {"count": {"zones": ["graveyard"], "types": ["Creature"], "owner": "you"}}

    abilities = _only(CREATURE, "Test Card gets +1/+1 for each creature card in your graveyard.")

    assert abilities[0]["affects"] == "self"
    assert abilities[0]["modifications"] == [
        {"op": "modify_pt", "power": counted, "toughness": counted}]


def test_characteristic_defining_ability_of_a_star_creature() -> None:
    """604.3: a */* creature's "power and toughness are each equal to" is a CDA in 7a."""
    face = {**CREATURE, "power": "*", "toughness": "*"}
    counted = {"count": {"types": ["Creature"], "controller": "you"}}

    abilities = _only(face, "Test Card's power and toughness are each equal to the number of "
                            "creatures you control.")

    assert abilities[0]["cda"] is True
    assert abilities[0]["modifications"] == [
        {"op": "set_pt", "power": counted, "toughness": counted}]


def test_star_plus_one_creature_counts_card_types() -> None:
    """604.3: Tarmogoyf's */1+*: power a number, toughness that number plus 1."""
    face = {**CREATURE, "power": "*", "toughness": "1+*"}
    among = {"card_types_among": {"zones": ["graveyard"]}}

    abilities = _only(face, "Test Card's power is equal to the number of card types among cards "
                            "in all graveyards and its toughness is equal to that number plus 1.")

    assert abilities[0]["modifications"] == [
        {"op": "set_pt", "power": among, "toughness": {"sum": [among, 1]}}]


def test_granting_keywords_to_itself_is_the_keyword() -> None:
    """ "~ has protection from the chosen color" is written as the keyword (Voice of All)."""
    abilities = _only(CREATURE, "Test Card has protection from the chosen color.")

    assert abilities == [{"kind": "keyword", "keyword": "Protection from the chosen color"}]


@pytest.mark.parametrize("text", [
    # 611.2a: a duration belongs to a resolving spell, not a static ability.
    "Creatures you control get +1/+1 until end of turn.",
    # 611.3a: a condition the engine can't read exactly (templates_conditional reads "as long
    # as you control a Plains"; tests/engine/test_conditional_statics.py).
    "Other creatures you control get +1/+1 as long as you control fewer than three Plains.",
    "Test Card has flying as long as you control an Island and a Swamp.",
    # 115.1: a static ability has no targets.
    "Target creature gets +1/+1.",
    # Filters the format can't say exactly.
    "Creatures you control with flying get +1/+1.",
    "Other tapped creatures you control get +1/+1.",
    "Elf Warrior creatures you control get +1/+1.",
    "White and blue creatures you control get +1/+1.",
    "Creatures you control get +1/+0 for each other creature you control.",
    "Test Card gets +2/+2 for each creature you control.",
    "Test Card gets +1/+1 for each card in your opponents' hands.",
    "Enchanted creature can't attack or block.",
    "Each creature is a Forest in addition to its other land types.",
    "Creatures you control are every basic land type in addition to their other types.",
    "White creatures and artifacts you control get +1/+1.",
    # A */* CDA on a creature with printed numbers is not a CDA.
    "Test Card's power and toughness are each equal to the number of creatures you control.",
])
def test_static_near_misses_are_not_claimed(text: str) -> None:
    """Lines that look like a static template but aren't one exactly are left whole."""
    compiled = _compile(CREATURE, text)

    assert compiled.abilities == () and compiled.not_modelled == (text,)


def test_a_spell_has_no_static_abilities() -> None:
    """An instant's "Creatures you control get +1/+1." isn't a static ability (113.3)."""
    assert _compile(INSTANT, "Creatures you control get +1/+1.").not_modelled != ()


# --- replacement, prevention and "can't" (614, 615) ------------------------------------------


@pytest.mark.parametrize(("face", "text", "event", "instead"), [
    (LAND, "This land enters tapped.", {"type": "enter", "object": "self"}, {"tapped": True}),
    (CREATURE, "Test Card enters the battlefield tapped.", {"type": "enter", "object": "self"},
     {"tapped": True}),
    (CREATURE, "Test Card enters with two +1/+1 counters on it.",
     {"type": "enter", "object": "self"}, {"counters": {"+1/+1": 2}}),
    (ENCHANTMENT, "Permanents enter tapped.", {"type": "enter", "object": {"zones": "all"}},
     {"tapped": True}),
    (CREATURE, "If Test Card would die, exile it instead.",
     {"type": "move", "object": "self", "from": "battlefield", "to": "graveyard"},
     {"to": "exile"}),
    (CREATURE, "Each other non-Human creature you control enters with an additional +1/+1 "
     "counter on it.", {"type": "enter", "object": {
         "types": ["Creature"], "not_subtypes": ["Human"], "controller": "you", "other": True,
         "zones": "all"}}, {"counters": {"+1/+1": 1}}),
    (ENCHANTMENT, "If a nontoken creature an opponent controls would die, exile it instead.",
     {"type": "move", "object": {"types": ["Creature"], "controller": "opponent",
                                 "token": False}, "from": "battlefield", "to": "graveyard"},
     {"to": "exile"}),
    (ENCHANTMENT, "Artifacts, creatures, and lands your opponents control enter tapped.",
     {"type": "enter", "object": {"any": [{"types": ["Artifact"]}, {"types": ["Creature"]},
                                          {"types": ["Land"]}],
                                  "controller": "opponent", "zones": "all"}}, {"tapped": True}),
    (ENCHANTMENT, "If a player would gain life, that player gains no life instead.",
     {"type": "gain_life", "player": "any"}, {"amount": {"set": 0}}),
    (CREATURE, "If damage would be dealt to Test Card, put that many +1/+1 counters on it "
     "instead.", {"type": "damage", "permanents": "self"},
     [{"do": "put_counters", "counter": "+1/+1"}]),
    (ENCHANTMENT, "If a card or token would be put into a graveyard from anywhere, exile it "
     "instead.", {"type": "move", "object": {"zones": "all"}, "to": "graveyard"},
     {"to": "exile"}),
    (ENCHANTMENT, "If you would gain life, you gain twice that much life instead.",
     {"type": "gain_life", "player": "you"}, {"amount": {"times": 2}}),
    (ENCHANTMENT, "If one or more +1/+1 counters would be put on a creature you control, that "
     "many plus one +1/+1 counters are put on it instead.",
     {"type": "counters", "on": {"types": ["Creature"], "controller": "you"},
      "counter": "+1/+1"}, {"amount": {"plus": 1}}),
    (ENCHANTMENT, "If a source you control would deal damage to a permanent or player, it deals "
     "double that damage to that permanent or player instead.",
     {"type": "damage", "source": {"controller": "you"}, "players": "any", "permanents": {}},
     {"amount": {"times": 2}}),
    (ENCHANTMENT, "If a red source you control would deal damage to an opponent or a permanent "
     "an opponent controls, it deals that much damage plus 2 instead.",
     {"type": "damage", "source": {"colors": ["R"], "controller": "you"},
      "players": "opponent", "permanents": {"controller": "opponent"}},
     {"amount": {"plus": 2}}),
])
def test_replacement_abilities(face: dict[str, Any], text: str, event: Any, instead: Any) -> None:
    """614.1: an event pattern and what happens instead."""
    abilities = _only(face, text)

    assert abilities == [{"kind": "replacement", "label": text, "event": event,
                          "instead": instead}]


def test_graveyard_replacement_from_anywhere_works_in_every_zone() -> None:
    """Progenitus's "from anywhere" functions wherever the card is."""
    abilities = _only(CREATURE, "If Test Card would be put into a graveyard from anywhere, "
                                "reveal Test Card and shuffle it into its owner's library instead.")

    assert abilities[0]["functions_in"] == "all" and abilities[0]["instead"] == {"to": "library"}


@pytest.mark.parametrize(("text", "expected"), [
    ("Damage can't be prevented.", {"what": ["prevent_damage"]}),
    ("Players can't gain life.", {"what": ["gain_life"]}),
    ("You can't lose the game.", {"what": ["lose_game"]}),
    ("Creatures you control can't have -1/-1 counters put on them.",
     {"what": ["permanents_get_counters"], "counter": "-1/-1",
      "affects": {"types": ["Creature"], "controller": "you"}}),
])
def test_cant_abilities(text: str, expected: dict[str, Any]) -> None:
    """What can't happen (614.7's kind of effect)."""
    assert _only(ENCHANTMENT, text) == [{"kind": "cant", "label": text, **expected}]


@pytest.mark.parametrize(("text", "prevent", "event"), [
    ("If a source would deal damage to you, prevent 1 of that damage.", {"each_time": 1},
     {"type": "damage", "players": "you"}),
    ("If a source would deal damage to you or a permanent you control, prevent half that "
     "damage, rounded up.", "half",
     {"type": "damage", "players": "you", "permanents": {"controller": "you"}}),
])
def test_prevention_abilities(text: str, prevent: Any, event: Any) -> None:
    """615: a damage pattern and how much it prevents."""
    assert _only(ENCHANTMENT, text) == [{"kind": "prevention", "label": text, "event": event,
                                         "prevent": prevent}]


@pytest.mark.parametrize("text", [
    "You can't gain life.",  # the engine's gain_life stops every player
    "Your opponents can't gain life.",
    "If a source would deal combat damage to you, prevent 1 of that damage.",
    # (107.3m: "enters with X +1/+1 counters" is read now: tests/engine/test_oracle_xcounters.py)
    "Test Card enters tapped with X +1/+1 counters on it.",
    "Test Card enters with a +1/+1 counter on it for each creature you control.",
    "If a creature would enter under an opponent's control this turn, it enters under your "
    "control instead.",
    # (A creature type chosen as it enters is read since round 7: test_oracle_modal.py.)
    "As Test Card enters, choose a creature type and a color.",
    "If an artifact would die, exile it instead.",  # 700.4: only creatures die
    "Other creatures you control enter with an additional +1/+1 counter on them for each "
    "Aura you control.",
])
def test_replacement_near_misses_are_not_claimed(text: str) -> None:
    """What the replacement and "can't" kinds can't say exactly is left whole."""
    assert _compile(CREATURE, text).not_modelled == (text,)


# --- triggered abilities (603) ------------------------------------------------------------------


@pytest.mark.parametrize(("text", "trigger", "targets", "effect"), [
    ("When this creature enters, you gain 3 life.", {"on": "enters", "object": "self"}, None,
     [{"do": "gain_life", "player": "you", "amount": 3}]),
    ("When Test Card dies, draw a card.", {"on": "dies", "object": "self"}, None,
     [{"do": "draw", "player": "you", "amount": 1}]),
    ("Whenever another creature you control dies, each opponent loses 1 life and you gain 1 "
     "life.", {"on": "dies", "object": {"types": ["Creature"], "controller": "you",
                                        "other": True}}, None,
     [{"do": "lose_life", "player": "each_opponent", "amount": 1},
      {"do": "gain_life", "player": "you", "amount": 1}]),
    ("Whenever Test Card or another creature dies, target player loses 1 life.",
     {"on": "dies", "object": {"types": ["Creature"]}}, [{"player": "any"}],
     [{"do": "lose_life", "player": "target", "amount": 1}]),
    ("At the beginning of your upkeep, you lose 1 life.",
     {"on": "beginning_of", "step": "upkeep", "player": "you"}, None,
     [{"do": "lose_life", "player": "you", "amount": 1}]),
    ("At the beginning of each opponent's upkeep, that player loses 1 life.",
     {"on": "beginning_of", "step": "upkeep", "player": "opponent"}, None,
     [{"do": "lose_life", "player": "that_player", "amount": 1}]),
    ("Whenever you gain life, put a +1/+1 counter on this creature.",
     {"on": "gain_life", "player": "you"}, None,
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "self"}]),
    ("Landfall — Whenever a land you control enters, you gain 1 life.",
     {"on": "enters", "object": {"types": ["Land"], "controller": "you"}}, None,
     [{"do": "gain_life", "player": "you", "amount": 1}]),
    ("When this creature enters, destroy target artifact or enchantment.",
     {"on": "enters", "object": "self"},
     [{"object": {"any": [{"types": ["Artifact"]}, {"types": ["Enchantment"]}]}}],
     [{"do": "destroy", "object": "target"}]),
    ("When this creature enters, this creature deals 2 damage to target creature.",
     {"on": "enters", "object": "self"}, [{"object": {"types": ["Creature"]}}],
     [{"do": "damage", "amount": 2, "object": "target"}]),
    ("When this creature enters, it deals 1 damage to each other creature.",
     {"on": "enters", "object": "self"}, None,
     [{"do": "damage", "amount": 1, "objects": {"types": ["Creature"], "other": True}}]),
    ("When this creature enters, destroy target artifact, enchantment, or land.",
     {"on": "enters", "object": "self"},
     [{"object": {"any": [{"types": ["Artifact"]}, {"types": ["Enchantment"]},
                          {"types": ["Land"]}]}}],
     [{"do": "destroy", "object": "target"}]),
    ("Whenever an opponent draws a card, they lose 2 life.", {"on": "draw", "player": "opponent"},
     None, [{"do": "lose_life", "player": "that_player", "amount": 2}]),
    ("Whenever another creature you control enters, put a +1/+1 counter on that creature and a "
     "+1/+1 counter on this creature.",
     {"on": "enters", "object": {"types": ["Creature"], "controller": "you", "other": True}},
     None, [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "it"},
            {"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "self"}]),
    ("Whenever this creature deals combat damage to a player, draw a card.",
     {"on": "damage", "source": "self", "player": "any", "combat": True}, None,
     [{"do": "draw", "player": "you", "amount": 1}]),
    ("At the beginning of the end step, sacrifice this creature.",
     {"on": "beginning_of", "step": "end", "player": "any"}, None,
     [{"do": "sacrifice", "object": "self"}]),
])
def test_triggered_abilities(text: str, trigger: Any, targets: Any, effect: Any) -> None:
    """603.1: a trigger condition and an effect from the shared library of actions."""
    expected = {"kind": "triggered", "label": text, "trigger": trigger, "effect": effect}
    if targets is not None:
        expected["targets"] = targets

    assert _only(CREATURE, text) == [expected]


@pytest.mark.parametrize("text", [
    # 603.5: "you may" governs one sentence ("If you do" is read with if_done:
    # tests/engine/test_if_you_do.py).
    "When this creature enters, you may draw a card. You lose 1 life.",
    "When this creature enters, it deals 2 damage to any other target.",
    "When this creature enters, target player draws a card and target player loses 1 life.",
    "At the beginning of your upkeep, that player loses 1 life.",
    "At the beginning of combat on your turn, target creature gets +1/+1 until your next turn.",
    # One target exiled until this creature leaves is read (610.3, round 8's
    # tests/engine/test_oracle_linked.py); every creature that matches isn't.
    "When this creature enters, exile all creatures with power 5 or greater until this "
    "creature leaves the battlefield.",
    # Two events the engine has no one trigger for (attacks or blocks is one: 508.3a, 509.5a).
    "Whenever this creature attacks or becomes blocked, you gain 1 life.",
    # "it" is this creature only while it is on the battlefield (400.7).
    "When this creature dies, put a +1/+1 counter on it.",
    "When this creature leaves the battlefield, put a +1/+1 counter on it.",
    # "it" of an attack trigger is the attacker (508.3a); of a dies trigger, a new object.
    "Whenever a creature you control dies, put a +1/+1 counter on it.",
    "Whenever this creature attacks with two or more other creatures, you gain 1 life.",
    # Round 5 reads "if you control a Forest" (603.4, templates_intervening); "another" isn't
    # (the condition is read without its source).
    "When this creature enters, if you control another Forest, you gain 1 life.",
    # "it" is the source only in the source's own trigger; "that creature" needs one entering.
    "Whenever a creature you control enters, it deals 1 damage to each opponent.",
    "When this creature dies, put a +1/+1 counter on that creature.",
])
def test_triggered_near_misses_are_not_claimed(text: str) -> None:
    """What the triggered kind can't say exactly is left whole."""
    assert _compile(CREATURE, text).not_modelled == (text,)


# --- spells, activated and mana abilities (611.2, 605) ------------------------------------------


_A_CREATURE = {"targets": [{"object": {"types": ["Creature"]}}]}


@pytest.mark.parametrize(("text", "affects", "modifications", "targets"), [
    ("Target creature gets +3/+3 until end of turn.", "targets",
     [{"op": "modify_pt", "power": 3, "toughness": 3}], _A_CREATURE),
    ("Target creature you control gets +2/+2 and gains trample until end of turn.", "targets",
     [{"op": "add_abilities", "abilities": ["Trample"]},
      {"op": "modify_pt", "power": 2, "toughness": 2}],
     {"targets": [{"object": {"types": ["Creature"], "controller": "you"}}]}),
    ("Creatures you control get +2/+2 until end of turn.",
     {"types": ["Creature"], "controller": "you"},
     [{"op": "modify_pt", "power": 2, "toughness": 2}], {}),
    ("Until end of turn, target creature gains flying.", "targets",
     [{"op": "add_abilities", "abilities": ["Flying"]}], _A_CREATURE),
    ("Until end of turn, target creature loses all abilities and has base power and toughness "
     "0/1.", "targets",
     [{"op": "remove_all_abilities"}, {"op": "set_pt", "power": 0, "toughness": 1}],
     _A_CREATURE),
])
def test_spells_until_end_of_turn(text: str, affects: Any, modifications: Any,
                                  targets: dict[str, Any]) -> None:
    """611.2a: an instant's continuous effect lasts until end of turn; what "target creature"
    may be is its target (115.1, 601.2c)."""
    assert _only(INSTANT, text) == [{"kind": "spell", "label": text, "affects": affects,
                                     "modifications": modifications,
                                     "duration": "end_of_turn", **targets}]


@pytest.mark.parametrize(("text", "expected"), [
    ("Prevent the next 4 damage that would be dealt to any target this turn.",
     {"event": {"type": "damage", "players": "target", "permanents": "targets"},
      "prevent": {"next": 4}}),
    ("Prevent all combat damage that would be dealt this turn.",
     {"event": {"type": "damage", "combat": True}, "prevent": "all"}),
])
def test_prevention_spells(text: str, expected: dict[str, Any]) -> None:
    """615.7 shields and Fog's "prevent all", this turn."""
    assert _only(INSTANT, text) == [{"kind": "prevention", "label": text, **expected,
                                     "duration": "end_of_turn"}]


def test_copy_as_it_enters() -> None:
    """706.2: "You may have ~ enter as a copy of any artifact on the battlefield"."""
    assert _only({**ENCHANTMENT, "types": ["Artifact"]},
                 "You may have Test Card enter as a copy of any artifact on the battlefield.")[0][
        "modifications"] == [{"op": "copy", "of": "chosen"}]


def test_activated_pump_keeps_the_printed_cost() -> None:
    """602.1: the cost is the words before the colon, with the card's own name; what it may
    target is its target spec (115.1, 602.2b)."""
    text = "{2}, Sacrifice Test Card: Target creature gets +2/+2 until end of turn."

    abilities = _only(CREATURE, text)

    assert abilities == [{"kind": "activated", "label": text,
                          "cost": "{2}, Sacrifice Test Card", "affects": "targets",
                          "targets": [{"object": {"types": ["Creature"]}}],
                          "modifications": [{"op": "modify_pt", "power": 2, "toughness": 2}],
                          "duration": "end_of_turn"}]


def test_regeneration_is_a_shield_with_a_cost() -> None:
    """614.8: "{B}: Regenerate ~." is a replacement effect once it resolved."""
    assert _only(CREATURE, "{B}: Regenerate Test Card.") == [
        {"kind": "replacement", "label": "{B}: Regenerate Test Card.",
         "event": {"type": "destroy", "object": "targets"}, "instead": [{"do": "regenerate"}],
         "cost": "{B}"}]


@pytest.mark.parametrize(("text", "expected"), [
    ("{T}: Add {G}.", {"kind": "mana", "produces": ["G"]}),
    ("{T}: Add {R} or {W}.", {"kind": "mana", "produces": ["R", "W"]}),
    ("{T}: Add {W}, {U}, or {B}.",
     {"kind": "mana", "produces": ["W", "U", "B"], "label": "{T}: Add {W}, {U}, or {B}."}),
])
def test_mana_abilities(text: str, expected: dict[str, Any]) -> None:
    """605.1a: a mana ability that adds one mana; the label only when it isn't the default."""
    assert _only(LAND, text) == [expected]


@pytest.mark.parametrize(("face", "text"), [
    # (Up to N targets are read since round 7, test_oracle_modal.py; not "any number".)
    (INSTANT, "Any number of target creatures each get +2/+2 until end of turn."),
    # Round 6 reads "... until end of turn. Draw a card." (templates_spell_then: two spell
    # abilities); a later sentence about the same target is read since round 7
    # (templates_spell_target's same_targets), but not one after the object moved (400.7).
    (INSTANT, "Destroy target creature. It gains haste until end of turn."),
    # (A loyalty cost, "+1: Target creature gets +2/+2 until end of turn.", is read since round
    # 9: tests/engine/test_oracle_loyalty.py.)
    (LAND, "{T}: Add {W}{U}{B}."),  # three colors at once (templates_mana reads two)
    # ("{T}, Pay 1 life: Add {G}." is read since round 8: tests/engine/test_oracle_life_costs.py)
    (LAND, "{T}, Pay {E}: Add {G}."),
    (INSTANT, "Test Card gets +1/+1 until end of turn."),
])
def test_resolved_near_misses_are_not_claimed(face: dict[str, Any], text: str) -> None:
    """Spells and abilities with more than the compiled effect are left whole."""
    assert _compile(face, text).not_modelled == (text,)


# --- lines ---------------------------------------------------------------------------------


def test_label_is_the_line_without_reminder_text() -> None:
    """207.2a: reminder text is dropped from the label and from matching."""
    text = ("Whenever another nontoken creature you control enters, bolster 1. (Choose a "
            "creature with the least toughness among creatures you control and put a +1/+1 "
            "counter on it.)")

    abilities = _only(CREATURE, text)

    assert abilities[0]["label"] == ("Whenever another nontoken creature you control enters, "
                                     "bolster 1.")


def test_a_line_of_reminder_text_is_claimed_with_no_abilities() -> None:
    """207.2a: a basic land's "({T}: Add {G}.)" says nothing the rules don't."""
    compiled = _compile({"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]},
                        "({T}: Add {G}.)")

    assert compiled.abilities == () and compiled.not_modelled == ()
    assert compiled.lines[0].template == "reminder_text"


def test_legendary_short_name_is_the_card_itself() -> None:
    """201.5: Oracle text calls a legendary card by the first part of its name."""
    face = {"name": "Gisela, Blade of Goldnight", "supertypes": ["Legendary"],
            "types": ["Creature"]}

    abilities = _only(face, "When Gisela enters, you gain 1 life.")

    assert abilities[0]["trigger"] == {"on": "enters", "object": "self"}


def test_ability_word_stays_in_the_label() -> None:
    """207.2c: an ability word has no rules meaning, but the label keeps it."""
    text = "Landfall — Whenever a land you control enters, you gain 1 life."

    assert _only(CREATURE, text)[0]["label"] == text


def test_each_line_is_claimed_or_not_modelled() -> None:
    """One claimed line and one left: the card is partly modelled, in Oracle order."""
    compiled = _compile(CREATURE, "Flying\nWhenever this becomes tapped, draw a card.")

    assert [line.claimed for line in compiled.lines] == [True, False]
    assert compiled.not_modelled == ("Whenever this becomes tapped, draw a card.",)
    assert not compiled.is_modelled


def test_card_abilities_carry_the_lines_left_as_text() -> None:
    """card_abilities() keeps Oracle order, with each line not compiled as a text ability."""
    compiled = _compile(CREATURE, "Flying\nWhenever this becomes tapped, draw a card. (Hi.)")

    abilities = compiled.card_abilities()

    assert abilities == ({"kind": "keyword", "keyword": "Flying"},
                         {"kind": "text", "text": "Whenever this becomes tapped, draw a card."})
    parse_card({**CREATURE, "abilities": list(abilities)}, "card")


@pytest.mark.parametrize("face", [None, "Flying", {"name": "X", "text": 3},
                                  {"name": "X", "text": "", "types": "Creature"}])
def test_a_face_that_isnt_one_is_a_caller_mistake(face: Any) -> None:
    """compile_face raises OracleError (a ValueError) for what isn't a card face."""
    with pytest.raises(OracleError):
        compile_face(face)


# --- properties ----------------------------------------------------------------------------

_FRAGMENTS = [
    "Flying", "first strike", "Creatures you control get +1/+1", "Other", "Elves", "Merfolk",
    "you control", "have", "flying", "and", ",", ".", "Test Card", "~", "this creature",
    "When", "Whenever", "enters", "dies", "you gain 1 life", "target player", "(reminder)",
    "{T}: Add {G}.", "{R}:", "gets +1/+0 until end of turn", "If", "would die", "exile it instead",
    "Enchant creature", "Equip {1}", "—", "Landfall", "\n", " ", "Protection from red",
    "for each", "Forest", "base power and toughness 1/1", "target creature", "instead",
]
_TEXTS = st.one_of(st.text(max_size=200),
                   st.lists(st.sampled_from(_FRAGMENTS), max_size=14).map(" ".join),
                   st.lists(st.sampled_from(_FRAGMENTS), max_size=14).map("".join))
_FACES = st.sampled_from([CREATURE, ENCHANTMENT, AURA, INSTANT, LAND, {"name": ""},
                          {"name": "Test Card", "supertypes": ["Legendary"]}])


@settings(max_examples=300, deadline=None)
@given(face=_FACES, text=_TEXTS)
def test_every_line_is_claimed_or_not_modelled_never_both(face: dict[str, Any],
                                                          text: str) -> None:
    """compile_face never raises on text, loses no line and never both claims and leaves one;
    what it claims, and the whole card with the lines left as text, loads as a card."""
    paragraphs = [p.strip() for p in text.replace("\r", "\n").split("\n") if p.strip()]

    compiled = _compile(face, text)

    assert [line.text for line in compiled.lines] == paragraphs
    left = [line.text for line in compiled.lines if not line.claimed]
    assert list(compiled.not_modelled) == left
    assert all(line.abilities == () for line in compiled.lines if not line.claimed)
    assert all(line.problem == "" for line in compiled.lines)
    if face.get("name"):
        _is_valid(face, compiled)
        parse_card({**face, "abilities": list(compiled.card_abilities())}, "card")


def test_a_template_that_fails_leaves_the_line_and_says_why(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug in a template never stops compile_face: the line is left, its problem recorded."""
    from engine.oracle import templates_static

    def broken(words: str) -> Any:
        raise RuntimeError("broken reader")

    monkeypatch.setitem(templates_static.READERS, "objects", broken)

    compiled = _compile(ENCHANTMENT, "Creatures you control get +1/+1.")

    assert compiled.not_modelled == ("Creatures you control get +1/+1.",)
    assert "broken reader" in compiled.lines[0].problem
