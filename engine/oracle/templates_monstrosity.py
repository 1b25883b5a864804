"""Issue 27, monstrosity (701.31 in the 2022 rules; the shipped Korean text has no such rule):
"{5}{R}{R}: Monstrosity 3." is an activated ability (602.1) with its cost and the effect
``{"do": "monstrosity", "amount": 3}``: if its source isn't monstrous, three +1/+1 counters are
put on it and it becomes monstrous (701.31a), a designation it keeps until it leaves the
battlefield (701.31b; engine/turn/resolving.py's ``monstrosity``). "When ~ becomes monstrous,
..." triggers read the event ``becomes_monstrous`` (engine/oracle/trigger_events.py).

Not read: "Monstrosity X" (701.31c: X in its other abilities), a cost reduction after it ("This
ability costs {1} less to activate for each ..."), "As long as ~ is monstrous, ..." (no static
condition on the designation yet).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import cost


def _n(words: str) -> int | None:
    """N of "Monstrosity N": a number written in digits, at least 1."""
    return int(words) if words.isdigit() and int(words) > 0 else None


def _monstrosity(face: Face, monstrosity_cost: str, monstrosity_n: int) -> Ability | None:
    # 701.31a: only a permanent is or becomes monstrous; every such card is a creature.
    if not face.is_permanent:
        return None
    return {"kind": "activated", "cost": monstrosity_cost,
            "effect": [{"do": "monstrosity", "amount": monstrosity_n}]}


READERS: dict[str, Callable[[str], Any]] = {"monstrosity_cost": cost, "monstrosity_n": _n}

TEMPLATES = (
    Template("monstrosity.activated", "{monstrosity_cost}: Monstrosity {monstrosity_n}.",
             _monstrosity, Kind.PERMANENT),
)
