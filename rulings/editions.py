"""Two editions side by side: what the English edition adds under a Korean number, what
changed between two editions of one language, and where the numbering differs.

- `english_rule(number)`: the newest English edition's rule under a number (the rule pages
  show it a tap away, or in place of the "absent" page when the Korean text lacks it).
- `diff_editions(old, new, within)`: added, removed and changed rules between two editions of
  the same language, each change as a word-level diff (`word_diff`); `cached_diff` computes
  the whole diff once per pair of editions (Django's cache) and takes parts from it, and a
  diff too long for one page is listed by its parts (`EditionDiff.parts`).
- `numbering_differences(edition)`: the Korean rules whose number the English edition gives
  to something else. Two kinds: renumberings the engine's citation data knows by concept
  (613.3d is 613.4c today), and numbers whose subrules differ between the two texts (the
  Korean 613.3 has 613.3a-e, the English 613.3 none): a number to check before citing it.
"""
from __future__ import annotations

import difflib
import html
import re
from dataclasses import dataclass, field

from engine.text import citations
from rulings import numbers
from rulings.models import Edition, EditionRule, Rule


def newest_english() -> Edition | None:
    """The newest imported English edition, or None."""
    return Edition.objects.newest("en")


def english_rule(number: str, edition: Edition | None = None) -> EditionRule | None:
    """The English text of `number` in `edition` (default: the newest), or None."""
    edition = edition or newest_english()
    if edition is None or not numbers.is_rule_number(number):
        return None
    return edition.rules.filter(number=number).first()


@dataclass(frozen=True)
class EnglishBlock:
    """What a page shows of one English rule: the rule and the rules below it (two levels,
    as the Korean rule page shows its subrules)."""

    edition: Edition
    rule: EditionRule
    children: list[tuple[EditionRule, list[EditionRule]]]


def english_block(number: str, edition: Edition | None = None) -> EnglishBlock | None:
    """`number`'s English rule with its subrules, or None when the edition lacks it."""
    edition = edition or newest_english()
    rule = english_rule(number, edition)
    if edition is None or rule is None:
        return None
    if rule.kind == "section":
        return EnglishBlock(edition, rule, [(child, []) for child in
                                            edition.rules.below(rule.number)])
    below = edition.rules.within(rule.number)[1:]
    by_parent: dict[str, list[EditionRule]] = {}
    for item in below:
        by_parent.setdefault(item.parent_number, []).append(item)
    children = [(child, by_parent.get(child.number, []))
                for child in by_parent.get(rule.number, [])]
    return EnglishBlock(edition, rule, children)


def compare_with_korean(english_numbers: set[str]) -> tuple[int, int, int]:
    """(numbers in both, numbers only in the English set, numbers only in the Korean text)."""
    korean = set(Rule.objects.values_list("number", flat=True))
    return (len(korean & english_numbers), len(english_numbers - korean),
            len(korean - english_numbers))


def engine_numbers_missing(language: str, edition_numbers: set[str]) -> list[str]:
    """The numbers the engine cites in `language`'s numbering that the edition lacks."""
    if language not in citations.editions():
        return []
    cited = set(citations.table_in(language).values())
    return sorted(cited - edition_numbers, key=numbers.sort_key)


# ---- what changed between two editions of one language -----------------------------------

_WORDS = re.compile(r"\s+|[^\s]+")


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """(op, text) pieces turning `old` into `new` word by word: op is "same", "del" or "ins";
    whitespace stays with the words around it."""
    before, after = _WORDS.findall(old), _WORDS.findall(new)
    pieces: list[tuple[str, str]] = []
    matcher = difflib.SequenceMatcher(a=before, b=after, autojunk=False)
    for op, a1, a2, b1, b2 in matcher.get_opcodes():
        if op == "equal":
            pieces.append(("same", "".join(before[a1:a2])))
            continue
        if op in ("delete", "replace"):
            pieces.append(("del", "".join(before[a1:a2])))
        if op in ("insert", "replace"):
            pieces.append(("ins", "".join(after[b1:b2])))
    return [piece for piece in pieces if piece[1]]


