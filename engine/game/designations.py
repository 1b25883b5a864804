"""Designations a player keeps (rule 702.131c: the city's blessing).

702.131b: ascend on a permanent is a static ability: "Any time you control ten or more
permanents and you don't have the city's blessing, you get the city's blessing for the rest of
the game." :func:`grant_city_blessings` checks it every time the game has changed, right after
the layers ran (:meth:`engine.turn.session.Session.refresh`), so a player gets the blessing
before anything reads the new state; the layers then run again before any trigger is looked at
(702.131d). 702.131a: ascend on an instant or sorcery is a spell ability, checked once as the
spell resolves (:func:`spell_ascends`). The blessing is never lost (702.131c: for the rest of
the game), whatever leaves the battlefield afterwards.
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
        count = permanents_controlled(state, player.id)
        if not ascending or count < ASCEND_PERMANENTS:
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
