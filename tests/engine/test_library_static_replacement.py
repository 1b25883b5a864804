"""The library's replacement and prevention staples (614, 615, 616), played through the engine:
damage doubling and adding, damage turned into counters, counters and life gain doubled,
"enters tapped" and "enters with counters", a graveyard replaced by the library, regeneration,
and prevention shields, static prevention and "prevent all"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.event_helpers import play
from tests.engine.layer_helpers import pt, steps_of

BOLT = {"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "stack"}
THEIR_BOLT = {"id": "their_bolt", "card": "Lightning Bolt", "controller": "B", "zone": "stack"}


def obj(result: dict[str, Any], ident: str) -> dict[str, Any]:
    """One object of a result."""
    found: dict[str, Any] = result["objects"][ident]
    return found


def life(result: dict[str, Any], player: str) -> int:
    """A player's life total in a result."""
    total: int = result["players"][player]["life"]
    return total


def bolt(target: str, source: str = "bolt", amount: int = 3) -> dict[str, Any]:
    """A damage event: ``source`` deals ``amount`` to ``target``."""
    return {"type": "damage", "source": source, "target": target, "amount": amount}


# --- 614.1a: damage doubled, tripled, increased -------------------------------------------------


@pytest.mark.parametrize(("card", "controller", "expected"), [
    ("Dictate of the Twin Gods", "B", 14),
    ("Fiery Emancipation", "A", 11),
    ("Fiery Emancipation", "B", 17),
    ("Angrath's Marauders", "A", 14),
    ("Angrath's Marauders", "B", 17),
    ("Torbran, Thane of Red Fell", "A", 15),
    ("Torbran, Thane of Red Fell", "B", 17),
    ("Fire Servant", "A", 14),
    ("Fire Servant", "B", 17),
])
def test_damage_replacements_on_lightning_bolt(card: str, controller: str,
                                               expected: int) -> None:
    """614.1a: A's Lightning Bolt deals 3 to B. Dictate doubles any source's damage; Fiery
    Emancipation (triple), Angrath's Marauders (double), Torbran (+2 to an opponent) and Fire
    Servant (double, red instant or sorcery spells) only what their controller's sources
    deal."""
    result = play([{"id": "card", "card": card, "controller": controller}, BOLT], [bolt("B")])

    assert life(result, "B") == expected


def test_torbran_and_fire_servant_ignore_what_they_dont_cover() -> None:
    """614.1a: Torbran covers damage to opponents and their permanents, not to A's own
    creature; Fire Servant covers spells, not a red creature dealing damage."""
    result = play([
        {"id": "torbran", "card": "Torbran, Thane of Red Fell"},
        {"id": "servant", "card": "Fire Servant"},
        {"id": "mine", "card": "Grizzly Bears", "power": 1, "toughness": 9},
        {"id": "king", "card": "Goblin King"},
        BOLT,
    ], [bolt("mine"), bolt("B", source="king", amount=2)])

    # Fire Servant doubles the Bolt to A's own creature (6); Torbran doesn't add to it.
    assert obj(result, "mine")["damage"] == 6
    # Goblin King is a red creature: Torbran adds 2, Fire Servant doesn't double.
    assert life(result, "B") == 16


def test_calamity_bearer_doubles_only_giant_sources() -> None:
    """614.1a: Calamity Bearer (a Giant) doubles its own damage, not Lightning Bolt's."""
    result = play([{"id": "bearer", "card": "Calamity Bearer"}, BOLT],
                  [bolt("B", source="bearer", amount=3), bolt("B")])

    assert life(result, "B") == 11


@pytest.mark.parametrize(("first", "expected"), [("torbran", 10), ("furnace", 12)])
def test_torbran_and_furnace_of_rath_the_affected_player_orders_them(first: str,
                                                                     expected: int) -> None:
    """616.1d, 616.1e: both apply to A's Bolt dealing damage to B; B, the affected player,
    chooses: +2 then double is 10 damage, double then +2 is 8."""
    objects = [{"id": "torbran", "card": "Torbran, Thane of Red Fell"},
               {"id": "furnace", "card": "Furnace of Rath", "controller": "B"}, BOLT]

    asked = play(objects, [bolt("B")])
    answered = play(objects, [bolt("B")], choices=[{"player": "B", "choose": first}])

    assert asked["pending_choice"]["player"] == "B"
    assert life(answered, "B") == expected


