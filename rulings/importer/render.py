"""Rendering clean rules source to sanitized HTML, once, at import time.

Every cited rule number becomes `<a href="/rules/N/" data-rule-ref="N">` (site.js previews
it on hover), every mana symbol `{T}` a styled symbol that still copies as "{T}", outside
links stay links. The text is escaped before Markdown sees it, so rules text such as
"- 충성 비용" or "[비용]:[효과]" is never read as Markdown syntax; Markdown lays out
paragraphs and line breaks and nh3 sanitizes the result.
"""
from __future__ import annotations

import html
import re
from collections.abc import Callable

import markdown
import nh3

from .inline import EXTERNAL_LINK, MANA_TOKEN
from .references import find_citations

ALLOWED_TAGS = {"p", "br", "a", "span"}
ALLOWED_ATTRIBUTES = {
    "a": {"href", "data-rule-ref", "class"},
    "span": {"class", "title", "aria-hidden", "role", "aria-label"},
}
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|>])")


def _escape(text: str) -> str:
    """Text Markdown will print as is (HTML-escaped, Markdown syntax backslashed)."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", html.escape(text, quote=False))


def rule_link(number: str, label: str) -> str:
    """The link every citation of `number` becomes."""
    return (f'<a href="/rules/{number}/" class="rule-ref" data-rule-ref="{number}">'
            f"{html.escape(label)}</a>")


def english_rule_link(number: str, label: str) -> str:
    """A citation in the official English text: that edition's rule, at its own page. The
    number is the English edition's, which may name another rule in the shipped Korean text
    (English 613.7 is timestamps, Korean 613.7 dependency), so it never links the Korean page
    or its preview."""
    return f'<a href="/rules/{number}/en/" class="rule-ref">{html.escape(label)}</a>'


def mana_symbol(symbol: str) -> str:
    """A mana symbol drawn with CSS; the braces are kept (hidden) so copying gives {T}."""
    classes = ["mana", f"mana-{symbol.lower()}"]
    # Hybrid ({GW}, {2B}) and Phyrexian ({WP}) symbols: two halves, each coloured by CSS.
    if len(symbol) == 2 and symbol not in {"PW"}:
        classes += ["mana-split", f"mana-1-{symbol[0].lower()}", f"mana-2-{symbol[1].lower()}"]
    return (f'<span class="{" ".join(classes)}" title="{{{symbol}}}" role="img" '
            f'aria-label="{{{symbol}}}"><span class="mana-brace" aria-hidden="true">{{</span>'
            f'{html.escape(symbol)}<span class="mana-brace" aria-hidden="true">}}</span></span>')


Link = Callable[[str, str], str]


def _render_text(text: str, link: Link) -> str:
    """Markdown for a stretch of plain rules text: citations and mana symbols as HTML."""
    pieces: list[str] = []
    spans: list[tuple[int, int, str]] = []
    for citation in find_citations(text):
        spans.extend((start, end, link(number, text[start:end]))
                     for start, end, number in citation.links)
    spans.extend((match.start(), match.end(), mana_symbol(match["symbol"]))
                 for match in MANA_TOKEN.finditer(text))
    spans.sort()
    position = 0
    for start, end, replacement in spans:
        if start < position:
            continue
        pieces.append(_escape(text[position:start]))
        pieces.append(replacement)
        position = end
    pieces.append(_escape(text[position:]))
    return "".join(pieces)


def _render_line(source: str, link: Link) -> str:
    pieces: list[str] = []
    position = 0
    for match in EXTERNAL_LINK.finditer(source):
        pieces.append(_render_text(source[position:match.start()], link))
        url = html.escape(match["url"], quote=True)
        pieces.append(f'<a href="{url}" class="external">{html.escape(match["text"])}</a>')
        position = match.end()
    pieces.append(_render_text(source[position:], link))
    return "".join(pieces)


def render(lines: list[str], link: Link = rule_link) -> str:
    """Sanitized HTML for the clean source lines of one body or example; each citation
    becomes `link(number, label)` (the shipped text's own pages unless told otherwise)."""
    if not any(line.strip() for line in lines):
        return ""
    # Each source line break is a line break in the rules (613.7a's (a)/(b)/(c) list).
    source = "  \n".join(_render_line(line, link) for line in lines if line.strip())
    rendered = markdown.markdown(source, output_format="html")
    return nh3.clean(rendered, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES,
                     link_rel="noopener", url_schemes={"http", "https"})
