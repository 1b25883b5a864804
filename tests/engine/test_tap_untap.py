"""Tapping and untapping as a resolving ability's action (701.21a, 701.21b), removing counters
(122.1), and sacrificing only what the ability's controller controls (701.17a): the Oracle
compiler's ``"do": "tap"`` / ``"untap"`` / ``"remove_counters"`` played by the engine for a
triggered ability, an activated ability and a spell. Only an untapped permanent can be tapped
and only a tapped one untapped; otherwise nothing happens (and the trace says so). Each run
keeps a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _card(name: str, text: str, *, types: tuple[str, ...] = ("Creature",),
          pt: int = 2) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": list(types), "colors": ["W"],
                            "mana_value": 2, "text": text}
    if "Creature" in types:
        card.update(power=pt, toughness=pt)
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


def _tapped(result: dict[str, Any], ident: str) -> bool:
    return bool(result["objects"][ident]["tapped"])


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def _texts(result: dict[str, Any]) -> str:
    return "\n".join(step["text"] for step in result["steps"])


# Real Oracle lines of the dev corpus (2020 wording).
WARDEN = _card("Warden", "When Warden enters the battlefield, tap target creature an opponent "
                         "controls.")
KEEPER = _card("Keeper", "{W}, {T}: Tap target creature.")
SENTRY = _card("Sentry", "{2}: Untap Sentry.")
BEAR = _card("Bear", "")


def test_an_enters_trigger_taps_its_target() -> None:
    """Given Warden entering and an untapped creature of B, when the trigger resolves, then
    that creature is tapped (701.21a) and the trace cites it."""
    result = play([{"id": "w", "card": "Warden", "owner": "A", "zone": "hand"},
                   {"id": "b", "card": "Bear", "controller": "B", "timestamp": 1}],
                  [{"type": "enter", "object": "w"}], cards=[WARDEN, BEAR])

    assert _tapped(result, "b")
    assert not _tapped(result, "w")
    assert "701.21a" in _rules(result)


def test_tapping_a_tapped_permanent_does_nothing() -> None:
    """701.21a: only an untapped permanent can be tapped: given B's creature already tapped,
    when the trigger resolves, then it stays tapped and the trace says nothing happened."""
    result = play([{"id": "w", "card": "Warden", "owner": "A", "zone": "hand"},
                   {"id": "b", "card": "Bear", "controller": "B", "timestamp": 1,
                    "tapped": True}],
                  [{"type": "enter", "object": "w"}], cards=[WARDEN, BEAR])

    assert _tapped(result, "b")
    assert "already tapped" in _texts(result)


def test_an_activated_ability_taps_its_target() -> None:
    """Given Keeper (untapped) and B's creature, when A activates "{W}, {T}: Tap target
    creature" targeting it, then Keeper is tapped for the cost and the creature by the
    effect (602.2, 701.21a)."""
    result = play([{"id": "k", "card": "Keeper", "controller": "A", "timestamp": 1},
                   {"id": "b", "card": "Bear", "controller": "B", "timestamp": 2}],
                  [{"type": "activate", "player": "A", "object": "k", "ability": 0,
                    "targets": ["b"]}],
                  cards=[KEEPER, BEAR])

    assert _tapped(result, "k") and _tapped(result, "b")


def test_an_activated_ability_untaps_its_source() -> None:
    """Given Sentry tapped, when A activates "{2}: Untap ~", then it is untapped (701.21b)."""
    result = play([{"id": "s", "card": "Sentry", "controller": "A", "timestamp": 1,
                    "tapped": True}],
                  [{"type": "activate", "player": "A", "object": "s", "ability": 0}],
                  cards=[SENTRY])

    assert not _tapped(result, "s")
    assert "701.21b" in _rules(result)


def test_untapping_an_untapped_permanent_does_nothing() -> None:
    """701.21b: only a tapped permanent can be untapped: Sentry untapped stays so and the
    trace says nothing happened."""
    result = play([{"id": "s", "card": "Sentry", "controller": "A", "timestamp": 1}],
                  [{"type": "activate", "player": "A", "object": "s", "ability": 0}],
                  cards=[SENTRY])

    assert not _tapped(result, "s")
    assert "already untapped" in _texts(result)


def test_a_target_gone_is_not_tapped() -> None:
    """608.2b: given Keeper's ability on the stack and its target destroyed before it
    resolves, then the ability doesn't resolve (its only target is illegal)."""
    result = play([{"id": "k", "card": "Keeper", "controller": "A", "timestamp": 1},
                   {"id": "b", "card": "Bear", "controller": "B", "timestamp": 2}],
                  [{"type": "activate", "player": "A", "object": "k", "ability": 0,
                    "targets": ["b"]},
                   {"type": "destroy", "target": "b"}],
                  cards=[KEEPER, BEAR])

    assert result["objects"]["b"]["zone"] == "graveyard"
    assert "608.2b" in _rules(result)


