"""Notes on the rules whose Korean text says something other than the English rule
(rulings/translation_notes.py, rulings/data/translation-notes.tsv)."""
from __future__ import annotations

import pytest
from django.core.management import call_command
from django.utils.html import escape

from rulings.translation_notes import (
    MAX_NOTE,
    TranslationNotesError,
    load_notes,
    note_for,
    parse_notes,
)


@pytest.mark.parametrize(("line", "message"), [
    ("609.5\tko only", "notes.tsv:2: 2 tab-separated cells; expected 3 (number, ko, en)"),
    ("6095\tko\ten", "notes.tsv:2: '6095' is not a rule number"),
    ("609.5\t \ten", "notes.tsv:2: the ko note of 609.5 is empty"),
    (f"609.5\tko\t{'x' * (MAX_NOTE + 1)}",
     f"notes.tsv:2: the en note of 609.5 is {MAX_NOTE + 1} characters; at most {MAX_NOTE}"),
    ("115.4\tko\ten", "notes.tsv:2: 115.4 has a note already"),
])
def test_a_bad_line_is_refused_naming_it(line: str, message: str) -> None:
    """Every defect names the file, the line and what is wrong."""
    text = "115.4\t한국어\tEnglish\n" + line + "\n"

    with pytest.raises(TranslationNotesError) as error:
        parse_notes(text, "notes.tsv")

    assert str(error.value) == message


def test_comments_and_blank_lines_are_skipped_and_each_language_has_its_note() -> None:
    notes = parse_notes("# header\n\n609.5\t동점입니다\tIt means a tie\n")

    assert notes["609.5"].text("ko") == "동점입니다"
    assert notes["609.5"].text("en-us") == "It means a tie"


@pytest.mark.django_db
def test_every_note_is_on_a_rule_of_the_imported_text() -> None:
    """A note on a number the Korean text lacks would never be shown."""
    from rulings.models import Rule

    numbers = set(Rule.objects.values_list("number", flat=True))

    assert load_notes(), "the shipped file has notes"
    assert sorted(set(load_notes()) - numbers) == []


@pytest.mark.django_db
def test_the_rule_page_shows_the_note_above_the_text_in_the_pages_language(client) -> None:
    """609.5 says 무승부 (a drawn game) where the English rule means a tie: its page says so
    before the text, in Korean, and in English after the language switch."""
    korean = client.get("/rules/609.5/").content.decode()

    assert "번역 오류" in korean
    note = escape(note_for("609.5", "ko"))
    assert note in korean
    assert korean.index(note) < korean.index('<div class="rule-text">')

    client.cookies["django_language"] = "en"
    english = client.get("/rules/609.5/").content.decode()

    assert "Translation error" in english
    assert escape(note_for("609.5", "en")) in english


@pytest.mark.django_db
def test_a_note_is_shown_where_the_rule_is_shown_in_its_parents_page(client) -> None:
    """608.3 (which repeats 608.2k) is shown whole on rule 608's page, its note with it; a rule
    without a note has none."""
    parent = client.get("/rules/608/").content.decode()
    plain = client.get("/rules/608.2k/").content.decode()

    assert escape(note_for("608.3", "ko")) in parent
    assert "mistranslation" not in plain


@pytest.mark.django_db
def test_the_preview_of_a_mistranslated_rule_warns(client) -> None:
    """A cited rule's preview (a tap on a citation) says the translation is wrong."""
    preview = client.get("/rules/115.4/preview/").content.decode()

    assert "이 규칙의 번역이 원문과 다릅니다" in preview


@pytest.mark.django_db
def test_the_import_report_lists_the_notes(capsys: pytest.CaptureFixture[str]) -> None:
    call_command("import_rules", "--dry-run")

    out = capsys.readouterr().out
    assert "Mistranslations with a note on the rule's page (14" in out
    assert "106.7, 106.12b, 106.13" in out


@pytest.mark.django_db
def test_a_bad_notes_file_stops_the_import_with_its_line(tmp_path, monkeypatch) -> None:
    """The import report lists the notes: a bad line is a clear error before anything is
    written, not a traceback after the import."""
    from django.core.management.base import CommandError

    from rulings import translation_notes

    bad = tmp_path / "translation-notes.tsv"
    bad.write_text("609.5\tko only\n", encoding="utf-8")
    monkeypatch.setattr(translation_notes, "NOTES_FILE", bad)
    load_notes.cache_clear()
    try:
        with pytest.raises(CommandError, match=r"translation-notes\.tsv:1: 2 tab-separated cells"):
            call_command("import_rules", "--dry-run")
    finally:
        load_notes.cache_clear()
