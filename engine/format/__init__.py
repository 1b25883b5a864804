"""The scenario and card format, declared once (docs/scenario-format.md).

One set of pydantic models (:mod:`engine.format.scenario`, :mod:`engine.format.cards`) gives:

* the structural validator the engine runs before it reads a scenario, a card or an ability
  (:func:`check_scenario`, :func:`check_card`, :func:`check_ability`), with errors naming the
  field (``objects[2].power: expected an integer``);
* ``docs/scenario.schema.json`` (:func:`json_schema`; ``python -m engine schema``);
* the format's defaults (:func:`defaults`) and field lists (:func:`fields`), which the engine
  and the sandbox's editor and permalinks use.

References between parts of a scenario (ids, card names, answers) are not structure: the
engine checks them after this (engine/io/scenario.py).
"""

from __future__ import annotations

from engine.format.base import COLORS, RESERVED_ID_MARKS, ZONES
from engine.format.scenario import (
    EVENTS,
    ChoiceAnswer,
    Effect,
    Object,
    Player,
    Scenario,
    defaults,
    event_fields,
    fields,
)
from engine.format.schema import json_schema
from engine.format.validate import check_ability, check_card, check_scenario, trusted

__all__ = [
    "COLORS", "EVENTS", "RESERVED_ID_MARKS", "ZONES", "ChoiceAnswer", "Effect", "Object",
    "Player", "Scenario", "check_ability", "check_card", "check_scenario", "defaults",
    "event_fields", "fields", "json_schema", "trusted",
]
