"""Library cards for triggered abilities, life and cards drawn, played through the engine (603,
119, 120, 121, 503, 513, 700.4).

Each card in ``CARDS`` is in the library with its current Oracle text, and every one is played
here by at least one test: its docstring cites the rules, and where the ruling is subtle the
reasoning is written in the test. The runs answer only the questions a test is about; the
order of one player's simultaneous triggers (603.3b) is answered with the first option where
that order can't change what is asserted.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from engine.library import cards
from tests.engine.event_helpers import play

Events = list[dict[str, Any]]


def card(object_id: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return {"id": object_id, "card": name, "controller": controller, **extra}


def play_through(objects: list[dict[str, Any]], events: Iterable[dict[str, Any]] = (),
                 effects: Iterable[dict[str, Any]] = (), target: str | None = None,
                 **extra: Any) -> dict[str, Any]:
    """Play, answering every 603.3b question (which of a player's simultaneous triggers goes on
    the stack first) with its first option, and every target question with ``target``; any
    other question fails the test."""
    choices: list[dict[str, Any]] = list(extra.pop("choices", []))
    for _ in range(40):
        result = play(objects, list(events), list(effects), choices=choices, **extra)
        pending = result["pending_choice"]
        if pending is None:
            return result
        options = [o["id"] for o in pending["options"]]
        if pending["rules"] == ["603.3b"]:
            answer = options[0]
        elif target is not None and target in options:
            answer = target
        else:
            raise AssertionError(f"unexpected question: {pending['text']}")
        choices.append({"player": pending["player"], "choose": answer})
    raise AssertionError("the scenario kept asking questions")


def life(result: dict[str, Any], player: str) -> int:
    value: int = result["players"][player]["life"]
    return value


def library(result: dict[str, Any], player: str) -> int:
    value: int = result["players"][player]["library"]
    return value


def pt(result: dict[str, Any], object_id: str) -> tuple[int, int]:
    obj = result["objects"][object_id]
    return obj["power"], obj["toughness"]


def gaps(result: dict[str, Any], object_id: str) -> dict[str, str]:
    """What ``not_modelled`` says the engine did not apply on ``object_id``: ability -> gap."""
    return {e["ability"]: e["gap"] for e in result["not_modelled"] if e["object"] == object_id}


def token(name: str, controller: str = "A", amount: int = 1, ident: str = "t",
          **fields: Any) -> dict[str, Any]:
    """A create_token event: ``amount`` 1/1 creature tokens of subtype ``name`` (111.1)."""
    shape = {"types": ["Creature"], "subtypes": [name], "power": 1, "toughness": 1, **fields}
    return {"type": "create_token", "controller": controller, "token": shape, "amount": amount,
            "id": ident}


def check_oracle_lines(names: Iterable[str]) -> None:
    """Each card is in the library; each ability's label is a line of its Oracle text (a
    keyword is named on one), and no Korean name is claimed that isn't known (name_ko "")."""
    for name in names:
        found = cards.find_card(name)

        assert found is not None, name
        oracle = found.text.split("\n")
        for ability in found.abilities:
            if ability.is_keyword:
                assert any(ability.label.lower() in line.lower() for line in oracle), ability
            else:
                assert ability.label in oracle, (name, ability.label)
        assert found.name_ko == ""


def test_the_cards_are_in_the_library_with_their_oracle_lines() -> None:
    """Every card of this module is in the library with its abilities on its Oracle lines."""
    check_oracle_lines(CARDS)


# --- life gained: 119.9, 120.3f --------------------------------------------------------------

LIFE_GAIN = ["Ajani's Pridemate", "Archangel of Thune", "Epicure of Blood", "Sanguine Bond",
             "Exquisite Blood", "Vito, Thorn of the Dusk Rose", "Cliffhaven Vampire",
             "Child of Night", "Gifted Aetherborn", "Vampire Nighthawk"]


def test_ajanis_pridemate_triggers_once_per_lifelink_source() -> None:
    """119.9, 120.3f: two Children of Night dealing combat damage at the same time are two
    sources each making A gain life, so "whenever you gain life" triggers twice: two counters."""
    objects = [card("mate", "Ajani's Pridemate"), card("c1", "Child of Night"),
               card("c2", "Child of Night")]
    events: Events = [
        {"type": "damage", "source": "c1", "target": "B", "amount": 2, "combat": True},
        {"type": "damage", "source": "c2", "target": "B", "amount": 2, "combat": True}]

    result = play_through(objects, events)

    assert life(result, "A") == 24
    assert result["objects"]["mate"]["counters"] == {"+1/+1": 2}
    assert pt(result, "mate") == (4, 4)


def test_ajanis_pridemate_does_not_trigger_on_gaining_zero_life() -> None:
    """119.9: a player who gains 0 life has had no life gain event, so nothing triggers."""
    result = play([card("mate", "Ajani's Pridemate")],
                  [{"type": "gain_life", "player": "A", "amount": 0}])

    assert result["objects"]["mate"]["counters"] == {}


