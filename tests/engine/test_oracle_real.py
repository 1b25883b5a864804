"""The Oracle compiler on real cards' lines (issue 27): each template family with lines as the
dev corpus prints them (Oracle text of 2020, "enters the battlefield"), and the exact ability
each must compile to (label aside). Lines a family must leave alone are real too."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle import compile_face
from tests.engine.oracle_helpers import read_whole


def _face(name: str, types: str, text: str, pt: Any = 1) -> dict[str, Any]:
    supertypes = ["Legendary"] if types.startswith("Legendary ") else []
    return {"name": name, "types": types.removeprefix("Legendary ").split(" "),
            "supertypes": supertypes, "text": text, "power": pt, "toughness": pt}


def _read(name: str, types: str, text: str, pt: Any = 1) -> list[dict[str, Any]]:
    """The abilities of one real line without their labels, asserting it was claimed and that
    the engine loads them as a card's."""
    face = _face(name, types, text, pt)
    return read_whole(face)


def _unread(name: str, types: str, text: str) -> bool:
    return compile_face(_face(name, types, text)).not_modelled == (text,)


YOU_DRAW = {"do": "draw", "player": "you", "amount": 1}


# --- 601.2i: "Whenever you cast ..." ------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "trigger", "effect"), [
    ("Beast Whisperer", "Creature", "Whenever you cast a creature spell, draw a card.",
     {"on": "cast", "player": "you", "object": {"types": ["Creature"]}}, [YOU_DRAW]),
    ("Nezahal, Primal Tide", "Legendary Creature",
     "Whenever an opponent casts a noncreature spell, draw a card.",
     {"on": "cast", "player": "opponent", "object": {"not_types": ["Creature"]}}, [YOU_DRAW]),
    ("Niv-Mizzet, Parun", "Legendary Creature",
     "Whenever a player casts an instant or sorcery spell, you draw a card.",
     {"on": "cast", "player": "any",
      "object": {"any": [{"types": ["Instant"]}, {"types": ["Sorcery"]}]}}, [YOU_DRAW]),
    ("Balefire Liege", "Creature", "Whenever you cast a white spell, you gain 3 life.",
     {"on": "cast", "player": "you", "object": {"colors": ["W"]}},
     [{"do": "gain_life", "player": "you", "amount": 3}]),
    ("Illusory Demon", "Creature", "When you cast a spell, sacrifice Illusory Demon.",
     {"on": "cast", "player": "you"}, [{"do": "sacrifice", "object": "self"}]),
    ("Ishai, Ojutai Dragonspeaker", "Legendary Creature",
     "Whenever an opponent casts a spell, put a +1/+1 counter on Ishai, Ojutai Dragonspeaker.",
     {"on": "cast", "player": "opponent"},
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "self"}]),
    ("Firebrand Archer", "Creature",
     "Whenever you cast a noncreature spell, Firebrand Archer deals 1 damage to each opponent.",
     {"on": "cast", "player": "you", "object": {"not_types": ["Creature"]}},
     [{"do": "damage", "amount": 1, "player": "each_opponent"}]),
])
def test_cast_triggers(name: str, types: str, text: str, trigger: Any, effect: Any) -> None:
    """601.2i: a cast trigger is about the spell: its caster and a filter of the spell."""
    assert _read(name, types, text) == [{"kind": "triggered", "trigger": trigger,
                                         "effect": effect}]


def test_cast_trigger_of_a_creature_type_or_spell_type() -> None:
    """205.3: "a Spirit or Arcane spell" is a spell with either subtype, and "you may" makes
    the effect optional (603.5)."""
    text = "Whenever you cast a Spirit or Arcane spell, you may put a ki counter on Baku Altar."

    assert _read("Baku Altar", "Artifact", text) == [{
        "kind": "triggered",
        "trigger": {"on": "cast", "player": "you", "object": {"subtypes": ["Spirit", "Arcane"]}},
        "effect": [{"do": "put_counters", "counter": "ki", "amount": 1, "object": "self"}],
        "may": True}]


@pytest.mark.parametrize("text", [
    "Whenever you cast a spell that targets only Test Card, draw a card.",
    # ("a multicolored spell" and "your second spell each turn" are read since round 9, 105.2b,
    # 601.2i: test_trigger_target.py.)
    "Whenever you cast a spell with converted mana cost 5 or greater, draw a card.",
    "Whenever you cast a creature or planeswalker spell with flying, draw a card.",
    "Whenever you cast a snow spell, draw a card.",
])
def test_cast_triggers_it_must_not_claim(text: str) -> None:
    """A spell the filter can't say exactly (targets, ordinals, mana values, supertypes)."""
    assert _unread("Test Card", "Creature", text)


