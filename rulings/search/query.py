"""Answering a search: rule-number jumps, query expansion, ranking, snippets.

A query is first tried as a rule number in any form judges type ("613.3b", "규칙 509.1",
"rule 603.7d", "613 3b", "CR 613.3b"): an existing number comes back first, followed by its
subrules ("613.3" lists 613.3a-e); a number this edition lacks ("704") lists the rules that
cite it. Otherwise the query becomes a list of concepts, each with the ways a rule can say it
(its alternatives):

* a Korean word (a question's ending removed first: "들어오나요" -> "들어오"): its bigrams,
  the whole word, its one-jamo typo correction ("대채" -> "대체", "래이어" -> "레이어"), an
  everyday or table-talk synonym ("지나요" -> 패배, "막으면" -> 방어, "트리거" -> 격발, the
  table talk coming from the stored glossary), the name without a 단/단계 the judge added
  ("전투 시작단" -> 전투 시작), and, as weak evidence, its first syllable (a conjugated verb:
  "뽑나요" / "뽑기단");
* an English term: its words, or its Korean from the glossary ("library" -> 서고, "draw
  step" -> 카드뽑기단); where the text itself writes the English in a few rules only ("ETB"),
  those words weigh more; a word that no rule, glossary term or rule's question says is a
  typo, read as the nearest glossary term ("mulligam" -> mulligan);
* a number;
* a phrase of the judges' thesaurus (rulings/data/thesaurus.tsv, `_apply_thesaurus`): a word
  or run of words said the rules' way too ("항복" or "패배를 인정", "드로우 스텝" or
  "카드뽑기단").

The words that only make a question ("어떻게 되나요", "할 수 있나요") are dropped first, and
what the question asks for (who, when, how many, what happens, may I, what is: intent.py) is
kept for ranking. A space the judge left out after a particle is put back first
("기권을하면은" is read as "기권을 하면은": analysis.respace()).

Rules are scored with BM25F over title, text, examples, the ancestors' titles and the
questions the rule answers (questions.py; a rule's heading counts most, a passing mention in
an example least), then re-ranked by coverage, the
IDF-weighted share of the concepts a rule says by its best alternative, squared: a rule that
says all of "두 대체 효과 선택" beats one that repeats "효과" ten times. A concept the rules'
headings name ("손", "우선권"), or a keyword the project's summaries name ("비행", "돌진":
701 and 702, which the text lacks), counts more than the words of the story around it ("너무
많으면": CONCEPT_WEIGHT), and a query of several concepts lets the subrule that says them lead
its statement (SPECIFIC_FAMILY_FACTOR). A story (situations.py) reads its verbs the rules' way
too ("맞았는데" -> 피해), and a keyword's subrule that states the interaction (702.20b) leads the
keyword's statement, and the text's rules too when the story names the keyword. Smaller
bonuses follow the way the rules are written: one of the rule's questions like the query
(saying what it says and little else), a heading that is exactly the query (614 "대체 효과"), a text
that opens with the query's words (definitions do), a statement ("603.7") over its refinements,
a statement whose subrules also match (it heads the cluster, unless a subrule says clearly
more of the query), the query's concepts close together in the text, and a rule of the kind
the question asks for (a count for "몇 장", a player or choice for "누가", a step for
"언제", a consequence, a permission, a definition). A short term ("스택", "우선권": a few
nouns, asking nothing but what it is) names a concept: the rule that defines what the heading
saying it names comes first, above the heading (_defining_rule(); a step named as a step
keeps its page). Each part of query understanding is a switch (`intent.Signals`) so the
benchmark can measure it on its own.
"""
from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from rulings.numbers import parse_rule_number
from rulings.vocabulary import NOT_THE_RULES_WORD

from . import curated, situations
from .analysis import (
    PARTICLES,
    PREFIX_MARK,
    analyze,
    analyze_stored,
    respace,
    strip_ending,
    strip_particle,
)
from .index import SUMMARY_KIND, OpenIndex, Question, name_key, open_index
from .intent import (
    ALL_SIGNALS,
    COUNT,
    DEFINITION,
    ENGLISH_STOP_WORDS,
    Signals,
    detect,
    strip_question,
)
from .snippets import highlight
from .thesaurus import phrase_key

# Query-time weight per field (a rule's heading counts most; ancestors' titles least; a
# summary's fields as a rule's).
FIELD_WEIGHTS: dict[str, float] = {"title": 2.5, "text": 1.0, "examples": 0.5, "context": 0.35,
                                   "summary_title": 2.5, "summary_text": 1.0, "aliases": 2.5,
                                   "questions": 1.0, "summary_questions": 1.0}
NUMBER_WEIGHT = 8.0  # a rule number in a mixed query ("613.3b 타임스탬프") names the rule
K1 = 1.2
# Headings are short and all alike in length; bodies run from one line to a page.
FIELD_B: dict[str, float] = {"title": 0.3, "context": 0.3, "text": 0.75, "examples": 0.75,
                             "summary_title": 0.3, "summary_text": 0.75, "aliases": 0.3,
                             "questions": 0.75, "summary_questions": 0.75}
