"""Which card type each subtype belongs to (rule 205.3), for type-changing effects.

Setting a creature's subtype replaces its creature types; setting a land's
subtype replaces its land types (305.7). Anything not listed here is taken to be
a creature type (205.3m lists hundreds).
"""

from __future__ import annotations

# 702.73a, 205.3m: an object that "is every creature type" (Changeling) has this in its
# subtypes instead of a list of hundreds; it is a creature type, so it goes where creature types
# go (205.3d, 613.1d set_subtypes) and selectors read it as every creature type.
EVERY_CREATURE_TYPE = "*"

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
LAND_TYPES = frozenset(
    (*BASIC_LAND_TYPES, "Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Tower",
     "Urza's", "Cave", "Sphere", "Town")
)
ARTIFACT_TYPES = frozenset(
    ("Attraction", "Blood", "Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold",
     "Incubator", "Map", "Powerstone", "Treasure", "Vehicle", "Bobblehead", "Spacecraft")
)
ENCHANTMENT_TYPES = frozenset(
    ("Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga",
     "Shard", "Shrine")
)
SPELL_TYPES = frozenset(("Adventure", "Arcane", "Lesson", "Trap"))
PLANESWALKER_TYPES = frozenset(
    ("Ajani", "Chandra", "Elspeth", "Garruk", "Gideon", "Jace", "Karn", "Liliana", "Nissa",
     "Sorin", "Teferi", "Ugin", "Vraska")
)
CARD_TYPES = (
    "Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
    "Planeswalker", "Sorcery", "Tribal",
)
SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World")

# 205.3m, as of the 2024-2025 Comprehensive Rules (the choices "choose a creature type" offers,
# 614.12a; the compiler reads them too).
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

# 205.3d: which card type a subtype kind needs to be kept.
_KIND_NEEDS = {
    "land": ("Land",),
    "artifact": ("Artifact",),
    "enchantment": ("Enchantment",),
    "spell": ("Instant", "Sorcery"),
    "planeswalker": ("Planeswalker",),
    "creature": ("Creature", "Kindred", "Tribal"),
}


_KNOWN = {t.lower(): t for t in (*LAND_TYPES, *ARTIFACT_TYPES, *ENCHANTMENT_TYPES, *SPELL_TYPES,
                                  *PLANESWALKER_TYPES)}


def subtype_name(subtype: str) -> str:
    """A subtype as the rules spell it: "merfolk" is "Merfolk" (205.3: subtypes are capitalized).

    Effects compare subtypes by name, so a scenario's lower-case "merfolk" must not silently
    escape Lord of Atlantis.
    """
    text = subtype.strip()
    return _KNOWN.get(text.lower(), text[:1].upper() + text[1:])


def subtype_kind(subtype: str) -> str:
    """``"land"``, ``"artifact"``, ``"enchantment"``, ``"spell"``, ``"planeswalker"`` or
    ``"creature"``."""
    if subtype in LAND_TYPES:
        return "land"
    if subtype in ARTIFACT_TYPES:
        return "artifact"
    if subtype in ENCHANTMENT_TYPES:
        return "enchantment"
    if subtype in SPELL_TYPES:
        return "spell"
    if subtype in PLANESWALKER_TYPES:
        return "planeswalker"
    return "creature"


def has_subtype(subtypes: tuple[str, ...], subtype: str) -> bool:
    """Whether an object with ``subtypes`` has ``subtype`` (every creature type counts)."""
    return subtype in subtypes or (
        EVERY_CREATURE_TYPE in subtypes and subtype_kind(subtype) == "creature")


def subtype_fits(subtype: str, card_types: tuple[str, ...]) -> bool:
    """205.3d: an object can have a subtype only if it has the matching card type."""
    return any(t in card_types for t in _KIND_NEEDS[subtype_kind(subtype)])
