"""Combat: from the beginning of combat to its end (rules 506-511, 302.6, 702 evasion).

A scenario plays combat as three events, each a step of the driver with priority after it
(so a spell cast between ``block`` and ``combat_damage`` happens where the rules put it):

* ``attack``: the beginning of combat step (507: "at the beginning of combat" triggers), then
  the declare-attackers step (508.1): each attacker must be an untapped creature its controller,
  the active player, has controlled since their turn began or that has haste (508.1a, 302.6),
  without defender (702.3b) or a "can't attack" effect (508.1c), attacking an opponent, a
  planeswalker an opponent controls or a battle an opponent protects (508.1b). Attackers
  without vigilance become tapped (508.1f, 702.20b); "whenever ... attacks" abilities trigger
  (508.1m, 508.3a).
* ``block``: the declare-blockers step (509.1): each blocker an untapped creature of the
  defending player blocking an attacker that attacks that player or a permanent they control
  or protect (509.1a), within the restrictions of 509.1b (flying and reach 702.9b, fear
  702.36b, intimidate 702.13b, shadow 702.28b, landwalk 702.14c, protection 702.16f, "can't
  block", "can't be blocked"), menace (702.111b) and the number of creatures it may block.
  Attackers become blocked or unblocked (509.1h); "blocks" and "becomes blocked" abilities
  trigger (509.1i, 509.5a, 509.5c). A scenario that leaves the event out declares no blockers:
  ``combat_damage`` plays the declare-blockers step first, every attacker unblocked. No damage
  assignment order is declared: the current rules have none (the shipped text's 509.2 and
  509.3 are older, and the trace says so).
* ``combat_damage``: a first-strike combat damage step when an attacking or blocking creature
  has first strike or double strike (510.4, 702.7b, 702.4b), then the combat damage step; each
  assigns and deals its damage at once (510.1, 510.2) through the damage module (prevention,
  protection, lifelink, deathtouch, infect, wither, loyalty); state-based actions and triggers
  between the steps (510.3). A blocked creature divides its damage among its blockers as its
  controller chooses (the current 510.1c), with trample only assigning to the player or
  permanent it attacks once every blocker has lethal damage assigned, counting damage already
  marked and damage assigned by other creatures in the step, and 1 from deathtouch
  (702.19b, 702.2c); then the end of combat step (511: "at end of combat" triggers) and
  every creature is removed from combat (511.3).

Who is in combat is the state's :class:`~engine.state.objects.Combat`; a creature that left the
battlefield, changed control, stopped being a creature or regenerated is removed from combat
(506.4) and deals and is dealt no combat damage.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from engine.abilities.effects import Chosen, Selector
from engine.abilities.keywords import Keyword
from engine.abilities.prevention import CantSpec, protection_from
from engine.abilities.requirements import RequirementSpec
from engine.abilities.selectors import PermanentReader, matches
from engine.concepts import Zone
from engine.errors import ScenarioError
from engine.events import Damage
from engine.game import damage
from engine.state.choices import division_id
from engine.state.objects import (
    ChoiceOption,
    Combat,
    GameObject,
    Happened,
    HistoryEntry,
    PendingChoice,
)
from engine.state.objects import Event as ScenarioEvent
from engine.text.citations import cite
from engine.text.trace import Message, StepKind
from engine.turn import stack

if TYPE_CHECKING:
    from engine.game.protocol import Game

EVENTS = ("attack", "block", "combat_damage")
# 702.14c: each landwalk keyword and the land type it walks.
LANDWALK = {Keyword.PLAINSWALK: "Plains", Keyword.ISLANDWALK: "Island",
            Keyword.SWAMPWALK: "Swamp", Keyword.MOUNTAINWALK: "Mountain",
            Keyword.FORESTWALK: "Forest"}
# How many divisions of one creature's damage a question offers as options (any other legal
# division may still be given as the answer).
MAX_OPTIONS = 12

Division = tuple[tuple[str, int], ...]


def play(game: Game, event: ScenarioEvent, keep: Callable[[], None] | None = None) -> None:
    """One combat event (see the module doc); ``keep`` keeps the board after each damage step
    (the damage as it was dealt, while the creatures are still in combat)."""
    if event.type == "attack":
        attack(game, event)
    elif event.type == "block":
        block(game, event)
    else:
        combat_damage(game, event, keep)


# --- helpers ------------------------------------------------------------------------------------


def _has(obj: GameObject, keyword: str) -> bool:
    return keyword in obj.keywords


def _path(event: ScenarioEvent, where: str) -> str:
    """The path of a field of the event, e.g. ``events[1].blockers[0].blocking``."""
    return f"events[{event.index}]{where}"


def _cant(game: Game, what: str, obj: GameObject,
          other: GameObject | None = None, defending: str | None = None,
          optional: bool = False) -> str | None:
    """508.1c, 509.1b: the label of a "can't attack", "can't block" or "can't be blocked"
    effect that applies to ``obj``, or None. An effect with ``by`` (509.1b: "can't be blocked
    by artifact creatures", "can block only creatures with flying") applies only with the
    ``other`` creature of the block, when that one matches it."""
    for source in game.permanents():
        for ability in source.characteristics.abilities:
            spec = ability.spec
            if ability.kind != "cant" or not isinstance(spec, CantSpec) or what not in spec.what \
                    or spec.may is not optional:
                continue
            selector = spec.affects or Selector(ref="self")
            reader = PermanentReader(source.id, source.controller,
                                     attached_to=source.attached_to, choices=source.chosen)
            if spec.name is not None:
                # 607.1: "sources with the chosen name" (Phyrexian Revoker): the name its
                # source chose as it entered (none chosen: nothing), whatever the case.
                name = source.chosen_value(spec.name.key) if isinstance(spec.name, Chosen) \
                    else spec.name
                if name is None or name.casefold() != obj.name.casefold():
                    continue
            if spec.by is not None and (other is None or not matches(spec.by, other, reader)
                                        or not _power_fits(spec, other, obj)):
                continue
            if spec.unless_you_control is not None and any(
                    o.controller == source.controller
                    and matches(spec.unless_you_control, o, reader) for o in game.permanents()):
                continue
            if spec.unless_defending_controls is not None and (defending is None or any(
                    o.controller == defending
                    and matches(spec.unless_defending_controls, o, reader)
                    for o in game.permanents())):
                # Without a defending player (the creature isn't declared yet) it is checked
                # once the player it attacks is known.
                continue
            # matches() reads "self" and "attached" off the reader (the source, what it's on).
            if matches(selector, obj, reader):
                return ability.label
    return None if optional else _resolved_cant(game, what, obj)


def _resolved_cant(game: Game, what: str, obj: GameObject) -> str | None:
    """508.1c, 509.1b, 611.2a: a resolved spell's restriction ("Target creature can't block
    this turn"): on the object it targeted (while that is the same object, 400.7: a creature
    that left the battlefield is dropped from the effect's targets), or on every creature
    its filter matches now (not locked as it resolved: 611.2c locks only the objects of an
    effect that changes characteristics or control). It lasts until the cleanup step
    (514.2)."""
    for effect in game.state.effects:
        spec = effect.ability.spec
        if not isinstance(spec, CantSpec) or what not in spec.what or spec.affects is None:
            continue
        if spec.affects.ref in ("targets", "self"):
            # "self": an activated ability's source, the effect's one object (400.7).
            if obj.id in effect.targets:
                return effect.ability.label
        elif matches(spec.affects, obj, PermanentReader(effect.source or "",
                                                        effect.controller)):
            return effect.ability.label
    return None


def _power_fits(spec: CantSpec, other: GameObject, obj: GameObject) -> bool:
    """509.1b: the other creature's power within the restriction's bounds ("creatures with
    power 2 or less", "with power less than ~'s power": the restricted creature's), as it is
    when the block is declared."""
    power = other.power or 0
    if spec.by_power_below_its and power >= (obj.power or 0):
        return False
    if spec.by_power_at_most is not None and power > spec.by_power_at_most:
        return False
    return spec.by_power_at_least is None or power >= spec.by_power_at_least


def cant_label_for(game: Game, what: str, obj: GameObject, optional: bool = False) -> str | None:
    """The label of a "can't" ability of a permanent that stops ``obj`` doing ``what`` (its
    own, the one it is attached to, or a filter it matches), or None; with ``optional``, of
    one that applies only if the player so chooses ("may", 502.3)."""
    return _cant(game, what, obj, optional=optional)


def _blocks_allowed(obj: GameObject) -> int | None:
    """509.1a: how many attackers it may block (None: any number)."""
    count = 1
    for ability in obj.characteristics.abilities:
        if ability.kind == "block_additional":
            extra = ability.spec[1] if isinstance(ability.spec, tuple) else None
            if extra == "any":
                return None
            if isinstance(extra, int):
                count += extra
    return count


def _defending_player(game: Game, defending: str) -> str:
    """508.5: the player attacked, or who controls the planeswalker or protects the battle."""
    if game.is_player(defending):
        return defending
    obj = game.obj(defending) or game.state.object(defending)
    return _protector(obj) if "Battle" in obj.types else obj.controller


def _protector(battle: GameObject) -> str:
    """A battle's protector (the current rules' battles; the shipped text has no section 3):
    its ``chosen`` protector, else its controller."""
    return battle.chosen_value("protector") or battle.controller


# --- 507, 508: beginning of combat and declare attackers ----------------------------------------


def attack(game: Game, event: ScenarioEvent) -> None:
    """507: the beginning of combat step; 508.1: attackers are declared."""
    active = game.state.active_player
    if game.state.combat is not None:
        raise ScenarioError(_path(event, ""),
                            "attackers were already declared in this combat (508.1); "
                            "a combat_damage event ends it (511.3)")
    _begin_step(game, active, "combat", "combat.beginning")
    stack.settle(game)
    if game.state.game_over:
        return
    seen: dict[str, int] = {}
    declared: list[tuple[str, str]] = []
    for k, (ident, defending) in enumerate(event.attackers):
        where = f".attackers[{k}]"
        if ident in seen:
            raise ScenarioError(_path(event, where + ".object"),
                                f"{ident!r} is already declared as an attacker (508.1a)")
        seen[ident] = k
        obj = _attacker_problem(game, event, where, ident)
        declared.append((ident, _defending(game, event, where, obj, defending)))
        player = _defending_player(game, declared[-1][1])
        label = _cant(game, "attack", obj, defending=player)
        if label is not None:
            raise ScenarioError(_path(event, where + ".object"),
                                f"{obj.name} can't attack {player}: {label} (508.1c)")
    _requirements(game, event, seen)
    game.refresh()
    state = game.state
    identity = []
    for ident, _ in declared:
        obj = state.object(ident)
        identity.append((ident, obj.timestamp, obj.controller))
    game.changed(replace(state, combat=Combat(step="declare_attackers",
                                               attackers=tuple(declared),
                                               identity=tuple(identity))))
    if not declared:
        game.note(StepKind.EVENT, ("combat.no_attackers",),
                  Message.of("combat.no_attackers", player=active))
        return
    tapped = []
    for ident, defending in declared:
        obj = game.state.object(ident)
        game.note(StepKind.EVENT, ("combat.declare_attackers",),
                  Message.of("combat.attacks", object=obj.name, defending=game.name(defending)),
                  ident)
        if _has(obj, Keyword.VIGILANCE):
            game.note(StepKind.EVENT, ("keyword.vigilance",),
                      Message.of("combat.vigilance", object=obj.name), ident)
        elif not obj.tapped:
            tapped.append(ident)
    state = game.state
    for ident in tapped:
        state = state.with_object(replace(state.object(ident), tapped=True))
    game.changed(state)
    game.happened(*(HistoryEntry(Happened.TAPPED, object=ident,
                                 player=state.object(ident).controller) for ident in tapped))
    for ident in tapped:
        game.note(StepKind.EVENT, ("combat.tap_attackers",),
                  Message.of("combat.tapped", object=game.name(ident)), ident)
    game.happened(*(HistoryEntry(Happened.ATTACKED, object=ident,
                                 player=_defending_player(game, defending), source=defending)
                    for ident, defending in declared))


def _attacker_problem(game: Game, event: ScenarioEvent, where: str, ident: str) -> GameObject:
    """508.1a, 508.1c, 302.6, 702.3b: the creature may attack, or an error saying why not."""
    obj = game.obj(ident)
    path = where + ".object"
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        raise ScenarioError(_path(event, path),
                            f"{ident} is not on the battlefield: only a creature on the "
                            "battlefield can attack (506.3, 508.1a)")
    name = obj.name
    if "Creature" not in obj.types:
        raise ScenarioError(_path(event, path),
                            f"{name} is not a creature: only creatures attack (506.3)")
    if obj.controller != game.state.active_player:
        raise ScenarioError(_path(event, path),
                            f"{name} is controlled by {obj.controller}, not the active "
                            f"player {game.state.active_player}: only the active player's "
                            "creatures attack (508.1a)")
    if obj.tapped:
        raise ScenarioError(_path(event, path),
                            f"{name} is tapped: a tapped creature can't attack (508.1a)")
    if _summoning_sick(game, obj) and not _has(obj, Keyword.HASTE):
        raise ScenarioError(_path(event, path),
                            f"{name} has summoning sickness: its controller hasn't "
                            "controlled it continuously since their most recent turn began, and it "
                            "has no haste (302.6, 508.1a)")
    if _has(obj, Keyword.DEFENDER):
        raise ScenarioError(_path(event, path),
                            f"{name} has defender and can't attack (702.3b, 508.1c)")
    label = _cant(game, "attack", obj)
    if label is not None:
        raise ScenarioError(_path(event, path), f"{name} can't attack: {label} (508.1c)")
    return obj


def _required(game: Game, what: str, obj: GameObject) -> str | None:
    """508.1d: the label of a requirement ability that applies to ``obj``, or None."""
    for source in game.permanents():
        for ability in source.characteristics.abilities:
            spec = ability.spec
            if ability.kind != "requirement" or not isinstance(spec, RequirementSpec) \
                    or what not in spec.what:
                continue
            selector = spec.affects or Selector(ref="self")
            reader = PermanentReader(source.id, source.controller,
                                     attached_to=source.attached_to)
            # matches() reads "self" and "attached" off the reader (the source, what it's on).
            if matches(selector, obj, reader):
                return ability.label
    return None


def _requirements(game: Game, event: ScenarioEvent, declared: dict[str, int]) -> None:
    """508.1d: a creature that must attack each combat if able and that could attack (no
    restriction of 508.1a-c stops it; attacking costs aren't modelled) must be declared as an
    attacker. The restrictions the engine checks concern each creature alone, so the declaration
    obeys the most requirements possible only when it includes every such creature."""
    active = game.state.active_player
    opponents = [p for p in game.apnap()[1:] if not game.state.player(p).lost]
    if not opponents:
        return
    for obj in game.permanents():
        if obj.id in declared or obj.controller != active or "Creature" not in obj.types:
            continue
        label = _required(game, "attack_each_combat", obj)
        if label is None:
            continue
        try:
            _attacker_problem(game, event, "", obj.id)
        except ScenarioError:
            continue
        if all(_cant(game, "attack", obj, defending=p) is not None for p in opponents):
            continue  # 508.1c: a restriction on whom it attacks forbids every opponent
        raise ScenarioError(_path(event, ".attackers"),
                            f"{obj.name} must attack this combat: {label} It is able to "
                            "attack, so it must be declared as an attacker (508.1d)")


def _summoning_sick(game: Game, obj: GameObject) -> bool:
    """302.6: the scenario says so, or it came under its controller's control this turn (it
    entered the battlefield during the run, in this turn)."""
    if obj.summoning_sick:
        return True
    return any(entry.kind is Happened.ZONE_CHANGE and entry.detail == Zone.BATTLEFIELD
               and entry.object == obj.id for entry in game.state.history)


def _defending(game: Game, event: ScenarioEvent, where: str, attacker: GameObject,
               defending: str | None) -> str:
    """508.1b: an opponent, a planeswalker an opponent controls, or a battle an opponent
    protects; by default the next opponent in turn order."""
    active = game.state.active_player
    opponents = [p for p in game.apnap()[1:] if not game.state.player(p).lost]
    path = where + ".defending"
    if defending is None:
        if not opponents:
            raise ScenarioError(_path(event, path), "no opponent is left to attack (508.1b)")
        return opponents[0]
    if game.is_player(defending):
        if defending not in opponents:
            raise ScenarioError(_path(event, path),
                                f"{attacker.name} can attack only an opponent of "
                                f"{active} still in the game, not {defending} (508.1b)")
        return defending
    target = game.obj(defending)
    if target is None or target.zone != Zone.BATTLEFIELD:
        raise ScenarioError(_path(event, path), f"{defending} is not on the battlefield (508.1b)")
    if "Planeswalker" in target.types:
        if target.controller not in opponents:
            raise ScenarioError(_path(event, path),
                                f"{target.name} is not controlled by an opponent of "
                                f"{active} (508.1b)")
        return defending
    if "Battle" in target.types:
        if _protector(target) not in opponents:
            raise ScenarioError(_path(event, path),
                                f"{target.name} is not protected by an opponent of "
                                f"{active} (508.1b)")
        return defending
    raise ScenarioError(_path(event, path),
                        f"{target.name} is not a player, planeswalker or battle: "
                        "creatures attack only those (506.3, 508.1b)")


# --- 509: declare blockers ----------------------------------------------------------------------


def block(game: Game, event: ScenarioEvent) -> None:
    """509.1: blockers are declared; attackers become blocked or unblocked (509.1h)."""
    combat = game.state.combat
    if combat is None:
        raise ScenarioError(_path(event, ""),
                            "no attackers were declared: an attack event comes first "
                            "(508.1, 509.1)")
    if combat.step != "declare_attackers":
        raise ScenarioError(_path(event, ""),
                            "blockers were already declared in this combat (509.1)")
    if not combat.attackers:
        if event.blockers:
            raise ScenarioError(_path(event, ".blockers"),
                                "no creature attacks, so the declare blockers "
                                "step is skipped (508.8)")
        return
    declared: list[tuple[str, tuple[str, ...]]] = []
    seen: set[str] = set()
    for k, (ident, attackers) in enumerate(event.blockers):
        where = f".blockers[{k}]"
        if ident in seen:
            raise ScenarioError(_path(event, where + ".object"),
                                f"{ident!r} is already declared as a blocker (509.1a)")
        seen.add(ident)
        _blocker_problem(game, event, where, ident, attackers)
        declared.append((ident, attackers))
    _menace(game, event, declared)
    game.refresh()
    state = game.state
    blocked = tuple(a for a, _ in combat.attackers
                    if any(a in attackers for _, attackers in declared))
    identity = list(combat.identity)
    for ident, _ in declared:
        obj = state.object(ident)
        identity.append((ident, obj.timestamp, obj.controller))
    game.changed(replace(state, combat=replace(
        combat, step="declare_blockers", blockers=tuple(declared), blocked=blocked,
        identity=tuple(identity))))
    for ident, attackers in declared:
        game.note(StepKind.EVENT, ("combat.declare_blockers",),
                  Message.of("combat.blocks", object=game.name(ident),
                             attackers=tuple(game.name(a) for a in attackers)), ident)
    ordered = False
    for attacker, _ in combat.attackers:
        if not game.state.in_combat(attacker):
            continue
        blockers = tuple(b for b, attackers in declared if attacker in attackers)
        key = "combat.blocked" if attacker in blocked else "combat.unblocked"
        game.note(StepKind.EVENT, ("combat.blocked_status",),
                  Message.of(key, object=game.name(attacker), count=len(blockers)), attacker)
        ordered = ordered or len(blockers) > 1
    if ordered or any(len(attackers) > 1 for _, attackers in declared):
        game.note(StepKind.NOTE, ("combat.no_order",), Message.of("combat.no_order"),
                  rules=("509.2",))
    # 508.5: the defending player each attacker's attack named as it was declared (the
    # planeswalker it attacks may have left since).
    attacked = {e.object: e.player for e in game.state.history
                if e.kind is Happened.ATTACKED and e.object is not None}
    game.happened(
        *(HistoryEntry(Happened.BLOCKED, object=ident, source=attackers[0])
          for ident, attackers in declared),
        # 508.5: each names the player its attacker attacks (the defending player).
        *(HistoryEntry(Happened.BECAME_BLOCKED, object=attacker,
                       amount=sum(1 for _, a in declared if attacker in a),
                       player=attacked.get(attacker))
          for attacker in blocked),
        # 509.5d: "becomes blocked by a creature" triggers once for each blocker (flanking).
        *(HistoryEntry(Happened.BLOCKED_BY, object=ident, source=attacker)
          for attacker in blocked for ident, attackers in declared if attacker in attackers),
        # 509.5g: "attacks and isn't blocked": each attacker still in combat with no blocker.
        *(HistoryEntry(Happened.UNBLOCKED, object=attacker, player=attacked.get(attacker))
          for attacker, _ in combat.attackers
          if attacker not in blocked and game.state.in_combat(attacker)))


def _blocker_problem(game: Game, event: ScenarioEvent, where: str, ident: str,
                     attackers: tuple[str, ...]) -> None:
    """509.1a-b: the creature may block these attackers, or an error saying why not."""
    obj = game.obj(ident)
    path = where + ".object"
    if obj is None or obj.zone != Zone.BATTLEFIELD:
        raise ScenarioError(_path(event, path),
                            f"{ident} is not on the battlefield: only a creature on the "
                            "battlefield can block (506.3, 509.1a)")
    name = obj.name
    if "Creature" not in obj.types:
        raise ScenarioError(_path(event, path),
                            f"{name} is not a creature: only creatures block (506.3)")
    if obj.tapped:
        raise ScenarioError(_path(event, path),
                            f"{name} is tapped: a tapped creature can't block (509.1a)")
    label = _cant(game, "block", obj)
    if label is not None:
        raise ScenarioError(_path(event, path), f"{name} can't block: {label} (509.1b)")
    if "Unleash" in obj.keywords and obj.counter("+1/+1") > 0:
        raise ScenarioError(_path(event, path), (
            f"{name} can't block: it has unleash and a +1/+1 counter on it (702.98a)"))
    allowed = _blocks_allowed(obj)
    if len(set(attackers)) != len(attackers):
        raise ScenarioError(_path(event, where + ".blocking"),
                            f"{name} blocks the same attacker twice "
                            "(509.1a)")
    if allowed is not None and len(attackers) > allowed:
        raise ScenarioError(_path(event, where + ".blocking"),
                            f"{name} can block at most {allowed} attacking creatures, not "
                            f"{len(attackers)} (509.1a)")
    for k, attacker_id in enumerate(attackers):
        at = where + (".blocking" if len(attackers) == 1 else f".blocking[{k}]")
        defending = game.state.attacking(attacker_id)
        attacker = game.obj(attacker_id)
        if defending is None or attacker is None:
            raise ScenarioError(_path(event, at),
                                f"{game.name(attacker_id)} is not an attacking creature "
                                "(509.1a)")
        player = _defending_player(game, defending)
        if obj.controller != player:
            raise ScenarioError(_path(event, path),
                                f"{name} is controlled by {obj.controller}, but "
                                f"{attacker.name} attacks {game.name(defending)}: only {player}'s "
                                "creatures can block it (509.1a)")
        _evasion(game, event, at, attacker, obj, player)


def _evasion(game: Game, event: ScenarioEvent, at: str, attacker: GameObject,
             blocker: GameObject, player: str) -> None:
    """509.1b: an error naming the restriction (evasion or otherwise) that forbids this block."""
    path = _path(event, at)
    name, other = blocker.name, attacker.name
    if _has(attacker, Keyword.FLYING) and not (
            _has(blocker, Keyword.FLYING) or _has(blocker, Keyword.REACH)):
        raise ScenarioError(path, f"{name} can't block {other}: it has flying, and only "
                            "creatures with flying or reach can block it (702.9b)")
    if _has(attacker, Keyword.SHADOW) != _has(blocker, Keyword.SHADOW):
        raise ScenarioError(path, f"{name} can't block {other}: creatures with shadow block "
                            "and are blocked only by creatures with shadow (702.28b)")
    if _has(attacker, Keyword.HORSEMANSHIP) and not _has(blocker, Keyword.HORSEMANSHIP):
        raise ScenarioError(path, f"{name} can't block {other}: it has horsemanship, and only "
                            "creatures with horsemanship can block it (702.31b)")
    if _has(attacker, Keyword.SKULK) and (blocker.power or 0) > (attacker.power or 0):
        raise ScenarioError(path, f"{name} can't block {other}: it has skulk, and creatures "
                            "with greater power can't block it (702.118b)")
    if _has(attacker, Keyword.FEAR) and not (
            "Artifact" in blocker.types or "B" in blocker.colors):
        raise ScenarioError(path, f"{name} can't block {other}: it has fear, and only "
                            "artifact creatures and black creatures can block it (702.36b)")
    if _has(attacker, Keyword.INTIMIDATE) and not (
            "Artifact" in blocker.types or set(blocker.colors) & set(attacker.colors)):
        raise ScenarioError(path, f"{name} can't block {other}: it has intimidate, and only "
                            "artifact creatures and creatures sharing a color with it can "
                            "block it (702.13b)")
    for keyword, land in LANDWALK.items():
        if _has(attacker, keyword) and any(
                o.controller == player and "Land" in o.types and land in o.subtypes
                for o in game.permanents()):
            raise ScenarioError(path, f"{name} can't block {other}: it has {keyword.value}, "
                                f"and the defending player controls a {land} (702.14c)")
    if protection_from(attacker, blocker) is not None:
        raise ScenarioError(path, f"{name} can't block {other}: it has protection from a "
                            "quality the blocker has (702.16f)")
    label = _cant(game, "be_blocked", attacker, blocker)
    if label is not None:
        raise ScenarioError(path, f"{name} can't block {other}: {label} (509.1b)")
    label = _cant(game, "block", blocker, attacker)
    if label is not None:
        raise ScenarioError(path, f"{name} can't block {other}: {label} (509.1b)")


def _menace(game: Game, event: ScenarioEvent,
            declared: list[tuple[str, tuple[str, ...]]]) -> None:
    """702.111b: a creature with menace can't be blocked except by two or more creatures;
    509.1b: one that "can't be blocked by more than one creature" isn't blocked by two."""
    for attacker, _ in game.state.combat.attackers if game.state.combat else ():
        count = sum(1 for _, attackers in declared if attacker in attackers)
        obj = game.obj(attacker)
        if count == 1 and obj is not None and _has(obj, Keyword.MENACE):
            raise ScenarioError(_path(event, ".blockers"),
                                f"{obj.name} has menace: it can't be blocked "
                                "except by two or more creatures (702.111b)")
        label = None if obj is None or count < 2 else _cant(
            game, "be_blocked_by_more_than_one", obj)
        if obj is not None and label is not None:
            raise ScenarioError(_path(event, ".blockers"),
                                f"{obj.name} is blocked by {count} creatures: {label} "
                                "(509.1b)")


