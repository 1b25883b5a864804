"""`manage.py download_rules [--url URL]`: the current official English Comprehensive Rules in
one command.

Without `--url` it reads Wizards' rules page (https://magic.wizards.com/en/rules, or the page
given with `--page`), finds the link to the current rules text file (the first `<a href>`
ending in `.txt`), downloads that file and imports it as `import_rules PATH --language en`
does: an edition identified by its language and effective date, stored beside the Korean text,
in one transaction (importing the same file again changes nothing).

Wizards publishes no checksum, so the text itself is checked before anything is replaced: it
must parse as the Comprehensive Rules, with an effective date and rules. When something fails
the command stops with a message saying which (no server answered, the server answered with
an error, the download was cut off, the page has no link to a .txt file, or the file is not the
rules), and the stored rules stay as they were.
"""
from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rulings.download import DEFAULT_TIMEOUT, DownloadError, fetch, file_name, txt_links
from rulings.importer import SeedError
from rulings.importer.official import parse_official

from .import_rules import official_report

RULES_PAGE = "https://magic.wizards.com/en/rules"
UNCHANGED = "the stored rules were not changed"
# The rules text is about 1 MB; anything far larger is not it.
MAX_RULES_BYTES = 32 << 20


class Command(BaseCommand):
    help = ("Download the official English Comprehensive Rules text (found on Wizards' rules "
            "page, or at --url), check that it parses as the rules, and import it as "
            "'import_rules PATH --language en' does.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--url", default=None,
            help="The rules text file to download (a .txt address); default: the link found "
                 "on the rules page (--page).")
        parser.add_argument(
            "--page", default=RULES_PAGE,
            help=f"The page to find the rules text link on when --url is not given (default "
                 f"{RULES_PAGE}).")
        parser.add_argument(
            "--timeout", type=float, default=DEFAULT_TIMEOUT,
            help=f"Seconds to wait for the server to answer or send more (default "
                 f"{DEFAULT_TIMEOUT:g}).")
        parser.add_argument(
            "--dry-run", action="store_true",
            help="Download and parse the file and print the report without writing to the "
                 "database.")

    def handle(self, *args: Any, **options: Any) -> None:
        from rulings.importer.official_load import save_official_edition

        timeout: float = options["timeout"]
        say = self.stdout.write if options["verbosity"] >= 1 else (lambda text: None)
        try:
            url = options["url"] or self._find_link(options["page"], timeout, say)
            say(f"Downloading {url}")
            data = fetch(url, timeout=timeout, limit=MAX_RULES_BYTES)
        except DownloadError as error:
            raise CommandError(f"download_rules: {error.summary}: {error}; {UNCHANGED}") \
                from None
        say(f"Downloaded {len(data):,} bytes; checking that it is the Comprehensive Rules ...")
        try:
            parsed = parse_official(file_name(url), data, "en")
        except SeedError as error:
            raise CommandError(f"download_rules: the file at {url} is not the Comprehensive "
                               f"Rules text: {error}; {UNCHANGED}") from None
        created: bool | None = None
        if not options["dry_run"]:
            _edition, created = save_official_edition(parsed)
        say(official_report(parsed, created))
        if created is not None:
            say("\nNext: python manage.py build_search_index (search and the offline bundle "
                "then include this edition; `make download` does both).")

    def _find_link(self, page: str, timeout: float, say: Any) -> str:
        """The rules text's address, from the first .txt link on `page`."""
        say(f"Finding the rules text on {page}")
        html = fetch(page, timeout=timeout, limit=8 << 20).decode("utf-8", "replace")
        links = txt_links(html, page)
        if not links:
            raise DownloadError("no-link", (
                f"{page} has no link to a .txt file (the page may have changed); give the "
                "rules text file's address with --url"))
        return links[0]