@pytest.mark.parametrize(("first", "counters"), [("furnace", 6), ("hydra", 3)])
def test_phytohydra_turns_damage_into_counters(first: str, counters: int) -> None:
    """614.1a, 616.1d-e: damage to Phytohydra becomes that many +1/+1 counters. With Furnace of
    Rath, A (its controller) chooses: doubled first, six counters; counters first, and Furnace
    no longer applies to what is no longer damage: three."""
    result = play([
        {"id": "hydra", "card": "Phytohydra"},
        {"id": "furnace", "card": "Furnace of Rath", "controller": "B"},
        THEIR_BOLT,
    ], [bolt("hydra", source="their_bolt")], choices=[{"player": "A", "choose": first}])

    hydra = obj(result, "hydra")
    assert (hydra["counters"], hydra["damage"]) == ({"+1/+1": counters}, 0)
    assert pt(result, "hydra") == (1 + counters, 1 + counters)


def test_phytohydra_under_leyline_of_punishment_still_gets_counters() -> None:
    """614.1a, 615.11: "damage can't be prevented" doesn't stop a replacement effect that isn't
    a prevention effect: Phytohydra still gets counters instead of damage."""
    result = play([
        {"id": "hydra", "card": "Phytohydra"},
        {"id": "leyline", "card": "Leyline of Punishment", "controller": "B"},
        THEIR_BOLT,
    ], [bolt("hydra", source="their_bolt")])

    assert obj(result, "hydra")["counters"] == {"+1/+1": 3}


# --- 614.1a: counters and life ------------------------------------------------------------------


