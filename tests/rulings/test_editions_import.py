"""Importing the official English text: the parser, the defects it survives, the command."""
import importlib
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.importer.official import parse_official
from rulings.importer.parse import SeedError
from rulings.models import Edition, EditionGlossaryTerm, EditionRule, ImportStamp, Rule

from .corpus import NEWER, corpus_file

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "rules"
CURRENT = FIXTURES / "cr-en-20251114.txt"
OLDER = FIXTURES / "cr-en-20250207.txt"
DEFECTS = FIXTURES / "cr-en-defects.txt"


def parse(path, data=None):
    return parse_official(path.name, data if data is not None else path.read_bytes())


def run_import(*args):
    out = StringIO()
    call_command("import_rules", *args, stdout=out)
    return out.getvalue()


def test_front_matter_title_date_introduction_contents_and_credits():
    """The title, the effective date, the Introduction, the Contents and the Credits are read."""

    edition = parse(CURRENT)

    assert edition.title == "Magic: The Gathering Comprehensive Rules"
    assert edition.effective_date.isoformat() == "2025-11-14"
    assert edition.introduction.startswith("This document is the ultimate authority")
    assert ("613", "Interaction of Continuous Effects") in edition.contents
    assert edition.contents[0] == ("1", "Game Concepts")
    assert edition.credits.startswith("Magic: The Gathering Original Game Design")


def test_body_starts_at_the_second_section_heading_not_the_contents():
    """The Contents repeat the headings; rules come from the body, each once, in order."""

    edition = parse(CURRENT)

    numbers = [rule.number for rule in edition.rules]
    assert numbers[:4] == ["1", "100", "100.1", "100.1a"]
    assert len(numbers) == len(set(numbers))
    assert edition.rules[1].title == "General"
    assert edition.defects == []


def test_rules_subrules_parents_and_examples():
    """"100.1." is a rule of 100, "100.1a" a subrule of 100.1; Example lines join their rule."""

    rules = {rule.number: rule for rule in parse(CURRENT).rules}

    assert rules["100.1a"].parent == "100.1"
    assert rules["100.1"].parent == "100"
    assert rules["613.4c"].text.startswith("Layer 7c: Effects and counters")
    assert rules["101.2"].examples[0].startswith('If one effect reads "You may play')
    assert rules["613.4d"].examples and "4/1" in rules["613.4d"].examples[0]


def test_citations_become_links_and_are_listed():
    """"see rule 704.5g" in the English text is a citation and a link to its page."""

    rule = {rule.number: rule for rule in parse(CURRENT).rules}["702.12b"]

    assert rule.cites == ("704.5g",)
    # The English edition's own page: its numbers may name other rules in the Korean text.
    assert 'href="/rules/704.5g/en/"' in rule.html


def test_each_rule_lists_the_rules_citing_it():
    """704.5g is cited by 702.12b: the inverse of `cites`, kept on the cited rule."""

    rules = {rule.number: rule for rule in parse(CURRENT).rules}

    assert rules["704.5g"].cited_by == ("702.12b",)
    assert rules["100.1"].cited_by == ()


def test_cited_by_of_a_real_edition_is_the_inverse_of_cites_in_document_order():
    """On the 2022 file, every rule's citers are exactly the rules whose cites name it."""
    rules = parse(corpus_file(NEWER)).rules

    inverse = {rule.number: tuple(other.number for other in rules if rule.number in other.cites)
               for rule in rules}

    assert {rule.number: rule.cited_by for rule in rules} == inverse
    assert sum(len(rule.cited_by) for rule in rules) > 900


def test_glossary_terms_with_definitions_over_several_lines():
    """A glossary term's definition keeps all its lines; numbered meanings stay apart."""

    glossary = {entry.term: entry for entry in parse(CURRENT).glossary}

    assert set(glossary) == {"Indestructible", "Layer", "Legend Rule", "Library",
                             "State-Based Actions"}
    assert glossary["Library"].definition.splitlines() == [
        "1. The zone from which players draw cards.",
        '2. A player\'s deck once the game begins. See rule 401, "Library."']
    assert glossary["Legend Rule"].cites == ("704.5j",)


