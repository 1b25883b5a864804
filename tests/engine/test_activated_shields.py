"""An activated ability's prevention shield on its target (615.7): "{T}: Prevent the next N
damage that would be dealt to any target this turn." The ability declares its target as it is
activated (115.1, 602.2b), and the shield is created as it resolves, on what it targeted; it
depletes as it prevents and ends with the turn. Real Oracle lines of the dev corpus (2020
wording) read by engine/oracle/templates_bridge.py, played by the engine; each run keeps a
golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from engine.oracle.templates_spells import ANY_TARGET
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _card(name: str, text: str, pt: int = 1) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": ["Creature"], "colors": ["W"],
                            "mana_value": 2, "power": pt, "toughness": pt, "text": text}
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


# Master Healer's and Kei Takahashi's lines.
HEALER = _card("Healer", "{T}: Prevent the next 4 damage that would be dealt to any target "
                         "this turn.")
KEI = _card("Kei", "{T}: Prevent the next 2 damage that would be dealt to target creature "
                   "this turn.")
OGRE = _card("Ogre", "", pt=3)


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Master Healer", "{T}: Prevent the next 4 damage that would be dealt to any target this "
     "turn.",
     {"kind": "prevention", "cost": "{T}", "targets": [ANY_TARGET],
      "event": {"type": "damage", "players": "target", "permanents": "targets"},
      "prevent": {"next": 4}, "duration": "end_of_turn"}),
    ("Kei Takahashi", "{T}: Prevent the next 2 damage that would be dealt to target creature "
     "this turn.",
     {"kind": "prevention", "cost": "{T}", "targets": [{"object": {"types": ["Creature"]}}],
      "event": {"type": "damage", "permanents": "targets"},
      "prevent": {"next": 2}, "duration": "end_of_turn"}),
    ("Treefolk Healer", "{2}{W}, {T}: Prevent the next 2 damage that would be dealt to any "
     "target this turn.",
     {"kind": "prevention", "cost": "{2}{W}, {T}", "targets": [ANY_TARGET],
      "event": {"type": "damage", "players": "target", "permanents": "targets"},
      "prevent": {"next": 2}, "duration": "end_of_turn"}),
    ("Argivian Blacksmith", "{T}: Prevent the next 2 damage that would be dealt to target "
     "artifact creature this turn.",
     {"kind": "prevention", "cost": "{T}",
      "targets": [{"object": {"types": ["Artifact", "Creature"]}}],
      "event": {"type": "damage", "permanents": "targets"},
      "prevent": {"next": 2}, "duration": "end_of_turn"}),
    ("Ordruun Commando", "{W}: Prevent the next 1 damage that would be dealt to Ordruun "
     "Commando this turn.",
     {"kind": "prevention", "cost": "{W}", "event": {"type": "damage", "permanents": "self"},
      "prevent": {"next": 1}, "duration": "end_of_turn"}),
    ("Conservator", "{3}, {T}: Prevent the next 2 damage that would be dealt to you this turn.",
     {"kind": "prevention", "cost": "{3}, {T}", "event": {"type": "damage", "players": "you"},
      "prevent": {"next": 2}, "duration": "end_of_turn"}),
])
def test_activated_shield_lines_read_exactly(name: str, text: str,
                                             ability: dict[str, Any]) -> None:
    """Given a real activated "Prevent the next N damage ... this turn." line, when compiled,
    then it is a prevention shield with its cost and its one target (615.7)."""
    assert _read(name, "Creature", text) == [ability]


@pytest.mark.parametrize("text", [
    "{T}: Prevent the next 1 damage that would be dealt to target creature or player this "
    "turn.",
    "{T}: Prevent the next X damage that would be dealt to any target this turn.",
    "{T}: Prevent all damage that would be dealt to target creature this turn.",
    "{T}: The next 1 damage that would be dealt to any target this turn is dealt to Test "
    "Card instead.",
    "{T}: Prevent the next 1 damage that would be dealt to another target creature this "
    "turn.",
    "{T}: Prevent the next 1 combat damage that would be dealt to you this turn.",
])
def test_activated_shield_near_misses_stay_unread(text: str) -> None:
    """Given other recipients ("another target", "creature or player"), X, "all", combat
    damage only or a redirection, when compiled, then the line is left whole."""
    assert _unread("Test Card", "Creature", text)


def test_the_shield_prevents_damage_to_its_target() -> None:
    """615.7: given Healer activated targeting A's Ogre and resolved, when 3 damage is dealt to
    the Ogre, then all 3 are prevented and it survives."""
    result = play([{"id": "h", "card": "Healer", "controller": "A", "timestamp": 1},
                   {"id": "o", "card": "Ogre", "controller": "A", "timestamp": 2},
                   {"id": "x", "card": "Ogre", "controller": "B", "timestamp": 3}],
                  [{"type": "activate", "player": "A", "object": "h", "ability": 0,
                    "targets": ["o"]},
                   {"type": "resolve"},
                   {"type": "damage", "source": "x", "target": "o", "amount": 3}],
                  cards=[HEALER, OGRE])

    assert result["objects"]["h"]["tapped"]
    assert result["objects"]["o"]["zone"] == "battlefield"
    assert result["objects"]["o"]["damage"] == 0
    assert "615.7" in {r for s in result["steps"] for r in s["rules"]}


def test_the_shield_depletes() -> None:
    """615.7: given Kei's 2-damage shield on the Ogre, when 3 and then 2 damage are dealt to
    it, then 2 of the first are prevented and the rest is dealt (1 + 2: it dies)."""
    result = play([{"id": "k", "card": "Kei", "controller": "A", "timestamp": 1},
                   {"id": "o", "card": "Ogre", "controller": "A", "timestamp": 2},
                   {"id": "x", "card": "Ogre", "controller": "B", "timestamp": 3}],
                  [{"type": "activate", "player": "A", "object": "k", "ability": 0,
                    "targets": ["o"]},
                   {"type": "resolve"},
                   {"type": "damage", "source": "x", "target": "o", "amount": 3},
                   {"type": "damage", "source": "x", "target": "o", "amount": 2}],
                  cards=[KEI, OGRE])

    assert result["objects"]["o"]["zone"] == "graveyard"


def test_the_shield_protects_a_player_target() -> None:
    """115.4: "any target" may be a player: given Healer targeting A, when 3 damage is dealt
    to A, then none is dealt (life stays 20)."""
    result = play([{"id": "h", "card": "Healer", "controller": "A", "timestamp": 1},
                   {"id": "x", "card": "Ogre", "controller": "B", "timestamp": 3}],
                  [{"type": "activate", "player": "A", "object": "h", "ability": 0,
                    "targets": ["A"]},
                   {"type": "resolve"},
                   {"type": "damage", "source": "x", "target": "A", "amount": 3}],
                  cards=[HEALER, OGRE])

    assert result["players"]["A"]["life"] == 20


def test_another_permanent_is_not_shielded() -> None:
    """615.7: the shield is on its target only: given Healer targeting A's Ogre, when damage
    is dealt to B's Ogre, then it is dealt."""
    result = play([{"id": "h", "card": "Healer", "controller": "A", "timestamp": 1},
                   {"id": "o", "card": "Ogre", "controller": "A", "timestamp": 2},
                   {"id": "x", "card": "Ogre", "controller": "B", "timestamp": 3}],
                  [{"type": "activate", "player": "A", "object": "h", "ability": 0,
                    "targets": ["o"]},
                   {"type": "resolve"},
                   {"type": "damage", "source": "o", "target": "x", "amount": 3}],
                  cards=[HEALER, OGRE])

    assert result["objects"]["x"]["zone"] == "graveyard"


