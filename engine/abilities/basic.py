"""The readers every ability kind shares, and the mana ability kind (rules 113, 605, 305.6).

An ability in card data or a scenario is a JSON object with a ``"kind"``; each kind's parser
turns it into an immutable spec that an :class:`~engine.state.objects.Ability` wraps with a
label. Which parser reads which kind is said in one place, :mod:`engine.abilities.registry`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.errors import ScenarioError, join
from engine.state.objects import Ability

# 305.6: the intrinsic mana ability of each basic land type.
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def check_fields(data: Mapping[str, Any], path: str, allowed: set[str]) -> None:
    """Reject fields a parser does not know (a typo must not pass silently)."""
    for name in data:
        if name not in allowed:
            raise ScenarioError(join(path, name), "unknown field")


def text_field(data: Mapping[str, Any], name: str, path: str, default: str | None = None) -> str:
    """A required (or defaulted) string field."""
    value = data.get(name, default)
    if not isinstance(value, str) or not value:
        raise ScenarioError(join(path, name), "expected a non-empty string")
    return value


@dataclass(frozen=True, slots=True)
class ManaSpec:
    """605.1a: a mana ability: ``amount`` mana of one of the colors it ``produces`` (a letter
    each), for its ``cost`` (602.1a: the words before its colon; ``{T}`` unless it says
    otherwise). Mana isn't modelled: activating it pays its cost and adds nothing the engine
    tracks (605.3b)."""

    produces: tuple[str, ...]
    cost: str = "{T}"
    amount: int = 1
    # 605.1a, 605.3b: what else it does as it resolves, at once ("~ deals 1 damage to you":
    # the shared resolving actions, engine.abilities.actions.ResolveAction; no targets).
    effect: tuple[Any, ...] = ()
    # 106.1: every color it produces at once ("{T}: Add {R}{W}."), not one of them.
    together: bool = False
    # 607.1: only the color its source chose as it entered (Sol Grail), one of ``produces``.
    chosen_color: bool = False


def mana_ability(color: str, origin: str = "printed") -> Ability:
    """``{T}: Add {color}.``"""
    return Ability("mana", f"{{T}}: Add {{{color}}}.", ManaSpec((color,)), origin)


def parse_mana(data: Mapping[str, Any], path: str) -> Ability:
    check_fields(data, path, {"kind", "produces", "label", "cost", "amount", "effect",
                              "together", "chosen_color"})
    produces = data.get("produces")
    if (
        not isinstance(produces, list)
        or not produces
        or not all(isinstance(c, str) and c in "WUBRGC" and len(c) == 1 for c in produces)
    ):
        raise ScenarioError(join(path, "produces"), "expected a list of mana letters W U B R G C")
    amount = data.get("amount", 1)
    if not isinstance(amount, int) or isinstance(amount, bool) or amount < 1:
        raise ScenarioError(join(path, "amount"), "expected an integer of at least 1")
    cost = text_field(data, "cost", path, "{T}")
    default = "{T}: Add " + " or ".join("{" + c + "}" for c in produces) + "."
    together = data.get("together", False)
    if not isinstance(together, bool):
        raise ScenarioError(join(path, "together"), "expected true or false")
    chosen_color = data.get("chosen_color", False)
    if not isinstance(chosen_color, bool) or (chosen_color and (together or sorted(produces) != [
            "B", "G", "R", "U", "W"])):
        raise ScenarioError(join(path, "chosen_color"),
                            "expected true or false; true with produces W U B R G, not together")
    return Ability("mana", text_field(data, "label", path, default),
                   ManaSpec(tuple(produces), cost, amount, together=together,
                            chosen_color=chosen_color))
