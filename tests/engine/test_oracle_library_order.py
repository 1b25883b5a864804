"""Round 7 of issue 27, lane lib7: a library whose top cards are known.

The engine: a player's ``library_top`` (the named cards on top, top first, above the unnamed
``library`` count; 401.2), draws taking the top (121.1), mill (701.13a, 701.13b of the current
rules: the shipped Korean text has no rule 701), a permanent put on top or on the bottom of its
owner's library (401.2, 400.3), and what it refuses as not modelled (milling some of the named
cards of unknown order; unnamed cards meeting a graveyard replacement such as Rest in Peace).
The compiler (engine/oracle/templates_library_order.py): real lines of the dev corpus (2020 wording,
"puts the top N cards of their library into their graveyard") with the near misses that stay
unread. The scenario runs keep golden traces."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _card(name: str, types: list[str], text: str, power: int | None = None) -> dict[str, Any]:
    """A scenario card whose abilities are its compiled Oracle text (every line read)."""
    card: dict[str, Any] = {"name": name, "types": types, "subtypes": [], "colors": ["U"],
                            "mana_value": 1, "text": text}
    if power is not None:
        card.update(power=power, toughness=power)
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


def _named(ident: str, owner: str = "A", zone: str = "library") -> dict[str, Any]:
    return {"id": ident, "name": f"Named {ident}", "types": ["Instant"], "owner": owner,
            "controller": owner, "zone": zone}


MILLSTONE = _card("Millstone", ["Artifact"],
                  "{2}, {T}: Target player puts the top two cards of their library into their "
                  "graveyard.")
TOME_SCOUR = _card("Tome Scour", ["Sorcery"],
                   "Target player puts the top five cards of their library into their graveyard.")
GRIPTIDE = _card("Griptide", ["Instant"], "Put target creature on top of its owner's library.")
BANISHING = _card("Banishing Stroke", ["Instant"], "Put target artifact, creature, or "
                  "enchantment on the bottom of its owner's library.")
WARHOUNDS = _card("Elven Warhounds", ["Creature"], "Whenever Elven Warhounds becomes blocked by "
                  "a creature, put that creature on top of its owner's library.", power=4)
INFORMANT = _card("Dimir Informant", ["Creature"], "When Dimir Informant enters the battlefield, "
                  "surveil 2.", power=1)
FATESHAPER = _card("Aven Fateshaper", ["Creature"], "When Aven Fateshaper enters the "
                   "battlefield, look at the top four cards of your library, then put them back "
                   "in any order.", power=4)
LAPSE = _card("Memory Lapse", ["Instant"], "Counter target spell. If that spell is countered "
              "this way, put it on top of its owner's library instead of into that player's "
              "graveyard.")
BEACON = _card("Beacon of Destruction", ["Instant"], "Beacon of Destruction deals 5 damage to "
               "any target. Shuffle Beacon of Destruction into its owner's library.")
FORAGER = _card("Boggart Forager", ["Creature"], "{R}, Sacrifice Boggart Forager: Target player "
                "shuffles their library.", power=1)
CIRCU = _card("Circu, Dimir Lobotomist", ["Creature"], "Whenever you cast a blue spell, exile "
              "the top card of target player's library.", power=2)
VAULT = _card("Knowledge Vault", ["Artifact"], "{2}, {T}: Exile the top card of your library "
              "face down.")
WHISK = _card("Whisk Away", ["Instant"], "Put target attacking or blocking creature on top of "
              "its owner's library.")
STRIKE = _card("Psychic Strike", ["Instant"], "Counter target spell. Its controller puts the top "
               "two cards of their library into their graveyard.")
WHETWHEEL = _card("Whetwheel", ["Artifact"], "{X}{X}, {T}: Target player puts the top X cards "
                  "of their library into their graveyard.")
CRUMPLE = _card("Spell Crumple", ["Instant"], "Counter target spell. If that spell is countered "
                "this way, put it on the bottom of its owner's library instead of into that "
                "player's graveyard. Put Spell Crumple on the bottom of its owner's library.")
TOP = _card("Sensei's Divining Top", ["Artifact"], "{T}: Draw a card, then put Sensei's "
            "Divining Top on top of its owner's library.")
CARDS = [MILLSTONE, TOME_SCOUR, GRIPTIDE, BANISHING, WARHOUNDS, INFORMANT, FATESHAPER, LAPSE,
         BEACON, FORAGER, CIRCU, VAULT, TOP, WHISK, STRIKE, WHETWHEEL, CRUMPLE]


def _millstone(target: str = "A") -> list[dict[str, Any]]:
    return [{"type": "activate", "player": "A", "object": "stone", "ability": 0,
             "targets": [target]}, {"type": "resolve"}]


STONE = {"id": "stone", "card": "Millstone", "controller": "A"}


def _steps(result: dict[str, Any], rule: str) -> list[str]:
    return [s["text"] for s in result["steps"] if rule in s["rules"]]


# --- the library's order (401.2) and draws (121.1) --------------------------------------------


def test_a_draw_takes_the_named_top_card_before_the_unnamed_cards() -> None:
    """Given A's library_top ["x"] above 10 unnamed cards, when A draws, then A draws x (121.1:
    the top card) and the 10 unnamed cards stay."""
    result = play([_named("x")], [{"type": "draw", "player": "A", "amount": 1}],
                  players=[{"id": "A", "library": 10, "library_top": ["x"]}, {"id": "B"}])

    assert result["objects"]["x"]["zone"] == "hand"
    assert result["players"]["A"]["library"] == 10
    assert "library_top" not in result["players"]["A"]


def test_without_library_top_a_draw_still_takes_an_unnamed_card_first() -> None:
    """Given a named card in A's library but no library_top, when A draws, then A draws an
    unnamed card (the format's contract: the unnamed cards are above the others)."""
    result = play([_named("x")], [{"type": "draw", "player": "A", "amount": 1}],
                  players=[{"id": "A", "library": 10}, {"id": "B"}])

    assert result["objects"]["x"]["zone"] == "library"
    assert result["players"]["A"]["library"] == 9


@pytest.mark.parametrize(("top", "objects", "path"), [
    (["nope"], [], "players[0].library_top[0]"),
    (["x"], [_named("x", zone="hand")], "players[0].library_top[0]"),
    (["x"], [_named("x", owner="B")], "players[0].library_top[0]"),
    (["x", "x"], [_named("x")], "players[0].library_top[1]"),
])
def test_a_library_top_naming_no_card_of_that_library_is_refused(
        top: list[str], objects: list[dict[str, Any]], path: str) -> None:
    """Given library_top naming no object, one in another zone, one another player owns, or
    one twice, when loaded, then the error names the field."""
    with pytest.raises(ScenarioError) as error:
        play(objects, players=[{"id": "A", "library_top": top}, {"id": "B"}])
    assert error.value.path == path


# --- mill (701.13a, 701.13b) ------------------------------------------------------------------


def test_milling_unnamed_cards_moves_a_count_to_the_graveyard() -> None:
    """Given Millstone and 53 unnamed cards in A's library, when it mills A two, then the
    library holds 51 and the graveyard 2 unnamed cards (701.13a), cited."""
    result = play([STONE], _millstone(), cards=CARDS)

    assert result["players"]["A"]["library"] == 51
    assert result["players"]["A"]["graveyard_unnamed"] == 2
    assert len(_steps(result, "701.13a")) == 1


def test_milling_takes_the_named_top_cards_in_order_then_unnamed_ones() -> None:
    """Given A's library_top ["x", "y", "z"] above 5 unnamed cards, when Millstone mills A
    two, then x and y go to the graveyard, z stays on top and no unnamed card moves."""
    result = play([STONE, _named("x"), _named("y"), _named("z")], _millstone(), cards=CARDS,
                  players=[{"id": "A", "library": 5, "library_top": ["x", "y", "z"]},
                           {"id": "B"}])

    zones = {i: result["objects"][i]["zone"] for i in "xyz"}
    assert zones == {"x": "graveyard", "y": "graveyard", "z": "library"}
    assert result["players"]["A"]["library"] == 5
    assert result["players"]["A"]["library_top"] == ["z"]
    assert "graveyard_unnamed" not in result["players"]["A"]


def test_the_countered_spells_controller_mills() -> None:
    """Given B's Tome Scour (on B's turn) countered by A's Psychic Strike, when it resolves,
    then B, the countered spell's controller ("its controller", 608.2h), mills two."""
    result = play([{"id": "t", "card": "Tome Scour", "owner": "B", "controller": "B",
                    "zone": "hand"},
                   {"id": "p", "card": "Psychic Strike", "owner": "A", "controller": "A",
                    "zone": "hand"}],
                  [{"type": "cast", "player": "B", "object": "t", "targets": ["A"]},
                   {"type": "cast", "player": "A", "object": "p", "targets": ["t"]},
                   {"type": "resolve"}], cards=CARDS, active_player="B")

    assert result["objects"]["t"]["zone"] == "graveyard"
    assert result["players"]["B"]["library"] == 51
    assert result["players"]["B"]["graveyard_unnamed"] == 2
    assert result["players"]["A"]["library"] == 53


def test_an_activated_mill_of_x_mills_the_x_paid() -> None:
    """Given Whetwheel, when A activates it with X = 3 targeting B, then B mills three (the X
    chosen as it was activated, 601.2b, 602.2b)."""
    result = play([{"id": "w", "card": "Whetwheel", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "w", "ability": 0,
                    "targets": ["B"], "x": 3}, {"type": "resolve"}], cards=CARDS)

    assert result["players"]["B"]["library"] == 50
    assert result["players"]["B"]["graveyard_unnamed"] == 3


def test_milling_more_than_the_library_holds_mills_what_there_is() -> None:
    """Given A's library of one unnamed card, when Tome Scour mills A five, then A mills the
    one card (701.13b: as many as possible) and doesn't lose: nobody drew (704.5b)."""
    result = play([{"id": "t", "card": "Tome Scour", "owner": "A", "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "t", "targets": ["A"]},
                   {"type": "resolve"}], cards=CARDS,
                  players=[{"id": "A", "library": 1}, {"id": "B"}])

    assert result["players"]["A"]["library"] == 0
    assert result["players"]["A"]["graveyard_unnamed"] == 1
    assert result["players"]["A"]["lost"] is False
    assert len(_steps(result, "701.13b")) == 1


def test_milling_into_the_named_cards_of_unknown_order_is_not_modelled() -> None:
    """Given A's library of 1 unnamed card and two named cards of unknown order, when
    Millstone mills A two (the unnamed card and one of the two, which one unknown), then the
    step says it is not modelled and the library stays as it was."""
    result = play([STONE, _named("x"), _named("y")], _millstone(), cards=CARDS,
                  players=[{"id": "A", "library": 1}, {"id": "B"}])

    [step] = _steps(result, "701.13a")
    assert "Not modelled" in step and "Named x" in step and "Named y" in step
    assert result["players"]["A"]["library"] == 1
    assert {result["objects"][i]["zone"] for i in "xy"} == {"library"}


def test_milling_every_card_of_unknown_order_is_exact() -> None:
    """Given A's library of 1 unnamed card and one named card x, when Millstone mills A two,
    then both go: the unnamed one as a count, x by name (no order needed: all of them)."""
    result = play([STONE, _named("x")], _millstone(), cards=CARDS,
                  players=[{"id": "A", "library": 1}, {"id": "B"}])

    assert result["objects"]["x"]["zone"] == "graveyard"
    assert result["players"]["A"]["library"] == 0
    assert result["players"]["A"]["graveyard_unnamed"] == 1


def test_rest_in_peace_exiles_the_named_cards_milled() -> None:
    """Given Rest in Peace and A's library_top ["x", "y"] and no unnamed card, when Millstone
    mills A two, then both are exiled instead (614.1a: a card would be put into a graveyard
    from anywhere)."""
    result = play([STONE, {"id": "rip", "card": "Rest in Peace", "controller": "B"},
                   _named("x"), _named("y")], _millstone(), cards=CARDS,
                  players=[{"id": "A", "library": 0, "library_top": ["x", "y"]}, {"id": "B"}])

    assert {result["objects"][i]["zone"] for i in "xy"} == {"exile"}


def test_rest_in_peace_and_unnamed_cards_milled_is_not_modelled() -> None:
    """Given Rest in Peace and 53 unnamed cards in A's library, when Millstone mills A two,
    then the step says Rest in Peace may apply to the unnamed cards, which the engine doesn't
    know: not modelled, and the library keeps its 53 cards (never a graveyard count that
    Rest in Peace would have exiled)."""
    result = play([STONE, {"id": "rip", "card": "Rest in Peace", "controller": "B"}],
                  _millstone(), cards=CARDS)

    [step] = _steps(result, "701.13a")
    assert "Not modelled" in step and "Rest in Peace" in step
    assert result["players"]["A"]["library"] == 53
    assert "graveyard_unnamed" not in result["players"]["A"]


@pytest.mark.parametrize(("milled", "modelled"), [("A", True), ("B", False)])
def test_leyline_of_the_void_stops_only_its_opponents_unnamed_milled_cards(
        milled: str, modelled: bool) -> None:
    """Given A's Leyline of the Void ("a card an opponent owns"), when Millstone mills A, then
    A's unnamed cards go to the graveyard (the Leyline can't apply to them); when it mills B,
    the Leyline may apply to B's unnamed cards: not modelled, B's library as it was."""
    result = play([STONE, {"id": "ley", "card": "Leyline of the Void", "controller": "A"}],
                  _millstone(milled), cards=CARDS)

    [step] = _steps(result, "701.13a")
    assert ("Not modelled" not in step) is modelled
    assert result["players"][milled]["library"] == (51 if modelled else 53)


def test_exiling_all_graveyards_says_the_unnamed_milled_cards_are_not_modelled() -> None:
    """Given 2 unnamed cards milled into A's graveyard, when Rest in Peace enters (exile all
    graveyards), then a step says those unnamed cards aren't among what it exiles (not
    modelled) rather than pretending the graveyard is empty."""
    result = play([STONE, {"id": "rip", "card": "Rest in Peace", "controller": "B",
                           "zone": "hand"}],
                  [*_millstone(), {"type": "enter", "object": "rip"}],
                  cards=CARDS)

    assert result["players"]["A"]["graveyard_unnamed"] == 2
    assert any("Not modelled" in t and "2 unnamed" in t for t in _steps(result, "701.13a"))


# --- put on top or on the bottom (401.2) -----------------------------------------------------


def test_a_creature_put_on_top_of_its_owners_library_is_drawn_next() -> None:
    """Given Griptide cast by A on B's creature (owned by B), when it resolves and B then
    draws, then the creature went on top of B's library (401.2, 400.3) and B draws it."""
    result = play([{"id": "g", "card": "Griptide", "owner": "A", "zone": "hand"},
                   {"id": "bear", "name": "Bear", "types": ["Creature"], "power": 2,
                    "toughness": 2, "controller": "B"}],
                  [{"type": "cast", "player": "A", "object": "g", "targets": ["bear"]},
                   {"type": "resolve"}, {"type": "draw", "player": "B", "amount": 1}],
                  cards=CARDS)

    assert result["objects"]["bear"]["zone"] == "hand"
    assert result["players"]["B"]["library"] == 53
    assert len(_steps(result, "401.2")) == 1


def test_a_permanent_put_on_the_bottom_is_milled_last() -> None:
    """Given Banishing Stroke putting A's artifact on the bottom of A's library of 2 unnamed
    cards, when Millstone then mills A two, then the unnamed cards are milled and the artifact
    stays, the library's bottom card."""
    result = play([{"id": "s", "card": "Banishing Stroke", "owner": "B", "controller": "B",
                    "zone": "hand"}, STONE,
                   {"id": "rock", "name": "Rock", "types": ["Artifact"], "controller": "A"}],
                  [{"type": "cast", "player": "B", "object": "s", "targets": ["rock"]},
                   {"type": "resolve"}, *_millstone()[:1],
                   {"type": "resolve"}], cards=CARDS,
                  players=[{"id": "A", "library": 2}, {"id": "B"}])

    assert result["objects"]["rock"]["zone"] == "library"
    assert result["players"]["A"]["library_bottom"] == ["rock"]
    assert result["players"]["A"]["library"] == 0


def test_a_draw_then_the_source_put_on_top_leaves_it_the_next_card() -> None:
    """Given Sensei's Divining Top and A's library_top ["x"], when its ability resolves, then A
    draws x and then the Top goes on top of A's library (608.2c: in that order, 401.2)."""
    result = play([{"id": "top", "card": "Sensei's Divining Top", "controller": "A"},
                   _named("x")],
                  [{"type": "activate", "player": "A", "object": "top", "ability": 0},
                   {"type": "resolve"}], cards=CARDS,
                  players=[{"id": "A", "library_top": ["x"]}, {"id": "B"}])

    assert result["objects"]["x"]["zone"] == "hand"
    assert result["objects"]["top"]["zone"] == "library"
    assert result["players"]["A"]["library_top"] == ["top"]


def test_an_attacking_creature_is_put_on_top_of_its_owners_library() -> None:
    """Given A's creature attacking B, when B casts Whisk Away on it (506.3: an attacking
    creature), then it goes on top of A's library and deals no damage."""
    result = play([{"id": "bear", "name": "Bear", "types": ["Creature"], "power": 2,
                    "toughness": 2, "controller": "A"},
                   {"id": "w", "card": "Whisk Away", "owner": "B", "controller": "B",
                    "zone": "hand"}],
                  [{"type": "attack", "attackers": [{"object": "bear"}]},
                   {"type": "block", "blockers": []},
                   {"type": "cast", "player": "B", "object": "w", "targets": ["bear"]},
                   {"type": "resolve"}, {"type": "combat_damage"}], cards=CARDS)

    assert result["objects"]["bear"]["zone"] == "library"
    assert result["players"]["A"]["library_top"] == ["bear"]
    assert result["players"]["B"]["life"] == 20


def test_a_permanent_gone_before_its_ability_resolves_is_not_put_on_the_library() -> None:
    """Given Thalakos Mistfolk's "{U}: Put ~ on top of its owner's library" activated, when it
    is destroyed before the ability resolves, then the ability finds no Mistfolk (400.7: the
    card in the graveyard is a new object) and it stays in the graveyard."""
    mistfolk = _card("Thalakos Mistfolk", ["Creature"], "{U}: Put Thalakos Mistfolk on top of "
                     "its owner's library.", power=2)
    result = play([{"id": "m", "card": "Thalakos Mistfolk", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "m", "ability": 0},
                   {"type": "destroy", "target": "m"}, {"type": "resolve"}],
                  cards=[mistfolk])

    assert result["objects"]["m"]["zone"] == "graveyard"
    assert "library_top" not in result["players"]["A"]


def test_a_token_put_on_top_of_a_library_ceases_to_exist_and_the_draw_takes_the_next() -> None:
    """Given Griptide on A's creature token, when it resolves and A draws, then the token
    ceased to exist (704.5d) and A draws an unnamed card."""
    result = play([{"id": "g", "card": "Griptide", "owner": "A", "zone": "hand"},
                   {"id": "tok", "name": "Soldier", "types": ["Creature"], "power": 1,
                    "toughness": 1, "token": True, "controller": "A"}],
                  [{"type": "cast", "player": "A", "object": "g", "targets": ["tok"]},
                   {"type": "resolve"}, {"type": "draw", "player": "A", "amount": 1}],
                  cards=CARDS)

    assert "tok" not in result["objects"]
    assert result["players"]["A"]["library"] == 52
    assert "library_top" not in result["players"]["A"]


def test_that_creature_blocking_is_put_on_top_of_its_owners_library() -> None:
    """Given Elven Warhounds attacking and B's creature blocking it, when the trigger
    resolves, then the blocking creature ("that creature") goes on top of B's library."""
    result = play([{"id": "w", "card": "Elven Warhounds", "controller": "A"},
                   {"id": "wall", "name": "Wall", "types": ["Creature"], "power": 0,
                    "toughness": 4, "controller": "B"}],
                  [{"type": "attack", "attackers": [{"object": "w"}]},
                   {"type": "block", "blockers": [{"object": "wall", "blocking": "w"}]}],
                  cards=CARDS)

    assert result["objects"]["wall"]["zone"] == "library"
    assert result["players"]["B"]["library_top"] == ["wall"]


def test_a_search_shuffles_away_the_known_order() -> None:
    """Given A's library_top ["x"] and a land to find, when A searches and shuffles, then no
    card keeps a known place (701.20a): library_top is gone from the result."""
    seeker = {"name": "Seeker", "types": ["Sorcery"], "mana_value": 1, "abilities": [
        {"kind": "spell", "label": "search", "effect": [
            {"do": "search", "objects": {"types": ["Land"]}, "to": "hand"}]}]}
    result = play([{"id": "s", "card": "Seeker", "owner": "A", "zone": "hand"}, _named("x"),
                   {"id": "land", "name": "Forest", "types": ["Land"], "controller": "A",
                    "zone": "library"}],
                  [{"type": "cast", "player": "A", "object": "s"}, {"type": "resolve"}],
                  cards=[seeker], choices=[{"player": "A", "choose": "land"}],
                  players=[{"id": "A", "library_top": ["x"]}, {"id": "B"}])

    assert result["objects"]["land"]["zone"] == "hand"
    assert "library_top" not in result["players"]["A"]


@pytest.mark.parametrize(("action", "path"), [
    ({"do": "put_in_library", "object": "target"}, "position"),
    ({"do": "put_in_library", "position": "top"}, "object"),
    ({"do": "draw", "position": "top"}, "position"),
    ({"do": "counter", "object": "target", "position": "top", "exile_instead": True},
     "position"),
    ({"do": "put_in_library", "objects": {"types": ["Creature"]}, "object": "target",
      "position": "top"}, "objects"),
    ({"do": "mill", "amount": 1, "face_down": True}, "face_down"),
])
def test_a_put_in_library_action_missing_its_place_or_object_is_refused(
        action: dict[str, Any], path: str) -> None:
    """Given a put_in_library without position or object, or with several objects (401.4:
    their owner would order them), a position or face_down on another action, when loaded,
    then the error names the field."""
    card = {"name": "Bad", "types": ["Instant"], "mana_value": 1, "abilities": [
        {"kind": "spell", "label": "bad", "targets": [{"object": {"types": ["Creature"]}}],
         "effect": [action]}]}
    with pytest.raises(ScenarioError) as error:
        play([{"id": "b", "card": "Bad", "zone": "hand"}], cards=[card])
    assert error.value.path.endswith(path)


def test_a_spell_countered_onto_its_owners_library_is_drawn_next() -> None:
    """Given B's Tome Scour (on B's turn) countered by A's Memory Lapse, when it resolves and
    B draws, then Tome Scour went on top of B's library instead of into the graveyard (614.1a,
    401.2) and B draws it."""
    result = play([{"id": "t", "card": "Tome Scour", "owner": "B", "controller": "B",
                    "zone": "hand"},
                   {"id": "m", "card": "Memory Lapse", "owner": "A", "controller": "A",
                    "zone": "hand"}],
                  [{"type": "cast", "player": "B", "object": "t", "targets": ["A"]},
                   {"type": "cast", "player": "A", "object": "m", "targets": ["t"]},
                   {"type": "resolve"}, {"type": "draw", "player": "B", "amount": 1}],
                  cards=CARDS, active_player="B")

    assert result["objects"]["t"]["zone"] == "hand"
    assert result["players"]["A"]["library"] == 53
    assert result["players"]["B"]["library"] == 53
    assert len(_steps(result, "614.1a")) == 1


def test_spell_crumple_puts_both_spells_on_the_bottom_of_their_owners_libraries() -> None:
    """Given B's Tome Scour (on B's turn) countered by A's Spell Crumple, when it resolves,
    then Tome Scour goes to the bottom of B's library instead of the graveyard (614.1a) and
    Spell Crumple to the bottom of A's (608.2k: not its graveyard)."""
    result = play([{"id": "t", "card": "Tome Scour", "owner": "B", "controller": "B",
                    "zone": "hand"},
                   {"id": "c", "card": "Spell Crumple", "owner": "A", "controller": "A",
                    "zone": "hand"}],
                  [{"type": "cast", "player": "B", "object": "t", "targets": ["A"]},
                   {"type": "cast", "player": "A", "object": "c", "targets": ["t"]},
                   {"type": "resolve"}], cards=CARDS, active_player="B")

    assert result["players"]["B"]["library_bottom"] == ["t"]
    assert result["players"]["A"]["library_bottom"] == ["c"]
    assert result["players"]["A"]["library"] == 53


def test_a_spell_shuffled_into_its_owners_library_forgets_the_known_order() -> None:
    """Given A's library_top ["x"] and Beacon of Destruction cast at B, when it resolves, then
    B is dealt 5, the Beacon is shuffled into A's library, not the graveyard (608.2k), and no
    card keeps a known place (701.20a)."""
    result = play([{"id": "b", "card": "Beacon of Destruction", "owner": "A", "zone": "hand"},
                   _named("x")],
                  [{"type": "cast", "player": "A", "object": "b", "targets": ["B"]},
                   {"type": "resolve"}], cards=CARDS,
                  players=[{"id": "A", "library_top": ["x"]}, {"id": "B"}])

    assert result["players"]["B"]["life"] == 15
    assert result["objects"]["b"]["zone"] == "library"
    assert "library_top" not in result["players"]["A"]
    assert len(_steps(result, "701.20a")) == 1


def test_a_player_shuffling_their_library_forgets_the_known_order() -> None:
    """Given B's library_top ["y"], when A's Boggart Forager makes B shuffle, then no card of
    B's library keeps a known place (701.20a): a draw would no longer take y first."""
    result = play([{"id": "f", "card": "Boggart Forager", "controller": "A"},
                   _named("y", owner="B")],
                  [{"type": "activate", "player": "A", "object": "f", "ability": 0,
                    "targets": ["B"]}, {"type": "resolve"}], cards=CARDS,
                  players=[{"id": "A"}, {"id": "B", "library_top": ["y"]}])

    assert "library_top" not in result["players"]["B"]
    assert result["objects"]["f"]["zone"] == "graveyard"


# --- exiling the top cards (406.2, 406.3) -----------------------------------------------------


def test_exiling_the_named_top_card_exiles_it_by_name() -> None:
    """Given B's library_top ["y"] and Circu, when A casts a blue spell targeting B with the
    trigger, then y is exiled (406.2), the top card, and B's unnamed cards stay."""
    result = play([{"id": "c", "card": "Circu, Dimir Lobotomist", "controller": "A"},
                   {"id": "g", "card": "Griptide", "owner": "A", "zone": "hand"},
                   {"id": "bear", "name": "Bear", "types": ["Creature"], "power": 2,
                    "toughness": 2, "controller": "B"}, _named("y", owner="B")],
                  [{"type": "cast", "player": "A", "object": "g", "targets": ["bear"]}],
                  cards=CARDS, choices=[{"player": "A", "choose": "B"}],
                  players=[{"id": "A"}, {"id": "B", "library_top": ["y"]}])

    assert result["objects"]["y"]["zone"] == "exile"
    assert result["players"]["B"]["library"] == 53


def test_exiling_unnamed_cards_face_down_moves_a_count() -> None:
    """Given Knowledge Vault and 53 unnamed cards in A's library, when it resolves, then one
    unnamed card is exiled face down (406.3), as a count."""
    result = play([{"id": "v", "card": "Knowledge Vault", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "v", "ability": 0},
                   {"type": "resolve"}], cards=CARDS)

    assert result["players"]["A"]["library"] == 52
    assert result["players"]["A"]["exile_unnamed"] == 1
    assert len(_steps(result, "406.3")) == 1


def test_exiling_a_named_card_face_down_is_not_modelled() -> None:
    """Given A's library_top ["x"], when Knowledge Vault exiles the top card face down, then
    the step says it is not modelled (the engine has no face-down exiled cards) and x stays
    on top."""
    result = play([{"id": "v", "card": "Knowledge Vault", "controller": "A"}, _named("x")],
                  [{"type": "activate", "player": "A", "object": "v", "ability": 0},
                   {"type": "resolve"}], cards=CARDS,
                  players=[{"id": "A", "library_top": ["x"]}, {"id": "B"}])

    [step] = _steps(result, "406.2")
    assert "Not modelled" in step and "Named x" in step
    assert result["objects"]["x"]["zone"] == "library"


# --- surveil (701.42a) and looking at the top cards (401.2) -----------------------------------


def _enters(card: str) -> dict[str, Any]:
    return {"id": "e", "card": card, "owner": "A", "zone": "hand"}


def test_surveil_of_unnamed_cards_asks_how_many_go_to_the_graveyard() -> None:
    """Given Dimir Informant entering with 53 unnamed cards in A's library, when its surveil 2
    resolves and A puts one into the graveyard, then the library holds 52 and the graveyard
    one unnamed card (701.42a: only how many matters of cards nobody named)."""
    result = play([_enters("Dimir Informant")], [{"type": "enter", "object": "e"}],
                  cards=CARDS, choices=[{"player": "A", "choose": "1"}])

    assert result["players"]["A"]["library"] == 52
    assert result["players"]["A"]["graveyard_unnamed"] == 1
    assert any("puts 1 into their graveyard" in t for t in _steps(result, "701.42a"))


def test_surveil_of_named_top_cards_is_not_modelled() -> None:
    """Given A's library_top ["x"], when Dimir Informant's surveil 2 resolves, then the step
    says which card goes where isn't asked (not modelled) and the library stays as it was."""
    result = play([_enters("Dimir Informant"), _named("x")], [{"type": "enter", "object": "e"}],
                  cards=CARDS, players=[{"id": "A", "library_top": ["x"]}, {"id": "B"}])

    [step] = _steps(result, "701.42a")
    assert "Not modelled" in step and "Named x" in step
    assert result["objects"]["x"]["zone"] == "library"
    assert result["players"]["A"]["library"] == 53


def test_surveil_of_unnamed_cards_under_rest_in_peace_is_not_modelled() -> None:
    """Given Rest in Peace, when Dimir Informant's surveil 2 resolves, then the step says Rest
    in Peace may apply to the unnamed cards (not modelled) and nothing is asked or moved."""
    result = play([_enters("Dimir Informant"),
                   {"id": "rip", "card": "Rest in Peace", "controller": "B"}],
                  [{"type": "enter", "object": "e"}], cards=CARDS)

    [step] = _steps(result, "701.42a")
    assert "Not modelled" in step and "Rest in Peace" in step
    assert result["players"]["A"]["library"] == 53


def test_looking_at_unnamed_top_cards_and_putting_them_back_changes_nothing() -> None:
    """Given Aven Fateshaper entering with 53 unnamed cards in A's library, when its trigger
    resolves, then A looks at four and puts them back (401.2), cited, and the library is as
    it was."""
    result = play([_enters("Aven Fateshaper")], [{"type": "enter", "object": "e"}],
                  cards=CARDS)

    [step] = _steps(result, "401.2")
    assert "Not modelled" not in step
    assert result["players"]["A"]["library"] == 53


def test_looking_at_top_cards_past_the_unnamed_ones_is_not_modelled() -> None:
    """Given A's library of 2 unnamed cards and a named one of unknown order, when Aven
    Fateshaper's look at the top four resolves, then the named card may be among them and
    its place isn't asked: the step says not modelled."""
    result = play([_enters("Aven Fateshaper"), _named("x")], [{"type": "enter", "object": "e"}],
                  cards=CARDS, players=[{"id": "A", "library": 2}, {"id": "B"}])

    [step] = _steps(result, "401.2")
    assert "Not modelled" in step and "Named x" in step


# --- compiling: real lines --------------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Brain Freeze", "Instant",
     "Target player puts the top three cards of their library into their graveyard.",
     {"kind": "spell", "targets": [{"player": "any"}],
      "effect": [{"do": "mill", "player": "target", "amount": 3}]}),
    ("Mind Sculpt", "Sorcery",
     "Target opponent puts the top seven cards of their library into their graveyard.",
     {"kind": "spell", "targets": [{"player": "opponent"}],
      "effect": [{"do": "mill", "player": "target", "amount": 7}]}),
    ("Mental Note", "Instant", "Put the top two cards of your library into your graveyard.",
     {"kind": "spell", "effect": [{"do": "mill", "player": "you", "amount": 2}]}),
    ("Chill of Foreboding", "Sorcery",
     "Each player puts the top five cards of their library into their graveyard.",
     {"kind": "spell", "effect": [{"do": "mill", "player": "each_player", "amount": 5}]}),
    ("Cathartic Adept", "Creature",
     "{T}: Target player puts the top card of their library into their graveyard.",
     {"kind": "activated", "cost": "{T}", "targets": [{"player": "any"}],
      "effect": [{"do": "mill", "player": "target", "amount": 1}]}),
    ("Wailing Ghoul", "Creature", "When Wailing Ghoul enters the battlefield, put the top two "
     "cards of your library into your graveyard.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "effect": [{"do": "mill", "player": "you", "amount": 2}]}),
    ("Worry Beads", "Artifact", "At the beginning of each player's upkeep, that player puts "
     "the top card of their library into their graveyard.",
     {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "upkeep", "player": "any"},
      "effect": [{"do": "mill", "player": "that_player", "amount": 1}]}),
    ("Psychic Corrosion", "Enchantment", "Whenever you draw a card, each opponent puts the top "
     "two cards of their library into their graveyard.",
     {"kind": "triggered", "trigger": {"on": "draw", "player": "you"},
      "effect": [{"do": "mill", "player": "each_opponent", "amount": 2}]}),
    ("Test Card", "Sorcery", "Target player mills three cards.",
     {"kind": "spell", "targets": [{"player": "any"}],
      "effect": [{"do": "mill", "player": "target", "amount": 3}]}),
    ("Test Card", "Creature", "When Test Card enters the battlefield, each opponent mills a "
     "card.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "effect": [{"do": "mill", "player": "each_opponent", "amount": 1}]}),
    ("Time Ebb", "Sorcery", "Put target creature on top of its owner's library.",
     {"kind": "spell", "targets": [{"object": {"types": ["Creature"]}}],
      "effect": [{"do": "put_in_library", "position": "top", "object": "target"}]}),
    ("Natural Obsolescence", "Instant", "Put target artifact on the bottom of its owner's "
     "library.",
     {"kind": "spell", "targets": [{"object": {"types": ["Artifact"]}}],
      "effect": [{"do": "put_in_library", "position": "bottom", "object": "target"}]}),
    ("Thalakos Mistfolk", "Creature", "{U}: Put Thalakos Mistfolk on top of its owner's "
     "library.",
     {"kind": "activated", "cost": "{U}",
      "effect": [{"do": "put_in_library", "position": "top", "object": "self"}]}),
    ("Dimir Informant", "Creature", "When Dimir Informant enters the battlefield, surveil 2. "
     "(Look at the top two cards of your library, then put any number of them into your "
     "graveyard and the rest on the top of your library in any order.)",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "effect": [{"do": "surveil", "amount": 2}]}),
    ("Mephitic Vapors", "Sorcery", "Surveil 2.",
     {"kind": "spell", "effect": [{"do": "surveil", "amount": 2}]}),
    ("Sage of Epityr", "Creature", "When Sage of Epityr enters the battlefield, look at the top "
     "four cards of your library, then put them back in any order.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "effect": [{"do": "look_at_top", "player": "you", "amount": 4}]}),
    ("Elemental Augury", "Enchantment", "{3}: Look at the top three cards of target player's "
     "library, then put them back in any order.",
     {"kind": "activated", "cost": "{3}", "targets": [{"player": "any"}],
      "effect": [{"do": "look_at_top", "player": "target", "amount": 3}]}),
    ("Memory Lapse", "Instant", "Counter target spell. If that spell is countered this way, "
     "put it on top of its owner's library instead of into that player's graveyard.",
     {"kind": "spell", "targets": [{"object": {"zones": ["stack"]}}],
      "effect": [{"do": "counter", "object": "target", "position": "top"}]}),
    ("Beacon of Tomorrows", "Sorcery", "Target player takes an extra turn after this one. "
     "Shuffle Beacon of Tomorrows into its owner's library.",
     {"kind": "spell", "targets": [{"player": "any"}],
      "effect": [{"do": "extra_turn", "player": "target", "amount": 1},
                 {"do": "put_in_library", "object": "self", "position": "shuffled"}]}),
    ("Lantern of Insight", "Artifact", "{T}, Sacrifice Lantern of Insight: Target player "
     "shuffles their library.",
     {"kind": "activated", "cost": "{T}, Sacrifice Lantern of Insight",
      "targets": [{"player": "any"}], "effect": [{"do": "shuffle", "player": "target"}]}),
    ("Bomat Courier", "Artifact Creature", "Whenever Bomat Courier attacks, exile the top card "
     "of your library face down. (You can't look at it.)",
     {"kind": "triggered", "trigger": {"on": "attacks", "object": "self"},
      "effect": [{"do": "exile_top", "player": "you", "amount": 1, "face_down": True}]}),
    ("Sensei's Divining Top", "Artifact", "{T}: Draw a card, then put Sensei's Divining Top on "
     "top of its owner's library.",
     {"kind": "activated", "cost": "{T}",
      "effect": [{"do": "draw", "player": "you", "amount": 1},
                 {"do": "put_in_library", "position": "top", "object": "self"}]}),
    ("Whisk Away", "Instant", "Put target attacking or blocking creature on top of its "
     "owner's library.",
     {"kind": "spell", "targets": [{"object": {"types": ["Creature"]},
                                    "combat": "attacking_or_blocking"}],
      "effect": [{"do": "put_in_library", "object": "target", "position": "top"}]}),
    ("Mercenary Informer", "Creature", "{2}{W}: Put target nontoken Mercenary on the bottom of "
     "its owner's library.",
     {"kind": "activated", "cost": "{2}{W}",
      "targets": [{"object": {"subtypes": ["Mercenary"], "token": False}}],
      "effect": [{"do": "put_in_library", "object": "target", "position": "bottom"}]}),
    ("Horrifying Revelation", "Sorcery", "Target player discards a card, then puts the top "
     "card of their library into their graveyard.",
     {"kind": "spell", "targets": [{"player": "any"}],
      "effect": [{"do": "discard", "player": "target", "amount": 1},
                 {"do": "mill", "player": "target", "amount": 1}]}),
    ("Psychic Drain", "Sorcery", "Target player puts the top X cards of their library into "
     "their graveyard and you gain X life.",
     {"kind": "spell", "targets": [{"player": "any"}],
      "effect": [{"do": "mill", "player": "target", "amount": "x"},
                 {"do": "gain_life", "player": "you", "amount": "x"}]}),
    ("Psychic Strike", "Instant", "Counter target spell. Its controller puts the top two cards "
     "of their library into their graveyard.",
     {"kind": "spell", "targets": [{"object": {"zones": ["stack"]}}],
      "effect": [{"do": "counter", "object": "target"},
                 {"do": "mill", "player": "target_controller", "amount": 2}]}),
    ("Civic Guildmage", "Creature", "{U}, {T}: Put target creature you control on top of its "
     "owner's library.",
     {"kind": "activated", "cost": "{U}, {T}",
      "targets": [{"object": {"types": ["Creature"], "controller": "you"}}],
      "effect": [{"do": "put_in_library", "position": "top", "object": "target"}]}),
])
def test_library_lines_read_exactly(name: str, types: str, text: str,
                                    ability: dict[str, Any]) -> None:
    """Given a real line that mills or puts a permanent on top or on the bottom of its
    owner's library, when compiled, then it is exactly that action (701.13a, 401.2)."""
    assert _read(name, types, text) == [ability]


