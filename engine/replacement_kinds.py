"""Ability kinds that create replacement effects (rule 614), as data for the card library.

Each kind has a parser (registered with :func:`engine.abilities.register_ability_kind`) and a
:class:`engine.replacement.Handler` saying when its effect applies and what it does instead:

* ``replace_zone``: "If a card would be put into a graveyard from anywhere, exile it instead"
  (Rest in Peace, Leyline of the Void, Progenitus).
* ``enters_tapped`` / ``enters_with_counters`` / ``enters_as_copy``: how a permanent enters the
  battlefield (614.1c-d, 614.12).
* ``enters_under_control``: "If a creature would enter under an opponent's control, it enters
  under your control instead" (616.1b).
* ``modify_counters``: Hardened Scales, Corpsejack Menace, Doubling Season, Vizier of Remedies.
* ``double_damage``: Furnace of Rath, Gratuitous Violence, Gisela.
* ``damage_to_counters``: Soul-Scar Mage.
* ``damage_self_replacement``: "deals 5 damage instead if ..." (614.15, 616.1a).
* ``life_floor``: Worship. ``double_life_gain``: Boon Reflection. ``gain_becomes_loss``:
  Tainted Remedy. ``gain_becomes_draw``, ``draw_becomes_gain``, ``draw_becomes_return``:
  life and draw replacements (614.11, 616.2). ``empty_draw_wins``: Laboratory Maniac.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.abilities import Ability, check_fields, register_ability_kind, text_field
from engine.citations import cite
from engine.effects import Selector, parse_selector
from engine.errors import ScenarioError, join
from engine.events import (
    Damage,
    Destroy,
    Draw,
    Enter,
    Event,
    GainLife,
    LoseLife,
    Move,
    PutCounters,
    Regenerate,
    WinGame,
)
from engine.objects import ChoiceOption, PendingChoice
from engine.replacement import (
    Applied,
    Category,
    GameView,
    ObjectView,
    ReplacementEffect,
    Verdict,
    register_handler,
)
from engine.selectors import matches, player_fits
from engine.trace import Message

PLAYER_RELATIONS = ("you", "opponent", "any")


# --- specs ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """Rest in Peace: moves `to` a zone go `instead` somewhere else."""

    to: str
    instead: str
    from_zone: str | None
    self_only: bool
    owner: str
    cards_only: bool


@dataclass(frozen=True, slots=True)
class EntersSpec:
    """How permanents matching `affects` enter (614.1c-d); `affects` self for their own."""

    affects: Selector
    counter: str = ""
    amount: int = 0
    copy_of_source: bool = False


@dataclass(frozen=True, slots=True)
class CounterSpec:
    """Hardened Scales and friends: counters of `counter` put on matching permanents."""

    affects: Selector
    counter: str
    op: str
    amount: int


@dataclass(frozen=True, slots=True)
class DamageSpec:
    """Damage from matching sources to matching recipients (players and/or permanents)."""

    sources: Selector | None
    players: str | None
    permanents: Selector | None
    noncombat_only: bool = False
    amount: int = 0
    condition: str = ""


@dataclass(frozen=True, slots=True)
class LifeSpec:
    """Life and draw replacements for the players in `players` (relative to the controller)."""

    players: str
    condition: Selector | None = None


def _relation(data: Mapping[str, Any], name: str, path: str, default: str) -> str:
    value = data.get(name, default)
    if value not in PLAYER_RELATIONS:
        raise ScenarioError(join(path, name), f"expected one of {', '.join(PLAYER_RELATIONS)}")
    return str(value)


def _int(data: Mapping[str, Any], name: str, path: str, default: int | None = None) -> int:
    value = data.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(join(path, name), "expected an integer")
    return value


def _selector(data: Mapping[str, Any], name: str, path: str) -> Selector | None:
    return parse_selector(data[name], join(path, name)) if name in data else None


def _label(data: Mapping[str, Any], path: str) -> str:
    return text_field(data, "label", path)


def _parse_replace_zone(data: Mapping[str, Any], path: str) -> Ability:
    check_fields(data, path, {"kind", "label", "to", "instead", "from", "self", "owner",
                              "cards_only"})
    zones = ("graveyard", "exile", "library", "hand", "battlefield")
    for name in ("to", "instead"):
        if data.get(name) not in zones:
            raise ScenarioError(join(path, name), f"expected one of {', '.join(zones)}")
    from_zone = data.get("from")
    if from_zone is not None and from_zone not in ("battlefield", "hand", "library", "stack"):
        raise ScenarioError(join(path, "from"), "expected a zone")
    spec = ZoneSpec(
        to=str(data["to"]),
        instead=str(data["instead"]),
        from_zone=from_zone,
        self_only=bool(data.get("self", False)),
        owner=_relation(data, "owner", path, "any"),
        cards_only=bool(data.get("cards_only", False)),
    )
    return Ability("replace_zone", _label(data, path), spec)


def _parse_enters(kind: str) -> Any:
    def parse(data: Mapping[str, Any], path: str) -> Ability:
        check_fields(data, path, {"kind", "label", "affects", "counter", "amount"})
        affects = parse_selector(data.get("affects", "self"), join(path, "affects"))
        counter = ""
        amount = 0
        if kind == "enters_with_counters":
            counter = text_field(data, "counter", path)
            amount = _int(data, "amount", path)
        return Ability(
            kind,
            _label(data, path),
            EntersSpec(affects, counter, amount, copy_of_source=kind == "enters_as_copy"),
        )

    return parse


def _parse_counters(data: Mapping[str, Any], path: str) -> Ability:
    check_fields(data, path, {"kind", "label", "affects", "counter", "op", "amount"})
    op = data.get("op")
    if op not in ("plus", "minus", "double"):
        raise ScenarioError(join(path, "op"), "expected one of plus, minus, double")
    affects = parse_selector(data.get("affects"), join(path, "affects"))
    counter = data.get("counter", "any")
    if not isinstance(counter, str):
        raise ScenarioError(join(path, "counter"), "expected a counter name or any")
    amount = _int(data, "amount", path, 1 if op != "double" else 0)
    return Ability("modify_counters", _label(data, path), CounterSpec(affects, counter, op, amount))


def _parse_damage(kind: str) -> Any:
    allowed = {"kind", "label", "sources", "players", "permanents", "amount", "condition"}

    def parse(data: Mapping[str, Any], path: str) -> Ability:
        check_fields(data, path, allowed)
        players = _relation(data, "players", path, "any") if "players" in data else None
        condition = data.get("condition", "")
        if condition not in ("", "creature_died_this_turn"):
            raise ScenarioError(join(path, "condition"), "expected creature_died_this_turn")
        spec = DamageSpec(
            sources=_selector(data, "sources", path),
            players=players,
            permanents=_selector(data, "permanents", path),
            noncombat_only=kind == "damage_to_counters",
            amount=_int(data, "amount", path, 0),
            condition=str(condition),
        )
        return Ability(kind, _label(data, path), spec)

    return parse


def _parse_life(kind: str) -> Any:
    def parse(data: Mapping[str, Any], path: str) -> Ability:
        check_fields(data, path, {"kind", "label", "players", "if_you_control"})
        spec = LifeSpec(
            players=_relation(data, "players", path, "you"),
            condition=_selector(data, "if_you_control", path),
        )
        return Ability(kind, _label(data, path), spec)

    return parse


# --- matching ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EffectReader:
    """How a replacement, prevention or "can't" effect reads its selectors: "you" is its
    controller, "other" excludes its source, its targets are fixed as it resolved."""

    effect: ReplacementEffect
    game: GameView

    @property
    def source(self) -> str | None:
        return self.effect.source

    @property
    def you(self) -> str:
        return self.effect.controller

    @property
    def targets(self) -> tuple[str, ...]:
        return self.effect.fixed_targets or ()

    @property
    def attached_to(self) -> str | None:
        return None

    def is_opponent(self, player: str) -> bool:
        return player in self.game.opponents(self.effect.controller)

    def chosen(self, key: str) -> str | None:
        return None


def player_matches(relation: str, player: str, controller: str, game: GameView) -> bool:
    """Whether `player` is "you", an "opponent" or "any" player, seen from `controller`."""
    probe = ReplacementEffect(key="", id="", source="", controller=controller, kind="", label="")
    return player_fits(relation, player, EffectReader(probe, game))


def object_matches(
    selector: Selector, view: ObjectView, effect: ReplacementEffect, game: GameView
) -> bool:
    """Whether the object matches the selector, read from the effect's point of view."""
    return matches(selector, view, EffectReader(effect, game))


