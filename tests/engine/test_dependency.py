"""Dependency (613.7a–c), continuation (613.5) and the classic layer puzzles."""

from __future__ import annotations

import pytest

from tests.engine.layer_helpers import pt, run, scenario, static_card, steps_of


def _layer_order(result: dict[str, object], layer: str) -> list[str]:
    steps = steps_of(result, "layer")  # type: ignore[arg-type]
    return [s["effect"] for s in steps if s["layer"] == layer and "effect" in s]


@pytest.mark.parametrize("urborg_first", [True, False])
def test_blood_moon_and_urborg_in_either_order(urborg_first: bool) -> None:
    """613.7a, 305.7: Urborg depends on Blood Moon (which removes its ability); no Swamps.

    Blood Moon makes Urborg a Mountain, and under 305.7 Urborg loses the ability
    from its rules text; that changes whether Urborg's effect exists, so Urborg's
    effect waits for Blood Moon's whatever the timestamps, and then no longer
    exists. Basic lands keep their own type and gain nothing.
    """
    stamps = (1, 2) if urborg_first else (2, 1)
    data = scenario([
        {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "A",
         "timestamp": stamps[0]},
        {"id": "moon", "card": "Blood Moon", "controller": "B", "timestamp": stamps[1]},
        {"id": "forest", "card": "Forest", "controller": "A", "timestamp": 3},
        {"id": "gate", "card": "Boros Guildgate", "controller": "A", "timestamp": 4},
    ])

    result = run(data)

    objects = result["objects"]
    assert (objects["urborg"]["subtypes"], objects["urborg"]["abilities"]) == (
        ["Mountain"], ["{T}: Add {R}."])
    assert (objects["forest"]["subtypes"], objects["forest"]["abilities"]) == (
        ["Forest"], ["{T}: Add {G}."])
    assert (objects["gate"]["subtypes"], objects["gate"]["abilities"]) == (
        ["Mountain"], ["{T}: Add {R}."])
    assert any("305.7" in s["rules"] for s in steps_of(result, "layer"))


def test_blood_moon_dependency_step_names_the_dependency() -> None:
    """613.7a: the trace says Urborg's effect waits for Blood Moon's and why."""
    data = scenario([
        {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "A", "timestamp": 1},
        {"id": "moon", "card": "Blood Moon", "controller": "B", "timestamp": 2},
    ])

    result = run(data)

    (step,) = steps_of(result, "dependency")
    assert step["dependency"] == {"effect": "urborg#1", "depends_on": "moon#1",
                                  "reason": "existence"}
    assert step["rules"] == ["613.7a", "613.7b"] and step["layer"] == "613.1d"


def test_a_dependency_that_keeps_the_timestamp_order_is_still_named() -> None:
    """613.7a: with Blood Moon earlier, Urborg still depends on it; the order is the timestamp
    order, and the trace says the dependency exists."""
    data = scenario([
        {"id": "moon", "card": "Blood Moon", "controller": "B", "timestamp": 1},
        {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "A", "timestamp": 2},
    ])

    result = run(data)

    (step,) = steps_of(result, "dependency")
    assert step["dependency"] == {"effect": "urborg#1", "depends_on": "moon#1",
                                  "reason": "existence"}
    assert step["rules"] == ["613.7a", "613.7b"] and step["layer"] == "613.1d"
    assert _layer_order(result, "613.1d") == ["moon#1", "urborg#1"]


def test_no_dependency_no_dependency_step() -> None:
    """613.7a: two anthems in one sublayer depend on nothing; no dependency step."""
    data = scenario([
        {"id": "one", "card": "Glorious Anthem", "controller": "A", "timestamp": 1},
        {"id": "two", "card": "Glorious Anthem", "controller": "A", "timestamp": 2},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A", "timestamp": 3},
    ])

    result = run(data)

    assert steps_of(result, "dependency") == []


