"""Modal spells' modes read as lines of their own (700.2; engine/oracle/templates_more.py
``mode_line``): a mode no sentence reader reads is the one ``spell`` ability every template reads
its words as when they stand alone, a restriction and a regeneration shield included
(engine/abilities/spells.py gives them their ``mode``). Real corpus cards, near misses left
unread, and the engine's side played as scenarios with rule citations."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole


def _face(name: str, types: str, text: str) -> dict[str, Any]:
    return {"name": name, "types": types.split(" "), "text": text}


def _read(name: str, types: str, text: str) -> list[dict[str, Any]]:
    return read_whole(_face(name, types, text))


def _card(name: str, text: str) -> dict[str, Any]:
    """A card file made of the compiler's reading (as the card import makes it)."""
    face = _face(name, "Instant", text)
    return {**face, "subtypes": [], "colors": ["G"],
            "abilities": list(compile_face(face).card_abilities())}


def _creature(name: str, subtypes: tuple[str, ...] = (), keywords: tuple[str, ...] = ()
              ) -> dict[str, Any]:
    """A 2/2 custom creature card for the scenarios."""
    return {"name": name, "types": ["Creature"], "subtypes": list(subtypes), "power": 2,
            "toughness": 2, "abilities": list(keywords)}


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


# --- real cards -----------------------------------------------------------------------------

IZZET_CHARM = ("Choose one —\n• Counter target noncreature spell unless its controller pays "
               "{2}.\n• Izzet Charm deals 2 damage to target creature.\n• Draw two cards, then "
               "discard two cards.")
VITALITY_CHARM = ("Choose one —\n• Create a 1/1 green Insect creature token.\n• Target creature "
                  "gets +1/+1 and gains trample until end of turn.\n• Regenerate target Beast.")
DESTRUCTIVE_TAMPERING = ("Choose one —\n• Destroy target artifact.\n• Creatures without flying "
                         "can't block this turn.")
ONE = [1, 1]


def test_izzet_charm_reads_its_counter_unless_mode() -> None:
    """700.2, 118.12a: Izzet Charm's first mode is the counter with unless_pay a line of its own
    reads; the modal spell is read whole."""
    modes = _read("Izzet Charm", "Instant", IZZET_CHARM)

    assert modes[0] == {
        "kind": "spell", "targets": [{"object": {"zones": ["stack"], "not_types": ["Creature"]}}],
        "effect": [{"do": "counter", "object": "target", "unless_pay": "{2}"}],
        "mode": "Counter target noncreature spell unless its controller pays {2}.",
        "choose": ONE}
    assert len(modes) == 3


def test_vitality_charm_reads_its_regeneration_mode() -> None:
    """700.2, 614.8: Vitality Charm's third mode is a spell's regeneration shield on its
    target, with its mode."""
    modes = _read("Vitality Charm", "Instant", VITALITY_CHARM)

    assert modes[2] == {"kind": "spell", "targets": [{"object": {"subtypes": ["Beast"]}}],
                        "regenerate": "targets", "mode": "Regenerate target Beast.",
                        "choose": ONE}


def test_destructive_tampering_reads_its_restriction_mode() -> None:
    """700.2, 509.1b: Destructive Tampering's second mode is a restriction on a filter until end
    of turn, with its mode."""
    modes = _read("Destructive Tampering", "Sorcery", DESTRUCTIVE_TAMPERING)

    assert modes[1] == {
        "kind": "spell", "affects": {"types": ["Creature"], "not_keywords": ["Flying"]},
        "cant": ["block"], "duration": "end_of_turn",
        "mode": "Creatures without flying can't block this turn.", "choose": ONE}


@pytest.mark.parametrize("mode", [
    # 615: a prevention shield is no spell ability a resolving spell creates (Ivory Charm).
    "• Prevent the next 1 damage that would be dealt to any target this turn.",
    # Two abilities in one mode: not one mode's one ability.
    "• Regenerate target creature. Draw a card.",
    # A mode whose words no template reads (Golgari Charm).
    "• Regenerate each creature you control.",
])
def test_a_mode_not_one_spell_ability_leaves_the_modal_spell_unread(mode: str) -> None:
    """700.2, 601.2b: given a mode that isn't one spell ability, when the spell is compiled,
    then the header and every mode stay unread (a mode left out would shift the numbers)."""
    text = f"Choose one —\n• Destroy target artifact.\n{mode}"

    assert len(compile_face(_face("Zed", "Instant", text)).not_modelled) == 3


# --- the engine's side ----------------------------------------------------------------------

