"""How long the continuous effects of resolved spells and abilities last (rules 611.2a, 611.2b,
514.2, 615.7).

611.2a: an effect from a resolved spell or ability lasts as long as the spell or ability says,
or else until the end of the game. "Until end of turn" and "this turn" effects
(:attr:`Duration.END_OF_TURN`, prevention shields included, 615.7) end in the cleanup step
(514.2), which :mod:`engine.turn.turns` plays. 611.2b: a "for as long as" effect ends once its
condition stops being true, and doesn't start again if it becomes true later; the one modelled
is "for as long as you control [source]" (:attr:`Duration.WHILE_YOU_CONTROL_SOURCE`), checked
every time the state changes (:meth:`engine.turn.session.Game.refresh`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities.actions import Do
from engine.abilities.replacements import ReplacementSpec
from engine.concepts import Duration, Zone
from engine.state.objects import GameState, ResolvedEffect
from engine.text.trace import Message, StepKind

if TYPE_CHECKING:
    from engine.game.protocol import Game


def duration_of(effect: ResolvedEffect) -> Duration | None:
    """How long a resolved effect lasts (611.2a), as its ability says; None: the whole game.
    A regeneration shield from a resolved spell or ability lasts until it is used or the turn
    ends (614.8: "the next time [it] would be destroyed this turn"; 514.2)."""
    spec = effect.ability.spec
    duration = getattr(spec, "duration", None)
    if isinstance(duration, Duration):
        return duration
    if isinstance(spec, ReplacementSpec) and any(a.do is Do.REGENERATE for a in spec.instead):
        return Duration.END_OF_TURN
    return None


def condition_holds(state: GameState, effect: ResolvedEffect) -> bool:
    """611.2b: whether a "for as long as" effect's condition is true (other effects: True).

    "For as long as you control [source]": the effect's controller controls the source, and the
    source is still the permanent it was (a permanent that left the battlefield is a new
    object, 400.7, so its absence from the battlefield ends the effect).
    """
    if duration_of(effect) is not Duration.WHILE_YOU_CONTROL_SOURCE:
        return True
    if effect.source is None or not state.has_object(effect.source):
        return False
    source = state.object(effect.source)
    return source.zone == Zone.BATTLEFIELD and source.controller == effect.controller


def end_lapsed(game: Game) -> None:
    """611.2b: the "for as long as" effects whose condition failed end (on a layered state)."""
    lapsed = tuple(e for e in game.state.effects if not condition_holds(game.state, e))
    if not lapsed:
        return
    for effect in lapsed:
        game.note(StepKind.EVENT, ("duration.as_long_as",),
                  Message.of("duration.ended.as_long_as", effect=effect.card_name,
                             id=effect.id, source=game.name(effect.source),
                             player=effect.controller))
    end_effects(game, lapsed)


def end_effects(game: Game, ended: tuple[ResolvedEffect, ...]) -> None:
    """The effects end: they leave the game's effects, and so do what is left of their
    prevention shields (615.7: a shield "this turn" ends with it) and the objects they were
    fixed to (611.2c)."""
    ids = {effect.id for effect in ended}
    state = game.state
    game.changed(replace(
        state,
        effects=tuple(e for e in state.effects if e.id not in ids),
        shields=tuple((key, left) for key, left in state.shields
                      if key.partition("@")[0] not in ids),
    ))
    for effect_id in ids:
        game.fixed.pop(effect_id, None)
