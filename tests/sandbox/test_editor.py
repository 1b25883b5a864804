"""The editor form, both ways: scenario -> inputs -> scenario."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.sandbox import editor
from rulings.sandbox.adapter import Problem


def _inputs(scenario):
    """The inputs the editor template renders for a scenario, as a browser submits them."""
    return editor.form_inputs(scenario)


def test_reads_players_objects_and_events():
    """A submitted form becomes a scenario-v1 document."""
    data = {
        "title": "Humility", "active_player": "A",
        "players[0].id": "A", "players[0].life": "18", "players[1].id": "B",
        "objects[0].id": "hum", "objects[0].card": "Humility", "objects[0].controller": "A",
        "objects[0].zone": "battlefield", "objects[0].timestamp": "1",
        "objects[0].counters": "+1/+1: 2, -1/-1: 1", "objects[0].tapped": "on",
        "events[0].type": "damage", "events[0].source": "hum", "events[0].target": "B",
        "events[0].amount": "3", "events[0].player": "ignored for damage",
    }

    parsed = editor.read_form(data)

    assert parsed.problems == []
    assert parsed.scenario["players"] == [{"id": "A", "life": 18}, {"id": "B"}]
    assert parsed.scenario["objects"][0] == {
        "id": "hum", "card": "Humility", "controller": "A", "zone": "battlefield",
        "timestamp": 1, "counters": {"+1/+1": 2, "-1/-1": 1}, "tapped": True}
    assert parsed.scenario["events"] == [{"type": "damage", "source": "hum", "target": "B",
                                          "amount": 3}]


def test_a_bad_number_is_reported_at_its_input_and_kept():
    """A power that is not a number is a problem named by the input's path; the text typed
    stays in the scenario, so the input shows it again."""
    data = {"players[0].id": "A", "objects[0].id": "x", "objects[0].power": "two"}

    parsed = editor.read_form(data)

    assert [problem.path for problem in parsed.problems] == ["objects[0].power"]
    assert "expected an integer" in parsed.problems[0].message
    assert parsed.scenario["objects"][0]["power"] == "two"
    assert editor.form_values(parsed.scenario)["objects"][0]["power"] == "two"


def test_bad_counters_text_is_reported():
    """Counters must be "name: number" pairs."""
    parsed = editor.read_form({"objects[0].id": "x", "objects[0].counters": "+1/+1 two"})

    assert parsed.problems[0].path == "objects[0].counters"


def _counters(text):
    """The counters the form reads from `text`, and its problems' messages."""
    parsed = editor.read_form({"objects[0].id": "x", "objects[0].counters": text})
    return (parsed.scenario["objects"][0].get("counters"),
            [problem.message for problem in parsed.problems])


@pytest.mark.parametrize("text", [
    "+1/+1: 2, -1/-1: 1", "+1/+1: 2; -1/-1: 1", "+1/+1:2;-1/-1:1", " +1/+1 : 2 ;  -1/-1: 1 ;",
    "+1/+1: 2, -1/-1: 1,"])
def test_counters_are_pairs_split_by_commas_or_semicolons(text):
    """"+1/+1: 2; -1/-1: 1", as judges type it, is two counters, as the commas the form
    writes are; spaces and a separator at the end don't matter."""

    counters, problems = _counters(text)

    assert counters == {"+1/+1": 2, "-1/-1": 1}
    assert problems == []


@pytest.mark.parametrize("text", [
    "+1/+1: 2 -1/-1: 1", "+1/+1 2", "+1/+1=2, -1/-1=1", "+1/+1: 2: 1", ": 2", "+1/+1:",
    "+1/+1: 2 / -1/-1: 1"])
def test_counters_not_in_the_form_are_refused_showing_the_form(text):
    """Anything but "name: number" pairs is kept as typed, with a problem that shows the form
    expected, never read as one counter with an odd name."""

    counters, problems = _counters(text)

    assert counters == text
    assert len(problems) == 1
    assert problems[0].startswith("expected counters as “name: number” pairs separated by "
                                  "commas, like “+1/+1: 2, -1/-1: 1”, got “")


