"""The editor's inputs for combat events (issue 26): attackers, blockers and a damage
division typed as text, read back into the contract's lists, and said in Korean when wrong."""
from __future__ import annotations

import json

import pytest
from django.utils import translation

from rulings.sandbox import editor, problems

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


def _event(values):
    """The event the form reads from one event row's inputs."""
    data = {"events[0]." + key: value for key, value in values.items()}
    parsed = editor.read_form(data)
    return parsed.scenario["events"][0], parsed.problems


def test_attackers_are_read_with_and_without_the_player_attacked():
    """508.1a: "wurm: B, bear" is the wurm attacking B and the bear attacking the default
    defender (the contract's default, the next player in turn order)."""
    event, found = _event({"type": "attack", "attackers": "wurm: B, bear"})

    assert found == []
    assert event["attackers"] == [{"object": "wurm", "defending": "B"}, {"object": "bear"}]


def test_a_blocker_of_several_attackers_is_a_list():
    """509.1a: "giant: wurm + knight" is a list; "wall: wurm" one attacker; "[wurm]" a list
    of one, as the JSON may say."""
    event, found = _event({"type": "block",
                           "blockers": "wall: wurm, giant: wurm + knight, elf: [wurm]"})

    assert found == []
    assert event["blockers"] == [{"object": "wall", "blocking": "wurm"},
                                 {"object": "giant", "blocking": ["wurm", "knight"]},
                                 {"object": "elf", "blocking": ["wurm"]}]


def test_a_damage_division_is_read_per_attacker():
    """510.1c: "wurm: wall 2 + B 3" is the assign object {"wurm": {"wall": 2, "B": 3}}."""
    event, found = _event({"type": "combat_damage", "assign": "wurm: wall 2 + B 3, x: y 1"})

    assert found == []
    assert event["assign"] == {"wurm": {"wall": 2, "B": 3}, "x": {"y": 1}}


@pytest.mark.parametrize(("field", "kind", "typed"), [
    ("attackers", "attack", "wurm: B: C"),
    ("blockers", "block", "wall"),
    ("assign", "combat_damage", "wurm: wall two"),
])
def test_a_declaration_the_form_cant_read_stays_as_typed_with_a_korean_problem(field, kind,
                                                                                 typed):
    """Given text that is not the field's form, when it is read, then it stays as typed and
    the problem, on that field, shows the form expected, in Korean."""
    event, found = _event({"type": kind, field: typed})

    assert event[field] == typed
    assert [problem.path for problem in found] == [f"events[0].{field}"]
    with translation.override("ko"):
        said = problems.message(found[0].message)
    assert "처럼 적어야 합니다" in said and typed in said


def test_a_combat_scenario_round_trips_through_the_text_inputs():
    """Every declaration the text can say is shown as text, and reads back the same."""
    events = [{"type": "attack", "attackers": [{"object": "wurm", "defending": "B"},
                                               {"object": "bear"}]},
              {"type": "block", "blockers": [{"object": "wall", "blocking": ["wurm", "bear"]}]},
              {"type": "combat_damage", "assign": {"wurm": {"wall": 2, "B": 3}}}]
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "events": events}

    inputs = editor.form_inputs(scenario)

    assert inputs["events[0].attackers"] == "wurm: B, bear"
    assert inputs["events[1].blockers"] == "wall: wurm + bear"
    assert inputs["events[2].assign"] == "wurm: wall 2 + B 3"
    assert inputs.get("events[0]._extra", "") == ""
    assert editor.read_form(inputs).scenario["events"] == events


def test_a_declaration_the_text_cant_say_stays_in_the_rows_json():
    """An attacker entry with a field the text has no place for is kept whole in the row's
    JSON, and the form still holds the scenario."""
    events = [{"type": "attack", "attackers": [{"object": "wurm", "note": "x"}]}]
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "events": events}

    inputs = editor.form_inputs(scenario)

    assert "events[0].attackers" not in inputs or inputs["events[0].attackers"] == ""
    assert json.loads(inputs["events[0]._extra"]) == {"attackers": events[0]["attackers"]}
    assert editor.form_holds(scenario)


def test_the_editor_page_offers_the_combat_inputs_with_the_board_ids(client):
    """Given an attack event, when the form is shown, then its attackers input is labelled in
    Korean and offers the board's ids (the editor's id picker)."""
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                "objects": [{"id": "bear", "card": "Grizzly Bears"}],
                "events": [{"type": "attack", "attackers": [{"object": "bear"}]}]}
    data = {"tab": "json", "json": json.dumps(scenario), "action": "tab:form"}

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    field = html[html.index('name="events[0].attackers"') - 400:]
    assert "공격자 (공격하는 생물: 공격받는 플레이어나 지속물)" in field
    assert 'list="sb-ids"' in field[:field.index("</label>") + 400]
    assert 'value="bear"' in field
    assert '<option value="bear">' in html


@pytest.mark.parametrize("language", ["ko", "en"])
def test_the_help_page_shows_the_combat_text_that_the_form_reads(client, language):
    """The help page's combat forms are the ones the editor reads, without a problem, and it
    says where the stack and the combat view are (509.1h, 510.1c linked)."""
    client.cookies["django_language"] = language
    html = client.get("/sandbox/help/").content.decode()

    assert 'id="combat-form"' in html
    for kind, field in (("attack", "attackers"), ("block", "blockers"),
                        ("combat_damage", "assign")):
        example = editor.COMBAT_EXAMPLES[field]
        assert f"<code>{example}</code>" in html
        assert _event({"type": kind, field: example})[1] == []
    assert 'href="/rules/509.1h/"' in html and 'href="/rules/510.1c/"' in html
