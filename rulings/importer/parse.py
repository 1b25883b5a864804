"""Assembling classified lines into sections, rules and subrules (pure: no database).

`parse_file` reads one seed file; `parse_edition` reads them all, gives every rule its slug,
parent and position, renders its HTML and lists the rules it cites. Every defect found in the
source is recorded with how it was handled; nothing of the rules text is dropped.
"""
from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from django.utils.translation import gettext_noop

from rulings import numbers

from .inline import clean, to_plain_text
from .markup import Line, LineKind, Markup, classify, detect_markup, split_front_matter
from .references import cited_numbers
from .render import render

# Section names of the Comprehensive Rules. The English names are the CR's own; the Korean
# names are used only for files without front matter (002, 003) and come from seeds/README.md.
SECTION_NAMES: dict[int, tuple[str, str]] = {
    1: ("게임의 컨셉", "Game Concepts"),
    2: ("", "Parts of a Card"),
    3: ("", "Card Types"),
    4: ("구역", "Zones"),
    5: ("턴 구조", "Turn Structure"),
    6: ("주문, 능력, 효과", "Spells, Abilities, and Effects"),
    7: ("", "Additional Rules"),
    8: ("다인전 규칙", "Multiplayer Rules"),
    9: ("", "Casual Variants"),
}
# A footnote marker glued to the end of a rule ("...사용하지 않습니다. 1").
_TRAILING_MARKER = re.compile(r"(?<=[.!?)\"”’\]])\s+(?P<number>\d{1,2})\s*$")
# A footnote body in the converted files: "  1. text" (003) or "text ↩" (002).
_NUMBERED_FOOTNOTE = re.compile(r"^(?P<number>\d{1,2})\.\s+(?P<body>\S.*)$")
_BACKLINK = "↩"


class SeedError(ValueError):
    """A seed file that cannot be imported at all (the message names the file and line)."""


# Every defect the importer reports: key -> (kind, how it was handled). The message is English
# (the import report's language); the site shows it in the reader's language, so it keeps
# the key and the parameters too (gettext_noop marks the messages for locale/src/edition.po).
DEFECT_MESSAGES: dict[str, tuple[str, str]] = {
    "anchor-mismatch": ("anchor-mismatch", gettext_noop(
        'anchor "%(anchor)s" disagrees with the printed number %(number)s; the printed number '
        "is used")),
    "missing-dot": ("missing-dot", gettext_noop(
        "%(number)s has no dot after its number; read as rule %(number)s")),
    "out-of-order": ("out-of-order", gettext_noop(
        "%(number)s comes after %(previous)s; kept in document order")),
    "orphan-example": ("orphan-example", gettext_noop(
        "an example before any rule; kept in the file's trailer")),
    "wrong-section": ("wrong-section", gettext_noop(
        "%(number)s is not in section %(section)s like the rest of the file; kept where it is")),
    "no-front-matter": ("no-front-matter", gettext_noop(
        'no front matter naming the section; section %(section)s is titled "%(title)s" '
        "(%(title_en)s) from the importer's table of section names")),
    "unnumbered-text": ("unnumbered-text", gettext_noop(
        'unnumbered text ("%(excerpt)s") after %(number)s; kept as a further paragraph of '
        "%(number)s")),
    "trailing-text": ("trailing-text", gettext_noop(
        'text after the last rule %(number)s that is not rules text ("%(excerpt)s"); kept out '
        "of %(number)s and stored verbatim as the file's trailer")),
    "footnote-marker": ("footnote-marker", gettext_noop(
        "footnote marker [^%(marker)s] removed from the text; the footnote is shown as a "
        "translator's note")),
    "footnote-marker-stray": ("footnote-marker", gettext_noop(
        'stray footnote marker "%(marker)s" glued to the end of %(number)s removed; the '
        "footnote is shown as a translator's note")),
    "footnote-missing": ("footnote-missing", gettext_noop(
        "footnote [^%(marker)s] is referenced but not defined")),
    "footnote-orphan": ("footnote-orphan", gettext_noop(
        'footnote %(marker)s ("%(excerpt)s") has no marker; kept in the file\'s trailer')),
    "duplicate-number": ("duplicate-number", gettext_noop(
        "%(number)s is printed again (first at %(first)s); both are kept: this copy is "
        "/rules/%(slug)s/")),
    "missing-parent": ("missing-parent", gettext_noop(
        "%(number)s's parent %(parent)s is not in the text; filed under the next rule up")),
    "mana-images": ("mana-images", gettext_noop(
        "%(count)s mana symbols are image links to files that are not shipped "
        "(/assets/symbols/*.gif); kept as {T}-style text and drawn as symbols")),
    "kramdown-attribute": ("kramdown-attribute", gettext_noop(
        '%(count)s kramdown link attributes ({:target="_blank"}) removed')),
}


