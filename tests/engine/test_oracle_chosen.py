"""Choices made as a permanent enters and the abilities that read them (614.12a, 607.1).

"As ~ enters, choose a nonland card name." (engine/oracle/templates_chosen.py) and, on the same
face only, "Spells with the chosen name can't be cast." and "Your opponents can't cast spells
of the chosen color." (601.3, 101.2: a ``cant`` ``cast``; the cast event is refused). The name
is asked as it enters (any name answers) or given as the object's ``chosen`` ``card_name``; a
chosen creature type with a changeling, an Aura's protection from its chosen color, and a
copy's own choice are played too."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)
from tests.engine.test_trigger_events import card, obj

ENTERS = {"type": "enter", "object": "self"}
# 201.4a: "a nonland card name" (round 9c's audit: the reading once dropped "nonland").
NAME = {"kind": "replacement", "event": ENTERS,
        "instead": {"choose": "card_name", "except_types": ["Land"]}}
COLOR = {"kind": "replacement", "event": ENTERS, "instead": {"choose": "color"}}
CANT_NAME = {"kind": "cant", "what": ["cast"], "name": {"chosen": "card_name"}}
MAGE = ("As Meddling Mage enters the battlefield, choose a nonland card name.\n"
        "Spells with the chosen name can't be cast.")
IONA = ("Flying\nAs Iona, Shield of Emeria enters the battlefield, choose a color.\n"
        "Your opponents can't cast spells of the chosen color.")


def _face(name: str, text: str, types: tuple[str, ...] = ("Creature",)) -> dict[str, Any]:
    return {"name": name, "types": list(types), "power": 2, "toughness": 2, "text": text}


# --- reading -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "read"), [
    ("Meddling Mage", ("Creature",), MAGE, [NAME, CANT_NAME]),
    ("Nevermore", ("Enchantment",),
     "As Nevermore enters the battlefield, choose a nonland card name.\n"
     "Spells with the chosen name can't be cast.", [NAME, CANT_NAME]),
    ("Iona, Shield of Emeria", ("Creature",), IONA,
     [{"kind": "keyword", "keyword": "Flying"}, COLOR,
      {"kind": "cant", "what": ["cast"], "player": "opponents",
       "affects": {"colors": [{"chosen": "color"}]}}]),
    ("Council of the Absolute", ("Creature",),
     "As Council of the Absolute enters the battlefield, choose a noncreature, nonland card "
     "name.\nYour opponents can't cast spells with the chosen name.",
     [{**NAME, "instead": {"choose": "card_name", "except_types": ["Creature", "Land"]}},
      {**CANT_NAME, "player": "opponents"}]),
    ("Phyrexian Revoker", ("Artifact", "Creature"),
     "As Phyrexian Revoker enters the battlefield, choose a nonland card name.\n"
     "Activated abilities of sources with the chosen name can't be activated.",
     [NAME, {"kind": "cant", "what": ["activate_abilities"], "name": {"chosen": "card_name"},
             "affects": {"zones": "all"}}]),
])
def test_chosen_name_and_color_lines_read_exactly(name: str, types: tuple[str, ...], text: str,
                                                  read: list[dict[str, Any]]) -> None:
    """Given a real face that chooses as it enters and reads the choice, when compiled, then the
    choice is a replacement (614.12a) and the restriction reads that choice (607.1, 601.3)."""
    assert read_whole(_face(name, text, types)) == read


@pytest.mark.parametrize("text", [
    # No choice of a name (or of a color) on the face: "the chosen name" refers to nothing.
    "Spells with the chosen name can't be cast.",
    "As ~ enters the battlefield, choose a creature type.\n"
    "Your opponents can't cast spells of the chosen color.",
    # Two name choices: which one a line reads is unclear; neither line is read.
    "As Test Card enters the battlefield, choose a nonland card name.\n"
    "As Test Card enters the battlefield, choose a nonland card name.\n"
    "Spells with the chosen name can't be cast.",
])
def test_chosen_value_near_misses_stay_unread(text: str) -> None:
    """Given "the chosen name/color" without that choice made once as the face enters, when
    compiled, then the line reading it stays unread."""
    lines = compile_face(_face("Test Card", text)).lines
    assert not any(line.template == "chosen.reader" for line in lines)


def test_a_name_choice_on_an_instant_is_not_read() -> None:
    """Given an instant's "choose a nonland card name" (no permanent enters), when compiled,
    then it isn't read as an as-it-enters choice."""
    lines = compile_face(_face("Test Card", MAGE, ("Instant",))).lines
    assert [line.claimed for line in lines] == [False, False]


