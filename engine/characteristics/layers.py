"""The layer system: an object's characteristics after every continuous effect (613).

:func:`apply_layers` applies the layers in order, 613.1a–g with layer 7 split
into the sublayers of 613.3a–e: characteristic-defining abilities first
(613.2), then the rest in timestamp order (613.6) unless dependency reorders
them (613.7, see :mod:`engine.characteristics.dependency`). An effect that started applying in
one layer keeps applying in later layers to the same objects, even if its
source has lost the ability by then (613.5). Counters apply in 7d. The trace
gets a step per effect applied per layer, per dependency, and the final
characteristics.
"""

from __future__ import annotations

from dataclasses import replace

from engine.abilities.effects import (
    LAYER_CONCEPT,
    LAYERS,
    Condition,
    ContinuousSpec,
    chosen_keys,
    continuous_spec,
)
from engine.characteristics.board import Board, WorkingChars
from engine.characteristics.dependency import (
    DependencyFinder,
    LayerEffect,
    affected,
    can_depend,
    exists,
    next_effect,
)
from engine.characteristics.modifications import (
    ActiveEffect,
    apply_modification,
    counter_pt,
    select,
    sync_land_mana,
)
from engine.concepts import Layer, Zone
from engine.state.objects import Characteristics, GameObject, GameState, ResolvedEffect
from engine.text import wording
from engine.text.citations import cite
from engine.text.trace import (
    Abilities,
    Change,
    Colors,
    Controller,
    Dependency,
    LayerValue,
    Message,
    NameAndType,
    PowerToughness,
    Step,
    StepKind,
    TypeLine,
)

ATTACHING_SUBTYPES = ("Aura", "Equipment", "Fortification")
REASON_KEYS = {
    "existence": "dependency.reason.existence",
    "text": "dependency.reason.text",
    "applies_to": "dependency.reason.applies_to",
    "what": "dependency.reason.what",
}


def layer_rule(layer: Layer) -> str:
    """The rule number of a layer or sublayer, e.g. ``"4"`` -> ``"613.1d"``."""
    return cite(LAYER_CONCEPT[layer])[0]


def layer_value(layer: Layer, chars: WorkingChars) -> LayerValue:
    """The characteristics a layer changes, as values (a step's before and after)."""
    if layer is Layer.COPY:
        return NameAndType(chars.name, TypeLine(chars.supertypes, chars.types, chars.subtypes))
    if layer is Layer.CONTROL:
        return Controller(chars.controller)
    if layer in (Layer.TEXT, Layer.ABILITY):
        return Abilities(tuple(a.label for _, a in chars.abilities))
    if layer is Layer.TYPE:
        return TypeLine(chars.supertypes, chars.types, chars.subtypes)
    if layer is Layer.COLOR:
        return Colors(chars.colors)
    return PowerToughness(chars.power, chars.toughness)


def _object_timestamp(obj: GameObject) -> tuple[int, str]:
    if obj.attached_to is not None and (
        obj.attached_timestamp is not None
        or any(s in ATTACHING_SUBTYPES for s in obj.base.subtypes)
    ):
        # 613.6d: an Aura, Equipment or Fortification gets a new timestamp when attached.
        stamp = obj.attached_timestamp if obj.attached_timestamp is not None else obj.timestamp
        return stamp, "timestamp.attachment"
    return obj.timestamp, "timestamp.static"


