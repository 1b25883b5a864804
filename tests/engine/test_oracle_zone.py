"""Issue 27 round 7, lane zone7 (engine/oracle/templates_zone.py): abilities of cards that aren't
on the battlefield. Cycling (702.29a in the current rules; the shipped text has no 702.29
subrules beyond its summary) and typecycling (702.29e) read from real corpus lines into the
exact ability, near misses left unread, and the engine's side played as scenarios: the
``activate`` event activates a cycling ability of a card in its owner's hand (113.6), the card is
discarded as the cost (701.8a), and the ability draws or searches as it resolves."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401 (goldens)


def _face(name: str, types: str, text: str) -> dict[str, Any]:
    face: dict[str, Any] = {"name": name, "types": types.split(" "), "text": text}
    if "Creature" in face["types"]:
        face.update(power=2, toughness=2)
    return face


def _read(name: str, types: str, text: str) -> list[dict[str, Any]]:
    return read_whole(_face(name, types, text))


def _unread(name: str, types: str, text: str) -> tuple[str, ...]:
    return compile_face(_face(name, types, text)).not_modelled


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


# --- the lines ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "types", "text", "cost"), [
    ("Miscalculation", "Instant", "Cycling {2} ({2}, Discard this card: Draw a card.)", "{2}"),
    ("Drake Haven", "Enchantment", "Cycling {U}", "{U}"),
    ("Secluded Steppe", "Land", "Cycling {W} ({W}, Discard this card: Draw a card.)", "{W}"),
    ("Sage of Lat-Nam", "Creature", "Cycling {1}{U}", "{1}{U}"),
    ("Shefet Monitor", "Creature", "Cycling {W/U}", "{W/U}"),
])
def test_a_cycling_line_is_a_cycling_ability(name: str, types: str, text: str,
                                             cost: str) -> None:
    """Given a real "Cycling [mana cost]" line, when compiled, then it is a cycling ability with
    that cost (702.29a), on a spell's face as on a permanent's."""
    assert _read(name, types, text) == [{"kind": "cycling", "cost": cost}]


@pytest.mark.parametrize(("text", "search"), [
    ("Swampcycling {2} ({2}, Discard this card: Search your library for a Swamp card, reveal "
     "it, put it into your hand, then shuffle your library.)",
     {"types": ["Land"], "subtypes": ["Swamp"]}),
    ("Plainscycling {2}", {"types": ["Land"], "subtypes": ["Plains"]}),
    ("Basic landcycling {1}", {"types": ["Land"], "supertypes": ["Basic"]}),
    ("Landcycling {2}", {"types": ["Land"]}),
])
def test_a_typecycling_line_is_a_cycling_ability_that_searches(text: str,
                                                               search: dict[str, Any]) -> None:
    """Given a real "[Type]cycling [cost]" line, when compiled, then it is a cycling ability
    that searches for a card of that type (702.29e)."""
    cost = text.split(" (")[0].rsplit(" ", 1)[1]
    assert _read("Zed", "Creature", text) == [{"kind": "cycling", "cost": cost,
                                               "search": search}]


@pytest.mark.parametrize("text", [
    "Cycling—Sacrifice a land.",           # a cost that isn't mana
    "Cycling {X}",                         # X is chosen as it is activated (107.3)
    "Islandcycling {2}, islandcycling {2}",  # the same ability twice
    "Wizardcycling {3}",                   # a type that isn't a land's
    "Slivercycling {3}",
    "Cycling {2}, Discard a card",         # not a keyword line
])
def test_cycling_lines_the_engine_cant_say_stay_unread(text: str) -> None:
    """Given a cycling line the engine doesn't play exactly, when compiled, then it stays
    unread."""
    assert _unread("Zed", "Creature", text) == (text,)


# --- the engine: cycling from the hand ---------------------------------------------------------

CYCLER = _face("Test Cycler", "Creature", "Flying\nCycling {2}")
SWAMP_CYCLER = _face("Test Swampcycler", "Creature", "Swampcycling {2}")
SWAMP = {"name": "Swamp", "supertypes": ["Basic"], "types": ["Land"], "subtypes": ["Swamp"],
         "mana_value": 0, "abilities": []}
FOREST = {"name": "Forest", "supertypes": ["Basic"], "types": ["Land"], "subtypes": ["Forest"],
          "mana_value": 0, "abilities": []}
DISCARD_WATCHER = {
    "name": "Test Discard Watcher", "types": ["Enchantment"], "mana_value": 2, "abilities": [
        {"kind": "triggered", "label": "Whenever you discard a card, you gain 1 life.",
         "trigger": {"on": "discard", "player": "you"},
         "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]}


def _card(face: dict[str, Any]) -> dict[str, Any]:
    return {**face, "mana_value": 3, "abilities": list(compile_face(face).card_abilities())}


def _cycle(objects: list[dict[str, Any]], event: dict[str, Any] | None = None,
           **extra: Any) -> dict[str, Any]:
    activate = {"type": "activate", "player": "A", "object": "c", "ability": 1,
                **(event or {})}
    return play(objects, [activate, {"type": "resolve"}],
                cards=[_card(CYCLER), _card(SWAMP_CYCLER), SWAMP, FOREST, DISCARD_WATCHER],
                **extra)


IN_HAND = {"id": "c", "card": "Test Cycler", "owner": "A", "zone": "hand"}


def test_cycling_discards_the_card_and_draws_one() -> None:
    """Given Test Cycler in A's hand, when A activates its cycling ability (702.29a) and it
    resolves, then the card is in A's graveyard (discarded as the cost, 701.8a) and A has drawn
    a card (121.1): A's library holds 52."""
    result = _cycle([IN_HAND])

    assert result["objects"]["c"]["zone"] == "graveyard"
    assert result["players"]["A"]["library"] == 52
    assert {"702.29a", "602.2", "701.8a", "121.1"} <= _rules(result)


