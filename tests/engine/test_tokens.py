"""Tokens (rule 111): the create_token event, tokens entering the battlefield, leaving it, and
the continuous effects that apply to them."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.io.scenario import load_scenario
from engine.state.objects import Happened, HistoryEntry
from engine.turn.play import play as play_state
from tests.engine.event_helpers import play

SOLDIER = {"types": ["Creature"], "subtypes": ["Soldier"], "colors": ["W"],
           "power": 1, "toughness": 1}


def create(amount: int | None = None, controller: str = "A", token: dict[str, Any] | None = None,
           ident: str = "t") -> dict[str, Any]:
    event: dict[str, Any] = {"type": "create_token", "controller": controller,
                             "token": token or SOLDIER, "id": ident}
    if amount is not None:
        event["amount"] = amount
    return event


def test_tokens_are_created_with_ids_in_creation_order() -> None:
    """111.1, 111.2: B creates three tokens, t, t.2 and t.3, owned and controlled by B."""
    events = [create(3, controller="B")]

    result = play([], events)

    made = {k: v for k, v in result["objects"].items() if k.startswith("t")}
    assert sorted(made) == ["t", "t.2", "t.3"]
    assert all((v["zone"], v["controller"], v["owner"]) == ("battlefield", "B", "B")
               for v in made.values())


def test_one_token_by_default_named_after_its_subtypes() -> None:
    """111.4: a token the effect doesn't name is named after its subtypes plus "Token"."""
    result = play([], [create()])

    token = result["objects"]["t"]
    assert (token["name"], token["power"], token["subtypes"]) == ("Soldier Token", 1, ["Soldier"])
    assert "t.2" not in result["objects"]


def test_a_token_can_be_a_card_with_fields_overridden() -> None:
    """A token defined by a card has its characteristics; the token's fields override them."""
    result = play([], [create(token={"card": "Grizzly Bears", "power": 3})])

    token = result["objects"]["t"]
    assert (token["name"], token["power"], token["toughness"]) == ("Grizzly Bears", 3, 2)


def test_each_creation_is_a_step_citing_111() -> None:
    """The trace has a step per token created, citing 111.1 and 111.2."""
    result = play([], [create(2)])

    created = [s for s in result["steps"] if "111.1" in s["rules"] and "111.2" in s["rules"]]
    assert [s["object"] for s in created] == ["t", "t.2"]


def test_entering_is_remembered_as_a_zone_change() -> None:
    """A created token entering is a zone change to the battlefield, as any permanent's is
    (what "whenever a creature enters" triggers read)."""
    state = load_scenario({"players": [{"id": "A"}], "events": [create(2)]})

    final, _ = play_state(state)

    assert final.history == (
        HistoryEntry(Happened.ZONE_CHANGE, object="t", detail="battlefield"),
        HistoryEntry(Happened.ZONE_CHANGE, object="t.2", detail="battlefield"),
    )


def test_enters_replacement_effects_apply_to_tokens() -> None:
    """614.1c, 614.12: Orb of Dreams ("Permanents enter tapped") taps a created token."""
    objects = [{"id": "orb", "card": "Orb of Dreams", "controller": "B"}]

    result = play(objects, [create()])

    assert result["objects"]["t"]["tapped"] is True


def test_the_tokens_controller_makes_the_choice_as_it_enters() -> None:
    """614.12a, 111.2: a token copy of Voice of All asks its controller for a color."""
    result = play([], [create(controller="B", token={"card": "Voice of All"})],
                  choices=[{"player": "B", "choose": "R"}])

    assert result["pending_choice"] is None
    assert any("R" in s["text"] or "red" in s["text"] for s in result["steps"]
               if s["kind"] == "choice")