def test_archangel_of_thune_counts_its_own_lifelink() -> None:
    """702.15b, 119.9: the Archangel's lifelink damage makes A gain 3 life; that triggers its own
    ability, a +1/+1 counter on each creature A controls, itself included, not on B's. Its
    flying is applied by the combat rules, so not_modelled lists nothing."""
    objects = [card("thune", "Archangel of Thune"), card("bears", "Grizzly Bears"),
               card("theirs", "Grizzly Bears", "B")]

    result = play(objects, [{"type": "damage", "source": "thune", "target": "B", "amount": 3}])

    assert (life(result, "A"), life(result, "B")) == (23, 17)
    assert pt(result, "thune") == (4, 5)
    assert pt(result, "bears") == (3, 3)
    assert pt(result, "theirs") == (2, 2)
    assert gaps(result, "thune") == {}


def test_epicure_of_blood_drains_once_per_life_gain_not_per_life() -> None:
    """119.9: gaining 5 life at once is one life gain event: each opponent loses 1, not 5."""
    result = play([card("epicure", "Epicure of Blood")],
                  [{"type": "gain_life", "player": "A", "amount": 5}])

    assert (life(result, "A"), life(result, "B")) == (25, 19)


def test_sanguine_bond_makes_the_opponent_lose_that_much() -> None:
    """603.3d: the only opponent is the only legal target; "that much" is the 4 life gained."""
    result = play([card("bond", "Sanguine Bond")],
                  [{"type": "gain_life", "player": "A", "amount": 4}])

    assert life(result, "B") == 16
    assert result["pending_choice"] is None


def test_sanguine_bond_and_exquisite_blood_loop_until_the_opponent_loses() -> None:
    """Each gain makes B lose that much, each loss makes A gain that much: the loop has no end
    by itself, but state-based actions are checked between resolutions (704.3), so B loses at
    0 life (704.5a) and A wins (104.2a). It is no mandatory loop ending in a draw (104.4b)."""
    objects = [card("bond", "Sanguine Bond"), card("blood", "Exquisite Blood")]

    result = play(objects, [{"type": "gain_life", "player": "A", "amount": 1}])

    assert result["players"]["B"]["lost"] is True
    assert result["players"]["A"]["won"] is True
    assert (life(result, "A"), life(result, "B")) == (40, 0)
    assert not any("104.4b" in s["rules"] for s in result["steps"])


def test_exquisite_blood_sees_life_lost_to_damage_but_not_its_controllers() -> None:
    """120.3a: damage to a player is life lost, so Exquisite Blood triggers on it; A's own
    loss of life doesn't trigger it ("an opponent")."""
    objects = [card("blood", "Exquisite Blood"), card("bears", "Grizzly Bears")]
    events: Events = [{"type": "damage", "source": "bears", "target": "B", "amount": 2},
                      {"type": "lose_life", "player": "A", "amount": 3}]

    result = play(objects, events)

    assert (life(result, "A"), life(result, "B")) == (19, 18)


def test_vito_grants_lifelink_only_to_the_creatures_there_as_it_resolved() -> None:
    """611.2c: "creatures you control gain lifelink until end of turn" affects the creatures A
    controlled as the ability resolved; Bears entering later deal damage without lifelink. The
    lifelink gain triggers Vito (119.9): B loses that much. The effect ends in the cleanup step
    (514.2), so on B's turn the first Bears' damage gains nothing."""
    objects = [card("vito", "Vito, Thorn of the Dusk Rose"), card("old", "Grizzly Bears"),
               card("new", "Grizzly Bears", zone="hand")]
    effects = [{"id": "lifelink", "source": "vito", "ability": 1}]
    events: Events = [
        {"type": "enter", "object": "new"},
        {"type": "damage", "source": "old", "target": "B", "amount": 2, "combat": True},
        {"type": "damage", "source": "new", "target": "B", "amount": 2, "combat": True},
        {"type": "end_turn"},
        {"type": "damage", "source": "old", "target": "B", "amount": 2}]

    result = play(objects, events, effects)

    assert life(result, "A") == 22
    assert life(result, "B") == 20 - 2 - 2 - 2 - 2
    assert result["objects"]["old"]["keywords"] == []


def test_cliffhaven_vampire_drains_for_each_life_gain() -> None:
    """119.9: two life gain events, two triggers: each opponent loses 1 each time."""
    result = play([card("cliff", "Cliffhaven Vampire")],
                  [{"type": "gain_life", "player": "A", "amount": 2},
                   {"type": "gain_life", "player": "A", "amount": 3}])

    assert (life(result, "A"), life(result, "B")) == (25, 18)
    assert gaps(result, "cliff") == {}


def test_gifted_aetherborn_kills_with_one_damage_and_gains_that_life() -> None:
    """702.2b, 704.5h: 1 damage from a deathtouch source destroys the 2/2; 702.15b: its
    lifelink makes A gain 1 life from the same damage, also dealt to a creature."""
    objects = [card("born", "Gifted Aetherborn"), card("bears", "Grizzly Bears", "B")]

    result = play(objects, [{"type": "damage", "source": "born", "target": "bears", "amount": 1}])

    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert life(result, "A") == 21


