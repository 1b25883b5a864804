"""Echo (702.30a): "At the beginning of your upkeep, if this permanent came under your control
since the beginning of your last upkeep, sacrifice it unless you pay [cost]." Read from real
Oracle lines of the dev corpus (2020) with a mana cost only (taken as paid, 118.12a), near misses
left whole, and played: the permanent that entered or changed control since its controller's
last upkeep began triggers at the next one; once that upkeep has begun, it is no longer new.
Each run keeps a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.abilities.registry import keyword
from engine.abilities.triggers import TriggeredSpec
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

REMINDER = (" (At the beginning of your upkeep, if this came under your control since the "
            "beginning of your last upkeep, sacrifice it unless you pay its echo cost.)")


# --- reading -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Mogg War Marshal", "Echo {1}{R}" + REMINDER,
     {"kind": "keyword", "keyword": "Echo {1}{R}"}),
    ("Deranged Hermit", "Echo {3}{G}{G}" + REMINDER,
     {"kind": "keyword", "keyword": "Echo {3}{G}{G}"}),
    ("Shah of Naar Isle", "Echo {0}" + REMINDER,
     {"kind": "keyword", "keyword": "Echo {0}"}),
])
def test_echo_lines_read_as_the_keyword(name: str, text: str, ability: dict[str, Any]) -> None:
    """702.30a: given a real "Echo [mana cost]" line, when compiled, then it is the keyword
    with its cost."""
    assert _read(name, "Creature", text) == [ability]


@pytest.mark.parametrize("text", [
    # A cost the engine would have to pay, not take as paid.
    "Echo—Sacrifice two lands." + REMINDER,
    "Echo—Discard a card." + REMINDER,
    # X, snow mana and hybrid mana: not the mana costs the engine reads.
    "Echo {X}" + REMINDER,
    "Echo {S}" + REMINDER,
    "Echo {R/G}" + REMINDER,
    # Without a cost (702.30b: errata gave the Urza block's echo its cost).
    "Echo",
    "Flying, echo",
])
def test_echo_near_misses_stay_unread(text: str) -> None:
    """Given an echo cost that isn't plain mana, when compiled, then the line is left whole."""
    assert _unread("Test Card", "Creature", text)


def test_echo_is_an_upkeep_trigger_with_its_cost() -> None:
    """702.30a: given "Echo {2}{R}", when read, then it is an upkeep trigger with echo's "if"
    whose effect happens unless its controller pays {2}{R} (118.12a)."""
    spec = keyword("Echo {2}{R}").spec

    assert isinstance(spec, TriggeredSpec)
    assert (spec.echo, spec.unless_pay, spec.trigger.step) == (True, "{2}{R}", "upkeep")


def test_echo_has_no_structured_form() -> None:
    """702.30a: given the keyword in the structured form, when loaded, then it is refused
    naming the field (its cost is written in its text)."""
    ability = {"kind": "keyword", "keyword": "Echo", "label": "Echo", "echo": "{1}"}
    card = {"name": "Bad", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [ability]}
    with pytest.raises(ScenarioError, match=r"echo"):
        play([{"id": "b", "card": "Bad", "owner": "A", "zone": "battlefield"}], cards=[card])


# --- playing (702.30a) -------------------------------------------------------------------------


def _marshal(**fields: Any) -> dict[str, Any]:
    return {"id": "marshal", "name": "Marshal", "types": ["Creature"], "power": 1,
            "toughness": 1, "controller": "A", "keywords": ["Echo {1}{R}"], **fields}


CAST = [{"type": "cast", "player": "A", "object": "marshal"}, {"type": "resolve"}]
NEXT_UPKEEP = [{"type": "end_turn"}, {"type": "end_turn"}, {"type": "upkeep"}]


def _rules(result: dict[str, Any]) -> list[str]:
    return [rule for step in result["steps"] for rule in step["rules"]]


def test_echo_paid_keeps_the_permanent_that_entered_since_the_last_upkeep() -> None:
    """702.30a: given it was cast and entered in A's turn, when A's next upkeep begins and A
    pays {1}{R}, then it stays and the trace cites echo and 118.12a."""
    result = play([_marshal(zone="hand")], [*CAST, *NEXT_UPKEEP],
                  choices=[{"player": "A", "choose": "yes"}])

    assert result["objects"]["marshal"]["zone"] == "battlefield"
    assert {"702.30a", "118.12a"} <= set(_rules(result))


def test_echo_not_paid_sacrifices_it() -> None:
    """702.30a: given it entered in A's turn, when A's next upkeep begins and A doesn't pay,
    then A sacrifices it (701.17a)."""
    result = play([_marshal(zone="hand")], [*CAST, *NEXT_UPKEEP],
                  choices=[{"player": "A", "choose": "no"}])

    assert result["objects"]["marshal"]["zone"] == "graveyard"
    assert "701.17a" in _rules(result)