# What each kind of defect is called on /edition/.
DEFECT_KINDS: dict[str, str] = {
    "anchor-mismatch": gettext_noop("anchor disagrees"),
    "missing-dot": gettext_noop("no dot after the number"),
    "out-of-order": gettext_noop("out of order"),
    "orphan-example": gettext_noop("example before any rule"),
    "wrong-section": gettext_noop("number of another section"),
    "no-front-matter": gettext_noop("no front matter"),
    "unnumbered-text": gettext_noop("unnumbered text"),
    "trailing-text": gettext_noop("text after the last rule"),
    "footnote-marker": gettext_noop("footnote marker"),
    "footnote-missing": gettext_noop("missing footnote"),
    "footnote-orphan": gettext_noop("footnote without a marker"),
    "duplicate-number": gettext_noop("duplicate number"),
    "missing-parent": gettext_noop("missing parent rule"),
    "mana-images": gettext_noop("mana symbol images"),
    "kramdown-attribute": gettext_noop("kramdown attributes"),
}


@dataclass(frozen=True, slots=True)
class Defect:
    """Something wrong in the source, and how the importer handled it."""

    file: str
    line: int
    number: str
    kind: str
    message: str
    key: str = ""  # DEFECT_MESSAGES key: the message to show, in the reader's language
    params: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, file: str, line: int, number: str, key: str, **params: object) -> Defect:
        """The defect `key` of DEFECT_MESSAGES with its parameters (the message in English)."""
        kind, template = DEFECT_MESSAGES[key]
        values = {name: str(value) for name, value in params.items()}
        values.setdefault("number", number)
        return cls(file, line, number, kind, template % values, key, tuple(values.items()))

    def as_dict(self) -> dict[str, object]:
        return {"file": self.file, "line": self.line, "number": self.number,
                "kind": self.kind, "message": self.message, "key": self.key,
                "params": dict(self.params)}


@dataclass
class RawRule:
    """A rule as read from one file, before slugs, parents and rendering."""

    number: str
    lineno: int
    title: str = ""
    body: list[str] = field(default_factory=list)
    examples: list[list[str]] = field(default_factory=list)
    footnote_markers: list[int] = field(default_factory=list)


@dataclass
class ParsedRule:
    """A rule ready to be stored (see rulings.models.Rule for the fields)."""

    number: str
    slug: str
    kind: str
    section: int
    parent_slug: str | None
    position: int
    title: str
    title_en: str
    text: str
    html: str
    examples: list[str]
    examples_html: list[str]
    notes: list[str]
    source_file: str
    source_line: int
    cites: list[str]


@dataclass
class ParsedFile:
    """One seed file: its rules in document order and what was wrong with it."""

    name: str
    markup: Markup
    section: int
    title: str
    title_en: str
    sha256: str
    raw_rules: list[RawRule]
    notes: dict[str, list[str]]
    defects: list[Defect]
    trailer: str
    rules: list[ParsedRule] = field(default_factory=list)
    # The edition's date as the file's front matter gives it ("date: 2021-02-05"), if it does.
    date: str = ""

    @property
    def example_count(self) -> int:
        return sum(len(rule.examples) for rule in self.rules)

    @property
    def reference_count(self) -> int:
        return sum(len(rule.cites) for rule in self.rules)

    def count(self, kind: str) -> int:
        return sum(1 for rule in self.rules if rule.kind == kind)


