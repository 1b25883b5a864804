"""Property tests: order independence, determinism, no crash on generated scenarios."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import ScenarioError, run_scenario
from engine.abilities import spells
from engine.abilities.spells import ActionSpec
from engine.library import cards

CARD_NAMES = sorted(c.name for c in cards.all_cards())
# The cards whose spell or activated ability leaves a continuous effect once resolved (611.2).
EFFECT_CARDS = sorted(
    c.name for c in cards.all_cards()
    if any(a.kind in ("spell", "activated") and not isinstance(a.spec, ActionSpec)
           for a in c.abilities)
)
ZONES = ["battlefield"] * 6 + ["graveyard", "hand", "library", "exile"]
CHOSEN = {"color": ["W", "U", "B", "R", "G"], "creature_type": ["Elf", "Merfolk", "Bear"],
          "from": ["white", "Swamp"], "to": ["black", "Island"]}
SETTINGS = settings(max_examples=100, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def scenarios(draw: st.DrawFn) -> dict[str, Any]:
    """A valid scenario: library cards in random zones, resolved effects, distinct timestamps."""
    count = draw(st.integers(min_value=1, max_value=9))
    effect_count = draw(st.integers(min_value=0, max_value=4))
    stamps = draw(st.permutations(range(1, count + effect_count + 1)))
    objects: list[dict[str, Any]] = []
    for i in range(count):
        obj: dict[str, Any] = {
            "id": f"o{i}",
            "card": draw(st.sampled_from(CARD_NAMES)),
            "controller": draw(st.sampled_from(["A", "B"])),
            "zone": draw(st.sampled_from(ZONES)),
            "timestamp": stamps[i],
            "chosen": {k: draw(st.sampled_from(v)) for k, v in CHOSEN.items()},
        }
        if draw(st.booleans()):
            obj["counters"] = {"+1/+1": draw(st.integers(0, 3)),
                               "-1/-1": draw(st.integers(0, 3))}
        if i and draw(st.integers(0, 3)) == 0:
            obj["attached_to"] = f"o{draw(st.integers(0, i - 1))}"
        objects.append(obj)
    ids = [o["id"] for o in objects]
    effects = [
        {"id": f"e{j}", "card": draw(st.sampled_from(EFFECT_CARDS)),
         "controller": draw(st.sampled_from(["A", "B"])),
         "targets": [draw(st.sampled_from([*ids, "A", "B"]))],
         "timestamp": stamps[count + j],
         "chosen": {k: draw(st.sampled_from(v)) for k, v in CHOSEN.items()}}
        for j in range(effect_count)
    ]
    return {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": objects,
            "effects": effects}


def _state(result: dict[str, Any]) -> tuple[Any, Any, Any]:
    # 613.6j: objects entering a zone at the same time (creatures dying together) get
    # their new timestamps in an order the active player chooses, so the value may
    # follow the listing order; everything else must not.
    objects = {
        ident: {k: v for k, v in obj.items() if k != "timestamp"}
        for ident, obj in result["objects"].items()
    }
    return objects, result["players"], result["pending_choice"] is None


@SETTINGS
@given(scenarios(), st.randoms(use_true_random=False))
def test_result_does_not_depend_on_object_order(data: dict[str, Any], rng: Any) -> None:
    """Listing the objects and effects in another order gives the same objects and players."""
    shuffled = dict(data)
    shuffled["objects"] = list(data["objects"])
    shuffled["effects"] = list(data["effects"])
    rng.shuffle(shuffled["objects"])
    rng.shuffle(shuffled["effects"])

    first = run_scenario(data)
    second = run_scenario(shuffled)

    assert _state(first) == _state(second)


@SETTINGS
@given(scenarios())
def test_same_input_same_output(data: dict[str, Any]) -> None:
    """The same scenario always gives exactly the same result, trace included."""
    assert run_scenario(data) == run_scenario(data)


@SETTINGS
@given(scenarios())
def test_generated_scenarios_never_crash(data: dict[str, Any]) -> None:
    """Every generated scenario runs and reports every object with the contract's fields."""
    result = run_scenario(data, lang="en")

    assert set(result["objects"]) == {o["id"] for o in data["objects"]}
    assert all(step["rules"] is not None and step["text"] for step in result["steps"])


