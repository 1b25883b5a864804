"""A spell or an activated ability resolving (rules 608.2, 608.3, 611.2, 701.5, 706.10).

608.2b: its targets are checked first; if every target is illegal it doesn't resolve (a spell
goes to its owner's graveyard), and if only some are, it does nothing to those. Then its
instructions are followed in order (608.2c): a continuous effect is created with a new
timestamp (611.2, 613.6b; one affecting a described group affects the objects in it now,
611.2c), or the actions of the shared library happen; between actions, what the last one made
trigger is noted (603.2). Actions only a resolving spell has: countering a spell (701.5a; not
one that "can't be countered", 101.2), copying a spell on the stack (706.10; its controller
may choose new targets, 706.10c), discarding (701.8a) and creating tokens (111.1). Last, an
instant or sorcery is put into its owner's graveyard (608.2k), a permanent spell enters the
battlefield (608.3), and a copy of a spell ceases to exist (706.10a).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from engine.abilities import spells, triggers
from engine.abilities.actions import (
    Do,
    ResolveAction,
    amount_of,
    life_lost_since,
    resolve_events,
)
from engine.abilities.effects import (
    COLORS,
    ContinuousSpec,
    chosen_keys,
    continuous_spec,
    fix_x,
    uses_x,
)
from engine.abilities.keywords import Hook, hooks_of
from engine.abilities.prevention import CantSpec, reads_chosen_color
from engine.abilities.replacements import ReplacementSpec, player_matches
from engine.abilities.selectors import PermanentReader, matches
from engine.abilities.spells import ActionSpec
from engine.abilities.triggers import TargetSpec, became_targets
from engine.concepts import EventType, Zone
from engine.events import CreateToken, Enter, Event, GainLife, Move, PutCounters, Sacrifice
from engine.game import designations, perform, zones
from engine.state.objects import (
    Ability,
    Characteristics,
    ChoiceOption,
    GameObject,
    GameState,
    Happened,
    HistoryEntry,
    LinkedExile,
    PendingChoice,
    ResolvedEffect,
    StackItem,
    StackKind,
    sort_colors,
)
from engine.text.citations import cite
from engine.text.trace import Message, StepKind
from engine.turn import choosing
from engine.turn.triggering import check_triggers

if TYPE_CHECKING:
    from engine.game.protocol import Game


@dataclass(frozen=True, slots=True)
class _Context:
    """What a resolving spell's or ability's words refer to; an illegal target is ""."""

    source: str
    controller: str
    targets: tuple[str, ...]
    x: int = 0
    it: str | None = None
    that_player: str | None = None
    amount: int = 0
    # 608.2h: each object target's controller and power as it last existed.
    controllers: dict[str, str] = field(default_factory=dict)
    powers: dict[str, int] = field(default_factory=dict)
    # 701.28f: the source's timestamp and transform count as the ability was put on the stack.
    transforms_at: tuple[int, int] | None = None
    # 400.7: an activated ability's source's timestamp once its costs were paid (None if they
    # moved it, or for a spell): "sacrifice ~" doesn't find a new object with its id.
    source_timestamp: int | None = None


def abilities_of(item: StackItem) -> tuple[Ability, ...]:
    """What the spell or ability does: a spell's chosen abilities, an activated ability."""
    spec: Any = item.spec
    return tuple(spec) if item.kind is StackKind.SPELL else (spec,)


def target_specs(item: StackItem) -> tuple[TargetSpec, ...]:
    """The targets it declares, in order (601.2c); an "up to N" one (the last) once for each
    target chosen for it."""
    declared = tuple(t for a in abilities_of(item) for t in spells.targets_of(a))
    expanded = spells.expand_targets(declared, len(item.targets))
    return declared if expanded is None else expanded


def resolve_object(game: Game, item: StackItem) -> None:
    """608.2, 608.3: the spell or activated ability (off the stack already) resolves."""
    specs = target_specs(item)
    # 400.7: a target that changed zones since it was chosen is a new object: illegal.
    legal = tuple(t if t not in item.gone and choosing.is_legal(game, s, t, item.source,
                                                                item.controller) else ""
                  for t, s in zip(item.targets, specs, strict=True))
    if specs and not any(legal):
        # 608.2b: every target is illegal; it doesn't resolve.
        game.note(StepKind.STACK, ("resolve.illegal_targets",),
                  Message.of("cast.fizzles", source=item.source_name), item.source)
        _finish(game, item, countered=True)
        return
    for target, kept in zip(item.targets, legal, strict=True):
        if not kept:
            game.note(StepKind.STACK, ("resolve.illegal_targets",),
                      Message.of("cast.target_illegal", source=item.source_name,
                                 target=game.name(target)), item.source)
    key = "cast.spell_resolves" if item.kind is StackKind.SPELL else "stack.resolves"
    game.note(StepKind.STACK, ("resolve",),
              Message.of(key, source=item.source_name, ability=item.label), item.source)
    context = _Context(item.source, item.controller, legal, x=item.x,
                       controllers=_known(game, legal, "controller"),
                       powers=_known(game, legal, "power"), transforms_at=item.transforms_at,
                       source_timestamp=(item.source_timestamp
                                         if item.kind is StackKind.ACTIVATED else None))
    card = game.obj(item.source) if item.kind is StackKind.SPELL else None
    if card is not None and Hook.CITY_BLESSING in hooks_of(card.keywords) and (
            "Instant" in card.types or "Sorcery" in card.types):
        # 702.131a: ascend on an instant or sorcery is a spell ability, its first (keywords
        # come first): checked as it resolves, before the rest of its text.
        designations.spell_ascends(game, item.controller, item.source, item.source_name)
    first = True
    offset = 0
    own: tuple[str, ...] = ()
    for ability in abilities_of(item):
        # 601.2c: each ability's words name its own targets, in the order they were chosen
        # (a modal spell's second chosen mode doesn't act on the first one's target); 608.2c:
        # "Untap that creature." acts on the targets of the ability before it.
        if not spells.same_targets(ability):
            declared = spells.targets_of(ability)
            # 601.2c: an "up to N" target (the spell's last) is every target chosen from here
            # on.
            count = len(legal) - offset if declared and declared[-1].up_to else len(declared)
            own = legal[offset:offset + count]
            offset += count
        spec = ability.spec
        if ability.kind == "unearth" and isinstance(spec, ActionSpec):
            unearth(game, item, spec)
            continue
        if ability.kind == "scavenge":
            _scavenge(game, item, own)
            continue
        if not isinstance(spec, ActionSpec):
            # A continuous effect (611.2), or a regeneration shield (614.8).
            _create_effect(game, item, ability, continuous_spec(ability), own)
            continue
        if any(action.divided for action in spec.effect):
            # 601.2d, 608.2b: each legal target is dealt the damage divided to it as the spell
            # was cast, all at once; an illegal target's part isn't dealt to anyone.
            if not first:
                check_triggers(game)
            first = False
            _divided_damage(game, item, context, spec.effect[0], own)
            continue
        if declared and declared[-1].up_to:
            # "Tap up to two target creatures": each action happens to every legal target at
            # once (608.2b: not to an illegal one), as "destroy all creatures" does.
            for action in spec.effect:
                if not first:
                    check_triggers(game)
                first = False
                _all_at_once(game, item, context, action, own)
                if game.state.game_over:
                    return
            continue
        for action in spec.effect:
            if not first:
                check_triggers(game)
            first = False
            _act(game, item, replace(context, targets=own), action)
            if game.state.game_over:
                return
    _finish(game, item)


def _known(game: Game, targets: tuple[str, ...], what: str) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for target in targets:
        obj = game.obj(target) if target and not game.is_player(target) else None
        if obj is not None:
            found[target] = obj.controller if what == "controller" else (obj.power or 0)
    return found


