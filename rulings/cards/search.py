"""Card name search: an in-memory index over English and Korean card names, pure Python.

A judge types part of a card's name, in English or Korean, with or without the spaces, while
the Korean IME is still composing the last syllable, or with one slip of a finger. Names are
compared as *keys*: case-folded, accents dropped, spaces and punctuation dropped, and every
Hangul syllable decomposed into the jamo a 2-beolsik keyboard types (U+AC00 arithmetic; 과 is
ㄱ ㅗ ㅏ, 닭 is ㄷ ㅏ ㄹ ㄱ). So "번ㄱ" (번개 half typed) is a prefix of 번개 화살's key, and a
typo is one jamo away.

Matches come in tiers, best first: the whole name (`EXACT`), its beginning (`PREFIX`), the
beginning of a later word (`WORD`), anywhere inside it (`INFIX`), and the whole name with one
jamo or letter inserted, deleted, replaced or two swapped (`TYPO`). Within a tier shorter names
come first, then the order the entries were given in.

The index answers in a few milliseconds over 35,000 cards: sorted keys searched with `bisect`
for the prefixes, one string of all keys searched with `str.find` for the infixes, and for the
typos the keys grouped by length and sorted forwards and backwards: a key one edit away from
the query's keeps its first half or its second half, so the candidates are a few bisect
ranges, each checked by `within_one_edit`. (A SymSpell table of one-deletion variants finds
the same names but holds a million strings for 35,000 cards.)
"""
from __future__ import annotations

import re
import unicodedata
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import IntEnum

# --- keys --------------------------------------------------------------------------------

_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
_COMPAT_JAMO_FIRST, _COMPAT_JAMO_LAST = 0x3131, 0x318E
_INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_MEDIALS = ("ㅏ", "ㅐ", "ㅑ", "ㅒ", "ㅓ", "ㅔ", "ㅕ", "ㅖ", "ㅗ", "ㅗㅏ", "ㅗㅐ", "ㅗㅣ", "ㅛ",
            "ㅜ", "ㅜㅓ", "ㅜㅔ", "ㅜㅣ", "ㅠ", "ㅡ", "ㅡㅣ", "ㅣ")
_FINALS = ("", "ㄱ", "ㄲ", "ㄱㅅ", "ㄴ", "ㄴㅈ", "ㄴㅎ", "ㄷ", "ㄹ", "ㄹㄱ", "ㄹㅁ", "ㄹㅂ",
           "ㄹㅅ", "ㄹㅌ", "ㄹㅍ", "ㄹㅎ", "ㅁ", "ㅂ", "ㅂㅅ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ",
           "ㅌ", "ㅍ", "ㅎ")
# Compound vowels and final clusters typed on their own (a query such as "ㅘ") are typed as
# two keys too.
_COMPOUND_JAMO = {
    "ㅘ": "ㅗㅏ", "ㅙ": "ㅗㅐ", "ㅚ": "ㅗㅣ", "ㅝ": "ㅜㅓ", "ㅞ": "ㅜㅔ", "ㅟ": "ㅜㅣ",
    "ㅢ": "ㅡㅣ", "ㄳ": "ㄱㅅ", "ㄵ": "ㄴㅈ", "ㄶ": "ㄴㅎ", "ㄺ": "ㄹㄱ", "ㄻ": "ㄹㅁ",
    "ㄼ": "ㄹㅂ", "ㄽ": "ㄹㅅ", "ㄾ": "ㄹㅌ", "ㄿ": "ㄹㅍ", "ㅀ": "ㄹㅎ", "ㅄ": "ㅂㅅ",
}


