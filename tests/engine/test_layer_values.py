"""A layer step carries what it changed as values; they become text only when rendered."""

from __future__ import annotations

from engine.characteristics.layers import apply_layers
from engine.io.scenario import load_scenario
from engine.text.trace import Change, Colors, LayerValue, Message, PowerToughness, render
from tests.engine.layer_helpers import example, scenario

ANTHEM = {"id": "anthem", "card": "Glorious Anthem", "controller": "A"}
BEARS = {"id": "bears", "card": "Grizzly Bears", "controller": "A"}


def test_a_power_change_carries_numbers_before_and_after() -> None:
    """613.4c: Glorious Anthem's step says 2/2 -> 3/3 as numbers, not as text."""
    state = load_scenario(scenario([ANTHEM, BEARS]))

    _, steps = apply_layers(state)

    step = next(s for s in steps if s.effect is not None and s.before)
    assert step.before == (("bears", PowerToughness(2, 2)),)
    assert step.after == (("bears", PowerToughness(3, 3)),)


def test_every_layer_step_of_the_examples_has_values() -> None:
    """Every layer step's before and after, in the 613 examples, are layer values per object."""
    steps = []
    for name in ("613.5-1", "613.8-1", "613.3e-1", "613.4-1"):
        _, found = apply_layers(load_scenario(example(name)))
        steps.extend(s for s in found if s.before is not None)

    values = [v for s in steps for side in (s.before or (), s.after or ()) for _, v in side]

    assert steps and all(isinstance(v, LayerValue) for v in values)


def test_changes_are_said_in_each_language() -> None:
    """A change of colors renders in Korean and English from the same values."""
    change = Change("bears", Colors(("G",)), Colors(()))
    message = Message.of("layer.apply", layer="613.1e", effect="Painter", timestamp=1,
                         objects=("Grizzly Bears",), changes=(change,))

    english = render(message, "en")

    assert english.endswith("bears: green → colorless")
    assert "bears: " in render(message, "ko")
