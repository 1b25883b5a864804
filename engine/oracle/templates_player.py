"""A player's keywords from a permanent: "You have hexproof." (702.11c) and "You have shroud."
(702.18a), the ``"player_keyword"`` kind (engine/abilities/player_keywords.py): while the
permanent is on the battlefield, its controller can't be the target of spells or abilities
their opponents control (hexproof) or of any (shroud), read by target legality.

Not read: "You and permanents you control have hexproof" (the permanents' half is another
ability), "Each player has hexproof" / "shroud", and "You have hexproof from [quality]"
(a variant of hexproof): the kind gives only its controller plain hexproof or shroud.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template


def _player_keyword(keyword: str) -> Callable[[Face], Ability]:
    def build(face: Face) -> Ability:
        return {"kind": "player_keyword", "keyword": keyword}
    return build


READERS: dict[str, Callable[[str], Any]] = {}

TEMPLATES = (
    Template("player.hexproof", "You have hexproof.", _player_keyword("Hexproof"),
             Kind.PERMANENT),
    Template("player.shroud", "You have shroud.", _player_keyword("Shroud"), Kind.PERMANENT),
)
