"""The effect readers of engine/oracle/templates_effects.py on real Oracle lines of the dev
corpus (2020 wording): tapping and untapping (701.21) and amounts "for each" permanent you
control (608.2h), each with the exact ability, and the near misses they must leave whole."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.test_oracle_real import _read, _unread

CREATURE_TARGET = {"object": {"types": ["Creature"]}}


# --- 701.21: tap and untap ---------------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Benalish Trapper", "Creature", "{W}, {T}: Tap target creature.",
     {"kind": "activated", "cost": "{W}, {T}", "targets": [CREATURE_TARGET],
      "effect": [{"do": "tap", "object": "target"}]}),
    ("Morphling", "Creature", "{U}: Untap Morphling.",
     {"kind": "activated", "cost": "{U}", "effect": [{"do": "untap", "object": "self"}]}),
    ("Merfolk Seastalkers", "Creature", "{2}{U}: Tap target creature without flying.",
     {"kind": "activated", "cost": "{2}{U}",
      "targets": [{"object": {"types": ["Creature"], "not_keywords": ["Flying"]}}],
      "effect": [{"do": "tap", "object": "target"}]}),
    ("Glaring Aegis", "Enchantment", "When Glaring Aegis enters the battlefield, tap target "
     "creature an opponent controls.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "targets": [{"object": {"types": ["Creature"], "controller": "opponent"}}],
      "effect": [{"do": "tap", "object": "target"}]}),
    ("Gustcloak Cavalier", "Creature", "Whenever Gustcloak Cavalier attacks, you may tap "
     "target creature.",
     {"kind": "triggered", "trigger": {"on": "attacks", "object": "self"},
      "targets": [CREATURE_TARGET], "effect": [{"do": "tap", "object": "target"}],
      "may": True}),
    ("Silkenfist Order", "Creature", "Whenever Silkenfist Order becomes blocked, untap it.",
     {"kind": "triggered", "trigger": {"on": "becomes_blocked", "object": "self"},
      "effect": [{"do": "untap", "object": "self"}]}),
    ("Thundermare", "Creature", "When Thundermare enters the battlefield, tap all other "
     "creatures.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "effect": [{"do": "tap", "objects": {"types": ["Creature"], "other": True}}]}),
    ("Paradox Engine", "Legendary Artifact", "Whenever you cast a spell, untap all nonland "
     "permanents you control.",
     {"kind": "triggered", "trigger": {"on": "cast", "player": "you"},
      "effect": [{"do": "untap", "objects": {"not_types": ["Land"], "controller": "you"}}]}),
    ("Unbender Tine", "Creature", "{T}: Untap another target permanent.",
     {"kind": "activated", "cost": "{T}", "targets": [{"object": {"other": True}}],
      "effect": [{"do": "untap", "object": "target"}]}),
    ("Depose", "Instant", "Tap target creature. Draw a card.",
     {"kind": "spell", "targets": [CREATURE_TARGET],
      "effect": [{"do": "tap", "object": "target"},
                 {"do": "draw", "player": "you", "amount": 1}]}),
    ("Blinding Light", "Sorcery", "Tap all nonwhite creatures.",
     {"kind": "spell", "effect": [{"do": "tap", "objects": {"types": ["Creature"],
                                                             "not_colors": ["W"]}}]}),
])
def test_tapping_and_untapping_lines_read_exactly(name: str, types: str, text: str,
                                                  ability: dict[str, Any]) -> None:
    """Given a real line that taps or untaps, when compiled, then it is the exact action on
    its object, target or group (701.21)."""
    assert _read(name, types, text) == [ability]


@pytest.mark.parametrize("text", [
    "{T}: Tap or untap target permanent.",
    "{T}: Tap target creature. It doesn't untap during its controller's next untap step.",
    "When Test Card enters the battlefield, tap enchanted creature.",
    # ("Up to N" is read since round 7, test_oracle_modal.py; not "any number".)
    "When Test Card enters the battlefield, tap any number of target creatures.",
    "Whenever Test Card attacks, tap target creature. It gains flying until end of turn.",
    "When Test Card dies, untap it.",
    "{2}: Tap target player.",
])
def test_tapping_lines_it_must_not_claim(text: str) -> None:
    """Choices, durations, "enchanted creature", "up to", a later "it" after a target and a
    card that left the battlefield (400.7): left whole."""
    assert _unread("Test Card", "Creature", text)


# --- 608.2h: "for each" ------------------------------------------------------------------------


def test_a_triggered_gain_for_each_creature_you_control() -> None:
    """Conclave Phalanx: the gain is 1 for each creature its controller controls, counted
    as it resolves."""
    assert _read("Conclave Phalanx", "Creature", "When Conclave Phalanx enters the battlefield, "
                 "you gain 1 life for each creature you control.") == [
        {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
         "effect": [{"do": "gain_life", "player": "you", "amount": 1,
                     "per": {"types": ["Creature"], "controller": "you"}}]}]


def test_tokens_for_each_nontoken_creature() -> None:
    """Lena, Selfless Champion: one Soldier for each nontoken creature you control."""
    assert _read("Lena, Selfless Champion", "Legendary Creature",
                 "When Lena, Selfless Champion enters the battlefield, create a 1/1 white "
                 "Soldier creature token for each nontoken creature you control.") == [
        {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
         "effect": [{"do": "create_token", "amount": 1,
                     "token": {"types": ["Creature"], "subtypes": ["Soldier"], "colors": ["W"],
                               "power": 1, "toughness": 1},
                     "per": {"types": ["Creature"], "controller": "you", "token": False}}]}]


def test_an_activated_draw_for_each_wizard() -> None:
    """Riptide Director: "{2}{U}{U}, {T}: Draw a card for each Wizard you control."."""
    assert _read("Riptide Director", "Creature", "{2}{U}{U}, {T}: Draw a card for each Wizard "
                 "you control.") == [
        {"kind": "activated", "cost": "{2}{U}{U}, {T}",
         "effect": [{"do": "draw", "player": "you", "amount": 1,
                     "per": {"subtypes": ["Wizard"], "controller": "you"}}]}]


def test_a_spell_sentence_after_another() -> None:
    """Tidy Conclusion: "Destroy target creature. You gain 1 life for each artifact you
    control." — the count is the second sentence's alone."""
    assert _read("Tidy Conclusion", "Instant", "Destroy target creature. You gain 1 life for "
                 "each artifact you control.") == [
        {"kind": "spell", "targets": [CREATURE_TARGET],
         "effect": [{"do": "destroy", "object": "target"},
                    {"do": "gain_life", "player": "you", "amount": 1,
                     "per": {"types": ["Artifact"], "controller": "you"}}]}]


