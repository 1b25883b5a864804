"""Triggered abilities that create a continuous effect as they resolve (611.2): the Oracle
compiler's ``"do": "modify"`` played by the engine, with the layer system applying the effect
from its own timestamp, a group fixed as the effect begins (611.2c), and "until end of turn"
ending in the cleanup step (514.2)."""

from __future__ import annotations

from typing import Any

from engine import run_scenario
from engine.oracle import compile_face


def _card(name: str, text: str, *, types: tuple[str, ...] = ("Creature",), pt: int = 2,
          colors: tuple[str, ...] = ("W",)) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": list(types), "colors": list(colors),
                            "mana_value": 2, "text": text}
    if "Creature" in types:
        card.update(power=pt, toughness=pt)
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


def _run(cards: list[dict[str, Any]], objects: list[dict[str, Any]],
         events: list[dict[str, Any]]) -> dict[str, Any]:
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "cards": cards,
                "objects": objects, "events": events}
    return run_scenario(scenario, lang="en")


def _pt(result: dict[str, Any], ident: str) -> tuple[int, int]:
    obj = result["objects"][ident]
    return obj["power"], obj["toughness"]


GROWER = _card("Grower", "Whenever you gain life, Grower gets +1/+1 until end of turn.")
ANTHEM = _card("Rallier", "Whenever you gain life, creatures you control get +1/+1 until end "
                          "of turn.", types=("Enchantment",))
BEAR = _card("Bear", "", pt=2, colors=("G",))


def test_a_self_pump_applies_once_it_resolves() -> None:
    """Given Grower and two life gains, when each trigger resolves, then it gets +1/+1 twice
    (two effects, each with its own timestamp) and the trace cites 611.2a."""
    result = _run([GROWER], [{"id": "g", "card": "Grower", "controller": "A", "timestamp": 1}],
                  [{"type": "gain_life", "player": "A", "amount": 1},
                   {"type": "gain_life", "player": "A", "amount": 1}])

    assert _pt(result, "g") == (4, 4)
    assert any("611.2a" in step["rules"] for step in result["steps"])
    assert result["not_modelled"] == []


def test_until_end_of_turn_ends_in_the_cleanup_step() -> None:
    """Given the pump resolved, when the turn ends (514.2), then Grower is 2/2 again."""
    result = _run([GROWER], [{"id": "g", "card": "Grower", "controller": "A", "timestamp": 1}],
                  [{"type": "gain_life", "player": "A", "amount": 1}, {"type": "end_turn"}])

    assert _pt(result, "g") == (2, 2)


def test_a_group_is_fixed_as_the_effect_begins() -> None:
    """611.2c: "creatures you control get +1/+1 until end of turn" affects the creatures
    there as it resolved; a creature entering afterwards doesn't get it."""
    result = _run([ANTHEM, BEAR],
                  [{"id": "r", "card": "Rallier", "controller": "A", "timestamp": 1},
                   {"id": "b1", "card": "Bear", "controller": "A", "timestamp": 2},
                   {"id": "b2", "card": "Bear", "owner": "A", "zone": "hand"}],
                  [{"type": "gain_life", "player": "A", "amount": 1},
                   {"type": "enter", "object": "b2"}])

    assert _pt(result, "b1") == (3, 3)
    assert _pt(result, "b2") == (2, 2)


def test_a_targeted_effect_applies_to_its_target() -> None:
    """Given Tooth Collector entering and one creature an opponent controls, that creature is
    the only legal target (115.1) and gets -1/-1 until end of turn."""
    collector = _card("Tooth Collector", "When Tooth Collector enters the battlefield, target "
                      "creature an opponent controls gets -1/-1 until end of turn.", pt=2)
    result = _run([collector, BEAR],
                  [{"id": "t", "card": "Tooth Collector", "owner": "A", "zone": "hand"},
                   {"id": "b", "card": "Bear", "controller": "B", "timestamp": 1}],
                  [{"type": "enter", "object": "t"}])

    assert _pt(result, "b") == (1, 1)
    assert _pt(result, "t") == (2, 2)



# --- 111.1: tokens created by a resolving trigger -----------------------------------------------

CHIEF = _card("Beetleback Chief", "When Beetleback Chief enters the battlefield, create two 1/1 "
              "red Goblin creature tokens.", colors=("R",))
SPIRITS = _card("Haunter", "At the beginning of your upkeep, create a 1/1 white Spirit creature "
                "token with flying.", types=("Enchantment",))


