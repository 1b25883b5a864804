""""Skip your draw step." and "draws an additional card" at the beginning of a draw step (504.1,
504.2, 614.10).

"Skip your draw step." (Necropotence, Damia, Sage of Stone): a ``skip`` ability of the draw
step (614.10: a replacement effect; engine/abilities/skips.py): its controller's draw steps
don't happen, so neither the draw nor "at the beginning of your draw step" abilities. Not
read: "skips their next draw step" (one step, Fatigue), "Skip your untap step" or turns.

The draw step's turn-based action draws one card (504.1; engine/turn/turns.py ``draw_step``);
"At the beginning of each player's draw step, that player draws an additional card." (Kami of
the Crescent Moon, Dictate of Kruphix) and "At the beginning of your draw step, draw two
additional cards." (Well of Ideas) trigger as that step begins (500.6) and resolve after the
draw (504.2: the active player receives priority once it is done): "an additional card" is a
card drawn, one more than the step's own. Read only after a draw step's trigger: "additional"
elsewhere ("You may draw an additional card if ...") says something else.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.patterns import Ability, Face, Kind, Template

Clause = tuple[dict[str, Any], dict[str, Any] | None]

# The marker the builder (templates_triggered) checks: only after a draw step's trigger.
ADDITIONAL = "~additional"
_ADDITIONAL = re.compile(r"(that player draws|draw|you draw) (an|two|three) additional (cards?)")
_COUNT = {"an": "a", "two": "two", "three": "three"}


def additional_draw(clause: Callable[[str], Clause | None]
                    ) -> Callable[[str], list[Clause] | None]:
    """ "that player draws an additional card", "draw two additional cards": the draw, read
    by ``clause`` as "that player draws a card", "draw two cards"."""

    def read(words: str) -> list[Clause] | None:
        found = _ADDITIONAL.fullmatch(words)
        if found is None or (found[2] == "an") != (found[3] == "card"):
            return None
        one = clause(f"{found[1]} {_COUNT[found[2]]} {found[3]}")
        return None if one is None else [({**one[0], ADDITIONAL: True}, one[1])]

    return read


def _skip_draw_step(face: Face) -> Ability:
    """614.10: "Skip your draw step.": the controller's draw steps are skipped."""
    return {"kind": "skip", "step": "draw"}


READERS: dict[str, Callable[[str], Any]] = {}

TEMPLATES = (
    Template("draw_step.skip", "Skip your draw step.", _skip_draw_step, Kind.PERMANENT),
)