@pytest.mark.parametrize("text", [
    "When Test Card enters the battlefield, each opponent loses 1 life for each creature they "
    "control.",
    "When Test Card enters the battlefield, you gain 1 life for each other creature you "
    "control.",
    "At the beginning of your upkeep, you gain 1 life for each card in your hand.",
    "When Test Card enters the battlefield, draw a card for each creature card in your "
    "graveyard.",
    "When Test Card dies, draw a card for each age counter on it.",
    "When Test Card enters the battlefield, target opponent discards a card for each "
    "creature you control.",
    "When Test Card enters the battlefield, you gain 2 life for each black and/or red "
    "creature target opponent controls.",
    "{T}: Target player draws a card for each creature you control.",
])
def test_for_each_lines_it_must_not_claim(text: str) -> None:
    """Counts of another player's permanents, "other", cards in hands and graveyards,
    counters, discards and targeted players: left whole."""
    assert _unread("Test Card", "Creature", text)


# --- 701.17a: "sacrifice it" ---------------------------------------------------------------------


def test_sacrifice_it_is_the_source_in_its_own_trigger() -> None:
    """ "sacrifice it" in ~'s own trigger is ~ (the same
    reading as "sacrifice ~"), with a trigger the engine reads (an attack trigger here)."""
    assert _read("Test Card", "Creature", "Whenever Test Card attacks, sacrifice it.") == [
        {"kind": "triggered", "trigger": {"on": "attacks", "object": "self"},
         "effect": [{"do": "sacrifice", "object": "self"}]}]


