"""Objects a target player controls, on instants and sorceries (115.1, 109.4;
engine/oracle/templates_target_player.py): real corpus lines read into the exact ability, near
misses left unread, and the engine's side (the filter's "controller": "target" matched against
the spell's own target, engine.turn.resolving) played as scenarios."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole

CREATURES_OF_TARGET = {"types": ["Creature"], "controller": "target"}


def _face(name: str, text: str, types: str = "Instant") -> dict[str, Any]:
    return {"name": name, "types": [types], "text": text}


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Simoon", "Simoon deals 1 damage to each creature target opponent controls.",
     {"kind": "spell", "targets": [{"player": "opponent"}],
      "effect": [{"do": "damage", "objects": CREATURES_OF_TARGET, "amount": 1}]}),
    ("Day", "Creatures target player controls get +1/+1 until end of turn.",
     {"kind": "spell", "targets": [{"player": "any"}], "affects": CREATURES_OF_TARGET,
      "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}],
      "duration": "end_of_turn"}),
    ("Zed", "Put a +1/+1 counter on each creature target player controls.",
     {"kind": "spell", "targets": [{"player": "any"}],
      "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1,
                  "objects": CREATURES_OF_TARGET}]}),
    ("Sudden Spoiling", "Until end of turn, creatures target player controls lose all "
     "abilities and have base power and toughness 0/2.",
     {"kind": "spell", "targets": [{"player": "any"}], "affects": CREATURES_OF_TARGET,
      "modifications": [{"op": "remove_all_abilities"},
                        {"op": "set_pt", "power": 0, "toughness": 2}],
      "duration": "end_of_turn"}),
])
def test_target_player_controls_lines_read_exactly(name: str, text: str,
                                                   ability: dict[str, Any]) -> None:
    """115.1: given a real line naming what target player controls (or a near variant), when
    compiled, then it is the "you control" line's ability with that player as its target and
    its filter's controller "target"."""
    assert read_whole(_face(name, text)) == [ability]


@pytest.mark.parametrize("text", [
    # A restriction: its filter is matched as blocks are declared, without the spell's target.
    "Creatures target player controls can't block this turn.",
    # "you" elsewhere in the line.
    "You gain 1 life for each creature target player controls.",
    # "that player" after it.
    "Tap all creatures target player controls. That player loses 2 life.",
    # Two such phrases.
    "Tap all creatures target player controls and all lands target opponent controls.",
])
def test_target_player_near_misses_stay_unread(text: str) -> None:
    """Near misses of "... target player controls" stay unread."""
    assert compile_face(_face("Zed", text)).not_modelled == (text,)


def _card(name: str, text: str) -> dict[str, Any]:
    face = _face(name, text)
    return {**face, "subtypes": [], "colors": ["R"],
            "abilities": list(compile_face(face).card_abilities())}


def _bear(name: str = "Test Bear") -> dict[str, Any]:
    return {"name": name, "types": ["Creature"], "subtypes": [], "power": 2, "toughness": 2,
            "abilities": []}


def _cast(name: str, text: str, target: str, **extra: Any) -> dict[str, Any]:
    """A casts ``name`` targeting ``target``; A and B have a 2/2 each, B a 1/1 too."""
    return play([{"id": "s", "card": name, "controller": "A", "zone": "hand"},
                 {"id": "mine", "card": "Test Bear", "controller": "A"},
                 {"id": "theirs", "card": "Test Bear", "controller": "B"},
                 {"id": "small", "card": "Test Elf", "controller": "B"}],
                [{"type": "cast", "player": "A", "object": "s", "targets": [target]},
                 *extra.pop("more", [])],
                cards=[_card(name, text), _bear(),
                       {**_bear("Test Elf"), "power": 1, "toughness": 1}], **extra)


SIMOON = "Simoon deals 1 damage to each creature target opponent controls."


def test_simoon_damages_only_the_target_opponents_creatures() -> None:
    """120.3, 115.1: given Simoon targeting B, then each of B's creatures is dealt 1 damage (the
    1/1 dies) and A's isn't."""
    result = _cast("Simoon", SIMOON, "B")

    objects = result["objects"]
    assert (objects["mine"]["damage"], objects["theirs"]["damage"]) == (0, 1)
    assert objects["small"]["zone"] == "graveyard"


def test_simoon_cant_target_its_caster() -> None:
    """115.1: "target opponent": A is no legal target."""
    with pytest.raises(ScenarioError, match="not a legal target"):
        _cast("Simoon", SIMOON, "A")


