"""Triggered abilities (rules 603, 702.79 persist, 702.93 undying, 700.4 "dies").

A triggered ability is data in the one ability language: a trigger (what event, about which
objects or players), an intervening "if" (603.4), targets (115) and its effect, a list of
actions from the shared library (:mod:`engine.abilities.actions`)::

    {"kind": "triggered", "label": "Whenever Blood Artist or another creature dies, ...",
     "trigger": {"on": "dies", "object": {"types": ["Creature"]}},
     "targets": [{"player": "any"}],
     "effect": [{"do": "lose_life", "player": "target", "amount": 1},
                {"do": "gain_life", "player": "you", "amount": 1}]}

Abilities trigger on what happened, as the state's history records it (603.2): an object
entering (603.6a) or leaving the battlefield (603.6c), dying (700.4: put into a graveyard from
the battlefield), damage dealt, life gained or lost, counters put, a card drawn, a step beginning
(503, 513). :func:`collect` reads the history entries not checked yet. Leaves-the-battlefield
abilities "look back in time" (603.10a): they trigger from permanents as they existed before
the event, including the ones that left with it, read from their last known information.
Persist and undying are keywords whose definition is such an ability; so are prowess (702.108a,
a cast trigger), rampage N (702.23a), bushido N (702.45a) and flanking (702.25a), whose pumps
are ``modify`` actions lasting until end of turn (611.2).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.abilities.actions import Do, ResolveAction, parse_resolve_actions
from engine.abilities.basic import text_field
from engine.abilities.effects import AbilityReader, Selector, parse_selector
from engine.abilities.selectors import PermanentReader, matches, player_fits
from engine.concepts import Zone
from engine.errors import ScenarioError, join
from engine.format.cards import WHO
from engine.state.objects import Ability, GameObject, GameState, Happened, HistoryEntry, StackItem


class On(enum.StrEnum):
    """The events a triggered ability can trigger on."""

    ENTERS = "enters"
    LEAVES = "leaves"
    DIES = "dies"
    DAMAGE = "damage"
    GAIN_LIFE = "gain_life"
    LOSE_LIFE = "lose_life"
    COUNTERS = "counters"
    DRAW = "draw"
    BEGINNING_OF = "beginning_of"
    # 601.2i: a player casts a spell.
    CAST = "cast"
    # 603.8: a state trigger ("when you control no other creatures").
    STATE = "state"
    # 603.12: a reflexive ability triggers as its action happens ("when you do").
    REFLEXIVE = "reflexive"
    # 508.1m, 508.3a: it is declared as an attacker; 509.1i, 509.5a: as a blocker; 509.5c:
    # it becomes blocked (engine.turn.combat).
    ATTACKS = "attacks"
    BLOCKS = "blocks"
    BECOMES_BLOCKED = "becomes_blocked"
    # Keywords' own events, not in the format: 702.45a bushido ("blocks or becomes blocked");
    # 509.5d, 702.25a flanking ("becomes blocked by a creature": once for each blocker, the
    # blocker being the object the event is about, the attacker its ``source``).
    BLOCKS_OR_BECOMES_BLOCKED = "blocks_or_becomes_blocked"
    BECOMES_BLOCKED_BY = "becomes_blocked_by"
    # 700.4: put into a graveyard from the battlefield, whatever its card types ("dies" is a
    # creature's); it looks back in time (603.10a).
    PUT_INTO_GRAVEYARD = "put_into_graveyard"
    # 508.3a, 509.5a: declared as an attacker or as a blocker ("Whenever ~ attacks or blocks":
    # one event or the other, never both in one declaration).
    ATTACKS_OR_BLOCKS = "attacks_or_blocks"
    # 701.8a: ``player`` discards a card ``object`` matches (the card as it is now, wherever
    # it went).
    DISCARD = "discard"
    # 702.29c: ``player`` cycles a card ``object`` matches ("When you cycle ~" triggers from
    # whatever zone the card is in then, 113.6k).
    CYCLE = "cycle"
    # 701 ("Tap and Untap"): ``object`` becomes tapped (for a {T} cost, 602.2; as it attacks,
    # 508.1f; as it regenerates, 701.15a).
    BECOMES_TAPPED = "becomes_tapped"
    # 701.28a, 701.28e: ``object`` transforms ("When this creature transforms into ~" on the
    # face that is then up: the permanent has that face's ability only once it transformed
    # into it).
    TRANSFORMS = "transforms"
    # 701.17a: ``player`` sacrifices a permanent ``object`` matches (as it last was on the
    # battlefield: it looks back in time, 603.10a).
    SACRIFICE = "sacrifice"
    # 120.3, 603.2c: ``object`` is dealt damage: once for all the damage dealt to it at once,
    # by however many sources (combat damage, 510.2), the amount being the total.
    DEALT_DAMAGE = "dealt_damage"
    # 120.3, 603.2c: ``source`` deals damage: once for all the damage it deals at once, to
    # however many objects and players (as one lifelink event is, 702.15b), the amount being
    # the total.
    DEALS_DAMAGE = "deals_damage"
    # 702.63a vanishing: "when the last [counter] counter is removed from this permanent": a
    # removal of that kind of counter leaves none on it.
    LAST_COUNTER_REMOVED = "last_counter_removed"
    # 702.37e, 708.8: ``object``, a face-down permanent, is turned face up ("When ~ is turned
    # face up": it has the ability once face up, so it looks at the game after the event).
    TURNED_FACE_UP = "turned_face_up"
    # 701.31a (2022 rules): ``object`` becomes monstrous ("When ~ becomes monstrous").
    BECOMES_MONSTROUS = "becomes_monstrous"
    # 115.1, 603.2d: ``object`` becomes the target of a spell or ability ``player`` controls
    # (as it is cast, activated, put on the stack or copied with its targets): once for each
    # spell or ability, however many of its targets name the object (603.2c).
    BECOMES_TARGET = "becomes_target"
    # 701.21b, 603.2d: ``object`` becomes untapped (in its controller's untap step, 502.3, or
    # by an effect), never by entering the battlefield untapped.
    BECOMES_UNTAPPED = "becomes_untapped"
    # 509.5g: "Whenever ~ attacks and isn't blocked": ``object`` becomes an unblocked attacking
    # creature as blockers are declared (the glossary's "Unblocked Creature").
    ATTACKS_UNBLOCKED = "attacks_unblocked"


# 603.10a: these look back in time; the others look at the game after the event.
LOOK_BACK = (On.LEAVES, On.DIES, On.PUT_INTO_GRAVEYARD, On.SACRIFICE)


@dataclass(frozen=True, slots=True)
class Trigger:
    """603.2: the event and what it must be about (see :class:`On`)."""

    on: On
    object: Selector | None = None
    source: Selector | None = None
    player: str | None = None
    step: str = ""
    counter: str = ""
    combat: bool | None = None
    # 603.8: a state trigger's state: its controller controls no permanent this matches.
    you_control_none: Selector | None = None
    # 601.2c, 601.2i: a cast trigger's spell targets the ability's source ("a spell that
    # targets ~", heroic): "self".
    spell_targets: str = ""
    # "during your turn": only while its controller is the active player (102.1).
    your_turn: bool = False
    # 506.5: an attack trigger's creature attacks alone (the only creature declared as an
    # attacker); or with at least this many other creatures declared with it (battalion).
    alone: bool = False
    others_at_least: int = 0
    # 508.1b: what the creature attacks: "you" (its controller) or "you_or_planeswalker" (or a
    # planeswalker its controller controls).
    attacked: str = ""
    # "a creature dealt damage by ~ this turn dies" (Sengir Vampire): "self", the ability's
    # source dealt the object damage this turn, both being the objects they are now (400.7).
    dealt_damage_by: str = ""
    # "beginning_of": "attached", the step is the turn of the player its source is attached to
    # (an Aura with enchant player) or of the controller of the permanent it is attached to
    # ("at the beginning of the upkeep of enchanted creature's controller").
    step_player: str = ""
    # 601.2i: a cast trigger's spell is the player's nth spell cast this turn ("Whenever you
    # cast your second spell each turn": 2; 0: any).
    nth_spell: int = 0
    # 603.7: a delayed "at the beginning of the next turn's upkeep" waits for the turn it was
    # created in to end (engine.turn.turns arms it then): an upkeep of this turn isn't it.
    next_turn: bool = False


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """115.1: a player (``player``: "any" or "opponent"), an object matching ``object``, or
    ``any_target`` (115.4: a creature, player, planeswalker or battle)."""

    player: str | None = None
    object: Selector | None = None
    any_target: bool = False
    # 506.3: "target attacking creature" ("attacking"), "blocking", "attacking_or_blocking":
    # the object must be that in the combat now ("" for any).
    combat: str = ""
    # "target creature with power 4 or greater" (its power and toughness now, after the
    # layers, 613.1).
    power_at_least: int | None = None
    power_at_most: int | None = None
    toughness_at_least: int | None = None
    toughness_at_most: int | None = None
    # 702.134a mentor's "with lesser power": power less than ``source_power``, the ability's
    # source's (as it last existed on the battlefield once it has left, 608.2h). A keyword's
    # only: not in the format.
    power_below_source: bool = False
    # 601.2c: "up to N target ...": none to N different ones (0: exactly one, as usual).
    up_to: int = 0

    def in_combat(self, state: GameState, object_id: str,
                  source_power: int | None = None) -> bool:
        """Whether ``object_id`` is attacking or blocking as ``combat`` asks (506.3: an
        attacking or blocking creature is one declared so and not removed from combat), and
        has the power and toughness the target asks for."""
        if not self._pt_fits(state, object_id):
            return False
        if self.power_below_source:
            power = state.object(object_id).power
            if source_power is None or power is None or power >= source_power:
                return False
        if not self.combat:
            return True
        attacking = state.attacking(object_id) is not None
        blocking = state.blocking(object_id) is not None
        return {"attacking": attacking, "blocking": blocking,
                "attacking_or_blocking": attacking or blocking}[self.combat]

    def _pt_fits(self, state: GameState, object_id: str) -> bool:
        bounds = (self.power_at_least, self.power_at_most, self.toughness_at_least,
                  self.toughness_at_most)
        if all(b is None for b in bounds):
            return True
        obj = state.object(object_id)
        power, toughness = obj.power, obj.toughness
        return ((self.power_at_least is None or (power is not None
                                                 and power >= self.power_at_least))
                and (self.power_at_most is None or (power is not None
                                                    and power <= self.power_at_most))
                and (self.toughness_at_least is None or (toughness is not None
                                                         and toughness >= self.toughness_at_least))
                and (self.toughness_at_most is None or (toughness is not None
                                                        and toughness <= self.toughness_at_most)))


@dataclass(frozen=True, slots=True)
class TriggeredMode:
    """One mode of a modal triggered ability (700.2): its words, targets and effect."""

    mode: str
    targets: tuple[TargetSpec, ...]
    effect: tuple[ResolveAction, ...]


@dataclass(frozen=True, slots=True)
class TriggeredSpec:
    """A triggered ability: its trigger, intervening "if" (603.4), targets and effect."""

    trigger: Trigger
    effect: tuple[ResolveAction, ...]
    targets: tuple[TargetSpec, ...] = ()
    # 700.2, 603.3c: a modal triggered ability's modes (then ``effect`` and ``targets`` are
    # empty): its controller chooses one as it is put on the stack (engine.turn.stack), and the
    # ability on the stack has that mode's targets and effect.
    modes: tuple[TriggeredMode, ...] = ()
    # 603.4: "if it had no -1/-1 counters on it" (persist) and "if you control ...".
    it_had_no_counters: str = ""
    you_control: Selector | None = None
    # With ``you_control``: how many such permanents at least ("three or more artifacts").
    you_control_at_least: int = 1
    # 603.4: "if you control no Demons": none of them.
    you_control_none: Selector | None = None
    # 603.4: "if a creature died this turn" (morbid), as the turn's history records it.
    creature_died_this_turn: bool = False
    # 603.4: "if you attacked this turn" (raid): its controller declared an attacker (508.1).
    you_attacked_this_turn: bool = False
    # 603.4 (werewolves): "if no spells were cast last turn"; "if a player cast two or more
    # spells last turn" (one player, that many: the number, 2).
    no_spells_last_turn: bool = False
    a_player_cast_last_turn: int | None = None
    # 603.4: "if there are two or more ki counters on ~": (kind, at least) on its source, as it
    # triggers and (engine.turn.stack) as it resolves, while it is still that permanent.
    source_counters: tuple[str, int] | None = None
    # 603.4: whose turn it is; its controller's life total; an opponent's (102.3).
    your_turn: bool | None = None
    life_at_most: int | None = None
    life_at_least: int | None = None
    opponent_life_at_most: int | None = None
    # 603.4, 702.131c: "if you have the city's blessing".
    city_blessing: bool = False
    # 603.4, 724.1: "if you're the monarch".
    monarch: bool = False
    # 603.5: an optional ability ("you may"); its controller chooses as it resolves (608.2d).
    may: bool = False
    # "you may pay {1}. If you do, ...": the mana its controller pays on answering yes (608.2d;
    # mana costs are taken as paid, as everywhere in the engine).
    pay: str = ""
    # 118.12a: "[effect] unless you pay {2}": the mana its controller may pay as it resolves
    # (taken as paid) so that the effect doesn't happen.
    unless_pay: str = ""
    # 603.7: a delayed triggered ability a resolving ability created.
    delayed: bool = False
    # 702.100a evolve's intervening "if" (603.4): the creature that entered has greater power
    # or toughness than this creature (see :func:`evolves`).
    evolve: bool = False
    # 702.105a dethrone: it triggers only when the player attacked has the most life or is
    # tied for the most (read from the attack as it triggers, see :func:`collect`).
    attacks_most_life: bool = False
    # 702.63a vanishing's intervening "if" (603.4): "if this permanent has a [kind] counter on
    # it", as it triggers and as it resolves (engine.turn.stack).
    source_has_counter: str = ""
    # 603.4: "if it was kicked" (702.33d, 607.2h): its source was cast with its kicker cost
    # paid (a kicked permanent spell's permanent).
    kicked: bool = False
    # 702.112a renown's intervening "if" (603.4): "if it isn't renowned" (702.112b).
    source_not_renowned: bool = False
    # 702.24a cumulative upkeep: the mana cost paid for each age counter on its source (taken
    # as paid) or it is sacrificed (engine.turn.stack, CUMULATIVE_UPKEEP).
    cumulative_cost: str = ""
    # 702.30a echo's intervening "if" (603.4): "if this permanent came under your control since
    # the beginning of your last upkeep" (GameObject.controlled_since), as it triggers and as
    # it resolves (engine.turn.stack).
    echo: bool = False
    # 702.62a suspend's two triggered abilities, which function in exile (113.6: not on the
    # battlefield): the upkeep one's intervening "if" (603.4) is "if this card is suspended"
    # ("suspended": exiled, with suspend and a time counter), the last counter's "if it's exiled";
    # the latter waits for its owner's choice to cast the card (engine.turn.casting).
    suspend: bool = False


@dataclass(frozen=True, slots=True)
class TriggeredSpecs:
    """A keyword that is more than one triggered ability (702.63a vanishing): each triggers on
    its own, under the keyword's label."""

    specs: tuple[TriggeredSpec, ...]


