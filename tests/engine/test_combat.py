"""Combat (506-511): declaring attackers and blockers, combat damage, the end of combat."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from engine.errors import ScenarioError
from tests.engine.event_helpers import play


def creature(ident: str, power: int, toughness: int, controller: str = "A",
             keywords: list[str] | None = None, **extra: Any) -> dict[str, Any]:
    """A vanilla creature with these keywords."""
    return {"id": ident, "name": ident.title(), "types": ["Creature"], "power": power,
            "toughness": toughness, "controller": controller, "keywords": keywords or [],
            **extra}


def attack(*attackers: str | tuple[str, str]) -> dict[str, Any]:
    return {"type": "attack", "attackers": [
        {"object": a} if isinstance(a, str) else {"object": a[0], "defending": a[1]}
        for a in attackers]}


def block(**blocks: str | list[str]) -> dict[str, Any]:
    return {"type": "block", "blockers": [{"object": b, "blocking": a}
                                          for b, a in blocks.items()]}


def damage(assign: dict[str, dict[str, int]] | None = None) -> dict[str, Any]:
    return {"type": "combat_damage", **({"assign": assign} if assign else {})}


def rules_of(result: dict[str, Any]) -> list[str]:
    return [rule for step in result["steps"] for rule in step["rules"]]


# --- declare attackers (508) ------------------------------------------------------------------


def test_an_unblocked_attacker_deals_its_damage_to_the_defending_player() -> None:
    """510.1b: given a 2/2 attacking B and no blocks, when damage is dealt, B loses 2 life."""
    result = play([creature("bear", 2, 2)], [attack("bear"), block(), damage()])

    assert result["players"]["B"]["life"] == 18
    assert result["objects"]["bear"]["tapped"] is True
    assert "508.1f" in rules_of(result)


def test_an_attacker_with_vigilance_doesnt_tap() -> None:
    """702.20b: given an attacker with vigilance, when it attacks, it stays untapped."""
    result = play([creature("knight", 2, 2, keywords=["Vigilance"])], [attack("knight")])

    assert result["objects"]["knight"]["tapped"] is False
    assert result["objects"]["knight"]["attacking"] == "B"


def test_the_output_says_who_attacks_and_blocks_during_combat() -> None:
    """506.3: after the block event the attacker attacks B and the blocker blocks it; after the
    end of combat (511.3) both are null again."""
    objects = [creature("bear", 2, 2), creature("wall", 0, 4, "B")]

    during = play(objects, [attack("bear"), block(wall="bear")])
    after = play(objects, [attack("bear"), block(wall="bear"), damage()])

    assert during["objects"]["bear"]["attacking"] == "B"
    assert during["objects"]["wall"]["blocking"] == ["bear"]
    assert after["objects"]["bear"]["attacking"] is None
    assert after["objects"]["wall"]["blocking"] is None


@pytest.mark.parametrize(("attacker", "rule"), [
    (creature("tapped", 2, 2, tapped=True), "508.1a"),
    (creature("tapped", 2, 2, summoning_sick=True), "302.6"),
    (creature("tapped", 0, 4, keywords=["Defender"]), "702.3b"),
    (creature("tapped", 2, 2, controller="B"), "508.1a"),
])
def test_an_illegal_attacker_is_an_invalid_scenario(attacker: dict[str, Any], rule: str) -> None:
    """508.1a, 302.6, 702.3b: a tapped, summoning-sick, defender or opponent's creature can't
    attack; the error names the event and the rule."""
    with pytest.raises(ScenarioError) as error:
        play([attacker], [attack("tapped")])

    assert error.value.path == "events[0].attackers[0].object"
    assert f"({rule}" in str(error.value) or rule in str(error.value)


def test_haste_lets_a_summoning_sick_creature_attack() -> None:
    """302.6, 702.10b: given a summoning-sick creature with haste, it may attack."""
    result = play([creature("goblin", 2, 2, keywords=["Haste"], summoning_sick=True)],
                  [attack("goblin"), damage()])

    assert result["players"]["B"]["life"] == 18


def test_a_creature_that_entered_this_turn_is_summoning_sick() -> None:
    """302.6: a creature put onto the battlefield this turn can't attack without haste."""
    objects = [creature("bear", 2, 2, zone="hand")]

    with pytest.raises(ScenarioError, match=r"302\.6"):
        play(objects, [{"type": "enter", "object": "bear"}, attack("bear")])


