"""The Oracle compiler's round 2 (issue 27, engine/oracle/templates_sentences.py): real lines of the
dev corpus (Oracle text of 2020) and the exact abilities they compile to, the lines each family
must leave alone, and the engine playing what they read (modes chosen and checked at casting,
each mode's own target, a target card in a graveyard, counters on a source that left)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.library.cards import parse_card
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole


def _face(name: str, types: str, text: str) -> dict[str, Any]:
    return {"name": name, "types": types.split(" "), "text": text, "power": 1, "toughness": 1}


def _read(name: str, types: str, text: str) -> list[dict[str, Any]]:
    """The abilities of a real card's text without labels; every line claimed, and the engine
    loads them as a card's."""
    face = _face(name, types, text)
    return read_whole(face)


def _unread(name: str, types: str, text: str) -> tuple[str, ...]:
    return compile_face(_face(name, types, text)).not_modelled


def _card(name: str, types: str, text: str, **extra: Any) -> dict[str, Any]:
    """A card file made of the compiler's reading (as the card import makes it)."""
    face = _face(name, types, text)
    return {**face, "colors": ["R"], **extra,
            "abilities": list(compile_face(face).card_abilities())}


def _refused(objects: list[dict[str, Any]], events: list[dict[str, Any]], **extra: Any) -> str:
    with pytest.raises(ScenarioError) as caught:
        play(objects, events, **extra)
    return str(caught.value)


ARTIFACT = {"object": {"types": ["Artifact"]}}
CREATURE_CARD = {"object": {"zones": ["graveyard"], "owner": "you", "types": ["Creature"]}}
ABRADE = "Choose one —\n• Abrade deals 3 damage to target creature.\n• Destroy target artifact."
VANDALIZE = "Choose one or both —\n• Destroy target artifact.\n• Destroy target land."
KOLAGHAN = ("Choose two —\n• Return target creature card from your graveyard to your hand.\n"
            "• Target player discards a card.\n• Destroy target artifact.\n"
            "• Kolaghan's Command deals 2 damage to any target.")


# --- modal spells (700.2) ------------------------------------------------------------------------


def test_choose_one_reads_each_mode_with_how_many_to_choose() -> None:
    """700.2: Abrade's two modes, each a spell ability with its mode and "choose one"."""
    found = _read("Abrade", "Instant", ABRADE)

    assert found == [
        {"kind": "spell", "targets": [{"object": {"types": ["Creature"]}}],
         "effect": [{"do": "damage", "object": "target", "amount": 3}],
         "mode": "Abrade deals 3 damage to target creature.", "choose": [1, 1]},
        {"kind": "spell", "targets": [ARTIFACT],
         "effect": [{"do": "destroy", "object": "target"}],
         "mode": "Destroy target artifact.", "choose": [1, 1]}]


@pytest.mark.parametrize(("name", "text", "choose"), [
    ("Vandalize", VANDALIZE, [1, 2]),
    ("Kolaghan's Command", KOLAGHAN, [2, 2]),
])
def test_choose_one_or_both_and_choose_two_say_how_many(name: str, text: str,
                                                        choose: list[int]) -> None:
    """700.2: "Choose one or both —" is one or two modes, "Choose two —" exactly two."""
    found = _read(name, "Instant", text)

    assert {tuple(a["choose"]) for a in found} == {tuple(choose)}
    assert len({a["mode"] for a in found}) == len(text.split("\n")) - 1


@pytest.mark.parametrize("text", [
    # One mode the engine doesn't do: none is read (the modes' numbers would shift).
    "Choose one —\n• Destroy target artifact.\n• Tap or untap target creature.",
    # A continuous effect for another duration isn't read as a mode.
    "Choose one —\n• Destroy target artifact.\n• Target creature gets -2/-2 until your next "
    "turn.",
    # A line after the modes (Entwine with a cost the engine doesn't pay) stays unread
    # ("Entwine—Sacrifice three lands." is read: tests/engine/test_oracle_chosen.py).
    "Choose one —\n• Destroy target artifact.\n• Destroy target land.\nEntwine—Tap two "
    "untapped white creatures you control.",
])
def test_a_modal_spell_with_a_mode_it_cannot_read_is_left_whole(text: str) -> None:
    """A modal spell is read whole or not at all."""
    assert len(_unread("Test Charm", "Instant", text)) == len(text.split("\n"))