COMMANDO = _card("Commando", "{W}: Prevent the next 1 damage that would be dealt to Commando "
                            "this turn.", pt=2)
BULWARK = _card("Bulwark", "{T}: Prevent the next 1 damage that would be dealt to you this "
                           "turn.")


def test_a_shield_on_its_source() -> None:
    """615.7: given Commando (2/2) activated and resolved, when 2 damage is dealt to it, then
    1 is prevented and it survives with 1 damage."""
    result = play([{"id": "c", "card": "Commando", "controller": "A", "timestamp": 1},
                   {"id": "x", "card": "Ogre", "controller": "B", "timestamp": 2}],
                  [{"type": "activate", "player": "A", "object": "c", "ability": 0},
                   {"type": "resolve"},
                   {"type": "damage", "source": "x", "target": "c", "amount": 2}],
                  cards=[COMMANDO, OGRE])

    assert result["objects"]["c"]["zone"] == "battlefield"
    assert result["objects"]["c"]["damage"] == 1


def test_a_shield_on_its_controller() -> None:
    """615.7: given Bulwark's shield on A (its controller), when 3 damage is dealt to A and 3
    to B, then A loses 2 and B 3."""
    result = play([{"id": "b", "card": "Bulwark", "controller": "A", "timestamp": 1},
                   {"id": "x", "card": "Ogre", "controller": "B", "timestamp": 2}],
                  [{"type": "activate", "player": "A", "object": "b", "ability": 0},
                   {"type": "resolve"},
                   {"type": "damage", "source": "x", "target": "A", "amount": 3},
                   {"type": "damage", "source": "x", "target": "B", "amount": 3}],
                  cards=[BULWARK, OGRE])

    assert result["players"]["A"]["life"] == 18
    assert result["players"]["B"]["life"] == 17


def test_a_creature_shield_cannot_target_a_player() -> None:
    """115.1: Kei's "target creature" can't be a player: activating it at A is refused with a
    clear error."""
    with pytest.raises(ScenarioError):
        play([{"id": "k", "card": "Kei", "controller": "A", "timestamp": 1}],
             [{"type": "activate", "player": "A", "object": "k", "ability": 0,
               "targets": ["A"]}],
             cards=[KEI])


def test_targets_without_a_cost_are_refused() -> None:
    """115.1: only an activated prevention ability declares targets: a card's prevention
    ability with targets and no cost is refused, naming the field."""
    bad = {"name": "Bad", "types": ["Creature"], "mana_value": 1, "power": 1, "toughness": 1,
           "abilities": [{"kind": "prevention", "label": "Bad.", "targets": [ANY_TARGET],
                          "event": {"type": "damage", "permanents": "targets"},
                          "prevent": {"next": 1}}]}
    with pytest.raises(ScenarioError, match=r"targets"):
        play([{"id": "b", "card": "Bad", "controller": "A"}], [], cards=[bad])
