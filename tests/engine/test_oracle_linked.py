"""Exile linked to its source (engine/oracle/templates_linked.py): Oblivion Ring's "return the
exiled card" (607.2a) and Banisher Priest's "exile ... until ~ leaves the battlefield" (610.3).
Real Oracle lines of the dev corpus (2020 wording), read exactly, near misses left unread, and
each shape played by the engine with the edge cases the rules name; each run keeps a golden
trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle.compiler import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)
from tests.engine.test_trigger_events import card, obj, rules


def _face(name: str, types: list[str], text: str) -> dict[str, Any]:
    return {"name": name, "types": types, "subtypes": [], "supertypes": [], "text": text,
            "power": 2, "toughness": 2}


_LTB = "When {n} leaves the battlefield, return the exiled card to the battlefield under its "\
       "owner's control."
RETURN = {"kind": "triggered", "trigger": {"on": "leaves", "object": "self"},
          "effect": [{"do": "return_exiled"}]}


def _until(trigger: dict[str, Any], target: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "triggered", "trigger": trigger, "targets": [target],
            "effect": [{"do": "exile", "object": "target", "until": "source_leaves"}]}


ENTERS = {"on": "enters", "object": "self"}

READ = [
    ("Oblivion Ring", ["Enchantment"], _LTB.format(n="Oblivion Ring"), RETURN),
    ("Journey to Nowhere", ["Enchantment"], _LTB.format(n="Journey to Nowhere"), RETURN),
    ("Faceless Butcher", ["Creature"], _LTB.format(n="Faceless Butcher"), RETURN),
    ("Petradon", ["Creature"], "When Petradon leaves the battlefield, return the exiled cards "
     "to the battlefield under their owners' control.", RETURN),
    ("Detention Sphere", ["Enchantment"], "When Detention Sphere leaves the battlefield, return "
     "the exiled cards to the battlefield under their owner's control.", RETURN),
    ("Tidehollow Sculler", ["Artifact", "Creature"], "When Tidehollow Sculler leaves the "
     "battlefield, return the exiled card to its owner's hand.",
     {**RETURN, "effect": [{"do": "return_exiled", "to": "hand"}]}),
    ("Angel of Serenity", ["Creature"], "When Angel of Serenity leaves the battlefield, return "
     "the exiled cards to their owners' hands.",
     {**RETURN, "effect": [{"do": "return_exiled", "to": "hand"}]}),
    ("Induced Amnesia", ["Enchantment"], "When Induced Amnesia is put into a graveyard from the "
     "battlefield, return the exiled cards to their owner's hand.",
     {"kind": "triggered", "trigger": {"on": "put_into_graveyard", "object": "self"},
      "effect": [{"do": "return_exiled", "to": "hand"}]}),
    ("Cast Out", ["Enchantment"], "When Cast Out enters the battlefield, exile target nonland "
     "permanent an opponent controls until Cast Out leaves the battlefield.",
     _until(ENTERS, {"object": {"not_types": ["Land"], "controller": "opponent"}})),
    ("Conclave Tribunal", ["Enchantment"], "When Conclave Tribunal enters the battlefield, "
     "exile target nonland permanent an opponent controls until Conclave Tribunal leaves the "
     "battlefield.",
     _until(ENTERS, {"object": {"not_types": ["Land"], "controller": "opponent"}})),
    ("Thopter Arrest", ["Enchantment"], "When Thopter Arrest enters the battlefield, exile "
     "target artifact or creature an opponent controls until Thopter Arrest leaves the "
     "battlefield.",
     _until(ENTERS, {"object": {"any": [{"types": ["Artifact"]}, {"types": ["Creature"]}],
                                "controller": "opponent"}})),
    ("Isolation Zone", ["Enchantment"], "When Isolation Zone enters the battlefield, exile "
     "target creature or enchantment an opponent controls until Isolation Zone leaves the "
     "battlefield. (That permanent returns under its owner's control.)",
     _until(ENTERS, {"object": {"any": [{"types": ["Creature"]}, {"types": ["Enchantment"]}],
                                "controller": "opponent"}})),
]


@pytest.mark.parametrize(("name", "types", "text", "expected"), READ,
                         ids=[r[0] for r in READ])
def test_a_linked_exile_line_is_read_exactly(name: str, types: list[str], text: str,
                                              expected: dict[str, Any]) -> None:
    """607.2a, 610.3: given the real Oracle line, when it is compiled, then it is the one
    ability the engine plays."""
    compiled = compile_face(_face(name, types, text))

    assert compiled.not_modelled == ()
    assert [{k: v for k, v in a.items() if k != "label"} for a in compiled.abilities] == [
        expected]


UNREAD = [
    # A library is no hand.
    ("Sculler", ["Creature"], "When Sculler leaves the battlefield, return the exiled card to "
     "the top of its owner's library."),
    # "under your control" is another player's control than the owner's.
    ("Day of the Dragons", ["Enchantment"], "When Day of the Dragons leaves the battlefield, "
     "return the exiled cards to the battlefield under your control."),
    # Dies, not leaves: the ability triggers on another event.
    ("Exiler", ["Creature"], "When Exiler dies, return the exiled card to the battlefield "
     "under its owner's control."),
    # Several targets, and one per isolation counter: returned at once (610.3c current).
    ("Quarantine Field", ["Enchantment"], "When Quarantine Field enters the battlefield, for "
     "each isolation counter on it, exile up to one target nonland permanent an opponent "
     "controls until Quarantine Field leaves the battlefield."),
    # Every creature that matches, not one target.
    ("Aligned Hedron Network", ["Artifact"], "When Aligned Hedron Network enters the "
     "battlefield, exile all creatures with power 5 or greater until Aligned Hedron Network "
     "leaves the battlefield."),
    # A second sentence the template doesn't read.
    ("Hostage Taker", ["Creature"], "When Hostage Taker enters the battlefield, exile target "
     "artifact or creature until Hostage Taker leaves the battlefield. You may cast that card "
     "for as long as it remains exiled, and you may spend mana as though it were mana of any "
     "type to cast that spell."),
    # Another permanent's leaving, not its source's.
    ("Watcher", ["Enchantment"], "When Watcher enters the battlefield, exile target creature "
     "until enchanted creature leaves the battlefield."),
]


@pytest.mark.parametrize(("name", "types", "text"), UNREAD, ids=[u[0] for u in UNREAD])
def test_a_near_miss_stays_unread(name: str, types: list[str], text: str) -> None:
    """607.2a, 610.3: given a line that differs in what the engine plays, when it is compiled,
    then it is left unread (not_modelled), never read as another ability."""
    compiled = compile_face(_face(name, types, text))

    assert compiled.not_modelled == (text.split(" (")[0] if "(" in text else text,)


# --- Oblivion Ring's pair, played (607.2a, 603.10a, 400.7) ------------------------------------

ORING_TEXT = ("When Oblivion Ring enters the battlefield, exile another target nonland "
              "permanent.\n" + _LTB.format(n="Oblivion Ring"))
ORING = card("Oblivion Ring", ["Enchantment"], ORING_TEXT)
BEARS = card("Grizzly Bears", ["Creature"], "", ("Bear",), 2, 2)
BUTCHER = card("Faceless Butcher", ["Creature"], "When Faceless Butcher enters the "
               "battlefield, exile target creature other than Faceless Butcher.\n"
               + _LTB.format(n="Faceless Butcher"), ("Nightmare", "Horror"), 2, 3)
PRIEST = card("Banisher Priest", ["Creature"], "When Banisher Priest enters the battlefield, "
              "exile target creature an opponent controls until Banisher Priest leaves the "
              "battlefield.", ("Human", "Cleric"), 2, 2)
# B's permanent that destroys a creature entering under an opponent's control: its trigger
# goes on the stack above the entering creature's own (603.3b: APNAP, B's last), so the
# creature leaves before its enters ability resolves.
SENTRY = {"name": "Sentry", "types": ["Enchantment"], "subtypes": [], "supertypes": [],
          "abilities": [{"kind": "triggered", "label": "Whenever a creature enters the "
                         "battlefield under an opponent's control, destroy it.",
                         "trigger": {"on": "enters", "object": {"types": ["Creature"],
                                                                "controller": "opponent"}},
                         "effect": [{"do": "destroy", "object": "it"}]}]}


def _zone(result: dict[str, Any], ident: str) -> str:
    return str(result["objects"][ident]["zone"])


def test_oblivion_ring_returns_the_card_it_exiled_when_it_leaves() -> None:
    """607.2a, 603.10a: given Oblivion Ring exiled B's Bears, when Oblivion Ring is destroyed,
    then its leaves ability returns the Bears under B's control, citing 607.2a."""
    result = play([obj("o", "Oblivion Ring", zone="hand"), obj("b", "Grizzly Bears", "B")],
                  [{"type": "enter", "object": "o"}, {"type": "destroy", "target": "o"}],
                  cards=[ORING, BEARS])

    assert _zone(result, "b") == "battlefield"
    assert result["objects"]["b"]["controller"] == "B"
    assert {"607.2a", "603.10a"} <= rules(result)


