"""docs/cards.md: the scripted card library, generated, and complete."""

from __future__ import annotations

from pathlib import Path

from engine.library import cards, catalogue

DOC = Path(__file__).resolve().parents[2] / "docs" / "cards.md"


def test_the_committed_document_is_current() -> None:
    """docs/cards.md is `python -m engine cards`'s output (run `make schema`)."""
    assert DOC.read_text(encoding="utf-8") == catalogue.markdown()


def test_every_card_is_listed_once() -> None:
    """Each library card has exactly one row, under one theme."""
    text = catalogue.markdown()

    for card in cards.all_cards():
        assert text.count(f"\n| {card.name} |") == 1, card.name


def test_a_card_is_filed_under_its_first_theme() -> None:
    """Humility (static) is a layers card; Rest in Peace, with a replacement, is filed under
    replacement; Soul Warden, with a trigger only, under triggered abilities."""
    humility, rip, warden = (cards.find_card(n) for n in
                             ("Humility", "Rest in Peace", "Soul Warden"))

    assert humility is not None and rip is not None and warden is not None
    assert catalogue.theme(humility).startswith("Layers")
    assert catalogue.theme(rip).startswith("Replacement")
    assert catalogue.theme(warden).startswith("Triggered")