# --- 510: combat damage -------------------------------------------------------------------------


def combat_damage(game: Game, event: ScenarioEvent,
                  keep: Callable[[], None] | None = None) -> None:
    """510: a first-strike step when needed (510.4), the combat damage step, then 511."""
    combat = game.state.combat
    if combat is None:
        raise ScenarioError(_path(event, ""),
                            "no attackers were declared: an attack event comes first "
                            "(508.1, 510)")
    if combat.step == "declare_attackers" and combat.attackers:
        # 509.1, 509.1h: a scenario that leaves out the block event declares no blockers, but
        # the declare blockers step still happens: each attacker becomes unblocked ("attacks
        # and isn't blocked" triggers, 509.5g) and those abilities resolve before damage.
        block(game, replace(event, blockers=()))
        stack.settle(game)
        if game.state.game_over:
            return
        combat = game.state.combat
        if combat is None:
            return
    _check_assign(game, event)
    game.changed(replace(game.state, combat=replace(combat, step="combat_damage")))
    if not combat.attackers:
        game.note(StepKind.EVENT, ("combat.skipped",), Message.of("combat.skipped"))
    else:
        fighters = _combatants(game)
        first = any(_has(o, Keyword.FIRST_STRIKE) or _has(o, Keyword.DOUBLE_STRIKE)
                    for o in fighters)
        if first:
            _damage_step(game, event, first_strike=True)
            stack.settle(game)
            if keep is not None:
                keep()
            if game.state.game_over:
                return
        _damage_step(game, event, first_strike=False, after_first=first)
        stack.settle(game)
        if game.state.game_over:
            return
        if keep is not None:
            keep()
    end_of_combat(game)


