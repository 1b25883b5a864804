"""Library instants, sorceries and activated abilities, each cast or activated through the engine
(601, 602, 608, 701, 111).

Every card issue 25 added to the library is played here at least once, with its current Oracle
text: a burn spell at B, removal at B's Grizzly Bears (2/2), a counterspell at a spell B cast,
and so on. Cards whose text the engine carries as text (Path to Exile's
search, Fatal Push's mana value condition) are played too: they
resolve doing nothing the engine can't read, and the result lists the line in
``not_modelled``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.engine.event_helpers import play

Result = dict[str, Any]
# A 4/4 white flier (Serra Angel, without vigilance, which needs combat).
ANGEL = {"name": "Angel", "types": ["Creature"], "subtypes": ["Angel"], "colors": ["W"],
         "power": 4, "toughness": 4, "keywords": ["Flying"]}


def _spell(name: str, *targets: str, controller: str = "A", **extra: Any) -> Result:
    """A casts ``name`` from hand at ``targets``; B has Grizzly Bears, a Darksteel Myr
    (artifact creature), a Forest and Lightning Bolt in hand; A has a Serra Angel (flier)."""
    objects = [{"id": "spell", "card": name, "controller": controller, "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"},
               {"id": "myr", "card": "Darksteel Myr", "controller": "B"},
               {"id": "forest", "card": "Forest", "controller": "B"},
               {"id": "angel", "controller": "A", **ANGEL},
               {"id": "b_bolt", "card": "Lightning Bolt", "controller": "B", "zone": "hand"},
               {"id": "b_bears", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}]
    events = [{"type": "cast", "player": controller, "object": "spell",
               "targets": list(targets), **extra}]
    return play(objects, events, choices=extra.pop("choices", []))


def _countering(name: str, countered: str) -> Result:
    """B casts ``countered`` (Lightning Bolt at A, or Grizzly Bears); A responds with
    ``name`` targeting it."""
    objects = [{"id": "spell", "card": name, "controller": "A", "zone": "hand"},
               {"id": "b_spell", "card": countered, "controller": "B", "zone": "hand"}]
    cast_b: dict[str, Any] = {"type": "cast", "player": "B", "object": "b_spell",
                              "targets": ["A"] if countered == "Lightning Bolt" else []}
    events = [cast_b, {"type": "cast", "player": "A", "object": "spell", "targets": ["b_spell"]}]
    return play(objects, events, active_player="B")


def life(result: Result, player: str) -> int:
    value: int = result["players"][player]["life"]
    return value


def zone(result: Result, object_id: str) -> str:
    value: str = result["objects"][object_id]["zone"]
    return value


def not_modelled(result: Result) -> set[str]:
    """The objects the result lists abilities of, but the angel's flying (combat)."""
    return {e["object"] for e in result["not_modelled"]} - {"angel"}


BURN = [("Shock", 2), ("Lightning Bolt", 3), ("Lava Spike", 3), ("Lightning Strike", 3),
        ("Searing Spear", 3), ("Volcanic Hammer", 3), ("Lava Axe", 5), ("Flame Javelin", 4),
        ("Sudden Shock", 2), ("Zap", 1), ("Brimstone Volley", 3)]


@pytest.mark.parametrize(("name", "amount"), BURN)
def test_burn_spells_deal_their_damage_to_the_player(name: str, amount: int) -> None:
    """120.3a, 608.2c: the damage is dealt to B, who loses that much life."""
    result = _spell(name, "B")

    assert life(result, "B") == 20 - amount


@pytest.mark.parametrize(("name", "b_life", "a_life"), [
    ("Char", 16, 18), ("Lightning Helix", 17, 23), ("Essence Drain", 17, 23),
])
def test_burn_with_a_second_part_does_both(name: str, b_life: int, a_life: int) -> None:
    """608.2c: Char also deals 2 damage to its controller; Lightning Helix and Essence Drain
    gain 3 life."""
    result = _spell(name, "B")

    assert (life(result, "B"), life(result, "A")) == (b_life, a_life)


def test_blaze_deals_x() -> None:
    """107.3, 601.2b: X is 5."""
    assert life(_spell("Blaze", "B", x=5), "B") == 15


@pytest.mark.parametrize("name", ["Flame Slash", "Roast", "Murder", "Doom Blade",
                                  "Go for the Throat", "Cast Down", "Eviscerate",
                                  "Hero's Downfall", "Smother", "Vindicate", "Grasp of Darkness",
                                  "Last Gasp", "Dismember", "Sudden Death"])
def test_removal_kills_the_bears(name: str) -> None:
    """704.5g, 704.5f, 701.7: damage, destruction or -N/-N puts B's 2/2 in the graveyard."""
    assert zone(_spell(name, "bears"), "bears") == "graveyard"


