""""Doesn't untap during its controller's next untap step" (502.3, 611.2a): the Oracle
compiler's restriction (engine/oracle/templates_untap.py) played by the engine's untap step
(engine/turn/turns.py): the permanent stays tapped in the first untap step of the player who
controls it then, and the effect no longer applies to it after that step, tapped or not."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play

UNTAP = {"type": "untap"}
END_TURN = {"type": "end_turn"}


def _card(name: str, text: str, types: tuple[str, ...] = ("Creature",)) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": list(types), "colors": ["U"],
                            "mana_value": 2, "text": text}
    if "Creature" in types:
        card.update(power=2, toughness=2)
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


# Real Oracle lines of the dev corpus (2020 wording).
HOOKMASTER = _card("Kor Hookmaster", "When Kor Hookmaster enters the battlefield, tap target "
                   "creature an opponent controls. That creature doesn't untap during its "
                   "controller's next untap step.")
FOGWALKER = _card("Fogwalker", "When Fogwalker enters the battlefield, target creature an "
                  "opponent controls doesn't untap during its controller's next untap step.")
CUSTODY = _card("Take into Custody", "Tap target creature. It doesn't untap during its "
                "controller's next untap step.", types=("Instant",))
TRAP = _card("Permafrost Trap", "Tap up to two target creatures. Those creatures don't untap "
             "during their controller's next untap step.", types=("Instant",))
HUNTER = _card("Elvish Hunter", "{1}{G}, {T}: Target creature doesn't untap during its "
               "controller's next untap step.")
GOLEM = _card("Lead Golem", "Whenever Lead Golem attacks, it doesn't untap during its "
              "controller's next untap step.")
BEAR = _card("Bear", "")
CARDS = [HOOKMASTER, FOGWALKER, CUSTODY, TRAP, HUNTER, GOLEM, BEAR]


def _run(objects: list[dict[str, Any]], events: list[dict[str, Any]]) -> dict[str, Any]:
    return play(objects, events, cards=CARDS)


def _tapped(result: dict[str, Any], ident: str) -> bool:
    return bool(result["objects"][ident]["tapped"])


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


BEAR_B = {"id": "b", "card": "Bear", "controller": "B", "timestamp": 1}
HOOK_ENTERS = [{"id": "k", "card": "Kor Hookmaster", "owner": "A", "zone": "hand"}, BEAR_B]


@pytest.mark.parametrize("card,expected", [
    (CUSTODY, [{"do": "tap", "object": "target"}]),
    (TRAP, [{"do": "tap", "object": "target"}]),
])
def test_a_spell_taps_then_restricts_the_same_targets(card: dict[str, Any],
                                                      expected: list[dict[str, Any]]) -> None:
    """Given the spell's Oracle text, when compiled, then it taps its targets and a second
    ability puts the restriction on the same targets (608.2c) until the next untap step."""
    first, second = card["abilities"]
    assert first["effect"] == expected
    assert second["same_targets"] is True
    assert second["cant"] == ["untap_during_untap_step"]
    assert second["duration"] == "next_untap_step"


def test_the_tapped_creature_stays_tapped_in_its_controllers_next_untap_step() -> None:
    """Given Kor Hookmaster's trigger tapping B's creature, when A's turn ends and B untaps,
    then the creature stays tapped (502.3) and the trace says why."""
    result = _run(HOOK_ENTERS, [{"type": "enter", "object": "k"}, END_TURN, UNTAP])

    assert _tapped(result, "b")
    assert "502.3" in _rules(result)
    assert any("doesn't untap during this untap step" in s["text"] for s in result["steps"])


def test_the_restriction_ends_after_that_untap_step() -> None:
    """Given a creature kept tapped in its controller's untap step, when that player's next
    untap step comes, then it untaps: the effect ended with the first one (611.2a)."""
    result = _run(HOOK_ENTERS, [{"type": "enter", "object": "k"}, END_TURN, UNTAP, END_TURN,
                                UNTAP, END_TURN, UNTAP])

    assert not _tapped(result, "b")
    assert sum("untap step has passed" in s["text"] for s in result["steps"]) == 1


def test_another_players_untap_step_doesnt_end_it() -> None:
    """Given B's creature tapped by A's trigger during A's turn, when A's own untap step
    comes first (an extra untap on A's turn), then the effect still waits for B's."""
    result = _run(HOOK_ENTERS, [{"type": "enter", "object": "k"}, UNTAP, END_TURN, UNTAP])

    assert _tapped(result, "b")


def test_an_untapped_creature_isnt_kept_tapped_by_a_later_untap_step() -> None:
    """Given Fogwalker's restriction on B's untapped creature, when B's untap step passes and
    the creature is tapped later, then B's following untap step untaps it (the effect applied
    to that one step only, tapped or not: Frost Titan's ruling)."""
    objects = [{"id": "f", "card": "Fogwalker", "owner": "A", "zone": "hand"}, BEAR_B]
    passed = _run(objects, [{"type": "enter", "object": "f"}, END_TURN, UNTAP])
    assert not _tapped(passed, "b")
    assert any("untap step has passed" in s["text"] for s in passed["steps"])

    # B attacks with it after that untap step (508.1f: it becomes tapped): B's next untap
    # step untaps it.
    result = _run(objects, [{"type": "enter", "object": "f"}, END_TURN, UNTAP,
                            {"type": "attack", "attackers": [{"object": "b"}]},
                            {"type": "combat_damage"}, END_TURN, END_TURN, UNTAP])
    assert not _tapped(result, "b")


def test_the_spell_keeps_both_up_to_targets_tapped() -> None:
    """Given Permafrost Trap cast on two of B's creatures, when B untaps, then both stay
    tapped (502.3) while B's other tapped creature untaps."""
    objects = [{"id": "trap", "card": "Permafrost Trap", "owner": "A", "zone": "hand"},
               BEAR_B, {"id": "c", "card": "Bear", "controller": "B", "timestamp": 2},
               {"id": "d", "card": "Bear", "controller": "B", "timestamp": 3, "tapped": True}]
    result = _run(objects, [{"type": "cast", "player": "A", "object": "trap",
                             "targets": ["b", "c"]}, {"type": "resolve"}, END_TURN, UNTAP])

    assert _tapped(result, "b") and _tapped(result, "c")
    assert not _tapped(result, "d")


def test_an_activated_ability_restricts_its_target() -> None:
    """Given Elvish Hunter's ability on B's tapped creature, when B untaps, then the creature
    stays tapped (502.3)."""
    objects = [{"id": "h", "card": "Elvish Hunter", "controller": "A", "timestamp": 1},
               {"id": "b", "card": "Bear", "controller": "B", "timestamp": 2, "tapped": True}]
    result = _run(objects, [{"type": "activate", "player": "A", "object": "h", "ability": 0,
                             "targets": ["b"]}, {"type": "resolve"}, END_TURN, UNTAP])

    assert _tapped(result, "b")


def test_an_attack_trigger_keeps_its_own_source_tapped_once() -> None:
    """Given Lead Golem attacking (tapped, 508.1f), when A's next untap step comes it stays
    tapped (502.3), and in A's untap step after that it untaps."""
    golem = [{"id": "g", "card": "Lead Golem", "controller": "A"}]
    attack = [{"type": "attack", "attackers": [{"object": "g"}]}, {"type": "combat_damage"}]
    once = _run(golem, [*attack, END_TURN, END_TURN, UNTAP])
    twice = _run(golem, [*attack, END_TURN, END_TURN, UNTAP, END_TURN, END_TURN, UNTAP])

    assert _tapped(once, "g")
    assert not _tapped(twice, "g")


def test_a_continuous_effect_cant_last_until_the_next_untap_step() -> None:
    """Given a spell's P/T change with the duration "next_untap_step", when the scenario is
    read, then it is refused naming the field: that duration is a restriction's (502.3)."""
    card = {"name": "Odd", "types": ["Instant"], "abilities": [
        {"kind": "spell", "label": "Odd.", "targets": [{"object": {"types": ["Creature"]}}],
         "affects": "targets", "modifications": [{"op": "modify_pt", "power": 1,
                                                  "toughness": 1}],
         "duration": "next_untap_step"}]}

    with pytest.raises(ScenarioError, match="next_untap_step"):
        play([{"id": "o", "card": "Odd", "owner": "A", "zone": "hand"}], cards=[card])


@pytest.mark.parametrize("types,text", [
    # "your next untap step": that player's step, not the permanent's controller's.
    ("Creature", "{2}, {T}: Tap target creature. It doesn't untap during your next untap step."),
    ("Land", "{T}: Add {R}. Test Card doesn't untap during your next untap step."),
    # A pronoun that doesn't fit the target.
    ("Instant", "Tap target creature. That land doesn't untap during its controller's next "
                "untap step."),
    ("Instant", "Tap up to two target creatures. It doesn't untap during its controller's next "
                "untap step."),
    # A group, or "that player's": not one permanent's controller's step.
    ("Instant", "Each attacking creature doesn't untap during its controller's next untap "
                "step."),
    ("Sorcery", "Creatures target player controls don't untap during that player's next untap "
                "step."),
    ("Creature", "When Test Card enters the battlefield, tap target creature an opponent "
                 "controls. That creature doesn't untap during its controller's untap step for "
                 "as long as you control Test Card."),
])
def test_other_untap_durations_stay_unread(types: str, text: str) -> None:
    """Given a "doesn't untap" line about another player's step, a group, a pronoun that
    doesn't fit or another duration, when compiled, then the line is left unread."""
    card = {"name": "Test Card", "types": [types], "text": text, "power": 1, "toughness": 1}
    assert compile_face(card).not_modelled != ()
