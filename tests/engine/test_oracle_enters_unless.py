"""A land entering tapped under a count (614.1c, 614.12): "~ enters the battlefield tapped unless
you control two or fewer other lands." (the fast lands), a replacement on its own entering whose
``if`` counts its controller's lands as it would enter (``you_control`` with ``at_least``,
engine/abilities/replacements.py; engine/oracle/templates_enters.py). Each scenario keeps a
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

# A real card of the dev corpus (2020 Oracle text).
BLOOMING_MARSH = ("Blooming Marsh enters the battlefield tapped unless you control two or fewer "
                  "other lands.\n{T}: Add {B} or {G}.")


def _face(text: str, types: tuple[str, ...] = ("Land",)) -> dict[str, Any]:
    return {"name": "Blooming Marsh", "types": list(types), "subtypes": [], "supertypes": [],
            "colors": [], "mana_value": 0, "text": text}


def test_the_fast_land_line_reads_to_an_enters_tapped_replacement_counting_lands() -> None:
    """Given Blooming Marsh, when it is compiled, then its first line is a replacement on its
    own entering: tapped if its controller controls three or more lands (two or fewer other
    lands: untapped)."""
    assert read_whole(_face(BLOOMING_MARSH))[0] == {
        "kind": "replacement", "event": {"type": "enter", "object": "self"},
        "instead": {"tapped": True},
        "if": {"you_control": {"types": ["Land"]}, "at_least": 3}}


@pytest.mark.parametrize("line", [
    "Blooming Marsh enters the battlefield tapped unless you control two or fewer other "
    "creatures.",
    "Blooming Marsh enters the battlefield tapped unless you control two or more other lands.",
    "Blooming Marsh enters the battlefield tapped unless you control a Swamp or a Forest.",
    "Blooming Marsh enters the battlefield tapped unless you control a or fewer other lands.",
])
def test_near_misses_stay_unread(line: str) -> None:
    """Given a condition the template doesn't read exactly (another noun, "or more", a choice
    of land types), when it is compiled, then the line stays unread."""
    assert not compile_face(_face(line)).lines[0].claimed


MARSH = {**_face(BLOOMING_MARSH),
         "abilities": list(compile_face(_face(BLOOMING_MARSH)).card_abilities())}


def _lands(count: int, controller: str = "A", prefix: str = "l") -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", "name": "Wastes", "types": ["Land"], "controller": controller}
            for i in range(count)]


def _enters(lands: list[dict[str, Any]]) -> dict[str, Any]:
    result = play([{"id": "m", "card": "Blooming Marsh", "controller": "A", "zone": "hand"},
                   *lands], [{"type": "move", "object": "m", "to": "battlefield"}],
                  cards=[MARSH])
    found: dict[str, Any] = result["objects"]["m"]
    return found


@pytest.mark.parametrize(("other", "tapped"), [(0, False), (2, False), (3, True), (5, True)])
def test_the_land_enters_tapped_only_with_three_or_more_other_lands(other: int,
                                                                    tapped: bool) -> None:
    """614.12: given A controls this many other lands, when Blooming Marsh enters under A's
    control, then it is tapped only if A controls three or more other lands."""
    assert _enters(_lands(other))["tapped"] is tapped


def test_an_opponents_lands_dont_count() -> None:
    """"you control": given B controls five lands and A two, when A's Blooming Marsh enters,
    then it is untapped."""
    assert _enters([*_lands(2), *_lands(5, "B", "m")])["tapped"] is False


def test_nonland_permanents_dont_count() -> None:
    """"other lands": given A controls two lands and three artifacts, when Blooming Marsh
    enters, then it is untapped."""
    artifacts = [{"id": f"a{i}", "name": "Rock", "types": ["Artifact"], "controller": "A"}
                 for i in range(3)]
    assert _enters([*_lands(2), *artifacts])["tapped"] is False


def test_at_least_without_you_control_is_a_clear_error() -> None:
    """Given a replacement whose ``if`` has ``at_least`` but no ``you_control``, when the card
    is loaded, then the error names the field."""
    card = {**_face("x"), "abilities": [
        {"kind": "replacement", "label": "x", "event": {"type": "enter", "object": "self"},
         "instead": {"tapped": True}, "if": {"at_least": 3}}]}
    with pytest.raises(ScenarioError) as error:
        play([{"id": "m", "card": "Blooming Marsh"}], cards=[card])

    assert "at_least" in str(error.value)


# --- "... unless you control two or more basic lands." (the battle lands) ---------------------

CINDER_GLADE = ("Cinder Glade enters the battlefield tapped unless you control two or more basic "
                "lands.")


def _glade_face() -> dict[str, Any]:
    return {"name": "Cinder Glade", "types": ["Land"], "subtypes": ["Mountain", "Forest"],
            "supertypes": [], "colors": [], "mana_value": 0, "text": CINDER_GLADE}


GLADE = {**_glade_face(), "abilities": list(compile_face(_glade_face()).card_abilities())}


def test_the_battle_land_line_reads_to_a_replacement_with_at_most_one_basic_land() -> None:
    """Given Cinder Glade, when it is compiled, then it enters tapped if its controller
    controls one basic land or none (``at_most`` 1)."""
    assert read_whole(_glade_face()) == [
        {"kind": "replacement", "event": {"type": "enter", "object": "self"},
         "instead": {"tapped": True},
         "if": {"you_control": {"types": ["Land"], "supertypes": ["Basic"]}, "at_most": 1}}]


def _basics(count: int) -> list[dict[str, Any]]:
    return [{"id": f"f{i}", "name": "Forest", "types": ["Land"], "supertypes": ["Basic"],
             "subtypes": ["Forest"], "controller": "A"} for i in range(count)]


@pytest.mark.parametrize(("basics", "tapped"), [(0, True), (1, True), (2, False), (4, False)])
def test_the_battle_land_enters_untapped_only_with_two_or_more_basic_lands(
        basics: int, tapped: bool) -> None:
    """614.12: given A controls this many basic lands, when Cinder Glade enters under A's
    control, then it is tapped unless A controls two or more."""
    result = play([{"id": "g", "card": "Cinder Glade", "controller": "A", "zone": "hand"},
                   *_basics(basics)], [{"type": "move", "object": "g", "to": "battlefield"}],
                  cards=[GLADE])

    assert result["objects"]["g"]["tapped"] is tapped


def test_nonbasic_lands_dont_count_for_the_battle_land() -> None:
    """"basic lands": given A controls one basic land and three nonbasic lands, when Cinder
    Glade enters, then it is tapped."""
    result = play([{"id": "g", "card": "Cinder Glade", "controller": "A", "zone": "hand"},
                   *_basics(1), *_lands(3)],
                  [{"type": "move", "object": "g", "to": "battlefield"}], cards=[GLADE])

    assert result["objects"]["g"]["tapped"] is True


def test_at_most_with_at_least_is_a_clear_error() -> None:
    """Given a replacement's ``if`` with both ``at_least`` and ``at_most``, when the card is
    loaded, then the error names at_most."""
    card = {**_glade_face(), "abilities": [
        {"kind": "replacement", "label": "x", "event": {"type": "enter", "object": "self"},
         "instead": {"tapped": True},
         "if": {"you_control": {"types": ["Land"]}, "at_least": 3, "at_most": 1}}]}
    with pytest.raises(ScenarioError) as error:
        play([{"id": "g", "card": "Cinder Glade"}], cards=[card])

    assert "at_most" in str(error.value)
