"""Replacement abilities as data: an event pattern and what happens instead (rules 614, 616).

One ability kind, ``"replacement"``, says every replacement effect the engine plays:

* ``event``: which event it watches and which objects or players it covers (614.1): a move to a
  zone (Rest in Peace), a permanent entering (614.1c-d), counters being put, damage being dealt,
  life being gained or lost, a card being drawn (614.11), a permanent being destroyed (614.8);
* ``if``: conditions that must hold as the event would happen ("if you control a creature");
* ``instead``: either how the event is modified (an object ``{"to": "exile"}``; an amount
  ``{"amount": {"times": 2}}``; entering ``tapped``, with ``counters``, ``as_copy_of`` its
  source (616.1c), ``under_control_of`` you (616.1b)) or a list of actions from the shared
  library (:mod:`engine.abilities.actions`) that happen instead.

``self_replacement`` marks a spell's own "instead if" (614.15, ranked first by 616.1a); an ability
with a ``cost`` is activated, so its effect exists only once it resolved (a scenario's
``effects``: "{B}: Regenerate"); ``functions_in`` names the zones it works in besides the
battlefield (Progenitus: "from anywhere").

:class:`Replacement` is the one handler for all of them: it checks the pattern against an event
(one reader per event type, so the trace says why an effect does or doesn't apply in the event's
own terms) and applies the outcome. The kinds used before 0.5 (``replace_zone``,
``double_damage``, ...) are read as this kind by :mod:`engine.abilities.legacy_kinds`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.abilities.actions import Action, Do, parse_actions, perform_action
from engine.abilities.basic import text_field
from engine.abilities.effects import ZONES, Selector, parse_selector
from engine.abilities.selectors import matches, player_fits
from engine.abilities.triggers import TargetSpec, parse_targets
from engine.concepts import EventType, Zone
from engine.errors import ScenarioError, join
from engine.events import (
    CreateToken,
    Damage,
    Destroy,
    Draw,
    Enter,
    Event,
    GainLife,
    LoseLife,
    Move,
    PutCounters,
)
from engine.events.replacement import (
    Applied,
    Category,
    GameView,
    ReplacementEffect,
    Verdict,
    name_of,
    says,
)
from engine.state.objects import Ability, GameObject
from engine.state.view import ObjectView
from engine.text.citations import cite

PLAYER_RELATIONS = ("you", "opponent", "any")


class AmountChange(enum.StrEnum):
    """How an event's amount is modified (614.1a)."""

    TIMES = "times"
    PLUS = "plus"
    MINUS = "minus"
    SET = "set"
    # Worship: the life loss leaves the life total at this, no lower.
    LIFE_FLOOR = "life_floor"


@dataclass(frozen=True, slots=True)
class Pattern:
    """Which event, and which objects or players it must concern (614.1).

    ``object``: what moves, enters or is destroyed, or the permanent counters are put on;
    ``source`` and ``players``/``permanents``: what deals damage and what it is dealt to (with
    neither, damage to anything);
    ``player``: who gains or loses life or draws (a relation to the effect's controller).
    """

    type: EventType
    object: Selector | None = None
    source: Selector | None = None
    players: str | None = None
    permanents: Selector | None = None
    player: str = "any"
    to_zone: str | None = None
    from_zone: str | None = None
    counter: str = "any"
    # Damage: True only combat damage, False only noncombat damage, None both.
    combat: bool | None = None
    # Life loss: only life lost because damage was dealt (120.3a).
    from_damage: bool = False


@dataclass(frozen=True, slots=True)
class Conditions:
    """What must also be true as the event would happen."""

    you_control: Selector | None = None
    # With ``you_control``: how many such permanents at least, or (``at_most``) at most.
    at_least: int = 1
    at_most: int | None = None
    creature_died_this_turn: bool = False
    library_empty: bool = False
    graveyard_has_card: bool = False
    # 702.54a: "if an opponent was dealt damage this turn" (bloodthirst).
    opponent_dealt_damage_this_turn: bool = False
    # 702.33d, 607.2h: "If ~ was kicked, it enters ...": the permanent spell entering was
    # kicked (a self-replacement on its own entering only).
    kicked: bool = False
    # 702.98a: unleash's "You may have this permanent enter with an additional +1/+1 counter
    # on it": its controller chose to (the entering object's chosen "unleash" is "counter").
    unleashed: bool = False
    # 702.136a: riot's "You may have this permanent enter with an additional +1/+1 counter on
    # it": its controller chose the counter (the entering object's chosen "riot" is "counter").
    riot_counter: bool = False