def test_a_cant_attack_effect_forbids_attacking() -> None:
    """508.1c: Pacifism's "enchanted creature can't attack or block" makes the attack illegal."""
    aura = {"name": "Test Pacifism", "types": ["Enchantment"], "subtypes": ["Aura"],
            "keywords": ["Enchant creature"], "abilities": [
                {"kind": "cant", "label": "Enchanted creature can't attack or block.",
                 "what": ["attack", "block"], "affects": "enchanted"}]}
    objects = [creature("bear", 2, 2), {"id": "p", "card": "Test Pacifism", "controller": "B",
                                        "attached_to": "bear"}]

    with pytest.raises(ScenarioError, match=r"can't attack.*508\.1c"):
        play(objects, [attack("bear")], cards=[aura])


def test_attacking_a_planeswalker_removes_its_loyalty() -> None:
    """506.3, 120.3c: an unblocked creature attacking a planeswalker deals its damage to it."""
    objects = [creature("bear", 2, 2), {"id": "jace", "card": "Jace Beleren",
                                        "controller": "B"}]

    result = play(objects, [attack(("bear", "jace")), damage()])

    assert result["objects"]["jace"]["loyalty"] == 1
    assert result["players"]["B"]["life"] == 20


def test_attacking_your_own_planeswalker_is_illegal() -> None:
    """508.1b: only an opponent's planeswalker can be attacked."""
    objects = [creature("bear", 2, 2), {"id": "jace", "card": "Jace Beleren"}]

    with pytest.raises(ScenarioError, match=r"508\.1b") as error:
        play(objects, [attack(("bear", "jace"))])

    assert error.value.path == "events[0].attackers[0].defending"


# --- declare blockers (509) -------------------------------------------------------------------


@pytest.mark.parametrize(("attacker_keywords", "blocker", "rule"), [
    (["Flying"], creature("wall", 0, 4, "B"), "702.9b"),
    (["Fear"], creature("wall", 0, 4, "B", colors=["W"]), "702.36b"),
    (["Intimidate"], creature("wall", 0, 4, "B", colors=["W"]), "702.13b"),
    (["Shadow"], creature("wall", 0, 4, "B"), "702.28b"),
    (["Protection from white"], creature("wall", 0, 4, "B", colors=["W"]), "702.16f"),
    ([], creature("wall", 0, 4, "B", tapped=True), "509.1a"),
])
def test_a_forbidden_block_is_an_invalid_scenario(attacker_keywords: list[str],
                                                   blocker: dict[str, Any], rule: str) -> None:
    """509.1a-b: evasion and a tapped blocker make the block illegal, naming the rule."""
    objects = [creature("bird", 2, 2, keywords=attacker_keywords, colors=["G"]), blocker]

    with pytest.raises(ScenarioError, match=rule.replace(".", r"\.")) as error:
        play(objects, [attack("bird"), block(wall="bird")])

    assert error.value.path.startswith("events[1].blockers[0]")


@pytest.mark.parametrize("keywords", [["Flying"], ["Reach"]])
def test_flying_and_reach_block_a_flyer(keywords: list[str]) -> None:
    """702.9b, 702.17b: a creature with flying or reach can block a creature with flying."""
    objects = [creature("bird", 2, 2, keywords=["Flying"]),
               creature("spider", 1, 4, "B", keywords)]

    result = play(objects, [attack("bird"), block(spider="bird"), damage()])

    assert result["players"]["B"]["life"] == 20
    assert result["objects"]["spider"]["damage"] == 2


def test_a_flyer_with_shadow_cant_be_blocked_by_a_flyer_without_shadow() -> None:
    """509.1b's example: evasion abilities are cumulative."""
    objects = [creature("soltari", 2, 2, keywords=["Flying", "Shadow"]),
               creature("bird", 1, 1, "B", ["Flying"])]

    with pytest.raises(ScenarioError, match=r"702\.28b"):
        play(objects, [attack("soltari"), block(bird="soltari")])


