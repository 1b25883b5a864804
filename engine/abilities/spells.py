"""What a spell or an activated ability does as it resolves (rules 113.3a, 113.3b, 115.1,
602.1, 608.2).

An instant's or sorcery's ability, or a permanent's activated ability, is one of two things:

* a continuous effect (611.2): ``{"kind": "spell", "affects": "targets", "modifications":
  [...], "duration": "end_of_turn"}`` (Giant Growth), read by
  :func:`engine.abilities.effects.continuous_parser` into a
  :class:`~engine.abilities.effects.ContinuousSpec`;
* actions of the shared library (:mod:`engine.abilities.actions`), the same language a
  triggered ability's effect uses: ``{"kind": "spell", "targets": [...], "effect": [{"do":
  "damage", "object": "target", "amount": 3}]}`` (Lightning Bolt), read into an
  :class:`ActionSpec`.

Either way ``targets`` says what each target may be (115.1: a player, an object matching a
filter, or either, "any target" 115.4), and an activated ability's ``cost`` is the words
before its colon (602.1a).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.abilities import effects, replacements
from engine.abilities.actions import ResolveAction
from engine.abilities.basic import check_fields, text_field
from engine.abilities.effects import (
    UNTAP_ALONE,
    UNTAP_DURATION,
    UNTAP_ON_ONE,
    ContinuousSpec,
    Selector,
)
from engine.abilities.prevention import CantSpec, PreventionSpec
from engine.abilities.replacements import ReplacementSpec
from engine.abilities.triggers import (
    EACH_TARGET_ACTIONS,
    TargetSpec,
    check_up_to_actions,
    parse_effect,
    parse_targets,
)
from engine.concepts import Duration
from engine.errors import ScenarioError, join
from engine.format.cards import CAST_TIMES
from engine.state.objects import Ability

AbilityReader = Callable[[Any, str], Ability]


@dataclass(frozen=True, slots=True)
class ActionSpec:
    """A spell's or activated ability's actions (608.2c), its targets (115.1), its mode
    (700.2) and, for an activated ability, its cost (602.1a)."""

    effect: tuple[ResolveAction, ...]
    targets: tuple[TargetSpec, ...] = ()
    mode: str = ""
    cost: str = ""
    # 700.2: how many modes the caster chooses, at least and at most (() when it doesn't say).
    choose: tuple[int, ...] = ()
    # 702.42a: entwine: every mode may be chosen instead.
    entwine: bool = False
    # 700.2d: "You may choose the same mode more than once.".
    repeat: bool = False
    # 113.6m: an activated ability that functions only in its owner's graveyard ("graveyard").
    zone: str = ""
    # 608.2c: "Untap that creature.": it acts on the targets of the spell's ability before it
    # and declares none of its own.
    same_targets: bool = False


def parser(kind: str, default_affects: str,
           read_ability: AbilityReader) -> Callable[[Mapping[str, Any], str], Ability]:
    """The parser of the ``spell`` or ``activated`` kind: actions, or a continuous effect."""
    continuous = effects.continuous_parser(kind, default_affects, read_ability)

    def parse(data: Mapping[str, Any], path: str) -> Ability:
        targets = parse_targets(data.get("targets", ()), join(path, "targets"))
        if "zone" in data and (kind != "activated" or data["zone"] != "graveyard" or list(
                data.get("effect", ())) != [{"do": "return_to_hand", "object": "self"}]):
            # 113.6m: the one graveyard ability the engine plays returns the card itself.
            raise ScenarioError(join(path, "zone"), (
                "an activated ability that functions in a graveyard is modelled only as "
                "\"Return ~ from your graveyard to your hand\": zone \"graveyard\" with the "
                "effect [{\"do\": \"return_to_hand\", \"object\": \"self\"}] (113.6)"))
        if any(t.up_to for t in targets):
            _check_up_to(data, targets, path)
        elif any(a.get("divided") for a in data.get("effect", ())):
            raise ScenarioError(join(path, "targets"), (
                "divided damage is divided among an up_to target's targets (601.2d)"))
        same = data.get("same_targets", False)
        if same and (kind != "spell" or targets or "mode" in data or "regenerate" in data):
            raise ScenarioError(join(path, "same_targets"), (
                "only a spell's ability without targets, modes or a restriction of its own "
                "acts on the targets of the ability before it (608.2c)"))
        if "cant" in data:
            return _restriction(kind, data, path, targets, default_affects)
        if "regenerate" in data:
            return _regeneration(kind, data, path)
        if "effect" not in data:
            ability = continuous(data, path)
            assert isinstance(ability.spec, ContinuousSpec)
            return replace(ability, spec=replace(ability.spec, targets=targets,
                                                 same_targets=bool(same)))
        label = text_field(data, "label", path)
        for i, action in enumerate(data["effect"]):
            if action.get("do") == "reflexive" or (action.get("do") == "delayed" and (
                    "at" not in action or action.get("object", "target") != "target"
                    or "leaves" in action)):
                # 603.7a: a delayed ability at a moment, about no object or about the spell's
                # target, is (engine.turn.resolving); one about another object or waiting for
                # one to leave isn't yet.
                raise ScenarioError(join(join(join(path, "effect"), i), "do"), (
                    "a spell's or activated ability's reflexive triggered ability, or delayed "
                    "one about an object, is not modelled yet (603.7, 603.12)"))
            if action.get("until") or action.get("do") == "return_exiled":
                # 610.3, 607.2a: engine.turn.stack records and returns a triggered ability's
                # exiled cards only.
                raise ScenarioError(join(join(join(path, "effect"), i), "do"), (
                    "a spell's or activated ability's exile until its source leaves, or return "
                    "of the exiled cards, is not modelled yet (610.3, 607.2a)"))
            if action.get("if_done"):
                # 608.2c: engine.turn.stack performs "If you do" for a triggered ability only.
                raise ScenarioError(join(join(join(path, "effect"), i), "if_done"), (
                    "a spell's or activated ability's \"if you do\" is not modelled yet "
                    "(608.2c)"))
            if action.get("do") == "modify":
                # A spell's continuous effect is the continuous form (no "effect"), which
                # engine.turn.resolving begins; a modify action is a triggered ability's.
                raise ScenarioError(join(join(join(path, "effect"), i), "do"), (
                    "a spell's or activated ability's modify action is not modelled yet; give "
                    "its continuous effect without an effect list (611.2)"))
        return Ability(kind, label, ActionSpec(
            effect=parse_effect(data["effect"], join(path, "effect"), len(targets) or int(same),
                                read_ability),
            targets=targets, mode=str(data.get("mode", "")), cost=str(data.get("cost", "")),
            choose=tuple(data.get("choose", ())), entwine=bool(data.get("entwine", False)),
            repeat=bool(data.get("repeat", False)),
            zone=str(data.get("zone", "")), same_targets=bool(same)))

    return parse


# What a spell's restriction may stop (508.1c, 509.1b): attacking, blocking, being blocked.
SPELL_CANT = ("attack", "block", "be_blocked")
# 502.3: "It doesn't untap during its controller's next untap step": alone, with the duration
# "next_untap_step" (engine.turn.turns ends it per permanent).
UNTAP_CANT = "untap_during_untap_step"


def _restriction(kind: str, data: Mapping[str, Any], path: str,
                 targets: tuple[TargetSpec, ...], default_affects: str = "targets") -> Ability:
    """ "Target creature can't block this turn.", "Creatures without flying can't block this
    turn." (508.1c, 509.1b, 611.2a): a spell's ``cant``, the restriction the effect it creates
    as it resolves puts on what ``affects`` says (its targets, or a filter checked each time)
    until ``duration`` ends (engine.turn.combat reads it). An activated ability's too ("{1}{R}:
    Target creature can't block this turn.", with its ``cost``), which may be on its source
    ("{U}: ~ can't be blocked this turn.": ``affects`` "self", while the source is the same
    object, 400.7)."""
    if kind not in ("spell", "activated"):
        raise ScenarioError(join(path, "cant"),
                            "only a spell or an activated ability has it (611.2a)")
    what = data["cant"]
    untap = what == [UNTAP_CANT]
    if not untap and (not isinstance(what, list) or not what
                      or any(w not in SPELL_CANT for w in what)):
        raise ScenarioError(join(path, "cant"), UNTAP_ALONE if isinstance(what, list) and (
            "untap_during_untap_step" in what) else "expected a list of: attack, block, be_blocked")
    for key in ("modifications", "effect", "in_combat", "zone"):
        if key in data:
            raise ScenarioError(join(path, key), "a cant restriction has none")
    if untap and data.get("duration") != Duration.NEXT_UNTAP_STEP:
        # 502.3: "It doesn't untap during its controller's next untap step."
        raise ScenarioError(join(path, "duration"), UNTAP_DURATION)
    if not untap and data.get("duration") != "end_of_turn":
        raise ScenarioError(join(path, "duration"),
                            'expected "end_of_turn" with cant ("this turn", 514.2)')
    affects = effects.parse_selector(data.get("affects", default_affects), join(path, "affects"))
    if untap and affects.ref != "targets":
        # Each permanent's own controller's next untap step: the targets, a set fixed as it
        # resolves (a filter isn't).
        raise ScenarioError(join(path, "affects"), UNTAP_ON_ONE)
    allowed = ("targets", "filter", "self") if kind == "activated" else ("targets", "filter")
    if affects.ref not in allowed:
        raise ScenarioError(join(path, "affects"), (
            'expected "targets", "self" or a filter with cant' if kind == "activated" else
            'expected "targets" or a filter with cant'))
    same = bool(data.get("same_targets", False))
    if same and affects.ref != "targets":
        raise ScenarioError(join(path, "affects"), 'expected "targets" or a filter with cant')
    if affects.ref == "targets" and not targets and not same:
        raise ScenarioError(join(path, "targets"), "required: the restriction is on its targets")
    return Ability(kind, text_field(data, "label", path), CantSpec(
        tuple(what), affects,
        duration=Duration.NEXT_UNTAP_STEP if untap else Duration.END_OF_TURN, targets=targets,
        same_targets=same, cost=str(data.get("cost", "")) if kind == "activated" else "",
        **_mode_fields(data)))


def _mode_fields(data: Mapping[str, Any]) -> dict[str, Any]:
    """700.2, 702.42a: a spell's mode, how many modes its caster chooses and entwine, for a
    mode that is a restriction or a regeneration shield (the format's declaration checked
    them: ``choose`` only with ``mode``, ``entwine`` only with ``choose``)."""
    return {"mode": str(data.get("mode", "")), "choose": tuple(data.get("choose", ())),
            "entwine": bool(data.get("entwine", False))}


def _regeneration(kind: str, data: Mapping[str, Any], path: str) -> Ability:
    """ "Regenerate target creature." as a spell (701.15a, 614.8): as it resolves, a
    regeneration shield on what it targeted, used up by the next destruction of it it replaces
    this turn (an activated ability's shield, engine.abilities.replacements, made by a spell:
    engine.turn.resolving creates it as a resolved effect)."""
    if kind != "spell":
        raise ScenarioError(join(path, "regenerate"), "only a spell's ability has it (611.2a)")
    if data["regenerate"] != "targets":
        raise ScenarioError(join(path, "regenerate"), 'expected "targets"')
    for key in ("modifications", "effect", "in_combat", "cant", "duration"):
        if key in data:
            raise ScenarioError(join(path, key), "a spell's regeneration shield has none")
    shield = replacements.parse_replacement(
        {"label": data.get("label"), "event": {"type": "destroy", "object": "targets"},
         "instead": [{"do": "regenerate"}], "cost": "(spell)", "targets": data.get("targets", ())},
        path)
    assert isinstance(shield.spec, ReplacementSpec)
    return Ability(kind, shield.label, replace(shield.spec, **_mode_fields(data)))


def is_spell_shield(ability: Ability) -> bool:
    """A spell's regeneration shield ("Regenerate target creature.", 614.8)."""
    return ability.kind == "spell" and isinstance(ability.spec, ReplacementSpec)


