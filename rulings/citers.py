"""Who in the engine cites a rule number: trace concepts, keyword definitions and modules.

The engine never prints a literal number in a trace: it cites concepts ("sba.legend"), which
engine/data/citations.json maps to rule numbers. Its keyword table names each keyword's rule
(engine.abilities.keywords), and its modules and data cite rules in docstrings, notes and messages
("712.8" in engine/library/faces.py). `engine_citations()` collects all three mechanically, so every
number the engine cites can be checked for a page, and a summary page can say who cites it.
"""
from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import engine
from engine.abilities import keywords
from engine.text import citations

# A dotted rule number anywhere in the engine's code or data: "704.5j", "613.4a" (of
# "613.4a-d"), never part of a longer number or a word.
_DOTTED = re.compile(r"(?<![0-9A-Za-z._])([1-9][0-9]{2}\.[0-9]{1,3}[a-z]?)(?![0-9A-Za-z])")


@dataclass(frozen=True, slots=True)
class KeywordCiter:
    """A keyword the engine defines by this rule, and how far it applies it."""

    keyword: str
    status: str  # engine.abilities.keywords.Status: "modelled", "partial", "reported"


@dataclass(frozen=True, slots=True)
class EngineCiters:
    """Everything in the engine that cites one rule number."""

    concepts: tuple[str, ...] = ()  # citation-table concepts: steps of a trace cite these
    keywords: tuple[KeywordCiter, ...] = ()
    modules: tuple[str, ...] = ()  # "engine/library/faces.py", "engine/data/messages.ko.json"

    def __bool__(self) -> bool:
        return bool(self.concepts or self.keywords or self.modules)


@cache
def engine_citations() -> Mapping[str, EngineCiters]:
    """Rule number -> what in the engine cites it, for every number the engine cites."""
    concepts: dict[str, list[str]] = defaultdict(list)
    for concept, number in sorted(citations.table().items()):
        concepts[number].append(concept)
    keyword_citers: dict[str, list[KeywordCiter]] = defaultdict(list)
    for rule in keywords.KEYWORD_RULES.values():
        keyword_citers[rule.rule].append(KeywordCiter(str(rule.keyword), str(rule.status)))
        if rule.missing_rule:
            keyword_citers[rule.missing_rule].append(KeywordCiter(str(rule.keyword), "missing"))
    modules = _modules_citing()
    numbers = set(concepts) | set(keyword_citers) | set(modules)
    return {number: EngineCiters(tuple(concepts.get(number, ())),
                                 tuple(keyword_citers.get(number, ())),
                                 tuple(modules.get(number, ())))
            for number in numbers}


def _modules_citing() -> dict[str, list[str]]:
    """Dotted rule numbers in the engine's Python modules and JSON data, with the files."""
    root = Path(engine.__file__).resolve().parent
    found: dict[str, set[str]] = defaultdict(set)
    for path in sorted(root.rglob("*")):
        if path.suffix not in {".py", ".json"} or "__pycache__" in path.parts:
            continue
        if path.name.startswith("citations") and path.parent.name == "data":
            continue  # the citation tables: their numbers are listed by concept
        name = "engine/" + path.relative_to(root).as_posix()
        for match in _DOTTED.finditer(path.read_text(encoding="utf-8")):
            found[match[1]].add(name)
    return {number: sorted(files) for number, files in found.items()}
