"""The judges' thesaurus: the words players and judges say, and the words the rules text says.

One reviewed entry a line in `rulings/data/thesaurus.tsv` (tab-separated: kind, said, dir,
rules, note). The kinds:

* ``en``: an English term or abbreviation and the Korean the text writes for it ("sba" =
  상태 참조 행동), both ways: an English query searches the Korean, and a Korean query
  also finds the English the text keeps in parentheses. Stored with the glossary
  (`GlossaryTerm`, origin "curated") and listed on the glossary page.
* ``talk``: table talk, a word Korean players say (an English term in Hangul, a nickname) for
  the text's word ("트리거" > 격발), one way, as a whole word; listed on the glossary page.
* ``ko``: Korean words judges and players say for what the text says, a word or a phrase:
  ``=`` both ways ("항복" = "패배를 인정": either wording finds the other), ``>`` one way
  ("희생" > "무덤": a sacrificed card goes to the graveyard, but a question about the
  graveyard is not about sacrifice). Matched at query time over whole words, spaces and
  particles aside (`phrase_key`).

Rules-side words are the text's (or the project's summaries') own; tests/rulings/
test_search_thesaurus.py checks that, that no entry maps a word onto itself, and that each
entry is reachable by a query.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .analysis import normalize, strip_ending

THESAURUS_FILE = Path(__file__).resolve().parent.parent / "data" / "thesaurus.tsv"
KINDS = ("en", "talk", "ko")
BOTH_WAYS, ONE_WAY = "=", ">"
# The longest phrase, in words, a query is matched against.
MAX_PHRASE_WORDS = 4


class ThesaurusError(ValueError):
    """A line of the thesaurus file that cannot be read; the message names the line."""


@dataclass(frozen=True, slots=True)
class ThesaurusEntry:
    """One reviewed entry: what people `said`, what the `rules` say, and whether the rules'
    wording also stands for what was said (`both_ways`)."""

    kind: str
    said: str
    rules: str
    both_ways: bool
    note: str = ""
    line: int = 0


def parse_thesaurus(text: str, source: str = "thesaurus") -> tuple[ThesaurusEntry, ...]:
    """The entries of a thesaurus file's text (comment lines start with #)."""
    entries = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        where = f"{source}:{number}"
        if len(cells) not in (4, 5):
            raise ThesaurusError(f"{where}: expected 4 or 5 tab-separated cells "
                                 f"(kind, said, dir, rules, note), got {len(cells)}")
        kind, said, direction, rules = (cell.strip() for cell in cells[:4])
        note = cells[4].strip() if len(cells) == 5 else ""
        if kind not in KINDS:
            raise ThesaurusError(f"{where}: kind {kind!r} is not one of {', '.join(KINDS)}")
        if direction not in (BOTH_WAYS, ONE_WAY):
            raise ThesaurusError(f"{where}: dir {direction!r} is not '=' or '>'")
        if not said or not rules:
            raise ThesaurusError(f"{where}: 'said' and 'rules' must both be given")
        if kind == "en" and (direction != BOTH_WAYS or not said.isascii()):
            raise ThesaurusError(f"{where}: an en entry is English, both ways (=)")
        if kind == "talk" and direction != ONE_WAY:
            raise ThesaurusError(f"{where}: a talk entry is one way (>)")
        if normalize(said) == normalize(rules):
            raise ThesaurusError(f"{where}: {said!r} maps onto itself")
        entries.append(ThesaurusEntry(kind, said, rules, direction == BOTH_WAYS, note, number))
    return tuple(entries)


@lru_cache(maxsize=4)
def load_thesaurus(path: Path = THESAURUS_FILE) -> tuple[ThesaurusEntry, ...]:
    """The entries of the thesaurus file, in file order."""
    return parse_thesaurus(path.read_text(encoding="utf-8"), path.name)


def curated_terms(entries: tuple[ThesaurusEntry, ...] | None = None
                  ) -> dict[str, tuple[str, ...]]:
    """English (or abbreviation) -> the Korean the text writes for it (the ``en`` entries)."""
    terms: dict[str, tuple[str, ...]] = {}
    for entry in load_thesaurus() if entries is None else entries:
        if entry.kind == "en":
            terms[entry.said] = (*terms.get(entry.said, ()), entry.rules)
    return terms


def table_talk(entries: tuple[ThesaurusEntry, ...] | None = None) -> dict[str, str]:
    """Table talk -> the text's word (the ``talk`` entries)."""
    return {entry.said: entry.rules for entry in (load_thesaurus() if entries is None
                                                   else entries) if entry.kind == "talk"}


def phrase_key(words: list[str] | str) -> str:
    """A phrase as the query matcher compares it: each word without its particle or verb
    ending, the spaces dropped ("패배를 인정" -> "패배인정", "항복하면" -> "항복")."""
    if isinstance(words, str):
        words = normalize(words).split()
    return "".join(strip_ending(word) for word in words)


def korean_pairs(entries: tuple[ThesaurusEntry, ...] | None = None) -> list[tuple[str, str]]:
    """(phrase key, the wording to search for it) of the ``ko`` entries: what was said ->
    the rules' words, and for a both-ways entry the rules' words -> what was said too."""
    pairs = []
    for entry in load_thesaurus() if entries is None else entries:
        if entry.kind != "ko":
            continue
        pairs.append((phrase_key(entry.said), entry.rules))
        if entry.both_ways:
            pairs.append((phrase_key(entry.rules), entry.said))
    return pairs
