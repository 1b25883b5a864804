"""Modal spells' modes read as lines of their own (700.2; engine/oracle/templates_sentences.py
``mode_line``): a mode no sentence reader reads is the one ``spell`` ability every template reads
its words as when they stand alone, a restriction and a regeneration shield included
(engine/abilities/spells.py gives them their ``mode``). Real corpus cards, near misses left
unread, and the engine's side played as scenarios with rule citations."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.oracle_helpers import read_whole


def _face(name: str, types: str, text: str) -> dict[str, Any]:
    return {"name": name, "types": types.split(" "), "text": text}


def _read(name: str, types: str, text: str) -> list[dict[str, Any]]:
    return read_whole(_face(name, types, text))


def _card(name: str, text: str) -> dict[str, Any]:
    """A card file made of the compiler's reading (as the card import makes it)."""
    face = _face(name, "Instant", text)
    return {**face, "subtypes": [], "colors": ["G"],
            "abilities": list(compile_face(face).card_abilities())}


def _creature(name: str, subtypes: tuple[str, ...] = (), keywords: tuple[str, ...] = ()
              ) -> dict[str, Any]:
    """A 2/2 custom creature card for the scenarios."""
    return {"name": name, "types": ["Creature"], "subtypes": list(subtypes), "power": 2,
            "toughness": 2, "abilities": list(keywords)}


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


# --- real cards -----------------------------------------------------------------------------

IZZET_CHARM = ("Choose one —\n• Counter target noncreature spell unless its controller pays "
               "{2}.\n• Izzet Charm deals 2 damage to target creature.\n• Draw two cards, then "
               "discard two cards.")
VITALITY_CHARM = ("Choose one —\n• Create a 1/1 green Insect creature token.\n• Target creature "
                  "gets +1/+1 and gains trample until end of turn.\n• Regenerate target Beast.")
DESTRUCTIVE_TAMPERING = ("Choose one —\n• Destroy target artifact.\n• Creatures without flying "
                         "can't block this turn.")
ONE = [1, 1]


def test_izzet_charm_reads_its_counter_unless_mode() -> None:
    """700.2, 118.12a: Izzet Charm's first mode is the counter with unless_pay a line of its own
    reads; the modal spell is read whole."""
    modes = _read("Izzet Charm", "Instant", IZZET_CHARM)

    assert modes[0] == {
        "kind": "spell", "targets": [{"object": {"zones": ["stack"], "not_types": ["Creature"]}}],
        "effect": [{"do": "counter", "object": "target", "unless_pay": "{2}"}],
        "mode": "Counter target noncreature spell unless its controller pays {2}.",
        "choose": ONE}
    assert len(modes) == 3


def test_vitality_charm_reads_its_regeneration_mode() -> None:
    """700.2, 614.8: Vitality Charm's third mode is a spell's regeneration shield on its
    target, with its mode."""
    modes = _read("Vitality Charm", "Instant", VITALITY_CHARM)

    assert modes[2] == {"kind": "spell", "targets": [{"object": {"subtypes": ["Beast"]}}],
                        "regenerate": "targets", "mode": "Regenerate target Beast.",
                        "choose": ONE}


def test_destructive_tampering_reads_its_restriction_mode() -> None:
    """700.2, 509.1b: Destructive Tampering's second mode is a restriction on a filter until end
    of turn, with its mode."""
    modes = _read("Destructive Tampering", "Sorcery", DESTRUCTIVE_TAMPERING)

    assert modes[1] == {
        "kind": "spell", "affects": {"types": ["Creature"], "not_keywords": ["Flying"]},
        "cant": ["block"], "duration": "end_of_turn",
        "mode": "Creatures without flying can't block this turn.", "choose": ONE}


@pytest.mark.parametrize("mode", [
    # 615: a prevention shield is no spell ability a resolving spell creates (Ivory Charm).
    "• Prevent the next 1 damage that would be dealt to any target this turn.",
    # Two abilities in one mode: not one mode's one ability.
    "• Regenerate target creature. Draw a card.",
    # A mode whose words no template reads (Golgari Charm).
    "• Regenerate each creature you control.",
])
def test_a_mode_not_one_spell_ability_leaves_the_modal_spell_unread(mode: str) -> None:
    """700.2, 601.2b: given a mode that isn't one spell ability, when the spell is compiled,
    then the header and every mode stay unread (a mode left out would shift the numbers)."""
    text = f"Choose one —\n• Destroy target artifact.\n{mode}"

    assert len(compile_face(_face("Zed", "Instant", text)).not_modelled) == 3


