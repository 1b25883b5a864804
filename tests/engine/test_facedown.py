"""Issue 27 round 8, lane face8: face-down spells and permanents (708), morph and megamorph
(702.37a-e, current numbers: the shipped Korean text calls the section 707 and has no morph
rules; 116.2b, the special action, is the shipped text's).

Real corpus lines read into the exact ability (engine/oracle/templates_facedown.py and the
shared triggered template's ``"on": "turned_face_up"``), near misses left unread, and the
engine's side played as scenarios (engine/turn/facedown.py): a face-down permanent's values
(708.2a) under an anthem, casting face down for {3} (702.37c), turning face up as a special
action that doesn't use the stack (702.37e, 116.2b), no enters-the-battlefield trigger on
turning face up (708.8), megamorph's counter (702.37b), and the reveal as a face-down permanent
or spell leaves (708.9)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401 (goldens)


def _face(name: str, text: str, types: str = "Creature") -> dict[str, Any]:
    return {"name": name, "types": types.split(" "), "power": 2, "toughness": 2, "text": text}


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def _texts(result: dict[str, Any]) -> str:
    return "\n".join(step["text"] for step in result["steps"])


# --- the lines ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Ainok Tracker", "Morph {4}{R} (You may cast this card face down as a 2/2 creature for {3}. "
     "Turn it face up any time for its morph cost.)", {"kind": "morph", "cost": "{4}{R}"}),
    ("Echo Tracer", "Morph {2}{U}", {"kind": "morph", "cost": "{2}{U}"}),
    ("Zombie Cutthroat", "Morph {W}", {"kind": "morph", "cost": "{W}"}),
    ("Den Protector", "Megamorph {1}{G} (You may cast this card face down as a 2/2 creature for "
     "{3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.)",
     {"kind": "morph", "cost": "{1}{G}", "megamorph": True}),
    ("Stratus Dancer", "Megamorph {1}{U}", {"kind": "morph", "cost": "{1}{U}", "megamorph": True}),
])
def test_a_morph_line_is_a_morph_ability(name: str, text: str, ability: dict[str, Any]) -> None:
    """Given a real "Morph [mana cost]" or "Megamorph [mana cost]" line, when compiled, then it
    is a morph ability with that cost (702.37a), megamorph marked (702.37b)."""
    assert read_whole(_face(name, text)) == [ability]


@pytest.mark.parametrize("text", [
    "Morph—Reveal a white card in your hand.",    # a cost the turn_face_up event can't pay
    "Morph—Pay 5 life.",
    "Morph—Discard a card.",
    "Morph—Return two Islands you control to their owner's hand.",
    "Morph {X}{B}{B}",                            # X other abilities read (not taken)
    "Morph",                                      # no cost
    "Megamorph {2}{G}, Morph {1}",                # not one keyword
])
def test_morph_lines_the_engine_cant_pay_stay_unread(text: str) -> None:
    """Given a morph line whose cost the engine doesn't pay exactly, when compiled, then it
    stays unread."""
    assert compile_face(_face("Zed", text)).not_modelled == (text,)


@pytest.mark.parametrize(("name", "text", "effect"), [
    ("Watcher of the Roost", "When Watcher of the Roost is turned face up, you gain 2 life.",
     [{"do": "gain_life", "player": "you", "amount": 2}]),
    ("Fathom Seer", "When Fathom Seer is turned face up, draw two cards.",
     [{"do": "draw", "player": "you", "amount": 2}]),
    ("Shaleskin Plower", "When Shaleskin Plower is turned face up, destroy target land.",
     [{"do": "destroy", "object": "target"}]),
])
def test_a_turned_face_up_line_is_a_trigger_on_turning_face_up(name: str, text: str,
                                                              effect: list[Any]) -> None:
    """Given a real "When ~ is turned face up, [effect]." line, when compiled, then it is a
    triggered ability on its own turning face up (702.37e, 708.8) with the shared effect."""
    [ability] = read_whole(_face(name, text))

    assert ability["trigger"] == {"on": "turned_face_up", "object": "self"}
    assert ability["effect"] == effect


@pytest.mark.parametrize(("name", "text", "effect", "may"), [
    ("Aven Farseer", "Whenever a permanent is turned face up, put a +1/+1 counter on Aven "
     "Farseer.", [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "self"}],
     False),
    ("Unblinking Bleb", "Whenever Unblinking Bleb or another permanent is turned face up, you "
     "may scry 2.", [{"do": "scry", "amount": 2}], True),
])
def test_any_permanent_turned_face_up_is_a_trigger_without_an_object(
        name: str, text: str, effect: list[Any], may: bool) -> None:
    """Given a real "Whenever a permanent is turned face up" (or "~ or another permanent")
    line, when compiled, then it triggers on any permanent's turning face up (only a face-down
    permanent is, 702.37e), its own included."""
    [ability] = read_whole(_face(name, text))

    assert ability["trigger"] == {"on": "turned_face_up"}
    assert ability["effect"] == effect
    assert ability.get("may", False) is may


@pytest.mark.parametrize("text", [
    "When enchanted creature is turned face up, destroy it. It can't be regenerated.",
    "When Warbreak Trumpeter is turned face up, create X 1/1 red Goblin creature tokens.",
    "Manifest the top card of your library.",
])
def test_face_up_lines_the_engine_doesnt_play_stay_unread(text: str) -> None:
    """Given a line about another permanent turned face up, "enters or is turned face up", an
    X from the morph cost, or manifest, when compiled, then it stays unread."""
    assert compile_face(_face("Zed", text)).not_modelled == (text,)


# --- the engine --------------------------------------------------------------------------------

MORPH = {"name": "Test Morph", "types": ["Creature"], "subtypes": ["Beast"], "colors": ["G"],
         "mana_cost": "{3}{G}{G}", "mana_value": 5, "power": 5, "toughness": 5, "abilities": [
             {"kind": "morph", "label": "Morph {4}{G}", "cost": "{4}{G}"},
             {"kind": "triggered", "label": "When ~ enters, you gain 3 life.",
              "trigger": {"on": "enters", "object": "self"},
              "effect": [{"do": "gain_life", "player": "you", "amount": 3}]},
             {"kind": "triggered", "label": "When ~ is turned face up, draw a card.",
              "trigger": {"on": "turned_face_up", "object": "self"},
              "effect": [{"do": "draw", "player": "you", "amount": 1}]}]}
MEGAMORPH = {**MORPH, "name": "Test Megamorph", "abilities": [
    {"kind": "morph", "label": "Megamorph {4}{G}", "cost": "{4}{G}", "megamorph": True}]}
VANILLA = {**MORPH, "name": "Test Vanilla Morph", "abilities": [MORPH["abilities"][0]]}
WATCHER = {"name": "Test Watcher", "types": ["Enchantment"], "mana_value": 1, "abilities": [
    {"kind": "triggered", "label": "Whenever you cast a green spell, you gain 1 life.",
     "trigger": {"on": "cast", "player": "you", "object": {"colors": ["G"]}},
     "effect": [{"do": "gain_life", "player": "you", "amount": 1}]},
    {"kind": "triggered", "label": "Whenever you cast a creature spell, draw a card.",
     "trigger": {"on": "cast", "player": "you", "object": {"types": ["Creature"]}},
     "effect": [{"do": "draw", "player": "you", "amount": 1}]}]}
FARSEER = {"name": "Aven Farseer", "types": ["Creature"], "subtypes": ["Bird", "Soldier"],
           "colors": ["W"], "mana_value": 2, "power": 1, "toughness": 1,
           "text": "Flying\nMorph {3}{W}\nWhenever a permanent is turned face up, put a +1/+1 "
                   "counter on Aven Farseer."}
PONYBACK = {"name": "Ponyback Brigade", "types": ["Creature"], "subtypes": ["Goblin", "Warrior"],
            "colors": ["R", "W", "B"], "mana_value": 6, "power": 2, "toughness": 2,
            "text": "When Ponyback Brigade enters the battlefield or is turned face up, create "
                    "three 1/1 red Goblin creature tokens.\nMorph {2}{R}{W}{B}"}
BEARS = {"name": "Test Bears", "types": ["Creature"], "mana_value": 2, "power": 2,
         "toughness": 2, "abilities": []}
CARDS = [MORPH, MEGAMORPH, VANILLA, WATCHER, BEARS,
         {**FARSEER, "abilities": list(compile_face(FARSEER).card_abilities())},
         {**PONYBACK, "abilities": list(compile_face(PONYBACK).card_abilities())}]
FACE_DOWN = {"id": "m", "card": "Test Morph", "face_down": True, "controller": "A"}


def _play(objects: list[dict[str, Any]], events: list[dict[str, Any]] | None = None,
          **extra: Any) -> dict[str, Any]:
    return play(objects, events, cards=CARDS, **extra)


def test_a_face_down_permanent_is_a_nameless_colorless_2_2_under_an_anthem() -> None:
    """Given a face-down Test Morph (a 5/5 green Beast) and Glorious Anthem, when the layers
    run, then it is a 3/3 colorless creature with no name, subtypes, abilities or mana value:
    708.2a's values are its copiable values and the anthem still applies in layer 7c."""
    result = _play([FACE_DOWN, {"id": "anthem", "card": "Glorious Anthem", "controller": "A"}])
    board = result["objects"]["m"]

    assert (board["power"], board["toughness"]) == (3, 3)
    assert (board["name"], board["colors"], board["subtypes"]) == ("", [], [])
    assert (board["types"], board["abilities"], board["mana_value"]) == (["Creature"], [], 0)
    assert board["face_down"] is True
    assert board["face_up"]["name"] == "Test Morph"