def test_vampire_nighthawk_deathtouch_does_not_destroy_an_indestructible_creature() -> None:
    """702.12b: deathtouch damage makes 704.5h apply, but 704.5h destroys and indestructible
    stops destruction, so Darksteel Colossus stays; lifelink still gains 2 (702.15b)."""
    objects = [card("hawk", "Vampire Nighthawk"), card("colossus", "Darksteel Colossus", "B")]

    result = play(objects, [{"type": "damage", "source": "hawk", "target": "colossus",
                             "amount": 2}])

    assert result["objects"]["colossus"]["zone"] == "battlefield"
    assert result["objects"]["colossus"]["damage"] == 2
    assert life(result, "A") == 22
    assert gaps(result, "hawk") == {}


# --- dies and enters: 603.6a, 603.10a, 700.4 -------------------------------------------------

DIES_AND_ENTERS = ["Falkenrath Noble", "Vindictive Vampire", "Poison-Tip Archer", "Corpse Knight",
                   "Ajani's Welcome", "Essence Warden", "Elas il-Kor, Sadistic Pilgrim",
                   "Dark Prophecy", "Midnight Reaper", "Impact Tremors"]


def test_falkenrath_noble_sees_itself_die_with_another_creature() -> None:
    """603.10a: "this creature or another creature dies" looks back in time, so when the Noble
    and B's Bears die in the same state-based action (704.5g), it triggers for both; each
    targets a player (603.3d), here B: B loses 2, A gains 2."""
    objects = [card("noble", "Falkenrath Noble", damage=2),
               card("bears", "Grizzly Bears", "B", damage=2)]

    result = play_through(objects, target="B")

    assert result["objects"]["noble"]["zone"] == "graveyard"
    assert (life(result, "A"), life(result, "B")) == (22, 18)


def test_vindictive_vampire_counts_only_another_creature_you_control() -> None:
    """"Another creature you control dies": B's creature dying triggers nothing, A's Bears
    dying makes the Vampire deal 1 damage to each opponent (120.3a: B loses 1) and A gain 1;
    the Vampire dying afterwards triggers nothing ("another")."""
    objects = [card("vamp", "Vindictive Vampire"), card("mine", "Grizzly Bears"),
               card("theirs", "Grizzly Bears", "B")]
    events: Events = [{"type": "destroy", "target": "theirs"},
                      {"type": "destroy", "target": "mine"}, {"type": "destroy", "target": "vamp"}]

    result = play(objects, events)

    assert (life(result, "A"), life(result, "B")) == (21, 19)
    assert any("deals 1 damage to B" in s["text"] for s in result["steps"])


def test_poison_tip_archer_kills_with_deathtouch_and_drains_for_any_other_death() -> None:
    """702.2b, 704.5h: 1 deathtouch damage destroys B's Bears; "another creature dies" counts
    every player's creatures (700.4), so B loses 1 for B's Bears and 1 for A's. Reach isn't
    applied (combat)."""
    objects = [card("archer", "Poison-Tip Archer"), card("mine", "Grizzly Bears"),
               card("theirs", "Grizzly Bears", "B")]
    events: Events = [{"type": "damage", "source": "archer", "target": "theirs", "amount": 1},
                      {"type": "destroy", "target": "mine"}]

    result = play(objects, events)

    assert result["objects"]["theirs"]["zone"] == "graveyard"
    assert (life(result, "A"), life(result, "B")) == (20, 18)
    assert gaps(result, "archer") == {}


def test_corpse_knight_drains_for_each_token_entering() -> None:
    """111.1, 603.6a: three tokens created under A's control each enter the battlefield, so
    "another creature you control enters" triggers three times; B's token triggers nothing."""
    objects = [card("knight", "Corpse Knight")]
    events: Events = [token("Soldier", amount=3), token("Goblin", controller="B", ident="g")]

    result = play_through(objects, events)

    assert life(result, "B") == 17


def test_ajanis_welcome_sees_the_creature_it_gains_for() -> None:
    """603.6a: "a creature you control enters" includes Corpse Knight itself; Corpse Knight
    entering doesn't trigger itself ("another"). A gains 1 and B loses nothing."""
    objects = [card("welcome", "Ajani's Welcome"), card("knight", "Corpse Knight", zone="hand")]

    result = play(objects, [{"type": "enter", "object": "knight"}])

    assert (life(result, "A"), life(result, "B")) == (21, 20)


def test_essence_warden_gains_for_every_players_creature_but_itself() -> None:
    """"Another creature enters": B's Bears entering triggers it, the Warden's own entering
    doesn't (it was not on the battlefield to see itself arrive as "another")."""
    objects = [card("warden", "Essence Warden", zone="hand"),
               card("bears", "Grizzly Bears", "B", zone="hand")]

    result = play(objects, [{"type": "enter", "object": "warden"},
                            {"type": "enter", "object": "bears"}])

    assert life(result, "A") == 21


def test_elas_il_kor_gains_for_an_entering_creature_and_misses_a_later_death() -> None:
    """The Bears entering gain A 1 life. Then Elas dies first, in its own event; the Bears die
    in a later one, when Elas is no longer on the battlefield to see it (603.10a looks back
    only to just before the event): B loses nothing."""
    objects = [card("elas", "Elas il-Kor, Sadistic Pilgrim"),
               card("bears", "Grizzly Bears", zone="hand"),
               card("pyroclasm", "Pyroclasm", "B", zone="stack")]
    events: Events = [{"type": "enter", "object": "bears"},
                      {"type": "damage", "source": "pyroclasm", "target": "elas", "amount": 2},
                      {"type": "damage", "source": "pyroclasm", "target": "bears", "amount": 2}]

    result = play(objects, events)

    assert result["objects"]["elas"]["zone"] == "graveyard"
    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert (life(result, "A"), life(result, "B")) == (21, 20)


