"""The game driver: layers, then state-based actions, then each event (rules 104, 510.2, 704).

After the layer system (613) has computed every object's characteristics, state-based actions
are checked (704.3) until none apply; then each of the scenario's events happens in order,
through the replacement and prevention effects that apply to it (614-616), and state-based
actions are checked again after each. The game ends when a player wins or the game is a
draw (104); processing stops there, or at a question no answer was given for. Between events
the game can be kept (:class:`Checkpoint`) and played on from there (:func:`resume`).

Where the rest is: :mod:`engine.turn.session` (the game in progress as effects read it),
:mod:`engine.game.perform` (events), :mod:`engine.game.damage` (120), :mod:`engine.game.zones`
(400), :mod:`engine.turn.sba_loop` (704.3) and :mod:`engine.game.outcome` (104).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial

from engine.characteristics.layers import apply_layers
from engine.concepts import ScenarioEventType
from engine.errors import ScenarioError
from engine.events import (
    BeginDrawStep,
    BeginUntap,
    BeginUpkeep,
    CreateToken,
    Damage,
    Destroy,
    Draw,
    EndTurn,
    Enter,
    Event,
    GainLife,
    LoseLife,
    Move,
    PutCounters,
    Sacrifice,
)
from engine.game import damage, existing, perform, tokens
from engine.state.choices import Answers, ChoiceNeeded
from engine.state.objects import Event as ScenarioEvent
from engine.state.objects import GameState
from engine.text.trace import Message, Step, StepKind
from engine.turn import casting, combat, facedown, stack
from engine.turn.session import Session

# Each draw is played one at a time (121.2); a scenario asking for more is a typo, not a game.
MAX_DRAWS = 1000


def play(state: GameState, *, deadline: float | None = None
         ) -> tuple[GameState, tuple[Step, ...]]:
    """Play the scenario: layers, state-based actions, then each event (see module doc).
    Past `deadline` (a time.monotonic() value) it raises DeadlinePassed."""
    game = Session(state)
    game.deadline = deadline
    _run(game, None)
    return game.state, tuple(game.steps)


def activated_labels(state: GameState, *, deadline: float | None = None) -> dict[int, str]:
    """Play the scenario as :func:`play` does; the label of the ability each ``activate``
    event activated, by the event's index (602.2): what a saved scenario keeps beside an
    ability's number, so the number still names the same ability once the card's abilities
    are numbered differently."""
    game = Session(state)
    game.deadline = deadline
    _run(game, None)
    return dict(game.activated)


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """The state once the first `after_step` steps were taken: after the first state-based
    action check, and after each event (or batch of combat damage) and its checks.

    It holds everything :func:`resume` needs: the state (with its prevention shields and
    history), how many of the scenario's events and answers were used, the objects resolved
    effects were fixed to at the start (611.2c, 615.10) and the do-nothing state-based actions
    already said once. A board kept inside a combat_damage event, after each damage step
    (510.2, before the end of combat removes everyone from combat, 511.3), is shown but not
    ``resumable``: play goes on from the checkpoint after the event.
    """

    after_step: int
    state: GameState
    events_done: int = 0
    answers_used: int = 0
    fixed: tuple[tuple[str, tuple[str, ...]], ...] = ()
    noted: frozenset[tuple[str, str]] = frozenset()
    resumable: bool = True


def play_with_checkpoints(
    state: GameState, *, deadline: float | None = None,
) -> tuple[GameState, tuple[Step, ...], tuple[Checkpoint, ...]]:
    """:func:`play`, also keeping the state between events (for a step-by-step board)."""
    game = Session(state)
    game.deadline = deadline
    kept: list[Checkpoint] = []
    _run(game, kept)
    return game.state, tuple(game.steps), tuple(kept)


def resume(checkpoint: Checkpoint) -> tuple[GameState, tuple[Step, ...]]:
    """Play on from a checkpoint: its remaining events; the final state and the steps taken
    after the checkpoint (those a straight :func:`play` takes after `after_step`).
    ValueError for a checkpoint inside a combat event (not ``resumable``)."""
    if not checkpoint.resumable:
        raise ValueError("a checkpoint inside a combat event can't be resumed: resume from "
                         "the checkpoint after the event")
    state = checkpoint.state
    game = Session(state, Answers(state.choices, used=checkpoint.answers_used))
    game.fixed = dict(checkpoint.fixed)
    game.noted = set(checkpoint.noted)
    play_events(game, checkpoint.events_done)
    return game.state, tuple(game.steps)


def _run(game: Session, kept: list[Checkpoint] | None) -> None:
    """Layers, state-based actions, then every event until the game ends or asks."""
    game.steps.append(Step(
        StepKind.SETUP, (),
        Message.of("game.start", players=tuple(p.id for p in game.state.players),
                   objects=len(game.state.objects), effects=len(game.state.effects)),
    ))
    layered, layer_steps = apply_layers(game.state)
    game.steps.extend(layer_steps)
    game.layered(layered)
    _setup(game)
    play_events(game, None, kept)


def play_events(game: Session, done: int | None, kept: list[Checkpoint] | None = None) -> None:
    """The scenario's events after the first `done` (None: the first state-based action
    check, then all of them), until the game ends or asks; a checkpoint after each into
    `kept`."""
    try:
        # A checkpoint taken while abilities were on the stack resumes by resolving them (all of
        # them once every event happened).
        stack.settle(game, _keeper(game, done or 0, kept),
                     everything=done is not None and done >= len(game.state.events))
        if done is None:
            done = 0
            _checkpoint(game, done, kept)
        for group in _groups(game.state.events[done:]):
            if game.state.game_over:
                break
            game.on_time()
            _scenario_events(game, group, _keeper(game, done, kept), None if kept is None
                             else partial(_checkpoint, game, done, kept, resumable=False))
            done += len(group)
            stack.settle(game, _keeper(game, done, kept))
            _checkpoint(game, done, kept)
        if not game.state.game_over and game.state.stack:
            # After the last event, all players pass each time: what remains resolves, top
            # first.
            stack.settle(game, _keeper(game, done, kept), everything=True)
            _checkpoint(game, done, kept)
    except ChoiceNeeded as needed:
        game.steps.extend(needed.steps)
        game.refresh()
        game.state = replace(game.state, pending_choice=needed.request)
        return
    game.refresh()
    unused = game.answers.unused()
    if unused and not game.state.game_over:
        first = unused[0]
        raise ScenarioError(
            f"choices[{first.index}]", "no question was asked that this answer could answer"
        )


def _keeper(game: Session, events_done: int,
            kept: list[Checkpoint] | None) -> Callable[[], None] | None:
    """What keeps a checkpoint while the stack changes, when checkpoints are kept."""
    return None if kept is None else partial(_checkpoint, game, events_done, kept)


def _checkpoint(game: Session, events_done: int, kept: list[Checkpoint] | None,
                resumable: bool = True) -> None:
    if kept is not None:
        game.refresh()
        kept.append(Checkpoint(
            len(game.steps), game.state, events_done, game.answers.used,
            tuple(game.fixed.items()), frozenset(game.noted), resumable))


def _setup(game: Session) -> None:
    """Planeswalkers already on the battlefield have loyalty counters (122.1c)."""
    for obj in game.state.objects:
        chars = obj.characteristics
        if (
            obj.zone == "battlefield"
            and chars.is_type("Planeswalker")
            and chars.loyalty is not None
            and "loyalty" not in dict(obj.counters)
        ):
            counters = tuple(sorted((*obj.counters, ("loyalty", chars.loyalty))))
            game.changed(game.state.with_object(replace(obj, counters=counters)))
            game.note(StepKind.SETUP, ("counters.loyalty",),
                      Message.of("event.setup.loyalty", object=chars.name,
                                 amount=chars.loyalty), obj.id)
    for effect in game.state.effects:
        game.fixed[effect.id] = existing.fixed_targets(game.state, effect)


def _scenario_events(game: Session, group: list[ScenarioEvent],
                     checkpoint: Callable[[], None] | None = None,
                     keep: Callable[[], None] | None = None) -> None:
    """One event (or a batch of combat damage events); ``checkpoint`` keeps a board while the
    stack changes, ``keep`` a board inside a combat event, between its damage steps."""
    kind = group[0].type
    if kind in _STEP_EVENTS and game.state.stack:
        # 500.2: a step ends only when the stack is empty and all players pass.
        stack.settle(game, checkpoint, everything=True)
        if game.state.game_over:
            return
    if kind in _PRIORITY_EVENTS:
        _note_event(game, group[0])
        _PRIORITY_EVENTS[kind](game, group[0])
        return
    if len(group) > 1:
        game.note(StepKind.EVENT, ("combat.simultaneous",),
                  Message.of("event.combat_group", first=group[0].index + 1,
                             last=group[-1].index + 1))
    for scenario_event in group:
        _note_event(game, scenario_event)
    group = [e for e in group if not tokens.not_in_game(game, e)]
    if not group:
        return
    if group[0].type in combat.EVENTS:
        combat.play(game, group[0], keep)
        return
    if group[0].type == "damage":
        damage.deal_damage(game, [
            Damage(e.source or "", e.target or "", e.amount or 0, e.combat) for e in group
        ])
        return
    for event in _to_events(group[0], game.state.active_player):
        perform.happen(game, event)


def _resolve(game: Session, event: ScenarioEvent) -> None:
    """405.5, 608.1: all players pass in succession; the top object resolves."""
    if not game.state.stack:
        raise ScenarioError(f"events[{event.index}]",
                            "the stack is empty: there is nothing to resolve (405.5)")
    stack.resolve_top(game)


# The events that begin a step (or play one through): whatever waits on the stack resolves
# first, top first, as all players pass (500.2).
_STEP_EVENTS = frozenset({
    ScenarioEventType.UNTAP, ScenarioEventType.UPKEEP, ScenarioEventType.END_TURN,
    ScenarioEventType.DRAW_STEP,
    ScenarioEventType.ATTACK, ScenarioEventType.BLOCK, ScenarioEventType.COMBAT_DAMAGE})

def _cast(game: Session, event: ScenarioEvent) -> None:
    """601.2; with ``face_down``, 702.37c: cast face down by its morph ability."""
    if event.face_down:
        facedown.cast_face_down(game, event)
    else:
        casting.cast(game, event)


_PRIORITY_EVENTS: dict[str, Callable[[Session, ScenarioEvent], None]] = {
    ScenarioEventType.CAST: _cast,
    # 116.2b, 702.37e: a special action, taken any time its player has priority.
    ScenarioEventType.TURN_FACE_UP: facedown.turn_face_up,
    # 116.2f, 702.62a: a special action, taken any time its player could cast the card.
    ScenarioEventType.SUSPEND: casting.suspend,
    ScenarioEventType.ACTIVATE: casting.activate,
    ScenarioEventType.RESOLVE: _resolve,
}


def _note_event(game: Session, event: ScenarioEvent) -> None:
    game.note(StepKind.EVENT, _EVENT_RULES[event.type],
              Message.of(_event_key(event), number=event.index + 1,
                         source=game.name(event.source), target=game.name(event.target),
                         amount=event.amount, counter=event.counter,
                         player=event.player or event.controller,
                         object=game.name(event.object),
                         zone=event.to, combat=event.combat))


_EVENT_RULES: dict[str, tuple[str, ...]] = {
    "damage": ("damage.process",),
    "destroy": ("zone.new_object",),
    "sacrifice": ("sacrifice",),
    "counters": ("counters.put",),
    "gain_life": ("life.change",),
    "lose_life": ("life.change",),
    "draw": ("draw", "draw.each"),
    "move": ("zone.owner", "zone.new_object"),
    "enter": ("replacement.enters",),
    "create_token": ("token.create",),
    "upkeep": ("turn.upkeep",),
    "draw_step": ("turn.draw_step",),
    "untap": ("turn.untap",),
    "end_turn": ("turn.ending_phase",),
    "cast": ("cast",),
    "activate": ("activate",),
    "resolve": ("priority.all_pass", "resolve.top"),
    "turn_face_up": ("special_action.turn_face_up",),
    "suspend": ("special_action.suspend",),
    "attack": ("combat.phase", "combat.declare_attackers"),
    "block": ("combat.declare_blockers",),
    "combat_damage": ("combat.damage",),
}


def _event_key(event: ScenarioEvent) -> str:
    """The message key of a scenario event; a move's names its zone."""
    return f"event.move.{event.to}" if event.type == "move" else f"event.{event.type}"


