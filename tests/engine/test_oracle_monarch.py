"""The monarch (724 of the current rules; 720 in the 2022 text): the player's designation
(scenario ``players[].monarch``), "you become the monarch" (the ``become_monarch`` action,
724.3: one monarch at a time), the monarch's two inherent triggered abilities without a source
(724.2: the end step draw, combat damage passing the title; engine/abilities/monarch.py), the
title passing on as the monarch leaves the game (724.4), and "if you're the monarch" (603.4).
Each scenario keeps a golden trace.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

# Real cards of the dev corpus (2020 Oracle text).
CANAL_COURIER = "When Canal Courier enters the battlefield, you become the monarch."
THRONE_WARDEN = ("At the beginning of your end step, if you're the monarch, put a +1/+1 counter "
                 "on Throne Warden.")
KEEPER_OF_KEYS_UPKEEP = ("At the beginning of your upkeep, if you are the monarch, creatures "
                         "you control can't be blocked this turn.")


def _face(name: str, text: str, pt: tuple[int, int] = (3, 5)) -> dict[str, Any]:
    return {"name": name, "types": ["Creature"], "subtypes": [], "supertypes": [],
            "colors": ["U"], "mana_value": 2, "power": pt[0], "toughness": pt[1], "text": text}


def _card(name: str, text: str, pt: tuple[int, int] = (3, 5)) -> dict[str, Any]:
    face = _face(name, text, pt)
    compiled = compile_face(face)
    assert compiled.not_modelled == (), compiled.lines
    return {**face, "abilities": list(compiled.card_abilities())}


# --- the compiler -----------------------------------------------------------------------------

def test_you_become_the_monarch_reads_to_the_become_monarch_action() -> None:
    """Given Canal Courier's enters trigger, when it is compiled, then its effect is
    ``become_monarch`` for its controller (724.3)."""
    assert read_whole(_face("Canal Courier", CANAL_COURIER)) == [
        {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
         "effect": [{"do": "become_monarch", "player": "you"}]}]


def test_if_youre_the_monarch_reads_to_an_intervening_if() -> None:
    """Given Throne Warden, when it is compiled, then its end step trigger has the intervening
    "if" ``monarch`` (603.4)."""
    assert read_whole(_face("Throne Warden", THRONE_WARDEN)) == [
        {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "end", "player": "you"},
         "if": {"monarch": True},
         "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1,
                     "object": "self"}]}]


@pytest.mark.parametrize("line", [
    "When Canal Courier enters the battlefield, target player becomes the monarch.",
    "When Canal Courier enters the battlefield, exile target creature an opponent controls "
    "until an opponent becomes the monarch.",
    "Whenever you become the monarch, draw a card.",
])
def test_near_misses_stay_unread(line: str) -> None:
    """Given another player becoming the monarch, a duration until someone does, or a trigger
    on becoming it, when it is compiled, then the line stays unread."""
    assert not compile_face(_face("Canal Courier", line)).lines[0].claimed


# --- the engine -------------------------------------------------------------------------------

COURIER = _card("Canal Courier", CANAL_COURIER)
WARDEN = _card("Throne Warden", THRONE_WARDEN, pt=(1, 1))
BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2, "colors": ["G"],
        "mana_value": 2}


def _library(result: dict[str, Any], player: str) -> int:
    library: int = result["players"][player]["library"]
    return library


def _courier_enters(ident: str = "c") -> dict[str, Any]:
    return {"type": "move", "object": ident, "to": "battlefield"}


def test_the_monarch_draws_at_the_beginning_of_their_end_step() -> None:
    """724.2: given Canal Courier entering under A's control, when A's turn ends, then A is
    the monarch and draws one card at the beginning of the end step, citing 724.2."""
    result = play([{"id": "c", "card": "Canal Courier", "controller": "A", "zone": "hand"}],
                  [_courier_enters(), {"type": "end_turn"}], cards=[COURIER])

    assert result["players"]["A"].get("monarch") is True
    assert _library(result, "A") == 52
    assert any("724.2" in s["rules"] for s in result["steps"] if s["kind"] == "trigger")


def test_the_monarch_draws_only_at_their_own_end_step() -> None:
    """724.2 ("the monarch's end step"): given B is the monarch, when A's turn ends, then no
    one draws."""
    result = play([], [{"type": "end_turn"}],
                  players=[{"id": "A"}, {"id": "B", "monarch": True}])

    assert (_library(result, "A"), _library(result, "B")) == (53, 53)


def test_combat_damage_to_the_monarch_makes_the_creatures_controller_the_monarch() -> None:
    """724.2, 724.3: given A is the monarch, when B's creature deals combat damage to A, then B
    becomes the monarch and A ceases to be."""
    result = play([{"id": "b", "card": "Bear", "controller": "B"}],
                  [{"type": "damage", "source": "b", "target": "A", "amount": 2,
                    "combat": True}],
                  cards=[BEAR], players=[{"id": "A", "monarch": True}, {"id": "B"}])

    assert "monarch" not in result["players"]["A"]
    assert result["players"]["B"].get("monarch") is True


def test_noncombat_damage_to_the_monarch_changes_nothing() -> None:
    """724.2 ("combat damage"): given A is the monarch, when B's creature deals noncombat
    damage to A, then A stays the monarch."""
    result = play([{"id": "b", "card": "Bear", "controller": "B"}],
                  [{"type": "damage", "source": "b", "target": "A", "amount": 2}],
                  cards=[BEAR], players=[{"id": "A", "monarch": True}, {"id": "B"}])

    assert result["players"]["A"].get("monarch") is True


def test_becoming_the_monarch_twice_draws_once() -> None:
    """724.3: given two Canal Couriers entering under A's control, when A's turn ends, then
    the second trigger changes nothing (A is already the monarch) and A draws one card."""
    result = play([{"id": "c", "card": "Canal Courier", "controller": "A", "zone": "hand"},
                   {"id": "d", "card": "Canal Courier", "controller": "A", "zone": "hand"}],
                  [_courier_enters("c"), _courier_enters("d"), {"type": "end_turn"}],
                  cards=[COURIER])

    assert _library(result, "A") == 52
    assert sum(1 for s in result["steps"] if "already the monarch" in s["text"]) == 1


def test_a_monarch_who_leaves_the_game_passes_the_title_to_the_active_player() -> None:
    """724.4: given three players, B the monarch and A active, when B loses the game, then A
    becomes the monarch at the same time."""
    result = play([], [{"type": "lose_life", "player": "B", "amount": 20}],
                  players=[{"id": "A"}, {"id": "B", "monarch": True}, {"id": "C"}])

    assert result["players"]["B"]["lost"] is True
    assert result["players"]["A"].get("monarch") is True
    assert any("724.4" in s["rules"] for s in result["steps"])


def test_an_active_monarch_who_leaves_passes_the_title_to_the_next_player() -> None:
    """724.4: given three players, A the active player and the monarch, when A loses the game,
    then B, the next player in turn order, becomes the monarch."""
    result = play([], [{"type": "lose_life", "player": "A", "amount": 20}],
                  players=[{"id": "A", "monarch": True}, {"id": "B"}, {"id": "C"}])

    assert result["players"]["B"].get("monarch") is True


@pytest.mark.parametrize(("monarch", "counters"), [(True, 1), (False, 0)])
def test_throne_wardens_counter_needs_the_monarch(monarch: bool, counters: int) -> None:
    """603.4: given Throne Warden and A the monarch or not, when A's end step begins, then it
    gets a +1/+1 counter only if A is the monarch (as the monarch, A also orders it with the
    monarch's draw trigger, 603.3b: the draw first on the stack)."""
    choices = [{"player": "A", "choose": "monarch^2"}] if monarch else []
    result = play([{"id": "w", "card": "Throne Warden", "controller": "A"}],
                  [{"type": "end_turn"}], cards=[WARDEN], choices=choices,
                  players=[{"id": "A", "monarch": monarch}, {"id": "B"}])

    assert result.get("pending_choice") is None
    assert result["objects"]["w"].get("counters", {}).get("+1/+1", 0) == counters
    assert _library(result, "A") == 53 - counters


KEEPER = _card("Keeper of Keys", KEEPER_OF_KEYS_UPKEEP, pt=(1, 1))


def test_keeper_of_keys_upkeep_line_reads_with_the_monarch_condition() -> None:
    """Given Keeper of Keys' upkeep trigger (a near miss of round 8's cant8 lane only for its
    "if you are the monarch"), when it is compiled, then it is the group restriction on
    creatures its controller controls under the intervening "if" ``monarch``."""
    assert read_whole(_face("Keeper of Keys", KEEPER_OF_KEYS_UPKEEP)) == [
        {"kind": "triggered",
         "trigger": {"on": "beginning_of", "step": "upkeep", "player": "you"},
         "if": {"monarch": True},
         "effect": [{"do": "modify", "cant": ["be_blocked"], "duration": "end_of_turn",
                     "objects": {"types": ["Creature"], "controller": "you"}}]}]


@pytest.mark.parametrize("monarch", [True, False])
def test_keeper_of_keys_makes_creatures_unblockable_only_for_the_monarch(monarch: bool) -> None:
    """603.4, 509.1b: given Keeper of Keys and A the monarch or not, when A's upkeep begins and
    B blocks A's attacking Keeper, then the block is refused only if A is the monarch."""
    objects = [{"id": "k", "card": "Keeper of Keys", "controller": "A"},
               {"id": "b", "card": "Bear", "controller": "B"}]
    events = [{"type": "upkeep"},
              {"type": "attack", "attackers": [{"object": "k", "defending": "B"}]},
              {"type": "block", "blockers": [{"object": "b", "blocking": "k"}]}]
    players = [{"id": "A", "monarch": monarch}, {"id": "B"}]
    if monarch:
        with pytest.raises(ScenarioError, match=r"events\[2\].*can't block.*509\.1b"):
            play(objects, events, cards=[KEEPER, BEAR], players=players)
        return
    result = play(objects, events, cards=[KEEPER, BEAR], players=players)

    assert result["objects"]["b"]["blocking"] == ["k"]


def test_two_monarchs_are_a_clear_error() -> None:
    """724.3: given two players marked as the monarch, when the scenario is loaded, then the
    error names the second one's field."""
    with pytest.raises(ScenarioError) as error:
        play([], players=[{"id": "A", "monarch": True}, {"id": "B", "monarch": True}])

    assert "players[1].monarch" in str(error.value) and "724.3" in str(error.value)


def test_a_spells_become_monarch_takes_the_title() -> None:
    """724.3: given B the monarch and A's sorcery "You become the monarch." (the effect
    language's ``become_monarch`` on a spell), when it resolves, then A is the monarch and B
    isn't."""
    card = {"name": "Test Crown", "types": ["Sorcery"], "colors": ["W"], "mana_value": 2,
            "text": "You become the monarch.",
            "abilities": [{"kind": "spell", "label": "You become the monarch.",
                           "effect": [{"do": "become_monarch", "player": "you"}]}]}
    result = play([{"id": "s", "card": "Test Crown", "controller": "A", "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "s"}, {"type": "resolve"}],
                  cards=[card], players=[{"id": "A"}, {"id": "B", "monarch": True}])

    assert result["players"]["A"].get("monarch") is True
    assert "monarch" not in result["players"]["B"]
