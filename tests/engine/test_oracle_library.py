"""Round 5 of issue 27 (engine/oracle/templates_library.py): "Scry N" (701.18a) read as a clause
of a triggered ability, a spell or an activated ability, on real lines of the dev corpus (2020
wording), with the near misses that must stay unread; and the engine's scry
(engine.turn.resolving.scry): the library's unnamed cards are its top cards (a draw takes them
first), so a scry of a library of unnamed cards changes nothing the scenario describes but is
performed and cited; with named cards in the library (their order not modelled: a card put on
the bottom would go under them) the step says it is not modelled; scry 0 is no scry event
(701.18b). The scenario runs keep golden traces."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _card(name: str, types: list[str], text: str) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": types, "subtypes": [], "colors": ["U"],
                            "mana_value": 1, "text": text}
    if "Creature" in types:
        card.update(power=1, toughness=1)
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


# --- compiling: real lines -------------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Omenspeaker", "Creature", "When Omenspeaker enters the battlefield, scry 2.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "effect": [{"do": "scry", "amount": 2}]}),
    ("Sigiled Starfish", "Creature", "{T}: Scry 1.",
     {"kind": "activated", "cost": "{T}", "effect": [{"do": "scry", "amount": 1}]}),
    ("Crystal Ball", "Artifact", "{1}, {T}: Scry 2.",
     {"kind": "activated", "cost": "{1}, {T}", "effect": [{"do": "scry", "amount": 2}]}),
    ("Magma Jet", "Instant", "Magma Jet deals 2 damage to any target. Scry 2.",
     {"kind": "spell",
      "targets": [{"player": "any", "object": {"any": [
          {"types": ["Creature"]}, {"types": ["Planeswalker"]}, {"types": ["Battle"]}]}}],
      "effect": [{"do": "damage", "object": "target", "amount": 2},
                 {"do": "scry", "amount": 2}]}),
    ("Preordain", "Sorcery", "Scry 2, then draw a card.",
     {"kind": "spell", "effect": [{"do": "scry", "amount": 2},
                                  {"do": "draw", "player": "you", "amount": 1}]}),
    ("Test Card", "Creature", "Whenever you cast a spell that targets Test Card, put a +1/+1 "
     "counter on Test Card, then scry 1.",
     {"kind": "triggered", "trigger": {"on": "cast", "player": "you", "spell_targets": "self"},
      "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "object": "self"},
                 {"do": "scry", "amount": 1}]}),
    ("Opt", "Instant", "Scry 1. Draw a card.",
     {"kind": "spell", "effect": [{"do": "scry", "amount": 1},
                                  {"do": "draw", "player": "you", "amount": 1}]}),
])
def test_scry_lines_read_exactly(name: str, types: str, text: str,
                                 ability: dict[str, Any]) -> None:
    """Given a real line with "scry N", when compiled, then it is the exact scry action of its
    controller (701.18a), in order with the other actions (608.2c)."""
    assert _read(name, types, text) == [ability]


@pytest.mark.parametrize(("types", "text"), [
    # X (107.3) and "that many" are amounts this reader doesn't take.
    ("Instant", "Scry X."),
    ("Creature", "When Test Card enters the battlefield, scry X."),
    # Another player scries: not the controller's scry.
    ("Creature", "When Test Card enters the battlefield, target player scries 2."),
    ("Creature", "When Test Card enters the battlefield, each player scries 1."),
    # ", then" before a clause no reader takes.
    ("Sorcery", "Scry 1, then reveal the top card of your library."),
])
def test_scry_near_misses_stay_unread(types: str, text: str) -> None:
    """Given a near miss (an X scry, another player scrying, ", then" before an unread clause),
    when compiled, then the line is left whole."""
    assert _unread("Test Card", types, text)


# --- running: the engine's scry --------------------------------------------------------------


OMENSPEAKER = _card("Omenspeaker", ["Creature"], "When Omenspeaker enters the battlefield, "
                    "scry 2.")
OPT = _card("Opt", ["Instant"], "Scry 1. Draw a card.")
STARFISH = _card("Sigiled Starfish", ["Creature"], "{T}: Scry 1.")


def _scry_steps(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [s for s in result["steps"] if "701.18a" in s["rules"]]


def test_a_triggered_scry_of_unnamed_cards_is_performed_and_cited() -> None:
    """Given Omenspeaker entering with 53 unnamed cards in A's library, when its trigger
    resolves, then A scries 2 (701.18a), cited, and the library still holds 53 cards."""
    result = play([{"id": "o", "card": "Omenspeaker", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "o"}], cards=[OMENSPEAKER])

    steps = _scry_steps(result)
    assert len(steps) == 1 and "2" in steps[0]["text"]
    assert result["players"]["A"]["library"] == 53


def test_a_spell_scries_before_its_draw() -> None:
    """Given Opt cast by A, when it resolves, then A scries 1 (701.18a) and then draws one
    card (608.2c: in the order written): the library holds 52."""
    result = play([{"id": "opt", "card": "Opt", "owner": "A", "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "opt"}, {"type": "resolve"}],
                  cards=[OPT])

    texts = [s["text"] for s in result["steps"]]
    scry = next(i for i, s in enumerate(result["steps"]) if "701.18a" in s["rules"])
    draw = next(i for i, s in enumerate(result["steps"]) if "121.1" in s["rules"] and i > scry)
    assert scry < draw, texts
    assert result["players"]["A"]["library"] == 52
    assert result["objects"]["opt"]["zone"] == "graveyard"


def test_an_activated_scry_resolves() -> None:
    """Given Sigiled Starfish under A's control, when A activates it and it resolves, then A
    scries 1 (701.18a) and the Starfish is tapped (its cost)."""
    result = play([{"id": "s", "card": "Sigiled Starfish", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "s", "ability": 0},
                   {"type": "resolve"}], cards=[STARFISH])

    assert len(_scry_steps(result)) == 1
    assert result["objects"]["s"]["tapped"] is True


def test_a_scry_with_named_cards_in_the_library_says_their_order_is_not_modelled() -> None:
    """Given A's library of 1 unnamed card and a named Opt in it, when A scries 2, then the
    step names the Opt and says where the cards go isn't modelled (the engine doesn't model
    the library's order); the Opt stays in the library."""
    result = play([{"id": "o", "card": "Omenspeaker", "owner": "A", "zone": "hand"},
                   {"id": "opt", "card": "Opt", "owner": "A", "zone": "library"}],
                  [{"type": "enter", "object": "o"}], cards=[OMENSPEAKER, OPT],
                  players=[{"id": "A", "library": 1}, {"id": "B"}])

    steps = _scry_steps(result)
    assert len(steps) == 1 and "Opt" in steps[0]["text"]
    assert "not modelled" in steps[0]["text"].lower() or "모델링" in steps[0]["text"]
    assert result["objects"]["opt"]["zone"] == "library"


