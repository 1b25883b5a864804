"""Issue 27 round 8, the sandbox's monstrous designation (701.31b of the 2022 rules): a
monstrous creature says so in its status cell, in Korean too, and the editor has a Monstrous
box like Renowned's."""

from __future__ import annotations

from django.utils import translation

from rulings.sandbox import editor
from rulings.sandbox.trace import result_view

RESULT = {"objects": {"c": {"name": "Stormbreath Dragon", "zone": "battlefield",
                            "controller": "A", "types": ["Creature"], "power": 7,
                            "toughness": 7, "monstrous": True, "counters": {"+1/+1": 3}}},
          "players": {"A": {"life": 20, "poison": 0}}, "steps": []}


def _status(lang: str) -> str:
    with translation.override(lang):
        view = result_view(RESULT, {"objects": [{"id": "c"}]}, {})
    row = view["final_board"][0]
    return {cell["column"]: cell["value"] for cell in row["cells"]}["status"]


def test_a_monstrous_creature_says_so_in_its_status():
    """701.31b: an object the result says is monstrous shows it in its status cell."""
    assert _status("en") == "monstrous"


def test_a_monstrous_creature_says_so_in_korean():
    """701.31b: on a Korean page the status reads 괴물."""
    assert _status("ko") == "괴물"


def test_monstrous_is_a_checkbox_of_an_object():
    """701.31b: a checked Monstrous box gives monstrous true, and the form shows it checked."""
    data = {"players[0].id": "A", "objects[0].id": "c", "objects[0].card": "Walking Ballista",
            "objects[0].monstrous": "on"}

    parsed = editor.read_form(data)

    assert parsed.scenario["objects"][0]["monstrous"] is True
    assert editor.object_values(parsed.scenario["objects"][0])["monstrous"] is True
