"""Trigger events the compiler reads from round 9 (issue 27, trig9), played by the engine.

"~ becomes the target of a spell or ability [an opponent controls]" (115.1, 603.2d): a
permanent becomes the target of a spell as it is cast (601.2c) or copied with its targets
(706.10), of an ability as it is activated (602.2b) or put on the stack (603.3d); "a spell or
ability an opponent controls" is whose spell or ability it is. "~ deals combat damage to a
creature" (120.3, 510.2): once for each creature dealt damage, "that creature" being it.

Rulings reasoning, where the rules are terse:
* One spell with two targets naming the same object (601.2c allows it for different words
  "target") makes the object the target of that one spell once: "becomes the target of a
  spell" is one event for the spell, and an ability triggers once for each time its event
  happens (603.2c).
* "a creature" in a trigger is a creature permanent (109.2): a creature spell on the stack
  targeted by a counterspell doesn't become "a creature you control" targeted.
* "deals combat damage to a creature": each creature dealt damage is an occurrence of the event
  (603.2c: an ability triggers once for each of several occurrences in one event, as its
  example's lands put into a graveyard at once), so a creature blocked by two triggers twice.
* A copy of a spell is a spell (706.10); what it targets, its targets being chosen as it is
  put on the stack, becomes the target of that spell.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities.triggers import became_targets
from engine.errors import ScenarioError
from engine.oracle import compile_face
from engine.state.objects import Happened, StackItem
from tests.engine.event_helpers import play
from tests.engine.test_trigger_events import card, obj, triggers

BEAR = "When Phantasmal Bear becomes the target of a spell or ability, sacrifice it."
MOSSDOG = ("Whenever Mossdog becomes the target of a spell or ability an opponent controls, "
           "put a +1/+1 counter on Mossdog.")
SANCTUARY = ("Whenever a creature you control becomes the target of a spell or ability an "
             "opponent controls, you may draw a card.")
LIEGE = ("Whenever Ashenmoor Liege becomes the target of a spell or ability an opponent "
         "controls, that player loses 4 life.")
POTION = ("Enchant creature\nWhen enchanted creature becomes the target of a spell or ability, "
          "sacrifice Sleeping Potion.")
PYROMANCER = "{T}: Prodigal Pyromancer deals 1 damage to any target."
SPIDER = ("Whenever Obelisk Spider deals combat damage to a creature, put a -1/-1 counter on "
          "that creature.")
NIM = ("Whenever Flayed Nim deals combat damage to a creature, that creature's controller loses "
       "that much life.")

CARDS = [card("Phantasmal Bear", ["Creature"], BEAR, ("Bear", "Illusion"), 2, 2),
         card("Mossdog", ["Creature"], MOSSDOG, ("Plant", "Dog"), 1, 1),
         card("Shapers' Sanctuary", ["Enchantment"], SANCTUARY),
         card("Ashenmoor Liege", ["Creature"], LIEGE, ("Elemental", "Knight"), 4, 1),
         card("Sleeping Potion", ["Enchantment"], POTION, ("Aura",)),
         card("Prodigal Pyromancer", ["Creature"], PYROMANCER, ("Human", "Wizard"), 1, 1),
         card("Obelisk Spider", ["Creature"], SPIDER, ("Spider",), 1, 4),
         card("Flayed Nim", ["Creature"], NIM, ("Skeleton",), 2, 2)]


def _read(name: str, types: str, text: str, subtypes: tuple[str, ...] = ()) -> Any:
    face = {"name": name, "types": types.split(), "subtypes": list(subtypes), "text": text,
            "supertypes": []}
    line = compile_face(face).lines[-1]
    assert line.claimed, line
    return [{k: v for k, v in a.items() if k != "label"} for a in line.abilities]


@pytest.mark.parametrize(("name", "types", "subtypes", "text", "trigger", "effect"), [
    ("Phantasmal Bear", "Creature", ("Bear", "Illusion"), BEAR,
     {"on": "becomes_target", "object": "self"}, [{"do": "sacrifice", "object": "self"}]),
    ("Mossdog", "Creature", ("Plant", "Dog"), MOSSDOG,
     {"on": "becomes_target", "object": "self", "player": "opponent"},
     [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "self"}]),
    ("Thunderbreak Regent", "Creature", ("Dragon",),
     "Whenever a Dragon you control becomes the target of a spell or ability an opponent "
     "controls, Thunderbreak Regent deals 3 damage to that player.",
     {"on": "becomes_target", "object": {"subtypes": ["Dragon"], "controller": "you"},
      "player": "opponent"}, [{"do": "damage", "amount": 3, "player": "that_player"}]),
    ("Sleeping Potion", "Enchantment", ("Aura",), POTION,
     {"on": "becomes_target", "object": "enchanted"}, [{"do": "sacrifice", "object": "self"}]),
    ("Obelisk Spider", "Creature", ("Spider",), SPIDER,
     {"on": "damage", "object": {"types": ["Creature"]}, "source": "self", "combat": True},
     [{"do": "put_counters", "counter": "-1/-1", "amount": 1, "object": "it"}]),
    ("Flayed Nim", "Creature", ("Skeleton",), NIM,
     {"on": "damage", "object": {"types": ["Creature"]}, "source": "self", "combat": True},
     [{"do": "lose_life", "player": "it_controller", "amount": "that_much"}]),
])
def test_trigger_conditions_read(name: str, types: str, subtypes: tuple[str, ...], text: str,
                                 trigger: dict[str, Any], effect: list[Any]) -> None:
    """115.1, 603.2d, 510.2: given a real card's line, when compiled, then its trigger is the
    event's and its effect refers to the event's object or player."""
    assert _read(name, types, text, subtypes) == [
        {"kind": "triggered", "trigger": trigger, "effect": effect}]


@pytest.mark.parametrize("text", [
    # "that player" has no player to be without "an opponent controls".
    "Whenever Mossdog becomes the target of a spell or ability, that player loses 1 life.",
    # Two kinds in one subject: not one filter the trigger says.
    "Whenever you or a permanent you control becomes the target of a spell or ability an "
    "opponent controls, you may draw a card.",
    # "a spell" alone (not abilities): not read.
    "Whenever Mossdog becomes the target of a spell, put a +1/+1 counter on Mossdog.",
    # "that creature" after a trigger about ~ itself: nothing else is named.
    "Whenever Mossdog becomes the target of a spell or ability, destroy that creature.",
])
def test_near_miss_lines_are_left_unread(text: str) -> None:
    """603.2: given a line whose words the event can't say exactly, when compiled, then it is
    left unread, not guessed."""
    face = {"name": "Mossdog", "types": ["Creature"], "subtypes": [], "text": text}
    assert not compile_face(face).lines[-1].claimed


def test_a_spell_targeting_it_triggers_and_the_illusion_is_sacrificed_first() -> None:
    """601.2c, 603.3: given Phantasmal Bear, when A casts Giant Growth targeting it, then its
    ability triggers, resolves first and sacrifices it; Giant Growth then has no legal target."""
    result = play([obj("bear", "Phantasmal Bear"), obj("gg", "Giant Growth", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "gg", "targets": ["bear"]},
                   {"type": "resolve"}], cards=CARDS)

    assert result["objects"]["bear"]["zone"] == "graveyard"
    assert triggers(result) == 1


def test_a_spell_targeting_another_creature_doesnt_trigger() -> None:
    """603.2: given Phantasmal Bear and Grizzly Bears, when Giant Growth targets the Grizzly
    Bears, then the Illusion's ability doesn't trigger."""
    result = play([obj("bear", "Phantasmal Bear"), obj("gb", "Grizzly Bears"),
                   obj("gg", "Giant Growth", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "gg", "targets": ["gb"]}],
                  cards=CARDS)

    assert triggers(result) == 0
    assert result["objects"]["bear"]["zone"] == "battlefield"


@pytest.mark.parametrize(("caster", "counters"), [("A", {}), ("B", {"+1/+1": 1})])
def test_an_opponents_spell_only(caster: str, counters: dict[str, int]) -> None:
    """115.1: given A's Mossdog, when its controller or an opponent casts Giant Growth targeting
    it, then only the opponent's spell ("a spell or ability an opponent controls") triggers."""
    result = play([obj("dog", "Mossdog"), obj("gg", "Giant Growth", caster, zone="hand")],
                  [{"type": "cast", "player": caster, "object": "gg", "targets": ["dog"]},
                   {"type": "resolve"}], cards=CARDS)

    assert triggers(result) == (1 if caster == "B" else 0)
    assert result["objects"]["dog"]["counters"] == counters