def diff_html(pieces: list[tuple[str, str]]) -> str:
    """The pieces as HTML: <del> and <ins> around what changed, the rest escaped."""
    out = []
    for op, text in pieces:
        escaped = html.escape(text)
        out.append(escaped if op == "same" else f"<{op}>{escaped}</{op}>")
    return "".join(out)


def _full_text(rule: EditionRule) -> str:
    parts = [rule.title, rule.text, *(f"Example: {example}" for example in rule.examples)]
    return "\n".join(part for part in parts if part)


@dataclass(frozen=True, slots=True)
class DiffRule:
    """An added or removed rule, as the diff page shows it (plain values, so a diff is
    cheap to keep in the cache)."""

    number: str
    label: str
    html: str

    def get_absolute_url(self) -> str:
        """The English rule's own page (its number is the edition's)."""
        return f"/rules/{self.number}/en/"


@dataclass(frozen=True, slots=True)
class RuleChange:
    """One number whose text differs between the editions, as a word-level diff in HTML."""

    number: str
    html: str


@dataclass(frozen=True, slots=True)
class DiffPart:
    """One part of a diff too long for one page: a section (or a rule) with its counts."""

    number: str
    heading: str
    added: int
    removed: int
    changed: int


# A diff page over this many bytes lists its parts one level down instead (the sections of
# the whole text, the rules of a section, ...), each linking to its own page: the 2017 to
# 2022 diff was one 1.5 MB page.
DIFF_PAGE_BYTES = 200_000
# The markup around each rule on the page (its article, heading and links), in bytes.
_ENTRY_BYTES = 250


@dataclass
class EditionDiff:
    """What changed from `old` to `new` (within one number, or the whole text)."""

    old: Edition
    new: Edition
    within: str
    added: list[DiffRule] = field(default_factory=list)
    removed: list[DiffRule] = field(default_factory=list)
    changed: list[RuleChange] = field(default_factory=list)
    unchanged_numbers: list[str] = field(default_factory=list)
    # "7" -> "7. Additional Rules", "702" -> "702. Keyword Abilities": the parts' headings.
    headings: dict[str, str] = field(default_factory=dict)

    @property
    def unchanged(self) -> int:
        return len(self.unchanged_numbers)

    @property
    def is_empty(self) -> bool:
        return not (self.added or self.removed or self.changed)

    @property
    def page_bytes(self) -> int:
        """About how many bytes the page showing every rule of this diff takes."""
        entries = [*self.added, *self.removed, *self.changed]
        return sum(len(entry.html) + _ENTRY_BYTES for entry in entries)

    @property
    def is_split(self) -> bool:
        """Too long for one page (over DIFF_PAGE_BYTES), and it has parts to list instead."""
        return self.page_bytes > DIFF_PAGE_BYTES and bool(self.parts())

    def under(self, number: str) -> EditionDiff:
        """The part of this diff under `number` ("7" a section, "704" a rule and its
        subrules, "704.5m" one rule); this diff must be the whole text's or above it."""
        def keeps(item: str) -> bool:
            return item == number or numbers.is_below(item, number)

        return EditionDiff(
            self.old, self.new, number,
            added=[rule for rule in self.added if keeps(rule.number)],
            removed=[rule for rule in self.removed if keeps(rule.number)],
            changed=[change for change in self.changed if keeps(change.number)],
            unchanged_numbers=[item for item in self.unchanged_numbers if keeps(item)],
            headings=self.headings)

    @property
    def own(self) -> EditionDiff:
        """Only the change to the `within` rule itself (its heading or text), not below it."""
        return EditionDiff(
            self.old, self.new, self.within,
            added=[rule for rule in self.added if rule.number == self.within],
            removed=[rule for rule in self.removed if rule.number == self.within],
            changed=[change for change in self.changed if change.number == self.within],
            headings=self.headings)

    def parts(self) -> list[DiffPart]:
        """The changes grouped one level below `within` (the whole text by section, a
        section by rule, a rule by its subrules), in order, with their counts."""
        counts: dict[str, list[int]] = {}
        for index, entries in enumerate((self.added, self.removed, self.changed)):
            for entry in entries:
                part = self._part_of(entry.number)
                if part is not None:
                    counts.setdefault(part, [0, 0, 0])[index] += 1
        return [DiffPart(number, self.headings.get(number, number), *counts[number])
                for number in sorted(counts, key=numbers.sort_key)]

    def _part_of(self, number: str) -> str | None:
        """The number directly below `within` that encloses `number` (None for `within`)."""
        if number == self.within:
            return None
        top = self.within or None
        while True:
            parent = numbers.parent_of(number)
            if parent == top or parent is None:
                return number
            number = parent