def test_a_scry_of_a_short_library_of_unnamed_cards_looks_at_what_there_is() -> None:
    """Given A's library of 1 unnamed card and nothing named, when A scries 2, then A looks at
    the one card (701.18a: no more are there) and nothing is said to be unmodelled."""
    result = play([{"id": "o", "card": "Omenspeaker", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "o"}], cards=[OMENSPEAKER],
                  players=[{"id": "A", "library": 1}, {"id": "B"}])

    steps = _scry_steps(result)
    assert len(steps) == 1 and "Opt" not in steps[0]["text"]
    assert result["players"]["A"]["library"] == 1


def test_a_scry_of_the_top_unnamed_cards_above_a_named_card_is_not_modelled() -> None:
    """Given A's library of 53 unnamed cards and a named Opt, when A scries 2, then the step
    says it is not modelled: a card put on the bottom would go under the Opt, which the state
    (a count above the named cards) can't say."""
    result = play([{"id": "o", "card": "Omenspeaker", "owner": "A", "zone": "hand"},
                   {"id": "opt", "card": "Opt", "owner": "A", "zone": "library"}],
                  [{"type": "enter", "object": "o"}], cards=[OMENSPEAKER, OPT])

    steps = _scry_steps(result)
    assert len(steps) == 1 and "Not modelled" in steps[0]["text"]
    assert result["players"]["A"]["library"] == 53


def test_scry_zero_is_no_scry_event() -> None:
    """Given a scenario card whose trigger says scry 0, when it resolves, then no scry event
    occurs (701.18b) and the step cites it."""
    card = {"name": "Zero Seer", "types": ["Creature"], "power": 1, "toughness": 1,
            "mana_value": 1, "abilities": [
                {"kind": "triggered", "label": "When ~ enters, scry 0.",
                 "trigger": {"on": "enters", "object": "self"},
                 "effect": [{"do": "scry", "amount": 0}]}]}
    result = play([{"id": "z", "card": "Zero Seer", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "z"}], cards=[card])

    assert _scry_steps(result) == []
    assert any("701.18b" in s["rules"] for s in result["steps"])