@dataclass(frozen=True, slots=True)
class Modify:
    """The event happens, modified (614.1a, 614.1c-d): one change per ability."""

    to_zone: Zone | None = None
    change: AmountChange | None = None
    amount: int = 0
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    # 107.3m: "enters with X counters": as many as the X its spell was cast with (the one
    # counter kind's amount is then 0, and the entering object's ``cast_x`` says how many).
    counters_x: bool = False
    as_copy: bool = False
    under_your_control: bool = False
    # "As [this] enters, choose a color / an opponent / a player / a creature type" (614.1c,
    # 614.12a): asked before it enters.
    choose: str = ""
    # "choose a nonland card name": the card types the named card may not have.
    choose_except: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ReplacementSpec:
    """A replacement ability: a pattern, conditions, and a modification or actions instead."""

    pattern: Pattern
    conditions: Conditions
    modify: Modify | None
    instead: tuple[Action, ...]
    self_replacement: bool = False
    functions_in: tuple[str, ...] | None = ("battlefield",)
    activated: bool = False
    # 614.8, 115.1: an activated regeneration shield's target ("{1}{B}: Regenerate target
    # Zombie."): declared as it is activated (602.2b); the shield is on what it targeted.
    targets: tuple[TargetSpec, ...] = ()
    # The citation concept of the keyword it is part of ("keyword.modular"), cited beside the
    # replacement rules on its steps.
    keyword_concept: str = ""
    # 700.2: a modal spell's mode that is a regeneration shield ("• Regenerate target Beast."):
    # the mode, how many modes its caster chooses, entwine (702.42a), as an ActionSpec's
    # (engine.abilities.spells.mode_of).
    mode: str = ""
    choose: tuple[int, ...] = ()
    entwine: bool = False

    @property
    def category(self) -> Category:
        """616.1a-d: the rank in which this effect is chosen."""
        if self.self_replacement:
            return Category.SELF_REPLACEMENT
        if self.modify is not None and self.modify.under_your_control:
            return Category.CONTROL
        if self.modify is not None and self.modify.as_copy:
            return Category.COPY
        return Category.OTHER

    @property
    def own_entry_only(self) -> bool:
        """614.12: "[this permanent] enters ..." matters only as that permanent enters."""
        return (self.pattern.type is EventType.ENTER and self.pattern.object is not None
                and self.pattern.object.ref == "self"
                and not (self.modify is not None and self.modify.choose))

    @property
    def concepts(self) -> tuple[str, ...]:
        """The citation concepts of what it does."""
        kind = self.pattern.type
        if self.self_replacement:
            return ("replacement.self", "interaction.self")
        if kind is EventType.DESTROY:
            return ("replacement.regenerate",)
        if kind is EventType.ENTER:
            if self.category is Category.COPY:
                return ("replacement.enters", "interaction.copy")
            if self.category is Category.CONTROL:
                return ("replacement.enters", "interaction.control")
            if self.keyword_concept:
                return ("replacement.enters", "replacement.enters_as_exists",
                        self.keyword_concept)
            return ("replacement.enters", "replacement.enters_as_exists")
        if kind is EventType.DAMAGE:
            return ("replacement.instead", "damage.replace")
        if kind is EventType.LOSE_LIFE and self.pattern.from_damage:
            return ("replacement.instead", "damage.results")
        if kind is EventType.DRAW:
            return ("replacement.instead", "replacement.draw")
        return ("replacement.instead",)


def spec_of(ability: Ability) -> ReplacementSpec | None:
    """The replacement ability's spec, or None for other abilities."""
    spec = ability.spec
    return spec if isinstance(spec, ReplacementSpec) else None


# --- reading the JSON ------------------------------------------------------------------------


def _choice(data: Mapping[str, Any], name: str, path: str, allowed: tuple[str, ...],
            default: str | None = None) -> str | None:
    value = data.get(name, default)
    if value is not None and value not in allowed:
        raise ScenarioError(join(path, name), f"expected one of {', '.join(allowed)}")
    return None if value is None else str(value)


def _flag(data: Mapping[str, Any], name: str, path: str) -> bool | None:
    value = data.get(name)
    if value is not None and not isinstance(value, bool):
        raise ScenarioError(join(path, name), "expected true or false")
    return value


