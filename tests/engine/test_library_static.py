"""The library's continuous-effect staples (613): copy, control, type, color, ability and P/T
changes, each card played through the engine with the rule it turns on.

Layers and sublayers as the shipped text numbers them: 613.1a copy, 613.1b control, 613.1c
text, 613.1d type, 613.1e color, 613.1f abilities, 613.3a-e power and toughness (CDAs 7a,
setting 7b, modifying 7c, counters 7d, switching 7e); timestamps 613.6, dependency 613.7.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.event_helpers import play
from tests.engine.layer_helpers import pt, steps_of


def obj(result: dict[str, Any], ident: str) -> dict[str, Any]:
    """One object of a result."""
    found: dict[str, Any] = result["objects"][ident]
    return found


def gap_of(result: dict[str, Any], ident: str, ability: str) -> str | None:
    """The gap `not_modelled` names for one ability of one object, or None if not listed."""
    return next((e["gap"] for e in result["not_modelled"]
                 if e["object"] == ident and e["ability"] == ability), None)


# --- 613.1a: copy effects -------------------------------------------------------------------


def test_body_double_copies_a_creature_card_in_a_graveyard() -> None:
    """613.1a, 706.2: Body Double copies the printed values of the card it chose, wherever
    that card is; the copy is Body Double's own controller's."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears", "controller": "B", "zone": "graveyard"},
        {"id": "double", "card": "Body Double", "chosen": {"copy": "bears"}},
    ])

    double = obj(result, "double")
    assert (double["name"], double["subtypes"], double["colors"], pt(result, "double")) == (
        "Grizzly Bears", ["Bear"], ["G"], (2, 2))
    assert double["controller"] == "A"


def test_body_double_with_no_choice_is_a_0_0_and_dies() -> None:
    """706.2, 704.5f: Body Double that copied nothing is a 0/0 Shapeshifter and is put into its
    owner's graveyard as a state-based action."""
    result = play([{"id": "double", "card": "Body Double"}])

    assert obj(result, "double")["zone"] == "graveyard"


def test_sculpting_steel_copies_copiable_values_not_granted_indestructible() -> None:
    """706.2, 613.1a: Sculpting Steel copying B's Bonesplitter gets its printed abilities, not
    the indestructible B's Darksteel Forge grants it: effects of 613.1b-f aren't copiable
    values."""
    result = play([
        {"id": "forge", "card": "Darksteel Forge", "controller": "B"},
        {"id": "splitter", "card": "Bonesplitter", "controller": "B"},
        {"id": "steel", "card": "Sculpting Steel", "chosen": {"copy": "splitter"}},
    ])

    steel = obj(result, "steel")
    assert steel["name"] == "Bonesplitter"
    assert steel["abilities"] == ["Equipped creature gets +2/+0.", "Equip {1}"]
    assert "Indestructible" in obj(result, "splitter")["abilities"]


# --- 613.1b: control-changing effects -------------------------------------------------------


def test_mind_control_and_confiscate_take_what_they_enchant() -> None:
    """613.1b: "You control enchanted creature/permanent": the Aura's controller controls it;
    the owner doesn't change."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
        {"id": "mind", "card": "Mind Control", "controller": "B", "attached_to": "bears"},
        {"id": "anthem", "card": "Glorious Anthem", "controller": "A"},
        {"id": "confiscate", "card": "Confiscate", "controller": "B", "attached_to": "anthem"},
    ])

    assert (obj(result, "bears")["controller"], obj(result, "bears")["owner"]) == ("B", "A")
    assert obj(result, "anthem")["controller"] == "B"
    # The stolen Anthem now pumps B's creatures: the stolen Bears.
    assert pt(result, "bears") == (3, 3)


def test_later_control_effect_wins_by_timestamp() -> None:
    """613.1b, 613.6: two Auras changing control of one creature apply in timestamp order; the
    later one decides who controls it."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears", "controller": "A", "timestamp": 1},
        {"id": "late", "card": "Mind Control", "controller": "A", "attached_to": "bears",
         "timestamp": 3},
        {"id": "early", "card": "Mind Control", "controller": "B", "attached_to": "bears",
         "timestamp": 2},
    ])

    assert obj(result, "bears")["controller"] == "A"


# --- 613.1d: type-changing effects ----------------------------------------------------------


def test_life_and_limb_makes_forests_saproling_creatures() -> None:
    """613.1d, 613.1e, 613.3b: every Forest is a 1/1 green Saproling creature Forest land, and
    it keeps its mana ability (305.6)."""
    result = play([
        {"id": "ll", "card": "Life and Limb"},
        {"id": "forest", "card": "Forest", "controller": "B"},
    ])

    forest = obj(result, "forest")
    assert forest["types"] == ["Land", "Creature"]
    assert forest["subtypes"] == ["Forest", "Saproling"]
    assert (forest["colors"], pt(result, "forest")) == (["G"], (1, 1))
    assert forest["abilities"] == ["{T}: Add {G}."]


def test_life_and_limb_depends_on_prismatic_omen() -> None:
    """613.7a: Prismatic Omen makes a nonbasic land a Forest, which changes what Life and Limb
    applies to, so Life and Limb waits for it although its timestamp is earlier; the Guildgate
    ends up a 1/1 green Saproling creature with every basic land type."""
    result = play([
        {"id": "ll", "card": "Life and Limb", "timestamp": 1},
        {"id": "gate", "card": "Boros Guildgate", "timestamp": 2},
        {"id": "omen", "card": "Prismatic Omen", "timestamp": 3},
    ])

    gate = obj(result, "gate")
    assert gate["types"] == ["Land", "Creature"]
    assert {"Plains", "Island", "Swamp", "Mountain", "Forest", "Saproling"} <= set(
        gate["subtypes"])
    assert pt(result, "gate") == (1, 1)
    deps = [s["dependency"] for s in steps_of(result, "dependency")]
    assert {"effect": "ll#1", "depends_on": "omen#1", "reason": "applies_to"} in deps


@pytest.mark.parametrize(("omen_ts", "moon_ts", "expected"), [
    (1, 2, ["Mountain"]),
    (2, 1, ["Mountain", "Plains", "Island", "Swamp", "Forest"]),
])
def test_prismatic_omen_and_blood_moon_apply_in_timestamp_order(
        omen_ts: int, moon_ts: int, expected: list[str]) -> None:
    """613.6, 305.7: neither depends on the other (613.7a), so in layer 4 the later one wins:
    Blood Moon after Omen leaves only Mountain; Omen after Blood Moon adds every basic type to
    the Mountain."""
    result = play([
        {"id": "omen", "card": "Prismatic Omen", "timestamp": omen_ts},
        {"id": "moon", "card": "Blood Moon", "controller": "B", "timestamp": moon_ts},
        {"id": "gate", "card": "Boros Guildgate", "timestamp": 3},
    ])

    assert sorted(obj(result, "gate")["subtypes"]) == sorted(expected)
    assert steps_of(result, "dependency") == []


