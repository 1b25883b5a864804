"""Generate an AtomicCards-shaped file for the card import benchmark (bench/cards.py).

MTGJSON's real AtomicCards.json holds about 32,000 cards in about 130 MB: most of its weight is
not the Oracle text but each card's foreignData (names, text, type line and flavor text in up to
ten languages), legalities, printings, purchase links and rulings. This writes the same shape
with made-up cards, deterministically (a seeded generator), streaming so it needs no memory:
35,000 cards by default, about 4 % double-faced and 2 % split or adventurer, a fifth with a
Korean name (some equal to the English one, as MTGJSON fills missing translations), long
rulings and flavor text, which puts 35,000 cards at about the real file's size.

Run: .venv/bin/python bench/generate_cards.py OUT.json [--cards 35000] [--seed 11]
"""
from __future__ import annotations

import argparse
import json
import random
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

CARDS = 35_000
SEED = 11
_NAMESPACE = uuid.UUID("0b5c6f3e-8a52-4d0e-9c53-2d2f1b6a7e11")

ADJECTIVES = ("Ancient", "Blazing", "Cunning", "Dread", "Eternal", "Feral", "Gilded",
              "Hollow", "Iron", "Jade", "Keen", "Lost", "Molten", "Noble", "Obsidian", "Pale",
              "Quiet", "Radiant", "Savage", "Twisted", "Unbroken", "Vengeful", "Wild",
              "Ashen", "Brazen", "Crimson", "Drowned", "Ember", "Frozen", "Grim", "Hallowed",
              "Infernal", "Jagged", "Kindled", "Luminous", "Mystic", "Nether", "Oathbound",
              "Primal", "Restless", "Sunlit", "Thorned", "Umbral", "Verdant", "Withered")
NOUNS = ("Angel", "Behemoth", "Captain", "Drake", "Envoy", "Familiar", "Guardian", "Harbinger",
         "Invoker", "Juggernaut", "Knight", "Lich", "Mystic", "Nomad", "Oracle", "Paladin",
         "Quester", "Ranger", "Sentinel", "Titan", "Usurper", "Vanguard", "Warden", "Wurm",
         "Apostle", "Bard", "Colossus", "Druid", "Elemental", "Fiend", "Golem", "Hydra",
         "Inquisitor", "Jackal", "Kraken", "Leviathan", "Marauder", "Nightmare", "Ogre",
         "Phoenix", "Reaver", "Shaman", "Tyrant", "Unicorn", "Vampire", "Wraith", "Zealot")
PLACES = ("of the Vale", "of Kaldheim", "of the Deep", "of Ash", "of the Spire", "of Dawn",
          "of the Wastes", "of Thorns", "of the Coast", "of Embers", "of the Maze", "of Bones",
          "of the Veil", "of Storms", "of the Grove", "of Dusk", "of the Sands", "")
SUBTYPES = ("Human", "Elf", "Goblin", "Zombie", "Spirit", "Wizard", "Warrior", "Soldier",
            "Cleric", "Rogue", "Beast", "Dragon", "Angel", "Vampire", "Merfolk", "Knight")
KEYWORDS = ("Flying", "Trample", "Vigilance", "Haste", "Lifelink", "Deathtouch", "Reach",
            "First strike", "Menace", "Hexproof", "Ward {2}", "Defender")
SENTENCES = (
    "When ~ enters, draw a card.",
    "Whenever ~ attacks, target creature an opponent controls gets -2/-0 until end of turn.",
    "{T}: Add one mana of any color.",
    "Creatures you control get +1/+1.",
    "At the beginning of your upkeep, you gain 1 life for each creature you control.",
    "{2}{G}: ~ gets +2/+2 until end of turn. Activate only once each turn.",
    "If a source an opponent controls would deal damage to you, prevent 1 of that damage.",
    "Whenever another creature you control dies, put a +1/+1 counter on ~.",
    "~ enters tapped.",
    "Sacrifice ~: Destroy target artifact or enchantment.",
    "When ~ dies, return it to the battlefield tapped under its owner's control at the "
    "beginning of the next end step.",
    "Spells your opponents cast that target ~ cost {2} more to cast.",
    "As long as you control five or more lands, ~ has hexproof and indestructible.",
    "Whenever you cast an instant or sorcery spell, scry 1. (Look at the top card of your "
    "library. You may put that card on the bottom.)",
)
SPELL_SENTENCES = (
    "~ deals 3 damage to any target.",
    "Counter target spell unless its controller pays {3}.",
    "Destroy target creature. Its controller loses 2 life.",
    "Draw two cards, then discard a card.",
    "Return target creature card from your graveyard to your hand.",
    "Creatures your opponents control get -1/-1 until end of turn.",
    "Search your library for a basic land card, put it onto the battlefield tapped, then "
    "shuffle.",
)
LANGUAGES = ("German", "Spanish", "French", "Italian", "Japanese", "Portuguese (Brazil)",
             "Russian", "Chinese Simplified", "Chinese Traditional")