@pytest.mark.parametrize(("text", "message"), [
    ("+1/+1: two", "expected a number after “+1/+1:”"),
    ("+1/+1: 1e3", "expected a number after “+1/+1:”"),
    ("+1/+1: ٣", "expected a number after “+1/+1:”"),
    ("+1/+1: " + "9" * 5000, "expected a number after “+1/+1:”"),
    ("+1/+1: 2; +1/+1: 1", "“+1/+1” is given twice"),
])
def test_a_counters_number_must_be_a_whole_number_and_its_name_once(text, message):
    """The count is a whole number in ASCII digits; a counter named twice is not added up."""

    counters, problems = _counters(text)

    assert counters == text
    assert problems == [message]


def test_a_chosen_value_may_hold_a_colon():
    """`chosen` splits a pair at its first colon: a card named with a colon stays whole."""
    parsed = editor.read_form({"objects[0].id": "x",
                               "objects[0].chosen": "name: Circle of Protection: Red; color: R"})

    assert parsed.scenario["objects"][0]["chosen"] == {"name": "Circle of Protection: Red",
                                                       "color": "R"}


def test_colors_dash_means_colorless_and_letters_are_split():
    """"-" is an explicit colorless override; "WU" and "W U" are two colors."""
    parsed = editor.read_form({"objects[0].id": "a", "objects[0].colors": "-",
                               "objects[1].id": "b", "objects[1].colors": "wu",
                               "objects[2].id": "c", "objects[2].colors": "W, X"})

    assert parsed.scenario["objects"][0]["colors"] == []
    assert parsed.scenario["objects"][1]["colors"] == ["W", "U"]
    assert parsed.problems[0].path == "objects[2].colors"


def test_an_unknown_color_is_named_as_typed():
    """"purple" is one word, not the letters P, U, R...; the error quotes it as typed."""
    parsed = editor.read_form({"objects[0].id": "a", "objects[0].colors": "purple"})

    assert "“purple”" in parsed.problems[0].message


def test_unknown_fields_survive_the_form():
    """Fields the form does not show (the example's source) are kept."""
    scenario = {"format": 1, "players": [{"id": "A"}], "objects": [
        {"id": "x", "card": "Custom", "controller": "A", "zone": "battlefield", "future": 1}],
        "source": {"rule": "613.10", "example": 1}}

    parsed = editor.read_form(_inputs(scenario))

    assert parsed.scenario["source"] == {"rule": "613.10", "example": 1}
    assert parsed.scenario["objects"][0]["future"] == 1


