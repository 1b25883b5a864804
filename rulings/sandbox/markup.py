"""Judges' rulings as HTML: Markdown, sanitized with nh3, rule numbers linked for previews.

Rule citations become `<a href="/rules/613.1d/" data-rule-ref="613.1d">613.1d</a>`, which the
site's script turns into hover previews on every page.
"""
from __future__ import annotations

import re

import markdown
import nh3
from django.utils.html import escape

# "613.1d", "704.5a", "100.1" anywhere; a bare "613" only after "CR", "rule" or "규칙", since
# three-digit numbers are common in other meanings. Korean particles may follow ("613.1d에").
RULE_NUMBER = re.compile(
    r"(?<![0-9A-Za-z.])(?P<dotted>[1-9]\d{2}\.\d+[a-z]?)(?![0-9A-Za-z]|\.\d)"
    r"|(?:(?<=CR )|(?<=[Rr]ule )|(?<=규칙 ))(?P<bare>[1-9]\d{2})(?![0-9A-Za-z]|\.\d)"
)
ALLOWED_TAGS = {
    "p", "br", "strong", "em", "ul", "ol", "li", "blockquote", "code", "pre", "a", "hr",
    "h3", "h4", "h5", "del",
}
# Inside these, text is left alone (no links inside links, code stays code).
NO_LINK_TAGS = ("a", "code", "pre")
TAG = re.compile(r"(<[^>]*>)")


def rule_link(number: str) -> str:
    """The HTML link for one rule citation."""
    number = escape(number)
    return f'<a href="/rules/{number}/" data-rule-ref="{number}">{number}</a>'


def _link_numbers(text: str) -> str:
    return RULE_NUMBER.sub(lambda match: rule_link(match.group("dotted") or match.group("bare")),
                           text)


def link_rules_in_html(html: str) -> str:
    """Link rule numbers in the text of sanitized HTML, outside links and code."""
    pieces = []
    skipping = 0
    for piece in TAG.split(html):
        if piece.startswith("<"):
            name = piece.strip("</>").split()[0].lower() if piece.strip("</>") else ""
            if name in NO_LINK_TAGS:
                skipping += -1 if piece.startswith("</") else 1
                skipping = max(skipping, 0)
            pieces.append(piece)
        else:
            pieces.append(piece if skipping else _link_numbers(piece))
    return "".join(pieces)


def link_rules_in_text(text: str) -> str:
    """Escape plain text (an engine step's message) and link the rule numbers in it."""
    return _link_numbers(str(escape(text)))


def rule_numbers_in(text: str) -> list[str]:
    """The rule numbers a text cites, first mention first, without repeats."""
    found: list[str] = []
    for match in RULE_NUMBER.finditer(text):
        number = match.group("dotted") or match.group("bare")
        if number not in found:
            found.append(number)
    return found


def render_ruling(source: str) -> str:
    """A judge's Markdown answer as safe HTML with linked rule numbers."""
    if not source.strip():
        return ""
    html = markdown.markdown(source, output_format="html")
    clean = nh3.clean(
        html,
        tags=ALLOWED_TAGS,
        attributes={"a": {"href"}},
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer nofollow",
    )
    return link_rules_in_html(clean)


MARKDOWN_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]*)\)")
EMPHASIS = re.compile(r"(\*\*|__|\*|`)")


def plain_text(source: str, limit: int = 400) -> str:
    """A Markdown answer as one line of plain text for a chat: links as "text (url)",
    emphasis marks dropped, whitespace collapsed, cut at `limit` characters."""
    text = MARKDOWN_LINK.sub(lambda match: f"{match.group(1)} ({match.group(2)})", source)
    text = " ".join(EMPHASIS.sub("", text).split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