def test_cycling_is_a_discard_that_whenever_you_discard_sees() -> None:
    """Given A's "whenever you discard a card, you gain 1 life" enchantment, when A cycles a
    card, then it triggers once (702.29d: cycling is discarding): A has 21 life."""
    result = _cycle([IN_HAND, {"id": "w", "card": "Test Discard Watcher", "controller": "A"}])

    assert result["players"]["A"]["life"] == 21
    assert result["players"]["A"]["library"] == 52


def test_cycling_is_played_at_instant_speed_in_an_opponents_turn() -> None:
    """Given B the active player, when A cycles a card from A's hand, then it is allowed:
    cycling is an activated ability without a timing restriction (602.2, 117.1b)."""
    result = _cycle([IN_HAND], active_player="B")

    assert result["objects"]["c"]["zone"] == "graveyard"
    assert result["players"]["A"]["library"] == 52


def test_cycling_a_card_on_the_battlefield_is_refused() -> None:
    """Given Test Cycler on the battlefield, when A activates its cycling ability, then the
    event is refused: cycling functions only while the card is in a hand (702.29a, 113.6)."""
    with pytest.raises(ScenarioError, match=r"only while the card is in a player's hand"):
        _cycle([{"id": "c", "card": "Test Cycler", "controller": "A"}])


def test_cycling_another_players_card_is_refused() -> None:
    """Given Test Cycler in A's hand, when B activates its cycling ability, then the event is
    refused naming the player: only its owner can (602.2)."""
    with pytest.raises(ScenarioError) as caught:
        _cycle([IN_HAND], {"player": "B"})

    assert caught.value.path == "events[0].player"


def test_another_ability_of_a_card_in_hand_is_refused() -> None:
    """Given Test Cycler in A's hand, when A activates its ability 0 (flying, a keyword), then
    the event is refused: in a hand only its cycling ability functions (113.6)."""
    with pytest.raises(ScenarioError) as caught:
        _cycle([IN_HAND], {"ability": 0})

    assert caught.value.path == "events[0].ability"


def test_cycling_with_targets_is_refused() -> None:
    """Given Test Cycler in A's hand, when A's activate event gives a target, then it is refused:
    a cycling ability has none (702.29a)."""
    with pytest.raises(ScenarioError, match=r"no targets"):
        _cycle([IN_HAND], {"targets": ["A"]})


def test_swampcycling_puts_the_chosen_swamp_into_the_hand() -> None:
    """Given Test Swampcycler in A's hand and a Swamp and a Forest in A's library, when A
    swampcycles it and finds the Swamp, then the Swamp is in A's hand, the Forest stays, the
    card is in the graveyard, and A shuffles (702.29e, 701.19a, 701.20a); nothing is drawn."""
    result = play([{"id": "c", "card": "Test Swampcycler", "owner": "A", "zone": "hand"},
                   {"id": "s", "card": "Swamp", "owner": "A", "zone": "library"},
                   {"id": "f", "card": "Forest", "owner": "A", "zone": "library"}],
                  [{"type": "activate", "player": "A", "object": "c", "ability": 0},
                   {"type": "resolve"}],
                  cards=[_card(SWAMP_CYCLER), SWAMP, FOREST],
                  choices=[{"player": "A", "choose": "s"}])

    assert result["objects"]["s"]["zone"] == "hand"
    assert result["objects"]["f"]["zone"] == "library"
    assert result["objects"]["c"]["zone"] == "graveyard"
    assert {"702.29e", "701.8a", "701.19a", "701.20a"} <= _rules(result)
    assert result["players"]["A"]["library"] == 53


def test_swampcycling_offers_only_swamp_cards_or_nothing() -> None:
    """Given a Swamp and a Forest in A's library, when A swampcycles and chooses the Forest,
    then the choice is refused naming the options: only the Swamp or nothing (702.29e)."""
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "c", "card": "Test Swampcycler", "owner": "A", "zone": "hand"},
              {"id": "s", "card": "Swamp", "owner": "A", "zone": "library"},
              {"id": "f", "card": "Forest", "owner": "A", "zone": "library"}],
             [{"type": "activate", "player": "A", "object": "c", "ability": 0},
              {"type": "resolve"}],
             cards=[_card(SWAMP_CYCLER), SWAMP, FOREST],
             choices=[{"player": "A", "choose": "f"}])

    assert "('s', 'nothing')" in str(caught.value)


# --- flashback (702.34a) -----------------------------------------------------------------------

@pytest.mark.parametrize(("name", "text"), [
    ("Firebolt", "Flashback {4}{R} (You may cast this card from your graveyard for its flashback "
     "cost. Then exile it.)"),
    ("Think Twice", "Flashback {2}{U}"),
    ("Deep Analysis", "Flashback {1}{U}"),
    ("Fireball Fling", "Flashback {X}{R}{R}"),
])
def test_a_flashback_line_on_a_spell_is_a_flashback_ability(name: str, text: str) -> None:
    """Given a real "Flashback [mana cost]" line on a sorcery, when compiled, then it is a
    flashback ability (702.34a)."""
    assert _read(name, "Sorcery", text) == [{"kind": "flashback"}]


@pytest.mark.parametrize(("types", "text"), [
    ("Sorcery", "Flashback—Sacrifice three creatures."),  # a cost that isn't mana
    ("Instant", "Flashback—{1}{U}, Discard X cards."),   # a cost the engine can't pay
    ("Creature", "Flashback {2}{G}"),                    # 702.34a: instants and sorceries
])
def test_flashback_lines_the_engine_cant_say_stay_unread(types: str, text: str) -> None:
    """Given a flashback line whose cost isn't only mana, or on a permanent, when compiled,
    then it stays unread."""
    assert _unread("Zed", types, text) == (text,)


