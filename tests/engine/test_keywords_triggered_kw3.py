"""Keywords defined as triggered abilities (702): exalted (702.83a, on a creature attacking
alone, 506.5), afterlife N (702.135a) and soulshift N (702.46a), both on a permanent put into
a graveyard from the battlefield, and evolve (702.100a), with its intervening "if"; bloodthirst
N (702.54a), a replacement ability as its permanent enters; modular N (702.43a) and fading N
(702.32a), both; vanishing N (702.63a), three; dethrone (702.105a) and melee (702.121a). Each
run keeps a golden trace; the Oracle lines that print them are read as the keyword, near
misses are not."""

from __future__ import annotations

from typing import Any

import pytest

from engine.library.cards import parse_card
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def creature(object_id: str, power: int, toughness: int, controller: str = "A",
             keywords: tuple[str, ...] = (), types: tuple[str, ...] = ("Creature",)
             ) -> dict[str, Any]:
    return {"id": object_id, "name": object_id.title(), "types": list(types),
            "power": power, "toughness": toughness, "controller": controller,
            "keywords": list(keywords)}


def attack(*attackers: str) -> dict[str, Any]:
    return {"type": "attack", "attackers": [{"object": a} for a in attackers]}


def block(*pairs: tuple[str, str]) -> dict[str, Any]:
    return {"type": "block", "blockers": [{"object": b, "blocking": a} for b, a in pairs]}


DAMAGE = {"type": "combat_damage"}


def rules(result: dict[str, Any]) -> list[str]:
    return [r for step in result["steps"] for r in step["rules"]]


def life(result: dict[str, Any], player: str) -> int:
    return int(result["players"][player]["life"])


# --- exalted (702.83) ---------------------------------------------------------------------------


def test_exalted_pumps_a_creature_attacking_alone_once_for_each_instance():
    """702.83a: given two exalted permanents, when a 2/2 attacks alone, then each instance
    triggers on its own and it deals 4."""
    objects = [creature("knight", 2, 2, keywords=("Exalted",)),
               creature("squire", 1, 1, keywords=("Exalted",)), creature("wall", 0, 4, "B")]

    result = play(objects, [attack("knight"), block(), DAMAGE])

    assert life(result, "B") == 16
    assert rules(result).count("702.83a") == 2
    assert result["not_modelled"] == []


def test_exalted_pumps_the_lone_attacker_not_itself():
    """702.83a: "that creature": given an exalted creature that stays home, when another creature
    attacks alone, then the attacker gets +1/+1 and the exalted one doesn't."""
    objects = [creature("bear", 2, 2), creature("hierarch", 0, 1, keywords=("Exalted",)),
               creature("wall", 0, 4, "B")]

    result = play(objects, [attack("bear"), block(), DAMAGE])

    assert life(result, "B") == 17
    assert result["objects"]["hierarch"]["power"] == 0


def test_exalted_does_not_trigger_when_two_creatures_attack():
    """702.83b, 506.5: given two attackers declared together, neither attacks alone: no
    exalted trigger, they deal 2 + 1."""
    objects = [creature("knight", 2, 2, keywords=("Exalted",)), creature("bear", 1, 1),
               creature("wall", 0, 4, "B")]

    result = play(objects, [attack("knight", "bear"), block(), DAMAGE])

    assert life(result, "B") == 17
    assert "702.83a" not in rules(result)


def test_exalted_does_not_trigger_for_an_opponents_lone_attacker():
    """702.83a: "a creature you control": given exalted on B's side, when A's creature attacks
    alone, then B's exalted doesn't trigger."""
    objects = [creature("bear", 2, 2), creature("noble", 0, 1, "B", keywords=("Exalted",))]

    result = play(objects, [attack("bear"), block(), DAMAGE])

    assert life(result, "B") == 18
    assert "702.83a" not in rules(result)


# --- afterlife (702.135) ------------------------------------------------------------------------


