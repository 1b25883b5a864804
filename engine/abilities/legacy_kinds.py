"""The replacement ability kinds of format 0.4, read as ``"replacement"`` abilities.

Before engine 0.5 each card pattern had a kind of its own (``replace_zone`` for Rest in Peace,
``double_damage`` for Furnace of Rath, ...). Saved permalinks and judges' custom cards still use
them, so each is still accepted, with its old fields checked as before, and becomes the same
:class:`~engine.abilities.replacements.ReplacementSpec` the ``"replacement"`` kind gives: there is
one rules implementation behind both spellings. New cards use ``"replacement"``
(docs/scenario-format.md lists the translation of each old kind).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.abilities.actions import Action, Do
from engine.abilities.basic import text_field
from engine.abilities.effects import Selector, parse_selector
from engine.abilities.prevention import Prevent, PreventionSpec
from engine.abilities.replacements import (
    PLAYER_RELATIONS,
    AmountChange,
    Conditions,
    Modify,
    Pattern,
    ReplacementSpec,
)
from engine.concepts import EventType, Zone
from engine.errors import ScenarioError, join
from engine.state.objects import Ability

_ZONES_TO = ("graveyard", "exile", "library", "hand", "battlefield")
_ZONES_FROM = ("battlefield", "hand", "library", "stack")


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


def _ability(kind: str, data: Mapping[str, Any], path: str, spec: ReplacementSpec) -> Ability:
    """The ability as the ``"replacement"`` kind would give it (``kind`` names the old one)."""
    return Ability("replacement", text_field(data, "label", path), spec)


NO_CONDITIONS = Conditions()


def _spec(pattern: Pattern, modify: Modify | None = None, instead: tuple[Action, ...] = (),
          conditions: Conditions = NO_CONDITIONS, **extra: Any) -> ReplacementSpec:
    return ReplacementSpec(pattern=pattern, conditions=conditions, modify=modify,
                           instead=instead, **extra)


def _replace_zone(data: Mapping[str, Any], path: str) -> Ability:
    for name in ("to", "instead"):
        if data.get(name) not in _ZONES_TO:
            raise ScenarioError(join(path, name), f"expected one of {', '.join(_ZONES_TO)}")
    from_zone = data.get("from")
    if from_zone is not None and from_zone not in _ZONES_FROM:
        raise ScenarioError(join(path, "from"), "expected a zone")
    self_only = bool(data.get("self", False))
    owner = _relation(data, "owner", path, "any")
    moving = Selector(ref="self", zones=None) if self_only else Selector(
        zones=None, owner=None if owner == "any" else owner,
        token=False if data.get("cards_only") else None)
    return _ability("replace_zone", data, path, _spec(
        Pattern(EventType.MOVE, object=moving, to_zone=str(data["to"]), from_zone=from_zone),
        Modify(to_zone=Zone(data["instead"])),
        # Progenitus: "If [this] would be put into a graveyard from anywhere".
        functions_in=None if self_only else ("battlefield",)))


def _enters(kind: str) -> Callable[[Mapping[str, Any], str], Ability]:
    def parse(data: Mapping[str, Any], path: str) -> Ability:
        affects = parse_selector(data.get("affects", "self"), join(path, "affects"))
        if kind == "enters_with_counters":
            modify = Modify(counters=((text_field(data, "counter", path),
                                       _int(data, "amount", path)),))
        else:
            modify = {"enters_tapped": Modify(tapped=True),
                      "enters_as_copy": Modify(as_copy=True),
                      "enters_under_control": Modify(under_your_control=True)}[kind]
        return _ability(kind, data, path, _spec(Pattern(EventType.ENTER, object=affects), modify))

    return parse


def _modify_counters(data: Mapping[str, Any], path: str) -> Ability:
    op = data.get("op")
    if op not in ("plus", "minus", "double"):
        raise ScenarioError(join(path, "op"), "expected one of plus, minus, double")
    affects = parse_selector(data.get("affects"), join(path, "affects"))
    counter = data.get("counter", "any")
    if not isinstance(counter, str):
        raise ScenarioError(join(path, "counter"), "expected a counter name or any")
    amount = _int(data, "amount", path, 1 if op != "double" else 0)
    change = {"plus": AmountChange.PLUS, "minus": AmountChange.MINUS,
              "double": AmountChange.TIMES}[op]
    return _ability("modify_counters", data, path, _spec(
        Pattern(EventType.COUNTERS, object=affects, counter=counter),
        Modify(change=change, amount=2 if op == "double" else amount)))


def _damage(kind: str) -> Callable[[Mapping[str, Any], str], Ability]:
    def parse(data: Mapping[str, Any], path: str) -> Ability:
        players = _relation(data, "players", path, "any") if "players" in data else None
        condition = data.get("condition", "")
        if condition not in ("", "creature_died_this_turn"):
            raise ScenarioError(join(path, "condition"), "expected creature_died_this_turn")
        amount = _int(data, "amount", path, 0)
        if kind == "damage_self_replacement":
            # 614.15: the spell's own "deals N damage instead if ..." works on the stack.
            return _ability(kind, data, path, _spec(
                Pattern(EventType.DAMAGE, source=Selector(ref="self", zones=None)),
                Modify(change=AmountChange.SET, amount=amount),
                conditions=Conditions(creature_died_this_turn=bool(condition)),
                self_replacement=True, functions_in=("battlefield", "stack")))
        pattern = Pattern(EventType.DAMAGE, source=_selector(data, "sources", path),
                          players=players, permanents=_selector(data, "permanents", path),
                          combat=False if kind == "damage_to_counters" else None)
        if kind == "damage_to_counters":
            return _ability(kind, data, path, _spec(
                pattern, instead=(Action(Do.PUT_COUNTERS, counter="-1/-1"),)))
        return _ability(kind, data, path, _spec(pattern, Modify(change=AmountChange.TIMES,
                                                                 amount=2)))

    return parse


def _life(kind: str) -> Callable[[Mapping[str, Any], str], Ability]:
    def parse(data: Mapping[str, Any], path: str) -> Ability:
        player = _relation(data, "players", path, "you")
        you_control = _selector(data, "if_you_control", path)
        gain = Pattern(EventType.GAIN_LIFE, player=player)
        draw = Pattern(EventType.DRAW, player=player)
        spec = {
            "life_floor": lambda: _spec(
                Pattern(EventType.LOSE_LIFE, player="you", from_damage=True),
                Modify(change=AmountChange.LIFE_FLOOR, amount=1),
                conditions=Conditions(you_control=you_control)),
            "double_life_gain": lambda: _spec(gain, Modify(change=AmountChange.TIMES, amount=2)),
            "gain_becomes_loss": lambda: _spec(gain, instead=(Action(Do.LOSE_LIFE),)),
            "gain_becomes_draw": lambda: _spec(gain, instead=(Action(Do.DRAW),)),
            "draw_becomes_gain": lambda: _spec(draw, instead=(Action(Do.GAIN_LIFE, amount=1),)),
            "draw_becomes_return": lambda: _spec(
                draw, instead=(Action(Do.RETURN_FROM_GRAVEYARD),),
                conditions=Conditions(graveyard_has_card=True)),
            "empty_draw_wins": lambda: _spec(draw, instead=(Action(Do.WIN_GAME),),
                                             conditions=Conditions(library_empty=True)),
        }[kind]()
        return _ability(kind, data, path, spec)

    return parse


def _regenerate(data: Mapping[str, Any], path: str) -> Ability:
    return _ability("regenerate", data, path, _spec(
        Pattern(EventType.DESTROY, object=Selector(ref="targets", zones=None)),
        instead=(Action(Do.REGENERATE),), activated=True))


def _as_enters_choose(data: Mapping[str, Any], path: str) -> Ability:
    if data.get("choice") != "color":
        raise ScenarioError(join(path, "choice"), "expected color")
    return _ability("as_enters_choose", data, path, _spec(
        Pattern(EventType.ENTER, object=Selector(ref="self", zones=None)), Modify(choose="color")))


def _prevent(kind: str) -> Callable[[Mapping[str, Any], str], Ability]:
    def parse(data: Mapping[str, Any], path: str) -> Ability:
        amount = 0
        if kind in ("prevent_next", "prevent_static"):
            amount = _int(data, "amount", path)
            if amount < 0:
                raise ScenarioError(join(path, "amount"), "expected a non-negative integer")
        players = data.get("players")
        if players is not None and players not in PLAYER_RELATIONS:
            raise ScenarioError(join(path, "players"), "expected one of you, opponent, any")
        permanents = _selector(data, "permanents", path)
        if kind == "prevent_next":
            # A shield from a resolved spell covers what it targeted (615.7, 615.10).
            pattern = Pattern(EventType.DAMAGE, players="target",
                              permanents=Selector(ref="targets", zones=None))
        elif kind == "prevent_from_source":
            pattern = Pattern(EventType.DAMAGE, source=Selector(ref="targets", zones=None))
        else:
            pattern = Pattern(EventType.DAMAGE, players=players, permanents=permanents)
        prevent = {"prevent_next": Prevent.NEXT, "prevent_from_source": Prevent.NEXT_TIME,
                   "prevent_static": Prevent.EACH_TIME, "prevent_half": Prevent.HALF}[kind]
        spec = PreventionSpec(pattern, prevent, amount,
                              sharing_color=bool(data.get("sharing_color", False)),
                              gains_life=bool(data.get("gain_life", False)),
                              mode=str(data.get("mode", "")))
        return Ability("prevention", text_field(data, "label", path), spec)

    return parse


def _prevent_all(data: Mapping[str, Any], path: str) -> Ability:
    combat_only = data.get("combat_only", False)
    if not isinstance(combat_only, bool):
        raise ScenarioError(join(path, "combat_only"), "expected true or false")
    pattern = Pattern(EventType.DAMAGE, source=_selector(data, "sources", path),
                      combat=True if combat_only else None)
    return Ability("prevention", text_field(data, "label", path),
                   PreventionSpec(pattern, Prevent.ALL))


LEGACY_KINDS: dict[str, Callable[[Mapping[str, Any], str], Ability]] = {
    "prevent_next": _prevent("prevent_next"),
    "prevent_from_source": _prevent("prevent_from_source"),
    "prevent_static": _prevent("prevent_static"),
    "prevent_half": _prevent("prevent_half"),
    "prevent_all": _prevent_all,
    "replace_zone": _replace_zone,
    "enters_tapped": _enters("enters_tapped"),
    "enters_with_counters": _enters("enters_with_counters"),
    "enters_as_copy": _enters("enters_as_copy"),
    "enters_under_control": _enters("enters_under_control"),
    "modify_counters": _modify_counters,
    "double_damage": _damage("double_damage"),
    "damage_to_counters": _damage("damage_to_counters"),
    "damage_self_replacement": _damage("damage_self_replacement"),
    "life_floor": _life("life_floor"),
    "double_life_gain": _life("double_life_gain"),
    "gain_becomes_loss": _life("gain_becomes_loss"),
    "gain_becomes_draw": _life("gain_becomes_draw"),
    "draw_becomes_gain": _life("draw_becomes_gain"),
    "draw_becomes_return": _life("draw_becomes_return"),
    "empty_draw_wins": _life("empty_draw_wins"),
    "regenerate": _regenerate,
    "as_enters_choose": _as_enters_choose,
}
