"""What the Oracle tests share: a face's abilities as the compiler reads them."""

from __future__ import annotations

from typing import Any

from engine.library.cards import parse_card
from engine.oracle import compile_face


def read_whole(face: dict[str, Any]) -> list[dict[str, Any]]:
    """The abilities of ``face``'s text without labels, asserting every line is claimed and that
    the engine loads them as a card's (parse_card)."""
    compiled = compile_face(face)
    assert compiled.not_modelled == (), compiled.lines
    parse_card({**face, "abilities": list(compiled.abilities)}, "card")
    return [{k: v for k, v in a.items() if k != "label"} for a in compiled.abilities]