names = st.text(alphabet="abcdefghijk", min_size=1, max_size=6)
objects = st.fixed_dictionaries(
    {"id": names, "controller": st.sampled_from(["A", "B"]),
     "zone": st.sampled_from(editor.ZONES)},
    optional={
        "name": st.sampled_from(["Custom Golem", "겸손한 곰"]),
        "types": st.lists(st.sampled_from(["Artifact", "Creature", "Enchantment"]), min_size=1,
                          max_size=2, unique=True),
        "colors": st.lists(st.sampled_from(list("WUBRG")), max_size=3, unique=True),
        "power": st.integers(-5, 20), "toughness": st.integers(-5, 20),
        "timestamp": st.integers(1, 30), "damage": st.integers(1, 9),
        "counters": st.dictionaries(st.sampled_from(["+1/+1", "-1/-1", "loyalty"]),
                                    st.integers(1, 5), min_size=1),
        "chosen": st.fixed_dictionaries({"color": st.sampled_from(list("WUBRG"))}),
        "tapped": st.just(True), "token": st.just(True),
        "keywords": st.lists(st.sampled_from(["Flying", "First strike"]), min_size=1,
                             unique=True),
        "abilities": st.lists(st.fixed_dictionaries({"kind": st.just("static")}), max_size=2),
    },
)
events = st.one_of(
    st.fixed_dictionaries({"type": st.just("damage"), "source": names, "target": names,
                           "amount": st.integers(0, 9)}),
    st.fixed_dictionaries({"type": st.just("destroy"), "target": names}),
    st.fixed_dictionaries({"type": st.just("draw"), "player": st.just("A"),
                           "amount": st.integers(1, 3)}),
    st.fixed_dictionaries({"type": st.just("move"), "object": names,
                           "to": st.sampled_from(editor.ZONES)}),
)
scenarios = st.fixed_dictionaries({
    "format": st.just(1),
    "players": st.just([{"id": "A", "life": 20}, {"id": "B", "poison": 3}]),
    "objects": st.lists(objects, max_size=4),
    "effects": st.lists(st.fixed_dictionaries(
        {"id": names, "card": st.just("Custom Spell"), "controller": st.just("A")},
        optional={"targets": st.lists(names, min_size=1, max_size=2),
                  "timestamp": st.integers(1, 9)}), max_size=2),
    "events": st.lists(events, max_size=3),
    "choices": st.lists(st.fixed_dictionaries({"player": st.just("B"), "choose": names}),
                        max_size=2),
}, optional={"title": st.just("Humility와 Opalescence"), "active_player": st.just("B"),
             "cards": st.just([{"name": "Custom Golem", "types": ["Artifact", "Creature"],
                                "power": 3, "toughness": 3}]),
             "ruling": st.fixed_dictionaries({"question": st.just("Q?"),
                                              "answer": st.just("613.1d")})})


@settings(max_examples=60, deadline=None)
@given(scenarios)
def test_form_round_trip_keeps_the_scenario(scenario):
    """Showing a scenario in the form and submitting it unchanged gives the same scenario."""
    parsed = editor.read_form(_inputs(scenario))

    assert parsed.problems == []
    assert parsed.scenario == scenario


def test_input_name_maps_engine_paths_to_inputs():
    """An engine error path lands on the input that holds the field."""
    assert editor.input_name("objects[2].power") == "objects[2].power"
    assert editor.input_name("objects[2].counters.+1/+1") == "objects[2].counters"
    assert editor.input_name("effects[0].targets[1]") == "effects[0].targets"
    assert editor.input_name("events[3]") == "events[3].type"
    assert editor.input_name("active_player") == "active_player"
    assert editor.input_name("cards[0].abilities[1].kind") == "cards"
    assert editor.input_id("objects[2].power") == "f-objects-2-power"


def test_with_timestamps_makes_file_order_explicit():
    """Missing timestamps become positions: objects first, then effects."""
    scenario = {"objects": [{"id": "a"}, {"id": "b", "timestamp": 9}], "effects": [{"id": "e"}]}

    result = editor.with_timestamps(scenario)

    assert [row["timestamp"] for row in result["objects"]] == [1, 9]
    assert result["effects"][0]["timestamp"] == 3


def test_moving_up_swaps_timestamps_with_the_previous_entry():
    """↑ on the second entry makes it the first in timestamp order."""
    scenario = {"objects": [{"id": "hum", "timestamp": 1}, {"id": "opal", "timestamp": 2}],
                "effects": []}

    moved = editor.move_timestamp(scenario, "objects[1]", -1)

    assert [entry["id"] for entry in editor.timestamp_order(moved)] == ["opal", "hum"]
    assert moved["objects"][1]["timestamp"] == 1


def test_moving_apart_tied_timestamps_spreads_them_first():
    """Equal timestamps are renumbered so a move always changes the order."""
    scenario = {"objects": [{"id": "a", "timestamp": 5}, {"id": "b", "timestamp": 5}]}

    moved = editor.move_timestamp(scenario, "objects[1]", -1)

    assert [entry["id"] for entry in editor.timestamp_order(moved)] == ["b", "a"]


