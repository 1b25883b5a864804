"""Optional, delayed, state and reflexive triggered abilities (603.5, 603.7, 603.8, 603.12),
with the world rule (704.5k), shield and stun counters (122.1c, 122.1d of the current rules)
and statics that change a rule (Mirror Gallery: the legend rule, 704.5j).

Each test plays a ruling a judge is asked about, with its reasoning from the rules; like the
reviewed rulings, each run keeps a golden trace of its whole output.
"""

from __future__ import annotations

from typing import Any

from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def card(object_id: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return {"id": object_id, "card": name, "controller": controller, **extra}


def texts(result: dict[str, Any]) -> list[str]:
    return [s["text"] for s in result["steps"]]


def rules(result: dict[str, Any]) -> set[str]:
    return {r for s in result["steps"] for r in s["rules"]}


BEAR_ENTERS = [card("sa", "Soul's Attendant"), card("bear", "Grizzly Bears", "B", zone="hand")]


# --- "may" (603.5, 608.2d) ----------------------------------------------------------------------


def test_a_may_trigger_asks_its_controller_as_it_resolves() -> None:
    """603.5, 608.2d: given Soul's Attendant and a creature entering, when its ability resolves
    with no answer, then A (its controller, not B) is asked yes or no, with the rules."""
    result = play(BEAR_ENTERS, events=[{"type": "enter", "object": "bear"}])

    choice = result["pending_choice"]
    assert choice["player"] == "A"
    assert [o["id"] for o in choice["options"]] == ["yes", "no"]
    assert choice["rules"] == ["603.5", "608.2d"]
    assert result["players"]["A"]["life"] == 20


def test_answering_yes_to_a_may_trigger_does_it() -> None:
    """603.5: given A answers yes, when the ability resolves, then A gains 1 life."""
    result = play(BEAR_ENTERS, events=[{"type": "enter", "object": "bear"}],
                  choices=[{"player": "A", "choose": "yes"}])

    assert result["pending_choice"] is None
    assert result["players"]["A"]["life"] == 21


def test_answering_no_to_a_may_trigger_resolves_doing_nothing() -> None:
    """603.5: given A answers no, when the ability resolves, then it leaves the stack having
    done nothing, and the trace says A chose not to."""
    result = play(BEAR_ENTERS, events=[{"type": "enter", "object": "bear"}],
                  choices=[{"player": "A", "choose": "no"}])

    assert result["players"]["A"]["life"] == 20
    assert result["stack"] == []
    assert any("chooses not to" in t for t in texts(result))


def test_a_may_answer_from_the_wrong_player_is_refused() -> None:
    """603.5: the controller chooses; given B answers A's question, then the scenario is refused
    naming the answer."""
    import pytest

    import engine
    with pytest.raises(engine.ScenarioError) as refused:
        play(BEAR_ENTERS, events=[{"type": "enter", "object": "bear"}],
             choices=[{"player": "B", "choose": "yes"}])

    assert refused.value.path == "choices[0]"


def test_two_may_triggers_are_each_answered() -> None:
    """603.3b, 603.5: given two Soul's Attendants, when a creature enters, then their identical
    triggers go on the stack without a question about order, and A answers each "may" on its
    own: yes then no gains 1 life."""
    objects = [*BEAR_ENTERS, card("sa2", "Soul's Attendant")]

    result = play(objects, events=[{"type": "enter", "object": "bear"}],
                  choices=[{"player": "A", "choose": "yes"}, {"player": "A", "choose": "no"}])

    assert result["players"]["A"]["life"] == 21
    assert result["pending_choice"] is None
