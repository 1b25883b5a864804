"""Round 7's engine fields in the sandbox: players' energy (107.14), what is known of a library
(401.2) and the unnamed cards milled or exiled (701.13a, 406.2) in the result; renowned
(702.112b), crew's tap (702.122a) and divide (601.2d) in the editor; a creature type's choice
(614.12a) in Korean."""
from __future__ import annotations

import json
import re

import pytest
from django.utils import translation

import engine
from rulings.sandbox import editor
from rulings.sandbox.trace import result_view

HTMX = {"HTTP_HX_REQUEST": "true"}

# Millstone as the engine's goldens define it (a custom card: the engine's card files lack it).
MILLSTONE = {
    "name": "Millstone", "types": ["Artifact"], "subtypes": [], "colors": [], "mana_value": 2,
    "text": "{2}, {T}: Target player mills two cards.",
    "abilities": [{"kind": "activated", "cost": "{2}, {T}",
                   "label": "{2}, {T}: Target player mills two cards.",
                   "targets": [{"player": "any"}],
                   "effect": [{"do": "mill", "player": "target", "amount": 2}]}]}

# A has 3 energy; B's library is the named card x on top of 5 unnamed cards; A mills B for two.
MILL = {
    "format": 1, "cards": [MILLSTONE], "active_player": "A",
    "players": [{"id": "A", "energy": 3}, {"id": "B", "library": 5, "library_top": ["x"]}],
    "objects": [{"id": "stone", "card": "Millstone", "controller": "A"},
                {"id": "x", "name": "Named x", "types": ["Instant"], "owner": "B",
                 "controller": "B", "zone": "library"}],
    "events": [{"type": "activate", "player": "A", "object": "stone", "ability": 0,
                "targets": ["B"]}, {"type": "resolve"}],
}


def _view(scenario, lang="en"):
    with translation.override(lang):
        return result_view(engine.run_scenario(scenario, lang=lang, checkpoints=True),
                           scenario, {})


def _cells(row):
    return {cell["column"]: cell["value"] for cell in row["cells"]}


def _players(view):
    return {row["id"]: _cells(row) for row in view["final_players"]}


# --- the result ----------------------------------------------------------------------------


def test_a_players_energy_is_a_column_of_the_result():
    """107.14: given A with 3 energy counters, when the scenario runs, then the players' table
    has an Energy column: A 3, B 0."""
    view = _view(MILL)

    assert "energy" in dict(view["player_columns"])
    assert _players(view)["A"]["energy"] == "3"
    assert _players(view)["B"]["energy"] == "0"


def test_the_unnamed_cards_milled_are_counted_in_the_graveyard_column():
    """701.13a: given B's library with the named x on top of 5 unnamed cards, when A mills B
    for two, then x goes to the graveyard (an object of the board) and B's graveyard column
    counts the one unnamed card milled; 4 unnamed cards are left in the library."""
    players = _players(_view(MILL))

    assert players["B"]["graveyard"] == "1 unnamed card"
    assert players["B"]["library"] == "4 unnamed cards"
    assert players["A"]["graveyard"] == "—"


def test_a_known_top_of_library_is_shown_until_it_leaves():
    """401.2: given x known on top of B's library, then the first step's board shows it on top
    (top: x), and after the mill the library no longer names it."""
    view = _view(MILL)
    first = {row["id"]: _cells(row) for row in view["steps"][0]["players"]}

    assert first["B"]["library"] == "5 unnamed cards · top: x"
    assert "top" not in _players(view)["B"]["library"]


def test_the_new_player_columns_are_left_out_when_nobody_has_anything_in_them():
    """A board without energy, a known library or unnamed cards milled keeps its four player
    columns (Player is the row's header)."""
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": [
        {"id": "bears", "card": "Grizzly Bears", "controller": "A"}]}

    view = _view(scenario)

    assert [column for column, _ in view["player_columns"]] == ["life", "poison", "status"]


def test_the_player_columns_and_unnamed_cards_read_in_korean():
    """Given a Korean page, the new columns and the unnamed cards' counts are in Korean."""
    view = _view(MILL, lang="ko")

    labels = dict(view["player_columns"])
    assert (labels["energy"], labels["graveyard"]) == ("에너지", "무덤")
    assert _players(view)["B"]["graveyard"] == "이름 없는 카드 1장"


def test_a_renowned_creature_says_so_in_its_status():
    """702.112b: an object the result says is renowned shows it in its status cell."""
    result = {"objects": {"c": {"name": "Topan Freeblade", "zone": "battlefield",
                                "controller": "A", "types": ["Creature"], "power": 3,
                                "toughness": 3, "renowned": True, "counters": {"+1/+1": 1}}},
              "players": {"A": {"life": 20, "poison": 0}}, "steps": []}

    with translation.override("en"):
        view = result_view(result, {"objects": [{"id": "c"}]}, {})

    assert "status" in [column for column, _ in view["columns"]]
    assert _cells(view["final_board"][0])["status"] == "renowned"


def test_a_creature_type_choice_is_offered_in_korean_with_its_english_answer():
    """614.12a: given Arcane Adaptation cast with no answer, when the engine asks for a
    creature type on a Korean page, then the options read in Korean where the project has the
    word (Bear: 곰), keep the English name as the answer, and are many (a scrolling box)."""
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": [
        {"id": "aa", "card": "Arcane Adaptation", "controller": "A", "zone": "hand"}],
        "events": [{"type": "cast", "player": "A", "object": "aa"}]}

    pending = _view(scenario, lang="ko")["pending"]

    options = {option["id"]: option["text"] for option in pending["options"]}
    assert options["Bear"] == "곰"
    assert pending["many"] is True
    assert _view(scenario, lang="en")["pending"]["options"][0]["text"] == "Advisor"