def test_urborg_alone_gives_every_land_swamp_and_its_mana_ability() -> None:
    """305.6, 613.1d: "in addition to its other land types" adds Swamp and {T}: Add {B}."""
    data = scenario([
        {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "A"},
        {"id": "forest", "card": "Forest", "controller": "B"},
    ])

    result = run(data)

    forest = result["objects"]["forest"]
    assert forest["subtypes"] == ["Forest", "Swamp"]
    assert forest["abilities"] == ["{T}: Add {G}.", "{T}: Add {B}."]


def test_blood_moon_and_dryad_arbor() -> None:
    """305.7: Blood Moon makes Dryad Arbor a green 1/1 Land Creature — Dryad Mountain.

    Dryad Arbor is nonbasic, so it becomes a Mountain: it loses the land type
    Forest (and with it "{T}: Add {G}") and gains "{T}: Add {R}". Setting a land
    type changes only land types: it stays a creature and a Dryad (305.7 keeps
    card types; creature types are not land types), and it stays green, since its
    color comes from its color indicator, which a type change does not touch.
    """
    data = scenario([
        {"id": "moon", "card": "Blood Moon", "controller": "B"},
        {"id": "arbor", "card": "Dryad Arbor", "controller": "A"},
    ])

    result = run(data)

    arbor = result["objects"]["arbor"]
    assert (arbor["types"], arbor["subtypes"], arbor["colors"]) == (
        ["Land", "Creature"], ["Mountain", "Dryad"], ["G"])
    assert (arbor["abilities"], pt(result, "arbor")) == (["{T}: Add {R}."], (1, 1))


def test_magus_of_the_moon_under_humility_still_makes_mountains() -> None:
    """613.7a: Humility removes Magus's ability in layer 6, after Magus applied in layer 4."""
    data = scenario([
        {"id": "magus", "card": "Magus of the Moon", "controller": "A", "timestamp": 1},
        {"id": "humility", "card": "Humility", "controller": "B", "timestamp": 2},
        {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "B", "timestamp": 3},
    ])

    result = run(data)

    assert result["objects"]["urborg"]["subtypes"] == ["Mountain"]
    assert result["objects"]["magus"]["abilities"] == []
    assert pt(result, "magus") == (1, 1)


def test_humility_earlier_than_opalescence() -> None:
    """613.5, 613.6: Humility first: enchantment creatures have P/T equal to mana value."""
    data = scenario([
        {"id": "humility", "card": "Humility", "controller": "A", "timestamp": 1},
        {"id": "opal", "card": "Opalescence", "controller": "A", "timestamp": 2},
        {"id": "anthem", "card": "Glorious Anthem", "controller": "A", "timestamp": 3},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A", "timestamp": 4},
    ])

    result = run(data)

    assert pt(result, "humility") == (4, 4)
    assert pt(result, "anthem") == (3, 3)
    assert pt(result, "bears") == (1, 1)
    assert pt(result, "opal") == (None, None)
    assert result["objects"]["opal"]["abilities"] != []
    assert result["objects"]["humility"]["abilities"] == []


def test_opalescence_earlier_than_humility() -> None:
    """613.5: Humility loses its ability in layer 6 but still makes every creature 1/1 in 7b."""
    data = scenario([
        {"id": "opal", "card": "Opalescence", "controller": "A", "timestamp": 1},
        {"id": "humility", "card": "Humility", "controller": "A", "timestamp": 2},
        {"id": "anthem", "card": "Glorious Anthem", "controller": "A", "timestamp": 3},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A", "timestamp": 4},
    ])

    result = run(data)

    assert (pt(result, "humility"), pt(result, "anthem"), pt(result, "bears")) == (
        (1, 1), (1, 1), (1, 1))
    humility_7b = [s for s in steps_of(result, "layer")
                   if s["layer"] == "613.3b" and s["effect"] == "humility#1"]
    assert "613.5" in humility_7b[0]["rules"]


