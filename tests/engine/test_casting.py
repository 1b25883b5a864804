"""Casting spells, activating abilities, responding and resolving with targets (601, 602, 117,
405, 608, 115, 701.5, 707.10, 702.61).

Scenarios use library cards with their current Oracle text. A ``cast`` or ``activate`` event
puts a spell or ability on the stack, where it waits; a later ``cast`` or ``activate`` responds
to it; ``resolve`` resolves the top object; after the last event what remains resolves, top
first (the contract's "Casting, activating and resolving"). Like the reviewed rulings, each run
keeps a golden trace of its whole output.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def card(object_id: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return {"id": object_id, "card": name, "controller": controller, **extra}


def in_hand(object_id: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return card(object_id, name, controller, zone="hand", **extra)


def cast(player: str, object_id: str, *targets: str, **extra: Any) -> dict[str, Any]:
    return {"type": "cast", "player": player, "object": object_id, "targets": list(targets),
            **extra}


def activate(player: str, object_id: str, ability: int, *targets: str,
             **extra: Any) -> dict[str, Any]:
    return {"type": "activate", "player": player, "object": object_id, "ability": ability,
            "targets": list(targets), **extra}


RESOLVE = {"type": "resolve"}


def zone(result: dict[str, Any], object_id: str) -> str:
    value: str = result["objects"][object_id]["zone"]
    return value


def life(result: dict[str, Any], player: str) -> int:
    value: int = result["players"][player]["life"]
    return value


def rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def refused(objects: list[dict[str, Any]], events: list[dict[str, Any]],
            **extra: Any) -> str:
    """The message of the ScenarioError the scenario raises."""
    with pytest.raises(ScenarioError) as caught:
        play(objects, events, **extra)
    return str(caught.value)


# --- casting and resolving (601.2, 608.2) -----------------------------------------------------


def test_a_spell_nobody_responds_to_resolves_after_the_last_event():
    """601.2a, 608.2k: Lightning Bolt goes on the stack, resolves, and goes to the graveyard."""
    objects = [in_hand("bolt", "Lightning Bolt"), card("bears", "Grizzly Bears", "B")]

    result = play(objects, [cast("A", "bolt", "bears")])

    assert (zone(result, "bears"), zone(result, "bolt")) == ("graveyard", "graveyard")
    assert {"601.2a", "601.2c", "608.2k"} <= rules(result)


def test_a_response_resolves_first():
    """405.5: the last spell cast resolves first: Giant Growth saves the bears from the Bolt
    cast before it."""
    objects = [in_hand("bolt", "Lightning Bolt"), card("bears", "Grizzly Bears", "B"),
               in_hand("gg", "Giant Growth", "B")]

    result = play(objects, [cast("A", "bolt", "bears"), cast("B", "gg", "bears")])

    bears = result["objects"]["bears"]
    assert (bears["zone"], bears["power"], bears["damage"]) == ("battlefield", 5, 3)


def test_a_spell_waits_on_the_stack_until_all_players_pass():
    """117.3c, 405.5: after a cast, the spell waits; an event before the resolve happens while
    it is on the stack (the bears die to the damage event, then the Growth has no target)."""
    objects = [card("bears", "Grizzly Bears", "B"), in_hand("gg", "Giant Growth", "B"),
               card("shock_source", "Grizzly Bears")]
    events = [cast("B", "gg", "bears"),
              {"type": "damage", "source": "shock_source", "target": "bears", "amount": 2},
              RESOLVE]

    result = play(objects, events)

    assert zone(result, "bears") == "graveyard"
    assert "608.2b" in rules(result)


def test_resolve_with_an_empty_stack_is_an_error():
    """405.5: with the stack empty there is nothing to resolve; the event is named."""
    message = refused([card("bears", "Grizzly Bears")], [RESOLVE])

    assert message.startswith("events[0]:")


def test_a_spell_whose_only_target_is_gone_does_not_resolve():
    """608.2b: Unsummon in response returns the bears; the Bolt's only target is gone, so it
    doesn't resolve and B's life is untouched."""
    objects = [in_hand("bolt", "Lightning Bolt"), card("bears", "Grizzly Bears", "B"),
               in_hand("unsummon", "Unsummon", "B")]

    result = play(objects, [cast("A", "bolt", "bears"), cast("B", "unsummon", "bears")])

    assert (zone(result, "bears"), zone(result, "bolt")) == ("hand", "graveyard")
    fizzled = [s for s in result["steps"] if "608.2b" in s["rules"]]
    assert fizzled and "doesn't resolve" in fizzled[0]["text"]


def test_only_the_legal_targets_are_affected():
    """608.2b: a spell with two targets, one gone, does what it can to the other."""
    twin = {"name": "Twin Strike", "types": ["Instant"], "colors": ["R"],
            "text": "Twin Strike deals 2 damage to target creature and 2 damage to target player.",
            "abilities": [{"kind": "spell", "label": "Twin Strike deals 2 damage ...",
                           "targets": [{"object": {"types": ["Creature"]}}, {"player": "any"}],
                           "effect": [{"do": "damage", "object": "target", "amount": 2},
                                      {"do": "damage", "object": "target", "target": 1,
                                       "amount": 2}]}]}
    objects = [in_hand("twin", "Twin Strike"), card("bears", "Grizzly Bears", "B"),
               in_hand("unsummon", "Unsummon", "B")]

    result = play(objects, [cast("A", "twin", "bears", "B"), cast("B", "unsummon", "bears")],
                  cards=[twin])

    # The damage aimed at the gone creature is dealt to no one (it once went to the caster).
    assert (zone(result, "bears"), life(result, "B"), life(result, "A")) == ("hand", 18, 20)


def test_a_permanent_spell_enters_the_battlefield():
    """608.3: a creature spell resolves into a permanent under its caster's control."""
    result = play([in_hand("bears", "Grizzly Bears")], [cast("A", "bears")])

    assert zone(result, "bears") == "battlefield"
    assert "608.3" in rules(result)