CANDIDATES = 60  # rules re-ranked after BM25F
# The project's summaries re-ranked with them: those BM25F scores highest weighed by the share
# of the query they say (_rank()), not by BM25F alone, which a summary matching only the
# fragments of a Korean wording (first syllables "공~", "레~" of 레벨, bigrams "방어") reaches
# too: 613.4d, the one English rule saying all of "layer 7d switch power toughness", was the
# eleventh summary by score behind ten saying a third of it.
SUMMARY_CANDIDATES = 10
SUMMARY_FIELDS = frozenset({"summary_title", "summary_text", "aliases", "summary_questions"})
# The questions each rule answers (questions.py): the "questions" signal.
QUESTION_FIELDS = frozenset({"questions", "summary_questions"})
# A rule with a question that says the whole query, and nothing else, counts this much more
# (_rank(): the question's share of the query squared, times how much of it the query says).
# 2.0 until the questions were read as queries are (issue 29): compared term for term with
# the query, a question like it is stronger evidence; chosen on the dev sets (blind5-7),
# where 1, 2, 3, 4, 5, 6 and 8 gave hit@1 0.753, 0.755, 0.760, 0.765, 0.770, 0.772, 0.772
# and the older sets 0.904, 0.901, 0.904, 0.907, 0.907, 0.904, 0.904.
QUESTION_BONUS = 5.0
# A concept that the rules' headings name ("스택", "우선권", "피해", "방어": every term of one of
# its wordings is in some heading) counts this much more in coverage than a word of the story
# around it ("덱이 다 떨어졌는데", "상대가 중간에"): a judge's situation tells what happened
# in everyday words, and the rule that answers says the rules' concept the story turns on.
# Chosen on the dev sets (public, holdout1-4, blind5-7, summaries; all 958 queries), where
# 1, 1.25, 1.5, 1.75, 2 and 3 gave hit@1 0.819, 0.825, 0.827, 0.825, 0.825, 0.818 and MRR
# 0.882, 0.885, 0.886, 0.885, 0.884, 0.879. Counting the glossary's Korean as naming concepts
# too was tried (dev hit@1 0.832 -> 0.835 with the rest of round 2) and not kept: the
# glossary has 카드, 생물, 상대, 같은, the words of any story.
CONCEPT_WEIGHT = 1.5
# Term weights of the alternatives (what was typed counts 1.0).
TYPO_WEIGHT = 0.85
SYNONYM_WEIGHT = 0.9
ALTERNATIVE_WEIGHT = 0.9  # a second Korean wording of an English term
BRIDGE_WEIGHT = 0.5  # "체효" across the space of "대체 효과": a bonus, never required
KOREAN_ENGLISH_WEIGHT = 0.25  # the English the text keeps in parentheses: a bonus
LITERAL_WEIGHT = 2.0  # an English term the text writes in a few rules only, where it does
RARE_ENGLISH = 3
# How fully an alternative says its concept, for coverage.
COMMON_WORD = 3  # rules a word must occur in to count as a word of the text
INSIDE_WORD_CREDIT = 0.6  # bigrams without the word: "레이어" inside "플레이어"
PREFIX_CREDIT = 0.4  # only the first syllable
SUFFIX_CREDIT = 0.9  # the name without the 단/단계 a judge added
STEP_SUFFIXES = ("단", "단계")
STEP_WORDS = frozenset({"step", "phase"})
# A rule whose heading is exactly what the judge typed is the page they want.
HEADING_BONUS = 3.0
# A short term ("스택", "우선권", "블로커 지정": at most TERM_WORDS words, asking nothing but
# perhaps what it is) names a concept: where a heading says all of it, the rule that defines
# what the heading names (index.defining_rules(): 405.1 for 405 "스택") comes first, above
# the heading itself, by this much more than the heading's bonus.
TERM_WORDS = 3
HEADED_SHARE = 0.9  # how much of the query a heading must say to name it
DEFINITION_LEAD = 1.01
LEAD_BONUS = 0.6
STATEMENT_BONUS = 1.15
FAMILY_BONUS = 0.25
# A query of several concepts (a situation, a whole question) asks one thing the statement's
# subrules say: the statement heads its cluster by less (FAMILY_BONUS times this). Chosen on
# the dev sets, where from 2, 3, 4, 5 and 7 concepts on, at 0.5, gave hit@1 0.831, 0.832,
# 0.831, 0.828 and 0.826 (never: 0.826); at 3 concepts, 0 gave 0.827 and 0.7 0.828.
SPECIFIC_CONCEPTS = 3
SPECIFIC_FAMILY_FACTOR = 0.5
FAMILY_MARGIN = 0.2  # how much less of the query a statement may say than its subrule
# Concepts that occur together ("마나풀에 남은 마나는" in one phrase) beat the same concepts
# scattered over a long rule.
PROXIMITY_BONUS = 0.5
COUNT_BONUS = 0.3  # a rule stating a count, for a question asking one
# A rule of the kind a question asks for (a player or choice for 누가, a step for 언제, a
# consequence for 어떻게 돼, what may be done for 해도 돼: intent.py): a mild boost.
INTENT_BONUS = 0.25
# The multiplayer variants' options (801-811) restate many a base rule for their own game
# (810.6 the two-headed giant's first draw, 103.7a the two-player game's): they rank below
# the base rules unless the query names a variant, by one of these terms (as analyzed: the
# thesaurus's "멀티" -> 다인전 counts too).
VARIANT_FIRST, VARIANT_LAST = "801", "811"
VARIANT_FACTOR = 0.6
# Each term that names a variant, with the sections of the variants it names: none for the
# multiplayer game in general ("다인전"). A variant named puts the rules of the other variants
# (809 the emperor game's, for a question about two-headed giant) below, as the base rules.
_TEAM_GAMES = ("805", "808", "810", "811")  # shared team turns, team vs team, 2HG, team race
VARIANT_RULES: dict[str, tuple[str, ...]] = {
    "다인": (), "multiplay": (),
    "팀": _TEAM_GAMES, "팀원": _TEAM_GAMES, "팀메": _TEAM_GAMES, "team": _TEAM_GAMES,
    "쌍두": ("810",), "giant": ("810",), "황제": ("809",), "emperor": ("809",),
    "난투": ("806",), "멜레": ("807",), "melee": ("807",), "마커": ("807",),
    "범위": ("801",), "influenc": ("801",),
}
# The terms that name a variant (as analyzed: the thesaurus's "멀티" -> 다인전 counts too).
VARIANT_TERMS = frozenset(VARIANT_RULES)
VARIANT_SECTIONS = frozenset(section for sections in VARIANT_RULES.values()
                             for section in sections)
THESAURUS_WEIGHT = 0.9  # the rules' wording of what the judge said (rulings/data/thesaurus.tsv)
# The project's summary of a rule this edition lacks answers a question only where no rule of
# the text says as much (_summaries_after_the_text), and then its score counts this much. A
# summary the query names exactly comes first (_named_summaries).
SUMMARY_WEIGHT = 0.5
# How much more of the query a summary must say to rank above the text: none. A summary that
# says more of the story than every rule of the text ranks by its own score ("토큰이 주인 손으로
# 돌아갔어": 704.5d, a token that has left the battlefield); a rule saying as much still comes
# first. A margin of 0.05 held such summaries below rules that said less of the query.
SHARE_MARGIN = 0.0
TIE_BREAK = 1e-6  # orders the summaries placed at one floor without moving them past a rule

_NUMBER_TERM_RE = re.compile(r"^\d{3}(?:\.\d{1,3}[a-z]?)?$")