def test_the_returned_card_is_a_new_object_without_its_counters() -> None:
    """400.7, 122.2: given B's Bears with a +1/+1 counter exiled by Oblivion Ring, when it
    returns, then it is a new object: no counters, a 2/2."""
    result = play([obj("o", "Oblivion Ring", zone="hand"),
                   obj("b", "Grizzly Bears", "B", counters={"+1/+1": 1})],
                  [{"type": "enter", "object": "o"}, {"type": "destroy", "target": "o"}],
                  cards=[ORING, BEARS])

    assert result["objects"]["b"]["counters"] == {}
    assert result["objects"]["b"]["power"] == 2


def test_the_returned_creature_is_summoning_sick() -> None:
    """302.6, 400.7: given B's Bears returned by Oblivion Ring's leaves ability on B's turn
    (the same Bears could attack without it), when B declares it as an attacker, then the
    attack is refused: B hasn't controlled the new object continuously since the turn
    began."""
    with pytest.raises(ScenarioError, match=r"Grizzly Bears has summoning sickness.*\(302\.6"):
        play([obj("o", "Oblivion Ring", zone="hand"), obj("b", "Grizzly Bears", "B")],
             [{"type": "enter", "object": "o"}, {"type": "destroy", "target": "o"},
              {"type": "attack", "attackers": [{"object": "b"}]}],
             cards=[ORING, BEARS], active_player="B")


def test_the_card_stays_exiled_while_oblivion_ring_stays() -> None:
    """607.2a: given Oblivion Ring's enters ability resolved, when nothing else happens, then
    the Bears stay in exile."""
    result = play([obj("o", "Oblivion Ring", zone="hand"), obj("b", "Grizzly Bears", "B")],
                  [{"type": "enter", "object": "o"}], cards=[ORING, BEARS])

    assert _zone(result, "b") == "exile"


def test_a_card_that_left_exile_is_not_returned() -> None:
    """400.7, 607.2a: given the exiled Bears moved from exile to B's hand, when Oblivion Ring
    leaves, then they stay in the hand: the card in the hand is a new object, not the exiled
    card."""
    result = play([obj("o", "Oblivion Ring", zone="hand"), obj("b", "Grizzly Bears", "B")],
                  [{"type": "enter", "object": "o"}, {"type": "move", "object": "b",
                                                      "to": "hand"},
                   {"type": "destroy", "target": "o"}], cards=[ORING, BEARS])

    assert _zone(result, "b") == "hand"


