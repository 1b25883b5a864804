"""Static abilities that change how a rule applies (rule 604.1; 101.1: where a card's text
contradicts the rules, the card takes precedence).

Mirror Gallery: "The "legend rule" doesn't apply." (704.5j); with ``"player": "you"``, only to
the permanents its controller controls (Mirror Box). An ability of the kind is data::

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
from engine.state.objects import Ability, GameObject, GameState

# The rules an ability of the kind can switch off, with the state-based action each is.
RULES = ("legend_rule", "world_rule")


@dataclass(frozen=True, slots=True)
class RuleChangeSpec:
    """A rule that doesn't apply: to every permanent, or (``player`` "you") to those its
    controller controls."""

    doesnt_apply: str
    player: str = ""


def parse_rule(data: Mapping[str, Any], path: str) -> Ability:
    """Parse a ``"rule"`` ability (its shape was checked against the declaration)."""
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
