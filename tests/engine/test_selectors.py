"""One selector (engine/abilities/selectors.py): every condition a filter lists holds together, in
every ability kind that reads one (issue 9: two matchers used to drop `controller` beside `any`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

import engine
from engine.abilities.effects import parse_selector
from engine.abilities.selectors import matches
from engine.errors import ScenarioError
from tests.engine.event_helpers import play

ANY_CREATURE_OR_ARTIFACT = [{"types": ["Creature"]}, {"types": ["Artifact"]}]


@dataclass(frozen=True)
class Obj:
    id: str
    controller: str = "A"
    owner: str = "A"
    zone: str = "battlefield"
    types: tuple[str, ...] = ("Creature",)
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    token: bool = False


@dataclass(frozen=True)
class Reader:
    source: str | None = "anthem"
    you: str = "A"
    targets: tuple[str, ...] = ()
    attached_to: str | None = None
    picked: tuple[tuple[str, str], ...] = ()

    def is_opponent(self, player: str) -> bool:
        return player != self.you

    def chosen(self, key: str) -> str | None:
        return dict(self.picked).get(key)


@pytest.mark.parametrize(("extra", "obj", "expected"), [
    ({"controller": "you"}, Obj("bears", controller="B"), False),
    ({"controller": "you"}, Obj("bears"), True),
    ({"controller": "opponent"}, Obj("bears", controller="B"), True),
    ({"owner": "you"}, Obj("stolen", controller="A", owner="B"), False),
    ({"other": True}, Obj("anthem", types=("Artifact",)), False),
    ({"not_colors": ["G"]}, Obj("bears", colors=("G",)), False),
    ({"not_types": ["Land"]}, Obj("dryad", types=("Land", "Creature")), False),
    ({"supertypes": ["Legendary"]}, Obj("bears"), False),
    ({}, Obj("myr", types=("Artifact",)), True),
    ({}, Obj("forest", types=("Land",)), False),
])
def test_any_holds_together_with_every_other_condition(extra: dict[str, Any], obj: Obj,
                                                       expected: bool) -> None:
    """`any` is one more condition: controller, owner, other and not_* still hold beside it."""
    selector = parse_selector({"any": ANY_CREATURE_OR_ARTIFACT, **extra}, "affects")

    found = matches(selector, obj, Reader())

    assert found is expected


def test_a_chosen_value_matches_only_what_was_chosen() -> None:
    """{"chosen": key} is the value the source chose; an unmade choice matches nothing."""
    selector = parse_selector({"subtypes": [{"chosen": "creature_type"}]}, "affects")
    elf = Obj("elf", subtypes=("Elf",))

    assert matches(selector, elf, Reader(picked=(("creature_type", "Elf"),)))
    assert not matches(selector, elf, Reader(picked=(("creature_type", "Goblin"),)))
    assert not matches(selector, elf, Reader())


def test_target_relation_means_the_targeted_player() -> None:
    """controller: "target" matches the objects of a targeted player only."""
    selector = parse_selector({"types": ["Creature"], "controller": "target"}, "affects")

    assert matches(selector, Obj("x", controller="B"), Reader(targets=("B",)))
    assert not matches(selector, Obj("y", controller="A"), Reader(targets=("B",)))


OTHER_ANTHEM = {
    "name": "Custom Anthem", "types": ["Enchantment", "Artifact"], "mana_value": 3,
    "text": "Other creatures and artifacts you control get +1/+1.",
    "abilities": [{"kind": "static", "label": "Other creatures and artifacts you control get +1/+1",
                   "affects": {"any": ANY_CREATURE_OR_ARTIFACT, "controller": "you",
                               "other": True},
                   "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}]}],
}


def test_custom_anthem_pumps_only_the_other_creatures_you_control() -> None:
    """"Other creatures and artifacts you control get +1/+1": the opponent's Grizzly Bears stay
    2/2 (613.1: the effect affects only the objects its text describes)."""
    objects = [{"id": "anthem", "card": "Custom Anthem", "controller": "A"},
               {"id": "mine", "card": "Grizzly Bears", "controller": "A"},
               {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
               {"id": "myr", "card": "Darksteel Myr", "controller": "A"}]

    result = play(objects, cards=[OTHER_ANTHEM])

    pts = {i: (o["power"], o["toughness"]) for i, o in result["objects"].items()}
    assert pts["mine"] == (3, 3)
    assert pts["theirs"] == (2, 2)
    assert pts["myr"] == (1, 2)
    assert pts["anthem"] == (None, None)


OTHER_SCALES = {
    "name": "Custom Scales", "types": ["Artifact", "Creature"], "mana_value": 2,
    "power": 1, "toughness": 1,
    "text": "If one or more +1/+1 counters would be put on another creature or artifact you "
            "control, that many plus one +1/+1 counters are put on it instead.",
    "abilities": [{"kind": "modify_counters", "label": "another creature or artifact you control",
                   "affects": {"any": ANY_CREATURE_OR_ARTIFACT, "controller": "you",
                               "other": True},
                   "counter": "+1/+1", "op": "plus", "amount": 1}],
}


@pytest.mark.parametrize(("target", "controller", "expected"), [
    ("scales", "A", 1),   # its own source is not "another" (614.1a applies only as written)
    ("bears", "A", 2),
    ("theirs", "B", 1),   # not a creature you control
])
def test_counter_replacement_reads_other_and_controller(target: str, controller: str,
                                                        expected: int) -> None:
    """A counter replacement "on another creature or artifact you control" changes only those."""
    objects = [{"id": "scales", "card": "Custom Scales", "controller": "A"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
               {"id": "theirs", "card": "Grizzly Bears", "controller": "B"}]
    events = [{"type": "counters", "target": target, "counter": "+1/+1", "amount": 1}]

    result = play(objects, events, cards=[OTHER_SCALES])

    assert result["objects"][target]["counters"] == {"+1/+1": expected}


@pytest.mark.parametrize("affects", [
    "targets",
    {"types": ["Creature"], "controller": "target"},
    {"any": [{"types": ["Artifact"]}, {"types": ["Creature"], "owner": "target"}]},
])
def test_a_static_ability_reading_targets_is_a_validation_error(affects: Any) -> None:
    """115.1: a static ability has no targets, so a filter naming them can never be honoured;
    the engine refuses it at load time instead of matching nothing in silence."""
    card = {"name": "Odd Anthem", "types": ["Enchantment"], "mana_value": 1,
            "abilities": [{"kind": "static", "label": "Odd", "affects": affects,
                           "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}]}]}

    with pytest.raises(ScenarioError) as error:
        engine.run_scenario({"format": 1, "players": [{"id": "A"}], "cards": [card]})

    assert error.value.path == "cards[0].abilities[0].affects"
