"""`manage.py import_rules`: import the shipped rules text (rulings/seeds/*.txt).

Parses all five seed files (three markups) into sections, rules and subrules with their
titles, examples, translator's notes and citations, renders each rule's HTML once, and
replaces the stored rules in one transaction: if anything fails, the previous rules stay as
they were. Running it twice changes nothing. It prints a report: counts per file and every
defect found in the source with how it was handled.

The project's Korean summaries of rules the text cites but lacks (rulings/data/summaries-ko.json)
are checked, rendered and stored in the same transaction; the report ends with every cited
number that still has no page (none, when the summaries are complete).
"""
from __future__ import annotations

import unicodedata
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from rulings.citers import engine_citations
from rulings.importer import Edition, SeedError, parse_edition, read_seed_dir
from rulings.importer.load import save_edition
from rulings.importer.numbers import sort_key
from rulings.importer.summaries import ParsedSummary, read_summaries


class Command(BaseCommand):
    help = ("Import the Comprehensive Rules seed files into the database (idempotent, one "
            "transaction) and print a report of counts and source defects.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--seed-dir", type=Path, default=None,
            help="Directory holding the *.txt rules files (default: settings.RULES_SEED_DIR, "
                 "the project's own copy in rulings/seeds/).")
        parser.add_argument(
            "--summaries", type=Path, default=None,
            help="JSON file of the project's summaries of rules this edition lacks (default: "
                 "settings.RULES_SUMMARIES_FILE, rulings/data/summaries-ko.json).")
        parser.add_argument(
            "--dry-run", action="store_true",
            help="Parse and print the report without touching the database.")

    def handle(self, *args: Any, **options: Any) -> None:
        seed_dir = options["seed_dir"] or Path(settings.RULES_SEED_DIR)
        summaries_file = options["summaries"] or Path(settings.RULES_SUMMARIES_FILE)
        try:
            edition = parse_edition(read_seed_dir(seed_dir))
            summaries = read_summaries(summaries_file, (rule.number for rule in edition.rules))
        except SeedError as error:
            raise CommandError(f"import_rules: {error}; the stored rules were not changed") \
                from None
        if not options["dry_run"]:
            save_edition(edition, summaries)
        if options["verbosity"] >= 1:
            self.stdout.write(report(edition, summaries, dry_run=options["dry_run"]))


def _fit(text: str, width: int) -> str:
    """`text` cut and padded to `width` terminal columns (Hangul takes two)."""
    out, used = "", 0
    for char in text:
        size = 2 if unicodedata.east_asian_width(char) in "WF" else 1
        if used + size > width:
            break
        out, used = out + char, used + size
    return out + " " * (width - used)


def report(edition: Edition, summaries: list[ParsedSummary] | None = None, *,
           dry_run: bool = False) -> str:
    """The import report: totals, one line per file, every defect, then the cited numbers this
    edition lacks and whether each has the project's summary."""
    rules = edition.rules
    kinds = {kind: sum(1 for rule in rules if rule.kind == kind)
             for kind in ("section", "rule", "subrule")}
    examples = sum(len(rule.examples) for rule in rules)
    cites = sum(len(rule.cites) for rule in rules)
    missing = edition.missing_targets
    missing_cites = sum(len(sources) for sources in missing.values())
    verb = "Parsed (dry run, nothing written)" if dry_run else "Imported"
    lines = [
        f"{verb} {len(edition.files)} files: {len(rules)} entries "
        f"({kinds['section']} sections, {kinds['rule']} rules, {kinds['subrule']} subrules), "
        f"{examples} examples, {cites} citations "
        f"({missing_cites} of them to {len(missing)} numbers not in this edition).",
        "",
        f"{'file':<26} {'markup':<12} {'section':<40} {'rules':>5} {'subrules':>8} "
        f"{'examples':>8} {'cites':>5} {'defects':>7}",
    ]
    for item in edition.files:
        section = f"{item.section}. {item.title} ({item.title_en})"
        lines.append(
            f"{item.name:<26} {item.markup!s:<12} {_fit(section, 40)} {item.count('rule'):>5} "
            f"{item.count('subrule'):>8} {item.example_count:>8} {item.reference_count:>5} "
            f"{len(item.defects):>7}")
    lines += ["", f"Defects found and how they were handled ({len(edition.defects)}):"]
    for defect in edition.defects:
        where = f"{defect.file}:{defect.line}" if defect.line else defect.file
        number = f" {defect.number}" if defect.number else ""
        lines.append(f"  {where}{number} [{defect.kind}] {defect.message}")
    outside = sorted({number for number in missing if number[0] in "2379"})
    inside = sorted(set(missing) - set(outside))
    lines += [
        "",
        f"Cited but not in this edition ({len(missing)} numbers, each gets a page listing "
        "the rules that cite it):",
        f"  in sections this edition lacks (2, 3, 7, 9): {len(outside)}",
        f"  in sections it has but missing from the text: {', '.join(inside) or 'none'}",
    ]
    if summaries is not None:
        summarized = {summary.number for summary in summaries}
        present = {rule.number for rule in rules}
        cited = set(missing) | {n for n in engine_citations() if n not in present}
        unsummarized = sorted(cited - summarized, key=sort_key)
        lines += [
            "",
            f"Project summaries of rules this edition lacks: {len(summaries)} "
            f"(cited by the text or the engine: {len(cited & summarized)} of {len(cited)}).",
            f"  cited without a summary: {', '.join(unsummarized) or 'none'}",
        ]
    return "\n".join(lines)