@pytest.mark.parametrize("card", ["Xenograft", "Arcane Adaptation"])
def test_chosen_creature_type_is_added_and_goblin_king_sees_it(card: str) -> None:
    """613.1d, then 613.3c reading types as layer 4 left them (611.3a): creatures A controls
    are Goblins in addition to their types, so Goblin King pumps them; B's are not."""
    result = play([
        {"id": "adds", "card": card, "chosen": {"creature_type": "Goblin"}},
        {"id": "king", "card": "Goblin King", "controller": "B"},
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
    ])

    assert obj(result, "bears")["subtypes"] == ["Bear", "Goblin"]
    assert (pt(result, "bears"), pt(result, "theirs")) == ((3, 3), (2, 2))
    assert "Mountainwalk" in obj(result, "bears")["abilities"]


def test_arcane_adaptation_reaches_cards_outside_the_battlefield_but_xenograft_does_not() -> None:
    """613.1d: Arcane Adaptation's second sentence covers creature cards A owns in every zone;
    Xenograft says "each creature you control" only, the battlefield."""
    result = play([
        {"id": "aa", "card": "Arcane Adaptation", "chosen": {"creature_type": "Sliver"}},
        {"id": "xg", "card": "Xenograft", "chosen": {"creature_type": "Elf"}},
        {"id": "dead", "card": "Grizzly Bears", "zone": "graveyard"},
        {"id": "theirs", "card": "Grizzly Bears", "zone": "graveyard", "controller": "B"},
    ])

    assert obj(result, "dead")["subtypes"] == ["Bear", "Sliver"]
    assert obj(result, "theirs")["subtypes"] == ["Bear"]


def test_maskwood_nexus_makes_creatures_every_type_in_every_zone() -> None:
    """613.1d, 702.73a: creatures A controls and creature cards A owns elsewhere are every
    creature type, so Goblin King pumps the Bears as a Goblin; its activated ability is
    scripted (issue 27, round 2), so it isn't listed as not modelled."""
    result = play([
        {"id": "nexus", "card": "Maskwood Nexus"},
        {"id": "king", "card": "Goblin King"},
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "hand", "card": "Grizzly Bears", "zone": "hand"},
    ])

    assert obj(result, "bears")["every_creature_type"] is True
    assert obj(result, "hand")["every_creature_type"] is True
    # Goblin King is itself every type, "other" excludes it; the Bears are Goblins.
    assert pt(result, "bears") == (3, 3)
    assert gap_of(result, "nexus", "{3}, {T}: Create a 2/2 blue Shapeshifter creature token "
                  "with changeling. (It is every creature type.)") is None


def test_evil_presence_makes_a_nonbasic_land_only_a_swamp() -> None:
    """613.1d, 305.7: setting the land's subtype to Swamp removes its other land types and the
    abilities of its rules text (Boros Guildgate's), and it taps for {B}."""
    result = play([
        {"id": "gate", "card": "Boros Guildgate"},
        {"id": "presence", "card": "Evil Presence", "controller": "B", "attached_to": "gate"},
    ])

    gate = obj(result, "gate")
    assert (gate["subtypes"], gate["abilities"]) == (["Swamp"], ["{T}: Add {B}."])


# --- 613.1d-f: Auras that rewrite what a creature is ---------------------------------------------


def test_darksteel_mutation_on_a_legend() -> None:
    """613.1d, 613.1f, 613.3b: Elesh Norn becomes an indestructible 0/1 Insect artifact
    creature, losing its other card types, creature types and abilities (so its anthem stops)
    but keeping the supertype legendary; destroy does nothing to it (702.12b)."""
    result = play([
        {"id": "norn", "card": "Elesh Norn, Grand Cenobite"},
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "mutation", "card": "Darksteel Mutation", "controller": "B",
         "attached_to": "norn"},
    ], [{"type": "destroy", "target": "norn"}])

    norn = obj(result, "norn")
    assert (norn["types"], norn["subtypes"], norn["supertypes"]) == (
        ["Artifact", "Creature"], ["Insect"], ["Legendary"])
    assert (norn["abilities"], pt(result, "norn")) == (["Indestructible"], (0, 1))
    assert norn["zone"] == "battlefield"
    assert pt(result, "bears") == (2, 2)


def test_kenriths_transformation_makes_an_artifact_creature_a_plain_green_elk() -> None:
    """613.1d-f, 613.3b: "(It loses all other card types and creature types.)": Darksteel Myr is
    no longer an artifact nor indestructible; it is a green 3/3 Elk creature."""
    result = play([
        {"id": "myr", "card": "Darksteel Myr", "controller": "B"},
        {"id": "kt", "card": "Kenrith's Transformation", "attached_to": "myr"},
    ])

    myr = obj(result, "myr")
    assert (myr["types"], myr["subtypes"], myr["colors"], myr["abilities"]) == (
        ["Creature"], ["Elk"], ["G"], [])
    assert pt(result, "myr") == (3, 3)


def test_imprisoned_in_the_moon_turns_a_creature_into_a_colorless_land() -> None:
    """613.1d-f: Elesh Norn is a colorless land with only "{T}: Add {C}"; it is no creature, keeps
    legendary, and its anthem no longer applies."""
    result = play([
        {"id": "norn", "card": "Elesh Norn, Grand Cenobite"},
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "moon", "card": "Imprisoned in the Moon", "controller": "B",
         "attached_to": "norn"},
    ])

    norn = obj(result, "norn")
    assert (norn["types"], norn["subtypes"], norn["supertypes"], norn["colors"]) == (
        ["Land"], [], ["Legendary"], [])
    assert norn["abilities"] == ["{T}: Add {C}."]
    assert pt(result, "bears") == (2, 2)
    # 208.3: a noncreature permanent has no power or toughness, whatever the card prints.
    assert (norn["power"], norn["toughness"]) == (None, None)