def end_of_combat(game: Game) -> None:
    """511.1-511.3: the end of combat step ("at end of combat" triggers), then every creature
    and planeswalker is removed from combat."""
    _begin_step(game, game.state.active_player, "end_of_combat", "combat.end")
    stack.settle(game)
    if game.state.game_over:
        return
    game.changed(replace(game.state, combat=None))
    game.note(StepKind.EVENT, ("combat.removed",), Message.of("combat.removed"))


def _combatants(game: Game) -> list[GameObject]:
    """The attacking and blocking creatures still in combat (506.4), attackers first."""
    combat = game.state.combat
    assert combat is not None
    found = []
    for ident in [a for a, _ in combat.attackers] + [b for b, _ in combat.blockers]:
        obj = game.obj(ident)
        if obj is not None and game.state.in_combat(ident):
            found.append(obj)
    return found


def _deals_in_step(obj: GameObject, first_strike: bool, after_first: bool,
                   dealt_first: tuple[str, ...]) -> bool:
    """510.4: in the first-strike step, creatures with first strike or double strike; in the
    second, those that dealt no first-strike damage and those with double strike."""
    strikes_first = _has(obj, Keyword.FIRST_STRIKE) or _has(obj, Keyword.DOUBLE_STRIKE)
    if first_strike:
        return strikes_first
    if not after_first:
        return True
    return obj.id not in dealt_first or _has(obj, Keyword.DOUBLE_STRIKE)


