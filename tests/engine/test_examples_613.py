"""Golden tests: every example of rules 613 and 611.2c in the shipped text.

Each test runs the example's scenario file (engine/examples/<rule>-<n>.json) and
asserts the outcome the example states; variants the example describes ("if the
effect ends...") are run by editing that file's data.
"""

from __future__ import annotations

import pytest

from tests.engine.layer_helpers import EXAMPLES, example, pt, run, steps_of


def test_every_example_file_cites_its_rule_and_example() -> None:
    """Each layer example file names its rule, its example number and the Korean text."""
    names = sorted(p.stem for p in EXAMPLES.glob("61[13].*.json"))

    sources = [example(n)["source"] for n in names]

    assert {"611.2c-1", "611.2c-2", "613.3e-1", "613.3e-2", "613.3e-3", "613.4-1", "613.4-2",
            "613.5-1", "613.5-2", "613.5-3", "613.5-4", "613.8-1", "613.8-2"} <= set(names)
    for name, source in zip(names, sources, strict=True):
        rule, number = name.rsplit("-", 1)
        assert (source["rule"], source["example"]) == (rule, int(number))
        assert source["text"]


def test_613_3e_example_1_switch_then_plus_five() -> None:
    """613.3e example 1: 1/3 with +0/+1, switched, then +5/+0 is 4/6."""
    result = run(example("613.3e-1"))

    assert pt(result, "creature") == (4, 6)


def test_613_3e_example_1_before_the_plus_five() -> None:
    """613.3e example 1: after +0/+1 and the switch, the creature is 4/1."""
    data = example("613.3e-1")
    data["effects"] = [e for e in data["effects"] if e["id"] != "plus50"]

    result = run(data)

    assert pt(result, "creature") == (4, 1)


def test_613_3e_example_2_boost_ends_while_switched() -> None:
    """613.3e example 2: when the +0/+1 ends while the switch lasts, it is 3/1."""
    result = run(example("613.3e-2"))

    assert pt(result, "creature") == (3, 1)


def test_613_3e_example_3_two_switches_cancel() -> None:
    """613.3e example 3: two switches cancel out, so the creature is 1/4."""
    result = run(example("613.3e-3"))

    assert pt(result, "creature") == (1, 4)


def test_613_4_example_1_turned_white_gets_honor() -> None:
    """613.4 example 1: a 2/2 turned white (layer 5) gets Honor of the Pure's +1/+1 (7c)."""
    result = run(example("613.4-1"))

    assert pt(result, "creature") == (3, 3)
    assert result["objects"]["creature"]["colors"] == ["W"]


def test_613_4_example_1_turned_red_later_loses_honor() -> None:
    """613.4 example 1: turned red later, it no longer gets the bonus and is 2/2 again."""
    data = example("613.4-1")
    data["effects"].append({"id": "redden", "card": "Example Redden", "controller": "A",
                            "targets": ["creature"], "timestamp": 4})

    result = run(data)

    assert pt(result, "creature") == (2, 2)


def test_613_4_example_2_gray_ogre_is_5_8() -> None:
    """613.4 example 2: counter (7d), +4/+4 and +0/+2 (7c), becomes 0/1 (7b): 5/8."""
    result = run(example("613.4-2"))

    assert pt(result, "ogre") == (5, 8)
    layers = [s["layer"] for s in steps_of(result, "layer")]
    assert layers == ["613.3b", "613.3c", "613.3c", "613.3d"]


@pytest.mark.parametrize(("without", "expected"), [
    (("become",), (7, 9)),
    (("become", "anthem"), (7, 7)),
    (("become", "anthem", "growth"), (3, 3)),
])
def test_613_4_example_2_intermediate_states(without: tuple[str, ...],
                                             expected: tuple[int, int]) -> None:
    """613.4 example 2: 3/3 with the counter, 7/7 with +4/+4, 7/9 with the enchantment."""
    data = example("613.4-2")
    data["effects"] = [e for e in data["effects"] if e["id"] not in without]
    data["objects"] = [o for o in data["objects"] if o["id"] not in without]

    result = run(data)

    assert pt(result, "ogre") == expected


def test_613_5_example_1_wild_mongrel_color_in_5_and_boost_in_7c() -> None:
    """613.5 example 1: Wild Mongrel's effect changes color in layer 5 and P/T in 7c."""
    result = run(example("613.5-1"))

    mongrel = result["objects"]["mongrel"]
    assert (mongrel["colors"], mongrel["power"], mongrel["toughness"]) == (["U"], 3, 3)
    assert [s["layer"] for s in steps_of(result, "layer") if s.get("effect") == "discard"] == [
        "613.1e", "613.3c"]


def test_613_5_example_2_act_of_treason_control_in_2_and_haste_in_6() -> None:
    """613.5 example 2: Act of Treason gains control in layer 2 and grants haste in 6."""
    result = run(example("613.5-2"))

    ogre = result["objects"]["ogre"]
    assert (ogre["controller"], ogre["keywords"]) == ("A", ["Haste"])
    assert [s["layer"] for s in steps_of(result, "layer")] == ["613.1b", "613.1f"]