FIREBOLT = _face("Firebolt", "Sorcery", "Firebolt deals 2 damage to any target.\nFlashback {4}{R} "
                 "(You may cast this card from your graveyard for its flashback cost. Then exile "
                 "it.)")
BEARS = {"name": "Test Bears", "types": ["Creature"], "power": 2, "toughness": 2,
         "mana_value": 2, "abilities": []}


def _firebolt(objects: list[dict[str, Any]], events: list[dict[str, Any]],
              **extra: Any) -> dict[str, Any]:
    return play(objects, events, cards=[_card(FIREBOLT), BEARS], **extra)


IN_GRAVEYARD = {"id": "f", "card": "Firebolt", "owner": "A", "zone": "graveyard"}
FLASHBACK_AT_B = {"type": "cast", "player": "A", "object": "f", "targets": ["B"],
                  "flashback": True}


def test_flashback_casts_the_card_from_the_graveyard_and_exiles_it() -> None:
    """Given Firebolt in A's graveyard, when A casts it with flashback at B and it resolves,
    then B takes 2 damage and Firebolt is exiled instead of going to the graveyard (702.34a)."""
    result = _firebolt([IN_GRAVEYARD], [FLASHBACK_AT_B, {"type": "resolve"}])

    assert result["players"]["B"]["life"] == 18
    assert result["objects"]["f"]["zone"] == "exile"
    assert {"702.34a", "614.1a"} <= _rules(result)


def test_a_countered_flashback_spell_is_exiled() -> None:
    """Given Firebolt cast with flashback and B's Counterspell on it, when Counterspell
    resolves, then Firebolt is exiled, not put into A's graveyard (702.34a: wherever it would
    go from the stack)."""
    result = _firebolt([IN_GRAVEYARD, {"id": "c", "card": "Counterspell", "owner": "B",
                                       "zone": "hand"}],
                       [FLASHBACK_AT_B,
                        {"type": "cast", "player": "B", "object": "c", "targets": ["f"]},
                        {"type": "resolve"}])

    assert result["players"]["B"]["life"] == 20
    assert result["objects"]["f"]["zone"] == "exile"
    assert result["objects"]["c"]["zone"] == "graveyard"


def test_a_flashback_spell_whose_target_is_gone_is_exiled() -> None:
    """Given Firebolt cast with flashback at A's Test Bears, when the bears leave before it
    resolves, then it doesn't resolve (608.2b) and is exiled, not put into the graveyard
    (702.34a)."""
    result = _firebolt([IN_GRAVEYARD, {"id": "b", "card": "Test Bears", "controller": "A"}],
                       [{**FLASHBACK_AT_B, "targets": ["b"]},
                        {"type": "move", "object": "b", "to": "hand"}, {"type": "resolve"}])

    assert result["objects"]["f"]["zone"] == "exile"
    assert "608.2b" in _rules(result)


def test_firebolt_cast_from_the_hand_goes_to_the_graveyard() -> None:
    """Given Firebolt in A's hand, when A casts it without flashback, then it goes to A's
    graveyard as it resolves (608.2k): only a flashback cast is exiled."""
    result = _firebolt([{**IN_GRAVEYARD, "zone": "hand"}],
                       [{**FLASHBACK_AT_B, "flashback": False}, {"type": "resolve"}])

    assert result["objects"]["f"]["zone"] == "graveyard"


def test_casting_from_the_graveyard_without_flashback_is_refused() -> None:
    """Given Firebolt in A's graveyard, when A casts it without flashback, then the event is
    refused naming the object: no rule lets it be cast from there (601.2)."""
    with pytest.raises(ScenarioError) as caught:
        _firebolt([IN_GRAVEYARD], [{**FLASHBACK_AT_B, "flashback": False}])

    assert caught.value.path == "events[0].object"


def test_flashback_from_the_hand_is_refused() -> None:
    """Given Firebolt in A's hand, when A casts it with flashback, then the event is refused:
    flashback casts the card from its owner's graveyard (702.34a)."""
    with pytest.raises(ScenarioError, match=r"from its owner's graveyard") as caught:
        _firebolt([{**IN_GRAVEYARD, "zone": "hand"}], [FLASHBACK_AT_B])

    assert caught.value.path == "events[0].object"


def test_flashback_from_another_players_graveyard_is_refused() -> None:
    """Given Firebolt in B's graveyard, when A casts it with flashback, then the event is
    refused: "from your graveyard" is its owner's (702.34a)."""
    with pytest.raises(ScenarioError, match=r"from its owner's graveyard"):
        _firebolt([{**IN_GRAVEYARD, "owner": "B"}], [FLASHBACK_AT_B])


def test_flashback_for_a_card_without_it_is_refused() -> None:
    """Given Counterspell (no flashback) in A's graveyard, when A casts it with flashback, then
    the event is refused naming the field (702.34a)."""
    with pytest.raises(ScenarioError) as caught:
        _firebolt([{"id": "c", "card": "Counterspell", "owner": "A", "zone": "graveyard"},
                   {"id": "f", "card": "Firebolt", "owner": "B", "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "c", "targets": ["f"],
                    "flashback": True}])

    assert caught.value.path == "events[0].flashback"


def test_a_sorcery_cast_with_flashback_keeps_its_timing() -> None:
    """Given B the active player, when A casts Firebolt (a sorcery) with flashback, then it is
    refused: flashback changes where it is cast from, not when (307.1)."""
    with pytest.raises(ScenarioError, match=r"sorcery speed"):
        _firebolt([IN_GRAVEYARD], [FLASHBACK_AT_B], active_player="B")


