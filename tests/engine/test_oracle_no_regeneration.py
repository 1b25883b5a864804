"""Issue 27, triggered effects: "destroy that creature", "destroy it" (the trigger event's
object or the attached permanent) and "It / They can't be regenerated." after a destroy
(701.15), read on real Oracle lines of the dev corpus (2020) with their near misses
left whole, and played by the engine. Each run keeps a golden trace.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)
from tests.engine.test_trigger_events import card, obj

DESTROY_IT = {"do": "destroy", "object": "it"}
NO_REGEN = {"no_regeneration": True}
BLIGHT = "Enchant land\nWhen enchanted land becomes tapped, destroy it."
COMBAT_DAMAGE_TO_A_CREATURE = {"on": "damage", "object": {"types": ["Creature"]},
                               "source": "self", "combat": True}


@pytest.mark.parametrize(("name", "types", "text", "trigger", "effect", "targets"), [
    ("Sylvan Basilisk", "Creature", "Whenever ~ becomes blocked by a creature, destroy that "
     "creature.", {"on": "becomes_blocked_by", "source": "self"}, [DESTROY_IT], None),
    ("Horobi, Death's Wail", "Legendary Creature", "Whenever a creature becomes the target of "
     "a spell or ability, destroy that creature.",
     {"on": "becomes_target", "object": {"types": ["Creature"]}}, [DESTROY_IT], None),
    ("Phyrexian Reaper", "Creature", "Whenever ~ becomes blocked by a green creature, destroy "
     "that creature. It can't be regenerated.",
     {"on": "becomes_blocked_by", "source": "self", "object": {"types": ["Creature"],
                                                               "colors": ["G"]}},
     [{**DESTROY_IT, **NO_REGEN}], None),
    ("Mephitic Ooze", "Creature", "Whenever ~ deals combat damage to a creature, destroy that "
     "creature. The creature can't be regenerated.", COMBAT_DAMAGE_TO_A_CREATURE,
     [{**DESTROY_IT, **NO_REGEN}], None),
    ("Suleiman's Legacy", "Enchantment", "Whenever a Djinn or Efreet enters, destroy it. It "
     "can't be regenerated.", {"on": "enters", "object": {"any": [{"subtypes": ["Djinn"]},
                                                                 {"subtypes": ["Efreet"]}]}},
     [{**DESTROY_IT, **NO_REGEN}], None),
    ("Dark Hatchling", "Creature", "When ~ enters, destroy target nonblack creature. It can't "
     "be regenerated.", {"on": "enters", "object": "self"},
     [{"do": "destroy", "object": "target", **NO_REGEN}],
     [{"object": {"types": ["Creature"], "not_colors": ["B"]}}]),
    ("Stormscape Test", "Creature", "When ~ enters, destroy target nonblack creature. That "
     "creature can't be regenerated.", {"on": "enters", "object": "self"},
     [{"do": "destroy", "object": "target", **NO_REGEN}],
     [{"object": {"types": ["Creature"], "not_colors": ["B"]}}]),
    ("Serenity", "Enchantment", "At the beginning of your upkeep, destroy all artifacts and "
     "enchantments. They can't be regenerated.",
     {"on": "beginning_of", "step": "upkeep", "player": "you"},
     [{"do": "destroy", "objects": {"any": [{"types": ["Artifact"]},
                                            {"types": ["Enchantment"]}]}, **NO_REGEN}], None),
])
def test_destroy_lines_read_exactly(name: str, types: str, text: str, trigger: dict[str, Any],
                                    effect: list[dict[str, Any]],
                                    targets: list[dict[str, Any]] | None) -> None:
    """Given a real triggered "destroy that creature / it [. It can't be regenerated.]" line,
    when compiled, then the destroy acts on the trigger event's object (or its target, or the
    group) and refuses regeneration where the line says so (701.15)."""
    ability: dict[str, Any] = {"kind": "triggered", "trigger": trigger}
    if targets:
        ability["targets"] = targets
    ability["effect"] = effect
    assert _read(name, types, text.replace("~", name)) == [ability]


def test_enchanted_land_becoming_tapped_destroys_it_is_read() -> None:
    """Given Blight ("When enchanted land becomes tapped, destroy it."), when compiled, then
    "it" is the enchanted land the event is about (303.4, 603.2)."""
    face = read_whole({"name": "Blight", "types": ["Enchantment"], "subtypes": ["Aura"],
                       "text": BLIGHT})
    assert face[-1] == {"kind": "triggered", "trigger": {"on": "becomes_tapped",
                                                         "object": "enchanted"},
                        "effect": [DESTROY_IT]}


@pytest.mark.parametrize(("types", "text"), [
    # "it" is ~ itself here: ~ may have left and come back as a new object (400.7).
    ("Creature", "Whenever ~ attacks, destroy it."),
    ("Creature", "Whenever ~ becomes the target of a spell, exile it."),
    # "that creature" names no creature of this event (the damage is to a player).
    ("Creature", "Whenever a creature deals combat damage to you, destroy that creature."),
    # "can't be regenerated" after anything but a destroy.
    ("Creature", "When ~ enters, exile target creature. It can't be regenerated."),
    # "It" after a group, "They" after one object.
    ("Creature", "When ~ enters, destroy all creatures. It can't be regenerated."),
    ("Creature", "When ~ enters, destroy target creature. They can't be regenerated."),
    # Another creature than the one the event names.
    ("Creature", "Whenever a creature you control deals damage to a creature, destroy the "
     "other creature. It can't be regenerated."),
])
def test_destroy_near_misses_stay_unread(types: str, text: str) -> None:
    """Given a destroy or "can't be regenerated" the engine would read wrongly, when compiled,
    then the line is left whole."""
    assert _unread("Test Card", types, text.replace("~", "Test Card"))


REAPER = ("Whenever Phyrexian Reaper becomes blocked by a green creature, destroy that "
          "creature. It can't be regenerated.")
TROLL = "{G}: Regenerate Troll Test."


def test_that_creature_cant_be_regenerated_destroys_a_shielded_blocker() -> None:
    """701.15, 509.5d: given Phyrexian Reaper attacking and a green creature with a
    regeneration shield (614.8) blocking it, when the trigger resolves, then the blocker is
    destroyed all the same: the shield can't replace it."""
    result = play([obj("reaper", "Phyrexian Reaper"), obj("troll", "Troll Test", "B")],
                  [{"type": "activate", "player": "B", "object": "troll", "ability": 0},
                   {"type": "resolve"},
                   {"type": "attack", "attackers": [{"object": "reaper"}]},
                   {"type": "block", "blockers": [{"object": "troll", "blocking": "reaper"}]}],
                  cards=[card("Phyrexian Reaper", ["Creature"], REAPER, ("Zombie",), 3, 1),
                         {**card("Troll Test", ["Creature"], TROLL, ("Troll",), 2, 2),
                          "colors": ["G"]}])

    assert result["objects"]["troll"]["zone"] == "graveyard"
    assert result["objects"]["reaper"]["zone"] == "battlefield"


def test_enchanted_land_becoming_tapped_is_destroyed() -> None:
    """603.2, 303.4: given Blight on B's Forest, when B taps the Forest for mana, then the
    trigger destroys the Forest (the enchanted land, "it"), and Blight goes to the graveyard
    as a state-based action (704.5m)."""
    result = play([obj("forest", "Forest", "B"),
                   obj("blight", "Blight", attached_to="forest")],
                  [{"type": "activate", "player": "B", "object": "forest", "ability": 0}],
                  cards=[card("Blight", ["Enchantment"], BLIGHT, ("Aura",))])

    assert result["objects"]["forest"]["zone"] == "graveyard"
    assert result["objects"]["blight"]["zone"] == "graveyard"
