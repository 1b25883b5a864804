"""The scenario loader validates the whole contract and names the offending field."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError, run_scenario
from engine.io.scenario import load_scenario

BASE: dict[str, Any] = {
    "format": 1,
    "players": [{"id": "A"}, {"id": "B"}],
    "objects": [
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
        {"id": "ogre", "card": "Gray Ogre", "controller": "B"},
        {"id": "wall", "card": "Wall of Stone", "controller": "B"},
    ],
}


def _with(**changes: Any) -> dict[str, Any]:
    data = {key: value for key, value in BASE.items()}
    data["objects"] = [dict(o) for o in BASE["objects"]]
    data.update(changes)
    return data


def _object(index: int, **fields: Any) -> dict[str, Any]:
    data = _with()
    data["objects"][index].update(fields)
    return data


CASES = [
    ("not an object", [], "", "a scenario must be a JSON object"),
    ("wrong format", _with(format=2), "format", "expected 1"),
    ("unknown top-level field", _with(colour="blue"), "colour", "unknown field"),
    ("players missing", {"objects": []}, "players", "expected a list"),
    ("no players", _with(players=[]), "players", "at least one player"),
    ("player life not int", _with(players=[{"id": "A", "life": "x"}]), "players[0].life",
     "expected an integer"),
    ("unknown active player", _with(active_player="C"), "active_player", "unknown player 'C'"),
    ("power not int", _object(2, power="8"), "objects[2].power", "expected an integer"),
    ("power is a boolean", _object(2, power=True), "objects[2].power", "expected an integer"),
    ("unknown card", _object(0, card="Grizzly Bear"), "objects[0].card",
     "unknown card 'Grizzly Bear'"),
    ("misspelt field", _object(1, powr=3), "objects[1].powr", "unknown field"),
    ("duplicate id", _object(1, id="bears"), "objects[1].id", "duplicate id 'bears'"),
    ("id shared with a player", _object(0, id="A"), "objects[0].id", "duplicate id 'A'"),
    ("id with a reserved mark", _with(effects=[{"id": "bears#1", "card": "Giant Growth"}]),
     "effects[0].id", "can't contain #"),
    ("unknown controller", _object(0, controller="C"), "objects[0].controller",
     "unknown player 'C'"),
    ("unknown zone", _object(0, zone="sideboard"), "objects[0].zone", "expected one of"),
    ("unknown color", _object(0, colors=["Y"]), "objects[0].colors[0]", "unknown value 'Y'"),
    ("unknown card type", _object(0, types=["Creture"]), "objects[0].types[0]",
     "unknown value 'Creture'"),
    ("negative counters", _object(0, counters={"+1/+1": -1}), "objects[0].counters.+1/+1",
     "at least 0"),
    ("attached to nothing", _object(0, attached_to="nobody"), "objects[0].attached_to",
     "unknown object or player 'nobody'"),
    ("chosen not strings", _object(0, chosen={"color": 1}), "objects[0].chosen.color",
     "expected a non-empty string"),
    ("effect unknown card", _with(effects=[{"id": "e", "card": "Giant Grwth"}]),
     "effects[0].card", "unknown card"),
    ("effect targets unknown", _with(effects=[{"id": "e", "card": "Giant Growth",
                                               "targets": ["ghost"]}]),
     "effects[0].targets[0]", "unknown object or player 'ghost'"),
    ("effect from a card without one", _with(effects=[{"id": "e", "card": "Grizzly Bears"}]),
     "effects[0].card", "no spell or activated ability"),
    ("effect id reused", _with(effects=[{"id": "ogre", "card": "Giant Growth"}]),
     "effects[0].id", "duplicate id 'ogre'"),
    ("effect without card or source", _with(effects=[{"id": "e"}]), "effects[0].card",
     "required"),
    ("unknown event type", _with(events=[{"type": "explode"}]), "events[0].type",
     "expected one of"),
    ("event target unknown", _with(events=[{"type": "destroy", "target": "ghost"}]),
     "events[0].target", "unknown object 'ghost'"),
    ("event amount negative", _with(events=[{"type": "gain_life", "player": "A",
                                             "amount": -2}]),
     "events[0].amount", "at least 0"),
    ("event field missing", _with(events=[{"type": "damage", "source": "ogre",
                                           "target": "A"}]),
     "events[0].amount", "required"),
    ("move to nowhere", _with(events=[{"type": "move", "object": "bears", "to": "moon"}]),
     "events[0].to", "expected one of"),
    ("choice by unknown player", _with(choices=[{"player": "Z", "choose": "x"}]),
     "choices[0].player", "unknown player 'Z'"),
    ("custom card ability kind", _with(cards=[{"name": "X", "abilities": [{"kind": "magic"}]}]),
     "cards[0].abilities[0].kind", "unknown ability kind 'magic'"),
    ("custom card bad op", _with(cards=[{"name": "X", "abilities": [
        {"kind": "static", "label": "L", "affects": "self",
         "modifications": [{"op": "explode"}]}]}]),
     "cards[0].abilities[0].modifications[0].op", "unknown op 'explode'"),
    ("custom card bad amount", _with(cards=[{"name": "X", "abilities": [
        {"kind": "static", "label": "L", "affects": "self",
         "modifications": [{"op": "set_pt", "power": "two", "toughness": 2}]}]}]),
     "cards[0].abilities[0].modifications[0].power", "expected an integer or one of"),
    ("custom card bad selector", _with(cards=[{"name": "X", "abilities": [
        {"kind": "static", "label": "L", "affects": {"controller": "me"},
         "modifications": [{"op": "switch_pt"}]}]}]),
     "cards[0].abilities[0].affects.controller", "expected one of you, opponent, target"),
]


@pytest.mark.parametrize(("data", "path", "problem"), [c[1:] for c in CASES],
                         ids=[c[0] for c in CASES])
def test_invalid_scenario_names_the_field(data: Any, path: str, problem: str) -> None:
    """Every invalid field raises ScenarioError with its path and what is wrong."""
    with pytest.raises(ScenarioError) as caught:
        run_scenario(data)

    assert caught.value.path == path
    assert problem in str(caught.value)
    assert str(caught.value).startswith(f"{path}: " if path else problem)


def test_error_message_for_the_contract_example() -> None:
    """The contract's own example: ``objects[2].power: expected an integer``."""
    with pytest.raises(ScenarioError, match=r"^objects\[2\]\.power: expected an integer$"):
        load_scenario(_object(2, power="8"))


