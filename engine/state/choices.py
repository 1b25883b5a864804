"""Choices: questions the rules let a player answer, and the scenario's answers to them.

Rule 616.1 lets the affected player (or the controller of the affected object) choose the
order of replacement and prevention effects; rule 704.5j lets a player choose which legendary
permanent to keep. A scenario's `choices` are the answers, used in order. When the engine
needs an answer the scenario does not have, it stops with a pending choice; an answer that
does not fit its question is an error naming `choices[k]`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.errors import ScenarioError
from engine.state.objects import ChoiceAnswer, PendingChoice


class ChoiceNeeded(Exception):
    """Raised inside event processing when no answer is left for a question."""

    def __init__(self, request: PendingChoice) -> None:
        super().__init__(request.player)
        self.request = request
        # The steps taken up to the question (effects considered so far), for the trace.
        self.steps: list[Any] = []


def division_id(division: tuple[tuple[str, int], ...]) -> str:
    """A division of combat damage (510.1c) spelt as one string, an option's id: ``b1=2,B=3``."""
    return ",".join(f"{to}={amount}" for to, amount in division)


def option_ids(request: PendingChoice) -> tuple[str, ...]:
    """The ids a fitting answer may name."""
    return tuple(option.id for option in request.options)


class Answers:
    """The scenario's answers, consumed in order as questions are asked."""

    __slots__ = ("_answers", "_next")

    def __init__(self, answers: Sequence[ChoiceAnswer], used: int = 0) -> None:
        self._answers = tuple(answers)
        # Resuming a game (engine.turn.play.resume): the first `used` were answered before.
        self._next = used

    @property
    def used(self) -> int:
        """How many answers have been used so far."""
        return self._next

    def answer(self, request: PendingChoice) -> ChoiceAnswer:
        """The next answer, checked against `request`.

        Raises ChoiceNeeded when no answer is left, ScenarioError when it does not fit.
        """
        if self._next >= len(self._answers):
            raise ChoiceNeeded(request)
        answer = self._answers[self._next]
        path = f"choices[{answer.index}]"
        if answer.player != request.player:
            raise ScenarioError(
                path, f"the question is for player {request.player!r}, not {answer.player!r}"
            )
        if answer.division is not None and not request.division:
            raise ScenarioError(path, "the question is not how to divide combat damage")
        if request.any_name and answer.division is None and answer.choose.strip():
            # Any card name answers it (the options are examples).
            self._next += 1
            return answer
        if answer.choose not in option_ids(request) and not (
                request.division and answer.division is not None):
            offered = ", ".join(repr(i) for i in option_ids(request))
            raise ScenarioError(
                path, f"{answer.choose!r} is not one of the options ({offered})"
            )
        self._next += 1
        return answer

    def unused(self) -> tuple[ChoiceAnswer, ...]:
        """The answers no question asked for."""
        return self._answers[self._next :]
