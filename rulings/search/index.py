"""Building the Whoosh index from the Rule table, and opening it once per process.

`build_index()` takes plain `RuleRecord` values (`records_from_rules()` maps Rule rows onto
them), so it can be tested without a database. Every section, rule and subrule is one
document; a rule's examples are a field of that rule's document, so a card named in an example
finds the rule the example illustrates.

The project's summaries of rules this edition lacks (`SummaryRecord`, from the RuleSummary
table) are documents of their own kind ("summary"), after every rule, in fields of their own
(`summary_title`, `summary_text`, and `aliases` for their English name and search terms:
"legend rule", "파괴불능"). The rules' fields, their term statistics and the vocabulary that
typo correction reads are the text's alone, so adding a summary never changes how the rules
of the text rank against each other.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import threading
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from whoosh import index as whoosh_index
from whoosh.fields import ID, NUMERIC, STORED, TEXT, Schema

from . import english as english_text
from .analysis import PREFIX_MARK, KoreanTokenizer, analyze, normalize
from .glossary import (
    Glossary,
    GlossaryEntry,
    build_glossary,
    glossary_entries,
    summary_title_pairs,
)
from .intent import rule_intents
from .questions import load_questions

GLOSSARY_FILE = "glossary.json"
# Each rule's questions read as queries (query.query_terms()), by slug: read at open, not
# analyzed again.
QUESTION_TERMS_FILE = "questions.json"
# Which build an index is (a new id every build) and when it was built: cached search answers
# are kept per build (rulings/search/answers.py), and their Last-Modified is its time.
BUILD_FILE = "build.json"
INDEX_NAME = "rules"
LEAD = 16  # characters of a rule's text that count as its opening
POSTINGS_CACHE = 50_000  # (field, term) posting lists kept in memory, at most
# "(See rule 614, "Replacement Effects.")": a citation is a passing mention of another rule's
# subject; indexing its English title would rank every citing rule for that subject.
_CITATION_RE = re.compile(
    r"\(?\s*see\s+rules?\s+[\d.a-z]+(?:\s*(?:,|and|-|–)\s*[\d.a-z]+)*"
    r'(?:\s*,?\s*[“"][^”"]{0,80}[”"])?\.?\s*\)?',
    re.IGNORECASE,
)


def strip_citations(text: str) -> str:
    """The text without its "See rule ..." citations (kept for display, not for ranking)."""
    return _CITATION_RE.sub(" ", text)


def make_schema() -> Schema:
    """The index schema; field weights are applied at query time (see query.FIELD_WEIGHTS)."""
    korean = KoreanTokenizer()
    return Schema(
        slug=ID(stored=True, unique=True),
        number=ID(stored=True),
        kind=ID(stored=True),
        section=ID(stored=True),
        position=NUMERIC(stored=True),
        url=STORED(),
        heading=STORED(),
        # Only the text keeps positions (for the proximity bonus); the rest need frequencies.
        title=TEXT(analyzer=korean, stored=True, phrase=False),
        text=TEXT(analyzer=korean),
        examples=TEXT(analyzer=korean, phrase=False),
        display_text=STORED(),
        display_examples=STORED(),
        context=TEXT(analyzer=korean, phrase=False),
        # A summary's fields: its Korean title, its text, its other names (the English name
        # and search terms), one per line.
        summary_title=TEXT(analyzer=korean, stored=True, phrase=False),
        summary_text=TEXT(analyzer=korean, phrase=False),
        aliases=TEXT(analyzer=korean, stored=True, phrase=False),
        # The questions a rule answers, as judges ask them (questions.py); a summary's in a
        # field of its own, like its other fields.
        questions=TEXT(analyzer=korean, phrase=False),
        summary_questions=TEXT(analyzer=korean, phrase=False),
        # The official English text of a rule, where its number is checked to be the same
        # rule (english.py), stemmed: what an English query matches.
        english=TEXT(analyzer=english_text.analyzer(), phrase=False),
    )


@dataclass(frozen=True, slots=True)
class RuleRecord:
    """What the index needs of one Rule row."""

    slug: str
    number: str
    kind: str
    section: int
    position: int
    title: str
    text: str
    examples: tuple[str, ...] = ()
    parent_slug: str | None = None
    url: str = ""
    questions: tuple[str, ...] = ()  # what judges ask that this rule answers (questions.py)
    english: str = ""  # the official English text, where the mapping is checked (english.py)


@dataclass(frozen=True, slots=True)
class SummaryRecord:
    """What the index needs of one RuleSummary row."""

    number: str
    section: int
    title: str
    title_en: str
    text: str
    terms: tuple[str, ...] = ()
    questions: tuple[str, ...] = ()


# Summaries are documents of their own kind, after every rule in the index's document order.
SUMMARY_KIND = "summary"
# The keyword actions' and keyword abilities' rules (701, 702) and the state-based actions
# (704): a summary of one is named by the keyword or the state (비행, 돌진, 치명타; 전설 규칙,
# 치명적인 피해), a concept as a heading's term is (OpenIndex.concept_vocabulary). 704 was
# added after 701 and 702, measured alone on the dev sets with the judgments: all 1,002
# queries' MRR 0.890 -> 0.891, nothing falls.
KEYWORD_SECTIONS = ("701.", "702.", "704.")
# A title's words in parentheses are another name ("Set in motion (아치에너미)": the variant
# it belongs to), not the keyword's.
_PARENTHESES_RE = re.compile(r"\s*\([^)]*\)")
# The project's summaries (the same file import_rules reads): their titles name the keywords.
SUMMARIES_FILE = Path(__file__).resolve().parent.parent / "data" / "summaries-ko.json"


@lru_cache(maxsize=1)
def keyword_vocabulary(path: Path = SUMMARIES_FILE) -> frozenset[str]:
    """The heading terms of the summaries' titles in KEYWORD_SECTIONS, read off the summaries
    file rather than the index: an index with or without the summaries orders the text's
    rules the same way (tests/rulings/test_search_summaries.py)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return frozenset(t for number, entry in data.items()
                     if number.startswith(KEYWORD_SECTIONS) and isinstance(entry, dict)
                     for t in heading_terms(_PARENTHESES_RE.sub("", entry.get("title_ko", ""))))
