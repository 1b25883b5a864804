"""Target legality (engine/turn/targeting.py): shroud (702.18b), hexproof (702.11b) and protection
(702.16b), asked on their own as triggered abilities (603.3d) and resolution (608.2b) will."""

from __future__ import annotations

from typing import Any

import pytest

from engine.state.objects import GameObject, GameState
from engine.text.trace import Message, render
from engine.turn.targeting import TargetProblem, target_problem
from tests.engine.board_helpers import board

BOLT_B = {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "stack"}
BOLT_A = {"id": "bolt_a", "card": "Lightning Bolt", "controller": "A", "zone": "stack"}
GROWTH_A = {"id": "growth", "card": "Giant Growth", "controller": "A", "zone": "stack"}


def creature(object_id: str, *keywords: str, controller: str = "A") -> dict[str, Any]:
    """A 2/2 white creature with these keywords."""
    return {"id": object_id, "name": object_id.title(), "controller": controller,
            "types": ["Creature"], "colors": ["W"], "power": 2, "toughness": 2,
            "keywords": list(keywords)}


def objects_of(*objects: dict[str, Any]) -> tuple[GameState, dict[str, GameObject]]:
    state = board(list(objects))
    return state, {o.id: o for o in state.objects}


def test_protection_from_red_stops_a_red_spell_from_targeting_it() -> None:
    """Lightning Bolt can't target a creature with protection from red."""
    state, o = objects_of(creature("knight", "Protection from red"), BOLT_B)

    problem = target_problem(o["knight"], o["bolt"], "B", state)

    # 702.16b: it can't be the target of spells with the stated quality.
    assert problem is TargetProblem.PROTECTION


def test_protection_from_everything_stops_every_source() -> None:
    """Progenitus can't be the target of Giant Growth, even its controller's."""
    state, o = objects_of({"id": "p", "card": "Progenitus", "controller": "A"}, GROWTH_A)

    problem = target_problem(o["p"], o["growth"], "A", state)

    # 702.16b: every object has the quality "everything".
    assert problem is TargetProblem.PROTECTION


def test_an_ability_without_a_source_is_not_stopped_by_protection() -> None:
    """With no source there is no quality to match, so protection doesn't apply."""
    state, o = objects_of(creature("knight", "Protection from everything"))

    problem = target_problem(o["knight"], None, "B", state)

    assert problem is None


@pytest.mark.parametrize(("keyword", "source", "controller", "expected"), [
    # 702.16b asks only whether the source has the quality, not who controls it.
    ("Protection from red", "bolt_a", "A", TargetProblem.PROTECTION),
    ("Protection from red", "growth", "A", None),
    # 702.18b: no spell or ability can target it, whoever controls it.
    ("Shroud", "growth", "A", TargetProblem.SHROUD),
    ("Shroud", "bolt", "B", TargetProblem.SHROUD),
    # 702.11b: only spells and abilities its controller's opponents control are stopped.
    ("Hexproof", "bolt", "B", TargetProblem.HEXPROOF),
    ("Hexproof", "growth", "A", None),
])
def test_who_can_target_it(keyword: str, source: str, controller: str,
                           expected: TargetProblem | None) -> None:
    """Protection reads the source's quality, shroud stops all, hexproof only opponents."""
    state, o = objects_of(creature("bear", keyword), BOLT_A, BOLT_B, GROWTH_A)

    problem = target_problem(o["bear"], o[source], controller, state)

    assert problem is expected


@pytest.mark.parametrize(("problem", "rules"), [
    (TargetProblem.SHROUD, ("702.18b",)),
    (TargetProblem.HEXPROOF, ("702.11b",)),
    (TargetProblem.PROTECTION, ("702.16b",)),
])
def test_each_problem_cites_its_rule(problem: TargetProblem, rules: tuple[str, ...]) -> None:
    """A problem's rules are the keyword's rule that makes the target illegal."""
    assert problem.rules == rules


def test_hexproof_is_read_from_the_controller_after_the_layers() -> None:
    """A hexproof creature B stole with Act of Treason can be targeted by B, not by A."""
    state = board([creature("bear", "Hexproof"), GROWTH_A],
                  effects=[{"id": "t", "card": "Act of Treason", "controller": "B",
                            "targets": ["bear"]}])
    stolen, growth = state.object("bear"), state.object("growth")

    # 702.11b reads the controller now (613.1b), not the owner.
    assert target_problem(stolen, growth, "A", state) is TargetProblem.HEXPROOF
    assert target_problem(stolen, growth, "B", state) is None


def test_a_granted_keyword_counts() -> None:
    """A creature given hexproof by an effect (layer 6) has it for targeting."""
    granting = {"name": "Veil", "types": ["Instant"], "colors": ["G"], "mana_value": 1,
                "text": "Target creature gains hexproof.",
                "abilities": [{"kind": "spell", "label": "Target creature gains hexproof.",
                               "modifications": [{"op": "add_abilities",
                                                  "abilities": ["Hexproof"]}]}]}
    state = board([creature("bear"), BOLT_B], cards=[granting],
                  effects=[{"id": "veil", "card": "Veil", "controller": "A",
                            "targets": ["bear"]}])

    problem = target_problem(state.object("bear"), state.object("bolt"), "B", state)

    assert problem is TargetProblem.HEXPROOF


def test_shroud_is_named_before_protection() -> None:
    """A target with several problems gets the first of shroud, hexproof, protection."""
    state, o = objects_of(creature("wall", "Protection from red", "Hexproof", "Shroud"), BOLT_B)

    assert target_problem(o["wall"], o["bolt"], "B", state) is TargetProblem.SHROUD


def test_a_player_can_be_targeted() -> None:
    """Players have no keywords in the format, so nothing stops targeting them."""
    state, o = objects_of(BOLT_B)

    assert target_problem("A", o["bolt"], "B", state) is None


@pytest.mark.parametrize(("target", "controller"), [("C", "B"), ("A", "C")])
def test_a_player_that_is_not_in_the_game_is_a_caller_mistake(target: str,
                                                              controller: str) -> None:
    """An unknown player id, as the target or the controller, raises ValueError."""
    state, o = objects_of(BOLT_B)

    with pytest.raises(ValueError, match="'C'"):
        target_problem(target, o["bolt"], controller, state)


@pytest.mark.parametrize("problem", list(TargetProblem))
@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_problem_says_why_in_both_languages(problem: TargetProblem, lang: str) -> None:
    """Each problem is a message key with a Korean and an English text naming both sides."""
    text = render(Message.of(problem, target="Bears", source="Lightning Bolt"), lang)

    assert "Bears" in text and "Lightning Bolt" in text
    assert problem.rules[0] in text
