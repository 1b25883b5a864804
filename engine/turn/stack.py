"""The stack: triggered abilities put on it and resolved (rules 117.5, 405, 603.3, 608, 104.4b).

Whenever a player would receive priority, state-based actions are checked first (117.5, 704.3);
then the abilities that triggered since the last time are put on the stack (603.3): the active
player's first, then each other player's in turn order (603.3b, APNAP), each player putting
theirs in the order they choose; targets are chosen as an ability is put on the stack (603.3d),
by its controller unless only one choice is legal, and an ability with no legal target is
removed. Nobody responds: the engine then resolves the top object (608.2): its intervening "if"
is checked again (603.4), its targets must still be legal (608.2b), and its actions happen in
order; state-based actions are checked and new triggers put on top before the next resolves,
until the stack is empty. A loop of mandatory triggers that never empties the stack makes the
game a draw (104.4b).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities import triggers
from engine.abilities.actions import (
    Do,
    ResolveAction,
    amount_of,
    life_lost_since,
    players_of,
    resolve_events,
    was_done,
)
from engine.abilities.effects import Amount, ContinuousSpec, Selector
from engine.abilities.prevention import CantSpec
from engine.abilities.selectors import PermanentReader, matches
from engine.concepts import Duration, Zone
from engine.events import Enter, Event, GainLife, Move, PutCounters, RemoveCounters, Sacrifice
from engine.game import designations, existing, perform, zones
from engine.state.objects import (
    Ability,
    ChoiceOption,
    GameObject,
    Happened,
    HistoryEntry,
    PendingChoice,
    ResolvedEffect,
    StackItem,
    StackKind,
)
from engine.text.citations import cite
from engine.text.trace import Message, StepKind
from engine.turn import copying, resolving, sba_loop
from engine.turn.targeting import target_problem
from engine.turn.triggering import check_triggers

if TYPE_CHECKING:
    from engine.game.protocol import Game

# 104.4b: resolving this many abilities after one event without the stack emptying is taken as
# a loop of mandatory actions that nothing can stop: the game is a draw.
MAX_RESOLUTIONS = 300


def settle(game: Game, checkpoint: Callable[[], None] | None = None, *,
           everything: bool = False) -> None:
    """Everything that happens before a player would receive priority with an empty stack:
    state-based actions, triggered abilities put on the stack, the stack resolved, down to the
    first spell or ability a ``cast`` or ``activate`` event put there (it waits for a
    ``resolve`` event); with ``everything``, that too (all players pass, 117.4, 405.5).
    ``checkpoint`` is called whenever the stack changed (after abilities were put on it, and
    after each resolution), so the board can be shown with the stack at those moments."""
    while True:
        # Between resolutions: a run past its deadline stops here (Game.on_time).
        game.on_time()
        # 603.2: what the last event made trigger, before state-based actions change the
        # board (they check again after each of their own passes).
        check_triggers(game)
        sba_loop.check_state_based_actions(game)
        if game.state.game_over:
            return
        check_triggers(game)
        _put_waiting_on_stack(game)
        if not game.state.stack:
            game.state = replace(game.state, resolved_in_a_row=0)
            return
        if game.state.stack[-1].waits and not everything:
            # 117.3b-d: a player who cast or activated it holds priority; the scenario's next
            # event says what happens next (a response, or all players passing).
            return
        if game.state.resolved_in_a_row >= MAX_RESOLUTIONS:
            game.note(StepKind.GAME_OVER, ("game.loop",),
                      Message.of("stack.loop", count=MAX_RESOLUTIONS))
            game.end()
            return
        if checkpoint is not None:
            checkpoint()
        top = game.state.stack[-1]
        if top.waits:
            # 117.4, 405.5: all players pass in succession; the waiting object resolves.
            game.note(StepKind.STACK, ("priority.all_pass", "resolve.top"),
                      Message.of("cast.all_pass", source=top.source_name, ability=top.label),
                      top.source)
        _resolve_top(game)
        if checkpoint is not None:
            checkpoint()


def _put_waiting_on_stack(game: Game) -> None:
    """603.3b: APNAP order; each player orders their own (the first chosen goes on first)."""
    for player in game.apnap():
        mine = [t for t in game.state.waiting if t.controller == player]
        if len(mine) > 1 and not triggers.order_can_matter(mine):
            # Asking would be a question without a difference: they go on in the order
            # they triggered, and the trace says why nobody was asked.
            game.note(StepKind.STACK, ("trigger.apnap",),
                      Message.of("stack.order_irrelevant", player=player, count=len(mine),
                                 ability=mine[0].label), mine[0].source)
        while mine:
            first = (mine[0] if len(mine) == 1 or not triggers.order_can_matter(mine)
                     else _ask_order(game, player, mine))
            mine.remove(first)
            game.state = replace(game.state, waiting=tuple(
                t for t in game.state.waiting if t.id != first.id))
            _put_on_stack(game, first)


def _ask_order(game: Game, player: str, mine: list[StackItem]) -> StackItem:
    request = PendingChoice(
        player=player,
        rules=cite("trigger.apnap"),
        message=Message.of("stack.which_first", player=player),
        options=tuple(ChoiceOption(t.id, Message.of("stack.option", source=t.source_name,
                                                    ability=t.label)) for t in mine),
    )
    answer = game.answers.answer(request)
    chosen = next(t for t in mine if t.id == answer.choose)
    game.note(StepKind.CHOICE, ("trigger.apnap",),
              Message.of("stack.order_chosen", player=player, source=chosen.source_name,
                         ability=chosen.label), chosen.source, choice=answer.index)
    return chosen


def _put_on_stack(game: Game, item: StackItem) -> None:
    """603.3d: its targets are chosen as it is put on the stack (603.3c: a modal ability's mode
    first)."""
    spec: triggers.TriggeredSpec = item.spec
    if spec.modes:
        mode = _choose_mode(game, item, spec.modes)
        if mode is None:
            return
        spec = replace(spec, modes=(), targets=mode.targets, effect=mode.effect)
        item = replace(item, spec=spec)
    chosen: list[str] = []
    if spec.targets and spec.targets[0].up_to:
        chosen = _choose_up_to(game, item, spec.targets[0])
    for target in () if chosen or (spec.targets and spec.targets[0].up_to) else spec.targets:
        legal = _legal_targets(game, item, target)
        if not legal:
            game.note(StepKind.STACK, ("trigger.targets",),
                      Message.of("stack.no_target", source=item.source_name, ability=item.label),
                      item.source)
            return
        if len(legal) == 1:
            chosen.append(legal[0])
            continue
        request = PendingChoice(
            player=item.controller,
            rules=cite("trigger.targets"),
            message=Message.of("stack.which_target", player=item.controller,
                               source=item.source_name, ability=item.label),
            options=tuple(ChoiceOption(t, Message.of("stack.target_option", target=game.name(t)))
                          for t in legal),
        )
        answer = game.answers.answer(request)
        chosen.append(answer.choose)
        game.note(StepKind.CHOICE, ("trigger.targets",),
                  Message.of("stack.target_chosen", player=item.controller,
                             target=game.name(answer.choose), ability=item.label),
                  item.source, choice=answer.index)
    item = replace(item, targets=tuple(chosen))
    game.state = replace(game.state, stack=(*game.state.stack, item))
    # 115.1, 603.2d: what it targets becomes the target of an ability (603.3d).
    targeted = triggers.became_targets(game.state, item, spell=False)
    if targeted:
        game.happened(*targeted)
    key = "stack.put_targets" if item.targets else "stack.put"
    game.note(StepKind.STACK, ("trigger.stack",),
              Message.of(key, source=item.source_name, ability=item.label,
                         targets=tuple(game.name(t) for t in item.targets)), item.source)


def _choose_up_to(game: Game, item: StackItem, target: triggers.TargetSpec) -> list[str]:
    """601.2c, 603.3d: "up to N target ...": its controller chooses none to N different ones,
    one at a time, until they choose to stop (``done``) or none is left. None chosen, it has
    no target (it isn't removed from the stack)."""
    chosen: list[str] = []
    while len(chosen) < target.up_to:
        legal = [t for t in _legal_targets(game, item, target) if t not in chosen]
        if not legal:
            break
        request = PendingChoice(
            player=item.controller,
            rules=cite("trigger.targets"),
            message=Message.of("stack.which_targets", player=item.controller,
                               source=item.source_name, ability=item.label,
                               count=target.up_to, chosen=len(chosen)),
            options=(*(ChoiceOption(t, Message.of("stack.target_option", target=game.name(t)))
                       for t in legal),
                     ChoiceOption("done", Message.of("stack.targets_done"))),
        )
        answer = game.answers.answer(request)
        if answer.choose == "done":
            break
        chosen.append(answer.choose)
        game.note(StepKind.CHOICE, ("trigger.targets",),
                  Message.of("stack.target_chosen", player=item.controller,
                             target=game.name(answer.choose), ability=item.label),
                  item.source, choice=answer.index)
    return chosen


def _choose_mode(game: Game, item: StackItem,
                 modes: tuple[triggers.TriggeredMode, ...]) -> triggers.TriggeredMode | None:
    """603.3c, 700.2: the controller of a modal triggered ability chooses its mode as it is put
    on the stack; a mode with a target that has no legal choice can't be chosen, and with no
    mode left the ability is removed from the stack. With one mode left, it is that one."""
    legal = [(n, mode) for n, mode in enumerate(modes)
             if all(_legal_targets(game, item, t) for t in mode.targets)]
    if not legal:
        game.note(StepKind.STACK, ("trigger.modes",),
                  Message.of("stack.no_mode", source=item.source_name, ability=item.label),
                  item.source)
        return None
    if len(legal) == 1:
        mode = legal[0][1]
        game.note(StepKind.STACK, ("trigger.modes",),
                  Message.of("stack.only_mode", source=item.source_name, ability=item.label,
                             mode=mode.mode), item.source)
        return mode
    request = PendingChoice(
        player=item.controller,
        rules=cite("trigger.modes"),
        message=Message.of("stack.which_mode", player=item.controller, source=item.source_name,
                           ability=item.label),
        options=tuple(ChoiceOption(str(n), Message.of("stack.mode_option", mode=mode.mode))
                      for n, mode in legal),
    )
    answer = game.answers.answer(request)
    mode = modes[int(answer.choose)]
    game.note(StepKind.CHOICE, ("trigger.modes",),
              Message.of("stack.mode_chosen", player=item.controller, mode=mode.mode,
                         ability=item.label), item.source, choice=answer.index)
    return mode


def _legal_targets(game: Game, item: StackItem,
                   target: triggers.TargetSpec) -> list[str]:
    """The players or objects the target could be (115.1), in a stable order."""
    state = game.state
    if target.player is not None or target.any_target:
        # 702.11c, 702.18a: a player with hexproof or shroud may be no legal target.
        source = game.obj(item.source)
        players = [p for p in game.apnap() if not state.player(p).lost
                   and target_problem(p, source, item.controller, state) is None]
        if target.player == "opponent":
            players = [p for p in players if p != item.controller]
        if not target.any_target and target.object is None:
            # "target opponent or planeswalker" has its objects too (115.1).
            return players
    else:
        players = []
    if target.object is None and not target.any_target:
        return []
    reader = PermanentReader(item.source, item.controller)
    zones = target.object.zones if target.object is not None else None
    if target.object is not None and zones is None and target.object.any_of:
        # "target instant or sorcery spell": each alternative says where it is.
        zones = tuple({z for alternative in target.object.any_of
                       for z in (alternative.zones or (Zone.BATTLEFIELD,))})
    # 115.1, 702.11b, 702.16b, 702.18b: hexproof, shroud and protection from its source's
    # qualities make an object no legal target (engine.turn.targeting).
    source = game.obj(item.source)
    return [*players, *(
        o.id for o in sorted(state.objects, key=lambda o: o.id)
        if o.zone in (zones or (Zone.BATTLEFIELD,))
        and (matches(target.object, o, reader) if target.object is not None
             # 115.4: "any target" is a creature, player, planeswalker or battle.
             else bool({"Creature", "Planeswalker", "Battle"} & set(o.types)))
        and target.in_combat(state, o.id, _source_power(game, item)
                             if target.power_below_source else None)
        and target_problem(o, source, item.controller, state) is None)]


def _source_power(game: Game, item: StackItem) -> int | None:
    """702.134a, 608.2h: the ability's source's power: now, while it is still the permanent that
    triggered it (400.7); else as it last existed on the battlefield."""
    source = _source_still(game, item)
    if source is not None:
        return source.power
    last = _last_known(game, item.source, item.source_timestamp)
    return last.power if last is not None else None


def _madness_declined(game: Game, item: StackItem) -> None:
    """702.35a: "If that player doesn't [cast it], they put this card into their graveyard":
    the card, if it is still the object exiled this way (400.7)."""
    card = game.obj(item.it or "")
    if card is None or card.zone != Zone.EXILE or card.timestamp != item.it_timestamp:
        game.note(StepKind.STACK, ("zone.new_object",),
                  Message.of("stack.it_gone", source=item.source_name, ability=item.label),
                  item.source)
        return
    game.note(StepKind.STACK, ("madness", "resolve.choices"),
              Message.of("stack.madness_declined", player=item.controller, object=card.name),
              card.id)
    perform.happen(game, Move(card.id, Zone.GRAVEYARD, rule="resolve"))


def resolve_top(game: Game) -> None:
    """405.5, 608.1: all players passed in succession; the top object resolves."""
    _resolve_top(game)


def _resolve_top(game: Game) -> None:
    """608.2: the top of the stack resolves; it leaves the stack as it does."""
    item = game.state.stack[-1]
    game.state = replace(game.state, stack=game.state.stack[:-1],
                         resolved_in_a_row=game.state.resolved_in_a_row + 1)
    if item.kind is not StackKind.TRIGGERED:
        resolving.resolve_object(game, item)
        return
    if item.may_cast == "rebound":
        # 702.88a: "you may cast this card": all players passed without its controller casting
        # it (a cast event with rebound would have): it stays in exile.
        game.note(StepKind.STACK, ("rebound", "resolve.choices"),
                  Message.of("stack.rebound_declined", player=item.controller,
                             object=item.source_name), item.source)
        return
    if item.may_cast == "madness":
        _madness_declined(game, item)
        return
    if item.may_cast == "suspend":
        # 702.62a: "you may play it without paying its mana cost if able. If you don't, it
        # remains exiled": all players passed without its owner casting it.
        game.note(StepKind.STACK, ("keyword.suspend", "resolve.choices"),
                  Message.of("stack.suspend_declined", player=item.controller,
                             object=item.source_name), item.source)
        return
    spec: triggers.TriggeredSpec = item.spec
    if spec.suspend:
        _suspend_upkeep(game, item)
        return
    it = _it(game, item)
    if spec.evolve and not triggers.evolves(
            it or _last_known(game, item.it, item.it_timestamp),
            _on_battlefield(game, item.source) or _last_known(game, item.source, None)):
        # 702.100a, 603.4: evolve's "if" again as it resolves; a creature that has left the
        # battlefield is compared as it last existed there (608.2h).
        game.note(StepKind.STACK, ("trigger.intervening_if",),
                  Message.of("stack.condition_false", source=item.source_name,
                             ability=item.label), item.source)
        return
    source_now = _on_battlefield(game, item.source)
    if spec.source_has_counter and (source_now is None
                                    or not source_now.counter(spec.source_has_counter)):
        # 702.63a, 603.4: vanishing's "if this permanent has a time counter on it", again.
        game.note(StepKind.STACK, ("trigger.intervening_if",),
                  Message.of("stack.condition_false", source=item.source_name,
                             ability=item.label), item.source)
        return
    same_source = _source_still(game, item)
    if spec.source_counters is not None and (
            same_source is None
            or same_source.counter(spec.source_counters[0]) < spec.source_counters[1]):
        # 603.4: "if there are two or more ki counters on ~", again: on the permanent it
        # triggered for (a new object with its id, 400.7, isn't it).
        game.note(StepKind.STACK, ("trigger.intervening_if",),
                  Message.of("stack.condition_false", source=item.source_name,
                             ability=item.label), item.source)
        return
    if spec.source_not_renowned and same_source is not None and same_source.renowned:
        # 702.112a, 603.4: renown's "if it isn't renowned", again (a new object with its id,
        # 400.7, isn't the creature it asks about: its action finds nothing).
        game.note(StepKind.STACK, ("trigger.intervening_if",),
                  Message.of("stack.condition_false", source=item.source_name,
                             ability=item.label), item.source)
        return
    if spec.echo and (it is None or source_now is None
                      or not triggers.came_under_control(source_now, item.controller)):
        # 702.30a, 603.4: echo's "if" again: the permanent it triggered for is still on the
        # battlefield under its controller's control (a new object with its id isn't, 400.7).
        game.note(StepKind.STACK, ("trigger.intervening_if", "keyword.echo"),
                  Message.of("stack.condition_false", source=item.source_name,
                             ability=item.label), item.source)
        return
    # 603.4: "if it was kicked" (702.33d, 607.2h) is checked as it triggers only: the object
    # it triggered for was kicked, which never changes while it is on the battlefield, and its
    # last known information keeps it once it has left (608.2h); a new object with its id
    # (400.7: blinked in response) is not the one the ability asks about.
    if not triggers.condition_holds(spec, game.state, item.controller, None):
        game.note(StepKind.STACK, ("trigger.intervening_if",),
                  Message.of("stack.condition_false", source=item.source_name,
                             ability=item.label), item.source)
        return
    up_to = bool(spec.targets) and spec.targets[0].up_to > 0
    still = tuple(t for t in item.targets if _still_legal(game, item, t, spec.targets[0])) \
        if up_to else ()
    if (up_to and item.targets and not still) or (not up_to and spec.targets and not any(
            _still_legal(game, item, t, s)
            for t, s in zip(item.targets, spec.targets, strict=True))):
        # 608.2b: every target is illegal; it doesn't resolve.
        game.note(StepKind.STACK, ("resolve.illegal_targets",),
                  Message.of("stack.fizzles", source=item.source_name, ability=item.label),
                  item.source)
        return
    if up_to:
        # 608.2b: the actions happen to the targets still legal only.
        item = replace(item, targets=still)
    elif spec.targets:
        # 608.2b: an illegal target (400.7: a new object with its id among them) is "": the
        # actions don't affect it, as a spell's (engine.turn.resolving).
        legal = tuple(t if _still_legal(game, item, t, s) else ""
                      for t, s in zip(item.targets, spec.targets, strict=True))
        for target, kept in zip(item.targets, legal, strict=True):
            if not kept:
                game.note(StepKind.STACK, ("resolve.illegal_targets",),
                          Message.of("cast.target_illegal", source=item.source_name,
                                     target=game.name(target)), item.source)
        item = replace(item, targets=legal)
    game.note(StepKind.STACK, ("resolve",),
              Message.of("stack.resolves", source=item.source_name, ability=item.label),
              item.source)
    energy = spec.pay.count("{E}")
    if energy and game.state.player(item.controller).energy < energy:
        # 118.3, 107.14: without the energy counters to pay, the answer can't be "yes".
        game.note(StepKind.STACK, ("cost.resources", "counters.energy"),
                  Message.of("stack.cant_pay_energy", player=item.controller, cost=spec.pay,
                             source=item.source_name), item.source)
        return
    if spec.may and not _chooses_to(game, item):
        return
    if spec.unless_pay and _pays_unless(game, item, spec.unless_pay):
        return
    if energy:
        # 107.14: "you may pay {E}{E}. If you do, ...": answering yes removes the energy
        # counters.
        payer = game.state.player(item.controller)
        game.set_player(replace(payer, energy=payer.energy - energy))
        game.note(StepKind.STACK, ("counters.energy", "resolve.choices"),
                  Message.of("stack.pays_energy", player=item.controller, cost=spec.pay,
                             source=item.source_name, left=payer.energy - energy),
                  item.source)
    elif spec.pay:
        # 608.2d: "you may pay {1}. If you do, ...": answering yes is paying (mana costs are
        # taken as paid).
        game.note(StepKind.STACK, ("resolve.choices",),
                  Message.of("stack.may_pays", player=item.controller, cost=spec.pay,
                             source=item.source_name), item.source)
    # 608.2h: "its controller", "its power": of ``it`` now or as it last existed on the
    # battlefield, else as its event saw it (603.10a).
    known = _it_as_known(game, item, it)
    context = replace(item, it=it.id if it is not None else None,
                      it_controller=item.it_controller if known is None else known.controller,
                      attached=_attached(game, item),
                      it_pt=item.it_pt if known is None else (known.power, known.toughness))
    # 603.12: whether the action before a reflexive one happened ("when you do").
    did = False
    # 608.2c: "If you do": the last action without if_done and the history before it, and
    # whether it was done (asked once, at the first if_done action after it).
    anchor: tuple[ResolveAction, int] | None = None
    done: bool | None = None
    for index, action in enumerate(spec.effect):
        if index:
            # 603.2: the last action's events trigger abilities as they happened, before this
            # one can remove their sources. (The last action's are looked for by settle(),
            # once the board after the resolution is kept.)
            check_triggers(game, resolving=item)
        if action.if_done:
            if done is None:
                done = anchor is not None and was_done(anchor[0], game.state.history,
                                                       anchor[1], item.controller, item.source)
            if not done:
                game.note(StepKind.STACK, ("resolve.if_you_do",),
                          Message.of("stack.if_not_done", source=item.source_name,
                                     ability=item.label), item.source)
                continue
        else:
            anchor, done = (action, len(game.state.history)), None
        if action.do == Do.REFLEXIVE:
            _reflexive(game, context, action, did)
            continue
        if action.object == "it" and it is None:
            # 400.7: the card it was about became a new object; the action can't find it
            # (603.7c: nor can a delayed ability's).
            gone = ("zone.new_object", "trigger.delayed_gone") if spec.delayed else (
                "zone.new_object",)
            game.note(StepKind.STACK, gone,
                      Message.of("stack.it_gone", source=item.source_name, ability=item.label),
                      item.source)
            did = False
            continue
        if action.amount_of == triggers.LIVING_WEAPON:
            did = _living_weapon(game, item, action, index)
        elif action.amount_of == triggers.FABRICATE:
            did = _fabricate(game, item, action, index)
        elif action.amount_of == triggers.GRAFT:
            did = _graft(game, item, it)
        elif action.amount_of == triggers.RENOWN:
            did = _renown(game, item, amount_of(action, context, game))
        elif action.amount_of == triggers.REMOVE_OR_SACRIFICE:
            did = _remove_or_sacrifice(game, context, action.counter)
        elif action.amount_of == triggers.CUMULATIVE_UPKEEP:
            did = _cumulative_upkeep(game, context, action.counter, spec.cumulative_cost)
        elif action.amount_of == triggers.REMOVE_A_COUNTER:
            did = _remove_a_counter(game, context, action.counter)
        elif action.do == Do.DELAYED:
            _delayed(game, context, action)
        elif action.do == Do.BOLSTER:
            _bolster(game, context, action)
            did = True
        elif action.do == Do.MONSTROSITY:
            # 701.31a (2022 rules): as an activated ability's (engine.turn.resolving).
            did = resolving.monstrosity(game, context, amount_of(action, context, game))
        elif action.do == Do.MODIFY:
            did = _begin_effect(game, context, action, index)
        elif action.do == Do.CREATE_TOKEN:
            _create_tokens(game, context, action, index)
            did = True
        elif action.do == Do.SACRIFICE_CHOSEN:
            # 701.17a: each player it names sacrifices permanents of their choice.
            did = resolving.sacrifice_chosen(game, players_of(action, context, game), action,
                                             context.source, amount_of(action, context, game))
        elif action.do == Do.RETURN_CHOSEN:
            # 608.2d: each player it names returns permanents of their choice to their owners'
            # hands.
            did = resolving.return_chosen(game, players_of(action, context, game), action,
                                          context.source, amount_of(action, context, game))
        elif action.do == Do.BECOME_MONARCH:
            # 724.3: as a spell's (engine.turn.resolving).
            players = players_of(action, context, game)
            for player in players:
                designations.become_monarch(game, player, context.source, context.source_name)
            did = bool(players)
        elif action.do == Do.EXTRA_TURN:
            # 500.7: as a spell's (engine.turn.resolving).
            players = players_of(action, context, game)
            for player in players:
                resolving.extra_turns(game, context, player, amount_of(action, context, game))
            did = bool(players)
        elif action.do == Do.SKIP_TURN:
            # 614.10: as a spell's (engine.turn.resolving).
            players = players_of(action, context, game)
            for player in players:
                resolving.skip_turns(game, context, player, amount_of(action, context, game))
            did = bool(players)
        elif action.do == Do.SCRY:
            # 701.18a: as a spell's (engine.turn.resolving).
            scrying = players_of(action, context, game)
            for player in scrying:
                resolving.scry(game, player, amount_of(action, context, game))
            did = bool(scrying)
        elif action.do == Do.EXILE_TOP:
            # 406.2, 406.3: as a spell's (engine.turn.resolving); done if a card was exiled.
            exiled = [resolving.exile_top(game, player, amount_of(action, context, game),
                                          action.face_down)
                      for player in players_of(action, context, game)]
            did = any(exiled)
        elif action.do == Do.SHUFFLE:
            # 701.20a: as a spell's (engine.turn.resolving).
            for player in players_of(action, context, game):
                resolving.shuffled(game, player)
            did = True
        elif action.do in (Do.SURVEIL, Do.LOOK_AT_TOP):
            # 701.42a, 401.2: as a spell's (engine.turn.resolving).
            for player in players_of(action, context, game):
                if action.do == Do.SURVEIL:
                    resolving.surveil(game, player, amount_of(action, context, game))
                else:
                    resolving.look_at_top(game, context.controller, player,
                                          amount_of(action, context, game))
            did = True
        elif action.do == Do.MILL:
            # 701.13a: as a spell's (engine.turn.resolving); done if a card was milled.
            milled = [resolving.mill(game, player, amount_of(action, context, game))
                      for player in players_of(action, context, game)]
            did = any(milled)
        elif action.do == Do.SEARCH:
            # 701.19a, 701.20a: as a spell's (engine.turn.resolving).
            did = resolving.search(game, context.controller, action, context.source,
                                   context.controller)
        elif action.do == Do.COPY_SPELL:
            # 702.40a, 706.10: storm's copies, or a copy of the target spell.
            did = copying.copy_on_resolution(game, context, action)
        elif action.do == Do.RETURN_EXILED:
            did = _return_exiled(game, item, action.to == "hand")
        elif action.do == Do.EXILE and action.until:
            did = _exile_until(game, context, action, up_to)
        elif action.do == Do.DISCARD and action.chosen_by:
            # 701.8b: the ability's controller chooses the card, as for a spell's.
            did = any([resolving.discard_chosen(game, player, context.controller, action,
                                                context.source)
                       for player in players_of(action, context, game)])
        elif action.do == Do.DISCARD:
            # 701.8a: each player it names discards, choosing, as for a spell's discard.
            discarding = players_of(action, context, game)
            for player in discarding:
                resolving.discard(game, player, amount_of(action, context, game))
            did = bool(discarding)
        else:
            objects = _matching(game, context, action) if action.objects is not None else ()
            acting = context if action.amount_of != triggers.SOURCE_LAST_COUNTERS else replace(
                context, amount=_source_counters(game, item, action.counter))
            if up_to:
                # Every target at once, as "destroy all creatures" does (603.10a).
                events = [e for t in acting.targets
                          for e in resolve_events(action, replace(acting, targets=(t,)), game)]
            else:
                events = resolve_events(action, acting, game, objects)
            if action.do == Do.RETURN_TO_BATTLEFIELD:
                # 303.4f: an Aura returned so is attached as its owner chooses (not asked).
                events = [e for e in events if not isinstance(e, Enter) or (
                    (entering := game.obj(e.object)) is None
                    or not zones.aura_without_choice(game, entering))]
            did = bool(events)
            if not events and action.object == "self" and action.do in (
                    Do.PUT_COUNTERS, Do.REMOVE_COUNTERS, Do.TAP, Do.UNTAP, Do.RETURN_TO_HAND,
                    Do.PUT_IN_LIBRARY, Do.EXILE, Do.DESTROY, Do.SACRIFICE, Do.DAMAGE) \
                    and _source_still(game, item) is None:
                # 400.7: "put a +1/+1 counter on ~", "return ~ to its owner's hand", "destroy
                # ~", "sacrifice ~" once ~ left the battlefield (even if it came back: a new
                # object) does nothing; the trace says why.
                game.note(StepKind.STACK, ("zone.new_object",),
                          Message.of("stack.it_gone", source=item.source_name,
                                     ability=item.label), item.source)
            mark = len(game.state.history)
            for event in events:
                perform.happen(game, event)
            if action.do == Do.EXILE:
                _link_exiled(game, item, events)
            if action.gain_lost:
                # 119.3: "You gain life equal to the life lost this way."
                lost = life_lost_since(game.state.history, mark)
                perform.happen(game, GainLife(context.controller, lost, rule="resolve"))


def _add_effect(game: Game, item: StackItem, index: int, spec: ContinuousSpec | CantSpec,
                affected: tuple[str, ...]) -> None:
    """611.2: the resolving ability's continuous effect (or restriction) begins, with its own
    timestamp, on the objects it affects, a set fixed now (611.2c)."""
    ability = Ability("spell", item.label, spec)
    chosen = resolving.color_as_it_resolves(
        game, item, ability, spec if isinstance(spec, ContinuousSpec) else None)
    state = game.state
    effect = ResolvedEffect(
        id=f"{item.id}~{index + 1}", card_name=item.source_name, ability=ability,
        controller=item.controller, timestamp=state.next_timestamp, targets=affected,
        source=item.source, chosen=chosen)
    game.changed(replace(state, effects=(*state.effects, effect),
                         next_timestamp=state.next_timestamp + 1))
    game.fixed[effect.id] = affected
    game.note(StepKind.STACK, ("effect.begins",),
              Message.of("stack.effect_begins", source=item.source_name, ability=item.label),
              item.source)


def _begin_restriction(game: Game, item: StackItem, action: ResolveAction, index: int,
                       affected: tuple[str, ...]) -> bool:
    """508.1c, 509.1b, 611.2a: "target creature can't block this turn": the restriction on the
    object the action names (dropped from it if it leaves the battlefield, 400.7), or on what
    its filter matches whenever blocks (attacks) are declared (611.2c: not locked, as it
    changes no characteristic), until the cleanup step (514.2; engine.turn.combat reads it)."""
    affects = action.objects if action.objects is not None else Selector(ref="targets")
    # 502.3: "doesn't untap during its controller's next untap step" (engine.turn.turns).
    duration = Duration.NEXT_UNTAP_STEP if action.cant == ("untap_during_untap_step",) \
        else Duration.END_OF_TURN
    spec = CantSpec(action.cant, affects, duration=duration)
    _add_effect(game, item, index, spec, affected)
    return True


def _begin_effect(game: Game, item: StackItem, action: ResolveAction, index: int) -> bool:
    """611.2: the resolving ability creates a continuous effect, with its own timestamp (the
    timestamp order of 613): on the one object the action names (this ability's source while
    it is still on the battlefield, its target, or the object its event was about), or on the
    objects its filter matches as the effect begins, a set fixed then (611.2c: the layer
    system locks it by the effect's timestamp). It lasts as long as it says (611.2a: "until
    end of turn" ends in the cleanup step, 514.2)."""
    affected: tuple[str, ...] = ()
    if action.object == "self":
        source = game.obj(item.source)
        affected = (item.source,) if source is not None and source.zone == Zone.BATTLEFIELD \
            else ()
        if source is not None and item.source_timestamp is not None \
                and source.timestamp != item.source_timestamp:
            # 400.7: the source left the battlefield and came back since the ability
            # triggered: a new object, which the restriction (or the effect: "~ gets +1/+1
            # until end of turn") isn't on.
            affected = ()
    elif action.object == "target":
        # An up_to target's every target (611.2c: one effect on them all).
        spec_targets = item.spec.targets if isinstance(item.spec, triggers.TriggeredSpec) else ()
        chosen = item.targets if spec_targets and spec_targets[0].up_to else item.targets[:1]
        affected = tuple(t for t in chosen if t and not game.is_player(t))
    elif action.object == "it" and item.it is not None:
        affected = (item.it,)
    elif action.object == "attached" and item.attached is not None:
        affected = (item.attached,)
    if action.objects is None and not affected:
        # 400.7: the object it names is gone (or a new object): the effect does nothing.
        game.note(StepKind.STACK, ("zone.new_object",),
                  Message.of("stack.it_gone", source=item.source_name, ability=item.label),
                  item.source)
        return False
    if action.cant:
        return _begin_restriction(game, item, action, index, affected)
    assert action.effect is not None
    spec: ContinuousSpec | None = action.effect
    if action.amount_of == triggers.BLOCKERS_BEYOND_FIRST:
        spec = _rampage_bonus(game, item, action.effect)
    elif action.amount_of == triggers.OPPONENTS_ATTACKED:
        spec = _melee_bonus(game, item, action.effect)
    if spec is None:
        return False
    state = game.state
    # 302.6: a permanent that changes controllers is summoning sick for its new controller.
    taken = tuple(i for i in affected if state.has_object(i)
                  and state.object(i).controller != item.controller) if any(
        m.op == "gain_control" for m in spec.modifications) else ()
    _add_effect(game, item, index, spec, affected)
    if taken:
        resolving.came_under_control(game, taken)
    return True


def _melee_bonus(game: Game, item: StackItem,
                 spec: ContinuousSpec) -> ContinuousSpec | None:
    """702.121a: melee's +1/+1 is for each opponent its controller attacked with a creature
    this combat (a player attacked directly, not a planeswalker or battle), counted as it
    resolves; None (and a step saying so) when that is none."""
    combat = game.state.combat
    opponents = set(game.opponents(item.controller))
    count = 0 if combat is None else len(
        {defending for _, defending in combat.attackers if defending in opponents})
    game.note(StepKind.STACK, ("keyword.melee",),
              Message.of("stack.melee_bonus", source=item.source_name, count=count),
              item.source)
    if count == 0:
        return None
    return _scaled(spec, count)


def _scaled(spec: ContinuousSpec, times: int) -> ContinuousSpec:
    """A pump's power and toughness changes, ``times`` over."""
    return replace(spec, modifications=tuple(
        replace(m, power=Amount(constant=(m.power.constant if m.power else 0) * times),
                toughness=Amount(constant=(m.toughness.constant if m.toughness else 0) * times))
        for m in spec.modifications))


def _rampage_bonus(game: Game, item: StackItem,
                   spec: ContinuousSpec) -> ContinuousSpec | None:
    """702.23a-b: rampage's bonus is N for each creature blocking its source beyond the first,
    counted once, as the ability resolves (blockers removed since don't count); None (and a
    step saying so) when that is none."""
    combat = game.state.combat
    blocking = 0 if combat is None else sum(
        1 for blocker, attackers in combat.blockers
        if item.source in attackers and game.state.in_combat(blocker))
    times = max(blocking - 1, 0)
    if times == 0:
        game.note(StepKind.STACK, ("keyword.rampage",),
                  Message.of("stack.rampage_none", source=item.source_name, count=blocking),
                  item.source)
        return None
    game.note(StepKind.STACK, ("keyword.rampage",),
              Message.of("stack.rampage_bonus", source=item.source_name, count=blocking,
                         times=times), item.source)
    return replace(spec, modifications=tuple(
        replace(m, power=Amount(constant=(m.power.constant if m.power else 0) * times),
                toughness=Amount(constant=(m.toughness.constant if m.toughness else 0) * times))
        for m in spec.modifications))


def _create_tokens(game: Game, item: StackItem, action: ResolveAction, index: int) -> None:
    """111.1, 111.2: the ability's controller creates the tokens; their ids are this
    ability's, numbered (``A^1~t1``, ``A^1~t1.2``...)."""
    # A number, "that much" or "for each" (608.2h: counted once, now).
    amount = amount_of(action, item, game)
    resolving.create_tokens(game, item.controller, action, amount, f"{item.id}~t{index + 1}")


def _delayed(game: Game, item: StackItem, action: ResolveAction) -> None:
    """603.7a: a resolving ability creates a delayed triggered ability; its words refer to the
    object ``object`` (or ``leaves``) names, as that object is now (603.7c: if it has moved on
    to another zone by the time it resolves, it does nothing)."""
    assert action.spec is not None, "read the effect with triggers.parse_effect"
    refs = {"self": item.source, "it": item.it, "target": next(iter(item.targets), None) or None}
    named = action.object or action.leaves
    watched = _object_now(game, refs.get(action.leaves)) if action.leaves else None
    # "it": the object the trigger event was about, only while it is still that object (400.7:
    # an attacker blinked by another ability before this one resolves is a new object, which
    # "sacrifice it at end of combat" doesn't find).
    obj = _it(game, item) if named == "it" else _object_now(game, refs.get(named)) \
        if named else None
    if (named and obj is None) or (action.leaves and watched is None):
        game.note(StepKind.STACK, ("trigger.delayed",),
                  Message.of("stack.delayed_nothing", source=item.source_name,
                             ability=item.label), item.source)
        return
    created = StackItem(
        id=f"{item.source}~{game.state.triggered_count + len(game.state.delayed) + 1}",
        source=item.source, source_name=item.source_name, controller=item.controller,
        label=item.label, spec=action.spec,
        it=obj.id if obj is not None else None,
        it_timestamp=obj.timestamp if obj is not None else None,
        watch=(watched.id, watched.timestamp) if watched is not None else None)
    game.state = replace(game.state, delayed=(*game.state.delayed, created))
    key = ("stack.delayed_leaves" if action.leaves
           else "stack.delayed_at" if created.it is not None else "stack.delayed_at_plain")
    if action.at == "end_of_combat":
        key += "_combat"  # 511.2: "at end of combat"
    elif action.at == "next_turns_upkeep":
        key += "_upkeep"
    game.note(StepKind.STACK, ("trigger.delayed",),
              Message.of(key, source=item.source_name, ability=item.label,
                         object=game.name(watched.id if watched is not None else created.it)),
              item.source)


def _link_exiled(game: Game, item: StackItem, events: list[Event],
                 until_leaves: bool = False) -> None:
    """607.2a: the cards the ability exiled, linked to its source (engine.turn.resolving)."""
    resolving.link_exiled(game, item, events, until_leaves)


def _exile_until(game: Game, item: StackItem, action: ResolveAction, up_to: bool) -> bool:
    """610.3: "exile [it] until ~ leaves the battlefield": a one-shot effect that lasts until
    its source leaves. 610.3a: if the source has already left the battlefield (or is a new
    object, 400.7), the object isn't exiled at all; otherwise it is exiled, and returns to the
    battlefield under its owner's control as soon as the source leaves (610.3c,
    engine.game.perform)."""
    if _source_still(game, item) is None:
        game.note(StepKind.STACK, ("exile.until_source_gone",),
                  Message.of("stack.exile_until_gone", source=item.source_name,
                             ability=item.label), item.source)
        return False
    plain = replace(action, until="")
    # "up to N target": every legal target at once, as the other actions (608.2b).
    events = [e for t in item.targets if t
              for e in resolve_events(plain, replace(item, targets=(t,)), game)] \
        if up_to and action.object == "target" else resolve_events(plain, item, game)
    for event in events:
        perform.happen(game, event)
    _link_exiled(game, item, events, until_leaves=True)
    return bool(events)


def _return_exiled(game: Game, item: StackItem, to_hand: bool) -> bool:
    """607.2a: "return the exiled card to the battlefield under its owner's control" (or "to
    its owner's hand", ``to_hand``, 400.3): the
    cards the abilities of this ability's source exiled while it was the permanent that
    triggered this (looked back at once it has left, 603.10a), each only while it is still
    that card in exile (400.7). They enter at once, each under its owner's control; each is a
    new object (400.7: no counters, summoning sick; a token exiled ceased to exist, 704.5d)."""
    records = [r for r in game.state.linked_exiles
               if r.source == item.source and r.source_timestamp == item.source_timestamp
               and not r.until_leaves]
    returning = []
    for record in records:
        card = game.obj(record.card)
        if card is not None and card.zone == Zone.EXILE \
                and card.timestamp == record.card_timestamp:
            returning.append(card)
    game.state = replace(game.state, linked_exiles=tuple(
        r for r in game.state.linked_exiles if r not in records))
    if not returning:
        game.note(StepKind.STACK, ("linked.exiled_card",),
                  Message.of("stack.no_exiled_card", source=item.source_name,
                             ability=item.label), item.source)
        return False
    for card in returning:
        if not to_hand and zones.aura_without_choice(game, card):
            continue
        game.note(StepKind.STACK, ("linked.exiled_card",),
                  Message.of("stack.returns_exiled_hand" if to_hand else "stack.returns_exiled",
                             source=item.source_name, object=card.name), card.id)
        perform.happen(game, Move(card.id, Zone.HAND, rule="resolve") if to_hand
                       else Enter(card.id, controller=card.owner))
    return True


def _object_now(game: Game, ref: str | None) -> GameObject | None:
    return game.obj(ref) if ref is not None else None


def _reflexive(game: Game, item: StackItem, action: ResolveAction, did: bool) -> None:
    """603.12: "When you do, ...": a reflexive triggered ability, checked at once; it triggers
    if the action before it happened, and is put on the stack the next time a player would
    receive priority (603.3)."""
    assert action.spec is not None, "read the effect with triggers.parse_effect"
    if not did:
        game.note(StepKind.STACK, ("trigger.reflexive",),
                  Message.of("stack.reflexive_not", source=item.source_name,
                             ability=item.label), item.source)
        return
    count = game.state.triggered_count + 1
    created = replace(item, id=f"{item.source}^{count}", spec=action.spec, targets=())
    game.state = replace(game.state, waiting=(*game.state.waiting, created),
                         triggered_count=count)
    game.note(StepKind.TRIGGER, ("trigger.reflexive",),
              Message.of("stack.reflexive", source=item.source_name, ability=item.label,
                         player=item.controller), item.source)


def _chooses_to(game: Game, item: StackItem) -> bool:
    """603.5, 608.2d: an optional ability ("you may"): its controller chooses as it resolves
    whether to do what it says."""
    request = PendingChoice(
        player=item.controller,
        rules=cite("trigger.may", "resolve.choices"),
        message=Message.of("stack.may_question", player=item.controller,
                           source=item.source_name, ability=item.label),
        options=(ChoiceOption("yes", Message.of("stack.may_yes")),
                 ChoiceOption("no", Message.of("stack.may_no"))),
    )
    answer = game.answers.answer(request)
    yes = answer.choose == "yes"
    game.note(StepKind.CHOICE, ("trigger.may", "resolve.choices"),
              Message.of("stack.may_chosen" if yes else "stack.may_declined",
                         player=item.controller, source=item.source_name, ability=item.label),
              item.source, choice=answer.index)
    return yes


def _pays_unless(game: Game, item: StackItem, cost: str) -> bool:
    """118.12a: "[effect] unless you pay {2}" means "you may pay {2}; if you don't, [effect]":
    its controller chooses as it resolves whether to pay (mana costs are taken as paid); paid,
    the effect doesn't happen."""
    return resolving.pays(
        game, item.controller, ("resolve.unless", "resolve.choices"), item.source,
        Message.of("stack.unless_question", player=item.controller, source=item.source_name,
                   ability=item.label, cost=cost),
        Message.of("stack.unless_yes", cost=cost), Message.of("stack.unless_no", cost=cost),
        lambda paid: Message.of("stack.unless_paid" if paid else "stack.unless_not_paid",
                                player=item.controller, source=item.source_name,
                                ability=item.label, cost=cost))


def _living_weapon(game: Game, item: StackItem, action: ResolveAction, index: int) -> bool:
    """702.92a: "create a 0/0 black Phyrexian Germ creature token, then attach this Equipment
    to it." The Equipment is attached (301.5, with a new timestamp, 613.6d) only while it is
    still the permanent that entered (400.7) and the Germ is on the battlefield; otherwise the
    Germ stays unequipped (and a 0/0 dies, 704.5f)."""
    token = f"{item.id}~t{index + 1}"
    _create_tokens(game, item, action, index)
    source = _source_still(game, item)
    germ = _on_battlefield(game, token)
    if source is None or germ is None:
        game.note(StepKind.STACK, ("keyword.living_weapon", "zone.new_object"),
                  Message.of("stack.living_weapon_gone", source=item.source_name),
                  item.source)
        return True
    state = game.state
    now = state.object(source.id)
    game.changed(replace(state.with_object(replace(now, attached_to=germ.id,
                                                    attached_timestamp=state.next_timestamp)),
                         next_timestamp=state.next_timestamp + 1))
    game.note(StepKind.STACK, ("keyword.living_weapon", "timestamp.attachment"),
              Message.of("stack.living_weapon_attached", source=item.source_name,
                         object=germ.name), item.source)
    return True


def _fabricate(game: Game, item: StackItem, action: ResolveAction, index: int) -> bool:
    """702.123a: "you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless
    Servo artifact creature tokens." Its controller chooses as it resolves; with its source no
    longer the permanent that entered (400.7), no counters can be put on it, and the tokens
    are created without a question."""
    amount = amount_of(action, item, game)
    source = _source_still(game, item)
    if source is not None:
        request = PendingChoice(
            player=item.controller, rules=cite("keyword.fabricate", "resolve.choices"),
            message=Message.of("stack.fabricate_question", player=item.controller,
                               source=item.source_name, count=amount),
            options=(ChoiceOption("counters", Message.of("stack.fabricate_counters",
                                                         count=amount)),
                     ChoiceOption("servos", Message.of("stack.fabricate_servos",
                                                       count=amount))))
        answer = game.answers.answer(request)
        game.note(StepKind.CHOICE, ("keyword.fabricate", "resolve.choices"),
                  Message.of("stack.fabricate_chosen_counters" if answer.choose == "counters"
                             else "stack.fabricate_chosen_servos",
                             player=item.controller, source=item.source_name, count=amount),
                  item.source, choice=answer.index)
        if answer.choose == "counters":
            perform.happen(game, PutCounters(source.id, "+1/+1", amount,
                                             rule="keyword.fabricate"))
            return True
    else:
        game.note(StepKind.STACK, ("keyword.fabricate", "zone.new_object"),
                  Message.of("stack.fabricate_gone", source=item.source_name, count=amount),
                  item.source)
    _create_tokens(game, item, action, index)
    return True


def _renown(game: Game, item: StackItem, amount: int) -> bool:
    """702.112a, 702.112b: "put N +1/+1 counters on it and it becomes renowned": only on the
    creature that triggered it, still on the battlefield (a new object with its id, 400.7,
    gets nothing)."""
    source = _source_still(game, item)
    if source is None:
        game.note(StepKind.STACK, ("zone.new_object",),
                  Message.of("stack.it_gone", source=item.source_name, ability=item.label),
                  item.source)
        return False
    perform.happen(game, PutCounters(source.id, "+1/+1", amount, rule="keyword.renown"))
    now = game.state.object(source.id)
    game.changed(game.state.with_object(replace(now, renowned=True)))
    game.note(StepKind.STACK, ("keyword.renown", "keyword.renowned"),
              Message.of("stack.renowned", source=item.source_name), item.source)
    return True


def _graft(game: Game, item: StackItem, it: GameObject | None) -> bool:
    """702.58a, 122.5: move a +1/+1 counter from graft's source onto the creature that
    entered: only if both can happen (the source, still the permanent it was, has one; the
    creature, still on the battlefield as the object that entered, can get it); else
    neither."""
    source = _source_still(game, item)
    if source is None or it is None or it.zone != Zone.BATTLEFIELD \
            or not source.counter("+1/+1") or existing.cant_label(
                game, "permanents_get_counters", obj=it, counter="+1/+1") is not None:
        game.note(StepKind.STACK, ("keyword.graft", "counters.move"),
                  Message.of("stack.graft_cant", source=item.source_name), item.source)
        return False
    perform.happen(game, RemoveCounters(source.id, "+1/+1", 1, rule="keyword.graft"))
    perform.happen(game, PutCounters(it.id, "+1/+1", 1, rule="keyword.graft"))
    game.note(StepKind.STACK, ("keyword.graft", "counters.move"),
              Message.of("stack.graft_moved", source=item.source_name, object=it.name),
              item.source)
    return True


def _suspend_upkeep(game: Game, item: StackItem) -> None:
    """702.62a: "At the beginning of your upkeep, if this card is suspended, remove a time
    counter from it": its "if" again as it resolves (603.4; "suspended": the card is still the
    object exiled with suspend, 400.7, and has a time counter on it)."""
    card = game.obj(item.source)
    if card is None or card.zone != Zone.EXILE or card.timestamp != item.source_timestamp \
            or not card.counter("time"):
        game.note(StepKind.STACK, ("trigger.intervening_if", "keyword.suspend"),
                  Message.of("stack.condition_false", source=item.source_name,
                             ability=item.label), item.source)
        return
    game.note(StepKind.STACK, ("resolve",),
              Message.of("stack.resolves", source=item.source_name, ability=item.label),
              item.source)
    perform.happen(game, RemoveCounters(card.id, "time", 1, rule="keyword.suspend"))


def _remove_a_counter(game: Game, item: StackItem, counter: str) -> bool:
    """702.63a vanishing: "remove a time counter from it" (its "if" was checked just before)."""
    source = _on_battlefield(game, item.source)
    if source is None or not source.counter(counter):
        return False
    perform.happen(game, RemoveCounters(source.id, counter, 1, rule="keyword.vanishing"))
    return True


def _remove_or_sacrifice(game: Game, item: StackItem, counter: str) -> bool:
    """702.32a fading: "remove a fade counter from this permanent. If you can't, sacrifice the
    permanent." Nothing happens to a source no longer on the battlefield (400.7)."""
    source = _on_battlefield(game, item.source)
    if source is None:
        game.note(StepKind.STACK, ("zone.new_object",),
                  Message.of("stack.it_gone", source=item.source_name, ability=item.label),
                  item.source)
        return False
    if source.counter(counter) > 0:
        perform.happen(game, RemoveCounters(source.id, counter, 1, rule="keyword.fading"))
        return True
    game.note(StepKind.STACK, ("keyword.fading",),
              Message.of("stack.fading_sacrifice", source=item.source_name, counter=counter),
              item.source)
    perform.happen(game, Sacrifice(source.id))
    return True


def _cumulative_upkeep(game: Game, item: StackItem, counter: str, cost: str) -> bool:
    """702.24a: "if this permanent is on the battlefield, put an age counter on this permanent.
    Then you may pay [cost] for each age counter on it. If you don't, sacrifice it." Each
    instance counts every age counter on it as it resolves (702.24b); mana costs are taken as
    paid. A source no longer on the battlefield (400.7) gets no counter and isn't sacrificed."""
    source = _on_battlefield(game, item.source)
    if source is None:
        game.note(StepKind.STACK, ("zone.new_object", "keyword.cumulative_upkeep"),
                  Message.of("stack.it_gone", source=item.source_name, ability=item.label),
                  item.source)
        return False
    perform.happen(game, PutCounters(source.id, counter, 1, rule="keyword.cumulative_upkeep"))
    now = _on_battlefield(game, source.id)
    if now is None:
        return True
    if now.controller != item.controller:
        # 701.17a: only a permanent's controller sacrifices it; the ability's controller no
        # longer controls it (its control changed since it triggered): nothing is paid.
        game.note(StepKind.STACK, ("keyword.cumulative_upkeep", "sacrifice"),
                  Message.of("stack.cumulative_not_controlled", player=item.controller,
                             source=item.source_name), item.source)
        return True
    count = now.counter(counter)
    life = LIFE_COST.fullmatch(cost)
    if life is not None:
        return _cumulative_life(game, item, now, int(life[1]), count)
    total = mana_times(cost, count)
    paid = resolving.pays(
        game, item.controller, ("keyword.cumulative_upkeep", "resolve.choices"), item.source,
        Message.of("stack.cumulative_question", player=item.controller,
                   source=item.source_name, cost=cost, count=count, total=total),
        Message.of("stack.unless_yes", cost=total),
        Message.of("stack.cumulative_no", source=item.source_name),
        lambda yes: Message.of("stack.cumulative_paid" if yes else "stack.cumulative_not_paid",
                               player=item.controller, source=item.source_name, count=count,
                               total=total))
    if not paid:
        perform.happen(game, Sacrifice(now.id))
    return True


# 702.24a: cumulative upkeep's "Pay N life" (119.4).
LIFE_COST = re.compile(r"Pay ([0-9]+) life")


def _cumulative_life(game: Game, item: StackItem, permanent: GameObject, each: int,
                     count: int) -> bool:
    """702.24a with "Pay N life": N life for each age counter on it; 119.4: a player can pay
    life only if their life total is at least the payment (0 is always payable): one who
    can't isn't asked and sacrifices it. Paying life is losing it (119.4: "whenever you lose
    life" sees it)."""
    total = each * count
    player = game.state.player(item.controller)
    if total > 0 and player.life < total:
        game.note(StepKind.STACK, ("keyword.cumulative_upkeep", "pay_life"),
                  Message.of("stack.cumulative_cant_pay_life", player=player.id,
                             source=item.source_name, life=player.life, total=total,
                             count=count), item.source)
        perform.happen(game, Sacrifice(permanent.id))
        return True
    paid = resolving.pays(
        game, item.controller, ("keyword.cumulative_upkeep", "resolve.choices"), item.source,
        Message.of("stack.cumulative_question_life", player=item.controller,
                   source=item.source_name, each=each, count=count, total=total),
        Message.of("stack.pay_life_yes", amount=total),
        Message.of("stack.cumulative_no", source=item.source_name),
        lambda yes: Message.of("stack.cumulative_paid_life" if yes
                               else "stack.cumulative_not_paid_life", player=item.controller,
                               source=item.source_name, count=count, total=total))
    if not paid:
        perform.happen(game, Sacrifice(permanent.id))
        return True
    player = game.state.player(item.controller)
    game.set_player(replace(player, life=player.life - total))
    game.happened(HistoryEntry(Happened.LIFE_LOST, player=player.id, amount=total))
    game.note(StepKind.STACK, ("pay_life",),
              Message.of("event.life_lost", player=player.id, amount=total,
                         life=player.life - total))
    return True


def mana_times(cost: str, times: int) -> str:
    """A mana cost paid ``times`` times over, as one cost: the generic parts added, the
    colored symbols repeated ("{1}{R}" twice is "{2}{R}{R}"); ``times`` is at least 1."""
    symbols = re.findall(r"\{([0-9]+|[WUBRGC])\}", cost)
    generic = sum(int(s) for s in symbols if s.isdigit()) * times
    colors = [s for s in symbols if not s.isdigit()]
    colored = "".join(("{" + c + "}") * (colors.count(c) * times) for c in dict.fromkeys(colors))
    return ("{" + str(generic) + "}" if generic or not colored else "") + colored


def _source_counters(game: Game, item: StackItem, counter: str) -> int:
    """702.43a, 608.2h: how many ``counter`` counters its source had as it last existed on the
    battlefield (modular: "for each +1/+1 counter on this permanent", which triggered as it
    left; even if it has come back since, as a new object, 400.7)."""
    last = _last_known(game, item.source, None)
    return last.counter(counter) if last is not None else 0


def _on_battlefield(game: Game, ident: str) -> GameObject | None:
    obj = game.obj(ident)
    return obj if obj is not None and obj.zone == Zone.BATTLEFIELD else None


def _source_still(game: Game, item: StackItem) -> GameObject | None:
    """The triggered ability's source on the battlefield while it is still the permanent that
    triggered it (400.7: a new object with its id has another timestamp); None otherwise."""
    source = _on_battlefield(game, item.source)
    if source is None or (item.source_timestamp is not None
                          and source.timestamp != item.source_timestamp):
        return None
    return source


def _last_known(game: Game, ident: str | None, timestamp: int | None) -> GameObject | None:
    """608.2h: the object as it last existed on the battlefield (the one with ``timestamp``,
    when given), or None if it never left it this turn."""
    left = _left_battlefield(game, ident, timestamp)
    return None if left is None else game.state.history[left].last_known


def _left_battlefield(game: Game, ident: str | None, timestamp: int | None) -> int | None:
    """The history index where the object (the one with ``timestamp``, when given) last left
    the battlefield, or None if it never did."""
    history = game.state.history
    for i in range(len(history) - 1, -1, -1):
        entry = history[i]
        if (entry.kind is Happened.ZONE_CHANGE and entry.object == ident
                and entry.from_zone == Zone.BATTLEFIELD and entry.last_known is not None
                and (timestamp is None or entry.last_known.timestamp == timestamp)):
            return i
    return None


def _it_as_known(game: Game, item: StackItem, it: GameObject | None) -> GameObject | None:
    """608.2h: the object the trigger event was about, if it is still that permanent; else as
    it last existed on the battlefield (it left after the ability triggered); None when
    neither (then the event's own record of it is what counts: an event about its leaving,
    603.10a)."""
    if it is not None and it.zone == Zone.BATTLEFIELD:
        return it
    return _last_known(game, item.it, item.it_timestamp) if item.it_timestamp is not None \
        else None


def _attached(game: Game, item: StackItem) -> str | None:
    """ "Enchanted creature", "equipped creature" (303.4, 301.5): the permanent the ability's
    source is attached to, if the source is still on the battlefield; else the one it was
    attached to as it last existed there (608.2h), if that permanent hasn't left the
    battlefield since (400.7: it would be a new object)."""
    source = _on_battlefield(game, item.source)
    if source is not None:
        return source.attached_to
    history = game.state.history
    left = _left_battlefield(game, item.source, None)
    if left is None:
        return None
    last_known = history[left].last_known
    assert last_known is not None
    attached = last_known.attached_to
    if attached is None or _on_battlefield(game, attached) is None or any(
            e.kind is Happened.ZONE_CHANGE and e.object == attached
            for e in history[left:]):
        return None
    return attached


def _it(game: Game, item: StackItem) -> GameObject | None:
    """The object its trigger event was about, if it is still that object (400.7)."""
    if item.it is None:
        return None
    obj = game.obj(item.it)
    if obj is None or (item.it_timestamp is not None and obj.timestamp != item.it_timestamp):
        return None
    return obj


def _still_legal(game: Game, item: StackItem, target: str,
                 spec: triggers.TargetSpec) -> bool:
    """608.2b: the target is still there and still fits its words (400.7: not a new object
    with its id)."""
    if target in item.gone:
        return False
    if game.is_player(target):
        return not game.state.player(target).lost
    return target in _legal_targets(game, item, spec)


def _matching(game: Game, item: StackItem, action: ResolveAction) -> tuple[str, ...]:
    assert action.objects is not None
    resolving.note_unnamed_in_graveyards(game, action)
    reader = PermanentReader(item.source, item.controller)
    return tuple(o.id for o in sorted(game.state.objects, key=lambda o: (o.timestamp, o.id))
                 if (action.objects.zones is None or o.zone in action.objects.zones)
                 and matches(action.objects, o, reader))


def _bolster(game: Game, item: StackItem, action: ResolveAction) -> None:
    """701.39a: bolster N: put N +1/+1 counters on the creature you control with the least
    toughness; the controller chooses among ties."""
    creatures = [o for o in game.state.objects if o.zone == Zone.BATTLEFIELD
                 and o.controller == item.controller and "Creature" in o.types]
    if not creatures:
        return
    least = min(o.toughness or 0 for o in creatures)
    tied = sorted(o.id for o in creatures if (o.toughness or 0) == least)
    chosen = tied[0]
    if len(tied) > 1:
        chosen = game.ask(PendingChoice(
            player=item.controller, rules=cite("bolster"),
            message=Message.of("stack.bolster_which", player=item.controller),
            options=tuple(ChoiceOption(t, Message.of("stack.target_option",
                                                     target=game.name(t))) for t in tied)))
    amount = action.amount if action.amount is not None else item.amount
    perform.happen(game, PutCounters(chosen, "+1/+1", amount, rule="bolster"))
