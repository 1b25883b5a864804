"""The Oracle compiler's restriction statics (issue 27 round 3, engine/oracle/
templates_restrictions.py): real lines of the dev corpus (Oracle text of 2020) and the exact
abilities they compile to, the lines they must leave alone, and the engine playing what they
read: "doesn't untap during ... untap step" (502.3) and "attacks each combat if able"
(508.1d). Each run keeps a golden trace of its whole output."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)


def _face(name: str, types: str, subtypes: str, text: str) -> dict[str, Any]:
    face: dict[str, Any] = {"name": name, "types": types.split(" "),
                            "subtypes": subtypes.split(" ") if subtypes else [], "text": text}
    if "Creature" in face["types"]:
        face.update(power=2, toughness=2)
    return face


def _read(name: str, types: str, subtypes: str, text: str) -> list[dict[str, Any]]:
    """The abilities of a real card's line without labels; the line claimed, and the engine
    loads them as a card's."""
    face = _face(name, types, subtypes, text)
    return read_whole(face)


def _card(name: str, types: str, subtypes: str, text: str) -> dict[str, Any]:
    """A card file made of the compiler's reading (as the card import makes it)."""
    face = _face(name, types, subtypes, text)
    return {**face, "colors": ["R"], "mana_value": 2,
            "abilities": list(compile_face(face).card_abilities())}


def _refused(objects: list[dict[str, Any]], events: list[dict[str, Any]], **extra: Any) -> str:
    with pytest.raises(ScenarioError) as caught:
        play(objects, events, **extra)
    return str(caught.value)


UNTAP = ["untap_during_untap_step"]


# --- "doesn't untap during ... untap step" (502.3) -------------------------------------------


@pytest.mark.parametrize(("name", "types", "subtypes", "text", "expected"), [
    ("Basalt Monolith", "Artifact", "", "Basalt Monolith doesn't untap during your untap step.",
     {"kind": "cant", "what": UNTAP}),
    ("Colossus of Sardia", "Artifact Creature", "Golem",
     "Colossus of Sardia doesn't untap during your untap step.",
     {"kind": "cant", "what": UNTAP}),
    ("Rubinia Soulsinger", "Creature", "Faerie", "You may choose not to untap Rubinia "
     "Soulsinger during your untap step.", {"kind": "cant", "what": UNTAP, "may": True}),
    ("Claustrophobia", "Enchantment", "Aura",
     "Enchanted creature doesn't untap during its controller's untap step.",
     {"kind": "cant", "what": UNTAP, "affects": "enchanted"}),
    ("Ice Over", "Enchantment", "Aura",
     "Enchanted permanent doesn't untap during its controller's untap step.",
     {"kind": "cant", "what": UNTAP, "affects": "enchanted"}),
    ("Intruder Alarm", "Enchantment", "",
     "Creatures don't untap during their controllers' untap steps.",
     {"kind": "cant", "what": UNTAP, "affects": {"types": ["Creature"]}}),
    ("Back to Basics", "Enchantment", "",
     "Nonbasic lands don't untap during their controllers' untap steps.",
     {"kind": "cant", "what": UNTAP,
      "affects": {"types": ["Land"], "not_supertypes": ["Basic"]}}),
    ("Mist of Stagnation", "Enchantment", "",
     "Permanents don't untap during their controllers' untap steps.",
     {"kind": "cant", "what": UNTAP, "affects": {}}),
    ("Thelon's Curse", "Enchantment", "",
     "Blue creatures don't untap during their controllers' untap steps.",
     {"kind": "cant", "what": UNTAP, "affects": {"types": ["Creature"], "colors": ["U"]}}),
])
def test_doesnt_untap_lines_read_as_a_cant_untap_ability(
        name: str, types: str, subtypes: str, text: str, expected: dict[str, Any]) -> None:
    """502.3: given a real "doesn't untap" line, when compiled, then it is a cant ability on
    the permanent itself, the one it is attached to, or every permanent of the filter."""
    assert _read(name, types, subtypes, text) == [expected]


@pytest.mark.parametrize(("types", "subtypes", "text"), [
    # A one-time effect (a resolving ability's), not a static ability.
    ("Creature", "Elf", "Test Card doesn't untap during your next untap step."),
    # A condition the cant ability can't say.
    ("Artifact", "", "Test Card doesn't untap during your untap step if it has a depletion "
     "counter on it."),
    # "Enchanted creature" on a card that isn't an Aura.
    ("Creature", "Spirit", "Enchanted creature doesn't untap during its controller's untap "
     "step."),
    # "may" for something other than ~ itself.
    ("Enchantment", "Aura", "You may choose not to untap enchanted creature during your "
     "untap step."),
    # A filter naming a controller: "their controllers'" would then be only some players'.
    ("Enchantment", "", "Creatures you control don't untap during their controllers' untap "
     "steps."),
])
def test_untap_lines_it_must_not_claim(types: str, subtypes: str, text: str) -> None:
    """Given an untap line with a duration, a condition, a choice or the wrong holder, when
    compiled, then it is left whole."""
    assert compile_face(_face("Test Card", types, subtypes, text)).not_modelled == (text,)


def test_a_permanent_that_doesnt_untap_stays_tapped_in_the_untap_step() -> None:
    """502.3: given a tapped Colossus of Sardia (read by the compiler) and a tapped Grizzly
    Bears, when their controller's untap step happens, then only the Bears untap and the trace
    says why the Colossus doesn't."""
    colossus = _card("Colossus of Sardia", "Artifact Creature", "Golem",
                     "Colossus of Sardia doesn't untap during your untap step.")
    result = play([{"id": "colossus", "card": "Colossus of Sardia", "tapped": True},
                   {"id": "bear", "card": "Grizzly Bears", "tapped": True}],
                  [{"type": "untap"}], cards=[colossus])

    assert result["objects"]["colossus"]["tapped"] is True
    assert result["objects"]["bear"]["tapped"] is False
    assert "Colossus of Sardia doesn't untap during this untap step" in str(result)


