"""Build the rules search index (Whoosh) from the Rule table.

`make setup` runs this after `import_rules`. The index (the rules, and the project's summaries
of rules this edition lacks as documents of their own kind) and the bilingual glossary that
`import_rules` stored (the GlossaryTerm table) are written to settings.SEARCH_INDEX_DIR (or
--index-dir), built beside the target and swapped in, so a running server never reads a
half-written index. The offline bundle (rulings/offline/bundle.py: the rules, this index and
the glossary for the service worker) is written with it.

First it loads the curated search mappings (settings.SEARCH_CURATED_FILE, reviewed data in
the repository) into the CuratedMapping table; the table's reviewed mappings are then written
into the index and the bundle (rulings/search/curated.py), so both searches pin them.
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from rulings.models import unknown_rules
from rulings.offline.bundle import write_bundle
from rulings.search import curated, questions
from rulings.search.index import (
    build_index,
    load_glossary_from_db,
    load_records_from_db,
    load_summary_records_from_db,
)


class Command(BaseCommand):
    help = "Build the search index of the rules from the Rule table (run after import_rules)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--index-dir", type=Path, default=None,
            help="Directory to write the index into (default: settings.SEARCH_INDEX_DIR).",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        directory = Path(options["index_dir"] or settings.SEARCH_INDEX_DIR)
        try:
            listed = questions.load_questions()
        except questions.QuestionsError as error:
            raise CommandError(str(error)) from None
        records = load_records_from_db(listed)
        if not records:
            raise CommandError("the Rule table is empty: run `manage.py import_rules` first")
        glossary = load_glossary_from_db()
        if not glossary:
            raise CommandError("the GlossaryTerm table is empty: run `manage.py import_rules` "
                               "(it extracts the glossary) first")
        # Checked before the curated mappings are written: a bad file changes nothing.
        unknown = unknown_rules(sorted(listed))
        if unknown:
            raise CommandError(f"{questions.QUESTIONS_FILE.name}: questions for "
                               f"{', '.join(unknown)}, neither a rule of the text nor a summary")
        try:
            created, updated = curated.load_file(Path(settings.SEARCH_CURATED_FILE))
        except curated.CuratedDataError as error:
            raise CommandError(str(error)) from None
        summaries = load_summary_records_from_db(listed)
        start = time.perf_counter()
        metas = []
        pins = []

        def finish(staging: Path) -> None:
            pins.append(curated.write_pins(staging))
            metas.append(write_bundle(staging))

        report = build_index(records, directory, glossary, summaries, finish=finish)
        seconds = time.perf_counter() - start
        if options["verbosity"] >= 1:
            meta = metas[0]
            self.stdout.write(
                f"Indexed {report.documents - report.summaries} rules, {report.summaries} "
                f"summaries and {report.glossary_terms} glossary terms into {report.path} in "
                f"{seconds:.2f} s; offline bundle of import {meta.version}: "
                f"{meta.gzip_bytes / 1e6:.2f} MB gzip'd ({meta.raw_bytes / 1e6:.2f} MB); "
                f"{pins[0]} curated search mappings ({created} new, {updated} updated from "
                f"{Path(settings.SEARCH_CURATED_FILE).name}); "
                f"{sum(map(len, listed.values()))} questions of {len(listed)} rules; "
                f"{report.english} rules with their official English text"
            )
