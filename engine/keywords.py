"""Keyword abilities (rule 702) as typed concepts: each with its rule and what the engine does.

Rule 702 is not in the shipped text (an older edition with sections 1, 4, 5, 6 and 8); the
numbers here are the current Comprehensive Rules'. Every keyword the format accepts has a
:class:`KeywordRule`: its rule number, and whether the engine applies it (``modelled``) and
where. A keyword the engine does not apply is never dropped in silence: the run lists it in
``not_modelled`` (engine/not_modelled.py), so a judge doesn't take a clean trace for a ruling.

A keyword that works as a continuous effect carries it as ``static``: Changeling (702.73a) is a
characteristic-defining ability, "this object is every creature type", applied in layer 4 before
other effects (613.2) and functioning in every zone (604.3).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Keyword(enum.StrEnum):
    """The keyword abilities the format knows, spelt as the rules spell them."""

    CHANGELING = "Changeling"
    DEATHTOUCH = "Deathtouch"
    DEFENDER = "Defender"
    DOUBLE_STRIKE = "Double strike"
    ENCHANT = "Enchant"
    EQUIP = "Equip"
    FEAR = "Fear"
    FIRST_STRIKE = "First strike"
    FLASH = "Flash"
    FLYING = "Flying"
    FORESTWALK = "Forestwalk"
    HASTE = "Haste"
    HEXPROOF = "Hexproof"
    INDESTRUCTIBLE = "Indestructible"
    INFECT = "Infect"
    INTIMIDATE = "Intimidate"
    ISLANDWALK = "Islandwalk"
    LIFELINK = "Lifelink"
    MENACE = "Menace"
    MOUNTAINWALK = "Mountainwalk"
    PERSIST = "Persist"
    PLAINSWALK = "Plainswalk"
    PROTECTION = "Protection"
    PROWESS = "Prowess"
    REACH = "Reach"
    SHROUD = "Shroud"
    SWAMPWALK = "Swampwalk"
    TRAMPLE = "Trample"
    UNDYING = "Undying"
    VIGILANCE = "Vigilance"
    WARD = "Ward"
    WITHER = "Wither"


class Status(enum.StrEnum):
    """How much of a keyword's rules the engine applies."""

    MODELLED = "modelled"
    # Some of its rules are applied; the rest is reported in not_modelled.
    PARTIAL = "partial"
    REPORTED = "reported"


class Gap(enum.StrEnum):
    """What the engine lacks to apply an ability; each has a message ``not_modelled.<gap>``."""

    COMBAT = "combat"
    TARGETING = "targeting"
    TRIGGERS = "triggers"
    CASTING = "casting"
    ACTIVATED = "activated"
    TURNS = "turns"
    PROTECTION = "protection"
    STATIC_TEXT = "static_text"
    SPELL_TEXT = "spell_text"
    AS_ENTERS = "as_enters"
    UNKNOWN_KEYWORD = "unknown_keyword"
    # An "Enchant ..." restriction the engine can't read: 704.5m never removes the Aura for it.
    ENCHANT_UNREADABLE = "enchant_unreadable"


@dataclass(frozen=True, slots=True)
class KeywordRule:
    """A keyword's definition: its rule, and how far the engine applies it.

    ``modelled_in`` says where the rules code applies it (for a modelled or partial keyword);
    ``gap`` what the engine lacks to apply it (or the rest of it), reported in not_modelled.
    """

    keyword: Keyword
    rule: str
    status: Status
    modelled_in: str = ""
    gap: Gap | None = None


def _modelled(keyword: Keyword, rule: str, where: str) -> KeywordRule:
    return KeywordRule(keyword, rule, Status.MODELLED, modelled_in=where)


def _reported(keyword: Keyword, rule: str, gap: Gap) -> KeywordRule:
    return KeywordRule(keyword, rule, Status.REPORTED, gap=gap)