SUMMARY_POSITIONS = 10_000_000


@dataclass
class BuildReport:
    """What `build_index()` wrote."""

    documents: int
    glossary_terms: int
    path: Path
    summaries: int = 0
    english: int = 0  # rules indexed with their official English text (english.py)


def records_from_rules(rules: Iterable[Any]) -> list[RuleRecord]:
    """RuleRecords from Rule model instances (or any objects with the same attributes)."""
    records = []
    for rule in rules:
        parent = getattr(rule, "parent", None)
        records.append(RuleRecord(
            slug=rule.slug, number=rule.number, kind=rule.kind, section=int(rule.section),
            position=int(rule.position), title=rule.title or "", text=rule.text or "",
            examples=tuple(rule.examples or ()),
            parent_slug=parent.slug if parent is not None else None,
            url=rule.get_absolute_url(),
        ))
    return records


def load_records_from_db(questions: Mapping[str, tuple[str, ...]] | None = None
                         ) -> list[RuleRecord]:
    """Every Rule row, in document order, with its questions (default: the questions file's,
    questions.py)."""
    from rulings.models import Rule

    return with_english(with_questions(records_from_rules(
        Rule.objects.select_related("parent").order_by("position")), questions))


def with_english(records: list[RuleRecord]) -> list[RuleRecord]:
    """The records with the newest English edition's text where it is checked to be theirs
    (english.py); unchanged when no English edition has been imported."""
    texts = english_text.english_texts_from_db()
    return [replace(record, english=texts[record.number]) if record.number in texts
            else record for record in records]


_Record = TypeVar("_Record", RuleRecord, SummaryRecord)


def with_questions(records: list[_Record],
                   questions: Mapping[str, tuple[str, ...]] | None = None) -> list[_Record]:
    """The records with the questions each answers (default: the questions file's)."""
    questions = load_questions() if questions is None else questions
    return [replace(record, questions=questions.get(record.number, ())) for record in records]


