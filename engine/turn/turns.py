"""The turn moving along: the untap step, the upkeep, the draw step, the end of the turn and
the next player's turn (rules 101.4, 102.1, 103.7a, 402.2, 500.1, 500.6, 502.3, 503.1, 504.1,
512.1, 513.1, 514.1, 514.2, 514.3a, 614.10, 800.4a).

* :func:`begin_upkeep` (a scenario's ``upkeep`` event): the active player's upkeep begins
  (503.1); the game remembers it (500.6: "at the beginning of the upkeep" triggers look for
  this), then the active player would receive priority (:func:`priority`).
* :func:`end_turn` (a scenario's ``end_turn`` event): the ending phase (512.1). The end step
  begins (513.1), remembered like the upkeep, and the active player would receive priority.
  Then the cleanup step (514): 514.1, the active player discards down to their maximum hand
  size (402.2: seven, or none), when the scenario says their hand is known
  (:func:`discard_to_hand_size`); 514.2, at the same time, all damage marked on permanents
  is removed and every "until end of turn" and "this turn" effect ends
  (:mod:`engine.game.durations`), prevention shields too (615.7) and control-changing
  effects with them. 514.3a: if state-based actions were then
  performed (or, once triggered abilities exist, any triggered), another cleanup step follows
  (:func:`cleanup_again`). What happened "this turn" is forgotten, and the next player in turn
  order (101.4) who is still in the game (800.4a) becomes the active player (102.1).

* :func:`untap_step` (a scenario's ``untap`` event): the active player's permanents untap
  (502.3), except that one with a stun counter stays tapped and loses a stun counter instead
  (122.1d of the current rules), and one a "can't" ability keeps from untapping during its
  controller's untap step ("~ doesn't untap during your untap step", 502.3) stays tapped,
  as does one a resolved effect keeps from untapping "during its controller's next untap
  step" (502.3, 611.2a): that effect no longer applies to the active player's permanents once
  their untap step has passed, whether they were tapped or not, and ends when it applies to
  none. Phasing (502.1) and day and night (502.2) are not modelled.

* :func:`draw_step` (a scenario's ``draw_step`` event): 504.1, the active player draws a card
  (skipped on the game's first turn in a two-player game, 103.7a), then "at the beginning of
  the draw step" abilities (504.2).

The main phases are not played (combat is, engine.turn.combat): the events between an
``upkeep`` and an ``end_turn`` are what happens in that turn.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities import rule_changes, skips, triggers
from engine.concepts import Duration, Zone
from engine.events import BeginDrawStep, BeginUntap, BeginUpkeep, Draw, EndTurn, RemoveCounters
from engine.game import durations, perform
from engine.state.objects import (
    ChoiceOption,
    GameObject,
    Happened,
    HistoryEntry,
    PendingChoice,
    ResolvedEffect,
)
from engine.text.citations import cite
from engine.text.trace import Message, StepKind
from engine.turn import combat, resolving, sba_loop, stack

if TYPE_CHECKING:
    from engine.game.protocol import Game

# 514.3a could in principle repeat forever; a game that keeps needing cleanup steps this many
# times is treated as an unbreakable loop (104.4b).
MAX_CLEANUP_STEPS = 100
# 402.2: a player's maximum hand size is normally seven cards.
MAXIMUM_HAND_SIZE = 7


def begin_upkeep(game: Game, event: BeginUpkeep) -> None:
    """503.1: the active player's upkeep begins (no turn-based actions)."""
    # 702.30a: what came under the player's control since their last upkeep began, as it
    # begins (echo's "if" reads it as its abilities trigger and resolve); afterwards, this
    # upkeep is their last one: only what comes under their control from now on is new.
    due = {o.id: o.controlled_since for o in game.state.objects
           if o.zone == Zone.BATTLEFIELD and o.controller == event.player and o.controlled_since}
    _begin_step(game, event.player, "upkeep", "turn.upkeep")
    priority(game)
    state = game.state
    for obj in state.objects:
        if obj.controlled_since and due.get(obj.id) == obj.controlled_since:
            state = state.with_object(replace(obj, controlled_since=0))
    if state is not game.state:
        game.changed(state)


