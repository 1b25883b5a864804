"""Round 3 of issue 27, instants' and sorceries' lines (engine/oracle/templates_casting.py):
each family read from real corpus lines into the exact ability, near misses left unread, and
the engine's side played as scenarios with rule citations."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole


def _face(name: str, types: str, text: str) -> dict[str, Any]:
    return {"name": name, "types": types.split(" "), "text": text, "power": 1, "toughness": 1}


def _read(name: str, types: str, text: str) -> list[dict[str, Any]]:
    """The abilities of a real card's text without labels; every line claimed, and the engine
    loads them as a card's."""
    face = _face(name, types, text)
    return read_whole(face)


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


def test_a_triggered_ability_reads_the_delayed_draw_too() -> None:
    """603.7a: a triggered ability's "draw a card at the beginning of the next turn's upkeep"
    is the same delayed draw (round 4, templates_trigger_clauses; its run is tested in
    test_oracle_trigger_clauses)."""
    text = "When ~ enters, draw a card at the beginning of the next turn's upkeep."
    assert _unread("Test Bird", "Creature", text) == ()


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
    """603.7: a spell's delayed ability waiting for an object to leave isn't played yet (one
    about its target at a moment is, round 8: tests/engine/test_oracle_linked.py): the card is
    refused naming the action."""
    exile = {"name": "Test Flicker", "types": ["Instant"], "abilities": [{
        "kind": "spell", "label": "...", "targets": [{"object": {"types": ["Creature"]}}],
        "effect": [{"do": "exile", "object": "target"},
                   {"do": "delayed", "leaves": "target", "object": "target",
                    "effect": [{"do": "return_to_battlefield", "object": "it"}]}]}]}
    with pytest.raises(ScenarioError, match="delayed one about an object"):
        play([], [], cards=[exile])


# --- "with flying": a target's or a group's keyword (the filter's keywords) -------------------

FLYING_CREATURE = {"object": {"types": ["Creature"], "keywords": ["Flying"]}}


@pytest.mark.parametrize(("name", "text", "target", "action"), [
    ("Wing Snare", "Destroy target creature with flying.", FLYING_CREATURE,
     {"do": "destroy", "object": "target"}),
    ("Shredding Winds", "Shredding Winds deals 7 damage to target creature with flying.",
     FLYING_CREATURE, {"do": "damage", "object": "target", "amount": 7}),
    ("Trip Wire", "Destroy target creature with horsemanship.",
     {"object": {"types": ["Creature"], "keywords": ["Horsemanship"]}},
     {"do": "destroy", "object": "target"}),
])
def test_a_target_with_a_keyword(name: str, text: str, target: dict[str, Any],
                                 action: dict[str, Any]) -> None:
    """115.1: "target creature with flying" keeps its keyword in the target's filter."""
    assert _read(name, "Sorcery", text) == [
        {"kind": "spell", "targets": [target], "effect": [action]}]


@pytest.mark.parametrize(("name", "text", "effect"), [
    ("Tremor", "Tremor deals 1 damage to each creature without flying.",
     [{"do": "damage", "objects": {"types": ["Creature"], "not_keywords": ["Flying"]},
       "amount": 1}]),
    ("Squall Line", "Squall Line deals X damage to each creature with flying and each player.",
     [{"do": "damage", "objects": {"types": ["Creature"], "keywords": ["Flying"]},
       "amount": "x"}, {"do": "damage", "player": "each_player", "amount": "x"}]),
    ("Rolling Earthquake", "Rolling Earthquake deals X damage to each creature without "
     "horsemanship and each player.",
     [{"do": "damage", "objects": {"types": ["Creature"], "not_keywords": ["Horsemanship"]},
       "amount": "x"}, {"do": "damage", "player": "each_player", "amount": "x"}]),
])
def test_damage_to_each_creature_with_or_without_a_keyword(name: str, text: str,
                                                          effect: list[Any]) -> None:
    """120.3: the spell deals its damage to each creature the filter matches (and each
    player), X as chosen (601.2b)."""
    assert _read(name, "Sorcery", text) == [{"kind": "spell", "effect": effect}]


@pytest.mark.parametrize("text", [
    "Zap deals 1 damage to each creature with flying and trample.",
    "Zap deals X damage to each creature without flying and each planeswalker.",
    "Zap deals 2 damage to target creature with flying or reach.",
    "Destroy target creature with protection from red.",
])
def test_keyword_phrases_it_cant_say_stay_unread(text: str) -> None:
    """Two keywords, planeswalkers in the group, alternatives, protection: left unread."""
    assert _unread("Zap", "Instant", text) == (text,)


def test_plummet_destroys_a_flyer_and_cant_target_a_bear() -> None:
    """115.1, 701.8: Plummet (the library card, scripted as the compiler reads it) destroys
    Serra Angel; Grizzly Bears, without flying, is no legal target."""
    objects = [{"id": "p", "card": "Plummet", "controller": "A", "zone": "hand"},
               {"id": "angel", "card": "Serra Angel", "controller": "B"},
               {"id": "bear", "card": "Grizzly Bears", "controller": "B"}]

    result = play(objects, [{"type": "cast", "player": "A", "object": "p",
                             "targets": ["angel"]}])
    assert result["objects"]["angel"]["zone"] == "graveyard"
    with pytest.raises(ScenarioError):
        play(objects, [{"type": "cast", "player": "A", "object": "p", "targets": ["bear"]}])