def test_a_choose_one_spell_refuses_two_modes() -> None:
    """700.2, 601.2b: Abrade's caster chooses one mode, not two."""
    abrade = _card("Abrade", "Instant", ABRADE)
    message = _refused(
        [{"id": "abrade", "card": "Abrade", "controller": "A", "zone": "hand"},
         {"id": "bear", "card": "Grizzly Bears", "controller": "B"},
         {"id": "relic", "card": "Ornithopter", "controller": "B"}],
        [{"type": "cast", "player": "A", "object": "abrade", "mode": [0, 1],
          "targets": ["bear", "relic"]}], cards=[abrade])

    assert message.startswith("events[0].mode:") and "choose 1 of its modes" in message


def test_a_mode_is_chosen_once() -> None:
    """700.2d: the same mode can't be chosen twice."""
    vandalize = _card("Vandalize", "Sorcery", VANDALIZE)
    message = _refused(
        [{"id": "v", "card": "Vandalize", "controller": "A", "zone": "hand"},
         {"id": "relic", "card": "Ornithopter", "controller": "B"}],
        [{"type": "cast", "player": "A", "object": "v", "mode": [0, 0],
          "targets": ["relic", "relic"]}], cards=[vandalize])

    assert "more than once" in message


def test_each_chosen_mode_acts_on_its_own_target() -> None:
    """601.2c, 608.2c: Vandalize with both modes destroys the artifact and the land, each mode
    its own target (the second mode doesn't act on the first one's)."""
    vandalize = _card("Vandalize", "Sorcery", VANDALIZE)
    result = play(
        [{"id": "v", "card": "Vandalize", "controller": "A", "zone": "hand"},
         {"id": "bauble", "card": "Ornithopter", "controller": "B"},
         {"id": "forest", "card": "Forest", "controller": "B"}],
        [{"type": "cast", "player": "A", "object": "v", "mode": [0, 1],
          "targets": ["bauble", "forest"]}], cards=[vandalize])

    assert result["objects"]["bauble"]["zone"] == "graveyard"
    assert result["objects"]["forest"]["zone"] == "graveyard"


SUBTLE_STRIKE = ("Choose one or both —\n• Target creature gets -1/-1 until end of turn.\n"
                 "• Put a +1/+1 counter on target creature.")


def test_a_continuous_mode_reads_with_its_target() -> None:
    """611.2a, 700.2: Subtle Strike's first mode is a continuous effect on its target."""
    found = _read("Subtle Strike", "Instant", SUBTLE_STRIKE)

    assert found[0] == {"kind": "spell", "affects": "targets",
                        "modifications": [{"op": "modify_pt", "power": -1, "toughness": -1}],
                        "duration": "end_of_turn",
                        "targets": [{"object": {"types": ["Creature"]}}],
                        "mode": "Target creature gets -1/-1 until end of turn.",
                        "choose": [1, 2]}


def test_both_modes_of_subtle_strike_each_affect_their_own_target() -> None:
    """601.2c, 611.2c: the -1/-1 goes on the first mode's target, the counter on the second's."""
    strike = _card("Subtle Strike", "Instant", SUBTLE_STRIKE, colors=["B"])
    result = play(
        [{"id": "s", "card": "Subtle Strike", "controller": "A", "zone": "hand"},
         {"id": "b1", "card": "Grizzly Bears", "controller": "B"},
         {"id": "b2", "card": "Grizzly Bears", "controller": "B"}],
        [{"type": "cast", "player": "A", "object": "s", "mode": [0, 1],
          "targets": ["b1", "b2"]}], cards=[strike])

    assert (result["objects"]["b1"]["power"], result["objects"]["b1"]["toughness"]) == (1, 1)
    assert (result["objects"]["b2"]["power"], result["objects"]["b2"]["toughness"]) == (3, 3)


# --- a target card in your graveyard (115.1, 400.3) -----------------------------------------


@pytest.mark.parametrize(("name", "text", "target"), [
    ("Raise Dead", "Return target creature card from your graveyard to your hand.",
     CREATURE_CARD),
    ("Regrowth", "Return target card from your graveyard to your hand.",
     {"object": {"zones": ["graveyard"], "owner": "you"}}),
    ("Mystic Retrieval", "Return target instant or sorcery card from your graveyard to your "
     "hand.", {"object": {"any": [{"zones": ["graveyard"], "owner": "you", "types": ["Instant"]},
                                  {"zones": ["graveyard"], "owner": "you",
                                   "types": ["Sorcery"]}]}}),
])
def test_return_target_card_from_your_graveyard(name: str, text: str,
                                                target: dict[str, Any]) -> None:
    """115.1: the target is a card in your graveyard; it goes to its owner's hand."""
    assert _read(name, "Sorcery", text) == [
        {"kind": "spell", "targets": [target],
         "effect": [{"do": "return_to_hand", "object": "target"}]}]


