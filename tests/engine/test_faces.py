"""Cards with several faces (current rules 709 split, 710 flip, 712 double-faced, 715 adventurer):
which face an object shows, and the ``face`` field that chooses it."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from tests.engine.event_helpers import play

DELVER = {
    "name": "Delver of Secrets // Insectile Aberration", "layout": "transform",
    "mana_cost": "{U}", "mana_value": 1, "types": ["Creature"], "subtypes": ["Human", "Wizard"],
    "colors": ["U"], "power": 1, "toughness": 1,
    "faces": [
        {"name": "Delver of Secrets", "mana_cost": "{U}", "mana_value": 1, "types": ["Creature"],
         "subtypes": ["Human", "Wizard"], "colors": ["U"], "power": 1, "toughness": 1,
         "text": "At the beginning of your upkeep, look at the top card of your library. You "
                 "may reveal that card. If an instant or sorcery card is revealed this way, "
                 "transform Delver of Secrets."},
        {"name": "Insectile Aberration", "types": ["Creature"], "subtypes": ["Human", "Insect"],
         "colors": ["U"], "power": 3, "toughness": 2, "keywords": ["Flying"],
         "text": "Flying"},
    ],
}
FIRE_ICE = {
    "name": "Fire // Ice", "layout": "split", "mana_cost": "{1}{R} // {1}{U}", "mana_value": 4,
    "types": ["Instant"], "colors": ["U", "R"],
    "faces": [
        {"name": "Fire", "mana_cost": "{1}{R}", "mana_value": 2, "types": ["Instant"],
         "colors": ["R"], "text": "Fire deals 2 damage divided as you choose among one or two "
                                  "targets."},
        {"name": "Ice", "mana_cost": "{1}{U}", "mana_value": 2, "types": ["Instant"],
         "colors": ["U"], "text": "Tap target permanent.\nDraw a card."},
    ],
}
GIANT = {
    "name": "Bonecrusher Giant // Stomp", "layout": "adventure", "mana_cost": "{2}{R}",
    "mana_value": 3, "types": ["Creature"], "subtypes": ["Giant"], "colors": ["R"], "power": 4,
    "toughness": 3,
    "faces": [
        {"name": "Bonecrusher Giant", "mana_cost": "{2}{R}", "mana_value": 3,
         "types": ["Creature"], "subtypes": ["Giant"], "colors": ["R"], "power": 4,
         "toughness": 3},
        {"name": "Stomp", "mana_cost": "{1}{R}", "mana_value": 2, "types": ["Instant"],
         "subtypes": ["Adventure"], "colors": ["R"]},
    ],
}
BRUNA = {
    "name": "Bruna, the Fading Light // Brisela, Voice of Nightmares", "layout": "meld",
    "mana_value": 7, "types": ["Creature"], "subtypes": ["Angel", "Horror"], "colors": ["W"],
    "supertypes": ["Legendary"], "power": 5, "toughness": 7,
    "faces": [
        {"name": "Bruna, the Fading Light", "mana_value": 7, "types": ["Creature"],
         "subtypes": ["Angel", "Horror"], "supertypes": ["Legendary"], "colors": ["W"],
         "power": 5, "toughness": 7},
        {"name": "Brisela, Voice of Nightmares", "types": ["Creature"],
         "subtypes": ["Eldrazi", "Angel"], "supertypes": ["Legendary"], "colors": [],
         "power": 9, "toughness": 10},
    ],
}


def _object(result: dict[str, Any], ident: str = "c") -> dict[str, Any]:
    obj: dict[str, Any] = result["objects"][ident]
    return obj


def _refusal(objects: list[dict[str, Any]], card: dict[str, Any]) -> str:
    with pytest.raises(engine.ScenarioError) as caught:
        play(objects, cards=[card])
    return str(caught.value)


def test_a_double_faced_card_is_front_face_up_by_default() -> None:
    """712.8: Delver of Secrets enters front face up, a 1/1 Human Wizard."""
    result = play([{"id": "c", "card": "Delver of Secrets // Insectile Aberration"}],
                  cards=[DELVER])

    delver = _object(result)

    assert (delver["name"], delver["power"], delver["toughness"]) == ("Delver of Secrets", 1, 1)
    assert delver["subtypes"] == ["Human", "Wizard"]


def test_face_chooses_the_back_face_on_the_battlefield() -> None:
    """712.8: on the battlefield a transformed Delver is a 3/2 flying Human Insect."""
    result = play([{"id": "c", "card": "Delver of Secrets", "face": "insectile aberration"}],
                  cards=[DELVER])

    aberration = _object(result)

    assert (aberration["name"], aberration["power"], aberration["toughness"]) == (
        "Insectile Aberration", 3, 2)
    assert aberration["keywords"] == ["Flying"]
    assert aberration["mana_value"] == 1  # 712.8: the front face's


def test_a_card_named_by_its_back_face_has_that_face_up() -> None:
    """Naming the back face in `card` is the same as choosing it with `face`."""
    result = play([{"id": "c", "card": "Insectile Aberration"}], cards=[DELVER])

    assert _object(result)["power"] == 3


def test_the_back_face_is_refused_off_the_battlefield() -> None:
    """712.8: in a graveyard a double-faced card has only its front face's characteristics."""
    message = _refusal([{"id": "c", "card": "Delver of Secrets", "face": "Insectile Aberration",
                         "zone": "graveyard"}], DELVER)

    assert message.startswith("objects[0].face:") and "712.8" in message


