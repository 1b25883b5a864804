"""Round 7 of issue 27 (lane trig7), engine/oracle/templates_event_object.py: triggered abilities
whose player is named through the trigger event's object: "its controller" / "that creature's
controller" (``it_controller``, 608.2h) and "defending player" (``defending_player``, 508.5).
Real Oracle lines of the dev corpus (2020 wording), read exactly, near misses left unread, and
each shape played by the engine; each run keeps a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle.compiler import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)
from tests.engine.test_trigger_events import card, obj


def _face(name: str, types: list[str], subtypes: list[str], text: str) -> dict[str, Any]:
    return {"name": name, "types": types, "subtypes": subtypes, "supertypes": [],
            "text": text, "power": 1, "toughness": 1}


def _lose(player: str, amount: int) -> dict[str, Any]:
    return {"do": "lose_life", "player": player, "amount": amount}


AURA = (["Enchantment"], ["Aura"])
CREATURE = (["Creature"], [])

READ = [
    ("Decomposition", AURA, "When enchanted creature dies, its controller loses 2 life.",
     {"on": "dies", "object": "enchanted"}, [_lose("it_controller", 2)]),
    ("Fate Foretold", AURA, "When enchanted creature dies, its controller draws a card.",
     {"on": "dies", "object": "enchanted"},
     [{"do": "draw", "player": "it_controller", "amount": 1}]),
    ("Contaminated Bond", AURA,
     "Whenever enchanted creature attacks or blocks, its controller loses 3 life.",
     {"on": "attacks_or_blocks", "object": "enchanted"}, [_lose("it_controller", 3)]),
    ("Contaminated Ground", AURA,
     "Whenever enchanted land becomes tapped, its controller loses 2 life.",
     {"on": "becomes_tapped", "object": "enchanted"}, [_lose("it_controller", 2)]),
    ("Insolence", AURA, "Whenever enchanted creature becomes tapped, Insolence deals 2 damage "
     "to that creature's controller.", {"on": "becomes_tapped", "object": "enchanted"},
     [{"do": "damage", "amount": 2, "player": "it_controller"}]),
    ("Blood Reckoning", (["Enchantment"], []), "Whenever a creature attacks you or a "
     "planeswalker you control, that creature's controller loses 1 life.",
     {"on": "attacks", "object": {"types": ["Creature"]}, "attacked": "you_or_planeswalker"},
     [_lose("it_controller", 1)]),
    ("Rampaging Ferocidon", CREATURE, "Whenever another creature enters the battlefield, "
     "Rampaging Ferocidon deals 1 damage to that creature's controller.",
     {"on": "enters", "object": {"types": ["Creature"], "other": True}},
     [{"do": "damage", "amount": 1, "player": "it_controller"}]),
    ("Silent Skimmer", CREATURE, "Whenever Silent Skimmer attacks, defending player loses 2 "
     "life.", {"on": "attacks", "object": "self"}, [_lose("defending_player", 2)]),
    ("Vedalken Ghoul", CREATURE, "Whenever Vedalken Ghoul becomes blocked, defending player "
     "loses 4 life.", {"on": "becomes_blocked", "object": "self"},
     [_lose("defending_player", 4)]),
    ("Leeching Sliver", CREATURE, "Whenever a Sliver you control attacks, defending player "
     "loses 1 life.", {"on": "attacks", "object": {"subtypes": ["Sliver"], "controller": "you"}},
     [_lose("defending_player", 1)]),
    ("Brutal Hordechief", CREATURE, "Whenever a creature you control attacks, defending player "
     "loses 1 life and you gain 1 life.",
     {"on": "attacks", "object": {"types": ["Creature"], "controller": "you"}},
     [_lose("defending_player", 1), {"do": "gain_life", "player": "you", "amount": 1}]),
    ("The Haunt of Hightower", CREATURE, "Whenever The Haunt of Hightower attacks, defending "
     "player discards a card.", {"on": "attacks", "object": "self"},
     [{"do": "discard", "player": "defending_player", "amount": 1}]),
    ("Alley Grifters", CREATURE, "Whenever Alley Grifters becomes blocked, defending player "
     "discards a card.", {"on": "becomes_blocked", "object": "self"},
     [{"do": "discard", "player": "defending_player", "amount": 1}]),
    ("Bereavement", (["Enchantment"], []), "Whenever a green creature dies, its controller "
     "discards a card.", {"on": "dies", "object": {"types": ["Creature"], "colors": ["G"]}},
     [{"do": "discard", "player": "it_controller", "amount": 1}]),
]


@pytest.mark.parametrize(("name", "kind", "text", "trigger", "effect"), READ,
                         ids=[r[0] for r in READ])
def test_a_player_named_through_the_event_reads_exactly(
        name: str, kind: tuple[list[str], list[str]], text: str, trigger: dict[str, Any],
        effect: list[dict[str, Any]]) -> None:
    """Given a real line naming "its controller", "that creature's controller" or "defending
    player", when compiled, then the player is the event's object's controller (608.2h) or the
    attacking creature's defending player (508.5)."""
    assert read_whole(_face(name, *kind, text)) == [
        {"kind": "triggered", "trigger": trigger, "effect": effect}]


@pytest.mark.parametrize(("kind", "text"), [
    # "its controller" of ~ itself, or of no object (an upkeep, a player's event).
    (CREATURE, "When Test Card dies, its controller loses 2 life."),
    (CREATURE, "At the beginning of your upkeep, its controller loses 1 life."),
    (CREATURE, "Whenever you gain life, its controller loses 1 life."),
    # A spell's controller (601.2i): the cast event's object is no permanent.
    (CREATURE, "Whenever an opponent casts a creature spell, its controller loses 1 life."),
    # "defending player" of no attacking creature (508.5).
    (CREATURE, "When Test Card enters the battlefield, defending player loses 2 life."),
    (CREATURE, "Whenever Test Card blocks, defending player loses 2 life."),
    (CREATURE, "Whenever Test Card attacks or blocks, defending player loses 2 life."),
    # "at random" (701.8a: the player doesn't choose) and "their hand" aren't this discard.
    (CREATURE, "Whenever Test Card becomes blocked, defending player discards a card at "
     "random."),
    (CREATURE, "Whenever Test Card attacks, defending player discards their hand."),
    # "that player" with no player in the event (an object's death).
    (CREATURE, "Whenever a creature dies, that player discards a card."),
    # "that creature's controller may": another player's choice (not read).
    (CREATURE, "Whenever a creature dies, that creature's controller may draw a card."),
])
def test_event_players_near_misses_stay_unread(kind: tuple[list[str], list[str]],
                                               text: str) -> None:
    """Given lines whose trigger has no such object or attacker, when compiled, then the line
    is left whole."""
    face = _face("Test Card", *kind, text)
    assert compile_face(face).not_modelled == (text,)