@pytest.mark.parametrize(("first", "counters"), [("evolution", 3), ("scales", 4)])
def test_branching_evolution_and_hardened_scales_order_matters(first: str, counters: int) -> None:
    """614.1a, 616.1d: one +1/+1 counter put on A's creature: doubled then plus one is 3, plus
    one then doubled is 4; A, the creature's controller, chooses."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "evolution", "card": "Branching Evolution"},
        {"id": "scales", "card": "Hardened Scales"},
    ], [{"type": "counters", "target": "bears", "counter": "+1/+1", "amount": 1}],
        choices=[{"player": "A", "choose": first}])

    assert obj(result, "bears")["counters"] == {"+1/+1": counters}


def test_triskelion_enters_with_counters_doubled_and_its_ability_is_scripted() -> None:
    """614.1c, 614.1a: Triskelion enters with three +1/+1 counters; Branching Evolution makes
    them six (counters it enters with are put on it, 614.1c). Its activated ability is
    scripted (602.2: an ``activate`` event plays it), so nothing is left unapplied."""
    result = play([
        {"id": "evolution", "card": "Branching Evolution"},
        {"id": "trike", "card": "Triskelion", "zone": "hand"},
    ], [{"type": "enter", "object": "trike"}])

    assert obj(result, "trike")["counters"] == {"+1/+1": 6}
    assert pt(result, "trike") == (7, 7)
    assert [e["ability"] for e in result["not_modelled"] if e["object"] == "trike"] == []


def test_grumgully_adds_a_counter_to_other_non_human_creatures() -> None:
    """614.1c, 614.12: A's non-Human creature enters with a +1/+1 counter; a Human and B's
    creature don't; Grumgully itself isn't "other"."""
    result = play([
        {"id": "grumgully", "card": "Grumgully, the Generous", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
        {"id": "human", "card": "Daunting Defender", "zone": "hand"},
        {"id": "theirs", "card": "Grizzly Bears", "zone": "hand", "controller": "B"},
    ], [{"type": "enter", "object": o} for o in ("grumgully", "bears", "human", "theirs")])

    assert {i: obj(result, i)["counters"] for i in ("grumgully", "bears", "human", "theirs")} == {
        "grumgully": {}, "bears": {"+1/+1": 1}, "human": {}, "theirs": {}}


def test_grumgully_sees_a_creature_as_it_would_exist_on_the_battlefield() -> None:
    """614.12: a Human that Xenograft would make a Goblin is still a Human as it would exist on
    the battlefield, so it gets no counter; a Bear Xenograft makes a Goblin does."""
    result = play([
        {"id": "grumgully", "card": "Grumgully, the Generous"},
        {"id": "graft", "card": "Xenograft", "chosen": {"creature_type": "Human"}},
        {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
    ], [{"type": "enter", "object": "bears"}])

    assert obj(result, "bears")["subtypes"] == ["Bear", "Human"]
    assert obj(result, "bears")["counters"] == {}


def test_rhox_faithmender_doubles_life_gain_including_its_own_lifelink() -> None:
    """614.1a, 120.3f: its lifelink damage of 1 gains 2; a gain of 3 becomes 6; B's gain isn't
    doubled."""
    result = play([{"id": "rhox", "card": "Rhox Faithmender"}], [
        {"type": "damage", "source": "rhox", "target": "B", "amount": 1},
        {"type": "gain_life", "player": "A", "amount": 3},
        {"type": "gain_life", "player": "B", "amount": 3},
    ])

    assert (life(result, "A"), life(result, "B")) == (28, 22)


# --- 614.1c-d: entering tapped ------------------------------------------------------------------


@pytest.mark.parametrize(("card", "tapped"), [
    ("Kismet", {"creature": True, "land": True, "artifact": True, "enchantment": False,
                "mine": False}),
    ("Imposing Sovereign", {"creature": True, "land": False, "artifact": False,
                            "enchantment": False, "mine": False}),
    ("Root Maze", {"creature": False, "land": True, "artifact": True, "enchantment": False,
                   "mine": False}),
    ("Urabrask the Hidden", {"creature": True, "land": False, "artifact": False,
                             "enchantment": False, "mine": False}),
])
def test_enters_tapped_statics(card: str, tapped: dict[str, bool]) -> None:
    """614.1c, 614.12: which of B's permanents (and A's creature) enter tapped under each:
    Kismet (B's artifacts, creatures, lands), Imposing Sovereign and Urabrask (B's creatures),
    Root Maze (everyone's artifacts and lands)."""
    result = play([
        {"id": "card", "card": card},
        {"id": "creature", "card": "Grizzly Bears", "controller": "B", "zone": "hand"},
        {"id": "land", "card": "Forest", "controller": "B", "zone": "hand"},
        {"id": "artifact", "card": "Bonesplitter", "controller": "B", "zone": "hand"},
        {"id": "enchantment", "card": "Glorious Anthem", "controller": "B", "zone": "hand"},
        {"id": "mine", "card": "Grizzly Bears", "zone": "hand"},
    ], [{"type": "enter", "object": o} for o in tapped])

    assert {o: obj(result, o)["tapped"] for o in tapped} == tapped


def test_urabrask_gives_haste_to_its_controllers_creatures_only() -> None:
    """613.1f: A's creatures have haste (listed in not_modelled, 702.10b needs turns)."""
    result = play([
        {"id": "urabrask", "card": "Urabrask the Hidden"},
        {"id": "bears", "card": "Grizzly Bears"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
    ])

    assert (obj(result, "bears")["abilities"], obj(result, "theirs")["abilities"]) == (
        ["Haste"], [])


def test_authority_of_the_consuls_taps_and_gains_life() -> None:
    """614.1c, 603.2: B's creature enters tapped and A gains 1 life; A's own creature neither."""
    result = play([
        {"id": "authority", "card": "Authority of the Consuls"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B", "zone": "hand"},
        {"id": "mine", "card": "Grizzly Bears", "zone": "hand"},
    ], [{"type": "enter", "object": "theirs"}, {"type": "enter", "object": "mine"}])

    assert (obj(result, "theirs")["tapped"], obj(result, "mine")["tapped"]) == (True, False)
    assert life(result, "A") == 21


def test_a_creature_stolen_as_it_enters_is_judged_under_its_new_controller() -> None:
    """616.1b, 614.12: Gather Specimens makes B's creature enter under A's control first, so
    Kismet (A's: "your opponents control") no longer taps it."""
    result = play([
        {"id": "kismet", "card": "Kismet"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "B", "zone": "hand"},
    ], [{"type": "enter", "object": "bears"}],
        effects=[{"id": "gather", "card": "Gather Specimens", "controller": "A"}])

    bears = obj(result, "bears")
    assert (bears["controller"], bears["tapped"]) == ("A", False)


# --- 614.1a: zone changes; 614.8: regeneration ---------------------------------------------------


def test_blightsteel_colossus_goes_to_the_library_instead_of_the_graveyard() -> None:
    """614.1a, 614.6: put into a graveyard from anywhere (here sacrificed, which indestructible
    doesn't stop, 701.17a), it is shuffled into its owner's library instead; so it never dies."""
    result = play([{"id": "colossus", "card": "Blightsteel Colossus"},
                   {"id": "artist", "card": "Blood Artist"}],
                  [{"type": "sacrifice", "object": "colossus"}])

    assert obj(result, "colossus")["zone"] == "library"
    assert life(result, "B") == 20


def test_blightsteel_colossus_deals_infect_damage() -> None:
    """702.90b, 120.3b: its damage to a player is poison counters."""
    result = play([{"id": "colossus", "card": "Blightsteel Colossus"}],
                  [{"type": "damage", "source": "colossus", "target": "B", "amount": 11}])

    assert result["players"]["B"]["poison"] == 11 and result["players"]["B"]["lost"] is True


def test_river_boa_regenerates_once() -> None:
    """614.8, 701.15: the shield replaces one destruction (it is tapped instead); a second
    destroy finds no shield."""
    objects = [{"id": "boa", "card": "River Boa"}]
    effects = [{"id": "regen", "source": "boa"}]

    once = play(objects, [{"type": "destroy", "target": "boa"}], effects=effects)
    twice = play(objects, [{"type": "destroy", "target": "boa"},
                           {"type": "destroy", "target": "boa"}], effects=effects)

    assert (obj(once, "boa")["zone"], obj(once, "boa")["tapped"]) == ("battlefield", True)
    assert obj(twice, "boa")["zone"] == "graveyard"


# --- 615: prevention ------------------------------------------------------------------------------


@pytest.mark.parametrize("card", ["Fog", "Darkness"])
def test_prevent_all_combat_damage_this_turn(card: str) -> None:
    """615.1, 510.2: all combat damage is prevented, to players and creatures; Lightning Bolt's
    noncombat damage isn't."""
    result = play([
        {"id": "mine", "card": "Grizzly Bears"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
        THEIR_BOLT,
    ], [{"type": "damage", "source": "mine", "target": "B", "amount": 2, "combat": True},
        {"type": "damage", "source": "theirs", "target": "mine", "amount": 2, "combat": True},
        bolt("A", source="their_bolt")],
        effects=[{"id": "fog", "card": card, "controller": "A"}])

    assert (life(result, "A"), life(result, "B")) == (17, 20)
    assert obj(result, "mine")["damage"] == 0


def test_fog_ends_with_the_turn() -> None:
    """611.2a, 514.2: "this turn": after the cleanup step combat damage is dealt again."""
    result = play([{"id": "theirs", "card": "Grizzly Bears", "controller": "B"}],
                  [{"type": "end_turn"},
                   {"type": "damage", "source": "theirs", "target": "A", "amount": 2,
                    "combat": True}],
                  effects=[{"id": "fog", "card": "Fog", "controller": "A"}])

    assert life(result, "A") == 18


def test_fog_under_leyline_of_punishment_prevents_nothing() -> None:
    """615.11: damage can't be prevented, so Fog's effect is applied and prevents nothing."""
    result = play([
        {"id": "leyline", "card": "Leyline of Punishment", "controller": "B"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
    ], [{"type": "damage", "source": "theirs", "target": "A", "amount": 2, "combat": True}],
        effects=[{"id": "fog", "card": "Fog", "controller": "A"}])

    assert life(result, "A") == 18
    assert any("615.11" in s["rules"] for s in steps_of(result, "prevention"))


def test_safe_passage_protects_you_and_your_creatures_including_later_ones() -> None:
    """615.1, 611.2c: it isn't a characteristic change, so "creatures you control" is read as
    the damage would be dealt: a creature A gets afterwards is covered; B and B's creature
    aren't."""
    result = play([
        {"id": "mine", "card": "Grizzly Bears"},
        {"id": "late", "card": "Grizzly Bears", "zone": "hand"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
        THEIR_BOLT,
    ], [{"type": "enter", "object": "late"},
        bolt("A", source="their_bolt"), bolt("mine", source="their_bolt"),
        bolt("late", source="their_bolt"), bolt("B", source="mine", amount=2),
        bolt("theirs", source="mine", amount=2)],
        effects=[{"id": "passage", "card": "Safe Passage", "controller": "A"}])

    assert life(result, "A") == 20 and life(result, "B") == 18
    assert (obj(result, "mine")["zone"], obj(result, "late")["zone"]) == (
        "battlefield", "battlefield")
    assert obj(result, "theirs")["zone"] == "graveyard"


def test_mending_hands_shield_depletes_across_events() -> None:
    """615.7: the next 4 damage to A: all of the first 3, 1 of the next 3."""
    result = play([THEIR_BOLT], [bolt("A", source="their_bolt"), bolt("A", source="their_bolt")],
                  effects=[{"id": "hands", "card": "Mending Hands", "targets": ["A"]}])

    assert life(result, "A") == 18


@pytest.mark.parametrize(("card", "from_bolt", "from_bears"), [
    ("Urza's Armor", 2, 1),
    ("Sphere of Law", 1, 2),
    ("Guardian Seraph", 2, 1),
    ("Protection of the Hekma", 2, 1),
])
def test_static_prevention_of_part_of_each_damage(card: str, from_bolt: int,
                                                  from_bears: int) -> None:
    """615.9 (615.1): each time, part of the damage to A is prevented: Urza's Armor 1 of any
    source's, Sphere of Law 2 of a red source's, Guardian Seraph and Protection of the Hekma 1
    of a source an opponent controls."""
    result = play([
        {"id": "card", "card": card},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
        THEIR_BOLT,
    ], [bolt("A", source="their_bolt"), bolt("A", source="theirs", amount=2)])

    assert life(result, "A") == 20 - from_bolt - from_bears


def test_protection_of_the_hekma_doesnt_cover_your_own_sources() -> None:
    """615.1: A's own Lightning Bolt dealing damage to A isn't from an opponent's source."""
    result = play([{"id": "hekma", "card": "Protection of the Hekma"}, BOLT], [bolt("A")])

    assert life(result, "A") == 17


@pytest.mark.parametrize(("first", "expected"), [("sphere", 18), ("dictate", 16)])
def test_prevention_and_doubling_are_ordered_by_the_affected_player(first: str,
                                                                   expected: int) -> None:
    """616.1d-e: B's Dictate of the Twin Gods doubles and A's Sphere of Law prevents 2 of a red
    source's damage to A; A, the affected player, chooses the order: prevent first (3-2=1,
    doubled to 2) or double first (6, less 2 is 4)."""
    result = play([
        {"id": "dictate", "card": "Dictate of the Twin Gods", "controller": "B"},
        {"id": "sphere", "card": "Sphere of Law"},
        THEIR_BOLT,
    ], [bolt("A", source="their_bolt")], choices=[{"player": "A", "choose": first}])

    assert life(result, "A") == expected
