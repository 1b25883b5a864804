"""Saved scenarios as JSON lines, one scenario a line: the backup format of
`manage.py export_scenarios` and `import_scenarios`, so a community's permalinks survive a move.

A line holds every stored field of the scenario. Importing is idempotent by slug: a slug that
is already stored is left as it is (permalinks are never overwritten), a new one is stored
with the result, engine version and creation time it was exported with.
"""
from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.db import transaction

from .documents import UnsafeTextError, load_json
from .models import SavedScenario

FIELDS = ("slug", "canonical", "document", "result", "engine_version", "title",
          "ruling_question", "ruling_answer", "ruling_html", "forked_from", "created")
REQUIRED = ("slug", "canonical", "document", "result", "engine_version")


class BackupLineError(ValueError):
    """A line of a backup that cannot be imported, and why."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line


@dataclass(frozen=True)
class ImportReport:
    """What an import did: scenarios stored, and those skipped because the slug was taken."""

    created: int
    skipped: int


def export_lines(scenarios: Iterable[SavedScenario]) -> Iterator[str]:
    """One JSON line per scenario (no trailing newline), oldest first."""
    for saved in scenarios:
        row: dict[str, Any] = {name: getattr(saved, name) for name in FIELDS}
        row["created"] = saved.created.isoformat()
        yield json.dumps(row, ensure_ascii=False, sort_keys=True)


def _parse(number: int, text: str) -> dict[str, Any]:
    try:
        row = load_json(text)
    except UnsafeTextError as error:
        raise BackupLineError(number, str(error)) from None
    except json.JSONDecodeError as error:
        raise BackupLineError(number, f"not JSON ({error.msg} at column {error.colno})") \
            from None
    if not isinstance(row, dict):
        raise BackupLineError(number, "not a JSON object")
    missing = [name for name in REQUIRED if name not in row]
    if missing:
        raise BackupLineError(number, f"missing {', '.join(missing)}")
    if not isinstance(row["slug"], str) or not 1 <= len(row["slug"]) <= 32:
        raise BackupLineError(number, "slug must be a string of 1 to 32 characters")
    if not isinstance(row["document"], dict) or not isinstance(row["result"], dict):
        raise BackupLineError(number, "document and result must be JSON objects")
    unknown = sorted(set(row) - set(FIELDS))
    if unknown:
        raise BackupLineError(number, f"unknown fields {', '.join(unknown)}")
    if not isinstance(row.get("forked_from", ""), str) or len(row.get("forked_from", "")) > 32:
        raise BackupLineError(number, "forked_from must be a slug")
    if "created" in row:
        try:
            row["created"] = datetime.fromisoformat(row["created"])
        except (TypeError, ValueError):
            raise BackupLineError(number, f"created {row['created']!r} is not an ISO date") \
                from None
    return row


@transaction.atomic
def import_lines(lines: Iterable[str]) -> ImportReport:
    """Store the scenarios of a backup whose slugs are new; all or nothing."""
    rows = [_parse(number, text) for number, text in enumerate(lines, start=1) if text.strip()]
    taken = set(SavedScenario.objects.filter(
        slug__in=[row["slug"] for row in rows]).values_list("slug", flat=True))
    created = 0
    for row in rows:
        if row["slug"] in taken:
            continue
        taken.add(row["slug"])
        when = row.pop("created", None)
        SavedScenario(**row).save()
        if when is not None:
            # auto_now_add set "now" on save; the permalink keeps its original date.
            SavedScenario.objects.filter(slug=row["slug"]).update(created=when)
        created += 1
    return ImportReport(created=created, skipped=len(rows) - created)