DECOMPOSITION = READ[0][2]
FATE = READ[1][2]
INSOLENCE = READ[4][2]
RECKONING = READ[5][2]
FEROCIDON = READ[6][2]
SKIMMER = READ[7][2]
GHOUL = READ[8][2]
HORDECHIEF = READ[10][2]


def _life(result: dict[str, Any], player: str) -> int:
    return int(result["players"][player]["life"])


def _aura(name: str, text: str) -> dict[str, Any]:
    return card(name, ["Enchantment"], text, ("Aura",))


BEARS = card("Grizzly Bears", ["Creature"], "", ("Bear",), 2, 2)


def test_its_controller_of_a_dead_creature_is_its_last_controller() -> None:
    """608.2h, 603.10a: given A's Decomposition on B's Grizzly Bears, when the Bears are
    destroyed, then B (the creature's controller as it last existed), not A, loses 2 life."""
    result = play([obj("bears", "Grizzly Bears", controller="B"),
                   obj("d", "Decomposition", attached_to="bears")],
                  [{"type": "destroy", "target": "bears"}],
                  cards=[BEARS, _aura("Decomposition", DECOMPOSITION)])

    assert (_life(result, "A"), _life(result, "B")) == (20, 18)
    assert result["not_modelled"] == []


def test_its_controller_draws_when_the_enchanted_creature_dies() -> None:
    """608.2h: given A's Fate Foretold on B's Grizzly Bears, when the Bears die, then B draws a
    card (B's library 53 to 52) and A doesn't."""
    result = play([obj("bears", "Grizzly Bears", controller="B"),
                   obj("f", "Fate Foretold", attached_to="bears")],
                  [{"type": "destroy", "target": "bears"}],
                  cards=[BEARS, _aura("Fate Foretold", FATE)])

    libraries = {p: result["players"][p]["library"] for p in ("A", "B")}
    assert libraries == {"A": 53, "B": 52}


def test_the_tapped_creatures_controller_is_dealt_damage() -> None:
    """508.1f, 608.2h: given B's Insolence on A's attacking Grizzly Bears, when the Bears
    attack and become tapped, then Insolence deals 2 damage to A, the creature's controller."""
    result = play([obj("bears", "Grizzly Bears"),
                   obj("i", "Insolence", controller="B", attached_to="bears")],
                  [{"type": "attack", "attackers": [{"object": "bears"}]}],
                  cards=[BEARS, _aura("Insolence", INSOLENCE)])

    assert (_life(result, "A"), _life(result, "B")) == (18, 20)


def test_the_attacking_creatures_controller_loses_life() -> None:
    """508.1b, 608.2h: given A's Blood Reckoning, when B's Grizzly Bears attack A, then B (the
    attacking creature's controller) loses 1 life."""
    result = play([obj("bears", "Grizzly Bears", controller="B"), obj("r", "Blood Reckoning")],
                  [{"type": "attack", "attackers": [{"object": "bears", "defending": "A"}]}],
                  cards=[BEARS, card("Blood Reckoning", ["Enchantment"], RECKONING)],
                  active_player="B")

    assert (_life(result, "A"), _life(result, "B")) == (20, 19)


def test_each_entering_creatures_controller_is_dealt_damage() -> None:
    """608.2h: given A's Rampaging Ferocidon, when a creature enters under B's control and
    another under A's, then Ferocidon deals 1 damage to B for the first and to A for the
    second."""
    result = play([obj("fero", "Rampaging Ferocidon"),
                   obj("b1", "Grizzly Bears", controller="B", zone="hand"),
                   obj("a1", "Grizzly Bears", zone="hand")],
                  [{"type": "enter", "object": "b1"}, {"type": "enter", "object": "a1"}],
                  cards=[BEARS, card("Rampaging Ferocidon", ["Creature"], FEROCIDON,
                                     ("Dinosaur",), 3, 3)])

    assert (_life(result, "A"), _life(result, "B")) == (19, 19)


def test_defending_player_loses_life_when_the_creature_attacks() -> None:
    """508.5: given A's Silent Skimmer, when it attacks B, then B (the defending player) loses
    2 life as the ability resolves, before any combat damage."""
    result = play([obj("s", "Silent Skimmer")],
                  [{"type": "attack", "attackers": [{"object": "s"}]}],
                  cards=[card("Silent Skimmer", ["Creature"], SKIMMER, ("Eldrazi",), 0, 4)])

    assert (_life(result, "A"), _life(result, "B")) == (20, 18)


def test_a_planeswalkers_controller_is_the_defending_player() -> None:
    """508.5: given A's Silent Skimmer attacking B's planeswalker, when it attacks, then B, the
    planeswalker's controller, is the defending player and loses 2 life."""
    walker = {"name": "Test Walker", "types": ["Planeswalker"], "subtypes": ["Jace"],
              "loyalty": 3, "text": ""}
    result = play([obj("s", "Silent Skimmer"), obj("pw", "Test Walker", controller="B")],
                  [{"type": "attack", "attackers": [{"object": "s", "defending": "pw"}]}],
                  cards=[walker,
                         card("Silent Skimmer", ["Creature"], SKIMMER, ("Eldrazi",), 0, 4)])

    assert (_life(result, "A"), _life(result, "B")) == (20, 18)


def test_defending_player_loses_life_when_the_creature_becomes_blocked() -> None:
    """509.1h, 508.5: given A's Vedalken Ghoul attacking B, when B's Grizzly Bears block it,
    then B, the player it attacks, loses 4 life; unblocked, nobody loses life."""
    ghoul = card("Vedalken Ghoul", ["Creature"], GHOUL, ("Vedalken",), 1, 1)
    attack = {"type": "attack", "attackers": [{"object": "g"}]}
    blocked = play([obj("g", "Vedalken Ghoul"), obj("bears", "Grizzly Bears", controller="B")],
                   [attack, {"type": "block", "blockers": [{"object": "bears",
                                                             "blocking": "g"}]}],
                   cards=[BEARS, ghoul])
    unblocked = play([obj("g", "Vedalken Ghoul")],
                     [attack, {"type": "block", "blockers": []}], cards=[ghoul])

    assert (_life(blocked, "A"), _life(blocked, "B")) == (20, 16)
    assert (_life(unblocked, "A"), _life(unblocked, "B")) == (20, 20)