def _jamo_table() -> dict[int, str]:
    table = {ord(jamo): keys for jamo, keys in _COMPOUND_JAMO.items()}
    for code in range(_HANGUL_FIRST, _HANGUL_LAST + 1):
        offset = code - _HANGUL_FIRST
        table[code] = (_INITIALS[offset // 588] + _MEDIALS[offset % 588 // 28]
                       + _FINALS[offset % 28])
    return table


_JAMO = _jamo_table()
_NOT_KEY = re.compile(r"[\W_]+")
# Anything but ASCII, Hangul syllables and Hangul jamo: may carry an accent to drop.
_ACCENTED = re.compile("[^\x00-\x7f\uac00-\ud7a3\u3131-\u318e]")
# Letters NFKD leaves whole but a judge types as two (Æther Vial, Lim-Dûl's Vault has û).
_LIGATURES = str.maketrans({"æ": "ae", "œ": "oe", "ø": "o", "ð": "d", "þ": "th", "ł": "l"})


def jamo(text: str) -> str:
    """`text` with every Hangul syllable as the jamo typed for it ("닭" -> "ㄷㅏㄹㄱ")."""
    return text.translate(_JAMO)


def _is_hangul(char: str) -> bool:
    code = ord(char)
    return _HANGUL_FIRST <= code <= _HANGUL_LAST or _COMPAT_JAMO_FIRST <= code <= _COMPAT_JAMO_LAST


def _without_accents(text: str) -> str:
    # NFKD would also turn Hangul syllables and jamo into conjoining jamo; leave them to _JAMO.
    return "".join(
        char if _is_hangul(char) else "".join(
            part for part in unicodedata.normalize("NFKD", char)
            if not unicodedata.combining(part))
        for char in text)


def search_key(text: str) -> str:
    """A name or query as the index compares it: case-folded, without accents, spaces or
    punctuation, Hangul as jamo ("Lim-Dûl's Vault" -> "limdulsvault", "번개 화살" ->
    "ㅂㅓㄴㄱㅐㅎㅗㅏㅅㅏㄹ")."""
    text = unicodedata.normalize("NFC", text).casefold()
    if not text.isascii() and _ACCENTED.search(text):
        text = _without_accents(text.translate(_LIGATURES))
    return _NOT_KEY.sub("", jamo(text))


_WORD_BREAK = re.compile(r"[\s\-‐–—/,:;.!?()\"]+")


def word_keys(name: str) -> list[str]:
    """The keys of a name's words, in order ("Jace, the Mind Sculptor" -> jace the mind
    sculptor; an apostrophe stays inside its word)."""
    return [key for key in (search_key(word) for word in _WORD_BREAK.split(name)) if key]


def within_one_edit(a: str, b: str) -> bool:
    """True if `b` is `a` with at most one character inserted, deleted or replaced, or two
    neighbours swapped (optimal string alignment distance <= 1)."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    i = 0
    shortest = min(la, lb)
    while i < shortest and a[i] == b[i]:
        i += 1
    if la > lb:
        return a[i + 1:] == b[i:]
    if lb > la:
        return a[i:] == b[i + 1:]
    return a[i + 1:] == b[i + 1:] or (
        i + 1 < la and a[i] == b[i + 1] and a[i + 1] == b[i] and a[i + 2:] == b[i + 2:])



# --- the index ---------------------------------------------------------------------------


class Tier(IntEnum):
    """How a name matched a query, best first."""

    EXACT = 0
    PREFIX = 1
    WORD = 2
    INFIX = 3
    TYPO = 4
    TYPE = 5  # not by its name: by the Korean words of its type line (`TypeWordIndex`)


@dataclass(frozen=True, slots=True)
class Hit:
    """One entry the query found: its position in the entries, how, and by which name."""

    entry: int
    tier: Tier
    name: str


_LAST_CHAR = chr(0x10FFFF)
_NUMBER_MASK = (1 << 30) - 1
# A typo is only looked for in a query of at least this many jamo/letters: one edit away from
# "ㅅㅏ" (사) is half the Korean names.
TYPO_MIN_LENGTH = 4


class CardIndex:
    """The names of a list of entries (cards), searchable by prefix, word, infix and typo.

    `entries` gives, for each entry, its names: English, Korean, and each face's. Empty names
    are skipped; an entry with several matching names counts once, by its best.
    """

    def __init__(self, entries: Sequence[Sequence[str]]) -> None:
        names: list[str] = []
        owners: list[int] = []
        for entry, entry_names in enumerate(entries):
            seen: set[str] = set()
            for name in entry_names:
                if name and name not in seen:
                    seen.add(name)
                    names.append(name)
                    owners.append(entry)
        self.size = len(entries)
        self._names = names
        self._owner = array("l", owners)
        # A name's key is its words' keys joined (word breaks are never part of a key).
        words_of = [word_keys(name) for name in names]
        keys = ["".join(words) for words in words_of]

        # Prefixes: every name's key, and the key from each of its later words on, sorted.
        starts: list[tuple[str, int, bool]] = []
        for number, (key, words) in enumerate(zip(keys, words_of, strict=True)):
            if not key:
                continue
            starts.append((key, number, True))
            starts.extend(("".join(words[position:]), number, False)
                          for position in range(1, len(words)))
        starts.sort()
        self._start_keys = [start[0] for start in starts]
        self._start_names = array("l", (start[1] for start in starts))
        self._start_first = bytes(start[2] for start in starts)
        # Each start's rank within the prefix tiers, packed into one int so that a range of
        # thousands (every name starting with "s") sorts in C: beginning before later word,
        # then the name's length, then its number (names are numbered in entry order).
        self._start_ranks = array("q", (
            (0 if first else 1) << 42 | min(len(names[number]), 4095) << 30 | number
            for _, number, first in starts))

        # Infixes: one string of every key, each followed by a separator no key contains.
        self._joined = "\n".join(keys) + "\n"
        offsets = []
        position = 0
        for key in keys:
            offsets.append(position)
            position += len(key) + 1
        self._offsets = array("q", offsets)
        self._keys = keys

        # Typos: the keys grouped by length, each group sorted forwards and backwards. A key
        # one edit away from the query's has the same first half or the same second half
        # (the edit is in the other), so the candidates are two bisect ranges per length.
        by_length: dict[int, list[tuple[str, int]]] = {}
        for number, key in enumerate(keys):
            by_length.setdefault(len(key), []).append((key, number))
        self._typo_groups: dict[int, tuple[_Sorted, _Sorted]] = {
            length: (_Sorted(group), _Sorted([(key[::-1], number) for key, number in group]))
            for length, group in by_length.items() if length >= TYPO_MIN_LENGTH - 1}

    def search(self, query: str, limit: int) -> list[Hit]:
        """The best `limit` entries for `query`, best first (see the module docstring)."""
        key = search_key(query)
        if not key or limit <= 0:
            return []
        best: dict[int, tuple[int, int, int]] = {}

        def consider(number: int, tier: Tier) -> None:
            entry = self._owner[number]
            rank = (tier, len(self._names[number]), number)
            if entry not in best or rank < best[entry]:
                best[entry] = rank

        self._prefixes(key, consider, lambda: len(best) >= limit)
        # A later tier only matters while the better ones leave room.
        if len(best) < limit:
            self._infixes(key, consider)
        if len(best) < limit and len(key) >= TYPO_MIN_LENGTH:
            self._typos(key, consider)
        ranked = sorted(best.items(), key=lambda item: (*item[1][:2], item[0]))
        return [Hit(entry, Tier(rank[0]), self._names[rank[2]])
                for entry, rank in ranked[:limit]]

    def exact(self, query: str) -> list[int]:
        """The entries one of whose names has the same key as `query`, in entry order."""
        key = search_key(query)
        found: set[int] = set()
        start = bisect_left(self._start_keys, key)
        for position in range(start, bisect_right(self._start_keys, key)):
            if self._start_first[position]:
                found.add(self._owner[self._start_names[position]])
        return sorted(found) if key else []

    def _prefixes(self, key: str, consider: Callable[[int, Tier], None],
                  enough: Callable[[], bool]) -> None:
        keys = self._start_keys
        low = bisect_left(keys, key)
        high = bisect_left(keys, key + _LAST_CHAR, low)
        for position in range(low, bisect_right(keys, key, low, high)):
            if self._start_first[position]:
                consider(self._start_names[position], Tier.EXACT)
        for rank in sorted(self._start_ranks[low:high]):
            if enough():
                return
            consider(rank & _NUMBER_MASK, Tier.WORD if rank >> 42 else Tier.PREFIX)

    def _infixes(self, key: str, consider: Callable[[int, Tier], None]) -> None:
        joined, offsets = self._joined, self._offsets
        found = joined.find(key)
        while found >= 0:
            number = bisect_right(offsets, found) - 1
            consider(number, Tier.INFIX)
            # Once a name matched, its other occurrences add nothing: go on with the next name.
            found = joined.find(key, offsets[number] + len(self._keys[number]) + 1)

    def _typos(self, key: str, consider: Callable[[int, Tier], None]) -> None:
        half = len(key) // 2
        head, tail = key[:half], key[half + 1:][::-1]
        for length in (len(key) - 1, len(key), len(key) + 1):
            groups = self._typo_groups.get(length)
            if groups is None:
                continue
            forwards, backwards = groups
            # The first half kept: the edit is at `half` or later; else it is before `half`,
            # and everything after `half` is kept (a swap of half-1 and half included).
            for number in {*forwards.starting(head), *backwards.starting(tail)}:
                if within_one_edit(key, self._keys[number]):
                    consider(number, Tier.TYPO)


class _Sorted:
    """Strings sorted for prefix lookups, each with the number of the name it belongs to."""

    __slots__ = ("_keys", "_numbers")

    def __init__(self, pairs: list[tuple[str, int]]) -> None:
        pairs.sort()
        self._keys = [key for key, _ in pairs]
        self._numbers = array("l", (number for _, number in pairs))

    def starting(self, prefix: str) -> array[int]:
        """The numbers of the strings that start with `prefix`."""
        low = bisect_left(self._keys, prefix)
        return self._numbers[low:bisect_left(self._keys, prefix + _LAST_CHAR, low)]


class TypeWordIndex:
    """The Korean words of the entries' type lines ("생물", "엘프", "정찰병"), searchable by
    whole words and word beginnings (the last one may still be composing): an entry matches
    when every word of the query begins one of its words. Words without Hangul are left out:
    English type words are not what a judge types here, and English names are searched first.
    """

    def __init__(self, entries: Sequence[Sequence[str]]) -> None:
        by_key: dict[str, set[int]] = {}
        for entry, words in enumerate(entries):
            for word in words:
                if any(_is_hangul(char) for char in word):
                    key = search_key(word)
                    if key:
                        by_key.setdefault(key, set()).add(entry)
        self._keys = sorted(by_key)
        self._entries = [array("l", sorted(by_key[key])) for key in self._keys]

    def search(self, query: str, limit: int, skip: set[int] | frozenset[int] = frozenset()
               ) -> list[Hit]:
        """The first `limit` entries (in entry order) whose type words begin with every word
        of `query`, leaving out those in `skip`."""
        words = word_keys(query)
        if not words or limit <= 0 or not any(_is_hangul(char) for char in query):
            return []
        found: set[int] | None = None
        for word in words:
            low = bisect_left(self._keys, word)
            high = bisect_left(self._keys, word + _LAST_CHAR, low)
            matching: set[int] = set()
            for position in range(low, high):
                matching.update(self._entries[position])
            found = matching if found is None else found & matching
            if not found:
                return []
        ranked = sorted((found or set()) - set(skip))[:limit]
        return [Hit(entry, Tier.TYPE, query) for entry in ranked]