# --- the engine's side ----------------------------------------------------------------------

def _vitality(mode: int, more: list[dict[str, Any]]) -> dict[str, Any]:
    """A casts Vitality Charm with ``mode`` on B's Beast (the third mode's target, or the
    second's), then ``more``."""
    charm = _card("Vitality Charm", VITALITY_CHARM)
    return play([{"id": "c", "card": "Vitality Charm", "controller": "A", "zone": "hand"},
                 {"id": "m", "card": "Murder", "controller": "A", "zone": "hand"},
                 {"id": "u", "card": "Unsummon", "controller": "A", "zone": "hand"},
                 {"id": "beast", "card": "Test Beast", "controller": "B"}],
                [{"type": "cast", "player": "A", "object": "c", "mode": [mode],
                  "targets": ["beast"]}, *more],
                cards=[charm, _creature("Test Beast", ("Beast",))])


def test_vitality_charms_shield_regenerates_the_beast() -> None:
    """700.2, 614.8, 701.15a: given Vitality Charm cast with its regeneration mode on a Beast,
    when Murder destroys the Beast, then it regenerates: it stays, tapped."""
    result = _vitality(2, [{"type": "resolve"},
                           {"type": "cast", "player": "A", "object": "m",
                            "targets": ["beast"]}, {"type": "resolve"}])

    beast = result["objects"]["beast"]
    assert (beast["zone"], beast["tapped"]) == ("battlefield", True)
    assert "614.8" in _rules(result)


def test_vitality_charms_other_mode_leaves_no_shield() -> None:
    """700.2, 601.2b: given Vitality Charm cast with its +1/+1 mode on the Beast, when Murder
    destroys it, then it dies: only the chosen mode resolved."""
    result = _vitality(1, [{"type": "resolve"},
                           {"type": "cast", "player": "A", "object": "m",
                            "targets": ["beast"]}, {"type": "resolve"}])

    assert result["objects"]["beast"]["zone"] == "graveyard"


def test_vitality_charm_with_its_target_gone_doesnt_resolve() -> None:
    """608.2b, 400.7: given Vitality Charm's regeneration mode on the Beast, when Unsummon
    returns the Beast first, then the Charm's only target is illegal: it doesn't resolve and
    goes to the graveyard."""
    result = _vitality(2, [{"type": "cast", "player": "A", "object": "u",
                            "targets": ["beast"]}, {"type": "resolve"}, {"type": "resolve"}])

    assert (result["objects"]["beast"]["zone"], result["objects"]["c"]["zone"]) == (
        "hand", "graveyard")
    assert "608.2b" in _rules(result)


def test_the_regeneration_mode_needs_a_beast() -> None:
    """115.1, 601.2c: the regeneration mode's target is a Beast: a Bear is refused."""
    charm = _card("Vitality Charm", VITALITY_CHARM)
    with pytest.raises(ScenarioError, match="not a legal target"):
        play([{"id": "c", "card": "Vitality Charm", "controller": "A", "zone": "hand"},
              {"id": "bear", "card": "Test Bear", "controller": "B"}],
             [{"type": "cast", "player": "A", "object": "c", "mode": [2], "targets": ["bear"]}],
             cards=[charm, _creature("Test Bear", ("Bear",))])


