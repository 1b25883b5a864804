"""Replacement effects (rule 614) and their order (rule 616), through the public API."""

from __future__ import annotations

import pytest

import engine
from tests.engine.event_helpers import play
from tests.engine.layer_helpers import steps_of

BOLT = {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "stack"}


def test_616_1a_self_replacement_applies_before_other_effects() -> None:
    """616.1a: Brimstone Volley's own "5 instead" applies before Furnace of Rath doubles it.

    With a creature dead this turn (morbid), 616.1a makes the Volley's self-replacement apply
    first: 3 becomes 5, then Furnace doubles it to 10. Had Furnace gone first (6), "deals 5
    instead" would have made it 5; 616.1a rules that order out, so no one is asked.
    """
    objects = [
        {"id": "furnace", "card": "Furnace of Rath", "controller": "A"},
        {"id": "volley", "card": "Brimstone Volley", "controller": "A", "zone": "stack"},
        {"id": "victim", "card": "Grizzly Bears", "controller": "B"},
    ]
    events = [
        {"type": "destroy", "target": "victim"},
        {"type": "damage", "source": "volley", "target": "B", "amount": 3},
    ]

    result = play(objects, events)

    assert result["players"]["B"]["life"] == 10
    assert result["pending_choice"] is None
    forced = [s for s in steps_of(result, "choice") if "616.1a" in s["rules"]]
    assert forced and forced[0]["effect"] == "volley"


def test_616_1a_self_replacement_needs_its_condition() -> None:
    """614.15: without a creature dying this turn, Brimstone Volley deals 3, doubled to 6."""
    objects = [
        {"id": "furnace", "card": "Furnace of Rath", "controller": "A"},
        {"id": "volley", "card": "Brimstone Volley", "controller": "A", "zone": "stack"},
    ]

    result = play(objects, [{"type": "damage", "source": "volley", "target": "B", "amount": 3}])

    assert result["players"]["B"]["life"] == 14


def test_616_1b_control_change_first_then_effects_that_depend_on_it() -> None:
    """616.1b, 616.2: Gather Specimens first; then Corpsejack Menace sees A's creature.

    B's Spike Feeder would enter under B's control with two +1/+1 counters. Gather Specimens
    (A's) makes it enter under A's control (616.1b ranks it first); only then does A's
    Corpsejack Menace apply (it affects creatures A controls), doubling the counters to four.
    """
    objects = [
        {"id": "menace", "card": "Corpsejack Menace", "controller": "A"},
        {"id": "feeder", "card": "Spike Feeder", "controller": "B", "zone": "stack"},
    ]
    effects = [{"id": "gather", "card": "Gather Specimens", "controller": "A"}]

    result = play(objects, [{"type": "enter", "object": "feeder"}], effects=effects)

    feeder = result["objects"]["feeder"]
    assert feeder["controller"] == "A"
    assert feeder["counters"] == {"+1/+1": 4}
    assert any("616.1b" in s["rules"] for s in steps_of(result, "choice"))


def test_616_1c_copy_effect_before_enters_tapped() -> None:
    """616.1c: Essence of the Wild's copy effect goes first; the copy has no "enters tapped"."""
    objects = [
        {"id": "essence", "card": "Essence of the Wild", "controller": "A"},
        {"id": "treefolk", "card": "Scarwood Treefolk", "controller": "A", "zone": "hand"},
    ]

    result = play(objects, [{"type": "enter", "object": "treefolk"}])

    assert result["objects"]["treefolk"]["name"] == "Essence of the Wild"
    assert result["objects"]["treefolk"]["tapped"] is False