def test_moving_the_first_entry_up_changes_nothing():
    """The earliest entry cannot move earlier."""
    scenario = {"objects": [{"id": "a", "timestamp": 1}, {"id": "b", "timestamp": 2}]}

    assert editor.move_timestamp(scenario, "objects[0]", -1) == scenario


def test_add_object_gets_a_fresh_id_and_the_latest_timestamp():
    """A new object is on the battlefield, controlled by the first player, timestamped last."""
    scenario = editor.empty_scenario()
    scenario["objects"] = [{"id": "o1", "timestamp": 4}]

    added = editor.add_row(scenario, "objects")

    assert added["objects"][1] == {"id": "o2", "card": "", "controller": "A",
                                   "zone": "battlefield", "timestamp": 5}


def test_add_player_takes_the_next_letter():
    """Players A and B are followed by C."""
    added = editor.add_row(editor.empty_scenario(), "players")

    assert added["players"][-1] == {"id": "C"}


def test_remove_row_drops_only_that_row():
    """Removing objects[0] keeps the others in order."""
    scenario = {"objects": [{"id": "a"}, {"id": "b"}]}

    assert editor.remove_row(scenario, "objects[0]")["objects"] == [{"id": "b"}]
    assert editor.remove_row(scenario, "nonsense") == scenario


def test_json_line_finds_the_field_or_its_nearest_parent():
    """An error path points at its line in the JSON tab's layout."""
    document = {"format": 1, "players": [{"id": "A"}], "objects": [{"id": "x", "power": "a"}]}
    lines = json.dumps(document, indent=2).splitlines()

    power = editor.json_line(document, "objects[0].power")
    missing = editor.json_line(document, "objects[0].card")

    assert lines[power - 1].strip() == '"power": "a"'
    assert lines[missing - 1].strip() == "{"
    assert editor.json_line(document, "") is None


def test_the_form_edits_every_declared_field_or_keeps_it_aside():
    """The editor's fields come from the format's declaration: each object field the form
    edits has an input of one kind, and a declared field the form doesn't show is named."""
    from engine.format import Object, fields

    typed = {*editor.OBJECT_TEXTS, *editor.OBJECT_LISTS, *editor.OBJECT_INTS,
             *editor.OBJECT_REFS, *editor.OBJECT_FLAGS, *editor.OBJECT_EXILED}
    others = {"id", "colors", "counters", "chosen", "abilities"}

    assert typed | others == set(editor.OBJECT_FIELDS)
    assert set(editor.OBJECT_FIELDS) | editor.NOT_IN_FORM["objects"] == set(fields(Object))


def test_the_event_fields_are_the_declared_ones_in_form_order():
    """Each event type shows the fields the declaration gives it, in its order."""
    assert editor.EVENT_FIELDS["damage"] == ("source", "target", "amount", "combat")
    assert editor.EVENT_FIELDS["counters"] == ("target", "counter", "amount")
    assert editor.EVENT_FIELDS["cast"] == ("player", "object", "targets", "mode", "x",
                                           "divide", "sacrifice", "discard", "buyback",
                                           "kicked", "flashback", "jump_start", "retrace",
                                           "rebound", "madness", "suspend", "half", "fuse",
                                           "replicate", "conspire", "convoke", "improvise",
                                           "delve", "face_down")
    assert editor.EVENT_FIELDS["resolve"] == ()
    assert editor.EVENT_ALL_FIELDS == ("type", "source", "target", "amount", "combat",
                                       "counter", "player", "object", "to", "controller", "id",
                                       "first_turn", "targets", "mode", "x", "divide", "sacrifice",
                                       "discard", "buyback", "kicked", "flashback", "jump_start",
                                       "retrace", "rebound", "madness", "suspend", "half",
                                       "fuse",
                                       "replicate", "conspire", "convoke", "improvise", "delve",
                                       "face_down",
                                       "ability", "label", "tap", "attackers", "blockers",
                                       "assign")