def test_a_rule_without_its_dot_is_read_and_reported():
    """"100.1 These Magic rules" (no dot) is rule 100.1, with a missing-dot defect."""

    edition = parse(DEFECTS)

    assert "100.1" in [rule.number for rule in edition.rules]
    assert any(d.kind == "missing-dot" and d.number == "100.1" and d.line == 22
               for d in edition.defects)


def test_a_hard_wrapped_line_is_joined_to_the_line_before():
    """A rule or glossary line broken mid-sentence is joined back, and reported."""

    edition = parse(DEFECTS)

    rules = {rule.number: rule for rule in edition.rules}
    glossary = {entry.term: entry for entry in edition.glossary}
    assert rules["100.1a"].text == ("A two-player game is a game that begins with only two "
                                    "players.")
    assert glossary["Active Player"].definition == ("The player whose turn it is. See rule "
                                                    "102.1 and rule 505.1.")
    assert glossary["Aura"].definition.splitlines()[1] == (
        'See rule 303, "Enchantments," and rule 702.5, "Enchant."')
    assert sum(d.kind == "wrapped-line" for d in edition.defects) == 3


def synthetic(*lines: str) -> bytes:
    """A small official-format file: the title, the date, then `lines`."""
    return "\n".join(["Magic: The Gathering Comprehensive Rules", "",
                      "These rules are effective as of March 1, 2024.", "", *lines, ""]).encode()


BODY = ("1. Game Concepts", "", "100. General", "",
        "100.1. These Magic rules apply to any Magic game with two or more players.", "",
        "101. The Magic Golden Rules", "",
        "101.1. Whenever a card's text directly contradicts these rules, the card takes "
        "precedence.", "")


@pytest.mark.parametrize("contents", [
    ("Contents", "", "1. Game Concepts", "100. General", "101. The Magic Golden Rules", "",
     "Glossary", ""),
    ("Contents", "", "1. Game Concepts", "100. General", "101. The Magic Golden Rules", ""),
], ids=["glossary-without-credits", "neither-glossary-nor-credits"])
def test_contents_without_a_credits_line_leave_section_1_to_the_body(contents):
    """Contents that end without "Credits": the body's first headings are read as rules."""

    edition = parse_official("no-credits.txt", synthetic(*contents, *BODY))

    assert [rule.number for rule in edition.rules] == ["1", "100", "100.1", "101", "101.1"]
    assert [number for number, _ in edition.contents if number] == ["1", "100", "101"]
    assert not any(d.kind == "contents-mismatch" for d in edition.defects)


def test_the_real_file_without_its_contents_credits_line_reads_the_same():
    """The 2022 file with the Contents' "Credits" line taken out gives the same rules."""
    data = corpus_file(NEWER).read_bytes()
    # A blank line where "Credits" was, so that every line keeps its number.
    trimmed = data.replace(b"\nGlossary\n\nCredits\n", b"\nGlossary\n\n\n", 1)
    assert trimmed != data

    edition = parse_official(NEWER, trimmed)

    assert edition.rules == parse_official(NEWER, data).rules
    assert [rule.number for rule in edition.rules[:3]] == ["1", "100", "100.1"]


WRAPPED_100 = ("In constructed play, each deck has a minimum deck size of 60 cards. A "
               "Commander deck has exactly")


@pytest.mark.parametrize("contents", [
    ("Contents", "", "1. Game Concepts", "100. General", "101. The Magic Golden Rules", "",
     "Glossary", "", "Credits", ""),
    (),
], ids=["with-contents", "without-contents"])
def test_a_wrapped_line_starting_100_cards_joins_its_sentence(contents):
    """"100 cards, including ..." after a line broken mid-sentence is that sentence's end,
    not rule 100 printed again."""
    body = (*BODY[:6], "100.2a " + WRAPPED_100, "100 cards, including its commander.", "",
            *BODY[6:])

    edition = parse_official("wrapped.txt", synthetic(*contents, *body))

    rules = {rule.number: rule for rule in edition.rules}
    assert rules["100.2a"].text == WRAPPED_100 + " 100 cards, including its commander."
    assert rules["100"].title == "General"
    assert [rule.number for rule in edition.rules] == ["1", "100", "100.1", "100.2a", "101",
                                                       "101.1"]
    assert not any(d.kind in ("missing-dot", "duplicate-number", "out-of-order")
                   for d in edition.defects)


