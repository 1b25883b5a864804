"""Events happening: replacement and prevention effects first, then the event (614-616, 119,
121, 122, 500, 614.8, 701.7, 704.5d).

:func:`happen` is one event's whole course: what it really is, or whether it can happen at
all (614.7: "can't" effects, an indestructible permanent, a permanent already there), then
every replacement and prevention effect that applies (:func:`engine.events.replacement.resolve`),
then what is left happens (:func:`perform`), then a prevention effect's additional effects
(615.5). Damage has its own course, dealt at once with its results (:mod:`engine.game.damage`).
Each step dispatches on the event's class through a table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.abilities.keywords import Hook, hooks_of
from engine.abilities.triggers import On, Trigger, TriggeredSpec
from engine.concepts import Zone
from engine.errors import ScenarioError
from engine.events import (
    BeginDrawStep,
    BeginUntap,
    BeginUpkeep,
    CeaseToExist,
    CreateToken,
    Damage,
    Destroy,
    Draw,
    EndTurn,
    Enter,
    Event,
    GainLife,
    LoseGame,
    LoseLife,
    MarkDamage,
    Move,
    PutCounters,
    Regenerate,
    RemoveCounters,
    Sacrifice,
    Tap,
    Transform,
    Unattach,
    Untap,
    WinGame,
)
from engine.game import existing, outcome, tokens, zones
from engine.state.objects import (
    Ability,
    ChoiceOption,
    GameObject,
    Happened,
    HistoryEntry,
    PendingChoice,
    StackItem,
)
from engine.text.citations import cite
from engine.text.trace import Message, StepKind

if TYPE_CHECKING:
    from engine.game.protocol import Game


def happen(game: Game, event: Event) -> None:
    """One event: apply replacement and prevention effects (614-616), then perform it."""
    if game.state.game_over:
        # 104.1: the game is over; nothing else happens.
        return
    if isinstance(event, Damage):
        game.deal_damage([event])
        return
    event_or_none = prepare(game, event)
    if event_or_none is None:
        return
    resolution = game.resolve(event_or_none)
    for final in resolution.events:
        finish(game, final)
    for extra in resolution.extra:
        happen(game, extra)


def tap_to_pay(game: Game, object_id: str) -> None:
    """601.2h, 602.2: a permanent tapped to pay a cost (its {T}, crew, convoke, conspire, "Tap
    an untapped creature you control"): it becomes tapped, and "whenever ~ becomes tapped" sees
    it. The caller says in the trace which cost it paid."""
    current = game.state.object(object_id)
    game.changed(game.state.with_object(replace(current, tapped=True)))
    game.happened(HistoryEntry(Happened.TAPPED, object=object_id, player=current.controller))


def prepare(game: Game, event: Event) -> Event | None:
    """What the event really is, or None if it can't happen (614.7)."""
    prepare_one = _PREPARE.get(type(event))
    if prepare_one is not None:
        return prepare_one(game, event)
    return None if blocked(game, event) else event


def blocked(game: Game, event: Event) -> bool:
    """Whether a "can't" effect or the rules stop the event from happening at all (614.7)."""
    is_blocked = _BLOCKED.get(type(event))
    return is_blocked is not None and is_blocked(game, event)


def finish(game: Game, event: Event) -> None:
    """An event all replacement effects were applied to: it happens, unless it can't."""
    if not blocked(game, event):
        perform(game, event)


def perform(game: Game, event: Event) -> None:
    """The event happens (after all replacement effects were applied)."""
    PERFORM[type(event)](game, event)


# --- what an event really is (614.7) ----------------------------------------------------


def _permanent(game: Game, object_id: str, concept: str) -> GameObject | None:
    """The permanent the event is about, or None (and the trace says so) if it isn't on the
    battlefield: then the event can't happen (614.7)."""
    view = game.obj(object_id)
    if view is None or view.zone != "battlefield":
        game.note(StepKind.EVENT, (concept,),
                  Message.of("event.not_on_battlefield", object=game.name(object_id)),
                  object_id)
        return None
    return view


def _prepare_destroy(game: Game, event: Destroy) -> Event | None:
    view = _permanent(game, event.target, "replacement.would_happen")
    if view is None:
        return None
    if Hook.NOT_DESTROYED in hooks_of(view.keywords):
        game.note(StepKind.EVENT, ("keyword.indestructible",),
                  Message.of("event.indestructible", object=view.name), event.target)
        return None
    return event


def _prepare_sacrifice(game: Game, event: Sacrifice) -> Event | None:
    """701.17a: only a permanent can be sacrificed, and only by its controller."""
    view = _permanent(game, event.object, "sacrifice")
    if view is None:
        return None
    if event.player and view.controller != event.player:
        game.note(StepKind.EVENT, ("sacrifice",),
                  Message.of("event.cant_sacrifice", object=view.name, player=event.player),
                  event.object)
        return None
    return event


def _prepare_tap(game: Game, event: Tap | Untap) -> Event | None:
    """701.21a, 701.21b: only a permanent is tapped or untapped."""
    return event if _permanent(game, event.object, "event.tap") is not None else None


def _prepare_transform(game: Game, event: Transform) -> Event | None:
    """701.28a, 710.2: only a permanent transforms or flips; "transform ~" finds ~ only while
    it is the permanent the ability meant (400.7: a new object has another timestamp)."""
    concept = "flip" if event.flip else "transform"
    view = _permanent(game, event.object, concept)
    if view is None:
        return None
    obj = game.state.object(event.object)
    if event.timestamp is not None and obj.timestamp != event.timestamp:
        game.note(StepKind.EVENT, ("zone.new_object",),
                  Message.of("event.transform_new_object", object=obj.name), obj.id)
        return None
    return event


def _prepare_move(game: Game, event: Move) -> Event | None:
    spell = game.obj(event.object)
    if (spell is not None and spell.zone == Zone.STACK and spell.exile_from_stack
            and event.to != Zone.EXILE):
        # 702.34a: "If the flashback cost was paid, exile this card instead of putting it
        # anywhere else any time it would leave the stack" (614.1a: a replacement); 702.133a:
        # the same for a spell cast with jump-start; 702.127a: for a half with aftermath cast
        # from a graveyard.
        concept = spell.exile_from_stack
        key = {"cast.flashback_exile": "event.flashback_exiled",
               "cast.aftermath_exile": "event.aftermath_exiled"}.get(
                   concept, "event.jump_start_exiled")
        game.note(StepKind.EVENT, (concept, "replacement.instead"),
                  Message.of(key, object=spell.name), spell.id)
        return Move(spell.id, Zone.EXILE, rule=concept)
    if (spell is not None and spell.zone == Zone.BATTLEFIELD and spell.unearthed
            and event.to != Zone.EXILE):
        # 702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere
        # else" (614.1a: a replacement).
        game.note(StepKind.EVENT, ("unearth", "replacement.instead"),
                  Message.of("event.unearth_exiled", object=spell.name), spell.id)
        return Move(spell.id, Zone.EXILE, rule="unearth")
    if (spell is not None and event.rule == "discard" and spell.zone == Zone.HAND
            and event.to == Zone.GRAVEYARD and _madness(spell) is not None):
        # 702.35a: "If a player would discard this card, that player discards it, but exiles
        # it instead of putting it into their graveyard" (614.1a; still a discard, 701.8a).
        game.note(StepKind.EVENT, ("madness", "replacement.instead"),
                  Message.of("event.madness_exiled", object=spell.name), spell.id)
        return Move(spell.id, Zone.EXILE, rule="madness")
    if event.to == "battlefield":
        return zones.prepare_enter(game, Enter(event.object, rule=event.rule))
    return event


def _madness(obj: GameObject) -> Ability | None:
    """702.35a: the card's madness ability, if it has one."""
    return next((a for a in obj.characteristics.abilities if a.kind == "madness"), None)


def _madness_trigger(game: Game, card: GameObject, ability: Ability) -> None:
    """702.35a: "When this card is exiled this way, its owner may cast it by paying [cost]
    rather than paying its mana cost. If that player doesn't, they put this card into their
    graveyard.": the triggered ability, about the card in exile (400.7), waits to be put on the
    stack (603.3), where it waits for its owner's choice (engine.turn.casting's cast event with
    madness; a resolve event declines, engine.turn.stack)."""
    state = game.state
    item = StackItem(
        id=f"{card.id}^{state.triggered_count + 1}", source=card.id, source_name=card.name,
        controller=card.owner, label=ability.label,
        spec=TriggeredSpec(trigger=Trigger(on=On.DISCARD, object=None, player="you"),
                           effect=()),
        it=card.id, it_timestamp=card.timestamp, waits=True, may_cast="madness")
    game.changed(replace(state, waiting=(*state.waiting, item),
                         triggered_count=state.triggered_count + 1))
    game.note(StepKind.TRIGGER, ("madness", "trigger.event"),
              Message.of("stack.triggered", source=card.name, ability=ability.label,
                         player=card.owner), card.id)


def _gain_blocked(game: Game, event: GainLife) -> bool:
    if event.amount <= 0:
        return True
    label = existing.cant_label(game, "gain_life")
    if label is not None:
        game.note(StepKind.EVENT, ("life.cant_gain", "replacement.would_happen"),
                  Message.of("event.cant_gain", player=event.player, effect=label))
        return True
    return False


def _counters_blocked(game: Game, event: PutCounters) -> bool:
    if event.amount <= 0:
        return True
    if game.is_player(event.target):
        label = existing.cant_label(game, "players_get_counters", player=event.target,
                                    counter=event.counter)
    else:
        label = existing.cant_label(game, "permanents_get_counters", obj=game.obj(event.target),
                                    counter=event.counter)
    if label is not None:
        game.note(StepKind.EVENT, ("replacement.would_happen",),
                  Message.of("event.cant_counters", target=game.name(event.target),
                             effect=label))
        return True
    return False


_PREPARE: dict[type[Any], Callable[[Game, Any], Event | None]] = {
    Destroy: _prepare_destroy,
    Sacrifice: _prepare_sacrifice,
    Move: _prepare_move,
    Enter: zones.prepare_enter,
    Tap: _prepare_tap,
    Untap: _prepare_tap,
    Transform: _prepare_transform,
}
_BLOCKED: dict[type[Any], Callable[[Game, Any], bool]] = {
    GainLife: _gain_blocked,
    PutCounters: _counters_blocked,
}


# --- performing -------------------------------------------------------------------------


def _lose_life(game: Game, event: LoseLife) -> None:
    if event.amount <= 0:
        return
    player = game.state.player(event.player)
    game.set_player(replace(player, life=player.life - event.amount))
    game.happened(HistoryEntry(Happened.LIFE_LOST, player=player.id, amount=event.amount))
    rule = "damage.player" if event.damage_source else "life.change"
    game.note(StepKind.EVENT, (rule,),
              Message.of("event.life_lost", player=player.id, amount=event.amount,
                         life=player.life - event.amount))


def _gain_life(game: Game, event: GainLife) -> None:
    if event.amount <= 0:
        return
    player = game.state.player(event.player)
    game.set_player(replace(player, life=player.life + event.amount))
    game.happened(HistoryEntry(Happened.LIFE_GAINED, player=player.id, amount=event.amount))
    game.note(StepKind.EVENT, (event.rule or "life.change",),
              Message.of("event.life_gained", player=player.id, amount=event.amount,
                         life=player.life + event.amount))


def _mark_damage(game: Game, event: MarkDamage) -> None:
    """120.3e: damage to a creature is marked on it (702.2b: deathtouch remembered too)."""
    state = game.state
    obj = state.object(event.target)
    game.kept_characteristics(state.with_object(replace(
        obj, damage=obj.damage + event.amount,
        deathtouch_damage=obj.deathtouch_damage or event.deathtouch)))
    rules = ("damage.creature", "keyword.deathtouch") if event.deathtouch else (
        "damage.creature",)
    game.note(StepKind.EVENT, rules,
              Message.of("event.damage_marked", object=obj.name,
                         amount=event.amount, total=obj.damage + event.amount),
              obj.id)


def _put_counters(game: Game, event: PutCounters) -> None:
    if game.is_player(event.target):
        player = game.state.player(event.target)
        if event.counter == "poison":
            game.set_player(replace(player, poison=player.poison + event.amount))
        elif event.counter == "energy":
            game.set_player(replace(player, energy=player.energy + event.amount))
        game.happened(HistoryEntry(Happened.COUNTERS_PUT, player=player.id,
                                   amount=event.amount, detail=event.counter))
        concept = "counters.energy" if event.counter == "energy" else "counters.poison"
        game.note(StepKind.EVENT, (event.rule or concept,),
                  Message.of("event.player_counters", player=player.id,
                             amount=event.amount, counter=event.counter))
        return
    obj = game.state.object(event.target)
    counters = dict(obj.counters)
    counters[event.counter] = counters.get(event.counter, 0) + event.amount
    game.changed(game.state.with_object(replace(obj, counters=zones.counter_tuple(counters))))
    game.happened(HistoryEntry(Happened.COUNTERS_PUT, object=obj.id, amount=event.amount,
                               detail=event.counter))
    game.note(StepKind.EVENT, (event.rule or "counters.put",),
              Message.of("event.counters_put", object=obj.name,
                         amount=event.amount, counter=event.counter), obj.id)


def _remove_counters(game: Game, event: RemoveCounters) -> None:
    state = game.state
    obj = state.object(event.target)
    counters = dict(obj.counters)
    have = counters.get(event.counter, 0)
    removed = min(have, event.amount)
    counters[event.counter] = have - removed
    game.changed(state.with_object(replace(obj, counters=zones.counter_tuple(counters))))
    if removed:
        # What "when the last time counter is removed" (702.63a vanishing) looks for.
        game.happened(HistoryEntry(Happened.COUNTERS_REMOVED, object=obj.id, amount=removed,
                                   detail=event.counter))
    if event.rule == "sba.counters" and removed == event.amount:
        return  # 704.5q: the state-based action's own step says it, once for both kinds
    if event.rule == "counters.removed" and not removed:
        game.note(StepKind.EVENT, ("counters.removed",),
                  Message.of("event.no_counters_to_remove", object=obj.name,
                             counter=event.counter), obj.id)
        return
    # The rule that removes them when the event names one (a loyalty cost, 606.4; graft,
    # 702.58a; an effect, 122.1); otherwise damage to a planeswalker (120.3c) or 704.5q's
    # annihilation (122.3).
    rule = (event.rule if event.rule and event.rule != "sba.counters"
            else "damage.planeswalker" if event.counter == "loyalty"
            else "counters.annihilate")
    game.note(StepKind.EVENT, (rule,),
              Message.of("event.counters_removed", object=obj.name,
                         amount=removed, counter=event.counter), obj.id)


def _draw(game: Game, event: Draw) -> None:
    """121.1, 121.4: the top card goes to the hand; from an empty library, nothing does.
    The library from the top (401.2): its named top cards, the unnamed cards, the named cards
    of unknown order (the earliest put there is taken: the format's contract), the named
    cards put on the bottom."""
    if _dredged(game, event.player):
        return
    player = game.state.player(event.player)
    top = [o for i in player.library_top for o in game.owned_in(Zone.LIBRARY, player.id)
           if o.id == i]
    if top:
        _draw_card(game, player.id, top[0])
        return
    if player.library > 0:
        game.set_player(replace(player, library=player.library - 1,
                                drawn_unknown=player.drawn_unknown + 1))
        game.happened(HistoryEntry(Happened.DREW, player=player.id))
        game.note(StepKind.EVENT, ("draw",),
                  Message.of("event.drew", player=player.id, left=player.library - 1))
        return
    in_library = game.owned_in("library", player.id)
    bottom = [o for i in player.library_bottom for o in in_library if o.id == i]
    in_library = [o for o in in_library if o.id not in player.library_bottom] + bottom
    if in_library:
        # The engine doesn't know the library's order: it takes the earliest card put in.
        _draw_card(game, player.id, in_library[0])
        return
    game.set_player(replace(player, drew_from_empty_library=True))
    game.note(StepKind.EVENT, ("draw.empty",),
              Message.of("event.drew_empty", player=player.id))


def _dredged(game: Game, player: str) -> bool:
    """702.52a: "As long as you have at least N cards in your library, if you would draw a
    card, you may instead mill N cards and return this card from your graveyard to your hand."
    (614.1a): each card with dredge in the player's graveyard whose N the library has; the
    player chooses one of them, or to draw. Whether the draw was replaced."""
    state = game.state.player(player)
    in_library = state.library + len(game.owned_in(Zone.LIBRARY, player))
    offered = [(card, n) for card in game.owned_in(Zone.GRAVEYARD, player)
               for n in _dredge_amounts(card)[:1] if n <= in_library]
    if not offered:
        return False
    request = PendingChoice(
        player=player, rules=cite("dredge"),
        message=Message.of("event.dredge_question", player=player),
        options=(ChoiceOption("draw", Message.of("event.dredge_draw")),
                 *(ChoiceOption(card.id, Message.of("event.dredge_option", object=card.name,
                                                    amount=n)) for card, n in offered)))
    chosen = game.ask(request)
    if chosen == "draw":
        return False
    card, amount = next((c, n) for c, n in offered if c.id == chosen)
    game.note(StepKind.EVENT, ("dredge", "replacement.instead"),
              Message.of("event.dredged", player=player, object=card.name, amount=amount),
              card.id)
    before = game.state.player(player).library + len(game.owned_in(Zone.LIBRARY, player))
    game.mill(player, amount)
    after = game.state.player(player).library + len(game.owned_in(Zone.LIBRARY, player))
    if before - after != amount:
        raise ScenarioError(f"choices[{game.answers.used - 1}]", (
            "dredge mills the library's top cards, and the engine can't tell which: the "
            "library's order isn't known; name its top cards, or choose to draw (702.52a)"))
    happen(game, Move(card.id, Zone.HAND, rule="dredge"))
    return True


def _dredge_amounts(card: GameObject) -> tuple[int, ...]:
    """702.52a: the N of each of the card's dredge abilities."""
    return tuple(int(a.spec[1]) for a in card.characteristics.abilities
                 if a.kind == "dredge" and isinstance(a.spec, tuple))


def _draw_card(game: Game, player: str, obj: GameObject) -> None:
    """121.1: a named card of the library goes to its owner's hand."""
    zones.relocate(game, obj, Zone.HAND)
    game.happened(HistoryEntry(Happened.DREW, object=obj.id, player=player))
    game.note(StepKind.EVENT, ("draw",),
              Message.of("event.drew_card", player=player, object=obj.name))


def _move(game: Game, event: Move) -> None:
    """400.7: the object moves (engine.game.zones); 610.3c: a permanent leaving the battlefield
    ends the "until ~ leaves the battlefield" exiles of its abilities: each card it exiled so,
    still that card in exile (400.7), returns to the battlefield under its owner's control at
    once, as a new object (no trigger, no stack)."""
    before = game.obj(event.object)
    zones.move(game, event)
    if event.rule == "madness" and before is not None:
        card = game.obj(before.id)
        ability = _madness(before)
        if card is not None and card.zone == Zone.EXILE and ability is not None:
            _madness_trigger(game, card, ability)
    if before is None or before.zone != Zone.BATTLEFIELD:
        return
    after = game.obj(event.object)
    if after is not None and after.zone == Zone.BATTLEFIELD \
            and after.timestamp == before.timestamp:
        return
    ended = tuple(r for r in game.state.linked_exiles
                  if r.until_leaves and r.source == before.id
                  and r.source_timestamp == before.timestamp)
    if not ended:
        return
    game.changed(replace(game.state, linked_exiles=tuple(
        r for r in game.state.linked_exiles if r not in ended)))
    for record in ended:
        card = game.obj(record.card)
        if card is None:
            # 111.7, 704.5d: a token exiled ceased to exist there.
            game.note(StepKind.EVENT, ("exile.until_ends", "token.ceases"),
                      Message.of("event.exile_until_token", source=before.name,
                                 object=record.card_name or record.card))
            continue
        if card.zone != Zone.EXILE or card.timestamp != record.card_timestamp:
            game.note(StepKind.EVENT, ("exile.until_ends", "zone.new_object"),
                      Message.of("event.exile_until_gone", source=before.name,
                                 object=game.name(record.card)), record.card)
            continue
        if zones.aura_without_choice(game, card):
            continue
        game.note(StepKind.EVENT, ("exile.until_ends", "exile.until_owner"),
                  Message.of("event.exile_until_ends", source=before.name,
                             object=card.name), card.id)
        happen(game, Enter(card.id, controller=card.owner))


def _cease_to_exist(game: Game, event: CeaseToExist) -> None:
    obj = game.state.object(event.object) if game.state.has_object(event.object) else None
    if obj is not None and obj.zone == Zone.LIBRARY:
        # A token in a library leaves its known place (704.5d).
        game.changed(zones.library_order(game.state, obj, Zone.BATTLEFIELD, ""))
    state = game.state
    game.changed(replace(state, objects=tuple(o for o in state.objects if o.id != event.object)))


def _destroy(game: Game, event: Destroy) -> None:
    # 701.7-style destruction is a move to the owner's graveyard, which graveyard
    # replacement effects (Rest in Peace) see as a new event.
    happen(game, Move(event.target, Zone.GRAVEYARD, rule=event.rule))


def _sacrifice(game: Game, event: Sacrifice) -> None:
    """701.17a: moved to its owner's graveyard; not destroyed, so indestructible and
    regeneration don't stop it."""
    game.note(StepKind.EVENT, ("sacrifice",),
              Message.of("event.sacrificed", object=game.name(event.object)), event.object)
    happen(game, Move(event.object, Zone.GRAVEYARD, rule="sacrifice"))


def _regenerate(game: Game, event: Regenerate) -> None:
    """614.8, 120.6: tapped, all damage removed (and removed from combat)."""
    obj = game.state.object(event.object)
    state = game.state.with_object(replace(obj, tapped=True, damage=0, deathtouch_damage=False))
    if not obj.tapped:
        state = state.happened(HistoryEntry(Happened.TAPPED, object=obj.id,
                                            player=obj.controller))
    in_combat = state.in_combat(obj.id)
    if in_combat and state.combat is not None:
        state = replace(state, combat=state.combat.without(obj.id))
    game.changed(state)
    game.note(StepKind.EVENT, ("replacement.regenerate", "damage.lethal"),
              Message.of("event.regenerated", object=obj.name), obj.id)
    if in_combat:
        game.note(StepKind.EVENT, ("combat.removed_from",),
                  Message.of("combat.regenerated", object=obj.name), obj.id)


def _tap(game: Game, event: Tap | Untap) -> None:
    """701.21a: only an untapped permanent can be tapped, 701.21b: only a tapped one
    untapped; otherwise the event does nothing (and the trace says so). A stun counter stops
    an untap as in the untap step (122.1d)."""
    obj = game.state.object(event.object)
    tapping = isinstance(event, Tap)
    rule = "event.tap" if tapping else "event.untap"
    if obj.tapped == tapping:
        game.note(StepKind.EVENT, (rule,),
                  Message.of("event.already_tapped" if tapping else "event.already_untapped",
                             object=obj.name), obj.id)
        return
    if not tapping and obj.counter("stun"):
        # 122.1d (current rules): a tapped permanent with a stun counter that would become
        # untapped stays tapped, and a stun counter is removed from it instead.
        game.note(StepKind.EVENT, ("counters.stun", "replacement.instead"),
                  Message.of("turn.stunned", object=obj.name), obj.id)
        happen(game, RemoveCounters(obj.id, "stun", 1, rule="counters.stun"))
        return
    state = game.state.with_object(replace(obj, tapped=tapping))
    # What "whenever ~ becomes tapped" looks for, as a {T} cost's tapping is; and "whenever ~
    # becomes untapped" (603.2d).
    state = state.happened(HistoryEntry(Happened.TAPPED if tapping else Happened.UNTAPPED,
                                        object=obj.id, player=obj.controller))
    game.changed(state)
    game.note(StepKind.EVENT, (rule,),
              Message.of("event.tapped" if tapping else "event.untapped", object=obj.name),
              obj.id)


def _transform(game: Game, event: Transform) -> None:
    """701.28a: the permanent turns over so that its other face is up; 710.2: a flip card's
    permanent flips. Either way it is the same object (712.18): its counters, damage, status,
    attachments and timestamp stay, and every effect that applied to it still does; it doesn't
    enter the battlefield. 701.28c: a permanent that isn't a transforming double-faced card
    can't transform; 701.28d: nor into an instant or sorcery face; 701.28f: an ability of the
    permanent transforms it only if it hasn't transformed since the ability was put on the
    stack; 710.4: a flipped permanent can't flip again."""
    obj = game.state.object(event.object)
    if obj.face_up is not None:
        # 712.15a: a face-down transforming double-faced permanent can't transform (turned
        # face up, it has its front face up); a face-down permanent flipping isn't modelled.
        game.note(StepKind.EVENT, ("transform.face_down",),
                  Message.of("event.face_down_doesnt_turn_over", object=obj.name), obj.id)
        return
    if event.flip:
        if obj.layout != "flip" or obj.other_face is None:
            game.note(StepKind.EVENT, ("flip",),
                      Message.of("event.cant_flip", object=obj.name), obj.id)
            return
        if obj.flipped:
            game.note(StepKind.EVENT, ("flip.one_way",),
                      Message.of("event.already_flipped", object=obj.name), obj.id)
            return
        game.changed(game.state.with_object(replace(obj.turned_over(), flipped=True)))
        game.note(StepKind.EVENT, ("flip",),
                  Message.of("event.flipped", object=obj.name,
                             face=obj.other_face.name), obj.id)
        return
    if obj.layout == "token_copy":
        game.note(StepKind.EVENT, ("transform",),
                  Message.of("event.transform_token_not_modelled", object=obj.name), obj.id)
        return
    if obj.layout != "transform" or obj.other_face is None:
        game.note(StepKind.EVENT, ("transform.cant",),
                  Message.of("event.cant_transform", object=obj.name), obj.id)
        return
    if {"Instant", "Sorcery"} & set(obj.other_face.types):
        game.note(StepKind.EVENT, ("transform.instant",),
                  Message.of("event.cant_transform_into", object=obj.name,
                             face=obj.other_face.name), obj.id)
        return
    if event.transforms is not None and obj.transforms != event.transforms:
        game.note(StepKind.EVENT, ("transform.since",),
                  Message.of("event.transformed_since", object=obj.name), obj.id)
        return
    turned = replace(obj.turned_over(), transformed=not obj.transformed,
                     transforms=obj.transforms + 1)
    # What "when this creature transforms into ~" looks for (701.28e).
    game.changed(game.state.with_object(turned).happened(
        HistoryEntry(Happened.TRANSFORMED, object=obj.id, player=obj.controller)))
    game.note(StepKind.EVENT, ("transform", "transform.same_object"),
              Message.of("event.transformed", object=obj.name, face=obj.other_face.name),
              obj.id)


def _unattach(game: Game, event: Unattach) -> None:
    """704.5n: the Equipment stays on the battlefield, attached to nothing."""
    obj = game.state.object(event.object)
    game.changed(game.state.with_object(replace(obj, attached_to=None,
                                                attached_timestamp=None)))
    game.note(StepKind.EVENT, (event.rule or "sba.equipment",),
              Message.of("event.unattached", object=obj.name), obj.id)


def _create_tokens(game: Game, event: CreateToken) -> None:
    """111.1: each token is created and enters the battlefield, in creation order."""
    for number in range(1, event.amount + 1):
        happen(game, tokens.create(game, event, number))


def _replaced_damage(game: Game, event: Damage) -> None:
    # Damage that replacement effects produced (a redirection) is dealt as it is (120.4).
    game.deal_damage([event], replaced=True)


PERFORM: dict[type[Any], Callable[[Game, Any], None]] = {
    Damage: _replaced_damage,
    MarkDamage: _mark_damage,
    GainLife: _gain_life,
    LoseLife: _lose_life,
    PutCounters: _put_counters,
    RemoveCounters: _remove_counters,
    Draw: _draw,
    Destroy: _destroy,
    Sacrifice: _sacrifice,
    Regenerate: _regenerate,
    Unattach: _unattach,
    Tap: _tap,
    Untap: _tap,
    Transform: _transform,
    Move: _move,
    Enter: zones.enter,
    CreateToken: _create_tokens,
    CeaseToExist: _cease_to_exist,
    WinGame: outcome.win,
    LoseGame: outcome.lose,
    BeginUpkeep: lambda game, event: game.begin_upkeep(event),
    BeginUntap: lambda game, event: game.untap_step(event),
    BeginDrawStep: lambda game, event: game.draw_step(event),
    EndTurn: lambda game, event: game.end_turn(event),
}
