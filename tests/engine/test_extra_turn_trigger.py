"""A triggered ability's "take an extra turn after this one" (500.7), compiled by
engine/oracle/templates_extra_turn.py: the extra turn comes directly after the current one,
whoever's turn that is."""

from __future__ import annotations

from typing import Any

from engine.oracle import compile_face
from tests.engine.event_helpers import play


def _card(name: str, text: str) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": ["Creature"], "colors": ["W"],
                            "mana_value": 2, "text": text, "power": 2, "toughness": 2}
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


# Real Oracle lines of the dev corpus (2020 wording).
MEDOMAI = _card("Medomai the Ageless", "Whenever Medomai the Ageless deals combat damage to a "
                "player, take an extra turn after this one.")
CHRONOLOGIST = _card("Lighthouse Chronologist", "At the beginning of each end step, if it's "
                     "not your turn, take an extra turn after this one.")


def _texts(result: dict[str, Any]) -> str:
    return "\n".join(step["text"] for step in result["steps"])


def test_combat_damage_to_a_player_gives_its_controller_the_next_turn() -> None:
    """Given Medomai dealing combat damage to B, when A's turn ends, then A takes the extra
    turn (500.7) instead of B taking the next one."""
    result = play([{"id": "m", "card": "Medomai the Ageless", "controller": "A"}],
                  [{"type": "attack", "attackers": [{"object": "m"}]}, {"type": "combat_damage"},
                   {"type": "end_turn"}], cards=[MEDOMAI])

    assert "500.7" in {rule for step in result["steps"] for rule in step["rules"]}
    assert result["players"]["B"]["life"] == 18


def test_an_extra_turn_during_an_opponents_turn_comes_right_after_it() -> None:
    """Given A's Lighthouse Chronologist, when B's turn ends (its end step triggers the
    ability: not A's turn), then A takes an extra turn after B's, and when that one ends B
    takes the next (101.4)."""
    result = play([{"id": "l", "card": "Lighthouse Chronologist", "controller": "A"}],
                  [{"type": "end_turn"}, {"type": "end_turn"}, {"type": "end_turn"}],
                  cards=[CHRONOLOGIST])

    texts = _texts(result)
    # A's turn ends (no trigger: A's own end step); B's end step gives A the extra turn; A's
    # extra turn ends (A's own end step again: no trigger) and B takes the next.
    assert texts.count("Lighthouse Chronologist's ability triggers") == 1
    assert "B's turn ends; A takes an extra turn." in texts
    assert texts.rstrip().endswith("A's turn ends; B, the next player in turn order, becomes "
                                   "the active player.")


MEDITATE = {"name": "Meditate", "types": ["Instant"], "colors": ["U"], "mana_value": 3,
            "text": "Draw four cards. You skip your next turn."}
MEDITATE["abilities"] = list(compile_face(MEDITATE).card_abilities())
EATER = _card("Eater of Days", "When Eater of Days enters the battlefield, you skip your next "
              "two turns.")


def _turn_notes(result: dict[str, Any]) -> list[str]:
    return [s["text"] for s in result["steps"] if "turn ends;" in s["text"]
            or "skips the turn" in s["text"]]


def test_skipping_your_next_turn_gives_the_opponent_two_in_a_row() -> None:
    """Given A cast Meditate in A's turn, when A's turn and then B's end, then A skips the turn
    A would take (614.10) and B takes the next one as well; A draws four as it resolves."""
    result = play([{"id": "m", "card": "Meditate", "owner": "A", "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "m"}, {"type": "resolve"},
                   {"type": "end_turn"}, {"type": "end_turn"}, {"type": "end_turn"}],
                  cards=[MEDITATE], players=[{"id": "A", "library": 10}, {"id": "B"}])

    notes = _turn_notes(result)
    assert notes[0].startswith("A's turn ends; B")
    assert notes[1].startswith("A skips the turn")
    assert notes[2].startswith("B's turn ends; B")
    assert notes[3].startswith("B's turn ends; A")
    assert result["players"]["A"]["library"] == 6


def test_an_extra_turn_is_one_of_the_turns_skipped() -> None:
    """Given A must skip their next two turns (Eater of Days) and has an extra turn coming,
    when A's turn ends, then the extra turn is skipped (it is A's next turn, 614.10), B takes
    the next turn, and A's turn after it is skipped too."""
    medomai = [{"id": "m", "card": "Medomai the Ageless", "controller": "A"},
               {"id": "e", "card": "Eater of Days", "owner": "A", "zone": "hand"}]
    result = play(medomai, [{"type": "attack", "attackers": [{"object": "m"}]},
                            {"type": "combat_damage"}, {"type": "enter", "object": "e"},
                            {"type": "end_turn"}, {"type": "end_turn"}, {"type": "end_turn"}],
                  cards=[MEDOMAI, EATER])

    notes = _turn_notes(result)
    assert notes[0].startswith("A skips the turn")
    assert notes[1].startswith("A's turn ends; B")
    assert notes[2].startswith("A skips the turn")
    assert notes[3].startswith("B's turn ends; B")
    assert notes[4].startswith("B's turn ends; A")