def expand_targets(specs: tuple[TargetSpec, ...], count: int) -> tuple[TargetSpec, ...] | None:
    """601.2c: the targets declared, with an "up to N" one (the last) once for each of the
    ``count`` chosen in all; None when ``count`` doesn't fit (too few, or more than N)."""
    if not specs or not specs[-1].up_to:
        return specs if count == len(specs) else None
    fixed = specs[:-1]
    chosen = count - len(fixed)
    if chosen < 0 or chosen > specs[-1].up_to:
        return None
    return (*fixed, *(specs[-1],) * chosen)


def _check_up_to(data: Mapping[str, Any], targets: tuple[TargetSpec, ...], path: str) -> None:
    """601.2c: an "up to N target ..." target is its ability's only one, and each action acts
    on the targets (engine.turn.resolving performs it on all of them at once) or the ability
    is a continuous effect on them (611.2c: one effect on every target)."""
    where = join(join(path, "targets"), 0)
    if len(targets) != 1:
        raise ScenarioError(join(where, "up_to"), (
            "an up_to target must be its ability's only target (601.2c)"))
    if "effect" not in data:
        if data.get("affects", "targets") != "targets":
            raise ScenarioError(join(path, "affects"), (
                "a continuous effect with an up_to target affects its targets (611.2c)"))
        return
    effect = data["effect"]
    if any(a.get("divided") for a in effect):
        # 601.2d: "~ deals 3 damage divided as you choose among one, two, or three targets".
        if len(effect) != 1 or effect[0].get("do") != "damage" \
                or effect[0].get("object") != "target" or "target" in effect[0] \
                or not (isinstance(effect[0].get("amount"), int) or effect[0].get("amount") == "x"):
            raise ScenarioError(join(path, "effect"), (
                "divided damage is the ability's one action: damage to its targets, a number "
                "or x (601.2d)"))
        return
    check_up_to_actions(effect, path, EACH_TARGET_ACTIONS)


