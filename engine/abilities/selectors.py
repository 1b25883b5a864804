"""One selector: whether an object fits the words of an ability (rules 109, 611.3a, 613.1).

"Other creatures and artifacts you control", "a creature an opponent controls", "enchanted
creature": every ability kind (static abilities in the layer system, replacement and prevention
effects, "can't" effects, counted amounts) describes the objects it cares about with a
:class:`~engine.abilities.effects.Selector`, and :func:`matches` is the only place that reads one.
Every condition a selector lists holds together: ``any`` is one more condition (the object fits one
of its alternatives), never a replacement for ``controller``, ``other`` or ``not_*``.

What a selector means depends on who reads it — "you" is the ability's controller, "other" is
not its source, ``{"chosen": "color"}`` is what its source chose — so the caller supplies a
:class:`Reader` with those facts; the object is anything with the characteristics below
(:class:`~engine.state.view.ObjectView`), read as they are at that point of the layer system
(611.3a) or after it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from engine.abilities.effects import Chosen, Selector, Value
from engine.state.view import ObjectView
from engine.subtypes import has_subtype


class Reader(Protocol):
    """Who reads the selector: the facts its words are relative to."""

    @property
    def source(self) -> str | None:
        """The object whose ability it is ("this", and what "other" excludes)."""
        ...

    @property
    def you(self) -> str:
        """The ability's controller: "you" in its text."""
        ...

    @property
    def targets(self) -> tuple[str, ...]:
        """The objects and players it targets (or that were fixed as it resolved, 611.2c)."""
        ...

    @property
    def attached_to(self) -> str | None:
        """What its source is attached to ("enchanted creature", "equipped creature")."""
        ...

    def is_opponent(self, player: str) -> bool:
        """Whether ``player`` is an opponent of "you" (102.2; 800.4a: still in the game)."""
        ...

    def chosen(self, key: str) -> str | None:
        """A value chosen for the ability (``{"chosen": key}``), or None if none was."""
        ...


@dataclass(frozen=True, slots=True)
class PermanentReader:
    """The :class:`Reader` of a permanent's own words (an Aura's "Enchant creature you
    control", a triggered ability's "another creature you control"): "you" is its controller,
    "self" and "other" refer to it, ``choices`` are what it chose as it entered."""

    source: str | None
    you: str
    targets: tuple[str, ...] = ()
    attached_to: str | None = None
    choices: tuple[tuple[str, str], ...] = ()

    def is_opponent(self, player: str) -> bool:
        return player != self.you

    def chosen(self, key: str) -> str | None:
        return next((value for name, value in self.choices if name == key), None)


def values(items: Iterable[Value], reader: Reader) -> tuple[str, ...]:
    """Literal values, and chosen ones that were chosen (an unmade choice matches nothing)."""
    found: list[str] = []
    for item in items:
        value = reader.chosen(item.key) if isinstance(item, Chosen) else item
        if value is not None:
            found.append(value)
    return tuple(found)


def player_fits(relation: str, player: str, reader: Reader) -> bool:
    """Whether ``player`` is "you", an "opponent", a "target", "any" player or the "chosen" one
    for ``reader``."""
    if relation == "you":
        return player == reader.you
    if relation == "opponent":
        return reader.is_opponent(player)
    if relation == "target":
        return player in reader.targets
    if relation == "any":
        return True
    if relation == "chosen":
        # 607.1: the opponent or player its source chose as it entered (none: no one).
        chosen = reader.chosen("opponent") or reader.chosen("player")
        return chosen is not None and player == chosen
    raise ValueError(f"unknown player relation {relation!r}")


def matches(selector: Selector, obj: ObjectView, reader: Reader) -> bool:
    """Whether ``obj`` is one of the objects ``selector`` describes, read by ``reader``."""
    if selector.ref == "self":
        return obj.id == reader.source
    if selector.ref == "targets":
        return obj.id in reader.targets
    if selector.ref == "attached":
        return reader.attached_to is not None and obj.id == reader.attached_to
    if selector.other and obj.id == reader.source:
        return False
    if selector.zones is not None and obj.zone not in selector.zones:
        return False
    if selector.token is not None and obj.token is not selector.token:
        return False
    # Plain loops, each read only when the selector has that condition: this runs for every
    # object and effect in every layer (613), so an absent condition must cost nothing.
    if selector.types or selector.not_types:
        types = obj.types
        for card_type in selector.types:
            if card_type not in types:
                return False
        for card_type in selector.not_types:
            if card_type in types:
                return False
    if selector.supertypes or selector.not_supertypes:
        supertypes = obj.supertypes
        for supertype in selector.supertypes:
            if supertype not in supertypes:
                return False
        for supertype in selector.not_supertypes:
            if supertype in supertypes:
                return False
    if selector.subtypes and not _has_any_subtype(obj.subtypes, selector.subtypes, reader):
        return False
    if selector.not_subtypes and _has_any_subtype(obj.subtypes, selector.not_subtypes, reader):
        return False
    if selector.colors and not _has_any(obj.colors, selector.colors, reader):
        return False
    if selector.not_colors and _has_any(obj.colors, selector.not_colors, reader):
        return False
    if selector.controller is not None and not player_fits(selector.controller, obj.controller,
                                                           reader):
        return False
    if selector.owner is not None and not player_fits(selector.owner, obj.owner, reader):
        return False
    if selector.tapped is not None and bool(getattr(obj, "tapped", False)) is not selector.tapped:
        return False
    if selector.max_mana_value is not None and _mana_value(obj) > selector.max_mana_value:
        return False
    if selector.not_keywords and any(k in obj.keywords for k in selector.not_keywords):
        return False
    if selector.keywords and not all(k in obj.keywords for k in selector.keywords):
        return False
    if selector.multicolored and len(obj.colors) < 2:
        return False
    if selector.power_at_least is not None or selector.power_at_most is not None:
        power = obj.power
        if power is None or (selector.power_at_least is not None
                             and power < selector.power_at_least) or (
                selector.power_at_most is not None and power > selector.power_at_most):
            return False
    if not selector.any_of:
        return True
    for alternative in selector.any_of:  # noqa: SIM110 (a loop costs less than any() here)
        if matches(alternative, obj, reader):
            return True
    return False


def _mana_value(obj: ObjectView) -> int:
    """Its mana value (an object the layers are still working on has its printed one)."""
    chars = getattr(obj, "characteristics", None)
    value = getattr(chars, "mana_value", 0) if chars is not None else getattr(obj, "mana_value", 0)
    return int(value or 0)


def _has_any(have: tuple[str, ...], wanted: Iterable[Value], reader: Reader) -> bool:
    for value in values(wanted, reader):  # noqa: SIM110 (a loop costs less than any() here)
        if value in have:
            return True
    return False


def _has_any_subtype(subtypes: tuple[str, ...], wanted: Iterable[Value], reader: Reader) -> bool:
    for value in values(wanted, reader):  # noqa: SIM110 (a loop costs less than any() here)
        if has_subtype(subtypes, value):
            return True
    return False
