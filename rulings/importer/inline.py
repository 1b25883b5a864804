"""Inline markup of the seed files: mana symbols, links, footnote markers, emphasis.

`clean` turns one source fragment into "clean source": plain rules text in which mana symbols
are written `{T}`, links to other rules are reduced to their text ("rule 601.2a"), kramdown
attributes, emphasis and footnote markers are gone, and only links to outside sites remain
as Markdown links. `to_plain_text` drops those links' URLs; render.py turns clean source
into HTML.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

# ![{T}](/assets/symbols/T.gif) and ![symbolT](/assets/symbols/T.gif): the image files are not
# shipped, so the symbol is named by the file ("T", "GW", "CHAOS") and kept as text.
MANA_IMAGE = re.compile(
    r"!\[[^\]]*\]\(/?assets/symbols/(?P<symbol>[A-Za-z0-9]+)\.(?:gif|png|svg)\)")
MANA_TOKEN = re.compile(r"\{(?P<symbol>[A-Z0-9]{1,5})\}")
# [rule 601.2a](/600#601.2a), [702](/700#702): the site these files came from; ours differs.
RULE_LINK = re.compile(r"\[(?P<text>[^\]]*)\]\(/\d{3}(?:#[^)\s]*)?\)")
EXTERNAL_LINK = re.compile(r"\[(?P<text>[^\]]+)\]\((?P<url>https?://[^)\s]+)\)")
KRAMDOWN_ATTRIBUTE = re.compile(r"\{:[^}]*\}")
FOOTNOTE_MARKER = re.compile(r"\s*\[\^(?P<number>\d+)\]")
EMPHASIS = re.compile(r"\*\*|__|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])")


@dataclass
class Cleaned:
    """Clean source of a fragment and what was taken out of it."""

    source: str
    footnote_markers: list[int] = field(default_factory=list)
    mana_images: int = 0
    kramdown_attributes: int = 0


def clean(fragment: str) -> Cleaned:
    """Clean source for one line of rules text (see the module docstring)."""
    mana = len(MANA_IMAGE.findall(fragment))
    text = MANA_IMAGE.sub(lambda match: "{" + match["symbol"].upper() + "}", fragment)
    attributes = len(KRAMDOWN_ATTRIBUTE.findall(text))
    text = KRAMDOWN_ATTRIBUTE.sub("", text)
    markers = [int(number) for number in FOOTNOTE_MARKER.findall(text)]
    text = FOOTNOTE_MARKER.sub("", text)
    text = RULE_LINK.sub(lambda match: match["text"], text)
    text = EMPHASIS.sub("", text)
    text = re.sub(r"[ \t]{2,}", " ", text).strip()
    return Cleaned(text, markers, mana, attributes)


def to_plain_text(source: str) -> str:
    """Plain text of clean source: outside links become their text."""
    return EXTERNAL_LINK.sub(lambda match: match["text"], source)
