"""The library's continuous-effect staples (613): copy, control, type, color, ability and P/T
changes, each card played through the engine with the rule it turns on.

Layers and sublayers as the shipped text numbers them: 613.1a copy, 613.1b control, 613.1c
text, 613.1d type, 613.1e color, 613.1f abilities, 613.3a-e power and toughness (CDAs 7a,
setting 7b, modifying 7c, counters 7d, switching 7e); timestamps 613.6, dependency 613.7.
"""

from __future__ import annotations

from typing import Any

from tests.engine.event_helpers import play
from tests.engine.layer_helpers import pt


def obj(result: dict[str, Any], ident: str) -> dict[str, Any]:
    """One object of a result."""
    found: dict[str, Any] = result["objects"][ident]
    return found


def gap_of(result: dict[str, Any], ident: str, ability: str) -> str | None:
    """The gap `not_modelled` names for one ability of one object, or None if not listed."""
    return next((e["gap"] for e in result["not_modelled"]
                 if e["object"] == ident and e["ability"] == ability), None)


# --- 613.1a: copy effects -------------------------------------------------------------------


def test_body_double_copies_a_creature_card_in_a_graveyard() -> None:
    """613.1a, 706.2: Body Double copies the printed values of the card it chose, wherever
    that card is; the copy is Body Double's own controller's."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears", "controller": "B", "zone": "graveyard"},
        {"id": "double", "card": "Body Double", "chosen": {"copy": "bears"}},
    ])

    double = obj(result, "double")
    assert (double["name"], double["subtypes"], double["colors"], pt(result, "double")) == (
        "Grizzly Bears", ["Bear"], ["G"], (2, 2))
    assert double["controller"] == "A"


def test_body_double_with_no_choice_is_a_0_0_and_dies() -> None:
    """706.2, 704.5f: Body Double that copied nothing is a 0/0 Shapeshifter and is put into its
    owner's graveyard as a state-based action."""
    result = play([{"id": "double", "card": "Body Double"}])

    assert obj(result, "double")["zone"] == "graveyard"


def test_sculpting_steel_copies_copiable_values_not_granted_indestructible() -> None:
    """706.2, 613.1a: Sculpting Steel copying B's Bonesplitter gets its printed abilities, not
    the indestructible B's Darksteel Forge grants it: effects of 613.1b-f aren't copiable
    values."""
    result = play([
        {"id": "forge", "card": "Darksteel Forge", "controller": "B"},
        {"id": "splitter", "card": "Bonesplitter", "controller": "B"},
        {"id": "steel", "card": "Sculpting Steel", "chosen": {"copy": "splitter"}},
    ])

    steel = obj(result, "steel")
    assert steel["name"] == "Bonesplitter"
    assert steel["abilities"] == ["Equipped creature gets +2/+0.", "Equip {1}"]
    assert "Indestructible" in obj(result, "splitter")["abilities"]


# --- 613.1b: control-changing effects -------------------------------------------------------


def test_mind_control_and_confiscate_take_what_they_enchant() -> None:
    """613.1b: "You control enchanted creature/permanent": the Aura's controller controls it;
    the owner doesn't change."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
        {"id": "mind", "card": "Mind Control", "controller": "B", "attached_to": "bears"},
        {"id": "anthem", "card": "Glorious Anthem", "controller": "A"},
        {"id": "confiscate", "card": "Confiscate", "controller": "B", "attached_to": "anthem"},
    ])

    assert (obj(result, "bears")["controller"], obj(result, "bears")["owner"]) == ("B", "A")
    assert obj(result, "anthem")["controller"] == "B"
    # The stolen Anthem now pumps B's creatures: the stolen Bears.
    assert pt(result, "bears") == (3, 3)


def test_later_control_effect_wins_by_timestamp() -> None:
    """613.1b, 613.6: two Auras changing control of one creature apply in timestamp order; the
    later one decides who controls it."""
    result = play([
        {"id": "bears", "card": "Grizzly Bears", "controller": "A", "timestamp": 1},
        {"id": "late", "card": "Mind Control", "controller": "A", "attached_to": "bears",
         "timestamp": 3},
        {"id": "early", "card": "Mind Control", "controller": "B", "attached_to": "bears",
         "timestamp": 2},
    ])

    assert obj(result, "bears")["controller"] == "A"