def draw_step(game: Game, event: BeginDrawStep) -> None:
    """504: the active player's draw step. 103.7a: in a two-player game, the player who plays
    first skips the draw step of their first turn (the scenario says it is that turn). Else
    the step begins (500.6: "at the beginning of the draw step" abilities trigger), 504.1:
    the active player draws a card, a turn-based action that doesn't use the stack (121.2:
    replacement effects apply to it; from an empty library nothing is drawn and the player
    loses at the next state-based action check, 704.5b), then 504.2: the active player would
    receive priority."""
    if event.first_turn and len(game.state.players) == 2:
        game.note(StepKind.EVENT, ("turn.first_turn_draw",),
                  Message.of("turn.first_draw_skipped", player=event.player))
        return
    game.refresh()
    skip = skips.skipping(game.state, event.player, "draw")
    if skip is not None:
        # 614.10: "Skip your draw step": the step doesn't happen (nothing drawn or triggered).
        game.note(StepKind.EVENT, ("turn.skip", "turn.draw_step"),
                  Message.of("turn.draw_step_skipped", player=event.player, label=skip))
        return
    _begin_step(game, event.player, "draw", "turn.draw_step")
    game.note(StepKind.EVENT, ("turn.draw_step", "draw"),
              Message.of("turn.draws_for_turn", player=event.player))
    perform.happen(game, Draw(event.player))
    if not game.state.game_over:
        priority(game)


def untap_step(game: Game, event: BeginUntap) -> None:
    """502.3: the active player untaps all their permanents at once; no player receives
    priority (502.4). 122.1d (current rules): a tapped permanent with a stun counter that would
    become untapped stays tapped, and a stun counter is removed from it instead."""
    game.refresh()
    state = game.state
    tapped = sorted((o for o in state.objects if o.zone == Zone.BATTLEFIELD
                     and o.controller == event.player and o.tapped), key=lambda o: o.id)
    # 502.3: effects can keep permanents from untapping ("~ doesn't untap during your untap
    # step"); such a permanent isn't untapped, and a stun counter stays on it (122.1d: the
    # counter is removed only instead of untapping).
    kept = [(o, label) for o in tapped
            if (label := combat.cant_label_for(game, "untap_during_untap_step", o)) is not None]
    held = {o.id for o, _ in kept}
    held |= _chosen_to_stay_tapped(game, event.player, [o for o in tapped if o.id not in held])
    stunned = [o for o in tapped if o.counter("stun") and o.id not in held]
    untapped = [o for o in tapped if not o.counter("stun") and o.id not in held]
    for obj in untapped:
        state = state.with_object(replace(obj, tapped=False))
    # 603.2d: "whenever ~ becomes untapped" (inspired) sees each permanent untapped.
    state = state.happened(*(HistoryEntry(Happened.UNTAPPED, object=o.id, player=o.controller)
                             for o in untapped))
    game.changed(state)
    game.note(StepKind.EVENT, ("turn.untap",),
              Message.of("turn.untapped", player=event.player,
                         objects=tuple(o.name for o in untapped)))
    for obj, label in kept:
        game.note(StepKind.EVENT, ("turn.untap",),
                  Message.of("turn.doesnt_untap", object=obj.name, label=label), obj.id)
    for obj in stunned:
        game.note(StepKind.EVENT, ("counters.stun", "replacement.instead"),
                  Message.of("turn.stunned", object=obj.name), obj.id)
        perform.happen(game, RemoveCounters(obj.id, "stun", 1, rule="counters.stun"))
    _next_untap_step_passed(game, event.player)