def test_each_attacker_drains_its_defending_player() -> None:
    """508.5, 603.2: given A's Brutal Hordechief, when it and Grizzly Bears attack B, then the
    ability triggers for each: B loses 2 life and A gains 2."""
    result = play([obj("h", "Brutal Hordechief"), obj("bears", "Grizzly Bears")],
                  [{"type": "attack", "attackers": [{"object": "h"}, {"object": "bears"}]}],
                  cards=[BEARS, card("Brutal Hordechief", ["Creature"], HORDECHIEF,
                                     ("Orc", "Warrior"), 3, 3)])

    assert (_life(result, "A"), _life(result, "B")) == (22, 18)


HAUNT = READ[11][2]
BEREAVEMENT = READ[13][2]


def test_defending_player_discards_a_card_of_their_choice() -> None:
    """508.5, 701.8a: given A's The Haunt of Hightower attacking B, who holds two cards, when it
    attacks, then B (not A) chooses the card B discards."""
    haunt = card("The Haunt of Hightower", ["Creature"], HAUNT, ("Vampire",), 3, 3)
    result = play([obj("h", "The Haunt of Hightower"),
                   obj("c1", "Grizzly Bears", controller="B", zone="hand"),
                   obj("c2", "Grizzly Bears", controller="B", zone="hand"),
                   obj("c3", "Grizzly Bears", zone="hand")],
                  [{"type": "attack", "attackers": [{"object": "h"}]}],
                  choices=[{"player": "B", "choose": "c2"}], cards=[BEARS, haunt])

    zones = {i: result["objects"][i]["zone"] for i in ("c1", "c2", "c3")}
    assert zones == {"c1": "hand", "c2": "graveyard", "c3": "hand"}


def test_the_dead_creatures_controller_discards() -> None:
    """608.2h, 701.8a: given A's Bereavement, when B's green creature dies, then B, its
    controller as it last existed, discards B's only card in hand; A keeps A's."""
    elf = card("Llanowar Elves", ["Creature"], "", ("Elf", "Druid"), 1, 1)
    elf["colors"] = ["G"]
    result = play([obj("r", "Bereavement"), obj("elf", "Llanowar Elves", controller="B"),
                   obj("b1", "Grizzly Bears", controller="B", zone="hand"),
                   obj("a1", "Grizzly Bears", zone="hand")],
                  [{"type": "destroy", "target": "elf"}],
                  cards=[BEARS, elf, card("Bereavement", ["Enchantment"], BEREAVEMENT)])

    assert (result["objects"]["b1"]["zone"], result["objects"]["a1"]["zone"]) == (
        "graveyard", "hand")


# --- 122.1: counters a player gets: energy (107.14) and poison (122.1d) -------------------------


def _counters(player: str, counter: str, amount: int) -> dict[str, Any]:
    return {"do": "player_counters", "player": player, "counter": counter, "amount": amount}


COUNTERS_READ = [
    ("Thriving Rats", CREATURE, "When Thriving Rats enters the battlefield, you get {E}{E} (two "
     "energy counters).", {"on": "enters", "object": "self"}, [_counters("you", "energy", 2)]),
    ("Aethertide Whale", CREATURE, "When Aethertide Whale enters the battlefield, you get "
     "{E}{E}{E}{E}{E}{E} (six energy counters).", {"on": "enters", "object": "self"},
     [_counters("you", "energy", 6)]),
    ("Aethergeode Miner", CREATURE, "Whenever Aethergeode Miner attacks, you get {E}{E} (two "
     "energy counters).", {"on": "attacks", "object": "self"}, [_counters("you", "energy", 2)]),
    ("Aethersquall Ancient", CREATURE, "At the beginning of your upkeep, you get {E}{E}{E} "
     "(three energy counters).", {"on": "beginning_of", "step": "upkeep", "player": "you"},
     [_counters("you", "energy", 3)]),
    ("Decoction Module", (["Artifact"], []), "Whenever a creature enters the battlefield under "
     "your control, you get {E} (an energy counter).",
     {"on": "enters", "object": {"types": ["Creature"], "controller": "you"}},
     [_counters("you", "energy", 1)]),
    ("Ichor Rats", CREATURE, "When Ichor Rats enters the battlefield, each player gets a poison "
     "counter.", {"on": "enters", "object": "self"}, [_counters("each_player", "poison", 1)]),
    ("Relic Putrescence", AURA, "Whenever enchanted artifact becomes tapped, its controller "
     "gets a poison counter.", {"on": "becomes_tapped", "object": "enchanted"},
     [_counters("it_controller", "poison", 1)]),
]


@pytest.mark.parametrize(("name", "kind", "text", "trigger", "effect"), COUNTERS_READ,
                         ids=[r[0] for r in COUNTERS_READ])
def test_counters_a_player_gets_read_exactly(
        name: str, kind: tuple[list[str], list[str]], text: str, trigger: dict[str, Any],
        effect: list[dict[str, Any]]) -> None:
    """Given a real "you get {E}..." or "... gets a poison counter" line, when compiled, then
    the players get that many counters of that kind (107.14: each {E} is one; 122.1)."""
    assert read_whole(_face(name, *kind, text)) == [
        {"kind": "triggered", "trigger": trigger, "effect": effect}]


@pytest.mark.parametrize("text", [
    # ("you may pay {E}{E}. If you do, draw a card." is read since round 10, the engine paying
    # the energy: tests/engine/test_oracle_pay_energy.py.)
    # Other kinds of player counters (experience) the engine doesn't keep.
    "When Test Card enters the battlefield, you get an experience counter.",
    # Number words that disagree with the noun.
    "When Test Card enters the battlefield, each opponent gets a poison counters.",
    "When Test Card enters the battlefield, each opponent gets two poison counter.",
    "When Test Card enters the battlefield, you gets a poison counter.",
    # A mana symbol that isn't {E}.
    "When Test Card enters the battlefield, you get {E}{C}.",
])
def test_player_counters_near_misses_stay_unread(text: str) -> None:
    """Given lines about counters the engine doesn't give (or words that aren't the template),
    when compiled, then the line is left whole."""
    assert compile_face(_face("Test Card", *CREATURE, text)).not_modelled == (text,)


RATS = COUNTERS_READ[0][2]
MINER = COUNTERS_READ[2][2]
ICHOR = COUNTERS_READ[5][2]


def test_a_player_gets_energy_counters() -> None:
    """107.14, 122.1: given Thriving Rats entering under A's control, when its ability
    resolves, then A has 2 energy counters; B, with none, shows none."""
    result = play([obj("r", "Thriving Rats", zone="hand")], [{"type": "enter", "object": "r"}],
                  cards=[card("Thriving Rats", ["Creature"], RATS, ("Rat",), 2, 1)])

    assert result["players"]["A"]["energy"] == 2
    assert "energy" not in result["players"]["B"]
    assert any("107.14" in s["rules"] for s in result["steps"])


