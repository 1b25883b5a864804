"""Template filters of the card pages and the sandbox's card picker: mana costs as symbols,
Oracle text with its rule numbers linked, type lines in the page's language."""
from __future__ import annotations

import re

from django import template
from django.utils import translation
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from rulings.importer.render import render
from rulings.sandbox import adapter

from ..catalog import card_url

register = template.Library()


# Oracle's symbols: {T}, {2}, {W/U} (hybrid), {W/P} (Phyrexian), {2/B}, {C}, {X}.
ORACLE_SYMBOL = re.compile(r"\{(?P<symbol>[A-Z0-9]{1,2}(?:/[A-Z0-9])?)\}")


def _symbol(printed: str) -> str:
    """One symbol drawn like the rules pages' (render.mana_symbol), printed as Oracle has it
    ("W/U"), so that copying the cost gives {W/U}."""
    letters = printed.replace("/", "")
    classes = ["mana", f"mana-{letters.lower()}"]
    if len(letters) == 2 and not letters.isdigit():
        classes += ["mana-split", f"mana-1-{letters[0].lower()}", f"mana-2-{letters[1].lower()}"]
    return format_html(
        '<span class="{}" title="{{{}}}" role="img" aria-label="{{{}}}"><span class="mana-brace"'
        ' aria-hidden="true">{{</span>{}<span class="mana-brace" aria-hidden="true">}}</span>'
        "</span>", " ".join(classes), printed, printed, printed)


@register.filter
def mana(cost: str) -> SafeString:
    """A mana cost ("{2}{W}{U}") as the site's mana symbols; other text escaped."""
    cost = str(cost or "")
    pieces: list[str] = []
    position = 0
    for match in ORACLE_SYMBOL.finditer(cost):
        pieces += [str(escape(cost[position:match.start()])), _symbol(match["symbol"])]
        position = match.end()
    pieces.append(str(escape(cost[position:])))
    # Every piece is escaped text or format_html's output.
    return mark_safe("".join(pieces))


@register.filter
def oracle(line: str) -> SafeString:
    """One line of Oracle text as HTML: escaped, rule numbers linked (with previews), mana
    symbols drawn; the rules pages' own renderer, sanitized by nh3. (It knows the seed files'
    symbols, {WU} rather than Oracle's {W/U}.)"""
    line = ORACLE_SYMBOL.sub(lambda match: "{" + match["symbol"].replace("/", "") + "}",
                             str(line))
    return mark_safe(render([line]))


@register.filter
def type_line(line: str) -> str:
    """A type line ("Legendary Creature — Elf") in the page's language (unknown subtypes stay
    English)."""
    language = "en" if (translation.get_language() or "ko").startswith("en") else "ko"
    return adapter.cell_display(language)("types", str(line or ""))


@register.filter
def card_link(name: str) -> str:
    """The card page of a card's English name."""
    return card_url(str(name))
