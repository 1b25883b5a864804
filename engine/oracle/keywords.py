"""Keyword lines (702): "Flying, first strike", "Enchant creature", "Equip {1}",
"Protection from red".

A line is a keyword line when every part of it, parted by commas or semicolons, is a keyword
the engine knows (engine/abilities/keywords.py) and whose parameter, if any, it reads (Enchant
702.5a, Equip 702.6a, Protection 702.16a). A keyword the engine doesn't know ("Cascade", "Ward {2}")
leaves the whole line uncompiled. Each keyword becomes ``{"kind": "keyword", "keyword": ...}``,
spelt as the rules spell it.
"""

from __future__ import annotations

from engine.oracle.patterns import Ability, Face
from engine.oracle.phrases import printed_keyword


def keyword_line(words: str, face: Face) -> list[Ability] | None:
    """The keyword abilities of a keyword line, or None if it isn't one the engine reads."""
    parts = [p.strip() for chunk in words.split("; ") for p in chunk.split(", ")]
    found: list[Ability] = []
    for part in parts:
        name = printed_keyword(part)
        if name is None:
            return None
        if name.startswith(("Enchant ", "Equip ")) and len(parts) > 1:
            # Enchant and Equip have a line of their own in Oracle text.
            return None
        found.append({"kind": "keyword", "keyword": name})
    names = [a["keyword"] for a in found]
    if not found or len(set(names)) != len(names):
        return None
    return found