def _finish(game: Game, item: StackItem, countered: bool = False) -> None:
    """608.2k, 608.3, 706.10a: where the spell goes as it finishes resolving."""
    if item.kind is not StackKind.SPELL or item.copy:
        return
    card = game.obj(item.source)
    if card is None or card.zone != Zone.STACK:
        return
    if not countered and item.buyback:
        # 702.27a: its buyback cost was paid: as it resolves it goes to its owner's hand
        # instead of their graveyard.
        game.note(StepKind.STACK, ("cast.buyback",),
                  Message.of("cast.buyback_to_hand", object=card.name), card.id)
        perform.happen(game, Move(card.id, Zone.HAND, rule="cast.buyback"))
        return
    if not countered and item.rebound and ("Instant" in card.types or "Sorcery" in card.types):
        _rebound(game, item, card)
        return
    if not countered and not ("Instant" in card.types or "Sorcery" in card.types):
        # 608.3: a permanent spell becomes a permanent, under its controller's control.
        game.note(StepKind.STACK, ("resolve.permanent",),
                  Message.of("cast.becomes_permanent", object=card.name), card.id)
        perform.happen(game, Enter(card.id, controller=item.controller, rule="resolve.permanent"))
        if item.suspended:
            _suspend_haste(game, item)
        return
    # 608.2b: a spell that doesn't resolve goes there too, without resolving.
    game.note(StepKind.STACK, ("resolve.illegal_targets" if countered else "resolve.to_graveyard",),
              Message.of("cast.to_graveyard", object=card.name), card.id)
    perform.happen(game, Move(card.id, Zone.GRAVEYARD, rule="resolve.to_graveyard"))


def _create_effect(game: Game, item: StackItem, ability: Ability,
                   spec: ContinuousSpec | None, targets: tuple[str, ...]) -> None:
    """611.2, 613.6b: the continuous effect is created now, with a new timestamp; one on a
    described group affects the objects in it now (611.2c)."""
    state = game.state
    affected = None
    if spells.is_spell_shield(ability):
        # 614.8: a spell's regeneration shield is a replacement effect like an activated
        # ability's (engine.game.existing finds it by its kind).
        ability = replace(ability, kind="replacement")
    own_cant = spells.cant_on_source(ability)
    if own_cant:
        # "{U}: ~ can't be blocked this turn.": the restriction is on its source, as the
        # effect's one object (dropped from it if it leaves the battlefield, 400.7).
        targets = (item.source,)
    if ((spec is not None and spec.affects.ref == "self") or own_cant) \
            and item.kind is not StackKind.SPELL:
        source = game.obj(item.source)
        if source is None or source.zone != Zone.BATTLEFIELD or (
                own_cant and source.timestamp != item.it_timestamp):
            # 400.7: the source left the battlefield (sacrificed to pay the cost: "Sacrifice a
            # creature: This creature gets +2/+1"); the card it became is a new object, which
            # the effect doesn't affect: it does nothing.
            game.note(StepKind.STACK, ("zone.new_object",),
                      Message.of("stack.it_gone", source=item.source_name,
                                 ability=ability.label), item.source)
            return
    if spec is not None and any(uses_x(m) for m in spec.modifications):
        # 107.3a, 608.2h: "gets +X/+0": X is the number its caster chose, fixed now.
        spec = replace(spec, modifications=tuple(fix_x(m, item.x) for m in spec.modifications))
        ability = replace(ability, spec=spec)
    if spec is not None and spec.affects.ref == "attached" and item.kind is StackKind.ACTIVATED:
        # 611.2c: "{R}: Enchanted creature gets +1/+0 until end of turn." affects the creature
        # the Aura (Equipment) is attached to now, and keeps affecting it if the Aura moves.
        affected = _attached_to_source(game, item)
    if spec is not None and spec.affects.ref == "filter":
        # "Creatures target player controls get +1/+1": "controller": "target" is this
        # ability's own legal target player (608.2b: an illegal one is no player).
        reader = PermanentReader(item.source, item.controller,
                                 targets=tuple(t for t in targets if t))
        affected = tuple(o.id for o in state.objects
                         if (spec.affects.zones is None or o.zone in spec.affects.zones)
                         and matches(spec.affects, o, reader)
                         and _in_combat(state, o.id, spec.in_combat))
    chosen = color_as_it_resolves(game, item, ability, spec)
    state = game.state
    effect = ResolvedEffect(
        id=f"{item.id}~{len(state.effects) + 1}", card_name=item.source_name, ability=ability,
        controller=item.controller, timestamp=state.next_timestamp,
        targets=tuple(t for t in targets if t), affected=affected,
        source=item.source if item.kind is StackKind.ACTIVATED else None, chosen=chosen)
    game.changed(replace(state, effects=(*state.effects, effect),
                         next_timestamp=state.next_timestamp + 1))
    game.fixed[effect.id] = affected if affected is not None else effect.targets
    game.note(StepKind.STACK, ("resolve.effect",),
              Message.of("cast.effect_created", source=item.source_name, ability=ability.label,
                         timestamp=effect.timestamp), item.source)
    if spec is not None and any(m.op == "gain_control" for m in spec.modifications):
        _came_under_control(game, game.fixed[effect.id])


def color_as_it_resolves(game: Game, item: StackItem, ability: Ability,
                          spec: ContinuousSpec | None) -> tuple[tuple[str, str], ...]:
    """608.2d: "the color of your choice" (Wild Mongrel's "becomes the color of your choice",
    "gains protection from the color of your choice"): the controller chooses a color as the
    spell or ability resolves, unless its source (a permanent's ability) chose one as it
    entered (607.1)."""
    if spec is None or not (
            any("color" in chosen_keys(m) for m in spec.modifications)
            or any(reads_chosen_color(a) for m in spec.modifications for a in m.abilities)):
        return ()
    source = game.obj(item.source) if item.kind is not StackKind.SPELL else None
    if source is not None and source.chosen_value("color") is not None:
        return ()
    request = PendingChoice(
        player=item.controller, rules=cite("resolve.choices"),
        message=Message.of("resolve.choose_color", player=item.controller,
                           source=item.source_name, ability=ability.label),
        options=tuple(ChoiceOption(c, Message.of(f"color.{c}")) for c in COLORS))
    answer = game.answers.answer(request)
    game.note(StepKind.CHOICE, ("resolve.choices",),
              Message.of("resolve.color_chosen", player=item.controller,
                         source=item.source_name, color=answer.choose),
              item.source, choice=answer.index)
    return (("color", answer.choose),)


def _attached_to_source(game: Game, item: StackItem) -> tuple[str, ...]:
    """611.2c, 608.2h: the permanent the ability's source is attached to as the ability
    resolves, or, once the source left the battlefield (an Aura sacrificed to pay the cost), as
    it last existed there; none when that permanent isn't on the battlefield."""
    source = game.obj(item.source)
    holder = None
    if source is not None and source.zone == Zone.BATTLEFIELD and (
            item.source_timestamp is None or source.timestamp == item.source_timestamp):
        holder = source.attached_to
    else:
        for entry in reversed(game.state.history):
            if (entry.kind is Happened.ZONE_CHANGE and entry.object == item.source
                    and entry.from_zone == Zone.BATTLEFIELD and entry.last_known is not None):
                holder = entry.last_known.attached_to
                break
    attached = game.obj(holder) if holder else None
    if attached is None or attached.zone != Zone.BATTLEFIELD:
        return ()
    return (attached.id,)


def _in_combat(state: GameState, object_id: str, wanted: str) -> bool:
    """506.3: whether the object is attacking / blocking / either now ("" asks nothing)."""
    if not wanted:
        return True
    attacking = state.attacking(object_id) is not None
    blocking = state.blocking(object_id) is not None
    return {"attacking": attacking, "blocking": blocking,
            "attacking_or_blocking": attacking or blocking}[wanted]


def came_under_control(game: Game, objects: tuple[str, ...]) -> None:
    """302.6: as :func:`_came_under_control`, for a triggered ability's effect
    (engine.turn.stack)."""
    _came_under_control(game, objects)


def _came_under_control(game: Game, objects: tuple[str, ...]) -> None:
    """302.6: a permanent that changed controllers this turn is summoning sick for its new
    controller (haste aside)."""
    state = game.state
    for object_id in objects:
        if state.has_object(object_id):
            # 702.30a: it came under its new controller's control now (echo's "if").
            state = state.with_object(replace(state.object(object_id), summoning_sick=True,
                                              controlled_since=state.control_mark()))
    game.changed(state)


def _all_at_once(game: Game, item: StackItem, context: _Context, action: ResolveAction,
                 own: tuple[str, ...]) -> None:
    """An action on every legal target of an up_to target, its events happening together."""
    events = [event for target in own if target
              for event in resolve_events(action, replace(context, targets=(target,)), game)]
    for event in events:
        perform.happen(game, event)
    if action.do == Do.EXILE:
        link_exiled(game, item, events)