def _damage_step(game: Game, event: ScenarioEvent, *, first_strike: bool,
                 after_first: bool = False) -> None:
    """510.1-510.2: every creature in the step assigns its damage; it is dealt at once."""
    game.refresh()
    combat = game.state.combat
    assert combat is not None
    key = "combat.first_strike_step" if first_strike else "combat.damage_step"
    concepts = ("combat.first_strike",) if first_strike or after_first else ()
    game.note(StepKind.EVENT, ("combat.damage", *concepts), Message.of(key))
    assigned: dict[str, int] = {}
    damages: list[Damage] = []
    dealing: list[str] = []
    for attacker_id, defending in combat.attackers:
        obj = game.obj(attacker_id)
        if obj is None or not game.state.in_combat(attacker_id):
            continue
        if not _deals_in_step(obj, first_strike, after_first, combat.first_strikers):
            continue
        dealing.append(attacker_id)
        division = _attacker_division(game, event, obj, defending, assigned)
        for to, amount in division:
            if amount > 0:
                damages.append(Damage(attacker_id, to, amount, combat=True))
                assigned[to] = assigned.get(to, 0) + amount
    for blocker_id, attackers in combat.blockers:
        obj = game.obj(blocker_id)
        if obj is None or not game.state.in_combat(blocker_id):
            continue
        if not _deals_in_step(obj, first_strike, after_first, combat.first_strikers):
            continue
        dealing.append(blocker_id)
        for to, amount in _blocker_division(game, event, obj, attackers):
            if amount > 0:
                damages.append(Damage(blocker_id, to, amount, combat=True))
    if first_strike:
        game.changed(replace(game.state, combat=replace(
            game.state.combat or combat, first_strikers=tuple(dealing))))
    if not damages:
        game.note(StepKind.EVENT, ("combat.damage",), Message.of("combat.no_damage"))
        return
    for item in damages:
        game.note(StepKind.EVENT, ("combat.assign",),
                  Message.of("combat.assigns", source=game.name(item.source),
                             target=game.name(item.target), amount=item.amount), item.source)
    game.note(StepKind.EVENT, ("combat.dealt",), Message.of("combat.dealt_at_once"))
    damage.deal_damage(game, damages)


