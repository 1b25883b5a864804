"""Abilities of cards that aren't on the battlefield (issue 27, round 7, lane zone7).

- "Cycling {2}" (702.29a: "[Cost], Discard this card: Draw a card.", an activated ability that
  functions only while the card is in a player's hand, 113.6): a ``cycling`` ability; the
  ``activate`` event activates it from its owner's hand (engine/turn/casting.py).
- "Swampcycling {2}", "Basic landcycling {1}", "Landcycling {2}" (702.29e: "[Cost], Discard
  this card: Search your library for a [type] card, reveal it, and put it into your hand. Then
  shuffle your library."): a ``cycling`` ability with ``search``; two on one line
  ("Islandcycling {2}, swampcycling {2}", 113.2c) are two abilities.
- "When you cycle ~, [effect]." on an instant or sorcery (702.29c; a permanent's is read by the
  shared triggered template, engine/oracle/trigger_events.py): a triggered ability on
  ``cycle``; "it" and "~" are the card in the graveyard, not a permanent.
- "Flashback {2}{R}" on an instant or sorcery (702.34a: cast from its owner's graveyard by paying
  the flashback cost, mana taken as paid: the cast event's ``"flashback": true``; exiled instead
  of going anywhere else from the stack): a ``flashback`` ability.
- "Jump-start" (702.133a: cast from its owner's graveyard, discarding a card as an additional
  cost; exiled instead of going anywhere else from the stack) and "Retrace" (702.81a: cast from
  its owner's graveyard, discarding a land card as an additional cost), on an instant or
  sorcery: ``jump_start`` and ``retrace`` abilities (the cast event's ``"jump_start": true`` or
  ``"retrace": true``, its ``discard`` naming the card).
- "{2}{G}: Return ~ from your graveyard to your hand." (113.6m: it functions only while the card
  is in its owner's graveyard): an ``activated`` ability with ``"zone": "graveyard"``; as it
  resolves, the card returns only if it is still the object whose ability it is (400.7).

  "Flashback—{1}{U}, Pay 3 life." and "Flashback—Sacrifice a creature." (601.2h: paid as the
  spell is cast, the cast event's ``sacrifice`` naming the choice): ``cost`` gives the cost.

Not read: a flashback cost with other parts ("Flashback—Sacrifice three creatures.",
"Flashback—{R}{R}, Discard X cards."), flashback on a permanent's face; a cycling cost that isn't
mana ("Cycling—Sacrifice a land.", "Cycling—Pay 2 life.") or has X; typecycling for a type
other than a basic land type, "basic land" or "land" ("Wizardcycling {3}", "Slivercycling
{3}").
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.abilities.spells import FLASHBACK_PART
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.templates_triggered import build_triggered, effects

# A cycling cost: mana symbols, hybrid and Phyrexian ones too (mana is taken as paid), no X
# (107.3: X would be chosen as it is activated; the hand's activate event takes none).
_CYCLING_COST = re.compile(r"(\{(?:[0-9]+|[WUBRGC]|[WUBRGC2]/[WUBRGCP])\})+")

# 702.29e: the typecycling words the engine searches for, and the card each names: a basic land
# type (only lands have them), "basic land" and "land" (a supertype and a card type).
_TYPECYCLING: dict[str, dict[str, Any]] = {
    **{word.lower(): {"types": ["Land"], "subtypes": [word]}
       for word in ("Plains", "Island", "Swamp", "Mountain", "Forest")},
    "basic land": {"types": ["Land"], "supertypes": ["Basic"]},
    "land": {"types": ["Land"]},
}


def _cycling_cost(words: str) -> str | None:
    return words if _CYCLING_COST.fullmatch(words) else None


def _typecycling(words: str) -> tuple[str, str] | None:
    """ "Swampcycling {2}": the card searched for and the cost."""
    found = re.fullmatch(r"([A-Za-z][a-z]*(?: [a-z]+)?)cycling (\S+)", words)
    if found is None:
        return None
    kind, cost = found.group(1).lower(), _cycling_cost(found.group(2))
    if kind not in _TYPECYCLING or cost is None:
        return None
    return kind, cost


def _flashback_cost(words: str) -> str | None:
    """A flashback cost of mana symbols only (X too: it is the spell's X, given by the cast
    event as for its mana cost, 107.3)."""
    return words if re.fullmatch(r"(\{(?:[0-9]+|[WUBRGCX]|[WUBRGC2]/[WUBRGCP])\})+",
                                 words) else None


def _flashback(face: Face, flashback_cost: str) -> Ability:
    return {"kind": "flashback"}


def _flashback_paid(words: str) -> str | None:
    """ "{1}{R}, Pay 3 life", "Sacrifice a creature": a flashback cost whose every part the
    engine pays as the spell is cast (601.2h), with something besides mana."""
    parts = words.split(", ")
    if all(part.startswith("{") for part in parts) or not all(
            FLASHBACK_PART.fullmatch(part) for part in parts):
        return None
    if sum(1 for part in parts if part.startswith("{")) > 1 or any(
            part.startswith("{") for part in parts[1:]):
        return None
    if parts[0].startswith("{") and _flashback_cost(parts[0]) is None:
        return None
    return words


def _flashback_with_cost(face: Face, flashback_paid: str) -> Ability:
    return {"kind": "flashback", "cost": flashback_paid}


def _jump_start(face: Face) -> Ability:
    return {"kind": "jump_start"}


def _madness_cost(words: str) -> str | None:
    """A madness cost: mana symbols, X too (107.3: chosen as the spell is cast)."""
    return words if re.fullmatch(r"(\{(?:[0-9]+|[WUBRGCX]|[WUBRGC2]/[WUBRGCP])\})+",
                                 words) else None


def _madness(face: Face, madness_cost: str) -> Ability:
    return {"kind": "madness", "cost": madness_cost}


def _dredge_amount(words: str) -> int | None:
    return int(words) if re.fullmatch(r"[1-9][0-9]?", words) else None


def _dredge(face: Face, dredge_amount: int) -> Ability:
    return {"kind": "dredge", "amount": dredge_amount}


def _rebound(face: Face) -> Ability:
    return {"kind": "rebound"}


def _retrace(face: Face) -> Ability:
    return {"kind": "retrace"}


# 702.29c: "When you cycle ~" (an instant's or sorcery's too: it triggers from the graveyard
# the card was discarded to, engine.abilities.triggers).
_YOU_CYCLE_IT: dict[str, Any] = {"on": "cycle", "player": "you", "object": "self"}


def _when_you_cycle(face: Face, cycle_effects: tuple[list[dict[str, Any]],
                                                     list[dict[str, Any]]]) -> Ability | None:
    return build_triggered(face, dict(_YOU_CYCLE_IT), cycle_effects)


def _two_typecycling(face: Face, typecycling: tuple[str, str],
                     typecycling2: tuple[str, str]) -> list[Ability] | None:
    """ "Islandcycling {2}, swampcycling {2}": two typecycling abilities on one line (113.2c);
    the second's word is lowercase after the comma."""
    if typecycling == typecycling2:
        return None
    # Each is its own ability, labelled with its own words.
    return [{**_typecycling_ability(face, each),
             "label": f"{each[0][:1].upper()}{each[0][1:]}cycling {each[1]}"}
            for each in (typecycling, typecycling2)]