def specs_of(ability: Ability) -> tuple[TriggeredSpec, ...]:
    """The triggered abilities an ability is: none, one, or a keyword's several."""
    if isinstance(ability.spec, TriggeredSpecs):
        return ability.spec.specs
    return (ability.spec,) if isinstance(ability.spec, TriggeredSpec) else ()


def spec_of(ability: Ability) -> TriggeredSpec | None:
    """The triggered ability's spec, or None for another kind of ability."""
    return ability.spec if isinstance(ability.spec, TriggeredSpec) else None


_PT_BOUNDS = ("power_at_least", "power_at_most", "toughness_at_least", "toughness_at_most")


# "any target" (115.4): a creature, a player, a planeswalker or a battle.
_ANY_TARGET_OBJECT = {"any": [{"types": ["Creature"]}, {"types": ["Planeswalker"]},
                              {"types": ["Battle"]}]}


def parse_targets(data: Iterable[Mapping[str, Any]], path: str) -> tuple[TargetSpec, ...]:
    """115.1: what each target of a spell or ability may be (shape checked already);
    ``"any_target": true`` is a player or a creature, planeswalker or battle (115.4)."""
    return tuple(
        TargetSpec(player="any", object=parse_selector(_ANY_TARGET_OBJECT, join(path, i)),
                   any_target=True, up_to=t.get("up_to", 0))
        if t.get("any_target") else
        TargetSpec(player=t.get("player"),
                   object=parse_selector(t["object"], join(join(path, i), "object"))
                   if "object" in t else None, combat=t.get("combat", ""),
                   up_to=t.get("up_to", 0), **{k: t[k] for k in _PT_BOUNDS if k in t})
        for i, t in enumerate(data))


def _selector(value: Any, path: str) -> Selector | None:
    # An object the event is about may be anywhere by the time the ability looks (dies).
    return None if value is None else parse_selector(value, path, default_zones=None)