# --- 508.3a, 509.3c, 509.3d: attacks, blocks, becomes blocked ------------------------------------


@pytest.mark.parametrize(("name", "text", "trigger", "effect"), [
    ("Infectious Horror", "Whenever Infectious Horror attacks, each opponent loses 2 life.",
     {"on": "attacks", "object": "self"},
     [{"do": "lose_life", "player": "each_opponent", "amount": 2}]),
    ("Herald of War", "Whenever Herald of War attacks, put a +1/+1 counter on it.",
     {"on": "attacks", "object": "self"},
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "self"}]),
    ("Pride Guardian", "Whenever Pride Guardian blocks, you gain 3 life.",
     {"on": "blocks", "object": "self"}, [{"do": "gain_life", "player": "you", "amount": 3}]),
    ("Horde Ambusher", "Whenever Horde Ambusher blocks, it deals 1 damage to you.",
     {"on": "blocks", "object": "self"}, [{"do": "damage", "amount": 1, "player": "you"}]),
    ("Patron of the Kitsune", "Whenever a creature attacks, you may gain 1 life.",
     {"on": "attacks", "object": {"types": ["Creature"]}},
     [{"do": "gain_life", "player": "you", "amount": 1}]),
])
def test_combat_triggers(name: str, text: str, trigger: Any, effect: Any) -> None:
    """508.3a, 509.3c: the combat lane's trigger shapes."""
    found = _read(name, "Creature", text)
    expected = {"kind": "triggered", "trigger": trigger, "effect": effect}
    if "may" in text:
        expected["may"] = True
    assert found == [expected]


def test_becomes_blocked_trigger() -> None:
    """509.3d: "Whenever ~ becomes blocked" is its own event."""
    text = "Whenever Test Card becomes blocked, you gain 2 life."

    assert _read("Test Card", "Creature", text)[0]["trigger"] == {"on": "becomes_blocked",
                                                                 "object": "self"}


@pytest.mark.parametrize(("text", "trigger"), [
    ("At the beginning of combat on your turn, put a +1/+1 counter on Test Card.",
     {"on": "beginning_of", "step": "combat", "player": "you"}),
    ("At the beginning of each combat, put a +1/+1 counter on Test Card.",
     {"on": "beginning_of", "step": "combat", "player": "any"}),
    ("At end of combat, put a +1/+1 counter on Test Card.",
     {"on": "beginning_of", "step": "end_of_combat", "player": "any"}),
])
def test_combat_step_triggers(text: str, trigger: Any) -> None:
    """507.1, 511.1: the beginning of combat and the end of combat step."""
    assert _read("Test Card", "Creature", text)[0]["trigger"] == trigger


@pytest.mark.parametrize("text", [
    "Whenever Test Card attacks or becomes blocked, you gain 1 life.",
    # ("attacks and isn't blocked" is read since round 9, 509.5g: test_trigger_target.py.)
    "Whenever Test Card blocks or becomes blocked by a creature, you gain 1 life.",
    "Whenever one or more creatures you control attack, you gain 1 life.",
    # (A paid option, "you may pay {2}. If you do, ...", is read with "pay" now:
    # tests/engine/test_if_you_do.py.)
    "Whenever equipped creature attacks, you gain 1 life.",
])
def test_combat_triggers_it_must_not_claim(text: str) -> None:
    """Two events in one trigger, "isn't blocked", a batch of attackers
    (one trigger for many, 603.2c): left whole."""
    assert _unread("Test Card", "Creature", text)


@pytest.mark.parametrize(("name", "subtypes", "text", "thing"), [
    ("Kazandu Blademaster", ["Human", "Soldier", "Ally"],
     "Whenever Kazandu Blademaster or another Ally enters the battlefield under your control, "
     "you may put a +1/+1 counter on Kazandu Blademaster.",
     {"subtypes": ["Ally"], "controller": "you"}),
    ("Midnight Entourage", ["Aetherborn", "Rogue"],
     "Whenever Midnight Entourage or another Aetherborn you control dies, you draw a card and "
     "you lose 1 life.", {"subtypes": ["Aetherborn"], "controller": "you"}),
])
def test_self_or_another_of_its_kind(name: str, subtypes: list[str], text: str,
                                     thing: Any) -> None:
    """"~ or another Ally" is every Ally, ~ among them, when ~ is one."""
    face = {**_face(name, "Creature", text), "subtypes": subtypes}
    compiled = compile_face(face)

    assert compiled.not_modelled == ()
    assert compiled.abilities[0]["trigger"]["object"] == thing