def test_landwalk_only_matters_when_the_defender_controls_the_land() -> None:
    """702.14c: swampwalk makes it unblockable only while the defending player has a Swamp."""
    objects = [creature("walker", 2, 2, keywords=["Swampwalk"]), creature("wall", 0, 4, "B")]
    swamp = {"id": "swamp", "card": "Swamp", "controller": "B"}

    play(objects, [attack("walker"), block(wall="walker")])
    with pytest.raises(ScenarioError, match=r"702\.14c"):
        play([*objects, swamp], [attack("walker"), block(wall="walker")])


def test_menace_needs_two_blockers() -> None:
    """702.111b: one blocker is illegal for a creature with menace; two are fine."""
    objects = [creature("ogre", 3, 3, keywords=["Menace"]), creature("w1", 0, 2, "B"),
               creature("w2", 0, 2, "B")]

    with pytest.raises(ScenarioError, match=r"702\.111b"):
        play(objects, [attack("ogre"), block(w1="ogre")])
    result = play(objects, [attack("ogre"), block(w1="ogre", w2="ogre"),
                            damage({"ogre": {"w1": 2, "w2": 1}})])
    assert result["objects"]["w1"]["zone"] == "graveyard"


def test_a_creature_blocks_only_one_attacker_unless_an_ability_allows_more() -> None:
    """509.1a: blocking two attackers needs an ability such as "can block an additional
    creature each combat"."""
    extra = {"kind": "block_additional", "label": "This creature can block an additional "
             "creature each combat.", "count": 1}
    objects = [creature("a1", 2, 2), creature("a2", 2, 2), creature("wall", 1, 5, "B")]

    with pytest.raises(ScenarioError, match=r"509\.1a"):
        play(objects, [attack("a1", "a2"), block(wall=["a1", "a2"])])
    objects[2]["abilities"] = [extra]
    result = play(objects, [attack("a1", "a2"), block(wall=["a1", "a2"]),
                            damage({"wall": {"a1": 1}})])
    assert result["objects"]["wall"]["damage"] == 4
    assert result["objects"]["a1"]["damage"] == 1


# --- combat damage (510) ----------------------------------------------------------------------


def test_first_strike_kills_the_blocker_before_it_deals_damage() -> None:
    """510.4, 702.7b: a 2/2 first striker blocked by a 2/2 kills it in the first-strike step;
    the dead blocker deals no damage in the regular step."""
    objects = [creature("knight", 2, 2, keywords=["First strike"]), creature("bear", 2, 2, "B")]

    result = play(objects, [attack("knight"), block(bear="knight"), damage()])

    assert result["objects"]["bear"]["zone"] == "graveyard"
    assert result["objects"]["knight"]["damage"] == 0
    assert "510.4" in rules_of(result)


def test_double_strike_deals_damage_in_both_steps() -> None:
    """702.4b: an unblocked 2/2 with double strike deals 2 damage twice."""
    result = play([creature("kor", 2, 2, keywords=["Double strike"])],
                  [attack("kor"), damage()])

    assert result["players"]["B"]["life"] == 16


def test_trample_with_deathtouch_needs_only_one_damage_per_blocker() -> None:
    """702.19b, 702.2c: a 5/5 with trample and deathtouch assigns 1 to the blocker and 4 over."""
    objects = [creature("wurm", 5, 5, keywords=["Trample", "Deathtouch"]),
               creature("wall", 0, 6, "B")]

    result = play(objects, [attack("wurm"), block(wall="wurm"),
                            damage({"wurm": {"wall": 1, "B": 4}})])

    assert result["players"]["B"]["life"] == 16
    assert result["objects"]["wall"]["zone"] == "graveyard"


def test_trample_counts_damage_already_marked() -> None:
    """702.19b: lethal damage counts damage already marked: a 3/3 with 2 damage needs 1."""
    objects = [creature("wurm", 5, 5, keywords=["Trample"]),
               creature("bear", 3, 3, "B", damage=2)]

    result = play(objects, [attack("wurm"), block(bear="wurm"),
                            damage({"wurm": {"bear": 1, "B": 4}})])

    assert result["players"]["B"]["life"] == 16