def says(key: str, effect: ReplacementEffect, **params: Any) -> Message:
    """A trace message about `effect`, which it names by its label."""
    return Message.of(key, effect=effect.label, **params)


def _yes(key: str, effect: ReplacementEffect, **params: Any) -> Verdict:
    return Verdict(True, says(key, effect, **params))


def _no(key: str, effect: ReplacementEffect, **params: Any) -> Verdict:
    return Verdict(False, says(key, effect, **params))


# --- handlers ------------------------------------------------------------------------------


class _Base:
    category = Category.OTHER
    prevention = False
    concepts: tuple[str, ...] = ("replacement.instead",)

    @property
    def rules(self) -> tuple[str, ...]:
        return cite(*self.concepts)


def _spec(effect: ReplacementEffect, kind: type[Any]) -> Any:
    spec = effect.params
    assert isinstance(spec, kind)
    return spec


class ReplaceZone(_Base):
    """614.1a: "If [something] would be put into [zone], [put it somewhere else] instead"."""

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        if not isinstance(event, Move):
            return False
        spec: ZoneSpec = _spec(effect, ZoneSpec)
        # Progenitus's effect is only about Progenitus: no need to mention it for others.
        return not spec.self_only or event.object == effect.source

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Move)
        spec: ZoneSpec = _spec(effect, ZoneSpec)
        view = game.obj(event.object)
        if event.to != spec.to or view is None:
            return _no(f"replacement.zone.other_zone.{event.to}", effect)
        if spec.self_only and event.object != effect.source:
            return _no("replacement.zone.not_self", effect, object=view.name)
        if spec.from_zone is not None and view.zone != spec.from_zone:
            return _no(f"replacement.zone.from.{view.zone}", effect, object=view.name)
        if spec.cards_only and view.token:
            return _no("replacement.zone.token", effect, object=view.name)
        if not player_matches(spec.owner, view.owner, effect.controller, game):
            return _no("replacement.zone.owner", effect, object=view.name, owner=view.owner)
        return _yes(f"replacement.zone.applies.{spec.to}", effect, object=view.name)

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Move)
        spec: ZoneSpec = _spec(effect, ZoneSpec)
        return Applied(
            (replace(event, to=spec.instead),),
            says(f"replacement.zone.applied.{spec.instead}", effect,
                 object=name_of(event.object, game)),
        )


