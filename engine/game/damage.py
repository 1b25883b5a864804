"""Damage: dealt, prevented, and what it does (rules 120, 510.2, 615.7, 615.8, 702.2, 702.15,
702.80, 702.90).

120.4: damage events go through replacement and prevention effects first; then the results
(120.3: life lost, loyalty removed, damage marked, -1/-1 or poison counters for wither and
infect, life gained for lifelink) happen at once, themselves judged together by replacement
effects (120.4c). 510.2: combat damage is dealt at once, so one batch; 615.7: when damage from
several sources meets a prevention shield at once, the protected player or controller chooses
which the shield prevents first; 615.8: "the next time" covers all the damage of the batch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.abilities.keywords import Hook, hooks_of
from engine.abilities.prevention import Prevent, PreventionSpec
from engine.events import (
    Damage,
    Event,
    GainLife,
    LoseLife,
    MarkDamage,
    PutCounters,
    RemoveCounters,
)
from engine.game import perform
from engine.game.existing import prevents
from engine.state.objects import ChoiceOption, Happened, HistoryEntry, PendingChoice
from engine.text.citations import cite
from engine.text.trace import Message, StepKind

if TYPE_CHECKING:
    from engine.game.protocol import Game


def deal_damage(game: Game, damages: list[Damage], replaced: bool = False) -> None:
    """120.4: replacement and prevention effects, then the results, all at once."""
    finals: list[Damage] = []
    others: list[Event] = []
    extras: list[Event] = []
    if not replaced:
        damages = _shield_order(game, damages)
    # 615.8: "the next time [a source] would deal damage" covers all the damage it deals
    # at once (a combat damage step, 510.2): such an effect is used up after the batch.
    next_time = {e.key for d in damages for e in game.replacement_effects(d)
                 if prevents(e, Prevent.NEXT_TIME)}
    used_after: dict[str, int] = {}
    for damage in damages:
        if not _can_be_dealt(game, damage):
            continue
        if replaced:
            finals.append(damage)
            continue
        # 615.7: what is left of a shield is kept at once; 615.8: a "next time" effect is
        # used up only once the whole batch was dealt.
        resolution = game.resolve(damage, keep_shields=False)
        for key, left in resolution.usage.items():
            if key in next_time:
                used_after[key] = left
            else:
                game.use_shields({key: left})
        for final in resolution.events:
            if isinstance(final, Damage):
                finals.append(final)
            else:
                others.append(final)
        extras.extend(resolution.extra)
    game.use_shields(used_after)
    extras = _one_shield_counter_each(extras)
    parts: list[Event] = []
    for damage in finals:
        parts.extend(_results(game, damage))
    # 120.4c: a prevention effect's additional effect (615.5) is part of the same event,
    # so Worship judges the life loss together with Awe Strike's life gain.
    parts.extend(extras)
    extras = []
    # 120.4c: the results are modified by replacement effects, judged together.
    game.batch = list(parts)
    outcome: list[Event] = []
    for i, part in enumerate(parts):
        game.batch[i] = part
        prepared = perform.prepare(game, part)
        if prepared is None:
            continue
        resolution = game.resolve(prepared)
        outcome.extend(resolution.events)
        extras.extend(resolution.extra)
        for j, final in enumerate(resolution.events):
            if j == 0:
                game.batch[i] = final
            else:
                game.batch.append(final)
    game.batch = []
    for final in outcome:
        perform.finish(game, final)
    for other in others:
        perform.finish(game, other)
    for extra in extras:
        perform.happen(game, extra)


def _shield_order(game: Game, damages: list[Damage]) -> list[Damage]:
    """615.7: when damage from several sources would be dealt at once to something a
    shield protects, its controller (or the player) chooses which damage it prevents:
    the chosen source's damage meets the shield first."""
    ordered = list(damages)
    targets = sorted({d.target for d in damages})
    for target in targets:
        group = [d for d in ordered if d.target == target]
        if len(group) < 2 or not _shielded(game, target):
            continue
        player = target if game.is_player(target) else _chooser_of(game, target)
        chosen: list[Damage] = []
        while len(group) > 1:
            request = PendingChoice(
                player=player,
                rules=cite("prevention.shield"),
                message=Message.of("prevention.which_damage", player=player,
                                   target=game.name(target)),
                options=tuple(ChoiceOption(d.source, Message.of(
                    "prevention.damage_option", source=game.name(d.source),
                    amount=d.amount)) for d in group),
            )
            source = game.ask(request)
            first = next(d for d in group if d.source == source)
            chosen.append(first)
            group.remove(first)
        chosen.extend(group)
        rest = iter(chosen)
        ordered = [next(rest) if d.target == target else d for d in ordered]
    return ordered


