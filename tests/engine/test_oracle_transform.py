"""Issue 27 round 8, transforming double-faced cards and flip cards read from Oracle text
(engine/oracle/templates_transform.py, templates_flip.py; 701.28a, 710.2, 603.4): real corpus
lines read into the exact ability, near misses left unread, and the readings played as
scenarios."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401 (goldens)

TRANSFORM_SELF = [{"do": "transform", "object": "self"}]
EACH_UPKEEP = {"on": "beginning_of", "step": "upkeep", "player": "any"}


def _face(name: str, types: str, text: str) -> dict[str, Any]:
    power = 2 if "Creature" in types else None
    return {"name": name, "types": types.split(" "), "text": text, "power": power,
            "toughness": power}


def _unread(name: str, types: str, text: str) -> tuple[str, ...]:
    return compile_face(_face(name, types, text)).not_modelled


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


@pytest.mark.parametrize(("name", "types", "text", "expected"), [
    ("Village Ironsmith", "Creature",
     "At the beginning of each upkeep, if no spells were cast last turn, transform Village "
     "Ironsmith.",
     {"kind": "triggered", "trigger": EACH_UPKEEP, "if": {"no_spells_cast_last_turn": True},
      "effect": TRANSFORM_SELF}),
    ("Ironfang", "Creature",
     "At the beginning of each upkeep, if a player cast two or more spells last turn, "
     "transform Ironfang.",
     {"kind": "triggered", "trigger": EACH_UPKEEP,
      "if": {"a_player_cast_last_turn_at_least": 2}, "effect": TRANSFORM_SELF}),
    # The 2020 Oracle text's slip ("casts") says the same.
    ("Branded Howler", "Creature",
     "At the beginning of each upkeep, if a player casts two or more spells last turn, "
     "transform Branded Howler.",
     {"kind": "triggered", "trigger": EACH_UPKEEP,
      "if": {"a_player_cast_last_turn_at_least": 2}, "effect": TRANSFORM_SELF}),
    ("Hanweir Militia Captain", "Creature",
     "At the beginning of your upkeep, if you control four or more creatures, transform "
     "Hanweir Militia Captain.",
     {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "upkeep", "player": "you"},
      "if": {"you_control": {"types": ["Creature"]}, "at_least": 4},
      "effect": TRANSFORM_SELF}),
    ("Thaumatic Compass", "Artifact",
     "At the beginning of your end step, if you control seven or more lands, transform "
     "Thaumatic Compass.",
     {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "end", "player": "you"},
      "if": {"you_control": {"types": ["Land"]}, "at_least": 7}, "effect": TRANSFORM_SELF}),
    ("Kessig Prowler", "Creature", "{4}{G}: Transform Kessig Prowler.",
     {"kind": "activated", "cost": "{4}{G}", "effect": TRANSFORM_SELF}),
    ("Thraben Gargoyle", "Artifact Creature", "{6}: Transform Thraben Gargoyle.",
     {"kind": "activated", "cost": "{6}", "effect": TRANSFORM_SELF}),
    ("Elusive Tormentor", "Creature", "{1}, Discard a card: Transform Elusive Tormentor.",
     {"kind": "activated", "cost": "{1}, Discard a card", "effect": TRANSFORM_SELF}),
    ("Budoka Pupil", "Creature",
     "At the beginning of the end step, if there are two or more ki counters on Budoka Pupil, "
     "you may flip it.",
     {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "end", "player": "any"},
      "if": {"source_counter": "ki", "source_counters_at_least": 2}, "may": True,
      "effect": [{"do": "flip", "object": "self"}]}),
    ("Demon-Possessed Witch", "Creature",
     "When this creature transforms into Demon-Possessed Witch, you may destroy target "
     "creature.",
     {"kind": "triggered", "trigger": {"on": "transforms", "object": "self"},
      "targets": [{"object": {"types": ["Creature"]}}],
      "effect": [{"do": "destroy", "object": "target"}], "may": True}),
    ("Abolisher of Bloodlines", "Creature",
     "When this creature transforms into Abolisher of Bloodlines, target opponent sacrifices "
     "three creatures.",
     {"kind": "triggered", "trigger": {"on": "transforms", "object": "self"},
      "targets": [{"player": "opponent"}],
      "effect": [{"do": "sacrifice_chosen", "player": "target", "amount": 3,
                  "objects": {"types": ["Creature"]}}]}),
    ("Akki Lavarunner", "Creature",
     "Whenever Akki Lavarunner deals damage to an opponent, flip it.",
     {"kind": "triggered", "trigger": {"on": "damage", "source": "self", "player": "opponent"},
      "effect": [{"do": "flip", "object": "self"}]}),
    ("Ravenous Demon", "Creature",
     "Sacrifice a Human: Transform Ravenous Demon. Activate this ability only any time you "
     "could cast a sorcery.",
     {"kind": "activated", "cost": "Sacrifice a Human", "effect": TRANSFORM_SELF}),
])
def test_a_real_line_is_read_exactly(name: str, types: str, text: str,
                                     expected: dict[str, Any]) -> None:
    """701.28a, 710.2, 603.4: the line is read into exactly this ability."""
    assert read_whole(_face(name, types, text)) == [expected]


@pytest.mark.parametrize(("name", "types", "text"), [
    # "it" after another clause; a pronoun is not read here.
    ("Homicidal Brute", "Creature",
     "At the beginning of your end step, if Homicidal Brute didn't attack this turn, tap "
     "Homicidal Brute, then transform it."),
    # (Insidious Mist's "Whenever ~ attacks and isn't blocked, you may pay {2}{B}. If you do,
    # transform it." is read since round 9, "it" being ~: test_trigger_target.py.)
    # A condition after "Then if": not read.
    ("Hadana's Climb", "Enchantment",
     "At the beginning of combat on your turn, put a +1/+1 counter on target creature you "
     "control. Then if that creature has three or more +1/+1 counters on it, transform "
     "Hadana's Climb."),
    # A delayed transform (701.28f's delayed case) isn't read.
    ("Archangel Avacyn", "Creature",
     "When a non-Angel creature you control dies, transform Archangel Avacyn at the beginning "
     "of the next upkeep."),
    # A spell transforming a group or a target.
    ("Moonmist", "Instant",
     "Transform all Humans. Prevent all combat damage that would be dealt this turn by "
     "creatures other than Werewolves and Wolves."),
    ("Full Moon's Rise", "Instant",
     "Transform up to one target Werewolf you control. Creatures you control gain trample "
     "until end of turn."),
    # Conditions the engine doesn't know.
    ("Lone Rider", "Creature",
     "At the beginning of the end step, if you gained 3 or more life this turn, transform "
     "Lone Rider."),
    ("Kitsune Mystic", "Creature",
     "At the beginning of the end step, if Kitsune Mystic is enchanted by two or more Auras, "
     "flip it."),
    ("Callow Jushi", "Creature",
     "At the beginning of the end step, if there are two or more ki counters on Callow Jushi, "
     "flip it."),
    # Two events in one line; "have it fight"; another object's transforming.
    ("Ulrich of the Krallenhorde", "Creature",
     "Whenever this creature enters the battlefield or transforms into Ulrich of the "
     "Krallenhorde, target creature gets +4/+4 until end of turn."),
    ("Ulrich, Uncontested Alpha", "Creature",
     "Whenever this creature transforms into Ulrich, Uncontested Alpha, you may have it fight "
     "target non-Werewolf creature you don't control."),
    ("Neglected Heirloom", "Artifact",
     "When equipped creature transforms, transform Neglected Heirloom."),
    # "it" that isn't ~: another object (the engine transforms only an ability's source).
    ("Test Moon", "Creature", "Whenever a creature attacks, transform it."),
    ("Test Moon", "Creature", "{2}: Tap target creature. Transform it."),
    ("Sakura-Tribe Scout", "Creature", "Whenever the fourth spell of a turn is cast, flip "
     "Sakura-Tribe Scout."),
])
def test_a_near_miss_stays_unread(name: str, types: str, text: str) -> None:
    """The line says something the templates don't read exactly: it stays unread."""
    assert _unread(name, types, text) == (text,)


