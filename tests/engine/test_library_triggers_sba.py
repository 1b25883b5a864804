"""Library cards for persist and undying, infect and wither, protection, hexproof, shroud,
indestructible, the legend rule and planeswalkers, played through the engine (702.79, 702.93,
702.90, 702.80, 702.16, 702.11, 702.18, 702.12, 704.5).

Each card in ``CARDS`` is in the library with its current Oracle text and is played here by at
least one test that cites the rules; subtle rulings carry their reasoning. Keyword numbers are
the current Comprehensive Rules' (702 and 704 are not in the shipped text).
"""

from __future__ import annotations

import pytest

from tests.engine.event_helpers import play
from tests.engine.test_library_triggers import (
    Events,
    card,
    check_oracle_lines,
    gaps,
    life,
    pt,
)


def test_the_cards_are_in_the_library_with_their_oracle_lines() -> None:
    """Every card of this module is in the library with its abilities on its Oracle lines."""
    check_oracle_lines(CARDS)


# --- persist and undying: 702.79a, 702.93a, 704.5q, 400.7 ------------------------------------

PERSIST_AND_UNDYING = ["Geralf's Messenger", "Strangleroot Geist", "Butcher Ghoul", "Vorapede",
                       "Safehold Elite", "Putrid Goblin", "Undying Evil"]


def test_geralfs_messenger_drains_each_time_it_enters_tapped() -> None:
    """614.1c, 603.6a: it enters tapped and B loses 2; undying (702.93a) returns it with a
    +1/+1 counter, tapped again, and B loses 2 more; with that counter it stays dead the next
    time (603.4)."""
    objects = [card("messenger", "Geralf's Messenger", zone="hand")]
    once: Events = [{"type": "enter", "object": "messenger"},
                    {"type": "destroy", "target": "messenger"}]

    back = play(objects, once)
    gone = play(objects, [*once, {"type": "destroy", "target": "messenger"}])

    assert life(back, "B") == 16
    messenger = back["objects"]["messenger"]
    assert (messenger["zone"], messenger["tapped"], messenger["counters"]) == (
        "battlefield", True, {"+1/+1": 1})
    assert gone["objects"]["messenger"]["zone"] == "graveyard"
    assert life(gone, "B") == 16


def test_strangleroot_geist_returns_with_a_counter() -> None:
    """702.93a: it dies with no +1/+1 counter and returns with one, a 3/2. Its haste is applied
    by the combat rules, so not_modelled lists nothing."""
    result = play([card("geist", "Strangleroot Geist")], [{"type": "destroy", "target": "geist"}])

    assert pt(result, "geist") == (3, 2)
    assert gaps(result, "geist") == {}


def test_strangleroot_geist_dying_as_its_counters_annihilate_does_not_return() -> None:
    """704.3: a 2/1 with one +1/+1 and three -1/-1 counters has toughness -1. 704.5f (to the
    graveyard) and 704.5q (counters annihilate) apply at the same time, so it dies with its
    +1/+1 counter still on it; undying looks back at it (603.10a) and doesn't trigger."""
    geist = card("geist", "Strangleroot Geist", counters={"+1/+1": 1, "-1/-1": 3})

    result = play([geist])

    assert result["objects"]["geist"]["zone"] == "graveyard"
    assert not any(s["kind"] == "trigger" for s in result["steps"])


def test_vorapede_loses_its_plus_counter_to_annihilation_and_undies_again() -> None:
    """704.5q: Vorapede back as a 6/5 gets Skinrender's three -1/-1 counters; one pair cancels,
    leaving it a 3/2 with no +1/+1 counter, so when it is destroyed undying returns it again."""
    objects = [card("vorapede", "Vorapede"), card("render", "Skinrender", "B", zone="hand")]
    events: Events = [{"type": "destroy", "target": "vorapede"},
                      {"type": "enter", "object": "render"},
                      {"type": "destroy", "target": "vorapede"}]

    result = play(objects, events, choices=[{"player": "B", "choose": "vorapede"}])

    assert result["objects"]["vorapede"]["zone"] == "battlefield"
    assert result["objects"]["vorapede"]["counters"] == {"+1/+1": 1}
    assert pt(result, "vorapede") == (6, 5)
    assert gaps(result, "vorapede") == {}