def test_echo_triggers_only_in_the_first_upkeep_after_it_came() -> None:
    """702.30a: given A paid echo in the upkeep after it entered, when A's following upkeep
    begins, then it is no longer new: echo doesn't trigger again and no question is asked."""
    result = play([_marshal(zone="hand")], [*CAST, *NEXT_UPKEEP, *NEXT_UPKEEP],
                  choices=[{"player": "A", "choose": "yes"}])

    assert result["objects"]["marshal"]["zone"] == "battlefield"
    assert result.get("pending_choice") is None
    assert _rules(result).count("702.30a") == 1


def test_echo_does_not_trigger_for_a_permanent_controlled_since_before_the_last_upkeep() -> None:
    """702.30a: given a permanent on the battlefield that isn't summoning sick (A has controlled
    it since before A's turn began, so since before A's last upkeep), when A's upkeep begins,
    then echo doesn't trigger."""
    result = play([_marshal()], [{"type": "upkeep"}])

    assert result["objects"]["marshal"]["zone"] == "battlefield"
    assert "702.30a" not in _rules(result)
    assert result.get("pending_choice") is None


def test_echo_triggers_for_a_summoning_sick_permanent_of_the_scenario() -> None:
    """702.30a, 302.6: given the scenario says it is summoning sick (A hasn't controlled it
    since A's most recent turn began, so it came after A's last upkeep began), when A's next
    upkeep begins, then echo asks A to pay."""
    result = play([_marshal(summoning_sick=True)], NEXT_UPKEEP)

    pending = result["pending_choice"]
    assert pending["player"] == "A" and "{1}{R}" in pending["text"]


def test_echo_does_not_trigger_in_an_opponents_upkeep() -> None:
    """702.30a: "your upkeep": given it entered in A's turn, when B's upkeep begins, then echo
    doesn't trigger; at A's next upkeep it does."""
    result = play([_marshal(zone="hand")], [*CAST, {"type": "end_turn"}, {"type": "upkeep"}])

    assert result.get("pending_choice") is None
    assert "702.30a" not in _rules(result)


def test_echo_triggers_again_after_it_left_and_came_back() -> None:
    """702.30a, 400.7: given A paid echo and the permanent then left the battlefield and came
    back (a new object), when A's next upkeep begins, then echo triggers again for it."""
    flicker = {"id": "flicker", "name": "Flicker", "types": ["Instant"], "controller": "A",
               "zone": "hand",
               "abilities": [{"kind": "spell", "label": "Flicker target creature.",
                              "targets": [{"object": {"types": ["Creature"]}}],
                              "effect": [{"do": "exile", "object": "target"},
                                         {"do": "return_to_battlefield", "object": "target"}]}]}
    events = [*CAST, *NEXT_UPKEEP,
              {"type": "cast", "player": "A", "object": "flicker", "targets": ["marshal"]},
              {"type": "resolve"}, *NEXT_UPKEEP]
    result = play([_marshal(zone="hand"), flicker], events,
                  choices=[{"player": "A", "choose": "yes"}])

    pending = result["pending_choice"]
    assert pending is not None and "{1}{R}" in pending["text"]
    assert _rules(result).count("702.30a") >= 2


THREATEN = {"id": "threaten", "name": "Threaten", "types": ["Sorcery"], "controller": "A",
            "zone": "hand",
            "abilities": [{"kind": "spell", "label": "Gain control of target creature until end "
                           "of turn.", "affects": "targets",
                           "targets": [{"object": {"types": ["Creature"]}}],
                           "modifications": [{"op": "gain_control"}],
                           "duration": "end_of_turn"}]}
STEAL = [{"type": "cast", "player": "A", "object": "threaten", "targets": ["marshal"]},
         {"type": "resolve"}]


def test_echo_triggers_for_the_player_who_gained_control() -> None:
    """702.30a: given B's echo creature, controlled by B since long before, that A gains
    control of in A's turn, when an upkeep of A's begins while A still controls it (the
    scenario's upkeep event, in the same turn), then echo triggers for A."""
    result = play([_marshal(controller="B"), THREATEN], [*STEAL, {"type": "upkeep"}])

    pending = result["pending_choice"]
    assert pending is not None and pending["player"] == "A"


def test_echo_triggers_again_for_the_owner_when_control_returns() -> None:
    """702.30a, 611.2a: given A gained control of B's echo creature until end of turn, when it
    returns to B as the turn ends and B's upkeep begins, then it came under B's control since
    B's last upkeep: echo triggers for B."""
    result = play([_marshal(controller="B"), THREATEN],
                  [*STEAL, {"type": "end_turn"}, {"type": "upkeep"}])

    pending = result["pending_choice"]
    assert pending is not None and pending["player"] == "B"
    assert result["objects"]["marshal"]["controller"] == "B"