@pytest.mark.parametrize(("aura", "types", "subtypes", "colors", "abilities", "stats"), [
    ("Lignify", ["Creature"], ["Treefolk"], ["W", "R"], [], (0, 4)),
    ("Frogify", ["Creature"], ["Frog"], ["U"], [], (1, 1)),
    ("Deep Freeze", ["Creature"], ["Angel", "Wall"], ["W", "U", "R"], ["Defender"], (0, 4)),
])
def test_auras_that_rewrite_a_creature(aura: str, types: list[str], subtypes: list[str],
                                       colors: list[str], abilities: list[str],
                                       stats: tuple[int, int]) -> None:
    """613.1d-f, 613.3b: Gisela (a red and white 5/5 Angel with flying and first strike) under
    each Aura: Lignify keeps its colors, Frogify makes it blue, Deep Freeze adds blue and Wall and
    leaves defender as its only ability ("loses all other abilities")."""
    result = play([
        {"id": "gisela", "card": "Gisela, Blade of Goldnight", "controller": "B"},
        {"id": "aura", "card": aura, "attached_to": "gisela"},
    ])

    gisela = obj(result, "gisela")
    assert (gisela["types"], gisela["subtypes"], gisela["colors"]) == (types, subtypes, colors)
    assert (gisela["abilities"], pt(result, "gisela")) == (abilities, stats)


def test_lignify_stops_gisela_doubling_damage() -> None:
    """613.1f: Gisela loses her replacement ability, so Lightning Bolt deals B 3, not 6."""
    result = play([
        {"id": "gisela", "card": "Gisela, Blade of Goldnight", "controller": "A"},
        {"id": "lignify", "card": "Lignify", "controller": "B", "attached_to": "gisela"},
        {"id": "bolt", "card": "Lightning Bolt", "zone": "stack"},
    ], [{"type": "damage", "source": "bolt", "target": "B", "amount": 3}])

    assert result["players"]["B"]["life"] == 17


def test_on_serras_wings_makes_the_creature_legendary() -> None:
    """613.1d (a supertype), 613.1f, 613.3c; 704.5j: two Grizzly Bears each wearing On Serra's
    Wings are two legendary permanents with the same name, so the legend rule asks A which to
    keep — and the two Wings themselves, legendary Auras, are asked about too."""
    result = play([
        {"id": "b1", "card": "Grizzly Bears"},
        {"id": "b2", "card": "Grizzly Bears"},
        {"id": "w1", "card": "On Serra's Wings", "attached_to": "b1"},
        {"id": "w2", "card": "On Serra's Wings", "attached_to": "b2"},
    ])

    assert obj(result, "b1")["supertypes"] == ["Legendary"]
    assert result["pending_choice"]["rules"] == ["704.5j"]
    assert {o["id"] for o in result["pending_choice"]["options"]} in ({"b1", "b2"}, {"w1", "w2"})


def test_on_serras_wings_gives_lifelink() -> None:
    """613.1f, 702.15b, 120.3f: the enchanted 3/3 deals 3 damage and its controller gains 3."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "wings", "card": "On Serra's Wings", "attached_to": "bears"},
    ], [{"type": "damage", "source": "bears", "target": "B", "amount": 3}])

    assert pt(result, "bears") == (3, 3)
    assert obj(result, "bears")["abilities"] == ["Flying", "Vigilance", "Lifelink"]
    assert result["players"]["A"]["life"] == 23


# --- man-lands: activated abilities' continuous effects ----------------------------------------


def test_mutavault_is_every_creature_type_and_goblin_king_pumps_it() -> None:
    """613.1d, 613.3b, 613.3c: the resolved ability makes Mutavault a 2/2 land creature with all
    creature types; Goblin King gives it +1/+1 and mountainwalk."""
    result = play([
        {"id": "vault", "card": "Mutavault"},
        {"id": "king", "card": "Goblin King", "controller": "B"},
    ], effects=[{"id": "animate", "source": "vault", "ability": 1}])

    vault = obj(result, "vault")
    assert vault["types"] == ["Land", "Creature"] and vault["every_creature_type"] is True
    assert pt(result, "vault") == (3, 3)


def test_animated_mutavault_under_blood_moon_keeps_the_resolved_effect() -> None:
    """305.7, 611.2: Blood Moon removes Mutavault's abilities from its rules text (it taps for
    {R}), but the effect of the ability that already resolved goes on: it is still a 2/2 creature
    with all creature types until end of turn."""
    result = play([
        {"id": "moon", "card": "Blood Moon", "controller": "B"},
        {"id": "vault", "card": "Mutavault"},
    ], effects=[{"id": "animate", "source": "vault", "ability": 1, "timestamp": 3}])

    vault = obj(result, "vault")
    assert vault["abilities"] == ["{T}: Add {R}."]
    assert vault["subtypes"] == ["Mountain"] and vault["every_creature_type"] is True
    assert pt(result, "vault") == (2, 2)


def test_mutavault_stops_being_a_creature_at_end_of_turn() -> None:
    """611.2a, 514.2: "until end of turn" ends in the cleanup step."""
    result = play([{"id": "vault", "card": "Mutavault"}], [{"type": "end_turn"}],
                  effects=[{"id": "animate", "source": "vault", "ability": 1}])

    assert obj(result, "vault")["types"] == ["Land"]


def test_mishras_factory_pumps_itself_as_an_assembly_worker() -> None:
    """613.1d, 613.3b then 613.3c: the Factory becomes a 2/2 Assembly-Worker artifact creature;
    its second ability gives a target Assembly-Worker +1/+1 on top."""
    result = play([{"id": "factory", "card": "Mishra's Factory"}], effects=[
        {"id": "animate", "source": "factory", "ability": 1, "timestamp": 2},
        {"id": "pump", "source": "factory", "ability": 2, "targets": ["factory"],
         "timestamp": 3},
    ])

    factory = obj(result, "factory")
    assert (factory["types"], factory["subtypes"]) == (
        ["Land", "Artifact", "Creature"], ["Assembly-Worker"])
    assert pt(result, "factory") == (3, 3)


def test_inkmoth_nexus_deals_damage_as_poison_and_minus_counters() -> None:
    """613.1d, 613.1f; 702.90b, 120.3b, 120.3d: the animated Nexus has infect: its damage gives a
    player poison counters and a creature -1/-1 counters."""
    result = play([
        {"id": "nexus", "card": "Inkmoth Nexus"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "B"},
    ], [{"type": "damage", "source": "nexus", "target": "B", "amount": 1},
        {"type": "damage", "source": "nexus", "target": "bears", "amount": 1}],
        effects=[{"id": "animate", "source": "nexus", "ability": 1}])

    nexus = obj(result, "nexus")
    assert nexus["subtypes"] == ["Phyrexian", "Blinkmoth"]
    assert nexus["abilities"][-2:] == ["Flying", "Infect"]
    assert result["players"]["B"]["poison"] == 1
    assert obj(result, "bears")["counters"] == {"-1/-1": 1}


def test_chromatic_lantern_survives_blood_moon() -> None:
    """613.1d then 613.1f, 305.7: Blood Moon makes the Guildgate a Mountain in layer 4 and takes
    its rules-text abilities; Chromatic Lantern's ability is granted later, in layer 6, so the
    land taps for {R} and for any color."""
    result = play([
        {"id": "lantern", "card": "Chromatic Lantern", "timestamp": 1},
        {"id": "moon", "card": "Blood Moon", "controller": "B", "timestamp": 2},
        {"id": "gate", "card": "Boros Guildgate", "timestamp": 3},
    ])

    assert obj(result, "gate")["abilities"] == ["{T}: Add {R}.",
                                                "{T}: Add one mana of any color."]


# --- 613.1e: color-changing effects ----------------------------------------------------------


def test_darkest_hour_turns_off_crusade() -> None:
    """613.1e before 613.3c (611.3a): every creature is black when Crusade looks for white
    creatures, so the white creature isn't pumped."""
    result = play([
        {"id": "crusade", "card": "Crusade"},
        {"id": "hour", "card": "Darkest Hour", "controller": "B"},
        {"id": "knight", "card": "Grizzly Bears", "colors": ["W"]},
    ])

    assert obj(result, "knight")["colors"] == ["B"]
    assert pt(result, "knight") == (2, 2)


