"""Issue 27 round 5, intervening "if" about the permanents a triggered ability's controller
controls (engine/oracle/templates_intervening.py; 603.4): real corpus lines read into the exact
ability, near misses left unread, and the engine's side played as scenarios: the condition
checked as the ability triggers and again as it resolves."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.library.cards import parse_card
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401 (goldens)


def _face(name: str, types: str, text: str, **more: Any) -> dict[str, Any]:
    return {"name": name, "types": types.split(" "), "text": text, "power": 2,
            "toughness": 4, **more}


def _read(name: str, types: str, text: str) -> list[dict[str, Any]]:
    """The abilities of a real card's text without labels; every line claimed, and the engine
    loads them as a card's."""
    face = _face(name, types, text)
    return read_whole(face)


def _unread(name: str, types: str, text: str) -> tuple[str, ...]:
    return compile_face(_face(name, types, text)).not_modelled


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


# --- the lines ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "types", "text", "expected"), [
    ("Sunspire Gatekeepers", "Creature",
     "When Sunspire Gatekeepers enters the battlefield, if you control two or more Gates, "
     "create a 2/2 white Knight creature token with vigilance.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "if": {"you_control": {"subtypes": ["Gate"]}, "at_least": 2},
      "effect": [{"do": "create_token", "amount": 1, "token": {
          "types": ["Creature"], "subtypes": ["Knight"], "colors": ["W"], "power": 2,
          "toughness": 2, "keywords": ["Vigilance"]}}]}),
    ("Scute Mob", "Creature",
     "At the beginning of your upkeep, if you control five or more lands, put four +1/+1 "
     "counters on Scute Mob.",
     {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "upkeep", "player": "you"},
      "if": {"you_control": {"types": ["Land"]}, "at_least": 5},
      "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 4, "object": "self"}]}),
    ("Parasitic Strix", "Creature",
     "When Parasitic Strix enters the battlefield, if you control a black permanent, target "
     "player loses 2 life and you gain 2 life.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "if": {"you_control": {"colors": ["B"]}}, "targets": [{"player": "any"}],
      "effect": [{"do": "lose_life", "player": "target", "amount": 2},
                 {"do": "gain_life", "player": "you", "amount": 2}]}),
    ("Complex Automaton", "Artifact Creature",
     "At the beginning of your upkeep, if you control seven or more permanents, return "
     "Complex Automaton to its owner's hand.",
     {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "upkeep", "player": "you"},
      "if": {"you_control": {}, "at_least": 7},
      "effect": [{"do": "return_to_hand", "object": "self"}]}),
    ("Duergar Hedge-Mage", "Creature",
     "When Duergar Hedge-Mage enters the battlefield, if you control two or more Mountains, "
     "you may destroy target artifact.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "if": {"you_control": {"subtypes": ["Mountain"]}, "at_least": 2},
      "targets": [{"object": {"types": ["Artifact"]}}],
      "effect": [{"do": "destroy", "object": "target"}], "may": True}),
    ("Tilonalli's Knight", "Creature",
     "Whenever Tilonalli's Knight attacks, if you control a Dinosaur, Tilonalli's Knight gets "
     "+1/+1 until end of turn.",
     {"kind": "triggered", "trigger": {"on": "attacks", "object": "self"},
      "if": {"you_control": {"subtypes": ["Dinosaur"]}},
      "effect": [{"do": "modify", "modifications": [
          {"op": "modify_pt", "power": 1, "toughness": 1}], "duration": "end_of_turn",
          "object": "self"}]}),
])
def test_if_you_control_is_an_intervening_if(name: str, types: str, text: str,
                                             expected: dict[str, Any]) -> None:
    """603.4: "[trigger], if you control a [noun] / N or more [nouns], [effect]" is the
    triggered ability with ``"if": {"you_control": filter}`` (``at_least`` for "N or more")."""
    assert _read(name, types, text) == [expected]


