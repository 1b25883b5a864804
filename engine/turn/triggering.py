"""Triggered abilities trigger when their event happens (rules 603.2, 603.3, 603.10, 113.7a).

An ability triggers at the moment its trigger event occurs, and waits until the next time a
player would receive priority to be put on the stack (603.3), even if its source has left the
battlefield by then (113.7a): Kitchen Finks that enters as a 1/0 under an opponent's Elesh
Norn still gains its controller 2 life. So the engine looks for triggered abilities after
each simultaneous batch of events, before anything else changes the board: after a scenario's
event, after each pass of state-based actions (704.3: performed at once), and after each
action of a resolving spell or ability. Leaves-the-battlefield abilities look back in time
(603.10a), so a batch's own departures still trigger.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities import monarch, triggers
from engine.abilities.keywords import rule_of
from engine.state.objects import StackItem
from engine.text.trace import Message, StepKind

if TYPE_CHECKING:
    from engine.game.protocol import Game


def check_triggers(game: Game, resolving: StackItem | None = None) -> None:
    """603.2: what triggered on the events since the last check waits to be put on the
    stack; the trace says so for each. ``resolving``: the ability resolving now, which is on
    the stack until it has resolved (a state trigger doesn't trigger again before, 603.8)."""
    game.refresh()
    _state_triggers(game, resolving)
    state = game.state
    batch = state.history[state.trigger_mark:]
    if not batch:
        return
    found = triggers.collect(state, batch, state.triggered_count + 1)
    # 724.2: the monarch's inherent triggered abilities, which have no source.
    found += monarch.collect(state, batch, state.triggered_count + 1 + len(found))
    delayed: tuple[StackItem, ...] = ()
    left = state.delayed
    if state.delayed:
        delayed, left = triggers.collect_delayed(state, batch,
                                                 state.triggered_count + 1 + len(found))
    found += delayed
    game.state = replace(state, trigger_mark=len(state.history), waiting=state.waiting + found,
                         triggered_count=state.triggered_count + len(found), delayed=left)
    for item in found:
        spec: triggers.TriggeredSpec = item.spec
        look_back: tuple[str, ...] = ()
        if item in delayed:
            # 603.7b: a delayed triggered ability triggers once, the next time its event
            # happens.
            look_back = ("trigger.delayed_once",)
        elif spec.trigger.on in triggers.LOOK_BACK:
            look_back = ("trigger.look_back",)
        if spec.trigger.on in (triggers.On.DIES, triggers.On.PUT_INTO_GRAVEYARD):
            look_back += ("trigger.dies",)
        if spec.you_control is not None or spec.you_control_none is not None or \
                spec.creature_died_this_turn or spec.you_attacked_this_turn or \
                spec.your_turn is not None or spec.life_at_most is not None or \
                spec.life_at_least is not None or spec.opponent_life_at_most is not None or \
                spec.city_blessing or spec.monarch:
            # 603.4: "if you control ...", "if a creature died this turn" held as the event
            # happened (it is checked again as
            # it resolves, engine.turn.stack).
            look_back += ("trigger.intervening_if",)
        keyword = rule_of(item.label)
        if not item.source:
            # 724.2: the monarch's inherent triggered abilities have no source.
            look_back += ("designation.monarch_triggers",)
        game.note(StepKind.TRIGGER, ("trigger.event", *look_back),
                  Message.of("stack.triggered", source=item.source_name, ability=item.label,
                             player=item.controller), item.source or None,
                  rules=(keyword.rule,) if keyword is not None else ())


def _state_triggers(game: Game, resolving: StackItem | None) -> None:
    """603.8: a state trigger triggers as soon as its state is true, once until it has left the
    stack."""
    state = game.state
    found = triggers.state_triggered(state, state.triggered_count + 1,
                                     () if resolving is None else (resolving,))
    if not found:
        return
    game.state = replace(state, waiting=state.waiting + found,
                         triggered_count=state.triggered_count + len(found))
    for item in found:
        game.note(StepKind.TRIGGER, ("trigger.state",),
                  Message.of("stack.triggered", source=item.source_name, ability=item.label,
                             player=item.controller), item.source)