def test_x_is_the_value_the_cast_gives():
    """601.2b, 107.3: Blaze with X=4 deals 4 damage."""
    result = play([in_hand("blaze", "Blaze")], [cast("A", "blaze", "B", x=4)])

    assert life(result, "B") == 16


def test_a_spell_with_x_needs_its_value():
    """601.2b: the value of X is announced as it is cast."""
    message = refused([in_hand("blaze", "Blaze")], [cast("A", "blaze", "B")])

    assert message.startswith("events[0].x:") and "601.2b" in message


def test_the_chosen_mode_is_the_one_that_resolves():
    """601.2b, 700.2: a modal spell does what its chosen mode says."""
    charm = {"name": "Test Charm", "types": ["Instant"], "colors": ["R"], "text": "...",
             "abilities": [
                 {"kind": "spell", "label": "Deal 2", "mode": "damage",
                  "targets": [{"player": "any"}],
                  "effect": [{"do": "damage", "object": "target", "amount": 2}]},
                 {"kind": "spell", "label": "Gain 5", "mode": "life",
                  "effect": [{"do": "gain_life", "player": "you", "amount": 5}]}]}

    result = play([in_hand("charm", "Test Charm")], [cast("A", "charm", mode=[1])],
                  cards=[charm])

    assert (life(result, "A"), life(result, "B")) == (25, 20)


def test_a_modal_spell_needs_its_mode():
    """601.2b: a modal spell's mode is chosen as it is cast."""
    charm = {"name": "Test Charm", "types": ["Instant"], "colors": ["R"], "text": "...",
             "abilities": [
                 {"kind": "spell", "label": "A", "mode": "a",
                  "effect": [{"do": "gain_life", "player": "you", "amount": 1}]},
                 {"kind": "spell", "label": "B", "mode": "b",
                  "effect": [{"do": "gain_life", "player": "you", "amount": 2}]}]}

    message = refused([in_hand("charm", "Test Charm")], [cast("A", "charm")], cards=[charm])

    assert message.startswith("events[0].mode:")