def test_an_exiled_token_does_not_come_back() -> None:
    """111.7, 704.5d: given Oblivion Ring exiled a token, when Oblivion Ring leaves, then the
    token, which ceased to exist in exile, doesn't return."""
    result = play([obj("o", "Oblivion Ring", zone="hand"),
                   obj("t", "Grizzly Bears", "B", token=True)],
                  [{"type": "enter", "object": "o"}, {"type": "destroy", "target": "o"}],
                  cards=[ORING, BEARS])

    assert "t" not in result["objects"] or _zone(result, "t") != "battlefield"
    assert "704.5d" in rules(result)


def test_a_butcher_destroyed_before_its_enters_ability_resolves_exiles_for_good() -> None:
    """607.2a, 603.10a (the Oblivion Ring ruling): given Faceless Butcher destroyed by B's
    trigger before its own enters ability resolves, when its leaves ability resolves first it
    returns nothing, and then the enters ability exiles B's Bears: they stay exiled."""
    result = play([obj("fb", "Faceless Butcher", zone="hand"), obj("b", "Grizzly Bears", "B"),
                   obj("s", "Sentry", "B")],
                  [{"type": "enter", "object": "fb"}], cards=[BUTCHER, BEARS, SENTRY])

    assert _zone(result, "fb") == "graveyard"
    assert _zone(result, "b") == "exile"
    assert "607.2a" in rules(result)


def test_a_scenario_can_begin_with_oblivion_ring_holding_a_card() -> None:
    """607.2a: given Oblivion Ring on the battlefield whose record says it exiled the Bears,
    when it is destroyed, then the Bears return."""
    result = play([obj("o", "Oblivion Ring", exiled=["b"]),
                   obj("b", "Grizzly Bears", "B", zone="exile")],
                  [{"type": "destroy", "target": "o"}], cards=[ORING, BEARS])

    assert _zone(result, "b") == "battlefield"


# --- Banisher Priest (610.3) -------------------------------------------------------------------


def test_banisher_priest_exiles_until_it_leaves_and_the_card_returns_at_once() -> None:
    """610.3, 610.3b: given Banisher Priest exiled B's Bears, when the Priest is destroyed, then
    the Bears return under B's control at once, no ability on the stack."""
    result = play([obj("p", "Banisher Priest", zone="hand"), obj("b", "Grizzly Bears", "B")],
                  [{"type": "enter", "object": "p"}, {"type": "destroy", "target": "p"}],
                  cards=[PRIEST, BEARS])

    assert _zone(result, "b") == "battlefield"
    assert result["objects"]["b"]["controller"] == "B"
    assert {"610.3", "610.3b"} <= rules(result)
    assert not any("603.2" in s["rules"] and "Banisher" in s["text"]
                   for s in result["steps"][-3:])


def test_a_priest_that_left_before_its_ability_resolves_exiles_nothing() -> None:
    """610.3a (shipped numbering; 610.3b current): given Banisher Priest destroyed by B's
    trigger before its enters ability resolves, when the ability resolves, then the Bears
    aren't exiled at all."""
    result = play([obj("p", "Banisher Priest", zone="hand"), obj("b", "Grizzly Bears", "B"),
                   obj("s", "Sentry", "B")],
                  [{"type": "enter", "object": "p"}], cards=[PRIEST, BEARS, SENTRY])

    assert _zone(result, "p") == "graveyard"
    assert _zone(result, "b") == "battlefield"
    assert "610.3a" in rules(result)


def test_a_card_exiled_until_that_left_exile_stays_where_it_is() -> None:
    """400.7: given the Bears exiled by Banisher Priest were moved to B's hand, when the Priest
    leaves, then nothing returns."""
    result = play([obj("p", "Banisher Priest", zone="hand"), obj("b", "Grizzly Bears", "B")],
                  [{"type": "enter", "object": "p"}, {"type": "move", "object": "b",
                                                      "to": "hand"},
                   {"type": "destroy", "target": "p"}], cards=[PRIEST, BEARS])

    assert _zone(result, "b") == "hand"


def test_a_spells_exile_until_is_refused_as_not_modelled() -> None:
    """610.3: given a spell whose effect exiles until its source leaves, when the scenario is
    read, then it is refused naming the action: only a triggered ability's is played."""
    spell = {"name": "Odd Spell", "types": ["Instant"], "subtypes": [], "supertypes": [],
             "abilities": [{"kind": "spell", "label": "Exile target creature until ...",
                            "targets": [{"object": {"types": ["Creature"]}}],
                            "effect": [{"do": "exile", "object": "target",
                                        "until": "source_leaves"}]}]}
    with pytest.raises(ScenarioError, match=r"\(610\.3, 607\.2a\)"):
        play([obj("x", "Odd Spell", zone="hand")], [], cards=[spell])


def test_an_until_on_another_action_is_refused() -> None:
    """610.3: given a triggered ability whose destroy action says until its source leaves, when
    the scenario is read, then it is refused naming the field."""
    odd = {"name": "Odd Ring", "types": ["Enchantment"], "subtypes": [], "supertypes": [],
           "abilities": [{"kind": "triggered", "label": "When ~ enters, destroy ...",
                          "trigger": {"on": "enters", "object": "self"},
                          "targets": [{"object": {"types": ["Creature"]}}],
                          "effect": [{"do": "destroy", "object": "target",
                                      "until": "source_leaves"}]}]}
    with pytest.raises(ScenarioError, match=r"only an exile action") as refused:
        play([obj("x", "Odd Ring")], [], cards=[odd])

    assert refused.value.path.endswith("effect[0].until")


