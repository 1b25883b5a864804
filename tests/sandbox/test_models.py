"""Saved scenarios: content-addressed, immutable, with the ruling rendered once."""
from __future__ import annotations

import pytest

from rulings.sandbox.documents import slug_for
from rulings.sandbox.models import ImmutableScenarioError, SavedScenario

DOCUMENT = {"format": 1, "title": "Humility", "players": [{"id": "A"}],
            "ruling": {"question": "P/T?", "answer": "**1/1**, see 613.4b"}}
RESULT = {"objects": {}, "players": {}, "steps": [], "pending_choice": None}


@pytest.mark.django_db
def test_saving_a_document_uses_its_content_address():
    """The slug is the hash of the document; the url is /s/<slug>/."""
    saved, created = SavedScenario.objects.save_document(DOCUMENT, RESULT, "1")

    assert created is True
    assert saved.slug == slug_for(DOCUMENT)
    assert saved.get_absolute_url() == f"/s/{saved.slug}/"
    assert saved.title == "Humility"


@pytest.mark.django_db
def test_saving_the_same_document_again_returns_the_first():
    """The second save finds the first, and keeps the first result."""
    first, _ = SavedScenario.objects.save_document(DOCUMENT, RESULT, "1")

    again, created = SavedScenario.objects.save_document(dict(DOCUMENT), {"other": 1}, "2")

    assert created is False
    assert again.pk == first.pk
    assert again.result == RESULT
    assert SavedScenario.objects.count() == 1


@pytest.mark.django_db
def test_saved_scenarios_cannot_be_changed():
    """Saving an existing row again raises: permalinks are immutable."""
    saved, _ = SavedScenario.objects.save_document(DOCUMENT, RESULT, "1")
    saved.title = "changed"

    with pytest.raises(ImmutableScenarioError):
        saved.save()


@pytest.mark.django_db
def test_ruling_markdown_is_rendered_at_save_time():
    """The answer's HTML is stored with linked rule numbers."""
    saved, _ = SavedScenario.objects.save_document(DOCUMENT, RESULT, "1")

    assert saved.ruling_question == "P/T?"
    assert "<strong>1/1</strong>" in saved.ruling_html
    assert 'data-rule-ref="613.4b"' in saved.ruling_html