def test_616_1d_affected_player_chooses_between_other_effects() -> None:
    """616.1d: Boon Reflection and Tainted Remedy can't both be ranked; the affected player
    chooses, and the choice matters."""
    objects = [
        {"id": "boon", "card": "Boon Reflection", "controller": "A"},
        {"id": "remedy", "card": "Tainted Remedy", "controller": "B"},
    ]
    events = [{"type": "gain_life", "player": "A", "amount": 3}]

    asked = play(objects, events)
    boon_first = play(objects, events, choices=[{"player": "A", "choose": "boon"}])
    remedy_first = play(objects, events, choices=[{"player": "A", "choose": "remedy"}])

    assert asked["pending_choice"]["player"] == "A"
    assert asked["players"]["A"]["life"] == 20
    # Boon first: gain 6 instead, then Tainted Remedy: lose 6 instead.
    assert boon_first["players"]["A"]["life"] == 14
    # Remedy first: lose 3 instead; Boon Reflection no longer applies to a life loss.
    assert remedy_first["players"]["A"]["life"] == 17


def test_614_5_an_effect_applies_once_even_to_the_event_that_replaced_it() -> None:
    """614.5: a gain-to-draw and a draw-to-gain effect end after each applied once."""
    cards = [
        {"name": "Example Gain Drawer", "types": ["Enchantment"],
         "abilities": [{"kind": "gain_becomes_draw", "label": "If you would gain life, "
                        "draw that many cards instead."}]},
        {"name": "Example Draw Gainer", "types": ["Enchantment"],
         "abilities": [{"kind": "draw_becomes_gain", "label": "If you would draw a card, "
                        "gain 1 life instead."}]},
    ]
    objects = [
        {"id": "drawer", "card": "Example Gain Drawer", "controller": "A"},
        {"id": "gainer", "card": "Example Draw Gainer", "controller": "A"},
    ]

    result = play(objects, [{"type": "gain_life", "player": "A", "amount": 1}], cards=cards)

    # gain 1 -> draw 1 -> gain 1: neither effect may apply again, so A gains 1 life.
    assert result["players"]["A"]["life"] == 21
    assert result["players"]["A"]["library"] == 53


