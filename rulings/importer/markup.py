"""Reading the three markups of the seed files into classified lines.

- Jekyll/HTML (000, 001): front matter, `<a name="613.1a"></a>` anchors, `<p class="clause">`
  paragraphs with `**613.1a**` numbers (001 often puts the number right after the anchor,
  with no `<p>`), `<p class="example">` with `**Example:**`, kramdown footnotes `[^1]`.
- Plain lines (002, 003): `400. 일반`, `400.1. text`, `400.4a text`, `Example: ...`.
- Headings (004): front matter, `#### 800. 일반` headings, plain `800.1. text` lines and
  examples as `&nbsp;&nbsp;__Example__: *...*`.

All three reduce to the same line kinds, so one assembler (parse.py) builds the rules.
"""
from __future__ import annotations

import enum
import html
import re
from dataclasses import dataclass


class Markup(enum.StrEnum):
    JEKYLL_HTML = "jekyll-html"
    PLAIN = "plain"
    HEADINGS = "headings"


class LineKind(enum.Enum):
    BLANK = "blank"
    BREAK = "break"  # a horizontal rule: the footnotes or the end of the document follow
    HEADING = "heading"  # "### 613. 지속 효과들 간의 상호작용", "400. 일반"
    RULE = "rule"  # "**613.1a** ...", "400.1. ...", "513.2 ..." (no dot: a defect)
    EXAMPLE = "example"
    FOOTNOTE = "footnote"  # "[^1]: ..." (kramdown)
    TEXT = "text"  # anything else: a continuation, a footnote body, a signature


@dataclass(frozen=True, slots=True)
class Line:
    """One source line, classified; `number` and `body` are set where the kind has them."""

    lineno: int
    kind: LineKind
    body: str = ""
    number: str = ""
    anchor: str = ""  # the `<a name>` the line carried (HTML markup), for cross-checking
    missing_dot: bool = False
    indent: int = 0


_ANCHOR = re.compile(r'<a name="(?P<name>[^"]*)">\s*</a>')
_TAGS = re.compile(r"</?(?:p|br|div|span)\b[^>]*>", re.IGNORECASE)
_HEADING = re.compile(r"^#{1,6}\s*(?P<number>[1-9]\d{2})\.?\s*(?P<body>.*)$")
_BOLD_RULE = re.compile(
    r"^\*\*(?P<number>[1-9]\d{2}\.\d{1,3}[a-z]?)(?P<dot>\.?)\*\*\s*(?P<body>.*)$")
_PLAIN_TITLE = re.compile(r"^(?P<number>[1-9]\d{2})\.\s+(?P<body>\S.*)$")
_PLAIN_RULE = re.compile(r"^(?P<number>[1-9]\d{2}\.\d{1,3})(?P<dot>\.?)\s+(?P<body>\S.*)$")
_PLAIN_SUBRULE = re.compile(r"^(?P<number>[1-9]\d{2}\.\d{1,3}[a-z])(?P<dot>\.?)\s+(?P<body>\S.*)$")
_EXAMPLE = re.compile(r"^(?:\*\*Example:?\*\*:?|__Example__:|Example:)\s*(?P<body>.*)$")
_FOOTNOTE = re.compile(r"^\[\^(?P<number>\d+)\]:\s*(?P<body>.*)$")
_BREAK = re.compile(r"^(?:-+|\*{3,}|_{3,})$")
_LIQUID = re.compile(r"^\{%.*%\}$")


def split_front_matter(text: str) -> tuple[dict[str, str], list[str], int]:
    """Front matter (key: value) and the remaining lines, with the first line's number."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        return {}, lines, 1
    for index in range(1, len(lines)):
        if lines[index].strip() == "---":
            meta = {}
            for entry in lines[1:index]:
                key, sep, value = entry.partition(":")
                if sep:
                    meta[key.strip()] = value.strip()
            return meta, lines[index + 1:], index + 2
    return {}, lines, 1


def detect_markup(text: str) -> Markup:
    """Which of the three markups a seed file uses."""
    if re.search(r'<a name="[^"]+">', text):
        return Markup.JEKYLL_HTML
    if re.search(r"^#{1,6}\s*[1-9]\d{2}\.", text, re.MULTILINE):
        return Markup.HEADINGS
    return Markup.PLAIN


def classify(raw: str, lineno: int) -> Line:
    """Classify one source line after stripping its HTML wrappers and entities."""
    anchors = _ANCHOR.findall(raw)
    text = _TAGS.sub("", _ANCHOR.sub("", raw))
    text = html.unescape(text).replace("\u00a0", " ")
    indent = len(text) - len(text.lstrip())
    text = text.strip()
    anchor = anchors[-1] if anchors else ""
    if not text or _LIQUID.match(text):
        return Line(lineno, LineKind.BLANK, anchor=anchor)
    if _BREAK.match(text):
        return Line(lineno, LineKind.BREAK)
    if match := _HEADING.match(text):
        return Line(lineno, LineKind.HEADING, match["body"].strip(), match["number"], anchor)
    if match := _BOLD_RULE.match(text):
        # "**613.1.**" has a dot, "**613.1a**" none: the house style of the HTML files.
        missing = not match["dot"] and not match["number"][-1].isalpha()
        return Line(lineno, LineKind.RULE, match["body"], match["number"], anchor, missing)
    if match := _PLAIN_TITLE.match(text):
        return Line(lineno, LineKind.HEADING, match["body"].strip(), match["number"], anchor)
    if match := _PLAIN_RULE.match(text):
        return Line(lineno, LineKind.RULE, match["body"], match["number"], anchor,
                    missing_dot=not match["dot"])
    if match := _PLAIN_SUBRULE.match(text):
        return Line(lineno, LineKind.RULE, match["body"], match["number"], anchor)
    if match := _EXAMPLE.match(text):
        return Line(lineno, LineKind.EXAMPLE, match["body"], anchor=anchor)
    if match := _FOOTNOTE.match(text):
        return Line(lineno, LineKind.FOOTNOTE, match["body"], match["number"])
    return Line(lineno, LineKind.TEXT, text, anchor=anchor, indent=indent)