def parse_triggered(data: Mapping[str, Any], path: str,
                    read_ability: AbilityReader | None = None) -> Ability:
    """Parse a ``"triggered"`` ability (its shape was checked against the declaration);
    ``read_ability`` reads the abilities a ``modify`` action grants."""
    label = text_field(data, "label", path)
    raw = data["trigger"]
    where = join(path, "trigger")
    trigger = Trigger(
        on=On(raw["on"]),
        object=_selector(raw.get("object"), join(where, "object")),
        source=_selector(raw.get("source"), join(where, "source")),
        player=raw.get("player"),
        step=raw.get("step", ""),
        counter=raw.get("counter", ""),
        combat=raw.get("combat"),
        you_control_none=(parse_selector(raw["you_control_none"],
                                         join(where, "you_control_none"))
                          if "you_control_none" in raw else None),
        spell_targets=raw.get("spell_targets", ""),
        your_turn=bool(raw.get("your_turn", False)),
        alone=bool(raw.get("alone", False)),
        others_at_least=raw.get("others_at_least", 0),
        attacked=raw.get("attacked", ""),
        dealt_damage_by=raw.get("dealt_damage_by", ""),
        step_player=raw.get("step_player", ""),
        nth_spell=raw.get("nth_spell", 0),
    )
    if (trigger.on is On.STATE) != (trigger.you_control_none is not None):
        raise ScenarioError(where, 'a "state" trigger (603.8) says the state it waits for, '
                            '"you_control_none", and only a state trigger does')
    if (trigger.alone or trigger.others_at_least or trigger.attacked) and \
            trigger.on is not On.ATTACKS:
        raise ScenarioError(where, 'only an "attacks" trigger (508.3a) says how many creatures '
                            'attack with it or what it attacks ("alone", "others_at_least", '
                            '506.5; "attacked", 508.1b)')
    if trigger.step_player and trigger.on is not On.BEGINNING_OF:
        raise ScenarioError(join(where, "step_player"), 'only a "beginning_of" trigger (503.1, '
                            "513.1) says whose step it waits for")
    if trigger.dealt_damage_by and trigger.on is not On.DIES:
        raise ScenarioError(join(where, "dealt_damage_by"), 'only a "dies" trigger (700.4) '
                            "says what dealt the creature damage this turn")
    if trigger.spell_targets and trigger.on is not On.CAST:
        raise ScenarioError(join(where, "spell_targets"), 'only a "cast" trigger (601.2i) '
                            "says what the spell cast targets")
    if trigger.nth_spell and trigger.on is not On.CAST:
        raise ScenarioError(join(where, "nth_spell"), 'only a "cast" trigger (601.2i) says '
                            "which spell of the turn it waits for")
    condition = data.get("if", {})
    if ("source_counter" in condition) != ("source_counters_at_least" in condition):
        raise ScenarioError(join(path, "if"), (
            "source_counter and source_counters_at_least go together (603.4: how many counters "
            "of which kind on its source)"))
    targets = _targets(data.get("targets", ()), path)
    if targets and targets[0].up_to:
        check_up_to_actions(data["effect"], path)
    _refuse_target_last_known(data.get("effect", []), path)
    for m, mode in enumerate(data.get("modes", [])):
        _refuse_target_last_known(mode.get("effect", []), join(join(path, "modes"), m))
    you_control = (parse_selector(condition["you_control"], join(join(path, "if"),
                                                                 "you_control"))
                   if "you_control" in condition else None)
    none_of = (parse_selector(condition["you_control_none"], join(join(path, "if"),
                                                                 "you_control_none"))
               if "you_control_none" in condition else None)
    if none_of is not None and none_of.other:
        raise ScenarioError(join(join(path, "if"), "you_control_none"),
                            '"other" is not read in an intervening "if" (603.4)')
    if you_control is not None and you_control.other:
        # "if you control another ...": the condition is read without its source (it is
        # checked again after the source may have left, 603.4), so "other" is refused, not
        # silently ignored.
        raise ScenarioError(join(join(path, "if"), "you_control"),
                            '"other" is not read in an intervening "if" (603.4)')
    if any(a.get("divided") for a in (*data.get("effect", ()),
                                       *(e for m in data.get("modes", ()) for e in m["effect"]))):
        raise ScenarioError(join(path, "effect"), (
            "divided damage is modelled on a spell's or an activated ability's up_to target "
            "only, not yet on a triggered ability's (601.2d)"))
    for i, m in enumerate(data.get("modes", ())):
        if any("up_to" in t for t in m.get("targets", ())):
            raise ScenarioError(join(join(path, "modes"), i), (
                "a mode of a modal triggered ability has no up_to target yet (603.3c)"))
    modes = tuple(
        TriggeredMode(mode=text_field(m, "mode", join(join(path, "modes"), i)),
                      targets=(own := _targets(m.get("targets", ()), join(join(path, "modes"), i))),
                      effect=parse_effect(m["effect"], join(join(join(path, "modes"), i), "effect"),
                                          len(own), read_ability))
        for i, m in enumerate(data.get("modes", ())))
    spec = TriggeredSpec(
        trigger=trigger,
        effect=() if modes else parse_effect(data["effect"], join(path, "effect"), len(targets),
                                             read_ability),
        targets=targets,
        modes=modes,
        it_had_no_counters=condition.get("it_had_no_counters", ""),
        you_control=you_control,
        you_control_at_least=condition.get("at_least", 1),
        you_control_none=none_of,
        creature_died_this_turn=condition.get("creature_died_this_turn") is True,
        you_attacked_this_turn=condition.get("you_attacked_this_turn") is True,
        no_spells_last_turn=condition.get("no_spells_cast_last_turn") is True,
        source_counters=((condition["source_counter"], condition["source_counters_at_least"])
                         if "source_counter" in condition else None),
        a_player_cast_last_turn=condition.get("a_player_cast_last_turn_at_least"),
        your_turn=condition.get("your_turn"),
        life_at_most=condition.get("life_at_most"),
        life_at_least=condition.get("life_at_least"),
        opponent_life_at_most=condition.get("opponent_life_at_most"),
        city_blessing=condition.get("city_blessing") is True,
        monarch=condition.get("monarch") is True,
        kicked=condition.get("kicked") is True,
        may=bool(data.get("may", False)),
        pay=str(data.get("pay", "")),
        unless_pay=str(data.get("unless_pay", "")),
    )
    if spec.pay and not spec.may:
        raise ScenarioError(join(path, "pay"), 'only a "may" ability pays as it resolves (608.2d)')
    if spec.unless_pay and spec.may:
        raise ScenarioError(join(path, "unless_pay"), 'an "unless_pay" ability is no "may" '
                            "ability: its controller chooses only whether to pay (118.12a)")
    return Ability("triggered", label, spec)


def _targets(data: Iterable[Mapping[str, Any]], path: str) -> tuple[TargetSpec, ...]:
    data = list(data)
    for i, t in enumerate(data):
        if "up_to" in t and len(data) != 1:
            raise ScenarioError(join(join(join(path, "targets"), i), "up_to"), (
                "an up_to target must be its ability's only target (601.2c)"))
    return tuple(
        TargetSpec(player=t.get("player"), any_target=bool(t.get("any_target", False)),
                   object=parse_selector(t["object"], join(join(join(path, "targets"), i),
                                                           "object"))
                   if "object" in t else None, combat=t.get("combat", ""),
                   up_to=t.get("up_to", 0), **{k: t[k] for k in _PT_BOUNDS if k in t})
        for i, t in enumerate(data))


# The actions a spell's or ability's "up to N target ..." targets all undergo at once (as
# "destroy all creatures" does: leaves-the-battlefield abilities see them leave together,
# 603.10a; engine.turn.resolving, engine.turn.stack); on a triggered ability also "modify",
# one continuous effect on them all (611.2c; a spell's is a continuous ability on its targets).
EACH_TARGET_ACTIONS = frozenset(("tap", "untap", "put_counters", "destroy", "exile",
                                 "return_to_hand"))
_UP_TO_ACTIONS = EACH_TARGET_ACTIONS | {"modify"}


# What a triggered ability's action may say instead (engine.format.cards: WHO, ResolveAmount).
_LAST_KNOWN_WORDS = (
    ("player", "target_controller", ", ".join(w for w in WHO if w != "target_controller")),
    ("amount", "target_power", "a number, that_much, x, it_power, it_toughness"))


def _refuse_target_last_known(effect: list[Any], path: str) -> None:
    """608.2h: its target's controller or power as it last existed ("target_controller",
    "target_power") is recorded as a spell or activated ability resolves
    (engine.turn.resolving), not a triggered ability: refused, naming the field, rather than
    doing nothing (the compiler keeps such lines out of triggered abilities)."""
    for i, action in enumerate(effect):
        where = join(join(path, "effect"), i)
        if not isinstance(action, Mapping):
            continue
        for field, word, others in _LAST_KNOWN_WORDS:
            if action.get(field) == word:
                raise ScenarioError(join(where, field), (
                    f"unknown value '{word}' (expected one of {others} on a triggered "
                    "ability's action: its target's controller and power as it last existed, "
                    "608.2h, are kept for spells and activated abilities only)"))
        _refuse_target_last_known(action.get("effect", []) or [], where)


def check_up_to_actions(effect: list[Any], path: str,
                        allowed: frozenset[str] = _UP_TO_ACTIONS) -> None:
    """601.2c, 603.3d: with an up_to target, every action acts on the targets."""
    for i, action in enumerate(effect):
        if action.get("do") not in allowed or action.get("object") != "target" \
                or "target" in action:
            raise ScenarioError(join(join(join(path, "effect"), i), "do"), (
                "with an up_to target, each action is tap, untap, put_counters, destroy, exile "
                "or return_to_hand on the targets (601.2c)"))


# 603.7: "at the beginning of the next end step" is the next end step of any player's turn;
# "at end of combat" the next end of combat step (511.2); "at the beginning of the next turn's
# upkeep" the upkeep of the turn after the one it was created in.
_DELAYED_AT = {"next_end_step": Trigger(On.BEGINNING_OF, step="end"),
               "end_of_combat": Trigger(On.BEGINNING_OF, step="end_of_combat"),
               "next_turns_upkeep": Trigger(On.BEGINNING_OF, step="upkeep", next_turn=True)}


def parse_effect(data: list[Any], path: str, targets: int,
                 read_ability: AbilityReader | None = None) -> tuple[ResolveAction, ...]:
    """An effect's actions (``targets``: how many targets its ability has); a delayed (603.7)
    or reflexive (603.12) action carries the triggered ability it creates, whose own effect is
    read here too. Any resolving ability's effect that may hold such actions is read by this
    (engine.turn.stack's ``_delayed`` and ``_reflexive`` need the spec it builds).
    ``read_ability`` reads the abilities a ``modify`` or ``create_token`` action grants."""
    actions = list(parse_resolve_actions(data, path, targets, read_ability))
    for i, action in enumerate(actions):
        if action.do not in (Do.DELAYED, Do.REFLEXIVE):
            continue
        raw = data[i]
        where = join(path, i)
        if "effect" not in raw:
            raise ScenarioError(join(where, "effect"),
                                f"a {action.do} action needs the effect of the ability it "
                                "creates")
        for j, inner in enumerate(raw["effect"] if isinstance(raw["effect"], list) else ()):
            if isinstance(inner, dict) and (inner.get("until")
                                            or inner.get("do") == "return_exiled"):
                # 610.3, 607.2a: recorded and returned for a triggered ability of a permanent.
                raise ScenarioError(join(join(join(where, "effect"), j), "do"), (
                    "a delayed or reflexive ability's exile until its source leaves, or return "
                    "of the exiled cards, is not modelled yet (610.3, 607.2a)"))
        if action.do == Do.DELAYED:
            if bool(action.at) == bool(action.leaves):
                raise ScenarioError(where, 'a delayed action needs one of "at" (when it '
                                    'triggers) or "leaves" (the object whose leaving the '
                                    'battlefield it waits for) (603.7)')
            if "target" in (action.leaves, action.object) and not targets:
                raise ScenarioError(where, "names a target, but the ability has no targets")
            # Its words refer to "it", never to a target of its own (603.7a: it has none).
            trigger = (_DELAYED_AT[action.at] if action.at
                       else Trigger(On.LEAVES))
            spec = TriggeredSpec(trigger=trigger,
                                 effect=parse_effect(raw["effect"], join(where, "effect"), 0,
                                                     read_ability),
                                 delayed=True)
        else:
            own = _targets(raw.get("targets", ()), where)
            spec = TriggeredSpec(trigger=Trigger(On.REFLEXIVE), targets=own,
                                 effect=parse_effect(raw["effect"], join(where, "effect"),
                                                     len(own), read_ability))
        actions[i] = replace(action, spec=spec)
    return tuple(actions)


