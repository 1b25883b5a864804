"""Oracle text as lines: paragraphs, reminder text, ability words and self-references.

* A card's Oracle text is a list of paragraphs; each is compiled on its own.
* Reminder text, in parentheses, has no rules meaning (207.2a): it is dropped before matching.
* An ability word (207.2c: "Morbid —", "Landfall —") has no rules meaning either; it is dropped
  before matching and kept in the label, as the hand-written cards keep it.
* A card that names itself means that object (201.5); a legendary card may use the first part
  of its name ("Elesh Norn"), and newer Oracle text says "this creature", "this land". All of
  these read as ``~``.
* "enters the battlefield" is the older wording of "enters" (the 2024 Oracle update changed the
  words, not the rules).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SELF = "~"

# 207.2c, as of the 2024-2025 Comprehensive Rules.
ABILITY_WORDS = frozenset((
    "Adamant", "Addendum", "Alliance", "Battalion", "Bloodrush", "Celebration", "Channel",
    "Chroma", "Cohort", "Constellation", "Converge", "Corrupted", "Council's dilemma", "Coven",
    "Delirium", "Descend 4", "Descend 8", "Domain", "Eerie", "Eminence", "Enrage",
    "Fateful hour", "Fathomless descent", "Ferocious", "Flurry", "Formidable", "Grandeur",
    "Hellbent", "Heroic", "Imprint", "Inspired", "Join forces", "Kinship", "Landfall",
    "Lieutenant", "Magecraft", "Metalcraft", "Morbid", "Pack tactics", "Paradox", "Parley",
    "Radiance", "Raid", "Rally", "Revolt", "Secret council", "Spell mastery", "Strive",
    "Survival", "Sweep", "Tempting offer", "Threshold", "Undergrowth", "Valiant", "Void",
    "Will of the council",
))
_ABILITY_WORD = re.compile(r"^(?P<word>[A-Z][A-Za-z' ]*?[0-9]?) — (?P<rest>.+)$")
_REMINDER = re.compile(r"\s*\([^()]*\)")
# "this creature", "this land": newer Oracle text's word for the object itself (201.5).
_THIS = re.compile(r"\b[Tt]his (?:creature|artifact|enchantment|land|permanent|planeswalker|"
                   r"battle|Equipment|Aura|Vehicle|Saga|card|spell)\b")
_ENTERS = re.compile(r"\b(enters?) the battlefield\b")


@dataclass(frozen=True, slots=True)
class Line:
    """One paragraph of Oracle text: ``text`` as printed, ``label`` without reminder text (what
    an ability's label says), and ``words``: the label as templates read it (ability word
    dropped, self-references as ``~``, "enters the battlefield" as "enters")."""

    text: str
    label: str
    words: str


def paragraphs(text: str) -> tuple[str, ...]:
    """The paragraphs of Oracle text, stripped (blank ones left out)."""
    return tuple(p.strip() for p in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
                 if p.strip())


def without_reminder(text: str) -> str:
    """``text`` without its reminder text (207.2a), whitespace made single."""
    previous = None
    while previous != text:
        previous, text = text, _REMINDER.sub("", text)
    return " ".join(text.split())


def short_name(name: str, supertypes: tuple[str, ...]) -> str:
    """The part of a legendary name Oracle text uses for it ("Elesh Norn"), or ""."""
    if "Legendary" not in supertypes or ", " not in name:
        return ""
    return name.split(", ", 1)[0]


def self_referenced(text: str, name: str, short: str = "") -> str:
    """``text`` with the object's references to itself written ``~`` (201.5)."""
    for each in (name, short):
        if each.strip() and each in text:
            text = _replace_phrase(text, each)
    return _THIS.sub(SELF, text) if "his " in text else text


def _replace_phrase(text: str, phrase: str) -> str:
    """``text`` with ``phrase`` written ~ where it stands as a whole (not inside a longer word);
    a scan rather than a regular expression, which would be compiled anew for every card."""
    out: list[str] = []
    position = 0
    found = text.find(phrase)
    while found != -1:
        end = found + len(phrase)
        before = text[found - 1] if found else " "
        after = text[end] if end < len(text) else " "
        if not (before.isalnum() or before in "_'") and not (after.isalnum() or after == "_"):
            out.append(text[position:found] + SELF)
            position = end
        found = text.find(phrase, end if position == end else found + 1)
    return "".join(out) + text[position:]


def without_ability_word(label: str) -> str:
    """A label without its ability word ("Radiance — {T}: ..." -> "{T}: ...")."""
    match = _ABILITY_WORD.match(label)
    if match is not None and match["word"] in ABILITY_WORDS:
        return match["rest"]
    return label


def read_line(text: str, name: str, short: str = "") -> Line:
    """One paragraph read for matching (see :class:`Line`)."""
    label = without_reminder(text)
    words = _ENTERS.sub(r"\1", self_referenced(without_ability_word(label), name, short))
    return Line(text=text, label=label, words=words)