# --- targets (115, 601.2c) --------------------------------------------------------------------


@pytest.mark.parametrize(("keyword", "rule"), [
    ("Hexproof", "702.11b"), ("Shroud", "702.18b"), ("Protection from red", "702.16b"),
])
def test_a_target_the_keyword_forbids_is_refused(keyword: str, rule: str):
    """702.11b, 702.18b, 702.16b: hexproof, shroud and protection from red make the creature
    no legal target of A's Lightning Bolt; the scenario is invalid, naming the target."""
    objects = [in_hand("bolt", "Lightning Bolt"),
               card("bears", "Grizzly Bears", "B", keywords=[keyword])]

    message = refused(objects, [cast("A", "bolt", "bears")])

    assert message.startswith("events[0].targets[0]:") and rule in message


def test_hexproof_does_not_stop_its_controller():
    """702.11b: hexproof only stops opponents' spells: B's Giant Growth targets B's own
    hexproof creature."""
    objects = [card("bears", "Grizzly Bears", "B", keywords=["Hexproof"]),
               in_hand("gg", "Giant Growth", "B")]

    result = play(objects, [cast("B", "gg", "bears")], active_player="B")

    assert result["objects"]["bears"]["power"] == 5


def test_a_target_of_the_wrong_kind_is_refused():
    """115.1, 601.2c: Doom Blade can't target a black creature."""
    objects = [in_hand("blade", "Doom Blade"), card("knight", "Black Knight", "B")]

    message = refused(objects, [cast("A", "blade", "knight")])

    assert message.startswith("events[0].targets[0]:") and "115.1" in message


def test_a_missing_target_is_refused():
    """601.2c: Murder has one target; a cast without it is invalid."""
    message = refused([in_hand("murder", "Murder")], [cast("A", "murder")])

    assert message.startswith("events[0].targets:") and "601.2c" in message


def test_a_counterspell_targets_only_a_spell():
    """115.1: "target spell" is an object on the stack: a permanent is no legal target."""
    objects = [in_hand("cs", "Counterspell"), card("bears", "Grizzly Bears", "B")]

    message = refused(objects, [cast("A", "cs", "bears")])

    assert message.startswith("events[0].targets[0]:")


# --- timing (117.1a, 307.1, 702.61a) ----------------------------------------------------------


def test_a_sorcery_can_not_be_cast_while_the_stack_is_not_empty():
    """307.1: Wrath of God in response to a spell is refused."""
    objects = [in_hand("bolt", "Lightning Bolt"), in_hand("wrath", "Wrath of God")]

    message = refused(objects, [cast("A", "bolt", "B"), cast("A", "wrath")])

    assert message.startswith("events[1]:") and "307.1" in message


def test_a_sorcery_can_not_be_cast_in_the_opponents_turn():
    """307.1: only in its controller's own main phase."""
    objects = [in_hand("wrath", "Wrath of God", "B")]

    message = refused(objects, [cast("B", "wrath")])

    assert "307.1" in message


def test_a_sorcery_can_not_be_cast_in_the_upkeep():
    """307.1: after an upkeep event the turn is in its upkeep, not a main phase."""
    objects = [in_hand("wrath", "Wrath of God")]

    message = refused(objects, [{"type": "upkeep"}, cast("A", "wrath")])

    assert message.startswith("events[1]:") and "307.1" in message


def test_an_instant_can_be_cast_in_the_opponents_turn():
    """117.1a: an instant any time its caster has priority."""
    result = play([in_hand("shock", "Shock", "B")], [cast("B", "shock", "A")])

    assert life(result, "A") == 18