# --- played ------------------------------------------------------------------------------------

PUPIL = {
    "name": "Budoka Pupil // Ichiga, Who Topples Oaks", "layout": "flip",
    "mana_cost": "{1}{G}{G}", "mana_value": 3, "types": ["Creature"],
    "subtypes": ["Human", "Monk"], "colors": ["G"], "power": 2, "toughness": 2,
    "faces": [
        {"name": "Budoka Pupil", "mana_cost": "{1}{G}{G}", "mana_value": 3,
         "types": ["Creature"], "subtypes": ["Human", "Monk"], "colors": ["G"], "power": 2,
         "toughness": 2,
         "text": "At the beginning of the end step, if there are two or more ki counters on "
                 "Budoka Pupil, you may flip it."},
        {"name": "Ichiga, Who Topples Oaks", "types": ["Creature"], "subtypes": ["Spirit"],
         "supertypes": ["Legendary"], "colors": ["G"], "power": 4, "toughness": 3,
         "text": "Trample"},
    ],
}
CAPTAIN = {
    "name": "Hanweir Militia Captain // Westvale Cult Leader", "layout": "transform",
    "mana_cost": "{1}{W}", "mana_value": 2, "types": ["Creature"],
    "subtypes": ["Human", "Soldier"], "colors": ["W"], "power": 2, "toughness": 2,
    "faces": [
        {"name": "Hanweir Militia Captain", "mana_cost": "{1}{W}", "mana_value": 2,
         "types": ["Creature"], "subtypes": ["Human", "Soldier"], "colors": ["W"],
         "power": 2, "toughness": 2,
         "text": "At the beginning of your upkeep, if you control four or more creatures, "
                 "transform Hanweir Militia Captain."},
        {"name": "Westvale Cult Leader", "types": ["Creature"],
         "subtypes": ["Human", "Cleric"], "colors": ["W"], "power": None,
         "toughness": None},
    ],
}


