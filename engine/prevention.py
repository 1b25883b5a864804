"""Prevention effects (rule 615) and the "can't" rules that stop events from happening.

Prevention effects are applied like replacement effects (615.1, 616): they watch damage
events and prevent some or all of the damage. Kinds:

* ``prevent_next``: "Prevent the next N damage that would be dealt to [target] this turn": a
  shield that depletes (615.7); with ``"sharing_color": true`` one shield for the target and
  for each other creature that shared a color with it as the effect resolved (615.10).
* ``prevent_from_source``: "The next time [target creature] would deal damage this turn,
  prevent that damage; you gain life equal to the damage prevented" (615.8, 615.5).
* ``prevent_static``: "prevent N of that damage" each time (615.9, Daunting Defender).
* ``prevent_half``: "prevent half that damage, rounded up" (Gisela).
* protection (702.16e): a permanent's "Protection from [quality]" keyword prevents all damage
  that sources with that quality would deal to it; the engine makes this effect from the
  keyword itself (``protection_qualities``).
* ``prevent_all``: "Prevent all [combat] damage [creatures] would deal this turn": which
  sources it covers is read each time damage would be dealt, not fixed as it resolved, since
  the effect changes the game's rules rather than any object's characteristics (611.2c).

Damage that can't be prevented (615.11) still has prevention effects applied to it: they
prevent nothing and shields do not deplete, but their additional effects happen.

``cant`` abilities say what can't happen: players can't lose or win (Platinum Angel), gain
life, get counters (Solemnity); damage can't be prevented (Leyline of Punishment).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.abilities import Ability, check_fields, register_ability_kind, text_field
from engine.citations import cite
from engine.effects import Selector, parse_selector
from engine.errors import ScenarioError, join
from engine.events import Damage, Event, GainLife
from engine.replacement import (
    Applied,
    Category,
    GameView,
    ReplacementEffect,
    Verdict,
    name_of,
    register_handler,
    says,
)
from engine.replacements import recipient_matches, source_matches

CANT = (
    "lose_game",
    "opponents_win_game",
    "gain_life",
    "prevent_damage",
    "players_get_counters",
    "permanents_get_counters",
)


@dataclass(frozen=True, slots=True)
class PreventSpec:
    """What a prevention effect prevents, and for whom."""

    amount: int = 0
    players: str | None = None
    permanents: Selector | None = None
    sharing_color: bool = False
    gain_life: bool = False
    mode: str = ""


@dataclass(frozen=True, slots=True)
class PreventAllSpec:
    """Prevent all damage from matching sources (all sources if None), or combat damage only."""

    sources: Selector | None = None
    combat_only: bool = False


@dataclass(frozen=True, slots=True)
class CantSpec:
    """What can't happen (each entry of CANT), and to which permanents for counters."""

    what: tuple[str, ...]
    affects: Selector | None = None


def _int(data: Mapping[str, Any], name: str, path: str) -> int:
    value = data.get(name)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ScenarioError(join(path, name), "expected a non-negative integer")
    return value


def _parse_prevent(kind: str) -> Any:
    allowed = {"kind", "label", "amount", "players", "permanents", "sharing_color", "gain_life",
               "mode"}

    def parse(data: Mapping[str, Any], path: str) -> Ability:
        check_fields(data, path, allowed)
        amount = _int(data, "amount", path) if kind in ("prevent_next", "prevent_static") else 0
        players = data.get("players")
        if players is not None and players not in ("you", "opponent", "any"):
            raise ScenarioError(join(path, "players"), "expected one of you, opponent, any")
        permanents = (
            parse_selector(data["permanents"], join(path, "permanents"))
            if "permanents" in data
            else None
        )
        spec = PreventSpec(
            amount=amount,
            players=players,
            permanents=permanents,
            sharing_color=bool(data.get("sharing_color", False)),
            gain_life=bool(data.get("gain_life", False)),
            mode=str(data.get("mode", "")),
        )
        return Ability(kind, text_field(data, "label", path), spec)

    return parse


def _parse_prevent_all(data: Mapping[str, Any], path: str) -> Ability:
    check_fields(data, path, {"kind", "label", "sources", "combat_only"})
    sources = parse_selector(data["sources"], join(path, "sources")) if "sources" in data else None
    combat_only = data.get("combat_only", False)
    if not isinstance(combat_only, bool):
        raise ScenarioError(join(path, "combat_only"), "expected true or false")
    return Ability("prevent_all", text_field(data, "label", path),
                   PreventAllSpec(sources, combat_only))


def _parse_cant(data: Mapping[str, Any], path: str) -> Ability:
    check_fields(data, path, {"kind", "label", "what", "affects"})
    what = data.get("what")
    if not isinstance(what, list) or not what:
        raise ScenarioError(join(path, "what"), f"expected a list of: {', '.join(CANT)}")
    for i, item in enumerate(what):
        if item not in CANT:
            raise ScenarioError(join(join(path, "what"), i), f"expected one of {', '.join(CANT)}")
    affects = parse_selector(data["affects"], join(path, "affects")) if "affects" in data else None
    return Ability("cant", text_field(data, "label", path), CantSpec(tuple(what), affects))