class _Entering(_Base):
    """614.1c-d, 614.12: effects on how a permanent enters, judged as it would exist there."""

    concepts = ("replacement.enters", "replacement.enters_as_exists")

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, Enter)

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Enter)
        spec: EntersSpec = _spec(effect, EntersSpec)
        view = game.entering_view(event)
        if view is None:
            return _no("replacement.enters.not_permanent", effect, object=event.object)
        if spec.affects.ref == "self":
            if event.object != effect.source:
                return _no("replacement.enters.not_self", effect, object=view.name)
            return _yes("replacement.enters.self", effect, object=view.name)
        # 614.12: judged on the object as it would exist on the battlefield.
        if not object_matches(spec.affects, view, effect, game):
            return _no("replacement.enters.no_match", effect, object=view.name)
        return _yes("replacement.enters.match", effect, object=view.name)


def _entering_name(event: Enter, game: GameView) -> str:
    view = game.entering_view(event)
    return view.name if view is not None else event.object


class EntersTapped(_Entering):
    """614.1c-d, 614.12: "[This permanent / Permanents] enter(s) tapped"."""

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Enter)
        return Applied(
            (replace(event, tapped=True),),
            says("replacement.enters_tapped.applied", effect, object=_entering_name(event, game)),
        )


class EntersWithCounters(_Entering):
    """614.1c: "[This permanent] enters with N counters on it"."""

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Enter)
        spec: EntersSpec = _spec(effect, EntersSpec)
        counters = (*event.counters, (spec.counter, spec.amount))
        return Applied(
            (replace(event, counters=counters),),
            says(
                "replacement.enters_with.applied",
                effect,
                object=_entering_name(event, game),
                amount=spec.amount,
                counter=spec.counter,
            ),
        )


