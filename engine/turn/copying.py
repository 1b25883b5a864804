"""Copies of spells made by triggered abilities (current rules 702.40a; copying is 706.10 in the
shipped Korean text's numbering, which lacks rule 702).

* Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast before
  it this turn. If the spell has any targets, you may choose new targets for any of the copies."
  The count is fixed as the spell is cast: every spell any player cast this turn before it (the
  players' ``spells_cast_this_turn`` before the scenario's events, and the run's cast events);
  copies aren't cast (706.10), so they never count, and never trigger "whenever you cast". The
  trigger copies the spell as it last existed on the stack (608.2h) if it has left it (a storm
  spell countered in response is still copied).
* Replicate (702.56a): an additional cost paid any number of times (the cast event's
  ``replicate``; mana is taken as paid); "When you cast this spell, if a replicate cost was paid
  for it, copy it for each time its replicate cost was paid."
* Conspire (702.78a): "As an additional cost to cast this spell, you may tap two untapped
  creatures you control that each share a color with it" (the cast event's ``conspire``) and
  "When you cast this spell, if its conspire cost was paid, copy it."
* "Copy target instant or sorcery spell" in a triggered ability: the target spell, as the
  spells' and activated abilities' copy action does (engine.turn.resolving).

Each copy is put on the stack on its own, its controller choosing its targets (706.10c).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities import triggers
from engine.abilities.actions import Do, ResolveAction
from engine.abilities.keywords import Keyword, keyword_of
from engine.concepts import Zone
from engine.errors import ScenarioError
from engine.game import perform
from engine.state.objects import (
    Event,
    GameObject,
    StackItem,
    StackKind,
)
from engine.text.citations import cite_text
from engine.text.trace import Message, StepKind
from engine.turn import resolving

if TYPE_CHECKING:
    from engine.game.protocol import Game


def copy_costs(game: Game, event: Event, obj: GameObject, player: str) -> list[Callable[[], None]]:
    """702.56a, 702.78a: the replicate and conspire costs the cast event pays, checked (an
    error names the field and the rule); each pays when called (601.2h)."""
    if event.replicate and Keyword.REPLICATE not in _keywords(obj):
        raise ScenarioError(event.path("replicate"), (
            f"{obj.name} has no replicate the engine reads: leave out replicate "
            f"({cite_text('keyword.replicate')})"))
    if not event.conspire:
        return []
    if Keyword.CONSPIRE not in _keywords(obj):
        raise ScenarioError(event.path("conspire"), (
            f"{obj.name} has no conspire: leave out conspire ({cite_text('keyword.conspire')})"))
    if len(event.conspire) != 2 or len(set(event.conspire)) != 2:
        raise ScenarioError(event.path("conspire"), (
            f"conspire taps two different creatures: name two "
            f"({cite_text('keyword.conspire')})"))
    for i, ident in enumerate(event.conspire):
        creature = game.obj(ident)
        if (creature is None or creature.zone != Zone.BATTLEFIELD or creature.tapped
                or creature.controller != player or "Creature" not in creature.types
                or not set(creature.colors) & set(obj.colors)):
            raise ScenarioError(event.path(f"conspire[{i}]"), (
                f"{game.name(ident)} is not an untapped creature {player} controls that "
                f"shares a color with {obj.name} ({cite_text('keyword.conspire')})"))
    return [lambda: _tap_to_conspire(game, event, obj, player)]


def _tap_to_conspire(game: Game, event: Event, obj: GameObject, player: str) -> None:
    game.note(StepKind.STACK, ("keyword.conspire", "cast.additional_cost"),
              Message.of("cast.conspired", player=player, object=obj.name,
                         objects=tuple(game.name(i) for i in event.conspire)), obj.id)
    for ident in event.conspire:
        perform.tap_to_pay(game, ident)


def _keywords(obj: GameObject) -> set[Keyword | None]:
    return {keyword_of(label) for label in obj.keywords}


def cast_triggers(game: Game, spell: StackItem, obj: GameObject, event: Event) -> None:
    """702.40a storm, 702.56a replicate (if its cost was paid), 702.78a conspire (if its cost
    was paid): the spell, just cast (601.2i), triggers; each ability waits to be put on the
    stack (603.3) with the number of copies it makes."""
    keywords = _keywords(obj)
    state = game.state
    if Keyword.STORM in keywords:
        before = sum(state.spells_cast_this_turn(p.id) for p in state.players) - 1
        game.note(StepKind.TRIGGER, ("keyword.storm",),
                  Message.of("cast.storm_count", object=obj.name, count=before), spell.source)
        _wait(game, spell, obj, "Storm", before)
    if Keyword.REPLICATE in keywords and event.replicate:
        game.note(StepKind.TRIGGER, ("keyword.replicate",),
                  Message.of("cast.replicate_paid", player=spell.controller, object=obj.name,
                             count=event.replicate), spell.source)
        _wait(game, spell, obj, "Replicate", event.replicate)
    if Keyword.CONSPIRE in keywords and event.conspire:
        _wait(game, spell, obj, "Conspire", 1)


def _wait(game: Game, spell: StackItem, obj: GameObject, keyword: str, copies: int) -> None:
    action = ResolveAction(do=Do.COPY_SPELL, amount=copies, spec=spell)
    spec = triggers.TriggeredSpec(trigger=triggers.Trigger(on=triggers.On.CAST),
                                  effect=(action,))
    card = game.obj(spell.source)
    item = StackItem(id=f"{spell.id}~{keyword.lower()}", source=spell.source,
                     source_name=obj.name, controller=spell.controller, label=keyword,
                     spec=spec, it=spell.source,
                     it_timestamp=card.timestamp if card is not None else None,
                     amount=copies)
    game.state = replace(game.state, waiting=(*game.state.waiting, item))


def copy_on_resolution(game: Game, item: StackItem, action: ResolveAction) -> bool:
    """A triggered ability's copy action: storm's (``spec``: the spell it copies, as it was
    cast) or "copy target instant or sorcery spell" (its target). True if a copy was made."""
    if isinstance(action.spec, StackItem):
        snapshot: StackItem = action.spec
        original = next((s for s in game.state.stack if s.id == snapshot.id), snapshot)
        if not action.amount:
            game.note(StepKind.STACK, ("keyword.storm",),
                      Message.of("cast.storm_none", object=snapshot.source_name),
                      snapshot.source)
            return False
        resolving.copy_spell(game, item.controller, original, action.amount or 0)
        return True
    target = item.targets[action.target] if action.target < len(item.targets) else ""
    found = next((s for s in game.state.stack
                  if s.kind is StackKind.SPELL and s.source == target), None)
    if found is None:
        return False
    resolving.copy_spell(game, item.controller, found, action.amount or 1)
    return True