@SETTINGS
@given(st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["id", "card", "power", "objects", "players", "type", "zone", "x"]),
        inner, max_size=4),
    max_leaves=12,
))
def test_garbage_input_is_a_scenario_error_not_a_crash(data: Any) -> None:
    """Arbitrary JSON values either run or raise ScenarioError naming a field."""
    try:
        run_scenario(data)
    except ScenarioError as error:
        assert str(error)


TYPES = ["Artifact", "Creature", "Enchantment", "Land"]
SUBTYPES = ["Elf", "Merfolk", "Forest", "Swamp", "Mountain", "Aura", "Equipment"]
MODIFICATIONS = st.sampled_from([
    {"op": "gain_control"},
    {"op": "change_text", "from": "white", "to": "blue"},
    {"op": "add_types", "types": ["Artifact"]},
    {"op": "add_types", "types": ["Creature"], "subtypes": ["Elf"]},
    {"op": "set_types", "types": ["Enchantment"]},
    {"op": "set_subtypes", "subtypes": ["Mountain"]},
    {"op": "set_subtypes", "subtypes": [{"chosen": "creature_type"}]},
    {"op": "remove_types", "types": ["Creature"]},
    {"op": "set_colors", "colors": ["W"]},
    {"op": "add_colors", "colors": [{"chosen": "color"}]},
    {"op": "add_abilities", "abilities": ["Flying"]},
    {"op": "remove_all_abilities"},
    {"op": "remove_abilities", "keywords": ["Flying"]},
    {"op": "set_pt", "power": {"mana_value": "it"}, "toughness": 1},
    {"op": "set_pt", "power": {"count": {"types": ["Creature"]}},
     "toughness": {"card_types_among": {"zones": ["graveyard"]}}},
    {"op": "modify_pt", "power": 1, "toughness": -1},
    {"op": "switch_pt"},
    {"op": "copy", "of": "chosen"},
])


@st.composite
def filters(draw: st.DrawFn) -> dict[str, Any]:
    """A random description of objects."""
    data: dict[str, Any] = {}
    if draw(st.booleans()):
        data["types"] = draw(st.lists(st.sampled_from(TYPES), max_size=2, unique=True))
    if draw(st.booleans()):
        data["not_types"] = draw(st.lists(st.sampled_from(TYPES), max_size=1))
    if draw(st.booleans()):
        data["subtypes"] = draw(st.lists(st.sampled_from(SUBTYPES), min_size=1, max_size=2))
    if draw(st.booleans()):
        data["colors"] = [draw(st.sampled_from(["W", "U", "B", "R", "G"]))]
    if draw(st.booleans()):
        data["controller"] = draw(st.sampled_from(["you", "opponent"]))
    if draw(st.booleans()):
        data["other"] = True
    if draw(st.integers(0, 4)) == 0:
        data["zones"] = "all"
    return data


@st.composite
def custom_card(draw: st.DrawFn, index: int) -> dict[str, Any]:
    """A custom card with random types and up to two random static abilities."""
    abilities = [
        {"kind": "static", "label": f"Ability {index}.{n}",
         "affects": draw(st.one_of(st.sampled_from(["self", "attached"]), filters())),
         "modifications": draw(st.lists(MODIFICATIONS, min_size=1, max_size=3)),
         "cda": draw(st.integers(0, 5)) == 0}
        for n in range(draw(st.integers(0, 2)))
    ]
    return {"name": f"Card {index}", "mana_value": draw(st.integers(0, 5)),
            "types": draw(st.lists(st.sampled_from(TYPES), min_size=1, max_size=2, unique=True)),
            "subtypes": draw(st.lists(st.sampled_from(SUBTYPES), max_size=2, unique=True)),
            "colors": draw(st.lists(st.sampled_from(["W", "U", "B"]), max_size=2, unique=True)),
            "power": draw(st.integers(0, 4)), "toughness": draw(st.integers(1, 4)),
            "keywords": draw(st.lists(st.sampled_from(["Flying", "Haste"]), max_size=1)),
            "abilities": abilities}


