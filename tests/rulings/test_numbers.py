"""Rule numbers: normalizing what judges type, parents, order and printed ranges."""
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

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


@pytest.mark.parametrize(("raw", "expected"), [
    ("613.3ㅠ", "613.3b"),
    ("704.5ㅓ", "704.5j"),
    ("702.19ㅠ", "702.19b"),
    ("613 3 ㅠ", "613.3b"),
    ("CR 613.3ㅠ.", "613.3b"),
    ("613.3ㅃ", "613.3q"),
    ("６１３", "613"),
    ("６１３．３ｂ", "613.3b"),
    ("６１３．３ㅠ", "613.3b"),
    ("６", "6"),
    ("613.3ㅎㅎ", None),
    ("613.3ㅠ가", None),
    ("ㅠ613.3", None),
    ("613ㅠ", None),
])
def test_normalize_reads_numbers_typed_with_the_korean_layout_or_full_width(raw, expected):
    """A jamo right after a rule number is its key on the 2-beolsik layout; full-width forms
    fold as NFKC folds them; a jamo anywhere else leaves the input unreadable as before."""

    result = numbers.normalize(raw)

    assert result == expected


def test_every_latin_key_has_its_jamo_on_the_korean_layout():
    """The 26 unshifted jamo of 2-beolsik cover a-z once each; shifted ones repeat a key."""
    unshifted = dict(list(numbers.KOREAN_KEYS.items())[:26])

    assert sorted(unshifted.values()) == list(string.ascii_lowercase)
    assert set(numbers.KOREAN_KEYS.values()) == set(string.ascii_lowercase)


@given(st.text(alphabet=st.sampled_from(
    list("0123456789. ,-ㅠㅓㅎ가abｂ６．") + list(numbers.KOREAN_KEYS)), max_size=20))
def test_fold_typed_changes_one_character_for_one(text):
    """Folding keeps every character's place, so spans in the folded text fit the typed one."""

    assert len(numbers.fold_typed(text)) == len(text)


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