def _divided_damage(game: Game, item: StackItem, context: _Context, action: ResolveAction,
                    own: tuple[str, ...]) -> None:
    """601.2d: the damage to each of the up_to target's targets, as divided (``own`` is those
    targets, "" for an illegal one, in the order of the division)."""
    parts = item.division[-len(own):] if own else ()
    events = [event for target, part in zip(own, parts, strict=True) if target
              for event in resolve_events(replace(action, amount=part, amount_of=""),
                                          replace(context, targets=(target,)), game)]
    for event in events:
        perform.happen(game, event)


def link_exiled(game: Game, item: StackItem, events: list[Event] | tuple[Event, ...],
                until_leaves: bool = False) -> None:
    """607.2a: the cards a triggered or activated ability of a permanent exiled, recorded while
    its source is still the permanent it triggered or was activated from (a source that has
    left the battlefield is a new object whose abilities aren't linked to them, 400.7: Oblivion
    Ring that left before its own enters ability resolved never returns the card), each with
    its timestamp in exile (a card that leaves exile is a new object, no longer linked)."""
    source = game.obj(item.source)
    if source is None or source.zone != Zone.BATTLEFIELD or item.source_timestamp is None \
            or source.timestamp != item.source_timestamp:
        return
    records = []
    for event in events:
        if not isinstance(event, Move):
            continue
        card = game.obj(event.object)
        if card is None or card.zone != Zone.EXILE:
            # A replacement effect sent it elsewhere, or a token ceased to exist (704.5d).
            continue
        records.append(LinkedExile(source.id, source.timestamp, card.id, card.timestamp,
                                   until_leaves, card.name))
    if records:
        game.state = replace(game.state,
                             linked_exiles=(*game.state.linked_exiles, *records))


def _act(game: Game, item: StackItem, context: _Context, action: ResolveAction) -> None:
    do = Do(action.do)
    if do is Do.COUNTER:
        _counter(game, item, _target(context, action), action.exile_instead, action.position,
                 action.unless_pay)
    elif do is Do.COPY_SPELL:
        _copy(game, item, _target(context, action))
    elif do is Do.DISCARD and action.chosen_by:
        for player in _players_of(game, context, action):
            discard_chosen(game, player, context.controller, action, context.source)
    elif do is Do.DISCARD:
        for player in _players_of(game, context, action):
            _discard(game, player, amount_of(action, context, game))
    elif do is Do.CREATE_TOKEN:
        for player in _players_of(game, context, action):
            _create_tokens(game, item, player, action, amount_of(action, context, game))
    elif do is Do.SACRIFICE_CHOSEN:
        sacrifice_chosen(game, _players_of(game, context, action), action, item.source,
                         amount_of(action, context, game))
    elif do is Do.RETURN_CHOSEN:
        return_chosen(game, _players_of(game, context, action), action, item.source,
                      amount_of(action, context, game))
    elif do is Do.DELAYED:
        _delayed(game, item, action, _target(context, action) if action.object else "")
    elif do is Do.EXILE and action.object == "self" and item.kind is StackKind.SPELL:
        _exile_itself(game, item)
    elif do is Do.BECOME_MONARCH:
        # 724.3: one monarch at a time.
        for player in _players_of(game, context, action):
            designations.become_monarch(game, player, item.source, item.source_name)
    elif do is Do.EXTRA_TURN:
        for player in _players_of(game, context, action):
            extra_turns(game, item, player, amount_of(action, context, game))
    elif do is Do.SKIP_TURN:
        for player in _players_of(game, context, action):
            skip_turns(game, item, player, amount_of(action, context, game))
    elif do is Do.SCRY:
        for player in _players_of(game, context, action):
            scry(game, player, amount_of(action, context, game))
    elif do is Do.SEARCH:
        search(game, context.controller, action, item.source, item.controller)
    elif (do is Do.RETURN_TO_HAND and action.object == "self"
          and item.kind is StackKind.ACTIVATED and isinstance(item.spec, Ability)
          and spells.functions_in_graveyard(item.spec)):
        _return_from_graveyard(game, item)
    elif do is Do.PUT_IN_LIBRARY and action.object == "self" and item.kind is StackKind.SPELL:
        _library_itself(game, item, action.position)
    elif do is Do.SHUFFLE:
        for player in _players_of(game, context, action):
            _shuffled(game, player)
    elif do is Do.MILL:
        for player in _players_of(game, context, action):
            mill(game, player, amount_of(action, context, game))
    elif do is Do.EXILE_TOP:
        for player in _players_of(game, context, action):
            exile_top(game, player, amount_of(action, context, game), action.face_down)
    elif do is Do.SURVEIL:
        for player in _players_of(game, context, action):
            surveil(game, player, amount_of(action, context, game))
    elif do is Do.LOOK_AT_TOP:
        for player in _players_of(game, context, action):
            look_at_top(game, context.controller, player, amount_of(action, context, game))
    elif do is Do.MONSTROSITY:
        monstrosity(game, item, amount_of(action, context, game))
    else:
        objects = _matching(game, context, action) if action.objects is not None else ()
        mark = len(game.state.history)
        events = resolve_events(action, context, game, objects)
        if not events and action.object == "self" and context.source_timestamp is not None \
                and do in _ON_SELF and not _source_is(game, item):
            # 400.7: "sacrifice ~" once ~ left the battlefield (even if it came back: a new
            # object) does nothing; the trace says why.
            game.note(StepKind.STACK, ("zone.new_object",),
                      Message.of("stack.it_gone", source=item.source_name, ability=item.label),
                      item.source)
        for event in events:
            perform.happen(game, event)
        if do is Do.EXILE:
            link_exiled(game, item, events)
        if action.gain_lost:
            # 119.3: "You gain life equal to the life lost this way."
            lost = life_lost_since(game.state.history, mark)
            perform.happen(game, GainLife(context.controller, lost, rule="resolve"))


# The actions on ~ that skip a new object with its id (400.7, engine.abilities.actions).
_ON_SELF = frozenset((Do.PUT_COUNTERS, Do.REMOVE_COUNTERS, Do.TAP, Do.UNTAP, Do.RETURN_TO_HAND,
                      Do.PUT_IN_LIBRARY, Do.EXILE, Do.DESTROY, Do.SACRIFICE, Do.DAMAGE))


def _source_is(game: Game, item: StackItem) -> bool:
    """400.7: the ability's source is still the permanent it was activated from."""
    source = game.obj(item.source)
    return source is not None and source.zone == Zone.BATTLEFIELD \
        and source.timestamp == item.source_timestamp


def monstrosity(game: Game, item: StackItem, amount: int) -> bool:
    """701.31a (2022 rules): "Monstrosity N" means "If this permanent isn't monstrous, put N
    +1/+1 counters on it and it becomes monstrous": only the ability's source, still the
    permanent it was (400.7: a new object with its id, another timestamp, gets nothing); a
    monstrous one gets nothing and stays monstrous (701.31b). It becomes monstrous even if the
    counters can't be put on it. Whether it did (a "when ~ becomes monstrous" trigger)."""
    source = game.obj(item.source)
    if source is None or source.zone != Zone.BATTLEFIELD or (
            item.source_timestamp is not None and source.timestamp != item.source_timestamp):
        game.note(StepKind.STACK, ("zone.new_object",),
                  Message.of("stack.it_gone", source=item.source_name, ability=item.label),
                  item.source)
        return False
    if source.monstrous:
        game.note(StepKind.STACK, ("monstrosity", "monstrosity.monstrous"),
                  Message.of("stack.already_monstrous", source=source.name), source.id)
        return False
    perform.happen(game, PutCounters(source.id, "+1/+1", amount, rule="monstrosity"))
    now = game.state.object(source.id)
    game.changed(game.state.with_object(replace(now, monstrous=True)))
    game.happened(HistoryEntry(Happened.BECAME_MONSTROUS, object=source.id,
                               player=now.controller))
    game.note(StepKind.STACK, ("monstrosity", "monstrosity.monstrous"),
              Message.of("stack.monstrous", source=source.name), source.id)
    return True