def _shielded(game: Game, target: str) -> bool:
    """Whether a depleting prevention shield (615.7) protects `target` now."""
    for effect in game.replacement_effects(Damage("", target, 1)):
        spec = effect.params
        if (prevents(effect, Prevent.NEXT) and isinstance(spec, PreventionSpec)
                and target in (effect.fixed_targets or ())):
            key = f"{effect.key}@{target}" if spec.sharing_color else effect.key
            left = game.state.shield(key)
            if (spec.amount if left is None else left) > 0:
                return True
    return False


def _chooser_of(game: Game, object_id: str) -> str:
    view = game.obj(object_id)
    return view.controller if view is not None else game.apnap()[0]


def _one_shield_counter_each(extras: list[Event]) -> list[Event]:
    """122.1c (current rules): damage dealt at once (510.2) is one event of damage to the
    permanent, so a shield counter prevents all of it and one counter is removed, however many
    sources deal it."""
    seen: set[str] = set()
    kept: list[Event] = []
    for extra in extras:
        if isinstance(extra, RemoveCounters) and extra.rule == "counters.shield":
            if extra.target in seen:
                continue
            seen.add(extra.target)
        kept.append(extra)
    return kept


def _can_be_dealt(game: Game, damage: Damage) -> bool:
    if damage.amount <= 0:
        game.note(StepKind.EVENT, ("damage.zero",),
                  Message.of("event.damage.zero", source=game.name(damage.source)))
        return False
    if game.is_player(damage.target):
        return not game.state.player(damage.target).lost
    view = game.obj(damage.target)
    if view is None or view.zone != "battlefield" or not (
        "Creature" in view.types or "Planeswalker" in view.types or "Battle" in view.types
    ):
        # 120.1a: only creatures, planeswalkers and players can be dealt damage.
        game.note(StepKind.EVENT, ("damage.only_creatures",),
                  Message.of("event.damage.no_recipient",
                             target=game.name(damage.target)))
        return False
    return True


def _results(game: Game, damage: Damage) -> list[Event]:
    """120.3: what damage does, by what it is dealt to and what deals it."""
    source = game.obj(damage.source)
    # 120.3: what the source's keywords make its damage do (their hooks, engine.abilities.keywords).
    hooks = hooks_of(source.keywords) if source is not None else frozenset()
    source_controller = source.controller if source is not None else None
    parts: list[Event] = []
    game.note(StepKind.EVENT, ("damage.process",),
              Message.of("event.damage.dealt", source=game.name(damage.source),
                         target=game.name(damage.target), amount=damage.amount,
                         combat=damage.combat))
    to_player = game.is_player(damage.target)
    game.happened(HistoryEntry(
        Happened.DAMAGE_DEALT, object=None if to_player else damage.target,
        player=damage.target if to_player else None, amount=damage.amount,
        source=damage.source, detail="combat" if damage.combat else ""))
    if to_player and Hook.POISON_DAMAGE in hooks:
        parts.append(PutCounters(damage.target, "poison", damage.amount,
                                 rule="damage.infect"))
    elif to_player:
        parts.append(LoseLife(damage.target, damage.amount, damage_source=damage.source))
    else:
        target = game.obj(damage.target)
        assert target is not None
        if "Planeswalker" in target.types:
            parts.append(RemoveCounters(damage.target, "loyalty", damage.amount))
        if "Battle" in target.types:
            # 120.3 (current rules, battles): damage to a battle removes defense counters.
            parts.append(RemoveCounters(damage.target, "defense", damage.amount,
                                        rule="damage.battle"))
        if "Creature" in target.types:
            if Hook.COUNTER_DAMAGE in hooks:
                parts.append(PutCounters(damage.target, "-1/-1", damage.amount,
                                         rule="damage.wither"))
            else:
                parts.append(MarkDamage(damage.target, damage.amount, damage.source,
                                        deathtouch=Hook.DEATHTOUCH_DAMAGE in hooks))
    if Hook.LIFELINK_DAMAGE in hooks and source_controller is not None:
        parts.append(GainLife(source_controller, damage.amount, rule="damage.lifelink"))
    return parts