def test_afterlife_creates_spirits_when_its_creature_dies():
    """702.135a: given Afterlife 2 on a 1/1 blocked by a 3/3, when it dies, then its controller
    creates two 1/1 white and black Spirit tokens with flying."""
    objects = [creature("racketeer", 1, 1, keywords=("Afterlife 2",)),
               creature("ogre", 3, 3, "B")]

    result = play(objects, [attack("racketeer"), block(("ogre", "racketeer")), DAMAGE])

    spirits = [o for o in result["objects"].values() if o["name"] == "Spirit Token"]
    assert result["objects"]["racketeer"]["zone"] == "graveyard"
    assert [(s["controller"], s["power"], s["toughness"], s["colors"], s["keywords"],
             s["subtypes"], s["zone"]) for s in spirits] == \
        [("A", 1, 1, ["W", "B"], ["Flying"], ["Spirit"], "battlefield")] * 2
    assert "702.135a" in rules(result)


def test_afterlife_triggers_for_a_noncreature_permanent():
    """702.135a: "this permanent", not "this creature" (700.4 "dies" is a creature's): given an
    artifact with Afterlife 1 destroyed, then a Spirit is created."""
    objects = [{"id": "relic", "name": "Relic", "types": ["Artifact"], "controller": "A",
                "keywords": ["Afterlife 1"]}]

    result = play(objects, [{"type": "destroy", "target": "relic"}])

    assert [o["name"] for o in result["objects"].values()
            if o["zone"] == "battlefield"] == ["Spirit Token"]


def test_afterlife_does_not_trigger_when_exiled():
    """702.135a: put into a graveyard, not exiled: given an afterlife creature exiled, no
    Spirit."""
    objects = [creature("oligarch", 2, 1, keywords=("Afterlife 1",))]

    result = play(objects, [{"type": "move", "object": "oligarch", "to": "exile"}])

    assert "702.135a" not in rules(result)
    assert len(result["objects"]) == 1


# --- soulshift (702.46) ------------------------------------------------------------------------


def spirit_card(object_id: str, mana_value: int, controller: str = "A") -> dict[str, Any]:
    return {**creature(object_id, 1, 1, controller), "subtypes": ["Spirit"],
            "mana_value": mana_value, "zone": "graveyard"}


def soulshifter(n: int) -> dict[str, Any]:
    return {**creature("kami", 2, 2, keywords=(f"Soulshift {n}",)), "subtypes": ["Spirit"],
            "mana_value": n + 1}


def test_soulshift_returns_a_spirit_card_with_mana_value_n_or_less():
    """702.46a: given Soulshift 3 and Spirit cards of mana value 3 and 5 in its owner's
    graveyard, when it is destroyed and its controller says yes, then the 3 returns to hand (the
    5, and the kami itself at 4, can't be targeted)."""
    objects = [soulshifter(3), spirit_card("small", 3), spirit_card("big", 5)]

    result = play(objects, [{"type": "destroy", "target": "kami"}],
                  choices=[{"player": "A", "choose": "yes"}])

    zones = {k: o["zone"] for k, o in result["objects"].items()}
    assert zones == {"kami": "graveyard", "small": "hand", "big": "graveyard"}
    assert "702.46a" in rules(result)


def test_soulshift_is_optional():
    """702.46a, 603.5: "you may": given its controller says no, then the Spirit card stays."""
    objects = [soulshifter(3), spirit_card("small", 2)]

    result = play(objects, [{"type": "destroy", "target": "kami"}],
                  choices=[{"player": "A", "choose": "no"}])

    assert result["objects"]["small"]["zone"] == "graveyard"


def test_soulshift_cannot_target_a_card_in_an_opponents_graveyard_or_a_non_spirit():
    """702.46a: "Spirit card ... from your graveyard": given only an opponent's Spirit card and
    a non-Spirit of your own, then the ability has no legal target and is removed (603.3d)."""
    bear = {**creature("bear", 2, 2), "mana_value": 2, "zone": "graveyard"}
    objects = [soulshifter(3), spirit_card("theirs", 1, "B"), bear]

    result = play(objects, [{"type": "destroy", "target": "kami"}])

    assert result["objects"]["theirs"]["zone"] == "graveyard"
    assert result["objects"]["bear"]["zone"] == "graveyard"
    assert result["pending_choice"] is None