def test_butcher_ghoul_sacrificed_dies_and_undying_returns_it() -> None:
    """701.17a, 700.4: a sacrificed creature is put into the graveyard from the battlefield: it
    dies, so undying triggers; sacrificed again with its counter, it stays."""
    once = play([card("ghoul", "Butcher Ghoul")], [{"type": "sacrifice", "object": "ghoul"}])
    twice = play([card("ghoul", "Butcher Ghoul")], [{"type": "sacrifice", "object": "ghoul"},
                                                   {"type": "sacrifice", "object": "ghoul"}])

    assert pt(once, "ghoul") == (2, 2)
    assert twice["objects"]["ghoul"]["zone"] == "graveyard"


def test_safehold_elite_and_good_fortune_unicorn_persist_every_time() -> None:
    """702.79a, 704.5q: Safehold Elite returns with a -1/-1 counter; entering, it gets the
    Unicorn's +1/+1 counter; the two annihilate, so it has no -1/-1 counter and persists again,
    as often as it dies: after three deaths it is a 2/2 with no counters."""
    objects = [card("unicorn", "Good-Fortune Unicorn"), card("elite", "Safehold Elite")]
    events: Events = [{"type": "destroy", "target": "elite"}] * 3

    result = play(objects, events)

    assert result["objects"]["elite"]["zone"] == "battlefield"
    assert result["objects"]["elite"]["counters"] == {}
    assert pt(result, "elite") == (2, 2)


@pytest.mark.parametrize(("resolves_first", "counter"), [("Undying", "+1/+1"),
                                                         ("Persist", "-1/-1")])
def test_putrid_goblin_with_undying_evil_returns_once(resolves_first: str, counter: str) -> None:
    """603.3b: Putrid Goblin has persist and, from Undying Evil, undying; dying with no counters
    both trigger and A orders them. The one that resolves first returns the card; the other
    finds it gone, a new object (400.7), and does nothing."""
    objects = [card("goblin", "Putrid Goblin")]
    effects = [{"id": "evil", "card": "Undying Evil", "controller": "A", "targets": ["goblin"]}]
    events = [{"type": "destroy", "target": "goblin"}]
    asked = play(objects, events, effects)
    # The first one put on the stack resolves last.
    put_first = next(o["id"] for o in asked["pending_choice"]["options"]
                     if resolves_first not in o["text"])

    result = play(objects, events, effects, choices=[{"player": "A", "choose": put_first}])

    assert result["objects"]["goblin"]["zone"] == "battlefield"
    assert result["objects"]["goblin"]["counters"] == {counter: 1}
    assert any("can't find the card" in s["text"] for s in result["steps"])


def test_undying_evil_ends_with_the_turn_and_leaves_the_returned_creature_without_undying() -> None:
    """611.2a, 400.7: the Bears return with a +1/+1 counter as a new object the effect doesn't
    affect, so the next time they die they stay; and once the turn ended (514.2) the effect is
    gone before they die."""
    effects = [{"id": "evil", "card": "Undying Evil", "controller": "A", "targets": ["bears"]}]
    twice: Events = [{"type": "destroy", "target": "bears"}, {"type": "destroy", "target": "bears"}]

    returned = play([card("bears", "Grizzly Bears")], twice[:1], effects)
    stays = play([card("bears", "Grizzly Bears")], twice, effects)
    later = play([card("bears", "Grizzly Bears")], [{"type": "end_turn"}, *twice[:1]], effects)

    assert returned["objects"]["bears"]["counters"] == {"+1/+1": 1}
    assert returned["objects"]["bears"]["keywords"] == []
    assert stays["objects"]["bears"]["zone"] == "graveyard"
    assert later["objects"]["bears"]["zone"] == "graveyard"


# --- infect and wither: 120.3b, 120.3c, 120.3d, 704.5c, 704.5f --------------------------------

INFECT_AND_WITHER = ["Glistener Elf", "Phyrexian Crusader", "Putrefax", "Tainted Strike",
                     "Boggart Ram-Gang", "Sickle Ripper", "Viridian Corrupter"]