def test_a_stun_counter_stops_an_untap_by_an_effect() -> None:
    """122.1d (current rules): given Sleep-Cursed Faerie tapped with three stun counters, when
    its "{1}{U}: Untap this creature." resolves, then it stays tapped and loses one stun
    counter instead."""
    result = play([{"id": "f", "card": "Sleep-Cursed Faerie", "controller": "A",
                    "timestamp": 1, "tapped": True, "counters": {"stun": 3}}],
                  [{"type": "activate", "player": "A", "object": "f", "ability": 3}])

    assert _tapped(result, "f")
    assert result["objects"]["f"]["counters"] == {"stun": 2}
    assert "122.1d" in _rules(result)


# --- 701.17a: only its controller sacrifices a permanent -----------------------------------------

MARTYR = {"name": "Martyr", "types": ["Creature"], "subtypes": ["Vampire"], "colors": ["B"],
          "mana_value": 1, "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "label": "{1}: Sacrifice Martyr.", "cost": "{1}",
                         "effect": [{"do": "sacrifice", "object": "self"}]}]}


def test_an_ability_cant_sacrifice_what_its_controller_no_longer_controls() -> None:
    """701.17a: given A's "{1}: Sacrifice Martyr." on the stack and B gaining control of Martyr
    in response (Olivia Voldaren), when A's ability resolves, then Martyr isn't sacrificed:
    A no longer controls it."""
    result = play([{"id": "m", "card": "Martyr", "controller": "A", "timestamp": 1},
                   {"id": "o", "card": "Olivia Voldaren", "controller": "B", "timestamp": 2}],
                  [{"type": "activate", "player": "A", "object": "m", "ability": 0},
                   {"type": "activate", "player": "B", "object": "o", "ability": 2,
                    "targets": ["m"]}],
                  cards=[MARTYR])

    assert result["objects"]["m"]["zone"] == "battlefield"
    assert result["objects"]["m"]["controller"] == "B"
    assert "doesn't control Martyr" in _texts(result)


# --- 122.1: removing counters ------------------------------------------------------------------

# A line of the dev corpus's shape (2020 wording).
SHEDDER = _card("Shedder", "Whenever an artifact enters the battlefield, remove a +1/+1 counter "
                           "from Shedder.")
WIDGET = _card("Widget", "", types=("Artifact",))


def test_a_trigger_removes_a_counter_from_its_source() -> None:
    """Given Shedder with two +1/+1 counters, when an artifact enters, then one counter is
    removed (122.1) and Shedder is 3/3."""
    result = play([{"id": "s", "card": "Shedder", "controller": "A", "timestamp": 1,
                    "counters": {"+1/+1": 2}},
                   {"id": "w", "card": "Widget", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "w"}], cards=[SHEDDER, WIDGET])

    assert result["objects"]["s"]["counters"] == {"+1/+1": 1}
    assert (result["objects"]["s"]["power"], result["objects"]["s"]["toughness"]) == (3, 3)
    assert "122.1" in _rules(result)


def test_removing_a_counter_it_lacks_removes_nothing() -> None:
    """Given Shedder with no counter, when an artifact enters, then nothing is removed and the
    trace says it has none."""
    result = play([{"id": "s", "card": "Shedder", "controller": "A", "timestamp": 1},
                   {"id": "w", "card": "Widget", "owner": "A", "zone": "hand"}],
                  [{"type": "enter", "object": "w"}], cards=[SHEDDER, WIDGET])

    assert not result["objects"]["s"]["counters"]
    assert "has no +1/+1 counter" in _texts(result)