# 601.2b, 601.2h: the additional costs a spell's caster pays as engine.turn.casting pays them.
ADDITIONAL_COST = re.compile(r"Sacrifice (a|an) (creature|artifact|land|enchantment|permanent)"
                             r"|Discard a card|Pay \d+ life|Sacrifice (two|three|four|five) lands")


def parse_additional_cost(data: Mapping[str, Any], path: str) -> Ability:
    """ "As an additional cost to cast this spell, sacrifice a creature." (601.2b, 601.2h):
    ``{"kind": "additional_cost", "label": ..., "pay": "Sacrifice a creature"}``."""
    check_fields(data, path, {"kind", "label", "pay", "entwine"})
    cost = text_field(data, "pay", path)
    if ADDITIONAL_COST.fullmatch(cost) is None:
        raise ScenarioError(join(path, "pay"), (
            "expected an additional cost the engine pays: \"Sacrifice a creature\" (an "
            "artifact, a land, an enchantment, a permanent), \"Discard a card\" or \"Pay N "
            "life\" (601.2h)"))
    entwine = data.get("entwine", False)
    if not isinstance(entwine, bool):
        raise ScenarioError(join(path, "entwine"), "expected true or false")
    # 702.42a: an entwine cost paid only when every mode is chosen by entwine.
    spec = ("additional_cost", cost, "entwine") if entwine else ("additional_cost", cost)
    return Ability("additional_cost", text_field(data, "label", path), spec)