@pytest.mark.parametrize(("types", "text"), [
    # X defined otherwise than by its cost, or X in a triggered ability (107.3), isn't read.
    ("Sorcery", "Target player puts the top X cards of their library into their graveyard, "
     "where X is the number of lands you control."),
    ("Creature", "When Test Card enters the battlefield, target player mills X cards."),
    # Another player's library into your graveyard is not a mill.
    ("Sorcery", "Put the top two cards of target player's library into your graveyard."),
    # "Defending player" names a player this reader doesn't know.
    ("Creature", "Whenever Test Card attacks, defending player mills two cards."),
    # From the graveyard (400.7: a new object), or a chosen permanent, not a target.
    ("Creature", "When Test Card dies, put it on top of its owner's library."),
    ("Creature", "When Test Card enters the battlefield, put a creature you control on top "
     "of its owner's library."),
    # Several at once: their owner orders them (401.4), which the engine doesn't ask.
    ("Sorcery", "Put all creatures on the bottom of their owners' libraries."),
    # Anything after the place.
    ("Instant", "Put target creature on top of its owner's library, then fateseal 2."),
    ("Instant", "Put target creature into its owner's library second from the top."),
    # ", then" before a clause no reader takes.
    ("Instant", "Put the top three cards of your library into your graveyard, then you may "
     "return a creature card from your graveyard to your hand."),
    # Exiled cards that may be played: a permission the engine doesn't model.
    ("Sorcery", "Exile the top three cards of your library. Until end of turn, you may play "
     "cards exiled this way."),
    # From the graveyard (400.7), or the owner shuffling a permanent in.
    ("Creature", "When Test Card dies, shuffle it into its owner's library."),
    ("Creature", "{U}: Test Card's owner shuffles it into their library."),
    # Surveil X; looking at X cards; a shuffle after (no action for it).
    ("Sorcery", "Surveil X."),
    ("Creature", "{X}: Look at the top X cards of your library, then put them back in any "
     "order."),
    ("Sorcery", "Look at the top three cards of your library, then put them back in any "
     "order. You may shuffle your library."),
])
def test_library_near_misses_stay_unread(types: str, text: str) -> None:
    """Given a near miss (X, another player's library, a player or object this reader doesn't
    know, several objects, words after the place), when compiled, then the line is left."""
    assert _unread("Test Card", types, text)


