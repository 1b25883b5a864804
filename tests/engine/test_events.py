"""Events: damage (120), life, counters (122), draws (121), zone changes (400) and entering."""

from __future__ import annotations

import pytest

import engine
from tests.engine.event_helpers import play

BOLT = {"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "stack"}


def test_120_3a_damage_to_a_player_is_life_loss() -> None:
    """120.3a: 3 damage to a player: 3 life lost."""
    result = play([BOLT], [{"type": "damage", "source": "bolt", "target": "B", "amount": 3}])

    assert result["players"]["B"]["life"] == 17


def test_120_3e_damage_to_a_creature_is_marked() -> None:
    """120.3e: damage to a creature is marked on it."""
    ogre = {"id": "ogre", "card": "Wall of Stone", "controller": "B"}

    result = play([BOLT, ogre], [{"type": "damage", "source": "bolt", "target": "ogre",
                                  "amount": 3}])

    assert result["objects"]["ogre"]["damage"] == 3
    assert result["objects"]["ogre"]["zone"] == "battlefield"


def test_120_3f_lifelink_gains_its_controller_life() -> None:
    """120.3f: damage from a source with lifelink makes its controller gain that much."""
    source = {"id": "linker", "name": "Example Lifelinker", "types": ["Creature"], "power": 2,
              "toughness": 2, "keywords": ["Lifelink"], "controller": "A"}

    result = play([source], [{"type": "damage", "source": "linker", "target": "B", "amount": 2,
                              "combat": True}])

    assert result["players"]["A"]["life"] == 22
    assert result["players"]["B"]["life"] == 18


def test_120_3d_wither_damage_is_minus_counters() -> None:
    """120.3d: damage from a source with wither becomes -1/-1 counters, not marked damage."""
    source = {"id": "w", "name": "Example Witherer", "types": ["Creature"], "power": 1,
              "toughness": 1, "keywords": ["Wither"], "controller": "A"}
    wall = {"id": "wall", "card": "Wall of Stone", "controller": "B"}

    result = play([source, wall], [{"type": "damage", "source": "w", "target": "wall",
                                    "amount": 2}])

    assert result["objects"]["wall"]["counters"] == {"-1/-1": 2}
    assert result["objects"]["wall"]["damage"] == 0


def test_120_1a_damage_to_a_noncreature_permanent_does_nothing() -> None:
    """120.1a: only creatures, planeswalkers and players can be dealt damage."""
    land = {"id": "land", "card": "Forest", "controller": "B"}

    result = play([BOLT, land], [{"type": "damage", "source": "bolt", "target": "land",
                                  "amount": 3}])

    assert result["objects"]["land"]["damage"] == 0
    assert any("120.1a" in s["rules"] for s in result["steps"])


def test_lose_and_gain_life_events() -> None:
    """119.3: life gain and loss change the life total."""
    result = play([], [{"type": "lose_life", "player": "A", "amount": 5},
                       {"type": "gain_life", "player": "A", "amount": 2}])

    assert result["players"]["A"]["life"] == 17


def test_leyline_of_punishment_stops_life_gain() -> None:
    """119.7: a player who can't gain life doesn't; it's not replaced by anything (614.7)."""
    objects = [{"id": "leyline", "card": "Leyline of Punishment", "controller": "B"},
               {"id": "boon", "card": "Boon Reflection", "controller": "A"}]

    result = play(objects, [{"type": "gain_life", "player": "A", "amount": 4}])

    assert result["players"]["A"]["life"] == 20
    assert not any(s.get("effect") == "boon" for s in result["steps"])


def test_draw_takes_cards_from_the_library() -> None:
    """121.1: each card drawn leaves the library."""
    result = play([], [{"type": "draw", "player": "A", "amount": 3}])

    assert result["players"]["A"]["library"] == 50


def test_400_7_a_moved_object_loses_counters_and_damage() -> None:
    """400.7, 122.2: an object that changes zones is a new object without counters."""
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "A",
             "counters": {"+1/+1": 2}, "damage": 1, "tapped": True}

    result = play([bears], [{"type": "move", "object": "bears", "to": "hand"}])

    moved = result["objects"]["bears"]
    assert (moved["zone"], moved["counters"], moved["damage"], moved["tapped"]) == (
        "hand", {}, 0, False)