def test_raise_dead_returns_the_card_to_its_owners_hand() -> None:
    """400.3: Raise Dead's target, a creature card in A's graveyard, goes to A's hand."""
    raise_dead = _card("Raise Dead", "Sorcery",
                       "Return target creature card from your graveyard to your hand.",
                       colors=["B"])
    result = play(
        [{"id": "rd", "card": "Raise Dead", "controller": "A", "zone": "hand"},
         {"id": "bear", "card": "Grizzly Bears", "controller": "A", "zone": "graveyard"}],
        [{"type": "cast", "player": "A", "object": "rd", "targets": ["bear"]}],
        cards=[raise_dead])

    assert result["objects"]["bear"]["zone"] == "hand"


def test_a_card_in_an_opponents_graveyard_is_no_target_for_raise_dead() -> None:
    """115.1: "from your graveyard": B's card is not a legal target."""
    raise_dead = _card("Raise Dead", "Sorcery",
                       "Return target creature card from your graveyard to your hand.",
                       colors=["B"])
    with pytest.raises(ScenarioError):
        play([{"id": "rd", "card": "Raise Dead", "controller": "A", "zone": "hand"},
              {"id": "bear", "card": "Grizzly Bears", "controller": "B", "zone": "graveyard"}],
             [{"type": "cast", "player": "A", "object": "rd", "targets": ["bear"]}],
             cards=[raise_dead])


# --- damage to each creature and each player ------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "kind", "extra"), [
    ("Volcanic Fallout", "Instant",
     "Volcanic Fallout deals 2 damage to each creature and each player.", "spell", {}),
    ("Bloodfire Colossus", "Creature", "{R}, Sacrifice Bloodfire Colossus: Bloodfire Colossus "
     "deals 6 damage to each creature and each player.", "activated",
     {"cost": "{R}, Sacrifice Bloodfire Colossus"}),
])
def test_damage_to_each_creature_and_each_player(name: str, types: str, text: str, kind: str,
                                                 extra: dict[str, Any]) -> None:
    """120.3: one source deals the damage to every creature and every player."""
    amount = 2 if kind == "spell" else 6
    assert _read(name, types, text) == [
        {"kind": kind, **extra, "effect": [
            {"do": "damage", "objects": {"types": ["Creature"]}, "amount": amount},
            {"do": "damage", "player": "each_player", "amount": amount}]}]


# --- counters on an activated ability's source (122.1, 400.7) --------------------------------


@pytest.mark.parametrize(("name", "text", "cost", "counter", "amount"), [
    ("Mirrodin's Core", "{T}: Put a charge counter on Mirrodin's Core.", "{T}", "charge", 1),
    ("Flesh Carver", "{1}{B}, Sacrifice another creature: Put two +1/+1 counters on Flesh "
     "Carver.", "{1}{B}, Sacrifice another creature", "+1/+1", 2),
])
def test_counters_on_the_source(name: str, text: str, cost: str, counter: str,
                                amount: int) -> None:
    """122.1: the counters go on the ability's source."""
    assert _read(name, "Artifact", text) == [
        {"kind": "activated", "cost": cost, "effect": [
            {"do": "put_counters", "object": "self", "counter": counter, "amount": amount}]}]


def test_no_counter_on_a_source_that_left_the_battlefield() -> None:
    """400.7: the source sacrificed to pay the cost is a new object in the graveyard; "put a
    counter on ~" puts none on the card there."""
    card = {"name": "Test Totem", "types": ["Artifact"], "colors": [], "text": "...",
            "abilities": [{"kind": "activated", "label": "{1}, Sacrifice Test Totem: Put a "
                           "charge counter on Test Totem.", "cost": "{1}, Sacrifice Test Totem",
                           "effect": [{"do": "put_counters", "object": "self",
                                       "counter": "charge", "amount": 1}]}]}
    result = play([{"id": "t", "card": "Test Totem", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "t", "ability": 0,
                    "targets": []}], cards=[card])

    assert result["objects"]["t"]["zone"] == "graveyard"
    assert not result["objects"]["t"].get("counters")


