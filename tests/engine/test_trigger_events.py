"""Trigger conditions read from real Oracle text (issue 27, round 3) and played by the engine.

The compiler reads (engine/oracle/trigger_events.py, templates_triggered.py): "is put into a
graveyard from the battlefield" (700.4's words, any card type, looking back in time 603.10a),
what an Aura or Equipment is attached to ("enchanted creature dies", "equipped creature deals
combat damage to a player"), "blocks or becomes blocked" (bushido's event), "becomes blocked
by a creature" and "blocks a creature" (509.5d: once for each pair), "a Dragon you control
attacks", and heroic's "a spell that targets ~" (601.2c: targets are chosen before the spell
becomes cast, 601.2i). Each scenario gives the card by its real Oracle text, which the engine
compiles as a card import does; like the reviewed rulings, each run keeps a golden trace.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

# --- real cards' Oracle text (../shared/corpus/oracle-2020-dev.json) ----------------------------

IMPLEMENT = ("{2}{B}, {T}, Sacrifice Implement of Malice: Target player discards a card. "
             "Activate only as a sorcery.\nWhen Implement of Malice is put into a graveyard "
             "from the battlefield, draw a card.")
FIELD_OF_SOULS = ("Whenever a nontoken creature is put into your graveyard from the battlefield, "
                  "create a 1/1 white Spirit creature token with flying.")
GRIFFIN_GUIDE = ("Enchant creature\nEnchanted creature gets +2/+2 and has flying.\nWhen enchanted "
                 "creature dies, create a 2/2 white Griffin creature token with flying.")
SPECTERS_SHROUD = ("Equipped creature gets +1/+0.\nWhenever equipped creature deals combat damage "
                   "to a player, that player discards a card.\nEquip {1}")
QUAGMIRE_LAMPREY = ("Whenever Quagmire Lamprey becomes blocked by a creature, put a -1/-1 counter "
                    "on that creature.")
BRUSHWAGG = "Whenever Brushwagg blocks or becomes blocked, it gets -2/+2 until end of turn."
SANCTUM_SEEKER = ("Whenever a Vampire you control attacks, each opponent loses 1 life and you "
                  "gain 1 life.")
BATTLEGRACE = ("Flying\nExalted\nWhenever a creature you control attacks alone, it gains "
               "lifelink until end of turn.")
HAMLET_CAPTAIN = ("Whenever Hamlet Captain attacks or blocks, other Humans you control get +1/+1 "
                  "until end of turn.")
TAJIC = ("Battalion — Whenever Tajic, Blade of the Legion and at least two other creatures "
         "attack, Tajic gets +5/+5 until end of turn.")
ENVOY = "Flying\nWhenever Vampire Envoy becomes tapped, you gain 1 life."
SENGIR = ("Flying\nWhenever a creature dealt damage by Sengir Vampire this turn dies, put a "
          "+1/+1 counter on Sengir Vampire.")
HELIOD = "When you sacrifice Ordeal of Heliod, you gain 10 life."
ABOMINATION = "Whenever you sacrifice a creature, draw a card."
CINDERVINES = ("Whenever an opponent casts a noncreature spell, Cindervines deals 1 damage to "
               "that player.")
LASHES = ("Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, "
          "that player loses 1 life.")
CURSE = ("Enchant player\nAt the beginning of enchanted player's upkeep, that player loses 1 "
         "life and you gain 1 life.")
KAMI = "Flying\nWhenever Kami of the Honored Dead is dealt damage, you gain that much life."
EXALTED_ANGEL = ("Flying\nWhenever Exalted Angel deals damage, you gain that much life.\n"
                 "Morph {2}{W}{W}")
CROWN = ("Whenever a creature attacks you or a planeswalker you control, it gets +2/+0 until "
         "end of turn.")
HERMIT = "Whenever an opponent casts a spell during your turn, draw a card."
CARESS = "Whenever an opponent discards a card, that player loses 2 life."
WINGSTEED_RIDER = ("Flying\nHeroic — Whenever you cast a spell that targets Wingsteed Rider, put a "
                   "+1/+1 counter on Wingsteed Rider.")


def _face(name: str, types: str, text: str, subtypes: tuple[str, ...]) -> dict[str, Any]:
    # A legendary card's text may call it by the first part of its name (201.5: "Tajic").
    legendary = ["Legendary"] if ", " in name else []
    return {"name": name, "types": types.split(), "subtypes": list(subtypes), "text": text,
            "supertypes": legendary}


def _read(name: str, types: str, text: str, subtypes: tuple[str, ...] = ()) -> list[Any]:
    """The triggered abilities of the face's trigger lines, which must all be claimed."""
    compiled = compile_face(_face(name, types, text, subtypes))
    lines = [line for line in compiled.lines if "When" in line.label or "At " in line.label]
    assert all(line.claimed for line in lines), lines
    return [{k: v for k, v in a.items() if k != "label"} for line in lines
            for a in line.abilities]


def _unread(name: str, types: str, text: str, subtypes: tuple[str, ...] = ()) -> bool:
    compiled = compile_face(_face(name, types, text, subtypes))
    return not compiled.lines[-1].claimed