def test_elas_il_kor_triggers_for_a_creature_dying_in_the_same_event() -> None:
    """603.10a, 704.3: both have lethal damage when state-based actions are checked: they die
    at the same time, and Elas's leaves-the-battlefield ability sees the Bears die."""
    objects = [card("elas", "Elas il-Kor, Sadistic Pilgrim", damage=2),
               card("bears", "Grizzly Bears", damage=2)]

    result = play(objects)

    assert life(result, "B") == 19


def test_dark_prophecy_draws_for_each_creature_and_token_of_yours_that_dies() -> None:
    """700.4, 111.7: a token that dies is a creature put into a graveyard from the battlefield
    before it ceases to exist, so it triggers Dark Prophecy as the Bears do: 2 cards, 2 life.
    B's creature dying triggers nothing."""
    objects = [card("prophecy", "Dark Prophecy"), card("bears", "Grizzly Bears"),
               card("theirs", "Grizzly Bears", "B")]
    events: Events = [
        token("Soldier"), {"type": "destroy", "target": "t"},
        {"type": "destroy", "target": "bears"}, {"type": "destroy", "target": "theirs"}]

    result = play(objects, events)

    assert (life(result, "A"), library(result, "A")) == (18, 51)


def test_midnight_reaper_sees_its_own_death_but_not_a_tokens() -> None:
    """"A nontoken creature you control dies" has no "another": the Reaper dying with the
    Bears triggers for both (603.10a): 2 damage to A, 2 cards. A token dying doesn't trigger."""
    objects = [card("reaper", "Midnight Reaper", damage=2),
               card("bears", "Grizzly Bears", damage=2)]

    dies: Events = [token("Soldier"), {"type": "destroy", "target": "t"}]

    both = play_through(objects)
    token_only = play([card("reaper", "Midnight Reaper")], dies)

    assert (life(both, "A"), library(both, "A")) == (18, 51)
    assert (life(token_only, "A"), library(token_only, "A")) == (20, 53)


def test_impact_tremors_deals_damage_for_each_token_created() -> None:
    """111.1, 603.6a: each of the three Goblin tokens entering under A's control triggers Impact
    Tremors: 3 damage to B. A token B creates doesn't."""
    objects = [card("tremors", "Impact Tremors")]
    events: Events = [token("Goblin", amount=3), token("Goblin", controller="B", ident="g")]

    result = play_through(objects, events)

    assert life(result, "B") == 17


# --- when this creature enters: 603.6a --------------------------------------------------------

ENTERS = ["Lone Missionary", "Siege Rhino", "Vampire Sovereign", "Wall of Omens",
          "Elvish Visionary", "Wall of Blossoms", "Phyrexian Rager", "Dusk Legion Zealot",
          "Inspiring Overseer", "Cloudblazer", "Baleful Strix"]


def test_lone_missionary_gains_four_as_it_enters() -> None:
    """603.6a: the enters ability triggers as it enters the battlefield from the hand."""
    result = play([card("kor", "Lone Missionary", zone="hand")],
                  [{"type": "enter", "object": "kor"}])

    assert life(result, "A") == 24


def test_siege_rhino_drains_each_opponent() -> None:
    """603.6a: "each opponent loses 3 life and you gain 3 life" has no target; trample is for
    combat, which isn't modelled, and not_modelled says so."""
    result = play([card("rhino", "Siege Rhino", zone="hand")],
                  [{"type": "enter", "object": "rhino"}],
                  players=[{"id": "A"}, {"id": "B"}, {"id": "C"}])

    assert [life(result, p) for p in "ABC"] == [23, 17, 17]
    assert gaps(result, "rhino") == {}


def test_vampire_sovereign_targets_one_opponent() -> None:
    """603.3d: with two opponents A chooses the target as the ability goes on the stack; only
    that opponent loses 3 life."""
    players = [{"id": "A"}, {"id": "B"}, {"id": "C"}]
    objects = [card("sovereign", "Vampire Sovereign", zone="hand")]
    events = [{"type": "enter", "object": "sovereign"}]

    asked = play(objects, events, players=players)
    answered = play(objects, events, players=players, choices=[{"player": "A", "choose": "C"}])

    assert sorted(o["id"] for o in asked["pending_choice"]["options"]) == ["B", "C"]
    assert [life(answered, p) for p in "ABC"] == [23, 20, 17]


@pytest.mark.parametrize("name", ["Wall of Omens", "Elvish Visionary", "Wall of Blossoms"])
def test_a_creature_that_draws_a_card_as_it_enters(name: str) -> None:
    """603.6a, 121.1: its enters ability draws A a card; the walls' defender is applied by
    the combat rules, so nothing is listed."""
    result = play([card("it", name, zone="hand")], [{"type": "enter", "object": "it"}])

    assert library(result, "A") == 52
    defender: dict[str, str] = {}  # Defender is applied by the combat rules (702.3b)
    assert gaps(result, "it") == defender