def resolve_mana_ability(game: Game, source: str, controller: str, ability: Ability,
                         actions: tuple[ResolveAction, ...]) -> None:
    """605.3b: a mana ability resolves at once, without the stack: what it does besides adding
    mana ("~ deals 1 damage to you"), each action's events triggering abilities as they
    happen (603.2), as a resolving ability's."""
    item = StackItem(id=f"{source}#mana^{len(game.state.history)}", source=source,
                     source_name=game.name(source), controller=controller,
                     label=ability.label, spec=ability, kind=StackKind.ACTIVATED)
    context = _Context(source, controller, ())
    for index, action in enumerate(actions):
        if index:
            check_triggers(game)
        _act(game, item, context, action)
        if game.state.game_over:
            return


def _delayed(game: Game, item: StackItem, action: ResolveAction, target: str) -> None:
    """603.7a, 603.7d: the resolving spell or ability creates a delayed triggered ability
    ``at`` a moment, about no object or about its target (``object`` "target": "Exile target
    creature. Return that card to the battlefield ... at the beginning of the next end step"):
    "it" in its effect is that object as it is now (603.7c: if it has since changed zones it is
    a new object, and the delayed ability does nothing to it; an illegal target, "", is none,
    608.2b). It has the spell's source and label, and its controller is the spell's
    controller (engine.abilities.spells refuses one waiting for an object to leave)."""
    assert action.spec is not None and action.at, "read the effect with triggers.parse_effect"
    obj = game.obj(target) if target and not game.is_player(target) else None
    if action.object and obj is None:
        game.note(StepKind.STACK, ("trigger.delayed",),
                  Message.of("stack.delayed_nothing", source=item.source_name,
                             ability=item.label), item.source)
        return
    state = game.state
    created = StackItem(
        id=f"{item.source}~{state.triggered_count + len(state.delayed) + 1}",
        source=item.source, source_name=item.source_name, controller=item.controller,
        label=item.label, spec=action.spec,
        it=obj.id if obj is not None else None,
        it_timestamp=obj.timestamp if obj is not None else None)
    game.changed(replace(state, delayed=(*state.delayed, created)))
    key = "stack.delayed_at" if obj is not None else "stack.delayed_at_plain"
    key += {"end_of_combat": "_combat", "next_turns_upkeep": "_upkeep"}.get(action.at, "")
    game.note(StepKind.STACK, ("trigger.delayed",),
              Message.of(key, source=item.source_name, ability=item.label,
                         **({"object": obj.name} if obj is not None else {})), item.source)


def _return_from_graveyard(game: Game, item: StackItem) -> None:
    """113.6m, 400.7: "Return ~ from your graveyard to your hand": the card, if it is still the
    object in the graveyard whose ability this is (a card that left the graveyard and came back
    is a new object: the ability does nothing)."""
    card = game.obj(item.source)
    if card is None or card.zone != Zone.GRAVEYARD or card.timestamp != item.it_timestamp:
        game.note(StepKind.STACK, ("zone.new_object",),
                  Message.of("stack.it_gone", source=item.source_name, ability=item.label),
                  item.source)
        return
    perform.happen(game, Move(card.id, Zone.HAND, rule="resolve"))


def unearth(game: Game, item: StackItem, spec: ActionSpec) -> None:
    """702.84a: "Return this card from your graveyard to the battlefield. It gains haste.
    Exile it at the beginning of the next end step. If it would leave the battlefield, exile
    it instead of putting it anywhere else.": the card, if it is still the object in the
    graveyard whose ability this is (400.7: a card that left the graveyard and came back is a
    new object; the ability does nothing), enters under its owner's control; the permanent
    gains haste for as long as it is that object (611.2a, 400.7), is exiled instead of
    leaving the battlefield any other way (614.1a: engine.game.perform) and is exiled by a
    delayed triggered ability at the beginning of the next end step (603.7)."""
    card = game.obj(item.source)
    if card is None or card.zone != Zone.GRAVEYARD or card.timestamp != item.it_timestamp:
        game.note(StepKind.STACK, ("zone.new_object",),
                  Message.of("stack.it_gone", source=item.source_name, ability=item.label),
                  item.source)
        return
    perform.happen(game, Enter(card.id, controller=card.owner, rule="unearth"))
    now = game.obj(card.id)
    if now is None or now.zone != Zone.BATTLEFIELD:
        # A replacement effect put it elsewhere, or it couldn't enter.
        return
    state = game.state
    haste = ResolvedEffect(
        id=f"{item.id}~{len(state.effects) + 1}", card_name=item.source_name,
        ability=_unearth_haste(), controller=item.controller,
        timestamp=state.next_timestamp, targets=(now.id,))
    game.changed(replace(state.with_object(replace(state.object(now.id), unearthed=True)),
                         effects=(*state.effects, haste),
                         next_timestamp=state.next_timestamp + 1))
    game.fixed[haste.id] = haste.targets
    game.note(StepKind.STACK, ("unearth",),
              Message.of("stack.unearthed", object=now.name), now.id)
    _delayed(game, item, spec.effect[0], now.id)


def _suspend_haste(game: Game, item: StackItem) -> None:
    """702.62a: "If you cast a creature spell this way, it gains haste until you lose control of
    the spell or the permanent it becomes": the permanent, if it is a creature now on the
    battlefield under its caster's control (the spell's control never changes in the engine),
    gains haste for as long as its caster controls it (611.2b: engine.game.durations ends the
    effect once they don't, or once it leaves the battlefield, 400.7)."""
    now = game.obj(item.source)
    if now is None or now.zone != Zone.BATTLEFIELD or now.controller != item.controller \
            or "Creature" not in now.types:
        return
    from engine.abilities.registry import parse_ability
    haste = parse_ability({"kind": "spell", "label": "It gains haste.",
                           "duration": "while_you_control_source", "modifications": [
                               {"op": "add_abilities", "abilities": ["Haste"]}]}, "suspend")
    state = game.state
    effect = ResolvedEffect(
        id=f"{item.id}~{len(state.effects) + 1}", card_name=item.source_name, ability=haste,
        controller=item.controller, timestamp=state.next_timestamp, targets=(now.id,),
        source=now.id)
    game.changed(replace(state, effects=(*state.effects, effect),
                         next_timestamp=state.next_timestamp + 1))
    game.fixed[effect.id] = effect.targets
    game.note(StepKind.STACK, ("keyword.suspend",),
              Message.of("stack.suspend_haste", player=item.controller, object=now.name),
              now.id)


def _unearth_haste() -> Ability:
    """702.84a: "It gains haste.": an effect with no duration (611.2a) on the one permanent,
    which ends as it leaves the battlefield (400.7: engine.game.zones forgets it)."""
    from engine.abilities.registry import parse_ability
    return parse_ability({"kind": "spell", "label": "It gains haste.", "modifications": [
        {"op": "add_abilities", "abilities": ["Haste"]}]}, "unearth")


def _rebound(game: Game, item: StackItem, card: GameObject) -> None:
    """702.88a: "If this spell was cast from your hand, instead of putting it into your
    graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast
    this card from exile without paying its mana cost." (a countered spell, or one whose
    targets are all illegal, doesn't resolve: it goes to the graveyard). The delayed ability is
    about the card in exile (400.7: once it leaves, a new object the ability can't cast); it
    waits on the stack for its controller's choice (engine.turn.casting, engine.turn.stack)."""
    game.note(StepKind.STACK, ("rebound", "replacement.instead"),
              Message.of("stack.rebound_exiled", object=card.name), card.id)
    perform.happen(game, Move(card.id, Zone.EXILE, rule="rebound"))
    exiled = game.obj(card.id)
    if exiled is None or exiled.zone != Zone.EXILE:
        return
    state = game.state
    created = StackItem(
        id=f"{card.id}~{state.triggered_count + len(state.delayed) + 1}",
        source=card.id, source_name=card.name, controller=item.controller,
        label=next((a.label for a in card.characteristics.abilities if a.kind == "rebound"),
                   "Rebound"),
        spec=triggers.TriggeredSpec(
            trigger=triggers.Trigger(on=triggers.On.BEGINNING_OF, player="you",
                                     step="upkeep"),
            effect=(), delayed=True),
        it=exiled.id, it_timestamp=exiled.timestamp, waits=True, may_cast="rebound")
    game.changed(replace(state, delayed=(*state.delayed, created)))
    game.note(StepKind.STACK, ("rebound", "trigger.delayed"),
              Message.of("stack.rebound_delayed", player=item.controller, object=card.name),
              card.id)


