"""One replacement ability language (engine/abilities/replacements.py, engine/abilities/actions.py):
an event pattern plus what happens instead, and the 0.4 kinds read as the same thing."""

from __future__ import annotations

from typing import Any

import pytest

from engine.abilities.prevention import spec_of as prevention_spec
from engine.abilities.registry import parse_ability
from engine.abilities.replacements import ReplacementSpec, spec_of
from engine.errors import ScenarioError
from engine.events.replacement import Category
from tests.engine.event_helpers import play

CREATURE_YOU_CONTROL = {"types": ["Creature"], "controller": "you"}

# Each 0.4 kind beside the "replacement" ability that says the same (docs/scenario-format.md).
SAME_MEANING: list[tuple[dict[str, Any], dict[str, Any]]] = [
    ({"kind": "replace_zone", "to": "graveyard", "instead": "exile", "owner": "opponent",
      "cards_only": True},
     {"event": {"type": "move", "object": {"zones": "all", "owner": "opponent", "token": False},
                "to": "graveyard"}, "instead": {"to": "exile"}}),
    ({"kind": "replace_zone", "to": "graveyard", "instead": "library", "self": True},
     {"event": {"type": "move", "object": "self", "to": "graveyard"},
      "instead": {"to": "library"}, "functions_in": "all"}),
    ({"kind": "enters_tapped"},
     {"event": {"type": "enter", "object": "self"}, "instead": {"tapped": True}}),
    ({"kind": "enters_with_counters", "counter": "+1/+1", "amount": 2},
     {"event": {"type": "enter", "object": "self"}, "instead": {"counters": {"+1/+1": 2}}}),
    ({"kind": "enters_as_copy", "affects": {"types": ["Creature"], "controller": "you",
                                            "other": True}},
     {"event": {"type": "enter", "object": {"types": ["Creature"], "controller": "you",
                                            "other": True, "zones": ["battlefield"]}},
      "instead": {"as_copy_of": "self"}}),
    ({"kind": "modify_counters", "affects": CREATURE_YOU_CONTROL, "counter": "+1/+1",
      "op": "plus", "amount": 1},
     {"event": {"type": "counters", "on": {**CREATURE_YOU_CONTROL, "zones": ["battlefield"]},
                "counter": "+1/+1"}, "instead": {"amount": {"plus": 1}}}),
    ({"kind": "modify_counters", "affects": {"types": ["Creature"]}, "op": "double"},
     {"event": {"type": "counters", "on": {"types": ["Creature"], "zones": ["battlefield"]}},
      "instead": {"amount": {"times": 2}}}),
    ({"kind": "double_damage", "sources": {"controller": "you"}, "players": "opponent",
      "permanents": {"controller": "opponent"}},
     {"event": {"type": "damage", "source": {"controller": "you", "zones": ["battlefield"]},
                "players": "opponent",
                "permanents": {"controller": "opponent", "zones": ["battlefield"]}},
      "instead": {"amount": {"times": 2}}}),
    ({"kind": "damage_to_counters", "sources": {"controller": "you"},
      "permanents": {"types": ["Creature"], "controller": "opponent"}},
     {"event": {"type": "damage", "source": {"controller": "you", "zones": ["battlefield"]},
                "permanents": {"types": ["Creature"], "controller": "opponent",
                               "zones": ["battlefield"]}, "combat": False},
      "instead": [{"do": "put_counters", "counter": "-1/-1"}]}),
    ({"kind": "life_floor", "if_you_control": {"types": ["Creature"]}},
     {"event": {"type": "lose_life", "player": "you", "from_damage": True},
      "if": {"you_control": {"types": ["Creature"]}}, "instead": {"amount": {"life_floor": 1}}}),
    ({"kind": "double_life_gain"},
     {"event": {"type": "gain_life", "player": "you"}, "instead": {"amount": {"times": 2}}}),
    ({"kind": "gain_becomes_loss", "players": "opponent"},
     {"event": {"type": "gain_life", "player": "opponent"}, "instead": [{"do": "lose_life"}]}),
    ({"kind": "gain_becomes_draw"},
     {"event": {"type": "gain_life", "player": "you"}, "instead": [{"do": "draw"}]}),
    ({"kind": "draw_becomes_gain"},
     {"event": {"type": "draw", "player": "you"}, "instead": [{"do": "gain_life", "amount": 1}]}),
    ({"kind": "draw_becomes_return"},
     {"event": {"type": "draw", "player": "you"}, "if": {"graveyard_has_card": True},
      "instead": [{"do": "return_from_graveyard"}]}),
    ({"kind": "empty_draw_wins"},
     {"event": {"type": "draw", "player": "you"}, "if": {"library_empty": True},
      "instead": [{"do": "win_game"}]}),
    ({"kind": "regenerate", "cost": "{B}"},
     {"event": {"type": "destroy", "object": "targets"}, "instead": [{"do": "regenerate"}],
      "cost": "{B}"}),
    ({"kind": "as_enters_choose", "choice": "color"},
     {"event": {"type": "enter", "object": "self"}, "instead": {"choose": "color"}}),
]
# The same for the 0.4 prevention kinds and the "prevention" kind (engine/abilities/prevention.py).
SAME_PREVENTION: list[tuple[dict[str, Any], dict[str, Any]]] = [
    ({"kind": "prevent_next", "amount": 3, "mode": "prevent"},
     {"event": {"type": "damage", "players": "target", "permanents": "targets"},
      "prevent": {"next": 3}, "mode": "prevent"}),
    ({"kind": "prevent_next", "amount": 1, "sharing_color": True},
     {"event": {"type": "damage", "players": "target", "permanents": "targets"},
      "prevent": {"next": 1}, "sharing_color": True}),
    ({"kind": "prevent_from_source", "gain_life": True},
     {"event": {"type": "damage", "source": "targets"}, "prevent": "next_time",
      "also": [{"do": "gain_life", "amount": "prevented"}]}),
    ({"kind": "prevent_static", "amount": 1, "permanents": {"subtypes": ["Human"]}},
     {"event": {"type": "damage", "permanents": {"subtypes": ["Human"], "zones": ["battlefield"]}},
      "prevent": {"each_time": 1}}),
    ({"kind": "prevent_half", "players": "you"},
     {"event": {"type": "damage", "players": "you"}, "prevent": "half"}),
    ({"kind": "prevent_all", "sources": {"types": ["Creature"]}, "combat_only": True},
     {"event": {"type": "damage", "source": {"types": ["Creature"], "zones": ["battlefield"]},
                "combat": True}, "prevent": "all"}),
]


