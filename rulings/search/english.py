"""The official English text of a Korean rule, as a search field for English queries.

The shipped Korean text is an older edition than the official English ones imported beside it
(rulings/editions.py), and the numbering differs in places: the Korean 613.7 is the English
613.8 (a timestamp rule was inserted), 109.4b-f are 109.4c-g. A rule's English text is indexed
under its Korean number only where the mapping is checked (`english_numbers()`):

* the same number, where the two texts agree: the language-independent anchors of the Korean
  rule (the rule numbers it cites, the English words it keeps, such as card names and
  parenthesised terms, and the English of the bilingual glossary's terms it says) are mostly
  found in the English rule (`agreement()` >= SAME_AGREEMENT), and no other English rule of
  its section agrees clearly better (by AMBIGUOUS_MARGIN);
* a moved rule only where the move is certain: the engine's citation data renumbers it by
  concept (613.3d -> 613.4c) and the texts agree, or it is one of a run of siblings shifted
  by the same offset (109.4b -> 109.4c and 109.4c -> 109.4d), each the other's best match in
  its section, agreeing well (MOVED_AGREEMENT) and clearly better than its own number does.

Everything else is left out: a rule with too few anchors to check (MIN_ANCHORS), one whose
number the English edition lacks, one that matches its own number poorly.

English queries (query.py: no Hangul, and Latin words) are scored against the field with
Whoosh's StemmingAnalyzer, so "phases" finds "phased" and "blocking" finds "blocks".
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from whoosh.analysis import StemmingAnalyzer
from whoosh.lang.porter import stem

# The index field holding a rule's English text.
FIELD = "english"
SAME_AGREEMENT = 0.5  # the share of a rule's anchors its same-number English rule must say
AMBIGUOUS_MARGIN = 0.25  # another English rule agreeing this much better: not certain
MOVED_AGREEMENT = 0.6  # a moved rule's English must say this share of its anchors
MOVED_MARGIN = 0.2  # ... and this much more than the English rule of its own number
MIN_ANCHORS = 3  # fewer anchors than this cannot check a rule
_RULE_NUMBER_RE = re.compile(r"\b\d{3}(?:\.\d+[a-z]?)?\b")
_LATIN_RE = re.compile(r"[A-Za-z][A-Za-z']{2,}")
_WORD_RE = re.compile(r"[A-Za-z]+")
# Words a Korean rule keeps around its citations ("See rule 405.6c", "Example:"), which say
# nothing about which rule it is.
_NOT_ANCHORS = frozenset({"see", "rule", "rules", "example", "and", "the", "for"})


# The words that only make a judge's English question ("what happens if", "how many cards do
# I"), dropped from an English query before it is matched against the field: every rule's
# English says "player" and "card", but only questions say these.
QUESTION_WORDS = frozenset({
    "the", "a", "an", "of", "to", "is", "are", "what", "how", "when", "who", "which", "does",
    "do", "did", "in", "on", "for", "if", "with", "can", "could", "happen", "happens",
    "happened", "many", "much", "i", "my", "me", "mean", "means", "has", "have", "had",
    "will", "would", "should", "it", "its", "they", "them", "their", "you", "your", "we",
    "why", "where", "there", "anything", "any", "get", "gets",
})


def query_text(query: str) -> str:
    """An English query without its question words (QUESTION_WORDS)."""
    return " ".join(word for word in query.split()
                    if word.lower().strip("?!.,'\"") not in QUESTION_WORDS)


def analyzer() -> StemmingAnalyzer:
    """The English field's analyzer (and the English query's)."""
    return StemmingAnalyzer()


@dataclass(frozen=True, slots=True)
class Text:
    """One rule of either text: its number, kind ("section", "rule", "subrule") and words."""

    number: str
    kind: str
    text: str


def anchors(korean: str, glossary: Iterable[tuple[str, str]]) -> frozenset[tuple[str, str]]:
    """What of a Korean rule's text any translation keeps: the rule numbers it cites, the
    English words it writes (stemmed), and the English of each glossary term it says
    (`glossary`: (Korean, English) pairs)."""
    found: set[tuple[str, str]] = {("number", n) for n in _RULE_NUMBER_RE.findall(korean)}
    for word in _LATIN_RE.findall(_RULE_NUMBER_RE.sub(" ", korean)):
        if word.lower() not in _NOT_ANCHORS:
            found.add(("word", stem(word.lower())))
    unspaced = korean.replace(" ", "")
    for term, english in glossary:
        if term.replace(" ", "") in unspaced:
            found.add(("term", english.lower()))
    return frozenset(found)


class _English:
    """An English rule's stemmed words and cited numbers, for `agreement()`."""

    def __init__(self, text: str) -> None:
        self.words = frozenset(stem(w.lower()) for w in _WORD_RE.findall(text))
        self.numbers = frozenset(_RULE_NUMBER_RE.findall(text))

    def says(self, anchor: tuple[str, str]) -> bool:
        kind, value = anchor
        if kind == "number":
            return value in self.numbers
        if kind == "word":
            return value in self.words
        return all(stem(w) in self.words for w in _WORD_RE.findall(value))


def agreement(found: frozenset[tuple[str, str]], english: _English) -> float:
    """The share of a Korean rule's anchors the English rule says (0-1)."""
    if not found:
        return 0.0
    return sum(1 for anchor in found if english.says(anchor)) / len(found)


