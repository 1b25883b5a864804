"""`manage.py download_cards [--url URL]`: every card, with its Korean name and printed text, in
one command.

Downloads MTGJSON's AtomicCards.json.xz (every card's Oracle data with its foreign names and
printed texts; https://mtgjson.com/downloads/all-files/) or the file at `--url`, checks it
against the SHA-256 digest MTGJSON publishes beside it (`URL + ".sha256"`), prints its progress,
then imports it exactly as `import_cards` does: streamed from the .xz (the standard library's
lzma), upserted by Oracle id in one transaction, with the same report and `CardImport` record.

Nothing stored changes unless the whole file arrived and its checksum matched: the file goes
to a temporary directory (removed afterwards), and the import itself is all or nothing. When
something fails the command stops with a message saying which: no server answered, the server
answered with an error, the download was cut off, the checksum did not match, or the file is
not a card file.
"""
from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rulings.cards.importer import CardFileError, import_card_files, sniff
from rulings.download import (
    DEFAULT_TIMEOUT,
    DownloadError,
    ProgressPrinter,
    download,
    file_name,
    published_sha256,
    verify,
)

from .import_cards import format_report

DEFAULT_URL = "https://mtgjson.com/api/v5/AtomicCards.json.xz"
UNCHANGED = "the stored cards were not changed"


class Command(BaseCommand):
    help = ("Download MTGJSON's AtomicCards.json.xz (every card, with Korean names and printed "
            "text), check it against its published SHA-256, and import it as import_cards "
            "does. Nothing changes unless the whole file arrived and matched.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--url", default=DEFAULT_URL,
            help=f"The card file to download (default {DEFAULT_URL}); its SHA-256 is read "
                 "from the same address with '.sha256' added.")
        parser.add_argument(
            "--timeout", type=float, default=DEFAULT_TIMEOUT,
            help=f"Seconds to wait for the server to answer or send more (default "
                 f"{DEFAULT_TIMEOUT:g}).")
        parser.add_argument(
            "--dry-run", action="store_true",
            help="Download, check and read the file and print the report without writing to "
                 "the database.")

    def handle(self, *args: Any, **options: Any) -> None:
        url: str = options["url"]
        timeout: float = options["timeout"]
        checksum_url = url + ".sha256"
        name = file_name(url)
        say = self.stdout.write if options["verbosity"] >= 1 else (lambda text: None)
        try:
            say(f"Reading the published checksum: {checksum_url}")
            expected = published_sha256(checksum_url, timeout=timeout)
            with tempfile.TemporaryDirectory(prefix="download_cards-") as directory:
                say(f"Downloading {url}")
                downloaded = download(url, Path(directory) / name, timeout=timeout,
                                      progress=ProgressPrinter(say, name))
                verify(downloaded, expected, url=url, checksum_url=checksum_url)
                say(f"SHA-256 matches ({expected}). Importing {name} ...")
                card_file = sniff(downloaded.path)
                reports = import_card_files([card_file], dry_run=options["dry_run"])
        except DownloadError as error:
            raise CommandError(f"download_cards: {error.summary}: {error}; nothing was "
                               f"imported and {UNCHANGED}") from None
        except CardFileError as error:
            raise CommandError(f"download_cards: the downloaded file is not a card file that "
                               f"can be imported: {error}; {UNCHANGED}") from None
        say("\n\n".join(format_report(report) for report in reports))

