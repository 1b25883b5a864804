"""The bilingual glossary: English rules terms and their Korean translations.

The Korean text writes many English terms in parentheses right after the Korean ones
("서고(library)", "상태 참조 행동(state-based action)"); `extract_terms()` collects those pairs,
each with the rule that writes it, when the rules are imported (`import_rules` stores them as
`GlossaryTerm` rows), so an English query ("library") also searches for the Korean ("서고"),
and a Korean query also finds the English words where the text kept them. `CURATED` adds what
the text never spells out: abbreviations judges type (SBA, ETB, APNAP) and English terms whose
Korean the text uses without the parenthesis. `SLANG` maps table talk (English terms as Korean
players say them, "트리거") onto the text's words ("격발"). Both come from the judges' thesaurus
(`rulings/search/thesaurus.py`), whose Korean entries ("항복" = "패배를 인정") the glossary
carries too (`Glossary.thesaurus`), keyed as the query matcher reads them.

The index build reads the stored terms (`glossary_entries()` gives the same list without a
database, for tests) and keeps them next to the index for query time, adding the official
English titles of the project's summaries (`summary_title_pairs()`: "Legend rule" -> 전설 규칙)
for English words nothing else says in Korean, English -> Korean only.
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from .analysis import SINGLE_SYLLABLE_NOUNS, analyze, normalize, strip_particle
from .thesaurus import MAX_PHRASE_WORDS, curated_terms, korean_pairs, table_talk

TEXT, CURATED_ORIGIN, SLANG_ORIGIN = "text", "curated", "slang"

# "상태 참조 행동(state-based action)": up to four Hangul words, then Latin words in parentheses.
_PAIR_RE = re.compile(
    r"((?:[가-힣]+ ){0,3}[가-힣]+)\s?\(([A-Za-z][A-Za-z '’-]{1,60})\)"
)
_LATIN_WORD_RE = re.compile(r"[A-Za-z]+")
_BOUNDARY_PARTICLES = ("는", "은", "이", "가", "을", "를", "의", "까지")
# English in parentheses that glosses a grammar word of a quoted wording, not a rules term:
# "당신(you)", "~될 때(becomes)", "모드가 있는(modal)".
_NOT_TERMS = frozenset({"you", "your", "becomes", "unless", "modal", "as though", "can't"})
# Korean heads that name the English word rather than translate it: "앤티 룰(ante)".
_GENERIC_HEADS = ("룰", "규칙", "단어", "카드")

# English (or abbreviation) -> Korean, and table talk -> the text's word: the judges' thesaurus
# (rulings/data/thesaurus.tsv, the one place for this vocabulary) holds both.
CURATED: dict[str, tuple[str, ...]] = curated_terms()
SLANG: dict[str, str] = table_talk()


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    """One glossary pair: `english` (for origin "slang", the table-talk word) and the
    text's `korean`, where it came from, and the rule that writes it (slug), if any."""

    english: str
    korean: str
    origin: str
    rule: str | None = None


def english_key(text: str) -> tuple[str, ...]:
    """An English term as the analyzer sees it: stemmed lowercase words ("state-based" ->
    ("state", "base"))."""
    return tuple(term.text for term in analyze(text) if term.text.isascii())


