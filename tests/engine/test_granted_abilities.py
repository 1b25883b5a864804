"""Static abilities granting a quoted ability (113.1a, 613.1f): the Oracle compiler reads the
quoted words as a line of the object that gets them (engine/oracle/templates_granted.py), and
the granted activated ability is activated from that object, "this creature" being it. Each
scenario run keeps a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

ANY_TARGET = {"player": "any", "object": {"any": [{"types": ["Creature"]},
                                                  {"types": ["Planeswalker"]},
                                                  {"types": ["Battle"]}]}}
PING = {"kind": "activated", "cost": "{T}", "targets": [ANY_TARGET],
        "effect": [{"do": "damage", "object": "target", "amount": 1}]}


def _face(name: str, text: str, types: tuple[str, ...], subtypes: tuple[str, ...] = ()
          ) -> dict[str, Any]:
    face: dict[str, Any] = {"name": name, "types": list(types), "subtypes": list(subtypes),
                            "colors": ["R"], "mana_value": 1, "text": text}
    if "Creature" in types:
        face.update(power=1, toughness=1)
    return face


def _card(name: str, text: str, types: tuple[str, ...] = ("Enchantment",),
          subtypes: tuple[str, ...] = ()) -> dict[str, Any]:
    card = _face(name, text, types, subtypes)
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


def _unlabelled(ability: Any) -> Any:
    if isinstance(ability, dict):
        return {k: _unlabelled(v) for k, v in ability.items() if k != "label"}
    if isinstance(ability, list):
        return [_unlabelled(a) for a in ability]
    return ability


def _read(name: str, text: str, types: tuple[str, ...] = ("Enchantment",),
          subtypes: tuple[str, ...] = ()) -> list[dict[str, Any]] | None:
    """The abilities the line reads to (labels left out), or None when it stays unread."""
    line = compile_face(_face(name, text, types, subtypes)).lines[0]
    if not line.claimed:
        return None
    assert line.template == "granted.static"
    return [_unlabelled(a) for a in line.abilities]


def _grant(affects: Any, abilities: list[Any], *before: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"kind": "static", "affects": affects,
             "modifications": [{"op": "add_abilities", "abilities": abilities}, *before]}]


# --- the compiler: real lines of the dev corpus (2020 wording) -----------------------------------


@pytest.mark.parametrize(("name", "text", "types", "subtypes", "expected"), [
    ("Psionic Gift", 'Enchanted creature has "{T}: This creature deals 1 damage to any target."',
     ("Enchantment",), ("Aura",), _grant("enchanted", [PING])),
    ("Arcane Teachings", 'Enchanted creature gets +2/+2 and has "{T}: This creature deals 1 '
     'damage to any target."', ("Enchantment",), ("Aura",),
     _grant("enchanted", [PING], {"op": "modify_pt", "power": 2, "toughness": 2})),
    ("Lightning Prowess", 'Enchanted creature has haste and "{T}: This creature deals 1 damage '
     'to any target."', ("Enchantment",), ("Aura",), _grant("enchanted", ["Haste", PING])),
    ("Mnemonic Sliver", 'All Slivers have "{2}, Sacrifice this permanent: Draw a card."',
     ("Creature",), ("Sliver",),
     _grant({"subtypes": ["Sliver"]}, [{"kind": "activated", "cost": "{2}, Sacrifice this "
                                        "permanent", "effect": [{"do": "draw", "player": "you",
                                                                 "amount": 1}]}])),
    # Formerly a near miss of tests/engine/test_oracle.py (quotes were never read).
    ("Test Aura", 'Enchanted creature gets +1/+1 and has "{T}: Add {G}."', ("Enchantment",),
     ("Aura",), _grant("enchanted", [{"kind": "mana", "produces": ["G"]}],
                       {"op": "modify_pt", "power": 1, "toughness": 1})),
    ("Citanul Hierophants", 'Creatures you control have "{T}: Add {G}."', ("Creature",), (),
     _grant({"types": ["Creature"], "controller": "you"}, [{"kind": "mana",
                                                           "produces": ["G"]}])),
])
def test_a_granted_quoted_ability_is_read(name: str, text: str, types: tuple[str, ...],
                                          subtypes: tuple[str, ...],
                                          expected: list[dict[str, Any]]) -> None:
    """113.1a, 613.1f: the quoted ability is read as the affected object's and added in
    layer 6; a P/T change before it is read with it (7c)."""
    assert _read(name, text, types, subtypes) == expected


@pytest.mark.parametrize(("name", "text", "types"), [
    # The quoted ability names the Equipment: "~" there is Bone Saw, not the creature.
    ("Bone Saw", 'Equipped creature has "{T}, Sacrifice Bone Saw: Bone Saw deals 1 damage to '
     'any target."', ("Artifact",)),
    # "this Equipment" is the granting card, which a granted ability's "self" can't say.
    ("Test Gear", 'Equipped creature has "{T}, Sacrifice this Equipment: Draw a card."',
     ("Artifact",)),
    # Read again after the self-references became "~" (as long as ...): which object the
    # quoted "this creature" was is lost, so the line stays unread.
    ("Test Aura", 'As long as you control a Forest, enchanted creature has "{T}: This creature '
     'deals 1 damage to any target."', ("Enchantment",)),
    # "enchanted creature" inside the quotes is the Aura's, not the land's.
    ("Test Aura", 'Enchanted land has "{T}: Enchanted creature gets +1/+1 until end of turn."',
     ("Enchantment",)),
    # A granted static ability is not read (only activated, mana and triggered abilities).
    ("Test Aura", 'Enchanted creature has "This creature can\'t block."', ("Enchantment",)),
    # An inner ability the compiler doesn't read leaves the whole line unread.
    ("Test Aura", 'Enchanted creature has "{T}: This creature deals damage equal to its power '
     'to any target."', ("Enchantment",)),
    # A singular subject with a plural verb, and the reverse.
    ("Test Aura", 'Enchanted creature have "{T}: Draw a card."', ("Enchantment",)),
    ("Test Lord", 'Creatures you control has "{T}: Draw a card."', ("Creature",)),
    # A third predicate after the grant.
    ("Test Aura", 'Enchanted creature has "{T}: Draw a card." and can\'t block.',
     ("Enchantment",)),
])
def test_near_misses_stay_unread(name: str, text: str, types: tuple[str, ...]) -> None:
    """A grant the engine can't play exactly is left unread, never read wrongly."""
    assert _read(name, text, types) is None


