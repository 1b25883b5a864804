"""Two editions side by side: what the English edition adds under a Korean number, what
changed between two editions of one language, and where the numbering differs.

- `english_rule(number)`: the newest English edition's rule under a number (the rule pages
  show it a tap away, or in place of the "absent" page when the Korean text lacks it).
- `diff_editions(old, new, within)`: added, removed and changed rules between two editions of
  the same language, each change as a word-level diff (`word_diff`).
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

from engine import citations
from rulings.importer import numbers
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


@dataclass
class RuleChange:
    """One number whose text differs between the editions."""

    number: str
    old: EditionRule
    new: EditionRule
    html: str


@dataclass
class EditionDiff:
    """What changed from `old` to `new` (within one number, or the whole text)."""

    old: Edition
    new: Edition
    within: str
    added: list[EditionRule] = field(default_factory=list)
    removed: list[EditionRule] = field(default_factory=list)
    changed: list[RuleChange] = field(default_factory=list)
    unchanged: int = 0

    @property
    def is_empty(self) -> bool:
        return not (self.added or self.removed or self.changed)


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
            diff.added.append(after[number])
        elif number not in after:
            diff.removed.append(before[number])
        elif _full_text(before[number]) != _full_text(after[number]):
            pieces = word_diff(_full_text(before[number]), _full_text(after[number]))
            diff.changed.append(RuleChange(number, before[number], after[number],
                                           diff_html(pieces)))
        else:
            diff.unchanged += 1
    return diff


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
