"""The questions each rule answers (rulings/data/questions.tsv, rulings/search/questions.py):
read with errors that name the line, every number a rule or a summary, every rule given some,
each rule found by its own questions, and the ranking's use of them."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from rulings.models import unknown_rules
from rulings.search import questions as questions_module
from rulings.search.index import open_index
from rulings.search.intent import Signals
from rulings.search.query import query_terms, search
from rulings.search.questions import (
    QUESTIONS_FILE,
    QuestionsError,
    load_questions,
    parse_questions,
)

QUESTIONS = load_questions()
# Sections, so the check of every rule's questions runs in parallel workers.
SECTIONS = sorted({number[0] for number in QUESTIONS})
# Rules their own questions do not find in the first ten, each with the reason.
NOT_FOUND_BY_ITS_QUESTIONS = {
    # "방어자" is the Defender keyword and also the text's word for a blocking creature
    # (509): Korean questions about the keyword find the blocking rules. The summary is found
    # by its names ("방어자", "defender": _named_summaries) and its own subrule 702.3b.
    "702.3",
}


@pytest.mark.parametrize(("text", "message"), [
    ("613.3b", "expected 2 tab-separated cells"),
    ("613.3b\ta\tb", "expected 2 tab-separated cells"),
    ("rule 613\t레이어가 뭐예요", "'rule 613' is not a rule number"),
    ("613.3b\t  ", "the question of 613.3b is empty"),
    ("613.3b\t" + "가" * 201, "201 characters, at most 200"),
    ("613.3b\t레이어 순서\n613.3b\t레이어  순서", "the same question for 613.3b as line 1"),
])
def test_a_bad_line_is_refused_naming_it(text: str, message: str) -> None:
    """Each defect names the file and line (the last line of the text)."""
    line = len(text.splitlines())

    with pytest.raises(QuestionsError,
                       match=re.escape(f"questions.tsv:{line}: ") + ".*" + re.escape(message)):
        parse_questions(text)


def test_comments_and_blank_lines_are_skipped_and_order_is_kept() -> None:
    parsed = parse_questions("# a comment\n\n6\t주문이 뭐예요\n613\tlayers\n6\t발동 절차\n")

    assert parsed == {"6": ("주문이 뭐예요", "발동 절차"), "613": ("layers",)}


def test_an_absent_file_has_no_questions(tmp_path: Path) -> None:
    assert load_questions(tmp_path / "none.tsv") == {}


@pytest.mark.django_db
def test_every_rule_and_summary_has_questions_and_every_number_exists() -> None:
    """The file covers the whole text and every summary, and names nothing else."""
    from rulings.models import Rule, RuleSummary

    known = set(Rule.objects.values_list("number", flat=True))
    known |= set(RuleSummary.objects.values_list("number", flat=True))

    assert unknown_rules(QUESTIONS) == []
    assert sorted(known - set(QUESTIONS)) == []
    assert sum(map(len, QUESTIONS.values())) >= 3 * len(known)


@pytest.mark.django_db
@pytest.mark.parametrize("section", SECTIONS)
def test_each_rule_is_found_by_its_own_questions(section: str, search_index: Path) -> None:
    """Each rule is in the first ten for at least one of its questions: a question the search
    reads as another rule's is a question attached to the wrong rule, or one too vague."""
    lost = []
    for number, listed in QUESTIONS.items():
        if number[0] != section or number in NOT_FOUND_BY_ITS_QUESTIONS:
            continue
        if not any(number in [r.number for r in search(question).results]
                   for question in listed):
            lost.append(number)

    assert lost == []


@pytest.mark.django_db
def test_the_index_keeps_each_questions_terms(search_index_dir: Path) -> None:
    """A rule's questions are kept with the index, one set of terms a question, read as a
    query is (the terms expand_query() searches for)."""
    opened = open_index(search_index_dir)
    slug = opened.by_number["104.3a"][0]

    questions = opened.questions[slug]

    assert len(questions) == len(QUESTIONS["104.3a"])
    assert tuple(q.terms for q in questions) == tuple(
        query_terms(question, opened) for question in QUESTIONS["104.3a"])
    assert any("항복" in question.words for question in questions)
    assert all(not word.endswith("~") for question in questions for word in question.words)


@pytest.mark.django_db
def test_a_question_in_table_talk_is_kept_with_the_texts_word(search_index_dir: Path) -> None:
    """A question is read as a query is (issue 29): "트리거" (table talk) is kept with 격발, the
    text's word, as a query saying 트리거 searches for it too."""
    opened = open_index(search_index_dir)
    slug = opened.by_number["111.7"][0]
    asked = [q for q, question in zip(opened.questions[slug], QUESTIONS["111.7"], strict=True)
             if "트리거" in question]

    assert asked
    assert all("격발" in question.terms for question in asked)


@pytest.mark.django_db
@pytest.mark.parametrize(("query", "number"), [
    # 502.4: no player gets priority in the untap step, so no spell, not even an instant,
    # is cast then. The text says 우선권을 받지 않습니다 and never names the instant
    # (순간마법) nor casting; its questions do.
    ("언탭단에 순간마법 써도 돼요?", "502.4"),
    # 602.5a: a creature's {T} ability needs the creature under its controller's control
    # since the turn began. A judge asks about a creature "taken" this turn (뺏어온); the
    # text says 조종하에 ... 있지 않았다면.
    ("뺏어온 생물로 탭 능력 써도 돼요", "602.5a"),
])
def test_questions_put_the_rule_that_answers_first(query: str, number: str,
                                                   search_index: Path) -> None:
    """With the questions the answer is first; without them (the signal off) it is not."""
    with_questions = [r.number for r in search(query).results]
    without = [r.number for r in search(query, signals=Signals(questions=False)).results]

    assert with_questions[0] == number
    assert without[:1] != [number]


@pytest.mark.django_db
def test_the_build_command_refuses_a_bad_questions_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, settings: Any) -> None:
    """A defect in the file stops the build with its line; a number that is neither a rule
    nor a summary stops it naming the number. The index in place is left as it was."""
    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    bad = tmp_path / "questions.tsv"
    monkeypatch.setattr(questions_module, "QUESTIONS_FILE", bad)

    bad.write_text("104.3a\t항복하면\n104.3a\n", encoding="utf-8")
    with pytest.raises(CommandError, match=re.escape("questions.tsv:2: expected 2")):
        call_command("build_search_index", verbosity=0)

    bad.write_text("104.3a\t항복하면\n999.9\t없는 규칙\n", encoding="utf-8")
    with pytest.raises(CommandError, match=re.escape("questions for 999.9, neither a rule")):
        call_command("build_search_index", verbosity=0)

    assert not (tmp_path / "index").exists()


def test_the_shipped_file_is_the_default() -> None:
    assert QUESTIONS_FILE.name == "questions.tsv" and QUESTIONS_FILE.exists()
    assert load_questions() is load_questions(QUESTIONS_FILE)
