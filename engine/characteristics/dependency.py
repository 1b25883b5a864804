"""Dependency between effects in one layer or sublayer (rule 613.7a–c).

An effect depends on another when applying the other would change the first
one's existence, its text, which objects it applies to, or what it does to
them (613.7a). We find out by trial application: apply the other effect to a
copy of the board and compare what the first effect does to each object it
touched, never the resulting board (so "loses flying" does not depend on
"gains flying"). Dependent effects wait (613.7b); a loop falls back to
timestamp order (613.7b); the order is worked out again after every
application (613.7c).

Trials are expensive, so each aspect is pre-checked on what the two effects
write and read, down to the named card type or subtype ("types:Artifact",
"subtypes:creature:Elf"): adding the Artifact type cannot change what "white
creatures" applies to. An existence check applies the other effect to the
source object alone. This keeps the work linear in the number of objects.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.abilities.effects import Amount, Chosen, Modification, Selector, Value, continuous_spec
from engine.characteristics.board import Board, WorkingChars
from engine.characteristics.modifications import (
    ActiveEffect,
    apply_modification,
    matches,
    select,
    what_it_does,
)
from engine.subtypes import subtype_kind

Token = tuple[str, str, str]  # (field, kind or "*", name or "*")
ANY: Token = ("*", "*", "*")
ABILITIES: Token = ("abilities", "*", "*")
REMOVES_ABILITIES: Token = ("abilities", "remove", "*")
CONTROLLER: Token = ("controller", "*", "*")
# What a static ability's effect needs to go on existing: its source keeps the
# ability (only removing or rewriting abilities can change that) and who controls it.
EXISTENCE_READS = {REMOVES_ABILITIES, CONTROLLER}


def _subtype_token(value: Value) -> Token:
    if isinstance(value, Chosen):
        return ("subtypes", "*", "*")
    return ("subtypes", subtype_kind(value), value)


def _mod_writes(mod: Modification) -> set[Token]:
    op = mod.op
    if op == "copy":
        return {ANY}
    if op == "gain_control":
        return {CONTROLLER}
    if op == "change_text":
        return {ABILITIES, ("subtypes", "*", "*"), ("colors", "*", "*")}
    if op in ("add_types", "remove_types"):
        tokens = {("types", "", t) for t in mod.types}
        tokens |= {("supertypes", "", s) for s in mod.supertypes}
        tokens |= {_subtype_token(s) for s in mod.subtypes}
        if op == "remove_types" and mod.types:
            # 205.3d: subtypes that no longer fit go too.
            tokens.add(("subtypes", "*", "*"))
        return tokens
    if op == "set_types":
        return {("types", "", "*"), ("subtypes", "*", "*")}
    if op == "set_subtypes":
        kinds = {_subtype_token(s)[1] for s in mod.subtypes}
        # 305.7: setting a land's type also removes abilities.
        return {("subtypes", k, "*") for k in kinds} | {ABILITIES}
    if op == "every_creature_type":
        return {("subtypes", "creature", "*")}
    if op in ("set_colors", "add_colors"):
        return {("colors", "*", "*")}
    if op == "add_abilities":
        return {("abilities", "add", "*")}
    if op == "remove_abilities":
        return {("abilities", "keyword", "*")}
    if op == "remove_all_abilities":
        return {REMOVES_ABILITIES}
    return {("pt", "*", "*")}


def selector_reads(selector: Selector) -> set[Token]:
    """What a description looks at, down to the named types."""
    tokens: set[Token] = set()
    for card_type in selector.types + selector.not_types:
        tokens.add(("types", "", card_type))
    for subtype in selector.subtypes + selector.not_subtypes:
        tokens.add(_subtype_token(subtype))
    for supertype in selector.supertypes + selector.not_supertypes:
        tokens.add(("supertypes", "", supertype))
    if selector.colors or selector.not_colors:
        tokens.add(("colors", "*", "*"))
    if selector.controller is not None:
        tokens.add(CONTROLLER)
    for sub in selector.any_of:
        tokens |= selector_reads(sub)
    return tokens


def _amount_reads(amount: Amount) -> set[Token]:
    tokens: set[Token] = set()
    if amount.count is not None:
        tokens |= selector_reads(amount.count)
    if amount.card_types_among is not None:
        tokens |= selector_reads(amount.card_types_among) | {("types", "", "*")}
    for term in amount.terms:
        tokens |= _amount_reads(term)
    return tokens


def overlaps(writes: set[Token], reads: set[Token]) -> bool:
    """True if something written may be something read ("*" matches anything)."""
    for w in writes:
        if w == ANY:
            return bool(reads)
        for r in reads:
            if w[0] == r[0] and (w[1] == "*" or r[1] == "*" or w[1] == r[1]) and (
                w[2] == "*" or r[2] == "*" or w[2] == r[2]
            ):
                return True
    return False


@dataclass(frozen=True, slots=True)
class LayerEffect:
    """One effect's part in one layer.

    ``locked`` fixes the objects it applies to: the objects it started on in an
    earlier layer (613.5), a resolved effect's fixed set (611.2c) or its targets.
    ``started`` is True when it already applied in an earlier layer, so it keeps
    applying even if its source lost the ability (613.5). ``missing_choices`` names
    choices the scenario left out; the modifications that need them are dropped.
    """

    effect: ActiveEffect
    mods: tuple[Modification, ...]
    locked: tuple[str, ...] | None
    started: bool
    missing_choices: tuple[str, ...] = ()
    writes: set[Token] = field(default_factory=set, compare=False)
    reads_selector: set[Token] = field(default_factory=set, compare=False)
    reads_amounts: set[Token] = field(default_factory=set, compare=False)

    def __post_init__(self) -> None:
        for mod in self.mods:
            self.writes.update(_mod_writes(mod))
            for amount in (mod.power, mod.toughness):
                if amount is not None:
                    self.reads_amounts.update(_amount_reads(amount))
            if mod.op == "copy":
                self.reads_amounts.add(ANY)
        if self.locked is None and self.effect.spec.affects.ref == "filter":
            self.reads_selector.update(selector_reads(self.effect.spec.affects))

    @property
    def id(self) -> str:
        """The effect's id."""
        return self.effect.id

    @property
    def needs_ability(self) -> bool:
        """A static ability's effect exists only while its source has the ability."""
        return not self.effect.resolved and not self.started