# --- bloodthirst (702.54) ----------------------------------------------------------------------


def _cast_gnoll(earlier: list[dict[str, Any]]) -> dict[str, Any]:
    objects = [creature("bolt", 1, 1), creature("ogre", 1, 1, "B"),
               {**creature("gnoll", 2, 2, keywords=("Bloodthirst 2",)), "zone": "hand"}]
    return play(objects, [*earlier, {"type": "cast", "player": "A", "object": "gnoll"},
                          {"type": "resolve"}])


def test_bloodthirst_adds_counters_after_an_opponent_was_dealt_damage():
    """702.54a: given B was dealt 2 damage this turn, when A's Bloodthirst 2 creature enters,
    then it enters with two +1/+1 counters (614.1c, 614.12)."""
    result = _cast_gnoll([{"type": "damage", "source": "bolt", "target": "B", "amount": 2}])

    gnoll = result["objects"]["gnoll"]
    assert (gnoll["counters"], gnoll["power"], gnoll["toughness"]) == ({"+1/+1": 2}, 4, 4)
    assert "702.54a" in rules(result)


def test_bloodthirst_does_nothing_without_damage_to_an_opponent():
    """702.54a: given no damage this turn, when it enters, then it has no counters."""
    result = _cast_gnoll([])

    assert result["objects"]["gnoll"]["counters"] == {}


def test_bloodthirst_ignores_damage_to_its_controller_and_to_creatures():
    """702.54a: "an opponent": given damage dealt only to A (its controller) and to B's
    creature, when it enters, then it has no counters."""
    result = _cast_gnoll([{"type": "damage", "source": "bolt", "target": "A", "amount": 2},
                          {"type": "damage", "source": "bolt", "target": "ogre", "amount": 1}])

    assert result["objects"]["gnoll"]["counters"] == {}


# --- evolve (702.100) ---------------------------------------------------------------------------


def _evolve_with(power: int, toughness: int, controller: str = "A") -> dict[str, Any]:
    objects = [creature("ooze", 2, 2, keywords=("Evolve",)),
               {**creature("newcomer", power, toughness, controller), "zone": "hand",
                "keywords": ["Flash"]}]
    return play(objects, [{"type": "cast", "player": controller, "object": "newcomer"},
                          {"type": "resolve"}])


@pytest.mark.parametrize(("power", "toughness"), [(3, 1), (1, 3)])
def test_evolve_adds_a_counter_for_a_creature_with_greater_power_or_toughness(power, toughness):
    """702.100a: given a 2/2 with evolve, when a creature with greater power or greater
    toughness enters under its controller's control, then it gets a +1/+1 counter."""
    result = _evolve_with(power, toughness)

    assert result["objects"]["ooze"]["counters"] == {"+1/+1": 1}
    assert "702.100a" in rules(result)


def test_evolve_does_not_trigger_for_a_creature_no_greater():
    """702.100a, 603.4: given a 2/2 with evolve, when a 2/2 enters, then the "if" is false as
    the event happens and it doesn't trigger."""
    result = _evolve_with(2, 2)

    assert result["objects"]["ooze"]["counters"] == {}
    assert "702.100a" not in rules(result)


def test_evolve_ignores_a_creature_entering_under_an_opponents_control():
    """702.100a: "under your control": given B casts a 5/5 with flash in A's turn, then A's
    evolve doesn't trigger."""
    result = _evolve_with(5, 5, "B")

    assert result["objects"]["ooze"]["counters"] == {}
    assert "702.100a" not in rules(result)


# --- modular (702.43) --------------------------------------------------------------------------


def _drone(*extra_events: dict[str, Any], choices: list[dict[str, Any]] | None = None,
           golem: bool = True) -> dict[str, Any]:
    objects = [{**creature("drone", 0, 0, keywords=("Modular 2",),
                           types=("Artifact", "Creature")), "zone": "hand"}]
    if golem:
        objects.append(creature("golem", 1, 1, "B", types=("Artifact", "Creature")))
    objects.append(creature("bear", 2, 2))
    events = [{"type": "cast", "player": "A", "object": "drone"}, {"type": "resolve"},
              *extra_events]
    return play(objects, events, **({"choices": choices} if choices else {}))


