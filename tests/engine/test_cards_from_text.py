"""A scenario's card given by its Oracle ``text`` and no ``abilities`` is read by the Oracle
compiler (the contract's "cards given by Oracle text", issue 25): what a template reads is
played, what none reads is listed in ``not_modelled``."""

from __future__ import annotations

from typing import Any

from tests.engine.event_helpers import play

PLAYERS = [{"id": "A"}, {"id": "B"}]


def _run(cards: list[dict[str, Any]], objects: list[dict[str, Any]],
         events: list[dict[str, Any]]) -> dict[str, Any]:
    return play(objects, events, cards=cards, players=PLAYERS)


def test_a_spell_given_by_its_text_is_cast_and_does_what_the_text_says():
    """601.2, 608.2c: "My Shock deals 2 damage to any target." compiles to a spell with a
    target; cast at a 2/2, it destroys it through lethal damage (704.5g)."""
    cards = [{"name": "My Shock", "types": ["Instant"],
              "text": "My Shock deals 2 damage to any target."}]
    objects = [{"id": "shock", "card": "My Shock", "controller": "A", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"}]

    result = _run(cards, objects, [{"type": "cast", "player": "A", "object": "shock",
                                    "targets": ["bears"]}])

    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert result["not_modelled"] == []


def test_a_line_no_template_reads_is_listed_in_not_modelled():
    """A clean trace must never hide a line the engine didn't apply: "Fateseal 1." isn't read, so
    it is listed, on the card that says it, with the spell-text gap (608.2)."""
    cards = [{"name": "My Shock", "types": ["Instant"],
              "text": "My Shock deals 2 damage to any target.\nFateseal 1."}]
    objects = [{"id": "shock", "card": "My Shock", "controller": "A", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"}]

    result = _run(cards, objects, [{"type": "cast", "player": "A", "object": "shock",
                                    "targets": ["bears"]}])

    assert [(n["object"], n["ability"], n["rules"]) for n in result["not_modelled"]] == [
        ("shock", "Fateseal 1.", ["608.2"])]


def test_a_creature_given_by_its_text_triggers_as_its_text_says():
    """508.1m: "Whenever My Bear attacks, you gain 1 life." compiles to an attack trigger."""
    cards = [{"name": "My Bear", "types": ["Creature"], "power": 2, "toughness": 2,
              "text": "Whenever My Bear attacks, you gain 1 life."}]
    objects = [{"id": "bear", "card": "My Bear", "controller": "A"}]

    result = _run(cards, objects, [{"type": "attack", "attackers": [{"object": "bear"}]}])

    assert result["players"]["A"]["life"] == 21


def test_given_abilities_are_kept_and_the_text_is_not_compiled():
    """A card that gives its ``abilities`` is scripted by hand: its text is only its text."""
    cards = [{"name": "My Shock", "types": ["Instant"],
              "text": "My Shock deals 2 damage to any target.",
              "abilities": [{"kind": "text", "text": "My Shock deals 2 damage to any target."}]}]
    objects = [{"id": "shock", "card": "My Shock", "controller": "A", "zone": "hand"}]

    result = _run(cards, objects, [{"type": "cast", "player": "A", "object": "shock"}])

    assert [n["object"] for n in result["not_modelled"]] == ["shock"]


def test_a_card_given_by_text_overrides_the_library_card_of_its_name():
    """The contract: a card in ``cards`` overrides a library card of the same name, so a
    judge can play a card as printed in an older wording (here a 5-damage Lightning Bolt)."""
    cards = [{"name": "Lightning Bolt", "types": ["Instant"],
              "text": "Lightning Bolt deals 5 damage to any target."}]
    objects = [{"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "hand"}]

    result = _run(cards, objects, [{"type": "cast", "player": "A", "object": "bolt",
                                    "targets": ["B"]}])

    assert result["players"]["B"]["life"] == 15


def test_a_keyword_listed_in_keywords_is_not_compiled_a_second_time():
    """A card that lists "Flying" in ``keywords`` and says "Flying" in its text has flying
    once (an object has each keyword instance its text gives, 702.1)."""
    cards = [{"name": "My Bird", "types": ["Creature"], "power": 1, "toughness": 1,
              "keywords": ["Flying"], "text": "Flying"}]

    result = _run(cards, [{"id": "bird", "card": "My Bird", "controller": "A"}], [])

    assert result["objects"]["bird"]["keywords"] == ["Flying"]
