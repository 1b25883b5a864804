"""Delete the search log's entries older than 90 days (rulings.models.searchlog).

Writes purge too, once a day per process (rulings/search/feedback.py); this command is for a
site that receives no reports for a while, e.g. from a daily cron job:
`manage.py purge_search_log`.
"""
from __future__ import annotations

from datetime import date
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rulings.models.searchlog import RETENTION_DAYS
from rulings.search import feedback


def _day(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise CommandError(f"--today: {text!r} is not a date (YYYY-MM-DD)") from None


class Command(BaseCommand):
    help = f"Delete search log entries older than {RETENTION_DAYS} days."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--today", default=None,
            help="Purge as on this day (YYYY-MM-DD); default: today in the site's time zone.")

    def handle(self, *args: Any, **options: Any) -> None:
        day = _day(options["today"]) if options["today"] else feedback.today()
        deleted = feedback.purge_expired(day)
        if options["verbosity"] >= 1:
            self.stdout.write(f"Deleted {deleted} search log entries older than "
                              f"{RETENTION_DAYS} days (before {day.isoformat()}).")
