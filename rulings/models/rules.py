"""The rules text as imported from the shipped seed files (see `manage.py import_rules`).

Every section, rule and subrule is one `Rule` row; its HTML is rendered once at import time,
never per request. A rule number that appears twice in the source keeps both copies: the
second copy's slug gets a suffix ("101.4d-2"), so both stay readable at their own URL.
"""
from __future__ import annotations

from django.db import models
from django.utils import timezone


class RuleQuerySet(models.QuerySet["Rule"]):
    """Query logic for rules (djangoproject.com style: queries live on the QuerySet)."""

    def in_order(self) -> RuleQuerySet:
        """Rules in document order (sections 1, 4, 5, 6, 8, each followed by its rules)."""
        return self.order_by("position")

    def sections(self) -> RuleQuerySet:
        """The sections (1, 4, 5, 6, 8) in order."""
        return self.filter(kind=Rule.Kind.SECTION).in_order()

    def with_number(self, number: str) -> RuleQuerySet:
        """Every copy of a printed number (two rows for a number the source duplicates)."""
        return self.filter(number=number).in_order()

    def citing(self, number: str) -> RuleQuerySet:
        """The rules whose text or examples cite `number` (present in this edition or not)."""
        return self.filter(references__target_number=number).distinct().in_order()

    def table_of_contents(self) -> RuleQuerySet:
        """Sections and three-digit rules, in order: what the home page lists."""
        return self.filter(kind__in=[Rule.Kind.SECTION, Rule.Kind.RULE]).in_order()

    def around(self, position: int, count: int = 2) -> list[Rule]:
        """Up to `count` rules before and after a document position (for "did you mean")."""
        before = list(self.filter(position__lt=position).order_by("-position")[:count])
        after = list(self.filter(position__gte=position).order_by("position")[:count])
        return [*reversed(before), *after]


class Rule(models.Model):
    """A section ("6"), a rule ("613") or a subrule ("613.3b") of the Comprehensive Rules."""

    class Kind(models.TextChoices):
        SECTION = "section", "section"
        RULE = "rule", "rule"
        SUBRULE = "subrule", "subrule"

    slug = models.CharField(max_length=24, unique=True, help_text="URL key: the number, "
                            "with a suffix for a duplicated number's later copies (101.4d-2).")
    number = models.CharField(max_length=16, db_index=True, help_text="The number as printed.")
    kind = models.CharField(max_length=8, choices=Kind.choices)
    section = models.PositiveSmallIntegerField(db_index=True)
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE,
                               related_name="children")
    position = models.PositiveIntegerField(unique=True, help_text="Document order.")
    title = models.CharField(max_length=200, blank=True)
    title_en = models.CharField(max_length=200, blank=True,
                                help_text="English name (sections only, from the front matter).")
    text = models.TextField(blank=True, help_text="Plain text, no markup; mana as {T}.")
    html = models.TextField(blank=True, help_text="Rendered, sanitized body (import time).")
    examples = models.JSONField(default=list, blank=True, help_text="Plain-text examples.")
    examples_html = models.JSONField(default=list, blank=True)
    notes = models.JSONField(default=list, blank=True,
                             help_text="Translator's notes (the source's footnotes), plain text.")
    source_file = models.CharField(max_length=100, blank=True)
    source_line = models.PositiveIntegerField(default=0)

    objects = RuleQuerySet.as_manager()

    class Meta:
        ordering = ["position"]

    def __str__(self) -> str:
        return f"{self.slug} {self.title}".strip()

    def get_absolute_url(self) -> str:
        return f"/rules/{self.slug}/"

    @property
    def is_duplicate(self) -> bool:
        """True for a later copy of a number the source prints twice (slug "101.4d-2")."""
        return self.slug != self.number

    @property
    def citation(self) -> str:
        """How a judge cites this rule: "CR 613.3b"."""
        return f"CR {self.number}"


class RuleReference(models.Model):
    """One rule citing another ("See rule 704"); the target may be outside this edition."""

    source = models.ForeignKey(Rule, on_delete=models.CASCADE, related_name="references")
    target_number = models.CharField(max_length=16, db_index=True)
    target = models.ForeignKey(Rule, null=True, blank=True, on_delete=models.SET_NULL,
                               related_name="cited_by_references")

    class Meta:
        ordering = ["source__position", "target_number"]
        constraints = [
            models.UniqueConstraint(fields=["source", "target_number"],
                                    name="unique_reference_per_rule"),
        ]

    def __str__(self) -> str:
        return f"{self.source.slug} -> {self.target_number}"


class SourceFile(models.Model):
    """One imported seed file and what the importer found in it (the import report)."""

    name = models.CharField(max_length=100, unique=True)
    markup = models.CharField(max_length=20)
    section = models.PositiveSmallIntegerField()
    sha256 = models.CharField(max_length=64)
    rule_count = models.PositiveIntegerField(default=0)
    example_count = models.PositiveIntegerField(default=0)
    reference_count = models.PositiveIntegerField(default=0)
    defects = models.JSONField(default=list, blank=True,
                               help_text="[{line, number, kind, message}], how each was handled.")
    trailer = models.TextField(blank=True, help_text="Text after the last rule that is not "
                               "rules text (a signature), kept verbatim.")
    edition_date = models.CharField(max_length=10, blank=True, help_text="The edition's date "
                                    "(YYYY-MM-DD) where the file's front matter gives one.")

    class Meta:
        ordering = ["section"]

    def __str__(self) -> str:
        return self.name


class ImportStamp(models.Model):
    """Which import of the rules is stored: `version` goes up by one with every `import_rules`.

    Rule pages are cached under this version (rulings/pagecache.py), so a re-import makes
    every cached page stale at once; `imported_at` is their Last-Modified. One row, pk 1.
    """

    version = models.PositiveIntegerField(default=0)
    imported_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"import {self.version} at {self.imported_at:%Y-%m-%d %H:%M:%S}"

    @classmethod
    def bump(cls) -> ImportStamp:
        """Record a new import now (inside the importer's transaction)."""
        stamp, _created = cls.objects.select_for_update().get_or_create(
            pk=1, defaults={"imported_at": timezone.now()})
        stamp.version += 1
        stamp.imported_at = timezone.now()
        stamp.save(update_fields=["version", "imported_at"])
        return stamp
