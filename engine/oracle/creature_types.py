"""Creature types (rule 205.3m) and their plurals, so that Oracle's "Other Elves you control" and
"Other Elf creatures you control" read as the same subtype.

A plural is only read when it is listed here or regular ("Goblins"); a type whose plural this
module isn't sure of ("Homunculus", "Octopus") has no plural, so a line using one is left
uncompiled rather than read wrongly.
"""

from __future__ import annotations

from engine.subtypes import ARTIFACT_TYPES, ENCHANTMENT_TYPES, LAND_TYPES

# 205.3m, as of the 2024-2025 Comprehensive Rules.
_CREATURE_TYPE_LIST = """
Advisor Aetherborn Alien Ally Angel Antelope Ape Archer Archon Armadillo Army Artificer Assassin
Assembly-Worker Astartes Atog Aurochs Avatar Azra Badger Balloon Barbarian Bard Basilisk Bat Bear
Beast Beaver Beeble Beholder Berserker Bird Blinkmoth Boar Bringer Brushwagg Camarid Camel
Capybara Caribou Carrier Cat Centaur Child Chimera Citizen Cleric Clown Cockatrice Construct
Coward Coyote Crab Crocodile C'tan Custodes Cyberman Cyclops Dalek Dauthi Demigod Demon Deserter
Detective Devil Dinosaur Djinn Doctor Dog Dragon Drake Dreadnought Drix Drone Druid Dryad Dwarf
Efreet Egg Elder Eldrazi Elemental Elephant Elf Elk Employee Eye Faerie Ferret Fish Flagbearer
Fox Fractal Frog Fungus Gamer Gargoyle Germ Giant Gith Glimmer Gnoll Gnome Goat Goblin God Golem
Gorgon Graveborn Gremlin Griffin Guest Hag Halfling Hamster Harpy Hellion Hippo Hippogriff
Homarid Homunculus Horror Horse Human Hydra Hyena Illusion Imp Incarnation Inkling Inquisitor
Insect Jackal Jellyfish Juggernaut Kavu Kirin Kithkin Knight Kobold Kor Kraken Llama Lamia
Lammasu Leech Leviathan Lhurgoyf Licid Lizard Manticore Masticore Mercenary Merfolk Metathran
Minion Minotaur Mite Mole Monger Mongoose Monk Monkey Moonfolk Mount Mouse Mutant Myr Mystic
Nautilus Necron Nephilim Nightmare Nightstalker Ninja Noble Noggle Nomad Nymph Octopus Ogre Ooze
Orb Orc Orgg Otter Ouphe Ox Oyster Pangolin Peasant Pegasus Pentavite Performer Pest Phelddagrif
Phoenix Phyrexian Pilot Pincher Pirate Plant Porcupine Possum Praetor Primarch Prism Processor
Rabbit Raccoon Ranger Rat Rebel Reflection Rhino Rigger Robot Rogue Sable Salamander Samurai Sand
Saproling Satyr Scarecrow Scientist Scion Scorpion Scout Sculpture Serf Serpent Servo Shade
Shaman Shapeshifter Shark Sheep Siren Skeleton Skunk Slith Sliver Sloth Slug Snail Snake Soldier
Soltari Spawn Specter Spellshaper Sphinx Spider Spike Spirit Splinter Sponge Squid Squirrel
Starfish Surrakar Survivor Synth Tentacle Tetravite Thalakos Thopter Thrull Tiefling Toy
Treefolk Trilobite Triskelavite Troll Turtle Tyranid Unicorn Vampire Varmint Vedalken Volver
Wall Walrus Warlock Warrior Weasel Weird Werewolf Whale Wizard Wolf Wolverine Wombat Worm Wraith
Wurm Yeti Zombie Zubera
"""
CREATURE_TYPES = frozenset(_CREATURE_TYPE_LIST.split())

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
