"""Round 5 of issue 27: library actions read as clauses of an effect (templates_triggered's
``_CLAUSES``, and through templates_bridge a spell's or activated ability's sentence).

- "Scry N" (701.18a): ``{"do": "scry", "amount": N}``, the ability's controller scries
  (engine.turn.resolving.scry). Only a number in digits (as Oracle text writes it); not
  "scry X", not "scry that many", not "target player scries".
"""

from __future__ import annotations

from typing import Any

from engine.oracle.phrases import number

Action = dict[str, Any]


def scry_clause(words: str) -> tuple[Action, None] | None:
    """701.18a: "scry N" — its controller looks at the top N cards of their library."""
    if not words.startswith("scry "):
        return None
    digits = words.removeprefix("scry ")
    amount = number(digits) if digits.isdigit() else None
    if amount is None or amount < 1:
        return None
    return {"do": "scry", "amount": amount}, None