@pytest.mark.parametrize(("objects", "field"), [
    ([obj("o", "Oblivion Ring", zone="graveyard", exiled=["b"]),
      obj("b", "Grizzly Bears", "B", zone="exile")], "objects[0].exiled"),
    ([obj("o", "Oblivion Ring", exiled=["b"]), obj("b", "Grizzly Bears", "B")],
     "objects[0].exiled[0]"),
    ([obj("o", "Oblivion Ring", exiled=["b"]), obj("p", "Oblivion Ring", exiled=["b"]),
      obj("b", "Grizzly Bears", "B", zone="exile")], "objects[1].exiled[0]"),
    ([obj("o", "Oblivion Ring", exiled=["nope"])], "objects[0].exiled[0]"),
], ids=["source-not-on-battlefield", "card-not-in-exile", "exiled-twice", "unknown"])
def test_a_wrong_exiled_record_is_refused_naming_the_field(objects: list[dict[str, Any]],
                                                          field: str) -> None:
    """607.2a: given an exiled record on a card not on the battlefield, of a card not in exile,
    of one card twice or of an unknown object, when the scenario is read, then it is refused
    naming the field."""
    with pytest.raises(ScenarioError) as refused:
        play(objects, [], cards=[ORING, BEARS])

    assert refused.value.path == field


def test_a_scenario_can_begin_with_a_card_exiled_until_a_priest_leaves() -> None:
    """610.3: given Banisher Priest whose record says the Bears are exiled until it leaves, when
    the Priest is bounced to its owner's hand, then the Bears return at once."""
    result = play([obj("p", "Banisher Priest", exiled_until_leaves=["b"]),
                   obj("b", "Grizzly Bears", "B", zone="exile")],
                  [{"type": "move", "object": "p", "to": "hand"}], cards=[PRIEST, BEARS])

    assert _zone(result, "b") == "battlefield"
    assert "610.3" in rules(result)


def test_oblivion_ring_returns_nothing_exiled_until_another_source_leaves() -> None:
    """607.2a: given Oblivion Ring and a Banisher Priest whose exile is its own, when Oblivion
    Ring leaves, then the Priest's card stays in exile: it isn't Oblivion Ring's exiled card."""
    result = play([obj("o", "Oblivion Ring"), obj("p", "Banisher Priest",
                                                  exiled_until_leaves=["b"]),
                   obj("b", "Grizzly Bears", "B", zone="exile")],
                  [{"type": "destroy", "target": "o"}], cards=[ORING, PRIEST, BEARS])

    assert _zone(result, "b") == "exile"


SLIVER_TEXT = ("Sliver creatures you control have \"When this creature enters the battlefield, "
               "you may exile target creature an opponent controls until this creature leaves "
               "the battlefield.\"")
CONSTRICTING = card("Constricting Sliver", ["Creature"], SLIVER_TEXT, ("Sliver",), 3, 3)
MUSCLE = card("Muscle Sliver", ["Creature"], "", ("Sliver",), 1, 1)


def test_a_granted_exile_until_lasts_until_the_sliver_that_had_it_leaves() -> None:
    """610.3, 613.1f: given Constricting Sliver granting its ability, when another Sliver enters
    (A answers yes) and then that Sliver is destroyed, then the Bears it exiled return at once:
    "this creature" is the Sliver whose ability it was, not Constricting Sliver."""
    result = play([obj("cs", "Constricting Sliver"), obj("m", "Muscle Sliver", zone="hand"),
                   obj("b", "Grizzly Bears", "B")],
                  [{"type": "enter", "object": "m"}, {"type": "destroy", "target": "m"}],
                  cards=[CONSTRICTING, MUSCLE, BEARS],
                  choices=[{"player": "A", "choose": "yes"}])

    assert _zone(result, "cs") == "battlefield"
    assert _zone(result, "b") == "battlefield"
    assert "610.3" in rules(result)


def test_the_granted_exile_stays_while_its_sliver_stays() -> None:
    """610.3: given the Bears exiled by the Muscle Sliver's granted ability, when Constricting
    Sliver (the grantor) is destroyed, then the Bears stay exiled: the duration is the Muscle
    Sliver's, whose ability exiled them."""
    result = play([obj("cs", "Constricting Sliver"), obj("m", "Muscle Sliver", zone="hand"),
                   obj("b", "Grizzly Bears", "B")],
                  [{"type": "enter", "object": "m"}, {"type": "destroy", "target": "cs"}],
                  cards=[CONSTRICTING, MUSCLE, BEARS],
                  choices=[{"player": "A", "choose": "yes"}])

    assert _zone(result, "b") == "exile"


def test_constricting_slivers_granted_line_is_read_exactly() -> None:
    """610.3, 613.1f: given Constricting Sliver's real line, when it is compiled, then the
    granted ability is a "may" exile of one target until its own source leaves."""
    compiled = compile_face(CONSTRICTING)
    granted = compiled.abilities[0]["modifications"][0]["abilities"][0]

    assert compiled.not_modelled == ()
    assert {k: v for k, v in granted.items() if k != "label"} == {
        **_until(ENTERS, {"object": {"types": ["Creature"], "controller": "opponent"}}),
        "may": True}


# --- exile, then return at the beginning of the next end step (603.7a, 603.7c) ---------------


def _later(trigger: dict[str, Any], target: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "triggered", "trigger": trigger, "targets": [target], "effect": [
        {"do": "exile", "object": "target"},
        {"do": "delayed", "at": "next_end_step", "object": "target",
         "effect": [{"do": "return_to_battlefield", "object": "it"}]}]}


LATER_READ = [
    ("Flickerwisp", ["Creature"], "When Flickerwisp enters the battlefield, exile another "
     "target permanent. Return that card to the battlefield under its owner's control at the "
     "beginning of the next end step.", _later(ENTERS, {"object": {"other": True}})),
    ("Angel of Flight Alabaster", ["Enchantment", "Creature"], "Constellation — Whenever "
     "Angel of Flight Alabaster or another enchantment enters the battlefield under your "
     "control, exile target nonenchantment permanent. Return that card to the battlefield "
     "under its owner's control at the beginning of the next end step.",
     _later({"on": "enters", "object": {"types": ["Enchantment"], "controller": "you"}},
            {"object": {"not_types": ["Enchantment"]}})),
    ("Deadeye Navigator", ["Creature"], "When Deadeye Navigator enters the battlefield, exile "
     "another target permanent you control. Return it to the battlefield under its owner's "
     "control at the beginning of the next end step.",
     _later(ENTERS, {"object": {"controller": "you", "other": True}})),
]


