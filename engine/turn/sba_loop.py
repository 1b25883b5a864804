"""Performing state-based actions (rule 704.3) and the game's outcome after them (104).

704.3: whenever a player would receive priority, the game checks for state-based actions
(:func:`engine.turn.sba.find_actions` finds them), performs all that apply at once, and checks
again until none apply; 104: then who won, lost or drew is decided. Actions that apply but
change nothing (an indestructible creature with lethal damage, 702.12b; a player who can't
lose) are said once and not repeated; a check that never ends is a draw (104.4b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities.keywords import Hook, hooks_of
from engine.events import Destroy, Event, LoseGame
from engine.game import existing, outcome, perform
from engine.text.citations import cite
from engine.text.trace import Message, StepKind
from engine.turn.sba import Action, find_actions
from engine.turn.triggering import check_triggers

if TYPE_CHECKING:
    from engine.game.protocol import Game

# A state-based-action check that keeps finding something to do this many times in a row is
# an unbreakable loop: 104.4b makes the game a draw.
MAX_SBA_ROUNDS = 1000


def check_state_based_actions(game: Game) -> bool:
    """704.3: check, perform all at once, repeat until none apply; then 104's outcome.

    True if any state-based action was performed and changed the game (514.3a asks).
    """
    performed = False
    for _ in range(MAX_SBA_ROUNDS):
        if game.state.game_over:
            return performed
        game.refresh()
        checked = game.sba_clean
        if (checked is not None and checked[0] is game.state.players
                and checked[1] is game.state.objects):
            # The very players and objects a check found nothing for: it would again
            # (find_actions reads nothing else), so the check is over.
            return performed
        actions = find_actions(game.state, game.answers)
        actions = [a for a in actions if not _does_nothing(game, a)]
        # 704.3: they happen at once; perform them in APNAP order of whoever would choose
        # for them (616.1), then by id, never by how the scenario lists its objects.
        actions.sort(key=lambda action: _apnap_key(game, action))
        _reset_since_last_check(game)
        if not actions:
            game.sba_clean = (game.state.players, game.state.objects)
            return performed
        before = (game.state.players, game.state.objects)
        losers: list[LoseGame] = []
        answered: set[int] = set()
        for action in actions:
            if action.choice is not None and action.choice not in answered:
                answered.add(action.choice)
                kept = answers_choice(game, action.choice)
                game.note(StepKind.CHOICE, ("sba.legend",), Message.of(
                    "sba.legend.chosen", player=game.state.object(kept).controller,
                    kept=f"{game.name(kept)} ({kept})"), kept, choice=action.choice)
            game.note(StepKind.STATE_BASED_ACTION, ("sba", action.concept, *action.also),
                      action.message, action.object)
        for action in actions:
            if isinstance(action.event, LoseGame):
                losers.append(action.event)
            else:
                for event in (action.event, *action.then):
                    perform.happen(game, event)
        for loser in losers:
            outcome.lose(game, loser)
        # 603.2, 603.10a: what this pass made trigger, while it is still the board they
        # happened on (the next pass may remove the sources).
        check_triggers(game)
        outcome.check_outcome(game)
        if not game.state.game_over:
            for loser in losers:
                outcome.leave(game, loser.player)
        if (game.state.players, game.state.objects) == before:
            # Everything that applied was replaced by nothing: checking again would find
            # the same actions, so the check is over.
            return performed
        performed = True
    game.note(StepKind.GAME_OVER, ("game.loop",), Message.of("outcome.loop"))
    game.end()
    return performed


def _apnap_key(game: Game, action: Action) -> tuple[int, str]:
    order = game.apnap()
    player = order[0]
    if action.object is not None and game.state.has_object(action.object):
        obj = game.state.object(action.object)
        player = obj.controller if obj.zone in ("battlefield", "stack") else obj.owner
    elif isinstance(action.event, LoseGame):
        player = action.event.player
    return (order.index(player) if player in order else 0, action.object or "")


def answers_choice(game: Game, index: int) -> str:
    """The object an answer chose."""
    return next(a.choose for a in game.state.choices if a.index == index)


def _reset_since_last_check(game: Game) -> None:
    """704.5b and 704.5h look at what happened since the last check."""
    for player in game.state.players:
        if player.drew_from_empty_library:
            game.set_player(replace(player, drew_from_empty_library=False))
    for obj in game.state.objects:
        if obj.deathtouch_damage:
            game.state = game.state.with_object(replace(obj, deathtouch_damage=False))


def _does_nothing(game: Game, action: Action) -> bool:
    """An action that applies but changes nothing, said once: it must not repeat forever.

    704.5g/h destroy, and an indestructible creature isn't destroyed (702.12b); 704.5a-c
    make a player lose, and Platinum Angel's controller can't lose.
    """
    event = action.event
    if action.exempt:
        # Mirror Gallery: the rule doesn't apply to these permanents (101.1).
        _note_once(game, action.object or "", action.concept, (action.concept, "rules.override"),
                   action.message, action.object)
        return True
    if isinstance(event, Destroy):
        view = game.obj(event.target)
        if view is None or Hook.NOT_DESTROYED not in hooks_of(view.keywords):
            return False
        _note_once(game, event.target, event.rule, (event.rule, "keyword.indestructible"),
                   Message.of("sba.indestructible", object=view.name,
                              rule=cite(event.rule)[0]), event.target)
        return True
    return _cant_lose(game, event)


def _cant_lose(game: Game, event: Event) -> bool:
    if not isinstance(event, LoseGame):
        return False
    label = existing.cant_label(game, "lose_game", player=event.player)
    if label is None:
        return False
    _note_once(game, event.player, event.rule, (event.rule, "game.lose"),
               Message.of("outcome.cant_lose", player=event.player, effect=label,
                          rule=cite(event.rule)[0]))
    return True


def _note_once(game: Game, who: str, rule: str, concepts: tuple[str, ...], message: Message,
               object_id: str | None = None) -> None:
    """Note a state-based action that applies but does nothing, the first time only."""
    if (who, rule) not in game.noted:
        game.noted.add((who, rule))
        game.note(StepKind.STATE_BASED_ACTION, concepts, message, object_id)