def test_a_cast_events_buyback_and_kicker_are_checkboxes():
    """702.27a, 702.33a: a cast's paid buyback and kicker are read from checked boxes, and a
    box left unchecked leaves the field out (not false)."""
    data = {"players[0].id": "A", "events[0].type": "cast", "events[0].player": "A",
            "events[0].object": "whisper", "events[0].buyback": "on",
            "events[1].type": "cast", "events[1].player": "A", "events[1].object": "drake"}

    parsed = editor.read_form(data)

    assert parsed.scenario["events"] == [
        {"type": "cast", "player": "A", "object": "whisper", "buyback": True},
        {"type": "cast", "player": "A", "object": "drake"}]


def test_a_cast_events_flashback_is_a_checkbox():
    """702.34a: a cast with flashback is read from a checked box; unchecked, the field is left
    out (not false)."""
    data = {"players[0].id": "A", "events[0].type": "cast", "events[0].player": "A",
            "events[0].object": "firebolt", "events[0].flashback": "on",
            "events[1].type": "cast", "events[1].player": "A", "events[1].object": "drake"}

    parsed = editor.read_form(data)

    assert parsed.scenario["events"] == [
        {"type": "cast", "player": "A", "object": "firebolt", "flashback": True},
        {"type": "cast", "player": "A", "object": "drake"}]


def test_a_cast_event_is_read_from_the_form_with_its_lists_and_numbers():
    """601.2: a cast's targets and modes are typed comma-separated, X as a number."""
    data = {"players[0].id": "A", "events[0].type": "cast", "events[0].player": "A",
            "events[0].object": "bolt", "events[0].targets": "bears, B", "events[0].mode": "0, 2",
            "events[0].x": "3"}

    parsed = editor.read_form(data)

    assert parsed.scenario["events"] == [{"type": "cast", "player": "A", "object": "bolt",
                                          "targets": ["bears", "B"], "mode": [0, 2], "x": 3}]


def test_a_cast_event_is_shown_with_its_targets_joined():
    """The form shows a cast's targets as it reads them back."""
    values = editor.event_values({"type": "cast", "player": "A", "object": "bolt",
                                  "targets": ["bears", "B"]})

    assert (values["targets"], values["fields"][:3]) == ("bears, B",
                                                          ("player", "object", "targets"))


def test_an_activate_event_reads_its_ability_number():
    """602.2: the ability's number is a whole number."""
    data = {"players[0].id": "A", "events[0].type": "activate", "events[0].player": "A",
            "events[0].object": "tim", "events[0].ability": "0", "events[0].targets": "B"}

    parsed = editor.read_form(data)

    assert parsed.scenario["events"][0] == {"type": "activate", "player": "A", "object": "tim",
                                            "ability": 0, "targets": ["B"]}


def test_an_activate_event_keeps_an_ability_named_by_its_text():
    """602.2: an ability typed as its printed line stays that text, with no problem: a label
    names the same ability whichever of the card's lines the compiler reads."""
    data = {"players[0].id": "A", "events[0].type": "activate", "events[0].player": "A",
            "events[0].object": "w", "events[0].ability": "{T}: You gain 1 life."}

    parsed = editor.read_form(data)

    assert (parsed.scenario["events"][0]["ability"], parsed.problems) == (
        "{T}: You gain 1 life.", [])


def test_summoning_sickness_is_a_checkbox_both_ways():
    """302.6: summoning_sick is an object flag in the form."""
    data = {"players[0].id": "A", "objects[0].id": "tim", "objects[0].card": "Prodigal Sorcerer",
            "objects[0].summoning_sick": "on"}

    parsed = editor.read_form(data)

    assert parsed.scenario["objects"][0]["summoning_sick"] is True
    assert editor.object_values(parsed.scenario["objects"][0])["summoning_sick"] is True