def test_energy_adds_to_the_energy_a_player_has() -> None:
    """122.1, 107.14: given A with 1 energy counter (the players' ``energy``), when Aethergeode
    Miner attacks, then A has 3."""
    result = play([obj("m", "Aethergeode Miner")],
                  [{"type": "attack", "attackers": [{"object": "m"}]}],
                  cards=[card("Aethergeode Miner", ["Creature"], MINER, ("Dwarf", "Pilot"), 4,
                              3)],
                  players=[{"id": "A", "energy": 1}, {"id": "B"}])

    assert result["players"]["A"]["energy"] == 3


def test_each_player_gets_a_poison_counter_and_the_tenth_loses() -> None:
    """122.1d, 704.5c: given B with 9 poison counters, when Ichor Rats enters under A's
    control, then each player gets a poison counter and B, with ten, loses the game."""
    result = play([obj("r", "Ichor Rats", zone="hand")], [{"type": "enter", "object": "r"}],
                  cards=[card("Ichor Rats", ["Creature"], ICHOR, ("Rat",), 2, 1)],
                  players=[{"id": "A"}, {"id": "B", "poison": 9}])

    assert (result["players"]["A"]["poison"], result["players"]["B"]["poison"]) == (1, 10)
    assert result["players"]["B"]["lost"] is True


def test_a_player_counter_the_engine_doesnt_keep_is_an_error() -> None:
    """Given a scripted player_counters action of a kind the engine doesn't keep, when the
    scenario is read, then the error names the field instead of dropping the counters."""
    odd = {"name": "Odd Card", "types": ["Creature"], "power": 1, "toughness": 1,
           "abilities": [{"kind": "triggered", "label": "When Odd Card enters, you get an "
                          "experience counter.", "trigger": {"on": "enters", "object": "self"},
                          "effect": [_counters("you", "experience", 1)]}]}
    with pytest.raises(ScenarioError) as caught:
        play([obj("o", "Odd Card", zone="hand")], [{"type": "enter", "object": "o"}],
             cards=[odd])

    assert "counter" in str(caught.value) and "energy" in str(caught.value)


# --- gaining control of a target (templates_control_mana_tokens; 613.1b, 611.2a, 302.6) ---

MANTICORE = ("When Conquering Manticore enters the battlefield, gain control of target creature "
             "an opponent controls until end of turn. Untap that creature. It gains haste until "
             "end of turn.")
KEIGA = "When Keiga, the Tide Star dies, gain control of target creature."
_TAKE = {"do": "modify", "object": "target", "modifications": [{"op": "gain_control"}]}
_THREATEN = [{**_TAKE, "duration": "end_of_turn"}, {"do": "untap", "object": "target"},
             {"do": "modify", "object": "target",
              "modifications": [{"op": "add_abilities", "abilities": ["Haste"]}],
              "duration": "end_of_turn"}]


@pytest.mark.parametrize(("name", "text", "trigger", "spec", "effect"), [
    ("Conquering Manticore", MANTICORE, {"on": "enters", "object": "self"},
     {"object": {"types": ["Creature"], "controller": "opponent"}}, _THREATEN),
    ("Zealous Conscripts", "When Zealous Conscripts enters the battlefield, gain control of "
     "target permanent until end of turn. Untap that permanent. It gains haste until end of "
     "turn.", {"on": "enters", "object": "self"}, {"object": {}}, _THREATEN),
    ("Akroan Conscriptor", "Heroic — Whenever you cast a spell that targets Akroan "
     "Conscriptor, gain control of another target creature until end of turn. Untap that "
     "creature. It gains haste until end of turn.",
     {"on": "cast", "player": "you", "spell_targets": "self"},
     {"object": {"types": ["Creature"], "other": True}}, _THREATEN),
    ("Keiga, the Tide Star", KEIGA, {"on": "dies", "object": "self"},
     {"object": {"types": ["Creature"]}}, [_TAKE]),
], ids=["manticore", "conscripts", "conscriptor", "keiga"])
def test_gaining_control_of_a_target_reads_exactly(name: str, text: str,
                                                   trigger: dict[str, Any],
                                                   spec: dict[str, Any],
                                                   effect: list[dict[str, Any]]) -> None:
    """Given a real "gain control of target ... [until end of turn. Untap that creature. It
    gains haste until end of turn.]" line, when compiled, then the three actions (or the one,
    for the rest of the game, 611.2a) act on the one target."""
    assert read_whole(_face(name, *CREATURE, text)) == [
        {"kind": "triggered", "trigger": trigger, "targets": [spec], "effect": effect}]


@pytest.mark.parametrize("text", [
    # "for as long as you control ~": the duration isn't exact yet across zones (400.7).
    "When Test Card enters the battlefield, gain control of target artifact for as long as "
    "you control Test Card.",
    # The noun after "Untap that" must be the target's.
    "When Test Card enters the battlefield, gain control of target creature until end of turn. "
    "Untap that permanent. It gains haste until end of turn.",
    "When Test Card enters the battlefield, gain control of target artifact until end of turn. "
    "Untap that permanent. It gains haste until end of turn.",
    # Without the untap and haste sentences the shape isn't Threaten's.
    "When Test Card enters the battlefield, gain control of target creature until end of turn.",
    # Every Dragon, not a target.
    "When Test Card enters the battlefield, gain control of all Dragons, then untap all Dragons.",
])
def test_gaining_control_near_misses_stay_unread(text: str) -> None:
    """Given control lines of other shapes, when compiled, then the line is left whole."""
    assert compile_face(_face("Test Card", *CREATURE, text)).not_modelled == (text,)


def _manticore() -> dict[str, Any]:
    return card("Conquering Manticore", ["Creature"], MANTICORE, ("Manticore",), 5, 5)


def test_the_stolen_creature_untaps_attacks_with_haste_and_returns_at_cleanup() -> None:
    """613.1b, 701.21, 302.6, 514.2: given B's tapped Grizzly Bears, when Conquering Manticore
    enters under A's control, then A controls the Bears untapped and hasty, they attack B, and
    at A's cleanup step the effect ends and B controls them again."""
    result = play([obj("m", "Conquering Manticore", zone="hand"),
                   obj("bears", "Grizzly Bears", controller="B", tapped=True)],
                  [{"type": "enter", "object": "m"},
                   {"type": "attack", "attackers": [{"object": "bears"}]},
                   {"type": "block", "blockers": []}, {"type": "combat_damage"},
                   {"type": "end_turn"}],
                  cards=[BEARS, _manticore()])

    assert _life(result, "B") == 18
    assert result["objects"]["bears"]["controller"] == "B"


