"""Round 5 of issue 27 (engine/oracle/templates_library.py): "Scry N" (701.18a) read as a clause
of a triggered ability, a spell or an activated ability, on real lines of the dev corpus (2020
wording), with the near misses that must stay unread; and the engine's scry
(engine.turn.resolving.scry): the library's unnamed cards are its top cards (a draw takes them
first), so a scry of a library of unnamed cards changes nothing the scenario describes but is
performed and cited; with named cards in the library (their order not modelled: a card put on
the bottom would go under them) the step says it is not modelled; scry 0 is no scry event
(701.18b). The scenario runs keep golden traces."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _card(name: str, types: list[str], text: str) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": types, "subtypes": [], "colors": ["U"],
                            "mana_value": 1, "text": text}
    if "Creature" in types:
        card.update(power=1, toughness=1)
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


# --- compiling: real lines -------------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Omenspeaker", "Creature", "When Omenspeaker enters the battlefield, scry 2.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "effect": [{"do": "scry", "amount": 2}]}),
    ("Sigiled Starfish", "Creature", "{T}: Scry 1.",
     {"kind": "activated", "cost": "{T}", "effect": [{"do": "scry", "amount": 1}]}),
    ("Crystal Ball", "Artifact", "{1}, {T}: Scry 2.",
     {"kind": "activated", "cost": "{1}, {T}", "effect": [{"do": "scry", "amount": 2}]}),
    ("Magma Jet", "Instant", "Magma Jet deals 2 damage to any target. Scry 2.",
     {"kind": "spell",
      "targets": [{"player": "any", "object": {"any": [
          {"types": ["Creature"]}, {"types": ["Planeswalker"]}, {"types": ["Battle"]}]}}],
      "effect": [{"do": "damage", "object": "target", "amount": 2},
                 {"do": "scry", "amount": 2}]}),
    ("Opt", "Instant", "Scry 1. Draw a card.",
     {"kind": "spell", "effect": [{"do": "scry", "amount": 1},
                                  {"do": "draw", "player": "you", "amount": 1}]}),
])
def test_scry_lines_read_exactly(name: str, types: str, text: str,
                                 ability: dict[str, Any]) -> None:
    """Given a real line with "scry N", when compiled, then it is the exact scry action of its
    controller (701.18a), in order with the other actions (608.2c)."""
    assert _read(name, types, text) == [ability]


@pytest.mark.parametrize(("types", "text"), [
    # X (107.3) and "that many" are amounts this reader doesn't take.
    ("Instant", "Scry X."),
    ("Creature", "When Test Card enters the battlefield, scry X."),
    # Another player scries: not the controller's scry.
    ("Creature", "When Test Card enters the battlefield, target player scries 2."),
    ("Creature", "When Test Card enters the battlefield, each player scries 1."),
    # "then" joins the actions in a way the clause reader doesn't split.
    ("Creature", "When Test Card enters the battlefield, scry 2, then draw a card."),
])
def test_scry_near_misses_stay_unread(types: str, text: str) -> None:
    """Given a near miss (an X scry, another player scrying), when compiled, then the line is
    left whole."""
    assert _unread("Test Card", types, text)


# --- running: the engine's scry --------------------------------------------------------------


OMENSPEAKER = _card("Omenspeaker", ["Creature"], "When Omenspeaker enters the battlefield, "
                    "scry 2.")
OPT = _card("Opt", ["Instant"], "Scry 1. Draw a card.")
STARFISH = _card("Sigiled Starfish", ["Creature"], "{T}: Scry 1.")


def _scry_steps(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [s for s in result["steps"] if "701.18a" in s["rules"]]


def test_a_triggered_scry_of_unnamed_cards_is_performed_and_cited() -> None:
    """Given Omenspeaker entering with 53 unnamed cards in A's library, when its trigger
    resolves, then A scries 2 (701.18a), cited, and the library still holds 53 cards."""
    result = play([{"id": "o", "card": "Omenspeaker", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "o"}], cards=[OMENSPEAKER])

    steps = _scry_steps(result)
    assert len(steps) == 1 and "2" in steps[0]["text"]
    assert result["players"]["A"]["library"] == 53


def test_a_spell_scries_before_its_draw() -> None:
    """Given Opt cast by A, when it resolves, then A scries 1 (701.18a) and then draws one
    card (608.2c: in the order written): the library holds 52."""
    result = play([{"id": "opt", "card": "Opt", "owner": "A", "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "opt"}, {"type": "resolve"}],
                  cards=[OPT])

    texts = [s["text"] for s in result["steps"]]
    scry = next(i for i, s in enumerate(result["steps"]) if "701.18a" in s["rules"])
    draw = next(i for i, s in enumerate(result["steps"]) if "121.1" in s["rules"] and i > scry)
    assert scry < draw, texts
    assert result["players"]["A"]["library"] == 52
    assert result["objects"]["opt"]["zone"] == "graveyard"


def test_an_activated_scry_resolves() -> None:
    """Given Sigiled Starfish under A's control, when A activates it and it resolves, then A
    scries 1 (701.18a) and the Starfish is tapped (its cost)."""
    result = play([{"id": "s", "card": "Sigiled Starfish", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "s", "ability": 0},
                   {"type": "resolve"}], cards=[STARFISH])

    assert len(_scry_steps(result)) == 1
    assert result["objects"]["s"]["tapped"] is True


def test_a_scry_with_named_cards_in_the_library_says_their_order_is_not_modelled() -> None:
    """Given A's library of 1 unnamed card and a named Opt in it, when A scries 2, then the
    step names the Opt and says where the cards go isn't modelled (the engine doesn't model
    the library's order); the Opt stays in the library."""
    result = play([{"id": "o", "card": "Omenspeaker", "owner": "A", "zone": "hand"},
                   {"id": "opt", "card": "Opt", "owner": "A", "zone": "library"}],
                  [{"type": "enter", "object": "o"}], cards=[OMENSPEAKER, OPT],
                  players=[{"id": "A", "library": 1}, {"id": "B"}])

    steps = _scry_steps(result)
    assert len(steps) == 1 and "Opt" in steps[0]["text"]
    assert "not modelled" in steps[0]["text"].lower() or "모델링" in steps[0]["text"]
    assert result["objects"]["opt"]["zone"] == "library"


