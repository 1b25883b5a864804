"""The card library: one data file per card, Oracle text, printed characteristics."""

from __future__ import annotations

import pytest

from engine import ENGINE_VERSION
from engine.abilities.effects import continuous_spec
from engine.abilities.registry import ABILITY_KINDS
from engine.library import cards

REQUIRED = [
    "Humility", "Opalescence", "Blood Moon", "Magus of the Moon", "Urborg, Tomb of Yawgmoth",
    "Dryad Arbor", "Plains", "Island", "Swamp", "Mountain", "Forest", "Boros Guildgate",
    "Glorious Anthem", "Honor of the Pure", "Night of Souls' Betrayal",
    "Elesh Norn, Grand Cenobite", "Lord of Atlantis", "Levitation", "Mycosynth Lattice",
    "March of the Machines", "Enchanted Evening", "Conspiracy", "Painter's Servant",
    "Ensoul Artifact", "Darksteel Citadel", "Darksteel Myr", "Tarmogoyf", "Grizzly Bears",
    "Gray Ogre", "Wall of Stone", "Yixlid Jailer", "Control Magic", "Steal Enchantment",
    "Act of Treason", "Giant Growth", "Turn to Frog", "Twisted Image", "Sudden Spoiling",
    "Lightning Bolt", "Wild Mongrel", "Svogthos, the Restless Tomb",
]


@pytest.mark.parametrize("name", REQUIRED)
def test_library_has_the_card(name: str) -> None:
    """Every card issue 4 lists is in the library, with Oracle text or reminder text."""
    card = cards.find_card(name)

    assert card is not None and card.name == name
    assert card.text or card.types == ("Creature",)


def test_all_cards_is_sorted_and_complete() -> None:
    """all_cards() returns every card, sorted by name."""
    names = [c.name for c in cards.all_cards()]

    assert names == sorted(names)
    assert set(REQUIRED) <= set(names)


def test_printed_characteristics_of_tarmogoyf() -> None:
    """Tarmogoyf: */1+* Lhurgoyf with a characteristic-defining ability."""
    goyf = cards.find_card("tarmogoyf")

    assert goyf is not None
    assert (goyf.power_text, goyf.toughness_text, goyf.subtypes) == ("*", "1+*", ("Lhurgoyf",))
    spec = continuous_spec(goyf.abilities[0])
    assert spec is not None and spec.cda and spec.functions_in is None


def test_korean_names_of_basic_lands() -> None:
    """Basic lands carry their Korean names; unknown Korean names are empty."""
    forest = cards.find_card("Forest")
    ogre = cards.find_card("Gray Ogre")

    assert forest is not None and forest.name_ko == "숲"
    assert ogre is not None and ogre.name_ko == ""


def test_keywords_are_abilities() -> None:
    """Printed keywords appear in .keywords and among the abilities."""
    norn = cards.find_card("Elesh Norn, Grand Cenobite")

    assert norn is not None
    assert norn.keywords == ("Vigilance",)
    assert norn.abilities[0].is_keyword


def test_the_registry_cannot_be_changed_once_built() -> None:
    """The one registry of ability kinds is read-only: a kind is added by a line in it."""
    with pytest.raises(TypeError):
        ABILITY_KINDS["static"] = lambda data, path: None  # type: ignore[index]


def test_engine_version_is_a_string() -> None:
    """ENGINE_VERSION is a dotted version string."""
    assert ENGINE_VERSION.count(".") == 2
