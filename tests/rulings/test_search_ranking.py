"""Ranking between neighbouring rules (rulings/search/query.py): the multiplayer variants'
restatements of a base rule, and bare headings, for the questions judges type."""
from __future__ import annotations

from pathlib import Path

import pytest

from rulings.search import query
from rulings.search.query import search
from tests.rulings import test_search_helpers as helpers

search_index = helpers.search_index
search_index_dir = helpers.search_index_dir


def _numbers(text: str, limit: int = 5) -> list[str]:
    return [result.number for result in search(text, limit=limit).results]


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "base", "variant"), [
    ("extra turns", "500.7", "807.4j"),  # 807.4j: extra turns in grand melee
    ("독 카운터가 몇 개면 지나요", "104.3d", "810.8d"),  # 810.8d: a team's fifteen
])
def test_a_base_rule_ranks_above_a_variants_restatement(text: str, base: str, variant: str,
                                                        search_index: Path) -> None:
    """Unless a variant is named, the base rule comes before a variant's version of it."""
    numbers = _numbers(text, limit=10)

    assert base in numbers and variant in numbers
    assert numbers.index(base) < numbers.index(variant)


@pytest.mark.django_db
def test_the_base_rule_comes_first_because_of_the_variant_factor(
        search_index: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the factor (1.0), the variant's version of the rule would come first: 805, the
    shared team turns option's turn structure, for "turn structure"."""
    assert not "801" <= _numbers("turn structure")[0][:3] <= "811"
    monkeypatch.setattr(query, "VARIANT_FACTOR", 1.0)

    numbers = _numbers("turn structure")

    assert numbers[0] == "805"


@pytest.mark.django_db
@pytest.mark.parametrize(("text", "variant_rules"), [
    ("2HG poison counters", ("810.10", "810.8d")),
    ("쌍두거인전 독 카운터 패배", ("810.10", "810.8d")),
    ("효과 범위 제한 옵션", ("801", "801.1")),
])
def test_a_named_variant_keeps_its_rules_first(text: str, variant_rules: tuple[str, ...],
                                              search_index: Path) -> None:
    """A query that names a variant (in Korean, English or table talk) gets its rules first."""
    assert _numbers(text)[0] in variant_rules


@pytest.mark.django_db
def test_a_bare_heading_does_not_head_a_questions_cluster(search_index: Path) -> None:
    """801 (a heading with no text of its own) ranks below the subrules that answer a question
    about the range of influence, but still heads the topic itself."""
    question = _numbers("효과 범위 2면 누구까지 목표로 정할 수 있어요")
    topic = _numbers("효과 범위 제한 옵션")

    assert "801" not in question[:2] and question[0].startswith("801.")
    assert topic[0] == "801"
