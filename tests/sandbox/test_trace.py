"""The result panel's view of an engine result: boards per step, layers, dependencies."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rulings.sandbox.trace import boards_after_steps, dependency_graph, result_view

LAYER_COLUMNS = {"613.1d": "types", "613.1f": "abilities", "613.3b": "pt", "613.3c": "pt"}


def _object(**overrides):
    state = {"name": "Opalescence", "zone": "battlefield", "controller": "A", "owner": "A",
             "types": ["Enchantment", "Creature"], "subtypes": [], "supertypes": [],
             "colors": ["W"], "power": 1, "toughness": 1, "loyalty": None, "keywords": [],
             "abilities": [], "counters": {}, "damage": 0, "tapped": False, "attached_to": None}
    state.update(overrides)
    return state


def _players(life=20):
    return {"A": {"life": life, "poison": 0, "lost": False, "won": False}}


RESULT = {
    "objects": {"opal": _object()},
    "players": _players(),
    "steps": [
        {"kind": "layer", "rules": ["613.1d"], "text": "Opalescence becomes a creature (613.1d)",
         "layer": "613.1d", "effect": "opal", "timestamp": 2,
         "before": {"opal": "Enchantment"}, "after": {"opal": "Enchantment Creature"}},
        {"kind": "layer", "rules": ["613.3b"], "text": "Opalescence sets 4/4", "layer": "613.3b",
         "effect": "opal", "timestamp": 2, "before": {"opal": "-"}, "after": {"opal": "4/4"}},
        {"kind": "layer", "rules": ["613.3b"], "text": "Humility sets 1/1", "layer": "613.3b",
         "effect": "hum", "timestamp": 1, "before": {"opal": "4/4"}, "after": {"opal": "1/1"},
         "dependency": {"effect": "hum", "depends_on": "opal", "reason": "what"}},
    ],
    "pending_choice": None,
}
SCENARIO = {"objects": [{"id": "hum", "card": "Humility"}, {"id": "opal", "card": "Opalescence"}]}


def _cell(row, column):
    return next(cell for cell in row["cells"] if cell["column"] == column)


def _view(result=RESULT, checkpoints=None):
    return result_view({**result, "checkpoints": checkpoints or []}, SCENARIO, LAYER_COLUMNS)


def test_board_after_each_layer_step_is_rebuilt_from_before_values():
    """After the type step the board shows no P/T yet, then 4/4, then the final 1/1."""
    view = _view()

    pts = [_cell(step["board"][0], "pt")["value"] for step in view["steps"]]

    assert pts == ["-", "4/4", "1/1"]
    assert _cell(view["steps"][0]["board"][0], "types")["value"] == "Enchantment Creature"


def test_changed_cells_are_marked_with_their_old_value():
    """A step that sets power and toughness marks that cell and keeps what it was."""
    view = _view()

    cell = _cell(view["steps"][2]["board"][0], "pt")

    assert (cell["changed"], cell["was"]) == (True, "4/4")
    assert _cell(view["steps"][2]["board"][0], "types")["changed"] is False
    assert _cell(view["steps"][0]["board"][0], "types")["changed"] is True


def test_step_rules_and_text_are_linked():
    """Citations, the layer and rule numbers in the text become preview links."""
    step = _view()["steps"][0]

    assert 'data-rule-ref="613.1d"' in step["rules_html"]
    assert 'data-rule-ref="613.1d"' in step["text_html"]
    assert 'data-rule-ref="613.1d"' in step["layer_html"]
    assert step["effect_name"] == "Opalescence"


def test_layer_view_lists_each_layer_step_of_an_object():
    """opal's layer view has its three steps with effect, timestamp and the change."""
    (layers,) = _view()["layers"]

    assert layers["id"] == "opal"
    assert [(row["effect"], row["timestamp"]) for row in layers["rows"]] == [
        ("opal", 2), ("opal", 2), ("hum", 1)]
    assert layers["rows"][2]["change"] == "4/4 → 1/1"
    assert layers["rows"][2]["after"]["pt"] == "1/1"
    assert layers["rows"][2]["dependency"] == "hum → opal"


def test_dependency_graph_has_an_edge_per_dependency():
    """hum depends on opal: one edge between the two effect nodes."""
    graph = dependency_graph(RESULT["steps"], {"hum": "Humility", "opal": "Opalescence"})

    assert [node["id"] for node in graph["nodes"]] == ["opal", "hum"]
    assert [(edge["effect"], edge["depends_on"]) for edge in graph["edges"]] == [("hum", "opal")]
    assert graph["edges"][0]["d"].startswith("M")