HANGUL = ("가", "나", "다", "라", "마", "바", "사", "아", "자", "차", "카", "타", "파", "하", "의",
          "불", "물", "숲", "빛", "밤", "용", "검", "왕", "꽃", "돌", "바람", "그림자", "천사")
FORMATS = ("alchemy", "brawl", "commander", "duel", "explorer", "future", "gladiator",
           "historic", "legacy", "modern", "oathbreaker", "oldschool", "pauper",
           "paupercommander", "penny", "pioneer", "predh", "premodern", "standard",
           "standardbrawl", "timeless", "vintage")
SETS = ("LEA", "ICE", "MIR", "TMP", "USG", "MMQ", "INV", "ODY", "ONS", "MRD", "CHK", "RAV",
        "TSP", "LRW", "ALA", "ZEN", "SOM", "ISD", "RTR", "THS", "KTK", "BFZ", "SOI", "KLD",
        "AKH", "XLN", "DOM", "GRN", "WAR", "ELD", "THB", "IKO", "ZNR", "KHM", "STX", "MID",
        "NEO", "SNC", "DMU", "BRO", "ONE", "MOM", "WOE", "LCI", "MKM", "OTJ", "BLB", "DSK")
COLORS = "WUBRG"


def _oracle_id(index: int) -> str:
    return str(uuid.uuid5(_NAMESPACE, f"card-{index}"))


def _names(count: int, rng: random.Random) -> list[str]:
    combos = [f"{adjective} {noun} {place}".strip() for adjective in ADJECTIVES
              for noun in NOUNS for place in PLACES]
    rng.shuffle(combos)
    names = combos[:count]
    for index in range(len(names), count):  # more cards than combinations: number them
        names.append(f"{combos[index % len(combos)]} {index // len(combos) + 1}")
    return names


def _cost(rng: random.Random, colors: list[str]) -> tuple[str, int]:
    generic = rng.randint(0, 5)
    symbols = [rng.choice(colors) for _ in range(rng.randint(1, 2))] if colors else []
    cost = (f"{{{generic}}}" if generic or not symbols else "") + "".join(
        f"{{{symbol}}}" for symbol in symbols)
    return cost, generic + len(symbols)


def _text(rng: random.Random, name: str, creature: bool) -> tuple[str, list[str]]:
    keywords = rng.sample(KEYWORDS, rng.choice((0, 0, 1, 1, 2))) if creature else []
    pool = SENTENCES if creature else SPELL_SENTENCES
    lines = [", ".join(keywords).capitalize()] if keywords else []
    lines += [rng.choice(pool).replace("~", name) for _ in range(rng.randint(1, 3))]
    return "\n".join(lines), [keyword.split(" {")[0] for keyword in keywords]


def _korean(rng: random.Random) -> str:
    return "".join(rng.choice(HANGUL) for _ in range(rng.randint(2, 5)))


def _foreign(rng: random.Random, name: str, face_name: str | None, text: str, type_line: str,
             korean: str | None) -> list[dict[str, Any]]:
    entries = []
    # Cards printed before the translations or only online have none; most have several.
    languages = list(LANGUAGES[:rng.choice((0, 0, 0, 0, 2, 4, 7, 9, 9))])
    if korean is not None:
        languages.append("Korean")
    for language in languages:
        foreign_name = korean if language == "Korean" and korean else f"{name} ({language})"
        entry: dict[str, Any] = {
            "flavorText": rng.choice(SENTENCES).replace("~", foreign_name),
            "identifiers": {"multiverseId": str(rng.randint(100_000, 700_000)),
                            "scryfallId": str(uuid.UUID(int=rng.getrandbits(128)))},
            "language": language,
            "multiverseId": rng.randint(100_000, 700_000),
            "name": foreign_name,
            "text": text,
            "type": type_line,
        }
        if face_name is not None:
            entry["faceName"] = foreign_name
        entries.append(entry)
    return entries