def _next_untap_step_passed(game: Game, player: str) -> None:
    """502.3, 611.2a: "doesn't untap during its controller's next untap step": this was that
    step for each of the active player's permanents such an effect is on, tapped or not (an
    untapped one isn't kept tapped later): the effect no longer applies to them, and ends once
    it applies to none."""
    state = game.state
    mine = {o.id for o in state.objects
            if o.zone == Zone.BATTLEFIELD and o.controller == player}
    ended: list[ResolvedEffect] = []
    effects: list[ResolvedEffect] = []
    passed: list[tuple[ResolvedEffect, str]] = []
    for effect in state.effects:
        if durations.duration_of(effect) is not Duration.NEXT_UNTAP_STEP or not (
                mine & set(effect.targets)):
            effects.append(effect)
            continue
        passed += [(effect, t) for t in effect.targets if t in mine]
        left = tuple(t for t in effect.targets if t not in mine)
        if left:
            effects.append(replace(effect, targets=left))
            game.fixed[effect.id] = left
        else:
            ended.append(effect)
    if not passed:
        return
    game.changed(replace(state, effects=tuple(effects)))
    for effect, ident in passed:
        game.note(StepKind.EVENT, ("turn.untap", "duration.until"),
                  Message.of("turn.next_untap_step_passed", object=game.name(ident),
                             effect=effect.card_name, id=effect.id), ident)
    # Its shields and fixed objects go with it (engine.game.durations.end_effects).
    durations.end_effects(game, tuple(ended))


def _chosen_to_stay_tapped(game: Game, player: str, tapped: list[GameObject]) -> set[str]:
    """502.3: the active player determines which permanents untap: for each tapped one an
    ability lets them keep tapped ("You may choose not to untap ~ during your untap step"),
    they are asked; the ids of those they keep tapped."""
    kept = set()
    for obj in tapped:
        label = combat.cant_label_for(game, "untap_during_untap_step", obj, optional=True)
        if label is None:
            continue
        request = PendingChoice(
            player=player, rules=cite("turn.untap"),
            message=Message.of("turn.untap_question", player=player, object=obj.name,
                               label=label),
            options=(ChoiceOption("untap", Message.of("turn.untap_yes")),
                     ChoiceOption("keep_tapped", Message.of("turn.untap_no"))))
        answer = game.answers.answer(request)
        keep = answer.choose == "keep_tapped"
        if keep:
            kept.add(obj.id)
        game.note(StepKind.CHOICE, ("turn.untap",),
                  Message.of("turn.chooses_not_to_untap" if keep else "turn.chooses_untap",
                             player=player, object=obj.name, label=label),
                  obj.id, choice=answer.index)
    return kept


def end_turn(game: Game, event: EndTurn) -> None:
    """512.1: the end step (513), the cleanup step (514), then the next player's turn."""
    if game.state.combat is not None:
        # 511.3: a combat the scenario left before its combat_damage event is over by the
        # ending phase: every creature is removed from combat. The steps it skipped dealt no
        # combat damage, and the trace says so rather than staying silent about it.
        if game.state.combat.step != "combat_damage":
            game.note(StepKind.EVENT, ("combat.damage",),
                      Message.of("combat.ended_before_damage"))
        game.changed(replace(game.state, combat=None))
        game.note(StepKind.EVENT, ("combat.removed",), Message.of("combat.removed"))
    _begin_step(game, event.player, "end", "turn.end_step")
    priority(game)
    for _ in range(MAX_CLEANUP_STEPS):
        if game.state.game_over:
            return
        # 514.3a: an ability that triggered in this cleanup step, as early as its discard
        # (702.35a madness, "whenever you discard"), makes another one follow.
        triggered = game.state.triggered_count
        discard_to_hand_size(game, event.player)
        cleanup(game)
        again = cleanup_again(game, triggered)
        if not again:
            break
        game.note(StepKind.EVENT, ("turn.cleanup_again",),
                  Message.of("turn.cleanup_again") if again == "performed"
                  else Message.of("turn.cleanup_again_triggered"))
    else:
        game.note(StepKind.GAME_OVER, ("game.loop",), Message.of("outcome.loop"))
        game.end()
        return
    if not game.state.game_over:
        _next_turn(game, event.player)


def priority(game: Game) -> None:
    """A player would receive priority: state-based actions are checked (704.3), and the
    abilities that triggered (at the beginning of this step, 500.6) are put on the stack
    (603.3) and resolved."""
    stack.settle(game)


