"""Question understanding (rulings/search/intent.py): what a question asks for, what a rule
answers, the words that only make a question, and the switches."""
from __future__ import annotations

from pathlib import Path

import pytest

from rulings.search.index import open_index
from rulings.search.intent import (
    ALL_SIGNALS,
    CONSEQUENCE,
    COUNT,
    DEFINITION,
    PERMISSION,
    WHEN,
    WHERE,
    WHO,
    Signals,
    detect,
    question_phrases,
    rule_intents,
    strip_question,
)
from rulings.search.query import expand_query


@pytest.mark.parametrize(("query", "intents"), [
    ("우선권은 누가 먼저 받나요", {WHO}),
    ("격발 능력의 조종자는 누구인가요", {WHO}),
    ("who gets priority", {WHO}),
    ("지속 효과는 언제 끝나나요", {WHEN}),
    ("when does mana empty", {WHEN}),
    ("희생한 카드는 어디로 가", {WHERE}),
    ("where does a countered spell go", {WHERE}),
    ("시작 손은 몇 장", {COUNT}),
    ("생명점은 얼마로 시작하나요", {COUNT}),
    ("how many cards in a starting hand", {COUNT}),
    ("항복하면 어떻게 돼", {CONSEQUENCE}),
    ("what happens if a player concedes", {CONSEQUENCE}),
    ("방어 후에 공격해도 돼?", {PERMISSION}),
    ("대체 비용을 두 개 같이 쓸 수 있나요", {PERMISSION}),
    ("can i respond to a mana ability", {PERMISSION}),
    ("종속의 뜻", {DEFINITION}),
    ("what does sacrifice mean", {DEFINITION}),
    ("대체 효과란", {DEFINITION}),
    ("대체 효과", set()),
    ("613.7", set()),
])
def test_detect_reads_what_a_question_asks_for(query: str, intents: set[str]) -> None:
    """The intents of a question are read off its question words."""
    assert detect(query) == intents


@pytest.mark.parametrize(("text", "intent", "answers"), [
    ("시작 손은 7장입니다.", COUNT, True),
    ("규칙 613.7에 따라", COUNT, False),
    ("그 플레이어가 선택합니다.", WHO, True),
    ("정화단에 버립니다.", WHEN, True),
    ("희생된 모든 개체들은 소유자의 무덤 제일 위에 놓입니다.", WHERE, True),
    ("무덤은 비어있는 채로 시작합니다.", WHERE, False),
    ("생명점이 0이 되면 그 플레이어는 게임에서 패배합니다.", CONSEQUENCE, True),
    ("그 주문은 발동할 수 없습니다.", PERMISSION, True),
    ("그것을 종속되어 있다고 합니다.", DEFINITION, True),
    ("마나는 색을 가집니다.", PERMISSION, False),
])
def test_rule_intents_read_what_a_rule_answers(text: str, intent: str, answers: bool) -> None:
    """A rule's text answers a kind of question when it says that kind of thing."""
    assert (intent in rule_intents(text)) is answers


@pytest.mark.parametrize(("query", "left"), [
    ("대체 비용을 두 개 같이 쓸 수 있나요", "대체 비용을 두 개 같이 쓸"),
    ("항복하면 어떻게 돼", "항복하면"),
    ("what happens if a player concedes", "a player concedes"),
    ("방어 후에 공격해도 돼?", "방어 후에 공격"),
    ("희생한 카드는 어디로 가", "희생한 카드는"),
    ("when does damage wear off", "damage wear off"),
    ("what does sacrifice mean", "sacrifice"),
    ("do I get my mana back if it is countered", "mana back if countered"),
])
def test_question_words_are_stripped(query: str, left: str) -> None:
    """The words that only make a question are not searched for."""
    assert strip_question(query) == left


def test_without_the_strip_signal_the_phrases_stay() -> None:
    """The strip signal off keeps the phrases intent.py knows ("수 있나요")."""
    assert "수" in strip_question("쓸 수 있나요", more=False).split()
    assert question_phrases("쓸 수 있나요").split() == ["쓸"]


def test_signals_only_switches_on_the_named() -> None:
    """Signals.only() names what is on; every other signal is off."""
    signals = Signals.only("who", "thesaurus")

    assert signals.intents() == {WHO}
    assert signals.thesaurus and not signals.strip
    assert ALL_SIGNALS.intents() == {WHO, WHEN, WHERE, COUNT, CONSEQUENCE, PERMISSION,
                                     DEFINITION}


def test_an_unknown_signal_is_refused_by_name() -> None:
    """Signals.only() with an unknown name raises ValueError naming it."""
    with pytest.raises(ValueError, match="unknown signal loudness"):
        Signals.only("loudness")


@pytest.mark.django_db
def test_intents_follow_the_signals(search_index: Path) -> None:
    """A query's intents are those detected whose signal is on."""
    opened = open_index(search_index)

    assert expand_query("시작 손은 몇 장", opened).intents == {COUNT}
    assert expand_query("시작 손은 몇 장", opened, Signals.only("who")).intents == frozenset()


@pytest.mark.django_db
def test_the_index_knows_what_each_rule_answers(search_index: Path) -> None:
    """The opened index holds each rule's intents, as rule_intents() reads its text."""
    opened = open_index(search_index)
    slug = opened.by_number["402.2"][0]

    assert opened.intents[slug] == rule_intents(opened.rows[slug]["display_text"])
    assert COUNT in opened.intents[slug]
