"""The library's combat staples in combat (506-511): each plays as its Oracle text says."""

from __future__ import annotations

from typing import Any

import pytest

from engine.errors import ScenarioError
from tests.engine.event_helpers import play


def card(ident: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return {"id": ident, "card": name, "controller": controller, **extra}


def attack(*ids: str) -> dict[str, Any]:
    return {"type": "attack", "attackers": [{"object": i} for i in ids]}


def block(**blocks: str | list[str]) -> dict[str, Any]:
    return {"type": "block", "blockers": [{"object": b, "blocking": a}
                                          for b, a in blocks.items()]}


DAMAGE = {"type": "combat_damage"}


def test_serra_angel_attacks_without_tapping_and_giant_spider_blocks_it() -> None:
    """702.20b, 702.17b: Serra Angel (flying, vigilance) stays untapped; Giant Spider (reach)
    may block it, and takes 4 (2/4: destroyed)."""
    objects = [card("angel", "Serra Angel"), card("spider", "Giant Spider", "B")]

    result = play(objects, [attack("angel"), block(spider="angel"), DAMAGE])

    assert result["objects"]["angel"]["tapped"] is False
    assert result["objects"]["spider"]["zone"] == "graveyard"
    assert result["objects"]["angel"]["damage"] == 2


def test_wind_drake_cant_be_blocked_by_hill_giant() -> None:
    """702.9b: Hill Giant has neither flying nor reach."""
    objects = [card("drake", "Wind Drake"), card("giant", "Hill Giant", "B")]

    with pytest.raises(ScenarioError, match=r"702\.9b"):
        play(objects, [attack("drake"), block(giant="drake")])


def test_pride_guardian_gains_3_life_when_it_blocks() -> None:
    """509.1i: "Whenever Pride Guardian blocks, you gain 3 life."""
    objects = [card("bears", "Grizzly Bears"), card("guardian", "Pride Guardian", "B")]

    result = play(objects, [attack("bears"), block(guardian="bears"), DAMAGE])

    assert result["players"]["B"]["life"] == 23


def test_palace_guard_blocks_any_number_of_creatures() -> None:
    """509.1a: Palace Guard (1/4) blocks three attackers and divides its 1 damage."""
    objects = [card("g1", "Grizzly Bears"), card("g2", "Grizzly Bears"),
               card("g3", "Grizzly Bears"),
               card("guard", "Palace Guard", "B")]

    result = play(objects, [attack("g1", "g2", "g3"), block(guard=["g1", "g2", "g3"]),
                            {"type": "combat_damage", "assign": {"guard": {"g1": 1}}}])

    assert result["objects"]["guard"]["zone"] == "graveyard"
    assert result["objects"]["g1"]["damage"] == 1


def test_jungle_lion_cant_block() -> None:
    """509.1b: "Jungle Lion can't block." makes its block illegal."""
    objects = [card("bears", "Grizzly Bears"), card("lion", "Jungle Lion", "B")]

    with pytest.raises(ScenarioError, match=r"509\.1b"):
        play(objects, [attack("bears"), block(lion="bears")])


def test_markov_blademaster_triggers_in_both_damage_steps() -> None:
    """702.4b, 510.3a: unblocked with double strike it deals combat damage to B twice, and its
    "put a +1/+1 counter on it" triggers after each step: 1 then 2 damage."""
    result = play([card("mb", "Markov Blademaster")], [attack("mb"), DAMAGE])

    assert result["players"]["B"]["life"] == 17
    assert result["objects"]["mb"]["counters"] == {"+1/+1": 2}


@pytest.mark.parametrize("fog", ["Root Snare", "Holy Day", "Fog"])
def test_fog_effects_prevent_all_combat_damage(fog: str) -> None:
    """615: "Prevent all combat damage that would be dealt this turn."""
    result = play([card("bears", "Grizzly Bears")], [attack("bears"), DAMAGE],
                  [{"id": "fog", "card": fog, "controller": "B"}])

    assert result["players"]["B"]["life"] == 20


def test_brute_force_makes_the_blocker_survive() -> None:
    """Brute Force (+3/+3 until end of turn) on the blocker: Hill Giant survives the Bears."""
    objects = [card("bears", "Grizzly Bears"), card("giant", "Hill Giant", "B")]

    result = play(objects, [attack("bears"), block(giant="bears"), DAMAGE],
                  [{"id": "bf", "card": "Brute Force", "controller": "B",
                    "targets": ["giant"]}])

    assert result["objects"]["giant"]["zone"] == "battlefield"
    assert result["objects"]["bears"]["zone"] == "graveyard"


def test_plague_stinger_gives_poison_counters() -> None:
    """702.90b: Plague Stinger (flying, infect) gives B a poison counter."""
    result = play([card("ps", "Plague Stinger")], [attack("ps"), DAMAGE])

    assert result["players"]["B"]["poison"] == 1
    assert result["players"]["B"]["life"] == 20


def test_wall_of_wood_cant_attack() -> None:
    """702.3b: a creature with defender can't attack."""
    with pytest.raises(ScenarioError, match=r"702\.3b"):
        play([card("wall", "Wall of Wood")], [attack("wall")])
