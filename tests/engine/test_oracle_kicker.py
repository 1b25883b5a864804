"""Issue 27 round 4, kicker (engine/oracle/templates_kicker.py; 702.33 in the current rules,
607.2h in the shipped text): real corpus lines read into the exact ability, near misses left
unread, and the engine's side played as scenarios with rule citations: the cast event's
``kicked``, the spell and the permanent it becomes "kicked", and "if it was kicked" (603.4)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.library.cards import parse_card
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401 (goldens)


def _face(name: str, types: str, text: str) -> dict[str, Any]:
    return {"name": name, "types": types.split(" "), "text": text, "power": 1, "toughness": 4}


def _read(name: str, types: str, text: str) -> list[dict[str, Any]]:
    """The abilities of a real card's text without labels; every line claimed, and the engine
    loads them as a card's."""
    face = _face(name, types, text)
    return read_whole(face)


def _unread(name: str, types: str, text: str) -> tuple[str, ...]:
    return compile_face(_face(name, types, text)).not_modelled


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


KICKER = ("Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)")
WOODREADERS = (KICKER + "\nWhen Citanul Woodreaders enters the battlefield, if it was kicked, "
               "draw two cards.")
ENTERS_IF_KICKED = {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
                    "if": {"kicked": True}}


# --- the lines ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("types", "text"), [
    ("Creature", "Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)"),
    ("Instant", "Kicker {4}"),
    ("Sorcery", "Kicker {R}"),
    ("Enchantment", "Kicker {1}{W}"),
])
def test_a_kicker_line_is_a_kicker_ability(types: str, text: str) -> None:
    """702.33a: "Kicker [mana cost]" on a permanent or a spell is a kicker ability."""
    assert _read("Zed", types, text) == [{"kind": "kicker"}]


@pytest.mark.parametrize(("name", "text", "rest"), [
    ("Citanul Woodreaders", WOODREADERS,
     {"effect": [{"do": "draw", "player": "you", "amount": 2}]}),
    ("Benalish Emissary", "Kicker {1}{G}\nWhen Benalish Emissary enters the battlefield, if it "
     "was kicked, destroy target land.",
     {"targets": [{"object": {"types": ["Land"]}}],
      "effect": [{"do": "destroy", "object": "target"}]}),
    ("Heartstabber Mosquito", "Kicker {2}{B}\nFlying\nWhen Heartstabber Mosquito enters the "
     "battlefield, if it was kicked, destroy target creature.",
     {"targets": [{"object": {"types": ["Creature"]}}],
      "effect": [{"do": "destroy", "object": "target"}]}),
])
def test_enters_if_it_was_kicked(name: str, text: str, rest: dict[str, Any]) -> None:
    """603.4, 607.2h: "When ~ enters the battlefield, if it was kicked, ..." is an enters
    trigger with the intervening "if" ``kicked``."""
    read = _read(name, "Creature", text)
    assert read[0] == {"kind": "kicker"}
    assert read[-1] == {**ENTERS_IF_KICKED, **rest}


@pytest.mark.parametrize("text", [
    "Kicker—Sacrifice two lands.",  # 702.33a: not a mana cost
    "Kicker {1}{R} and/or {1}{U}",  # 702.33b, 702.33f: which kicker paid is not recorded
    "Kicker {R} and/or {W}",
    "Multikicker {2}",  # 702.33c: kicked a number of times
    "Kicker {X}",
    "When Zed enters the battlefield, if it was kicked with its {R} kicker, it deals 2 damage "
    "to any target.",
    "If Zed was kicked, it enters the battlefield tapped.",
    "If Zed was kicked, it enters the battlefield with X +1/+1 counters on it.",
    "Zed enters the battlefield with a +1/+1 counter on it for each time it was kicked.",
    "When Zed enters the battlefield, target opponent discards a card for each time it was "
    "kicked.",
    "Whenever you cast a spell, if that spell was kicked, Zed gets +1/+1 and gains menace "
    "until end of turn.",
    "When Zed enters the battlefield, if it was kicked, you may reveal cards from the top of "
    "your library until you reveal a creature card.",
])
def test_kicker_lines_the_engine_cant_say_stay_unread(text: str) -> None:
    """702.33b-c, 702.33f: other kicker costs and the abilities that count or tell apart the
    kicks stay unread, whole."""
    assert _unread("Zed", "Creature", text) == (text,)


