"""Replacement and prevention effects applied to an event, in the order rule 616 gives.

614.5: each effect gets one opportunity to affect an event, including the events that replace
it; 614.7: an effect applies only if the event would happen; 616.1a-d: self-replacement effects
first, then effects that change who controls the entering object, then copy effects, then the
rest, the affected player (or the controller, else the owner, of the affected object) choosing
among those of the same rank; 616.1e and 616.2: after each one the remaining effects are checked
again, since applying one can make another apply or stop applying.

Ability kinds (Hardened Scales, Rest in Peace, a Healing Salve shield, ...) register a Handler
here; this module only orders and applies them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, Protocol

from engine.events import Event, affected
from engine.state.choices import Answers, ChoiceNeeded
from engine.state.objects import ChoiceOption, PendingChoice
from engine.state.view import ObjectView
from engine.text.citations import cite
from engine.text.trace import Message, Step, StepKind


class Category(IntEnum):
    """616.1a-d: the rank in which applicable effects must be chosen."""

    SELF_REPLACEMENT = 1
    CONTROL = 2
    COPY = 3
    OTHER = 4

    @property
    def concept(self) -> str:
        """The citation concept of the subrule of 616.1 that ranks this category."""
        return ("interaction.self", "interaction.control", "interaction.copy", "interaction.other")[
            self.value - 1
        ]


class GameView(Protocol):
    """The game as replacement effects and state-based actions see it."""

    def obj(self, object_id: str) -> ObjectView | None:
        """The object with this id after the layers, or None."""
        ...

    def is_player(self, ref: str) -> bool:
        """Whether `ref` names a player."""
        ...

    def opponents(self, player: str) -> tuple[str, ...]:
        """The player's opponents still in the game."""
        ...

    def life(self, player: str) -> int:
        """The player's life total."""
        ...

    def library_size(self, player: str) -> int:
        """How many cards are in the player's library."""
        ...

    def entering_view(self, event: Event) -> ObjectView | None:
        """614.12: for an Enter event, the object as it would exist on the battlefield."""
        ...

    def shield(self, key: str) -> int | None:
        """What is left of a depleting prevention effect (615.7), or None if unused so far."""
        ...

    def apnap(self) -> tuple[str, ...]:
        """Players in APNAP order (101.4)."""
        ...

    def creature_died(self) -> bool:
        """Whether a creature died this turn (as far as the scenario has played it)."""
        ...

    def opponent_dealt_damage(self, player: str) -> bool:
        """Whether an opponent of ``player`` was dealt damage this turn (as far as the scenario
        has played it)."""
        ...

    def permanents(self) -> tuple[ObjectView, ...]:
        """The objects on the battlefield, after the layer system (613)."""
        ...

    def life_after(self, event: Event) -> int:
        """The player's life total after this life loss and those happening at once (120.4c)."""
        ...

    def graveyard_cards(self, player: str) -> tuple[str, ...]:
        """The cards in the player's graveyard, oldest first."""
        ...

    def graveyard_unnamed(self, player: str) -> int:
        """How many unnamed cards were milled into the player's graveyard (701.13a)."""
        ...

    def ask(self, request: PendingChoice) -> str:
        """The answer to a question the effect's instructions leave to a player."""
        ...

    def damage_cant_be_prevented(self) -> bool:
        """615.11: whether an effect says damage can't be prevented."""
        ...


@dataclass(frozen=True, slots=True)
class ReplacementEffect:
    """One replacement or prevention effect that exists now.

    `id` is the object or effect that produces it (the option id players answer with);
    `key` tells apart two effects of the same object.
    """

    key: str
    id: str
    source: str
    controller: str
    kind: str
    label: str
    params: Hashable = None
    # The ability's own text, for the options of a question.
    text: str = ""
    # The objects a resolved effect applies to, fixed as it resolved (611.2c, 615.10).
    fixed_targets: tuple[str, ...] | None = None
    timestamp: int = 0
    # The rules of its kind (616), from the registry of the ability language; None for a
    # probe that only asks who "you" is.
    handler: Handler | None = field(default=None, compare=False, repr=False)


def says(key: str, effect: ReplacementEffect, **params: Any) -> Message:
    """A trace message about `effect`, which it names by its label."""
    return Message.of(key, effect=effect.label, **params)


def name_of(ref: str, game: GameView) -> str:
    """The name of the object `ref` after the layers; a player (or a gone object) by its id."""
    view = game.obj(ref)
    return view.name if view is not None else ref


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether an effect applies to an event, and why (for the trace)."""

    applies: bool
    message: Message


@dataclass(frozen=True, slots=True)
class Applied:
    """What an effect did: the events that happen instead (614.6, 615.6)."""

    events: tuple[Event, ...]
    message: Message
    # 615.5: a prevention effect's additional effect, happening right after the event.
    extra: tuple[Event, ...] = ()
    # 615.7: the shield left of depleting effects, by effect key.
    usage: tuple[tuple[str, int], ...] = ()
    rules: tuple[str, ...] = ()


class Handler(Protocol):
    """The rules of one ability kind that creates replacement or prevention effects."""

    @property
    def prevention(self) -> bool: ...

    def category_for(self, effect: ReplacementEffect) -> Category:
        """616.1a-d: the rank of this effect."""
        ...

    def rules_for(self, effect: ReplacementEffect) -> tuple[str, ...]:
        """The rules this effect applies, for the trace."""
        ...

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        """Whether this kind of effect ever looks at this kind of event."""
        ...

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        """Whether it applies to this event now."""
        ...

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        """The events that happen instead."""
        ...


def handler_for(effect: ReplacementEffect) -> Handler:
    """The handler of the effect's kind."""
    assert effect.handler is not None, effect.kind
    return effect.handler


