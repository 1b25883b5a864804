"""Events are performed through a table keyed by event class (engine.game.perform)."""

from __future__ import annotations

from typing import get_args

from engine.events import Event
from engine.game.perform import PERFORM


def test_every_event_class_has_a_performer() -> None:
    """Each class of the Event union is a key of the PERFORM table, and nothing else is."""
    event_classes = set(get_args(Event))

    performed = set(PERFORM)

    assert performed == event_classes
