"""Round 7, lane kw7: keyword abilities the compiler left unread.

A leveler's level striations (711.2): each level symbol is a static ability whose striation's
P/T box and abilities apply only while the leveler has that many level counters
(engine/oracle/templates_levels_outlast_crew.py; the static ability's ``condition`` with
``counter_at_least`` / ``counter_at_most``, engine/characteristics/layers.py). Each scenario
keeps a golden trace.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.layer_helpers import spell_card
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

# Real cards of the dev corpus (2020 Oracle text).
BRIMSTONE_MAGE = (
    "Level up {3}{R} ({3}{R}: Put a level counter on this. Level up only as a sorcery.)\n"
    "LEVEL 1-2\n2/3\n{T}: Brimstone Mage deals 1 damage to any target.\n"
    "LEVEL 3+\n2/4\n{T}: Brimstone Mage deals 3 damage to any target.")
KABIRA_VINDICATOR = (
    "Level up {2}{W} ({2}{W}: Put a level counter on this. Level up only as a sorcery.)\n"
    "LEVEL 2-4\n3/6\nOther creatures you control get +1/+1.\n"
    "LEVEL 5+\n4/8\nOther creatures you control get +2/+2.")
TRANSCENDENT_MASTER = (
    "Level up {1} ({1}: Put a level counter on this. Level up only as a sorcery.)\n"
    "LEVEL 6-11\n6/6\nLifelink\nLEVEL 12+\n9/9\nLifelink, indestructible")
LIGHTHOUSE_CHRONOLOGIST = (
    "Level up {U} ({U}: Put a level counter on this. Level up only as a sorcery.)\n"
    "LEVEL 4-6\n2/4\nLEVEL 7+\n3/5\n"
    "At the beginning of each end step, if it's not your turn, take an extra turn after this "
    "one.")


def _face(name: str, text: str, power: int, toughness: int) -> dict[str, Any]:
    return {"name": name, "types": ["Creature"], "subtypes": [], "supertypes": [],
            "colors": ["R"], "mana_value": 2, "power": power, "toughness": toughness,
            "text": text}


def _card(name: str, text: str, power: int, toughness: int) -> dict[str, Any]:
    face = _face(name, text, power, toughness)
    compiled = compile_face(face)
    assert compiled.not_modelled == (), compiled.lines
    return {**face, "abilities": list(compiled.card_abilities())}


def _unlabelled(abilities: tuple[dict[str, Any], ...]) -> list[dict[str, Any]]:
    return [{k: v for k, v in a.items() if k != "label"} for a in abilities]


def _level(least: int, most: int | None = None) -> dict[str, Any]:
    found: dict[str, Any] = {"counter": "level"}
    if least > 1:
        found["counter_at_least"] = least
    if most is not None:
        found["counter_at_most"] = most
    return found


def _set_pt(power: int, toughness: int, condition: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "static", "affects": "self",
            "modifications": [{"op": "set_pt", "power": power, "toughness": toughness}],
            "condition": condition}


def _adds(abilities: list[Any], condition: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "static", "affects": "self",
            "modifications": [{"op": "add_abilities", "abilities": abilities}],
            "condition": condition}


# --- the compiler ---------------------------------------------------------------------------


def test_a_level_symbol_line_claims_no_ability_of_its_own() -> None:
    """Given Transcendent Master, when it is compiled, then each level symbol line is read and
    carries no ability: its meaning (711.2) is the P/T box and abilities printed after it."""
    lines = compile_face(_face("Transcendent Master", TRANSCENDENT_MASTER, 3, 3)).lines

    assert [(line.label, line.claimed, line.abilities) for line in lines
            if line.label.startswith("LEVEL ")] == [("LEVEL 6-11", True, ()),
                                                     ("LEVEL 12+", True, ())]


def test_keyword_striations_read_to_keywords_added_at_those_levels() -> None:
    """Given Transcendent Master, when it is compiled, then "LEVEL 6-11 / 6/6 / Lifelink" is a
    base 6/6 and lifelink with 6 to 11 level counters (711.2a) and "LEVEL 12+ / 9/9 / Lifelink,
    indestructible" a base 9/9 with both with 12 or more (711.2b)."""
    lines = compile_face(_face("Transcendent Master", TRANSCENDENT_MASTER, 3, 3)).lines

    assert [_unlabelled(line.abilities) for line in lines[2:4] + lines[5:]] == [
        [_set_pt(6, 6, _level(6, 11))],
        [_adds(["Lifelink"], _level(6, 11))],
        [_set_pt(9, 9, _level(12))],
        [_adds(["Lifelink", "Indestructible"], _level(12))],
    ]


def test_an_anthem_in_a_striation_keeps_its_filter_and_gets_the_level_condition() -> None:
    """Given Kabira Vindicator, when it is compiled, then "Other creatures you control get
    +1/+1." under LEVEL 2-4 is that static ability with 2 to 4 level counters as its
    condition."""
    lines = compile_face(_face("Kabira Vindicator", KABIRA_VINDICATOR, 2, 4)).lines

    assert _unlabelled(lines[3].abilities) == [
        {"kind": "static", "affects": {"types": ["Creature"], "controller": "you", "other": True},
         "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}],
         "condition": _level(2, 4)}]


def test_an_activated_ability_in_a_striation_is_granted_to_the_leveler() -> None:
    """Given Brimstone Mage, when it is compiled, then its LEVEL 3+ "{T}: ~ deals 3 damage to
    any target." is added to it in layer 6 with 3 or more level counters (711.2b, 613.1f)."""
    lines = compile_face(_face("Brimstone Mage", BRIMSTONE_MAGE, 2, 2)).lines

    (ability,) = lines[6].abilities
    assert ability["condition"] == _level(3)
    assert ability["label"] == "LEVEL 3+: {T}: Brimstone Mage deals 3 damage to any target."
    (granted,) = ability["modifications"][0]["abilities"]
    assert granted["kind"] == "activated" and granted["cost"] == "{T}"
    assert granted["effect"] == [{"do": "damage", "object": "target", "amount": 3}]