def test_an_aura_keeps_the_enchanted_creature_tapped() -> None:
    """502.3: given Claustrophobia (read by the compiler) on B's tapped creature, when B's
    untap step happens, then the enchanted creature stays tapped and B's other creature
    untaps."""
    aura = _card("Claustrophobia", "Enchantment", "Aura",
                 "Enchanted creature doesn't untap during its controller's untap step.")
    result = play([{"id": "bear", "card": "Grizzly Bears", "controller": "B", "tapped": True},
                   {"id": "other", "card": "Grizzly Bears", "controller": "B", "tapped": True},
                   {"id": "aura", "card": "Claustrophobia", "controller": "A",
                    "attached_to": "bear"}],
                  [{"type": "end_turn"}, {"type": "untap"}], cards=[aura])

    assert result["objects"]["bear"]["tapped"] is True
    assert result["objects"]["other"]["tapped"] is False


def test_a_stun_counter_stays_on_a_permanent_that_doesnt_untap() -> None:
    """122.1d, 502.3: a stun counter is removed only instead of untapping; given a tapped
    Colossus of Sardia with a stun counter, when the untap step happens, then it stays tapped
    and keeps the counter (it wouldn't have untapped)."""
    colossus = _card("Colossus of Sardia", "Artifact Creature", "Golem",
                     "Colossus of Sardia doesn't untap during your untap step.")
    result = play([{"id": "colossus", "card": "Colossus of Sardia", "tapped": True,
                    "counters": {"stun": 1}}],
                  [{"type": "untap"}], cards=[colossus])

    assert result["objects"]["colossus"]["tapped"] is True
    assert result["objects"]["colossus"]["counters"] == {"stun": 1}


def _soulsinger() -> dict[str, Any]:
    return _card("Rubinia Soulsinger", "Creature", "Faerie", "You may choose not to untap "
                 "Rubinia Soulsinger during your untap step.")


def test_the_active_player_is_asked_whether_to_untap() -> None:
    """502.3: given a tapped Rubinia Soulsinger (read by the compiler) and no answer, when its
    controller's untap step happens, then the run stops asking A whether to untap it."""
    result = play([{"id": "r", "card": "Rubinia Soulsinger", "tapped": True}],
                  [{"type": "untap"}], cards=[_soulsinger()])

    assert result["pending_choice"]["player"] == "A"
    assert [o["id"] for o in result["pending_choice"]["options"]] == ["untap", "keep_tapped"]


@pytest.mark.parametrize(("choose", "tapped"), [("keep_tapped", True), ("untap", False)])
def test_the_answer_decides_whether_it_untaps(choose: str, tapped: bool) -> None:
    """502.3: given a tapped Rubinia Soulsinger, when A answers keep_tapped / untap, then it
    stays tapped / untaps."""
    result = play([{"id": "r", "card": "Rubinia Soulsinger", "tapped": True}],
                  [{"type": "untap"}], cards=[_soulsinger()],
                  choices=[{"player": "A", "choose": choose}])

    assert result["objects"]["r"]["tapped"] is tapped


def test_a_group_that_doesnt_untap_leaves_other_permanents_alone() -> None:
    """502.3: given Thelon's Curse (read by the compiler: blue creatures) and A's tapped blue
    and green creatures, when A's untap step happens, then only the green one untaps."""
    curse = _card("Thelon's Curse", "Enchantment", "",
                  "Blue creatures don't untap during their controllers' untap steps.")
    blue = {"name": "Blue Bird", "types": ["Creature"], "colors": ["U"], "mana_value": 1,
            "power": 1, "toughness": 1, "abilities": []}
    result = play([{"id": "curse", "card": "Thelon's Curse", "controller": "B"},
                   {"id": "bird", "card": "Blue Bird", "tapped": True},
                   {"id": "bear", "card": "Grizzly Bears", "tapped": True}],
                  [{"type": "untap"}], cards=[curse, blue])

    assert result["objects"]["bird"]["tapped"] is True
    assert result["objects"]["bear"]["tapped"] is False


# --- "attacks each combat if able" (508.1d) --------------------------------------------------

REQUIRED = {"kind": "requirement", "what": ["attack_each_combat"]}


@pytest.mark.parametrize(("name", "types", "subtypes", "text", "expected"), [
    ("Bloodrock Cyclops", "Creature", "Cyclops", "Bloodrock Cyclops attacks each combat if able.",
     REQUIRED),
    ("Lust for War", "Enchantment", "Aura", "Enchanted creature attacks each combat if able.",
     {**REQUIRED, "affects": "enchanted"}),
    ("Warmonger Hellkite", "Creature", "Dragon", "All creatures attack each combat if able.",
     {**REQUIRED, "affects": {"types": ["Creature"]}}),
    ("Goblin Assault", "Enchantment", "", "Goblin creatures attack each combat if able.",
     {**REQUIRED, "affects": {"types": ["Creature"], "subtypes": ["Goblin"]}}),
    ("Angler Turtle", "Creature", "Turtle",
     "Creatures your opponents control attack each combat if able.",
     {**REQUIRED, "affects": {"types": ["Creature"], "controller": "opponent"}}),
])
def test_attacks_each_combat_lines_read_as_a_requirement(
        name: str, types: str, subtypes: str, text: str, expected: dict[str, Any]) -> None:
    """508.1d: given a real "attacks each combat if able" line, when compiled, then it is a
    requirement on the creature itself, the one enchanted, or every creature of the filter."""
    assert _read(name, types, subtypes, text) == [expected]


@pytest.mark.parametrize(("types", "subtypes", "text"), [
    # Not a creature: nothing of it attacks.
    ("Artifact", "", "Test Card attacks each combat if able."),
    ("Creature", "Spirit", "Test Card attacks each combat if able unless you control a "
     "creature named Advocate of the Beast."),
    # 509.1c: blocking requirements aren't checked.
    ("Creature", "Spirit", "Test Card blocks each combat if able."),
    ("Enchantment", "Aura", "Enchanted permanent attacks each combat if able."),
    ("Creature", "Spirit", "Test Card attacks this turn if able."),
])
def test_attack_requirement_lines_it_must_not_claim(types: str, subtypes: str,
                                                    text: str) -> None:
    """Given a requirement on no creature, with a condition, for blocking or for a while, when
    compiled, then it is left whole."""
    assert compile_face(_face("Test Card", types, subtypes, text)).not_modelled == (text,)


