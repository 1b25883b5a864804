"""Round 6 of issue 27 (lane trig6), engine/oracle/templates_return_or_sacrifice.py: "When ~ dies
/ is put into a graveyard from the battlefield, return it (~) to its owner's hand" (700.4, 603.6c,
603.10a; 400.7d: the ability finds the card in the graveyard). Real Oracle lines of the dev
corpus (2020 wording), read exactly, and played by the engine; each run keeps a golden
trace."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)
from tests.engine.test_trigger_events import card, obj

BACK_TO_HAND = [{"do": "return_to_hand", "object": "it"}]


@pytest.mark.parametrize(("name", "types", "text", "trigger"), [
    ("Rancor", "Enchantment", "When Rancor is put into a graveyard from the battlefield, "
     "return Rancor to its owner's hand.", {"on": "put_into_graveyard", "object": "self"}),
    ("Fallen Ideal", "Enchantment", "When Fallen Ideal is put into a graveyard from the "
     "battlefield, return Fallen Ideal to its owner's hand.",
     {"on": "put_into_graveyard", "object": "self"}),
    ("Immortal Phoenix", "Creature", "When Immortal Phoenix dies, return it to its owner's "
     "hand.", {"on": "dies", "object": "self"}),
    ("Endless Cockroaches", "Creature", "When Endless Cockroaches dies, return it to its "
     "owner's hand.", {"on": "dies", "object": "self"}),
])
def test_return_the_card_that_left_reads_exactly(name: str, types: str, text: str,
                                                 trigger: dict[str, Any]) -> None:
    """Given a real "When ~ dies / is put into a graveyard from the battlefield, return it to
    its owner's hand" line, when compiled, then the effect returns the card the event was
    about (400.7d), not ~ on the battlefield."""
    assert _read(name, types, text) == [
        {"kind": "triggered", "trigger": trigger, "effect": BACK_TO_HAND}]


@pytest.mark.parametrize(("types", "text"), [
    # "your hand": only the owner's hand is right (400.3); not said exactly.
    ("Creature", "When Test Card dies, return it to your hand."),
    # Another object's event: "it" isn't ~.
    ("Creature", "Whenever a creature is put into your graveyard from the battlefield, "
     "return it to your hand."),
    # Other destinations and delays.
    ("Creature", "When Test Card dies, return it to its owner's hand at the beginning of the "
     "next end step."),
    ("Creature", "When Test Card dies, return it to the battlefield under its owner's "
     "control."),
    # "~" after "dies" and "it" after the graveyard wording: not the corpus's words.
    ("Creature", "When Test Card dies, return Test Card to its owner's hand."),
    # Only a creature dies (700.4).
    ("Enchantment", "When Test Card dies, return it to its owner's hand."),
    # "your graveyard" on ~ (trigger_events leaves it unread).
    ("Enchantment", "When Test Card is put into your graveyard from the battlefield, return "
     "Test Card to its owner's hand."),
])
def test_return_the_card_that_left_near_misses_stay_unread(types: str, text: str) -> None:
    """Given lines that say something else (another hand, another object, a delay, a
    noncreature that "dies"), when compiled, then the line is left whole."""
    assert _unread("Test Card", types, text)


RANCOR = "When Rancor is put into a graveyard from the battlefield, return Rancor to its " \
    "owner's hand."
PHOENIX = "When Immortal Phoenix dies, return it to its owner's hand."


def test_rancor_returns_to_its_owners_hand_after_its_creature_dies() -> None:
    """704.5m, 603.10a, 400.7d: given B's Rancor controlled by A on A's Grizzly Bears, when the
    Bears are destroyed, then Rancor goes to B's graveyard and its ability returns it to B's
    hand (its owner's, 400.3)."""
    result = play([obj("bears", "Grizzly Bears"),
                   obj("r", "Rancor", attached_to="bears", owner="B")],
                  [{"type": "destroy", "target": "bears"}],
                  cards=[card("Rancor", ["Enchantment"], RANCOR, ("Aura",))])

    assert result["objects"]["r"]["zone"] == "hand"
    assert result["objects"]["r"]["owner"] == "B"
    assert result["not_modelled"] == []


def test_a_dying_creature_returns_to_its_owners_hand() -> None:
    """700.4, 603.10a: given Immortal Phoenix, when it is destroyed, then its dies ability
    returns the card from the graveyard to its owner's hand."""
    result = play([obj("p", "Immortal Phoenix")], [{"type": "destroy", "target": "p"}],
                  cards=[card("Immortal Phoenix", ["Creature"], PHOENIX, ("Phoenix",), 5, 3)])

    assert result["objects"]["p"]["zone"] == "hand"
    assert any("700.4" in s["rules"] for s in result["steps"] if s["kind"] == "trigger")


def test_a_token_that_died_is_not_returned() -> None:
    """704.5d, 400.7: given a token copy-less Immortal Phoenix token (a token of that card),
    when it dies, then it ceases to exist in the graveyard and nothing returns to a hand."""
    result = play([obj("p", "Immortal Phoenix", token=True)],
                  [{"type": "destroy", "target": "p"}],
                  cards=[card("Immortal Phoenix", ["Creature"], PHOENIX, ("Phoenix",), 5, 3)])

    assert result["objects"].get("p", {}).get("zone") != "hand"


MUMMY = "When Cyclopean Mummy dies, exile it."


def test_cyclopean_mummy_reads_as_exiling_the_card_in_the_graveyard() -> None:
    """Given Cyclopean Mummy's line, when compiled, then it exiles the card the dies event was
    about (400.7d)."""
    assert _read("Cyclopean Mummy", "Creature", MUMMY) == [
        {"kind": "triggered", "trigger": {"on": "dies", "object": "self"},
         "effect": [{"do": "exile", "object": "it"}]}]


def test_a_dead_creature_is_exiled_from_the_graveyard() -> None:
    """700.4, 400.7d: given Cyclopean Mummy, when it is destroyed, then its ability exiles the
    card from its owner's graveyard."""
    result = play([obj("m", "Cyclopean Mummy")], [{"type": "destroy", "target": "m"}],
                  cards=[card("Cyclopean Mummy", ["Creature"], MUMMY, ("Zombie",), 2, 1)])

    assert result["objects"]["m"]["zone"] == "exile"


# --- "When ~ attacks [or blocks], sacrifice it at end of combat" (603.7) -----------------------


def _later(at: str) -> list[dict[str, Any]]:
    return [{"do": "delayed", "at": at, "object": "it",
             "effect": [{"do": "sacrifice", "object": "it"}]}]


@pytest.mark.parametrize(("name", "text", "trigger", "at"), [
    ("Keldon Battlewagon", "When Keldon Battlewagon attacks, sacrifice it at end of combat.",
     {"on": "attacks", "object": "self"}, "end_of_combat"),
    ("Crumbling Colossus", "When Crumbling Colossus attacks, sacrifice it at end of combat.",
     {"on": "attacks", "object": "self"}, "end_of_combat"),
    ("Mardu Blazebringer", "When Mardu Blazebringer attacks or blocks, sacrifice it at end of "
     "combat.", {"on": "attacks_or_blocks", "object": "self"}, "end_of_combat"),
    ("Brackwater Elemental", "When Brackwater Elemental attacks or blocks, sacrifice it at the "
     "beginning of the next end step.", {"on": "attacks_or_blocks", "object": "self"},
     "next_end_step"),
])
def test_sacrifice_it_later_reads_exactly(name: str, text: str, trigger: dict[str, Any],
                                          at: str) -> None:
    """Given a real "When ~ attacks [or blocks], sacrifice it at end of combat" line, when
    compiled, then the ability creates a delayed ability about ~ that sacrifices it (603.7a)."""
    assert _read(name, "Creature", text) == [
        {"kind": "triggered", "trigger": trigger, "effect": _later(at)}]


@pytest.mark.parametrize(("types", "text"), [
    # (Other events' "When ~ blocks" and "Whenever a creature you control attacks, sacrifice it
    # at end of combat." are read since round 10: tests/engine/test_oracle_later.py.)
    # Another moment.
    ("Creature", "When Test Card attacks, sacrifice it at the beginning of your next upkeep."),
    # Not a creature: it doesn't attack (508.1a).
    ("Artifact", "When Test Card attacks, sacrifice it at end of combat."),
])
def test_sacrifice_it_later_near_misses_stay_unread(types: str, text: str) -> None:
    """Given lines of another event, moment or object, when compiled, then the line is left
    whole."""
    assert _unread("Test Card", types, text)


WAGON = "When Keldon Battlewagon attacks, sacrifice it at end of combat."
WAGON_CARD = card("Keldon Battlewagon", ["Artifact", "Creature"], WAGON, ("Juggernaut",), 5, 3)


def test_the_attacker_is_sacrificed_at_end_of_combat() -> None:
    """603.7a, 511.2, 701.17a: given Keldon Battlewagon attacking unblocked, when combat damage
    is dealt, then B loses 5 life and at end of combat A sacrifices it."""
    result = play([obj("kb", "Keldon Battlewagon")],
                  [{"type": "attack", "attackers": [{"object": "kb"}]},
                   {"type": "block", "blockers": []}, {"type": "combat_damage"}],
                  cards=[WAGON_CARD])

    assert result["players"]["B"]["life"] == 15
    assert result["objects"]["kb"]["zone"] == "graveyard"
    assert "603.7a" in {r for s in result["steps"] for r in s["rules"]}


def test_the_attacker_stays_until_end_of_combat() -> None:
    """603.7a: given Keldon Battlewagon attacking, when blockers are declared, then it is
    still on the battlefield (the delayed ability waits for the end of combat step)."""
    result = play([obj("kb", "Keldon Battlewagon")],
                  [{"type": "attack", "attackers": [{"object": "kb"}]},
                   {"type": "block", "blockers": []}],
                  cards=[WAGON_CARD])

    assert result["objects"]["kb"]["zone"] == "battlefield"


BRACKWATER = ("When Brackwater Elemental attacks or blocks, sacrifice it at the beginning of "
              "the next end step.")


def test_a_blocker_is_sacrificed_at_the_beginning_of_the_next_end_step() -> None:
    """509.5a, 603.7a, 513.1: given B's Brackwater Elemental blocking A's Grizzly Bears, when the
    turn goes on to its end step, then B sacrifices the Elemental."""
    result = play([obj("bears", "Grizzly Bears"), obj("be", "Brackwater Elemental", "B")],
                  [{"type": "attack", "attackers": [{"object": "bears"}]},
                   {"type": "block", "blockers": [{"object": "be", "blocking": "bears"}]},
                   {"type": "end_turn"}],
                  cards=[card("Brackwater Elemental", ["Creature"], BRACKWATER, ("Elemental",),
                              4, 4)])

    assert result["objects"]["be"]["zone"] == "graveyard"
    assert "603.7a" in {r for s in result["steps"] for r in s["rules"]}