def test_a_split_card_has_both_halves_combined() -> None:
    """709.4: in a graveyard Fire // Ice is red and blue with mana value 4 (Tarmogoyf sees
    one card type, instant)."""
    result = play([{"id": "c", "card": "Fire // Ice", "zone": "graveyard"},
                   {"id": "goyf", "card": "Tarmogoyf"}], cards=[FIRE_ICE])

    split = _object(result)

    assert (split["name"], split["mana_value"], split["colors"]) == ("Fire // Ice", 4, ["U", "R"])
    assert split["types"] == ["Instant"]
    assert (_object(result, "goyf")["power"], _object(result, "goyf")["toughness"]) == (1, 2)


def test_a_split_card_half_is_refused() -> None:
    """709.4: a half is only on the stack, where a cast event puts it; the field says so."""
    message = _refusal([{"id": "c", "card": "Fire // Ice", "face": "Fire",
                         "zone": "graveyard"}], FIRE_ICE)

    assert message.startswith("objects[0].face:") and "709.4" in message


def test_an_adventurer_card_is_its_creature_and_not_its_adventure() -> None:
    """715.4: Bonecrusher Giant on the battlefield is a 4/3 Giant; Stomp is refused."""
    result = play([{"id": "c", "card": "Bonecrusher Giant"}], cards=[GIANT])
    message = _refusal([{"id": "c", "card": "Bonecrusher Giant", "face": "Stomp"}], GIANT)

    assert (_object(result)["name"], _object(result)["power"]) == ("Bonecrusher Giant", 4)
    assert "715.4" in message


def test_a_meld_back_face_is_refused_as_not_modelled() -> None:
    """712.4, 701.42: Brisela is half of a melded permanent of two cards, not modelled."""
    front = play([{"id": "c", "card": "Bruna, the Fading Light"}], cards=[BRUNA])
    message = _refusal([{"id": "c", "card": "Brisela, Voice of Nightmares"}], BRUNA)

    assert _object(front)["power"] == 5
    assert "isn't modelled" in message and "701.42" in message


def test_an_unknown_face_names_the_faces() -> None:
    """A misspelt face is an error that lists the card's faces."""
    message = _refusal([{"id": "c", "card": "Delver of Secrets", "face": "Aberration"}], DELVER)

    assert "'Delver of Secrets', 'Insectile Aberration'" in message


def test_a_face_on_a_one_faced_card_is_refused() -> None:
    """Grizzly Bears has one face; naming one is an error, not ignored."""
    with pytest.raises(engine.ScenarioError, match=r"objects\[0\]\.face: 'Grizzly Bears' has one"):
        play([{"id": "c", "card": "Grizzly Bears", "face": "Grizzly Bears"}])


@pytest.mark.parametrize(("card", "message"), [
    ({"name": "X", "layout": "transform"}, "cards[0]: a transform card lists its faces"),
    ({"name": "X", "faces": [{"name": "a"}, {"name": "b"}]}, "cards[0]: a normal card has no"),
    ({"name": "X", "layout": "sideways"}, "cards[0].layout: expected one of normal, split"),
])
def test_layouts_and_faces_must_agree(card: dict[str, Any], message: str) -> None:
    """A card's layout and its faces are checked together, with the field named."""
    with pytest.raises(engine.ScenarioError) as caught:
        play([], cards=[card])

    assert str(caught.value).startswith(message)