DAY = "Creatures target player controls get +1/+1 until end of turn."


@pytest.mark.parametrize(("target", "mine", "theirs"), [("A", 3, 2), ("B", 2, 3)])
def test_day_pumps_the_target_players_creatures(target: str, mine: int, theirs: int) -> None:
    """611.2c, 115.1: given Day targeting a player, then only that player's creatures get
    +1/+1 (any player may be the target, its caster too)."""
    result = _cast("Day", DAY, target)

    assert (result["objects"]["mine"]["power"], result["objects"]["theirs"]["power"]) == (
        mine, theirs)


def test_a_creature_the_target_player_gets_later_isnt_pumped() -> None:
    """611.2c: the affected creatures are locked as Day resolves: a creature entering under
    B's control afterwards is a 2/2."""
    result = play([{"id": "s", "card": "Day", "controller": "A", "zone": "hand"},
                   {"id": "theirs", "card": "Test Bear", "controller": "B"},
                   {"id": "late", "card": "Test Bear", "controller": "B", "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "s", "targets": ["B"]},
                   {"type": "resolve"},
                   {"type": "move", "object": "late", "to": "battlefield"}],
                  cards=[_card("Day", DAY), _bear()])

    assert (result["objects"]["theirs"]["power"], result["objects"]["late"]["power"]) == (3, 2)


def test_counters_on_each_creature_the_target_player_controls() -> None:
    """122.1, 115.1: "Put a +1/+1 counter on each creature target player controls." targeting
    A: A's creature gets one, B's don't."""
    text = "Put a +1/+1 counter on each creature target player controls."
    result = _cast("Zed", text, "A")

    assert (result["objects"]["mine"]["counters"], result["objects"]["theirs"]["counters"]) == (
        {"+1/+1": 1}, {})


SAVAGE_ALLIANCE = ("Choose one or more —\n• Creatures target player controls gain trample until "
                   "end of turn.\n• Savage Alliance deals 2 damage to target creature.\n• Savage "
                   "Alliance deals 1 damage to each creature target opponent controls.")


def test_savage_alliance_modes_each_have_their_own_target() -> None:
    """700.2, 601.2c: given the first and third modes, targeting A and B, then A's creature
    gains trample and each of B's creatures is dealt 1 damage."""
    card = {**_card("Savage Alliance", SAVAGE_ALLIANCE), "types": ["Instant"]}
    result = play([{"id": "s", "card": "Savage Alliance", "controller": "A", "zone": "hand"},
                   {"id": "mine", "card": "Test Bear", "controller": "A"},
                   {"id": "theirs", "card": "Test Bear", "controller": "B"}],
                  [{"type": "cast", "player": "A", "object": "s", "mode": [0, 2],
                    "targets": ["A", "B"]}],
                  cards=[card, _bear()])

    assert "Trample" in result["objects"]["mine"]["abilities"]
    assert "Trample" not in result["objects"]["theirs"]["abilities"]
    assert (result["objects"]["mine"]["damage"], result["objects"]["theirs"]["damage"]) == (0, 1)


def test_sudden_spoiling_sets_only_the_target_players_creatures() -> None:
    """613.4b, 613.1f: Sudden Spoiling targeting B: B's creatures are 0/2 until end of turn,
    A's stays 2/2."""
    text = ("Until end of turn, creatures target player controls lose all abilities and have "
            "base power and toughness 0/2.")
    result = _cast("Sudden Spoiling", text, "B")

    objects = result["objects"]
    assert (objects["theirs"]["power"], objects["theirs"]["toughness"]) == (0, 2)
    assert (objects["mine"]["power"], objects["mine"]["toughness"]) == (2, 2)


def test_the_library_sudden_spoiling_targets_a_player() -> None:
    """115.1, 611.2c: the scripted Sudden Spoiling declares its target player (it declared none
    before round 8, so no cast could name B and its filter matched no one): targeting B, B's
    creature is 0/2 and A's is unchanged."""
    result = play([{"id": "s", "card": "Sudden Spoiling", "controller": "A", "zone": "hand"},
                   {"id": "mine", "card": "Test Bear", "controller": "A"},
                   {"id": "theirs", "card": "Test Bear", "controller": "B"}],
                  [{"type": "cast", "player": "A", "object": "s", "targets": ["B"]}],
                  cards=[_bear()])

    assert (result["objects"]["theirs"]["power"], result["objects"]["mine"]["power"]) == (0, 2)
