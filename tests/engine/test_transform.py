"""Transforming double-faced cards and flip cards on the battlefield (current rules 701.28a, 712,
710): the werewolves' upkeep triggers and their "spells cast last turn" (603.4), "transform ~"
from an activated ability, and what stays with the permanent, the same object (712.18)."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401 (goldens)

SHEPHERD_TEXT = ("At the beginning of each upkeep, if no spells were cast last turn, transform "
                 "Gatstaf Shepherd.")
HOWLER_TEXT = ("At the beginning of each upkeep, if a player cast two or more spells last turn, "
               "transform Gatstaf Howler.")
# The card as MTGJSON gives it (Innistrad), its lines compiled from the Oracle text.
WEREWOLF = {
    "name": "Gatstaf Shepherd // Gatstaf Howler", "layout": "transform", "mana_cost": "{1}{G}",
    "mana_value": 2, "types": ["Creature"], "subtypes": ["Human", "Werewolf"], "colors": ["G"],
    "power": 2, "toughness": 2,
    "faces": [
        {"name": "Gatstaf Shepherd", "mana_cost": "{1}{G}", "mana_value": 2,
         "types": ["Creature"], "subtypes": ["Human", "Werewolf"], "colors": ["G"],
         "power": 2, "toughness": 2, "text": SHEPHERD_TEXT},
        {"name": "Gatstaf Howler", "types": ["Creature"], "subtypes": ["Werewolf"],
         "colors": ["G"], "power": 3, "toughness": 3,
         "text": "Intimidate\n" + HOWLER_TEXT},
    ],
}
# "{4}{G}: Transform ~." in the effect language, on a card of our own.
TRANSFORM_ABILITY = {"kind": "activated", "cost": "{4}{G}", "label": "{4}{G}: Transform ~.",
                     "effect": [{"do": "transform", "object": "self"}]}
# A werewolf of our own whose faces both say "{4}{G}: Transform ~." (as Oracle text the compiler
# doesn't read that activated line yet: given in the effect language).
SHIFTER = {
    "name": "Test Shifter // Test Beast", "layout": "transform", "mana_cost": "{1}{G}",
    "mana_value": 2, "types": ["Creature"], "subtypes": ["Human", "Werewolf"], "colors": ["G"],
    "power": 2, "toughness": 2,
    "faces": [
        {"name": "Test Shifter", "mana_cost": "{1}{G}", "mana_value": 2, "types": ["Creature"],
         "subtypes": ["Human", "Werewolf"], "colors": ["G"], "power": 2, "toughness": 2,
         "abilities": [TRANSFORM_ABILITY]},
        {"name": "Test Beast", "types": ["Creature"], "subtypes": ["Werewolf"],
         "colors": ["G"], "power": 3, "toughness": 3, "abilities": [TRANSFORM_ABILITY]},
    ],
}
FLIP_ABILITY = {"kind": "activated", "cost": "{1}", "label": "{1}: Flip ~.",
                "effect": [{"do": "flip", "object": "self"}]}
FLIP_CARD = {
    "name": "Test Acolyte // Test Master", "layout": "flip", "mana_cost": "{2}{W}",
    "mana_value": 3, "types": ["Creature"], "subtypes": ["Human", "Monk"], "colors": ["W"],
    "power": 1, "toughness": 1,
    "faces": [
        {"name": "Test Acolyte", "mana_cost": "{2}{W}", "mana_value": 3, "types": ["Creature"],
         "subtypes": ["Human", "Monk"], "colors": ["W"], "power": 1, "toughness": 1,
         "abilities": [FLIP_ABILITY]},
        {"name": "Test Master", "types": ["Creature"], "subtypes": ["Spirit"],
         "supertypes": ["Legendary"], "colors": ["W"], "power": 4, "toughness": 4,
         "abilities": [FLIP_ABILITY]},
    ],
}
BASE_0_4 = {
    "name": "Test Shell", "mana_cost": "{1}{U}", "mana_value": 2, "types": ["Enchantment"],
    "subtypes": ["Aura"], "colors": ["U"],
    "text": "Enchant creature\nEnchanted creature has base power and toughness 0/4.",
}
NEXT_UPKEEP = [{"type": "end_turn"}, {"type": "upkeep"}]


def _wolf(**fields: Any) -> dict[str, Any]:
    return {"id": "w", "card": "Gatstaf Shepherd", **fields}


def _texts(result: dict[str, Any]) -> list[str]:
    return [step["text"] for step in result["steps"]]


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_a_werewolf_transforms_at_the_next_upkeep_after_a_turn_without_spells() -> None:
    """603.4, 701.28a, 712.8: given Gatstaf Shepherd and a turn in which nobody casts a spell,
    when the next upkeep begins, then it transforms: it is Gatstaf Howler, a 3/3 Werewolf with
    intimidate, its back face up."""
    result = play([_wolf()], NEXT_UPKEEP, cards=[WEREWOLF])
    wolf = result["objects"]["w"]
    assert (wolf["name"], wolf["power"], wolf["toughness"]) == ("Gatstaf Howler", 3, 3)
    assert wolf["subtypes"] == ["Werewolf"] and wolf["keywords"] == ["Intimidate"]
    assert wolf["transformed"] is True
    assert {"701.28a", "712.18"} <= _rules(result)


def test_a_transformed_werewolf_keeps_its_front_faces_mana_value() -> None:
    """712.8: given Gatstaf Shepherd (mana value 2) transforming, then Gatstaf Howler, whose
    face has no mana cost, still has mana value 2."""
    result = play([_wolf()], NEXT_UPKEEP, cards=[WEREWOLF])
    assert result["objects"]["w"]["mana_value"] == 2


def test_a_spell_cast_this_turn_keeps_the_werewolf_from_transforming() -> None:
    """603.4, 601.2i: given A casts Giant Growth on Gatstaf Shepherd this turn (a ``cast``
    event), when the next upkeep begins, then a spell was cast last turn: the ability doesn't
    trigger and the Shepherd stays front face up."""
    objects = [_wolf(), {"id": "gg", "card": "Giant Growth", "zone": "hand"}]
    events = [{"type": "cast", "player": "A", "object": "gg", "targets": ["w"]},
              {"type": "resolve"}, *NEXT_UPKEEP]
    result = play(objects, events, cards=[WEREWOLF])
    wolf = result["objects"]["w"]
    assert (wolf["name"], wolf["power"]) == ("Gatstaf Shepherd", 2)
    assert "transformed" not in wolf
    assert not any("triggers" in text for text in _texts(result))


def test_spells_cast_last_turn_is_read_from_the_players() -> None:
    """603.4: given B cast a spell last turn (``spells_cast_last_turn``), when A's upkeep
    begins, then the Shepherd's "if no spells were cast last turn" is false: it doesn't
    transform."""
    result = play([_wolf()], [{"type": "upkeep"}], cards=[WEREWOLF],
                  players=[{"id": "A"}, {"id": "B", "spells_cast_last_turn": 1}])
    assert result["objects"]["w"]["name"] == "Gatstaf Shepherd"


def test_spells_cast_last_turn_defaults_to_none() -> None:
    """603.4: given no player says how many spells they cast last turn (0 by default), when
    the upkeep begins, then the Shepherd transforms."""
    result = play([_wolf()], [{"type": "upkeep"}], cards=[WEREWOLF])
    assert result["objects"]["w"]["name"] == "Gatstaf Howler"


def test_spells_cast_earlier_this_turn_count_for_the_next_turn() -> None:
    """603.4: given A cast a spell this turn before the scenario's events
    (``spells_cast_this_turn``), when the next upkeep begins, then a spell was cast last turn:
    the Shepherd stays."""
    result = play([_wolf()], NEXT_UPKEEP, cards=[WEREWOLF],
                  players=[{"id": "A", "spells_cast_this_turn": 1}, {"id": "B"}])
    assert result["objects"]["w"]["name"] == "Gatstaf Shepherd"


def test_the_back_face_transforms_back_when_one_player_cast_two_spells() -> None:
    """603.4, 701.28a: given Gatstaf Howler (back face up) and B cast two spells last turn,
    when the upkeep begins, then it transforms back into Gatstaf Shepherd, a 2/2."""
    result = play([{"id": "w", "card": "Gatstaf Howler"}], [{"type": "upkeep"}],
                  cards=[WEREWOLF],
                  players=[{"id": "A"}, {"id": "B", "spells_cast_last_turn": 2}])
    wolf = result["objects"]["w"]
    assert (wolf["name"], wolf["power"], wolf["toughness"]) == ("Gatstaf Shepherd", 2, 2)
    assert "transformed" not in wolf


def test_two_players_casting_one_spell_each_is_not_two_spells_by_a_player() -> None:
    """603.4: "if a player cast two or more spells last turn" counts one player's spells:
    given A and B each cast one, then Gatstaf Howler doesn't transform."""
    result = play([{"id": "w", "card": "Gatstaf Howler"}], [{"type": "upkeep"}],
                  cards=[WEREWOLF],
                  players=[{"id": "A", "spells_cast_last_turn": 1},
                           {"id": "B", "spells_cast_last_turn": 1}])
    assert result["objects"]["w"]["name"] == "Gatstaf Howler"