def test_nothing_can_respond_to_split_second():
    """702.61a: with Sudden Shock on the stack, Counterspell can't be cast."""
    objects = [in_hand("shock", "Sudden Shock"), in_hand("cs", "Counterspell", "B")]

    message = refused(objects, [cast("A", "shock", "B"), cast("B", "cs", "shock")])

    assert message.startswith("events[1]:") and "702.61a" in message


def test_a_land_is_not_cast():
    """116.2a: a land is played as a special action, not cast."""
    message = refused([in_hand("island", "Island")], [cast("A", "island")])

    assert "116.2a" in message


# --- countering and copying (701.5, 707.10) ---------------------------------------------------


def test_counterspell_counters_the_spell():
    """701.5a: the countered Bolt goes to the graveyard without resolving."""
    objects = [in_hand("bolt", "Lightning Bolt"), in_hand("cs", "Counterspell", "B")]

    result = play(objects, [cast("A", "bolt", "B"), cast("B", "cs", "bolt")])

    assert (life(result, "B"), zone(result, "bolt")) == (20, "graveyard")
    assert "701.5a" in rules(result)


def test_a_spell_that_cant_be_countered_is_not_countered():
    """101.2: Abrupt Decay "can't be countered"; Counterspell resolves and does nothing to it,
    and the Decay then destroys its target."""
    objects = [in_hand("decay", "Abrupt Decay"), card("bears", "Grizzly Bears", "B"),
               in_hand("cs", "Counterspell", "B")]

    result = play(objects, [cast("A", "decay", "bears"), cast("B", "cs", "decay")])

    assert zone(result, "bears") == "graveyard"
    assert "101.2" in rules(result)


def test_negate_can_not_target_a_creature_spell():
    """115.1: "target noncreature spell"."""
    objects = [in_hand("bears", "Grizzly Bears"), in_hand("negate", "Negate", "B")]

    message = refused(objects, [cast("A", "bears"), cast("B", "negate", "bears")])

    assert message.startswith("events[1].targets[0]:")


def test_a_copy_may_have_a_new_target():
    """706.10c (707.10c today): Twincast copies the Bolt aimed at B; B, the copy's controller,
    chooses A as its new target; the copy resolves first, then the Bolt."""
    objects = [in_hand("bolt", "Lightning Bolt"), in_hand("twin", "Twincast", "B"),
               card("bears", "Grizzly Bears", "A")]

    result = play(objects, [cast("A", "bolt", "B"), cast("B", "twin", "bolt")],
                  choices=[{"player": "B", "choose": "A"}])

    assert (life(result, "A"), life(result, "B")) == (17, 17)
    assert "706.10c" in rules(result)


# A hand-written "copy target creature spell" (no printed card says it; Twincast's shape with a
# creature spell as its target).
MIRROR = {"name": "Test Mirror", "types": ["Instant"], "colors": ["U"], "mana_value": 2,
          "abilities": [{"kind": "spell", "label": "Copy target creature spell.",
                         "targets": [{"object": {"zones": ["stack"], "types": ["Creature"]}}],
                         "effect": [{"do": "copy_spell", "object": "target"}]}]}


def test_a_copy_of_a_permanent_spell_is_said_to_be_not_modelled():
    """707.10f (current rules): a copy of a permanent spell becomes a token as it resolves. The
    engine doesn't model that token, so it says so and puts no copy on the stack, rather than a
    copy that resolves to nothing in silence: one Bears enters, from the spell itself."""
    objects = [in_hand("bears", "Grizzly Bears"), in_hand("mirror", "Test Mirror", "B")]

    result = play(objects, [cast("A", "bears"), cast("B", "mirror", "bears"),
                            {"type": "resolve"}, {"type": "resolve"}], cards=[MIRROR])

    notes = [s["text"] for s in result["steps"] if s["kind"] == "note"]
    assert any("permanent spell" in text and "Not modelled" in text for text in notes)
    assert result["stack"] == []
    assert result["objects"]["bears"]["zone"] == "battlefield"