def test_trample_cant_skip_lethal_damage_to_a_blocker() -> None:
    """702.19b: assigning to the player with less than lethal on the blocker is illegal."""
    objects = [creature("wurm", 5, 5, keywords=["Trample"]), creature("bear", 3, 3, "B")]

    with pytest.raises(ScenarioError, match=r"702\.19b") as error:
        play(objects, [attack("wurm"), block(bear="wurm"),
                       damage({"wurm": {"bear": 2, "B": 3}})])

    assert error.value.path == "events[2].assign.wurm"


def test_a_division_left_unsaid_is_asked_of_the_attacking_player() -> None:
    """510.1c: two blockers and no assign: A is asked, with example divisions as options."""
    objects = [creature("giant", 4, 4), creature("b1", 2, 2, "B"), creature("b2", 2, 2, "B")]

    result = play(objects, [attack("giant"), block(b1="giant", b2="giant"), damage()])

    choice = result["pending_choice"]
    assert choice["player"] == "A"
    assert "510.1c" in choice["rules"]
    assert {"id": "b1=4", "text": "B1 4"} in choice["options"]


def test_the_divisions_answer_is_the_assign_object() -> None:
    """The answer to the division question is an assign object: 2 to each kills both."""
    objects = [creature("giant", 4, 4), creature("b1", 2, 2, "B"), creature("b2", 2, 2, "B")]

    result = play(objects, [attack("giant"), block(b1="giant", b2="giant"), damage()],
                  choices=[{"player": "A", "choose": {"b1": 2, "b2": 2}}])

    assert result["objects"]["b1"]["zone"] == "graveyard"
    assert result["objects"]["b2"]["zone"] == "graveyard"
    assert result["objects"]["giant"]["zone"] == "graveyard"


def test_an_illegal_answer_to_the_division_is_an_error() -> None:
    """510.1a: a division that doesn't add up to the power is refused, naming the answer."""
    objects = [creature("giant", 4, 4), creature("b1", 2, 2, "B"), creature("b2", 2, 2, "B")]

    with pytest.raises(ScenarioError, match=r"510\.1a") as error:
        play(objects, [attack("giant"), block(b1="giant", b2="giant"), damage()],
             choices=[{"player": "A", "choose": {"b1": 1, "b2": 1}}])

    assert error.value.path == "choices[0]"


def test_lifelink_infect_and_wither_in_combat() -> None:
    """702.15b, 702.90b, 702.80b: lifelink gains life, infect gives poison counters to a player,
    wither puts -1/-1 counters on a creature."""
    objects = [creature("link", 2, 2, keywords=["Lifelink"]),
               creature("elf", 1, 1, keywords=["Infect"]),
               creature("withered", 2, 2, keywords=["Wither"]),
               creature("wall", 0, 4, "B")]

    result = play(objects, [attack("link", "elf", "withered"), block(wall="withered"),
                            damage()])

    assert result["players"]["A"]["life"] == 22
    assert result["players"]["B"]["life"] == 18
    assert result["players"]["B"]["poison"] == 1
    assert result["objects"]["wall"]["counters"] == {"-1/-1": 2}


def test_ten_poison_counters_lose_the_game() -> None:
    """704.5c: B with 8 poison counters takes 2 infect damage and loses."""
    result = play([creature("elf", 2, 2, keywords=["Infect"])], [attack("elf"), damage()],
                  players=[{"id": "A"}, {"id": "B", "poison": 8}])

    assert result["players"]["B"]["lost"] is True
    assert "704.5c" in rules_of(result)


def test_fog_prevents_all_combat_damage() -> None:
    """615: Fog's "prevent all combat damage this turn" stops the attacker's damage."""
    result = play([creature("bear", 2, 2)], [attack("bear"), damage()],
                  [{"id": "fog", "card": "Fog", "controller": "B"}])

    assert result["players"]["B"]["life"] == 20