def test_a_creature_taken_for_good_is_summoning_sick() -> None:
    """611.2a, 302.6: given A's Keiga, the Tide Star, when it dies, then A controls B's Grizzly
    Bears for the rest of the game, and they can't attack this turn (no haste)."""
    keiga = card("Keiga, the Tide Star", ["Creature"], KEIGA, ("Dragon", "Spirit"), 5, 5)
    keiga["supertypes"] = ["Legendary"]
    taken = play([obj("k", "Keiga, the Tide Star"),
                  obj("bears", "Grizzly Bears", controller="B")],
                 [{"type": "destroy", "target": "k"}, {"type": "end_turn"}],
                 cards=[BEARS, keiga])
    with pytest.raises(ScenarioError) as caught:
        play([obj("k", "Keiga, the Tide Star"), obj("bears", "Grizzly Bears", controller="B")],
             [{"type": "destroy", "target": "k"},
              {"type": "attack", "attackers": [{"object": "bears"}]}],
             cards=[BEARS, keiga])

    assert taken["objects"]["bears"]["controller"] == "A"
    assert "302.6" in str(caught.value) or "summoning" in str(caught.value).lower()


# --- "enchanted creature", "equipped creature" as an action's object (303.4, 301.5) ------------

_ATTACHED_READ = [
    ("Claustrophobia", AURA, "When Claustrophobia enters the battlefield, tap enchanted "
     "creature.", {"on": "enters", "object": "self"}, [{"do": "tap", "object": "attached"}]),
    ("Malfunction", AURA, "When Malfunction enters the battlefield, tap enchanted permanent.",
     {"on": "enters", "object": "self"}, [{"do": "tap", "object": "attached"}]),
    ("Curse of Chains", AURA, "At the beginning of each upkeep, tap enchanted creature.",
     {"on": "beginning_of", "step": "upkeep", "player": "any"},
     [{"do": "tap", "object": "attached"}]),
    ("Primal Cocoon", AURA, "At the beginning of your upkeep, put a +1/+1 counter on enchanted "
     "creature.", {"on": "beginning_of", "step": "upkeep", "player": "you"},
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "attached"}]),
    ("Mantle of Leadership", AURA, "Whenever a creature enters the battlefield, enchanted "
     "creature gets +2/+2 until end of turn.", {"on": "enters", "object": {"types": ["Creature"]}},
     [{"do": "modify", "modifications": [{"op": "modify_pt", "power": 2, "toughness": 2}],
       "duration": "end_of_turn", "object": "attached"}]),
    ("Adventuring Gear", (["Artifact"], ["Equipment"]), "Landfall — Whenever a land enters the "
     "battlefield under your control, equipped creature gets +2/+2 until end of turn.",
     {"on": "enters", "object": {"types": ["Land"], "controller": "you"}},
     [{"do": "modify", "modifications": [{"op": "modify_pt", "power": 2, "toughness": 2}],
       "duration": "end_of_turn", "object": "attached"}]),
]


@pytest.mark.parametrize(("name", "kind", "text", "trigger", "effect"), _ATTACHED_READ,
                         ids=[r[0] for r in _ATTACHED_READ])
def test_the_attached_permanent_reads_exactly(
        name: str, kind: tuple[list[str], list[str]], text: str, trigger: dict[str, Any],
        effect: list[dict[str, Any]]) -> None:
    """Given a real Aura's or Equipment's line acting on "enchanted creature" / "equipped
    creature", when compiled, then the action's object is what the source is attached to."""
    assert read_whole(_face(name, *kind, text)) == [
        {"kind": "triggered", "trigger": trigger, "effect": effect}]


@pytest.mark.parametrize(("kind", "text"), [
    # Only an Aura enchants, only Equipment equips (303.4, 301.5).
    (CREATURE, "At the beginning of your upkeep, tap enchanted creature."),
    ((["Enchantment"], []), "At the beginning of your upkeep, tap enchanted creature."),
    (AURA, "At the beginning of your upkeep, tap equipped creature."),
    # As the source leaves, its attachment ends.
    (AURA, "When Test Card leaves the battlefield, tap enchanted creature."),
    (AURA, "When Test Card is put into a graveyard from the battlefield, put a +1/+1 counter "
     "on enchanted creature."),
])
def test_the_attached_permanent_near_misses_stay_unread(kind: tuple[list[str], list[str]],
                                                        text: str) -> None:
    """Given a source that can't be attached that way, or a trigger as it leaves, when
    compiled, then the line is left whole."""
    assert compile_face(_face("Test Card", *kind, text)).not_modelled == (text,)


def test_each_upkeep_taps_the_enchanted_creature() -> None:
    """503.1, 701.21: given A's Curse of Chains on B's untapped Grizzly Bears, when A's upkeep
    begins, then the Bears (not the Curse) become tapped."""
    curse = _aura("Curse of Chains", _ATTACHED_READ[2][2])
    result = play([obj("bears", "Grizzly Bears", controller="B"),
                   obj("c", "Curse of Chains", attached_to="bears")],
                  [{"type": "upkeep"}], cards=[BEARS, curse])

    assert (result["objects"]["bears"]["tapped"], result["objects"]["c"]["tapped"]) == (
        True, False)


def test_the_enchanted_creature_gets_the_counter() -> None:
    """122.1: given A's Primal Cocoon on A's Grizzly Bears, when A's upkeep begins, then the
    Bears get a +1/+1 counter."""
    cocoon = _aura("Primal Cocoon", _ATTACHED_READ[3][2])
    result = play([obj("bears", "Grizzly Bears"),
                   obj("p", "Primal Cocoon", attached_to="bears")],
                  [{"type": "upkeep"}], cards=[BEARS, cocoon])

    assert result["objects"]["bears"]["counters"] == {"+1/+1": 1}
    assert result["objects"]["bears"]["power"] == 3


def test_the_equipped_creature_gets_the_bonus_until_end_of_turn() -> None:
    """611.2, 514.2: given Adventuring Gear attached to A's Grizzly Bears, when a land enters
    under A's control, then the Bears are 4/4 until the cleanup step."""
    gear = card("Adventuring Gear", ["Artifact"], _ATTACHED_READ[5][2], ("Equipment",))
    land = card("Forest", ["Land"], "", ("Forest",))
    start = [obj("bears", "Grizzly Bears"), obj("g", "Adventuring Gear", attached_to="bears"),
             obj("f", "Forest", zone="hand")]
    now = play(start, [{"type": "enter", "object": "f"}], cards=[BEARS, gear, land])
    later = play(start, [{"type": "enter", "object": "f"}, {"type": "end_turn"}],
                 cards=[BEARS, gear, land])

    assert (now["objects"]["bears"]["power"], now["objects"]["bears"]["toughness"]) == (4, 4)
    assert later["objects"]["bears"]["power"] == 2