# --- activating (602.2, 302.6) ----------------------------------------------------------------


def test_an_activated_ability_waits_and_resolves():
    """602.2: Prodigal Sorcerer taps and deals 1 damage; its {T} is paid at once."""
    result = play([card("tim", "Prodigal Sorcerer")], [activate("A", "tim", 0, "B")])

    assert (life(result, "B"), result["objects"]["tim"]["tapped"]) == (19, True)


def test_a_tapped_permanents_tap_ability_is_refused():
    """601.2h, 602.2b: {T} can't be paid by a tapped permanent."""
    message = refused([card("tim", "Prodigal Sorcerer", tapped=True)],
                      [activate("A", "tim", 0, "B")])

    assert message.startswith("events[0]:") and "601.2h" in message


def test_a_summoning_sick_creatures_tap_ability_is_refused():
    """302.6: a creature its controller hasn't controlled since their turn began can't pay
    {T}."""
    message = refused([card("tim", "Prodigal Sorcerer", summoning_sick=True)],
                      [activate("A", "tim", 0, "B")])

    assert "302.6" in message


def test_haste_lets_a_summoning_sick_creature_tap():
    """702.10b: Vulshok Sorcerer has haste."""
    result = play([card("vs", "Vulshok Sorcerer", summoning_sick=True)],
                  [activate("A", "vs", 1, "B")])

    assert life(result, "B") == 19


def test_a_creature_that_entered_this_turn_is_summoning_sick():
    """302.6: Prodigal Sorcerer cast this turn can't tap when it resolves."""
    events = [cast("A", "tim"), RESOLVE, activate("A", "tim", 0, "B")]

    message = refused([in_hand("tim", "Prodigal Sorcerer")], events)

    assert message.startswith("events[2]:") and "302.6" in message


def test_only_the_controller_activates():
    """602.2: B can't activate A's Prodigal Sorcerer."""
    message = refused([card("tim", "Prodigal Sorcerer")], [activate("B", "tim", 0, "A")])

    assert message.startswith("events[0].player:")


def test_a_sacrifice_cost_is_paid_and_the_ability_still_resolves():
    """602.2b, 113.7a: Mogg Fanatic is sacrificed as a cost; its ability resolves anyway."""
    result = play([card("fanatic", "Mogg Fanatic")], [activate("A", "fanatic", 0, "B")])

    assert (zone(result, "fanatic"), life(result, "B")) == ("graveyard", 19)


def test_a_chosen_sacrifice_is_named_by_the_event():
    """602.2b: Goblin Bombardment's "Sacrifice a creature" sacrifices the creature named."""
    objects = [card("bomb", "Goblin Bombardment"), card("bears", "Grizzly Bears")]

    result = play(objects, [activate("A", "bomb", 0, "B", sacrifice=["bears"])])

    assert (zone(result, "bears"), life(result, "B")) == ("graveyard", 19)


def test_removing_counters_is_a_cost():
    """602.2b: Walking Ballista removes a +1/+1 counter to ping."""
    objects = [card("ballista", "Walking Ballista", counters={"+1/+1": 2})]

    result = play(objects, [activate("A", "ballista", 2, "B")])

    assert (result["objects"]["ballista"]["counters"], life(result, "B")) == ({"+1/+1": 1}, 19)


def test_a_cost_that_can_not_be_paid_is_refused():
    """601.2h: without a +1/+1 counter, Walking Ballista's ability can't be activated."""
    message = refused([card("ballista", "Walking Ballista", toughness=1,
                           counters={"+1/+1": 1})],
                      [activate("A", "ballista", 2, "B"), activate("A", "ballista", 2, "B")])

    assert message.startswith("events[1]:")


