"""State-based actions (rule 704.5), each checked through the engine's public API."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings

from tests.engine.event_helpers import play
from tests.engine.test_game import play_answering_first_options, scenarios

BEARS = {"card": "Grizzly Bears", "controller": "A"}


def sba_rules(result: dict[str, Any]) -> list[str]:
    return [
        rule
        for step in result["steps"]
        if step["kind"] == "state_based_action"
        for rule in step["rules"]
        if rule != "704.3"
    ]


def test_704_5a_player_at_zero_life_loses() -> None:
    """704.5a: a player with 0 or less life loses; the other player wins (104.2a)."""
    result = play([], players=[{"id": "A", "life": 0}, {"id": "B"}])

    assert result["players"]["A"]["lost"] is True
    assert result["players"]["B"]["won"] is True
    assert "704.5a" in sba_rules(result)


def test_704_5b_drawing_from_an_empty_library_loses() -> None:
    """704.5b: a player who attempted to draw from an empty library loses."""
    result = play([], players=[{"id": "A", "library": 1}, {"id": "B"}],
                  events=[{"type": "draw", "player": "A", "amount": 2}])

    assert result["players"]["A"]["library"] == 0
    assert result["players"]["A"]["lost"] is True
    assert "704.5b" in sba_rules(result)


def test_704_5b_drawing_the_last_card_does_not_lose() -> None:
    """704.5b: drawing the last card of the library is not drawing from an empty library."""
    result = play([], players=[{"id": "A", "library": 1}, {"id": "B"}],
                  events=[{"type": "draw", "player": "A", "amount": 1}])

    assert result["players"]["A"]["library"] == 0
    assert result["players"]["A"]["lost"] is False


def test_704_5c_ten_poison_counters_lose() -> None:
    """704.5c: a player with ten or more poison counters loses."""
    result = play([], players=[{"id": "A", "poison": 10}, {"id": "B", "poison": 9}])

    assert result["players"]["A"]["lost"] is True
    assert result["players"]["B"]["lost"] is False
    assert "704.5c" in sba_rules(result)


def test_704_5d_token_outside_the_battlefield_ceases_to_exist() -> None:
    """704.5d: a token that left the battlefield ceases to exist."""
    token = {"id": "t", "name": "Soldier", "types": ["Creature"], "power": 1, "toughness": 1,
             "token": True, "controller": "A"}

    result = play([token], events=[{"type": "destroy", "target": "t"}])

    assert "t" not in result["objects"]
    assert "704.5d" in sba_rules(result)


def test_704_5f_zero_toughness_goes_to_graveyard_even_if_indestructible() -> None:
    """704.5f: toughness 0 puts it into the graveyard; it isn't destroyed, so indestructible
    doesn't help."""
    myr = {"id": "myr", "card": "Darksteel Myr", "controller": "A", "counters": {"-1/-1": 1}}

    result = play([myr])

    assert result["objects"]["myr"]["zone"] == "graveyard"
    assert "704.5f" in sba_rules(result)


def test_704_5g_lethal_damage_destroys() -> None:
    """704.5g: damage at least equal to toughness destroys the creature."""
    result = play([{"id": "bears", **BEARS, "damage": 2}])

    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert "704.5g" in sba_rules(result)


def test_704_5g_indestructible_survives_lethal_damage() -> None:
    """704.5g destroys; an indestructible creature isn't destroyed and keeps its damage."""
    result = play([{"id": "myr", "card": "Darksteel Myr", "controller": "A", "damage": 5}])

    assert result["objects"]["myr"]["zone"] == "battlefield"
    assert result["objects"]["myr"]["damage"] == 5
    assert not any(s["kind"] == "game_over" for s in result["steps"])
    assert any("702.12b" in s["rules"] for s in result["steps"])