@pytest.mark.parametrize("text", [
    # "another": read without its source, the condition can't exclude ~.
    "When Zed enters the battlefield, if you control another creature named Zed, draw a card.",
    "At the beginning of your upkeep, if you control no permanents other than Zed and have no "
    "cards in hand, you win the game.",
    "When Zed enters the battlefield, if an opponent controls more lands than you, you may "
    "search your library for a Plains card, put it onto the battlefield, then shuffle your "
    "library.",
    "When Zed enters the battlefield, if you control no other Swamps, draw a card.",
    # 107.8-style counts the state doesn't answer exactly are other lanes' or unread.
    "When Zed enters the battlefield, if you control a creature with power 4 or greater, draw "
    "a card.",
    # 603.10a: a leaves-the-battlefield trigger looks back in time; its "if" is left.
    "When Zed dies, if you control a Forest, draw a card.",
    "Whenever another creature you control dies, if you control an artifact, draw a card.",
    "When Zed enters the battlefield, if you control a blue or red permanent, you may discard "
    "a card. If you do, draw a card.",
])
def test_near_misses_stay_unread(text: str) -> None:
    """603.4: conditions the engine doesn't check exactly ("another", "no other", an
    opponent's permanents, power) stay unread, whole."""
    assert _unread("Zed", "Creature", text) == (text,)


# --- the engine: checked as it triggers and as it resolves (603.4) ----------------------------

GATEKEEPERS_TEXT = ("When Sunspire Gatekeepers enters the battlefield, if you control two or "
                    "more Gates, create a 2/2 white Knight creature token with vigilance.")
GATE: dict[str, Any] = {"name": "Gate", "types": ["Land"], "subtypes": ["Gate"],
                        "abilities": []}


# B's: it triggers on the same entering; APNAP (603.3b) puts it on the stack after (above) A's
# Gatekeepers ability, so it resolves first.
RAZER_TEXT = "Whenever a creature enters the battlefield, destroy all Gates."


def _card_of(name: str, types: str, text: str, **more: Any) -> dict[str, Any]:
    face = _face(name, types, text, **more)
    return {**face, "colors": ["W"], "abilities": list(compile_face(face).card_abilities())}


def _gatekeepers(gates: int, razer: bool = False) -> dict[str, Any]:
    cards = [_card_of("Sunspire Gatekeepers", "Creature", GATEKEEPERS_TEXT,
                      subtypes=["Human", "Knight"]),
             _card_of("Razer", "Enchantment", RAZER_TEXT), GATE]
    objects = [{"id": "k", "card": "Sunspire Gatekeepers", "controller": "A", "zone": "hand"},
               *({"id": f"g{i}", "card": "Gate", "controller": "A"} for i in range(gates))]
    if razer:
        objects.append({"id": "r", "card": "Razer", "controller": "B"})
    return play(objects, [{"type": "cast", "player": "A", "object": "k"}, {"type": "resolve"}],
                cards=cards)


def _tokens(result: dict[str, Any]) -> list[str]:
    return [i for i in result["objects"] if "~t" in i]


def test_with_two_gates_the_ability_triggers_and_makes_a_knight() -> None:
    """Given two Gates A controls, when Sunspire Gatekeepers enters, then its ability triggers
    (603.4 holds) and resolves: a 2/2 Knight token (111.1)."""
    result = _gatekeepers(2)

    assert len(_tokens(result)) == 1
    trigger_steps = [step for step in result["steps"] if step.get("kind") == "trigger"]
    assert [step["rules"] for step in trigger_steps] == [["603.2", "603.4"]]
    assert "111.1" in _rules(result)


def test_with_one_gate_it_doesnt_trigger() -> None:
    """Given one Gate, when Sunspire Gatekeepers enters, then the intervening "if" is false
    as it would trigger (603.4): no ability, no token."""
    result = _gatekeepers(1)

    assert _tokens(result) == []
    assert "111.1" not in _rules(result)


def test_a_gate_gone_before_it_resolves_removes_it() -> None:
    """Given two Gates as it triggers, when B's ability (above it, 603.3b) destroys them
    before it resolves, then 603.4 is checked again and it is removed from the stack: no
    token."""
    result = _gatekeepers(2, razer=True)

    assert _tokens(result) == []
    assert "603.4" in _rules(result)
    assert any("603.4" in step["rules"] for step in result["steps"]
               if step.get("kind") == "stack")