def test_glistener_elf_gives_the_tenth_poison_counter() -> None:
    """120.3b: damage from an infect source to a player is poison counters, not life loss;
    704.5c: a player with ten poison counters loses."""
    result = play([card("elf", "Glistener Elf")],
                  [{"type": "damage", "source": "elf", "target": "B", "amount": 1}],
                  players=[{"id": "A"}, {"id": "B", "poison": 9}])

    assert (life(result, "B"), result["players"]["B"]["poison"]) == (20, 10)
    assert result["players"]["B"]["lost"] is True
    assert any("704.5c" in s["rules"] for s in result["steps"])


def test_glistener_elf_damage_is_counters_on_creatures_and_loyalty_on_planeswalkers() -> None:
    """120.3d: to a creature, infect damage is -1/-1 counters, no damage marked; 120.3c: to a
    planeswalker, it removes loyalty counters like any damage."""
    objects = [card("elf", "Glistener Elf"), card("bears", "Grizzly Bears", "B"),
               card("jace", "Jace Beleren", "B", counters={"loyalty": 3})]
    events: Events = [{"type": "damage", "source": "elf", "target": "bears", "amount": 1},
                      {"type": "damage", "source": "elf", "target": "jace", "amount": 1}]

    result = play(objects, events)

    bears = result["objects"]["bears"]
    assert (bears["counters"], bears["damage"], pt(result, "bears")) == ({"-1/-1": 1}, 0, (1, 1))
    assert result["objects"]["jace"]["loyalty"] == 2
    assert result["players"]["B"]["poison"] == 0


def test_phyrexian_crusader_is_protected_from_red_but_not_from_black() -> None:
    """702.16e: Lightning Bolt's damage (red) is prevented; Typhoid Rats' deathtouch damage
    (black) is dealt and destroys it (704.5h). First strike and protection's blocking part
    need combat, and not_modelled says so."""
    objects = [card("crusader", "Phyrexian Crusader"),
               card("bolt", "Lightning Bolt", "B", zone="stack"), card("rats", "Typhoid Rats", "B")]

    bolted = play(objects, [{"type": "damage", "source": "bolt", "target": "crusader",
                             "amount": 3}])
    bitten = play(objects, [{"type": "damage", "source": "rats", "target": "crusader",
                             "amount": 1}])

    assert bolted["objects"]["crusader"]["damage"] == 0
    assert bolted["objects"]["crusader"]["zone"] == "battlefield"
    assert bitten["objects"]["crusader"]["zone"] == "graveyard"
    assert gaps(bolted, "crusader") == {}


def test_phyrexian_crusader_kills_a_two_two_with_counters() -> None:
    """120.3d, 704.5f: its 2 infect damage are two -1/-1 counters: the Bears are 0/0 and are put
    into the graveyard (not destroyed)."""
    objects = [card("crusader", "Phyrexian Crusader"), card("bears", "Grizzly Bears", "B")]

    result = play(objects, [{"type": "damage", "source": "crusader", "target": "bears",
                             "amount": 2}])

    assert result["objects"]["bears"]["zone"] == "graveyard"
    assert any("704.5f" in s["rules"] for s in result["steps"])


def test_putrefax_poisons_then_is_sacrificed_at_the_end_step() -> None:
    """120.3b: 5 infect damage is 5 poison counters; 513.1: at the beginning of the end step it
    is sacrificed (701.17a). Trample and haste aren't applied and are listed."""
    events: Events = [{"type": "damage", "source": "fax", "target": "B", "amount": 5,
                       "combat": True}, {"type": "end_turn"}]

    result = play([card("fax", "Putrefax")], events)

    assert result["players"]["B"]["poison"] == 5
    assert result["objects"]["fax"]["zone"] == "graveyard"
    assert gaps(result, "fax") == {}


def test_tainted_strike_gives_infect_until_end_of_turn_and_lifelink_still_gains() -> None:
    """613.1f, 611.2a: Child of Night gets +1/+0 and infect until end of turn: its 3 damage to
    B are poison counters (120.3b), and its lifelink still makes A gain 3 (120.3f). After the
    cleanup step (514.2) its damage is life loss again."""
    effects = [{"id": "strike", "card": "Tainted Strike", "controller": "A", "targets": ["child"]}]
    events: Events = [
        {"type": "damage", "source": "child", "target": "B", "amount": 3, "combat": True},
        {"type": "end_turn"},
        {"type": "damage", "source": "child", "target": "B", "amount": 2}]

    result = play([card("child", "Child of Night")], events, effects)

    assert result["players"]["B"]["poison"] == 3
    assert life(result, "B") == 18
    assert life(result, "A") == 25
    assert pt(result, "child") == (2, 1)