def _power(obj: GameObject) -> int:
    """510.1a: a creature assigns damage equal to its power; 0 or less is none."""
    return max(obj.power or 0, 0)


def _attacker_division(game: Game, event: ScenarioEvent, obj: GameObject, defending: str,
                       assigned: dict[str, int]) -> Division:
    """510.1b-c, 702.19: how an attacking creature's damage is assigned."""
    power = _power(obj)
    if power == 0:
        return ()
    combat = game.state.combat
    assert combat is not None
    target = _attack_target(game, defending)
    if obj.id not in combat.blocked:
        # 510.1b: unblocked, to what it attacks (none once that is gone, 506.4c).
        if target is None:
            game.note(StepKind.EVENT, ("combat.unblocked_nothing",),
                      Message.of("combat.attacks_nothing", object=obj.name), obj.id)
            return ()
        return ((target, power),)
    blockers = [b for b, attackers in combat.blockers
                if obj.id in attackers and game.state.in_combat(b)]
    trample = _has(obj, Keyword.TRAMPLE)
    if not blockers:
        if trample and target is not None:
            # 702.19d: blocked, all its blockers removed: all its damage to what it attacks.
            game.note(StepKind.EVENT, ("keyword.trample.no_blockers",),
                      Message.of("combat.trample_no_blockers", object=obj.name), obj.id)
            return ((target, power),)
        # 510.1c: blocked, but no creature blocks it any more: it assigns no damage.
        game.note(StepKind.EVENT, ("combat.blocked_no_blockers",),
                  Message.of("combat.no_blockers_left", object=obj.name), obj.id)
        return ()
    lethal = {b: _lethal(game, obj, b, assigned) for b in blockers}
    over = target if trample else None
    rules = _Division(obj.id, obj.controller, power, tuple(blockers), lethal, over)
    return _divide(game, event, rules)