# --- jump-start (702.133a) and retrace (702.81a) ------------------------------------------------

@pytest.mark.parametrize(("text", "kind"), [
    ("Jump-start (You may cast this card from your graveyard by discarding a card in addition "
     "to paying its other costs. Then exile this card.)", "jump_start"),
    ("Retrace (You may cast this card from your graveyard by discarding a land card in "
     "addition to paying its other costs.)", "retrace"),
])
def test_jump_start_and_retrace_lines_are_their_abilities(text: str, kind: str) -> None:
    """Given a real "Jump-start" or "Retrace" line on an instant, when compiled, then it is that
    ability (702.133a, 702.81a)."""
    assert _read("Radical Idea", "Instant", text) == [{"kind": kind}]


@pytest.mark.parametrize("text", ["Retrace", "Jump-start"])
def test_jump_start_and_retrace_on_a_permanent_stay_unread(text: str) -> None:
    """Given "Retrace" or "Jump-start" on a creature card (the rules give them to instants and
    sorceries), when compiled, then the line stays unread."""
    assert _unread("Zed", "Creature", text) == (text,)


RADICAL_IDEA = _face("Radical Idea", "Instant", "Draw a card.\nJump-start (You may cast this "
                     "card from your graveyard by discarding a card in addition to paying its "
                     "other costs. Then exile this card.)")
FLAME_JAB = _face("Flame Jab", "Sorcery", "Flame Jab deals 1 damage to any target.\nRetrace (You "
                  "may cast this card from your graveyard by discarding a land card in addition "
                  "to paying its other costs.)")


def _from_graveyard(objects: list[dict[str, Any]], events: list[dict[str, Any]],
                    **extra: Any) -> dict[str, Any]:
    return play(objects, events, cards=[_card(RADICAL_IDEA), _card(FLAME_JAB), _card(FIREBOLT),
                                        SWAMP, DISCARD_WATCHER], **extra)


IDEA = {"id": "r", "card": "Radical Idea", "owner": "A", "zone": "graveyard"}
JAB = {"id": "j", "card": "Flame Jab", "owner": "A", "zone": "graveyard"}
HAND_SWAMP = {"id": "s", "card": "Swamp", "owner": "A", "zone": "hand"}
HAND_BOLT = {"id": "b", "card": "Firebolt", "owner": "A", "zone": "hand"}


def test_jump_start_casts_from_the_graveyard_discards_and_exiles() -> None:
    """Given Radical Idea in A's graveyard and Firebolt in A's hand, when A casts it with
    jump-start discarding Firebolt, then Firebolt is discarded (701.8a), A draws a card, and
    Radical Idea is exiled as it resolves instead of going to the graveyard (702.133a)."""
    result = _from_graveyard([IDEA, HAND_BOLT], [
        {"type": "cast", "player": "A", "object": "r", "jump_start": True, "discard": ["b"]},
        {"type": "resolve"}])

    assert result["objects"]["b"]["zone"] == "graveyard"
    assert result["objects"]["r"]["zone"] == "exile"
    assert result["players"]["A"]["library"] == 52
    assert {"702.133a", "614.1a", "121.1"} <= _rules(result)


def test_jump_starts_discard_is_a_discard() -> None:
    """Given A's "whenever you discard a card, you gain 1 life" enchantment, when A casts
    Radical Idea with jump-start, then the discard triggers it: A has 21 life (701.8a)."""
    result = _from_graveyard([IDEA, HAND_BOLT, {"id": "w", "card": "Test Discard Watcher",
                                                 "controller": "A"}], [
        {"type": "cast", "player": "A", "object": "r", "jump_start": True, "discard": ["b"]},
        {"type": "resolve"}])

    assert result["players"]["A"]["life"] == 21


def test_jump_start_without_a_discard_is_refused() -> None:
    """Given Radical Idea in A's graveyard, when A casts it with jump-start naming no card to
    discard, then the event is refused naming discard (702.133a)."""
    with pytest.raises(ScenarioError) as caught:
        _from_graveyard([IDEA, HAND_BOLT], [
            {"type": "cast", "player": "A", "object": "r", "jump_start": True}])

    assert caught.value.path == "events[0].discard"


def test_retrace_casts_from_the_graveyard_discarding_a_land_and_returns_to_the_graveyard(
        ) -> None:
    """Given Flame Jab in A's graveyard and a Swamp in A's hand, when A casts it with retrace
    discarding the Swamp, then B takes 1 damage, the Swamp is discarded, and Flame Jab goes back
    to A's graveyard as it resolves (702.81a: retrace exiles nothing; 608.2k)."""
    result = _from_graveyard([JAB, HAND_SWAMP], [
        {"type": "cast", "player": "A", "object": "j", "targets": ["B"], "retrace": True,
         "discard": ["s"]},
        {"type": "resolve"}])

    assert result["players"]["B"]["life"] == 19
    assert result["objects"]["s"]["zone"] == "graveyard"
    assert result["objects"]["j"]["zone"] == "graveyard"
    assert "702.81a" in _rules(result)


def test_retrace_discarding_a_nonland_card_is_refused() -> None:
    """Given Flame Jab in A's graveyard and Firebolt (not a land) in A's hand, when A casts it
    with retrace discarding Firebolt, then the event is refused naming discard: retrace
    discards a land card (702.81a)."""
    with pytest.raises(ScenarioError, match=r"a land card") as caught:
        _from_graveyard([JAB, HAND_BOLT], [
            {"type": "cast", "player": "A", "object": "j", "targets": ["B"], "retrace": True,
             "discard": ["b"]}])

    assert caught.value.path == "events[0].discard"


