"""What continuous effects do to characteristics (rules 613.1a–g, 613.3a–e, 612, 305.7).

:class:`ActiveEffect` is a continuous effect as the layer system sees it; the
functions here decide which objects it affects (:func:`matches`) and apply one
:class:`~engine.abilities.effects.Modification` to an object's working characteristics
(:func:`apply_modification`). Setting a land's subtype follows rule 305.7 (its
old land types and the abilities from its rules text go; it gains the mana
ability of each new basic land type, 305.6); objects only gain subtypes that fit
their card types (205.3d).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from engine.abilities.basic import BASIC_LAND_MANA, mana_ability
from engine.abilities.effects import Amount, Chosen, ContinuousSpec, Modification, Selector, Value
from engine.abilities.keywords import keyword_name
from engine.abilities.prevention import granted
from engine.abilities.selectors import matches as selector_matches
from engine.characteristics.board import Board, WorkingChars
from engine.state.objects import Ability, sort_colors
from engine.subtypes import EVERY_CREATURE_TYPE, subtype_fits, subtype_kind

COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
WORD_COLORS = {word: letter for letter, word in COLOR_WORDS.items()}


@dataclass(frozen=True, slots=True)
class ActiveEffect:
    """A continuous effect in the layer system.

    For a static ability (611.3) ``source`` and ``slot`` name the object and the
    ability slot that create it; for a resolved spell or ability (611.2)
    ``resolved`` is True and ``controller`` is fixed.
    """

    id: str
    label: str
    spec: ContinuousSpec
    timestamp: int
    source: str | None
    slot: str | None
    controller: str
    resolved: bool
    targets: tuple[str, ...] = ()
    chosen: tuple[tuple[str, str], ...] = ()
    timestamp_rule: str = "timestamp.static"

    @property
    def order_key(self) -> tuple[int, str]:
        """613.6: timestamp order; 613.6j ties are broken by id so the result is stable."""
        return (self.timestamp, self.id)

    def controller_on(self, board: Board) -> str:
        """Who "you" is: a static ability's source's current controller (613.1b)."""
        if not self.resolved and self.source is not None and self.source in board:
            return board[self.source].controller
        return self.controller

    def chosen_value(self, key: str) -> str | None:
        """A value chosen for this effect or by its source as it entered."""
        return dict(self.chosen).get(key)


def resolve_value(value: Value, effect: ActiveEffect) -> str | None:
    """A literal, or the value chosen for ``effect`` (None if nothing was chosen)."""
    if isinstance(value, Chosen):
        return effect.chosen_value(value.key)
    return value


def _values(values: tuple[Value, ...], effect: ActiveEffect) -> tuple[str, ...]:
    resolved = (resolve_value(v, effect) for v in values)
    return tuple(v for v in resolved if v is not None)


class LayerReader:
    """How a continuous effect reads its selector on the working board (611.3a, 613.1b)."""

    __slots__ = ("_board", "_effect", "you")

    def __init__(self, effect: ActiveEffect, board: Board) -> None:
        self._effect = effect
        self._board = board
        self.you = effect.controller_on(board)

    @property
    def source(self) -> str | None:
        return self._effect.source

    @property
    def targets(self) -> tuple[str, ...]:
        return self._effect.targets

    @property
    def attached_to(self) -> str | None:
        source = self._board.get(self._effect.source or "")
        return source.attached_to if source is not None else None

    def is_opponent(self, player: str) -> bool:
        return player != self.you

    def chosen(self, key: str) -> str | None:
        return self._effect.chosen_value(key)


def matches(selector: Selector, chars: WorkingChars, effect: ActiveEffect, board: Board) -> bool:
    """True if ``chars`` is one of the objects ``selector`` describes for ``effect`` now."""
    return selector_matches(selector, chars, LayerReader(effect, board))


def select(selector: Selector, effect: ActiveEffect, board: Board) -> tuple[str, ...]:
    """The ids of the objects ``selector`` describes now, in board order."""
    reader = LayerReader(effect, board)
    if selector.ref == "self":
        return (effect.source,) if effect.source in board else ()
    if selector.ref == "attached":
        attached = reader.attached_to
        return (attached,) if attached is not None and attached in board else ()
    if selector.ref == "targets":
        return tuple(t for t in effect.targets if t in board)
    return tuple(i for i, chars in board.items() if selector_matches(selector, chars, reader))


def evaluate(amount: Amount, it: WorkingChars | None, effect: ActiveEffect, board: Board) -> int:
    """The value of ``amount`` now; ``it`` is the object being changed."""
    total = amount.constant
    if amount.count is not None:
        total += len(select(amount.count, effect, board))
    if amount.card_types_among is not None:
        found: set[str] = set()
        for ident in select(amount.card_types_among, effect, board):
            found.update(board[ident].types)
        total += len(found)
    if amount.mana_value_of_it and it is not None:
        total += it.mana_value
    for term in amount.terms:
        total += evaluate(term, it, effect, board)
    return total


# --- text changes (612) ---------------------------------------------------------------


def _replace_word(value: Any, old: str, new: str) -> Any:
    if isinstance(value, str):
        return new if value == old else value
    if isinstance(value, tuple):
        return tuple(_replace_word(v, old, new) for v in value)
    if isinstance(value, Ability):
        return dataclasses.replace(value, label=_replace_in_label(value.label, old, new),
                                   spec=_replace_word(value.spec, old, new))
    if isinstance(value, Chosen):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {
            f.name: _replace_word(getattr(value, f.name), old, new)
            for f in dataclasses.fields(value)
            if f.init
        }
        return dataclasses.replace(value, **changes)
    return value


def _replace_in_label(label: str, old: str, new: str) -> str:
    """Replace a whole word in an ability's text, keeping its capitalization."""
    old_word = COLOR_WORDS.get(old, old)
    new_word = COLOR_WORDS.get(new, new)

    def swap(match: re.Match[str]) -> str:
        found = match.group("word")
        word = new_word.capitalize() if found[0].isupper() else new_word
        article = match.group("article")
        if article is None:
            return word
        # "a Swamp" becomes "an Island", not "a Island".
        fitting = "an" if word[0].lower() in "aeiou" else "a"
        fitting = fitting.capitalize() if article[0].isupper() else fitting
        return f"{fitting}{match.group('space')}{word}"

    pattern = re.compile(
        rf"\b(?:(?P<article>an?)(?P<space>\s+))?(?P<word>{re.escape(old_word)})\b",
        re.IGNORECASE,
    )
    return pattern.sub(swap, label)


