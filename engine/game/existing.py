"""The replacement, prevention and "can't" effects that exist now (rules 614, 615, 702.16e).

Static abilities of objects make effects where they function (most only on the battlefield,
614.12's "enters tapped" only as their own permanent enters); resolved spells and abilities
make the scenario's `effects`, with the objects they were fixed to as they resolved (611.2c,
615.10); protection prevents damage from sources with its quality (702.16e). "Can't"
effects (614.7: the event can't happen at all) are the abilities of permanents.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities import shield_counters
from engine.abilities.prevention import (
    CantSpec,
    Prevent,
    PreventionSpec,
    ProtectionSpec,
    with_choices,
)
from engine.abilities.prevention import spec_of as prevention_spec
from engine.abilities.registry import HANDLERS
from engine.abilities.replacements import (
    functions_in,
    is_resolved_only,
    keyword_entry,
    object_matches,
    spec_of,
)
from engine.events import Enter
from engine.events.replacement import ReplacementEffect
from engine.state.objects import Ability, GameObject, GameState, ResolvedEffect

if TYPE_CHECKING:
    from engine.game.protocol import Game


def fixed_targets(state: GameState, effect: ResolvedEffect) -> tuple[str, ...]:
    """611.2c, 615.10: the objects a resolved effect applies to, fixed as it resolved."""
    if effect.affected is not None:
        return effect.affected
    spec = prevention_spec(effect.ability)
    if spec is not None and spec.sharing_color and effect.targets:
        # 615.10: the target and each other creature sharing a color with it as the
        # effect resolved get a shield; later color changes or arrivals change nothing.
        first = effect.targets[0]
        if state.has_object(first):
            colors = set(state.object(first).colors)
            sharing = tuple(
                o.id
                for o in state.objects
                if o.zone == "battlefield"
                and o.id != first
                and "Creature" in o.types
                and colors & set(o.colors)
            )
            return (first, *sharing)
    return effect.targets


def standing_effects(state: GameState,
                     fixed: dict[str, tuple[str, ...]]) -> tuple[ReplacementEffect, ...]:
    """The effects objects' abilities and resolved effects make, whatever the event."""
    effects: list[ReplacementEffect] = []
    for obj in state.objects:
        if obj.counters and obj.zone == "battlefield":
            # 122.1c (current rules): a shield counter's replacement and prevention effects.
            effects.extend(shield_counters.effects_of(obj))
        for i, ability in enumerate(obj.characteristics.abilities):
            protection = ability.spec
            if isinstance(protection, ProtectionSpec) and obj.zone == "battlefield":
                # 702.16e: protection prevents damage from sources with the quality.
                effects.append(_from_object(
                    obj.id, obj.name, obj.controller, i,
                    Ability("protection", ability.label, with_choices(protection, obj)),
                    obj.timestamp))
                continue
            if ability.kind not in HANDLERS or _resolved_only(ability):
                continue
            if not functions_in(ability, obj.zone) or own_entry_only(ability):
                continue
            effects.append(_from_object(obj.id, obj.name, obj.controller, i, ability,
                                        obj.timestamp))
    for effect in state.effects:
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
                fixed_targets=fixed.get(effect.id, effect.targets),
                timestamp=effect.timestamp,
                handler=HANDLERS[effect.ability.kind],
            ))
    return tuple(effects)


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
        handler=HANDLERS[ability.kind],
    )


def own_entering_effects(entering: GameObject | None,
                         event: Enter) -> tuple[ReplacementEffect, ...]:
    """614.12: a permanent's own "enters tapped/with" abilities, as it would exist."""
    if entering is None:
        return ()
    own: list[ReplacementEffect] = []
    for i, ability in enumerate(entering.characteristics.abilities):
        entry = keyword_entry(ability.label) if ability.kind == "keyword" else None
        if entry is not None:
            # 702.43a: modular's "enters with N +1/+1 counters", beside its triggered ability.
            ability = Ability("replacement", ability.label, entry)
        if entry is not None or own_entry_only(ability):
            if ability.kind == "keyword":
                # 702.54a: a keyword defined as a replacement ability (bloodthirst) works as one.
                ability = Ability("replacement", ability.label, ability.spec)
            own.append(_from_object(event.object, entering.name, entering.controller, i,
                                    ability, 0))
    return tuple(own)


def cant_effects(state: GameState) -> tuple[tuple[str, str, CantSpec], ...]:
    """The "can't" abilities of permanents: (label, controller, spec)."""
    found = []
    for obj in state.objects:
        if obj.zone != "battlefield":
            continue
        for ability in obj.characteristics.abilities:
            if ability.kind == "cant" and isinstance(ability.spec, CantSpec):
                found.append((obj.name, obj.controller, ability.spec))
    return tuple(found)


def cant_label(game: Game, what: str, player: str | None = None,
               obj: GameObject | None = None, counter: str | None = None) -> str | None:
    """614.7: the label of a "can't" effect that stops `what` happening, or None."""
    for label, controller, spec in game.cant_effects():
        if what not in spec.what:
            continue
        if spec.counter and counter is not None and counter != spec.counter:
            continue
        if spec.player == "you" and player is not None and player != controller:
            continue
        if what == "lose_game" and player != controller:
            continue
        if what == "opponents_win_game" and player not in game.opponents(controller):
            continue
        if what == "permanents_get_counters" and obj is not None and spec.affects is not None:
            probe = ReplacementEffect(key="", id="", source="", controller=controller,
                                      kind="cant", label=label)
            if not object_matches(replace(spec.affects, zones=None), obj, probe, game):
                continue
        return label
    return None


def prevents(effect: ReplacementEffect, prevent: Prevent) -> bool:
    """Whether the effect is a prevention effect that prevents this way (615.7, 615.8)."""
    spec = effect.params
    return isinstance(spec, PreventionSpec) and spec.prevent is prevent


def own_entry_only(ability: Ability) -> bool:
    """614.12: "[This permanent] enters tapped" matters only as that permanent enters."""
    spec = spec_of(ability)
    return spec is not None and spec.own_entry_only


def _resolved_only(ability: Ability) -> bool:
    """Abilities whose effect a spell or activated ability creates as it resolves: they exist
    only as a scenario's `effects` ("{B}: Regenerate", "prevent the next 3 damage")."""
    spec = prevention_spec(ability)
    return is_resolved_only(ability) or (spec is not None and spec.resolved_only)