def test_a_token_that_dies_goes_to_the_graveyard_then_ceases_to_exist() -> None:
    """111.7, 704.5d: a destroyed creature token is put into the graveyard (it died), then
    ceases to exist as a state-based action."""
    state = load_scenario({"players": [{"id": "A"}],
                           "events": [create(), {"type": "destroy", "target": "t"}]})

    final, steps = play_state(state)

    assert not final.has_object("t")
    assert HistoryEntry(Happened.DIED, object="t") in final.history
    assert any("704.5d" in step.rules for step in steps)


def test_a_static_effect_applies_to_a_token_created_later() -> None:
    """611.3a: Glorious Anthem's effect applies to whatever fits it at any moment, so the
    Soldier token created after it is 2/2."""
    objects = [{"id": "anthem", "card": "Glorious Anthem", "controller": "A"}]

    result = play(objects, [create()])

    assert (result["objects"]["t"]["power"], result["objects"]["t"]["toughness"]) == (2, 2)


def test_a_resolved_effect_does_not_affect_a_token_created_later() -> None:
    """611.2c: "all white creatures get +1/+1 until end of turn" fixed its affected set as it
    resolved; the white Soldier token created afterwards is not in it and stays 1/1."""
    rally = {"name": "White Rally", "types": ["Instant"], "colors": ["W"], "abilities": [
        {"kind": "spell", "label": "All white creatures get +1/+1 until end of turn.",
         "affects": {"types": ["Creature"], "colors": ["W"]},
         "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}]}]}
    objects = [{"id": "knight", "card": "Grizzly Bears", "colors": ["W"], "controller": "A"}]
    effects = [{"id": "rally", "card": "White Rally", "controller": "A"}]

    result = play(objects, [create()], effects, cards=[rally])

    assert result["objects"]["knight"]["power"] == 3
    assert result["objects"]["t"]["power"] == 1


def test_an_event_naming_a_token_not_created_does_nothing() -> None:
    """A later event may name t.2; if only one token was created, it does nothing."""
    events = [create(), {"type": "counters", "target": "t.2", "counter": "+1/+1", "amount": 1}]

    result = play([], events)

    assert "t.2" not in result["objects"]
    assert any("not in the game" in s["text"] for s in result["steps"])


@pytest.mark.parametrize(("event", "path", "problem"), [
    (create(token={**SOLDIER, "power": "2"}), "events[0].token.power", "expected an integer"),
    (create(token={**SOLDIER, "zone": "hand"}), "events[0].token.zone", "unknown field"),
    (create(token={"card": "No Such Card"}), "events[0].token.card", "unknown card"),
    (create(controller="C"), "events[0].controller", "unknown player"),
    (create(ident="bears"), "events[0].id", "duplicate id"),
    (create(ident="x"), "events[0].id", "'x.2' is already used"),
])
def test_a_mistake_in_create_token_names_the_field(event: dict[str, Any], path: str,
                                                   problem: str) -> None:
    """The token is validated through the format's declaration; its ids against every id."""
    data = {"players": [{"id": "A"}, {"id": "B"}],
            "objects": [{"id": "bears", "card": "Grizzly Bears"}, {"id": "x.2"}],
            "events": [event]}

    with pytest.raises(engine.ScenarioError) as raised:
        engine.run_scenario(data)

    assert raised.value.path == path
    assert problem in str(raised.value)


# --- replacement effects that change how many tokens are created (614.1a) ---------------------


def tokens_of(result: dict[str, Any], prefix: str = "t") -> list[str]:
    return sorted(k for k in result["objects"] if k == prefix or k.startswith(f"{prefix}."))


def test_parallel_lives_doubles_the_tokens_its_controller_creates() -> None:
    """614.1a: "it creates twice that many of those tokens instead": 2 become 4, t to t.4,
    and each creation cites 614.1a besides 111.1."""
    objects = [{"id": "lives", "card": "Parallel Lives", "controller": "A"}]

    result = play(objects, [create(2)])

    assert tokens_of(result) == ["t", "t.2", "t.3", "t.4"]
    created = [s for s in result["steps"] if "111.2" in s["rules"]]
    assert len(created) == 4 and all("614.1a" in s["rules"] for s in created)


def test_anointed_procession_does_not_double_an_opponents_tokens() -> None:
    """"under your control": B's tokens aren't created under A's control."""
    objects = [{"id": "procession", "card": "Anointed Procession", "controller": "A"}]

    result = play(objects, [create(2, controller="B")])

    assert tokens_of(result) == ["t", "t.2"]


def test_primal_vigor_doubles_every_players_tokens() -> None:
    """Primal Vigor: "If one or more tokens would be created" — anyone's."""
    objects = [{"id": "vigor", "card": "Primal Vigor", "controller": "A"}]

    result = play(objects, [create(1, controller="B")])

    assert tokens_of(result) == ["t", "t.2"]


def test_primal_vigor_doubles_counters_on_any_creature() -> None:
    """Primal Vigor's second ability: +1/+1 counters on an opponent's creature are doubled."""
    objects = [{"id": "vigor", "card": "Primal Vigor", "controller": "A"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"}]
    events = [{"type": "counters", "target": "bears", "counter": "+1/+1", "amount": 1}]

    result = play(objects, events)

    assert result["objects"]["bears"]["counters"] == {"+1/+1": 2}


def test_two_doubling_effects_each_apply_once() -> None:
    """616.1, 614.5: two Parallel Lives both apply to creating one token: A (who creates
    them) picks one to apply first (616.1d); it makes two; the other, not yet applied, still
    applies to the modified event and makes four. Neither applies twice (614.5)."""
    objects = [{"id": "lives1", "card": "Parallel Lives", "controller": "A"},
               {"id": "lives2", "card": "Parallel Lives", "controller": "A"}]

    result = play(objects, [create(1)], choices=[{"player": "A", "choose": "lives2"}])

    assert tokens_of(result) == ["t", "t.2", "t.3", "t.4"]
    assert result["pending_choice"] is None


def test_the_creator_is_asked_which_doubling_effect_applies_first() -> None:
    """616.1: with no answer, A (who creates the tokens) is asked; nothing is created yet."""
    objects = [{"id": "vigor", "card": "Primal Vigor", "controller": "B"},
               {"id": "lives", "card": "Parallel Lives", "controller": "A"}]

    result = play(objects, [create(1)])

    assert result["pending_choice"]["player"] == "A"
    assert {o["id"] for o in result["pending_choice"]["options"]} == {"vigor", "lives"}
    assert tokens_of(result) == []


def test_primal_vigor_and_parallel_lives_make_four_times_as_many() -> None:
    """616.1, 614.5: Primal Vigor (B's) and Parallel Lives (A's) both apply to A's token,
    each once, in the order A chooses: 1 becomes 2 becomes 4."""
    objects = [{"id": "vigor", "card": "Primal Vigor", "controller": "B"},
               {"id": "lives", "card": "Parallel Lives", "controller": "A"}]

    result = play(objects, [create(1)], choices=[{"player": "A", "choose": "vigor"}])

    assert tokens_of(result) == ["t", "t.2", "t.3", "t.4"]


def test_no_tokens_nothing_to_double() -> None:
    """614.7: creating zero tokens creates nothing; no doubling applies."""
    objects = [{"id": "lives", "card": "Parallel Lives", "controller": "A"}]

    result = play(objects, [create(0)])

    assert tokens_of(result) == []
    assert any("no token would be created" in s["text"] for s in result["steps"])


def test_a_create_token_pattern_change_must_fit_it() -> None:
    """A replacement of token creation can change the amount, not the zone."""
    card = {"name": "Odd", "types": ["Enchantment"], "abilities": [
        {"kind": "replacement", "label": "L", "event": {"type": "create_token"},
         "instead": {"to": "exile"}}]}

    with pytest.raises(engine.ScenarioError) as raised:
        play([{"id": "odd", "card": "Odd"}], [create()], cards=[card])

    assert raised.value.path == "cards[0].abilities[0].instead.to"