# --- playing: "Spells with the chosen name can't be cast." (601.3) ----------------------------


def _mage() -> dict[str, Any]:
    return card("Meddling Mage", ["Creature"], MAGE, ("Human", "Wizard"), 2, 2)


def test_a_spell_with_the_chosen_name_cant_be_cast() -> None:
    """601.3, 101.2: given Meddling Mage that named Lightning Bolt, when B casts Lightning Bolt,
    then the cast is refused, naming the Mage's ability."""
    with pytest.raises(ScenarioError, match="Lightning Bolt can't be cast: Meddling Mage"):
        play([obj("mage", "Meddling Mage", chosen={"card_name": "Lightning Bolt"}),
              obj("bolt", "Lightning Bolt", controller="B", zone="hand")],
             [{"type": "cast", "player": "B", "object": "bolt", "targets": ["mage"]}],
             cards=[_mage()])


def test_the_name_is_matched_whatever_its_case_and_other_spells_are_cast() -> None:
    """Given Meddling Mage that named "giant growth", when A casts Lightning Bolt, then it
    resolves (only spells with the chosen name are stopped)."""
    result = play([obj("mage", "Meddling Mage", chosen={"card_name": "giant growth"}),
                   obj("bears", "Grizzly Bears", controller="B"),
                   obj("bolt", "Lightning Bolt", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "bolt", "targets": ["bears"]}],
                  cards=[_mage()])

    assert result["objects"]["bears"]["zone"] == "graveyard"


def test_a_name_chosen_differently_cased_still_stops_the_spell() -> None:
    """Given Meddling Mage that named "lightning bolt", when Lightning Bolt is cast, then
    it is refused (the engine compares names whatever their case)."""
    with pytest.raises(ScenarioError, match="can't be cast"):
        play([obj("mage", "Meddling Mage", chosen={"card_name": "lightning bolt"}),
              obj("bolt", "Lightning Bolt", zone="hand")],
             [{"type": "cast", "player": "A", "object": "bolt", "targets": ["mage"]}],
             cards=[_mage()])


def test_without_a_chosen_name_nothing_is_stopped() -> None:
    """Given Meddling Mage on the battlefield with no name recorded, when Lightning Bolt is cast,
    then it resolves (the engine doesn't guess a choice: "the chosen name" names nothing)."""
    result = play([obj("mage", "Meddling Mage"), obj("bolt", "Lightning Bolt", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "bolt", "targets": ["mage"]}],
                  cards=[_mage()])

    assert result["objects"]["mage"]["zone"] == "graveyard"


def test_the_name_is_asked_as_the_mage_enters() -> None:
    """614.12a: given Meddling Mage cast with no answer, when it would enter, then its
    controller is asked for a card name, the game's nonland cards offered as examples."""
    result = play([obj("mage", "Meddling Mage", zone="hand"),
                   obj("bolt", "Lightning Bolt", controller="B", zone="hand"),
                   obj("forest", "Forest")],
                  [{"type": "cast", "player": "A", "object": "mage"}], cards=[_mage()])

    choice = result["pending_choice"]
    assert "614.12a" in choice["rules"]
    assert [o["id"] for o in choice["options"]] == ["Lightning Bolt", "Meddling Mage"]


def test_a_name_not_among_the_options_answers_and_stops_that_spell() -> None:
    """614.12a: given Meddling Mage entering with the answer "Giant Growth" (no such card in the
    game: any card name may be chosen), when B casts Giant Growth later, then it is refused."""
    with pytest.raises(ScenarioError, match="Giant Growth can't be cast: Meddling Mage"):
        play([obj("mage", "Meddling Mage", zone="hand"),
              obj("gg", "Giant Growth", controller="B", zone="hand")],
             [{"type": "cast", "player": "A", "object": "mage"}, {"type": "resolve"},
              {"type": "cast", "player": "B", "object": "gg", "targets": ["mage"]}],
             cards=[_mage()], choices=[{"player": "A", "choose": "Giant Growth"}])