def test_turning_face_up_is_the_same_object_and_no_enters_trigger() -> None:
    """Given a face-down Test Morph with 1 damage, summoning sick, when A turns it face up, then
    it is Test Morph (5/5), with its damage, timestamp and sickness kept, and its "when ~
    enters" doesn't trigger (708.8: it didn't enter): A stays at 20 life; its "when ~ is turned
    face up" does: A draws."""
    before = _play([{**FACE_DOWN, "damage": 1, "summoning_sick": True}])["objects"]["m"]
    result = _play([{**FACE_DOWN, "damage": 1, "summoning_sick": True}],
                   [{"type": "turn_face_up", "player": "A", "object": "m"}])
    board = result["objects"]["m"]

    assert (board["name"], board["power"], board["damage"]) == ("Test Morph", 5, 1)
    assert board["timestamp"] == before["timestamp"]
    assert "face_down" not in board
    assert result["players"]["A"]["life"] == 20
    assert result["players"]["A"]["library"] == 52
    assert {"116.2b", "702.37e", "708.8", "603.2"} <= _rules(result)


def test_turning_face_up_in_response_doesnt_use_the_stack() -> None:
    """Given B's Lightning Bolt on the stack targeting A's face-down 2/2, when A turns it face up
    (a special action: nothing goes on the stack, 116.2b) and the Bolt then resolves, then the
    Bolt deals 3 damage to the 5/5, which survives."""
    result = _play(
        [FACE_DOWN, {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "controller": "B"}],
        [{"type": "cast", "player": "B", "object": "bolt", "targets": ["m"]},
         {"type": "turn_face_up", "player": "A", "object": "m"},
         {"type": "resolve"}])
    board = result["objects"]["m"]

    assert (board["zone"], board["name"], board["damage"]) == ("battlefield", "Test Morph", 3)
    assert result["objects"]["bolt"]["zone"] == "graveyard"