@dataclass
class Edition:
    """All seed files, parsed; `rules` in document order (sections 1, 4, 5, 6, 8)."""

    files: list[ParsedFile]
    rules: list[ParsedRule]
    defects: list[Defect]

    @property
    def missing_targets(self) -> dict[str, list[str]]:
        """Numbers cited but not in this edition -> slugs of the rules citing them."""
        present = {rule.slug for rule in self.rules}
        missing: dict[str, list[str]] = {}
        for rule in self.rules:
            for number in rule.cites:
                if number not in present:
                    missing.setdefault(number, []).append(rule.slug)
        return missing


def _read_lines(lines: list[str], first_lineno: int) -> list[Line]:
    return [classify(raw, first_lineno + index) for index, raw in enumerate(lines)]


def _front_matter_titles(meta: dict[str, str], section: int) -> tuple[str, str] | None:
    """("주문, 능력, 효과", "Spells, Abilities, and Effects") from the Jekyll front matter."""
    title = meta.get("title", "")
    match = re.match(r"^(?P<number>\d)\.\s*(?P<title>.+)$", title)
    if not match or int(match["number"]) != section:
        return None
    description = meta.get("description", "")
    english = description.removeprefix(title).strip()
    if english == description.strip():
        english = SECTION_NAMES[section][1]
    return match["title"].strip(), english or SECTION_NAMES[section][1]


def _front_matter_date(meta: dict[str, str]) -> str:
    """The date a Jekyll post's front matter gives ("date: 2021-02-05 10:00"), as YYYY-MM-DD."""
    match = re.match(r"^\s*['\"]?(\d{4}-\d{2}-\d{2})", meta.get("date", ""))
    return match[1] if match else ""


def parse_file(name: str, text: str) -> ParsedFile:
    """Read one seed file (any of the three markups) into raw rules, notes and defects."""
    markup = detect_markup(text)
    meta, body_lines, first_lineno = split_front_matter(text)
    lines = _read_lines(body_lines, first_lineno)
    defects: list[Defect] = []

    def defect(line: int, number: str, key: str, **params: object) -> None:
        defects.append(Defect.of(name, line, number, key, **params))

    rules: list[RawRule] = []
    footnotes: dict[int, str] = {}
    loose: list[tuple[int, list[str], RawRule | None]] = []
    block: list[str] | None = None
    previous_blank = True
    pending_anchor = ""
    last_rule_line = 0

    for line in lines:
        if line.kind is LineKind.BLANK:
            previous_blank = True
            pending_anchor = line.anchor or pending_anchor
            continue
        anchor = line.anchor or pending_anchor
        pending_anchor = ""
        if line.kind is LineKind.BREAK:
            block = None
        elif line.kind in (LineKind.HEADING, LineKind.RULE):
            number = line.number
            if anchor and anchor != number:
                defect(line.lineno, number, "anchor-mismatch", anchor=anchor)
            if line.missing_dot:
                defect(line.lineno, number, "missing-dot")
            if rules and numbers.sort_key(number) < numbers.sort_key(rules[-1].number):
                defect(line.lineno, number, "out-of-order", previous=rules[-1].number)
            rule = RawRule(number, line.lineno)
            if line.kind is LineKind.HEADING:
                rule.title = clean(line.body).source
            else:
                rule.body.append(line.body)
            rules.append(rule)
            block = rule.body
            last_rule_line = line.lineno
        elif line.kind is LineKind.EXAMPLE:
            if not rules:
                defect(line.lineno, "", "orphan-example")
                loose.append((line.lineno, [line.body], None))
                block = loose[-1][1]
            else:
                rules[-1].examples.append([line.body])
                block = rules[-1].examples[-1]
                last_rule_line = line.lineno
        elif line.kind is LineKind.FOOTNOTE:
            footnotes[int(line.number)] = line.body
            block = None
        elif block is not None and not previous_blank:
            block.append(line.body)  # a continuation line (613.7a's list, 810.7b)
            if block is not (loose[-1][1] if loose else None):
                last_rule_line = line.lineno
        elif (match := _NUMBERED_FOOTNOTE.match(line.body)) and line.indent > 0:
            footnotes[int(match["number"])] = match["body"]
            block = None
        elif line.body.endswith(_BACKLINK):
            footnotes[len(footnotes) + 1] = line.body.removesuffix(_BACKLINK).strip()
            block = None
        else:
            loose.append((line.lineno, [line.body], rules[-1] if rules else None))
            block = loose[-1][1]
        previous_blank = False

    if not rules:
        raise SeedError(f"{name}: no rules found (is this a rules file?)")

    section = numbers.section_of(rules[0].number)
    for rule in rules:
        if numbers.section_of(rule.number) != section:
            defect(rule.lineno, rule.number, "wrong-section", section=section)

    titles = _front_matter_titles(meta, section)
    if titles is None:
        korean, english = SECTION_NAMES[section]
        titles = (korean or english, english)
        defect(1, str(section), "no-front-matter", section=section, title=titles[0],
               title_en=english)

    # Text after the last rule that is not rules text (003's signature) is the trailer;
    # unnumbered text between rules is kept as a further paragraph of the rule before it.
    trailer_parts: list[str] = []
    trailer_line = 0
    for lineno, text_lines, owner in loose:
        joined = "\n".join(text_lines)
        if lineno > last_rule_line or owner is None:
            trailer_parts.append(joined)
            trailer_line = trailer_line or lineno
        else:
            owner.body.extend(text_lines)
            defect(lineno, owner.number, "unnumbered-text", excerpt=_short(joined))
    if trailer_parts:
        last = rules[-1].number
        defect(trailer_line, last, "trailing-text",
               excerpt=_short(" / ".join(trailer_parts), 60))

    notes = _attach_footnotes(name, rules, footnotes, defects, trailer_parts)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return ParsedFile(name, markup, section, titles[0], titles[1], digest, rules, notes,
                      defects, "\n\n".join(trailer_parts), date=_front_matter_date(meta))


