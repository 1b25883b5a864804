"""Search and the project's summaries of rules this edition lacks: documents of their own kind
that never change how the rules of the text rank against each other."""
from __future__ import annotations

from pathlib import Path

import pytest

from rulings.search.index import build_index, load_glossary_from_db, load_records_from_db
from rulings.search.query import search

pytestmark = pytest.mark.django_db

QUERIES = ["대체 효과", "토큰이 전장을 떠나면", "독 카운터가 10개 이상이면", "first strike",
           "카운터를 놓는", "주문의 목표가 모두 사라지면 어떻게 되나요", "regeneration",
           "선제공격 있으면 전투피해가 몇 번 있어요", "커맨드 구역", "archenemy"]


@pytest.fixture(scope="module")
def rules_only_index(django_db_setup, django_db_blocker, tmp_path_factory) -> Path:
    """The same index without the summaries."""
    with django_db_blocker.unblock():
        records, glossary = load_records_from_db(), load_glossary_from_db()
    directory = tmp_path_factory.mktemp("rules-only") / "index"
    build_index(records, directory, glossary)
    return directory


@pytest.mark.parametrize("query", QUERIES)
def test_summaries_leave_the_order_of_the_texts_rules_alone(query, search_index_dir,
                                                            rules_only_index):
    """With or without summaries, the rules of the text come in the same order."""

    with_summaries = [r.slug for r in search(query, limit=40, index_dir=search_index_dir).results
                      if r.kind != "summary"]
    without = [r.slug for r in search(query, limit=40, index_dir=rules_only_index).results]

    assert with_summaries[:10] == without[:10]


@pytest.mark.parametrize("query", QUERIES)
def test_a_summary_never_outranks_the_texts_best_answer_unless_named(query, search_index_dir):
    """The first result of these queries (none names a summary) is a rule of the text."""

    results = search(query, limit=5, index_dir=search_index_dir).results

    assert results[0].kind != "summary"


def test_a_typo_in_an_english_name_still_finds_the_summary(search_index_dir):
    """"indestrutible" is corrected against the summaries' English names."""

    numbers = [r.number for r in search("indestrutible", index_dir=search_index_dir).results]

    assert "702.12" in numbers[:5]


def test_a_pointer_to_another_editions_number_does_not_take_the_texts_name(search_index_dir):
    """"추가 비용" is 118.8 of this text, not the summary of 117.8 that points to it."""

    results = search("추가 비용", limit=3, index_dir=search_index_dir).results

    assert results[0].number == "118.8"
