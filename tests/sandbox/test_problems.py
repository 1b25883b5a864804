"""Problems as the sandbox shows them: a readable location and a message in the page's
language, the raw path kept beside them."""
from __future__ import annotations

import pytest
from django.utils import translation

from rulings.sandbox import problems
from rulings.sandbox.adapter import Problem


@pytest.mark.parametrize(("path", "korean", "english"), [
    ("objects[1].power", "2번째 개체의 공격력", "Power of object 2"),
    ("objects[0].counters.+1/+1", "1번째 개체의 카운터", "Counters of object 1"),
    ("objects[2].abilities[0].modifications[1].op", "3번째 개체의 능력", "Abilities of object 3"),
    ("objects[3]", "4번째 개체", "object 4"),
    ("players[0].life", "1번째 플레이어의 생명점", "Life of player 1"),
    ("effects[0].card", "1번째 해결된 효과의 주문 또는 능력",
     "Spell or ability of resolved effect 1"),
    ("events[1].amount", "2번째 사건의 양", "Amount of event 2"),
    ("choices[0].choose", "1번째 선택의 선택한 것", "Chooses of choice 1"),
    ("cards[0].name", "1번째 직접 만든 카드의 이름", "Name of custom card 1"),
    ("title", "제목", "Title"),
    ("ruling.answer", "판정의 답", "Answer of ruling"),
    ("", "", ""),
    ("objects[0].no_such_field", "objects[0].no_such_field", "objects[0].no_such_field"),
])
def test_a_path_reads_as_words(path, korean, english):
    """A field path becomes the field's label and its row's ordinal, in the page's language;
    a path the sandbox can't name stays as it is."""
    with translation.override("ko"):
        assert problems.location(path) == korean
    with translation.override("en"):
        assert problems.location(path) == english


@pytest.mark.parametrize(("english", "korean"), [
    ("expected an integer", "정수를 적어야 합니다"),
    ("expected an integer, got “two”", "정수를 적어야 합니다. 입력한 값: “two”"),
    ("unknown card 'Humility2'", "“Humility2”(이)라는 카드가 없습니다"),
    ("unknown field", "시나리오 형식에 없는 필드입니다"),
    ("unknown player 'Z'", "ID가 “Z”인 플레이어가 없습니다"),
    ("duplicate id 'a' (already used at objects[0])",
     "ID “a”은(는) 이미 쓰였습니다 (objects[0])"),
    ("at most 200 (got 201)", "최대 200개까지입니다 (지금 201개)"),
    ("expected “name: value” pairs like “+1/+1: 2”, got “banana”",
     "“+1/+1: 2”처럼 “이름: 수” 쌍으로 적어야 합니다. 입력한 값: “banana”"),
    ("invalid JSON: Expecting ',' delimiter: line 1 column 240 (char 239)",
     "JSON의 1번째 줄 240번째 글자에 문법 오류가 있습니다 (Expecting ',' delimiter)"),
])
def test_common_messages_are_said_in_korean(english, korean):
    """The engine's and the form's common phrases read in Korean."""
    with translation.override("ko"):
        assert problems.message(english) == korean


def test_an_unknown_message_keeps_the_engines_words():
    """A phrase the table does not know is shown as the engine wrote it, never hidden."""
    text = "a mana ability can't be a replacement effect (605.1a)"

    with translation.override("ko"):
        assert problems.message(text) == text


@pytest.mark.django_db
def test_an_unknown_card_comes_with_the_nearest_names():
    """A card name with a typo gets the cards whose names are closest."""
    with translation.override("ko"):
        view = problems.view(Problem("objects[0].card", "unknown card 'Grizly Bears'"))

    assert view.unknown_card == "Grizly Bears"
    assert [card.name for card in view.suggestions][:1] == ["Grizzly Bears"]
    assert view.path == "objects[0].card"
    assert str(view) == "1번째 개체의 카드: “Grizly Bears”(이)라는 카드가 없습니다"