def _rules_within(edition: Edition, within: str) -> dict[str, EditionRule]:
    if not within:
        return {rule.number: rule for rule in edition.rules.in_order()}
    return {rule.number: rule for rule in edition.rules.within(within)}


def diff_editions(old: Edition, new: Edition, within: str = "") -> EditionDiff:
    """Added, removed and changed rules from `old` to `new`, under `within` ("" for all,
    "7" a section, "704" a rule and its subrules, "704.5m" one rule)."""
    before, after = _rules_within(old, within), _rules_within(new, within)
    diff = EditionDiff(old, new, within)
    for number in sorted(set(before) | set(after), key=numbers.sort_key):
        if number not in before:
            diff.added.append(_diff_rule(after[number]))
        elif number not in after:
            diff.removed.append(_diff_rule(before[number]))
        elif _full_text(before[number]) != _full_text(after[number]):
            pieces = word_diff(_full_text(before[number]), _full_text(after[number]))
            diff.changed.append(RuleChange(number, diff_html(pieces)))
        else:
            diff.unchanged_numbers.append(number)
    for rule in [*before.values(), *after.values()]:
        if rule.kind in ("section", "rule"):
            diff.headings[rule.number] = rule.label
    return diff


def _diff_rule(rule: EditionRule) -> DiffRule:
    return DiffRule(rule.number, rule.label, rule.html)


# Long enough for any edition to be replaced first; a re-import changes the key.
DIFF_CACHE_SECONDS = 24 * 60 * 60
# Part of the key: a change to what a cached diff holds makes the stored ones stale.
_DIFF_CACHE_VERSION = 1


def diff_cache_key(old: Edition, new: Edition) -> str:
    """The cache key of the whole diff from `old` to `new`: both editions' ids and import
    times, so importing either again (rows are updated in place) computes it afresh."""
    return (f"edition-diff:{_DIFF_CACHE_VERSION}:{old.pk}:{old.imported_at.isoformat()}:"
            f"{new.pk}:{new.imported_at.isoformat()}")


def cached_diff(old: Edition, new: Edition, within: str = "") -> EditionDiff:
    """`diff_editions(old, new, within)`, the whole diff computed once per pair of editions
    and kept in the cache; a part of it is taken from the whole."""
    from django.core.cache import cache

    key = diff_cache_key(old, new)
    whole: EditionDiff | None = cache.get(key)
    if whole is None:
        whole = diff_editions(old, new)
        cache.set(key, whole, DIFF_CACHE_SECONDS)
    else:
        # The cached copy's editions are the ones this request read (same ids and imports).
        whole.old, whole.new = old, new
    return whole.under(within) if within else whole


# ---- where the Korean and the English numbering differ ------------------------------------

@dataclass(frozen=True)
class NumberingDifference:
    """A Korean number the English edition uses differently."""

    korean: str
    english: str  # the English number of the same rule, or "" when unknown
    reason: str  # "renumbered" (known by concept) or "subrules-differ" or "not-in-english"
    concepts: tuple[str, ...] = ()
    korean_children: tuple[str, ...] = ()
    english_children: tuple[str, ...] = ()