def test_effect_continues_on_its_objects_after_its_source_loses_the_ability() -> None:
    """613.5: Opalescence made Humility a creature; its 7b part still applies in later layers."""
    data = scenario([
        {"id": "opal", "card": "Opalescence", "controller": "A", "timestamp": 1},
        {"id": "humility", "card": "Humility", "controller": "A", "timestamp": 2},
    ])

    result = run(data)

    assert _layer_order(result, "613.3b") == ["opal#1", "humility#1"]
    assert result["objects"]["humility"]["abilities"] == []


@pytest.mark.parametrize("lord_first", [True, False])
def test_humility_stops_lord_of_atlantis_whatever_the_timestamps(lord_first: bool) -> None:
    """613.7a: the Lord's effect depends on Humility, which removes the Lord's ability."""
    stamps = (1, 2) if lord_first else (2, 1)
    data = scenario([
        {"id": "lord", "card": "Lord of Atlantis", "controller": "A", "timestamp": stamps[0]},
        {"id": "humility", "card": "Humility", "controller": "A", "timestamp": stamps[1]},
        {"id": "merfolk", "card": "Lord of Atlantis", "controller": "B", "timestamp": 3},
    ])

    result = run(data)

    assert pt(result, "merfolk") == (1, 1)
    assert result["objects"]["merfolk"]["keywords"] == []


def test_turn_to_frog_on_lord_of_atlantis_stops_its_bonus() -> None:
    """613.7a: Turn to Frog removes the Lord's ability first, so other Merfolk lose the bonus.

    The frog is a 1/1 non-Merfolk, so the other Lord's bonus doesn't reach it either.
    """
    data = scenario(
        [{"id": "lord", "card": "Lord of Atlantis", "controller": "A", "timestamp": 1},
         {"id": "merfolk", "card": "Lord of Atlantis", "controller": "A", "timestamp": 2}],
        [{"id": "frog", "card": "Turn to Frog", "controller": "B", "targets": ["lord"],
          "timestamp": 3}],
    )

    result = run(data)

    assert pt(result, "lord") == (1, 1)
    assert pt(result, "merfolk") == (2, 2)
    assert result["objects"]["merfolk"]["keywords"] == []


def test_conspiracy_depends_on_opalescence() -> None:
    """613.7a: Opalescence changes what Conspiracy applies to, so it applies first."""
    data = scenario([
        {"id": "conspiracy", "card": "Conspiracy", "controller": "A",
         "chosen": {"creature_type": "Elf"}, "timestamp": 1},
        {"id": "opal", "card": "Opalescence", "controller": "A", "timestamp": 2},
    ])

    result = run(data)

    assert result["objects"]["conspiracy"]["subtypes"] == ["Elf"]
    assert _layer_order(result, "613.1d") == ["opal#1", "conspiracy#2"]


def test_conspiracy_chain_lattice_march_conspiracy() -> None:
    """613.7a: Conspiracy waits for March, which waits for Lattice, against timestamps."""
    data = scenario([
        {"id": "conspiracy", "card": "Conspiracy", "controller": "A",
         "chosen": {"creature_type": "Elf"}, "timestamp": 1},
        {"id": "march", "card": "March of the Machines", "controller": "A", "timestamp": 2},
        {"id": "lattice", "card": "Mycosynth Lattice", "controller": "A", "timestamp": 3},
        {"id": "honor", "card": "Honor of the Pure", "controller": "A", "timestamp": 4},
        {"id": "card", "card": "Grizzly Bears", "controller": "A", "zone": "hand",
         "timestamp": 5},
    ])

    result = run(data)

    honor = result["objects"]["honor"]
    assert (honor["types"], honor["subtypes"], pt(result, "honor")) == (
        ["Enchantment", "Artifact", "Creature"], ["Elf"], (2, 2))
    assert pt(result, "lattice") == (6, 6)
    assert result["objects"]["card"]["subtypes"] == ["Elf"]
    assert _layer_order(result, "613.1d") == ["lattice#1", "march#1", "conspiracy#2"]
    assert {(s["dependency"]["effect"], s["dependency"]["depends_on"])
            for s in steps_of(result, "dependency")} >= {("conspiracy#2", "march#1"),
                                                         ("march#1", "lattice#1")}