def test_protection_prevents_the_attackers_damage_to_a_blocker() -> None:
    """702.16e: a black attacker's damage to a blocker with protection from black is
    prevented; the blocker's damage is dealt."""
    objects = [creature("zombie", 2, 2, colors=["B"]),
               creature("knight", 2, 2, "B", keywords=["Protection from black"])]

    result = play(objects, [attack("zombie"), block(knight="zombie"), damage()])

    assert result["objects"]["knight"]["damage"] == 0
    assert result["objects"]["zombie"]["zone"] == "graveyard"
    assert "702.16e" in rules_of(result)


def test_a_blocker_removed_from_combat_leaves_the_attacker_blocked() -> None:
    """510.2's example: Mogg Fanatic is sacrificed; Goblin Piker stays blocked and deals no
    damage; 509.1h."""
    objects = [creature("piker", 2, 1), creature("fanatic", 1, 1, "B")]

    result = play(objects, [attack("piker"), block(fanatic="piker"),
                            {"type": "sacrifice", "object": "fanatic"}, damage()])

    assert result["players"]["B"]["life"] == 20
    assert "510.1c" in rules_of(result)


def test_a_trampler_whose_blockers_are_gone_assigns_all_to_the_player() -> None:
    """702.19d: blocked, its blocker removed from combat, a trampler deals all to the player."""
    objects = [creature("wurm", 4, 4, keywords=["Trample"]), creature("bear", 2, 2, "B")]

    result = play(objects, [attack("wurm"), block(bear="wurm"),
                            {"type": "destroy", "target": "bear"}, damage()])

    assert result["players"]["B"]["life"] == 16


# --- triggers (508.1m, 509.1i, 510.3a, 511.2) -------------------------------------------------


ATTACK_TRIGGER = {"kind": "triggered", "label": "Whenever this creature attacks, you gain 1 "
                  "life.", "trigger": {"on": "attacks", "object": "self"},
                  "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}


@pytest.mark.parametrize(("on", "who", "life"), [
    ("attacks", "bear", 21), ("blocks", "wall", 21), ("becomes_blocked", "bear", 21)])
def test_combat_triggers(on: str, who: str, life: int) -> None:
    """508.1m, 509.1i, 509.5c: attacks, blocks and becomes-blocked abilities trigger."""
    ability = {**ATTACK_TRIGGER, "trigger": {"on": on, "object": "self"}}
    objects = [creature("bear", 2, 2), creature("wall", 0, 4, "B")]
    objects[0 if who == "bear" else 1]["abilities"] = [ability]

    result = play(objects, [attack("bear"), block(wall="bear")])

    controller = "A" if who == "bear" else "B"
    assert result["players"][controller]["life"] == life


def test_combat_damage_to_a_player_triggers_scroll_thief() -> None:
    """510.3a: "whenever this creature deals combat damage to a player, draw a card"."""
    result = play([{"id": "thief", "card": "Scroll Thief"}], [attack("thief"), damage()])

    assert result["players"]["A"]["library"] == 52


def test_end_of_combat_and_beginning_of_combat_triggers() -> None:
    """507.1, 511.2: "at the beginning of combat on your turn" and "at end of combat"."""
    def step(name: str) -> dict[str, Any]:
        return {"kind": "triggered", "label": f"At {name}, you gain 1 life.",
                "trigger": {"on": "beginning_of", "step": name, "player": "you"},
                "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}
    objects = [creature("bear", 2, 2, abilities=[step("combat"), step("end_of_combat")])]

    result = play(objects, [attack("bear"), damage()])

    assert result["players"]["A"]["life"] == 22


# --- the whole run ------------------------------------------------------------------------------


def test_a_scenario_without_combat_events_has_no_combat_output() -> None:
    """The contract's additions: a scenario without combat plays as before, with null
    attacking and blocking."""
    result = play([creature("bear", 2, 2)])

    assert result["objects"]["bear"]["attacking"] is None
    assert result["objects"]["bear"]["blocking"] is None


def test_the_cli_exits_2_naming_the_event_for_an_illegal_block(tmp_path: Any) -> None:
    """An illegal declaration is an invalid scenario: exit 2, the event and the rule."""
    import json
    import subprocess
    import sys

    scenario = {"players": [{"id": "A"}, {"id": "B"}],
                "objects": [creature("bird", 2, 2, keywords=["Flying"]),
                            creature("bear", 2, 2, "B")],
                "events": [attack("bird"), block(bear="bird")]}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario))

    done = subprocess.run([sys.executable, "-m", "engine", "run", str(path)],
                          capture_output=True, text=True, check=False)

    assert done.returncode == 2
    assert done.stdout == ""
    assert "events[1].blockers[0].blocking" in done.stderr and "702.9b" in done.stderr