def test_pending_choice_is_shown_with_its_options():
    """A pending choice names the player, its rules and the options."""
    result = {**RESULT, "pending_choice": {"player": "B", "rules": ["616.1"], "text": "순서",
                                           "options": [{"id": "hs", "text": "Healing Salve"}]}}

    pending = _view(result)["pending"]

    assert pending["player"] == "B"
    assert 'data-rule-ref="616.1"' in pending["rules_html"]
    assert pending["options"] == [{"id": "hs", "text": "Healing Salve"}]


SETUP = {"kind": "setup", "rules": [], "text": "start"}
DAMAGE = {"kind": "event", "rules": ["120.3a"], "text": "3 damage to A"}


def test_boards_between_events_come_from_the_checkpoints():
    """The steps a checkpoint shares with the trace show its board; the event after it
    shows the final one, with the life change marked."""
    before_event = {"after_step": 1, "objects": {}, "players": _players(20)}
    result = {"objects": {}, "players": _players(17), "pending_choice": None,
              "steps": [SETUP, DAMAGE]}

    boards = boards_after_steps({**result, "checkpoints": [before_event]}, LAYER_COLUMNS)
    view = _view(result, [before_event])

    assert [board[1]["A"]["life"] for board in boards] == ["20", "17"]
    life = _cell(view["steps"][1]["players"][0], "life")
    assert (life["value"], life["changed"], life["was"]) == ("17", True, "20")


def test_an_event_changes_the_board_at_its_last_step():
    """The announcement of an event still shows the board before it."""
    announce = {"kind": "event", "rules": ["120.3"], "text": "Event 1: 3 damage to A"}
    before_event = {"after_step": 1, "objects": {}, "players": _players(20)}
    result = {"objects": {}, "players": _players(17), "pending_choice": None,
              "steps": [SETUP, announce, DAMAGE], "checkpoints": [before_event]}

    boards = boards_after_steps(result, LAYER_COLUMNS)

    assert [board[1]["A"]["life"] for board in boards] == ["20", "20", "17"]


def test_a_checkpoint_outside_the_trace_is_ignored():
    """A checkpoint after no step, or after more steps than the trace has, is not used."""
    outside = [{"after_step": n, "objects": {}, "players": _players(5)} for n in (0, 9)]
    result = {"objects": {}, "players": _players(17), "pending_choice": None,
              "steps": [SETUP, DAMAGE], "checkpoints": outside}

    boards = boards_after_steps(result, LAYER_COLUMNS)

    assert [board[1]["A"]["life"] for board in boards] == ["17", "17"]


def test_without_checkpoints_every_step_shows_the_final_board():
    """A result without checkpoints shows the final state at its events, not a guess."""
    result = {"objects": {}, "players": _players(17), "pending_choice": None, "steps": [
        {"kind": "event", "rules": ["120.3a"], "text": "3 damage"}]}

    boards = boards_after_steps(result, LAYER_COLUMNS)

    assert boards[0][1]["A"]["life"] == "17"


json_scalars = st.one_of(st.none(), st.booleans(), st.integers(-3, 30), st.text(max_size=6))
steps = st.lists(st.fixed_dictionaries(
    {"kind": st.sampled_from(["setup", "layer", "event", "dependency", "choice"]),
     "rules": st.lists(st.sampled_from(["613.1d", "613.3b", "616.1"]), max_size=2),
     "text": st.text(max_size=20)},
    optional={"object": st.sampled_from(["opal", "A", "ghost"]),
              "layer": st.sampled_from(["613.1d", "613.3b", "7z"]),
              "effect": st.sampled_from(["hum#1", "opal#1", "x"]),
              "timestamp": json_scalars,
              "before": st.one_of(json_scalars, st.dictionaries(
                  st.sampled_from(["opal", "ghost"]), json_scalars, max_size=2)),
              "after": st.one_of(json_scalars, st.dictionaries(
                  st.sampled_from(["opal", "ghost"]), json_scalars, max_size=2)),
              "dependency": st.one_of(json_scalars, st.fixed_dictionaries(
                  {"effect": st.sampled_from(["hum#1", "x"]),
                   "depends_on": st.sampled_from(["opal#1", "x"])}))}), max_size=8)


@settings(max_examples=80, deadline=None)
@given(steps)
def test_any_trace_shape_renders(generated):
    """Whatever optional fields the steps carry, the view has one entry per step, the first
    with the whole board."""
    result = {**RESULT, "steps": generated}

    view = _view(result, [{**RESULT, "after_step": 2}])

    assert len(view["steps"]) == len(generated)
    assert all(len(step["board"]) == 1 for step in view["steps"][:1])


def test_cells_compare_in_english_and_show_through_display():
    """The display function changes what is shown, not what counts as a change."""
    view = result_view(RESULT, SCENARIO, LAYER_COLUMNS,
                       lambda column, value: f"<{value}>" if column == "pt" else value)

    cell = _cell(view["steps"][2]["board"][0], "pt")

    assert (cell["value"], cell["was"], cell["changed"]) == ("<1/1>", "<4/4>", True)
    assert _cell(view["steps"][2]["board"][0], "types")["changed"] is False
    assert view["layers"][0]["rows"][2]["change"] == "<4/4> → <1/1>"


