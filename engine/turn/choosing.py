"""Which players and objects a target may be (rules 115.1, 115.4, 115.5, 601.2c, 608.2b).

:func:`legal_targets` lists what a target of a spell or ability could be: a player (``any`` or
``opponent``), an object that matches its filter in its zones (the battlefield unless it says
otherwise; a spell is an object on the stack), or either ("any target", 115.4); and of those
objects only the ones the spell or ability may target (hexproof, shroud, protection:
:func:`engine.turn.targeting.target_problem`). A spell can't target itself (115.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities.selectors import PermanentReader, matches
from engine.abilities.triggers import TargetSpec
from engine.concepts import Zone
from engine.state.objects import GameObject
from engine.turn.targeting import TargetProblem, target_problem

if TYPE_CHECKING:
    from engine.game.protocol import Game


def fits(game: Game, spec: TargetSpec, candidate: str, source: str,
         controller: str) -> bool:
    """Whether ``candidate`` is of the kind the target asks for (115.1), ignoring hexproof,
    shroud and protection."""
    if game.is_player(candidate):
        if spec.player is None or game.state.player(candidate).lost:
            return False
        return spec.player == "any" or candidate != controller
    obj = game.obj(candidate)
    # 115.5: a spell on the stack is an illegal target for itself; an activated ability's
    # source is another object than the ability, and may be its target ("{1}: Target creature
    # with power 5 or greater gains indestructible", Spearbreaker Behemoth on itself) unless
    # its words say "another" (the filter's ``other``).
    if obj is None or spec.object is None or (candidate == source and obj.zone is Zone.STACK):
        return False
    zones = spec.object.zones
    if zones is None and not spec.object.any_of:
        zones = (Zone.BATTLEFIELD,)
    # A filter with alternatives has its zones in each of them (matches reads them).
    return ((zones is None or obj.zone in zones)
            and matches(spec.object, obj, PermanentReader(source, controller))
            and spec.in_combat(game.state, candidate))


def problem(game: Game, candidate: str, source: str, controller: str) -> TargetProblem | None:
    """Hexproof, shroud or protection making ``candidate`` no legal target (702.11b, 702.18b,
    702.16b); None for a player or an object it may target."""
    if game.is_player(candidate):
        # 702.11c, 702.18a: a player's hexproof or shroud (a permanent's ability).
        game.refresh()
        return target_problem(candidate, _source_object(game, source), controller, game.state)
    obj = game.obj(candidate)
    if obj is None:
        return None
    return target_problem(obj, _source_object(game, source), controller, game.state)


def is_legal(game: Game, spec: TargetSpec, candidate: str, source: str, controller: str) -> bool:
    """115.1, 608.2b: of the right kind, and targetable by this spell or ability."""
    return (fits(game, spec, candidate, source, controller)
            and problem(game, candidate, source, controller) is None)


def legal_targets(game: Game, spec: TargetSpec, source: str, controller: str) -> list[str]:
    """Every legal choice for the target: players in APNAP order, then objects by id."""
    found: list[str] = []
    if spec.player is not None:
        found += [p for p in game.apnap() if is_legal(game, spec, p, source, controller)]
    if spec.object is not None:
        found += [o.id for o in sorted(game.state.objects, key=lambda o: o.id)
                  if is_legal(game, spec, o.id, source, controller)]
    return found


def _source_object(game: Game, source: str) -> GameObject | None:
    return game.obj(source)