def _attack_target(game: Game, defending: str) -> str | None:
    """What an attacking creature still attacks: the player while in the game, the
    planeswalker or battle while on the battlefield as one (506.4, 506.4c)."""
    if game.is_player(defending):
        return None if game.state.player(defending).lost else defending
    obj = game.obj(defending)
    if obj is None or obj.zone != Zone.BATTLEFIELD or not (
            "Planeswalker" in obj.types or "Battle" in obj.types):
        return None
    return defending


def _lethal(game: Game, attacker: GameObject, blocker_id: str, assigned: dict[str, int]) -> int:
    """702.19b, 510.1c: lethal damage for trample, counting damage already marked and damage
    other creatures assign in this step; any nonzero amount from deathtouch (702.2c)."""
    blocker = game.obj(blocker_id)
    assert blocker is not None
    left = (blocker.toughness or 0) - blocker.damage - assigned.get(blocker_id, 0)
    if blocker.deathtouch_damage and blocker.damage > 0:
        left = 0
    if left <= 0:
        return 0
    return 1 if _has(attacker, Keyword.DEATHTOUCH) else left


class _Division:
    """The legal divisions of one creature's damage: among ``among`` (blockers, or the
    attackers a blocker blocks) and, with trample, ``over`` (what it attacks) once each of
    ``among`` has lethal damage (702.19b)."""

    def __init__(self, creature: str, player: str, power: int, among: tuple[str, ...],
                 lethal: dict[str, int], over: str | None) -> None:
        self.creature = creature
        self.player = player
        self.power = power
        self.among = among
        self.lethal = lethal
        self.over = over

    @property
    def recipients(self) -> tuple[str, ...]:
        return self.among + ((self.over,) if self.over is not None else ())

    def problem(self, division: Division) -> str | None:
        """Why ``division`` is not legal (510.1c-d, 702.19b), or None."""
        given = dict(division)
        if len(given) != len(division):
            return "it names a recipient twice"
        for to in given:
            if to not in self.recipients:
                return (f"{to} can't be assigned its damage: only "
                        f"{', '.join(self.recipients)} (510.1c)")
        total = sum(given.values())
        if total != self.power:
            return f"it assigns {total} damage, not its power {self.power} (510.1a)"
        if self.over is not None and given.get(self.over, 0) > 0:
            short = [b for b in self.among if given.get(b, 0) < self.lethal.get(b, 0)]
            if short:
                return (f"{short[0]} is assigned less than lethal damage "
                        f"({given.get(short[0], 0)} of {self.lethal[short[0]]}), so none can be "
                        f"assigned to {self.over} (702.19b)")
        return None

    def only(self) -> Division | None:
        """The one legal division, when there is only one."""
        if len(self.among) == 1 and (self.over is None or
                                     self.power <= self.lethal[self.among[0]]):
            return ((self.among[0], self.power),)
        return None

    def examples(self) -> list[Division]:
        """A few legal divisions to offer as options: all to each blocker, and lethal damage
        to each in turn with the rest to what it attacks (trample) or the last."""
        found: list[Division] = []
        for to in self.among:
            found.append(((to, self.power),))
        left = self.power
        greedy = []
        for to in self.among:
            give = min(self.lethal.get(to, 0), left)
            greedy.append((to, give))
            left -= give
        if left and self.over is not None:
            greedy.append((self.over, left))
        elif left:
            last, give = greedy[-1]
            greedy[-1] = (last, give + left)
        found.append(tuple((t, n) for t, n in greedy if n > 0))
        unique: list[Division] = []
        for division in found:
            if division not in unique and self.problem(division) is None:
                unique.append(division)
        return unique[:MAX_OPTIONS]