def test_self_or_another_when_it_is_not_one() -> None:
    """"~ or another Ally" on a card that isn't an Ally can't be read as every Ally."""
    text = "Whenever Test Card or another Ally enters the battlefield under your control, you " \
           "gain 1 life."

    assert _unread("Test Card", "Creature", text)


# --- 611.2: a continuous effect from a resolving trigger ---------------------------------------


@pytest.mark.parametrize(("name", "text", "targets", "action"), [
    ("Mortis Dogs", "Whenever Mortis Dogs attacks, it gets +2/+0 until end of turn.", None,
     {"object": "self", "modifications": [{"op": "modify_pt", "power": 2, "toughness": 0}]}),
    ("Dwarven Berserker", "Whenever Dwarven Berserker becomes blocked, it gets +3/+0 and "
     "gains trample until end of turn.", None,
     {"object": "self", "modifications": [{"op": "add_abilities", "abilities": ["Trample"]},
                                          {"op": "modify_pt", "power": 3, "toughness": 0}]}),
    ("Tooth Collector", "When Tooth Collector enters the battlefield, target creature an "
     "opponent controls gets -1/-1 until end of turn.",
     [{"object": {"types": ["Creature"], "controller": "opponent"}}],
     {"object": "target", "modifications": [{"op": "modify_pt", "power": -1,
                                             "toughness": -1}]}),
    ("Inspiring Unicorn", "Whenever Inspiring Unicorn attacks, creatures you control get "
     "+1/+1 until end of turn.", None,
     {"objects": {"types": ["Creature"], "controller": "you"},
      "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}]}),
    ("Kalastria Nightwatch", "Whenever you gain life, Kalastria Nightwatch gains flying until "
     "end of turn.", None,
     {"object": "self", "modifications": [{"op": "add_abilities", "abilities": ["Flying"]}]}),
])
def test_trigger_creates_a_continuous_effect(name: str, text: str, targets: Any,
                                             action: Any) -> None:
    """611.2a, 611.2c: "until end of turn" as a "modify" action on ~, its target or a group."""
    found = _read(name, "Creature", text)[0]

    assert found.get("targets") == targets
    assert found["effect"] == [{"do": "modify", **action, "duration": "end_of_turn"}]


def test_that_creature_is_the_one_entering() -> None:
    """"that creature" is the creature whose entering triggered it (Ambuscade Shaman)."""
    text = ("Whenever Ambuscade Shaman or another creature enters the battlefield under your "
            "control, that creature gets +2/+2 until end of turn.")

    assert _read("Ambuscade Shaman", "Creature", text)[0]["effect"] == [{
        "do": "modify", "object": "it", "duration": "end_of_turn",
        "modifications": [{"op": "modify_pt", "power": 2, "toughness": 2}]}]


@pytest.mark.parametrize("text", [
    "Whenever a creature you control blocks, it gets +1/+0 until end of turn.",
    "When Test Card dies, it gets +1/+1 until end of turn.",
    "Whenever Test Card attacks, it gets +1/+0 for each other attacking creature until end of "
    "turn.",
    "Whenever Test Card attacks, it gets +X/+0 until end of turn, where X is its power.",
    "When Test Card enters the battlefield, target creature gets +1/+1 until your next turn.",
    "Whenever Test Card blocks, it gets +1/+1 until end of combat.",
])
def test_continuous_effects_it_must_not_claim(text: str) -> None:
    """"it" that isn't ~ on the battlefield, amounts it can't count, other durations."""
    assert _unread("Test Card", "Creature", text)


# --- 111.1: creating tokens -------------------------------------------------------------------


@pytest.mark.parametrize(("name", "text", "amount", "token"), [
    ("Attended Knight", "When Attended Knight enters the battlefield, create a 1/1 white "
     "Soldier creature token.", 1,
     {"types": ["Creature"], "subtypes": ["Soldier"], "colors": ["W"], "power": 1,
      "toughness": 1}),
    ("Cloudgoat Ranger", "When Cloudgoat Ranger enters the battlefield, create three 1/1 white "
     "Kithkin Soldier creature tokens.", 3,
     {"types": ["Creature"], "subtypes": ["Kithkin", "Soldier"], "colors": ["W"], "power": 1,
      "toughness": 1}),
    ("Patagia Viper", "When Patagia Viper enters the battlefield, create two 1/1 green and blue "
     "Snake creature tokens.", 2,
     {"types": ["Creature"], "subtypes": ["Snake"], "colors": ["G", "U"], "power": 1,
      "toughness": 1}),
    ("Desperate Sentry", "When Desperate Sentry dies, create a 3/2 colorless Eldrazi Horror "
     "creature token.", 1,
     {"types": ["Creature"], "subtypes": ["Eldrazi", "Horror"], "power": 3, "toughness": 2}),
    ("Mausoleum Guard", "When Mausoleum Guard dies, create two 1/1 white Spirit creature "
     "tokens with flying.", 2,
     {"types": ["Creature"], "subtypes": ["Spirit"], "colors": ["W"], "power": 1,
      "toughness": 1, "keywords": ["Flying"]}),
])
def test_create_tokens(name: str, text: str, amount: int, token: Any) -> None:
    """111.1, 111.4: the tokens, as many as it says, each named after its subtypes."""
    found = _read(name, "Creature", text)[0]

    assert found["effect"] == [{"do": "create_token", "amount": amount, "token": token}]


@pytest.mark.parametrize("text", [
    "When Test Card enters the battlefield, create a tapped 2/2 black Zombie creature token.",
    "When Test Card enters the battlefield, create X 1/1 green Saproling creature tokens.",
    "When Test Card enters the battlefield, create a token that's a copy of target creature.",
    "When Test Card enters the battlefield, create a 1/1 colorless Thopter artifact creature "
    "token with flying and \"{T}: Add {C}.\"",
    "When Test Card enters the battlefield, create a 1/1 white Soldier creature token and "
    "target opponent creates a 1/1 white Soldier creature token.",
    "When Test Card enters the battlefield, create 2 1/1 white Soldier creature tokens.",
    "When Test Card enters the battlefield, create a 1/1 white Homunculi creature token.",
])
def test_tokens_it_must_not_claim(text: str) -> None:
    """Tapped tokens, X tokens, copies, quoted abilities, tokens another player makes, and
    words that aren't a creature type: left whole ("for each ... you control" is read since
    engine 0.14.0: tests/engine/test_oracle_effects.py)."""
    assert _unread("Test Card", "Creature", text)


# --- 400.3: returning to a hand --------------------------------------------------------------


@pytest.mark.parametrize(("name", "text", "targets", "action"), [
    ("Man-o'-War", "When Man-o'-War enters the battlefield, return target creature to its "
     "owner's hand.", [{"object": {"types": ["Creature"]}}], {"object": "target"}),
    ("Viashino Sandscout", "At the beginning of the end step, return Viashino Sandscout to its "
     "owner's hand.", None, {"object": "self"}),
    ("Persistent Nightmare", "When Persistent Nightmare deals combat damage to a player, return "
     "it to its owner's hand.", None, {"object": "self"}),
    ("Kederekt Leviathan", "When Kederekt Leviathan enters the battlefield, return all other "
     "nonland permanents to their owners' hands.", None,
     {"objects": {"not_types": ["Land"], "other": True}}),
])
def test_return_to_hand(name: str, text: str, targets: Any, action: Any) -> None:
    """400.3: to its owner's hand, whoever controls it."""
    found = _read(name, "Creature", text)[0]

    assert found.get("targets") == targets
    assert found["effect"] == [{"do": "return_to_hand", **action}]


@pytest.mark.parametrize("text", [
    "When Test Card dies, return Test Card to its owner's hand.",
    "When Test Card leaves the battlefield, return Test Card to its owner's hand.",
])
def test_return_to_hand_it_must_not_claim(text: str) -> None:
    """The card in a graveyard is a new object (400.7): left whole. (A target card in your
    graveyard is read since round 2: tests/engine/test_oracle_sentences.py; "When ~ dies, return it
    to its owner's hand" since round 6, 400.7d: tests/engine/test_oracle_return_or_sacrifice.py;
    "return a creature you control to its owner's hand", a creature its controller chooses as the
    ability resolves, not a target, since round 10: tests/engine/test_oracle_return_chosen.py.)
    """
    assert _unread("Test Card", "Creature", text)


def test_any_target() -> None:
    """115.4: "any target" is one target that may be a player or a permanent."""
    text = "When Meteorite enters the battlefield, it deals 2 damage to any target."

    found = _read("Meteorite", "Artifact", text)[0]

    assert found["targets"] == [{"any_target": True}]
    assert found["effect"] == [{"do": "damage", "amount": 2, "object": "target"}]


# --- 122.6: counters put on an object ---------------------------------------------------------


def test_one_or_more_counters_put_on_another_creature() -> None:
    """"one or more +1/+1 counters are put on" is one trigger per event of putting counters."""
    text = ("Whenever one or more +1/+1 counters are put on another creature you control, you "
            "may put a +1/+1 counter on Enduring Scalelord.")

    assert _read("Enduring Scalelord", "Creature", text)[0]["trigger"] == {
        "on": "counters", "object": {"types": ["Creature"], "controller": "you", "other": True},
        "counter": "+1/+1"}


def test_a_counter_put_on_is_not_one_or_more() -> None:
    """"Whenever a -1/-1 counter is put on a creature" triggers for each counter, which the
    engine's one event for all the counters put at once can't count: left whole."""
    text = ("Whenever a -1/-1 counter is put on a creature, you may create a 1/1 green Elf "
            "Warrior creature token.")

    assert _unread("Test Card", "Creature", text)


# --- 120.3a: the player dealt damage ----------------------------------------------------------


def test_damage_to_a_player_names_that_player() -> None:
    """"that player" of a damage trigger is the player dealt the damage."""
    text = "Whenever Test Card deals combat damage to a player, that player loses 1 life."

    assert _read("Test Card", "Creature", text)[0]["effect"] == [
        {"do": "lose_life", "player": "that_player", "amount": 1}]


def test_combat_damage_by_a_creature_you_control() -> None:
    """510.2: each creature deals its combat damage as its own event: one trigger each."""
    text = ("Whenever a creature you control deals combat damage to a player, you may draw a "
            "card.")

    assert _read("Bident of Thassa", "Legendary Enchantment Artifact", text) == [{
        "kind": "triggered",
        "trigger": {"on": "damage", "source": {"types": ["Creature"], "controller": "you"},
                    "player": "any", "combat": True},
        "effect": [YOU_DRAW], "may": True}]


@pytest.mark.parametrize("text", [
    # ("deals damage to a creature" is read since round 9: once for each creature dealt damage,
    # 603.2c, "that much" being the damage dealt to it: test_trigger_target.py.)
    # "is dealt damage" is read (once for all damage at once: test_trigger_events.py); "is
    # dealt combat damage" isn't yet.
    "Whenever Test Card is dealt combat damage, put a +1/+1 counter on it.",
    "Whenever a creature you control with flying deals combat damage to a player, draw a card.",
    "Whenever one or more creatures you control deal combat damage to a player, draw a card.",
])
def test_damage_triggers_it_must_not_claim(text: str) -> None:
    """"deals damage to a creature" (one trigger for each creature dealt damage, or one for
    all?), "is dealt combat damage", "one or more" and filters with "with": left whole."""
    assert _unread("Test Card", "Creature", text)


# --- 603.5: "you may" ---------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "effect"), [
    ("Bringer of the Blue Dawn", "Creature",
     "At the beginning of your upkeep, you may draw two cards.",
     [{"do": "draw", "player": "you", "amount": 2}]),
    ("Manglehorn", "Creature",
     "When Manglehorn enters the battlefield, you may destroy target artifact.",
     [{"do": "destroy", "object": "target"}]),
    ("Harvester of Souls", "Creature",
     "Whenever another nontoken creature dies, you may draw a card.", [YOU_DRAW]),
    ("Necropede", "Artifact Creature",
     "When Necropede dies, you may put a -1/-1 counter on target creature.",
     [{"do": "put_counters", "counter": "-1/-1", "amount": 1, "object": "target"}]),
])
def test_you_may(name: str, types: str, text: str, effect: Any) -> None:
    """603.5: an optional effect is the ability's, "may": true; the rest is as without it."""
    found = _read(name, types, text)

    assert found[0]["may"] is True
    assert found[0]["effect"] == effect