def discard_to_hand_size(game: Game, player: str) -> None:
    """514.1: first in the cleanup step, if the active player's hand holds more cards than
    their maximum hand size (402.2: seven, changed by "Your maximum hand size is reduced by
    N" abilities, never below zero; none under "You have no maximum hand size"), they
    discard the excess, cards of their choice (701.8a: a scenario choice, asked one card at a
    time, when they have more cards than they must discard). Only a hand the scenario says is
    known (``hand_known``: the objects in it and the cards drawn during the run) is counted;
    otherwise the trace says the discard isn't modelled when the known cards alone exceed
    the maximum."""
    game.refresh()
    state = game.state
    hand = len(game.owned_in(Zone.HAND, player)) + state.player(player).drawn_unknown
    changes = rule_changes.hand_size_changes(state, player)
    # 402.2: seven, changed by the abilities that say so (never below none).
    maximum = max(0, MAXIMUM_HAND_SIZE + sum(amount for _, amount in changes))
    if hand <= maximum:
        return
    unlimited = rule_changes.no_maximum_hand_size(state, player)
    if unlimited is not None:
        game.note(StepKind.EVENT, ("turn.discard_to_hand_size", "turn.hand_size"),
                  Message.of("turn.no_maximum_hand_size", player=player, cards=hand,
                             label=unlimited))
        return
    if not state.player(player).hand_known:
        game.note(StepKind.EVENT, ("turn.discard_to_hand_size",),
                  Message.of("turn.hand_not_known", player=player, cards=hand,
                             maximum=maximum))
        return
    for label, amount in changes:
        game.note(StepKind.EVENT, ("turn.hand_size",),
                  Message.of("turn.hand_size_changed", player=player, amount=amount,
                             label=label))
    excess = hand - maximum
    game.note(StepKind.EVENT, ("turn.discard_to_hand_size", "turn.hand_size"),
              Message.of("turn.discards_to_hand_size", player=player, cards=hand,
                         amount=excess, maximum=maximum))
    resolving.discard(game, player, excess)


def cleanup(game: Game) -> None:
    """514.2: at the same time, all damage marked on permanents is removed and all "until end
    of turn" and "this turn" effects end."""
    game.refresh()
    state = game.state
    damaged = tuple(o for o in state.objects
                    if o.zone == Zone.BATTLEFIELD and (o.damage or o.deathtouch_damage))
    ended = tuple(e for e in state.effects
                  if durations.duration_of(e) is Duration.END_OF_TURN)
    for obj in damaged:
        state = state.with_object(replace(obj, damage=0, deathtouch_damage=False))
    game.changed(state)
    durations.end_effects(game, ended)
    game.note(StepKind.EVENT, ("turn.cleanup",), Message.of("turn.cleanup"))
    for obj in damaged:
        game.note(StepKind.EVENT, ("turn.cleanup",),
                  Message.of("turn.damage_removed", object=obj.name, amount=obj.damage), obj.id)
    for effect in ended:
        game.note(StepKind.EVENT, ("turn.cleanup", "duration.until"),
                  Message.of("turn.effect_ended", effect=effect.card_name, id=effect.id))


def cleanup_again(game: Game, triggered: int | None = None) -> str:
    """514.3a: whether another cleanup step follows this one, and why ("performed",
    "triggered", or "" for none): state-based actions are checked and performed, and the
    abilities that triggered (since ``triggered``, the count as the step began) are put on the
    stack; if either happened, players receive priority and another cleanup step follows. The
    engine plays no spell or ability in a cleanup step: all players pass until the stack is
    empty, an ability that waits for a player's decision (madness, 702.35a; rebound) resolving
    as declined, and the trace says so; the turn never ends with the stack not empty."""
    performed = sba_loop.check_state_based_actions(game)
    if triggered is None:
        triggered = game.state.triggered_count
    stack.settle(game)
    if game.state.stack and not game.state.game_over:
        game.note(StepKind.EVENT, ("turn.cleanup_again", "priority.all_pass"),
                  Message.of("turn.cleanup_priority"))
        stack.settle(game, everything=True)
    if performed:
        return "performed"
    return "triggered" if game.state.triggered_count > triggered else ""