def test_an_activated_ability_targeting_it_triggers_and_that_player_loses_life() -> None:
    """602.2b, 115.1: given A's Ashenmoor Liege, when B activates Prodigal Pyromancer targeting
    it, then the Liege's ability triggers and B, that ability's controller, loses 4 life."""
    result = play([obj("liege", "Ashenmoor Liege"), obj("pyro", "Prodigal Pyromancer", "B")],
                  [{"type": "activate", "player": "B", "object": "pyro", "ability": 0,
                    "targets": ["liege"]}, {"type": "resolve"}], cards=CARDS)

    assert result["players"]["B"]["life"] == 16
    assert triggers(result) == 1


def test_a_triggered_ability_targeting_it_triggers() -> None:
    """603.3d: given Sleeping Potion on B's 9/9 Ancient Brontodon, when A's Flametongue Kavu
    enters and its ability targets the Brontodon as it is put on the stack, then the Potion's
    ability triggers and B sacrifices the Potion (the Brontodon survives the 4 damage)."""
    brontodon = card("Ancient Brontodon", ["Creature"], "", ("Dinosaur",), 9, 9)
    kavu = card("Flametongue Kavu", ["Creature"],
                "When Flametongue Kavu enters the battlefield, it deals 4 damage to target "
                "creature.", ("Kavu",), 4, 2)
    result = play([obj("gb", "Ancient Brontodon", "B"),
                   obj("potion", "Sleeping Potion", "B", attached_to="gb"),
                   obj("kavu", "Flametongue Kavu", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "kavu"}, {"type": "resolve"}],
                  cards=[*CARDS, kavu, brontodon], choices=[{"player": "A", "choose": "gb"}])

    assert result["objects"]["potion"]["zone"] == "graveyard"
    assert (result["objects"]["gb"]["zone"], result["objects"]["gb"]["damage"]) == (
        "battlefield", 4)
    assert triggers(result) == 2