# --- finding what triggered ---------------------------------------------------------------------


def _about(selector: Selector | None, obj: GameObject | None, reader: PermanentReader) -> bool:
    if selector is None:
        return True
    if obj is None:
        return False
    return matches(selector, obj, reader)


def _fits(trigger: Trigger, entry: HistoryEntry, about: GameObject | None,
          source_of_damage: GameObject | None, reader: PermanentReader,
          spell_targets: tuple[str, ...] = (), attackers: int = 0,
          attached_player: str | None = None) -> bool:
    """Whether one thing that happened is the trigger's event (603.2); ``spell_targets``: a
    spell cast's targets (601.2c), when the entry is its casting; ``attackers``: how many
    creatures were declared as attackers with the entry's (508.1a), when it is an attack;
    ``attached_player``: the player the source is attached to, or who controls the permanent it
    is attached to."""
    on = trigger.on
    if on in (On.STATE, On.REFLEXIVE):
        # Not an event's: a state trigger looks at the game (state_triggered), a reflexive one
        # triggers as its ability's action happens.
        return False
    if on is On.ENTERS:
        fits = entry.kind is Happened.ZONE_CHANGE and entry.detail == Zone.BATTLEFIELD
    elif on is On.LEAVES:
        fits = entry.kind is Happened.ZONE_CHANGE and entry.from_zone == Zone.BATTLEFIELD
    elif on is On.DIES:
        fits = (entry.kind is Happened.ZONE_CHANGE and entry.from_zone == Zone.BATTLEFIELD
                and entry.detail == Zone.GRAVEYARD and about is not None
                and "Creature" in about.types)
    elif on is On.DAMAGE:
        fits = entry.kind is Happened.DAMAGE_DEALT and (
            trigger.combat is None or trigger.combat == (entry.detail == "combat"))
        if fits and trigger.source is not None:
            fits = _about(trigger.source, source_of_damage, reader)
    elif on is On.COUNTERS:
        # On an object; or, with a ``player`` and no ``object``, on that player (122.1:
        # "Whenever you get one or more {E}", 107.14).
        on_player = trigger.player is not None and trigger.object is None
        fits = entry.kind is Happened.COUNTERS_PUT and (
            entry.object is None if on_player else entry.object is not None) and (
            not trigger.counter or trigger.counter == entry.detail)
    elif on is On.BEGINNING_OF:
        fits = entry.kind is Happened.STEP_BEGAN and entry.detail == trigger.step and (
            not trigger.step_player or (attached_player is not None
                                        and entry.player == attached_player))
    elif on is On.DEALT_DAMAGE:
        fits = entry.kind is Happened.DAMAGE_DEALT and entry.object is not None and (
            entry.amount > 0) and (
            trigger.combat is None or trigger.combat == (entry.detail == "combat"))
    elif on is On.DEALS_DAMAGE:
        fits = entry.kind is Happened.DAMAGE_DEALT and entry.amount > 0 and (
            trigger.combat is None or trigger.combat == (entry.detail == "combat")) and (
            _about(trigger.source, source_of_damage, reader))
    elif on is On.PUT_INTO_GRAVEYARD:
        fits = (entry.kind is Happened.ZONE_CHANGE and entry.from_zone == Zone.BATTLEFIELD
                and entry.detail == Zone.GRAVEYARD)
    elif on is On.CAST:
        fits = entry.kind is Happened.CAST and (
            not trigger.spell_targets or reader.source in spell_targets)
    elif on is On.ATTACKS_OR_BLOCKS:
        fits = entry.kind in (Happened.ATTACKED, Happened.BLOCKED)
    elif on is On.BLOCKS_OR_BECOMES_BLOCKED:
        fits = entry.kind in (Happened.BLOCKED, Happened.BECAME_BLOCKED)
    elif on is On.LAST_COUNTER_REMOVED:
        fits = (entry.kind is Happened.COUNTERS_REMOVED and entry.detail == trigger.counter
                and about is not None and about.counter(trigger.counter) == 0)
    elif on is On.BECOMES_BLOCKED_BY:
        fits = entry.kind is Happened.BLOCKED_BY and _about(
            trigger.source, source_of_damage, reader)
    elif on is On.ATTACKS:
        fits = entry.kind is Happened.ATTACKED and (not trigger.alone or attackers == 1) and (
            attackers > trigger.others_at_least) and (
            not trigger.attacked or _attacks_you(trigger.attacked, entry, source_of_damage,
                                                 reader))
    elif on is On.BECOMES_TARGET:
        # 109.2: "a creature", "~": a permanent, so a spell or a card elsewhere targeted isn't
        # one (an ability of ~ functions on the battlefield only, 113.6).
        fits = entry.kind is Happened.BECAME_TARGET and about is not None and (
            about.zone == Zone.BATTLEFIELD)
    else:
        fits = on in _HAPPENED and entry.kind is _HAPPENED[on]
    if not fits:
        return False
    if trigger.player is not None and (
            entry.player is None or not player_fits(trigger.player, entry.player, reader)):
        return False
    if trigger.object is not None and on is not On.BEGINNING_OF:
        return _about(trigger.object, about, reader)
    return True


def _attacks_you(attacked: str, entry: HistoryEntry, what: GameObject | None,
                reader: PermanentReader) -> bool:
    """508.1b: the attack entry's ``source`` is what the creature attacks (``what``: that
    permanent, None for a player): "you", or a planeswalker "you" control."""
    if entry.source == reader.you:
        return True
    return attacked == "you_or_planeswalker" and what is not None and (
        "Planeswalker" in what.types and what.controller == reader.you)


_HAPPENED = {On.GAIN_LIFE: Happened.LIFE_GAINED, On.LOSE_LIFE: Happened.LIFE_LOST,
             On.DRAW: Happened.DREW, On.DISCARD: Happened.DISCARDED,
             On.BECOMES_TAPPED: Happened.TAPPED, On.SACRIFICE: Happened.SACRIFICED,
             On.BLOCKS: Happened.BLOCKED, On.BECOMES_BLOCKED: Happened.BECAME_BLOCKED,
             On.CYCLE: Happened.CYCLED, On.TURNED_FACE_UP: Happened.TURNED_FACE_UP,
             On.TRANSFORMS: Happened.TRANSFORMED, On.BECOMES_MONSTROUS: Happened.BECAME_MONSTROUS,
             On.BECOMES_UNTAPPED: Happened.UNTAPPED, On.ATTACKS_UNBLOCKED: Happened.UNBLOCKED}


def _triggered(objects: Iterable[GameObject]) -> list[tuple[GameObject, Ability, TriggeredSpec]]:
    """The triggered abilities of these objects, with their objects."""
    return [(obj, ability, spec) for obj in objects for ability in obj.characteristics.abilities
            for spec in specs_of(ability)]


# The objects tuple of the last state looked at, and its battlefield's triggered abilities
# (objects never change once built, so the same tuple has the same abilities).
_Source = tuple[GameObject, Ability, TriggeredSpec]
_last_battlefield: tuple[tuple[GameObject, ...], list[_Source]] = ((), [])


def _battlefield_triggered(state: GameState) -> list[_Source]:
    """The triggered abilities of the permanents on the battlefield, with their objects."""
    global _last_battlefield
    objects, found = _last_battlefield
    if objects is not state.objects:
        # 702.62a: suspend's triggered abilities function in exile only (113.6).
        found = [t for t in _triggered(o for o in state.objects if o.zone == Zone.BATTLEFIELD)
                 if not t[2].suspend]
        _last_battlefield = (state.objects, found)
    return found


def _sources(state: GameState, batch: tuple[HistoryEntry, ...],
             look_back: bool) -> list[tuple[GameObject, Ability, TriggeredSpec]]:
    """The triggered abilities that can trigger: of the permanents on the battlefield after the
    event, or, looking back (603.10a), as they were before it: also of those that left with it,
    as they last were."""
    gone: dict[str, GameObject] = {}
    if look_back:
        for entry in batch:
            if (entry.kind is Happened.ZONE_CHANGE and entry.from_zone == Zone.BATTLEFIELD
                    and entry.last_known is not None):
                gone[entry.last_known.id] = entry.last_known
    here = [t for t in _battlefield_triggered(state) if t[0].id not in gone]
    if not look_back:
        here.extend(_cycled_triggered(state, batch))
        here.extend(_cast_self_triggered(state, batch))
        here.extend(_exiled_triggered(state))
    return [(obj, ability, spec) for obj, ability, spec in (*here, *_triggered(gone.values()))
            if (spec.trigger.on in LOOK_BACK) == look_back]


def _exiled_triggered(state: GameState) -> list[_Source]:
    """702.62a, 113.6: suspend's triggered abilities function in exile: those of the exiled
    cards with suspend (and only those: their others don't function there)."""
    return [t for t in _triggered(o for o in state.objects if o.zone == Zone.EXILE)
            if t[2].suspend]


