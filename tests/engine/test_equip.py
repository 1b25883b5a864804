"""Equipment (301.5, 702.6, engine/abilities/equip.py): what equip can target is data, and 704.5n
unattaches an Equipment attached illegally; it stays on the battlefield."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.abilities.equip import (
    CREATURE_YOU_CONTROL,
    EquipSpec,
    parse_equip_field,
    parse_equip_text,
)
from engine.errors import ScenarioError
from tests.engine.event_helpers import play


def unattach_steps(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [s for s in result["steps"] if "704.5n" in s["rules"]]


def test_equipment_on_something_that_is_no_creature_becomes_unattached() -> None:
    """704.5n: Equipment attached to a land (not a creature) becomes unattached."""
    objects = [{"id": "forest", "card": "Forest", "controller": "A"},
               {"id": "axe", "card": "Bonesplitter", "controller": "A", "attached_to": "forest"}]

    result = play(objects)

    assert result["objects"]["axe"]["attached_to"] is None
    assert unattach_steps(result)[0]["text"].startswith("What Bonesplitter equips is no longer")


def test_equipment_attached_to_a_player_becomes_unattached() -> None:
    """704.5n: an Equipment can't be attached to a player."""
    objects = [{"id": "axe", "card": "Bonesplitter", "controller": "A", "attached_to": "B"}]

    result = play(objects)

    assert result["objects"]["axe"]["attached_to"] is None


def test_equipment_stays_on_a_creature_another_player_controls() -> None:
    """702.6a's "you control" limits only what equip can target: after Act of Treason the
    Equipment stays on the stolen creature, which still gets +2/+0."""
    objects = [{"id": "bears", "card": "Grizzly Bears", "controller": "A"},
               {"id": "axe", "card": "Bonesplitter", "controller": "A", "attached_to": "bears"}]
    effects = [{"id": "treason", "card": "Act of Treason", "controller": "B",
                "targets": ["bears"]}]

    result = play(objects, effects=effects)

    assert result["objects"]["bears"]["controller"] == "B"
    assert result["objects"]["axe"]["attached_to"] == "bears"
    assert result["objects"]["bears"]["power"] == 4
    assert unattach_steps(result) == []


@pytest.mark.parametrize(("label", "spec"), [
    ("Equip {1}", EquipSpec("{1}")),
    ("Equip {2}{W}", EquipSpec("{2}{W}")),
    ("Equip", EquipSpec("")),
])
def test_equip_text_is_read_into_its_cost(label: str, spec: EquipSpec) -> None:
    """702.6a: "Equip [cost]" targets a creature you control."""
    assert parse_equip_text(label) == spec


def test_equip_with_a_quality_narrows_what_it_targets() -> None:
    """"Equip legendary creature {3}" targets a legendary creature you control."""
    spec = parse_equip_text("Equip legendary creature {3}")

    assert spec is not None
    assert spec.cost == "{3}"
    assert spec.to.supertypes == ("Legendary",)
    assert spec.to.types == ("Creature",)
    assert spec.to.controller == "you"


def test_an_equip_quality_the_grammar_cant_read_is_kept_as_unreadable() -> None:
    """A quality the word grammar can't say is known as such, not guessed."""
    spec = parse_equip_text("Equip creature with power 2 or less {1}")

    assert spec is not None
    assert spec.unreadable == "creature with power 2 or less"
    assert spec.to == CREATURE_YOU_CONTROL


def test_the_structured_equip_field_names_its_errors() -> None:
    """A structured equip without a cost is an error naming the field."""
    card = {"name": "Odd Axe", "types": ["Artifact"], "subtypes": ["Equipment"], "mana_value": 1,
            "abilities": [{"kind": "keyword", "keyword": "Equip", "label": "Equip",
                           "equip": {"to": {"types": ["Creature"]}}}]}

    with pytest.raises(ScenarioError) as error:
        engine.run_scenario({"format": 1, "players": [{"id": "A"}], "cards": [card]})

    assert error.value.path == "cards[0].abilities[0].equip.cost"


def test_the_structured_equip_field_reads_what_it_can_target() -> None:
    """{"equip": {"cost", "to"}}: the filter says what the equip ability can target."""
    spec = parse_equip_field({"equip": {"cost": "{2}", "to": {"types": ["Creature"],
                                                               "subtypes": ["Knight"]}}},
                             "cards[0].abilities[0]")

    assert spec.cost == "{2}"
    assert spec.to.subtypes == ("Knight",)


def test_equip_is_still_reported_as_an_ability_the_engine_does_not_activate() -> None:
    """The equip ability is activated (602): not_modelled still lists it, with 702.6a."""
    result = play([{"id": "axe", "card": "Bonesplitter", "controller": "A"}])

    assert [(e["object"], e["ability"], e["rules"]) for e in result["not_modelled"]] == [
        ("axe", "Equip {1}", ["702.6a"])]