def _spec(data: dict[str, Any]) -> ReplacementSpec:
    spec = spec_of(parse_ability({"label": "L", **data}, "a"))
    assert spec is not None
    return spec


@pytest.mark.parametrize(("old", "new"), SAME_PREVENTION,
                         ids=[o["kind"] for o, _ in SAME_PREVENTION])
def test_a_04_prevention_kind_means_the_same_as_its_prevention_spelling(
        old: dict[str, Any], new: dict[str, Any]) -> None:
    """Saved scenarios keep their meaning: the old prevention kinds read as the new kind."""
    old_ability = parse_ability({"label": "L", **old}, "a")

    new_ability = parse_ability({"kind": "prevention", "label": "L", **new}, "a")

    assert prevention_spec(old_ability) == prevention_spec(new_ability) is not None


# Prevention abilities the engine refuses, and the field it names (tests/engine/test_schema.py
# checks the schema agrees on the structural ones).
BAD_PREVENTIONS: list[tuple[dict[str, Any], str]] = [
    ({"event": {"type": "draw"}, "prevent": "all"}, "a.event.type"),
    ({"event": {"type": "damage"}, "prevent": "most"}, "a.prevent"),
    ({"event": {"type": "damage"}, "prevent": {"next": -1}}, "a.prevent.next"),
    ({"event": {"type": "damage"}, "prevent": "half", "sharing_color": True}, "a.sharing_color"),
    ({"event": {"type": "damage"}, "prevent": "all", "also": [{"do": "draw"}]}, "a.also"),
]


@pytest.mark.parametrize(("data", "path"), BAD_PREVENTIONS)
def test_a_bad_prevention_names_the_field(data: dict[str, Any], path: str) -> None:
    """A prevention ability that says something the engine can't honour is refused, by field."""
    with pytest.raises(ScenarioError) as raised:
        parse_ability({"kind": "prevention", "label": "L", **data}, "a")

    assert raised.value.path == path


