"""Reading the Comprehensive Rules in Wizards' official plain-text format (pure: no database).

Wizards publishes the rules at magic.wizards.com/en/rules as one `.txt` file:

    Magic: The Gathering Comprehensive Rules
    These rules are effective as of November 14, 2025.
    Introduction            (paragraphs)
    Contents                (the section and rule headings, then "Glossary" and "Credits")
    1. Game Concepts        (the body starts at the contents' first heading, printed again)
    100. General
    100.1. These Magic rules apply to any Magic game ...
    100.1a A two-player game is a game that begins with only two players.
    Example: ...
    Glossary                (a term line, its definition lines, a blank line between terms)
    Credits

The Contents end at "Credits", after "Glossary", or where a heading is printed again (a file
without the "Credits" line still has its section 1). A line starting with three digits and no
dot is a rule heading only under the title the Contents give that number (without Contents:
a capitalised title, in order), so "100 cards, including ..." stays text: joined to a line
broken mid-sentence before it, else a paragraph of the rule before.

`parse_official(name, data)` accepts UTF-8 with or without a byte-order mark and CRLF, CR or
LF line ends, and returns an `OfficialEdition`: plain values, each rule rendered to HTML the
way the Korean text is (citations become links). Whatever is wrong in the file is recorded as
a `Defect` with how it was handled; nothing of the rules text is dropped. A file that is not
the rules at all (no effective date, no rules) raises `SeedError`.
"""
from __future__ import annotations

import datetime
import hashlib
import re
from dataclasses import dataclass, field

from rulings import numbers

from .parse import Defect, SeedError
from .references import cited_numbers
from .render import english_rule_link, render

LANGUAGES = ("en",)
_MONTHS = {name: index for index, name in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september",
     "october", "november", "december"], start=1)}
_EFFECTIVE = re.compile(
    r"^These rules are effective as of (?P<month>[A-Za-z]+)\s+(?P<day>\d{1,2}),\s*"
    r"(?P<year>\d{4})\.?\s*$")
_SECTION_HEADING = re.compile(r"^(?P<number>[1-9])\.\s+(?P<title>\S.*)$")
# "100. General" / "100 General" (no dot: a defect), "100.1. text" / "100.1 text", "100.1a text".
_RULE_HEADING = re.compile(r"^(?P<number>[1-9]\d{2})(?P<dot>\.?)\s+(?P<title>\S.*)$")
_PARAGRAPH = re.compile(r"^(?P<number>[1-9]\d{2}\.\d{1,3})(?P<dot>\.?)\s+(?P<text>\S.*)$")
_SUBRULE = re.compile(r"^(?P<number>[1-9]\d{2}\.\d{1,3}[a-z])(?P<dot>\.?)\s+(?P<text>\S.*)$")
_EXAMPLE = re.compile(r"^Example:\s*(?P<text>.*)$")
# A line that starts in lower case continues the line before it: the file was hard-wrapped.
_WRAPPED = re.compile(r"^[a-z(,;]")
# How a sentence (or a line that is whole) ends; a line ending otherwise was broken.
_ENDS_SENTENCE = re.compile(r"""[.:!?"'”’)\]]$""")

OFFICIAL_DEFECTS: dict[str, str] = {
    "bom": "byte-order mark at the start of the file; removed",
    "crlf": "%(count)s lines end in CR LF (or CR); read as plain line ends",
    "no-title": 'no title line "Magic: The Gathering Comprehensive Rules"; read on',
    "no-contents": "no Contents; the body starts at the first section heading",
    "missing-dot": "%(number)s has no dot after its number; read as rule %(number)s",
    "out-of-order": "%(number)s comes after %(previous)s; kept in document order",
    "duplicate-number": "%(number)s is printed again (first at line %(first)s); the later "
                        "copy is dropped from the numbering and kept as a paragraph of it",
    "missing-parent": "%(number)s's parent %(parent)s is not in the text; filed under the "
                      "next rule up",
    "wrapped-line": 'a line starting in lower case ("%(excerpt)s") continues the line before '
                    "it; joined to it",
    "unnumbered-text": 'unnumbered text ("%(excerpt)s") after %(number)s; kept as a further '
                       "paragraph of %(number)s",
    "orphan-example": 'an example ("%(excerpt)s") before any rule; dropped',
    "wrong-section": "%(number)s is printed under section %(section)s; kept where it is",
    "glossary-no-definition": 'glossary term "%(term)s" has no definition; kept without one',
    "contents-mismatch": 'the Contents lists %(number)s "%(title)s", which the body does not '
                         "print",
}


