"""A player's designations in the sandbox: the city's blessing (702.131c) and the monarch
(724.1 of the current rules) are checkboxes of a player in the editor and words in the
players' status column of the result."""
from __future__ import annotations

import json
import re

import pytest
from django.utils import translation

import engine
from rulings.sandbox import editor
from rulings.sandbox.trace import result_view

SCENARIO = {"format": 1, "players": [{"id": "A", "city_blessing": True, "monarch": True},
                                     {"id": "B"}], "objects": []}


def _status(lang: str) -> dict[str, str]:
    with translation.override(lang):
        view = result_view(engine.run_scenario(SCENARIO, lang=lang, checkpoints=True),
                           SCENARIO, {})
    return {row["id"]: {cell["column"]: cell["value"] for cell in row["cells"]}["status"]
            for row in view["final_players"]}


def test_the_designations_round_trip_through_the_form():
    """Given a player with the city's blessing who is the monarch, when the form is shown and
    submitted, then both boxes come back checked and the scenario is the same."""
    assert editor.form_holds(SCENARIO)
    assert editor.read_form(editor.form_inputs(SCENARIO)).scenario["players"][0] == {
        "id": "A", "city_blessing": True, "monarch": True}


def test_unchecked_boxes_leave_the_fields_out():
    """Given a player without designations, when the form is read, then neither field is
    written (the scenario keeps its shape)."""
    parsed = editor.read_form({"players[0].id": "A"})

    assert parsed.scenario["players"][0] == {"id": "A"}


def test_the_status_column_names_the_designations_in_each_language():
    """Given A with the city's blessing and the monarch, when the result is shown, then A's
    status says both (Korean: 도시의 축복, 군주) and B's is a dash."""
    assert _status("en") == {"A": "city's blessing monarch", "B": "—"}
    assert _status("ko") == {"A": "도시의 축복 군주", "B": "—"}


@pytest.mark.django_db
def test_the_rendered_form_has_both_checkboxes(client):
    """Given the scenario in the JSON tab, when the form tab is shown, then player A's row has
    the City's blessing and Monarch checkboxes, checked."""
    html = client.post("/sandbox/", {"tab": "json", "json": json.dumps(SCENARIO),
                                     "action": "tab:form"}, HTTP_HX_REQUEST="true"
                       ).content.decode()

    for name in ("city_blessing", "monarch"):
        found = re.search(rf'<input[^>]*name="players\[0\]\.{name}"[^>]*>', html)
        assert found is not None and "checked" in found.group(0), name