# --- scenarios --------------------------------------------------------------------------------

GIFT = _card("Psionic Gift", 'Enchanted creature has "{T}: This creature deals 1 damage to any '
             'target."', subtypes=("Aura",))
MNEMONIC = _card("Mnemonic Sliver", 'All Slivers have "{2}, Sacrifice this permanent: Draw a '
                 'card."', types=("Creature",), subtypes=("Sliver",))
BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2, "colors": ["G"],
        "mana_value": 2}
SLIVER = {"name": "Plain Sliver", "types": ["Creature"], "subtypes": ["Sliver"], "power": 1,
          "toughness": 1, "colors": ["G"], "mana_value": 1}


def test_the_enchanted_creature_deals_the_damage() -> None:
    """Given Psionic Gift on A's Bear, when A activates the Bear's granted ability targeting
    B's Bear and it resolves, then the Bear is tapped and B's Bear has 1 damage from it."""
    result = play([{"id": "b", "card": "Bear", "controller": "A", "timestamp": 1},
                   {"id": "g", "card": "Psionic Gift", "controller": "A", "attached_to": "b",
                    "timestamp": 2},
                   {"id": "x", "card": "Bear", "controller": "B", "timestamp": 3}],
                  [{"type": "activate", "player": "A", "object": "b", "ability": 0,
                    "targets": ["x"]},
                   {"type": "resolve"}],
                  cards=[GIFT, BEAR])

    assert result["objects"]["b"]["tapped"]
    assert not result["objects"]["g"]["tapped"]
    assert result["objects"]["x"]["damage"] == 1


def test_a_summoning_sick_creature_cant_use_the_granted_tap_ability() -> None:
    """302.6: given Psionic Gift on A's summoning-sick Bear, when A activates the granted {T}
    ability, then the scenario is refused."""
    with pytest.raises(ScenarioError):
        play([{"id": "b", "card": "Bear", "controller": "A", "summoning_sick": True},
              {"id": "g", "card": "Psionic Gift", "controller": "A", "attached_to": "b"},
              {"id": "x", "card": "Bear", "controller": "B"}],
             [{"type": "activate", "player": "A", "object": "b", "ability": 0,
               "targets": ["x"]}],
             cards=[GIFT, BEAR])


def test_the_sliver_that_activates_is_the_one_sacrificed() -> None:
    """Given Mnemonic Sliver and another Sliver of A's, when A activates the other Sliver's
    granted ability, then that Sliver is sacrificed (this permanent) and A draws a card."""
    result = play([{"id": "m", "card": "Mnemonic Sliver", "controller": "A", "timestamp": 1},
                   {"id": "s", "card": "Plain Sliver", "controller": "A", "timestamp": 2}],
                  [{"type": "activate", "player": "A", "object": "s", "ability": 0},
                   {"type": "resolve"}],
                  cards=[MNEMONIC, SLIVER])

    assert result["objects"]["s"]["zone"] == "graveyard"
    assert result["objects"]["m"]["zone"] == "battlefield"
    assert result["players"]["A"]["library"] == result["players"]["B"]["library"] - 1


SCARRING = _card("Infernal Scarring", 'Enchanted creature gets +2/+0 and has "When this '
                 'creature dies, draw a card."', subtypes=("Aura",))
