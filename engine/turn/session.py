"""One game in progress: its current state, the trace so far, and the game as effects see it.

:class:`Session` is the :class:`~engine.game.protocol.Game` (and so the
:class:`~engine.events.replacement.GameView`) that replacement and prevention
effects (614-616) and state-based actions (704) read: objects after the layer system (613),
which runs again whenever the state changed since it last ran; players; the effects that
exist now (:mod:`engine.game.existing`); the entering object as it would exist on the
battlefield (614.12); prevention shields (615.7) and what happened this turn, both kept in
the state. Changing the game is other modules' work (:mod:`engine.game.perform`,
:mod:`engine.game.damage`, :mod:`engine.game.zones`, :mod:`engine.game.outcome`,
:mod:`engine.turn.sba_loop`); each makes a new state and hands it over through
:meth:`Session.changed`.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from engine.abilities.prevention import CantSpec
from engine.characteristics.layers import apply_layers
from engine.concepts import Zone
from engine.errors import DeadlinePassed
from engine.events import (
    BeginDrawStep,
    BeginUntap,
    BeginUpkeep,
    Damage,
    EndTurn,
    Enter,
    Event,
    GainLife,
    LoseLife,
)
from engine.events.replacement import ReplacementEffect, Resolution, name_of, resolve
from engine.game import damage, designations, durations, existing, zones
from engine.state.choices import Answers
from engine.state.objects import (
    GameObject,
    GameState,
    Happened,
    HistoryEntry,
    PendingChoice,
    Player,
)
from engine.text.citations import cite
from engine.text.trace import Message, Step, StepKind
from engine.turn import resolving, turns


class Session:
    """One run of a scenario. Holds the current state; every change makes a new state."""

    def __init__(self, state: GameState, answers: Answers | None = None) -> None:
        self.state = state
        self.steps: list[Step] = []
        self.answers = answers if answers is not None else Answers(state.choices)
        # 120.4c: the results of damage dealt at once, judged together (life_after).
        self.batch: list[Event] = []
        # 611.2c, 615.10: the objects each resolved effect was fixed to as the game began.
        self.fixed: dict[str, tuple[str, ...]] = {}
        # Actions that apply but do nothing, already said once: (object or player, rule).
        self.noted: set[tuple[str, str]] = set()
        self._dirty = True
        # The players and objects of the last state-based-action check that found nothing.
        self.sba_clean: tuple[tuple[Player, ...], tuple[GameObject, ...]] | None = None
        self._entering: dict[Enter, GameObject | None] = {}
        self._effects: tuple[ReplacementEffect, ...] | None = None
        self._cant: tuple[tuple[str, str, CantSpec], ...] | None = None
        # time.monotonic() past which the run stops (DeadlinePassed); None: no limit.
        self.deadline: float | None = None
        # The label of the ability each activate event activated, by the event's index: kept
        # beside its number, it names the same ability after a re-import (602.2).
        self.activated: dict[int, str] = {}

    # --- the state -----------------------------------------------------------------------

    def refresh(self) -> None:
        """Run the layers again if something changed since they last ran; then the "for as
        long as" effects whose condition failed end (611.2b), and the layers run again.

        Every step that changed the game passes here, so this is where a run past its
        deadline stops (:meth:`on_time`)."""
        while self._dirty:
            self.on_time()
            before = self.state.objects
            self.state, _ = apply_layers(self.state, trace=False)
            self.state = _mark_control_changes(self.state, before)
            self._dirty = False
            self._entering = {}
            self._effects = None
            self._cant = None
            durations.end_lapsed(self)
            if not self._dirty:
                # 702.131b: ascend, read from the state as the layers left it; a blessing
                # makes the layers run again (702.131d) before anything reads the state.
                designations.grant_city_blessings(self)

    def on_time(self) -> None:
        """Raise :class:`DeadlinePassed` once the run's deadline has passed."""
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise DeadlinePassed

    def changed(self, state: GameState) -> None:
        """Take a new state; the layers run again before anything reads it."""
        self.state = state
        self._dirty = True

    def kept_characteristics(self, state: GameState) -> None:
        """Take a state whose change no characteristic depends on (marked damage, 120.3e: no
        layer reads it): the layers need not run again for it."""
        self.state = state

    def layered(self, state: GameState) -> None:
        """Take a state the layers just ran on (611.2b: its lapsed effects end)."""
        self.state = state
        self._dirty = False
        durations.end_lapsed(self)
        if not self._dirty:
            designations.grant_city_blessings(self)
        self.refresh()

    def end(self) -> None:
        """104.1: the game is over; nothing else happens."""
        self.state = replace(self.state, game_over=True)

    def resolve(self, event: Event, *, keep_shields: bool = True) -> Resolution:
        """Apply every replacement and prevention effect to `event` (614-616), its steps into
        the trace; with `keep_shields`, what is left of the shields it used (615.7) too."""
        resolution = resolve(event, self, self.replacement_effects, self.answers)
        self.steps.extend(resolution.steps)
        if keep_shields:
            self.use_shields(resolution.usage)
        return resolution

    def set_player(self, player: Player) -> None:
        """Take the state with `player` changed (no characteristic depends on a player)."""
        self.state = self.state.with_player(player)

    def use_shields(self, usage: dict[str, int]) -> None:
        """615.7: what is left of the shields an event used, kept in the state."""
        if usage:
            self.state = self.state.with_shields(usage.items())

    def happened(self, *entries: HistoryEntry) -> None:
        """Remember in the state that these happened this turn."""
        self.state = self.state.happened(*entries)

    # --- the trace -----------------------------------------------------------------------

    def note(self, kind: StepKind, concepts: tuple[str, ...], message: Message,
             object_id: str | None = None, choice: Any = None,
             rules: tuple[str, ...] = ()) -> None:
        """Add a step citing the rules of `concepts` (after `rules`, already numbers)."""
        # An ability without a source (724.2: the monarch's) names no object.
        self.steps.append(Step(kind=kind, rules=rules + cite(*concepts), message=message,
                               object=object_id or None, choice=choice))

    def name(self, ref: str | None) -> str:
        """An object's name after the layers; a player (or a gone object) by its id."""
        return "" if ref is None else name_of(ref, self)

    # --- the GameView protocol -----------------------------------------------------------

    def obj(self, object_id: str) -> GameObject | None:
        self.refresh()
        state = self.state
        return state.object(object_id) if state.has_object(object_id) else None

    def is_player(self, ref: str) -> bool:
        return any(p.id == ref for p in self.state.players)

    def opponents(self, player: str) -> tuple[str, ...]:
        return tuple(p.id for p in self.state.players if p.id != player and not p.lost)

    def life(self, player: str) -> int:
        return self.state.player(player).life

    def library_size(self, player: str) -> int:
        extra = sum(1 for o in self.state.objects if o.zone == "library" and o.owner == player)
        return self.state.player(player).library + extra

    def entering_view(self, event: Event) -> GameObject | None:
        if not isinstance(event, Enter):
            return None
        return self.as_on_battlefield(event)

    def as_on_battlefield(self, event: Enter) -> GameObject | None:
        """614.12: the entering object as it would exist on the battlefield (kept until the
        state changes)."""
        self.refresh()
        if event not in self._entering:
            self._entering[event] = zones.hypothetical(self, event)
        return self._entering[event]

    def shield(self, key: str) -> int | None:
        return self.state.shield(key)

    def apnap(self) -> tuple[str, ...]:
        return self.state.apnap()

    def creature_died(self) -> bool:
        return self.state.has_happened(Happened.DIED)

    def opponent_dealt_damage(self, player: str) -> bool:
        opponents = self.opponents(player)
        return any(entry.kind is Happened.DAMAGE_DEALT and entry.player in opponents
                   and entry.amount > 0 for entry in self.state.history)

    def permanents(self) -> tuple[GameObject, ...]:
        self.refresh()
        return tuple(obj for obj in self.state.objects if obj.zone == "battlefield")

    def life_after(self, event: Event) -> int:
        assert isinstance(event, LoseLife)
        life = self.life(event.player)
        others = [e for e in self.batch if e is not event]
        change = -event.amount
        for other in others:
            if isinstance(other, GainLife) and other.player == event.player:
                change += other.amount
            elif isinstance(other, LoseLife) and other.player == event.player:
                change -= other.amount
        return life + change

    def graveyard_cards(self, player: str) -> tuple[str, ...]:
        return tuple(o.id for o in self.owned_in("graveyard", player) if not o.token)

    def graveyard_unnamed(self, player: str) -> int:
        return self.state.player(player).graveyard_unnamed

    def owned_in(self, zone: str, player: str) -> list[GameObject]:
        """The objects `player` owns in `zone`, the earliest put there first."""
        return sorted((o for o in self.state.objects if o.zone == zone and o.owner == player),
                      key=lambda o: (o.timestamp, o.id))

    def ask(self, request: PendingChoice) -> str:
        answer = self.answers.answer(request)
        self.note(StepKind.CHOICE, (), Message.of(
            "choice.made", player=answer.player, object=self.name(answer.choose)),
            answer.choose, choice=answer.index, rules=request.rules)
        return answer.choose

    def damage_cant_be_prevented(self) -> bool:
        return any("prevent_damage" in spec.what for _, _, spec in self.cant_effects())

    # --- effects that exist now ----------------------------------------------------------

    def replacement_effects(self, event: Event) -> tuple[ReplacementEffect, ...]:
        """Every replacement and prevention effect that exists for this event."""
        self.refresh()
        if self._effects is None:
            self._effects = existing.standing_effects(self.state, self.fixed)
        effects = self._effects
        if isinstance(event, Enter):
            effects = tuple(e for e in effects if e.source != event.object)
            effects += existing.own_entering_effects(self.as_on_battlefield(event), event)
        return effects

    # --- calls back up the loop (engine.game.protocol) -------------------------------------

    def deal_damage(self, damages: list[Damage], replaced: bool = False) -> None:
        damage.deal_damage(self, damages, replaced)

    def begin_upkeep(self, event: BeginUpkeep) -> None:
        turns.begin_upkeep(self, event)

    def untap_step(self, event: BeginUntap) -> None:
        turns.untap_step(self, event)

    def draw_step(self, event: BeginDrawStep) -> None:
        turns.draw_step(self, event)

    def end_turn(self, event: EndTurn) -> None:
        turns.end_turn(self, event)

    def mill(self, player: str, amount: int) -> bool:
        return resolving.mill(self, player, amount)

    def cant_effects(self) -> tuple[tuple[str, str, CantSpec], ...]:
        """The "can't" abilities of permanents: (label, controller, spec)."""
        self.refresh()
        if self._cant is None:
            self._cant = existing.cant_effects(self.state)
        return self._cant


def _mark_control_changes(state: GameState, before: tuple[GameObject, ...]) -> GameState:
    """702.30a: a permanent whose controller the layers changed (an effect began or ended,
    613.1b) came under its new controller's control now (GameObject.controlled_since). The
    layers keep the objects in their order: each is compared with itself before."""
    if state.objects is before:
        return state
    changed = [obj for was, obj in zip(before, state.objects, strict=False)
               if was.characteristics.controller != obj.characteristics.controller
               and was.id == obj.id and was.timestamp == obj.timestamp
               and obj.zone == Zone.BATTLEFIELD]
    for obj in changed:
        state = state.with_object(replace(obj, controlled_since=state.control_mark()))
    return state