@dataclass(frozen=True, slots=True)
class OfficialRule:
    """A section, rule or subrule of an official edition, ready to be stored."""

    number: str
    kind: str
    section: int
    parent: str | None
    position: int
    title: str
    text: str
    html: str
    examples: tuple[str, ...]
    examples_html: tuple[str, ...]
    cites: tuple[str, ...]
    line: int
    # The edition's rules citing this one, in document order: the inverse of `cites`, built
    # once here so that no request scans the whole edition for it.
    cited_by: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    """One term of the official glossary and its definition (lines joined by newlines)."""

    term: str
    definition: str
    definition_html: str
    cites: tuple[str, ...]


@dataclass
class OfficialEdition:
    """One official rules file, parsed."""

    name: str
    language: str
    title: str
    effective_date: datetime.date
    introduction: str
    contents: list[tuple[str, str]]
    rules: list[OfficialRule]
    glossary: list[GlossaryEntry]
    credits: str
    sha256: str
    defects: list[Defect] = field(default_factory=list)

    def count(self, kind: str) -> int:
        return sum(1 for rule in self.rules if rule.kind == kind)

    @property
    def example_count(self) -> int:
        return sum(len(rule.examples) for rule in self.rules)


def _defect(name: str, line: int, number: str, key: str, **params: object) -> Defect:
    values = {key_: str(value) for key_, value in params.items()}
    values.setdefault("number", number)
    return Defect(name, line, number, key, OFFICIAL_DEFECTS[key] % values, key,
                  tuple(values.items()))


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def decode(name: str, data: bytes) -> tuple[list[str], list[Defect]]:
    """The file's lines (UTF-8, byte-order mark and CR LF tolerated) and what was off."""
    defects: list[Defect] = []
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
        defects.append(_defect(name, 1, "", "bom"))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SeedError(f"{name}: not UTF-8 text (byte {error.start})") from None
    crlf = text.count("\r")
    if crlf:
        defects.append(_defect(name, 0, "", "crlf", count=crlf))
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return [line.rstrip() for line in text.split("\n")], defects


def _effective_date(name: str, line: str, lineno: int) -> datetime.date:
    match = _EFFECTIVE.match(line.strip())
    if not match or match["month"].lower() not in _MONTHS:
        raise SeedError(f"{name}:{lineno}: expected \"These rules are effective as of "
                        f"<Month> <day>, <year>.\", found {_short(line.strip(), 60)!r}")
    try:
        return datetime.date(int(match["year"]), _MONTHS[match["month"].lower()],
                             int(match["day"]))
    except ValueError:
        raise SeedError(f"{name}:{lineno}: {line.strip()!r} is not a date") from None


@dataclass
class _Raw:
    number: str
    kind: str
    line: int
    title: str = ""
    body: list[str] = field(default_factory=list)
    examples: list[list[str]] = field(default_factory=list)


def _classify(line: str) -> tuple[str, str, str, bool] | None:
    """(kind, number, rest, has its dot) of a numbered line, or None."""
    if match := _SUBRULE.match(line):
        # Lettered subrules print no dot ("100.1a A two-player game ..."); one is harmless.
        return "subrule", match["number"], match["text"], True
    if match := _PARAGRAPH.match(line):
        return "subrule", match["number"], match["text"], bool(match["dot"])
    if match := _RULE_HEADING.match(line):
        return "rule", match["number"], match["title"], bool(match["dot"])
    if match := _SECTION_HEADING.match(line):
        return "section", match["number"], match["title"], True
    return None