def change_text(chars: WorkingChars, old: str, new: str) -> None:
    """612.1–612.2: replace a color word or a type word in the rules text and type line."""
    # Color words are kept as letters in the effect language.
    old = WORD_COLORS.get(old.lower(), old)
    new = WORD_COLORS.get(new.lower(), new)
    chars.abilities = tuple(
        (slot, ability if ability.origin != "printed" else _replace_word(ability, old, new))
        for slot, ability in chars.abilities
    )
    # 612.2: a subtype word on the type line changes too; the name never does.
    if old in chars.subtypes:
        chars.subtypes = tuple(new if s == old else s for s in chars.subtypes)
        if "Land" in chars.types:
            sync_land_mana(chars, remove_old=True)


# --- applying one modification -----------------------------------------------------------


def sync_land_mana(chars: WorkingChars, remove_old: bool) -> None:
    """305.6: a land with a basic land type has that type's mana ability."""
    kept = tuple(
        (slot, a) for slot, a in chars.abilities if not (remove_old and a.origin == "land_type")
    )
    have = {slot for slot, _ in kept}
    added = tuple(
        (f"{chars.id}~{color}", mana_ability(color, "land_type"))
        for land_type, color in BASIC_LAND_MANA.items()
        if land_type in chars.subtypes and f"{chars.id}~{color}" not in have
    )
    chars.abilities = kept + added


