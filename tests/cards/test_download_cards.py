"""`manage.py download_cards`: download MTGJSON's AtomicCards.json.xz, check its published
SHA-256, import it; a checksum mismatch, a dead server or an interrupted download changes
nothing and says which. Served from 127.0.0.1 (tests/httpfixtures.py), never the internet."""
from __future__ import annotations

import hashlib
import lzma
from collections.abc import Iterator
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from rulings.cards.models import CardImport, OracleCard
from tests.httpfixtures import FixtureServer, dead_url, serving

pytestmark = pytest.mark.django_db


@pytest.fixture
def http_server() -> Iterator[FixtureServer]:
    """A local server for one test, stopped after it."""
    yield from serving()

FIXTURES = Path(__file__).parent / "fixtures"
XZ = lzma.compress((FIXTURES / "korean-AtomicCards.json").read_bytes())
PATH = "/api/v5/AtomicCards.json.xz"


def serve(server, body: bytes = XZ, digest: str | None = None) -> str:
    """Serve `body` and its checksum file (MTGJSON's: the hex digest alone); the file's URL."""
    server.files[PATH] = body
    server.files[PATH + ".sha256"] = (digest or hashlib.sha256(body).hexdigest()).encode()
    return server.url(PATH)


def download(*args: str) -> str:
    out = StringIO()
    call_command("download_cards", *args, stdout=out)
    return out.getvalue()


def stored() -> tuple[int, int]:
    """(cards, imports) in the database."""
    return OracleCard.objects.count(), CardImport.objects.count()


def test_it_downloads_checks_and_imports_the_cards(http_server):
    """A file whose SHA-256 matches is imported as import_cards imports it, with its report."""
    url = serve(http_server)

    output = download("--url", url)

    assert "SHA-256 matches" in output
    assert "Imported AtomicCards.json.xz (MTGJSON AtomicCards, 5.2.2+20261101" in output
    assert stored() == (3, 1)
    assert OracleCard.objects.get(name="Wood Elves").type_line_ko == "생물 — 엘프 정찰병"


def test_it_shows_progress(http_server):
    """The download prints how much has arrived, up to 100%."""
    url = serve(http_server)

    output = download("--url", url)

    assert f"AtomicCards.json.xz: 0.0 MB of {len(XZ) / 1e6:,.1f} MB (0%)" in output
    assert "(100%)" in output


def test_a_checksum_file_as_sha256sum_writes_it_is_read(http_server):
    """'<digest>  <name>' (sha256sum's format) is read as well as the bare digest."""
    url = serve(http_server)
    http_server.files[PATH + ".sha256"] = (
        f"{hashlib.sha256(XZ).hexdigest().upper()}  AtomicCards.json.xz\n").encode()

    download("--url", url)

    assert stored() == (3, 1)


def test_importing_the_same_download_again_changes_nothing(http_server):
    """A second run upserts the same rows (idempotent, as import_cards)."""
    url = serve(http_server)
    download("--url", url)
    before = list(OracleCard.objects.order_by("oracle_id").values_list("oracle_id", "text_ko"))

    download("--url", url)

    after = list(OracleCard.objects.order_by("oracle_id").values_list("oracle_id", "text_ko"))
    assert after == before


def test_a_checksum_mismatch_changes_nothing_and_says_so(http_server):
    """A file whose SHA-256 is not the published one is not imported."""
    url = serve(http_server, digest="0" * 64)

    with pytest.raises(CommandError) as error:
        download("--url", url)

    assert "the checksum does not match" in str(error.value)
    assert "0" * 64 in str(error.value)
    assert "the stored cards were not changed" in str(error.value)
    assert stored() == (0, 0)


def test_a_failed_download_keeps_the_cards_already_stored(http_server):
    """Cards imported before stay exactly as they were when a later download fails."""
    download("--url", serve(http_server))
    before = list(OracleCard.objects.order_by("oracle_id").values_list("oracle_id", "faces"))
    serve(http_server, body=lzma.compress(b'{"meta": {}, "data": {}}'), digest="1" * 64)

    with pytest.raises(CommandError):
        download("--url", http_server.url(PATH))

    assert list(OracleCard.objects.order_by("oracle_id").values_list(
        "oracle_id", "faces")) == before
    assert CardImport.objects.count() == 1


def test_a_dead_server_changes_nothing_and_says_so():
    """No server listening: the message says it could not be reached."""

    with pytest.raises(CommandError) as error:
        download("--url", dead_url(), "--timeout", "5")

    assert "the server could not be reached" in str(error.value)
    assert stored() == (0, 0)


def test_an_interrupted_download_changes_nothing_and_says_so(http_server):
    """The server sends half the body and closes: interrupted, nothing imported."""
    url = serve(http_server)
    http_server.cut_off.add(PATH)

    with pytest.raises(CommandError) as error:
        download("--url", url, "--timeout", "5")

    message = str(error.value)
    assert "the download was interrupted" in message
    assert f"of {len(XZ):,} bytes" in message
    assert stored() == (0, 0)


def test_a_missing_checksum_file_changes_nothing_and_says_so(http_server):
    """No .sha256 beside the file: the server's 404 is named, nothing downloaded."""
    url = serve(http_server)
    del http_server.files[PATH + ".sha256"]

    with pytest.raises(CommandError) as error:
        download("--url", url)

    assert "the server refused the download" in str(error.value)
    assert "HTTP 404" in str(error.value)
    assert PATH not in http_server.requests
    assert stored() == (0, 0)


def test_a_file_that_is_not_a_card_file_changes_nothing(http_server):
    """A checked download that is not MTGJSON: the import's own error, nothing stored."""
    url = serve(http_server, body=lzma.compress(b"<html>not cards</html>"))

    with pytest.raises(CommandError) as error:
        download("--url", url)

    assert "not a card file that can be imported" in str(error.value)
    assert stored() == (0, 0)


def test_every_option_has_help():
    """--help describes --url, --timeout and --dry-run."""
    from rulings.cards.management.commands.download_cards import Command

    parser = Command().create_parser("manage.py", "download_cards")

    helps = {action.dest: action.help for action in parser._actions}
    assert all(helps[name] for name in ("url", "timeout", "dry_run"))
    assert "AtomicCards.json.xz" in helps["url"]


def test_a_dry_run_downloads_and_checks_but_writes_nothing(http_server):
    """--dry-run: the report, no row."""
    url = serve(http_server)

    output = download("--url", url, "--dry-run")

    assert "Parsed (dry run, nothing written) AtomicCards.json.xz" in output
    assert stored() == (0, 0)
