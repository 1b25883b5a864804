"""`manage.py import_cards PATH [PATH ...]`: import the card database from MTGJSON and Scryfall.

Reads MTGJSON's AtomicCards.json and AllPrintings.json and Scryfall's oracle_cards and all_cards
bulk files, plain or compressed (.json, .json.gz, .json.xz, .json.bz2), telling each kind from
its content. Files are streamed, so a 130 MB file imports in bounded memory. Cards are upserted
by Oracle id: importing a file again changes nothing. All the files are imported in one
transaction: if one is truncated or invalid, the command fails with an error naming the file and
how far it got, and the stored cards stay as they were.

For each file it prints a report (cards, faces, Korean names and printed text, layouts,
abilities compiled) and records it with the source's version and date in a `CardImport`
row, which /edition/ shows.
MTGJSON files carry their version and date (`meta`); Scryfall's card objects carry neither, so
a Scryfall file records the date given with `--source-date` (the bulk-data listing's
`updated_at`), else the day the file was last modified.
"""
from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rulings.cards.importer import CardFileError, ImportReport, import_card_files, sniff
from rulings.cards.models import CardImport


class Command(BaseCommand):
    help = ("Import cards from MTGJSON AtomicCards/AllPrintings and Scryfall oracle_cards/"
            "all_cards files (.json, .gz, .xz, .bz2): upsert by Oracle id in one transaction "
            "and print a report.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "paths", nargs="+", type=Path, metavar="PATH",
            help="Card files to import, in order (a later file's Korean names add to an "
                 "earlier one's).")
        parser.add_argument(
            "--kind", choices=CardImport.Kind.values, default=None,
            help="The files' kind, instead of telling it from their content (needed only to "
                 "record a Scryfall file as all_cards or oracle_cards against the guess).")
        parser.add_argument(
            "--source-date", default="",
            help="The date to record for files that carry none (Scryfall: the bulk-data "
                 "listing's updated_at); default the file's modification date.")
        parser.add_argument(
            "--dry-run", action="store_true",
            help="Read, compile and report without writing to the database.")

    def handle(self, *args: Any, **options: Any) -> None:
        kind = CardImport.Kind(options["kind"]) if options["kind"] else None
        try:
            files = [sniff(path, kind) for path in options["paths"]]
            for card_file in files:
                card_file.date = card_file.date or options["source_date"] or _modified(
                    card_file.path)
            reports = import_card_files(files, dry_run=options["dry_run"])
        except CardFileError as error:
            raise CommandError(f"import_cards: {error}; the stored cards were not changed") \
                from None
        if options["verbosity"] >= 1:
            self.stdout.write("\n\n".join(format_report(report) for report in reports))


def _modified(path: Path) -> str:
    """The day `path` was last modified (UTC), as YYYY-MM-DD."""
    stamp = datetime.datetime.fromtimestamp(path.stat().st_mtime, tz=datetime.UTC)
    return stamp.date().isoformat()


def format_report(report: ImportReport) -> str:
    """One file's report as the command prints it."""
    source = CardImport.Kind(report.kind).label
    version = ", ".join(part for part in (report.source_version, report.source_date) if part)
    verb = "Parsed (dry run, nothing written)" if report.dry_run else "Imported"
    layouts = ", ".join(f"{layout} {count:,}" for layout, count in
                        sorted(report.layouts.items(), key=lambda item: (-item[1], item[0])))
    lines = [
        f"{verb} {report.file} ({source}{', ' + version if version else ''}): "
        f"{report.cards:,} cards, {report.faces:,} faces from {report.entries:,} entries "
        f"({report.repeated:,} repeating an Oracle id, {report.skipped:,} not cards).",
        f"Korean names: {report.korean_cards:,} cards ({report.korean_faces:,} faces). "
        f"Korean printed text: {report.korean_text_faces:,} faces.",
        f"Layouts: {layouts or 'none'}.",
        f"Oracle lines: {report.oracle_lines:,}, {report.lines_compiled:,} compiled into "
        f"{report.abilities:,} abilities, {report.lines_not_modelled:,} not modelled; "
        f"fully modelled cards: {report.modelled_cards:,}.",
    ]
    if not report.dry_run:
        lines.append(f"Rows: {report.created:,} created, {report.updated:,} updated, "
                     f"{report.replaced:,} name-derived ids replaced.")
    return "\n".join(lines)