def test_a_creature_spell_targeted_is_no_creature_becoming_the_target() -> None:
    """109.2: given A's Shapers' Sanctuary, when B casts Cancel targeting A's Grizzly Bears
    spell, then the Sanctuary doesn't trigger: "a creature you control" is a permanent."""
    cancel = card("Cancel", ["Instant"], "Counter target spell.")
    result = play([obj("ss", "Shapers' Sanctuary"), obj("gb", "Grizzly Bears", zone="hand"),
                   obj("c", "Cancel", "B", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "gb"},
                   {"type": "cast", "player": "B", "object": "c", "targets": ["gb"]}],
                  cards=[*CARDS, cancel])

    assert triggers(result) == 0


class _Objects:
    """A game state's objects, as became_targets looks at them (players aren't objects)."""

    def __init__(self, *ids: str) -> None:
        self.ids = ids

    def has_object(self, object_id: str) -> bool:
        return object_id in self.ids


def test_one_spell_naming_it_twice_makes_it_the_target_once() -> None:
    """603.2c: given a spell whose two targets name the same creature, when its targets are
    recorded, then the creature becomes that spell's target once: one event."""
    item = StackItem(id="s", source="s", source_name="s", controller="B", label="s",
                     spec=None, targets=("x", "x", "B"))
    found = became_targets(_Objects("x", "s"), item, spell=True)  # type: ignore[arg-type]

    assert [(e.kind, e.object, e.player, e.detail) for e in found] == [
        (Happened.BECAME_TARGET, "x", "B", "spell")]