CYCLOPS_TEXT = "Bloodrock Cyclops attacks each combat if able."


def test_a_creature_that_must_attack_and_is_able_must_be_declared() -> None:
    """508.1d: given Bloodrock Cyclops (read by the compiler), untapped and under A's control
    since the turn began, when A declares no attackers, then the declaration is refused,
    naming the requirement."""
    cyclops = _card("Bloodrock Cyclops", "Creature", "Cyclops", CYCLOPS_TEXT)
    message = _refused([{"id": "cyclops", "card": "Bloodrock Cyclops"}],
                       [{"type": "attack", "attackers": []}], cards=[cyclops])

    assert "events[0].attackers" in message
    assert "Bloodrock Cyclops must attack this combat" in message
    assert "508.1d" in message


def test_a_creature_that_must_attack_attacks_when_declared() -> None:
    """508.1d: given Bloodrock Cyclops, when A declares it as an attacker, then it attacks
    and becomes tapped (508.1f)."""
    cyclops = _card("Bloodrock Cyclops", "Creature", "Cyclops", CYCLOPS_TEXT)
    result = play([{"id": "cyclops", "card": "Bloodrock Cyclops"}],
                  [{"type": "attack", "attackers": [{"object": "cyclops"}]}], cards=[cyclops])

    assert result["objects"]["cyclops"]["tapped"] is True


@pytest.mark.parametrize("extra", [{"tapped": True}, {"summoning_sick": True}])
def test_a_creature_unable_to_attack_is_excused(extra: dict[str, Any]) -> None:
    """508.1d: a requirement applies only if the creature is able to attack; given a tapped
    or summoning-sick Bloodrock Cyclops, when A declares no attackers, then that is
    allowed."""
    cyclops = _card("Bloodrock Cyclops", "Creature", "Cyclops", CYCLOPS_TEXT)
    result = play([{"id": "cyclops", "card": "Bloodrock Cyclops", **extra}],
                  [{"type": "attack", "attackers": []}], cards=[cyclops])

    assert result["objects"]["cyclops"]["zone"] == "battlefield"


def test_the_requirement_is_for_its_controllers_combats_only() -> None:
    """508.1d, 508.1a: only the active player's creatures attack; given B's Bloodrock Cyclops,
    when A declares no attackers, then nothing requires it."""
    cyclops = _card("Bloodrock Cyclops", "Creature", "Cyclops", CYCLOPS_TEXT)
    result = play([{"id": "cyclops", "card": "Bloodrock Cyclops", "controller": "B"}],
                  [{"type": "attack", "attackers": []}], cards=[cyclops])

    assert result["objects"]["cyclops"]["tapped"] is False


def test_an_aura_makes_the_enchanted_creature_attack() -> None:
    """508.1d: given Lust for War (read by the compiler) on A's Grizzly Bears, when A declares
    no attackers, then the declaration is refused."""
    aura = _card("Lust for War", "Enchantment", "Aura",
                 "Enchanted creature attacks each combat if able.")
    message = _refused([{"id": "bear", "card": "Grizzly Bears"},
                        {"id": "aura", "card": "Lust for War", "controller": "B",
                         "attached_to": "bear"}],
                       [{"type": "attack", "attackers": []}], cards=[aura])

    assert "Grizzly Bears must attack this combat" in message


# --- blocking restrictions (509.1b) ----------------------------------------------------------

NOT_FLYING = {"types": ["Creature"], "not_keywords": ["Flying"]}


@pytest.mark.parametrize(("name", "types", "subtypes", "text", "expected"), [
    ("Mistral Charger", "Creature", "Pegasus", "Mistral Charger can block only creatures with "
     "flying.", {"kind": "cant", "what": ["block"], "by": NOT_FLYING}),
    ("Hunted Horror", "Creature", "Horror", "Hunted Horror can't be blocked by more than one "
     "creature.", {"kind": "cant", "what": ["be_blocked_by_more_than_one"]}),
    ("Ironclaw Orcs", "Creature", "Orc", "Ironclaw Orcs can't be blocked by artifact creatures.",
     {"kind": "cant", "what": ["be_blocked"], "by": {"types": ["Artifact", "Creature"]}}),
    ("Sacred Knight", "Creature", "Human Knight", "Sacred Knight can't be blocked by blue "
     "creatures.", {"kind": "cant", "what": ["be_blocked"],
                    "by": {"types": ["Creature"], "colors": ["U"]}}),
    ("Goblin War Drums", "Creature", "Goblin", "Goblin War Drums can't be blocked by Walls.",
     {"kind": "cant", "what": ["be_blocked"], "by": {"subtypes": ["Wall"]}}),
    ("Aspect of Mongoose", "Enchantment", "Aura", "Enchanted creature can't be blocked by "
     "white creatures.", {"kind": "cant", "what": ["be_blocked"], "affects": "enchanted",
                          "by": {"types": ["Creature"], "colors": ["W"]}}),
    ("Cloud Pirates", "Creature", "Human Pirate", "Cloud Pirates can't be blocked except by "
     "creatures with flying or reach.",
     {"kind": "cant", "what": ["be_blocked"],
      "by": {"types": ["Creature"], "not_keywords": ["Flying", "Reach"]}}),
    # (Round 2 left this line: the cant ability had no "by" then.)
    ("Evasive Test", "Creature", "Spirit", "Evasive Test can't be blocked except by Walls.",
     {"kind": "cant", "what": ["be_blocked"],
      "by": {"types": ["Creature"], "not_subtypes": ["Wall"]}}),
    ("Amrou Scout Test", "Creature", "Rebel", "Amrou Scout Test can't be blocked by creatures "
     "with power 2 or less.", {"kind": "cant", "what": ["be_blocked"],
                               "by": {"types": ["Creature"]}, "by_power_at_most": 2}),
    ("Ogre Test", "Creature", "Ogre", "Ogre Test can't block creatures with power 2 or greater.",
     {"kind": "cant", "what": ["block"], "by": {"types": ["Creature"]},
      "by_power_at_least": 2}),
    ("Sacred Sword", "Creature", "Spirit", "Sacred Sword can't be blocked except by blue "
     "creatures.", {"kind": "cant", "what": ["be_blocked"],
                    "by": {"types": ["Creature"], "not_colors": ["U"]}}),
])
def test_blocking_restrictions_read_with_the_other_creature(
        name: str, types: str, subtypes: str, text: str, expected: dict[str, Any]) -> None:
    """509.1b: given a real restriction naming which creatures can block it (or it can block),
    when compiled, then it is a cant ability whose ``by`` filter is the other creature of the
    block it forbids."""
    assert _read(name, types, subtypes, text) == [expected]


