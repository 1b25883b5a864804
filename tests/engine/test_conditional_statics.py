"""Conditional static abilities (611.3a): "As long as [condition], [effect]" / "[effect] as long
as [condition]" / "During your turn, [effect]". The Oracle compiler reads them to a static
ability with a ``condition`` (engine/oracle/templates_conditional.py), and the layer system
applies the effect only while the condition holds, read each time the layers are applied. Each
run keeps a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _face(name: str, text: str, types: tuple[str, ...] = ("Creature",),
          subtypes: tuple[str, ...] = (), power: int = 2, toughness: int = 2,
          colors: tuple[str, ...] = ("G",)) -> dict[str, Any]:
    face: dict[str, Any] = {"name": name, "types": list(types), "subtypes": list(subtypes),
                            "colors": list(colors), "mana_value": 2, "text": text}
    if "Creature" in types:
        face.update(power=power, toughness=toughness)
    return face


def _card(name: str, text: str, **extra: Any) -> dict[str, Any]:
    card = _face(name, text, **extra)
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


def _read(name: str, text: str, **extra: Any) -> list[dict[str, Any]] | None:
    """The abilities the line reads to (labels left out), or None when it stays unread."""
    line = compile_face(_face(name, text, **extra)).lines[0]
    if not line.claimed:
        return None
    assert line.template == "conditional.static"
    return [{k: v for k, v in a.items() if k != "label"} for a in line.abilities]


def _pt(result: dict[str, Any], ident: str) -> tuple[int, int]:
    found = result["objects"][ident]
    return found["power"], found["toughness"]


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def _static(affects: Any, modifications: list[dict[str, Any]],
            condition: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"kind": "static", "affects": affects, "modifications": modifications,
             "condition": condition}]


SELF_PT = {"op": "modify_pt", "power": 1, "toughness": 2}

# --- the compiler: real lines of the dev corpus (2020 wording) -----------------------------------


@pytest.mark.parametrize(("name", "text", "extra", "expected"), [
    ("Kird Ape", "Kird Ape gets +1/+2 as long as you control a Forest.", {},
     _static("self", [SELF_PT], {"exists": {"subtypes": ["Forest"], "controller": "you"}})),
    ("Wu Admiral", "Wu Admiral gets +1/+1 as long as an opponent controls an Island.", {},
     _static("self", [{"op": "modify_pt", "power": 1, "toughness": 1}],
             {"exists": {"subtypes": ["Island"], "controller": "opponent"}})),
    ("Markov Crusader", "Markov Crusader has haste as long as you control another Vampire.", {},
     _static("self", [{"op": "add_abilities", "abilities": ["Haste"]}],
             {"exists": {"subtypes": ["Vampire"], "other": True, "controller": "you"}})),
    ("Glory of Warfare", "As long as it's not your turn, creatures you control get +0/+2.",
     {"types": ("Enchantment",)},
     _static({"types": ["Creature"], "controller": "you"},
             [{"op": "modify_pt", "power": 0, "toughness": 2}], {"your_turn": False})),
    ("Zurgo Helmsmasher", "Zurgo Helmsmasher has indestructible as long as it's your turn.", {},
     _static("self", [{"op": "add_abilities", "abilities": ["Indestructible"]}],
             {"your_turn": True})),
    ("Castle Raptors", "As long as Castle Raptors is untapped, it gets +0/+2.", {},
     _static("self", [{"op": "modify_pt", "power": 0, "toughness": 2}], {"tapped": False})),
    ("Spectral Guardian", "As long as Spectral Guardian is untapped, noncreature artifacts "
     "have shroud.", {},
     _static({"types": ["Artifact"], "not_types": ["Creature"]},
             [{"op": "add_abilities", "abilities": ["Shroud"]}], {"tapped": False})),
    ("Skyhunter Cub", "As long as Skyhunter Cub is equipped, it gets +1/+1 and has flying.", {},
     _static("self", [{"op": "add_abilities", "abilities": ["Flying"]},
                      {"op": "modify_pt", "power": 1, "toughness": 1}], {"equipped": True})),
    ("Gate Hound", "Creatures you control have vigilance as long as Gate Hound is enchanted.", {},
     _static({"types": ["Creature"], "controller": "you"},
             [{"op": "add_abilities", "abilities": ["Vigilance"]}], {"enchanted": True})),
    ("Thunderblust", "Thunderblust has trample as long as it has a -1/-1 counter on it.", {},
     _static("self", [{"op": "add_abilities", "abilities": ["Trample"]}],
             {"counter": "-1/-1"})),
    ("Thraben Doomsayer", "Fateful hour — As long as you have 5 or less life, other creatures "
     "you control get +2/+2.", {},
     _static({"types": ["Creature"], "controller": "you", "other": True},
             [{"op": "modify_pt", "power": 2, "toughness": 2}], {"life_at_most": 5})),
    ("Divinity of Pride", "Divinity of Pride gets +4/+4 as long as you have 25 or more life.", {},
     _static("self", [{"op": "modify_pt", "power": 4, "toughness": 4}],
             {"life_at_least": 25})),
    ("Carapace Forger", "Metalcraft — Carapace Forger gets +2/+2 as long as you control three "
     "or more artifacts.", {},
     [{"kind": "static", "affects": "self",
       "modifications": [{"op": "modify_pt", "power": 2, "toughness": 2}],
       "condition": {"exists": {"types": ["Artifact"], "controller": "you"}, "at_least": 3}}]),
    ("Bloodghast", "Bloodghast has haste as long as an opponent has 10 or "
     "less life.", {},
     _static("self", [{"op": "add_abilities", "abilities": ["Haste"]}],
             {"opponent_life_at_most": 10})),
    # Formerly near misses of tests/engine/test_oracle.py, now read.
    ("Test Card", "Other creatures you control get +1/+1 as long as you control a Plains.", {},
     _static({"types": ["Creature"], "controller": "you", "other": True},
             [{"op": "modify_pt", "power": 1, "toughness": 1}],
             {"exists": {"subtypes": ["Plains"], "controller": "you"}})),
    ("Test Card", "Test Card has flying as long as you control an Island.", {},
     _static("self", [{"op": "add_abilities", "abilities": ["Flying"]}],
             {"exists": {"subtypes": ["Island"], "controller": "you"}})),
    ("Jousting Lance", "As long as it's your turn, equipped creature has first strike.",
     {"types": ("Artifact",), "subtypes": ("Equipment",)},
     _static("equipped", [{"op": "add_abilities", "abilities": ["First strike"]}],
             {"your_turn": True})),
])
def test_conditional_lines_read_exactly(name: str, text: str, extra: dict[str, Any],
                                        expected: list[dict[str, Any]]) -> None:
    """Given a real "as long as" line, when compiled, then it is one static ability with the
    exact condition (611.3a)."""
    assert _read(name, text, **extra) == expected


@pytest.mark.parametrize(("name", "text"), [
    # Not a state the engine answers exactly: a creature type of the enchanted creature,
    # graveyard counts (the scenario need not list every card), hand size. (~ attacking is read
    # since round 9: tests/engine/test_oracle_in_combat.py.)
    ("Ogre", "Threshold — Ogre gets +3/+3 as long as seven or more cards are in your graveyard."),
    ("Ogre", "Hellbent — Ogre gets +2/+0 as long as you have no cards in hand."),
    ("Ogre", "Ogre has haste as long as an opponent has 10 or more life."),
    ("Ogre", "Ogre gets +1/+1 as long as you control fewer than three artifacts."),
    ("Ogre", "Ogre gets +1/+1 as long as you control three or more artifacts you own."),
    ("Ogre", "Ogre can't be blocked as long as you control no other creatures."),
    # "it" is the enchanted creature, not the source: left.
    ("Ogre", "Enchanted creature gets +1/+1 as long as it's untapped."),
    # A filter of abilities isn't settled before layer 6: left.
    ("Ogre", "Ogre gets +1/+1 as long as you control a creature with flying."),
    # "a white or black permanent": not read by the noun reader.
    ("Ogre", "Enchanted creature has first strike as long as you control a white or black "
             "permanent."),
    # Not a static ability: an activated one with a restriction, a "can't" effect.
    ("Ogre", "Ogre can't block as long as it's your turn."),
])
def test_near_misses_stay_unread(name: str, text: str) -> None:
    """Given a condition or effect the engine can't play exactly, when compiled, then the
    line is left for not_modelled."""
    assert _read(name, text) is None


def test_a_condition_on_a_layer_4_effect_about_objects_stays_unread() -> None:
    """Given "As long as you control a Forest, ~ is a Treefolk in addition to its other
    creature types" (a layer-4 effect), when compiled, then it is left: the condition reads
    types the layers haven't settled when a layer-4 effect is gathered."""
    assert _read("Ogre", "As long as you control a Forest, Ogre is a Treefolk in addition to "
                         "its other creature types.") is None