def test_a_clone_of_the_mage_doesnt_copy_its_choice() -> None:
    """707.2 (706.2 in the engine's older numbering), 614.12: a copy copies the copiable values
    (the Mage's text, its "As ~ enters, choose" ability) but not the choice the Mage made as it
    entered, which is no characteristic: a Clone entering as a copy has the Mage's replacement
    and makes its own choice (614.12's example: a copy of Voice of All chooses its own color).
    So given Meddling Mage that named Lightning Bolt and a Clone of it that recorded no name,
    when A casts Giant Growth, then it resolves: the Clone's copy of "Spells with the chosen
    name can't be cast." reads the Clone's choice (607.1), and it has none."""
    result = play([obj("mage", "Meddling Mage", chosen={"card_name": "Lightning Bolt"}),
                   obj("clone", "Clone", chosen={"copy": "mage"}),
                   obj("gg", "Giant Growth", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "gg", "targets": ["clone"]}],
                  cards=[_mage()])

    assert result["objects"]["clone"]["power"] == 5


def test_a_clone_of_the_mage_stops_the_name_it_chose() -> None:
    """707.2, 614.12, 607.1: given Meddling Mage (Lightning Bolt) and a Clone of it that chose
    Giant Growth as it entered, when Giant Growth is cast, then it is refused by the Clone's
    copy of the ability, which reads the Clone's own choice."""
    with pytest.raises(ScenarioError, match="Giant Growth can't be cast: Meddling Mage"):
        play([obj("mage", "Meddling Mage", chosen={"card_name": "Lightning Bolt"}),
              obj("clone", "Clone", chosen={"copy": "mage", "card_name": "Giant Growth"}),
              obj("gg", "Giant Growth", controller="B", zone="hand")],
             [{"type": "cast", "player": "B", "object": "gg", "targets": ["clone"]}],
             cards=[_mage()])


# --- playing: "Your opponents can't cast spells of the chosen color." (Iona) -----------------


def _iona() -> dict[str, Any]:
    face = card("Iona, Shield of Emeria", ["Creature"], IONA, ("Angel",), 7, 7)
    return {**face, "supertypes": ["Legendary"]}


def test_an_opponent_cant_cast_a_spell_of_the_chosen_color() -> None:
    """601.3: given Iona (A) that chose red, when B casts Lightning Bolt, then it is refused."""
    with pytest.raises(ScenarioError, match="Lightning Bolt can't be cast: Iona"):
        play([obj("iona", "Iona, Shield of Emeria", chosen={"color": "R"}),
              obj("bolt", "Lightning Bolt", controller="B", zone="hand")],
             [{"type": "cast", "player": "B", "object": "bolt", "targets": ["iona"]}],
             cards=[_iona()])


def test_ionas_controller_still_casts_spells_of_the_chosen_color() -> None:
    """Given Iona (A) that chose red, when A casts Lightning Bolt, then it resolves: only A's
    opponents are stopped."""
    result = play([obj("iona", "Iona, Shield of Emeria", chosen={"color": "R"}),
                   obj("bears", "Grizzly Bears", controller="B"),
                   obj("bolt", "Lightning Bolt", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "bolt", "targets": ["bears"]}],
                  cards=[_iona()])

    assert result["objects"]["bears"]["zone"] == "graveyard"


def test_iona_without_a_chosen_color_stops_nothing() -> None:
    """Given Iona (A) with no color recorded, when B casts Lightning Bolt, then it resolves:
    "the chosen color" names no color (the engine doesn't guess a choice)."""
    result = play([obj("iona", "Iona, Shield of Emeria"),
                   obj("bears", "Grizzly Bears"),
                   obj("bolt", "Lightning Bolt", controller="B", zone="hand")],
                  [{"type": "cast", "player": "B", "object": "bolt", "targets": ["bears"]}],
                  cards=[_iona()])

    assert result["objects"]["bears"]["zone"] == "graveyard"


# --- a chosen creature type with a changeling (702.73a, 205.3m, 607.1) ---------------------------