def exists(layer_effect: LayerEffect, board: Board) -> bool:
    """True if the effect still exists: its source has the ability where it functions."""
    if not layer_effect.needs_ability:
        return True
    effect = layer_effect.effect
    source = board.get(effect.source or "")
    if source is None or effect.slot is None:
        return False
    functions_in = effect.spec.functions_in
    if functions_in is not None and source.zone not in functions_in:
        return False
    ability = source.ability(effect.slot)
    return ability is not None and continuous_spec(ability) == effect.spec


def affected(layer_effect: LayerEffect, board: Board) -> tuple[str, ...]:
    """The objects it applies to now."""
    if layer_effect.locked is not None:
        return tuple(i for i in layer_effect.locked if i in board)
    return select(layer_effect.effect.spec.affects, layer_effect.effect, board)


def could_affect(layer_effect: LayerEffect, object_id: str, board: Board) -> bool:
    """Would it change ``object_id`` if applied now?"""
    if layer_effect.locked is not None:
        return object_id in layer_effect.locked
    selector = layer_effect.effect.spec.affects
    if selector.ref != "filter":
        return object_id in select(selector, layer_effect.effect, board)
    chars = board.get(object_id)
    return chars is not None and matches(selector, chars, layer_effect.effect, board)


def _applied(layer_effect: LayerEffect, chars: WorkingChars, board: Board) -> WorkingChars:
    new = chars.copy()
    for mod in layer_effect.mods:
        apply_modification(mod, new, layer_effect.effect, board)
    return new


def trial_apply(layer_effect: LayerEffect, board: Board) -> tuple[Board, tuple[str, ...]]:
    """Apply it to a copy of the board; the copy and the objects that changed."""
    trial = dict(board)
    changed = []
    for object_id in affected(layer_effect, board):
        chars = _applied(layer_effect, board[object_id], board)
        if not chars.same_as(board[object_id]):
            trial[object_id] = chars
            changed.append(object_id)
    return trial, tuple(changed)