@pytest.mark.parametrize(("name", "types", "subtypes", "text", "trigger", "effect"), [
    ("Implement of Malice", "Artifact", (), IMPLEMENT,
     {"on": "put_into_graveyard", "object": "self"},
     [{"do": "draw", "player": "you", "amount": 1}]),
    ("Chime of Night", "Enchantment", ("Aura",),
     "When Chime of Night is put into a graveyard from the battlefield, destroy target "
     "nonblack creature.",
     {"on": "put_into_graveyard", "object": "self"}, [{"do": "destroy", "object": "target"}]),
    ("Field of Souls", "Enchantment", (), FIELD_OF_SOULS,
     {"on": "put_into_graveyard",
      "object": {"types": ["Creature"], "token": False, "owner": "you"}},
     [{"do": "create_token", "amount": 1, "token": {
         "types": ["Creature"], "subtypes": ["Spirit"], "colors": ["W"], "power": 1,
         "toughness": 1, "keywords": ["Flying"]}}]),
    ("Titania, Protector of Argoth", "Creature", ("Elemental",),
     "Whenever a land you control is put into a graveyard from the battlefield, create a 5/3 "
     "green Elemental creature token.",
     {"on": "put_into_graveyard", "object": {"types": ["Land"], "controller": "you"}},
     [{"do": "create_token", "amount": 1, "token": {
         "types": ["Creature"], "subtypes": ["Elemental"], "colors": ["G"], "power": 5,
         "toughness": 3}}]),
    ("Skullclamp", "Artifact", ("Equipment",),
     "Whenever equipped creature dies, draw two cards.",
     {"on": "dies", "object": "equipped"}, [{"do": "draw", "player": "you", "amount": 2}]),
    ("Bequeathal", "Enchantment", ("Aura",),
     "When enchanted creature dies, you draw two cards.",
     {"on": "dies", "object": "enchanted"}, [{"do": "draw", "player": "you", "amount": 2}]),
    ("Specter's Shroud", "Artifact", ("Equipment",), SPECTERS_SHROUD,
     {"on": "damage", "source": "equipped", "player": "any", "combat": True},
     [{"do": "discard", "player": "that_player", "amount": 1}]),
    ("Neko-Te", "Artifact", ("Equipment",),
     "Whenever equipped creature deals damage to a player, that player loses 1 life.",
     {"on": "damage", "source": "equipped", "player": "any"},
     [{"do": "lose_life", "player": "that_player", "amount": 1}]),
    ("Brushwagg", "Creature", ("Brushwagg",), BRUSHWAGG,
     {"on": "blocks_or_becomes_blocked", "object": "self"},
     [{"do": "modify", "modifications": [{"op": "modify_pt", "power": -2, "toughness": 2}],
       "duration": "end_of_turn", "object": "self"}]),
    ("Quagmire Lamprey", "Creature", ("Fish",), QUAGMIRE_LAMPREY,
     {"on": "becomes_blocked_by", "source": "self"},
     [{"do": "put_counters", "counter": "-1/-1", "amount": 1, "object": "it"}]),
    ("Tel-Jilad Wolf", "Creature", ("Wolf",),
     "Whenever Tel-Jilad Wolf becomes blocked by an artifact creature, Tel-Jilad Wolf gets "
     "+3/+3 until end of turn.",
     {"on": "becomes_blocked_by", "source": "self", "object": {"types": ["Artifact", "Creature"]}},
     [{"do": "modify", "modifications": [{"op": "modify_pt", "power": 3, "toughness": 3}],
       "duration": "end_of_turn", "object": "self"}]),
    ("Sanctum Seeker", "Creature", ("Vampire", "Knight"), SANCTUM_SEEKER,
     {"on": "attacks", "object": {"subtypes": ["Vampire"], "controller": "you"}},
     [{"do": "lose_life", "player": "each_opponent", "amount": 1},
      {"do": "gain_life", "player": "you", "amount": 1}]),
    ("Wingsteed Rider", "Creature", ("Human", "Knight"), WINGSTEED_RIDER,
     {"on": "cast", "player": "you", "spell_targets": "self"},
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "self"}]),
    ("Druid of Horns", "Creature", ("Human", "Druid"),
     "Whenever you cast an Aura spell that targets Druid of Horns, create a 3/3 green Beast "
     "creature token.",
     {"on": "cast", "player": "you", "spell_targets": "self", "object": {"subtypes": ["Aura"]}},
     [{"do": "create_token", "amount": 1, "token": {
         "types": ["Creature"], "subtypes": ["Beast"], "colors": ["G"], "power": 3,
         "toughness": 3}}]),
    ("Tajic, Blade of the Legion", "Creature", ("Elemental", "Soldier"),
     "Battalion — Whenever Tajic, Blade of the Legion and at least two other creatures attack, "
     "Tajic gets +5/+5 until end of turn.",
     {"on": "attacks", "object": "self", "others_at_least": 2},
     [{"do": "modify", "modifications": [{"op": "modify_pt", "power": 5, "toughness": 5}],
       "duration": "end_of_turn", "object": "self"}]),
    ("Battlegrace Angel", "Creature", ("Angel",), BATTLEGRACE,
     {"on": "attacks", "object": {"types": ["Creature"], "controller": "you"}, "alone": True},
     [{"do": "modify", "modifications": [{"op": "add_abilities", "abilities": ["Lifelink"]}],
       "duration": "end_of_turn", "object": "it"}]),
    ("Dusk Urchins", "Creature", ("Ouphe",),
     "Whenever Dusk Urchins attacks or blocks, put a -1/-1 counter on it.",
     {"on": "attacks_or_blocks", "object": "self"},
     [{"do": "put_counters", "counter": "-1/-1", "amount": 1, "object": "self"}]),
    ("Primal Cocoon", "Enchantment", ("Aura",),
     "When enchanted creature attacks or blocks, sacrifice Primal Cocoon.",
     {"on": "attacks_or_blocks", "object": "enchanted"}, [{"do": "sacrifice", "object": "self"}]),
    ("Rafiq of the Many", "Creature", ("Human", "Knight"),
     "Whenever a creature you control attacks alone, it gains double strike until end of turn.",
     {"on": "attacks", "object": {"types": ["Creature"], "controller": "you"}, "alone": True},
     [{"do": "modify", "modifications": [{"op": "add_abilities", "abilities": ["Double strike"]}],
       "duration": "end_of_turn", "object": "it"}]),
    # "it" of "a creature you control attacks" is the attacker (508.3a), as "that creature".
    ("Test Card", "Enchantment", (),
     "Whenever a creature you control attacks, put a +1/+1 counter on it.",
     {"on": "attacks", "object": {"types": ["Creature"], "controller": "you"}},
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "it"}]),
    ("Liliana's Caress", "Enchantment", (), CARESS,
     {"on": "discard", "player": "opponent"},
     [{"do": "lose_life", "player": "that_player", "amount": 2}]),
    ("Waste Not", "Enchantment", (),
     "Whenever an opponent discards a creature card, create a 2/2 black Zombie creature token.",
     {"on": "discard", "player": "opponent", "object": {"types": ["Creature"]}},
     [{"do": "create_token", "amount": 1, "token": {
         "types": ["Creature"], "subtypes": ["Zombie"], "colors": ["B"], "power": 2,
         "toughness": 2}}]),
    # 702.29a: cycling's cost discards the card: "cycle or discard" is one discard event.
    ("Flameblade Adept", "Creature", ("Jackal", "Warrior"),
     "Whenever you cycle or discard a card, Flameblade Adept gets +1/+0 until end of turn.",
     {"on": "discard", "player": "you"},
     [{"do": "modify", "modifications": [{"op": "modify_pt", "power": 1, "toughness": 0}],
       "duration": "end_of_turn", "object": "self"}]),
    ("Vampire Envoy", "Creature", ("Vampire", "Cleric", "Ally"), ENVOY,
     {"on": "becomes_tapped", "object": "self"},
     [{"do": "gain_life", "player": "you", "amount": 1}]),
    ("City of Brass", "Land", (),
     "{T}: Add one mana of any color.\nWhenever City of Brass becomes tapped, it deals 1 "
     "damage to you.",
     {"on": "becomes_tapped", "object": "self"},
     [{"do": "damage", "amount": 1, "player": "you"}]),
    ("Sengir Vampire", "Creature", ("Vampire",), SENGIR,
     {"on": "dies", "object": {"types": ["Creature"]}, "dealt_damage_by": "self"},
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "self"}]),
    ("Tireless Tracker", "Creature", ("Human", "Scout"),
     "Whenever you sacrifice a Clue, put a +1/+1 counter on Tireless Tracker.",
     {"on": "sacrifice", "player": "you", "object": {"subtypes": ["Clue"]}},
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "self"}]),
    ("Ordeal of Heliod", "Enchantment", ("Aura",), HELIOD,
     {"on": "sacrifice", "player": "you", "object": "self"},
     [{"do": "gain_life", "player": "you", "amount": 10}]),
    ("Betrayal", "Enchantment", ("Aura",),
     "Whenever enchanted creature becomes tapped, you draw a card.",
     {"on": "becomes_tapped", "object": "enchanted"},
     [{"do": "draw", "player": "you", "amount": 1}]),
    # "it": the creature the event is about (an Aura's creature, the creature entering).
    ("Bestial Fury", "Enchantment", ("Aura",),
     "Whenever enchanted creature becomes blocked, it gets +4/+0 and gains trample until end "
     "of turn.",
     {"on": "becomes_blocked", "object": "enchanted"},
     [{"do": "modify", "modifications": [{"op": "add_abilities", "abilities": ["Trample"]},
                                         {"op": "modify_pt", "power": 4, "toughness": 0}],
       "duration": "end_of_turn", "object": "it"}]),
    ("Armory of Iroas", "Artifact", ("Equipment",),
     "Whenever equipped creature attacks, put a +1/+1 counter on it.",
     {"on": "attacks", "object": "equipped"},
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "it"}]),
    ("In the Web of War", "Enchantment", (),
     "Whenever a creature enters the battlefield under your control, it gets +2/+0 and gains "
     "haste until end of turn.",
     {"on": "enters", "object": {"types": ["Creature"], "controller": "you"}},
     [{"do": "modify", "modifications": [{"op": "add_abilities", "abilities": ["Haste"]},
                                         {"op": "modify_pt", "power": 2, "toughness": 0}],
       "duration": "end_of_turn", "object": "it"}]),
    ("Sage of Hours", "Creature", ("Human", "Wizard"),
     "Heroic — Whenever you cast a spell that targets Sage of Hours, put a +1/+1 counter on it.",
     {"on": "cast", "player": "you", "spell_targets": "self"},
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "self"}]),
    # "that player" of a cast trigger is the caster (601.2i).
    ("Cindervines", "Enchantment", (), CINDERVINES,
     {"on": "cast", "player": "opponent", "object": {"not_types": ["Creature"]}},
     [{"do": "damage", "amount": 1, "player": "that_player"}]),
    ("One Thousand Lashes", "Enchantment", ("Aura",), LASHES,
     {"on": "beginning_of", "step": "upkeep", "step_player": "attached"},
     [{"do": "lose_life", "player": "that_player", "amount": 1}]),
    ("Infectious Curse", "Enchantment", ("Aura", "Curse"), CURSE,
     {"on": "beginning_of", "step": "upkeep", "step_player": "attached"},
     [{"do": "lose_life", "player": "that_player", "amount": 1},
      {"do": "gain_life", "player": "you", "amount": 1}]),
    # 700.6: artifacts, legendaries and Sagas are historic.
    ("Serra Disciple", "Creature", ("Bird", "Cleric"),
     "Flying, first strike\nWhenever you cast a historic spell, Serra Disciple gets +1/+1 "
     "until end of turn.",
     {"on": "cast", "player": "you", "object": {"any": [
         {"types": ["Artifact"]}, {"supertypes": ["Legendary"]}, {"subtypes": ["Saga"]}]}},
     [{"do": "modify", "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}],
       "duration": "end_of_turn", "object": "self"}]),
    ("Authority of the Consuls", "Enchantment", (),
     "Creatures your opponents control enter the battlefield tapped.\nWhenever a creature "
     "enters the battlefield under an opponent's control, you gain 1 life.",
     {"on": "enters", "object": {"types": ["Creature"], "controller": "opponent"}},
     [{"do": "gain_life", "player": "you", "amount": 1}]),
    ("Kami of the Honored Dead", "Creature", ("Spirit",), KAMI,
     {"on": "dealt_damage", "object": "self"},
     [{"do": "gain_life", "player": "you", "amount": "that_much"}]),
    ("Rite of Passage", "Enchantment", (),
     "Whenever a creature you control is dealt damage, put a +1/+1 counter on it.",
     {"on": "dealt_damage", "object": {"types": ["Creature"], "controller": "you"}},
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "it"}]),
    ("Exalted Angel", "Creature", ("Angel",), EXALTED_ANGEL,
     {"on": "deals_damage", "source": "self"},
     [{"do": "gain_life", "player": "you", "amount": "that_much"}]),
    ("Vampiric Link", "Enchantment", ("Aura",),
     "Enchant creature\nWhenever enchanted creature deals damage, you gain that much life.",
     {"on": "deals_damage", "source": "enchanted"},
     [{"do": "gain_life", "player": "you", "amount": "that_much"}]),
    ("Crown of Doom", "Artifact", (), CROWN,
     {"on": "attacks", "object": {"types": ["Creature"]}, "attacked": "you_or_planeswalker"},
     [{"do": "modify", "modifications": [{"op": "modify_pt", "power": 2, "toughness": 0}],
       "duration": "end_of_turn", "object": "it"}]),
    ("Hermit of the Natterknolls", "Creature", ("Human", "Werewolf"), HERMIT,
     {"on": "cast", "player": "opponent", "your_turn": True},
     [{"do": "draw", "player": "you", "amount": 1}]),
    # 509.5c: "by one or more creatures" is the one event of becoming blocked.
    ("Test Card", "Artifact", ("Equipment",),
     "Whenever equipped creature blocks or becomes blocked by one or more creatures, you gain "
     "1 life.",
     {"on": "blocks_or_becomes_blocked", "object": "equipped"},
     [{"do": "gain_life", "player": "you", "amount": 1}]),
])
def test_trigger_conditions_of_real_cards(name: str, types: str, subtypes: tuple[str, ...],
                                          text: str, trigger: Any, effect: Any) -> None:
    """603.1: given a real card's line, when compiled, then its trigger and effect are exact."""
    found = _read(name, types, text, subtypes)
    assert len(found) == 1
    assert found[0]["trigger"] == trigger
    assert found[0]["effect"] == effect