def test_a_counter_on_the_source_on_the_battlefield() -> None:
    """122.1: Mirrodin's Core gets its charge counter."""
    core = _card("Mirrodin's Core", "Land", "{T}: Put a charge counter on Mirrodin's Core.",
                 colors=[])
    result = play([{"id": "core", "card": "Mirrodin's Core", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "core", "ability": 0,
                    "targets": []}], cards=[core])

    assert result["objects"]["core"]["counters"] == {"charge": 1}


# --- triggered abilities read with the spell sentences (603.1, 608.2c) ----------------------


@pytest.mark.parametrize(("name", "text", "trigger", "targets", "effect"), [
    ("Dark Hatchling", "When Dark Hatchling enters the battlefield, destroy target nonblack "
     "creature. It can't be regenerated.", {"on": "enters", "object": "self"},
     [{"object": {"types": ["Creature"], "not_colors": ["B"]}}],
     [{"do": "destroy", "object": "target", "no_regeneration": True}]),
    ("Bloodgift Demon", "At the beginning of your upkeep, target player draws a card and loses "
     "1 life.", {"on": "beginning_of", "step": "upkeep", "player": "you"}, [{"player": "any"}],
     [{"do": "draw", "player": "target", "amount": 1},
      {"do": "lose_life", "player": "target", "amount": 1}]),
    ("Sibsig Muckdraggers", "When Sibsig Muckdraggers enters the battlefield, return target "
     "creature card from your graveyard to your hand.", {"on": "enters", "object": "self"},
     [CREATURE_CARD], [{"do": "return_to_hand", "object": "target"}]),
    ("Sengir Autocrat", "When Sengir Autocrat leaves the battlefield, exile all Serf tokens.",
     {"on": "leaves", "object": "self"}, None,
     [{"do": "exile", "objects": {"subtypes": ["Serf"], "token": True}}]),
])
def test_triggered_effects_read_as_spells_read_them(name: str, text: str, trigger: Any,
                                                    targets: Any, effect: Any) -> None:
    """603.1: the trigger, then what a spell's sentences would do, with its one target."""
    expected: dict[str, Any] = {"kind": "triggered", "trigger": trigger}
    if targets is not None:
        expected["targets"] = targets
    expected["effect"] = effect

    assert _read(name, "Creature", text) == [expected]


@pytest.mark.parametrize("text", [
    # A triggered ability's counter isn't played by engine/turn/stack.py.
    "When Test Card enters the battlefield, counter target spell.",
    # Its tokens are its controller's: "each opponent creates" would be read wrongly.
    "At the beginning of your upkeep, each opponent creates a 1/1 white Soldier creature token.",
    # "its controller" (608.2h) is recorded by a spell's resolution only.
    "When Test Card enters the battlefield, destroy target creature. Its controller gains 2 "
    "life.",
    # "you may" for another player's action.
    "When Test Card enters the battlefield, you may have target player lose 2 life.",
    # Not a creature type.
    "When Test Card enters the battlefield, create a 1/1 white Homunculi creature token.",
])
def test_triggered_effects_it_must_not_claim(text: str) -> None:
    """What a triggered ability would do differently from a spell: left whole."""
    assert _unread("Test Card", "Creature", text) == (text,)


# --- more graveyard targets, damage to players, "you may" (round 2, second step) -------------


@pytest.mark.parametrize(("name", "types", "text", "expected"), [
    ("Unearth", "Sorcery", "Return target creature card with converted mana cost 3 or less "
     "from your graveyard to the battlefield.",
     {"kind": "spell", "targets": [{"object": {**CREATURE_CARD["object"], "max_mana_value": 3}}],
      "effect": [{"do": "return_to_battlefield", "object": "target"}]}),
    ("Coffin Purge", "Instant", "Exile target card from a graveyard.",
     {"kind": "spell", "targets": [{"object": {"zones": ["graveyard"]}}],
      "effect": [{"do": "exile", "object": "target"}]}),
    ("Thraben Heretic", "Creature", "{T}: Exile target creature card from a graveyard.",
     {"kind": "activated", "cost": "{T}",
      "targets": [{"object": {"zones": ["graveyard"], "types": ["Creature"]}}],
      "effect": [{"do": "exile", "object": "target"}]}),
    ("Sizzle", "Sorcery", "Sizzle deals 3 damage to each opponent.",
     {"kind": "spell", "effect": [{"do": "damage", "player": "each_opponent", "amount": 3}]}),
    ("Spear Spewer", "Creature", "{T}: Spear Spewer deals 1 damage to each player.",
     {"kind": "activated", "cost": "{T}",
      "effect": [{"do": "damage", "player": "each_player", "amount": 1}]}),
    ("Eternal Witness", "Creature", "When Eternal Witness enters the battlefield, you may "
     "return target card from your graveyard to your hand.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "targets": [{"object": {"zones": ["graveyard"], "owner": "you"}}],
      "effect": [{"do": "return_to_hand", "object": "target"}], "may": True}),
])
def test_graveyard_targets_players_and_you_may(name: str, types: str, text: str,
                                               expected: dict[str, Any]) -> None:
    """115.1, 120.3, 603.5: real lines and the exact ability each reads as."""
    assert _read(name, types, text) == [expected]


