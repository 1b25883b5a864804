"""Optional, delayed, state and reflexive triggered abilities (603.5, 603.7, 603.8, 603.12),
with the world rule (704.5k), shield and stun counters (122.1c, 122.1d of the current rules)
and statics that change a rule (Mirror Gallery: the legend rule, 704.5j).

Each test plays a ruling a judge is asked about, with its reasoning from the rules; like the
reviewed rulings, each run keeps a golden trace of its whole output.
"""

from __future__ import annotations

from typing import Any

from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def card(object_id: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return {"id": object_id, "card": name, "controller": controller, **extra}


def texts(result: dict[str, Any]) -> list[str]:
    return [s["text"] for s in result["steps"]]


def rules(result: dict[str, Any]) -> set[str]:
    return {r for s in result["steps"] for r in s["rules"]}


BEAR_ENTERS = [card("sa", "Soul's Attendant"), card("bear", "Grizzly Bears", "B", zone="hand")]


# --- "may" (603.5, 608.2d) ----------------------------------------------------------------------


def test_a_may_trigger_asks_its_controller_as_it_resolves() -> None:
    """603.5, 608.2d: given Soul's Attendant and a creature entering, when its ability resolves
    with no answer, then A (its controller, not B) is asked yes or no, with the rules."""
    result = play(BEAR_ENTERS, events=[{"type": "enter", "object": "bear"}])

    choice = result["pending_choice"]
    assert choice["player"] == "A"
    assert [o["id"] for o in choice["options"]] == ["yes", "no"]
    assert choice["rules"] == ["603.5", "608.2d"]
    assert result["players"]["A"]["life"] == 20


def test_answering_yes_to_a_may_trigger_does_it() -> None:
    """603.5: given A answers yes, when the ability resolves, then A gains 1 life."""
    result = play(BEAR_ENTERS, events=[{"type": "enter", "object": "bear"}],
                  choices=[{"player": "A", "choose": "yes"}])

    assert result["pending_choice"] is None
    assert result["players"]["A"]["life"] == 21


def test_answering_no_to_a_may_trigger_resolves_doing_nothing() -> None:
    """603.5: given A answers no, when the ability resolves, then it leaves the stack having
    done nothing, and the trace says A chose not to."""
    result = play(BEAR_ENTERS, events=[{"type": "enter", "object": "bear"}],
                  choices=[{"player": "A", "choose": "no"}])

    assert result["players"]["A"]["life"] == 20
    assert result["stack"] == []
    assert any("chooses not to" in t for t in texts(result))


def test_a_may_answer_from_the_wrong_player_is_refused() -> None:
    """603.5: the controller chooses; given B answers A's question, then the scenario is refused
    naming the answer."""
    import pytest

    import engine
    with pytest.raises(engine.ScenarioError) as refused:
        play(BEAR_ENTERS, events=[{"type": "enter", "object": "bear"}],
             choices=[{"player": "B", "choose": "yes"}])

    assert refused.value.path == "choices[0]"


def test_two_may_triggers_are_each_answered() -> None:
    """603.3b, 603.5: given two Soul's Attendants, when a creature enters, then their identical
    triggers go on the stack without a question about order, and A answers each "may" on its
    own: yes then no gains 1 life."""
    objects = [*BEAR_ENTERS, card("sa2", "Soul's Attendant")]

    result = play(objects, events=[{"type": "enter", "object": "bear"}],
                  choices=[{"player": "A", "choose": "yes"}, {"player": "A", "choose": "no"}])

    assert result["players"]["A"]["life"] == 21
    assert result["pending_choice"] is None


# --- delayed triggered abilities (603.7) --------------------------------------------------------

FLICKER = [card("fw", "Flickerwisp", zone="hand"), card("bear", "Grizzly Bears", "B")]


def test_flickerwisp_exiles_and_a_delayed_trigger_returns_the_card_at_the_end_step() -> None:
    """603.7a, 603.7b: given Flickerwisp entering, when its ability exiles B's Grizzly Bears and
    the turn then ends, then the delayed ability it created triggers at the beginning of the end
    step and returns the card under its owner's control."""
    result = play(FLICKER, events=[{"type": "enter", "object": "fw"}, {"type": "end_turn"}])

    assert result["objects"]["bear"]["zone"] == "battlefield"
    assert result["objects"]["bear"]["controller"] == "B"
    assert {"603.7a", "603.7b"} <= rules(result)


def test_the_exiled_card_stays_in_exile_until_the_end_step() -> None:
    """603.7a: given Flickerwisp's ability has resolved, when no end step has begun, then the
    card is still in exile: the delayed ability waits for its moment."""
    result = play(FLICKER, events=[{"type": "enter", "object": "fw"}])

    assert result["objects"]["bear"]["zone"] == "exile"


def test_a_delayed_trigger_triggers_only_once() -> None:
    """603.7b: given the card returned at the first end step, when Flickerwisp's controller's
    turn and the next both end, then the delayed ability doesn't trigger a second time (its
    "Return ..." appears once in the trace)."""
    result = play(FLICKER, events=[{"type": "enter", "object": "fw"}, {"type": "end_turn"},
                                   {"type": "end_turn"}])

    triggered = [s for s in result["steps"] if "603.7b" in s["rules"]]
    assert len(triggered) == 1
    assert result["objects"]["bear"]["zone"] == "battlefield"


def test_a_delayed_trigger_does_nothing_if_its_card_moved_on() -> None:
    """603.7c, 400.7: given the exiled card is moved to its owner's graveyard before the end
    step, when the delayed ability resolves, then it can't find the card (a new object) and
    leaves it in the graveyard."""
    result = play(FLICKER, events=[{"type": "enter", "object": "fw"},
                                   {"type": "move", "object": "bear", "to": "graveyard"},
                                   {"type": "end_turn"}])

    assert result["objects"]["bear"]["zone"] == "graveyard"
    assert {"400.7", "603.7c"} <= rules(result)


def test_a_delayed_trigger_triggers_even_after_its_source_left() -> None:
    """603.7, 113.7a: given Flickerwisp destroyed after its ability resolved, when the end step
    begins, then the delayed ability still triggers and returns the card."""
    result = play(FLICKER, events=[{"type": "enter", "object": "fw"},
                                   {"type": "destroy", "target": "fw"}, {"type": "end_turn"}])

    assert result["objects"]["fw"]["zone"] == "graveyard"
    assert result["objects"]["bear"]["zone"] == "battlefield"


# A delayed "when ... leaves the battlefield" ability, as a scenario's own card (its line is
# written as the format reads it; no library card needs one yet).
WARDEN = {
    "name": "Test Warden", "types": ["Creature"], "mana_value": 2, "power": 2, "toughness": 2,
    "abilities": [{
        "kind": "triggered",
        "label": "When this creature enters, put a +1/+1 counter on target creature. When "
                 "that creature leaves the battlefield, you gain 3 life.",
        "trigger": {"on": "enters", "object": "self"},
        "targets": [{"object": {"types": ["Creature"], "other": True}}],
        "effect": [{"do": "put_counters", "object": "target", "counter": "+1/+1"},
                   {"do": "delayed", "leaves": "target",
                    "effect": [{"do": "gain_life", "player": "you", "amount": 3}]}]}],
}


def test_a_delayed_leaves_trigger_waits_for_that_creature_to_leave() -> None:
    """603.7a, 603.7b: given a delayed "when that creature leaves the battlefield" ability,
    when the creature is destroyed, then A gains 3 life; before that, nothing."""
    objects = [card("w", "Test Warden", zone="hand"), card("bear", "Grizzly Bears", "B")]

    before = play(objects, events=[{"type": "enter", "object": "w"}], cards=[WARDEN])
    after = play(objects, events=[{"type": "enter", "object": "w"},
                                  {"type": "destroy", "target": "bear"}], cards=[WARDEN])

    assert before["players"]["A"]["life"] == 20
    assert after["players"]["A"]["life"] == 23
    assert "603.7b" in rules(after)


def test_a_delayed_leaves_trigger_ignores_a_new_object_with_the_same_card() -> None:
    """400.7, 603.7b: given the creature left and came back (a new object), when it leaves
    again, then the delayed ability, which already triggered, doesn't trigger again."""
    objects = [card("w", "Test Warden", zone="hand"), card("bear", "Grizzly Bears", "B")]

    result = play(objects, events=[{"type": "enter", "object": "w"},
                                   {"type": "destroy", "target": "bear"},
                                   {"type": "enter", "object": "bear"},
                                   {"type": "destroy", "target": "bear"}], cards=[WARDEN])

    assert result["players"]["A"]["life"] == 23


# "Until this leaves" as a delayed ability watching its source, "it" being the exiled card.
PRISON = {
    "name": "Test Prison", "types": ["Enchantment"], "mana_value": 3,
    "abilities": [{
        "kind": "triggered",
        "label": "When this enchantment enters, exile target creature an opponent controls. "
                 "When this enchantment leaves the battlefield, return that card to the "
                 "battlefield under its owner's control.",
        "trigger": {"on": "enters", "object": "self"},
        "targets": [{"object": {"types": ["Creature"], "controller": "opponent"}}],
        "effect": [{"do": "exile", "object": "target"},
                   {"do": "delayed", "leaves": "self", "object": "target",
                    "effect": [{"do": "return_to_battlefield", "object": "it"}]}]}],
}


def test_a_delayed_leaves_trigger_can_watch_one_object_and_return_another() -> None:
    """603.7a, 603.7b: given the prison's delayed ability watching the prison, with "it" the
    exiled card, when the prison is destroyed, then the card returns under its owner's
    control; before, it stays in exile."""
    objects = [card("p", "Test Prison", zone="hand"), card("bear", "Grizzly Bears", "B")]

    held = play(objects, events=[{"type": "enter", "object": "p"}], cards=[PRISON])
    freed = play(objects, events=[{"type": "enter", "object": "p"},
                                  {"type": "destroy", "target": "p"}], cards=[PRISON])

    assert held["objects"]["bear"]["zone"] == "exile"
    assert freed["objects"]["bear"]["zone"] == "battlefield"
    assert freed["objects"]["bear"]["controller"] == "B"


def test_a_delayed_action_without_its_moment_is_refused() -> None:
    """603.7: a delayed action says when it triggers; given neither "at" nor "leaves", then the
    card is refused naming the action."""
    import pytest

    import engine
    broken = {**WARDEN, "abilities": [{**WARDEN["abilities"][0], "effect": [
        {"do": "delayed", "effect": [{"do": "gain_life", "amount": 1}]}]}]}

    with pytest.raises(engine.ScenarioError) as refused:
        play([card("w", "Test Warden")], cards=[broken])

    assert "effect[0]" in refused.value.path


# --- state triggers (603.8) ---------------------------------------------------------------------


def test_emperor_crocodile_is_sacrificed_when_its_controller_has_no_other_creature() -> None:
    """603.8: given Emperor Crocodile and one other creature of A's, when that creature is
    destroyed, then the state "you control no other creatures" is true, the ability triggers
    and the Crocodile is sacrificed."""
    objects = [card("croc", "Emperor Crocodile"), card("bear", "Grizzly Bears")]

    result = play(objects, events=[{"type": "destroy", "target": "bear"}])

    assert result["objects"]["croc"]["zone"] == "graveyard"
    assert "603.8" in rules(result)


def test_a_state_trigger_waits_while_its_state_is_false() -> None:
    """603.8: given Emperor Crocodile and an opponent's creature only leaving, then A still
    controls another creature and nothing triggers."""
    objects = [card("croc", "Emperor Crocodile"), card("bear", "Grizzly Bears"),
               card("wolf", "Grizzly Bears", "B")]

    result = play(objects, events=[{"type": "destroy", "target": "wolf"}])

    assert result["objects"]["croc"]["zone"] == "battlefield"
    assert "603.8" not in rules(result)


def test_a_state_trigger_triggers_once_while_on_the_stack() -> None:
    """603.8: given Emperor Crocodile alone from the start, then its state is true at once; its
    ability triggers once (not again while it waits or is on the stack, though the state stays
    true until it resolves) and the Crocodile is sacrificed."""
    objects = [card("croc", "Emperor Crocodile")]

    result = play(objects)

    assert [s["rules"] for s in result["steps"]].count(["603.8"]) == 1
    assert result["objects"]["croc"]["zone"] == "graveyard"


LOOPING = {
    "name": "Test Hermit", "types": ["Creature"], "mana_value": 1, "power": 1, "toughness": 1,
    "abilities": [{
        "kind": "triggered", "label": "When you control no Islands, you gain 1 life.",
        "trigger": {"on": "state", "you_control_none": {"subtypes": ["Island"]}},
        "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}],
}


def test_a_state_trigger_that_never_changes_its_state_ends_as_a_loop() -> None:
    """603.8, 104.4b: given a state trigger whose effect leaves its state true, then it
    triggers again each time it has left the stack: a loop of mandatory actions, so the game
    is a draw, said with the rule, instead of running forever."""
    result = play([card("h", "Test Hermit")], cards=[LOOPING])

    last = result["steps"][-1]
    assert last["kind"] == "game_over"
    assert last["rules"] == ["104.4b"]


# --- reflexive triggered abilities (603.12) -----------------------------------------------------

# "You may [do something]. When you do, [something else]", as a scenario's own card: the
# library's reflexive cards need actions the library lacks (sacrificing a chosen creature,
# paying mana, exerting).
PACT = {
    "name": "Test Duelist", "types": ["Creature"], "mana_value": 3, "power": 2, "toughness": 2,
    "abilities": [{
        "kind": "triggered", "may": True,
        "label": "When this creature enters, you may lose 2 life. When you do, destroy target "
                 "creature an opponent controls.",
        "trigger": {"on": "enters", "object": "self"},
        "effect": [{"do": "lose_life", "player": "you", "amount": 2},
                   {"do": "reflexive",
                    "targets": [{"object": {"types": ["Creature"], "controller": "opponent"}}],
                    "effect": [{"do": "destroy", "object": "target"}]}]}],
}
DUEL = [card("d", "Test Duelist", zone="hand"), card("bear", "Grizzly Bears", "B")]


def test_a_reflexive_trigger_triggers_when_you_do() -> None:
    """603.12: given A answers yes and loses 2 life, when the ability finishes resolving, then
    the reflexive ability triggers, is put on the stack targeting B's only creature (603.3d)
    and destroys it."""
    result = play(DUEL, events=[{"type": "enter", "object": "d"}], cards=[PACT],
                  choices=[{"player": "A", "choose": "yes"}])

    assert result["players"]["A"]["life"] == 18
    assert result["objects"]["bear"]["zone"] == "graveyard"
    assert "603.12" in rules(result)


def test_a_reflexive_trigger_doesnt_trigger_when_you_dont() -> None:
    """603.12: given A answers no, then nothing happens: no life lost, no reflexive trigger."""
    result = play(DUEL, events=[{"type": "enter", "object": "d"}], cards=[PACT],
                  choices=[{"player": "A", "choose": "no"}])

    assert result["players"]["A"]["life"] == 20
    assert result["objects"]["bear"]["zone"] == "battlefield"
    assert "603.12" not in rules(result)


def test_a_reflexive_triggers_target_is_chosen_after_the_choice_to_do_it() -> None:
    """603.12, 603.3d: given two creatures B controls, when A says yes, then A is asked for the
    reflexive ability's target only now, as it is put on the stack (not as the first ability
    triggered)."""
    objects = [*DUEL, card("wolf", "Grizzly Bears", "B")]

    asked = play(objects, events=[{"type": "enter", "object": "d"}], cards=[PACT],
                 choices=[{"player": "A", "choose": "yes"}])
    done = play(objects, events=[{"type": "enter", "object": "d"}], cards=[PACT],
                choices=[{"player": "A", "choose": "yes"}, {"player": "A", "choose": "wolf"}])

    assert asked["players"]["A"]["life"] == 18
    assert [o["id"] for o in asked["pending_choice"]["options"]] == ["bear", "wolf"]
    assert done["objects"]["wolf"]["zone"] == "graveyard"
    assert done["objects"]["bear"]["zone"] == "battlefield"


# --- the world rule (704.5k) --------------------------------------------------------------------


def test_the_newer_world_enchantment_stays() -> None:
    """704.5k: given Gravity Sphere on the battlefield, when Concordant Crossroads enters
    (under another player, which doesn't matter), then Gravity Sphere, the world permanent for
    the longer time, is put into its owner's graveyard."""
    objects = [card("gs", "Gravity Sphere"), card("cc", "Concordant Crossroads", "B", zone="hand")]

    result = play(objects, events=[{"type": "enter", "object": "cc"}])

    assert result["objects"]["gs"]["zone"] == "graveyard"
    assert result["objects"]["cc"]["zone"] == "battlefield"
    assert "704.5k" in rules(result)


def test_world_enchantments_that_arrive_together_all_go() -> None:
    """704.5k: given two world enchantments with the same timestamp (on the battlefield as the
    scenario begins, same "timestamp"), then it is a tie, and both are put into their owners'
    graveyards."""
    objects = [card("gs", "Gravity Sphere", timestamp=5),
               card("cc", "Concordant Crossroads", "B", timestamp=5)]

    result = play(objects)

    assert result["objects"]["gs"]["zone"] == "graveyard"
    assert result["objects"]["cc"]["zone"] == "graveyard"


# --- rule-changing statics: the legend rule and Mirror Gallery (101.1, 704.5j) ------------------

TWO_HOUNDS = [card("h1", "Isamaru, Hound of Konda"), card("h2", "Isamaru, Hound of Konda")]


def test_mirror_gallery_keeps_both_legends_without_a_question() -> None:
    """101.1, 704.5j: given Mirror Gallery ("The legend rule doesn't apply"), when A controls
    two Isamaru, then no question is asked, both stay, and the trace says why once."""
    result = play([card("mg", "Mirror Gallery"), *TWO_HOUNDS])

    assert result["pending_choice"] is None
    assert result["objects"]["h1"]["zone"] == result["objects"]["h2"]["zone"] == "battlefield"
    assert sum("legend rule doesn't apply" in t for t in texts(result)) == 1
    assert {"101.1", "704.5j"} <= rules(result)


def test_without_mirror_gallery_the_legend_rule_asks() -> None:
    """704.5j: given Mirror Gallery destroyed, then the legend rule applies again and A is
    asked which Isamaru to keep."""
    result = play([card("mg", "Mirror Gallery"), *TWO_HOUNDS],
                  events=[{"type": "destroy", "target": "mg"}])

    assert result["pending_choice"]["player"] == "A"
    assert result["pending_choice"]["rules"] == ["704.5j"]


BOX = {"name": "Test Box", "types": ["Artifact"], "mana_value": 3,
       "abilities": [{"kind": "rule", "doesnt_apply": "legend_rule", "player": "you",
                      "label": "The \"legend rule\" doesn't apply to permanents you control."}]}


def test_a_legend_rule_exemption_for_permanents_you_control_only_covers_yours() -> None:
    """704.5j: given B's "doesn't apply to permanents you control" artifact, when A controls two
    Isamaru, then A is still asked: the exemption covers only B's permanents."""
    result = play([card("box", "Test Box", "B"), *TWO_HOUNDS], cards=[BOX])

    assert result["pending_choice"]["player"] == "A"


def test_a_legend_rule_exemption_for_permanents_you_control_covers_yours() -> None:
    """704.5j: given A's own such artifact, then both of A's Isamaru stay."""
    result = play([card("box", "Test Box"), *TWO_HOUNDS], cards=[BOX])

    assert result["pending_choice"] is None
    assert result["objects"]["h2"]["zone"] == "battlefield"


# --- shield counters (122.1c of the current rules) ----------------------------------------------
# The shipped text is older: it has no shield counters, and its 122.1c is loyalty (122.1e now).


def shielded(**extra: Any) -> dict[str, Any]:
    return card("bear", "Grizzly Bears", counters={"shield": 1}, **extra)


def test_a_shield_counter_is_removed_instead_of_destruction() -> None:
    """122.1c, 614.1a: given a creature with a shield counter, when an effect destroys it, then
    a shield counter is removed instead and it stays."""
    result = play([shielded()], events=[{"type": "destroy", "target": "bear"}])

    assert result["objects"]["bear"]["zone"] == "battlefield"
    assert result["objects"]["bear"]["counters"] == {}
    assert {"122.1c", "614.1a"} <= rules(result)


def test_voice_of_the_vermin_enters_with_a_shield_counter_that_saves_it_once() -> None:
    """614.1c, 122.1c: given Voice of the Vermin entering, then it has a shield counter; when it
    is destroyed, then the counter is removed instead; its attack trigger, which combat plays
    (508.1m), isn't listed in not_modelled: no creature attacked."""
    objects = [card("v", "Voice of the Vermin", zone="hand")]

    result = play(objects, events=[{"type": "enter", "object": "v"},
                                   {"type": "destroy", "target": "v"}])

    assert result["objects"]["v"]["zone"] == "battlefield"
    assert result["objects"]["v"]["counters"] == {}
    assert result["not_modelled"] == []


def test_a_shield_counter_protects_once() -> None:
    """122.1c: given one shield counter, when it is destroyed twice, then the first removes the
    counter and the second destroys it."""
    result = play([shielded()], events=[{"type": "destroy", "target": "bear"},
                                        {"type": "destroy", "target": "bear"}])

    assert result["objects"]["bear"]["zone"] == "graveyard"


def test_a_shield_counter_prevents_damage_and_is_removed() -> None:
    """122.1c, 615.1a: given a creature with a shield counter, when 5 damage would be dealt to
    it, then all of it is prevented and the counter is removed; the next damage is dealt."""
    objects = [shielded(), card("x", "Grizzly Bears", "B")]

    once = play(objects, events=[{"type": "damage", "source": "x", "target": "bear",
                                  "amount": 5}])
    twice = play(objects, events=[{"type": "damage", "source": "x", "target": "bear",
                                   "amount": 5},
                                  {"type": "damage", "source": "x", "target": "bear",
                                   "amount": 1}])

    assert once["objects"]["bear"]["zone"] == "battlefield"
    assert once["objects"]["bear"]["damage"] == 0
    assert once["objects"]["bear"]["counters"] == {}
    assert twice["objects"]["bear"]["damage"] == 1


def test_combat_damage_from_two_sources_removes_one_shield_counter() -> None:
    """122.1c, 510.2: combat damage is dealt at once, one event of damage to the permanent;
    given a creature with two shield counters blocked by two creatures, then all the damage is
    prevented and one shield counter is removed."""
    objects = [card("bear", "Grizzly Bears", counters={"shield": 2}),
               card("x", "Grizzly Bears", "B"), card("y", "Grizzly Bears", "B")]

    result = play(objects, events=[
        {"type": "damage", "source": "x", "target": "bear", "amount": 2, "combat": True},
        {"type": "damage", "source": "y", "target": "bear", "amount": 2, "combat": True}])

    assert result["objects"]["bear"]["damage"] == 0
    assert result["objects"]["bear"]["counters"] == {"shield": 1}


def test_a_shield_counter_doesnt_stop_destruction_by_lethal_damage() -> None:
    """122.1c, 704.5g: the counter replaces destruction "as the result of an effect"; given a
    creature with lethal damage already marked and a shield counter, then the state-based
    action (a rule, not an effect) destroys it and the counter doesn't stop it."""
    result = play([shielded(damage=2)])

    assert result["objects"]["bear"]["zone"] == "graveyard"
    assert "704.5g" in rules(result)


def test_a_shield_counter_doesnt_stop_sacrifice() -> None:
    """122.1c, 701.17a: sacrificing isn't destroying; given a shielded creature sacrificed,
    then it goes to the graveyard."""
    result = play([shielded()], events=[{"type": "sacrifice", "object": "bear"}])

    assert result["objects"]["bear"]["zone"] == "graveyard"


# --- stun counters (122.1d of the current rules) and the untap step (502.3) ---------------------


def test_the_untap_step_untaps_only_the_active_players_permanents() -> None:
    """502.3: given tapped permanents of A (active) and B, when A's untap step happens, then
    only A's untap."""
    objects = [card("a1", "Grizzly Bears", tapped=True),
               card("b1", "Grizzly Bears", "B", tapped=True)]

    result = play(objects, events=[{"type": "untap"}])

    assert result["objects"]["a1"]["tapped"] is False
    assert result["objects"]["b1"]["tapped"] is True


def test_a_stun_counter_keeps_a_permanent_tapped_once() -> None:
    """122.1d, 502.3: given a tapped creature with a stun counter, when its controller's untap
    step happens, then it stays tapped and the stun counter is removed; at the next untap step
    it untaps."""
    objects = [card("bear", "Grizzly Bears", tapped=True, counters={"stun": 1})]

    once = play(objects, events=[{"type": "untap"}])
    again = play(objects, events=[{"type": "untap"}, {"type": "end_turn"},
                                  {"type": "end_turn"}, {"type": "untap"}])

    assert once["objects"]["bear"]["tapped"] is True
    assert once["objects"]["bear"]["counters"] == {}
    assert "122.1d" in rules(once)
    assert again["objects"]["bear"]["tapped"] is False


def test_a_stun_counter_on_an_untapped_permanent_stays() -> None:
    """122.1d: the counter is removed only instead of untapping; given an untapped creature with
    a stun counter, when the untap step happens, then nothing would untap it and the counter
    stays."""
    objects = [card("bear", "Grizzly Bears", counters={"stun": 1})]

    result = play(objects, events=[{"type": "untap"}])

    assert result["objects"]["bear"]["counters"] == {"stun": 1}


def test_the_oracle_compiler_reads_a_state_trigger_that_sacrifices() -> None:
    """603.8: "When you control no Islands, sacrifice Sea Serpent." compiles to a state trigger
    on Islands, so an imported card with the line is played, not listed in not_modelled."""
    from engine.oracle import compile_face

    compiled = compile_face({"name": "Sea Serpent", "types": ["Creature"], "power": 5,
                             "toughness": 5,
                             "text": "When you control no Islands, sacrifice Sea Serpent."})

    line, = compiled.lines
    assert line.template == "state_trigger_sacrifice"
    assert line.abilities[0]["trigger"] == {"on": "state",
                                            "you_control_none": {"subtypes": ["Island"]}}


TWO_STEP_HERMIT = {
    "name": "Test Hermit", "types": ["Creature"], "mana_value": 1, "power": 1, "toughness": 1,
    "abilities": [{
        "kind": "triggered",
        "label": "When you control no Islands, you gain 1 life, then sacrifice this creature.",
        "trigger": {"on": "state", "you_control_none": {"subtypes": ["Island"]}},
        "effect": [{"do": "gain_life", "player": "you", "amount": 1},
                   {"do": "sacrifice", "object": "self"}]}],
}


def test_a_state_trigger_doesnt_trigger_again_while_it_resolves() -> None:
    """603.8: given a state trigger with two actions, when the first has happened and its state
    is still true, then it doesn't trigger again: it is on the stack until its resolution
    ends. It gains 1 life once and sacrifices its source."""
    result = play([card("h", "Test Hermit")], cards=[TWO_STEP_HERMIT])

    assert result["players"]["A"]["life"] == 21
    assert result["objects"]["h"]["zone"] == "graveyard"
    assert [s["rules"] for s in result["steps"]].count(["603.8"]) == 1


LATE_GIFT = {
    "name": "Test Gift", "types": ["Creature"], "mana_value": 1, "power": 1, "toughness": 1,
    "abilities": [{
        "kind": "triggered",
        "label": "When this creature enters, you gain 2 life at the beginning of the next end "
                 "step.",
        "trigger": {"on": "enters", "object": "self"},
        "effect": [{"do": "delayed", "at": "next_end_step",
                    "effect": [{"do": "gain_life", "player": "you", "amount": 2}]}]}],
}


def test_a_delayed_trigger_about_no_object_happens_at_the_next_end_step() -> None:
    """603.7a: given a delayed "you gain 2 life at the beginning of the next end step", then
    nothing happens until the end step, and then A gains 2 life, once, also over two turns."""
    objects = [card("g", "Test Gift", zone="hand")]

    before = play(objects, events=[{"type": "enter", "object": "g"}], cards=[LATE_GIFT])
    after = play(objects, events=[{"type": "enter", "object": "g"}, {"type": "end_turn"},
                                  {"type": "end_turn"}], cards=[LATE_GIFT])

    assert before["players"]["A"]["life"] == 20
    assert after["players"]["A"]["life"] == 22


def test_flickerwisp_exiling_a_token_returns_nothing() -> None:
    """111.7, 603.7c: given Flickerwisp exiling B's only other permanent, a token, then the token
    ceases to exist in exile (704.5d), and at the end step the delayed ability finds no card to
    return."""
    soldier = {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"],
               "colors": ["W"], "power": 1, "toughness": 1}
    objects = [card("fw", "Flickerwisp", zone="hand")]

    result = play(objects, events=[
        {"type": "create_token", "controller": "B", "token": soldier, "id": "t"},
        {"type": "enter", "object": "fw"}, {"type": "end_turn"}])

    assert "t" not in result["objects"]
    assert {"704.5d", "603.7c"} <= rules(result)


WORLD_PEACE = {"name": "Test Accord", "types": ["Enchantment"], "mana_value": 2,
               "abilities": [{"kind": "rule", "doesnt_apply": "world_rule",
                              "label": "The world rule doesn't apply."}]}


def test_a_rule_ability_can_switch_the_world_rule_off() -> None:
    """101.1, 704.5k: given an ability under which the world rule doesn't apply, when a second
    world enchantment enters, then both stay, and the trace says why."""
    objects = [card("acc", "Test Accord"), card("gs", "Gravity Sphere"),
               card("cc", "Concordant Crossroads", zone="hand")]

    result = play(objects, events=[{"type": "enter", "object": "cc"}], cards=[WORLD_PEACE])

    assert result["objects"]["gs"]["zone"] == "battlefield"
    assert result["objects"]["cc"]["zone"] == "battlefield"
    assert {"101.1", "704.5k"} <= rules(result)


def test_sleep_cursed_faerie_enters_tapped_and_wakes_after_three_untap_steps() -> None:
    """614.1c, 122.1d, 502.3: given Sleep-Cursed Faerie entering tapped with three stun
    counters, then each of its controller's untap steps removes one instead of untapping it;
    the fourth untaps it."""
    objects = [card("f", "Sleep-Cursed Faerie", zone="hand")]
    turn = [{"type": "untap"}, {"type": "end_turn"}, {"type": "end_turn"}]

    entered = play(objects, events=[{"type": "enter", "object": "f"}])
    three = play(objects, events=[{"type": "enter", "object": "f"}, *turn * 3])
    four = play(objects, events=[{"type": "enter", "object": "f"}, *turn * 3,
                                 {"type": "untap"}])

    assert entered["objects"]["f"]["tapped"] is True
    assert entered["objects"]["f"]["counters"] == {"stun": 3}
    assert entered["pending_choice"] is None
    assert three["objects"]["f"]["tapped"] is True
    assert three["objects"]["f"]["counters"] == {}
    assert four["objects"]["f"]["tapped"] is False


def test_enters_tapped_with_counters_is_one_change_and_no_more() -> None:
    """614.1c: "enters tapped with N counters" is one replacement effect: "tapped" with
    "counters" is read; a third change beside them is refused naming the field."""
    import pytest

    import engine
    base = {"name": "Test Sleeper", "types": ["Creature"], "mana_value": 1, "power": 1,
            "toughness": 1}
    ability = {"kind": "replacement", "label": "This creature enters tapped with a +1/+1 "
               "counter on it.", "event": {"type": "enter", "object": "self"},
               "instead": {"tapped": True, "counters": {"+1/+1": 1}}}
    three = {**ability, "instead": {**ability["instead"], "under_control_of": "you"}}

    result = play([card("s", "Test Sleeper", zone="hand")],
                  events=[{"type": "enter", "object": "s"}],
                  cards=[{**base, "abilities": [ability]}])
    with pytest.raises(engine.ScenarioError) as refused:
        play([card("s", "Test Sleeper")], cards=[{**base, "abilities": [three]}])

    assert result["objects"]["s"]["tapped"] is True
    assert result["objects"]["s"]["counters"] == {"+1/+1": 1}
    assert "instead" in refused.value.path