@pytest.mark.parametrize(("name", "types", "text", "expected"), LATER_READ,
                         ids=[r[0] for r in LATER_READ])
def test_an_exile_and_return_at_the_next_end_step_is_read_as_flickerwisp(
        name: str, types: list[str], text: str, expected: dict[str, Any]) -> None:
    """603.7a: given the real line, when it is compiled, then it is the exile and the delayed
    ability that returns the card in exile, as the scripted Flickerwisp."""
    compiled = compile_face(_face(name, types, text))

    assert compiled.not_modelled == ()
    assert [{k: v for k, v in a.items() if k != "label"} for a in compiled.abilities] == [
        expected]


LATER_UNREAD = [
    # "if it attacked or blocked this turn": a condition the target reader doesn't read.
    ("Bar", ["Creature"], "When Bar enters the battlefield, you may exile target creature if "
     "it attacked or blocked this turn. Return that card to the battlefield under its owner's "
     "control at the beginning of the next end step."),
    # "under your control": another player's control than the owner's.
    ("Baz", ["Creature"], "When Baz enters the battlefield, exile another target permanent. "
     "Return that card to the battlefield under your control at the beginning of the next end "
     "step."),
    # "with a +1/+1 counter on it": more than the return.
    ("Qux", ["Creature"], "When Qux enters the battlefield, exile another target creature. "
     "Return that card to the battlefield under its owner's control with a +1/+1 counter on "
     "it at the beginning of the next end step."),
]


@pytest.mark.parametrize(("name", "types", "text"), LATER_UNREAD,
                         ids=[u[0] for u in LATER_UNREAD])
def test_a_near_miss_of_the_flicker_stays_unread(name: str, types: list[str], text: str
                                                 ) -> None:
    """603.7a: given a line that says more or else, when it is compiled, then it is unread."""
    assert compile_face(_face(name, types, text)).not_modelled == (text,)


FLICKER_TEXT = LATER_READ[0][2]
FLICKER = card("Flickerwisp", ["Creature"], FLICKER_TEXT, ("Elemental",), 3, 1)


def test_the_flickered_card_returns_at_the_end_step_as_a_new_object() -> None:
    """603.7a, 400.7: given the 2020 Flickerwisp line read by the compiler exiling B's Bears
    with a +1/+1 counter, when the turn ends, then the Bears return under B's control without
    the counter."""
    result = play([obj("fw", "Flickerwisp", zone="hand"),
                   obj("b", "Grizzly Bears", "B", counters={"+1/+1": 1})],
                  [{"type": "enter", "object": "fw"}, {"type": "end_turn"}],
                  cards=[FLICKER, BEARS])

    assert _zone(result, "b") == "battlefield"
    assert result["objects"]["b"]["controller"] == "B"
    assert result["objects"]["b"]["counters"] == {}
    assert {"603.7a", "603.7b"} <= rules(result)


def test_a_flickered_token_does_not_return() -> None:
    """111.7, 704.5d, 603.7c: given the compiled Flickerwisp exiling a token, when the end step
    begins, then nothing returns: the token ceased to exist in exile."""
    result = play([obj("fw", "Flickerwisp", zone="hand"),
                   obj("t", "Grizzly Bears", "B", token=True)],
                  [{"type": "enter", "object": "fw"}, {"type": "end_turn"}],
                  cards=[FLICKER, BEARS])

    assert "t" not in result["objects"] or _zone(result, "t") != "battlefield"
    assert "704.5d" in rules(result)


SCULLER = card("Tidehollow Sculler", ["Artifact", "Creature"], "When Tidehollow Sculler enters "
               "the battlefield, target opponent reveals their hand and you choose a nonland "
               "card from it. Exile that card.\nWhen Tidehollow Sculler leaves the "
               "battlefield, return the exiled card to its owner's hand.", ("Zombie",), 2, 2)
BOLT = card("Lightning Bolt", ["Instant"], "Lightning Bolt deals 3 damage to any target.")


def test_tidehollow_scullers_card_returns_to_its_owners_hand() -> None:
    """607.2a, 400.3: given Tidehollow Sculler holding B's Lightning Bolt (its unread enters
    ability's exile given by the scenario), when the Sculler is destroyed, then the Bolt
    returns to B's hand, and the unread line is listed as not modelled."""
    result = play([obj("ts", "Tidehollow Sculler", exiled=["bolt"]),
                   obj("bolt", "Lightning Bolt", "B", zone="exile")],
                  [{"type": "destroy", "target": "ts"}], cards=[SCULLER, BOLT])

    assert _zone(result, "bolt") == "hand"
    assert result["objects"]["bolt"]["owner"] == "B"
    assert "607.2a" in rules(result)
    assert len(result["not_modelled"]) == 1


AMNESIA = card("Induced Amnesia", ["Enchantment"], "When Induced Amnesia is put into a "
               "graveyard from the battlefield, return the exiled cards to their owner's hand.")


def test_induced_amnesia_returns_its_cards_only_from_the_graveyard_trigger() -> None:
    """603.6c, 607.2a: given Induced Amnesia holding B's Bolt, when it is exiled (not put into a
    graveyard), then its ability doesn't trigger and the Bolt stays in exile."""
    result = play([obj("ia", "Induced Amnesia", exiled=["bolt"]),
                   obj("bolt", "Lightning Bolt", "B", zone="exile")],
                  [{"type": "move", "object": "ia", "to": "exile"}], cards=[AMNESIA, BOLT])

    assert _zone(result, "bolt") == "exile"


