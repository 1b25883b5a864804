"""The card name index (rulings/cards/search.py): keys, tiers, ranking, typos, speed-bounded
structures checked against a plain scan."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.cards.search import CardIndex, Tier, jamo, search_key, within_one_edit

CARDS = [
    ["Lightning Bolt", "번개 화살"],
    ["Lightning Helix", "번개 나선"],
    ["Fire // Ice", "", "Fire", "Ice"],
    ["Jace, the Mind Sculptor", "정신 조각가 제이스"],
    ["Bolt Bend"],
    ["Forest", "숲"],
    ["Lim-Dûl's Vault"],
    ["Boltwing Marauder"],
]


def _names(index: CardIndex, query: str, limit: int = 10) -> list[str]:
    return [CARDS[hit.entry][0] for hit in index.search(query, limit)]


@pytest.fixture(scope="module")
def index() -> CardIndex:
    """The index of CARDS."""
    return CardIndex(CARDS)


@pytest.mark.parametrize(("text", "key"), [
    ("Lightning Bolt", "lightningbolt"),
    ("Lim-Dûl's Vault", "limdulsvault"),
    ("Æther Vial", "aethervial"),
    ("  FIRE // ice ", "fireice"),
    ("번개 화살", "ㅂㅓㄴㄱㅐㅎㅗㅏㅅㅏㄹ"),
    ("닭", "ㄷㅏㄹㄱ"),
    ("ㅘ", "ㅗㅏ"),
])
def test_a_key_folds_case_accents_spaces_and_punctuation_and_splits_hangul(text, key):
    """Keys are case-folded, accent- and space-free, Hangul as typed jamo."""
    assert search_key(text) == key


def test_a_syllable_splits_into_the_keys_typed_for_it():
    """U+AC00 arithmetic: initial, vowel (compound vowels as two keys), final."""
    assert jamo("과") == "ㄱㅗㅏ"
    assert jamo("읽") == "ㅇㅣㄹㄱ"
    assert jamo("가A") == "ㄱㅏA"


@pytest.mark.parametrize(("query", "first", "tier"), [
    ("lightning bolt", "Lightning Bolt", Tier.EXACT),
    ("light", "Lightning Bolt", Tier.PREFIX),
    ("sculptor", "Jace, the Mind Sculptor", Tier.WORD),
    ("htning", "Lightning Bolt", Tier.INFIX),
    ("번개화살", "Lightning Bolt", Tier.EXACT),
    ("번개 화", "Lightning Bolt", Tier.PREFIX),
    ("화살", "Lightning Bolt", Tier.WORD),
    ("조각가제이스", "Jace, the Mind Sculptor", Tier.WORD),
    ("번게화살", "Lightning Bolt", Tier.TYPO),
    ("lightnig bolt", "Lightning Bolt", Tier.TYPO),
    ("Fire", "Fire // Ice", Tier.EXACT),
    ("ice", "Fire // Ice", Tier.EXACT),
    ("lim-dul", "Lim-Dûl's Vault", Tier.PREFIX),
])
def test_each_way_of_typing_a_name_finds_it_in_its_tier(index, query, first, tier):
    """Exact, prefix, word prefix, infix, no spaces, one typo, a face's name."""
    hit = index.search(query, 5)[0]

    assert CARDS[hit.entry][0] == first
    assert hit.tier is tier


def test_a_half_typed_syllable_already_finds_the_name(index):
    """While the IME composes 번개, "번ㄱ" and "버" are prefixes of its jamo."""
    assert _names(index, "번ㄱ") == ["Lightning Bolt", "Lightning Helix"]
    assert _names(index, "버")[:2] == ["Lightning Bolt", "Lightning Helix"]


def test_tiers_rank_before_length_and_length_before_order(index):
    """Prefix before word prefix before infix; shorter names first within a tier."""
    assert _names(index, "bolt") == ["Bolt Bend", "Boltwing Marauder", "Lightning Bolt"]


