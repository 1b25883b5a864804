"""Issue 27 round 8, unleash (702.98a; the shipped Korean text has no such rule): the keyword
line read as the ``Unleash`` keyword, and the engine's side played as scenarios: the choice as
it enters (a question, or the object's chosen "unleash"), the additional +1/+1 counter, and
"can't block as long as it has a +1/+1 counter on it", whatever put the counter there."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401 (goldens)

UNLEASH = ("Unleash (You may have this creature enter the battlefield with a +1/+1 counter on "
           "it. It can't block as long as it has a +1/+1 counter on it.)")


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_the_unleash_line_is_the_keyword() -> None:
    """702.98a: "Unleash" with its reminder text is the keyword ``Unleash``."""
    face = {"name": "Rakdos Cackler", "types": ["Creature"], "text": UNLEASH, "power": 1,
            "toughness": 1}
    assert read_whole(face) == [{"kind": "keyword", "keyword": "Unleash"}]


def test_unleash_beside_an_unknown_keyword_stays_unread() -> None:
    """A keyword line with a keyword the engine doesn't know stays unread, whole."""
    face = {"name": "Zed", "types": ["Creature"], "text": "Unleash, cascade", "power": 1,
            "toughness": 1}
    assert compile_face(face).not_modelled == ("Unleash, cascade",)


# --- the engine ---------------------------------------------------------------------------------

def _card() -> dict[str, Any]:
    face = {"name": "Rakdos Cackler", "types": ["Creature"], "text": UNLEASH, "power": 1,
            "toughness": 1}
    return {**face, "colors": ["B"], "abilities": list(compile_face(face).card_abilities())}


BEAR = {"id": "bear", "name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2,
        "controller": "B"}


def _cast(choice: str, events: list[dict[str, Any]] | None = None,
          **extra: Any) -> dict[str, Any]:
    objects = [{"id": "r", "card": "Rakdos Cackler", "controller": "A", "zone": "hand"}, BEAR]
    return play(objects, [{"type": "cast", "player": "A", "object": "r"}, {"type": "resolve"},
                          *(events or [])],
                cards=[_card()], choices=[{"player": "A", "choose": choice}], **extra)


def test_unleashed_it_enters_with_a_counter() -> None:
    """702.98a, 614.1c: its controller chooses the counter: it enters with a +1/+1 counter,
    a 2/2."""
    result = _cast("counter")

    cackler = result["objects"]["r"]
    assert (cackler["counters"], cackler["power"]) == ({"+1/+1": 1}, 2)
    assert {"702.98a", "614.1c"} <= _rules(result)


def test_not_unleashed_it_enters_without_a_counter() -> None:
    """702.98a: its controller chooses no counter: a 1/1 without counters."""
    result = _cast("none")

    assert result["objects"]["r"]["counters"] == {}


# B attacks with the Bear on B's turn; A's Cackler, on the battlefield, would block.
def _block(counters: dict[str, int], chosen: str | None = None,
           keywords: list[str] | None = None) -> dict[str, Any]:
    cackler: dict[str, Any] = {"id": "r", "card": "Rakdos Cackler", "controller": "A",
                               "counters": counters}
    if keywords is not None:
        cackler = {"id": "r", "name": "Rakdos Cackler", "types": ["Creature"], "power": 1,
                   "toughness": 1, "controller": "A", "keywords": keywords,
                   "counters": counters}
    return play([cackler, BEAR],
                [{"type": "attack", "attackers": [{"object": "bear"}]},
                 {"type": "block", "blockers": [{"object": "r", "blocking": "bear"}]}],
                cards=[_card()], active_player="B")


def test_with_a_counter_it_cant_block() -> None:
    """702.98a, 509.1b: with a +1/+1 counter on it, it can't block: the block is refused,
    naming the rule."""
    with pytest.raises(ScenarioError, match=r"can't block: it has unleash and a \+1/\+1 "
                                            r"counter on it \(702\.98a\)"):
        _block({"+1/+1": 1})


def test_without_a_counter_it_can_block() -> None:
    """702.98a: without a +1/+1 counter (not unleashed, or it lost it), it blocks."""
    result = _block({})

    assert "Rakdos Cackler blocks Bear." in [step["text"] for step in result["steps"]]


def test_a_counter_from_elsewhere_stops_it_too() -> None:
    """702.98a: "as long as it has a +1/+1 counter on it": a +1/+1 counter put on it by
    anything (two from another effect here), not only unleash's, stops it blocking."""
    with pytest.raises(ScenarioError, match=r"702\.98a"):
        _block({"+1/+1": 2})


def test_without_unleash_a_counter_doesnt_stop_it() -> None:
    """702.98a: the restriction is unleash's: the same creature without the keyword blocks
    with a +1/+1 counter on it."""
    result = _block({"+1/+1": 1}, keywords=[])

    assert "Rakdos Cackler blocks Bear." in [step["text"] for step in result["steps"]]


def test_the_choice_may_be_given_as_the_objects_chosen() -> None:
    """702.98a, 614.12a: a card put onto the battlefield with chosen "unleash": "counter"
    enters with the counter, without a question."""
    objects = [{"id": "r", "card": "Rakdos Cackler", "controller": "A", "zone": "hand",
                "chosen": {"unleash": "counter"}}]
    result = play(objects, [{"type": "move", "object": "r", "to": "battlefield"}],
                  cards=[_card()])

    assert result["objects"]["r"]["counters"] == {"+1/+1": 1}


def test_a_wrong_chosen_unleash_is_refused() -> None:
    """702.98a: chosen "unleash" is "counter" or "none"; anything else is refused, naming the
    field."""
    objects = [{"id": "r", "card": "Rakdos Cackler", "controller": "A", "zone": "hand",
                "chosen": {"unleash": "yes"}}]
    with pytest.raises(ScenarioError, match=r"chosen\.unleash.*counter or none"):
        play(objects, [], cards=[_card()])