@pytest.mark.parametrize(("types", "subtypes", "text"), [
    # "with flying" isn't a filter field (only "without"). (Power against ~'s own is read since
    # round 9: tests/engine/test_oracle_power_block.py.)
    ("Creature", "Spirit", "Test Card can't be blocked by creatures with flying."),
    ("Creature", "Spirit", "Test Card can't be blocked by creatures with power 2 or less this "
     "turn."),
    # A count: not one block's other creature.
    ("Creature", "Spirit", "Test Card can't be blocked except by three or more creatures."),
    # Not a creature, or not an Aura.
    ("Artifact", "", "Test Card can block only creatures with flying."),
    ("Creature", "Spirit", "Enchanted creature can't be blocked by white creatures."),
    # A filter with a controller: the blocker's controller isn't the restriction's.
    ("Creature", "Spirit", "Test Card can't be blocked by creatures you control."),
    # "this turn" is a resolving effect's duration.
    ("Creature", "Spirit", "Test Card can't be blocked by Walls this turn."),
])
def test_blocking_lines_it_must_not_claim(types: str, subtypes: str, text: str) -> None:
    """Given a blocking restriction the filter can't say, on the wrong holder, or for a while,
    when compiled, then it is left whole."""
    assert compile_face(_face("Test Card", types, subtypes, text)).not_modelled == (text,)


FLYER = {"name": "Test Flyer", "types": ["Creature"], "colors": ["W"], "mana_value": 2,
         "power": 1, "toughness": 1, "abilities": [{"kind": "keyword", "keyword": "Flying"}]}


def _charger() -> dict[str, Any]:
    return _card("Mistral Charger", "Creature", "Pegasus",
                 "Flying\nMistral Charger can block only creatures with flying.")


def test_a_creature_that_blocks_only_flyers_cant_block_a_ground_creature() -> None:
    """509.1b: given B's Mistral Charger (read by the compiler), when it blocks A's Grizzly
    Bears (no flying), then the block is refused naming the restriction."""
    message = _refused([{"id": "bear", "card": "Grizzly Bears"},
                        {"id": "charger", "card": "Mistral Charger", "controller": "B"}],
                       [{"type": "attack", "attackers": [{"object": "bear"}]},
                        {"type": "block", "blockers": [{"object": "charger",
                                                        "blocking": "bear"}]}],
                       cards=[_charger()])

    assert "Mistral Charger can't block Grizzly Bears" in message
    assert "509.1b" in message


def test_a_creature_that_blocks_only_flyers_blocks_a_flyer() -> None:
    """509.1b: given B's Mistral Charger, when it blocks A's attacking creature with flying,
    then the block stands (the restriction doesn't apply to it)."""
    result = play([{"id": "flyer", "card": "Test Flyer"},
                   {"id": "charger", "card": "Mistral Charger", "controller": "B"}],
                  [{"type": "attack", "attackers": [{"object": "flyer"}]},
                   {"type": "block", "blockers": [{"object": "charger", "blocking": "flyer"}]}],
                  cards=[_charger(), FLYER])

    assert "Mistral Charger blocks Test Flyer" in str(result["steps"])


def test_a_creature_cant_be_blocked_by_the_filters_creatures() -> None:
    """509.1b: given A's Sacred Knight (read: can't be blocked by blue creatures) attacking,
    when B's blue creature blocks it, then the block is refused; a green one may block it."""
    knight = _card("Sacred Knight", "Creature", "Human Knight",
                   "Sacred Knight can't be blocked by blue creatures.")
    blue = {**FLYER, "name": "Test Blue", "colors": ["U"], "abilities": []}
    objects = [{"id": "knight", "card": "Sacred Knight"},
               {"id": "blue", "card": "Test Blue", "controller": "B"},
               {"id": "bear", "card": "Grizzly Bears", "controller": "B"}]
    attack = {"type": "attack", "attackers": [{"object": "knight"}]}

    message = _refused(objects, [attack, {"type": "block", "blockers": [
        {"object": "blue", "blocking": "knight"}]}], cards=[knight, blue])
    result = play(objects, [attack, {"type": "block", "blockers": [
        {"object": "bear", "blocking": "knight"}]}], cards=[knight, blue])

    assert "Test Blue can't block Sacred Knight" in message
    assert result["objects"]["knight"]["zone"] == "battlefield"


def test_a_creature_cant_be_blocked_by_more_than_one() -> None:
    """509.1b: given A's Hunted Horror (read by the compiler) attacking, when two of B's
    creatures block it, then the blocks are refused; one alone may block it."""
    horror = _card("Hunted Horror", "Creature", "Horror",
                   "Hunted Horror can't be blocked by more than one creature.")
    objects = [{"id": "horror", "card": "Hunted Horror"},
               {"id": "b1", "card": "Grizzly Bears", "controller": "B"},
               {"id": "b2", "card": "Grizzly Bears", "controller": "B"}]
    attack = {"type": "attack", "attackers": [{"object": "horror"}]}

    message = _refused(objects, [attack, {"type": "block", "blockers": [
        {"object": "b1", "blocking": "horror"}, {"object": "b2", "blocking": "horror"}]}],
        cards=[horror])
    result = play(objects, [attack, {"type": "block", "blockers": [
        {"object": "b1", "blocking": "horror"}]}], cards=[horror])

    assert "Hunted Horror is blocked by 2 creatures" in message
    assert "509.1b" in message
    assert result["objects"]["b2"]["zone"] == "battlefield"


