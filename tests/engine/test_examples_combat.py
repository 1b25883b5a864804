"""The examples of rules 506-511 of the shipped text, as golden scenarios.

Each test loads engine/examples/<rule>-<n>.json, plays it and checks the outcome the example
states, under the current rules. Where the shipped (older) text says otherwise (509.2, 510.1c:
a damage assignment order, gone since late 2024), the ruling says so: today an attacking
creature blocked by several divides its damage among them as its controller chooses (510.1c),
so every division the old example allows is still legal, and more besides.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import engine
from engine.errors import ScenarioError

EXAMPLES = Path(engine.__file__).parent / "examples"
COMBAT = ("506", "507", "508", "509", "510", "511")


def scenario(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    return data


def play(data: dict[str, Any]) -> dict[str, Any]:
    return engine.run_scenario(data, lang="en")


def with_assign(name: str, assign: dict[str, dict[str, int]]) -> dict[str, Any]:
    data = scenario(name)
    data["events"][-1]["assign"] = assign
    return data


def rules_cited(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_combat_example_files_name_their_source_example() -> None:
    """Every combat example file says which rule and example it plays, in Korean."""
    files = [p for p in EXAMPLES.glob("*.json") if p.name.startswith(COMBAT)]

    sources = [json.loads(p.read_text(encoding="utf-8"))["source"] for p in files]

    assert len(files) == 8
    for path, source in zip(files, sources, strict=True):
        assert path.stem == f"{source['rule']}-{source['example']}"
        assert source["text"] and not source["text"].isascii()


def test_509_1b_a_flyer_without_shadow_cant_block_a_flyer_with_shadow() -> None:
    """509.1b example: evasion abilities are cumulative. Given Soltari Lancer (flying, shadow)
    attacking and Serra Angel (flying, no shadow) on defence, when B declares no block the
    Lancer deals 2; when B declares Serra Angel as a blocker, the block is illegal (702.28b):
    flying alone would let the Angel block, shadow doesn't."""
    result = play(scenario("509.1b-1"))
    illegal = scenario("509.1b-1")
    illegal["events"][1]["blockers"] = [{"object": "angel", "blocking": "soltari"}]

    assert result["players"]["B"]["life"] == 18
    with pytest.raises(ScenarioError, match=r"702\.28b") as error:
        play(illegal)
    assert error.value.path == "events[1].blockers[0].blocking"


def test_509_2_no_damage_assignment_order_is_declared_today() -> None:
    """509.2 example: the shipped text has Vastwood Gorger's controller order its three
    blockers. Since late 2024 there is no damage assignment order: the trace says no order is
    declared, citing the shipped 509.2 and the current 510.1c, and that the translation is
    older."""
    result = play(scenario("509.2-1"))

    note = next(s for s in result["steps"] if s["kind"] == "note")
    assert note["rules"] == ["509.2", "510.1c"]
    assert "older edition" in note["text"]
    assert result["objects"]["gorger"]["attacking"] == "B"
    assert [result["objects"][b]["blocking"] for b in ("elves", "bear", "angel")] == [
        ["gorger"]] * 3


@pytest.mark.parametrize("division", [{"guardian": 3, "elves": 2}, {"guardian": 4, "elves": 1},
                                      {"guardian": 5}])
def test_510_1c_1_the_gorger_divides_its_damage_as_the_example_allows(
        division: dict[str, int]) -> None:
    """510.1c example 1: 5 damage among Pride Guardian (0/3) and Llanowar Elves (1/1): 3 and 2,
    4 and 1, or all 5 to the Guardian are legal (and under the current rules any other
    division too)."""
    result = play(with_assign("510.1c-1", {"gorger": division}))

    assert result["objects"]["guardian"]["zone"] == (
        "graveyard" if division["guardian"] >= 3 else "battlefield")
    assert result["objects"]["elves"]["zone"] == (
        "graveyard" if division.get("elves", 0) >= 1 else "battlefield")


def test_510_1c_1_the_current_rules_allow_a_division_the_old_order_forbade() -> None:
    """The current 510.1c: no order, so all 5 to the Elves is legal too (the shipped text's
    order would have required lethal damage to the Guardian first)."""
    result = play(with_assign("510.1c-1", {"gorger": {"elves": 5}}))

    assert result["objects"]["elves"]["zone"] == "graveyard"
    assert result["objects"]["guardian"]["zone"] == "battlefield"