def test_at_least_without_you_control_is_refused() -> None:
    """Format: ``at_least`` counts what ``you_control`` describes; alone it is refused,
    naming the field."""
    card = {"name": "Zed", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "triggered", "label": "z", "trigger": {"on": "enters", "object": "self"},
         "if": {"at_least": 2}, "effect": [{"do": "draw", "player": "you", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match="at_least: only with you_control"):
        parse_card(card, "card")


def test_another_in_an_intervening_if_is_refused() -> None:
    """603.4: ``"other"`` in an intervening "if" (read without its source) is refused rather
    than silently counting the source."""
    card = {"name": "Zed", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "triggered", "label": "z", "trigger": {"on": "enters", "object": "self"},
         "if": {"you_control": {"types": ["Creature"], "other": True}},
         "effect": [{"do": "draw", "player": "you", "amount": 1}]}]}
    with pytest.raises(ScenarioError, match='"other" is not read'):
        parse_card(card, "card")


# --- "if you control no [nouns]", "if a creature died this turn" (603.4) ------------------------

@pytest.mark.parametrize(("name", "types", "text", "expected"), [
    ("Ophiomancer", "Creature",
     "At the beginning of each upkeep, if you control no Snakes, create a 1/1 black Snake "
     "creature token with deathtouch.",
     {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "upkeep", "player": "any"},
      "if": {"you_control_none": {"subtypes": ["Snake"]}},
      "effect": [{"do": "create_token", "amount": 1, "token": {
          "types": ["Creature"], "subtypes": ["Snake"], "colors": ["B"], "power": 1,
          "toughness": 1, "keywords": ["Deathtouch"]}}]}),
    ("Glimmervoid", "Land",
     "At the beginning of the end step, if you control no artifacts, sacrifice Glimmervoid.",
     {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "end", "player": "any"},
      "if": {"you_control_none": {"types": ["Artifact"]}},
      "effect": [{"do": "sacrifice", "object": "self"}]}),
    ("Nantuko Shaman", "Creature",
     "When Nantuko Shaman enters the battlefield, if you control no tapped lands, draw a card.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "if": {"you_control_none": {"types": ["Land"], "tapped": True}},
      "effect": [{"do": "draw", "player": "you", "amount": 1}]}),
    ("Zed", "Creature",
     "At the beginning of your end step, if you control no untapped lands, you gain 2 life.",
     {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "end", "player": "you"},
      "if": {"you_control_none": {"types": ["Land"], "tapped": False}},
      "effect": [{"do": "gain_life", "player": "you", "amount": 2}]}),
    ("Wakedancer", "Creature",
     "Morbid — When Wakedancer enters the battlefield, if a creature died this turn, create a "
     "2/2 black Zombie creature token.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "if": {"creature_died_this_turn": True},
      "effect": [{"do": "create_token", "amount": 1, "token": {
          "types": ["Creature"], "subtypes": ["Zombie"], "colors": ["B"], "power": 2,
          "toughness": 2}}]}),
    ("Osai Vultures", "Creature",
     "At the beginning of each end step, if a creature died this turn, put a carrion counter "
     "on Osai Vultures.",
     {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "end", "player": "any"},
      "if": {"creature_died_this_turn": True},
      "effect": [{"do": "put_counters", "counter": "carrion", "amount": 1, "object": "self"}]}),
])
def test_no_and_morbid_are_intervening_ifs(name: str, types: str, text: str,
                                           expected: dict[str, Any]) -> None:
    """603.4: "if you control no [nouns]" is ``you_control_none``; morbid's "if a creature
    died this turn" is ``creature_died_this_turn``."""
    assert _read(name, types, text) == [expected]


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, if you control no Thopters other than Zed, return Zed "
    "to its owner's hand.",
    "At the beginning of your end step, if you control no untapped tapped lands, you gain 2 "
    "life.",
    "At the beginning of each upkeep, if a creature died last turn, draw a card.",
    "At the beginning of each end step, if a creature you controlled died this turn, draw a "
    "card.",
])
def test_no_and_died_near_misses_stay_unread(text: str) -> None:
    """603.4: "other than ~", words the noun reader lacks, "last turn" and a controller's
    creature dying stay unread, whole."""
    assert _unread("Zed", "Creature", text) == (text,)


