"""The stored rules: the interface other features read (Rule, RuleReference)."""
import pytest

from rulings.models import Rule, RuleReference, SourceFile

pytestmark = pytest.mark.django_db


def test_sections_are_the_five_shipped_sections_with_titles():
    """Sections 1, 4, 5, 6 and 8 exist, titled in Korean with the English name beside it."""

    sections = list(Rule.objects.sections().values_list("slug", "title", "title_en"))

    assert sections == [
        ("1", "게임의 컨셉", "Game Concepts"),
        ("4", "구역", "Zones"),
        ("5", "턴 구조", "Turn Structure"),
        ("6", "주문, 능력, 효과", "Spells, Abilities, and Effects"),
        ("8", "다인전 규칙", "Multiplayer Rules"),
    ]


def test_a_subrule_knows_its_parents_up_to_its_section():
    """613.3b -> 613.3 -> 613 -> 6, and kinds follow the levels."""
    rule = Rule.objects.get(slug="613.3b")

    chain = []
    while rule is not None:
        chain.append((rule.slug, rule.kind))
        rule = rule.parent

    assert chain == [("613.3b", "subrule"), ("613.3", "subrule"), ("613", "rule"),
                     ("6", "section")]


def test_rules_have_titles_and_subrules_do_not():
    """A three-digit rule carries its heading as title; its text is empty."""

    rule = Rule.objects.get(slug="613")

    assert (rule.title, rule.text) == ("지속 효과들 간의 상호작용", "")


def test_positions_follow_the_document_order():
    """Document order runs through the sections in number order."""

    slugs = list(Rule.objects.in_order().values_list("slug", flat=True))

    assert slugs.index("122.8") < slugs.index("4") < slugs.index("400")
    assert slugs.index("613.9") < slugs.index("613.10")


def test_get_absolute_url_uses_the_slug():
    """A rule lives at /rules/<slug>/, a duplicate's later copy at its suffixed slug."""

    urls = [Rule.objects.get(slug=slug).get_absolute_url() for slug in ("613.3b", "101.4d-2")]

    assert urls == ["/rules/613.3b/", "/rules/101.4d-2/"]


def test_duplicate_copies_share_their_printed_number():
    """Both copies of 101.4d are stored; only the later one is marked a duplicate."""

    copies = list(Rule.objects.with_number("101.4d"))

    assert [(rule.slug, rule.is_duplicate) for rule in copies] == [
        ("101.4d", False), ("101.4d-2", True)]


def test_examples_are_separate_plain_strings():
    """613.3e has three examples, each plain text without markup."""

    examples = Rule.objects.get(slug="613.3e").examples

    assert len(examples) == 3
    assert all(example.startswith("1/3 생물이") for example in examples)


def test_references_point_at_present_rules_or_keep_the_number():
    """A citation of a shipped rule has a target; 704.5m keeps only its number."""

    present = RuleReference.objects.get(source__slug="613.2", target_number="613.6")
    missing = RuleReference.objects.get(source__slug="801.12", target_number="704.5m")

    assert present.target == Rule.objects.get(slug="613.6")
    assert missing.target is None


def test_citing_lists_the_rules_that_cite_a_number():
    """Rule.objects.citing("903") finds the rules citing a number this edition lacks."""

    result = list(Rule.objects.citing("903").values_list("slug", flat=True))

    assert result == ["100.2c", "119.1c"]


def test_source_files_store_the_import_report():
    """Each seed file is recorded with its counts and its defects."""

    turn_structure = SourceFile.objects.get(section=5)

    assert turn_structure.rule_count == 155
    assert {defect["kind"] for defect in turn_structure.defects} >= {
        "missing-dot", "footnote-marker", "trailing-text", "no-front-matter"}
