"""Korean printed text: imported from MTGJSON's Korean `foreignData` and Scryfall's `lang: ko`
rows, kept beside the Oracle text (108.1: the Oracle text is what rules), shown on card pages
and found by card search.

The fixtures' Korean texts are written for the tests, in the shape the sources give them; they
are not quotations of real printings.
"""
from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from rulings.cards.models import OracleCard

pytestmark = pytest.mark.django_db

FIXTURES = Path(__file__).parent / "fixtures"
ATOMIC = FIXTURES / "korean-AtomicCards.json"
ALL_CARDS = FIXTURES / "korean-all-cards.json"


def run_import(*paths: Path) -> str:
    out = StringIO()
    call_command("import_cards", *[str(path) for path in paths], stdout=out)
    return out.getvalue()


def face(name: str, index: int = 0) -> dict[str, str]:
    return OracleCard.objects.get(name=name).faces[index]


def test_mtgjson_korean_foreign_data_gives_the_printed_text_type_and_flavor():
    """MTGJSON: the Korean entry's text, type and flavorText become the face's printed text."""

    run_import(ATOMIC)

    elves = face("Wood Elves")
    assert elves["name_ko"] == "숲 엘프"
    assert elves["text_ko"].startswith("숲 엘프가 전장에 들어올 때")
    assert elves["type_line_ko"] == "생물 — 엘프 정찰병"
    assert elves["flavor_ko"] == "숲이 그들을 부른다."
    card = OracleCard.objects.get(name="Wood Elves")
    assert (card.type_line_ko, card.text_ko) == ("생물 — 엘프 정찰병", elves["text_ko"])


def test_the_oracle_text_stays_the_english_oracle_text():
    """The printed Korean text is kept beside the Oracle text, never in its place (108.1)."""

    run_import(ATOMIC)

    card = OracleCard.objects.get(name="Wood Elves")
    assert card.text.startswith("When Wood Elves enters")
    assert card.faces[0]["text"] == card.text


def test_a_korean_entry_under_the_english_name_brings_no_printed_text():
    """MTGJSON fills a missing translation with the English name: its text is not taken."""

    run_import(ATOMIC)

    bears = OracleCard.objects.get(name="Grizzly Bears")
    assert (bears.name_ko, bears.text_ko, bears.type_line_ko) == ("", "", "")
    assert bears.faces[0]["text_ko"] == ""


def test_scryfall_korean_rows_give_printed_text_type_line_and_flavor():
    """Scryfall: a `lang: ko` row's printed_text, printed_type_line and flavor_text."""

    run_import(ALL_CARDS)

    elves = face("Wood Elves")
    assert (elves["name_ko"], elves["type_line_ko"]) == ("숲 엘프", "생물 — 엘프 정찰병")
    assert elves["text_ko"].startswith("숲 엘프가 전장에 들어올 때")
    assert elves["flavor_ko"] == "숲이 그들을 부른다."


def test_an_english_printing_s_printed_text_is_not_korean_text():
    """An English row's printed_text is an older English wording, not a translation."""

    run_import(ALL_CARDS)

    bolt = face("Lightning Bolt")
    assert "target creature or player" not in bolt["text_ko"]


def test_the_newest_korean_printing_gives_the_printed_text():
    """Of two Korean printings, the newer one's text is kept (the current translation)."""

    run_import(ALL_CARDS)

    assert face("Lightning Bolt")["text_ko"] == "번개는 목표 하나에게 피해 3점을 입힌다."


def test_scryfall_double_faced_cards_get_each_face_s_printed_text():
    """card_faces[i].printed_text and printed_type_line go to face i."""

    run_import(ALL_CARDS)

    card = OracleCard.objects.get(name="Delver of Secrets // Insectile Aberration")
    assert [f["type_line_ko"] for f in card.faces] == ["생물 — 인간 마법사", "생물 — 인간 곤충"]
    assert card.faces[1]["text_ko"] == "비행"
    assert card.faces[1]["flavor_ko"] == "날개가 돋았다."
    assert card.type_line_ko == "생물 — 인간 마법사 // 생물 — 인간 곤충"


def test_a_file_without_korean_text_keeps_the_stored_printed_text():
    """Importing a file with no Korean text after one with it removes nothing."""
    run_import(ALL_CARDS)

    run_import(FIXTURES / "oracle-cards.json")

    assert face("Lightning Bolt")["text_ko"] == "번개는 목표 하나에게 피해 3점을 입힌다."


def test_the_report_counts_faces_with_korean_printed_text():
    """The report says how many faces got a Korean printed text."""

    report = run_import(ALL_CARDS)

    assert "Korean printed text: 4 faces." in report
