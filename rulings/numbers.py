"""Rule numbers: parsing, normalizing, ordering and the parent of each number, and the numbers
in a search query or a maintainer's list. The importer, the models, the views and search all
read numbers here.

The Comprehensive Rules number sections ("6"), rules ("613"), numbered paragraphs ("613.3")
and lettered subrules ("613.3b"). Subrule letters skip "l" and "o" so they are never read as
"1" and "0" (508.1k is followed by 508.1m).
"""
from __future__ import annotations

import re

from rulings.text import fold_width
from rulings.text import normalize as fold

RULE_NUMBER = r"[1-9][0-9]{2}(?:\.[0-9]{1,3}[a-z]?)?"
_FULL = re.compile(r"^(?P<rule>[1-9]\d{2})(?:\.(?P<para>\d{1,3})(?P<letter>[a-z])?)?$")
_SECTION = re.compile(r"^[1-9]$")
# Letters the Comprehensive Rules use for subrules, in order ("l" and "o" are skipped).
SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"
# How a judge may type a number: "CR 613.3b", "규칙 613.3B.", "613 3b", "613,3b", "613-3b".
_LOOSE = re.compile(
    r"^\s*(?:cr|rule|rules|규칙|조항)?\s*(?P<rule>[1-9]\d{2})(?:\s*[.\s,_\-]\s*(?P<para>\d{1,3})"
    r"\s*(?P<letter>[a-zA-Z])?)?[.\s]*$",
    re.IGNORECASE,
)


# The Latin key of each Hangul jamo on the 2-beolsik (standard Korean) keyboard: a judge who
# types "613.3b" with the Korean layout on gets "613.3ㅠ". Shifted keys give the doubled jamo
# (ㅃ is Shift+q), which read as their letter too.
KOREAN_KEYS: dict[str, str] = {
    "ㅁ": "a", "ㅠ": "b", "ㅊ": "c", "ㅇ": "d", "ㄷ": "e", "ㄹ": "f", "ㅎ": "g", "ㅗ": "h",
    "ㅑ": "i", "ㅓ": "j", "ㅏ": "k", "ㅣ": "l", "ㅡ": "m", "ㅜ": "n", "ㅐ": "o", "ㅔ": "p",
    "ㅂ": "q", "ㄱ": "r", "ㄴ": "s", "ㅅ": "t", "ㅕ": "u", "ㅍ": "v", "ㅈ": "w", "ㅌ": "x",
    "ㅛ": "y", "ㅋ": "z",
    "ㄸ": "e", "ㅒ": "o", "ㅖ": "p", "ㅃ": "q", "ㄲ": "r", "ㅆ": "t", "ㅉ": "w",
}
# A jamo right after a rule number ("613.3ㅠ", "613 3 ㅠ") and not followed by more Hangul (so
# "613.3 ㅎㅎ" or a word stays as typed).
_KOREAN_LETTER = re.compile(
    r"(?P<number>(?<![0-9])[1-9][0-9]{2}\s*[.\s,_\-·]\s*[0-9]{1,3}\s*)"
    rf"(?P<jamo>[{''.join(KOREAN_KEYS)}])(?![\u3131-\u318e\uac00-\ud7a3])")


def fold_typed(text: str) -> str:
    """`text` with the rule numbers in it as a Latin keyboard types them: full-width forms
    folded as NFKC folds them ("６１３．３ｂ" -> "613.3b"), and a Hangul jamo right after a
    rule number read as its key on the 2-beolsik layout ("613.3ㅠ" -> "613.3b", "704.5ㅓ" ->
    "704.5j"). Everything else is left as it was, one character for one character."""
    folded = fold_width(text)
    return _KOREAN_LETTER.sub(lambda match: match["number"] + KOREAN_KEYS[match["jamo"]], folded)


def is_rule_number(number: str) -> bool:
    """True for a canonical section, rule or subrule number ("6", "613", "613.3b")."""
    return bool(_SECTION.match(number) or _FULL.match(number))


def normalize(raw: str) -> str | None:
    """The canonical form of a number a person typed ("613.3B." -> "613.3b", "613.3ㅠ" and
    "６１３．３ｂ" -> "613.3b": see `fold_typed`), or None."""
    text = fold_typed(raw).strip()
    if _SECTION.match(text.rstrip(".")):
        return text.rstrip(".")
    match = _LOOSE.match(text)
    if not match:
        return None
    number = match["rule"]
    if match["para"]:
        number += f".{int(match['para'])}"
        if match["letter"]:
            number += match["letter"].lower()
    return number