@pytest.mark.parametrize("text", [
    "Whenever another creature dies, sacrifice it.",
    "When Test Card dies, sacrifice it.",
])
def test_sacrifice_it_of_another_object_is_left(text: str) -> None:
    """ "it" that isn't ~ on the battlefield (another creature, or ~ after it died, 400.7):
    left whole."""
    assert _unread("Test Card", "Creature", text)


# --- 122.1: removing counters --------------------------------------------------------------------


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Voracious Hatchling", "Whenever you cast a white spell, remove a -1/-1 counter from "
     "Voracious Hatchling.",
     {"kind": "triggered", "trigger": {"on": "cast", "player": "you", "object": {"colors": ["W"]}},
      "effect": [{"do": "remove_counters", "counter": "-1/-1", "amount": 1, "object": "self"}]}),
    ("Karstoderm", "Whenever an artifact enters the battlefield, remove a +1/+1 counter from "
     "Karstoderm.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": {"types": ["Artifact"]}},
      "effect": [{"do": "remove_counters", "counter": "+1/+1", "amount": 1, "object": "self"}]}),
    ("Bloodletter Quill", "{U}{B}: Remove a blood counter from Bloodletter Quill.",
     {"kind": "activated", "cost": "{U}{B}",
      "effect": [{"do": "remove_counters", "counter": "blood", "amount": 1, "object": "self"}]}),
])
def test_removing_counters_reads_exactly(name: str, text: str, ability: dict[str, Any]) -> None:
    """ "remove a [kind] counter from ~" is the action on ~ (122.1)."""
    assert _read(name, "Creature", text) == [ability]


@pytest.mark.parametrize("text", [
    # ("remove all +1/+1 counters from ~" is read since round 10, with "amount": "all":
    # tests/engine/test_oracle_remove_all.py.)
    "At the beginning of your upkeep, remove a -1/-1 counter from each creature you control.",
    "When Test Card dies, remove a -1/-1 counter from it.",
    "{T}, Remove any number of storage counters from Test Card: Add {B} for each storage "
    "counter removed this way.",
])
def test_removing_counters_lines_it_must_not_claim(text: str) -> None:
    """ "each" creature, a card that left (400.7) and counted mana: left whole."""
    assert _unread("Test Card", "Creature", text)


# --- 701.17a: a player sacrifices permanents of their choice ---------------------------------


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Merciless Executioner", "Creature", "When Merciless Executioner enters the battlefield, "
     "each player sacrifices a creature.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "effect": [{"do": "sacrifice_chosen", "player": "each_player", "amount": 1,
                  "objects": {"types": ["Creature"]}}]}),
    ("Test Card", "Enchantment", "At the beginning of each player's upkeep, that player "
     "sacrifices a land.",
     {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "upkeep", "player": "any"},
      "effect": [{"do": "sacrifice_chosen", "player": "that_player", "amount": 1,
                  "objects": {"types": ["Land"]}}]}),
    ("Test Card", "Sorcery", "Target player sacrifices a creature or planeswalker.",
     {"kind": "spell", "targets": [{"player": "any"}],
      "effect": [{"do": "sacrifice_chosen", "player": "target", "amount": 1,
                  "objects": {"any": [{"types": ["Creature"]}, {"types": ["Planeswalker"]}]}}]}),
])
def test_edicts_read_exactly(name: str, types: str, text: str, ability: dict[str, Any]) -> None:
    """ "each player / that player / target player sacrifices a [permanent]": each chooses
    among the permanents they control (701.17a)."""
    assert _read(name, types, text) == [ability]


def test_you_may_sacrifice_a_creature() -> None:
    """603.5: "you may sacrifice a creature" (no "If you do" after it) is the optional edict of
    the controller (read since engine 0.14.0; test_oracle_real listed it unread before)."""
    assert _read("Test Card", "Creature", "When Test Card enters the battlefield, you may "
                 "sacrifice a creature.") == [
        {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
         "effect": [{"do": "sacrifice_chosen", "player": "you", "amount": 1,
                     "objects": {"types": ["Creature"]}}], "may": True}]


