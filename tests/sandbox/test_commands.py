"""`manage.py export_scenarios` and `import_scenarios`: JSON lines backups of saved scenarios."""
from __future__ import annotations

import json
from datetime import UTC, datetime
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from rulings.sandbox.models import SavedScenario
from rulings.sandbox.views import save_document

pytestmark = pytest.mark.django_db


def _export() -> str:
    out = StringIO()
    call_command("export_scenarios", stdout=out)
    return out.getvalue()


def _import(tmp_path, text: str) -> str:
    backup = tmp_path / "scenarios.jsonl"
    backup.write_text(text, encoding="utf-8")
    out = StringIO()
    call_command("import_scenarios", str(backup), stdout=out)
    return out.getvalue()


def _saved(scenario: dict) -> SavedScenario:
    saved, problem = save_document(scenario)
    assert saved is not None, problem
    return saved


def test_export_writes_one_json_line_per_scenario(humility_opalescence):
    """Every stored field of each scenario, one JSON object a line."""
    saved = _saved(humility_opalescence)

    lines = _export().splitlines()

    assert len(lines) == 1
    row = json.loads(lines[0])
    assert row["slug"] == saved.slug
    assert row["document"] == saved.document
    assert row["result"] == saved.result
    assert row["created"] == saved.created.isoformat()


def test_export_to_a_file_says_how_many(humility_opalescence, tmp_path):
    """--output writes the file and reports the count."""
    _saved(humility_opalescence)
    out = StringIO()

    call_command("export_scenarios", output=tmp_path / "backup.jsonl", stdout=out)

    assert "Exported 1 scenarios" in out.getvalue()
    assert len((tmp_path / "backup.jsonl").read_text().splitlines()) == 1


def test_a_moved_scenario_keeps_its_slug_result_and_date(humility_opalescence, tmp_path):
    """Export, empty the database, import: the permalink is back exactly as it was."""
    saved = _saved(humility_opalescence)
    backup = _export()
    SavedScenario.objects.all().delete()

    report = _import(tmp_path, backup)

    moved = SavedScenario.objects.get(slug=saved.slug)
    assert "Imported 1 scenarios; skipped 0" in report
    assert (moved.document, moved.result, moved.created) == (saved.document, saved.result,
                                                             saved.created)


def test_a_fork_keeps_its_original_through_a_backup(humility_opalescence, tmp_path):
    """The permalink a scenario was forked from is exported and imported with it; a backup
    written before forks were recorded imports without it."""
    original = _saved(humility_opalescence)
    humility_opalescence["title"] = "Forked"
    fork, _ = save_document(humility_opalescence, forked_from=original.slug)
    assert fork is not None
    backup = _export()
    older = "\n".join(json.dumps({key: value for key, value in json.loads(line).items()
                                  if key != "forked_from"}) for line in backup.splitlines())

    SavedScenario.objects.all().delete()
    _import(tmp_path, backup)
    assert SavedScenario.objects.get(slug=fork.slug).forked_from == original.slug
    SavedScenario.objects.all().delete()
    _import(tmp_path, older)
    assert SavedScenario.objects.get(slug=fork.slug).forked_from == ""


def test_importing_twice_stores_nothing_the_second_time(humility_opalescence, tmp_path):
    """Idempotent by slug: a second run skips every line."""
    _saved(humility_opalescence)
    backup = _export()
    SavedScenario.objects.all().delete()
    _import(tmp_path, backup)

    report = _import(tmp_path, backup)

    assert "Imported 0 scenarios; skipped 1" in report
    assert SavedScenario.objects.count() == 1


def test_an_import_never_overwrites_a_stored_permalink(humility_opalescence, tmp_path):
    """A line whose slug is stored, with other content, leaves the stored scenario untouched."""
    saved = _saved(humility_opalescence)
    row = json.loads(_export())
    row.update(title="Overwritten?", result={"steps": []},
               created=datetime(2020, 1, 1, tzinfo=UTC).isoformat())

    _import(tmp_path, json.dumps(row) + "\n")

    kept = SavedScenario.objects.get(slug=saved.slug)
    assert (kept.title, kept.result, kept.created) == (saved.title, saved.result, saved.created)


@pytest.mark.parametrize(("line", "message"), [
    ("{not json", "line 2: not JSON"),
    ("[1, 2]", "line 2: not a JSON object"),
    ('{"slug": "abc"}', "line 2: missing canonical, document, result, engine_version"),
    ('{"slug": "abc", "canonical": "{}", "document": {}, "result": {}, "engine_version": "1",'
     ' "colour": "red"}', "line 2: unknown fields colour"),
    ('{"slug": "abc", "canonical": "{}", "document": {}, "result": {}, "engine_version": "1",'
     ' "created": "yesterday"}', "line 2: created 'yesterday' is not an ISO date"),
])
def test_a_bad_line_names_itself_and_nothing_is_imported(humility_opalescence, tmp_path, line,
                                                         message):
    """The import is all or nothing; the error names the line and what is wrong with it."""
    saved = _saved(humility_opalescence)
    good = _export()
    SavedScenario.objects.all().delete()

    with pytest.raises(CommandError, match=message):
        _import(tmp_path, good + line + "\n")

    assert not SavedScenario.objects.filter(slug=saved.slug).exists()


def test_a_missing_file_is_named(tmp_path):
    """A path that cannot be read is a CommandError naming it."""
    with pytest.raises(CommandError, match=r"cannot read .*nowhere\.jsonl"):
        call_command("import_scenarios", str(tmp_path / "nowhere.jsonl"))
