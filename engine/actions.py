"""The shared library of actions: what an ability makes happen (rules 614.1a, 615.5, 701).

An action is data (``{"do": "lose_life", "amount": "event"}``). A replacement ability lists the
actions that happen instead of an event (614.1a: "If a player would gain life, that player
loses that much life instead"); triggered abilities and resolving spells will use the same
actions. Each action names whom it affects relative to the event it replaces ("that player",
"that permanent") and how much: a number, or ``"event"`` for the event's own amount.

:func:`perform_action` turns actions into the engine's events (:mod:`engine.events`), which then
go through replacement effects and happen like any other.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.citations import cite
from engine.concepts import Zone
from engine.errors import ScenarioError, join
from engine.events import (
    Damage,
    Destroy,
    Draw,
    Event,
    GainLife,
    LoseLife,
    Move,
    PutCounters,
    Regenerate,
    WinGame,
)
from engine.objects import ChoiceOption, PendingChoice
from engine.replacement import Applied, GameView, ReplacementEffect, name_of, says
from engine.trace import Message


class Do(enum.StrEnum):
    """The actions of the library."""

    PUT_COUNTERS = "put_counters"
    GAIN_LIFE = "gain_life"
    LOSE_LIFE = "lose_life"
    DRAW = "draw"
    RETURN_FROM_GRAVEYARD = "return_from_graveyard"
    WIN_GAME = "win_game"
    REGENERATE = "regenerate"


@dataclass(frozen=True, slots=True)
class Action:
    """One action: ``do``, with a counter kind for counters and an amount (None: the amount of
    the event it replaces)."""

    do: Do
    counter: str = ""
    amount: int | None = None


# The event types whose "that player" / "that permanent" each action acts on; the fields of
# each action are declared in engine/format/cards.py.
FITS: dict[Do, tuple[str, ...]] = {
    Do.PUT_COUNTERS: ("damage",),
    Do.GAIN_LIFE: ("draw",),
    Do.LOSE_LIFE: ("gain_life",),
    Do.DRAW: ("gain_life",),
    Do.RETURN_FROM_GRAVEYARD: ("draw",),
    Do.WIN_GAME: ("draw",),
    Do.REGENERATE: ("destroy",),
}


def parse_actions(data: list[Any], path: str, event_type: str) -> tuple[Action, ...]:
    """Parse a list of actions that replace an event of ``event_type``."""
    if len(data) != 1:
        raise ScenarioError(path, "expected one action (the engine plays one action instead)")
    actions = []
    for i, item in enumerate(data):
        where = join(path, i)
        if not isinstance(item, Mapping):
            raise ScenarioError(where, "expected an action object")
        raw = item.get("do")
        if raw not in Do.__members__.values():
            raise ScenarioError(join(where, "do"),
                                f"expected one of {', '.join(d.value for d in Do)}")
        do = Do(str(raw))
        if event_type not in FITS[do]:
            raise ScenarioError(join(where, "do"),
                                f"{do} can't replace a {event_type} event (it fits: "
                                f"{', '.join(FITS[do])})")
        amount = item.get("amount", "event")
        if amount != "event" and (isinstance(amount, bool) or not isinstance(amount, int)
                                  or amount < 0):
            raise ScenarioError(join(where, "amount"), 'expected a non-negative integer or "event"')
        counter = item.get("counter", "")
        if do is Do.PUT_COUNTERS and (not isinstance(counter, str) or not counter):
            raise ScenarioError(join(where, "counter"), "expected a counter name")
        actions.append(Action(do, counter, None if amount == "event" else amount))
    return tuple(actions)


def _amount(action: Action, event: Event) -> int:
    if action.amount is not None:
        return action.amount
    if isinstance(event, (Damage, GainLife, LoseLife)):
        return event.amount
    return 1


def _put_counters(action: Action, effect: ReplacementEffect, event: Event,
                  game: GameView) -> Applied:
    assert isinstance(event, Damage)
    amount = _amount(action, event)
    return Applied((PutCounters(event.target, action.counter, amount),),
                   says("replacement.damage.to_counters", effect, amount=amount,
                         target=name_of(event.target, game)))


def _lose_life(action: Action, effect: ReplacementEffect, event: Event,
               game: GameView) -> Applied:
    assert isinstance(event, GainLife)
    amount = _amount(action, event)
    return Applied((LoseLife(event.player, amount),),
                   says("replacement.life.gain_to_loss", effect, player=event.player,
                         amount=amount))


def _draw(action: Action, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
    assert isinstance(event, GainLife)
    amount = _amount(action, event)
    return Applied(tuple(Draw(event.player) for _ in range(amount)),
                   says("replacement.life.gain_to_draw", effect, player=event.player,
                         amount=amount))


def _gain_life(action: Action, effect: ReplacementEffect, event: Event,
               game: GameView) -> Applied:
    assert isinstance(event, Draw)
    return Applied((GainLife(event.player, _amount(action, event)),),
                   says("replacement.draw.to_gain", effect, player=event.player))


def _return_from_graveyard(action: Action, effect: ReplacementEffect, event: Event,
                           game: GameView) -> Applied:
    assert isinstance(event, Draw)
    cards = game.graveyard_cards(event.player)
    card = cards[0]
    if len(cards) > 1:
        card = game.ask(PendingChoice(
            player=event.player,
            rules=cite("replacement.instead"),
            message=says("replacement.draw.which_card", effect, player=event.player),
            options=tuple(ChoiceOption(c, Message.of("replacement.draw.card",
                                                     object=name_of(c, game))) for c in cards),
        ))
    return Applied((Move(card, Zone.HAND, rule="replacement.instead"),),
                   says("replacement.draw.to_return", effect, player=event.player,
                         object=name_of(card, game)))


def _win_game(action: Action, effect: ReplacementEffect, event: Event,
              game: GameView) -> Applied:
    assert isinstance(event, Draw)
    return Applied((WinGame(event.player, "game.win_effect"),),
                   says("replacement.draw.to_win", effect, player=event.player))


def _regenerate(action: Action, effect: ReplacementEffect, event: Event,
                game: GameView) -> Applied:
    assert isinstance(event, Destroy)
    return Applied((Regenerate(event.target),),
                   says("replacement.regenerate.applied", effect,
                         object=name_of(event.target, game)),
                   usage=((effect.key, 0),))


Perform = Callable[[Action, ReplacementEffect, Event, GameView], Applied]
_PERFORM: dict[Do, Perform] = {
    Do.PUT_COUNTERS: _put_counters,
    Do.GAIN_LIFE: _gain_life,
    Do.LOSE_LIFE: _lose_life,
    Do.DRAW: _draw,
    Do.RETURN_FROM_GRAVEYARD: _return_from_graveyard,
    Do.WIN_GAME: _win_game,
    Do.REGENERATE: _regenerate,
}


def perform_action(actions: tuple[Action, ...], effect: ReplacementEffect, event: Event,
                   game: GameView) -> Applied:
    """What happens instead of ``event``: the events its (one) action makes."""
    action, = actions
    return _PERFORM[action.do](action, effect, event, game)
