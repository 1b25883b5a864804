"""Keywords a permanent gives its controller: "You have hexproof." (702.11c: "You can't be the
target of spells or abilities your opponents control.") and "You have shroud." (702.18a: the
player can't be the target of spells or abilities). An ability of the kind is data::

    {"kind": "player_keyword", "label": "You have hexproof.", "keyword": "Hexproof"}

It is a static ability (604.1) that functions while its source is on the battlefield; "you" is
the source's controller, as the layers leave both (a permanent that loses the ability, 613.1f,
gives nothing). :func:`player_keyword` says which such ability a player has, read by target
legality (engine/turn/targeting.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.abilities.basic import text_field
from engine.concepts import Zone
from engine.state.objects import Ability, GameState

# The keywords a player can have this way (702.11c, 702.18a).
PLAYER_KEYWORDS = ("Hexproof", "Shroud")


@dataclass(frozen=True, slots=True)
class PlayerKeywordSpec:
    """The keyword the source's controller has."""

    keyword: str


def parse_player_keyword(data: Mapping[str, Any], path: str) -> Ability:
    """Parse a ``"player_keyword"`` ability (its shape was checked against the declaration)."""
    return Ability("player_keyword", text_field(data, "label", path),
                   PlayerKeywordSpec(str(data["keyword"])))


def player_keyword(state: GameState, player: str, keyword: str) -> str | None:
    """The label ("source: ability") of an ability on the battlefield that gives ``player``
    ``keyword``, or None."""
    for source in sorted(state.objects, key=lambda o: o.id):
        if source.zone != Zone.BATTLEFIELD or source.controller != player:
            continue
        for ability in source.characteristics.abilities:
            spec = ability.spec
            if (ability.kind == "player_keyword" and isinstance(spec, PlayerKeywordSpec)
                    and spec.keyword == keyword):
                return f"{source.name}: {ability.label}"
    return None