def test_the_stack_is_shown_on_the_board_while_abilities_wait_on_it() -> None:
    """A step taken while Kitchen Finks's persist is on the stack shows it there; the final
    board's stack is empty once it resolved."""
    import engine

    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                "objects": [{"id": "finks", "card": "Kitchen Finks", "controller": "A"}],
                "events": [{"type": "destroy", "target": "finks"}]}
    result = engine.run_scenario(scenario, lang="en", checkpoints=True)

    view = result_view(result, scenario)

    stacks = [step["stack"] for step in view["steps"]]
    on_stack = [s for s in stacks if s]
    assert on_stack
    assert on_stack[0][0]["text"].startswith("Persist")
    assert on_stack[0][0]["source"] == "finks"
    assert view["final_stack"] == ()


def _engine_view(scenario):
    import engine

    return result_view(engine.run_scenario(scenario, lang="en", checkpoints=True), scenario,
                       {"613.1d": "types", "613.1f": "abilities", "613.3b": "pt",
                        "613.3c": "pt", "613.3d": "pt"})


BLOOD_MOON_FIRST = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                    "objects": [{"id": "bm", "card": "Blood Moon", "controller": "A"},
                                {"id": "ur", "card": "Urborg, Tomb of Yawgmoth",
                                 "controller": "A"}]}


def test_the_setup_step_shows_the_board_before_any_effect():
    """Step 1 shows Urborg as printed: no Mountain type and its own ability, not the
    "{T}: Add {R}." Blood Moon gives it later."""
    view = _engine_view(BLOOD_MOON_FIRST)

    setup = view["steps"][0]
    urborg = next(row for row in setup["board"] if row["id"] == "ur")

    assert setup["kind"] == "setup"
    assert _cell(urborg, "types")["value"] == "Legendary Land"
    assert _cell(urborg, "abilities")["value"] == (
        "Each land is a Swamp in addition to its other land types.")


def test_a_layer_step_changes_the_board_as_the_layer_did():
    """Blood Moon's layer-4 step makes Urborg a Mountain and takes its ability (305.7) at
    that step; the steps before it still show it as printed."""
    view = _engine_view(BLOOD_MOON_FIRST)

    moon = next(step for step in view["steps"]
                if step["kind"] == "layer" and step["effect"] == "bm#1")
    urborg = next(row for row in moon["board"] if row["id"] == "ur")

    assert _cell(urborg, "types")["value"] == "Legendary Land — Mountain"
    assert _cell(urborg, "types")["was"] == "Legendary Land"
    assert _cell(urborg, "abilities")["value"] == "{T}: Add {R}."
    assert _cell(urborg, "abilities")["changed"] is True


def test_the_counters_column_shows_when_only_the_start_had_counters():
    """A 0/0 that dies to state-based actions had its counters at the start: the column is
    there, and step 1 shows them."""
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                "objects": [{"id": "bears", "card": "Grizzly Bears", "controller": "A",
                             "counters": {"-1/-1": 2}}]}

    view = _engine_view(scenario)

    assert "counters" in [column for column, _ in view["columns"]]
    assert _cell(view["steps"][0]["board"][0], "counters")["value"] == "-1/-1 ×2"
    assert _cell(view["final_board"][0], "zone")["value"] == "graveyard"


def test_a_dependency_is_shown_when_the_depended_on_effect_is_earlier():
    """Blood Moon earliest: Urborg still depends on it (613.7a), and the graph says so."""
    graph = _engine_view(BLOOD_MOON_FIRST)["graph"]

    assert [(edge["effect"], edge["depends_on"]) for edge in graph["edges"]] == [
        ("ur#1", "bm#1")]
    assert [node["id"] for node in graph["nodes"]] == ["bm#1", "ur#1"]


def test_a_players_choice_of_order_is_named_with_its_rule():
    """616.1: A chose Healing Salve before Furnace of Rath; the panel says who and why, and
    the replacement effects are not drawn as a timestamp order."""
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                "objects": [{"id": "f", "card": "Furnace of Rath", "controller": "B"},
                            {"id": "s", "card": "Grizzly Bears", "controller": "B"}],
                "effects": [{"id": "hs", "card": "Healing Salve", "mode": "prevent",
                             "targets": ["A"]}],
                "events": [{"type": "damage", "source": "s", "target": "A", "amount": 3}],
                "choices": [{"player": "A", "choose": "hs"}]}

    view = _engine_view(scenario)

    (order,) = view["orders"]
    assert (order["player"], order["chosen"], order["effect"]) == ("A", True, "hs")
    assert 'data-rule-ref="616.1d"' in order["rules_html"]
    assert view["graph"]["nodes"] == []
