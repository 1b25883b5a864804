"""Protection (702.16) beyond damage: what can't enchant or equip a permanent with protection
(702.16c, 702.16d; 704.5m, 704.5n). Damage (702.16e) is tested in test_prevention.py."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities.prevention import Quality, has_quality, protection_from, protection_of
from engine.state.objects import GameObject
from tests.engine.board_helpers import board
from tests.engine.event_helpers import play

# A Gods Willing-like instant: "Target creature you control gains protection from white
# until end of turn." (the library has no such card).
BLESSING = {
    "name": "White Ward Blessing", "types": ["Instant"], "colors": ["W"], "mana_cost": "{W}",
    "mana_value": 1, "text": "Target creature gains protection from white until end of turn.",
    "abilities": [{"kind": "spell", "duration": "end_of_turn",
                   "label": "Target creature gains protection from white until end of turn.",
                   "modifications": [{"op": "add_abilities",
                                      "abilities": ["Protection from white"]}]}],
}


def card(object_id: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return {"id": object_id, "card": name, "controller": controller, **extra}


def knight(object_id: str, protection: str) -> dict[str, Any]:
    """A 2/2 white Knight with ``protection``."""
    return {"id": object_id, "name": f"Knight of {protection}", "controller": "A",
            "types": ["Creature"], "colors": ["W"], "power": 2, "toughness": 2,
            "keywords": [protection]}


def steps_citing(result: dict[str, Any], rule: str) -> list[dict[str, Any]]:
    return [s for s in result["steps"] if rule in s["rules"]]


def test_pacifism_falls_off_a_creature_that_gains_protection_from_white() -> None:
    """Pacifism on Bears that gain protection from white goes to its owner's graveyard."""
    objects = [card("bears", "Grizzly Bears"), card("pacifism", "Pacifism", "B",
                                                    attached_to="bears")]
    effects = [{"id": "blessing", "card": "White Ward Blessing", "controller": "A",
                "targets": ["bears"]}]

    result = play(objects, effects=effects, cards=[BLESSING])

    # 702.16c: a permanent with protection from white can't be enchanted by white Auras; the
    # granted keyword counts (613.1f), and 704.5m puts the Aura into its owner's graveyard.
    assert result["objects"]["pacifism"]["zone"] == "graveyard"
    assert result["objects"]["pacifism"]["owner"] == "B"
    [step] = steps_citing(result, "702.16c")
    assert "704.5m" in step["rules"]


def test_bonesplitter_falls_off_a_creature_with_protection_from_artifacts() -> None:
    """Bonesplitter (a colorless artifact) on a creature with protection from artifacts becomes
    unattached and stays on the battlefield."""
    objects = [knight("k", "Protection from artifacts"),
               card("axe", "Bonesplitter", attached_to="k")]

    result = play(objects)

    # 702.16d: the quality is a card type, not a color, so a colorless Equipment has it;
    # 704.5n unattaches it and it stays on the battlefield (no +2/+0 any more).
    assert result["objects"]["axe"]["attached_to"] is None
    assert result["objects"]["axe"]["zone"] == "battlefield"
    assert result["objects"]["k"]["power"] == 2
    [step] = steps_citing(result, "702.16d")
    assert "704.5n" in step["rules"]


def test_blanchwood_armor_stays_on_a_creature_with_protection_from_red() -> None:
    """Blanchwood Armor (green) stays on a creature with protection from red."""
    objects = [knight("k", "Protection from red"), card("f", "Forest"),
               card("armor", "Blanchwood Armor", attached_to="k")]

    result = play(objects)

    # 702.16c: only Auras with the stated quality can't enchant it; green isn't red.
    assert result["objects"]["armor"]["zone"] == "battlefield"
    assert result["objects"]["armor"]["attached_to"] == "k"
    assert result["objects"]["k"]["power"] == 3


def test_progenitus_can_not_be_enchanted_even_by_its_controllers_aura() -> None:
    """Protection from everything: an Aura on Progenitus is put into the graveyard."""
    objects = [card("p", "Progenitus"),
               card("armor", "Blanchwood Armor", attached_to="p")]

    result = play(objects)

    # 702.16c: every object has the quality "everything", whoever controls it.
    assert result["objects"]["armor"]["zone"] == "graveyard"
    assert steps_citing(result, "702.16c")


def test_voice_of_all_sheds_an_aura_of_the_chosen_color() -> None:
    """Voice of All that chose white sheds Pacifism; one that chose red keeps it."""
    objects = [card("voice", "Voice of All", chosen={"color": "W"}),
               card("pacifism", "Pacifism", "B", attached_to="voice"),
               card("voice2", "Voice of All", chosen={"color": "R"}),
               card("pacifism2", "Pacifism", "B", attached_to="voice2")]

    result = play(objects)

    # 702.16a: "the chosen color" is the color chosen as it entered (614.12a).
    assert result["objects"]["pacifism"]["zone"] == "graveyard"
    assert result["objects"]["pacifism2"]["attached_to"] == "voice2"


@pytest.mark.parametrize(("words", "colors", "types", "expected"), [
    ("white", ("W",), ("Enchantment",), True),
    ("white", (), ("Artifact",), False),
    ("artifacts", (), ("Artifact",), True),
    ("everything", (), ("Land",), True),
    ("multicolored", ("W", "U"), ("Creature",), True),
    ("multicolored", ("W",), ("Creature",), False),
    ("monocolored", ("W",), ("Creature",), True),
    ("monocolored", (), ("Artifact",), False),
    ("dragons", ("R",), ("Creature",), None),
])
def test_quality_matching_is_the_one_matcher(words: str, colors: tuple[str, ...],
                                             types: tuple[str, ...], expected: bool | None) -> None:
    """has_quality reads colors and card types; an unknown quality is None, not False."""
    spec = protection_of(f"Protection from {words}")
    assert spec is not None
    source = _object("s", colors=colors, types=types)

    known = has_quality(spec.qualities[0], source)

    assert known is expected


def test_protection_from_reads_the_chosen_color_from_the_protected_object() -> None:
    """"Protection from the chosen color" protects from the color the object chose, and from
    nothing when no color was chosen."""
    red = _object("bolt", colors=("R",), types=("Instant",))
    chose_red = _object("v", keywords=("Protection from the chosen color",), chosen="R")
    chose_none = _object("v", keywords=("Protection from the chosen color",))

    assert protection_from(chose_red, red) == Quality("color", "R", "red")
    assert protection_from(chose_none, red) is None


def _object(object_id: str, colors: tuple[str, ...] = (), types: tuple[str, ...] = ("Creature",),
            keywords: tuple[str, ...] = (), chosen: str | None = None) -> GameObject:
    """A battlefield object with these characteristics, built as a scenario would build it."""
    data: dict[str, Any] = {"id": object_id, "name": object_id, "types": list(types),
                            "colors": list(colors), "keywords": list(keywords)}
    if chosen is not None:
        data["chosen"] = {"color": chosen}
    return board([data]).object(object_id)


def test_voice_of_all_prevents_damage_from_the_chosen_color() -> None:
    """Voice of All that chose red takes no damage from Lightning Bolt."""
    objects = [card("voice", "Voice of All", chosen={"color": "R"}),
               card("bolt", "Lightning Bolt", "B", zone="stack")]

    result = play(objects, events=[{"type": "damage", "source": "bolt", "target": "voice",
                                    "amount": 3}])

    # 702.16e, with the quality read from the choice made as it entered (614.12a).
    assert result["objects"]["voice"]["damage"] == 0