def test_400_3_cards_go_to_their_owners_graveyard() -> None:
    """400.3: a stolen creature goes to its owner's graveyard."""
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "A", "owner": "B"}

    result = play([bears], [{"type": "destroy", "target": "bears"}])

    assert result["objects"]["bears"]["owner"] == "B"
    assert result["objects"]["bears"]["controller"] == "B"
    assert result["objects"]["bears"]["zone"] == "graveyard"


def test_indestructible_permanent_is_not_destroyed() -> None:
    """702.12b: destroy does nothing to an indestructible permanent."""
    result = play([{"id": "myr", "card": "Darksteel Myr", "controller": "A"}],
                  [{"type": "destroy", "target": "myr"}])

    assert result["objects"]["myr"]["zone"] == "battlefield"


def test_400_4a_an_instant_cant_enter_the_battlefield() -> None:
    """400.4a: an instant that would enter the battlefield stays where it is."""
    result = play([BOLT], [{"type": "enter", "object": "bolt"}])

    assert result["objects"]["bolt"]["zone"] == "stack"


def test_entering_permanent_is_untapped_without_counters_by_default() -> None:
    """110.5b: a permanent enters untapped unless an effect says otherwise."""
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "A", "zone": "graveyard"}

    result = play([bears], [{"type": "enter", "object": "bears"}])

    assert result["objects"]["bears"]["zone"] == "battlefield"
    assert result["objects"]["bears"]["tapped"] is False


def test_combat_damage_events_are_simultaneous() -> None:
    """510.2: two creatures trading in combat both die, each dealing its damage."""
    a = {"id": "a", "card": "Grizzly Bears", "controller": "A"}
    b = {"id": "b", "card": "Grizzly Bears", "controller": "B"}
    events = [
        {"type": "damage", "source": "a", "target": "b", "amount": 2, "combat": True},
        {"type": "damage", "source": "b", "target": "a", "amount": 2, "combat": True},
    ]

    result = play([a, b], events)

    assert result["objects"]["a"]["zone"] == "graveyard"
    assert result["objects"]["b"]["zone"] == "graveyard"
    assert any("510.2" in s["rules"] for s in result["steps"])


INFECTOR = {"id": "inf", "name": "Example Infector", "types": ["Creature"], "power": 2,
            "toughness": 2, "keywords": ["Infect"], "controller": "A"}


def test_120_3b_infect_damage_to_a_player_gives_poison_counters() -> None:
    """120.3b: damage from a source with infect gives poison counters, not life loss."""
    result = play([INFECTOR], [{"type": "damage", "source": "inf", "target": "B", "amount": 2,
                                "combat": True}], players=[{"id": "A"}, {"id": "B", "poison": 8}])

    assert result["players"]["B"]["life"] == 20
    assert result["players"]["B"]["poison"] == 10
    assert result["players"]["B"]["lost"] is True


def test_solemnity_stops_poison_counters_from_infect() -> None:
    """Solemnity: players can't get counters, so infect damage to a player does nothing."""
    objects = [INFECTOR, {"id": "s", "card": "Solemnity", "controller": "B"}]

    result = play(objects, [{"type": "damage", "source": "inf", "target": "B", "amount": 2,
                             "combat": True}])

    assert result["players"]["B"]["poison"] == 0
    assert result["players"]["B"]["life"] == 20


def test_an_absurd_number_of_draws_is_a_scenario_error() -> None:
    """Bad input names its field: drawing a million cards in one event is refused."""
    with pytest.raises(engine.ScenarioError) as error:
        play([], [{"type": "draw", "player": "A", "amount": 1_000_000}])

    assert error.value.path == "events[0].amount"
