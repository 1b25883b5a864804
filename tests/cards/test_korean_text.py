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


# --- card pages, search and the sandbox ------------------------------------------------


def test_the_card_page_shows_the_printed_text_beside_the_oracle_text(client):
    """The page labels the Korean printed text as printed and says the Oracle text rules."""
    run_import(ATOMIC)

    html = client.get("/cards/Wood%20Elves/").content.decode()

    assert "인쇄된 한국어 텍스트" in html
    assert "오라클 텍스트: 규칙은 이 텍스트를 따릅니다" in html
    assert "규칙은 오라클 텍스트를 따릅니다" in html
    assert 'data-rule-ref="108.1"' in html
    assert "숲 엘프가 전장에 들어올 때" in html
    assert '<p class="card-flavor">숲이 그들을 부른다.</p>' in html
    assert "When Wood Elves enters" in html


def test_the_printed_text_labels_switch_to_english(client):
    """With the English switch the labels are English; the printed text stays Korean."""
    run_import(ATOMIC)
    client.cookies["django_language"] = "en"

    html = client.get("/cards/Wood%20Elves/").content.decode()

    assert "Korean printed text" in html
    assert "Oracle text: what the rules use" in html
    assert "숲 엘프가 전장에 들어올 때" in html


def test_a_card_without_printed_text_has_no_printed_column(client):
    """No Korean printing: the Oracle text alone, no empty printed section."""
    run_import(ATOMIC)

    html = client.get("/cards/Grizzly%20Bears/").content.decode()

    assert "인쇄된 한국어 텍스트" not in html


def test_the_type_line_is_the_printed_korean_one(client):
    """Elf Scout: the Korean type line as printed, the English one beside it."""
    run_import(ATOMIC)

    html = client.get("/cards/Wood%20Elves/").content.decode()

    assert ('<p class="card-type">생물 — 엘프 정찰병 <span class="en" lang="en">'
            "Creature — Elf Scout</span></p>") in html


def test_a_type_line_is_never_half_korean(client, make_card):
    """Scout has no Korean term and no printing gives one: the whole line stays English."""
    make_card("Nameless Scout", types=["Creature"], subtypes=["Elf", "Scout"], power="1",
              toughness="1")

    html = client.get("/cards/Nameless%20Scout/").content.decode()

    assert '<p class="card-type">Creature — Elf Scout</p>' in html
    assert "엘프 Scout" not in html


def test_a_subtype_s_korean_word_comes_from_imported_type_lines(client, make_card):
    """Scout has no term in the rules' tables; Wood Elves' printed line pairs it with 정찰병,
    so another Elf Scout without a Korean printing reads whole in Korean."""
    run_import(ATOMIC)
    make_card("Nameless Scout", types=["Creature"], subtypes=["Elf", "Scout"], power="1",
              toughness="1")

    html = client.get("/cards/Nameless%20Scout/").content.decode()

    assert ('<p class="card-type">생물 — 엘프 정찰병 <span class="en" lang="en">'
            "Creature — Elf Scout</span></p>") in html


def test_learning_pairs_subtypes_only_when_the_counts_agree():
    """A Korean line with another number of subtype words teaches nothing; the word most
    lines give wins."""
    from rulings.cards.catalog import learn_subtypes

    learned = learn_subtypes([
        ("생물 — 엘프 정찰병", ["Elf", "Scout"]),
        ("생물 — 엘프 정찰병", ["Elf", "Scout"]),
        ("생물 — 요정 척후병", ["Elf", "Scout"]),
        ("전설적 생물 — 타임 로드", ["Time Lord"]),
        ("생물 — 인간 // 생물 — 인간 곤충", ["Human"]),
    ])

    assert learned == {"Elf": "엘프", "Scout": "정찰병"}


@pytest.mark.parametrize(("line", "expected"), [
    ("Creature — Elf Warrior", "생물 — 엘프 전사"),
    ("Creature — Elf Scout", "Creature — Elf Scout"),
    ("Legendary Creature — Time Lord", "Legendary Creature — Time Lord"),
    ("Instant", "순간마법"),
])
def test_board_type_lines_are_translated_whole_or_not_at_all(line, expected):
    """The sandbox board's type cells: all Korean, or all English (never mixed)."""
    from rulings.sandbox.adapter import whole_type_line

    assert whole_type_line(line, "ko") == expected


def test_search_finds_cards_by_korean_type_words(client):
    """/api/cards?q=정찰병 finds Wood Elves by its printed Korean type line (and any other
    Scout, by the word that line teaches)."""
    run_import(ATOMIC)

    results = client.get("/api/cards", {"q": "정찰병"}).json()["results"]

    assert ("Wood Elves", "type") in [(card["name"], card["tier"]) for card in results]
    assert {card["tier"] for card in results} == {"type"}


def test_search_by_two_korean_type_words_needs_both():
    """'생물 곰' finds the bear (its terms translated), not the elf (no 곰)."""
    from rulings.cards import catalog
    run_import(ATOMIC)

    names = [card["name"] for card in catalog.search("생물 곰", 10)]

    assert "Grizzly Bears" in names
    assert "Wood Elves" not in names


def test_names_come_before_type_words():
    """'숲' finds cards named 숲 first; type-word matches only fill the room left."""
    from rulings.cards import catalog
    run_import(ATOMIC)

    results = catalog.search("숲", 30)

    tiers = [card["tier"] for card in results]
    assert tiers[0] != "type"
    assert tiers == sorted(tiers, key=lambda tier: tier == "type")


def test_a_type_word_is_not_a_card_name(client):
    """/cards/정찰병/ names no card: the page lookup uses names only."""
    run_import(ATOMIC)

    response = client.get("/cards/%EC%A0%95%EC%B0%B0%EB%B3%91/")

    assert response.status_code == 404


def test_the_search_results_show_the_printed_korean_type_line(client):
    """The results list gives the printed Korean type line in Korean."""
    run_import(ATOMIC)

    html = client.get("/cards/", {"q": "숲 엘프"}).content.decode()

    assert '<span class="card-result-type">생물 — 엘프 정찰병</span>' in html


def test_the_sandbox_shows_an_imported_card_s_printed_text(client):
    """The sandbox's card view under the field shows the printed Korean text, labelled."""
    run_import(ATOMIC)

    html = client.get("/sandbox/", {"card": "Wood Elves"}).content.decode()

    assert "인쇄된 한국어 텍스트 (규칙은 위의 오라클 텍스트를 따릅니다)" in html
    assert "생물 — 엘프 정찰병 — 숲 엘프가 전장에 들어올 때" in html
