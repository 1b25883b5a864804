"""The official English text as a search field (rulings/search/english.py): which Korean rules
get their English text (only where the number is checked), and how English queries use it."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command

from rulings.models import Edition
from rulings.search import english
from rulings.search.english import Text, english_numbers
from rulings.search.index import open_index
from rulings.search.intent import ALL_SIGNALS
from rulings.search.query import _english_scores, english_terms, search
from tests.indexes import build_search_index
from tests.rulings.corpus import NEWER, corpus_file

# (Korean, English) glossary pairs, as the GlossaryTerm table stores them.
GLOSSARY = [("마나 능력", "mana ability"), ("스택", "stack"), ("목표", "target"),
            ("무효화", "counter"), ("활성화", "activate"), ("생물", "creature"),
            ("토큰", "token"), ("전장", "battlefield"), ("추방", "exile")]
MANA = "마나 능력을 활성화하는 것은 스택을 사용하지 않습니다. 목표가 되거나 무효화될 수 없습니다."
MANA_EN = ("An activated mana ability doesn't go on the stack, so it can't be targeted, "
           "countered, or otherwise responded to.")
TOKEN = "전장을 벗어난 토큰은 추방 구역이나 스택으로 이동할 수 없습니다."
TOKEN_EN = "A token that has left the battlefield can't move to exile or onto the stack."
EXILE = "추방된 생물 카드는 앞면으로 둡니다. 추방된 토큰은 사라집니다."
EXILE_EN = "Exiled creature cards are kept face up. An exiled token ceases to exist."


def test_a_rule_whose_english_of_the_same_number_agrees_is_mapped():
    """Given a Korean rule and the English rule of its number saying the same glossary terms,
    when mapped, then the Korean number gets the English number."""
    mapped = english_numbers([Text("605.3b", "subrule", MANA)],
                             [Text("605.3b", "subrule", MANA_EN)], GLOSSARY)

    assert mapped == {"605.3b": "605.3b"}


def test_a_number_the_english_edition_gives_to_another_rule_is_left_out():
    """Given an English rule of the same number that says none of the Korean rule's terms
    (the rule there is another one), when mapped, then the Korean rule gets no English."""
    mapped = english_numbers([Text("605.3b", "subrule", MANA)],
                             [Text("605.3b", "subrule", TOKEN_EN)], GLOSSARY)

    assert mapped == {}


def test_a_rule_with_too_few_anchors_to_check_is_left_out():
    """Given a Korean rule that says only one glossary term (nothing to check the English by),
    when mapped, then it is left out even though the English of its number says that term."""
    mapped = english_numbers([Text("100.1", "subrule", "스택입니다.")],
                             [Text("100.1", "subrule", "The stack.")], GLOSSARY)

    assert mapped == {}


def test_a_run_of_siblings_shifted_by_one_maps_to_the_shifted_numbers():
    """Given Korean 111.7 and 111.8 whose English is 111.8 and 111.9 (a rule was inserted
    before them), when mapped, then each maps to the shifted number: the run is certain."""
    korean = [Text("111.7", "subrule", TOKEN), Text("111.8", "subrule", EXILE)]
    english_rules = [Text("111.7", "subrule", "A new rule about copies of permanents."),
                     Text("111.8", "subrule", TOKEN_EN), Text("111.9", "subrule", EXILE_EN)]

    assert english_numbers(korean, english_rules, GLOSSARY) == {"111.7": "111.8",
                                                                 "111.8": "111.9"}


def test_a_lone_moved_rule_is_not_mapped_by_its_text_alone():
    """Given one Korean rule whose text matches another English number, with no sibling
    moved the same way, when mapped, then it is left out: a lone move is not certain."""
    korean = [Text("111.7", "subrule", TOKEN)]
    english_rules = [Text("111.7", "subrule", "A new rule about copies of permanents."),
                     Text("111.8", "subrule", TOKEN_EN)]

    assert english_numbers(korean, english_rules, GLOSSARY) == {}


def test_a_move_the_engine_knows_by_concept_is_mapped_when_the_texts_agree():
    """Given the engine's renumbering 613.3d -> 613.4c (citation data) and agreeing texts,
    when mapped, then 613.3d gets 613.4c's English."""
    mapped = english_numbers([Text("613.3d", "subrule", MANA)],
                             [Text("613.4c", "subrule", MANA_EN)], GLOSSARY,
                             {"613.3d": "613.4c"})

    assert mapped == {"613.3d": "613.4c"}