@pytest.mark.parametrize(("old", "new"), SAME_MEANING, ids=[o["kind"] for o, _ in SAME_MEANING])
def test_a_04_kind_means_the_same_as_its_replacement_spelling(old: dict[str, Any],
                                                             new: dict[str, Any]) -> None:
    """Saved scenarios keep their meaning: the old kind reads as the same replacement spec."""
    old_spec = _spec(old)

    new_spec = _spec({"kind": "replacement", **new})

    assert old_spec == new_spec


@pytest.mark.parametrize(("instead", "category"), [
    ({"as_copy_of": "self"}, Category.COPY),
    ({"under_control_of": "you"}, Category.CONTROL),
    ({"tapped": True}, Category.OTHER),
])
def test_the_616_1_rank_follows_from_what_the_effect_does(instead: dict[str, Any],
                                                          category: Category) -> None:
    """616.1b-d: an effect's rank is read from its outcome, not from a per-card kind."""
    spec = _spec({"kind": "replacement", "event": {"type": "enter", "object": {}},
                  "instead": instead})

    assert spec.category is category


# Replacement abilities the engine refuses: the field it names and words of the message.
BAD_REPLACEMENTS: list[tuple[dict[str, Any], str, str]] = [
    ({"event": {"type": "explode"}, "instead": {}}, "a.event.type", "expected one of"),
    ({"event": {"type": "move", "object": {}}, "instead": {"to": "exile"}}, "a.event.to",
     "required"),
    ({"event": {"type": "gain_life"}, "instead": {"to": "exile"}}, "a.instead.to",
     "can't be changed this way"),
    ({"event": {"type": "gain_life"}, "instead": [{"do": "regenerate"}]}, "a.instead[0].do",
     "can't replace a gain_life event"),
    ({"event": {"type": "draw"}, "instead": [{"do": "gain_life", "amount": -1}]},
     "a.instead[0].amount", "non-negative"),
    ({"event": {"type": "damage", "players": "any"}, "instead": {"amount": {"life_floor": 1}}},
     "a.instead.amount.life_floor", "lose_life"),
    ({"event": {"type": "enter", "object": "self"},
      "instead": {"tapped": True, "choose": "color"}}, "a.instead", "exactly one"),
    ({"event": {"type": "draw", "colour": "red"}, "instead": [{"do": "win_game"}]},
     "a.event.colour", "unknown field"),
]


@pytest.mark.parametrize(("data", "path", "words"), BAD_REPLACEMENTS)
def test_a_bad_replacement_names_the_field(data: dict[str, Any], path: str, words: str) -> None:
    """Every mistake is an error at the field's path, never a silent no-op."""
    with pytest.raises(ScenarioError, match=words) as raised:
        parse_ability({"kind": "replacement", "label": "L", **data}, "a")

    assert raised.value.path == path


NECRO_SCALES = {
    "name": "Necro Scales", "types": ["Enchantment"], "mana_value": 1, "text": "",
    "abilities": [{"kind": "replacement", "label": "counters on opponents' creatures + 1",
                   "event": {"type": "counters",
                             "on": {"types": ["Creature"], "controller": "opponent"},
                             "counter": "-1/-1"},
                   "instead": {"amount": {"plus": 1}}}],
}


def test_a_new_card_needs_no_new_python() -> None:
    """"If one or more -1/-1 counters would be put on a creature an opponent controls, that
    many plus one are put on it instead" is written in the language alone (614.1a)."""
    objects = [{"id": "scales", "card": "Necro Scales", "controller": "A"},
               {"id": "theirs", "card": "Grizzly Bears", "controller": "B"},
               {"id": "mine", "card": "Grizzly Bears", "controller": "A"}]
    events = [{"type": "counters", "target": "theirs", "counter": "-1/-1", "amount": 1},
              {"type": "counters", "target": "mine", "counter": "-1/-1", "amount": 1}]

    result = play(objects, events, cards=[NECRO_SCALES])

    # Two -1/-1 counters make the 2/2 a 0/0, put into its owner's graveyard (704.5f).
    assert result["objects"]["theirs"]["zone"] == "graveyard"
    assert result["objects"]["mine"]["counters"] == {"-1/-1": 1}
    applied = [s for s in result["steps"] if s["kind"] == "replacement"
               and "2 -1/-1 counters instead of 1" in s["text"]]
    assert len(applied) == 1