@st.composite
def custom_scenarios(draw: st.DrawFn) -> dict[str, Any]:
    """Objects made of random custom cards: many effects that depend on one another."""
    count = draw(st.integers(min_value=2, max_value=8))
    stamps = draw(st.permutations(range(1, count + 1)))
    cards_ = [draw(custom_card(i)) for i in range(count)]
    objects = []
    for i in range(count):
        obj: dict[str, Any] = {
            "id": f"o{i}", "card": f"Card {i}", "controller": draw(st.sampled_from(["A", "B"])),
            "zone": draw(st.sampled_from(ZONES)), "timestamp": stamps[i],
            "chosen": {"color": "G", "creature_type": "Merfolk",
                       "copy": f"o{draw(st.integers(0, count - 1))}"},
        }
        if i and draw(st.booleans()):
            obj["attached_to"] = f"o{draw(st.integers(0, i - 1))}"
        objects.append(obj)
    return {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "cards": cards_,
            "objects": objects}


@SETTINGS
@given(custom_scenarios(), st.randoms(use_true_random=False))
def test_custom_effects_do_not_depend_on_listing_order(data: dict[str, Any], rng: Any) -> None:
    """Random effects in random dependency tangles resolve the same in any listing order."""
    shuffled = dict(data)
    shuffled["objects"] = list(data["objects"])
    rng.shuffle(shuffled["objects"])

    first = run_scenario(data)
    second = run_scenario(shuffled)

    assert _state(first) == _state(second)
    assert first == run_scenario(data)


TRIGGER_CARDS = ["Kitchen Finks", "Young Wolf", "Blood Artist", "Zulaport Cutthroat",
                 "Soul Warden", "Solemnity", "Melira, Sylvok Outcast", "Vizier of Remedies",
                 "Anafenza, the Kin-Tree Spirit", "Rest in Peace", "Grizzly Bears",
                 "Hungry Altar", "Grave Sweeper"]
# Two custom cards that make loops: every creature entering is sacrificed (with persist under
# Solemnity or Melira a mandatory loop, 104.4b), and every death exiles all graveyards.
LOOP_CARDS = [
    {"name": "Hungry Altar", "types": ["Enchantment"], "mana_value": 2, "abilities": [{
        "kind": "triggered", "label": "Whenever a creature enters, sacrifice it.",
        "trigger": {"on": "enters", "object": {"types": ["Creature"]}},
        "effect": [{"do": "sacrifice", "object": "it"}]}]},
    {"name": "Grave Sweeper", "types": ["Creature"], "mana_value": 2, "power": 1,
     "toughness": 1, "abilities": [{
         "kind": "triggered", "label": "Whenever a creature dies, exile all graveyards.",
         "trigger": {"on": "dies", "object": {"types": ["Creature"]}},
         "effect": [{"do": "exile", "objects": {"zones": ["graveyard"]}}]}]},
]


@st.composite
def trigger_scenarios(draw: st.DrawFn) -> dict[str, Any]:
    """Boards of triggered abilities, persist and undying, and events that set them off."""
    count = draw(st.integers(min_value=1, max_value=6))
    objects = [{"id": f"o{i}", "card": draw(st.sampled_from(TRIGGER_CARDS)),
                "controller": draw(st.sampled_from(["A", "B"])),
                "zone": draw(st.sampled_from(["battlefield", "battlefield", "hand"]))}
               for i in range(count)]
    ids = [o["id"] for o in objects]
    event = st.one_of(
        st.builds(lambda o: {"type": "enter", "object": o}, st.sampled_from(ids)),
        st.builds(lambda o: {"type": "destroy", "target": o}, st.sampled_from(ids)),
        st.builds(lambda o: {"type": "sacrifice", "object": o}, st.sampled_from(ids)),
        st.builds(lambda o, t: {"type": "damage", "source": o, "target": t, "amount": 2},
                  st.sampled_from(ids), st.sampled_from([*ids, "A", "B"])),
        st.just({"type": "end_turn"}),
    )
    return {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": objects,
            "events": draw(st.lists(event, max_size=5)), "cards": LOOP_CARDS}