def test_induced_amnesia_put_into_a_graveyard_returns_its_cards() -> None:
    """603.10a, 607.2a: given Induced Amnesia holding B's Bolt, when it is destroyed, then the
    Bolt returns to B's hand."""
    result = play([obj("ia", "Induced Amnesia", exiled=["bolt"]),
                   obj("bolt", "Lightning Bolt", "B", zone="exile")],
                  [{"type": "destroy", "target": "ia"}], cards=[AMNESIA, BOLT])

    assert _zone(result, "bolt") == "hand"


PACIFISM = card("Pacifism", ["Enchantment"], "Enchant creature\nEnchanted creature can't "
                "attack or block.", ("Aura",))


@pytest.mark.parametrize(("source", "record", "event"), [
    ("Oblivion Ring", "exiled", {"type": "destroy", "target": "x"}),
    ("Banisher Priest", "exiled_until_leaves", {"type": "destroy", "target": "x"}),
], ids=["oblivion-ring", "banisher-priest"])
def test_a_returning_aura_is_said_to_be_not_modelled(source: str, record: str,
                                                     event: dict[str, Any]) -> None:
    """303.4f: given an exiled Pacifism held by Oblivion Ring or Banisher Priest, when the
    holder leaves, then the trace says the Aura's return (attached as its owner chooses) is
    not modelled, and it isn't put into a graveyard as an Aura attached to nothing."""
    result = play([obj("x", source, **{record: ["p"]}), obj("b", "Grizzly Bears"),
                   obj("p", "Pacifism", "B", zone="exile")],
                  [event], cards=[ORING, PRIEST, BEARS, PACIFISM])

    assert _zone(result, "p") == "exile"
    assert "303.4f" in rules(result)
    assert "704.5m" not in rules(result)


def test_a_flickered_aura_is_said_to_be_not_modelled() -> None:
    """303.4f, 603.7a: given the compiled Flickerwisp exiling Pacifism, when the end step
    begins, then the delayed return of the Aura is said to be not modelled."""
    result = play([obj("fw", "Flickerwisp", zone="hand"), obj("b", "Grizzly Bears"),
                   obj("p", "Pacifism", "B", attached_to="b")],
                  [{"type": "enter", "object": "fw"}, {"type": "end_turn"}],
                  cards=[FLICKER, BEARS, PACIFISM],
                  choices=[{"player": "A", "choose": "p"}])

    assert _zone(result, "p") == "exile"
    assert "303.4f" in rules(result)


# --- exile, then return at once (400.7) ---------------------------------------------------------

RESTO_TEXT = ("When Restoration Angel enters the battlefield, you may exile target non-Angel "
              "creature you control, then return that card to the battlefield under your "
              "control.")
FELIDAR_TEXT = ("When Felidar Guardian enters the battlefield, you may exile another target "
                "permanent you control, then return that card to the battlefield under its "
                "owner's control.")
RESTO = card("Restoration Angel", ["Creature"], RESTO_TEXT, ("Angel",), 3, 4)
FELIDAR = card("Felidar Guardian", ["Creature"], FELIDAR_TEXT, ("Cat", "Beast"), 1, 4)


def test_the_blink_lines_are_read_exactly() -> None:
    """400.7: given Restoration Angel's and Felidar Guardian's real lines, when compiled, then
    each is a "may" exile of its one target and the return of that target (under your control
    / its owner's), as the spells' reading of the same words."""
    resto = compile_face(_face("Restoration Angel", ["Creature"], RESTO_TEXT))
    felidar = compile_face(_face("Felidar Guardian", ["Creature"], FELIDAR_TEXT))

    assert [{k: v for k, v in a.items() if k != "label"} for a in resto.abilities] == [{
        "kind": "triggered", "trigger": ENTERS, "may": True,
        "targets": [{"object": {"types": ["Creature"], "not_subtypes": ["Angel"],
                                "controller": "you"}}],
        "effect": [{"do": "exile", "object": "target"},
                   {"do": "return_to_battlefield", "object": "target",
                    "under_your_control": True}]}]
    assert [{k: v for k, v in a.items() if k != "label"} for a in felidar.abilities] == [{
        "kind": "triggered", "trigger": ENTERS, "may": True,
        "targets": [{"object": {"controller": "you", "other": True}}],
        "effect": [{"do": "exile", "object": "target"},
                   {"do": "return_to_battlefield", "object": "target"}]}]


def test_a_blinked_creature_returns_as_a_new_object_under_your_control() -> None:
    """400.7, 302.6: given A controls B's Bears with a +1/+1 counter, when Restoration Angel
    enters and A answers yes, then the Bears return under A's control (the line says "your"),
    without the counter."""
    result = play([obj("ra", "Restoration Angel", zone="hand"),
                   obj("b", "Grizzly Bears", "A", owner="B", counters={"+1/+1": 1})],
                  [{"type": "enter", "object": "ra"}], cards=[RESTO, BEARS],
                  choices=[{"player": "A", "choose": "yes"}])

    assert _zone(result, "b") == "battlefield"
    assert result["objects"]["b"]["controller"] == "A"
    assert result["objects"]["b"]["counters"] == {}


def test_felidar_returns_the_card_under_its_owners_control() -> None:
    """400.7: given A controls B's Bears, when Felidar Guardian blinks them, then they return
    under B's control, their owner's."""
    result = play([obj("fg", "Felidar Guardian", zone="hand"),
                   obj("b", "Grizzly Bears", "A", owner="B")],
                  [{"type": "enter", "object": "fg"}], cards=[FELIDAR, BEARS],
                  choices=[{"player": "A", "choose": "yes"}])

    assert result["objects"]["b"]["controller"] == "B"