# --- the engine: the condition read each time the layers apply (611.3a) -----------------------

KIRD = _card("Kird Ape", "Kird Ape gets +1/+2 as long as you control a Forest.",
             power=1, toughness=1)
FOREST: dict[str, Any] = {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"],
                          "subtypes": ["Forest"], "abilities": []}
GLORY = _card("Glory of Warfare", "As long as it's your turn, creatures you control get +2/+0.\n"
                                  "As long as it's not your turn, creatures you control get "
                                  "+0/+2.", types=("Enchantment",))
TORTOISE = _card("Giant Tortoise", "Giant Tortoise gets +0/+3 as long as it's untapped.",
                 power=1, toughness=1)
CUB = _card("Skyhunter Cub", "As long as Skyhunter Cub is equipped, it gets +1/+1 and has "
                             "flying.")
SWORD: dict[str, Any] = {"name": "Sword", "types": ["Artifact"], "subtypes": ["Equipment"],
                         "abilities": []}
DOOMSAYER = _card("Thraben Doomsayer", "As long as you have 5 or less life, other creatures you "
                                       "control get +2/+2.")
MYOJIN = _card("Myojin", "Myojin has indestructible as long as it has a divinity counter on it.")
BEAR = _card("Bear", "")
FORGER = _card("Carapace Forger", "Metalcraft — Carapace Forger gets +2/+2 as long as you "
                                  "control three or more artifacts.")