def _add_subtypes(chars: WorkingChars, subtypes: tuple[str, ...]) -> None:
    # 205.3d: an object can't gain a subtype that doesn't fit any of its card types.
    new = tuple(s for s in subtypes if s not in chars.subtypes and subtype_fits(s, chars.types))
    chars.subtypes = chars.subtypes + new


def _set_subtypes(chars: WorkingChars, subtypes: tuple[str, ...]) -> bool:
    """Replace the subtypes of each kind given; True when 305.7 applied."""
    kinds = {subtype_kind(s) for s in subtypes}
    old = chars.subtypes
    position = next((i for i, s in enumerate(old) if subtype_kind(s) in kinds), len(old))
    kept = tuple(s for s in old if subtype_kind(s) not in kinds)
    # The new subtypes take the old ones' place on the type line ("Mountain Dryad").
    before = sum(1 for s in old[:position] if subtype_kind(s) not in kinds)
    new = tuple(
        s for s in dict.fromkeys(subtypes) if s not in kept and subtype_fits(s, chars.types)
    )
    chars.subtypes = kept[:before] + new + kept[before:]
    if "land" in kinds and "Land" in chars.types and any(s in BASIC_LAND_MANA for s in subtypes):
        # 305.7: it loses its old land types and every ability from its rules text,
        # and gains the mana ability of each new basic land type. Granted abilities stay.
        chars.abilities = tuple(
            (slot, a) for slot, a in chars.abilities if a.origin not in ("printed", "land_type")
        )
        sync_land_mana(chars, remove_old=True)
        return True
    if "land" in kinds:
        sync_land_mana(chars, remove_old=True)
    return False


def copiable_values(original: WorkingChars, onto: WorkingChars) -> None:
    """706.2: copy the copiable values of ``original`` onto ``onto``."""
    onto.name = original.name
    onto.mana_value = original.mana_value
    onto.colors = original.colors
    onto.types = original.types
    onto.subtypes = original.subtypes
    onto.supertypes = original.supertypes
    onto.power = original.power
    onto.toughness = original.toughness
    onto.loyalty = original.loyalty
    onto.abilities = tuple(
        (f"{onto.id}#{i + 1}", dataclasses.replace(a, origin="printed"))
        for i, (_, a) in enumerate(original.abilities)
        if a.origin != "granted"
    )


