"""Round 7 of issue 27 (lane spell7): instants' and sorceries' long tail, read on real Oracle
lines of the dev corpus (2020) with their near misses left whole, and played by the engine.

"Counter target spell unless its controller pays {3}." (Mana Leak): 701.5a and 118.12a. As
the counterspell resolves, the TARGET spell's controller (not the counterspell's) chooses
whether to pay; mana costs are taken as paid; paid, the spell isn't countered. Each run keeps a
golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

STACK = {"zones": ["stack"]}


def _counter_unless(spell: dict[str, Any], cost: str) -> dict[str, Any]:
    return {"kind": "spell", "targets": [{"object": spell}],
            "effect": [{"do": "counter", "object": "target", "unless_pay": cost}]}


# --- reading: "Counter target spell unless its controller pays {N}." -----------------------


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Mana Leak", "Counter target spell unless its controller pays {3}.",
     _counter_unless(STACK, "{3}")),
    ("Force Spike", "Counter target spell unless its controller pays {1}.",
     _counter_unless(STACK, "{1}")),
    ("Quench", "Counter target spell unless its controller pays {2}.",
     _counter_unless(STACK, "{2}")),
    ("Censor", "Counter target spell unless its controller pays {1}.",
     _counter_unless(STACK, "{1}")),
    ("Spell Pierce", "Counter target noncreature spell unless its controller pays {2}.",
     _counter_unless({"zones": ["stack"], "not_types": ["Creature"]}, "{2}")),
    # 107.3a: the counterspell's own X.
    ("Test Leak", "Counter target spell unless its controller pays {X}.",
     _counter_unless(STACK, "{X}")),
])
def test_counter_unless_pays_lines_read_exactly(name: str, text: str,
                                                ability: dict[str, Any]) -> None:
    """Given a real "Counter target [spell] unless its controller pays {N}." line, when
    compiled, then it is a counter of the target spell with ``unless_pay`` (701.5a, 118.12a)."""
    assert _read(name, "Instant", text) == [ability]


@pytest.mark.parametrize("text", [
    # An X defined otherwise; a cost counted "for each": varying costs.
    "Counter target spell unless its controller pays {X}, where X is the greatest power among "
    "creatures you control.",
    "Counter target spell unless its controller pays {1} for each card in your graveyard.",
    "Counter target spell unless its controller pays {1} for each artifact you control.",
    # Costs the engine doesn't pay, or a payment by someone else.
    "Counter target spell unless its controller pays 3 life.",
    "Counter target spell unless its controller discards their hand.",
    "Counter target spell unless any player pays {1}.",
    # A sentence after it the engine doesn't do.
    "Counter target spell unless its controller pays {2}. Clash with an opponent.",
    "Counter target spell unless its controller pays {2}. That player discards two cards at "
    "random.",
    # Hybrid and Phyrexian mana aren't a fixed cost here.
    "Counter target spell unless its controller pays {W/U}.",
])
def test_counter_unless_near_misses_stay_unread(text: str) -> None:
    """Given a varying cost, a cost that isn't mana, another payer or a second sentence, when
    compiled, then the line is left whole."""
    assert _unread("Test Spell", "Instant", text)


# --- playing (701.5a, 118.12a, 608.2b) ------------------------------------------------------


def _mana_leak(*choices: dict[str, Any], respond: list[dict[str, Any]] | None = None
               ) -> dict[str, Any]:
    """B casts Lightning Bolt at A; A responds with Mana Leak targeting it (the scripted library
    card, which the compiler reads the same: test_oracle_agreement)."""
    objects = [{"id": "leak", "card": "Mana Leak", "controller": "A", "zone": "hand"},
               {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "hand"},
               {"id": "cs", "card": "Counterspell", "controller": "B", "zone": "hand"}]
    events = [{"type": "cast", "player": "B", "object": "bolt", "targets": ["A"]},
              {"type": "cast", "player": "A", "object": "leak", "targets": ["bolt"]},
              *(respond or [])]
    return play(objects, events, active_player="B", choices=list(choices))


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_not_paying_counters_the_spell() -> None:
    """118.12a, 701.5a: given B (the Bolt's controller) doesn't pay {3}, when Mana Leak
    resolves, then the Bolt is countered: it is in B's graveyard and A keeps 20 life."""
    result = _mana_leak({"player": "B", "choose": "no"})

    assert result["objects"]["bolt"]["zone"] == "graveyard"
    assert result["players"]["A"]["life"] == 20
    assert {"118.12a", "701.5a"} <= _rules(result)


def test_paying_keeps_the_spell() -> None:
    """118.12a: given B pays {3} (taken as paid), when Mana Leak resolves, then the Bolt isn't
    countered: it resolves and deals 3 damage to A."""
    result = _mana_leak({"player": "B", "choose": "yes"})

    assert result["players"]["A"]["life"] == 17
    assert any("pays {3}" in step["text"] for step in result["steps"])
    assert "701.5a" not in _rules(result)


def test_the_question_is_asked_of_the_target_spells_controller() -> None:
    """118.12a: "its controller" is the target spell's: given no answer, when Mana Leak
    resolves, then the run stops at a question to B (not A, who cast Mana Leak)."""
    result = _mana_leak()

    pending = result["pending_choice"]
    assert (pending["player"], [o["id"] for o in pending["options"]]) == ("B", ["yes", "no"])
    assert "{3}" in pending["text"] and "118.12a" in pending["rules"]


def test_a_countered_mana_leak_asks_nothing() -> None:
    """701.5a: given B responds with Counterspell on Mana Leak itself, when the stack resolves,
    then Mana Leak never resolves: nobody is asked to pay and the Bolt deals its 3 damage."""
    result = _mana_leak(respond=[{"type": "cast", "player": "B", "object": "cs",
                                  "targets": ["leak"]}])

    assert result.get("pending_choice") is None
    assert result["objects"]["leak"]["zone"] == "graveyard"
    assert result["players"]["A"]["life"] == 17


def test_an_uncounterable_spell_stays_whether_or_not_paid() -> None:
    """101.2, 118.12a: given Abrupt Decay ("can't be countered") and B doesn't pay, when Mana
    Leak resolves, then the Decay isn't countered and destroys its target."""
    objects = [{"id": "leak", "card": "Mana Leak", "controller": "A", "zone": "hand"},
               {"id": "decay", "card": "Abrupt Decay", "controller": "B", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "A"}]
    events = [{"type": "cast", "player": "B", "object": "decay", "targets": ["bears"]},
              {"type": "cast", "player": "A", "object": "leak", "targets": ["decay"]}]

    result = play(objects, events, active_player="B", choices=[{"player": "B", "choose": "no"}])

    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert "101.2" in _rules(result)


def test_a_compiled_spell_pierce_counters_only_noncreature_spells() -> None:
    """115.1, 118.12a: given the compiled Spell Pierce, when A targets B's Grizzly Bears spell,
    then the cast is refused (a creature spell isn't a legal target)."""
    face = {"name": "Spell Pierce", "types": ["Instant"], "colors": ["U"], "mana_value": 1,
            "text": "Counter target noncreature spell unless its controller pays {2}."}
    face["abilities"] = list(compile_face(face).card_abilities())
    objects = [{"id": "pierce", "card": "Spell Pierce", "controller": "A", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}]
    events = [{"type": "cast", "player": "B", "object": "bears"},
              {"type": "cast", "player": "A", "object": "pierce", "targets": ["bears"]}]

    with pytest.raises(ScenarioError, match=r"events\[1\]"):
        play(objects, events, active_player="B", cards=[face])


def test_unless_pay_on_another_action_is_refused() -> None:
    """118.12a: ``unless_pay`` is a counter action's; on a draw it is refused, naming the
    field."""
    card = {"name": "Bad", "types": ["Sorcery"],
            "abilities": [{"kind": "spell", "label": "Bad.",
                           "effect": [{"do": "draw", "player": "you", "amount": 1,
                                       "unless_pay": "{1}"}]}]}
    objects = [{"id": "bad", "card": "Bad", "controller": "A", "zone": "hand"}]

    with pytest.raises(ScenarioError, match=r"unless_pay"):
        play(objects, [{"type": "cast", "player": "A", "object": "bad"}], cards=[card])


# --- reading: "Target creature can't block this turn." (508.1c, 509.1b, 611.2a) -----------

CREATURE = {"object": {"types": ["Creature"]}}


def _on_target(what: list[str], target: dict[str, Any] = CREATURE) -> dict[str, Any]:
    return {"kind": "spell", "targets": [target], "affects": "targets", "cant": what,
            "duration": "end_of_turn"}


def _on_group(what: list[str], group: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "spell", "affects": group, "cant": what, "duration": "end_of_turn"}


@pytest.mark.parametrize(("name", "text", "abilities"), [
    ("Magmatic Chasm", "Creatures without flying can't block this turn.",
     [_on_group(["block"], {"types": ["Creature"], "not_keywords": ["Flying"]})]),
    ("Falter", "Creatures without flying can't block this turn.",
     [_on_group(["block"], {"types": ["Creature"], "not_keywords": ["Flying"]})]),
    ("Panic", "Target creature can't block this turn.", [_on_target(["block"])]),
    ("Seismic Stomp", "Creatures without flying can't block this turn.",
     [_on_group(["block"], {"types": ["Creature"], "not_keywords": ["Flying"]})]),
    ("Demoralize", "Creatures can't block this turn.",
     [_on_group(["block"], {"types": ["Creature"]})]),
    ("Brute Force", "Nonartifact creatures can't block this turn.",
     [_on_group(["block"], {"types": ["Creature"], "not_types": ["Artifact"]})]),
    ("Distortion Strike", "Target creature can't be blocked this turn.",
     [_on_target(["be_blocked"])]),
    ("Stone Rain", "Destroy target land. Creatures without flying can't block this turn.",
     [{"kind": "spell", "targets": [{"object": {"types": ["Land"]}}],
       "effect": [{"do": "destroy", "object": "target"}]},
      _on_group(["block"], {"types": ["Creature"], "not_keywords": ["Flying"]})]),
    ("Goblin Test", "~ deals 1 damage to each creature your opponents control. Creatures "
     "your opponents control can't block this turn.",
     [{"kind": "spell", "effect": [{"do": "damage", "amount": 1, "objects": {
         "types": ["Creature"], "controller": "opponent"}}]},
      _on_group(["block"], {"types": ["Creature"], "controller": "opponent"})]),
])
def test_cant_this_turn_lines_read_exactly(name: str, text: str,
                                           abilities: list[dict[str, Any]]) -> None:
    """Given a real "... can't block / can't be blocked this turn." line (Stone Rain's and the
    damage line's wording are real lines of the corpus under another name), when compiled,
    then it is a spell's ``cant`` on its target or on a group, until the cleanup step."""
    assert _read(name, "Sorcery", text.replace("~", name)) == abilities


@pytest.mark.parametrize("text", [
    "Up to three target creatures can't block this turn.",
    "Target creature gets +1/+0 until end of turn and can't be blocked this turn except by "
    "Walls.",
    "Green creatures and white creatures can't block this turn.",
    "Creatures target player controls can't block this turn.",
    "Target creature can't be blocked this turn except by creatures with defender.",
    "Target player can't block this turn.",
    "Target artifact can't block this turn.",
    "Destroy target land. Target creature can't block this turn.",
    "Creatures with power 2 or less can't block this turn.",
])
def test_cant_this_turn_near_misses_stay_unread(text: str) -> None:
    """Given "up to", a restriction joined to another effect on one target, a group the
    engine can't describe, a non-creature, or a second target, when compiled, then the line is
    left whole."""
    assert _unread("Test Spell", "Sorcery", text)


# --- playing (508.1c, 509.1b, 611.2a, 611.2c, 514.2, 608.2b) -----------------------------


def _spell_card(name: str, text: str) -> dict[str, Any]:
    face: dict[str, Any] = {"name": name, "types": ["Instant"], "colors": ["R"],
                            "mana_value": 1, "text": text}
    compiled = compile_face(face)
    assert compiled.not_modelled == (), compiled.lines
    face["abilities"] = list(compiled.card_abilities())
    return face


PANIC = _spell_card("Panic", "Target creature can't block this turn.")
FALTER = _spell_card("Falter", "Creatures without flying can't block this turn.")
STRIKE = _spell_card("Distortion Strike", "Target creature can't be blocked this turn.")


def _attack_then_block(spell: str, targets: list[str], blocker: str = "bears",
                       extra: list[dict[str, Any]] | None = None,
                       more: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A (active) casts ``spell``, it resolves, then A's Ogre attacks B and B declares
    ``blocker`` blocking it."""
    objects = [{"id": "spell", "card": spell, "controller": "A", "zone": "hand"},
               {"id": "ogre", "card": "Hill Giant", "controller": "A"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"},
               {"id": "angel", "card": "Serra Angel", "controller": "B"},
               *(more or [])]
    events = [{"type": "cast", "player": "A", "object": "spell", "targets": targets},
              {"type": "resolve"}, *(extra or []),
              {"type": "attack", "attackers": [{"object": "ogre", "defending": "B"}]},
              {"type": "block", "blockers": [{"object": blocker, "blocking": "ogre"}]}]
    return play(objects, events, cards=[PANIC, FALTER, STRIKE])


def test_the_targeted_creature_cant_block() -> None:
    """509.1b, 611.2a: given Panic resolved on B's Grizzly Bears, when B declares it as a
    blocker this turn, then the block is refused, naming the effect and the rule."""
    with pytest.raises(ScenarioError, match=r"events\[3\].*can't block.*509\.1b"):
        _attack_then_block("Panic", ["bears"])


def test_another_creature_still_blocks() -> None:
    """509.1b: given Panic on the Bears, when B blocks with Serra Angel instead, then the block
    stands: the effect is on its target only."""
    result = _attack_then_block("Panic", ["bears"], blocker="angel")

    assert result["objects"]["angel"]["blocking"] == ["ogre"]


def test_the_restriction_ends_in_the_cleanup_step() -> None:
    """514.2, 611.2a: given Panic on B's Bears this turn, when the turn ends and B's Bears block
    in the next turn (A's second turn: a two-player game), then the block stands."""
    result = _attack_then_block("Panic", ["bears"], extra=[{"type": "end_turn"},
                                                           {"type": "end_turn"}])

    assert result["objects"]["bears"]["blocking"] == ["ogre"]
    assert "514.2" in _rules(result)


def test_a_target_that_left_and_returned_is_a_new_object() -> None:
    """400.7, 608.2b: given Panic on B's Bears, and the Bears returned to B's hand and put
    back onto the battlefield before Panic resolves, when Panic resolves, then its only target
    is illegal: it doesn't resolve, and the new Bears block."""
    objects = [{"id": "spell", "card": "Panic", "controller": "A", "zone": "hand"},
               {"id": "ogre", "card": "Hill Giant", "controller": "A"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"}]
    events = [{"type": "cast", "player": "A", "object": "spell", "targets": ["bears"]},
              {"type": "move", "object": "bears", "to": "hand"},
              {"type": "move", "object": "bears", "to": "battlefield"},
              {"type": "resolve"},
              {"type": "attack", "attackers": [{"object": "ogre", "defending": "B"}]},
              {"type": "block", "blockers": [{"object": "bears", "blocking": "ogre"}]}]

    result = play(objects, events, cards=[PANIC])

    assert result["objects"]["bears"]["blocking"] == ["ogre"]
    assert "608.2b" in _rules(result)


def test_a_group_restriction_is_checked_as_blockers_are_declared() -> None:
    """611.2c: "Creatures without flying can't block this turn" changes no characteristic, so
    its set isn't locked: given Falter resolved, when B's Grizzly Bears blocks, then it's
    refused; B's Serra Angel (flying) still blocks."""
    with pytest.raises(ScenarioError, match=r"can't block.*509\.1b"):
        _attack_then_block("Falter", [])
    result = _attack_then_block("Falter", [], blocker="angel")

    assert result["objects"]["angel"]["blocking"] == ["ogre"]


def test_a_creature_entering_after_falter_cant_block_either() -> None:
    """611.2c: given Falter resolved and then a Grizzly Bears enters under B's control, when
    it blocks this turn, then it's refused: the restriction modifies the rules of the game, so
    it affects creatures that weren't there as it resolved."""
    late = {"id": "late", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}
    arrive = {"type": "move", "object": "late", "to": "battlefield"}
    with pytest.raises(ScenarioError, match=r"can't block.*509\.1b"):
        _attack_then_block("Falter", [], blocker="late", extra=[arrive], more=[late])


def test_the_targeted_attacker_cant_be_blocked() -> None:
    """509.1b: given Distortion Strike on A's Hill Giant, when B blocks it with the Bears,
    then the block is refused."""
    with pytest.raises(ScenarioError, match=r"can't be blocked|509\.1b"):
        _attack_then_block("Distortion Strike", ["ogre"])


def test_cant_on_a_triggered_ability_is_refused() -> None:
    """611.2a: ``cant`` is a spell's or an activated ability's (the restriction its resolution
    creates; lane cant8 added the activated one); on a triggered ability it is refused, naming
    the field."""
    card = {"name": "Bad", "types": ["Artifact"],
            "abilities": [{"kind": "triggered", "label": "Bad.", "trigger": {
                "on": "enters", "object": "self"}, "cant": ["block"],
                "duration": "end_of_turn", "affects": {"types": ["Creature"]}}]}
    with pytest.raises(ScenarioError, match=r"cant"):
        play([{"id": "b", "card": "Bad", "controller": "A"}], cards=[card])


def test_a_spells_cant_on_itself_is_refused() -> None:
    """611.2a, 400.7: a spell's ``cant`` is on its targets or a filter; "self" (the spell on
    the stack, no creature) is refused, naming the field."""
    card = {"name": "Bad", "types": ["Instant"],
            "abilities": [{"kind": "spell", "label": "Bad.", "cant": ["block"],
                           "duration": "end_of_turn", "affects": "self"}]}
    with pytest.raises(ScenarioError, match=r"affects"):
        play([{"id": "b", "card": "Bad", "controller": "A", "zone": "hand"}], cards=[card])


def test_a_bolt_whose_target_was_blinked_doesnt_resolve() -> None:
    """400.7, 608.2b: given Lightning Bolt targeting B's Grizzly Bears, and the Bears moved to
    B's hand and back onto the battlefield before it resolves, when the Bolt resolves, then the
    new Bears is no target of it: the Bolt doesn't resolve and the Bears has no damage."""
    objects = [{"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"}]
    events = [{"type": "cast", "player": "A", "object": "bolt", "targets": ["bears"]},
              {"type": "move", "object": "bears", "to": "hand"},
              {"type": "move", "object": "bears", "to": "battlefield"}]

    result = play(objects, events)

    assert result["objects"]["bears"]["zone"] == "battlefield"
    assert result["objects"]["bears"]["damage"] == 0
    assert "608.2b" in _rules(result)


def test_a_trigger_does_nothing_to_its_one_target_that_was_blinked() -> None:
    """400.7, 608.2b: given a "when ~ enters, 2 damage to target creature and 2 damage to
    target player" trigger targeting B's Skittish Bear and B, and the Bear's own trigger (on
    top) exiling and returning it, when the first trigger resolves, then the new Bear is no
    target of it (no damage; before the fix it was dealt the 2) and B still loses 2 life."""
    striker = {"name": "Twin Striker", "types": ["Creature"], "power": 1, "toughness": 1,
               "abilities": [{"kind": "triggered", "label": "When Twin Striker enters, 2 and 2.",
                              "trigger": {"on": "enters", "object": "self"},
                              "targets": [{"object": {"types": ["Creature"]}},
                                          {"player": "any"}],
                              "effect": [{"do": "damage", "object": "target", "amount": 2},
                                         {"do": "damage", "object": "target", "target": 1,
                                          "amount": 2}]}]}
    skittish = {"name": "Skittish Bear", "types": ["Creature"], "power": 2, "toughness": 2,
                "abilities": [{"kind": "triggered",
                               "label": "Whenever another creature enters, blink it.",
                               "trigger": {"on": "enters",
                                           "object": {"types": ["Creature"], "other": True}},
                               "effect": [{"do": "exile", "object": "self"},
                                          {"do": "return_to_battlefield", "object": "self"}]}]}
    objects = [{"id": "striker", "card": "Twin Striker", "controller": "A", "zone": "hand"},
               {"id": "bear", "card": "Skittish Bear", "controller": "B"}]

    # 603.3b: A's trigger goes on the stack first (APNAP), so B's blink resolves first.
    result = play(objects, [{"type": "move", "object": "striker", "to": "battlefield"}],
                  cards=[striker, skittish],
                  choices=[{"player": "A", "choose": "bear"}, {"player": "A", "choose": "B"}])

    assert result["objects"]["bear"]["zone"] == "battlefield"
    assert result["objects"]["bear"]["damage"] == 0
    assert result["players"]["B"]["life"] == 18
    assert "608.2b" in _rules(result)


# --- reading: "Target creature gets +X/+0 until end of turn." (107.3a, 611.2a) -------------

X_PLUS_0 = {"op": "modify_pt", "power": {"x": 1}, "toughness": 0}
MINUS_X = {"op": "modify_pt", "power": {"x": -1}, "toughness": {"x": -1}}


def _x_on_target(modification: dict[str, Any], target: dict[str, Any] = CREATURE
                 ) -> dict[str, Any]:
    return {"kind": "spell", "targets": [target], "affects": "targets",
            "modifications": [modification], "duration": "end_of_turn"}


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Bloodcurdling Scream", "Target creature gets +X/+0 until end of turn.",
     _x_on_target(X_PLUS_0)),
    ("Howl from Beyond", "Target creature gets +X/+0 until end of turn.",
     _x_on_target(X_PLUS_0)),
    ("Enrage", "Target creature gets +X/+0 until end of turn.", _x_on_target(X_PLUS_0)),
    ("Death Wind", "Target creature gets -X/-X until end of turn.", _x_on_target(MINUS_X)),
    ("Chill Haunting", "Target creature gets -X/-X until end of turn.",
     _x_on_target(MINUS_X)),
    ("Untamed Might", "Target creature gets +X/+X until end of turn.",
     _x_on_target({"op": "modify_pt", "power": {"x": 1}, "toughness": {"x": 1}})),
    ("Balduvian Rage", "Target attacking creature gets +X/+0 until end of turn.",
     _x_on_target(X_PLUS_0, {"object": {"types": ["Creature"]}, "combat": "attacking"})),
    ("Toxic Deluge", "All creatures get -X/-X until end of turn.",
     {"kind": "spell", "affects": {"types": ["Creature"]}, "modifications": [MINUS_X],
      "duration": "end_of_turn"}),
])
def test_x_pump_lines_read_exactly(name: str, text: str, ability: dict[str, Any]) -> None:
    """Given a real "... gets +X/+0 until end of turn." line, when compiled, then the P/T
    change counts the spell's X (``{"x": 1}``, ``{"x": -1}``), until end of turn."""
    assert _read(name, "Instant", text) == [ability]


@pytest.mark.parametrize("text", [
    "Target creature gets +X/+0 until end of turn, where X is its power.",
    "Target creature gets +X/+X until end of turn, where X is the number of lands you "
    "control.",
    "Creatures of the creature type of your choice get +X/+X until end of turn.",
    "Target creature gets +X/+Y until end of turn.",
    "Target player gets +X/+0 until end of turn.",
    "Creatures without flying get -X/-X until end of turn.",
])
def test_x_pump_near_misses_stay_unread(text: str) -> None:
    """Given an X defined by the line itself, a chosen type, a Y, or no creature, when
    compiled, then the line is left whole."""
    assert _unread("Test Spell", "Instant", text)


# --- playing (107.3a, 601.2b, 608.2h, 611.2c) -----------------------------------------------

DEATH_WIND = _spell_card("Death Wind", "Target creature gets -X/-X until end of turn.")
DELUGE = _spell_card("Toxic Deluge", "All creatures get -X/-X until end of turn.")
SCREAM = _spell_card("Bloodcurdling Scream", "Target creature gets +X/+0 until end of turn.")


def _x_spell(spell: str, x: int | None, targets: list[str],
             more: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    objects = [{"id": "spell", "card": spell, "controller": "A", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"},
               {"id": "giant", "card": "Hill Giant", "controller": "A"}]
    cast: dict[str, Any] = {"type": "cast", "player": "A", "object": "spell",
                            "targets": targets}
    if x is not None:
        cast["x"] = x
    return play(objects, [cast, *(more or [])], cards=[DEATH_WIND, DELUGE, SCREAM])


def test_minus_x_uses_the_x_its_caster_chose() -> None:
    """107.3a, 608.2h: given Death Wind cast with X=2 on B's Grizzly Bears (2/2), when it
    resolves, then the Bears are 0/0 and die (704.5f)."""
    result = _x_spell("Death Wind", 2, ["bears"])

    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert "704.5f" in _rules(result)


def test_a_smaller_x_leaves_it_alive() -> None:
    """107.3a: given Death Wind with X=1 on A's Hill Giant (3/3), when it resolves, then it is
    a 2/2 until end of turn."""
    result = _x_spell("Death Wind", 1, ["giant"])

    giant = result["objects"]["giant"]
    assert (giant["zone"], giant["power"], giant["toughness"]) == ("battlefield", 2, 2)


def test_plus_x_changes_power_only() -> None:
    """107.3a: given Bloodcurdling Scream with X=4 on the Hill Giant, when it resolves, then it
    is 7/3."""
    result = _x_spell("Bloodcurdling Scream", 4, ["giant"])

    assert (result["objects"]["giant"]["power"], result["objects"]["giant"]["toughness"]) == (
        7, 3)


def test_the_pump_ends_with_the_turn() -> None:
    """514.2: given Scream with X=4 on the Giant, when the turn ends, then it is 3/3 again."""
    result = _x_spell("Bloodcurdling Scream", 4, ["giant"],
                      more=[{"type": "resolve"}, {"type": "end_turn"}])

    assert result["objects"]["giant"]["power"] == 3


def test_toxic_deluge_shrinks_each_creature_there_as_it_resolves() -> None:
    """611.2c: given Toxic Deluge with X=2, when it resolves, then the Bears (2/2) die and the
    Giant (3/3) is 1/1; a creature put onto the battlefield later is unchanged."""
    late = {"type": "move", "object": "late", "to": "battlefield"}
    objects = [{"id": "spell", "card": "Toxic Deluge", "controller": "A", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"},
               {"id": "giant", "card": "Hill Giant", "controller": "A"},
               {"id": "late", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}]
    result = play(objects, [{"type": "cast", "player": "A", "object": "spell", "x": 2},
                            {"type": "resolve"}, late], cards=[DELUGE])

    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert result["objects"]["giant"]["power"] == 1
    assert result["objects"]["late"]["power"] == 2


def test_an_x_spell_cast_without_x_is_refused() -> None:
    """601.2b: given Death Wind cast without its X, then the event is refused, naming x."""
    with pytest.raises(ScenarioError, match=r"events\[0\]\.x"):
        _x_spell("Death Wind", None, ["bears"])


def test_x_in_a_static_ability_is_refused() -> None:
    """107.3a: X is the number a spell's caster chose; a static ability's ``{"x": 1}`` is
    refused, naming the modification."""
    card = {"name": "Bad", "types": ["Enchantment"],
            "abilities": [{"kind": "static", "label": "Bad.", "affects": {"types": ["Creature"]},
                           "modifications": [X_PLUS_0]}]}
    with pytest.raises(ScenarioError, match=r"modifications\[0\]"):
        play([{"id": "b", "card": "Bad", "controller": "A"}], cards=[card])


def test_a_resolved_x_effect_in_the_scenario_is_refused() -> None:
    """608.2h: X was fixed as the spell resolved; a scenario's resolved effect of Death Wind
    can't say it, so it is refused, naming the card."""
    objects = [{"id": "bears", "card": "Grizzly Bears", "controller": "B"}]
    with pytest.raises(ScenarioError, match=r"effects\[0\]\.card"):
        play(objects, effects=[{"id": "e1", "card": "Death Wind", "targets": ["bears"]}],
             cards=[DEATH_WIND])


# --- "Regenerate target creature." as a spell (701.15a, 614.8) -----------------------------


@pytest.mark.parametrize(("name", "text", "target"), [
    ("Mending Touch", "Regenerate target creature.", CREATURE),
    ("Refresh", "Regenerate target creature.", CREATURE),
    ("Artifact Regeneration", "Regenerate target artifact.",
     {"object": {"types": ["Artifact"]}}),
])
def test_regenerate_lines_read_exactly(name: str, text: str, target: dict[str, Any]) -> None:
    """Given "Regenerate target [creature]." on an instant (Mending Touch's and Refresh's real
    line; the artifact one a near variant), when compiled, then it is a spell's regeneration
    shield on its target."""
    assert _read(name, "Instant", text) == [
        {"kind": "spell", "targets": [target], "regenerate": "targets"}]


@pytest.mark.parametrize("text", [
    "Regenerate each creature you control.",
    "Regenerate target creature or player.",
    "Target creature gets +1/+1 and gains lifelink until end of turn. Regenerate it.",
    "Regenerate target creature. You gain life equal to that creature's toughness.",
    "Regenerate target creature. You gain control of that creature if it regenerates this way.",
])
def test_regenerate_near_misses_stay_unread(text: str) -> None:
    """Given a group, a player, a pronoun after another effect or another sentence, when
    compiled, then the line is left whole."""
    assert _unread("Test Spell", "Instant", text)


def test_regenerate_then_draw_reads_as_two_abilities() -> None:
    """Given Dark Dabbling's "Regenerate target creature. Draw a card.", when compiled, then
    the shield on its target, then a draw that names no target (608.2c: in order)."""
    assert _read("Dark Dabbling", "Instant", "Regenerate target creature. Draw a card.") == [
        {"kind": "spell", "targets": [CREATURE], "regenerate": "targets"},
        {"kind": "spell", "effect": [{"do": "draw", "player": "you", "amount": 1}]}]


MENDING = _spell_card("Mending Touch", "Regenerate target creature.")


def _regenerated(*after: dict[str, Any], bolts: int = 1) -> dict[str, Any]:
    """A casts Mending Touch on A's Grizzly Bears; it resolves; then B's Lightning Bolts."""
    objects = [{"id": "touch", "card": "Mending Touch", "controller": "A", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
               *({"id": f"bolt{i}", "card": "Lightning Bolt", "controller": "B",
                  "zone": "hand"} for i in range(bolts))]
    events = [{"type": "cast", "player": "A", "object": "touch", "targets": ["bears"]},
              {"type": "resolve"}, *after]
    return play(objects, events, cards=[MENDING])


def _bolt(i: int) -> list[dict[str, Any]]:
    return [{"type": "cast", "player": "B", "object": f"bolt{i}", "targets": ["bears"]},
            {"type": "resolve"}]


def test_the_shield_replaces_the_destruction() -> None:
    """614.8, 701.15a: given Mending Touch resolved on the Bears, when a Bolt deals lethal
    damage (704.5g), then the Bears regenerate: tapped, damage removed, on the battlefield."""
    result = _regenerated(*_bolt(0))

    bears = result["objects"]["bears"]
    assert (bears["zone"], bears["tapped"], bears["damage"]) == ("battlefield", True, 0)
    assert "614.8" in _rules(result)


def test_the_shield_is_used_once() -> None:
    """614.8: given the shield used by the first Bolt, when a second Bolt deals lethal damage
    the same turn, then the Bears are destroyed."""
    result = _regenerated(*_bolt(0), *_bolt(1), bolts=2)

    assert result["objects"]["bears"]["zone"] == "graveyard"


def test_the_shield_ends_with_the_turn() -> None:
    """514.2, 614.8: given Mending Touch resolved and unused, when the turn ends and a Bolt
    kills the Bears in the next turn, then they are destroyed."""
    result = _regenerated({"type": "end_turn"}, *_bolt(0))

    assert result["objects"]["bears"]["zone"] == "graveyard"


def test_regenerate_on_an_activated_ability_is_refused() -> None:
    """611.2a: ``regenerate`` is a spell's field; on an activated ability it is refused,
    naming it."""
    card = {"name": "Bad", "types": ["Artifact"],
            "abilities": [{"kind": "activated", "label": "Bad.", "cost": "{T}",
                           "targets": [CREATURE], "regenerate": "targets"}]}
    with pytest.raises(ScenarioError, match=r"regenerate"):
        play([{"id": "b", "card": "Bad", "controller": "A"}], cards=[card])


# --- "... target creature .... Untap that creature. It gains haste ..." (608.2c) ------------

ONE_CREATURE = [CREATURE]
UNTAP_IT = {"kind": "spell", "same_targets": True,
            "effect": [{"do": "untap", "object": "target"}]}


@pytest.mark.parametrize(("name", "text", "abilities"), [
    ("Threaten", "Gain control of target creature until end of turn. Untap that creature. It "
     "gains haste until end of turn.",
     [{"kind": "spell", "targets": ONE_CREATURE, "affects": "targets",
       "modifications": [{"op": "gain_control"},
                         {"op": "add_abilities", "abilities": ["Haste"]}],
       "duration": "end_of_turn"}, UNTAP_IT]),
    ("Savage Surge", "Target creature gets +2/+2 until end of turn. Untap that "
     "creature.",
     [{"kind": "spell", "targets": ONE_CREATURE, "affects": "targets",
       "modifications": [{"op": "modify_pt", "power": 2, "toughness": 2}],
       "duration": "end_of_turn"}, UNTAP_IT]),
    ("Aim High", "Untap target creature. It gets +2/+2 and gains reach until end of turn.",
     [{"kind": "spell", "targets": ONE_CREATURE,
       "effect": [{"do": "untap", "object": "target"}]},
      {"kind": "spell", "same_targets": True, "affects": "targets",
       "modifications": [{"op": "add_abilities", "abilities": ["Reach"]},
                         {"op": "modify_pt", "power": 2, "toughness": 2}],
       "duration": "end_of_turn"}]),
])
def test_same_target_lines_read_exactly(name: str, text: str,
                                        abilities: list[dict[str, Any]]) -> None:
    """Given a real line whose later sentences are about the first one's target ("that
    creature", "it"), when compiled, then the first ability declares the target and the others
    act on it (``same_targets``: one target for the spell, 601.2c, 608.2c); Threaten's haste
    joins its control effect (one effect, then the untap: nothing tells them apart)."""
    assert _read(name, "Sorcery", text) == abilities


@pytest.mark.parametrize("text", [
    "Destroy target creature. It gains haste until end of turn.",
    "Exile target creature. It gains haste until end of turn.",
    "Return target creature to its owner's hand. Untap it.",
    "Target creature gets +1/+1 until end of turn. Untap that creature. Draw a card.",
    "Target player draws a card. It gains haste until end of turn.",
    "~ deals 2 damage to any target. It gains haste until end of turn.",
    "Tap target creature. It doesn't untap during your next untap step.",
])
def test_same_target_near_misses_stay_unread(text: str) -> None:
    """Given a pronoun after the object moved (400.7), after a player or any target, or a
    sentence the engine doesn't read, when compiled, then the line is left whole."""
    assert _unread("Test Spell", "Sorcery", text.replace("~", "Test Spell"))


THREATEN = _spell_card("Threaten", "Gain control of target creature until end of turn. Untap "
                       "that creature. It gains haste until end of turn.")
RALLY = _spell_card("Rally Test", "Untap target creature. It gets +1/+2 and gains reach until "
                    "end of turn.")


def test_threaten_steals_untaps_and_hastes_the_creature() -> None:
    """608.2c, 302.6: given B's tapped Hill Giant, when A's Threaten resolves on it, then A
    controls it, it is untapped and it attacks B this turn (haste)."""
    objects = [{"id": "spell", "card": "Threaten", "controller": "A", "zone": "hand"},
               {"id": "giant", "card": "Hill Giant", "controller": "B", "tapped": True}]
    events = [{"type": "cast", "player": "A", "object": "spell", "targets": ["giant"]},
              {"type": "resolve"},
              {"type": "attack", "attackers": [{"object": "giant", "defending": "B"}]}]

    result = play(objects, events, cards=[THREATEN])

    giant = result["objects"]["giant"]
    assert (giant["controller"], giant["attacking"], giant["keywords"]) == ("A", "B", ["Haste"])


def test_threaten_ends_with_the_turn() -> None:
    """514.2: given Threaten resolved on B's Giant, when the turn ends, then B controls it
    again."""
    objects = [{"id": "spell", "card": "Threaten", "controller": "A", "zone": "hand"},
               {"id": "giant", "card": "Hill Giant", "controller": "B", "tapped": True}]
    events = [{"type": "cast", "player": "A", "object": "spell", "targets": ["giant"]},
              {"type": "resolve"}, {"type": "end_turn"}]

    assert play(objects, events, cards=[THREATEN])["objects"]["giant"]["controller"] == "B"


def test_the_second_ability_acts_on_the_first_ones_target_only() -> None:
    """608.2c: given A's tapped Giant and tapped Bears, when Rally resolves on the Giant, then
    the Giant is untapped and 4/5 with reach; the Bears stay tapped and 2/2."""
    objects = [{"id": "spell", "card": "Rally Test", "controller": "A", "zone": "hand"},
               {"id": "giant", "card": "Hill Giant", "controller": "A", "tapped": True},
               {"id": "bears", "card": "Grizzly Bears", "controller": "A", "tapped": True}]
    result = play(objects, [{"type": "cast", "player": "A", "object": "spell",
                             "targets": ["giant"]}], cards=[RALLY])

    giant, bears = result["objects"]["giant"], result["objects"]["bears"]
    assert (giant["tapped"], giant["power"], giant["toughness"]) == (False, 4, 5)
    assert "Reach" in giant["keywords"]
    assert (bears["tapped"], bears["power"]) == (True, 2)


def test_an_illegal_target_stops_every_ability() -> None:
    """608.2b: given Rally targeting the Giant, which is blinked before Rally resolves (400.7),
    when it resolves, then it doesn't: the new Giant stays tapped and 3/3."""
    objects = [{"id": "spell", "card": "Rally Test", "controller": "A", "zone": "hand"},
               {"id": "giant", "card": "Hill Giant", "controller": "A", "tapped": True}]
    events = [{"type": "cast", "player": "A", "object": "spell", "targets": ["giant"]},
              {"type": "move", "object": "giant", "to": "hand"},
              {"type": "move", "object": "giant", "to": "battlefield"}]
    result = play(objects, events, cards=[RALLY])

    assert result["objects"]["giant"]["power"] == 3
    assert "608.2b" in _rules(result)


def test_same_targets_on_the_first_ability_is_refused() -> None:
    """608.2c: a spell whose first ability has ``same_targets`` has no target to act on: its
    cast is refused, naming the object."""
    card = {"name": "Bad", "types": ["Sorcery"],
            "abilities": [{"kind": "spell", "label": "Bad.", "same_targets": True,
                           "effect": [{"do": "untap", "object": "target"}]}]}
    objects = [{"id": "bad", "card": "Bad", "controller": "A", "zone": "hand"}]
    with pytest.raises(ScenarioError, match=r"events\[0\]\.object"):
        play(objects, [{"type": "cast", "player": "A", "object": "bad"}], cards=[card])


# --- "~ deals 2 damage to target creature and 2 damage to that creature's controller." ------


def test_damage_and_its_controller_reads_exactly() -> None:
    """Given Lightning Blast's kin ("~ deals 2 damage to target creature and 2 damage to that
    creature's controller.", Chandra's Outrage), when compiled, then the damage to the target
    and to its controller (608.2h), one target."""
    assert _read("Chandra's Outrage", "Instant", "Chandra's Outrage deals 4 damage to target "
                 "creature and 2 damage to that creature's controller.") == [
        {"kind": "spell", "targets": [CREATURE],
         "effect": [{"do": "damage", "object": "target", "amount": 4},
                    {"do": "damage", "player": "target_controller", "amount": 2}]}]


@pytest.mark.parametrize("text", [
    "Test Spell deals 2 damage to target creature and 2 damage to that player.",
    "Test Spell deals 2 damage to any target and 2 damage to that creature's controller.",
    "Test Spell deals 2 damage to target creature and 2 damage to that land's controller.",
    "Test Spell deals X damage to target creature and X damage to that creature's controller.",
])
def test_damage_and_its_controller_near_misses_stay_unread(text: str) -> None:
    """Given another player, a target that needn't be a creature, or X, when compiled, then
    the line is left whole."""
    assert _unread("Test Spell", "Instant", text)


OUTRAGE = _spell_card("Chandra's Outrage", "Chandra's Outrage deals 4 damage to target "
                      "creature and 2 damage to that creature's controller.")


def test_the_targets_controller_is_dealt_damage_too() -> None:
    """120.3, 608.2h: given B's Hill Giant, when Chandra's Outrage resolves on it, then the
    Giant dies and B loses 2 life."""
    objects = [{"id": "spell", "card": "Chandra's Outrage", "controller": "A", "zone": "hand"},
               {"id": "giant", "card": "Hill Giant", "controller": "B"}]
    result = play(objects, [{"type": "cast", "player": "A", "object": "spell",
                             "targets": ["giant"]}], cards=[OUTRAGE])

    assert result["objects"]["giant"]["zone"] == "graveyard"
    assert (result["players"]["A"]["life"], result["players"]["B"]["life"]) == (20, 18)


def test_no_target_no_damage_to_its_controller() -> None:
    """608.2b: given the Giant blinked before the Outrage resolves (400.7), when it resolves,
    then it doesn't: B loses no life."""
    objects = [{"id": "spell", "card": "Chandra's Outrage", "controller": "A", "zone": "hand"},
               {"id": "giant", "card": "Hill Giant", "controller": "B"}]
    events = [{"type": "cast", "player": "A", "object": "spell", "targets": ["giant"]},
              {"type": "move", "object": "giant", "to": "hand"},
              {"type": "move", "object": "giant", "to": "battlefield"}]
    result = play(objects, events, cards=[OUTRAGE])

    assert result["players"]["B"]["life"] == 20


@pytest.mark.parametrize(("name", "text", "target", "do"), [
    ("Destructive Revelry", "Destroy target artifact or enchantment. Destructive Revelry deals "
     "2 damage to that permanent's controller.",
     {"object": {"any": [{"types": ["Artifact"]}, {"types": ["Enchantment"]}]}}, "destroy"),
    ("Structural Distortion", "Exile target artifact or land. Structural Distortion deals 2 "
     "damage to that permanent's controller.",
     {"object": {"any": [{"types": ["Artifact"]}, {"types": ["Land"]}]}}, "exile"),
])
def test_then_that_permanents_controller_reads_exactly(name: str, text: str,
                                                       target: dict[str, Any], do: str) -> None:
    """Given a real "[Destroy / Exile] target X or Y. ~ deals 2 damage to that permanent's
    controller." line, when compiled, then one ability: the move, then the damage to the
    target's controller as it last existed (608.2h)."""
    assert _read(name, "Instant", text) == [
        {"kind": "spell", "targets": [target],
         "effect": [{"do": do, "object": "target"},
                    {"do": "damage", "player": "target_controller", "amount": 2}]}]


REVELRY = _spell_card("Destructive Revelry", "Destroy target artifact or enchantment. "
                      "Destructive Revelry deals 2 damage to that permanent's controller.")


@pytest.mark.parametrize(("artifact", "zone"), [
    ("Basilisk Collar", "graveyard"),
    # 702.12b: indestructible: not destroyed, but still the target: its controller is dealt 2.
    ("Darksteel Myr", "battlefield"),
])
def test_its_controller_is_dealt_damage_after_the_destroy(artifact: str, zone: str) -> None:
    """608.2h: given B's artifact, when Destructive Revelry resolves on it, then it is
    destroyed (unless indestructible) and B, who controlled it, is dealt 2 damage."""
    objects = [{"id": "spell", "card": "Destructive Revelry", "controller": "A",
                "zone": "hand"},
               {"id": "thing", "card": artifact, "controller": "B"}]
    result = play(objects, [{"type": "cast", "player": "A", "object": "spell",
                             "targets": ["thing"]}], cards=[REVELRY])

    assert result["objects"]["thing"]["zone"] == zone
    assert result["players"]["B"]["life"] == 18


@pytest.mark.parametrize(("name", "text", "first"), [
    ("Distortion Strike", "Target creature gets +1/+0 until end of turn and can't be blocked "
     "this turn.", {"op": "modify_pt", "power": 1, "toughness": 0}),
    ("Veil of Secrecy", "Target creature gains shroud until end of turn and can't be "
     "blocked this turn.", {"op": "add_abilities", "abilities": ["Shroud"]}),
])
def test_pump_and_cant_reads_exactly(name: str, text: str, first: dict[str, Any]) -> None:
    """Given a real "Target creature gets / gains ... until end of turn and can't be blocked
    this turn." line (Distortion Strike's, Veil of Secrecy's), when compiled, then the
    continuous effect on the target and the restriction on the same target (same_targets,
    608.2c)."""
    assert _read(name, "Instant", text) == [
        {"kind": "spell", "targets": ONE_CREATURE, "affects": "targets",
         "modifications": [first], "duration": "end_of_turn"},
        {"kind": "spell", "same_targets": True, "affects": "targets", "cant": ["be_blocked"],
         "duration": "end_of_turn"}]


SNEAK = _spell_card("Sneak Test", "Target creature gets +1/+0 until end of turn and can't be "
                    "blocked this turn.")


def test_pump_and_cant_on_the_one_target() -> None:
    """509.1b, 608.2c: given Sneak Test on A's Hill Giant, when B blocks it with the Bears,
    then the block is refused; the Giant is 4/3."""
    objects = [{"id": "spell", "card": "Sneak Test", "controller": "A", "zone": "hand"},
               {"id": "ogre", "card": "Hill Giant", "controller": "A"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"}]
    events = [{"type": "cast", "player": "A", "object": "spell", "targets": ["ogre"]},
              {"type": "resolve"},
              {"type": "attack", "attackers": [{"object": "ogre", "defending": "B"}]}]
    result = play(objects, events, cards=[SNEAK])
    assert result["objects"]["ogre"]["power"] == 4
    with pytest.raises(ScenarioError, match=r"509\.1b"):
        play(objects, [*events, {"type": "block", "blockers": [
            {"object": "bears", "blocking": "ogre"}]}], cards=[SNEAK])


# --- "... unless its controller pays {X}. [Then ...]" (107.3a, 118.12a, 614.1a, 608.2h) ------


@pytest.mark.parametrize(("name", "text", "effect"), [
    ("Syncopate", "Counter target spell unless its controller pays {X}. If that spell is "
     "countered this way, exile it instead of putting it into its owner's graveyard.",
     [{"do": "counter", "object": "target", "unless_pay": "{X}", "exile_instead": True}]),
    ("Mindswipe", "Counter target spell unless its controller pays {X}. Mindswipe deals X "
     "damage to that spell's controller.",
     [{"do": "counter", "object": "target", "unless_pay": "{X}"},
      {"do": "damage", "player": "target_controller", "amount": "x"}]),
    ("Frightful Delusion", "Counter target spell unless its controller pays {1}. That player "
     "discards a card.",
     [{"do": "counter", "object": "target", "unless_pay": "{1}"},
      {"do": "discard", "player": "target_controller", "amount": 1}]),
])
def test_counter_unless_then_reads_exactly(name: str, text: str,
                                           effect: list[dict[str, Any]]) -> None:
    """Given a real "Counter target spell unless its controller pays {X}. [...]" line, when
    compiled, then the counter with its payment, then what happens either way (or, for the
    exile, only if countered)."""
    assert _read(name, "Instant", text) == [
        {"kind": "spell", "targets": [{"object": STACK}], "effect": effect}]


SYNCOPATE = _spell_card("Syncopate", "Counter target spell unless its controller pays {X}. If "
                        "that spell is countered this way, exile it instead of putting it into "
                        "its owner's graveyard.")
MINDSWIPE = _spell_card("Mindswipe", "Counter target spell unless its controller pays {X}. "
                        "Mindswipe deals X damage to that spell's controller.")


def _countered_by(card: str, x: int, *choices: dict[str, Any]) -> dict[str, Any]:
    objects = [{"id": "counter", "card": card, "controller": "A", "zone": "hand"},
               {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "hand"}]
    events = [{"type": "cast", "player": "B", "object": "bolt", "targets": ["A"]},
              {"type": "cast", "player": "A", "object": "counter", "targets": ["bolt"],
               "x": x}]
    return play(objects, events, active_player="B", choices=list(choices),
                cards=[SYNCOPATE, MINDSWIPE])


def test_x_is_the_counterspells_x() -> None:
    """107.3a, 118.12a: given Syncopate cast with X=2, when it resolves, then B is asked
    whether to pay {2}."""
    pending = _countered_by("Syncopate", 2)["pending_choice"]

    assert pending["player"] == "B" and "{2}" in pending["text"]


def test_syncopate_exiles_what_it_counters() -> None:
    """614.1a: given B doesn't pay, when Syncopate resolves, then the Bolt is countered and
    exiled; A keeps 20 life."""
    result = _countered_by("Syncopate", 2, {"player": "B", "choose": "no"})

    assert result["objects"]["bolt"]["zone"] == "exile"
    assert result["players"]["A"]["life"] == 20


def test_syncopate_paid_exiles_nothing() -> None:
    """118.12a: given B pays {2}, when Syncopate resolves, then the Bolt resolves and goes to
    the graveyard (608.2k); A is at 17."""
    result = _countered_by("Syncopate", 2, {"player": "B", "choose": "yes"})

    assert result["objects"]["bolt"]["zone"] == "graveyard"
    assert result["players"]["A"]["life"] == 17


@pytest.mark.parametrize(("answer", "a_life"), [("no", 20), ("yes", 17)])
def test_mindswipe_deals_x_either_way(answer: str, a_life: int) -> None:
    """118.12a, 608.2h: given Mindswipe with X=3, whether or not B pays {3}, when it resolves,
    then B, the Bolt's controller, is dealt 3 damage; the Bolt is countered only if unpaid."""
    result = _countered_by("Mindswipe", 3, {"player": "B", "choose": answer})

    assert result["players"]["B"]["life"] == 17
    assert result["players"]["A"]["life"] == a_life


DELUSION = _spell_card("Frightful Delusion", "Counter target spell unless its controller pays "
                       "{1}. That player discards a card.")


def test_that_player_discards_even_when_paying() -> None:
    """118.12a, 608.2h: given B pays {1} for its Bolt, when Frightful Delusion resolves, then
    the Bolt isn't countered (A is dealt 3) and B, its controller, still discards (the Grizzly
    Bears, its only card listed in hand)."""
    objects = [{"id": "fd", "card": "Frightful Delusion", "controller": "A", "zone": "hand"},
               {"id": "bolt", "card": "Lightning Bolt", "controller": "B", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}]
    events = [{"type": "cast", "player": "B", "object": "bolt", "targets": ["A"]},
              {"type": "cast", "player": "A", "object": "fd", "targets": ["bolt"]}]
    result = play(objects, events, active_player="B", cards=[DELUSION],
                  choices=[{"player": "B", "choose": "yes"}])

    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert result["players"]["A"]["life"] == 17
