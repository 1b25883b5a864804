"""Writing a parsed official edition: one transaction, rows updated in place.

An edition is matched by language and effective date: importing the same file twice changes
no row (rules are matched by number and keep their primary keys), a newer file adds an
edition beside the older ones. Every import bumps `ImportStamp`, so cached rule pages (which
show the newest edition's text) go stale at once. A failure rolls the whole import back.
"""
from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from rulings.models import Edition, EditionGlossaryTerm, EditionRule, ImportStamp
from rulings.pagecache import forget_stamp

from .official import OfficialEdition, OfficialRule

_RULE_FIELDS = ["kind", "section", "parent_number", "position", "title", "text", "html",
                "examples", "examples_html", "cites", "cited_by", "source_line"]


def _rule_values(rule: OfficialRule) -> dict[str, object]:
    return {"kind": rule.kind, "section": rule.section, "parent_number": rule.parent or "",
            "position": rule.position, "title": rule.title[:200], "text": rule.text,
            "html": rule.html, "examples": list(rule.examples),
            "examples_html": list(rule.examples_html), "cites": list(rule.cites),
            "cited_by": list(rule.cited_by), "source_line": rule.line}


@transaction.atomic
def save_official_edition(parsed: OfficialEdition) -> tuple[Edition, bool]:
    """Store `parsed` (all or nothing); returns the edition and whether it is new."""
    edition, created = Edition.objects.select_for_update().get_or_create(
        language=parsed.language, effective_date=parsed.effective_date,
        defaults={"imported_at": timezone.now(), "title": parsed.title,
                  "source_name": parsed.name, "sha256": parsed.sha256})
    edition.title = parsed.title[:200]
    edition.introduction = parsed.introduction
    edition.contents = [list(entry) for entry in parsed.contents]
    edition.credits = parsed.credits
    edition.source_name = parsed.name[:200]
    edition.sha256 = parsed.sha256
    edition.defects = [defect.as_dict() for defect in parsed.defects]
    edition.imported_at = timezone.now()
    edition.save()

    existing = {rule.number: rule for rule in edition.rules.all()}
    edition.rules.exclude(number__in=[rule.number for rule in parsed.rules]).delete()
    to_update, to_create = [], []
    for rule in parsed.rules:
        row = existing.get(rule.number) or EditionRule(edition=edition, number=rule.number)
        values = _rule_values(rule)
        if row.pk and all(getattr(row, name) == value for name, value in values.items()):
            continue  # the same text again: nothing to write
        for name, value in values.items():
            setattr(row, name, value)
        (to_update if row.pk else to_create).append(row)
    EditionRule.objects.bulk_update(to_update, _RULE_FIELDS, batch_size=200)
    EditionRule.objects.bulk_create(to_create, batch_size=500)

    terms = {term.term: term for term in edition.glossary.all()}
    edition.glossary.exclude(term__in=[entry.term for entry in parsed.glossary]).delete()
    seen: set[str] = set()
    glossary_update, glossary_create = [], []
    for position, entry in enumerate(parsed.glossary):
        if entry.term in seen:
            continue
        seen.add(entry.term)
        row = terms.get(entry.term) or EditionGlossaryTerm(edition=edition, term=entry.term)
        row.definition, row.definition_html, row.position = (
            entry.definition, entry.definition_html, position)
        (glossary_update if row.pk else glossary_create).append(row)
    EditionGlossaryTerm.objects.bulk_update(
        glossary_update, ["definition", "definition_html", "position"], batch_size=500)
    EditionGlossaryTerm.objects.bulk_create(glossary_create, batch_size=500)

    ImportStamp.bump()
    forget_stamp()
    transaction.on_commit(forget_stamp)
    return edition, created
