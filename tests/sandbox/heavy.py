"""Heavy scenarios of issue 28 ("Loops and heavy scenarios"), for the sandbox's tests and
the browser's screenshots: each within the sandbox's counts (rulings/sandbox/limits.py)."""
from __future__ import annotations

from typing import Any

PLAYERS = "ABCDEFGH"


def life_loop(players: int = 2, whose: str = "you") -> dict[str, Any]:
    """An enchantment saying "whenever you gain life, you gain 1 life" for each of `players`
    players and one `gain_life` event: a loop of mandatory triggers, a draw once 300
    abilities resolved without the stack emptying (104.4b), at step 1,208 of 1,208. With
    `whose="any"` each enchantment triggers on any player's life gain: every resolution puts
    one ability per player on the stack."""
    label = ("Whenever you gain life, you gain 1 life." if whose == "you" else
             "Whenever a player gains life, you gain 1 life.")
    return {
        "format": 1, "title": "생명점 무한 반복",
        "players": [{"id": player} for player in PLAYERS[:players]],
        "cards": [{"name": "Endless Bloom", "types": ["Enchantment"], "mana_value": 2,
                   "abilities": [{"kind": "triggered", "label": label,
                                  "trigger": {"on": "gain_life", "player": whose},
                                  "effect": [{"do": "gain_life", "player": "you",
                                              "amount": 1}]}]}],
        "objects": [{"id": f"bloom-{player}", "card": "Endless Bloom", "controller": player}
                    for player in PLAYERS[:players]],
        "events": [{"type": "gain_life", "player": "A", "amount": 1}],
    }


def long_texts(objects: int = 200) -> dict[str, Any]:
    """`objects` objects, 40 of them of a custom card whose name and ability are thousands of
    characters long (the rest Grizzly Bears), dealt damage by 100 events: cells and step
    texts as long as a document under the body limit lets them be."""
    name = "Endless Name " * 160
    label = "Whenever this creature is dealt damage, you gain 1 life. " * 80
    card = {"name": name, "types": ["Creature"], "mana_value": 2, "power": 2,
            "toughness": 200,
            "abilities": [{"kind": "triggered", "label": label,
                           "trigger": {"on": "damage", "object": "self"},
                           "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]}
    return {
        "format": 1, "title": "긴 이름",
        "players": [{"id": "A"}, {"id": "B"}], "cards": [card],
        "objects": [{"id": f"o{index}", "card": name if index < 40 else "Grizzly Bears",
                     "controller": "AB"[index % 2]} for index in range(objects)],
        "events": [{"type": "damage", "source": "o1", "target": f"o{index % 40}", "amount": 1}
                   for index in range(100)],
    }