class _LayerRun:
    """One pass of the layer system over a state."""

    def __init__(self, state: GameState, trace: bool, locked: dict[str, tuple[str, ...]]) -> None:
        self.state = state
        self.trace = trace
        self.steps: list[Step] = []
        self.board: Board = {o.id: WorkingChars(o) for o in state.objects}
        for chars in self.board.values():
            if "Land" in chars.types:
                # 305.6: a land with a basic land type has that type's mana ability.
                sync_land_mana(chars, remove_old=False)
        # Every change to the board replaces an object's entry (copy on write), so an entry
        # still in this map was never changed: its characteristics are the printed ones.
        self.printed: Board = {i: c for i, c in self.board.items() if "Land" not in c.types}
        self.objects = {o.id: o for o in state.objects}
        self.started: dict[str, tuple[str, ...]] = {}
        self.started_effects: dict[str, ActiveEffect] = {}
        self.announced: set[str] = set()
        self.resolved = [self._resolved_effect(e) for e in state.effects]
        self.locked = locked
        self.grant_timestamps: dict[str, int] = {}
        self.conditions: dict[str, bool] = {}
        self.holders = {
            o.id for o in state.objects if any(continuous_spec(a) for a in o.base.abilities)
        }

    def final(self, obj: GameObject) -> Characteristics:
        """``obj``'s characteristics after the run (its printed ones, shared, if unchanged).

        208.3: a noncreature permanent has no power or toughness, even if its card has them
        printed (a Vehicle, a creature an effect turned into a land).
        """
        working = self.board[obj.id]
        chars = obj.base if self.printed.get(obj.id) is working else working.freeze()
        if (obj.zone == Zone.BATTLEFIELD and "Creature" not in chars.types
                and (chars.power is not None or chars.toughness is not None)):
            return replace(chars, power=None, toughness=None)
        return chars

    # --- gathering effects ---------------------------------------------------------------

    def _resolved_effect(self, effect: ResolvedEffect) -> ActiveEffect | None:
        spec = continuous_spec(effect.ability)
        if spec is None:
            return None
        source = self.objects.get(effect.source or "")
        chosen = dict(source.chosen) if source else {}
        chosen.update(effect.chosen)
        return ActiveEffect(
            id=effect.id,
            label=effect.card_name,
            spec=spec,
            timestamp=effect.timestamp,
            source=effect.source,
            slot=None,
            controller=effect.controller,
            resolved=True,
            targets=effect.targets,
            chosen=tuple(sorted(chosen.items())),
            timestamp_rule="timestamp.resolved",
        )

    def _static_effect(self, chars: WorkingChars, slot: str, spec: ContinuousSpec,
                       label: str) -> ActiveEffect:
        obj = self.objects[chars.id]
        stamp, rule = _object_timestamp(obj)
        if slot in self.grant_timestamps:
            # 613.6a: the later of the object's timestamp and the ability's.
            stamp = max(stamp, self.grant_timestamps[slot])
            rule = "timestamp.granted"
        return ActiveEffect(
            id=slot,
            label=_static_effect_label(chars, label),
            spec=spec,
            timestamp=stamp,
            source=chars.id,
            slot=slot,
            controller=chars.controller,
            resolved=False,
            chosen=obj.chosen,
            timestamp_rule=rule,
        )

    def gather(self, layer: Layer) -> list[LayerEffect]:
        found: dict[str, LayerEffect] = {}
        for effect in self.resolved:
            if effect is None or layer not in effect.spec.layers:
                continue
            locked = self.started.get(effect.id)
            if locked is None:
                locked = self.locked.get(effect.id)
            if locked is None and effect.spec.affects.ref == "targets":
                locked = tuple(t for t in effect.targets if t in self.board)
            found[effect.id] = self._layer_effect(effect, layer, locked)
        for holder in sorted(self.holders):
            chars = self.board[holder]
            for slot, ability in chars.abilities:
                spec = continuous_spec(ability)
                if spec is None or ability.kind not in ("static", "keyword") or (
                        layer not in spec.layers):
                    continue
                if spec.functions_in is not None and chars.zone not in spec.functions_in:
                    continue
                effect = self._static_effect(chars, slot, spec, ability.label)
                if spec.condition is not None and slot not in self.started_effects and (
                        not self.condition_holds(chars, effect, spec.condition, ability.label)):
                    continue
                if slot in self.started_effects:
                    effect = replace(self.started_effects[slot], spec=spec)
                locked = self.started.get(slot)
                if locked is None and spec.in_combat:
                    # 506.3: "Attacking creatures you control get +1/+0": of the creatures the
                    # filter describes, those attacking (blocking) now.
                    locked = tuple(i for i in select(spec.affects, effect, self.board)
                                   if self._in_combat(i, spec.in_combat))
                found[slot] = self._layer_effect(effect, layer, locked)
        # 613.5: an effect that started applying keeps applying to the same objects,
        # even though its source no longer has the ability.
        for ident, effect in self.started_effects.items():
            if ident not in found and layer in effect.spec.layers:
                found[ident] = self._layer_effect(effect, layer, self.started[ident])
        return sorted(found.values(), key=lambda e: e.effect.order_key)

    def _in_combat(self, object_id: str, wanted: str) -> bool:
        """506.3, 506.4: whether the object is an attacking / a blocking creature now."""
        if wanted == "attacking":
            return self.state.attacking(object_id) is not None
        return self.state.blocking(object_id) is not None

    def condition_holds(self, chars: WorkingChars, effect: ActiveEffect, condition: Condition,
                        label: str) -> bool:
        """611.3a: whether a static ability's condition holds now, read once per pass of the
        layers (the same answer in every layer); the trace says so when it doesn't."""
        slot = effect.id
        if slot in self.conditions:
            return self.conditions[slot]
        holds = _condition_holds(self.state, chars, condition, effect, self.board)
        self.conditions[slot] = holds
        if not holds and self.trace:
            self.steps.append(Step(
                StepKind.NOTE, cite("static_condition"),
                Message.of("condition.unmet", effect=_static_effect_label(chars, label)),
                effect=slot,
            ))
        return holds

    def _layer_effect(self, effect: ActiveEffect, layer: Layer,
                      locked: tuple[str, ...] | None) -> LayerEffect:
        mods = tuple(m for m in effect.spec.modifications if m.layer == layer)
        if effect.id not in self.announced:
            self.announced.add(effect.id)
            self.note_timestamp(effect)
        # A choice the effect needs was never made (the scenario left it out): the
        # parts that need it do nothing, rather than guessing. Clone "may" copy.
        made = set(dict(effect.chosen)) | {"copy"}
        if "player" in made:
            made.add("opponent")  # the "chosen" player relation reads either choice
        missing = tuple(sorted(set().union(*(chosen_keys(m) for m in mods)) - made))
        if missing:
            mods = tuple(m for m in mods if not chosen_keys(m) - made)
        return LayerEffect(effect, mods, locked, effect.id in self.started, missing)

    # --- applying ------------------------------------------------------------------------

    def run(self, through: Layer = Layer.PT_SWITCH) -> None:
        for layer in LAYERS[: LAYERS.index(through) + 1]:
            if layer is Layer.PT_COUNTERS:
                self.apply_counters()
                continue
            effects = self.gather(layer)
            if not effects:
                continue
            # 613.2 / 613.3a: characteristic-defining abilities apply first; 613.7a(c):
            # they depend only on one another.
            cdas = [e for e in effects if e.effect.spec.cda]
            others = [e for e in effects if not e.effect.spec.cda]
            for group in (cdas, others):
                self.apply_group(layer, group)

    def apply_group(self, layer: Layer, pending: list[LayerEffect]) -> None:
        waiting_noted: set[tuple[str, str]] = set()
        loops_noted: set[frozenset[str]] = set()
        while pending:
            loop: set[str] = set()
            chosen = pending[0]
            if len(pending) > 1 and can_depend(pending):
                # 613.7c: worked out again before each application. The earliest
                # effect goes first unless it depends on another (613.7b).
                finder = DependencyFinder(self.board)
                if finder.depends_on(chosen, pending):
                    graph = finder.graph(pending)
                    chosen, loop = next_effect(pending, graph)
                    if self.trace:
                        self.note_dependencies(layer, pending, chosen, graph, waiting_noted)
                        if loop and frozenset(loop | {chosen.id}) not in loops_noted:
                            loops_noted.add(frozenset(loop | {chosen.id}))
                            self.note_loop(layer, chosen, loop)
                if self.trace:
                    self.note_dependents(layer, pending, chosen, loop, finder, waiting_noted)
            pending = [e for e in pending if e is not chosen]
            self.apply_one(layer, chosen)

    def apply_one(self, layer: Layer, layer_effect: LayerEffect) -> None:
        effect = layer_effect.effect
        if not exists(layer_effect, self.board):
            if self.trace:
                self.steps.append(Step(
                    StepKind.LAYER, (layer_rule(layer), *cite("dependency.definition")),
                    Message.of("layer.gone", effect=effect.label, layer=layer_rule(layer)),
                    layer=layer_rule(layer), effect=effect.id, timestamp=effect.timestamp,
                ))
            return
        mods = layer_effect.mods
        if layer_effect.missing_choices and self.trace:
            self.steps.append(Step(
                StepKind.NOTE, (layer_rule(layer),),
                Message.of("choice.missing", effect=effect.label,
                           keys=layer_effect.missing_choices),
                layer=layer_rule(layer), effect=effect.id, timestamp=effect.timestamp,
            ))
        targets = affected(layer_effect, self.board)
        first = effect.id not in self.started
        if first:
            self.started[effect.id] = targets
            self.started_effects[effect.id] = effect
        extra: set[str] = set()
        updates: dict[str, WorkingChars] = {}
        for object_id in targets:
            chars = self.board[object_id].copy()
            if layer == Layer.COPY and self.objects[object_id].face_up is not None:
                # 708.2a and layer 1b of the current rules: a face-down permanent's values are
                # applied after copy effects (layer 1b after 1a): it stays a face-down 2/2
                # while face down (its copy effect applies once it is turned face up).
                extra.add("face_down.characteristics")
                updates[object_id] = chars
                continue
            for mod in mods:
                extra.update(apply_modification(mod, chars, effect, self.board))
            updates[object_id] = chars
        before = {i: self.board[i] for i in targets}
        self.board.update(updates)
        if layer in ("1", "3", "4", "6"):
            for object_id, chars in updates.items():
                for slot, ability in chars.abilities:
                    if continuous_spec(ability) is not None:
                        self.holders.add(object_id)
                        if ">" in slot:
                            self.grant_timestamps.setdefault(slot, effect.timestamp)
                        break
        if not self.trace:
            return
        rules = [layer_rule(layer)]
        if effect.spec.cda:
            rules.extend(cite("cda_first"))
        if effect.spec.condition is not None:
            rules.extend(cite("static_condition"))
            if effect.spec.condition.counter == "level":
                # 711.2: a leveler's level symbol (a range of level counters).
                rules.extend(cite("level_symbol"))
        if not first:
            rules.extend(cite("continuation"))
        elif layer_effect.locked is not None and effect.resolved and (
            effect.spec.affects.ref == "filter"
        ):
            rules.extend(cite("locked_set"))
        rules.extend(cite(*sorted(extra)))
        names = tuple(self.board[i].name for i in targets)
        was = {i: layer_value(layer, before[i]) for i in targets}
        now = {i: layer_value(layer, updates[i]) for i in targets}
        self.steps.append(Step(
            StepKind.LAYER,
            tuple(rules),
            Message.of(
                "layer.apply" if targets else "layer.apply_none",
                layer=layer_rule(layer),
                effect=effect.label,
                timestamp=effect.timestamp,
                objects=names,
                changes=tuple(Change(i, was[i], now[i]) for i in targets),
            ),
            layer=layer_rule(layer),
            effect=effect.id,
            timestamp=effect.timestamp,
            before=tuple((i, was[i]) for i in targets),
            after=tuple((i, now[i]) for i in targets),
        ))

    def apply_counters(self) -> None:
        rule = layer_rule(Layer.PT_COUNTERS)
        for object_id in sorted(self.board):
            obj = self.objects[object_id]
            if not obj.counters:
                continue
            chars = self.board[object_id]
            if chars.power is None or chars.toughness is None:
                continue
            power, toughness = counter_pt(obj.counters)
            if power == 0 and toughness == 0 and not any("/" in n for n, _ in obj.counters):
                continue
            before = layer_value(Layer.PT_COUNTERS, chars)
            chars = chars.copy()
            chars.power = (chars.power or 0) + power
            chars.toughness = (chars.toughness or 0) + toughness
            self.board[object_id] = chars
            if self.trace:
                after = layer_value(Layer.PT_COUNTERS, chars)
                counters = tuple(f"{n} ×{c}" for n, c in obj.counters if "/" in n)
                self.steps.append(Step(
                    StepKind.LAYER, (rule,),
                    Message.of("layer.counters", layer=rule, object=chars.name, counters=counters,
                               before=before, after=after),
                    object=object_id, layer=rule, before=((object_id, before),),
                    after=((object_id, after),),
                ))

    # --- trace ---------------------------------------------------------------------------

    def note_timestamp(self, effect: ActiveEffect) -> None:
        if not self.trace:
            return
        self.steps.append(Step(
            StepKind.TIMESTAMP, cite(effect.timestamp_rule),
            Message.of(f"{effect.timestamp_rule}.note", effect=effect.label,
                       timestamp=effect.timestamp),
            effect=effect.id, timestamp=effect.timestamp,
        ))

    def note_dependencies(self, layer: Layer, pending: list[LayerEffect], chosen: LayerEffect,
                          graph: dict[str, dict[str, str]],
                          noted: set[tuple[str, str]]) -> None:
        for waiting in pending:
            if waiting.effect.order_key >= chosen.effect.order_key:
                break
            labels = {e.id: e.effect.label for e in pending}
            for depends_on, reason in sorted(graph.get(waiting.id, {}).items()):
                if (waiting.id, depends_on) in noted:
                    continue
                noted.add((waiting.id, depends_on))
                self.steps.append(Step(
                    StepKind.DEPENDENCY, cite("dependency.definition", "dependency.wait"),
                    Message.of(
                        "dependency.waits", layer=layer_rule(layer), effect=waiting.effect.label,
                        depends_on=labels[depends_on],
                        reason=Message.of(REASON_KEYS[reason]),
                    ),
                    layer=layer_rule(layer), effect=waiting.id,
                    timestamp=waiting.effect.timestamp,
                    dependency=Dependency(waiting.id, depends_on, reason),
                ))

    def note_dependents(self, layer: Layer, pending: list[LayerEffect], chosen: LayerEffect,
                        loop: set[str], finder: DependencyFinder,
                        noted: set[tuple[str, str]]) -> None:
        """613.7a: the pending effects that depend on the one applied next. Their order
        does not change (the effect they depend on goes first anyway), but the dependency
        exists, and the trace says so."""
        for dependent in pending:
            if dependent is chosen or dependent.id in loop or (dependent.id, chosen.id) in noted:
                continue
            reason = finder.depends_on(dependent, [chosen]).get(chosen.id)
            if reason is None:
                continue
            noted.add((dependent.id, chosen.id))
            self.steps.append(Step(
                StepKind.DEPENDENCY, cite("dependency.definition", "dependency.wait"),
                Message.of(
                    "dependency.first", layer=layer_rule(layer), effect=dependent.effect.label,
                    depends_on=chosen.effect.label, reason=Message.of(REASON_KEYS[reason]),
                ),
                layer=layer_rule(layer), effect=dependent.id,
                timestamp=dependent.effect.timestamp,
                dependency=Dependency(dependent.id, chosen.id, reason),
            ))

    def note_loop(self, layer: Layer, chosen: LayerEffect, loop: set[str]) -> None:
        self.steps.append(Step(
            StepKind.DEPENDENCY, cite("dependency.wait"),
            Message.of("dependency.loop", layer=layer_rule(layer), effect=chosen.effect.label,
                       others=tuple(sorted(loop))),
            layer=layer_rule(layer), effect=chosen.id, timestamp=chosen.effect.timestamp,
            dependency=Dependency(chosen.id, sorted(loop)[0], "loop"),
        ))


