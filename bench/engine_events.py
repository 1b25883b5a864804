"""Benchmark: median time to play 100 events, each followed by its state-based-action checks.

The board has 100 objects, 10 of them permanents with replacement or prevention effects
(Hardened Scales, Corpsejack Menace, Vizier of Remedies, Furnace of Rath, Boon Reflection,
Worship, Rest in Peace, Orb of Dreams, Daunting Defender, Leyline of the Void), and the rest
creatures and lands; the 100 events mix damage (to creatures and players, combat or not),
counters, life gain and loss, draws, destroy, zone moves and entering, so replacement effects
apply, creatures die through state-based actions (704.5g, 704.5q) and permanents enter.
Rest in Peace and Leyline of the Void both apply to B's dying cards, so B must order them
(616.1): the scenario carries those answers, found once beforehand by answering each
question with its first option. Each timed run loads the scenario, applies the layers and
plays every event (the trace is built but not rendered). Target on this machine: <= 500 ms.

The triggers case (issue 10): 100 events on a 100-object board with 20 triggered abilities
(Soul Warden and Zulaport Cutthroat, and two custom watchers: "whenever a +1/+1 counter is put
on a creature you control" and "whenever a creature is dealt damage", each "you gain 1 life"),
the events cycling creatures entering, dying, getting counters and being dealt damage, so every
event makes abilities trigger, go on the stack in APNAP order (the order questions answered with
their first option) and resolve. Target on this machine: <= 200 ms.

The stack case (issue 25): the same 100-object board with its 20 triggered abilities, and 50
casts and activations with responses: A casts Shock at one of B's creatures, B responds with
Giant Growth on it, A activates Walking Ballista (removing a counter) at B, and the three
resolve one by one (``resolve`` events), each resolution making abilities trigger (damage,
counters, deaths) that go on the stack above the waiting spells and resolve first. Target
on this machine: <= 200 ms.
The combat case (issue 26): 20 attackers against 20 blockers, each attacker blocked by one, with
first strike, double strike, trample, deathtouch and lifelink among them and 10 combat triggers
(4 "whenever this creature attacks", 3 Pride Guardians' "whenever it blocks", 3 Slith
Firewalkers' "whenever it deals combat damage to a player" over their blockers with trample):
the attack, block and combat_damage events (a first-strike step and a regular one, the
divisions of trample asked and answered with their first option). Target: <= 100 ms.

Run: .venv/bin/python bench/engine_events.py
"""

from __future__ import annotations

import importlib.util
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine

try:
    from engine.io.scenario import load_scenario
    from engine.turn.play import play
except ImportError:  # a commit before the engine's packages, run by bench/engine_compare.py
    from engine.scenario import load_scenario  # type: ignore[no-redef]

    from engine.game import play  # type: ignore[no-redef]

REPLACEMENT_SOURCES = [
    ("Hardened Scales", "A"), ("Corpsejack Menace", "A"), ("Vizier of Remedies", "B"),
    ("Furnace of Rath", "B"), ("Boon Reflection", "A"), ("Worship", "B"),
    ("Rest in Peace", "A"), ("Orb of Dreams", "B"), ("Daunting Defender", "B"),
    ("Leyline of the Void", "A"),
]
FILLER = ["Wall of Stone", "Grizzly Bears", "Gray Ogre", "Forest", "Darksteel Myr",
          "Runeclaw Bear", "Island", "Typhoid Rats"]
OBJECTS = 100
EVENTS = 100
RUNS = 15


