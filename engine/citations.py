"""The citation table: rules concepts mapped to rule numbers of the shipped text.

The engine cites concepts (``"layer.type"``), never literal numbers, so that a
later edition of the Comprehensive Rules can be supported by editing data:
every ``engine/data/citations*.json`` file, merged.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources


class CitationError(ValueError):
    """A concept has no rule number, or two citation files define it."""


@cache
def table() -> Mapping[str, str]:
    """Concept -> rule number, merged from ``engine/data/citations*.json``."""
    merged: dict[str, str] = {}
    data_dir = resources.files("engine") / "data"
    names = sorted(p.name for p in data_dir.iterdir() if p.name.startswith("citations"))
    for name in names:
        if not name.endswith(".json"):
            continue
        for concept, number in json.loads((data_dir / name).read_text("utf-8")).items():
            if concept in merged:
                raise CitationError(f"{name}: concept {concept!r} is defined twice")
            merged[concept] = number
    return merged


def cite(*concepts: str) -> tuple[str, ...]:
    """The rule numbers for ``concepts``, in order, as numbered in the shipped text."""
    numbers = table()
    try:
        return tuple(numbers[c] for c in concepts)
    except KeyError as error:
        raise CitationError(f"no rule number for concept {error.args[0]!r}") from None