@pytest.mark.parametrize(("types", "text"), [
    # "up to X": X targets chosen as it is cast isn't read (601.2c; "up to two" to the hand is
    # read since round 8, tests/engine/test_oracle_mode_lines.py).
    ("Sorcery", "Return up to X target creature cards from your graveyard to your hand."),
    # A second sentence with a condition on the returned card.
    ("Sorcery", "Return target creature card from your graveyard to the battlefield. If it's "
     "an Angel, put two +1/+1 counters on it."),
    # "your graveyard" for an exile from a graveyard is another filter.
    ("Instant", "Exile target card from an opponent's graveyard."),
    # "you may" before a second sentence ("If you do").
    ("Creature", "When Test Card enters the battlefield, you may exile target card from a "
     "graveyard. If you do, you gain 2 life."),
])
def test_near_misses_stay_unread(types: str, text: str) -> None:
    """Lines that say more than the readers above: left whole."""
    assert _unread("Test Card", types, text) == (text,)


def test_zombify_returns_the_card_to_the_battlefield_under_its_owners_control() -> None:
    """110.2a, 400.7: Zombify's target, a creature card in A's graveyard, enters the battlefield
    under A's control."""
    zombify = _card("Zombify", "Sorcery",
                    "Return target creature card from your graveyard to the battlefield.",
                    colors=["B"])
    result = play(
        [{"id": "z", "card": "Zombify", "controller": "A", "zone": "hand"},
         {"id": "bear", "card": "Grizzly Bears", "controller": "A", "zone": "graveyard"}],
        [{"type": "cast", "player": "A", "object": "z", "targets": ["bear"]}], cards=[zombify])

    assert result["objects"]["bear"]["zone"] == "battlefield"
    assert result["objects"]["bear"]["controller"] == "A"


# --- "can't attack", "can't block", "can't be blocked" (508.1c, 509.1b) ----------------------


@pytest.mark.parametrize(("name", "types", "subtype", "text", "expected"), [
    ("Slither Blade", "Creature", "Naga", "Slither Blade can't be blocked.",
     {"kind": "cant", "what": ["be_blocked"]}),
    ("Insidious Mist", "Creature", "Elemental",
     "Insidious Mist can't block and can't be blocked.",
     {"kind": "cant", "what": ["block", "be_blocked"]}),
    ("Recumbent Bliss", "Enchantment", "Aura", "Enchanted creature can't attack or block.",
     {"kind": "cant", "what": ["attack", "block"], "affects": "enchanted"}),
    ("Demonic Torment", "Enchantment", "Aura", "Enchanted creature can't attack.",
     {"kind": "cant", "what": ["attack"], "affects": "enchanted"}),
])
def test_cant_attack_block_or_be_blocked(name: str, types: str, subtype: str, text: str,
                                         expected: dict[str, Any]) -> None:
    """508.1c, 509.1b: the restriction on the creature itself or the one it enchants."""
    face = {**_face(name, types, text), "subtypes": [subtype]}
    compiled = compile_face(face)

    assert compiled.not_modelled == ()
    parse_card({**face, "abilities": list(compiled.abilities)}, "card")
    assert [{k: v for k, v in a.items() if k != "label"} for a in compiled.abilities] == [
        expected]