@dataclass(slots=True)
class Resolution:
    """The events that will happen once every applicable effect has been applied."""

    events: list[Event] = field(default_factory=list)
    extra: list[Event] = field(default_factory=list)
    usage: dict[str, int] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)


def chooser(event: Event, game: GameView) -> str:
    """616.1: the affected player, or the controller (else the owner) of the affected object."""
    ref = affected(event)
    if game.is_player(ref):
        return ref
    view = game.entering_view(event) or game.obj(ref)
    if view is None:
        return game.apnap()[0]
    # Objects outside the battlefield and the stack have no controller; their owner chooses.
    return view.controller if view.zone in ("battlefield", "stack") else view.owner


EffectSource = Callable[[Event], Iterable[ReplacementEffect]]


def resolve(
    event: Event,
    game: GameView,
    effects_for: EffectSource,
    answers: Answers,
) -> Resolution:
    """Apply every applicable replacement and prevention effect to `event` (614-616).

    `effects_for(event)` gives the effects that exist for an event; it is asked again for
    each modified event, since how a permanent would enter can change which exist (614.12).
    Raises ChoiceNeeded when a player must choose and the scenario has no answer left.
    """
    result = Resolution()
    try:
        _resolve(event, game, effects_for, answers, frozenset(), (), result)
    except ChoiceNeeded as needed:
        needed.steps[:0] = result.steps
        raise
    return result


def _resolve(
    event: Event,
    game: GameView,
    effects_for: EffectSource,
    answers: Answers,
    applied: frozenset[str],
    waiting: tuple[ReplacementEffect, ...],
    result: Resolution,
) -> None:
    # Terminates: every level of recursion adds one effect to `applied` (614.5), and there
    # are finitely many effects.
    existing = tuple(effects_for(event))
    keys = {effect.key for effect in existing}
    for effect in waiting:
        if effect.key not in keys:
            # 616.1e: an effect that applied before may no longer exist for the modified
            # event (Essence of the Wild's copy has no "enters tapped" ability).
            result.steps.append(
                Step(
                    kind=_kind(handler_for(effect)),
                    rules=cite("interaction.repeat"),
                    message=Message.of("replacement.gone", effect=effect.label),
                    effect=effect.id,
                    object=effect.source,
                )
            )
    applicable: list[ReplacementEffect] = []
    for effect in existing:
        if effect.key in applied or effect.handler is None:
            continue
        handler = handler_for(effect)
        if not handler.watches(effect, event):
            continue
        verdict = handler.check(effect, event, game)
        result.steps.append(
            Step(
                kind=_kind(handler),
                rules=handler.rules_for(effect),
                message=verdict.message,
                effect=effect.id,
                object=effect.source,
            )
        )
        if verdict.applies:
            applicable.append(effect)
    if not applicable:
        result.events.append(event)
        return
    chosen = _choose(event, game, applicable, answers, result)
    handler = handler_for(chosen)
    done = handler.apply(chosen, event, game)
    result.steps.append(
        Step(
            kind=_kind(handler),
            rules=done.rules or handler.rules_for(chosen),
            message=done.message,
            effect=chosen.id,
            object=chosen.source,
        )
    )
    for key, left in done.usage:
        result.usage[key] = left
    result.extra.extend(done.extra)
    # 614.5: the chosen effect has had its one opportunity, also for the events replacing this
    # one; 616.1e: the others are checked again against each of those events.
    now_applied = applied | {chosen.key}
    others = tuple(e for e in applicable if e.key != chosen.key)
    for replaced in done.events:
        _resolve(replaced, game, effects_for, answers, now_applied, others, result)


def _kind(handler: Handler) -> StepKind:
    return StepKind.PREVENTION if handler.prevention else StepKind.REPLACEMENT


def _choose(
    event: Event,
    game: GameView,
    applicable: list[ReplacementEffect],
    answers: Answers,
    result: Resolution,
) -> ReplacementEffect:
    ranked = sorted(applicable, key=lambda e: handler_for(e).category_for(e))
    best = handler_for(ranked[0]).category_for(ranked[0])
    tier = [e for e in ranked if handler_for(e).category_for(e) == best]
    if len(tier) == 1:
        if len(applicable) > 1:
            result.steps.append(
                Step(
                    kind=StepKind.CHOICE,
                    rules=cite("interaction", best.concept),
                    message=Message.of("replacement.order.forced", effect=tier[0].label),
                    effect=tier[0].id,
                )
            )
        return tier[0]
    player = chooser(event, game)
    options = _options(tier)
    request = PendingChoice(
        player=player,
        rules=cite("interaction", best.concept),
        message=Message.of("replacement.order.question", player=player),
        options=tuple(option for option, _ in options),
    )
    answer = answers.answer(request)
    chosen = next(effect for option, effect in options if option.id == answer.choose)
    result.steps.append(
        Step(
            kind=StepKind.CHOICE,
            rules=cite("interaction", best.concept),
            message=Message.of("replacement.order.chosen", player=player, effect=chosen.label),
            effect=chosen.id,
            choice=answer.index,
        )
    )
    return chosen


def _options(tier: list[ReplacementEffect]) -> list[tuple[ChoiceOption, ReplacementEffect]]:
    # Two effects of one object share its id; the second gets "#2" so answers stay unambiguous.
    seen: dict[str, int] = {}
    options: list[tuple[ChoiceOption, ReplacementEffect]] = []
    for effect in tier:
        seen[effect.id] = seen.get(effect.id, 0) + 1
        option_id = effect.id if seen[effect.id] == 1 else f"{effect.id}#{seen[effect.id]}"
        text = effect.text or effect.label
        message = Message.of("replacement.option", effect=effect.label, text=text)
        options.append((ChoiceOption(option_id, message), effect))
    return options
