"""`manage.py build_search_index`."""
from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command, get_commands, load_command_class
from django.core.management.base import CommandError

from rulings.models import Rule
from rulings.search.index import RuleRecord, build_index, strip_citations
from rulings.search.query import search

pytestmark = pytest.mark.django_db


def test_builds_a_searchable_index(tmp_path: Path) -> None:
    """The command indexes every rule into --index-dir, and the index answers queries."""
    out = StringIO()

    call_command("build_search_index", index_dir=tmp_path / "ix", stdout=out)

    assert f"Indexed {Rule.objects.count()} rules" in out.getvalue()
    # A term: the rule defining what the heading 401 "서고" names (issue 29).
    assert search("서고", index_dir=tmp_path / "ix").results[0].number == "401.1"


def test_rebuild_replaces_the_index(tmp_path: Path) -> None:
    """Building twice into the same directory leaves one working index."""
    call_command("build_search_index", index_dir=tmp_path / "ix", verbosity=0)

    call_command("build_search_index", index_dir=tmp_path / "ix", verbosity=0)

    assert search("613.3b", index_dir=tmp_path / "ix").exact is not None
    assert not (tmp_path / "ix.new").exists()


def test_empty_rule_table_is_a_clear_error(tmp_path: Path) -> None:
    """Without imported rules the command says to run import_rules."""
    Rule.objects.all().delete()

    with pytest.raises(CommandError, match="import_rules"):
        call_command("build_search_index", index_dir=tmp_path / "ix", verbosity=0)


def test_every_option_has_help() -> None:
    """The command and its own options document themselves."""
    command = load_command_class(get_commands()["build_search_index"], "build_search_index")

    parser = command.create_parser("manage.py", "build_search_index")

    option = next(a for a in parser._actions if "--index-dir" in a.option_strings)
    assert command.help
    assert option.help


def test_index_builds_from_plain_records_without_a_database(tmp_path: Path) -> None:
    """build_index() takes RuleRecord values, so any rows can be indexed and searched."""
    records = [
        RuleRecord(slug="614", number="614", kind="rule", section=6, position=0,
                   title="대체 효과", text=""),
        RuleRecord(slug="614.1", number="614.1", kind="subrule", section=6, position=1,
                   title="", text="어떤 지속 효과는 대체 효과입니다.", parent_slug="614"),
    ]

    report = build_index(records, tmp_path / "ix")

    assert report.documents == 2
    # A term: the rule defining what the heading names first, the heading next (issue 29).
    assert [r.number for r in search("대체효과", index_dir=tmp_path / "ix").results] == [
        "614.1", "614"]


def test_citations_are_not_indexed_as_the_rules_subject() -> None:
    """"(See rule 614, "Replacement Effects.")" is removed from the indexed text."""
    text = '그 효과가 적용됩니다 (See rule 614, "Replacement Effects.") 그리고'

    result = strip_citations(text)

    assert "Replacement" not in result
    assert "적용됩니다" in result