def test_the_face_down_2_2_dies_to_the_bolt_if_not_turned_up() -> None:
    """Given B's Lightning Bolt resolving against A's face-down 2/2, when nothing responds, then
    it dies, and as it leaves it is revealed (708.9): in the graveyard it is Test Morph, face
    up; its own enters and turned-face-up abilities never trigger (A at 20 life, 53 cards)."""
    result = _play(
        [FACE_DOWN, {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "controller": "B"}],
        [{"type": "cast", "player": "B", "object": "bolt", "targets": ["m"]}])
    board = result["objects"]["m"]

    assert (board["zone"], board["name"]) == ("graveyard", "Test Morph")
    assert "face_down" not in board
    assert "708.9" in _rules(result)
    assert (result["players"]["A"]["life"], result["players"]["A"]["library"]) == (20, 53)


def test_megamorph_puts_a_counter_on_it_as_it_turns_face_up() -> None:
    """Given a face-down Test Megamorph, when A turns it face up paying its megamorph cost, then
    a +1/+1 counter is put on it (702.37b): a 6/6."""
    result = _play([{**FACE_DOWN, "card": "Test Megamorph"}],
                   [{"type": "turn_face_up", "player": "A", "object": "m"}])
    board = result["objects"]["m"]

    assert board["counters"] == {"+1/+1": 1}
    assert (board["power"], board["toughness"]) == (6, 6)
    assert "702.37b" in _rules(result)