DORMANT = _card("Dormant Sliver", 'All Slivers have "When this permanent enters the '
                "battlefield, draw a card.\"", types=("Creature",), subtypes=("Sliver",))


def test_a_granted_dies_trigger_looks_back() -> None:
    """603.10a, 613.1f: given Infernal Scarring on A's Bear, when the Bear is destroyed, then
    its granted "When this creature dies" triggers (it had the ability as it last existed on
    the battlefield) and A draws a card; the Bear was 4/2."""
    before = play([{"id": "b", "card": "Bear", "controller": "A", "timestamp": 1},
                   {"id": "s", "card": "Infernal Scarring", "controller": "A",
                    "attached_to": "b", "timestamp": 2}], cards=[SCARRING, BEAR])
    result = play([{"id": "b", "card": "Bear", "controller": "A", "timestamp": 1},
                   {"id": "s", "card": "Infernal Scarring", "controller": "A",
                    "attached_to": "b", "timestamp": 2}],
                  [{"type": "destroy", "target": "b"}],
                  cards=[SCARRING, BEAR])

    assert (before["objects"]["b"]["power"], before["objects"]["b"]["toughness"]) == (4, 2)
    assert result["objects"]["b"]["zone"] == "graveyard"
    assert result["players"]["A"]["library"] == result["players"]["B"]["library"] - 1


def test_a_sliver_entering_gets_the_granted_enters_trigger() -> None:
    """603.6a, 613.1f: given Dormant Sliver on the battlefield, when another Sliver enters, then
    that Sliver's granted "When this permanent enters" triggers and its controller draws."""
    result = play([{"id": "d", "card": "Dormant Sliver", "controller": "A", "timestamp": 1},
                   {"id": "s", "card": "Plain Sliver", "controller": "A", "zone": "hand"}],
                  [{"type": "move", "object": "s", "to": "battlefield"}],
                  cards=[DORMANT, SLIVER])

    assert result["objects"]["s"]["zone"] == "battlefield"
    assert result["players"]["A"]["library"] == result["players"]["B"]["library"] - 1


LYRE = _card("Siren Song Lyre", 'Equipped creature has "{2}, {T}: Tap target creature."',
             types=("Artifact",), subtypes=("Equipment",))


def test_the_equipped_creature_taps_for_the_granted_ability() -> None:
    """301.5, 613.1f: given Siren Song Lyre attached to A's Bear, when A activates the Bear's
    granted ability targeting B's Bear, then A's Bear (not the Lyre) is tapped to pay {T}
    and B's Bear is tapped as it resolves."""
    result = play([{"id": "b", "card": "Bear", "controller": "A", "timestamp": 1},
                   {"id": "l", "card": "Siren Song Lyre", "controller": "A", "attached_to": "b",
                    "timestamp": 2},
                   {"id": "x", "card": "Bear", "controller": "B", "timestamp": 3}],
                  [{"type": "activate", "player": "A", "object": "b", "ability": 0,
                    "targets": ["x"]},
                   {"type": "resolve"}],
                  cards=[LYRE, BEAR])

    assert result["objects"]["b"]["tapped"]
    assert not result["objects"]["l"]["tapped"]
    assert result["objects"]["x"]["tapped"]


def test_the_equipment_itself_has_no_granted_ability() -> None:
    """613.1f: the Lyre grants the ability to the equipped creature only: activating the Lyre's
    own ability 0 is refused (its only ability is the static one)."""
    with pytest.raises(ScenarioError):
        play([{"id": "b", "card": "Bear", "controller": "A", "timestamp": 1},
              {"id": "l", "card": "Siren Song Lyre", "controller": "A", "attached_to": "b",
               "timestamp": 2},
              {"id": "x", "card": "Bear", "controller": "B", "timestamp": 3}],
             [{"type": "activate", "player": "A", "object": "l", "ability": 0,
               "targets": ["x"]}],
             cards=[LYRE, BEAR])


MISTS = _card("Pendrell Mists", 'All creatures have "At the beginning of your upkeep, sacrifice '
              'this creature unless you pay {1}."')


def test_a_granted_upkeep_trigger_is_each_creatures_controllers() -> None:
    """603.2, 118.12a: given Pendrell Mists of A's and a Bear of each player, when B's upkeep
    begins, then only B's Bear triggers ("your upkeep" is its controller's) and B is asked
    whether to pay {1}."""
    result = play([{"id": "p", "card": "Pendrell Mists", "controller": "A"},
                   {"id": "b", "card": "Bear", "controller": "B"},
                   {"id": "a", "card": "Bear", "controller": "A"}],
                  [{"type": "end_turn"}, {"type": "upkeep"}],
                  cards=[MISTS, BEAR])

    triggered = [s for s in result["steps"] if "triggers" in s["text"]]
    assert [s["object"] for s in triggered] == ["b"]
    assert result["pending_choice"]["player"] == "B"
