"""A player's hexproof and shroud from a permanent: "You have hexproof." (702.11c) and "You have
shroud." (702.18a), the ``"player_keyword"`` kind (engine/abilities/player_keywords.py), read
by target legality (engine/turn/targeting.py) as spells are cast (601.2c), as triggered
abilities are put on the stack (603.3d) and as they resolve (608.2b). Each scenario keeps a
golden trace.
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
WITCHBANE_ORB_HEXPROOF = ("You have hexproof. (You can't be the target of spells or abilities "
                          "your opponents control, including Aura spells.)")
IVORY_MASK = "You have shroud. (You can't be the target of spells or abilities.)"


def _face(name: str, text: str, types: tuple[str, ...] = ("Enchantment",),
          pt: tuple[int, int] | None = None) -> dict[str, Any]:
    power, toughness = pt if pt is not None else (None, None)
    return {"name": name, "types": list(types), "subtypes": [], "supertypes": [],
            "colors": ["W"], "mana_value": 2, "power": power, "toughness": toughness,
            "text": text}


def _card(name: str, text: str, types: tuple[str, ...] = ("Enchantment",),
          pt: tuple[int, int] | None = None) -> dict[str, Any]:
    face = _face(name, text, types, pt)
    compiled = compile_face(face)
    assert compiled.not_modelled == (), compiled.lines
    return {**face, "abilities": list(compiled.card_abilities())}


# --- the compiler -----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "keyword"), [(WITCHBANE_ORB_HEXPROOF, "Hexproof"),
                                               (IVORY_MASK, "Shroud")])
def test_you_have_hexproof_or_shroud_reads_to_a_player_keyword(text: str, keyword: str) -> None:
    """Given "You have hexproof." (Witchbane Orb, Leyline of Sanctity) or "You have shroud."
    (Ivory Mask, True Believer), when it is compiled, then it is a ``player_keyword``."""
    assert read_whole(_face("Test Mask", text)) == [
        {"kind": "player_keyword", "keyword": keyword}]


@pytest.mark.parametrize("line", [
    "You and permanents you control have hexproof.",
    "Each player has shroud.",
    "You have hexproof from blue.",
    "You have protection from everything.",
])
def test_near_misses_stay_unread(line: str) -> None:
    """Given a line giving players something the kind doesn't (others, "from [quality]",
    a variant of hexproof, or protection), when it is compiled, then it stays unread."""
    assert not compile_face(_face("Test Mask", line)).lines[0].claimed


def test_an_instant_saying_you_have_hexproof_stays_unread() -> None:
    """A spell's "You have hexproof" would last for a duration it doesn't state; the static
    template reads permanents only."""
    face = _face("Test Veil", "You have hexproof.", types=("Instant",))

    assert not compile_face(face).lines[0].claimed


# --- the engine -------------------------------------------------------------------------------

ORB = _card("Test Orb", WITCHBANE_ORB_HEXPROOF, types=("Artifact",))
MASK = _card("Test Mask", IVORY_MASK)
IMP = _card("Test Imp", "When Test Imp enters the battlefield, target opponent loses 2 life.",
            types=("Creature",), pt=(1, 1))


def _bolt(caster: str, target: str) -> list[dict[str, Any]]:
    return [{"type": "cast", "player": caster, "object": "bolt", "targets": [target]},
            {"type": "resolve"}]


def _objects(source: str, caster: str) -> list[dict[str, Any]]:
    return [{"id": "o", "card": source, "controller": "A"},
            {"id": "bolt", "card": "Lightning Bolt", "controller": caster, "zone": "hand"}]


def test_an_opponents_spell_cant_target_a_player_with_hexproof() -> None:
    """702.11c: given A controls a permanent with "You have hexproof.", when B casts Lightning
    Bolt targeting A, then the cast is refused, citing 702.11c."""
    with pytest.raises(ScenarioError) as error:
        play(_objects("Test Orb", "B"), _bolt("B", "A"), cards=[ORB])

    assert "events[0].targets[0]" in str(error.value) and "702.11c" in str(error.value)


def test_a_player_with_hexproof_can_target_themself() -> None:
    """702.11c ("your opponents"): given A's hexproof permanent, when A casts Lightning Bolt
    targeting A, then it resolves and A loses 3 life."""
    result = play(_objects("Test Orb", "A"), _bolt("A", "A"), cards=[ORB])

    assert result["players"]["A"]["life"] == 17


def test_no_spell_can_target_a_player_with_shroud_not_even_their_own() -> None:
    """702.18a: given A controls a permanent with "You have shroud.", when A casts Lightning
    Bolt targeting A, then the cast is refused, citing 702.18a."""
    with pytest.raises(ScenarioError) as error:
        play(_objects("Test Mask", "A"), _bolt("A", "A"), cards=[MASK])

    assert "702.18a" in str(error.value)


def test_the_other_player_is_still_a_legal_target() -> None:
    """702.11c: hexproof is the player's, not their opponent's; given A's hexproof
    permanent, when A casts Lightning Bolt targeting B, then B loses 3 life."""
    result = play(_objects("Test Orb", "A"), _bolt("A", "B"), cards=[ORB])

    assert result["players"]["B"]["life"] == 17


def test_a_spell_whose_target_gains_hexproof_doesnt_resolve() -> None:
    """608.2b: given B's Lightning Bolt on the stack targeting A, when A's hexproof permanent
    enters before it resolves, then A is an illegal target and loses no life."""
    result = play([{"id": "o", "card": "Test Orb", "controller": "A", "zone": "hand"},
                   {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "hand"}],
                  [{"type": "cast", "player": "B", "object": "bolt", "targets": ["A"]},
                   {"type": "move", "object": "o", "to": "battlefield"},
                   {"type": "resolve"}], cards=[ORB])

    assert result["players"]["A"]["life"] == 20
    assert any("608.2b" in s["rules"] for s in result["steps"])


def test_an_opponents_trigger_with_no_other_target_is_removed() -> None:
    """603.3d: given A's hexproof permanent, when B's creature with "When ~ enters the
    battlefield, target opponent loses 2 life." enters, then A is no legal target, the
    ability is removed from the stack and A loses no life."""
    result = play([{"id": "o", "card": "Test Orb", "controller": "A"},
                   {"id": "imp", "card": "Test Imp", "controller": "B", "zone": "hand"}],
                  [{"type": "move", "object": "imp", "to": "battlefield"}], cards=[ORB, IMP])

    assert result["players"]["A"]["life"] == 20


def test_the_permanent_leaving_ends_the_hexproof() -> None:
    """702.11c: the ability works only while its source is on the battlefield; given A's
    hexproof permanent destroyed, when B casts Lightning Bolt targeting A, then A loses 3."""
    result = play(_objects("Test Orb", "B"),
                  [{"type": "destroy", "target": "o"}, *_bolt("B", "A")], cards=[ORB])

    assert result["players"]["A"]["life"] == 17