def test_casting_face_down_makes_a_face_down_2_2_permanent() -> None:
    """Given Test Morph in A's hand, when A casts it face down (702.37c, {3}) and it resolves,
    then a face-down 2/2 is on the battlefield: its "when ~ enters" didn't apply to it (it had
    no abilities as it entered: 708.2a): A stays at 20 life."""
    result = _play([{"id": "m", "card": "Test Morph", "zone": "hand", "controller": "A"}],
                   [{"type": "cast", "player": "A", "object": "m", "face_down": True},
                    {"type": "resolve"}])
    board = result["objects"]["m"]

    assert (board["zone"], board["name"], board["power"]) == ("battlefield", "", 2)
    assert board["face_down"] is True and board["face_up"]["name"] == "Test Morph"
    assert result["players"]["A"]["life"] == 20
    assert "702.37c" in _rules(result)


def test_a_face_down_spell_countered_is_revealed() -> None:
    """Given A's face-down spell on the stack, when B counters it (Cancel), then it goes to A's
    graveyard face up (708.9)."""
    result = _play([{"id": "m", "card": "Test Morph", "zone": "hand", "controller": "A"},
                    {"id": "c", "card": "Cancel", "zone": "hand", "controller": "B"}],
                   [{"type": "cast", "player": "A", "object": "m", "face_down": True},
                    {"type": "cast", "player": "B", "object": "c", "targets": ["m"]}])

    assert result["objects"]["m"]["zone"] == "graveyard"
    assert result["objects"]["m"]["name"] == "Test Morph"
    assert "708.9" in _rules(result)


def test_a_clone_of_a_face_down_creature_is_a_nameless_2_2() -> None:
    """Given a face-down Test Morph and a Clone that copies it, when the layers run, then Clone
    has the face-down values (708.2a: they are the copiable values): a nameless colorless
    2/2."""
    result = _play([FACE_DOWN, {"id": "clone", "card": "Clone", "controller": "A",
                                "chosen": {"copy": "m"}}])
    board = result["objects"]["clone"]

    assert (board["name"], board["power"], board["toughness"]) == ("", 2, 2)


@pytest.mark.parametrize(("event", "field", "phrase"), [
    ({"type": "turn_face_up", "player": "B", "object": "m"}, "player",
     "only its controller can turn it face up"),
    ({"type": "turn_face_up", "player": "A", "object": "bears"}, "object",
     "is not a face-down permanent on the battlefield"),
    ({"type": "turn_face_up", "player": "A", "object": "plain"}, "object",
     "has no morph ability the engine reads on its face-up side"),
    ({"type": "cast", "player": "A", "object": "hand_bears", "face_down": True}, "face_down",
     "it can't be cast face down"),
    ({"type": "cast", "player": "A", "object": "hand_morph", "face_down": True,
      "targets": ["m"]}, "targets", "a face-down spell has no text"),
])
def test_what_the_rules_forbid_is_refused_naming_the_field(event: dict[str, Any], field: str,
                                                          phrase: str) -> None:
    """Given A's face-down Test Morph, A's face-down vanilla 2/2 and cards in A's hand, when an
    event turns up what isn't A's or can't be turned up, or casts face down what has no morph
    or with targets, then it is refused, naming the field and the rule (702.37c, 702.37e)."""
    objects = [FACE_DOWN, {"id": "bears", "card": "Test Bears", "controller": "A"},
               {"id": "plain", "card": "Test Bears", "controller": "A", "face_down": True},
               {"id": "hand_bears", "card": "Test Bears", "zone": "hand", "controller": "A"},
               {"id": "hand_morph", "card": "Test Morph", "zone": "hand", "controller": "A"}]
    with pytest.raises(ScenarioError) as caught:
        _play(objects, [event])

    assert caught.value.path == f"events[0].{field}"
    assert phrase in str(caught.value)


def test_casting_face_down_is_at_sorcery_speed() -> None:
    """Given B the active player, when A casts Test Morph face down, then it is refused: a
    face-down spell is a creature spell without flash (702.37c, 307.1)."""
    with pytest.raises(ScenarioError, match="sorcery speed"):
        _play([{"id": "m", "card": "Test Morph", "zone": "hand", "controller": "A"}],
              [{"type": "cast", "player": "A", "object": "m", "face_down": True}],
              active_player="B")


def test_a_face_down_object_only_on_the_battlefield() -> None:
    """Given an object in a hand marked face_down, when the scenario is read, then it is
    refused naming the field (708.2a: the format's face-down objects are permanents)."""
    with pytest.raises(ScenarioError) as caught:
        _play([{**FACE_DOWN, "zone": "hand"}])

    assert caught.value.path == "objects[0].face_down"


