"""Properties of combat (506-511): any legal declaration plays to an end, the same way twice."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engine import ScenarioError, run_scenario

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
KEYWORDS = ("Flying", "Reach", "First strike", "Double strike", "Trample", "Deathtouch",
            "Lifelink", "Infect", "Wither", "Menace", "Vigilance", "Indestructible",
            "Protection from green")
MAX_ANSWERS = 12


@st.composite
def creatures(draw: st.DrawFn, prefix: str, controller: str, count: int) -> list[dict[str, Any]]:
    found = []
    for i in range(count):
        found.append({
            "id": f"{prefix}{i}", "types": ["Creature"], "controller": controller,
            "colors": [draw(st.sampled_from(["G", "W", "B"]))],
            "power": draw(st.integers(0, 6)), "toughness": draw(st.integers(1, 6)),
            "keywords": draw(st.lists(st.sampled_from(KEYWORDS), max_size=3, unique=True)),
            "damage": draw(st.integers(0, 1)),
        })
    return found


@st.composite
def combats(draw: st.DrawFn) -> dict[str, Any]:
    """A board of attackers and blockers, an attack with some of them and a block."""
    attackers = draw(creatures("a", "A", draw(st.integers(1, 4))))
    blockers = draw(creatures("b", "B", draw(st.integers(0, 4))))
    attacking = [a["id"] for a in attackers if draw(st.booleans())] or [attackers[0]["id"]]
    blocks = []
    for blocker in blockers:
        target = draw(st.sampled_from([None, *attacking]))
        if target is not None:
            blocks.append({"object": blocker["id"], "blocking": target})
    return {"players": [{"id": "A"}, {"id": "B", "poison": draw(st.integers(0, 9))}],
            "objects": attackers + blockers,
            "events": [{"type": "attack", "attackers": [{"object": a} for a in attacking]},
                       {"type": "block", "blockers": blocks},
                       {"type": "combat_damage"}]}


def play_to_the_end(scenario: dict[str, Any]) -> dict[str, Any]:
    """Run it, answering every division question with its first option, until it ends."""
    scenario = copy.deepcopy(scenario)
    scenario["choices"] = []
    for _ in range(MAX_ANSWERS):
        result = run_scenario(scenario, lang="en")
        pending = result["pending_choice"]
        if pending is None:
            return result
        scenario["choices"].append({"player": pending["player"],
                                    "choose": pending["options"][0]["id"]})
    raise AssertionError("still asking after every question was answered")


def legal(scenario: dict[str, Any]) -> bool:
    """Whether the declarations are legal (the engine refuses an illegal one with its rule)."""
    try:
        run_scenario({**scenario, "events": scenario["events"][:2]}, lang="en")
    except ScenarioError:
        return False
    return True


@SETTINGS
@given(combats())
def test_any_legal_declaration_plays_to_the_end_of_combat(scenario: dict[str, Any]) -> None:
    """Given legal attacks and blocks, when combat damage is dealt (every division asked is
    answered), then combat ends: nobody is attacking or blocking any more (511.3) — unless the
    game ended first (104.1: a player lost, and nothing else happens)."""
    assume(legal(scenario))

    result = play_to_the_end(scenario)

    assert result["pending_choice"] is None
    if any(p["lost"] for p in result["players"].values()):
        return
    assert all(o["attacking"] is None and o["blocking"] is None
               for o in result["objects"].values())
    assert any("511.3" in step["rules"] for step in result["steps"])


@SETTINGS
@given(combats())
def test_the_same_combat_always_gives_the_same_result(scenario: dict[str, Any]) -> None:
    """Given one legal combat, when it is played twice, then both results are identical."""
    assume(legal(scenario))

    assert play_to_the_end(scenario) == play_to_the_end(scenario)


# --- combat with spells cast between its events (500.2, 506.4, 509.1h) --------------------------

# Keywords that trigger in combat or on casting (702.23, 702.45, 702.25, 702.108), with the
# others.
TRIGGERING = ("Rampage 1", "Bushido 1", "Flanking", "Prowess")
INSTANTS = ("Giant Growth", "Doom Blade", "Shock", "Lightning Bolt")


@st.composite
def combats_with_casts(draw: st.DrawFn) -> dict[str, Any]:
    """A combat (as :func:`combats`), some creatures with triggering keywords, and one to three
    instants cast by either player after ``attack`` or after ``block``, sometimes resolved by a
    ``resolve`` event, else resolved as the next combat event begins (500.2)."""
    scenario = draw(combats())
    for obj in scenario["objects"]:
        extra = draw(st.lists(st.sampled_from(TRIGGERING), max_size=2, unique=True))
        obj["keywords"] = [*obj["keywords"], *extra]
    ids = [o["id"] for o in scenario["objects"]]
    attack, block, damage = scenario["events"]
    after_attack: list[dict[str, Any]] = []
    after_block: list[dict[str, Any]] = []
    for i in range(draw(st.integers(1, 3))):
        name = draw(st.sampled_from(INSTANTS))
        player = draw(st.sampled_from(["A", "B"]))
        ident = f"spell{i}"
        scenario["objects"].append({"id": ident, "card": name, "owner": player, "zone": "hand"})
        targets = ids if name in ("Giant Growth", "Doom Blade") else [*ids, "A", "B"]
        cast = {"type": "cast", "player": player, "object": ident,
                "targets": [draw(st.sampled_from(targets))]}
        where = after_attack if draw(st.booleans()) else after_block
        where.append(cast)
        if draw(st.booleans()):
            where.append({"type": "resolve"})
    scenario["events"] = [attack, *after_attack, block, *after_block, damage]
    return scenario


def played(scenario: dict[str, Any]) -> dict[str, Any] | None:
    """The result played to its end, or None when a declaration or a cast is illegal (the
    engine refuses it naming its rule): a Doom Blade on a black creature, a blocker destroyed
    before blocks, a resolve with an empty stack."""
    try:
        return play_to_the_end(scenario)
    except ScenarioError:
        return None


@SETTINGS
@given(combats_with_casts())
def test_combat_with_casts_between_its_events_plays_to_the_end(scenario: dict[str, Any]) -> None:
    """Given a legal combat with instants cast between its events and creatures with rampage,
    bushido, flanking or prowess, when it is played, then every spell has resolved (the stack is
    empty) and combat has ended (511.3), unless the game ended first (104.1)."""
    result = played(scenario)
    assume(result is not None)
    assert result is not None

    assert result["pending_choice"] is None
    if any(p["lost"] for p in result["players"].values()):
        return
    assert result["stack"] == []
    assert all(o["attacking"] is None and o["blocking"] is None
               for o in result["objects"].values())
    assert any("511.3" in step["rules"] for step in result["steps"])


@SETTINGS
@given(combats_with_casts())
def test_the_same_combat_with_casts_gives_the_same_result(scenario: dict[str, Any]) -> None:
    """Given one legal combat with casts between its events, when it is played twice, then both
    results are identical."""
    first = played(scenario)
    assume(first is not None)

    assert first == played(scenario)
