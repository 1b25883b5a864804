"""The engine's citations in another edition's numbering (engine/data/citations@en.json)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.text import citations

DATA = Path(citations.__file__).resolve().parent / "data"


def test_the_shipped_table_keeps_the_korean_numbering() -> None:
    """Adding an edition's file changes nothing the engine cites by default."""

    assert citations.cite("sublayer.counters", "sublayer.switch") == ("613.3d", "613.3e")


@pytest.mark.parametrize("concept, number", [
    ("sublayer.cda", "613.4a"), ("sublayer.set", "613.4b"), ("sublayer.modify", "613.4c"),
    ("sublayer.counters", "613.4c"), ("sublayer.switch", "613.4d"), ("timestamp", "613.7"),
    ("dependency", "613.8"), ("sba.legend", "704.5j"), ("replacement", "614.1"),
])
def test_concepts_cite_the_english_numbering(concept: str, number: str) -> None:
    """Sublayer 7d (counters) is 613.4c today; concepts not renumbered keep their number."""

    assert citations.cite_in("en", concept) == (number,)


@pytest.mark.parametrize("shipped, english", [
    ("613.3d", "613.4c"), ("613.3e", "613.4d"), ("613.3", "613.4"), ("704.5j", "704.5j"),
    ("101.1", "101.1"),
])
def test_a_shipped_number_maps_by_its_concepts(shipped: str, english: str) -> None:
    """613.3d -> 613.4c; a number no concept renumbers, or none cites, stays."""

    assert citations.renumber(shipped, "en") == english
    assert citations.renumber(shipped, "ko") == shipped


def test_renumbered_lists_only_numbers_that_change() -> None:
    """Every entry differs, and 613.3a-e are among them."""

    renumbered = citations.renumbered("en")

    assert all(old != new for old, new in renumbered.items())
    assert {"613.3a", "613.3b", "613.3c", "613.3d", "613.3e"} <= set(renumbered)


def test_every_concept_of_an_edition_file_is_a_shipped_concept() -> None:
    """An edition file may only renumber concepts the engine cites."""
    for path in DATA.glob("citations@*.json"):
        numbers = json.loads(path.read_text("utf-8"))["numbers"]

        assert set(numbers) <= set(citations.table()), path.name


def test_an_unknown_edition_is_a_citation_error() -> None:
    """Asking for an edition with no data names the editions there are."""

    with pytest.raises(citations.CitationError, match="no citation table for edition 'fr'"):
        citations.cite_in("fr", "sublayer.set")
    assert citations.editions() == ("ko", "en")


def test_no_concept_of_a_renumbered_rule_keeps_its_shipped_number_in_english() -> None:
    """613.2-613.8 all moved in the English edition (its 613.6 is continuation, the shipped
    613.6 timestamps), so a concept the English table leaves at its shipped 613.2-613.8 number
    would cite another rule there. Each has an English number of its own."""
    moved = [concept for concept, number in citations.table().items()
             if number.split(".")[0] == "613" and number[:5] in {f"613.{n}" for n in range(2, 9)}
             and citations.cite_in("en", concept)[0] == number]

    assert moved == []