# --- "Activate only once each turn" (602.5b) -------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("{1}{G}: Test Card gets +1/+1 until end of turn. Activate this ability only once each "
     "turn.", {"kind": "activated", "affects": "self", "cost": "{1}{G}",
               "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}],
               "duration": "end_of_turn"}),
    ("{2}: Put a +1/+1 counter on Test Card. Activate only once each turn.",
     {"kind": "activated", "cost": "{2}", "effect": [
         {"do": "put_counters", "object": "self", "counter": "+1/+1", "amount": 1}]}),
    # Surveil (701.42a) is read since round 7 (templates_library_order).
    ("{2}: Surveil 1. Activate only once each turn.",
     {"kind": "activated", "cost": "{2}", "effect": [{"do": "surveil", "amount": 1}]}),
])
def test_once_each_turn_is_the_activated_ability_with_its_restriction(
        text: str, expected: dict[str, Any]) -> None:
    """602.5b: given an activated ability followed by "Activate only once each turn.", when
    compiled, then it is the ability the rest reads to, its label keeping the restriction."""
    face = _face("Test Card", "Creature", "Beast", text)
    compiled = compile_face(face)

    assert _read("Test Card", "Creature", "Beast", text) == [expected]
    assert compiled.abilities[0]["label"] == text


@pytest.mark.parametrize("text", [
    # A mana ability isn't activated by the engine (605).
    "{T}: Add {G}. Activate only once each turn.",
    # The rest is read by no template.
    "{2}: Fateseal 1. Activate only once each turn.",
    # A condition on the game the engine doesn't check.
    "{2}: Put a +1/+1 counter on Test Card. Activate this ability only if seven or more cards "
    "are in your graveyard.",
    # Another restriction the engine doesn't check.
    "{2}: Put a +1/+1 counter on Test Card. Activate only once each turn and only during "
    "your upkeep.",
])
def test_once_each_turn_lines_it_must_not_claim(text: str) -> None:
    """Given a once-each-turn line whose ability no template reads, or with more restrictions,
    when compiled, then it is left whole."""
    assert compile_face(_face("Test Card", "Creature", "Beast", text)).not_modelled == (text,)


def test_during_your_turn_is_the_activated_ability_with_its_restriction() -> None:
    """602.5: given "... Activate only during your turn.", when compiled, then it is the
    ability the rest reads to, its label keeping the restriction."""
    text = "{2}: Put a +1/+1 counter on Test Card. Activate only during your turn."

    assert _read("Test Card", "Creature", "Beast", text) == [
        {"kind": "activated", "cost": "{2}", "effect": [
            {"do": "put_counters", "object": "self", "counter": "+1/+1", "amount": 1}]}]


def _grower() -> dict[str, Any]:
    return _card("Test Grower", "Creature", "Beast", "{2}: Put a +1/+1 counter on Test "
                 "Grower. Activate only during your turn.")


def test_an_ability_for_your_turn_only_is_refused_in_an_opponents_turn() -> None:
    """602.5: given A's Test Grower, when A activates it during B's turn, then the activation
    is refused; during A's turn it resolves."""
    grow = {"type": "activate", "player": "A", "object": "g", "ability": 0, "targets": []}
    message = _refused([{"id": "g", "card": "Test Grower"}], [{"type": "end_turn"}, grow],
                       cards=[_grower()])
    result = play([{"id": "g", "card": "Test Grower"}], [grow], cards=[_grower()])

    assert "only during its controller's turn, and it is B's turn" in message
    assert result["objects"]["g"]["counters"] == {"+1/+1": 1}


def _pump() -> dict[str, Any]:
    return _card("Test Pumper", "Creature", "Beast", "{1}{G}: Test Pumper gets +1/+1 until end "
                 "of turn. Activate this ability only once each turn.")


ACTIVATE = {"type": "activate", "player": "A", "object": "p", "ability": 0, "targets": []}


def test_an_ability_activated_once_this_turn_cant_be_activated_again() -> None:
    """602.5b: given Test Pumper whose ability was activated this turn, when A activates it
    again, then the activation is refused naming the rule."""
    message = _refused([{"id": "p", "card": "Test Pumper"}], [ACTIVATE, ACTIVATE],
                       cards=[_pump()])

    assert "events[1].ability" in message
    assert "only once each turn" in message
    assert "602.5b" in message


def test_an_ability_activated_last_turn_can_be_activated_again() -> None:
    """602.5b: "once each turn" counts this turn's activations only; given Test Pumper
    activated in A's turn, when it is activated again in the next turn, then it resolves
    (+1/+1 until that turn's end)."""
    result = play([{"id": "p", "card": "Test Pumper"}],
                  [ACTIVATE, {"type": "end_turn"}, ACTIVATE], cards=[_pump()])

    assert result["objects"]["p"]["power"] == 3


# --- "can't attack unless ..." (508.1c, 509.1b) ----------------------------------------------

SEA_SERPENT = ("Sea Serpent can't attack unless defending player controls an Island.\n"
               "When you control no Islands, sacrifice Sea Serpent.")


@pytest.mark.parametrize(("name", "text", "expected"), [
    ("Sea Serpent", "Sea Serpent can't attack unless defending player controls an Island.",
     {"kind": "cant", "what": ["attack"], "unless_defending_controls": {"subtypes": ["Island"]}}),
    ("Icefall Test", "Icefall Test can't attack unless defending player controls a snow land.",
     {"kind": "cant", "what": ["attack"],
      "unless_defending_controls": {"types": ["Land"], "supertypes": ["Snow"]}}),
    ("Gravedigger Test", "Gravedigger Test can't block unless you control another Zombie.",
     {"kind": "cant", "what": ["block"],
      "unless_you_control": {"subtypes": ["Zombie"], "other": True}}),
    ("Giant Test", "Giant Test can't attack or block unless you control another Giant.",
     {"kind": "cant", "what": ["attack", "block"],
      "unless_you_control": {"subtypes": ["Giant"], "other": True}}),
])
def test_cant_unless_lines_read_with_their_condition(name: str, text: str,
                                                     expected: dict[str, Any]) -> None:
    """508.1c, 509.1b: given a restriction with an "unless [a player] controls" condition,
    when compiled, then it is a cant ability with the condition's filter."""
    assert _read(name, "Creature", "Serpent", text) == [expected]