def test_shifting_sky_makes_every_nonland_permanent_the_chosen_color() -> None:
    """613.1e: every nonland permanent, Shifting Sky and Crusade included, is white; lands keep
    their (no) color; Crusade then pumps every creature (613.3c)."""
    result = play([
        {"id": "sky", "card": "Shifting Sky", "chosen": {"color": "W"}},
        {"id": "crusade", "card": "Crusade", "controller": "B"},
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "forest", "card": "Forest"},
    ])

    assert [obj(result, i)["colors"] for i in ("sky", "crusade", "bears", "forest")] == [
        ["W"], ["W"], ["W"], []]
    assert pt(result, "bears") == (3, 3)


def test_shifting_sky_asks_for_its_color_as_it_enters() -> None:
    """614.12a, 614.1c: the color is chosen before it enters; the answer is what it sets."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "sky", "card": "Shifting Sky", "zone": "hand"},
    ], [{"type": "enter", "object": "sky"}], choices=[{"player": "A", "choose": "R"}])

    assert obj(result, "bears")["colors"] == ["R"]


def test_polymorphists_jest_frogs_the_target_players_creatures_of_the_time() -> None:
    """611.2c, 613.1d-f, 613.3b: each creature B controlled as it resolved is a blue 1/1 Frog
    with no abilities; A's creature and a creature B gets afterwards aren't affected."""
    result = play([
        {"id": "gisela", "card": "Gisela, Blade of Goldnight", "controller": "B"},
        {"id": "mine", "card": "Grizzly Bears"},
        {"id": "later", "card": "Grizzly Bears", "controller": "B", "zone": "hand"},
    ], [{"type": "enter", "object": "later"}],
        effects=[{"id": "jest", "card": "Polymorphist's Jest", "targets": ["B"]}])

    gisela = obj(result, "gisela")
    assert (gisela["subtypes"], gisela["colors"], gisela["abilities"]) == (["Frog"], ["U"], [])
    assert pt(result, "gisela") == (1, 1)
    assert (pt(result, "mine"), pt(result, "later")) == ((2, 2), (2, 2))


# --- 613.1f: ability-adding and ability-removing effects -------------------------------------


def test_akromas_memorial_protection_prevents_red_damage_and_drops_black_auras() -> None:
    """613.1f, 702.16e, 702.16c, 704.5m: the granted protection from black and from red
    prevents Lightning Bolt's damage and puts B's black Aura into the graveyard; A's white Aura
    stays."""
    result = play([
        {"id": "memorial", "card": "Akroma's Memorial"},
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "weight", "card": "Dead Weight", "controller": "B", "attached_to": "bears"},
        {"id": "strength", "card": "Holy Strength", "attached_to": "bears"},
        {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "stack"},
    ], [{"type": "damage", "source": "bolt", "target": "bears", "amount": 3}])

    bears = obj(result, "bears")
    assert bears["abilities"] == ["Flying", "First strike", "Vigilance", "Trample", "Haste",
                                  "Protection from black and from red"]
    assert (bears["zone"], bears["damage"]) == ("battlefield", 0)
    assert obj(result, "weight")["zone"] == "graveyard"
    assert obj(result, "strength")["zone"] == "battlefield"


def test_concordant_crossroads_gives_everyone_haste() -> None:
    """613.1f: all creatures, B's too, have haste; haste (702.10b) is applied by the combat rules
    (302.6), so not_modelled doesn't list it."""
    result = play([
        {"id": "crossroads", "card": "Concordant Crossroads"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
    ])

    assert obj(result, "theirs")["abilities"] == ["Haste"]
    # Haste is applied by the combat rules (302.6, 702.10b): not listed.
    assert gap_of(result, "theirs", "Haste") is None


@pytest.mark.parametrize(("levitation_ts", "sphere_ts", "flies"), [(1, 2, False), (2, 1, True)])
def test_gravity_sphere_and_levitation_in_timestamp_order(
        levitation_ts: int, sphere_ts: int, flies: bool) -> None:
    """613.1f, 613.6: "have flying" and "lose flying" are both layer 6 and neither depends on
    the other; the later one wins."""
    result = play([
        {"id": "levitation", "card": "Levitation", "timestamp": levitation_ts},
        {"id": "sphere", "card": "Gravity Sphere", "controller": "B", "timestamp": sphere_ts},
        {"id": "bears", "card": "Grizzly Bears", "timestamp": 3},
    ])

    assert ("Flying" in obj(result, "bears")["abilities"]) is flies


def test_dress_down_switches_off_creature_abilities_until_it_is_sacrificed() -> None:
    """613.1f, 603.2, 513.1: with Dress Down out Elesh Norn has no abilities, so the Bears are
    2/2; it draws a card as it enters, and at the beginning of the end step it is sacrificed,
    after which Norn's +2/+2 applies again."""
    objects = [
        {"id": "norn", "card": "Elesh Norn, Grand Cenobite"},
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "dress", "card": "Dress Down", "zone": "hand"},
    ]

    entered = play(objects, [{"type": "enter", "object": "dress"}])
    ended = play(objects, [{"type": "enter", "object": "dress"}, {"type": "end_turn"}])

    assert obj(entered, "norn")["abilities"] == [] and pt(entered, "bears") == (2, 2)
    assert entered["players"]["A"]["library"] == 52
    assert obj(ended, "dress")["zone"] == "graveyard"
    assert pt(ended, "bears") == (4, 4)