class EntersAsCopy(_Entering):
    """616.1c: "Creatures you control enter as a copy of [this]" (Essence of the Wild)."""

    category = Category.COPY
    concepts = ("replacement.enters", "interaction.copy")

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Enter)
        return Applied(
            (replace(event, copy_of=effect.source),),
            says("replacement.enters_as_copy.applied", effect,
                 object=_entering_name(event, game)),
        )


class EntersUnderControl(_Entering):
    """616.1b: "If a creature would enter under an opponent's control, it enters under yours"."""

    category = Category.CONTROL
    concepts = ("replacement.enters", "interaction.control")

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Enter)
        spec: EntersSpec = _spec(effect, EntersSpec)
        view = game.entering_view(event)
        if view is None:
            return _no("replacement.enters.not_permanent", effect, object=event.object)
        if view.controller not in game.opponents(effect.controller):
            return _no("replacement.control.already", effect, object=view.name)
        if not object_matches(replace(spec.affects, controller=None), view, effect, game):
            return _no("replacement.enters.no_match", effect, object=view.name)
        return _yes("replacement.control.applies", effect, object=view.name)

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Enter)
        return Applied(
            (replace(event, controller=effect.controller),),
            says(
                "replacement.control.applied",
                effect,
                object=_entering_name(event, game),
                player=effect.controller,
            ),
        )


class ModifyCounters(_Base):
    """Hardened Scales, Corpsejack Menace, Doubling Season, Vizier of Remedies (614.1a).

    Counters a permanent enters with are counters put on it, so these apply to them too.
    """

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, (PutCounters, Enter))

    def _target(self, event: Event, game: GameView) -> ObjectView | None:
        if isinstance(event, Enter):
            return game.entering_view(event)
        assert isinstance(event, PutCounters)
        return game.obj(event.target)

    def _kinds(self, spec: CounterSpec, event: Event) -> list[str]:
        if isinstance(event, PutCounters):
            names = [event.counter] if event.amount > 0 else []
        else:
            assert isinstance(event, Enter)
            names = [name for name, amount in event.counters if amount > 0]
        return [n for n in names if spec.counter in ("any", n)]

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        spec: CounterSpec = _spec(effect, CounterSpec)
        view = self._target(event, game)
        if view is None:
            return _no("replacement.counters.no_permanent", effect)
        if not self._kinds(spec, event):
            if spec.counter == "any":
                return _no("replacement.counters.none", effect, object=view.name)
            return _no("replacement.counters.kind", effect, object=view.name, counter=spec.counter)
        if not object_matches(replace(spec.affects, zones=None), view, effect, game):
            return _no("replacement.counters.no_match", effect, object=view.name)
        return _yes("replacement.counters.applies", effect, object=view.name)

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        spec: CounterSpec = _spec(effect, CounterSpec)
        view = self._target(event, game)
        name = view.name if view is not None else ""

        def changed(amount: int) -> int:
            if spec.op == "plus":
                return amount + spec.amount
            if spec.op == "minus":
                return max(0, amount - spec.amount)
            return amount * 2

        if isinstance(event, PutCounters):
            amount = changed(event.amount)
            events: tuple[Event, ...] = (replace(event, amount=amount),) if amount > 0 else ()
            before = event.amount
            counter = event.counter
        else:
            assert isinstance(event, Enter)
            kinds = self._kinds(spec, event)
            counters = tuple(
                (n, changed(a) if n in kinds and a > 0 else a) for n, a in event.counters
            )
            before = sum(a for n, a in event.counters if n in kinds)
            counter = kinds[0]
            amount = sum(a for n, a in counters if n in kinds)
            events = (replace(event, counters=counters),)
        return Applied(
            events,
            says(
                "replacement.counters.applied",
                effect,
                object=name,
                counter=counter,
                before=before,
                after=amount,
            ),
        )