def test_the_ki_trigger_flips_the_pupil_when_its_controller_chooses_to() -> None:
    """710.2, 603.4, 603.5: given Budoka Pupil with two ki counters, when the end step begins
    and its controller answers yes, then it is Ichiga, Who Topples Oaks, a legendary 4/3,
    flipped, with its counters and the card's mana value."""
    result = play([{"id": "p", "card": "Budoka Pupil", "counters": {"ki": 2}}],
                  [{"type": "end_turn"}], cards=[PUPIL],
                  choices=[{"player": "A", "choose": "yes"}])
    pupil = result["objects"]["p"]
    assert (pupil["name"], pupil["power"], pupil["toughness"]) == (
        "Ichiga, Who Topples Oaks", 4, 3)
    assert pupil["flipped"] is True and pupil["supertypes"] == ["Legendary"]
    assert pupil["counters"] == {"ki": 2} and pupil["mana_value"] == 3
    assert "710.2" in _rules(result)


def test_the_ki_trigger_does_nothing_when_its_controller_declines() -> None:
    """603.5: given the same, when its controller answers no, then it stays Budoka Pupil."""
    result = play([{"id": "p", "card": "Budoka Pupil", "counters": {"ki": 2}}],
                  [{"type": "end_turn"}], cards=[PUPIL],
                  choices=[{"player": "A", "choose": "no"}])
    assert result["objects"]["p"]["name"] == "Budoka Pupil"
    assert "flipped" not in result["objects"]["p"]


def test_one_ki_counter_is_not_enough() -> None:
    """603.4: given Budoka Pupil with one ki counter, when the end step begins, then the
    ability doesn't trigger and it stays unflipped."""
    result = play([{"id": "p", "card": "Budoka Pupil", "counters": {"ki": 1}}],
                  [{"type": "end_turn"}], cards=[PUPIL])
    assert result["objects"]["p"]["name"] == "Budoka Pupil"
    assert not any("triggers" in step["text"] for step in result["steps"])