@pytest.mark.parametrize(("name", "target"), [
    ("Go for the Throat", "myr"), ("Roast", "angel"), ("Doom Blade", "b_bears"),
])
def test_removal_refuses_what_it_can_not_target(name: str, target: str) -> None:
    """115.1: nonartifact, without flying, on the battlefield."""
    from engine import ScenarioError

    with pytest.raises(ScenarioError, match=r"^events\[0\]\.targets\[0\]:"):
        _spell(name, target)


@pytest.mark.parametrize(("name", "b_life", "a_life"), [
    ("Swords to Plowshares", 22, 20), ("Anguished Unmaking", 20, 17), ("Utter End", 20, 20),
])
def test_exile_spells_exile_the_bears(name: str, b_life: int, a_life: int) -> None:
    """406, 608.2h: exiled; Swords gives B life equal to the bears' power, Anguished Unmaking
    costs A 3 life."""
    result = _spell(name, "bears")

    assert (zone(result, "bears"), life(result, "B"), life(result, "A")) == (
        "exile", b_life, a_life)


@pytest.mark.parametrize(("name", "target"), [
    ("Disenchant", "myr"), ("Naturalize", "myr"), ("Shatter", "myr"), ("Krosan Grip", "myr"),
    ("Abrupt Decay", "bears"), ("Stone Rain", "forest"), ("Beast Within", "forest"),
])
def test_permanent_removal_destroys_its_target(name: str, target: str) -> None:
    """701.7: destroyed (Darksteel Myr is indestructible: it stays, 702.12b)."""
    result = _spell(name, target)

    expected = "battlefield" if target == "myr" else "graveyard"
    assert zone(result, target) == expected


@pytest.mark.parametrize("name", ["Wrath of God", "Day of Judgment", "Damnation",
                                  "Supreme Verdict"])
def test_wraths_destroy_every_creature_but_the_indestructible(name: str) -> None:
    """701.7, 702.12b: the bears and the angel die, the Myr stays."""
    result = _spell(name)

    assert [zone(result, o) for o in ("bears", "angel", "myr")] == [
        "graveyard", "graveyard", "battlefield"]


@pytest.mark.parametrize("name", ["Sweltering Suns", "Pyroclasm"])
def test_sweepers_deal_damage_to_each_creature(name: str) -> None:
    """120.3e, 704.5g: the bears die, the 4/4 angel survives Pyroclasm's 2 damage."""
    result = _spell(name)

    assert zone(result, "bears") == "graveyard"
    assert result["objects"]["angel"]["damage"] in (2, 3)


@pytest.mark.parametrize(("name", "b_life"), [
    ("Unsummon", 20), ("Boomerang", 20), ("Disperse", 20), ("Vapor Snag", 19),
])
def test_bounce_returns_the_bears_to_hand(name: str, b_life: int) -> None:
    """400.3: to its owner's hand; Vapor Snag's "its controller loses 1 life" is B."""
    result = _spell(name, "bears")

    assert (zone(result, "bears"), life(result, "B")) == ("hand", b_life)


def test_evacuation_returns_every_creature() -> None:
    """400.3: every creature to its owner's hand, the angel to A's."""
    result = _spell("Evacuation")

    assert [zone(result, o) for o in ("bears", "angel", "myr")] == ["hand"] * 3


@pytest.mark.parametrize(("name", "countered"), [
    ("Counterspell", "Lightning Bolt"), ("Cancel", "Lightning Bolt"),
    ("Negate", "Lightning Bolt"), ("Dovin's Veto", "Lightning Bolt"),
    ("Essence Scatter", "Grizzly Bears"), ("Remove Soul", "Grizzly Bears"),
    ("Exclude", "Grizzly Bears"),
])
def test_counterspells_counter_their_kind_of_spell(name: str, countered: str) -> None:
    """701.5a: the spell leaves the stack unresolved for its owner's graveyard."""
    result = _countering(name, countered)

    assert (zone(result, "b_spell"), life(result, "A")) == ("graveyard", 20)


def test_annul_can_not_target_an_instant() -> None:
    """115.1: "target artifact or enchantment spell"."""
    from engine import ScenarioError

    with pytest.raises(ScenarioError, match=r"^events\[1\]\.targets\[0\]:"):
        _countering("Annul", "Lightning Bolt")


@pytest.mark.parametrize(("name", "power", "toughness"), [
    ("Giant Growth", 5, 5), ("Brute Force", 5, 5), ("Mutagenic Growth", 4, 4),
    ("Sure Strike", 5, 2), ("Titanic Growth", 6, 6),
])
def test_pumps_last_until_end_of_turn(name: str, power: int, toughness: int) -> None:
    """611.2a: the target gets the bonus for the rest of the turn."""
    result = _spell(name, "bears", controller="B")

    bears = result["objects"]["bears"]
    assert (bears["power"], bears["toughness"]) == (power, toughness)