def test_combat_damage_to_a_blocker_puts_a_counter_on_that_creature() -> None:
    """510.2, 120.3: given Obelisk Spider blocking A's 3/3 Centaur Courser, when combat damage
    is dealt, then its ability triggers for the Courser and puts a -1/-1 counter on it: a 2/2
    with 1 damage."""
    courser = card("Centaur Courser", ["Creature"], "", ("Centaur", "Warrior"), 3, 3)
    result = play([obj("cc", "Centaur Courser"), obj("spider", "Obelisk Spider", "B")],
                  [{"type": "attack", "attackers": [{"object": "cc"}]},
                   {"type": "block", "blockers": [{"object": "spider", "blocking": "cc"}]},
                   {"type": "combat_damage"}], cards=[*CARDS, courser])

    courser_now = result["objects"]["cc"]
    assert (courser_now["counters"], courser_now["power"], courser_now["damage"]) == (
        {"-1/-1": 1}, 2, 1)
    assert triggers(result) == 1


def test_combat_damage_to_two_blockers_triggers_once_for_each() -> None:
    """603.2c, 510.2: given A's Flayed Nim (2/2) blocked by B's two Grizzly Bears, when it
    assigns 1 damage to each, then its ability triggers twice, B losing 1 life each time."""
    result = play([obj("nim", "Flayed Nim"), obj("b1", "Grizzly Bears", "B"),
                   obj("b2", "Grizzly Bears", "B")],
                  [{"type": "attack", "attackers": [{"object": "nim"}]},
                   {"type": "block", "blockers": [{"object": "b1", "blocking": "nim"},
                                                  {"object": "b2", "blocking": "nim"}]},
                   {"type": "combat_damage", "assign": {"nim": {"b1": 1, "b2": 1}}}],
                  cards=CARDS, choices=[{"player": "A", "choose": "nim^1"}])

    assert triggers(result) == 2
    assert result["players"]["B"]["life"] == 18


def test_combat_damage_to_a_player_is_no_damage_to_a_creature() -> None:
    """510.2: given A's Flayed Nim unblocked, when it deals combat damage to B, then its
    ability ("to a creature") doesn't trigger."""
    result = play([obj("nim", "Flayed Nim")],
                  [{"type": "attack", "attackers": [{"object": "nim"}]},
                   {"type": "block", "blockers": []}, {"type": "combat_damage"}], cards=CARDS)

    assert result["players"]["B"]["life"] == 18
    assert triggers(result) == 0


def test_that_much_is_the_damage_dealt_to_that_creature() -> None:
    """120.3, 510.2: given A's Flayed Nim (2/2) blocked by B's 1/4 Obelisk Spider, when combat
    damage is dealt, then B, that creature's controller, loses 2 life (the damage Nim dealt)."""
    result = play([obj("nim", "Flayed Nim"), obj("spider", "Grizzly Bears", "B")],
                  [{"type": "attack", "attackers": [{"object": "nim"}]},
                   {"type": "block", "blockers": [{"object": "spider", "blocking": "nim"}]},
                   {"type": "combat_damage"}], cards=CARDS)

    assert result["players"]["B"]["life"] == 18


TROMPER = "Inspired — Whenever Pheres-Band Tromper becomes untapped, put a +1/+1 counter on it."
THRASHER = ("Whenever a permanent you control becomes untapped, Wake Thrasher gets +1/+1 until "
            "end of turn.")
UNTAPPERS = [card("Pheres-Band Tromper", ["Creature"], TROMPER, ("Centaur", "Warrior"), 3, 3),
             card("Wake Thrasher", ["Creature"], THRASHER, ("Merfolk", "Soldier"), 1, 1)]


def test_becomes_untapped_is_read() -> None:
    """603.2d: given inspired's "Whenever ~ becomes untapped", when compiled, then it triggers
    on ``becomes_untapped`` of ~ itself."""
    assert _read("Pheres-Band Tromper", "Creature", TROMPER, ("Centaur", "Warrior")) == [
        {"kind": "triggered", "trigger": {"on": "becomes_untapped", "object": "self"},
         "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1,
                     "object": "self"}]}]