def _type_swapper(name: str, affects: str, becomes: str) -> dict[str, object]:
    label = f"Each {affects.lower()} is an {becomes.lower()}."
    return static_card(name, label, {"types": [affects]},
                       [{"op": "set_types", "types": [becomes]}], types=("Land",))


@pytest.mark.parametrize(("first", "expected"), [("swap_a", "Artifact"),
                                                 ("swap_b", "Enchantment")])
def test_dependency_loop_falls_back_to_timestamps(first: str, expected: str) -> None:
    """613.7b: two effects that each change what the other applies to apply in timestamp order."""
    stamps = {"swap_a": 1, "swap_b": 2} if first == "swap_a" else {"swap_a": 2, "swap_b": 1}
    data = scenario(
        [{"id": "swap_a", "card": "Example Disenchanter", "controller": "A",
          "timestamp": stamps["swap_a"]},
         {"id": "swap_b", "card": "Example Artificer", "controller": "A",
          "timestamp": stamps["swap_b"]},
         {"id": "trinket", "controller": "A", "types": ["Artifact"], "timestamp": 5},
         {"id": "charm", "controller": "A", "types": ["Enchantment"], "timestamp": 6}],
        cards=[_type_swapper("Example Disenchanter", "Artifact", "Enchantment"),
               _type_swapper("Example Artificer", "Enchantment", "Artifact")],
    )

    result = run(data)

    assert result["objects"]["trinket"]["types"] == [expected]
    assert result["objects"]["charm"]["types"] == [expected]
    loops = [s for s in steps_of(result, "dependency") if s["dependency"]["reason"] == "loop"]
    assert loops and loops[0]["rules"] == ["613.7b"] and loops[0]["effect"] == f"{first}#1"


def test_order_is_worked_out_again_after_each_application() -> None:
    """613.7c: once C applies, A no longer depends on B, so A (earlier) goes before B."""
    cards = [
        static_card("Example A", "Each creature is legendary.", {"types": ["Creature"]},
                    [{"op": "add_types", "supertypes": ["Legendary"]}], types=("Land",)),
        static_card("Example B", "Each artifact is a creature in addition to its other types.",
                    {"types": ["Artifact"]}, [{"op": "add_types", "types": ["Creature"]}],
                    types=("Land",)),
        static_card("Example C", "Each artifact is an enchantment.", {"types": ["Artifact"]},
                    [{"op": "set_types", "types": ["Enchantment"]}], types=("Land",)),
    ]
    data = scenario(
        [{"id": "a", "card": "Example A", "controller": "A", "timestamp": 1},
         {"id": "b", "card": "Example B", "controller": "A", "timestamp": 2},
         {"id": "c", "card": "Example C", "controller": "A", "timestamp": 3},
         {"id": "trinket", "controller": "A", "types": ["Artifact"], "timestamp": 4}],
        cards=cards,
    )

    result = run(data)

    assert _layer_order(result, "613.1d") == ["c#1", "a#1", "b#1"]
    assert result["objects"]["trinket"]["types"] == ["Enchantment"]
    assert result["objects"]["trinket"]["supertypes"] == []


def test_lose_flying_does_not_depend_on_gain_flying() -> None:
    """613.8, 613.7a: comparing what each effect does, not the board, finds no dependency."""
    cards = [
        static_card("Example Grounding", "Creatures lose flying.", {"types": ["Creature"]},
                    [{"op": "remove_abilities", "keywords": ["Flying"]}]),
    ]
    data = scenario(
        [{"id": "ground", "card": "Example Grounding", "controller": "B", "timestamp": 1},
         {"id": "levitation", "card": "Levitation", "controller": "A", "timestamp": 2},
         {"id": "bears", "card": "Grizzly Bears", "controller": "A", "timestamp": 3}],
        cards=cards,
    )

    result = run(data)

    assert result["objects"]["bears"]["keywords"] == ["Flying"]
    assert steps_of(result, "dependency") == []