def load_summary_records_from_db(questions: Mapping[str, tuple[str, ...]] | None = None
                                 ) -> list[SummaryRecord]:
    """Every RuleSummary row, in rule-number order, with its questions (as
    load_records_from_db())."""
    from rulings.models import RuleSummary

    return with_questions(english_records([
        SummaryRecord(number=row.number, section=row.section, title=row.title_ko,
                      title_en=row.title_en, text=row.summary_ko, terms=tuple(row.terms))
        for row in RuleSummary.objects.in_order()]), questions)


def english_records(summaries: list[SummaryRecord]) -> list[SummaryRecord]:
    """The newest English edition's rules the Korean text lacks, searchable as summaries are
    (rulings/editions.py): a summary's text gains its number's English text, and a number
    with neither a Korean rule nor a summary becomes a record of its own, after the
    summaries. Unchanged when no English edition has been imported."""
    from rulings.editions import newest_english
    from rulings.models import Rule

    edition = newest_english()
    if edition is None:
        return summaries
    korean = set(Rule.objects.values_list("number", flat=True))
    english = {rule.number: rule for rule in edition.rules.in_order()
               if rule.number not in korean}

    def text_of(number: str) -> str:
        rule = english[number]
        return "\n".join(part for part in [rule.text, *rule.examples] if part)

    records = [replace(summary, text=f"{summary.text}\n{text_of(summary.number)}")
               if summary.number in english and text_of(summary.number) else summary
               for summary in summaries]
    summarized = {summary.number for summary in summaries}
    records += [SummaryRecord(number=number, section=rule.section, title=rule.title,
                              title_en=rule.title, text=text_of(number))
                for number, rule in english.items() if number not in summarized]
    return records


def _headings(records: list[RuleRecord]) -> dict[str, tuple[str, str]]:
    """Per slug: (the nearest titled ancestor-or-self's title, the titles of all ancestors)."""
    by_slug = {record.slug: record for record in records}
    result: dict[str, tuple[str, str]] = {}
    for record in records:
        titles = []
        parent = by_slug.get(record.parent_slug or "")
        while parent is not None:
            if parent.title:
                titles.append(parent.title)
            parent = by_slug.get(parent.parent_slug or "")
        heading = record.title or (titles[0] if titles else "")
        result[record.slug] = (heading, " ".join(titles))
    return result


def entries_from_records(records: Iterable[RuleRecord]) -> list[GlossaryEntry]:
    """The glossary entries `import_rules` would store for these rules (for tests and tools
    that have no database)."""
    return glossary_entries(
        (r.slug, r.title, f"{r.text} {' '.join(r.examples)}") for r in records)


def load_glossary_from_db() -> list[GlossaryEntry]:
    """The glossary terms `import_rules` stored (the GlossaryTerm table)."""
    from rulings.models import GlossaryTerm

    return [GlossaryEntry(term.english, term.korean, term.origin,
                          term.rule.slug if term.rule else None)
            for term in GlossaryTerm.objects.select_related("rule")]