def test_an_aura_and_its_base_pt_effect_stay_with_the_transformed_permanent() -> None:
    """712.18, 613.4b: given an Aura that sets the Shepherd's base power and toughness to 0/4
    and a +1/+1 counter on it, when it transforms, then it is the same object: the Aura is
    still attached, its effect still applies over the back face's 3/3 (0/4, then the counter:
    1/5), and it keeps its timestamp."""
    objects = [_wolf(counters={"+1/+1": 1}),
               {"id": "shell", "card": "Test Shell", "attached_to": "w"}]
    result = play(objects, NEXT_UPKEEP, cards=[WEREWOLF, BASE_0_4])
    wolf = result["objects"]["w"]
    assert wolf["name"] == "Gatstaf Howler"
    assert (wolf["power"], wolf["toughness"]) == (1, 5)
    assert wolf["counters"] == {"+1/+1": 1} and wolf["timestamp"] == 1
    assert result["objects"]["shell"]["attached_to"] == "w"


def test_an_until_end_of_turn_pump_still_applies_after_transforming() -> None:
    """712.18: given Giant Growth resolved on the Shepherd this turn, when its activated
    ability transforms it, then Gatstaf Howler still gets +3/+3: 6/6."""
    result = play(
        [{"id": "w", "card": "Test Shifter"}],
        [{"type": "activate", "player": "A", "object": "w", "ability": 0},
         {"type": "resolve"}],
        effects=[{"id": "gg", "card": "Giant Growth", "controller": "A", "targets": ["w"]}],
        cards=[SHIFTER])
    wolf = result["objects"]["w"]
    assert (wolf["name"], wolf["power"], wolf["toughness"]) == ("Test Beast", 6, 6)