def parse_cast_timing(data: Mapping[str, Any], path: str) -> Ability:
    """ "Cast ~ only during combat before blockers are declared." (601.3):
    ``{"kind": "cast_timing", "label": ..., "during": ["declare_attackers"]}``."""
    check_fields(data, path, {"kind", "label", "during"})
    during = data.get("during")
    if not isinstance(during, list) or not during or any(d not in CAST_TIMES for d in during):
        raise ScenarioError(join(path, "during"),
                            f"expected a list of {', '.join(CAST_TIMES)} (601.3)")
    return Ability("cast_timing", text_field(data, "label", path), ("cast_timing", tuple(during)))


def parse_buyback(data: Mapping[str, Any], path: str) -> Ability:
    """ "Buyback {3}" (702.27a): ``{"kind": "buyback", "label": "Buyback {3}"}``."""
    check_fields(data, path, {"kind", "label"})
    return Ability("buyback", text_field(data, "label", path), ("buyback",))


def parse_kicker(data: Mapping[str, Any], path: str) -> Ability:
    """ "Kicker {2}{G}" (702.33a): ``{"kind": "kicker", "label": "Kicker {2}{G}"}``."""
    check_fields(data, path, {"kind", "label"})
    return Ability("kicker", text_field(data, "label", path), ("kicker",))