def test_a_scry_of_a_short_library_of_unnamed_cards_looks_at_what_there_is() -> None:
    """Given A's library of 1 unnamed card and nothing named, when A scries 2, then A looks at
    the one card (701.18a: no more are there) and nothing is said to be unmodelled."""
    result = play([{"id": "o", "card": "Omenspeaker", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "o"}], cards=[OMENSPEAKER],
                  players=[{"id": "A", "library": 1}, {"id": "B"}])

    steps = _scry_steps(result)
    assert len(steps) == 1 and "Opt" not in steps[0]["text"]
    assert result["players"]["A"]["library"] == 1


def test_a_scry_of_the_top_unnamed_cards_above_a_named_card_is_not_modelled() -> None:
    """Given A's library of 53 unnamed cards and a named Opt, when A scries 2, then the step
    says it is not modelled: a card put on the bottom would go under the Opt, which the state
    (a count above the named cards) can't say."""
    result = play([{"id": "o", "card": "Omenspeaker", "owner": "A", "zone": "hand"},
                   {"id": "opt", "card": "Opt", "owner": "A", "zone": "library"}],
                  [{"type": "enter", "object": "o"}], cards=[OMENSPEAKER, OPT])

    steps = _scry_steps(result)
    assert len(steps) == 1 and "Not modelled" in steps[0]["text"]
    assert result["players"]["A"]["library"] == 53


def test_scry_zero_is_no_scry_event() -> None:
    """Given a scenario card whose trigger says scry 0, when it resolves, then no scry event
    occurs (701.18b) and the step cites it."""
    card = {"name": "Zero Seer", "types": ["Creature"], "power": 1, "toughness": 1,
            "mana_value": 1, "abilities": [
                {"kind": "triggered", "label": "When ~ enters, scry 0.",
                 "trigger": {"on": "enters", "object": "self"},
                 "effect": [{"do": "scry", "amount": 0}]}]}
    result = play([{"id": "z", "card": "Zero Seer", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "z"}], cards=[card])

    assert _scry_steps(result) == []
    assert any("701.18b" in s["rules"] for s in result["steps"])