@dataclass
class Glossary:
    """English -> Korean and Korean -> English term lists, keyed by analyzed words, and the
    table-talk words with the text's word for each."""

    english: dict[tuple[str, ...], set[str]] = field(default_factory=dict)
    korean: dict[str, set[str]] = field(default_factory=dict)
    slang: dict[str, str] = field(default_factory=dict)
    # The thesaurus's Korean entries: phrase key ("패배인정") -> the wordings to search too.
    thesaurus: dict[str, list[str]] = field(default_factory=dict)

    def add_thesaurus(self, pairs: Iterable[tuple[str, str]]) -> None:
        """Record (phrase key, wording) pairs (`thesaurus.korean_pairs()`)."""
        for key, wording in pairs:
            wordings = self.thesaurus.setdefault(key, [])
            if key and wording not in wordings:
                wordings.append(wording)

    def match_thesaurus(self, keys: list[str]) -> list[tuple[int, int, list[str]]]:
        """The longest thesaurus phrases in a run of words given by their phrase keys
        (`thesaurus.phrase_key` of each word): (first word, past the last, wordings), left to
        right, not overlapping."""
        found: list[tuple[int, int, list[str]]] = []
        index = 0
        while index < len(keys):
            for size in range(min(MAX_PHRASE_WORDS, len(keys) - index), 0, -1):
                wordings = self.thesaurus.get("".join(keys[index : index + size]))
                if wordings:
                    found.append((index, index + size, wordings))
                    index += size
                    break
            else:
                index += 1
        return found

    def add(self, english: str, korean: str, *, both_ways: bool = True) -> None:
        """Record that `english` is written `korean` in this translation (and, unless not
        `both_ways`, that a Korean query saying `korean` may find `english`)."""
        key = english_key(english)
        korean = " ".join(korean.split())
        if not key or not korean:
            return
        self.english.setdefault(key, set()).add(korean)
        if not both_ways:
            return
        compact = "".join(strip_particle(word) for word in korean.split())
        self.korean.setdefault(compact, set()).add(english.lower())

    def match_english(self, words: list[str]) -> list[tuple[list[int], list[str]]]:
        """The longest glossary terms in a run of analyzed words: for each, the positions of
        its words and its Korean phrases (the shortest, the text's usual wording, first)."""
        found: list[tuple[list[int], list[str]]] = []
        index = 0
        longest = max((len(key) for key in self.english), default=0)
        while index < len(words):
            for size in range(min(longest, len(words) - index), 0, -1):
                phrases = self.english.get(tuple(words[index : index + size]))
                if phrases:
                    found.append((list(range(index, index + size)),
                                  sorted(phrases, key=lambda k: (len(k), k))))
                    index += size
                    break
            else:
                index += 1
        return found

    def expand_korean(self, query: str) -> list[str]:
        """English terms whose Korean appears in the query, ignoring spaces."""
        compact = normalize(query).replace(" ", "")
        return sorted(
            {english for korean, terms in self.korean.items() if len(korean) >= 2
             and korean in compact for english in terms}
        )

    def to_json(self) -> dict[str, object]:
        """Plain data for storing next to the index."""
        return {
            "pairs": sorted([" ".join(key), korean]
                            for key, values in self.english.items() for korean in values),
            "korean": sorted([korean, english]
                             for korean, values in self.korean.items() for english in values),
            "slang": dict(sorted(self.slang.items())),
            "thesaurus": [[key, wordings] for key, wordings in sorted(self.thesaurus.items())],
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Glossary:
        """The glossary `to_json()` stored."""
        glossary = cls()
        for english, korean in data.get("pairs", []):  # type: ignore[attr-defined]
            glossary.english.setdefault(tuple(english.split()), set()).add(korean)
        for korean, english in data.get("korean", []):  # type: ignore[attr-defined]
            glossary.korean.setdefault(korean, set()).add(english)
        glossary.slang = dict(data.get("slang", {}))  # type: ignore[call-overload]
        for key, wordings in data.get("thesaurus", []):  # type: ignore[attr-defined]
            glossary.thesaurus[key] = list(wordings)
        return glossary


def _is_card_name(english: str) -> bool:
    """"Karn Liberated", "Volrath's Shapeshifter": every word capitalized, two or more."""
    words = [word for word in _LATIN_WORD_RE.findall(english.replace("'s", ""))]
    return len(words) >= 2 and all(word[0].isupper() for word in words)


def extract_terms(texts: Iterable[tuple[str | None, str]]) -> list[GlossaryEntry]:
    """Pairs written "한국어(English)" in (rule slug, text) items, each with the first rule
    that writes it, in order of appearance.

    The Korean side takes as many words before the parenthesis as the English has words
    (hyphenated parts count), at most four: "턴에 기반한 행동(turn-based action)".
    """
    entries: list[GlossaryEntry] = []
    seen: set[tuple[str, str]] = set()
    for slug, text in texts:
        for match in _PAIR_RE.finditer(text):
            korean_words = match.group(1).split()
            english = " ".join(match.group(2).replace("’", "'").split()).strip(" '-")
            latin_words = _LATIN_WORD_RE.findall(english)
            if _is_card_name(english) or english.lower() in _NOT_TERMS:
                continue  # a card name ("Karn Liberated") or a grammar word, not a term
            if english.isupper() and len(english) >= 3:
                continue  # an abbreviation ("APNAP") stands for words the text spelled out
            kept = korean_words[-min(4, len(latin_words)) :]
            # A leading word ending in a case particle starts the sentence, not the term:
            # "피해는 정화단(cleanup step)" is the term "정화단".
            while len(kept) > 1 and kept[0].endswith(_BOUNDARY_PARTICLES):
                kept = kept[1:]
            if kept[-1] in _GENERIC_HEADS:
                continue  # "앤티 룰(ante)": the text names the word; "앤티(ante)" pairs it
            korean = " ".join(kept)
            stem = strip_particle(korean)
            if len(stem) < 2 and stem not in SINGLE_SYLLABLE_NOUNS:
                continue
            pair = (english.lower(), korean)
            if pair not in seen:
                seen.add(pair)
                entries.append(GlossaryEntry(pair[0], korean, TEXT, slug))
    return entries


# "(See rule 614, “Replacement Effects.”)": the text cites rules by their English titles.
_CITED_TITLE_RE = re.compile(
    r"[Rr]ules?\s+(\d{3}(?:\.\d+[a-z]?)?)\s*,?\s*[“\"]([A-Za-z][A-Za-z '/-]{1,70}?)[.,]?[”\"]"
)


def extract_titles(rules: Iterable[tuple[str, str, str]]) -> list[GlossaryEntry]:
    """English rule titles the text cites ("See rule 504, “Draw Step.”"), each paired with
    the Korean title of that rule where this edition has it ("카드뽑기단"). A title cited
    with two numbers (the text once cites 116 for "Timing and Priority") goes with the
    number cited most often."""
    rules = list(rules)
    titles = {slug: title for slug, title, _ in rules if title}
    cited: dict[str, Counter[str]] = {}
    for _, _, text in rules:
        for match in _CITED_TITLE_RE.finditer(text):
            english = " ".join(match.group(2).split()).lower()
            cited.setdefault(english, Counter())[match.group(1)] += 1
    entries = []
    for english, numbers in cited.items():
        number = numbers.most_common(1)[0][0]
        if number in titles:
            entries.append(GlossaryEntry(english, titles[number], TEXT, number))
            # Judges leave the kind off: "shared team turns", "two-headed giant".
            short = re.sub(r" (?:option|options|variant)$", "", english)
            if short != english:
                entries.append(GlossaryEntry(short, titles[number], TEXT, number))
    return entries


def extract_pairs(texts: Iterable[str]) -> list[tuple[str, str]]:
    """(English, Korean) pairs written "한국어(English)" in the texts (see `extract_terms`)."""
    return [(entry.english, entry.korean)
            for entry in extract_terms((None, text) for text in texts)]


def _defining_rule(korean: str, rules: list[tuple[str, str, str]]) -> str | None:
    """The rule that defines a Korean term: the one titled so, else the first whose text
    opens with it, else the first that uses it. `rules` are (slug, title, text)."""
    compact = korean.replace(" ", "")
    for slug, title, _ in rules:
        if title.replace(" ", "") == compact:
            return slug
    for slug, title, _ in rules:
        if title and title.replace(" ", "").endswith(compact):
            return slug  # "Magic의 황금률"
    for slug, _, text in rules:
        if text.replace(" ", "")[: len(compact) + 4].find(compact) != -1:
            return slug
    return next((slug for slug, _, text in rules if compact in text.replace(" ", "")), None)


def glossary_entries(rules: Iterable[tuple[str, str, str]]) -> list[GlossaryEntry]:
    """Every glossary entry for the rules given as (slug, title, text with examples): the
    text's own pairs, then the curated list and the table talk, each linked to the rule that
    defines its Korean term (None where no rule uses it)."""
    rules = list(rules)
    titled = {title.replace(" ", ""): slug for slug, title, _ in rules if title}
    entries = [
        # "서고(library)" is written in 103.2 but defined by 401 "서고".
        GlossaryEntry(entry.english, entry.korean, entry.origin,
                      titled.get(entry.korean.replace(" ", ""), entry.rule))
        for entry in extract_terms((slug, f"{title} {text}") for slug, title, text in rules)
    ]
    entries += [entry for entry in extract_titles(rules)
                if (entry.english, entry.korean) not in {(e.english, e.korean) for e in entries}]
    written = {(entry.english, entry.korean) for entry in entries}
    for english, koreans in CURATED.items():
        for korean in koreans:
            if (english, korean) not in written:  # the text pairs it itself somewhere
                entries.append(GlossaryEntry(english, korean, CURATED_ORIGIN,
                                             _defining_rule(korean, rules)))
    for slang, formal in SLANG.items():
        entries.append(GlossaryEntry(slang, formal, SLANG_ORIGIN, _defining_rule(formal, rules)))
    return entries


def build_glossary(entries: Iterable[GlossaryEntry],
                   titles: Iterable[tuple[str, str]] = ()) -> Glossary:
    """The query-time glossary from stored or freshly extracted entries, with the judges'
    thesaurus's Korean entries (read from its file: they are not glossary rows), and then the
    summaries' English titles (`summary_title_pairs()`) for English words nothing else says
    in Korean."""
    glossary = Glossary()
    glossary.add_thesaurus(korean_pairs())
    for entry in entries:
        if entry.origin == SLANG_ORIGIN:
            glossary.slang[entry.english] = entry.korean
        else:
            glossary.add(entry.english, entry.korean)
    for english, korean in titles:
        if english_key(english) not in glossary.english:
            # English -> Korean only: a Korean query's bonus words stay the text's own pairs.
            glossary.add(english, korean, both_ways=False)
    return glossary


# A summary's English title that names a term: a few plain words ("Legend rule", "Defender",
# "Attacking alone"), not a sentence or a title with a number ("General (700.7)").
_TITLE_WORDS = 4
_ENGLISH_TITLE_RE = re.compile(r"^[A-Za-z][A-Za-z '’-]*$")
_HANGUL_RE = re.compile(r"[가-힣]")


def summary_title_pairs(titles: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    """(English, Korean) pairs from the titles, (English, Korean), of the project's summaries
    of the rules this edition lacks: each summary's official English title ("Legend rule",
    "Flash") and its Korean title ("전설 규칙", "섬광"; a parenthesis dropped). Most keywords
    (702) and keyword actions (701) are written in the shipped text only in Korean, so an
    English query naming one ("legend rule", "defender") otherwise searches for nothing."""
    pairs = []
    for title_en, title_ko in titles:
        english = title_en.strip()
        korean = re.sub(r"\s*\([^)]*\)", "", title_ko).strip()
        if (_ENGLISH_TITLE_RE.match(english) and len(english.split()) <= _TITLE_WORDS
                and _HANGUL_RE.search(korean) and not re.search(r"\d", korean)):
            pairs.append((english, korean))
    return pairs
