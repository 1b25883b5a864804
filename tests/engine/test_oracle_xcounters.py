"""Issue 27 round 8, X as a permanent enters (engine/oracle/templates_xcounters.py; 107.3m):
"~ enters the battlefield with X [kind] counters on it." read into its own entering's
replacement with ``{"counters": {kind: "x"}}``, near misses left unread, and the engine's side
played as scenarios: the cast event's X, 0 when it enters without being cast, X forgotten once
it leaves (400.7)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError, run_scenario
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401 (goldens)


def _face(name: str, types: str, text: str, power: int = 0, toughness: int = 0
          ) -> dict[str, Any]:
    face: dict[str, Any] = {"name": name, "types": types.split(" "), "text": text}
    if "Creature" in face["types"]:
        face.update(power=power, toughness=toughness)
    return face


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


HYDRA_LINE = "Endless One enters the battlefield with X +1/+1 counters on it."
ENTERS_WITH_X = {"kind": "replacement", "event": {"type": "enter", "object": "self"}}


# --- the lines ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "types", "text", "counter"), [
    ("Endless One", "Creature", HYDRA_LINE, "+1/+1"),
    ("Protean Hydra", "Creature",
     "Protean Hydra enters the battlefield with X +1/+1 counters on it.", "+1/+1"),
    ("Sigil of Distinction", "Artifact",
     "Sigil of Distinction enters the battlefield with X charge counters on it.", "charge"),
    ("Quarantine Field", "Enchantment",
     "Quarantine Field enters the battlefield with X isolation counters on it.", "isolation"),
])
def test_enters_with_x_counters(name: str, types: str, text: str, counter: str) -> None:
    """614.1c, 107.3m: "~ enters the battlefield with X [kind] counters on it." is its own
    entering's replacement with as many counters as its spell's X."""
    assert read_whole(_face(name, types, text)) == [
        {**ENTERS_WITH_X, "instead": {"counters": {counter: "x"}}}]


@pytest.mark.parametrize("text", [
    "Zed enters the battlefield with X +1/+1 counters on it, where X is the amount of life "
    "you've gained this turn.",
    "Zed enters the battlefield tapped with X charge counters on it.",
    "If Zed was kicked, it enters the battlefield with X +1/+1 counters on it.",
    "Each other creature you control enters the battlefield with X additional +1/+1 counters "
    "on it.",
    "Zed enters the battlefield with X +1/+1 counters on it. X can't be 0.",
])
def test_other_x_counters_stay_unread(text: str) -> None:
    """107.3m: an X defined otherwise, another object's entering, and other riders stay
    unread, whole."""
    assert compile_face(_face("Zed", "Creature", text)).not_modelled == (text,)


# --- the engine ---------------------------------------------------------------------------------

def _card(text: str = HYDRA_LINE) -> dict[str, Any]:
    face = _face("Endless One", "Creature", text)
    return {**face, "colors": [], "abilities": list(compile_face(face).card_abilities())}


def _one(events: list[dict[str, Any]], zone: str = "hand") -> dict[str, Any]:
    objects = [{"id": "e", "card": "Endless One", "controller": "A", "zone": zone}]
    return play(objects, events, cards=[_card()])


def test_cast_with_x_three_it_enters_with_three_counters() -> None:
    """107.3m, 614.1c: cast with X = 3, Endless One enters with three +1/+1 counters: a 3/3."""
    result = _one([{"type": "cast", "player": "A", "object": "e", "x": 3}, {"type": "resolve"}])

    one = result["objects"]["e"]
    assert (one["zone"], one["counters"], one["power"], one["toughness"]) == (
        "battlefield", {"+1/+1": 3}, 3, 3)
    assert {"107.3m", "614.1c"} <= _rules(result)


def test_cast_with_x_zero_it_enters_with_none_and_dies() -> None:
    """107.3m, 704.5f: cast with X = 0, it enters with no counters: a 0/0 put into its
    owner's graveyard."""
    result = _one([{"type": "cast", "player": "A", "object": "e", "x": 0}, {"type": "resolve"}])

    assert result["objects"]["e"]["zone"] == "graveyard"


def test_put_onto_the_battlefield_without_being_cast_x_is_zero() -> None:
    """107.3m: put onto the battlefield from its owner's hand without being cast, there was
    no spell's X: it enters with no counters and dies as a 0/0."""
    result = _one([{"type": "move", "object": "e", "to": "battlefield"}])

    assert result["objects"]["e"]["zone"] == "graveyard"
    assert "107.3m" in _rules(result)


def test_x_is_forgotten_once_it_leaves() -> None:
    """400.7, 107.3m: cast with X = 2, returned to its owner's hand and put onto the
    battlefield again, it is a new object without a spell's X: no counters, it dies."""
    result = _one([{"type": "cast", "player": "A", "object": "e", "x": 2}, {"type": "resolve"},
                   {"type": "move", "object": "e", "to": "hand"},
                   {"type": "move", "object": "e", "to": "battlefield"}])

    assert result["objects"]["e"]["zone"] == "graveyard"


def test_casting_it_without_x_is_refused() -> None:
    """601.2b: a cast event for a spell whose permanent enters with X counters must say X;
    the error names the field."""
    with pytest.raises(ScenarioError, match=r"events\[0\]\.x.*has X"):
        _one([{"type": "cast", "player": "A", "object": "e"}])


def test_an_x_amount_on_another_objects_entering_is_refused() -> None:
    """107.3m: only its own entering has its spell's X; "counters": {"+1/+1": "x"} on another
    object's entering is refused, naming the field."""
    card = {"name": "Zed", "types": ["Enchantment"], "abilities": [
        {"kind": "replacement", "label": "x", "event": {"type": "enter", "object": {
            "types": ["Creature"]}}, "instead": {"counters": {"+1/+1": "x"}}}]}
    scenario = {"players": [{"id": "A"}, {"id": "B"}], "cards": [card],
                "objects": [{"id": "z", "card": "Zed", "controller": "A"}]}
    with pytest.raises(ScenarioError, match=r"instead\.counters.*107\.3m"):
        run_scenario(scenario)
