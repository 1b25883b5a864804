"""Mana abilities with a cost beyond {T}, or more than one mana (605.1a): the Oracle compiler's
``"mana"`` abilities with ``cost`` and ``amount``, read on real Oracle wording of the dev corpus
(2020) with the near misses left whole, and the ``activate`` event activating them (605.3a):
the cost is paid (602.2b), and the ability resolves at once without the stack (605.3b), adding
mana the engine doesn't track. Each run keeps a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

ANY = ["W", "U", "B", "R", "G"]


# --- reading -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Lotus Petal", "Artifact", "{T}, Sacrifice Lotus Petal: Add one mana of any color.",
     {"kind": "mana", "produces": ANY, "cost": "{T}, Sacrifice Lotus Petal"}),
    ("Prismatic Lens", "Artifact", "{1}, {T}: Add one mana of any color.",
     {"kind": "mana", "produces": ANY, "cost": "{1}, {T}"}),
    ("Sol Ring", "Artifact", "{T}: Add {C}{C}.",
     {"kind": "mana", "produces": ["C"], "amount": 2}),
    ("Gilded Lotus", "Artifact", "{T}: Add three mana of any one color.",
     {"kind": "mana", "produces": ANY, "amount": 3}),
    ("Vivid Grove", "Land", "{T}, Remove a charge counter from Vivid Grove: Add one mana of any "
     "color.",
     {"kind": "mana", "produces": ANY, "cost": "{T}, Remove a charge counter from Vivid Grove"}),
    ("Ashnod's Altar", "Artifact", "Sacrifice a creature: Add {C}{C}.",
     {"kind": "mana", "produces": ["C"], "cost": "Sacrifice a creature", "amount": 2}),
    ("Skyshroud Elf", "Creature", "{1}: Add {R} or {W}.",
     {"kind": "mana", "produces": ["R", "W"], "cost": "{1}"}),
    # 106.1: two colors at once (mana isn't tracked: the trace says what it adds).
    ("Boros Signet", "Artifact", "{1}, {T}: Add {R}{W}.",
     {"kind": "mana", "produces": ["R", "W"], "cost": "{1}, {T}", "together": True}),
    ("Coral Atoll", "Land", "{T}: Add {C}{U}.",
     {"kind": "mana", "produces": ["C", "U"], "together": True}),
])
def test_mana_lines_read_exactly(name: str, types: str, text: str,
                                 ability: dict[str, Any]) -> None:
    """Given a real mana ability line with a cost beyond {T} or more than one mana, when
    compiled, then it is a mana ability with that cost and amount (605.1a, 602.1a)."""
    assert [{k: v for k, v in a.items() if k != "label"} for a in _read(name, types, text)] \
        == [ability]


@pytest.mark.parametrize("text", [
    # A second effect or sentence.
    "{T}: Add {R} or {W}. Test Card gains flying until end of turn.",
    "{T}: Add {C}{C}. Spend this mana only to cast artifact spells.",
    "{T}: Add {C}{C}. Activate only if you control five or more lands.",
    # Three colors at once; a choice of pairs; a hybrid cost; an amount that varies.
    "{T}: Add {W}{U}{B}.",
    "{1}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.",
    "{G/W}, {T}: Add {G}{G}, {G}{W}, or {W}{W}.",
    "{T}: Add {G} for each creature with defender you control.",
    "{T}: Add one mana of any type that a land you control could produce.",
    # Paying {E} (107.14) is no cost the engine pays ("Pay N life" is: test_oracle_life_costs).
    "{T}, Pay {E}: Add one mana of any color.",
    # A cost the engine can't pay.
    "{T}, Exert Test Card: Add two mana of any one color.",
])
def test_mana_near_misses_stay_unread(text: str) -> None:
    """Given a mana line with a second sentence, mixed colors, a varying amount, or a cost
    the engine doesn't pay exactly, when compiled, then the line is left whole."""
    assert _unread("Test Card", "Creature", text)


# --- playing (605.3) ---------------------------------------------------------------------------


def _card(name: str, types: list[str], text: str, **extra: Any) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": types, "mana_value": 0, "text": text,
                            **extra}
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


