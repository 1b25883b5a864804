"""The game as a whole: winning, losing and draws (104), can't-lose effects, termination."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from tests.engine.event_helpers import play

ANGEL = {"id": "angel", "card": "Platinum Angel", "controller": "A"}


def test_104_2a_last_player_standing_wins_and_the_game_ends() -> None:
    """104.2a, 104.1: B loses at 0 life, A wins, and later events don't happen."""
    events = [{"type": "lose_life", "player": "B", "amount": 20},
              {"type": "lose_life", "player": "A", "amount": 20}]

    result = play([], events)

    assert result["players"]["B"]["lost"] is True
    assert result["players"]["A"]["won"] is True
    assert result["players"]["A"]["life"] == 20
    assert result["steps"][-1]["kind"] == "game_over"


def test_104_4a_all_players_losing_at_once_is_a_draw() -> None:
    """104.4a: two creatures' worth of damage isn't needed: both at 0 at once is a draw."""
    result = play([], [], players=[{"id": "A", "life": 0}, {"id": "B", "life": 0}])

    assert all(p["lost"] and not p["won"] for p in result["players"].values())
    assert "104.4a" in result["steps"][-1]["rules"]


def test_platinum_angel_keeps_its_controller_in_the_game() -> None:
    """Platinum Angel: at 0 life, 704.5a applies but A can't lose; the check ends."""
    result = play([ANGEL], [{"type": "lose_life", "player": "A", "amount": 25}])

    assert result["players"]["A"]["life"] == -5
    assert result["players"]["A"]["lost"] is False
    cant = [s for s in result["steps"]
            if s["kind"] == "state_based_action" and "can't lose" in s["text"]]
    assert len(cant) == 1 and cant[0]["rules"] == ["704.5a", "104.3"]


def test_losing_platinum_angel_loses_the_game() -> None:
    """704.5a: once the Angel is gone, the player at -5 life loses at the next check."""
    events = [{"type": "lose_life", "player": "A", "amount": 25},
              {"type": "destroy", "target": "angel"}]

    result = play([ANGEL], events)

    assert result["players"]["A"]["lost"] is True
    assert result["players"]["B"]["won"] is True


def test_laboratory_maniac_wins_instead_of_drawing_from_an_empty_library() -> None:
    """Laboratory Maniac (614.11): drawing from an empty library wins the game instead."""
    maniac = {"id": "maniac", "card": "Laboratory Maniac", "controller": "A"}

    result = play([maniac], [{"type": "draw", "player": "A", "amount": 1}],
                  players=[{"id": "A", "library": 0}, {"id": "B"}])

    assert result["players"]["A"]["won"] is True
    assert result["players"]["A"]["lost"] is False
    assert any("104.2b" in s["rules"] for s in result["steps"])


def test_laboratory_maniac_against_platinum_angel_neither_wins_nor_loses() -> None:
    """The draw is replaced by a win that can't happen: A didn't draw, so A doesn't lose."""
    maniac = {"id": "maniac", "card": "Laboratory Maniac", "controller": "A"}
    angel = {**ANGEL, "controller": "B"}

    result = play([maniac, angel], [{"type": "draw", "player": "A", "amount": 1}],
                  players=[{"id": "A", "library": 0}, {"id": "B"}])

    assert result["players"]["A"]["won"] is False
    assert result["players"]["A"]["lost"] is False


def test_laboratory_maniac_with_cards_left_just_draws() -> None:
    """Laboratory Maniac only replaces a draw from an empty library."""
    maniac = {"id": "maniac", "card": "Laboratory Maniac", "controller": "A"}

    result = play([maniac], [{"type": "draw", "player": "A", "amount": 2}],
                  players=[{"id": "A", "library": 1}, {"id": "B"}])

    # 614.11a: the first draw is a normal draw; the second finds the library empty: a win.
    assert result["players"]["A"]["library"] == 0
    assert result["players"]["A"]["won"] is True


def test_three_players_one_loses_and_the_game_goes_on() -> None:
    """104.2a: with two players left, nobody has won yet."""
    result = play([], [{"type": "lose_life", "player": "B", "amount": 20}],
                  players=[{"id": "A"}, {"id": "B"}, {"id": "C"}])

    assert result["players"]["B"]["lost"] is True
    assert not any(p["won"] for p in result["players"].values())


# --- properties ------------------------------------------------------------------------------

