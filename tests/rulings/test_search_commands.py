"""`manage.py build_search_index`."""
from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command, get_commands, load_command_class
from django.core.management.base import CommandError

from rulings.models import Rule
from rulings.search.query import search

pytestmark = pytest.mark.django_db


def test_builds_a_searchable_index(tmp_path: Path) -> None:
    """The command indexes every rule into --index-dir, and the index answers queries."""
    out = StringIO()

    call_command("build_search_index", index_dir=tmp_path / "ix", stdout=out)

    assert f"Indexed {Rule.objects.count()} rules" in out.getvalue()
    assert search("서고", index_dir=tmp_path / "ix").results[0].number == "401"


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
