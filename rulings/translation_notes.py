"""Where the shipped Korean text says something other than the English rule it translates.

The Korean translation has a few rules whose text is garbled, inverted or repeats another rule
(609.5 says 무승부, a drawn game, where the rule means a tie; 608.3 repeats 608.2k). A judge
reading such a rule would rule on the mistranslation, so each rule's page shows a note above
its text: what the English rule says. The notes are curated data,
`rulings/data/translation-notes.tsv`, reviewed like code; `import_rules` lists them in its
report (and any whose number the imported text lacks).

One note a line, tab-separated: the rule number, the note in Korean, the note in English.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from rulings.numbers import is_rule_number

NOTES_FILE = Path(__file__).resolve().parent / "data" / "translation-notes.tsv"
MAX_NOTE = 600  # characters, per language


class TranslationNotesError(ValueError):
    """A line of the notes file that cannot be read; the message names the line."""


@dataclass(frozen=True, slots=True)
class TranslationNote:
    number: str
    ko: str
    en: str

    def text(self, language: str) -> str:
        """The note in `language` ("ko", "en"; any other language reads the Korean)."""
        return self.en if language.startswith("en") else self.ko


def parse_notes(text: str, source: str = "translation-notes.tsv") -> dict[str, TranslationNote]:
    """Rule number -> its note (comment lines start with #)."""
    notes: dict[str, TranslationNote] = {}
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        where = f"{source}:{lineno}"
        cells = line.split("\t")
        if len(cells) != 3:
            raise TranslationNotesError(
                f"{where}: {len(cells)} tab-separated cells; expected 3 (number, ko, en)")
        number, ko, en = (cell.strip() for cell in cells)
        if not is_rule_number(number):
            raise TranslationNotesError(f"{where}: {number!r} is not a rule number")
        for language, note in (("ko", ko), ("en", en)):
            if not note:
                raise TranslationNotesError(f"{where}: the {language} note of {number} is empty")
            if len(note) > MAX_NOTE:
                raise TranslationNotesError(
                    f"{where}: the {language} note of {number} is {len(note)} characters; "
                    f"at most {MAX_NOTE}")
        if number in notes:
            raise TranslationNotesError(f"{where}: {number} has a note already")
        notes[number] = TranslationNote(number, ko, en)
    return notes


@lru_cache(maxsize=1)
def load_notes() -> dict[str, TranslationNote]:
    """The notes file's notes, read once per process."""
    return parse_notes(NOTES_FILE.read_text(encoding="utf-8"), NOTES_FILE.name)


def note_for(number: str, language: str) -> str | None:
    """The note on rule `number` in `language`, or None if its translation has none."""
    note = load_notes().get(number)
    return note.text(language) if note else None