# 702.34a, 601.2h: the parts of a flashback cost the engine pays besides mana.
FLASHBACK_PART = re.compile(r"(\{[0-9WUBRGCX/P]+\})+|Pay \d+ life|Sacrifice (a|an) (creature|"
                            r"artifact|land|enchantment|permanent)")


def parse_flashback(data: Mapping[str, Any], path: str) -> Ability:
    """ "Flashback {2}{R}" (702.34a): ``{"kind": "flashback", "label": "Flashback {2}{R}"}``;
    "Flashback—{1}{R}, Pay 3 life." has ``"cost": "{1}{R}, Pay 3 life"``."""
    check_fields(data, path, {"kind", "label", "cost"})
    cost = str(data.get("cost", ""))
    if "cost" in data and not all(FLASHBACK_PART.fullmatch(part)
                                  for part in re.split(r",\s*", cost)):
        raise ScenarioError(join(path, "cost"), (
            "expected a flashback cost of mana, \"Pay N life\" and \"Sacrifice a creature\" "
            "(an artifact, a land, an enchantment, a permanent), separated by commas (702.34a)"))
    return Ability("flashback", text_field(data, "label", path), ("flashback", cost))


def flashback_costs(abilities: tuple[Ability, ...]) -> tuple[str, ...]:
    """The parts of a flashback cost besides its mana (702.34a), paid as it is cast."""
    for ability in abilities:
        if ability.kind == "flashback" and isinstance(ability.spec, tuple):
            return tuple(part for part in re.split(r",\s*", str(ability.spec[1]))
                         if part and not part.startswith("{"))
    return ()


def parse_jump_start(data: Mapping[str, Any], path: str) -> Ability:
    """ "Jump-start" (702.133a): ``{"kind": "jump_start", "label": "Jump-start"}``."""
    check_fields(data, path, {"kind", "label"})
    return Ability("jump_start", text_field(data, "label", path), ("jump_start",))


def parse_dredge(data: Mapping[str, Any], path: str) -> Ability:
    """ "Dredge 3" (702.52a): ``{"kind": "dredge", "label": "Dredge 3", "amount": 3}``
    (engine.game.perform offers it as its owner would draw). Its spec is ``("dredge", N)``."""
    check_fields(data, path, {"kind", "label", "amount"})
    amount = data.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 1:
        raise ScenarioError(join(path, "amount"),
                            "expected a whole number of cards, 1 or more (702.52a)")
    return Ability("dredge", text_field(data, "label", path), ("dredge", amount))


def parse_madness(data: Mapping[str, Any], path: str) -> Ability:
    """ "Madness {1}{B}" (702.35a): ``{"kind": "madness", "label": "Madness {1}{B}", "cost":
    "{1}{B}"}`` (engine.game.perform discards the card into exile and its owner's triggered
    ability waits on the stack; engine.turn.casting casts it for its madness cost). Its spec
    is ``("madness", cost)``."""
    check_fields(data, path, {"kind", "label", "cost"})
    cost = text_field(data, "cost", path)
    if re.fullmatch(r"(\{[0-9WUBRGCX/P]+\})+", cost) is None:
        raise ScenarioError(join(path, "cost"),
                            "expected a mana cost such as {1}{W} (702.35a)")
    return Ability("madness", text_field(data, "label", path), ("madness", cost))


