"""Round 6 of issue 27 (lane spell6), engine/oracle/templates_spell_then.py: an instant's or
sorcery's continuous effect followed by actions that name nothing it targeted (608.2c, 611.2a):
two spell abilities, resolved in order. Real Oracle lines of the dev corpus (2020 wording),
read exactly, near misses left unread, and played by the engine; each run keeps a golden
trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

EOT = {"duration": "end_of_turn"}
CREATURE = {"object": {"types": ["Creature"]}}


def _pump(power: int, toughness: int) -> dict[str, Any]:
    return {"kind": "spell", "affects": "targets", "targets": [CREATURE], "modifications": [
        {"op": "modify_pt", "power": power, "toughness": toughness}], **EOT}


@pytest.mark.parametrize(("name", "text", "abilities"), [
    ("Moment of Craving", "Target creature gets -2/-2 until end of turn. You gain 2 life.",
     [_pump(-2, -2), {"kind": "spell", "effect": [
         {"do": "gain_life", "player": "you", "amount": 2}]}]),
    ("Ulcerate", "Target creature gets -3/-3 until end of turn. You lose 3 life.",
     [_pump(-3, -3), {"kind": "spell", "effect": [
         {"do": "lose_life", "player": "you", "amount": 3}]}]),
    ("Battlewise Valor", "Target creature gets +2/+2 until end of turn. Scry 1.",
     [_pump(2, 2), {"kind": "spell", "effect": [{"do": "scry", "amount": 1}]}]),
    ("Fungal Infection", "Target creature gets -1/-1 until end of turn. Create a 1/1 green "
     "Saproling creature token.",
     [_pump(-1, -1), {"kind": "spell", "effect": [{"do": "create_token", "amount": 1, "token": {
         "name": "Saproling Token", "types": ["Creature"], "subtypes": ["Saproling"],
         "colors": ["G"], "power": 1, "toughness": 1}}]}]),
    ("Hydrolash", "Attacking creatures get -2/-0 until end of turn. Draw a card.",
     [{"kind": "spell", "affects": {"types": ["Creature"]}, "in_combat": "attacking",
       "modifications": [{"op": "modify_pt", "power": -2, "toughness": 0}], **EOT},
      {"kind": "spell", "effect": [{"do": "draw", "player": "you", "amount": 1}]}]),
])
def test_continuous_then_actions_read_as_two_spell_abilities(
        name: str, text: str, abilities: list[dict[str, Any]]) -> None:
    """Given a real "[continuous effect] until end of turn. [actions]." line, when compiled,
    then it is the continuous effect's spell ability, then the actions' (608.2c, 611.2a)."""
    assert _read(name, "Instant", text) == abilities


@pytest.mark.parametrize("text", [
    # A pronoun for the first sentence's target after it moved (400.7); round 7 reads
    # "Untap that creature." after a pump (templates_spell_target's same_targets).
    "Exile target creature. Untap that creature.",
    # A second target.
    "Target creature gets +2/+2 until end of turn. Target player draws a card.",
    # "Other creatures" means other than the first group: two continuous effects aren't read.
    "Zombies you control get +2/+1 until end of turn. Other creatures you control get +1/+1 "
    "until end of turn.",
    # The target's controller / power: words about the first sentence's target.
    "Target creature gets +2/+2 until end of turn. Its controller loses 2 life.",
    "Target creature gets +3/+3 until end of turn. You gain life equal to its power.",
    # Actions first, then the continuous effect: not this template.
    "You gain 2 life. Target creature gets +2/+2 until end of turn.",
])
def test_near_misses_stay_unread(text: str) -> None:
    """Given a line whose later sentence names the first one's target, another target or a
    second group, when compiled, then it stays unread."""
    assert _unread("Near Miss", "Instant", text)


def _card(name: str, types: list[str], text: str, pt: int | None = None) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": types, "colors": [], "mana_value": 2,
                            "text": text}
    if pt is not None:
        card.update(power=pt, toughness=pt)
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


CRAVING = _card("Moment of Craving", ["Instant"],
                "Target creature gets -2/-2 until end of turn. You gain 2 life.")
INFECTION = _card("Fungal Infection", ["Instant"], "Target creature gets -1/-1 until end of "
                  "turn. Create a 1/1 green Saproling creature token.")
MURDER = _card("Murder", ["Instant"], "Destroy target creature.")
BEAR = _card("Bear", ["Creature"], "", pt=2)


def test_moment_of_craving_kills_its_target_and_gains_life() -> None:
    """611.2a, 704.5f: given Moment of Craving cast on B's 2/2, when it resolves, then the
    creature is 0/0 and dies, and A gains 2 life."""
    result = play([{"id": "m", "card": "Moment of Craving", "controller": "A", "zone": "hand"},
                   {"id": "b", "card": "Bear", "controller": "B"}],
                  [{"type": "cast", "player": "A", "object": "m", "targets": ["b"]},
                   {"type": "resolve"}], cards=[CRAVING, BEAR])

    assert result["objects"]["b"]["zone"] == "graveyard"
    assert result["players"]["A"]["life"] == 22


def test_moment_of_craving_with_its_target_gone_gains_no_life() -> None:
    """608.2b: given Moment of Craving's only target destroyed in response, when it would
    resolve, then it doesn't: A gains no life."""
    result = play([{"id": "m", "card": "Moment of Craving", "controller": "A", "zone": "hand"},
                   {"id": "k", "card": "Murder", "controller": "B", "zone": "hand"},
                   {"id": "b", "card": "Bear", "controller": "B"}],
                  [{"type": "cast", "player": "A", "object": "m", "targets": ["b"]},
                   {"type": "cast", "player": "B", "object": "k", "targets": ["b"]},
                   {"type": "resolve"}, {"type": "resolve"}], cards=[CRAVING, MURDER, BEAR])

    assert result["objects"]["b"]["zone"] == "graveyard"
    assert result["objects"]["m"]["zone"] == "graveyard"
    assert result["players"]["A"]["life"] == 20


