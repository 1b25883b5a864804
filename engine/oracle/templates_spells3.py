"""Round 3 of issue 27: more sentences of instants and sorceries (and of activated abilities,
which resolve the same way, engine/turn/resolving.py), read with the shared library's actions,
exact or absent. Each reader takes a ``templates_spells._Reading`` and one sentence (without
its full stop) and adds what the sentence does, or returns False.

- "Draw a card at the beginning of the next turn's upkeep." (603.7a: a delayed triggered
  ability, ``{"do": "delayed", "at": "next_turns_upkeep"}``; 603.7d: its controller is the
  spell's, who draws). It is the upkeep of the turn after the one the spell resolved in
  (engine.abilities.triggers arms it as that turn ends), whoever's turn that is.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.oracle import templates_spells as spells


def _draw_next_upkeep(reading: spells._Reading, words: str) -> bool:
    """ "Draw a card at the beginning of the next turn's upkeep" (603.7a)."""
    if words != "Draw a card at the beginning of the next turn's upkeep":
        return False
    reading.act({"do": "delayed", "at": "next_turns_upkeep",
                 "effect": [{"do": "draw", "player": "you", "amount": 1}]})
    return True


SENTENCES: tuple[Callable[[spells._Reading, str], bool], ...] = (
    _draw_next_upkeep,
)