def apply_modification(
    mod: Modification, chars: WorkingChars, effect: ActiveEffect, board: Board
) -> tuple[str, ...]:
    """Apply ``mod`` to ``chars`` (a private copy); returns extra rules it applied."""
    op = mod.op
    if op == "copy":
        original = board.get(_copy_source(mod, effect) or "")
        if original is not None and original.id != chars.id:
            copiable_values(original, chars)
    elif op == "gain_control":
        chars.controller = effect.controller_on(board)
    elif op == "change_text":
        old = resolve_value(mod.word_from, effect) if mod.word_from is not None else None
        new = resolve_value(mod.word_to, effect) if mod.word_to is not None else None
        if old and new:
            change_text(chars, old, new)
    elif op == "add_types":
        chars.types = chars.types + tuple(t for t in mod.types if t not in chars.types)
        chars.supertypes = chars.supertypes + tuple(
            s for s in mod.supertypes if s not in chars.supertypes
        )
        added = _values(mod.subtypes, effect)
        _add_subtypes(chars, added)
        if any(s in BASIC_LAND_MANA for s in added) and "Land" in chars.types:
            sync_land_mana(chars, remove_old=False)
    elif op == "set_types":
        chars.types = mod.types
        if mod.subtypes:
            chars.subtypes = ()
            _add_subtypes(chars, _values(mod.subtypes, effect))
        else:
            chars.subtypes = tuple(s for s in chars.subtypes if subtype_fits(s, chars.types))
    elif op == "every_creature_type":
        # 702.73a: "this object is every creature type" (Changeling).
        _add_subtypes(chars, (EVERY_CREATURE_TYPE,))
    elif op == "set_subtypes":
        if _set_subtypes(chars, _values(mod.subtypes, effect)):
            return ("land_type_set",)
    elif op == "remove_types":
        chars.types = tuple(t for t in chars.types if t not in mod.types)
        removed = set(_values(mod.subtypes, effect))
        chars.subtypes = tuple(
            s for s in chars.subtypes if s not in removed and subtype_fits(s, chars.types)
        )
        chars.supertypes = tuple(s for s in chars.supertypes if s not in mod.supertypes)
    elif op == "set_colors":
        chars.colors = sort_colors(_values(mod.colors, effect))
    elif op == "add_colors":
        chars.colors = sort_colors(chars.colors + _values(mod.colors, effect))
    elif op == "add_abilities":
        chars.abilities = chars.abilities + tuple(
            (f"{effect.id}>{chars.id}#{i + 1}", dataclasses.replace(
                granted(a, dict(effect.chosen), effect.source, mod.spares_source),
                origin="granted"))
            for i, a in enumerate(mod.abilities)
        )
    elif op == "remove_all_abilities":
        chars.abilities = ()
    elif op == "remove_abilities":
        chars.abilities = tuple(
            (slot, a) for slot, a in chars.abilities
            if not (a.is_keyword and a.label in {keyword_name(k) for k in mod.keywords})
        )
    elif op == "set_pt":
        assert mod.power is not None and mod.toughness is not None
        chars.power = evaluate(mod.power, chars, effect, board)
        chars.toughness = evaluate(mod.toughness, chars, effect, board)
    elif op == "modify_pt":
        assert mod.power is not None and mod.toughness is not None
        if chars.power is not None:
            chars.power += evaluate(mod.power, chars, effect, board)
        if chars.toughness is not None:
            chars.toughness += evaluate(mod.toughness, chars, effect, board)
    elif op == "switch_pt":
        chars.power, chars.toughness = chars.toughness, chars.power
    return ()


def _copy_source(mod: Modification, effect: ActiveEffect) -> str | None:
    if mod.of == "target":
        return effect.targets[0] if effect.targets else None
    if mod.of == "chosen":
        # 706: e.g. Clone copies the creature chosen as it entered.
        return effect.chosen_value("copy")
    return mod.of


def what_it_does(
    mod: Modification, chars: WorkingChars | None, effect: ActiveEffect, board: Board
) -> Any:
    """A comparable summary of what ``mod`` would do to ``chars`` (613.7a: "what it does").

    With ``chars`` None, only the part that is the same for every object.
    """
    if mod.op == "copy":
        original = board.get(_copy_source(mod, effect) or "")
        if original is None:
            return None
        return (original.name, original.mana_value, original.colors, original.types,
                original.subtypes, original.supertypes, original.power, original.toughness,
                tuple(a for _, a in original.abilities if a.origin != "granted"))
    if mod.op == "gain_control":
        return effect.controller_on(board)
    if mod.op in ("set_pt", "modify_pt"):
        assert mod.power is not None and mod.toughness is not None
        return (evaluate(mod.power, chars, effect, board),
                evaluate(mod.toughness, chars, effect, board))
    return (mod.op, _values(mod.subtypes, effect), _values(mod.colors, effect))


def counter_pt(counters: tuple[tuple[str, int], ...]) -> tuple[int, int]:
    """613.3d: the P/T change from counters such as +1/+1, -1/-1 or +1/+0."""
    power = toughness = 0
    for name, number in counters:
        parts = name.split("/")
        if len(parts) != 2:
            continue
        try:
            p, t = int(parts[0]), int(parts[1])
        except ValueError:
            continue
        power += p * number
        toughness += t * number
    return power, toughness