def test_a_token_definition_is_kept_though_the_form_has_no_field_for_it():
    """create_token's ``token`` (an object) is not a form field: the row keeps it as JSON."""
    row = {"type": "create_token", "controller": "A", "id": "t",
           "token": {"types": ["Creature"], "power": 1, "toughness": 1}}

    values = editor.event_values(row)

    assert values["fields"] == ("controller", "amount", "id")
    assert "token" in values["extra"]


def test_the_face_field_is_read_and_shown():
    """An object's face (which side of a double-faced card is up) is a form field both ways."""
    data = {"players[0].id": "A", "objects[0].id": "d", "objects[0].card": "Delver of Secrets",
            "objects[0].face": "Insectile Aberration"}

    parsed = editor.read_form(data)
    values = editor.object_values(parsed.scenario["objects"][0])

    assert parsed.scenario["objects"][0]["face"] == "Insectile Aberration"
    assert values["face"] == "Insectile Aberration" and values["has_overrides"]


# Text that can't be read as its field's kind, by kind of input: (input, text, what form_values
# gives back for it).
UNREADABLE = [
    ("players[0].life", "twenty"),
    ("objects[0].power", "two"),
    ("objects[0].damage", "lots"),
    ("objects[0].timestamp", "late"),
    ("objects[0].colors", "purple"),
    ("objects[0].counters", "banana"),
    ("objects[0].chosen", "blue"),
    ("objects[0].abilities", '[{"kind": "static"}}]'),
    ("effects[0].timestamp", "first"),
    ("events[0].amount", "lots"),
    ("cards", '[{"name": "My Golem"'),
]


def _shown(values, name):
    """The value form_values gives the input `name`."""
    if "[" not in name:
        return values[name]
    section, rest = name.split("[", 1)
    index, field = rest.split("].", 1)
    return values[section][int(index)][field]


@pytest.mark.parametrize(("name", "text"), UNREADABLE)
def test_unreadable_text_is_kept_with_its_problem(name, text):
    """Whatever kind of input it is, text that can't be read comes back into the input, and
    the problem names that input."""
    data = {"players[0].id": "A", "objects[0].id": "x", "effects[0].id": "e",
            "events[0].type": "damage", name: text}

    parsed = editor.read_form(data)

    assert [problem.path for problem in parsed.problems] == [name]
    values = editor.form_values(parsed.scenario)
    assert _shown(values, name) == text
    # Read again as the page submits it, the same text and the same problem.
    again = editor.read_form(_inputs(parsed.scenario))
    assert [problem.path for problem in again.problems] == [name]


def test_an_unreadable_timestamp_shows_in_the_timestamp_list():
    """The timestamp list shows what was typed, and a move does nothing until it is fixed."""
    scenario = {"objects": [{"id": "a", "timestamp": "late"}, {"id": "b", "timestamp": 2}]}

    order = editor.timestamp_order(scenario)

    assert [entry["text"] for entry in order] == ["late", "2"]
    assert editor.move_timestamp(scenario, "objects[1]", -1) == scenario


def test_removing_a_row_moves_the_problems_of_the_rows_after_it():
    """The problems of the removed row go; those after it follow their rows up."""
    found = [Problem("objects[0].power", "a"), Problem("objects[1].damage", "b"),
             Problem("objects[2].counters.+1/+1", "c"), Problem("events[1].amount", "d")]

    kept = editor.problems_after_removal(found, "objects[1]")

    assert kept == [Problem("objects[0].power", "a"), Problem("objects[1].counters.+1/+1", "c"),
                    Problem("events[1].amount", "d")]


def test_a_suggested_card_replaces_the_name_typed():
    """Taking a suggestion sets that card field, and only it."""
    scenario = {"objects": [{"id": "a", "card": "Grizly Bears"}, {"id": "b", "card": "x"}]}

    changed = editor.set_card(scenario, "objects[0].card", "Grizzly Bears")

    assert [row["card"] for row in changed["objects"]] == ["Grizzly Bears", "x"]
    assert editor.set_card(scenario, "objects[5].card", "Humility") == scenario