def recipient_matches(
    players: str | None,
    permanents: Selector | None,
    target: str,
    effect: ReplacementEffect,
    game: GameView,
) -> bool:
    """Whether what damage is dealt to is one of `players` (a relation) or `permanents`."""
    if game.is_player(target):
        return players is not None and player_matches(players, target, effect.controller, game)
    view = game.obj(target)
    return (
        view is not None
        and permanents is not None
        and object_matches(permanents, view, effect, game)
    )


def source_matches(
    sources: Selector | None, source: str, effect: ReplacementEffect, game: GameView
) -> bool:
    """Whether a damage source fits `sources` (None: any source). A source is whatever it is
    now, wherever it is (a spell on the stack, say)."""
    if sources is None:
        return True
    view = game.obj(source)
    return view is not None and object_matches(replace(sources, zones=None), view, effect, game)


def damage_check(
    effect: ReplacementEffect, event: Event, game: GameView
) -> tuple[Verdict, DamageSpec]:
    """The common tests of damage replacements: 614.7a zero damage, source, recipient."""
    assert isinstance(event, Damage)
    spec: DamageSpec = _spec(effect, DamageSpec)
    if event.amount <= 0:
        return _no("replacement.damage.zero", effect), spec
    if not source_matches(spec.sources, event.source, effect, game):
        return _no("replacement.damage.source", effect, source=name_of(event.source, game)), spec
    if not recipient_matches(spec.players, spec.permanents, event.target, effect, game):
        return _no("replacement.damage.target", effect, target=name_of(event.target, game)), spec
    return (
        _yes(
            "replacement.damage.applies",
            effect,
            source=name_of(event.source, game),
            target=name_of(event.target, game),
        ),
        spec,
    )


def name_of(ref: str, game: GameView) -> str:
    """The name of the object `ref` after the layers; a player (or a gone object) by its id."""
    view = game.obj(ref)
    return view.name if view is not None else ref


class DoubleDamage(_Base):
    """Furnace of Rath, Gratuitous Violence, Gisela: "deals double that damage instead"."""

    concepts = ("replacement.instead", "damage.replace")

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, Damage)

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        return damage_check(effect, event, game)[0]

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Damage)
        return Applied(
            (replace(event, amount=event.amount * 2),),
            says(
                "replacement.damage.doubled",
                effect,
                before=event.amount,
                after=event.amount * 2,
                target=name_of(event.target, game),
            ),
        )


class DamageToCounters(_Base):
    """Soul-Scar Mage: noncombat damage to an opponent's creature becomes -1/-1 counters."""

    concepts = ("replacement.instead", "damage.replace")

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, Damage)

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Damage)
        if event.combat:
            return _no("replacement.damage.combat", effect)
        return damage_check(effect, event, game)[0]

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Damage)
        return Applied(
            (PutCounters(event.target, "-1/-1", event.amount),),
            says(
                "replacement.damage.to_counters",
                effect,
                amount=event.amount,
                target=name_of(event.target, game),
            ),
        )


class DamageSelfReplacement(_Base):
    """614.15, 616.1a: a spell's own "deals N damage instead if ..." (Brimstone Volley)."""

    category = Category.SELF_REPLACEMENT
    concepts = ("replacement.self", "interaction.self")

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, Damage) and event.source == effect.source

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Damage)
        spec: DamageSpec = _spec(effect, DamageSpec)
        if event.source != effect.source:
            return _no("replacement.self.other_source", effect)
        if event.amount <= 0:
            return _no("replacement.damage.zero", effect)
        if spec.condition == "creature_died_this_turn" and not game.creature_died():
            return _no("replacement.self.condition", effect)
        return _yes("replacement.self.applies", effect, amount=spec.amount)

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Damage)
        spec: DamageSpec = _spec(effect, DamageSpec)
        return Applied(
            (replace(event, amount=spec.amount),),
            says(
                "replacement.damage.set",
                effect,
                before=event.amount,
                after=spec.amount,
                target=name_of(event.target, game),
            ),
        )