def numbering_differences(edition: Edition) -> list[NumberingDifference]:
    """The Korean rules whose numbering differs in `edition` (see the module docstring)."""
    # Plain values: model instances loaded with only() reload a deferred field per row (the
    # related manager sets each rule's edition), which took 1.4 s on a real edition.
    english_rows = list(edition.rules.values_list("number", "parent_number"))
    english = {number for number, _ in english_rows}
    english_children: dict[str, list[str]] = {}
    for number, parent_number in english_rows:
        english_children.setdefault(parent_number, []).append(number)
    korean_rules = list(Rule.objects.exclude(kind=Rule.Kind.SECTION).in_order().values_list(
        "number", "slug"))
    korean_numbers = {number for number, _ in korean_rules}
    korean_children: dict[str, list[str]] = {}
    for number, slug in korean_rules:
        parent = numbers.parent_of(number)
        if parent is not None and slug == number:
            korean_children.setdefault(parent, []).append(number)
    renumbered = (citations.renumbered(edition.language)
                  if edition.language in citations.editions() else {})
    by_concept: dict[str, list[str]] = {}
    for concept, number in citations.table().items():
        by_concept.setdefault(number, []).append(concept)
    found: dict[str, NumberingDifference] = {}
    for korean, number in renumbered.items():
        if korean in korean_numbers:
            found[korean] = NumberingDifference(korean, number, "renumbered",
                                                tuple(sorted(by_concept.get(korean, []))))
    for number in sorted(korean_numbers, key=numbers.sort_key):
        if number in found:
            continue
        mine = tuple(sorted(korean_children.get(number, []), key=numbers.sort_key))
        theirs = tuple(sorted(english_children.get(number, []), key=numbers.sort_key))
        if number not in english:
            # Only where the edition prints the three-digit rule: a partial file says nothing
            # about the rules it leaves out.
            if number.split(".")[0] in english:
                found[number] = NumberingDifference(number, "", "not-in-english")
        elif _letters(mine) != _letters(theirs):
            # 613.3 has 613.3a-e in the Korean text and no subrules in the English one.
            found[number] = NumberingDifference(number, number, "subrules-differ",
                                                korean_children=mine, english_children=theirs)
    return sorted(found.values(), key=lambda item: numbers.sort_key(item.korean))


def _letters(children: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(child.rsplit(".", 1)[-1] for child in children)


# ---- the official glossary, merged into the bilingual one ---------------------------------

@dataclass(frozen=True)
class OfficialTerm:
    """A term of the newest English edition's glossary with the Korean the text uses for it
    (from the bilingual glossary: the same English, lowercased) and its definition."""

    term: str
    korean: tuple[str, ...]
    definition_html: str


def official_glossary(query: str = "") -> tuple[Edition | None, list[OfficialTerm]]:
    """The newest English edition and its glossary terms matching `query` as the glossary
    page filters (the English term, or a Korean term with spacing ignored), each with its
    Korean terms."""
    from rulings.models import GlossaryTerm

    edition = newest_english()
    if edition is None:
        return None, []
    korean: dict[str, list[str]] = {}
    for english, term in GlossaryTerm.objects.exclude(origin=GlossaryTerm.Origin.SLANG) \
            .order_by("english", "korean").values_list("english", "korean"):
        korean.setdefault(english.lower(), []).append(term)
    text = query.strip().lower()
    compact = text.replace(" ", "")
    found = []
    for entry in edition.glossary.order_by("position"):
        pairs = tuple(dict.fromkeys(korean.get(entry.term.lower(), ())))
        if text and text not in entry.term.lower() and not any(
                compact in pair.replace(" ", "").lower() for pair in pairs):
            continue
        found.append(OfficialTerm(entry.term, pairs, entry.definition_html))
    return edition, found