# Everyday words for what the text says formally.
COLLOQUIAL: dict[str, str] = {
    "지나": "패배", "진다": "패배", "지면": "패배", "져요": "패배", "졌": "패배", "이기": "승리",
    "이겨": "승리", "사라지": "없어", "사라져": "없어", "옮긴": "이동", "옮기": "이동",
    "죽": "무덤", "뽑나": "뽑는다", "먼저": "순서", "놓을": "플레이", "떠나": "벗어",
    # Verbs judges say for the text's nouns: block, hit, use, empty, counter a spell.
    "막": "방어", "때리": "공격", "때려": "공격", "쓸": "사용", "쓰": "사용", "써": "사용",
    "빈": "없는", "카운터치": "무효화", "카운터쳐": "무효화", "카운터칠": "무효화",
    "카운터친": "무효화", "카운터당": "무효화", "패스": "우선권",
}
# One-syllable verb stems a question ending leaves ("지나요" -> "지"), matched whole.
COLLOQUIAL_STEMS: dict[str, str] = {"지": "패배", "진": "패배", "죽": "무덤"}


@dataclass(frozen=True, slots=True)
class SearchResult:
    """One rule in the answer."""

    slug: str
    number: str
    kind: str
    section: int
    heading: str
    title: str
    url: str
    snippet: str  # HTML: escaped text, matches in <mark>
    score: float

    def __reduce__(self) -> tuple[type[SearchResult], tuple[Any, ...]]:
        # Answers are unpickled from the cache on every hit (rulings/search/answers.py);
        # the constructor is several times cheaper than a slotted dataclass's __setstate__.
        return SearchResult, tuple(getattr(self, name) for name in _RESULT_FIELDS)


_RESULT_FIELDS = tuple(f.name for f in fields(SearchResult))


@dataclass
class SearchResponse:
    """The answer to one query."""

    query: str
    results: list[SearchResult] = field(default_factory=list)
    # Set when the query is a rule number that exists: that rule is results[0].
    exact: SearchResult | None = None
    # Set when the query is a rule number this text does not contain (e.g. 702.9).
    missing_number: str | None = None


Alternative = tuple[tuple[str, float], ...]  # (term, weight) pairs that together say it


@dataclass(frozen=True, slots=True)
class Concept:
    """One thing the query asks for (a word, a number, an English term) and the ways a rule
    can say it: the word's bigrams, the whole word, its typo-corrected or Korean form."""

    alternatives: tuple[Alternative, ...]
    # How fully each alternative says the concept (1.0 unless given).
    credits: tuple[float, ...] = ()
    # How much the concept counts in coverage (CONCEPT_WEIGHT where a heading names it).
    salience: float = 1.0

    def credit(self, index: int) -> float:
        """The credit of alternative `index`."""
        return self.credits[index] if index < len(self.credits) else 1.0


@dataclass
class ParsedQuery:
    """The query as concepts that a rule should cover, plus terms that only add score."""

    concepts: list[Concept] = field(default_factory=list)
    bonus: dict[str, float] = field(default_factory=dict)
    # What the question asks for ("몇 장": a count; intent.py), as far as the signals allow.
    intents: frozenset[str] = frozenset()
    # The first syllable of each word the judge typed ("대~" of "대체"), for the heading test.
    first_syllables: frozenset[str] = frozenset()
    # The query is a short term naming a concept (TERM_WORDS): its defining rule leads.
    term: bool = False
    # The query names a step or phase ("전투피해단", "cleanup step": _defining_rule()).
    names_step: bool = False
    # The query says SPECIFIC_CONCEPTS or more: a statement heads its cluster by less.
    specific: bool = False
    # The query tells a story (no short term, SPECIFIC_CONCEPTS or more): a keyword's subrule
    # leads its statement (situations.interaction_first()).
    interaction: bool = False
    named: bool = False  # and when the story names the keyword, its subrule leads (situations)

    @property
    def asks_count(self) -> bool:
        """The question asks how many or how much ("몇 장", "얼마"): the answer states one."""
        return COUNT in self.intents

    def weights(self) -> dict[str, float]:
        """Every term to score, with its highest weight."""
        weights = dict(self.bonus)
        for concept in self.concepts:
            for alternative in concept.alternatives:
                for text, weight in alternative:
                    weights[text] = max(weights.get(text, 0.0), weight)
        return weights


def _is_child_number(number: str, parent: str) -> bool:
    if "." not in parent:
        return number.startswith(parent + ".")
    return re.fullmatch(re.escape(parent) + r"[a-z]", number) is not None


# Hangul syllable arithmetic for one-jamo corrections.
_HANGUL_BASE, _JUNG, _JONG = 0xAC00, 21, 28


def _jamo_neighbours(syllable: str) -> Iterable[str]:
    code = ord(syllable) - _HANGUL_BASE
    if not 0 <= code < 11172:
        return
    cho, rest = divmod(code, _JUNG * _JONG)
    jung, jong = divmod(rest, _JONG)
    for c in range(19):
        if c != cho:
            yield chr(_HANGUL_BASE + (c * _JUNG + jung) * _JONG + jong)
    for v in range(_JUNG):
        if v != jung:
            yield chr(_HANGUL_BASE + (cho * _JUNG + v) * _JONG + jong)
    for t in range(_JONG):
        if t != jong:
            yield chr(_HANGUL_BASE + (cho * _JUNG + jung) * _JONG + t)