# --- tokens with a mana ability: Treasure, Eldrazi Scion and Spawn (111.1, 605.1a) ------------

TREASURE_MANA = {"kind": "mana", "label": "{T}, Sacrifice this artifact: Add one mana of any "
                 "color.", "cost": "{T}, Sacrifice this artifact",
                 "produces": ["W", "U", "B", "R", "G"]}
SCION_MANA = {"kind": "mana", "label": "Sacrifice this creature: Add {C}.",
              "cost": "Sacrifice this creature", "produces": ["C"]}
WILY = ('When Wily Goblin enters the battlefield, create a colorless Treasure artifact token '
        'with "{T}, Sacrifice this artifact: Add one mana of any color."')
HATCHER = ("When Emrakul's Hatcher enters the battlefield, create three 0/1 colorless Eldrazi "
           'Spawn creature tokens. They have "Sacrifice this creature: Add {C}."')


@pytest.mark.parametrize(("name", "text", "trigger", "effect"), [
    ("Wily Goblin", WILY, {"on": "enters", "object": "self"},
     {"do": "create_token", "amount": 1, "token": {
         "types": ["Artifact"], "subtypes": ["Treasure"], "abilities": [TREASURE_MANA]}}),
    ("Prosperous Pirates", 'When Prosperous Pirates enters the battlefield, create two colorless '
     'Treasure artifact tokens with "{T}, Sacrifice this artifact: Add one mana of any color."',
     {"on": "enters", "object": "self"},
     {"do": "create_token", "amount": 2, "token": {
         "types": ["Artifact"], "subtypes": ["Treasure"], "abilities": [TREASURE_MANA]}}),
    ("Eldrazi Skyspawner", "When Eldrazi Skyspawner enters the battlefield, create a 1/1 "
     'colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C}."',
     {"on": "enters", "object": "self"},
     {"do": "create_token", "amount": 1, "token": {
         "types": ["Creature"], "subtypes": ["Eldrazi", "Scion"], "power": 1, "toughness": 1,
         "abilities": [SCION_MANA]}}),
    ("Emrakul's Hatcher", HATCHER, {"on": "enters", "object": "self"},
     {"do": "create_token", "amount": 3, "token": {
         "types": ["Creature"], "subtypes": ["Eldrazi", "Spawn"], "power": 0, "toughness": 1,
         "abilities": [SCION_MANA]}}),
])
def test_tokens_with_a_mana_ability_read_exactly(name: str, text: str,
                                                 trigger: dict[str, Any],
                                                 effect: dict[str, Any]) -> None:
    """Given a real line creating Treasures or Eldrazi Scions / Spawn, when compiled, then the
    tokens are created with their mana ability (111.1, 605.1a), colorless (105.2c)."""
    assert read_whole(_face(name, *CREATURE, text)) == [
        {"kind": "triggered", "trigger": trigger, "effect": [effect]}]


@pytest.mark.parametrize("text", [
    # The number and the pronoun disagree.
    'When Test Card enters the battlefield, create two 1/1 colorless Eldrazi Scion creature '
    'tokens. It has "Sacrifice this creature: Add {C}."',
    # The card's own name in the quote is the card, not the token.
    'When Test Card enters the battlefield, create a 1/1 colorless Eldrazi Scion creature '
    'token. It has "Sacrifice Test Card: Add {C}."',
    # Carrier Thrall's misprint ("Sacrifice this creature. Add {C}.") is no mana ability.
    'When Test Card dies, create a 1/1 colorless Eldrazi Scion creature token. It has '
    '"Sacrifice this creature. Add {C}."',
    # Trove of Temptation's text without its closing quote.
    'At the beginning of your end step, create a colorless Treasure artifact token with "{T}, '
    'Sacrifice this artifact: Add one mana of any color.',
])
def test_mana_token_near_misses_stay_unread(text: str) -> None:
    """Given token lines whose words aren't exactly the template's, when compiled, then the line
    is left whole."""
    assert compile_face(_face("Test Card", *CREATURE, text)).not_modelled == (text,)


def test_the_created_tokens_have_their_mana_ability() -> None:
    """111.1, 111.4: given Emrakul's Hatcher entering under A's control, when its ability
    resolves, then A has three 0/1 colorless Eldrazi Spawn Tokens, each with its mana
    ability."""
    result = play([obj("h", "Emrakul's Hatcher", zone="hand")],
                  [{"type": "enter", "object": "h"}],
                  cards=[card("Emrakul's Hatcher", ["Creature"], HATCHER, ("Eldrazi",
                                                                           "Drone"), 3, 3)])
    spawn = [o for o in result["objects"].values() if o["name"] == "Eldrazi Spawn Token"]

    assert len(spawn) == 3
    assert all(o["abilities"] == [SCION_MANA["label"]] and o["colors"] == []
               and (o["power"], o["toughness"]) == (0, 1) for o in spawn)


def test_a_treasure_as_created_is_a_payable_mana_ability() -> None:
    """605.3b, 701.17a: given a Treasure token with the ability the template gives it, when A
    activates it, then it is tapped and sacrificed as its cost and adds one mana of any color
    (a token created during a run can't be named by a later event: the ability is played on a
    Treasure described as such)."""
    treasure = {"id": "t", "controller": "A", "token": True, "name": "Treasure Token",
                "types": ["Artifact"], "subtypes": ["Treasure"], "abilities": [TREASURE_MANA]}
    created = play([obj("w", "Wily Goblin", zone="hand")], [{"type": "enter", "object": "w"}],
                   cards=[card("Wily Goblin", ["Creature"], WILY, ("Goblin",), 1, 1)])
    used = play([treasure], [{"type": "activate", "player": "A", "object": "t", "ability": 0}])

    made = next(o for o in created["objects"].values() if o["name"] == "Treasure Token")
    assert made["abilities"] == [TREASURE_MANA["label"]] and made["types"] == ["Artifact"]
    assert "t" not in used["objects"]
    assert any("605.3b" in s["rules"] for s in used["steps"])


# --- "that land's controller", and "that player" of an opponent's permanent (608.2h) -----------

WURM = "Whenever a creature an opponent controls dies, that player loses 2 life."
DINGUS = ("Whenever a land is put into a graveyard from the battlefield, Dingus Egg deals 2 "
          "damage to that land's controller.")