def parse_rebound(data: Mapping[str, Any], path: str) -> Ability:
    """ "Rebound" (702.88a): ``{"kind": "rebound", "label": "Rebound"}`` (engine.turn.casting
    and engine.turn.resolving exile the spell cast from its caster's hand as it resolves)."""
    check_fields(data, path, {"kind", "label"})
    return Ability("rebound", text_field(data, "label", path), ("rebound",))


def parse_retrace(data: Mapping[str, Any], path: str) -> Ability:
    """ "Retrace" (702.81a): ``{"kind": "retrace", "label": "Retrace"}``."""
    check_fields(data, path, {"kind", "label"})
    return Ability("retrace", text_field(data, "label", path), ("retrace",))


# 702.29a: the cost of a cycling ability, after its mana: the card discards itself.
DISCARD_THIS_CARD = "Discard this card"


def parse_cycling(data: Mapping[str, Any], path: str) -> Ability:
    """ "Cycling {2}" (702.29a): ``{"kind": "cycling", "label": "Cycling {2}", "cost":
    "{2}"}``, the activated ability "{2}, Discard this card: Draw a card."; with ``search`` (a
    filter) typecycling (702.29e): "... Search your library for a [type] card, reveal it, and
    put it into your hand. Then shuffle your library." It functions only while the card is in
    a player's hand (702.29a, 113.6: engine.turn.casting activates it from there)."""
    check_fields(data, path, {"kind", "label", "cost", "search"})
    cost = text_field(data, "cost", path)
    if re.fullmatch(r"(\{[0-9WUBRGCX/P]+\})+", cost) is None:
        raise ScenarioError(join(path, "cost"),
                            "expected a mana cost such as {1}{W} (702.29a)")
    if "search" in data:
        effect: list[dict[str, Any]] = [{"do": "search", "objects": data["search"],
                                         "to": "hand"}]
    else:
        effect = [{"do": "draw", "player": "you", "amount": 1}]
    return Ability("cycling", text_field(data, "label", path), ActionSpec(
        effect=parse_effect(effect, join(path, "search" if "search" in data else "cost"), 0),
        cost=f"{cost}, {DISCARD_THIS_CARD}"))


# 702.84a, 702.97a: an unearth or scavenge cost: mana symbols only (taken as paid).
_GRAVEYARD_MANA = re.compile(r"(\{[0-9WUBRGC/P]+\})+")
# 702.84a: "Exile it at the beginning of the next end step": the delayed triggered ability
# the unearth ability creates as it resolves, about the permanent it returned.
_UNEARTH_DELAYED: list[dict[str, Any]] = [
    {"do": "delayed", "at": "next_end_step", "object": "target",
     "effect": [{"do": "exile", "object": "it"}]}]




def parse_unearth(data: Mapping[str, Any], path: str) -> Ability:
    """ "Unearth {2}{B}" (702.84a): ``{"kind": "unearth", "label": "Unearth {2}{B}", "cost":
    "{2}{B}"}``, the activated ability "{2}{B}: Return this card from your graveyard to the
    battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
    leave the battlefield, exile it instead of putting it anywhere else. Activate only as a
    sorcery." It functions only while the card is in its owner's graveyard (113.6m;
    engine.turn.casting activates it, engine.turn.resolving returns the card). Its spec's one
    action is the delayed "exile it at the beginning of the next end step"."""
    check_fields(data, path, {"kind", "label", "cost"})
    cost = text_field(data, "cost", path)
    if _GRAVEYARD_MANA.fullmatch(cost) is None:
        raise ScenarioError(join(path, "cost"),
                            "expected a mana cost such as {1}{W} (702.84a)")
    return Ability("unearth", text_field(data, "label", path), ActionSpec(
        effect=parse_effect(_UNEARTH_DELAYED, join(path, "cost"), 1), cost=cost,
        zone="graveyard"))


