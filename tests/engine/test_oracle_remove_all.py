"""Issue 27, triggered effects: "remove all +1/+1 counters from ~" (every counter of that kind
the permanent has as the ability resolves, 122.1: ``"amount": "all"``), read on real Oracle
lines of the dev corpus (2020) and played by the engine. Each run keeps a golden trace.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)
from tests.engine.test_trigger_events import card, obj


@pytest.mark.parametrize(("text", "trigger", "counter"), [
    ("At the beginning of your end step, remove all +1/+1 counters from ~.",
     {"on": "beginning_of", "step": "end", "player": "you"}, "+1/+1"),
    ("At the beginning of your upkeep, remove all vortex counters from ~.",
     {"on": "beginning_of", "step": "upkeep", "player": "you"}, "vortex"),
    ("Whenever ~ deals damage to an opponent, remove all -1/-1 counters from it.",
     {"on": "damage", "source": "self", "player": "opponent"}, "-1/-1"),
])
def test_remove_all_lines_read_exactly(text: str, trigger: dict[str, Any], counter: str) -> None:
    """Given a real "remove all [kind] counters from ~/it" line, when compiled, then it removes
    every such counter from ~ (``"amount": "all"``)."""
    assert _read("Test Card", "Creature", text.replace("~", "Test Card")) == [
        {"kind": "triggered", "trigger": trigger, "effect": [
            {"do": "remove_counters", "counter": counter, "amount": "all", "object": "self"}]}]


@pytest.mark.parametrize("text", [
    # ~ has died: "it" is a card in a graveyard (400.7).
    "When ~ dies, remove all +1/+1 counters from it.",
    # Every land's: a group, not this reader's.
    "When ~ leaves the battlefield, remove all mine counters from all lands.",
])
def test_remove_all_near_misses_stay_unread(text: str) -> None:
    """Given a "remove all" this reader would misname, when compiled, then it is left whole."""
    assert _unread("Test Card", "Creature", text.replace("~", "Test Card"))


SHEDDER = "At the beginning of your upkeep, remove all +1/+1 counters from Shedder Test."


def test_every_counter_of_the_kind_is_removed() -> None:
    """122.1: given Shedder Test with three +1/+1 counters and a charge counter, when A's upkeep
    begins, then the three +1/+1 counters are removed and the charge counter stays."""
    result = play([obj("s", "Shedder Test", counters={"+1/+1": 3, "charge": 1})],
                  [{"type": "upkeep"}],
                  cards=[card("Shedder Test", ["Creature"], SHEDDER, ("Beast",), 1, 1)])

    assert result["objects"]["s"]["counters"] == {"charge": 1}


def test_all_on_another_action_is_refused() -> None:
    """Given a ``draw`` with ``"amount": "all"``, when the card is loaded, then the error names
    ``amount``."""
    with pytest.raises(ScenarioError, match="amount"):
        play([obj("x", "Odd")], cards=[{
            "name": "Odd", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
                {"kind": "triggered", "label": "Odd", "trigger": {"on": "enters",
                                                                  "object": "self"},
                 "effect": [{"do": "draw", "player": "you", "amount": "all"}]}]}])