# --- the editor ----------------------------------------------------------------------------


def test_renowned_is_a_checkbox_of_an_object():
    """702.112b: a checked Renowned box gives renowned true, and the form shows it checked."""
    data = {"players[0].id": "A", "objects[0].id": "c", "objects[0].card": "Topan Freeblade",
            "objects[0].renowned": "on"}

    parsed = editor.read_form(data)

    assert parsed.scenario["objects"][0]["renowned"] is True
    assert editor.object_values(parsed.scenario["objects"][0])["renowned"] is True
    assert editor.object_values({"id": "c"})["extra"] == ""


def test_crews_tap_and_divide_are_read_from_their_inputs():
    """702.122a, 601.2d: an activate event's tap is typed as ids, its divide as numbers, each
    comma-separated, and neither is left in the row's JSON."""
    data = {"players[0].id": "A", "events[0].type": "activate", "events[0].player": "A",
            "events[0].object": "vehicle", "events[0].ability": "0",
            "events[0].tap": "bear, elf", "events[0].divide": "2, 1"}

    parsed = editor.read_form(data)

    assert parsed.problems == []
    assert parsed.scenario["events"][0]["tap"] == ["bear", "elf"]
    assert parsed.scenario["events"][0]["divide"] == [2, 1]
    assert editor.event_values(parsed.scenario["events"][0])["extra"] == ""


def test_a_divide_that_isnt_numbers_is_a_problem_at_its_input():
    """A divide part that is not a whole number is reported at events[0].divide and kept."""
    data = {"players[0].id": "A", "events[0].type": "cast", "events[0].player": "A",
            "events[0].object": "arc", "events[0].divide": "2, two"}

    parsed = editor.read_form(data)

    assert [problem.path for problem in parsed.problems] == ["events[0].divide"]
    assert parsed.scenario["events"][0]["divide"] == [2, "two"]


def test_energy_and_library_top_round_trip_through_the_form():
    """107.14, 401.2: a player's energy and known top of library survive the form."""
    scenario = {"players": [{"id": "A", "energy": 3, "library": 5, "library_top": ["x", "y"]},
                            {"id": "B"}], "objects": []}

    assert editor.form_holds(scenario)
    assert editor.read_form(editor.form_inputs(scenario)).scenario["players"][0] == \
        scenario["players"][0]


@pytest.mark.django_db
def test_every_declared_event_field_has_an_input_in_the_editor(client):
    """Each field an event type declares (editor.EVENT_FIELDS) has an input in the rendered
    form: a field without one would be lost when the form is submitted."""
    events = [{"type": kind} for kind in editor.EVENT_TYPES]
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": [],
                "events": events}

    html = client.post("/sandbox/", {"tab": "json", "json": json.dumps(scenario),
                                     "action": "tab:form"}, **HTMX).content.decode()

    names = set(re.findall(r'name="(events\[\d+\]\.[a-z_]+)"', html))
    missing = [f"events[{index}].{name}" for index, kind in enumerate(editor.EVENT_TYPES)
               for name in editor.EVENT_FIELDS[kind] if f"events[{index}].{name}" not in names]
    assert missing == []


@pytest.mark.django_db
def test_the_editor_shows_energy_library_top_renowned_and_crew_inputs(client):
    """The form has inputs for a player's energy and known top of library, an object's
    renowned box and an activate event's tap, filled from the scenario."""
    scenario = {**MILL, "objects": [*MILL["objects"], {"id": "c", "card": "Grizzly Bears",
                                                        "controller": "A", "renowned": True}],
                "events": [{**MILL["events"][0], "tap": ["c"]}]}

    html = client.post("/sandbox/", {"tab": "json", "json": json.dumps(scenario),
                                     "action": "tab:form"}, **HTMX).content.decode()

    assert 'name="players[0].energy" value="3"' in html
    assert 'name="players[1].library_top" value="x"' in html
    assert re.search(r'name="objects\[2\]\.renowned"[^>]*checked', html)
    assert 'name="events[0].tap" value="c"' in html


@pytest.mark.django_db
def test_the_result_panel_shows_energy_and_unnamed_cards_in_korean_by_default(client):
    """Given the mill scenario run on the default (Korean) page, the players' table has the
    Energy and Graveyard columns in Korean, and the English switch shows them in English."""
    data = {"tab": "json", "json": json.dumps(MILL), "action": "run"}

    korean = client.post("/sandbox/", data, **HTMX).content.decode()
    client.cookies["django_language"] = "en"
    english = client.post("/sandbox/", data, **HTMX).content.decode()

    assert re.search(r'<th scope="col" data-heading="energy"[^>]*>에너지</th>', korean)
    assert "이름 없는 카드 1장" in korean
    assert re.search(r'<th scope="col" data-heading="graveyard"[^>]*>Graveyard</th>', english)
    assert "1 unnamed card" in english


def test_a_target_option_that_is_only_an_id_reads_as_its_objects_name():
    """603.3d: an up to N target question's options are object ids (and "done"); the question
    names each object, its id kept as the answer, and "done" keeps the engine's words."""
    pending = {"player": "A", "rules": ["603.3d"], "text": "choose",
               "options": [{"id": "bear", "text": "bear"}, {"id": "B", "text": "B"},
                           {"id": "done", "text": "목표를 더 고르지 않음"}]}
    result = {"objects": {}, "players": {}, "steps": [], "pending_choice": pending}
    scenario = {"objects": [{"id": "bear", "card": "Grizzly Bears"}]}

    with translation.override("ko"):
        options = result_view(result, scenario, {})["pending"]["options"]

    assert [option["text"] for option in options] == ["Grizzly Bears", "B",
                                                      "목표를 더 고르지 않음"]