def _condition_holds(state: GameState, chars: WorkingChars, condition: Condition,
                     effect: ActiveEffect, board: Board) -> bool:
    """611.3a: whether every part of a static ability's condition holds in ``state`` for the
    source ``chars`` ("you": its controller, as the layers so far left it)."""
    source = state.object(chars.id)
    if condition.your_turn is not None and (
            (state.active_player == chars.controller) != condition.your_turn):
        return False
    if condition.tapped is not None and source.tapped != condition.tapped:
        return False
    if condition.in_combat == "attacking" and state.attacking(chars.id) is None:
        # 506.3, 506.4: an attacking creature until it is removed from combat or combat ends.
        return False
    if condition.in_combat == "blocking" and state.blocking(chars.id) is None:
        return False
    if condition.counter is not None:
        # 122.1; 711.2: a level symbol's range of level counters.
        count = source.counter(condition.counter)
        if count < condition.counter_at_least or (
                condition.counter_at_most is not None and count > condition.counter_at_most):
            return False
    attached = [board[o.id] for o in state.objects
                if o.attached_to == chars.id and o.zone == Zone.BATTLEFIELD and o.id in board]
    # 303.4, 301.5: enchanted: an Aura is attached to it; equipped: an Equipment is.
    if condition.enchanted and not any("Aura" in a.subtypes for a in attached):
        return False
    if condition.equipped and not any("Equipment" in a.subtypes for a in attached):
        return False
    if condition.city_blessing and not any(
            p.id == chars.controller and p.city_blessing for p in state.players):
        # 702.131c: a designation its controller has or hasn't.
        return False
    if condition.life_at_most is not None or condition.life_at_least is not None:
        player = next((p for p in state.players if p.id == chars.controller), None)
        if player is None:
            return False
        if condition.life_at_most is not None and player.life > condition.life_at_most:
            return False
        if condition.life_at_least is not None and player.life < condition.life_at_least:
            return False
    if condition.opponent_life_at_most is not None and not any(
            p.id != chars.controller and p.life <= condition.opponent_life_at_most
            for p in state.players if not p.lost):
        return False
    # The objects as the layers applied so far left them (the oracle compiler reads such a
    # condition only for effects in layers 6 and 7, after types, colors and control).
    return condition.exists is None or (
        len(select(condition.exists, effect, board)) >= condition.at_least)