def _edit_distance(a: str, b: str, limit: int) -> int:
    """Damerau-Levenshtein distance (a swap of two neighbours is one edit: "exlie")."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cost = min(cost, before[j - 2] + 1)
            current.append(cost)
        before, previous = previous, current
    return previous[-1]


def _latin_correction(word: str, candidates: Iterable[str]) -> str | None:
    if len(word) < 4:
        return None
    limit = 1 if len(word) < 7 else 2
    best: tuple[int, str] | None = None
    for candidate in candidates:
        if candidate[0] != word[0] and candidate[:2] != word[:2][::-1]:
            continue
        distance = _edit_distance(word, candidate, limit)
        if distance <= limit and (best is None or distance < best[0]):
            best = (distance, candidate)
    return best[1] if best else None


def _hangul_corrections(word: str, opened: OpenIndex) -> str | None:
    """The indexed word one jamo away from an unknown word ("래이어" -> "레이어")."""
    best: tuple[int, str] | None = None
    for position, syllable in enumerate(word):
        for replacement in _jamo_neighbours(syllable):
            candidate = word[:position] + replacement + word[position + 1 :]
            if candidate in opened.vocabulary:
                frequency = len(opened.postings("text", candidate))
                if best is None or frequency > best[0]:
                    best = (frequency, candidate)
    return best[1] if best else None


def _english_rules(word: str, opened: OpenIndex) -> int:
    """In how many rules the text (or title) writes an English word; 0 if none."""
    return max(len(opened.postings("text", word)), len(opened.postings("title", word)))


def _rare(term: str, opened: OpenIndex) -> bool:
    # The text has its own typos ("언텝"); a term in at most two rules may be one.
    return len(opened.postings("text", term)) + len(opened.postings("title", term)) <= 2


def _hangul_concept(word: str, opened: OpenIndex) -> Concept | None:
    if word[:1].isdigit() and word.lstrip("0123456789.+-/") in PARTICLES:
        # "0이 되면": the particle of a number is not a word to look for.
        return None
    analyzed = [t.text for t in analyze(word) if not t.text.isascii()]
    pieces_only = [t for t in analyzed if not t.endswith(PREFIX_MARK)]
    if not analyzed:
        return None
    whole = next((t for t in pieces_only if len(t) > 2), None)
    pieces = tuple(t for t in pieces_only if len(t) <= 2)
    alternatives: list[Alternative] = [tuple((t, 1.0) for t in pieces)]
    credits = [1.0]
    if whole:
        alternatives.append(((whole, 1.0),))
        credits.append(1.0)
        if len(opened.postings("text", whole)) >= COMMON_WORD:
            # "레이어" is a word of the text: its bigrams alone may be inside "플레이어".
            credits[0] = INSIDE_WORD_CREDIT
    # One-jamo typos: each unknown or rare bigram, or the whole word, to its indexed neighbour;
    # not for a word the judges' vocabulary knows ("라이프" is 생명점, not a typo of "레이드").
    glossary = opened.glossary
    stem = strip_ending(word)
    known = stem in glossary.slang or stem in glossary.thesaurus
    corrected = []
    for piece in pieces:
        replacement = _hangul_corrections(piece, opened) if (
            not known and len(piece) == 2 and _rare(piece, opened)) else None
        corrected.append(replacement or piece)
    if corrected != list(pieces):
        alternatives.append(tuple((t, TYPO_WEIGHT) for t in corrected))
    if whole and not known and _rare(whole, opened):
        replacement = _hangul_corrections(whole, opened)
        if replacement:
            alternatives.append(((replacement, TYPO_WEIGHT),))
    if len(stem) >= 3 and stem.endswith(STEP_SUFFIXES):
        # "전투 시작단": judges add 단 (step) / 단계 (phase) to names the text writes
        # without it (507 "전투 시작"); the name alone says almost all of it.
        bare = stem[: -2 if stem.endswith("단계") else -1]
        if len(bare) >= 2:
            alternatives.append(tuple((t.text, 1.0) for t in analyze(bare)
                                      if not t.text.endswith(PREFIX_MARK)))
            credits += [1.0] * (len(alternatives) - 1 - len(credits)) + [SUFFIX_CREDIT]
    prefix = next((t for t in analyzed if t.endswith(PREFIX_MARK)), None)
    if prefix:
        # The stem of a verb conjugated otherwise ("뽑나요" / "뽑기단"): weak evidence.
        alternatives.append(((prefix, 1.0),))
        credits += [1.0] * (len(alternatives) - 1 - len(credits)) + [PREFIX_CREDIT]
    # Everyday words for the text's own ("지나요" -> 패배).
    formals = [formal for colloquial, formal in COLLOQUIAL.items() if word.startswith(colloquial)]
    formals += [COLLOQUIAL_STEMS[word]] if word in COLLOQUIAL_STEMS else []
    for formal in dict.fromkeys(formals):
        alternatives.append(tuple((t.text, SYNONYM_WEIGHT) for t in analyze(formal)))
    formal = glossary.slang.get(stem)
    if formal:
        alternatives.append(tuple((t.text, SYNONYM_WEIGHT) for t in analyze(formal)
                                  if not t.text.endswith(PREFIX_MARK)))
    credits += [1.0] * (len(alternatives) - len(credits))
    kept = [(a, c) for a, c in zip(alternatives, credits, strict=True) if a]
    return Concept(tuple(a for a, _ in kept), tuple(c for _, c in kept))


def in_rules_words(text: str) -> str:
    """The query with the words other translations and players use for a rules concept
    replaced by the shipped text's ("접촉사" -> 치명타, "상태 기반 행동" -> 상태 참조 행동):
    the text never says them, so nothing is lost (rulings/vocabulary.py)."""
    for other, rules_word in NOT_THE_RULES_WORD.items():
        text = text.replace(other, rules_word)
    return text


def expand_query(query: str, opened: OpenIndex, signals: Signals = ALL_SIGNALS
                 ) -> ParsedQuery:
    """The concepts to search for (the analyzed query plus its expansions)."""
    # "기권을하면은" is read as "기권을 하면은" (analysis.respace()).
    spaced = respace(query.replace("?", " ").replace("？", " "))
    text = in_rules_words(strip_question(spaced, signals.strip))
    parsed = ParsedQuery(intents=detect(query) & signals.intents())
    glossary = opened.glossary
    latin_words: list[str] = []
    word_terms: set[str] = set()
    # The concept each word gave (its index in parsed.concepts), for the thesaurus.
    word_concepts: list[int | None] = []
    first_syllables: set[str] = set()
    for word in text.split():
        for term in analyze(word):
            word_terms.add(term.text)
            if term.text.endswith(PREFIX_MARK):
                first_syllables.add(term.text)
            token = term.text
            if token.isascii() and token.isalpha():
                if token not in ENGLISH_STOP_WORDS and token not in opened.vocabulary and (
                        token not in opened.latin_words) and token not in opened.english_words:
                    token = _latin_correction(token, opened.latin_words) or token
                latin_words.append(token)
            elif _NUMBER_TERM_RE.match(token) or token.isdigit():
                parsed.concepts.append(Concept((((token, 1.0),),)))
        concept = _hangul_concept(word, opened)
        if signals.story and concept is not None:
            concept = _told(concept, word)
        if concept is not None and concept not in parsed.concepts:
            # A word said twice ("생명점보다 많은 생명점을") is still one thing asked.
            parsed.concepts.append(concept)
        word_concepts.append(None if concept is None else parsed.concepts.index(concept))
    parsed.first_syllables = frozenset(first_syllables)
    words = text.split()
    # A term is nouns: no word of it a verb or a condition ("올리면", "받나").
    parsed.term = (signals.term and parsed.intents <= {DEFINITION}
                   and 0 < len(words) <= TERM_WORDS
                   and all(strip_ending(word) == strip_particle(word) for word in words))
    parsed.names_step = any(strip_particle(word).endswith(STEP_SUFFIXES)
                            or word.casefold() in STEP_WORDS for word in words)
    if signals.thesaurus:
        _apply_thesaurus(parsed, text.split(), word_concepts, glossary)
    # "대체 효과" also yields the bridge "체효": a bonus for text spaced the same way.
    for term in analyze(text):
        if term.text not in word_terms:
            parsed.bonus[term.text] = BRIDGE_WEIGHT
    # English: a glossary term is said in Korean by the rules, in English by a few.
    matches = glossary.match_english(latin_words)
    consumed = {index for indexes, _ in matches for index in indexes}
    for indexes, phrases in matches:
        words = [latin_words[i] for i in indexes if latin_words[i] not in ENGLISH_STOP_WORDS]
        # The text keeps an English term only where it introduces it ("ETB 능력은",
        # "(APNAP)"): where that is in a few rules only, those rules are the answer.
        rare = bool(words) and all(_english_rules(word, opened) <= RARE_ENGLISH for word in words)
        literal = tuple((word, LITERAL_WEIGHT if rare else 1.0) for word in words)
        alternatives = [literal] if literal else []
        for number, korean in enumerate(phrases):
            weight = 1.0 if number == 0 else ALTERNATIVE_WEIGHT
            terms = [t.text for t in analyze(korean)]
            alternatives.append(tuple((t, weight) for t in terms if len(t) <= 2 or t.isascii()))
            parsed.bonus.update({t: weight for t in terms if len(t) > 2 and not t.isascii()})
        parsed.concepts.append(Concept(tuple(a for a in alternatives if a)))
    for index, word in enumerate(latin_words):
        if index not in consumed and word not in ENGLISH_STOP_WORDS:
            parsed.concepts.append(Concept((((word, 1.0),),)))
    if signals.concepts:
        named = opened.heading_vocabulary
        if signals.keywords:
            named = opened.concept_vocabulary
        parsed.concepts = [_weighed(concept, named) for concept in parsed.concepts]
    parsed.specific = signals.specific and len(parsed.concepts) >= SPECIFIC_CONCEPTS
    parsed.interaction = (signals.interaction and not parsed.term
                          and len(parsed.concepts) >= SPECIFIC_CONCEPTS)
    parsed.named = parsed.interaction and signals.named
    # Korean -> English: the text keeps some English terms in parentheses; a bonus only,
    # since most rules never write the English.
    for english in glossary.expand_korean(text):
        for term in analyze(english):
            parsed.bonus.setdefault(term.text, KOREAN_ENGLISH_WEIGHT)
    return parsed


def _told(concept: Concept, word: str) -> Concept:
    """The concept of a story's word with the rules' words for it as wordings too
    (situations.STORY_WORDS: "맞았는데" is also 피해), weighed as an everyday word's."""
    added = [tuple((t.text, SYNONYM_WEIGHT) for t in analyze(formal))
             for formal in situations.story_wordings(word)]
    added = [alternative for alternative in added
             if alternative and alternative not in concept.alternatives]
    if not added:
        return concept
    credits = tuple(concept.credit(i) for i in range(len(concept.alternatives)))
    return Concept(concept.alternatives + tuple(added), credits + (1.0,) * len(added),
                   concept.salience)


