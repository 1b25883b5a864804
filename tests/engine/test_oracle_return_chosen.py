"""Issue 27, triggered effects: "return a permanent you control to its owner's hand" (no
target: its controller chooses as the ability resolves, 608.2d, 400.3), read on real Oracle
lines of the dev corpus (2020) with their near misses left whole, and played by the engine
(``return_chosen``). Each run keeps a golden trace.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)
from tests.engine.test_trigger_events import card, obj

ENTERS = {"on": "enters", "object": "self"}
UPKEEP = {"on": "beginning_of", "step": "upkeep", "player": "you"}
CREATURE = {"types": ["Creature"]}


def _returns(objects: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"do": "return_chosen", "player": "you", "amount": 1, "objects": objects}]


@pytest.mark.parametrize(("name", "types", "text", "trigger", "objects"), [
    ("Shrieking Drake", "Creature", "When ~ enters, return a creature you control to its "
     "owner's hand.", ENTERS, CREATURE),
    ("Cache Raiders", "Creature", "At the beginning of your upkeep, return a permanent you "
     "control to its owner's hand.", UPKEEP, {}),
    ("Ambush Krotiq", "Creature", "When ~ enters, return another creature you control to its "
     "owner's hand.", ENTERS, {**CREATURE, "other": True}),
    ("Gruul Turf", "Land", "When ~ enters, return a land you control to its owner's hand.",
     ENTERS, {"types": ["Land"]}),
    ("Havengul Skaab", "Creature", "Whenever ~ attacks, return another creature you control "
     "to its owner's hand.", {"on": "attacks", "object": "self"}, {**CREATURE, "other": True}),
    ("Lava Zombie", "Creature", "When ~ enters, return a black or red creature you control to "
     "its owner's hand.", ENTERS, {**CREATURE, "colors": ["B", "R"]}),
    ("Trusted Advisor", "Creature", "At the beginning of your upkeep, return a blue creature "
     "you control to its owner's hand.", UPKEEP, {**CREATURE, "colors": ["U"]}),
])
def test_return_chosen_lines_read_exactly(name: str, types: str, text: str,
                                          trigger: dict[str, Any],
                                          objects: dict[str, Any]) -> None:
    """Given a real "return a [noun] you control to its owner's hand" triggered line, when
    compiled, then it is a ``return_chosen`` of the noun, without a target (115.1)."""
    assert _read(name, types, text.replace("~", name)) == [
        {"kind": "triggered", "trigger": trigger, "effect": _returns(objects)}]


@pytest.mark.parametrize("text", [
    # Another player returns; two permanents; a filter the engine can't say.
    "When ~ enters, that player returns a permanent they control to its owner's hand.",
    "When ~ enters, return two lands you control to their owner's hand.",
    "When ~ enters, return an untapped Island you control to its owner's hand.",
    "When ~ enters, sacrifice it unless you return a land you control to its owner's hand.",
])
def test_return_chosen_near_misses_stay_unread(text: str) -> None:
    """Given a return the engine would read wrongly, when compiled, then it is left whole."""
    assert _unread("Test Card", "Creature", text.replace("~", "Test Card"))


DRAKE = "When Shrieking Drake enters, return a creature you control to its owner's hand."
KROTIQ = "When Ambush Krotiq enters, return another creature you control to its owner's hand."


def _cast(name: str, text: str, others: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return play([obj("new", name, zone="hand"), *others],
                [{"type": "cast", "player": "A", "object": "new"}, {"type": "resolve"}],
                cards=[card(name, ["Creature"], text, ("Drake",), 1, 1)], **extra)


def test_the_controller_chooses_which_permanent_returns() -> None:
    """608.2d, 400.3: given Shrieking Drake cast with Grizzly Bears on A's battlefield, when
    its trigger resolves and A chooses the Bears, then the Bears go to A's hand and the Drake
    stays."""
    result = _cast("Shrieking Drake", DRAKE, [obj("bears", "Grizzly Bears")],
                   choices=[{"player": "A", "choose": "bears"}])

    assert result["objects"]["bears"]["zone"] == "hand"
    assert result["objects"]["new"]["zone"] == "battlefield"


def test_with_itself_the_only_creature_it_returns_itself() -> None:
    """608.2d, 115.1: given Shrieking Drake as A's only creature, when its trigger resolves,
    then the Drake itself is returned (no target: nothing stops it), without a question."""
    result = _cast("Shrieking Drake", DRAKE, [obj("bears", "Grizzly Bears", "B")])

    assert result["objects"]["new"]["zone"] == "hand"
    assert result["objects"]["bears"]["zone"] == "battlefield"


def test_another_creature_with_none_returns_nothing() -> None:
    """608.2d: given Ambush Krotiq as A's only creature, when its trigger resolves, then
    nothing is returned ("another": the Krotiq isn't one of the choices)."""
    result = _cast("Ambush Krotiq", KROTIQ, [])

    assert result["objects"]["new"]["zone"] == "battlefield"


def test_a_return_chosen_action_without_objects_is_refused() -> None:
    """Given a ``return_chosen`` action without ``objects``, when the card is loaded, then the
    error names ``objects``."""
    with pytest.raises(ScenarioError, match="objects"):
        play([obj("x", "Odd")], cards=[{
            "name": "Odd", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
                {"kind": "triggered", "label": "Odd", "trigger": ENTERS,
                 "effect": [{"do": "return_chosen", "player": "you", "amount": 1}]}]}])