class _Trials:
    """Trial applications for one round of 613.7c, each made at most once."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.full: dict[str, tuple[Board, tuple[str, ...]]] = {}

    def of(self, layer_effect: LayerEffect) -> tuple[Board, tuple[str, ...]]:
        if layer_effect.id not in self.full:
            self.full[layer_effect.id] = trial_apply(layer_effect, self.board)
        return self.full[layer_effect.id]


def _existence_reason(a: LayerEffect, b: LayerEffect, board: Board) -> str | None:
    source_id = a.effect.source
    if source_id is None or not could_affect(b, source_id, board):
        return None
    before = board[source_id]
    after = _applied(b, before, board)
    if before.same_as(after):
        return None
    trial = {source_id: after}
    if a.needs_ability:
        if exists(a, board) != exists(a, trial):
            return "existence"
        if before.ability(a.effect.slot or "") != after.ability(a.effect.slot or ""):
            return "text"
    if before.controller != after.controller:
        return "what"
    return None


def _reason(a: LayerEffect, b: LayerEffect, board: Board, trials: _Trials) -> str | None:
    """613.7a: why ``a`` depends on ``b``, or None if it doesn't."""
    effect = a.effect
    if not effect.resolved and overlaps(b.writes, EXISTENCE_READS):
        reason = _existence_reason(a, b, board)
        if reason is not None:
            return reason
    if a.reads_selector and overlaps(b.writes, a.reads_selector):
        trial, changed = trials.of(b)
        selector = effect.spec.affects
        for object_id in changed:
            if matches(selector, board[object_id], effect, board) != matches(
                selector, trial[object_id], effect, trial
            ):
                return "applies_to"
    if a.reads_amounts and overlaps(b.writes, a.reads_amounts):
        trial, changed = trials.of(b)
        if changed:
            for mod in a.mods:
                if what_it_does(mod, None, effect, board) != what_it_does(mod, None, effect, trial):
                    return "what"
            for object_id in set(changed).intersection(affected(a, board)):
                for mod in a.mods:
                    if what_it_does(mod, board[object_id], effect, board) != what_it_does(
                        mod, trial[object_id], effect, trial
                    ):
                        return "what"
    return None


def _reads(a: LayerEffect) -> set[Token]:
    tokens = a.reads_selector | a.reads_amounts
    if not a.effect.resolved:
        tokens = tokens | EXISTENCE_READS
    return tokens


def can_depend(pending: list[LayerEffect]) -> bool:
    """False when nothing any of them writes is read by any of them (no trial needed)."""
    writes: set[Token] = set().union(*(e.writes for e in pending))
    reads: set[Token] = set().union(*(_reads(e) for e in pending))
    return overlaps(writes, reads)


class DependencyFinder:
    """Answers 613.7a questions about one board, sharing trial applications."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.trials = _Trials(board)

    def depends_on(self, a: LayerEffect, pending: list[LayerEffect]) -> dict[str, str]:
        """The pending effects ``a`` depends on, with the reason."""
        found: dict[str, str] = {}
        reads = _reads(a)
        for b in pending:
            if b is a or not overlaps(b.writes, reads) or not exists(b, self.board):
                continue
            reason = _reason(a, b, self.board, self.trials)
            if reason is not None:
                found[b.id] = reason
        return found

    def graph(self, pending: list[LayerEffect]) -> dict[str, dict[str, str]]:
        """613.7a: for each pending effect, the pending effects it depends on."""
        return {a.id: self.depends_on(a, pending) for a in pending}


def dependencies(pending: list[LayerEffect], board: Board) -> dict[str, dict[str, str]]:
    """613.7a: for each pending effect, the pending effects it depends on, with the reason."""
    if not can_depend(pending):
        return {e.id: {} for e in pending}
    return DependencyFinder(board).graph(pending)


def _reachable(start: str, graph: dict[str, dict[str, str]]) -> set[str]:
    seen: set[str] = set()
    stack = [start]
    while stack:
        node = stack.pop()
        for nxt in graph.get(node, {}):
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen


def next_effect(
    pending: list[LayerEffect], graph: dict[str, dict[str, str]]
) -> tuple[LayerEffect, set[str]]:
    """613.7b: the effect to apply next, and the loop it is in (empty if none).

    An effect is ready when every effect it depends on is in a loop with it;
    of the ready effects the earliest timestamp goes first.
    """
    reach = {e.id: _reachable(e.id, graph) for e in pending} if any(graph.values()) else {}
    ready = []
    for effect in pending:
        waits_for = graph.get(effect.id, {})
        loop = {b for b in waits_for if effect.id in reach.get(b, set())}
        if all(b in loop for b in waits_for):
            ready.append((effect.effect.order_key, effect, loop))
    ready.sort(key=lambda item: item[0])
    _, chosen, loop = ready[0]
    return chosen, loop