def _weighed(concept: Concept, named: frozenset[str]) -> Concept:
    """The concept, counting CONCEPT_WEIGHT in coverage when the rules' headings name it: one
    of its wordings that says it (credit SUFFIX_CREDIT or more) has every term in a heading."""
    if any(concept.credit(index) >= SUFFIX_CREDIT and all(t in named for t, _w in alternative)
           for index, alternative in enumerate(concept.alternatives)):
        return replace(concept, salience=CONCEPT_WEIGHT)
    return concept


def query_terms(text: str, opened: OpenIndex) -> frozenset[str]:
    """The terms a query of `text` searches for (expand_query()), as the index keeps a rule's
    questions: a question and a query are then compared term for term."""
    return frozenset(expand_query(text, opened).weights())


def _thesaurus_alternative(wording: str, parsed: ParsedQuery) -> Alternative:
    """The terms of a thesaurus wording: its syllable pairs say it, its whole words (three
    syllables and more) add score, as for an English term's Korean."""
    terms = [t.text for t in analyze(wording) if not t.text.endswith(PREFIX_MARK)]
    for term in terms:
        if len(term) > 2 and not term.isascii():
            parsed.bonus[term] = max(parsed.bonus.get(term, 0.0), THESAURUS_WEIGHT)
    return tuple((t, THESAURUS_WEIGHT) for t in terms if len(t) <= 2 or t.isascii())


def _apply_thesaurus(parsed: ParsedQuery, words: list[str], word_concepts: list[int | None],
                     glossary: Any) -> None:
    """What the judge said, in the rules' words too (rulings/data/thesaurus.tsv): a word's
    concept may be said the rules' way ("항복" or "패배를 인정"); a phrase's words become one
    concept, said as typed or the rules' way ("드로우 스텝" or "카드뽑기단")."""
    replaced: dict[int, Concept] = {}
    dropped: set[int] = set()
    for first, last, wordings in glossary.match_thesaurus([phrase_key([w]) for w in words]):
        added = [alt for alt in (_thesaurus_alternative(w, parsed) for w in wordings) if alt]
        if not added:
            continue
        indexes = list(dict.fromkeys(i for i in word_concepts[first:last] if i is not None))
        if not indexes:
            parsed.concepts.append(Concept(tuple(added)))
            continue
        if len(indexes) == 1:
            old = replaced.get(indexes[0], parsed.concepts[indexes[0]])
            credits = tuple(old.credit(i) for i in range(len(old.alternatives)))
            replaced[indexes[0]] = Concept(old.alternatives + tuple(added),
                                           credits + (1.0,) * len(added))
            continue
        # The phrase as typed: each word's own spelling (its first alternative).
        literal = tuple(term for i in indexes for term in parsed.concepts[i].alternatives[0])
        replaced[indexes[0]] = Concept((literal, *added))
        dropped.update(indexes[1:])
    parsed.concepts = [replaced.get(i, concept) for i, concept in enumerate(parsed.concepts)
                       if i not in dropped]


def _parent_number(number: str) -> str:
    """"613.3b" -> "613.3", "613.3" -> "613", "613" -> ""."""
    if number[-1].isalpha():
        return number[:-1]
    return number.rpartition(".")[0]