def test_a_regeneration_shield_is_activated():
    """614.8: Drudge Skeletons' "{B}: Regenerate" resolves into a shield that replaces its
    destruction."""
    events = [activate("A", "skel", 0), RESOLVE, {"type": "destroy", "target": "skel"}]

    result = play([card("skel", "Drudge Skeletons")], events)

    assert (zone(result, "skel"), result["objects"]["skel"]["tapped"]) == ("battlefield", True)


def test_wrath_of_god_ignores_a_regeneration_shield():
    """701.15c: "They can't be regenerated.": the shield doesn't apply."""
    events = [activate("A", "skel", 0), RESOLVE, cast("A", "wrath")]

    result = play([card("skel", "Drudge Skeletons"), in_hand("wrath", "Wrath of God")], events)

    assert zone(result, "skel") == "graveyard"


# --- what spells do (608.2c) ------------------------------------------------------------------


def test_swords_to_plowshares_uses_the_creatures_last_power():
    """608.2h: the exiled creature's controller gains life equal to its power as it last
    existed on the battlefield (pumped to 5)."""
    objects = [in_hand("swords", "Swords to Plowshares"), card("bears", "Grizzly Bears", "B"),
               in_hand("gg", "Giant Growth", "B")]

    result = play(objects, [cast("B", "gg", "bears"), RESOLVE, cast("A", "swords", "bears")])

    assert (zone(result, "bears"), life(result, "B")) == ("exile", 25)


def test_beast_within_gives_the_token_to_the_targets_controller():
    """111.2: the destroyed permanent's controller creates the Beast."""
    objects = [in_hand("bw", "Beast Within"), card("bears", "Grizzly Bears", "B")]

    result = play(objects, [cast("A", "bw", "bears")])

    beasts = [o for o in result["objects"].values() if o["name"] == "Beast Token"]
    assert [(b["controller"], b["power"]) for b in beasts] == [("B", 3)]


def test_raise_the_alarm_creates_two_soldiers():
    """111.1: two 1/1 white Soldier tokens."""
    result = play([in_hand("alarm", "Raise the Alarm")], [cast("A", "alarm")])

    soldiers = [o for o in result["objects"].values() if o["name"] == "Soldier Token"]
    assert len(soldiers) == 2 and soldiers[0]["colors"] == ["W"]


def test_mind_rot_asks_which_cards_to_discard():
    """701.8a: the player chooses what to discard; with more cards than the number it asks."""
    objects = [in_hand("rot", "Mind Rot"), in_hand("c1", "Grizzly Bears", "B"),
               in_hand("c2", "Shock", "B"), in_hand("c3", "Opt", "B")]

    result = play(objects, [cast("A", "rot", "B")],
                  choices=[{"player": "B", "choose": "c3"}, {"player": "B", "choose": "c1"}])

    assert [zone(result, c) for c in ("c1", "c2", "c3")] == ["graveyard", "hand", "graveyard"]


def test_wrath_of_god_destroys_every_creature():
    """701.7: all creatures at once."""
    objects = [in_hand("wrath", "Wrath of God"), card("b1", "Grizzly Bears"),
               card("b2", "Grizzly Bears", "B")]

    result = play(objects, [cast("A", "wrath")])

    assert (zone(result, "b1"), zone(result, "b2")) == ("graveyard", "graveyard")


def test_cloudshift_returns_a_new_object_that_triggers_on_entering():
    """400.7, 603.6a: the blinked Soul Warden's partner sees a creature enter: A gains 1."""
    objects = [in_hand("shift", "Cloudshift"), card("bears", "Grizzly Bears", damage=1),
               card("warden", "Soul Warden")]

    result = play(objects, [cast("A", "shift", "bears")])

    assert (zone(result, "bears"), result["objects"]["bears"]["damage"]) == ("battlefield", 0)
    assert life(result, "A") == 21


def test_a_pump_spell_is_a_continuous_effect_until_end_of_turn():
    """611.2, 514.2: Giant Growth's effect ends in the cleanup step."""
    objects = [in_hand("gg", "Giant Growth"), card("bears", "Grizzly Bears")]

    result = play(objects, [cast("A", "gg", "bears"), RESOLVE, {"type": "end_turn"}])

    assert result["objects"]["bears"]["power"] == 2