def _answered(data: dict[str, Any], limit: int = 40) -> dict[str, Any]:
    """The scenario with its questions answered by their first option (at most ``limit``)."""
    choices: list[dict[str, Any]] = []
    for _ in range(limit):
        result = run_scenario({**data, "choices": choices}, lang="en")
        pending = result["pending_choice"]
        if pending is None:
            break
        choices.append({"player": pending["player"], "choose": pending["options"][0]["id"]})
    return {**data, "choices": choices}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(trigger_scenarios())
def test_triggers_always_end_and_the_same_answers_give_the_same_result(
        data: dict[str, Any]) -> None:
    """No generated scenario with triggers runs forever: it ends with an empty stack, at a
    question, or with the game over (a mandatory loop is a draw, 104.4b); and the same
    scenario and answers always give the same result."""
    answered = _answered(data)

    first = run_scenario(answered, lang="en")
    second = run_scenario(answered, lang="en")

    assert first == second
    game_over = any(s["kind"] == "game_over" for s in first["steps"])
    assert first["stack"] == [] or first["pending_choice"] is not None or game_over


# Cards whose triggered abilities are the same ability from one copy to the next, and read
# nothing of their source: the order of two copies' triggers can't matter (603.3b).
IDENTICAL_TRIGGERS = ["Soul Warden", "Essence Warden", "Zulaport Cutthroat"]


@st.composite
def identical_trigger_boards(draw: st.DrawFn) -> tuple[dict[str, Any], list[int]]:
    """Copies of one card with an identical trigger, creatures that set them off, and a
    permutation of the objects (so the copies trigger in another order)."""
    name = draw(st.sampled_from(IDENTICAL_TRIGGERS))
    copies = draw(st.integers(min_value=2, max_value=4))
    objects = [{"id": f"t{i}", "card": name, "controller": "A"} for i in range(copies)]
    objects += [{"id": "bears", "card": "Grizzly Bears", "controller": "A",
                 "zone": draw(st.sampled_from(["battlefield", "hand"]))},
                {"id": "bear2", "card": "Runeclaw Bear", "controller": "A", "zone": "hand"}]
    event = st.sampled_from([{"type": "enter", "object": "bears"},
                             {"type": "enter", "object": "bear2"},
                             {"type": "destroy", "target": "bears"}])
    data = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": objects,
            "events": draw(st.lists(event, min_size=1, max_size=3))}
    return data, draw(st.permutations(range(len(objects))))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(identical_trigger_boards())
def test_any_order_of_identical_triggers_gives_the_same_game(
        board: tuple[dict[str, Any], list[int]]) -> None:
    """603.3b: identical triggers are put on the stack without a question, and whichever
    order they trigger in, the game ends the same: the same life totals, zones and counters."""
    data, order = board
    shuffled = {**data, "objects": [data["objects"][i] for i in order]}

    first = run_scenario(data, lang="en")
    second = run_scenario(shuffled, lang="en")

    assert first["pending_choice"] is None and second["pending_choice"] is None
    assert first["players"] == second["players"]
    assert {i: (o["zone"], o["counters"]) for i, o in first["objects"].items()} == \
        {i: (o["zone"], o["counters"]) for i, o in second["objects"].items()}


# --- casting (601, 602, 608) ------------------------------------------------------------------

SPELLS = sorted(c.name for c in cards.all_cards()
                if ("Instant" in c.types or "Sorcery" in c.types)
                and any(a.kind == "spell" for a in c.abilities))
ACTIVATED = sorted(c.name for c in cards.all_cards()
                   if any(a.kind == "activated" and isinstance(a.spec, ActionSpec)
                          for a in c.abilities))
BOARD = ["Grizzly Bears", "Soul Warden", "Blood Artist", "Kitchen Finks", "Drudge Skeletons",
         "Black Knight", "Zulaport Cutthroat"]


def _target_count(name: str, activated: bool) -> int:
    card = cards.find_card(name)
    assert card is not None
    return sum(len(spells.targets_of(a)) for a in card.abilities
               if a.kind == ("activated" if activated else "spell"))