def test_two_ways_from_the_graveyard_at_once_are_refused() -> None:
    """Given Flame Jab in A's graveyard, when the cast event gives both retrace and flashback,
    then it is refused: a spell is cast one way (601.2b)."""
    with pytest.raises(ScenarioError, match=r"one way"):
        _from_graveyard([JAB, HAND_SWAMP], [
            {"type": "cast", "player": "A", "object": "j", "targets": ["B"], "retrace": True,
             "flashback": True, "discard": ["s"]}])


def test_retrace_for_a_card_without_it_is_refused() -> None:
    """Given Radical Idea (jump-start, no retrace) in A's graveyard, when A casts it with
    retrace, then the event is refused naming retrace (702.81a)."""
    with pytest.raises(ScenarioError) as caught:
        _from_graveyard([IDEA, HAND_SWAMP], [
            {"type": "cast", "player": "A", "object": "r", "retrace": True, "discard": ["s"]}])

    assert caught.value.path == "events[0].retrace"


# --- "When you cycle ~" and "Whenever a player cycles a card" (702.29c) ------------------------

@pytest.mark.parametrize(("text", "trigger", "rest"), [
    ("When you cycle Zed, untap target permanent.",
     {"on": "cycle", "player": "you", "object": "self"},
     {"targets": [{"object": {}}], "effect": [{"do": "untap", "object": "target"}]}),
    ("Whenever a player cycles a card, put a plague counter on Zed.", {"on": "cycle"},
     {"effect": [{"do": "put_counters", "counter": "plague", "amount": 1, "object": "self"}]}),
    ("Whenever a player cycles a card, return Zed to its owner's hand.", {"on": "cycle"},
     {"effect": [{"do": "return_to_hand", "object": "self"}]}),
])
def test_cycle_triggers_are_read(text: str, trigger: dict[str, Any],
                                 rest: dict[str, Any]) -> None:
    """Given a real "When you cycle ~" or "Whenever a player cycles a card" line, when
    compiled, then it is a triggered ability on ``cycle`` (702.29c)."""
    assert _read("Zed", "Creature", text) == [{"kind": "triggered", "trigger": trigger, **rest}]


@pytest.mark.parametrize("text", [
    # Another player's "another card" (which card is another?). ("When you cycle ~ or it dies"
    # is read since round 9 as one ability for each event: test_trigger_target.py.)
    "Whenever an opponent discards another card, scry 1.",
])
def test_cycle_trigger_near_misses_stay_unread(text: str) -> None:
    """Given a cycle trigger the engine doesn't read exactly, when compiled, then it stays
    unread."""
    assert _unread("Zed", "Creature", text) == (text,)


CYCLE_GAINER = _face("Test Cycle Gainer", "Creature", "Cycling {2}\nWhen you cycle Test Cycle "
                     "Gainer, untap target permanent.\nWhen Test Cycle Gainer enters the "
                     "battlefield, you gain 5 life.")
PLAGUE = _face("Test Plague Watcher", "Enchantment",
               "Whenever a player cycles a card, put a plague counter on Test Plague Watcher.")