@pytest.mark.parametrize("text", [
    "When Test Card enters the battlefield, you may have target player draw a card.",
    # (Its "you may pay {1}. If you do, draw a card." and "you may draw a card. If you do,
    # discard a card." are read with "pay" and if_done now: tests/engine/test_if_you_do.py.)
    "When Test Card enters the battlefield, target player may draw a card.",
])
def test_you_may_it_must_not_claim(text: str) -> None:
    """What another player does stays unread."""
    assert _unread("Test Card", "Creature", text)


# --- 702.114a: devoid ---------------------------------------------------------------------------


def test_devoid_is_a_colorless_cda() -> None:
    """702.114a, 604.3: "Devoid" is a characteristic-defining ability, colorless everywhere."""
    assert _read("Brood Monitor", "Creature", "Devoid (This card has no color.)") == [{
        "kind": "static", "affects": "self",
        "modifications": [{"op": "set_colors", "colors": []}],
        "cda": True, "functions_in": "all"}]


def test_devoid_creature_is_colorless_on_the_battlefield() -> None:
    """Given a green devoid creature and a "green creatures get +1/+1" anthem, the engine
    applies devoid first in layer 5 (613.3): it is colorless and gets nothing."""
    from engine import run_scenario

    monitor = {"name": "Brood Monitor", "types": ["Creature"], "colors": ["G"], "power": 3,
               "toughness": 3, "mana_value": 5, "text": "Devoid (This card has no color.)"}
    monitor["abilities"] = list(compile_face(monitor).abilities)
    anthem = {"name": "Green Anthem", "types": ["Enchantment"], "mana_value": 2,
              "text": "Green creatures get +1/+1."}
    anthem["abilities"] = list(compile_face(anthem).abilities)
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                "cards": [monitor, anthem],
                "objects": [{"id": "m", "card": "Brood Monitor", "controller": "A",
                             "timestamp": 1},
                            {"id": "a", "card": "Green Anthem", "controller": "A",
                             "timestamp": 2}]}

    result = run_scenario(scenario, lang="en")

    assert result["objects"]["m"]["colors"] == []
    assert (result["objects"]["m"]["power"], result["objects"]["m"]["toughness"]) == (3, 3)
    assert result["not_modelled"] == []