def test_a_striation_line_no_template_reads_stays_unread_but_its_pt_box_is_read() -> None:
    """Given a leveler whose LEVEL 7+ ability ("Players skip their untap steps.") no template
    reads, when it is compiled, then that line stays unread and in not_modelled, while each
    P/T box is read."""
    text = LIGHTHOUSE_CHRONOLOGIST.replace(LIGHTHOUSE_CHRONOLOGIST.splitlines()[-1],
                                           "Players skip their untap steps.")
    compiled = compile_face(_face("Test Leveler", text, 1, 3))

    assert [line.claimed for line in compiled.lines] == [True, True, True, True, True, False]
    assert compiled.not_modelled == (compiled.lines[-1].text,)


def test_a_striation_line_grants_its_triggered_ability_from_its_level() -> None:
    """Given Lighthouse Chronologist, when compiled, then its LEVEL 7+ extra-turn trigger
    (500.7) is granted to it only while it has seven or more level counters (711.2b)."""
    compiled = compile_face(_face("Lighthouse Chronologist", LIGHTHOUSE_CHRONOLOGIST, 1, 3))

    assert compiled.not_modelled == ()
    granted = compiled.lines[-1].abilities[0]
    assert granted["condition"] == {"counter": "level", "counter_at_least": 7}
    assert granted["modifications"][0]["abilities"][0]["effect"] == [
        {"do": "extra_turn", "player": "you", "amount": 1}]


@pytest.mark.parametrize("text", [
    # A P/T box that isn't two numbers.
    "Level up {1}\nLEVEL 1-2\n*/3\nLEVEL 3+\n2/4",
    # A range whose most is below its least.
    "Level up {1}\nLEVEL 3-1\n2/3",
])
def test_near_misses_stay_unread(text: str) -> None:
    """A striation the rules of 711.2 don't give a meaning to stays unread (its first line
    after the level up line)."""
    lines = compile_face(_face("Test Leveler", text, 1, 1)).lines

    assert lines[0].claimed
    assert not lines[2].claimed


def test_a_level_symbol_without_its_pt_box_stays_unread_with_what_follows() -> None:
    """Given a level symbol followed by an ability instead of its P/T box, when it is compiled,
    then the symbol and the lines of its striation stay unread (711.2: a striation has its
    P/T box), though "Flying" alone would be read."""
    lines = compile_face(_face("Test Leveler", "Level up {1}\nLEVEL 1-2\nFlying", 1, 1)).lines

    assert [line.claimed for line in lines] == [True, False, False]


def test_a_noncreatures_level_symbol_stays_unread() -> None:
    """711.1: a leveler is a creature card; given an enchantment with "LEVEL 1-2" and "2/3",
    when it is compiled, then neither line is read."""
    face = {**_face("Test Class", "LEVEL 1-2\n2/3", 1, 1), "types": ["Enchantment"]}

    assert not any(line.claimed for line in compile_face(face).lines)


def test_a_pt_line_before_any_level_symbol_is_not_a_pt_box() -> None:
    """Given a text with a lone "2/3" line and no level symbol, when it is compiled, then the
    line stays unread (only a striation has a P/T box, 711.2)."""
    lines = compile_face(_face("Test Card", "Flying\n2/3", 1, 1)).lines

    assert [line.claimed for line in lines] == [True, False]


# --- scenarios --------------------------------------------------------------------------------

MAGE = _card("Brimstone Mage", BRIMSTONE_MAGE, 2, 2)
KABIRA = _card("Kabira Vindicator", KABIRA_VINDICATOR, 2, 4)
MASTER = _card("Transcendent Master", TRANSCENDENT_MASTER, 3, 3)
BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2, "colors": ["G"],
        "mana_value": 2}


def _leveler(ident: str, card: str, levels: int, **extra: Any) -> dict[str, Any]:
    found: dict[str, Any] = {"id": ident, "card": card, "controller": "A", **extra}
    if levels:
        found["counters"] = {"level": levels}
    return found


def _pt(result: dict[str, Any], ident: str) -> tuple[int, int]:
    found = result["objects"][ident]
    return found["power"], found["toughness"]


@pytest.mark.parametrize(("levels", "expected"), [(0, (2, 2)), (1, (2, 3)), (2, (2, 3)),
                                                  (3, (2, 4)), (7, (2, 4))])
def test_the_levelers_pt_is_its_striations_for_its_level_counters(
        levels: int, expected: tuple[int, int]) -> None:
    """711.2a, 711.2b, 711.5: given Brimstone Mage with this many level counters, when the
    layers are applied, then its P/T is the printed 2/2 below level 1, 2/3 at 1-2, 2/4 at 3+."""
    result = play([_leveler("m", "Brimstone Mage", levels)], cards=[MAGE])

    assert _pt(result, "m") == expected


def test_the_trace_cites_the_level_symbol_rule() -> None:
    """Given Brimstone Mage with 1 level counter, when the layers are applied, then the step
    that sets its base P/T cites 711.2 and 611.3a."""
    result = play([_leveler("m", "Brimstone Mage", 1)], cards=[MAGE])

    assert any({"711.2", "611.3a"} <= set(step["rules"]) for step in result["steps"])


def test_plus_one_counters_apply_after_the_striations_base_pt() -> None:
    """613.3b, 613.3c: given Brimstone Mage with 3 level counters and two +1/+1 counters, when
    the layers are applied, then it is 4/6 (base 2/4 from LEVEL 3+, then the counters)."""
    result = play([_leveler("m", "Brimstone Mage", 0, counters={"level": 3, "+1/+1": 2})],
                  cards=[MAGE])

    assert _pt(result, "m") == (4, 6)


def test_leveling_up_into_a_new_striation_changes_its_pt() -> None:
    """702.87a, 711.2b: given Brimstone Mage with 2 level counters on A's turn, when A
    activates level up and it resolves, then it has 3 and is 2/4."""
    result = play([_leveler("m", "Brimstone Mage", 2)],
                  [{"type": "activate", "player": "A", "object": "m", "ability": 0},
                   {"type": "resolve"}],
                  cards=[MAGE])

    assert result["objects"]["m"]["counters"] == {"level": 3}
    assert _pt(result, "m") == (2, 4)


