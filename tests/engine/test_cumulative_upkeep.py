"""Cumulative upkeep (702.24a): "At the beginning of your upkeep, if this permanent is on the
battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter
on it. If you don't, sacrifice it." Read from real Oracle lines of the dev corpus (2020) with a
mana cost only (taken as paid, as everywhere in the engine), near misses left whole, and played:
the age counter is put first, then its controller chooses to pay the cost once for each age
counter on it (702.24b: every age counter, whichever instance put it) or to sacrifice it. Each
run keeps a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.abilities.registry import keyword
from engine.abilities.triggers import TriggeredSpec
from engine.turn.stack import mana_times
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

REMINDER = (" (At the beginning of your upkeep, put an age counter on this permanent, then "
            "sacrifice it unless you pay its upkeep cost for each age counter on it.)")


# --- reading -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Wave of Terror", "Enchantment", "Cumulative upkeep {1}" + REMINDER,
     {"kind": "keyword", "keyword": "Cumulative upkeep {1}"}),
    ("Tombstone Stairwell", "Enchantment", "Cumulative upkeep {1}{B}" + REMINDER,
     {"kind": "keyword", "keyword": "Cumulative upkeep {1}{B}"}),
    ("Firestorm Hellkite", "Creature", "Cumulative upkeep {U}{R}" + REMINDER,
     {"kind": "keyword", "keyword": "Cumulative upkeep {U}{R}"}),
])
def test_cumulative_upkeep_lines_read_as_the_keyword(name: str, types: str, text: str,
                                                    ability: dict[str, Any]) -> None:
    """702.24a: given a real "Cumulative upkeep [mana cost]" line, when compiled, then it is
    the keyword with its cost."""
    assert _read(name, types, text) == [ability]


@pytest.mark.parametrize("text", [
    # Costs the engine would have to pay, not take as paid (702.24a's [cost] isn't mana;
    # "Pay N life" alone is read: test_cumulative_upkeep_life.py).
    "Cumulative upkeep—Pay {B} and 1 life." + REMINDER,
    "Cumulative upkeep—Discard a card." + REMINDER,
    "Cumulative upkeep—Sacrifice a land." + REMINDER,
    "Cumulative upkeep—Add {R}." + REMINDER,
    # A choice of costs; snow mana, which the engine doesn't know (107.4h).
    "Cumulative upkeep {W} or {U}" + REMINDER,
    "Cumulative upkeep {S}" + REMINDER,
    # Without a cost.
    "Cumulative upkeep",
    # Granted: a quoted ability is another template's.
    'Green creatures have "Cumulative upkeep {1}."',
])
def test_cumulative_upkeep_near_misses_stay_unread(text: str) -> None:
    """Given a cumulative upkeep the engine can't pay exactly (life, a discard, a choice, snow
    mana) or one granted to other permanents, when compiled, then the line is left whole."""
    assert _unread("Test Card", "Enchantment", text)


def test_cumulative_upkeep_without_a_mana_cost_is_not_modelled() -> None:
    """702.24a: given "Cumulative upkeep—Discard a card" written as a scenario keyword, when
    run, then the keyword is listed as not modelled rather than taken as applied."""
    result = play([_sphere(("Cumulative upkeep—Discard a card",))], [{"type": "upkeep"}])

    assert result["objects"]["sphere"]["counters"] == {}
    assert [entry["ability"] for entry in result["not_modelled"]] == [
        "Cumulative upkeep—Discard a card"]


def test_cumulative_upkeep_has_no_structured_form() -> None:
    """702.24a: given the keyword in the structured form, when loaded, then it is refused
    naming the field (its cost is written in its text)."""
    ability = {"kind": "keyword", "keyword": "Cumulative upkeep", "label": "Cumulative upkeep",
               "cumulative upkeep": "{1}"}
    card = {"name": "Bad", "types": ["Enchantment"], "abilities": [ability]}
    with pytest.raises(ScenarioError, match=r"cumulative upkeep"):
        play([{"id": "b", "card": "Bad", "owner": "A", "zone": "battlefield"}], cards=[card])


def test_cumulative_upkeep_is_an_upkeep_trigger_with_its_cost() -> None:
    """702.24a: given "Cumulative upkeep {2}{R}", when read, then it is a triggered ability at
    the beginning of its controller's upkeep whose cost is {2}{R}."""
    spec = keyword("Cumulative upkeep {2}{R}").spec

    assert isinstance(spec, TriggeredSpec)
    assert (spec.cumulative_cost, spec.trigger.step) == ("{2}{R}", "upkeep")