def test_boggart_ram_gangs_wither_stops_persist() -> None:
    """120.3d, 704.5f, 702.79a: 3 wither damage to Kitchen Finks are three -1/-1 counters: a
    0/-1, put into the graveyard. It had -1/-1 counters on it as it died, so persist (looking
    back, 603.10a) doesn't trigger."""
    objects = [card("gang", "Boggart Ram-Gang"), card("finks", "Kitchen Finks", "B")]

    result = play(objects, [{"type": "damage", "source": "gang", "target": "finks",
                             "amount": 3}])

    assert result["objects"]["finks"]["zone"] == "graveyard"
    assert life(result, "B") == 20
    assert gaps(result, "gang") == {}


def test_sickle_rippers_wither_puts_an_indestructible_creature_into_the_graveyard() -> None:
    """120.3d, 704.5f: wither damage to Darksteel Myr is a -1/-1 counter; at 0 toughness it is
    put into the graveyard, which indestructible doesn't stop (it isn't destroyed)."""
    objects = [card("ripper", "Sickle Ripper"), card("myr", "Darksteel Myr", "B")]

    result = play(objects, [{"type": "damage", "source": "ripper", "target": "myr",
                             "amount": 2}])

    assert result["objects"]["myr"]["zone"] == "graveyard"
    assert result["objects"]["myr"]["counters"] == {}


def test_viridian_corrupter_destroys_an_artifact_creature_and_infects() -> None:
    """603.3d: B's Baleful Strix is the only artifact and is destroyed; the Corrupter's damage
    to a player is poison (120.3b)."""
    objects = [card("corrupter", "Viridian Corrupter", zone="hand"),
               card("strix", "Baleful Strix", "B")]
    events: Events = [{"type": "enter", "object": "corrupter"},
                      {"type": "damage", "source": "corrupter", "target": "B", "amount": 2}]

    result = play(objects, events)

    assert result["objects"]["strix"]["zone"] == "graveyard"
    assert result["players"]["B"]["poison"] == 2


# --- protection, hexproof, shroud, indestructible: 702.16, 702.11b, 702.18b, 702.12b ----------

KEEPING_SAFE = ["White Knight", "Black Knight", "Mirran Crusader", "Paladin en-Vec",
                "Slippery Bogle", "Gladecover Scout", "Troll Ascetic", "Wall of Denial",
                "Darksteel Gargoyle"]


def test_white_knight_can_not_be_targeted_or_damaged_by_black() -> None:
    """702.16b, 603.3d: B's Ravenous Chupacabra (black) has no legal target among A's creatures
    and its ability is removed from the stack; 702.16e: Typhoid Rats' damage (black) is
    prevented, so its deathtouch does nothing."""
    objects = [card("knight", "White Knight"),
               card("chupa", "Ravenous Chupacabra", "B", zone="hand"),
               card("rats", "Typhoid Rats", "B")]
    events: Events = [{"type": "enter", "object": "chupa"},
                      {"type": "damage", "source": "rats", "target": "knight", "amount": 1}]

    result = play(objects, events)

    assert result["objects"]["knight"]["zone"] == "battlefield"
    assert any("no legal target" in s["text"] for s in result["steps"])
    assert gaps(result, "knight") == {}


def test_black_knight_sheds_pacifism() -> None:
    """702.16c, 704.5m: an Aura with a quality the creature has protection from (white) is put
    into its owner's graveyard as a state-based action."""
    objects = [card("knight", "Black Knight"),
               card("pacifism", "Pacifism", "B", attached_to="knight")]

    result = play(objects)

    assert result["objects"]["pacifism"]["zone"] == "graveyard"
    assert result["objects"]["knight"]["zone"] == "battlefield"


