"""The game driver: layers, then state-based actions, then each event (rules 104, 120, 704).

After the layer system (613) has computed every object's characteristics, state-based actions
are checked (704.3) until none apply; then each of the scenario's events happens in order,
through the replacement and prevention effects that apply to it (614-616), and state-based
actions are checked again after each. The game ends when a player wins or the game is a
draw (104); processing stops there, or at a question no answer was given for.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine import legacy_kinds as _legacy_kinds  # noqa: F401  (registers the 0.4 kinds)
from engine import prevention as _prevention  # noqa: F401  (registers prevention kinds)
from engine.abilities import Ability
from engine.choices import Answers, ChoiceNeeded
from engine.citations import cite
from engine.effects import COLORS, ContinuousSpec, Modification, Selector
from engine.errors import ScenarioError
from engine.events import (
    CeaseToExist,
    Damage,
    Destroy,
    Draw,
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
    WinGame,
)
from engine.layers import apply_layers
from engine.objects import (
    ChoiceOption,
    GameObject,
    GameState,
    Happened,
    HistoryEntry,
    PendingChoice,
    Player,
    ResolvedEffect,
)
from engine.objects import Event as ScenarioEvent
from engine.prevention import CantSpec, Prevent, PreventionSpec, ProtectionSpec
from engine.prevention import spec_of as prevention_spec
from engine.replacement import HANDLERS, ReplacementEffect, name_of, resolve
from engine.replacements import functions_in, is_resolved_only, object_matches, spec_of
from engine.sba import Action, find_actions
from engine.trace import Message, Step, StepKind

# A state-based-action check that keeps finding something to do this many times in a row is
# an unbreakable loop: 104.4b makes the game a draw.
MAX_SBA_ROUNDS = 1000
# Each draw is played one at a time (121.2); a scenario asking for more is a typo, not a game.
MAX_DRAWS = 1000


def play(state: GameState) -> tuple[GameState, tuple[Step, ...]]:
    """Play the scenario: layers, state-based actions, then each event (see module doc)."""
    game = Game(state)
    game.run()
    return game.state, tuple(game.steps)


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """The state once the first `after_step` steps were taken: after the first state-based
    action check, and after each event (or batch of combat damage) and its checks.

    It holds everything :func:`resume` needs: the state (with its prevention shields and
    history), how many of the scenario's events and answers were used, the objects resolved
    effects were fixed to at the start (611.2c, 615.10) and the do-nothing state-based actions
    already said once.
    """

    after_step: int
    state: GameState
    events_done: int = 0
    answers_used: int = 0
    fixed: tuple[tuple[str, tuple[str, ...]], ...] = ()
    noted: frozenset[tuple[str, str]] = frozenset()


def play_with_checkpoints(
    state: GameState,
) -> tuple[GameState, tuple[Step, ...], tuple[Checkpoint, ...]]:
    """:func:`play`, also keeping the state between events (for a step-by-step board)."""
    game = Game(state, record=True)
    game.run()
    return game.state, tuple(game.steps), tuple(game.checkpoints)


def resume(checkpoint: Checkpoint) -> tuple[GameState, tuple[Step, ...]]:
    """Play on from a checkpoint: its remaining events; the final state and the steps taken
    after the checkpoint (those a straight :func:`play` takes after `after_step`)."""
    game = Game(checkpoint.state)
    game.answers = Answers(checkpoint.state.choices, used=checkpoint.answers_used)
    game._fixed = dict(checkpoint.fixed)
    game._noted = set(checkpoint.noted)
    game.play_events(checkpoint.events_done)
    return game.state, tuple(game.steps)


class Game:
    """One run of a scenario. Holds the current state; every change makes a new state."""

    def __init__(self, state: GameState, *, record: bool = False) -> None:
        self.state = state
        self.steps: list[Step] = []
        # With `record`, the state after each event is kept (play_with_checkpoints).
        self.record = record
        self.checkpoints: list[Checkpoint] = []
        self.answers = Answers(state.choices)
        self.batch: list[Event] = []
        self._dirty = True
        self._entering: dict[Enter, GameObject | None] = {}
        self._effects: tuple[ReplacementEffect, ...] | None = None
        self._cant: tuple[tuple[str, str, CantSpec], ...] | None = None
        self._fixed: dict[str, tuple[str, ...]] = {}
        # Actions that apply but do nothing, already said once: (object or player, rule).
        self._noted: set[tuple[str, str]] = set()

    # --- the run -------------------------------------------------------------------------

    def run(self) -> None:
        """Layers, state-based actions, then every event until the game ends or asks."""
        self.steps.append(Step(
            StepKind.SETUP, (),
            Message.of("game.start", players=tuple(p.id for p in self.state.players),
                       objects=len(self.state.objects), effects=len(self.state.effects)),
        ))
        self.state, layer_steps = apply_layers(self.state)
        self.steps.extend(layer_steps)
        self._dirty = False
        self._setup()
        self.play_events(None)

    def play_events(self, done: int | None) -> None:
        """The scenario's events after the first `done` (None: the first state-based action
        check, then all of them), until the game ends or asks."""
        try:
            if done is None:
                self.check_state_based_actions()
                done = 0
                self._checkpoint(done)
            for group in _groups(self.state.events[done:]):
                if self.state.game_over:
                    break
                self._scenario_events(group)
                done += len(group)
                self.check_state_based_actions()
                self._checkpoint(done)
        except ChoiceNeeded as needed:
            self.steps.extend(needed.steps)
            self.refresh()
            self.state = replace(self.state, pending_choice=needed.request)
            return
        self.refresh()
        unused = self.answers.unused()
        if unused and not self.state.game_over:
            first = unused[0]
            raise ScenarioError(
                f"choices[{first.index}]", "no question was asked that this answer could answer"
            )

    def _checkpoint(self, events_done: int) -> None:
        if self.record:
            self.refresh()
            self.checkpoints.append(Checkpoint(
                len(self.steps), self.state, events_done, self.answers.used,
                tuple(self._fixed.items()), frozenset(self._noted)))

    def _setup(self) -> None:
        """Planeswalkers already on the battlefield have loyalty counters (122.1c)."""
        for obj in self.state.objects:
            chars = obj.characteristics
            if (
                obj.zone == "battlefield"
                and chars.is_type("Planeswalker")
                and chars.loyalty is not None
                and "loyalty" not in dict(obj.counters)
            ):
                counters = tuple(sorted((*obj.counters, ("loyalty", chars.loyalty))))
                self.state = self.state.with_object(replace(obj, counters=counters))
                self._note(StepKind.SETUP, ("counters.loyalty",),
                           Message.of("event.setup.loyalty", object=chars.name,
                                      amount=chars.loyalty), obj.id)
                self._dirty = True
        for effect in self.state.effects:
            self._fixed[effect.id] = self._fixed_targets(effect)

    def _fixed_targets(self, effect: ResolvedEffect) -> tuple[str, ...]:
        if effect.affected is not None:
            return effect.affected
        spec = prevention_spec(effect.ability)
        if spec is not None and spec.sharing_color and effect.targets:
            # 615.10: the target and each other creature sharing a color with it as the
            # effect resolved get a shield; later color changes or arrivals change nothing.
            first = effect.targets[0]
            if self.state.has_object(first):
                colors = set(self.state.object(first).characteristics.colors)
                sharing = tuple(
                    o.id
                    for o in self.state.objects
                    if o.zone == "battlefield"
                    and o.id != first
                    and o.characteristics.is_type("Creature")
                    and colors & set(o.characteristics.colors)
                )
                return (first, *sharing)
        return effect.targets

    # --- the GameView protocol -----------------------------------------------------------

    def refresh(self) -> None:
        """Run the layers again if something changed since they last ran."""
        if self._dirty:
            self.state, _ = apply_layers(self.state)
            self._dirty = False
            self._entering = {}
            self._effects = None
            self._cant = None

    def changed(self, state: GameState) -> None:
        """Take a new state; the layers run again before anything reads it."""
        self.state = state
        self._dirty = True

    def obj(self, object_id: str) -> GameObject | None:
        self.refresh()
        state = self.state
        return state.object(object_id) if state.has_object(object_id) else None

    def is_player(self, ref: str) -> bool:
        return any(p.id == ref for p in self.state.players)

    def opponents(self, player: str) -> tuple[str, ...]:
        return tuple(p.id for p in self.state.players if p.id != player and not p.lost)

    def life(self, player: str) -> int:
        return self.state.player(player).life

    def library_size(self, player: str) -> int:
        extra = sum(1 for o in self.state.objects if o.zone == "library" and o.owner == player)
        return self.state.player(player).library + extra

    def entering_view(self, event: Event) -> GameObject | None:
        if not isinstance(event, Enter):
            return None
        return self._as_on_battlefield(event)

    def _as_on_battlefield(self, event: Enter) -> GameObject | None:
        self.refresh()
        if event not in self._entering:
            self._entering[event] = self._hypothetical(event)
        return self._entering[event]

    def _hypothetical(self, event: Enter) -> GameObject | None:
        """614.12: the object as it would exist on the battlefield, with the replacement
        effects applied so far and the continuous effects that would apply to it there."""
        if not self.state.has_object(event.object):
            return None
        obj = self.state.object(event.object)
        if _cannot_be_permanent(obj):
            return None
        hypothetical = self._entered(self.state, obj, event)
        hypothetical, _ = apply_layers(hypothetical)
        return hypothetical.object(event.object)

    def shield(self, key: str) -> int | None:
        return self.state.shield(key)

    def apnap(self) -> tuple[str, ...]:
        return self.state.apnap()

    def creature_died(self) -> bool:
        return self.state.has_happened(Happened.DIED)

    def controls_matching(self, effect: ReplacementEffect, selector: Selector) -> bool:
        self.refresh()
        for obj in self.state.objects:
            if obj.zone == "battlefield" and obj.controller == effect.controller:
                view = self.obj(obj.id)
                if view is not None and object_matches(selector, view, effect, self):
                    return True
        return False

    def life_after(self, event: Event) -> int:
        assert isinstance(event, LoseLife)
        life = self.life(event.player)
        others = [e for e in self.batch if e is not event]
        change = -event.amount
        for other in others:
            if isinstance(other, GainLife) and other.player == event.player:
                change += other.amount
            elif isinstance(other, LoseLife) and other.player == event.player:
                change -= other.amount
        return life + change

    def graveyard_cards(self, player: str) -> tuple[str, ...]:
        return tuple(o.id for o in self._owned_in("graveyard", player) if not o.token)

    def _owned_in(self, zone: str, player: str) -> list[GameObject]:
        """The objects `player` owns in `zone`, the earliest put there first."""
        return sorted((o for o in self.state.objects if o.zone == zone and o.owner == player),
                      key=lambda o: (o.timestamp, o.id))

    def ask(self, request: PendingChoice) -> str:
        answer = self.answers.answer(request)
        self._note(StepKind.CHOICE, (), Message.of(
            "choice.made", player=answer.player, object=self._name(answer.choose)),
            answer.choose, choice=answer.index, rules=request.rules)
        return answer.choose

    def damage_cant_be_prevented(self) -> bool:
        return any("prevent_damage" in spec.what for _, _, spec in self.cant_effects())

    # --- effects -------------------------------------------------------------------------

    def replacement_effects(self, event: Event) -> tuple[ReplacementEffect, ...]:
        """Every replacement and prevention effect that exists for this event."""
        self.refresh()
        if self._effects is None:
            self._effects = self._standing_effects()
        effects = self._effects
        if isinstance(event, Enter):
            effects = tuple(e for e in effects if e.source != event.object)
            effects += self._own_entering_effects(event)
        return effects

    def _standing_effects(self) -> tuple[ReplacementEffect, ...]:
        effects: list[ReplacementEffect] = []
        for obj in self.state.objects:
            for i, ability in enumerate(obj.characteristics.abilities):
                protection = ability.spec
                if isinstance(protection, ProtectionSpec) and obj.zone == "battlefield":
                    # 702.16e: protection prevents damage from sources with the quality.
                    effects.append(self._from_object(
                        obj.id, obj.characteristics.name, obj.controller, i,
                        Ability("protection", ability.label, protection), obj.timestamp))
                    continue
                if ability.kind not in HANDLERS or _resolved_only(ability):
                    continue
                if not _functions(ability, obj.zone) or _own_entry_only(ability):
                    continue
                effects.append(self._from_object(obj.id, obj.characteristics.name,
                                                 obj.controller, i, ability, obj.timestamp))
        for effect in self.state.effects:
            if effect.ability.kind in HANDLERS:
                effects.append(ReplacementEffect(
                    key=effect.id,
                    id=effect.id,
                    source=effect.source or effect.id,
                    controller=effect.controller,
                    kind=effect.ability.kind,
                    label=effect.card_name,
                    params=effect.ability.spec,
                    text=effect.ability.label,
                    fixed_targets=self._fixed.get(effect.id, effect.targets),
                    timestamp=effect.timestamp,
                ))
        return tuple(effects)

    @staticmethod
    def _from_object(object_id: str, name: str, controller: str, index: int,
                     ability: Ability, timestamp: int) -> ReplacementEffect:
        return ReplacementEffect(
            key=f"{object_id}#{index + 1}",
            id=object_id,
            source=object_id,
            controller=controller,
            kind=ability.kind,
            label=name,
            params=ability.spec,
            timestamp=timestamp,
            text=ability.label,
        )

    def _own_entering_effects(self, event: Enter) -> tuple[ReplacementEffect, ...]:
        """614.12: a permanent's own "enters tapped/with" abilities, as it would exist."""
        entering = self._as_on_battlefield(event)
        if entering is None:
            return ()
        chars = entering.characteristics
        own: list[ReplacementEffect] = []
        for i, ability in enumerate(chars.abilities):
            if _own_entry_only(ability):
                own.append(self._from_object(event.object, chars.name, chars.controller, i,
                                             ability, 0))
        return tuple(own)

    def cant_effects(self) -> tuple[tuple[str, str, CantSpec], ...]:
        """The "can't" abilities of permanents: (label, controller, spec)."""
        self.refresh()
        if self._cant is None:
            found = []
            for obj in self.state.objects:
                if obj.zone != "battlefield":
                    continue
                for ability in obj.characteristics.abilities:
                    if ability.kind == "cant" and isinstance(ability.spec, CantSpec):
                        found.append((obj.characteristics.name, obj.controller, ability.spec))
            self._cant = tuple(found)
        return self._cant

    def _cant_label(self, what: str, player: str | None = None,
                    obj: GameObject | None = None) -> str | None:
        for label, controller, spec in self.cant_effects():
            if what not in spec.what:
                continue
            if what == "lose_game" and player != controller:
                continue
            if what == "opponents_win_game" and player not in self.opponents(controller):
                continue
            if what == "permanents_get_counters" and obj is not None and spec.affects is not None:
                probe = ReplacementEffect(key="", id="", source="", controller=controller,
                                          kind="cant", label=label)
                if not object_matches(replace(spec.affects, zones=None), obj, probe, self):
                    continue
            return label
        return None

    # --- events --------------------------------------------------------------------------

    def _scenario_events(self, group: list[ScenarioEvent]) -> None:
        if len(group) > 1:
            self._note(StepKind.EVENT, ("combat.simultaneous",),
                       Message.of("event.combat_group", first=group[0].index + 1,
                                  last=group[-1].index + 1))
        for scenario_event in group:
            self._note_event(scenario_event)
        if group[0].type == "damage":
            self.deal_damage([
                Damage(e.source or "", e.target or "", e.amount or 0, e.combat) for e in group
            ])
            return
        for event in _to_events(group[0]):
            self.happen(event)

    def _note_event(self, event: ScenarioEvent) -> None:
        self._note(StepKind.EVENT, _EVENT_RULES[event.type],
                   Message.of(_event_key(event), number=event.index + 1,
                              source=self._name(event.source), target=self._name(event.target),
                              amount=event.amount, counter=event.counter,
                              player=event.player, object=self._name(event.object),
                              zone=event.to, combat=event.combat))

    def _name(self, ref: str | None) -> str:
        return "" if ref is None else name_of(ref, self)

    def happen(self, event: Event) -> None:
        """One event: apply replacement and prevention effects (614-616), then perform it."""
        if self.state.game_over:
            # 104.1: the game is over; nothing else happens.
            return
        if isinstance(event, Damage):
            self.deal_damage([event])
            return
        event_or_none = self._prepare(event)
        if event_or_none is None:
            return
        resolution = resolve(event_or_none, self, self.replacement_effects, self.answers)
        self.steps.extend(resolution.steps)
        self._use_shields(resolution.usage)
        for final in resolution.events:
            self._finish(final)
        for extra in resolution.extra:
            self.happen(extra)

    def _prepare(self, event: Event) -> Event | None:
        """What the event really is, or None if it can't happen (614.7)."""
        if isinstance(event, Destroy):
            view = self.obj(event.target)
            if view is None or view.zone != "battlefield":
                self._note(StepKind.EVENT, ("replacement.would_happen",),
                           Message.of("event.not_on_battlefield", object=self._name(event.target)),
                           event.target)
                return None
            if "Indestructible" in view.keywords:
                self._note(StepKind.EVENT, ("keyword.indestructible",),
                           Message.of("event.indestructible", object=view.name), event.target)
                return None
            return event
        if isinstance(event, Move) and event.to == "battlefield":
            return self._prepare(Enter(event.object, rule=event.rule))
        if isinstance(event, Enter):
            view = self.obj(event.object)
            if view is None:
                return None
            if view.zone == "battlefield":
                self._note(StepKind.EVENT, ("replacement.would_happen",),
                           Message.of("event.already_there", object=view.name), event.object)
                return None
            if self.state.object(event.object).token:
                # 111.8: a token that has left the battlefield can't come back.
                self._note(StepKind.EVENT, ("token.stays",),
                           Message.of("event.token_stays", object=view.name), event.object)
                return None
            if _cannot_be_permanent(self.state.object(event.object)):
                self._note(StepKind.EVENT, ("zone.stays",),
                           Message.of("event.cannot_enter", object=view.name), event.object)
                return None
            self._note_lost_entry_abilities(event)
            self._choose_as_it_enters(event)
            entering = self.entering_view(event)
            if entering is not None and "Planeswalker" in entering.types and not event.counters:
                chars = self.state.object(event.object).characteristics
                loyalty = chars.loyalty or 0
                if loyalty:
                    return replace(event, counters=(("loyalty", loyalty),))
            return event
        return None if self._blocked(event) else event

    def _blocked(self, event: Event) -> bool:
        """Whether a "can't" effect or the rules stop the event from happening at all (614.7)."""
        if isinstance(event, GainLife):
            if event.amount <= 0:
                return True
            label = self._cant_label("gain_life")
            if label is not None:
                self._note(StepKind.EVENT, ("life.cant_gain", "replacement.would_happen"),
                           Message.of("event.cant_gain", player=event.player, effect=label))
                return True
        if isinstance(event, PutCounters):
            if event.amount <= 0:
                return True
            if self.is_player(event.target):
                label = self._cant_label("players_get_counters")
            else:
                label = self._cant_label("permanents_get_counters", obj=self.obj(event.target))
            if label is not None:
                self._note(StepKind.EVENT, ("replacement.would_happen",),
                           Message.of("event.cant_counters", target=self._name(event.target),
                                      effect=label))
                return True
        return False

    def _finish(self, event: Event) -> None:
        """An event all replacement effects were applied to: it happens, unless it can't."""
        if isinstance(event, Damage):
            self.deal_damage([event], replaced=True)
        elif not self._blocked(event):
            self.perform(event)

    def _choose_as_it_enters(self, event: Enter) -> None:
        """614.1c, 614.12a: "As [this] enters, choose a color": chosen before it enters."""
        entering = self._as_on_battlefield(event)
        if entering is None:
            return
        obj = self.state.object(event.object)
        for ability in entering.characteristics.abilities:
            spec = spec_of(ability)
            choice = spec.modify.choose if spec is not None and spec.modify is not None else ""
            if not choice or obj.chosen_value(choice) is not None:
                continue
            controller = entering.controller
            request = PendingChoice(
                player=controller,
                rules=cite("replacement.enters", "replacement.enters_choice"),
                message=Message.of("enters.choose_color", player=controller,
                                   object=entering.characteristics.name),
                options=tuple(ChoiceOption(c, Message.of(f"color.{c}")) for c in COLORS),
            )
            answer = self.answers.answer(request)
            self._note(StepKind.CHOICE, ("replacement.enters", "replacement.enters_choice"),
                       Message.of("enters.color_chosen", player=controller,
                                  object=entering.characteristics.name,
                                  color=answer.choose),
                       obj.id, choice=answer.index)
            obj = replace(obj, chosen=tuple(sorted((*obj.chosen, (choice, answer.choose)))))
            self.changed(self.state.with_object(obj))

    def _note_lost_entry_abilities(self, event: Enter) -> None:
        """614.12: a printed "enters tapped" the permanent wouldn't have on the battlefield."""
        entering = self._as_on_battlefield(event)
        if entering is None:
            return
        kept = {a.label for a in entering.characteristics.abilities}
        for ability in self.state.object(event.object).base.abilities:
            if _own_entry_only(ability) and ability.label not in kept:
                self._note(StepKind.REPLACEMENT, ("replacement.enters_as_exists",),
                           Message.of("event.entry_ability_lost",
                                      object=entering.characteristics.name,
                                      ability=ability.label), event.object)

    def deal_damage(self, damages: list[Damage], replaced: bool = False) -> None:
        """120.4: replacement and prevention effects, then the results, all at once."""
        finals: list[Damage] = []
        others: list[Event] = []
        extras: list[Event] = []
        if not replaced:
            damages = self._shield_order(damages)
        # 615.8: "the next time [a source] would deal damage" covers all the damage it deals
        # at once (a combat damage step, 510.2): such an effect is used up after the batch.
        next_time = {e.key for d in damages for e in self.replacement_effects(d)
                     if _prevents(e, Prevent.NEXT_TIME)}
        used_after: dict[str, int] = {}
        for damage in damages:
            if not self._can_be_dealt(damage):
                continue
            if replaced:
                finals.append(damage)
                continue
            resolution = resolve(damage, self, self.replacement_effects, self.answers)
            self.steps.extend(resolution.steps)
            for key, left in resolution.usage.items():
                if key in next_time:
                    used_after[key] = left
                else:
                    self._use_shields({key: left})
            for final in resolution.events:
                if isinstance(final, Damage):
                    finals.append(final)
                else:
                    others.append(final)
            extras.extend(resolution.extra)
        self._use_shields(used_after)
        parts: list[Event] = []
        for damage in finals:
            parts.extend(self._results(damage))
        # 120.4c: a prevention effect's additional effect (615.5) is part of the same event,
        # so Worship judges the life loss together with Awe Strike's life gain.
        parts.extend(extras)
        extras = []
        # 120.4c: the results are modified by replacement effects, judged together.
        self.batch = list(parts)
        outcome: list[Event] = []
        for i, part in enumerate(parts):
            self.batch[i] = part
            prepared = self._prepare(part)
            if prepared is None:
                continue
            resolution = resolve(prepared, self, self.replacement_effects, self.answers)
            self.steps.extend(resolution.steps)
            self._use_shields(resolution.usage)
            outcome.extend(resolution.events)
            extras.extend(resolution.extra)
            for j, final in enumerate(resolution.events):
                if j == 0:
                    self.batch[i] = final
                else:
                    self.batch.append(final)
        self.batch = []
        for final in outcome:
            self._finish(final)
        for other in others:
            self._finish(other)
        for extra in extras:
            self.happen(extra)

    def _shield_order(self, damages: list[Damage]) -> list[Damage]:
        """615.7: when damage from several sources would be dealt at once to something a
        shield protects, its controller (or the player) chooses which damage it prevents:
        the chosen source's damage meets the shield first."""
        ordered = list(damages)
        targets = sorted({d.target for d in damages})
        for target in targets:
            group = [d for d in ordered if d.target == target]
            if len(group) < 2 or not self._shielded(target):
                continue
            player = target if self.is_player(target) else self._chooser_of(target)
            chosen: list[Damage] = []
            while len(group) > 1:
                request = PendingChoice(
                    player=player,
                    rules=cite("prevention.shield"),
                    message=Message.of("prevention.which_damage", player=player,
                                       target=self._name(target)),
                    options=tuple(ChoiceOption(d.source, Message.of(
                        "prevention.damage_option", source=self._name(d.source),
                        amount=d.amount)) for d in group),
                )
                source = self.ask(request)
                first = next(d for d in group if d.source == source)
                chosen.append(first)
                group.remove(first)
            chosen.extend(group)
            rest = iter(chosen)
            ordered = [next(rest) if d.target == target else d for d in ordered]
        return ordered

    def _shielded(self, target: str) -> bool:
        """Whether a depleting prevention shield (615.7) protects `target` now."""
        for effect in self.replacement_effects(Damage("", target, 1)):
            spec = effect.params
            if (_prevents(effect, Prevent.NEXT) and isinstance(spec, PreventionSpec)
                    and target in (effect.fixed_targets or ())):
                key = f"{effect.key}@{target}" if spec.sharing_color else effect.key
                left = self.state.shield(key)
                if (spec.amount if left is None else left) > 0:
                    return True
        return False

    def _chooser_of(self, object_id: str) -> str:
        view = self.obj(object_id)
        return view.controller if view is not None else self.apnap()[0]

    def _can_be_dealt(self, damage: Damage) -> bool:
        if damage.amount <= 0:
            self._note(StepKind.EVENT, ("damage.zero",),
                       Message.of("event.damage.zero", source=self._name(damage.source)))
            return False
        if self.is_player(damage.target):
            return not self.state.player(damage.target).lost
        view = self.obj(damage.target)
        if view is None or view.zone != "battlefield" or not (
            "Creature" in view.types or "Planeswalker" in view.types
        ):
            # 120.1a: only creatures, planeswalkers and players can be dealt damage.
            self._note(StepKind.EVENT, ("damage.only_creatures",),
                       Message.of("event.damage.no_recipient",
                                  target=self._name(damage.target)))
            return False
        return True

    def _results(self, damage: Damage) -> list[Event]:
        """120.3: what damage does, by what it is dealt to and what deals it."""
        source = self.obj(damage.source)
        source_keywords = set(source.keywords) if source is not None else set()
        source_controller = source.controller if source is not None else None
        parts: list[Event] = []
        self._note(StepKind.EVENT, ("damage.process",),
                   Message.of("event.damage.dealt", source=self._name(damage.source),
                              target=self._name(damage.target), amount=damage.amount,
                              combat=damage.combat))
        to_player = self.is_player(damage.target)
        self._happened(HistoryEntry(
            Happened.DAMAGE_DEALT, object=None if to_player else damage.target,
            player=damage.target if to_player else None, amount=damage.amount,
            source=damage.source))
        if to_player and "Infect" in source_keywords:
            parts.append(PutCounters(damage.target, "poison", damage.amount,
                                     rule="damage.infect"))
        elif to_player:
            parts.append(LoseLife(damage.target, damage.amount, damage_source=damage.source))
        else:
            target = self.obj(damage.target)
            assert target is not None
            if "Planeswalker" in target.types:
                parts.append(RemoveCounters(damage.target, "loyalty", damage.amount))
            if "Creature" in target.types:
                if "Wither" in source_keywords or "Infect" in source_keywords:
                    parts.append(PutCounters(damage.target, "-1/-1", damage.amount,
                                             rule="damage.wither"))
                else:
                    parts.append(MarkDamage(damage.target, damage.amount, damage.source,
                                            deathtouch="Deathtouch" in source_keywords))
        if "Lifelink" in source_keywords and source_controller is not None:
            parts.append(GainLife(source_controller, damage.amount, rule="damage.lifelink"))
        return parts

    # --- performing ----------------------------------------------------------------------

    def perform(self, event: Event) -> None:
        """The event happens (after all replacement effects were applied)."""
        state = self.state
        if isinstance(event, LoseLife):
            if event.amount <= 0:
                return
            player = state.player(event.player)
            self._set_player(replace(player, life=player.life - event.amount))
            self._happened(HistoryEntry(Happened.LIFE_LOST, player=player.id,
                                        amount=event.amount))
            rule = "damage.player" if event.damage_source else "life.change"
            self._note(StepKind.EVENT, (rule,),
                       Message.of("event.life_lost", player=player.id, amount=event.amount,
                                  life=player.life - event.amount))
        elif isinstance(event, GainLife):
            if event.amount <= 0:
                return
            player = state.player(event.player)
            self._set_player(replace(player, life=player.life + event.amount))
            self._happened(HistoryEntry(Happened.LIFE_GAINED, player=player.id,
                                        amount=event.amount))
            self._note(StepKind.EVENT, (event.rule or "life.change",),
                       Message.of("event.life_gained", player=player.id, amount=event.amount,
                                  life=player.life + event.amount))
        elif isinstance(event, MarkDamage):
            obj = state.object(event.target)
            self.changed(state.with_object(replace(
                obj, damage=obj.damage + event.amount,
                deathtouch_damage=obj.deathtouch_damage or event.deathtouch)))
            rules = ("damage.creature", "keyword.deathtouch") if event.deathtouch else (
                "damage.creature",)
            self._note(StepKind.EVENT, rules,
                       Message.of("event.damage_marked", object=obj.characteristics.name,
                                  amount=event.amount, total=obj.damage + event.amount),
                       obj.id)
        elif isinstance(event, PutCounters):
            self._put_counters(event)
        elif isinstance(event, RemoveCounters):
            obj = state.object(event.target)
            counters = dict(obj.counters)
            have = counters.get(event.counter, 0)
            removed = min(have, event.amount)
            counters[event.counter] = have - removed
            self.changed(state.with_object(replace(obj, counters=_counters(counters))))
            rule = "damage.planeswalker" if event.counter == "loyalty" else "counters.annihilate"
            self._note(StepKind.EVENT, (rule,),
                       Message.of("event.counters_removed", object=obj.characteristics.name,
                                  amount=removed, counter=event.counter), obj.id)
        elif isinstance(event, Draw):
            self._draw(event)
        elif isinstance(event, Move):
            self._move(event)
        elif isinstance(event, Enter):
            self._enter(event)
        elif isinstance(event, CeaseToExist):
            self.changed(replace(state, objects=tuple(
                o for o in state.objects if o.id != event.object)))
        elif isinstance(event, WinGame):
            self._win(event)
        elif isinstance(event, LoseGame):
            self._lose(event)
        elif isinstance(event, Destroy):
            # 701.7-style destruction is a move to the owner's graveyard, which graveyard
            # replacement effects (Rest in Peace) see as a new event.
            self.happen(Move(event.target, "graveyard", rule=event.rule))
        elif isinstance(event, Regenerate):
            self._regenerate(event)

    def _regenerate(self, event: Regenerate) -> None:
        """614.8, 120.6: tapped, all damage removed (and removed from combat)."""
        obj = self.state.object(event.object)
        self.changed(self.state.with_object(replace(
            obj, tapped=True, damage=0, deathtouch_damage=False)))
        self._note(StepKind.EVENT, ("replacement.regenerate", "damage.lethal"),
                   Message.of("event.regenerated", object=obj.characteristics.name), obj.id)

    def _use_shields(self, usage: dict[str, int]) -> None:
        """615.7: what is left of the shields an event used, kept in the state."""
        if usage:
            self.state = self.state.with_shields(usage.items())

    def _happened(self, *entries: HistoryEntry) -> None:
        self.state = self.state.happened(*entries)

    def _set_player(self, player: Player) -> None:
        self.state = self.state.with_player(player)

    def _put_counters(self, event: PutCounters) -> None:
        if self.is_player(event.target):
            player = self.state.player(event.target)
            if event.counter == "poison":
                self._set_player(replace(player, poison=player.poison + event.amount))
            self._happened(HistoryEntry(Happened.COUNTERS_PUT, player=player.id,
                                        amount=event.amount, detail=event.counter))
            self._note(StepKind.EVENT, (event.rule or "counters.poison",),
                       Message.of("event.player_counters", player=player.id,
                                  amount=event.amount, counter=event.counter))
            return
        obj = self.state.object(event.target)
        counters = dict(obj.counters)
        counters[event.counter] = counters.get(event.counter, 0) + event.amount
        self.changed(self.state.with_object(replace(obj, counters=_counters(counters))))
        self._happened(HistoryEntry(Happened.COUNTERS_PUT, object=obj.id, amount=event.amount,
                                    detail=event.counter))
        self._note(StepKind.EVENT, (event.rule or "counters.put",),
                   Message.of("event.counters_put", object=obj.characteristics.name,
                              amount=event.amount, counter=event.counter), obj.id)

    def _draw(self, event: Draw) -> None:
        player = self.state.player(event.player)
        if player.library > 0:
            self._set_player(replace(player, library=player.library - 1))
            self._happened(HistoryEntry(Happened.DREW, player=player.id))
            self._note(StepKind.EVENT, ("draw",),
                       Message.of("event.drew", player=player.id, left=player.library - 1))
            return
        in_library = self._owned_in("library", player.id)
        if in_library:
            # The engine doesn't know the library's order: it takes the earliest card put in.
            obj = in_library[0]
            self._relocate(obj, "hand")
            self._happened(HistoryEntry(Happened.DREW, object=obj.id, player=player.id))
            self._note(StepKind.EVENT, ("draw",),
                       Message.of("event.drew_card", player=player.id,
                                  object=obj.characteristics.name))
            return
        self._set_player(replace(player, drew_from_empty_library=True))
        self._note(StepKind.EVENT, ("draw.empty",),
                   Message.of("event.drew_empty", player=player.id))

    def _move(self, event: Move) -> None:
        if not self.state.has_object(event.object):
            return
        obj = self.state.object(event.object)
        if obj.zone == event.to and event.to != "library":
            self._note(StepKind.EVENT, ("replacement.would_happen",),
                       Message.of(f"event.already_in.{event.to}",
                                  object=obj.characteristics.name), obj.id)
            return
        if obj.token and obj.zone != "battlefield":
            self._note(StepKind.EVENT, ("token.stays",),
                       Message.of("event.token_stays", object=obj.characteristics.name), obj.id)
            return
        was_creature = obj.zone == "battlefield" and obj.characteristics.is_type("Creature")
        self._relocate(obj, event.to)
        moved = HistoryEntry(Happened.ZONE_CHANGE, object=obj.id, detail=event.to)
        if was_creature and event.to == "graveyard":
            self._happened(moved, HistoryEntry(Happened.DIED, object=obj.id))
        else:
            self._happened(moved)
        self._note(StepKind.EVENT, ("zone.owner", "zone.new_object"),
                   Message.of(f"event.moved.{event.to}", object=obj.characteristics.name,
                              zone=event.to, owner=obj.owner), obj.id)

    def _relocate(self, obj: GameObject, zone: str) -> None:
        """400.7, 122.2: it becomes a new object; counters, damage, attachments go."""
        state = self.state
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
        )
        state = _forget(state, obj.id)
        self.changed(replace(state.with_object(moved), next_timestamp=state.next_timestamp + 1))

    def _entered(self, state: GameState, obj: GameObject, event: Enter) -> GameState:
        """The state with `obj` on the battlefield as `event` says."""
        controller = event.controller or obj.base.controller
        entered = replace(
            obj,
            zone="battlefield",
            tapped=event.tapped,
            counters=_counters(_sum_counters(event.counters)),
            damage=0,
            deathtouch_damage=False,
            attached_to=None,
            timestamp=state.next_timestamp,
            base=replace(obj.base, controller=controller),
        )
        new_state = _forget(state, obj.id)
        new_state = replace(new_state.with_object(entered), next_timestamp=state.next_timestamp + 1)
        if event.copy_of is not None:
            copy = ResolvedEffect(
                id=f"{obj.id}~copy",
                card_name=self._name(event.copy_of),
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

    def _enter(self, event: Enter) -> None:
        obj = self.state.object(event.object)
        view = self.entering_view(event)
        counters = _sum_counters(event.counters)
        if view is not None and counters:
            label = self._cant_label("permanents_get_counters", obj=view)
            if label is not None:
                self._note(StepKind.EVENT, ("replacement.would_happen",),
                           Message.of("event.cant_counters", target=view.name, effect=label))
                event = replace(event, counters=())
        self.changed(self._entered(self.state, obj, event))
        self._happened(HistoryEntry(Happened.ZONE_CHANGE, object=obj.id, detail="battlefield"))
        self._note(StepKind.EVENT, ("replacement.enters",),
                   Message.of("event.entered", object=obj.characteristics.name,
                              tapped=event.tapped,
                              counters=tuple(f"{n} {c}" for c, n in event.counters if n)),
                   obj.id)

    def _win(self, event: WinGame) -> None:
        label = self._cant_label("opponents_win_game", player=event.player)
        if label is not None:
            self._note(StepKind.GAME_OVER, ("game.win_effect",),
                       Message.of("outcome.cant_win", player=event.player, effect=label))
            return
        player = self.state.player(event.player)
        self._set_player(replace(player, won=True))
        self._note(StepKind.GAME_OVER, ("game.win_effect", "game.end"),
                   Message.of("outcome.won", player=event.player))
        self.state = replace(self.state, game_over=True)

    def _lose(self, event: LoseGame) -> None:
        player = self.state.player(event.player)
        if player.lost:
            return
        self._set_player(replace(player, lost=True))
        self._note(StepKind.GAME_OVER, ("game.lose", "game.leave"),
                   Message.of("outcome.lost", player=event.player, rule=cite(event.rule)[0]))

    def _leave(self, player: str) -> None:
        """800.4a: in a game that goes on, what the player owns leaves the game, effects
        giving them control end, and what they still control is exiled."""
        state = self.state
        owned = tuple(o.id for o in state.objects if o.owner == player)
        effects = tuple(e for e in state.effects
                        if not (e.controller == player and _gains_control(e)))
        kept = tuple(o for o in state.objects if o.owner != player)
        self.changed(replace(state, objects=kept, effects=effects))
        self._note(StepKind.GAME_OVER, ("multiplayer.leave",),
                   Message.of("outcome.left", player=player, objects=owned))
        self.refresh()
        for obj in self.state.objects:
            if obj.zone in ("battlefield", "stack") and obj.controller == player:
                self._relocate(obj, "exile")
                self._note(StepKind.GAME_OVER, ("multiplayer.leave",),
                           Message.of("outcome.left_exiled", player=player,
                                      object=obj.characteristics.name), obj.id)

    # --- state-based actions -------------------------------------------------------------

    def check_state_based_actions(self) -> None:
        """704.3: check, perform all at once, repeat until none apply; then 104's outcome."""
        for _ in range(MAX_SBA_ROUNDS):
            if self.state.game_over:
                return
            self.refresh()
            actions = find_actions(self.state, self.answers)
            actions = [a for a in actions if not self._does_nothing(a)]
            # 704.3: they happen at once; perform them in APNAP order of whoever would choose
            # for them (616.1), then by id, never by how the scenario lists its objects.
            actions.sort(key=self._apnap_key)
            self._reset_since_last_check()
            if not actions:
                return
            before = (self.state.players, self.state.objects)
            losers: list[LoseGame] = []
            answered: set[int] = set()
            for action in actions:
                if action.choice is not None and action.choice not in answered:
                    answered.add(action.choice)
                    kept = self.answers_choice(action.choice)
                    self._note(StepKind.CHOICE, ("sba.legend",), Message.of(
                        "sba.legend.chosen", player=self.state.object(kept).controller,
                        kept=f"{self._name(kept)} ({kept})"), kept, choice=action.choice)
                self._note(StepKind.STATE_BASED_ACTION, ("sba", action.concept), action.message,
                           action.object)
            for action in actions:
                if isinstance(action.event, LoseGame):
                    losers.append(action.event)
                else:
                    self.happen(action.event)
            for loser in losers:
                self._lose(loser)
            self._outcome()
            if not self.state.game_over:
                for loser in losers:
                    self._leave(loser.player)
            if (self.state.players, self.state.objects) == before:
                # Everything that applied was replaced by nothing: checking again would find
                # the same actions, so the check is over.
                return
        self._note(StepKind.GAME_OVER, ("game.loop",), Message.of("outcome.loop"))
        self.state = replace(self.state, game_over=True)

    def _apnap_key(self, action: Action) -> tuple[int, str]:
        order = self.apnap()
        player = order[0]
        if action.object is not None and self.state.has_object(action.object):
            obj = self.state.object(action.object)
            player = obj.controller if obj.zone in ("battlefield", "stack") else obj.owner
        elif isinstance(action.event, LoseGame):
            player = action.event.player
        return (order.index(player) if player in order else 0, action.object or "")

    def answers_choice(self, index: int) -> str:
        """The object an answer chose."""
        return next(a.choose for a in self.state.choices if a.index == index)

    def _reset_since_last_check(self) -> None:
        """704.5b and 704.5h look at what happened since the last check."""
        for player in self.state.players:
            if player.drew_from_empty_library:
                self._set_player(replace(player, drew_from_empty_library=False))
        for obj in self.state.objects:
            if obj.deathtouch_damage:
                self.state = self.state.with_object(replace(obj, deathtouch_damage=False))

    def _does_nothing(self, action: Action) -> bool:
        """An action that applies but changes nothing, said once: it must not repeat forever.

        704.5g/h destroy, and an indestructible creature isn't destroyed (702.12b); 704.5a-c
        make a player lose, and Platinum Angel's controller can't lose.
        """
        event = action.event
        if isinstance(event, Destroy):
            view = self.obj(event.target)
            if view is None or "Indestructible" not in view.keywords:
                return False
            self._note_once(event.target, event.rule, (event.rule, "keyword.indestructible"),
                            Message.of("sba.indestructible", object=view.name,
                                       rule=cite(event.rule)[0]), event.target)
            return True
        return self._cant_lose(event)

    def _cant_lose(self, event: Event) -> bool:
        if not isinstance(event, LoseGame):
            return False
        label = self._cant_label("lose_game", player=event.player)
        if label is None:
            return False
        self._note_once(event.player, event.rule, (event.rule, "game.lose"),
                        Message.of("outcome.cant_lose", player=event.player, effect=label,
                                   rule=cite(event.rule)[0]))
        return True

    def _note_once(self, who: str, rule: str, concepts: tuple[str, ...], message: Message,
                   object_id: str | None = None) -> None:
        """Note a state-based action that applies but does nothing, the first time only."""
        if (who, rule) not in self._noted:
            self._noted.add((who, rule))
            self._note(StepKind.STATE_BASED_ACTION, concepts, message, object_id)

    def _outcome(self) -> None:
        """104.2a: the last player in the game wins; 104.4a: if all lost at once, a draw."""
        players = self.state.players
        if any(p.won for p in players):
            self.state = replace(self.state, game_over=True)
            return
        left = [p for p in players if not p.lost]
        if not left:
            self._note(StepKind.GAME_OVER, ("game.draw_all_lose", "game.end"),
                       Message.of("outcome.draw"))
            self.state = replace(self.state, game_over=True)
        elif len(left) == 1 and len(players) > 1:
            winner = left[0]
            self._set_player(replace(winner, won=True))
            self._note(StepKind.GAME_OVER, ("game.last_player", "game.end"),
                       Message.of("outcome.won_last", player=winner.id))
            self.state = replace(self.state, game_over=True)

    # --- trace ---------------------------------------------------------------------------

    def _note(self, kind: StepKind, concepts: tuple[str, ...], message: Message,
              object_id: str | None = None, choice: Any = None,
              rules: tuple[str, ...] = ()) -> None:
        self.steps.append(Step(kind=kind, rules=rules + cite(*concepts), message=message,
                               object=object_id, choice=choice))


_EVENT_RULES: dict[str, tuple[str, ...]] = {
    "damage": ("damage.process",),
    "destroy": ("zone.new_object",),
    "counters": ("counters.put",),
    "gain_life": ("life.change",),
    "lose_life": ("life.change",),
    "draw": ("draw", "draw.each"),
    "move": ("zone.owner", "zone.new_object"),
    "enter": ("replacement.enters",),
}


def _event_key(event: ScenarioEvent) -> str:
    """The message key of a scenario event; a move's names its zone."""
    return f"event.move.{event.to}" if event.type == "move" else f"event.{event.type}"


def _groups(events: tuple[ScenarioEvent, ...]) -> list[list[ScenarioEvent]]:
    """510.2: consecutive combat damage events are dealt at the same time."""
    groups: list[list[ScenarioEvent]] = []
    for event in events:
        if (
            groups
            and event.type == "damage"
            and event.combat
            and groups[-1][-1].type == "damage"
            and groups[-1][-1].combat
        ):
            groups[-1].append(event)
        else:
            groups.append([event])
    return groups


def _to_events(event: ScenarioEvent) -> list[Event]:
    if event.type == "destroy":
        return [Destroy(event.target or "")]
    if event.type == "counters":
        return [PutCounters(event.target or "", event.counter or "", event.amount or 0)]
    if event.type == "gain_life":
        return [GainLife(event.player or "", event.amount or 0)]
    if event.type == "lose_life":
        return [LoseLife(event.player or "", event.amount or 0)]
    if event.type == "draw":
        if (event.amount or 0) > MAX_DRAWS:
            raise ScenarioError(f"events[{event.index}].amount",
                                f"at most {MAX_DRAWS} cards can be drawn in one event")
        # 121.2, 614.11a: several draws happen one at a time.
        return [Draw(event.player or "") for _ in range(event.amount or 0)]
    if event.type == "move":
        return [Move(event.object or "", event.to or "")]
    if event.type == "enter":
        return [Enter(event.object or "")]
    raise AssertionError(event.type)


def _resolved_only(ability: Ability) -> bool:
    """Abilities whose effect a spell or activated ability creates as it resolves: they exist
    only as a scenario's `effects` ("{B}: Regenerate", "prevent the next 3 damage")."""
    spec = prevention_spec(ability)
    return is_resolved_only(ability) or (spec is not None and spec.resolved_only)


def _prevents(effect: ReplacementEffect, prevent: Prevent) -> bool:
    """Whether the effect is a prevention effect that prevents this way (615.7, 615.8)."""
    spec = effect.params
    return isinstance(spec, PreventionSpec) and spec.prevent is prevent


def _functions(ability: Ability, zone: str) -> bool:
    """Where an ability's replacement effect works: most only on the battlefield."""
    return functions_in(ability, zone)


def _gains_control(effect: ResolvedEffect) -> bool:
    """Whether a resolved effect gives its controller control of something (613.1b)."""
    spec = effect.ability.spec
    return isinstance(spec, ContinuousSpec) and any(
        m.op == "gain_control" for m in spec.modifications
    )


def _forget(state: GameState, object_id: str) -> GameState:
    """400.7: the object is a new one; effects that targeted the old one no longer see it."""
    effects = []
    for effect in state.effects:
        targets = tuple(t for t in effect.targets if t != object_id)
        affected = effect.affected
        if affected is not None:
            affected = tuple(a for a in affected if a != object_id)
        if effect.targets and not targets:
            continue
        effects.append(replace(effect, targets=targets, affected=affected))
    return replace(state, effects=tuple(effects))


def _own_entry_only(ability: Ability) -> bool:
    """614.12: "[This permanent] enters tapped" matters only as that permanent enters."""
    spec = spec_of(ability)
    return spec is not None and spec.own_entry_only


def _cannot_be_permanent(obj: GameObject) -> bool:
    """400.4a: an instant or sorcery that would enter the battlefield stays where it is."""
    types = obj.characteristics.types
    return "Instant" in types or "Sorcery" in types


def _counters(counters: dict[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted((k, v) for k, v in counters.items() if v > 0))


def _sum_counters(counters: tuple[tuple[str, int], ...]) -> dict[str, int]:
    total: dict[str, int] = {}
    for name, amount in counters:
        total[name] = total.get(name, 0) + amount
    return total