KEYWORD_RULES: dict[Keyword, KeywordRule] = {rule.keyword: rule for rule in (
    _modelled(Keyword.CHANGELING, "702.73a", "layer 4, as a characteristic-defining ability"),
    _modelled(Keyword.DEATHTOUCH, "702.2b", "damage results (120.3e) and 704.5h"),
    _reported(Keyword.DEFENDER, "702.3b", Gap.COMBAT),
    _reported(Keyword.DOUBLE_STRIKE, "702.4b", Gap.COMBAT),
    _modelled(Keyword.ENCHANT, "702.5a", "704.5m: an Aura attached illegally"),
    _reported(Keyword.EQUIP, "702.6a", Gap.ACTIVATED),
    _reported(Keyword.FEAR, "702.36b", Gap.COMBAT),
    _reported(Keyword.FIRST_STRIKE, "702.7b", Gap.COMBAT),
    _reported(Keyword.FLASH, "702.8a", Gap.CASTING),
    _reported(Keyword.FLYING, "702.9b", Gap.COMBAT),
    _reported(Keyword.FORESTWALK, "702.14c", Gap.COMBAT),
    _reported(Keyword.HASTE, "702.10b", Gap.TURNS),
    _reported(Keyword.HEXPROOF, "702.11b", Gap.TARGETING),
    _modelled(Keyword.INDESTRUCTIBLE, "702.12b", "destroy events and 704.5g/h"),
    _modelled(Keyword.INFECT, "702.90b", "damage results (120.3b, 120.3d)"),
    _reported(Keyword.INTIMIDATE, "702.13b", Gap.COMBAT),
    _reported(Keyword.ISLANDWALK, "702.14c", Gap.COMBAT),
    _modelled(Keyword.LIFELINK, "702.15b", "damage results (120.3f)"),
    _reported(Keyword.MENACE, "702.111b", Gap.COMBAT),
    _reported(Keyword.MOUNTAINWALK, "702.14c", Gap.COMBAT),
    _reported(Keyword.PERSIST, "702.79a", Gap.TRIGGERS),
    _reported(Keyword.PLAINSWALK, "702.14c", Gap.COMBAT),
    KeywordRule(Keyword.PROTECTION, "702.16", Status.PARTIAL,
                modelled_in="damage prevention (702.16e)", gap=Gap.PROTECTION),
    _reported(Keyword.PROWESS, "702.108a", Gap.TRIGGERS),
    _reported(Keyword.REACH, "702.17b", Gap.COMBAT),
    _reported(Keyword.SHROUD, "702.18b", Gap.TARGETING),
    _reported(Keyword.SWAMPWALK, "702.14c", Gap.COMBAT),
    _reported(Keyword.TRAMPLE, "702.19b", Gap.COMBAT),
    _reported(Keyword.UNDYING, "702.93a", Gap.TRIGGERS),
    _reported(Keyword.VIGILANCE, "702.20b", Gap.COMBAT),
    _reported(Keyword.WARD, "702.21a", Gap.TRIGGERS),
    _modelled(Keyword.WITHER, "702.80b", "damage results (120.3d)"),
)}

_BY_LOWER = {k.value.lower(): k for k in Keyword}


def keyword_of(label: str) -> Keyword | None:
    """The keyword a keyword ability's label names ("Protection from red" is Protection,
    "Enchant creature" is Enchant), or None for a keyword the format doesn't know."""
    text = label.lower()
    if text.startswith("protection from "):
        return Keyword.PROTECTION
    if text.startswith("enchant "):
        return Keyword.ENCHANT
    if text.startswith("equip"):
        return Keyword.EQUIP
    return _BY_LOWER.get(text)


def rule_of(label: str) -> KeywordRule | None:
    """The definition of the keyword a label names, or None."""
    keyword = keyword_of(label)
    return KEYWORD_RULES[keyword] if keyword is not None else None


def has(keywords: tuple[str, ...], keyword: Keyword) -> bool:
    """Whether an object with these keyword labels has ``keyword``."""
    return any(keyword_of(label) is keyword for label in keywords)