def _scavenge(game: Game, item: StackItem, own: tuple[str, ...]) -> None:
    """702.97a: "Put a number of +1/+1 counters equal to the power of the card you exiled on
    target creature.": the power the card had as it last existed in the graveyard, exiled as
    the cost (608.2h: engine.turn.casting recorded it); none if that is 0 or less (107.1b)."""
    target = own[0] if own else ""
    power = (item.it_pt[0] if item.it_pt is not None else None) or 0
    if not target:
        return
    if power <= 0:
        game.note(StepKind.STACK, ("scavenge",),
                  Message.of("stack.scavenge_nothing", source=item.source_name), item.source)
        return
    perform.happen(game, PutCounters(target, "+1/+1", power, rule="scavenge"))


def _exile_itself(game: Game, item: StackItem) -> None:
    """ "Exile ~" in a spell's text: the card on the stack is exiled as the spell resolves, so
    it isn't put into its graveyard after (608.2k); a copy's words are about the copy, which
    ceases to exist anyway (706.10a), never the card it copies."""
    card = game.obj(item.source)
    if item.copy or card is None or card.zone != Zone.STACK:
        return
    perform.happen(game, Move(card.id, Zone.EXILE, rule="resolve"))


def _library_itself(game: Game, item: StackItem, position: str) -> None:
    """ "Shuffle ~ into its owner's library" in a spell's text: the card on the stack goes
    there as the spell resolves, so it isn't put into its graveyard after (608.2k); a copy's
    words are about the copy (706.10a)."""
    card = game.obj(item.source)
    if item.copy or card is None or card.zone != Zone.STACK:
        return
    perform.happen(game, Move(card.id, Zone.LIBRARY, rule="resolve", position=position))


def skip_turns(game: Game, item: StackItem, player: str, amount: int) -> None:
    """614.10: ``player`` skips their next ``amount`` turns (extra turns too: each is one of
    their turns), counted from the one after this turn (a turn begun can't be skipped)."""
    if amount <= 0:
        return
    state = game.state.player(player)
    game.set_player(replace(state, skip_turns=state.skip_turns + amount))
    game.note(StepKind.STACK, ("turn.skip",),
              Message.of("cast.skip_turns", source=item.source_name, player=player,
                         count=amount), item.source)


def extra_turns(game: Game, item: StackItem, player: str, amount: int) -> None:
    """500.7: ``player`` gets ``amount`` extra turns, added directly after this turn one at a
    time (the most recently added is taken first); a triggered ability's too
    (engine.turn.stack)."""
    if amount <= 0:
        return
    game.changed(replace(game.state,
                         extra_turns=(*game.state.extra_turns, *(player,) * amount)))
    game.note(StepKind.STACK, ("turn.extra",),
              Message.of("cast.extra_turn", source=item.source_name, player=player,
                         count=amount), item.source)


def _target(context: _Context, action: ResolveAction) -> str:
    index = action.target
    return context.targets[index] if index < len(context.targets) else ""


def _players_of(game: Game, context: _Context, action: ResolveAction) -> tuple[str, ...]:
    if action.player == "target":
        target = _target(context, action)
        return (target,) if target and game.is_player(target) else ()
    if action.player == "each_opponent":
        return game.opponents(context.controller)
    if action.player == "each_player":
        return game.apnap()
    if action.player == "target_controller":
        target = _target(context, action)
        return (context.controllers[target],) if target in context.controllers else ()
    return (context.controller,)


def _matching(game: Game, context: _Context, action: ResolveAction) -> tuple[str, ...]:
    assert action.objects is not None
    note_unnamed_in_graveyards(game, action)
    # A filter's "controller": "target" is the ability's own target player ("each creature
    # target player controls"; an illegal target, "", is no player: 608.2b).
    reader = PermanentReader(context.source, context.controller,
                             targets=tuple(t for t in context.targets if t))
    return tuple(o.id for o in sorted(game.state.objects, key=lambda o: (o.timestamp, o.id))
                 if (action.objects.zones is None or o.zone in action.objects.zones)
                 and matches(action.objects, o, reader))


# --- countering (701.5) ------------------------------------------------------------------------


def cant_be_countered(game: Game, card: GameObject) -> str | None:
    """The label of the spell's own "can't be countered" ability, or None (101.2)."""
    for ability in card.characteristics.abilities:
        if isinstance(ability.spec, CantSpec) and "be_countered" in ability.spec.what:
            return ability.label
    return None


def _counter(game: Game, item: StackItem, target: str, exile_instead: bool = False,
             position: str = "", unless_pay: str = "") -> None:
    """701.5a: the target spell leaves the stack for its owner's graveyard, unresolved (or,
    "if that spell is countered this way, exile it instead", for exile: 614.1a). With
    ``unless_pay`` ("unless its controller pays {3}", 118.12a), the target spell's controller
    first chooses whether to pay (mana costs are taken as paid); paid, it isn't countered."""
    countered = next((s for s in game.state.stack
                      if s.kind is StackKind.SPELL and s.source == target), None)
    card = game.obj(target) if target else None
    if countered is None or card is None:
        return
    if unless_pay and _pays_to_keep(game, item, countered, card,
                                    unless_pay.replace("{X}", f"{{{item.x}}}")):
        # 107.3a: "{X}" is the X the counterspell's caster chose.
        return
    if not countered.copy:
        label = cant_be_countered(game, card)
        if label is not None:
            game.note(StepKind.STACK, ("counter.cant",),
                      Message.of("cast.cant_be_countered", source=item.source_name,
                                 object=card.name, ability=label), card.id)
            return
    game.state = replace(game.state, stack=tuple(s for s in game.state.stack
                                                 if s is not countered))
    game.note(StepKind.STACK, ("counter",),
              Message.of("cast.countered", source=item.source_name, object=card.name), card.id)
    if not countered.copy:
        if exile_instead:
            game.note(StepKind.STACK, ("counter.exile_instead",),
                      Message.of("cast.countered_exiled", source=item.source_name,
                                 object=card.name), card.id)
        if position:
            # 614.1a: "put it on top of / on the bottom of its owner's library instead" (401.2).
            game.note(StepKind.STACK, ("counter.exile_instead", "library.order"),
                      Message.of(f"cast.countered_to_library.{position}",
                                 source=item.source_name, object=card.name), card.id)
            perform.happen(game, Move(card.id, Zone.LIBRARY, rule="counter", position=position))
            return
        perform.happen(game, Move(card.id, Zone.EXILE if exile_instead else Zone.GRAVEYARD,
                                  rule="counter"))


def _pays_to_keep(game: Game, item: StackItem, countered: StackItem, card: GameObject,
                  cost: str) -> bool:
    """118.12a: "Counter target spell unless its controller pays {3}" means "its controller
    may pay {3}; if they don't, counter it": the target spell's controller (not the counter's)
    chooses as the counter resolves (608.2d); mana costs are taken as paid."""
    payer = countered.controller
    return pays(game, payer, ("resolve.unless", "resolve.choices"), card.id,
                Message.of("cast.counter_unless_question", player=payer,
                           source=item.source_name, object=card.name, cost=cost),
                Message.of("stack.unless_yes", cost=cost),
                Message.of("stack.unless_no", cost=cost),
                lambda paid: Message.of(
                    "cast.counter_unless_paid" if paid else "cast.counter_unless_not_paid",
                    player=payer, source=item.source_name, object=card.name, cost=cost))


def pays(game: Game, payer: str, rules: tuple[str, ...], about: str, question: Message,
         yes: Message, no: Message, answered: Callable[[bool], Message]) -> bool:
    """608.2d: ``payer`` chooses as the spell or ability resolves whether to pay a cost (mana
    costs are taken as paid): asked ``question`` (the options yes, to pay, and no), the
    answer noted, with ``rules``, as ``answered`` says it; True if they pay. The one way of
    asking for "unless [someone] pays" (118.12a) and cumulative upkeep (702.24a)."""
    request = PendingChoice(player=payer, rules=cite(*rules), message=question,
                            options=(ChoiceOption("yes", yes), ChoiceOption("no", no)))
    answer = game.answers.answer(request)
    paid = answer.choose == "yes"
    game.note(StepKind.CHOICE, rules, answered(paid), about, choice=answer.index)
    return paid


# --- copying (706.10) ----------------------------------------------------------------------------


