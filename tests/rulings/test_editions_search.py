"""Search and the offline bundle with an English edition imported: English queries find the
rules only the English edition has, Korean queries find the Korean rules first."""
from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command

from rulings.models import Edition
from rulings.offline.bundle import BUNDLE_FILE
from rulings.search.query import search
from tests.indexes import build_search_index

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "rules"

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def english_index(django_db_setup: Any, django_db_blocker: Any,
                  tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The index and bundle built with the fixture's English edition imported (which is
    removed again afterwards, so other modules see the Korean text alone)."""
    directory = tmp_path_factory.mktemp("editions") / "index"
    with django_db_blocker.unblock():
        call_command("import_rules", str(FIXTURES / "cr-en-20251114.txt"), "--language", "en",
                     verbosity=0)
    build_search_index(directory, django_db_blocker)
    yield directory
    with django_db_blocker.unblock():
        Edition.objects.all().delete()


def numbers(query: str, directory: Path, limit: int = 10) -> list[str]:
    return [result.number for result in search(query, limit=limit, index_dir=directory).results]


@pytest.mark.parametrize("query, number, within", [
    ("aura attached illegal object", "704.5m", 10),
    ("legendary permanents same name chooses one", "704.5j", 3),
    ("+1/+1 counter and a -1/-1 counter removed", "704.5q", 3),
    ("persist", "702.79a", 3),
])
def test_english_queries_find_rules_only_the_english_edition_has(english_index, query, number,
                                                                 within):
    """The English text of 704.5m, 704.5j, 704.5q and 702.79a is searchable."""

    assert number in numbers(query, english_index)[:within]


def test_a_concept_both_editions_number_finds_the_shipped_rule_first_and_the_english_too(
        english_index):
    """Switching power and toughness is 613.3e (sublayer 7e) in the shipped Korean text and
    613.4d (7d) in the English edition. Both answer the question; the shipped numbering, the
    one the site cites, comes first, and the English rule is in the first ten."""
    found = numbers("layer 7d switch power toughness", english_index)

    assert found[0] == "613.3e"
    assert "613.4d" in found


@pytest.mark.parametrize("query", ["대체 효과", "지속 효과", "서고", "부여마법"])
def test_korean_queries_find_the_korean_rules_first(english_index, query):
    """A Korean query's first answer is a rule of the Korean text, not an English one."""

    results = search(query, limit=5, index_dir=english_index).results

    assert results[0].kind != "summary"


def test_an_english_only_rule_without_a_summary_is_a_result_with_its_page(english_index):
    """613.4d has no summary: its result links its page, with its English text as snippet."""

    result = next(r for r in search("layer 7d switch", limit=10,
                                    index_dir=english_index).results if r.number == "613.4d")

    assert result.url == "/rules/613.4d/"
    assert "switch" in result.snippet


def test_the_bundle_carries_the_english_edition(english_index):
    """The offline bundle holds the edition's rules, the renumbering and English-only docs."""

    bundle = json.loads(gzip.decompress((english_index / BUNDLE_FILE).read_bytes()))

    english = bundle["english"]
    assert english["key"] == "en-2025-11-14"
    rows = {row[0]: row for row in english["rules"]}
    assert rows["704.5m"][3].startswith("<p>If an Aura is attached")
    assert rows["613.4c"][5] == "613.4"
    assert english["renumbered"]["613.3d"] == "613.4c"
    docs = {doc["number"]: doc for doc in bundle["rules"] if doc["kind"] == "summary"}
    assert docs["613.4d"]["english_only"] is True
    assert "english_only" not in docs["704.5m"]
    assert docs["704.5m"]["summary_text"] and "Aura" not in docs["704.5m"]["summary_text"]
