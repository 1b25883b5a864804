"""The one registry of the ability language: every ability kind, every keyword that carries an
effect or data, and every kind that makes replacement or prevention effects (rules 113, 604,
614, 615, 702).

Each kind's rules live in the module of their rules (:mod:`~engine.abilities.effects`,
:mod:`~engine.abilities.replacements`, ...); this module says, in one table each, which parser
reads which ``"kind"``, which keyword works as which effect, and which handler applies which
kind's replacement effects. Nothing registers itself on import: a new kind is a new line here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from engine.abilities import (
    effects,
    enchant,
    equip,
    legacy_kinds,
    player_keywords,
    prevention,
    replacements,
    requirements,
    rule_changes,
    skips,
    spells,
    triggers,
)
from engine.abilities.actions import Do
from engine.abilities.basic import ManaSpec, check_fields, parse_mana, text_field
from engine.abilities.keywords import keyword_name
from engine.errors import ScenarioError, join
from engine.events.replacement import Handler
from engine.format.validate import check_ability, trusted
from engine.state.objects import Ability

AbilityParser = Callable[[Mapping[str, Any], str], Ability]


def parse_ability(data: Any, path: str) -> Ability:
    """Parse one ability; a bare string is a keyword (``"Flying"``).

    Its structure is checked against the format's declaration (engine/format/) first; raises
    :class:`~engine.errors.ScenarioError` naming ``path`` for an ability it can't read.
    """
    check_ability(data, path)
    with trusted():
        return _parse_ability(data, path)


def _parse_ability(data: Any, path: str) -> Ability:
    if isinstance(data, str):
        return keyword(data)
    if not isinstance(data, Mapping):
        raise ScenarioError(path, "expected an ability object or a keyword name")
    kind = data.get("kind")
    if not isinstance(kind, str):
        raise ScenarioError(join(path, "kind"), "expected the ability kind (a string)")
    parser = ABILITY_KINDS.get(kind)
    if parser is None:
        known = ", ".join(ability_kinds())
        raise ScenarioError(join(path, "kind"), f"unknown ability kind {kind!r} (known: {known})")
    return parser(data, path)


def ability_kinds() -> tuple[str, ...]:
    """The ability kinds a card or scenario may use, sorted."""
    return tuple(sorted(ABILITY_KINDS))


def keyword(name: str) -> Ability:
    """A keyword ability (702), e.g. ``keyword("Flying")``: with the effect or the data its
    rules give it (Changeling's effect, Enchant's object kinds), else by its name alone."""
    name = keyword_name(name)
    reader = _text_reader(name)
    if reader is not None:
        return Ability("keyword", name, reader(name))
    numbered = _numbered(name)
    if numbered is not None:
        return Ability("keyword", name, numbered)
    return Ability("keyword", name, KEYWORD_EFFECTS.get(name, name))


def _numbered(name: str) -> Hashable | None:
    """702.23a, 702.45a, ...: "Rampage N", "Bushido N": the triggered ability for that N;
    702.54a "Bloodthirst N": the replacement ability."""
    word, _, number = name.rpartition(" ")
    numbered: Callable[[int], Hashable] | None = (
        triggers.NUMBERED_KEYWORD_TRIGGERS.get(word)
        or replacements.NUMBERED_KEYWORD_REPLACEMENTS.get(word))
    return numbered(int(number)) if numbered is not None and number.isdigit() else None


def _text_reader(name: str) -> Callable[[str], Hashable] | None:
    for prefix, (from_text, _) in KEYWORD_TEXT.items():
        if name.startswith(prefix) or name == prefix.strip():
            return from_text
    return None


def _parse_keyword(data: Mapping[str, Any], path: str) -> Ability:
    name = text_field(data, "keyword", path)
    structured = KEYWORD_TEXT.get(name + " ")
    if structured is None or "label" not in data:
        check_fields(data, path, {"kind", "keyword"})
        return keyword(name)
    # The structured form: {"kind": "keyword", "keyword": "Enchant", "enchant": ..., "label": ...}
    check_fields(data, path, {"kind", "keyword", "label", name.lower()})
    return Ability("keyword", text_field(data, "label", path), structured[1](data, path))


def _parse_text(data: Mapping[str, Any], path: str) -> Ability:
    check_fields(data, path, {"kind", "text", "applied_by"})
    text = text_field(data, "text", path)
    if (_text_reader(text) is not None or _numbered(keyword_name(text)) is not None) \
            and "applied_by" not in data:
        # "Enchant creature" or "Rampage 2" written as text is the keyword (702.5, 702.23a),
        # read as such.
        return keyword(text)
    if "applied_by" in data:
        # The wording of a granted ability whose effect the granting effect itself applies
        # (Svogthos's P/T, set in 7b by its activated ability: 604.3a makes it no CDA).
        if data["applied_by"] != "granting_effect":
            raise ScenarioError(join(path, "applied_by"), 'expected "granting_effect"')
        return Ability("text", text, ("applied_by", "granting_effect"))
    return Ability("text", text, text)


def _parse_mana(data: Mapping[str, Any], path: str) -> Ability:
    """A mana ability (605.1a), with the actions it also performs as it resolves (605.3b):
    resolving actions without targets, and none creating another ability (603.7, 603.12)."""
    ability = parse_mana(data, path)
    if "effect" not in data:
        return ability
    actions = triggers.parse_effect(data["effect"], join(path, "effect"), 0, parse_ability)
    if any(a.do in (Do.DELAYED, Do.REFLEXIVE) for a in actions):
        raise ScenarioError(join(path, "effect"), "a mana ability's effect creates no delayed "
                            "or reflexive ability (605.3b)")
    assert isinstance(ability.spec, ManaSpec)
    return replace(ability, spec=replace(ability.spec, effect=actions))


# Every ability kind and its parser. A continuous effect's "add_abilities" reads the abilities
# it grants with parse_ability itself, so an effect can grant any kind.
ABILITY_KINDS: Mapping[str, AbilityParser] = MappingProxyType({
    "keyword": _parse_keyword,
    "mana": lambda data, path: _parse_mana(data, path),
    "text": _parse_text,
    "static": effects.continuous_parser("static", None, parse_ability),
    "spell": spells.parser("spell", "targets", parse_ability),
    "activated": spells.parser("activated", "self", parse_ability),
    "triggered": lambda data, path: triggers.parse_triggered(data, path, parse_ability),
    "replacement": replacements.parse_replacement,
    "prevention": prevention.parse_prevention,
    "cant": prevention.parse_cant,
    "block_additional": lambda data, path: Ability(
        "block_additional", text_field(data, "label", path), ("block_additional", data["count"])),
    "rule": rule_changes.parse_rule,
    "player_keyword": player_keywords.parse_player_keyword,
    "skip": skips.parse_skip,
    "hand_size": rule_changes.parse_hand_size,
    "requirement": requirements.parse_requirement,
    "additional_cost": spells.parse_additional_cost,
    "cast_timing": spells.parse_cast_timing,
    "buyback": spells.parse_buyback,
    "kicker": spells.parse_kicker,
    "cycling": spells.parse_cycling,
    "flashback": spells.parse_flashback,
    "jump_start": spells.parse_jump_start,
    "retrace": spells.parse_retrace,
    "unearth": spells.parse_unearth,
    "rebound": spells.parse_rebound,
    "madness": spells.parse_madness,
    "dredge": spells.parse_dredge,
    "scavenge": spells.parse_scavenge,
    "cost_change": spells.parse_cost_change,
    "morph": spells.parse_morph,
    # Format 0.4's replacement kinds, read as "replacement" abilities.
    **legacy_kinds.LEGACY_KINDS,
})

# Keywords that work as an effect: a continuous effect (Changeling, 702.73a) or a triggered
# ability (persist 702.79a, undying 702.93a, prowess 702.108a, flanking 702.25a; rampage and
# bushido, which carry a number, are read by keyword()).
KEYWORD_EFFECTS: Mapping[str, Hashable] = MappingProxyType({
    "Changeling": effects.CHANGELING,
    **triggers.KEYWORD_TRIGGERS,
})

# Keywords whose text carries data ("Enchant creature", 702.5a), read once as the card loads:
# the prefix, a reader of the text, and a reader of the keyword's structured fields.
KEYWORD_TEXT: Mapping[str, tuple[Callable[[str], Hashable],
                                 Callable[[Mapping[str, Any], str], Hashable]]] = MappingProxyType({
    enchant.PREFIX: (enchant.parse_enchant_text, enchant.parse_enchant_field),
    equip.PREFIX: (equip.parse_equip_text, equip.parse_equip_field),
    "Protection from ": (prevention.protection_of, prevention.protection_fields),
    "Cumulative upkeep ": (triggers.cumulative_upkeep, triggers.cumulative_upkeep_fields),
    # 702.24a: "Cumulative upkeep—Pay N life" (the cost after an em dash).
    "Cumulative upkeep—": (triggers.cumulative_upkeep, triggers.cumulative_upkeep_fields),
    "Echo ": (triggers.echo, triggers.echo_fields),
    "Suspend ": (triggers.suspend, triggers.suspend_fields),
})

# The kinds whose abilities create replacement or prevention effects (614, 615), each with the
# handler that applies them (616); protection is a keyword's prevention (702.16e).
HANDLERS: Mapping[str, Handler] = MappingProxyType({
    "replacement": replacements.Replacement(),
    "prevention": prevention.Prevention(),
    "protection": prevention.Protection(),
})
