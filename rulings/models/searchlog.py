"""What search learns from use (issue 15): the searches that missed, and the curated mappings
maintainers make of them.

A `SearchLogEntry` is one search that ended without a click on its first three results: the
judge left without clicking, or clicked a rule ranked 4th or lower. It holds the query (in
its key form, `rulings.text.query_key`), the day, and the rank and rule clicked, and
nothing about who searched: no address, no user agent, no cookie, no session. Entries older
than RETENTION_DAYS are deleted (`manage.py purge_search_log`, and on write once a day).

A `CuratedMapping` says which rules a query should find first. Reviewed mappings are the
curated data in `rulings/data/search-curated.json` (`manage.py export_search_mappings`),
which `build_search_index` loads back, so the next deployment's search knows them.
"""
from __future__ import annotations

from collections.abc import Iterable
from datetime import date, timedelta

from django.core.exceptions import ValidationError
from django.db import models
from django.utils.translation import gettext_lazy as _

from rulings.numbers import parse_rule_number, parse_rule_numbers
from rulings.text import query_key

from .rules import Rule
from .summaries import RuleSummary

RETENTION_DAYS = 90


class SearchLogQuerySet(models.QuerySet["SearchLogEntry"]):
    """Query logic for the search log."""

    def expired(self, today: date) -> SearchLogQuerySet:
        """Entries older than RETENTION_DAYS on `today` (an entry of exactly 90 days ago
        stays until the next day)."""
        return self.filter(day__lt=today - timedelta(days=RETENTION_DAYS))

    def by_frequency(self) -> models.QuerySet[SearchLogEntry, dict[str, object]]:
        """One row per query: how often it missed (`count`), when last (`last_seen`), how
        often without any click (`no_click`); most frequent first, then the latest."""
        return (self.values("query")
                .annotate(count=models.Count("id"), last_seen=models.Max("day"),
                          no_click=models.Count("id", filter=models.Q(rank__isnull=True)))
                .order_by("-count", "-last_seen", "query"))

    def rules_clicked(self, queries: list[str]) -> dict[str, list[tuple[str, int]]]:
        """query -> (rule, clicks) of the rules clicked below rank 3, most clicked first."""
        clicked: dict[str, list[tuple[str, int]]] = {query: [] for query in queries}
        rows = (self.filter(query__in=queries, rank__isnull=False)
                .values("query", "rule").annotate(clicks=models.Count("id"))
                .order_by("query", "-clicks", "rule"))
        for row in rows:
            clicked[row["query"]].append((row["rule"], row["clicks"]))
        return clicked


class SearchLogEntry(models.Model):
    """One search without a click on its first three results. Nothing identifies the judge."""

    query = models.CharField(_("query"), max_length=200, db_index=True,
                             help_text=_("The query's key form (lowercased, spaces "
                                         "collapsed)."))
    day = models.DateField(_("day"), db_index=True,
                           help_text=_("The day of the search (site time zone)."))
    rank = models.PositiveSmallIntegerField(
        _("rank"), null=True, blank=True,
        help_text=_("The rank of the result clicked (4 or lower); empty when the judge left "
                    "without clicking."))
    rule = models.CharField(_("rule clicked"), max_length=16, blank=True,
                            help_text=_("The number of the rule clicked; empty without a "
                                        "click."))

    objects = SearchLogQuerySet.as_manager()

    class Meta:
        verbose_name = _("search without a good result")
        verbose_name_plural = _("searches without a good result")
        constraints = [
            models.CheckConstraint(
                condition=(models.Q(rank__isnull=True, rule="")
                           | models.Q(rank__gte=4) & ~models.Q(rule="")),
                name="searchlog_click_below_rank_3_or_none"),
        ]

    def __str__(self) -> str:
        clicked = f"{self.rule} at rank {self.rank}" if self.rank else "no click"
        return f"{self.query} ({self.day}, {clicked})"


def unknown_rules(numbers: Iterable[str]) -> list[str]:
    """The numbers that are neither a rule of the stored text nor a project summary."""
    # Numbers are stored as printed; search and mappings compare them lowercased.
    known = {number.lower() for number in Rule.objects.values_list("number", flat=True)}
    known |= {number.lower() for number in RuleSummary.objects.values_list("number", flat=True)}
    return [number for number in numbers if number.lower() not in known]


class CuratedMappingQuerySet(models.QuerySet["CuratedMapping"]):
    """Query logic for curated mappings."""

    def reviewed(self) -> CuratedMappingQuerySet:
        """The mappings search uses and the data file holds, by query."""
        return self.filter(reviewed=True).order_by("query")


class CuratedMapping(models.Model):
    """A query (in its key form) and the rules it should find first, in that order."""

    query = models.CharField(_("query"), max_length=200, unique=True,
                             help_text=_("As judges type it; stored in its key form "
                                         "(lowercased, spaces collapsed, no final ?)."))
    rules = models.CharField(_("rules"), max_length=200,
                             help_text=_("Rule numbers in the order search should show them, "
                                         "separated by spaces or commas (e.g. 104.3a 104.3)."))
    note = models.TextField(_("note"), blank=True,
                            help_text=_("Why: what the rules text says that answers the "
                                        "query."))
    reviewed = models.BooleanField(
        _("reviewed"), default=False,
        help_text=_("Reviewed against the rules text: search uses it after the next "
                    "build_search_index, and export_search_mappings writes it to the data "
                    "file."))
    updated_at = models.DateTimeField(_("updated"), auto_now=True)

    objects = CuratedMappingQuerySet.as_manager()

    class Meta:
        ordering = ["query"]
        verbose_name = _("curated search mapping")
        verbose_name_plural = _("curated search mappings")

    def __str__(self) -> str:
        return f"{self.query} → {self.rules}"

    @property
    def rule_numbers(self) -> tuple[str, ...]:
        """The rules, in order."""
        return parse_rule_numbers(self.rules)

    def clean(self) -> None:
        """Store the query's key form and the rules one space apart; every rule must exist
        (in the text or as a project summary), and a rule number is no query to map."""
        self.query = query_key(self.query)
        errors: dict[str, str] = {}
        if not self.query:
            errors["query"] = _("The query is empty.")
        elif parse_rule_number(self.query) is not None:
            errors["query"] = _("A rule number already finds its rule; map words instead.")
        try:
            numbers = parse_rule_numbers(self.rules)
        except ValueError as error:
            errors["rules"] = _("%(number)s is not a rule number (e.g. 104.3a).") % {
                "number": error.args[1]}
        else:
            missing = unknown_rules(numbers)
            if not numbers:
                errors["rules"] = _("Name at least one rule.")
            elif missing:
                errors["rules"] = _("Neither the rules text nor the project's summaries have "
                                    "%(numbers)s.") % {"numbers": ", ".join(missing)}
            self.rules = " ".join(numbers)
        if errors:
            raise ValidationError(errors)