@pytest.mark.parametrize(("types", "subtype", "text"), [
    # ~ isn't a creature: an artifact's "can't attack" would be no creature's.
    ("Artifact", "Equipment", "Test Card can't attack."),
    # "Enchanted creature" on a card that isn't an Aura.
    ("Creature", "Spirit", "Enchanted creature can't attack."),
    # "this turn" is an effect's duration, not a static ability.
    ("Creature", "Spirit", "Test Card can't be blocked this turn."),
])
def test_cant_lines_it_must_not_claim(types: str, subtype: str, text: str) -> None:
    """Restrictions on something else, or for a while: left whole."""
    face = {**_face("Test Card", types, text), "subtypes": [subtype]}

    assert compile_face(face).not_modelled == (text,)


def test_an_unblockable_creature_cant_be_blocked() -> None:
    """509.1b: Slither Blade, read by the compiler, can't be blocked."""
    blade = {**_card("Slither Blade", "Creature", "Slither Blade can't be blocked.",
                     colors=["U"]), "subtypes": ["Naga"], "power": 1, "toughness": 2}
    message = _refused(
        [{"id": "blade", "card": "Slither Blade", "controller": "A"},
         {"id": "bear", "card": "Grizzly Bears", "controller": "B"}],
        [{"type": "attack", "attackers": [{"object": "blade"}]},
         {"type": "block", "blockers": [{"object": "bear", "blocking": "blade"}]}],
        cards=[blade])

    assert "can't be blocked" in message


# --- artifact creature tokens, tokens with keywords (111.1, 111.4) ----------------------------

GOLEM = {"types": ["Artifact", "Creature"], "subtypes": ["Golem"], "power": 3, "toughness": 3}


@pytest.mark.parametrize(("name", "types", "text", "expected"), [
    ("Blade Splicer", "Creature", "When Blade Splicer enters the battlefield, create a 3/3 "
     "colorless Golem artifact creature token.",
     {"kind": "triggered", "trigger": {"on": "enters", "object": "self"},
      "effect": [{"do": "create_token", "amount": 1, "token": GOLEM}]}),
    ("Master Trinketeer", "Creature", "{3}{W}: Create a 1/1 colorless Servo artifact creature "
     "token.", {"kind": "activated", "cost": "{3}{W}", "effect": [
         {"do": "create_token", "amount": 1, "token": {
             "types": ["Artifact", "Creature"], "subtypes": ["Servo"], "power": 1,
             "toughness": 1}}]}),
    ("Triplicate Spirits", "Instant", "Create three 1/1 white Spirit creature tokens with "
     "flying.", {"kind": "spell", "effect": [{"do": "create_token", "amount": 3, "token": {
         "types": ["Creature"], "subtypes": ["Spirit"], "colors": ["W"], "power": 1,
         "toughness": 1, "keywords": ["Flying"]}}]}),
])
def test_artifact_creature_tokens_and_tokens_with_keywords(name: str, types: str, text: str,
                                                           expected: dict[str, Any]) -> None:
    """111.1, 111.4, 105.2c: the tokens as the line describes them; colorless is no color."""
    assert _read(name, types, text) == [expected]


def test_master_trinketeer_makes_a_servo() -> None:
    """111.1: the activated ability creates a 1/1 colorless Servo artifact creature token."""
    trinketeer = {**_card("Master Trinketeer", "Creature", "{3}{W}: Create a 1/1 colorless "
                          "Servo artifact creature token.", colors=["W"]),
                  "subtypes": ["Dwarf", "Artificer"], "power": 3, "toughness": 2}
    result = play([{"id": "mt", "card": "Master Trinketeer", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "mt", "ability": 0,
                    "targets": []}], cards=[trinketeer])

    servos = [o for o in result["objects"].values() if o.get("name") == "Servo Token"]
    assert len(servos) == 1
    assert servos[0]["types"] == ["Artifact", "Creature"] and servos[0]["controller"] == "A"


def test_maskwood_nexus_makes_a_shapeshifter_of_every_creature_type() -> None:
    """111.1, 702.73a: the library's Maskwood Nexus, scripted as the compiler reads it, creates
    a 2/2 blue Shapeshifter token with changeling: every creature type."""
    result = play([{"id": "nexus", "card": "Maskwood Nexus", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "nexus", "ability": 1,
                    "targets": []}])

    tokens = [o for o in result["objects"].values() if o.get("name") == "Shapeshifter Token"]
    assert len(tokens) == 1 and tokens[0]["every_creature_type"] is True


# --- "Activate this ability only any time you could cast a sorcery" (602.5d) ----------------

CULT_GUILDMAGE = ("{3}{B}, {T}: Target player discards a card. Activate this ability only any "
                  "time you could cast a sorcery.")


