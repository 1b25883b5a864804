"""Triggered abilities and the stack (603, 608, 702.79 persist, 702.93 undying, 104.4b).

Each test plays a ruling a judge is asked about; the reasoning from the rules is written in it.
Like the reviewed rulings, each run keeps a golden trace of its whole output.
"""

from __future__ import annotations

from typing import Any

from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def card(object_id: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return {"id": object_id, "card": name, "controller": controller, **extra}


def kinds(result: dict[str, Any], kind: str) -> list[str]:
    return [s["text"] for s in result["steps"] if s["kind"] == kind]


def test_kitchen_finks_persists_once_and_its_enters_trigger_gains_life() -> None:
    """702.79a: Finks dies with no -1/-1 counter, returns with one, and its enters trigger
    gains 2 life (603.6a); dying again with the counter, persist doesn't trigger (603.4)."""
    objects = [card("finks", "Kitchen Finks")]

    first = play(objects, events=[{"type": "destroy", "target": "finks"}])
    twice = play(objects, events=[{"type": "destroy", "target": "finks"},
                                  {"type": "destroy", "target": "finks"}])

    assert first["objects"]["finks"]["zone"] == "battlefield"
    assert first["objects"]["finks"]["counters"] == {"-1/-1": 1}
    assert first["players"]["A"]["life"] == 22
    assert twice["objects"]["finks"]["zone"] == "graveyard"
    assert twice["players"]["A"]["life"] == 22
    assert first["stack"] == []


def test_young_wolf_returns_with_a_plus_counter_once() -> None:
    """702.93a: undying returns it with a +1/+1 counter, a 2/2; the second time it stays dead."""
    objects = [card("wolf", "Young Wolf")]

    once = play(objects, events=[{"type": "destroy", "target": "wolf"}])
    twice = play(objects, events=[{"type": "destroy", "target": "wolf"},
                                  {"type": "destroy", "target": "wolf"}])

    assert (once["objects"]["wolf"]["power"], once["objects"]["wolf"]["toughness"]) == (2, 2)
    assert twice["objects"]["wolf"]["zone"] == "graveyard"


def test_solemnity_makes_persist_return_without_a_counter_every_time() -> None:
    """Solemnity: counters can't be put on creatures, so Finks returns with none (122, 614.1c)
    and persist triggers again the next time it dies."""
    objects = [card("s", "Solemnity"), card("finks", "Kitchen Finks")]

    result = play(objects, events=[{"type": "destroy", "target": "finks"},
                                   {"type": "destroy", "target": "finks"}])

    assert result["objects"]["finks"]["zone"] == "battlefield"
    assert result["objects"]["finks"]["counters"] == {}
    assert result["players"]["A"]["life"] == 24


def test_melira_stops_the_persist_counter() -> None:
    """Melira: creatures you control can't have -1/-1 counters put on them, so Finks returns
    as a 3/2 with no counter."""
    objects = [card("m", "Melira, Sylvok Outcast"), card("finks", "Kitchen Finks")]

    result = play(objects, events=[{"type": "destroy", "target": "finks"}])

    assert result["objects"]["finks"]["counters"] == {}
    assert result["objects"]["finks"]["power"] == 3


def test_melira_takes_infect_from_opponents_creatures_only() -> None:
    """Melira: creatures A's opponents control lose infect, so B's infect creature deals A
    ordinary damage (120.3a); A's own infect creature keeps it and gives B poison (120.3b)."""
    infect = {"name": "Plague Stinger", "types": ["Creature"], "mana_value": 2, "power": 1,
              "toughness": 1, "keywords": ["Infect"]}
    objects = [card("m", "Melira, Sylvok Outcast"), card("mine", "Plague Stinger"),
               card("theirs", "Plague Stinger", "B")]
    events = [{"type": "damage", "source": "theirs", "target": "A", "amount": 2},
              {"type": "damage", "source": "mine", "target": "B", "amount": 2}]

    result = play(objects, events=events, cards=[infect])

    assert (result["players"]["A"]["life"], result["players"]["A"]["poison"]) == (18, 0)
    assert (result["players"]["B"]["life"], result["players"]["B"]["poison"]) == (20, 2)


def test_blood_artist_sees_itself_and_the_others_that_die_at_once() -> None:
    """603.10a: "dies" abilities look back in time, so Blood Artist dying in the same
    state-based action as Grizzly Bears triggers for both; each asks its controller for a
    target player (603.3d), and each makes B lose 1 and A gain 1."""
    objects = [card("artist", "Blood Artist"), card("bears", "Grizzly Bears", "B")]
    events = [{"type": "damage", "source": "bears", "target": "artist", "amount": 1,
               "combat": True},
              {"type": "damage", "source": "artist", "target": "bears", "amount": 2,
               "combat": True}]

    asked = play(objects, events=events)
    answered = play(objects, events=events, choices=[
        {"player": "A", "choose": asked["pending_choice"]["options"][0]["id"]},
        {"player": "A", "choose": "B"}, {"player": "A", "choose": "B"}])

    assert asked["pending_choice"]["player"] == "A"
    assert asked["pending_choice"]["rules"] == ["603.3b"]
    assert answered["players"]["B"]["life"] == 18
    assert answered["players"]["A"]["life"] == 22


def test_zulaport_cutthroat_counts_only_your_creatures() -> None:
    """Zulaport: "another creature you control dies": B's creature dying triggers nothing;
    A's makes each opponent lose 1 and A gain 1."""
    objects = [card("z", "Zulaport Cutthroat"), card("mine", "Grizzly Bears"),
               card("theirs", "Grizzly Bears", "B")]

    result = play(objects, events=[{"type": "destroy", "target": "theirs"},
                                   {"type": "destroy", "target": "mine"}])

    assert (result["players"]["A"]["life"], result["players"]["B"]["life"]) == (21, 19)


def test_soul_warden_sees_another_creature_enter_but_not_itself() -> None:
    """Soul Warden: "another creature enters": its own entering gains nothing."""
    objects = [card("w", "Soul Warden", zone="hand"), card("bears", "Grizzly Bears", zone="hand")]

    result = play(objects, events=[{"type": "enter", "object": "w"},
                                   {"type": "enter", "object": "bears"}])

    assert result["players"]["A"]["life"] == 21


def test_apnap_puts_the_active_players_trigger_on_the_stack_first() -> None:
    """603.3b: A (active) puts Soul Warden's trigger on the stack first, then B; so B's
    resolves first, and the trace says so in that order."""
    objects = [card("wa", "Soul Warden"), card("wb", "Soul Warden", "B"),
               card("bears", "Grizzly Bears", zone="hand")]

    result = play(objects, events=[{"type": "enter", "object": "bears"}])

    resolved = [t for t in kinds(result, "stack") if "resolves" in t]
    put = [s for s in result["steps"] if s["kind"] == "stack" and "put on" in s["text"]]
    assert [s["object"] for s in put] == ["wa", "wb"]
    assert len(resolved) == 2
    gains = [s["text"] for s in result["steps"] if "gains 1 life" in s["text"]]
    assert gains[0].startswith("B")


def test_a_player_orders_their_own_triggers() -> None:
    """603.3b: two different abilities of A trigger at once (Kitchen Finks's enters trigger and
    Soul Warden's): A is asked which goes on the stack first, with the abilities' ids as the
    options; the answer decides the order."""
    objects = [card("w1", "Soul Warden"), card("finks", "Kitchen Finks", zone="hand")]
    events = [{"type": "enter", "object": "finks"}]

    asked = play(objects, events=events)
    ids = [o["id"] for o in asked["pending_choice"]["options"]]
    answered = play(objects, events=events, choices=[{"player": "A", "choose": ids[1]}])

    assert len(ids) == 2
    put = [s["object"] for s in answered["steps"]
           if s["kind"] == "stack" and "put on" in s["text"]]
    assert put == [ids[1].split("^")[0], ids[0].split("^")[0]]
    assert answered["players"]["A"]["life"] == 23


def test_identical_triggers_are_ordered_without_a_question() -> None:
    """603.3b lets A order two Soul Warden triggers, but both gain A 1 life and read nothing
    else, so either order gives the same game: the engine doesn't ask, puts them on in the
    order they triggered, and says why in the trace."""
    objects = [card("w1", "Soul Warden"), card("w2", "Soul Warden"),
               card("bears", "Grizzly Bears", zone="hand")]

    result = play(objects, events=[{"type": "enter", "object": "bears"}])

    assert result["pending_choice"] is None
    assert result["players"]["A"]["life"] == 22
    said = [s for s in result["steps"] if "the result is the same" in s["text"]]
    assert len(said) == 1 and said[0]["rules"] == ["603.3b"]


def test_two_zulaport_cutthroat_triggers_need_no_order() -> None:
    """Two Zulaport Cutthroats see one of A's creatures die (603.10a looks back): each
    trigger makes each opponent lose 1 life and A gain 1, whatever the order, so nobody is
    asked and A ends at 22, B at 18."""
    objects = [card("z1", "Zulaport Cutthroat"), card("z2", "Zulaport Cutthroat"),
               card("bears", "Grizzly Bears")]

    result = play(objects, events=[{"type": "destroy", "target": "bears"}])

    assert result["pending_choice"] is None
    assert (result["players"]["A"]["life"], result["players"]["B"]["life"]) == (22, 18)


def test_triggers_of_different_sources_that_deal_damage_are_still_ordered() -> None:
    """The order can matter when an ability's source is part of what it does: damage is dealt
    by the source (120.1), so two of A's "deals damage" triggers from different objects are
    ordered by A (the same words, but not the same ability)."""
    ability = {"kind": "triggered", "label": "Whenever a creature enters, this deals 1 damage "
               "to each opponent.", "trigger": {"on": "enters", "object": {"types": ["Creature"]}},
               "effect": [{"do": "damage", "player": "each_opponent", "amount": 1}]}
    objects = [{"id": "s1", "name": "Pinger", "types": ["Creature"], "power": 1,
                "toughness": 1, "controller": "A", "abilities": [ability]},
               {"id": "s2", "name": "Pinger", "types": ["Creature"], "power": 1,
                "toughness": 1, "controller": "A", "abilities": [ability]},
               card("bears", "Grizzly Bears", zone="hand")]

    result = play(objects, events=[{"type": "enter", "object": "bears"}])

    assert result["pending_choice"] is not None
    assert result["pending_choice"]["player"] == "A"


def test_kitchen_finks_under_an_opponents_elesh_norn_gains_life_both_times() -> None:
    """Finks enters under B's Elesh Norn as a 1/0. Its enters ability triggers as it enters
    (603.2, 603.6a), before state-based actions put it into the graveyard (704.5f), and goes on
    the stack though its source has left (113.7a); persist (702.79a) triggers on that death.
    Returned with a -1/-1 counter it is 0/-1 and dies again: its enters ability triggers again,
    persist doesn't (603.4). A gains 2 life twice: 24, not 20."""
    objects = [card("norn", "Elesh Norn, Grand Cenobite", "B"),
               card("finks", "Kitchen Finks", zone="hand")]
    events = [{"type": "enter", "object": "finks"}]
    asked = play(objects, events=events)
    first = asked["pending_choice"]["options"][0]["id"]

    result = play(objects, events=events, choices=[{"player": "A", "choose": first}])

    assert asked["pending_choice"]["player"] == "A"
    assert result["pending_choice"] is None
    assert result["players"]["A"]["life"] == 24
    assert result["objects"]["finks"]["zone"] == "graveyard"
    assert result["objects"]["finks"]["counters"] == {}


def test_kitchen_finks_returned_into_doubling_season_still_gains_life() -> None:
    """A at 10 destroys Finks; persist returns it, and Doubling Season doubles its -1/-1
    counter (614.1a): a 1/0 that dies at once (704.5f). Its enters ability triggered as it
    entered (603.2) and resolves anyway: A ends at 12, not 10."""
    objects = [card("season", "Doubling Season"), card("finks", "Kitchen Finks")]

    result = play(objects, events=[{"type": "destroy", "target": "finks"}],
                  players=[{"id": "A", "life": 10}, {"id": "B"}])

    assert result["pending_choice"] is None
    assert result["players"]["A"]["life"] == 12
    assert result["objects"]["finks"]["zone"] == "graveyard"


def test_rest_in_peace_exiles_all_graveyards_as_it_enters() -> None:
    """Rest in Peace's enters trigger is played now: every graveyard is exiled."""
    objects = [card("rip", "Rest in Peace", zone="hand"),
               card("dead", "Grizzly Bears", "B", zone="graveyard")]

    result = play(objects, events=[{"type": "enter", "object": "rip"}])

    assert result["objects"]["dead"]["zone"] == "exile"
    assert result["not_modelled"] == []


def test_anafenza_bolsters_the_creature_with_least_toughness() -> None:
    """701.39a: bolster 1 puts a +1/+1 counter on the creature A controls with the least
    toughness: the entering 2/2 bears tie with Anafenza, so A chooses."""
    objects = [card("ana", "Anafenza, the Kin-Tree Spirit"),
               card("bears", "Grizzly Bears", zone="hand")]
    events = [{"type": "enter", "object": "bears"}]

    asked = play(objects, events=events)
    answered = play(objects, events=events, choices=[{"player": "A", "choose": "ana"}])

    assert {o["id"] for o in asked["pending_choice"]["options"]} == {"ana", "bears"}
    assert answered["objects"]["ana"]["counters"] == {"+1/+1": 1}


def test_persist_finds_nothing_once_the_card_left_the_graveyard() -> None:
    """400.7: B's "whenever a creature dies, exile all graveyards" goes on the stack after A's
    persist (603.3b: APNAP), so it resolves first; the Finks card is exiled, a new object, and
    persist can't return it."""
    exiler = {"name": "Grave Sweeper", "types": ["Creature"], "mana_value": 2, "power": 1,
              "toughness": 1, "abilities": [{
                  "kind": "triggered", "label": "Whenever a creature dies, exile all graveyards.",
                  "trigger": {"on": "dies", "object": {"types": ["Creature"]}},
                  "effect": [{"do": "exile", "objects": {"zones": ["graveyard"]}}]}]}
    objects = [card("finks", "Kitchen Finks"), card("sweeper", "Grave Sweeper", "B")]

    result = play(objects, events=[{"type": "destroy", "target": "finks"}], cards=[exiler])

    assert result["objects"]["finks"]["zone"] == "exile"
    assert any("can't find the card" in t for t in kinds(result, "stack"))


def test_a_mandatory_loop_of_triggers_is_a_draw() -> None:
    """104.4b: a persist creature under Solemnity with "whenever a creature enters, sacrifice
    it": it enters, is sacrificed, persists with no counter (Solemnity), enters again...
    forever, and no player can stop it: the game is a draw, not a hang."""
    sacrificer = {"name": "Hungry Altar", "types": ["Enchantment"], "mana_value": 2,
                  "abilities": [{"kind": "triggered",
                                 "label": "Whenever a creature enters, sacrifice it.",
                                 "trigger": {"on": "enters", "object": {"types": ["Creature"]}},
                                 "effect": [{"do": "sacrifice", "object": "it"}]}]}
    persister = {"name": "Test Persister", "types": ["Creature"], "mana_value": 2, "power": 2,
                 "toughness": 1, "keywords": ["Persist"]}
    objects = [card("s", "Solemnity"), card("altar", "Hungry Altar"),
               card("p", "Test Persister", zone="hand")]

    result = play(objects, events=[{"type": "enter", "object": "p"},
                                   {"type": "gain_life", "player": "A", "amount": 5}],
                  cards=[sacrificer, persister])

    last = result["steps"][-1]
    assert last["kind"] == "game_over"
    assert last["rules"] == ["104.4b"]
    assert result["players"]["A"]["life"] == 20  # the game ended before the second event


def test_sacrifice_is_not_destroy() -> None:
    """701.17a: sacrificing Darksteel Myr (indestructible) puts it into the graveyard."""
    result = play([card("myr", "Darksteel Myr")],
                  events=[{"type": "sacrifice", "object": "myr"}])

    assert result["objects"]["myr"]["zone"] == "graveyard"
    assert any("701.17a" in s["rules"] for s in result["steps"])


def test_a_target_with_protection_from_the_source_is_not_a_legal_choice() -> None:
    """603.3d, 702.16b: "deal 1 damage to target creature" from a red source: of two
    creatures, the one with protection from red can't be chosen, so the other is the only
    legal target and is chosen without asking."""
    pinger = {"name": "Red Pinger", "types": ["Creature"], "colors": ["R"], "mana_value": 1,
              "power": 1, "toughness": 1, "abilities": [{
                  "kind": "triggered",
                  "label": "When Red Pinger enters, it deals 1 damage to target creature.",
                  "trigger": {"on": "enters", "object": "self"},
                  "targets": [{"object": {"types": ["Creature"], "other": True}}],
                  "effect": [{"do": "damage", "object": "target", "amount": 1}]}]}
    objects = [card("pinger", "Red Pinger", zone="hand"),
               card("safe", "Grizzly Bears", "B", keywords=["Protection from red"]),
               card("hit", "Grizzly Bears", "B")]

    result = play(objects, events=[{"type": "enter", "object": "pinger"}], cards=[pinger])

    assert result["pending_choice"] is None
    assert result["objects"]["hit"]["damage"] == 1
    assert result["objects"]["safe"]["damage"] == 0


def test_at_the_beginning_of_the_end_step_a_trigger_resolves_before_cleanup() -> None:
    """513.1, 603.2: "at the beginning of your end step" triggers as the end step begins and
    resolves before the cleanup step (514); an opponent's end step doesn't trigger it."""
    clock = {"name": "End Clock", "types": ["Enchantment"], "mana_value": 1, "abilities": [{
        "kind": "triggered", "label": "At the beginning of your end step, you gain 1 life.",
        "trigger": {"on": "beginning_of", "step": "end", "player": "you"},
        "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]}
    objects = [card("clock", "End Clock")]

    result = play(objects, events=[{"type": "end_turn"}, {"type": "end_turn"}], cards=[clock])

    assert result["players"]["A"]["life"] == 21
    texts = [s["text"] for s in result["steps"]]
    gained = next(i for i, t in enumerate(texts) if "gains 1 life" in t)
    cleanup = next(i for i, s in enumerate(result["steps"]) if "514.2" in s["rules"])
    assert gained < cleanup


def test_upkeep_triggers_for_each_upkeep() -> None:
    """503.1: "at the beginning of each upkeep" triggers in every player's upkeep."""
    bell = {"name": "Upkeep Bell", "types": ["Enchantment"], "mana_value": 1, "abilities": [{
        "kind": "triggered", "label": "At the beginning of each upkeep, you gain 1 life.",
        "trigger": {"on": "beginning_of", "step": "upkeep", "player": "any"},
        "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]}

    result = play([card("bell", "Upkeep Bell")],
                  events=[{"type": "upkeep"}, {"type": "end_turn"}, {"type": "upkeep"}],
                  cards=[bell])

    assert result["players"]["A"]["life"] == 22


def test_vizier_of_remedies_makes_persist_return_without_a_counter() -> None:
    """Vizier of Remedies: "that many -1/-1 counters minus one" applies to a creature entering
    with counters (614.1c), so Kitchen Finks persists back with none and can persist again."""
    objects = [card("v", "Vizier of Remedies"), card("finks", "Kitchen Finks")]

    result = play(objects, events=[{"type": "destroy", "target": "finks"},
                                   {"type": "destroy", "target": "finks"}])

    assert result["objects"]["finks"]["zone"] == "battlefield"
    assert result["objects"]["finks"]["counters"] == {}
