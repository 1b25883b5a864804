"""Round 5 of issue 27 (lane pump5), engine/oracle/templates_until_end_of_turn.py: lands that become
creatures until end of turn and are still lands (205.1b, 611.2a, 613.1: layers 4, 5, 6, 7b),
and activated effects on an attacking, blocking or powerful target (506.3, 115.1). Real Oracle
lines of the dev corpus (2020 wording), read exactly, and played by the engine; each run keeps
a golden trace."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

EOT = {"duration": "end_of_turn"}


def _card(name: str, types: list[str], text: str, pt: int | None = None,
          colors: tuple[str, ...] = ()) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "types": types, "colors": list(colors),
                            "mana_value": 0 if types == ["Land"] else 2, "text": text}
    if pt is not None:
        card.update(power=pt, toughness=pt)
    compiled = compile_face(card)
    assert compiled.not_modelled == (), compiled.lines
    card["abilities"] = list(compiled.card_abilities())
    return card


# --- lands that become creatures ----------------------------------------------------------------


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Faerie Conclave", "{1}{U}: Faerie Conclave becomes a 2/1 blue Faerie creature with "
     "flying until end of turn. It's still a land.",
     {"kind": "activated", "cost": "{1}{U}", "affects": "self", "modifications": [
         {"op": "add_types", "types": ["Creature"], "subtypes": ["Faerie"]},
         {"op": "set_colors", "colors": ["U"]},
         {"op": "add_abilities", "abilities": ["Flying"]},
         {"op": "set_pt", "power": 2, "toughness": 1}], **EOT}),
    ("Needle Spires", "{2}{R}{W}: Needle Spires becomes a 2/1 red and white Elemental creature "
     "with double strike until end of turn. It's still a land.",
     {"kind": "activated", "cost": "{2}{R}{W}", "affects": "self", "modifications": [
         {"op": "add_types", "types": ["Creature"], "subtypes": ["Elemental"]},
         {"op": "set_colors", "colors": ["R", "W"]},
         {"op": "add_abilities", "abilities": ["Double strike"]},
         {"op": "set_pt", "power": 2, "toughness": 1}], **EOT}),
    ("Dread Statuary", "{4}: Dread Statuary becomes a 4/2 Golem artifact creature until end of "
     "turn. It's still a land.",
     {"kind": "activated", "cost": "{4}", "affects": "self", "modifications": [
         {"op": "add_types", "types": ["Artifact", "Creature"], "subtypes": ["Golem"]},
         {"op": "set_pt", "power": 4, "toughness": 2}], **EOT}),
    ("Balduvian Conjurer", "{T}: Target snow land becomes a 2/2 creature until end of turn. "
     "It's still a land.",
     {"kind": "activated", "cost": "{T}", "affects": "targets",
      "targets": [{"object": {"types": ["Land"], "supertypes": ["Snow"]}}], "modifications": [
          {"op": "add_types", "types": ["Creature"]},
          {"op": "set_pt", "power": 2, "toughness": 2}], **EOT}),
])
def test_animation_lines_read_exactly(name: str, text: str, ability: dict[str, Any]) -> None:
    """Given a real "becomes a N/N ... creature until end of turn. It's still a land." line,
    when compiled, then its types are added (205.1b), its color set, its keywords added and
    its base power and toughness set, in layer order, until end of turn (611.2a)."""
    types = "Creature" if name == "Balduvian Conjurer" else "Land"
    assert _read(name, types, text) == [ability]


def test_vivify_reads_as_a_spell_on_its_target_land() -> None:
    """Given Vivify's line, when compiled, then it is a spell's effect on its target land."""
    assert _read("Vivify", "Instant", "Target land becomes a 3/3 creature until end of turn. "
                 "It's still a land.") == [
        {"kind": "spell", "affects": "targets", "targets": [{"object": {"types": ["Land"]}}],
         "modifications": [{"op": "add_types", "types": ["Creature"]},
                           {"op": "set_pt", "power": 3, "toughness": 3}], **EOT}]


@pytest.mark.parametrize(("types", "text"), [
    # 205.1a: without "still a land" the new types replace the old ones.
    ("Artifact", "{1}: Test Card becomes a 2/2 Construct artifact creature until end of turn."),
    ("Land", "{1}: Test Card becomes a 2/2 Elemental creature until end of turn."),
    ("Land", "{1}: Test Card becomes an X/X Elemental creature until end of turn. It's still "
     "a land."),
    ("Land", "{1}: Test Card becomes a 2/2 creature with all creature types until end of turn. "
     "It's still a land."),
    ("Land", "{1}: Test Card becomes a 3/3 Elemental creature with \"Whenever this creature "
     "attacks, draw a card.\" until end of turn. It's still a land."),
    ("Land", "{1}: Test Card becomes a 2/2 Elemental creature until end of turn and can't be "
     "blocked this turn. It's still a land."),
    ("Land", "{1}: Test Card becomes a 2/2 Flurble creature until end of turn. It's still a "
     "land."),
    ("Land", "{1}: Test Card becomes a 2/2 white, blue, and black Spirit creature until end of "
     "turn. It's still a land."),
    # "~" is the source: a creature's own animation of itself is not a land's.
    ("Creature", "{1}: Test Card becomes a 2/2 Elemental creature until end of turn. It's "
     "still a land."),
    ("Land", "{1}: Target creature becomes a 2/2 Elemental creature until end of turn. It's "
     "still a land."),
])
def test_animation_near_misses_stay_unread(types: str, text: str) -> None:
    """Given animations the template can't say exactly (no "still a land", X, a quoted
    ability, another clause, an unknown type, three colors, a non-land), when compiled, then
    the line is left whole."""
    assert _unread("Test Card", types, text)


CONCLAVE = _card("Faerie Conclave", ["Land"],
                 "{1}{U}: Faerie Conclave becomes a 2/1 blue Faerie creature with flying until "
                 "end of turn. It's still a land.")
VIVIFY = _card("Vivify", ["Instant"], "Target land becomes a 3/3 creature until end of turn. "
               "It's still a land.", colors=("G",))
WASTES = _card("Wastes", ["Land"], "")


def test_a_man_land_becomes_a_creature_that_is_still_a_land() -> None:
    """205.1b, 613.1: given Faerie Conclave activated and resolved, then it is a 2/1 blue
    Faerie land creature with flying."""
    result = play([{"id": "fc", "card": "Faerie Conclave", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "fc", "ability": 0},
                   {"type": "resolve"}], cards=[CONCLAVE])

    fc = result["objects"]["fc"]
    assert fc["types"] == ["Land", "Creature"]
    assert fc["subtypes"] == ["Faerie"]
    assert fc["colors"] == ["U"]
    assert (fc["power"], fc["toughness"]) == (2, 1)
    assert "Flying" in fc["keywords"]


def test_the_animation_ends_in_the_cleanup_step() -> None:
    """514.2, 611.2a: given Faerie Conclave animated, when the turn ends, then it is a
    colorless land again, not a creature."""
    result = play([{"id": "fc", "card": "Faerie Conclave", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "fc", "ability": 0},
                   {"type": "resolve"}, {"type": "end_turn"}], cards=[CONCLAVE])

    fc = result["objects"]["fc"]
    assert fc["types"] == ["Land"]
    assert fc["colors"] == []
    assert fc["power"] is None
    assert "Flying" not in fc["keywords"]


def test_vivify_animates_its_target_land() -> None:
    """205.1b: given Vivify cast on B's land, when it resolves, then that land is a 3/3 land
    creature until end of turn."""
    result = play([{"id": "v", "card": "Vivify", "controller": "A", "zone": "hand"},
                   {"id": "w", "card": "Wastes", "controller": "B"}],
                  [{"type": "cast", "player": "A", "object": "v", "targets": ["w"]},
                   {"type": "resolve"}], cards=[VIVIFY, WASTES])

    w = result["objects"]["w"]
    assert w["types"] == ["Land", "Creature"]
    assert (w["power"], w["toughness"]) == (3, 3)


def test_vivify_cannot_target_a_creature_that_is_not_a_land() -> None:
    """115.1, 601.2c: given Vivify's target spec (a land), when it is cast on a creature, then
    the cast is refused with an error naming the target."""
    bear = _card("Bear", ["Creature"], "", pt=2)
    with pytest.raises(ScenarioError):
        play([{"id": "v", "card": "Vivify", "controller": "A", "zone": "hand"},
              {"id": "b", "card": "Bear", "controller": "B"}],
             [{"type": "cast", "player": "A", "object": "v", "targets": ["b"]}],
             cards=[VIVIFY, bear])


# --- activated effects on an attacking, blocking or powerful target -----------------------------


def _on_target(cost: str, target: dict[str, Any], modification: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "activated", "cost": cost, "affects": "targets", "targets": [target],
            "modifications": [modification], **EOT}


CREATURE = {"types": ["Creature"]}


@pytest.mark.parametrize(("name", "text", "ability"), [
    ("Anointer of Champions", "{T}: Target attacking creature gets +1/+1 until end of turn.",
     _on_target("{T}", {"object": CREATURE, "combat": "attacking"},
                {"op": "modify_pt", "power": 1, "toughness": 1})),
    ("Kithkin Shielddare", "{W}, {T}: Target blocking creature gets +2/+2 until end of turn.",
     _on_target("{W}, {T}", {"object": CREATURE, "combat": "blocking"},
                {"op": "modify_pt", "power": 2, "toughness": 2})),
    ("Serra Advocate", "{T}: Target attacking or blocking creature gets +2/+2 until end of "
     "turn.",
     _on_target("{T}", {"object": CREATURE, "combat": "attacking_or_blocking"},
                {"op": "modify_pt", "power": 2, "toughness": 2})),
    ("Quicksand", "{T}, Sacrifice Quicksand: Target attacking creature without flying gets "
     "-1/-2 until end of turn.",
     _on_target("{T}, Sacrifice Quicksand",
                {"object": {**CREATURE, "not_keywords": ["Flying"]}, "combat": "attacking"},
                {"op": "modify_pt", "power": -1, "toughness": -2})),
    ("Spearbreaker Behemoth", "{1}: Target creature with power 5 or greater gains "
     "indestructible until end of turn.",
     _on_target("{1}", {"object": CREATURE, "power_at_least": 5},
                {"op": "add_abilities", "abilities": ["Indestructible"]})),
    ("Whalebone Glider", "{2}, {T}: Target creature with power 3 or less gains flying until "
     "end of turn.",
     _on_target("{2}, {T}", {"object": CREATURE, "power_at_most": 3},
                {"op": "add_abilities", "abilities": ["Flying"]})),
])
def test_target_effect_lines_read_exactly(name: str, text: str, ability: dict[str, Any]) -> None:
    """Given a real activated line on "target attacking / blocking creature" or a target with
    a power bound, when compiled, then its target spec says so (506.3, 115.1) and the effect
    lasts until end of turn (611.2a)."""
    types = "Land" if name == "Quicksand" else "Creature"
    assert _read(name, types, text) == [ability]


@pytest.mark.parametrize("text", [
    "{T}: Target attacking creature gets +X/+0 until end of turn.",
    "{T}: Target attacking creature gets +1/+1 until end of turn for each Ally you control.",
    "{T}: Target attacking creature gets -1/-1 until your next turn.",
    "{T}: Another target attacking creature gets +1/+1 until end of turn.",
    "{T}: Target attacking creature gets +1/+1 and can't be blocked this turn.",
    "{T}: Target attacking player loses 1 life until end of turn.",
])
def test_target_effect_near_misses_stay_unread(text: str) -> None:
    """Given X, "for each", another duration, "another", a restriction or a player, when
    compiled, then the line is left whole."""
    assert _unread("Test Card", "Creature", text)


ANOINTER = _card("Anointer of Champions", ["Creature"],
                 "{T}: Target attacking creature gets +1/+1 until end of turn.", pt=1,
                 colors=("W",))
BEHEMOTH = _card("Spearbreaker Behemoth", ["Creature"],
                 "{1}: Target creature with power 5 or greater gains indestructible until end "
                 "of turn.", pt=5, colors=("G",))
OGRE = _card("Ogre", ["Creature"], "", pt=2)


def _attack(*attackers: str) -> dict[str, Any]:
    return {"type": "attack", "attackers": [{"object": a} for a in attackers]}


def test_anointer_pumps_an_attacking_creature() -> None:
    """506.3, 611.2a: given A's Ogre attacking, when Anointer targets it and resolves, then the
    Ogre is 3/3."""
    result = play([{"id": "an", "card": "Anointer of Champions", "controller": "A"},
                   {"id": "o", "card": "Ogre", "controller": "A"}],
                  [_attack("o"),
                   {"type": "activate", "player": "A", "object": "an", "ability": 0,
                    "targets": ["o"]},
                   {"type": "resolve"}], cards=[ANOINTER, OGRE])

    assert (result["objects"]["o"]["power"], result["objects"]["o"]["toughness"]) == (3, 3)
    assert result["objects"]["an"]["tapped"]


def test_anointer_cannot_target_a_creature_that_is_not_attacking() -> None:
    """506.3, 602.2b: given the Ogre not attacking, when Anointer targets it, then the
    activation is refused naming the target."""
    with pytest.raises(ScenarioError, match="not a legal target"):
        play([{"id": "an", "card": "Anointer of Champions", "controller": "A"},
              {"id": "o", "card": "Ogre", "controller": "A"}],
             [{"type": "activate", "player": "A", "object": "an", "ability": 0,
               "targets": ["o"]}], cards=[ANOINTER, OGRE])


def test_an_activated_ability_may_target_its_own_source() -> None:
    """115.5: only a spell or ability is an illegal target for itself; given Spearbreaker
    Behemoth (power 5), when its ability targets the Behemoth itself, then it gains
    indestructible."""
    result = play([{"id": "s", "card": "Spearbreaker Behemoth", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "s", "ability": 0,
                    "targets": ["s"]},
                   {"type": "resolve"}], cards=[BEHEMOTH])

    assert "Indestructible" in result["objects"]["s"]["keywords"]


def test_the_power_bound_is_checked_as_the_ability_is_activated() -> None:
    """115.1, 602.2b: given a 2/2 Ogre, when Spearbreaker Behemoth's ability targets it, then
    the activation is refused (its power is less than 5)."""
    with pytest.raises(ScenarioError, match="not a legal target"):
        play([{"id": "s", "card": "Spearbreaker Behemoth", "controller": "A"},
              {"id": "o", "card": "Ogre", "controller": "A"}],
             [{"type": "activate", "player": "A", "object": "s", "ability": 0,
               "targets": ["o"]}], cards=[BEHEMOTH, OGRE])


# --- 614.8: an activated regeneration shield on its target --------------------------------------


def _shield(cost: str, target: dict[str, Any]) -> dict[str, Any]:
    return {"kind": "replacement", "event": {"type": "destroy", "object": "targets"},
            "instead": [{"do": "regenerate"}], "cost": cost, "targets": [{"object": target}]}


@pytest.mark.parametrize(("name", "types", "text", "ability"), [
    ("Boneknitter", "Creature", "{1}{B}: Regenerate target Zombie.",
     _shield("{1}{B}", {"subtypes": ["Zombie"]})),
    ("Welding Jar", "Artifact", "Sacrifice Welding Jar: Regenerate target artifact.",
     _shield("Sacrifice Welding Jar", {"types": ["Artifact"]})),
    ("Trolls of Tel-Jilad", "Creature", "{1}{G}: Regenerate target green creature.",
     _shield("{1}{G}", {"types": ["Creature"], "colors": ["G"]})),
    ("Clockwork Gnomes", "Artifact", "{3}, {T}: Regenerate target artifact creature.",
     _shield("{3}, {T}", {"types": ["Artifact", "Creature"]})),
])
def test_regenerate_target_lines_read_exactly(name: str, types: str, text: str,
                                              ability: dict[str, Any]) -> None:
    """Given a real "{cost}: Regenerate target X." line, when compiled, then it is a
    regeneration shield (614.8) declaring its one target with all its words (115.1)."""
    assert _read(name, types, text) == [ability]


@pytest.mark.parametrize("text", [
    "{T}: Regenerate another target Vampire.",
    "{1}: Regenerate target creature. You gain 1 life.",
    "{1}: Regenerate target attacking creature or player.",
    "{1}: Regenerate each creature you control.",
])
def test_regenerate_target_near_misses_stay_unread(text: str) -> None:
    """Given "another target", a second sentence, a player or a group, when compiled, then
    the line is left whole."""
    assert _unread("Test Card", "Creature", text)


def test_a_regeneration_shield_cannot_declare_targets_without_a_cost() -> None:
    """115.1: given a static regeneration replacement with ``targets``, when the card is
    loaded, then it is refused with an error naming ``targets``."""
    card = {"name": "Odd", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "replacement", "label": "Odd", "event": {"type": "destroy", "object": "targets"},
         "instead": [{"do": "regenerate"}], "targets": [{"object": {"types": ["Creature"]}}]}]}
    with pytest.raises(ScenarioError, match="targets"):
        play([{"id": "x", "card": "Odd", "controller": "A"}], cards=[card])


ELDER = _card("Village Elder", ["Creature"], "{G}, {T}, Sacrifice a Forest: Regenerate target "
              "creature.", pt=1, colors=("G",))
MARTYR = _card("Vigilant Martyr", ["Creature"], "Sacrifice Vigilant Martyr: Regenerate target "
               "creature.", pt=2, colors=("W",))
FOREST = {"name": "Forest", "types": ["Land"], "subtypes": ["Forest"], "supertypes": ["Basic"],
          "mana_value": 0}


def test_the_shield_regenerates_its_target_not_the_source() -> None:
    """614.8: given Village Elder's shield on the Ogre, when the Ogre and then the Elder are
    destroyed, then the Ogre regenerates (tapped) and the Elder dies."""
    result = play([{"id": "e", "card": "Village Elder", "controller": "A"},
                   {"id": "f", "card": "Forest", "controller": "A"},
                   {"id": "o", "card": "Ogre", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "e", "ability": 0,
                    "targets": ["o"], "sacrifice": ["f"]},
                   {"type": "resolve"},
                   {"type": "destroy", "target": "o"},
                   {"type": "destroy", "target": "e"}], cards=[ELDER, OGRE, FOREST])

    assert result["objects"]["o"]["zone"] == "battlefield"
    assert result["objects"]["o"]["tapped"]
    assert result["objects"]["e"]["zone"] == "graveyard"
    assert result["objects"]["f"]["zone"] == "graveyard"


def test_the_shield_outlives_its_sacrificed_source_and_is_used_once() -> None:
    """614.8: given Vigilant Martyr sacrificed to shield the Ogre, when the Ogre is destroyed
    twice, then it regenerates once and dies the second time."""
    result = play([{"id": "m", "card": "Vigilant Martyr", "controller": "A"},
                   {"id": "o", "card": "Ogre", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "m", "ability": 0,
                    "targets": ["o"]},
                   {"type": "resolve"},
                   {"type": "destroy", "target": "o"},
                   {"type": "destroy", "target": "o"}], cards=[MARTYR, OGRE])

    assert result["objects"]["m"]["zone"] == "graveyard"
    assert result["objects"]["o"]["zone"] == "graveyard"
    texts = [s["text"] for s in result["steps"]]
    assert any("regenerates instead" in t for t in texts)


def test_an_unused_shield_ends_in_the_cleanup_step() -> None:
    """614.8, 514.2: given the Martyr's shield on the Ogre unused, when the turn ends and the
    Ogre is destroyed in the next turn, then it dies."""
    result = play([{"id": "m", "card": "Vigilant Martyr", "controller": "A"},
                   {"id": "o", "card": "Ogre", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "m", "ability": 0,
                    "targets": ["o"]},
                   {"type": "resolve"},
                   {"type": "end_turn"},
                   {"type": "destroy", "target": "o"}], cards=[MARTYR, OGRE])

    assert result["objects"]["o"]["zone"] == "graveyard"


SKELETONS = _card("Drudge Skeletons", ["Creature"], "{B}: Regenerate Drudge Skeletons.", pt=1,
                  colors=("B",))


def test_a_shield_on_its_own_source_also_ends_in_the_cleanup_step() -> None:
    """614.8, 514.2: given Drudge Skeletons' shield on itself unused, when the turn ends and it
    is destroyed in the next turn, then it dies (the shield lasted "this turn" only)."""
    result = play([{"id": "d", "card": "Drudge Skeletons", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "d", "ability": 0},
                   {"type": "resolve"},
                   {"type": "end_turn"},
                   {"type": "destroy", "target": "d"}], cards=[SKELETONS])

    assert result["objects"]["d"]["zone"] == "graveyard"


def test_a_shield_on_its_own_source_works_the_same_turn() -> None:
    """614.8: given Drudge Skeletons' shield on itself, when it is destroyed that turn, then it
    regenerates (tapped)."""
    result = play([{"id": "d", "card": "Drudge Skeletons", "controller": "A"}],
                  [{"type": "activate", "player": "A", "object": "d", "ability": 0},
                   {"type": "resolve"},
                   {"type": "destroy", "target": "d"}], cards=[SKELETONS])

    assert result["objects"]["d"]["zone"] == "battlefield"
    assert result["objects"]["d"]["tapped"]


# --- 506.3, 611.2c: "Attacking creatures get +1/+1 until end of turn." --------------------------


@pytest.mark.parametrize(("types", "text", "ability"), [
    ("Instant", "Attacking creatures get +1/+1 until end of turn.",
     {"kind": "spell", "affects": CREATURE, "in_combat": "attacking",
      "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}], **EOT}),
    ("Instant", "Attacking creatures get +2/+0 and gain trample until end of turn.",
     {"kind": "spell", "affects": CREATURE, "in_combat": "attacking",
      "modifications": [{"op": "add_abilities", "abilities": ["Trample"]},
                        {"op": "modify_pt", "power": 2, "toughness": 0}], **EOT}),
    ("Instant", "Attacking creatures gain first strike until end of turn.",
     {"kind": "spell", "affects": CREATURE, "in_combat": "attacking",
      "modifications": [{"op": "add_abilities", "abilities": ["First strike"]}], **EOT}),
    ("Creature", "{1}{W}: Attacking creatures get +1/+1 until end of turn.",
     {"kind": "activated", "cost": "{1}{W}", "affects": CREATURE, "in_combat": "attacking",
      "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}], **EOT}),
])
def test_combat_group_lines_read_exactly(types: str, text: str, ability: dict[str, Any]) -> None:
    """Given an "Attacking creatures get ... until end of turn." line, when compiled, then
    its group is the creatures attacking as it resolves (506.3, 611.2c)."""
    assert _read("Test Card", types, text) == [ability]


@pytest.mark.parametrize("text", [
    "Attacking creatures with flying get -2/-2 and lose flying until end of turn.",
    # Round 6 reads "... until end of turn. Draw a card." (templates_spell_then); a later
    # sentence about the same group stays unread.
    "Attacking creatures get +1/+1 until end of turn. Untap those creatures.",
    "Attacking creatures you control get +X/+X until end of turn, where X is the number of "
    "attacking creatures.",
    "Attacking Goblins get +1/+0 until end of turn.",
])
def test_combat_group_near_misses_stay_unread(text: str) -> None:
    """Given a keyword filter, another sentence, X or a subtype group, when compiled, then the
    line is left whole."""
    assert _unread("Test Card", "Instant", text)


CHARGE = _card("Charge", ["Instant"], "Attacking creatures get +1/+1 until end of turn.",
               colors=("W",))


def test_only_the_creatures_attacking_as_it_resolves_get_the_bonus() -> None:
    """506.3, 611.2c: given A's Ogre attacking and A's other Ogre not, when A casts Charge,
    then only the attacking Ogre is 3/3."""
    result = play([{"id": "o", "card": "Ogre", "controller": "A"},
                   {"id": "p", "card": "Ogre", "controller": "A"},
                   {"id": "c", "card": "Charge", "owner": "A", "zone": "hand"}],
                  [_attack("o"),
                   {"type": "cast", "player": "A", "object": "c"},
                   {"type": "resolve"}], cards=[OGRE, CHARGE])

    assert (result["objects"]["o"]["power"], result["objects"]["o"]["toughness"]) == (3, 3)
    assert (result["objects"]["p"]["power"], result["objects"]["p"]["toughness"]) == (2, 2)


def test_in_combat_on_a_static_ability_is_refused() -> None:
    """506.3: given a static ability with ``in_combat`` on no filter (its own object: the
    condition ``in_combat`` says that, since round 9), when the card is loaded, then it is
    refused with an error naming ``in_combat``."""
    card = {"name": "Odd", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
        {"kind": "static", "label": "Odd", "affects": "self",
         "in_combat": "attacking",
         "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}]}]}
    with pytest.raises(ScenarioError, match="in_combat"):
        play([{"id": "x", "card": "Odd", "controller": "A"}], cards=[card])