def test_the_sorcery_timing_sentence_is_carried_by_the_label() -> None:
    """602.5d: the 2020 wording of "Activate only as a sorcery" adds no action; the engine reads
    it from the ability's label."""
    compiled = compile_face(_face("Cult Guildmage", "Creature", CULT_GUILDMAGE))

    assert compiled.not_modelled == ()
    assert compiled.abilities[0]["label"] == CULT_GUILDMAGE
    assert compiled.abilities[0]["effect"] == [{"do": "discard", "player": "target",
                                                "amount": 1}]


def test_a_sorcery_speed_ability_is_refused_in_the_opponents_turn() -> None:
    """602.5d, 307.1: B can't activate Cult Guildmage's ability in A's turn."""
    mage = {**_card("Cult Guildmage", "Creature", CULT_GUILDMAGE, colors=["B", "R"]),
            "subtypes": ["Human", "Shaman"], "power": 2, "toughness": 2}
    message = _refused([{"id": "mage", "card": "Cult Guildmage", "controller": "B"}],
                       [{"type": "activate", "player": "B", "object": "mage", "ability": 0,
                         "targets": ["A"]}], cards=[mage])

    assert "sorcery speed" in message and "307.1" in message


def test_a_creature_that_cant_be_countered() -> None:
    """101.2: Carnage Tyrant's "~ can't be countered." is read as on an instant."""
    assert _read("Carnage Tyrant", "Creature", "Carnage Tyrant can't be countered.") == [
        {"kind": "cant", "what": ["be_countered"]}]


def test_a_creature_spell_that_cant_be_countered_resolves() -> None:
    """101.2, 701.5a: B's Cancel doesn't counter Carnage Tyrant, which enters the battlefield."""
    tyrant = {**_card("Carnage Tyrant", "Creature", "Carnage Tyrant can't be countered.",
                      colors=["G"]), "subtypes": ["Dinosaur"], "power": 7, "toughness": 6}
    cancel = _card("Test Cancel", "Instant", "Counter target spell.", colors=["U"])
    result = play(
        [{"id": "t", "card": "Carnage Tyrant", "controller": "A", "zone": "hand"},
         {"id": "c", "card": "Test Cancel", "controller": "B", "zone": "hand"}],
        [{"type": "cast", "player": "A", "object": "t", "targets": []},
         {"type": "cast", "player": "B", "object": "c", "targets": ["t"]}],
        cards=[tyrant, cancel])

    assert result["objects"]["t"]["zone"] == "battlefield"


# --- "Return ~ to its owner's hand" (400.3, 400.7) -------------------------------------------


def test_an_activated_ability_returns_its_source() -> None:
    """400.3: Sliptide Serpent's ability returns it to its owner's hand."""
    assert _read("Sliptide Serpent", "Creature",
                 "{3}{U}: Return Sliptide Serpent to its owner's hand.") == [
        {"kind": "activated", "cost": "{3}{U}",
         "effect": [{"do": "return_to_hand", "object": "self"}]}]


def test_the_source_returns_from_the_battlefield_only() -> None:
    """400.7: a source sacrificed to pay the cost is a new object in the graveyard; "return ~"
    leaves that card there. The same ability without the sacrifice returns it."""
    def card(cost: str) -> dict[str, Any]:
        return {"name": "Test Totem", "types": ["Artifact"], "colors": [], "text": "...",
                "abilities": [{"kind": "activated", "label": f"{cost}: Return Test Totem to "
                               "its owner's hand.", "cost": cost,
                               "effect": [{"do": "return_to_hand", "object": "self"}]}]}
    events = [{"type": "activate", "player": "A", "object": "t", "ability": 0, "targets": []}]

    gone = play([{"id": "t", "card": "Test Totem", "controller": "A"}], events,
                cards=[card("{1}, Sacrifice Test Totem")])
    kept = play([{"id": "t", "card": "Test Totem", "controller": "A"}], events,
                cards=[card("{1}")])

    assert gone["objects"]["t"]["zone"] == "graveyard"
    assert kept["objects"]["t"]["zone"] == "hand"


# --- a triggered ability's discard (701.8a) ----------------------------------------------------


