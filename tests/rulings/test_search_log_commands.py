"""`manage.py purge_search_log`: the search log keeps 90 days (issue 15)."""
from __future__ import annotations

from datetime import date
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from rulings.models import SearchLogEntry
from rulings.search import feedback

pytestmark = pytest.mark.django_db


def _days() -> list[date]:
    return sorted(SearchLogEntry.objects.values_list("day", flat=True))


def test_purge_deletes_entries_older_than_90_days() -> None:
    """On 2026-03-14 an entry of 2025-12-13 (91 days) goes; 2025-12-14 (90 days) stays."""
    for day in (date(2025, 1, 1), date(2025, 12, 13), date(2025, 12, 14), date(2026, 3, 14)):
        SearchLogEntry.objects.create(query="대체효과", day=day)
    out = StringIO()

    call_command("purge_search_log", today="2026-03-14", stdout=out)

    assert _days() == [date(2025, 12, 14), date(2026, 3, 14)]
    assert "Deleted 2 search log entries" in out.getvalue()


def test_purge_uses_the_site_clock_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without --today the command purges as on the site's today (a fixed clock here)."""
    monkeypatch.setattr(feedback, "today", lambda: date(2026, 6, 1))
    SearchLogEntry.objects.create(query="대체효과", day=date(2026, 3, 2))  # 91 days
    SearchLogEntry.objects.create(query="대체효과", day=date(2026, 3, 3))  # 90 days

    call_command("purge_search_log", verbosity=0)

    assert _days() == [date(2026, 3, 3)]


def test_purge_with_a_bad_date_names_the_option() -> None:
    """--today must be a date."""

    with pytest.raises(CommandError, match="--today"):
        call_command("purge_search_log", today="yesterday")