@pytest.mark.parametrize("name", ["Phyrexian Rager", "Dusk Legion Zealot"])
def test_draw_and_lose_one_life_as_it_enters(name: str) -> None:
    """603.6a: A draws a card and loses 1 life."""
    result = play([card("it", name, zone="hand")], [{"type": "enter", "object": "it"}])

    assert (life(result, "A"), library(result, "A")) == (19, 52)


def test_phyrexian_rager_draws_from_an_empty_library_and_its_controller_loses() -> None:
    """121.4, 704.5b: "you draw a card" with no card in the library is an attempt to draw from an
    empty library; A loses the next time state-based actions are checked, after the ability
    resolved, not before losing the 1 life."""
    result = play([card("rager", "Phyrexian Rager", zone="hand")],
                  [{"type": "enter", "object": "rager"}],
                  players=[{"id": "A", "library": 0}, {"id": "B"}])

    assert result["players"]["A"]["lost"] is True
    assert life(result, "A") == 19
    assert any("704.5b" in s["rules"] for s in result["steps"])


def test_inspiring_overseer_gains_and_draws() -> None:
    """603.6a: A gains 1 life and draws a card; its flying is applied by the combat rules."""
    result = play([card("angel", "Inspiring Overseer", zone="hand")],
                  [{"type": "enter", "object": "angel"}])

    assert (life(result, "A"), library(result, "A")) == (21, 52)
    assert gaps(result, "angel") == {}


def test_cloudblazer_gains_two_and_draws_two() -> None:
    """603.6a, 121.2: A gains 2 life and draws two cards, one at a time."""
    result = play([card("scout", "Cloudblazer", zone="hand")],
                  [{"type": "enter", "object": "scout"}])

    assert (life(result, "A"), library(result, "A")) == (22, 51)
    assert len([s for s in result["steps"] if "121.1" in s["rules"]]) == 2


def test_baleful_strix_draws_and_is_an_artifact_with_deathtouch() -> None:
    """603.6a: it draws a card as it enters; its 1 deathtouch damage destroys Siege Rhino
    (702.2b, 704.5h). It is an artifact creature, which Manic Vandal can target."""
    objects = [card("strix", "Baleful Strix", zone="hand"), card("rhino", "Siege Rhino", "B")]
    events: Events = [{"type": "enter", "object": "strix"},
                      {"type": "damage", "source": "strix", "target": "rhino", "amount": 1}]

    result = play(objects, events)

    assert library(result, "A") == 52
    assert result["objects"]["rhino"]["zone"] == "graveyard"
    assert result["objects"]["strix"]["types"] == ["Artifact", "Creature"]


# --- enters with targets, damage and counters: 603.3d, 608.2b, 704.5q --------------------------

TARGETS_AND_COUNTERS = ["Ravenous Chupacabra", "Flametongue Kavu", "Acidic Slime", "Manic Vandal",
                        "Indrik Stomphowler", "Raging Swordtooth", "Skinrender",
                        "Good-Fortune Unicorn", "Juniper Order Ranger", "Cathars' Crusade",
                        "Kabira Crossroads", "Scoured Barrens"]


def test_ravenous_chupacabra_chooses_among_the_opponents_creatures() -> None:
    """603.3d: the legal targets are the creatures an opponent controls (not A's Bears); A
    chooses. Destroying Darksteel Myr does nothing (702.12b); the Bears are destroyed."""
    objects = [card("chupa", "Ravenous Chupacabra", zone="hand"), card("mine", "Grizzly Bears"),
               card("myr", "Darksteel Myr", "B"), card("bears", "Grizzly Bears", "B")]
    events = [{"type": "enter", "object": "chupa"}]

    asked = play(objects, events)
    on_myr = play(objects, events, choices=[{"player": "A", "choose": "myr"}])
    on_bears = play(objects, events, choices=[{"player": "A", "choose": "bears"}])

    assert sorted(o["id"] for o in asked["pending_choice"]["options"]) == ["bears", "myr"]
    assert on_myr["objects"]["myr"]["zone"] == "battlefield"
    assert on_bears["objects"]["bears"]["zone"] == "graveyard"


def test_flametongue_kavu_alone_must_target_itself() -> None:
    """603.3d: "target creature" has a legal target, the Kavu itself, so it must be chosen; the
    ability isn't removed for lack of a better one. 4 damage destroys the 4/2 (704.5g)."""
    result = play([card("kavu", "Flametongue Kavu", zone="hand")],
                  [{"type": "enter", "object": "kavu"}])

    assert result["objects"]["kavu"]["zone"] == "graveyard"
    assert any("targeting Flametongue Kavu" in s["text"] for s in result["steps"])


def test_flametongue_kavu_offers_every_creature_as_a_target() -> None:
    """603.3d: with another creature on the battlefield, A chooses: the Kavu or B's Bears."""
    objects = [card("kavu", "Flametongue Kavu", zone="hand"), card("bears", "Grizzly Bears", "B")]
    events = [{"type": "enter", "object": "kavu"}]

    asked = play(objects, events)
    answered = play(objects, events, choices=[{"player": "A", "choose": "bears"}])

    assert sorted(o["id"] for o in asked["pending_choice"]["options"]) == ["bears", "kavu"]
    assert answered["objects"]["bears"]["zone"] == "graveyard"
    assert answered["objects"]["kavu"]["zone"] == "battlefield"


