"""A permanent's own "gets +1/+1 for each other ..." (613.3c): "other" is other than the
source, and the source is the affected object, so the count's ``other`` says it exactly
(Squirrel Mob). Each scenario run keeps a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _face(name: str, text: str, types: tuple[str, ...] = ("Creature",)) -> dict[str, Any]:
    return {"name": name, "types": list(types), "subtypes": ["Squirrel"], "colors": ["G"],
            "mana_value": 3, "text": text, "power": 2, "toughness": 2}


def _read(name: str, text: str) -> list[dict[str, Any]] | None:
    """The abilities the line reads to (labels left out), or None when it stays unread."""
    line = compile_face(_face(name, text)).lines[0]
    if not line.claimed:
        return None
    return [{k: v for k, v in a.items() if k != "label"} for a in line.abilities]


def test_squirrel_mob_counts_the_other_squirrels() -> None:
    """The line reads to a 7c +1/+1 per other Squirrel on the battlefield, the source left out."""
    count = {"count": {"subtypes": ["Squirrel"], "other": True}}

    assert _read("Squirrel Mob", "Squirrel Mob gets +1/+1 for each other Squirrel on the "
                 "battlefield.") == [{"kind": "static", "affects": "self", "modifications": [
                     {"op": "modify_pt", "power": count, "toughness": count}]}]


@pytest.mark.parametrize("text", [
    # +2/+2 per object: the format counts once per object.
    "Test Mob gets +2/+2 for each other Squirrel on the battlefield.",
    # "named ~": a name the filter can't say.
    "Test Mob gets +1/+1 for each other creature you control named Test Mob.",
    # Cards in a graveyard are not "other" than a permanent.
    "Test Mob gets +1/+1 for each other creature card in your graveyard.",
])
def test_near_misses_stay_unread(text: str) -> None:
    """A count the engine can't say exactly leaves the line unread."""
    assert _read("Test Mob", text) is None


MOB = _face("Squirrel Mob", "Squirrel Mob gets +1/+1 for each other Squirrel on the battlefield.")
MOB["abilities"] = list(compile_face(MOB).card_abilities())
SQUIRREL = {"name": "Squirrel", "types": ["Creature"], "subtypes": ["Squirrel"], "power": 1,
            "toughness": 1, "colors": ["G"], "mana_value": 1}


def test_the_mob_counts_every_other_squirrel_not_itself() -> None:
    """613.3c: given Squirrel Mob (2/2), a Squirrel of A's and one of B's, when the layers
    apply, then the Mob is 4/4 (two others; itself not counted)."""
    result = play([{"id": "m", "card": "Squirrel Mob", "controller": "A"},
                   {"id": "s1", "card": "Squirrel", "controller": "A"},
                   {"id": "s2", "card": "Squirrel", "controller": "B"}],
                  cards=[MOB, SQUIRREL])

    assert (result["objects"]["m"]["power"], result["objects"]["m"]["toughness"]) == (4, 4)
