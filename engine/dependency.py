"""Dependency between effects in one layer or sublayer (rule 613.7a–c).

An effect depends on another when applying the other would change the first
one's existence, its text, which objects it applies to, or what it does to
them (613.7a). We find out by trial application: apply the other effect to a
copy of the board and compare what the first effect does to each object it
touched, never the resulting board (so "loses flying" does not depend on
"gains flying"). A cheap pre-check on the characteristics each effect writes
and reads skips trials that cannot matter, which keeps the work linear in the
number of objects. Dependent effects wait (613.7b); a loop falls back to
timestamp order (613.7b); the order is worked out again after every
application (613.7c).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.board import Board
from engine.effects import Modification, continuous_spec
from engine.modifications import ActiveEffect, apply_modification, matches, select, what_it_does

_WRITES = {
    "copy": {"everything"},
    "gain_control": {"controller"},
    "change_text": {"abilities", "subtypes"},
    "add_types": {"types", "subtypes", "supertypes"},
    "set_types": {"types", "subtypes"},
    "set_subtypes": {"subtypes", "abilities"},
    "remove_types": {"types", "subtypes", "supertypes"},
    "set_colors": {"colors"},
    "add_colors": {"colors"},
    "add_abilities": {"abilities"},
    "remove_all_abilities": {"abilities"},
    "remove_abilities": {"abilities"},
    "set_pt": {"pt"},
    "modify_pt": {"pt"},
    "switch_pt": {"pt"},
}


@dataclass(frozen=True, slots=True)
class LayerEffect:
    """One effect's part in one layer.

    ``locked`` fixes the objects it applies to: the objects it started on in an
    earlier layer (613.5), a resolved effect's fixed set (611.2c) or its targets.
    ``started`` is True when it already applied in an earlier layer, so it keeps
    applying even if its source lost the ability (613.5).
    """

    effect: ActiveEffect
    mods: tuple[Modification, ...]
    locked: tuple[str, ...] | None
    started: bool

    @property
    def id(self) -> str:
        """The effect's id."""
        return self.effect.id

    @property
    def needs_ability(self) -> bool:
        """A static ability's effect exists only while its source has the ability."""
        return not self.effect.resolved and not self.started

    def writes(self) -> frozenset[str]:
        """The characteristics it can change."""
        fields: set[str] = set()
        for mod in self.mods:
            fields |= _WRITES[mod.op]
        return frozenset(fields)

    def reads(self) -> frozenset[str]:
        """The characteristics its existence, its affected set or its results look at."""
        fields: set[str] = set()
        if self.needs_ability:
            fields |= {"abilities", "controller"}
        elif not self.effect.resolved:
            fields.add("controller")
        if self.locked is None:
            fields |= self.effect.spec.affects.reads()
        for mod in self.mods:
            fields |= mod.reads()
        return frozenset(fields)


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
    """A quick test: could it change ``object_id`` now?"""
    if layer_effect.locked is not None:
        return object_id in layer_effect.locked
    selector = layer_effect.effect.spec.affects
    if selector.ref != "filter":
        return object_id in select(selector, layer_effect.effect, board)
    chars = board.get(object_id)
    return chars is not None and matches(selector, chars, layer_effect.effect, board)


def trial_apply(layer_effect: LayerEffect, board: Board) -> tuple[Board, tuple[str, ...]]:
    """Apply it to a copy of the board; the copy and the objects that changed."""
    trial = dict(board)
    changed = []
    effect = layer_effect.effect
    for object_id in affected(layer_effect, board):
        chars = board[object_id].copy()
        for mod in layer_effect.mods:
            apply_modification(mod, chars, effect, board)
        if not chars.same_as(board[object_id]):
            trial[object_id] = chars
            changed.append(object_id)
    return trial, tuple(changed)


def _reason(a: LayerEffect, board: Board, trial: Board, changed: tuple[str, ...]) -> str | None:
    """Why ``a`` depends on the effect that produced ``trial``, or None."""
    effect = a.effect
    if effect.source in changed:
        if a.needs_ability:
            before, after = exists(a, board), exists(a, trial)
            if before != after:
                return "existence"
            source_before = board[effect.source or ""].ability(effect.slot or "")
            source_after = trial[effect.source or ""].ability(effect.slot or "")
            if source_before != source_after:
                return "text"
        if not effect.resolved and effect.controller_on(board) != effect.controller_on(trial):
            return "what"
    if a.locked is None:
        selector = effect.spec.affects
        if selector.ref == "filter":
            for object_id in changed:
                if matches(selector, board[object_id], effect, board) != matches(
                    selector, trial[object_id], effect, trial
                ):
                    return "applies_to"
    mods = [m for m in a.mods if m.reads()]
    if mods:
        for object_id in affected(a, board):
            for mod in mods:
                if what_it_does(mod, board[object_id], effect, board) != what_it_does(
                    mod, trial[object_id], effect, trial
                ):
                    return "what"
    return None


def dependencies(
    pending: list[LayerEffect], board: Board
) -> dict[str, dict[str, str]]:
    """613.7a: for each pending effect, the pending effects it depends on, with the reason."""
    found: dict[str, dict[str, str]] = {e.id: {} for e in pending}
    if len(pending) < 2:
        return found
    writes = {e.id: e.writes() for e in pending}
    reads = {e.id: e.reads() for e in pending}
    all_writes = frozenset().union(*writes.values())
    all_reads = frozenset().union(*reads.values())
    if not (all_writes & all_reads) and "everything" not in all_writes:
        return found
    trials: dict[str, tuple[Board, tuple[str, ...]]] = {}
    for b in pending:
        if not exists(b, board):
            continue
        for a in pending:
            if a is b:
                continue
            overlap = writes[b.id] & reads[a.id]
            if not overlap and "everything" not in writes[b.id]:
                continue
            if overlap <= {"abilities", "controller"} and (
                a.effect.source is None or not could_affect(b, a.effect.source, board)
            ):
                continue
            if b.id not in trials:
                trials[b.id] = trial_apply(b, board)
            trial, changed = trials[b.id]
            if not changed:
                continue
            reason = _reason(a, board, trial, changed)
            if reason is not None:
                found[a.id][b.id] = reason
    return found


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
