"""`manage.py download_rules`: find the rules text's link on Wizards' rules page, download
it, check that it parses as the rules and import it as `import_rules --language en` does; a
dead server, an interrupted download, a page without the link or a file that is not the rules
changes nothing and says which. Served from 127.0.0.1 (tests/httpfixtures.py)."""
from __future__ import annotations

from collections.abc import Iterator
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from rulings.download import txt_links
from rulings.models import Edition, EditionRule
from tests.httpfixtures import FixtureServer, dead_url, serving

pytestmark = pytest.mark.django_db


@pytest.fixture
def http_server() -> Iterator[FixtureServer]:
    """A local server for one test, stopped after it."""
    yield from serving()

HERE = Path(__file__).parent
PAGE = (HERE / "fixtures" / "wizards-rules-page.html").read_bytes()
RULES = (HERE.parent / "fixtures" / "rules" / "cr-en-20251114.txt").read_bytes()
TXT_PATH = "/downloads/MagicCompRules%2020251114.txt"


def serve(server) -> str:
    """Serve the rules page and the text file it links to; the page's URL."""
    server.files["/en/rules"] = PAGE
    server.files[TXT_PATH] = RULES
    return server.url("/en/rules")


def download(*args: str) -> str:
    out = StringIO()
    call_command("download_rules", *args, stdout=out)
    return out.getvalue()


def stored() -> tuple[int, int]:
    """(English editions, their rules) in the database."""
    return Edition.objects.count(), EditionRule.objects.count()


def test_it_finds_the_txt_link_on_the_rules_page_and_imports_it(http_server):
    """Without --url: the page's .txt link, downloaded and imported as an English edition."""
    page = serve(http_server)

    output = download("--page", page)

    assert f"Downloading {http_server.url(TXT_PATH)}" in output
    assert "Imported a new edition: en effective 2025-11-14" in output
    assert "Next: python manage.py build_search_index" in output
    edition = Edition.objects.get()
    assert (edition.language, str(edition.effective_date)) == ("en", "2025-11-14")
    assert edition.source_name == "MagicCompRules 20251114.txt"
    assert EditionRule.objects.filter(edition=edition).exists()


def test_url_downloads_that_file_without_the_page(http_server):
    """--url skips the page."""
    serve(http_server)

    download("--url", http_server.url(TXT_PATH))

    assert "/en/rules" not in http_server.requests
    assert stored()[0] == 1


def test_importing_the_same_rules_again_changes_nothing(http_server):
    """The same file twice: one edition, the same rules."""
    page = serve(http_server)
    download("--page", page)
    before = list(EditionRule.objects.order_by("number").values_list("number", "text"))

    output = download("--page", page)

    assert "Imported again" in output
    assert list(EditionRule.objects.order_by("number").values_list("number", "text")) == before


def test_a_page_without_a_txt_link_changes_nothing_and_says_so(http_server):
    """The page changed and links no .txt: the message says so and asks for --url."""
    http_server.files["/en/rules"] = b"<html><body><a href='/rules.pdf'>PDF</a></body></html>"

    with pytest.raises(CommandError) as error:
        download("--page", http_server.url("/en/rules"))

    message = str(error.value)
    assert "the file's link was not found" in message
    assert "--url" in message
    assert "the stored rules were not changed" in message
    assert stored() == (0, 0)


def test_a_dead_server_changes_nothing_and_says_so():
    """No server listening: could not be reached."""

    with pytest.raises(CommandError) as error:
        download("--page", dead_url("/en/rules"), "--timeout", "5")

    assert "the server could not be reached" in str(error.value)
    assert stored() == (0, 0)


def test_an_interrupted_download_changes_nothing_and_says_so(http_server):
    """Half the rules text, then the connection closes: interrupted, nothing imported."""
    page = serve(http_server)
    http_server.cut_off.add(TXT_PATH)

    with pytest.raises(CommandError) as error:
        download("--page", page, "--timeout", "5")

    assert "the download was interrupted" in str(error.value)
    assert stored() == (0, 0)


def test_a_file_that_is_not_the_rules_changes_nothing(http_server):
    """A .txt that is not the rules (no effective date): refused before anything is stored."""
    serve(http_server)
    http_server.files[TXT_PATH] = b"Page not found. Try again later.\n"

    with pytest.raises(CommandError) as error:
        download("--page", http_server.url("/en/rules"))

    assert "is not the Comprehensive Rules text" in str(error.value)
    assert stored() == (0, 0)


def test_a_failed_download_keeps_the_edition_already_stored(http_server):
    """An edition imported before stays as it was when a later download is cut off."""
    page = serve(http_server)
    download("--page", page)
    before = list(EditionRule.objects.order_by("number").values_list("number", "text"))
    http_server.cut_off.add(TXT_PATH)

    with pytest.raises(CommandError):
        download("--page", page, "--timeout", "5")

    assert list(EditionRule.objects.order_by("number").values_list("number", "text")) == before
    assert Edition.objects.count() == 1


def test_txt_links_are_made_absolute_in_page_order():
    """Relative links resolve against the page; only .txt ones count, each once."""
    html = ('<a href="a.pdf">x</a><a href="/d/Rules%201.txt">y</a>'
            '<a href="https://cdn.example/R.TXT?v=1">z</a><a href="/d/Rules%201.txt">again</a>')

    links = txt_links(html, "https://magic.wizards.com/en/rules")

    assert links == ["https://magic.wizards.com/d/Rules%201.txt", "https://cdn.example/R.TXT?v=1"]


def test_every_option_has_help():
    """--help describes --url, --page, --timeout and --dry-run."""
    from rulings.management.commands.download_rules import Command

    parser = Command().create_parser("manage.py", "download_rules")

    helps = {action.dest: action.help for action in parser._actions}
    assert all(helps[name] for name in ("url", "page", "timeout", "dry_run"))
    assert "magic.wizards.com/en/rules" in helps["page"]


def test_a_dry_run_downloads_and_parses_but_writes_nothing(http_server):
    """--dry-run: the report, no edition."""
    page = serve(http_server)

    output = download("--page", page, "--dry-run")

    assert "Parsed (dry run, nothing written): en effective 2025-11-14" in output
    assert stored() == (0, 0)