def _count(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ScenarioError(path, "expected a non-negative integer")
    return value


def parse_pattern(data: Any, path: str) -> Pattern:
    """Parse ``event``: ``{"type": ..., and the fields of that type}``."""
    if not isinstance(data, Mapping):
        raise ScenarioError(path, "expected an event pattern object")
    raw = data.get("type")
    if raw not in EventType.__members__.values():
        raise ScenarioError(join(path, "type"),
                            f"expected one of {', '.join(t.value for t in EventType)}")
    kind = EventType(str(raw))

    def selector(name: str) -> Selector | None:
        if name not in data:
            return None
        # Objects moving, entering or being destroyed are wherever they are (400.7).
        return parse_selector(data[name], join(path, name), default_zones=None)

    to_zone = _choice(data, "to", path, ZONES)
    if kind is EventType.MOVE and to_zone is None:
        raise ScenarioError(join(path, "to"), "required: the zone the object would be put into")
    if kind in (EventType.ENTER, EventType.DESTROY) and "object" not in data:
        raise ScenarioError(join(path, "object"), 'required ("self" or a filter)')
    counter = data.get("counter", "any")
    if not isinstance(counter, str) or not counter:
        raise ScenarioError(join(path, "counter"), "expected a counter name or any")
    return Pattern(
        type=kind,
        object=selector("on" if kind is EventType.COUNTERS else "object"),
        source=selector("source"),
        players=_choice(data, "players", path, (*PLAYER_RELATIONS, "target")),
        permanents=selector("permanents"),
        player=_choice(data, "player", path, PLAYER_RELATIONS, "any") or "any",
        to_zone=to_zone,
        from_zone=_choice(data, "from", path, ZONES),
        counter=counter,
        combat=_flag(data, "combat", path),
        from_damage=bool(_flag(data, "from_damage", path)),
    )


def _parse_conditions(data: Any, path: str) -> Conditions:
    if not isinstance(data, Mapping):
        raise ScenarioError(path, "expected an object of conditions")
    for name in ("creature_died_this_turn", "library_empty", "graveyard_has_card",
                 "opponent_dealt_damage_this_turn", "kicked"):
        if name in data and data[name] is not True:
            raise ScenarioError(join(path, name), "expected true")
    you_control = None
    if "you_control" in data:
        you_control = parse_selector(data["you_control"], join(path, "you_control"))
    at_least = data.get("at_least", 1)
    if "at_least" in data:
        if you_control is None:
            raise ScenarioError(join(path, "at_least"), "at_least: only with you_control")
        if isinstance(at_least, bool) or not isinstance(at_least, int) or at_least < 2:
            raise ScenarioError(join(path, "at_least"), "expected an integer of at least 2")
    at_most = data.get("at_most")
    if "at_most" in data:
        if you_control is None:
            raise ScenarioError(join(path, "at_most"), "at_most: only with you_control")
        if "at_least" in data:
            raise ScenarioError(join(path, "at_most"), "at_most: not with at_least")
        if isinstance(at_most, bool) or not isinstance(at_most, int) or at_most < 0:
            raise ScenarioError(join(path, "at_most"), "expected a non-negative integer")
    return Conditions(
        you_control=you_control,
        at_least=at_least,
        at_most=at_most,
        creature_died_this_turn="creature_died_this_turn" in data,
        library_empty="library_empty" in data,
        graveyard_has_card="graveyard_has_card" in data,
        opponent_dealt_damage_this_turn="opponent_dealt_damage_this_turn" in data,
        kicked="kicked" in data,
    )


# Which modification fits which event: {"to": zone} a move, {"amount": ...} an amount, ...
_MODIFY_FITS: dict[str, tuple[EventType, ...]] = {
    "to": (EventType.MOVE,),
    "amount": (EventType.COUNTERS, EventType.DAMAGE, EventType.GAIN_LIFE, EventType.LOSE_LIFE,
               EventType.CREATE_TOKEN),
    "tapped": (EventType.ENTER,),
    "counters": (EventType.ENTER,),
    "as_copy_of": (EventType.ENTER,),
    "under_control_of": (EventType.ENTER,),
    "choose": (EventType.ENTER,),
}


def _parse_modify(data: Mapping[str, Any], path: str, kind: EventType) -> Modify:
    if set(data) == {"tapped", "counters"}:
        # 614.1c: "enters tapped with N counters" is one replacement effect.
        tapped = _parse_modify({"tapped": data["tapped"]}, path, kind)
        counters = _parse_modify({"counters": data["counters"]}, path, kind)
        return replace(counters, tapped=tapped.tapped)
    if set(data) == {"choose", "except_types"}:
        # "As ~ enters, choose a nonland card name" (614.12a): the name of no card with those
        # card types.
        chosen = _parse_modify({"choose": data["choose"]}, path, kind)
        types = data["except_types"]
        if chosen.choose != "card_name":
            raise ScenarioError(join(path, "except_types"),
                                'goes with "choose": "card_name" only')
        if not isinstance(types, list) or not types or not all(
                isinstance(t, str) and t for t in types):
            raise ScenarioError(join(path, "except_types"),
                                'expected a list of card types, e.g. ["Land"]')
        return replace(chosen, choose_except=tuple(types))
    if len(data) != 1:
        raise ScenarioError(path, f"expected exactly one of {', '.join(_MODIFY_FITS)}")
    (name, value), = data.items()
    where = join(path, name)
    if kind not in _MODIFY_FITS[name]:
        raise ScenarioError(where, f"a {kind} event can't be changed this way")
    if name == "to":
        if value not in ZONES:
            raise ScenarioError(where, f"expected one of {', '.join(ZONES)}")
        return Modify(to_zone=Zone(value))
    if name == "amount":
        if not isinstance(value, Mapping) or len(value) != 1:
            raise ScenarioError(where, "expected one of "
                                + ", ".join('{"' + c.value + '": n}' for c in AmountChange))
        (change, amount), = value.items()
        if change not in AmountChange.__members__.values():
            raise ScenarioError(where, f"unknown change {change!r}")
        if (change == AmountChange.LIFE_FLOOR) != (kind is EventType.LOSE_LIFE):
            raise ScenarioError(join(where, change), "life_floor goes with lose_life, only")
        return Modify(change=AmountChange(change), amount=_count(amount, join(where, change)))
    if name == "tapped":
        if value is not True:
            raise ScenarioError(where, "expected true")
        return Modify(tapped=True)
    if name == "counters":
        if not isinstance(value, Mapping) or len(value) != 1:
            raise ScenarioError(where, 'expected one counter kind and amount, e.g. {"+1/+1": 2}')
        (counter, amount), = value.items()
        if amount == "x":
            # 107.3m: the X its spell was cast with.
            return Modify(counters=((str(counter), 0),), counters_x=True)
        return Modify(counters=((str(counter), _count(amount, join(where, counter))),))
    if name == "as_copy_of":
        if value != "self":
            raise ScenarioError(where, 'expected "self" (616.1c: a copy of this permanent)')
        return Modify(as_copy=True)
    if name == "under_control_of":
        if value != "you":
            raise ScenarioError(where, 'expected "you" (616.1b)')
        return Modify(under_your_control=True)
    if value not in ("color", "opponent", "player", "creature_type", "card_name",
                     "basic_land_type"):
        raise ScenarioError(where, "expected color, opponent, player, creature_type, card_name "
                                   "or basic_land_type")
    return Modify(choose=str(value))


def parse_replacement(data: Mapping[str, Any], path: str) -> Ability:
    """Parse a ``"replacement"`` ability (see the module doc)."""
    label = text_field(data, "label", path)
    if "event" not in data:
        raise ScenarioError(join(path, "event"), "required: the event it replaces")
    pattern = parse_pattern(data["event"], join(path, "event"))
    conditions = _parse_conditions(data["if"], join(path, "if")) if "if" in data else Conditions()
    if conditions.kicked and not (pattern.type is EventType.ENTER and pattern.object is not None
                                  and pattern.object.ref == "self"):
        raise ScenarioError(join(join(path, "if"), "kicked"), (
            'only its own entering ("event": {"type": "enter", "object": "self"}) reads '
            "whether it was kicked (702.33d, 607.2h)"))
    raw = data.get("instead")
    if (isinstance(raw, Mapping) and isinstance(raw.get("counters"), Mapping)
            and "x" in raw["counters"].values()
            and not (pattern.type is EventType.ENTER and pattern.object is not None
                     and pattern.object.ref == "self")):
        raise ScenarioError(join(join(path, "instead"), "counters"), (
            'only its own entering ("event": {"type": "enter", "object": "self"}) has the X '
            "its spell was cast with (107.3m)"))
    modify: Modify | None = None
    instead: tuple[Action, ...] = ()
    if isinstance(raw, Mapping):
        modify = _parse_modify(raw, join(path, "instead"), pattern.type)
    elif isinstance(raw, list):
        instead = parse_actions(raw, join(path, "instead"), pattern.type.value)
    else:
        raise ScenarioError(join(path, "instead"),
                            "expected how the event changes (an object) or actions (a list)")
    functions_in: tuple[str, ...] | None = ("battlefield",)
    if "functions_in" in data:
        zones = data["functions_in"]
        if zones == "all":
            functions_in = None
        elif isinstance(zones, list) and zones and all(z in ZONES for z in zones):
            functions_in = tuple(zones)
        else:
            raise ScenarioError(join(path, "functions_in"), '"all" or a list of zones')
    if "cost" in data:
        text_field(data, "cost", path)
    targets = parse_targets(data.get("targets", ()), join(path, "targets"))
    if targets and not ("cost" in data and instead and all(a.do is Do.REGENERATE for a in instead)
                        and pattern.object is not None and pattern.object.ref == "targets"
                        and len(targets) == 1 and targets[0].object is not None
                        and targets[0].player is None and not targets[0].any_target):
        raise ScenarioError(join(path, "targets"), (
            "only an activated regeneration shield on its targets (with a cost) declares a "
            "target, one object (614.8, 115.1)"))
    spec = ReplacementSpec(
        pattern=pattern,
        conditions=conditions,
        modify=modify,
        instead=instead,
        self_replacement=bool(_flag(data, "self_replacement", path)),
        functions_in=functions_in,
        activated="cost" in data,
        targets=targets,
    )
    return Ability("replacement", label, spec)


# --- reading an effect's words -----------------------------------------------------------------


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


def recipient_matches(
    players: str | None,
    permanents: Selector | None,
    target: str,
    effect: ReplacementEffect,
    game: GameView,
) -> bool:
    """Whether what damage is dealt to is one of `players` (a relation) or `permanents`."""
    if game.is_player(target):
        return players is not None and player_fits(players, target, EffectReader(effect, game))
    view = game.obj(target)
    return view is not None and permanents is not None and object_matches(
        permanents, view, effect, game)


def source_matches(
    sources: Selector | None, source: str, effect: ReplacementEffect, game: GameView
) -> bool:
    """Whether a damage source fits `sources` (None: any source). A source is whatever it is
    now, wherever it is (a spell on the stack, say)."""
    if sources is None:
        return True
    view = game.obj(source)
    return view is not None and object_matches(replace(sources, zones=None), view, effect, game)


def _yes(key: str, effect: ReplacementEffect, **params: Any) -> Verdict:
    return Verdict(True, says(key, effect, **params))


def _no(key: str, effect: ReplacementEffect, **params: Any) -> Verdict:
    return Verdict(False, says(key, effect, **params))


def _spec(effect: ReplacementEffect) -> ReplacementSpec:
    spec = effect.params
    assert isinstance(spec, ReplacementSpec)
    return spec


def _controls_matching(game: GameView, effect: ReplacementEffect, selector: Selector) -> int:
    """How many permanents matching `selector` the effect's controller controls."""
    return sum(1 for obj in game.permanents()
               if obj.controller == effect.controller
               and object_matches(selector, obj, effect, game))


def _conditions_fail(spec: ReplacementSpec, effect: ReplacementEffect, game: GameView,
                     player: str) -> str | None:
    """The message key of the first condition that fails, or None when all hold."""
    conditions = spec.conditions
    if conditions.you_control is not None and conditions.at_most is not None:
        # 614.12: counted as the event would happen (an entering permanent isn't there yet).
        if _controls_matching(game, effect, conditions.you_control) > conditions.at_most:
            return "replacement.you_control.too_many"
    elif conditions.you_control is not None and conditions.at_least > 1 and _controls_matching(
            game, effect, conditions.you_control) < conditions.at_least:
        # 614.12: counted as the event would happen (an entering permanent isn't there yet).
        return "replacement.you_control.too_few"
    elif conditions.you_control is not None and not _controls_matching(
            game, effect, conditions.you_control):
        return "replacement.life_floor.no_creature"
    if conditions.creature_died_this_turn and not game.creature_died():
        return "replacement.self.condition"
    if conditions.opponent_dealt_damage_this_turn and not game.opponent_dealt_damage(player):
        return "replacement.enters.no_damage_to_opponent"
    if conditions.graveyard_has_card and game.graveyard_unnamed(player):
        # The unnamed cards milled there (701.13a) could be chosen, but the engine doesn't
        # know them: not modelled, and the effect isn't applied.
        return "replacement.draw.graveyard_unnamed"
    if conditions.graveyard_has_card and not game.graveyard_cards(player):
        # With no card to return, it could not do what it says instead of the draw.
        return "replacement.draw.empty_graveyard"
    if conditions.library_empty and game.library_size(player) > 0:
        return "replacement.draw.library_not_empty"
    return None


# --- does it apply? one reader per event type --------------------------------------------------


def _check_move(spec: ReplacementSpec, effect: ReplacementEffect, event: Event,
                game: GameView) -> Verdict:
    assert isinstance(event, Move)
    pattern = spec.pattern
    view = game.obj(event.object)
    if event.to != pattern.to_zone or view is None:
        return _no(f"replacement.zone.other_zone.{event.to}", effect)
    wanted = pattern.object
    if wanted is not None and wanted.ref == "self" and event.object != effect.source:
        return _no("replacement.zone.not_self", effect, object=view.name)
    if pattern.from_zone is not None and view.zone != pattern.from_zone:
        return _no(f"replacement.zone.from.{view.zone}", effect, object=view.name)
    if wanted is not None and wanted.ref != "self":
        if wanted.token is False and view.token:
            return _no("replacement.zone.token", effect, object=view.name)
        if wanted.owner is not None and not player_matches(wanted.owner, view.owner,
                                                           effect.controller, game):
            return _no("replacement.zone.owner", effect, object=view.name, owner=view.owner)
        if not object_matches(wanted, view, effect, game):
            return _no("replacement.zone.no_match", effect, object=view.name)
    return _yes(f"replacement.zone.applies.{pattern.to_zone}", effect, object=view.name)


def _check_enter(spec: ReplacementSpec, effect: ReplacementEffect, event: Event,
                 game: GameView) -> Verdict:
    assert isinstance(event, Enter)
    view = game.entering_view(event)
    if view is None:
        return _no("replacement.enters.not_permanent", effect, object=event.object)
    wanted = spec.pattern.object
    assert wanted is not None
    if wanted.ref == "self":
        if event.object != effect.source:
            return _no("replacement.enters.not_self", effect, object=view.name)
        failed = _conditions_fail(spec, effect, game, effect.controller)
        if failed is not None:
            return _no(failed, effect, object=view.name)
        if spec.conditions.kicked and not (isinstance(view, GameObject) and view.kicked):
            # 702.33d, 607.2h: it wasn't cast kicked (or isn't entering from the stack).
            return _no("replacement.enters.not_kicked", effect, object=view.name)
        if spec.conditions.unleashed and not (isinstance(view, GameObject)
                                              and view.chosen_value("unleash") == "counter"):
            # 702.98a: its controller chose to have it enter without the counter.
            return _no("replacement.enters.not_unleashed", effect, object=view.name)
        if spec.conditions.riot_counter and not (isinstance(view, GameObject)
                                                 and view.chosen_value("riot") == "counter"):
            # 702.136a: its controller chose haste instead.
            return _no("replacement.enters.riot_haste", effect, object=view.name)
        return _yes("replacement.enters.self", effect, object=view.name)
    if spec.category is Category.CONTROL:
        if view.controller not in game.opponents(effect.controller):
            return _no("replacement.control.already", effect, object=view.name)
        if not object_matches(replace(wanted, controller=None), view, effect, game):
            return _no("replacement.enters.no_match", effect, object=view.name)
        return _yes("replacement.control.applies", effect, object=view.name)
    # 614.12: judged on the object as it would exist on the battlefield.
    if not object_matches(wanted, view, effect, game):
        return _no("replacement.enters.no_match", effect, object=view.name)
    return _yes("replacement.enters.match", effect, object=view.name)


def _counter_target(event: Event, game: GameView) -> ObjectView | None:
    if isinstance(event, Enter):
        return game.entering_view(event)
    assert isinstance(event, PutCounters)
    return game.obj(event.target)


def _counter_kinds(pattern: Pattern, event: Event) -> list[str]:
    """The kinds of counters the event puts that the pattern covers."""
    if isinstance(event, PutCounters):
        names = [event.counter] if event.amount > 0 else []
    else:
        assert isinstance(event, Enter)
        names = [name for name, amount in event.counters if amount > 0]
    return [n for n in names if pattern.counter in ("any", n)]


def _check_counters(spec: ReplacementSpec, effect: ReplacementEffect, event: Event,
                    game: GameView) -> Verdict:
    view = _counter_target(event, game)
    if view is None:
        return _no("replacement.counters.no_permanent", effect)
    counter = spec.pattern.counter
    if not _counter_kinds(spec.pattern, event):
        if counter == "any":
            return _no("replacement.counters.none", effect, object=view.name)
        return _no("replacement.counters.kind", effect, object=view.name, counter=counter)
    wanted = spec.pattern.object
    if wanted is not None and not object_matches(replace(wanted, zones=None), view, effect, game):
        return _no("replacement.counters.no_match", effect, object=view.name)
    return _yes("replacement.counters.applies", effect, object=view.name)


def _check_damage(spec: ReplacementSpec, effect: ReplacementEffect, event: Event,
                  game: GameView) -> Verdict:
    assert isinstance(event, Damage)
    pattern = spec.pattern
    if spec.self_replacement:
        # 614.15: the spell's own "deals N damage instead if ...".
        if event.source != effect.source:
            return _no("replacement.self.other_source", effect)
        if event.amount <= 0:
            return _no("replacement.damage.zero", effect)
        failed = _conditions_fail(spec, effect, game, effect.controller)
        if failed is not None:
            return _no(failed, effect)
        return _yes("replacement.self.applies", effect, amount=spec.modify.amount
                    if spec.modify is not None else 0)
    if pattern.combat is False and event.combat:
        return _no("replacement.damage.combat", effect)
    if event.amount <= 0:
        return _no("replacement.damage.zero", effect)
    if not source_matches(pattern.source, event.source, effect, game):
        return _no("replacement.damage.source", effect, source=name_of(event.source, game))
    if (pattern.players is not None or pattern.permanents is not None) and not recipient_matches(
            pattern.players, pattern.permanents, event.target, effect, game):
        return _no("replacement.damage.target", effect, target=name_of(event.target, game))
    return _yes("replacement.damage.applies", effect, source=name_of(event.source, game),
                target=name_of(event.target, game))


def _check_gain_life(spec: ReplacementSpec, effect: ReplacementEffect, event: Event,
                     game: GameView) -> Verdict:
    assert isinstance(event, GainLife)
    if not player_matches(spec.pattern.player, event.player, effect.controller, game):
        return _no("replacement.life.not_player", effect, player=event.player)
    return _yes("replacement.life.applies", effect, player=event.player)


def _check_lose_life(spec: ReplacementSpec, effect: ReplacementEffect, event: Event,
                     game: GameView) -> Verdict:
    assert isinstance(event, LoseLife)
    if not player_matches(spec.pattern.player, event.player, effect.controller, game):
        return _no("replacement.life.not_player", effect, player=event.player)
    failed = _conditions_fail(spec, effect, game, event.player)
    if failed is not None:
        return _no(failed, effect)
    after = game.life_after(event)
    floor = spec.modify.amount if spec.modify is not None else 0
    if after >= floor:
        return _no("replacement.life_floor.stays", effect, life=after)
    return _yes("replacement.life_floor.applies", effect, life=after)


def _check_draw(spec: ReplacementSpec, effect: ReplacementEffect, event: Event,
                game: GameView) -> Verdict:
    assert isinstance(event, Draw)
    if not player_matches(spec.pattern.player, event.player, effect.controller, game):
        return _no("replacement.life.not_player", effect, player=event.player)
    failed = _conditions_fail(spec, effect, game, event.player)
    if failed is not None:
        return _no(failed, effect, player=event.player)
    return _yes("replacement.draw.applies", effect, player=event.player)


def _check_destroy(spec: ReplacementSpec, effect: ReplacementEffect, event: Event,
                   game: GameView) -> Verdict:
    assert isinstance(event, Destroy)
    target = name_of(event.target, game)
    wanted = spec.pattern.object
    if wanted is not None and wanted.ref == "targets":
        # "Regenerate [this creature]" (Drudge Skeletons) has no target: its shield is on the
        # source whose ability resolved.
        covered = effect.fixed_targets or ((effect.source,) if effect.source != effect.id else ())
        covers = event.target in covered
    else:
        view = game.obj(event.target)
        covers = view is not None and wanted is not None and object_matches(
            wanted, view, effect, game)
    if not covers:
        return _no("replacement.regenerate.other", effect, object=target)
    if event.no_regeneration:
        return _no("replacement.regenerate.cant", effect, object=target)
    if game.shield(effect.key) == 0:
        return _no("replacement.regenerate.used", effect, object=target)
    return _yes("replacement.regenerate.applies", effect, object=target)


def _check_create_token(spec: ReplacementSpec, effect: ReplacementEffect, event: Event,
                        game: GameView) -> Verdict:
    assert isinstance(event, CreateToken)
    # 111.2: the player who creates the tokens is the one they enter under the control of.
    if not player_matches(spec.pattern.player, event.controller, effect.controller, game):
        return _no("replacement.life.not_player", effect, player=event.controller)
    if event.amount <= 0:
        return _no("replacement.tokens.none", effect, player=event.controller)
    return _yes("replacement.tokens.applies", effect, player=event.controller,
                amount=event.amount)


Check = Callable[[ReplacementSpec, ReplacementEffect, Event, GameView], Verdict]
_CHECKS: dict[EventType, Check] = {
    EventType.MOVE: _check_move,
    EventType.ENTER: _check_enter,
    EventType.COUNTERS: _check_counters,
    EventType.DAMAGE: _check_damage,
    EventType.GAIN_LIFE: _check_gain_life,
    EventType.LOSE_LIFE: _check_lose_life,
    EventType.DRAW: _check_draw,
    EventType.DESTROY: _check_destroy,
    EventType.CREATE_TOKEN: _check_create_token,
}

# The engine events each pattern type watches; counters an entering permanent gets are counters
# put on it, so counter replacements watch entering too.
_WATCHED: dict[EventType, tuple[type, ...]] = {
    EventType.MOVE: (Move,),
    EventType.ENTER: (Enter,),
    EventType.COUNTERS: (PutCounters, Enter),
    EventType.DAMAGE: (Damage,),
    EventType.GAIN_LIFE: (GainLife,),
    EventType.LOSE_LIFE: (LoseLife,),
    EventType.DRAW: (Draw,),
    EventType.DESTROY: (Destroy,),
    EventType.CREATE_TOKEN: (CreateToken,),
}


# --- what happens instead ---------------------------------------------------------------------


def _scaled(change: AmountChange, by: int, amount: int) -> int:
    if change is AmountChange.TIMES:
        return amount * by
    if change is AmountChange.PLUS:
        return amount + by
    if change is AmountChange.MINUS:
        return max(0, amount - by)
    return by


def _modify_move(modify: Modify, effect: ReplacementEffect, event: Event,
                 game: GameView) -> Applied:
    assert isinstance(event, Move) and modify.to_zone is not None
    return Applied((replace(event, to=modify.to_zone),),
                   says(f"replacement.zone.applied.{modify.to_zone}", effect,
                        object=name_of(event.object, game)))


def _entering_name(event: Enter, game: GameView) -> str:
    view = game.entering_view(event)
    return view.name if view is not None else event.object


def _modify_enter(modify: Modify, effect: ReplacementEffect, event: Event,
                  game: GameView) -> Applied:
    assert isinstance(event, Enter)
    name = _entering_name(event, game)
    if modify.tapped and modify.counters:
        (counter, amount), = modify.counters
        if modify.counters_x:
            view = game.entering_view(event)
            amount = view.cast_x if isinstance(view, GameObject) else 0
        return Applied((replace(event, tapped=True,
                                counters=(*event.counters, (counter, amount))),),
                       says("replacement.enters_tapped_with.applied", effect, object=name,
                            amount=amount, counter=counter))
    if modify.tapped:
        return Applied((replace(event, tapped=True),),
                       says("replacement.enters_tapped.applied", effect, object=name))
    if modify.as_copy:
        return Applied((replace(event, copy_of=effect.source),),
                       says("replacement.enters_as_copy.applied", effect, object=name))
    if modify.under_your_control:
        return Applied((replace(event, controller=effect.controller),),
                       says("replacement.control.applied", effect, object=name,
                            player=effect.controller))
    (counter, amount), = modify.counters
    if modify.counters_x:
        # 107.3m: X is the value chosen as the spell that becomes it was cast; 0 if it wasn't
        # cast (a card put onto the battlefield, a token).
        view = game.entering_view(event)
        amount = view.cast_x if isinstance(view, GameObject) else 0
        return Applied((replace(event, counters=(*event.counters, (counter, amount))),),
                       says("replacement.enters_with_x.applied", effect, object=name,
                            amount=amount, counter=counter), rules=cite("x.enters"))
    return Applied((replace(event, counters=(*event.counters, (counter, amount))),),
                   says("replacement.enters_with.applied", effect, object=name, amount=amount,
                        counter=counter))


def _modify_counters(spec: ReplacementSpec, modify: Modify, effect: ReplacementEffect,
                     event: Event, game: GameView) -> Applied:
    assert modify.change is not None
    view = _counter_target(event, game)
    name = view.name if view is not None else ""
    if isinstance(event, PutCounters):
        amount = _scaled(modify.change, modify.amount, event.amount)
        events: tuple[Event, ...] = (replace(event, amount=amount),) if amount > 0 else ()
        before, counter = event.amount, event.counter
    else:
        assert isinstance(event, Enter)
        kinds = _counter_kinds(spec.pattern, event)
        counters = tuple((n, _scaled(modify.change, modify.amount, a)
                          if n in kinds and a > 0 else a) for n, a in event.counters)
        before = sum(a for n, a in event.counters if n in kinds)
        counter = kinds[0]
        amount = sum(a for n, a in counters if n in kinds)
        events = (replace(event, counters=counters),)
    return Applied(events, says("replacement.counters.applied", effect, object=name,
                                counter=counter, before=before, after=amount))


def _modify_amount(spec: ReplacementSpec, modify: Modify, effect: ReplacementEffect,
                   event: Event, game: GameView) -> Applied:
    assert modify.change is not None
    if spec.pattern.type is EventType.COUNTERS:
        return _modify_counters(spec, modify, effect, event, game)
    if isinstance(event, LoseLife):
        # Worship: the loss leaves the life total at the floor.
        excess = modify.amount - game.life_after(event)
        amount = max(0, event.amount - excess)
        return Applied((replace(event, amount=amount),),
                       says("replacement.life_floor.applied", effect, before=event.amount,
                            after=amount))
    if isinstance(event, CreateToken):
        # 614.1a: "it creates twice that many of those tokens instead".
        after = _scaled(modify.change, modify.amount, event.amount)
        return Applied((replace(event, amount=after, replaced=True),),
                       says("replacement.tokens.applied", effect, player=event.controller,
                            before=event.amount, after=after))
    if isinstance(event, GainLife):
        after = _scaled(modify.change, modify.amount, event.amount)
        return Applied((replace(event, amount=after),),
                       says("replacement.life.doubled", effect, player=event.player,
                            before=event.amount, after=after))
    assert isinstance(event, Damage)
    after = _scaled(modify.change, modify.amount, event.amount)
    key = "replacement.damage.set" if modify.change is AmountChange.SET else (
        "replacement.damage.doubled")
    return Applied((replace(event, amount=after),),
                   says(key, effect, before=event.amount, after=after,
                        target=name_of(event.target, game)))


class Replacement:
    """The handler of every replacement ability (614): its pattern, then its outcome."""

    prevention = False

    def category_for(self, effect: ReplacementEffect) -> Category:
        return _spec(effect).category

    def rules_for(self, effect: ReplacementEffect) -> tuple[str, ...]:
        return cite(*_spec(effect).concepts)

    def watches(self, effect: ReplacementEffect, event: Event) -> bool:
        spec = _spec(effect)
        if spec.modify is not None and spec.modify.choose:
            # Asked before the permanent enters (614.12a), not applied to the event.
            return False
        pattern = spec.pattern
        if not isinstance(event, _WATCHED[pattern.type]):
            return False
        if pattern.type is EventType.MOVE and pattern.object is not None and (
                pattern.object.ref == "self"):
            # Progenitus's effect is only about Progenitus: no need to mention it for others.
            return isinstance(event, Move) and event.object == effect.source
        if spec.self_replacement and isinstance(event, Damage):
            return event.source == effect.source
        if pattern.type is EventType.LOSE_LIFE and pattern.from_damage:
            return isinstance(event, LoseLife) and event.damage_source is not None
        return True

    def check(self, effect: ReplacementEffect, event: Event, game: GameView) -> Verdict:
        spec = _spec(effect)
        return _CHECKS[spec.pattern.type](spec, effect, event, game)

    def apply(self, effect: ReplacementEffect, event: Event, game: GameView) -> Applied:
        spec = _spec(effect)
        modify = spec.modify
        if modify is None:
            return perform_action(spec.instead, effect, event, game)
        if modify.to_zone is not None:
            return _modify_move(modify, effect, event, game)
        if modify.change is not None:
            return _modify_amount(spec, modify, effect, event, game)
        return _modify_enter(modify, effect, event, game)


def is_resolved_only(ability: Ability) -> bool:
    """An activated replacement ability ("{B}: Regenerate"): its effect exists once it resolved,
    as one of a scenario's ``effects``, never from the permanent having the ability."""
    spec = spec_of(ability)
    return spec is not None and spec.activated


def functions_in(ability: Ability, zone: str) -> bool:
    """Whether a replacement ability works from an object in ``zone`` (battlefield unless it
    says otherwise: Progenitus from every zone, a spell's own on the stack)."""
    spec = spec_of(ability)
    if spec is None:
        return zone == "battlefield"
    return spec.functions_in is None or zone in spec.functions_in



__all__ = ["Do", "Replacement", "ReplacementSpec"]


def bloodthirst(n: int) -> ReplacementSpec:
    """702.54a: "Bloodthirst N" means "If an opponent was dealt damage this turn, this permanent
    enters the battlefield with N +1/+1 counters on it." (614.1c, 614.12)."""
    spec = parse_replacement({"label": f"Bloodthirst {n}", "event": {"type": "enter",
                                                                     "object": "self"},
                              "if": {"opponent_dealt_damage_this_turn": True},
                              "instead": {"counters": {"+1/+1": n}}}, "keyword").spec
    assert isinstance(spec, ReplacementSpec)
    return replace(spec, keyword_concept="keyword.bloodthirst")


# "Bloodthirst N": the keyword's word and its replacement ability for N.
NUMBERED_KEYWORD_REPLACEMENTS = {"Bloodthirst": bloodthirst}

# Keywords that are also "this permanent enters the battlefield with N [kind] counters on it"
# (614.1c): 702.43a modular, 702.32a fading, 702.63a vanishing.
_ENTERS_WITH_COUNTERS = {"Modular": "+1/+1", "Fading": "fade", "Vanishing": "time",
                         "Graft": "+1/+1"}


# Keywords whose +1/+1 counter its controller may choose as it enters (the choice is made as
# it enters, engine.game.zones.choose_as_it_enters): the condition that marks the choice, and
# the keyword's concept. 702.98a unleash: "You may have this permanent enter with an
# additional +1/+1 counter on it"; 702.136a riot: the same, "If you don't, it gains haste."
# (the haste: engine.game.zones.enter).
_CHOSEN_COUNTER = {"Unleash": ("unleashed", "keyword.unleash"),
                   "Riot": ("riot_counter", "keyword.riot")}


def keyword_entry(label: str) -> ReplacementSpec | None:
    """The "enters with N counters" part of a keyword that is more than one ability
    ("Modular 2", 702.43a; "Unleash", 702.98a), or None."""
    if label in _CHOSEN_COUNTER:
        condition, concept = _CHOSEN_COUNTER[label]
        found = parse_replacement({"label": label, "event": {"type": "enter", "object": "self"},
                                   "instead": {"counters": {"+1/+1": 1}}}, "keyword").spec
        assert isinstance(found, ReplacementSpec)
        chosen: dict[str, Any] = {condition: True}
        return replace(found, conditions=replace(found.conditions, **chosen),
                       keyword_concept=concept)
    word, _, number = label.rpartition(" ")
    counter = _ENTERS_WITH_COUNTERS.get(word)
    if counter is None or not number.isdigit():
        return None
    spec = parse_replacement({"label": label, "event": {"type": "enter", "object": "self"},
                              "instead": {"counters": {counter: int(number)}}}, "keyword").spec
    assert isinstance(spec, ReplacementSpec)
    return replace(spec, keyword_concept="keyword." + word.lower())