@pytest.mark.parametrize(("name", "kind", "text", "trigger", "effect"), [
    ("Massacre Wurm", CREATURE, WURM,
     {"on": "dies", "object": {"types": ["Creature"], "controller": "opponent"}},
     [_lose("it_controller", 2)]),
    ("Polluted Bonds", (["Enchantment"], []), "Whenever a land enters the battlefield under an "
     "opponent's control, that player loses 2 life and you gain 2 life.",
     {"on": "enters", "object": {"types": ["Land"], "controller": "opponent"}},
     [_lose("it_controller", 2), {"do": "gain_life", "player": "you", "amount": 2}]),
    ("Zo-Zu the Punisher", (["Creature"], []), "Whenever a land enters the battlefield, Zo-Zu "
     "the Punisher deals 2 damage to that land's controller.",
     {"on": "enters", "object": {"types": ["Land"]}},
     [{"do": "damage", "amount": 2, "player": "it_controller"}]),
    ("Dingus Egg", (["Artifact"], []), DINGUS,
     {"on": "put_into_graveyard", "object": {"types": ["Land"]}},
     [{"do": "damage", "amount": 2, "player": "it_controller"}]),
], ids=["wurm", "bonds", "zo-zu", "dingus"])
def test_the_objects_controller_reads_exactly(
        name: str, kind: tuple[list[str], list[str]], text: str, trigger: dict[str, Any],
        effect: list[dict[str, Any]]) -> None:
    """Given a real line naming "that land's controller", or "that player" after "an opponent
    controls", when compiled, then the player is the event's object's controller (608.2h)."""
    assert read_whole(_face(name, *kind, text)) == [
        {"kind": "triggered", "trigger": trigger, "effect": effect}]


@pytest.mark.parametrize("text", [
    # "that player" after an object no player is said to control names no one.
    "Whenever a creature dies, that player loses 2 life.",
    "Whenever a creature you control dies, that player loses 2 life.",
])
def test_that_player_without_a_controller_stays_unread(text: str) -> None:
    """Given "that player" where the trigger names no opponent's permanent, when compiled, then
    the line is left whole."""
    assert compile_face(_face("Test Card", *CREATURE, text)).not_modelled == (text,)


def test_the_opponent_whose_creature_died_loses_life() -> None:
    """700.4, 608.2h: given A's Massacre Wurm, when B's Grizzly Bears and A's own Bears die,
    then B loses 2 life for B's creature, and nothing happens for A's."""
    wurm = card("Massacre Wurm", ["Creature"], WURM, ("Wurm",), 6, 5)
    result = play([obj("w", "Massacre Wurm"), obj("b1", "Grizzly Bears", controller="B"),
                   obj("a1", "Grizzly Bears")],
                  [{"type": "destroy", "target": "b1"}, {"type": "destroy", "target": "a1"}],
                  cards=[BEARS, wurm])

    assert (_life(result, "A"), _life(result, "B")) == (20, 18)


def test_a_stolen_lands_last_controller_is_dealt_the_damage() -> None:
    """603.10a, 608.2h: given a Forest owned by B but controlled by A, when it is destroyed,
    then Dingus Egg deals 2 damage to A (its controller as it last existed), not to B, whose
    graveyard it goes to."""
    result = play([obj("egg", "Dingus Egg", controller="B"),
                   obj("f", "Forest", owner="B")],
                  [{"type": "destroy", "target": "f"}],
                  cards=[card("Dingus Egg", ["Artifact"], DINGUS),
                         card("Forest", ["Land"], "", ("Forest",))])

    assert (_life(result, "A"), _life(result, "B")) == (18, 20)
    assert result["objects"]["f"]["zone"] == "graveyard"


# --- "... and you gain 2 life": "you" is the controller, whoever the first subject is ----------
# Until round 7 the spell sentences read "Target player loses 2 life and you gain 2 life" as the
# target gaining the life (a wrong reading, fixed here; ten dev-corpus lines).


@pytest.mark.parametrize(("name", "types", "text", "effect", "targets"), [
    ("Soul Feast", ["Sorcery"], "Target player loses 4 life and you gain 4 life.",
     [{"do": "lose_life", "player": "target", "amount": 4},
      {"do": "gain_life", "player": "you", "amount": 4}], [{"player": "any"}]),
    ("Last Caress", ["Sorcery"], "Target player loses 1 life and you gain 1 life.\nDraw a card.",
     [{"do": "lose_life", "player": "target", "amount": 1},
      {"do": "gain_life", "player": "you", "amount": 1}], [{"player": "any"}]),
])
def test_and_you_is_the_spells_controller(name: str, types: list[str], text: str,
                                          effect: list[dict[str, Any]],
                                          targets: list[dict[str, Any]]) -> None:
    """Given a real spell line "Target player loses N life and you gain N life", when compiled,
    then the target loses the life and the spell's controller ("you") gains it."""
    face = {**_face(name, types, [], text), "power": None, "toughness": None}
    read = read_whole(face)[0]

    assert read["effect"][:2] == effect and read["targets"] == targets


@pytest.mark.parametrize(("name", "text", "effect"), [
    ("Psychic Symbiont", "When Psychic Symbiont enters the battlefield, target opponent "
     "discards a card and you draw a card.",
     [{"do": "discard", "player": "target", "amount": 1},
      {"do": "draw", "player": "you", "amount": 1}]),
    ("Basilica Bell-Haunt", "When Basilica Bell-Haunt enters the battlefield, each opponent "
     "discards a card and you gain 3 life.",
     [{"do": "discard", "player": "each_opponent", "amount": 1},
      {"do": "gain_life", "player": "you", "amount": 3}]),
])
def test_and_you_is_the_abilitys_controller(name: str, text: str,
                                            effect: list[dict[str, Any]]) -> None:
    """Given a real triggered line "... discards a card and you draw a card", when compiled,
    then "you" is the ability's controller, not the player who discards."""
    assert read_whole(_face(name, *CREATURE, text))[0]["effect"] == effect


def test_soul_feast_drains_its_target_into_its_caster() -> None:
    """608.2c, 119.3: given A casting Soul Feast targeting B, when it resolves, then B loses 4
    life and A gains 4."""
    feast = {"name": "Soul Feast", "types": ["Sorcery"], "text": "Target player loses 4 life "
             "and you gain 4 life.", "mana_cost": "{3}{B}{B}"}
    result = play([obj("s", "Soul Feast", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "s", "targets": ["B"]},
                   {"type": "resolve"}], cards=[feast])

    assert (_life(result, "A"), _life(result, "B")) == (24, 16)


# --- "its power", "that creature's toughness" as an amount (608.2h, 107.1b) -------------------

