"""The template machinery: a template is a sentence with slots, each slot read by a phrase
reader, and a builder that turns what the slots read into ability dicts.

``"{objects} get {pt}."`` matches "Creatures you control get +1/+1." when the slot readers
``objects`` and ``pt`` both read their part; the matcher tries every way of cutting the line at
the template's fixed words, so a reader refusing one cut doesn't hide another. A template claims
a line only if the whole line matches (nothing left over) and its builder returns abilities.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

Ability = dict[str, Any]
Reader = Callable[[str], Any]
Built = Ability | Sequence[Ability] | None

PERMANENT_TYPES = frozenset(("Artifact", "Battle", "Creature", "Enchantment", "Land",
                             "Planeswalker"))
SPELL_TYPES = frozenset(("Instant", "Sorcery"))


class Kind(enum.Enum):
    """Which faces a template reads: a permanent's abilities (static, triggered, activated) are
    not an instant's or sorcery's spell text (113.3, 608.2)."""

    ANY = "any"
    PERMANENT = "permanent"
    SPELL = "spell"


@dataclass(frozen=True, slots=True)
class Face:
    """What templates may know about the face whose text they read."""

    name: str
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    power: Any = None
    toughness: Any = None
    # An instant or sorcery: its text is what it does as it resolves (608.2).
    is_spell: bool = field(init=False)
    # A permanent card (110.4): its abilities work on the battlefield.
    is_permanent: bool = field(init=False)

    def __post_init__(self) -> None:
        spell = bool(SPELL_TYPES.intersection(self.types))
        object.__setattr__(self, "is_spell", spell)
        object.__setattr__(self, "is_permanent",
                           bool(PERMANENT_TYPES.intersection(self.types)) and not spell)

    def fits(self, kind: Kind) -> bool:
        """Whether a template of this kind may read this face."""
        if kind is Kind.PERMANENT:
            return self.is_permanent
        if kind is Kind.SPELL:
            return self.is_spell
        return True


_SLOT = re.compile(r"\{([a-z_]+)(\d*)\}")


@dataclass(frozen=True, slots=True)
class Template:
    """A sentence with slots (``{objects}``, ``{pt}``; a digit tells two slots of one reader
    apart: ``{pt2}``), the face kind it reads, and a builder called with the face and each
    slot's reading (by slot name, digits kept)."""

    name: str
    pattern: str
    build: Callable[..., Built]
    kind: Kind = Kind.ANY
    pieces: tuple[tuple[str, str, str], ...] = field(init=False, compare=False)
    # The fixed words a matching line must start and end with ("" when a slot is there).
    prefix: str = field(init=False, compare=False)
    suffix: str = field(init=False, compare=False)

    def __post_init__(self) -> None:
        pieces: list[tuple[str, str, str]] = []
        position = 0
        for match in _SLOT.finditer(self.pattern):
            if match.start() > position:
                pieces.append(("text", self.pattern[position:match.start()], ""))
            elif pieces and pieces[-1][0] == "slot":
                raise ValueError(f"{self.name}: two slots must be parted by words")
            pieces.append(("slot", match[1], match[1] + match[2]))
            position = match.end()
        if position < len(self.pattern):
            pieces.append(("text", self.pattern[position:], ""))
        object.__setattr__(self, "pieces", tuple(pieces))
        object.__setattr__(self, "prefix", pieces[0][1] if pieces[0][0] == "text" else "")
        object.__setattr__(self, "suffix", pieces[-1][1] if pieces[-1][0] == "text" else "")


def match(template: Template, text: str, readers: Mapping[str, Reader]) -> dict[str, Any] | None:
    """What each slot of ``template`` reads when the whole of ``text`` matches it, or None."""
    if not text.startswith(template.prefix) or not text.endswith(template.suffix):
        return None
    pieces = template.pieces

    def from_piece(index: int, position: int) -> dict[str, Any] | None:
        if index == len(pieces):
            return {} if position == len(text) else None
        kind, value, key = pieces[index]
        if kind == "text":
            if not text.startswith(value, position):
                return None
            return from_piece(index + 1, position + len(value))
        reader = readers[value]
        if index + 1 == len(pieces):
            read = reader(text[position:]) if position < len(text) else None
            return None if read is None else {key: read}
        following = pieces[index + 1][1]
        end = text.find(following, position + 1)
        while end != -1:
            read = reader(text[position:end])
            if read is not None:
                rest = from_piece(index + 1, end)
                if rest is not None:
                    return {key: read, **rest}
            end = text.find(following, end + 1)
        return None

    return from_piece(0, 0)


def as_list(built: Built) -> list[Ability] | None:
    """A builder's result as a list of abilities (None: the builder refused)."""
    if built is None:
        return None
    if isinstance(built, Mapping):
        return [dict(built)]
    return [dict(a) for a in built]