# --- search (701.19) -------------------------------------------------------------------------


BASIC_LAND = {"supertypes": ["Basic"], "types": ["Land"]}


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Wood Elves", "Creature", "When Wood Elves enters the battlefield, search your library "
     "for a Forest card and put that card onto the battlefield. Then shuffle your library.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "effect": [{"do": "search", "objects": {"subtypes": ["Forest"]}, "to": "battlefield"}]}),
    ("Farhaven Elf", "Creature", "When Farhaven Elf enters the battlefield, you may search "
     "your library for a basic land card and put it onto the battlefield tapped. If you do, "
     "shuffle your library.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"}, "may": True,
      "effect": [{"do": "search", "objects": BASIC_LAND, "to": "battlefield",
                  "tapped": True}]}),
    ("Civic Wayfinder", "Creature", "When Civic Wayfinder enters the battlefield, you may "
     "search your library for a basic land card, reveal it, and put it into your hand. If you "
     "do, shuffle your library.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"}, "may": True,
      "effect": [{"do": "search", "objects": BASIC_LAND, "to": "hand"}]}),
    ("Demonic Tutor", "Sorcery", "Search your library for a card, put that card into your "
     "hand, then shuffle your library.", None),
    ("Idyllic Tutor", "Sorcery", "Search your library for an enchantment card, reveal it, put "
     "it into your hand, then shuffle your library.",
     {"kind": "spell", "effect": [{"do": "search", "objects": {"types": ["Enchantment"]},
                                   "to": "hand"}]}),
    ("Sylvan Ranger", "Creature", "When Sylvan Ranger enters the battlefield, you may search "
     "your library for a basic land card, reveal it, put it into your hand, then shuffle your "
     "library.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"}, "may": True,
      "effect": [{"do": "search", "objects": BASIC_LAND, "to": "hand"}]}),
    ("Evolving Wilds", "Land", "{T}, Sacrifice Evolving Wilds: Search your library for a basic "
     "land card, put it onto the battlefield tapped, then shuffle your library.",
     {"kind": "activated", "cost": "{T}, Sacrifice Evolving Wilds",
      "effect": [{"do": "search", "objects": BASIC_LAND, "to": "battlefield",
                  "tapped": True}]}),
    ("Rampant Growth", "Sorcery", "Search your library for a basic land card, put that card "
     "onto the battlefield tapped, then shuffle your library.",
     {"kind": "spell", "effect": [{"do": "search", "objects": BASIC_LAND,
                                   "to": "battlefield", "tapped": True}]}),
    ("Sprouting Vines", "Instant", "Search your library for a basic land card, reveal that "
     "card, and put it into your hand. Then shuffle your library.",
     {"kind": "spell", "effect": [{"do": "search", "objects": BASIC_LAND, "to": "hand"}]}),
    ("Ondu Giant", "Creature", "When Ondu Giant enters the battlefield, you may search your "
     "library for a basic land card, put it onto the battlefield tapped, then shuffle your "
     "library.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"}, "may": True,
      "effect": [{"do": "search", "objects": BASIC_LAND, "to": "battlefield",
                  "tapped": True}]}),
    ("Frenzied Tilling", "Sorcery", "Destroy target land. Search your library for a basic "
     "land card and put that card onto the battlefield tapped. Then shuffle your library.",
     {"kind": "spell", "targets": [{"object": {"types": ["Land"]}}],
      "effect": [{"do": "destroy", "object": "target"},
                 {"do": "search", "objects": BASIC_LAND, "to": "battlefield",
                  "tapped": True}]}),
    ("Silkwing Scout", "Creature", "{G}, Sacrifice Silkwing Scout: Search your library "
     "for a basic land card and put that card onto the battlefield tapped. Then shuffle your "
     "library.",
     {"kind": "activated", "cost": "{G}, Sacrifice Silkwing Scout",
      "effect": [{"do": "search", "objects": BASIC_LAND, "to": "battlefield",
                  "tapped": True}]}),
])
def test_search_lines_read_exactly(name: str, types: str, text: str,
                                   ability: dict[str, Any] | None) -> None:
    """Given a real search line for a card of a stated quality, when compiled, then it is the
    exact search action (701.19a) to the battlefield (tapped or not) or the hand; "a card" (no
    stated quality: it must be found, 701.19b) stays unread."""
    if ability is None:
        assert _unread(name, types, text)
    else:
        assert _read(name, types, text) == [ability]


