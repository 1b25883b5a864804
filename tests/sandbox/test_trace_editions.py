"""The trace cites the Korean numbering, with a toggle to the English edition's."""
from __future__ import annotations

from pathlib import Path

import pytest
from django.core.management import call_command

from rulings.sandbox.trace import english_numbers, result_view

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "rules" / "cr-en-20251114.txt"
RESULT = {
    "objects": {}, "players": {"A": {"life": 20, "poison": 0, "lost": False, "won": False}},
    "steps": [{"kind": "layer", "rules": ["613.3d", "704.5j"], "text": "counters",
               "layer": "613.3d"}],
}


def test_without_english_numbers_citations_are_plain_links():
    """No English numbering given: one link per number and no toggle."""

    view = result_view(RESULT, {})

    assert view["cite_toggle"] is False
    assert "cite-en" not in view["steps"][0]["rules_html"]


def test_a_renumbered_citation_carries_both_numbers_behind_the_toggle():
    """613.3d is cited as 613.3d (shown) and 613.4c (the English numbering); 704.5j once."""

    view = result_view(RESULT, {}, english={"613.3d": "613.4c"})

    rules = str(view["steps"][0]["rules_html"])
    assert view["cite_toggle"] is True
    assert '<span class="cite-ko"><a href="/rules/613.3d/"' in rules
    assert '<span class="cite-en" lang="en"><a href="/rules/613.4c/en/"' in rules
    assert rules.count("704.5j") == 3  # href, data-rule-ref and label: one link
    assert "613.4c" in str(view["steps"][0]["layer_html"])


@pytest.mark.django_db
def test_english_numbers_only_once_an_english_edition_is_imported():
    """Before the import there are no English pages to link; after it, 613.3d -> 613.4c."""
    before = dict(english_numbers())

    call_command("import_rules", str(FIXTURE), "--language", "en", verbosity=0)

    assert before == {}
    assert english_numbers()["613.3d"] == "613.4c"


@pytest.mark.django_db
def test_the_sandbox_shows_the_toggle_with_an_english_edition(client):
    """An example citing sublayer 7e renders the toggle and the English number 613.4d."""
    call_command("import_rules", str(FIXTURE), "--language", "en", verbosity=0)

    html = client.get("/sandbox/?example=613.3e-1").content.decode()

    assert 'class="cite-edition-en"' in html
    assert 'href="/rules/613.4d/en/"' in html
