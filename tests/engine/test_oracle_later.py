"""Issue 27, triggered effects: one action on the trigger event's object "at end of combat"
(511.2) or "at the beginning of the next end step" (513.1): a delayed triggered ability
(603.7a) about that object, found then only while it is still that object (603.7c, 400.7).
Real Oracle lines of the dev corpus (2020), near misses left whole, and played by the engine.
Each run keeps a golden trace.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)
from tests.engine.test_trigger_events import card, obj

SELF_ATTACKS_OR_BLOCKS = {"on": "attacks_or_blocks", "object": "self"}


def _later(action: dict[str, Any], at: str = "end_of_combat") -> list[dict[str, Any]]:
    return [{"do": "delayed", "at": at, "object": "it", "effect": [{**action, "object": "it"}]}]


@pytest.mark.parametrize(("name", "types", "text", "trigger", "effect"), [
    ("Clockwork Beetle", "Artifact Creature", "Whenever ~ attacks or blocks, remove a +1/+1 "
     "counter from it at end of combat.", SELF_ATTACKS_OR_BLOCKS,
     _later({"do": "remove_counters", "counter": "+1/+1", "amount": 1})),
    ("Wicker Warcrawler", "Artifact Creature", "Whenever ~ attacks or blocks, put a -1/-1 "
     "counter on it at end of combat.", SELF_ATTACKS_OR_BLOCKS,
     _later({"do": "put_counters", "counter": "-1/-1", "amount": 1})),
    ("Cinder Wall", "Creature", "When ~ blocks, destroy it at end of combat.",
     {"on": "blocks", "object": "self"}, _later({"do": "destroy"})),
    ("Lowland Basilisk", "Creature", "Whenever ~ deals damage to a creature, destroy that "
     "creature at end of combat.", {"on": "damage", "object": {"types": ["Creature"]},
                                    "source": "self"}, _later({"do": "destroy"})),
    # (Near misses of round 6's test_oracle_return_or_sacrifice.py, read since: "it" is the
    # blocker ~, or the creature that attacked.)
    ("Test Card", "Creature", "When ~ blocks, sacrifice it at end of combat.",
     {"on": "blocks", "object": "self"}, _later({"do": "sacrifice"})),
    ("Test Card", "Creature", "Whenever a creature you control attacks, sacrifice it at end of "
     "combat.", {"on": "attacks", "object": {"types": ["Creature"], "controller": "you"}},
     _later({"do": "sacrifice"})),
])
def test_later_lines_read_exactly(name: str, types: str, text: str, trigger: dict[str, Any],
                                  effect: list[dict[str, Any]]) -> None:
    """Given a real "[action on it / that creature] at end of combat" line, when compiled, then
    it is a delayed ability (603.7a) about the event's object doing that action."""
    assert _read(name, types, text.replace("~", name)) == [
        {"kind": "triggered", "trigger": trigger, "effect": effect}]


@pytest.mark.parametrize("text", [
    # ~ has died: "it" is a card in a graveyard, not the permanent (400.7).
    "When ~ dies, destroy it at end of combat.",
    # ~ entering: no creature besides ~ is "that creature".
    "When ~ enters, return that creature to its owner's hand at end of combat.",
    # A target chosen now, acted on later: not this reader's.
    "Whenever ~ attacks, destroy target creature at end of combat.",
])
def test_later_near_misses_stay_unread(text: str) -> None:
    """Given a later action whose object this reader would misname, when compiled, then the
    line is left whole."""
    assert _unread("Test Card", "Creature", text.replace("~", "Test Card"))


def test_a_noncreature_attacking_later_stays_unread() -> None:
    """508.1a: given an artifact's "When ~ attacks, sacrifice it at end of combat." (only a
    creature attacks), when compiled, then the line is left whole, as round 6 left it."""
    assert _unread("Test Card", "Artifact", "When Test Card attacks, sacrifice it at end of "
                   "combat.")


BEETLE = ("Whenever Clockwork Beetle attacks or blocks, remove a +1/+1 counter from it at end "
          "of combat.")
CINDER = "When Cinder Wall blocks, destroy it at end of combat."


def test_the_counter_is_removed_at_end_of_combat() -> None:
    """603.7a, 511.2: given Clockwork Beetle with two +1/+1 counters attacking, when combat
    ends, then the delayed ability removes one of them."""
    result = play([obj("beetle", "Clockwork Beetle", counters={"+1/+1": 2})],
                  [{"type": "attack", "attackers": [{"object": "beetle"}]},
                   {"type": "block", "blockers": []}, {"type": "combat_damage"},
                   {"type": "end_turn"}],
                  cards=[card("Clockwork Beetle", ["Artifact", "Creature"], BEETLE,
                              ("Insect",), 0, 0)])

    assert result["objects"]["beetle"]["counters"] == {"+1/+1": 1}


def test_the_blocker_is_destroyed_at_end_of_combat() -> None:
    """603.7a, 511.2: given B's Cinder Wall (3/3) blocking A's Grizzly Bears, when combat ends,
    then the Wall is destroyed (it survived the Bears' 2 damage)."""
    result = play([obj("bears", "Grizzly Bears"), obj("wall", "Cinder Wall", "B")],
                  [{"type": "attack", "attackers": [{"object": "bears"}]},
                   {"type": "block", "blockers": [{"object": "wall", "blocking": "bears"}]},
                   {"type": "combat_damage"}, {"type": "end_turn"}],
                  cards=[card("Cinder Wall", ["Creature"], CINDER, ("Wall",), 3, 3)])

    assert result["objects"]["wall"]["zone"] == "graveyard"
    assert result["objects"]["bears"]["zone"] == "graveyard"


OUTRIGGER = ("When Saprazzan Outrigger attacks or blocks, put it on top of its owner's library "
             "at end of combat.")


def test_the_attacker_goes_on_top_of_its_library_at_end_of_combat() -> None:
    """603.7a, 511.2, 401.2: given Saprazzan Outrigger attacking, when combat ends, then the
    delayed ability puts it on top of its owner's library."""
    result = play([obj("rig", "Saprazzan Outrigger")],
                  [{"type": "attack", "attackers": [{"object": "rig"}]},
                   {"type": "block", "blockers": []}, {"type": "combat_damage"}],
                  cards=[card("Saprazzan Outrigger", ["Creature"], OUTRIGGER, ("Merfolk",),
                              5, 5)])

    assert result["objects"]["rig"]["zone"] == "library"
