"""The examples of rules 603 and 608 of the shipped text, as golden scenarios.

Each test loads engine/examples/<rule>-<n>.json, plays it and checks the outcome the example
states. The reasoning, with the rules it rests on, is in each docstring and comment. The
examples the engine can't express yet, and why, are listed in docs/scenario-format.md.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import engine

EXAMPLES = Path(engine.__file__).parent / "examples"


def scenario(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    return data


def play(name: str, **changes: Any) -> dict[str, Any]:
    data = scenario(name)
    data.update(changes)
    return engine.run_scenario(data, lang="en")


def triggered(result: dict[str, Any]) -> list[str | None]:
    """The objects whose abilities triggered, in order (603.2)."""
    return [step.get("object") for step in result["steps"] if step["kind"] == "trigger"]


def test_example_files_name_their_source_example() -> None:
    """Every example file of rules 603 and 608 says which rule and example it plays, in
    Korean."""
    files = sorted(p for p in EXAMPLES.glob("*.json") if p.name.startswith(("603.", "608.")))

    sources = [scenario(p.stem)["source"] for p in files]

    assert [p.stem for p in files] == ["603.2f-1", "603.6b-1", "608.2b-1", "608.2h-1"]
    for path, source in zip(files, sources, strict=True):
        assert path.stem == f"{source['rule']}-{source['example']}"
        assert source["text"] and not source["text"].isascii()
        assert not scenario(path.stem)["title"].isascii()


def test_603_2f_prevented_damage_does_not_trigger_a_dealt_damage_ability() -> None:
    """603.2f example: an ability that triggers on damage being dealt doesn't trigger if the
    damage is prevented.

    603.2f: an ability triggers only if its trigger event actually happens; a prevented or
    replaced event doesn't. Healing Salve's shield (615.1a, 615.7) prevents all 3 of Lightning
    Bolt's damage, so no damage is dealt (120.4) and "Whenever Example Sore Creature is dealt
    damage" has nothing to trigger on.
    """
    result = play("603.2f-1")

    assert triggered(result) == []
    assert result["players"]["A"]["life"] == 20
    assert result["objects"]["sore"]["damage"] == 0
    assert result["stack"] == []


def test_603_2f_the_same_damage_unprevented_triggers_it() -> None:
    """The contrast: without the shield the damage is dealt and the ability triggers (603.2),
    goes on the stack (603.3) and resolves (608.2c): A gains 1 life."""
    result = play("603.2f-1", effects=[])

    assert triggered(result) == ["sore"]
    assert result["players"]["A"]["life"] == 21
    assert result["objects"]["sore"]["damage"] == 3


def test_603_6b_effects_apply_the_moment_a_permanent_enters() -> None:
    """603.6b example: a continuous effect that changes a permanent's characteristics applies
    the moment it is on the battlefield, so enters-the-battlefield abilities see it changed.

    "All lands are [1/1] creatures": the Forest is a creature as it enters, so Soul Warden's
    "Whenever another creature enters" triggers (603.6a: every permanent on the battlefield,
    the new one included, checks the event). Then "All creatures lose all abilities" is on the
    battlefield: Kitchen Finks has no abilities the moment it enters, so "When Kitchen Finks
    enters, you gain 2 life" doesn't trigger — nor does Soul Warden's, lost as well.
    """
    result = play("603.6b-1")

    forest = result["objects"]["forest"]
    assert forest["zone"] == "battlefield"
    assert {"Land", "Creature"} <= set(forest["types"])
    assert triggered(result) == ["warden"]
    assert result["objects"]["finks"]["abilities"] == []
    assert result["players"]["A"]["life"] == 21


def test_603_6b_without_the_ability_loss_the_etb_ability_triggers() -> None:
    """The contrast: without "All creatures lose all abilities" on the battlefield, Kitchen
    Finks's enters ability triggers, and so does Soul Warden's: 20 + 1 + 1 + 2. Both trigger
    on the same event, so A puts them on the stack in the order A chooses (603.3b)."""
    data = scenario("603.6b-1")
    events = [e for e in data["events"] if e["object"] != "humble"]

    result = play("603.6b-1", events=events, choices=[{"player": "A", "choose": "finks^3"}])

    assert sorted(triggered(result)) == ["finks", "warden", "warden"]
    assert result["players"]["A"]["life"] == 24


def test_608_2h_an_ability_checks_only_the_characteristic_it_names() -> None:
    """608.2h example: "Destroy all black creatures" destroys a white-and-black creature;
    "Destroy all nonblack creatures" doesn't.

    608.2h: an ability that refers to a characteristic checks only that one. In A's upkeep
    "destroy all nonblack creatures" resolves (608.2c): the white creature is nonblack and is
    destroyed, the white-and-black one is black and stays. In B's upkeep "destroy all black
    creatures" resolves: the white-and-black creature is black, so it is destroyed with the
    black one; being white as well doesn't matter.
    """
    result = play("608.2h-1")

    zones = {key: result["objects"][key]["zone"] for key in ("white", "orzhov", "darkbear")}
    assert zones == {"white": "graveyard", "orzhov": "graveyard", "darkbear": "graveyard"}
    assert triggered(result) == ["nonblack", "black"]

    first_upkeep = play("608.2h-1", events=[{"type": "upkeep"}])

    assert first_upkeep["objects"]["white"]["zone"] == "graveyard"
    assert first_upkeep["objects"]["orzhov"]["zone"] == "battlefield"
    assert first_upkeep["objects"]["darkbear"]["zone"] == "battlefield"


def test_608_2b_a_spell_whose_target_left_does_not_resolve() -> None:
    """608.2b example 1: Sorin's Thirst's only target returned to its owner's hand in
    response, so the spell doesn't resolve: no damage is dealt and its controller gains no
    life (the "you gain 2 life" part isn't performed either)."""
    result = play("608.2b-1")

    assert result["players"]["A"]["life"] == 20
    assert result["objects"]["bears"]["zone"] == "hand"
    assert any("608.2b" in step["rules"] for step in result["steps"])