def _cycle_gainer(objects: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    return play([{"id": "c", "card": "Test Cycle Gainer", "owner": "A", "zone": "hand"},
                 *objects],
                [{"type": "activate", "player": "A", "object": "c", "ability": 0},
                 {"type": "resolve"}],
                cards=[_card(CYCLE_GAINER), _card(PLAGUE), BEARS], **extra)


def test_when_you_cycle_triggers_from_the_graveyard() -> None:
    """Given Test Cycle Gainer in A's hand and A's tapped bears, when A cycles it, then its
    "When you cycle ~" ability triggers from the graveyard (702.29c, 113.6k) and untaps the
    bears (the only permanent: its one legal target); its enters ability doesn't function
    there (no life gained)."""
    result = _cycle_gainer([{"id": "b", "card": "Test Bears", "controller": "A",
                             "tapped": True}])

    assert result["objects"]["b"]["tapped"] is False
    assert result["objects"]["c"]["zone"] == "graveyard"
    assert result["players"]["A"]["life"] == 20
    assert result["players"]["A"]["library"] == 52


def test_whenever_a_player_cycles_triggers_for_any_player() -> None:
    """Given B's Test Plague Watcher on the battlefield, when A cycles a card, then it triggers
    (702.29c): one plague counter on it."""
    result = _cycle_gainer([{"id": "w", "card": "Test Plague Watcher", "controller": "B"},
                            {"id": "b", "card": "Test Bears", "controller": "A"}],
                           choices=[{"player": "A", "choose": "b"}])

    assert result["objects"]["w"]["counters"] == {"plague": 1}


def test_a_discard_that_isnt_cycling_doesnt_trigger_cycle() -> None:
    """Given B's Test Plague Watcher, when A discards Firebolt to Radical Idea's jump-start
    cost (a discard, not a cycle), then "Whenever a player cycles a card" doesn't trigger: no
    counter (702.29c)."""
    result = play([IDEA, HAND_BOLT, {"id": "w", "card": "Test Plague Watcher",
                                     "controller": "B"}],
                  [{"type": "cast", "player": "A", "object": "r", "jump_start": True,
                    "discard": ["b"]}, {"type": "resolve"}],
                  cards=[_card(RADICAL_IDEA), _card(FIREBOLT), _card(PLAGUE)])

    assert result["objects"]["b"]["zone"] == "graveyard"
    assert result["objects"]["w"]["counters"] == {}


@pytest.mark.parametrize(("text", "rest"), [
    ("When you cycle Zed, create a 2/2 black Zombie creature token.",
     {"effect": [{"do": "create_token", "amount": 1, "token": {
         "types": ["Creature"], "subtypes": ["Zombie"], "colors": ["B"], "power": 2,
         "toughness": 2}}]}),
    ("When you cycle Zed, it deals 2 damage to any target.",
     {"targets": [{"any_target": True}],
      "effect": [{"do": "damage", "amount": 2, "object": "target"}]}),
    ("When you cycle Zed, all creatures get -1/-1 until end of turn.",
     {"effect": [{"do": "modify", "modifications": [
         {"op": "modify_pt", "power": -1, "toughness": -1}], "duration": "end_of_turn",
         "objects": {"types": ["Creature"]}}]}),
])
def test_when_you_cycle_on_an_instant_is_read(text: str, rest: dict[str, Any]) -> None:
    """Given a real "When you cycle ~, [effect]." line on an instant, when compiled, then it is
    a triggered ability on ``cycle`` of the card itself (702.29c): "it" is the card."""
    assert _read("Zed", "Instant", text) == [{
        "kind": "triggered", "trigger": {"on": "cycle", "player": "you", "object": "self"},
        **rest}]


@pytest.mark.parametrize(("types", "text"), [
    # ~ isn't on the battlefield: "return it" would be the card in the graveyard (400.7).
    ("Creature", "When you cycle Zed, return it to your hand."),
    ("Instant", "When you cycle Zed, return two target permanents to their owners' hands."),
])
def test_when_you_cycle_near_misses_stay_unread(types: str, text: str) -> None:
    """Given a "When you cycle ~" line whose effect the engine can't do exactly from the
    graveyard, when compiled, then it stays unread."""
    assert _unread("Zed", types, text) == (text,)


CYCLE_BOLT = _face("Test Cycle Bolt", "Instant", "Test Cycle Bolt deals 3 damage to any target."
                   "\nCycling {2}\nWhen you cycle Test Cycle Bolt, it deals 2 damage to any "
                   "target.")


def test_an_instants_when_you_cycle_deals_damage_from_the_graveyard() -> None:
    """Given Test Cycle Bolt in A's hand, when A cycles it and targets B with its trigger, then
    the card, in the graveyard, deals 2 damage to B (702.29c) and A draws a card."""
    result = play([{"id": "c", "card": "Test Cycle Bolt", "owner": "A", "zone": "hand"}],
                  [{"type": "activate", "player": "A", "object": "c", "ability": 1},
                   {"type": "resolve"}],
                  cards=[_card(CYCLE_BOLT)], choices=[{"player": "A", "choose": "B"}])

    assert result["players"]["B"]["life"] == 18
    assert result["players"]["A"]["library"] == 52


def test_a_cast_instants_cycle_trigger_is_not_listed_as_not_modelled() -> None:
    """Given Test Cycle Bolt cast at B, when it resolves, then it deals 3 damage, its cycle
    trigger doesn't trigger (it wasn't cycled), and nothing is listed as not modelled: the
    trigger is played when the card is cycled (702.29c)."""
    result = play([{"id": "c", "card": "Test Cycle Bolt", "owner": "A", "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "c", "targets": ["B"]},
                   {"type": "resolve"}], cards=[_card(CYCLE_BOLT)])

    assert result["players"]["B"]["life"] == 17
    assert result["not_modelled"] == []


def test_two_typecycling_abilities_on_one_line_are_two_abilities() -> None:
    """Given a real "Islandcycling {2}, swampcycling {2}" line, when compiled, then it is two
    cycling abilities, each searching for its own land type and labelled with its own words
    (113.2c, 702.29e)."""
    abilities = compile_face(_face("Zed", "Creature", "Islandcycling {2}, swampcycling {2} "
                                   "({2}, Discard this card: Search your library for an Island "
                                   "or Swamp card, reveal it, put it into your hand, then "
                                   "shuffle your library.)")).abilities

    assert list(abilities) == [
        {"kind": "cycling", "label": "Islandcycling {2}", "cost": "{2}",
         "search": {"types": ["Land"], "subtypes": ["Island"]}},
        {"kind": "cycling", "label": "Swampcycling {2}", "cost": "{2}",
         "search": {"types": ["Land"], "subtypes": ["Swamp"]}}]


def test_the_second_typecycling_ability_searches_for_its_own_type() -> None:
    """Given a card with islandcycling and swampcycling in A's hand and an Island and a Swamp
    in A's library, when A activates the second (swampcycling), then only the Swamp or nothing
    may be found (702.29e)."""
    face = _face("Test Twocycler", "Creature", "Islandcycling {2}, swampcycling {2}")
    island = {**SWAMP, "name": "Island", "subtypes": ["Island"]}
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "c", "card": "Test Twocycler", "owner": "A", "zone": "hand"},
              {"id": "i", "card": "Island", "owner": "A", "zone": "library"},
              {"id": "s", "card": "Swamp", "owner": "A", "zone": "library"}],
             [{"type": "activate", "player": "A", "object": "c", "ability": 1},
              {"type": "resolve"}],
             cards=[_card(face), SWAMP, island], choices=[{"player": "A", "choose": "i"}])

    assert "('s', 'nothing')" in str(caught.value)


# --- "Return ~ from your graveyard to your hand" (113.6m) --------------------------------------

def test_a_graveyard_return_line_is_an_activated_ability_of_the_graveyard() -> None:
    """Given a real "{2}{G}: Return ~ from your graveyard to your hand." line, when compiled,
    then it is an activated ability that functions in the graveyard (113.6m) returning the card
    itself."""
    assert _read("Vivien's Jaguar", "Creature",
                 "{2}{G}: Return Vivien's Jaguar from your graveyard to your hand.") == [
        {"kind": "activated", "cost": "{2}{G}", "zone": "graveyard",
         "effect": [{"do": "return_to_hand", "object": "self"}]}]