def test_510_1c_2_giant_growth_on_the_guardian() -> None:
    """510.1c example 2: Giant Growth made the Guardian 3/6. The shipped text says the Gorger
    must assign all 5 to it (lethal first, in order); the scenario does so and the Guardian
    survives with 5 damage. Under the current rules that is one legal division among others:
    3 and 2 is legal too, and kills the Elves."""
    result = play(scenario("510.1c-2"))
    today = play(with_assign("510.1c-2", {"gorger": {"guardian": 3, "elves": 2}}))

    guardian = result["objects"]["guardian"]
    assert (guardian["power"], guardian["toughness"], guardian["damage"]) == (3, 6, 5)
    assert result["objects"]["elves"]["zone"] == "battlefield"
    assert today["objects"]["elves"]["zone"] == "graveyard"


def test_510_1c_3_mending_hands_doesnt_change_what_is_lethal() -> None:
    """510.1c example 3: Mending Hands will prevent 4 damage to the Guardian; the division is
    made as if no damage were prevented (3 and 2, 4 and 1 or 5 and 0 were all legal). With 4
    and 1, the 4 are prevented (615.7) and the Elves die."""
    result = play(scenario("510.1c-3"))

    assert result["objects"]["guardian"]["damage"] == 0
    assert result["objects"]["elves"]["zone"] == "graveyard"
    assert "615.7" in rules_cited(result) or "615.1" in rules_cited(result)


def test_510_1c_4_lethal_counts_marked_damage_and_a_creature_blocking_two() -> None:
    """510.1c example 4: Enormous Baloth (7/7) is blocked by Trained Armodon (3/3, 2 damage
    marked), Foriysian Brigade (2/4, can block an additional creature) and Silverback Ape;
    Durkwood Boars (4/4) by the Brigade and Goblin Piker. 1 to the Armodon is lethal (damage
    already marked), and the Brigade's 4 comes from both attackers (1 + 3: damage assigned in
    the same step counts). All four blockers die."""
    result = play(scenario("510.1c-4"))

    for blocker in ("armodon", "brigade", "ape", "piker"):
        assert result["objects"][blocker]["zone"] == "graveyard"
    assert "510.1c" in rules_cited(result)


def test_510_1c_4_the_brigade_can_block_two_only_with_its_ability() -> None:
    """509.1a: without "can block an additional creature" the Brigade's block is illegal."""
    data = scenario("510.1c-4")
    next(o for o in data["objects"] if o["id"] == "brigade").pop("abilities")

    with pytest.raises(ScenarioError, match=r"509\.1a"):
        play(data)


def test_510_2_a_sacrificed_blocker_leaves_the_piker_blocked() -> None:
    """510.2 example: Mogg Fanatic blocks Goblin Piker and is sacrificed to deal 1 damage to
    Squadron Hawk, which dies. The Piker stays blocked (509.1h) and no creature blocks it any
    more, so it deals no combat damage (510.1c); nobody loses life."""
    result = play(scenario("510.2-1"))

    assert result["objects"]["hawk"]["zone"] == "graveyard"
    assert result["objects"]["piker"]["zone"] == "battlefield"
    assert result["players"]["B"]["life"] == 20


def test_510_2_without_the_sacrifice_they_trade_and_the_hawk_connects() -> None:
    """510.2 example's other half: had the Fanatic not been sacrificed, it and the Piker would
    deal lethal damage to each other, and the Hawk (unblocked) would deal 1 to B."""
    data = scenario("510.2-1")
    data["events"] = [e for e in data["events"] if e["type"] not in ("sacrifice", "damage")]

    result = play(data)

    assert result["objects"]["piker"]["zone"] == "graveyard"
    assert result["objects"]["fanatic"]["zone"] == "graveyard"
    assert result["objects"]["hawk"]["zone"] == "battlefield"
    assert result["players"]["B"]["life"] == 19


def test_508_2a_only_a_creature_green_as_it_attacks_triggers_the_ability() -> None:
    """508.2a example: "Whenever a green creature attacks, destroy that creature at end of
    combat." A blue and a green creature attack: the ability triggers for the green one only
    (what attacks is judged as it is declared, 508.2a) and its delayed ability (603.7) destroys
    it at end of combat (511.2). The example's blue creature that later turns green can't be
    said (no event changes a color), but the blue attacker shows the ability looks only at the
    declaration."""
    result = play(scenario("508.2a-1"))

    assert result["objects"]["green"]["zone"] == "graveyard"
    assert result["objects"]["blue"]["zone"] == "battlefield"
    assert sum(1 for s in result["steps"] if s["kind"] == "trigger") == 2
    assert "511.2" in rules_cited(result)
