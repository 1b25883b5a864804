"""The turn moving along: the upkeep, the end of the turn and the next player's turn (rules
101.4, 102.1, 500.1, 500.6, 503.1, 512.1, 513.1, 514.2, 514.3a, 800.4a).

* :func:`begin_upkeep` (a scenario's ``upkeep`` event): the active player's upkeep begins
  (503.1); the game remembers it (500.6: "at the beginning of the upkeep" triggers look for
  this), then the active player would receive priority (:func:`priority`).
* :func:`end_turn` (a scenario's ``end_turn`` event): the ending phase (512.1). The end step
  begins (513.1), remembered like the upkeep, and the active player would receive priority.
  Then the cleanup step (514): 514.1 (discarding to hand size) isn't modelled, since hands are
  mostly not; 514.2, at the same time, all damage marked on permanents is removed and every
  "until end of turn" and "this turn" effect ends (:mod:`engine.game.durations`), prevention shields
  too (615.7) and control-changing effects with them. 514.3a: if state-based actions were then
  performed (or, once triggered abilities exist, any triggered), another cleanup step follows
  (:func:`cleanup_again`). What happened "this turn" is forgotten, and the next player in turn
  order (101.4) who is still in the game (800.4a) becomes the active player (102.1).

* :func:`untap_step` (a scenario's ``untap`` event): the active player's permanents untap
  (502.3), except that one with a stun counter stays tapped and loses a stun counter instead
  (122.1d of the current rules), and one a "can't" ability keeps from untapping during its
  controller's untap step ("~ doesn't untap during your untap step", 502.3) stays tapped.
  Phasing (502.1) and day and night (502.2) are not modelled.

The draw step, combat and the main phases are not played: the events between an ``upkeep``
and an ``end_turn`` are what happens in that turn.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities import triggers
from engine.concepts import Duration, Zone
from engine.events import BeginUntap, BeginUpkeep, EndTurn, RemoveCounters
from engine.game import durations, perform
from engine.state.objects import (
    ChoiceOption,
    GameObject,
    Happened,
    HistoryEntry,
    PendingChoice,
)
from engine.text.citations import cite
from engine.text.trace import Message, StepKind
from engine.turn import combat, sba_loop, stack

if TYPE_CHECKING:
    from engine.game.protocol import Game

# 514.3a could in principle repeat forever; a game that keeps needing cleanup steps this many
# times is treated as an unbreakable loop (104.4b).
MAX_CLEANUP_STEPS = 100


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
        # ending phase: every creature is removed from combat.
        game.changed(replace(game.state, combat=None))
        game.note(StepKind.EVENT, ("combat.removed",), Message.of("combat.removed"))
    _begin_step(game, event.player, "end", "turn.end_step")
    priority(game)
    for _ in range(MAX_CLEANUP_STEPS):
        if game.state.game_over:
            return
        cleanup(game)
        if not cleanup_again(game):
            break
        game.note(StepKind.EVENT, ("turn.cleanup_again",), Message.of("turn.cleanup_again"))
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


def cleanup_again(game: Game) -> bool:
    """514.3a: whether another cleanup step follows this one: state-based actions are checked
    and performed, and the abilities that triggered put on the stack; if either happened,
    players receive priority (the engine resolves the stack) and another cleanup step
    follows."""
    performed = sba_loop.check_state_based_actions(game)
    triggered = game.state.triggered_count
    stack.settle(game)
    return performed or game.state.triggered_count > triggered


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
    # 302.6: the new active player has controlled their permanents since their turn began.
    objects = tuple(replace(o, summoning_sick=False)
                    if o.summoning_sick and o.zone == Zone.BATTLEFIELD and o.controller == following
                    else o for o in game.state.objects)
    # 603.4: this turn's spells are the next turn's "last turn" (werewolves' intervening "if").
    players = tuple(replace(p, spells_cast_last_turn=game.state.spells_cast_this_turn(p.id),
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