def test_an_ability_doesnt_transform_a_permanent_that_transformed_since() -> None:
    """701.28f: given the transform ability activated twice, when the second resolves and Test
    Shifter transforms, then the first one's instruction is ignored: it stays Test Beast
    rather than turning back."""
    result = play(
        [{"id": "w", "card": "Test Shifter"}],
        [{"type": "activate", "player": "A", "object": "w", "ability": 0},
         {"type": "activate", "player": "A", "object": "w", "ability": 0},
         {"type": "resolve"}, {"type": "resolve"}],
        cards=[SHIFTER])
    assert result["objects"]["w"]["name"] == "Test Beast"
    assert "701.28f" in _rules(result)


def test_an_ability_resolving_after_an_earlier_transform_still_transforms() -> None:
    """701.28f: given the ability activated, resolved (Test Shifter transforms) and activated
    again, when the second resolves, then it transforms back: it hasn't transformed since that
    ability was put on the stack."""
    result = play(
        [{"id": "w", "card": "Test Shifter"}],
        [{"type": "activate", "player": "A", "object": "w", "ability": 0},
         {"type": "resolve"},
         {"type": "activate", "player": "A", "object": "w", "ability": 0},
         {"type": "resolve"}],
        cards=[SHIFTER])
    assert result["objects"]["w"]["name"] == "Test Shifter"


