"""`manage.py import_rules`: the report, idempotence, and all-or-nothing writes."""
from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from rulings.models import Rule, RuleReference

pytestmark = pytest.mark.django_db

SEEDS = Path(settings.RULES_SEED_DIR)


def run_import(*args):
    out = StringIO()
    call_command("import_rules", *args, stdout=out)
    return out.getvalue()


def test_report_gives_totals_counts_per_file_and_defects():
    """The report states totals, one line per file and each defect with its handling."""

    report = run_import("--dry-run")

    assert "1156 entries (5 sections, 76 rules, 1075 subrules)" in report
    assert "000_20d3891c6bffacd3.txt   jekyll-html" in report
    assert "513.2 [missing-dot]" in report
    assert "this copy is /rules/101.4d-2/" in report


def test_import_twice_changes_nothing():
    """A second import keeps every row, primary key and text as it was."""
    before = list(Rule.objects.values_list("pk", "slug", "position", "text", "parent_id"))

    run_import()

    after = list(Rule.objects.values_list("pk", "slug", "position", "text", "parent_id"))
    assert after == before
    assert RuleReference.objects.count() == 470


def test_dry_run_writes_nothing():
    """--dry-run parses and reports but leaves the stored rules alone."""
    Rule.objects.filter(slug="613.3b").update(text="changed")

    run_import("--dry-run")

    assert Rule.objects.get(slug="613.3b").text == "changed"


def test_a_failed_import_leaves_the_previous_rules_intact(tmp_path):
    """A seed directory with a broken file fails with a clear error and changes nothing."""
    for path in SEEDS.glob("*.txt"):
        (tmp_path / path.name).write_bytes(path.read_bytes())
    (tmp_path / "zzz_broken.txt").write_bytes(b"\xff\xfe not text")
    before = Rule.objects.count()

    with pytest.raises(CommandError, match=r"zzz_broken\.txt: not UTF-8"):
        run_import("--seed-dir", str(tmp_path))

    assert Rule.objects.count() == before


def test_a_file_without_rules_is_refused(tmp_path):
    """A seed file holding no rules is named in the error; nothing is written."""
    (tmp_path / "empty.txt").write_text("no rules here\n", encoding="utf-8")
    Rule.objects.filter(slug="613.3b").update(text="kept")

    with pytest.raises(CommandError, match=r"empty\.txt: no rules found"):
        run_import("--seed-dir", str(tmp_path))

    assert Rule.objects.get(slug="613.3b").text == "kept"


def test_a_missing_seed_directory_is_a_clear_error(tmp_path):
    """Pointing at a directory that does not exist names it."""

    with pytest.raises(CommandError, match="does not exist"):
        run_import("--seed-dir", str(tmp_path / "nowhere"))


def test_a_reimport_removes_rules_no_longer_in_the_text(tmp_path):
    """Importing a smaller text deletes the rules it no longer has (one transaction)."""
    source = next(SEEDS.glob("004_*.txt"))
    (tmp_path / source.name).write_bytes(source.read_bytes())

    run_import("--seed-dir", str(tmp_path))

    assert set(Rule.objects.sections().values_list("slug", flat=True)) == {"8"}
    assert Rule.objects.filter(slug="613.3b").count() == 0
