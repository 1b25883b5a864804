"""Designations a player has: the city's blessing (rule 702.131c) and the monarch (724 of the
current rules; 720 in the 2022 text).

702.131b: ascend on a permanent is a static ability: "Any time you control ten or more
permanents and you don't have the city's blessing, you get the city's blessing for the rest of
the game." :func:`grant_city_blessings` checks it every time the game has changed, right after
the layers ran (:meth:`engine.turn.session.Session.refresh`), so a player gets the blessing
before anything reads the new state; the layers then run again before any trigger is looked at
(702.131d). 702.131a: ascend on an instant or sorcery is a spell ability, checked once as the
spell resolves (:func:`spell_ascends`). The blessing is never lost (702.131c: for the rest of
the game), whatever leaves the battlefield afterwards.

The monarch: :func:`become_monarch` (724.3: one monarch at a time; becoming it again changes
nothing) and :func:`monarch_leaves` (724.4: the title passes on as the monarch leaves the
game). The monarch's own triggered abilities are engine/abilities/monarch.py's (724.2).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities.keywords import Hook, hooks_of
from engine.concepts import Zone
from engine.state.objects import GameState
from engine.text.trace import Message, StepKind

if TYPE_CHECKING:
    from engine.game.protocol import Game

# 702.131a, 702.131b: "ten or more permanents".
ASCEND_PERMANENTS = 10


def permanents_controlled(state: GameState, player: str) -> int:
    """How many permanents ``player`` controls (the layers' controller, 613.1b)."""
    return sum(1 for o in state.objects if o.zone == Zone.BATTLEFIELD and o.controller == player)


def grant_city_blessings(game: Game) -> bool:
    """702.131b: each player without the city's blessing who controls a permanent with ascend
    and ten or more permanents gets it (read from the state as the layers just left it);
    whether any player did."""
    state = game.state
    granted = False
    for player in state.players:
        if player.city_blessing or player.lost:
            continue
        ascending = sorted((o for o in state.objects
                            if o.zone == Zone.BATTLEFIELD and o.controller == player.id
                            and Hook.CITY_BLESSING in hooks_of(o.keywords)),
                           key=lambda o: o.id)
        if not ascending:
            continue
        count = permanents_controlled(state, player.id)
        if count < ASCEND_PERMANENTS:
            continue
        # 702.131d: the layers run again (a condition may read the blessing) before anything
        # reads the new state.
        game.changed(game.state.with_player(replace(player, city_blessing=True)))
        game.note(StepKind.EVENT, ("keyword.ascend", "designation.city_blessing"),
                  Message.of("designation.city_blessing", player=player.id,
                             object=ascending[0].name, count=count), ascending[0].id)
        granted = True
    return granted


def spell_ascends(game: Game, player: str, source_id: str, source_name: str) -> None:
    """702.131a: the resolving instant or sorcery has ascend: if ``player`` controls ten or
    more permanents and doesn't have the city's blessing, they get it."""
    game.refresh()
    state = game.state
    if state.player(player).city_blessing:
        return
    count = permanents_controlled(state, player)
    if count < ASCEND_PERMANENTS:
        game.note(StepKind.EVENT, ("keyword.ascend_spell",),
                  Message.of("designation.no_city_blessing", player=player, object=source_name,
                             count=count), source_id)
        return
    game.changed(state.with_player(replace(state.player(player), city_blessing=True)))
    game.note(StepKind.EVENT, ("keyword.ascend_spell", "designation.city_blessing"),
              Message.of("designation.city_blessing", player=player, object=source_name,
                         count=count), source_id)


def become_monarch(game: Game, player: str, source_id: str, source_name: str) -> None:
    """724.3: ``player`` becomes the monarch; the current monarch, if another player, ceases to
    be. A player who is already the monarch stays it: nothing happens (no trigger sees a
    change)."""
    state = game.state
    if state.player(player).lost:
        return
    if state.player(player).monarch:
        game.note(StepKind.EVENT, ("designation.monarch_one",),
                  Message.of("designation.already_monarch", player=player, source=source_name),
                  source_id or None)
        return
    before = next((p.id for p in state.players if p.monarch), None)
    for other in state.players:
        if other.monarch:
            state = state.with_player(replace(other, monarch=False))
    game.changed(state.with_player(replace(state.player(player), monarch=True)))
    game.note(StepKind.EVENT, ("designation.monarch", "designation.monarch_one"),
              Message.of("designation.monarch" if before is None
                         else "designation.monarch_from", player=player,
                         source=source_name, previous=before or ""),
              source_id or None)


def monarch_leaves(game: Game, player: str) -> None:
    """724.4: the monarch left the game: the active player becomes the monarch at the same
    time; if the active player is the one leaving (or has left), the next player in turn order
    still in the game does; with no such player, there is no monarch."""
    state = game.state
    if not state.player(player).monarch:
        return
    order = state.apnap()
    heir = next((p for p in order if p != player and not state.player(p).lost), None)
    state = state.with_player(replace(state.player(player), monarch=False))
    if heir is not None:
        state = state.with_player(replace(state.player(heir), monarch=True))
    game.changed(state)
    game.note(StepKind.EVENT, ("designation.monarch_leaves",),
              Message.of("designation.monarch_left" if heir is not None
                         else "designation.no_monarch", player=player, heir=heir or ""))
