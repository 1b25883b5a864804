"""From a number in a URL to what the site shows for it (shared by the pages and the API).

A URL may name a rule in any way a judge types it ("613.3B", "613 3b", "CR 613.3b."); the
canonical form is what the shipped text prints, plus "-2" for a duplicated number's second
copy. A well-formed number can be present, cited by the text but missing from it (704.5m),
in a section this edition lacks (305.7), or simply unknown. A number the text or the engine
cites but this edition lacks has the project's summary (`Resolution.summary`), and with it a
page of its own.
"""
from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field

from rulings import numbers
from rulings.models import Rule, RuleSummary

_COPY = re.compile(r"^(?P<base>.+?)-(?P<copy>[2-9])$")


class Status(enum.Enum):
    FOUND = "found"
    CITED_MISSING = "cited-missing"  # cited by the text, not in it: an honest page (200)
    ABSENT_SECTION = "absent-section"  # a section this edition does not have (404)
    UNKNOWN = "unknown"  # well-formed, not in the text, not cited (404 with suggestions)
    INVALID = "invalid"  # not a rule number at all (404)


@dataclass
class Resolution:
    """What a requested number resolves to."""

    requested: str
    canonical: str | None
    status: Status
    rule: Rule | None = None
    citing: list[Rule] = field(default_factory=list)
    suggestions: list[Rule] = field(default_factory=list)
    ancestor: Rule | None = None
    # The project's summary of a rule this edition lacks (704.5j, 305.7): the page shows it.
    summary: RuleSummary | None = None

    @property
    def has_page(self) -> bool:
        """True when the number gets a 200 page: a rule, a summary, or a number the text cites."""
        return (self.rule is not None or self.summary is not None
                or self.status is Status.CITED_MISSING)

    @property
    def needs_redirect(self) -> bool:
        return self.canonical is not None and self.canonical != self.requested

    @property
    def section(self) -> int | None:
        return numbers.section_of(self.canonical) if self.canonical else None

    @property
    def is_section(self) -> bool:
        return self.canonical is not None and len(self.canonical) == 1


def canonical_slug(raw: str) -> str | None:
    """"613.3B" -> "613.3b", "101.4D-2" -> "101.4d-2", "foo" -> None."""
    text = raw.strip()
    if match := _COPY.match(text):
        base = numbers.normalize(match["base"])
        return f"{base}-{match['copy']}" if base else None
    return numbers.normalize(text)


def present_sections() -> list[int]:
    return list(Rule.objects.sections().values_list("section", flat=True))


def resolve(raw: str, *, with_suggestions: bool = True) -> Resolution:
    """Resolve a requested number (see the module docstring)."""
    canonical = canonical_slug(raw)
    if canonical is None:
        return Resolution(raw, None, Status.INVALID)
    rule = Rule.objects.filter(slug=canonical).select_related("parent").first()
    if rule is not None:
        return Resolution(raw, canonical, Status.FOUND, rule=rule)
    number = _COPY.sub(r"\g<base>", canonical)
    if number != canonical:
        # "101.4d-3": no such copy; offer the copies that exist.
        return Resolution(raw, canonical, Status.UNKNOWN,
                          suggestions=list(Rule.objects.with_number(number)),
                          ancestor=_nearest_ancestor(number))
    citing = list(Rule.objects.citing(number))
    ancestor = _nearest_ancestor(number)
    if citing:
        status = Status.CITED_MISSING
    elif numbers.section_of(number) not in present_sections():
        status = Status.ABSENT_SECTION
    else:
        status = Status.UNKNOWN
    resolution = Resolution(raw, canonical, status, citing=citing, ancestor=ancestor,
                            summary=RuleSummary.objects.filter(number=number).first())
    if with_suggestions and status is Status.UNKNOWN and resolution.summary is None:
        resolution.suggestions = _nearby(number)
    return resolution


def _nearest_ancestor(number: str) -> Rule | None:
    parent = numbers.parent_of(number) if numbers.is_rule_number(number) else None
    while parent is not None:
        rule = Rule.objects.filter(slug=parent).first()
        if rule is not None:
            return rule
        parent = numbers.parent_of(parent)
    return None


def _nearby(number: str) -> list[Rule]:
    """Rules printed just before and after where `number` would be."""
    key = numbers.sort_key(number)
    rows = Rule.objects.filter(section=numbers.section_of(number)).exclude(
        kind=Rule.Kind.SECTION).values_list("number", "position")
    after = [position for printed, position in rows if numbers.sort_key(printed) > key]
    if after:
        position = min(after)
    elif rows:
        position = max(position for _, position in rows) + 1
    else:
        return []
    return Rule.objects.around(position)


def breadcrumbs(number: str) -> list[Rule | RuleSummary]:
    """The rules and summaries above `number`, outermost first (7 > 704 > 704.5 for 704.5j;
    6 > 613 > 613.4 for 613.4c), skipping numbers that have neither."""
    found: list[Rule | RuleSummary] = []
    parent = numbers.parent_of(number) if numbers.is_rule_number(number) else None
    while parent is not None:
        item: Rule | RuleSummary | None = (Rule.objects.filter(slug=parent).first()
                                           or RuleSummary.objects.filter(number=parent).first())
        if item is not None:
            found.insert(0, item)
        parent = numbers.parent_of(parent)
    return found
