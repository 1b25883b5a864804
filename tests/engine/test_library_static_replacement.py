"""The library's replacement and prevention staples (614, 615, 616), played through the engine:
damage doubling and adding, damage turned into counters, counters and life gain doubled,
"enters tapped" and "enters with counters", a graveyard replaced by the library, regeneration,
and prevention shields, static prevention and "prevent all"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.event_helpers import play
from tests.engine.layer_helpers import pt

BOLT = {"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "stack"}
THEIR_BOLT = {"id": "their_bolt", "card": "Lightning Bolt", "controller": "B", "zone": "stack"}


def obj(result: dict[str, Any], ident: str) -> dict[str, Any]:
    """One object of a result."""
    found: dict[str, Any] = result["objects"][ident]
    return found


def life(result: dict[str, Any], player: str) -> int:
    """A player's life total in a result."""
    total: int = result["players"][player]["life"]
    return total


def bolt(target: str, source: str = "bolt", amount: int = 3) -> dict[str, Any]:
    """A damage event: ``source`` deals ``amount`` to ``target``."""
    return {"type": "damage", "source": source, "target": target, "amount": amount}


# --- 614.1a: damage doubled, tripled, increased -------------------------------------------------


@pytest.mark.parametrize(("card", "controller", "expected"), [
    ("Dictate of the Twin Gods", "B", 14),
    ("Fiery Emancipation", "A", 11),
    ("Fiery Emancipation", "B", 17),
    ("Angrath's Marauders", "A", 14),
    ("Angrath's Marauders", "B", 17),
    ("Torbran, Thane of Red Fell", "A", 15),
    ("Torbran, Thane of Red Fell", "B", 17),
    ("Fire Servant", "A", 14),
    ("Fire Servant", "B", 17),
])
def test_damage_replacements_on_lightning_bolt(card: str, controller: str,
                                               expected: int) -> None:
    """614.1a: A's Lightning Bolt deals 3 to B. Dictate doubles any source's damage; Fiery
    Emancipation (triple), Angrath's Marauders (double), Torbran (+2 to an opponent) and Fire
    Servant (double, red instant or sorcery spells) only what their controller's sources
    deal."""
    result = play([{"id": "card", "card": card, "controller": controller}, BOLT], [bolt("B")])

    assert life(result, "B") == expected


def test_torbran_and_fire_servant_ignore_what_they_dont_cover() -> None:
    """614.1a: Torbran covers damage to opponents and their permanents, not to A's own
    creature; Fire Servant covers spells, not a red creature dealing damage."""
    result = play([
        {"id": "torbran", "card": "Torbran, Thane of Red Fell"},
        {"id": "servant", "card": "Fire Servant"},
        {"id": "mine", "card": "Grizzly Bears", "power": 1, "toughness": 9},
        {"id": "king", "card": "Goblin King"},
        BOLT,
    ], [bolt("mine"), bolt("B", source="king", amount=2)])

    # Fire Servant doubles the Bolt to A's own creature (6); Torbran doesn't add to it.
    assert obj(result, "mine")["damage"] == 6
    # Goblin King is a red creature: Torbran adds 2, Fire Servant doesn't double.
    assert life(result, "B") == 16


def test_calamity_bearer_doubles_only_giant_sources() -> None:
    """614.1a: Calamity Bearer (a Giant) doubles its own damage, not Lightning Bolt's."""
    result = play([{"id": "bearer", "card": "Calamity Bearer"}, BOLT],
                  [bolt("B", source="bearer", amount=3), bolt("B")])

    assert life(result, "B") == 11


@pytest.mark.parametrize(("first", "expected"), [("torbran", 10), ("furnace", 12)])
def test_torbran_and_furnace_of_rath_the_affected_player_orders_them(first: str,
                                                                     expected: int) -> None:
    """616.1d, 616.1e: both apply to A's Bolt dealing damage to B; B, the affected player,
    chooses: +2 then double is 10 damage, double then +2 is 8."""
    objects = [{"id": "torbran", "card": "Torbran, Thane of Red Fell"},
               {"id": "furnace", "card": "Furnace of Rath", "controller": "B"}, BOLT]

    asked = play(objects, [bolt("B")])
    answered = play(objects, [bolt("B")], choices=[{"player": "B", "choose": first}])

    assert asked["pending_choice"]["player"] == "B"
    assert life(answered, "B") == expected


@pytest.mark.parametrize(("first", "counters"), [("furnace", 6), ("hydra", 3)])
def test_phytohydra_turns_damage_into_counters(first: str, counters: int) -> None:
    """614.1a, 616.1d-e: damage to Phytohydra becomes that many +1/+1 counters. With Furnace of
    Rath, A (its controller) chooses: doubled first, six counters; counters first, and Furnace
    no longer applies to what is no longer damage: three."""
    result = play([
        {"id": "hydra", "card": "Phytohydra"},
        {"id": "furnace", "card": "Furnace of Rath", "controller": "B"},
        THEIR_BOLT,
    ], [bolt("hydra", source="their_bolt")], choices=[{"player": "A", "choose": first}])

    hydra = obj(result, "hydra")
    assert (hydra["counters"], hydra["damage"]) == ({"+1/+1": counters}, 0)
    assert pt(result, "hydra") == (1 + counters, 1 + counters)


def test_phytohydra_under_leyline_of_punishment_still_gets_counters() -> None:
    """614.1a, 615.11: "damage can't be prevented" doesn't stop a replacement effect that isn't
    a prevention effect: Phytohydra still gets counters instead of damage."""
    result = play([
        {"id": "hydra", "card": "Phytohydra"},
        {"id": "leyline", "card": "Leyline of Punishment", "controller": "B"},
        THEIR_BOLT,
    ], [bolt("hydra", source="their_bolt")])

    assert obj(result, "hydra")["counters"] == {"+1/+1": 3}
