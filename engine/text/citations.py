"""The citation table: rules concepts mapped to rule numbers of the shipped text.

The engine cites concepts (``"layer.type"``), never literal numbers, so that a
later edition of the Comprehensive Rules can be supported by editing data:
``engine/data/citations.json``, one table in sections.

The shipped Korean text is one edition ("ko"); another edition's numbering is data too:
``engine/data/citations@<edition>.json`` lists the concepts that edition numbers differently
(``"sublayer.counters"`` is 613.3d in the Korean text, 613.4c in the current English one).
``cite_in`` cites a concept in an edition; ``renumber`` maps a number of the shipped text to
an edition's by its concepts, so a trace can be read in either numbering.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources

SHIPPED = "ko"  # the edition the citation table numbers: the shipped Korean text


class CitationError(ValueError):
    """A concept has no rule number, or the table defines it twice."""


@cache
def table() -> Mapping[str, str]:
    """Concept -> rule number: ``engine/data/citations.json``, its concepts in sections by
    rules area (``"characteristics"``, ``"events"``, ...), each concept defined once."""
    merged: dict[str, str] = {}
    path = resources.files("engine") / "data" / "citations.json"
    for section, concepts in json.loads(path.read_text("utf-8")).items():
        for concept, number in concepts.items():
            if concept in merged:
                raise CitationError(f"citations.json: concept {concept!r} is defined twice "
                                    f"(again in section {section!r})")
            merged[concept] = number
    return merged


def cite(*concepts: str) -> tuple[str, ...]:
    """The rule numbers for ``concepts``, in order, as numbered in the shipped text."""
    numbers = table()
    try:
        return tuple(numbers[c] for c in concepts)
    except KeyError as error:
        raise CitationError(f"no rule number for concept {error.args[0]!r}") from None


def editions() -> tuple[str, ...]:
    """The editions the engine can cite in: the shipped one first, then each data file's."""
    data_dir = resources.files("engine") / "data"
    found = sorted(p.name.removeprefix("citations@").removesuffix(".json")
                   for p in data_dir.iterdir()
                   if p.name.startswith("citations@") and p.name.endswith(".json"))
    return (SHIPPED, *found)


@cache
def table_in(edition: str) -> Mapping[str, str]:
    """Concept -> rule number as ``edition`` numbers it (the shipped table, overridden)."""
    if edition == SHIPPED:
        return table()
    if edition not in editions():
        raise CitationError(f"no citation table for edition {edition!r} (have "
                            f"{', '.join(editions())})")
    path = resources.files("engine") / "data" / f"citations@{edition}.json"
    data = json.loads(path.read_text("utf-8"))
    overrides = data.get("numbers", {})
    unknown = sorted(set(overrides) - set(table()))
    if unknown:
        raise CitationError(f"citations@{edition}.json: unknown concepts {', '.join(unknown)}")
    return {**table(), **overrides}


def cite_text(*concepts: str) -> str:
    """The rule numbers of ``concepts`` as a message names them: "601.2c, 115.1"."""
    return ", ".join(cite(*concepts))


def cite_in(edition: str, *concepts: str) -> tuple[str, ...]:
    """The rule numbers for ``concepts`` as ``edition`` numbers them."""
    numbers = table_in(edition)
    try:
        return tuple(numbers[c] for c in concepts)
    except KeyError as error:
        raise CitationError(f"no rule number for concept {error.args[0]!r}") from None


@cache
def _concepts_by_number() -> Mapping[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for concept, number in sorted(table().items()):
        found.setdefault(number, []).append(concept)
    return {number: tuple(concepts) for number, concepts in found.items()}


def renumber(number: str, edition: str) -> str:
    """``number`` of the shipped text as ``edition`` numbers the same rule: through the
    concepts cited by that number (613.3d -> 613.4c in "en"). A number no concept cites, or
    whose concepts disagree in ``edition``, stays as it is."""
    if edition == SHIPPED:
        return number
    numbers = table_in(edition)
    mapped = {numbers[concept] for concept in _concepts_by_number().get(number, ())}
    return mapped.pop() if len(mapped) == 1 else number


@cache
def renumbered(edition: str) -> Mapping[str, str]:
    """Every shipped number that ``edition`` numbers differently -> its number there."""
    return {number: renumber(number, edition) for number in _concepts_by_number()
            if renumber(number, edition) != number}