def test_the_militia_captain_transforms_with_four_creatures() -> None:
    """603.4, 701.28a: given Hanweir Militia Captain and three other creatures, when its
    controller's upkeep begins, then it transforms into Westvale Cult Leader."""
    bears = [{"id": f"b{i}", "card": "Grizzly Bears"} for i in range(3)]
    result = play([{"id": "c", "card": "Hanweir Militia Captain"}, *bears],
                  [{"type": "upkeep"}], cards=[CAPTAIN])
    assert result["objects"]["c"]["name"] == "Westvale Cult Leader"
    assert result["objects"]["c"]["transformed"] is True


def test_the_militia_captain_stays_with_three_creatures() -> None:
    """603.4: given Hanweir Militia Captain and two other creatures, when the upkeep begins,
    then it doesn't transform."""
    bears = [{"id": f"b{i}", "card": "Grizzly Bears"} for i in range(2)]
    result = play([{"id": "c", "card": "Hanweir Militia Captain"}, *bears],
                  [{"type": "upkeep"}], cards=[CAPTAIN])
    assert result["objects"]["c"]["name"] == "Hanweir Militia Captain"


PARIAH = {
    "name": "Voldaren Pariah // Abolisher of Bloodlines", "layout": "transform",
    "mana_cost": "{3}{B}{B}", "mana_value": 5, "types": ["Creature"],
    "subtypes": ["Vampire", "Horror"], "colors": ["B"], "power": 3, "toughness": 3,
    "faces": [
        # Its "Sacrifice three other creatures: Transform ~." isn't read (that cost isn't
        # paid by the engine): a plain "{1}: Transform ~." stands in for it here.
        {"name": "Voldaren Pariah", "mana_cost": "{3}{B}{B}", "mana_value": 5,
         "types": ["Creature"], "subtypes": ["Vampire", "Horror"], "colors": ["B"],
         "power": 3, "toughness": 3, "text": "Flying\n{1}: Transform Voldaren Pariah."},
        {"name": "Abolisher of Bloodlines", "types": ["Creature"],
         "subtypes": ["Eldrazi", "Vampire"], "colors": [], "power": 6, "toughness": 5,
         "text": "Flying\nWhen this creature transforms into Abolisher of Bloodlines, target "
                 "opponent sacrifices three creatures.\n{1}: Transform Abolisher of "
                 "Bloodlines."},
    ],
}


def test_transforming_into_the_abolisher_triggers_its_ability() -> None:
    """701.28e, 603.2: given Voldaren Pariah and B's three Grizzly Bears, when it transforms
    into Abolisher of Bloodlines, then its ability triggers and B sacrifices the three."""
    bears = [{"id": f"b{i}", "card": "Grizzly Bears", "controller": "B"} for i in range(3)]
    result = play([{"id": "v", "card": "Voldaren Pariah"}, *bears],
                  [{"type": "activate", "player": "A", "object": "v",
                    "ability": "{1}: Transform Voldaren Pariah."},
                   {"type": "resolve"}], cards=[PARIAH])
    assert result["objects"]["v"]["name"] == "Abolisher of Bloodlines"
    assert all(result["objects"][f"b{i}"]["zone"] == "graveyard" for i in range(3))


def test_transforming_out_of_the_abolisher_doesnt_trigger_it() -> None:
    """701.28e: given Abolisher of Bloodlines (transformed) and B's three Grizzly Bears, when
    it transforms back into Voldaren Pariah, then the ability (the back face's) doesn't
    trigger: the bears stay."""
    bears = [{"id": f"b{i}", "card": "Grizzly Bears", "controller": "B"} for i in range(3)]
    result = play([{"id": "v", "card": "Abolisher of Bloodlines"}, *bears],
                  [{"type": "activate", "player": "A", "object": "v",
                    "ability": "{1}: Transform Abolisher of Bloodlines."},
                   {"type": "resolve"}], cards=[PARIAH])
    assert result["objects"]["v"]["name"] == "Voldaren Pariah"
    assert all(result["objects"][f"b{i}"]["zone"] == "battlefield" for i in range(3))