@st.composite
def casting_scenarios(draw: st.DrawFn) -> dict[str, Any]:
    """Spells in hand, activated-ability permanents and creatures with triggered abilities on
    the battlefield, and a random run of casts (each by its card's owner, with as many
    targets as it has, chosen at random: some illegal, and those runs must be refused with a
    ScenarioError), activations and resolves."""
    objects: list[dict[str, Any]] = []
    for i in range(draw(st.integers(1, 5))):
        objects.append({"id": f"s{i}", "card": draw(st.sampled_from(SPELLS)), "zone": "hand",
                        "controller": draw(st.sampled_from(["A", "B"]))})
    for i in range(draw(st.integers(0, 2))):
        objects.append({"id": f"p{i}", "card": draw(st.sampled_from(ACTIVATED)),
                        "controller": draw(st.sampled_from(["A", "B"])),
                        "counters": {"+1/+1": draw(st.integers(0, 2))}})
    for i in range(draw(st.integers(0, 4))):
        objects.append({"id": f"c{i}", "card": draw(st.sampled_from(BOARD)),
                        "controller": draw(st.sampled_from(["A", "B"]))})
    refs = [o["id"] for o in objects] + ["A", "B"]
    # Targets are mostly permanents and players; sometimes a spell (which may be on the stack).
    likely = [o["id"] for o in objects if o["id"][0] != "s"] + ["A", "B"]
    events: list[dict[str, Any]] = []
    for n in range(draw(st.integers(1, 6))):
        kind = draw(st.sampled_from(["cast", "cast", "activate"] + ["resolve"] * bool(n)))
        pool = [o for o in objects if (o["id"][0] == "s") == (kind == "cast")
                and o["id"][0] != "c"]
        if kind == "resolve" or not pool:
            events.append({"type": "resolve"})
            continue
        chosen = draw(st.sampled_from(pool))
        count = _target_count(chosen["card"], kind == "activate")
        event: dict[str, Any] = {
            "type": kind, "player": chosen["controller"], "object": chosen["id"],
            "targets": draw(st.lists(st.sampled_from(likely) | st.sampled_from(refs),
                                     min_size=count, max_size=count))}
        if "X" in str(cards.find_card(chosen["card"])):
            event["x"] = draw(st.integers(0, 3))
        if kind == "activate":
            card = cards.find_card(chosen["card"])
            assert card is not None
            event["ability"] = next(i for i, a in enumerate(card.abilities)
                                    if a.kind == "activated")
            if "Sacrifice a" in str(card.abilities[event["ability"]].label):
                event["sacrifice"] = [draw(st.sampled_from(refs[:-2]))]
        events.append(event)
    choices = [{"player": p, "choose": c} for p, c in draw(st.lists(
        st.tuples(st.sampled_from(["A", "B"]), st.sampled_from(refs)), max_size=3))]
    return {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": objects,
            "events": events, "choices": choices}


def _run(data: dict[str, Any]) -> dict[str, Any] | str:
    """The result, or the error's message for a scenario the rules refuse."""
    try:
        return run_scenario(data, lang="en")
    except ScenarioError as error:
        return f"ScenarioError: {error}"


@SETTINGS
@given(casting_scenarios())
def test_generated_casting_scenarios_end_and_repeat_exactly(data: dict[str, Any]) -> None:
    """601, 608, 104.4b: every generated run of casts, activations and resolves ends (with a
    result or a refusal naming an event or field) and gives the very same answer twice."""
    first = _run(data)

    assert first == _run(data)
    if isinstance(first, str):
        assert first.startswith(("ScenarioError: events[", "ScenarioError: choices["))
    else:
        over = any(p["lost"] or p["won"] for p in first["players"].values())
        assert first["stack"] == [] or first["pending_choice"] is not None or over
# "May", delayed, state and reflexive triggers (603.5, 603.7, 603.8, 603.12), the world rule and
# shield and stun counters: library cards, and custom ones for a state trigger that never turns
# its state false (a loop, 104.4b) and a reflexive ability.
MORE_TRIGGER_CARDS = ["Soul's Attendant", "Flickerwisp", "Emperor Crocodile", "Mirror Gallery",
                      "Gravity Sphere", "Concordant Crossroads", "Isamaru, Hound of Konda",
                      "Kitchen Finks", "Grizzly Bears", "Blood Artist", "Test Hermit",
                      "Test Duelist", "Voice of the Vermin", "Sleep-Cursed Faerie"]