@pytest.mark.parametrize(("name", "text", "counters"), [
    ("Academy Drake", "If Academy Drake was kicked, it enters the battlefield with two +1/+1 "
     "counters on it.", {"+1/+1": 2}),
    ("Ardent Soldier", "If Ardent Soldier was kicked, it enters the battlefield with a +1/+1 "
     "counter on it.", {"+1/+1": 1}),
])
def test_enters_with_counters_if_it_was_kicked(name: str, text: str,
                                               counters: dict[str, int]) -> None:
    """614.1c, 607.2h: "If ~ was kicked, it enters the battlefield with N +1/+1 counters on
    it." is a replacement of its own entering, under the condition ``kicked``."""
    assert _read(name, "Creature", "Kicker {4}\n" + text)[1] == {
        "kind": "replacement", "event": {"type": "enter", "object": "self"},
        "if": {"kicked": True}, "instead": {"counters": counters}}


def test_a_spells_if_this_spell_was_kicked_stays_unread() -> None:
    """702.33e: a spell's "If this spell was kicked, ..." is not read (no spell condition)."""
    text = ("Return target nonland permanent to its owner's hand. If this spell was kicked, "
            "draw a card.")
    assert _unread("Blink of an Eye", "Instant", text) == (text,)


# --- the engine: cast kicked, "if it was kicked" ------------------------------------------------

def _woodreaders(cast: dict[str, Any], events: list[dict[str, Any]] | None = None,
                 text: str = WOODREADERS) -> dict[str, Any]:
    face = _face("Citanul Woodreaders", "Creature", text)
    card = {**face, "colors": ["G"], "abilities": list(compile_face(face).card_abilities())}
    objects = [{"id": "w", "card": "Citanul Woodreaders", "controller": "A", "zone": "hand"}]
    return play(objects, [{"type": "cast", "player": "A", "object": "w", **cast},
                          {"type": "resolve"}, *(events or [])], cards=[card])


def test_kicked_woodreaders_draws_two() -> None:
    """702.33d, 607.2h, 603.4: cast kicked, the permanent it becomes was kicked: its enters
    ability triggers and A draws two cards."""
    result = _woodreaders({"kicked": True})

    assert result["objects"]["w"]["zone"] == "battlefield"
    assert result["players"]["A"]["library"] == 53 - 2
    assert {"702.33d", "603.2", "121.1"} <= _rules(result)


def test_unkicked_woodreaders_draws_nothing() -> None:
    """603.4: cast without its kicker cost, the intervening "if" is false: it doesn't
    trigger and A draws nothing."""
    result = _woodreaders({})

    assert result["objects"]["w"]["zone"] == "battlefield"
    assert result["players"]["A"]["library"] == 53
    assert "121.1" not in _rules(result)


def test_kicked_is_forgotten_once_it_leaves() -> None:
    """400.7, 607.2h: returned to hand and cast again unkicked, it is a new object that
    wasn't kicked: A draws only the first two."""
    result = _woodreaders({"kicked": True}, [
        {"type": "move", "object": "w", "to": "hand"},
        {"type": "cast", "player": "A", "object": "w"},
        {"type": "resolve"},
    ])

    assert result["objects"]["w"]["zone"] == "battlefield"
    assert result["players"]["A"]["library"] == 53 - 2


def test_kicked_for_a_spell_without_kicker_is_refused() -> None:
    """702.33a: a cast event's kicked for a card without a kicker the engine reads is
    refused, naming the field."""
    with pytest.raises(ScenarioError, match=r"kicked.*has no kicker"):
        _woodreaders({"kicked": True}, text="When Citanul Woodreaders enters the battlefield, "
                     "draw a card.")


DRAKE = ("Kicker {4}\nFlying\nIf Academy Drake was kicked, it enters the battlefield with two "
         "+1/+1 counters on it.")


