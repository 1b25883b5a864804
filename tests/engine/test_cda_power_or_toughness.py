"""Characteristic-defining abilities defining one of power and toughness (604.3, 613.3a):
"~'s power is equal to the number of ..." on a */N creature (Kolaghan Forerunners), "~'s
toughness is equal to ..." on an N/* (Treefolk Seedlings). The compiler reads them to a 7a
``set_pt`` of the count and the printed other number. Each scenario run keeps a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _face(name: str, text: str, power: Any, toughness: Any) -> dict[str, Any]:
    return {"name": name, "types": ["Creature"], "subtypes": [], "colors": ["R"],
            "mana_value": 3, "text": text, "power": power, "toughness": toughness}


def _read(name: str, text: str, power: Any, toughness: Any) -> list[dict[str, Any]] | None:
    """The abilities the line reads to (labels left out), or None when it stays unread."""
    line = compile_face(_face(name, text, power, toughness)).lines[0]
    if not line.claimed:
        return None
    return [{k: v for k, v in a.items() if k != "label"} for a in line.abilities]


YOUR_CREATURES = {"count": {"types": ["Creature"], "controller": "you"}}
OPPONENTS_ARTIFACTS_PLUS_1 = {"sum": [{"count": {"types": ["Artifact"],
                                                 "controller": "opponent"}}, 1]}


@pytest.mark.parametrize(("name", "text", "power", "toughness", "expected"), [
    ("Kolaghan Forerunners", "Kolaghan Forerunners's power is equal to the number of creatures "
     "you control.", "*", "3",
     [{"kind": "static", "affects": "self", "cda": True, "modifications": [
         {"op": "set_pt", "power": YOUR_CREATURES, "toughness": 3}]}]),
    ("Treefolk Seedlings", "Treefolk Seedlings's toughness is equal to the number of Forests "
     "you control.", "2", "*",
     [{"kind": "static", "affects": "self", "cda": True, "modifications": [
         {"op": "set_pt", "power": 2, "toughness": {"count": {"subtypes": ["Forest"],
                                                             "controller": "you"}}}]}]),
    ("Gaea's Avenger", "Gaea's Avenger's power and toughness are each equal to 1 plus the "
     "number of artifacts your opponents control.", "1+*", "1+*",
     [{"kind": "static", "affects": "self", "cda": True, "modifications": [
         {"op": "set_pt", "power": OPPONENTS_ARTIFACTS_PLUS_1,
          "toughness": OPPONENTS_ARTIFACTS_PLUS_1}]}]),
])
def test_one_characteristic_is_defined(name: str, text: str, power: str, toughness: str,
                                       expected: list[dict[str, Any]]) -> None:
    """604.3: the starred number is the count, the other the printed one, in layer 7a."""
    assert _read(name, text, power, toughness) == expected


@pytest.mark.parametrize(("text", "power", "toughness"), [
    # Printed numbers: not a characteristic-defining ability (208.2a).
    ("Test Card's power is equal to the number of creatures you control.", "2", "3"),
    # The other characteristic is starred too ("*/*" with only power defined).
    ("Test Card's power is equal to the number of creatures you control.", "*", "*"),
    # Toughness defined on a */N creature.
    ("Test Card's toughness is equal to the number of creatures you control.", "*", "3"),
    # "1 plus" on a */* creature (the printed 1+* says so, 208.2a).
    ("Test Card's power and toughness are each equal to 1 plus the number of artifacts your "
     "opponents control.", "*", "*"),
    # A count the format can't say.
    ("Test Card's power is equal to the number of creatures with shadow on the battlefield.",
     "*", "1"),
])
def test_near_misses_stay_unread(text: str, power: str, toughness: str) -> None:
    """A line that isn't exactly a one-sided characteristic-defining ability stays unread."""
    assert _read("Test Card", text, power, toughness) is None


FORERUNNERS = _face("Kolaghan Forerunners", "Kolaghan Forerunners's power is equal to the "
                    "number of creatures you control.", "*", 3)
FORERUNNERS["abilities"] = list(compile_face(FORERUNNERS).card_abilities())
BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2, "colors": ["G"],
        "mana_value": 2}


def test_the_power_counts_the_creatures_its_controller_controls() -> None:
    """604.3, 613.3a: given Kolaghan Forerunners and two Bears of A's and one of B's, when the
    layers apply, then it is 3/3 (itself and two Bears; B's Bear isn't counted)."""
    result = play([{"id": "k", "card": "Kolaghan Forerunners", "controller": "A"},
                   {"id": "b1", "card": "Bear", "controller": "A"},
                   {"id": "b2", "card": "Bear", "controller": "A"},
                   {"id": "x", "card": "Bear", "controller": "B"}],
                  cards=[FORERUNNERS, BEAR])

    assert (result["objects"]["k"]["power"], result["objects"]["k"]["toughness"]) == (3, 3)
    assert "613.3a" in {r for s in result["steps"] for r in s["rules"]}


AVENGER = _face("Gaea's Avenger", "Gaea's Avenger's power and toughness are each equal to 1 plus "
                "the number of artifacts your opponents control.", "1+*", "1+*")
AVENGER["abilities"] = list(compile_face(AVENGER).card_abilities())
ROCK = {"name": "Rock", "types": ["Artifact"], "colors": [], "mana_value": 1}


def test_one_plus_the_count_of_opponents_artifacts() -> None:
    """604.3, 613.3a: given Gaea's Avenger of A's, two artifacts of B's and one of A's, when the
    layers apply, then it is 3/3 (1 plus B's two)."""
    result = play([{"id": "g", "card": "Gaea's Avenger", "controller": "A"},
                   {"id": "r1", "card": "Rock", "controller": "B"},
                   {"id": "r2", "card": "Rock", "controller": "B"},
                   {"id": "r3", "card": "Rock", "controller": "A"}],
                  cards=[AVENGER, ROCK])

    assert (result["objects"]["g"]["power"], result["objects"]["g"]["toughness"]) == (3, 3)