LAVARUNNER = {
    "name": "Akki Lavarunner // Tok-Tok, Volcano Born", "layout": "flip",
    "mana_cost": "{3}{R}", "mana_value": 4, "types": ["Creature"],
    "subtypes": ["Goblin", "Warrior"], "colors": ["R"], "power": 1, "toughness": 1,
    "faces": [
        {"name": "Akki Lavarunner", "mana_cost": "{3}{R}", "mana_value": 4,
         "types": ["Creature"], "subtypes": ["Goblin", "Warrior"], "colors": ["R"],
         "power": 1, "toughness": 1,
         "text": "Haste\nWhenever Akki Lavarunner deals damage to an opponent, flip it."},
        {"name": "Tok-Tok, Volcano Born", "types": ["Creature"],
         "subtypes": ["Goblin", "Shaman"], "supertypes": ["Legendary"], "colors": ["R"],
         "power": 2, "toughness": 2,
         "text": "Protection from red\nIf a red source would deal damage to a player, it deals "
                 "that much damage plus 1 to that player instead."},
    ],
}
DEMON = {
    "name": "Ravenous Demon // Archdemon of Greed", "layout": "transform",
    "mana_cost": "{3}{B}{B}", "mana_value": 5, "types": ["Creature"], "subtypes": ["Demon"],
    "colors": ["B"], "power": 4, "toughness": 4,
    "faces": [
        {"name": "Ravenous Demon", "mana_cost": "{3}{B}{B}", "mana_value": 5,
         "types": ["Creature"], "subtypes": ["Demon"], "colors": ["B"], "power": 4,
         "toughness": 4,
         "text": "Sacrifice a Human: Transform Ravenous Demon. Activate this ability only any "
                 "time you could cast a sorcery."},
        {"name": "Archdemon of Greed", "types": ["Creature"], "subtypes": ["Demon"],
         "colors": ["B"], "power": 9, "toughness": 9, "text": "Flying, trample"},
    ],
}


def test_the_lavarunner_flips_when_it_deals_combat_damage_to_an_opponent() -> None:
    """710.2: given Akki Lavarunner attacking B unblocked, when it deals combat damage, then
    its ability flips it into Tok-Tok, Volcano Born."""
    result = play([{"id": "a", "card": "Akki Lavarunner"}],
                  [{"type": "attack", "attackers": [{"object": "a", "defending": "B"}]},
                   {"type": "block", "blockers": []}, {"type": "combat_damage"}],
                  cards=[LAVARUNNER])
    assert result["players"]["B"]["life"] == 19
    assert result["objects"]["a"]["name"] == "Tok-Tok, Volcano Born"
    assert result["objects"]["a"]["flipped"] is True


def test_the_ravenous_demon_transforms_for_a_sacrificed_human() -> None:
    """602.2, 701.17a, 701.28a: given Ravenous Demon and a Human, when A sacrifices the Human to
    its ability in A's main phase, then the Human is in the graveyard and the Demon is
    Archdemon of Greed, a 9/9."""
    result = play([{"id": "d", "card": "Ravenous Demon"},
                   {"id": "h", "card": "Grizzly Bears", "subtypes": ["Human"]}],
                  [{"type": "activate", "player": "A", "object": "d",
                    "ability": "Sacrifice a Human: Transform Ravenous Demon. Activate this "
                               "ability only any time you could cast a sorcery.",
                    "sacrifice": ["h"]},
                   {"type": "resolve"}], cards=[DEMON])
    assert result["objects"]["h"]["zone"] == "graveyard"
    demon = result["objects"]["d"]
    assert (demon["name"], demon["power"]) == ("Archdemon of Greed", 9)