def test_acidic_slime_destroys_a_land() -> None:
    """603.3d: the only artifact, enchantment or land is B's Forest, chosen without asking."""
    objects = [card("slime", "Acidic Slime", zone="hand"), card("forest", "Forest", "B")]

    result = play(objects, [{"type": "enter", "object": "slime"}])

    assert result["objects"]["forest"]["zone"] == "graveyard"
    assert result["pending_choice"] is None


def test_manic_vandal_cannot_destroy_an_indestructible_artifact() -> None:
    """702.12b: Darksteel Citadel is a legal target, so it is chosen, but destroy does nothing
    to it; Baleful Strix, an artifact creature, is destroyed."""
    citadel = play([card("vandal", "Manic Vandal", zone="hand"),
                    card("citadel", "Darksteel Citadel", "B")],
                   [{"type": "enter", "object": "vandal"}])
    strix = play([card("vandal", "Manic Vandal", zone="hand"), card("strix", "Baleful Strix", "B")],
                 [{"type": "enter", "object": "vandal"}])

    assert citadel["objects"]["citadel"]["zone"] == "battlefield"
    assert strix["objects"]["strix"]["zone"] == "graveyard"


def test_indrik_stomphowler_destroys_an_enchantment() -> None:
    """603.3d: B's Sanguine Bond is the only artifact or enchantment: it is destroyed."""
    objects = [card("indrik", "Indrik Stomphowler", zone="hand"),
               card("bond", "Sanguine Bond", "B")]

    result = play(objects, [{"type": "enter", "object": "indrik"}])

    assert result["objects"]["bond"]["zone"] == "graveyard"


@pytest.mark.parametrize("first", ["swordtooth", "warden"])
def test_raging_swordtooth_and_essence_warden_in_either_order(first: str) -> None:
    """603.3b: the Swordtooth entering triggers its own ability and A's Essence Warden; A orders
    them. Whichever resolves first, A gains 1: an ability on the stack is independent of its
    source (113.7a), so the Warden's resolves even after 1 damage killed the Warden. B's Bears
    survive with 1 damage; the Swordtooth isn't dealt any ("each other creature")."""
    objects = [card("swordtooth", "Raging Swordtooth", zone="hand"),
               card("warden", "Essence Warden"), card("bears", "Grizzly Bears", "B")]
    events = [{"type": "enter", "object": "swordtooth"}]
    asked = play(objects, events)
    put_first = next(o["id"] for o in asked["pending_choice"]["options"]
                     if o["id"].startswith(first))

    result = play(objects, events, choices=[{"player": "A", "choose": put_first}])

    assert life(result, "A") == 21
    assert result["objects"]["warden"]["zone"] == "graveyard"
    assert result["objects"]["bears"]["damage"] == 1
    assert result["objects"]["swordtooth"]["damage"] == 0


def test_skinrenders_counters_annihilate_with_plus_counters() -> None:
    """704.5q: three -1/-1 counters on Bears with two +1/+1 counters: two of each are removed as
    a state-based action, leaving one -1/-1 counter: a 1/1."""
    objects = [card("render", "Skinrender", zone="hand"),
               card("bears", "Grizzly Bears", "B", counters={"+1/+1": 2})]
    events = [{"type": "enter", "object": "render"}]

    result = play(objects, events, choices=[{"player": "A", "choose": "bears"}])

    assert result["objects"]["bears"]["counters"] == {"-1/-1": 1}
    assert pt(result, "bears") == (1, 1)
    assert any("704.5q" in s["rules"] for s in result["steps"])


def test_counters_that_cancel_out_are_described_once() -> None:
    """704.5q, 122.3: two +1/+1 and three -1/-1 counters: one state-based action removes two of
    each, and the trace says so in one step (not one per kind, and again per event)."""
    objects = [card("render", "Skinrender", zone="hand"),
               card("bears", "Grizzly Bears", "B", counters={"+1/+1": 2})]
    events = [{"type": "enter", "object": "render"}]

    result = play(objects, events, choices=[{"player": "A", "choose": "bears"}])

    removals = [s for s in result["steps"] if "removed from Grizzly Bears" in s["text"]]
    assert len(removals) == 1
    assert removals[0]["rules"] == ["704.3", "704.5q", "122.3"]
    assert "2 +1/+1 and 2 -1/-1 counters" in removals[0]["text"]


def test_skinrender_alone_puts_the_counters_on_itself() -> None:
    """603.3d, 704.5f: the only creature is the Skinrender: it gets the counters and, at 0
    toughness, is put into its owner's graveyard."""
    result = play([card("render", "Skinrender", zone="hand")],
                  [{"type": "enter", "object": "render"}])

    assert result["objects"]["render"]["zone"] == "graveyard"


def test_good_fortune_unicorn_puts_a_counter_on_the_creature_that_entered() -> None:
    """"That creature" is the one whose entering triggered it (603.2): with Hardened Scales the
    Bears get two counters; the Unicorn entering doesn't trigger itself ("another")."""
    objects = [card("unicorn", "Good-Fortune Unicorn", zone="hand"),
               card("scales", "Hardened Scales"), card("bears", "Grizzly Bears", zone="hand")]

    result = play(objects, [{"type": "enter", "object": "unicorn"},
                            {"type": "enter", "object": "bears"}])

    assert result["objects"]["bears"]["counters"] == {"+1/+1": 2}
    assert result["objects"]["unicorn"]["counters"] == {}