def build_index(records: Iterable[RuleRecord], directory: Path,
                glossary: Iterable[GlossaryEntry] | None = None,
                summaries: Iterable[SummaryRecord] = (),
                finish: Callable[[Path], object] | None = None) -> BuildReport:
    """Write a fresh index of `records`, the project's `summaries` and the `glossary`
    (default: extracted from the records, as `import_rules` does) into `directory`; `finish`,
    if given, is called with the staging directory once the index is written (the offline
    bundle is made there).

    The index is built beside the target and swapped in, so a running server never sees a
    half-written index.
    """
    records = list(records)
    directory = Path(directory)
    staging = directory.with_name(directory.name + ".new")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    (staging / BUILD_FILE).write_text(json.dumps({
        "build": uuid.uuid4().hex,
        "built_at": datetime.now(UTC).replace(microsecond=0).isoformat(),
    }), encoding="utf-8")

    summaries = list(summaries)
    built = build_glossary(entries_from_records(records) if glossary is None else glossary,
                           summary_title_pairs((s.title_en, s.title) for s in summaries))
    (staging / GLOSSARY_FILE).write_text(
        json.dumps(built.to_json(), ensure_ascii=False, indent=0), encoding="utf-8"
    )

    headings = _headings(records)
    ix = whoosh_index.create_in(str(staging), make_schema(), indexname=INDEX_NAME)
    writer = ix.writer(limitmb=128)
    for record in records:
        heading, context = headings[record.slug]
        examples = "\n".join(record.examples)
        writer.add_document(
            slug=record.slug, number=record.number.lower(), kind=record.kind,
            section=str(record.section), position=record.position,
            url=record.url or f"/rules/{record.slug}/", heading=heading,
            title=record.title, text=strip_citations(record.text),
            examples=strip_citations(examples), context=context,
            display_text=record.text, display_examples=examples,
            questions="\n".join(record.questions),
            english=strip_citations(record.english),
        )
    for offset, summary in enumerate(summaries):
        writer.add_document(
            slug=summary.number, number=summary.number, kind=SUMMARY_KIND,
            section=str(summary.section), position=SUMMARY_POSITIONS + offset,
            url=f"/rules/{summary.number}/", heading=summary.title, title="",
            summary_title=summary.title, summary_text=strip_citations(summary.text),
            display_text=summary.text, display_examples="",
            aliases="\n".join([summary.title_en, *summary.terms]),
            summary_questions="\n".join(summary.questions),
        )
    writer.commit()
    ix.close()
    analyzed = _questions_read_as_queries(staging, records, summaries)
    (staging / QUESTION_TERMS_FILE).write_text(json.dumps(
        {slug: [sorted(terms) for terms in listed] for slug, listed in analyzed.items() if listed},
        ensure_ascii=False), encoding="utf-8")
    if finish is not None:
        finish(staging)

    old = directory.with_name(directory.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if directory.exists():
        directory.rename(old)
    staging.rename(directory)
    shutil.rmtree(old, ignore_errors=True)
    return BuildReport(documents=len(records) + len(summaries),
                       glossary_terms=len(built.english), path=directory,
                       summaries=len(summaries),
                       english=sum(1 for record in records if record.english))


# The fields holding the rules' questions, whose English words are kept as typed.
QUESTION_LEXICONS = ("questions", "summary_questions")
SCORED_FIELDS = ("title", "text", "examples", "context", "number", "summary_title",
                 "summary_text", "aliases", "questions", "summary_questions",
                 english_text.FIELD)


@dataclass
class OpenIndex:
    """The opened index with what queries need in memory: stored rows, vocabulary, glossary,
    field lengths; postings are read from the index on first use and then kept."""

    ix: Any
    searcher: Any
    glossary: Glossary
    rows: dict[str, dict[str, Any]]  # slug -> stored fields
    by_number: dict[str, list[str]]  # lowercased number -> slugs in document order
    vocabulary: frozenset[str]
    # The glossary's English words and the summaries' English names: the words a judge's
    # English typo is corrected to (query.expand_query()).
    latin_words: tuple[str, ...] = ()
    # English words a query keeps as typed: those of the rules' questions (_load()).
    english_words: frozenset[str] = frozenset()
    # Analyzed headings of the titled rows (sections and rules), for heading matches.
    headings: dict[str, frozenset[str]] = field(default_factory=dict)
    # The rule that defines what each titled row's heading names (defining_rules()), and
    # each heading's terms, its whole words too (the concept a short term names).
    definitions: dict[str, str] = field(default_factory=dict)
    heading_words: dict[str, frozenset[str]] = field(default_factory=dict)
    heading_vocabulary: frozenset[str] = frozenset()
    # The heading vocabulary and the terms of the project's summaries' titles (the keywords
    # the text lacks: 비행, 돌진, 치명타), which name concepts as headings do
    # (query._weighed(), Signals.keywords).
    concept_vocabulary: frozenset[str] = frozenset()
    # Analyzed opening words of each rule's text (where a definition names its term).
    leads: dict[str, frozenset[str]] = field(default_factory=dict)
    # What kind of question each rule's text answers (intent.rule_intents: "count", "who"...).
    intents: dict[str, frozenset[str]] = field(default_factory=dict)
    # The questions each rule answers (questions.py), analyzed.
    questions: dict[str, tuple[Question, ...]] = field(default_factory=dict)
    # Every name of a summary (title, English name, search terms) as a name key, -> the
    # summaries it names, in rule-number order ("legendrule" -> ("704.5j",)).
    summary_names: dict[str, tuple[str, ...]] = field(default_factory=dict)
    slugs: list[str] = field(default_factory=list)  # by document number
    sections: list[int] = field(default_factory=list)  # by document number
    lengths: dict[str, list[int]] = field(default_factory=dict)  # field -> by document number
    average_lengths: dict[str, float] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)
    identity: int = 0  # inode of the directory it was opened from
    build: str = ""  # this build's id (BUILD_FILE): a rebuild gives a new one
    built_at: datetime | None = None
    _postings: dict[tuple[str, str], tuple[tuple[int, float], ...]] = field(
        default_factory=dict)
    _positions: dict[str, dict[int, tuple[int, ...]]] = field(default_factory=dict)

    # How many documents are rules of the text (the rest are summaries): the N of every IDF,
    # so that summaries leave the rules' term weights as they were.
    rule_count: int = 0

    @property
    def doc_count(self) -> int:
        """How many documents (rules and summaries) the index holds."""
        return len(self.slugs)

    def postings(self, fieldname: str, text: str) -> tuple[tuple[int, float], ...]:
        """(document number, term frequency) of every document with `text` in the field."""
        key = (fieldname, text)
        found = self._postings.get(key)
        if found is not None:
            return found
        # Whoosh readers are not safe to share between threads; reads go one at a time.
        with self.lock:
            reader = self.searcher.reader()
            if (fieldname, text) in reader:
                matcher = reader.postings(fieldname, text)
                items = []
                while matcher.is_active():
                    items.append((matcher.id(), matcher.weight()))
                    matcher.next()
                found = tuple(items)
            else:
                found = ()
            if len(self._postings) < POSTINGS_CACHE:
                self._postings[key] = found
        return found

    def positions(self, text: str) -> dict[int, tuple[int, ...]]:
        """Token positions of `text` in the text field, by document number."""
        found = self._positions.get(text)
        if found is not None:
            return found
        with self.lock:
            reader = self.searcher.reader()
            found = {}
            if ("text", text) in reader:
                matcher = reader.postings("text", text)
                while matcher.is_active():
                    found[matcher.id()] = tuple(matcher.value_as("positions"))
                    matcher.next()
            if len(self._positions) < POSTINGS_CACHE:
                self._positions[text] = found
        return found


