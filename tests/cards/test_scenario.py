"""Imported cards in scenarios: placed by English, Korean or face name, with their printed
characteristics, the uncompiled lines listed as not modelled, the scripted library first."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command

from rulings.cards.models import OracleCard
from rulings.sandbox import adapter

FIXTURES = Path(__file__).parent / "fixtures"
pytestmark = pytest.mark.django_db


@pytest.fixture
def imported() -> None:
    """The AtomicCards fixture imported (Delver, Fire // Ice, Tarmogoyf, a battle, ...)."""
    call_command("import_cards", str(FIXTURES / "AtomicCards.json"), stdout=None)


def _run(*objects: dict[str, Any]) -> adapter.Outcome:
    return adapter.run({"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                        "objects": list(objects)}, lang="en")


def _object(outcome: adapter.Outcome, ident: str = "c") -> dict[str, Any]:
    assert outcome.problem is None, outcome.problem
    assert outcome.result is not None
    obj: dict[str, Any] = outcome.result["objects"][ident]
    return obj


def test_an_imported_card_is_placed_by_its_english_name(imported: None) -> None:
    """Akki Lavarunner, in no scripted file, enters as its printed 1/1 Goblin (710: unflipped)."""
    akki = _object(_run({"id": "c", "card": "akki lavarunner // tok-tok, volcano born"}))

    assert (akki["name"], akki["power"], akki["toughness"]) == ("Akki Lavarunner", 1, 1)
    assert akki["subtypes"] == ["Goblin", "Warrior"]


def test_an_imported_card_is_placed_by_its_korean_name(imported: None) -> None:
    """The sandbox takes the Korean name: 비밀의 탐구자 is Delver of Secrets, front face up."""
    delver = _object(_run({"id": "c", "card": "비밀의 탐구자"}))

    assert (delver["name"], delver["power"], delver["toughness"]) == ("Delver of Secrets", 1, 1)


def test_a_korean_face_name_puts_that_face_up(imported: None) -> None:
    """곤충형 기형체 names Delver's back face: on the battlefield a 3/2 (712.8)."""
    aberration = _object(_run({"id": "c", "card": "곤충형 기형체"}))

    assert (aberration["name"], aberration["power"]) == ("Insectile Aberration", 3)


def test_lines_the_compiler_did_not_express_are_listed_as_not_modelled(imported: None) -> None:
    """Delver's upkeep trigger is carried as text, and the result says it wasn't applied."""
    outcome = _run({"id": "c", "card": "Delver of Secrets"})

    assert outcome.result is not None
    listed = [entry["ability"] for entry in outcome.result["not_modelled"]]
    assert any(text.startswith("At the beginning of your upkeep") for text in listed)


def test_the_scripted_library_card_wins_over_the_imported_one(imported: None) -> None:
    """Tarmogoyf is scripted: its CDA counts the instant in the graveyard (1/2); the imported
    copy, whose CDA is only text, would have been 0/1."""
    outcome = _run({"id": "c", "card": "타르모고이프"},
                   {"id": "i", "card": "Lightning Bolt", "zone": "graveyard"})

    goyf = _object(outcome)

    assert (goyf["name"], goyf["power"], goyf["toughness"]) == ("Tarmogoyf", 1, 2)


def test_a_split_card_from_the_database_has_both_halves(imported: None) -> None:
    """709.4: Fire // Ice in a graveyard is red and blue, mana value 4."""
    split = _object(_run({"id": "c", "card": "화염 // 얼음", "zone": "graveyard"}))

    assert (split["name"], split["mana_value"], split["colors"]) == ("Fire // Ice", 4, ["U", "R"])


def test_an_unknown_name_is_still_the_engines_error(imported: None) -> None:
    """A name neither scripted nor imported is reported on its field."""
    outcome = _run({"id": "c", "card": "Not A Card"})

    assert outcome.problem is not None
    assert outcome.problem.path == "objects[0].card"
    assert "unknown card" in outcome.problem.message


def test_a_card_type_the_engine_lacks_is_a_clear_problem() -> None:
    """A Plane can't be an engine object: the field and the reason are named, nothing fails."""
    OracleCard.objects.create(
        oracle_id="00000000-0000-0000-0000-00000000aaaa", name="Naya", name_key="naya",
        layout="planar", types=["Plane"], subtypes=["Alara"],
        faces=[{"name": "Naya", "types": ["Plane"], "subtypes": ["Alara"], "text": ""}],
        abilities=[[]], not_modelled=[[]])

    outcome = _run({"id": "c", "card": "Naya"})

    assert outcome.problem is not None
    assert outcome.problem.path == "objects[0].card"
    assert "Plane" in outcome.problem.message


def test_the_document_itself_is_not_rewritten(imported: None) -> None:
    """The Korean name the judge typed stays in their document; only the engine's copy says
    the English name."""
    document = {"format": 1, "players": [{"id": "A"}],
                "objects": [{"id": "c", "card": "비밀의 탐구자"}]}

    adapter.run(document)

    assert document["objects"][0]["card"] == "비밀의 탐구자"
    assert "cards" not in document