def test_modular_enters_with_its_counters():
    """702.43a, 614.1c: given Modular 2 on a 0/0, when it enters, then it has two +1/+1
    counters and survives (704.5f)."""
    result = _drone()

    drone = result["objects"]["drone"]
    assert (drone["zone"], drone["counters"], drone["power"]) == ("battlefield", {"+1/+1": 2}, 2)
    assert "702.43a" in rules(result)


def test_modular_moves_the_counters_it_last_had_to_an_artifact_creature():
    """702.43a, 608.2h: given a modular creature with three +1/+1 counters, when it is
    destroyed and its controller says yes, then the only artifact creature (an opponent's: any
    artifact creature may be targeted) gets three; the non-artifact Bear can't be targeted."""
    result = _drone({"type": "counters", "target": "drone", "counter": "+1/+1", "amount": 1},
                    {"type": "destroy", "target": "drone"},
                    choices=[{"player": "A", "choose": "yes"}])

    assert result["objects"]["drone"]["zone"] == "graveyard"
    assert result["objects"]["golem"]["counters"] == {"+1/+1": 3}
    assert result["objects"]["bear"]["counters"] == {}


def test_modular_is_optional():
    """702.43a, 603.5: "you may": given its controller says no, then no counters move."""
    result = _drone({"type": "destroy", "target": "drone"},
                    choices=[{"player": "A", "choose": "no"}])

    assert result["objects"]["golem"]["counters"] == {}


def test_modular_without_an_artifact_creature_is_removed():
    """702.43a, 603.3d: given no other artifact creature, when it dies, then its ability has no
    legal target and does nothing."""
    result = _drone({"type": "destroy", "target": "drone"}, golem=False)

    assert result["objects"]["bear"]["counters"] == {}
    assert result["pending_choice"] is None


# --- fading (702.32) ---------------------------------------------------------------------------


def _faded(*events: dict[str, Any]) -> dict[str, Any]:
    objects = [{**creature("elemental", 3, 3, keywords=("Fading 1",)), "zone": "hand"}]
    return play(objects, [{"type": "cast", "player": "A", "object": "elemental"},
                          {"type": "resolve"}, *events])


def test_fading_enters_with_fade_counters_and_removes_one_each_upkeep():
    """702.32a: given Fading 1, when it enters and then its controller's upkeep begins, then it
    entered with a fade counter and the upkeep trigger removes it; it stays."""
    result = _faded({"type": "upkeep"})

    elemental = result["objects"]["elemental"]
    assert (elemental["zone"], elemental["counters"]) == ("battlefield", {})
    assert "702.32a" in rules(result)


def test_fading_sacrifices_it_when_no_fade_counter_is_left():
    """702.32a: "If you can't, sacrifice the permanent": given no fade counter left, when the
    next upkeep trigger resolves, then it is sacrificed (701.17a)."""
    result = _faded({"type": "upkeep"}, {"type": "upkeep"})

    assert result["objects"]["elemental"]["zone"] == "graveyard"
    assert "701.17a" in rules(result)


def test_fading_does_not_trigger_in_an_opponents_upkeep():
    """702.32a: "your upkeep": given the turn passes to B, when B's upkeep begins, then fading
    doesn't trigger and the fade counter stays."""
    result = _faded({"type": "end_turn"}, {"type": "upkeep"})

    assert result["objects"]["elemental"]["counters"] == {"fade": 1}


# --- vanishing (702.63) -------------------------------------------------------------------------