def board() -> dict[str, Any]:
    """A scenario with 100 objects, 10 replacement effects and 100 events."""
    objects: list[dict[str, Any]] = [
        {"id": f"r{i}", "card": card, "controller": controller}
        for i, (card, controller) in enumerate(REPLACEMENT_SOURCES)
    ]
    objects.append({"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "stack"})
    for i in range(OBJECTS - len(objects)):
        objects.append({
            "id": f"o{i}",
            "card": FILLER[i % len(FILLER)],
            "controller": "AB"[i % 2],
            "zone": "hand" if i % 9 == 4 else "battlefield",
        })
    ids = [o["id"] for o in objects if o["id"].startswith("o")]
    events: list[dict[str, Any]] = []
    for n in range(EVENTS):
        target = ids[(n * 7) % len(ids)]
        match n % 8:
            case 0:
                events.append({"type": "damage", "source": "bolt", "target": target,
                               "amount": 1})
            case 1:
                events.append({"type": "counters", "target": target, "counter": "+1/+1",
                               "amount": 1})
            case 2:
                events.append({"type": "gain_life", "player": "AB"[n % 2], "amount": 2})
            case 3:
                events.append({"type": "damage", "source": ids[n % len(ids)],
                               "target": "AB"[n % 2], "amount": 1, "combat": True})
            case 4:
                events.append({"type": "draw", "player": "AB"[n % 2], "amount": 1})
            case 5:
                events.append({"type": "counters", "target": target, "counter": "-1/-1",
                               "amount": 1})
            case 6:
                events.append({"type": "enter", "object": target})
            case _:
                events.append({"type": "destroy", "target": target})
    return {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": objects,
            "events": events}


WATCHERS = [
    {"name": "Counter Watcher", "types": ["Creature"], "mana_value": 2, "power": 1,
     "toughness": 3, "abilities": [{
         "kind": "triggered",
         "label": "Whenever a +1/+1 counter is put on a creature you control, you gain 1 life.",
         "trigger": {"on": "counters", "counter": "+1/+1",
                     "object": {"types": ["Creature"], "controller": "you"}},
         "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]},
    {"name": "Pain Watcher", "types": ["Creature"], "mana_value": 2, "power": 1,
     "toughness": 3, "abilities": [{
         "kind": "triggered", "label": "Whenever a creature is dealt damage, you gain 1 life.",
         "trigger": {"on": "damage", "object": {"types": ["Creature"]}},
         "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]},
]
TRIGGER_SOURCES = (["Soul Warden", "Zulaport Cutthroat", "Counter Watcher", "Pain Watcher"]
                   * 5)


def trigger_board() -> dict[str, Any]:
    """100 objects, 20 of them with triggered abilities, and 100 events that trigger them."""
    objects: list[dict[str, Any]] = [
        {"id": f"w{i}", "card": card, "controller": "AB"[i % 2]}
        for i, card in enumerate(TRIGGER_SOURCES)
    ]
    objects.append({"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "stack"})
    for i in range(OBJECTS - len(objects)):
        objects.append({"id": f"o{i}", "card": "Wall of Stone" if i % 2 else "Grizzly Bears",
                        "controller": "AB"[i % 2], "zone": "hand" if i < 25 else "battlefield"})
    in_hand = [o["id"] for o in objects if o.get("zone") == "hand"]
    on_field = [o["id"] for o in objects if o["id"].startswith("o") and o["id"] not in in_hand]
    events: list[dict[str, Any]] = []
    for n in range(EVENTS):
        match n % 4:
            case 0:
                events.append({"type": "enter", "object": in_hand[(n // 4) % len(in_hand)]})
            case 1:
                events.append({"type": "destroy", "target": on_field[(n // 4) % len(on_field)]})
            case 2:
                events.append({"type": "counters", "target": on_field[(n * 3) % len(on_field)],
                               "counter": "+1/+1", "amount": 1})
            case _:
                events.append({"type": "damage", "source": "bolt",
                               "target": on_field[(n * 5) % len(on_field)], "amount": 1})
    return {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": objects,
            "events": events, "cards": WATCHERS}


CASTS = 50


def stack_board() -> dict[str, Any]:
    """100 objects (20 with triggered abilities), 50 casts and activations with responses."""
    objects: list[dict[str, Any]] = [
        {"id": f"w{i}", "card": card, "controller": "AB"[i % 2]}
        for i, card in enumerate(TRIGGER_SOURCES)
    ]
    objects += [{"id": f"ballista{i}", "card": "Walking Ballista", "controller": "A",
                 "counters": {"+1/+1": 20}} for i in range(2)]
    rounds = (CASTS + 2) // 3
    objects += [{"id": f"shock{i}", "card": "Shock", "controller": "A", "zone": "hand"}
                for i in range(rounds)]
    objects += [{"id": f"growth{i}", "card": "Giant Growth", "controller": "B", "zone": "hand"}
                for i in range(rounds)]
    targets = []
    for i in range(OBJECTS - len(objects)):
        objects.append({"id": f"o{i}", "card": "Grizzly Bears", "controller": "B"})
        targets.append(f"o{i}")
    events: list[dict[str, Any]] = []
    played = 0
    for n in range(rounds):
        target = targets[n % len(targets)]
        group = [{"type": "cast", "player": "A", "object": f"shock{n}", "targets": [target]},
                 {"type": "cast", "player": "B", "object": f"growth{n}", "targets": [target]},
                 {"type": "activate", "player": "A", "object": f"ballista{n % 2}",
                  "ability": 2, "targets": ["B"]}][:CASTS - played]
        played += len(group)
        events += group + [{"type": "resolve"}] * len(group)
    return {"format": 1, "players": [{"id": "A", "life": 200}, {"id": "B", "life": 200}],
            "objects": objects, "events": events, "cards": WATCHERS}
COMBATANTS = 20
ATTACK_KEYWORDS = [["First strike"], ["Double strike"], ["Trample"], ["Deathtouch"],
                   ["Lifelink"], ["Trample", "Deathtouch"], ["Double strike", "Lifelink"], []]
ATTACK_TRIGGER = {"kind": "triggered", "label": "Whenever this creature attacks, you gain 1 life.",
                  "trigger": {"on": "attacks", "object": "self"},
                  "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}


def combat_board() -> dict[str, Any]:
    """20 attackers, 20 blockers (one each), the combat keywords and 10 combat triggers."""
    objects: list[dict[str, Any]] = []
    for i in range(COMBATANTS):
        attacker: dict[str, Any] = {"id": f"a{i}", "card": "Grizzly Bears", "controller": "A",
                                    "power": 3 + i % 3, "toughness": 3,
                                    "keywords": ATTACK_KEYWORDS[i % len(ATTACK_KEYWORDS)]}
        if i < 4:
            attacker["abilities"] = [ATTACK_TRIGGER]
        elif i < 7:
            attacker = {"id": f"a{i}", "card": "Slith Firewalker", "controller": "A",
                        "power": 6, "keywords": ["Haste", "Trample"]}
        objects.append(attacker)
    for i in range(COMBATANTS):
        if i < 3:
            objects.append({"id": f"b{i}", "card": "Pride Guardian", "controller": "B"})
        else:
            objects.append({"id": f"b{i}", "card": "Grizzly Bears", "controller": "B",
                            "toughness": 2 + i % 3,
                            "keywords": ["First strike"] if i % 5 == 0 and i > 6 else []})
    return {"format": 1, "players": [{"id": "A"}, {"id": "B", "life": 200}],
            "objects": objects,
            "events": [{"type": "attack", "attackers": [{"object": f"a{i}"}
                                                        for i in range(COMBATANTS)]},
                       {"type": "block", "blockers": [{"object": f"b{i}", "blocking": f"a{i}"}
                                                      for i in range(COMBATANTS)]},
                       # The Sliths trample over their blockers (lethal first, 702.19b).
                       {"type": "combat_damage", "assign": {
                           "a4": {"b4": 3, "B": 3}, "a5": {"b5": 4, "B": 2},
                           "a6": {"b6": 2, "B": 4}}}]}


def median_run_ms(data: dict[str, Any], clock: Any = time.perf_counter) -> tuple[float, int]:
    """Median time (wall clock, or ``clock``) over RUNS runs of loading and playing ``data``;
    its trace's length."""
    times = []
    steps = 0
    for _ in range(RUNS):
        start = clock()
        state = load_scenario(data)
        _, trace = play(state)
        times.append(clock() - start)
        steps = len(trace)
    return statistics.median(times) * 1000, steps


def with_answers(data: dict[str, Any]) -> dict[str, Any]:
    """The scenario with an answer (the first option) for every question it asks."""
    choices: list[dict[str, Any]] = []
    while True:
        result = engine.run_scenario({**data, "choices": choices}, lang="en")
        pending = result["pending_choice"]
        if pending is None:
            return {**data, "choices": choices}
        choices.append({"player": pending["player"], "choose": pending["options"][0]["id"]})


def _has_stack() -> bool:
    """Whether this engine has a stack: engine.turn.stack (engine.stack before the packages)."""
    for name in ("engine.turn.stack", "engine.stack"):
        try:
            if importlib.util.find_spec(name) is not None:
                return True
        except ModuleNotFoundError:
            continue
    return False


def _has_casting() -> bool:
    """Whether this engine casts spells (engine.turn.casting)."""
    try:
        return importlib.util.find_spec("engine.turn.casting") is not None
    except ModuleNotFoundError:
        return False


def main() -> None:
    """Print the median over RUNS runs, and whether it meets the target.

    With ``--json``, print only ``{"events": ms, "triggers": ms, "stack": ms}`` in CPU time
    (bench/engine_compare.py reads it); "triggers" only from engines that have a stack,
    "stack" only from those that cast spells.
    """
    data = with_answers(board())
    if "--json" in sys.argv[1:]:
        figures = {"events": median_run_ms(data, time.process_time)[0]}
        if importlib.util.find_spec("engine.turn.combat") is not None:
            figures["combat"] = median_run_ms(with_answers(combat_board()),
                                              time.process_time)[0]
        if _has_stack():
            figures["triggers"] = median_run_ms(with_answers(trigger_board()),
                                                time.process_time)[0]
        if _has_casting():
            figures["stack"] = median_run_ms(with_answers(stack_board()),
                                             time.process_time)[0]
        print(json.dumps(figures))
        return
    median_ms, steps = median_run_ms(data)
    print(f"engine events: {OBJECTS} objects, {len(REPLACEMENT_SOURCES)} replacement effects, "
          f"{EVENTS} events (each followed by state-based actions), {len(data['choices'])} "
          f"answers, {steps} trace steps")
    print(f"median over {RUNS} runs: {median_ms:.1f} ms (target <= 500 ms: "
          f"{'met' if median_ms <= 500 else 'NOT met'})")
    triggers = with_answers(trigger_board())
    result = engine.run_scenario(triggers, lang="en")
    resolved = sum(1 for s in result["steps"] if s["rules"] == ["608.2c"]
                   and s["kind"] == "stack")
    trigger_ms, steps = median_run_ms(triggers)
    print(f"engine triggers: {OBJECTS} objects, {len(TRIGGER_SOURCES)} triggered abilities, "
          f"{EVENTS} events, {resolved} abilities resolved, {len(triggers['choices'])} "
          f"answers, {steps} trace steps")
    print(f"median over {RUNS} runs: {trigger_ms:.1f} ms (target <= 200 ms: "
          f"{'met' if trigger_ms <= 200 else 'NOT met'})")
    if not _has_casting():
        return
    casting = with_answers(stack_board())
    result = engine.run_scenario(casting, lang="en")
    plays = sum(1 for e in casting["events"] if e["type"] in ("cast", "activate"))
    resolved = sum(1 for s in result["steps"] if s["kind"] == "stack"
                   and s["rules"] == ["608.2c"])
    stack_ms, steps = median_run_ms(casting)
    print(f"engine stack: {OBJECTS} objects, {len(TRIGGER_SOURCES)} triggered abilities, "
          f"{plays} casts and activations with responses, {len(casting['events'])} events, "
          f"{resolved} spells and abilities resolved, {len(casting['choices'])} answers, "
          f"{steps} trace steps")
    print(f"median over {RUNS} runs: {stack_ms:.1f} ms (target <= 200 ms: "
          f"{'met' if stack_ms <= 200 else 'NOT met'})")
    fight = with_answers(combat_board())
    result = engine.run_scenario(fight, lang="en")
    triggered = sum(1 for s in result["steps"] if s["kind"] == "trigger")
    dealt = sum(1 for s in result["steps"] if s["rules"] == ["120.4"])
    combat_ms, steps = median_run_ms(fight)
    print(f"engine combat: {COMBATANTS} attackers against {COMBATANTS} blockers, {triggered} "
          f"abilities triggered, {dealt} combat damage events, {len(fight['choices'])} "
          f"divisions answered, {steps} trace steps")
    print(f"median over {RUNS} runs: {combat_ms:.1f} ms (target <= 100 ms: "
          f"{'met' if combat_ms <= 100 else 'NOT met'})")


if __name__ == "__main__":
    main()
