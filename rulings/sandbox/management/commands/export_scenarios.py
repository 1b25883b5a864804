"""`manage.py export_scenarios`: write every saved scenario as JSON lines (a backup).

One scenario a line, oldest first, with every stored field (rulings/sandbox/backup.py);
`import_scenarios` reads it back on another server, so permalinks survive a move.
"""
from __future__ import annotations

from contextlib import nullcontext
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from rulings.sandbox.backup import export_lines
from rulings.sandbox.models import SavedScenario


class Command(BaseCommand):
    help = "Write every saved scenario as JSON lines (one scenario a line), oldest first."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--output", "-o", type=Path, default=None,
            help="File to write (default: standard output).")

    def handle(self, *args: Any, **options: Any) -> None:
        scenarios = SavedScenario.objects.order_by("created", "pk").iterator()
        output = options["output"]
        count = 0
        with (output.open("w", encoding="utf-8") if output else nullcontext(self.stdout)) as stream:
            for line in export_lines(scenarios):
                stream.write(line + "\n")
                count += 1
        if output and options["verbosity"] >= 1:
            self.stdout.write(f"Exported {count} scenarios to {output}.")