def parse_official(name: str, data: bytes, language: str = "en") -> OfficialEdition:
    """Parse one official rules file (see the module docstring)."""
    if language not in LANGUAGES:
        raise SeedError(f"language {language!r} is not supported (expected one of "
                        f"{', '.join(LANGUAGES)})")
    lines, defects = decode(name, data)
    sha256 = hashlib.sha256(data).hexdigest()
    # Front matter: title, effective date, Introduction, Contents.
    filled = [(index + 1, line) for index, line in enumerate(lines) if line.strip()]
    if not filled:
        raise SeedError(f"{name}: the file is empty")
    cursor = 0
    title = "Magic: The Gathering Comprehensive Rules"
    if "comprehensive rules" in filled[0][1].lower():
        title = filled[0][1].strip()
        cursor = 1
    else:
        defects.append(_defect(name, filled[0][0], "", "no-title"))
    if cursor >= len(filled):
        raise SeedError(f"{name}: no effective date after the title")
    effective = _effective_date(name, filled[cursor][1], filled[cursor][0])
    cursor += 1

    def heading_at(position: int, word: str) -> bool:
        return position < len(filled) and filled[position][1].strip() == word

    introduction: list[str] = []
    if heading_at(cursor, "Introduction"):
        cursor += 1
        while cursor < len(filled) and filled[cursor][1].strip() != "Contents" \
                and not _SECTION_HEADING.match(filled[cursor][1].strip()):
            introduction.append(filled[cursor][1].strip())
            cursor += 1
    contents: list[tuple[str, str]] = []
    if heading_at(cursor, "Contents"):
        cursor += 1
        while cursor < len(filled):
            entry = filled[cursor][1].strip()
            cursor += 1
            if entry == "Credits":
                break
            if entry == "Glossary":
                # The Contents end with the Glossary and the Credits; a file that leaves out
                # the "Credits" line must not take the body's first headings as contents.
                contents.append(("", entry))
                if heading_at(cursor, "Credits"):
                    cursor += 1
                break
            found = _classify(entry)
            if found is None or found[0] == "subrule" or any(
                    number == found[1] for number, _ in contents):
                # Not a contents line, or a heading printed again: the body starts here.
                cursor -= 1
                break
            contents.append((found[1], found[2]))
    else:
        defects.append(_defect(name, filled[cursor][0] if cursor < len(filled) else 0, "",
                               "no-contents"))

    body_lines = [(lineno, line) for lineno, line in
                  ((index + 1, lines[index]) for index in range(len(lines)))
                  if lineno >= (filled[cursor][0] if cursor < len(filled) else len(lines) + 1)]
    raws, glossary_lines, credits_lines = _read_body(name, body_lines, defects,
                                                     dict(contents))
    if not any(raw.kind != "section" for raw in raws):
        raise SeedError(f"{name}: no rules found (is this the Comprehensive Rules text?)")
    rules = _assemble(name, raws, defects)
    printed = {rule.number for rule in rules}
    for number, heading in contents:
        if number and number not in printed:
            defects.append(_defect(name, 0, number, "contents-mismatch", title=heading))
    glossary = _glossary(name, glossary_lines, defects)
    defects.sort(key=lambda defect: (defect.line == 0, defect.line))
    return OfficialEdition(
        name=name, language=language, title=title, effective_date=effective,
        introduction="\n".join(introduction), contents=contents, rules=rules,
        glossary=glossary, credits="\n".join(line for _, line in credits_lines).strip(),
        sha256=sha256, defects=defects)


def _is_heading_without_dot(number: str, title: str, contents: dict[str, str],
                            raws: list[_Raw]) -> bool:
    """Whether "100 General" (a rule heading missing its dot) is one, and not a line of text
    that starts with a number ("100 cards, including ...", a sentence wrapped before it).
    Where the Contents list the rules, it is a heading only under the title they give it;
    without them, only a capitalised title under a number not yet printed that follows the
    last rule printed."""
    if any(len(listed) == 3 for listed in contents):
        return " ".join(contents.get(number, "").split()).lower() == " ".join(
            title.split()).lower()
    if not title[:1].isupper() or any(raw.number == number for raw in raws):
        return False
    last_rule = next((raw.number for raw in reversed(raws) if raw.kind == "rule"), None)
    return last_rule is None or int(number) > int(last_rule)


def _read_body(name: str, body: list[tuple[int, str]], defects: list[Defect],
               contents: dict[str, str] | None = None
               ) -> tuple[list[_Raw], list[tuple[int, str]], list[tuple[int, str]]]:
    """The numbered lines into raw rules; the glossary's and the credits' lines apart."""
    contents = contents or {}
    raws: list[_Raw] = []
    block: list[str] | None = None
    part = "rules"
    glossary: list[tuple[int, str]] = []
    credits: list[tuple[int, str]] = []
    for lineno, raw_line in body:
        line = raw_line.strip()
        if part == "rules" and line == "Glossary" and raws:
            part = "glossary"
            continue
        if part in ("rules", "glossary") and line == "Credits" and raws:
            part = "credits"
            continue
        if part == "glossary":
            glossary.append((lineno, raw_line))
            continue
        if part == "credits":
            credits.append((lineno, raw_line))
            continue
        if not line:
            block = None
            continue
        found = _classify(line)
        if found is not None and found[0] == "rule" and not found[3] and \
                not _is_heading_without_dot(found[1], found[2], contents, raws):
            found = None  # a line of text that starts with a number
            if block and not _ENDS_SENTENCE.search(block[-1]):
                # "... has exactly" / "100 cards, including ...": broken mid-sentence.
                defects.append(_defect(name, lineno, raws[-1].number, "wrapped-line",
                                       excerpt=_short(line)))
                block[-1] = f"{block[-1]} {line}"
                continue
        if found is not None:
            kind, number, rest, has_dot = found
            if not has_dot:
                defects.append(_defect(name, lineno, number, "missing-dot"))
            raw = _Raw(number, kind, lineno)
            if kind == "subrule":
                raw.body.append(rest)
            else:
                raw.title = rest
            raws.append(raw)
            block = raw.body
            continue
        if example := _EXAMPLE.match(line):
            if not raws:
                defects.append(_defect(name, lineno, "", "orphan-example", excerpt=_short(line)))
                continue
            raws[-1].examples.append([example["text"]])
            block = raws[-1].examples[-1]
            continue
        if not raws:
            continue
        if block and _WRAPPED.match(line):
            defects.append(_defect(name, lineno, raws[-1].number, "wrapped-line",
                                   excerpt=_short(line)))
            block[-1] = f"{block[-1]} {line}"
            continue
        defects.append(_defect(name, lineno, raws[-1].number, "unnumbered-text",
                               excerpt=_short(line)))
        raws[-1].body.append(line)
        block = raws[-1].body
    return raws, glossary, credits


