"""How much one scenario may ask of the engine in one request.

A judge's scenario has a handful of objects; these bounds keep a runaway (or hostile) document
from holding a worker for more than a moment. Each count is checked before the engine runs,
and a document over one is refused with a message that names the list and the bound:
`objects: at most 200 (got 201)`. Within the counts, triggered abilities can still multiply
the work (each resolution runs the layers over every object again), so a run also has a time
limit, RUN_SECONDS (settings.SCENARIO_RUN_SECONDS), which the engine checks between steps
(run_scenario's `deadline`); a run past it is stopped and refused with a message naming it.
"""
from __future__ import annotations

import time
from typing import Any

# Measured on the project's machine (2 cores): Humility, Opalescence and 198 Grizzly Bears
# with 100 damage events run in 1.4 s with the editor's boards between events; 200 events on
# the same board take 9 s, 500 objects with 50 events 4 s. The bounds keep the worst well
# under gunicorn's 30 s worker timeout even when the permalink page runs the engine twice.
MAX_COUNTS = {
    "players": 8,
    "objects": 200,
    "effects": 100,
    "events": 100,
    "choices": 100,
    "cards": 50,
}


# A run of the shipped examples takes milliseconds; the slowest scenarios within the counts
# (a loop of mandatory triggers on a 200-object board, with the editor's boards) take 1-3 s on
# the project's machine. One run per request goes on past a problem, so a worker is never held
# much longer than this by the engine.
RUN_SECONDS = 3.0


def run_seconds() -> float:
    """The time limit of one engine run (settings.SCENARIO_RUN_SECONDS, else RUN_SECONDS)."""
    from django.conf import settings

    return float(getattr(settings, "SCENARIO_RUN_SECONDS", RUN_SECONDS))


class TimeLimitPassed(Exception):
    """A request's run and the rendering of its result went on past the time limit."""


def deadline() -> float:
    """The `time.monotonic()` value by which a request's run, and the rendering of its result
    (issue 28: a result's steps and boards are work of their own), must be done."""
    return time.monotonic() + run_seconds()


def check_deadline(deadline: float | None) -> None:
    """Raise TimeLimitPassed once `deadline` (a `time.monotonic()` value) has passed."""
    if deadline is not None and time.monotonic() > deadline:
        raise TimeLimitPassed


def time_problem(seconds: float) -> str:
    """What a judge is told when a run was stopped at the time limit."""
    return (f"the engine stopped: this scenario took longer than {seconds:g} s, the limit "
            "for one run (fewer objects, events or triggered abilities run faster)")


def count_problem(document: dict[str, Any]) -> tuple[str, str] | None:
    """(path, message) for the first list of `document` longer than its bound, else None."""
    for key, most in MAX_COUNTS.items():
        value = document.get(key)
        if isinstance(value, list | dict) and len(value) > most:
            return key, f"at most {most} (got {len(value)})"
    return None


def is_time_problem(message: str) -> bool:
    """Whether a problem's message is `time_problem`'s (another try may fit in time)."""
    return message.startswith("the engine stopped: this scenario took longer than")