def _short(text: str, limit: int = 40) -> str:
    flat = " / ".join(part.strip() for part in text.splitlines() if part.strip())
    return flat if len(flat) <= limit else flat[:limit] + "…"


def _attach_footnotes(name: str, rules: list[RawRule], footnotes: dict[int, str],
                      defects: list[Defect], trailer: list[str]) -> dict[str, list[str]]:
    """Footnote markers out of the text; each footnote becomes a note on its rule."""
    notes: dict[str, list[str]] = {}
    used: set[int] = set()
    for rule in rules:
        for fragment in [rule.body, *rule.examples]:
            for source in fragment:
                for marker in re.findall(r"\[\^(\d+)\]", source):
                    rule.footnote_markers.append(int(marker))
                    defects.append(Defect.of(name, rule.lineno, rule.number,
                                             "footnote-marker", marker=marker))
        # The end of the rule is the end of its last example, or of its body.
        last = rule.examples[-1] if rule.examples else rule.body
        match = _TRAILING_MARKER.search(last[-1]) if last else None
        if match and int(match["number"]) in footnotes:
            last[-1] = last[-1][:match.start()]
            rule.footnote_markers.append(int(match["number"]))
            defects.append(Defect.of(name, rule.lineno, rule.number, "footnote-marker-stray",
                                     marker=match["number"]))
        for marker in rule.footnote_markers:
            if marker in footnotes:
                notes.setdefault(rule.number, []).append(footnotes[marker])
                used.add(marker)
            else:
                defects.append(Defect.of(name, rule.lineno, rule.number, "footnote-missing",
                                         marker=marker))
    for marker, text in footnotes.items():
        if marker not in used:
            trailer.append(text)
            defects.append(Defect.of(name, 0, "", "footnote-orphan", marker=marker,
                                     excerpt=_short(text)))
    return notes


def _clean_lines(lines: list[str]) -> tuple[list[str], int, int]:
    cleaned = [clean(line) for line in lines]
    return ([item.source for item in cleaned if item.source],
            sum(item.mana_images for item in cleaned),
            sum(item.kramdown_attributes for item in cleaned))


