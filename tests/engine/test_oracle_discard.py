"""A discard whose card the spell's controller chooses (701.8b; engine/oracle/templates_discard.py
and engine.turn.resolving.discard_chosen): real corpus lines read into the exact ability, near
misses left unread, and the engine's side played as scenarios with rule citations."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole

DURESS_LIKE = ("Target opponent reveals their hand. You choose a noncreature, nonland card from "
               "it. That player discards that card.")
NONLAND = ("Target player reveals their hand. You choose a nonland card from it. That player "
           "discards that card.")
COMMAS = ("Target player reveals their hand, you choose a card from it, then that player "
          "discards that card.")


def _face(name: str, text: str, types: str = "Sorcery") -> dict[str, Any]:
    return {"name": name, "types": [types], "text": text}


def _discard(who: str, objects: dict[str, Any] | None = None) -> dict[str, Any]:
    action: dict[str, Any] = {"do": "discard", "player": "target", "amount": 1,
                              "chosen_by": "you"}
    if objects is not None:
        action["objects"] = objects
    return {"kind": "spell", "targets": [{"player": who}], "effect": [action]}


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Duress", DURESS_LIKE, _discard("opponent", {"not_types": ["Creature", "Land"]})),
    ("Distress", NONLAND, _discard("any", {"not_types": ["Land"]})),
    ("Addle", COMMAS, _discard("any")),
    ("Brain Pry", "Target opponent reveals their hand. You choose a creature card from it. That "
     "player discards that card.", _discard("opponent", {"types": ["Creature"]})),
    ("Zed", "Target player reveals their hand. You choose an instant or sorcery card from it. "
     "That player discards that card.",
     _discard("any", {"any": [{"types": ["Instant"]}, {"types": ["Sorcery"]}]})),
])
def test_chosen_discard_lines_read_exactly(name: str, text: str, ability: dict[str, Any]) -> None:
    """701.8b: given a real "reveals their hand, you choose ..." line (or a near variant),
    when compiled, then it is one spell ability: its target player and a discard of one card
    its controller chooses, among the cards its filter matches."""
    assert read_whole(_face(name, text)) == [ability]


def test_a_modal_spells_chosen_discard_mode_reads() -> None:
    """700.2, 701.8b: Splitting Headache's second mode (the comma wording) is read as a line
    alone (templates_sentences.mode_line), so the modal spell is read whole."""
    text = ("Choose one —\n• Target player discards two cards.\n• Target player reveals their "
            "hand, you choose a card from it, then that player discards that card.")
    modes = read_whole(_face("Splitting Headache", text))

    assert modes[1] == {**_discard("any"), "choose": [1, 1], "mode": (
        "Target player reveals their hand, you choose a card from it, then that player discards "
        "that card.")}


@pytest.mark.parametrize("text", [
    # Another sentence after the discard.
    "Target opponent reveals their hand. You choose a creature card from it. That player "
    "discards that card. Scry 1.",
    # A mana value condition on the card.
    "Target player reveals their hand. You choose a card with converted mana cost 3 or greater "
    "from it. That player discards that card.",
    # Exiled, not discarded.
    "Target opponent reveals their hand. You choose a nonland card from it. Exile that card.",
    # "You may choose": choosing none is a choice.
    "Target opponent reveals their hand. You may choose a nonland card from it. If you do, that "
    "player discards that card.",
    # Two cards.
    "Target player reveals their hand. You choose two cards from it. That player discards "
    "those cards.",
])
def test_chosen_discard_near_misses_stay_unread(text: str) -> None:
    """Near misses of the chosen discard stay unread."""
    assert compile_face(_face("Zed", text)).not_modelled == (text,)


# --- the engine's side ----------------------------------------------------------------------


def _card(name: str, text: str) -> dict[str, Any]:
    face = _face(name, text)
    return {**face, "subtypes": [], "colors": ["B"],
            "abilities": list(compile_face(face).card_abilities())}


def _duress(hand: list[str], target: str = "B", **extra: Any) -> dict[str, Any]:
    """A casts Duress-like (a noncreature, nonland card) at ``target`` whose hand holds
    ``hand`` (library card names, ids h0, h1, ...)."""
    objects = [{"id": "d", "card": "Duress Test", "controller": "A", "zone": "hand"},
               *({"id": f"h{i}", "card": card, "owner": "B", "zone": "hand"}
                 for i, card in enumerate(hand))]
    return play(objects, [{"type": "cast", "player": "A", "object": "d", "targets": [target]},
                          *extra.pop("more", [])],
                cards=[_card("Duress Test", DURESS_LIKE)], **extra)


def _zone(result: dict[str, Any], ident: str) -> str:
    return str(result["objects"][ident]["zone"])


def test_the_caster_chooses_among_the_matching_cards() -> None:
    """701.8b: given B's hand of Lightning Bolt, Giant Growth and Grizzly Bears, when Duress
    resolves, then A (not B) is asked, between the two noncreature, nonland cards."""
    choice = _duress(["Lightning Bolt", "Giant Growth", "Grizzly Bears"])["pending_choice"]

    assert choice["player"] == "A"
    assert [o["id"] for o in choice["options"]] == ["h0", "h1"]
    assert "701.8b" in choice["rules"]


def test_the_chosen_card_is_discarded() -> None:
    """701.8a, 701.8b: given A chooses Giant Growth, then B discards it and keeps the rest."""
    result = _duress(["Lightning Bolt", "Giant Growth", "Grizzly Bears"],
                     choices=[{"player": "A", "choose": "h1"}])

    assert [_zone(result, h) for h in ("h0", "h1", "h2")] == ["hand", "graveyard", "hand"]


def test_one_matching_card_is_discarded_without_a_question() -> None:
    """701.8b: given B's only noncreature, nonland card is Lightning Bolt, then it is discarded
    (the choice has one answer)."""
    result = _duress(["Lightning Bolt", "Grizzly Bears", "Forest"])

    assert [_zone(result, h) for h in ("h0", "h1", "h2")] == ["graveyard", "hand", "hand"]


def test_no_matching_card_discards_nothing() -> None:
    """701.8b: given B's hand holds only a creature card and a land card, then nothing is
    discarded; the trace says the revealed hand holds none the words allow."""
    result = _duress(["Grizzly Bears", "Forest"])

    assert [_zone(result, h) for h in ("h0", "h1")] == ["hand", "hand"]
    assert any("none the words allow" in s["text"] for s in result["steps"])


def test_a_card_b_drew_during_the_run_is_offered() -> None:
    """701.8b, 121.1: given B drew a card during the run (the engine doesn't know it) and holds
    Lightning Bolt, then A is asked between the Bolt and the drawn card; choosing the drawn card
    keeps the Bolt in B's hand."""
    draw = {"type": "draw", "player": "B", "amount": 1}
    objects = [{"id": "d", "card": "Duress Test", "controller": "A", "zone": "hand"},
               {"id": "h0", "card": "Lightning Bolt", "owner": "B", "zone": "hand"}]
    events = [draw, {"type": "cast", "player": "A", "object": "d", "targets": ["B"]}]
    cards = [_card("Duress Test", DURESS_LIKE)]
    asked = play(objects, events, cards=cards)["pending_choice"]
    result = play(objects, events, cards=cards,
                  choices=[{"player": "A", "choose": "drawn_card"}])

    assert [o["id"] for o in asked["options"]] == ["h0", "drawn_card"]
    assert _zone(result, "h0") == "hand"
    assert any("1 card B drew during this run" in s["text"] for s in result["steps"])


def test_duress_cant_target_its_caster() -> None:
    """115.1: "Target opponent": A can't target A."""
    with pytest.raises(ScenarioError, match="not a legal target"):
        _duress(["Lightning Bolt"], target="A")


def test_chosen_by_is_only_a_discard_of_one_card() -> None:
    """701.8b: chosen_by on a discard of two cards is refused, naming the field."""
    card = {"name": "Odd", "types": ["Sorcery"], "subtypes": [], "abilities": [
        {"kind": "spell", "label": "Odd", "targets": [{"player": "any"}],
         "effect": [{"do": "discard", "player": "target", "amount": 2, "chosen_by": "you"}]}]}
    with pytest.raises(ScenarioError, match="chosen_by"):
        play([{"id": "o", "card": "Odd", "controller": "A", "zone": "hand"}],
             [{"type": "cast", "player": "A", "object": "o", "targets": ["B"]}], cards=[card])


def test_a_hand_of_only_drawn_cards_gives_the_drawn_card() -> None:
    """701.8b, 121.1: given B's hand holds only a card B drew during the run, when Duress
    resolves, then that card is discarded (the one answer) and the trace says the engine
    doesn't know it."""
    result = play([{"id": "d", "card": "Duress Test", "controller": "A", "zone": "hand"}],
                  [{"type": "draw", "player": "B", "amount": 1},
                   {"type": "cast", "player": "A", "object": "d", "targets": ["B"]}],
                  cards=[_card("Duress Test", DURESS_LIKE)])

    texts = [s["text"] for s in result["steps"]]
    assert any("no card the scenario names" in t for t in texts)
    assert any("discards a card drawn during this run" in t for t in texts)


def test_a_triggered_abilitys_chosen_discard() -> None:
    """701.8b, 603.3d: given a creature whose enters trigger makes target opponent discard a
    nonland card its controller chooses, when it enters with B holding Lightning Bolt and
    Forest, then B discards the Bolt."""
    creature = {"name": "Brain Test", "types": ["Creature"], "subtypes": [], "power": 1,
                "toughness": 1, "abilities": [
                    {"kind": "triggered", "label": "When Brain Test enters, ...",
                     "trigger": {"on": "enters", "object": "self"},
                     "targets": [{"player": "opponent"}],
                     "effect": [{"do": "discard", "player": "target", "amount": 1,
                                 "chosen_by": "you", "objects": {"not_types": ["Land"]}}]}]}
    result = play([{"id": "c", "card": "Brain Test", "controller": "A", "zone": "hand"},
                   {"id": "h0", "card": "Lightning Bolt", "owner": "B", "zone": "hand"},
                   {"id": "h1", "card": "Forest", "owner": "B", "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "c"}], cards=[creature])

    assert (_zone(result, "h0"), _zone(result, "h1")) == ("graveyard", "hand")


ENTOMBER_EXARCH = ("When Entomber Exarch enters the battlefield, choose one —\n• Return target "
                   "creature card from your graveyard to your hand.\n• Target opponent reveals "
                   "their hand, you choose a noncreature card from it, then that player discards "
                   "that card.")


def test_entomber_exarchs_discard_mode_reads() -> None:
    """700.2, 603.3c, 701.8b: Entomber Exarch's second mode is the triggered chosen discard of a
    noncreature card, read through the modal triggered template."""
    face = {"name": "Entomber Exarch", "types": ["Creature"], "power": 2, "toughness": 2,
            "text": ENTOMBER_EXARCH}

    assert read_whole(face)[0]["modes"][1] == {
        "mode": "Target opponent reveals their hand, you choose a noncreature card from it, then "
                "that player discards that card.",
        "targets": [{"player": "opponent"}],
        "effect": [{"do": "discard", "player": "target", "amount": 1, "chosen_by": "you",
                    "objects": {"not_types": ["Creature"]}}]}


def test_entomber_exarchs_discard_mode_takes_the_noncreature_card() -> None:
    """603.3c, 603.3d, 701.8b: given A chooses the discard mode (a creature card in A's
    graveyard makes both modes choosable) with B holding Lightning Bolt and Grizzly Bears, when
    the ability resolves, then B discards the Bolt (the one noncreature card) and A's card
    stays."""
    face = {"name": "Entomber Exarch", "types": ["Creature"], "text": ENTOMBER_EXARCH}
    exarch = {**face, "subtypes": [], "power": 2, "toughness": 2,
              "abilities": list(compile_face(face).card_abilities())}
    result = play([{"id": "e", "card": "Entomber Exarch", "controller": "A", "zone": "hand"},
                   {"id": "h0", "card": "Lightning Bolt", "owner": "B", "zone": "hand"},
                   {"id": "h1", "card": "Grizzly Bears", "owner": "B", "zone": "hand"},
                   {"id": "g", "card": "Grizzly Bears", "owner": "A", "zone": "graveyard"}],
                  [{"type": "cast", "player": "A", "object": "e"}], cards=[exarch],
                  choices=[{"player": "A", "choose": "1"}])

    assert (_zone(result, "h0"), _zone(result, "h1"), _zone(result, "g")) == (
        "graveyard", "hand", "graveyard")


def test_a_triggered_chosen_discard_line_reads() -> None:
    """603.3d, 701.8b: the period wording after a trigger reads as a triggered ability."""
    text = ("When Zed enters the battlefield, target opponent reveals their hand. You choose a "
            "nonland card from it. That player discards that card.")
    face = {"name": "Zed", "types": ["Creature"], "power": 1, "toughness": 1, "text": text}

    assert read_whole(face) == [
        {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
         "targets": [{"player": "opponent"}],
         "effect": [{"do": "discard", "player": "target", "amount": 1, "chosen_by": "you",
                     "objects": {"not_types": ["Land"]}}]}]