_open: dict[str, OpenIndex] = {}
_open_lock = threading.Lock()


class IndexMissing(RuntimeError):
    """The index directory holds no index (run `manage.py build_search_index`)."""


def open_index(directory: Path) -> OpenIndex:
    """The index at `directory`, opened once per process and shared by all threads.

    `build_index()` swaps in a new directory; a server that sees the directory change (one
    stat per call) opens the new index, so a rebuild needs no restart. The stat follows
    symbolic links, so a link switched to another index is seen too.
    """
    # Not Path.resolve(): its lstat of every component cost more than the rest of a search
    # answered from the cache.
    key = os.path.abspath(directory)
    try:
        identity = os.stat(key).st_ino
    except FileNotFoundError:
        raise IndexMissing(f"no search index in {directory}: run `manage.py "
                           "build_search_index`") from None
    opened = _open.get(key)
    if opened is not None and opened.identity == identity:
        return opened
    with _open_lock:
        opened = _open.get(key)
        if opened is None or opened.identity != identity:
            opened = _load(Path(directory))
            opened.identity = identity
            _open[key] = opened
    return opened


def _load(directory: Path) -> OpenIndex:
    if not whoosh_index.exists_in(str(directory), indexname=INDEX_NAME):
        raise IndexMissing(f"no search index in {directory}: run `manage.py build_search_index`")
    ix = whoosh_index.open_dir(str(directory), indexname=INDEX_NAME)
    searcher = ix.searcher()
    rows: dict[str, dict[str, Any]] = {}
    by_number: dict[str, list[str]] = {}
    for docnum, stored in sorted(searcher.reader().iter_docs(), key=lambda d: d[1]["position"]):
        stored = dict(stored)
        stored["docnum"] = docnum
        rows[stored["slug"]] = stored
        by_number.setdefault(stored["number"], []).append(stored["slug"])
    reader = searcher.reader()
    vocabulary: set[str] = set()
    for fieldname in ("title", "text", "examples"):
        vocabulary.update(
            term.decode("utf-8") if isinstance(term, bytes) else term
            for term in reader.lexicon(fieldname)
        )
    build, built_at = _build_of(directory)
    glossary_path = directory / GLOSSARY_FILE
    glossary = (
        Glossary.from_json(json.loads(glossary_path.read_text(encoding="utf-8")))
        if glossary_path.exists() else Glossary()
    )
    # The English words a judge's typo is corrected to: the rules terms the glossary knows,
    # not every English word of the text's lexicon, whose card names turned everyday words
    # into others ("beat" -> "bear"). A word of the text is still never corrected.
    latin = {word for key in glossary.english for word in key}
    # The English the judges' reviewed questions say ("look", "stop", "past"): a word they
    # use is a word, not a typo, and is left as typed (not a correction's target either:
    # "want" would be "wait").
    english_words = {term for fieldname in QUESTION_LEXICONS
                     for term in (t.decode("utf-8") if isinstance(t, bytes) else t
                                  for t in reader.lexicon(fieldname))
                     if term.isascii() and term.isalpha()}
    # A summary's English names are words a judge may mistype too ("indestrutible").
    latin.update(term for term in (t.decode("utf-8") if isinstance(t, bytes) else t
                                   for t in reader.lexicon("aliases"))
                 if term.isascii() and term.isalpha())
    count = reader.doc_count_all()
    slugs = [""] * count
    sections = [0] * count
    for slug, row in rows.items():
        slugs[row["docnum"]] = slug
        sections[row["docnum"]] = int(row["section"])
    lengths = {name: [reader.doc_field_length(n, name, 0) or 0 for n in range(count)]
               for name in SCORED_FIELDS}
    average = {name: (sum(values) / max(1, sum(1 for v in values if v))) or 1.0
               for name, values in lengths.items()}
    # A summary's title is not a heading of the text: it is matched by name (summary_names).
    headings = {slug: heading_terms(row["title"]) for slug, row in rows.items() if row.get("title")}
    definitions = defining_rules(list(rows.values()))
    heading_words = {slug: frozenset(t.text for t in analyze(rows[slug]["title"]))
                     for slug in definitions}
    leads = {slug: frozenset(t.text for t in analyze(row["display_text"][:LEAD]))
             for slug, row in rows.items()}
    intents = {slug: rule_intents(row["display_text"]) for slug, row in rows.items()}
    questions_path = directory / QUESTION_TERMS_FILE
    questions = {slug: tuple(Question.of(terms) for terms in listed) for slug, listed in json.loads(
        questions_path.read_text(encoding="utf-8")).items()} if questions_path.exists() else {}
    heading_vocabulary = frozenset(t for heading in headings.values() for t in heading)
    summary_names: dict[str, list[str]] = {}
    present = {int(row["section"]) for row in rows.values() if row["kind"] == "section"}
    for slug, row in rows.items():  # in document order
        # A summary of a number from another edition's numbering in a section this edition has
        # (117.8) names a rule the text has under its own number (118.8): the text answers.
        if row["kind"] == SUMMARY_KIND and int(row["section"]) not in present:
            names = row.get("aliases", "").splitlines()[1:]  # the terms, not the English name
            for name in [row.get("summary_title", ""), *names]:
                key = name_key(name)
                if key and slug not in summary_names.setdefault(key, []):
                    summary_names[key].append(slug)
    return OpenIndex(
        ix=ix, searcher=searcher, glossary=glossary, rows=rows, by_number=by_number,
        vocabulary=frozenset(vocabulary), latin_words=tuple(sorted(latin)),
        english_words=frozenset(english_words), headings=headings,
        definitions=definitions, heading_words=heading_words,
        heading_vocabulary=heading_vocabulary,
        concept_vocabulary=heading_vocabulary | keyword_vocabulary(),
        leads=leads, intents=intents, questions=questions,
        summary_names={k: tuple(v) for k, v in summary_names.items()},
        slugs=slugs, sections=sections, lengths=lengths, average_lengths=average,
        rule_count=sum(1 for row in rows.values() if row["kind"] != SUMMARY_KIND),
        build=build, built_at=built_at,
    )