OPHIOMANCER_TEXT = ("At the beginning of each upkeep, if you control no Snakes, create a 1/1 "
                    "black Snake creature token with deathtouch.")
SNAKE: dict[str, Any] = {"name": "Snake", "types": ["Creature"], "subtypes": ["Snake"],
                         "power": 1, "toughness": 1, "abilities": []}


def _ophiomancer(snake: bool) -> dict[str, Any]:
    cards = [_card_of("Ophiomancer", "Creature", OPHIOMANCER_TEXT, subtypes=["Human",
                                                                              "Shaman"]), SNAKE]
    objects = [{"id": "o", "card": "Ophiomancer", "controller": "A"}]
    if snake:
        objects.append({"id": "s", "card": "Snake", "controller": "A"})
    return play(objects, [{"type": "upkeep"}], cards=cards)


def test_ophiomancer_without_a_snake_makes_one() -> None:
    """Given no Snake A controls, when the upkeep begins, then Ophiomancer's ability triggers
    (603.4 holds, cited) and makes a Snake token."""
    result = _ophiomancer(False)

    assert len(_tokens(result)) == 1
    assert "603.4" in _rules(result)


def test_ophiomancer_with_a_snake_doesnt_trigger() -> None:
    """Given a Snake A controls, when the upkeep begins, then "if you control no Snakes" is
    false (603.4): no ability, no token."""
    result = _ophiomancer(True)

    assert _tokens(result) == []
    assert "111.1" not in _rules(result)


WAKEDANCER_TEXT = ("Morbid — When Wakedancer enters the battlefield, if a creature died this "
                   "turn, create a 2/2 black Zombie creature token.")


def _wakedancer(died: bool) -> dict[str, Any]:
    cards = [_card_of("Wakedancer", "Creature", WAKEDANCER_TEXT, subtypes=["Human",
                                                                            "Shaman"]), SNAKE]
    objects = [{"id": "w", "card": "Wakedancer", "controller": "A", "zone": "hand"},
               {"id": "s", "card": "Snake", "controller": "B"}]
    first = [{"type": "move", "object": "s", "to": "graveyard"}] if died else []
    return play(objects, [*first, {"type": "cast", "player": "A", "object": "w"},
                          {"type": "resolve"}], cards=cards)


def test_wakedancer_after_a_creature_died_makes_a_zombie() -> None:
    """Given a creature died earlier this turn (700.4), when Wakedancer enters, then its
    morbid ability triggers (603.4) and makes a Zombie token."""
    result = _wakedancer(True)

    assert len(_tokens(result)) == 1
    assert "603.4" in _rules(result)


def test_wakedancer_with_no_death_this_turn_doesnt_trigger() -> None:
    """Given no creature died this turn, when Wakedancer enters, then its morbid ability
    doesn't trigger (603.4): no token."""
    result = _wakedancer(False)

    assert _tokens(result) == []


# --- raid: "if you attacked this turn" (603.4, 508.1) -------------------------------------------

@pytest.mark.parametrize(("text", "rest"), [
    ("Raid — When Mardu Skullhunter enters the battlefield, if you attacked with a creature "
     "this turn, target opponent discards a card.",
     {"targets": [{"player": "opponent"}],
      "effect": [{"do": "discard", "player": "target", "amount": 1}]}),
    ("Raid — When Mardu Skullhunter enters the battlefield, if you attacked this turn, target "
     "opponent discards a card.",
     {"targets": [{"player": "opponent"}],
      "effect": [{"do": "discard", "player": "target", "amount": 1}]}),
])
def test_raid_is_an_intervening_if(text: str, rest: dict[str, Any]) -> None:
    """603.4: raid's "if you attacked (with a creature) this turn" is
    ``you_attacked_this_turn``."""
    assert _read("Mardu Skullhunter", "Creature", text) == [
        {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
         "if": {"you_attacked_this_turn": True}, **rest}]