def test_an_english_query_loses_its_question_words_and_is_stemmed():
    """Given a judge's English question, when read for the English field, then the question
    words go and the rest is stemmed as the field is ("phases" -> "phase")."""
    assert english_terms("what happens to auras when the creature phases out") == (
        "aura", "creatur", "phase", "out")


def test_a_query_with_hangul_is_not_read_as_english():
    """Given a query with Korean in it, when read for the English field, then it has no
    English terms: only English queries use the English text."""
    assert english_terms("mana ability 스택") == ()


# ---- with the real 2022-04-29 English edition imported -------------------------------------

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def english_index(django_db_setup: Any, django_db_blocker: Any,
                  tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The index built with the official 2022-04-29 English edition imported (removed again
    afterwards, so other modules see the Korean text alone)."""
    directory = tmp_path_factory.mktemp("english") / "index"
    with django_db_blocker.unblock():
        call_command("import_rules", str(corpus_file(NEWER)), "--language", "en", verbosity=0)
    build_search_index(directory, django_db_blocker)
    yield directory
    with django_db_blocker.unblock():
        Edition.objects.all().delete()


def _english_of(directory: Path, number: str) -> set[str]:
    """The English field's terms of the Korean rule `number`."""
    opened = open_index(directory)
    docnum = opened.rows[opened.by_number[number][0]]["docnum"]
    terms = [t.decode() if isinstance(t, bytes) else t
             for t in opened.searcher.reader().lexicon(english.FIELD)]
    return {term for term in terms
            if any(found == docnum for found, _ in opened.postings(english.FIELD, term))}


def test_the_korean_rules_get_their_checked_english_text(english_index):
    """Given the real English edition, when the index is built, then Korean 605.3b carries the
    English 605.3b's words (the same rule under the same number)."""
    assert {"respond", "counter", "stack"} <= _english_of(english_index, "605.3b")


def test_a_renumbered_rule_carries_its_english_under_the_korean_number(english_index):
    """Given the Korean 613.7 (dependency) that the English edition numbers 613.8 (a timestamp
    rule was inserted as 613.7), when indexed, then the Korean 613.7 carries the dependency
    text, not the timestamp rule's: 613.8's English says "depend", 613.7's says "timestamp"
    and not "depend"."""
    words = _english_of(english_index, "613.7")

    assert "depend" in words


def test_an_english_query_finds_the_rule_by_its_english_wording(english_index):
    """Given an English question in the rules' English words ("respond"), when searched with
    and without the English field, then 605.3b is first with it and no lower without it."""
    query = "can I respond to a mana ability"
    with_field = [r.number for r in search(query, index_dir=english_index).results]
    without = [r.number for r in search(query, index_dir=english_index,
                                        signals=replace(ALL_SIGNALS, english=False)).results]

    assert with_field[0] == "605.3b"
    assert with_field.index("605.3b") <= without.index("605.3b")


def test_the_english_scores_are_relative_to_the_best_rule(english_index):
    """Given an English query, when its English-field scores are computed, then the best rule
    scores 1 and every other between 0 and 1."""
    scores = _english_scores(open_index(english_index), english_terms("concede the game"))

    assert max(scores.values()) == 1.0
    assert all(0 < value <= 1.0 for value in scores.values())


@pytest.mark.parametrize("query", ["마나 능력 스택", "토큰이 전장을 떠나면", "우선권"])
def test_korean_queries_rank_as_without_the_english_field(english_index, query):
    """Given a Korean query, when searched with and without the English field, then the
    results are the same: only English queries read it."""
    on = [r.number for r in search(query, index_dir=english_index).results]
    off = [r.number for r in search(query, index_dir=english_index,
                                    signals=replace(ALL_SIGNALS, english=False)).results]

    assert on == off