def test_the_level_3_ability_deals_3_damage() -> None:
    """711.2b, 613.1f: given Brimstone Mage with 3 level counters, when A activates the ability
    its LEVEL 3+ striation gives it (after its five printed lines' abilities) targeting B, then
    B loses 3 life."""
    result = play([_leveler("m", "Brimstone Mage", 3)],
                  [{"type": "activate", "player": "A", "object": "m", "ability": 5,
                    "targets": ["B"]},
                   {"type": "resolve"}],
                  cards=[MAGE])

    assert result["players"]["B"]["life"] == 17


def test_the_level_1_ability_deals_1_damage() -> None:
    """711.2a: given Brimstone Mage with 1 level counter, when A activates its striation's
    ability targeting B, then B loses 1 life (the LEVEL 3+ ability isn't there)."""
    result = play([_leveler("m", "Brimstone Mage", 1)],
                  [{"type": "activate", "player": "A", "object": "m", "ability": 5,
                    "targets": ["B"]},
                   {"type": "resolve"}],
                  cards=[MAGE])

    assert result["players"]["B"]["life"] == 19


def test_without_level_counters_it_has_no_striation_ability() -> None:
    """711.2a: given Brimstone Mage with no level counters, when A activates an ability past its
    printed lines', then the scenario is refused: it has no such ability."""
    with pytest.raises(ScenarioError):
        play([_leveler("m", "Brimstone Mage", 0)],
             [{"type": "activate", "player": "A", "object": "m", "ability": 5,
               "targets": ["B"]}],
             cards=[MAGE])


@pytest.mark.parametrize(("levels", "bear"), [(1, (2, 2)), (2, (3, 3)), (4, (3, 3)),
                                              (5, (4, 4))])
def test_kabiras_anthem_is_its_striations_for_its_level(levels: int,
                                                         bear: tuple[int, int]) -> None:
    """711.2a, 711.2b: given Kabira Vindicator with this many level counters and A's Bear, when
    the layers are applied, then the Bear gets nothing at 1, +1/+1 at 2-4 and only +2/+2 at 5+
    (one striation applies at a time)."""
    result = play([_leveler("k", "Kabira Vindicator", levels),
                   {"id": "b", "card": "Bear", "controller": "A"}],
                  cards=[KABIRA, BEAR])

    assert _pt(result, "b") == bear


@pytest.mark.parametrize(("levels", "keywords"), [
    (5, []), (6, ["Lifelink"]), (11, ["Lifelink"]), (12, ["Lifelink", "Indestructible"])])
def test_transcendent_masters_keywords_follow_its_level(levels: int,
                                                         keywords: list[str]) -> None:
    """711.2a, 711.2b: given Transcendent Master with this many level counters, when the layers
    are applied, then it has lifelink at 6-11 and lifelink and indestructible at 12+."""
    result = play([_leveler("t", "Transcendent Master", levels)], cards=[MASTER])

    found = result["objects"]["t"]["abilities"]
    assert [k for k in ("Lifelink", "Indestructible") if k in found] == keywords


def test_a_later_pt_setting_effect_overrides_the_striation() -> None:
    """613.3b, 613.6: given Brimstone Mage with 3 level counters and a later effect that sets
    its base P/T to 0/1, when the layers are applied, then it is 0/1 (both set P/T in 7b; the
    later timestamp wins)."""
    shrink = spell_card("Example Shrink", "Target creature becomes 0/1 until end of turn.",
                        [{"op": "set_pt", "power": 0, "toughness": 1}])
    result = play([_leveler("m", "Brimstone Mage", 3, timestamp=1)], cards=[MAGE, shrink],
                  effects=[{"id": "e", "card": "Example Shrink", "controller": "B",
                            "targets": ["m"], "timestamp": 5}])

    assert _pt(result, "m") == (0, 1)


