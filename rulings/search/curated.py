"""Curated mappings: queries maintainers mapped to the rules they should find first (issue 15).

The reviewed mappings are data in the repository (settings.SEARCH_CURATED_FILE,
`rulings/data/search-curated.json`): `manage.py export_search_mappings` writes the table's
reviewed rows there, sorted and indented so a review reads the diff; `build_search_index`
loads the file back into the table (`load_file`, idempotent) and writes the reviewed rows
into the index directory beside the index (PINS_FILE), where the server's search
(`pin()`, called from `query.search_in`) and the offline bundle (`bundle_part()`, applied by
`pinCurated` in static/pwa/offline-search.js) both read them. So a mapping takes effect with
the index it was built into, and the answer cache, keyed per build, never mixes old and new.

A query matches a mapping when their key forms are equal (`query_key`: lowercased with
full-width ASCII folded as the analyzer does, spaces collapsed, a final question mark
dropped). The log of searches that missed (rulings.models.SearchLogEntry) stores the same
form, so the admin groups and maps what judges typed as search will compare it.
"""
from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from rulings.numbers import parse_rule_numbers
from rulings.text import query_key

from .index import OpenIndex

PINS_FILE = "curated.json"
FORMAT = 1


class CuratedDataError(ValueError):
    """The curated data file cannot be used; the message names the entry and the field."""


@dataclass(frozen=True, slots=True)
class Mapping:
    """One reviewed mapping as the data file holds it."""

    query: str
    rules: tuple[str, ...]
    note: str = ""


# ---- the data file -------------------------------------------------------------------------


def dumps(mappings: Iterable[Mapping]) -> str:
    """The data file's text: mappings sorted by query, one field a line, a final newline."""
    entries = [{"query": m.query, "rules": list(m.rules), "note": m.note}
               for m in sorted(mappings, key=lambda m: m.query)]
    return json.dumps({"format": FORMAT, "mappings": entries}, ensure_ascii=False,
                      indent=2) + "\n"


def parse(text: str, source: str = "the curated data") -> list[Mapping]:
    """The mappings of a data file's text; CuratedDataError names what is wrong."""

    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise CuratedDataError(f"{source}: not JSON ({error})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CuratedDataError(f"{source}: expected an object with \"format\": {FORMAT}")
    entries = data.get("mappings")
    if not isinstance(entries, list):
        raise CuratedDataError(f"{source}: \"mappings\" must be a list")
    mappings: list[Mapping] = []
    seen: set[str] = set()
    for position, entry in enumerate(entries):
        where = f"{source}: mappings[{position}]"
        if not isinstance(entry, dict) or set(entry) - {"query", "rules", "note"}:
            raise CuratedDataError(f"{where}: expected query, rules and note only")
        query, rules, note = entry.get("query"), entry.get("rules"), entry.get("note", "")
        if not isinstance(query, str) or not query_key(query):
            raise CuratedDataError(f"{where}.query: a non-empty string")
        if query_key(query) != query:
            raise CuratedDataError(f"{where}.query: {query!r} is not in its key form "
                                   f"{query_key(query)!r}")
        if query in seen:
            raise CuratedDataError(f"{where}.query: {query!r} is mapped twice")
        seen.add(query)
        if (not isinstance(rules, list) or not rules
                or not all(isinstance(rule, str) for rule in rules)):
            raise CuratedDataError(f"{where}.rules: a non-empty list of rule numbers")
        try:
            numbers = parse_rule_numbers(" ".join(rules))
        except ValueError as error:
            raise CuratedDataError(f"{where}.rules: {error.args[0]}") from None
        if list(numbers) != rules:
            raise CuratedDataError(f"{where}.rules: each rule once, lowercase")
        if not isinstance(note, str):
            raise CuratedDataError(f"{where}.note: a string")
        mappings.append(Mapping(query, numbers, note))
    return mappings