def _copy(game: Game, item: StackItem, target: str) -> None:
    """706.10: a copy of the target spell is put on the stack, controlled by the copier; they
    may choose new targets for it (706.10c)."""
    original = next((s for s in game.state.stack
                     if s.kind is StackKind.SPELL and s.source == target), None)
    if original is None:
        return
    copy_spell(game, item.controller, original)


def copy_spell(game: Game, controller: str, original: StackItem, times: int = 1) -> None:
    """706.10: ``times`` copies of the spell ``original`` (on the stack, or as it last existed
    there) are put on the stack one by one, controlled by ``controller``, who may choose new
    targets for each (706.10c)."""
    card = game.obj(original.source)
    if card is not None and not ("Instant" in card.types or "Sorcery" in card.types):
        # 707.10f of the current rules: a copy of a permanent spell becomes a token as it
        # resolves. The engine doesn't model that token: it says so and puts no copy on the
        # stack, rather than a copy that would resolve to nothing.
        game.note(StepKind.NOTE, ("copy.spell",),
                  Message.of("cast.copy_permanent_not_modelled", object=original.source_name),
                  original.source)
        return
    mark = len(game.state.history)
    for number in range(times):
        suffix = "" if number == 0 else f"-{number + 1}"
        _one_copy(game, replace(original, id=f"{original.id}~copy{mark}{suffix}",
                                controller=controller, copy=True, waits=False))


def _one_copy(game: Game, copy: StackItem) -> None:
    specs = target_specs(copy)
    # 601.2c: an up_to target's targets (the last ones) stay different from one another.
    group = next((i for i, spec in enumerate(specs) if spec.up_to), len(specs))
    chosen: list[str] = []
    for index, (current, spec) in enumerate(zip(copy.targets, specs, strict=True)):
        legal = choosing.legal_targets(game, spec, copy.source, copy.controller)
        taken = set(chosen[group:]) if index >= group else set()
        options = [t for t in [current, *(t for t in legal if t != current)] if t not in taken]
        if len(options) <= 1:
            chosen.append(options[0] if options else current)
            continue
        chosen.append(game.ask(PendingChoice(
            player=copy.controller, rules=cite("copy.new_targets"),
            message=Message.of("cast.copy_which_target", player=copy.controller,
                               object=copy.source_name),
            options=tuple(ChoiceOption(t, Message.of("stack.target_option", target=game.name(t)))
                          for t in options))))
    copy = replace(copy, targets=tuple(chosen))
    game.state = replace(game.state, stack=(*game.state.stack, copy))
    # 706.10, 115.1, 603.2d: a copy of a spell is a spell; what it targets becomes its target.
    targeted = became_targets(game.state, copy, spell=True)
    if targeted:
        game.happened(*targeted)
    game.note(StepKind.STACK, ("copy.spell",),
              Message.of("cast.copied", player=copy.controller, object=copy.source_name,
                         targets=tuple(game.name(t) for t in copy.targets)), copy.source)


# --- discarding (701.8) and tokens (111.1) --------------------------------------------------------


def scry(game: Game, player: str, amount: int) -> None:
    """701.18a: the player looks at the top ``amount`` cards of their library and puts any
    number on the bottom and the rest on top, in any order. The library's unnamed cards
    (``library`` count) are its top cards, as a draw takes them first: when the library holds
    only unnamed cards, where each goes is unknown and changes nothing the scenario describes.
    The engine doesn't model the order of the library's named cards (objects in zone
    ``library``): with one there, a card put on the bottom would be under it (or it is among
    the cards looked at), which the state can't say, so the step says it is not modelled and
    leaves the library as it was. 701.18b: scry 0 is no scry event."""
    if amount <= 0:
        game.note(StepKind.STACK, ("scry.zero",), Message.of("stack.scry_zero", player=player))
        return
    named = [o.name for o in game.owned_in(Zone.LIBRARY, player)]
    if named:
        game.note(StepKind.STACK, ("scry",), Message.of(
            "stack.scry_named", player=player, amount=amount, cards=", ".join(named)))
        return
    looked = min(amount, game.state.player(player).library)
    game.note(StepKind.STACK, ("scry",), Message.of(
        "stack.scry", player=player, amount=amount, looked=looked))


def note_unnamed_in_graveyards(game: Game, action: ResolveAction) -> None:
    """An action on the cards in graveyards can't find the unnamed cards milled during the
    run (701.13a): the engine doesn't know them, so the step says they are not modelled."""
    assert action.objects is not None
    zones = action.objects.zones or ()
    for player in game.state.players:
        if player.graveyard_unnamed and Zone.GRAVEYARD in zones:
            game.note(StepKind.STACK, ("mill",), Message.of(
                "stack.graveyard_unnamed_untouched", player=player.id,
                amount=player.graveyard_unnamed))
        if player.exile_unnamed and Zone.EXILE in zones:
            game.note(StepKind.STACK, ("exile.zone",), Message.of(
                "stack.exile_unnamed_untouched", player=player.id,
                amount=player.exile_unnamed))


def mill(game: Game, player: str, amount: int) -> bool:
    """701.13a (current rules): the player puts the top ``amount`` cards of their library into
    their graveyard; 701.13b: as many as there are, if fewer. The library from the top
    (401.2): its named top cards (``library_top``), its unnamed cards, its named cards of
    unknown order, the named cards put on the bottom. Milling some but not all of the cards of
    unknown order can't say which, and an unnamed card can't meet a replacement effect that
    may apply to it (Rest in Peace, 614.1a): both are not modelled, and the library stays as
    it was. The unnamed cards milled are in the graveyard as a count (``graveyard_unnamed``).
    Whether the player milled a card."""
    if amount <= 0:
        return False
    state = game.state.player(player)
    named, unnamed, unknown = _split_top(game, player, amount)
    if unknown:
        game.note(StepKind.STACK, ("mill", "library.order"), Message.of(
            "stack.mill_unknown_order", player=player, amount=amount,
            cards=", ".join(game.name(i) for i in unknown)))
        return False
    replacing = _unnamed_to_graveyard_replaced(game, player) if unnamed else None
    if replacing is not None:
        game.note(StepKind.STACK, ("mill", "replacement.instead"), Message.of(
            "stack.mill_unnamed_replaced", player=player, amount=amount, effect=replacing))
        return False
    milled = len(named) + unnamed
    game.set_player(replace(state, library=state.library - unnamed,
                            graveyard_unnamed=state.graveyard_unnamed + unnamed))
    rules = ("mill", "mill.as_many") if milled < amount else ("mill",)
    game.note(StepKind.STACK, rules, Message.of(
        "stack.mill", player=player, amount=amount, milled=milled, unnamed=unnamed))
    for ident in named:
        perform.happen(game, Move(ident, Zone.GRAVEYARD, rule="mill"))
    return milled > 0


def _split_top(game: Game, player: str, amount: int) -> tuple[list[str], int, list[str]]:
    """The top ``amount`` cards of the player's library (401.2), as many as there are: the
    named ones from the top down, how many unnamed ones, and -- when they reach some but not
    all of the named cards of unknown order, so which is unknown -- those cards (else [])."""
    state = game.state.player(player)
    library = game.owned_in(Zone.LIBRARY, player)
    ids = {o.id for o in library}
    top = [i for i in state.library_top if i in ids]
    bottom = [i for i in state.library_bottom if i in ids]
    unknown = [o.id for o in library if o.id not in top and o.id not in bottom]
    named = top[:amount]
    left = amount - len(named)
    unnamed = min(left, state.library)
    left -= unnamed
    if 0 < left < len(unknown):
        return named, unnamed, unknown
    if left:
        named += unknown
        left -= len(unknown)
    return named + bottom[:left], unnamed, []