# --- a wrong reading fixed: "... and you ..." is the controller (templates_spells) -------------


@pytest.mark.parametrize(("name", "types", "text", "effect"), [
    ("Soul Feast", "Sorcery", "Target player loses 4 life and you gain 4 life.",
     [{"do": "lose_life", "player": "target", "amount": 4},
      {"do": "gain_life", "player": "you", "amount": 4}]),
    ("Psychic Symbiont", "Creature", "When Psychic Symbiont enters the battlefield, target "
     "opponent discards a card and you draw a card.",
     [{"do": "discard", "player": "target", "amount": 1},
      {"do": "draw", "player": "you", "amount": 1}]),
    ("Basilica Bell-Haunt", "Creature", "When Basilica Bell-Haunt enters the battlefield, each "
     "opponent discards a card and you gain 3 life.",
     [{"do": "discard", "player": "each_opponent", "amount": 1},
      {"do": "gain_life", "player": "you", "amount": 3}]),
])
def test_and_you_after_another_player_is_the_controller(name: str, types: str, text: str,
                                                        effect: list[dict[str, Any]]) -> None:
    """Given a sentence that begins with another player and goes on "and you ...", when
    compiled, then "you" is the ability's controller (it was read as the first player, so
    Soul Feast's target gained the life)."""
    [ability] = _read(name, types, text)
    assert ability["effect"] == effect


def test_soul_feast_drains_its_target_to_its_caster() -> None:
    """Given Soul Feast cast by A targeting B, when it resolves, then B loses 4 life and A
    gains 4 (119.3)."""
    feast = _card("Soul Feast", ["Sorcery"], "Target player loses 4 life and you gain 4 life.")
    result = play([{"id": "f", "card": "Soul Feast", "owner": "A", "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "f", "targets": ["B"]},
                   {"type": "resolve"}], cards=[feast])

    assert result["players"]["B"]["life"] == 16
    assert result["players"]["A"]["life"] == 24