class _Prevention:
    prevention = True
    concepts: tuple[str, ...] = ("prevention.prevent",)

    def category_for(self, effect: ReplacementEffect) -> Category:
        # 616.1d: prevention effects are "other" replacement and prevention effects.
        return Category.OTHER

    def rules_for(self, effect: ReplacementEffect) -> tuple[str, ...]:
        return cite(*self.concepts)

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, Damage)

    def _covers(self, effect: ReplacementEffect, event: Damage, game: GameView) -> bool:
        spec = effect.params
        assert isinstance(spec, PreventSpec)
        if effect.fixed_targets is not None:
            return event.target in effect.fixed_targets
        return recipient_matches(spec.players, spec.permanents, event.target, effect, game)

    def shield_key(self, effect: ReplacementEffect, event: Damage) -> str:
        """The key of the shield this event would use up."""
        return effect.key

    def left(self, effect: ReplacementEffect, event: Damage, game: GameView) -> int:
        """How much this effect can still prevent of this event."""
        spec = effect.params
        assert isinstance(spec, PreventSpec)
        used = game.shield(self.shield_key(effect, event))
        return spec.amount if used is None else used

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Damage)
        if event.amount <= 0:
            return Verdict(False, says("prevention.zero", effect))
        if not self._covers(effect, event, game):
            return Verdict(
                False, says("prevention.not_covered", effect, target=name_of(event.target, game))
            )
        if self.left(effect, event, game) <= 0:
            return Verdict(False, says("prevention.used_up", effect))
        return Verdict(
            True,
            says(
                "prevention.applies",
                effect,
                target=name_of(event.target, game),
                amount=event.amount,
            ),
        )

    def prevented(self, effect: ReplacementEffect, event: Damage, game: GameView) -> int:
        """How much of the event's damage it would prevent if it could be prevented."""
        return min(event.amount, self.left(effect, event, game))

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Damage)
        target = name_of(event.target, game)
        if event.unpreventable or game.damage_cant_be_prevented():
            # 615.11: applied, prevents nothing, the shield stays; additional effects happen.
            return Applied(
                (event,),
                says("prevention.unpreventable", effect, target=target, amount=event.amount),
                extra=self.additional(effect, 0),
                rules=cite("prevention.unpreventable"),
            )
        prevented = self.prevented(effect, event, game)
        left = event.amount - prevented
        return Applied(
            (replace(event, amount=left),) if left > 0 else (),
            says(
                "prevention.prevented",
                effect,
                target=target,
                prevented=prevented,
                left=left,
            ),
            extra=self.additional(effect, prevented),
            usage=self.usage(effect, event, game, prevented),
        )

    def additional(self, effect: ReplacementEffect, prevented: int) -> tuple[Event, ...]:
        """615.5: what the effect does besides preventing, for the amount it prevented."""
        spec = effect.params
        assert isinstance(spec, PreventSpec)
        if spec.gain_life and prevented > 0:
            return (GainLife(effect.controller, prevented),)
        return ()

    def usage(
        self, effect: ReplacementEffect, event: Damage, game: GameView, prevented: int
    ) -> tuple[tuple[str, int], ...]:
        """What is left of the effect after preventing `prevented`."""
        return ()


class PreventNext(_Prevention):
    """615.7: a shield that prevents the next N damage and depletes as it does."""

    concepts = ("prevention.prevent", "prevention.shield")

    def shield_key(self, effect: ReplacementEffect, event: Damage) -> str:
        spec = effect.params
        assert isinstance(spec, PreventSpec)
        # 615.10: each creature the effect was created for has a shield of its own.
        return f"{effect.key}@{event.target}" if spec.sharing_color else effect.key

    def usage(
        self, effect: ReplacementEffect, event: Damage, game: GameView, prevented: int
    ) -> tuple[tuple[str, int], ...]:
        return ((self.shield_key(effect, event), self.left(effect, event, game) - prevented),)


class PreventFromSource(_Prevention):
    """615.8: "The next time [this creature] would deal damage this turn, prevent that damage"."""

    concepts = ("prevention.prevent", "prevention.source", "prevention.additional")

    def _covers(self, effect: ReplacementEffect, event: Damage, game: GameView) -> bool:
        return event.source in (effect.fixed_targets or ())

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Damage)
        if event.amount > 0 and not self._covers(effect, event, game):
            return Verdict(
                False, says("prevention.other_source", effect, source=name_of(event.source, game))
            )
        return super().check(effect, event, game)

    def left(self, effect: ReplacementEffect, event: Damage, game: GameView) -> int:
        used = game.shield(effect.key)
        return event.amount if used is None else used

    def usage(
        self, effect: ReplacementEffect, event: Damage, game: GameView, prevented: int
    ) -> tuple[tuple[str, int], ...]:
        return ((effect.key, 0),)