def _cycled_triggered(state: GameState, batch: tuple[HistoryEntry, ...]) -> list[_Source]:
    """702.29c, 113.6k: "When you cycle ~" triggers from whatever zone the card is in after it
    was cycled: the cycled card's own abilities that trigger on its being cycled (and only
    those: its others don't function off the battlefield)."""
    found: list[_Source] = []
    for entry in batch:
        if entry.kind is not Happened.CYCLED or entry.object is None:
            continue
        if not state.has_object(entry.object):
            continue
        card = state.object(entry.object)
        if card.zone == Zone.BATTLEFIELD:
            continue
        found.extend(t for t in _triggered((card,)) if t[2].trigger.on is On.CYCLE
                     and t[2].trigger.object is not None and t[2].trigger.object.ref == "self")
    return found


def _cast_self_triggered(state: GameState, batch: tuple[HistoryEntry, ...]) -> list[_Source]:
    """113.6k, 601.2i: "When you cast ~" can't trigger from the battlefield, so it functions on
    the stack: the spell's own abilities that trigger on its being cast (and only those), while
    it is there."""
    found: list[_Source] = []
    for entry in batch:
        if entry.kind is not Happened.CAST or entry.object is None:
            continue
        if not state.has_object(entry.object):
            continue
        spell = state.object(entry.object)
        if spell.zone != Zone.STACK:
            continue
        found.extend(t for t in _triggered((spell,)) if t[2].trigger.on is On.CAST
                     and t[2].trigger.object is not None and t[2].trigger.object.ref == "self")
    return found


def _about_object(state: GameState, entry: HistoryEntry, look_back: bool) -> GameObject | None:
    """The object an event was about: as it last was on the battlefield when looking back,
    else as it is now."""
    if look_back and entry.last_known is not None:
        return entry.last_known
    if entry.object is not None and state.has_object(entry.object):
        return state.object(entry.object)
    return None


def _attacks_most_life(state: GameState, entry: HistoryEntry) -> bool:
    """702.105a: the attack is on a player (not a planeswalker or battle that player controls or
    protects) whose life is the most, or tied for the most, of the players in the game."""
    if entry.player is None or entry.source != entry.player:
        return False
    lives = [p.life for p in state.players if not p.lost]
    return state.player(entry.player).life == max(lives)


def collect(state: GameState, batch: tuple[HistoryEntry, ...],
            first_id: int) -> tuple[StackItem, ...]:
    """603.2, 603.4: every triggered ability that triggers on ``batch`` (what happened since
    the last check), in the order the events happened, numbered from ``first_id``."""
    found: list[StackItem] = []
    sources = {look_back: _sources(state, batch, look_back) for look_back in (False, True)}
    # 508.1a: the creatures declared as attackers are declared at once, one batch.
    attackers = sum(1 for entry in batch if entry.kind is Happened.ATTACKED)
    # 603.2c: the damage dealt to one object at once is one event however many sources dealt
    # it: its first entry stands for all, with the total (a batch is one simultaneous event:
    # a resolving ability's action, a combat damage step, a scenario's event).
    dealt: dict[str, int] = {}
    first_dealt: set[int] = set()
    # The same for the damage one source deals at once.
    dealt_by: dict[str, int] = {}
    first_dealt_by: set[int] = set()
    for index, entry in enumerate(batch):
        if entry.kind is Happened.DAMAGE_DEALT and entry.object is not None and entry.amount:
            if entry.object not in dealt:
                first_dealt.add(index)
            dealt[entry.object] = dealt.get(entry.object, 0) + entry.amount
        if entry.kind is Happened.DAMAGE_DEALT and entry.source is not None and entry.amount:
            if entry.source not in dealt_by:
                first_dealt_by.add(index)
            dealt_by[entry.source] = dealt_by.get(entry.source, 0) + entry.amount
    for index, entry in enumerate(batch):
        damage_source = (state.object(entry.source)
                         if entry.source is not None and state.has_object(entry.source) else None)
        cast_targets = _cast_targets(state, entry)
        for look_back in (False, True):
            if not sources[look_back]:
                continue
            about = _about_object(state, entry, look_back)
            for source, ability, spec in sources[look_back]:
                # "enchanted creature", "equipped creature": what its source is attached to
                # (as it last was, looking back: 603.10a).
                reader = PermanentReader(source.id, source.controller,
                                         attached_to=source.attached_to)
                if not _fits(spec.trigger, entry, about, damage_source, reader, cast_targets,
                             attackers, _attached_player(state, source)
                             if spec.trigger.step_player else None):
                    continue
                if not condition_holds(spec, state, source.controller, about, source):
                    continue
                if spec.attacks_most_life and not _attacks_most_life(state, entry):
                    continue
                amount = entry.amount
                if spec.trigger.on is On.DEALT_DAMAGE:
                    if index not in first_dealt or entry.object is None:
                        continue
                    amount = dealt[entry.object]
                if spec.trigger.on is On.DEALS_DAMAGE:
                    if index not in first_dealt_by or entry.source is None:
                        continue
                    amount = dealt_by[entry.source]
                if spec.trigger.your_turn and state.active_player != source.controller:
                    continue
                if spec.trigger.nth_spell and _spells_cast_through(
                        state, len(state.history) - len(batch) + index,
                        entry.player) != spec.trigger.nth_spell:
                    continue
                if spec.trigger.dealt_damage_by and not _dealt_damage_by(
                        state, len(state.history) - len(batch), source.id, entry.object):
                    continue
                it = entry.object
                it_timestamp = (state.object(it).timestamp
                                if it is not None and state.has_object(it) else None)
                if spec.echo:
                    # 702.30a: "this permanent" is the one it triggered for (400.7).
                    it, it_timestamp = source.id, source.timestamp
                waits, may_cast = False, ""
                if spec.suspend and spec.trigger.on is On.LAST_COUNTER_REMOVED:
                    # 702.62a: "you may play it": the card exiled (400.7); it waits on the stack
                    # for its owner's cast event (engine.turn.casting) or a resolve event.
                    it, it_timestamp, waits, may_cast = source.id, source.timestamp, True, \
                        "suspend"
                found.append(StackItem(
                    id=f"{source.id}^{first_id + len(found)}",
                    source=source.id, source_name=source.name,
                    controller=source.controller, label=ability.label, spec=spec,
                    it=it, it_timestamp=it_timestamp, that_player=entry.player,
                    amount=amount, source_timestamp=source.timestamp,
                    waits=waits, may_cast=may_cast,
                    transforms_at=(source.timestamp, source.transforms),
                    it_controller=about.controller if about is not None else None,
                    it_pt=(about.power, about.toughness) if about is not None else None,
                    # 508.5: an attack's or a blocked attacker's entry names its defending
                    # player (engine.turn.combat).
                    defending=entry.player if entry.kind in (
                        Happened.ATTACKED, Happened.BECAME_BLOCKED, Happened.UNBLOCKED)
                    else None,
                ))
    return tuple(found)


def _spells_cast_through(state: GameState, position: int, player: str | None) -> int:
    """601.2i: how many spells ``player`` had cast this turn once the history entry at
    ``position`` (their casting) happened: those cast before the scenario began, and the
    casts the history records up to it."""
    if player is None:
        return 0
    return state.player(player).spells_cast_this_turn + sum(
        1 for entry in state.history[:position + 1]
        if entry.kind is Happened.CAST and entry.player == player)


def _dealt_damage_by(state: GameState, batch_start: int, source: str,
                     victim: str | None) -> bool:
    """Whether ``source`` dealt ``victim`` damage this turn (the history is this turn's) while
    each was the object it was as this batch began: a zone change of either before the batch
    and after the damage made it a new object (400.7); one in the batch (dying together) is
    the event itself, simultaneous with the death."""
    dealt = False
    for entry in state.history[:batch_start]:
        if entry.kind is Happened.DAMAGE_DEALT and entry.source == source and \
                entry.object == victim and entry.amount > 0:
            dealt = True
        elif entry.kind is Happened.ZONE_CHANGE and entry.object in (source, victim):
            dealt = False
    return dealt


def _attached_player(state: GameState, source: GameObject) -> str | None:
    """The player ``source`` is attached to (an Aura with enchant player, 702.5d), or the
    controller of the permanent it is attached to; None when it is attached to nothing."""
    attached = source.attached_to
    if attached is None:
        return None
    if any(p.id == attached for p in state.players):
        return attached
    return state.object(attached).controller if state.has_object(attached) else None


def became_targets(state: GameState, item: StackItem, *, spell: bool
                   ) -> tuple[HistoryEntry, ...]:
    """115.1, 603.2d: the objects (not players) the spell or ability ``item`` targets, each
    becoming its target once however many of its targets name it (603.2c: one event)."""
    found: list[HistoryEntry] = []
    seen: set[str] = set()
    for target in item.targets:
        if not target or target in seen or not state.has_object(target):
            continue
        seen.add(target)
        found.append(HistoryEntry(Happened.BECAME_TARGET, object=target, player=item.controller,
                                  source=item.source, detail="spell" if spell else "ability"))
    return tuple(found)


def _cast_targets(state: GameState, entry: HistoryEntry) -> tuple[str, ...]:
    """The targets of the spell an entry says was cast (601.2c: chosen before it became cast,
    601.2i), while it is on the stack; () for another entry."""
    if entry.kind is not Happened.CAST:
        return ()
    return next((item.targets for item in state.stack if item.source == entry.object), ())


def state_triggered(state: GameState, first_id: int,
                    resolving: tuple[StackItem, ...] = ()) -> tuple[StackItem, ...]:
    """603.8: the state triggers whose state is true now. One that already triggered doesn't
    trigger again until it has left the stack: while it waits to be put there, is on it, or
    is resolving (``resolving``: it leaves the stack as its resolution ends)."""
    pending = {(t.source, t.label) for t in (*state.waiting, *state.stack, *resolving)
               if isinstance(t.spec, TriggeredSpec) and t.spec.trigger.on is On.STATE}
    found: list[StackItem] = []
    for source, ability, spec in _battlefield_triggered(state):
        none = spec.trigger.you_control_none
        if none is None or (source.id, ability.label) in pending:
            continue
        reader = PermanentReader(source.id, source.controller, choices=source.chosen)
        if any(o.zone == Zone.BATTLEFIELD and o.controller == source.controller
               and matches(none, o, reader) for o in state.objects):
            continue
        # 400.7: its source's timestamp, as a triggered ability's ("When you control no
        # Islands, sacrifice ~" doesn't find a new object with its id).
        found.append(StackItem(id=f"{source.id}^{first_id + len(found)}", source=source.id,
                               source_name=source.name, controller=source.controller,
                               label=ability.label, spec=spec,
                               source_timestamp=source.timestamp))
    return tuple(found)