def _assemble(name: str, raws: list[_Raw], defects: list[Defect]) -> list[OfficialRule]:
    """Parents, positions, citations and HTML; duplicates folded into their first copy."""
    rules: list[OfficialRule] = []
    first_line: dict[str, int] = {}
    previous: str | None = None
    merged: dict[str, _Raw] = {}
    ordered: list[_Raw] = []
    current_section = 0
    for raw in raws:
        if raw.number in merged:
            defects.append(_defect(name, raw.line, raw.number, "duplicate-number",
                                   first=first_line[raw.number]))
            first = merged[raw.number]
            first.body.extend([raw.title] if raw.title else raw.body)
            first.examples.extend(raw.examples)
            continue
        if raw.kind == "section":
            current_section = int(raw.number)
        elif current_section and numbers.section_of(raw.number) != current_section:
            defects.append(_defect(name, raw.line, raw.number, "wrong-section",
                                   section=current_section))
        if previous is not None and numbers.sort_key(raw.number) < numbers.sort_key(previous):
            defects.append(_defect(name, raw.line, raw.number, "out-of-order",
                                   previous=previous))
        previous = raw.number
        merged[raw.number] = raw
        first_line[raw.number] = raw.line
        ordered.append(raw)
    cites_of: dict[str, tuple[str, ...]] = {}
    cited_by: dict[str, list[str]] = {}
    for raw in ordered:
        cites: dict[str, None] = {}
        for fragment in ["\n".join(raw.body), *("\n".join(example) for example in raw.examples)]:
            for number in cited_numbers(fragment):
                if number != raw.number:
                    cites.setdefault(number, None)
        cites_of[raw.number] = tuple(cites)
        for number in cites:
            cited_by.setdefault(number, []).append(raw.number)
    for raw in ordered:
        parent = numbers.parent_of(raw.number)
        while parent is not None and parent not in merged:
            defects.append(_defect(name, raw.line, raw.number, "missing-parent", parent=parent))
            parent = numbers.parent_of(parent)
        rules.append(OfficialRule(
            number=raw.number, kind=raw.kind, section=numbers.section_of(raw.number),
            parent=parent, position=len(rules), title=raw.title, text="\n".join(raw.body),
            html=render(raw.body, english_rule_link),
            examples=tuple("\n".join(example) for example in raw.examples),
            examples_html=tuple(render(example, english_rule_link)
                                for example in raw.examples),
            cites=cites_of[raw.number], line=raw.line,
            cited_by=tuple(cited_by.get(raw.number, ()))))
    return rules


def _glossary(name: str, lines: list[tuple[int, str]], defects: list[Defect]
              ) -> list[GlossaryEntry]:
    """Term line, definition lines (several meanings, several lines), blank between terms."""
    entries: list[GlossaryEntry] = []
    groups: list[list[tuple[int, str]]] = [[]]
    for lineno, line in lines:
        if line.strip():
            groups[-1].append((lineno, line.strip()))
        elif groups[-1]:
            groups.append([])
    for group in groups:
        if not group:
            continue
        (lineno, term), *rest = group
        definition: list[str] = []
        for rest_lineno, line in rest:
            if definition and _WRAPPED.match(line):
                defects.append(_defect(name, rest_lineno, "", "wrapped-line",
                                       excerpt=_short(line)))
                definition[-1] = f"{definition[-1]} {line}"
            else:
                definition.append(line)
        if not definition:
            defects.append(_defect(name, lineno, "", "glossary-no-definition", term=term))
        text = "\n".join(definition)
        definition_html = render(definition, english_rule_link) if definition else ""
        entries.append(GlossaryEntry(term, text, definition_html, tuple(cited_numbers(text))))
    return entries
