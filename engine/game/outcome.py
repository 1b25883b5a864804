"""Winning, losing and draws (rule 104), and leaving a multiplayer game (800.4a).

104.2a: the last player in the game wins; 104.2b: an effect can say a player wins; 104.3: a
player loses (by a state-based action or an effect); 104.4a: if all players lose at once, the
game is a draw. In a game that goes on, a player who lost leaves it (800.4a).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities.effects import ContinuousSpec
from engine.concepts import Zone
from engine.events import LoseGame, WinGame
from engine.game import designations, existing, zones
from engine.state.objects import ResolvedEffect
from engine.text.citations import cite
from engine.text.trace import Message, StepKind

if TYPE_CHECKING:
    from engine.game.protocol import Game


def win(game: Game, event: WinGame) -> None:
    """104.2b: an effect says the player wins, unless an opponent "can't win" (104.3a...)."""
    label = existing.cant_label(game, "opponents_win_game", player=event.player)
    if label is not None:
        game.note(StepKind.GAME_OVER, ("game.win_effect",),
                  Message.of("outcome.cant_win", player=event.player, effect=label))
        return
    _wins(game, event.player, ("game.win_effect", "game.end"),
          Message.of("outcome.won", player=event.player))


def lose(game: Game, event: LoseGame) -> None:
    """104.3: the player loses the game (and leaves it, 800.4a)."""
    player = game.state.player(event.player)
    if player.lost:
        return
    game.set_player(replace(player, lost=True))
    game.note(StepKind.GAME_OVER, ("game.lose", "game.leave"),
              Message.of("outcome.lost", player=event.player, rule=cite(event.rule)[0]))


def leave(game: Game, player: str) -> None:
    """800.4a: in a game that goes on, what the player owns leaves the game, effects
    giving them control end, and what they still control is exiled."""
    state = game.state
    owned = tuple(o.id for o in state.objects if o.owner == player)
    effects = tuple(e for e in state.effects
                    if not (e.controller == player and _gains_control(e)))
    kept = tuple(o for o in state.objects if o.owner != player)
    game.changed(replace(state, objects=kept, effects=effects))
    game.note(StepKind.GAME_OVER, ("multiplayer.leave",),
              Message.of("outcome.left", player=player, objects=owned))
    # 724.4: at the same time, the monarch's title passes on.
    designations.monarch_leaves(game, player)
    game.refresh()
    for obj in game.state.objects:
        if obj.zone in ("battlefield", "stack") and obj.controller == player:
            zones.relocate(game, obj, Zone.EXILE)
            game.note(StepKind.GAME_OVER, ("multiplayer.leave",),
                      Message.of("outcome.left_exiled", player=player,
                                 object=obj.name), obj.id)


def check_outcome(game: Game) -> None:
    """104.2a: the last player in the game wins; 104.4a: if all lost at once, a draw."""
    players = game.state.players
    if any(p.won for p in players):
        game.end()
        return
    left = [p for p in players if not p.lost]
    if not left:
        game.note(StepKind.GAME_OVER, ("game.draw_all_lose", "game.end"),
                  Message.of("outcome.draw"))
        game.end()
    elif len(left) == 1 and len(players) > 1:
        winner = left[0].id
        _wins(game, winner, ("game.last_player", "game.end"),
              Message.of("outcome.won_last", player=winner))


def _wins(game: Game, player: str, concepts: tuple[str, ...], message: Message) -> None:
    """104.1: the player wins and the game is over."""
    game.set_player(replace(game.state.player(player), won=True))
    game.note(StepKind.GAME_OVER, concepts, message)
    game.end()


def _gains_control(effect: ResolvedEffect) -> bool:
    """Whether a resolved effect gives its controller control of something (613.1b)."""
    spec = effect.ability.spec
    return isinstance(spec, ContinuousSpec) and any(
        m.op == "gain_control" for m in spec.modifications
    )