def _proximity(opened: OpenIndex, docnum: int, matched: set[str],
               concepts: list[Concept]) -> float:
    """0-1: how tightly the query's concepts cluster in the rule's text (1 = side by side)."""
    lists: list[list[int]] = []
    for concept in concepts:
        found: set[int] = set()
        for alternative in concept.alternatives:
            for text, _weight in alternative:
                if text in matched:
                    found.update(opened.positions(text).get(docnum, ()))
        if found:
            lists.append(sorted(found))
    if len(lists) < 2:
        return 0.0
    # The smallest window holding one position of every matched concept.
    events = sorted((position, index) for index, positions in enumerate(lists)
                    for position in positions)
    counts = [0] * len(lists)
    covered = 0
    best = math.inf
    left = 0
    for position, index in events:
        counts[index] += 1
        if counts[index] == 1:
            covered += 1
        while covered == len(lists):
            start, first = events[left]
            best = min(best, position - start)
            counts[first] -= 1
            if counts[first] == 0:
                covered -= 1
            left += 1
    # Each concept is a few tokens long; a window of about 3 tokens per concept is adjacent.
    return min(1.0, 3 * (len(lists) - 1) / best) if best else 1.0


def _idf(document_frequency: int, documents: int) -> float:
    # Whoosh's BM25F IDF, kept so scores stay comparable with its own searcher.
    return math.log(documents / (document_frequency + 1)) + 1.0 if document_frequency else 0.0


def _bm25f(opened: OpenIndex, weights: dict[str, float], section: int | None,
           questions: bool = True
           ) -> tuple[list[tuple[str, float, set[str]]], dict[str, float], dict[str, float]]:
    """BM25F over the index's postings (without the questions fields when `questions` is off):
    the CANDIDATES best-scored rules and every summary matching any term (_rank() keeps
    SUMMARY_CANDIDATES of them), with its score and the terms it matched; each term's IDF in
    the rules of the text, for coverage (0 for a term found nowhere, so junk bigrams of an
    unspaced query count against no document); and the IDF of the terms only summaries have,
    which count in a summary's coverage alone.

    Scored here rather than by Whoosh's matcher tree, which for a forty-term OR query spends
    tens of milliseconds in bookkeeping; the arithmetic is the same BM25F.
    """
    documents = opened.rule_count or opened.doc_count
    scores: dict[int, float] = defaultdict(float)
    matched: dict[int, set[str]] = defaultdict(set)
    idf: dict[str, float] = {}
    summary_idf: dict[str, float] = {}
    searched = {name: w for name, w in FIELD_WEIGHTS.items()
                if questions or name not in QUESTION_FIELDS}
    for text, weight in weights.items():
        fields = {**searched, "number": NUMBER_WEIGHT} if _NUMBER_TERM_RE.match(text) else searched
        frequency = summary_frequency = 0
        for fieldname, field_weight in fields.items():
            postings = opened.postings(fieldname, text)
            if not postings:
                continue
            if fieldname in SUMMARY_FIELDS:
                summary_frequency = max(summary_frequency, len(postings))
            else:
                frequency = max(frequency, len(postings))
            boost = weight * field_weight * _idf(len(postings), documents)
            lengths = opened.lengths[fieldname]
            average = opened.average_lengths[fieldname]
            b = FIELD_B.get(fieldname, 0.75)
            for docnum, tf in postings:
                if section is not None and opened.sections[docnum] != section:
                    continue
                norm = tf * (K1 + 1) / (tf + K1 * (1 - b + b * lengths[docnum] / average))
                scores[docnum] += boost * norm
                matched[docnum].add(text)
        idf[text] = _idf(frequency, documents)
        # A term only the summaries have ("파괴불능") counts for them alone.
        if summary_frequency and not frequency:
            summary_idf[text] = _idf(summary_frequency, documents)
    by_score = sorted(scores.items(), key=lambda item: -item[1])
    summaries = {n for n, _ in by_score if opened.rows[opened.slugs[n]]["kind"] == SUMMARY_KIND}
    # The rules' candidates are the same with or without summaries; a few summaries join them
    # (chosen in _rank(), by how much of the query they say too).
    best = ([item for item in by_score if item[0] not in summaries][:CANDIDATES]
            + [item for item in by_score if item[0] in summaries])
    return [(opened.slugs[n], score, matched[n]) for n, score in best], idf, summary_idf


def _result(row: dict[str, Any], snippet_terms: set[str], score: float) -> SearchResult:
    source = row["display_text"] or row.get("title", "")
    if row["display_examples"] and not any(t.text in snippet_terms
                                           for t in analyze_stored(source)):
        source = row["display_examples"]
    return SearchResult(
        slug=row["slug"], number=row["number"], kind=row["kind"], section=int(row["section"]),
        heading=row["heading"], title=row.get("title") or row.get("summary_title", ""),
        url=row["url"],
        snippet=highlight(source, snippet_terms), score=score,
    )


class _Coverage:
    """How much of what was asked a set of terms says: each concept by its best alternative,
    weighted by IDF, as a share of the whole query (0-1)."""

    def __init__(self, concepts: list[Concept], idf: dict[str, float]) -> None:
        self.idf = idf
        self.concepts: list[tuple[float, list[tuple[Alternative, float, float]]]] = []
        for concept in concepts:
            options = []
            for index, alternative in enumerate(concept.alternatives):
                total = sum(idf.get(t, 0.0) * w for t, w in alternative)
                if total > 0:  # terms found nowhere (junk bigrams) cannot be missing
                    options.append((alternative, total, concept.credit(index)))
            if options:
                self.concepts.append((concept.salience * max(total for _, total, _ in options),
                                      options))
        self.total = sum(value for value, _ in self.concepts) or 1.0
        # The query's terms: a set of terms says what its terms among them say, so the share
        # is kept per such intersection (the questions of sixty candidates share a few).
        self.terms = frozenset(t for _, options in self.concepts
                               for alternative, _, _ in options for t, _ in alternative)
        self.known: dict[frozenset[str], float] = {}

    def __call__(self, matched: set[str] | frozenset[str]) -> float:
        said_terms = self.terms & matched
        known = self.known.get(said_terms)
        if known is not None:
            return known
        idf = self.idf
        said = 0.0
        for value, options in self.concepts:
            said += value * max(
                credit * sum(idf.get(t, 0.0) * w for t, w in alternative if t in said_terms)
                / total
                for alternative, total, credit in options
            )
        self.known[said_terms] = share = min(1.0, said / self.total)
        return share


def _answer_number(opened: OpenIndex, number: str, limit: int, section: int | None,
                   response: SearchResponse) -> bool:
    """Fill `response` for a rule-number query; False if there is nothing to show."""
    slugs = opened.by_number.get(number)
    if slugs:
        rows = [opened.rows[slug] for slug in slugs]
        rows += [row for row in opened.rows.values() if _is_child_number(row["number"], number)]
    else:
        response.missing_number = number
        # Not in this edition (sections 2, 3, 7, 9): the rules that cite it, in order.
        cited = re.compile(rf"(?<![\d.]){re.escape(number)}(?![\d])")
        rows = [row for row in opened.rows.values()
                if cited.search(row["display_text"] + " " + row["display_examples"])]
    if section is not None:
        rows = [row for row in rows if int(row["section"]) == section]
    response.results = [_result(row, {number}, 1.0) for row in rows[:limit]]
    if slugs and response.results and response.results[0].number == number:
        response.exact = response.results[0]
    return bool(response.results)


