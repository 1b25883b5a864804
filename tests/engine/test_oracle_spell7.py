"""Round 7 of issue 27 (lane spell7): instants' and sorceries' long tail, read on real Oracle
lines of the dev corpus (2020) with their near misses left whole, and played by the engine.

"Counter target spell unless its controller pays {3}." (Mana Leak): 701.5a and 118.12a. As
the counterspell resolves, the TARGET spell's controller (not the counterspell's) chooses
whether to pay; mana costs are taken as paid; paid, the spell isn't countered. Each run keeps a
golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

STACK = {"zones": ["stack"]}


def _counter_unless(spell: dict[str, Any], cost: str) -> dict[str, Any]:
    return {"kind": "spell", "targets": [{"object": spell}],
            "effect": [{"do": "counter", "object": "target", "unless_pay": cost}]}


# --- reading: "Counter target spell unless its controller pays {N}." -----------------------


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Mana Leak", "Counter target spell unless its controller pays {3}.",
     _counter_unless(STACK, "{3}")),
    ("Force Spike", "Counter target spell unless its controller pays {1}.",
     _counter_unless(STACK, "{1}")),
    ("Quench", "Counter target spell unless its controller pays {2}.",
     _counter_unless(STACK, "{2}")),
    ("Censor", "Counter target spell unless its controller pays {1}.",
     _counter_unless(STACK, "{1}")),
    ("Spell Pierce", "Counter target noncreature spell unless its controller pays {2}.",
     _counter_unless({"zones": ["stack"], "not_types": ["Creature"]}, "{2}")),
])
def test_counter_unless_pays_lines_read_exactly(name: str, text: str,
                                                ability: dict[str, Any]) -> None:
    """Given a real "Counter target [spell] unless its controller pays {N}." line, when
    compiled, then it is a counter of the target spell with ``unless_pay`` (701.5a, 118.12a)."""
    assert _read(name, "Instant", text) == [ability]


@pytest.mark.parametrize("text", [
    # X is the counterspell's own X; a cost counted "for each": varying costs.
    "Counter target spell unless its controller pays {X}.",
    "Counter target spell unless its controller pays {1} for each card in your graveyard.",
    "Counter target spell unless its controller pays {1} for each artifact you control.",
    # Costs the engine doesn't pay, or a payment by someone else.
    "Counter target spell unless its controller pays 3 life.",
    "Counter target spell unless its controller discards their hand.",
    "Counter target spell unless any player pays {1}.",
    # A sentence after it.
    "Counter target spell unless its controller pays {2}. That player discards a card.",
    # Hybrid and Phyrexian mana aren't a fixed cost here.
    "Counter target spell unless its controller pays {W/U}.",
])
def test_counter_unless_near_misses_stay_unread(text: str) -> None:
    """Given a varying cost, a cost that isn't mana, another payer or a second sentence, when
    compiled, then the line is left whole."""
    assert _unread("Test Spell", "Instant", text)


# --- playing (701.5a, 118.12a, 608.2b) ------------------------------------------------------


def _mana_leak(*choices: dict[str, Any], respond: list[dict[str, Any]] | None = None
               ) -> dict[str, Any]:
    """B casts Lightning Bolt at A; A responds with Mana Leak targeting it (the scripted library
    card, which the compiler reads the same: test_oracle_agreement)."""
    objects = [{"id": "leak", "card": "Mana Leak", "controller": "A", "zone": "hand"},
               {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "hand"},
               {"id": "cs", "card": "Counterspell", "controller": "B", "zone": "hand"}]
    events = [{"type": "cast", "player": "B", "object": "bolt", "targets": ["A"]},
              {"type": "cast", "player": "A", "object": "leak", "targets": ["bolt"]},
              *(respond or [])]
    return play(objects, events, active_player="B", choices=list(choices))


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_not_paying_counters_the_spell() -> None:
    """118.12a, 701.5a: given B (the Bolt's controller) doesn't pay {3}, when Mana Leak
    resolves, then the Bolt is countered: it is in B's graveyard and A keeps 20 life."""
    result = _mana_leak({"player": "B", "choose": "no"})

    assert result["objects"]["bolt"]["zone"] == "graveyard"
    assert result["players"]["A"]["life"] == 20
    assert {"118.12a", "701.5a"} <= _rules(result)


def test_paying_keeps_the_spell() -> None:
    """118.12a: given B pays {3} (taken as paid), when Mana Leak resolves, then the Bolt isn't
    countered: it resolves and deals 3 damage to A."""
    result = _mana_leak({"player": "B", "choose": "yes"})

    assert result["players"]["A"]["life"] == 17
    assert any("pays {3}" in step["text"] for step in result["steps"])
    assert "701.5a" not in _rules(result)


def test_the_question_is_asked_of_the_target_spells_controller() -> None:
    """118.12a: "its controller" is the target spell's: given no answer, when Mana Leak
    resolves, then the run stops at a question to B (not A, who cast Mana Leak)."""
    result = _mana_leak()

    pending = result["pending_choice"]
    assert (pending["player"], [o["id"] for o in pending["options"]]) == ("B", ["yes", "no"])
    assert "{3}" in pending["text"] and "118.12a" in pending["rules"]


def test_a_countered_mana_leak_asks_nothing() -> None:
    """701.5a: given B responds with Counterspell on Mana Leak itself, when the stack resolves,
    then Mana Leak never resolves: nobody is asked to pay and the Bolt deals its 3 damage."""
    result = _mana_leak(respond=[{"type": "cast", "player": "B", "object": "cs",
                                  "targets": ["leak"]}])

    assert result.get("pending_choice") is None
    assert result["objects"]["leak"]["zone"] == "graveyard"
    assert result["players"]["A"]["life"] == 17


def test_an_uncounterable_spell_stays_whether_or_not_paid() -> None:
    """101.2, 118.12a: given Abrupt Decay ("can't be countered") and B doesn't pay, when Mana
    Leak resolves, then the Decay isn't countered and destroys its target."""
    objects = [{"id": "leak", "card": "Mana Leak", "controller": "A", "zone": "hand"},
               {"id": "decay", "card": "Abrupt Decay", "controller": "B", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "A"}]
    events = [{"type": "cast", "player": "B", "object": "decay", "targets": ["bears"]},
              {"type": "cast", "player": "A", "object": "leak", "targets": ["decay"]}]

    result = play(objects, events, active_player="B", choices=[{"player": "B", "choose": "no"}])

    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert "101.2" in _rules(result)


def test_a_compiled_spell_pierce_counters_only_noncreature_spells() -> None:
    """115.1, 118.12a: given the compiled Spell Pierce, when A targets B's Grizzly Bears spell,
    then the cast is refused (a creature spell isn't a legal target)."""
    face = {"name": "Spell Pierce", "types": ["Instant"], "colors": ["U"], "mana_value": 1,
            "text": "Counter target noncreature spell unless its controller pays {2}."}
    face["abilities"] = list(compile_face(face).card_abilities())
    objects = [{"id": "pierce", "card": "Spell Pierce", "controller": "A", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}]
    events = [{"type": "cast", "player": "B", "object": "bears"},
              {"type": "cast", "player": "A", "object": "pierce", "targets": ["bears"]}]

    with pytest.raises(ScenarioError, match=r"events\[1\]"):
        play(objects, events, active_player="B", cards=[face])


def test_unless_pay_on_another_action_is_refused() -> None:
    """118.12a: ``unless_pay`` is a counter action's; on a draw it is refused, naming the
    field."""
    card = {"name": "Bad", "types": ["Sorcery"],
            "abilities": [{"kind": "spell", "label": "Bad.",
                           "effect": [{"do": "draw", "player": "you", "amount": 1,
                                       "unless_pay": "{1}"}]}]}
    objects = [{"id": "bad", "card": "Bad", "controller": "A", "zone": "hand"}]

    with pytest.raises(ScenarioError, match=r"unless_pay"):
        play(objects, [{"type": "cast", "player": "A", "object": "bad"}], cards=[card])