def test_rangers_guile_gives_hexproof() -> None:
    """702.11b: +1/+1 and hexproof, only on a creature its caster controls."""
    result = _spell("Ranger's Guile", "angel")

    assert "Hexproof" in result["objects"]["angel"]["keywords"]


def test_battlegrowth_puts_a_counter() -> None:
    """122.1: a +1/+1 counter."""
    assert _spell("Battlegrowth", "bears")["objects"]["bears"]["counters"] == {"+1/+1": 1}


@pytest.mark.parametrize("name", ["Cloudshift", "Ephemerate"])
def test_blink_returns_the_creature_as_a_new_object(name: str) -> None:
    """400.7: exiled and returned, a new object without its damage."""
    objects = [{"id": "spell", "card": name, "controller": "A", "zone": "hand"},
               {"id": "angel", "controller": "A", "damage": 3, **ANGEL}]

    result = play(objects, [{"type": "cast", "player": "A", "object": "spell",
                             "targets": ["angel"]}])

    assert (zone(result, "angel"), result["objects"]["angel"]["damage"]) == ("battlefield", 0)
    # 702.88a: Ephemerate's rebound is modelled (tests/engine/test_rebound.py).
    assert not_modelled(result) == set()


@pytest.mark.parametrize(("name", "drawn"), [
    ("Divination", 2), ("Harmonize", 3), ("Concentrate", 3), ("Opt", 1), ("Think Twice", 1),
    ("Night's Whisper", 2),
])
def test_draw_spells_draw_their_cards(name: str, drawn: int) -> None:
    """121.1: the caster draws (a card from the library count)."""
    result = _spell(name)

    assert result["players"]["A"]["library"] == 53 - drawn


@pytest.mark.parametrize(("name", "drawn", "lost"), [
    ("Ancestral Recall", 3, 0), ("Inspiration", 2, 0), ("Sign in Blood", 2, 2),
])
def test_target_player_draws(name: str, drawn: int, lost: int) -> None:
    """115.1: "target player" draws (B here)."""
    result = _spell(name, "B")

    assert (result["players"]["B"]["library"], life(result, "B")) == (53 - drawn, 20 - lost)


def test_careful_study_draws_then_discards() -> None:
    """701.8a: after drawing two cards (from a count: cards the engine doesn't know), A's hand
    holds those two and its two listed cards; A chooses Shock and Opt, and discards them."""
    objects = [{"id": "study", "card": "Careful Study", "controller": "A", "zone": "hand"},
               {"id": "c1", "card": "Shock", "controller": "A", "zone": "hand"},
               {"id": "c2", "card": "Opt", "controller": "A", "zone": "hand"}]

    result = play(objects, [{"type": "cast", "player": "A", "object": "study"}],
                  choices=[{"player": "A", "choose": "c1"}, {"player": "A", "choose": "c2"}])

    assert (zone(result, "c1"), zone(result, "c2")) == ("graveyard", "graveyard")
    assert result["players"]["A"]["library"] == 51


def test_careful_study_may_discard_the_cards_it_drew() -> None:
    """701.8a: the two cards A drew are in A's hand too (121.1): A may discard them and keep
    its listed cards; the trace says the engine doesn't know the discarded cards
    (audit round 4b: the discard chose only among the listed cards, without asking)."""
    objects = [{"id": "study", "card": "Careful Study", "controller": "A", "zone": "hand"},
               {"id": "c1", "card": "Shock", "controller": "A", "zone": "hand"}]
    drawn = {"player": "A", "choose": "drawn_card"}

    result = play(objects, [{"type": "cast", "player": "A", "object": "study"}],
                  choices=[drawn, drawn])

    assert zone(result, "c1") == "hand"
    assert sum("drawn during this run" in step["text"] for step in result["steps"]) == 2


def test_mind_rot_discards_two() -> None:
    """701.8a: B has two cards in hand and discards both."""
    result = _spell("Mind Rot", "B")

    assert (zone(result, "b_bolt"), zone(result, "b_bears")) == ("graveyard", "graveyard")


@pytest.mark.parametrize(("name", "token"), [
    ("Raise the Alarm", "Soldier Token"), ("Dragon Fodder", "Goblin Token"),
])
def test_token_spells_create_two(name: str, token: str) -> None:
    """111.1, 111.4: two 1/1 tokens named after their subtype."""
    result = _spell(name)

    assert sum(o["name"] == token for o in result["objects"].values()) == 2


@pytest.mark.parametrize("name", ["Twincast", "Reverberate"])
def test_copies_resolve_first(name: str) -> None:
    """706.10: the copy of B's Bolt (kept on A) resolves, then the Bolt: A takes 6."""
    objects = [{"id": "spell", "card": name, "controller": "A", "zone": "hand"},
               {"id": "b_spell", "card": "Lightning Bolt", "controller": "B", "zone": "hand"}]
    events = [{"type": "cast", "player": "B", "object": "b_spell", "targets": ["A"]},
              {"type": "cast", "player": "A", "object": "spell", "targets": ["b_spell"]}]

    result = play(objects, events, active_player="B", choices=[{"player": "A", "choose": "A"}])

    assert life(result, "A") == 14


