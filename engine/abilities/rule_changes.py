"""Static abilities that change how a rule applies (rule 604.1; 101.1: where a card's text
contradicts the rules, the card takes precedence).

Mirror Gallery: "The "legend rule" doesn't apply." (704.5j); with ``"player": "you"``, only to
the permanents its controller controls (Mirror Box). "You have no maximum hand size."
(Reliquary Tower, 402.2): ``"doesnt_apply": "maximum_hand_size"`` with ``"player": "you"``,
read by the cleanup step's discard (514.1, :func:`no_maximum_hand_size`). An ability of the
kind is data::

    {"kind": "rule", "label": "The \\"legend rule\\" doesn't apply.",
     "doesnt_apply": "legend_rule"}

:func:`exempting` says which such ability keeps a permanent out of the rule, read by the
state-based actions (engine/turn/sba.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.abilities.basic import text_field
from engine.concepts import Zone
from engine.errors import ScenarioError, join
from engine.state.objects import Ability, GameObject, GameState

# The rules an ability of the kind can switch off, with the state-based action each is.
RULES = ("legend_rule", "world_rule", "maximum_hand_size")


HAND_SIZE_PLAYER = 'required: "you" with maximum_hand_size (402.2)'
HAND_SIZE_AMOUNT = "expected a change other than 0 (402.2)"


@dataclass(frozen=True, slots=True)
class RuleChangeSpec:
    """A rule that doesn't apply: to every permanent, or (``player`` "you") to those its
    controller controls."""

    doesnt_apply: str
    player: str = ""


def parse_rule(data: Mapping[str, Any], path: str) -> Ability:
    """Parse a ``"rule"`` ability (its shape was checked against the declaration)."""
    if data["doesnt_apply"] == "maximum_hand_size" and data.get("player") != "you":
        # 402.2: "You have no maximum hand size.": its controller's.
        raise ScenarioError(join(path, "player"), HAND_SIZE_PLAYER)
    return Ability("rule", text_field(data, "label", path),
                   RuleChangeSpec(str(data["doesnt_apply"]), str(data.get("player", ""))))


def exempting(state: GameState, rule: str, obj: GameObject) -> str | None:
    """The label of an ability on the battlefield under which ``rule`` doesn't apply to
    ``obj``, or None."""
    for source in state.objects:
        if source.zone != Zone.BATTLEFIELD:
            continue
        for ability in source.characteristics.abilities:
            spec = ability.spec
            if (ability.kind == "rule" and isinstance(spec, RuleChangeSpec)
                    and spec.doesnt_apply == rule
                    and (spec.player != "you" or obj.controller == source.controller)):
                return f"{source.name}: {ability.label}"
    return None


def no_maximum_hand_size(state: GameState, player: str) -> str | None:
    """402.2: the label of an ability on the battlefield under which ``player`` has no
    maximum hand size ("You have no maximum hand size.": its controller), or None."""
    for source in sorted(state.objects, key=lambda o: o.id):
        if source.zone != Zone.BATTLEFIELD or source.controller != player:
            continue
        for ability in source.characteristics.abilities:
            spec = ability.spec
            if (ability.kind == "rule" and isinstance(spec, RuleChangeSpec)
                    and spec.doesnt_apply == "maximum_hand_size" and spec.player == "you"):
                return f"{source.name}: {ability.label}"
    return None


@dataclass(frozen=True, slots=True)
class HandSizeSpec:
    """402.2: its controller's maximum hand size is changed by ``amount`` ("Your maximum hand
    size is reduced by three": -3; "increased by two": +2)."""

    amount: int


def parse_hand_size(data: Mapping[str, Any], path: str) -> Ability:
    """Parse a ``"hand_size"`` ability (its shape was checked against the declaration)."""
    if data["amount"] == 0:
        raise ScenarioError(join(path, "amount"), HAND_SIZE_AMOUNT)
    return Ability("hand_size", text_field(data, "label", path), HandSizeSpec(int(data["amount"])))


def hand_size_changes(state: GameState, player: str) -> tuple[tuple[str, int], ...]:
    """402.2: the abilities on the battlefield that change ``player``'s maximum hand size
    (their controller's): ("source: ability", amount) for each."""
    found = []
    for source in sorted(state.objects, key=lambda o: o.id):
        if source.zone != Zone.BATTLEFIELD or source.controller != player:
            continue
        for ability in source.characteristics.abilities:
            if ability.kind == "hand_size" and isinstance(ability.spec, HandSizeSpec):
                found.append((f"{source.name}: {ability.label}", ability.spec.amount))
    return tuple(found)