def test_704_5h_deathtouch_damage_destroys() -> None:
    """704.5h: any damage from a source with deathtouch destroys the creature."""
    rats = {"id": "rats", "card": "Typhoid Rats", "controller": "B"}
    ogre = {"id": "ogre", "card": "Gray Ogre", "controller": "A"}

    result = play([rats, ogre],
                  events=[{"type": "damage", "source": "rats", "target": "ogre", "amount": 1}])

    assert result["objects"]["ogre"]["zone"] == "graveyard"
    assert "704.5h" in sba_rules(result)


def test_704_5h_deathtouch_flag_from_the_scenario() -> None:
    """704.5h: `deathtouch_damage: true` in the scenario means deathtouch damage was dealt."""
    result = play([{"id": "bears", **BEARS, "damage": 1, "deathtouch_damage": True}])

    assert result["objects"]["bears"]["zone"] == "graveyard"


def test_704_5i_planeswalker_with_no_loyalty() -> None:
    """704.5i: a planeswalker with 0 loyalty goes to its owner's graveyard."""
    jace = {"id": "jace", "card": "Jace Beleren", "controller": "A"}
    bolt = {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "stack"}

    result = play([jace, bolt],
                  events=[{"type": "damage", "source": "bolt", "target": "jace", "amount": 3}])

    # 120.3c: damage to a planeswalker removes that many loyalty counters.
    assert result["objects"]["jace"]["zone"] == "graveyard"
    assert "704.5i" in sba_rules(result)


def test_planeswalker_keeps_its_remaining_loyalty() -> None:
    """120.3c: 2 damage to Jace Beleren (loyalty 3) leaves 1 loyalty counter."""
    jace = {"id": "jace", "card": "Jace Beleren", "controller": "A"}
    bolt = {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "stack"}

    result = play([jace, bolt],
                  events=[{"type": "damage", "source": "bolt", "target": "jace", "amount": 2}])

    assert result["objects"]["jace"]["loyalty"] == 1
    assert result["objects"]["jace"]["counters"] == {"loyalty": 1}


def test_704_5j_legend_rule_asks_the_controller() -> None:
    """704.5j: two legendary permanents with the same name: the controller picks one."""
    thalias = [{"id": f"thalia{i}", "card": "Thalia, Guardian of Thraben", "controller": "A"}
               for i in (1, 2)]

    result = play(thalias)

    choice = result["pending_choice"]
    assert choice["player"] == "A"
    assert choice["rules"] == ["704.5j"]
    assert [o["id"] for o in choice["options"]] == ["thalia1", "thalia2"]


def test_704_5j_legend_rule_keeps_the_chosen_one() -> None:
    """704.5j: the one not chosen goes to its owner's graveyard."""
    thalias = [{"id": f"thalia{i}", "card": "Thalia, Guardian of Thraben", "controller": "A"}
               for i in (1, 2)]

    result = play(thalias, choices=[{"player": "A", "choose": "thalia2"}])

    assert result["objects"]["thalia1"]["zone"] == "graveyard"
    assert result["objects"]["thalia2"]["zone"] == "battlefield"
    assert "704.5j" in sba_rules(result)


def test_704_5j_different_controllers_keep_both() -> None:
    """704.5j applies per controller: each player may have their own Thalia."""
    result = play([
        {"id": "a", "card": "Thalia, Guardian of Thraben", "controller": "A"},
        {"id": "b", "card": "Thalia, Guardian of Thraben", "controller": "B"},
    ])

    assert result["pending_choice"] is None
    assert result["objects"]["a"]["zone"] == result["objects"]["b"]["zone"] == "battlefield"


def test_704_5m_aura_whose_creature_died_goes_to_graveyard() -> None:
    """704.5m: an Aura attached to nothing legal goes to its owner's graveyard."""
    bears = {"id": "bears", **BEARS}
    pacifism = {"id": "pacifism", "card": "Pacifism", "controller": "B", "attached_to": "bears"}

    result = play([bears, pacifism], events=[{"type": "destroy", "target": "bears"}])

    assert result["objects"]["pacifism"]["zone"] == "graveyard"
    assert "704.5m" in sba_rules(result)