def _drake(cast: dict[str, Any]) -> dict[str, Any]:
    face = {**_face("Academy Drake", "Creature", DRAKE), "power": 2, "toughness": 2}
    card = {**face, "colors": ["U"], "abilities": list(compile_face(face).card_abilities())}
    objects = [{"id": "d", "card": "Academy Drake", "controller": "A", "zone": "hand"}]
    return play(objects, [{"type": "cast", "player": "A", "object": "d", **cast},
                          {"type": "resolve"}], cards=[card])


def test_kicked_academy_drake_enters_with_two_counters() -> None:
    """702.33d, 607.2h, 614.1c: cast kicked, it enters the battlefield with two +1/+1
    counters: a 4/4."""
    result = _drake({"kicked": True})

    drake = result["objects"]["d"]
    assert (drake["zone"], drake["counters"], drake["power"], drake["toughness"]) == (
        "battlefield", {"+1/+1": 2}, 4, 4)
    assert {"702.33d", "614.1c"} <= _rules(result)


def test_unkicked_academy_drake_enters_without_counters() -> None:
    """614.1c: cast without its kicker cost, the replacement doesn't apply: a 2/2."""
    drake = _drake({})["objects"]["d"]

    assert (drake["zone"], drake.get("counters") or {}, drake["power"]) == (
        "battlefield", {}, 2)


def test_a_kicked_condition_on_another_event_is_refused() -> None:
    """702.33d: only a permanent's own entering reads whether it was kicked; on another
    event the card is refused, naming the field."""
    ability = {"kind": "replacement", "label": "x", "event": {"type": "draw", "player": "you"},
               "if": {"kicked": True}, "instead": {"amount": {"times": 2}}}
    with pytest.raises(ScenarioError, match=r"if\.kicked.*own entering"):
        parse_card({**_face("Zed", "Creature", ""), "abilities": [ability]}, "card")


# --- level up (702.87a) ------------------------------------------------------------------------

LEVEL_UP = ("Level up {3}{R} ({3}{R}: Put a level counter on this. Level up only as a "
            "sorcery.)")
LEVEL_UP_ABILITY = {"kind": "activated", "cost": "{3}{R}",
                    "effect": [{"do": "put_counters", "object": "self", "counter": "level",
                                "amount": 1}]}


def test_a_level_up_line_is_an_activated_ability() -> None:
    """702.87a: "Level up {3}{R}" is "{3}{R}: Put a level counter on this permanent. Activate
    only as a sorcery.": an activated ability with that cost and label."""
    compiled = compile_face(_face("Brimstone Mage", "Creature", LEVEL_UP))
    assert compiled.not_modelled == ()
    assert compiled.abilities == ({**LEVEL_UP_ABILITY, "label": "Level up {3}{R}"},)


@pytest.mark.parametrize(("types", "text"), [
    ("Creature", "Level up {X}"),
    ("Creature", "Level up—Discard a card."),
    ("Enchantment", "Level up {2}"),  # 711.1: a leveler is a creature card
    ("Creature", "LEVEL 2-6"),  # 711.2: the level boxes aren't read
    ("Creature", "LEVEL 7+"),
])
def test_level_up_lines_the_engine_cant_say_stay_unread(types: str, text: str) -> None:
    """702.87a, 711: other costs and the level boxes (711.2) stay unread, whole."""
    assert _unread("Zed", types, text) == (text,)


def _mage(player: str, active: str) -> dict[str, Any]:
    face = {**_face("Brimstone Mage", "Creature", LEVEL_UP), "power": 2, "toughness": 2}
    card = {**face, "colors": ["R"], "abilities": list(compile_face(face).card_abilities())}
    objects = [{"id": "m", "card": "Brimstone Mage", "controller": player}]
    return play(objects, [{"type": "activate", "player": player, "object": "m",
                           "ability": 0}, {"type": "resolve"}], cards=[card],
                players=[{"id": active}, {"id": "B" if active == "A" else "A"}])


def test_level_up_puts_a_level_counter() -> None:
    """702.87a, 602.2: activated in its controller's main phase, it puts a level counter on
    the creature."""
    result = _mage("A", "A")

    assert result["objects"]["m"]["counters"] == {"level": 1}


def test_level_up_in_an_opponents_turn_is_refused() -> None:
    """702.87a, 602.5d: level up is activated only as a sorcery: not in another player's
    turn."""
    with pytest.raises(ScenarioError, match="sorcery speed"):
        _mage("B", "A")

