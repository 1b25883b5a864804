"""Rule numbers: normalizing what judges type, parents, order and printed ranges."""
import pytest

from rulings import numbers


@pytest.mark.parametrize(("raw", "expected"), [
    ("613.3b", "613.3b"),
    ("613.3B", "613.3b"),
    ("613.3b.", "613.3b"),
    ("613 3b", "613.3b"),
    ("  CR 613.3b ", "613.3b"),
    ("규칙 613.3b", "613.3b"),
    ("613.", "613"),
    ("6", "6"),
    ("613.03", "613.3"),
    ("foo", None),
    ("61", None),
    ("613.3bb", None),
])
def test_normalize_reads_numbers_the_way_judges_type_them(raw, expected):
    """Case, trailing dots, spaces and a "CR" prefix all normalize to the printed form."""

    result = numbers.normalize(raw)

    assert result == expected


@pytest.mark.parametrize(("number", "parent"), [
    ("613.3b", "613.3"), ("613.3", "613"), ("613", "6"), ("6", None),
])
def test_parent_of_climbs_one_level(number, parent):
    """Each number's parent is one level up: subrule, rule, section, nothing."""

    result = numbers.parent_of(number)

    assert result == parent


def test_sort_key_orders_numbers_as_the_rules_do():
    """613.2 comes before 613.10, and a rule's letters follow its paragraph."""
    printed = ["613.10", "613.1a", "613", "613.2", "613.1", "6"]

    ordered = sorted(printed, key=numbers.sort_key)

    assert ordered == ["6", "613", "613.1", "613.1a", "613.2", "613.10"]


@pytest.mark.parametrize(("start", "end", "expected"), [
    ("601.2a", "d", ["601.2a", "601.2b", "601.2c", "601.2d"]),
    ("509.1", "3", ["509.1", "509.2", "509.3"]),
    ("508.1k", "m", ["508.1k", "508.1m"]),
    ("601.2d", "a", ["601.2d"]),
])
def test_expand_range_lists_every_number_of_a_printed_range(start, end, expected):
    """Letter ranges skip "l" and "o" like the rules do; a backwards range is no range."""

    result = numbers.expand_range(start, end)

    assert result == expected


@pytest.mark.parametrize(("number", "kind"), [
    ("8", "section"), ("800", "rule"), ("800.4", "subrule"), ("800.4a", "subrule"),
])
def test_kind_of_names_the_level(number, kind):
    """Sections, three-digit rules and everything below them are told apart."""

    result = numbers.kind_of(number)

    assert result == kind