def test_ties_keep_the_entries_order():
    """Names of one length in one tier come in the order the entries were given."""
    index = CardIndex([["Bear B"], ["Bear A"], ["Bear C"]])

    assert [hit.entry for hit in index.search("bear", 10)] == [0, 1, 2]


def test_an_entry_is_found_once_by_its_best_name(index):
    """A card whose English and Korean names both match is one hit, ranked by the better."""
    hits = index.search("fire", 10)

    assert [hit.entry for hit in hits].count(2) == 1
    assert hits[0].name == "Fire"


def test_the_limit_cuts_the_ranked_list(index):
    """`limit` is the number of entries returned, best first."""
    assert _names(index, "l", 2) == ["Lightning Bolt", "Lightning Helix"]


@pytest.mark.parametrize("query", ["", "   ", "//", "?!"])
def test_a_query_without_letters_finds_nothing(index, query):
    """Only letters and digits count."""
    assert index.search(query, 10) == []


def test_short_queries_look_for_no_typos(index):
    """One edit away from three letters is too much of the list."""
    assert index.search("bot", 10) == []


def test_exact_gives_every_entry_with_that_name(index):
    """exact() matches whole names (any of an entry's), ignoring case and spaces."""
    assert index.exact("LIGHTNINGBOLT") == [0]
    assert index.exact("정신조각가 제이스") == [3]
    assert index.exact("ice") == [2]
    assert index.exact("lightning") == []


@pytest.mark.parametrize(("a", "b", "close"), [
    ("abc", "abc", True), ("abc", "abx", True), ("abc", "ab", True), ("abc", "abcd", True),
    ("abc", "bac", True), ("abc", "acb", True), ("abc", "cba", False), ("abc", "a", False),
    ("abcd", "abdc", True), ("abcd", "badc", False), ("", "a", True), ("ab", "", False),
])
def test_within_one_edit_allows_one_insertion_deletion_substitution_or_swap(a, b, close):
    """Optimal string alignment distance at most 1."""
    assert within_one_edit(a, b) is close
    assert within_one_edit(b, a) is close


NAMES = st.text(alphabet="abcdeㄱㅏㄴ번개화살 ", min_size=1, max_size=9)


@settings(max_examples=150, deadline=None)
@given(st.lists(NAMES, min_size=1, max_size=25), NAMES)
def test_the_index_finds_what_a_plain_scan_finds(names, query):
    """Every tier agrees with checking each name by hand, and the order is by tier then
    length then entry."""
    index = CardIndex([[name] for name in names])
    key = search_key(query)

    hits = index.search(query, len(names))

    def tier(name: str) -> int | None:
        other = search_key(name)
        if not key or not other:
            return None
        words = [search_key(word) for word in name.split()]
        starts = ["".join(words[i:]) for i in range(1, len(words))]
        if other == key:
            return Tier.EXACT
        if other.startswith(key):
            return Tier.PREFIX
        if any(start.startswith(key) for start in starts):
            return Tier.WORD
        if key in other:
            return Tier.INFIX
        if len(key) >= 4 and within_one_edit(key, other):
            return Tier.TYPO
        return None

    expected = sorted(((tier(name), len(name), number) for number, name in enumerate(names)
                       if tier(name) is not None), key=lambda item: item)
    assert [(hit.tier, hit.entry) for hit in hits] == [(t, n) for t, _, n in expected]


@settings(max_examples=100, deadline=None)
@given(st.lists(st.text(min_size=1, max_size=20), min_size=1, max_size=10), st.text(max_size=30))
def test_any_text_searches_without_error_and_finds_each_name_by_itself(names, query):
    """No input crashes the index; a name with letters finds its entry first."""
    index = CardIndex([[name] for name in names])

    index.search(query, 5)

    for number, name in enumerate(names):
        if search_key(name):
            assert index.search(name, 50)[0].tier is Tier.EXACT
            assert number in index.exact(name)