def test_a_trigger_creates_its_tokens() -> None:
    """Given Beetleback Chief entering, its trigger creates two 1/1 red Goblin tokens (111.1),
    owned and controlled by its controller (111.2), named "Goblin Token" (111.4)."""
    result = _run([CHIEF], [{"id": "c", "card": "Beetleback Chief", "owner": "A",
                             "zone": "hand"}],
                  [{"type": "enter", "object": "c"}])

    tokens = {i: o for i, o in result["objects"].items() if i != "c"}
    assert len(tokens) == 2
    for token in tokens.values():
        assert (token["name"], token["power"], token["toughness"]) == ("Goblin Token", 1, 1)
        assert (token["colors"], token["subtypes"], token["controller"]) == (["R"], ["Goblin"],
                                                                            "A")
        assert token["zone"] == "battlefield"


def test_a_token_has_the_keywords_it_is_created_with() -> None:
    """Given the upkeep trigger, the Spirit token has flying (a keyword ability, 111.1)."""
    result = _run([SPIRITS], [{"id": "h", "card": "Haunter", "controller": "A", "timestamp": 1}],
                  [{"type": "upkeep"}])

    token, = (o for i, o in result["objects"].items() if i != "h")
    assert token["abilities"] == ["Flying"]
    assert token["name"] == "Spirit Token"


# --- 400.3: returning a permanent to its owner's hand --------------------------------------------


def test_a_trigger_returns_its_target_to_its_owners_hand() -> None:
    """Given Man-o'-War entering and B's creature A controls, A chooses the target among the
    two creatures (115.1; Man-o'-War itself is one), and the creature goes to its owner's (B's)
    hand (400.3)."""
    man_o_war = _card("Man-o'-War", "When Man-o'-War enters the battlefield, return target "
                      "creature to its owner's hand.", colors=("U",))
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                "cards": [man_o_war, BEAR],
                "objects": [{"id": "m", "card": "Man-o'-War", "owner": "A", "zone": "hand"},
                            {"id": "b", "card": "Bear", "owner": "B", "controller": "A",
                             "timestamp": 1}],
                "events": [{"type": "enter", "object": "m"}]}

    asked = run_scenario(scenario, lang="en")["pending_choice"]
    result = run_scenario({**scenario, "choices": [{"player": "A", "choose": "b"}]}, lang="en")

    assert {o["id"] for o in asked["options"]} == {"m", "b"}
    assert result["objects"]["b"]["zone"] == "hand"
    assert result["objects"]["m"]["zone"] == "battlefield"


def test_return_all_other_nonland_permanents() -> None:
    """Kederekt Leviathan: every other nonland permanent goes to its owner's hand; lands and
    the Leviathan stay."""
    leviathan = _card("Kederekt Leviathan", "When Kederekt Leviathan enters the battlefield, "
                      "return all other nonland permanents to their owners' hands.",
                      colors=("U",))
    land = {"name": "Island", "types": ["Land"], "subtypes": ["Island"], "mana_value": 0,
            "text": ""}
    result = _run([leviathan, BEAR, land],
                  [{"id": "k", "card": "Kederekt Leviathan", "owner": "A", "zone": "hand"},
                   {"id": "b", "card": "Bear", "controller": "B", "timestamp": 1},
                   {"id": "i", "card": "Island", "controller": "A", "timestamp": 2}],
                  [{"type": "enter", "object": "k"}])

    zones = {i: result["objects"][i]["zone"] for i in ("k", "b", "i")}
    assert zones == {"k": "battlefield", "b": "hand", "i": "battlefield"}


# --- 115.4: any target ---------------------------------------------------------------------------


def test_any_target_is_a_player_or_a_creature() -> None:
    """Given Ghitu Slinger entering, "any target" offers both players and the creatures
    (115.4); choosing B deals B 2 damage (120.3a: B loses 2 life)."""
    slinger = _card("Ghitu Slinger", "When Ghitu Slinger enters the battlefield, it deals 2 "
                    "damage to any target.", colors=("R",))
    land = {"name": "Mountain", "types": ["Land"], "subtypes": ["Mountain"], "mana_value": 0,
            "text": ""}
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "cards": [slinger, land],
                "objects": [{"id": "g", "card": "Ghitu Slinger", "owner": "A", "zone": "hand"},
                            {"id": "m", "card": "Mountain", "controller": "B",
                             "timestamp": 1}],
                "events": [{"type": "enter", "object": "g"}]}

    asked = run_scenario(scenario, lang="en")["pending_choice"]
    result = run_scenario({**scenario, "choices": [{"player": "A", "choose": "B"}]}, lang="en")

    assert {o["id"] for o in asked["options"]} == {"A", "B", "g"}
    assert result["players"]["B"]["life"] == 18
