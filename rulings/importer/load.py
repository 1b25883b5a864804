"""Writing a parsed edition to the database: one transaction, rows updated in place.

Rules keep their primary keys across imports (matched by slug), so re-running the import
changes nothing that did not change in the text, and anything else that points at a rule
keeps pointing at it. A failure anywhere rolls the whole import back. The bilingual glossary
is extracted from the imported text in the same transaction (`save_glossary()`), and the
project's summaries of rules the edition lacks are stored with it (`save_summaries()`).
"""
from __future__ import annotations

from django.db import transaction
from django.db.models import F

from rulings.models import (
    GlossaryTerm,
    ImportStamp,
    Rule,
    RuleReference,
    RuleSummary,
    SourceFile,
)
from rulings.pagecache import forget_stamp
from rulings.search.glossary import glossary_entries

from .parse import Edition, ParsedRule
from .summaries import ParsedSummary

_FIELDS = ["number", "kind", "section", "position", "title", "title_en", "text", "html",
           "examples", "examples_html", "notes", "source_file", "source_line"]
# Positions are unique; existing rows move out of the way before the new order is written.
_POSITION_OFFSET = 1_000_000


def _values(rule: ParsedRule) -> dict[str, object]:
    return {name: getattr(rule, name) for name in _FIELDS}


@transaction.atomic
def save_edition(edition: Edition, summaries: list[ParsedSummary] | None = None) -> None:
    """Replace the stored rules with `edition`, and the stored summaries with `summaries`
    when given (all or nothing)."""
    existing = {rule.slug: rule for rule in Rule.objects.all()}
    Rule.objects.update(position=F("position") + _POSITION_OFFSET)
    stale = set(existing) - {rule.slug for rule in edition.rules}
    Rule.objects.filter(slug__in=stale).delete()

    to_update, to_create = [], []
    for parsed in edition.rules:
        row = existing.get(parsed.slug) or Rule(slug=parsed.slug)
        for name, value in _values(parsed).items():
            setattr(row, name, value)
        (to_update if row.pk else to_create).append(row)
    Rule.objects.bulk_update(to_update, _FIELDS, batch_size=500)
    Rule.objects.bulk_create(to_create, batch_size=500)

    by_slug = {rule.slug: rule for rule in Rule.objects.all()}
    for parsed in edition.rules:
        by_slug[parsed.slug].parent = by_slug[parsed.parent_slug] if parsed.parent_slug else None
    Rule.objects.bulk_update(by_slug.values(), ["parent"], batch_size=500)

    RuleReference.objects.all().delete()
    RuleReference.objects.bulk_create(
        [RuleReference(source=by_slug[parsed.slug], target_number=number,
                       target=by_slug.get(number))
         for parsed in edition.rules for number in parsed.cites],
        batch_size=500,
    )

    SourceFile.objects.exclude(name__in=[item.name for item in edition.files]).delete()
    for item in edition.files:
        SourceFile.objects.update_or_create(name=item.name, defaults={
            "markup": str(item.markup), "section": item.section, "sha256": item.sha256,
            "rule_count": len(item.rules), "example_count": item.example_count,
            "reference_count": item.reference_count,
            "defects": [defect.as_dict() for defect in item.defects],
            "trailer": item.trailer, "edition_date": item.date,
        })
    save_glossary(edition.rules, by_slug)
    if summaries is not None:
        save_summaries(summaries)
    # Every import is a new edition for the page cache, even when the text did not change.
    ImportStamp.bump()
    forget_stamp()
    transaction.on_commit(forget_stamp)


def save_glossary(rules: list[ParsedRule], by_slug: dict[str, Rule]) -> int:
    """Replace the stored glossary with the pairs of `rules` plus the curated terms and table
    talk; returns how many terms were stored."""
    entries = glossary_entries(
        (rule.slug, rule.title, " ".join([rule.text, *rule.examples])) for rule in rules)
    GlossaryTerm.objects.all().delete()
    GlossaryTerm.objects.bulk_create(
        [GlossaryTerm(english=entry.english[:100], korean=entry.korean[:100],
                      origin=entry.origin, rule=by_slug.get(entry.rule or ""))
         for entry in entries],
        batch_size=500, ignore_conflicts=True,
    )
    return len(entries)


_SUMMARY_FIELDS = ["section", "position", "title_ko", "title_en", "summary_ko", "summary_html",
                   "note_ko", "note_html", "terms"]


def save_summaries(summaries: list[ParsedSummary]) -> int:
    """Replace the stored summaries with `summaries` (rows kept by number); returns how many."""
    RuleSummary.objects.exclude(number__in=[s.number for s in summaries]).delete()
    existing = {row.number: row for row in RuleSummary.objects.all()}
    to_update, to_create = [], []
    for parsed in summaries:
        row = existing.get(parsed.number) or RuleSummary(number=parsed.number)
        for name in _SUMMARY_FIELDS:
            value = getattr(parsed, name)
            setattr(row, name, list(value) if name == "terms" else value)
        (to_update if row.pk else to_create).append(row)
    RuleSummary.objects.bulk_update(to_update, _SUMMARY_FIELDS, batch_size=500)
    RuleSummary.objects.bulk_create(to_create, batch_size=500)
    return len(summaries)