@pytest.mark.parametrize(("name", "targets"), [
    ("Path to Exile", []), ("Fatal Push", []),
])
def test_spells_the_engine_can_not_read_are_listed(name: str, targets: list[str]) -> None:
    """608.2: cast, they do nothing the engine can't read, and the result says so."""
    result = _spell(name, *targets)

    assert zone(result, "spell") == "graveyard"
    assert not_modelled(result) == {"spell"}


ActivationCheck = Callable[[Result], bool]


@pytest.mark.parametrize(("name", "ability", "targets", "extra", "check"), [
    ("Prodigal Sorcerer", 0, ["B"], {}, lambda r: life(r, "B") == 19),
    ("Prodigal Pyromancer", 0, ["B"], {}, lambda r: life(r, "B") == 19),
    ("Vulshok Sorcerer", 1, ["B"], {"summoning_sick": True}, lambda r: life(r, "B") == 19),
    ("Mogg Fanatic", 0, ["B"], {}, lambda r: (life(r, "B"), zone(r, "source")) == (
        19, "graveyard")),
    ("Bottle Gnomes", 0, [], {}, lambda r: life(r, "A") == 23),
    ("Walking Ballista", 2, ["B"], {"counters": {"+1/+1": 3}}, lambda r: life(r, "B") == 19),
    ("Triskelion", 1, ["B"], {"counters": {"+1/+1": 3}}, lambda r: life(r, "B") == 19),
    ("Spike Feeder", 2, [], {"counters": {"+1/+1": 2}}, lambda r: life(r, "A") == 22),
])
def test_activated_abilities_resolve(name: str, ability: int, targets: list[str],
                                     extra: dict[str, Any], check: ActivationCheck) -> None:
    """602.2: the ability is activated, its costs paid, and it resolves."""
    objects = [{"id": "source", "card": name, "controller": "A", **extra},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"}]

    result = play(objects, [{"type": "activate", "player": "A", "object": "source",
                             "ability": ability, "targets": targets}])

    assert check(result)


def test_royal_assassin_destroys_a_tapped_creature() -> None:
    """115.1: "target tapped creature"; an untapped one is refused."""
    from engine import ScenarioError
    objects = [{"id": "assassin", "card": "Royal Assassin", "controller": "A"},
               {"id": "tapped", "card": "Grizzly Bears", "controller": "B", "tapped": True},
               {"id": "untapped", "card": "Grizzly Bears", "controller": "B"}]
    activate = {"type": "activate", "player": "A", "object": "assassin", "ability": 0}

    result = play(objects, [{**activate, "targets": ["tapped"]}])

    assert zone(result, "tapped") == "graveyard"
    with pytest.raises(ScenarioError, match=r"^events\[0\]\.targets\[0\]:"):
        play(objects, [{**activate, "targets": ["untapped"]}])


@pytest.mark.parametrize(("name", "sacrificed", "a_life"), [
    ("Goblin Bombardment", "mine", 20), ("Zuran Orb", "land", 22),
])
def test_sacrifice_outlets_sacrifice_the_named_permanent(name: str, sacrificed: str,
                                                          a_life: int) -> None:
    """602.2b: "Sacrifice a creature" / "Sacrifice a land": the event names it."""
    objects = [{"id": "outlet", "card": name, "controller": "A"},
               {"id": "mine", "card": "Grizzly Bears", "controller": "A"},
               {"id": "land", "card": "Forest", "controller": "A"}]
    targets = ["B"] if name == "Goblin Bombardment" else []

    result = play(objects, [{"type": "activate", "player": "A", "object": "outlet",
                             "ability": 0, "targets": targets, "sacrifice": [sacrificed]}])

    assert (zone(result, sacrificed), life(result, "A")) == ("graveyard", a_life)


def test_mother_of_runes_gives_protection_from_the_color_chosen_as_it_resolves() -> None:
    """602.1, 608.2d: her ability's color is chosen as it resolves (answered white): the
    creature she targeted gains protection from white, and Pacifism (white) on it falls off
    (702.16c)."""
    objects = [{"id": "mom", "card": "Mother of Runes", "controller": "A"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "A"},
               {"id": "pacifism", "card": "Pacifism", "controller": "B", "attached_to": "bears"}]

    result = play(objects, [{"type": "activate", "player": "A", "object": "mom", "ability": 0,
                             "targets": ["bears"]}],
                  choices=[{"player": "A", "choose": "W"}])

    assert zone(result, "pacifism") == "graveyard"