def kind_of(number: str) -> str:
    """"section", "rule" (three digits) or "subrule" (anything below a rule)."""
    if _SECTION.match(number):
        return "section"
    return "rule" if "." not in number else "subrule"


def is_below(number: str, ancestor: str) -> bool:
    """True when `ancestor` encloses `number` (613.3b is below 613.3, 613 and 6)."""
    parent = parent_of(number) if is_rule_number(number) else None
    while parent is not None:
        if parent == ancestor:
            return True
        parent = parent_of(parent)
    return False


def section_of(number: str) -> int:
    """The section a number belongs to: the first digit ("613.3b" -> 6)."""
    return int(number[0])


def parent_of(number: str) -> str | None:
    """The number of the enclosing rule: 613.3b -> 613.3 -> 613 -> 6 -> None."""
    if _SECTION.match(number):
        return None
    match = _FULL.match(number)
    if not match:
        raise ValueError(f"not a rule number: {number!r}")
    if match["letter"]:
        return f"{match['rule']}.{match['para']}"
    if match["para"]:
        return match["rule"]
    return number[0]


def sort_key(number: str) -> tuple[int, int, int, str]:
    """Orders numbers as the rules do: 613.2 < 613.10, 613.3a < 613.3b, sections first."""
    if _SECTION.match(number):
        return (int(number) * 100, -1, -1, "")
    match = _FULL.match(number)
    if not match:
        raise ValueError(f"not a rule number: {number!r}")
    return (int(match["rule"]), int(match["para"] or -1), 0, match["letter"] or "")


def expand_range(start: str, end: str) -> list[str]:
    """Every number in a printed range: ("601.2a", "d") -> 601.2a..601.2d; ("509.1", "3")."""
    match = _FULL.match(start)
    if not match or not match["para"]:
        return [start]
    if match["letter"] and len(end) == 1 and end.isalpha():
        first, last = SUBRULE_LETTERS.find(match["letter"]), SUBRULE_LETTERS.find(end)
        if first < 0 or last <= first:
            return [start]
        stem = f"{match['rule']}.{match['para']}"
        return [stem + letter for letter in SUBRULE_LETTERS[first:last + 1]]
    if not match["letter"] and end.isdigit() and int(end) > int(match["para"]):
        return [f"{match['rule']}.{para}" for para in range(int(match["para"]), int(end) + 1)]
    return [start]


# ---- numbers in a search query and in a maintainer's list ----------------------------------

RULE_NUMBER_RE = re.compile(r"^\d{3}(?:\.\d{1,3}[a-z]?)?$")
_RULE_SEPARATORS = re.compile(r"[\s,;]+")

_PREFIX = r"(?:(?:comprehensive\s+rules?|cr|rules?|규칙|룰|조항|항목|종합\s*규칙)\s*[:#]?\s*)?"
_SUFFIX = r"\s*\.?\s*(?:항|조|번|번\s*규칙|규칙|조항)?\s*[?？]?"
_NUMBER_QUERY_RE = re.compile(
    rf"^\s*{_PREFIX}(\d{{3}})(?:(?:\s*[.\-·_,]\s*|\s+)(\d{{1,3}})(?:\s*([a-z]))?)?{_SUFFIX}$"
)


def parse_rule_number(query: str) -> str | None:
    """The rule number if the whole query is one ("규칙 509.1" -> "509.1", "613 3b" ->
    "613.3b", typed with the Korean layout on "613.3ㅠ" -> "613.3b"), else None."""
    match = _NUMBER_QUERY_RE.match(fold(fold_typed(query)))
    if not match:
        return None
    major, minor, letter = match.groups()
    if minor is None:
        return major
    return f"{major}.{minor}{letter or ''}"


def parse_rule_numbers(text: str) -> tuple[str, ...]:
    """The rule numbers a maintainer typed ("104.3a, 404.1"), in order, each once;
    ValueError naming the first that is no rule number."""
    numbers: list[str] = []
    for number in _RULE_SEPARATORS.split(text.strip().lower()):
        if not number:
            continue
        if not RULE_NUMBER_RE.match(number):
            raise ValueError(f"{number!r} is not a rule number (e.g. 104.3a)", number)
        if number not in numbers:
            numbers.append(number)
    return tuple(numbers)