PETAL = _card("Petal", ["Artifact"], "{T}, Sacrifice Petal: Add one mana of any color.")
LENS = _card("Lens", ["Artifact"], "{1}, {T}: Add one mana of any color.")
GROVE = _card("Grove", ["Land"], "{T}, Remove a charge counter from Grove: Add one mana of any "
                                 "color.")
ELDER = _card("Elder", ["Creature"], "{T}: Add {G}{G}.", power=1, toughness=1)


def _activate(obj: str, **extra: Any) -> dict[str, Any]:
    return {"type": "activate", "player": "A", "object": obj, "ability": 0, **extra}


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_sacrificing_for_mana_puts_it_in_the_graveyard() -> None:
    """605.3b, 602.2b: given Petal, when A activates its mana ability, then it is tapped and
    sacrificed as the cost, and nothing goes on the stack."""
    result = play([{"id": "p", "card": "Petal", "owner": "A", "zone": "battlefield"}],
                  [_activate("p")], cards=[PETAL])

    assert result["objects"]["p"]["zone"] == "graveyard"
    assert result["stack"] == []
    assert {"605.3b", "701.17a"} <= _rules(result)


def test_a_mana_cost_is_taken_as_paid_and_it_taps() -> None:
    """605.3b: given Lens, when A activates "{1}, {T}: Add one mana of any color", then Lens
    is tapped ({1} taken as paid) and it resolves at once."""
    result = play([{"id": "l", "card": "Lens", "owner": "A", "zone": "battlefield"}],
                  [_activate("l")], cards=[LENS])

    assert result["objects"]["l"]["tapped"] is True
    assert result["stack"] == []


def test_a_charge_counter_is_removed() -> None:
    """602.2b: given Grove with two charge counters, when A activates its mana ability, then
    one counter is removed and Grove is tapped."""
    result = play([{"id": "g", "card": "Grove", "owner": "A", "zone": "battlefield",
                    "counters": {"charge": 2}}], [_activate("g")], cards=[GROVE])

    assert (result["objects"]["g"]["counters"], result["objects"]["g"]["tapped"]) == (
        {"charge": 1}, True)


def test_without_a_charge_counter_it_cant_be_activated() -> None:
    """602.2b: given Grove with no charge counter, when A activates its mana ability, then the
    event is refused: the cost can't be paid."""
    with pytest.raises(ScenarioError, match=r"events\[0\]"):
        play([{"id": "g", "card": "Grove", "owner": "A", "zone": "battlefield"}],
             [_activate("g")], cards=[GROVE])


def test_a_tapped_source_cant_pay_its_tap_cost() -> None:
    """602.2b: given a tapped Lens, when A activates its mana ability again, then the event is
    refused."""
    with pytest.raises(ScenarioError, match=r"tapped"):
        play([{"id": "l", "card": "Lens", "owner": "A", "zone": "battlefield"}],
             [_activate("l"), _activate("l")], cards=[LENS])


def test_a_summoning_sick_creature_cant_tap_for_mana() -> None:
    """302.6: given Elder came under A's control this turn, when A activates "{T}: Add {G}{G}",
    then the event is refused (summoning sickness)."""
    with pytest.raises(ScenarioError, match=r"summoning sickness"):
        play([{"id": "e", "card": "Elder", "owner": "A", "zone": "hand"}],
             [{"type": "cast", "player": "A", "object": "e"}, {"type": "resolve"},
              _activate("e")], cards=[ELDER])


def test_a_mana_ability_has_no_targets() -> None:
    """605.1a: given targets on the activate event of a mana ability, then the event is
    refused, naming the field."""
    with pytest.raises(ScenarioError, match=r"targets"):
        play([{"id": "l", "card": "Lens", "owner": "A", "zone": "battlefield"},
              {"id": "b", "name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2,
               "controller": "B"}],
             [_activate("l", targets=["b"])], cards=[LENS])


