"""Errors for caller mistakes: an invalid scenario or card definition."""

from __future__ import annotations


class ScenarioError(ValueError):
    """A scenario (or a card definition in it) is invalid.

    ``path`` names the offending field the way the scenario spells it, e.g.
    ``objects[2].power``; ``str(error)`` is ``"<path>: <what is wrong>"``.
    """

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}" if path else problem)
        self.path = path
        self.problem = problem


class DeadlinePassed(Exception):
    """A run went on past the deadline its caller set (``run_scenario(deadline=...)``).

    Not a mistake in the scenario: it asks more work than the caller allows. The engine looks
    at the clock between steps (whenever the layers run again, and between events), so it
    stops within one step of the deadline; nothing of the run is returned.
    """

    def __init__(self) -> None:
        super().__init__("the run went on past its deadline")


def join(path: str, key: str | int) -> str:
    """Extend a field path: ``join("objects", 2)`` -> ``"objects[2]"``."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key