def collect_delayed(state: GameState, batch: tuple[HistoryEntry, ...], first_id: int
                    ) -> tuple[tuple[StackItem, ...], tuple[StackItem, ...]]:
    """603.7: the delayed triggered abilities that trigger on ``batch``, and those still
    waiting for their event. Each triggers only once, the next time its event happens (603.7b):
    the next end step to begin, or the object it watches leaving the battlefield."""
    found: list[StackItem] = []
    left: list[StackItem] = []
    for delayed in state.delayed:
        spec: TriggeredSpec = delayed.spec
        entry = next((e for e in batch if _delayed_fits(spec.trigger, delayed, e)), None)
        if entry is None:
            left.append(delayed)
            continue
        item = replace(delayed, id=f"{delayed.source}^{first_id + len(found)}")
        if spec.trigger.on is On.LEAVES and delayed.watch is not None and (
                delayed.it == delayed.watch[0] and delayed.it_timestamp == delayed.watch[1]):
            # "When it leaves the battlefield, ...": it is now the card where it went.
            moved = state.object(entry.object) if (entry.object is not None and
                                                   state.has_object(entry.object)) else None
            item = replace(item, it=entry.object,
                           it_timestamp=moved.timestamp if moved is not None else None)
        found.append(item)
    return tuple(found), tuple(left)


def _delayed_fits(trigger: Trigger, delayed: StackItem, entry: HistoryEntry) -> bool:
    if trigger.on is On.BEGINNING_OF:
        # "at the beginning of your next upkeep" (702.88a): the step of its controller's turn.
        return (not trigger.next_turn and entry.kind is Happened.STEP_BEGAN
                and entry.detail == trigger.step
                and (trigger.player != "you" or entry.player == delayed.controller))
    # On.LEAVES: that very object (400.7: not a new object with its id) left the battlefield.
    return (delayed.watch is not None and entry.kind is Happened.ZONE_CHANGE
            and entry.from_zone == Zone.BATTLEFIELD and entry.object == delayed.watch[0]
            and entry.last_known is not None
            and entry.last_known.timestamp == delayed.watch[1])


def order_can_matter(items: Sequence[StackItem]) -> bool:
    """603.3b: whether the order in which a player puts these triggered abilities on the stack
    can change anything. It can't when every one is the same ability reading the same things:
    each resolution then does the very same to the game, so either order gives one result
    (two Soul Wardens seeing one creature enter, two Zulaport Cutthroat triggers). Abilities
    with targets are ordered by their player, who chooses targets as each goes on the stack."""
    first = _what_it_reads(items[0])
    return any(_what_it_reads(item) != first for item in items[1:])


def _what_it_reads(item: StackItem) -> tuple[object, ...]:
    """Everything the ability's resolution depends on: its words, its controller, and of its
    source, its event's object, player and amount those that its words use."""
    spec: TriggeredSpec = item.spec
    if spec.targets or spec.modes:
        # Its player chooses its targets or its mode as it goes on the stack (603.3c-d).
        return (item.id,)
    reads: list[object] = [spec, item.controller]
    effect = spec.effect
    if any(a.object in ("self", "attached")
           or a.do == Do.DAMAGE  # the source deals the damage (120.1)
           or (a.objects is not None and (a.objects.other or a.objects.ref == "self"))
           for a in effect):
        reads.append(item.source)
    if spec.it_had_no_counters or any(a.object == "it" for a in effect):
        reads += [item.it, item.it_timestamp]
    if any(a.player not in ("you", "each_opponent", "each_player") for a in effect):
        reads.append(item.that_player)
    if any(a.player == "it_controller" for a in effect):
        reads += [item.it, item.it_timestamp, item.it_controller]
    if any(a.player == "defending_player" for a in effect):
        reads.append(item.defending)
    if any(a.amount is None for a in effect):
        reads.append(item.amount)
    if any(a.amount_of in ("it_power", "it_toughness") for a in effect):
        reads += [item.it, item.it_timestamp, item.it_pt]
    return tuple(reads)


def evolves(entered: GameObject | None, source: GameObject | None) -> bool:
    """702.100a: the creature that entered has greater power and/or greater toughness than the
    creature with evolve; 702.100c: a noncreature permanent has neither, so nothing is greater
    than it and it is greater than nothing."""
    if entered is None or source is None:
        return False
    if "Creature" not in entered.types or "Creature" not in source.types:
        return False
    return ((entered.power or 0) > (source.power or 0)
            or (entered.toughness or 0) > (source.toughness or 0))


def came_under_control(source: GameObject, controller: str) -> bool:
    """702.30a: the permanent is on the battlefield under ``controller``'s control, and came
    under it since the beginning of their last upkeep."""
    return (source.zone == Zone.BATTLEFIELD and source.controller == controller
            and bool(source.controlled_since))


def condition_holds(spec: TriggeredSpec, state: GameState, controller: str,
                    it: GameObject | None, source: GameObject | None = None) -> bool:
    """603.4: the intervening "if" clause, as it triggers and again as it resolves. Evolve's
    compares ``it`` with ``source`` as it triggers; as it resolves, engine.turn.stack compares
    them itself, with last known information for one that has left (608.2h)."""
    if spec.it_had_no_counters and it is not None and it.counter(spec.it_had_no_counters):
        return False
    if spec.evolve and source is not None and not evolves(it, source):
        return False
    if spec.source_counters is not None and source is not None and source.counter(
            spec.source_counters[0]) < spec.source_counters[1]:
        return False
    if spec.source_has_counter and source is not None and not source.counter(
            spec.source_has_counter):
        return False
    if spec.kicked and source is not None and not source.kicked:
        return False
    if spec.source_not_renowned and source is not None and source.renowned:
        return False
    if spec.echo and source is not None and not came_under_control(source, controller):
        return False
    if spec.suspend and source is not None and (source.zone != Zone.EXILE or (
            spec.trigger.on is On.BEGINNING_OF and not source.counter("time"))):
        # 702.62a: "if this card is suspended" (exiled, with a time counter); "if
        # it's exiled".
        return False
    if spec.creature_died_this_turn and not state.has_happened(Happened.DIED):
        return False
    if spec.your_turn is not None and (state.active_player == controller) != spec.your_turn:
        return False
    # 603.4: every player's spells last turn (a player who has left the game cast theirs too).
    if spec.no_spells_last_turn and any(p.spells_cast_last_turn for p in state.players):
        return False
    if spec.a_player_cast_last_turn is not None and not any(
            p.spells_cast_last_turn >= spec.a_player_cast_last_turn for p in state.players):
        return False
    you = next((p for p in state.players if p.id == controller), None)
    if spec.life_at_most is not None and (you is None or you.life > spec.life_at_most):
        return False
    if spec.life_at_least is not None and (you is None or you.life < spec.life_at_least):
        return False
    if spec.city_blessing and (you is None or not you.city_blessing):
        return False
    if spec.monarch and (you is None or not you.monarch):
        return False
    # 102.3: an opponent of its controller still in the game.
    if spec.opponent_life_at_most is not None and not any(
            p.id != controller and not p.lost and p.life <= spec.opponent_life_at_most
            for p in state.players):
        return False
    # 508.1: only the active player declares attackers, and the history is this turn's.
    if spec.you_attacked_this_turn and not (state.active_player == controller
                                            and state.has_happened(Happened.ATTACKED)):
        return False
    if spec.you_control_none is not None:
        reader = PermanentReader(None, controller)
        if any(o.zone == Zone.BATTLEFIELD and o.controller == controller
               and matches(spec.you_control_none, o, reader) for o in state.objects):
            return False
    if spec.you_control is not None:
        reader = PermanentReader(None, controller)
        return sum(1 for o in state.objects
                   if o.zone == Zone.BATTLEFIELD and o.controller == controller
                   and matches(spec.you_control, o, reader)) >= spec.you_control_at_least
    return True



# 702.79a: "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1
# counters on it, return it to the battlefield under its owner's control with a -1/-1 counter
# on it." 702.93a: undying, the same with +1/+1 counters.
_SELF = Selector(ref="self", zones=None)
KEYWORD_TRIGGERS: dict[str, TriggeredSpec] = {
    keyword: TriggeredSpec(
        trigger=Trigger(On.DIES, object=_SELF),
        effect=(ResolveAction("return_to_battlefield", object="it", counters=((counter, 1),)),),
        it_had_no_counters=counter,
    )
    for keyword, counter in (("Persist", "-1/-1"), ("Undying", "+1/+1"))
}


# Keywords defined as triggered abilities that pump until end of turn (611.2, 514.2): the
# modify action of a resolving ability. Built from the format's own words.
def _no_grants(data: Any, path: str) -> Ability:
    raise AssertionError("a keyword's pump grants no abilities")


def _pump(obj: str, power: int, toughness: int, amount_of: str = "") -> tuple[ResolveAction, ...]:
    """ "[obj] gets +power/+toughness until end of turn" (611.2a)."""
    actions = parse_effect([{"do": "modify", "object": obj, "duration": "end_of_turn",
                             "modifications": [{"op": "modify_pt", "power": power,
                                                "toughness": toughness}]}],
                           "keyword", 0, _no_grants)
    return tuple(replace(a, amount_of=amount_of) for a in actions)


