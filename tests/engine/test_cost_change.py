"""Static abilities that change the total cost of spells (601.2f): "Noncreature spells cost {1}
more to cast.", "Instant and sorcery spells you cast cost {1} less to cast.", "Spells your
opponents cast cost {1} more to cast." Read from real Oracle lines of the dev corpus (2020) as
``cost_change`` abilities, near misses left whole, and played: as a spell is cast, the trace
shows its total cost (increases first, then reductions of generic mana only, never below zero;
the mana is taken as paid), which also bounds what convoke, improvise and delve pay. Each run
keeps a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _change(spells: dict[str, Any], caster: str, amount: int, change: str) -> dict[str, Any]:
    return {"kind": "cost_change", "spells": spells, "caster": caster, "amount": amount,
            "change": change}


# --- reading -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Thalia, Guardian of Thraben", "Noncreature spells cost {1} more to cast.",
     _change({"not_types": ["Creature"]}, "any", 1, "more")),
    ("Baral, Chief of Compliance", "Instant and sorcery spells you cast cost {1} less to cast.",
     _change({"any": [{"types": ["Instant"]}, {"types": ["Sorcery"]}]}, "you", 1, "less")),
    ("Heartless Summoning", "Creature spells you cast cost {2} less to cast.",
     _change({"types": ["Creature"]}, "you", 2, "less")),
    ("Bontu's Monument", "Black creature spells you cast cost {1} less to cast.",
     _change({"types": ["Creature"], "colors": ["B"]}, "you", 1, "less")),
    ("Goblin Warchief", "Goblin spells you cast cost {1} less to cast.",
     _change({"subtypes": ["Goblin"]}, "you", 1, "less")),
    ("Chill", "Red spells cost {2} more to cast.",
     _change({"colors": ["R"]}, "any", 2, "more")),
    ("Lodestone Golem", "Nonartifact spells cost {1} more to cast.",
     _change({"not_types": ["Artifact"]}, "any", 1, "more")),
])
def test_cost_change_lines_read_exactly(name: str, text: str, ability: dict[str, Any]) -> None:
    """601.2f: given a real "[spells] cost {N} more/less to cast." line, when compiled, then it
    is a cost_change with the spells, who casts them, the amount and the direction."""
    assert _read(name, "Enchantment", text) == [ability]


@pytest.mark.parametrize("text", [
    # Varying, conditional, targeted, colored, on abilities, two groups.
    "Creature spells you cast cost {1} less to cast for each creature you control.",
    "As long as Test Card is tapped, creature spells you cast cost {2} less to cast.",
    "During your turn, spells your opponents cast cost {1} more to cast and abilities your "
    "opponents activate cost {1} more to activate unless they're mana abilities.",
    "Spells your opponents cast that target Test Card cost {2} more to cast.",
    "Cleric spells you cast cost {W}{B} less to cast. This effect reduces only the amount of "
    "colored mana you pay.",
    "Activated abilities cost {1} more to activate.",
    "Red spells and white spells you cast cost {1} less to cast.",
    "Creature spells with flying you cast cost {1} less to cast.",
    "Creature spells cost {X} more to cast.",
    "This spell costs {1} less to cast if you control a Wizard.",
])
def test_cost_change_near_misses_stay_unread(text: str) -> None:
    """Given a cost change the template doesn't read exactly, when compiled, then the line is
    left whole."""
    assert _unread("Test Card", "Enchantment", text)


# --- playing (601.2f) --------------------------------------------------------------------------


def _source(ident: str, spells: dict[str, Any], caster: str, amount: int, change: str,
            controller: str = "A") -> dict[str, Any]:
    return {"id": ident, "name": ident.title(), "types": ["Enchantment"],
            "controller": controller,
            "abilities": [{**_change(spells, caster, amount, change), "label": "Cost text."}]}


def _spell(cost: str, types: tuple[str, ...] = ("Instant",), controller: str = "A",
           keywords: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"id": "spell", "name": "Shock", "types": list(types), "colors": ["R"],
            "mana_cost": cost, "zone": "hand", "controller": controller,
            "keywords": list(keywords),
            "abilities": [{"kind": "spell", "label": "Shock deals 2 damage to any target.",
                           "targets": [{"player": "any"}],
                           "effect": [{"do": "damage", "amount": 2, "player": "target"}]}]}


def _cast(player: str = "A", target: str = "B", **fields: Any) -> dict[str, Any]:
    return {"type": "cast", "player": player, "object": "spell", "targets": [target], **fields}


def _total(result: dict[str, Any]) -> list[str]:
    return [step["text"] for step in result["steps"] if "601.2f" in step["rules"]]


NONCREATURE = {"not_types": ["Creature"]}


def test_cost_change_increase_is_shown_as_the_spell_is_cast() -> None:
    """601.2f: given "Noncreature spells cost {1} more to cast." (Thalia) and Shock ({R}), when
    it is cast, then its total cost is {1}{R} and the trace names Thalia."""
    result = play([_source("thalia", NONCREATURE, "any", 1, "more"), _spell("{R}")], [_cast()])

    texts = _total(result)
    assert len(texts) == 1 and "{1}{R}" in texts[0] and "Thalia" in texts[0]
    assert result["players"]["B"]["life"] == 18


def test_cost_change_applies_to_every_players_spells_when_it_says_so() -> None:
    """601.2f: "Noncreature spells" (anyone's): given A's Thalia, when B casts Shock in B's turn,
    then its total cost is {1}{R} too."""
    result = play([_source("thalia", NONCREATURE, "any", 1, "more"),
                   _spell("{R}", controller="B")],
                  [{"type": "end_turn"}, _cast(player="B", target="A")])

    assert any("{1}{R}" in t for t in _total(result))


def test_cost_change_you_cast_is_only_its_controllers_spells() -> None:
    """601.2f: "spells you cast": given A's reduction, when B casts a spell, then nothing
    changes its cost and no total cost is shown."""
    result = play([_source("baral", {"types": ["Instant"]}, "you", 1, "less"),
                   _spell("{1}{R}", controller="B")],
                  [{"type": "end_turn"}, _cast(player="B", target="A")])

    assert _total(result) == []


def test_cost_change_skips_spells_its_filter_does_not_describe() -> None:
    """601.2f: given "Noncreature spells cost {1} more", when a creature spell is cast, then its
    cost doesn't change."""
    bear = {"id": "spell", "name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2,
            "mana_cost": "{1}{G}", "zone": "hand", "controller": "A"}

    result = play([_source("thalia", NONCREATURE, "any", 1, "more"), bear],
                  [{"type": "cast", "player": "A", "object": "spell"}])

    assert _total(result) == []


def test_cost_change_increases_apply_before_reductions() -> None:
    """601.2f: given {1} more and {2} less on Shock ({R}), when it is cast, then the increase
    comes first: {1}{R}, less two generic, is {R} (a reduction never goes below zero and never
    reduces colored mana)."""
    result = play([_source("thalia", NONCREATURE, "any", 1, "more"),
                   _source("baral", {"types": ["Instant"]}, "you", 2, "less"), _spell("{R}")],
                  [_cast()])

    assert any("total cost is {R}:" in t for t in _total(result))


def test_cost_change_opponents_spells_only() -> None:
    """601.2f: "Spells your opponents cast cost {1} more": given A's ability, when A casts a
    spell, then its cost doesn't change; when B does, it is {1} more."""
    taxing = _source("tax", {}, "opponent", 1, "more")

    mine = play([taxing, _spell("{R}")], [_cast()])
    theirs = play([taxing, _spell("{R}", controller="B")],
                  [{"type": "end_turn"}, _cast(player="B", target="A")])

    assert _total(mine) == []
    assert any("{1}{R}" in t for t in _total(theirs))


def test_cost_change_raises_what_convoke_can_pay() -> None:
    """601.2f, 702.51a: given Thalia and Shock ({R}, convoke), when two creatures convoke it
    (a red one for {R}, another for Thalia's {1}), then the event is accepted."""
    creatures = [{"id": f"c{i}", "name": f"C{i}", "types": ["Creature"], "colors": ["R"],
                  "power": 1, "toughness": 1, "controller": "A"} for i in range(3)]
    objects = [_source("thalia", NONCREATURE, "any", 1, "more"),
               _spell("{R}", keywords=("Convoke",)), *creatures]

    result = play(objects, [_cast(convoke=["c0", "c1"])])

    assert result["objects"]["c1"]["tapped"]
    with pytest.raises(ScenarioError, match=r"\{1\}\{R\}"):
        play(objects, [_cast(convoke=["c0", "c1", "c2"])])


def test_cost_change_of_a_spell_without_a_known_mana_cost_says_so() -> None:
    """601.2f: given an object without a card or a mana_cost, when it is cast under Thalia,
    then the trace says {1} more and that the engine doesn't read the rest of its cost."""
    spell = _spell("{R}")
    del spell["mana_cost"]

    result = play([_source("thalia", NONCREATURE, "any", 1, "more"), spell], [_cast()])

    assert any("1 more" in t and "doesn't read" in t for t in _total(result))


def test_cost_change_is_refused_without_its_fields() -> None:
    """601.2f: given a cost_change without its amount, when loaded, then the error names the
    field."""
    bad = {"id": "bad", "name": "Bad", "types": ["Enchantment"], "controller": "A",
           "abilities": [{"kind": "cost_change", "label": "Bad.", "spells": {},
                          "caster": "any", "change": "more"}]}
    with pytest.raises(ScenarioError, match=r"amount"):
        play([bad])