def test_a_blinked_token_does_not_come_back() -> None:
    """111.8: given Felidar Guardian blinking A's token, when the ability resolves, then the
    token stays in exile and then ceases to exist."""
    result = play([obj("fg", "Felidar Guardian", zone="hand"),
                   obj("t", "Grizzly Bears", token=True)],
                  [{"type": "enter", "object": "fg"}], cards=[FELIDAR, BEARS],
                  choices=[{"player": "A", "choose": "yes"}])

    assert "t" not in result["objects"] or _zone(result, "t") != "battlefield"
    assert "111.8" in rules(result)


def test_a_blinked_aura_is_said_to_be_not_modelled() -> None:
    """303.4f: given Felidar Guardian blinking A's Pacifism, when the card would return, then
    the trace says the Aura's return is not modelled."""
    result = play([obj("fg", "Felidar Guardian", zone="hand"), obj("b", "Grizzly Bears", "B"),
                   obj("p", "Pacifism", attached_to="b")],
                  [{"type": "enter", "object": "fg"}], cards=[FELIDAR, BEARS, PACIFISM],
                  choices=[{"player": "A", "choose": "yes"}])

    assert _zone(result, "p") == "exile"
    assert "303.4f" in rules(result)


# --- "cards exiled with it", exiled by an activated ability (607.2a) ---------------------------

HELVAULT_TEXT = ("{1}, {T}: Exile target creature you control.\n{7}, {T}: Exile target creature "
                 "you don't control.\nWhen Helvault is put into a graveyard from the battlefield, "
                 "return all cards exiled with it to the battlefield under their owners' control.")
HELVAULT = card("Helvault", ["Artifact"], HELVAULT_TEXT)


@pytest.mark.parametrize(("name", "text", "trigger"), [
    ("Helvault", HELVAULT_TEXT.split("\n")[2], {"on": "put_into_graveyard", "object": "self"}),
    ("Admonition Angel", "When Admonition Angel leaves the battlefield, return all cards "
     "exiled with it to the battlefield under their owners' control.",
     {"on": "leaves", "object": "self"}),
], ids=["Helvault", "Admonition Angel"])
def test_cards_exiled_with_it_are_read_as_the_exiled_cards(name: str, text: str,
                                                            trigger: dict[str, Any]) -> None:
    """607.2a: given "return all cards exiled with it to the battlefield under their owners'
    control", when compiled, then it is return_exiled on its trigger."""
    compiled = compile_face(_face(name, ["Creature"], text))

    assert compiled.not_modelled == ()
    assert [{k: v for k, v in a.items() if k != "label"} for a in compiled.abilities] == [{
        "kind": "triggered", "trigger": trigger, "effect": [{"do": "return_exiled"}]}]


def test_helvault_returns_the_card_its_activated_ability_exiled() -> None:
    """607.2a: given Helvault's second ability exiled B's Bears, when Helvault is destroyed,
    then its graveyard trigger returns the Bears under B's control."""
    result = play([obj("h", "Helvault"), obj("b", "Grizzly Bears", "B")],
                  [{"type": "activate", "player": "A", "object": "h", "ability": 1,
                    "targets": ["b"]}, {"type": "resolve"},
                   {"type": "destroy", "target": "h"}], cards=[HELVAULT, BEARS])

    assert _zone(result, "b") == "battlefield"
    assert result["objects"]["b"]["controller"] == "B"
    assert "607.2a" in rules(result)


def test_helvault_destroyed_in_response_exiles_the_card_for_good() -> None:
    """607.2a, 400.7: given Helvault's ability on the stack, when Helvault is destroyed in
    response (its trigger returns nothing) and then the ability resolves, then the Bears are
    exiled and stay exiled: linked to no permanent on the battlefield."""
    result = play([obj("h", "Helvault"), obj("b", "Grizzly Bears", "B")],
                  [{"type": "activate", "player": "A", "object": "h", "ability": 1,
                    "targets": ["b"]}, {"type": "destroy", "target": "h"}],
                  cards=[HELVAULT, BEARS])

    assert _zone(result, "h") == "graveyard"
    assert _zone(result, "b") == "exile"


# --- a spell's exile and return at the beginning of the next end step (603.7a, 603.7c) --------

JOURNEY_TEXT = ("Exile target creature. At the beginning of the next end step, return that card "
                "to the battlefield under its owner's control with a +1/+1 counter on it.")
JOURNEY = card("Otherworldly Journey", ["Instant"], JOURNEY_TEXT)


def _spell_later(counters: dict[str, int] | None) -> dict[str, Any]:
    back: dict[str, Any] = {"do": "return_to_battlefield", "object": "it"}
    if counters:
        back["counters"] = counters
    return {"kind": "spell", "targets": [{"object": {"types": ["Creature"]}}],
            "effect": [{"do": "exile", "object": "target"},
                       {"do": "delayed", "at": "next_end_step", "object": "target",
                        "effect": [back]}]}


@pytest.mark.parametrize(("name", "text", "expected"), [
    ("Otherworldly Journey", JOURNEY_TEXT, _spell_later({"+1/+1": 1})),
    ("Long Road Home", JOURNEY_TEXT, _spell_later({"+1/+1": 1})),
    ("Flicker Spell", "Exile target creature. Return that card to the battlefield under its "
     "owner's control at the beginning of the next end step.", _spell_later(None)),
], ids=["Otherworldly Journey", "Long Road Home", "return-then-when"])
def test_a_spells_exile_and_later_return_is_read(name: str, text: str,
                                                 expected: dict[str, Any]) -> None:
    """603.7a: given an instant's real line, when compiled, then it is the exile and a delayed
    ability about the exiled card that returns it (with its +1/+1 counter)."""
    compiled = compile_face(_face(name, ["Instant"], text))

    assert compiled.not_modelled == ()
    assert [{k: v for k, v in a.items() if k != "label"} for a in compiled.abilities] == [
        expected]


