"""`manage.py import_scenarios`: read saved scenarios back from `export_scenarios`' JSON lines.

Idempotent by slug: a scenario whose slug is already stored is skipped, never overwritten
(permalinks never change), so running it twice stores nothing the second time. One
transaction: a line that cannot be read stops the import, naming the line, and nothing is stored.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rulings.sandbox.backup import BackupLineError, import_lines


class Command(BaseCommand):
    help = ("Import saved scenarios from JSON lines written by export_scenarios; slugs already "
            "stored are skipped, never overwritten.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "path", type=str,
            help="The JSON lines file to read, or - for standard input.")

    def handle(self, *args: Any, **options: Any) -> None:
        path = options["path"]
        try:
            if path == "-":
                report = import_lines(sys.stdin)
            else:
                with Path(path).open(encoding="utf-8") as stream:
                    report = import_lines(stream)
        except OSError as error:
            raise CommandError(f"import_scenarios: cannot read {path}: {error.strerror}") \
                from None
        except BackupLineError as error:
            raise CommandError(f"import_scenarios: {path} {error}; nothing was imported") \
                from None
        if options["verbosity"] >= 1:
            self.stdout.write(f"Imported {report.created} scenarios; skipped {report.skipped} "
                              "whose slug was already stored.")
