"""The adapter between the sandbox and the engine."""
from __future__ import annotations

from rulings.sandbox import adapter


def test_every_example_has_a_rule_and_loads():
    """The shipped examples are listed in rule order and each one loads as a scenario."""
    examples = adapter.examples()

    assert examples
    assert all(adapter.load_example(example.key)["format"] == 1 for example in examples)
    assert adapter.load_example("../settings") is None


def test_korean_card_names_map_to_the_library_name():
    """A card typed in Korean (or any case) is the library's English name."""
    korean = next(card for card in adapter.card_library() if card.name_ko)

    assert adapter.card_name(korean.name_ko) == korean.name
    assert adapter.card_name(korean.name.upper()) == korean.name
    assert adapter.card_name("Nothing Like It") == "Nothing Like It"


def test_run_returns_the_problem_with_its_path(humility_opalescence):
    """An invalid scenario is a Problem naming the field, not an exception."""
    humility_opalescence["objects"][0]["timestamp"] = "first"

    outcome = adapter.run(humility_opalescence)

    assert outcome.result is None
    assert outcome.problem.path == "objects[0].timestamp"
    assert not outcome.problem.message.startswith("objects[0]")


def test_run_ignores_the_sandbox_ruling(humility_opalescence):
    """The ruling is the sandbox's; the engine runs the scenario without it."""
    plain = adapter.run(humility_opalescence).result
    humility_opalescence["ruling"] = {"question": "?", "answer": "!"}

    assert adapter.run(humility_opalescence).result == plain


def test_run_never_raises_on_a_non_object():
    """A list is not a scenario: a Problem, no traceback."""
    outcome = adapter.run([1, 2])  # type: ignore[arg-type]

    assert outcome.problem is not None


def test_checkpoints_are_the_boards_after_the_first_events(humility_opalescence):
    """Checkpoint k is the board after the first k events."""
    humility_opalescence["events"] = [
        {"type": "lose_life", "player": "B", "amount": 3},
        {"type": "lose_life", "player": "B", "amount": 4},
    ]

    checkpoints = adapter.run(humility_opalescence, checkpoints=True).result["checkpoints"]

    assert [result["players"]["B"]["life"] for result in checkpoints[:-1]] == [20, 17]


def test_checkpoints_stop_at_a_question():
    """The boards between events are kept up to the event that asked a question."""
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                "objects": [{"id": "rip", "card": "Rest in Peace", "controller": "B"},
                            {"id": "progenitus", "card": "Progenitus", "controller": "A"}],
                "events": [{"type": "lose_life", "player": "A", "amount": 2},
                           {"type": "destroy", "target": "progenitus"}]}

    result = adapter.run(scenario, checkpoints=True).result

    assert result["pending_choice"] is not None
    assert [board["players"]["A"]["life"] for board in result["checkpoints"]] == [20, 18]


def test_layer_columns_follow_the_engine_citations():
    """Layer 4 (613.1d) changes the type line; 613.1g and sublayers change P/T."""
    columns = adapter.layer_columns()

    assert columns["613.1d"] == "types"
    assert columns["613.1g"] == "pt"
    assert columns["613.1b"] == "controller"


def test_board_cells_read_in_korean():
    """Type lines, colors, zones and counters use the shipped rules' Korean terms."""
    display = adapter.cell_display("ko")

    assert display("types", "Enchantment Creature") == "부여마법 생물"
    assert display("zone", "battlefield") == "전장"
    assert display("colors", "colorless") == "무색"
    assert display("counters", "+1/+1 ×2") == "+1/+1 카운터 2개"
    assert display("name", "Humility") == "Humility"


def test_board_cells_stay_english_in_english():
    """In English the engine's values show as they are."""
    display = adapter.cell_display("en")

    assert display("types", "Enchantment Creature") == "Enchantment Creature"
