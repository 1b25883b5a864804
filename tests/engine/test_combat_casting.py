"""Casting and combat together: spells and abilities between combat events (rules 500.2, 506.4,
509.1h, 510.1c, 702.19d, 117.3), and the combat keywords that pump through a triggered
ability (rampage 702.23, flanking 702.25, bushido 702.45) or trigger on casting (prowess
702.108).

Combat is three events (``attack``, ``block``, ``combat_damage``) with priority after each; a
``cast`` or ``activate`` between them happens in that step. A spell still on the stack when
the next combat event arrives resolves first (500.2: a step ends only when the stack is empty
and all players pass). Like the reviewed rulings, each run keeps a golden trace.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def card(object_id: str, name: str, controller: str = "A", **extra: Any) -> dict[str, Any]:
    return {"id": object_id, "card": name, "controller": controller, **extra}


def in_hand(object_id: str, name: str, controller: str = "A") -> dict[str, Any]:
    return card(object_id, name, controller, zone="hand")


def vanilla(object_id: str, power: int, toughness: int, controller: str = "A",
            keywords: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"id": object_id, "name": object_id.title(), "types": ["Creature"],
            "power": power, "toughness": toughness, "controller": controller,
            "keywords": list(keywords)}


def attack(*attackers: str) -> dict[str, Any]:
    return {"type": "attack", "attackers": [{"object": a} for a in attackers]}


def block(*pairs: tuple[str, str]) -> dict[str, Any]:
    return {"type": "block", "blockers": [{"object": b, "blocking": a} for b, a in pairs]}


def cast(player: str, object_id: str, *targets: str) -> dict[str, Any]:
    return {"type": "cast", "player": player, "object": object_id, "targets": list(targets)}


DAMAGE = {"type": "combat_damage"}
RESOLVE = {"type": "resolve"}


def state(result: dict[str, Any], object_id: str) -> tuple[str, int, int, int]:
    """Zone, power, toughness and damage marked."""
    o = result["objects"][object_id]
    return o["zone"], o["power"], o["toughness"], o["damage"]


def life(result: dict[str, Any], player: str) -> int:
    value: int = result["players"][player]["life"]
    return value


def rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def texts(result: dict[str, Any]) -> list[str]:
    return [step["text"] for step in result["steps"]]


# --- combat tricks between the combat events (500.2, 506.4, 509.1h, 510.1c) --------------------


def test_giant_growth_after_blocks_lets_the_attacker_survive_and_kill():
    """Given Gray Ogre (2/2) blocked by Grizzly Bears (2/2), when A casts Giant Growth on the
    Ogre in the declare blockers step, then the Growth resolves before combat damage (500.2: the
    step can't end with it on the stack), the 5/5 Ogre kills the Bears and survives with 2
    damage."""
    objects = [card("ogre", "Gray Ogre"), card("bears", "Grizzly Bears", "B"),
               in_hand("gg", "Giant Growth")]

    result = play(objects, [attack("ogre"), block(("bears", "ogre")), cast("A", "gg", "ogre"),
                            DAMAGE])

    assert state(result, "ogre") == ("battlefield", 5, 5, 2)
    assert state(result, "bears")[0] == "graveyard"
    assert {"405.5", "611.2", "510.1a"} <= rules(result)


def test_a_removed_blocker_leaves_the_attacker_blocked_and_dealing_no_damage():
    """Given Gray Ogre blocked by Grizzly Bears, when A casts Doom Blade on the Bears after
    blocks, then the Bears leave combat (506.4) but the Ogre stays blocked (509.1h) and, without
    trample, assigns no combat damage (510.1c): B stays at 20."""
    objects = [card("ogre", "Gray Ogre"), card("bears", "Grizzly Bears", "B"),
               in_hand("db", "Doom Blade")]

    result = play(objects, [attack("ogre"), block(("bears", "ogre")), cast("A", "db", "bears"),
                            DAMAGE])

    assert state(result, "bears")[0] == "graveyard"
    assert state(result, "ogre") == ("battlefield", 2, 2, 0)
    assert life(result, "B") == 20
    assert "510.1c" in rules(result)


def test_a_trampler_whose_blocker_is_removed_deals_all_its_damage_to_the_player():
    """Given Colossal Dreadmaw (6/6 trample) blocked by Grizzly Bears, when Doom Blade destroys
    the Bears and resolves (an explicit resolve), then the Dreadmaw, blocked with no blockers
    left, assigns all 6 to B (702.19d)."""
    objects = [card("dread", "Colossal Dreadmaw"), card("bears", "Grizzly Bears", "B"),
               in_hand("db", "Doom Blade")]

    result = play(objects, [attack("dread"), block(("bears", "dread")),
                            cast("A", "db", "bears"), RESOLVE, DAMAGE])

    assert life(result, "B") == 14
    assert "702.19d" in rules(result)


def test_a_creature_removed_before_blocks_cannot_block():
    """Given Gray Ogre attacking, when A destroys Grizzly Bears with Doom Blade in the declare
    attackers step, then the Doom Blade resolves before blockers are declared (500.2) and a
    block by the Bears is refused naming the event (509.1a: only a creature on the battlefield
    blocks)."""
    objects = [card("ogre", "Gray Ogre"), card("bears", "Grizzly Bears", "B"),
               in_hand("db", "Doom Blade")]

    with pytest.raises(ScenarioError, match=r"events\[2\]\.blockers\[0\]\.object.*509\.1a"):
        play(objects, [attack("ogre"), cast("A", "db", "bears"), block(("bears", "ogre")),
                       DAMAGE])


def test_removal_before_blocks_then_no_block_lets_the_attacker_through():
    """Given Gray Ogre attacking and Doom Blade destroying the would-be blocker in the declare
    attackers step, when no blockers are declared, then the Ogre is unblocked (509.1h) and B
    takes 2."""
    objects = [card("ogre", "Gray Ogre"), card("bears", "Grizzly Bears", "B"),
               in_hand("db", "Doom Blade")]

    result = play(objects, [attack("ogre"), cast("A", "db", "bears"), block(), DAMAGE])

    assert life(result, "B") == 18
    assert state(result, "bears")[0] == "graveyard"


# A custom instant ("Target creature can't block this turn.", as Panic's and Falter's words
# say it): it grants the target a "can't block" ability until end of turn (611.2a, 509.1b).
HOLD_BACK = {"name": "Hold Back", "types": ["Instant"], "mana_value": 1, "colors": ["R"],
             "abilities": [{
                 "kind": "spell", "label": "Target creature can't block this turn.",
                 "affects": "targets", "duration": "end_of_turn",
                 "modifications": [{"op": "add_abilities", "abilities": [
                     {"kind": "cant", "label": "This creature can't block.",
                      "what": ["block"]}]}],
                 "targets": [{"object": {"types": ["Creature"]}}]}]}


def test_a_cant_block_spell_after_attacks_stops_the_block():
    """Given Gray Ogre attacking, when A casts Hold Back on Grizzly Bears in the declare
    attackers step, then it resolves before blockers are declared (500.2) and a block by the
    Bears is refused naming the restriction (509.1b)."""
    objects = [card("ogre", "Gray Ogre"), card("bears", "Grizzly Bears", "B"),
               {"id": "hb", "card": "Hold Back", "owner": "A", "zone": "hand"}]

    with pytest.raises(ScenarioError, match=r"events\[2\].*can't block.*509\.1b"):
        play(objects, [attack("ogre"), cast("A", "hb", "bears"), block(("bears", "ogre"))],
             cards=[HOLD_BACK])


def test_a_cant_block_spell_lets_the_attacker_through():
    """Given Hold Back on the only possible blocker after attacks, when B declares no blocks,
    then Gray Ogre is unblocked and deals 2 to B (510.1b)."""
    objects = [card("ogre", "Gray Ogre"), card("bears", "Grizzly Bears", "B"),
               {"id": "hb", "card": "Hold Back", "owner": "A", "zone": "hand"}]

    result = play(objects, [attack("ogre"), cast("A", "hb", "bears"), block(), DAMAGE],
                  cards=[HOLD_BACK])

    assert life(result, "B") == 18
    assert result["not_modelled"] == []


def test_prodigal_sorcerer_pings_a_blocked_attacker_before_damage():
    """Given Gray Ogre (2/2) blocked by Grizzly Bears, when B's Prodigal Sorcerer deals 1 to
    the Ogre after blocks (602, 117.1b), then the ability resolves first (500.2) and the Ogre,
    with 1 + 2 damage, dies along with the Bears (704.5g)."""
    objects = [card("ogre", "Gray Ogre"), card("bears", "Grizzly Bears", "B"),
               card("ps", "Prodigal Sorcerer", "B")]
    ping = {"type": "activate", "player": "B", "object": "ps", "ability": 0, "targets": ["ogre"]}

    result = play(objects, [attack("ogre"), block(("bears", "ogre")), ping, DAMAGE])

    assert state(result, "ogre")[0] == "graveyard"
    assert state(result, "bears")[0] == "graveyard"
    assert "704.5g" in rules(result)


def test_a_pinged_attacker_that_dies_before_damage_deals_none():
    """Given a 1/1 attacker blocked by Grizzly Bears, when Prodigal Sorcerer kills it after
    blocks, then it has left combat (506.4) and the Bears, blocking nothing still in combat,
    deal no damage (510.1d): the Bears end with no damage."""
    objects = [vanilla("elf", 1, 1), card("bears", "Grizzly Bears", "B"),
               card("ps", "Prodigal Sorcerer", "B")]
    ping = {"type": "activate", "player": "B", "object": "ps", "ability": 0, "targets": ["elf"]}

    result = play(objects, [attack("elf"), block(("bears", "elf")), ping, DAMAGE])

    assert state(result, "elf")[0] == "graveyard"
    assert state(result, "bears") == ("battlefield", 2, 2, 0)


# --- rampage (702.23), bushido (702.45), flanking (702.25) ---------------------------------------


def test_rampage_gives_its_bonus_for_each_blocker_beyond_the_first():
    """702.23a: Wolverine Pack (2/4, rampage 2) blocked by three 1/1s gets +2/+2 twice: 6/8. The
    ability triggers once (509.5c) and the bonus is counted as it resolves (702.23b)."""
    objects = [card("pack", "Wolverine Pack"), vanilla("b1", 1, 1, "B"),
               vanilla("b2", 1, 1, "B"), vanilla("b3", 1, 1, "B")]

    result = play(objects, [attack("pack"), block(("b1", "pack"), ("b2", "pack"),
                                                  ("b3", "pack"))])

    assert state(result, "pack") == ("battlefield", 6, 8, 0)
    assert {"702.23a", "702.23b", "611.2a"} <= rules(result)
    assert result["not_modelled"] == []


def test_rampage_with_one_blocker_gives_nothing():
    """702.23a: blocked by one creature there is no blocker beyond the first: no bonus, and the
    trace says why."""
    objects = [card("pack", "Wolverine Pack"), card("bears", "Grizzly Bears", "B")]

    result = play(objects, [attack("pack"), block(("bears", "pack"))])

    assert state(result, "pack") == ("battlefield", 2, 4, 0)
    assert "702.23b" in rules(result)


def test_rampage_bonus_kills_the_blockers_and_ends_with_the_turn():
    """Wolverine Pack blocked by two Grizzly Bears is 4/6: it divides 2 and 2 (510.1c), kills
    both and survives 4 damage; at cleanup the bonus ends (514.2) and it is 2/4 with no damage."""
    objects = [card("pack", "Wolverine Pack"), card("g1", "Grizzly Bears", "B"),
               card("g2", "Grizzly Bears", "B")]
    damage = {"type": "combat_damage", "assign": {"pack": {"g1": 2, "g2": 2}}}

    fought = play(objects, [attack("pack"), block(("g1", "pack"), ("g2", "pack")), damage])
    ended = play(objects, [attack("pack"), block(("g1", "pack"), ("g2", "pack")), damage,
                           {"type": "end_turn"}])

    assert state(fought, "pack") == ("battlefield", 4, 6, 4)
    assert (state(fought, "g1")[0], state(fought, "g2")[0]) == ("graveyard", "graveyard")
    assert state(ended, "pack") == ("battlefield", 2, 4, 0)


def test_bushido_pumps_an_attacker_that_becomes_blocked():
    """702.45a: Nezumi Ronin (3/1, bushido 1) blocked by a 1/1 becomes 4/2 and survives the
    1 damage it is dealt (a 3/1 would have died)."""
    objects = [card("ronin", "Nezumi Ronin"), vanilla("rat", 1, 1, "B")]

    result = play(objects, [attack("ronin"), block(("rat", "ronin")), DAMAGE])

    assert state(result, "ronin") == ("battlefield", 4, 2, 1)
    assert state(result, "rat")[0] == "graveyard"
    assert "702.45a" in rules(result)


def test_bushido_pumps_a_blocker():
    """702.45a: "blocks or becomes blocked": Kitsune Blademaster (2/2 first strike, bushido 1)
    blocking Hill Giant (3/3) is 3/3 and kills it in the first-strike step (510.4), taking no
    damage."""
    objects = [card("giant", "Hill Giant"), card("fox", "Kitsune Blademaster", "B")]

    result = play(objects, [attack("giant"), block(("fox", "giant")), DAMAGE])

    assert state(result, "fox") == ("battlefield", 3, 3, 0)
    assert state(result, "giant")[0] == "graveyard"


def test_bushido_does_not_trigger_for_an_unblocked_attacker():
    """702.45a: an attacker nobody blocks neither blocks nor becomes blocked: Nezumi Ronin deals
    3, not 4."""
    objects = [card("ronin", "Nezumi Ronin"), vanilla("rat", 1, 1, "B")]

    result = play(objects, [attack("ronin"), block(), DAMAGE])

    assert life(result, "B") == 17
    assert "702.45a" not in rules(result)


def test_flanking_shrinks_a_blocker_without_flanking():
    """702.25a: Benalish Cavalry (2/2 flanking) blocked by Grizzly Bears: the Bears get -1/-1
    until end of turn, so the Cavalry kills them and survives 1 damage."""
    objects = [card("cav", "Benalish Cavalry"), card("bears", "Grizzly Bears", "B")]

    result = play(objects, [attack("cav"), block(("bears", "cav")), DAMAGE])

    assert state(result, "cav") == ("battlefield", 2, 2, 1)
    assert state(result, "bears")[0] == "graveyard"
    assert "702.25a" in rules(result)
    assert result["not_modelled"] == []


def test_flanking_does_not_affect_a_blocker_with_flanking():
    """702.25a: a blocker with flanking is not affected: two Benalish Cavalry trade."""
    objects = [card("cav", "Benalish Cavalry"), card("cav2", "Benalish Cavalry", "B")]

    result = play(objects, [attack("cav"), block(("cav2", "cav")), DAMAGE])

    assert (state(result, "cav")[0], state(result, "cav2")[0]) == ("graveyard", "graveyard")
    assert "702.25a" not in rules(result)


def test_flanking_triggers_for_each_blocker_and_a_dead_blocker_leaves_it_blocked():
    """509.5d, 702.25a: one trigger for each blocker without flanking (A orders the two, 603.3b:
    each is about another blocker); two 1/1s become 0/0 and die (704.5f) before damage; the
    Cavalry stays blocked (509.1h) and, without trample, deals no damage to B (510.1c)."""
    objects = [card("cav", "Benalish Cavalry"), vanilla("e1", 1, 1, "B"),
               vanilla("e2", 1, 1, "B")]

    result = play(objects, [attack("cav"), block(("e1", "cav"), ("e2", "cav")), DAMAGE],
                  choices=[{"player": "A", "choose": "cav^1"}])

    assert (state(result, "e1")[0], state(result, "e2")[0]) == ("graveyard", "graveyard")
    assert life(result, "B") == 20
    assert sum("702.25a" in step["rules"] for step in result["steps"]
               if step["kind"] == "trigger") == 2
    assert {"704.5f", "510.1c"} <= rules(result)


# --- prowess (702.108) -------------------------------------------------------------------------


def test_prowess_triggers_on_a_noncreature_spell():
    """702.108a: A casts Lightning Bolt; Jeskai Student (1/3) gets +1/+1 until end of turn. The
    trigger goes on the stack above the Bolt and resolves first (603.3)."""
    objects = [card("student", "Jeskai Student"), in_hand("bolt", "Lightning Bolt")]

    result = play(objects, [cast("A", "bolt", "B")])

    assert state(result, "student") == ("battlefield", 2, 4, 0)
    assert life(result, "B") == 17
    assert "702.108a" in rules(result)
    assert result["not_modelled"] == []


def test_prowess_ignores_creature_spells_and_opponents_spells():
    """702.108a: "you cast a noncreature spell": A's Grizzly Bears (a creature spell) and B's
    Lightning Bolt don't trigger A's Jeskai Student."""
    objects = [card("student", "Jeskai Student"), in_hand("bears", "Grizzly Bears"),
               in_hand("bolt", "Lightning Bolt", "B")]

    result = play(objects, [cast("A", "bears"), RESOLVE, cast("B", "bolt", "A")])

    assert state(result, "student") == ("battlefield", 1, 3, 0)
    assert "702.108a" not in rules(result)


def test_prowess_triggers_once_per_spell_and_ends_with_the_turn():
    """702.108a, 514.2: two noncreature spells give +2/+2; the turn's end takes both away."""
    objects = [card("student", "Jeskai Student"), in_hand("s1", "Shock"), in_hand("s2", "Shock")]
    events = [cast("A", "s1", "B"), RESOLVE, cast("A", "s2", "B"), RESOLVE]

    pumped = play(objects, events)
    ended = play(objects, [*events, {"type": "end_turn"}])

    assert state(pumped, "student")[1:3] == (3, 5)
    assert state(ended, "student")[1:3] == (1, 3)


def test_prowess_mid_combat_wins_the_fight():
    """Jeskai Student (1/3) attacks and is blocked by Grizzly Bears; A casts Shock at B after
    blocks: prowess makes the Student 2/4 before damage (500.2), so it kills the Bears and
    survives."""
    objects = [card("student", "Jeskai Student"), card("bears", "Grizzly Bears", "B"),
               in_hand("shock", "Shock")]

    result = play(objects, [attack("student"), block(("bears", "student")),
                            cast("A", "shock", "B"), DAMAGE])

    assert state(result, "student") == ("battlefield", 2, 4, 2)
    assert state(result, "bears")[0] == "graveyard"
    assert life(result, "B") == 18


# --- how the keywords are read ----------------------------------------------------------------


def test_rampage_without_its_number_is_listed_not_applied():
    """702.23a: "Rampage" needs its N; without it nothing can be applied, so it is listed in
    not_modelled as a keyword the engine doesn't know rather than taken as applied."""
    objects = [vanilla("beast", 2, 2, keywords=("Rampage",)), vanilla("b1", 1, 1, "B"),
               vanilla("b2", 1, 1, "B")]

    result = play(objects, [attack("beast"), block(("b1", "beast"), ("b2", "beast"))])

    assert [(e["ability"], e["gap"]) for e in result["not_modelled"]] == [
        ("Rampage", "unknown_keyword")]
    assert state(result, "beast")[1:3] == (2, 2)


def test_bushido_written_as_text_is_the_keyword():
    """702.45a: a custom card's text ability "Bushido 2" is read as the keyword (like "Enchant
    creature"), so it triggers when the creature blocks: a 1/1 blocking becomes 3/3."""
    custom = {"name": "Custom Samurai", "types": ["Creature"], "power": 1, "toughness": 1,
              "abilities": [{"kind": "text", "text": "Bushido 2"}]}
    objects = [card("sam", "Custom Samurai", "B"), card("bears", "Grizzly Bears")]

    result = play(objects, [attack("bears"), block(("sam", "bears"))], cards=[custom])

    assert state(result, "sam") == ("battlefield", 3, 3, 0)
    assert result["not_modelled"] == []