# 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
PROWESS = TriggeredSpec(
    trigger=Trigger(On.CAST, player="you", object=Selector(zones=None, not_types=("Creature",))),
    effect=_pump("self", 1, 1))
# 702.25a: "Whenever this creature becomes blocked by a creature without flanking, the blocking
# creature gets -1/-1 until end of turn."
FLANKING = TriggeredSpec(
    trigger=Trigger(On.BECOMES_BLOCKED_BY, source=_SELF,
                    object=Selector(zones=None, not_keywords=("Flanking",))),
    effect=_pump("it", -1, -1))
# 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of
# turn." 702.83b, 506.5: it attacks alone if it is the only creature declared as an attacker
# in the combat phase. Each instance is an ability of its own and triggers on its own.
EXALTED = TriggeredSpec(
    trigger=Trigger(On.ATTACKS, object=Selector(zones=None, types=("Creature",),
                                                controller="you"), alone=True),
    effect=_pump("it", 1, 1))
KEYWORD_TRIGGERS["Prowess"] = PROWESS
KEYWORD_TRIGGERS["Flanking"] = FLANKING
KEYWORD_TRIGGERS["Exalted"] = EXALTED
# 702.100a: "Whenever a creature enters the battlefield under your control, if that creature's
# power is greater than this creature's power and/or that creature's toughness is greater than
# this creature's toughness, put a +1/+1 counter on this creature."
EVOLVE = TriggeredSpec(
    trigger=Trigger(On.ENTERS, object=Selector(zones=None, types=("Creature",),
                                               controller="you")),
    effect=parse_effect([{"do": "put_counters", "counter": "+1/+1", "amount": 1,
                          "object": "self"}], "keyword", 0),
    evolve=True)
KEYWORD_TRIGGERS["Evolve"] = EVOLVE
# 702.105a: "Whenever this creature attacks the player with the most life or tied for most
# life, put a +1/+1 counter on this creature."
KEYWORD_TRIGGERS["Dethrone"] = TriggeredSpec(
    trigger=Trigger(On.ATTACKS, object=_SELF),
    effect=parse_effect([{"do": "put_counters", "counter": "+1/+1", "amount": 1,
                          "object": "self"}], "keyword", 0),
    attacks_most_life=True)
# The amount_of of melee's pump: +1/+1 for each opponent attacked with a creature this combat,
# counted as it resolves (engine.turn.stack).
OPPONENTS_ATTACKED = "opponents_attacked"
# 702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent
# you attacked with a creature this combat."
KEYWORD_TRIGGERS["Melee"] = TriggeredSpec(trigger=Trigger(On.ATTACKS, object=_SELF),
                                          effect=_pump("self", 1, 1, OPPONENTS_ATTACKED))

# The amount_of of rampage's pump: N for each creature blocking it beyond the first, counted as
# the ability resolves (702.23b).
BLOCKERS_BEYOND_FIRST = "blockers_beyond_first"


def rampage(n: int) -> TriggeredSpec:
    """702.23a: "Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N until
    end of turn for each creature blocking it beyond the first."."""
    return TriggeredSpec(trigger=Trigger(On.BECOMES_BLOCKED, object=_SELF),
                         effect=_pump("self", n, n, BLOCKERS_BEYOND_FIRST))


def bushido(n: int) -> TriggeredSpec:
    """702.45a: "Bushido N" means "Whenever this creature blocks or becomes blocked, it gets
    +N/+N until end of turn."."""
    return TriggeredSpec(trigger=Trigger(On.BLOCKS_OR_BECOMES_BLOCKED, object=_SELF),
                         effect=_pump("self", n, n))


def _flying(name: Any, path: str) -> Ability:
    """The one ability afterlife's Spirit tokens have: flying (702.9), a plain keyword."""
    assert name == "Flying", name
    return Ability("keyword", "Flying", "Flying")


def afterlife(n: int) -> TriggeredSpec:
    """702.135a: "Afterlife N" means "When this permanent is put into a graveyard from the
    battlefield, create N 1/1 white and black Spirit creature tokens with flying."."""
    token = {"types": ["Creature"], "subtypes": ["Spirit"], "colors": ["W", "B"],
             "power": 1, "toughness": 1, "keywords": ["Flying"]}
    return TriggeredSpec(
        trigger=Trigger(On.PUT_INTO_GRAVEYARD, object=_SELF),
        effect=parse_effect([{"do": "create_token", "player": "you", "amount": n,
                              "token": token}], "keyword", 0, _flying))


def soulshift(n: int) -> TriggeredSpec:
    """702.46a: "Soulshift N" means "When this permanent is put into a graveyard from the
    battlefield, you may return target Spirit card with mana value N or less from your graveyard
    to your hand."."""
    targets = _targets([{"object": {"zones": ["graveyard"], "owner": "you",
                                    "subtypes": ["Spirit"], "max_mana_value": n}}], "keyword")
    return TriggeredSpec(
        trigger=Trigger(On.PUT_INTO_GRAVEYARD, object=_SELF),
        effect=parse_effect([{"do": "return_to_hand", "object": "target"}], "keyword", 1),
        targets=targets, may=True)


# The amount_of of modular's counters: one for each +1/+1 counter on its source as it last
# existed on the battlefield (608.2h; engine.turn.stack reads it as the ability resolves).
SOURCE_LAST_COUNTERS = "source_last_counters"


def modular(n: int) -> TriggeredSpec:
    """702.43a: "Modular N" is also "When this permanent is put into a graveyard from the
    battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter
    on this permanent." (its "enters with N +1/+1 counters" is engine.abilities.replacements'
    :func:`~engine.abilities.replacements.keyword_entry`); ``n`` doesn't change the trigger."""
    del n
    targets = _targets([{"object": {"types": ["Artifact", "Creature"]}}], "keyword")
    actions = parse_effect([{"do": "put_counters", "counter": "+1/+1", "object": "target"}],
                           "keyword", 1)
    return TriggeredSpec(
        trigger=Trigger(On.PUT_INTO_GRAVEYARD, object=_SELF),
        effect=tuple(replace(a, amount=None, amount_of=SOURCE_LAST_COUNTERS) for a in actions),
        targets=targets, may=True)


# The amount_of marking fading's action (engine.turn.stack performs it): remove a counter of
# the action's kind from its source; if it can't, its controller sacrifices it.
REMOVE_OR_SACRIFICE = "remove_or_sacrifice"


def fading(n: int) -> TriggeredSpec:
    """702.32a: "Fading N" is also "At the beginning of your upkeep, remove a fade counter from
    this permanent. If you can't, sacrifice the permanent." (its "enters with N fade counters"
    is :func:`engine.abilities.replacements.keyword_entry`); ``n`` doesn't change the trigger."""
    del n
    actions = parse_effect([{"do": "sacrifice", "object": "self"}], "keyword", 0)
    return TriggeredSpec(
        trigger=Trigger(On.BEGINNING_OF, step="upkeep", player="you"),
        effect=tuple(replace(a, counter="fade", amount_of=REMOVE_OR_SACRIFICE) for a in actions))


# The amount_of marking vanishing's upkeep action (engine.turn.stack performs it): remove a
# counter of the action's kind from its source.
REMOVE_A_COUNTER = "remove_a_counter"


def vanishing(n: int) -> TriggeredSpecs:
    """702.63a: "Vanishing N" is also "At the beginning of your upkeep, if this permanent has a
    time counter on it, remove a time counter from it" and "When the last time counter is
    removed from this permanent, sacrifice it." (its "enters with N time counters" is
    :func:`engine.abilities.replacements.keyword_entry`); ``n`` doesn't change the triggers."""
    del n
    sacrifice = parse_effect([{"do": "sacrifice", "object": "self"}], "keyword", 0)
    return TriggeredSpecs((
        TriggeredSpec(trigger=Trigger(On.BEGINNING_OF, step="upkeep", player="you"),
                      effect=tuple(replace(a, counter="time", amount_of=REMOVE_A_COUNTER)
                                   for a in sacrifice),
                      source_has_counter="time"),
        TriggeredSpec(trigger=Trigger(On.LAST_COUNTER_REMOVED, object=_SELF, counter="time"),
                      effect=sacrifice),
    ))


def annihilator(n: int) -> TriggeredSpec:
    """702.86a: "Annihilator N" means "Whenever this creature attacks, defending player
    sacrifices N permanents." The defending player is the attack event's player (508.5: the
    player it attacks, or the controller of the planeswalker or the protector of the battle it
    attacks); they choose which (701.17a), all they have if they have N or fewer."""
    return TriggeredSpec(
        trigger=Trigger(On.ATTACKS, object=_SELF),
        effect=parse_effect([{"do": "sacrifice_chosen", "player": "that_player", "amount": n,
                              "objects": {}}], "keyword", 0))


# The amount_of marking graft's action (engine.turn.stack performs it): move a +1/+1 counter
# from its source onto the creature that entered (122.5).
GRAFT = "graft"


def graft(n: int) -> TriggeredSpec:
    """702.58a: "Graft N" is also "Whenever another creature enters the battlefield, if this
    permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto
    that creature." (its "enters with N +1/+1 counters" is
    :func:`engine.abilities.replacements.keyword_entry`); ``n`` doesn't change the trigger."""
    del n
    actions = parse_effect([{"do": "put_counters", "counter": "+1/+1", "amount": 1,
                             "object": "it"}], "keyword", 0)
    return TriggeredSpec(
        trigger=Trigger(On.ENTERS, object=parse_selector({"types": ["Creature"], "other": True},
                                                         "keyword")),
        effect=tuple(replace(a, amount_of=GRAFT) for a in actions),
        source_has_counter="+1/+1", may=True)


# The amount_of marking renown's action (engine.turn.stack performs it): put the action's
# counters on its source and it becomes renowned (702.112a, 702.112b).
RENOWN = "renown"


