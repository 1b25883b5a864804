"""The bilingual glossary, stored at import time (see `rulings.search.glossary`).

`import_rules` fills it in the same transaction as the rules: the pairs the Korean text writes
as "서고(library)", each with the rule that writes it, plus the curated English terms and the
table talk. The search index build and the glossary page read it from here.
"""
from __future__ import annotations

from django.db import models
from django.db.models.functions import Replace

from .rules import Rule


class GlossaryTermQuerySet(models.QuerySet["GlossaryTerm"]):
    """Query logic for glossary terms."""

    def matching(self, text: str) -> GlossaryTermQuerySet:
        """Terms whose English or Korean contains `text` (case, and spacing in Korean,
        ignored)."""
        text = text.strip()
        if not text:
            return self
        # Judges space Korean as they like: "대체효과" finds "대체 효과".
        compact = text.replace(" ", "")
        return self.annotate(
            korean_compact=Replace("korean", models.Value(" "), models.Value(""))
        ).filter(
            models.Q(english__icontains=text) | models.Q(korean_compact__icontains=compact)
        )


class GlossaryTerm(models.Model):
    """One English (or table-talk) term and the Korean the rules text uses for it."""

    class Origin(models.TextChoices):
        TEXT = "text", "text"  # written "한국어(English)" in the rules text
        CURATED = "curated", "curated"  # abbreviations and terms the text never pairs
        SLANG = "slang", "slang"  # table talk ("트리거") for the text's word ("격발")

    english = models.CharField(max_length=100, help_text="English term, lowercased; for "
                               "origin 'slang', the table-talk word.")
    korean = models.CharField(max_length=100, help_text="The rules text's Korean term.")
    origin = models.CharField(max_length=8, choices=Origin.choices, db_index=True)
    rule = models.ForeignKey(Rule, null=True, blank=True, on_delete=models.SET_NULL,
                             related_name="glossary_terms",
                             help_text="The rule that writes the pair, or that defines the "
                                       "Korean term (curated and slang).")

    objects = GlossaryTermQuerySet.as_manager()

    class Meta:
        ordering = ["english", "korean"]
        constraints = [
            models.UniqueConstraint(fields=["english", "korean", "origin"],
                                    name="unique_glossary_pair"),
        ]

    def __str__(self) -> str:
        return f"{self.english} = {self.korean}"