def _assigned(event: ScenarioEvent, creature: str) -> Division | None:
    return next((division for who, division in event.assign if who == creature), None)


def _divide(game: Game, event: ScenarioEvent, rules: _Division) -> Division:
    """510.1c-d: the division given in ``assign``, the only legal one, or the player's answer."""
    given = _assigned(event, rules.creature)
    only = rules.only()
    if only is not None:
        if given is not None and rules.problem(given) is not None:
            raise ScenarioError(_path(event, f".assign.{rules.creature}"),
                                rules.problem(given) or "")
        return only
    if given is not None:
        problem = rules.problem(given)
        if problem is not None:
            raise ScenarioError(_path(event, f".assign.{rules.creature}"), problem)
        game.note(StepKind.EVENT, ("combat.divide",),
                  Message.of("combat.division_given", player=rules.player,
                             object=game.name(rules.creature),
                             division=_words(game, given)), rules.creature)
        return given
    return _ask(game, rules)


def _words(game: Game, division: Division) -> tuple[str, ...]:
    return tuple(f"{game.name(to)} {amount}" for to, amount in division)


def _ask(game: Game, rules: _Division) -> Division:
    """510.1c: more than one division is legal and the scenario doesn't say: its controller
    chooses (a pending choice; any legal division may be the answer)."""
    examples = rules.examples()
    request = PendingChoice(
        player=rules.player,
        rules=cite("combat.divide"),
        message=Message.of("combat.which_division", player=rules.player,
                           object=game.name(rules.creature), amount=rules.power,
                           among=tuple(game.name(t) for t in rules.recipients)),
        options=tuple(ChoiceOption(division_id(d), Message.of(
            "combat.division_option", division=_words(game, d))) for d in examples),
        division=True,
    )
    answer = game.answers.answer(request)
    division = answer.division if answer.division is not None else _parse(answer.choose)
    problem = rules.problem(division)
    if problem is not None:
        raise ScenarioError(f"choices[{answer.index}]", problem)
    game.note(StepKind.CHOICE, ("combat.divide",),
              Message.of("combat.division_chosen", player=rules.player,
                         object=game.name(rules.creature), division=_words(game, division)),
              rules.creature, choice=answer.index)
    return division


