"""The bridge of engine/oracle/templates_bridge.py: an instant's, sorcery's or activated
ability's sentence read by the triggered abilities' clause readers, with a spell's pronouns
("it", "that creature": the object it targeted, 608.2c), on real Oracle lines of the dev corpus
(2020 wording), each with the exact ability, and the near misses it must leave whole."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.test_oracle_real import _read, _unread

CREATURE_TARGET = {"object": {"types": ["Creature"]}}
YOUR_CREATURES = {"controller": "you", "types": ["Creature"]}


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Dragonscale Boon", "Instant", "Put two +1/+1 counters on target creature and untap it.",
     {"kind": "spell", "targets": [CREATURE_TARGET],
      "effect": [{"do": "put_counters", "object": "target", "counter": "+1/+1", "amount": 2},
                 {"do": "untap", "object": "target"}]}),
    ("Stony Strength", "Instant", "Put a +1/+1 counter on target creature you control. Untap "
     "that creature.",
     {"kind": "spell", "targets": [{"object": YOUR_CREATURES}],
      "effect": [{"do": "put_counters", "object": "target", "counter": "+1/+1", "amount": 1},
                 {"do": "untap", "object": "target"}]}),
    ("Strength of the Pack", "Sorcery", "Put two +1/+1 counters on each creature you control.",
     {"kind": "spell", "effect": [{"do": "put_counters", "objects": YOUR_CREATURES,
                                   "counter": "+1/+1", "amount": 2}]}),
    ("Morningtide", "Sorcery", "Exile all cards from all graveyards.",
     {"kind": "spell", "effect": [{"do": "exile", "objects": {"zones": ["graveyard"]}}]}),
    ("Rimescale Dragon", "Creature", "{2}{S}: Tap target creature and put an ice counter on "
     "it.",
     {"kind": "activated", "cost": "{2}{S}", "targets": [CREATURE_TARGET],
      "effect": [{"do": "tap", "object": "target"},
                 {"do": "put_counters", "object": "target", "counter": "ice", "amount": 1}]}),
    ("Dark Impostor", "Creature", "{4}{B}{B}: Exile target creature and put a +1/+1 counter "
     "on Dark Impostor.",
     {"kind": "activated", "cost": "{4}{B}{B}", "targets": [CREATURE_TARGET],
      "effect": [{"do": "exile", "object": "target"},
                 {"do": "put_counters", "object": "self", "counter": "+1/+1", "amount": 1}]}),
    ("Blood Host", "Creature", "{1}{B}, Sacrifice another creature: Put a +1/+1 counter on "
     "Blood Host and you gain 2 life.",
     {"kind": "activated", "cost": "{1}{B}, Sacrifice another creature",
      "effect": [{"do": "put_counters", "object": "self", "counter": "+1/+1", "amount": 1},
                 {"do": "gain_life", "player": "you", "amount": 2}]}),
    ("Mikaeus, the Lunarch", "Legendary Creature", "{T}, Remove a +1/+1 counter from Mikaeus, "
     "the Lunarch: Put a +1/+1 counter on each other creature you control.",
     {"kind": "activated", "cost": "{T}, Remove a +1/+1 counter from Mikaeus, the Lunarch",
      "effect": [{"do": "put_counters", "objects": {**YOUR_CREATURES, "other": True},
                  "counter": "+1/+1", "amount": 1}]}),
    ("Grim Poppet", "Artifact Creature", "Remove a -1/-1 counter from Grim Poppet: Put a -1/-1 "
     "counter on another target creature.",
     {"kind": "activated", "cost": "Remove a -1/-1 counter from Grim Poppet",
      "targets": [{"object": {"types": ["Creature"], "other": True}}],
      "effect": [{"do": "put_counters", "object": "target", "counter": "-1/-1",
                  "amount": 1}]}),
    ("Arcane Spyglass", "Artifact", "{2}, {T}, Sacrifice a land: Draw a card and put a charge "
     "counter on Arcane Spyglass.",
     {"kind": "activated", "cost": "{2}, {T}, Sacrifice a land",
      "effect": [{"do": "draw", "player": "you", "amount": 1},
                 {"do": "put_counters", "object": "self", "counter": "charge", "amount": 1}]}),
])
def test_bridged_sentences_read_exactly(name: str, types: str, text: str,
                                        ability: dict[str, Any]) -> None:
    """Given a real spell or activated line only the clause readers read, when compiled, then
    it is the exact actions, "it" / "that creature" being the object targeted (608.2c)."""
    assert _read(name, types, text) == [ability]


@pytest.mark.parametrize(("types", "text"), [
    # 611.2: "It gets +2/+4" is a continuous effect, which a spell's action list can't hold
    # (round 7 reads it as a second ability with same_targets: templates_spell_target); nor
    # after an exile (400.7).
    ("Instant", "Exile target creature. It gets +2/+4 until end of turn."),
    # "~" in an instant is the spell itself: no card taps it or puts counters on it.
    ("Instant", "Put a +1/+1 counter on Test Card and draw a card."),
    # "that creature" after a land target, "it" after a player target, "it" with no target.
    ("Instant", "Tap target land. Untap that creature."),
    ("Sorcery", "Target player loses 2 life. Untap it."),
    ("Instant", "Untap that creature."),
    # 400.7: once exiled, "it" is a new object.
    ("Instant", "Exile target creature and put a +1/+1 counter on it."),
    # A trigger event's "that player", "that much".
    ("Instant", "That player loses 2 life."),
    ("Instant", "You gain that much life."),
    # Choices and "up to" stay unread.
    ("Instant", "Tap or untap target creature."),
    # (Up to N targets are read since round 7, test_oracle_modal.py; not "any number".)
    ("Sorcery", "Tap any number of target creatures."),
])
def test_bridged_near_misses_stay_unread(types: str, text: str) -> None:
    """Given a near miss (a continuous effect, the spell itself, a pronoun without the object
    it would need, a trigger's words), when compiled, then the line is left whole."""
    assert _unread("Test Card", types, text)


def test_an_activated_its_deals_stays_unread() -> None:
    """ "It deals" after a target is the target, not the source (issue 27's audit): left whole
    when no reader knows which it is."""
    assert _unread("Test Card", "Creature",
                   "{1}: Tap target creature and it deals 1 damage to you.")
