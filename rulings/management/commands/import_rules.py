"""`manage.py import_rules`: import the shipped rules text (rulings/seeds/*.txt).

Parses all five seed files (three markups) into sections, rules and subrules with their
titles, examples, translator's notes and citations, renders each rule's HTML once, and
replaces the stored rules in one transaction: if anything fails, the previous rules stay as
they were. Running it twice changes nothing. It prints a report: counts per file and every
defect found in the source with how it was handled.

The project's Korean summaries of rules the text cites but lacks (rulings/data/summaries-ko.json)
are checked, rendered and stored in the same transaction; the report ends with every cited
number that still has no page (none, when the summaries are complete).

`import_rules PATH --language en` imports Wizards' official text file instead (the format of
magic.wizards.com/en/rules): an edition identified by its language and effective date, stored
beside the Korean text, idempotent and in one transaction, with its own report.
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
from rulings.importer.official import LANGUAGES, OfficialEdition, parse_official
from rulings.importer.summaries import ParsedSummary, read_summaries
from rulings.numbers import sort_key
from rulings.translation_notes import TranslationNotesError, load_notes


class Command(BaseCommand):
    help = ("Import the Comprehensive Rules seed files into the database (idempotent, one "
            "transaction) and print a report of counts and source defects.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "path", nargs="?", type=Path, default=None,
            help="An official Comprehensive Rules text file (with --language en), as "
                 "downloaded from magic.wizards.com/en/rules.")
        parser.add_argument(
            "--language", default="ko", choices=["ko", *LANGUAGES],
            help="ko (default): the shipped Korean seed files; en: the official English "
                 "text file PATH, stored as an edition beside the Korean text.")
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
        if options["language"] != "ko":
            self._import_official(options)
            return
        if options["path"] is not None:
            raise CommandError("import_rules: PATH is for an official text file with "
                               "--language en; the Korean text is read from --seed-dir")
        seed_dir = options["seed_dir"] or Path(settings.RULES_SEED_DIR)
        summaries_file = options["summaries"] or Path(settings.RULES_SUMMARIES_FILE)
        try:
            edition = parse_edition(read_seed_dir(seed_dir))
            summaries = read_summaries(summaries_file, (rule.number for rule in edition.rules))
            load_notes()  # the report lists them: a bad line stops the import, not the report
        except (SeedError, TranslationNotesError) as error:
            raise CommandError(f"import_rules: {error}; the stored rules were not changed") \
                from None
        if not options["dry_run"]:
            save_edition(edition, summaries)
        if options["verbosity"] >= 1:
            self.stdout.write(report(edition, summaries, dry_run=options["dry_run"]))


    def _import_official(self, options: dict[str, Any]) -> None:
        from rulings.importer.official_load import save_official_edition

        path: Path | None = options["path"]
        language = options["language"]
        if path is None:
            raise CommandError(f"import_rules --language {language}: give the path of the "
                               "rules text file (magic.wizards.com/en/rules)")
        try:
            data = path.read_bytes()
        except OSError as error:
            raise CommandError(f"import_rules: cannot read {path}: {error.strerror}") from None
        try:
            parsed = parse_official(path.name, data, language)
        except SeedError as error:
            raise CommandError(f"import_rules: {error}; the stored rules were not changed") \
                from None
        created: bool | None = None
        if not options["dry_run"]:
            _edition, created = save_official_edition(parsed)
        if options["verbosity"] >= 1:
            self.stdout.write(official_report(parsed, created))


def official_report(parsed: OfficialEdition, created: bool | None) -> str:
    """The report of an official edition's import: counts, the comparison with the Korean
    text, the engine's citations in this edition, every defect and how it was handled."""
    from rulings.editions import compare_with_korean, engine_numbers_missing

    verb = ("Parsed (dry run, nothing written)" if created is None
            else "Imported a new edition" if created else "Imported again (updated in place)")
    examples = parsed.example_count
    cites = sum(len(rule.cites) for rule in parsed.rules)
    lines = [
        f"{verb}: {parsed.language} effective {parsed.effective_date:%Y-%m-%d} from "
        f"{parsed.name} ({parsed.title}).",
        f"  {len(parsed.rules)} entries ({parsed.count('section')} sections, "
        f"{parsed.count('rule')} rules, {parsed.count('subrule')} subrules), {examples} "
        f"examples, {cites} citations, {len(parsed.glossary)} glossary terms; contents "
        f"{len(parsed.contents)} entries; introduction {len(parsed.introduction)} and credits "
        f"{len(parsed.credits)} characters.",
        "",
        f"{'section':<45} {'rules':>5} {'subrules':>8}",
    ]
    for rule in parsed.rules:
        if rule.kind == "section":
            inside = [r for r in parsed.rules if r.section == rule.section]
            lines.append(f"{_fit(f'{rule.number}. {rule.title}', 45)} "
                         f"{sum(1 for r in inside if r.kind == 'rule'):>5} "
                         f"{sum(1 for r in inside if r.kind == 'subrule'):>8}")
    both, only_here, only_korean = compare_with_korean({r.number for r in parsed.rules})
    missing = engine_numbers_missing(parsed.language, {r.number for r in parsed.rules})
    lines += [
        "",
        f"Against the Korean text: {both} numbers in both, {only_here} only in this edition "
        f"(shown where the Korean text lacks them), {only_korean} only in the Korean text.",
        f"Engine citations mapped to this edition's numbering but not in it: {len(missing)}"
        + (f" ({', '.join(missing[:20])}{', …' if len(missing) > 20 else ''})"
           if missing else ""),
        "",
        f"Defects found and how they were handled ({len(parsed.defects)}):",
    ]
    for defect in parsed.defects:
        where = f"{defect.file}:{defect.line}" if defect.line else defect.file
        number = f" {defect.number}" if defect.number else ""
        lines.append(f"  {where}{number} [{defect.kind}] {defect.message}")
    return "\n".join(lines)


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
    present = {rule.number for rule in rules}
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
    notes = load_notes()
    lacking = sorted(set(notes) - present, key=sort_key)
    listed = ", ".join(sorted(notes, key=sort_key)) or "none"
    lines += ["", f"Mistranslations with a note on the rule's page ({len(notes)}, "
              f"rulings/data/translation-notes.tsv): {listed}"]
    if lacking:
        lines.append(f"  notes on numbers this edition lacks: {', '.join(lacking)}")
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
        cited = set(missing) | {n for n in engine_citations() if n not in present}
        unsummarized = sorted(cited - summarized, key=sort_key)
        lines += [
            "",
            f"Project summaries of rules this edition lacks: {len(summaries)} "
            f"(cited by the text or the engine: {len(cited & summarized)} of {len(cited)}).",
            f"  cited without a summary: {', '.join(unsummarized) or 'none'}",
        ]
    return "\n".join(lines)
