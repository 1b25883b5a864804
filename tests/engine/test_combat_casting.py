"""Casting and combat together: spells and abilities between combat events (rules 500.2, 506.4,
509.1h, 510.1c, 702.19d, 117.3), and the combat keywords that pump through a triggered
ability (rampage 702.23, flanking 702.25, bushido 702.45) or trigger on casting (prowess
702.108).

Combat is three events (``attack``, ``block``, ``combat_damage``) with priority after each; a
``cast`` or ``activate`` between them happens in that step. A spell still on the stack when
the next combat event arrives resolves first (500.2: a step ends only when the stack is empty
and all players pass). Like the reviewed rulings, each run keeps a golden trace.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def card(object_id: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return {"id": object_id, "card": name, "controller": controller, **extra}


def in_hand(object_id: str, name: str, controller: str = "A") -> dict[str, Any]:
    return card(object_id, name, controller, zone="hand")


def vanilla(object_id: str, power: int, toughness: int, controller: str = "A",
            keywords: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"id": object_id, "name": object_id.title(), "types": ["Creature"],
            "power": power, "toughness": toughness, "controller": controller,
            "keywords": list(keywords)}


def attack(*attackers: str) -> dict[str, Any]:
    return {"type": "attack", "attackers": [{"object": a} for a in attackers]}


def block(*pairs: tuple[str, str]) -> dict[str, Any]:
    return {"type": "block", "blockers": [{"object": b, "blocking": a} for b, a in pairs]}


def cast(player: str, object_id: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "player": player, "object": object_id, "targets": list(targets)}


DAMAGE = {"type": "combat_damage"}
RESOLVE = {"type": "resolve"}


def state(result: dict[str, Any], object_id: str) -> tuple[str, int, int, int]:
    """Zone, power, toughness and damage marked."""
    o = result["objects"][object_id]
    return o["zone"], o["power"], o["toughness"], o["damage"]


def life(result: dict[str, Any], player: str) -> int:
    value: int = result["players"][player]["life"]
    return value


def rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def texts(result: dict[str, Any]) -> list[str]:
    return [step["text"] for step in result["steps"]]


# --- combat tricks between the combat events (500.2, 506.4, 509.1h, 510.1c) --------------------


def test_giant_growth_after_blocks_lets_the_attacker_survive_and_kill():
    """Given Gray Ogre (2/2) blocked by Grizzly Bears (2/2), when A casts Giant Growth on the
    Ogre in the declare blockers step, then the Growth resolves before combat damage (500.2: the
    step can't end with it on the stack), the 5/5 Ogre kills the Bears and survives with 2
    damage."""
    objects = [card("ogre", "Gray Ogre"), card("bears", "Grizzly Bears", "B"),
               in_hand("gg", "Giant Growth")]

    result = play(objects, [attack("ogre"), block(("bears", "ogre")), cast("A", "gg", "ogre"),
                            DAMAGE])

    assert state(result, "ogre") == ("battlefield", 5, 5, 2)
    assert state(result, "bears")[0] == "graveyard"
    assert {"405.5", "611.2", "510.1a"} <= rules(result)


def test_a_removed_blocker_leaves_the_attacker_blocked_and_dealing_no_damage():
    """Given Gray Ogre blocked by Grizzly Bears, when A casts Doom Blade on the Bears after
    blocks, then the Bears leave combat (506.4) but the Ogre stays blocked (509.1h) and, without
    trample, assigns no combat damage (510.1c): B stays at 20."""
    objects = [card("ogre", "Gray Ogre"), card("bears", "Grizzly Bears", "B"),
               in_hand("db", "Doom Blade")]

    result = play(objects, [attack("ogre"), block(("bears", "ogre")), cast("A", "db", "bears"),
                            DAMAGE])

    assert state(result, "bears")[0] == "graveyard"
    assert state(result, "ogre") == ("battlefield", 2, 2, 0)
    assert life(result, "B") == 20
    assert "510.1c" in rules(result)


def test_a_trampler_whose_blocker_is_removed_deals_all_its_damage_to_the_player():
    """Given Colossal Dreadmaw (6/6 trample) blocked by Grizzly Bears, when Doom Blade destroys
    the Bears and resolves (an explicit resolve), then the Dreadmaw, blocked with no blockers
    left, assigns all 6 to B (702.19d)."""
    objects = [card("dread", "Colossal Dreadmaw"), card("bears", "Grizzly Bears", "B"),
               in_hand("db", "Doom Blade")]

    result = play(objects, [attack("dread"), block(("bears", "dread")),
                            cast("A", "db", "bears"), RESOLVE, DAMAGE])

    assert life(result, "B") == 14
    assert "702.19d" in rules(result)


def test_a_creature_removed_before_blocks_cannot_block():
    """Given Gray Ogre attacking, when A destroys Grizzly Bears with Doom Blade in the declare
    attackers step, then the Doom Blade resolves before blockers are declared (500.2) and a
    block by the Bears is refused naming the event (509.1a: only a creature on the battlefield
    blocks)."""
    objects = [card("ogre", "Gray Ogre"), card("bears", "Grizzly Bears", "B"),
               in_hand("db", "Doom Blade")]

    with pytest.raises(ScenarioError, match=r"events\[2\]\.blockers\[0\]\.object.*509\.1a"):
        play(objects, [attack("ogre"), cast("A", "db", "bears"), block(("bears", "ogre")),
                       DAMAGE])


def test_removal_before_blocks_then_no_block_lets_the_attacker_through():
    """Given Gray Ogre attacking and Doom Blade destroying the would-be blocker in the declare
    attackers step, when no blockers are declared, then the Ogre is unblocked (509.1h) and B
    takes 2."""
    objects = [card("ogre", "Gray Ogre"), card("bears", "Grizzly Bears", "B"),
               in_hand("db", "Doom Blade")]

    result = play(objects, [attack("ogre"), cast("A", "db", "bears"), block(), DAMAGE])

    assert life(result, "B") == 18
    assert state(result, "bears")[0] == "graveyard"


def test_prodigal_sorcerer_pings_a_blocked_attacker_before_damage():
    """Given Gray Ogre (2/2) blocked by Grizzly Bears, when B's Prodigal Sorcerer deals 1 to
    the Ogre after blocks (602, 117.1b), then the ability resolves first (500.2) and the Ogre,
    with 1 + 2 damage, dies along with the Bears (704.5g)."""
    objects = [card("ogre", "Gray Ogre"), card("bears", "Grizzly Bears", "B"),
               card("ps", "Prodigal Sorcerer", "B")]
    ping = {"type": "activate", "player": "B", "object": "ps", "ability": 0, "targets": ["ogre"]}

    result = play(objects, [attack("ogre"), block(("bears", "ogre")), ping, DAMAGE])

    assert state(result, "ogre")[0] == "graveyard"
    assert state(result, "bears")[0] == "graveyard"
    assert "704.5g" in rules(result)


def test_a_pinged_attacker_that_dies_before_damage_deals_none():
    """Given a 1/1 attacker blocked by Grizzly Bears, when Prodigal Sorcerer kills it after
    blocks, then it has left combat (506.4) and the Bears, blocking nothing still in combat,
    deal no damage (510.1d): the Bears end with no damage."""
    objects = [vanilla("elf", 1, 1), card("bears", "Grizzly Bears", "B"),
               card("ps", "Prodigal Sorcerer", "B")]
    ping = {"type": "activate", "player": "B", "object": "ps", "ability": 0, "targets": ["elf"]}

    result = play(objects, [attack("elf"), block(("bears", "elf")), ping, DAMAGE])

    assert state(result, "elf")[0] == "graveyard"
    assert state(result, "bears") == ("battlefield", 2, 2, 0)