REDCAP = ("When Murderous Redcap enters the battlefield, it deals damage equal to its power to "
          "any target.")
BURIAL = "Whenever a creature you control dies, you gain life equal to that creature's toughness."
DEATH_WATCH = ("When enchanted creature dies, its controller loses life equal to its power and "
               "you gain life equal to its toughness.")


@pytest.mark.parametrize(("name", "kind", "text", "trigger", "effect", "targets"), [
    ("Murderous Redcap", CREATURE, REDCAP, {"on": "enters", "object": "self"},
     [{"do": "damage", "amount": "it_power", "object": "target"}], [{"any_target": True}]),
    ("Paladin of Atonement", CREATURE, "When Paladin of Atonement dies, you gain life equal to "
     "its toughness.", {"on": "dies", "object": "self"},
     [{"do": "gain_life", "player": "you", "amount": "it_toughness"}], None),
    ("Proper Burial", (["Enchantment"], []), BURIAL,
     {"on": "dies", "object": {"types": ["Creature"], "controller": "you"}},
     [{"do": "gain_life", "player": "you", "amount": "it_toughness"}], None),
    ("Prime Speaker Zegana", CREATURE, "When Prime Speaker Zegana enters the battlefield, draw "
     "cards equal to its power.", {"on": "enters", "object": "self"},
     [{"do": "draw", "player": "you", "amount": "it_power"}], None),
    ("Death Watch", AURA, DEATH_WATCH, {"on": "dies", "object": "enchanted"},
     [_lose("it_controller", "it_power"),
      {"do": "gain_life", "player": "you", "amount": "it_toughness"}], None),
], ids=["redcap", "paladin", "burial", "zegana", "death-watch"])
def test_its_power_or_toughness_reads_exactly(
        name: str, kind: tuple[list[str], list[str]], text: str, trigger: dict[str, Any],
        effect: list[dict[str, Any]], targets: list[dict[str, Any]] | None) -> None:
    """Given a real line counting "its power" or "that creature's toughness", when compiled,
    then the amount is the event's object's (608.2h: as it resolves, or as it last existed)."""
    expected: dict[str, Any] = {"kind": "triggered", "trigger": trigger}
    if targets:
        expected["targets"] = targets
    expected["effect"] = effect
    assert read_whole(_face(name, *kind, text)) == [expected]


@pytest.mark.parametrize(("types", "text"), [
    # A spell's or an activated ability's "its" is its target or its source: not read here.
    (["Instant"], "Destroy target attacking creature. You gain life equal to its power."),
    (["Creature"], "{1}{R}{R}: Test Card deals damage equal to its power to any target."),
    (["Creature"], "{U}: Untap enchanted creature."),
    # A player's event has no "its".
    (["Creature"], "Whenever you gain life, you gain life equal to its toughness."),
    # Another object deals the damage ("it" isn't ~).
    (["Enchantment"], "Whenever a creature enters the battlefield under your control, it deals "
     "damage equal to its power to any target."),
])
def test_its_power_near_misses_stay_unread(types: list[str], text: str) -> None:
    """Given "its power" where no trigger event names the object, or another source deals the
    damage, when compiled, then the line is left whole."""
    assert compile_face({**_face("Test Card", types, [], text)}).not_modelled == (text,)


def test_the_dead_creatures_last_toughness_is_gained() -> None:
    """608.2h, 603.10a: given A's Proper Burial and A's Grizzly Bears with two +1/+1 counters,
    when the Bears die, then A gains 4 life (their toughness as they last existed)."""
    result = play([obj("p", "Proper Burial"),
                   obj("bears", "Grizzly Bears", counters={"+1/+1": 2})],
                  [{"type": "destroy", "target": "bears"}],
                  cards=[BEARS, card("Proper Burial", ["Enchantment"], BURIAL)])

    assert _life(result, "A") == 24


def test_the_redcap_deals_its_power() -> None:
    """608.2h: given Murderous Redcap (2/2) entering under A's control, when its ability
    resolves targeting B, then B is dealt 2 damage."""
    result = play([obj("r", "Murderous Redcap", zone="hand")],
                  [{"type": "enter", "object": "r"}],
                  choices=[{"player": "A", "choose": "B"}],
                  cards=[card("Murderous Redcap", ["Creature"], REDCAP, ("Goblin", "Assassin"),
                              2, 2)])

    assert _life(result, "B") == 18


def test_death_watch_reads_the_dead_creatures_power_and_toughness() -> None:
    """608.2h: given A's Death Watch on B's 2/2 Grizzly Bears, when they die, then B (their
    controller) loses 2 life and A gains 2."""
    result = play([obj("bears", "Grizzly Bears", controller="B"),
                   obj("d", "Death Watch", attached_to="bears")],
                  [{"type": "destroy", "target": "bears"}],
                  cards=[BEARS, _aura("Death Watch", DEATH_WATCH)])

    assert (_life(result, "A"), _life(result, "B")) == (22, 18)


GORGER = ("Whenever you get one or more {E}, Territorial Gorger gets +2/+2 until end of turn.")


def test_getting_energy_reads_as_a_counters_trigger_on_you() -> None:
    """Given Territorial Gorger's line, when compiled, then it triggers on counters of the kind
    energy put on its controller (122.1, 107.14)."""
    assert read_whole(_face("Territorial Gorger", *CREATURE, GORGER)) == [
        {"kind": "triggered", "trigger": {"on": "counters", "player": "you", "counter": "energy"},
         "effect": [{"do": "modify", "modifications": [
             {"op": "modify_pt", "power": 2, "toughness": 2}], "duration": "end_of_turn",
             "object": "self"}]}]


def test_getting_energy_triggers_once_for_each_event() -> None:
    """122.1, 603.2: given A's Territorial Gorger (2/2) and Thriving Rats entering under A's
    control, when A gets two energy counters at once, then the Gorger's ability triggers once
    (+2/+2, not +4/+4); a +1/+1 counter put on it doesn't trigger it (5/5 in all)."""
    gorger = card("Territorial Gorger", ["Creature"], GORGER, ("Gremlin",), 2, 2)
    rats = card("Thriving Rats", ["Creature"], RATS, ("Rat",), 2, 1)
    result = play([obj("g", "Territorial Gorger"), obj("r", "Thriving Rats", zone="hand")],
                  [{"type": "enter", "object": "r"},
                   {"type": "counters", "target": "g", "counter": "+1/+1", "amount": 1}],
                  cards=[gorger, rats])

    assert (result["objects"]["g"]["power"], result["objects"]["g"]["toughness"]) == (5, 5)
    assert result["players"]["A"]["energy"] == 2