def test_tremor_spares_the_flyer() -> None:
    """120.3: Tremor deals 1 damage to each creature without flying: Child of Night (2/1) without
    flying dies, Serra Angel is dealt none."""
    tremor = _card("Tremor", "Sorcery", "Tremor deals 1 damage to each creature without "
                   "flying.", colors=["R"])
    objects = [{"id": "t", "card": "Tremor", "controller": "A", "zone": "hand"},
               {"id": "angel", "card": "Serra Angel", "controller": "B"},
               {"id": "elf", "card": "Child of Night", "controller": "B"}]

    result = play(objects, [{"type": "cast", "player": "A", "object": "t"}], cards=[tremor])

    assert result["objects"]["angel"]["damage"] == 0
    assert result["objects"]["elf"]["zone"] == "graveyard"


# --- two targets in one sentence ----------------------------------------------------------------


def test_destroy_target_creature_and_target_land() -> None:
    """115.1: Fumarole's kin, "Destroy target creature and target land": two targets, each
    destroyed."""
    assert _read("Spiteful Blow", "Sorcery", "Destroy target creature and target land.") == [
        {"kind": "spell", "targets": [{"object": {"types": ["Creature"]}},
                                      {"object": {"types": ["Land"]}}],
         "effect": [{"do": "destroy", "object": "target"},
                    {"do": "destroy", "object": "target", "target": 1}]}]


@pytest.mark.parametrize("text", [
    "Destroy target creature and target land. It can't be regenerated.",
    "Destroy target creature and target land. Its controller gains 2 life.",
    "Destroy target creature and target player.",
])
def test_it_after_two_targets_stays_unread(text: str) -> None:
    """608.2c: "it" after two targets is either: such lines stay unread."""
    assert _unread("Zap", "Sorcery", text) == (text,)


def test_spiteful_blow_destroys_both_targets() -> None:
    """608.2c: both targets are destroyed, each by its own action."""
    blow = _card("Spiteful Blow", "Sorcery", "Destroy target creature and target land.",
                 colors=["B"])
    objects = [{"id": "s", "card": "Spiteful Blow", "controller": "A", "zone": "hand"},
               {"id": "bear", "card": "Grizzly Bears", "controller": "B"},
               {"id": "land", "card": "Forest", "controller": "B"}]

    result = play(objects, [{"type": "cast", "player": "A", "object": "s",
                             "targets": ["bear", "land"]}], cards=[blow])

    assert (result["objects"]["bear"]["zone"], result["objects"]["land"]["zone"]) == (
        "graveyard", "graveyard")


# --- X in a player's draw, discard, life ---------------------------------------------------------


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Ribbons", "Each opponent loses X life.",
     {"kind": "spell", "effect": [{"do": "lose_life", "player": "each_opponent",
                                   "amount": "x"}]}),
    ("Stream of Life", "Target player gains X life.",
     {"kind": "spell", "targets": [{"player": "any"}],
      "effect": [{"do": "gain_life", "player": "target", "amount": "x"}]}),
    ("Braingeyser", "Target player draws X cards.",
     {"kind": "spell", "targets": [{"player": "any"}],
      "effect": [{"do": "draw", "player": "target", "amount": "x"}]}),
])
def test_x_in_a_players_amount(name: str, text: str, ability: dict[str, Any]) -> None:
    """107.3a, 601.2b: X is the number the caster chose."""
    assert _read(name, "Sorcery", text) == [ability]


def test_x_in_a_triggered_ability_stays_unread() -> None:
    """107.3: a triggered ability has no X chosen: "draw X cards" stays unread there."""
    text = "When ~ enters, draw X cards."
    assert _unread("Zed", "Creature", text) == (text,)


def test_stream_of_life_gains_x() -> None:
    """601.2b: cast with X = 5, B gains 5 life."""
    stream = _card("Stream of Life", "Sorcery", "Target player gains X life.", colors=["G"])
    objects = [{"id": "s", "card": "Stream of Life", "controller": "A", "zone": "hand"}]

    result = play(objects, [{"type": "cast", "player": "A", "object": "s", "targets": ["B"],
                             "x": 5}], cards=[stream])

    assert result["players"]["B"]["life"] == 25


# --- additional costs (601.2b, 601.2h) -----------------------------------------------------------

BONE_SPLINTERS = ("As an additional cost to cast this spell, sacrifice a creature.\n"
                  "Destroy target creature.")


@pytest.mark.parametrize(("name", "text", "pay"), [
    ("Bone Splinters", BONE_SPLINTERS.split("\n")[0], "Sacrifice a creature"),
    ("Fling", "As an additional cost to cast Fling, sacrifice a creature.",
     "Sacrifice a creature"),
    ("Shrapnel Blast", "As an additional cost to cast Shrapnel Blast, sacrifice an artifact.",
     "Sacrifice an artifact"),
    ("Tormenting Voice", "As an additional cost to cast this spell, discard a card.",
     "Discard a card"),
])
def test_an_additional_cost_line(name: str, text: str, pay: str) -> None:
    """601.2b: the line is the cost its caster pays, for the engine to pay as it is cast."""
    assert _read(name, "Sorcery", text) == [{"kind": "additional_cost", "pay": pay}]


@pytest.mark.parametrize("text", [
    "As an additional cost to cast this spell, sacrifice two creatures.",
    "As an additional cost to cast Zap, discard X cards.",
    "As an additional cost to cast this spell, sacrifice a nontoken creature.",
    "As an additional cost to cast this spell, sacrifice a creature or discard a card.",
    "As an additional cost to cast this spell, return a land you control to its owner's hand.",
])
def test_additional_costs_the_engine_cant_pay_stay_unread(text: str) -> None:
    """601.2h: costs casting can't pay exactly (two, X, "nontoken", a choice) stay unread."""
    assert _unread("Zap", "Sorcery", text) == (text,)