def _sibling_key(number: str) -> tuple[str, int] | None:
    """(parent, index among siblings): "109.4c" -> ("109.4", 2), "613.7" -> ("613", 7)."""
    if "." not in number:
        return None
    head, tail = number.split(".", 1)
    if tail[-1].isalpha():
        return f"{head}.{tail[:-1]}", ord(tail[-1]) - ord("a")
    return head, int(tail)


def english_numbers(korean: Iterable[Text], english: Iterable[Text],
                    glossary: Iterable[tuple[str, str]],
                    renumbered: Mapping[str, str] | None = None) -> dict[str, str]:
    """Korean number -> the English number whose text is its English (see the module
    docstring); the rules left out are absent."""
    glossary = [(k, e) for k, e in glossary if k.strip() and e.strip()]
    english_by_number = {rule.number: rule for rule in english}
    parsed = {number: _English(rule.text) for number, rule in english_by_number.items()}
    by_section: dict[str, list[str]] = {}
    for number, rule in english_by_number.items():
        if rule.kind != "section":
            by_section.setdefault(number.split(".")[0], []).append(number)
    mapped: dict[str, str] = {}
    best: dict[str, tuple[float, str]] = {}  # Korean number -> its best English match
    own: dict[str, float] = {}
    korean_anchors: dict[str, frozenset[tuple[str, str]]] = {}
    for rule in korean:
        found = anchors(rule.text, glossary)
        korean_anchors[rule.number] = found
        if rule.kind == "section":
            # A section is its heading alone: the same number, where the heading agrees.
            same = english_by_number.get(rule.number)
            if same is not None and (not found or agreement(found, parsed[rule.number])
                                     >= SAME_AGREEMENT):
                mapped[rule.number] = rule.number
            continue
        if len(found) < MIN_ANCHORS:
            continue
        scores = sorted(((agreement(found, parsed[n]), n)
                         for n in by_section.get(rule.number.split(".")[0], [])), reverse=True)
        if not scores:
            continue
        best[rule.number] = scores[0]
        own[rule.number] = (agreement(found, parsed[rule.number])
                            if rule.number in parsed else 0.0)
        if (own[rule.number] >= SAME_AGREEMENT
                and scores[0][0] < own[rule.number] + AMBIGUOUS_MARGIN):
            mapped[rule.number] = rule.number
    # Moves known by concept (the engine's citation data).
    for korean_number, english_number in (renumbered or {}).items():
        found = korean_anchors.get(korean_number)
        if (found is not None and len(found) >= MIN_ANCHORS and english_number in parsed
                and agreement(found, parsed[english_number]) >= SAME_AGREEMENT):
            mapped[korean_number] = english_number
    # Moves in a run: siblings shifted by the same offset, each the other's best match.
    best_korean: dict[str, tuple[float, str]] = {}
    for korean_number, (score, english_number) in best.items():
        if score > best_korean.get(english_number, (-1.0, ""))[0]:
            best_korean[english_number] = (score, korean_number)
    moves: dict[str, tuple[str, int]] = {}
    for korean_number, (score, english_number) in best.items():
        if korean_number in mapped or english_number == korean_number:
            continue
        if (score < MOVED_AGREEMENT or score < own[korean_number] + MOVED_MARGIN
                or best_korean[english_number][1] != korean_number):
            continue
        mine, theirs = _sibling_key(korean_number), _sibling_key(english_number)
        if mine is None or theirs is None or mine[0] != theirs[0]:
            continue
        moves[korean_number] = (english_number, theirs[1] - mine[1])
    by_key = {_sibling_key(number): (number, move) for number, move in moves.items()}
    taken = set(mapped.values())
    for korean_number, (english_number, offset) in moves.items():
        key = _sibling_key(korean_number)
        assert key is not None
        neighbours = [by_key.get((key[0], key[1] + step)) for step in (-1, 1)]
        if any(n is not None and n[1][1] == offset for n in neighbours) \
                and english_number not in taken:
            mapped[korean_number] = english_number
    return mapped


def english_texts_from_db() -> dict[str, str]:
    """Korean number -> the newest English edition's text checked to be its English (title,
    text and examples); empty when no English edition is imported."""
    from engine.text import citations
    from rulings.editions import newest_english
    from rulings.models import GlossaryTerm, Rule

    edition = newest_english()
    if edition is None:
        return {}
    rows = list(edition.rules.values_list("number", "kind", "title", "text", "examples"))
    full = {number: "\n".join(part for part in [title, text, *(examples or ())] if part)
            for number, _kind, title, text, examples in rows}
    korean = [Text(rule.number, rule.kind, "\n".join(
        part for part in [rule.title, rule.text, *(rule.examples or ())] if part))
        for rule in Rule.objects.in_order()]
    glossary = GlossaryTerm.objects.exclude(origin=GlossaryTerm.Origin.SLANG) \
        .values_list("korean", "english")
    renumbered = (citations.renumbered(edition.language)
                  if edition.language in citations.editions() else {})
    mapped = english_numbers(korean, [Text(n, k, full[n]) for n, k, *_ in rows],
                             list(glossary), renumbered)
    return {korean_number: full[english_number]
            for korean_number, english_number in mapped.items()}