def test_a_basic_lands_mana_ability_taps_it() -> None:
    """305.6, 605.3b: given a Forest (its intrinsic "{T}: Add {G}."), when A activates it, then
    it is tapped and nothing goes on the stack."""
    result = play([{"id": "f", "name": "Forest", "types": ["Land"], "subtypes": ["Forest"],
                    "supertypes": ["Basic"], "controller": "A"}], [_activate("f")])

    assert result["objects"]["f"]["tapped"] is True
    assert result["stack"] == []


# --- "~ deals 1 damage to you" (painlands, 605.3b) --------------------------------------------


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Adarkar Wastes", "{T}: Add {W} or {U}. Adarkar Wastes deals 1 damage to you.",
     {"kind": "mana", "produces": ["W", "U"],
      "effect": [{"do": "damage", "player": "you", "amount": 1}]}),
    ("Ancient Tomb", "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you.",
     {"kind": "mana", "produces": ["C"], "amount": 2,
      "effect": [{"do": "damage", "player": "you", "amount": 2}]}),
])
def test_painland_lines_read_exactly(name: str, text: str, ability: dict[str, Any]) -> None:
    """Given a real painland line, when compiled, then it is a mana ability whose effect has
    its source deal the damage to its controller (605.3b)."""
    assert [{k: v for k, v in a.items() if k != "label"} for a in _read(name, "Land", text)] \
        == [ability]


@pytest.mark.parametrize("text", [
    "{T}: Add {B}. Test Card deals 1 damage to you if you don't control an Ogre.",
    "{T}: Add {R} or {G}. Test Card doesn't untap during your next untap step.",
    "{T}: Add {B}. Test Card deals 1 damage to any target.",
])
def test_painland_near_misses_stay_unread(text: str) -> None:
    """Given a rider with a condition, another effect or another recipient, when compiled,
    then the line is left whole."""
    assert _unread("Test Card", "Creature", text)


WASTES = _card("Wastes", ["Land"], "{T}: Add {W} or {U}. Wastes deals 1 damage to you.")


def test_a_painland_deals_its_damage_as_it_is_activated() -> None:
    """605.3b: given Wastes, when A activates its mana ability, then it is tapped and deals 1
    damage to A at once (120.3a), with nothing on the stack."""
    result = play([{"id": "w", "card": "Wastes", "owner": "A", "zone": "battlefield"}],
                  [_activate("w")], cards=[WASTES])

    assert (result["players"]["A"]["life"], result["objects"]["w"]["tapped"]) == (19, True)
    assert result["stack"] == []
    assert "605.3b" in _rules(result)


def test_each_activation_deals_its_own_damage() -> None:
    """605.3b: given two Wastes, when A activates each one's mana ability, then each deals 1
    damage to A: A loses 2 life."""
    result = play([{"id": "w", "card": "Wastes", "owner": "A", "zone": "battlefield"},
                   {"id": "v", "card": "Wastes", "owner": "A", "zone": "battlefield"}],
                  [_activate("w"), _activate("v")], cards=[WASTES])

    assert result["players"]["A"]["life"] == 18


SIGNET = _card("Signet", ["Artifact"], "{1}, {T}: Add {R}{W}.")


def test_a_mana_ability_adding_two_colors_at_once_says_both() -> None:
    """106.1, 605.3b: given "{1}, {T}: Add {R}{W}.", when A activates it, then it taps and the
    trace says it adds {R}{W} (both at once, not one of them)."""
    result = play([{"id": "s", "card": "Signet", "owner": "A", "zone": "battlefield"}],
                  [_activate("s")], cards=[SIGNET])

    assert result["objects"]["s"]["tapped"] is True
    assert any("adding {R}{W}" in step["text"] for step in result["steps"])


def test_together_must_be_true_or_false() -> None:
    """106.1: given a mana ability whose together isn't a boolean, when loaded, then the error
    names the field."""
    card = {"name": "Bad", "types": ["Artifact"],
            "abilities": [{"kind": "mana", "produces": ["R", "W"], "together": "yes"}]}
    with pytest.raises(ScenarioError, match=r"together"):
        play([{"id": "b", "card": "Bad", "owner": "A", "zone": "battlefield"}], cards=[card])