@pytest.mark.parametrize(("tapped", "counters"), [(True, {"+1/+1": 1}), (False, {})])
def test_inspired_triggers_when_the_untap_step_untaps_it(tapped: bool,
                                                          counters: dict[str, int]) -> None:
    """502.3, 603.2d: given Pheres-Band Tromper tapped (or untapped), when A's untap step
    untaps A's permanents, then inspired triggers only for the tapped one, which becomes
    untapped; an untapped one doesn't "become" untapped."""
    result = play([obj("pt", "Pheres-Band Tromper", tapped=tapped)],
                  [{"type": "untap"}, {"type": "upkeep"}], cards=UNTAPPERS)

    assert result["objects"]["pt"]["counters"] == counters


def test_each_permanent_you_control_untapped_triggers_once() -> None:
    """502.3, 603.2c: given Wake Thrasher (1/1), two tapped Forests of A's and one of B's, when
    A's untap step untaps A's, then Wake Thrasher triggers once for each: a 3/3 until end of
    turn."""
    result = play([obj("wt", "Wake Thrasher"), obj("f1", "Forest", tapped=True),
                   obj("f2", "Forest", tapped=True), obj("b", "Forest", "B", tapped=True)],
                  [{"type": "untap"}, {"type": "upkeep"}], cards=UNTAPPERS)

    thrasher = result["objects"]["wt"]
    assert (thrasher["power"], thrasher["toughness"]) == (3, 3)
    assert triggers(result) == 2


def test_a_spell_untapping_it_triggers_inspired() -> None:
    """701.21b, 603.2d: given a tapped Pheres-Band Tromper, when A casts an instant that untaps
    it, then inspired triggers and it gets a +1/+1 counter."""
    untap = card("Wake the Tromper", ["Instant"], "Untap target creature.")
    result = play([obj("pt", "Pheres-Band Tromper", tapped=True),
                   obj("u", "Wake the Tromper", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "u", "targets": ["pt"]},
                   {"type": "resolve"}], cards=[*UNTAPPERS, untap])

    tromper = result["objects"]["pt"]
    assert (tromper["tapped"], tromper["counters"]) == (False, {"+1/+1": 1})


GRYFF = ("Emerge {5}{U}\nFlying\nWhen you cast Wretched Gryff, draw a card.")
GRYFF_CARD = card("Wretched Gryff", ["Creature"], GRYFF, ("Zombie", "Hippogriff"), 3, 4)


def test_when_you_cast_it_is_read_and_never_acts_on_the_spell() -> None:
    """113.6k, 601.2i: given "When you cast ~, draw a card", when compiled, then it triggers on
    its own casting; "When you cast ~, put a +1/+1 counter on ~" (a spell, not yet a permanent)
    is left unread."""
    assert _read("Wretched Gryff", "Creature", GRYFF, ("Zombie", "Hippogriff")) == [
        {"kind": "triggered", "trigger": {"on": "cast", "player": "you", "object": "self"},
         "effect": [{"do": "draw", "player": "you", "amount": 1}]}]
    face = {"name": "Test Card", "types": ["Creature"], "subtypes": [],
            "text": "When you cast Test Card, put a +1/+1 counter on Test Card."}
    assert not compile_face(face).lines[-1].claimed


def test_casting_it_triggers_from_the_stack_and_resolves_before_the_spell() -> None:
    """113.6k, 603.3: given Wretched Gryff in A's hand, when A casts it, then its ability
    triggers on the stack, goes above the spell and resolves first: A draws a card; the Gryff
    then resolves into a permanent."""
    result = play([obj("g", "Wretched Gryff", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "g"}, {"type": "resolve"}],
                  cards=[GRYFF_CARD])

    assert result["players"]["A"]["library"] == 52
    assert result["objects"]["g"]["zone"] == "battlefield"
    assert triggers(result) == 1