def _parse(option: str) -> Division:
    found = []
    for part in option.split(","):
        to, _, amount = part.rpartition("=")
        found.append((to, int(amount)))
    return tuple(found)


def _blocker_division(game: Game, event: ScenarioEvent, obj: GameObject,
                      attackers: tuple[str, ...]) -> Division:
    """510.1d: a blocking creature assigns its damage to the attackers it blocks still in
    combat; among several, divided as its controller chooses."""
    power = _power(obj)
    still = tuple(a for a in attackers if game.state.in_combat(a))
    if power == 0 or not still:
        if power and not still:
            game.note(StepKind.EVENT, ("combat.blocker_alone",),
                      Message.of("combat.blocks_nothing", object=obj.name), obj.id)
        return ()
    rules = _Division(obj.id, obj.controller, power, still, {a: 0 for a in still}, None)
    return _divide(game, event, rules)


def _check_assign(game: Game, event: ScenarioEvent) -> None:
    """An ``assign`` entry names an attacking or blocking creature."""
    combat = game.state.combat
    assert combat is not None
    fighters = {a for a, _ in combat.attackers} | {b for b, _ in combat.blockers}
    for creature, _ in event.assign:
        if creature not in fighters:
            raise ScenarioError(_path(event, f".assign.{creature}"),
                                f"{game.name(creature)} is not an "
                                "attacking or blocking creature (510.1)")


def _begin_step(game: Game, player: str, step: str, concept: str) -> None:
    """500.6: a step of combat begins; "at the beginning of combat" and "at end of combat"
    abilities look for it."""
    game.happened(HistoryEntry(Happened.STEP_BEGAN, player=player, detail=step))
    game.note(StepKind.EVENT, (concept, "turn.step_begins"),
              Message.of(f"combat.began.{step}", player=player))
