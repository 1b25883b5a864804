"""The project's own summaries of rules this edition does not contain.

The shipped Korean text cites rules it lacks (sections 2, 3, 7 and 9, and a few numbers of other
editions), and the engine cites section-7 rules in every trace. Each such number has a short
Korean summary written by the project (rulings/data/summaries-ko.json), stored here by
`import_rules` in the same transaction as the rules, its HTML rendered once at import time.
A summary is not the Comprehensive Rules text, and pages say so.
"""
from __future__ import annotations

from django.db import models

from rulings import numbers


class RuleSummaryQuerySet(models.QuerySet["RuleSummary"]):
    """Query logic for summaries."""

    def below(self, number: str) -> RuleSummaryQuerySet:
        """The summaries whose numbers sit directly below `number` (704.5 -> 704.5a, 704.5b…)."""
        rows = self.filter(number__startswith=number)
        slugs = [row.number for row in rows if numbers.is_rule_number(row.number)
                 and numbers.parent_of(row.number) == number]
        return self.filter(number__in=slugs).in_order()

    def in_order(self) -> RuleSummaryQuerySet:
        """Summaries in rule-number order (704.5b before 704.5j, 702.9 before 702.12)."""
        return self.order_by("position")


class RuleSummary(models.Model):
    """A short Korean summary of one rule the text or the engine cites but this edition lacks."""

    number = models.CharField(max_length=16, unique=True, help_text="The number as cited.")
    section = models.PositiveSmallIntegerField(db_index=True)
    position = models.PositiveIntegerField(default=0, help_text="Rule-number order.")
    title_ko = models.CharField(max_length=200)
    title_en = models.CharField(max_length=200, help_text="The rule's English name.")
    summary_ko = models.TextField(help_text="Plain text, rule numbers as printed.")
    summary_html = models.TextField(help_text="Rendered at import time: numbers are links.")
    note_ko = models.TextField(blank=True, help_text="How citations of this number differ "
                               "between editions, plain text.")
    note_html = models.TextField(blank=True)
    terms = models.JSONField(default=list, blank=True,
                             help_text="Names a judge may search for (Korean and English).")

    objects = RuleSummaryQuerySet.as_manager()

    class Meta:
        ordering = ["position"]

    def __str__(self) -> str:
        return f"{self.number} {self.title_ko}"

    def get_absolute_url(self) -> str:
        return f"/rules/{self.number}/"

    @property
    def citation(self) -> str:
        """How a judge cites the rule: "CR 704.5j"."""
        return f"CR {self.number}"