CARDS = ["Grizzly Bears", "Rest in Peace", "Progenitus", "Darksteel Colossus", "Hardened Scales",
         "Corpsejack Menace", "Vizier of Remedies", "Doubling Season", "Furnace of Rath",
         "Gisela, Blade of Goldnight", "Boon Reflection", "Tainted Remedy", "Worship",
         "Platinum Angel", "Laboratory Maniac", "Typhoid Rats", "Jace Beleren",
         "Thalia, Guardian of Thraben", "Solemnity", "Orb of Dreams", "Essence of the Wild",
         "Rusted Sentinel", "Spike Feeder", "Leyline of the Void", "Soul-Scar Mage",
         "Blood Moon", "Boros Guildgate", "Daunting Defender", "Pacifism", "Darksteel Myr",
         "Painter's Servant", "Drudge Skeletons", "Leyline of Punishment", "Brimstone Volley"]
ZONES = ["battlefield", "battlefield", "battlefield", "hand", "graveyard", "library"]


@st.composite
def scenarios(draw: st.DrawFn) -> dict[str, Any]:
    players = [{"id": p, "life": draw(st.integers(-2, 20)), "library": draw(st.integers(0, 3))}
               for p in ("A", "B")]
    objects = []
    for i in range(draw(st.integers(0, 7))):
        obj: dict[str, Any] = {
            "id": f"o{i}",
            "card": draw(st.sampled_from(CARDS)),
            "controller": draw(st.sampled_from(["A", "B"])),
            "zone": draw(st.sampled_from(ZONES)),
        }
        if draw(st.booleans()):
            obj["counters"] = {draw(st.sampled_from(["+1/+1", "-1/-1"])): draw(st.integers(1, 2))}
        objects.append(obj)
    objects.append({"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "stack"})
    ids = [o["id"] for o in objects]
    refs = [*ids, "A", "B"]
    events: list[dict[str, Any]] = []
    for _ in range(draw(st.integers(0, 6))):
        kind = draw(st.sampled_from(["damage", "destroy", "counters", "gain_life", "lose_life",
                                     "draw", "move", "enter"]))
        if kind == "damage":
            events.append({"type": "damage", "source": draw(st.sampled_from(ids)),
                           "target": draw(st.sampled_from(refs)),
                           "amount": draw(st.integers(0, 6)), "combat": draw(st.booleans())})
        elif kind in ("destroy", "enter"):
            key = "target" if kind == "destroy" else "object"
            events.append({"type": kind, key: draw(st.sampled_from(ids))})
        elif kind == "counters":
            events.append({"type": "counters", "target": draw(st.sampled_from(ids)),
                           "counter": draw(st.sampled_from(["+1/+1", "-1/-1", "loyalty"])),
                           "amount": draw(st.integers(0, 3))})
        elif kind == "move":
            events.append({"type": "move", "object": draw(st.sampled_from(ids)),
                           "to": draw(st.sampled_from(["graveyard", "hand", "exile",
                                                       "battlefield", "library"]))})
        else:
            events.append({"type": kind, "player": draw(st.sampled_from(["A", "B"])),
                           "amount": draw(st.integers(0, 3))})
    effects = []
    if draw(st.booleans()):
        effects.append({"id": "shield", "card": "Healing Salve", "mode": "prevent",
                        "controller": "A", "targets": [draw(st.sampled_from(refs))]})
    if draw(st.booleans()):
        effects.append({"id": "regen", "card": "Drudge Skeletons", "controller": "B",
                        "targets": [draw(st.sampled_from(ids))]})
    return {"format": 1, "players": players, "objects": objects, "effects": effects,
            "events": events}


def play_answering_first_options(data: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """Play, answering each question with its first option, as a user would step by step."""
    choices: list[dict[str, Any]] = []
    for rounds in range(30):
        result = engine.run_scenario({**data, "choices": choices}, lang="en")
        pending = result["pending_choice"]
        if pending is None:
            return result, rounds
        choices.append({"player": pending["player"], "choose": pending["options"][0]["id"]})
    raise AssertionError("the scenario kept asking questions")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios())
def test_no_generated_scenario_crashes_or_runs_without_end(data: dict[str, Any]) -> None:
    """Any generated scenario plays to an end (or a question), answering as it goes."""
    result, rounds = play_answering_first_options(data)

    assert rounds < 30
    assert set(result["players"]) == {"A", "B"}
    # 104.4b: nothing in these scenarios is an unbreakable loop, so none may be reported.
    assert not any("104.4b" in step["rules"] for step in result["steps"])
    assert all(step["rules"] for step in result["steps"] if step["kind"] != "setup")


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios())
def test_same_scenario_and_answers_same_result(data: dict[str, Any]) -> None:
    """Determinism: the same scenario with the same answers gives the same result."""
    first, _ = play_answering_first_options(data)
    second, _ = play_answering_first_options(data)

    assert first == second


def test_800_4a_a_player_who_leaves_takes_their_cards_along() -> None:
    """800.4a: B leaves a three-player game: B's cards leave, so C gets its creature back."""
    objects = [
        {"id": "b_bears", "card": "Grizzly Bears", "controller": "B"},
        {"id": "c_ogre", "card": "Gray Ogre", "controller": "C"},
        {"id": "magic", "card": "Control Magic", "controller": "B", "attached_to": "c_ogre"},
    ]

    result = play(objects, [{"type": "lose_life", "player": "B", "amount": 20}],
                  players=[{"id": "A"}, {"id": "B"}, {"id": "C"}])

    assert "b_bears" not in result["objects"] and "magic" not in result["objects"]
    assert result["objects"]["c_ogre"]["controller"] == "C"
    assert any("800.4a" in s["rules"] for s in result["steps"])


def test_800_4a_control_effects_of_the_leaving_player_end() -> None:
    """800.4a: B's Act of Treason gave B control of A's Ogre; it ends, and the Ogre stays."""
    objects = [{"id": "a_ogre", "card": "Gray Ogre", "controller": "A"}]
    effects = [{"id": "treason", "card": "Act of Treason", "controller": "B",
                "targets": ["a_ogre"]}]

    result = play(objects, [{"type": "lose_life", "player": "B", "amount": 20}],
                  players=[{"id": "A"}, {"id": "B"}, {"id": "C"}], effects=effects)

    assert result["objects"]["a_ogre"]["controller"] == "A"
    assert result["objects"]["a_ogre"]["zone"] == "battlefield"


def test_104_1_nothing_happens_after_the_game_ends_mid_event() -> None:
    """104.1: Laboratory Maniac wins on the first of two draws; the second never happens."""
    maniac = {"id": "maniac", "card": "Laboratory Maniac", "controller": "A"}

    result = play([maniac], [{"type": "draw", "player": "A", "amount": 2}],
                  players=[{"id": "A", "library": 0}, {"id": "B"}])

    wins = [s for s in result["steps"] if s["kind"] == "game_over"]
    assert len(wins) == 1
    assert result["players"]["A"]["won"] is True


def test_checkpoints_give_the_board_after_each_event() -> None:
    """With checkpoints, the result has the board after the first SBA check and after each
    event, each after the steps that led to it; the rest of the result is unchanged."""
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                "events": [{"type": "lose_life", "player": "B", "amount": 3},
                           {"type": "gain_life", "player": "B", "amount": 1}]}

    plain = engine.run_scenario(scenario)
    kept = engine.run_scenario(scenario, checkpoints=True)

    boards = kept.pop("checkpoints")
    kept.pop("before_layers"), kept.pop("after_layers")
    assert kept == plain
    assert [board["players"]["B"]["life"] for board in boards] == [20, 17, 18]
    assert boards[-1]["after_step"] == len(plain["steps"])
    assert [b["after_step"] for b in boards] == sorted({b["after_step"] for b in boards})