def test_a_changeling_gets_the_chosen_creature_types_bonus() -> None:
    """702.73a: a changeling is every creature type, so given Brass Herald that chose Elf,
    then a changeling creature gets "Creatures of the chosen type get +1/+1", as an Elf does."""
    herald = card("Brass Herald", ["Artifact", "Creature"],
                  "As Brass Herald enters the battlefield, choose a creature type.\n"
                  "Creatures of the chosen type get +1/+1.", ("Golem",), 2, 2)
    shifter = card("Test Shifter", ["Creature"], "Changeling", ("Shapeshifter",), 1, 1)
    result = play([obj("h", "Brass Herald", chosen={"creature_type": "Elf"}),
                   obj("s", "Test Shifter", controller="B"), obj("bears", "Grizzly Bears")],
                  cards=[herald, shifter])

    objects = result["objects"]
    assert (objects["s"]["power"], objects["bears"]["power"]) == (2, 2)


# --- an Aura's protection from the chosen color (702.16c, 607.1) --------------------------------

WARD = ("Enchant creature\n"
        "As Flickering Ward enters the battlefield, choose a color.\n"
        "Enchanted creature has protection from the chosen color. This effect doesn't remove "
        "Flickering Ward.")


def _ward() -> dict[str, Any]:
    face = card("Flickering Ward", ["Enchantment"], WARD, ("Aura",))
    return {**face, "colors": ["W"]}


def test_the_wards_protection_doesnt_remove_the_ward_but_sheds_another_aura() -> None:
    """702.16c, 704.5m: given a white Flickering Ward that chose white on Grizzly Bears, beside
    B's Pacifism (white), then Pacifism falls off and the Ward stays: its own words say its
    effect doesn't remove it."""
    result = play([obj("bears", "Grizzly Bears"),
                   obj("ward", "Flickering Ward", attached_to="bears", chosen={"color": "W"}),
                   obj("pacifism", "Pacifism", controller="B", attached_to="bears")],
                  cards=[_ward()])

    objects = result["objects"]
    assert objects["pacifism"]["zone"] == "graveyard"
    assert objects["ward"]["attached_to"] == "bears"


def test_the_enchanted_creature_has_protection_from_the_auras_chosen_color() -> None:
    """607.1, 702.16b: given Flickering Ward that chose red on Voice of All that chose blue, when
    B casts Lightning Bolt at Voice of All, then it is refused: the protection the Ward grants
    reads the Ward's choice (red), not the creature's own (blue)."""
    with pytest.raises(ScenarioError, match="Voice of All can't be the target: it has protection"):
        play([obj("voice", "Voice of All", chosen={"color": "U"}),
              obj("ward", "Flickering Ward", attached_to="voice", chosen={"color": "R"}),
              obj("bolt", "Lightning Bolt", controller="B", zone="hand")],
             [{"type": "cast", "player": "B", "object": "bolt", "targets": ["voice"]}],
             cards=[_ward()])


def test_without_a_chosen_color_the_ward_protects_from_nothing() -> None:
    """Given Flickering Ward with no color recorded on Grizzly Bears, when B casts Lightning
    Bolt at the Bears, then it resolves and they die: the protection the Ward grants protects
    from nothing (the engine doesn't guess a choice)."""
    result = play([obj("bears", "Grizzly Bears"),
                   obj("ward", "Flickering Ward", attached_to="bears"),
                   obj("bolt", "Lightning Bolt", controller="B", zone="hand")],
                  [{"type": "cast", "player": "B", "object": "bolt", "targets": ["bears"]}],
                  cards=[_ward()])

    assert result["objects"]["bears"]["zone"] == "graveyard"


# --- an Aura's chosen basic land type (614.12a, 305.7) -----------------------------------------

TERRAIN = ("Enchant land\nAs Phantasmal Terrain enters the battlefield, choose a basic land "
           "type.\nEnchanted land is the chosen type.")


def _terrain() -> dict[str, Any]:
    return card("Phantasmal Terrain", ["Enchantment"], TERRAIN, ("Aura",))


def test_phantasmal_terrain_reads_exactly() -> None:
    """Given Phantasmal Terrain, when compiled, then the basic land type is chosen as it enters
    (614.12a) and the enchanted land is set to it (305.7)."""
    assert read_whole(_face("Phantasmal Terrain", TERRAIN, ("Enchantment",))
                      | {"subtypes": ["Aura"]})[1:] == [
        {"kind": "replacement", "event": ENTERS, "instead": {"choose": "basic_land_type"}},
        {"kind": "static", "affects": "enchanted", "modifications": [
            {"op": "set_subtypes", "subtypes": [{"chosen": "basic_land_type"}]}]}]