@pytest.mark.parametrize(("name", "text", "effect"), [
    ("Burglar Rat", "When Burglar Rat enters the battlefield, each opponent discards a card.",
     [{"do": "discard", "player": "each_opponent", "amount": 1}]),
    ("Okiba-Gang Shinobi", "Whenever Okiba-Gang Shinobi deals combat damage to a player, that "
     "player discards two cards.", [{"do": "discard", "player": "that_player", "amount": 2}]),
    ("Owl Familiar", "When Owl Familiar enters the battlefield, draw a card, then discard a "
     "card.", [{"do": "draw", "player": "you", "amount": 1},
               {"do": "discard", "player": "you", "amount": 1}]),
])
def test_triggered_discards(name: str, text: str, effect: list[dict[str, Any]]) -> None:
    """701.8a: who discards, and how many."""
    assert _read(name, "Creature", text)[0]["effect"] == effect


def test_that_player_needs_a_trigger_about_a_player() -> None:
    """"that player" of an enters trigger names no one: left whole."""
    text = "When Test Card enters the battlefield, that player discards a card."
    assert _unread("Test Card", "Creature", text) == (text,)


def test_burglar_rat_makes_each_opponent_discard() -> None:
    """701.8a, 603.3: as Burglar Rat's enters trigger resolves, B discards their only card."""
    rat = {**_card("Burglar Rat", "Creature", "When Burglar Rat enters the battlefield, each "
                   "opponent discards a card.", colors=["B"]),
           "subtypes": ["Rat"], "power": 1, "toughness": 1}
    result = play([{"id": "rat", "card": "Burglar Rat", "controller": "A", "zone": "hand"},
                   {"id": "card", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "rat", "targets": []}],
                  cards=[rat])

    assert result["objects"]["rat"]["zone"] == "battlefield"
    assert result["objects"]["card"]["zone"] == "graveyard"


def test_the_player_dealt_combat_damage_discards() -> None:
    """510.2, 701.8a: Chilling Apparition deals combat damage to B; B discards a card."""
    apparition = {**_card("Chilling Apparition", "Creature", "Whenever Chilling Apparition "
                          "deals combat damage to a player, that player discards a card.",
                          colors=["B"]), "subtypes": ["Spirit"], "power": 3, "toughness": 2}
    result = play([{"id": "ca", "card": "Chilling Apparition", "controller": "A"},
                   {"id": "card", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}],
                  [{"type": "attack", "attackers": [{"object": "ca"}]},
                   {"type": "block", "blockers": []}, {"type": "combat_damage"}],
                  cards=[apparition])

    assert result["players"]["B"]["life"] == 17
    assert result["objects"]["card"]["zone"] == "graveyard"


def test_a_trigger_returns_a_card_from_your_graveyard_to_the_battlefield() -> None:
    """603.3, 110.2a: Reya Dawnbringer's upkeep trigger reads as a "may" return of its target,
    a creature card in your graveyard; an enters trigger of the same words puts A's only
    creature card there onto the battlefield under A's control."""
    assert _read("Reya Dawnbringer", "Creature", "At the beginning of your upkeep, you may "
                 "return target creature card from your graveyard to the battlefield.") == [
        {"kind": "triggered", "trigger": {"on": "beginning_of", "step": "upkeep",
                                          "player": "you"},
         "targets": [CREATURE_CARD],
         "effect": [{"do": "return_to_battlefield", "object": "target"}], "may": True}]
    necro = {**_card("Test Necromancer", "Creature", "When Test Necromancer enters the "
                     "battlefield, return target creature card from your graveyard to the "
                     "battlefield.", colors=["B"]), "power": 2, "toughness": 2}
    result = play([{"id": "n", "card": "Test Necromancer", "controller": "A", "zone": "hand"},
                   {"id": "bear", "card": "Grizzly Bears", "controller": "A",
                    "zone": "graveyard"}],
                  [{"type": "enter", "object": "n"}], cards=[necro])

    assert result["objects"]["bear"]["zone"] == "battlefield"
    assert result["objects"]["bear"]["controller"] == "A"


@pytest.mark.parametrize("text", [
    "Return target enchantment card from your graveyard to the battlefield.",
    "Return target permanent card from your graveyard to the battlefield.",
    "Return target card from your graveyard to the battlefield.",
])
def test_a_card_that_may_be_an_aura_is_not_returned_to_the_battlefield(text: str) -> None:
    """303.4f: an Aura put onto the battlefield is attached to an object its controller
    chooses, which the engine doesn't ask: left whole."""
    assert _unread("Test Card", "Sorcery", text) == (text,)