def test_fungal_infection_shrinks_its_target_and_creates_a_saproling() -> None:
    """611.2a, 111.1: given Fungal Infection cast on B's 2/2, when it resolves, then the
    creature is 1/1 until end of turn and A controls a new 1/1 green Saproling token."""
    result = play([{"id": "f", "card": "Fungal Infection", "controller": "A", "zone": "hand"},
                   {"id": "b", "card": "Bear", "controller": "B"}],
                  [{"type": "cast", "player": "A", "object": "f", "targets": ["b"]},
                   {"type": "resolve"}], cards=[INFECTION, BEAR])

    bear = result["objects"]["b"]
    assert (bear["power"], bear["toughness"]) == (1, 1)
    tokens = [o for o in result["objects"].values() if o["name"] == "Saproling Token"]
    assert len(tokens) == 1
    assert tokens[0]["controller"] == "A"
    assert (tokens[0]["power"], tokens[0]["toughness"]) == (1, 1)


HYDROLASH = _card("Hydrolash", ["Instant"],
                  "Attacking creatures get -2/-0 until end of turn. Draw a card.")


def test_hydrolash_shrinks_the_attackers_and_draws_a_card() -> None:
    """506.3, 611.2c, 121.1: given A's 2/2 attacking and B's 2/2 not, when B casts Hydrolash,
    then only the attacker is 0/2, and B draws a card."""
    result = play([{"id": "h", "card": "Hydrolash", "controller": "B", "zone": "hand"},
                   {"id": "a", "card": "Bear", "controller": "A"},
                   {"id": "b", "card": "Bear", "controller": "B"}],
                  [{"type": "attack", "attackers": [{"object": "a"}]},
                   {"type": "cast", "player": "B", "object": "h"},
                   {"type": "resolve"}], cards=[HYDROLASH, BEAR],
                  players=[{"id": "A"}, {"id": "B", "library": 5}])

    assert (result["objects"]["a"]["power"], result["objects"]["a"]["toughness"]) == (0, 2)
    assert (result["objects"]["b"]["power"], result["objects"]["b"]["toughness"]) == (2, 2)
    assert result["players"]["B"]["library"] == 4


# --- "Creatures you control get ... until end of turn. Untap those creatures." ------------------

YOURS = {"types": ["Creature"], "controller": "you"}


@pytest.mark.parametrize(("name", "text", "modifications"), [
    ("War Flare", "Creatures you control get +2/+1 until end of turn. Untap those creatures.",
     [{"op": "modify_pt", "power": 2, "toughness": 1}]),
    ("Tenacity", "Creatures you control get +1/+1 and gain lifelink until end of turn. Untap "
     "those creatures.",
     [{"op": "add_abilities", "abilities": ["Lifelink"]},
      {"op": "modify_pt", "power": 1, "toughness": 1}]),
])
def test_group_pump_then_untap_those_creatures(
        name: str, text: str, modifications: list[dict[str, Any]]) -> None:
    """Given a real "Creatures you control get ... Untap those creatures." line, when
    compiled, then the group's continuous effect (611.2c), then an untap of the same group."""
    assert _read(name, "Instant", text) == [
        {"kind": "spell", "affects": YOURS, "modifications": modifications, **EOT},
        {"kind": "spell", "effect": [{"do": "untap", "objects": YOURS}]}]


@pytest.mark.parametrize("text", [
    # An attacking group: the untap's filter can't say "attacking".
    "Attacking creatures get +1/+1 until end of turn. Untap those creatures.",
    # Gaining control changes which creatures "you control" matches (Mob Rule's mode).
    "Gain control of all creatures with power 4 or greater until end of turn. Untap those "
    "creatures. They gain haste until end of turn.",
    # A target, not a group.
    "Target creature gets +1/+1 until end of turn. Untap those creatures.",
])
def test_untap_those_near_misses_stay_unread(text: str) -> None:
    """Given "Untap those creatures." after a group that isn't exactly an untap filter's,
    when compiled, then the line stays unread."""
    assert _unread("Near Miss", "Sorcery", text)


WAR_FLARE = _card("War Flare", ["Instant"], "Creatures you control get +2/+1 until end of "
                  "turn. Untap those creatures.")


def test_war_flare_pumps_and_untaps_the_casters_creatures_only() -> None:
    """611.2c, 701.21b: given A's and B's tapped 2/2s, when A casts War Flare, then A's is an
    untapped 4/3 and B's stays a tapped 2/2."""
    result = play([{"id": "w", "card": "War Flare", "controller": "A", "zone": "hand"},
                   {"id": "a", "card": "Bear", "controller": "A", "tapped": True},
                   {"id": "b", "card": "Bear", "controller": "B", "tapped": True}],
                  [{"type": "cast", "player": "A", "object": "w"},
                   {"type": "resolve"}], cards=[WAR_FLARE, BEAR])

    a, b = result["objects"]["a"], result["objects"]["b"]
    assert (a["power"], a["toughness"], a["tapped"]) == (4, 3, False)
    assert (b["power"], b["toughness"], b["tapped"]) == (2, 2, True)