def _tampering(mode: int, targets: list[str]) -> dict[str, Any]:
    """A casts Destructive Tampering with ``mode``; A's ground creature attacks B, whose ground
    creature tries to block it."""
    tampering = {**_card("Destructive Tampering", DESTRUCTIVE_TAMPERING), "types": ["Sorcery"]}
    return play([{"id": "t", "card": "Destructive Tampering", "controller": "A", "zone": "hand"},
                 {"id": "rock", "card": "Test Relic", "controller": "B"},
                 {"id": "o", "card": "Test Bear", "controller": "A"},
                 {"id": "b", "card": "Test Bear", "controller": "B"}],
                [{"type": "cast", "player": "A", "object": "t", "mode": [mode],
                  "targets": targets}, {"type": "resolve"},
                 {"type": "attack", "attackers": [{"object": "o", "defending": "B"}]},
                 {"type": "block", "blockers": [{"object": "b", "blocking": "o"}]}],
                cards=[tampering, _creature("Test Bear"),
                       {"name": "Test Relic", "types": ["Artifact"], "subtypes": [],
                        "abilities": []}])


def test_destructive_tamperings_restriction_stops_the_block() -> None:
    """700.2, 509.1b, 611.2a: given Destructive Tampering cast with its second mode, when B's
    creature without flying blocks that turn, then the block is refused."""
    with pytest.raises(ScenarioError, match=r"Test Bear can't block: .*without flying"):
        _tampering(1, [])


def test_destructive_tamperings_first_mode_leaves_blocking_alone() -> None:
    """700.2, 601.2b: given its first mode (the artifact destroyed), when B's creature blocks,
    then the block stands: the restriction's mode wasn't chosen."""
    result = _tampering(0, ["rock"])

    assert (result["objects"]["rock"]["zone"], result["objects"]["b"]["blocking"]) == (
        "graveyard", ["o"])


# --- "Return up to two target creature cards from your graveyard to your hand." (601.2c) ------

DUTIFUL_RETURN = "Return up to two target creature cards from your graveyard to your hand."
GRAVE_CARD = {"object": {"zones": ["graveyard"], "owner": "you", "types": ["Creature"]}}


@pytest.mark.parametrize(("name", "text", "most"), [
    ("Dutiful Return", DUTIFUL_RETURN, 2),
    ("Zed", "Return up to three target instant cards from your graveyard to your hand.", 3),
])
def test_up_to_n_cards_from_your_graveyard_read(name: str, text: str, most: int) -> None:
    """601.2c, 115.1: given the real line (and a near variant), when compiled, then it is one
    return_to_hand on an up_to target in its caster's graveyard."""
    target = GRAVE_CARD if "creature" in text else {
        "object": {"zones": ["graveyard"], "owner": "you", "types": ["Instant"]}}
    assert _read(name, "Sorcery", text) == [
        {"kind": "spell", "targets": [{**target, "up_to": most}],
         "effect": [{"do": "return_to_hand", "object": "target"}]}]


def test_font_of_returns_activated_line_reads() -> None:
    """602.1a, 601.2c: Font of Return's sacrifice-cost ability returns up to three."""
    text = ("{3}{B}, Sacrifice Font of Return: Return up to three target creature cards from "
            "your graveyard to your hand.")
    assert _read("Font of Return", "Enchantment", text) == [
        {"kind": "activated", "cost": "{3}{B}, Sacrifice Font of Return",
         "targets": [{**GRAVE_CARD, "up_to": 3}],
         "effect": [{"do": "return_to_hand", "object": "target"}]}]


@pytest.mark.parametrize("text", [
    # Another action after the return (Macabre Waltz).
    "Return up to two target creature cards from your graveyard to your hand, then discard a "
    "card.",
    # A color, not a card type (Vivid Revival's "multicolor").
    "Return up to three target multicolor cards from your graveyard to your hand.",
    # To the battlefield: another action.
    "Return up to two target creature cards from your graveyard to the battlefield.",
    # X targets.
    "Return up to X target creature cards from your graveyard to your hand.",
])
def test_up_to_graveyard_near_misses_stay_unread(text: str) -> None:
    """Near misses of the up-to-N graveyard return stay unread."""
    assert compile_face(_face("Zed", "Sorcery", text)).not_modelled == (text,)


