"""Prevention effects (rule 615), through the public API."""

from __future__ import annotations

from typing import Any

from tests.engine.event_helpers import play

BOLT = {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "stack"}
BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "A"}
SALVE = {"id": "salve", "card": "Healing Salve", "mode": "prevent", "controller": "A"}


def bolt(target: str, amount: int) -> dict[str, Any]:
    return {"type": "damage", "source": "bolt", "target": target, "amount": amount}


def test_615_7_shield_prevents_up_to_its_amount() -> None:
    """615.7: Healing Salve's shield prevents 3 of 5 damage; 2 is dealt."""
    result = play([BOLT], [bolt("A", 5)], [{**SALVE, "targets": ["A"]}])

    assert result["players"]["A"]["life"] == 18


def test_615_7_shield_depletes_across_events() -> None:
    """615.7: a shield used for 2 damage has 1 left for the next event."""
    result = play([BOLT], [bolt("A", 2), bolt("A", 2)], [{**SALVE, "targets": ["A"]}])

    # First: 2 prevented (1 left). Second: 1 prevented, 1 dealt.
    assert result["players"]["A"]["life"] == 19


def test_615_7_used_up_shield_says_so() -> None:
    """615.7: once the shield is down to 0, the rest of the damage is dealt normally."""
    result = play([BOLT], [bolt("A", 3), bolt("A", 3)], [{**SALVE, "targets": ["A"]}])

    assert result["players"]["A"]["life"] == 17
    used = [s for s in result["steps"] if s["kind"] == "prevention" and "used up" in s["text"]]
    assert used


def test_shield_protects_only_its_target() -> None:
    """615.7: the shield is on the creature it targeted, not on its controller."""
    result = play([BOLT, BEARS], [bolt("A", 3)], [{**SALVE, "targets": ["bears"]}])

    assert result["players"]["A"]["life"] == 17


def test_615_9_static_prevention_applies_to_every_event() -> None:
    """615.9: Daunting Defender prevents 1 of each damage event to another Cleric."""
    cleric = {"id": "cleric", "name": "Example 1/3 Cleric", "types": ["Creature"],
              "subtypes": ["Cleric"], "power": 1, "toughness": 3, "controller": "A"}
    defender = {"id": "defender", "card": "Daunting Defender", "controller": "A"}

    result = play([BOLT, defender, cleric], [bolt("cleric", 1), bolt("cleric", 2)])

    # 1 - 1 = 0 (no damage at all), then 2 - 1 = 1.
    assert result["objects"]["cleric"]["damage"] == 1


def test_615_11_unpreventable_damage_is_dealt_and_the_shield_stays() -> None:
    """615.11: with Leyline of Punishment, the shield applies but prevents nothing and isn't
    reduced; once the Leyline is gone, the whole shield is still there."""
    leyline = {"id": "leyline", "card": "Leyline of Punishment", "controller": "B"}
    events = [bolt("A", 3), {"type": "destroy", "target": "leyline"}, bolt("A", 3)]

    result = play([BOLT, leyline], events, [{**SALVE, "targets": ["A"]}])

    assert result["players"]["A"]["life"] == 17
    texts = [s["text"] for s in result["steps"] if "615.11" in s["rules"]]
    assert texts and "can't prevent" in texts[0]


def test_615_11_additional_effects_still_happen() -> None:
    """615.11: Awe Strike prevents nothing under Leyline of Punishment; it still applies, and
    its life gain is for the damage prevented this way: none. Players can't gain life anyway."""
    leyline = {"id": "leyline", "card": "Leyline of Punishment", "controller": "A"}
    ogre = {"id": "ogre", "card": "Gray Ogre", "controller": "A"}

    result = play([leyline, ogre], [{"type": "damage", "source": "ogre", "target": "B",
                                      "amount": 2, "combat": True}],
                  [{"id": "awe", "card": "Awe Strike", "controller": "B", "targets": ["ogre"]}])

    assert result["players"]["B"]["life"] == 18
    assert any(s.get("effect") == "awe" and "615.11" in s["rules"] for s in result["steps"])


