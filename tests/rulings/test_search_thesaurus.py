"""The judges' thesaurus (rulings/data/thesaurus.tsv): every entry reviewed against the text,
reachable by a query, both ways where it says so, and the reviewed examples ranked first."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulings.search import glossary as glossary_module
from rulings.search.analysis import normalize, strip_ending
from rulings.search.index import open_index
from rulings.search.query import expand_query, search
from rulings.search.thesaurus import (
    ThesaurusEntry,
    ThesaurusError,
    curated_terms,
    load_thesaurus,
    parse_thesaurus,
    phrase_key,
    table_talk,
)

ENTRIES = load_thesaurus()
KOREAN = [entry for entry in ENTRIES if entry.kind == "ko"]


def _label(entry: ThesaurusEntry) -> str:
    return f"{entry.line}:{entry.said}{'=' if entry.both_ways else '>'}{entry.rules}"


@pytest.fixture(scope="module")
def corpus(django_db_setup: object, django_db_blocker: object) -> str:
    """Every rule's title, text and examples and every summary's, spaces removed."""
    from rulings.models import Rule, RuleSummary

    with django_db_blocker.unblock():  # type: ignore[attr-defined]
        texts = [f"{r.title} {r.text} {' '.join(r.examples or [])}" for r in Rule.objects.all()]
        texts += [f"{s.title_ko} {s.summary_ko} {' '.join(s.terms)}"
                  for s in RuleSummary.objects.all()]
    return "\n".join(re.sub(r"\s+", "", normalize(text)) for text in texts)


@pytest.mark.parametrize("entry", ENTRIES, ids=_label)
def test_the_rules_words_are_the_texts(entry: ThesaurusEntry, corpus: str) -> None:
    """The rules side of every entry is written in the rules text or the summaries (each word,
    its particle or ending aside)."""
    words = normalize(entry.rules).split()

    missing = [word for word in words if word not in corpus and strip_ending(word) not in corpus]

    assert missing == []


@pytest.mark.parametrize("entry", ENTRIES, ids=_label)
def test_no_entry_maps_a_word_onto_itself(entry: ThesaurusEntry) -> None:
    """What was said and the rules' wording differ, spaces and particles aside too."""
    assert normalize(entry.said) != normalize(entry.rules)
    assert entry.kind == "en" or phrase_key(entry.said) != phrase_key(entry.rules)


def test_each_pair_is_written_once() -> None:
    """No (kind, said, rules) entry is repeated."""
    keys = [(entry.kind, normalize(entry.said), normalize(entry.rules)) for entry in ENTRIES]

    assert len(keys) == len(set(keys))


def test_the_glossary_reads_its_curated_terms_and_table_talk_from_the_thesaurus() -> None:
    """One place for the vocabulary: glossary.CURATED and SLANG are the file's en and talk
    entries."""
    assert curated_terms() == glossary_module.CURATED
    assert table_talk() == glossary_module.SLANG
    assert "concede" in glossary_module.CURATED and "트리거" in glossary_module.SLANG


@pytest.mark.parametrize(("line", "problem"), [
    ("ko\t항복\t=", "4 or 5"),
    ("xx\t항복\t=\t패배를 인정", "kind"),
    ("ko\t항복\t~\t패배를 인정", "dir"),
    ("en\t항복\t=\t패배를 인정", "English"),
    ("talk\t트리거\t=\t격발", "one way"),
    ("ko\t무덤\t>\t무덤", "onto itself"),
    ("ko\t\t>\t무덤", "must both"),
])
def test_a_bad_line_is_refused_naming_it(line: str, problem: str) -> None:
    """A line that cannot be read raises ThesaurusError naming the file's line and the
    problem."""
    with pytest.raises(ThesaurusError, match=rf"t:2: .*{problem}"):
        parse_thesaurus(f"# comment\n{line}\n", "t")


