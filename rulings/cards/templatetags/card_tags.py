"""Template filters of the card pages and the sandbox's card picker: mana costs as symbols,
Oracle text with its rule numbers linked, type lines in the page's language."""
from __future__ import annotations

import re
from typing import Any

from django import template
from django.utils import translation
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from rulings.importer.render import render
from rulings.sandbox import adapter

from .. import catalog
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
    """A type line ("Legendary Creature — Elf") in the page's language, whole: in Korean only
    when every word has a Korean term (the rules' terms, or a subtype's word as imported Korean
    type lines give it), else all in English (never "생물 — 엘프 Scout")."""
    line = str(line or "")
    if _language() == "en" or not line:
        return adapter.cell_display("en")("types", line)
    return adapter.whole_type_line(line, "ko", catalog.current().subtypes_ko)


def _language() -> str:
    return "en" if (translation.get_language() or "ko").startswith("en") else "ko"


@register.filter
def face_type_line(face: object) -> str:
    """A card face's type line in the page's language: in Korean, the Korean printing's type
    line as printed when the card data gives one, else the line translated whole (or left
    whole in English, see `type_line`)."""
    printed = str(getattr(face, "type_line_ko", "") or "")
    if _language() == "ko" and printed:
        return printed
    return type_line(str(getattr(face, "type_line", "") or ""))


def _english_type_line(face: dict[str, Any]) -> str:
    line = " ".join((*face.get("supertypes", ()), *face.get("types", ())))
    subtypes = face.get("subtypes") or ()
    return f"{line} — {' '.join(subtypes)}" if subtypes else line


@register.filter
def card_type_line(card: dict[str, Any]) -> str:
    """A search result's type line (its faces' joined by ' // ') in the page's language: in
    Korean the Korean printed type line when the card data gives one, else each face's line
    translated whole or left whole in English."""
    printed = str(card.get("type_line_ko") or "")
    if _language() == "ko" and printed:
        return printed
    faces = [face for face in card.get("faces") or () if isinstance(face, dict)] or [card]
    return " // ".join(type_line(_english_type_line(face)) for face in faces)


@register.filter
def card_link(name: str) -> str:
    """The card page of a card's English name."""
    return card_url(str(name))
