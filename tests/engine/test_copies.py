"""Copies of spells made by triggered abilities: storm (702.40a) and "copy target instant or
sorcery spell" in a triggered ability (706.10, 706.10c; 706.10 in the shipped text).

Cards are hand-written with the Oracle wording of real ones (Grapeshot, Dualcaster Mage), so
each scenario stays small.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.event_helpers import play

BOLT_TARGET = [{"player": "any", "object": {"any": [{"types": ["Creature"]},
                                                     {"types": ["Planeswalker"]}]}}]
# Grapeshot: "Grapeshot deals 1 damage to any target. / Storm".
GRAPESHOT = {"name": "Test Grapeshot", "types": ["Sorcery"], "colors": ["R"], "mana_value": 2,
             "text": "Test Grapeshot deals 1 damage to any target.\nStorm",
             "keywords": ["Storm"],
             "abilities": [{"kind": "spell", "label": "Test Grapeshot deals 1 damage to any "
                            "target.", "targets": BOLT_TARGET,
                            "effect": [{"do": "damage", "object": "target", "amount": 1}]}]}
# "Whenever you cast an instant or sorcery spell, you gain 1 life."
SHRINE = {"name": "Test Shrine", "types": ["Enchantment"], "text": "...",
          "abilities": [{"kind": "triggered",
                         "label": "Whenever you cast a sorcery spell, you gain 1 life.",
                         "trigger": {"on": "cast", "player": "you",
                                     "object": {"types": ["Sorcery"]}},
                         "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]}

# 706.10c: the copy's controller keeps B as its target.
KEEP_B = {"player": "A", "choose": "B"}


def obj(object_id: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return {"id": object_id, "card": name, "controller": controller, **extra}


def cast(player: str, object_id: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "player": player, "object": object_id, "targets": list(targets)}


def rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_storm_counts_the_spells_every_player_cast_before_it():
    """702.40a: given A cast one spell and B one (B's Bolt, resolved) before Grapeshot, when A
    casts Grapeshot at B, then storm copies it twice: B takes 3 from Grapeshot and copies."""
    objects = [obj("pre", "Lightning Bolt", zone="hand"),
               obj("bolt", "Lightning Bolt", "B", zone="hand"),
               obj("shot", "Test Grapeshot", zone="hand")]
    events = [cast("A", "pre", "B"), {"type": "resolve"}, cast("B", "bolt", "A"),
              {"type": "resolve"}, cast("A", "shot", "B")]

    result = play(objects, events, cards=[GRAPESHOT], choices=[KEEP_B, KEEP_B])

    # Bolt (3) + Grapeshot and its two copies (1 each).
    assert result["players"]["B"]["life"] == 20 - 3 - 3
    assert "702.40a" in rules(result)


def test_storm_counts_spells_cast_before_the_scenario():
    """702.40a: given the players' spells_cast_this_turn (2 and 1), when A casts Grapeshot,
    then it is copied three times (B loses 4)."""
    objects = [obj("shot", "Test Grapeshot", zone="hand")]

    result = play(objects, [cast("A", "shot", "B")], cards=[GRAPESHOT], choices=[KEEP_B] * 3,
                  players=[{"id": "A", "spells_cast_this_turn": 2},
                           {"id": "B", "spells_cast_this_turn": 1}])

    assert result["players"]["B"]["life"] == 16


def test_a_storm_copy_isnt_cast():
    """706.10, 601.2i: given a "whenever you cast a sorcery spell" permanent,
    when A casts Grapeshot after one spell, then the copy storm makes doesn't trigger it: A
    gains 1 life for Grapeshot only."""
    objects = [obj("shrine", "Test Shrine"), obj("pre", "Lightning Bolt", zone="hand"),
               obj("shot", "Test Grapeshot", zone="hand")]

    result = play(objects, [cast("A", "pre", "B"), {"type": "resolve"}, cast("A", "shot", "B")],
                  cards=[GRAPESHOT, SHRINE],
                  choices=[{"player": "A", "choose": "shot~storm"}, KEEP_B])

    assert result["players"]["A"]["life"] == 21
    assert result["players"]["B"]["life"] == 20 - 3 - 2


def test_a_storm_copy_may_have_a_new_target():
    """706.10c: given Grapeshot cast at B after one spell, when A chooses A's opponent's Bears
    as the copy's new target, then the copy deals its damage there."""
    objects = [obj("pre", "Lightning Bolt", zone="hand"),
               obj("shot", "Test Grapeshot", zone="hand"),
               obj("bears", "Grizzly Bears", "B")]

    result = play(objects, [cast("A", "pre", "A"), {"type": "resolve"}, cast("A", "shot", "B")],
                  cards=[GRAPESHOT], choices=[{"player": "A", "choose": "bears"}])

    assert result["players"]["B"]["life"] == 19
    assert result["objects"]["bears"]["damage"] == 1
    assert "706.10c" in rules(result)


# Dualcaster Mage: "Flash / When Dualcaster Mage enters the battlefield, copy target instant or
# sorcery spell. You may choose new targets for the copy." (as the compiler reads it).
DUALCASTER = {"name": "Test Dualcaster", "types": ["Creature"], "colors": ["R"], "mana_value": 3,
              "power": 2, "toughness": 2, "text": "...", "keywords": ["Flash"],
              "abilities": [{"kind": "triggered", "label": "When Test Dualcaster enters the "
                             "battlefield, copy target instant or sorcery spell. You may choose "
                             "new targets for the copy.",
                             "trigger": {"on": "enters", "object": "self"},
                             "targets": [{"object": {"any": [
                                 {"zones": ["stack"], "types": ["Instant"]},
                                 {"zones": ["stack"], "types": ["Sorcery"]}]}}],
                             "effect": [{"do": "copy_spell", "object": "target"}]}]}


def test_a_triggered_ability_copies_the_target_spell_with_a_new_target():
    """706.10, 706.10c: given A's Bolt aimed at B, when B flashes in Dualcaster Mage and its
    enters trigger copies the Bolt, then B aims the copy at A: both lose 3 life."""
    objects = [obj("bolt", "Lightning Bolt", zone="hand"),
               obj("mage", "Test Dualcaster", "B", zone="hand")]

    result = play(objects, [cast("A", "bolt", "B"), cast("B", "mage"), {"type": "resolve"}],
                  cards=[DUALCASTER], choices=[{"player": "B", "choose": "A"}])

    assert (result["players"]["A"]["life"], result["players"]["B"]["life"]) == (17, 17)
    assert "706.10c" in rules(result)


# Nivix Guildmage's "{2}{U}{R}: Copy target instant or sorcery spell you control. You may
# choose new targets for the copy." (as the compiler reads it).
GUILDMAGE = {"name": "Test Guildmage", "types": ["Creature"], "colors": ["U", "R"],
             "mana_value": 2, "power": 2, "toughness": 2, "text": "...",
             "abilities": [{"kind": "activated", "label": "{2}{U}{R}: Copy target instant or "
                            "sorcery spell you control. You may choose new targets for the copy.",
                            "cost": "{2}{U}{R}",
                            "targets": [{"object": {"any": [
                                {"zones": ["stack"], "types": ["Instant"]},
                                {"zones": ["stack"], "types": ["Sorcery"]}],
                                "controller": "you"}}],
                            "effect": [{"do": "copy_spell", "object": "target"}]}]}


def test_a_spell_you_control_is_only_your_own():
    """115.1, 110.2: given B's Bolt on the stack, when A activates a "copy target instant or
    sorcery spell you control" ability at it, then the event is refused: B controls it."""
    objects = [obj("mage", "Test Guildmage"), obj("bolt", "Lightning Bolt", "B", zone="hand")]
    activate = {"type": "activate", "player": "A", "object": "mage", "ability": 0,
                "targets": ["bolt"]}

    with pytest.raises(ScenarioError) as caught:
        play(objects, [cast("B", "bolt", "A"), activate], cards=[GUILDMAGE])

    assert str(caught.value).startswith("events[1].targets[0]:")


def test_a_triggered_target_with_alternatives_is_looked_for_where_they_say():
    """115.1, 603.3d: given an instant card in A's and in B's graveyard and a creature card in
    A's, when "return target instant or sorcery card from your graveyard to your hand"
    triggers, then its one legal target is A's instant card, which returns (the alternatives'
    zone, not the battlefield)."""
    mancer = {"name": "Test Mancer", "types": ["Creature"], "colors": ["U"], "mana_value": 4,
              "power": 1, "toughness": 2, "text": "...",
              "abilities": [{"kind": "triggered", "label": "When Test Mancer enters the "
                             "battlefield, return target instant or sorcery card from your "
                             "graveyard to your hand.",
                             "trigger": {"on": "enters", "object": "self"},
                             "targets": [{"object": {"any": [
                                 {"zones": ["graveyard"], "owner": "you", "types": ["Instant"]},
                                 {"zones": ["graveyard"], "owner": "you",
                                  "types": ["Sorcery"]}]}}],
                             "effect": [{"do": "return_to_hand", "object": "target"}]}]}
    objects = [obj("mancer", "Test Mancer", zone="hand"),
               obj("mine", "Lightning Bolt", zone="graveyard"),
               obj("theirs", "Lightning Bolt", "B", zone="graveyard"),
               obj("bears", "Grizzly Bears", zone="graveyard")]

    result = play(objects, [cast("A", "mancer")], cards=[mancer])

    zones = {k: result["objects"][k]["zone"] for k in ("mine", "theirs", "bears")}
    assert zones == {"mine": "hand", "theirs": "graveyard", "bears": "graveyard"}


# Pyromatics: "Replicate {1}{R} / Choose any target. Pyromatics deals 1 damage to it." (the
# shape of its effect, as "deals 1 damage to any target").
PYROMATICS = {"name": "Test Pyromatics", "types": ["Instant"], "colors": ["R"], "mana_value": 2,
              "text": "...", "keywords": ["Replicate {1}{R}"],
              "abilities": [{"kind": "spell", "label": "Test Pyromatics deals 1 damage to any "
                             "target.", "targets": BOLT_TARGET,
                             "effect": [{"do": "damage", "object": "target", "amount": 1}]}]}
# Burn Trail: "Burn Trail deals 3 damage to any target. / Conspire".
BURN_TRAIL = {"name": "Test Burn Trail", "types": ["Sorcery"], "colors": ["R"], "mana_value": 4,
              "text": "...", "keywords": ["Conspire"],
              "abilities": [{"kind": "spell", "label": "Test Burn Trail deals 3 damage to any "
                             "target.", "targets": BOLT_TARGET,
                             "effect": [{"do": "damage", "object": "target", "amount": 3}]}]}


def test_replicate_copies_the_spell_for_each_time_its_cost_was_paid():
    """702.56a: given Pyromatics cast at B with its replicate cost paid twice, when its
    replicate ability resolves, then two copies keep B as their target: B loses 3."""
    objects = [obj("pyro", "Test Pyromatics", zone="hand")]

    result = play(objects, [{**cast("A", "pyro", "B"), "replicate": 2}], cards=[PYROMATICS],
                  choices=[KEEP_B, KEEP_B])

    assert result["players"]["B"]["life"] == 17
    assert "702.56a" in rules(result)


def test_conspire_taps_two_creatures_sharing_a_color_and_copies_the_spell():
    """702.78a: given two untapped red creatures, when A casts Burn Trail at B tapping them
    for conspire, then they are tapped and the copy deals 3 more: B loses 6."""
    objects = [obj("trail", "Test Burn Trail", zone="hand"), obj("boar", "Bladetusk Boar"),
               obj("ball", "Ball Lightning")]

    result = play(objects, [{**cast("A", "trail", "B"), "conspire": ["boar", "ball"]}],
                  cards=[BURN_TRAIL], choices=[KEEP_B])

    assert result["players"]["B"]["life"] == 14
    assert result["objects"]["boar"]["tapped"] and result["objects"]["ball"]["tapped"]
    assert "702.78a" in rules(result)


def test_conspire_is_refused_a_creature_sharing_no_color():
    """702.78a: given a green Grizzly Bears, when A names it for Burn Trail's conspire, then
    the event is refused, naming that creature."""
    objects = [obj("trail", "Test Burn Trail", zone="hand"), obj("boar", "Bladetusk Boar"),
               obj("bears", "Grizzly Bears")]

    with pytest.raises(ScenarioError) as caught:
        play(objects, [{**cast("A", "trail", "B"), "conspire": ["boar", "bears"]}],
             cards=[BURN_TRAIL])

    assert str(caught.value).startswith("events[0].conspire[1]:")