def test_another_spell_cast_doesnt_trigger_it_on_the_battlefield() -> None:
    """601.2i: given Wretched Gryff on the battlefield, when A casts Giant Growth, then its
    "When you cast ~" doesn't trigger: Giant Growth isn't ~."""
    result = play([obj("g", "Wretched Gryff"), obj("gg", "Giant Growth", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "gg", "targets": ["g"]},
                   {"type": "resolve"}], cards=[GRYFF_CARD])

    assert triggers(result) == 0
    assert result["players"]["A"]["library"] == 53


MOSQUITO = ("Flying\nWhenever Swamp Mosquito attacks and isn't blocked, defending player gets a "
            "poison counter.")
MOSQUITO_CARD = card("Swamp Mosquito", ["Creature"], MOSQUITO, ("Insect",), 0, 1)


@pytest.mark.parametrize(("blockers", "poison"), [
    ([], 1), ([{"object": "w", "blocking": "m"}], 0)])
def test_attacks_and_isnt_blocked_triggers_as_blockers_are_declared(
        blockers: list[dict[str, str]], poison: int) -> None:
    """509.5g, 508.5: given A's Swamp Mosquito attacking B, when B declares no blocker for it
    (or blocks it with a flying Wall), then only the unblocked Mosquito's ability triggers and
    B, the defending player, gets a poison counter."""
    wall = card("Wall of Air", ["Creature"], "Defender, flying", ("Wall",), 1, 5)
    result = play([obj("m", "Swamp Mosquito"), obj("w", "Wall of Air", "B")],
                  [{"type": "attack", "attackers": [{"object": "m"}]},
                   {"type": "block", "blockers": blockers}],
                  cards=[MOSQUITO_CARD, wall])

    assert result["players"]["B"]["poison"] == poison
    assert triggers(result) == poison


def test_a_creature_blocking_triggers_once_for_each_blocker() -> None:
    """509.5a, 603.2c: given A's Carnage Gladiator ("Whenever a creature blocks, that creature's
    controller loses 1 life"), when B blocks A's attacker with two Grizzly Bears, then it
    triggers twice and B, their controller, loses 2 life."""
    gladiator = card("Carnage Gladiator", ["Creature"], "Whenever a creature blocks, that "
                     "creature's controller loses 1 life.", ("Skeleton", "Minotaur"), 4, 2)
    result = play([obj("cg", "Carnage Gladiator"), obj("b1", "Grizzly Bears", "B"),
                   obj("b2", "Grizzly Bears", "B")],
                  [{"type": "attack", "attackers": [{"object": "cg"}]},
                   {"type": "block", "blockers": [{"object": "b1", "blocking": "cg"},
                                                  {"object": "b2", "blocking": "cg"}]}],
                  cards=[gladiator], choices=[{"player": "A", "choose": "cg^1"}])

    assert result["players"]["B"]["life"] == 18
    assert triggers(result) == 2


def test_attacks_and_isnt_blocked_with_a_payment_is_read() -> None:
    """509.5g, 608.2c: given Insidious Mist's line, when compiled, then it triggers on
    ``attacks_unblocked`` and "If you do, transform it" transforms ~ when {2}{B} is paid."""
    assert _read("Insidious Mist", "Creature",
                 "Whenever Insidious Mist attacks and isn't blocked, you may pay {2}{B}. If you "
                 "do, transform it.", ("Elemental",)) == [
        {"kind": "triggered", "trigger": {"on": "attacks_unblocked", "object": "self"},
         "effect": [{"do": "transform", "object": "self"}], "may": True, "pay": "{2}{B}"}]


NAYA = ("When you cycle Naya Sojourners or it dies, you may put a +1/+1 counter on target "
        "creature.\nCycling {2}{G}")
NAYA_CARD = card("Naya Sojourners", ["Creature"], NAYA, ("Elf", "Shaman"), 5, 3)


def test_cycle_or_dies_is_one_ability_for_each_event() -> None:
    """702.29c, 700.4: given "When you cycle ~ or it dies", when compiled, then it is two
    triggered abilities (cycling ~, ~ dying) with the line's label and the same effect."""
    face = {"name": "Naya Sojourners", "types": ["Creature"], "subtypes": ["Elf", "Shaman"],
            "text": NAYA}
    line = compile_face(face).lines[0]
    assert line.claimed
    assert [a["trigger"] for a in line.abilities] == [
        {"on": "cycle", "player": "you", "object": "self"}, {"on": "dies", "object": "self"}]
    assert {a["label"] for a in line.abilities} == {line.label}


