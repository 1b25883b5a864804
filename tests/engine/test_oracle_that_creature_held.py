"""Issue 27, triggered effects: "tap that creature and it doesn't untap during its
controller's next untap step" (the creature the trigger event was about, 603.2; 502.3), read
on real Oracle lines of the dev corpus (2020) with near misses left whole, and played by the
engine (a ``cant`` restriction on ``it``). Each run keeps a golden trace.
"""

from __future__ import annotations

import pytest

from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)
from tests.engine.test_trigger_events import card, obj

HELD = [{"do": "tap", "object": "it"},
        {"do": "modify", "object": "it", "cant": ["untap_during_untap_step"],
         "duration": "next_untap_step"}]


@pytest.mark.parametrize("name", ["Orochi Ranger", "Kashi-Tribe Elite",
                                  "Matsu-Tribe Birdstalker"])
def test_tap_that_creature_and_hold_it_is_read(name: str) -> None:
    """Given a real "Whenever ~ deals combat damage to a creature, tap that creature and it
    doesn't untap during its controller's next untap step." line, when compiled, then both
    actions are on the creature dealt the damage ("it", 120.3)."""
    text = (f"Whenever {name} deals combat damage to a creature, tap that creature and it "
            "doesn't untap during its controller's next untap step.")
    assert _read(name, "Creature", text) == [
        {"kind": "triggered", "trigger": {"on": "damage", "object": {"types": ["Creature"]},
                                          "source": "self", "combat": True},
         "effect": HELD}]


@pytest.mark.parametrize("text", [
    # No creature in this event: "that creature" names nothing.
    "Whenever ~ deals combat damage to a player, tap that creature and it doesn't untap "
    "during its controller's next untap step.",
    # The restriction for as long as something else is true: not the next untap step only.
    "Whenever ~ deals combat damage to a creature, tap that creature. That creature doesn't "
    "untap during its controller's untap step for as long as ~ remains on the battlefield.",
])
def test_tap_that_creature_near_misses_stay_unread(text: str) -> None:
    """Given a line whose "that creature" or "it" this reader would misname, when compiled,
    then it is left whole."""
    assert _unread("Test Card", "Creature", text.replace("~", "Test Card"))


RANGER = ("Whenever Orochi Ranger deals combat damage to a creature, tap that creature and it "
          "doesn't untap during its controller's next untap step.")


def test_the_blocker_dealt_damage_stays_tapped_in_its_controllers_untap_step() -> None:
    """603.2, 502.3: given Orochi Ranger (2/1) blocked by B's 1/5 Ox Test, when combat damage
    is dealt, then the trigger taps the Ox, and in B's next untap step it stays tapped."""
    result = play([obj("ranger", "Orochi Ranger"), obj("ox", "Ox Test", "B")],
                  [{"type": "attack", "attackers": [{"object": "ranger"}]},
                   {"type": "block", "blockers": [{"object": "ox", "blocking": "ranger"}]},
                   {"type": "combat_damage"}, {"type": "end_turn"}, {"type": "untap"}],
                  cards=[card("Orochi Ranger", ["Creature"], RANGER, ("Snake",), 2, 1),
                         card("Ox Test", ["Creature"], "", ("Ox",), 1, 5)])

    assert result["objects"]["ox"]["zone"] == "battlefield"
    assert result["objects"]["ox"]["tapped"] is True