@pytest.mark.parametrize("text", [
    # Tapped: more than the return the engine does.
    "Exile target creature. Return it to the battlefield tapped under its owner's control at "
    "the beginning of the next end step.",
    # Every creature: not one target.
    "Exile all creatures. At the beginning of the next end step, return those cards to the "
    "battlefield under their owners' control.",
    # "under your control".
    "Exile target creature. Return that card to the battlefield under your control at the "
    "beginning of the next end step.",
    # The sentence before exiled nothing.
    "Tap target creature. Return that card to the battlefield under its owner's control at the "
    "beginning of the next end step.",
], ids=["tapped", "all", "your-control", "not-exiled"])
def test_a_near_miss_of_the_spells_later_return_stays_unread(text: str) -> None:
    """603.7a: given a line that says more or else, when compiled, then it is unread."""
    assert compile_face(_face("Flicker Spell", ["Instant"], text)).not_modelled == (text,)


def test_otherworldly_journey_returns_the_card_with_a_counter_at_the_end_step() -> None:
    """603.7a, 122.6, 400.7: given Otherworldly Journey cast on B's Bears with a -1/-1 counter,
    when the turn ends, then the Bears return under B's control with only the +1/+1 counter."""
    result = play([obj("j", "Otherworldly Journey", zone="hand"),
                   obj("b", "Grizzly Bears", "B", counters={"-1/-1": 1})],
                  [{"type": "cast", "player": "A", "object": "j", "targets": ["b"]},
                   {"type": "resolve"}, {"type": "end_turn"}], cards=[JOURNEY, BEARS])

    assert _zone(result, "b") == "battlefield"
    assert result["objects"]["b"]["counters"] == {"+1/+1": 1}
    assert result["objects"]["b"]["controller"] == "B"


def test_the_journeyed_card_stays_in_exile_until_the_end_step() -> None:
    """603.7a: given Otherworldly Journey resolved, when no end step has begun, then the Bears
    are still in exile."""
    result = play([obj("j", "Otherworldly Journey", zone="hand"), obj("b", "Grizzly Bears", "B")],
                  [{"type": "cast", "player": "A", "object": "j", "targets": ["b"]},
                   {"type": "resolve"}], cards=[JOURNEY, BEARS])

    assert _zone(result, "b") == "exile"


def test_a_journeyed_card_that_left_exile_does_not_return() -> None:
    """603.7c, 400.7: given the exiled Bears moved to B's hand before the end step, when the
    delayed ability resolves, then it finds no card: the Bears stay in the hand."""
    result = play([obj("j", "Otherworldly Journey", zone="hand"), obj("b", "Grizzly Bears", "B")],
                  [{"type": "cast", "player": "A", "object": "j", "targets": ["b"]},
                   {"type": "resolve"}, {"type": "move", "object": "b", "to": "hand"},
                   {"type": "end_turn"}], cards=[JOURNEY, BEARS])

    assert _zone(result, "b") == "hand"
    assert "603.7c" in rules(result)


def test_a_spells_delayed_ability_about_another_object_is_still_refused() -> None:
    """603.7: given a spell's delayed ability waiting for an object to leave, when the scenario
    is read, then it is refused as not modelled, naming the action."""
    spell = {"name": "Odd Spell", "types": ["Instant"], "subtypes": [], "supertypes": [],
             "abilities": [{"kind": "spell", "label": "Exile ... when it leaves ...",
                            "targets": [{"object": {"types": ["Creature"]}}],
                            "effect": [{"do": "delayed", "leaves": "target",
                                        "effect": [{"do": "draw", "amount": 1}]}]}]}
    with pytest.raises(ScenarioError, match=r"delayed one about an object"):
        play([obj("x", "Odd Spell", zone="hand")], [], cards=[spell])


def test_a_token_exiled_until_the_priest_leaves_does_not_come_back() -> None:
    """111.7, 704.5d, 610.3: given Banisher Priest exiled B's token, when the Priest is
    destroyed, then nothing returns, and the trace says the token ceased to exist."""
    result = play([obj("p", "Banisher Priest", zone="hand"),
                   obj("t", "Grizzly Bears", "B", token=True)],
                  [{"type": "enter", "object": "p"}, {"type": "destroy", "target": "p"}],
                  cards=[PRIEST, BEARS])

    assert "t" not in result["objects"] or _zone(result, "t") != "battlefield"
    assert any({"610.3", "111.7"} <= set(s["rules"]) for s in result["steps"])


ENCHANTMENT_SENTRY = {
    "name": "Enchantment Sentry", "types": ["Enchantment"], "subtypes": [], "supertypes": [],
    "abilities": [{"kind": "triggered", "label": "Whenever an enchantment enters the battlefield "
                   "under an opponent's control, destroy it.",
                   "trigger": {"on": "enters", "object": {"types": ["Enchantment"],
                                                          "controller": "opponent"}},
                   "effect": [{"do": "destroy", "object": "it"}]}]}


def test_oblivion_ring_destroyed_before_its_enters_ability_resolves_exiles_for_good() -> None:
    """607.2a, 603.10a (Oblivion Ring's ruling): given Oblivion Ring destroyed by B's trigger
    (put on the stack above it, 603.3b) before its enters ability resolves, when its leaves
    ability resolves first it returns nothing, and then the enters ability exiles B's Bears:
    they stay exiled for good."""
    result = play([obj("o", "Oblivion Ring", zone="hand"), obj("b", "Grizzly Bears", "B"),
                   obj("s", "Enchantment Sentry", "B")],
                  [{"type": "enter", "object": "o"}],
                  cards=[ORING, BEARS, ENCHANTMENT_SENTRY],
                  choices=[{"player": "A", "choose": "b"}])

    assert _zone(result, "o") == "graveyard"
    assert _zone(result, "b") == "exile"
    returns = [i for i, s in enumerate(result["steps"]) if "607.2a" in s["rules"]]
    exiles = [i for i, s in enumerate(result["steps"])
              if "Grizzly Bears is exiled" in s["text"]]
    assert returns and exiles and returns[0] < exiles[0]
