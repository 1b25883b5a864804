"""The help page on the effect language (`/sandbox/help/`): what an ability is made of, the
layer each modification applies in, and worked examples.

Every example on the page is an Oracle sentence compiled, as the page renders, by the engine's
own Oracle compiler (engine.oracle): the JSON shown is what the engine reads, never a copy that
could drift from it. A test checks that each example compiles whole.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from engine.abilities.effects import OP_LAYER
from engine.oracle import compile_face
from engine.text.citations import cite

# (what the example shows, in the page's words; the Oracle sentence) for a custom creature
# named "My Golem".
EXAMPLE_NAME = "My Golem"
EXAMPLES: tuple[tuple[str, str], ...] = (
    ("anthem", "Creatures you control get +1/+1."),
    ("lord", "Other Elf creatures you control get +1/+1 and have flying."),
    ("humility", "All creatures lose all abilities and have base power and toughness 1/1."),
    ("blood_moon", "Nonbasic lands are Mountains."),
    ("color", "All creatures are black in addition to their other colors."),
    ("animate", "Artifacts you control are creatures in addition to their other types."),
    ("enters_tapped", "My Golem enters tapped."),
    ("enters_counters", "My Golem enters with two +1/+1 counters on it."),
    ("rest_in_peace", "If a card or token would be put into a graveyard from anywhere, "
                      "exile it instead."),
    ("double_damage", "If a source you control would deal damage to a permanent or player, "
                      "it deals double that damage instead."),
    ("prevention", "If a source would deal damage to you, prevent 1 of that damage."),
    ("cant", "Creatures you control can't have -1/-1 counters put on them."),
    ("triggered", "Whenever a creature dies, you gain 1 life."),
    ("triggered_pump", "Whenever a creature dies, My Golem gets +1/+1 until end of turn."),
    ("triggered_token", "When My Golem enters, create two 1/1 white Soldier creature tokens."),
    ("activated", "{T}: My Golem deals 1 damage to any target."),
    ("attacks", "Whenever My Golem attacks, you gain 1 life."),
    ("cant_block", "My Golem can't block."),
)
# The same for an instant named "My Spell": what a spell does as it resolves (608.2).
SPELL_NAME = "My Spell"
SPELL_EXAMPLES: tuple[tuple[str, str], ...] = (
    ("burn", "My Spell deals 3 damage to any target."),
    ("counter", "Counter target noncreature spell."),
    ("removal", "Exile target creature. Its controller gains life equal to its power."),
    ("pump", "Target creature gets +3/+3 until end of turn."),
)


@dataclass(frozen=True)
class HelpExample:
    key: str
    sentence: str
    json: str
    template: str


@lru_cache(maxsize=1)
def examples() -> tuple[HelpExample, ...]:
    """Each example compiled: its sentence, the abilities as JSON, the template that read it."""
    found = []
    faces = [({"name": EXAMPLE_NAME, "types": ["Creature"], "power": 2, "toughness": 2},
              key, sentence) for key, sentence in EXAMPLES]
    faces += [({"name": SPELL_NAME, "types": ["Instant"]}, key, sentence)
              for key, sentence in SPELL_EXAMPLES]
    for face, key, sentence in faces:
        compiled = compile_face({**face, "text": sentence})
        abilities: list[Any] = list(compiled.card_abilities())
        found.append(HelpExample(key, sentence, json.dumps(abilities, indent=2,
                                                            ensure_ascii=False),
                                 compiled.lines[0].template if compiled.lines else ""))
    return tuple(found)


def operations() -> list[dict[str, str]]:
    """Each modification's `op`, the layer it applies in and the rule of that layer."""
    return [{"op": op, "layer": str(layer), "rule": cite(layer.concept)[0]}
            for op, layer in OP_LAYER.items()]