def test_the_trace_calls_a_face_down_permanent_so() -> None:
    """Given a face-down permanent destroyed, when the trace is rendered in English, then it
    names it "a nameless creature" (it has no name, 708.2a), not an empty string."""
    result = _play([FACE_DOWN], [{"type": "destroy", "target": "m"}])

    assert "Event 1: destroy a nameless creature." in _texts(result)


def test_a_face_down_spell_is_a_colorless_creature_spell_to_cast_triggers() -> None:
    """Given A's "whenever you cast a green spell" and "whenever you cast a creature spell"
    triggers, when A casts green Test Morph face down, then only the creature one triggers: the
    spell is a colorless 2/2 creature spell (702.37c): A draws and stays at 20 life."""
    result = _play([{"id": "m", "card": "Test Morph", "zone": "hand", "controller": "A"},
                    {"id": "w", "card": "Test Watcher", "controller": "A"}],
                   [{"type": "cast", "player": "A", "object": "m", "face_down": True}])

    assert (result["players"]["A"]["life"], result["players"]["A"]["library"]) == (20, 52)


def test_turned_face_up_while_attacking_it_stays_in_combat() -> None:
    """Given A's face-down 2/2 attacking and blocked by a 2/2, when A turns it face up before
    combat damage, then it is still the attacking creature (708.8: the same object) and deals
    5 damage: the blocker dies and it survives with 2 damage."""
    result = _play([FACE_DOWN, {"id": "b", "card": "Test Bears", "controller": "B"}],
                   [{"type": "attack", "attackers": [{"object": "m"}]},
                    {"type": "block", "blockers": [{"object": "b", "blocking": "m"}]},
                    {"type": "turn_face_up", "player": "A", "object": "m"},
                    {"type": "combat_damage"}])

    assert result["objects"]["b"]["zone"] == "graveyard"
    assert (result["objects"]["m"]["zone"], result["objects"]["m"]["damage"]) == (
        "battlefield", 2)


@pytest.mark.parametrize("turned", ["m", "f"])
def test_aven_farseer_sees_any_permanent_turned_face_up(turned: str) -> None:
    """Given Aven Farseer and a face-down Test Vanilla Morph, or a face-down Aven Farseer, when
    the face-down one is turned face up, then Aven Farseer's "whenever a permanent is turned
    face up" triggers: a +1/+1 counter on it (itself too: it has the ability once face up,
    708.8)."""
    farseer = {"id": "f", "card": "Aven Farseer", "controller": "A",
               "face_down": turned == "f"}
    result = _play([{**FACE_DOWN, "card": "Test Vanilla Morph"}, farseer],
                   [{"type": "turn_face_up", "player": "A", "object": turned}])

    assert result["objects"]["f"]["counters"] == {"+1/+1": 1}


def test_enters_or_is_turned_face_up_is_two_triggers_one_for_each_event() -> None:
    """Given Ponyback Brigade's real line, when compiled, then it is two triggered abilities
    with the same effect, one on entering and one on turning face up (603.2: either event)."""
    abilities = read_whole(_face("Ponyback Brigade", PONYBACK["text"].split("\n")[0]))

    assert [a["trigger"] for a in abilities] == [{"on": "enters", "object": "self"},
                                                 {"on": "turned_face_up", "object": "self"}]
    assert abilities[0]["effect"] == abilities[1]["effect"]


@pytest.mark.parametrize(("events", "tokens"), [
    ([{"type": "cast", "player": "A", "object": "p", "face_down": True}], 0),
    ([{"type": "cast", "player": "A", "object": "p", "face_down": True}, {"type": "resolve"},
      {"type": "turn_face_up", "player": "A", "object": "p"}], 3),
    ([{"type": "cast", "player": "A", "object": "p"}], 3),
])
def test_ponyback_brigade_makes_goblins_once_either_way(events: list[dict[str, Any]],
                                                        tokens: int) -> None:
    """Given Ponyback Brigade in A's hand, when it is cast face down (it enters with no
    abilities, 708.2a: no Goblins), then turned face up (708.8: its turned-face-up trigger, not
    the enters one: three), or cast face up (its enters trigger: three), then A has that many
    Goblin tokens."""
    result = _play([{"id": "p", "card": "Ponyback Brigade", "zone": "hand", "controller": "A"}],
                   events)
    goblins = [o for o in result["objects"].values()
               if o["name"] == "Goblin Token" and o["zone"] == "battlefield"]

    assert len(goblins) == tokens