@pytest.mark.parametrize("text", [
    "{1}{C}, Sacrifice a land: Return Zed from your graveyard to your hand.",  # not only mana
    "{2}: Return Zed from your graveyard to the battlefield.",                 # another zone
    "{2}, {T}: Return Zed from your graveyard to your hand.",                  # a permanent's cost
])
def test_graveyard_return_near_misses_stay_unread(text: str) -> None:
    """Given a graveyard return the engine doesn't play exactly, when compiled, then it stays
    unread."""
    assert _unread("Zed", "Creature", text) == (text,)


RECURRER = _face("Test Recurrer", "Creature",
                 "{2}{G}: Return Test Recurrer from your graveyard to your hand.")
UPKEEP_RECURRER = _face("Test Upkeep Recurrer", "Creature",
                        "{R}{R}{R}: Return Test Upkeep Recurrer from your graveyard to your hand. "
                        "Activate this ability only during your upkeep.")


def _recur(zone: str, events: list[dict[str, Any]] | None = None, **extra: Any
           ) -> dict[str, Any]:
    return play([{"id": "r", "card": "Test Recurrer", "owner": "A", "zone": zone}],
                [{"type": "activate", "player": "A", "object": "r", "ability": 0},
                 *(events or [{"type": "resolve"}])],
                cards=[_card(RECURRER), _card(UPKEEP_RECURRER)], **extra)


def test_the_graveyard_ability_returns_the_card_to_the_hand() -> None:
    """Given Test Recurrer in A's graveyard, when A activates its ability and it resolves, then
    the card is in A's hand (113.6m)."""
    result = _recur("graveyard")

    assert result["objects"]["r"]["zone"] == "hand"
    assert {"113.6", "602.2"} <= _rules(result)


def test_the_graveyard_ability_on_the_battlefield_is_refused() -> None:
    """Given Test Recurrer on the battlefield, when A activates its graveyard ability, then the
    event is refused: it functions only in the graveyard (113.6m)."""
    with pytest.raises(ScenarioError, match=r"only while the card is in its owner's graveyard"):
        _recur("battlefield")


def test_a_card_that_left_the_graveyard_and_came_back_isnt_returned() -> None:
    """Given Test Recurrer's ability on the stack, when the card is exiled and put back into
    the graveyard in response, then the ability does nothing: the card is a new object
    (400.7) and stays in the graveyard."""
    result = _recur("graveyard", [{"type": "move", "object": "r", "to": "exile"},
                                  {"type": "move", "object": "r", "to": "graveyard"},
                                  {"type": "resolve"}])

    assert result["objects"]["r"]["zone"] == "graveyard"
    assert "400.7" in _rules(result)


def test_another_players_graveyard_card_is_refused() -> None:
    """Given Test Recurrer in A's graveyard, when B activates its ability, then the event is
    refused naming the player (602.2: only its owner)."""
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "r", "card": "Test Recurrer", "owner": "A", "zone": "graveyard"}],
             [{"type": "activate", "player": "B", "object": "r", "ability": 0}],
             cards=[_card(RECURRER)])

    assert caught.value.path == "events[0].player"


def test_an_upkeep_only_graveyard_ability_outside_the_upkeep_is_refused() -> None:
    """Given Test Upkeep Recurrer in A's graveyard, when A activates it in a main phase, then
    the event is refused: "Activate this ability only during your upkeep" (602.5)."""
    with pytest.raises(ScenarioError, match=r"upkeep"):
        play([{"id": "r", "card": "Test Upkeep Recurrer", "owner": "A", "zone": "graveyard"}],
             [{"type": "activate", "player": "A", "object": "r", "ability": 0}],
             cards=[_card(UPKEEP_RECURRER)])


def test_a_graveyard_zone_on_another_effect_is_refused() -> None:
    """Given an activated ability with "zone": "graveyard" and an effect other than returning
    the card itself, when the card loads, then it is refused naming the field (113.6m: the only
    graveyard ability the engine plays)."""
    card = {"name": "Test Bad Recurrer", "types": ["Creature"], "power": 1, "toughness": 1,
            "mana_value": 1, "abilities": [
                {"kind": "activated", "label": "{1}: Draw a card.", "cost": "{1}",
                 "zone": "graveyard", "effect": [{"do": "draw", "player": "you", "amount": 1}]}]}
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "r", "card": "Test Bad Recurrer", "owner": "A", "zone": "graveyard"}],
             cards=[card])

    assert caught.value.path.endswith("abilities[0].zone")


def test_an_upkeep_only_graveyard_ability_in_the_upkeep_returns_the_card() -> None:
    """Given Test Upkeep Recurrer in A's graveyard, when A's upkeep begins and A activates it,
    then it resolves and the card is in A's hand (602.5, 113.6m)."""
    result = play([{"id": "r", "card": "Test Upkeep Recurrer", "owner": "A", "zone": "graveyard"}],
                  [{"type": "upkeep"},
                   {"type": "activate", "player": "A", "object": "r", "ability": 0},
                   {"type": "resolve"}],
                  cards=[_card(UPKEEP_RECURRER)])

    assert result["objects"]["r"]["zone"] == "hand"


def test_you_cycle_or_discard_another_card_is_a_discard_trigger() -> None:
    """Given a real "Whenever you cycle or discard another card, scry 1." line, when compiled,
    then it is a discard trigger of its controller (701.8a, 702.29d: cycling is discarding,
    once): ~, on the battlefield, is never a card its controller discards, so "another" excludes
    nothing (113.6)."""
    assert _read("Drake Haven", "Enchantment",
                 "Whenever you cycle or discard another card, scry 1.") == [
        {"kind": "triggered", "trigger": {"on": "discard", "player": "you"},
         "effect": [{"do": "scry", "amount": 1}]}]


