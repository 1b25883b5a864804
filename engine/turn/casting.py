"""Casting spells and activating abilities (rules 601.2, 602.2, 117.1a, 307.1, 302.6, 702.61a).

A scenario's ``cast`` event (601.2): the card moves from its owner's hand to the stack
(601.2a), its modes and X are announced (601.2b), its targets chosen (601.2c) and checked
(601.2e), its mana cost taken as paid (601.2g-h), and it becomes cast (601.2i): "whenever ...
casts" abilities trigger. An ``activate`` event (602.2) does the same with an activated ability
of a permanent its player controls, paying the ability's non-mana costs (602.2b, 601.2h): {T}
(not on a tapped permanent, nor on a creature with summoning sickness and without haste,
302.6), sacrificing, removing counters, discarding, paying life. Either puts an object on the
stack that waits there (``StackItem.waits``) until all players pass (a ``resolve`` event).

What the rules forbid is an invalid scenario, naming the event and the rule: a sorcery-speed
spell outside its controller's main phase or while the stack isn't empty (307.1, 117.1a), a
spell or ability while a spell with split second is on the stack (702.61a), a target of the
wrong kind or a missing one (115.1, 601.2c), a hexproof, shroud or protection target (702.11b,
702.18b, 702.16b), a cost that can't be paid.

Mana is never tracked: every mana cost counts as paid, and no mana ability is activated.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, TypeAlias

from engine.abilities import costs, spells, triggers
from engine.abilities.basic import ManaSpec
from engine.abilities.effects import Chosen, ContinuousSpec, uses_x
from engine.abilities.keywords import Hook, hooks_of
from engine.abilities.prevention import CantSpec
from engine.abilities.replacements import ReplacementSpec
from engine.abilities.selectors import PermanentReader, matches
from engine.abilities.spells import ActionSpec
from engine.abilities.triggers import TargetSpec, became_targets
from engine.concepts import Zone
from engine.errors import ScenarioError
from engine.events import Move, PutCounters, RemoveCounters, Sacrifice
from engine.game import perform, zones
from engine.state.objects import (
    Ability,
    Event,
    FaceUp,
    GameObject,
    Happened,
    HistoryEntry,
    StackItem,
    StackKind,
)
from engine.subtypes import has_subtype
from engine.text.citations import cite_text
from engine.text.trace import Message, StepKind
from engine.turn import choosing, combat, convoke, copying, resolving

if TYPE_CHECKING:
    from engine.game.protocol import Game

# A cost's part, checked and ready to be paid.
_Pay: TypeAlias = Callable[[], None]




# --- timing ----------------------------------------------------------------------------------


def _split_second(game: Game) -> GameObject | None:
    """702.61a: a spell with split second on the stack."""
    for item in game.state.stack:
        if item.kind is StackKind.SPELL and not item.copy:
            obj = game.obj(item.source)
            if obj is not None and Hook.LOCKS_THE_STACK in hooks_of(obj.keywords):
                return obj
    return None


def _main_phase(game: Game) -> bool:
    """The turn's events are in its main phase unless an ``upkeep`` or ``end_turn`` event
    began a step of it (engine.turn.turns: the other steps aren't played)."""
    return not any(entry.kind is Happened.STEP_BEGAN for entry in game.state.history)


def _check_timing(game: Game, event: Event, player: str, sorcery_speed: bool,
                  what: str) -> None:
    holder = _split_second(game)
    if holder is not None:
        raise ScenarioError(event.path(), (
            f"{holder.name} has split second: no player can cast a spell or activate an "
            f"ability that isn't a mana ability while it is on the stack "
            f"({cite_text('split_second')})"))
    if not sorcery_speed:
        return
    if player != game.state.active_player:
        raise ScenarioError(event.path(), (
            f"{what} can be cast only at sorcery speed: in its controller's own main phase, "
            f"and it is {game.state.active_player}'s turn ({cite_text('timing.sorcery')})"))
    if game.state.stack:
        raise ScenarioError(event.path(), (
            f"{what} can be cast only at sorcery speed: while the stack is empty "
            f"({cite_text('timing.sorcery')})"))
    if not _main_phase(game):
        raise ScenarioError(event.path(), (
            f"{what} can be cast only at sorcery speed: in a main phase, and an upkeep or end "
            f"step began this turn ({cite_text('timing.sorcery')})"))


# 702.37c: a face-down spell's timing (engine.turn.facedown).
check_timing = _check_timing


# --- targets ---------------------------------------------------------------------------------


def _choose_targets(game: Game, event: Event, specs: tuple[TargetSpec, ...], source: str,
                    controller: str) -> tuple[str, ...]:
    """601.2c, 602.2b: the event's targets, one for each the spell or ability asks for (an
    "up to N" target, the last, from none to N different ones)."""
    given = event.targets
    if any(spec.up_to for spec in specs[:-1]):
        # A modal spell's "up to N" mode chosen before another mode with targets: which of
        # the event's targets are whose can't be told.
        raise ScenarioError(event.path("mode"), (
            "an up_to target must be the last target the spell declares; choose its mode "
            "last (601.2c)"))
    expanded = spells.expand_targets(specs, len(given))
    if expanded is None and specs and specs[-1].up_to:
        raise ScenarioError(event.path("targets"), (
            f"its targets: {len(specs) - 1} and then up to {specs[-1].up_to} different ones; "
            f"the event gives {len(given)} ({cite_text('cast.targets')})"))
    if expanded is None:
        raise ScenarioError(event.path("targets"), (
            f"it has {len(specs)} target(s), the event gives {len(given)} "
            f"({cite_text('cast.targets')})"))
    group = given[len(specs) - 1:] if specs and specs[-1].up_to else ()
    for target in group:
        if group.count(target) > 1:
            # 601.2c: one object or player at most once for one word "target".
            raise ScenarioError(event.path("targets"), (
                f"{game.name(target)} is chosen more than once for one word \"target\" "
                f"({cite_text('cast.targets')})"))
    for i, (target, spec) in enumerate(zip(given, expanded, strict=True)):
        if not choosing.fits(game, spec, target, source, controller):
            raise ScenarioError(event.path(f"targets[{i}]"), (
                f"{game.name(target)} is not a legal target of this kind "
                f"({cite_text('target.kind', 'cast.targets')})"))
        problem = choosing.problem(game, target, source, controller)
        if problem is not None:
            raise ScenarioError(event.path(f"targets[{i}]"), (
                f"{game.name(target)} can't be the target: it has "
                f"{problem.keyword} ({', '.join(problem.rules)})"))
    return given


def _division(event: Event, abilities: tuple[Ability, ...], specs: tuple[TargetSpec, ...],
              targets: tuple[str, ...]) -> tuple[int, ...]:
    """601.2d: how the damage divided as its caster chooses is divided among the targets of
    the up_to target (at least one, each getting at least 1; one target gets all of it)."""
    divided = [a for ability in abilities if isinstance(ability.spec, ActionSpec)
               for a in ability.spec.effect if a.divided]
    if not divided:
        if event.divide:
            raise ScenarioError(event.path("divide"), (
                f"it divides no damage: leave out divide ({cite_text('cast.divide')})"))
        return ()
    total = event.x or 0 if divided[0].amount_of == "x" else divided[0].amount or 0
    group = len(targets) - (len(specs) - 1)
    if group == 0:
        raise ScenarioError(event.path("targets"), (
            f"it divides its damage among one or more targets: choose at least one "
            f"({cite_text('cast.divide')})"))
    division = event.divide or ((total,) if group == 1 else ())
    if len(division) != group or sum(division) != total:
        raise ScenarioError(event.path("divide"), (
            f"divide: one number of at least 1 for each of its {group} divided targets, "
            f"{total} in all ({cite_text('cast.divide')})"))
    return division


def _spell_targets(abilities: tuple[Ability, ...]) -> tuple[TargetSpec, ...]:
    """601.2c: the targets a spell's chosen abilities declare, in order."""
    return tuple(t for a in abilities for t in spells.targets_of(a))


def _enters_with_x(obj: GameObject) -> bool:
    """107.3m: a permanent spell whose "enters with X counters" reads the X it is cast with."""
    return any(isinstance(a.spec, ReplacementSpec) and a.spec.modify is not None
               and a.spec.modify.counters_x for a in obj.characteristics.abilities)


def _uses_x(abilities: tuple[Ability, ...]) -> bool:
    return any((isinstance(a.spec, ActionSpec) and any(
        x.amount_of == "x" or "{X}" in x.unless_pay for x in a.spec.effect))
               or (isinstance(a.spec, ContinuousSpec)
                   and any(uses_x(m) for m in a.spec.modifications))
               for a in abilities)


# --- casting (601.2) -------------------------------------------------------------------------


def cast(game: Game, event: Event) -> None:
    """601.2: the player casts the card; it waits on the stack."""
    player, object_id = event.player or "", event.object or ""
    obj = game.obj(object_id)
    if obj is None:
        raise ScenarioError(event.path("object"),
                            f"the object is not in the game ({cite_text('cast.stack')})")
    # 709.3: a split card is cast as the half chosen (only it is checked), or fused.
    obj, aftermath = _split_half(game, event, player, obj)
    if "Land" in obj.types:
        raise ScenarioError(event.path("object"), (
            f"{obj.name} is a land: it is played, not cast ({cite_text('cast.land')})"))
    if "Aura" in obj.subtypes:
        raise ScenarioError(event.path("object"), (
            f"{obj.name} is an Aura spell: the engine doesn't cast Auras yet (an Aura spell "
            f"targets what it will enchant) ({cite_text('cast.aura')})"))
    way = _graveyard_way(event)
    # 702.88a, 702.35a: cast from exile as its rebound or madness ability resolves.
    exile_way = _exile_way(event)
    rebound = _resolving_trigger(game, event, player, obj, exile_way) if exile_way else None
    if rebound is not None and (way or event.convoke or event.improvise or event.delve):
        raise ScenarioError(event.path(exile_way), (
            "a spell cast from exile as its rebound, madness or suspend ability resolves is cast "
            "one way, its mana paid as that way says: leave out flashback, jump_start, retrace, "
            "convoke, improvise and delve (702.88a, 702.35a, 702.62a)"))
    if rebound is not None:
        pass
    elif way:
        _check_graveyard_way(event, player, obj, way)
    elif aftermath:
        if obj.zone != Zone.GRAVEYARD or obj.owner != player:
            # 702.127a: "This half of this split card can't be cast from any zone other than
            # a graveyard" (its owner's: "You may cast this half ... from your graveyard").
            raise ScenarioError(event.path("half"), (
                f"{obj.name} has aftermath: it is cast only from its owner's graveyard, and "
                f"the card is in {obj.owner}'s {obj.zone} ({cite_text('cast.aftermath')})"))
    elif obj.zone != Zone.HAND or obj.owner != player:
        raise ScenarioError(event.path("object"), (
            f"{obj.name} is in {obj.owner}'s {obj.zone}, not in {player}'s hand; the engine "
            f"knows no rule that lets it be cast from there ({cite_text('cast.stack')})"))
    _check_cast_timing(game, event, player, obj)
    _check_prohibited(game, event, player, obj)
    # 608.2g: a spell cast as an ability resolves ignores its card type's timing (split second
    # still stops it, 702.61a).
    instant_speed = rebound is not None or "Instant" in obj.types \
        or Hook.INSTANT_SPEED in hooks_of(obj.keywords)
    _check_timing(game, event, player, not instant_speed, obj.name)
    abilities = _chosen_modes(game, obj, event)
    if abilities and spells.same_targets(abilities[0]):
        raise ScenarioError(event.path("object"), (
            "the spell's first ability has same_targets, but no ability before it (608.2c)"))
    has_x = _uses_x(abilities) or _enters_with_x(obj)
    if exile_way in ("rebound", "suspend") and event.x:
        # 107.3b: cast without paying its mana cost, its X is 0.
        raise ScenarioError(event.path("x"), (
            "a spell cast without paying its mana cost has X 0: give x 0 (702.88a, 702.62a, "
            "107.3b)"))
    if has_x and event.x is None:
        raise ScenarioError(event.path("x"),
                            f"the spell has X: give its value ({cite_text('cast.modes')})")
    if not has_x and event.x is not None:
        raise ScenarioError(event.path("x"),
                            f"the spell has no X the engine reads ({cite_text('cast.modes')})")
    targets = _choose_targets(game, event, _spell_targets(abilities), object_id, player)
    division = _division(event, abilities, _spell_targets(abilities), targets)
    names = tuple(game.name(t) for t in targets)
    costs = spells.additional_costs(obj.characteristics.abilities,
                                    entwined=_entwined(obj, event))
    # 702.34a, 601.2h: a flashback cost's parts besides mana ("Pay 3 life", "Sacrifice a
    # creature"), paid with the additional costs.
    way_costs = spells.flashback_costs(obj.characteristics.abilities) if way == "flashback" \
        else ()
    if way_costs and costs:
        raise ScenarioError(event.path(way), (
            f"{obj.name} has an additional cost and a flashback cost that isn't only mana: the "
            f"engine doesn't tell their choices apart ({cite_text('cast.flashback')})"))
    # 702.133a, 702.81a: jump-start's and retrace's discard is the event's discard.
    discards_to_cast = way in ("jump_start", "retrace")
    if discards_to_cast and "Discard a card" in costs:
        raise ScenarioError(event.path(way), (
            f"{obj.name} has an additional cost that discards a card too: the engine doesn't "
            f"tell two discards apart ({cite_text(_WAYS[way][1])})"))
    if (event.sacrifice or (event.discard and not discards_to_cast)) and not (costs or way_costs):
        raise ScenarioError(event.path("sacrifice" if event.sacrifice else "discard"), (
            f"{obj.name} has no additional cost that sacrifices or discards: leave out "
            f"sacrifice and discard ({cite_text('cast.additional_cost')})"))
    buyback = any(a.kind == "buyback" for a in obj.characteristics.abilities)
    if event.buyback and not buyback:
        raise ScenarioError(event.path("buyback"), (
            f"{obj.name} has no buyback ({cite_text('cast.buyback')})"))
    kicker = any(a.kind == "kicker" for a in obj.characteristics.abilities)
    if event.kicked and not kicker:
        raise ScenarioError(event.path("kicked"), (
            f"{obj.name} has no kicker the engine reads ({cite_text('cast.kicker')})"))
    if rebound is not None:
        # 702.88a, 702.35a: its rebound or madness ability resolves (all players passed) and,
        # as it does, its controller casts the card from exile: without paying its mana cost
        # (rebound) or paying its madness cost rather than its mana cost (madness; mana is taken
        # as paid); the spell is put on the stack above where the ability was (608.2g).
        game.state = replace(game.state, stack=game.state.stack[:-1])
        game.note(StepKind.STACK, ("priority.all_pass", "resolve.top", exile_way),
                  Message.of(_EXILE_CAST_MESSAGE[exile_way], player=player, object=obj.name),
                  object_id)
    # 702.88a: a spell with rebound cast from its caster's hand is exiled as it resolves.
    from_hand = obj.zone == Zone.HAND and any(
        a.kind == "rebound" for a in obj.characteristics.abilities)
    # 601.2a: it moves to the stack, a new object (400.7) its caster controls.
    zones.relocate(game, obj, Zone.STACK)
    if obj.whole is not None:
        # 709.3, 709.4: on the stack only the half cast has characteristics.
        _stack_half(game, object_id, obj, aftermath)
    elif event.fuse:
        # 702.102a: one fused split spell with both halves' characteristics.
        game.note(StepKind.STACK, ("cast.fuse", "cast.fuse_order"),
                  Message.of("cast.fused", player=player, object=obj.name), object_id)
    if way == "flashback":
        # 702.34a: cast from the graveyard, its flashback cost paid instead of its mana cost
        # (mana is taken as paid); exiled whenever it would leave the stack.
        game.changed(game.state.with_object(replace(game.state.object(object_id),
                                                    exile_from_stack="cast.flashback_exile")))
        game.note(StepKind.STACK, ("cast.flashback",),
                  Message.of("cast.flashback_paid", player=player, object=obj.name), object_id)
    elif discards_to_cast:
        # 702.133a, 702.81a: cast from the graveyard, discarding a card (retrace: a land card)
        # as an additional cost, paid with the others (601.2h); a jump-start spell is exiled
        # whenever it would leave the stack.
        if way == "jump_start":
            game.changed(game.state.with_object(replace(
                game.state.object(object_id), exile_from_stack="cast.jump_start_exile")))
        game.note(StepKind.STACK, (_WAYS[way][1], "cast.additional_cost", "discard"),
                  Message.of("cast.jump_start_cast" if way == "jump_start"
                             else "cast.retrace_cast", player=player, object=obj.name),
                  object_id)
    if event.x is not None and _enters_with_x(obj):
        # 107.3m: the permanent it becomes enters with counters as many as this X.
        game.changed(game.state.with_object(replace(game.state.object(object_id),
                                                    cast_x=event.x)))
    if event.kicked:
        # 702.33d: its kicker cost paid (mana is taken as paid), the spell is "kicked".
        game.changed(game.state.with_object(replace(game.state.object(object_id), kicked=True)))
        game.note(StepKind.STACK, ("cast.kicker",),
                  Message.of("cast.kicker_paid", player=player, object=obj.name), object_id)
    # 601.2h: its additional costs, every part checked before any is paid (a cost that can't
    # be paid can't be cast: the event is refused); the card itself, on the stack now, is no
    # card in hand to discard.
    if way == "flashback" and (event.convoke or event.improvise or event.delve):
        # 601.2f: the total cost of a flashback spell starts from its flashback cost, which
        # the convoke, improvise and delve payments don't read.
        raise ScenarioError(event.path(way), (
            f"{obj.name} is cast with flashback: the engine doesn't pay its flashback cost "
            f"with convoke, improvise or delve ({cite_text('cast.flashback')})"))
    if way != "flashback" and rebound is None:
        # 601.2f: a flashback spell's total cost is its flashback cost, not its mana cost;
        # a rebound spell's is none (without paying its mana cost, 702.88a), a madness spell's
        # its madness cost (702.35a: taken as paid).
        convoke.note_total_cost(game, event, obj, player)
    payments = [*convoke.payments(game, event, obj, player),
                *copying.copy_costs(game, event, obj, player),
                *(_payment(game, event, obj, cost) for cost in (*costs, *way_costs))]
    if discards_to_cast:
        payments.append(_discard_to_cast(game, event, way))
    for pay in payments:
        pay()
    if costs:
        game.note(StepKind.STACK, ("cast.additional_cost",),
                  Message.of("cast.additional_cost", player=player, object=obj.name,
                             cost="; ".join(costs)), object_id)
    if way_costs:
        # 702.34a: the rest of its flashback cost.
        game.note(StepKind.STACK, ("cast.flashback", "cast.additional_cost"),
                  Message.of("cast.flashback_cost_paid", player=player, object=obj.name,
                             cost="; ".join(way_costs)), object_id)
    item = StackItem(id=object_id, source=object_id, source_name=obj.name,
                     controller=player, label=obj.name, spec=abilities, targets=targets,
                     kind=StackKind.SPELL, waits=True, x=event.x or 0,
                     buyback=event.buyback, division=division, rebound=from_hand,
                     suspended=exile_way == "suspend")
    if event.buyback:
        # 702.27a: its buyback cost is paid (mana is taken as paid).
        game.note(StepKind.STACK, ("cast.buyback",),
                  Message.of("cast.buyback_paid", player=player, object=obj.name), object_id)
    game.state = replace(game.state, stack=(*game.state.stack, item),
                         cast=(*game.state.cast, object_id))
    # 601.2i: it becomes cast; "whenever ... casts" abilities trigger.
    game.happened(HistoryEntry(Happened.ZONE_CHANGE, object=object_id, detail=Zone.STACK,
                               from_zone=obj.zone, last_known=obj),
                  HistoryEntry(Happened.CAST, object=object_id, player=player),
                  # 115.1, 603.2d: what it targets becomes the target of a spell.
                  *became_targets(game.state, item, spell=True))
    game.note(StepKind.STACK, ("cast.stack", "cast.targets", "cast.cast"),
              Message.of("cast.cast" if not targets else "cast.cast_targets", player=player,
                         object=obj.name, targets=names, x=event.x), object_id)
    # 702.40a, 702.56a, 702.78a: storm, replicate and conspire trigger as it is cast.
    copying.cast_triggers(game, item, obj, event)


def _split_half(game: Game, event: Event, player: str, obj: GameObject
                ) -> tuple[GameObject, bool]:
    """709.3: the object as the cast event casts it: a split card's chosen half (only
    its characteristics are checked, so the object shows them until it is on the stack), or,
    with fuse, the whole card (702.102a); and whether that half has aftermath (702.127a)."""
    if not obj.halves:
        if event.half is not None or event.fuse:
            raise ScenarioError(event.path("half" if event.half is not None else "fuse"), (
                f"{obj.name} isn't a split card: leave out half and fuse "
                f"({cite_text('cast.split')})"))
        return obj, False
    names = ", ".join(repr(h.base.name) for h in obj.halves)
    if event.fuse:
        if event.half is not None:
            raise ScenarioError(event.path("half"), (
                f"a fused split spell is both halves: leave out half "
                f"({cite_text('cast.fuse')})"))
        if Hook.FUSES_HALVES not in hooks_of(obj.keywords):
            raise ScenarioError(event.path("fuse"), (
                f"{obj.name} has no fuse: cast one half, naming it in half "
                f"({cite_text('cast.fuse')})"))
        if obj.zone != Zone.HAND:
            raise ScenarioError(event.path("fuse"), (
                f"fuse casts both halves from the hand only, and {obj.name} is in "
                f"{obj.owner}'s {obj.zone} ({cite_text('cast.fuse')})"))
        return obj, False
    if event.half is None:
        raise ScenarioError(event.path("half"), (
            f"{obj.name} is a split card: name the half it casts in half (its halves: "
            f"{names}) ({cite_text('cast.split')})"))
    half = next((h for h in obj.halves if h.base.name.casefold() == event.half.casefold()),
                None)
    if half is None:
        raise ScenarioError(event.path("half"), (
            f"{obj.name} has no half {event.half!r} (its halves: {names}) "
            f"({cite_text('cast.split')})"))
    aftermath = Hook.CAST_FROM_GRAVEYARD_THEN_EXILED in hooks_of(
        a.label for a in half.base.abilities if a.is_keyword)
    chosen = replace(obj, base=replace(half.base, controller=obj.base.controller),
                     mana_cost=half.mana_cost, whole=FaceUp(obj.base, obj.mana_cost))
    game.changed(game.state.with_object(chosen))
    now = game.obj(obj.id)
    assert now is not None
    return now, aftermath


def _stack_half(game: Game, object_id: str, cast_as: GameObject, aftermath: bool) -> None:
    """709.3, 709.4: the spell on the stack has the cast half's characteristics only; 702.127a: a
    half with aftermath is exiled whenever it would leave the stack."""
    assert cast_as.whole is not None
    spell = game.state.object(object_id)
    game.changed(game.state.with_object(replace(
        spell, base=replace(cast_as.base, controller=spell.base.controller),
        mana_cost=cast_as.mana_cost, whole=cast_as.whole,
        exile_from_stack="cast.aftermath_exile" if aftermath else "")))
    game.note(StepKind.STACK, ("cast.split",),
              Message.of("cast.split_half", player=cast_as.controller, object=cast_as.name),
              object_id)


# 702.34a, 702.133a, 702.81a: the cast event's ways of casting a card from its owner's
# graveyard: the word its text prints and the citation concept of its rule.
_WAYS = {"flashback": ("flashback", "cast.flashback"),
         "jump_start": ("jump-start", "cast.jump_start"),
         "retrace": ("retrace", "cast.retrace")}


def _graveyard_way(event: Event) -> str:
    """The cast event's way of casting the card from the graveyard ("" when none); only one."""
    ways = [way for way in _WAYS if getattr(event, way)]
    if len(ways) > 1:
        raise ScenarioError(event.path(ways[1]), (
            f"a spell is cast from the graveyard one way: give only one of flashback, "
            f"jump_start and retrace ({cite_text('cast.flashback')})"))
    return ways[0] if ways else ""


# The message of each way of casting a card from exile as an ability resolves.
_EXILE_CAST_MESSAGE = {"rebound": "cast.rebound_cast", "madness": "cast.madness_cast",
                       "suspend": "cast.suspend_cast"}


def _exile_way(event: Event) -> str:
    """The cast event's way of casting the card from exile as an ability resolves ("" when
    none): rebound (702.88a), madness (702.35a) or suspend (702.62a); only one."""
    ways = [way for way in ("rebound", "madness", "suspend") if getattr(event, way)]
    if len(ways) > 1:
        raise ScenarioError(event.path(ways[1]), (
            "a spell is cast from exile one way: give only one of rebound, madness and suspend "
            "(702.88a, 702.35a, 702.62a)"))
    return ways[0] if ways else ""


def _resolving_trigger(game: Game, event: Event, player: str, obj: GameObject,
                       way: str) -> StackItem:
    """702.88a: "at the beginning of your next upkeep, you may cast this card from exile
    without paying its mana cost"; 702.35a: "When this card is exiled this way, its owner may
    cast it by paying [cost] rather than paying its mana cost": the card is cast as that
    ability, the top of the stack, resolves (it waits there for this event or a resolve
    event), by its controller, the card still the object it exiled (400.7)."""
    top = game.state.stack[-1] if game.state.stack else None
    if top is None or top.may_cast != way or top.it != obj.id:
        raise ScenarioError(event.path(way), (
            f"{obj.name} is cast with {way} only as its {way} ability resolves: that "
            f"ability must be the top of the stack ({cite_text(way)})"))
    if top.controller != player:
        raise ScenarioError(event.path("player"), (
            f"{top.controller} controls the {way} ability: only that player may cast "
            f"{obj.name} with it ({cite_text(way)})"))
    if obj.zone != Zone.EXILE or obj.timestamp != top.it_timestamp:
        raise ScenarioError(event.path("object"), (
            f"{obj.name} left exile since its {way} ability triggered: it is a new object, "
            f"which the ability can't cast ({cite_text(way, 'zone.new_object')})"))
    return top


def _check_graveyard_way(event: Event, player: str, obj: GameObject, way: str) -> None:
    """702.34a: "You may cast this card from your graveyard if the resulting spell is an instant
    or sorcery spell by paying [cost] rather than paying its mana cost"; jump-start (702.133a)
    and retrace (702.81a) the same, discarding a card as an additional cost instead."""
    word, concept = _WAYS[way]
    if not any(a.kind == way for a in obj.characteristics.abilities):
        raise ScenarioError(event.path(way), (
            f"{obj.name} has no {word} the engine reads ({cite_text(concept)})"))
    if obj.zone != Zone.GRAVEYARD or obj.owner != player:
        raise ScenarioError(event.path("object"), (
            f"{word} casts a card from its owner's graveyard, and {obj.name} is in "
            f"{obj.owner}'s {obj.zone}: leave out {way} or cast it as {obj.owner} from "
            f"the graveyard ({cite_text(concept)})"))
    if not ("Instant" in obj.types or "Sorcery" in obj.types):
        raise ScenarioError(event.path(way), (
            f"{obj.name} isn't an instant or sorcery: {word} casts only an instant or "
            f"sorcery spell ({cite_text(concept)})"))


def _discard_to_cast(game: Game, event: Event, way: str) -> _Pay:
    """702.133a: jump-start's "discarding a card"; 702.81a: retrace's "discarding a land card":
    the event's ``discard`` names it, in the caster's hand."""
    chosen = event.discard
    card = game.obj(chosen[0]) if len(chosen) == 1 else None
    land = way == "retrace"
    if (card is None or card.zone != Zone.HAND or card.owner != (event.player or "")
            or (land and "Land" not in card.types)):
        what = "a land card" if land else "a card"
        raise ScenarioError(event.path("discard"), (
            f"{_WAYS[way][0]} discards {what} as an additional cost: name one in the "
            f"player's hand in discard ({cite_text(_WAYS[way][1], 'discard')})"))
    return lambda: discard(game, card.id)


def _check_not_prohibited(game: Game, event: Event, obj: GameObject) -> None:
    """602.5: a "can't be activated" effect that applies to the object stops the activation
    (in any zone the engine activates from: Phyrexian Revoker's "sources with the chosen
    name")."""
    label = combat.cant_label_for(game, "activate_abilities", obj)
    if label is not None:
        raise ScenarioError(event.path("object"), (
            f"{obj.name}'s activated abilities can't be activated: {label} "
            f"({cite_text('activate.prohibited')})"))


def _check_prohibited(game: Game, event: Event, player: str, obj: GameObject) -> None:
    """601.3, 101.2: no effect may prohibit the player from casting the spell: a permanent's
    "Spells with the chosen name can't be cast." (Meddling Mage: the name its controller chose
    as it entered, 607.1), "Your opponents can't cast spells of the chosen color."
    (Iona). The card is judged as it is in the zone it is cast from."""
    for source in game.permanents():
        for ability in source.characteristics.abilities:
            spec = ability.spec
            if ability.kind != "cant" or not isinstance(spec, CantSpec) or "cast" not in spec.what:
                continue
            if (spec.player == "you" and player != source.controller) or (
                    spec.player == "opponents" and player not in game.opponents(source.controller)):
                continue
            name = source.chosen_value(spec.name.key) if isinstance(spec.name, Chosen) \
                else spec.name
            if spec.name is not None and (name is None or name.casefold() != obj.name.casefold()):
                # The same name is the same English words (any case); none chosen names nothing.
                continue
            reader = PermanentReader(source.id, source.controller,
                                     attached_to=source.attached_to, choices=source.chosen)
            if spec.affects is not None and not matches(replace(spec.affects, zones=None), obj,
                                                        reader):
                continue
            raise ScenarioError(event.path("object"), (
                f"{obj.name} can't be cast: {source.name} says {ability.label} "
                f"({cite_text('cast.prohibited')}, 101.2)"))


def _check_cast_timing(game: Game, event: Event, player: str, obj: GameObject) -> None:
    """601.3: "Cast ~ only during ...": every moment its text names holds, or it can't be cast.
    (The beginning of combat step passes within an attack event: no spell is cast in it.)"""
    combat = game.state.combat
    step = combat.step if combat is not None else ""
    holds = {"declare_attackers": step == "declare_attackers",
             "combat_after_blockers": step in ("declare_blockers", "combat_damage"),
             "combat": combat is not None,
             "your_turn": game.state.active_player == player,
             "opponents_turn": game.state.active_player in game.opponents(player)}
    for ability in obj.characteristics.abilities:
        if ability.kind == "cast_timing" and isinstance(ability.spec, tuple) and not all(
                holds[str(d)] for d in ability.spec[1]):
            raise ScenarioError(event.path(), (
                f"{obj.name} can't be cast now: its text says {ability.label!r} "
                f"({cite_text('cast.timing_restriction')})"))


def _entwined(obj: GameObject, event: Event) -> bool:
    """702.42a, 702.42b: whether the caster chose every mode by entwine (the cast event names
    each mode once)."""
    resolving = tuple(a for a in obj.characteristics.abilities if spells.resolves(a))
    modes = {spells.mode_of(a) for a in resolving if spells.mode_of(a)}
    return bool(modes) and any(spells.entwined(a) for a in resolving) \
        and len(event.mode) == len(modes) and set(event.mode) == set(range(len(modes)))


def _chosen_modes(game: Game, obj: GameObject, event: Event) -> tuple[Ability, ...]:
    """601.2b: the abilities that resolve: all of them, or those of the chosen modes."""
    resolving = tuple(a for a in obj.characteristics.abilities if spells.resolves(a))
    modes: list[str] = []
    for ability in resolving:
        mode = spells.mode_of(ability)
        if mode and mode not in modes:
            modes.append(mode)
    if not modes:
        if event.mode:
            raise ScenarioError(event.path("mode"),
                                f"{obj.name} has no modes ({cite_text('cast.modes')})")
        return resolving
    if not event.mode:
        raise ScenarioError(event.path("mode"), (
            f"{obj.name} is modal: choose its mode, 0 to {len(modes) - 1} "
            f"({cite_text('cast.modes')})"))
    for i, n in enumerate(event.mode):
        if n >= len(modes):
            raise ScenarioError(event.path(f"mode[{i}]"), (
                f"{obj.name} has {len(modes)} modes, numbered from 0 "
                f"({cite_text('cast.modes')})"))
    bounds = next((spells.choose_of(a) for a in resolving if spells.choose_of(a)), ())
    if (any(spells.entwined(a) for a in resolving) and len(event.mode) == len(modes)
            and set(event.mode) == set(range(len(modes)))):
        # 702.42a, 702.42b: its entwine cost paid (mana is taken as paid), every mode chosen.
        game.note(StepKind.STACK, ("cast.entwine",),
                  Message.of("cast.entwined", object=obj.name, count=len(modes)), obj.id)
        return resolving
    repeat = any(spells.repeatable(a) for a in resolving)
    if bounds:
        if len(set(event.mode)) != len(event.mode) and not repeat:
            raise ScenarioError(event.path("mode"), (
                f"{obj.name}: a mode can't be chosen more than once ({cite_text('cast.modes')}, "
                f"700.2d)"))
        least, most = bounds
        if not least <= len(event.mode) <= most:
            count = str(least) if least == most else f"{least} to {most}"
            raise ScenarioError(event.path("mode"), (
                f"{obj.name}: choose {count} of its modes, not {len(event.mode)} "
                f"({cite_text('cast.modes')}, 700.2)"))
    if repeat:
        # 700.2d: a mode chosen more than once is as if it appeared that many times in
        # sequence (its targets chosen for each time).
        game.note(StepKind.STACK, ("cast.modes_repeated",),
                  Message.of("cast.modes_chosen", object=obj.name,
                             modes=tuple(modes[n] for n in sorted(event.mode))), obj.id)
        first = next(i for i, a in enumerate(resolving) if spells.mode_of(a))
        unmoded = [(i, a) for i, a in enumerate(resolving) if not spells.mode_of(a)]
        return (*(a for i, a in unmoded if i < first),
                *(a for n in sorted(event.mode) for a in resolving
                  if spells.mode_of(a) == modes[n]),
                *(a for i, a in unmoded if i > first))
    chosen = {modes[n] for n in event.mode}
    return tuple(a for a in resolving if not spells.mode_of(a) or spells.mode_of(a) in chosen)


# --- activating (602.2) ----------------------------------------------------------------------


def activate(game: Game, event: Event) -> None:
    """602.2: the player activates the ability and pays its costs; it waits on the stack."""
    player, object_id = event.player or "", event.object or ""
    obj = game.obj(object_id)
    if obj is not None and isinstance(event.ability, str):
        if event.label is not None:
            raise ScenarioError(event.path("label"), (
                f"give a label only with an ability number: the ability is already named by "
                f"its label ({cite_text('activate')})"))
        event = replace(event, ability=_ability_named(event, obj, event.ability))
    elif obj is not None and event.label is not None:
        event = replace(event, ability=_ability_labelled(event, obj, event.label))
    if obj is not None and isinstance(event.ability, int) \
            and event.ability < len(obj.characteristics.abilities):
        game.activated[event.index] = obj.characteristics.abilities[event.ability].label
    if obj is not None and obj.zone == Zone.HAND:
        _check_not_prohibited(game, event, obj)
        _activate_from_hand(game, event, obj)
        return
    from_graveyard = obj is not None and obj.zone == Zone.GRAVEYARD and _graveyard_ability(
        obj, event)
    if obj is None or (obj.zone != Zone.BATTLEFIELD and not from_graveyard):
        raise ScenarioError(event.path("object"), (
            f"the object is not on the battlefield; the engine activates only permanents' "
            f"abilities ({cite_text('activate')})"))
    if from_graveyard and obj.owner != player:
        # 602.2, 108.4a: a card in a graveyard has no controller; its owner activates it,
        # whatever `controller` the scenario gave it.
        raise ScenarioError(event.path("player"), (
            f"{obj.name} is in {obj.owner}'s graveyard: only its owner can activate its "
            f"abilities ({cite_text('activate')})"))
    if not from_graveyard and obj.controller != player and not any(
            words in _words(obj.characteristics.abilities[event.ability].label)
            for words in _ANY_PLAYER if isinstance(event.ability, int)
            and 0 <= event.ability < len(obj.characteristics.abilities)):
        # 602.2: "Any player may activate this ability." lets another player activate it;
        # they pay its costs and control it on the stack (113.8).
        raise ScenarioError(event.path("player"), (
            f"{obj.name} is controlled by {obj.controller}: only its controller can activate "
            f"its abilities ({cite_text('activate')})"))
    _check_not_prohibited(game, event, obj)
    abilities = obj.characteristics.abilities
    index = _number(event)
    if index >= len(abilities):
        raise ScenarioError(event.path("ability"), (
            f"{obj.name} has {len(abilities)} abilities, numbered from 0 "
            f"({cite_text('activate')})"))
    ability = abilities[index]
    if ability.kind == "mana" and isinstance(ability.spec, ManaSpec):
        _activate_mana(game, event, obj, index, ability, ability.spec)
        return
    if spells.functions_in_graveyard(ability) and not from_graveyard:
        raise ScenarioError(event.path("object"), (
            f"{obj.name}'s ability functions only while the card is in its owner's graveyard "
            f"({cite_text('ability.zones')})"))
    if from_graveyard and not all(
            costs.MANA.match(part) or part == "Discard a card" or costs.PAY_LIFE.match(part)
            for part in re.split(r",\s*", spells.cost_of(ability)) if part.strip()):
        # {T}, "Sacrifice ~" and "Remove ... from ~" are a permanent's costs.
        raise ScenarioError(event.path(), (
            f"the engine pays only mana, \"Discard a card\" and \"Pay N life\" for the ability "
            f"of a card in a graveyard, not {spells.cost_of(ability)!r} "
            f"({cite_text('activate.costs')})"))
    if spells.is_cycling(ability):
        raise ScenarioError(event.path("object"), (
            f"{obj.name}'s cycling ability functions only while the card is in a player's "
            f"hand ({cite_text('cycling', 'ability.zones')})"))
    if ability.kind not in ("activated", *_GRAVEYARD_KEYWORDS) \
            and not spells.is_activated_shield(ability):
        raise ScenarioError(event.path("ability"), (
            f"{obj.name}'s ability {index} is not an activated ability the engine can play: "
            f"{ability.label} ({cite_text('activate')})"))
    # 602.5d: "Activate only as a sorcery" (its wording before 2021: "Activate this ability
    # only any time you could cast a sorcery").
    sorcery_speed = any(words in ability.label.lower() for words in (
        "activate only as a sorcery",
        "activate this ability only any time you could cast a sorcery")) or (
        # 702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent.
        # Activate only as a sorcery."
        _LEVEL_UP.fullmatch(ability.label) is not None
        # 702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature.
        # Activate only as a sorcery."
        or _OUTLAST.fullmatch(ability.label) is not None
        # 702.84a, 702.97a: unearth and scavenge: "Activate only as a sorcery."
        or ability.kind in _GRAVEYARD_KEYWORDS)
    loyalty = costs.loyalty_change(spells.cost_of(ability)) is not None
    # 606.3: a loyalty ability only at sorcery speed, and only once each turn for the permanent.
    _check_timing(game, event, player, sorcery_speed or loyalty, f"{obj.name}'s ability")
    _check_once(game, event, obj, index, ability.label)
    if loyalty:
        _check_loyalty_once(game, event, obj)
    if any(words in ability.label.lower() for words in _YOUR_TURN) \
            and player != game.state.active_player:
        raise ScenarioError(event.path("player"), (
            f"{obj.name}'s ability can be activated only during its controller's turn, and it "
            f"is {game.state.active_player}'s turn ({cite_text('activate.prohibited')})"))
    if any(words in ability.label.lower() for words in _BEFORE_ATTACKERS) and not (
            player == game.state.active_player and not any(
                e.kind is Happened.STEP_BEGAN and e.detail in ("combat", "end_of_combat", "end")
                for e in game.state.history)):
        raise ScenarioError(event.path(), (
            f"{obj.name}'s ability can be activated only during its controller's turn, before "
            f"attackers are declared: in {player}'s turn, before an attack or end_turn event "
            f"({cite_text('activate.prohibited')})"))
    if any(words in ability.label.lower() for words in _YOUR_UPKEEP) and not (
            player == game.state.active_player and _step(game) == "upkeep"):
        raise ScenarioError(event.path(), (
            f"{obj.name}'s ability can be activated only during its controller's upkeep: "
            f"after an upkeep event of {player}'s turn, before another step begins "
            f"({cite_text('activate.prohibited', 'turn.upkeep')})"))
    if any(words in ability.label.lower() for words in _BLESSING) \
            and not game.state.player(player).city_blessing:
        raise ScenarioError(event.path("player"), (
            f"{obj.name}'s ability can be activated only if its controller has the city's "
            f"blessing, and {player} doesn't "
            f"({cite_text('activate.prohibited', 'designation.city_blessing')})"))
    targets = _choose_targets(game, event, spells.targets_of(ability), object_id, player)
    uses_x = isinstance(ability.spec, ActionSpec) and any(
        a.amount_of == "x" for a in ability.spec.effect)
    if uses_x and event.x is None:
        raise ScenarioError(event.path("x"),
                            f"the ability has X: give its value ({cite_text('cast.modes')})")
    if not uses_x and event.x is not None:
        raise ScenarioError(event.path("x"),
                            f"the ability has no X the engine reads ({cite_text('cast.modes')})")
    division = _division(event, (ability,), spells.targets_of(ability), targets)
    names = tuple(game.name(t) for t in targets)
    _pay(game, event, obj, spells.cost_of(ability))
    exiled_pt = _scavenge_cost(game, obj) if ability.kind == "scavenge" else None
    # 607.2a: the permanent it was activated from, as it is once its costs are paid (400.7: a
    # later object with its id is another; sacrificed, it is none): what its exiles link to.
    now = game.obj(object_id)
    item = StackItem(id=f"{object_id}#{index}^{len(game.state.history)}", source=object_id,
                     source_name=obj.name, controller=player, label=ability.label,
                     source_timestamp=(now.timestamp if now is not None
                                       and now.zone == Zone.BATTLEFIELD else None),
                     spec=ability, targets=targets, kind=StackKind.ACTIVATED, waits=True,
                     x=event.x or 0, division=division,
                     transforms_at=(obj.timestamp, obj.transforms),
                     # 400.7: the card in the graveyard, as it was when activated; the
                     # source of "~ can't be blocked this turn", as it was when activated.
                     it_timestamp=obj.timestamp if from_graveyard or spells.cant_on_source(
                         ability) else None,
                     # 702.97a: the power of the card scavenge exiled as its cost.
                     it_pt=exiled_pt)
    game.state = replace(game.state, stack=(*game.state.stack, item))
    game.happened(HistoryEntry(Happened.ACTIVATED, object=object_id, player=player,
                               detail=str(index)),
                  # 115.1, 603.2d: what it targets becomes the target of an ability.
                  *became_targets(game.state, item, spell=False))
    game.note(StepKind.STACK, ("activate", "activate.costs",
                               *(("ability.zones",) if from_graveyard else ())),
              Message.of("cast.activate" if not targets else "cast.activate_targets",
                         player=player, object=obj.name, ability=ability.label,
                         targets=names), object_id)


# 702.84a, 702.97a: the keyword abilities of a card in a graveyard that the activate event
# activates there, each "Activate only as a sorcery".
_GRAVEYARD_KEYWORDS = ("unearth", "scavenge")


def _scavenge_cost(game: Game, obj: GameObject) -> tuple[int | None, int | None]:
    """702.97a: "Exile this card from your graveyard", scavenge's cost besides its mana,
    paid after its target is chosen (602.2b, 601.2h); the card's power and toughness as it
    last existed in the graveyard (608.2h), what "the power of the card you exiled" reads."""
    card = game.state.object(obj.id)
    perform.happen(game, Move(card.id, Zone.EXILE, rule="scavenge"))
    game.note(StepKind.STACK, ("scavenge", "activate.costs"),
              Message.of("cast.scavenge_exiled", player=card.owner, object=card.name,
                         power=obj.power or 0), card.id)
    return (obj.power, obj.toughness)


def _words(text: str) -> str:
    """A label as labels are compared: spaces and case aside."""
    return " ".join(text.split()).casefold()


def _ability_labelled(event: Event, obj: GameObject, label: str) -> int:
    """602.2: ability number ``event.ability`` if it still reads ``label``; else the one
    ability that does. The number shifts when the compiler reads more of the card than it did
    as the scenario was written; the label names the ability the scenario meant."""
    abilities = obj.characteristics.abilities
    index = event.ability if isinstance(event.ability, int) else 0
    if index < len(abilities) and _words(abilities[index].label) == _words(label):
        return index
    return _ability_named(event, obj, label, field="label")


def _ability_named(event: Event, obj: GameObject, label: str, field: str = "ability") -> int:
    """The number of ``obj``'s ability whose label (its text, as the card prints it) is
    ``label``, spaces and case aside: a label names the same ability however many of the
    card's other lines the compiler reads (602.2)."""
    found = [i for i, ability in enumerate(obj.characteristics.abilities)
             if _words(ability.label) == _words(label)]
    if not found:
        raise ScenarioError(event.path(field), (
            f"{obj.name} has no ability that reads {label!r} ({cite_text('activate')})"))
    if len(found) > 1:
        raise ScenarioError(event.path(field), (
            f"{obj.name} has {len(found)} abilities that read {label!r}: give the number of "
            f"the one activated ({cite_text('activate')})"))
    return found[0]


def _number(event: Event) -> int:
    """The event's ability number (a label was turned into its number as it began)."""
    return event.ability if isinstance(event.ability, int) else 0


def _graveyard_ability(obj: GameObject, event: Event) -> bool:
    """Whether the event's ability of a card in a graveyard is one that functions there
    (113.6m)."""
    abilities = obj.characteristics.abilities
    index = _number(event)
    return index < len(abilities) and spells.functions_in_graveyard(abilities[index])


def _activate_from_hand(game: Game, event: Event, obj: GameObject) -> None:
    """702.29a, 113.6: a cycling ability (or typecycling, 702.29e) functions only while its
    card is in a player's hand; the card's owner activates it (602.2: a card in a hand has no
    controller), at instant speed, paying its mana (taken as paid) and discarding the card
    itself (701.8a: "whenever you discard" sees it). Any other ability of a card in a hand
    doesn't function there."""
    player, index = event.player or "", _number(event)
    if obj.owner != player:
        raise ScenarioError(event.path("player"), (
            f"{obj.name} is in {obj.owner}'s hand: only its owner can activate its abilities "
            f"({cite_text('activate')})"))
    abilities = obj.characteristics.abilities
    if index >= len(abilities):
        raise ScenarioError(event.path("ability"), (
            f"{obj.name} has {len(abilities)} abilities, numbered from 0 "
            f"({cite_text('activate')})"))
    ability = abilities[index]
    if not spells.is_cycling(ability):
        raise ScenarioError(event.path("ability"), (
            f"{obj.name} is in a hand, where only a cycling ability of the card functions: "
            f"its ability {index} is {ability.label} ({cite_text('ability.zones', 'cycling')})"))
    if event.targets or event.x is not None or event.sacrifice or event.discard:
        raise ScenarioError(event.path(), (
            f"a cycling ability has no targets, no X and no choice in its cost: leave out "
            f"targets, x, sacrifice and discard ({cite_text('cycling')})"))
    _check_timing(game, event, player, False, f"{obj.name}'s ability")
    # 602.2a: it goes on the stack; 602.2b, 601.2h: its costs are paid: its mana (taken as
    # paid), and the card discards itself (702.29a, 701.8a).
    item = StackItem(id=f"{obj.id}#{index}^{len(game.state.history)}", source=obj.id,
                     source_name=obj.name, controller=player, label=ability.label,
                     spec=ability, kind=StackKind.ACTIVATED, waits=True)
    game.state = replace(game.state, stack=(*game.state.stack, item))
    typecycling = isinstance(ability.spec, ActionSpec) and any(
        action.do == "search" for action in ability.spec.effect)
    game.note(StepKind.STACK, ("cycling.typecycling" if typecycling else "cycling", "activate",
                               "activate.costs", "discard"),
              Message.of("cast.cycled", player=player, object=obj.name, ability=ability.label),
              obj.id)
    discard(game, obj.id)
    # 702.29c: the card was cycled ("When you cycle ~", "Whenever a player cycles a card").
    game.happened(HistoryEntry(Happened.ACTIVATED, object=obj.id, player=player,
                               detail=str(index)),
                  HistoryEntry(Happened.CYCLED, object=obj.id, player=player, last_known=obj))


def _activate_mana(game: Game, event: Event, obj: GameObject, index: int, ability: Ability,
                   spec: ManaSpec) -> None:
    """605.3a, 605.3b: a mana ability is activated whenever its controller has priority (split
    second doesn't stop it) and resolves at once, without the stack: its costs are
    paid (602.2b) and it adds its mana, which the engine doesn't track (mana costs are taken
    as paid everywhere)."""
    if event.targets or event.x is not None:
        raise ScenarioError(event.path("targets" if event.targets else "x"), (
            f"a mana ability has no targets and no X ({cite_text('activate.mana')})"))
    _pay(game, event, obj, spec.cost)
    game.happened(HistoryEntry(Happened.ACTIVATED, object=obj.id, player=event.player or "",
                               detail=str(index)))
    # 106.1: one of the colors it produces, that many times ("{C}{C}"; "{W}{W} / {U}{U}").
    added = ("".join("{" + c + "}" for c in spec.produces) * spec.amount if spec.together
             else " / ".join(("{" + c + "}") * spec.amount for c in spec.produces))
    chosen = obj.chosen_value("color") if spec.chosen_color else None
    if spec.chosen_color and chosen not in spec.produces:
        # 607.1: the color its source chose as it entered; none chosen, no mana.
        game.note(StepKind.STACK, ("activate.mana", "activate.costs"),
                  Message.of("cast.activate_mana_no_color", player=event.player or "",
                             object=obj.name, ability=ability.label), obj.id)
    else:
        if chosen is not None:
            added = ("{" + chosen + "}") * spec.amount
        game.note(StepKind.STACK, ("activate.mana", "activate.costs"),
                  Message.of("cast.activate_mana", player=event.player or "", object=obj.name,
                             ability=ability.label, mana=added), obj.id)
    if spec.effect:
        resolving.resolve_mana_ability(game, obj.id, event.player or "", ability, spec.effect)


# 702.87a: a level up ability's label (its words, reminder text aside).
_LEVEL_UP = re.compile(r"Level up (\{[0-9WUBRGC]\})+")
_OUTLAST = re.compile(r"Outlast (\{[0-9WUBRGC]\})+")

# 602.5b: "Activate only once each turn" (its wording before 2021: "Activate this ability only
# once each turn"), read from the label like the sorcery-speed restriction.
_ONCE = ("activate only once each turn", "activate this ability only once each turn")
# 602.2: "Any player may activate this ability." (templates_restrictions.ANY_PLAYER).
_ANY_PLAYER = ("any player may activate this ability.",)


# 602.5: "Activate only during your turn." (2020: "Activate this ability only during your
# turn."), the whole sentence ("... during your turn, before attackers are declared" is not it).
_YOUR_TURN = ("activate only during your turn.", "activate this ability only during your turn.")


# 602.5, 508.1: "Activate only during your turn, before attackers are declared." (2020:
# "Activate this ability only ..."): in its controller's turn before the attack event (which
# plays the beginning of combat and the declaration together, 507, 508.1) and before the end
# step (a turn's combat phase, declaring attackers, comes before it even when no attack event
# played it).
_BEFORE_ATTACKERS = ("activate only during your turn, before attackers are declared.",
                     "activate this ability only during your turn, before attackers are "
                     "declared.")


# 602.5, 702.131c: "Activate only if you have the city's blessing." (2020: "Activate this
# ability only if ...").
_BLESSING = ("activate only if you have the city's blessing.",
             "activate this ability only if you have the city's blessing.")


# 602.5, 503: "Activate only during your upkeep." (2020: "Activate this ability only during
# your upkeep.").
_YOUR_UPKEEP = ("activate only during your upkeep.",
                "activate this ability only during your upkeep.")


def _step(game: Game) -> str:
    """The step the turn is in: the last one an event began this turn (500.6: ``upkeep``,
    ``combat``, ``end``), or "" before any (the turn's other steps aren't played)."""
    began = [e.detail for e in game.state.history if e.kind is Happened.STEP_BEGAN]
    return began[-1] if began else ""


def _check_once(game: Game, event: Event, obj: GameObject, index: int, label: str) -> None:
    """602.5b: an ability that may be activated only once each turn, already activated this
    turn by this object (a permanent that left the battlefield and returned is a new object,
    400.7, whose ability wasn't), can't be activated again."""
    if not any(words in label.lower() for words in _ONCE):
        return
    activated = False
    for entry in game.state.history:
        if entry.object != obj.id:
            continue
        if entry.kind is Happened.ACTIVATED and entry.detail == str(index):
            activated = True
        elif entry.kind is Happened.ZONE_CHANGE and entry.detail == Zone.BATTLEFIELD:
            activated = False
    if activated:
        raise ScenarioError(event.path("ability"), (
            f"{obj.name}'s ability can be activated only once each turn, and it was activated "
            f"this turn ({cite_text('activate.once')})"))


def _check_loyalty_once(game: Game, event: Event, obj: GameObject) -> None:
    """606.3: no loyalty ability of a permanent can be activated once one of its loyalty
    abilities was activated this turn (a permanent that left the battlefield and returned is a
    new object, 400.7, whose abilities weren't)."""
    abilities = obj.characteristics.abilities
    activated = False
    for entry in game.state.history:
        if entry.object != obj.id:
            continue
        if entry.kind is Happened.ACTIVATED and entry.detail.isdigit() and int(
                entry.detail) < len(abilities) and costs.loyalty_change(
                    spells.cost_of(abilities[int(entry.detail)])) is not None:
            activated = True
        elif entry.kind is Happened.ZONE_CHANGE and entry.detail == Zone.BATTLEFIELD:
            activated = False
    if activated:
        raise ScenarioError(event.path("ability"), (
            f"a loyalty ability of {obj.name} was already activated this turn: only one "
            f"loyalty ability of a permanent can be activated each turn "
            f"({cite_text('activate.loyalty')})"))


def _loyalty_payment(game: Game, event: Event, obj: GameObject, change: int) -> _Pay:
    """606.4: a loyalty cost puts loyalty counters on the permanent or removes them from it;
    a cost removing more than it has can't be paid (118.3)."""
    if change < 0 and obj.counter("loyalty") < -change:
        raise ScenarioError(event.path(), (
            f"{obj.name}'s loyalty is {obj.counter('loyalty')}, less than the {-change} its "
            f"loyalty cost removes ({cite_text('cost.loyalty')})"))
    if change > 0:
        return lambda: perform.happen(game, PutCounters(obj.id, "loyalty", change,
                                                         rule="cost.loyalty"))
    if change < 0:
        return lambda: perform.happen(game, RemoveCounters(obj.id, "loyalty", -change,
                                                            rule="cost.loyalty"))
    return lambda: None


def _pay(game: Game, event: Event, obj: GameObject, cost: str) -> None:
    """601.2h, 602.2b: the non-mana costs, each checked before any is paid."""
    parts = [p.strip() for p in re.split(r",\s*", cost) if p.strip()] if cost else []
    if event.tap and not any(costs.CREW.match(part) or costs.tap_wanted(part) is not None
                             for part in parts):
        raise ScenarioError(event.path("tap"), (
            f"the cost taps no permanents chosen for it: tap is only for a crew cost or a "
            f"cost that taps untapped permanents you control ({cite_text('activate.costs')})"))
    if "{T}" in parts and obj.id in event.tap:
        # 602.2b: the cost's {T} taps the source; it can't also be one the cost taps.
        raise ScenarioError(event.path("tap"), (
            f"{obj.name} is tapped by the cost's {{T}}, so it can't also be among the "
            f"permanents the cost taps ({cite_text('activate.costs')})"))
    payments = [_payment(game, event, obj, part) for part in parts]
    for pay in payments:
        pay()


def _payment(game: Game, event: Event, obj: GameObject, part: str) -> _Pay:
    """One part of a cost: checked now, paid later."""
    if costs.MANA.match(part):
        return lambda: None
    change = costs.loyalty_change(part)
    if change is not None:
        return _loyalty_payment(game, event, obj, change)
    if part == "{T}":
        if obj.tapped:
            raise ScenarioError(event.path(), (
                f"{obj.name} is tapped: its tap symbol cost can't be paid "
                f"({cite_text('cost.tap')})"))
        if ("Creature" in obj.types and obj.summoning_sick
                and Hook.IGNORES_SUMMONING_SICKNESS not in hooks_of(obj.keywords)):
            raise ScenarioError(event.path(), (
                f"{obj.name} has summoning sickness: a creature's ability with the tap "
                f"symbol in its cost can't be activated unless its controller has controlled "
                f"it continuously since their most recent turn began "
                f"({cite_text('summoning_sickness.activate', 'summoning_sickness')})"))
        return lambda: _tap(game, obj)
    if part.startswith("Sacrifice "):
        what = part.removeprefix("Sacrifice ")
        if costs.sacrifices_itself(what, obj.name):
            return lambda: perform.happen(game, Sacrifice(obj.id))
        return _sacrifice_chosen(game, event, obj, what)
    if part == "Discard a card":
        return _discard_chosen(game, event)
    removal = costs.REMOVE.match(part)
    if removal is not None:
        return _remove_counters(game, event, obj, part, removal)
    crew = costs.CREW.match(part)
    if crew is not None:
        return _crew(game, event, obj, int(crew.group(1)))
    tapped = costs.tap_wanted(part)
    if tapped is not None:
        return _tap_chosen(game, event, obj, part.removeprefix("Tap ").removesuffix(
            " you control"), tapped)
    life = costs.PAY_LIFE.match(part)
    if life is not None:
        amount = int(life.group(1))
        player = game.state.player(event.player or "")
        # 119.4: a player can pay N life only with N or more; 0 life is always payable.
        if amount > 0 and player.life < amount:
            raise ScenarioError(event.path(), (
                f"{player.id} has {player.life} life and can't pay {amount} "
                f"({cite_text('pay_life')})"))
        return lambda: _pay_life(game, player.id, amount)
    raise ScenarioError(event.path(), (
        f"the engine can't pay the cost {part!r} ({cite_text('activate.costs')})"))


def _pay_life(game: Game, player_id: str, amount: int) -> None:
    """119.4: paying life is losing that much life, so "whenever you lose life" sees it."""
    player = game.state.player(player_id)
    game.set_player(replace(player, life=player.life - amount))
    game.happened(HistoryEntry(Happened.LIFE_LOST, player=player_id, amount=amount))
    game.note(StepKind.STACK, ("pay_life",),
              Message.of("event.life_lost", player=player_id, amount=amount,
                         life=player.life - amount))


def _tap(game: Game, obj: GameObject) -> None:
    perform.tap_to_pay(game, obj.id)
    game.note(StepKind.STACK, ("cost.tap",), Message.of("cast.tapped", object=obj.name), obj.id)


def _remove_counters(game: Game, event: Event, obj: GameObject, part: str,
                     removal: re.Match[str]) -> _Pay:
    """"Remove a charge counter from ~" (602.2b), and "Remove three quest counters from ~
    and sacrifice it" (Quest for the Gravelord: both, 701.17a). Counters on anything but the
    source itself ("from a creature you control") the engine can't pay, and says so."""
    amount = costs.NUMBERS.get(removal.group(1)) or int(removal.group(1))
    counter = removal.group(2)
    whence = removal.group(3)
    sacrifice = whence.endswith(" and sacrifice it")
    whence = whence.removesuffix(" and sacrifice it")
    if not costs.COUNTER_KIND.fullmatch(counter) or not costs.removes_from_itself(whence,
                                                                                 obj.name):
        raise ScenarioError(event.path(), (
            f"the engine can't pay the cost {part!r} ({cite_text('activate.costs')})"))
    if obj.counter(counter) < amount:
        raise ScenarioError(event.path(), (
            f"{obj.name} has {obj.counter(counter)} {counter} counter(s) and the cost "
            f"removes {amount} ({cite_text('activate.costs')})"))

    def pay() -> None:
        # 602.2b: a cost paid, not damage (120.3c) or annihilation (122.3).
        perform.happen(game, RemoveCounters(obj.id, counter, amount, rule="activate.costs"))
        if sacrifice:
            perform.happen(game, Sacrifice(obj.id))
    return pay


def _sacrifice_chosen(game: Game, event: Event, obj: GameObject, what: str) -> _Pay:
    """"Sacrifice a creature", "Sacrifice five artifacts", "Sacrifice a Goblin": the event's
    ``sacrifice`` names them (701.17a: permanents the player controls; "another": not the
    source itself)."""
    wanted = costs.sacrifice_wanted(what)
    if wanted is None:
        raise ScenarioError(event.path(), (
            f"the engine can't pay the cost 'Sacrifice {what}' ({cite_text('activate.costs')})"))
    amount, field, kind = wanted
    chosen = event.sacrifice
    if len(chosen) != amount or len(set(chosen)) != amount:
        if amount == 1:
            raise ScenarioError(event.path("sacrifice"), (
                f"the cost sacrifices {what}: name it in sacrifice "
                f"({cite_text('activate.costs')})"))
        raise ScenarioError(event.path("sacrifice"), (
            f"the cost sacrifices {what}: name {amount} different permanents in sacrifice "
            f"({cite_text('activate.costs')})"))
    for i, ident in enumerate(chosen):
        if not _pays_cost(game.obj(ident), event.player or "", field, kind,
                          obj.id if what.startswith("another ") else None):
            raise ScenarioError(event.path(f"sacrifice[{i}]"), (
                f"{game.name(ident)} is not {what if amount == 1 else 'one of ' + what} its "
                f"player controls ({cite_text('activate.costs')})"))

    def pay() -> None:
        for ident in chosen:
            perform.happen(game, Sacrifice(ident))
    return pay


def _pays_cost(permanent: GameObject | None, player: str, field: str, kind: str,
               not_this: str | None) -> bool:
    """602.2b, 701.17a: whether ``permanent`` may be one a cost sacrifices or taps: on the
    battlefield, controlled by ``player``, of the card type (``field`` "type") or with each of
    the subtypes (``field`` "subtype") ``kind`` names, and not ``not_this`` ("another": not
    the source)."""
    return (permanent is not None and permanent.zone == Zone.BATTLEFIELD
            and permanent.controller == player
            and not (field == "type" and kind != "Permanent" and kind not in permanent.types)
            and not (field == "subtype" and not all(has_subtype(permanent.subtypes, word)
                                                    for word in kind.split(" ")))
            and permanent.id != not_this)


def _tap_chosen(game: Game, event: Event, obj: GameObject, what: str,
                wanted: tuple[int, str, str, bool]) -> _Pay:
    """602.2b: "Tap an untapped creature you control", "Tap two untapped creatures you
    control", "Tap another untapped Merfolk you control": the event's ``tap`` names them, each
    an untapped permanent its player controls of that card type or subtype ("another": not the
    source). Summoning sickness doesn't stop it (302.6 restricts only a creature's own {T}
    abilities and attacking)."""
    amount, field, kind, another = wanted
    chosen = event.tap
    if len(chosen) != amount or len(set(chosen)) != amount:
        if amount == 1:
            raise ScenarioError(event.path("tap"), (
                f"the cost taps {what}: name it in tap ({cite_text('activate.costs')})"))
        raise ScenarioError(event.path("tap"), (
            f"the cost taps {what}: name {amount} different permanents in tap "
            f"({cite_text('activate.costs')})"))
    for i, ident in enumerate(chosen):
        each = game.obj(ident)
        if not _pays_cost(each, event.player or "", field, kind, obj.id if another else None):
            raise ScenarioError(event.path(f"tap[{i}]"), (
                f"{game.name(ident)} is not {what if amount == 1 else 'one of ' + what} its "
                f"player controls ({cite_text('activate.costs')})"))
        assert each is not None
        if each.tapped:
            raise ScenarioError(event.path(f"tap[{i}]"), (
                f"{each.name} is tapped: the cost taps only untapped permanents "
                f"({cite_text('activate.costs')})"))
    tapping = tuple(game.obj(ident) for ident in chosen)

    def pay() -> None:
        for each in tapping:
            assert each is not None
            perform.tap_to_pay(game, each.id)
            # Not the tap symbol (601.2h's {T}): the cost names other permanents (602.2b).
            game.note(StepKind.STACK, ("activate.costs", "cost.tap"),
                      Message.of("cast.tapped_for_cost", object=each.name, source=obj.name,
                                 cost=what), each.id)
    return pay


def _crew(game: Game, event: Event, obj: GameObject, needed: int) -> _Pay:
    """702.122a: "Tap any number of other untapped creatures you control with total power N or
    greater": the event's ``tap`` names them, each a creature on the battlefield its player
    controls, untapped, not the Vehicle itself, their powers (as the layers leave them) adding
    up to N or more. Summoning sickness doesn't stop it (302.6 restricts only a creature's own
    {T} abilities and attacking)."""
    chosen = event.tap
    if len(set(chosen)) != len(chosen):
        raise ScenarioError(event.path("tap"), (
            f"name each creature once in tap ({cite_text('keyword.crew')})"))
    total = 0
    for i, ident in enumerate(chosen):
        crew = game.obj(ident)
        if (crew is None or crew.zone != Zone.BATTLEFIELD or "Creature" not in crew.types
                or crew.controller != (event.player or "") or crew.id == obj.id):
            raise ScenarioError(event.path(f"tap[{i}]"), (
                f"{game.name(ident)} is not another creature its player controls "
                f"({cite_text('keyword.crew')})"))
        if crew.tapped:
            raise ScenarioError(event.path(f"tap[{i}]"), (
                f"{crew.name} is tapped: only untapped creatures crew "
                f"({cite_text('keyword.crew')})"))
        power = crew.power or 0
        if power < 0:
            raise ScenarioError(event.path(f"tap[{i}]"), (
                f"{crew.name} has negative power, which the engine doesn't add to a crew "
                f"cost's total ({cite_text('keyword.crew')})"))
        total += power
    if total < needed:
        raise ScenarioError(event.path("tap"), (
            f"the creatures in tap have total power {total}, less than the {needed} the crew "
            f"cost needs ({cite_text('keyword.crew')})"))
    crews = tuple(game.obj(ident) for ident in chosen)

    def pay() -> None:
        for crew in crews:
            assert crew is not None
            perform.tap_to_pay(game, crew.id)
            game.note(StepKind.STACK, ("keyword.crew",),
                      Message.of("cast.crew_tapped", object=crew.name, vehicle=obj.name),
                      crew.id)
        game.note(StepKind.STACK, ("keyword.crew",),
                  Message.of("cast.crewed", object=obj.name, count=len(crews), power=total,
                             amount=needed), obj.id)
    return pay


def _discard_chosen(game: Game, event: Event) -> _Pay:
    """"Discard a card": the event's ``discard`` names a card in the player's hand."""
    chosen = event.discard
    card = game.obj(chosen[0]) if len(chosen) == 1 else None
    if card is None or card.zone != Zone.HAND or card.owner != (event.player or ""):
        raise ScenarioError(event.path("discard"), (
            f"the cost discards a card: name one in the player's hand in discard "
            f"({cite_text('activate.costs', 'discard')})"))
    return lambda: discard(game, card.id)


def discard(game: Game, card: str) -> None:
    """701.8a: a card moves from its owner's hand to their graveyard."""
    perform.happen(game, Move(card, Zone.GRAVEYARD, rule="discard"))


def suspend(game: Game, event: Event) -> None:
    """702.62a, 116.2f: the special action: a player who could begin to cast a card with
    suspend from their hand (its timing, 601.3 and 307.1, holds) exiles it with N time counters
    on it, paying its suspend cost (mana, taken as paid). It doesn't use the stack."""
    player, object_id = event.player or "", event.object or ""
    obj = game.obj(object_id)
    if obj is None or obj.zone != Zone.HAND or obj.owner != player:
        raise ScenarioError(event.path("object"), (
            f"{object_id} is not a card in {player}'s hand: only a card in its owner's hand is "
            f"suspended ({cite_text('special_action.suspend')})"))
    ability = next((a for a in obj.characteristics.abilities
                    if triggers.suspend_counters(a.label)), None)
    if ability is None:
        raise ScenarioError(event.path("object"), (
            f"{obj.name} has no suspend ability the engine reads (\"Suspend N—[cost]\" with a "
            f"number and a mana cost) ({cite_text('keyword.suspend')})"))
    _check_cast_timing(game, event, player, obj)
    _check_prohibited(game, event, player, obj)
    _check_timing(game, event, player, not ("Instant" in obj.types
                                            or Hook.INSTANT_SPEED in hooks_of(obj.keywords)),
                  obj.name)
    counters = triggers.suspend_counters(ability.label)
    game.note(StepKind.EVENT, ("special_action.suspend", "keyword.suspend"),
              Message.of("cast.suspended", player=player, object=obj.name,
                         cost=ability.label.split("—", 1)[1], n=counters), object_id)
    perform.happen(game, Move(object_id, Zone.EXILE, rule="keyword.suspend"))
    exiled = game.obj(object_id)
    if exiled is None or exiled.zone != Zone.EXILE:
        return
    perform.happen(game, PutCounters(object_id, "time", counters, rule="keyword.suspend"))