def test_defaults_follow_the_contract() -> None:
    """Defaults: life 20, poison 0, library 53, battlefield, owner = controller, position."""
    state = load_scenario(_with(effects=[{"id": "gg", "card": "Giant Growth",
                                          "targets": ["bears"]}]))

    player = state.player("A")
    assert (player.life, player.poison, player.library) == (20, 0, 53)
    assert state.active_player == "A"
    bears = state.object("bears")
    assert (bears.zone, bears.owner, bears.timestamp) == ("battlefield", "A", 1)
    assert state.effects[0].timestamp == 4


def test_custom_card_in_the_scenario() -> None:
    """A scenario may define its own card in the effect language and use it."""
    data = _with(cards=[{
        "name": "Example Anthem", "types": ["Enchantment"], "mana_value": 2,
        "abilities": [{"kind": "static", "label": "Creatures you control get +1/+0.",
                       "affects": {"types": ["Creature"], "controller": "you"},
                       "modifications": [{"op": "modify_pt", "power": 1, "toughness": 0}]}],
    }])
    data["objects"].append({"id": "anthem", "card": "Example Anthem", "controller": "B"})

    result = run_scenario(data)

    assert result["objects"]["ogre"]["power"] == 3
    assert result["objects"]["bears"]["power"] == 2


def test_object_fields_override_the_printed_card() -> None:
    """Any object field overrides the card's printed value."""
    result = run_scenario(_object(0, power=5, colors=["W"], keywords=["Flying"], name="Hero"))

    bears = result["objects"]["bears"]
    assert (bears["name"], bears["power"], bears["colors"], bears["keywords"]) == (
        "Hero", 5, ["W"], ["Flying"])


def test_unknown_language_is_refused() -> None:
    """run_scenario refuses a language it has no text for."""
    with pytest.raises(ValueError, match="lang"):
        run_scenario(_with(), lang="fr")


def test_an_effect_never_picks_a_triggered_ability() -> None:
    """Vito's first ability is a trigger (603): an effect from Vito takes its activated
    lifelink ability; pointing `ability` at the trigger is refused, not applied as nothing."""
    vito = {"id": "vito", "card": "Vito, Thorn of the Dusk Rose", "controller": "A"}
    picked = load_scenario(_with(objects=[vito], effects=[{"id": "e", "source": "vito"}]))

    with pytest.raises(ScenarioError, match=r"effects\[0\]\.ability: .*triggered ability"):
        load_scenario(_with(objects=[vito], effects=[{"id": "e", "source": "vito",
                                                      "ability": 0}]))

    assert picked.effects[0].ability.kind == "activated"