def test_another_target_cant_be_the_source() -> None:
    """115.1: "{T}: Untap another target permanent." can't target its own source: activating
    it targeting itself is refused with an error naming the target."""
    minion = _card("Minion", "{T}: Untap another target permanent.")
    with pytest.raises(ScenarioError) as caught:
        play([{"id": "m", "card": "Minion", "controller": "A", "timestamp": 1}],
             [{"type": "activate", "player": "A", "object": "m", "ability": 0,
               "targets": ["m"]}], cards=[minion])

    assert "target" in str(caught.value)


# --- 701.17a: each player sacrifices a permanent of their choice --------------------------------

# Lines of the dev corpus's shapes (2020 wording).
TYRANT = _card("Tyrant", "When Tyrant enters the battlefield, each player sacrifices a "
                         "creature.")


def test_each_player_sacrifices_a_creature_of_their_choice() -> None:
    """701.17a, 101.4: given Tyrant entering under A's control, A controlling only Tyrant and B
    two creatures, when the trigger resolves, then A sacrifices Tyrant (their only creature,
    no question), B chooses b2, and b1 stays."""
    result = play([{"id": "t", "card": "Tyrant", "owner": "A", "zone": "hand"},
                   {"id": "b1", "card": "Bear", "controller": "B", "timestamp": 1},
                   {"id": "b2", "card": "Bear", "controller": "B", "timestamp": 2}],
                  [{"type": "enter", "object": "t"}], cards=[TYRANT, BEAR],
                  choices=[{"player": "B", "choose": "b2"}])

    zones = {i: result["objects"][i]["zone"] for i in ("t", "b1", "b2")}
    assert zones == {"t": "graveyard", "b1": "battlefield", "b2": "graveyard"}
    assert "701.17a" in _rules(result)


def test_a_player_with_no_such_permanent_sacrifices_nothing() -> None:
    """Given B controlling no creature, when Tyrant's trigger resolves, then only A sacrifices
    (Tyrant) and B's artifact stays (it isn't a creature)."""
    result = play([{"id": "t", "card": "Tyrant", "owner": "A", "zone": "hand"},
                   {"id": "w", "card": "Widget", "controller": "B", "timestamp": 1}],
                  [{"type": "enter", "object": "t"}], cards=[TYRANT, WIDGET])

    assert result["objects"]["t"]["zone"] == "graveyard"
    assert result["objects"]["w"]["zone"] == "battlefield"


def test_a_target_player_sacrifices_one_of_theirs() -> None:
    """Given A casting "Target player sacrifices a creature." at B, who controls one creature,
    then B sacrifices it; A's creature stays (701.17a: only B's permanents)."""
    edict = _card("Edict", "Target player sacrifices a creature.", types=("Instant",))
    result = play([{"id": "e", "card": "Edict", "owner": "A", "zone": "hand"},
                   {"id": "a1", "card": "Bear", "controller": "A", "timestamp": 1},
                   {"id": "b1", "card": "Bear", "controller": "B", "timestamp": 2}],
                  [{"type": "cast", "player": "A", "object": "e", "targets": ["B"]}],
                  cards=[edict, BEAR])

    assert result["objects"]["b1"]["zone"] == "graveyard"
    assert result["objects"]["a1"]["zone"] == "battlefield"


ENVOY = {"name": "Vampire Envoy", "types": ["Creature"], "subtypes": ["Vampire"], "power": 1,
         "toughness": 4, "text": "Flying\nWhenever Vampire Envoy becomes tapped, you gain 1 life."}


@pytest.mark.parametrize(("tapped", "life"), [(False, 21), (True, 20)])
def test_an_effect_that_taps_a_permanent_triggers_its_becomes_tapped(tapped: bool,
                                                                     life: int) -> None:
    """Given B's Vampire Envoy ("whenever ~ becomes tapped, you gain 1 life"), when A's Keeper
    taps it with "{W}, {T}: Tap target creature", then it became tapped and B gains 1 life
    (701.21a, 603.2); already tapped, it doesn't become tapped and nothing triggers."""
    result = play([{"id": "k", "card": "Keeper", "controller": "A", "timestamp": 1},
                   {"id": "v", "card": "Vampire Envoy", "controller": "B", "timestamp": 2,
                    "tapped": tapped}],
                  [{"type": "activate", "player": "A", "object": "k", "ability": 0,
                    "targets": ["v"]}],
                  cards=[KEEPER, ENVOY])

    assert _tapped(result, "v")
    assert result["players"]["B"]["life"] == life