TRINKET: dict[str, Any] = {"name": "Trinket", "types": ["Artifact"], "abilities": []}


def test_kird_ape_with_a_forest_gets_the_bonus() -> None:
    """Given Kird Ape and a Forest its controller controls, when the layers apply, then Kird
    Ape is 2/3 and the step cites 611.3a."""
    result = play([{"id": "k", "card": "Kird Ape", "controller": "A"},
                   {"id": "f", "card": "Forest", "controller": "A"}], cards=[KIRD, FOREST])

    assert _pt(result, "k") == (2, 3)
    assert "611.3a" in _rules(result)


def test_a_forest_urborg_makes_a_swamp_counts() -> None:
    """Given Mire Kavu ("+1/+1 as long as you control a Swamp"), Urborg and a Forest of its
    controller, when the layers apply, then the condition reads the land types layer 4
    left (Urborg makes each land a Swamp, 305.7), so Mire Kavu is 4/3: the condition is read
    when its layer-7c effect is gathered, after layers 1-6."""
    kavu = _card("Mire Kavu", "Mire Kavu gets +1/+1 as long as you control a Swamp.",
                 power=3, toughness=2)
    result = play([{"id": "k", "card": "Mire Kavu", "controller": "A"},
                   {"id": "u", "card": "Urborg, Tomb of Yawgmoth", "controller": "B"},
                   {"id": "f", "card": "Forest", "controller": "A"}], cards=[kavu, FOREST])

    assert _pt(result, "k") == (4, 3)


def test_an_opponents_forest_does_not_count() -> None:
    """Given Kird Ape and a Forest only its opponent controls, when the layers apply, then the
    condition doesn't hold: Kird Ape stays 1/1, and the trace says why (611.3a)."""
    result = play([{"id": "k", "card": "Kird Ape", "controller": "A"},
                   {"id": "f", "card": "Forest", "controller": "B"}], cards=[KIRD, FOREST])

    assert _pt(result, "k") == (1, 1)
    assert any("condition doesn't hold" in s["text"] and "611.3a" in s["rules"]
               for s in result["steps"])


def test_glory_of_warfare_changes_with_the_turn() -> None:
    """Given Glory of Warfare and a 2/2 of A on A's turn, when the turn ends (B's turn
    begins), then the creature goes from 4/2 to 2/4: whose turn it is is read again (611.3a)."""
    objects = [{"id": "g", "card": "Glory of Warfare", "controller": "A"},
               {"id": "b", "card": "Bear", "controller": "A"}]
    before = play(objects, cards=[GLORY, BEAR])
    after = play(objects, [{"type": "end_turn"}], cards=[GLORY, BEAR])

    assert _pt(before, "b") == (4, 2)
    assert _pt(after, "b") == (2, 4)


def test_a_tapped_giant_tortoise_with_two_damage_dies() -> None:
    """Given an untapped Giant Tortoise (1/1, +0/+3 while untapped) with 2 damage, when it
    attacks (and so becomes tapped), then it is 1/1 with 2 damage and dies (704.5g)."""
    result = play([{"id": "t", "card": "Giant Tortoise", "controller": "A", "damage": 2}],
                  [{"type": "attack", "attackers": [{"object": "t", "defending": "B"}]}],
                  cards=[TORTOISE])

    assert result["objects"]["t"]["zone"] == "graveyard"
    assert "704.5g" in _rules(result)