def _splinters(events: list[dict[str, Any]]) -> dict[str, Any]:
    splinters = _card("Bone Splinters", "Sorcery", BONE_SPLINTERS, colors=["B"])
    objects = [{"id": "s", "card": "Bone Splinters", "controller": "A", "zone": "hand"},
               {"id": "mine", "card": "Child of Night", "controller": "A"},
               {"id": "land", "card": "Forest", "controller": "A"},
               {"id": "bear", "card": "Grizzly Bears", "controller": "B"}]
    return play(objects, events, cards=[splinters])


def test_bone_splinters_sacrifices_as_it_is_cast() -> None:
    """601.2h, 701.17a: A sacrifices Child of Night as Bone Splinters is cast; it resolves and
    destroys B's Grizzly Bears."""
    result = _splinters([{"type": "cast", "player": "A", "object": "s", "targets": ["bear"],
                          "sacrifice": ["mine"]}])

    assert (result["objects"]["mine"]["zone"], result["objects"]["bear"]["zone"]) == (
        "graveyard", "graveyard")
    assert {"601.2h", "701.17a"} <= _rules(result)


def test_the_sacrifice_is_paid_before_the_spell_resolves() -> None:
    """601.2h: with the spell still on the stack, the creature is already in the graveyard."""
    result = _splinters([{"type": "cast", "player": "A", "object": "s", "targets": ["bear"],
                          "sacrifice": ["mine"]}, {"type": "resolve"}])

    assert result["objects"]["mine"]["zone"] == "graveyard"


@pytest.mark.parametrize(("extra", "says"), [
    ({}, "name it in sacrifice"),
    ({"sacrifice": ["land"]}, "is not a creature its player controls"),
    ({"sacrifice": ["bear"]}, "is not a creature its player controls"),
])
def test_bone_splinters_without_a_creature_to_sacrifice_is_refused(extra: dict[str, Any],
                                                                   says: str) -> None:
    """601.2h: without the sacrifice named, or naming a land or B's creature, the spell can't be
    cast: the event is refused, naming the field."""
    with pytest.raises(ScenarioError, match=says):
        _splinters([{"type": "cast", "player": "A", "object": "s", "targets": ["bear"],
                     **extra}])


