"""Zone changes (rules 400, 111.8, 614.1c-d, 614.12, 614.12a).

400.7: an object that moves to another zone becomes a new object with no memory of the old one:
effects that targeted it no longer see it, counters, damage and attachments go. An object
entering the battlefield enters as replacement effects say (tapped, with counters, as a copy,
under another player's control); 614.12: the effects that apply to it as it enters are those of
the permanent it would be, so :func:`hypothetical` puts it there with the layers applied. Tokens
that left the battlefield can't come back (111.8); instants and sorceries can't enter (400.4a).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities.effects import COLORS, ContinuousSpec, Modification, Selector
from engine.abilities.registry import keyword
from engine.abilities.replacements import spec_of
from engine.characteristics.layers import apply_layers
from engine.concepts import Zone
from engine.errors import ScenarioError
from engine.events import Enter, Event, Move
from engine.game import existing
from engine.state.objects import (
    Ability,
    ChoiceOption,
    GameObject,
    GameState,
    Happened,
    HistoryEntry,
    PendingChoice,
    ResolvedEffect,
)
from engine.subtypes import BASIC_LAND_TYPES, CREATURE_TYPES
from engine.text.citations import cite
from engine.text.trace import Message, StepKind

if TYPE_CHECKING:
    from engine.game.protocol import Game


def prepare_enter(game: Game, event: Enter) -> Event | None:
    """What entering really is, or None if the object can't enter (614.7, 111.8, 400.4a):
    the choices made as it enters (614.12a), the loyalty a planeswalker enters with."""
    if event.created is None and _stays(game, event):
        return None
    note_lost_entry_abilities(game, event)
    event = choose_as_it_enters(game, event)
    entering = game.entering_view(event)
    if entering is not None and "Planeswalker" in entering.types and not event.counters:
        loyalty = entering_object(game, event).characteristics.loyalty or 0
        if loyalty:
            return replace(event, counters=(("loyalty", loyalty),))
    return event


def _stays(game: Game, event: Enter) -> bool:
    """Whether an object in the game can't enter: gone, there already, a token that left
    (111.8) or an instant or sorcery (400.4a)."""
    view = game.obj(event.object)
    if view is None:
        return True
    if view.zone == "battlefield":
        game.note(StepKind.EVENT, ("replacement.would_happen",),
                  Message.of("event.already_there", object=view.name), event.object)
        return True
    if view.token:
        # 111.8: a token that has left the battlefield can't come back.
        game.note(StepKind.EVENT, ("token.stays",),
                  Message.of("event.token_stays", object=view.name), event.object)
        return True
    if cannot_be_permanent(view):
        game.note(StepKind.EVENT, ("zone.stays",),
                  Message.of("event.cannot_enter", object=view.name), event.object)
        return True
    return False


def entering_object(game: Game, event: Enter) -> GameObject:
    """The object about to enter: in its zone, or a token being created (111.1)."""
    return event.created if event.created is not None else game.state.object(event.object)


def hypothetical(game: Game, event: Enter) -> GameObject | None:
    """614.12: the object as it would exist on the battlefield, with the replacement
    effects applied so far and the continuous effects that would apply to it there."""
    state = game.state
    if event.created is None and not state.has_object(event.object):
        return None
    obj = entering_object(game, event)
    if cannot_be_permanent(obj):
        return None
    there, _ = apply_layers(entered(game, state, obj, event), trace=False)
    return there.object(event.object)


# The question each "as it enters" choice asks (614.12a).
_QUESTIONS = {"color": "enters.choose_color", "opponent": "enters.choose_opponent",
              "player": "enters.choose_player", "card_name": "enters.choose_card_name",
              "basic_land_type": "enters.choose_basic_land_type",
              "creature_type": "enters.choose_creature_type"}


def choose_as_it_enters(game: Game, event: Enter) -> Enter:
    """614.1c, 614.12a: "As [this] enters, choose a color": chosen before it enters (by the
    controller of a token being created, 111.2); the event with the choices made."""
    entering = game.as_on_battlefield(event)
    if entering is None:
        return event
    obj = entering_object(game, event)
    for word in ("Unleash", "Riot"):
        if entering.keywords.count(word) > 1:
            # 702.136b (riot; unleash likewise): each instance works separately; the engine
            # asks once, and says so.
            game.note(StepKind.NOTE, (f"keyword.{word.lower()}",),
                      Message.of("enters.counter_choice_once", object=entering.name,
                                 keyword=word), obj.id)
        if word in entering.keywords and obj.chosen_value(word.lower()) is None:
            obj = _choose_counter(game, entering, obj, word.lower())
            if event.created is not None:
                event = replace(event, created=obj)
            else:
                game.changed(game.state.with_object(obj))
    for ability in entering.characteristics.abilities:
        spec = spec_of(ability)
        choice = spec.modify.choose if spec is not None and spec.modify is not None else ""
        if not choice or obj.chosen_value(choice) is not None:
            continue
        controller = entering.controller
        excluded = spec.modify.choose_except if spec is not None and spec.modify else ()
        if choice == "card_name":
            # Any card name may be chosen; the options offered are examples (the names
            # of the nonland cards in the game, or of those without the card types the line
            # excludes, not tokens', nor a face-down one's hidden name), and any name
            # answers, except the name of a card in the game with such a type.
            names = sorted({o.name for o in game.state.objects
                            if o.name and not set(excluded or ("Land",)) & set(o.types)
                            and not o.token and o.face_up is None})
            options = tuple(ChoiceOption(n, Message.of("enters.card_name_option", chosen=n))
                            for n in names)
        elif choice == "basic_land_type":
            # 305.6: one of the five basic land types.
            options = tuple(ChoiceOption(t, Message.of("enters.basic_land_type_option", chosen=t))
                            for t in BASIC_LAND_TYPES)
        elif choice == "color":
            options = tuple(ChoiceOption(c, Message.of(f"color.{c}")) for c in COLORS)
        elif choice == "creature_type":
            # 205.3m: one creature type (not "every creature type", nor a land's or an
            # artifact's subtype).
            options = tuple(ChoiceOption(t, Message.of("enters.creature_type_option", chosen=t))
                            for t in sorted(CREATURE_TYPES))
        else:
            # An opponent (102.2; 800.4a: one still in the game) or any player.
            players = (game.opponents(controller) if choice == "opponent" else tuple(
                p.id for p in game.state.players if not p.lost))
            options = tuple(ChoiceOption(p, Message.of("enters.player_option", player=p))
                            for p in players)
            if not options:
                continue  # no player to choose (every opponent has left the game)
        request = PendingChoice(
            player=controller,
            rules=cite("replacement.enters", "replacement.enters_choice"),
            message=Message.of(_QUESTIONS[choice], player=controller, object=entering.name),
            options=options,
            any_name=choice == "card_name",
        )
        answer = game.answers.answer(request)
        if choice == "card_name" and (refused := excluded_name(
                game.state.objects, answer.choose, excluded)) is not None:
            raise ScenarioError(f"choices[{answer.index}]", (
                f"{answer.choose!r} is the name of a {refused} card: {entering.name} names a "
                f"card without the card types {', '.join(excluded)} ({ability.label}; 201.4a, "
                "614.12a)"))
        game.note(StepKind.CHOICE, ("replacement.enters", "replacement.enters_choice"),
                  Message.of("enters.color_chosen" if choice == "color"
                             else "enters.creature_type_chosen" if choice == "creature_type"
                             else "enters.card_name_chosen" if choice == "card_name"
                             else "enters.basic_land_type_chosen" if choice == "basic_land_type"
                             else "enters.player_chosen", player=controller,
                             object=entering.name, color=answer.choose,
                             chosen=answer.choose),
                  obj.id, choice=answer.index)
        obj = replace(obj, chosen=tuple(sorted((*obj.chosen, (choice, answer.choose)))))
        if event.created is not None:
            event = replace(event, created=obj)
        else:
            game.changed(game.state.with_object(obj))
    return event


def excluded_name(objects: tuple[GameObject, ...], name: str,
                  excluded: tuple[str, ...]) -> str | None:
    """"Choose a nonland card name" (201.4a): the excluded card type of a card in the game
    with that name (a land's name for "nonland"), or None when the name may be chosen (a
    name of no card in the game can't be checked: it is taken as given)."""
    wanted = name.strip().casefold()
    for obj in objects:
        # 201.4a: the card's Oracle characteristics decide, not what effects make it now (an
        # Island turned into an artifact is still a land card's name): the printed values.
        if obj.token or obj.face_up is not None or (obj.base.name or "").casefold() != wanted:
            continue
        found = next((t for t in excluded if t in obj.base.types), None)
        if found is not None:
            return found
    return None


def _choose_counter(game: Game, entering: GameObject, obj: GameObject, key: str) -> GameObject:
    """702.98a, 702.136a: "You may have this permanent enter with an additional +1/+1 counter
    on it" (``key`` "unleash"; "riot": "If you don't, it gains haste"): its controller chooses
    before it enters (614.1c, 614.12); the object with the choice."""
    controller = entering.controller
    if key == "unleash":
        question = Message.of("enters.unleash", player=controller, object=entering.name)
        options = (ChoiceOption("counter", Message.of("enters.unleash_counter")),
                   ChoiceOption("none", Message.of("enters.unleash_none")))
    else:
        question = Message.of("enters.riot", player=controller, object=entering.name)
        options = (ChoiceOption("counter", Message.of("enters.riot_counter")),
                   ChoiceOption("haste", Message.of("enters.riot_haste")))
    request = PendingChoice(player=controller, rules=cite(f"keyword.{key}", "replacement.enters"),
                            message=question, options=options)
    answer = game.answers.answer(request)
    counter = answer.choose == "counter"
    if key == "unleash":
        said = Message.of("enters.unleash_counter_chosen" if counter
                          else "enters.unleash_none_chosen", player=controller,
                          object=entering.name)
    else:
        said = Message.of("enters.riot_counter_chosen" if counter
                          else "enters.riot_haste_chosen", player=controller,
                          object=entering.name)
    game.note(StepKind.CHOICE, (f"keyword.{key}", "replacement.enters"), said, obj.id,
              choice=answer.index)
    return replace(obj, chosen=tuple(sorted((*obj.chosen, (key, answer.choose)))))


def _riot_haste(game: Game, obj: GameObject, view: GameObject | None) -> None:
    """702.136a: riot's "If you don't, it gains haste": an effect giving it haste (layer 6,
    613.1f) with the timestamp it entered with, for as long as it is this object (400.7:
    forget() ends it when it leaves)."""
    if view is None or "Riot" not in view.keywords or obj.chosen_value("riot") != "haste":
        return
    now = game.state.object(obj.id)
    haste = ResolvedEffect(
        id=f"{obj.id}~riot",
        card_name=now.name,
        ability=Ability("static", "Riot", ContinuousSpec(
            affects=Selector(ref="targets", zones=None),
            modifications=(Modification(op="add_abilities", abilities=(keyword("Haste"),)),),
            functions_in=None,
        )),
        controller=now.controller,
        timestamp=now.timestamp,
        targets=(obj.id,),
    )
    others = tuple(e for e in game.state.effects if e.id != haste.id)
    game.changed(replace(game.state, effects=(*others, haste)))
    game.note(StepKind.EVENT, ("keyword.riot",),
              Message.of("event.riot_haste", object=now.name), obj.id)


def note_lost_entry_abilities(game: Game, event: Enter) -> None:
    """614.12: a printed "enters tapped" the permanent wouldn't have on the battlefield."""
    entering = game.as_on_battlefield(event)
    if entering is None:
        return
    kept = {a.label for a in entering.characteristics.abilities}
    for ability in entering_object(game, event).base.abilities:
        if existing.own_entry_only(ability) and ability.label not in kept:
            game.note(StepKind.REPLACEMENT, ("replacement.enters_as_exists",),
                      Message.of("event.entry_ability_lost",
                                 object=entering.name,
                                 ability=ability.label), event.object)


def move(game: Game, event: Move) -> None:
    """400.7: the object moves to its new zone as a new object (111.8: a token stays)."""
    obj = game.obj(event.object)  # as the layers left it: its last known information
    if obj is None:
        return
    if obj.zone == event.to and event.to != "library":
        game.note(StepKind.EVENT, ("replacement.would_happen",),
                  Message.of(f"event.already_in.{event.to}",
                             object=obj.name), obj.id)
        return
    if obj.token and obj.zone != "battlefield":
        game.note(StepKind.EVENT, ("token.stays",),
                  Message.of("event.token_stays", object=obj.name), obj.id)
        return
    was_creature = obj.zone == "battlefield" and "Creature" in obj.types
    relocate(game, obj, event.to, event.position)
    moved = HistoryEntry(Happened.ZONE_CHANGE, object=obj.id, detail=event.to,
                         from_zone=obj.zone, last_known=obj)
    entries = [moved]
    if was_creature and event.to == "graveyard":
        entries.append(HistoryEntry(Happened.DIED, object=obj.id))
    if event.rule == "sacrifice" and obj.zone == Zone.BATTLEFIELD:
        # 701.17a: its controller sacrificed it (wherever a replacement sent it).
        entries.append(HistoryEntry(Happened.SACRIFICED, object=obj.id, player=obj.controller,
                                    last_known=obj))
    elif event.rule in ("discard", "madness") and obj.zone == Zone.HAND:
        # 701.8a: its owner discarded it (a replacement may have sent it elsewhere, 614.1a).
        entries.append(HistoryEntry(Happened.DISCARDED, object=obj.id, player=obj.owner))
    game.happened(*entries)
    if event.to == Zone.LIBRARY and event.position:
        # 401.2: on top or on the bottom, a place the library's order keeps.
        rules = ("shuffle",) if event.position == "shuffled" else ("library.order",)
        game.note(StepKind.EVENT, ("zone.owner", *rules, "zone.new_object"),
                  Message.of(f"event.moved.library.{event.position}", object=obj.name,
                             owner=obj.owner), obj.id)
        return
    game.note(StepKind.EVENT, ("zone.owner", "zone.new_object"),
              Message.of(f"event.moved.{event.to}", object=obj.name,
                         zone=event.to, owner=obj.owner), obj.id)


def relocate(game: Game, obj: GameObject, zone: Zone, position: str = "") -> None:
    """400.7, 122.2: it becomes a new object; counters, damage, attachments go. Into a
    library, ``position`` "top" or "bottom" puts it there (401.2: the order is kept);
    otherwise it joins the library's cards of unknown order."""
    state = library_order(game.state, obj, zone, position)
    if obj.face_up is not None:
        # 708.9: a face-down permanent or spell leaving the battlefield or the stack is
        # revealed as it moves; it is face up where it goes (a new object, 400.7).
        game.note(StepKind.EVENT, ("face_down.revealed",),
                  Message.of("face_down.revealed", object=obj.id, name=obj.face_up.base.name),
                  obj.id)
        obj = replace(obj, base=obj.face_up.base, mana_cost=obj.face_up.mana_cost, face_up=None)
    if obj.whole is not None:
        # 709.4: a split card cast as one half has both halves' characteristics off the stack.
        obj = replace(obj, base=replace(obj.whole.base, controller=obj.base.controller),
                      mana_cost=obj.whole.mana_cost, whole=None)
    # 712.8, 710.4: off the battlefield it has its front face up, unflipped.
    obj = obj.front_up()
    moved = replace(
        obj,
        zone=zone,
        counters=(),
        damage=0,
        deathtouch_damage=False,
        tapped=False,
        attached_to=None,
        attached_timestamp=None,
        chosen=(),
        timestamp=state.next_timestamp,
        base=replace(obj.base, controller=obj.owner),
        kicked=False,
        cast_x=0,
        renowned=False,
        monstrous=False,
        exile_from_stack="",
        unearthed=False,
    )
    state = forget(state, obj.id)
    game.changed(replace(state.with_object(moved), next_timestamp=state.next_timestamp + 1))


def entered(game: Game, state: GameState, obj: GameObject, event: Enter) -> GameState:
    """The state with `obj` on the battlefield as `event` says."""
    controller = event.controller or obj.base.controller
    # 712.14: a double-faced card enters with its front face up (entering "transformed" isn't
    # modelled); 710.4: a flip card unflipped.
    obj = obj.front_up()
    entered = replace(
        obj,
        zone=Zone.BATTLEFIELD,
        tapped=event.tapped,
        counters=counter_tuple(_sum_counters(event.counters)),
        damage=0,
        deathtouch_damage=False,
        attached_to=None,
        timestamp=state.next_timestamp,
        base=replace(obj.base, controller=controller),
        # 302.6: its controller hasn't controlled it since their most recent turn began.
        summoning_sick=True,
        # 702.30a: it came under its controller's control now.
        controlled_since=state.control_mark(),
        # 607.2h, 702.33d: a kicked permanent spell's permanent was kicked.
        kicked=obj.kicked and obj.zone == Zone.STACK,
        # 107.3m: the X its spell was cast with, for its "enters with X counters" (0 if it
        # wasn't a spell on the stack).
        cast_x=obj.cast_x if obj.zone == Zone.STACK else 0,
        # 702.112b: a permanent entering is a new object, not renowned.
        renowned=False,
        # 701.31b (2022 rules): nor monstrous.
        monstrous=False,
        exile_from_stack="",
        unearthed=False,
    )
    new_state = forget(library_order(state, obj, Zone.BATTLEFIELD, ""), obj.id)
    if new_state.has_object(obj.id):
        new_state = new_state.with_object(entered)
    else:
        # 111.1: a token being created comes into the game.
        new_state = replace(new_state, objects=(*new_state.objects, entered))
    new_state = replace(new_state, next_timestamp=state.next_timestamp + 1)
    if event.copy_of is not None:
        copy = ResolvedEffect(
            id=f"{obj.id}~copy",
            card_name=game.name(event.copy_of),
            ability=Ability("static", "copy", ContinuousSpec(
                affects=Selector(ref="targets", zones=None),
                modifications=(Modification(op="copy", of=event.copy_of),),
                functions_in=None,
            )),
            controller=controller,
            timestamp=state.next_timestamp,
            targets=(obj.id,),
        )
        others = tuple(e for e in new_state.effects if e.id != copy.id)
        new_state = replace(new_state, effects=(*others, copy))
    return new_state


def enter(game: Game, event: Enter) -> None:
    """614.1c-d: the object enters the battlefield as the replacement effects said."""
    obj = entering_object(game, event)
    view = game.entering_view(event)
    if view is not None and event.counters:
        kept, stopped_by = [], []
        for kind, amount in event.counters:
            label = existing.cant_label(game, "permanents_get_counters", obj=view, counter=kind)
            if label is None:
                kept.append((kind, amount))
            elif label not in stopped_by:
                stopped_by.append(label)
        for label in stopped_by:
            game.note(StepKind.EVENT, ("replacement.would_happen",),
                      Message.of("event.cant_counters", target=view.name, effect=label))
        event = replace(event, counters=tuple(kept))
    game.changed(entered(game, game.state, obj, event))
    game.happened(HistoryEntry(Happened.ZONE_CHANGE, object=obj.id, detail="battlefield",
                               from_zone="" if event.created is not None else obj.zone))
    game.note(StepKind.EVENT, ("replacement.enters",),
              Message.of("event.entered", object=obj.name,
                         tapped=event.tapped,
                         counters=tuple(f"{n} {c}" for c, n in event.counters if n)),
              obj.id)
    _riot_haste(game, obj, view)


def library_order(state: GameState, obj: GameObject, zone: Zone, position: str) -> GameState:
    """The state with the library order of ``obj``'s owner kept (401.2): a card leaving the
    library leaves its known place; one put on top or on the bottom has a known place."""
    if obj.zone != Zone.LIBRARY and zone != Zone.LIBRARY:
        return state
    player = next((p for p in state.players if p.id == obj.owner), None)
    if player is None:
        return state
    top = tuple(i for i in player.library_top if i != obj.id)
    bottom = tuple(i for i in player.library_bottom if i != obj.id)
    if zone == Zone.LIBRARY and position == "shuffled":
        # 701.20a: put into the library, which is then shuffled: no card keeps a known place.
        top = bottom = ()
    elif zone == Zone.LIBRARY and position == "top":
        top = (obj.id, *top)
    elif zone == Zone.LIBRARY and position == "bottom":
        bottom = (*bottom, obj.id)
    return state.with_player(replace(player, library_top=top, library_bottom=bottom))


def forget(state: GameState, object_id: str) -> GameState:
    """400.7: the object is a new one; effects that targeted the old one no longer see it, nor
    do spells and abilities on the stack that target it (608.2b: that target is illegal as
    they resolve; the new object is no target of theirs)."""
    effects = []
    for effect in state.effects:
        targets = tuple(t for t in effect.targets if t != object_id)
        affected = effect.affected
        if affected is not None:
            affected = tuple(a for a in affected if a != object_id)
        if effect.targets and not targets:
            continue
        effects.append(replace(effect, targets=targets, affected=affected))
    stack = tuple(replace(item, gone=(*item.gone, object_id))
                  if object_id in item.targets and object_id not in item.gone else item
                  for item in state.stack)
    return replace(state, effects=tuple(effects), stack=stack)


def aura_without_choice(game: Game, obj: GameObject) -> bool:
    """303.4f: an Aura put onto the battlefield without being cast is attached, as it enters,
    to an object its owner chooses; the engine doesn't ask that choice, so such a return is
    not modelled: the trace says so, and the card stays where it is (True)."""
    if "Aura" not in obj.subtypes:
        return False
    game.note(StepKind.EVENT, ("aura.enters_uncast",),
              Message.of("event.aura_return_not_modelled", object=obj.name), obj.id)
    return True


def cannot_be_permanent(obj: GameObject) -> bool:
    """400.4a: an instant or sorcery that would enter the battlefield stays where it is."""
    return "Instant" in obj.types or "Sorcery" in obj.types


def counter_tuple(counters: dict[str, int]) -> tuple[tuple[str, int], ...]:
    """Counters as an object holds them: by kind, none of a kind left out."""
    return tuple(sorted((k, v) for k, v in counters.items() if v > 0))


def _sum_counters(counters: tuple[tuple[str, int], ...]) -> dict[str, int]:
    total: dict[str, int] = {}
    for name, amount in counters:
        total[name] = total.get(name, 0) + amount
    return total