def test_vanishing_counts_down_and_sacrifices_it_when_the_last_counter_goes():
    """702.63a: given Vanishing 2, when it enters and two of its controller's upkeeps begin,
    then a time counter is removed in each and, as the last one is removed, a second trigger
    sacrifices it (701.17a)."""
    objects = [{**creature("riftwatcher", 2, 3, keywords=("Vanishing 2",)), "zone": "hand"}]

    result = play(objects, [{"type": "cast", "player": "A", "object": "riftwatcher"},
                            {"type": "resolve"}, {"type": "upkeep"}, {"type": "upkeep"}])

    assert result["objects"]["riftwatcher"]["zone"] == "graveyard"
    assert "701.17a" in rules(result)


def test_vanishing_keeps_it_while_time_counters_are_left():
    """702.63a: given Vanishing 2, after one upkeep it has one time counter and stays."""
    objects = [{**creature("riftwatcher", 2, 3, keywords=("Vanishing 2",)), "zone": "hand"}]

    result = play(objects, [{"type": "cast", "player": "A", "object": "riftwatcher"},
                            {"type": "resolve"}, {"type": "upkeep"}])

    riftwatcher = result["objects"]["riftwatcher"]
    assert (riftwatcher["zone"], riftwatcher["counters"]) == ("battlefield", {"time": 1})


def test_vanishing_does_not_trigger_without_a_time_counter():
    """702.63a, 603.4: "if this permanent has a time counter on it": given one on the
    battlefield with none, when its controller's upkeep begins, then nothing triggers and it
    stays (it is never sacrificed: no last counter was removed)."""
    objects = [creature("riftwatcher", 2, 3, keywords=("Vanishing 2",))]

    result = play(objects, [{"type": "upkeep"}])

    assert result["objects"]["riftwatcher"]["zone"] == "battlefield"
    assert "702.63a" not in rules(result)


# --- dethrone (702.105) and melee (702.121) ---------------------------------------------------


def _attack_with(keyword: str, life_b: int = 20, defending: str = "B") -> dict[str, Any]:
    objects = [creature("rebel", 2, 2, keywords=(keyword,)), creature("wall", 0, 4, "B"),
               {"id": "walker", "name": "Walker", "types": ["Planeswalker"], "loyalty": 5,
                "controller": "B"}]
    return play(objects, [{"type": "attack", "attackers": [{"object": "rebel",
                                                             "defending": defending}]},
                          block(), DAMAGE],
                players=[{"id": "A"}, {"id": "B", "life": life_b}])


def test_dethrone_adds_a_counter_when_attacking_a_player_tied_for_the_most_life():
    """702.105a: given both players at 20 (tied for the most), when it attacks B, then it gets a
    +1/+1 counter and deals 3."""
    result = _attack_with("Dethrone")

    assert result["objects"]["rebel"]["counters"] == {"+1/+1": 1}
    assert life(result, "B") == 17
    assert "702.105a" in rules(result)


def test_dethrone_does_not_trigger_against_a_player_with_less_life():
    """702.105a: given B at 10 and A at 20, when it attacks B, then dethrone doesn't trigger."""
    result = _attack_with("Dethrone", life_b=10)

    assert result["objects"]["rebel"]["counters"] == {}
    assert "702.105a" not in rules(result)


def test_dethrone_does_not_trigger_when_attacking_a_planeswalker():
    """702.105a: "attacks the player": given it attacks B's planeswalker, then dethrone doesn't
    trigger even though B is tied for the most life."""
    result = _attack_with("Dethrone", defending="walker")

    assert "702.105a" not in rules(result)


def test_melee_pumps_for_the_opponent_attacked():
    """702.121a: given it attacks B, then it gets +1/+1 until end of turn (one opponent
    attacked) and deals 3."""
    result = _attack_with("Melee")

    assert life(result, "B") == 17
    assert "702.121a" in rules(result)


def test_melee_gets_nothing_when_only_a_planeswalker_was_attacked():
    """702.121a: "each opponent you attacked": given it attacks only B's planeswalker, then no
    opponent was attacked and it deals 2 to the planeswalker."""
    result = _attack_with("Melee", defending="walker")

    assert result["objects"]["walker"]["loyalty"] == 3


# --- the Oracle lines ---------------------------------------------------------------------------