@pytest.mark.parametrize("text", [
    "At the beginning of your upkeep, sacrifice Test Card unless you sacrifice a land.",
    "When Test Card enters the battlefield, you may sacrifice another creature.",
    "Whenever Test Card becomes blocked, defending player sacrifices a land.",
    "When Test Card enters the battlefield, each player sacrifices a creature with flying.",
    "When Test Card enters the battlefield, target opponent sacrifices a creature you control.",
])
def test_edict_lines_it_must_not_claim(text: str) -> None:
    """ "unless", "another", a player the engine doesn't name, and words no filter says:
    left whole."""
    assert _unread("Test Card", "Creature", text)


# --- 119.3: "the life lost this way" -------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Test Card", "Creature", "When Test Card dies, each opponent loses 5 life. You gain life "
     "equal to the life lost this way.",
     {"kind": "triggered", "trigger": {"on": "dies", "object": "self"},
      "effect": [{"do": "lose_life", "player": "each_opponent", "amount": 5,
                  "gain_lost": True}]}),
    ("Test Card", "Sorcery", "Each opponent loses 3 life. You gain life equal to the life lost "
     "this way.",
     {"kind": "spell", "effect": [{"do": "lose_life", "player": "each_opponent", "amount": 3,
                                   "gain_lost": True}]}),
])
def test_drains_read_exactly(name: str, types: str, text: str, ability: dict[str, Any]) -> None:
    """ "X loses N life. You gain life equal to the life lost this way." is one lose_life with
    ``gain_lost`` (what was really lost is gained, 119.3)."""
    assert _read(name, types, text) == [ability]


@pytest.mark.parametrize("text", [
    "When Test Card enters the battlefield, you gain life equal to the life lost this way.",
    "When Test Card enters the battlefield, draw a card. You gain life equal to the life lost "
    "this way.",
    "At the beginning of your upkeep, each player loses 1 life. Put a +1/+1 counter on Test "
    "Card for each 1 life lost this way.",
])
def test_drain_lines_it_must_not_claim(text: str) -> None:
    """ "this way" after anything but a life loss, or counted otherwise: left whole."""
    assert _unread("Test Card", "Creature", text)


# --- 115.1: "target opponent or planeswalker" ---------------------------------------------------

OPPONENT_OR_PLANESWALKER = {"player": "opponent", "object": {"types": ["Planeswalker"]}}


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Test Card", "Creature", "When Test Card dies, it deals 6 damage to target opponent or "
     "planeswalker.",
     {"kind": "triggered", "trigger": {"on": "dies", "object": "self"},
      "targets": [OPPONENT_OR_PLANESWALKER],
      "effect": [{"do": "damage", "amount": 6, "object": "target"}]}),
    ("Test Card", "Creature", "{R}, {T}: Test Card deals 1 damage to target opponent or "
     "planeswalker.",
     {"kind": "activated", "cost": "{R}, {T}", "targets": [OPPONENT_OR_PLANESWALKER],
      "effect": [{"do": "damage", "object": "target", "amount": 1}]}),
])
def test_damage_to_an_opponent_or_planeswalker(name: str, types: str, text: str,
                                               ability: dict[str, Any]) -> None:
    """One target, an opponent or a planeswalker (115.1), dealt the damage."""
    assert _read(name, types, text) == [ability]


def test_sacrifice_it_of_an_entering_creature_is_that_creature() -> None:
    """ "it" in a trigger about one entering creature is that creature (603.2, the trigger
    event's object), and "sacrifice it" is done by the ability's controller: 701.17a, only a
    permanent they control, so an opponent's entering creature isn't sacrificed (the action
    does nothing then; see test_tap_untap's and the sacrifice tests of the engine)."""
    assert _read("Test Card", "Creature",
                 "Whenever a creature enters the battlefield, sacrifice it.") == [
        {"kind": "triggered", "trigger": {"on": "enters", "object": {"types": ["Creature"]}},
         "effect": [{"do": "sacrifice", "object": "it"}]}]