def test_614_7_no_replacement_for_an_event_that_wont_happen() -> None:
    """614.7: Solemnity stops the counters, so Hardened Scales has nothing to modify."""
    objects = [
        {"id": "solemnity", "card": "Solemnity", "controller": "A"},
        {"id": "scales", "card": "Hardened Scales", "controller": "A"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
    ]

    result = play(objects, [{"type": "counters", "target": "bears", "counter": "+1/+1",
                             "amount": 1}])

    assert result["objects"]["bears"]["counters"] == {}
    assert not any(s.get("object") == "scales" for s in steps_of(result, "replacement"))


def test_614_7a_zero_damage_is_not_doubled() -> None:
    """614.7a, 120.8: a source dealing 0 damage deals no damage; nothing doubles it."""
    objects = [{"id": "furnace", "card": "Furnace of Rath", "controller": "A"}, BOLT]

    result = play(objects, [{"type": "damage", "source": "bolt", "target": "A", "amount": 0}])

    assert result["players"]["A"]["life"] == 20
    assert any("120.8" in s["rules"] for s in result["steps"])


def test_hardened_scales_adds_one_counter() -> None:
    """Hardened Scales: one +1/+1 counter becomes two."""
    objects = [
        {"id": "scales", "card": "Hardened Scales", "controller": "A"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
    ]

    result = play(objects, [{"type": "counters", "target": "bears", "counter": "+1/+1",
                             "amount": 1}])

    assert result["objects"]["bears"]["counters"] == {"+1/+1": 2}


def test_hardened_scales_and_corpsejack_order_is_the_controllers_choice() -> None:
    """616.1d: Scales then Menace gives (1+1)*2 = 4; Menace then Scales gives 1*2+1 = 3."""
    objects = [
        {"id": "scales", "card": "Hardened Scales", "controller": "A"},
        {"id": "menace", "card": "Corpsejack Menace", "controller": "A"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
    ]
    events = [{"type": "counters", "target": "bears", "counter": "+1/+1", "amount": 1}]

    scales_first = play(objects, events, choices=[{"player": "A", "choose": "scales"}])
    menace_first = play(objects, events, choices=[{"player": "A", "choose": "menace"}])

    assert scales_first["objects"]["bears"]["counters"] == {"+1/+1": 4}
    assert menace_first["objects"]["bears"]["counters"] == {"+1/+1": 3}


def test_vizier_of_remedies_reduces_minus_counters() -> None:
    """Vizier of Remedies: two -1/-1 counters become one."""
    objects = [
        {"id": "vizier", "card": "Vizier of Remedies", "controller": "A"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
    ]

    result = play(objects, [{"type": "counters", "target": "bears", "counter": "-1/-1",
                             "amount": 2}])

    assert result["objects"]["bears"]["counters"] == {"-1/-1": 1}


def test_doubling_season_doubles_a_planeswalkers_entering_loyalty() -> None:
    """Doubling Season applies to the counters a permanent enters with (122.6, 614.1c)."""
    objects = [
        {"id": "season", "card": "Doubling Season", "controller": "A"},
        {"id": "jace", "card": "Jace Beleren", "controller": "A", "zone": "hand"},
    ]

    result = play(objects, [{"type": "enter", "object": "jace"}])

    assert result["objects"]["jace"]["loyalty"] == 6


def test_hardened_scales_applies_to_enters_with_counters() -> None:
    """Spike Feeder enters with two +1/+1 counters; Hardened Scales makes it three."""
    objects = [
        {"id": "scales", "card": "Hardened Scales", "controller": "A"},
        {"id": "feeder", "card": "Spike Feeder", "controller": "A", "zone": "hand"},
    ]

    result = play(objects, [{"type": "enter", "object": "feeder"}])

    assert result["objects"]["feeder"]["counters"] == {"+1/+1": 3}


def test_solemnity_spike_feeder_enters_without_counters_and_dies() -> None:
    """Solemnity: counters can't be put on creatures, so the 0/0 Feeder dies (704.5f)."""
    objects = [
        {"id": "solemnity", "card": "Solemnity", "controller": "B"},
        {"id": "feeder", "card": "Spike Feeder", "controller": "A", "zone": "hand"},
    ]

    result = play(objects, [{"type": "enter", "object": "feeder"}])

    assert result["objects"]["feeder"]["zone"] == "graveyard"


def test_blood_moon_stops_a_nonbasic_lands_own_enters_tapped() -> None:
    """614.12: Boros Guildgate as it would exist under Blood Moon has no "enters tapped".

    The shipped (older) 614.12 text ignores other sources' effects; the current rule, which
    judges apply since Ixalan, counts continuous effects that would apply on the battlefield,
    so Blood Moon removes the ability before it can apply.
    """
    objects = [
        {"id": "moon", "card": "Blood Moon", "controller": "B"},
        {"id": "gate", "card": "Boros Guildgate", "controller": "A", "zone": "hand"},
    ]

    result = play(objects, [{"type": "enter", "object": "gate"}])

    assert result["objects"]["gate"]["tapped"] is False
    assert result["objects"]["gate"]["subtypes"] == ["Mountain"]
    assert any("614.12" in s["rules"] for s in steps_of(result, "replacement"))


def test_guildgate_enters_tapped_without_blood_moon() -> None:
    """614.1c: Boros Guildgate enters tapped."""
    result = play([{"id": "gate", "card": "Boros Guildgate", "controller": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "gate"}])

    assert result["objects"]["gate"]["tapped"] is True


def test_orb_of_dreams_makes_other_permanents_enter_tapped() -> None:
    """614.1d: Orb of Dreams on the battlefield: other permanents enter tapped."""
    objects = [
        {"id": "orb", "card": "Orb of Dreams", "controller": "B"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "A", "zone": "hand"},
    ]

    result = play(objects, [{"type": "enter", "object": "bears"}])

    assert result["objects"]["bears"]["tapped"] is True


def test_leyline_of_the_void_exiles_only_opponents_cards() -> None:
    """Leyline of the Void: an opponent's card is exiled; its controller's own isn't."""
    objects = [
        {"id": "leyline", "card": "Leyline of the Void", "controller": "A"},
        {"id": "mine", "card": "Grizzly Bears", "controller": "A"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
    ]
    events = [{"type": "destroy", "target": "mine"}, {"type": "destroy", "target": "theirs"}]

    result = play(objects, events)

    assert result["objects"]["mine"]["zone"] == "graveyard"
    assert result["objects"]["theirs"]["zone"] == "exile"


def test_darksteel_colossus_goes_to_library_from_the_hand() -> None:
    """Darksteel Colossus's effect works from any zone: discarded, it is shuffled in."""
    objects = [{"id": "colossus", "card": "Darksteel Colossus", "controller": "A",
                "zone": "hand"}]

    result = play(objects, [{"type": "move", "object": "colossus", "to": "graveyard"}])

    assert result["objects"]["colossus"]["zone"] == "library"


def test_soul_scar_mage_turns_noncombat_damage_into_counters() -> None:
    """Soul-Scar Mage: 3 noncombat damage to an opponent's creature: three -1/-1 counters."""
    objects = [
        {"id": "mage", "card": "Soul-Scar Mage", "controller": "A"},
        {"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "stack"},
        {"id": "colossus", "card": "Darksteel Colossus", "controller": "B"},
    ]

    result = play(objects, [{"type": "damage", "source": "bolt", "target": "colossus",
                             "amount": 3}])

    colossus = result["objects"]["colossus"]
    assert colossus["damage"] == 0
    assert colossus["counters"] == {"-1/-1": 3}
    assert (colossus["power"], colossus["toughness"]) == (8, 8)


def test_soul_scar_mage_ignores_combat_damage() -> None:
    """Soul-Scar Mage: combat damage is dealt normally."""
    objects = [
        {"id": "mage", "card": "Soul-Scar Mage", "controller": "A"},
        {"id": "ogre", "card": "Gray Ogre", "controller": "B"},
    ]

    result = play(objects, [{"type": "damage", "source": "mage", "target": "ogre", "amount": 1,
                             "combat": True}])

    assert result["objects"]["ogre"]["damage"] == 1
    assert result["objects"]["ogre"]["counters"] == {}


def test_gisela_doubles_to_opponents_and_halves_to_you() -> None:
    """Gisela: damage to an opponent is doubled; to her controller, half is prevented."""
    objects = [
        {"id": "gisela", "card": "Gisela, Blade of Goldnight", "controller": "A"},
        {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "stack"},
    ]
    events = [
        {"type": "damage", "source": "bolt", "target": "B", "amount": 3},
        {"type": "damage", "source": "bolt", "target": "A", "amount": 3},
    ]

    result = play(objects, events)

    assert result["players"]["B"]["life"] == 14
    # 3 damage, half rounded up (2) prevented: 1 is dealt.
    assert result["players"]["A"]["life"] == 19


def test_furnace_and_gisela_prevention_order_matters() -> None:
    """616.1d: Furnace then Gisela: 6, half prevented -> 3; Gisela then Furnace: 1*2 = 2."""
    objects = [
        {"id": "furnace", "card": "Furnace of Rath", "controller": "B"},
        {"id": "gisela", "card": "Gisela, Blade of Goldnight", "controller": "A"},
        BOLT,
    ]
    events = [{"type": "damage", "source": "bolt", "target": "A", "amount": 3}]

    furnace_first = play(objects, events, choices=[{"player": "A", "choose": "furnace"}])
    gisela_first = play(objects, events, choices=[{"player": "A", "choose": "gisela"}])

    assert furnace_first["players"]["A"]["life"] == 17
    assert gisela_first["players"]["A"]["life"] == 18


def test_each_replacement_considered_is_in_the_trace() -> None:
    """The trace names every effect that looked at the event and why it did not apply."""
    objects = [
        {"id": "boon", "card": "Boon Reflection", "controller": "B"},
        {"id": "rip", "card": "Rest in Peace", "controller": "B"},
    ]

    result = play(objects, [{"type": "gain_life", "player": "A", "amount": 2}])

    boon = [s for s in steps_of(result, "replacement") if s["effect"] == "boon"]
    assert boon and "does not apply" in boon[0]["text"] and boon[0]["rules"]
    assert not any(s.get("effect") == "rip" for s in steps_of(result, "replacement"))


def test_soul_scar_counters_meet_vizier_of_remedies_once() -> None:
    """616.1e: the counters that replace the damage get Vizier of Remedies's "minus one",
    once (614.5): 3 damage becomes three -1/-1 counters, then two."""
    objects = [
        {"id": "mage", "card": "Soul-Scar Mage", "controller": "A"},
        {"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "stack"},
        {"id": "vizier", "card": "Vizier of Remedies", "controller": "B"},
        {"id": "wall", "card": "Wall of Stone", "controller": "B"},
    ]

    result = play(objects, [{"type": "damage", "source": "bolt", "target": "wall",
                             "amount": 3}])

    assert result["objects"]["wall"]["counters"] == {"-1/-1": 2}


SKELETONS = {"id": "skel", "card": "Drudge Skeletons", "controller": "A"}
REGENERATE = {"id": "regen", "card": "Drudge Skeletons", "source": "skel", "controller": "A",
              "targets": ["skel"]}


def test_614_8_regeneration_replaces_destruction_by_lethal_damage() -> None:
    """614.8, 120.6: the regenerated creature is tapped, its damage removed; it survives."""
    result = play([SKELETONS, BOLT],
                  [{"type": "damage", "source": "bolt", "target": "skel", "amount": 3}],
                  effects=[REGENERATE])

    skel = result["objects"]["skel"]
    assert (skel["zone"], skel["tapped"], skel["damage"]) == ("battlefield", True, 0)
    assert any("614.8" in s["rules"] for s in steps_of(result, "replacement"))


def test_614_8_regeneration_shield_is_used_once() -> None:
    """614.8: "the next time": a second destruction the same turn goes through."""
    events = [{"type": "destroy", "target": "skel"}, {"type": "destroy", "target": "skel"}]

    result = play([SKELETONS], events, effects=[REGENERATE])

    assert result["objects"]["skel"]["zone"] == "graveyard"


def test_regeneration_doesnt_help_against_zero_toughness() -> None:
    """704.5f puts the creature into the graveyard without destroying it: no regeneration."""
    skel = {**SKELETONS, "counters": {"-1/-1": 1}}

    result = play([skel], [], effects=[REGENERATE])

    assert result["objects"]["skel"]["zone"] == "graveyard"


def test_a_malformed_replacement_ability_names_its_field() -> None:
    """Bad input is a ScenarioError naming the field, never a traceback."""
    cards = [{"name": "Example Bad Scales", "types": ["Enchantment"],
              "abilities": [{"kind": "modify_counters", "label": "L", "affects": {},
                             "op": "triple"}]}]

    with pytest.raises(engine.ScenarioError) as error:
        play([], cards=cards)

    assert error.value.path == "cards[0].abilities[0].op"


SERVANT = {"id": "servant", "card": "Painter's Servant", "controller": "A", "zone": "hand"}


def test_614_12a_as_it_enters_choice_is_asked_before_it_enters() -> None:
    """614.1c, 614.12a: Painter's Servant's color is chosen before it enters: a question."""
    result = play([SERVANT], [{"type": "enter", "object": "servant"}])

    choice = result["pending_choice"]
    assert choice["player"] == "A"
    assert choice["rules"] == ["614.1c", "614.12a"]
    assert [o["id"] for o in choice["options"]] == ["W", "U", "B", "R", "G"]
    assert result["objects"]["servant"]["zone"] == "hand"


def test_614_12a_the_chosen_color_is_used_once_it_is_on_the_battlefield() -> None:
    """Painter's Servant entered choosing blue: a green card in a graveyard is also blue."""
    objects = [SERVANT, {"id": "bears", "card": "Grizzly Bears", "controller": "B",
                         "zone": "graveyard"}]

    result = play(objects, [{"type": "enter", "object": "servant"}],
                  choices=[{"player": "A", "choose": "U"}])

    assert result["objects"]["servant"]["zone"] == "battlefield"
    assert result["objects"]["bears"]["colors"] == ["U", "G"]


def test_a_choice_given_in_the_scenario_is_not_asked_again() -> None:
    """An object whose `chosen` already has the color enters without a question."""
    servant = {**SERVANT, "chosen": {"color": "R"}}

    result = play([servant], [{"type": "enter", "object": "servant"}])

    assert result["pending_choice"] is None
    assert result["objects"]["servant"]["colors"] == ["R"]