MORE_CARDS = [
    {"name": "Test Hermit", "types": ["Creature"], "mana_value": 1, "power": 1, "toughness": 1,
     "abilities": [{
         "kind": "triggered", "label": "When you control no Islands, you gain 1 life.",
         "trigger": {"on": "state", "you_control_none": {"subtypes": ["Island"]}},
         "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]},
    {"name": "Test Duelist", "types": ["Creature"], "mana_value": 3, "power": 2,
     "toughness": 2, "abilities": [{
         "kind": "triggered", "may": True,
         "label": "When this creature enters, you may lose 2 life. When you do, destroy "
                  "target creature an opponent controls.",
         "trigger": {"on": "enters", "object": "self"},
         "effect": [{"do": "lose_life", "player": "you", "amount": 2},
                    {"do": "reflexive",
                     "targets": [{"object": {"types": ["Creature"],
                                             "controller": "opponent"}}],
                     "effect": [{"do": "destroy", "object": "target"}]}]}]},
]


@st.composite
def more_trigger_scenarios(draw: st.DrawFn) -> tuple[dict[str, Any], list[int]]:
    """Boards of the cards above, with counters, tapped or not, the events that set them off,
    and the index of the option each question will be answered with."""
    count = draw(st.integers(min_value=1, max_value=6))
    objects: list[dict[str, Any]] = []
    for i in range(count):
        obj: dict[str, Any] = {
            "id": f"o{i}", "card": draw(st.sampled_from(MORE_TRIGGER_CARDS)),
            "controller": draw(st.sampled_from(["A", "B"])),
            "zone": draw(st.sampled_from(["battlefield", "battlefield", "hand"])),
            "tapped": draw(st.booleans())}
        counter = draw(st.sampled_from(["", "", "shield", "stun"]))
        if counter:
            obj["counters"] = {counter: draw(st.integers(1, 2))}
        objects.append(obj)
    ids = [o["id"] for o in objects]
    event = st.one_of(
        st.builds(lambda o: {"type": "enter", "object": o}, st.sampled_from(ids)),
        st.builds(lambda o: {"type": "destroy", "target": o}, st.sampled_from(ids)),
        st.builds(lambda o: {"type": "move", "object": o, "to": "graveyard"},
                  st.sampled_from(ids)),
        st.builds(lambda o, t: {"type": "damage", "source": o, "target": t, "amount": 2},
                  st.sampled_from(ids), st.sampled_from([*ids, "A", "B"])),
        st.just({"type": "untap"}),
        st.just({"type": "end_turn"}),
    )
    data = {"format": 1, "players": [{"id": "A"}, {"id": "B"}], "objects": objects,
            "events": draw(st.lists(event, max_size=5)), "cards": MORE_CARDS}
    return data, draw(st.lists(st.integers(0, 3), min_size=20, max_size=20))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(more_trigger_scenarios())
def test_may_delayed_state_and_reflexive_triggers_always_end_the_same_way(
        drawn: tuple[dict[str, Any], list[int]]) -> None:
    """No generated scenario with "may", delayed, state or reflexive triggers runs forever: it
    ends with an empty stack, at a question, or with the game over (a state trigger that keeps
    its state true is a mandatory loop, a draw, 104.4b); and the same scenario and answers
    (any of the options, as drawn) always give the same result."""
    data, picks = drawn
    choices: list[dict[str, Any]] = []
    for pick in picks:
        result = run_scenario({**data, "choices": choices}, lang="en")
        pending = result["pending_choice"]
        if pending is None:
            break
        options = pending["options"]
        choices.append({"player": pending["player"],
                        "choose": options[pick % len(options)]["id"]})
    answered = {**data, "choices": choices}

    first = run_scenario(answered, lang="en")
    second = run_scenario(answered, lang="en")

    assert first == second
    game_over = any(s["kind"] == "game_over" for s in first["steps"])
    assert first["stack"] == [] or first["pending_choice"] is not None or game_over