def _rank(opened: OpenIndex, parsed: ParsedQuery, weights: dict[str, float],
          section: int | None, questions: bool = True) -> list[tuple[float, str]]:
    """(score, slug) of the candidate rules, best first."""
    scored, idf, summary_idf = _bm25f(opened, weights, section, questions)
    coverage = _Coverage(parsed.concepts, idf)
    summary_coverage = _Coverage(parsed.concepts, {**idf, **summary_idf})
    # The summaries re-ranked: the best by BM25F times the square of the share of the query
    # they say (as their final score weighs them), so one saying the whole query is not
    # crowded out by summaries matching many fragments of a few of its concepts.
    scored = [item for item in scored if opened.rows[item[0]]["kind"] != SUMMARY_KIND] + sorted(
        (item for item in scored if opened.rows[item[0]]["kind"] == SUMMARY_KIND),
        key=lambda item: -(item[1] * summary_coverage(item[2]) * summary_coverage(item[2])),
    )[:SUMMARY_CANDIDATES]
    ranked = []
    family_bonus = FAMILY_BONUS * (SPECIFIC_FAMILY_FACTOR if parsed.specific else 1.0)
    query_terms = frozenset(weights)
    base_rules_first = not VARIANT_TERMS & query_terms  # no variant named
    named_variants = {section for term in VARIANT_RULES.keys() & query_terms
                      for section in VARIANT_RULES[term]}
    shares: dict[str, float] = {}
    # How much of the query each document says counting the concepts only summaries know
    # ("공포", "파괴불능"): a rule that says none of them does not keep a summary that does
    # below it (_summaries_after_the_text).
    placing: dict[str, float] = {}
    for slug, score, matched in scored:
        number = opened.rows[slug]["number"]
        placing[number] = summary_coverage(matched)
        # shares: how much of what the text can answer a document says; share: how much of
        # the query, which for a summary counts its own terms too.
        shares[number] = share = coverage(matched)
        if opened.rows[slug]["kind"] == SUMMARY_KIND:
            share = placing[number]
        # A definition starts with its term ("지연 격발 능력은 ..."): prefer the rule that
        # opens with what was asked over those that mention it later.
        lead = coverage(opened.leads.get(slug, frozenset()))
        final = score * share * share * (1 + LEAD_BONUS * lead)
        final *= 1 + PROXIMITY_BONUS * _proximity(opened, opened.rows[slug]["docnum"],
                                                   matched, parsed.concepts)
        if questions:
            # The question of this rule most like the query: how much of the query it says,
            # and how much of it the query says (a question that adds "in two-headed giant"
            # is another question): a judge's question phrased like one the rule answers.
            # A rule only the English edition has has none written: its English text, in the
            # judge's words when the query is English, stands for them.
            listed = opened.questions.get(slug)
            asked = (_asked(listed, coverage, query_terms) if listed
                     else share if opened.rows[slug]["kind"] == SUMMARY_KIND else 0.0)
            final *= 1 + QUESTION_BONUS * asked * asked
        final *= _intent_factor(parsed.intents, opened.intents.get(slug, frozenset()))
        if (base_rules_first and VARIANT_FIRST <= number[:3] <= VARIANT_LAST) or (
                named_variants and number[:3] in VARIANT_SECTIONS
                and number[:3] not in named_variants):
            final *= VARIANT_FACTOR
        if opened.rows[slug]["number"][-1].isdigit():
            # "603.7" states the rule; "603.7a-f" refine it.
            final *= STATEMENT_BONUS
        ranked.append((final, slug))
    # A statement whose own subrules also match ("103.4" and 103.4a-d for "mulligan") heads
    # the cluster the judge is after; its page shows the subrules too.
    # Not when a subrule says more of the question than the statement does: then the
    # subrule is the answer ("...게임을 떠나면 그 카드는" is 800.4a, not 800.4).
    # Nor for a question (an intent asked) when the statement is a bare heading with no text
    # of its own (114 "휘장"): a question wants the subrule that answers it.
    summarized = {opened.rows[slug]["number"] for slug, _score, _matched in scored
                  if opened.rows[slug]["kind"] == SUMMARY_KIND}
    children: Counter[str] = Counter()
    best_child: dict[str, float] = defaultdict(float)
    for number, share in shares.items():
        if number in summarized:
            continue  # a summary is not one of the text's subrules
        parent = _parent_number(number)
        children[parent] += 1
        best_child[parent] = max(best_child[parent], share)
    ranked = [
        (final * (1 + family_bonus * min(4, children[number])), slug)
        if shares[number] >= best_child[number] - FAMILY_MARGIN
        and (opened.rows[slug]["display_text"].strip() or not parsed.intents)
        else (final, slug)
        for final, slug in ranked
        for number in [opened.rows[slug]["number"]]
    ]
    # A heading that says all the query says ("대체효과" and rule 614 "대체 효과") is the
    # page the judge wants, even when its body (the subrules) outscores it.
    # The query's terms, with the first syllable of each of its words (a thesaurus phrase,
    # "효과 범위", drops them from its wordings: the query still says them).
    said_terms = set(weights) | parsed.first_syllables
    top = max((score for score, slug in ranked
               if opened.rows[slug]["kind"] != SUMMARY_KIND), default=1.0) or 1.0
    headed = {slug for slug, heading in opened.headings.items()
              if heading and heading <= said_terms and coverage(heading) >= HEADED_SHARE
              and (section is None or int(opened.rows[slug]["section"]) == section)}
    ranked = [(score, slug) for score, slug in ranked if slug not in headed]
    ranked += [(top * HEADING_BONUS, slug) for slug in headed]
    defining = _defining_rule(opened, parsed, section)
    if defining is not None:
        placing.setdefault(opened.rows[defining]["number"], 0.0)
        ranked = [(score, slug) for score, slug in ranked if slug != defining]
        ranked.append((top * HEADING_BONUS * DEFINITION_LEAD, defining))
    if parsed.interaction:
        ranked = situations.interaction_first(opened.rows, ranked, placing, SUMMARY_KIND,
                                              query_terms, parsed.named)
    ranked = _summaries_after_the_text(opened, ranked, placing)
    ranked.sort(key=lambda item: (-item[0], opened.rows[item[1]]["position"]))
    return ranked


