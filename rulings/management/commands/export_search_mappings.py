"""Write the reviewed curated search mappings to the project's data file.

A maintainer maps queries in the admin (/admin/); this writes the reviewed ones, sorted by
query, to settings.SEARCH_CURATED_FILE (`rulings/data/search-curated.json`), to be committed
and reviewed like code. `build_search_index` loads the file back into the table, so the next
deployment's search knows them (rulings/search/curated.py).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from rulings.search import curated


class Command(BaseCommand):
    help = "Write the reviewed curated search mappings to the data file."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "-o", "--output", type=Path, default=None,
            help="File to write (default: settings.SEARCH_CURATED_FILE, "
                 "rulings/data/search-curated.json).")

    def handle(self, *args: Any, **options: Any) -> None:
        path = Path(options["output"] or settings.SEARCH_CURATED_FILE)
        count = curated.export_file(path)
        if options["verbosity"] >= 1:
            self.stdout.write(f"Wrote {count} reviewed search mappings to {path}.")