@pytest.mark.parametrize("text", [
    "When Zed enters the battlefield, if you attacked with three or more creatures this turn, "
    "draw a card.",
    "When Zed enters the battlefield, if an opponent attacked this turn, draw a card.",
    "When Zed enters the battlefield, if you attacked last turn, draw a card.",
])
def test_raid_near_misses_stay_unread(text: str) -> None:
    """603.4: counted attackers, an opponent's attack and "last turn" stay unread, whole."""
    assert _unread("Zed", "Creature", text) == (text,)


# Flash (702.8a): cast during the combat the attack began (the scenario plays no second main
# phase after it).
RAIDER_TEXT = ("Flash\nRaid — When Raider enters the battlefield, if you attacked this turn, "
               "you gain 3 life.")
BEAR: dict[str, Any] = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2,
                        "abilities": []}


def _raider(attack: bool) -> dict[str, Any]:
    cards = [_card_of("Raider", "Creature", RAIDER_TEXT), BEAR]
    objects = [{"id": "r", "card": "Raider", "controller": "A", "zone": "hand"},
               {"id": "b", "card": "Bear", "controller": "A"}]
    first = [{"type": "attack", "attackers": [{"object": "b", "defending": "B"}]}] \
        if attack else []
    return play(objects, [*first, {"type": "cast", "player": "A", "object": "r"},
                          {"type": "resolve"}], cards=cards)


def test_raider_after_an_attack_gains_life() -> None:
    """Given A attacked with a creature this turn (508.1), when Raider enters, then its raid
    ability triggers (603.4) and A gains 3 life."""
    result = _raider(True)

    assert result["players"]["A"]["life"] == 23
    assert "603.4" in _rules(result)


def test_raider_without_an_attack_doesnt_trigger() -> None:
    """Given A didn't attack this turn, when Raider enters, then its raid ability doesn't
    trigger (603.4): A stays at 20."""
    result = _raider(False)

    assert result["players"]["A"]["life"] == 20


def test_raid_with_if_you_do_keeps_both() -> None:
    """603.4, 608.2c: "[trigger], if you attacked with a creature this turn, you may draw a
    card. If you do, discard a card." is the "if you do" ability (templates_ifdo) with the
    intervening "if"."""
    text = ("Raid — At the beginning of your end step, if you attacked with a creature this "
            "turn, you may draw a card. If you do, discard a card.")
    assert _read("Mardu Scout", "Creature", text) == [
        {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "end", "player": "you"},
         "if": {"you_attacked_this_turn": True},
         "effect": [{"do": "draw", "player": "you", "amount": 1},
                    {"do": "discard", "player": "you", "amount": 1, "if_done": True}],
         "may": True}]


NANTUKO_TEXT = ("When Nantuko Shaman enters the battlefield, if you control no tapped lands, draw "
                "a card.")
LAND: dict[str, Any] = {"name": "Plain Land", "types": ["Land"], "abilities": []}


def _nantuko(tapped: bool) -> dict[str, Any]:
    cards = [_card_of("Nantuko Shaman", "Creature", NANTUKO_TEXT), LAND]
    objects = [{"id": "n", "card": "Nantuko Shaman", "controller": "A", "zone": "hand"},
               {"id": "l", "card": "Plain Land", "controller": "A", "tapped": tapped}]
    return play(objects, [{"type": "cast", "player": "A", "object": "n"}, {"type": "resolve"}],
                cards=cards)


@pytest.mark.parametrize(("tapped", "drawn"), [(False, 1), (True, 0)])
def test_no_tapped_lands_reads_the_lands_tapped_state(tapped: bool, drawn: int) -> None:
    """Given A's only land untapped (or tapped), when Nantuko Shaman enters, then "if you
    control no tapped lands" holds (or doesn't, 603.4): A draws one card (or none)."""
    result = _nantuko(tapped)

    assert result["players"]["A"]["library"] == 53 - drawn


