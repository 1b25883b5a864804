"""``docs/scenario.schema.json``, generated from the declaration (``python -m engine schema``,
``make schema``); a test fails when the committed file differs."""

from __future__ import annotations

import json
from typing import Any

from engine.format.scenario import Scenario


def json_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a scenario file; ``$defs/Card`` is a card file."""
    schema = Scenario.model_json_schema(ref_template="#/$defs/{model}")
    ordered: dict[str, Any] = {key: schema[key] for key in ("$schema", "$id", "title")
                               if key in schema}
    ordered["description"] = (
        "A board state and what happens next, for the rules engine (docs/scenario-format.md). "
        "Generated from engine/format/ (python -m engine schema); do not edit by hand. "
        "Cross-references (ids, card names) are checked by the engine, not by this schema.")
    ordered.update({k: v for k, v in schema.items() if k not in ordered})
    return ordered


def schema_text() -> str:
    """The schema as the committed file spells it."""
    return json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n"
