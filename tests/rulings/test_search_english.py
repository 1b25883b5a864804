"""English questions against the Korean rules text (issue 29, round 4): the words that only
make an English question are not searched for, and the everyday English words of a
question reach the Korean words the rules say (rulings/data/thesaurus.tsv, kind `en`)."""
from __future__ import annotations

from pathlib import Path

import pytest

from rulings.search.index import open_index
from rulings.search.query import expand_query, search


def _searched(query: str, index: Path) -> set[str]:
    """Every term a query searches for, in its concepts and its bonus."""
    parsed = expand_query(query, open_index(index))
    return {term for concept in parsed.concepts for alternative in concept.alternatives
            for term, _weight in alternative} | set(parsed.bonus)


@pytest.mark.django_db
def test_what_does_it_mean_searches_only_the_term(search_index: Path) -> None:
    """'what does sacrifice mean' searches for sacrifice alone: 'mean' names no rule."""
    searched = _searched("what does sacrifice mean", search_index)

    assert "mean" not in searched
    assert "희생" in searched


@pytest.mark.django_db
def test_an_english_verb_is_not_corrected_into_another_word(search_index: Path) -> None:
    """'work' is read as the rules' 기능 (113.6 "기능합니다"), not corrected to 'word'."""
    searched = _searched("do abilities work in the graveyard", search_index)

    assert "기능" in searched
    assert "word" not in searched


@pytest.mark.django_db
def test_a_word_the_questions_say_is_kept_as_typed(search_index: Path) -> None:
    """'look' is a word the rules' English questions say, so it is not read as 'lock' (the
    glossary's "locked in"): only a word no question, rule or glossary term says is a typo."""
    opened = open_index(search_index)
    searched = _searched("can I look at my library", search_index)

    assert "look" in opened.english_words
    assert "look" in searched
    assert "lock" not in searched


@pytest.mark.django_db
def test_an_english_typo_is_still_corrected(search_index: Path) -> None:
    """A mistyped rules term ('mulligam') is still read as the term (mulligan)."""
    searched = _searched("mulligam", search_index)

    assert "mulligan" in searched


@pytest.mark.django_db
def test_a_card_name_of_the_text_is_no_correction_target(search_index: Path) -> None:
    """Typo correction aims at the glossary's terms, not the text's card names: 'beat' (in
    "can't beats can") is not read as the 'bear' of an example's card."""
    opened = open_index(search_index)

    assert "bear" not in opened.latin_words
    assert "bear" not in _searched("can't beats can", search_index)


# Each labelled from the Korean text; rulings in the comments where the label needs one.
ENGLISH = [
    # 701.17a (the project's summary: the text lacks section 7) defines sacrificing.
    ("what does sacrifice mean", ("701.17a",)),
    # 113.6: abilities of most objects function only on the battlefield, with exceptions.
    ("do abilities work while the card is in the graveyard", ("113.6",)),
    # 101.3: "설명 중에서 행하는 것이 불가능한 부분은 무시됩니다".
    ("what if an instruction is impossible to do", ("101.3",)),
    # 400.7: an object that changes zones has no memory of its previous existence.
    ("does an object remember its past when it changes zones", ("400.7",)),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("query", "expected"), ENGLISH)
def test_an_english_question_finds_its_rule_first(query: str, expected: tuple[str, ...],
                                                  search_index: Path) -> None:
    """An English question puts the Korean rule that answers it first."""
    results = search(query, limit=5).results

    assert results and results[0].number in expected