@pytest.mark.parametrize("text", [
    "Test Card can't attack unless you control a Knight or a Soldier.",
    "Test Card can't attack unless there is a Mountain on the battlefield.",
    "Test Card can't attack unless you control more creatures than defending player.",
    "Test Card can't attack unless an opponent has been dealt damage this turn.",
    "Test Card can't block unless you control more creatures than attacking player.",
    "Test Card can't attack or block unless you pay {2}.",
])
def test_cant_unless_lines_it_must_not_claim(text: str) -> None:
    """Given a condition the filter can't say (a count, an event, a cost), when compiled, then
    it is left whole."""
    assert compile_face(_face("Test Card", "Creature", "Beast", text)).not_modelled == (text,)


def _serpent() -> dict[str, Any]:
    return _card("Sea Serpent", "Creature", "Serpent", SEA_SERPENT)


def test_sea_serpent_is_read_whole() -> None:
    """Given Sea Serpent's two lines, when compiled, then both are read (the card is wholly
    read)."""
    assert compile_face(_face("Sea Serpent", "Creature", "Serpent",
                              SEA_SERPENT)).not_modelled == ()


def test_sea_serpent_cant_attack_a_player_without_an_island() -> None:
    """508.1c: given A's Sea Serpent and an Island of A's (so it stays), when it attacks B, who
    controls no Island, then the declaration is refused naming the restriction."""
    message = _refused([{"id": "s", "card": "Sea Serpent"}, {"id": "i", "card": "Island"}],
                       [{"type": "attack", "attackers": [{"object": "s"}]}],
                       cards=[_serpent()])

    assert "Sea Serpent can't attack B" in message
    assert "508.1c" in message


def test_sea_serpent_attacks_a_player_with_an_island() -> None:
    """508.1c: given A's Sea Serpent and B's Island, when it attacks B, then it attacks."""
    result = play([{"id": "s", "card": "Sea Serpent"}, {"id": "mine", "card": "Island"},
                   {"id": "i", "card": "Island", "controller": "B"}],
                  [{"type": "attack", "attackers": [{"object": "s"}]}], cards=[_serpent()])

    assert result["objects"]["s"]["tapped"] is True


def test_a_creature_that_must_attack_is_excused_by_a_restriction_on_whom() -> None:
    """508.1d, 508.1c: the requirement is obeyed only without violating a restriction; given
    A's creature that attacks each combat if able and can't attack unless defending player
    controls an Island, and B without Islands, when A declares no attackers, then that is
    legal."""
    eel = _card("Test Eel", "Creature", "Fish",
                "Test Eel attacks each combat if able.\n"
                "Test Eel can't attack unless defending player controls an Island.")
    result = play([{"id": "e", "card": "Test Eel"}],
                  [{"type": "attack", "attackers": []}], cards=[eel])

    assert result["objects"]["e"]["tapped"] is False


def test_a_creature_cant_block_without_another_of_its_type() -> None:
    """509.1b: given B's Gravedigger Test ("can't block unless you control another Zombie")
    alone, when it blocks, then the block is refused; with another Zombie of B's, it
    blocks."""
    digger = {**_card("Gravedigger Test", "Creature", "Zombie",
                      "Gravedigger Test can't block unless you control another Zombie."),
              "subtypes": ["Zombie"]}
    zombie = {"name": "Test Zombie", "types": ["Creature"], "subtypes": ["Zombie"],
              "colors": ["B"], "mana_value": 1, "power": 1, "toughness": 1, "abilities": []}
    alone = [{"id": "bear", "card": "Grizzly Bears"},
             {"id": "d", "card": "Gravedigger Test", "controller": "B"}]
    events = [{"type": "attack", "attackers": [{"object": "bear"}]},
              {"type": "block", "blockers": [{"object": "d", "blocking": "bear"}]}]

    message = _refused(alone, events, cards=[digger, zombie])
    result = play([*alone, {"id": "z", "card": "Test Zombie", "controller": "B"}], events,
                  cards=[digger, zombie])

    assert "Gravedigger Test can't block" in message
    assert "Gravedigger Test blocks Grizzly Bears" in str(result["steps"])


def test_a_power_bound_forbids_only_blockers_within_it() -> None:
    """509.1b: given A's attacker that can't be blocked by creatures with power 2 or less,
    when B's 2/2 blocks it, then the block is refused; B's 3/3 may block it."""
    scout = _card("Amrou Scout Test", "Creature", "Rebel", "Amrou Scout Test can't be blocked "
                  "by creatures with power 2 or less.")
    big = {"name": "Test Giant", "types": ["Creature"], "colors": ["R"], "mana_value": 3,
           "power": 3, "toughness": 3, "abilities": []}
    objects = [{"id": "s", "card": "Amrou Scout Test"},
               {"id": "bear", "card": "Grizzly Bears", "controller": "B"},
               {"id": "giant", "card": "Test Giant", "controller": "B"}]
    attack = {"type": "attack", "attackers": [{"object": "s"}]}

    message = _refused(objects, [attack, {"type": "block", "blockers": [
        {"object": "bear", "blocking": "s"}]}], cards=[scout, big])
    result = play(objects, [attack, {"type": "block", "blockers": [
        {"object": "giant", "blocking": "s"}]}], cards=[scout, big])

    assert "Grizzly Bears can't block Amrou Scout Test" in message
    assert "Test Giant blocks Amrou Scout Test" in str(result["steps"])


# --- "its activated abilities can't be activated" (602.5) ------------------------------------

ARREST = "Enchanted creature can't attack or block, and its activated abilities can't be activated."


@pytest.mark.parametrize(("text", "expected"), [
    (ARREST, {"kind": "cant", "what": ["attack", "block", "activate_abilities"],
              "affects": "enchanted"}),
    ("Enchanted creature can't block, and its activated abilities can't be activated.",
     {"kind": "cant", "what": ["block", "activate_abilities"], "affects": "enchanted"}),
])
def test_arrest_lines_read_as_one_cant_ability(text: str, expected: dict[str, Any]) -> None:
    """508.1c, 509.1b, 602.5: given Arrest's line (or its kin's), when compiled, then it is one
    cant ability on the enchanted creature."""
    assert _read("Arrest", "Enchantment", "Aura", text) == [expected]


