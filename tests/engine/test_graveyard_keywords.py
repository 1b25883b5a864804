"""Issue 27 round 9, lane zones9 (engine/oracle/templates_zone.py, engine/turn/casting.py,
engine/turn/resolving.py, engine/game/perform.py): keyword abilities that a card in its
owner's graveyard activates. Unearth (702.84a in the current rules; the shipped Korean text has
no 702 subrules) returns the card with haste, exiles it at the next end step and instead of
leaving the battlefield any other way; scavenge (702.97a) exiles the card as its cost and puts
+1/+1 counters as many as its power on target creature. Both activate only as a sorcery."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole

UNEARTH_REMINDER = ("Unearth {2}{B} ({2}{B}: Return this card from your graveyard to the "
                    "battlefield. It gains haste. Exile it at the beginning of the next end step "
                    "or if it would leave the battlefield. Unearth only as a sorcery.)")
SCAVENGE_REMINDER = ("Scavenge {3}{G}{G} ({3}{G}{G}, Exile this card from your graveyard: Put a "
                     "number of +1/+1 counters equal to this card's power on target creature. "
                     "Scavenge only as a sorcery.)")


def _face(name: str, types: str, text: str, power: int = 3) -> dict[str, Any]:
    face: dict[str, Any] = {"name": name, "types": types.split(" "), "text": text}
    if "Creature" in face["types"]:
        face.update(power=power, toughness=1)
    return face


def _card(face: dict[str, Any]) -> dict[str, Any]:
    return {**face, "mana_value": 2, "abilities": list(compile_face(face).card_abilities())}


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


# --- the lines ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "ability"), [
    (UNEARTH_REMINDER, {"kind": "unearth", "cost": "{2}{B}"}),
    ("Unearth {R}", {"kind": "unearth", "cost": "{R}"}),
    (SCAVENGE_REMINDER, {"kind": "scavenge", "cost": "{3}{G}{G}"}),
    ("Scavenge {4}{B}{G}", {"kind": "scavenge", "cost": "{4}{B}{G}"}),
])
def test_unearth_and_scavenge_lines_are_their_abilities(text: str,
                                                        ability: dict[str, Any]) -> None:
    """Given a creature card's "Unearth [cost]" or "Scavenge [cost]" line (702.84a, 702.97a),
    when it is compiled, then it is the keyword ability with that mana cost."""
    assert read_whole(_face("Test Digger", "Creature", text)) == [ability]


@pytest.mark.parametrize(("types", "text"), [
    ("Artifact", "Unearth {2}"),
    ("Enchantment", "Scavenge {G}"),
    ("Creature", "Unearth {X}{B}"),
    ("Creature", "Scavenge—Sacrifice a creature."),
])
def test_unearth_and_scavenge_near_misses_stay_unread(types: str, text: str) -> None:
    """Given an unearth or scavenge line on a card that isn't a creature card, or with a cost
    that isn't mana symbols alone, when it is compiled, then it stays unread (the power of "this
    card" and its return need a creature card; X would be chosen as it is activated)."""
    assert compile_face(_face("Test Near Miss", types, text)).not_modelled


# --- the engine: unearth -----------------------------------------------------------------------

DIGGER = _face("Test Digger", "Creature", "Unearth {B}")
SCAVENGER = _face("Test Scavenger", "Creature", "Scavenge {G}", power=3)
WEAK_SCAVENGER = _face("Test Weak Scavenger", "Creature", "Scavenge {G}", power=0)
BEARS = {"name": "Test Bears", "types": ["Creature"], "mana_value": 2, "power": 2,
         "toughness": 2, "abilities": []}
CARDS = [_card(DIGGER), _card(SCAVENGER), _card(WEAK_SCAVENGER), BEARS]
IN_GRAVEYARD = {"id": "d", "card": "Test Digger", "owner": "A", "zone": "graveyard"}
UNEARTH = {"type": "activate", "player": "A", "object": "d", "ability": 0}


def _play(objects: list[dict[str, Any]], events: list[dict[str, Any]],
          **extra: Any) -> dict[str, Any]:
    return play(objects, events, cards=CARDS, **extra)


def test_unearth_returns_the_card_with_haste() -> None:
    """Given Test Digger in A's graveyard, when A activates its unearth ability and it resolves,
    then the card is on the battlefield under A's control and, though it just came under A's
    control, attacks: it has haste (702.84a, 302.6)."""
    result = _play([IN_GRAVEYARD], [UNEARTH, {"type": "resolve"},
                                    {"type": "attack", "attackers": [{"object": "d"}]}])

    assert result["objects"]["d"]["zone"] == "battlefield"
    assert result["objects"]["d"]["controller"] == "A"
    assert "Haste" in result["objects"]["d"]["keywords"]
    assert {"702.84a", "113.6", "508.1a"} <= _rules(result)


