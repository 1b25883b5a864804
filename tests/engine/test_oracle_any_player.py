"""602.2: "[Cost]: [Effect.] Any player may activate this ability.": another player than the
permanent's controller may activate it, paying its costs from their own resources, and controls
it on the stack (113.8: "you" in its effect is that player)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play


def _face(text: str) -> dict[str, Any]:
    return {"name": "Test Beast", "types": ["Creature"], "subtypes": ["Beast"], "text": text,
            "power": 3, "toughness": 3}


def _card(text: str) -> dict[str, Any]:
    return {**_face(text), "colors": ["G"], "mana_value": 3,
            "abilities": list(compile_face(_face(text)).card_abilities())}


SHRINK = ("Discard a card: Test Beast gets -2/-0 until end of turn. Any player may activate "
          "this ability.")
TOKEN = ("{1}, Discard a card: Create a 1/1 green Saproling creature token. Any player may "
         "activate this ability.")


def test_the_line_is_the_activated_ability_its_label_keeping_the_permission() -> None:
    """602.2: given Test Beast's any-player line, when compiled, then it is the activated ability
    the rest reads to, with its cost and the whole line as its label."""
    compiled = compile_face(_face(SHRINK))

    assert compiled.not_modelled == ()
    assert (compiled.abilities[0]["kind"], compiled.abilities[0]["cost"],
            compiled.abilities[0]["label"]) == ("activated", "Discard a card", SHRINK)


@pytest.mark.parametrize("text", [
    # Its own {T}, its sacrifice or its counters: only its controller could pay them.
    "{T}: Test Beast deals 1 damage to each player. Any player may activate this ability.",
    "Sacrifice Test Beast: You gain 2 life. Any player may activate this ability.",
    "Remove a +1/+1 counter from Test Beast: You gain 1 life. Any player may activate this "
    "ability.",
    # Another restriction the engine doesn't check.
    "{2}: Draw a card. Any player may activate this ability but only during their draw step.",
])
def test_lines_it_must_not_claim(text: str) -> None:
    """Given an any-player line whose cost only the controller could pay, or with another
    restriction, when compiled, then it is left whole."""
    assert compile_face(_face(text)).not_modelled == (text,)


def test_an_opponent_activates_it_and_pays_the_cost() -> None:
    """602.2, 602.2b: given A's Test Beast, when B activates it discarding a card from B's hand,
    then B's card is in B's graveyard and Test Beast is 1/3 until end of turn."""
    result = play([{"id": "t", "card": "Test Beast"},
                   {"id": "h", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}],
                  [{"type": "activate", "player": "B", "object": "t", "ability": 0,
                    "discard": ["h"]}], cards=[_card(SHRINK)])

    assert result["objects"]["h"]["zone"] == "graveyard"
    assert result["objects"]["t"]["power"] == 1


def test_you_is_the_player_who_activated_it() -> None:
    """113.8: given A's Test Beast, when B activates its token ability, then the Saproling is
    created under B's control ("you" is the ability's controller, who activated it)."""
    result = play([{"id": "t", "card": "Test Beast"},
                   {"id": "h", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}],
                  [{"type": "activate", "player": "B", "object": "t", "ability": 0,
                    "discard": ["h"]}], cards=[_card(TOKEN)])

    tokens = [o for o in result["objects"].values() if o["name"] == "Saproling Token"]
    assert [o["controller"] for o in tokens] == ["B"]


def test_without_the_permission_only_its_controller_activates_it() -> None:
    """602.2: given A's Test Beast with the same ability but no permission, when B activates
    it, then the activation is refused."""
    text = "Discard a card: Test Beast gets -2/-0 until end of turn."
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "t", "card": "Test Beast"},
              {"id": "h", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}],
             [{"type": "activate", "player": "B", "object": "t", "ability": 0,
               "discard": ["h"]}], cards=[_card(text)])

    assert "only its controller can activate" in str(caught.value)