def _defining_rule(opened: OpenIndex, parsed: ParsedQuery, section: int | None) -> str | None:
    """For a short term (ParsedQuery.term), the rule that defines the concept it names: the
    heading that says every concept of the query by one of its wordings ("블로커" as 방어자,
    "stack" as 스택, "우선꿘" as 우선권), and the least else ("우선권": 117 "타이밍과 우선권",
    there being no heading "우선권"); then the rule that defines what the heading names
    (index.defining_rules()). A step's or phase's heading (510 "전투피해단") is its own
    page when the query names the step ("전투피해단", "cleanup step"): its subrules are the
    step's procedure, not its definition. None for a query that is no short term, or that no
    heading says."""
    if not parsed.term:
        return None
    best: tuple[float, int] | None = None
    named = None
    asked = {term for concept in parsed.concepts for alternative in concept.alternatives
             for term, _weight in alternative}
    for slug, heading in opened.heading_words.items():
        if section is not None and int(opened.rows[slug]["section"]) != section:
            continue
        if not all(any(concept.credit(index) >= SUFFIX_CREDIT
                       and all(term in heading for term, _weight in alternative)
                       for index, alternative in enumerate(concept.alternatives))
                   for concept in parsed.concepts):
            continue
        # The most specific heading: the largest share of its terms said; then the first.
        key = (len(heading & asked) / len(heading), -opened.rows[slug]["position"])
        if best is None or key > best:
            best, named = key, slug
    if named is None:
        return None
    if parsed.names_step and opened.rows[named]["title"].endswith(STEP_SUFFIXES):
        return named
    return opened.definitions[named]


def _asked(listed: tuple[Question, ...], coverage: _Coverage,
           query_terms: frozenset[str]) -> float:
    """How near the query the nearest of a rule's questions is: how much of the query it
    says (coverage), times the square root of the share of its words the query has (1 when
    the query says all the question says)."""
    best = 0.0
    for question in listed:
        said = len(question.words & query_terms)
        back = math.sqrt(said / len(question.words)) if said else 0.0
        if back > best:  # coverage is at most 1: a question said back less cannot win
            best = max(best, coverage(question.terms) * back)
    return best


def _intent_factor(asked: frozenset[str], answers: frozenset[str]) -> float:
    """The boost for a rule that answers the kind of question asked (intent.py)."""
    factor = 1.0
    for intent in sorted(asked & answers):
        factor *= 1 + (COUNT_BONUS if intent == COUNT else INTENT_BONUS)
    return factor


def _summaries_after_the_text(opened: OpenIndex, ranked: list[tuple[float, str]],
                              placing: dict[str, float]) -> list[tuple[float, str]]:
    """The project's summaries placed after the text: below every rule of the text that says
    at least as much of the query (`placing`, by number: _rank()). A summary leads only where
    it says more of the query than any rule of the text ("비행 생물은 누가 막아": the rule of
    flying, 702.9b, which the text lacks, not 509.1b, which mentions flying in passing), or
    when the query names it (_named_summaries)."""
    rules = [(score, placing[opened.rows[slug]["number"]]) for score, slug in ranked
             if opened.rows[slug]["kind"] != SUMMARY_KIND]
    placed = []
    for score, slug in ranked:
        if opened.rows[slug]["kind"] == SUMMARY_KIND:
            share = placing[opened.rows[slug]["number"]]
            floor = min((rule_score for rule_score, rule_share in rules
                         if rule_share >= share - SHARE_MARGIN), default=math.inf)
            # Summaries held at the same floor keep the order of their own scores.
            own = score * SUMMARY_WEIGHT
            score = min(own, floor * 0.99 * (1 - TIE_BREAK / (1 + own)))
        placed.append((score, slug))
    return placed


def _named_summaries(opened: OpenIndex, query: str, section: int | None,
                     strip: bool = True) -> list[str]:
    """The summaries the query names exactly ("전설 규칙", "legend rule", "파괴불능"), with a
    question's words, a trailing particle ("무적은") and, with the strip signal, English
    glue words ("what is the legend rule") let go."""
    stripped = strip_question(query, strip)
    keys = [name_key(query), name_key(stripped)]
    words = stripped.split()
    if words:
        keys.append(name_key(" ".join([*words[:-1], strip_particle(words[-1])])))
    if strip:
        keys.append(name_key(" ".join(w for w in words if w not in ENGLISH_STOP_WORDS)))
    for key in keys:
        named = opened.summary_names.get(key, ())
        named = tuple(slug for slug in named
                      if section is None or int(opened.rows[slug]["section"]) == section)
        if named:
            return list(named)
    return []


def search(query: str, *, limit: int = 10, section: int | None = None,
           index_dir: Path | None = None, signals: Signals = ALL_SIGNALS) -> SearchResponse:
    """The best `limit` rules for `query`, optionally only in one section (1, 4, 5, 6, 8);
    `signals` switches parts of query understanding off (for the benchmark)."""
    return search_in(open_index(index_path(index_dir)), query, limit=limit, section=section,
                     signals=signals)


def index_path(index_dir: Path | None = None) -> Path:
    """`index_dir`, or the site's index (settings.SEARCH_INDEX_DIR) when None."""
    if index_dir is not None:
        return index_dir
    from django.conf import settings

    return Path(settings.SEARCH_INDEX_DIR)


def search_in(opened: OpenIndex, query: str, *, limit: int = 10, section: int | None = None,
              signals: Signals = ALL_SIGNALS) -> SearchResponse:
    """`search()` in an index already opened (the answer cache keys on the same one)."""
    response = SearchResponse(query=query)
    if not query.strip():
        return response
    number = parse_rule_number(query)
    if number is not None and _answer_number(opened, number, limit, section, response):
        return response

    parsed = expand_query(query, opened, signals)
    weights = parsed.weights()
    if not weights:
        return response
    ranked = _rank(opened, parsed, weights, section, signals.questions)
    # A summary the query names is the page the judge asked for; other summaries rank by
    # their text, after the rules of the text that say as much (SUMMARY_WEIGHT).
    named = _named_summaries(opened, query, section, signals.strip)
    if named:
        ranked = [(math.inf, slug) for slug in named] + [
            item for item in ranked if item[1] not in named]
    # A query maintainers mapped to rules (curated.py) shows those rules first.
    ranked = curated.pin(opened, query, ranked, section)
    snippet_terms = {t for t in weights if not t.endswith(PREFIX_MARK)}
    response.results = [
        _result(opened.rows[slug], snippet_terms, score) for score, slug in ranked[:limit]
    ]
    return response