def test_an_unearthed_creature_is_exiled_at_the_next_end_step() -> None:
    """Given Test Digger unearthed this turn, when the turn's end step begins, then the delayed
    triggered ability exiles it (702.84a, 603.7)."""
    result = _play([IN_GRAVEYARD], [UNEARTH, {"type": "resolve"}, {"type": "end_turn"}])

    assert result["objects"]["d"]["zone"] == "exile"
    assert "603.7b" in _rules(result)


@pytest.mark.parametrize("leaving", [
    {"type": "move", "object": "d", "to": "hand"},
    {"type": "destroy", "target": "d"},
    {"type": "move", "object": "d", "to": "library"},
])
def test_an_unearthed_creature_that_would_leave_is_exiled_instead(
        leaving: dict[str, Any]) -> None:
    """Given Test Digger unearthed, when it would be returned to its owner's hand, destroyed or
    put into its library, then it is exiled instead (702.84a: "If it would leave the
    battlefield, exile it instead of putting it anywhere else", a replacement, 614.1a)."""
    result = _play([IN_GRAVEYARD], [UNEARTH, {"type": "resolve"}, leaving])

    assert result["objects"]["d"]["zone"] == "exile"
    assert {"702.84a", "614.1a"} <= _rules(result)


def test_a_creature_that_wasnt_unearthed_leaves_as_usual() -> None:
    """Given Test Digger cast (not unearthed) on the battlefield, when it is returned to its
    owner's hand, then it goes there: only the permanent unearth returned is exiled instead."""
    result = _play([{"id": "d", "card": "Test Digger", "controller": "A"}],
                   [{"type": "move", "object": "d", "to": "hand"}])

    assert result["objects"]["d"]["zone"] == "hand"


def test_unearth_that_finds_a_new_object_does_nothing() -> None:
    """Given A's unearth ability on the stack, when Test Digger leaves the graveyard and comes
    back before it resolves, then it does nothing: the card is a new object (400.7)."""
    result = _play([IN_GRAVEYARD], [
        UNEARTH, {"type": "move", "object": "d", "to": "exile"},
        {"type": "move", "object": "d", "to": "graveyard"}, {"type": "resolve"}])

    assert result["objects"]["d"]["zone"] == "graveyard"
    assert "400.7" in _rules(result)


@pytest.mark.parametrize(("objects", "events", "field"), [
    # 702.84a: "Activate only as a sorcery": not with a spell on the stack (307.1).
    ([IN_GRAVEYARD, {"id": "g", "card": "Test Digger", "owner": "A", "zone": "graveyard"}],
     [{**UNEARTH, "object": "g"}, UNEARTH], "events[1]"),
    # Nor in an opponent's turn.
    ([{**IN_GRAVEYARD, "owner": "B"}], [{**UNEARTH, "player": "B"}], "events[0]"),
    # 113.6: the ability functions only in a graveyard.
    ([{"id": "d", "card": "Test Digger", "controller": "A"}], [UNEARTH], "events[0].object"),
])
def test_unearth_outside_its_timing_or_zone_is_refused(objects: list[dict[str, Any]],
                                                       events: list[dict[str, Any]],
                                                       field: str) -> None:
    """Given an unearth ability activated at instant speed or from the battlefield, when the
    scenario runs, then the event is refused, naming it (702.84a, 307.1, 113.6)."""
    with pytest.raises(ScenarioError) as error:
        _play(objects, events)

    assert error.value.path == field


# --- the engine: scavenge ----------------------------------------------------------------------

def _scavenge(card: str = "Test Scavenger", *more: dict[str, Any]) -> dict[str, Any]:
    return _play([{"id": "s", "card": card, "owner": "A", "zone": "graveyard"},
                  {"id": "b", "card": "Test Bears", "controller": "B"}],
                 [{"type": "activate", "player": "A", "object": "s", "ability": 0,
                   "targets": ["b"]}, *more, {"type": "resolve"}])


def test_scavenge_exiles_the_card_and_puts_its_power_in_counters() -> None:
    """Given Test Scavenger (power 3) in A's graveyard, when A scavenges it targeting B's Test
    Bears, then the card is exiled as the cost and the bears get three +1/+1 counters (702.97a:
    any creature may be the target)."""
    result = _scavenge()

    assert result["objects"]["s"]["zone"] == "exile"
    assert result["objects"]["b"]["counters"] == {"+1/+1": 3}
    assert {"702.97a", "602.2b"} <= _rules(result)