def parse_scavenge(data: Mapping[str, Any], path: str) -> Ability:
    """ "Scavenge {1}{G}" (702.97a): ``{"kind": "scavenge", "label": "Scavenge {1}{G}", "cost":
    "{1}{G}"}``, the activated ability "{1}{G}, Exile this card from your graveyard: Put a
    number of +1/+1 counters equal to the power of the card you exiled on target creature.
    Activate only as a sorcery." It functions only while the card is in its owner's graveyard
    (113.6m); its one target is a creature (engine.turn.casting exiles the card as the cost,
    engine.turn.resolving puts the counters)."""
    check_fields(data, path, {"kind", "label", "cost"})
    cost = text_field(data, "cost", path)
    if _GRAVEYARD_MANA.fullmatch(cost) is None:
        raise ScenarioError(join(path, "cost"),
                            "expected a mana cost such as {1}{W} (702.97a)")
    return Ability("scavenge", text_field(data, "label", path), ActionSpec(
        effect=(), cost=cost, zone="graveyard",
        targets=parse_targets([{"object": {"types": ["Creature"]}}], join(path, "cost"))))


def parse_morph(data: Mapping[str, Any], path: str) -> Ability:
    """ "Morph {2}{G}" (702.37a), "Megamorph {4}{G}" (702.37b): ``{"kind": "morph", "label":
    "Morph {2}{G}", "cost": "{2}{G}"}``, with ``"megamorph": true`` for megamorph. Its spec is
    ``("morph", cost, megamorph)`` (engine.turn.facedown casts the card face down and turns
    the permanent face up)."""
    check_fields(data, path, {"kind", "label", "cost", "megamorph"})
    cost = text_field(data, "cost", path)
    if re.fullmatch(r"(\{[0-9WUBRGC/]+\})+", cost) is None:
        raise ScenarioError(join(path, "cost"),
                            "expected a mana cost such as {1}{W} (702.37a)")
    megamorph = data.get("megamorph", False)
    if not isinstance(megamorph, bool):
        raise ScenarioError(join(path, "megamorph"), "expected true or false")
    return Ability("morph", text_field(data, "label", path), ("morph", cost, megamorph))


def functions_in_graveyard(ability: Ability) -> bool:
    """Whether the ability is an activated ability that functions only in its owner's
    graveyard (113.6m: "Return ~ from your graveyard to your hand")."""
    return (ability.kind in ("activated", "unearth", "scavenge")
            and isinstance(ability.spec, ActionSpec) and ability.spec.zone == "graveyard")


def is_cycling(ability: Ability) -> bool:
    """Whether the ability is a cycling or typecycling ability (702.29a, 702.29e)."""
    return ability.kind == "cycling" and isinstance(ability.spec, ActionSpec)
@dataclass(frozen=True, slots=True)
class CostChangeSpec:
    """601.2f: "Noncreature spells cost {1} more to cast.", "Instant and sorcery spells you
    cast cost {1} less to cast.": a static ability of a permanent that changes the total cost
    of the spells ``spells`` matches cast by ``caster`` (relative to its controller) by
    ``amount`` generic mana, more or less."""

    spells: Selector
    caster: str
    amount: int
    more: bool


def parse_cost_change(data: Mapping[str, Any], path: str) -> Ability:
    """``{"kind": "cost_change", "label", "spells": filter, "caster": "you" | "opponent" |
    "any", "amount": N, "change": "more" | "less"}`` (601.2f)."""
    check_fields(data, path, {"kind", "label", "spells", "caster", "amount", "change"})
    spec = CostChangeSpec(
        spells=effects.parse_selector(data.get("spells", {}), join(path, "spells"),
                                      default_zones=None),
        caster=str(data["caster"]), amount=int(data["amount"]),
        more=data["change"] == "more")
    return Ability("cost_change", text_field(data, "label", path), spec)


def additional_costs(abilities: tuple[Ability, ...], entwined: bool = False
                     ) -> tuple[str, ...]:
    """The additional costs a spell's abilities say its caster pays (601.2b); an entwine cost
    that isn't mana only when ``entwined`` (702.42a: every mode chosen by entwine)."""
    return tuple(str(a.spec[1]) for a in abilities
                 if a.kind == "additional_cost" and isinstance(a.spec, tuple)
                 and (len(a.spec) == 2 or entwined))