@pytest.mark.parametrize(("subtypes", "text"), [
    # Not an Aura.
    ("", ARREST),
    # A way out the cant ability can't say.
    ("Aura", ARREST + " Its controller may exile three cards from their graveyard for that "
     "player to ignore this effect until end of turn."),
])
def test_arrest_lines_it_must_not_claim(subtypes: str, text: str) -> None:
    """Given Arrest's words on a non-Aura, or with more to them, when compiled, then the line
    is left whole."""
    assert compile_face(_face("Test Card", "Enchantment", subtypes, text)).not_modelled == (
        text,)


def test_an_arrested_creatures_ability_cant_be_activated() -> None:
    """602.5: given Arrest (read by the compiler) on A's creature with an activated ability,
    when A activates it, then the activation is refused naming Arrest's ability."""
    arrest = _card("Arrest", "Enchantment", "Aura", ARREST)
    pumper = _card("Test Pumper", "Creature", "Beast",
                   "{1}{G}: Test Pumper gets +1/+1 until end of turn.")
    message = _refused([{"id": "p", "card": "Test Pumper"},
                        {"id": "a", "card": "Arrest", "controller": "B", "attached_to": "p"}],
                       [ACTIVATE], cards=[arrest, pumper])

    assert "Test Pumper's activated abilities can't be activated" in message
    assert "602.5" in message


# --- "As ~ enters, choose an opponent / a player" (614.12a) ----------------------------------


@pytest.mark.parametrize(("text", "choice"), [
    ("As Test Card enters the battlefield, choose an opponent.", "opponent"),
    ("As Test Card enters, choose a player.", "player"),
])
def test_choose_as_it_enters_is_a_choosing_replacement(text: str, choice: str) -> None:
    """614.1c, 614.12a: given "As ~ enters [the battlefield], choose an opponent / a player.",
    when compiled, then it is the replacement that makes the choice as it enters."""
    assert _read("Test Card", "Creature", "Beast", text) == [
        {"kind": "replacement", "event": {"type": "enter", "object": "self"},
         "instead": {"choose": choice}}]


@pytest.mark.parametrize("text", [
    "As Test Card enters the battlefield, choose an opponent and a card name other than a "
    "basic land card name.",
    "As Test Card enters the battlefield, choose a color and an opponent.",
    # ("choose a nonland card name" alone is read now: tests/engine/test_oracle_chosen.py.)
])
def test_choices_it_must_not_claim(text: str) -> None:
    """Given a choice of more than an opponent or a player, when compiled, then it is left
    whole."""
    assert compile_face(_face("Test Card", "Creature", "Beast", text)).not_modelled == (text,)


def _chooser(text: str) -> dict[str, Any]:
    return _card("Test Chooser", "Creature", "Beast", f"As Test Chooser enters, {text}.")


def test_the_controller_chooses_an_opponent_as_it_enters() -> None:
    """614.12a: given Test Chooser in A's hand ("choose an opponent"), when it enters and A
    chooses B, then the trace records the choice before it entered."""
    result = play([{"id": "c", "card": "Test Chooser", "zone": "hand"}],
                  [{"type": "enter", "object": "c"}], cards=[_chooser("choose an opponent")],
                  choices=[{"player": "A", "choose": "B"}])

    assert "A chose B for Test Chooser before it entered" in str(result["steps"])
    assert result["objects"]["c"]["zone"] == "battlefield"


def test_only_opponents_are_offered() -> None:
    """102.2: given Test Chooser ("choose an opponent") entering under A's control without an
    answer, when the run stops to ask, then only B is offered; for "choose a player", A and
    B are."""
    opponent = play([{"id": "c", "card": "Test Chooser", "zone": "hand"}],
                    [{"type": "enter", "object": "c"}], cards=[_chooser("choose an opponent")])
    player = play([{"id": "c", "card": "Test Chooser", "zone": "hand"}],
                  [{"type": "enter", "object": "c"}], cards=[_chooser("choose a player")])

    assert [o["id"] for o in opponent["pending_choice"]["options"]] == ["B"]
    assert [o["id"] for o in player["pending_choice"]["options"]] == ["A", "B"]


# --- groups (508.1c, 509.1b, 602.5) ----------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("Black creatures can't attack or block.",
     {"kind": "cant", "what": ["attack", "block"],
      "affects": {"types": ["Creature"], "colors": ["B"]}}),
    ("Creatures can't attack.", {"kind": "cant", "what": ["attack"],
                                 "affects": {"types": ["Creature"]}}),
    ("Activated abilities of artifacts can't be activated.",
     {"kind": "cant", "what": ["activate_abilities"], "affects": {"types": ["Artifact"]}}),
    ("Activated abilities of creatures your opponents control can't be activated.",
     {"kind": "cant", "what": ["activate_abilities"],
      "affects": {"types": ["Creature"], "controller": "opponent"}}),
])
def test_group_restrictions_read_as_a_cant_on_a_filter(text: str,
                                                      expected: dict[str, Any]) -> None:
    """508.1c, 509.1b, 602.5: given a restriction on every permanent of a kind, when compiled,
    then it is a cant ability whose affects is that filter."""
    assert _read("Test Card", "Enchantment", "", text) == [expected]


@pytest.mark.parametrize("text", [
    "Activated abilities of artifacts and creatures can't be activated unless they're mana "
    "abilities.",
    "Creatures without flying can't attack.",
    "Other creatures can't attack.",
])
def test_group_lines_it_must_not_claim(text: str) -> None:
    """Given an exception the cant ability can't say or a filter the reader doesn't know, when
    compiled, then the line is left whole."""
    assert compile_face(_face("Test Card", "Enchantment", "", text)).not_modelled == (text,)