def test_scavenge_counts_the_exiled_cards_power_even_if_it_leaves_exile() -> None:
    """Given Test Scavenger scavenged, when the exiled card moves again before the ability
    resolves, then the bears still get three counters: the power is the card's as it was
    exiled, paid as the cost (702.97a, 608.2h)."""
    result = _scavenge("Test Scavenger", {"type": "move", "object": "s", "to": "graveyard"})

    assert result["objects"]["b"]["counters"] == {"+1/+1": 3}


def test_scavenging_a_card_with_power_zero_puts_no_counters() -> None:
    """Given Test Weak Scavenger (power 0), when it is scavenged, then the target gets no
    counters (702.97a: a number equal to its power, 0)."""
    result = _scavenge("Test Weak Scavenger")

    assert result["objects"]["b"]["counters"] == {}
    assert result["objects"]["s"]["zone"] == "exile"


def test_scavenge_in_an_opponents_turn_is_refused() -> None:
    """Given Test Scavenger in B's graveyard in A's turn, when B scavenges it, then the event is
    refused: scavenge is activated only as a sorcery (702.97a, 307.1)."""
    with pytest.raises(ScenarioError) as error:
        _play([{"id": "s", "card": "Test Scavenger", "owner": "B", "zone": "graveyard"},
               {"id": "b", "card": "Test Bears", "controller": "B"}],
              [{"type": "activate", "player": "B", "object": "s", "ability": 0,
                "targets": ["b"]}])

    assert error.value.path == "events[0]"


# --- dredge ------------------------------------------------------------------------------------

DREDGE_REMINDER = ("Dredge 2 (If you would draw a card, you may mill two cards instead. If you "
                   "do, return this card from your graveyard to your hand.)")
DREDGER = _face("Test Dredger", "Creature", DREDGE_REMINDER)
DRAW = {"type": "draw", "player": "A", "amount": 1}
DREDGER_IN_GRAVEYARD = {"id": "g", "card": "Test Dredger", "owner": "A", "zone": "graveyard"}


def _dredge(choices: list[dict[str, Any]], library: int = 10) -> dict[str, Any]:
    return play([DREDGER_IN_GRAVEYARD], [DRAW], cards=[_card(DREDGER)], choices=choices,
                players=[{"id": "A", "library": library}, {"id": "B"}])


@pytest.mark.parametrize(("text", "amount"), [(DREDGE_REMINDER, 2), ("Dredge 5", 5)])
def test_a_dredge_line_is_the_dredge_ability(text: str, amount: int) -> None:
    """Given a "Dredge N" line, when it is compiled, then it is the dredge ability with that N
    (702.52a)."""
    assert read_whole(_face("Test Dredger", "Creature", text)) == [
        {"kind": "dredge", "amount": amount}]


def test_dredging_mills_and_returns_the_card_instead_of_drawing() -> None:
    """Given Test Dredger (dredge 2) in A's graveyard and 10 cards in A's library, when A would
    draw and chooses to dredge it, then A mills two cards and the card returns to A's hand: the
    library holds 8 and A drew nothing (702.52a, 701.13a)."""
    result = _dredge([{"player": "A", "choose": "g"}])

    assert result["objects"]["g"]["zone"] == "hand"
    assert result["players"]["A"]["library"] == 8
    assert {"702.52a", "701.13a"} <= _rules(result)


def test_choosing_to_draw_draws_and_leaves_the_dredge_card() -> None:
    """Given Test Dredger in A's graveyard, when A would draw and chooses to draw, then A draws
    (121.1) and the card stays in the graveyard."""
    result = _dredge([{"player": "A", "choose": "draw"}])

    assert result["objects"]["g"]["zone"] == "graveyard"
    assert result["players"]["A"]["library"] == 9


def test_dredge_with_too_few_cards_in_the_library_isnt_offered() -> None:
    """Given Test Dredger (dredge 2) and one card in A's library, when A would draw, then no
    question is asked and A draws: dredge needs at least N cards in the library (702.52a)."""
    result = _dredge([], library=1)

    assert result["objects"]["g"]["zone"] == "graveyard"
    assert result["players"]["A"]["library"] == 0
    assert "pending_choice" not in result or result["pending_choice"] is None


def test_a_dredge_question_waits_for_its_answer() -> None:
    """Given Test Dredger in A's graveyard and no answer, when A would draw, then the engine
    stops with A's question: draw, or dredge Test Dredger (702.52a: "you may")."""
    result = _dredge([])

    assert [option["id"] for option in result["pending_choice"]["options"]] == ["draw", "g"]