def test_defining_an_unknown_card():
    """An object's unknown card becomes its custom name; a spell's gets a card definition."""
    scenario = {"objects": [{"id": "a", "card": "My Golem"}],
                "effects": [{"id": "e", "card": "My Spell"}]}

    as_object = editor.define_card(scenario, "objects[0].card")
    as_spell = editor.define_card(scenario, "effects[0].card")

    assert as_object["objects"][0] == {"id": "a", "name": "My Golem"}
    assert as_spell["cards"] == [{"name": "My Spell", "types": ["Instant"], "abilities": []}]
    assert editor.define_card({**scenario, "cards": "[{"}, "effects[0].card")["cards"] == "[{"


def test_the_combat_events_are_offered_and_a_combat_scenario_round_trips():
    """The editor offers attack, block and combat_damage (from the format's EVENTS); their
    lists, a summoning-sick object and a division answered as an object survive the form."""
    scenario = {
        "format": 1, "players": [{"id": "A"}, {"id": "B"}],
        "objects": [{"id": "giant", "card": "Hill Giant", "summoning_sick": True},
                    {"id": "b1", "card": "Grizzly Bears", "controller": "B"},
                    {"id": "b2", "card": "Grizzly Bears", "controller": "B"}],
        "events": [{"type": "attack", "attackers": [{"object": "giant", "defending": "B"}]},
                   {"type": "block", "blockers": [{"object": "b1", "blocking": "giant"},
                                                  {"object": "b2", "blocking": ["giant"]}]},
                   {"type": "combat_damage", "assign": {"giant": {"b1": 2, "b2": 1}}}],
        "choices": [{"player": "A", "choose": {"b1": 3}}],
    }

    assert {"attack", "block", "combat_damage"} <= set(editor.EVENT_TYPES)
    assert editor.form_holds(scenario)
    assert editor.read_form(_inputs(scenario)).scenario["choices"] == [
        {"player": "A", "choose": {"b1": 3}}]


def test_a_cast_events_convoke_improvise_and_delve_are_lists_of_ids():
    """702.51a, 702.126a, 702.66a: what pays part of a cast spell's total cost is typed as ids
    separated by commas, and a field left empty is left out."""
    data = {"players[0].id": "A", "events[0].type": "cast", "events[0].player": "A",
            "events[0].object": "stoke", "events[0].convoke": "elf, bear",
            "events[0].delve": "card", "events[0].improvise": ""}

    parsed = editor.read_form(data)

    assert parsed.scenario["events"] == [
        {"type": "cast", "player": "A", "object": "stoke", "convoke": ["elf", "bear"],
         "delve": ["card"]}]


def test_a_players_library_top_round_trips_through_the_form():
    """Given a player with library_top (401.2: named cards on top of the library), when the
    scenario is shown in the form and submitted unchanged, then library_top is kept (its own
    input, ids typed comma-separated), not read as a number."""
    scenario = {"players": [{"id": "A", "library": 5, "library_top": ["x"]}, {"id": "B"}],
                "objects": [{"id": "x", "name": "X", "types": ["Instant"], "zone": "library"}]}

    parsed = editor.read_form(_inputs(scenario))

    assert parsed.problems == []
    assert parsed.scenario["players"][0] == {"id": "A", "library": 5, "library_top": ["x"]}


def test_an_objects_exiled_cards_round_trip_through_the_form():
    """607.2a, 610.3: the cards an Oblivion Ring's abilities exiled, and those exiled until it
    leaves, survive the form as lists of ids."""
    scenario = {"players": [{"id": "A"}, {"id": "B"}],
                "objects": [{"id": "ring", "card": "Oblivion Ring", "controller": "A",
                             "exiled": ["bear", "elf"], "exiled_until_leaves": ["wolf"]}]}

    assert editor.form_holds(scenario)
    row = editor.read_form(editor.form_inputs(scenario)).scenario["objects"][0]
    assert row["exiled"] == ["bear", "elf"] and row["exiled_until_leaves"] == ["wolf"]