def _groups(events: tuple[ScenarioEvent, ...]) -> list[list[ScenarioEvent]]:
    """510.2: consecutive combat damage events are dealt at the same time."""
    groups: list[list[ScenarioEvent]] = []
    for event in events:
        if (
            groups
            and event.type == "damage"
            and event.combat
            and groups[-1][-1].type == "damage"
            and groups[-1][-1].combat
        ):
            groups[-1].append(event)
        else:
            groups.append([event])
    return groups


def _to_events(event: ScenarioEvent, active_player: str) -> list[Event]:
    if event.type == "destroy":
        return [Destroy(event.target or "")]
    if event.type == "sacrifice":
        return [Sacrifice(event.object or "")]
    if event.type == "counters":
        return [PutCounters(event.target or "", event.counter or "", event.amount or 0)]
    if event.type == "gain_life":
        return [GainLife(event.player or "", event.amount or 0)]
    if event.type == "lose_life":
        return [LoseLife(event.player or "", event.amount or 0)]
    if event.type == "draw":
        if (event.amount or 0) > MAX_DRAWS:
            raise ScenarioError(f"events[{event.index}].amount",
                                f"at most {MAX_DRAWS} cards can be drawn in one event")
        # 121.2, 614.11a: several draws happen one at a time.
        return [Draw(event.player or "") for _ in range(event.amount or 0)]
    if event.type == "move":
        assert event.to is not None  # the declaration requires it
        return [Move(event.object or "", event.to)]
    if event.type == "enter":
        return [Enter(event.object or "")]
    if event.type == "create_token":
        assert event.controller is not None and event.token is not None  # the declaration
        return [CreateToken(event.controller, event.token, event.amount or 0)]
    if event.type == "untap":
        return [BeginUntap(active_player)]
    if event.type == "upkeep":
        return [BeginUpkeep(active_player)]
    if event.type == "draw_step":
        return [BeginDrawStep(active_player, first_turn=event.first_turn)]
    if event.type == "end_turn":
        return [EndTurn(active_player)]
    raise AssertionError(event.type)
