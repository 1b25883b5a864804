"""What the site says about the imported edition: its sections and date (home page), and the
defects of its source files in the reader's language (/edition/)."""
from __future__ import annotations

import pytest

from rulings.importer import parse_file
from rulings.importer.parse import DEFECT_KINDS, DEFECT_MESSAGES, Defect
from rulings.templatetags.rules import defect_text

pytestmark = pytest.mark.django_db


def test_the_home_page_says_which_sections_this_edition_has(client):
    """The home page lists sections 1, 4, 5, 6 and 8 as present and links 2, 3, 7 and 9."""

    html = client.get("/").content.decode()

    facts = html[html.index('class="edition-facts"'):html.index("</dl>")]
    assert "이 판에 있는 절" in facts and "8. 다인전 규칙" in facts
    for number in (2, 3, 7, 9):
        assert f'href="/rules/{number}/"' in facts


def test_the_home_page_says_the_edition_date_is_not_recorded(client):
    """None of the five files has a date: the page says so, and when the text was imported."""

    html = client.get("/").content.decode()

    assert "판 날짜" in html and "원본 파일에 적혀 있지 않습니다" in html
    assert "가져온 날" in html


def test_a_front_matter_date_is_the_files_edition_date():
    """A Jekyll file whose front matter has "date: 2021-02-05 10:00" records 2021-02-05."""
    text = ("---\ntitle: 6. 주문, 능력, 효과\ndate: 2021-02-05 10:00:00 +0900\n---\n"
            '<a name="600"></a>\n#### 600. 일반\n\n'
            '<p class="paragraph" markdown="1">**600.1.** 본문.</p>\n')

    parsed = parse_file("x.txt", text)

    assert parsed.date == "2021-02-05"


def test_edition_defects_are_korean_by_default(client):
    """/edition/ shows each defect's kind and message in Korean."""

    html = client.get("/edition/").content.decode()

    assert "중복 번호" in html
    assert "둘 다 보관하며, 이 사본의 주소는 /rules/101.4d-2/입니다" in html
    assert "is printed again" not in html


def test_edition_defects_follow_the_english_switch(client):
    """With the English switch the same defects are in English."""
    client.cookies["django_language"] = "en"

    html = client.get("/edition/").content.decode()

    assert "duplicate number" in html and "is printed again (first at" in html


def test_every_defect_message_has_a_kind_label_and_formats_with_its_parameters():
    """Each message key names a known kind, and formatting never fails for its parameters."""
    samples = {"number": "613.1", "anchor": "613.2", "previous": "613.3", "section": "6",
               "title": "제목", "title_en": "Title", "excerpt": "…", "marker": "1",
               "first": "a.txt:1", "slug": "613.1-2", "parent": "613", "count": "3"}

    for key, (kind, template) in DEFECT_MESSAGES.items():
        assert kind in DEFECT_KINDS, key
        assert template % samples


def test_a_stored_defect_without_a_key_shows_its_stored_message():
    """Defects stored by an older import (no key) still show their English message."""

    assert defect_text({"kind": "missing-dot", "message": "513.2 has no dot"}) == \
        "513.2 has no dot"


def test_a_defect_keeps_its_english_message_for_the_import_report():
    """Defect.of formats the English message and keeps the key and parameters."""

    defect = Defect.of("f.txt", 3, "513.2", "missing-dot")

    assert defect.message == "513.2 has no dot after its number; read as rule 513.2"
    assert defect.as_dict()["key"] == "missing-dot"
