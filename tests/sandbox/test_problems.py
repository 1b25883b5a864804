"""Problems as the sandbox shows them: a readable location and a message in the page's
language, the raw path kept beside them."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from django.utils import translation

from rulings.sandbox import limits, problems
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


def test_an_unknown_message_is_introduced_in_korean_with_the_engines_words():
    """A phrase the table does not know is said to be the engine's, its words kept whole."""
    text = "a mana ability can't be a replacement effect (605.1a)"

    with translation.override("ko"):
        assert problems.message(text) == f"엔진이 영어로 알린 문제입니다: {text}"


def test_an_unknown_message_reads_as_written_in_english():
    """In the English interface a phrase the table does not know is shown as it is."""
    text = "a mana ability can't be a replacement effect (605.1a)"

    with translation.override("en"):
        assert problems.message(text) == text


ENGINE = Path(__file__).resolve().parents[2] / "engine"
HANGUL = re.compile("[\uac00-\ud7a3]")


# The format's choices are told the value as its repr (`shown`) and, for `_unknown`, what the
# tag names (`what`, "op" where it is used).
NAMED_SAMPLES = {"shown": "'1'", "what": "op"}


def _value(part: ast.FormattedValue) -> str:
    if isinstance(part.value, ast.Name) and part.value.id in NAMED_SAMPLES:
        return NAMED_SAMPLES[part.value.id]
    return "'1'" if part.conversion == ord("r") else "1"


def _sample(node: ast.expr) -> str | None:
    """A message as the code would write it, each value in it replaced by 1 ('1' for !r)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = [part for part in node.values
                 if isinstance(part, ast.Constant | ast.FormattedValue)]
        return "".join(part.value if isinstance(part, ast.Constant) else _value(part)
                       for part in parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _sample(node.left), _sample(node.right)
        return None if left is None or right is None else left + right
    if isinstance(node, ast.Lambda):
        return _sample(node.body)
    return None


def _engine_phrases() -> list[tuple[str, str]]:
    """(where, message) for every message the engine's ScenarioError can carry: the literal
    and f-string messages raised under engine/, the format's choices and phrases
    (engine/format/), and validate.py's phrasing of pydantic's errors."""
    phrases: list[tuple[str, str]] = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text())
        where = str(path.relative_to(ENGINE.parent))
        for node in ast.walk(tree):
            texts: list[ast.expr] = []
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ScenarioError":
                texts = node.args[1:2]
            elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Choice":
                texts = [*node.args[1:], *(keyword.value for keyword in node.keywords)]
            elif path.parent.name == "format" and isinstance(node, ast.Return | ast.Lambda):
                value = node.value if isinstance(node, ast.Return) else node.body
                texts = value.elts[1:2] if isinstance(value, ast.Tuple) else [value]
            elif where == "engine/format/scenario.py" and isinstance(node, ast.Dict):
                texts = [value for value in node.values if value is not None]
            for text in texts:
                sample = _sample(text)
                if sample and (path.parent.name != "format" or isinstance(node, ast.Call)
                               or sample.startswith(("expected", "unknown", "required"))):
                    phrases.append((f"{where}:{node.lineno}", sample))
    return phrases


def _sandbox_phrases() -> list[tuple[str, str]]:
    """(where, message) for every literal or f-string English message the sandbox's own
    code gives a Problem (the editor's reading of the form, the views)."""
    phrases: list[tuple[str, str]] = []
    for path in sorted((ENGINE.parent / "rulings" / "sandbox").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Problem":
                sample = _sample(node.args[1]) if len(node.args) > 1 else None
                if sample:
                    phrases.append((f"rulings/sandbox/{path.name}:{node.lineno}", sample))
    return phrases


def test_the_engines_phrases_are_found():
    """The collector finds the engine's phrases (not an empty list that passes by itself)."""
    found = {message for _, message in _engine_phrases()}

    assert len(found) > 80
    assert "at most 1 cards can be drawn in one event" in found
    assert "unknown value '1' (expected one of 1)" in found
    assert "expected an integer of at least 1" in found
    assert "expected the ability kind (a string)" in found


@pytest.mark.parametrize(("where", "english"), [
    *_engine_phrases(),
    *_sandbox_phrases(),
    ("rulings/sandbox/limits.py", limits.count_problem({"objects": [{}] * 201})[1]),
    ("rulings/sandbox/limits.py", limits.time_problem(3.0)),
    ("rulings/sandbox/limits.py", limits.time_problem(0.5)),
])
def test_every_message_a_judge_can_meet_is_korean(where, english):
    """Every message of the engine, the sandbox, the limits and the time limit has a Korean
    phrase."""
    with translation.override("ko"):
        korean = problems.translate(english)

    assert korean is not None, f"{where}: no phrase in problems.py matches {english!r}"
    assert HANGUL.search(korean), f"{where}: {english!r} has no Korean translation"


@pytest.mark.django_db
def test_an_unknown_card_comes_with_the_nearest_names():
    """A card name with a typo gets the cards whose names are closest."""
    with translation.override("ko"):
        view = problems.view(Problem("objects[0].card", "unknown card 'Grizly Bears'"))

    assert view.unknown_card == "Grizly Bears"
    assert [card.name for card in view.suggestions][:1] == ["Grizzly Bears"]
    assert view.path == "objects[0].card"
    assert str(view) == "1번째 개체의 카드: “Grizly Bears”(이)라는 카드가 없습니다"


def _division_problems():
    """What engine.turn.combat says of an illegal division of combat damage (its problems are
    returned, not raised where they are written, so the collector above can't see them)."""
    from engine.turn.combat import _Division

    rules = _Division("wurm", "A", 5, ("bear",), {"bear": 3}, "B")
    return [rules.problem(division) for division in (
        (("bear", 2), ("bear", 3)), (("elf", 5),), (("bear", 4),), (("bear", 2), ("B", 3)))]


@pytest.mark.parametrize("english", _division_problems())
def test_every_problem_of_a_damage_division_is_korean(english):
    """510.1a, 510.1c, 702.19b: each reason a division is illegal has a Korean phrase."""
    with translation.override("ko"):
        korean = problems.translate(english)

    assert korean is not None and korean != english
