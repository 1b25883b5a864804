"""Creature types (rule 205.3m) and their plurals, so that Oracle's "Other Elves you control" and
"Other Elf creatures you control" read as the same subtype.

A plural is only read when it is listed here or regular ("Goblins"); a type whose plural this
module isn't sure of ("Homunculus", "Octopus") has no plural, so a line using one is left
uncompiled rather than read wrongly.
"""

from __future__ import annotations

from engine.subtypes import ARTIFACT_TYPES, CREATURE_TYPES, ENCHANTMENT_TYPES, LAND_TYPES

__all__ = ["CREATURE_TYPES", "SUBTYPES", "plural", "plural_subtype", "singular_subtype"]


# Plurals that aren't the singular plus "s".
_IRREGULAR = {
    "Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves",
    "Ally": "Allies", "Harpy": "Harpies", "Fox": "Foxes", "Sphinx": "Sphinxes",
    "Leech": "Leeches", "Phoenix": "Phoenixes", "Mouse": "Mice", "Ox": "Oxen",
    "Fungus": "Fungi", "Cyclops": "Cyclopes",
    # The same word in the plural.
    "Aurochs": "Aurochs", "Djinn": "Djinn", "Efreet": "Efreet", "Fish": "Fish", "Sheep": "Sheep",
    "Merfolk": "Merfolk", "Kithkin": "Kithkin", "Kor": "Kor", "Moonfolk": "Moonfolk",
    "Samurai": "Samurai", "Vedalken": "Vedalken", "Dauthi": "Dauthi", "Soltari": "Soltari",
    "Metathran": "Metathran", "Elk": "Elk", "Astartes": "Astartes", "Custodes": "Custodes",
    "Equipment": "Equipment", "Plains": "Plains",
}
# Types whose plural this module isn't sure of: no plural is read for them.
_UNSURE = frozenset(("Homunculus", "Octopus", "Pegasus", "Nautilus", "Walrus", "Mongoose",
                     "Lammasu", "Kavu", "Spawn", "Zubera", "Thalakos", "Azra", "Gith",
                     "Surrakar", "C'tan", "Sand", "Army", "Sable", "Glimmer"))

# Every subtype a noun phrase may name (205.3): creature types and the other kinds the engine
# knows (engine.subtypes).
SUBTYPES = CREATURE_TYPES | LAND_TYPES | ARTIFACT_TYPES | ENCHANTMENT_TYPES


def plural(subtype: str) -> str | None:
    """The plural Oracle text uses for ``subtype`` ("Elf" -> "Elves"), or None if unsure."""
    if subtype in _IRREGULAR:
        return _IRREGULAR[subtype]
    if subtype in _UNSURE or subtype.endswith(("s", "x", "ch", "sh", "y")):
        return None
    return subtype + "s"


PLURALS: dict[str, str] = {
    p: s for s in SUBTYPES if (p := plural(s)) is not None
}


def singular_subtype(word: str) -> str | None:
    """The subtype a singular word names ("Elf", "Forest"), or None."""
    return word if word in SUBTYPES else None


def plural_subtype(word: str) -> str | None:
    """The subtype a plural word names ("Elves", "Merfolk", "Forests"), or None."""
    return PLURALS.get(word)