@pytest.mark.parametrize(("card", "target"), [
    ("Darksteel Forge", "splitter"),
    ("Avacyn, Angel of Hope", "forest"),
])
def test_granted_indestructible_stops_destroy(card: str, target: str) -> None:
    """613.1f, 702.12b: Darksteel Forge's artifacts and Avacyn's other permanents have
    indestructible, so destroy does nothing to them; B's permanents aren't covered."""
    result = play([
        {"id": "granter", "card": card},
        {"id": "splitter", "card": "Bonesplitter"},
        {"id": "forest", "card": "Forest"},
        {"id": "theirs", "card": "Bonesplitter", "controller": "B"},
    ], [{"type": "destroy", "target": target}, {"type": "destroy", "target": "theirs"}])

    assert obj(result, target)["zone"] == "battlefield"
    assert obj(result, "theirs")["zone"] == "graveyard"


def test_indestructibility_keeps_a_creature_with_lethal_damage() -> None:
    """613.1f, 702.12b, 704.5g: lethal damage doesn't destroy an indestructible creature."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "aura", "card": "Indestructibility", "attached_to": "bears"},
    ], [{"type": "damage", "source": "bears", "target": "bears", "amount": 5}])

    assert obj(result, "bears")["zone"] == "battlefield"


def test_heroic_intervention_covers_only_permanents_there_as_it_resolved() -> None:
    """611.2c, 613.1f: the creature and land A controlled when it resolved survive destroy; a
    creature that entered afterwards and B's creature don't."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "forest", "card": "Forest"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
        {"id": "late", "card": "Grizzly Bears", "zone": "hand"},
    ], [{"type": "enter", "object": "late"}]
        + [{"type": "destroy", "target": t} for t in ("bears", "forest", "theirs", "late")],
        effects=[{"id": "hi", "card": "Heroic Intervention", "controller": "A"}])

    zones = {i: obj(result, i)["zone"] for i in ("bears", "forest", "theirs", "late")}
    assert zones == {"bears": "battlefield", "forest": "battlefield", "theirs": "graveyard",
                     "late": "graveyard"}


# --- 613.1f: keywords granted by Equipment and spells --------------------------------------------


# A creature whose enters trigger must target a creature (115.1, 603.3d).
ASSASSIN = {"name": "Test Assassin", "types": ["Creature"], "mana_value": 3, "power": 1,
            "toughness": 1, "text": "When Test Assassin enters, destroy target creature.",
            "abilities": [{"kind": "triggered",
                           "label": "When Test Assassin enters, destroy target creature.",
                           "trigger": {"on": "enters", "object": "self"},
                           "targets": [{"object": {"types": ["Creature"]}}],
                           "effect": [{"do": "destroy", "object": "target"}]}]}


def test_lightning_greaves_shroud_stops_even_its_controllers_targeting() -> None:
    """613.1f, 702.18b, 603.3d: the equipped creature can't be targeted by anyone, so A's
    Assassin trigger has only itself to target and destroys itself."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "greaves", "card": "Lightning Greaves", "attached_to": "bears"},
        {"id": "assassin", "card": "Test Assassin", "zone": "hand"},
    ], [{"type": "enter", "object": "assassin"}], cards=[ASSASSIN])

    assert obj(result, "bears")["abilities"] == ["Haste", "Shroud"]
    assert (obj(result, "bears")["zone"], obj(result, "assassin")["zone"]) == (
        "battlefield", "graveyard")


@pytest.mark.parametrize(("assassin_controller", "bears_zone"), [("B", "battlefield"),
                                                                 ("A", "graveyard")])
def test_swiftfoot_boots_hexproof_stops_only_opponents(assassin_controller: str,
                                                        bears_zone: str) -> None:
    """613.1f, 702.11b: hexproof stops B's trigger from targeting the Bears, but A may target
    them."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "boots", "card": "Swiftfoot Boots", "attached_to": "bears"},
        {"id": "assassin", "card": "Test Assassin", "zone": "hand",
         "controller": assassin_controller},
    ], [{"type": "enter", "object": "assassin"}], cards=[ASSASSIN],
        choices=[{"player": "A", "choose": "bears"}] if assassin_controller == "A" else [])

    assert obj(result, "bears")["zone"] == bears_zone


def test_blossoming_defense_pumps_and_protects_the_target() -> None:
    """613.1f, 613.3c, 702.11b: the target gets +2/+2 and hexproof until end of turn, so B's
    Assassin can't target it; the pump ends in the cleanup step (514.2)."""
    objects = [
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "assassin", "card": "Test Assassin", "zone": "hand", "controller": "B"},
    ]
    effects = [{"id": "bd", "card": "Blossoming Defense", "targets": ["bears"]}]

    result = play(objects, [{"type": "enter", "object": "assassin"}], effects=effects,
                  cards=[ASSASSIN])
    ended = play(objects, [{"type": "end_turn"}], effects=effects, cards=[ASSASSIN])

    assert pt(result, "bears") == (4, 4) and obj(result, "bears")["zone"] == "battlefield"
    assert pt(ended, "bears") == (2, 2)


def test_basilisk_collar_deathtouch_and_lifelink() -> None:
    """613.1f; 702.2b, 704.5h; 702.15b: 1 damage from the equipped creature destroys a 5/5 and
    gains its controller 1 life."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "collar", "card": "Basilisk Collar", "attached_to": "bears"},
        {"id": "big", "card": "Grizzly Bears", "controller": "B", "power": 5, "toughness": 5},
    ], [{"type": "damage", "source": "bears", "target": "big", "amount": 1}])

    assert obj(result, "big")["zone"] == "graveyard"
    assert result["players"]["A"]["life"] == 21


@pytest.mark.parametrize(("equipment", "stats", "life"), [
    ("Loxodon Warhammer", (5, 2), 25),
    ("Behemoth Sledge", (4, 4), 24),
])
def test_lifelink_equipment(equipment: str, stats: tuple[int, int], life: int) -> None:
    """613.1f, 613.3c, 120.3f: the equipped creature's damage gains its controller that much
    life; trample, which needs combat, is listed in not_modelled."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "gear", "card": equipment, "attached_to": "bears"},
    ], [{"type": "damage", "source": "bears", "target": "B", "amount": stats[0]}])

    assert pt(result, "bears") == stats
    assert result["players"]["A"]["life"] == life
    # Trample is applied by the combat rules (702.19b): not listed.
    assert gap_of(result, "bears", "Trample") is None