def _vitality(mode: int, more: list[dict[str, Any]]) -> dict[str, Any]:
    """A casts Vitality Charm with ``mode`` on B's Beast (the third mode's target, or the
    second's), then ``more``."""
    charm = _card("Vitality Charm", VITALITY_CHARM)
    return play([{"id": "c", "card": "Vitality Charm", "controller": "A", "zone": "hand"},
                 {"id": "m", "card": "Murder", "controller": "A", "zone": "hand"},
                 {"id": "u", "card": "Unsummon", "controller": "A", "zone": "hand"},
                 {"id": "beast", "card": "Test Beast", "controller": "B"}],
                [{"type": "cast", "player": "A", "object": "c", "mode": [mode],
                  "targets": ["beast"]}, *more],
                cards=[charm, _creature("Test Beast", ("Beast",))])


def test_vitality_charms_shield_regenerates_the_beast() -> None:
    """700.2, 614.8, 701.15a: given Vitality Charm cast with its regeneration mode on a Beast,
    when Murder destroys the Beast, then it regenerates: it stays, tapped."""
    result = _vitality(2, [{"type": "resolve"},
                           {"type": "cast", "player": "A", "object": "m",
                            "targets": ["beast"]}, {"type": "resolve"}])

    beast = result["objects"]["beast"]
    assert (beast["zone"], beast["tapped"]) == ("battlefield", True)
    assert "614.8" in _rules(result)


def test_vitality_charms_other_mode_leaves_no_shield() -> None:
    """700.2, 601.2b: given Vitality Charm cast with its +1/+1 mode on the Beast, when Murder
    destroys it, then it dies: only the chosen mode resolved."""
    result = _vitality(1, [{"type": "resolve"},
                           {"type": "cast", "player": "A", "object": "m",
                            "targets": ["beast"]}, {"type": "resolve"}])

    assert result["objects"]["beast"]["zone"] == "graveyard"


def test_vitality_charm_with_its_target_gone_doesnt_resolve() -> None:
    """608.2b, 400.7: given Vitality Charm's regeneration mode on the Beast, when Unsummon
    returns the Beast first, then the Charm's only target is illegal: it doesn't resolve and
    goes to the graveyard."""
    result = _vitality(2, [{"type": "cast", "player": "A", "object": "u",
                            "targets": ["beast"]}, {"type": "resolve"}, {"type": "resolve"}])

    assert (result["objects"]["beast"]["zone"], result["objects"]["c"]["zone"]) == (
        "hand", "graveyard")
    assert "608.2b" in _rules(result)


def test_the_regeneration_mode_needs_a_beast() -> None:
    """115.1, 601.2c: the regeneration mode's target is a Beast: a Bear is refused."""
    charm = _card("Vitality Charm", VITALITY_CHARM)
    with pytest.raises(ScenarioError, match="not a legal target"):
        play([{"id": "c", "card": "Vitality Charm", "controller": "A", "zone": "hand"},
              {"id": "bear", "card": "Test Bear", "controller": "B"}],
             [{"type": "cast", "player": "A", "object": "c", "mode": [2], "targets": ["bear"]}],
             cards=[charm, _creature("Test Bear", ("Bear",))])


def _tampering(mode: int, targets: list[str]) -> dict[str, Any]:
    """A casts Destructive Tampering with ``mode``; A's ground creature attacks B, whose ground
    creature tries to block it."""
    tampering = {**_card("Destructive Tampering", DESTRUCTIVE_TAMPERING), "types": ["Sorcery"]}
    return play([{"id": "t", "card": "Destructive Tampering", "controller": "A", "zone": "hand"},
                 {"id": "rock", "card": "Test Relic", "controller": "B"},
                 {"id": "o", "card": "Test Bear", "controller": "A"},
                 {"id": "b", "card": "Test Bear", "controller": "B"}],
                [{"type": "cast", "player": "A", "object": "t", "mode": [mode],
                  "targets": targets}, {"type": "resolve"},
                 {"type": "attack", "attackers": [{"object": "o", "defending": "B"}]},
                 {"type": "block", "blockers": [{"object": "b", "blocking": "o"}]}],
                cards=[tampering, _creature("Test Bear"),
                       {"name": "Test Relic", "types": ["Artifact"], "subtypes": [],
                        "abilities": []}])


def test_destructive_tamperings_restriction_stops_the_block() -> None:
    """700.2, 509.1b, 611.2a: given Destructive Tampering cast with its second mode, when B's
    creature without flying blocks that turn, then the block is refused."""
    with pytest.raises(ScenarioError, match=r"Test Bear can't block: .*without flying"):
        _tampering(1, [])


def test_destructive_tamperings_first_mode_leaves_blocking_alone() -> None:
    """700.2, 601.2b: given its first mode (the artifact destroyed), when B's creature blocks,
    then the block stands: the restriction's mode wasn't chosen."""
    result = _tampering(0, ["rock"])

    assert (result["objects"]["rock"]["zone"], result["objects"]["b"]["blocking"]) == (
        "graveyard", ["o"])
