"""Reading the project's summaries of rules this edition lacks (pure: no database).

`rulings/data/summaries-ko.json` maps a cited rule number to the project's own short Korean
summary: {"704.5j": {"title_ko", "title_en", "summary_ko", "terms": [...], "note_ko"?}}.
`read_summaries` checks every entry and renders its HTML the way rules are rendered (rule
numbers become links, mana symbols symbols). A number may be cited in the numbering of another
edition ("702.33" for kicker after Ward was added), so a link is kept only where the site has a
page: a rule of this edition or another summary; other numbers stay plain text.
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from rulings import numbers

from .parse import SeedError
from .render import render

_REQUIRED = ("title_ko", "title_en", "summary_ko")
_OPTIONAL = ("terms", "note_ko")
_LINK = re.compile(r'<a href="/rules/(?P<number>[^/"]+)/"[^>]*>(?P<label>.*?)</a>')


@dataclass(frozen=True, slots=True)
class ParsedSummary:
    """One summary ready to be stored (see rulings.models.RuleSummary for the fields)."""

    number: str
    section: int
    position: int
    title_ko: str
    title_en: str
    summary_ko: str
    summary_html: str
    note_ko: str
    note_html: str
    terms: tuple[str, ...]


def read_summaries(path: Path, edition_numbers: Iterable[str]) -> list[ParsedSummary]:
    """The summaries in `path`, in rule-number order, checked and rendered.

    `edition_numbers` are the numbers the imported text contains: a summary of one of them
    would hide the text itself, so it is an error, as is any malformed entry.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise SeedError(f"{path}: cannot read the summaries ({error})") from None
    if not isinstance(data, dict):
        raise SeedError(f"{path}: expected an object mapping rule numbers to summaries")
    present = set(edition_numbers)
    entries = {key: value for key, value in data.items() if not key.startswith("_")}
    for number, entry in entries.items():
        _check(path, number, entry, present)
    pages = present | set(entries)
    ordered = sorted(entries, key=numbers.sort_key)
    return [
        ParsedSummary(
            number=number, section=numbers.section_of(number), position=position,
            title_ko=entries[number]["title_ko"].strip(),
            title_en=entries[number]["title_en"].strip(),
            summary_ko=entries[number]["summary_ko"].strip(),
            summary_html=render_linked(entries[number]["summary_ko"], pages),
            note_ko=entries[number].get("note_ko", "").strip(),
            note_html=render_linked(entries[number].get("note_ko", ""), pages),
            terms=tuple(term.strip() for term in entries[number].get("terms", [])),
        )
        for position, number in enumerate(ordered)
    ]


def render_linked(text: str, pages: set[str]) -> str:
    """`text` rendered like the rules, with links only to numbers that have a page."""
    html = render([text.strip()]) if text.strip() else ""
    return _LINK.sub(lambda m: m[0] if m["number"] in pages else m["label"], html)


def _check(path: Path, number: str, entry: object, present: set[str]) -> None:
    where = f"{path.name}: {number}"
    if not numbers.is_rule_number(number):
        raise SeedError(f"{where}: not a rule number")
    if number in present:
        raise SeedError(f"{where}: this edition contains the rule; a summary would hide it")
    if not isinstance(entry, dict):
        raise SeedError(f"{where}: expected an object")
    unknown = set(entry) - set(_REQUIRED) - set(_OPTIONAL)
    if unknown:
        raise SeedError(f"{where}: unknown fields {sorted(unknown)}")
    for name in _REQUIRED:
        if not isinstance(entry.get(name), str) or not entry[name].strip():
            raise SeedError(f"{where}: {name} is missing or empty")
    if not isinstance(entry.get("note_ko", ""), str):
        raise SeedError(f"{where}: note_ko must be text")
    terms = entry.get("terms", [])
    if not isinstance(terms, list) or not all(isinstance(t, str) and t.strip() for t in terms):
        raise SeedError(f"{where}: terms must be a list of non-empty strings")
