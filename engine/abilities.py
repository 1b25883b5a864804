"""Abilities as values, and the registry of ability kinds (rules 113 and 604).

An ability in card data or a scenario is a JSON object with a ``"kind"``. Each
kind has a parser registered with :func:`register_ability_kind`; other engine
modules (replacement, prevention, ...) register their own kinds from their own
modules. A parser turns the JSON into an immutable spec; the :class:`Ability`
wraps it with a human-readable label.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.errors import ScenarioError, join
from engine.format.validate import check_ability, trusted
from engine.keywords import keyword_name

# 305.6: the intrinsic mana ability of each basic land type.
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


@dataclass(frozen=True, slots=True)
class Ability:
    """An ability an object has.

    ``origin`` records where it came from: ``"printed"`` (its text, or copied
    text), ``"granted"`` (an effect gave it, 613.1f) or ``"land_type"`` (305.6: the
    intrinsic mana ability of a basic land type).
    """

    kind: str
    label: str
    spec: Hashable = None
    origin: str = "printed"

    @property
    def is_keyword(self) -> bool:
        """True for a keyword ability such as Flying."""
        return self.kind == "keyword"


AbilityParser = Callable[[Mapping[str, Any], str], Ability]
_PARSERS: dict[str, AbilityParser] = {}


class RegistryError(ValueError):
    """An ability kind was registered twice."""


def register_ability_kind(kind: str, parser: AbilityParser) -> None:
    """Make ``kind`` usable in card data and scenarios; ``parser(data, path)``."""
    if kind in _PARSERS:
        raise RegistryError(f"ability kind {kind!r} is already registered")
    _PARSERS[kind] = parser


def ability_kinds() -> tuple[str, ...]:
    """The registered ability kinds, sorted."""
    return tuple(sorted(_PARSERS))


def parse_ability(data: Any, path: str) -> Ability:
    """Parse one ability; a bare string is a keyword (``"Flying"``).

    Its structure is checked against the format's declaration (engine/format/) first.
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
    parser = _PARSERS.get(kind)
    if parser is None:
        known = ", ".join(ability_kinds())
        raise ScenarioError(join(path, "kind"), f"unknown ability kind {kind!r} (known: {known})")
    return parser(data, path)


def check_fields(data: Mapping[str, Any], path: str, allowed: set[str]) -> None:
    """Reject fields a parser does not know (a typo must not pass silently)."""
    for name in data:
        if name not in allowed:
            raise ScenarioError(join(path, name), "unknown field")


def text_field(data: Mapping[str, Any], name: str, path: str, default: str | None = None) -> str:
    """A required (or defaulted) string field."""
    value = data.get(name, default)
    if not isinstance(value, str) or not value:
        raise ScenarioError(join(path, name), "expected a non-empty string")
    return value


# Keywords that work as a continuous effect (Changeling, 702.73a): the effect, registered by
# engine.effects, which defines continuous effects.
_KEYWORD_EFFECTS: dict[str, Hashable] = {}


# Keywords whose text carries data ("Enchant creature", 702.5a): read once, as the card loads,
# by the module of their rules (engine.enchant): the prefix, a reader of the text, and a reader
# of the keyword's structured fields.
_KEYWORD_TEXT: dict[str, tuple[Callable[[str], Hashable], Callable[[Mapping[str, Any], str],
                                                                     Hashable]]] = {}


def register_keyword_effect(name: str, spec: Hashable) -> None:
    """Make the keyword ``name`` create the continuous effect ``spec`` (a ContinuousSpec)."""
    _KEYWORD_EFFECTS[name] = spec


def register_keyword_text(prefix: str, from_text: Callable[[str], Hashable],
                          from_fields: Callable[[Mapping[str, Any], str], Hashable]) -> None:
    """Make keywords starting with ``prefix`` carry the data ``from_text(label)`` gives, or, in
    the structured form, ``from_fields(data, path)``."""
    _KEYWORD_TEXT[prefix] = (from_text, from_fields)


def _text_reader(name: str) -> Callable[[str], Hashable] | None:
    for prefix, (from_text, _) in _KEYWORD_TEXT.items():
        if name.startswith(prefix) or name == prefix.strip():
            return from_text
    return None


def keyword(name: str) -> Ability:
    """A keyword ability (702), e.g. ``keyword("Flying")``."""
    name = keyword_name(name)
    reader = _text_reader(name)
    if reader is not None:
        return Ability("keyword", name, reader(name))
    return Ability("keyword", name, _KEYWORD_EFFECTS.get(name, name))


def mana_ability(color: str, origin: str = "printed") -> Ability:
    """``{T}: Add {color}.``"""
    return Ability("mana", f"{{T}}: Add {{{color}}}.", (color,), origin)


def _parse_keyword(data: Mapping[str, Any], path: str) -> Ability:
    name = text_field(data, "keyword", path)
    structured = _KEYWORD_TEXT.get(name + " ")
    if structured is None or "label" not in data:
        check_fields(data, path, {"kind", "keyword"})
        return keyword(name)
    # The structured form: {"kind": "keyword", "keyword": "Enchant", "enchant": ..., "label": ...}
    check_fields(data, path, {"kind", "keyword", "label", name.lower()})
    return Ability("keyword", text_field(data, "label", path), structured[1](data, path))


def _parse_mana(data: Mapping[str, Any], path: str) -> Ability:
    check_fields(data, path, {"kind", "produces", "label"})
    produces = data.get("produces")
    if (
        not isinstance(produces, list)
        or not produces
        or not all(isinstance(c, str) and c in "WUBRGC" and len(c) == 1 for c in produces)
    ):
        raise ScenarioError(join(path, "produces"), "expected a list of mana letters W U B R G C")
    default = "{T}: Add " + " or ".join("{" + c + "}" for c in produces) + "."
    return Ability("mana", text_field(data, "label", path, default), tuple(produces))


def _parse_text(data: Mapping[str, Any], path: str) -> Ability:
    check_fields(data, path, {"kind", "text", "applied_by"})
    text = text_field(data, "text", path)
    if _text_reader(text) is not None and "applied_by" not in data:
        # "Enchant creature" written as text is the keyword (702.5), read as such.
        return keyword(text)
    if "applied_by" in data:
        # The wording of a granted ability whose effect the granting effect itself applies
        # (Svogthos's P/T, set in 7b by its activated ability: 604.3a makes it no CDA).
        if data["applied_by"] != "granting_effect":
            raise ScenarioError(join(path, "applied_by"), 'expected "granting_effect"')
        return Ability("text", text, ("applied_by", "granting_effect"))
    return Ability("text", text, text)


register_ability_kind("keyword", _parse_keyword)
register_ability_kind("mana", _parse_mana)
register_ability_kind("text", _parse_text)