def test_korean_trace_for_combat() -> None:
    """The Korean trace speaks of attacking in Korean."""
    data = {"players": [{"id": "A"}, {"id": "B"}], "objects": [creature("bear", 2, 2)],
            "events": [attack("bear"), damage()]}

    result = engine.run_scenario(data, lang="ko")

    assert any("공격합니다" in step["text"] for step in result["steps"])


def test_horsemanship_and_skulk_restrict_blockers() -> None:
    """702.31b, 702.118b: only horsemanship blocks horsemanship; greater power can't block
    skulk."""
    horse = [creature("rider", 2, 2, keywords=["Horsemanship"]), creature("wall", 0, 4, "B")]
    skulk = [creature("rat", 1, 1, keywords=["Skulk"]), creature("wall", 2, 4, "B")]

    with pytest.raises(ScenarioError, match=r"702\.31b"):
        play(horse, [attack("rider"), block(wall="rider")])
    with pytest.raises(ScenarioError, match=r"702\.118b"):
        play(skulk, [attack("rat"), block(wall="rat")])
    skulk[1]["power"] = 1
    assert play(skulk, [attack("rat"), block(wall="rat"), damage()])["players"]["B"]["life"] == 20


def test_an_unapplied_combat_keyword_is_listed_only_for_creatures_in_combat() -> None:
    """Banding (702.22) isn't applied: listed once for the creatures that attacked, with their
    names, and not for one that stayed home or when nothing fought."""
    objects = [creature("k1", 2, 2, keywords=["Banding"]), creature("k2", 2, 2,
                                                                      keywords=["Banding"]),
               creature("home", 2, 2, keywords=["Banding"])]

    quiet = play(objects)
    fought = play(objects, [attack("k1", "k2"), damage()])

    assert quiet["not_modelled"] == []
    assert [(e["objects"], e["names"], e["rules"]) for e in fought["not_modelled"]] == [
        (["k1", "k2"], ["K1", "K2"], ["702.22"])]


def test_the_end_of_the_turn_removes_creatures_from_a_combat_left_unfinished() -> None:
    """511.3: a scenario that ends its turn after the blocks leaves nobody in combat."""
    objects = [creature("bear", 2, 2), creature("wall", 0, 4, "B")]

    result = play(objects, [attack("bear"), block(wall="bear"), {"type": "end_turn"}])

    assert result["objects"]["bear"]["attacking"] is None
    assert result["objects"]["wall"]["blocking"] is None


def test_a_turn_ended_before_combat_damage_says_no_combat_damage_was_dealt() -> None:
    """510, 511.3: given an attack with no combat_damage event, when the turn ends, then no
    damage is dealt and the trace says the combat damage step wasn't played (not silence)."""
    objects = [creature("bear", 2, 2)]

    ended = play(objects, [attack("bear"), {"type": "end_turn"}])
    fought = play(objects, [attack("bear"), damage(), {"type": "end_turn"}])

    assert ended["players"]["B"]["life"] == 20
    said = [s for s in ended["steps"] if "combat_damage event, that step" in s["text"]]
    assert [s["rules"] for s in said] == [["510.1"]]
    assert not [s for s in fought["steps"] if "combat_damage event, that step" in s["text"]]


def test_a_creature_controlled_since_the_turn_began_is_no_longer_summoning_sick() -> None:
    """302.6: a summoning-sick creature of B can attack in B's next turn."""
    objects = [creature("bear", 2, 2, "B", summoning_sick=True)]

    result = play(objects, [{"type": "end_turn"}, attack("bear"), damage()])

    assert result["players"]["A"]["life"] == 18


