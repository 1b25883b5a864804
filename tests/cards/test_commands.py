"""`manage.py import_cards`: every format, the report, idempotence, all-or-nothing writes."""
import bz2
import gzip
import lzma
import os
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from rulings.cards.models import CardImport, OracleCard

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).parent / "fixtures"
ATOMIC = FIXTURES / "AtomicCards.json"
PRINTINGS = FIXTURES / "AllPrintings.json"
ORACLE = FIXTURES / "oracle-cards.json"
ALL_CARDS = FIXTURES / "all-cards.json"
COMPRESSORS = {"gz": gzip.compress, "xz": lzma.compress, "bz2": bz2.compress}


def run_import(*args):
    out = StringIO()
    call_command("import_cards", *[str(arg) for arg in args], stdout=out)
    return out.getvalue()


def stored_cards():
    """Every stored card's values (all but its primary key and the import it came from)."""
    fields = [field.name for field in OracleCard._meta.concrete_fields
              if field.name not in ("id", "source")]
    return list(OracleCard.objects.order_by("oracle_id").values_list(*fields))


def test_report_counts_cards_faces_korean_names_layouts_and_lines():
    """The report of AtomicCards gives its cards, faces, Korean names, layouts and lines."""

    report = run_import(ATOMIC)

    assert ("Imported AtomicCards.json (MTGJSON AtomicCards, 5.2.2+20250115, 2025-01-15): "
            "11 cards, 16 faces from 11 entries") in report
    assert "Korean names: 6 cards (10 faces)." in report
    assert "Layouts: normal 6, transform 2, adventure 1, flip 1, split 1." in report
    assert "Oracle lines: 25," in report
    assert "Rows: 11 created, 0 updated" in report
    assert OracleCard.objects.count() == 11


def test_the_import_is_recorded_with_the_source_version_date_and_report():
    """A CardImport row keeps the kind, file, version, date and the report's counts."""

    run_import(ATOMIC)

    record = CardImport.objects.get()
    assert (record.kind, record.file_name) == ("mtgjson-atomic", "AtomicCards.json")
    assert (record.source_version, record.source_date) == ("5.2.2+20250115", "2025-01-15")
    assert (record.report["cards"], record.report["korean_cards"]) == (11, 6)
    assert record.report["layouts"]["split"] == 1
    assert OracleCard.objects.filter(source=record).count() == 11


def test_importing_the_same_file_again_changes_nothing():
    """A second import keeps the row count, the primary keys and every value."""
    run_import(ATOMIC)
    before = stored_cards()
    keys = dict(OracleCard.objects.values_list("oracle_id", "pk"))

    report = run_import(ATOMIC)

    assert stored_cards() == before
    assert dict(OracleCard.objects.values_list("oracle_id", "pk")) == keys
    assert "Rows: 0 created, 11 updated" in report


def test_dry_run_writes_nothing():
    """--dry-run reads and reports, and stores neither cards nor an import row."""

    report = run_import("--dry-run", ATOMIC)

    assert report.startswith("Parsed (dry run, nothing written) AtomicCards.json")
    assert "11 cards" in report
    assert not OracleCard.objects.exists()
    assert not CardImport.objects.exists()


@pytest.mark.parametrize("suffix", sorted(COMPRESSORS))
def test_compressed_files_import_like_the_plain_file(tmp_path, suffix):
    """AtomicCards.json.gz, .xz and .bz2 give the same cards as AtomicCards.json."""
    run_import(ATOMIC)
    plain = stored_cards()
    OracleCard.objects.all().delete()
    path = tmp_path / f"AtomicCards.json.{suffix}"
    path.write_bytes(COMPRESSORS[suffix](ATOMIC.read_bytes()))

    report = run_import(path)

    assert f"Imported AtomicCards.json.{suffix} (MTGJSON AtomicCards" in report
    assert stored_cards() == plain


def test_a_truncated_file_leaves_the_cards_as_they_were_and_says_where(tmp_path):
    """A file cut inside its fourth card fails naming the file and the last card read."""
    run_import(ATOMIC)
    OracleCard.objects.filter(name="Lightning Bolt").update(name_ko="changed")
    before = stored_cards()
    text = ATOMIC.read_text(encoding="utf-8")
    cut = tmp_path / "AtomicCards.json"
    cut.write_text(text[:text.index('"Tarmogoyf": [') + 200], encoding="utf-8")

    with pytest.raises(CommandError) as error:
        run_import(cut)

    message = str(error.value)
    assert message.startswith("import_cards: AtomicCards.json: truncated or invalid JSON "
                              'after card 3 ("Bonecrusher Giant // Stomp"): parse error')
    assert message.endswith("the stored cards were not changed")
    assert "\n" not in message
    assert stored_cards() == before
    assert CardImport.objects.count() == 1