@pytest.mark.parametrize(("name", "text", "condition"), [
    ("Karplusan Hound", "Whenever Karplusan Hound attacks, if you control a Chandra "
     "planeswalker, this creature deals 2 damage to any target.",
     {"you_control": {"types": ["Planeswalker"], "subtypes": ["Chandra"]}}),
    ("Ajani's Comrade", "At the beginning of combat on your turn, if you control an Ajani "
     "planeswalker, put a +1/+1 counter on Ajani's Comrade.",
     {"you_control": {"types": ["Planeswalker"], "subtypes": ["Ajani"]}}),
    ("Supply Caravan", "When Supply Caravan enters the battlefield, if you control a tapped "
     "creature, create a 1/1 white Warrior creature token with vigilance.",
     {"you_control": {"types": ["Creature"], "tapped": True}}),
])
def test_planeswalker_types_and_tapped_nouns(name: str, text: str,
                                             condition: dict[str, Any]) -> None:
    """603.4, 205.3: "a Chandra planeswalker" is a planeswalker with that subtype; "a tapped
    creature" reads its tapped state (110.5)."""
    assert _read(name, "Creature", text)[0]["if"] == condition


@pytest.mark.parametrize("text", [
    "Whenever Zed attacks, if you control a Chandra, Torch of Defiance planeswalker, draw a "
    "card.",
    "Whenever Zed attacks, if you control two or more tapped creatures, draw a card.",
])
def test_planeswalker_and_tapped_near_misses_stay_unread(text: str) -> None:
    """603.4: a planeswalker named by more than one word, and counted tapped creatures, stay
    unread."""
    assert _unread("Zed", "Creature", text) == (text,)


# --- whose turn, life totals (603.4) -------------------------------------------------------------

CONVALESCENCE_TEXT = ("At the beginning of your upkeep, if you have 10 or less life, you gain 1 "
                      "life.")


def test_convalescence_is_a_life_intervening_if() -> None:
    """603.4: "if you have 10 or less life" is ``life_at_most`` (its controller's life)."""
    assert _read("Convalescence", "Enchantment", CONVALESCENCE_TEXT) == [
        {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "upkeep", "player": "you"},
         "if": {"life_at_most": 10}, "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]


@pytest.mark.parametrize(("condition", "expected"), [
    ("it's your turn", {"your_turn": True}),
    ("it's not your turn", {"your_turn": False}),
    ("you have 30 or more life", {"life_at_least": 30}),
    ("an opponent has 10 or less life", {"opponent_life_at_most": 10}),
])
def test_turn_and_life_conditions(condition: str, expected: dict[str, Any]) -> None:
    """603.4: whose turn it is and life totals, as the static conditions read them."""
    text = f"Whenever Zed attacks, if {condition}, you gain 1 life."
    assert _read("Zed", "Creature", text)[0]["if"] == expected


@pytest.mark.parametrize("text", [
    "Whenever Zed attacks, if an opponent has 10 or more life, you gain 1 life.",
    "Whenever Zed attacks, if you have more life than an opponent, you gain 1 life.",
    "Whenever Zed attacks, if you have exactly 13 life, you gain 1 life.",
])
def test_life_near_misses_stay_unread(text: str) -> None:
    """603.4: an opponent's "or more", comparisons and "exactly" stay unread, whole."""
    assert _unread("Zed", "Creature", text) == (text,)


def _convalescence(life: int) -> dict[str, Any]:
    cards = [_card_of("Convalescence", "Enchantment", CONVALESCENCE_TEXT)]
    return play([{"id": "c", "card": "Convalescence", "controller": "A"}], [{"type": "upkeep"}],
                cards=cards, players=[{"id": "A", "life": life}, {"id": "B"}])


@pytest.mark.parametrize(("life", "after"), [(10, 11), (11, 11)])
def test_convalescence_reads_the_life_total_as_it_triggers(life: int, after: int) -> None:
    """Given A at 10 (or 11) life, when A's upkeep begins, then "if you have 10 or less life"
    holds (or doesn't, 603.4): A gains 1 life (or stays at 11)."""
    result = _convalescence(life)

    assert result["players"]["A"]["life"] == after