def test_a_sacrifice_named_for_a_spell_without_an_additional_cost_is_refused() -> None:
    """601.2h: a cast event's sacrifice for a spell with no additional cost is refused."""
    objects = [{"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "hand"},
               {"id": "mine", "card": "Child of Night", "controller": "A"}]
    with pytest.raises(ScenarioError, match="no additional cost"):
        play(objects, [{"type": "cast", "player": "A", "object": "bolt", "targets": ["B"],
                        "sacrifice": ["mine"]}])


def test_an_additional_discard_cant_discard_the_spell_itself() -> None:
    """601.2a, 601.2h: the spell is on the stack as its costs are paid: it is no card in hand
    to discard."""
    voice = _card("Tormenting Voice", "Sorcery", "As an additional cost to cast this spell, "
                  "discard a card.\nDraw two cards.", colors=["R"])
    objects = [{"id": "v", "card": "Tormenting Voice", "controller": "A", "zone": "hand"}]
    with pytest.raises(ScenarioError, match="discard"):
        play(objects, [{"type": "cast", "player": "A", "object": "v", "discard": ["v"]}],
             cards=[voice])


def test_a_paid_additional_cost_is_not_listed_as_not_modelled() -> None:
    """601.2h: the additional cost was paid: the result doesn't list it in not_modelled."""
    result = _splinters([{"type": "cast", "player": "A", "object": "s", "targets": ["bear"],
                          "sacrifice": ["mine"]}])

    assert result["not_modelled"] == []


# --- adjective lists and subtype cards ------------------------------------------------------------


def test_nonartifact_nonblack_creature_keeps_both_adjectives() -> None:
    """115.1: "target nonartifact, nonblack creature": neither an artifact nor black."""
    assert _read("Terror", "Instant", "Destroy target nonartifact, nonblack creature. It can't "
                 "be regenerated.") == [
        {"kind": "spell", "targets": [{"object": {"types": ["Creature"],
                                                  "not_types": ["Artifact"],
                                                  "not_colors": ["B"]}}],
         "effect": [{"do": "destroy", "object": "target", "no_regeneration": True}]}]


@pytest.mark.parametrize("text", [
    "Destroy target nonartifact, black creature.",
    "Destroy target white, blue creature.",
])
def test_adjective_lists_other_than_non_stay_unread(text: str) -> None:
    """A list with a word other than "non-" (which may mean "or") stays unread."""
    assert _unread("Zed", "Instant", text) == (text,)


def test_return_target_goblin_card() -> None:
    """115.1, 205.3m: "target Goblin card from your graveyard": a card with that subtype."""
    assert _read("Goblin Grenadiers", "Sorcery",
                 "Return target Goblin card from your graveyard to your hand.") == [
        {"kind": "spell", "targets": [{"object": {"zones": ["graveyard"], "owner": "you",
                                                  "subtypes": ["Goblin"]}}],
         "effect": [{"do": "return_to_hand", "object": "target"}]}]


def test_a_subtype_card_to_the_battlefield_stays_unread() -> None:
    """303.4f: a "Goblin card" may be a kindred Aura: put onto the battlefield it stays
    unread, as "enchantment card" does."""
    text = "Return target Goblin card from your graveyard to the battlefield."
    assert _unread("Zed", "Sorcery", text) == (text,)


# --- "target attacking creature" (506.3) ------------------------------------------------


@pytest.mark.parametrize(("name", "text", "combat", "action"), [
    ("Divine Verdict", "Destroy target attacking or blocking creature.",
     "attacking_or_blocking", {"do": "destroy", "object": "target"}),
    ("Righteousness", "Target blocking creature gets +7/+7 until end of turn.", "blocking",
     None),
    ("Kill Shot", "Destroy target attacking creature.", "attacking",
     {"do": "destroy", "object": "target"}),
    ("Lightning Blow", "Lightning Blow deals 3 damage to target attacking or blocking creature.",
     "attacking_or_blocking", {"do": "damage", "object": "target", "amount": 3}),
])
def test_a_target_in_combat(name: str, text: str, combat: str,
                            action: dict[str, Any] | None) -> None:
    """506.3: "target attacking creature" keeps "attacking" as the target's combat."""
    target = {"object": {"types": ["Creature"]}, "combat": combat}
    if action is None:
        expected: dict[str, Any] = {
            "kind": "spell", "affects": "targets", "duration": "end_of_turn",
            "modifications": [{"op": "modify_pt", "power": 7, "toughness": 7}],
            "targets": [target]}
    else:
        expected = {"kind": "spell", "targets": [target], "effect": [action]}
    assert _read(name, "Instant", text) == [expected]


def test_attacking_land_stays_unread() -> None:
    """506.3: only a creature attacks or blocks: "target attacking land" stays unread."""
    text = "Destroy target attacking land."
    assert _unread("Zed", "Instant", text) == (text,)


def _kill_shot(events: list[dict[str, Any]]) -> dict[str, Any]:
    shot = _card("Kill Shot", "Instant", "Destroy target attacking creature.")
    objects = [{"id": "k", "card": "Kill Shot", "controller": "B", "zone": "hand"},
               {"id": "bear", "card": "Grizzly Bears", "controller": "A"},
               {"id": "home", "card": "Grizzly Bears", "controller": "A"}]
    return play(objects, events, cards=[shot])


def test_kill_shot_destroys_an_attacker() -> None:
    """506.3, 508.1: with A's Grizzly Bears attacking, B's Kill Shot destroys it."""
    result = _kill_shot([{"type": "attack", "attackers": [{"object": "bear"}]},
                         {"type": "cast", "player": "B", "object": "k", "targets": ["bear"]}])

    assert result["objects"]["bear"]["zone"] == "graveyard"


def test_kill_shot_cant_target_a_creature_that_isnt_attacking() -> None:
    """506.3: the Bears that stayed home, or any creature outside combat, is no legal target."""
    with pytest.raises(ScenarioError, match="not a legal target"):
        _kill_shot([{"type": "attack", "attackers": [{"object": "bear"}]},
                    {"type": "cast", "player": "B", "object": "k", "targets": ["home"]}])
    with pytest.raises(ScenarioError, match="not a legal target"):
        _kill_shot([{"type": "cast", "player": "B", "object": "k", "targets": ["bear"]}])


# --- opponent or planeswalker, -1/-1 counters, "that creature's controller" ----------------------


def test_target_opponent_or_planeswalker() -> None:
    """115.1: "target opponent or planeswalker": an opponent, or any planeswalker."""
    assert _read("Lava Coil", "Sorcery", "Lava Coil deals 3 damage to target opponent or "
                 "planeswalker.") == [
        {"kind": "spell", "targets": [{"player": "opponent",
                                       "object": {"types": ["Planeswalker"]}}],
         "effect": [{"do": "damage", "object": "target", "amount": 3}]}]


def test_an_opponent_or_planeswalker_spell_cant_target_its_caster() -> None:
    """115.1: A is no opponent of A: refused as a target."""
    zap = _card("Zap", "Instant", "Zap deals 3 damage to target opponent or planeswalker.")
    objects = [{"id": "z", "card": "Zap", "controller": "A", "zone": "hand"}]
    assert play(objects, [{"type": "cast", "player": "A", "object": "z", "targets": ["B"]}],
                cards=[zap])["players"]["B"]["life"] == 17
    with pytest.raises(ScenarioError, match="not a legal target"):
        play(objects, [{"type": "cast", "player": "A", "object": "z", "targets": ["A"]}],
             cards=[zap])


def test_minus_counters_and_damage_to_that_creatures_controller() -> None:
    """122.1, 608.2h: a -1/-1 counter on the target, then damage to its controller."""
    assert _read("Zed", "Instant", "Put a -1/-1 counter on target creature. Zed deals 2 "
                 "damage to that creature's controller.") == [
        {"kind": "spell", "targets": [{"object": {"types": ["Creature"]}}],
         "effect": [{"do": "put_counters", "object": "target", "counter": "-1/-1",
                     "amount": 1},
                    {"do": "damage", "player": "target_controller", "amount": 2}]}]


@pytest.mark.parametrize("text", [
    "Zed deals 2 damage to that creature's controller.",
    "Destroy target artifact. Zed deals 2 damage to that creature's controller.",
    "Destroy target creature and target land. Zed deals 2 damage to that land's controller.",
])
def test_that_things_controller_needs_that_thing(text: str) -> None:
    """608.2c: "that creature" must be the one object target named just before."""
    assert _unread("Zed", "Sorcery", text) == (text,)


def test_a_land_destroyed_still_has_its_controller_dealt_damage() -> None:
    """608.2h: the land's controller as it last existed is dealt the damage after it is
    destroyed."""
    spell = _card("Zed", "Sorcery", "Destroy target land. Zed deals 2 damage to that land's "
                  "controller.", colors=["R"])
    objects = [{"id": "z", "card": "Zed", "controller": "A", "zone": "hand"},
               {"id": "land", "card": "Forest", "controller": "B"}]

    result = play(objects, [{"type": "cast", "player": "A", "object": "z",
                             "targets": ["land"]}], cards=[spell])

    assert (result["objects"]["land"]["zone"], result["players"]["B"]["life"]) == (
        "graveyard", 18)


# --- modes read by a whole-line template (700.2) --------------------------------------------------

BOROS_CHARM = ("Choose one —\n• Boros Charm deals 4 damage to target player or planeswalker.\n"
               "• Permanents you control gain indestructible until end of turn.\n"
               "• Target creature gains double strike until end of turn.")


def test_boros_charm_reads_its_group_mode() -> None:
    """700.2, 611.2c: Boros Charm's second mode is a continuous effect on the permanents its
    caster controls as it resolves (read by the whole-line template), no target."""
    modes = _read("Boros Charm", "Instant", BOROS_CHARM)

    assert modes[1] == {
        "kind": "spell", "affects": {"controller": "you"},
        "modifications": [{"op": "add_abilities", "abilities": ["Indestructible"]}],
        "duration": "end_of_turn",
        "mode": "Permanents you control gain indestructible until end of turn.",
        "choose": [1, 1]}


def test_a_prevention_mode_leaves_the_modal_spell_unread() -> None:
    """615: a prevention shield is no spell ability a resolving spell creates: the whole modal
    spell stays unread."""
    text = ("Choose one —\n• Prevent the next 1 damage that would be dealt to any target this "
            "turn.\n• Destroy target artifact.")
    assert len(_unread("Zed", "Instant", text)) == 3


def test_boros_charm_makes_its_casters_permanents_indestructible() -> None:
    """700.2, 611.2c: cast with its second mode, A's Grizzly Bears survives a Wrath; B's
    doesn't."""
    charm = _card("Boros Charm", "Instant", BOROS_CHARM, colors=["R", "W"])
    objects = [{"id": "c", "card": "Boros Charm", "controller": "A", "zone": "hand"},
               {"id": "mine", "card": "Grizzly Bears", "controller": "A"},
               {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
               {"id": "w", "card": "Wrath of God", "controller": "A", "zone": "hand"}]

    result = play(objects, [{"type": "cast", "player": "A", "object": "c", "mode": [1]},
                            {"type": "resolve"}, {"type": "cast", "player": "A", "object": "w"}],
                  cards=[charm])

    assert (result["objects"]["mine"]["zone"], result["objects"]["theirs"]["zone"]) == (
        "battlefield", "graveyard")


# --- "with power 4 or greater" (a target's power and toughness now) ----------------------------


@pytest.mark.parametrize(("name", "text", "target"), [
    ("Humble the Brute", "Destroy target creature with power 4 or greater.",
     {"object": {"types": ["Creature"]}, "power_at_least": 4}),
    ("Swat", "Destroy target creature with power 2 or less.",
     {"object": {"types": ["Creature"]}, "power_at_most": 2}),
    ("Pillar of Light", "Exile target creature with toughness 4 or greater.",
     {"object": {"types": ["Creature"]}, "toughness_at_least": 4}),
    ("Puncturing Light", "Destroy target attacking or blocking creature with power 3 or less.",
     {"object": {"types": ["Creature"]}, "combat": "attacking_or_blocking",
      "power_at_most": 3}),
])
def test_a_target_with_power_or_toughness(name: str, text: str,
                                         target: dict[str, Any]) -> None:
    """115.1, 208.1: the target's power or toughness bound is kept."""
    action = "exile" if text.startswith("Exile") else "destroy"
    assert _read(name, "Instant", text) == [
        {"kind": "spell", "targets": [target], "effect": [{"do": action, "object": "target"}]}]


@pytest.mark.parametrize("text", [
    "Destroy target creature with power 4 or greater an opponent controls.",
    "Exile target creature with power or toughness 1 or less.",
    "Destroy target permanent with power 2 or less.",
])
def test_power_phrases_it_cant_say_stay_unread(text: str) -> None:
    """Word orders and alternatives the target can't say stay unread."""
    assert _unread("Zed", "Instant", text) == (text,)


def _humble(events: list[dict[str, Any]]) -> dict[str, Any]:
    humble = _card("Humble the Brute", "Instant",
                   "Destroy target creature with power 4 or greater.")
    objects = [{"id": "h", "card": "Humble the Brute", "controller": "A", "zone": "hand"},
               {"id": "gg", "card": "Giant Growth", "controller": "B", "zone": "hand"},
               {"id": "bear", "card": "Grizzly Bears", "controller": "B"},
               {"id": "angel", "card": "Serra Angel", "controller": "B"}]
    return play(objects, events, cards=[humble])


def test_humble_the_brute_needs_power_four() -> None:
    """115.1, 208.1: Serra Angel (4/4) is a legal target; Grizzly Bears (2/2) is not."""
    result = _humble([{"type": "cast", "player": "A", "object": "h", "targets": ["angel"]}])
    assert result["objects"]["angel"]["zone"] == "graveyard"
    with pytest.raises(ScenarioError, match="not a legal target"):
        _humble([{"type": "cast", "player": "A", "object": "h", "targets": ["bear"]}])


def test_a_bear_grown_to_five_power_is_a_legal_target() -> None:
    """208.1, 611.2: after Giant Growth the Bears are 5/5: Humble the Brute may target them."""
    result = _humble([{"type": "cast", "player": "B", "object": "gg", "targets": ["bear"]},
                      {"type": "resolve"},
                      {"type": "cast", "player": "A", "object": "h", "targets": ["bear"]}])

    assert result["objects"]["bear"]["zone"] == "graveyard"


RAIN_OF_THORNS = ("Choose one or more —\n• Destroy target artifact.\n• Destroy target "
                  "enchantment.\n• Destroy target land.")


def test_choose_one_or_more_is_one_to_every_mode() -> None:
    """700.2: "Choose one or more —" with three modes: [1, 3] modes, each at most once."""
    modes = _read("Rain of Thorns", "Sorcery", RAIN_OF_THORNS)

    assert [m["choose"] for m in modes] == [[1, 3]] * 3


def test_rain_of_thorns_with_all_three_modes() -> None:
    """700.2, 601.2c: all three modes chosen, each destroys its own target."""
    rain = _card("Rain of Thorns", "Sorcery", RAIN_OF_THORNS, colors=["G"])
    objects = [{"id": "r", "card": "Rain of Thorns", "controller": "A", "zone": "hand"},
               {"id": "art", "card": "Platinum Angel", "controller": "B"},
               {"id": "ench", "card": "Gravity Sphere", "controller": "B"},
               {"id": "land", "card": "Forest", "controller": "B"}]

    result = play(objects, [{"type": "cast", "player": "A", "object": "r", "mode": [0, 1, 2],
                             "targets": ["art", "ench", "land"]}], cards=[rain])

    assert {result["objects"][o]["zone"] for o in ("art", "ench", "land")} == {"graveyard"}


# --- "If that spell is countered this way, exile it instead ..." (614.1a) -----------------------

DISSIPATE = ("Counter target spell. If that spell is countered this way, exile it instead of "
             "putting it into its owner's graveyard.")


def test_dissipate_reads_as_a_counter_that_exiles() -> None:
    """701.5a, 614.1a: the counter action says the countered spell goes to exile."""
    assert _read("Dissipate", "Instant", DISSIPATE) == [
        {"kind": "spell", "targets": [{"object": {"zones": ["stack"]}}],
         "effect": [{"do": "counter", "object": "target", "exile_instead": True}]}]


def _dissipate(spell: str) -> dict[str, Any]:
    dissipate = _card("Dissipate", "Instant", DISSIPATE, colors=["U"])
    objects = [{"id": "d", "card": "Dissipate", "controller": "A", "zone": "hand"},
               {"id": "s", "card": spell, "controller": "B", "zone": "hand"}]
    events = [{"type": "cast", "player": "B", "object": "s", "targets": ["A"]},
              {"type": "cast", "player": "A", "object": "d", "targets": ["s"]}]
    return play(objects, events, cards=[dissipate])


def test_dissipate_exiles_the_countered_bolt() -> None:
    """701.5a, 614.1a: B's Lightning Bolt is countered and exiled; A takes no damage."""
    result = _dissipate("Lightning Bolt")

    assert (result["objects"]["s"]["zone"], result["players"]["A"]["life"]) == ("exile", 20)
    assert "614.1a" in _rules(result)


def test_a_spell_that_cant_be_countered_isnt_exiled() -> None:
    """101.2: Abrupt Decay can't be countered: it isn't countered, so not exiled, and it
    resolves."""
    dissipate = _card("Dissipate", "Instant", DISSIPATE, colors=["U"])
    objects = [{"id": "d", "card": "Dissipate", "controller": "A", "zone": "hand"},
               {"id": "s", "card": "Abrupt Decay", "controller": "B", "zone": "hand"},
               {"id": "bear", "card": "Grizzly Bears", "controller": "A"}]
    result = play(objects, [{"type": "cast", "player": "B", "object": "s", "targets": ["bear"]},
                            {"type": "cast", "player": "A", "object": "d", "targets": ["s"]}],
                  cards=[dissipate])

    assert (result["objects"]["s"]["zone"], result["objects"]["bear"]["zone"]) == (
        "graveyard", "graveyard")


def test_damage_to_each_creature_your_opponents_control() -> None:
    """120.3: "each creature your opponents control" (a qualifier after the noun)."""
    assert _read("Zed", "Sorcery", "Zed deals 2 damage to each creature your opponents "
                 "control.") == [
        {"kind": "spell", "effect": [{"do": "damage", "amount": 2, "objects": {
            "types": ["Creature"], "controller": "opponent"}}]}]


def test_one_sided_sweeper_spares_its_casters_creatures() -> None:
    """120.3: A's Grizzly Bears is dealt no damage, B's dies."""
    sweep = _card("Zed", "Sorcery", "Zed deals 2 damage to each creature your opponents "
                  "control.", colors=["R"])
    objects = [{"id": "z", "card": "Zed", "controller": "A", "zone": "hand"},
               {"id": "mine", "card": "Grizzly Bears", "controller": "A"},
               {"id": "theirs", "card": "Grizzly Bears", "controller": "B"}]

    result = play(objects, [{"type": "cast", "player": "A", "object": "z"}], cards=[sweep])

    assert (result["objects"]["mine"]["damage"], result["objects"]["theirs"]["zone"]) == (
        0, "graveyard")


# --- entwine (702.42) -----------------------------------------------------------------------------

BARBED_LIGHTNING = ("Choose one —\n• Barbed Lightning deals 3 damage to target creature.\n"
                    "• Barbed Lightning deals 3 damage to target player or planeswalker.\n"
                    "Entwine {2} (Choose both if you pay the entwine cost.)")


def test_entwine_marks_every_mode() -> None:
    """702.42a: "Entwine {2}" after the modes: each mode says its spell has entwine; the
    entwine line itself is claimed with no ability."""
    modes = _read("Barbed Lightning", "Sorcery", BARBED_LIGHTNING)

    assert [(m["choose"], m["entwine"]) for m in modes] == [([1, 1], True)] * 2


@pytest.mark.parametrize("text", [
    # ("Entwine—Sacrifice three lands." is paid now: tests/engine/test_oracle_chosen.py.)
    "Choose one —\n• Destroy target artifact.\n• Destroy target land.\nEntwine—Tap two "
    "untapped white creatures you control.",
    "Choose one or both —\n• Destroy target artifact.\n• Destroy target land.\nEntwine {2}",
])
def test_entwine_it_cant_pay_or_without_choose_one_stays_unread(text: str) -> None:
    """702.42a: a non-mana entwine cost, or entwine after "Choose one or both", stays unread
    (the whole modal spell with it)."""
    assert len(_unread("Zed", "Sorcery", text)) == len(text.split("\n"))


def _barbed(mode: list[int], targets: list[str]) -> dict[str, Any]:
    barbed = _card("Barbed Lightning", "Sorcery", BARBED_LIGHTNING, colors=["R"])
    objects = [{"id": "b", "card": "Barbed Lightning", "controller": "A", "zone": "hand"},
               {"id": "bear", "card": "Grizzly Bears", "controller": "B"}]
    return play(objects, [{"type": "cast", "player": "A", "object": "b", "mode": mode,
                           "targets": targets}], cards=[barbed])


def test_barbed_lightning_entwined_does_both() -> None:
    """702.42b: entwined, both modes: the Bears die and B loses 3 life."""
    result = _barbed([0, 1], ["bear", "B"])

    assert (result["objects"]["bear"]["zone"], result["players"]["B"]["life"]) == (
        "graveyard", 17)
    assert "702.42b" in _rules(result)


def test_barbed_lightning_one_mode_is_still_one() -> None:
    """700.2: without entwine, one mode: the player is dealt nothing."""
    result = _barbed([1], ["B"])

    assert result["players"]["B"]["life"] == 17
    assert "702.42b" not in _rules(result)


# --- "Cast ~ only during ..." (601.3) -------------------------------------------------------------

TRAP = ("Cast Zed only during combat before blockers are declared.\n"
        "Zed deals 1 damage to target creature.")


@pytest.mark.parametrize(("line", "during"), [
    ("Cast Zed only during combat before blockers are declared.", ["declare_attackers"]),
    ("Cast Zed only during the declare attackers step.", ["declare_attackers"]),
    ("Cast this spell only during combat after blockers are declared.",
     ["combat_after_blockers"]),
    ("Cast Zed only during your turn.", ["your_turn"]),
    ("Cast Zed only during an opponent's turn.", ["opponents_turn"]),
    ("Cast Zed only during your turn and only during combat before blockers are declared.",
     ["your_turn", "declare_attackers"]),
])
def test_a_cast_timing_line(line: str, during: list[str]) -> None:
    """601.3: the moments the spell may be cast in, every one of them."""
    assert _read("Zed", "Instant", line) == [{"kind": "cast_timing", "during": during}]


@pytest.mark.parametrize("line", [
    "Cast Zed only during the declare attackers step and only if you've been attacked this "
    "step.",
    "Cast Zed only before blockers are declared.",
    "Cast Zed only if you've cast another spell this turn.",
])
def test_cast_timings_it_cant_check_stay_unread(line: str) -> None:
    """601.3: "been attacked", "before ..." (other phases too) and conditions stay unread."""
    assert _unread("Zed", "Instant", line) == (line,)


def _trap(events: list[dict[str, Any]]) -> dict[str, Any]:
    trap = _card("Zed", "Instant", TRAP, colors=["R"])
    objects = [{"id": "z", "card": "Zed", "controller": "B", "zone": "hand"},
               {"id": "bear", "card": "Child of Night", "controller": "A"},
               {"id": "wall", "card": "Grizzly Bears", "controller": "B"}]
    return play(objects, events, cards=[trap])


ZAP = {"type": "cast", "player": "B", "object": "z", "targets": ["bear"]}


def test_cast_during_the_declare_attackers_step() -> None:
    """601.3: after attackers are declared and before blockers, B may cast it."""
    result = _trap([{"type": "attack", "attackers": [{"object": "bear"}]}, ZAP])

    assert result["objects"]["bear"]["zone"] == "graveyard"


@pytest.mark.parametrize("before", [
    [],
    [{"type": "attack", "attackers": [{"object": "bear"}]},
     {"type": "block", "blockers": [{"object": "wall", "blocking": "bear"}]}],
])
def test_cast_outside_its_moment_is_refused(before: list[dict[str, Any]]) -> None:
    """601.3: in the main phase, or once blockers are declared, it can't be cast: the event is
    refused, quoting the line."""
    with pytest.raises(ScenarioError, match="can't be cast now"):
        _trap([*before, ZAP])


# --- extra turns (500.7) and "Exile ~" ------------------------------------------------------------


@pytest.mark.parametrize(("text", "effect", "targets"), [
    ("Take an extra turn after this one.",
     [{"do": "extra_turn", "player": "you", "amount": 1}], None),
    ("Take an extra turn after this one. Exile Temporal Mastery.",
     [{"do": "extra_turn", "player": "you", "amount": 1}, {"do": "exile", "object": "self"}],
     None),
    ("Target player takes two extra turns after this one.",
     [{"do": "extra_turn", "player": "target", "amount": 2}], [{"player": "any"}]),
])
def test_extra_turn_lines(text: str, effect: list[Any], targets: list[Any] | None) -> None:
    """500.7: the extra turns and whose they are; "Exile ~" is the spell itself."""
    expected: dict[str, Any] = {"kind": "spell", "effect": effect}
    if targets is not None:
        expected = {"kind": "spell", "targets": targets, "effect": effect}
    assert _read("Temporal Mastery", "Sorcery", text) == [expected]


def test_exile_self_is_a_spells_only() -> None:
    """400.7: "Exile ~" in an activated ability isn't read as the spell's self-exile."""
    text = "{T}: Exile Zed."
    assert _unread("Zed", "Artifact", text) == (text,)


def _extra(text: str, events: list[dict[str, Any]],
           target: str | None = None) -> dict[str, Any]:
    spell = _card("Zed", "Sorcery", text, colors=["U"])
    objects = [{"id": "z", "card": "Zed", "controller": "A", "zone": "hand"}]
    cast: dict[str, Any] = {"type": "cast", "player": "A", "object": "z"}
    if target is not None:
        cast["targets"] = [target]
    return play(objects, [cast, *events], cards=[spell])


def _turns(result: dict[str, Any]) -> list[str]:
    """Who became the active player at each turn's end, in order."""
    return [re.search(r"; (\w+)", s["text"])[1]  # type: ignore[index]
            for s in result["steps"] if "102.1" in s["rules"]]


def test_take_an_extra_turn_after_this_one() -> None:
    """500.7: A's turn ends and A takes the extra turn; then B's turn comes."""
    result = _extra("Take an extra turn after this one. Exile Zed.",
                    [{"type": "end_turn"}, {"type": "end_turn"}])

    assert _turns(result) == ["A", "B"]
    assert result["objects"]["z"]["zone"] == "exile"
    assert "500.7" in _rules(result)


def test_two_extra_turns_for_target_player() -> None:
    """500.7: B takes two extra turns after A's, then the turn order goes on from B (A)."""
    result = _extra("Target player takes two extra turns after this one.",
                    [{"type": "end_turn"}] * 3, target="B")

    assert _turns(result) == ["B", "B", "A"]
    assert result["objects"]["z"]["zone"] == "graveyard"


# --- buyback (702.27) ------------------------------------------------------------------------

SHOCK_BUYBACK = ("Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, "
                 "put this card into your hand as it resolves.)\nZed deals 2 damage to any "
                 "target.")


def test_buyback_line() -> None:
    """702.27a: "Buyback {3}" is a buyback ability; a buyback that isn't mana stays unread."""
    assert _read("Zed", "Instant", SHOCK_BUYBACK)[0] == {"kind": "buyback"}
    assert _unread("Zed", "Instant", "Buyback—Sacrifice a land.") == (
        "Buyback—Sacrifice a land.",)


def _buyback(extra: dict[str, Any], events: list[dict[str, Any]] | None = None,
             text: str = SHOCK_BUYBACK) -> dict[str, Any]:
    spell = _card("Zed", "Instant", text, colors=["R"])
    objects = [{"id": "z", "card": "Zed", "controller": "A", "zone": "hand"}]
    return play(objects, [{"type": "cast", "player": "A", "object": "z", "targets": ["B"],
                           **extra}, *(events or [])], cards=[spell])


def test_buyback_paid_returns_the_spell_to_its_owners_hand() -> None:
    """702.27a: paid, the spell resolves (B is dealt 2) and goes to A's hand."""
    result = _buyback({"buyback": True})

    assert (result["players"]["B"]["life"], result["objects"]["z"]["zone"]) == (18, "hand")
    assert "702.27a" in _rules(result)


def test_buyback_not_paid_goes_to_the_graveyard() -> None:
    """608.2k: without buyback the spell goes to the graveyard as usual."""
    assert _buyback({})["objects"]["z"]["zone"] == "graveyard"


def test_buyback_for_a_spell_without_it_is_refused() -> None:
    """702.27a: a cast event's buyback for a spell without buyback is refused."""
    with pytest.raises(ScenarioError, match="has no buyback"):
        _buyback({"buyback": True}, text="Zed deals 2 damage to any target.")


def test_a_countered_buyback_spell_goes_to_the_graveyard() -> None:
    """702.27a, 701.5a: it doesn't resolve: countered, it goes to its owner's graveyard."""
    cancel = _card("Cancel", "Instant", "Counter target spell.", colors=["U"])
    spell = _card("Zed", "Instant", SHOCK_BUYBACK, colors=["R"])
    objects = [{"id": "z", "card": "Zed", "controller": "A", "zone": "hand"},
               {"id": "c", "card": "Cancel", "controller": "B", "zone": "hand"}]
    result = play(objects, [{"type": "cast", "player": "A", "object": "z", "targets": ["B"],
                             "buyback": True},
                            {"type": "cast", "player": "B", "object": "c", "targets": ["z"]}],
                  cards=[spell, cancel])

    assert (result["objects"]["z"]["zone"], result["players"]["B"]["life"]) == (
        "graveyard", 20)