class LifeFloor(_Base):
    """Worship: "damage that would reduce your life total to less than 1 reduces it to 1"."""

    concepts = ("replacement.instead", "damage.results")

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, LoseLife) and event.damage_source is not None

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, LoseLife)
        spec: LifeSpec = _spec(effect, LifeSpec)
        if event.player != effect.controller:
            return _no("replacement.life.not_player", effect, player=event.player)
        if spec.condition is not None and not game.controls_matching(
            effect, spec.condition
        ):
            return _no("replacement.life_floor.no_creature", effect)
        after = game.life_after(event)
        if after >= 1:
            return _no("replacement.life_floor.stays", effect, life=after)
        return _yes("replacement.life_floor.applies", effect, life=after)

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, LoseLife)
        excess = 1 - game.life_after(event)
        amount = max(0, event.amount - excess)
        return Applied(
            (replace(event, amount=amount),),
            says("replacement.life_floor.applied", effect, before=event.amount, after=amount),
        )


class DoubleLifeGain(_Base):
    """Boon Reflection: "If you would gain life, you gain twice that much life instead"."""

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, GainLife)

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, GainLife)
        spec: LifeSpec = _spec(effect, LifeSpec)
        if not player_matches(spec.players, event.player, effect.controller, game):
            return _no("replacement.life.not_player", effect, player=event.player)
        return _yes("replacement.life.applies", effect, player=event.player)

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, GainLife)
        return Applied(
            (replace(event, amount=event.amount * 2),),
            says(
                "replacement.life.doubled",
                effect,
                player=event.player,
                before=event.amount,
                after=event.amount * 2,
            ),
        )


class GainBecomesLoss(DoubleLifeGain):
    """Tainted Remedy: "If an opponent would gain life, that player loses that much instead"."""

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, GainLife)
        return Applied(
            (LoseLife(event.player, event.amount),),
            says(
                "replacement.life.gain_to_loss",
                effect,
                player=event.player,
                amount=event.amount,
            ),
        )


class GainBecomesDraw(DoubleLifeGain):
    """616.2 example: "If you would gain life, draw that many cards instead"."""

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, GainLife)
        return Applied(
            tuple(Draw(event.player) for _ in range(event.amount)),
            says(
                "replacement.life.gain_to_draw",
                effect,
                player=event.player,
                amount=event.amount,
            ),
        )


class _DrawBase(_Base):
    concepts = ("replacement.instead", "replacement.draw")

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, Draw)

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Draw)
        spec: LifeSpec = _spec(effect, LifeSpec)
        if not player_matches(spec.players, event.player, effect.controller, game):
            return _no("replacement.life.not_player", effect, player=event.player)
        return _yes("replacement.draw.applies", effect, player=event.player)


class DrawBecomesGain(_DrawBase):
    """A replacement loop's other half: "If you would draw a card, gain 1 life instead"."""

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Draw)
        return Applied(
            (GainLife(event.player, 1),),
            says("replacement.draw.to_gain", effect, player=event.player),
        )


class DrawBecomesReturn(_DrawBase):
    """616.2 example: "If you would draw a card, return a card from your graveyard instead"."""

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        verdict = super().check(effect, event, game)
        assert isinstance(event, Draw)
        if verdict.applies and not game.graveyard_cards(event.player):
            # With no card to return, it could not do what it says instead of the draw.
            return _no("replacement.draw.empty_graveyard", effect, player=event.player)
        return verdict

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Draw)
        cards = game.graveyard_cards(event.player)
        card = cards[0]
        if len(cards) > 1:
            card = game.ask(PendingChoice(
                player=event.player,
                rules=cite("replacement.instead"),
                message=says("replacement.draw.which_card", effect, player=event.player),
                options=tuple(
                    ChoiceOption(c, Message.of("replacement.draw.card", object=name_of(c, game)))
                    for c in cards
                ),
            ))
        return Applied(
            (Move(card, "hand", rule="replacement.instead"),),
            says(
                "replacement.draw.to_return",
                effect,
                player=event.player,
                object=name_of(card, game),
            ),
        )


class EmptyDrawWins(_DrawBase):
    """Laboratory Maniac: "If you would draw a card while your library has no cards in it,
    you win the game instead"."""

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        verdict = super().check(effect, event, game)
        assert isinstance(event, Draw)
        if verdict.applies and game.library_size(event.player) > 0:
            return _no("replacement.draw.library_not_empty", effect, player=event.player)
        return verdict

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Draw)
        return Applied(
            (WinGame(event.player, "game.win_effect"),),
            says("replacement.draw.to_win", effect, player=event.player),
        )


