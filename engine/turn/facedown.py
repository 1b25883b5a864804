"""Face-down spells and permanents (708), morph and megamorph (702.37a, 702.37b).

Rule 708 and 702.37a-e are numbered here as the current Comprehensive Rules number them (the
shipped Korean text calls the section 707 and has no morph rules); 116.2b is the shipped
text's.

- Casting face down (702.37a, 702.37c): a ``cast`` event with ``"face_down": true`` casts a
  card with a morph ability from its owner's hand as a 2/2 face-down creature spell with no
  text, no name, no subtypes and no mana cost, for {3} (taken as paid). It is a creature
  spell without flash: sorcery timing (307.1). The real card is kept on the object
  (``GameObject.face_up``), hidden from the other players (708.5) but known to the engine.
- Turning face up (702.37e, 116.2b): a ``turn_face_up`` event is a special action its
  controller takes any time they have priority; it doesn't use the stack, so no player can
  respond to it (a spell on the stack waits, split second doesn't stop it). Its morph
  cost is paid (mana, taken as paid); a permanent whose real face has no morph ability the
  engine reads can't be turned face up this way. 708.8: it is the same object, with its
  normal characteristics: it didn't enter the battlefield (no enters-the-battlefield trigger,
  no "as ~ enters" effect), its counters, damage, tapped state, combat role and summoning
  sickness stay, and effects that applied to it still apply. Megamorph (702.37b): a +1/+1
  counter is put on it as it is turned face up. "When ~ is turned face up" abilities trigger
  (``"on": "turned_face_up"``).
- Leaving the battlefield or the stack, a face-down object is revealed and is face up where it
  goes (708.9): engine.game.zones.relocate.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.concepts import Zone
from engine.errors import ScenarioError
from engine.events import PutCounters
from engine.game import perform, zones
from engine.state.objects import (
    Ability,
    Event,
    FaceUp,
    Happened,
    HistoryEntry,
    StackItem,
    StackKind,
    face_down_characteristics,
)
from engine.text.citations import cite_text
from engine.text.trace import Message, StepKind
from engine.turn import casting

if TYPE_CHECKING:
    from engine.game.protocol import Game

# 702.37c: what casting a card face down costs.
FACE_DOWN_COST = "{3}"
# The cast event's fields a face-down spell can't have: it has no text (no modes, X, targets,
# kicker, buyback, additional cost, no halves: 708.2a), and it is cast from its owner's hand.
_NOT_FACE_DOWN = ("targets", "mode", "x", "divide", "sacrifice", "discard", "buyback", "kicked",
                  "flashback", "jump_start", "retrace", "rebound", "madness", "convoke",
                  "improvise", "delve", "half", "fuse", "replicate", "conspire")




def morph_ability(abilities: tuple[Ability, ...]) -> Ability | None:
    """The first morph or megamorph ability (702.37a, 702.37b) among ``abilities``."""
    return next((a for a in abilities if a.kind == "morph" and isinstance(a.spec, tuple)), None)


def cast_face_down(game: Game, event: Event) -> None:
    """702.37c: the player casts the card face down as a 2/2 creature spell for {3}."""
    player, object_id = event.player or "", event.object or ""
    obj = game.obj(object_id)
    if obj is None:
        raise ScenarioError(event.path("object"),
                            f"the object is not in the game ({cite_text('cast.stack')})")
    for name in _NOT_FACE_DOWN:
        if getattr(event, name, None) not in (None, False, ()):
            raise ScenarioError(event.path(name), (
                f"a face-down spell has no text and is cast for {FACE_DOWN_COST}: leave out "
                f"{name} ({cite_text('morph.cast')})"))
    if obj.zone != Zone.HAND or obj.owner != player:
        raise ScenarioError(event.path("object"), (
            f"{obj.name} is in {obj.owner}'s {obj.zone}, not in {player}'s hand; the engine "
            f"casts a card face down only from its owner's hand ({cite_text('morph')})"))
    if obj.face_up is not None or morph_ability(obj.characteristics.abilities) is None:
        raise ScenarioError(event.path("face_down"), (
            f"{obj.name} has no morph ability the engine reads: it can't be cast face down "
            f"({cite_text('morph.cast')})"))
    # 702.37c: a creature spell with no text: no flash, so sorcery timing (307.1, 117.1a).
    casting.check_timing(game, event, player, True, obj.name)
    real = obj.base
    zones.relocate(game, obj, Zone.STACK)
    moved = game.state.object(object_id)
    game.changed(game.state.with_object(replace(
        moved, face_up=FaceUp(base=replace(real, controller=player), mana_cost=moved.mana_cost,
                              how="morph"),
        base=face_down_characteristics(player), mana_cost="")))
    game.note(StepKind.STACK, ("morph", "morph.cast", "face_down.hidden"),
              Message.of("face_down.cast", player=player, object=obj.name,
                         cost=FACE_DOWN_COST), object_id)
    item = StackItem(id=object_id, source=object_id, source_name="", controller=player,
                     label="", spec=(), kind=StackKind.SPELL, waits=True)
    game.state = replace(game.state, stack=(*game.state.stack, item),
                         cast=(*game.state.cast, object_id))
    # 601.2i: it becomes cast, a colorless 2/2 creature spell ("whenever ... casts" see that).
    game.happened(HistoryEntry(Happened.ZONE_CHANGE, object=object_id, detail=Zone.STACK,
                               from_zone=obj.zone, last_known=obj),
                  HistoryEntry(Happened.CAST, object=object_id, player=player))
    game.note(StepKind.STACK, ("cast.stack", "cast.cast"),
              Message.of("cast.cast", player=player, object="", targets=(), x=None),
              object_id)


def turn_face_up(game: Game, event: Event) -> None:
    """702.37e, 116.2b: the special action: pay the morph cost, turn the permanent face up."""
    player, object_id = event.player or "", event.object or ""
    obj = game.obj(object_id)
    if obj is None or obj.zone != Zone.BATTLEFIELD or obj.face_up is None:
        raise ScenarioError(event.path("object"), (
            f"{object_id} is not a face-down permanent on the battlefield "
            f"({cite_text('face_down.turned_up')})"))
    if obj.controller != player:
        raise ScenarioError(event.path("player"), (
            f"{object_id} is controlled by {obj.controller}: only its controller can turn it "
            f"face up ({cite_text('morph.turn_face_up')})"))
    real = obj.face_up
    ability = morph_ability(real.base.abilities)
    if ability is None:
        raise ScenarioError(event.path("object"), (
            f"{object_id} has no morph ability the engine reads on its face-up side: it can't "
            f"be turned face up this way ({cite_text('morph.turn_face_up')})"))
    spec: tuple[str, str, bool] = ability.spec  # type: ignore[assignment]
    _, cost, megamorph = spec
    current = game.state.object(object_id)
    # 708.8: its copiable values revert to its normal ones; it is the same object.
    game.changed(game.state.with_object(replace(
        current, base=replace(real.base, controller=current.base.controller),
        mana_cost=real.mana_cost, face_up=None)))
    game.note(StepKind.EVENT, ("special_action.turn_face_up", "morph.turn_face_up",
                               "face_down.turned_up"),
              Message.of("face_down.turned_up", player=player, object=object_id,
                         name=real.base.name, cost=cost, ability=ability.label), object_id)
    if megamorph:
        # 702.37b: as it is turned face up, a +1/+1 counter is put on it.
        game.note(StepKind.EVENT, ("megamorph",),
                  Message.of("face_down.megamorph", object=real.base.name), object_id)
        perform.happen(game, PutCounters(object_id, "+1/+1", 1, rule="megamorph"))
    game.happened(HistoryEntry(Happened.TURNED_FACE_UP, object=object_id, player=player,
                               detail="megamorph" if megamorph else "morph"))