def test_704_5m_aura_on_a_noncreature_goes_to_graveyard() -> None:
    """704.5m: Pacifism ("Enchant creature") on a land is attached illegally."""
    land = {"id": "land", "card": "Forest", "controller": "A"}
    pacifism = {"id": "pacifism", "card": "Pacifism", "controller": "B", "attached_to": "land"}

    result = play([land, pacifism])

    assert result["objects"]["pacifism"]["zone"] == "graveyard"


def test_704_5m_legal_aura_stays() -> None:
    """704.5m doesn't touch an Aura legally attached."""
    bears = {"id": "bears", **BEARS}
    pacifism = {"id": "pacifism", "card": "Pacifism", "controller": "B", "attached_to": "bears"}

    result = play([bears, pacifism])

    assert result["objects"]["pacifism"]["zone"] == "battlefield"
    assert sba_rules(result) == []


def test_704_5q_plus_and_minus_counters_annihilate() -> None:
    """704.5q: N +1/+1 and N -1/-1 counters are removed, N the smaller count."""
    bears = {"id": "bears", **BEARS, "counters": {"+1/+1": 3, "-1/-1": 1}}

    result = play([bears])

    assert result["objects"]["bears"]["counters"] == {"+1/+1": 2}
    assert (result["objects"]["bears"]["power"], result["objects"]["bears"]["toughness"]) == (
        4,
        4,
    )
    assert "704.5q" in sba_rules(result)


def test_state_based_actions_are_simultaneous() -> None:
    """704.3: both players at 0 life lose at once, and the game is a draw (104.4a)."""
    result = play([], players=[{"id": "A", "life": 0}, {"id": "B", "life": -2}])

    assert result["players"]["A"]["lost"] is True
    assert result["players"]["B"]["lost"] is True
    assert result["players"]["A"]["won"] is False
    assert any("104.4a" in s["rules"] for s in result["steps"])


def test_state_based_actions_repeat_until_none_apply() -> None:
    """704.3: a creature dying can make an Aura illegal, found in the next check."""
    bears = {"id": "bears", **BEARS, "damage": 2}
    pacifism = {"id": "pacifism", "card": "Pacifism", "controller": "B", "attached_to": "bears"}

    result = play([bears, pacifism])

    rules = sba_rules(result)
    assert rules.index("704.5g") < rules.index("704.5m")
    assert result["objects"]["pacifism"]["zone"] == "graveyard"


def test_dying_creature_goes_through_replacement_effects() -> None:
    """A state-based action's zone change is replaced like any other (Rest in Peace)."""
    bears = {"id": "bears", **BEARS, "damage": 3}
    rip = {"id": "rip", "card": "Rest in Peace", "controller": "B"}

    result = play([rip, bears])

    assert result["objects"]["bears"]["zone"] == "exile"


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios())
def test_after_the_checks_no_state_based_action_applies(data: dict[str, Any]) -> None:
    """704.3: once the engine is done, none of the checked conditions holds any more."""
    result, _ = play_answering_first_options(data)
    over = any(p["lost"] or p["won"] for p in result["players"].values())

    for obj in result["objects"].values():
        assert obj["zone"] == "battlefield" or not obj.get("token")
        if obj["zone"] != "battlefield":
            continue
        counters = obj["counters"]
        assert not (counters.get("+1/+1") and counters.get("-1/-1"))
        if "Creature" in obj["types"] and not over:
            assert obj["toughness"] > 0
            lethal = obj["damage"] >= obj["toughness"] > 0 and obj["damage"] > 0
            assert not lethal or "Indestructible" in obj["keywords"]
        if "Planeswalker" in obj["types"] and not over:
            assert obj["loyalty"] > 0
    if not over:
        for player in result["players"].values():
            can_lose = not any(o["name"] == "Platinum Angel" and o["zone"] == "battlefield"
                               for o in result["objects"].values())
            assert player["life"] > 0 or not can_lose