@pytest.mark.parametrize("how", ["cycle", "dies"])
def test_cycling_it_or_its_dying_each_trigger_it(how: str) -> None:
    """702.29c, 700.4, 603.10a: given Naya Sojourners in A's hand (or on the battlefield), when
    A cycles it (or sacrifices it), then its ability triggers once and A puts a +1/+1 counter
    on Grizzly Bears."""
    event: dict[str, Any] = (
        {"type": "activate", "player": "A", "object": "ns", "ability": "Cycling {2}{G}"}
        if how == "cycle" else {"type": "sacrifice", "object": "ns"})
    result = play([obj("ns", "Naya Sojourners", zone="hand" if how == "cycle" else "battlefield"),
                   obj("gb", "Grizzly Bears")],
                  [event, *([{"type": "resolve"}] if how == "cycle" else [])],
                  cards=[NAYA_CARD], choices=[{"player": "A", "choose": "yes"}])

    assert result["objects"]["gb"]["counters"] == {"+1/+1": 1}
    assert triggers(result) == 1


def test_a_creature_you_control_becoming_blocked_by_two_triggers_once() -> None:
    """509.5c: given A's Unstoppable Ash, when A's Grizzly Bears are blocked by two creatures,
    then it triggers once and "it" (the Bears) gets +0/+5: a 2/7."""
    ash = card("Unstoppable Ash", ["Creature"], "Trample\nWhenever a creature you control "
               "becomes blocked, it gets +0/+5 until end of turn.", ("Treefolk", "Warrior"), 5, 5)
    result = play([obj("ua", "Unstoppable Ash"), obj("gb", "Grizzly Bears"),
                   obj("b1", "Grizzly Bears", "B"), obj("b2", "Grizzly Bears", "B")],
                  [{"type": "attack", "attackers": [{"object": "gb"}]},
                   {"type": "block", "blockers": [{"object": "b1", "blocking": "gb"},
                                                  {"object": "b2", "blocking": "gb"}]}],
                  cards=[ash])

    bears = result["objects"]["gb"]
    assert (bears["power"], bears["toughness"]) == (2, 7)
    assert triggers(result) == 1


@pytest.mark.parametrize(("attacker", "toughness"), [("crow", 5), ("gb", 3)])
def test_blocking_a_creature_with_flying_only(attacker: str, toughness: int) -> None:
    """509.5b, 509.5f: given B's Woolly Spider (2/3, reach), when it blocks A's Storm Crow (a
    flyer) or A's Grizzly Bears, then only blocking the flyer triggers: +0/+2, a 2/5."""
    spider = card("Woolly Spider", ["Creature"], "Reach\nWhenever Woolly Spider blocks a "
                  "creature with flying, Woolly Spider gets +0/+2 until end of turn.",
                  ("Spider",), 2, 3)
    crow = card("Storm Crow", ["Creature"], "Flying", ("Bird",), 1, 2)
    result = play([obj("crow", "Storm Crow"), obj("gb", "Grizzly Bears"),
                   obj("ws", "Woolly Spider", "B")],
                  [{"type": "attack", "attackers": [{"object": attacker}]},
                   {"type": "block", "blockers": [{"object": "ws", "blocking": attacker}]}],
                  cards=[spider, crow])

    assert result["objects"]["ws"]["toughness"] == toughness