def _begin_step(game: Game, player: str, step: str, concept: str) -> None:
    """500.6: a step begins; the game remembers it, for "at the beginning of" triggers."""
    game.happened(HistoryEntry(Happened.STEP_BEGAN, player=player, detail=step))
    game.note(StepKind.EVENT, (concept, "turn.step_begins"),
              Message.of(f"turn.began.{step}", player=player))


def _next_turn(game: Game, player: str) -> None:
    """The turn ends: "this turn" is forgotten, and the next player in turn order (101.4) who
    hasn't left the game (800.4a) becomes the active player (102.1)."""
    order = game.state.apnap()
    skipped = tuple(p for p in order[1:] if game.state.player(p).lost)
    following = next((p for p in order[1:] if not game.state.player(p).lost), player)
    extra = game.state.extra_turns
    # 500.7: an extra turn comes directly after this one, the most recently added first (a
    # player who has left the game takes none, 800.4a).
    while extra and game.state.player(extra[-1]).lost:
        extra = extra[:-1]
    taking_extra = bool(extra)
    if extra:
        following, extra, skipped = extra[-1], extra[:-1], ()
    players_state = {p.id: p for p in game.state.players}
    # 614.10: a player who is to skip their next turn skips the one they would take now (an
    # extra turn too); the turn after it is then the next extra turn, or else the next
    # player's in turn order after the one skipped (after this turn's player, for an extra
    # turn, which came directly after this one).
    for _ in range(sum(p.skip_turns for p in players_state.values()) + 1):
        skipping = players_state[following]
        if skipping.skip_turns <= 0:
            break
        game.note(StepKind.EVENT, ("turn.skip",),
                  Message.of("turn.turn_skipped", player=following, count=skipping.skip_turns))
        players_state[following] = replace(skipping, skip_turns=skipping.skip_turns - 1)
        skipped = ()
        while extra and game.state.player(extra[-1]).lost:
            extra = extra[:-1]
        if extra:
            following, extra = extra[-1], extra[:-1]
            continue
        after = player if taking_extra else following
        taking_extra = False
        following = _next_in_order(game, after, player)
    # 302.6: the new active player has controlled their permanents since their turn began.
    objects = tuple(replace(o, summoning_sick=False)
                    if o.summoning_sick and o.zone == Zone.BATTLEFIELD and o.controller == following
                    else o for o in game.state.objects)
    # 603.4: this turn's spells are the next turn's "last turn" (werewolves' intervening "if").
    players = tuple(replace(players_state[p.id],
                            spells_cast_last_turn=game.state.spells_cast_this_turn(p.id),
                            spells_cast_this_turn=0) for p in game.state.players)
    game.changed(replace(game.state, active_player=following, history=(), trigger_mark=0,
                         players=players,
                         objects=objects, extra_turns=extra,
                         delayed=triggers.next_turn_begins(game.state.delayed)))
    if taking_extra:
        game.note(StepKind.EVENT, ("turn.extra", "turn.active_player"),
                  Message.of("turn.next_extra", player=player, next=following))
    elif skipped:
        game.note(StepKind.EVENT, ("turn.order", "turn.active_player", "multiplayer.leave"),
                  Message.of("turn.next_skipping", player=player, next=following,
                             skipped=skipped))
    else:
        game.note(StepKind.EVENT, ("turn.order", "turn.active_player"),
                  Message.of("turn.next", player=player, next=following))


def _next_in_order(game: Game, after: str, default: str) -> str:
    """101.4: the next player in turn order after ``after`` who hasn't left the game (800.4a),
    or ``default`` when there is none."""
    ids = [p.id for p in game.state.players]
    start = ids.index(after)
    for step in range(1, len(ids) + 1):
        candidate = ids[(start + step) % len(ids)]
        if not game.state.player(candidate).lost:
            return candidate
    return default