def test_sword_of_fire_and_ice_protection_and_its_played_trigger() -> None:
    """613.1f, 702.16e: the equipped creature is dealt no damage by red Lightning Bolt; the
    sword's combat-damage trigger is played (603.2: "equipped creature" is what the sword is
    attached to), so no gap is listed for it."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "sword", "card": "Sword of Fire and Ice", "attached_to": "bears"},
        {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "stack"},
    ], [{"type": "damage", "source": "bolt", "target": "bears", "amount": 3}])

    assert pt(result, "bears") == (4, 4) and obj(result, "bears")["damage"] == 0
    trigger = ("Whenever equipped creature deals combat damage to a player, Sword of Fire and "
               "Ice deals 2 damage to any target and you draw a card.")
    assert gap_of(result, "sword", trigger) is None


def test_darksteel_plate_is_indestructible_and_so_is_what_it_equips() -> None:
    """702.12b, 613.1f: destroy does nothing to the Plate or to the equipped creature."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "plate", "card": "Darksteel Plate", "attached_to": "bears"},
    ], [{"type": "destroy", "target": "bears"}, {"type": "destroy", "target": "plate"}])

    assert (obj(result, "bears")["zone"], obj(result, "plate")["zone"]) == (
        "battlefield", "battlefield")


def test_equipment_on_a_creature_that_stops_being_one_falls_off() -> None:
    """704.5n: Vulshok Morningstar stays attached to a creature; once Imprisoned in the Moon
    makes it a land, the Equipment becomes unattached and stays on the battlefield."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "star", "card": "Vulshok Morningstar", "attached_to": "bears"},
        {"id": "moon", "card": "Imprisoned in the Moon", "controller": "B",
         "attached_to": "bears"},
    ])

    star = obj(result, "star")
    assert (star["zone"], star["attached_to"]) == ("battlefield", None)


# --- 613.3a: characteristic-defining abilities -------------------------------------------------


def test_lhurgoyf_counts_creature_cards_in_all_graveyards() -> None:
    """613.3a, 604.3: two creature cards in the graveyards (one each), a sorcery that isn't
    counted: Lhurgoyf is 2/3."""
    result = play([
        {"id": "goyf", "card": "Lhurgoyf"},
        {"id": "d1", "card": "Grizzly Bears", "zone": "graveyard"},
        {"id": "d2", "card": "Gray Ogre", "zone": "graveyard", "controller": "B"},
        {"id": "s", "card": "Act of Treason", "zone": "graveyard"},
    ])

    assert pt(result, "goyf") == (2, 3)


def test_mortivore_regenerates_and_grows_as_creatures_die() -> None:
    """613.3a, 614.8: with a regeneration shield Mortivore survives destroy (tapped, 701.15);
    the Bears destroyed afterwards make it 2/2 (one more creature card in a graveyard)."""
    result = play([
        {"id": "mortivore", "card": "Mortivore"},
        {"id": "dead", "card": "Gray Ogre", "zone": "graveyard"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "B"},
    ], [{"type": "destroy", "target": "mortivore"}, {"type": "destroy", "target": "bears"}],
        effects=[{"id": "regen", "source": "mortivore", "ability": 1}])

    mortivore = obj(result, "mortivore")
    assert (mortivore["zone"], mortivore["tapped"]) == ("battlefield", True)
    assert pt(result, "mortivore") == (2, 2)


def test_crusader_of_odric_cda_then_anthem() -> None:
    """613.3a before 613.3c: the CDA counts three creatures A controls (3/3), then Glorious
    Anthem adds +1/+1."""
    result = play([
        {"id": "crusader", "card": "Crusader of Odric"},
        {"id": "b1", "card": "Grizzly Bears"},
        {"id": "b2", "card": "Grizzly Bears"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
        {"id": "anthem", "card": "Glorious Anthem"},
    ])

    assert pt(result, "crusader") == (4, 4)


def test_dungrove_elder_counts_forests_after_the_type_changing_effects() -> None:
    """613.1d before 613.3a (611.3a): Prismatic Omen makes the Guildgate a Forest too, so the
    Elder counts two Forests."""
    result = play([
        {"id": "elder", "card": "Dungrove Elder"},
        {"id": "forest", "card": "Forest"},
        {"id": "gate", "card": "Boros Guildgate"},
        {"id": "omen", "card": "Prismatic Omen"},
    ])

    assert pt(result, "elder") == (2, 2)


def test_molimo_counts_lands_including_life_and_limb_saprolings() -> None:
    """613.1d before 613.3a: Life and Limb makes a Saproling a Forest land, and Molimo counts
    it with A's Forest."""
    result = play([
        {"id": "molimo", "card": "Molimo, Maro-Sorcerer"},
        {"id": "forest", "card": "Forest"},
        {"id": "sap", "card": "Grizzly Bears", "subtypes": ["Saproling"]},
        {"id": "ll", "card": "Life and Limb", "controller": "B"},
    ])

    assert pt(result, "molimo") == (2, 2)


@pytest.mark.parametrize(("card", "expected"), [
    ("Magnivore", (1, 1)),
    ("Lord of Extinction", (3, 3)),
])
def test_graveyard_counting_cdas(card: str, expected: tuple[int, int]) -> None:
    """613.3a: Magnivore counts sorcery cards in all graveyards, Lord of Extinction all
    cards."""
    result = play([
        {"id": "it", "card": card},
        {"id": "s", "card": "Act of Treason", "zone": "graveyard"},
        {"id": "i", "card": "Lightning Bolt", "zone": "graveyard", "controller": "B"},
        {"id": "c", "card": "Grizzly Bears", "zone": "graveyard", "controller": "B"},
    ])

    assert pt(result, "it") == expected


def test_master_of_etherium_counts_artifacts_and_pumps_the_others() -> None:
    """613.3a, 613.3c: three artifacts A controls (itself, the Myr, Bonesplitter) make it 3/3;
    Darksteel Myr, another artifact creature, gets +1/+1."""
    result = play([
        {"id": "master", "card": "Master of Etherium"},
        {"id": "myr", "card": "Darksteel Myr"},
        {"id": "splitter", "card": "Bonesplitter"},
    ])

    assert (pt(result, "master"), pt(result, "myr")) == ((3, 3), (1, 2))