def defining_rules(rows: list[dict[str, Any]]) -> dict[str, str]:
    """Per titled row (a section or a rule with a heading), by slug: the rule that defines what
    its heading names, read off the text's layout: the row itself where it has text of its
    own, else its first descendant in document order that has ("스택" 405 has none: 405.1
    "주문이 발동될 때, ... 스택에 놓입니다"; section 4 "구역": 400 "일반" has none either:
    400.1). `rows` in document order; a summary is no rule of the text."""
    definitions: dict[str, str] = {}
    for index, row in enumerate(rows):
        if not row.get("title") or row["kind"] == SUMMARY_KIND:
            continue
        number = row["number"]
        for later in rows[index:]:
            if later is not row and not _descends(later["number"], number):
                break
            if later["display_text"].strip():
                definitions[row["slug"]] = later["slug"]
                break
    return definitions


def _descends(number: str, ancestor: str) -> bool:
    """Whether rule `number` is under `ancestor` ("405.1a" under "405", "400" under "4")."""
    if len(ancestor) == 1:  # a section: its rules are 100-199 for section 1
        return number[:1] == ancestor and number != ancestor
    return number.startswith(ancestor) and len(number) > len(ancestor) and (
        number[len(ancestor)] == "." or number[len(ancestor)].isalpha())