def _locked_sets(state: GameState) -> dict[str, tuple[str, ...]]:
    """611.2c: a resolved effect that changes characteristics of a described group
    affects the objects in that group when it began, found by running the layers
    over the game as it was at the effect's timestamp (earlier objects and effects).

    Effects are taken in timestamp order so each earlier effect's set is known when
    a later one needs it: one extra pass of the layers per such effect.
    """
    locked: dict[str, tuple[str, ...]] = {}
    for effect in sorted(state.effects, key=lambda e: (e.timestamp, e.id)):
        spec = continuous_spec(effect.ability)
        if spec is None:
            continue
        if effect.affected is not None:
            locked[effect.id] = effect.affected
            continue
        if spec.affects.ref != "filter":
            continue
        earlier = replace(
            state,
            objects=tuple(o for o in state.objects if o.timestamp < effect.timestamp),
            effects=tuple(e for e in state.effects if e.timestamp < effect.timestamp),
        )
        known = {e.id: locked[e.id] for e in earlier.effects if e.id in locked}
        run = _LayerRun(earlier, trace=False, locked=known)
        # Descriptions read no power or toughness, so layers 1-6 decide the set.
        run.run(through=Layer.ABILITY)
        active = run._resolved_effect(effect)
        assert active is not None
        locked[effect.id] = select(spec.affects, active, run.board)
    return locked


