"""A fresh install's hints: with no card imported and no English edition, the card pages, the
card search and its picker, and /edition/ name the one command that brings every card with
its Korean names, and the one that brings the current English rules; in Korean, and in
English with the switch. They go once the data is there."""
from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command

from rulings.cards.hints import CARDS_COMMAND, MAKE_TARGET, RULES_COMMAND

pytestmark = pytest.mark.django_db

CARDS_KO = "명령 하나로 모든 카드를 한국어 이름, 인쇄된 한국어 텍스트와 함께 가져옵니다"
RULES_KO = "현재 공식 영어 종합 규칙도 명령 하나로 가져옵니다"
PAGES = ["/cards/", "/cards/Forest/", "/cards/No%20Such%20Card/", "/edition/"]


@pytest.fixture
def english_rules(db):
    """The official English edition imported (the test fixture file)."""
    path = Path(__file__).parent.parent / "fixtures" / "rules" / "cr-en-20251114.txt"
    call_command("import_rules", str(path), "--language", "en", stdout=StringIO())


@pytest.mark.parametrize("url", PAGES)
def test_a_fresh_install_names_both_commands_in_korean(client, url):
    """No cards, no English rules: the page names download_cards and download_rules."""

    html = client.get(url).content.decode()

    assert CARDS_KO in html
    assert RULES_KO in html
    assert f"<code>{CARDS_COMMAND}</code>" in html
    assert f"<code>{RULES_COMMAND}</code>" in html
    assert f"<code>{MAKE_TARGET}</code>" in html


@pytest.mark.parametrize("url", PAGES)
def test_the_hint_switches_to_english(client, url):
    """With the English switch the hint is in English."""
    client.cookies["django_language"] = "en"

    html = client.get(url).content.decode()

    assert "One command brings every card, with its Korean name" in html
    assert "The current official English Comprehensive Rules come with one command" in html


def test_the_card_picker_names_the_cards_command(client):
    """The sandbox's picker list ends with the command when no card is imported."""

    html = client.get("/cards/", {"q": "forest", "picker": "1"},
                      HTTP_HX_REQUEST="true").content.decode()

    assert "sb-pick-hint" in html
    assert f"<code>{CARDS_COMMAND}</code>" in html


def test_the_hints_go_once_cards_and_rules_are_imported(client, make_card, english_rules):
    """Cards imported and an English edition stored: no hint anywhere."""
    make_card("Lightning Bolt", "번개")

    pages = [client.get(url).content.decode() for url in PAGES]
    picker = client.get("/cards/", {"q": "bolt", "picker": "1"},
                        HTTP_HX_REQUEST="true").content.decode()

    assert not any("download-hint" in html for html in pages)
    assert "sb-pick-hint" not in picker


def test_only_the_rules_hint_when_cards_are_imported(client, make_card):
    """Cards imported but no English rules: the rules command alone, no make target."""
    make_card("Lightning Bolt", "번개")

    html = client.get("/edition/").content.decode()

    assert RULES_KO in html
    assert CARDS_KO not in html
    assert MAKE_TARGET not in html