def _face(rng: random.Random, index: int, name: str, face_name: str | None, layout: str,
          side: str | None, korean: str | None) -> dict[str, Any]:
    shown = face_name or name
    colors = sorted(rng.sample(COLORS, rng.choice((0, 1, 1, 1, 1, 2))))
    kind = rng.random()
    creature = kind < 0.55
    planeswalker = 0.55 <= kind < 0.57
    battle = 0.57 <= kind < 0.58
    card_type = ("Creature" if creature else "Planeswalker" if planeswalker
                 else "Battle" if battle else rng.choice(("Instant", "Sorcery", "Enchantment",
                                                          "Artifact", "Land")))
    subtypes = rng.sample(SUBTYPES, rng.randint(1, 2)) if creature else (
        ["Siege"] if battle else [])
    supertypes = ["Legendary"] if planeswalker or rng.random() < 0.1 else []
    type_line = " ".join([*supertypes, card_type]) + (
        " — " + " ".join(subtypes) if subtypes else "")
    cost, value = _cost(rng, colors) if card_type != "Land" else ("", 0)
    text, keywords = _text(rng, shown, creature)
    face: dict[str, Any] = {
        "colorIdentity": colors, "colors": colors, "convertedManaCost": float(value),
        "edhrecRank": rng.randint(1, 30_000), "edhrecSaltiness": round(rng.random(), 2),
        "firstPrinting": rng.choice(SETS),
        "foreignData": _foreign(rng, name, face_name, text, type_line, korean),
        "identifiers": {"scryfallOracleId": _oracle_id(index)},
        "layout": layout,
        "leadershipSkills": {"brawl": False, "commander": bool(supertypes), "oathbreaker": False},
        # MTGJSON lists only the formats a card is legal, banned or restricted in.
        "legalities": {fmt: "Banned" if rng.random() < 0.02 else "Legal"
                       for fmt in FORMATS if rng.random() < 0.7},
        "manaCost": cost, "manaValue": float(value), "name": name,
        "printings": sorted(rng.sample(SETS, rng.randint(1, 12))),
        "purchaseUrls": {shop: f"https://mtgjson.com/links/{rng.getrandbits(64):016x}"
                         for shop in ("cardKingdom", "cardKingdomFoil", "cardmarket",
                                      "tcgplayer")},
        "rulings": [{"date": f"20{rng.randint(10, 24)}-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}",
                     "text": " ".join(rng.choice(SENTENCES).replace("~", shown)
                                      for _ in range(rng.randint(2, 4)))}
                    for _ in range(rng.choice((0, 0, 0, 1, 1, 2, 3, 4)))],
        "subtypes": subtypes, "supertypes": supertypes, "text": text, "type": type_line,
        "types": [card_type],
    }
    if keywords:
        face["keywords"] = keywords
    if creature:
        face["power"] = rng.choice(("1", "2", "3", "4", "5", "*", "1+*"))
        face["toughness"] = rng.choice(("1", "2", "3", "4", "5", "*"))
    if planeswalker:
        face["loyalty"] = str(rng.randint(2, 6))
    if battle:
        face["defense"] = str(rng.randint(3, 7))
    if face_name is not None:
        face["faceName"] = face_name
        face["faceManaValue"] = float(value)
        face["side"] = side
    return face


def cards(count: int = CARDS, seed: int = SEED) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """(name, faces) for `count` made-up cards, the same for the same seed."""
    rng = random.Random(seed)
    names = _names(count * 2, rng)
    for index in range(count):
        roll = rng.random()
        korean_roll = rng.random()
        front, back = names[index], names[count + index]
        layout = ("transform" if roll < 0.03 else "modal_dfc" if roll < 0.04
                  else "split" if roll < 0.05 else "adventure" if roll < 0.06 else "normal")
        faces_names = [front] if layout == "normal" else [front, back]
        full = " // ".join(faces_names)
        koreans = ([_korean(rng) for _ in faces_names] if korean_roll < 0.2
                   else list(faces_names) if korean_roll < 0.25 else [None] * len(faces_names))
        faces = [_face(rng, index, full, None if layout == "normal" else face_name, layout,
                       "ab"[side] if layout != "normal" else None, koreans[side])
                 for side, face_name in enumerate(faces_names)]
        yield full, faces


def write(path: Path, count: int = CARDS, seed: int = SEED) -> int:
    """Write the file; returns its size in bytes."""
    with open(path, "w", encoding="utf-8") as out:
        out.write('{"meta": {"date": "2025-01-15", "version": "5.2.2+bench"}, "data": {')
        for number, (name, faces) in enumerate(cards(count, seed)):
            out.write(("," if number else "") + json.dumps(name, ensure_ascii=False) + ": "
                      + json.dumps(faces, ensure_ascii=False))
        out.write("}}\n")
    return path.stat().st_size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="The file to write (AtomicCards-shaped JSON).")
    parser.add_argument("--cards", type=int, default=CARDS, help="How many cards (35,000).")
    parser.add_argument("--seed", type=int, default=SEED, help="The generator's seed.")
    args = parser.parse_args()
    size = write(args.out, args.cards, args.seed)
    print(f"{args.out}: {args.cards:,} cards, {size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