def apply_layers(state: GameState, *, trace: bool = True) -> tuple[GameState, tuple[Step, ...]]:
    """613: compute every object's characteristics; the new state and the steps taken.

    With ``trace=False`` no steps are built (the game loop's re-runs after each change,
    whose steps nobody reads); the state is the same either way.
    """
    run = _LayerRun(state, trace=trace, locked=_locked_sets(state))
    if trace:
        for effect in state.effects:
            if effect.id in run.locked and effect.affected is None:
                run.steps.append(Step(
                    StepKind.NOTE, cite("locked_set"),
                    Message.of("locked_set.note", effect=effect.card_name,
                               objects=run.locked[effect.id]),
                    effect=effect.id, timestamp=effect.timestamp,
                ))
    run.run()
    layered = _with_characteristics(state, run)
    if not trace:
        return layered, ()
    final_steps = [_final_step(obj, run.board[obj.id]) for obj in layered.objects
                   if obj.zone == "battlefield" or obj.characteristics != obj.base]
    return layered, (*run.steps, *final_steps)


def _final_step(obj: GameObject, working: WorkingChars) -> Step:
    """The step that states an object's characteristics once the layers have run."""
    chars = obj.characteristics
    return Step(
        StepKind.CHARACTERISTICS, cite("characteristics"),
        Message.of(
            "characteristics.final", object=obj.id, name=chars.name,
            type_line=wording.type_line_code(working.supertypes, working.types,
                                             working.subtypes),
            colors="".join(chars.colors) or "-",
            pt=wording.pt_code(chars.power, chars.toughness), controller=chars.controller,
            abilities=tuple(a.label for a in chars.abilities),
        ),
        object=obj.id,
    )