def test_juniper_order_ranger_grows_the_newcomer_and_itself() -> None:
    """603.2: a token entering under A's control gets a +1/+1 counter, and so does the Ranger."""
    result = play([card("ranger", "Juniper Order Ranger")], [token("Soldier")])

    assert pt(result, "t") == (2, 2)
    assert pt(result, "ranger") == (3, 5)


def test_cathars_crusade_triggers_for_each_token_created_at_once() -> None:
    """111.1, 603.2: three tokens enter, three triggers; each resolves after all three are on
    the battlefield and puts a counter on each of them: three counters each, 4/4."""
    result = play_through([card("crusade", "Cathars' Crusade")], [token("Soldier", amount=3)])

    assert [pt(result, t) for t in ("t", "t.2", "t.3")] == [(4, 4)] * 3


def test_cathars_crusade_lets_kitchen_finks_persist_again() -> None:
    """702.79a, 704.5q: Finks persists back with a -1/-1 counter; its entering triggers the
    Crusade, whose +1/+1 counter annihilates with the -1/-1 counter. With no -1/-1 counter, it
    persists again the next time it dies: two returns, two life gains."""
    objects = [card("crusade", "Cathars' Crusade"), card("finks", "Kitchen Finks")]
    events = [{"type": "destroy", "target": "finks"}, {"type": "destroy", "target": "finks"}]

    result = play_through(objects, events)

    assert result["objects"]["finks"]["zone"] == "battlefield"
    assert result["objects"]["finks"]["counters"] == {}
    assert life(result, "A") == 24


def test_kabira_crossroads_enters_tapped_and_gains_two() -> None:
    """614.1c: it enters tapped (a replacement), then its enters ability gains 2 (603.6a); its
    mana ability is listed among its abilities."""
    result = play([card("kabira", "Kabira Crossroads", zone="hand")],
                  [{"type": "enter", "object": "kabira"}])

    assert result["objects"]["kabira"]["tapped"] is True
    assert life(result, "A") == 22
    assert "{T}: Add {W}." in result["objects"]["kabira"]["abilities"]


def test_scoured_barrens_life_gain_triggers_ajanis_pridemate() -> None:
    """119.9: the land's life gain is a life gain event: Ajani's Pridemate gets a counter."""
    objects = [card("barrens", "Scoured Barrens", zone="hand"), card("mate", "Ajani's Pridemate")]

    result = play(objects, [{"type": "enter", "object": "barrens"}])

    assert result["objects"]["barrens"]["tapped"] is True
    assert (life(result, "A"), pt(result, "mate")) == (21, (3, 3))


# --- draws, damage to players, the upkeep and the end step: 121, 120.3a, 503.1, 513.1 ---------

DRAWS_AND_STEPS = ["Sheoldred, the Apocalypse", "Underworld Dreams", "Fate Unraveler",
                   "Scroll Thief", "Thieving Magpie", "Phyrexian Arena", "Juzam Djinn",
                   "Fledgling Djinn", "Sulfuric Vortex", "Ball Lightning", "Spark Elemental"]


def test_sheoldred_triggers_once_for_each_card_drawn() -> None:
    """121.2: drawing two cards is two draws: A gains 2 twice; B's one draw makes B lose 2."""
    events: Events = [{"type": "draw", "player": "A", "amount": 2},
                      {"type": "draw", "player": "B", "amount": 1}]

    result = play_through([card("sheoldred", "Sheoldred, the Apocalypse")], events)

    assert (life(result, "A"), life(result, "B")) == (24, 18)


def test_sheoldred_with_cloudblazer_gains_for_each_of_the_two_cards() -> None:
    """121.2: Cloudblazer's "draw two cards" is two draws, each a trigger: 2 + 2 + 2 life."""
    objects = [card("scout", "Cloudblazer", zone="hand"),
               card("sheoldred", "Sheoldred, the Apocalypse")]

    result = play_through(objects, [{"type": "enter", "object": "scout"}])

    assert (life(result, "A"), library(result, "A")) == (26, 51)


def test_underworld_dreams_and_fate_unraveler_punish_each_card_an_opponent_draws() -> None:
    """121.2: B draws two cards, two draws; each of the two abilities triggers for each: 4
    damage to B (120.3a). A's own draw triggers neither ("an opponent")."""
    objects = [card("dreams", "Underworld Dreams"), card("hag", "Fate Unraveler")]
    events: Events = [{"type": "draw", "player": "B", "amount": 2},
                      {"type": "draw", "player": "A", "amount": 1}]

    result = play_through(objects, events)

    assert (life(result, "A"), life(result, "B")) == (20, 16)


def test_underworld_dreams_and_sheoldred_can_kill_on_a_draw() -> None:
    """B at 3 life draws: Sheoldred's 2 life lost and the Dreams' 1 damage bring B to 0, and B
    loses when state-based actions are next checked (704.5a)."""
    objects = [card("dreams", "Underworld Dreams"),
               card("sheoldred", "Sheoldred, the Apocalypse")]

    result = play_through(objects, [{"type": "draw", "player": "B", "amount": 1}],
                          players=[{"id": "A"}, {"id": "B", "life": 3}])

    assert result["players"]["B"]["lost"] is True