def test_an_untapped_giant_tortoise_is_1_4() -> None:
    """Given an untapped Giant Tortoise, when the layers apply, then it is 1/4; tapped, 1/1."""
    untapped = play([{"id": "t", "card": "Giant Tortoise", "controller": "A"}],
                    cards=[TORTOISE])
    tapped = play([{"id": "t", "card": "Giant Tortoise", "controller": "A", "tapped": True}],
                  cards=[TORTOISE])

    assert _pt(untapped, "t") == (1, 4)
    assert _pt(tapped, "t") == (1, 1)


def test_skyhunter_cub_equipped_gets_flying() -> None:
    """Given Skyhunter Cub with an Equipment attached, when the layers apply, then it is 3/3
    with flying; without one, 2/2 without flying."""
    equipped = play([{"id": "c", "card": "Skyhunter Cub", "controller": "A", "timestamp": 1},
                     {"id": "s", "card": "Sword", "controller": "A", "attached_to": "c",
                      "timestamp": 2}], cards=[CUB, SWORD])
    bare = play([{"id": "c", "card": "Skyhunter Cub", "controller": "A"}], cards=[CUB])

    assert _pt(equipped, "c") == (3, 3)
    assert "Flying" in equipped["objects"]["c"]["abilities"]
    assert _pt(bare, "c") == (2, 2)
    assert "Flying" not in bare["objects"]["c"]["abilities"]


@pytest.mark.parametrize(("life", "expected"), [(5, (4, 4)), (6, (2, 2))])
def test_fateful_hour_reads_the_life_total(life: int, expected: tuple[int, int]) -> None:
    """Given Thraben Doomsayer and a 2/2 of a player at `life`, when the layers apply, then
    the 2/2 gets +2/+2 only at 5 or less life."""
    result = play([{"id": "d", "card": "Thraben Doomsayer", "controller": "A"},
                   {"id": "b", "card": "Bear", "controller": "A"}], cards=[DOOMSAYER, BEAR],
                  players=[{"id": "A", "life": life}, {"id": "B"}])

    assert _pt(result, "b") == expected
    assert _pt(result, "d") == (2, 2)


@pytest.mark.parametrize(("life", "hasty"), [(10, True), (11, False)])
def test_an_opponents_life_total_grants_haste(life: int, hasty: bool) -> None:
    """Given "~ has haste as long as an opponent has 10 or less life" and its controller's
    opponent at `life`, when the layers apply, then it has haste only at 10 or less."""
    raider = _card("Raider", "Raider has haste as long as an opponent has 10 or less life.")
    result = play([{"id": "r", "card": "Raider", "controller": "A"}], cards=[raider],
                  players=[{"id": "A", "life": 3}, {"id": "B", "life": life}])

    assert ("Haste" in result["objects"]["r"]["abilities"]) is hasty


def test_a_divinity_counter_makes_myojin_indestructible() -> None:
    """Given Myojin with a divinity counter, when the layers apply, then it has indestructible;
    without the counter it doesn't."""
    with_counter = play([{"id": "m", "card": "Myojin", "controller": "A",
                          "counters": {"divinity": 1}}], cards=[MYOJIN])
    without = play([{"id": "m", "card": "Myojin", "controller": "A"}], cards=[MYOJIN])

    assert "Indestructible" in with_counter["objects"]["m"]["abilities"]
    assert "Indestructible" not in without["objects"]["m"]["abilities"]


@pytest.mark.parametrize(("artifacts", "expected"), [(2, (2, 2)), (3, (4, 4))])
def test_metalcraft_counts_the_artifacts(artifacts: int, expected: tuple[int, int]) -> None:
    """Given Carapace Forger and `artifacts` artifacts its controller controls, when the layers
    apply, then it gets +2/+2 only with three or more."""
    trinkets = [{"id": f"t{i}", "card": "Trinket", "controller": "A"} for i in range(artifacts)]
    result = play([{"id": "c", "card": "Carapace Forger", "controller": "A"}, *trinkets],
                  cards=[FORGER, TRINKET])

    assert _pt(result, "c") == expected


# --- bad input -------------------------------------------------------------------------------


def _static_card(condition: Any) -> dict[str, Any]:
    return {"name": "Odd", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "static", "label": "Odd", "affects": "self",
                           "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}],
                           "condition": condition}]}


@pytest.mark.parametrize("condition", [{}, {"bogus": True}, {"tapped": "yes"},
                                       {"life_at_most": -1}, {"exists": "self"},
                                       {"at_least": 2}])
def test_a_bad_condition_is_a_clear_error(condition: Any) -> None:
    """Given a static ability with a malformed condition, when the scenario is read, then the
    error names the condition field."""
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "o", "card": "Odd", "controller": "A"}], cards=[_static_card(condition)])

    assert "condition" in str(caught.value)