@pytest.mark.parametrize("bell_first", [True, False])
def test_kormus_bell_waits_for_urborg(bell_first: bool) -> None:
    """613.7a: Urborg changes what Kormus Bell applies to, so every land is a 1/1 Swamp creature."""
    stamps = (1, 2) if bell_first else (2, 1)
    data = scenario([
        {"id": "bell", "card": "Kormus Bell", "controller": "A", "timestamp": stamps[0]},
        {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "B",
         "timestamp": stamps[1]},
        {"id": "forest", "card": "Forest", "controller": "A", "timestamp": 3},
    ])

    result = run(data)

    forest = result["objects"]["forest"]
    assert (forest["types"], forest["subtypes"], forest["colors"]) == (
        ["Land", "Creature"], ["Forest", "Swamp"], ["B"])
    assert pt(result, "forest") == (1, 1) and pt(result, "urborg") == (1, 1)
    assert _layer_order(result, "613.1d") == ["urborg#1", "bell#1"]


def test_blanchwood_armor_counts_forests_after_blood_moon() -> None:
    """613.3c after 613.1d: under Blood Moon, Dryad Arbor is no Forest, so the Armor counts one."""
    data = scenario([
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
        {"id": "armor", "card": "Blanchwood Armor", "controller": "A", "attached_to": "bears"},
        {"id": "forest", "card": "Forest", "controller": "A"},
        {"id": "arbor", "card": "Dryad Arbor", "controller": "A"},
        {"id": "moon", "card": "Blood Moon", "controller": "B"},
    ])
    without_moon = dict(data, objects=[o for o in data["objects"] if o["id"] != "moon"])

    result = run(data)
    before = run(without_moon)

    assert pt(result, "bears") == (3, 3)
    assert pt(before, "bears") == (4, 4)


def test_bonesplitter_takes_the_timestamp_of_attachment() -> None:
    """613.6d: Equipment attached after Turn to Frog still adds +2/+0 (7c after 7b anyway)."""
    data = scenario(
        [{"id": "bears", "card": "Grizzly Bears", "controller": "A", "timestamp": 1},
         {"id": "splitter", "card": "Bonesplitter", "controller": "A", "attached_to": "bears",
          "timestamp": 2, "attached_timestamp": 5}],
        [{"id": "frog", "card": "Turn to Frog", "controller": "B", "targets": ["bears"],
          "timestamp": 3}],
    )

    result = run(data)

    assert pt(result, "bears") == (3, 1)
    stamps = [s for s in steps_of(result, "timestamp") if s.get("effect") == "splitter#1"]
    assert stamps[0]["rules"] == ["613.6d"] and stamps[0]["timestamp"] == 5


@pytest.mark.parametrize(("stamps", "winner"), [((1, 2), "A"), ((2, 1), "B")])
def test_two_steal_enchantments_on_each_other_loop(stamps: tuple[int, int], winner: str) -> None:
    """613.7b: each changes who controls the other (a loop): the earlier one applies first.

    The earlier Steal Enchantment gives its controller the other one, whose "you"
    is then that same player, so one player ends up controlling both.
    """
    data = scenario([
        {"id": "s1", "card": "Steal Enchantment", "controller": "A", "attached_to": "s2",
         "timestamp": stamps[0]},
        {"id": "s2", "card": "Steal Enchantment", "controller": "B", "attached_to": "s1",
         "timestamp": stamps[1]},
    ])

    result = run(data)

    assert result["objects"]["s1"]["controller"] == winner
    assert result["objects"]["s2"]["controller"] == winner
    (loop,) = steps_of(result, "dependency")
    assert loop["dependency"]["reason"] == "loop" and loop["layer"] == "613.1b"