def test_615_8_awe_strike_prevents_the_next_damage_from_its_target_and_gains_life() -> None:
    """615.8, 615.5: Awe Strike prevents all the creature's next damage; its controller gains
    that much; later damage from the creature is dealt normally."""
    ogre = {"id": "ogre", "card": "Gray Ogre", "controller": "A"}
    events = [
        {"type": "damage", "source": "ogre", "target": "B", "amount": 2, "combat": True},
        {"type": "damage", "source": "ogre", "target": "B", "amount": 2},
    ]

    result = play([ogre], events,
                  [{"id": "awe", "card": "Awe Strike", "controller": "B", "targets": ["ogre"]}])

    # +2 from Awe Strike, -2 from the second damage.
    assert result["players"]["B"]["life"] == 20


def test_awe_strike_does_not_touch_other_sources() -> None:
    """615.8: Awe Strike applies only to damage its target creature would deal."""
    events = [bolt("B", 3)]

    result = play([BOLT, {"id": "ogre", "card": "Gray Ogre", "controller": "A"}], events,
                  [{"id": "awe", "card": "Awe Strike", "controller": "B", "targets": ["ogre"]}])

    assert result["players"]["B"]["life"] == 17


def test_two_shields_on_one_player_ask_for_an_order() -> None:
    """616.1: two prevention effects on one event: the affected player orders them."""
    effects = [{**SALVE, "id": "salve1", "targets": ["A"]},
               {**SALVE, "id": "salve2", "targets": ["A"]}]

    result = play([BOLT], [bolt("A", 2)], effects)

    assert result["pending_choice"]["player"] == "A"
    assert {o["id"] for o in result["pending_choice"]["options"]} == {"salve1", "salve2"}


def test_first_chosen_shield_absorbs_the_damage() -> None:
    """615.7, 616.1e: the chosen shield prevents all 2; the other one is not needed and stays."""
    effects = [{**SALVE, "id": "salve1", "targets": ["A"]},
               {**SALVE, "id": "salve2", "targets": ["A"]}]
    events = [bolt("A", 2), bolt("A", 4)]

    result = play([BOLT], events, effects, choices=[{"player": "A", "choose": "salve2"}])

    # Event 2: salve2 has 1 left, salve1 has 3: both apply; A must choose again.
    assert result["pending_choice"]["player"] == "A"
    assert result["players"]["A"]["life"] == 20


def test_615_7_simultaneous_damage_the_controller_chooses_what_the_shield_prevents() -> None:
    """615.7: two sources deal combat damage to a shielded creature at once: its controller
    chooses which damage the shield prevents; preventing the deathtouch damage saves it."""
    rats = {"id": "rats", "card": "Typhoid Rats", "controller": "B"}
    ogre = {"id": "ogre", "card": "Gray Ogre", "controller": "B"}
    wall = {"id": "wall", "card": "Wall of Stone", "controller": "A"}
    events = [
        {"type": "damage", "source": "rats", "target": "wall", "amount": 1, "combat": True},
        {"type": "damage", "source": "ogre", "target": "wall", "amount": 3, "combat": True},
    ]
    shield = [{**SALVE, "targets": ["wall"]}]

    asked = play([rats, ogre, wall], events, shield)
    rats_first = play([rats, ogre, wall], events, shield,
                      choices=[{"player": "A", "choose": "rats"}])
    ogre_first = play([rats, ogre, wall], events, shield,
                      choices=[{"player": "A", "choose": "ogre"}])

    assert asked["pending_choice"]["rules"] == ["615.7"]
    assert {o["id"] for o in asked["pending_choice"]["options"]} == {"rats", "ogre"}
    # Rats first: its 1 is prevented, then 2 of the Ogre's 3: the Wall takes 1 and lives.
    assert rats_first["objects"]["wall"]["damage"] == 1
    assert rats_first["objects"]["wall"]["zone"] == "battlefield"
    # Ogre first: all 3 prevented, nothing left for the Rats' deathtouch damage: destroyed.
    assert ogre_first["objects"]["wall"]["zone"] == "graveyard"


def test_protection_qualities_are_read_once_as_the_card_loads() -> None:
    """702.16a: "Protection from red and from artifacts" becomes typed qualities at load time,
    so the prevention rules never read English; words it can't judge stay marked unknown."""
    from engine.abilities.prevention import ProtectionSpec, Quality
    from engine.abilities.registry import parse_ability

    spec = parse_ability("protection from red and from artifacts and from Goblins", "k").spec

    assert spec == ProtectionSpec((Quality("color", "R", "red"),
                                   Quality("card_type", "Artifact", "artifacts"),
                                   Quality("unknown", "goblins", "goblins")))
    assert isinstance(spec, ProtectionSpec)