def test_mirran_crusader_leaves_skinrender_only_itself_to_target() -> None:
    """702.16b, 603.3d: B's Skinrender (black) can't target the Crusader; the only legal target
    is Skinrender itself, which gets the three counters and dies (704.5f). 702.16e: Acidic
    Slime's damage (green) is prevented too."""
    crusader = card("crusader", "Mirran Crusader")

    rendered = play([crusader, card("render", "Skinrender", "B", zone="hand")],
                    [{"type": "enter", "object": "render"}])
    slimed = play([crusader, card("slime", "Acidic Slime", "B")],
                  [{"type": "damage", "source": "slime", "target": "crusader", "amount": 2}])

    assert rendered["objects"]["render"]["zone"] == "graveyard"
    assert rendered["objects"]["crusader"]["counters"] == {}
    assert slimed["objects"]["crusader"]["zone"] == "battlefield"
    assert slimed["objects"]["crusader"]["damage"] == 0
    assert gaps(slimed, "crusader") == {}


def test_paladin_en_vec_makes_flametongue_kavu_hit_itself() -> None:
    """702.16b, 603.3d: B's Kavu (red) can't target the Paladin, so its only legal target is the
    Kavu itself: it deals 4 damage to itself and is destroyed."""
    objects = [card("paladin", "Paladin en-Vec"),
               card("kavu", "Flametongue Kavu", "B", zone="hand")]

    result = play(objects, [{"type": "enter", "object": "kavu"}])

    assert result["objects"]["kavu"]["zone"] == "graveyard"
    assert result["objects"]["paladin"]["damage"] == 0


def test_slippery_bogle_can_not_be_targeted_by_an_opponents_ability() -> None:
    """702.11b, 603.3d: hexproof: B's Chupacabra has no legal target and is removed."""
    objects = [card("bogle", "Slippery Bogle"),
               card("chupa", "Ravenous Chupacabra", "B", zone="hand")]

    result = play(objects, [{"type": "enter", "object": "chupa"}])

    assert result["objects"]["bogle"]["zone"] == "battlefield"
    assert any("no legal target" in s["text"] for s in result["steps"])


def test_gladecover_scout_can_be_targeted_by_its_controllers_own_ability() -> None:
    """702.11b: hexproof stops only opponents: A's Skinrender may target A's own Scout, and A
    chooses between it and the Skinrender."""
    objects = [card("scout", "Gladecover Scout"), card("render", "Skinrender", zone="hand")]
    events = [{"type": "enter", "object": "render"}]

    asked = play(objects, events)
    answered = play(objects, events, choices=[{"player": "A", "choose": "scout"}])

    assert sorted(o["id"] for o in asked["pending_choice"]["options"]) == ["render", "scout"]
    assert answered["objects"]["scout"]["zone"] == "graveyard"


def test_troll_ascetic_regenerates_from_lethal_damage() -> None:
    """614.8: the regeneration shield replaces its destruction by lethal damage (704.5g): it is
    tapped and its damage removed; it stays on the battlefield."""
    objects = [card("troll", "Troll Ascetic"), card("bolt", "Lightning Bolt", "B", zone="stack")]
    effects = [{"id": "regen", "source": "troll", "targets": ["troll"]}]

    result = play(objects, [{"type": "damage", "source": "bolt", "target": "troll",
                             "amount": 3}], effects)

    troll = result["objects"]["troll"]
    assert (troll["zone"], troll["tapped"], troll["damage"]) == ("battlefield", True, 0)


def test_wall_of_denial_can_not_be_targeted_even_by_its_controller() -> None:
    """702.18b: shroud stops every player's abilities: A's own Flametongue Kavu can't target the
    Wall and must target itself."""
    objects = [card("wall", "Wall of Denial"), card("kavu", "Flametongue Kavu", zone="hand")]

    result = play(objects, [{"type": "enter", "object": "kavu"}])

    assert result["objects"]["kavu"]["zone"] == "graveyard"
    assert result["objects"]["wall"]["damage"] == 0
    assert gaps(result, "wall") == {}


