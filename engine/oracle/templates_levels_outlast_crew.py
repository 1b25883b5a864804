"""Round 7's keyword lines: a leveler's level striations (711), outlast (702.107a), crew
(702.122a).

A leveler's level striations: "LEVEL 1-2", "2/3", "{T}: ~ deals 1 damage to any target."

711.2: a level symbol is a keyword ability that represents a static ability; the P/T box and
the abilities printed in its striation are part of it. "{LEVEL N1-N2} [Abilities] [P/T]"
means "As long as this creature has at least N1 level counters on it, but no more than N2 level
counters on it, it has base power and toughness [P/T] and has [abilities]."; "{LEVEL N3+}" the
same with "N3 or more" (the current rules' two lettered parts of 711.2, cited as 711.2, the number
the shipped text gives the level symbol). Each striation is read as static abilities of the
leveler with the condition ``{"counter": "level", "counter_at_least": N1, "counter_at_most":
N2}`` (611.3a, read each time the layers are applied, engine/characteristics/layers.py):

- the level symbol's own line claims no ability (its meaning is in the lines after it);
- the P/T box: the base P/T set in layer 7b (613.3b) on the leveler itself;
- a keyword line: those keywords added to the leveler in layer 6 (613.1f);
- a plain static ability the other templates read (an anthem: "Other creatures you control get
  +1/+1."): that ability with the condition (one with a condition of its own, a
  characteristic-defining ability or zones of its own is left);
- an activated, mana or triggered ability the other templates read: added to the leveler in
  layer 6, as a granted ability (613.1f), so it exists only at those levels.

Each line of a striation is read or left on its own; a line left stays in ``not_modelled``.
With fewer level counters than the first N1, and in zones other than the battlefield, a leveler
has its uppermost P/T box: the face's printed P/T, which every card file and corpus gives as that
box. 711.4: the lines before the first level symbol (level up itself, 702.87a) are read
normally. A level symbol is read only on a creature (a leveler is a creature card) and only
when its P/T box follows it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from engine.abilities.costs import crew_cost
from engine.oracle.patterns import Ability, Face, Kind, Template

# 711.2, 107.8: "LEVEL 1-2", "LEVEL 3+".
LEVEL_SYMBOL = re.compile(r"LEVEL (\d+)(?:-(\d+)|\+)")
_PT_BOX = re.compile(r"(\d+)/(\d+)")
# The kinds of ability a striation may hold as a granted ability (templates_granted.GRANTABLE).
_GRANTABLE = frozenset(("activated", "mana", "triggered"))
_PLAIN_STATIC = frozenset(("kind", "label", "affects", "modifications"))


def level_condition(label: str) -> dict[str, Any] | None:
    """711.2: a level symbol's line as a static ability's ``condition``, or None."""
    found = LEVEL_SYMBOL.fullmatch(label)
    if found is None:
        return None
    least = int(found[1])
    condition: dict[str, Any] = {"counter": "level"}
    if least > 1:
        condition["counter_at_least"] = least
    if found[2] is not None:
        most = int(found[2])
        if most < max(least, 1):
            return None
        condition["counter_at_most"] = most
    return condition


def pt_box(label: str, symbol: str, condition: dict[str, Any]) -> Ability | None:
    """711.2: a striation's P/T box as the base P/T it sets (layer 7b), or None."""
    found = _PT_BOX.fullmatch(label)
    if found is None:
        return None
    return {"kind": "static", "label": f"{symbol}: {label}", "affects": "self",
            "modifications": [{"op": "set_pt", "power": int(found[1]),
                               "toughness": int(found[2])}],
            "condition": condition}


def striation_ability(abilities: Sequence[Ability], label: str, symbol: str,
                      condition: dict[str, Any]) -> list[Ability] | None:
    """711.2: the abilities a line of a striation read to (by every template, as a line of the
    leveler) as parts of the level symbol's static ability, or None when one can't be."""
    keywords: list[str] = []
    found: list[Ability] = []
    granted: list[Ability] = []
    for ability in abilities:
        kind = ability.get("kind")
        if kind == "keyword":
            keywords.append(ability["keyword"])
        elif kind == "static" and set(ability) <= _PLAIN_STATIC and not any(
                m.get("cda") for m in ability["modifications"]):
            found.append({**ability, "label": f"{symbol}: {label}", "condition": condition})
        elif kind in _GRANTABLE:
            granted.append(ability)
        else:
            return None
    if keywords or granted:
        abilities_added: list[Any] = [*keywords, *granted]
        found.insert(0, {"kind": "static", "label": f"{symbol}: {label}", "affects": "self",
                         "modifications": [{"op": "add_abilities",
                                            "abilities": abilities_added}],
                         "condition": condition})
    return found or None


# --- keywords that are activated abilities ---------------------------------------------------

_MANA_COST = re.compile(r"(?:\{[0-9WUBRGC]\})+")


def _mana_cost(words: str) -> str | None:
    """A cost that is one mana cost without X (107.3: X is chosen for a mana cost), each symbol
    one the sorcery-timing check of engine/turn/casting.py reads."""
    return words if _MANA_COST.fullmatch(words) else None


def _outlast(face: Face, outlast_cost: str) -> Ability | None:
    # 702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature.
    # Activate only as a sorcery." (engine/turn/casting.py reads the sorcery timing from the
    # label, as for level up). A creature's only ("this creature").
    if "Creature" not in face.types:
        return None
    return {"kind": "activated", "cost": f"{outlast_cost}, {{T}}",
            "effect": [{"do": "put_counters", "object": "self", "counter": "+1/+1",
                        "amount": 1}]}


def _number(words: str) -> int | None:
    return int(words) if words.isdigit() else None


def _crew(face: Face, crew_n: int) -> Ability | None:
    # 702.122a: "Crew N" means "Tap any number of other untapped creatures you control with
    # total power N or greater: This permanent becomes an artifact creature until end of turn."
    # (the current wording: "other"); an activated ability of Vehicle cards. Its cost is paid
    # with the activate event's ``tap`` (engine/turn/casting.py); it becomes an artifact
    # creature in layer 4 (613.1d) until end of turn (514.2), with its printed P/T.
    if "Artifact" not in face.types or "Vehicle" not in face.subtypes:
        return None
    return {"kind": "activated", "cost": crew_cost(crew_n), "affects": "self",
            "modifications": [{"op": "add_types", "types": ["Artifact", "Creature"]}],
            "duration": "end_of_turn"}


READERS: dict[str, Callable[[str], Any]] = {"outlast_cost": _mana_cost, "crew_n": _number}

TEMPLATES = (
    Template("levels_outlast_crew.outlast", "Outlast {outlast_cost}", _outlast, Kind.PERMANENT),
    Template("levels_outlast_crew.crew", "Crew {crew_n}", _crew, Kind.PERMANENT),
)