def has_entwine_cost(abilities: tuple[Ability, ...]) -> bool:
    """Whether the spell's entwine cost isn't mana ("Entwine—Sacrifice three lands.")."""
    return any(a.kind == "additional_cost" and isinstance(a.spec, tuple) and len(a.spec) == 3
               for a in abilities)


# A continuous effect on "targets" that doesn't say what they are (format 0.4's cards): one
# target, a permanent.
_A_PERMANENT = (TargetSpec(object=Selector()),)


def targets_of(ability: Ability) -> tuple[TargetSpec, ...]:
    """The targets a spell's or activated ability's ability declares (115.1)."""
    spec = ability.spec
    if same_targets(ability):
        return ()
    if isinstance(spec, ContinuousSpec) and not spec.targets and spec.affects.ref == "targets":
        return _A_PERMANENT
    if isinstance(spec, (ActionSpec, ContinuousSpec)):
        return tuple(t for t in spec.targets if isinstance(t, TargetSpec))
    if isinstance(spec, (PreventionSpec, ReplacementSpec, CantSpec)):
        return spec.targets
    return ()


def same_targets(ability: Ability) -> bool:
    """608.2c: "Untap that creature.": the ability acts on the targets of the one before it."""
    spec = ability.spec
    return isinstance(spec, (ActionSpec, ContinuousSpec, CantSpec)) and spec.same_targets


def choose_of(ability: Ability) -> tuple[int, ...]:
    """How many modes a modal spell's caster chooses, (at least, at most), or () (700.2)."""
    spec = ability.spec
    return spec.choose if isinstance(spec, (ActionSpec, ContinuousSpec, CantSpec,
                                            ReplacementSpec)) else ()


def entwined(ability: Ability) -> bool:
    """Whether a modal spell's mode says its spell has entwine (702.42a)."""
    spec = ability.spec
    return isinstance(spec, (ActionSpec, ContinuousSpec, CantSpec, ReplacementSpec)) \
        and spec.entwine


def repeatable(ability: Ability) -> bool:
    """Whether a modal spell's mode says its modes may be chosen more than once (700.2d)."""
    spec = ability.spec
    return isinstance(spec, ActionSpec) and spec.repeat


def mode_of(ability: Ability) -> str:
    """The mode an ability belongs to (700.2), "" for a spell without modes."""
    spec = ability.spec
    return spec.mode if isinstance(spec, (ActionSpec, ContinuousSpec, CantSpec,
                                          ReplacementSpec)) else ""


def cost_of(ability: Ability) -> str:
    """An activated ability's cost, the words before its colon (602.1a)."""
    spec = ability.spec
    if is_activated_shield(ability):
        return ability.label.split(": ", 1)[0]
    return spec.cost if isinstance(spec, (ActionSpec, ContinuousSpec, CantSpec)) else ""


def cant_on_source(ability: Ability) -> bool:
    """ "{U}: ~ can't be blocked this turn." (611.2a): an activated ability's restriction on
    its source, which must be the same object as it resolves (400.7)."""
    spec = ability.spec
    return ability.kind == "activated" and isinstance(spec, CantSpec) \
        and spec.affects is not None and spec.affects.ref == "self"


def is_activated_shield(ability: Ability) -> bool:
    """ "{B}: Regenerate ~." (614.8): a replacement ability with a cost, whose resolution
    creates its shield; "{T}: Prevent the next 1 damage that would be dealt to any target this
    turn." (615.7): a prevention ability with a cost, its shield on what it targeted."""
    return (ability.kind == "replacement" and isinstance(ability.spec, ReplacementSpec)
            and ability.spec.activated) or (
        ability.kind == "prevention" and isinstance(ability.spec, PreventionSpec)
        and bool(ability.spec.cost))


def resolves(ability: Ability) -> bool:
    """Whether the ability is part of what a spell does as it resolves (608.2)."""
    return ability.kind == "spell" and isinstance(ability.spec, (ActionSpec, ContinuousSpec,
                                                                 CantSpec, ReplacementSpec))