def test_darksteel_gargoyle_survives_destruction_but_not_zero_toughness() -> None:
    """702.12b: destroy, lethal damage (704.5g) and deathtouch damage (704.5h) don't destroy
    it; Skinrender's three -1/-1 counters make it a 0/0, and 704.5f puts it into the graveyard
    without destroying it."""
    objects = [card("gargoyle", "Darksteel Gargoyle"),
               card("bolt", "Lightning Bolt", "B", zone="stack"), card("rats", "Typhoid Rats", "B"),
               card("render", "Skinrender", "B", zone="hand")]
    events: Events = [{"type": "destroy", "target": "gargoyle"},
                      {"type": "damage", "source": "bolt", "target": "gargoyle", "amount": 3},
                      {"type": "damage", "source": "rats", "target": "gargoyle", "amount": 1}]

    survived = play(objects, events)
    shrunk = play(objects, [*events, {"type": "enter", "object": "render"}],
                  choices=[{"player": "B", "choose": "gargoyle"}])

    assert survived["objects"]["gargoyle"]["zone"] == "battlefield"
    assert survived["objects"]["gargoyle"]["damage"] == 4
    assert shrunk["objects"]["gargoyle"]["zone"] == "graveyard"
    assert gaps(survived, "gargoyle") == {}


# --- the legend rule and planeswalkers: 704.5j, 704.5i, 120.3c --------------------------------

LEGENDS = ["Isamaru, Hound of Konda", "Garruk Wildspeaker"]


def test_isamaru_legend_rule_keeps_the_one_its_controller_chooses() -> None:
    """704.5j: two legendary permanents with the same name controlled by A: A chooses one, the
    other is put into its owner's graveyard. Each player may control one: B's stays."""
    objects = [card("first", "Isamaru, Hound of Konda"), card("second", "Isamaru, Hound of Konda"),
               card("theirs", "Isamaru, Hound of Konda", "B")]

    asked = play(objects)
    answered = play(objects, choices=[{"player": "A", "choose": "second"}])

    assert sorted(o["id"] for o in asked["pending_choice"]["options"]) == ["first", "second"]
    assert answered["objects"]["first"]["zone"] == "graveyard"
    assert answered["objects"]["second"]["zone"] == "battlefield"
    assert answered["objects"]["theirs"]["zone"] == "battlefield"


def test_a_token_copy_of_isamaru_is_subject_to_the_legend_rule() -> None:
    """111.1, 704.5j, 704.5d: a token copy of Isamaru is legendary with the same name; A keeps
    the card, the token goes to the graveyard and ceases to exist."""
    objects = [card("isamaru", "Isamaru, Hound of Konda")]
    events: Events = [{"type": "create_token", "controller": "A",
                       "token": {"card": "Isamaru, Hound of Konda"}, "id": "copy"}]

    result = play(objects, events, choices=[{"player": "A", "choose": "isamaru"}])

    assert result["objects"]["isamaru"]["zone"] == "battlefield"
    assert "copy" not in result["objects"]


def test_garruk_wildspeaker_damage_removes_loyalty_until_none_is_left() -> None:
    """120.3c: 3 damage removes 3 loyalty counters; 704.5i: a planeswalker with 0 loyalty is put
    into its owner's graveyard. Of its loyalty abilities (606), "+1: Untap two target lands."
    is read by no template: it is listed in not_modelled."""
    objects = [card("garruk", "Garruk Wildspeaker", counters={"loyalty": 3}),
               card("bears", "Grizzly Bears", "B")]

    result = play(objects, [{"type": "damage", "source": "bears", "target": "garruk",
                             "amount": 3}])

    assert result["objects"]["garruk"]["zone"] == "graveyard"
    assert any("704.5i" in s["rules"] for s in result["steps"])
    assert set(gaps(result, "garruk").values()) == {"activated"}
    assert len(gaps(result, "garruk")) == 1


def test_two_garruk_wildspeakers_fall_under_the_legend_rule() -> None:
    """704.5j: planeswalkers are legendary; two Garruk Wildspeakers under A's control: A keeps
    one."""
    objects = [card("g1", "Garruk Wildspeaker", counters={"loyalty": 3}),
               card("g2", "Garruk Wildspeaker", counters={"loyalty": 1})]

    result = play(objects, choices=[{"player": "A", "choose": "g1"}])

    assert result["objects"]["g1"]["zone"] == "battlefield"
    assert result["objects"]["g2"]["zone"] == "graveyard"


CARDS = [*PERSIST_AND_UNDYING, *INFECT_AND_WITHER, *KEEPING_SAFE, *LEGENDS]
