"""Copies of spells made by triggered abilities (current rules 702.40a; copying is 706.10 in the
shipped Korean text's numbering, which lacks rule 702).

* Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast before
  it this turn. If the spell has any targets, you may choose new targets for any of the copies."
  The count is fixed as the spell is cast: every spell any player cast this turn before it (the
  players' ``spells_cast_this_turn`` before the scenario's events, and the run's cast events);
  copies aren't cast (706.10), so they never count, and never trigger "whenever you cast". The
  trigger copies the spell as it last existed on the stack (608.2h) if it has left it (a storm
  spell countered in response is still copied).
* "Copy target instant or sorcery spell" in a triggered ability: the target spell, as the
  spells' and activated abilities' copy action does (engine.turn.resolving).

Each copy is put on the stack on its own, its controller choosing its targets (706.10c).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities import triggers
from engine.abilities.actions import Do, ResolveAction
from engine.abilities.keywords import Hook, hooks_of
from engine.state.objects import GameObject, StackItem, StackKind
from engine.text.trace import Message, StepKind
from engine.turn import resolving

if TYPE_CHECKING:
    from engine.game.protocol import Game


def cast_triggers(game: Game, spell: StackItem, obj: GameObject) -> None:
    """702.40a: a spell with storm, just cast (601.2i), triggers: its ability waits to be put
    on the stack (603.3) with the number of other spells cast before it this turn."""
    if Hook.COPIES_ON_CAST not in hooks_of(obj.keywords):
        return
    state = game.state
    before = sum(state.spells_cast_this_turn(p.id) for p in state.players) - 1
    game.note(StepKind.TRIGGER, ("keyword.storm",),
              Message.of("cast.storm_count", object=obj.name, count=before), spell.source)
    copies = ResolveAction(do=Do.COPY_SPELL, amount=before, spec=spell)
    spec = triggers.TriggeredSpec(trigger=triggers.Trigger(on=triggers.On.CAST),
                                  effect=(copies,))
    card = game.obj(spell.source)
    item = StackItem(id=f"{spell.id}~storm", source=spell.source,
                     source_name=obj.name, controller=spell.controller, label="Storm",
                     spec=spec, it=spell.source,
                     it_timestamp=card.timestamp if card is not None else None,
                     amount=before)
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
