"""The result panel's view of an engine result: boards per step, layers, dependencies."""
from __future__ import annotations

from rulings.sandbox.trace import dependency_graph, result_view


def _object(**overrides):
    state = {"name": "Opalescence", "zone": "battlefield", "controller": "A", "owner": "A",
             "types": ["Enchantment", "Creature"], "subtypes": [], "supertypes": [],
             "colors": ["W"], "power": 1, "toughness": 1, "loyalty": None, "keywords": [],
             "abilities": [], "counters": {}, "damage": 0, "tapped": False, "attached_to": None}
    state.update(overrides)
    return state


RESULT = {
    "objects": {"opal": _object()},
    "players": {"A": {"life": 20, "poison": 0, "lost": False, "won": False}},
    "steps": [
        {"kind": "layer", "rules": ["613.1d"], "text": "Opalescence becomes a creature (613.1d)",
         "object": "opal", "layer": "4", "effect": "opal", "timestamp": 2,
         "before": {"types": ["Enchantment"], "power": None, "toughness": None},
         "after": {"types": ["Enchantment", "Creature"], "power": 4, "toughness": 4}},
        {"kind": "layer", "rules": ["613.4b"], "text": "Humility sets 1/1", "object": "opal",
         "layer": "7b", "effect": "hum", "timestamp": 1, "before": {"power": 4, "toughness": 4},
         "after": {"power": 1, "toughness": 1},
         "dependency": {"effect": "hum", "depends_on": "opal"}},
    ],
    "pending_choice": None,
}
SCENARIO = {"objects": [{"id": "hum", "card": "Humility"}, {"id": "opal", "card": "Opalescence"}]}


def _cell(row, column):
    return next(cell for cell in row["cells"] if cell["column"] == column)


def test_board_after_each_step_is_rebuilt_from_before_values():
    """The first step's board shows 4/4, the last the final 1/1."""
    view = result_view(RESULT, SCENARIO)

    first, last = view["steps"][0]["board"][0], view["steps"][1]["board"][0]

    assert _cell(first, "pt")["value"] == "4/4"
    assert _cell(last, "pt")["value"] == "1/1"


def test_changed_cells_are_marked_with_their_old_value():
    """A step that changes power and toughness marks that cell and keeps what it was."""
    view = result_view(RESULT, SCENARIO)

    cell = _cell(view["steps"][1]["board"][0], "pt")

    assert cell["changed"] is True
    assert cell["was"] == "4/4"
    assert _cell(view["steps"][1]["board"][0], "types")["changed"] is False


def test_step_rules_and_text_are_linked():
    """Citations and rule numbers in the text become preview links."""
    view = result_view(RESULT, SCENARIO)

    step = view["steps"][0]

    assert 'data-rule-ref="613.1d"' in step["rules_html"]
    assert 'data-rule-ref="613.1d"' in step["text_html"]
    assert step["effect_name"] == "Opalescence"


def test_layer_view_lists_each_layer_step_of_an_object():
    """The layer view of opal has its layer 4 and 7b steps with effect and timestamp."""
    view = result_view(RESULT, SCENARIO)

    (layers,) = view["layers"]

    assert layers["id"] == "opal"
    assert [(row["layer"], row["effect"], row["timestamp"]) for row in layers["rows"]] == [
        ("4", "opal", 2), ("7b", "hum", 1)]
    assert layers["rows"][1]["after"]["pt"] == "1/1"
    assert "power: 4 → 1" in layers["rows"][1]["change"]


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

    pending = result_view(result, SCENARIO)["pending"]

    assert pending["player"] == "B"
    assert 'data-rule-ref="616.1"' in pending["rules_html"]
    assert pending["options"] == [{"id": "hs", "text": "Healing Salve"}]


def test_player_changes_are_highlighted():
    """A life change step marks the life cell of that player."""
    result = {"objects": {}, "players": {"B": {"life": 17, "poison": 0, "lost": False,
                                               "won": False}},
              "steps": [{"kind": "event", "rules": ["120.3a"], "text": "3 damage",
                         "object": "B", "before": {"life": 20}, "after": {"life": 17}}]}

    view = result_view(result, {})

    life = _cell(view["steps"][0]["players"][0], "life")
    assert (life["value"], life["changed"], life["was"]) == ("17", True, "20")
