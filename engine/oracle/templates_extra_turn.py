""""Take an extra turn after this one." in a triggered ability's effect (500.7).

"Whenever Medomai the Ageless deals combat damage to a player, take an extra turn after this
one.": the ``extra_turn`` action (``player`` "you": the ability's controller; engine/turn/
stack.py adds it directly after the current turn, the most recently created first, 500.7).
A spell's and an activated ability's are templates_spells3's. Not read: "that player takes an
extra turn" (another player), "for each ...", an extra turn with a condition on it ("At the
beginning of that turn's end step, you lose the game"), "skip your next turn" (614.10).
"""

from __future__ import annotations

import re
from typing import Any

Clause = tuple[dict[str, Any], dict[str, Any] | None]

_EXTRA = re.compile(r"take (an|two) extra turns? after this one")


def extra_turn_clauses(words: str) -> list[Clause] | None:
    """ "take an extra turn after this one", "take two extra turns after this one"."""
    found = _EXTRA.fullmatch(words)
    if found is None or (found[1] == "an") != words.endswith(" turn after this one"):
        return None
    return [({"do": "extra_turn", "player": "you", "amount": 1 if found[1] == "an" else 2},
             None)]