@pytest.mark.django_db
@pytest.mark.parametrize("entry", KOREAN, ids=_label)
def test_what_was_said_finds_the_rules_words(entry: ThesaurusEntry, search_index: Path) -> None:
    """Asking in the words of an entry searches the rules' wording too."""
    opened = open_index(search_index)
    rules_terms = {t for t in _pairs(entry.rules)}

    parsed = expand_query(entry.said, opened)

    searched = {term for concept in parsed.concepts for alternative in concept.alternatives
                for term, _weight in alternative} | set(parsed.bonus)
    assert rules_terms <= searched


@pytest.mark.django_db
@pytest.mark.parametrize("entry", [e for e in KOREAN if e.both_ways], ids=_label)
def test_a_both_ways_entry_works_backwards(entry: ThesaurusEntry, search_index: Path) -> None:
    """Asking in the rules' words of a both-ways entry searches what was said too."""
    opened = open_index(search_index)

    parsed = expand_query(entry.rules, opened)

    searched = {term for concept in parsed.concepts for alternative in concept.alternatives
                for term, _weight in alternative} | set(parsed.bonus)
    assert set(_pairs(entry.said)) <= searched


@pytest.mark.django_db
@pytest.mark.parametrize(("said", "rules"), [("희생", "무덤"), ("덱", "서고"), ("시전", "발동")])
def test_a_one_way_entry_does_not_work_backwards(said: str, rules: str,
                                                 search_index: Path) -> None:
    """Asking in the rules' words of a one-way entry ("무덤") does not search what was said
    ("희생"), while what was said finds the rules' words."""
    opened = open_index(search_index)
    assert any(e.said == said and e.rules == rules and not e.both_ways for e in KOREAN)

    backwards = expand_query(rules, opened)
    forwards = expand_query(said, opened)

    assert said not in {term for concept in backwards.concepts
                        for alternative in concept.alternatives for term, _ in alternative}
    assert rules in {term for concept in forwards.concepts
                     for alternative in concept.alternatives for term, _ in alternative}


def test_english_entries_work_both_ways() -> None:
    """An English entry finds the Korean, and the Korean finds the English."""
    built = glossary_module.build_glossary(
        glossary_module.GlossaryEntry(english, korean, "curated")
        for english, koreans in curated_terms().items() for korean in koreans)

    assert built.match_english(list(glossary_module.english_key("concede")))[0][1] == [
        "패배를 인정"]
    assert "concede" in built.expand_korean("패배 인정하면")


def _pairs(text: str) -> list[str]:
    """The syllable pairs of a wording (what a thesaurus alternative searches for)."""
    from rulings.search.analysis import PREFIX_MARK, analyze

    return [t.text for t in analyze(text) if not t.text.endswith(PREFIX_MARK)
            and len(t.text) <= 2]


# The issue's misses (15) and the summaries' names (16), reviewed: the right rule first.
# "드로우단 첫 카드 뽑기" is not here: 504 comes second, after 103.7c ("첫 턴 뽑기단").
REVIEWED = [
    ("항복하면 어떻게 돼", ("104.3a",)),
    ("희생한 카드는 어디로 가", ("404.1",)),
    ("카드에 써 있는 당신은 누구", ("109.5",)),
    # 402.2 says it as well: "정화단에 최대 손 크기보다 많이 들고 있을 경우 ... 버려야".
    ("턴 끝날 때 손에 카드 8장이면", ("514.1", "402.2")),
    ("의존한다는 기준", ("613.7", "613.7a")),
    ("전설 규칙", ("704.5j",)),
    ("what is the legend rule", ("704.5j",)),
    ("상태 참조 행동", ("704",)),
    ("파괴불능", ("702.12",)),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("query", "expected"), REVIEWED)
def test_reviewed_questions_rank_the_right_rule_first(query: str, expected: tuple[str, ...],
                                                      search_index: Path) -> None:
    """A reviewed question puts its rule first."""
    results = search(query, limit=5).results

    assert results and results[0].number in expected