def test_cycling_triggers_cycle_or_discard_once() -> None:
    """Given A's "Whenever you cycle or discard another card, ~ gets +1/+1 until end of turn"
    creature, when A cycles a card, then it triggers once (702.29d): a 3/3."""
    face = _face("Test Discard Grower", "Creature", "Whenever you cycle or discard another card, "
                 "Test Discard Grower gets +1/+1 until end of turn.")
    result = play(
        [IN_HAND, {"id": "g", "card": "Test Discard Grower", "controller": "A"}],
        [{"type": "activate", "player": "A", "object": "c", "ability": 1}, {"type": "resolve"}],
        cards=[_card(CYCLER), _card(face)])

    assert (result["objects"]["g"]["power"], result["objects"]["g"]["toughness"]) == (3, 3)


# --- flashback costs that aren't only mana (702.34a, 601.2h) ----------------------------------

@pytest.mark.parametrize(("text", "cost"), [
    ("Flashback—{1}{R}, Pay 3 life.", "{1}{R}, Pay 3 life"),
    ("Flashback—Sacrifice a creature.", "Sacrifice a creature"),
])
def test_a_flashback_cost_with_life_or_a_sacrifice_is_read(text: str, cost: str) -> None:
    """Given a real "Flashback—[cost]." line whose cost is mana and life or a sacrifice, when
    compiled, then it is a flashback ability with that cost (702.34a)."""
    assert _read("Zed", "Sorcery", text) == [{"kind": "flashback", "cost": cost}]


@pytest.mark.parametrize("text", [
    "Flashback—{R}{R}, Discard X cards.",
    "Flashback—Sacrifice three creatures.",
])
def test_flashback_costs_the_engine_cant_pay_stay_unread(text: str) -> None:
    """Given a flashback cost the engine doesn't pay (X cards, three creatures), when compiled,
    then it stays unread."""
    assert _unread("Zed", "Sorcery", text) == (text,)


LIFE_BOLT = _face("Test Life Bolt", "Sorcery", "Test Life Bolt deals 2 damage to any target.\n"
                  "Flashback—{1}{R}, Pay 3 life.")
FLESH_BOLT = _face("Test Flesh Bolt", "Sorcery", "Test Flesh Bolt deals 2 damage to any "
                   "target.\nFlashback—Sacrifice a creature.")


def _paid(card: str, cast: dict[str, Any], objects: list[dict[str, Any]] | None = None,
          **extra: Any) -> dict[str, Any]:
    return play([{"id": "f", "card": card, "owner": "A", "zone": "graveyard"}, *(objects or [])],
                [{"type": "cast", "player": "A", "object": "f", "targets": ["B"],
                  "flashback": True, **cast}, {"type": "resolve"}],
                cards=[_card(LIFE_BOLT), _card(FLESH_BOLT), BEARS], **extra)


def test_a_flashback_cost_with_life_is_paid_as_it_is_cast() -> None:
    """Given Test Life Bolt in A's graveyard, when A casts it with flashback, then A pays 3 life
    (119.4), B takes 2 damage and the card is exiled (702.34a)."""
    result = _paid("Test Life Bolt", {})

    assert (result["players"]["A"]["life"], result["players"]["B"]["life"]) == (17, 18)
    assert result["objects"]["f"]["zone"] == "exile"


def test_a_flashback_cost_with_a_sacrifice_sacrifices_the_named_creature() -> None:
    """Given Test Flesh Bolt in A's graveyard and A's bears, when A casts it with flashback
    sacrificing the bears, then the bears are in the graveyard, B takes 2 damage and the card
    is exiled (702.34a, 601.2h)."""
    result = _paid("Test Flesh Bolt", {"sacrifice": ["b"]},
                   [{"id": "b", "card": "Test Bears", "controller": "A"}])

    assert result["objects"]["b"]["zone"] == "graveyard"
    assert result["players"]["B"]["life"] == 18
    assert result["objects"]["f"]["zone"] == "exile"


def test_a_flashback_sacrifice_not_named_is_refused() -> None:
    """Given Test Flesh Bolt in A's graveyard and A's bears, when A casts it with flashback and
    names nothing to sacrifice, then the event is refused naming sacrifice (601.2h)."""
    with pytest.raises(ScenarioError) as caught:
        _paid("Test Flesh Bolt", {}, [{"id": "b", "card": "Test Bears", "controller": "A"}])

    assert caught.value.path == "events[0].sacrifice"


def test_a_flashback_life_cost_a_player_cant_pay_is_refused() -> None:
    """Given A at 2 life, when A casts Test Life Bolt with flashback (Pay 3 life), then the
    event is refused: the cost can't be paid (119.4, 601.2h)."""
    with pytest.raises(ScenarioError, match=r"can't pay 3"):
        _paid("Test Life Bolt", {}, players=[{"id": "A", "life": 2}, {"id": "B"}])


def test_flashback_with_delve_is_refused() -> None:
    """Given Firebolt in A's graveyard and another card there, when A casts it with flashback
    and names a card to delve, then the event is refused naming flashback: the total cost of a
    flashback spell is its flashback cost (601.2f), which the engine's delve doesn't read."""
    with pytest.raises(ScenarioError) as caught:
        _firebolt([IN_GRAVEYARD, {"id": "g", "card": "Test Bears", "owner": "A",
                                  "zone": "graveyard"}],
                  [{**FLASHBACK_AT_B, "delve": ["g"]}])

    assert caught.value.path == "events[0].flashback"