def heading_terms(title: str) -> frozenset[str]:
    """The terms of a heading, for a query that says them all (query._rank()'s heading
    bonus): its syllable pairs, first syllables and English words, not its whole words (a
    query may space them otherwise)."""
    return frozenset(t.text for t in analyze(title) if len(t.text) <= 2 or t.text.isascii())


class Question(NamedTuple):
    """One question a rule answers, analyzed: its terms, and its words (the terms but the
    first syllables of verbs), which a query must say for the question to be the query's."""

    terms: frozenset[str]
    words: frozenset[str]

    @classmethod
    def of(cls, terms: Iterable[str]) -> Question:
        terms = frozenset(terms)
        return cls(terms, frozenset(t for t in terms if not t.endswith(PREFIX_MARK)))


def _questions_read_as_queries(directory: Path, records: list[RuleRecord],
                               summaries: list[SummaryRecord]
                               ) -> dict[str, tuple[frozenset[str], ...]]:
    """Each rule's questions read as a query is, by slug: the terms expand_query() searches
    for (query.query_terms(), over the index just written in `directory`), question words
    dropped, the shipped text's words put for others', typos corrected and synonyms added as
    for a query, so a question and a query are compared term for term (issue 29)."""
    from .query import query_terms

    opened = _load(directory)
    try:
        analyzed = {record.slug: tuple(query_terms(q, opened) for q in record.questions)
                    for record in records}
        analyzed.update((summary.number, tuple(query_terms(q, opened) for q in summary.questions))
                        for summary in summaries)
    finally:
        opened.searcher.close()
        opened.ix.close()
    return analyzed


def _build_of(directory: Path) -> tuple[str, datetime]:
    """The index's build id and time; for an index built before BUILD_FILE existed, the
    directory's inode and modification time stand for them (a rebuild changes both)."""
    try:
        stamp = json.loads((directory / BUILD_FILE).read_text(encoding="utf-8"))
        return str(stamp["build"]), datetime.fromisoformat(stamp["built_at"])
    except (OSError, ValueError, KeyError, TypeError):
        status = os.stat(directory)
        built_at = datetime.fromtimestamp(int(status.st_mtime), UTC)
        return f"{status.st_ino}-{status.st_mtime_ns}", built_at


_NOT_NAME = re.compile(r"[^0-9a-z가-힣]+")


def name_key(text: str) -> str:
    """A name as a judge may type it, reduced to letters and digits: "Legend rule",
    "legend-rule" and "전설규칙" / "전설 규칙" meet."""
    return _NOT_NAME.sub("", normalize(text))


def reset() -> None:
    """Forget opened indexes (after a rebuild in this process)."""
    with _open_lock:
        for opened in _open.values():
            opened.searcher.close()
            opened.ix.close()
        _open.clear()