@pytest.mark.parametrize(("types", "subtypes", "text"), [
    # "enchanted creature" is an Aura's, "equipped creature" an Equipment's (303.4, 301.5).
    ("Creature", ("Bear",), "When enchanted creature dies, draw a card."),
    ("Enchantment", ("Aura",), "Whenever equipped creature attacks, draw a card."),
    ("Artifact", ("Equipment",), "When enchanted creature dies, draw a card."),
    # ~ left the battlefield: "it" would be a new object (400.7). ("return ~ to its owner's
    # hand" after this trigger finds the card in the graveyard, 400.7d:
    # templates_return_or_sacrifice reads it, tests/engine/test_oracle_return_or_sacrifice.py.)
    ("Creature", ("Bear",), "When Test Card is put into a graveyard from the battlefield, put "
     "a +1/+1 counter on it."),
    # The engine looks for triggered abilities on the battlefield only.
    ("Creature", ("Bear",), "When Test Card is put into a graveyard from anywhere, draw a card."),
    ("Creature", ("Bear",), "When Test Card is put into your graveyard from the battlefield, "
     "draw a card."),
    # "that creature" is the attacker ~ blocks, not the event's object (the blocker, 509.5d).
    ("Creature", ("Bear",), "Whenever Test Card blocks a creature, put a -1/-1 counter on that "
     "creature."),
    # ("deals damage to a creature" is read since round 9: once for each creature dealt
    # damage, 603.2c's "multiple occurrences"; tests/engine/test_trigger_target.py.)
    # "it" after a target was named is that target, not the attacker.
    ("Enchantment", (), "Whenever a creature you control attacks alone, target creature gets "
     "+1/+1 until end of turn. It gains flying until end of turn."),
    # "enters or" an event ~ isn't the object of while entering: not read.
    ("Creature", ("Bear",), "When Test Card enters the battlefield or the creature it haunts "
     "dies, draw a card."),
    ("Creature", ("Bear",), "Whenever Test Card and at least 2 other creatures attack, draw a "
     "card."),
    ("Creature", ("Bear",), "Whenever an opponent discards a noncreature, nonland card, draw a "
     "card."),
    # "that creature" of a dies trigger is a new object (400.7).
    ("Creature", ("Bear",), "Whenever a creature dealt damage by Test Card this turn dies, "
     "return that card to the battlefield under your control."),
    # ~ was sacrificed: "it" would be a new object in the graveyard (400.7).
    ("Enchantment", (), "When you sacrifice Test Card, put a +1/+1 counter on it."),
    # "it deals" would make the enchanted creature the source: the engine's source is ~.
    ("Enchantment", ("Aura",), "Whenever enchanted creature attacks, it deals 2 damage to any "
     "target."),
    ("Enchantment", ("Aura",), "When enchanted creature dies, put a +1/+1 counter on it."),
    # Not an Aura: nothing is "enchanted" by it.
    ("Creature", ("Licid",), "At the beginning of the upkeep of enchanted creature's "
     "controller, that player loses 1 life."),
    # "it deals that much damage": the damage's source would be ~, the engine's is the ability's.
    ("Creature", ("Bear",), "Whenever Test Card is dealt damage, it deals that much damage to "
     "target player."),
    # Tapped for mana: the engine takes mana costs as paid, it taps no land for mana.
    ("Enchantment", ("Aura",), "Whenever enchanted land is tapped for mana, draw a card."),
    # A land or an artifact that isn't a creature never attacks; the filter's type says so.
    ("Creature", ("Bear",), "Whenever an artifact you control attacks, you gain 1 life."),
])
def test_trigger_conditions_it_must_not_claim(types: str, subtypes: tuple[str, ...],
                                              text: str) -> None:
    """Near misses: given a condition the engine can't fire exactly, then the line is unread."""
    assert _unread("Test Card", types, text, subtypes)


