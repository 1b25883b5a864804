"""The monarch (724 of the current rules; 720 in the 2022 text): "you become the monarch", a
clause of a triggered ability's effect (templates_triggered's ``_CLAUSES``, and through
templates_bridge a spell's or activated ability's sentence),
``{"do": "become_monarch", "player": "you"}`` (engine.game.designations.become_monarch: 724.3,
one monarch at a time). The monarch's own triggered abilities (724.2) are the engine's
(engine/abilities/monarch.py); "if you're the monarch" is templates_intervening's condition.

Not read: "target player becomes the monarch", "an opponent becomes the monarch" ("until an
opponent becomes the monarch" is a duration), "whenever you become the monarch".
"""

from __future__ import annotations

from typing import Any


def monarch_clause(words: str) -> tuple[dict[str, Any], None] | None:
    """ "you become the monarch": its controller becomes the monarch."""
    if words != "you become the monarch":
        return None
    return {"do": "become_monarch", "player": "you"}, None