def test_an_upkeep_resolves_the_stack_first():
    """500.2: a step ends only with an empty stack: the Bolt resolves before the upkeep."""
    objects = [in_hand("bolt", "Lightning Bolt")]

    result = play(objects, [cast("A", "bolt", "B"), {"type": "upkeep"}])

    upkeep = next(i for i, s in enumerate(result["steps"]) if "503.1" in s["rules"])
    damage = next(i for i, s in enumerate(result["steps"]) if "120.4" in s["rules"])
    assert damage < upkeep and life(result, "B") == 17


# --- "whenever ... casts" (601.2i) -------------------------------------------------------------


def test_a_cast_trigger_resolves_before_the_spell():
    """601.2i, 603.3: the ability triggers as the spell becomes cast and resolves on its own,
    down to the waiting spell."""
    shrine = {"name": "Test Shrine", "types": ["Enchantment"], "text": "...",
              "abilities": [{"kind": "triggered",
                             "label": "Whenever you cast an instant spell, you gain 1 life.",
                             "trigger": {"on": "cast", "player": "you",
                                         "object": {"types": ["Instant"]}},
                             "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]}
    objects = [card("shrine", "Test Shrine"), in_hand("bolt", "Lightning Bolt"),
               in_hand("wrath", "Wrath of God")]

    result = play(objects, [cast("A", "bolt", "B"), RESOLVE, cast("A", "wrath")],
                  cards=[shrine])

    assert (life(result, "A"), life(result, "B")) == (21, 17)
    assert "601.2i" in rules(result)


def test_what_a_spell_cast_here_doesnt_say_is_not_modelled():
    """608.2: Fatal Push's lines (a condition on its target, revolt) are carried as text: it
    is cast with no target the engine can read, does nothing, and the result lists it."""
    objects = [in_hand("bolt", "Lightning Bolt"), in_hand("leak", "Fatal Push", "B")]

    result = play(objects, [cast("A", "bolt", "B"), cast("B", "leak")])

    assert life(result, "B") == 17
    assert {e["object"] for e in result["not_modelled"]} == {"leak"}


def test_a_creature_stolen_this_turn_is_summoning_sick():
    """302.6: gaining control of Prodigal Sorcerer this turn (a spell without haste) leaves its
    new controller unable to pay its {T}."""
    steal = {"name": "Test Steal", "types": ["Sorcery"], "colors": ["R"], "text": "...",
             "abilities": [{"kind": "spell", "label": "Gain control of target creature until "
                            "end of turn.", "affects": "targets",
                            "targets": [{"object": {"types": ["Creature"]}}],
                            "modifications": [{"op": "gain_control"}],
                            "duration": "end_of_turn"}]}
    objects = [in_hand("steal", "Test Steal"), card("tim", "Prodigal Sorcerer", "B")]
    events = [cast("A", "steal", "tim"), RESOLVE, activate("A", "tim", 0, "B")]

    message = refused(objects, events, cards=[steal])

    assert message.startswith("events[2]:") and "302.6" in message


def test_an_aura_spell_is_not_cast():
    """303.4: an Aura spell targets what it will enchant; the engine refuses to cast one
    rather than let it enter unattached."""
    message = refused([in_hand("rancor", "Ancestral Mask")], [cast("A", "rancor")])

    assert message.startswith("events[0].object:") and "303.4" in message


def test_a_cast_spell_whose_ability_is_not_a_spell_effect_is_listed_not_silently_lost():
    """608.2c: a resolving instant does what its text says. Mending Hands' prevention shield
    ("Prevent the next 4 damage ... any target") is scripted as a prevention ability, which
    the engine doesn't create when the spell resolves: the damage is dealt, so not_modelled
    must list the ability (608.2) rather than leave a clean trace that reads as a ruling."""
    objects = [in_hand("hands", "Mending Hands"), card("bears", "Grizzly Bears"),
               card("pinger", "Grizzly Bears", "B")]

    result = play(objects, [{"type": "cast", "player": "A", "object": "hands"},
                            {"type": "resolve"},
                            {"type": "damage", "source": "pinger", "target": "bears",
                             "amount": 2}])

    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert [(n["object"], n["rules"], n["gap"]) for n in result["not_modelled"]] == [
        ("hands", ["608.2"], "spell_text")]


def test_paying_life_for_a_cost_is_losing_that_life() -> None:
    """119.4: paying life is losing it. Given a permanent with "Pay 2 life: Draw a card." and
    another with "Whenever you lose life, put a +1/+1 counter on it",
    when the ability is activated, then A's life is 18 and the life-loss trigger sees the
    payment."""
    pact = {"name": "Pact Stone", "types": ["Artifact"], "subtypes": [], "abilities": [
        {"kind": "activated", "label": "Pay 2 life: Draw a card.", "cost": "Pay 2 life",
         "effect": [{"do": "draw", "player": "you", "amount": 1}]}]}
    leech = {"name": "Life Leech", "types": ["Creature"], "subtypes": [], "power": 1,
             "toughness": 1, "abilities": [
                 {"kind": "triggered", "label": "Whenever you lose life, put a +1/+1 counter on "
                  "Life Leech.", "trigger": {"on": "lose_life", "player": "you"},
                  "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1,
                              "object": "self"}]}]}

    result = play([{"id": "pact", "card": "Pact Stone", "controller": "A"},
                   {"id": "leech", "card": "Life Leech", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "pact", "ability": 0},
                   {"type": "resolve"}],
                  cards=[pact, leech])

    assert result["players"]["A"]["life"] == 18
    assert result["objects"]["leech"]["counters"] == {"+1/+1": 1}


@pytest.mark.parametrize(("target", "expected"), [("bear", "graveyard"), ("B", 17)])
def test_a_hand_written_spell_with_any_target_takes_a_creature_or_a_player(
        target: str, expected: Any) -> None:
    """115.4: a spell written with ``{"any_target": true}`` (as the format documents for a
    spell's targets) may target a creature or a player; cast at either, it deals its 3."""
    bolt = {"name": "Hand Bolt", "types": ["Instant"], "abilities": [
        {"kind": "spell", "label": "Hand Bolt deals 3 damage to any target.",
         "targets": [{"any_target": True}],
         "effect": [{"do": "damage", "object": "target", "amount": 3}]}]}
    result = play([{"id": "f", "card": "Hand Bolt", "zone": "hand", "owner": "A"},
                   {"id": "bear", "card": "Grizzly Bears", "controller": "B"}],
                  [{"type": "cast", "player": "A", "object": "f", "targets": [target]},
                   {"type": "resolve"}], cards=[bolt])

    got = (result["objects"]["bear"]["zone"] if target == "bear"
           else result["players"]["B"]["life"])
    assert got == expected


def test_a_hand_written_spell_with_any_target_refuses_an_artifact() -> None:
    """115.4: "any target" is a creature, player, planeswalker or battle: a noncreature
    artifact is no legal target."""
    bolt = {"name": "Hand Bolt", "types": ["Instant"], "abilities": [
        {"kind": "spell", "label": "Hand Bolt deals 3 damage to any target.",
         "targets": [{"any_target": True}],
         "effect": [{"do": "damage", "object": "target", "amount": 3}]}]}
    with pytest.raises(ScenarioError, match="target"):
        play([{"id": "f", "card": "Hand Bolt", "zone": "hand", "owner": "A"},
              {"id": "rock", "card": "Darksteel Citadel", "controller": "B"}],
             [{"type": "cast", "player": "A", "object": "f", "targets": ["rock"]}],
             cards=[bolt])