# --- played: the engine fires them --------------------------------------------------------------


def card(name: str, types: list[str], text: str, subtypes: tuple[str, ...] = (),
         power: int | None = None, toughness: int | None = None) -> dict[str, Any]:
    """A scenario's card given by its Oracle text only: the engine compiles its abilities."""
    return {"name": name, "types": types, "subtypes": list(subtypes), "text": text,
            "power": power, "toughness": toughness,
            "supertypes": ["Legendary"] if ", " in name else []}


def obj(object_id: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return {"id": object_id, "card": name, "controller": controller, **extra}


def rules(result: dict[str, Any]) -> set[str]:
    return {r for s in result["steps"] for r in s["rules"]}


def triggers(result: dict[str, Any]) -> int:
    return sum(1 for s in result["steps"] if s["kind"] == "trigger")


def tokens(result: dict[str, Any]) -> list[str]:
    return sorted(o["name"] for o in result["objects"].values()
                  if o["name"].endswith(" Token") and o["zone"] == "battlefield")


ATTACK = {"type": "attack", "attackers": [{"object": "bears"}]}
NO_BLOCKS = {"type": "block", "blockers": []}
DAMAGE = {"type": "combat_damage"}


def test_a_noncreature_put_into_a_graveyard_from_the_battlefield_triggers() -> None:
    """700.4, 603.10a: given Implement of Malice (an artifact), when A sacrifices it, then its
    own ability triggers as it leaves (looking back) and A draws a card."""
    result = play([obj("imp", "Implement of Malice")], [{"type": "sacrifice", "object": "imp"}],
                  cards=[card("Implement of Malice", ["Artifact"], IMPLEMENT)])

    assert result["players"]["A"]["library"] == 52
    assert {"603.10a", "700.4"} <= rules(result)
    assert result["not_modelled"] == []


def test_your_graveyard_is_the_owners_and_a_token_is_no_card_of_it() -> None:
    """400.3, 700.4: given Field of Souls, when A's Grizzly Bears and B's Grizzly Bears are
    sacrificed, then only A's (owned by A, a nontoken creature) makes a Spirit."""
    result = play([obj("fos", "Field of Souls"), obj("bears", "Grizzly Bears"),
                   obj("bb", "Grizzly Bears", "B")],
                  [{"type": "sacrifice", "object": "bears"},
                   {"type": "sacrifice", "object": "bb"}],
                  cards=[card("Field of Souls", ["Enchantment"], FIELD_OF_SOULS)])

    assert tokens(result) == ["Spirit Token"]
    assert triggers(result) == 1


def test_enchanted_creature_dies_triggers_the_aura_that_was_on_it() -> None:
    """603.10a, 704.5m: given Griffin Guide on Grizzly Bears, when the Bears are sacrificed, then
    the Aura's ability triggers (the Aura still names what it was attached to) and a Griffin
    token is created, while the Aura is put into the graveyard as a state-based action."""
    result = play([obj("bears", "Grizzly Bears"),
                   obj("gg", "Griffin Guide", attached_to="bears")],
                  [{"type": "sacrifice", "object": "bears"}],
                  cards=[card("Griffin Guide", ["Enchantment"], GRIFFIN_GUIDE, ("Aura",))])

    assert tokens(result) == ["Griffin Token"]
    assert result["objects"]["gg"]["zone"] == "graveyard"
    assert "704.5m" in rules(result)


def test_another_creature_dying_does_not_trigger_an_enchanted_creature_ability() -> None:
    """603.2: given Griffin Guide on A's Grizzly Bears, when another creature dies, then nothing
    triggers."""
    result = play([obj("bears", "Grizzly Bears"), obj("other", "Grizzly Bears"),
                   obj("gg", "Griffin Guide", attached_to="bears")],
                  [{"type": "sacrifice", "object": "other"}],
                  cards=[card("Griffin Guide", ["Enchantment"], GRIFFIN_GUIDE, ("Aura",))])

    assert tokens(result) == []
    assert triggers(result) == 0


def test_equipped_creature_dealing_combat_damage_makes_that_player_discard() -> None:
    """510.2, 603.2: given Specter's Shroud on A's Grizzly Bears, when they deal combat damage to
    B unblocked, then B (that player) discards B's only card."""
    result = play([obj("bears", "Grizzly Bears"),
                   obj("shroud", "Specter's Shroud", attached_to="bears"),
                   obj("card", "Grizzly Bears", "B", zone="hand")],
                  [ATTACK, NO_BLOCKS, DAMAGE],
                  cards=[card("Specter's Shroud", ["Artifact"], SPECTERS_SHROUD,
                              ("Equipment",))])

    assert result["players"]["B"]["life"] == 17
    assert result["objects"]["card"]["zone"] == "graveyard"
    assert triggers(result) == 1


def test_becomes_blocked_by_a_creature_triggers_once_for_each_blocker() -> None:
    """509.5d: given Quagmire Lamprey (1/1) attacking, when two 2/2 creatures block it, then it
    triggers twice, each putting a -1/-1 counter on its own blocker ("that creature")."""
    result = play([obj("lamprey", "Quagmire Lamprey"), obj("b1", "Grizzly Bears", "B"),
                   obj("b2", "Grizzly Bears", "B")],
                  [{"type": "attack", "attackers": [{"object": "lamprey"}]},
                   {"type": "block", "blockers": [{"object": "b1", "blocking": "lamprey"},
                                                  {"object": "b2", "blocking": "lamprey"}]}],
                  cards=[card("Quagmire Lamprey", ["Creature"], QUAGMIRE_LAMPREY, ("Fish",),
                              1, 1)],
                  choices=[{"player": "A", "choose": "lamprey^1"}])

    assert result["objects"]["b1"]["counters"] == {"-1/-1": 1}
    assert result["objects"]["b2"]["counters"] == {"-1/-1": 1}
    assert result["objects"]["lamprey"]["counters"] == {}
    assert triggers(result) == 2


def test_blocks_or_becomes_blocked_triggers_as_a_blocker() -> None:
    """509.5a, 611.2: given Brushwagg (3/2) blocking A's Grizzly Bears, then it gets -2/+2 until
    end of turn: a 1/4 that survives the Bears' 2 damage."""
    result = play([obj("bears", "Grizzly Bears"), obj("wagg", "Brushwagg", "B")],
                  [ATTACK, {"type": "block", "blockers": [{"object": "wagg",
                                                           "blocking": "bears"}]}, DAMAGE],
                  cards=[card("Brushwagg", ["Creature"], BRUSHWAGG, ("Brushwagg",), 3, 2)])

    wagg = result["objects"]["wagg"]
    assert (wagg["zone"], wagg["power"], wagg["toughness"], wagg["damage"]) == (
        "battlefield", 1, 4, 2)


def test_a_subtype_you_control_attacking_triggers_and_another_does_not() -> None:
    """508.3a: given Sanctum Seeker, when A's Seeker (a Vampire) and Grizzly Bears attack, then
    it triggers once: B loses 1 life and A gains 1."""
    result = play([obj("seeker", "Sanctum Seeker"), obj("bears", "Grizzly Bears")],
                  [{"type": "attack", "attackers": [{"object": "seeker"}, {"object": "bears"}]}],
                  cards=[card("Sanctum Seeker", ["Creature"], SANCTUM_SEEKER,
                              ("Vampire", "Knight"), 3, 4)])

    assert (result["players"]["A"]["life"], result["players"]["B"]["life"]) == (21, 19)
    assert triggers(result) == 1


def test_heroic_triggers_on_a_spell_that_targets_it_and_resolves_first() -> None:
    """601.2c, 601.2i, 603.3: given Wingsteed Rider (2/2), when A casts Giant Growth targeting
    it, then heroic triggers, goes on the stack above the spell and resolves first: a +1/+1
    counter, then +3/+3: a 6/6."""
    result = play([obj("rider", "Wingsteed Rider"), obj("gg", "Giant Growth", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "gg", "targets": ["rider"]},
                   {"type": "resolve"}],
                  cards=[card("Wingsteed Rider", ["Creature"], WINGSTEED_RIDER,
                              ("Human", "Knight"), 2, 2)])

    rider = result["objects"]["rider"]
    assert rider["counters"] == {"+1/+1": 1}
    assert (rider["power"], rider["toughness"]) == (6, 6)


@pytest.mark.parametrize(("caster", "target"), [("A", "bears"), ("B", "rider")])
def test_heroic_ignores_other_targets_and_opponents_spells(caster: str, target: str) -> None:
    """601.2i: given Wingsteed Rider, when A's spell targets another creature or B's spell
    targets the Rider, then heroic doesn't trigger ("you cast a spell that targets ~")."""
    result = play([obj("rider", "Wingsteed Rider"), obj("bears", "Grizzly Bears"),
                   obj("gg", "Giant Growth", caster, zone="hand")],
                  [{"type": "cast", "player": caster, "object": "gg", "targets": [target]}],
                  cards=[card("Wingsteed Rider", ["Creature"], WINGSTEED_RIDER,
                              ("Human", "Knight"), 2, 2)])

    assert triggers(result) == 0


def _legion(*others: str) -> dict[str, Any]:
    return {"type": "attack", "attackers": [{"object": "tajic"}, *({"object": o}
                                                                   for o in others)]}


@pytest.mark.parametrize(("others", "power"), [(("b1", "b2"), 7), (("b1",), 2)])
def test_battalion_needs_two_other_attackers_declared_with_it(others: tuple[str, ...],
                                                              power: int) -> None:
    """508.1a, 207.2c (battalion): given Tajic (2/2), when it attacks with two other creatures,
    then it gets +5/+5; with one other, nothing triggers."""
    result = play([obj("tajic", "Tajic, Blade of the Legion"), obj("b1", "Grizzly Bears"),
                   obj("b2", "Grizzly Bears")], [_legion(*others)],
                  cards=[card("Tajic, Blade of the Legion", ["Creature"], TAJIC,
                              ("Human", "Soldier"), 2, 2)])

    assert result["objects"]["tajic"]["power"] == power


@pytest.mark.parametrize(("attackers", "lifelink"), [(["bears"], True),
                                                     (["bears", "b2"], False)])
def test_attacks_alone_means_the_only_creature_declared(attackers: list[str],
                                                        lifelink: bool) -> None:
    """506.5: given Battlegrace Angel (not attacking), when Grizzly Bears attack alone, then
    they ("it") gain lifelink; when two creatures attack, nothing triggers. Its exalted triggers
    on the same lone attack (702.83a), so A orders the two triggers (603.3b)."""
    result = play([obj("angel", "Battlegrace Angel"), obj("bears", "Grizzly Bears"),
                   obj("b2", "Grizzly Bears")],
                  [{"type": "attack", "attackers": [{"object": a} for a in attackers]}],
                  cards=[card("Battlegrace Angel", ["Creature"], BATTLEGRACE, ("Angel",), 4, 4)],
                  choices=[{"player": "A", "choose": "angel^1"}] if lifelink else [])

    assert ("Lifelink" in result["objects"]["bears"]["keywords"]) is lifelink
    assert ("Lifelink" in result["objects"]["angel"]["keywords"]) is False


def test_attacks_or_blocks_triggers_as_a_blocker() -> None:
    """509.5a: given B's Hamlet Captain blocking, then it triggers once: B's other Humans get
    +1/+1 until end of turn, the Captain itself doesn't."""
    result = play([obj("bears", "Grizzly Bears"), obj("captain", "Hamlet Captain", "B"),
                   {"id": "human", "name": "Human", "types": ["Creature"],
                    "subtypes": ["Human"], "power": 1, "toughness": 1, "controller": "B"}],
                  [ATTACK, {"type": "block", "blockers": [{"object": "captain",
                                                           "blocking": "bears"}]}],
                  cards=[card("Hamlet Captain", ["Creature"], HAMLET_CAPTAIN,
                              ("Human", "Warrior"), 2, 2)])

    assert result["objects"]["human"]["power"] == 2
    assert result["objects"]["captain"]["power"] == 2
    assert triggers(result) == 1


def test_each_discarded_card_triggers_and_that_player_is_the_discarder() -> None:
    """701.8a, 603.2c: given A's Liliana's Caress, when A's Mind Rot makes B discard B's two
    cards, then it triggers twice and B (that player) loses 4 life; A's own discards wouldn't
    ("an opponent")."""
    result = play([obj("caress", "Liliana's Caress"), obj("rot", "Mind Rot", zone="hand"),
                   obj("c1", "Grizzly Bears", "B", zone="hand"),
                   obj("c2", "Grizzly Bears", "B", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "rot", "targets": ["B"]},
                   {"type": "resolve"}],
                  cards=[card("Liliana's Caress", ["Enchantment"], CARESS)])

    assert result["players"]["B"]["life"] == 16
    assert triggers(result) == 2
    assert (result["objects"]["c1"]["zone"], result["objects"]["c2"]["zone"]) == (
        "graveyard", "graveyard")


@pytest.mark.parametrize(("keywords", "life"), [([], 21), (["Vigilance"], 20)])
def test_becoming_tapped_as_it_attacks_triggers(keywords: list[str], life: int) -> None:
    """508.1f: given Vampire Envoy attacking, then it becomes tapped and A gains 1 life; with
    vigilance it doesn't become tapped (702.20b) and nothing triggers."""
    result = play([obj("envoy", "Vampire Envoy", keywords=["Flying", *keywords])],
                  [{"type": "attack", "attackers": [{"object": "envoy"}]}],
                  cards=[card("Vampire Envoy", ["Creature"], ENVOY, ("Vampire", "Cleric",
                                                                      "Ally"), 1, 4)])

    assert result["players"]["A"]["life"] == life


SENGIR_CARD = card("Sengir Vampire", ["Creature"], SENGIR, ("Vampire",), 4, 4)


def _ping(source: str, target: str, amount: int) -> dict[str, Any]:
    return {"type": "damage", "source": source, "target": target, "amount": amount}


def test_a_creature_sengir_damaged_dying_gives_it_a_counter() -> None:
    """120.3, 704.5g, 700.4: given Sengir Vampire dealing 2 damage to B's Grizzly Bears this
    turn, when they die (lethal damage), then Sengir gets a +1/+1 counter; B's other Bears,
    sacrificed undamaged by Sengir, don't trigger it."""
    result = play([obj("sengir", "Sengir Vampire"), obj("bears", "Grizzly Bears", "B"),
                   obj("other", "Grizzly Bears", "B")],
                  [_ping("sengir", "bears", 2), {"type": "sacrifice", "object": "other"}],
                  cards=[SENGIR_CARD])

    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert result["objects"]["sengir"]["counters"] == {"+1/+1": 1}
    assert triggers(result) == 1


def test_damage_from_before_sengir_became_a_new_object_does_not_count() -> None:
    """400.7: given Sengir Vampire dealt B's Grizzly Bears 1 damage, then left the battlefield
    and came back (a new object), when the Bears die this turn, then nothing triggers: the
    Sengir on the battlefield dealt them no damage."""
    result = play([obj("sengir", "Sengir Vampire"), obj("bears", "Grizzly Bears", "B")],
                  [_ping("sengir", "bears", 1),
                   {"type": "move", "object": "sengir", "to": "exile"},
                   {"type": "enter", "object": "sengir"},
                   {"type": "sacrifice", "object": "bears"}],
                  cards=[SENGIR_CARD])

    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert result["objects"]["sengir"]["zone"] == "battlefield"
    assert result["objects"]["sengir"]["counters"] == {}
    assert triggers(result) == 0


MARSHAL = ("Echo {1}{R}\nWhen Mogg War Marshal enters the battlefield or dies, create a 1/1 red "
           "Goblin creature token.")


def test_enters_or_dies_is_one_ability_for_each_event_with_the_lines_label() -> None:
    """603.2: "When ~ enters or dies" is read as two triggered abilities, one for each event,
    both labelled with the line (they never trigger on one event)."""
    compiled = compile_face(_face("Mogg War Marshal", "Creature", MARSHAL, ("Goblin",)))
    line = compiled.lines[-1]

    assert line.template == "triggered.either"
    assert [a["trigger"] for a in line.abilities] == [{"on": "enters", "object": "self"},
                                                       {"on": "dies", "object": "self"}]
    assert {a["label"] for a in line.abilities} == {line.label}


def test_enters_or_dies_triggers_once_as_it_enters_and_once_as_it_dies() -> None:
    """603.6a, 700.4, 603.10a: given Mogg War Marshal entering and then being sacrificed, then
    the line triggers once for each event: two Goblin tokens."""
    result = play([obj("mwm", "Mogg War Marshal", zone="hand")],
                  [{"type": "enter", "object": "mwm"}, {"type": "sacrifice", "object": "mwm"}],
                  cards=[card("Mogg War Marshal", ["Creature"], MARSHAL, ("Goblin", "Warrior"),
                              1, 1)])

    assert tokens(result) == ["Goblin Token", "Goblin Token"]
    assert triggers(result) == 2


def test_when_you_sacrifice_it_looks_back_at_the_permanent() -> None:
    """701.17a, 603.10a: given Ordeal of Heliod (an enchantment), when A sacrifices it, then its
    ability triggers from the graveyard's look back and A gains 10 life."""
    result = play([obj("ordeal", "Ordeal of Heliod")],
                  [{"type": "sacrifice", "object": "ordeal"}],
                  cards=[card("Ordeal of Heliod", ["Enchantment"], HELIOD)])

    assert result["players"]["A"]["life"] == 30
    assert "603.10a" in rules(result)


def test_you_sacrifice_a_creature_is_the_sacrificing_players() -> None:
    """701.17a: given A's Smothering Abomination-like ability, when A sacrifices A's Grizzly
    Bears and B sacrifices B's, then only A's sacrifice draws A a card."""
    result = play([obj("abom", "Test Abomination"), obj("bears", "Grizzly Bears"),
                   obj("bb", "Grizzly Bears", "B")],
                  [{"type": "sacrifice", "object": "bears"},
                   {"type": "sacrifice", "object": "bb"}],
                  cards=[card("Test Abomination", ["Enchantment"], ABOMINATION)])

    assert result["players"]["A"]["library"] == 52
    assert triggers(result) == 1


@pytest.mark.parametrize(("field", "value"), [("spell_targets", "self"), ("alone", True),
                                              ("dealt_damage_by", "self"),
                                              ("step_player", "attached")])
def test_a_trigger_field_on_the_wrong_event_is_refused(field: str, value: Any) -> None:
    """603.2: given a "gain_life" trigger with a field only another event has, then the scenario
    is refused with an error naming the trigger, not a traceback."""
    from engine import ScenarioError

    ability = {"kind": "triggered", "label": "X", "effect": [
        {"do": "draw", "player": "you", "amount": 1}],
        "trigger": {"on": "gain_life", "player": "you", field: value}}
    with pytest.raises(ScenarioError) as refused:
        play([{"id": "x", "name": "X", "types": ["Enchantment"], "abilities": [ability]}])

    assert "trigger" in refused.value.path


def test_that_player_of_a_cast_trigger_is_the_caster() -> None:
    """601.2i: given A's Cindervines, when B casts Shock at A, then Cindervines deals 1 damage
    to B ("that player"), and the Shock then deals 2 to A."""
    result = play([obj("vines", "Cindervines"), obj("shock", "Shock", "B", zone="hand")],
                  [{"type": "cast", "player": "B", "object": "shock", "targets": ["A"]},
                   {"type": "resolve"}],
                  cards=[card("Cindervines", ["Enchantment"], CINDERVINES)])

    assert (result["players"]["A"]["life"], result["players"]["B"]["life"]) == (18, 19)


@pytest.mark.parametrize(("active", "life"), [("B", 19), ("A", 20)])
def test_the_upkeep_of_enchanted_creatures_controller(active: str, life: int) -> None:
    """503.1: given A's One Thousand Lashes on B's Grizzly Bears, when B's upkeep begins, then
    B (that player) loses 1 life; A's upkeep doesn't trigger it."""
    result = play([obj("bears", "Grizzly Bears", "B"),
                   obj("lashes", "One Thousand Lashes", attached_to="bears")],
                  [{"type": "upkeep"}], active_player=active,
                  cards=[card("One Thousand Lashes", ["Enchantment"], LASHES, ("Aura",))])

    assert result["players"]["B"]["life"] == life


def test_enchanted_players_upkeep_is_the_cursed_players() -> None:
    """503.1: given A's Infectious Curse attached to B, when B's upkeep begins, then B loses 1
    life and A gains 1."""
    result = play([obj("curse", "Infectious Curse", attached_to="B")],
                  [{"type": "upkeep"}], active_player="B",
                  cards=[card("Infectious Curse", ["Enchantment"], CURSE, ("Aura", "Curse"))])

    assert (result["players"]["A"]["life"], result["players"]["B"]["life"]) == (21, 19)


def test_dealt_damage_by_two_blockers_at_once_triggers_once_with_the_total() -> None:
    """510.2, 603.2c: given B's Kami of the Honored Dead (here 0/5, no flying) attacking,
    blocked by two Grizzly Bears, when combat damage is dealt, then the 4 damage dealt at once
    is one event: it triggers once and B gains 4 life ("that much" is the total)."""
    result = play([obj("kami", "Kami of the Honored Dead", "B", keywords=[]),
                   obj("b1", "Grizzly Bears"),
                   obj("b2", "Grizzly Bears")],
                  [{"type": "attack", "attackers": [{"object": "kami"}]},
                   {"type": "block", "blockers": [{"object": "b1", "blocking": "kami"},
                                                  {"object": "b2", "blocking": "kami"}]},
                   DAMAGE],
                  active_player="B",
                  cards=[card("Kami of the Honored Dead", ["Creature"], KAMI, ("Spirit",), 0, 5)])

    assert result["players"]["B"]["life"] == 24
    assert triggers(result) == 1
    assert result["objects"]["kami"]["damage"] == 4


def test_damage_in_two_events_triggers_twice() -> None:
    """603.2c: given Kami of the Honored Dead dealt 1 damage, then 2 damage by another event,
    then it triggers for each: 3 life in all."""
    result = play([obj("kami", "Kami of the Honored Dead"), obj("b1", "Grizzly Bears", "B")],
                  [_ping("b1", "kami", 1), _ping("b1", "kami", 2)],
                  cards=[card("Kami of the Honored Dead", ["Creature"], KAMI, ("Spirit",), 3, 5)])

    assert result["players"]["A"]["life"] == 23
    assert triggers(result) == 2


def test_deals_damage_to_two_blockers_at_once_triggers_once_with_the_total() -> None:
    """510.2, 603.2c (as one lifelink event, 702.15b): given Exalted Angel (here 4/5, no
    flying) attacking, blocked by two Grizzly Bears and assigning 2 to each, then its damage
    is one event: it triggers once and A gains 4 life."""
    result = play([obj("angel", "Exalted Angel", keywords=[]), obj("b1", "Grizzly Bears", "B"),
                   obj("b2", "Grizzly Bears", "B")],
                  [{"type": "attack", "attackers": [{"object": "angel"}]},
                   {"type": "block", "blockers": [{"object": "b1", "blocking": "angel"},
                                                  {"object": "b2", "blocking": "angel"}]},
                   {"type": "combat_damage", "assign": {"angel": {"b1": 2, "b2": 2}}}],
                  cards=[card("Exalted Angel", ["Creature"], EXALTED_ANGEL, ("Angel",), 4, 5)])

    assert result["players"]["A"]["life"] == 24
    assert triggers(result) == 1


@pytest.mark.parametrize("defending", ["A", "pw"])
def test_attacks_you_or_a_planeswalker_you_control(defending: str) -> None:
    """508.1b: given A's Crown of Doom, when B's Grizzly Bears attack A, or A's planeswalker,
    then they ("it") get +2/+0 until end of turn."""
    result = play([obj("crown", "Crown of Doom", "A"), obj("bears", "Grizzly Bears", "B"),
                   {"id": "pw", "name": "Walker", "types": ["Planeswalker"], "loyalty": 3,
                    "controller": "A"}],
                  [{"type": "attack", "attackers": [{"object": "bears",
                                                     "defending": defending}]}],
                  active_player="B", cards=[card("Crown of Doom", ["Artifact"], CROWN)])

    assert result["objects"]["bears"]["power"] == 4


def test_attacking_the_crowns_controller_only() -> None:
    """508.1b: given B's own Crown of Doom, when B's Grizzly Bears attack A, then nothing
    triggers (they attack neither B nor B's planeswalker)."""
    result = play([obj("crown", "Crown of Doom", "B"), obj("bears", "Grizzly Bears", "B")],
                  [{"type": "attack", "attackers": [{"object": "bears", "defending": "A"}]}],
                  active_player="B", cards=[card("Crown of Doom", ["Artifact"], CROWN)])

    assert result["objects"]["bears"]["power"] == 2
    assert triggers(result) == 0


@pytest.mark.parametrize(("active", "library"), [("A", 52), ("B", 53)])
def test_during_your_turn_is_while_you_are_the_active_player(active: str, library: int) -> None:
    """102.1: given A's Hermit of the Natterknolls, when B casts Shock during A's turn, then A
    draws a card; during B's own turn, nothing triggers."""
    result = play([obj("hermit", "Hermit of the Natterknolls"),
                   obj("shock", "Shock", "B", zone="hand")],
                  [{"type": "cast", "player": "B", "object": "shock", "targets": ["A"]}],
                  active_player=active,
                  cards=[card("Hermit of the Natterknolls", ["Creature"], HERMIT,
                              ("Human", "Werewolf"), 2, 3)])

    assert result["players"]["A"]["library"] == library
