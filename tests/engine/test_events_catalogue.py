"""Every engine module's messages and citations exist in both languages and in the table."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.text.citations import table
from engine.text.trace import catalogue

ENGINE = Path(__file__).resolve().parents[2] / "engine"
ZONES = ["battlefield", "graveyard", "hand", "library", "exile", "stack", "command"]
# What fills the f-string part of a key: a color letter for colors, a step of the turn, a
# timestamp rule, else a zone.
FILLERS = {"color.": ["W", "U", "B", "R", "G"], "turn.began.": ["upkeep", "end"],
           "combat.began.": ["combat", "end_of_combat"],
           # A card put into a library goes to its top or bottom, or is shuffled in (401.2).
           "event.moved.library.": ["top", "bottom", "shuffled"],
           "cast.countered_to_library.": ["top", "bottom"],
           # layers.py: a continuous effect's timestamp rule (613.6), "<rule>.note".
           "": ["timestamp.static.note", "timestamp.granted.note", "timestamp.attachment.note",
                "timestamp.resolved.note"]}
# Every module of the engine: a message or citation any of them uses must exist.
SOURCE = {path.relative_to(ENGINE).as_posix(): path.read_text(encoding="utf-8")
          for path in sorted(ENGINE.rglob("*.py"))}


def message_keys() -> set[str]:
    keys: set[str] = set()
    for text in SOURCE.values():
        for literal in re.findall(r'Message\.of\(\s*f?"([a-z_.{}]+)"', text):
            if "{" in literal:
                stem = literal.split("{")[0]
                keys.update(stem + value for value in FILLERS.get(stem, ZONES))
            else:
                keys.add(literal)
        keys.update(re.findall(r'\b(?:says|_yes|_no)\(\s*"([a-z_.]+)"', text))
    return keys


def concepts() -> set[str]:
    found: set[str] = set()
    for text in SOURCE.values():
        found.update(re.findall(r'concepts = \(([^)]*)\)', text))
        found.update(re.findall(r'cite\(([^)*]*)\)', text))
        found.update(re.findall(r'StepKind\.[A-Z_]+, \(([^)]*)\)', text))
    names = set()
    for group in found:
        names.update(re.findall(r'"([a-z_.]+)"', group))
    return names


@pytest.mark.parametrize("key", sorted(message_keys()))
def test_every_message_key_has_korean_and_english_text(key: str) -> None:
    """Each message the event modules write has a template in both languages."""
    templates = catalogue()[key]

    assert templates["ko"] and templates["en"]


@pytest.mark.parametrize("concept", sorted(concepts()))
def test_every_cited_concept_has_a_rule_number(concept: str) -> None:
    """Each concept the event modules cite maps to a rule number of the shipped text."""
    number = table()[concept]

    assert re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", number)