def test_613_5_example_3_set_pt_applies_to_objects_no_longer_noncreature() -> None:
    """613.5 example 3: the artifact made a creature in layer 4 still gets 2/2 in 7b."""
    result = run(example("613.5-3"))

    lattice = result["objects"]["lattice"]
    assert ("Creature" in lattice["types"], pt(result, "lattice")) == (True, (2, 2))
    assert pt(result, "myr") == (0, 1)
    seven_b = [s for s in steps_of(result, "layer") if s["layer"] == "613.3b"]
    assert seven_b[0]["after"] == {"lattice": "2/2"} and "613.5" in seven_b[0]["rules"]


def test_613_5_example_4_svogthos_is_11_11() -> None:
    """613.5 example 4: animated 3/3, +1/+1, then its own ability with 10 creature cards: 11/11."""
    result = run(example("613.5-4"))

    svogthos = result["objects"]["svogthos"]
    assert pt(result, "svogthos") == (11, 11)
    assert svogthos["colors"] == ["B", "G"]
    assert {"Land", "Creature"} <= set(svogthos["types"])


def test_613_5_example_4_before_its_own_ability_svogthos_is_4_4() -> None:
    """613.5 example 4: with the 3/3 effect and +1/+1 only, Svogthos is a 4/4 land creature."""
    data = example("613.5-4")
    data["effects"] = [e for e in data["effects"] if e["id"] != "ability"]

    result = run(data)

    assert pt(result, "svogthos") == (4, 4)


def test_613_5_example_4_power_follows_the_graveyard() -> None:
    """613.5 example 4: when a creature card leaves the graveyard, Svogthos shrinks with it."""
    data = example("613.5-4")
    data["objects"] = [o for o in data["objects"] if o["id"] != "dead1"]

    result = run(data)

    assert pt(result, "svogthos") == (10, 10)


def test_613_5_example_4_first_effect_again_makes_it_4_4() -> None:
    """613.5 example 4: if the 3/3 effect is applied again (new timestamp), it is 4/4 again."""
    data = example("613.5-4")
    data["effects"].append({"id": "again", "card": "Example Animate Land", "controller": "A",
                            "targets": ["svogthos"], "timestamp": 33})

    result = run(data)

    assert pt(result, "svogthos") == (4, 4)


def test_613_8_example_1_later_loses_flying_wins() -> None:
    """613.8 example 1: "gains flying" then "loses flying": neither depends; the later wins."""
    result = run(example("613.8-1"))

    assert result["objects"]["bears"]["keywords"] == []
    assert steps_of(result, "dependency") == []


def test_613_8_example_1_later_gains_flying_wins() -> None:
    """613.8 example 1: with the timestamps the other way round, the creature has flying."""
    data = example("613.8-1")
    for obj in data["objects"]:
        if obj["id"] == "gain":
            obj["timestamp"] = 4

    result = run(data)

    assert result["objects"]["bears"]["keywords"] == ["Flying"]
    assert steps_of(result, "dependency") == []


def test_613_8_example_2_enchanted_white_creature_gets_bonus() -> None:
    """613.8 example 2: "enchanted creature is white" makes it get "white creatures +1/+1"."""
    result = run(example("613.8-2"))

    assert pt(result, "bears") == (3, 3)


def test_611_2c_example_1_affected_set_fixed_at_resolution() -> None:
    """611.2c example 1: only creatures white as it resolved get +1/+1, even if recolored."""
    result = run(example("611.2c-1"))

    assert pt(result, "knight") == (3, 3)
    assert result["objects"]["knight"]["colors"] == ["U"]
    assert pt(result, "bears") == (2, 2)
    assert pt(result, "latecomer") == (2, 2)
    assert any("611.2c" in s["rules"] for s in result["steps"])


def test_611_2c_example_2_rule_change_covers_later_creatures() -> None:
    """611.2c example 2: "prevent all damage creatures would deal" covers later creatures too."""
    result = run(example("611.2c-2"))

    # 611.2c: the effect changes the rules, not characteristics, so the creature that entered
    # afterwards and the land that became a creature afterwards have their damage prevented
    # as well; Lightning Bolt is no creature, so only its 3 damage is dealt.
    assert result["players"]["B"]["life"] == 17
    prevented = [s for s in steps_of(result, "prevention") if "611.2c" in s["rules"]]
    assert [s["text"].split(" prevents ")[1].split(" ")[0]
            for s in prevented if " prevents " in s["text"]] == ["2", "2", "5"]


def test_611_3b_example_1_static_effect_follows_the_color() -> None:
    """611.3b example 1: a creature that becomes white gets the static +1/+1."""
    result = run(example("611.3b-1"))

    assert pt(result, "bears") == (3, 3)


def test_611_3b_example_1_no_longer_white_loses_it() -> None:
    """611.3b example 1: a creature that stops being white loses the bonus."""
    data = example("611.3b-1")
    data["effects"] = []

    result = run(data)

    assert pt(result, "bears") == (2, 2)


def test_611_3c_example_1_enters_already_boosted() -> None:
    """611.3c example 1: a 1/1 white creature entering under the anthem is a 2/2."""
    result = run(example("611.3c-1"))

    soldier = result["objects"]["soldier"]
    assert (soldier["zone"], soldier["power"], soldier["toughness"]) == ("battlefield", 2, 2)