def read_file(path: Path) -> list[Mapping]:
    """The mappings of the data file at `path` (none if it does not exist)."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    return parse(text, str(path))


def load_file(path: Path) -> tuple[int, int]:
    """Store the file's mappings in the table as reviewed (by query: created or updated to
    the file's rules and note; other rows are left alone). Returns (created, updated); loading
    the same file again changes nothing."""
    from django.db import transaction

    from rulings.models import CuratedMapping, unknown_rules

    mappings = read_file(path)
    unknown = unknown_rules([rule for m in mappings for rule in m.rules])
    if unknown:
        raise CuratedDataError(f"{path}: no rule or summary {', '.join(unknown)}")
    created = updated = 0
    with transaction.atomic():
        for mapping in mappings:
            values = {"rules": " ".join(mapping.rules), "note": mapping.note, "reviewed": True}
            row = CuratedMapping.objects.filter(query=mapping.query).first()
            if row is None:
                CuratedMapping.objects.create(query=mapping.query, **values)
                created += 1
            elif any(getattr(row, name) != value for name, value in values.items()):
                CuratedMapping.objects.filter(pk=row.pk).update(**values)
                updated += 1
    return created, updated


def reviewed_mappings() -> list[Mapping]:
    """The table's reviewed mappings, by query."""
    from rulings.models import CuratedMapping

    return [Mapping(row.query, row.rule_numbers, row.note)
            for row in CuratedMapping.objects.reviewed()]


def export_file(path: Path) -> int:
    """Write the table's reviewed mappings to `path`; returns how many."""
    mappings = reviewed_mappings()
    path.write_text(dumps(mappings), encoding="utf-8")
    return len(mappings)


# ---- the pins of an index build ------------------------------------------------------------


def write_pins(directory: Path) -> int:
    """Write the reviewed mappings into an index directory (build_search_index's staging
    directory); returns how many."""
    pins = {m.query: list(m.rules) for m in reviewed_mappings()}
    (directory / PINS_FILE).write_text(json.dumps(pins, ensure_ascii=False, sort_keys=True),
                                       encoding="utf-8")
    return len(pins)


def read_pins(directory: Path) -> dict[str, tuple[str, ...]]:
    """query key -> rule numbers, as written into `directory` (none for an older index)."""
    try:
        data = json.loads((directory / PINS_FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    return {str(query): tuple(str(rule) for rule in rules) for query, rules in data.items()}


def bundle_part(directory: Path) -> dict[str, list[str]]:
    """The pins for the offline bundle (rulings/offline/bundle.py)."""
    return {query: list(rules) for query, rules in sorted(read_pins(directory).items())}


# folder -> (build, pins): the pins of the build last opened from each index directory.
_pins_of: dict[str, tuple[str, dict[str, tuple[str, ...]]]] = {}


def _pins(opened: OpenIndex) -> dict[str, tuple[str, ...]]:
    """The pins of an opened index, read once per build and process."""
    folder = str(opened.ix.storage.folder)
    known = _pins_of.get(folder)
    if known is None or known[0] != opened.build:
        known = _pins_of[folder] = (opened.build, read_pins(Path(folder)))
    return known[1]


def pin(opened: OpenIndex, query: str, ranked: Sequence[tuple[float, str]],
        section: int | None) -> list[tuple[float, str]]:
    """`ranked` ((score, slug), best first) with the rules a curated mapping gives `query`
    moved to the front, in the mapping's order (in `section` only, when one is asked)."""
    numbers = _pins(opened).get(query_key(query))
    if not numbers:
        return list(ranked)
    slugs = [slug for number in numbers for slug in opened.by_number.get(number, ())
             if section is None or int(opened.rows[slug]["section"]) == section]
    first = set(slugs)
    return [(math.inf, slug) for slug in slugs] + [item for item in ranked
                                                   if item[1] not in first]


def forget() -> None:
    """Read the pins again (tests that rewrite an index's pins in place)."""
    _pins_of.clear()


__all__ = ["FORMAT", "PINS_FILE", "CuratedDataError", "Mapping", "bundle_part", "dumps",
           "export_file", "load_file", "parse", "pin", "read_file", "read_pins",
           "reviewed_mappings", "write_pins"]
