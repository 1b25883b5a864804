""" "[Effect] unless you pay {2}." (118.12a: it means "you may pay {2}; if you don't,
[effect]"): the Oracle compiler's ``"unless_pay"`` on a triggered ability, read on real Oracle
wording of the dev corpus (2020), with the near misses left whole, and played by the engine:
its controller chooses as the ability resolves whether to pay (mana costs are taken as paid);
paid, nothing else happens; not paid, the effect does. Each run keeps a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

UPKEEP = {"on": "beginning_of", "player": "you", "step": "upkeep"}
SACRIFICE_SELF = [{"do": "sacrifice", "object": "self"}]


# --- reading -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Thirst", "Enchantment", "At the beginning of your upkeep, sacrifice Thirst unless you pay "
     "{U}.",
     {"kind": "triggered", "trigger": UPKEEP, "effect": SACRIFICE_SELF, "unless_pay": "{U}"}),
    ("Pit Raptor", "Creature", "At the beginning of your upkeep, sacrifice Pit Raptor unless "
     "you pay {2}{B}{B}.",
     {"kind": "triggered", "trigger": UPKEEP, "effect": SACRIFICE_SELF,
      "unless_pay": "{2}{B}{B}"}),
    ("Transguild Promenade", "Land", "When Transguild Promenade enters the battlefield, "
     "sacrifice it unless you pay {1}.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "effect": SACRIFICE_SELF, "unless_pay": "{1}"}),
    ("Hasran Ogress", "Creature", "Whenever Hasran Ogress attacks, it deals 3 damage to you "
     "unless you pay {2}.",
     {"kind": "triggered", "trigger": {"on": "attacks", "object": "self"},
      "effect": [{"do": "damage", "player": "you", "amount": 3}], "unless_pay": "{2}"}),
])
def test_unless_pay_lines_read_exactly(name: str, types: str, text: str,
                                       ability: dict[str, Any]) -> None:
    """Given a real "[effect] unless you pay {N}." line, when compiled, then the effect is read
    whole and the mana that stops it is its ``unless_pay`` (118.12a)."""
    assert _read(name, types, text) == [ability]


@pytest.mark.parametrize("text", [
    # Costs the engine would have to pay, not take as paid.
    "At the beginning of your upkeep, tap Test Card unless you pay 2 life.",
    "At the beginning of your upkeep, sacrifice Test Card unless you discard a card.",
    "At the beginning of your upkeep, sacrifice Test Card unless you sacrifice a land.",
    # Another payer; a cost that varies.
    "At the beginning of your upkeep, sacrifice Test Card unless any player pays {1}.",
    "When Test Card enters the battlefield, sacrifice it unless you pay {1} for each card in "
    "your hand.",
    "At the beginning of your upkeep, sacrifice Test Card unless you pay {X}.",
    # "Unless" governs its own sentence only; a "may" of its own.
    "At the beginning of your upkeep, draw a card. Sacrifice Test Card unless you pay {1}.",
    "At the beginning of your upkeep, you may draw a card unless you pay {1}.",
])
def test_unless_pay_near_misses_stay_unread(text: str) -> None:
    """Given a cost the engine doesn't take as paid, another payer, a varying cost, or an
    "unless" after another sentence, when compiled, then the line is left whole."""
    assert _unread("Test Card", "Creature", text)


# --- playing (118.12a) -------------------------------------------------------------------------


def _card(name: str, text: str) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": ["Creature"], "colors": ["U"],
                            "mana_value": 2, "power": 1, "toughness": 1, "text": text}
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


DRAKE = _card("Drake", "At the beginning of your upkeep, sacrifice Drake unless you pay {U}.")
OGRESS = _card("Ogress", "Whenever Ogress attacks, it deals 3 damage to you unless you pay {2}.")


def _upkeep(*choices: dict[str, Any]) -> dict[str, Any]:
    return play([{"id": "d", "card": "Drake", "owner": "A", "zone": "battlefield"}],
                [{"type": "upkeep"}], cards=[DRAKE], choices=list(choices))


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_paying_keeps_the_permanent() -> None:
    """118.12a: given A answers yes (pays {U}, taken as paid), when the upkeep trigger
    resolves, then Drake isn't sacrificed and the trace says A paid."""
    result = _upkeep({"player": "A", "choose": "yes"})

    assert result["objects"]["d"]["zone"] == "battlefield"
    assert any("pays {U}" in step["text"] for step in result["steps"])
    assert "118.12a" in _rules(result)


def test_not_paying_sacrifices_it() -> None:
    """118.12a: given A answers no, when the upkeep trigger resolves, then Drake is sacrificed
    (701.17a)."""
    result = _upkeep({"player": "A", "choose": "no"})

    assert result["objects"]["d"]["zone"] == "graveyard"
    assert {"118.12a", "701.17a"} <= _rules(result)


def test_the_question_is_asked_of_its_controller() -> None:
    """118.12a: given no answer supplied, when the trigger resolves, then the run stops at a
    question to A (the controller) whether to pay {U}."""
    result = _upkeep()

    pending = result["pending_choice"]
    assert (pending["player"], [o["id"] for o in pending["options"]]) == ("A", ["yes", "no"])
    assert "pay {U}" in pending["text"] and "118.12a" in pending["rules"]


ATTACK = {"type": "attack", "attackers": [{"object": "o", "defending": "B"}]}


def test_not_paying_deals_the_damage() -> None:
    """118.12a: given Ogress attacks and A doesn't pay {2}, when the trigger resolves, then
    Ogress deals 3 damage to A."""
    result = play([{"id": "o", "card": "Ogress", "owner": "A", "zone": "battlefield"}],
                  [ATTACK], cards=[OGRESS],
                  choices=[{"player": "A", "choose": "no"}])

    assert result["players"]["A"]["life"] == 17


def test_paying_prevents_the_damage() -> None:
    """118.12a: given Ogress attacks and A pays {2}, when the trigger resolves, then A takes no
    damage from it."""
    result = play([{"id": "o", "card": "Ogress", "owner": "A", "zone": "battlefield"}],
                  [ATTACK], cards=[OGRESS],
                  choices=[{"player": "A", "choose": "yes"}])

    assert result["players"]["A"]["life"] == 20


def test_unless_pay_with_may_is_refused() -> None:
    """118.12a: "unless_pay" is no "may" ability: both on one ability is refused, naming the
    field."""
    card = {"name": "Bad", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "label": "Bad.", "unless_pay": "{1}",
                           "may": True, "trigger": {"on": "enters", "object": "self"},
                           "effect": SACRIFICE_SELF}]}
    with pytest.raises(ScenarioError, match=r"unless_pay"):
        play([{"id": "b", "card": "Bad", "owner": "A", "zone": "battlefield"}], cards=[card])