class PreventStatic(_Prevention):
    """615.9: a static ability that prevents N of each damage event, every time."""

    concepts = ("prevention.prevent", "prevention.static")

    def left(self, effect: ReplacementEffect, event: Damage, game: GameView) -> int:
        spec = effect.params
        assert isinstance(spec, PreventSpec)
        return spec.amount


class PreventHalf(_Prevention):
    """Gisela: "prevent half that damage, rounded up"."""

    concepts = ("prevention.prevent", "prevention.static")

    def left(self, effect: ReplacementEffect, event: Damage, game: GameView) -> int:
        return (event.amount + 1) // 2


class PreventAll(_Prevention):
    """"Prevent all damage creatures would deal this turn" (611.2c's second example).

    611.2c: the effect changes the game's rules, not characteristics, so it isn't locked to the
    objects it affected as it began: a creature that arrived later, or a permanent that became a
    creature later, has its damage prevented too; the source is read as the damage would be dealt.
    """

    concepts = ("prevention.prevent", "prevention.rules_change")

    def _covers(self, effect: ReplacementEffect, event: Damage, game: GameView) -> bool:
        spec = effect.params
        assert isinstance(spec, PreventAllSpec)
        if spec.combat_only and not event.combat:
            return False
        return source_matches(spec.sources, event.source, effect, game)

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Damage)
        if event.amount > 0 and not self._covers(effect, event, game):
            return Verdict(False, says("prevention.all.not_covered", effect,
                                        source=name_of(event.source, game)))
        return super().check(effect, event, game)

    def left(self, effect: ReplacementEffect, event: Damage, game: GameView) -> int:
        return event.amount

    def additional(self, effect: ReplacementEffect, prevented: int) -> tuple[Event, ...]:
        return ()


# Protection qualities the engine can judge: color words, card types (plural), and
# everything, multicolored and monocolored (see _has_quality).
_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPE_WORDS = {
    "artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
    "instants": "Instant", "sorceries": "Sorcery", "planeswalkers": "Planeswalker",
    "lands": "Land", "battles": "Battle",
}


def protection_qualities(keyword_name: str) -> tuple[str, ...]:
    """The qualities of "Protection from X [and from Y]"; () if it isn't a protection keyword."""
    text = keyword_name.strip().lower()
    if not text.startswith("protection from "):
        return ()
    rest = text.removeprefix("protection from ")
    return tuple(q.strip() for q in rest.replace(" and from ", ",").split(",") if q.strip())


def _has_quality(quality: str, view: Any) -> bool | None:
    """Whether a source has the quality; None if the engine doesn't know the quality."""
    if quality == "everything":
        return True
    if quality in _COLOR_WORDS:
        return _COLOR_WORDS[quality] in view.colors
    if quality in _TYPE_WORDS:
        return _TYPE_WORDS[quality] in view.types
    if quality == "multicolored":
        return len(view.colors) > 1
    if quality == "monocolored":
        return len(view.colors) == 1
    return None


class Protection(_Prevention):
    """702.16e: damage that sources with the quality would deal to the protected permanent."""

    concepts = ("prevention.prevent", "prevention.protection")

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        # Only damage to the protected permanent itself: no trace step for every other event.
        return isinstance(event, Damage) and event.target == effect.source

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Damage)
        if event.amount <= 0:
            return super().check(effect, event, game)
        qualities = effect.params
        assert isinstance(qualities, tuple)
        view = game.obj(event.source)
        known = [_has_quality(q, view) if view is not None else False for q in qualities]
        if not any(known):
            unknown = [q for q, k in zip(qualities, known, strict=True) if k is None]
            key = "prevention.protection.unknown" if unknown else "prevention.protection.no"
            return Verdict(False, says(key, effect, source=name_of(event.source, game),
                                        quality=", ".join(unknown or qualities)))
        return super().check(effect, event, game)

    def _covers(self, effect: ReplacementEffect, event: Damage, game: GameView) -> bool:
        return event.target == effect.source

    def left(self, effect: ReplacementEffect, event: Damage, game: GameView) -> int:
        return event.amount

    def additional(self, effect: ReplacementEffect, prevented: int) -> tuple[Event, ...]:
        return ()


register_ability_kind("prevent_next", _parse_prevent("prevent_next"))
register_ability_kind("prevent_from_source", _parse_prevent("prevent_from_source"))
register_ability_kind("prevent_static", _parse_prevent("prevent_static"))
register_ability_kind("prevent_half", _parse_prevent("prevent_half"))
register_ability_kind("prevent_all", _parse_prevent_all)
register_ability_kind("cant", _parse_cant)

register_handler("prevent_next", PreventNext())
register_handler("prevent_from_source", PreventFromSource())
register_handler("prevent_static", PreventStatic())
register_handler("prevent_half", PreventHalf())
register_handler("prevent_all", PreventAll())
register_handler("protection", Protection())
