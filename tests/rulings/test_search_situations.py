"""Search reads a situation (issue 29, round 6): a story naming a keyword reaches the keyword's
subrule that states the interaction (702.9b, 702.20b), and a story's verbs are said the rules'
way ("맞았는데" -> 피해: situations.STORY_WORDS, checked against the indexed questions)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from rulings.models import Rule, RuleSummary
from rulings.search import situations
from rulings.search.index import open_index
from rulings.search.intent import ALL_SIGNALS, Signals
from rulings.search.query import expand_query, search

QUESTIONS_FILE = Path(situations.__file__).resolve().parent.parent / "data" / "questions.tsv"


def _numbers(query: str, index_dir: Path, signals: Signals = ALL_SIGNALS) -> list[str]:
    return [r.number for r in search(query, index_dir=index_dir, signals=signals).results]


def test_a_keyword_story_puts_the_subrule_above_the_keywords_statement():
    """Given a keyword's statement summary above its subrule, a story puts the subrule first."""

    rows = {"a": {"number": "702.20", "kind": "summary"},
            "b": {"number": "702.20b", "kind": "summary"},
            "c": {"number": "508.1f", "kind": "rule"}}
    ranked = [(9.0, "c"), (5.0, "a"), (2.0, "b")]
    placing = {"702.20": 0.8, "702.20b": 0.6, "508.1f": 0.7}

    moved = dict((slug, score) for score, slug in situations.interaction_first(
        rows, ranked, placing, "summary"))

    # 702.20b states what vigilance does (CR 702.20b): it takes its statement's place, just
    # above it, and is placed as saying as much of the query; the text's rule is untouched.
    assert moved["b"] > moved["a"] == 5.0
    assert moved["c"] == 9.0
    assert placing["702.20b"] == 0.8


def test_a_story_naming_the_keyword_puts_its_subrule_above_the_texts_rules():
    """Given the story names the keyword (its summary's title terms), its subrule leads all."""

    rows = {"a": {"number": "702.9", "kind": "summary"},
            "b": {"number": "702.9b", "kind": "summary"},
            "c": {"number": "509.1b", "kind": "rule"}}
    ranked = [(9.0, "c"), (5.0, "a"), (2.0, "b")]
    placing = {"702.9": 0.8, "702.9b": 0.6, "509.1b": 0.7}
    name = situations.keyword_names()["702.9"]

    moved = dict((slug, score) for score, slug in situations.interaction_first(
        rows, ranked, placing, "summary", name | {"방어"}, named=True))

    # 702.9b: a creature with flying can be blocked only by flying or reach (CR 702.9b).
    assert moved["b"] > moved["c"]
    assert placing["702.9b"] == 1.0


def test_a_rule_that_is_no_keywords_statement_moves_nothing():
    """Given 704.5 and 704.5g as summaries, nothing moves: 704 states no keyword."""

    rows = {"a": {"number": "704.5", "kind": "summary"},
            "b": {"number": "704.5g", "kind": "summary"}}
    ranked = [(5.0, "a"), (2.0, "b")]

    assert situations.interaction_first(rows, ranked, {}, "summary") == ranked


def test_a_story_word_gains_the_rules_word():
    """"맞았는데" is read as 피해 too, "빼앗아" not twice, "막았어" not at all by this table."""

    assert situations.story_wordings("맞았는데") == ["피해"]
    assert situations.story_wordings("날아다녀서") == ["비행"]
    assert situations.story_wordings("막았어") == []


@pytest.mark.django_db
def test_each_story_word_is_said_by_the_rules_of_the_questions_that_say_it():
    """Where three or more indexed questions say a story's stem, most of their rules say the
    rules' word: the table was checked against the judges' own questions."""

    texts = {rule.number: f"{rule.title} {rule.text}" for rule in Rule.objects.all()}
    for summary in RuleSummary.objects.all():
        texts.setdefault(summary.number, f"{summary.title_ko} {summary.summary_ko}")
    questions = [line.split("\t", 1) for line in QUESTIONS_FILE.read_text(
        encoding="utf-8").splitlines() if line[:1].isdigit()]
    for stem, word in situations.STORY_WORDS.items():
        numbers = [number for number, question in questions
                   if any(w.startswith(stem) for w in question.split())]
        if len(numbers) < 3:
            continue
        said = [number for number in numbers if word in texts.get(number, "")]
        assert 2 * len(said) >= len(numbers), (stem, word, len(said), len(numbers))


@pytest.mark.django_db
def test_a_story_verb_is_searched_for_the_rules_way_too(search_index_dir):
    """"맞았는데" in a story searches for 피해 (damage) too; without the signal it does not."""

    opened = open_index(search_index_dir)
    query = "흑색으로부터 보호 생물이 흑색 생물한테 맞았는데"

    told = expand_query(query, opened).weights()
    plain = expand_query(query, opened, replace(Signals(), story=False)).weights()

    assert "피해" in told
    assert "피해" not in plain


@pytest.mark.django_db
def test_vigilance_story_reaches_the_subrule_that_says_it(search_index_dir):
    """A story of vigilance reaches 702.20b first (CR 702.20b: attacking doesn't tap it)."""

    numbers = _numbers("경계 있는 생물로 공격했는데 탭을 안 해도 된다고?", search_index_dir)

    assert numbers[0] == "702.20b"


@pytest.mark.django_db
def test_flying_told_in_everyday_words_reaches_702_9b(search_index_dir):
    """"날아다녀서 ... 못 막아" is flying's blocking restriction (CR 702.9b), first."""

    numbers = _numbers("상대 생물이 날아다녀서 내 땅 생물로는 못 막아", search_index_dir)

    assert numbers[0] == "702.9b"


@pytest.mark.django_db
def test_a_short_term_still_gets_the_keywords_statement(search_index_dir):
    """"경계" asks what vigilance is: its statement (702.20), not a subrule, comes first."""

    numbers = _numbers("경계", search_index_dir)

    assert numbers[0] == "702.20"


@pytest.mark.django_db
def test_without_the_signals_the_statement_leads_the_story(search_index_dir):
    """With interaction and named off, the vigilance story gets the statement above 702.20b."""

    off = replace(Signals(), interaction=False, named=False)
    numbers = _numbers("경계 있는 생물로 공격했는데 탭을 안 해도 된다고?", search_index_dir, off)

    assert numbers.index("702.20") < numbers.index("702.20b")


@pytest.mark.django_db
def test_story_verbs_of_leaving_combat_and_entering_are_said_the_rules_way(search_index_dir):
    """"전투에서 빠지는" searches for 제거 (CR 506.4: removed from combat) and "들어온다는데"
    for 전장 (the battlefield a permanent enters), as the judges' questions say them."""

    opened = open_index(search_index_dir)

    removed = expand_query("공격 선언한 다음에 생물을 언탭했는데 전투에서 빠지는 거야?",
                           opened).weights()
    entered = expand_query("0/0 생물이 카운터를 가지고 들어온다는데", opened).weights()

    assert "제거" in removed
    assert "전장" in entered
