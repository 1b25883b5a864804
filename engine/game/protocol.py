"""The game in progress as the rules that change it see it: one small interface.

Events happening (:mod:`engine.game.perform`), damage (:mod:`engine.game.damage`), zone
changes (:mod:`engine.game.zones`), the outcome (:mod:`engine.game.outcome`) and the turn's
modules (:mod:`engine.turn`) all act on a :class:`Game`; :class:`engine.turn.session.Session`
is the one implementation. Because they take this interface and not the class, the session
imports them and they never import the session: the loop and the state don't call each other
in a cycle. The few calls that go back up the loop (damage dealt as an event happens, 120; the
turn's own events, 503.1 and 512.1) are methods here too.
"""

from __future__ import annotations

from typing import Any, Protocol

from engine.abilities.prevention import CantSpec
from engine.events import BeginDrawStep, BeginUntap, BeginUpkeep, Damage, EndTurn, Enter, Event
from engine.events.replacement import GameView, ReplacementEffect, Resolution
from engine.state.choices import Answers
from engine.state.objects import GameObject, GameState, HistoryEntry, Player
from engine.text.trace import Message, Step, StepKind


class Game(GameView, Protocol):
    """One run of a scenario: the current state, the trace so far, and what the rules ask."""

    state: GameState
    steps: list[Step]
    answers: Answers
    # 120.4c: the results of damage dealt at once, judged together (life_after).
    batch: list[Event]
    # 611.2c, 615.10: the objects each resolved effect was fixed to as the game began.
    fixed: dict[str, tuple[str, ...]]
    # Actions that apply but do nothing, already said once: (object or player, rule).
    noted: set[tuple[str, str]]
    # The players and objects of the last state-based-action check that found nothing.
    sba_clean: tuple[tuple[Player, ...], tuple[GameObject, ...]] | None
    # time.monotonic() past which the run stops (DeadlinePassed); None: no limit.
    deadline: float | None
    # The label of the ability each activate event activated, by the event's index (602.2).
    activated: dict[int, str]

    def refresh(self) -> None:
        """Run the layers again if something changed since they last ran; then the "for as
        long as" effects whose condition failed end (611.2b), and the layers run again.

        Every step that changed the game passes here, so this is where a run past its
        deadline stops (:meth:`on_time`)."""
        ...

    def on_time(self) -> None:
        """Raise :class:`DeadlinePassed` once the run's deadline has passed."""
        ...

    def changed(self, state: GameState) -> None:
        """Take a new state; the layers run again before anything reads it."""
        ...

    def kept_characteristics(self, state: GameState) -> None:
        """Take a state whose change no characteristic depends on (marked damage, 120.3e: no
        layer reads it): the layers need not run again for it."""
        ...

    def layered(self, state: GameState) -> None:
        """Take a state the layers just ran on (611.2b: its lapsed effects end)."""
        ...

    def end(self) -> None:
        """104.1: the game is over; nothing else happens."""
        ...

    def resolve(self, event: Event, *, keep_shields: bool = True) -> Resolution:
        """Apply every replacement and prevention effect to `event` (614-616), its steps into
        the trace; with `keep_shields`, what is left of the shields it used (615.7) too."""
        ...

    def set_player(self, player: Player) -> None:
        """Take the state with `player` changed (no characteristic depends on a player)."""
        ...

    def use_shields(self, usage: dict[str, int]) -> None:
        """615.7: what is left of the shields an event used, kept in the state."""
        ...

    def happened(self, *entries: HistoryEntry) -> None:
        """Remember in the state that these happened this turn."""
        ...

    def note(self, kind: StepKind, concepts: tuple[str, ...], message: Message,
             object_id: str | None = None, choice: Any = None,
             rules: tuple[str, ...] = ()) -> None:
        """Add a step citing the rules of `concepts` (after `rules`, already numbers)."""
        ...

    def name(self, ref: str | None) -> str:
        """An object's name after the layers; a player (or a gone object) by its id."""
        ...

    def obj(self, object_id: str) -> GameObject | None:
        """The object with this id after the layers (613), or None."""
        ...

    def entering_view(self, event: Event) -> GameObject | None:
        """614.12: for an Enter event, the object as it would exist on the battlefield."""
        ...

    def as_on_battlefield(self, event: Enter) -> GameObject | None:
        """614.12: the entering object as it would exist on the battlefield (kept until the
        state changes)."""
        ...

    def permanents(self) -> tuple[GameObject, ...]:
        """The objects on the battlefield, after the layer system (613)."""
        ...

    def owned_in(self, zone: str, player: str) -> list[GameObject]:
        """The objects `player` owns in `zone`, the earliest put there first."""
        ...

    def replacement_effects(self, event: Event) -> tuple[ReplacementEffect, ...]:
        """Every replacement and prevention effect that exists for this event."""
        ...

    def cant_effects(self) -> tuple[tuple[str, str, CantSpec], ...]:
        """The "can't" abilities of permanents: (label, controller, spec)."""
        ...

    # --- calls back up the loop ------------------------------------------------------------

    def deal_damage(self, damages: list[Damage], replaced: bool = False) -> None:
        """120.4: damage dealt at once: replacement and prevention effects, then the results
        (`replaced`: damage a replacement effect made, dealt as it is)."""
        ...

    def begin_upkeep(self, event: BeginUpkeep) -> None:
        """503.1: the active player's upkeep begins."""
        ...

    def untap_step(self, event: BeginUntap) -> None:
        """502.3: the active player's permanents untap."""
        ...

    def mill(self, player: str, amount: int) -> bool:
        """701.13a: the player mills ``amount`` cards (engine.turn.resolving); whether they
        milled any."""
        ...

    def draw_step(self, event: BeginDrawStep) -> None:
        """504.1: the active player's draw step: they draw a card."""
        ...

    def end_turn(self, event: EndTurn) -> None:
        """512.1: the end step (513), the cleanup step (514), then the next player's turn."""
        ...