class RegenerationShield(_Base):
    """614.8: "Regenerate [permanent]": the next time it would be destroyed this turn,
    instead tap it and remove all damage from it (and remove it from combat)."""

    concepts = ("replacement.regenerate",)

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        return isinstance(event, Destroy)

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        assert isinstance(event, Destroy)
        target = name_of(event.target, game)
        # "Regenerate [this creature]" (Drudge Skeletons) has no target: its shield is on the
        # source whose ability resolved.
        shielded = effect.fixed_targets or (
            (effect.source,) if effect.source != effect.id else ())
        if event.target not in shielded:
            return _no("replacement.regenerate.other", effect, object=target)
        if game.shield(effect.key) == 0:
            return _no("replacement.regenerate.used", effect, object=target)
        return _yes("replacement.regenerate.applies", effect, object=target)

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        assert isinstance(event, Destroy)
        return Applied(
            (Regenerate(event.target),),
            says("replacement.regenerate.applied", effect, object=name_of(event.target, game)),
            usage=((effect.key, 0),),
        )


@dataclass(frozen=True, slots=True)
class ChoiceSpec:
    """614.1c: "As [this permanent] enters, choose a color" (`choice` is the `chosen` key)."""

    choice: str


def _parse_choose(data: Mapping[str, Any], path: str) -> Ability:
    check_fields(data, path, {"kind", "label", "choice"})
    if data.get("choice") != "color":
        raise ScenarioError(join(path, "choice"), "expected color")
    return Ability("as_enters_choose", _label(data, path), ChoiceSpec("color"))


def _parse_regenerate(data: Mapping[str, Any], path: str) -> Ability:
    check_fields(data, path, {"kind", "label", "cost"})
    return Ability("regenerate", _label(data, path), "regenerate")


register_ability_kind("as_enters_choose", _parse_choose)
register_ability_kind("regenerate", _parse_regenerate)
register_ability_kind("replace_zone", _parse_replace_zone)
register_ability_kind("enters_tapped", _parse_enters("enters_tapped"))
register_ability_kind("enters_with_counters", _parse_enters("enters_with_counters"))
register_ability_kind("enters_as_copy", _parse_enters("enters_as_copy"))
register_ability_kind("enters_under_control", _parse_enters("enters_under_control"))
register_ability_kind("modify_counters", _parse_counters)
register_ability_kind("double_damage", _parse_damage("double_damage"))
register_ability_kind("damage_to_counters", _parse_damage("damage_to_counters"))
register_ability_kind("damage_self_replacement", _parse_damage("damage_self_replacement"))
register_ability_kind("life_floor", _parse_life("life_floor"))
register_ability_kind("double_life_gain", _parse_life("double_life_gain"))
register_ability_kind("gain_becomes_loss", _parse_life("gain_becomes_loss"))
register_ability_kind("gain_becomes_draw", _parse_life("gain_becomes_draw"))
register_ability_kind("draw_becomes_gain", _parse_life("draw_becomes_gain"))
register_ability_kind("draw_becomes_return", _parse_life("draw_becomes_return"))
register_ability_kind("empty_draw_wins", _parse_life("empty_draw_wins"))

register_handler("regenerate", RegenerationShield())
register_handler("replace_zone", ReplaceZone())
register_handler("enters_tapped", EntersTapped())
register_handler("enters_with_counters", EntersWithCounters())
register_handler("enters_as_copy", EntersAsCopy())
register_handler("enters_under_control", EntersUnderControl())
register_handler("modify_counters", ModifyCounters())
register_handler("double_damage", DoubleDamage())
register_handler("damage_to_counters", DamageToCounters())
register_handler("damage_self_replacement", DamageSelfReplacement())
register_handler("life_floor", LifeFloor())
register_handler("double_life_gain", DoubleLifeGain())
register_handler("gain_becomes_loss", GainBecomesLoss())
register_handler("gain_becomes_draw", GainBecomesDraw())
register_handler("draw_becomes_gain", DrawBecomesGain())
register_handler("draw_becomes_return", DrawBecomesReturn())
register_handler("empty_draw_wins", EmptyDrawWins())