@pytest.mark.parametrize(("entering", "library"), [("cc", 52), ("gb", 53)])
def test_a_creature_with_power_n_or_greater_entering(entering: str, library: int) -> None:
    """603.6a: given A's Garruk's Packleader, when A's 3/3 Centaur Courser (or 2/2
    Grizzly Bears) enters, then only the creature with power 3 or greater triggers it: A may
    draw a card (and does)."""
    packleader = card("Garruk's Packleader", ["Creature"], "Whenever another creature with "
                      "power 3 or greater enters the battlefield under your control, you may "
                      "draw a card.", ("Beast",), 4, 4)
    courser = card("Centaur Courser", ["Creature"], "", ("Centaur", "Warrior"), 3, 3)
    result = play([obj("gp", "Garruk's Packleader"), obj("cc", "Centaur Courser", zone="hand"),
                   obj("gb", "Grizzly Bears", zone="hand")],
                  [{"type": "cast", "player": "A", "object": entering}, {"type": "resolve"}],
                  cards=[packleader, courser],
                  choices=[{"player": "A", "choose": "yes"}] if entering == "cc" else [])

    assert result["players"]["A"]["library"] == library


def test_a_power_filter_matches_no_noncreature() -> None:
    """Given a filter "with power 3 or greater", when it is matched against a land (no
    power), then it doesn't match."""
    from engine.abilities.effects import parse_selector
    from engine.abilities.selectors import PermanentReader, matches

    class _Land:
        id, zone, controller, owner, power = "l", "battlefield", "A", "A", None
        types, subtypes, supertypes, colors, keywords, token = ("Land",), (), (), (), (), False

    selector = parse_selector({"power_at_least": 3}, "f")
    assert not matches(selector, _Land(), PermanentReader("s", "A"))  # type: ignore[arg-type]


@pytest.mark.parametrize(("colors", "library"), [(["R", "W"], 52), (["R"], 53)])
def test_a_multicolored_spell_cast(colors: list[str], library: int) -> None:
    """105.2b, 601.2i: given A's Tome of the Guildpact, when A casts a red and white spell (or a
    red one), then only the multicolored spell triggers it and A draws a card."""
    tome = card("Tome of the Guildpact", ["Artifact"],
                "Whenever you cast a multicolored spell, draw a card.")
    spell = {**card("Test Helix", ["Instant"], "You gain 3 life."), "colors": colors}
    result = play([obj("tome", "Tome of the Guildpact"), obj("h", "Test Helix", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "h"}, {"type": "resolve"}],
                  cards=[tome, spell])

    assert result["players"]["A"]["library"] == library
    assert result["players"]["A"]["life"] == 23


JORI = card("Jori En, Ruin Diver", ["Creature"], "Whenever you cast your second spell each "
            "turn, draw a card.", ("Merfolk", "Wizard"), 2, 3)


@pytest.mark.parametrize(("before", "casts", "library"), [
    (0, 1, 53), (0, 2, 52), (0, 3, 52), (1, 1, 52)])
def test_your_second_spell_each_turn_triggers_once(before: int, casts: int,
                                                   library: int) -> None:
    """601.2i: given Jori En, when A casts spells this turn (after ``before`` earlier ones),
    then only A's second spell of the turn triggers it: A draws one card, whatever follows."""
    spells = [obj(f"g{i}", "Giant Growth", zone="hand") for i in range(casts)]
    events: list[dict[str, Any]] = []
    for i in range(casts):
        events += [{"type": "cast", "player": "A", "object": f"g{i}", "targets": ["jori"]},
                   {"type": "resolve"}]
    result = play([obj("jori", "Jori En, Ruin Diver"), *spells], events, cards=[JORI],
                  players=[{"id": "A", "spells_cast_this_turn": before}, {"id": "B"}])

    assert result["players"]["A"]["library"] == library


def test_nth_spell_only_on_a_cast_trigger() -> None:
    """601.2i: given a "dies" trigger with "nth_spell", when the scenario is read, then it is
    refused, naming the field."""
    ability = {"kind": "triggered", "label": "x", "trigger": {"on": "dies", "object": "self",
                                                              "nth_spell": 2},
               "effect": [{"do": "draw", "player": "you", "amount": 1}]}
    bad = {"name": "Bad Card", "types": ["Creature"], "power": 1, "toughness": 1,
           "abilities": [ability]}
    with pytest.raises(ScenarioError, match=r"trigger\.nth_spell: only a \"cast\" trigger"):
        play([obj("b", "Bad Card")], cards=[bad])