# --- 613.3b: setting power and toughness --------------------------------------------------------


def test_godhead_of_awe_sets_base_then_modifications_apply() -> None:
    """613.3b then 613.3c: other creatures are 1/1 before Glorious Anthem and Giant Growth;
    Godhead itself keeps its 4/4."""
    result = play([
        {"id": "godhead", "card": "Godhead of Awe"},
        {"id": "anthem", "card": "Glorious Anthem"},
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "ogre", "card": "Gray Ogre", "controller": "B"},
    ], effects=[{"id": "gg", "card": "Giant Growth", "targets": ["ogre"]}])

    assert (pt(result, "godhead"), pt(result, "bears"), pt(result, "ogre")) == (
        (5, 5), (2, 2), (4, 4))


def test_ovinize_overrides_a_cda_and_removes_abilities() -> None:
    """613.3a then 613.3b, 613.1f: Tarmogoyf's CDA applies first, Ovinize's 0/1 after it."""
    result = play([
        {"id": "goyf", "card": "Tarmogoyf"},
        {"id": "gy", "card": "Lightning Bolt", "zone": "graveyard"},
    ], effects=[{"id": "ovinize", "card": "Ovinize", "targets": ["goyf"]}])

    assert pt(result, "goyf") == (0, 1)
    assert obj(result, "goyf")["abilities"] == []


# --- 613.3c: modifying power and toughness ------------------------------------------------------


@pytest.mark.parametrize(("objects", "who", "expected"), [
    ([{"id": "x", "card": "Gaea's Anthem"}], "bears", (3, 3)),
    ([{"id": "x", "card": "Dictate of Heliod"}], "bears", (4, 4)),
    ([{"id": "x", "card": "Spidersilk Armor"}], "bears", (2, 3)),
    ([{"id": "x", "card": "Gaea's Anthem", "controller": "B"}], "bears", (2, 2)),
    ([{"id": "x", "card": "Crusade", "controller": "B"}], "white", (3, 3)),
    ([{"id": "x", "card": "Hall of Triumph", "chosen": {"color": "G"}}], "bears", (3, 3)),
    ([{"id": "x", "card": "Hall of Triumph", "chosen": {"color": "W"}}], "bears", (2, 2)),
    ([{"id": "x", "card": "Holy Strength", "attached_to": "bears"}], "bears", (3, 4)),
    ([{"id": "x", "card": "Unholy Strength", "attached_to": "bears"}], "bears", (4, 3)),
    ([{"id": "x", "card": "Spectral Flight", "attached_to": "bears"}], "bears", (4, 4)),
    ([{"id": "x", "card": "Vulshok Morningstar", "attached_to": "bears"}], "bears", (4, 4)),
    ([{"id": "x", "card": "Accorder's Shield", "attached_to": "bears"}], "bears", (2, 5)),
    ([{"id": "x", "card": "Yavimaya Enchantress"}, {"id": "y", "card": "Crusade",
                                                    "controller": "B"}], "x", (3, 3)),
], ids=["gaeas-anthem", "dictate-of-heliod", "spidersilk-armor", "anthem-only-yours",
        "crusade-all-white", "hall-chosen-green", "hall-other-color", "holy-strength",
        "unholy-strength", "spectral-flight", "vulshok-morningstar", "accorders-shield",
        "yavimaya-enchantress"])
def test_pt_modifying_statics(objects: list[dict[str, Any]], who: str,
                              expected: tuple[int, int]) -> None:
    """613.3c: anthems, color lords and Aura or Equipment bonuses add to P/T; "you control"
    reads the source's controller (613.1b) and "the chosen color" its choice."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "white", "card": "Grizzly Bears", "colors": ["W"]},
        *objects,
    ])

    assert pt(result, who) == expected


# --- 613.3c: lords, token anthems, counting Auras, spells ----------------------------------------


def test_intangible_virtue_pumps_tokens_only() -> None:
    """613.3c, 613.1f, 111.1: a token Bears gets +1/+1 and vigilance; the card doesn't."""
    result = play([
        {"id": "virtue", "card": "Intangible Virtue"},
        {"id": "card", "card": "Grizzly Bears"},
        {"id": "token", "card": "Grizzly Bears", "token": True},
    ])

    assert (pt(result, "card"), pt(result, "token")) == ((2, 2), (3, 3))
    assert obj(result, "token")["abilities"] == ["Vigilance"]


def test_tribal_lords() -> None:
    """613.3c, 613.1f: Goblin King pumps other Goblins, anyone's; Elvish Champion other Elf
    creatures; Death Baron A's Skeletons and A's other Zombies (not itself), with deathtouch."""
    result = play([
        {"id": "king", "card": "Goblin King"},
        {"id": "gob", "card": "Grizzly Bears", "subtypes": ["Goblin"], "controller": "B"},
        {"id": "champion", "card": "Elvish Champion"},
        {"id": "elf", "card": "Grizzly Bears", "subtypes": ["Elf"]},
        {"id": "baron", "card": "Death Baron"},
        {"id": "skel", "card": "Drudge Skeletons"},
        {"id": "zombie", "card": "Grizzly Bears", "subtypes": ["Zombie"]},
        {"id": "their_zombie", "card": "Grizzly Bears", "subtypes": ["Zombie"],
         "controller": "B"},
    ])

    assert pt(result, "king") == (2, 2) and pt(result, "gob") == (3, 3)
    assert obj(result, "gob")["abilities"] == ["Mountainwalk"]
    assert pt(result, "elf") == (3, 3) and obj(result, "elf")["abilities"] == ["Forestwalk"]
    assert pt(result, "baron") == (2, 2)
    assert (pt(result, "skel"), pt(result, "zombie"), pt(result, "their_zombie")) == (
        (2, 2), (3, 3), (2, 2))
    assert "Deathtouch" in obj(result, "zombie")["abilities"]


def test_muscle_sliver_pumps_every_sliver_predatory_sliver_only_yours() -> None:
    """613.3c: "All Sliver creatures" includes B's Slivers; "Sliver creatures you control"
    doesn't. A's two Slivers get +1/+1 from each of the three (4/4); B's Muscle Sliver only
    from the two Muscle Slivers (3/3)."""
    result = play([
        {"id": "muscle", "card": "Muscle Sliver"},
        {"id": "predatory", "card": "Predatory Sliver"},
        {"id": "theirs", "card": "Muscle Sliver", "controller": "B"},
    ])

    assert (pt(result, "muscle"), pt(result, "predatory"), pt(result, "theirs")) == (
        (4, 4), (4, 4), (3, 3))