def parse_edition(files: Iterable[tuple[str, str]]) -> Edition:
    """Parse every (name, text) seed file and link the rules into one edition."""
    parsed = sorted((parse_file(name, text) for name, text in files),
                    key=lambda item: (item.section, item.name))
    seen_sections: dict[int, str] = {}
    for item in parsed:
        if item.section in seen_sections:
            raise SeedError(f"{item.name}: section {item.section} is also in "
                               f"{seen_sections[item.section]}")
        seen_sections[item.section] = item.name

    slugs: dict[str, ParsedRule] = {}
    first_line: dict[str, tuple[str, int]] = {}
    rules: list[ParsedRule] = []
    all_defects: list[Defect] = []
    for item in parsed:
        section_rule = ParsedRule(
            number=str(item.section), slug=str(item.section), kind="section",
            section=item.section, parent_slug=None, position=len(rules), title=item.title,
            title_en=item.title_en, text="", html="", examples=[], examples_html=[], notes=[],
            source_file=item.name, source_line=1, cites=[])
        rules.append(section_rule)
        item.rules.append(section_rule)
        slugs[section_rule.slug] = section_rule
        mana_images = kramdown = 0
        for raw in item.raw_rules:
            slug = raw.number
            copy = 1
            while slug in slugs:
                copy += 1
                slug = f"{raw.number}-{copy}"
            if copy > 1:
                where = first_line[raw.number]
                item.defects.append(Defect.of(
                    item.name, raw.lineno, raw.number, "duplicate-number",
                    first=f"{where[0]}:{where[1]}", slug=slug))
            else:
                first_line[raw.number] = (item.name, raw.lineno)
            parent = numbers.parent_of(raw.number)
            while parent is not None and parent not in slugs:
                item.defects.append(Defect.of(item.name, raw.lineno, raw.number,
                                              "missing-parent", parent=parent))
                parent = numbers.parent_of(parent)
            body, body_mana, body_attributes = _clean_lines(raw.body)
            examples = [_clean_lines(example) for example in raw.examples]
            mana_images += body_mana + sum(example[1] for example in examples)
            kramdown += body_attributes + sum(example[2] for example in examples)
            text = "\n".join(to_plain_text(line) for line in body)
            example_texts = ["\n".join(to_plain_text(line) for line in example[0])
                             for example in examples]
            cites: dict[str, None] = {}
            for fragment in [text, *example_texts]:
                for number in cited_numbers(fragment):
                    if number != raw.number:
                        cites.setdefault(number, None)
            rule = ParsedRule(
                number=raw.number, slug=slug, kind=numbers.kind_of(raw.number),
                section=numbers.section_of(raw.number), parent_slug=parent,
                position=len(rules), title=raw.title, title_en="", text=text,
                html=render(body), examples=example_texts,
                examples_html=[render(example[0]) for example in examples],
                notes=item.notes.get(raw.number, []) if copy == 1 else [],
                source_file=item.name, source_line=raw.lineno, cites=list(cites))
            rules.append(rule)
            item.rules.append(rule)
            slugs[slug] = rule
        if mana_images:
            item.defects.append(Defect.of(item.name, 0, "", "mana-images", count=mana_images))
        if kramdown:
            item.defects.append(Defect.of(item.name, 0, "", "kramdown-attribute",
                                          count=kramdown))
        item.defects.sort(key=lambda defect: (defect.line == 0, defect.line))
        all_defects.extend(item.defects)
    return Edition(parsed, rules, all_defects)


def read_seed_dir(directory: Path) -> list[tuple[str, str]]:
    """(name, text) of every seed file (`*.txt`) in `directory`, by name."""
    if not directory.is_dir():
        raise SeedError(f"seed directory {directory} does not exist")
    files = sorted(directory.glob("*.txt"))
    if not files:
        raise SeedError(f"seed directory {directory} has no *.txt rules files")
    result = []
    for path in files:
        try:
            result.append((path.name, path.read_text(encoding="utf-8")))
        except UnicodeDecodeError as error:
            raise SeedError(f"{path.name}: not UTF-8 text (byte {error.start})") from None
    return result
