""""Take an extra turn after this one." in a triggered ability's effect (500.7), and "You skip
your next turn." (614.10).

"Whenever Medomai the Ageless deals combat damage to a player, take an extra turn after this
one.": the ``extra_turn`` action (``player`` "you": the ability's controller; engine/turn/
stack.py adds it directly after the current turn, the most recently created first, 500.7).
A spell's and an activated ability's are templates_casting's. Not read: "that player takes an
extra turn" (another player), "for each ...", an extra turn with a condition on it ("At the
beginning of that turn's end step, you lose the game").

"You skip your next turn." (Meditate), "you skip your next two turns" (Eater of Days): the
``skip_turn`` action (614.10: a replacement effect; engine/turn/turns.py skips that many of
the player's next turns, extra turns included), in a triggered ability's effect and, through
templates_bridge, a spell's or activated ability's. Not read: "skips their next combat phase",
"skip your next draw step / untap step" (one step), "skip that turn instead" (Time Vault).
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


_SKIP = re.compile(r"you skip your next (turn|two turns|three turns)")


def skip_turn_clauses(words: str) -> list[Clause] | None:
    """ "you skip your next turn", "you skip your next two turns"."""
    found = _SKIP.fullmatch(words)
    if found is None:
        return None
    amount = {"turn": 1, "two turns": 2, "three turns": 3}[found[1]]
    return [({"do": "skip_turn", "player": "you", "amount": amount}, None)]