@pytest.mark.parametrize(("types", "text"), [
    # "a card" must be found when the library has one (701.19b needs a stated quality).
    ("Sorcery", "Search your library for a card, put that card into your hand, then shuffle "
     "your library."),
    # Two cards; a card put on top; revealed onto the battlefield.
    ("Sorcery", "Search your library for two basic land cards, put them onto the battlefield "
     "tapped, then shuffle your library."),
    ("Sorcery", "Search your library for a basic land card, reveal it, then shuffle your "
     "library and put that card on top of it."),
    # An enchantment onto the battlefield (an Aura is attached as it enters, 303.4f).
    ("Sorcery", "Search your library for an enchantment card, put it onto the battlefield, "
     "then shuffle your library."),
    # A filter naming a controller (a card in a library has none).
    ("Sorcery", "Search your library for a creature card you control, put it into your hand, "
     "then shuffle your library."),
    # "If you do, shuffle" without "you may": no "do" to refer to.
    ("Creature", "When Test Card enters the battlefield, search your library for a basic land "
     "card and put it onto the battlefield tapped. If you do, shuffle your library."),
    # Another player's library.
    ("Sorcery", "Search target player's library for a basic land card, put it onto the "
     "battlefield tapped, then that player shuffles their library."),
])
def test_search_near_misses_stay_unread(types: str, text: str) -> None:
    """Given a search the engine can't do exactly (a card of no stated quality, two cards, the
    top of the library, another player's library), when compiled, then it stays unread."""
    assert _unread("Test Card", types, text)


GROWTH = _card("Rampant Growth", ["Sorcery"], "Search your library for a basic land card, put "
               "that card onto the battlefield tapped, then shuffle your library.")
RANGER = _card("Sylvan Ranger", ["Creature"], "When Sylvan Ranger enters the battlefield, you "
               "may search your library for a basic land card, reveal it, put it into your "
               "hand, then shuffle your library.")
FOREST = {"name": "Forest", "supertypes": ["Basic"], "types": ["Land"], "subtypes": ["Forest"],
          "mana_value": 0, "abilities": []}
GATE = {"name": "Test Gate", "types": ["Land"], "subtypes": ["Gate"], "mana_value": 0,
        "abilities": []}


def _growth(choices: list[dict[str, Any]]) -> dict[str, Any]:
    return play([{"id": "g", "card": "Rampant Growth", "owner": "A", "zone": "hand"},
                 {"id": "f", "card": "Forest", "owner": "A", "zone": "library"},
                 {"id": "t", "card": "Test Gate", "owner": "A", "zone": "library"},
                 {"id": "bf", "card": "Forest", "owner": "B", "zone": "library"}],
                [{"type": "cast", "player": "A", "object": "g"}, {"type": "resolve"}],
                cards=[GROWTH, FOREST, GATE], choices=choices)


def test_a_search_puts_the_chosen_basic_land_onto_the_battlefield_tapped() -> None:
    """Given A's Forest and a nonbasic Gate in A's library, when Rampant Growth resolves and A
    finds the Forest, then the Forest is on the battlefield tapped under A's control (701.19a)
    and A shuffles (701.20a)."""
    result = _growth([{"player": "A", "choose": "f"}])

    forest = result["objects"]["f"]
    assert (forest["zone"], forest["tapped"], forest["controller"]) == ("battlefield", True, "A")
    assert result["objects"]["t"]["zone"] == "library"
    assert any("701.20a" in s["rules"] for s in result["steps"])


def test_a_search_offers_only_the_searchers_matching_cards_and_nothing() -> None:
    """Given A's Forest, A's Gate and B's Forest in libraries, when A searches for a basic land
    card, then A may find only A's own Forest or nothing (701.19a, 701.19b): choosing the
    Gate is refused naming the options."""
    with pytest.raises(ScenarioError) as caught:
        _growth([{"player": "A", "choose": "t"}])

    assert "('f', 'nothing')" in str(caught.value)


def test_a_search_may_find_nothing() -> None:
    """Given A's Forest in A's library, when A searches and finds nothing (701.19b: a search
    for a basic land card may fail to find), then the Forest stays and A still shuffles."""
    result = _growth([{"player": "A", "choose": "nothing"}])

    assert result["objects"]["f"]["zone"] == "library"
    assert any("701.20a" in s["rules"] for s in result["steps"])