def test_a_paragraph_starting_100_cards_stays_text_of_its_rule():
    """"100 cards ..." after a whole sentence and a blank line is a further paragraph."""
    body = (*BODY[:6], "100.2a A Commander deck has exactly one commander.", "",
            "100 cards make up a Commander deck.", "", *BODY[6:])

    edition = parse_official("paragraph.txt", synthetic(*body))

    rules = {rule.number: rule for rule in edition.rules}
    assert rules["100.2a"].text.splitlines()[-1] == "100 cards make up a Commander deck."
    assert "100" in rules and rules["100"].title == "General"
    assert any(d.kind == "unnumbered-text" and d.number == "100.2a" for d in edition.defects)


@pytest.mark.parametrize("contents", [
    ("Contents", "", "1. Game Concepts", "100. General", "101. The Magic Golden Rules", "",
     "Glossary", "", "Credits", ""),
    (),
], ids=["with-contents", "without-contents"])
def test_a_rule_heading_without_its_dot_is_still_a_heading(contents):
    """"101 The Magic Golden Rules" (no dot) is rule 101, with a missing-dot defect."""
    body = tuple(line.replace("101. The", "101 The") for line in BODY)

    edition = parse_official("dotless.txt", synthetic(*contents, *body))

    rules = {rule.number: rule for rule in edition.rules}
    assert rules["101"].title == "The Magic Golden Rules"
    assert rules["101.1"].parent == "101"
    assert any(d.kind == "missing-dot" and d.number == "101" for d in edition.defects)


def test_crlf_and_byte_order_mark_read_like_the_plain_file():
    """UTF-8 with a BOM and CRLF line ends gives the same edition, with both noted."""
    plain = parse(CURRENT)
    data = b"\xef\xbb\xbf" + CURRENT.read_bytes().replace(b"\n", b"\r\n")

    windows = parse(CURRENT, data)

    assert windows.rules == plain.rules
    assert windows.glossary == plain.glossary
    assert windows.effective_date == plain.effective_date
    assert [d.kind for d in windows.defects] == ["bom", "crlf"]


@pytest.mark.parametrize("data, message", [
    (b"Magic: The Gathering Comprehensive Rules\n\nThese rules are effective soon.\n",
     "expected \"These rules are effective as of"),
    (b"Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of "
     b"February 30, 2025.\n\n1. Game Concepts\n\n100. General\n", "is not a date"),
    (b"Magic: The Gathering Comprehensive Rules\nThese rules are effective as of "
     b"March 1, 2024.\nIntroduction\nNothing else.\n", "no rules found"),
    (b"\xff\xfe\x00", "not UTF-8"),
    (b"", "empty"),
])
def test_a_file_that_is_not_the_rules_is_refused(data, message):
    """No date, an impossible date, no rules, not UTF-8, empty: a SeedError naming it."""

    with pytest.raises(SeedError, match=message):
        parse_official("bad.txt", data)


@pytest.mark.django_db
def test_import_command_stores_the_edition_and_reports_counts_and_defects():
    """`import_rules PATH --language en` stores an edition beside the Korean text."""
    korean_before = Rule.objects.count()

    report = run_import(str(DEFECTS), "--language", "en")

    edition = Edition.objects.get(language="en")
    assert edition.effective_date.isoformat() == "2024-03-01"
    assert EditionRule.objects.filter(edition=edition).count() == 7
    assert EditionGlossaryTerm.objects.filter(edition=edition).count() == 2
    assert Rule.objects.count() == korean_before
    assert "Imported a new edition: en effective 2024-03-01" in report
    assert "7 entries (1 sections, 2 rules, 4 subrules)" in report
    assert "cr-en-defects.txt:22 100.1 [missing-dot]" in report
    assert "Defects found and how they were handled (9)" in report


