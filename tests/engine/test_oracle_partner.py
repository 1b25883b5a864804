"""Partner (702.124a): a deck-construction rule of the Commander variant, read as a keyword the
engine says has no effect in a game; "Partner with [name]" (also a triggered ability) isn't."""

from __future__ import annotations

import pytest

from engine.abilities.keywords import KEYWORD_RULES, Hook, Keyword, Status, keyword_of
from engine.oracle import compile_face
from tests.engine.test_oracle_real import _unread

REMINDER = "Partner (You can have two commanders if both have partner.)"


def _face(text: str) -> dict[str, object]:
    return {"name": "Akiri, Line-Slinger", "types": ["Creature"], "subtypes": ["Kor"],
            "supertypes": ["Legendary"], "mana_value": 2, "power": 0, "toughness": 1,
            "text": text}


@pytest.mark.parametrize("text", [REMINDER, "Flying, partner"])
def test_partner_is_read_as_a_keyword(text: str) -> None:
    """Given a real Partner line (Akiri, Line-Slinger), when compiled, then it is the keyword
    Partner, claimed whole (702.124a)."""
    compiled = compile_face(_face(text))

    assert compiled.not_modelled == ()
    assert {"kind": "keyword", "keyword": "Partner"} in list(compiled.card_abilities())


def test_partner_is_a_rule_with_no_effect_in_a_game() -> None:
    """Given the keyword Partner, when its rule is looked up, then it is 702.124a, applied in
    full because it has nothing to do in a game: its only hook says it works before the game
    begins, which no rules code in a game reads."""
    rule = KEYWORD_RULES[Keyword.PARTNER]

    assert (rule.rule, rule.status) == ("702.124a", Status.MODELLED)
    assert rule.hooks == frozenset({Hook.BEFORE_THE_GAME})
    assert "no effect in a game" in rule.modelled_in


def test_partner_with_a_name_stays_unread() -> None:
    """Given "Partner with [name]" (702.124f: also an enters trigger letting a player search
    for the named card), when compiled, then it stays unread and isn't the keyword Partner."""
    text = ("Partner with Pir, Imaginative Rascal (When this creature enters the battlefield, "
            "target player may put Pir into their hand from their library, then shuffle.)")

    assert keyword_of("Partner with Pir, Imaginative Rascal") is None
    assert _unread("Toothy, Imaginary Friend", "Creature", text)