def _with_characteristics(state: GameState, run: _LayerRun) -> GameState:
    """The state with each object's characteristics as the run left them; an object whose
    characteristics did not change is kept as it is, and so is a state none of whose did."""
    objects = []
    changed = False
    for obj in state.objects:
        chars = run.final(obj)
        if chars is obj.characteristics or chars == obj.characteristics:
            objects.append(obj)
        else:
            objects.append(replace(obj, characteristics=chars))
            changed = True
    return replace(state, objects=tuple(objects)) if changed else state


_LABEL_WORDS_LIMIT = 40


def _static_effect_label(chars: WorkingChars, ability: str) -> str:
    """How the trace names a static ability's effect: by its object, plus the ability if needed.

    Most sources have one such ability, and "Opalescence" reads better in a step than its whole
    Oracle sentence; a source with several (Elesh Norn) adds the ability's opening words.
    """
    statics = sum(1 for _, a in chars.abilities if not a.is_keyword)
    if statics <= 1:
        return chars.name
    if len(ability) <= _LABEL_WORDS_LIMIT:
        return f"{chars.name}: {ability}"
    cut = ability.rfind(" ", 0, _LABEL_WORDS_LIMIT)
    return f"{chars.name}: {ability[:cut if cut > 0 else _LABEL_WORDS_LIMIT]}…"