@pytest.mark.parametrize(("condition", "message"), [
    ({"counter_at_least": 2}, "only with counter"),
    ({"counter": "level", "counter_at_least": 3, "counter_at_most": 2},
     "less than counter_at_least"),
    ({"counter": "level", "counter_at_most": 0}, "at least 1"),
])
def test_a_bad_counter_range_is_refused_naming_the_field(condition: dict[str, Any],
                                                         message: str) -> None:
    """Given a card whose static ability's condition has a bad counter range, when the scenario
    is loaded, then it is refused with an error saying what is wrong."""
    card = {**BEAR, "name": "Odd", "abilities": [
        {"kind": "static", "label": "x", "affects": "self", "condition": condition,
         "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}]}]}

    with pytest.raises(ScenarioError, match=message):
        play([{"id": "o", "card": "Odd", "controller": "A"}], cards=[card])


# --- annihilator (702.86a) ----------------------------------------------------------------------

CRUSHER = _card("Ulamog's Crusher", "Annihilator 2 (Whenever this creature attacks, defending "
                "player sacrifices two permanents.)", 8, 8)
FOREST = {"name": "Forest", "types": ["Land"], "subtypes": ["Forest"], "supertypes": ["Basic"],
          "colors": [], "mana_value": 0}
WALKER = {"name": "Walker", "types": ["Planeswalker"], "colors": ["U"], "mana_value": 3,
          "loyalty": 3}


def test_an_annihilator_line_is_the_numbered_keyword() -> None:
    """702.86a: "Annihilator 2" with its reminder text reads to the keyword "Annihilator 2"."""
    compiled = compile_face(_face("Ulamog's Crusher", "Annihilator 2 (Whenever this creature "
                                  "attacks, defending player sacrifices two permanents.)", 8, 8))

    assert compiled.abilities == ({"kind": "keyword", "keyword": "Annihilator 2"},)


@pytest.mark.parametrize("text", ["Annihilator", "Annihilator X", "Annihilator 2, flying"])
def test_annihilator_near_misses_stay_unread(text: str) -> None:
    """Annihilator without its number (or with X) says nothing the engine could apply; a line
    with another keyword the engine reads after it is still read (113.2c), but only with N."""
    compiled = compile_face(_face("Test Eldrazi", text, 1, 1))

    assert compiled.is_modelled is (text == "Annihilator 2, flying")


def _attack(objects: list[dict[str, Any]], defending: str = "B",
            choices: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return play([{"id": "u", "card": "Ulamog's Crusher", "controller": "A"}, *objects],
                [{"type": "attack", "attackers": [{"object": "u", "defending": defending}]}],
                cards=[CRUSHER, BEAR, FOREST, WALKER], choices=choices or [])


def test_annihilator_makes_the_defending_player_sacrifice_two_of_their_choice() -> None:
    """702.86a, 701.17a: given Ulamog's Crusher attacking B, who controls a Bear and two
    Forests, when its trigger resolves, then B sacrifices the two Forests B chose and keeps the
    Bear; A's own Bear stays."""
    result = _attack([{"id": "b", "card": "Bear", "controller": "B"},
                      {"id": "f1", "card": "Forest", "controller": "B"},
                      {"id": "f2", "card": "Forest", "controller": "B"},
                      {"id": "mine", "card": "Bear", "controller": "A"}],
                     choices=[{"player": "B", "choose": "f1"}, {"player": "B", "choose": "f2"}])

    zones = {ident: found["zone"] for ident, found in result["objects"].items()}
    assert zones == {"u": "battlefield", "b": "battlefield", "f1": "graveyard",
                     "f2": "graveyard", "mine": "battlefield"}
    assert any("702.86a" in step["rules"] for step in result["steps"])


def test_annihilator_with_fewer_permanents_takes_them_all_without_asking() -> None:
    """701.17a: given Ulamog's Crusher attacking B, who controls only a Bear, when its
    trigger resolves, then the Bear is sacrificed and nothing is asked."""
    result = _attack([{"id": "b", "card": "Bear", "controller": "B"}])

    assert result["objects"]["b"]["zone"] == "graveyard"


def test_annihilator_attacking_a_planeswalker_hits_its_controller() -> None:
    """508.5, 702.86a: given Ulamog's Crusher attacking B's planeswalker, when its trigger
    resolves, then B (the defending player) sacrifices two permanents: the planeswalker and
    the Bear, all B has."""
    result = _attack([{"id": "w", "card": "Walker", "controller": "B",
                       "counters": {"loyalty": 3}},
                      {"id": "b", "card": "Bear", "controller": "B"}], defending="w")

    assert (result["objects"]["w"]["zone"], result["objects"]["b"]["zone"]) == (
        "graveyard", "graveyard")


# --- outlast (702.107a) ------------------------------------------------------------------------

AINOK_TEXT = ("Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only "
              "as a sorcery.)")
AINOK = _card("Ainok Bond-Kin", AINOK_TEXT, 2, 1)


def test_an_outlast_line_is_a_tap_activated_ability() -> None:
    """702.107a: "Outlast {1}{W}" is "{1}{W}, {T}: Put a +1/+1 counter on this creature.
    Activate only as a sorcery."."""
    compiled = compile_face(_face("Ainok Bond-Kin", AINOK_TEXT, 2, 1))

    assert compiled.abilities == (
        {"kind": "activated", "label": "Outlast {1}{W}", "cost": "{1}{W}, {T}",
         "effect": [{"do": "put_counters", "object": "self", "counter": "+1/+1",
                     "amount": 1}]},)


@pytest.mark.parametrize(("types", "text"), [
    (["Creature"], "Outlast {X}"),
    (["Creature"], "Outlast—Pay 2 life."),
    (["Artifact"], "Outlast {2}"),  # "this creature": a creature's only
])
def test_outlast_near_misses_stay_unread(types: list[str], text: str) -> None:
    """An outlast cost with X or not a mana cost, or on a noncreature, stays unread."""
    face = {**_face("Test Card", text, 1, 1), "types": types}

    assert not compile_face(face).lines[0].claimed


def test_outlast_taps_it_and_puts_a_counter_on_it() -> None:
    """702.107a: given Ainok Bond-Kin in A's main phase, when A activates outlast and it
    resolves, then it is tapped with a +1/+1 counter: 3/2."""
    result = play([{"id": "a", "card": "Ainok Bond-Kin", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "a", "ability": 0},
                   {"type": "resolve"}],
                  cards=[AINOK])

    assert result["objects"]["a"]["tapped"]
    assert result["objects"]["a"]["counters"] == {"+1/+1": 1}
    assert _pt(result, "a") == (3, 2)


def test_outlast_is_refused_in_the_opponents_turn() -> None:
    """702.107a, 307.1: given Ainok Bond-Kin controlled by B in A's turn, when B activates
    outlast, then the scenario is refused: only as a sorcery."""
    with pytest.raises(ScenarioError, match="sorcery"):
        play([{"id": "a", "card": "Ainok Bond-Kin", "controller": "B"}],
             [{"type": "activate", "player": "B", "object": "a", "ability": 0}],
             cards=[AINOK])


def test_outlast_is_refused_for_a_summoning_sick_creature() -> None:
    """302.6, 602.5a: given a summoning-sick Ainok Bond-Kin, when A activates outlast, then the
    scenario is refused: its cost has the tap symbol."""
    with pytest.raises(ScenarioError, match="summoning sickness"):
        play([{"id": "a", "card": "Ainok Bond-Kin", "controller": "A", "summoning_sick": True}],
             [{"type": "activate", "player": "A", "object": "a", "ability": 0}],
             cards=[AINOK])


# --- crew (702.122a) ---------------------------------------------------------------------------

DRAGSTER_TEXT = ("Trample, haste\nCrew 1 (Tap any number of creatures you control with total "
                 "power 1 or more: This Vehicle becomes an artifact creature until end of turn.)")
CREW_3 = ("Tap any number of other untapped creatures you control with total power 3 or "
          "greater")


def _vehicle(name: str, text: str, power: int, toughness: int) -> dict[str, Any]:
    return {**_face(name, text, power, toughness), "types": ["Artifact"],
            "subtypes": ["Vehicle"], "colors": []}


def _vehicle_card(name: str, text: str, power: int, toughness: int) -> dict[str, Any]:
    face = _vehicle(name, text, power, toughness)
    compiled = compile_face(face)
    assert compiled.not_modelled == (), compiled.lines
    return {**face, "abilities": list(compiled.card_abilities())}


def test_a_crew_line_becomes_an_artifact_creature_until_end_of_turn() -> None:
    """702.122a: "Crew 3" on a Vehicle is "Tap any number of other untapped creatures you
    control with total power 3 or greater: This permanent becomes an artifact creature until
    end of turn." (the current wording, with "other")."""
    compiled = compile_face(_vehicle("Fell Flagship", "Crew 3", 3, 3))

    assert compiled.abilities == (
        {"kind": "activated", "label": "Crew 3", "cost": CREW_3, "affects": "self",
         "modifications": [{"op": "add_types", "types": ["Artifact", "Creature"]}],
         "duration": "end_of_turn"},)


@pytest.mark.parametrize(("types", "subtypes", "text"), [
    (["Artifact"], ["Vehicle"], "Crew X"),
    (["Artifact"], ["Vehicle"], "Crew"),
    (["Artifact"], ["Equipment"], "Crew 2"),  # 702.122a: Vehicles' ability
    (["Creature"], [], "Crew 2"),
])
def test_crew_near_misses_stay_unread(types: list[str], subtypes: list[str], text: str) -> None:
    """Crew without a number, or on a permanent that isn't a Vehicle, stays unread."""
    face = {**_face("Test Card", text, 1, 1), "types": types, "subtypes": subtypes}

    assert not compile_face(face).lines[0].claimed


DRAGSTER = _vehicle_card("Ovalchase Dragster", DRAGSTER_TEXT, 6, 1)
FLAGSHIP = _vehicle_card("Fell Flagship", "Crew 3", 3, 3)


def _crew(vehicle: str, tap: list[str], objects: list[dict[str, Any]],
          more: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    ability = 2 if vehicle == "Ovalchase Dragster" else 0
    return play([{"id": "v", "card": vehicle, "controller": "A"}, *objects],
                [{"type": "activate", "player": "A", "object": "v", "ability": ability,
                  "tap": tap},
                 {"type": "resolve"}, *(more or [])],
                cards=[DRAGSTER, FLAGSHIP, BEAR])


def test_a_summoning_sick_creature_crews_and_the_vehicle_attacks() -> None:
    """702.122a, 302.6: given Ovalchase Dragster (haste) and A's summoning-sick Bear, when the
    Bear crews it and it attacks B, then the Bear is tapped, the Dragster is an artifact
    creature and deals 6 to B."""
    result = _crew("Ovalchase Dragster", ["b"],
                   [{"id": "b", "card": "Bear", "controller": "A", "summoning_sick": True}],
                   [{"type": "attack", "attackers": [{"object": "v", "defending": "B"}]},
                    {"type": "combat_damage"}])

    assert result["objects"]["b"]["tapped"]
    assert result["objects"]["v"]["types"] == ["Artifact", "Creature"]
    assert result["players"]["B"]["life"] == 14
    assert any("702.122a" in step["rules"] for step in result["steps"])


def test_two_creatures_crew_for_their_total_power() -> None:
    """702.122a: given Fell Flagship (crew 3) and two Bears of A's, when both crew it, then
    both are tapped and it is a 3/3 artifact creature."""
    result = _crew("Fell Flagship", ["b1", "b2"],
                   [{"id": "b1", "card": "Bear", "controller": "A"},
                    {"id": "b2", "card": "Bear", "controller": "A"}])

    assert result["objects"]["b1"]["tapped"] and result["objects"]["b2"]["tapped"]
    assert "Creature" in result["objects"]["v"]["types"]
    assert _pt(result, "v") == (3, 3)


def test_the_vehicle_stops_being_a_creature_at_end_of_turn() -> None:
    """514.2, 702.122a: given Fell Flagship crewed, when the turn ends, then it is an artifact
    and not a creature."""
    result = _crew("Fell Flagship", ["b1", "b2"],
                   [{"id": "b1", "card": "Bear", "controller": "A"},
                    {"id": "b2", "card": "Bear", "controller": "A"}],
                   [{"type": "end_turn"}])

    assert result["objects"]["v"]["types"] == ["Artifact"]


@pytest.mark.parametrize(("tap", "objects", "message"), [
    # Total power 2, less than crew 3.
    (["b1"], [{"id": "b1", "card": "Bear", "controller": "A"}], "total power 2"),
    # An opponent's creature.
    (["b1"], [{"id": "b1", "card": "Bear", "controller": "B"}], "another creature"),
    # A tapped creature.
    (["b1"], [{"id": "b1", "card": "Bear", "controller": "A", "tapped": True}],
     "only untapped creatures crew"),
    # The same creature twice.
    (["b1", "b1"], [{"id": "b1", "card": "Bear", "controller": "A"}], "once"),
    # The Vehicle itself (702.122a: "other").
    (["v"], [], "another creature"),
])
def test_a_crew_cost_that_cant_be_paid_is_refused(tap: list[str],
                                                  objects: list[dict[str, Any]],
                                                  message: str) -> None:
    """702.122a: tapping too little power, another player's or a tapped creature, one twice,
    or the Vehicle itself doesn't pay crew 3: the scenario is refused, saying why."""
    with pytest.raises(ScenarioError, match=message):
        _crew("Fell Flagship", tap, objects)


def test_a_crewed_vehicle_can_crew_another() -> None:
    """702.122a: given Ovalchase Dragster crewed (a 6/1 artifact creature) and Fell Flagship,
    when the Dragster crews the Flagship, then the Flagship becomes a creature too."""
    result = play([{"id": "d", "card": "Ovalchase Dragster", "controller": "A"},
                   {"id": "v", "card": "Fell Flagship", "controller": "A"},
                   {"id": "b", "card": "Bear", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "d", "ability": 2,
                    "tap": ["b"]},
                   {"type": "resolve"},
                   {"type": "activate", "player": "A", "object": "v", "ability": 0,
                    "tap": ["d"]},
                   {"type": "resolve"}],
                  cards=[DRAGSTER, FLAGSHIP, BEAR])

    assert result["objects"]["d"]["tapped"]
    assert "Creature" in result["objects"]["v"]["types"]


def test_tap_for_a_cost_without_crew_is_refused() -> None:
    """602.2b: given Ainok Bond-Kin's outlast, when the event names creatures in tap, then the
    scenario is refused: only a crew cost taps creatures chosen for it."""
    with pytest.raises(ScenarioError, match="only for a crew cost"):
        play([{"id": "a", "card": "Ainok Bond-Kin", "controller": "A"},
              {"id": "b", "card": "Bear", "controller": "A"}],
             [{"type": "activate", "player": "A", "object": "a", "ability": 0, "tap": ["b"]}],
             cards=[AINOK, BEAR])


# --- renown (702.112a, 702.112b) ---------------------------------------------------------------

MAULERS_TEXT = ("Trample\nRenown 2 (When this creature deals combat damage to a player, if it "
                "isn't renowned, put two +1/+1 counters on it and it becomes renowned.)")
MAULERS = _card("Rhox Maulers", MAULERS_TEXT, 4, 4)
STRIKER = _card("Test Striker", "Double strike\nRenown 1", 2, 2)
WALL = {"name": "Wall", "types": ["Creature"], "power": 0, "toughness": 8, "colors": ["W"],
        "mana_value": 2}


def test_a_renown_line_is_the_numbered_keyword() -> None:
    """702.112a: "Renown 2" with its reminder text reads to the keyword "Renown 2"."""
    compiled = compile_face(_face("Rhox Maulers", MAULERS_TEXT, 4, 4))

    assert compiled.abilities == ({"kind": "keyword", "keyword": "Trample"},
                                  {"kind": "keyword", "keyword": "Renown 2"})


def _renown(objects: list[dict[str, Any]], blockers: list[dict[str, Any]] | None = None,
            assign: dict[str, Any] | None = None) -> dict[str, Any]:
    events: list[dict[str, Any]] = [
        {"type": "attack", "attackers": [{"object": "r", "defending": "B"}]}]
    if blockers:
        events.append({"type": "block", "blockers": blockers})
    events.append({"type": "combat_damage", **({"assign": assign} if assign else {})})
    return play(objects, events, cards=[MAULERS, STRIKER, WALL, BEAR])


def test_renown_puts_counters_and_makes_it_renowned() -> None:
    """702.112a, 702.112b: given Rhox Maulers attacking B unblocked, when it deals combat damage
    to B, then it gets two +1/+1 counters (6/6) and is renowned."""
    result = _renown([{"id": "r", "card": "Rhox Maulers", "controller": "A"}])

    assert result["objects"]["r"]["counters"] == {"+1/+1": 2}
    assert _pt(result, "r") == (6, 6)
    assert result["objects"]["r"]["renowned"] is True
    assert any("702.112b" in step["rules"] for step in result["steps"])


def test_a_renowned_creature_gets_nothing_more() -> None:
    """702.112a, 603.4: given Rhox Maulers already renowned, when it deals combat damage to B,
    then renown doesn't trigger and it has no counters."""
    result = _renown([{"id": "r", "card": "Rhox Maulers", "controller": "A", "renowned": True}])

    assert result["objects"]["r"]["counters"] == {}
    assert not any("702.112a" in step["rules"] for step in result["steps"])


def test_renown_doesnt_trigger_on_damage_to_a_blocker() -> None:
    """702.112a: given Rhox Maulers blocked by a 0/8 Wall, when it deals its 4 damage to the
    Wall, then renown doesn't trigger (damage to a creature, not a player)."""
    result = _renown([{"id": "r", "card": "Rhox Maulers", "controller": "A"},
                      {"id": "w", "card": "Wall", "controller": "B"}],
                     blockers=[{"object": "w", "blocking": "r"}])

    assert result["objects"]["r"]["counters"] == {}
    assert "renowned" not in result["objects"]["r"]


def test_trample_damage_to_the_player_triggers_renown() -> None:
    """702.19b, 702.112a: given Rhox Maulers (trample) blocked by B's 2/2 Bear, when it
    assigns 2 to the Bear and 2 to B, then renown triggers: 6/6 and renowned."""
    result = _renown([{"id": "r", "card": "Rhox Maulers", "controller": "A"},
                      {"id": "b", "card": "Bear", "controller": "B"}],
                     blockers=[{"object": "b", "blocking": "r"}],
                     assign={"r": {"b": 2, "B": 2}})

    assert result["players"]["B"]["life"] == 18
    assert result["objects"]["r"]["renowned"] is True


def test_double_strike_renown_counts_once() -> None:
    """702.112a, 603.4: given a 2/2 with double strike and renown 1 attacking B, when it deals
    first-strike damage (renown resolves: 3/3, renowned) and then regular damage, then renown
    doesn't trigger again: one counter, and B took 2 + 3."""
    result = _renown([{"id": "r", "card": "Test Striker", "controller": "A"}])

    assert result["objects"]["r"]["counters"] == {"+1/+1": 1}
    assert result["players"]["B"]["life"] == 15


def test_a_creature_that_left_and_came_back_isnt_renowned() -> None:
    """702.112b, 400.7: given Rhox Maulers renowned, when it goes to its owner's hand and enters
    the battlefield again, then it is a new object, not renowned."""
    result = play([{"id": "r", "card": "Rhox Maulers", "controller": "A", "renowned": True}],
                  [{"type": "move", "object": "r", "to": "hand"},
                   {"type": "enter", "object": "r"}],
                  cards=[MAULERS])

    assert result["objects"]["r"]["zone"] == "battlefield"
    assert "renowned" not in result["objects"]["r"]


# --- fabricate (702.123a) ----------------------------------------------------------------------

ANGEL_TEXT = ("Flying\nFabricate 2 (When this creature enters the battlefield, put two +1/+1 "
              "counters on it or create two 1/1 colorless Servo artifact creature tokens.)")
ANGEL = _card("Angel of Invention", ANGEL_TEXT, 2, 1)
WITHER_ALL = {"name": "Shrinking Field", "types": ["Enchantment"], "colors": ["B"],
              "mana_value": 3, "abilities": [
                  {"kind": "static", "label": "Creatures get -1/-1.",
                   "affects": {"types": ["Creature"]},
                   "modifications": [{"op": "modify_pt", "power": -1, "toughness": -1}]}]}


def test_a_fabricate_line_is_the_numbered_keyword() -> None:
    """702.123a: "Fabricate 2" with its reminder text reads to the keyword "Fabricate 2"."""
    compiled = compile_face(_face("Angel of Invention", ANGEL_TEXT, 2, 1))

    assert compiled.abilities[1:] == ({"kind": "keyword", "keyword": "Fabricate 2"},)


def _enter(choices: list[dict[str, Any]], more: list[dict[str, Any]] | None = None
           ) -> dict[str, Any]:
    return play([{"id": "a", "card": "Angel of Invention", "controller": "A", "zone": "hand"},
                 *(more or [])],
                [{"type": "enter", "object": "a"}],
                cards=[ANGEL, WITHER_ALL], choices=choices)


def test_fabricate_chosen_as_counters() -> None:
    """702.123a: given Angel of Invention entering, when A chooses counters, then it is a 4/3
    and no token is created."""
    result = _enter([{"player": "A", "choose": "counters"}])

    assert result["objects"]["a"]["counters"] == {"+1/+1": 2}
    assert set(result["objects"]) == {"a"}


def test_fabricate_chosen_as_servos() -> None:
    """702.123a, 111.1: given Angel of Invention entering, when A chooses Servos, then A has
    two 1/1 colorless Servo artifact creature tokens and the Angel has no counters."""
    result = _enter([{"player": "A", "choose": "servos"}])

    servos = [o for ident, o in result["objects"].items() if ident != "a"]
    assert [(o["types"], o["subtypes"], o["colors"], o["power"], o["toughness"], o["controller"])
            for o in servos] == [(["Artifact", "Creature"], ["Servo"], [], 1, 1, "A")] * 2
    assert result["objects"]["a"]["counters"] == {}


def test_fabricate_with_its_creature_gone_makes_servos_without_asking() -> None:
    """702.123a, 400.7: given a -1/-1 effect on creatures, when Angel of Invention (2/1) enters
    and dies to 704.5f before fabricate resolves, then no question is asked and two Servos are
    created (they die too: 0/0)."""
    result = _enter([], [{"id": "s", "card": "Shrinking Field", "controller": "B"}])

    assert result["objects"]["a"]["zone"] == "graveyard"
    assert any("no longer on the battlefield" in step["text"] for step in result["steps"])
    assert sum(1 for step in result["steps"] if "creates Servo" in step["text"]) == 2


# --- living weapon (702.92a) -------------------------------------------------------------------

HUSK_TEXT = ("Living weapon (When this Equipment enters the battlefield, create a 0/0 black Germ "
             "creature token, then attach this to it.)\nEquipped creature gets +1/+1.")


def _equipment_card(name: str, text: str) -> dict[str, Any]:
    face = {"name": name, "types": ["Artifact"], "subtypes": ["Equipment"], "supertypes": [],
            "colors": [], "mana_value": 1, "text": text}
    compiled = compile_face(face)
    assert compiled.not_modelled == (), compiled.lines
    return {**face, "abilities": list(compiled.card_abilities())}


HUSK = _equipment_card("Flayer Husk", HUSK_TEXT)
# B's: its trigger goes on the stack after A's (APNAP, 603.3b) and resolves first.
BREAKER = {"name": "Test Breaker", "types": ["Enchantment"], "colors": ["R"], "mana_value": 3,
           "abilities": [{"kind": "triggered",
                          "label": "Whenever an artifact enters the battlefield, destroy it.",
                          "trigger": {"on": "enters", "object": {"types": ["Artifact"]}},
                          "effect": [{"do": "destroy", "object": "it"}]}]}


def test_a_living_weapon_line_is_the_keyword() -> None:
    """702.92a: "Living weapon" with its reminder text reads to the keyword."""
    assert HUSK["abilities"][0] == {"kind": "keyword", "keyword": "Living weapon"}


def test_living_weapon_makes_a_germ_and_equips_it() -> None:
    """702.92a, 111.1: given Flayer Husk entering, when its trigger resolves, then A has a black
    Phyrexian Germ creature token, the Husk is attached to it, and the Germ is 1/1 (0/0 +1/+1),
    so it survives 704.5f."""
    result = play([{"id": "h", "card": "Flayer Husk", "controller": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "h"}], cards=[HUSK])

    germ = result["objects"]["h^1~t1"]
    assert (germ["zone"], germ["types"], germ["subtypes"], germ["colors"]) == (
        "battlefield", ["Creature"], ["Phyrexian", "Germ"], ["B"])
    assert result["objects"]["h"]["attached_to"] == "h^1~t1"
    assert _pt(result, "h^1~t1") == (1, 1)


def test_living_weapon_with_the_equipment_gone_leaves_a_dying_germ() -> None:
    """702.92a, 704.5f: given Flayer Husk entering and B's trigger destroying it first (APNAP,
    603.3b), when living weapon resolves, then the Germ is created unequipped, a 0/0, and
    dies."""
    result = play([{"id": "h", "card": "Flayer Husk", "controller": "A", "zone": "hand"},
                   {"id": "m", "card": "Test Breaker", "controller": "B"}],
                  [{"type": "enter", "object": "h"}],
                  cards=[HUSK, BREAKER])

    assert result["objects"]["h"]["zone"] == "graveyard"
    assert "h^1~t1" not in result["objects"]  # 704.5d: the token ceased to exist
    assert any("isn't attached to the Germ" in step["text"] for step in result["steps"])
    assert any("704.5f" in step["rules"] for step in result["steps"])


# --- extort (702.101a) -------------------------------------------------------------------------

TITHE_TEXT = ("Lifelink\nExtort (Whenever you cast a spell, you may pay {W/B}. If you do, each "
              "opponent loses 1 life and you gain that much life.)")
TITHE = _card("Tithe Drinker", TITHE_TEXT, 2, 1)
SHOCK = {"name": "Test Shock", "types": ["Instant"], "colors": ["R"], "mana_value": 1,
         "abilities": [{"kind": "spell", "label": "Test Shock deals 2 damage to any target.",
                        "targets": [{"player": "any"}],
                        "effect": [{"do": "damage", "object": "target", "amount": 2}]}]}


def test_an_extort_line_is_the_keyword() -> None:
    """702.101a: "Extort" with its reminder text reads to the keyword."""
    assert TITHE["abilities"][1] == {"kind": "keyword", "keyword": "Extort"}


def _cast_with_extort(answer: str, players: list[dict[str, Any]] | None = None
                      ) -> dict[str, Any]:
    return play([{"id": "t", "card": "Tithe Drinker", "controller": "A"},
                 {"id": "s", "card": "Test Shock", "owner": "A", "zone": "hand"}],
                [{"type": "cast", "player": "A", "object": "s", "targets": ["B"]},
                 {"type": "resolve"}],
                cards=[TITHE, SHOCK], choices=[{"player": "A", "choose": answer}],
                **({"players": players} if players else {}))


def test_extort_paid_drains_each_opponent() -> None:
    """702.101a: given Tithe Drinker, when A casts a spell and pays for extort, then B loses 1
    life (and 2 from the spell) and A gains 1."""
    result = _cast_with_extort("yes")

    assert (result["players"]["A"]["life"], result["players"]["B"]["life"]) == (21, 17)


def test_extort_declined_does_nothing() -> None:
    """702.101a, 608.2d: given Tithe Drinker, when A casts a spell and doesn't pay, then only
    the spell's damage happens."""
    result = _cast_with_extort("no")

    assert (result["players"]["A"]["life"], result["players"]["B"]["life"]) == (20, 18)


def test_extort_gains_the_total_lost_by_two_opponents() -> None:
    """702.101a, 119.3: given Tithe Drinker in a three-player game, when A pays for extort, then
    B and C each lose 1 and A gains 2 (the total lost this way)."""
    result = _cast_with_extort("yes", [{"id": "A"}, {"id": "B"}, {"id": "C"}])

    assert (result["players"]["A"]["life"], result["players"]["C"]["life"]) == (22, 19)


# --- afflict (702.130a) ------------------------------------------------------------------------

ETERNAL_TEXT = "Afflict 2 (Whenever this creature becomes blocked, defending player loses 2 life.)"
ETERNAL = _card("Spellweaver Eternal", ETERNAL_TEXT, 2, 1)


def test_an_afflict_line_is_the_numbered_keyword() -> None:
    """702.130a: "Afflict 2" with its reminder text reads to the keyword "Afflict 2"."""
    assert ETERNAL["abilities"] == [{"kind": "keyword", "keyword": "Afflict 2"}]


def _afflict(defending: str, blockers: list[str]) -> dict[str, Any]:
    return play([{"id": "e", "card": "Spellweaver Eternal", "controller": "A"},
                 {"id": "w", "card": "Walker", "controller": "B", "counters": {"loyalty": 3}},
                 {"id": "b1", "card": "Bear", "controller": "B"},
                 {"id": "b2", "card": "Bear", "controller": "B"}],
                [{"type": "attack", "attackers": [{"object": "e", "defending": defending}]},
                 {"type": "block", "blockers": [{"object": b, "blocking": "e"}
                                                for b in blockers]}],
                cards=[ETERNAL, WALKER, BEAR])


def test_afflict_makes_the_defending_player_lose_life_once() -> None:
    """702.130a, 509.5c: given Spellweaver Eternal attacking B and blocked by two Bears, when it
    becomes blocked, then B loses 2 life, once."""
    result = _afflict("B", ["b1", "b2"])

    assert result["players"]["B"]["life"] == 18


def test_afflict_attacking_a_planeswalker_hits_its_controller() -> None:
    """508.5, 702.130a: given Spellweaver Eternal attacking B's planeswalker, when it becomes
    blocked, then B loses 2 life."""
    result = _afflict("w", ["b1"])

    assert result["players"]["B"]["life"] == 18


def test_afflict_unblocked_does_nothing() -> None:
    """702.130a: given Spellweaver Eternal attacking B, when no creature blocks it, then B loses
    no life."""
    result = _afflict("B", [])

    assert result["players"]["B"]["life"] == 20


# --- mentor (702.134a) -------------------------------------------------------------------------

CHALLENGER_TEXT = ("Mentor (Whenever this creature attacks, put a +1/+1 counter on target "
                   "attacking creature with lesser power.)")
CHALLENGER = _card("Boros Challenger", CHALLENGER_TEXT, 2, 3)
ELF = {"name": "Elf", "types": ["Creature"], "power": 1, "toughness": 1, "colors": ["G"],
       "mana_value": 1}


def test_a_mentor_line_is_the_keyword() -> None:
    """702.134a: "Mentor" with its reminder text reads to the keyword."""
    assert CHALLENGER["abilities"] == [{"kind": "keyword", "keyword": "Mentor"}]


def _mentor(attackers: list[str], choices: list[dict[str, Any]] | None = None
            ) -> dict[str, Any]:
    return play([{"id": "m", "card": "Boros Challenger", "controller": "A"},
                 {"id": "b", "card": "Bear", "controller": "A"},
                 {"id": "e1", "card": "Elf", "controller": "A"},
                 {"id": "e2", "card": "Elf", "controller": "A"}],
                [{"type": "attack", "attackers": [{"object": a, "defending": "B"}
                                                  for a in ["m", *attackers]]}],
                cards=[CHALLENGER, BEAR, ELF], choices=choices or [])


def test_mentor_counts_only_attackers_with_lesser_power() -> None:
    """702.134a, 506.3: given Boros Challenger (power 2) attacking with a 2/2 Bear and a 1/1 Elf
    while another Elf stays home, when mentor triggers, then its only legal target is the
    attacking Elf, which gets a +1/+1 counter (equal power isn't lesser)."""
    result = _mentor(["b", "e1"])

    counters = {ident: found["counters"] for ident, found in result["objects"].items()}
    assert counters == {"m": {}, "b": {}, "e1": {"+1/+1": 1}, "e2": {}}


def test_mentor_with_two_legal_targets_asks() -> None:
    """115.1, 702.134a: given Boros Challenger attacking with two Elves, when mentor triggers,
    then its controller chooses the target: the second Elf gets the counter."""
    result = _mentor(["e1", "e2"], [{"player": "A", "choose": "e2"}])

    assert (result["objects"]["e1"]["counters"], result["objects"]["e2"]["counters"]) == (
        {}, {"+1/+1": 1})


def test_mentor_without_a_lesser_attacker_does_nothing() -> None:
    """603.3d: given Boros Challenger attacking with only a 2/2 Bear, when mentor triggers,
    then it has no legal target and is removed from the stack: no counter anywhere."""
    result = _mentor(["b"])

    assert all(found["counters"] == {} for found in result["objects"].values())
