"""Saved scenarios: immutable, content-addressed permalinks (`/s/<slug>/`)."""
from __future__ import annotations

from typing import Any

from django.db import IntegrityError, models, transaction
from django.urls import reverse

from .documents import canonical_json, ruling_of, slug_for
from .markup import render_ruling


class ImmutableScenarioError(ValueError):
    """A saved scenario was about to be changed; permalinks never change."""


SLUG_MAX_LENGTH = 32


class SavedScenarioQuerySet(models.QuerySet["SavedScenario"]):
    def with_slug(self, slug: str) -> SavedScenarioQuerySet:
        """The scenario saved under `slug` (from a URL or a form: anything may come in). A
        slug no save could have made (too long, or a NUL, which PostgreSQL refuses in a
        query) finds nothing, the same answer an unknown slug gets."""
        if len(slug) > SLUG_MAX_LENGTH or "\x00" in slug:
            return self.none()
        return self.filter(slug=slug)

    def save_document(
        self, document: dict[str, Any], result: dict[str, Any], engine_version: str,
        forked_from: str = "",
    ) -> tuple[SavedScenario, bool]:
        """The saved scenario for this document, created if new; (scenario, created).

        The slug hashes what the document means (documents.slug_for), so saving the same
        scenario twice returns the first one, with the result it was saved with (and the
        permalink it was forked from, if any, the first time).
        """
        slug = slug_for(document)
        existing = self.filter(slug=slug).first()
        if existing is not None:
            return existing, False
        question, answer = ruling_of(document)
        title = document.get("title")
        saved = self.model(
            slug=slug,
            canonical=canonical_json(document),
            document=document,
            result=result,
            engine_version=engine_version,
            title=title[:200] if isinstance(title, str) else "",
            ruling_question=question,
            ruling_answer=answer,
            # Markdown is rendered once here, not on every view (djangoproject.com's way).
            ruling_html=render_ruling(answer),
            forked_from=forked_from if forked_from != slug else "",
        )
        try:
            with transaction.atomic():
                saved.save()
        except IntegrityError:
            # Saved by a concurrent request a moment ago: the same content, the same row.
            return self.get(slug=slug), False
        return saved, True


class SavedScenario(models.Model):
    """A scenario a judge saved, with the result the engine gave when it was saved."""

    slug = models.CharField(max_length=SLUG_MAX_LENGTH, unique=True)
    canonical = models.TextField(help_text="Canonical JSON of the document as it was first saved.")
    document = models.JSONField(help_text="The scenario, with the judge's ruling if any.")
    result = models.JSONField(help_text="The engine's result (Korean) at save time.")
    engine_version = models.CharField(max_length=64)
    title = models.CharField(max_length=200, blank=True)
    ruling_question = models.TextField(blank=True)
    ruling_answer = models.TextField(blank=True)
    ruling_html = models.TextField(blank=True)
    forked_from = models.CharField(max_length=32, blank=True, help_text="The slug of the "
                                   "permalink this scenario was forked from in the editor.")
    created = models.DateTimeField(auto_now_add=True)

    objects = SavedScenarioQuerySet.as_manager()

    class Meta:
        ordering = ["-created"]

    def __str__(self) -> str:
        return f"{self.slug} {self.title}".strip()

    def save(self, *args: Any, **kwargs: Any) -> None:
        if not self._state.adding:
            raise ImmutableScenarioError(f"saved scenario {self.slug} is immutable")
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return reverse("sandbox:permalink", args=[self.slug])