def test_stony_silence_kin_stops_an_artifacts_ability() -> None:
    """602.5: given B's "Activated abilities of artifacts can't be activated." (read by the
    compiler), when A activates an artifact creature's ability, then it is refused."""
    silence = _card("Test Silence", "Enchantment", "",
                    "Activated abilities of artifacts can't be activated.")
    golem = _card("Test Golem", "Artifact Creature", "Golem",
                  "{2}: Put a +1/+1 counter on Test Golem.")
    message = _refused([{"id": "g", "card": "Test Golem"},
                        {"id": "s", "card": "Test Silence", "controller": "B"}],
                       [{"type": "activate", "player": "A", "object": "g", "ability": 0,
                         "targets": []}], cards=[silence, golem])

    assert "Test Golem's activated abilities can't be activated" in message


def _keeper() -> dict[str, Any]:
    return _card("Test Keeper", "Creature", "Beast", "Sacrifice Test Keeper: You gain 4 life. "
                 "Activate this ability only during your upkeep.")


KEEP = {"type": "activate", "player": "A", "object": "k", "ability": 0, "targets": []}


def test_an_upkeep_only_ability_is_read_with_its_restriction() -> None:
    """602.5, 503: given "... Activate this ability only during your upkeep.", when compiled,
    then it is the ability the rest reads to."""
    assert _read("Test Keeper", "Creature", "Beast", _keeper()["text"]) == [
        {"kind": "activated", "cost": "Sacrifice Test Keeper",
         "effect": [{"do": "gain_life", "player": "you", "amount": 4}]}]


def test_an_upkeep_only_ability_is_activated_in_the_upkeep() -> None:
    """602.5, 503: given A's Test Keeper, when A's upkeep begins and A activates it, then it
    resolves (A gains 4 life)."""
    result = play([{"id": "k", "card": "Test Keeper"}], [{"type": "upkeep"}, KEEP],
                  cards=[_keeper()])

    assert result["players"]["A"]["life"] == 24


@pytest.mark.parametrize("events", [
    [KEEP],  # no upkeep event: the turn isn't in its upkeep
    [{"type": "upkeep"}, {"type": "attack", "attackers": []}, KEEP],  # combat began since
    [{"type": "end_turn"}, {"type": "upkeep"}, KEEP],  # B's upkeep
])
def test_an_upkeep_only_ability_is_refused_outside_its_controllers_upkeep(
        events: list[dict[str, Any]]) -> None:
    """602.5, 503: given A's Test Keeper, when A activates it outside A's upkeep, then the
    activation is refused naming the restriction."""
    message = _refused([{"id": "k", "card": "Test Keeper"}], events, cards=[_keeper()])

    assert "only during its controller's upkeep" in message


def _sage() -> dict[str, Any]:
    return _card("Test Sage", "Creature", "Human", "{T}: You gain 2 life. Activate this ability "
                 "only during your turn, before attackers are declared.")


SAGE = {"type": "activate", "player": "A", "object": "s", "ability": 0, "targets": []}


def test_a_before_attackers_ability_is_activated_before_the_attack() -> None:
    """602.5, 508.1: given A's Test Sage, when A activates it in A's turn before any attack
    event, then it resolves (A gains 2 life)."""
    result = play([{"id": "s", "card": "Test Sage"}], [SAGE], cards=[_sage()])

    assert result["players"]["A"]["life"] == 22


@pytest.mark.parametrize("events", [
    [{"type": "attack", "attackers": []}, SAGE],  # attackers were declared (none)
    [{"type": "end_turn"}, SAGE],  # B's turn
])
def test_a_before_attackers_ability_is_refused_after_the_declaration(
        events: list[dict[str, Any]]) -> None:
    """602.5, 508.1: given A's Test Sage, when A activates it after the attack event or in
    B's turn, then the activation is refused."""
    message = _refused([{"id": "s", "card": "Test Sage"}], events, cards=[_sage()])

    assert "before attackers are declared" in message


# --- "Enchanted creature gets +N/+N and can't ..." (613.4c, 509.1b) --------------------------


@pytest.mark.parametrize(("subtypes", "text", "holder", "pt", "restriction"), [
    ("Aura", "Enchanted creature gets +1/+1 and can't be blocked.", "enchanted", (1, 1),
     {"kind": "cant", "what": ["be_blocked"]}),
    ("Aura", "Enchanted creature gets +2/+0 and can't block.", "enchanted", (2, 0),
     {"kind": "cant", "what": ["block"]}),
    ("Equipment", "Equipped creature gets +4/+2 and doesn't untap during its controller's "
     "untap step.", "equipped", (4, 2), {"kind": "cant", "what": UNTAP}),
    ("Aura", "Enchanted creature gets +2/+2 and can't be blocked except by creatures with "
     "flying.", "enchanted", (2, 2), {"kind": "cant", "what": ["be_blocked"], "by": NOT_FLYING}),
])
def test_gets_and_a_restriction_reads_as_two_abilities(
        subtypes: str, text: str, holder: str, pt: tuple[int, int],
        restriction: dict[str, Any]) -> None:
    """613.4c, 508.1c, 509.1b, 502.3: given an Aura's or Equipment's "gets +N/+N and [a
    restriction]", when compiled, then it is the P/T change and the restriction, both on the
    creature it is attached to."""
    types = "Artifact" if subtypes == "Equipment" else "Enchantment"

    assert _read("Test Card", types, subtypes, text) == [
        {"kind": "static", "affects": holder,
         "modifications": [{"op": "modify_pt", "power": pt[0], "toughness": pt[1]}]},
        {**restriction, "affects": holder}]


@pytest.mark.parametrize(("subtypes", "text"), [
    ("", "Enchanted creature gets +2/+0 and can't block."),  # not an Aura
    ("Aura", "Enchanted creature gets +2/+2 and blocks each combat if able."),
    ("Aura", "Enchanted creature gets +2/+2 and can't be the target of spells."),
])
def test_gets_and_lines_it_must_not_claim(subtypes: str, text: str) -> None:
    """Given the words on a non-Aura or with a clause no reader knows, when compiled, then the
    line is left whole."""
    assert compile_face(_face("Test Card", "Enchantment", subtypes, text)).not_modelled == (
        text,)
