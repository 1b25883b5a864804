"""Which numbering the site cites (issue 28): until an official English edition is imported,
rule pages and /edition/ say the numbers are the older Korean edition's and name the one
command that brings the current rules; once one is imported, the note goes from rule pages
and /edition/ names the edition beside the Korean text."""
from pathlib import Path

import pytest
from django.core.management import call_command

from engine.text import citations

pytestmark = pytest.mark.django_db

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "rules" / "cr-en-20251114.txt"
COMMAND = "<code>manage.py import_rules FILE --language en</code>"


@pytest.fixture
def english():
    """The fixture's current English edition, imported."""
    call_command("import_rules", str(FIXTURE), "--language", "en", verbosity=0)


def _note(html: str) -> str:
    start = html.index('class="numbering-note"')
    return html[start:html.index("</details>", start)]


def test_a_rule_page_says_its_numbers_are_the_older_editions(client):
    """Without an English edition, 613.3c's page says whose numbers it cites, in Korean,
    with the command that imports the current rules."""

    html = client.get("/rules/613.3c/").content.decode()

    note = _note(html)
    assert "이 사이트의 규칙 번호는 이전 판 기준입니다" in note
    assert "여기의 613.3c가 현행 613.4c" in note
    assert citations.renumber("613.3c", "en") == "613.4c"  # the example is the engine's data
    assert COMMAND in note
    assert html.index('class="rule rule-subrule"') < html.index('class="numbering-note"')


def test_the_rule_pages_note_follows_the_english_switch(client):
    """With the English switch the note is in English."""
    client.cookies["django_language"] = "en"

    note = _note(client.get("/rules/613.3c/").content.decode())

    assert "Rule numbers here are an older edition's" in note
    assert "613.3c here is 613.4c today" in note


def test_the_edition_page_says_it_open_with_the_command(client):
    """/edition/ shows the note open, with the command."""

    html = client.get("/edition/").content.decode()

    assert '<details class="numbering-note" open>' in html
    assert COMMAND in _note(html)


def test_with_an_english_edition_rule_pages_drop_the_note(client, english):
    """Once the English text is beside every rule, the rule page has no note."""

    html = client.get("/rules/613.3c/").content.decode()

    assert 'class="numbering-note"' not in html
    assert '<details class="edition-en">' in html


def test_with_an_english_edition_the_edition_page_names_it(client, english):
    """/edition/ names the English edition beside the Korean text instead of the command."""

    html = client.get("/edition/").content.decode()

    assert "2025-11-14 시행 영어 원문을 함께 가져왔습니다" in html
    assert 'href="/editions/"' in html
    assert "import_rules FILE" not in html


def test_the_note_names_the_download_command_first(client):
    """The note names download_rules (which finds the file itself) before import_rules FILE."""

    note = _note(client.get("/rules/613.3c/").content.decode())

    assert "<code>manage.py download_rules</code>" in note
    assert "현재 TXT 파일을 찾아 가져옵니다" in note
    assert note.index("download_rules") < note.index(COMMAND)
