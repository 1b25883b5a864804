"""Ascend and the city's blessing (702.131 of the current rules; the shipped Korean text has no
702): the player's designation (scenario ``players[].city_blessing``), ascend on a permanent
(702.131b, checked whenever the game changes: engine/game/designations.py), ascend on an
instant or sorcery (702.131a, as it resolves), and the conditions "as long as you have the
city's blessing" (611.3a) and "if you have the city's blessing" (603.4) read by the Oracle
compiler. Each scenario keeps a golden trace.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

# Real cards of the dev corpus (2020 Oracle text).
ASCEND = ("Ascend (If you control ten or more permanents, you get the city's blessing for the "
          "rest of the game.)")
DUSK_CHARGER = ASCEND + "\nDusk Charger gets +2/+2 as long as you have the city's blessing."
STORM_FLEET_SWASHBUCKLER = (
    "Ascend (If you control ten or more permanents, you gain the city's blessing for the rest "
    "of the game.)\nStorm Fleet Swashbuckler has double strike as long as you have the city's "
    "blessing.")
DEADEYE_BRAWLER = (
    "Deathtouch\n" + ASCEND + "\nWhenever Deadeye Brawler deals combat damage to a player, if "
    "you have the city's blessing, draw a card.")

BLESSING = {"city_blessing": True}


def _face(name: str, text: str, types: tuple[str, ...] = ("Creature",),
          pt: tuple[int, int] | None = (3, 3)) -> dict[str, Any]:
    power, toughness = pt if pt is not None else (None, None)
    return {"name": name, "types": list(types), "subtypes": [], "supertypes": [],
            "colors": ["W"], "mana_value": 2, "power": power, "toughness": toughness,
            "text": text}


def _card(name: str, text: str, types: tuple[str, ...] = ("Creature",),
          pt: tuple[int, int] | None = (3, 3)) -> dict[str, Any]:
    face = _face(name, text, types, pt)
    compiled = compile_face(face)
    assert compiled.not_modelled == (), compiled.lines
    return {**face, "abilities": list(compiled.card_abilities())}


# --- the compiler -----------------------------------------------------------------------------

def test_ascend_and_a_blessing_pump_read_to_the_keyword_and_a_conditional_static() -> None:
    """Given Dusk Charger, when it is compiled, then "Ascend" is the keyword (702.131b) and its
    pump is a static ability with the condition ``city_blessing`` (611.3a, 702.131c)."""
    assert read_whole(_face("Dusk Charger", DUSK_CHARGER)) == [
        {"kind": "keyword", "keyword": "Ascend"},
        {"kind": "static", "affects": "self",
         "modifications": [{"op": "modify_pt", "power": 2, "toughness": 2}],
         "condition": BLESSING},
    ]


def test_a_keyword_granted_while_you_have_the_blessing_is_read() -> None:
    """Given Storm Fleet Swashbuckler ("gain the city's blessing" in its reminder), when it is
    compiled, then it has ascend and double strike added in layer 6 under the condition."""
    assert read_whole(_face("Storm Fleet Swashbuckler", STORM_FLEET_SWASHBUCKLER)) == [
        {"kind": "keyword", "keyword": "Ascend"},
        {"kind": "static", "affects": "self",
         "modifications": [{"op": "add_abilities", "abilities": ["Double strike"]}],
         "condition": BLESSING},
    ]


def test_an_intervening_if_of_the_blessing_is_read() -> None:
    """Given Deadeye Brawler, when it is compiled, then its combat damage trigger has the
    intervening "if" ``city_blessing`` (603.4)."""
    assert read_whole(_face("Deadeye Brawler", DEADEYE_BRAWLER))[2] == {
        "kind": "triggered",
        "trigger": {"on": "damage", "source": "self", "player": "any", "combat": True},
        "if": BLESSING, "effect": [{"do": "draw", "player": "you", "amount": 1}]}


@pytest.mark.parametrize("line", [
    # Another player's blessing, and its absence, aren't conditions the engine reads.
    "Dusk Charger gets +2/+2 as long as an opponent has the city's blessing.",
    "Dusk Charger gets +2/+2 as long as you don't have the city's blessing.",
    # A replacement inside a spell's text (Secrets of the Golden City) isn't a condition.
    "Draw two cards. If you have the city's blessing, draw three cards instead.",
    # Another player's blessing as an activation restriction isn't read.
    "{5}, {T}: Draw a card. Activate this ability only if an opponent has the city's "
    "blessing.",
])
def test_near_misses_stay_unread(line: str) -> None:
    """Given a line about the blessing the engine doesn't read exactly, when it is compiled,
    then it stays unread."""
    lines = compile_face(_face("Dusk Charger", line)).lines

    assert not lines[0].claimed


# --- the engine -------------------------------------------------------------------------------

DUSK = _card("Dusk Charger", DUSK_CHARGER)
BRAWLER = _card("Deadeye Brawler", DEADEYE_BRAWLER, pt=(2, 2))
SECRETS = _card("Test Secrets", ASCEND + "\nDraw two cards.", types=("Sorcery",), pt=None)


def _lands(count: int, controller: str = "A", prefix: str = "l") -> list[dict[str, Any]]:
    return [{"id": f"{prefix}{i}", "name": "Wastes", "types": ["Land"], "controller": controller}
            for i in range(count)]


def _token(ident: str = "t") -> dict[str, Any]:
    return {"type": "create_token", "controller": "A", "id": ident,
            "token": {"name": "Treasure", "types": ["Artifact"]}}


def _pt(result: dict[str, Any], ident: str) -> tuple[int, int]:
    found = result["objects"][ident]
    return found["power"], found["toughness"]


def test_the_tenth_permanent_gives_the_blessing_and_it_stays_after_they_leave() -> None:
    """702.131b, 702.131c: given Dusk Charger and eight lands (nine permanents), when a token
    enters and is then sacrificed, then A gets the city's blessing as the tenth permanent
    enters and keeps it, so Dusk Charger stays 5/5 with nine permanents."""
    result = play([{"id": "d", "card": "Dusk Charger", "controller": "A"}, *_lands(8)],
                  [_token(), {"type": "sacrifice", "object": "t"}], cards=[DUSK])

    assert result["players"]["A"].get("city_blessing") is True
    assert _pt(result, "d") == (5, 5)
    blessed = [s for s in result["steps"] if "702.131b" in s["rules"]]
    assert len(blessed) == 1 and "702.131c" in blessed[0]["rules"]


def test_nine_permanents_give_no_blessing() -> None:
    """702.131b: given Dusk Charger and eight lands, when nothing happens, then A has no city's
    blessing and Dusk Charger is 3/3 (its condition doesn't hold, 611.3a)."""
    result = play([{"id": "d", "card": "Dusk Charger", "controller": "A"}, *_lands(8)],
                  cards=[DUSK])

    assert "city_blessing" not in result["players"]["A"]
    assert _pt(result, "d") == (3, 3)


def test_a_board_that_starts_with_ten_permanents_has_the_blessing_at_once() -> None:
    """702.131b ("any time"): given Dusk Charger and nine lands as the scenario begins, when
    the layers are applied, then A has the city's blessing and Dusk Charger is 5/5."""
    result = play([{"id": "d", "card": "Dusk Charger", "controller": "A"}, *_lands(9)],
                  cards=[DUSK])

    assert result["players"]["A"].get("city_blessing") is True
    assert _pt(result, "d") == (5, 5)


def test_only_the_permanents_you_control_count() -> None:
    """702.131b ("you control"): given A's Dusk Charger and four lands and B's ten lands, when
    the game is looked at, then neither player has the blessing (B has no ascend)."""
    result = play([{"id": "d", "card": "Dusk Charger", "controller": "A"}, *_lands(4),
                   *_lands(10, "B", "m")], cards=[DUSK])

    assert "city_blessing" not in result["players"]["A"]
    assert "city_blessing" not in result["players"]["B"]


def test_ten_permanents_without_ascend_give_no_blessing() -> None:
    """702.131b: the blessing comes from ascend; given ten lands and no permanent with ascend,
    when a token enters, then A has no city's blessing."""
    result = play(_lands(10), [_token()])

    assert "city_blessing" not in result["players"]["A"]


def test_a_scenarios_blessing_holds_without_ascend() -> None:
    """702.131c: given a player the scenario says has the city's blessing and Dusk Charger
    with no other permanent, when the layers are applied, then Dusk Charger is 5/5."""
    result = play([{"id": "d", "card": "Dusk Charger", "controller": "A"}], cards=[DUSK],
                  players=[{"id": "A", "city_blessing": True}, {"id": "B"}])

    assert _pt(result, "d") == (5, 5)
    assert result["players"]["A"]["city_blessing"] is True


def test_a_blessing_that_is_not_true_or_false_is_a_clear_error() -> None:
    """Given ``city_blessing: "yes"``, when the scenario is loaded, then the error names the
    field."""
    with pytest.raises(ScenarioError) as error:
        play([], players=[{"id": "A", "city_blessing": "yes"}, {"id": "B"}])

    assert "players[0].city_blessing" in str(error.value)


def _cast(ident: str) -> dict[str, Any]:
    return {"type": "cast", "player": "A", "object": ident}


@pytest.mark.parametrize(("lands", "blessed"), [(10, True), (9, False)])
def test_a_sorcery_with_ascend_checks_as_it_resolves(lands: int, blessed: bool) -> None:
    """702.131a: given a sorcery with ascend cast by A, who controls this many lands, when it
    resolves, then A gets the city's blessing only with ten or more permanents, and the step
    says so either way."""
    result = play([{"id": "s", "card": "Test Secrets", "controller": "A", "zone": "hand"},
                   *_lands(lands)], [_cast("s"), {"type": "resolve"}], cards=[SECRETS])

    assert (result["players"]["A"].get("city_blessing") is True) is blessed
    assert any("702.131a" in s["rules"] for s in result["steps"])


def test_a_sorcery_with_ascend_does_not_count_itself() -> None:
    """702.131a: a spell on the stack is no permanent (110.1); given nine lands, when a
    sorcery with ascend resolves, then A has no blessing although ten objects are A's."""
    result = play([{"id": "s", "card": "Test Secrets", "controller": "A", "zone": "hand"},
                   *_lands(9)], [_cast("s"), {"type": "resolve"}], cards=[SECRETS])

    assert "city_blessing" not in result["players"]["A"]


@pytest.mark.parametrize(("blessed", "drawn"), [(True, 1), (False, 0)])
def test_the_brawlers_trigger_draws_only_with_the_blessing(blessed: bool, drawn: int) -> None:
    """603.4: given Deadeye Brawler and a player with or without the city's blessing, when it
    deals combat damage to B, then A draws a card only with the blessing."""
    result = play([{"id": "d", "card": "Deadeye Brawler", "controller": "A"}],
                  [{"type": "damage", "source": "d", "target": "B", "amount": 2,
                    "combat": True}], cards=[BRAWLER],
                  players=[{"id": "A", "city_blessing": blessed}, {"id": "B"}])

    assert 53 - result["players"]["A"]["library"] == drawn


# --- "Activate this ability only if you have the city's blessing." (602.5, 702.131c) ----------

ARCH_OF_ORAZCA = ASCEND + ("\n{T}: Add {C}.\n{5}, {T}: Draw a card. Activate this ability only "
                           "if you have the city's blessing.")
ARCH = _card("Arch of Orazca", ARCH_OF_ORAZCA, types=("Land",), pt=None)


def test_an_activation_restricted_to_the_blessing_reads_with_its_label() -> None:
    """602.5: given Arch of Orazca, when it is compiled, then its draw ability is an activated
    ability whose label keeps the restriction (engine/turn/casting.py reads it)."""
    abilities = compile_face(_face("Arch of Orazca", ARCH_OF_ORAZCA, ("Land",), None)).abilities

    assert abilities[2] == {
        "kind": "activated", "label": "{5}, {T}: Draw a card. Activate this ability only if you "
        "have the city's blessing.", "cost": "{5}, {T}",
        "effect": [{"do": "draw", "player": "you", "amount": 1}]}


def _activate_arch() -> list[dict[str, Any]]:
    return [{"type": "activate", "player": "A", "object": "arch", "ability": 2},
            {"type": "resolve"}]


def test_the_restricted_ability_is_refused_without_the_blessing() -> None:
    """602.5, 702.131c: given Arch of Orazca and A without the city's blessing (nine
    permanents), when A activates its draw ability, then the event is refused, naming
    702.131c."""
    with pytest.raises(ScenarioError) as error:
        play([{"id": "arch", "card": "Arch of Orazca", "controller": "A"}, *_lands(8)],
             _activate_arch(), cards=[ARCH])

    assert "events[0].player" in str(error.value) and "702.131c" in str(error.value)


def test_the_restricted_ability_draws_with_the_blessing() -> None:
    """702.131b, 602.5: given Arch of Orazca and nine other lands (ten permanents: A gets the
    blessing from its ascend), when A activates its draw ability, then A draws a card."""
    result = play([{"id": "arch", "card": "Arch of Orazca", "controller": "A"}, *_lands(9)],
                  _activate_arch(), cards=[ARCH])

    assert result["players"]["A"]["library"] == 52