def exile_top(game: Game, player: str, amount: int, face_down: bool) -> bool:
    """406.2: the top ``amount`` cards of the player's library are exiled (as many as there
    are), face up or, 406.3, face down; from the top as a mill takes them (401.2). The unnamed
    cards go to exile as a count (``exile_unnamed``). Exiling some but not all of the named
    cards of unknown order, a named card face down (the engine doesn't model face-down exiled
    cards) and unnamed cards a replacement effect may apply to are not modelled: the library
    stays as it was. Whether a card was exiled."""
    if amount <= 0:
        return False
    named, unnamed, unknown = _split_top(game, player, amount)
    if unknown or (face_down and named):
        game.note(StepKind.STACK, ("exile.zone", "library.order"), Message.of(
            "stack.exile_top_named", player=player, amount=amount,
            cards=", ".join(game.name(i) for i in unknown or named)))
        return False
    replacing = _unnamed_replaced(game, Zone.EXILE, player) if unnamed else None
    if replacing is not None:
        game.note(StepKind.STACK, ("exile.zone", "replacement.instead"), Message.of(
            "stack.exile_top_replaced", player=player, amount=amount, effect=replacing))
        return False
    state = game.state.player(player)
    game.set_player(replace(state, library=state.library - unnamed,
                            exile_unnamed=state.exile_unnamed + unnamed))
    game.note(StepKind.STACK, ("exile.zone", "exile.face_down") if face_down else (
        "exile.zone",), Message.of(
        "stack.exile_top_face_down" if face_down else "stack.exile_top", player=player,
        amount=amount, exiled=len(named) + unnamed, unnamed=unnamed))
    for ident in named:
        perform.happen(game, Move(ident, Zone.EXILE, rule="resolve"))
    return bool(named) or unnamed > 0


def _top_unnamed(game: Game, player: str, amount: int) -> tuple[int, list[str]]:
    """The top ``amount`` cards of the player's library as far as the state knows them: how
    many unnamed cards, and the named cards among them or that may be among them (its named
    top cards, or, past the unnamed cards, any other named card: their order is unknown)."""
    state = game.state.player(player)
    library = game.owned_in(Zone.LIBRARY, player)
    ids = {o.id for o in library}
    top = [i for i in state.library_top if i in ids]
    if top:
        return 0, [game.name(i) for i in top]
    unnamed = min(amount, state.library)
    if amount > unnamed and library:
        return unnamed, [o.name for o in library]
    return unnamed, []


def look_at_top(game: Game, looker: str, player: str, amount: int) -> None:
    """401.2: an effect lets ``looker`` look at the top ``amount`` cards of ``player``'s
    library and put them back in any order. Unnamed cards put back in any order change
    nothing the scenario describes; with named cards among them (or possibly among them), the
    order chosen isn't asked: not modelled, and the library stays as it was."""
    if amount <= 0:
        return
    looked, named = _top_unnamed(game, player, amount)
    if named:
        game.note(StepKind.STACK, ("library.order",), Message.of(
            "stack.look_top_named", player=looker, owner=player, amount=amount,
            cards=", ".join(named)))
        return
    game.note(StepKind.STACK, ("library.order",), Message.of(
        "stack.look_top", player=looker, owner=player, amount=amount, looked=looked))


def surveil(game: Game, player: str, amount: int) -> None:
    """701.42a (current rules): the player looks at the top ``amount`` cards of their library
    and puts any number of them into their graveyard and the rest on top in any order. Of
    unnamed cards only how many go matters: the player chooses the number; they go to the
    graveyard as a count (``graveyard_unnamed``). With named cards among them (or possibly
    among them), or a replacement effect that may apply to an unnamed card going to a
    graveyard (Rest in Peace, 614.1a), it is not modelled and the library stays as it was."""
    if amount <= 0:
        return
    looked, named = _top_unnamed(game, player, amount)
    if named:
        game.note(StepKind.STACK, ("surveil",), Message.of(
            "stack.surveil_named", player=player, amount=amount, cards=", ".join(named)))
        return
    replacing = _unnamed_to_graveyard_replaced(game, player) if looked else None
    if replacing is not None:
        game.note(StepKind.STACK, ("surveil", "replacement.instead"), Message.of(
            "stack.surveil_replaced", player=player, amount=amount, effect=replacing))
        return
    chosen = "0"
    if looked:
        chosen = game.ask(PendingChoice(
            player=player, rules=cite("surveil"),
            message=Message.of("stack.surveil_how_many", player=player, looked=looked),
            options=tuple(ChoiceOption(str(n), Message.of("stack.surveil_option", amount=n))
                          for n in range(looked + 1))))
    milled = int(chosen)
    state = game.state.player(player)
    game.set_player(replace(state, library=state.library - milled,
                            graveyard_unnamed=state.graveyard_unnamed + milled))
    game.note(StepKind.STACK, ("surveil",), Message.of(
        "stack.surveil", player=player, amount=amount, looked=looked, milled=milled))


def _unnamed_to_graveyard_replaced(game: Game, owner: str) -> str | None:
    """The name of a replacement effect that may apply to a card the scenario doesn't name
    going from ``owner``'s library to their graveyard (614.1a: "If a card would be put into a
    graveyard from anywhere, exile it instead"), or None."""
    return _unnamed_replaced(game, Zone.GRAVEYARD, owner)


def _unnamed_replaced(game: Game, zone: Zone, owner: str) -> str | None:
    """The name of a replacement effect that may apply to a card the scenario doesn't name
    going from ``owner``'s library to ``zone`` (614.1a), or None: one about cards another
    player owns (Leyline of the Void: "a card an opponent owns") doesn't."""
    for effect in game.replacement_effects(Move("", zone)):
        spec = effect.params
        if not isinstance(spec, ReplacementSpec):
            continue
        pattern = spec.pattern
        if pattern.type is not EventType.MOVE or pattern.to_zone != zone:
            continue
        if pattern.from_zone not in (None, Zone.LIBRARY):
            continue
        if pattern.object is not None and pattern.object.ref == "self":
            continue  # about its source only, a card the scenario names
        if pattern.object is not None and pattern.object.owner is not None and \
                not player_matches(pattern.object.owner, owner, effect.controller, game):
            continue
        return effect.label
    return None


def search(game: Game, player: str, action: ResolveAction, source: str,
           controller: str) -> bool:
    """701.19a: the player searches their library for a card the action's filter matches,
    choosing among the library's named cards that match (the scenario's unnamed cards are the
    ones that don't matter); 701.19b: a search for a card with a stated quality may find
    nothing, so finding nothing is always a choice. The card found goes onto the battlefield
    (tapped if it says so) or into its owner's hand; then the player shuffles (701.20a: the
    library's order, which the engine doesn't model, is random). Whether a card was found."""
    assert action.objects is not None
    reader = PermanentReader(source, controller)
    # The zone searched is the library (the filter's default zone, the battlefield, isn't; nor
    # is it its alternatives': "a Rebel permanent card" is an artifact, creature, ... card).
    wanted = replace(action.objects, zones=None, any_of=tuple(
        replace(a, zones=None) for a in action.objects.any_of))
    found = [o.id for o in game.owned_in(Zone.LIBRARY, player) if matches(wanted, o, reader)]
    if not found:
        # Nothing to choose: no card the scenario names matches.
        game.note(StepKind.STACK, ("search", "search.fail"),
                  Message.of("stack.search_none", player=player))
        _shuffled(game, player)
        return False
    chosen = game.ask(PendingChoice(
        player=player, rules=cite("search", "search.fail"),
        message=Message.of("stack.search_which", player=player),
        options=(*(ChoiceOption(c, Message.of("stack.target_option", target=game.name(c)))
                   for c in found),
                 ChoiceOption("nothing", Message.of("stack.search_nothing")))))
    if chosen != "nothing":
        card = game.obj(chosen)
        if action.to == "battlefield" and card is not None and zones.aura_without_choice(
                game, card):
            # 303.4f: an Aura found so would be attached as it enters, by a choice the engine
            # doesn't ask: the trace says it isn't modelled, and the card stays in the library.
            pass
        elif action.to == "battlefield":
            perform.happen(game, Enter(chosen, tapped=action.tapped, controller=player))
        else:
            perform.happen(game, Move(chosen, Zone.HAND, rule="resolve"))
    _shuffled(game, player)
    return chosen != "nothing"


def shuffled(game: Game, player: str) -> None:
    """701.20a: the player shuffles their library (a triggered ability's too)."""
    _shuffled(game, player)


def _shuffled(game: Game, player: str) -> None:
    """701.20a: the library's order is random: no card has a known place any more."""
    state = game.state.player(player)
    game.set_player(replace(state, library_top=(), library_bottom=()))
    game.note(StepKind.STACK, ("shuffle",), Message.of("stack.shuffle", player=player))


def discard(game: Game, player: str, amount: int) -> None:
    """701.8a: the player discards ``amount`` cards of their choice (a triggered ability's
    discard too: engine.turn.stack)."""
    _discard(game, player, amount)