def test_scroll_thief_draws_only_for_combat_damage_to_a_player() -> None:
    """Its trigger is combat damage to a player: noncombat damage to B and combat damage to a
    creature draw nothing; combat damage to B draws one card."""
    objects = [card("thief", "Scroll Thief"), card("bears", "Grizzly Bears", "B")]
    events: Events = [
        {"type": "damage", "source": "thief", "target": "B", "amount": 1},
        {"type": "damage", "source": "thief", "target": "bears", "amount": 1, "combat": True},
        {"type": "damage", "source": "thief", "target": "B", "amount": 1, "combat": True}]

    result = play(objects, events)

    assert library(result, "A") == 52


def test_thieving_magpie_draws_for_any_damage_to_an_opponent() -> None:
    """"Deals damage to an opponent": noncombat damage counts, damage to a creature doesn't.
    Its flying is applied by the combat rules."""
    objects = [card("magpie", "Thieving Magpie"), card("bears", "Grizzly Bears", "B")]
    events: Events = [{"type": "damage", "source": "magpie", "target": "B", "amount": 1},
                      {"type": "damage", "source": "magpie", "target": "bears", "amount": 1}]

    result = play(objects, events)

    assert library(result, "A") == 52
    assert gaps(result, "magpie") == {}


def test_phyrexian_arena_triggers_in_its_controllers_upkeep_only() -> None:
    """503.1, 603.2: "your upkeep": in A's upkeep A draws and loses 1; after the turn passes,
    B's upkeep triggers nothing."""
    events: Events = [{"type": "upkeep"}, {"type": "end_turn"}, {"type": "upkeep"}]

    result = play([card("arena", "Phyrexian Arena")], events)

    assert (life(result, "A"), library(result, "A")) == (19, 52)
    assert library(result, "B") == 53


def test_juzam_djinn_can_deal_its_controller_the_last_point_of_damage() -> None:
    """120.3a, 704.5a: at 1 life, the Djinn's 1 damage in A's upkeep makes A lose."""
    result = play([card("djinn", "Juzam Djinn")], [{"type": "upkeep"}],
                  players=[{"id": "A", "life": 1}, {"id": "B"}])

    assert result["players"]["A"]["lost"] is True
    assert result["players"]["B"]["won"] is True


def test_fledgling_djinn_hurts_in_each_of_its_controllers_upkeeps() -> None:
    """503.1: A's two upkeeps deal A 1 damage each; B's upkeep between them doesn't."""
    events: Events = [{"type": "upkeep"}, {"type": "end_turn"}, {"type": "upkeep"},
                      {"type": "end_turn"}, {"type": "upkeep"}]

    result = play([card("djinn", "Fledgling Djinn")], events)

    assert (life(result, "A"), life(result, "B")) == (18, 20)
    assert gaps(result, "djinn") == {}


def test_sulfuric_vortex_burns_each_player_in_their_upkeep_and_stops_life_gain() -> None:
    """503.1: "each player's upkeep": A takes 2 in A's upkeep, B in B's. 614.1a, 119.10: B's
    Lone Missionary would gain 4 life; B gains no life instead, so no life gain event happened
    and B's Ajani's Pridemate doesn't trigger (119.9)."""
    objects = [card("vortex", "Sulfuric Vortex"), card("mate", "Ajani's Pridemate", "B"),
               card("kor", "Lone Missionary", "B", zone="hand")]
    events: Events = [{"type": "upkeep"}, {"type": "end_turn"}, {"type": "upkeep"},
                      {"type": "enter", "object": "kor"}]

    result = play(objects, events)

    assert (life(result, "A"), life(result, "B")) == (18, 18)
    assert result["objects"]["mate"]["counters"] == {}
    assert any(s["kind"] == "replacement" for s in result["steps"])


def test_ball_lightning_is_sacrificed_at_every_end_step_and_dies() -> None:
    """513.1: "the end step" is every player's: B's Ball Lightning is sacrificed in A's end step;
    it dies (700.4), which B's Dark Prophecy sees: B draws and loses 1. Its trample and haste
    are applied by the combat rules, so nothing is listed."""
    objects = [card("ball", "Ball Lightning", "B"), card("prophecy", "Dark Prophecy", "B")]

    result = play(objects, [{"type": "end_turn"}])

    assert result["objects"]["ball"]["zone"] == "graveyard"
    assert (life(result, "B"), library(result, "B")) == (19, 52)
    assert gaps(result, "ball") == {}


def test_spark_elemental_is_sacrificed_even_if_indestructible() -> None:
    """701.17a: sacrificing isn't destroying, so indestructible doesn't keep it."""
    spark = card("spark", "Spark Elemental", keywords=["Trample", "Haste", "Indestructible"])

    result = play([spark], [{"type": "end_turn"}])

    assert result["objects"]["spark"]["zone"] == "graveyard"


CARDS = [*LIFE_GAIN, *DIES_AND_ENTERS, *ENTERS, *TARGETS_AND_COUNTERS, *DRAWS_AND_STEPS]
