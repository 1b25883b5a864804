"""Issue 27 round 9, lane zones9: madness (702.35a in the current rules; the shipped Korean text
has no 702 subrules). A card with madness that its owner discards is exiled instead of put
into the graveyard (still a discard); its triggered ability waits on the stack, and a ``cast``
event with ``"madness": true`` casts the card from exile for its madness cost as it resolves
(608.2g: at any speed); a ``resolve`` event declines and the card goes to the graveyard."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole

REMINDER = ("Madness {1}{R} (If you discard this card, discard it into exile. When you do, cast "
            "it for its madness cost or put it into your graveyard.)")
MADMAN = {"name": "Test Madman", "types": ["Creature"], "text": REMINDER, "power": 3,
          "toughness": 3}
LOOTER = {"name": "Test Looter", "types": ["Sorcery"], "text": "Draw a card, then discard a card."}
WATCHER = {"name": "Test Discard Watcher", "types": ["Enchantment"], "mana_value": 2,
           "abilities": [{"kind": "triggered",
                          "label": "Whenever you discard a card, you gain 1 life.",
                          "trigger": {"on": "discard", "player": "you"},
                          "effect": [{"do": "gain_life", "player": "you", "amount": 1}]}]}
CARDS = [{**face, "mana_value": 4, "abilities": list(compile_face(face).card_abilities())}
         for face in (MADMAN, LOOTER)] + [WATCHER]
OBJECTS = [{"id": "m", "card": "Test Madman", "owner": "A", "zone": "hand"},
           {"id": "l", "card": "Test Looter", "owner": "A", "zone": "hand"}]
# A loots, discarding Test Madman.
LOOT = [{"type": "cast", "player": "A", "object": "l"}, {"type": "resolve"}]
DISCARD_MADMAN = {"player": "A", "choose": "m"}
CAST = {"type": "cast", "player": "A", "object": "m", "madness": True}


def _play(events: list[dict[str, Any]], objects: list[dict[str, Any]] | None = None,
          choices: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return play(objects or OBJECTS, events, cards=CARDS,
                choices=choices if choices is not None else [DISCARD_MADMAN])


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


@pytest.mark.parametrize(("types", "text", "cost"), [
    ("Creature", REMINDER, "{1}{R}"),
    ("Instant", "Madness {X}{U}{U}", "{X}{U}{U}"),
    ("Sorcery", "Madness {B}", "{B}"),
])
def test_madness_is_read_on_any_card(types: str, text: str, cost: str) -> None:
    """Given a "Madness [cost]" line on a creature, instant or sorcery, when it is compiled,
    then it is the madness ability with that cost (702.35a; X is chosen as it is cast)."""
    face: dict[str, Any] = {"name": "Test Mad", "types": [types], "text": text}
    if types == "Creature":
        face.update(power=1, toughness=1)
    assert read_whole(face) == [{"kind": "madness", "cost": cost}]


def test_a_discarded_madness_card_is_exiled_and_its_ability_waits() -> None:
    """Given A's Test Madman discarded by A's loot, when the loot resolves and A then passes,
    then the card was exiled instead of put into the graveyard (702.35a, 614.1a) and its
    madness ability waited on the stack until the scenario's end resolved it: declined, the
    card is in A's graveyard."""
    result = _play(LOOT)
    texts = [step["text"] for step in result["steps"]]

    assert "Test Madman is exiled and becomes a new object." in texts
    assert "Test Madman's ability is put on the stack: Madness {1}{R}" in texts
    assert result["objects"]["m"]["zone"] == "graveyard"
    assert {"702.35a", "614.1a"} <= _rules(result)


def test_casting_it_for_its_madness_cost_puts_it_on_the_battlefield() -> None:
    """Given Test Madman's madness ability waiting, when A casts it with madness and it
    resolves, then the creature is on the battlefield: a creature spell cast as the ability
    resolves, in spite of its timing (608.2g)."""
    result = _play([*LOOT, CAST, {"type": "resolve"}])

    assert result["objects"]["m"]["zone"] == "battlefield"
    assert "702.35a" in _rules(result)


def test_declining_madness_puts_the_card_into_the_graveyard() -> None:
    """Given Test Madman's madness ability waiting, when all players pass without A casting
    it, then the card is put into A's graveyard (702.35a)."""
    result = _play([*LOOT, {"type": "resolve"}])

    assert result["objects"]["m"]["zone"] == "graveyard"
    assert result["stack"] == []


def test_a_madness_discard_is_still_a_discard() -> None:
    """Given A's "whenever you discard a card" enchantment, when A discards Test Madman into
    exile, then it triggers: the card was discarded (702.35a, 701.8a); A puts the enchantment's
    ability on the stack first, so the madness ability resolves first."""
    result = _play([*LOOT, CAST, {"type": "resolve"}],
                   [*OBJECTS, {"id": "w", "card": "Test Discard Watcher", "controller": "A"}],
                   [DISCARD_MADMAN, {"player": "A", "choose": "w^2"}])

    assert result["players"]["A"]["life"] == 21
    assert result["objects"]["m"]["zone"] == "battlefield"


def test_a_madness_card_put_into_the_graveyard_otherwise_is_not_exiled() -> None:
    """Given Test Madman in A's hand, when it is put into the graveyard by a move that isn't a
    discard, then it goes there: madness replaces only a discard (702.35a)."""
    result = _play([{"type": "move", "object": "m", "to": "graveyard"}], choices=[])

    assert result["objects"]["m"]["zone"] == "graveyard"


def test_a_madness_cast_without_its_ability_on_the_stack_is_refused() -> None:
    """Given Test Madman in A's hand, when a cast event gives madness, then it is refused,
    naming the field (702.35a)."""
    with pytest.raises(ScenarioError) as error:
        _play([CAST], choices=[])

    assert error.value.path == "events[0].madness"


def test_only_the_cards_owner_casts_it_with_madness() -> None:
    """Given Test Madman's madness ability waiting, when B casts the card with madness, then it
    is refused: the ability's controller, the card's owner, may cast it (702.35a)."""
    with pytest.raises(ScenarioError) as error:
        _play([*LOOT, {**CAST, "player": "B"}])

    assert error.value.path == "events[2].player"


def test_rebound_and_madness_at_once_are_refused() -> None:
    """Given a cast event with both rebound and madness, when it runs, then it is refused: a
    spell is cast from exile one way (702.88a, 702.35a)."""
    with pytest.raises(ScenarioError) as error:
        _play([*LOOT, {**CAST, "rebound": True}])

    assert error.value.path == "events[2].madness"