# --- 604.3: counting cards in a hand -------------------------------------------------------------


def test_cards_in_your_hand_is_a_count_of_your_hand() -> None:
    """400.3: "cards in your hand" counts the hand of the ability's controller."""
    text = "Maro's power and toughness are each equal to the number of cards in your hand."
    hand = {"count": {"zones": ["hand"], "owner": "you"}}

    assert _read("Maro", "Creature", text, pt="*") == [{
        "kind": "static", "affects": "self",
        "modifications": [{"op": "set_pt", "power": hand, "toughness": hand}], "cda": True}]


def test_maro_counts_only_its_controllers_hand() -> None:
    """Given Maro (*/*) with two cards in its controller's hand and one in the opponent's,
    the engine makes it 2/2 (604.3, 613.4a)."""
    from engine import run_scenario

    maro = {"name": "Maro", "types": ["Creature"], "colors": ["G"], "power": "*",
            "toughness": "*", "mana_value": 4,
            "text": "Maro's power and toughness are each equal to the number of cards in "
                    "your hand."}
    maro["abilities"] = list(compile_face(maro).abilities)
    card = {"name": "Filler", "types": ["Sorcery"], "mana_value": 1, "text": ""}
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "cards": [maro, card],
                "objects": [{"id": "m", "card": "Maro", "controller": "A", "timestamp": 1},
                            {"id": "h1", "card": "Filler", "owner": "A", "zone": "hand"},
                            {"id": "h2", "card": "Filler", "owner": "A", "zone": "hand"},
                            {"id": "h3", "card": "Filler", "owner": "B", "zone": "hand"}]}

    result = run_scenario(scenario, lang="en")

    assert (result["objects"]["m"]["power"], result["objects"]["m"]["toughness"]) == (2, 2)


def test_for_each_card_in_your_hand() -> None:
    """"for each card in your hand" is the same count, on the enchanted creature."""
    text = "Enchanted creature gets +1/+1 for each card in your hand."
    hand = {"count": {"zones": ["hand"], "owner": "you"}}

    assert _read("Empyrial Armor", "Enchantment", text) == [{
        "kind": "static", "affects": "enchanted",
        "modifications": [{"op": "modify_pt", "power": hand, "toughness": hand}]}]


def test_exile_all_cards_from_all_graveyards_is_exile_all_graveyards() -> None:
    """Rest in Peace's 2020 wording reads as its scripted, newer "exile all graveyards"."""
    text = "When Rest in Peace enters the battlefield, exile all cards from all graveyards."

    assert _read("Rest in Peace", "Enchantment", text)[0]["effect"] == [
        {"do": "exile", "objects": {"zones": ["graveyard"]}}]
