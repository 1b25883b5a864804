"""Curated search mappings (issue 15): the shipped data file, its loading and export, and
search putting a mapped query's rules first."""
from __future__ import annotations

import json
import re
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings as django_settings
from django.core.exceptions import ValidationError
from django.core.management import call_command
from django.core.management.base import CommandError

from rulings.models import CuratedMapping, Rule, RuleSummary
from rulings.search import curated
from rulings.search.query import search
from tests.indexes import build_search_index

pytestmark = pytest.mark.django_db
SHIPPED = Path(django_settings.SEARCH_CURATED_FILE)


def _shipped() -> list[curated.Mapping]:
    return curated.read_file(SHIPPED)


@pytest.fixture(scope="module")
def built_index(django_db_setup: Any, django_db_blocker: Any,
                tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An index as `build_search_index` builds it: the shipped mappings loaded and pinned."""
    directory = tmp_path_factory.mktemp("curated") / "index"
    return build_search_index(directory, django_db_blocker)


def test_the_shipped_file_has_reviewed_mappings() -> None:
    """The data file parses, in its key forms, with a handful of mappings, each with a note."""
    mappings = _shipped()

    assert len(mappings) >= 5
    assert all(m.note for m in mappings)
    assert [m.query for m in mappings] == sorted(m.query for m in mappings)


def test_every_rule_number_in_the_shipped_file_exists() -> None:
    """Each mapped number is a rule of the stored text or a project summary."""
    numbers = [rule for m in _shipped() for rule in m.rules]
    known = ({n.lower() for n in Rule.objects.values_list("number", flat=True)}
             | {n.lower() for n in RuleSummary.objects.values_list("number", flat=True)})

    assert [n for n in numbers if n not in known] == []


@pytest.mark.parametrize("mapping", _shipped(), ids=lambda m: m.query)
def test_each_reviewed_mapping_finds_its_rules_first(built_index: Path,
                                                     mapping: curated.Mapping) -> None:
    """A reviewed mapping's query gives its rules first, in order, as typed with a question
    mark and extra spaces too."""
    typed = "  " + mapping.query.replace(" ", "  ") + "?"

    answers = [search(query, limit=10, index_dir=built_index) for query in (mapping.query, typed)]

    for answer in answers:
        assert [r.number for r in answer.results[:len(mapping.rules)]] == list(mapping.rules)


def test_a_mapped_query_in_one_section_pins_only_that_sections_rules(built_index: Path) -> None:
    """With a section filter, a pinned rule of another section stays out."""
    mapping = next(m for m in _shipped() if m.rules == ("104.3a",))

    in_section_1 = search(mapping.query, section=1, index_dir=built_index)
    in_section_6 = search(mapping.query, section=6, index_dir=built_index)

    assert in_section_1.results[0].number == "104.3a"
    assert "104.3a" not in [r.number for r in in_section_6.results]


def test_an_unmapped_query_is_ranked_as_before(built_index: Path, tmp_path: Path) -> None:
    """The pins change only the queries they map: an index without them answers the same."""
    unpinned = tmp_path / "index"
    call_command("build_search_index", index_dir=unpinned, verbosity=0)
    (unpinned / curated.PINS_FILE).unlink()
    curated.forget()

    for query in ("대체효과", "항복", "희생"):
        assert ([r.slug for r in search(query, index_dir=built_index).results]
                == [r.slug for r in search(query, index_dir=unpinned).results])


def test_query_key_folds_case_width_spaces_and_a_final_question_mark() -> None:
    """The key form judges' spellings meet in."""

    assert curated.query_key("  ＣＲ  Legend   rule？ ") == "cr legend rule"
    assert curated.query_key("항복하면 어떻게 돼??") == "항복하면 어떻게 돼"


def test_export_then_load_round_trips(tmp_path: Path) -> None:
    """Loading the shipped file and exporting the table writes the same bytes; loading the
    export again changes nothing."""
    CuratedMapping.objects.all().delete()
    curated.load_file(SHIPPED)
    exported = tmp_path / "export.json"

    call_command("export_search_mappings", output=exported, verbosity=0)
    again = curated.load_file(exported)

    assert exported.read_text(encoding="utf-8") == SHIPPED.read_text(encoding="utf-8")
    assert again == (0, 0)


def test_export_writes_reviewed_mappings_only_sorted(tmp_path: Path) -> None:
    """Unreviewed mappings are work in progress: not in the file; the file is sorted."""
    CuratedMapping.objects.all().delete()
    CuratedMapping.objects.create(query="하", rules="104.3a", note="b", reviewed=True)
    CuratedMapping.objects.create(query="가", rules="404.1 701.17a", note="a", reviewed=True)
    CuratedMapping.objects.create(query="나", rules="514.1", reviewed=False)
    out = StringIO()

    call_command("export_search_mappings", output=tmp_path / "m.json", stdout=out)

    data = json.loads((tmp_path / "m.json").read_text(encoding="utf-8"))
    assert data == {"format": 1, "mappings": [
        {"query": "가", "rules": ["404.1", "701.17a"], "note": "a"},
        {"query": "하", "rules": ["104.3a"], "note": "b"}]}
    assert "Wrote 2 reviewed search mappings" in out.getvalue()


def test_loading_updates_a_mapping_by_query_and_leaves_others(tmp_path: Path) -> None:
    """The file's mapping replaces the table's rules and note and marks it reviewed; a
    mapping the file lacks (a maintainer's new work) stays."""
    CuratedMapping.objects.all().delete()
    CuratedMapping.objects.create(query="항복", rules="104.3", reviewed=False)
    CuratedMapping.objects.create(query="새 작업", rules="514.1", reviewed=False)
    path = tmp_path / "m.json"
    path.write_text(curated.dumps([curated.Mapping("항복", ("104.3a",), "concede")]),
                    encoding="utf-8")

    counts = curated.load_file(path)

    assert counts == (0, 1)
    assert list(CuratedMapping.objects.values_list("query", "rules", "reviewed")) == [
        ("새 작업", "514.1", False), ("항복", "104.3a", True)]


def test_build_search_index_loads_the_file_and_pins_the_reviewed(tmp_path: Path) -> None:
    """The build stores the shipped mappings and writes every reviewed one into the index
    and the offline bundle, the same data."""
    import gzip

    from rulings.offline.bundle import BUNDLE_FILE

    CuratedMapping.objects.all().delete()
    CuratedMapping.objects.create(query="정리", rules="514.1", reviewed=True)
    CuratedMapping.objects.create(query="초안", rules="514.1", reviewed=False)

    call_command("build_search_index", index_dir=tmp_path / "ix", verbosity=0)

    pins = curated.read_pins(tmp_path / "ix")
    bundle = json.loads(gzip.decompress((tmp_path / "ix" / BUNDLE_FILE).read_bytes()))
    assert {m.query for m in _shipped()} | {"정리"} == set(pins)
    assert bundle["curated"] == {query: list(rules) for query, rules in sorted(pins.items())}


@pytest.mark.parametrize(("text", "message"), [
    ("not json", "not JSON"),
    ('{"format": 2, "mappings": []}', '"format": 1'),
    ('{"format": 1, "mappings": [{"query": "A", "rules": ["104.3a"]}]}', "mappings[0].query"),
    ('{"format": 1, "mappings": [{"query": "a", "rules": []}]}', "mappings[0].rules"),
    ('{"format": 1, "mappings": [{"query": "a", "rules": ["1043a"]}]}', "not a rule number"),
    ('{"format": 1, "mappings": [{"query": "a", "rules": ["104.3a"], "x": 1}]}', "query, rules"),
    ('{"format": 1, "mappings": [{"query": "a", "rules": ["104.3a"]}, '
     '{"query": "a", "rules": ["404.1"]}]}', "mapped twice"),
])
def test_a_bad_data_file_is_an_error_naming_the_entry(tmp_path: Path, text: str,
                                                      message: str) -> None:
    """A broken file stops the build with a message naming the entry and field."""
    path = tmp_path / "m.json"
    path.write_text(text, encoding="utf-8")

    with pytest.raises(curated.CuratedDataError, match=re.escape(message)):
        curated.read_file(path)


def test_a_file_naming_an_unknown_rule_stops_the_build(tmp_path: Path, settings: Any) -> None:
    """build_search_index refuses a mapping to a number neither the text nor a summary has."""
    path = tmp_path / "m.json"
    path.write_text(curated.dumps([curated.Mapping("a", ("999.9",), "")]), encoding="utf-8")
    settings.SEARCH_CURATED_FILE = path

    with pytest.raises(CommandError, match=r"999\.9"):
        call_command("build_search_index", index_dir=tmp_path / "ix", verbosity=0)


@pytest.mark.parametrize(("query", "rules", "field"), [
    ("", "104.3a", "query"),
    ("613.3b", "613.3b", "query"),
    ("항복", "", "rules"),
    ("항복", "104.3a, 파괴", "rules"),
    ("항복", "999.9", "rules"),
])
def test_the_admin_form_refuses_a_mapping_search_cannot_use(query: str, rules: str,
                                                            field: str) -> None:
    """The model's validation names the field: an empty query, a rule number as query, no
    rules, a word among the rules, a number that does not exist."""
    mapping = CuratedMapping(query=query, rules=rules)

    with pytest.raises(ValidationError) as raised:
        mapping.full_clean()

    assert field in raised.value.message_dict


def test_the_admin_form_stores_the_key_form() -> None:
    """What a maintainer types is stored as search compares it."""
    CuratedMapping.objects.all().delete()
    mapping = CuratedMapping(query="  항복하면  어떻게 돼? ", rules="104.3A,104.3  104.3a")

    mapping.full_clean()

    assert (mapping.query, mapping.rules) == ("항복하면 어떻게 돼", "104.3a 104.3")
