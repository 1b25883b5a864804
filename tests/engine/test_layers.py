"""Each layer and sublayer of rule 613 on the library's cards (613.1a–g, 613.3a–e, 613.5, 613.6)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.characteristics.layers import apply_layers
from engine.io.scenario import load_scenario
from tests.engine.layer_helpers import (
    example,
    pt,
    run,
    scenario,
    spell_card,
    static_card,
    steps_of,
)

EXAMPLES = Path(__file__).resolve().parents[2] / "engine" / "examples"


def test_layer_1_clone_copies_only_copiable_values() -> None:
    """613.1a, 706.2: Clone copies Grizzly Bears' printed values, not Giant Growth's +3/+3."""
    data = scenario(
        [{"id": "bears", "card": "Grizzly Bears", "controller": "A"},
         {"id": "clone", "card": "Clone", "controller": "A", "chosen": {"copy": "bears"}}],
        [{"id": "gg", "card": "Giant Growth", "controller": "A", "targets": ["bears"]}],
    )

    result = run(data)

    clone = result["objects"]["clone"]
    assert (clone["name"], clone["subtypes"], pt(result, "clone")) == (
        "Grizzly Bears", ["Bear"], (2, 2))
    assert pt(result, "bears") == (5, 5)


def test_layer_2_control_magic_gives_control() -> None:
    """613.1b: "You control enchanted creature" changes the creature's controller."""
    data = scenario([
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
        {"id": "magic", "card": "Control Magic", "controller": "B", "attached_to": "bears"},
    ])

    result = run(data)

    assert result["objects"]["bears"]["controller"] == "B"
    assert result["objects"]["bears"]["owner"] == "A"


def test_layer_2_steal_enchantment_on_control_magic_applies_first() -> None:
    """613.7a: Control Magic depends on Steal Enchantment, which changes who "you" is."""
    data = scenario([
        {"id": "bears", "card": "Grizzly Bears", "controller": "A", "timestamp": 1},
        {"id": "magic", "card": "Control Magic", "controller": "B", "attached_to": "bears",
         "timestamp": 2},
        {"id": "steal", "card": "Steal Enchantment", "controller": "A", "attached_to": "magic",
         "timestamp": 3},
    ])

    result = run(data)

    assert result["objects"]["magic"]["controller"] == "A"
    assert result["objects"]["bears"]["controller"] == "A"
    deps = steps_of(result, "dependency")
    assert deps[0]["dependency"] == {"effect": "magic#2", "depends_on": "steal#2",
                                     "reason": "what"}