def test_the_boards_before_and_after_the_layers() -> None:
    """With checkpoints, the result also has the board before any effect applied (printed
    characteristics) and once the layers applied them all, before state-based actions."""
    scenario = {"format": 1, "players": [{"id": "A"}, {"id": "B"}],
                "objects": [{"id": "moon", "card": "Blood Moon", "controller": "A"},
                            {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth",
                             "controller": "A"},
                            {"id": "frail", "card": "Grizzly Bears", "controller": "A",
                             "counters": {"-1/-1": 2}}]}

    result = engine.run_scenario(scenario, lang="en", checkpoints=True)

    before, after = result["before_layers"], result["after_layers"]
    assert before["after_step"] == 1 and result["steps"][0]["kind"] == "setup"
    assert before["objects"]["urborg"]["subtypes"] == []
    assert before["objects"]["urborg"]["abilities"] == [
        "Each land is a Swamp in addition to its other land types."]
    assert after["objects"]["urborg"]["subtypes"] == ["Mountain"]
    assert after["objects"]["urborg"]["abilities"] == ["{T}: Add {R}."]
    # The 0/0 Bears are still on the battlefield after the layers; 704.5f comes later.
    assert after["objects"]["frail"]["zone"] == "battlefield"
    assert result["objects"]["frail"]["zone"] == "graveyard"
    assert {step["kind"] for step in result["steps"][1:after["after_step"]]} <= {
        "timestamp", "layer", "dependency", "characteristics", "note"}