def _graveyard_cost(words: str) -> str | None:
    """A cost of mana symbols only: a card in a graveyard can't be tapped or sacrificed."""
    return words if re.fullmatch(r"(\{(?:[0-9]+|[WUBRGC]|[WUBRGC2]/[WUBRGCP])\})+",
                                 words) else None


def _return_from_graveyard(face: Face, graveyard_cost: str) -> Ability:
    # 113.6m: it functions only while the card is in its owner's graveyard.
    return {"kind": "activated", "cost": graveyard_cost, "zone": "graveyard",
            "effect": [{"do": "return_to_hand", "object": "self"}]}


def _unearth(face: Face, graveyard_cost: str) -> Ability | None:
    # 702.84a: it returns "this card" to the battlefield: a creature card's (no instant or
    # sorcery has it; a land's or another permanent's would read the same, but none is printed).
    if "Creature" not in face.types:
        return None
    return {"kind": "unearth", "cost": graveyard_cost}


def _scavenge(face: Face, graveyard_cost: str) -> Ability | None:
    # 702.97a: "the power of the card you exiled": a creature card's.
    if "Creature" not in face.types:
        return None
    return {"kind": "scavenge", "cost": graveyard_cost}


def _cycling(face: Face, cycling_cost: str) -> Ability:
    return {"kind": "cycling", "cost": cycling_cost}


def _typecycling_ability(face: Face, typecycling: tuple[str, str]) -> Ability:
    kind, cost = typecycling
    search = {key: list(value) for key, value in _TYPECYCLING[kind].items()}
    return {"kind": "cycling", "cost": cost, "search": search}


READERS: dict[str, Callable[[str], Any]] = {
    "cycling_cost": _cycling_cost,
    "typecycling": _typecycling,
    "flashback_cost": _flashback_cost,
    "flashback_paid": _flashback_paid,
    "cycle_effects": effects,
    "graveyard_cost": _graveyard_cost,
    "madness_cost": _madness_cost,
    "dredge_amount": _dredge_amount,
}

TEMPLATES = (
    Template("zone.cycling", "Cycling {cycling_cost}", _cycling, Kind.ANY),
    Template("zone.typecycling", "{typecycling}", _typecycling_ability, Kind.ANY),
    Template("zone.two_typecycling", "{typecycling}, {typecycling2}", _two_typecycling,
             Kind.ANY),
    Template("zone.flashback", "Flashback {flashback_cost}", _flashback, Kind.SPELL),
    Template("zone.flashback_paid", "Flashback—{flashback_paid}.", _flashback_with_cost,
             Kind.SPELL),
    Template("zone.jump_start", "Jump-start", _jump_start, Kind.SPELL),
    Template("zone.retrace", "Retrace", _retrace, Kind.SPELL),
    Template("zone.rebound", "Rebound", _rebound, Kind.SPELL),
    Template("zone.madness", "Madness {madness_cost}", _madness, Kind.ANY),
    Template("zone.dredge", "Dredge {dredge_amount}", _dredge, Kind.ANY),
    Template("zone.return_from_graveyard",
             "{graveyard_cost}: Return ~ from your graveyard to your hand.",
             _return_from_graveyard, Kind.PERMANENT),
    Template("zone.unearth", "Unearth {graveyard_cost}", _unearth, Kind.PERMANENT),
    Template("zone.scavenge", "Scavenge {graveyard_cost}", _scavenge, Kind.PERMANENT),
    Template("zone.when_you_cycle_spell", "When you cycle ~, {cycle_effects}.", _when_you_cycle,
             Kind.SPELL),
)