def test_layer_3_magical_hack_turns_urborg_into_an_island_maker() -> None:
    """613.1c, 612.2: changing "Swamp" to "Island" on Urborg makes each land an Island."""
    data = scenario(
        [{"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "A"},
         {"id": "forest", "card": "Forest", "controller": "A"}],
        [{"id": "hack", "card": "Magical Hack", "controller": "A", "targets": ["urborg"],
          "chosen": {"from": "Swamp", "to": "Island"}}],
    )

    result = run(data)

    forest = result["objects"]["forest"]
    assert forest["subtypes"] == ["Forest", "Island"]
    assert forest["abilities"] == ["{T}: Add {G}.", "{T}: Add {U}."]
    assert "Swamp" not in result["objects"]["urborg"]["subtypes"]


def test_layer_3_sleight_of_mind_changes_honor_of_the_pure_color() -> None:
    """613.1c, 612.2: Honor of the Pure with "white" changed to "black" pumps black creatures."""
    data = scenario(
        [{"id": "honor", "card": "Honor of the Pure", "controller": "A"},
         {"id": "zombie", "card": "Yixlid Jailer", "controller": "A"},
         {"id": "white", "card": "Grizzly Bears", "controller": "A", "colors": ["W"]}],
        [{"id": "sleight", "card": "Sleight of Mind", "controller": "A", "targets": ["honor"],
          "chosen": {"from": "white", "to": "black"}}],
    )

    result = run(data)

    assert pt(result, "zombie") == (3, 2)
    assert pt(result, "white") == (2, 2)
    assert result["objects"]["honor"]["abilities"] == ["Black creatures you control get +1/+1."]


def test_layer_4_mycosynth_lattice_and_enchanted_evening_add_types() -> None:
    """613.1d: "in addition to their other types" adds card types to every permanent."""
    data = scenario([
        {"id": "lattice", "card": "Mycosynth Lattice", "controller": "A"},
        {"id": "evening", "card": "Enchanted Evening", "controller": "A"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
        {"id": "hand", "card": "Grizzly Bears", "controller": "A", "zone": "hand"},
    ])

    result = run(data)

    assert result["objects"]["bears"]["types"] == ["Creature", "Artifact", "Enchantment"]
    assert result["objects"]["hand"]["types"] == ["Creature"]


def test_layer_4_turn_to_frog_replaces_creature_types() -> None:
    """613.1d, 613.1e, 613.1f, 613.3b: Turn to Frog makes a blue Frog 1/1 with no abilities."""
    data = scenario(
        [{"id": "norn", "card": "Elesh Norn, Grand Cenobite", "controller": "A"}],
        [{"id": "frog", "card": "Turn to Frog", "controller": "B", "targets": ["norn"]}],
    )

    result = run(data)

    norn = result["objects"]["norn"]
    assert (norn["subtypes"], norn["colors"], norn["abilities"], pt(result, "norn")) == (
        ["Frog"], ["U"], [], (1, 1))
    assert norn["supertypes"] == ["Legendary"]


def test_layer_5_painters_servant_then_lattice_everything_colorless() -> None:
    """613.1e, 613.6: Lattice's later "colorless" overrides Painter's Servant's color."""
    data = scenario([
        {"id": "servant", "card": "Painter's Servant", "controller": "A", "chosen": {"color": "U"},
         "timestamp": 1},
        {"id": "lattice", "card": "Mycosynth Lattice", "controller": "A", "timestamp": 2},
        {"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "hand"},
    ])

    result = run(data)

    assert {o["colors"] == [] for o in result["objects"].values()} == {True}


def test_layer_5_lattice_then_painters_servant_everything_blue() -> None:
    """613.1e, 613.6: with Painter's Servant later, everything is colorless then blue."""
    data = scenario([
        {"id": "lattice", "card": "Mycosynth Lattice", "controller": "A", "timestamp": 1},
        {"id": "servant", "card": "Painter's Servant", "controller": "A", "chosen": {"color": "U"},
         "timestamp": 2},
        {"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "hand"},
    ])

    result = run(data)

    assert {tuple(o["colors"]) for o in result["objects"].values()} == {("U",)}
    assert steps_of(result, "dependency") == []


def test_layer_6_levitation_grants_flying_to_your_creatures_only() -> None:
    """613.1f: "Creatures you control have flying" follows the controller."""
    data = scenario([
        {"id": "levitation", "card": "Levitation", "controller": "A"},
        {"id": "mine", "card": "Grizzly Bears", "controller": "A"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
    ])

    result = run(data)

    assert result["objects"]["mine"]["keywords"] == ["Flying"]
    assert result["objects"]["theirs"]["keywords"] == []


def test_layer_6_yixlid_jailer_turns_off_tarmogoyf_in_the_graveyard() -> None:
    """613.1f, 604.3: a Tarmogoyf card in a graveyard loses its CDA, so its * is 0: 0/1."""
    data = scenario([
        {"id": "jailer", "card": "Yixlid Jailer", "controller": "A"},
        {"id": "goyf", "card": "Tarmogoyf", "controller": "A", "zone": "graveyard"},
        {"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "graveyard"},
    ])

    result = run(data)

    assert pt(result, "goyf") == (0, 1)


def test_layer_7a_tarmogoyf_counts_card_types_in_graveyards() -> None:
    """613.3a: Tarmogoyf's CDA: a creature and an instant in graveyards make it 2/3."""
    data = scenario([
        {"id": "goyf", "card": "Tarmogoyf", "controller": "A"},
        {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "graveyard"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A", "zone": "graveyard"},
        {"id": "ogre", "card": "Gray Ogre", "controller": "B", "zone": "graveyard"},
    ])

    result = run(data)

    assert pt(result, "goyf") == (2, 3)
    cda = [s for s in steps_of(result, "layer") if s["layer"] == "613.3a"]
    assert cda and "613.2" in cda[0]["rules"]


def test_layer_7b_after_7a_overrides_the_cda() -> None:
    """613.3a before 613.3b: "becomes 0/1" overrides Tarmogoyf's CDA."""
    data = scenario(
        [{"id": "goyf", "card": "Tarmogoyf", "controller": "A"},
         {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "graveyard"}],
        [{"id": "small", "card": "Example Shrink", "controller": "B", "targets": ["goyf"]}],
        cards=[spell_card("Example Shrink", "Target creature becomes 0/1 until end of turn.",
                          [{"op": "set_pt", "power": 0, "toughness": 1}])],
    )

    result = run(data)

    assert pt(result, "goyf") == (0, 1)


def test_layer_7c_anthems_add_up() -> None:
    """613.3c: Glorious Anthem, Honor of the Pure and Night of Souls' Betrayal all adjust."""
    data = scenario([
        {"id": "anthem", "card": "Glorious Anthem", "controller": "A"},
        {"id": "honor", "card": "Honor of the Pure", "controller": "A"},
        {"id": "night", "card": "Night of Souls' Betrayal", "controller": "B"},
        {"id": "knight", "card": "Grizzly Bears", "controller": "A", "colors": ["W"]},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B", "colors": ["W"]},
    ])

    result = run(data)

    assert (pt(result, "knight"), pt(result, "bears"), pt(result, "theirs")) == (
        (3, 3), (2, 2), (1, 1))


def test_layer_7c_elesh_norn_and_lord_of_atlantis() -> None:
    """613.3c, 613.1f: Elesh Norn's +2/+2 and -2/-2; Lord of Atlantis pumps other Merfolk."""
    data = scenario([
        {"id": "norn", "card": "Elesh Norn, Grand Cenobite", "controller": "A"},
        {"id": "lord1", "card": "Lord of Atlantis", "controller": "A"},
        {"id": "lord2", "card": "Lord of Atlantis", "controller": "B"},
    ])

    result = run(data)

    assert pt(result, "norn") == (4, 7)
    assert pt(result, "lord1") == (5, 5)
    assert pt(result, "lord2") == (1, 1)
    assert result["objects"]["lord1"]["keywords"] == ["Islandwalk"]


def test_layer_7d_counters_after_7c() -> None:
    """613.3d: +1/+1 and -1/-1 counters apply after 7c effects."""
    data = scenario(
        [{"id": "wall", "card": "Wall of Stone", "controller": "A",
          "counters": {"+1/+1": 3, "-1/-1": 1}}],
        [{"id": "gg", "card": "Giant Growth", "controller": "A", "targets": ["wall"]}],
    )

    result = run(data)

    assert pt(result, "wall") == (5, 13)
    counter_steps = [s for s in steps_of(result, "layer") if s["layer"] == "613.3d"]
    assert counter_steps[0]["before"] == {"wall": "3/11"}


def test_layer_7e_switch_after_counters() -> None:
    """613.3e: Twisted Image switches after counters: Wall of Stone 0/8 with a counter is 9/1."""
    data = scenario(
        [{"id": "wall", "card": "Wall of Stone", "controller": "A", "counters": {"+1/+1": 1}}],
        [{"id": "twist", "card": "Twisted Image", "controller": "A", "targets": ["wall"]}],
    )

    result = run(data)

    assert pt(result, "wall") == (9, 1)


def test_ensoul_artifact_on_darksteel_citadel() -> None:
    """613.1d, 613.3b: Ensoul Artifact makes Darksteel Citadel a 5/5 indestructible creature."""
    data = scenario([
        {"id": "citadel", "card": "Darksteel Citadel", "controller": "A"},
        {"id": "ensoul", "card": "Ensoul Artifact", "controller": "A", "attached_to": "citadel"},
    ])

    result = run(data)

    citadel = result["objects"]["citadel"]
    assert (citadel["types"], pt(result, "citadel"), citadel["keywords"]) == (
        ["Artifact", "Land", "Creature"], (5, 5), ["Indestructible"])


def test_aura_takes_the_timestamp_of_attachment() -> None:
    """613.6d: an Aura moved to the creature later gets a new, later timestamp and wins."""
    data = example("613.8-1")
    for obj in data["objects"]:
        if obj["id"] == "gain":
            obj["attached_timestamp"] = 10

    result = run(data)

    assert result["objects"]["bears"]["keywords"] == ["Flying"]
    stamps = [s for s in steps_of(result, "timestamp") if s.get("effect") == "gain#2"]
    assert stamps[0]["rules"] == ["613.6d"] and stamps[0]["timestamp"] == 10


def test_sudden_spoiling_fixes_its_affected_set() -> None:
    """611.2c: Sudden Spoiling affects creatures the target player controlled as it resolved."""
    data = scenario(
        [{"id": "bears", "card": "Grizzly Bears", "controller": "B", "timestamp": 1},
         {"id": "mine", "card": "Wall of Stone", "controller": "A", "timestamp": 2},
         {"id": "norn", "card": "Elesh Norn, Grand Cenobite", "controller": "B", "timestamp": 4}],
        [{"id": "spoil", "card": "Sudden Spoiling", "controller": "A", "targets": ["B"],
          "timestamp": 3}],
    )

    result = run(data)

    assert pt(result, "bears") == (2, 4)
    assert pt(result, "norn") == (4, 7)
    assert pt(result, "mine") == (-2, 6)


def test_explicit_affected_list_overrides_the_description() -> None:
    """611.2c: a scenario may state the objects a resolved effect affects."""
    data = scenario(
        [{"id": "bears", "card": "Grizzly Bears", "controller": "B", "timestamp": 1},
         {"id": "other", "card": "Grizzly Bears", "controller": "B", "timestamp": 2}],
        [{"id": "spoil", "card": "Sudden Spoiling", "controller": "A", "targets": ["B"],
          "timestamp": 3, "affected": ["bears"]}],
    )

    result = run(data)

    assert (pt(result, "bears"), pt(result, "other")) == ((0, 2), (2, 2))


def test_layer_steps_carry_effect_timestamp_and_values() -> None:
    """The trace: a step per effect per layer, with its timestamp and before/after values."""
    data = scenario(
        [{"id": "bears", "card": "Grizzly Bears", "controller": "A", "timestamp": 1}],
        [{"id": "gg", "card": "Giant Growth", "controller": "A", "targets": ["bears"],
          "timestamp": 7}],
    )

    result = run(data)

    (step,) = steps_of(result, "layer")
    assert (step["rules"], step["layer"], step["effect"], step["timestamp"]) == (
        ["613.3c"], "613.3c", "gg", 7)
    assert (step["before"], step["after"]) == ({"bears": "2/2"}, {"bears": "5/5"})


def test_trace_is_korean_by_default() -> None:
    """The trace text is Korean unless English is asked for."""
    data = scenario(
        [{"id": "bears", "card": "Grizzly Bears", "controller": "A"}],
        [{"id": "gg", "card": "Giant Growth", "controller": "A", "targets": ["bears"]}],
    )

    korean = run(data, lang="ko")
    english = run(data, lang="en")

    assert "적용합니다" in steps_of(korean, "layer")[0]["text"]
    assert "applies to" in steps_of(english, "layer")[0]["text"]


def test_final_characteristics_step_for_each_permanent() -> None:
    """The trace ends with the final characteristics of each permanent."""
    data = scenario([{"id": "bears", "card": "Grizzly Bears", "controller": "A"},
                     {"id": "forest", "card": "Forest", "controller": "A"}])

    result = run(data)

    finals = steps_of(result, "characteristics")
    assert [s["object"] for s in finals] == ["bears", "forest"]
    assert "2/2" in finals[0]["text"]


def test_characteristic_defining_ability_applies_first_in_its_layer() -> None:
    """613.2: a color-defining CDA applies before an earlier-timestamped color change."""
    courier = static_card(
        "Example Courier", "Example Courier is all colors.", "self",
        [{"op": "set_colors", "colors": ["W", "U", "B", "R", "G"]}], types=("Creature",),
        power=1, toughness=1,
    )
    courier["abilities"][0]["cda"] = True
    data = scenario(
        [{"id": "courier", "card": "Example Courier", "controller": "A", "timestamp": 5}],
        [{"id": "red", "card": "Example Redden", "controller": "B", "targets": ["courier"],
          "timestamp": 1}],
        cards=[courier, spell_card("Example Redden", "Target creature becomes red.",
                                   [{"op": "set_colors", "colors": ["R"]}])],
    )

    result = run(data)

    assert result["objects"]["courier"]["colors"] == ["R"]
    first = steps_of(result, "layer")[0]
    assert first["effect"] == "courier#1" and "613.2" in first["rules"]


def test_later_control_change_wins() -> None:
    """613.1b, 613.6: Act of Treason after Control Magic gives control back for the turn."""
    data = scenario(
        [{"id": "bears", "card": "Grizzly Bears", "controller": "A", "timestamp": 1},
         {"id": "magic", "card": "Control Magic", "controller": "B", "attached_to": "bears",
          "timestamp": 2}],
        [{"id": "treason", "card": "Act of Treason", "controller": "A", "targets": ["bears"],
          "timestamp": 3}],
    )

    result = run(data)

    assert result["objects"]["bears"]["controller"] == "A"
    assert result["objects"]["bears"]["keywords"] == ["Haste"]


def test_granted_static_ability_takes_the_later_timestamp() -> None:
    """613.6a: a static ability granted by an effect has the later of the object's and its own."""
    granter = spell_card(
        "Example Grant", "Target creature gains \"Creatures you control get +1/+1.\"",
        [{"op": "add_abilities", "abilities": [{
            "kind": "static", "label": "Creatures you control get +1/+1.",
            "affects": {"types": ["Creature"], "controller": "you"},
            "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}]}]}],
    )
    data = scenario(
        [{"id": "bears", "card": "Grizzly Bears", "controller": "A", "timestamp": 1}],
        [{"id": "grant", "card": "Example Grant", "controller": "A", "targets": ["bears"],
          "timestamp": 4}],
        cards=[granter],
    )

    result = run(data)

    assert pt(result, "bears") == (3, 3)
    (stamp,) = [s for s in steps_of(result, "timestamp") if s["effect"] == "grant>bears#1"]
    assert (stamp["rules"], stamp["timestamp"]) == (["613.6a"], 4)


def test_layer_1_clone_of_a_clone_waits_for_the_first_copy() -> None:
    """613.1a, 613.7a, 706.2: copying a Clone copies what it copies, whatever the timestamps."""
    data = scenario([
        {"id": "bears", "card": "Grizzly Bears", "controller": "A", "timestamp": 1},
        {"id": "second", "card": "Clone", "controller": "B", "chosen": {"copy": "first"},
         "timestamp": 2},
        {"id": "first", "card": "Clone", "controller": "A", "chosen": {"copy": "bears"},
         "timestamp": 3},
    ])

    result = run(data)

    assert result["objects"]["second"]["name"] == "Grizzly Bears"
    assert pt(result, "second") == (2, 2)
    (step,) = steps_of(result, "dependency")
    assert step["dependency"]["depends_on"] == "first#1" and step["layer"] == "613.1a"


def test_a_choice_left_out_changes_nothing_instead_of_guessing() -> None:
    """Conspiracy without a chosen type leaves creature types alone and says so."""
    data = scenario([
        {"id": "conspiracy", "card": "Conspiracy", "controller": "A"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
    ])

    result = run(data)

    assert result["objects"]["bears"]["subtypes"] == ["Bear"]
    notes = [s for s in steps_of(result, "note") if s.get("effect") == "conspiracy#2"]
    assert notes and "creature_type" in notes[0]["text"]


def test_a_static_effect_is_named_by_its_source_when_it_has_one_ability() -> None:
    """The trace names Glorious Anthem's effect "Glorious Anthem", not its whole Oracle sentence."""
    data = scenario([{"id": "anthem", "card": "Glorious Anthem", "controller": "A"},
                     {"id": "bears", "card": "Grizzly Bears", "controller": "A"}])

    result = run(data)

    texts = [s["text"] for s in result["steps"] if s.get("effect") == "anthem#1"]
    assert "Layer 7c: Glorious Anthem (timestamp 1) applies to Grizzly Bears." in texts[-1]
    assert not any("Creatures you control get" in t for t in texts)


def test_a_source_with_several_static_abilities_names_which_one() -> None:
    """Elesh Norn's two effects stay apart in the trace: each label adds its ability's opening."""
    data = scenario([{"id": "norn", "card": "Elesh Norn, Grand Cenobite", "controller": "A"},
                     {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
                     {"id": "ogre", "card": "Gray Ogre", "controller": "B"}])

    result = run(data)

    layer_texts = [s["text"] for s in result["steps"] if s["kind"] == "layer"]
    assert any("Elesh Norn, Grand Cenobite: Other creatures you control get" in t
               for t in layer_texts)
    assert any("Elesh Norn, Grand Cenobite: Creatures your opponents control" in t
               for t in layer_texts)


@pytest.mark.parametrize("example", sorted(EXAMPLES.glob("*.json")), ids=lambda p: p.stem)
def test_untraced_layers_give_the_traced_state(example: Path) -> None:
    """apply_layers(trace=False), which the game loop uses, computes the same state as the
    traced run, and a second run over its own output changes nothing (the state is kept)."""
    state = load_scenario(json.loads(example.read_text(encoding="utf-8")))

    traced, _ = apply_layers(state)
    untraced, none = apply_layers(state, trace=False)
    again, _ = apply_layers(untraced, trace=False)

    assert untraced == traced and none == ()
    assert again is untraced