def test_the_enchanted_land_is_only_the_chosen_basic_land_type() -> None:
    """305.7: given Phantasmal Terrain that chose Swamp on a Forest, then the land is a Swamp
    only, with the Swamp's mana ability instead of the Forest's."""
    result = play([obj("land", "Forest"),
                   obj("terrain", "Phantasmal Terrain", attached_to="land",
                       chosen={"basic_land_type": "swamp"})],
                  cards=[_terrain()])

    land = result["objects"]["land"]
    assert land["subtypes"] == ["Swamp"]
    assert land["abilities"] == ["{T}: Add {B}."]


def test_a_chosen_land_type_that_isnt_basic_is_refused() -> None:
    """305.6: given Phantasmal Terrain whose chosen basic_land_type is Desert (a land type, not
    a basic one), then the scenario is refused, naming the field."""
    with pytest.raises(ScenarioError, match=r"chosen\.basic_land_type.*not a basic land type"):
        play([obj("land", "Forest"),
              obj("terrain", "Phantasmal Terrain", attached_to="land",
                  chosen={"basic_land_type": "Desert"})],
             cards=[_terrain()])


# --- "the chosen player" in a characteristic-defining ability (604.3, 607.1) --------------------

SPECTER = ("Flying\nAs Entropic Specter enters the battlefield, choose an opponent.\n"
           "Entropic Specter's power and toughness are each equal to the number of cards in the "
           "chosen player's hand.\n"
           "Whenever Entropic Specter deals damage to a player, that player discards a card.")
LOST_ORDER = ("As Lost Order of Jarkeld enters the battlefield, choose an opponent.\n"
              "Lost Order of Jarkeld's power and toughness are each equal to 1 plus the number "
              "of creatures the chosen player controls.")


def test_the_chosen_players_count_reads_exactly() -> None:
    """Given Lost Order of Jarkeld, when compiled, then its power and toughness count the
    creatures of the opponent chosen as it entered (``controller`` "chosen", 604.3)."""
    count = {"sum": [1, {"count": {"types": ["Creature"], "controller": "chosen"}}]}
    assert read_whole(_face("Lost Order of Jarkeld", LOST_ORDER))[1] == {
        "kind": "static", "affects": "self", "cda": True,
        "modifications": [{"op": "set_pt", "power": count, "toughness": count}]}


def test_lost_order_counts_the_chosen_opponents_creatures() -> None:
    """604.3, 607.1: given Lost Order of Jarkeld (A) that chose B, B controlling two creatures
    and A one, then it is 3/3: 1 plus B's creatures, not A's."""
    order = card("Lost Order of Jarkeld", ["Creature"], LOST_ORDER, ("Human", "Knight"),
                 "*", "*")
    result = play([obj("order", "Lost Order of Jarkeld", chosen={"opponent": "B"}),
                   obj("b1", "Grizzly Bears", controller="B"),
                   obj("b2", "Grizzly Bears", controller="B")],
                  cards=[order])

    assert (result["objects"]["order"]["power"], result["objects"]["order"]["toughness"]) == (3, 3)


def test_entropic_specter_asks_an_opponent_and_counts_their_hand() -> None:
    """614.12a, 604.3: given Entropic Specter cast by A with the answer B, and B holding two
    cards, then it enters as a 2/2."""
    specter = card("Entropic Specter", ["Creature"], SPECTER, ("Specter", "Spirit"), "*", "*")
    result = play([obj("specter", "Entropic Specter", zone="hand"),
                   obj("h1", "Grizzly Bears", controller="B", zone="hand"),
                   obj("h2", "Lightning Bolt", controller="B", zone="hand")],
                  [{"type": "cast", "player": "A", "object": "specter"}], cards=[specter],
                  choices=[{"player": "A", "choose": "B"}])

    specter_now = result["objects"]["specter"]
    assert (specter_now["zone"], specter_now["power"]) == ("battlefield", 2)


# --- "{T}: Add one mana of the chosen color." (106.1, 607.1) ------------------------------------

GRAIL = ("As Sol Grail enters the battlefield, choose a color.\n"
         "{T}: Add one mana of the chosen color.")


def _grail_activated(**extra: Any) -> dict[str, Any]:
    grail = card("Sol Grail", ["Artifact"], GRAIL)
    return play([obj("grail", "Sol Grail", **extra)],
                [{"type": "activate", "player": "A", "object": "grail", "ability": 1}],
                cards=[grail])