def test_a_triggered_search_puts_the_card_into_the_hand() -> None:
    """Given Sylvan Ranger entering with A's Forest in A's library, when A chooses to search
    and finds the Forest, then it is in A's hand (701.19a)."""
    result = play([{"id": "r", "card": "Sylvan Ranger", "owner": "A", "zone": "hand"},
                   {"id": "f", "card": "Forest", "owner": "A", "zone": "library"}],
                  [{"type": "enter", "object": "r"}], cards=[RANGER, FOREST],
                  choices=[{"player": "A", "choose": "yes"}, {"player": "A", "choose": "f"}])

    assert result["objects"]["f"]["zone"] == "hand"


@pytest.mark.parametrize(("action", "field", "problem"), [
    ({"do": "search", "objects": BASIC_LAND}, "to", "required"),
    ({"do": "draw", "amount": 1, "tapped": True}, "tapped", "only a search action has it"),
    ({"do": "search", "objects": BASIC_LAND, "to": "hand", "tapped": True}, "tapped",
     "only a card put onto the battlefield"),
])
def test_a_malformed_search_is_refused_naming_the_field(action: dict[str, Any], field: str,
                                                        problem: str) -> None:
    """Given a search without its destination, or "tapped" where nothing enters, when the
    scenario is read, then the error names the field (never a traceback)."""
    card = {"name": "Bad Seeker", "types": ["Sorcery"], "mana_value": 1, "abilities": [
        {"kind": "spell", "label": "Bad.", "effect": [action]}]}
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "s", "card": "Bad Seeker", "owner": "A", "zone": "hand"}], cards=[card])

    assert field in str(caught.value) and problem in str(caught.value)


WILDS = _card("Evolving Wilds", ["Land"], "{T}, Sacrifice Evolving Wilds: Search your library "
              "for a basic land card, put it onto the battlefield tapped, then shuffle your "
              "library.")


def test_an_activated_search_after_its_sacrifice_cost() -> None:
    """Given Evolving Wilds and A's Forest in A's library, when A activates it (tapping and
    sacrificing it, 602.2b) and it resolves, then the Forest is on the battlefield tapped."""
    result = play([{"id": "w", "card": "Evolving Wilds", "controller": "A"},
                   {"id": "f", "card": "Forest", "owner": "A", "zone": "library"}],
                  [{"type": "activate", "player": "A", "object": "w", "ability": 0},
                   {"type": "resolve"}], cards=[WILDS, FOREST],
                  choices=[{"player": "A", "choose": "f"}])

    assert result["objects"]["w"]["zone"] == "graveyard"
    assert (result["objects"]["f"]["zone"], result["objects"]["f"]["tapped"]) == (
        "battlefield", True)


ELVES = _card("Wood Elves", ["Creature"], "When Wood Elves enters the battlefield, search your "
              "library for a Forest card and put that card onto the battlefield. Then shuffle "
              "your library.")


def test_a_search_for_a_forest_card_puts_it_onto_the_battlefield_untapped() -> None:
    """Given Wood Elves entering and A's Forest in A's library, when its trigger resolves and A
    finds the Forest, then the Forest is on the battlefield untapped (701.19a)."""
    result = play([{"id": "e", "card": "Wood Elves", "owner": "A", "zone": "hand"},
                   {"id": "f", "card": "Forest", "owner": "A", "zone": "library"}],
                  [{"type": "enter", "object": "e"}], cards=[ELVES, FOREST],
                  choices=[{"player": "A", "choose": "f"}])

    assert (result["objects"]["f"]["zone"], result["objects"]["f"]["tapped"]) == (
        "battlefield", False)


def test_a_search_with_no_matching_named_card_finds_nothing_without_a_question() -> None:
    """Given no card in A's library that the scenario names, when Rampant Growth resolves,
    then A finds nothing without being asked (701.19b) and still shuffles (701.20a)."""
    result = play([{"id": "g", "card": "Rampant Growth", "owner": "A", "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "g"}, {"type": "resolve"}],
                  cards=[GROWTH])

    assert result["pending_choice"] is None
    assert any("701.19b" in s["rules"] for s in result["steps"])
    assert any("701.20a" in s["rules"] for s in result["steps"])
    assert result["objects"]["g"]["zone"] == "graveyard"
