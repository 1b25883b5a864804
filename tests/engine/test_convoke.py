"""Convoke (702.51a), improvise (702.126a) and delve (702.66a): paying part of a spell's total
cost (601.2f) with creatures, artifacts or cards from the graveyard instead of mana (the rest of
the mana is taken as paid). Read from real Oracle keyword lines of the dev corpus (2020), near
misses left whole, and played through the ``cast`` event's ``convoke``, ``improvise`` and
``delve``: what they name is checked against the total cost and paid (tapped: it can't attack
and "becomes tapped" triggers; exiled: no longer in the graveyard). Each run keeps a golden
trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

CONVOKE = ("Convoke (Your creatures can help cast this spell. Each creature you tap while "
           "casting this spell pays for {1} or one mana of that creature's color.)")
DELVE = ("Delve (Each card you exile from your graveyard while casting this spell pays for "
         "{1}.)")
IMPROVISE = ("Improvise (Your artifacts can help cast this spell. Each artifact you tap after "
             "you're done activating mana abilities pays for {1}.)")


# --- reading -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "keyword"), [
    ("Triplicate Spirits", "Sorcery", CONVOKE, "Convoke"),
    ("Venerated Loxodon", "Creature", CONVOKE, "Convoke"),
    ("Become Immense", "Instant", DELVE, "Delve"),
    ("Tasigur, the Golden Fang", "Creature", DELVE, "Delve"),
    ("Bastion Inventor", "Creature", IMPROVISE, "Improvise"),
])
def test_cost_keyword_lines_read_as_the_keyword(name: str, types: str, text: str,
                                                keyword: str) -> None:
    """702.51a, 702.66a, 702.126a: given a real convoke, delve or improvise line, when
    compiled, then it is the keyword."""
    assert _read(name, types, text) == [{"kind": "keyword", "keyword": keyword}]


@pytest.mark.parametrize(("name", "text", "keyword"), [
    ("Frogmite", "Affinity for artifacts (This spell costs {1} less to cast for each artifact "
     "you control.)", "Affinity for artifacts"),
    ("Tangle Golem", "Affinity for Forests (This spell costs {1} less to cast for each Forest "
     "you control.)", "Affinity for Forests"),
])
def test_affinity_lines_read_as_the_keyword(name: str, text: str, keyword: str) -> None:
    """702.41a: given a real "Affinity for artifacts" or "Affinity for Forests" line, when
    compiled, then it is the keyword with what it counts."""
    assert _read(name, "Artifact Creature", text) == [{"kind": "keyword", "keyword": keyword}]


@pytest.mark.parametrize("text", [
    # Granted to spells: no template gives a spell a keyword.
    "Creature spells you cast have convoke.",
    "Artifact spells you cast have improvise.",
    # Affinity for what the engine doesn't count; cost reductions as sentences.
    "Affinity for Equipment (This spell costs {1} less to cast for each Equipment you "
    "control.)",
    "Affinity",
    "This spell costs {1} less to cast for each artifact you control.",
])
def test_cost_keyword_near_misses_stay_unread(text: str) -> None:
    """Given convoke granted to other spells, affinity for what the engine doesn't count, or a
    cost reduction written as a sentence, when compiled, then the line is left whole."""
    assert _unread("Test Card", "Creature", text)


# --- playing -----------------------------------------------------------------------------------


def _spell(cost: str, keyword: str = "Convoke", **fields: Any) -> dict[str, Any]:
    return {"id": "spell", "name": "Stoke", "types": ["Instant"], "colors": ["R"],
            "mana_cost": cost, "keywords": [keyword], "zone": "hand", "controller": "A",
            "abilities": [{"kind": "spell", "label": "Stoke deals 4 damage to any target.",
                           "targets": [{"player": "any"}],
                           "effect": [{"do": "damage", "amount": 4, "player": "target"}]}],
            **fields}


def _permanent(ident: str, colors: tuple[str, ...] = (),
               types: tuple[str, ...] = ("Creature",), **fields: Any) -> dict[str, Any]:
    found: dict[str, Any] = {"id": ident, "name": ident.title(), "types": list(types),
                             "colors": list(colors), "controller": "A", **fields}
    if "Creature" in types:
        found.update(power=1, toughness=1)
    return found


def _cast(**fields: Any) -> dict[str, Any]:
    return {"type": "cast", "player": "A", "object": "spell", "targets": ["B"], **fields}


def _rules(result: dict[str, Any]) -> list[str]:
    return [rule for step in result["steps"] for rule in step["rules"]]


def _refused(objects: list[dict[str, Any]], events: list[dict[str, Any]]) -> str:
    with pytest.raises(ScenarioError) as error:
        play(objects, events)
    return str(error.value)


FOUR = [_permanent("elf", ("G",)), _permanent("bear", ("G",)), _permanent("goblin", ("R",)),
        _permanent("ogre", ("R",))]


def test_convoke_taps_creatures_for_generic_and_their_color() -> None:
    """702.51a: given Stoke ({2}{R}{R}, convoke) and two green and two red creatures, when all
    four are tapped to cast it, then the spell is cast and resolves, the four are tapped and
    the trace cites 601.2f and 702.51a."""
    result = play([_spell("{2}{R}{R}"), *FOUR],
                  [_cast(convoke=["elf", "bear", "goblin", "ogre"])])

    assert result["players"]["B"]["life"] == 16
    assert all(result["objects"][c]["tapped"] for c in ("elf", "bear", "goblin", "ogre"))
    assert {"601.2f", "702.51a"} <= set(_rules(result))


def test_convoke_can_not_pay_colored_mana_with_a_creature_of_another_color() -> None:
    """702.51a: "a creature of that color": given {2}{R}{R} and three green creatures and one
    red, when all four are named, then the event is refused: only three can pay (two generic,
    one red)."""
    objects = [_spell("{2}{R}{R}"), *FOUR[:2], _permanent("wolf", ("G",)), FOUR[2]]
    message = _refused(objects, [_cast(convoke=["elf", "bear", "wolf", "goblin"])])

    assert message.startswith("events[0].convoke:") and "{2}{R}{R}" in message
    assert "702.51a" in message


def test_convoke_matches_a_multicolored_creature_to_the_color_it_is_needed_for() -> None:
    """702.51a: given {G}{R} and a red-green creature and a green one, when both are named, then
    the green one pays {G} and the red-green one {R}: the event is accepted."""
    objects = [_spell("{G}{R}"), _permanent("ranger", ("R", "G")), FOUR[0]]

    result = play(objects, [_cast(convoke=["ranger", "elf"])])

    assert result["players"]["B"]["life"] == 16


@pytest.mark.parametrize(("creature", "why"), [
    (_permanent("elf", ("G",), tapped=True), "tapped"),
    (_permanent("elf", ("G",), controller="B"), "controlled by an opponent"),
    (_permanent("elf", ("G",), types=("Artifact",)), "not a creature"),
    ({**_permanent("elf", ("G",)), "zone": "graveyard"}, "not on the battlefield"),
])
def test_convoke_needs_an_untapped_creature_its_caster_controls(creature: dict[str, Any],
                                                                  why: str) -> None:
    """702.51a: "an untapped creature ... you control": given a creature that is tapped,
    an opponent's, not a creature or not on the battlefield, when named, then the event is
    refused naming it."""
    message = _refused([_spell("{3}{R}"), creature], [_cast(convoke=["elf"])])

    assert message.startswith("events[0].convoke[0]:"), why
    assert "702.51a" in message


def test_convoke_is_refused_for_a_spell_without_it() -> None:
    """702.51a: given a spell with delve, when the event names creatures for convoke, then it
    is refused (the spell doesn't have convoke)."""
    message = _refused([_spell("{3}{R}", "Delve"), FOUR[0]], [_cast(convoke=["elf"])])

    assert message.startswith("events[0].convoke:") and "convoke" in message


def test_a_convoking_creature_can_not_attack_afterwards() -> None:
    """702.51a, 508.1a: given a creature tapped to convoke a spell, when its controller then
    declares it as an attacker, then the event is refused: it is tapped."""
    events = [_cast(convoke=["elf"]), {"type": "resolve"},
              {"type": "attack", "attackers": [{"object": "elf"}]}]
    message = _refused([_spell("{3}{R}"), FOUR[0]], events)

    assert message.startswith("events[2]")


def test_convoking_is_becoming_tapped_for_triggers() -> None:
    """702.51a, 603.2: given a creature with "Whenever ~ becomes tapped, you gain 1 life",
    when it is tapped to convoke, then its ability triggers."""
    watcher = _permanent("elf", ("G",), abilities=[{
        "kind": "triggered", "label": "Whenever Elf becomes tapped, you gain 1 life.",
        "trigger": {"on": "becomes_tapped", "object": "self"},
        "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}])

    result = play([_spell("{3}{R}"), watcher], [_cast(convoke=["elf"])])

    assert result["players"]["A"]["life"] == 21


def test_the_total_cost_includes_x_and_the_kicker_cost() -> None:
    """601.2f: given {X}{G} with X 2 and kicker {2}, kicked, when five creatures convoke it,
    then the event is accepted (4 generic and {G}); a sixth is refused."""
    spell = _spell("{X}{G}", abilities=[
        {"kind": "kicker", "label": "Kicker {2}"},
        {"kind": "spell", "label": "Stoke deals X damage to any target.",
         "targets": [{"player": "any"}],
         "effect": [{"do": "damage", "amount": "x", "player": "target"}]}])
    five = [_permanent(f"elf{i}", ("G",)) for i in range(6)]

    result = play([spell, *five], [_cast(x=2, kicked=True,
                                         convoke=[f"elf{i}" for i in range(5)])])
    message = _refused([spell, *five], [_cast(x=2, kicked=True,
                                              convoke=[f"elf{i}" for i in range(6)])])

    assert result["players"]["B"]["life"] == 18
    assert "{4}{G}" in message


def test_an_unread_mana_symbol_is_refused_for_convoke() -> None:
    """601.2f: given a hybrid mana cost, when creatures convoke it, then the event is refused
    naming the symbol the engine doesn't read."""
    message = _refused([_spell("{2}{R/G}"), FOUR[0]], [_cast(convoke=["elf"])])

    assert "{R/G}" in message and "601.2f" in message


def test_delve_exiles_cards_from_the_graveyard() -> None:
    """702.66a: given Stoke with delve ({3}{R}) and three cards in A's graveyard, when all three
    are exiled for it, then they are in exile and the spell resolves."""
    cards = [_permanent(f"card{i}", zone="graveyard", owner="A") for i in range(3)]

    result = play([_spell("{3}{R}", "Delve"), *cards],
                  [_cast(delve=["card0", "card1", "card2"])])

    assert [result["objects"][f"card{i}"]["zone"] for i in range(3)] == ["exile"] * 3
    assert result["players"]["B"]["life"] == 16
    assert "702.66a" in _rules(result)


def test_delve_pays_only_generic_mana() -> None:
    """702.66a: "for each generic mana": given {1}{R} and two cards, when both are exiled for
    it, then the event is refused at the delve field (one generic mana: at most one card), with
    no word of convoking creatures (none pays)."""
    cards = [_permanent(f"card{i}", zone="graveyard", owner="A") for i in range(2)]

    message = _refused([_spell("{1}{R}", "Delve"), *cards], [_cast(delve=["card0", "card1"])])

    assert message == "events[0].delve: at most 1 (got 2)"


def test_improvise_and_delve_together_are_refused_at_the_field_past_the_generic_mana() -> None:
    """702.126a, 702.66a: given {2}{U} with improvise and delve (one generic mana each, two in
    all), when one artifact and two cards are named, then the delve field is refused: one card
    is all the generic mana left after the artifact pays."""
    spell = {**_spell("{2}{U}", "Improvise"), "keywords": ["Improvise", "Delve"]}
    cards = [_permanent(f"card{i}", zone="graveyard", owner="A") for i in range(2)]

    message = _refused([spell, _permanent("relic", types=("Artifact",)), *cards],
                       [_cast(improvise=["relic"], delve=["card0", "card1"])])

    assert message == "events[0].delve: at most 1 (got 2)"


def test_an_overpaid_convoke_names_the_creatures_and_their_colors() -> None:
    """702.51a: given {2}{R}{R} and three green creatures and one red, when all four are
    named, then the refusal speaks of the colored mana the convoking creatures can pay."""
    objects = [_spell("{2}{R}{R}"), *FOUR[:2], _permanent("wolf", ("G",)), FOUR[2]]

    message = _refused(objects, [_cast(convoke=["elf", "bear", "wolf", "goblin"])])

    assert "colored mana of the convoking creatures' colors" in message


def test_delve_needs_a_card_in_its_casters_graveyard() -> None:
    """702.66a: "your graveyard": given a card in the opponent's graveyard, when named for
    delve, then the event is refused."""
    card = _permanent("card", zone="graveyard", owner="B", controller="B")

    message = _refused([_spell("{3}{R}", "Delve"), card], [_cast(delve=["card"])])

    assert message.startswith("events[0].delve[0]:")


def test_improvise_taps_artifacts_for_generic_mana() -> None:
    """702.126a: given {2}{U} with improvise and two artifacts, when both are tapped for it,
    then they are tapped and it resolves."""
    relics = [_permanent(f"relic{i}", types=("Artifact",)) for i in range(2)]

    result = play([_spell("{2}{U}", "Improvise"), *relics],
                  [_cast(improvise=["relic0", "relic1"])])

    assert result["objects"]["relic0"]["tapped"] and result["objects"]["relic1"]["tapped"]
    assert "702.126a" in _rules(result)


def test_an_improvise_payment_is_traced_as_generic_mana_only() -> None:
    """702.126a: given {2}{U} with improvise, when two artifacts are tapped for it, then the
    trace says each pays one generic mana and speaks of no convoking creature."""
    relics = [_permanent(f"relic{i}", types=("Artifact",)) for i in range(2)]

    result = play([_spell("{2}{U}", "Improvise"), *relics],
                  [_cast(improvise=["relic0", "relic1"])])

    tapped = [s["text"] for s in result["steps"] if "702.126a" in s["rules"]]
    assert tapped and "each pays one generic mana" in tapped[0]
    assert not any("convok" in text for text in tapped)


def test_improvise_does_not_pay_colored_mana() -> None:
    """702.126a: given {U} with improvise, when an artifact is tapped for it, then the event is
    refused (no generic mana)."""
    message = _refused([_spell("{U}", "Improvise"), _permanent("relic", types=("Artifact",))],
                       [_cast(improvise=["relic"])])

    assert message == "events[0].improvise: at most 0 (got 1)"


def test_affinity_reduces_the_total_cost_and_the_trace_says_so() -> None:
    """702.41a, 601.2f: given Stoke ({4}{R}) with affinity for artifacts and two artifacts, when
    it is cast, then the trace gives its total cost, {2}{R}."""
    relics = [_permanent(f"relic{i}", types=("Artifact",)) for i in range(2)]

    result = play([_spell("{4}{R}", "Affinity for artifacts"), *relics], [_cast()])

    assert any("{2}{R}" in step["text"] and "702.41a" in step["rules"]
               for step in result["steps"])


def test_affinity_limits_what_convoke_can_pay() -> None:
    """702.41a, 702.51a: given {3}{R} with affinity for artifacts and convoke, and two
    artifacts, when three creatures convoke it, then the event is refused: its total cost is
    {1}{R} (a red creature pays {R}, one more pays {1})."""
    spell = _spell("{3}{R}", "Affinity for artifacts")
    spell["keywords"] = ["Affinity for artifacts", "Convoke"]
    relics = [_permanent(f"relic{i}", types=("Artifact",)) for i in range(2)]
    objects = [spell, *relics, *FOUR]

    accepted = play(objects, [_cast(convoke=["goblin", "elf"])])
    message = _refused(objects, [_cast(convoke=["goblin", "elf", "bear"])])

    assert accepted["objects"]["elf"]["tapped"]
    assert "{1}{R}" in message


def test_affinity_never_reduces_colored_mana_or_below_zero() -> None:
    """601.2f, 702.41a: given {1}{R} with affinity for artifacts and three artifacts, when it
    is cast, then its total cost is {R}: only the generic mana is reduced, to nothing."""
    relics = [_permanent(f"relic{i}", types=("Artifact",)) for i in range(3)]

    result = play([_spell("{1}{R}", "Affinity for artifacts"), *relics], [_cast()])

    assert any("total cost is {R}:" in step["text"] for step in result["steps"])


def test_a_spell_whose_mana_cost_is_not_given_is_refused_for_convoke() -> None:
    """601.2f: given a spell object without a card or a mana_cost, when creatures convoke it,
    then the event is refused asking for its mana_cost."""
    spell = _spell("{1}")
    del spell["mana_cost"]

    message = _refused([spell, FOUR[0]], [_cast(convoke=["elf"])])

    assert "mana_cost" in message and "601.2f" in message