def test_diregraf_captain_pumps_zombies_and_drains_when_one_dies() -> None:
    """613.3c; 603.2, 700.4: another Zombie A controls is 3/3; when it dies, B loses 1 life."""
    result = play([
        {"id": "captain", "card": "Diregraf Captain"},
        {"id": "zombie", "card": "Grizzly Bears", "subtypes": ["Zombie"]},
    ], [{"type": "destroy", "target": "zombie"}])

    assert result["players"]["B"]["life"] == 19


def test_wight_of_precinct_six_counts_opponents_creature_cards() -> None:
    """613.3c: +1/+1 for each creature card in B's graveyard only."""
    result = play([
        {"id": "wight", "card": "Wight of Precinct Six"},
        {"id": "theirs", "card": "Grizzly Bears", "zone": "graveyard", "controller": "B"},
        {"id": "mine", "card": "Grizzly Bears", "zone": "graveyard"},
    ])

    assert pt(result, "wight") == (2, 2)


@pytest.mark.parametrize(("aura", "expected"), [
    ("Ancestral Mask", (6, 6)),
    ("Ethereal Armor", (4, 4)),
    ("All That Glitters", (5, 5)),
])
def test_counting_auras(aura: str, expected: tuple[int, int]) -> None:
    """613.3c: on the Bears (2/2), with Glorious Anthem (A's) and Crusade (B's) and a
    Bonesplitter A controls: Ancestral Mask counts the two other enchantments (+4/+4); Ethereal
    Armor the two enchantments A controls, itself included (+2/+2); All That Glitters A's
    artifacts and enchantments (+3/+3); Glorious Anthem adds +1/+1 to each."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "aura", "card": aura, "attached_to": "bears"},
        {"id": "anthem", "card": "Glorious Anthem"},
        {"id": "crusade", "card": "Crusade", "controller": "B"},
        {"id": "splitter", "card": "Bonesplitter"},
    ])

    assert pt(result, "bears") == (expected[0] + 1, expected[1] + 1)


def test_dead_weight_kills_a_two_toughness_creature() -> None:
    """613.3c, 704.5f: -2/-2 leaves toughness 0: put into the graveyard."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears", "controller": "B"},
        {"id": "weight", "card": "Dead Weight", "attached_to": "bears"},
    ])

    assert obj(result, "bears")["zone"] == "graveyard"


def test_overrun_affects_the_creatures_of_the_time() -> None:
    """611.2c, 613.3c, 613.1f: A's creature at resolution gets +3/+3 and trample; one entering
    afterwards doesn't."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "late", "card": "Grizzly Bears", "zone": "hand"},
    ], [{"type": "enter", "object": "late"}], effects=[{"id": "o", "card": "Overrun"}])

    assert (pt(result, "bears"), pt(result, "late")) == ((5, 5), (2, 2))
    assert obj(result, "bears")["abilities"] == ["Trample"]


def test_shrivel_and_disfigure_kill_with_state_based_actions() -> None:
    """613.3c, 704.5f: Shrivel gives every creature -1/-1 and Disfigure -2/-2 more to one: the
    1/1 Myr and the targeted Bears die; the other Bears survive as 1/1."""
    result = play([
        {"id": "myr", "card": "Grizzly Bears", "power": 1, "toughness": 1},
        {"id": "b1", "card": "Grizzly Bears"},
        {"id": "b2", "card": "Grizzly Bears", "controller": "B"},
    ], effects=[{"id": "shrivel", "card": "Shrivel", "affected": ["myr", "b1", "b2"]},
                {"id": "disfigure", "card": "Disfigure", "targets": ["b2"]}])

    zones = {i: obj(result, i)["zone"] for i in ("myr", "b1", "b2")}
    assert zones == {"myr": "graveyard", "b1": "battlefield", "b2": "graveyard"}
    assert pt(result, "b1") == (1, 1)


def test_frozen_shade_pumps_once_per_resolved_activation() -> None:
    """613.3c: two resolved activations give +2/+2 until end of turn."""
    result = play([{"id": "shade", "card": "Frozen Shade"}], effects=[
        {"id": "p1", "source": "shade"}, {"id": "p2", "source": "shade"}])

    assert pt(result, "shade") == (2, 3)


# --- 613.3e: switching power and toughness -------------------------------------------------------


def test_about_face_switches_after_every_other_sublayer() -> None:
    """613.3c, 613.3d, then 613.3e: Grizzly Bears with Giant Growth (+3/+3), Unholy Strength
    (+2/+1) and a +1/+1 counter is 8/7 before switching and 7/8 after, although About Face has
    the earliest timestamp."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 1}},
        {"id": "unholy", "card": "Unholy Strength", "attached_to": "bears", "timestamp": 5},
    ], effects=[{"id": "face", "card": "About Face", "targets": ["bears"], "timestamp": 2},
                {"id": "gg", "card": "Giant Growth", "targets": ["bears"], "timestamp": 3}])

    assert pt(result, "bears") == (7, 8)


def test_two_switches_cancel_out() -> None:
    """613.3e: Aeromoeba (2/4) switched twice is 2/4 again; Crag Puca switched once is 4/2."""
    result = play([
        {"id": "moeba", "card": "Aeromoeba"},
        {"id": "puca", "card": "Crag Puca"},
    ], effects=[{"id": "s1", "source": "moeba"}, {"id": "s2", "source": "moeba"},
                {"id": "s3", "source": "puca"}])

    assert (pt(result, "moeba"), pt(result, "puca")) == ((2, 4), (4, 2))


def test_switched_creature_with_zero_power_dies() -> None:
    """613.3e, 704.5f: Frozen Shade (0/1) switched by About Face is 1/0 and dies."""
    result = play([{"id": "shade", "card": "Frozen Shade", "controller": "B"}],
                  effects=[{"id": "face", "card": "About Face", "targets": ["shade"]}])

    assert obj(result, "shade")["zone"] == "graveyard"


def test_a_chosen_creature_type_that_is_no_creature_type_is_refused() -> None:
    """205.3m: a misspelt chosen type ("Goblim") would match no creature and give a silent
    wrong answer; the scenario is refused at the object's chosen field instead."""
    from engine.errors import ScenarioError

    with pytest.raises(ScenarioError, match=r"objects\[0\]\.chosen\.creature_type.*'Goblim' "
                                            r"is not a creature type"):
        play([{"id": "aa", "card": "Arcane Adaptation", "chosen": {"creature_type": "Goblim"}}])