def _compiled(name: str, types: str, text: str) -> list[dict[str, Any]] | None:
    face = {"name": name, "types": types.split(" "), "supertypes": [], "text": text,
            "power": 1, "toughness": 1}
    compiled = compile_face(face)
    if compiled.not_modelled:
        return None
    parse_card({**face, "abilities": list(compiled.abilities)}, "card")
    return list(compiled.abilities)


@pytest.mark.parametrize(("name", "types", "text", "expected"), [
    ("Noble Hierarch", "Creature", "Exalted (Whenever a creature you control attacks alone, "
     "that creature gets +1/+1 until end of turn.)", "Exalted"),
    ("Finest Hour", "Enchantment", "Exalted (Whenever a creature you control attacks alone, "
     "that creature gets +1/+1 until end of turn.)", "Exalted"),
    ("Tithe Taker", "Creature", "Afterlife 1 (When this creature dies, create a 1/1 white and "
     "black Spirit creature token with flying.)", "Afterlife 1"),
    ("Orzhov Racketeers", "Creature", "Afterlife 2 (When this creature dies, create two 1/1 "
     "white and black Spirit creature tokens with flying.)", "Afterlife 2"),
    ("Kami of Empty Graves", "Creature", "Soulshift 3 (When this creature dies, you may return "
     "target Spirit card with converted mana cost 3 or less from your graveyard to your "
     "hand.)", "Soulshift 3"),
    ("Gorehorn Minotaurs", "Creature", "Bloodthirst 2 (If an opponent was dealt damage this "
     "turn, this creature enters the battlefield with two +1/+1 counters on it.)",
     "Bloodthirst 2"),
    ("Cloudfin Raptor", "Creature", "Evolve (Whenever a creature enters the battlefield under "
     "your control, if that creature has greater power or toughness than this creature, put a "
     "+1/+1 counter on this creature.)", "Evolve"),
    ("Arcbound Bruiser", "Artifact Creature", "Modular 3 (This enters the battlefield with "
     "three +1/+1 counters on it. When it dies, you may put its +1/+1 counters on target "
     "artifact creature.)", "Modular 3"),
    ("Tangle Wire", "Artifact", "Fading 4 (This artifact enters the battlefield with four fade "
     "counters on it. At the beginning of your upkeep, remove a fade counter from it. If you "
     "can't, sacrifice it.)", "Fading 4"),
    ("Lost Auramancers", "Creature", "Vanishing 3 (This permanent enters the battlefield with "
     "three time counters on it. At the beginning of your upkeep, remove a time counter from "
     "it. When the last is removed, sacrifice it.)", "Vanishing 3"),
    ("Marchesa's Emissary", "Creature", "Dethrone (Whenever this creature attacks the player "
     "with the most life or tied for most life, put a +1/+1 counter on it.)", "Dethrone"),
    ("Menagerie Liberator", "Creature", "Melee (Whenever this creature attacks, it gets +1/+1 "
     "until end of turn for each opponent you attacked with a creature this combat.)", "Melee"),
])
def test_oracle_reads_the_keyword_line(name, types, text, expected):
    """702.32a ... 702.135a: a real keyword line (reminder text dropped) is the keyword."""
    assert _compiled(name, types, text) == [{"kind": "keyword", "keyword": expected}]


@pytest.mark.parametrize("text", [
    "Afterlife",  # no N: the ability would say nothing the engine applies
    "Exalted Dragon can't attack unless you sacrifice a land.",
    "Afterlife X",
    "Soulshift",
    "Vanishing (At the beginning of your upkeep, remove a time counter from this permanent. "
    "When the last is removed, sacrifice it.)",
    "Modular—Sunburst (This enters the battlefield with a +1/+1 counter on it for each color of "
    "mana spent to cast it. When it dies, you may put its +1/+1 counters on target artifact "
    "creature.)",
    "Bloodthirst X (This creature enters the battlefield with X +1/+1 counters on it, where X "
    "is the total damage your opponents have been dealt this turn.)",
])
def test_oracle_leaves_near_misses_unread(text):
    """Lines that only look like exalted or afterlife stay unread."""
    assert _compiled("Exalted Dragon", "Creature", text) is None
