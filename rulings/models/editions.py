"""Editions of the Comprehensive Rules imported from Wizards' official text (`import_rules PATH
--language en`), stored beside the shipped Korean text.

An edition is identified by its language and effective date; importing the same file again
updates its rows in place, and a newer file is a new edition, so two editions of a language
can be compared (rulings/editions.py). The pages show the newest edition of a language
(`Edition.objects.newest("en")`): under a Korean rule, and in place of the project's summary
for a rule the Korean text lacks. Rule HTML is rendered once, at import time.
"""
from __future__ import annotations

from django.db import models

from rulings import numbers


class EditionQuerySet(models.QuerySet["Edition"]):
    """Query logic for editions."""

    def of_language(self, language: str) -> EditionQuerySet:
        """The editions of `language`, newest first."""
        return self.filter(language=language).order_by("-effective_date")

    def newest(self, language: str = "en") -> Edition | None:
        """The newest edition of `language`, or None when none was imported."""
        return self.of_language(language).first()


class Edition(models.Model):
    """One imported official rules file: a language and an effective date."""

    language = models.CharField(max_length=8, help_text='"en": the official English text.')
    effective_date = models.DateField(help_text='"These rules are effective as of ...".')
    title = models.CharField(max_length=200)
    introduction = models.TextField(blank=True)
    contents = models.JSONField(default=list, blank=True,
                                help_text="[[number, heading]] as the Contents list them.")
    credits = models.TextField(blank=True)
    source_name = models.CharField(max_length=200, help_text="The imported file's name.")
    sha256 = models.CharField(max_length=64)
    defects = models.JSONField(default=list, blank=True,
                               help_text="[{line, number, kind, message}], how each was handled.")
    imported_at = models.DateTimeField()

    objects = EditionQuerySet.as_manager()

    class Meta:
        ordering = ["language", "-effective_date"]
        constraints = [
            models.UniqueConstraint(fields=["language", "effective_date"],
                                    name="unique_edition_per_language_and_date"),
        ]

    def __str__(self) -> str:
        return f"{self.language} {self.effective_date:%Y-%m-%d}"

    @property
    def key(self) -> str:
        """How URLs name the edition: "en-2025-11-14"."""
        return f"{self.language}-{self.effective_date:%Y-%m-%d}"


class EditionRuleQuerySet(models.QuerySet["EditionRule"]):
    """Query logic for the rules of an imported edition."""

    def in_order(self) -> EditionRuleQuerySet:
        return self.order_by("position")

    def below(self, number: str) -> list[EditionRule]:
        """The rules directly below `number` (704.5 -> 704.5a, 704.5b, ...), in order."""
        return [rule for rule in self.filter(parent_number=number).in_order()]

    def within(self, number: str) -> list[EditionRule]:
        """`number`'s rule and everything below it, in document order."""
        rows = self.filter(number__startswith=number).in_order()
        return [rule for rule in rows
                if rule.number == number or numbers.is_below(rule.number, number)]


class EditionRule(models.Model):
    """A section, rule or subrule of an imported edition."""

    edition = models.ForeignKey(Edition, on_delete=models.CASCADE, related_name="rules")
    number = models.CharField(max_length=16)
    kind = models.CharField(max_length=8)
    section = models.PositiveSmallIntegerField()
    parent_number = models.CharField(max_length=16, blank=True, db_index=True)
    position = models.PositiveIntegerField(help_text="Document order within the edition.")
    title = models.CharField(max_length=200, blank=True)
    text = models.TextField(blank=True)
    html = models.TextField(blank=True, help_text="Rendered, sanitized body (import time).")
    examples = models.JSONField(default=list, blank=True)
    examples_html = models.JSONField(default=list, blank=True)
    cites = models.JSONField(default=list, blank=True, help_text="Numbers cited, in order.")
    cited_by = models.JSONField(default=list, blank=True,
                                help_text="This edition's rules citing it, in document order "
                                          "(import time).")
    source_line = models.PositiveIntegerField(default=0)

    objects = EditionRuleQuerySet.as_manager()

    class Meta:
        ordering = ["edition", "position"]
        constraints = [
            models.UniqueConstraint(fields=["edition", "number"],
                                    name="unique_number_per_edition"),
        ]
        indexes = [models.Index(fields=["edition", "number"])]

    def __str__(self) -> str:
        return f"{self.edition} {self.number}"

    def get_absolute_url(self) -> str:
        """The English rule's own page: its number is this edition's, which may name another
        rule in the shipped Korean text."""
        return f"/rules/{self.number}/en/"

    @property
    def citation(self) -> str:
        return f"CR {self.number}"

    @property
    def label(self) -> str:
        """"613.4c" or "613. Interaction of Continuous Effects"."""
        if self.kind == "subrule":
            return self.number
        return f"{self.number}. {self.title}".strip()


class EditionGlossaryTerm(models.Model):
    """One term of an imported edition's glossary and its definition."""

    edition = models.ForeignKey(Edition, on_delete=models.CASCADE, related_name="glossary")
    term = models.CharField(max_length=200)
    definition = models.TextField(blank=True)
    definition_html = models.TextField(blank=True)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["edition", "position"]
        constraints = [
            models.UniqueConstraint(fields=["edition", "term"], name="unique_term_per_edition"),
        ]

    def __str__(self) -> str:
        return f"{self.edition} {self.term}"