@pytest.mark.parametrize(("cost", "times", "total"), [
    ("{1}", 1, "{1}"), ("{1}", 3, "{3}"), ("{1}{B}", 2, "{2}{B}{B}"),
    ("{U}{R}", 2, "{U}{U}{R}{R}"), ("{0}", 2, "{0}"),
])
def test_cumulative_upkeep_cost_for_each_age_counter_is_added_up(cost: str, times: int,
                                                                  total: str) -> None:
    """702.24a: "pay [cost] for each age counter": given the cost and the counters, then the
    total is the generic parts added and the colored symbols repeated."""
    assert mana_times(cost, times) == total


# --- playing (702.24a, 702.24b) ----------------------------------------------------------------


def _sphere(keywords: tuple[str, ...] = ("Cumulative upkeep {1}",),
            counters: dict[str, int] | None = None) -> dict[str, Any]:
    return {"id": "sphere", "name": "Sphere", "types": ["Enchantment"], "controller": "A",
            "keywords": list(keywords), "counters": counters or {}}


def _rules(result: dict[str, Any]) -> list[str]:
    return [rule for step in result["steps"] for rule in step["rules"]]


def test_cumulative_upkeep_paid_puts_an_age_counter_and_keeps_it() -> None:
    """702.24a: given no age counter and A pays, when A's upkeep trigger resolves, then it has
    one age counter and stays, A having paid {1} once."""
    result = play([_sphere()], [{"type": "upkeep"}], choices=[{"player": "A", "choose": "yes"}])

    sphere = result["objects"]["sphere"]
    assert (sphere["zone"], sphere["counters"]) == ("battlefield", {"age": 1})
    assert any("pays {1} for 1 age counter" in step["text"] for step in result["steps"])
    assert "702.24a" in _rules(result)


def test_cumulative_upkeep_cost_grows_with_the_age_counters() -> None:
    """702.24a: given two age counters already, when the trigger resolves, then a third is put
    first and the question asks for the cost three times: {3}."""
    result = play([_sphere(counters={"age": 2})], [{"type": "upkeep"}])

    pending = result["pending_choice"]
    assert pending["player"] == "A" and "{3}" in pending["text"]
    assert [o["id"] for o in pending["options"]] == ["yes", "no"]
    assert result["objects"]["sphere"]["counters"] == {"age": 3}


def test_cumulative_upkeep_not_paid_sacrifices_it() -> None:
    """702.24a: given A doesn't pay, when the trigger resolves, then the age counter is put and
    it is sacrificed (701.17a)."""
    result = play([_sphere()], [{"type": "upkeep"}], choices=[{"player": "A", "choose": "no"}])

    assert result["objects"]["sphere"]["zone"] == "graveyard"
    assert {"702.24a", "701.17a"} <= set(_rules(result))


def test_cumulative_upkeep_instances_each_count_every_age_counter() -> None:
    """702.24b: given two instances of cumulative upkeep {1} and no age counter, when both
    trigger and A pays both, then the first asks {1} for one counter and the second {2} for
    the two counters both instances put."""
    result = play([_sphere(("Cumulative upkeep {1}", "Cumulative upkeep {1}"))],
                  [{"type": "upkeep"}], choices=[{"player": "A", "choose": "yes"},
                                                 {"player": "A", "choose": "yes"}])

    texts = [step["text"] for step in result["steps"]]
    assert any("pays {1} for 1 age counter" in t for t in texts)
    assert any("pays {2} for 2 age counters" in t for t in texts)
    assert result["objects"]["sphere"]["counters"] == {"age": 2}


def test_cumulative_upkeep_does_not_trigger_in_an_opponents_upkeep() -> None:
    """702.24a: "your upkeep": given the turn passes to B, when B's upkeep begins, then nothing
    triggers and no age counter is put."""
    result = play([_sphere()], [{"type": "end_turn"}, {"type": "upkeep"}])

    assert result["objects"]["sphere"]["counters"] == {}
    assert "702.24a" not in _rules(result)


def test_cumulative_upkeep_source_gone_gets_no_counter() -> None:
    """702.24a, 400.7: "if this permanent is on the battlefield": given two instances and A
    doesn't pay the first, when the second resolves, then its source is gone (sacrificed): no
    counter is put, no question is asked and nothing else is sacrificed."""
    result = play([_sphere(("Cumulative upkeep {1}", "Cumulative upkeep {1}"))],
                  [{"type": "upkeep"}], choices=[{"player": "A", "choose": "no"}])

    sphere = result["objects"]["sphere"]
    assert (sphere["zone"], sphere["counters"]) == ("graveyard", {})
    assert result.get("pending_choice") is None
    assert _rules(result).count("701.17a") == 1
    assert "400.7" in _rules(result)