@pytest.mark.django_db
def test_importing_the_same_file_twice_changes_nothing_but_the_stamp():
    """Idempotent: the same rows, keys and text; only the import stamp moves on."""
    run_import(str(CURRENT), "--language", "en")
    before = list(EditionRule.objects.values_list("pk", "number", "position", "text"))
    version = ImportStamp.objects.get(pk=1).version

    report = run_import(str(CURRENT), "--language", "en")

    assert list(EditionRule.objects.values_list("pk", "number", "position", "text")) == before
    assert Edition.objects.count() == 1
    assert ImportStamp.objects.get(pk=1).version == version + 1
    assert report.startswith("Imported again (updated in place)")


@pytest.mark.django_db
def test_a_newer_file_is_another_edition():
    """Editions are told apart by language and effective date."""

    run_import(str(OLDER), "--language", "en")
    run_import(str(CURRENT), "--language", "en")

    assert [e.key for e in Edition.objects.of_language("en")] == ["en-2025-11-14", "en-2025-02-07"]
    assert Edition.objects.newest("en").key == "en-2025-11-14"


@pytest.mark.django_db
def test_a_failed_import_changes_nothing(tmp_path):
    """A file that cannot be read as the rules is a clear error and writes nothing."""
    run_import(str(OLDER), "--language", "en")
    bad = tmp_path / "broken.txt"
    bad.write_bytes(b"Magic: The Gathering Comprehensive Rules\nThese rules are effective "
                    b"as of March 1, 2024.\n")

    with pytest.raises(CommandError, match=r"broken\.txt: no rules found.*not changed"):
        run_import(str(bad), "--language", "en")

    assert [e.key for e in Edition.objects.all()] == ["en-2025-02-07"]


@pytest.mark.django_db
def test_dry_run_writes_nothing():
    """--dry-run parses and reports without storing the edition."""

    report = run_import(str(CURRENT), "--language", "en", "--dry-run")

    assert report.startswith("Parsed (dry run, nothing written)")
    assert not Edition.objects.exists()


@pytest.mark.django_db
@pytest.mark.parametrize("args, message", [
    (("--language", "en"), "give the path"),
    (("/nonexistent/cr.txt", "--language", "en"), "cannot read /nonexistent/cr.txt"),
    (("somefile.txt",), "PATH is for an official text file with --language en"),
])
def test_command_misuse_is_a_clear_error(args, message):
    """No path, an unreadable path, or a path for the Korean import: a CommandError."""

    with pytest.raises(CommandError, match=message):
        run_import(*args)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([
    "", "1. Game Concepts", "100. General", "100.1. Text of a rule.", "100.1a A subrule.",
    "100.1 No dot.", "Example: an example.", "continued line", "Glossary", "Credits",
    "Term", "A definition.", "704.5m If an Aura", "7. Additional Rules", "\r", "613.4c x",
]), max_size=40))
def test_any_arrangement_of_lines_parses_or_is_refused_clearly(lines):
    """Whatever order the lines come in, the parser returns an edition or a SeedError."""
    data = ("Magic: The Gathering Comprehensive Rules\nThese rules are effective as of "
            "March 1, 2024.\n" + "\n".join(lines)).encode()

    try:
        edition = parse_official("generated.txt", data)
    except SeedError:
        return

    assert edition.rules and len({r.number for r in edition.rules}) == len(edition.rules)


@pytest.mark.django_db
def test_editions_imported_before_cited_by_get_it_from_their_cites():
    """The migration that adds cited_by fills it for editions already stored."""
    from django.apps import apps

    migration = importlib.import_module("rulings.migrations.0008_editionrule_cited_by")
    run_import(str(CURRENT), "--language", "en")
    stored = dict(EditionRule.objects.values_list("number", "cited_by"))
    EditionRule.objects.update(cited_by=[])

    migration.fill_cited_by(apps, None)

    assert dict(EditionRule.objects.values_list("number", "cited_by")) == stored
    assert stored["704.5g"] == ["702.12b"]