def test_the_mana_ability_adds_the_chosen_color() -> None:
    """106.1, 607.1: given Sol Grail that chose blue, when A activates its mana ability, then it
    is tapped and the trace says it adds {U}."""
    result = _grail_activated(chosen={"color": "U"})

    assert result["objects"]["grail"]["tapped"]
    assert any("adding {U}" in step["text"] for step in result["steps"])


def test_the_mana_ability_adds_nothing_without_a_chosen_color() -> None:
    """Given Sol Grail with no color recorded, when its mana ability is activated, then its cost
    is paid and the trace says it adds no mana (the engine doesn't guess a color)."""
    result = _grail_activated()

    assert result["objects"]["grail"]["tapped"]
    assert any("adds no mana" in step["text"] for step in result["steps"])


# --- "Activated abilities of sources with the chosen name can't be activated." (602.5) -------

REVOKER = ("As Phyrexian Revoker enters the battlefield, choose a nonland card name.\n"
           "Activated abilities of sources with the chosen name can't be activated.")


def test_phyrexian_revoker_stops_the_named_sources_abilities_even_mana_ones() -> None:
    """602.5, 605.1a: given Phyrexian Revoker (B) that named Sol Grail, when A activates Sol
    Grail's mana ability, then it is refused: a mana ability is an activated ability too."""
    revoker = card("Phyrexian Revoker", ["Artifact", "Creature"], REVOKER, ("Horror",), 2, 1)
    grail = card("Sol Grail", ["Artifact"], GRAIL)
    with pytest.raises(ScenarioError, match="can't be activated: Activated abilities of"):
        play([obj("revoker", "Phyrexian Revoker", controller="B",
                  chosen={"card_name": "Sol Grail"}),
              obj("grail", "Sol Grail", chosen={"color": "U"})],
             [{"type": "activate", "player": "A", "object": "grail", "ability": 1}],
             cards=[revoker, grail])


# --- a modal spell's entwine cost that isn't mana (702.42a, 702.42b) ---------------------------

BETRAYAL = ("Choose one —\n• Destroy target creature.\n"
            "• Return target creature card from your graveyard to the battlefield.\n"
            "Entwine—Sacrifice three lands. (Choose both if you pay the entwine cost.)")
LANDS = ["f1", "f2", "f3"]


def _betrayal(mode: list[int], targets: list[str], **cast: Any) -> dict[str, Any]:
    betrayal = card("Betrayal of Flesh", ["Instant"], BETRAYAL)
    return play([obj("betrayal", "Betrayal of Flesh", zone="hand"),
                 obj("bears", "Grizzly Bears", controller="B"),
                 obj("dead", "Grizzly Bears", zone="graveyard"),
                 *(obj(land, "Forest") for land in LANDS)],
                [{"type": "cast", "player": "A", "object": "betrayal", "mode": mode,
                  "targets": targets, **cast}], cards=[betrayal])


def test_the_entwine_line_is_an_additional_cost_paid_only_when_entwined() -> None:
    """702.42a: given Betrayal of Flesh, when compiled, then "Entwine—Sacrifice three lands."
    is an additional cost marked entwine, and both modes say the spell has entwine."""
    abilities = read_whole({"name": "Betrayal of Flesh", "types": ["Instant"],
                            "text": BETRAYAL})
    assert abilities[-1] == {"kind": "additional_cost", "pay": "Sacrifice three lands",
                             "entwine": True}
    assert [a.get("entwine") for a in abilities[:-1]] == [True, True]


def test_entwined_by_sacrificing_three_lands_both_modes_happen() -> None:
    """702.42b: given Betrayal of Flesh cast with both modes and three Forests sacrificed, then
    B's Grizzly Bears is destroyed, A's dead Bears returns, and the Forests are gone."""
    result = _betrayal([0, 1], ["bears", "dead"], sacrifice=LANDS)

    objects = result["objects"]
    assert (objects["bears"]["zone"], objects["dead"]["zone"]) == ("graveyard", "battlefield")
    assert {objects[land]["zone"] for land in LANDS} == {"graveyard"}


def test_both_modes_without_the_sacrifice_are_refused() -> None:
    """702.42a, 601.2h: given Betrayal of Flesh cast with both modes and no lands named, then
    the cast is refused: the entwine cost sacrifices three lands."""
    with pytest.raises(ScenarioError, match="sacrifices three lands"):
        _betrayal([0, 1], ["bears", "dead"])