def _dutiful(targets: list[str], more: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A casts Dutiful Return with two creature cards and a land card in A's graveyard and a
    creature card in B's."""
    card = {**_card("Dutiful Return", DUTIFUL_RETURN), "types": ["Sorcery"]}
    return play([{"id": "r", "card": "Dutiful Return", "controller": "A", "zone": "hand"},
                 {"id": "g1", "card": "Test Bear", "owner": "A", "zone": "graveyard"},
                 {"id": "g2", "card": "Test Bear", "owner": "A", "zone": "graveyard"},
                 {"id": "land", "card": "Forest", "owner": "A", "zone": "graveyard"},
                 {"id": "theirs", "card": "Test Bear", "owner": "B", "zone": "graveyard"}],
                [{"type": "cast", "player": "A", "object": "r", "targets": targets},
                 *(more or []), {"type": "resolve"}],
                cards=[card, _creature("Test Bear")])


def test_dutiful_return_returns_both_cards() -> None:
    """601.2c, 608.2: given two creature cards targeted in A's graveyard, when Dutiful Return
    resolves, then both are in A's hand."""
    result = _dutiful(["g1", "g2"])

    assert (result["objects"]["g1"]["zone"], result["objects"]["g2"]["zone"]) == ("hand", "hand")


def test_dutiful_return_with_no_target_resolves() -> None:
    """601.2c, 608.2b: "up to two" may be zero targets: the spell resolves (it has no target to
    become illegal) and returns nothing."""
    result = _dutiful([])

    assert (result["objects"]["r"]["zone"], result["objects"]["g1"]["zone"]) == (
        "graveyard", "graveyard")


@pytest.mark.parametrize("bad", ["theirs", "land"])
def test_dutiful_return_targets_only_your_creature_cards(bad: str) -> None:
    """115.1: a creature card in another player's graveyard, or a land card, isn't a legal
    target."""
    with pytest.raises(ScenarioError, match="not a legal target"):
        _dutiful(["g1", bad])


def test_a_card_that_left_the_graveyard_isnt_returned() -> None:
    """608.2b, 400.7: given both cards targeted, when one is exiled before the spell resolves,
    then only the other returns (the exiled card is a new object, an illegal target)."""
    result = _dutiful(["g1", "g2"], [{"type": "move", "object": "g1", "to": "exile"}])

    assert (result["objects"]["g1"]["zone"], result["objects"]["g2"]["zone"]) == ("exile", "hand")


def test_one_card_cant_be_both_targets() -> None:
    """601.2c, 115.3: the same card can't be chosen twice for one word "target"."""
    with pytest.raises(ScenarioError, match="chosen more than once"):
        _dutiful(["g1", "g1"])


def test_font_of_return_returns_three_after_its_sacrifice() -> None:
    """602.2, 601.2c: given Font of Return's ability activated (it is sacrificed as the cost),
    when it resolves, then the three targeted creature cards return to A's hand."""
    text = ("{3}{B}, Sacrifice Font of Return: Return up to three target creature cards from "
            "your graveyard to your hand.")
    face = _face("Font of Return", "Enchantment", text)
    font = {**face, "subtypes": [], "abilities": list(compile_face(face).card_abilities())}
    result = play([{"id": "f", "card": "Font of Return", "controller": "A"},
                   *({"id": f"g{i}", "card": "Test Bear", "owner": "A", "zone": "graveyard"}
                     for i in range(3))],
                  [{"type": "activate", "player": "A", "object": "f", "ability": 0,
                    "targets": ["g0", "g1", "g2"]}, {"type": "resolve"}],
                  cards=[font, _creature("Test Bear")])

    assert [result["objects"][o]["zone"] for o in ("f", "g0", "g1", "g2")] == [
        "graveyard", "hand", "hand", "hand"]


GRAVEDIGGER_TWO = ("When Zed enters the battlefield, return up to two target creature cards from "
                   "your graveyard to your hand.")


def _zed(choices: list[dict[str, Any]]) -> dict[str, Any]:
    """A casts Zed (its enters trigger returns up to two creature cards) with a creature card in
    each graveyard."""
    face = {"name": "Zed", "types": ["Creature"], "text": GRAVEDIGGER_TWO}
    zed = {**face, "subtypes": [], "power": 2, "toughness": 2,
           "abilities": list(compile_face(face).card_abilities())}
    return play([{"id": "z", "card": "Zed", "controller": "A", "zone": "hand"},
                 {"id": "g1", "card": "Test Bear", "owner": "A", "zone": "graveyard"},
                 {"id": "theirs", "card": "Test Bear", "owner": "B", "zone": "graveyard"}],
                [{"type": "cast", "player": "A", "object": "z"}],
                cards=[zed, _creature("Test Bear")], choices=choices)


def test_a_triggered_up_to_graveyard_return_offers_only_your_cards() -> None:
    """603.3d, 115.1: given Zed's enters trigger, when it goes on the stack, then A is asked for
    a creature card in A's graveyard, or done."""
    choice = _zed([])["pending_choice"]

    assert [o["id"] for o in choice["options"]] == ["g1", "done"]


def test_a_triggered_up_to_graveyard_return_returns_the_card() -> None:
    """603.3d, 608.2: given A chooses the card (no other is left to ask about), when the
    trigger resolves, then the card is in A's hand."""
    result = _zed([{"player": "A", "choose": "g1"}])

    assert (result["objects"]["g1"]["zone"], result["objects"]["theirs"]["zone"]) == (
        "hand", "graveyard")


# --- "Choose three. You may choose the same mode more than once." (700.2d) ------------------

FIERY_CONFLUENCE = ("Choose three. You may choose the same mode more than once.\n• Fiery "
                    "Confluence deals 1 damage to each creature.\n• Fiery Confluence deals 2 "
                    "damage to each opponent.\n• Destroy target artifact.")
RIGHTEOUS_CONFLUENCE = ("Choose three. You may choose the same mode more than once.\n• Create a "
                        "2/2 white Knight creature token with vigilance.\n• Exile target "
                        "enchantment.\n• You gain 5 life.")
THREE = {"choose": [3, 3], "repeat": True}


def test_fiery_confluence_reads_three_repeatable_modes() -> None:
    """700.2d: Fiery Confluence's modes are its three bullets, three chosen, each may be chosen
    again."""
    modes = _read("Fiery Confluence", "Sorcery", FIERY_CONFLUENCE)

    assert modes == [
        {"kind": "spell", "effect": [{"do": "damage", "objects": {"types": ["Creature"]},
                                      "amount": 1}],
         "mode": "Fiery Confluence deals 1 damage to each creature.", **THREE},
        {"kind": "spell", "effect": [{"do": "damage", "player": "each_opponent", "amount": 2}],
         "mode": "Fiery Confluence deals 2 damage to each opponent.", **THREE},
        {"kind": "spell", "targets": [{"object": {"types": ["Artifact"]}}],
         "effect": [{"do": "destroy", "object": "target"}], "mode": "Destroy target artifact.",
         **THREE}]


def test_righteous_confluence_reads_whole() -> None:
    """700.2d: Righteous Confluence's three modes, each repeatable."""
    modes = _read("Righteous Confluence", "Sorcery", RIGHTEOUS_CONFLUENCE)

    assert [m["repeat"] for m in modes] == [True] * 3 and modes[2]["choose"] == [3, 3]


def test_a_repeat_header_with_a_mode_of_a_continuous_effect_stays_unread() -> None:
    """700.2d is modelled for modes of actions only: a mode that is a continuous effect leaves
    the spell unread."""
    text = ("Choose three. You may choose the same mode more than once.\n• You gain 5 life.\n"
            "• Target creature gets +2/+2 until end of turn.")
    assert len(compile_face(_face("Zed", "Sorcery", text)).not_modelled) == 3


def _fiery(mode: list[int], targets: list[str]) -> dict[str, Any]:
    """A casts Fiery Confluence with ``mode``; B has a 2/2 and two artifacts."""
    card = {**_card("Fiery Confluence", FIERY_CONFLUENCE), "types": ["Sorcery"],
            "colors": ["R"]}
    relic = {"name": "Test Relic", "types": ["Artifact"], "subtypes": [], "abilities": []}
    return play([{"id": "f", "card": "Fiery Confluence", "controller": "A", "zone": "hand"},
                 {"id": "bear", "card": "Test Bear", "controller": "B"},
                 {"id": "r1", "card": "Test Relic", "controller": "B"},
                 {"id": "r2", "card": "Test Relic", "controller": "B"}],
                [{"type": "cast", "player": "A", "object": "f", "mode": mode,
                  "targets": targets}],
                cards=[card, relic, _creature("Test Bear")])


def test_the_same_mode_twice_deals_its_damage_twice() -> None:
    """700.2d, 704.5g: modes 0, 0, 1: each creature is dealt 1 damage twice (the 2/2 dies) and
    B loses 2 life; the trace cites 700.2d."""
    result = _fiery([0, 0, 1], [])

    assert result["objects"]["bear"]["zone"] == "graveyard"
    assert result["players"]["B"]["life"] == 18
    assert "700.2d" in _rules(result)


def test_three_times_destroy_takes_three_targets() -> None:
    """700.2d: the destroy mode three times has three targets; the same artifact may be chosen
    twice (then the second destroy finds it gone) and the other one once."""
    result = _fiery([2, 2, 2], ["r1", "r1", "r2"])

    assert (result["objects"]["r1"]["zone"], result["objects"]["r2"]["zone"]) == (
        "graveyard", "graveyard")
    assert result["players"]["B"]["life"] == 20


def test_a_spell_without_repeat_still_refuses_a_mode_twice() -> None:
    """700.2d: Izzet Charm ("Choose one —") can't choose a mode twice."""
    charm = _card("Izzet Charm", IZZET_CHARM)
    with pytest.raises(ScenarioError, match="more than once"):
        play([{"id": "c", "card": "Izzet Charm", "controller": "A", "zone": "hand"}],
             [{"type": "cast", "player": "A", "object": "c", "mode": [2, 2]}], cards=[charm])


def test_righteous_confluence_three_knights() -> None:
    """700.2d, 111.1: the token mode three times creates three Knights."""
    card = {**_card("Righteous Confluence", RIGHTEOUS_CONFLUENCE), "types": ["Sorcery"]}
    result = play([{"id": "c", "card": "Righteous Confluence", "controller": "A",
                    "zone": "hand"}],
                  [{"type": "cast", "player": "A", "object": "c", "mode": [0, 0, 0]}],
                  cards=[card])

    knights = [o for o in result["objects"].values() if o["name"] == "Knight Token"]
    assert len(knights) == 3


def _izzet(spell: str, answer: str) -> dict[str, Any]:
    """B casts ``spell`` at A; A answers with Izzet Charm's counter mode; B answers whether to
    pay {2}."""
    charm = _card("Izzet Charm", IZZET_CHARM)
    return play([{"id": "c", "card": "Izzet Charm", "controller": "A", "zone": "hand"},
                 {"id": "s", "card": spell, "controller": "B", "zone": "hand"}],
                [{"type": "cast", "player": "B", "object": "s", "targets": ["A"]},
                 {"type": "cast", "player": "A", "object": "c", "mode": [0], "targets": ["s"]},
                 {"type": "resolve"}],
                cards=[charm], choices=[{"player": "B", "choose": answer}])


def test_izzet_charms_counter_mode_counters_when_b_doesnt_pay() -> None:
    """700.2, 118.12a: given Izzet Charm's first mode on B's Lightning Bolt, when B doesn't pay
    {2}, then the Bolt is countered: A takes no damage."""
    result = _izzet("Lightning Bolt", "no")

    assert (result["objects"]["s"]["zone"], result["players"]["A"]["life"]) == ("graveyard", 20)


def test_izzet_charms_counter_mode_is_paid_for() -> None:
    """118.12a: given B pays {2}, then the Bolt isn't countered: it resolves and A takes 3."""
    assert _izzet("Lightning Bolt", "yes")["players"]["A"]["life"] == 17


def test_izzet_charms_counter_mode_cant_target_a_creature_spell() -> None:
    """115.1: the counter mode targets a noncreature spell: A's own Grizzly Bears spell is
    refused."""
    charm = _card("Izzet Charm", IZZET_CHARM)
    with pytest.raises(ScenarioError, match="not a legal target"):
        play([{"id": "c", "card": "Izzet Charm", "controller": "A", "zone": "hand"},
              {"id": "s", "card": "Grizzly Bears", "controller": "A", "zone": "hand"}],
             [{"type": "cast", "player": "A", "object": "s"},
              {"type": "cast", "player": "A", "object": "c", "mode": [0], "targets": ["s"]}],
             cards=[charm])