def renown(n: int) -> TriggeredSpec:
    """702.112a: "Renown N" means "When this creature deals combat damage to a player, if it
    isn't renowned, put N +1/+1 counters on it and it becomes renowned."."""
    actions = parse_effect([{"do": "put_counters", "counter": "+1/+1", "amount": n,
                             "object": "self"}], "keyword", 0)
    return TriggeredSpec(
        trigger=Trigger(On.DAMAGE, source=_SELF, player="any", combat=True),
        effect=tuple(replace(a, amount_of=RENOWN) for a in actions),
        source_not_renowned=True)


# The amount_of marking fabricate's action (engine.turn.stack performs it): its controller
# chooses N +1/+1 counters on its source, or else the action's Servo tokens (702.123a).
FABRICATE = "fabricate"


def _no_abilities(data: Any, path: str) -> Ability:
    raise AssertionError("a Servo token has no abilities")


def fabricate(n: int) -> TriggeredSpec:
    """702.123a: "Fabricate N" means "When this permanent enters the battlefield, you may put
    N +1/+1 counters on it. If you don't, create N 1/1 colorless Servo artifact creature
    tokens."."""
    token = {"types": ["Artifact", "Creature"], "subtypes": ["Servo"], "colors": [],
             "power": 1, "toughness": 1}
    actions = parse_effect([{"do": "create_token", "player": "you", "amount": n,
                             "token": token}], "keyword", 0, _no_abilities)
    return TriggeredSpec(trigger=Trigger(On.ENTERS, object=_SELF),
                         effect=tuple(replace(a, amount_of=FABRICATE) for a in actions))


# 702.101a: "Extort" means "Whenever you cast a spell, you may pay {W/B}. If you do, each
# opponent loses 1 life and you gain life equal to the total life lost this way." (608.2d: the
# payment is the choice; mana costs are taken as paid). Each instance triggers on its own.
KEYWORD_TRIGGERS["Extort"] = TriggeredSpec(
    trigger=Trigger(On.CAST, player="you"),
    effect=parse_effect([{"do": "lose_life", "player": "each_opponent", "amount": 1,
                          "gain_lost": True}], "keyword", 0),
    may=True, pay="{W/B}")


def afflict(n: int) -> TriggeredSpec:
    """702.130a: "Afflict N" means "Whenever this creature becomes blocked, defending player
    loses N life." (the event's player: the defending player of what it attacks, 508.5)."""
    return TriggeredSpec(
        trigger=Trigger(On.BECOMES_BLOCKED, object=_SELF),
        effect=parse_effect([{"do": "lose_life", "player": "that_player", "amount": n}],
                            "keyword", 0))


# 702.134a: "Mentor" means "Whenever this creature attacks, put a +1/+1 counter on target
# attacking creature with lesser power." (its power compared with this creature's as the target
# is chosen and again as the ability resolves, 608.2b; engine.turn.stack).
KEYWORD_TRIGGERS["Mentor"] = TriggeredSpec(
    trigger=Trigger(On.ATTACKS, object=_SELF),
    targets=(TargetSpec(object=Selector(types=("Creature",)), combat="attacking",
                        power_below_source=True),),
    effect=parse_effect([{"do": "put_counters", "counter": "+1/+1", "amount": 1,
                          "object": "target"}], "keyword", 1))


# The amount_of marking living weapon's action (engine.turn.stack performs it): create the
# Germ, then attach its source to it (702.92a).
LIVING_WEAPON = "living_weapon"
# 702.92a: "Living weapon" means "When this Equipment enters the battlefield, create a 0/0 black
# Phyrexian Germ creature token, then attach this Equipment to it." (the current wording: the
# Germ is a Phyrexian Germ).
KEYWORD_TRIGGERS["Living weapon"] = TriggeredSpec(
    trigger=Trigger(On.ENTERS, object=_SELF),
    effect=tuple(replace(a, amount_of=LIVING_WEAPON) for a in parse_effect(
        [{"do": "create_token", "player": "you", "amount": 1,
          "token": {"types": ["Creature"], "subtypes": ["Phyrexian", "Germ"], "colors": ["B"],
                    "power": 0, "toughness": 0}}], "keyword", 0, _no_abilities)))
# The amount_of marking cumulative upkeep's action (engine.turn.stack performs it): put a
# counter of the action's kind on its source, then its controller pays the ability's
# ``cumulative_cost`` for each such counter on it, or sacrifices it.
CUMULATIVE_UPKEEP = "cumulative_upkeep"


def cumulative_upkeep(name: str) -> Hashable:
    """702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this
    permanent is on the battlefield, put an age counter on this permanent. Then you may pay
    [cost] for each age counter on it. If you don't, sacrifice it." Read with a mana cost
    (taken as paid, as everywhere in the engine) or "Pay N life" (119.4); with another cost
    ("Discard a card") the keyword keeps its name alone, which the engine reports as not
    modelled (keyword_of reads none)."""
    match = _CUMULATIVE.fullmatch(name)
    if match is None:
        return name
    sacrifice = parse_effect([{"do": "sacrifice", "object": "self"}], "keyword", 0)
    return TriggeredSpec(
        trigger=Trigger(On.BEGINNING_OF, step="upkeep", player="you"),
        effect=tuple(replace(a, counter="age", amount_of=CUMULATIVE_UPKEEP) for a in sacrifice),
        cumulative_cost=match[1] or match[2])


def cumulative_upkeep_fields(data: Mapping[str, Any], path: str) -> Hashable:
    """Cumulative upkeep has no structured form: its cost is in its text."""
    del data
    raise ScenarioError(join(path, "keyword"), (
        'write cumulative upkeep as the keyword with its cost, e.g. "Cumulative upkeep {1}" '
        "(702.24a)"))


def echo(name: str) -> Hashable:
    """702.30a: "Echo [cost]" means "At the beginning of your upkeep, if this permanent came
    under your control since the beginning of your last upkeep, sacrifice it unless you pay
    [cost]." (118.12a: its controller chooses as it resolves; mana is taken as paid.) Read with
    a mana cost only; with another cost ("Echo—Discard a card") the keyword keeps its name
    alone, reported as not modelled (keyword_of reads none)."""
    match = _ECHO.fullmatch(name)
    if match is None:
        return name
    return TriggeredSpec(
        trigger=Trigger(On.BEGINNING_OF, step="upkeep", player="you"),
        effect=parse_effect([{"do": "sacrifice", "object": "self"}], "keyword", 0),
        unless_pay=match[1], echo=True)


def echo_fields(data: Mapping[str, Any], path: str) -> Hashable:
    """Echo has no structured form: its cost is in its text."""
    del data
    raise ScenarioError(join(path, "keyword"), (
        'write echo as the keyword with its cost, e.g. "Echo {2}{R}" (702.30a)'))


_ECHO = re.compile(r"Echo ((?:\{[0-9WUBRGC]\})+)")


def suspend(name: str) -> Hashable:
    """702.62a: "Suspend N—[cost]" is also "At the beginning of your upkeep, if this card is
    suspended, remove a time counter from it" and "When the last time counter is removed from
    this card, if it's exiled, you may play it without paying its mana cost if able. If you
    don't, it remains exiled. If you cast a creature spell this way, it gains haste until you
    lose control of the spell or the permanent it becomes." Both function in exile (their
    source a card there, whose "you" is its owner); its first ability, the special action
    (116.2f), is the scenario's suspend event. Read with a number and a mana cost only."""
    if _SUSPEND.fullmatch(name) is None:
        return name
    remove = parse_effect([{"do": "sacrifice", "object": "self"}], "keyword", 0)
    return TriggeredSpecs((
        TriggeredSpec(trigger=Trigger(On.BEGINNING_OF, step="upkeep", player="you"),
                      effect=tuple(replace(a, counter="time", amount_of=REMOVE_A_COUNTER)
                                   for a in remove),
                      suspend=True),
        TriggeredSpec(trigger=Trigger(On.LAST_COUNTER_REMOVED, object=_SELF, counter="time"),
                      effect=(), suspend=True),
    ))


def suspend_fields(data: Mapping[str, Any], path: str) -> Hashable:
    """Suspend has no structured form: its number and cost are in its text."""
    del data
    raise ScenarioError(join(path, "keyword"), (
        'write suspend as the keyword with its number and cost, e.g. "Suspend 4—{1}{U}" '
        "(702.62a)"))


_SUSPEND = re.compile(r"Suspend ([1-9][0-9]*)—((?:\{[0-9WUBRGC]\})+)")


def suspend_counters(name: str) -> int:
    """702.62a: the N of "Suspend N—[cost]" (0 for another label)."""
    match = _SUSPEND.fullmatch(name)
    return int(match[1]) if match is not None else 0
_CUMULATIVE = re.compile(r"Cumulative upkeep (?:((?:\{[0-9WUBRGC]\})+))|Cumulative upkeep—("
                         r"Pay [1-9][0-9]* life)")


# "Rampage N", "Bushido N": the keyword's word and its triggered ability for N.
NUMBERED_KEYWORD_TRIGGERS: dict[str, Callable[[int], TriggeredSpec | TriggeredSpecs]] = {
    "Rampage": rampage, "Bushido": bushido, "Afterlife": afterlife, "Soulshift": soulshift,
    "Modular": modular, "Fading": fading, "Vanishing": vanishing, "Annihilator": annihilator,
    "Renown": renown, "Fabricate": fabricate, "Afflict": afflict, "Graft": graft}


def next_turn_begins(delayed: tuple[StackItem, ...]) -> tuple[StackItem, ...]:
    """603.7: a turn ends; the delayed abilities waiting for "the next turn's upkeep" wait
    for the next upkeep to begin now."""
    return tuple(replace(d, spec=replace(d.spec, trigger=replace(d.spec.trigger,
                                                                  next_turn=False)))
                 if isinstance(d.spec, TriggeredSpec) and d.spec.trigger.next_turn else d
                 for d in delayed)