def test_one_mode_pays_no_entwine_cost() -> None:
    """702.42a: given Betrayal of Flesh cast with one mode and lands named to sacrifice, then
    the cast is refused: without entwine there is no cost that sacrifices."""
    with pytest.raises(ScenarioError, match="no additional cost that sacrifices"):
        _betrayal([0], ["bears"], sacrifice=LANDS)


# --- "protection from the color of your choice" chosen as it resolves (608.2d) -----------------

JARETH = ("{W}: Jareth, Leonine Titan gains protection from the color of your choice until end "
          "of turn.")
SHELTER = ("Target creature you control gains protection from the color of your choice until "
           "end of turn.\nDraw a card.")


def _jareth() -> dict[str, Any]:
    return card("Jareth, Leonine Titan", ["Creature"], JARETH, ("Giant",), 4, 7)


def test_the_color_of_your_choice_is_asked_as_the_ability_resolves() -> None:
    """608.2d: given Jareth's ability activated and no answer, when it resolves, then its
    controller is asked for a color."""
    result = play([obj("jareth", "Jareth, Leonine Titan")],
                  [{"type": "activate", "player": "A", "object": "jareth", "ability": 0}],
                  cards=[_jareth()])

    choice = result["pending_choice"]
    assert "608.2d" in choice["rules"]
    assert [o["id"] for o in choice["options"]] == ["W", "U", "B", "R", "G"]


def test_jareth_gets_protection_from_the_color_chosen_as_it_resolved() -> None:
    """608.2d, 702.16b: given Jareth's ability resolved with red chosen, when B casts Lightning
    Bolt at Jareth, then the cast is refused: Jareth has protection from red."""
    with pytest.raises(ScenarioError, match="can't be the target: it has protection"):
        play([obj("jareth", "Jareth, Leonine Titan"),
              obj("bolt", "Lightning Bolt", controller="B", zone="hand")],
             [{"type": "activate", "player": "A", "object": "jareth", "ability": 0},
              {"type": "resolve"},
              {"type": "cast", "player": "B", "object": "bolt", "targets": ["jareth"]}],
             cards=[_jareth()], choices=[{"player": "A", "choose": "R"}])


def test_a_spells_color_of_your_choice_protects_its_target() -> None:
    """608.2d, 702.16e: given Shelter cast on A's Grizzly Bears with green chosen, when a green
    creature (Acidic Slime) deals damage to the Bears, then it is prevented."""
    shelter = card("Shelter", ["Instant"], SHELTER)
    result = play([obj("shelter", "Shelter", zone="hand"), obj("bears", "Grizzly Bears"),
                   obj("elf", "Acidic Slime", controller="B")],
                  [{"type": "cast", "player": "A", "object": "shelter", "targets": ["bears"]},
                   {"type": "resolve"},
                   {"type": "damage", "source": "elf", "target": "bears", "amount": 2}],
                  cards=[shelter], choices=[{"player": "A", "choose": "G"}])

    assert result["objects"]["bears"]["damage"] == 0


KAVU = "{G}: Caldera Kavu becomes the color of your choice until end of turn."


def test_becomes_the_color_of_your_choice_reads_exactly() -> None:
    """608.2d, 105.3: given Caldera Kavu's line, when compiled, then it sets its own colors to
    the color chosen as the ability resolves, until end of turn."""
    assert read_whole(_face("Caldera Kavu", KAVU)) == [
        {"kind": "activated", "cost": "{G}", "affects": "self",
         "modifications": [{"op": "set_colors", "colors": [{"chosen": "color"}]}],
         "duration": "end_of_turn"}]


def test_the_kavu_becomes_the_color_chosen_as_its_ability_resolves() -> None:
    """608.2d, 613.1e: given Caldera Kavu's ability resolved with blue chosen, then it is blue
    (only)."""
    kavu = card("Caldera Kavu", ["Creature"], KAVU, ("Kavu",), 2, 2)
    result = play([obj("kavu", "Caldera Kavu")],
                  [{"type": "activate", "player": "A", "object": "kavu", "ability": 0}],
                  cards=[{**kavu, "colors": ["R"]}], choices=[{"player": "A", "choose": "U"}])

    assert result["objects"]["kavu"]["colors"] == ["U"]