def test_the_boards_show_each_damage_step_while_the_creatures_are_in_combat() -> None:
    """510.2, 510.4: with checkpoints, the board after the first-strike step and after the
    regular step still shows who attacks and blocks, with the damage dealt so far; the board
    after the event shows the end of combat (511.3). Those inside the event aren't resumable."""
    from engine.io.scenario import load_scenario
    from engine.turn.play import play_with_checkpoints, resume

    data = {"players": [{"id": "A"}, {"id": "B"}],
            "objects": [creature("knight", 2, 2, keywords=["Double strike"]),
                        creature("wall", 0, 5, "B")],
            "events": [attack("knight"), block(wall="knight"), damage()]}
    result = engine.run_scenario(data, lang="en", checkpoints=True)
    _, _, kept = play_with_checkpoints(load_scenario(data))

    boards = result["checkpoints"]
    inside = [b for b in boards if b["objects"]["wall"]["blocking"] == ["knight"]
              and b["objects"]["wall"]["damage"] > 0]
    assert [b["objects"]["wall"]["damage"] for b in inside] == [2, 4]
    assert boards[-1]["objects"]["wall"]["blocking"] is None
    with pytest.raises(ValueError, match="combat event"):
        resume(next(k for k in kept if not k.resumable))


def test_a_blocker_of_several_attackers_divides_as_its_controller_chooses() -> None:
    """510.1d: Palace Guard-like wall (3/6) blocking two attackers: B is asked how to divide."""
    extra = [{"kind": "block_additional", "label": "It can block any number of creatures.",
              "count": "any"}]
    objects = [creature("a1", 2, 2), creature("a2", 2, 2),
               creature("wall", 3, 6, "B", abilities=extra)]

    result = play(objects, [attack("a1", "a2"), block(wall=["a1", "a2"]), damage()])

    assert result["pending_choice"]["player"] == "B"
    assert "510.1c" in result["pending_choice"]["rules"]


def test_trample_over_a_planeswalker_removes_its_loyalty() -> None:
    """702.19b, 120.3c: a trampler attacking Jace assigns the excess over its blocker to Jace."""
    objects = [creature("wurm", 5, 5, keywords=["Trample"]),
               {"id": "jace", "card": "Jace Beleren", "controller": "B"},
               creature("bear", 2, 2, "B")]

    result = play(objects, [attack(("wurm", "jace")), block(bear="wurm"),
                            damage({"wurm": {"bear": 2, "jace": 3}})])

    assert result["objects"]["jace"]["zone"] == "graveyard"
    assert result["players"]["B"]["life"] == 20


def test_damage_to_a_battle_removes_defense_counters() -> None:
    """Battles (current rules): an unblocked creature attacking a battle its opponent protects
    removes that many defense counters."""
    battle = {"id": "siege", "name": "Example Siege", "types": ["Battle"], "controller": "A",
              "counters": {"defense": 5}, "chosen": {"protector": "B"}}

    result = play([creature("bear", 2, 2), battle], [attack(("bear", "siege")), damage()])

    assert result["objects"]["siege"]["counters"] == {"defense": 3}


def test_the_default_defender_is_the_next_opponent_in_turn_order() -> None:
    """508.1b: with three players, A's attacker attacks B unless the event says otherwise."""
    result = play([creature("bear", 2, 2)], [attack("bear"), damage()],
                  players=[{"id": "A"}, {"id": "B"}, {"id": "C"}])

    assert (result["players"]["B"]["life"], result["players"]["C"]["life"]) == (18, 20)


def test_a_regenerated_blocker_is_removed_from_combat() -> None:
    """701.15 (614.8): a regenerated creature is removed from combat; its attacker stays
    blocked and deals no damage."""
    objects = [creature("bear", 2, 2), {"id": "skel", "card": "Drudge Skeletons",
                                        "controller": "B"}]
    effects = [{"id": "regen", "source": "skel", "controller": "B", "targets": ["skel"]}]
    events = [attack("bear"), block(skel="bear"), {"type": "destroy", "target": "skel"},
              damage()]

    result = play(objects, events, effects)

    assert result["objects"]["skel"]["zone"] == "battlefield"
    assert result["objects"]["skel"]["damage"] == 0
    assert result["players"]["B"]["life"] == 20
    assert "506.4" in rules_of(result)