def _hand_options(game: Game, cards: list[str] | tuple[str, ...], player: str,
                 unknown: int) -> tuple[ChoiceOption, ...]:
    """The options of a discard from ``player``'s hand: its named ``cards``, and a card they
    drew that the scenario doesn't name, if they drew any (``unknown``)."""
    options = [ChoiceOption(c, Message.of("stack.target_option", target=game.name(c)))
               for c in cards]
    if unknown:
        options.append(ChoiceOption(UNKNOWN_DRAWN, Message.of(
            "stack.drawn_unknown_option", player=player, amount=unknown)))
    return tuple(options)


def _discard(game: Game, player: str, amount: int) -> None:
    """701.8a: the player discards ``amount`` cards of their choice (all of them, without a
    question, if they have no more than that). The cards drawn during the run from the
    library's count are in the hand too (121.1), though the engine doesn't know them: the
    player may choose one of them (``UNKNOWN_DRAWN``)."""
    for left in range(amount, 0, -1):
        hand = [o.id for o in game.owned_in(Zone.HAND, player)]
        unknown = game.state.player(player).drawn_unknown
        if not hand and not unknown:
            return
        card = hand[0] if hand else UNKNOWN_DRAWN
        if len(hand) + unknown > left:
            card = game.ask(PendingChoice(
                player=player, rules=cite("discard"),
                message=Message.of("cast.discard_which", player=player),
                options=_hand_options(game, hand, player, unknown)))
        if card == UNKNOWN_DRAWN:
            _discard_unknown(game, player)
        else:
            perform.happen(game, Move(card, Zone.GRAVEYARD, rule="discard"))


# The answer choosing a card drawn during the run, which the engine doesn't know.
UNKNOWN_DRAWN = "drawn_card"


def discard_chosen(game: Game, player: str, chooser: str, action: ResolveAction,
                   source: str) -> bool:
    """701.8b: "[Player] reveals their hand. You choose a nonland card from it. That player
    discards that card.": ``chooser`` (the ability's controller) chooses one card in
    ``player``'s hand that the action's filter matches (any card without one), and ``player``
    discards it (701.8a); with no such card, nothing is discarded. A card ``player`` drew during
    the run is in the hand, revealed, but the engine doesn't know it: it is offered as well,
    and choosing it says it is one the words allow. Whether a card was discarded."""
    reader = PermanentReader(source, chooser)
    # The zone is the hand (the filter's default zone, the battlefield, isn't; nor its
    # alternatives': "an instant or sorcery card").
    wanted = None if action.objects is None else replace(
        action.objects, zones=None,
        any_of=tuple(replace(a, zones=None) for a in action.objects.any_of))
    hand = list(game.owned_in(Zone.HAND, player))
    unknown = game.state.player(player).drawn_unknown
    names = tuple(o.name for o in hand)
    if unknown and hand:
        revealed = Message.of("stack.hand_revealed_unknown", player=player, cards=names,
                              amount=unknown)
    elif unknown:
        revealed = Message.of("stack.hand_revealed_only_unknown", player=player, amount=unknown)
    elif hand:
        revealed = Message.of("stack.hand_revealed", player=player, cards=names)
    else:
        revealed = Message.of("stack.hand_revealed_empty", player=player)
    game.note(StepKind.STACK, ("discard.chosen_by",), revealed)
    found = [o.id for o in hand if wanted is None or matches(wanted, o, reader)]
    if not found and not unknown:
        game.note(StepKind.STACK, ("discard.chosen_by",),
                  Message.of("stack.discard_chosen_none", player=chooser))
        return False
    card = found[0] if found else UNKNOWN_DRAWN
    if len(found) + min(unknown, 1) > 1:
        options = _hand_options(game, found, player, unknown)
        card = game.ask(PendingChoice(
            player=chooser, rules=cite("discard", "discard.chosen_by"),
            message=Message.of("stack.discard_chosen_which", player=chooser, owner=player),
            options=options))
    if card == UNKNOWN_DRAWN:
        _discard_unknown(game, player)
    else:
        perform.happen(game, Move(card, Zone.GRAVEYARD, rule="discard"))
    return True


def _discard_unknown(game: Game, player: str) -> None:
    """701.8a: the player discards a card they drew during the run: it leaves the hand and the
    discard happened ("if you do", discard triggers), but the engine doesn't know the card, so
    nothing about it (its characteristics, where a replacement would send it) is applied."""
    state = game.state.player(player)
    game.set_player(replace(state, drawn_unknown=state.drawn_unknown - 1))
    game.happened(HistoryEntry(Happened.DISCARDED, player=player))
    game.note(StepKind.EVENT, ("discard",),
              Message.of("event.discarded_drawn_unknown", player=player))


def sacrifice_chosen(game: Game, players: tuple[str, ...], action: ResolveAction,
                     source: str, amount: int) -> bool:
    """701.17a, 101.4: each player, in APNAP order, chooses ``amount`` permanents they control
    that the action's filter matches (all of them, without a question, if they have no more);
    then the chosen permanents are sacrificed. Whether any was."""
    chosen = _own_chosen(game, players, action, source, amount, "sacrifice",
                         "stack.sacrifice_which")
    for player, ident in chosen:
        perform.happen(game, Sacrifice(ident, player=player))
    return bool(chosen)


def return_chosen(game: Game, players: tuple[str, ...], action: ResolveAction,
                  source: str, amount: int) -> bool:
    """608.2d, 101.4: "return a permanent you control to its owner's hand": each player it
    names, in APNAP order, chooses ``amount`` permanents they control that the filter matches
    as the ability resolves (no target, 115.1: it may be the source itself; all of them,
    without a question, if they have no more); then the chosen permanents are put into their
    owners' hands (400.3) at once. Whether any was."""
    chosen = _own_chosen(game, players, action, source, amount, "resolve.choices",
                         "stack.return_which")
    for _, ident in chosen:
        perform.happen(game, Move(ident, Zone.HAND, rule="resolve"))
    return bool(chosen)


def _own_chosen(game: Game, players: tuple[str, ...], action: ResolveAction, source: str,
                amount: int, rule: str, question: str) -> list[tuple[str, str]]:
    """Each player's chosen permanents among those they control that ``action``'s filter
    matches, in APNAP order (101.4): ``amount`` each, all of them without a question if they
    have no more."""
    assert action.objects is not None
    chosen: list[tuple[str, str]] = []
    for player in (p for p in game.apnap() if p in players):
        reader = PermanentReader(source, player)
        mine = [o.id for o in sorted(game.permanents(), key=lambda o: (o.timestamp, o.id))
                if o.controller == player and matches(action.objects, o, reader)]
        for left in range(amount, 0, -1):
            if not mine:
                break
            pick = mine[0]
            if len(mine) > left:
                pick = game.ask(PendingChoice(
                    player=player, rules=cite(rule),
                    message=Message.of(question, player=player),
                    options=tuple(ChoiceOption(c, Message.of("stack.target_option",
                                                             target=game.name(c)))
                                  for c in mine)))
            mine.remove(pick)
            chosen.append((player, pick))
    return chosen


def _create_tokens(game: Game, item: StackItem, player: str, action: ResolveAction,
                   amount: int) -> None:
    """111.1, 111.2: ``player`` creates ``amount`` tokens like the action's."""
    create_tokens(game, player, action, amount, f"{item.id}~token{len(game.state.history)}")


def create_tokens(game: Game, player: str, action: ResolveAction, amount: int,
                  token_id: str) -> None:
    """111.1, 111.2: ``player`` creates ``amount`` tokens like the action's ``token``, owned
    and controlled by that player, summoning sick (302.6); they enter the battlefield through
    the replacement effects that apply (Doubling Season). ``token_id`` is the first one's id
    (the others are numbered after it, engine.game.tokens)."""
    spec = action.token
    assert spec is not None  # the declaration requires it
    chars = Characteristics(
        name=spec.name, mana_value=0, colors=sort_colors(spec.colors), types=spec.types,
        subtypes=spec.subtypes, supertypes=(), power=spec.power, toughness=spec.toughness,
        loyalty=None, abilities=spec.abilities, controller=player)
    token = GameObject(id=token_id, card_name=None, owner=player, zone=Zone.BATTLEFIELD,
                       timestamp=0, base=chars, characteristics=chars, token=True,
                       summoning_sick=True)
    perform.happen(game, CreateToken(player, token, amount))