def test_a_truncated_compressed_file_fails_cleanly(tmp_path):
    """An .xz file cut short is an error naming the file, and nothing is written."""
    data = lzma.compress(ATOMIC.read_bytes())
    path = tmp_path / "AtomicCards.json.xz"
    path.write_bytes(data[:len(data) // 2])

    with pytest.raises(CommandError, match=r"AtomicCards\.json\.xz: truncated or invalid JSON"):
        run_import(path)

    assert not OracleCard.objects.exists()
    assert not CardImport.objects.exists()


def test_a_failing_second_file_rolls_back_the_first(tmp_path):
    """All files import in one transaction: a broken second file undoes the first."""
    broken = tmp_path / "all-cards.json"
    broken.write_bytes(ALL_CARDS.read_bytes()[:5000])

    with pytest.raises(CommandError, match=r"all-cards\.json: truncated or invalid JSON"):
        run_import(ATOMIC, broken)

    assert not OracleCard.objects.exists()
    assert not CardImport.objects.exists()


@pytest.mark.parametrize(("content", "expected"), [
    (b'{"name": "settings", "values": [1, 2]}', "without MTGJSON's \"meta\" and \"data\""),
    (b"[1, 2, 3]", "a JSON array of number, not of Scryfall card objects"),
    (b'[{"object": "set", "code": "m10"}]', 'a JSON array of Scryfall "set" objects'),
    (b"[]", "an empty JSON array"),
    (b"name,mana_cost\nLightning Bolt,{R}\n",
     "truncated or invalid JSON before the first card: lexical error"),
    (b"PK\x03\x04\x14\x00\x00\x00", "a zip archive; unzip it first"),
    (b'"just a string"', "JSON string, not an MTGJSON or Scryfall card file"),
    (b'{"meta": {}, "data": {"Lightning Bolt": 3}}', '"data" holds number values'),
])
def test_a_file_that_is_not_a_card_file_gives_a_clear_error(tmp_path, content, expected):
    """JSON (or not) that isn't a card file is refused with what it is, naming the file."""
    path = tmp_path / "mystery.json"
    path.write_bytes(content)

    with pytest.raises(CommandError) as error:
        run_import(path)

    assert str(error.value).startswith("import_cards: mystery.json: ")
    assert expected in str(error.value)


def test_a_missing_file_is_named():
    """A path that doesn't exist is an error, not a traceback."""

    with pytest.raises(CommandError, match=r"no-such-file\.json: no such file"):
        run_import(FIXTURES / "no-such-file.json")


def test_a_card_that_cant_be_read_is_named(tmp_path):
    """A face without a name fails naming the entry it is in."""
    path = tmp_path / "AtomicCards.json"
    path.write_text('{"meta": {"version": "1", "date": "2025-01-01"}, "data": {'
                    '"Lightning Bolt": [{"name": "Lightning Bolt", "manaValue": 1}], '
                    '"Nameless": [{"manaValue": 1}]}}', encoding="utf-8")

    with pytest.raises(CommandError) as error:
        run_import(path)

    assert 'in card 2 ("Nameless"): no \'name\'' in str(error.value)
    assert not OracleCard.objects.exists()


def test_a_kind_given_that_the_file_contradicts_is_refused():
    """--kind mtgjson-atomic on a Scryfall file is an error."""

    with pytest.raises(CommandError, match="--kind mtgjson-atomic given, but the file is a "
                                           "Scryfall bulk file"):
        run_import("--kind", "mtgjson-atomic", ORACLE)


def test_all_printings_merges_korean_names_across_printings():
    """Korean names found in some printings only reach the card; the newest printing's wins."""

    report = run_import(PRINTINGS)

    cards = {card.name: card for card in OracleCard.objects.all()}
    assert cards["Lightning Bolt"].name_ko == "번개"  # 2XM (2020), not M10's (2009) "번개 화살"
    assert cards["Delver of Secrets // Insectile Aberration"].name_ko == (
        "비밀의 탐구자 // 곤충형 기형체")  # only the MID printing has it
    assert cards["Tarmogoyf"].name_ko == ""
    assert cards["Grizzly Bears"].name_ko == ""
    assert "5 cards, 6 faces from 8 entries (3 repeating an Oracle id" in report
    assert CardImport.objects.get().kind == "mtgjson-printings"


def test_scryfall_all_cards_takes_korean_names_from_korean_printings():
    """all_cards: `lang: ko` rows name the cards; Japanese and English printed names don't."""

    report = run_import(ALL_CARDS)

    korean = dict(OracleCard.objects.exclude(name_ko="").values_list("name", "name_ko"))
    assert korean == {
        "Lightning Bolt": "번개",
        "Delver of Secrets // Insectile Aberration": "비밀의 탐구자 // 곤충형 기형체",
        "Fire // Ice": "화염 // 얼음",
        "Jace, the Mind Sculptor": "정신 조각가, 제이스",
    }
    assert "(Scryfall all_cards, " in report
    assert "1 not cards" in report
    assert CardImport.objects.get().kind == "scryfall-all"


def test_scryfall_files_record_the_date_given_or_the_files_own(tmp_path):
    """oracle_cards has no date: --source-date is recorded, else the file's modified day."""
    path = tmp_path / "oracle-cards-20250115.json"
    path.write_bytes(ORACLE.read_bytes())
    os.utime(path, (1_700_000_000, 1_700_000_000))  # 2023-11-14 UTC

    run_import(path)
    run_import("--source-date", "2025-01-15T09:05:00.000+00:00", path)

    first, second = CardImport.objects.order_by("pk")
    assert (first.kind, first.source_date) == ("scryfall-oracle", "2023-11-14")
    assert second.source_date == "2025-01-15T09:05:00.000+00:00"
    assert first.source_version == ""


def test_a_file_without_korean_names_keeps_the_stored_ones():
    """oracle_cards after AtomicCards updates the cards and keeps their Korean names."""
    run_import(ATOMIC)

    run_import(ORACLE)

    bolt = OracleCard.objects.get(name="Lightning Bolt")
    assert (bolt.name_ko, bolt.name_ko_key, bolt.faces[0]["name_ko"]) == ("번개", "번개", "번개")
    assert OracleCard.objects.get(name="Fire // Ice").name_ko == "화염 // 얼음"
    assert OracleCard.objects.count() == 11


def test_the_real_oracle_id_replaces_a_name_derived_one():
    """Sol Ring, stored under a name-derived id from MTGJSON, moves to Scryfall's Oracle id."""
    run_import(ATOMIC)
    derived = OracleCard.objects.get(name="Sol Ring").oracle_id

    report = run_import(ORACLE)

    sol_rings = list(OracleCard.objects.filter(name="Sol Ring").values_list("oracle_id",
                                                                           flat=True))
    assert len(sol_rings) == 1
    assert sol_rings[0] != derived
    assert "1 name-derived ids replaced" in report


def test_cards_are_found_by_english_korean_and_face_names():
    """After an import the lookups the site uses find a card by any of its names."""

    run_import(ATOMIC)

    assert OracleCard.objects.named("fire//ice").get().layout == "split"
    assert OracleCard.objects.named("번개").get().name == "Lightning Bolt"
    assert OracleCard.objects.named("곤충형 기형체").get().name.startswith("Delver")
    assert OracleCard.objects.named("Stomp").get().name == "Bonecrusher Giant // Stomp"


def test_the_edition_page_shows_the_card_sources_in_korean(client):
    """/edition/ lists the latest import of each kind with its version and date."""
    run_import(ATOMIC)
    run_import(ATOMIC)
    run_import("--source-date", "2025-02-01", ALL_CARDS)

    html = client.get("/edition/").content.decode()

    assert "카드 데이터" in html
    assert "MTGJSON AtomicCards</span> <code>5.2.2+20250115</code>" in html
    assert "2025-01-15 기준, 카드 11장 중 한국어 이름 6장" in html
    assert "2025-02-01 기준, 카드 11장 중 한국어 이름 4장" in html
    assert html.count("MTGJSON AtomicCards</span>") == 1


def test_the_edition_page_shows_the_card_sources_in_english(client):
    """With the English switch the same line is in English."""
    run_import(ATOMIC)
    client.cookies["django_language"] = "en"

    html = client.get("/edition/").content.decode()

    assert "Card data" in html
    assert "dated 2025-01-15, 11 cards, 6 with a Korean name; imported " in html