def test_a_permanent_that_isnt_a_double_faced_card_doesnt_transform() -> None:
    """701.28c: given a Grizzly Bears with "transform ~", when the ability resolves, then
    nothing happens and the trace says why."""
    result = play(
        [{"id": "b", "card": "Grizzly Bears", "abilities": [TRANSFORM_ABILITY]}],
        [{"type": "activate", "player": "A", "object": "b", "ability": 0},
         {"type": "resolve"}])
    assert result["objects"]["b"]["name"] == "Grizzly Bears"
    assert "701.28c" in _rules(result)


def test_a_token_copy_of_a_double_faced_card_isnt_transformed_and_says_why() -> None:
    """701.28c, current rules' transforming tokens: given a token created as a copy of Test
    Shifter, when its transform ability resolves, then the engine doesn't transform it and the
    trace says whether it would isn't modelled (never a silent answer)."""
    result = play(
        [], [{"type": "create_token", "controller": "A", "id": "t",
              "token": {"card": "Test Shifter"}},
             {"type": "activate", "player": "A", "object": "t", "ability": 0},
             {"type": "resolve"}], cards=[SHIFTER])
    assert result["objects"]["t"]["name"] == "Test Shifter"
    assert any("not modelled" in step["text"] for step in result["steps"])


def test_a_transformed_permanent_leaving_the_battlefield_is_its_front_face() -> None:
    """712.8, 400.7: given Gatstaf Howler (transformed), when it is destroyed, then the card
    in the graveyard is Gatstaf Shepherd, front face up."""
    result = play([{"id": "w", "card": "Gatstaf Howler"}],
                  [{"type": "destroy", "target": "w"}], cards=[WEREWOLF])
    wolf = result["objects"]["w"]
    assert (wolf["zone"], wolf["name"]) == ("graveyard", "Gatstaf Shepherd")
    assert "transformed" not in wolf


def test_a_permanent_that_left_and_returned_isnt_transformed_by_the_old_ability() -> None:
    """400.7: given the transform ability on the stack, when Test Shifter is exiled and
    returned (a new object), then the ability resolves and doesn't transform the new one."""
    result = play(
        [{"id": "w", "card": "Test Shifter"}],
        [{"type": "activate", "player": "A", "object": "w", "ability": 0},
         {"type": "move", "object": "w", "to": "exile"},
         {"type": "move", "object": "w", "to": "battlefield"},
         {"type": "resolve"}], cards=[SHIFTER])
    assert result["objects"]["w"]["name"] == "Test Shifter"
    assert "400.7" in {rule for step in result["steps"][-1:] for rule in step["rules"]}


def test_a_flip_card_flips_once_and_keeps_its_mana_cost() -> None:
    """710.2, 710.4: given a flip card with "flip ~" activated twice, then it flips
    into its legendary 4/4 half, keeping the card's mana value, and the second flip does
    nothing."""
    result = play(
        [{"id": "m", "card": "Test Acolyte"}],
        [{"type": "activate", "player": "A", "object": "m", "ability": 0},
         {"type": "resolve"},
         {"type": "activate", "player": "A", "object": "m", "ability": 0},
         {"type": "resolve"}],
        cards=[FLIP_CARD])
    monk = result["objects"]["m"]
    assert (monk["name"], monk["power"], monk["supertypes"]) == ("Test Master", 4, ["Legendary"])
    assert monk["flipped"] is True and monk["mana_value"] == 3
    assert {"710.2", "710.4"} <= _rules(result)


def test_transform_names_only_its_source() -> None:
    """701.28a: an ability's "transform" action acts on "self" only; another object is refused
    with the field named."""
    ability = {**TRANSFORM_ABILITY, "effect": [{"do": "transform", "object": "it"}]}
    with pytest.raises(engine.ScenarioError) as caught:
        play([_wolf(abilities=[ability])], cards=[WEREWOLF])
    assert "transform and flip act on \"self\" only" in str(caught.value)


def test_a_face_down_double_faced_card_cant_be_named_by_its_back_face() -> None:
    """712.15a: a face-down transforming double-faced permanent isn't transformed (turned face
    up it has its front face up): a face-down object named by its back face is refused, the
    field named."""
    with pytest.raises(engine.ScenarioError) as caught:
        play([{"id": "w", "card": "Gatstaf Howler", "face_down": True}], cards=[WEREWOLF])
    assert "objects[0].face_down" in str(caught.value)
    assert "712.15a" in str(caught.value)
