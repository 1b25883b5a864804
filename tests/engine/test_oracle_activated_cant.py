"""Round 8 of issue 27 (lane cant8): "can't block / can't be blocked this turn" on permanents'
activated abilities, read on real Oracle lines of the dev corpus (2020) with their near misses
left whole, and played by the engine: the ability is activated, resolves, and a block is then
refused (508.1c, 509.1b, 611.2a, 602.2b, 608.2b, 514.2, 400.7). Each run keeps a golden trace.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.oracle import compile_face
from tests.engine.event_helpers import play
from tests.engine.test_oracle_real import _read, _unread
from tests.engine.test_rulings_review import _golden_trace  # noqa: F401  (autouse: goldens)

CREATURE = {"object": {"types": ["Creature"]}}


def _on_target(cost: str, what: list[str], target: dict[str, Any] = CREATURE
               ) -> dict[str, Any]:
    return {"kind": "activated", "cost": cost, "targets": [target], "affects": "targets",
            "cant": what, "duration": "end_of_turn"}


def _on_self(cost: str, what: list[str]) -> dict[str, Any]:
    return {"kind": "activated", "cost": cost, "affects": "self", "cant": what,
            "duration": "end_of_turn"}


# --- reading --------------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "types", "text", "abilities"), [
    ("Goblin Sledder", "Creature", "{R}, {T}, Discard a card: Target creature can't block "
     "this turn.", [_on_target("{R}, {T}, Discard a card", ["block"])]),
    ("Goblin Tunneler", "Creature", "{T}: Target creature with power 2 or less can't be "
     "blocked this turn.",
     [_on_target("{T}", ["be_blocked"], {**CREATURE, "power_at_most": 2})]),
    ("Cloak of Mists", "Enchantment", "{T}: Target creature can't be blocked this turn.",
     [_on_target("{T}", ["be_blocked"])]),
    ("Lord of Atlantis Test", "Creature",
     "{T}: Target Merfolk creature can't be blocked this turn.",
     [_on_target("{T}", ["be_blocked"], {"object": {"types": ["Creature"],
                                                    "subtypes": ["Merfolk"]}})]),
    ("Tunnel Test", "Creature", "{1}{U}: Target creature you control can't be blocked this "
     "turn.", [_on_target("{1}{U}", ["be_blocked"], {"object": {"types": ["Creature"],
                                                                "controller": "you"}})]),
    ("Goblin Test", "Artifact", "{T}, Sacrifice ~: Target creature can't block this turn.",
     [_on_target("{T}, Sacrifice Goblin Test", ["block"])]),
    ("Mist Test", "Creature", "{W}, {T}, Discard a card: Target creature can't attack this "
     "turn.", [_on_target("{W}, {T}, Discard a card", ["attack"])]),
    ("Mirror Test", "Artifact", "{C}, {T}: Target creature can't attack or block this turn.",
     [_on_target("{C}, {T}", ["attack", "block"])]),
    ("Panic Test", "Creature", "{1}{R}: Target creature can't block this turn.",
     [_on_target("{1}{R}", ["block"])]),
    ("Zephyr Test", "Creature", "{1}{U}: ~ can't be blocked this turn.",
     [_on_self("{1}{U}", ["be_blocked"])]),
    ("Sprite Test", "Creature", "{U}: ~ can't be blocked this turn.",
     [_on_self("{U}", ["be_blocked"])]),
])
def test_activated_cant_lines_read_exactly(name: str, types: str, text: str,
                                           abilities: list[dict[str, Any]]) -> None:
    """Given a real activated "... can't block / can't be blocked this turn." line (names
    ending in "Test" carry a real line of the corpus under another name), when compiled, then
    it is an activated ability's ``cant`` with its cost, on its target or its source."""
    assert _read(name, types, text.replace("~", name)) == abilities


@pytest.mark.parametrize(("types", "text"), [
    ("Creature", "{R}: Target creature can't block ~ this turn."),
    ("Creature", "{U/R}: Target creature can't block ~ this turn."),
    ("Creature", "{R}: ~ can't be blocked this turn except by creatures with defender."),
    ("Creature", "{2}{U}: Target creature an opponent controls attacks this turn if able."),
    ("Creature", "{1}{R}: Target creature attacks this turn if able."),
    ("Creature", "Channel — {1}{B}, Discard ~: Target creature can't block this turn."),
    ("Artifact", "{1}{U}: ~ can't be blocked this turn."),
    ("Creature", "{2}: Target artifact creature can't block ~ this turn."),
    ("Creature", "{1}{R}: Creatures without defender can't block ~ this turn."),
    ("Creature", "{1}{G}: Target creature you control can't be blocked by creatures with "
     "power 2 or less this turn."),
    ("Creature", "{2}: Up to two target creatures can't block this turn."),
    ("Creature", "{2}: Target player can't block this turn."),
])
def test_activated_cant_near_misses_stay_unread(types: str, text: str) -> None:
    """Given a restriction about one other creature ("can't block ~"), "except by", a
    requirement ("attacks this turn if able", 508.1d), a cost from a hand or one the engine
    can't pay, a loyalty ability, a non-creature source, "up to" or a player, when compiled,
    then the line is left whole."""
    assert _unread("Test Card", types, text)


# --- playing (508.1c, 509.1b, 611.2a, 602.2b, 608.2b, 514.2, 400.7) ---------------------


def _card(name: str, types: list[str], text: str, pt: tuple[int, int] | None = None
          ) -> dict[str, Any]:
    face: dict[str, Any] = {"name": name, "types": types, "colors": ["R"], "mana_value": 2,
                            "text": text}
    if pt is not None:
        face["power"], face["toughness"] = pt
    compiled = compile_face(face)
    assert compiled.not_modelled == (), compiled.lines
    face["abilities"] = list(compiled.card_abilities())
    return face


SLEDDER = _card("Panic Goblin", ["Creature"], "{1}{R}: Target creature can't block this turn.",
                (1, 1))
# Haste, so that a Sprite put back onto the battlefield can attack in the same turn (702.10b).
SPRITE = _card("Zephyr Sprite", ["Creature"], "Haste\n{1}{U}: ~ can't be blocked this turn.",
               (1, 1))
CARDS = [SLEDDER, SPRITE]


def _objects(more: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    return [{"id": "goblin", "card": "Panic Goblin", "controller": "A"},
            {"id": "sprite", "card": "Zephyr Sprite", "controller": "A"},
            {"id": "ogre", "card": "Hill Giant", "controller": "A"},
            {"id": "bears", "card": "Grizzly Bears", "controller": "B"},
            {"id": "angel", "card": "Serra Angel", "controller": "B"}, *(more or [])]


def _activate(source: str, targets: list[str]) -> list[dict[str, Any]]:
    return [{"type": "activate", "player": "A", "object": source,
             "ability": 1 if source == "sprite" else 0, "targets": targets}, {"type": "resolve"}]


def _attack(attacker: str, blocker: str) -> list[dict[str, Any]]:
    return [{"type": "attack", "attackers": [{"object": attacker, "defending": "B"}]},
            {"type": "block", "blockers": [{"object": blocker, "blocking": attacker}]}]


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_the_activated_abilitys_target_cant_block() -> None:
    """509.1b, 611.2a: given A's "{1}{R}: Target creature can't block this turn." activated on
    B's Grizzly Bears and resolved, when B declares the Bears blocking A's Hill Giant, then the
    block is refused, naming the effect and the rule."""
    with pytest.raises(ScenarioError, match=r"events\[3\].*can't block.*509\.1b"):
        play(_objects(), [*_activate("goblin", ["bears"]), *_attack("ogre", "bears")],
             cards=CARDS)


def test_another_creature_still_blocks_after_the_activation() -> None:
    """509.1b: given the restriction on the Bears, when B blocks with Serra Angel, then the
    block stands: the effect is on its target only."""
    result = play(_objects(), [*_activate("goblin", ["bears"]), *_attack("ogre", "angel")],
                  cards=CARDS)

    assert result["objects"]["angel"]["blocking"] == ["ogre"]


def test_the_activated_restriction_ends_in_the_cleanup_step() -> None:
    """514.2, 611.2a: given the restriction on B's Bears this turn, when two turns end and
    the Bears block in A's next turn, then the block stands."""
    result = play(_objects(), [*_activate("goblin", ["bears"]), {"type": "end_turn"},
                               {"type": "end_turn"}, *_attack("ogre", "bears")], cards=CARDS)

    assert result["objects"]["bears"]["blocking"] == ["ogre"]
    assert "514.2" in _rules(result)


def test_a_target_that_left_before_resolution_is_illegal() -> None:
    """400.7, 608.2b: given the ability activated on B's Bears, and the Bears returned to B's
    hand and put back before it resolves, when it resolves, then its only target is illegal:
    it does nothing, and the new Bears block."""
    events = [{"type": "activate", "player": "A", "object": "goblin", "ability": 0,
               "targets": ["bears"]},
              {"type": "move", "object": "bears", "to": "hand"},
              {"type": "move", "object": "bears", "to": "battlefield"},
              {"type": "resolve"}, *_attack("ogre", "bears")]

    result = play(_objects(), events, cards=CARDS)

    assert result["objects"]["bears"]["blocking"] == ["ogre"]
    assert "608.2b" in _rules(result)


def test_the_source_cant_be_blocked_after_its_ability_resolves() -> None:
    """509.1b, 611.2a: given Zephyr Sprite's "{1}{U}: ~ can't be blocked this turn."
    activated and resolved, when B blocks the Sprite with the Bears, then the block is
    refused."""
    with pytest.raises(ScenarioError, match=r"events\[3\].*509\.1b"):
        play(_objects(), [*_activate("sprite", []), *_attack("sprite", "bears")], cards=CARDS)


def test_the_sources_restriction_is_on_it_only() -> None:
    """509.1b: given the Sprite's restriction, when B blocks A's Hill Giant instead, then the
    block stands."""
    result = play(_objects(), [*_activate("sprite", []), *_attack("ogre", "bears")],
                  cards=CARDS)

    assert result["objects"]["bears"]["blocking"] == ["ogre"]


def test_the_source_that_left_and_returned_is_a_new_object() -> None:
    """400.7: given the Sprite's restriction resolved, and the Sprite then returned to A's hand
    and put back onto the battlefield (with haste), when B blocks the new Sprite this turn,
    then the block stands: the effect was on the old object."""
    events = [*_activate("sprite", []), {"type": "move", "object": "sprite", "to": "hand"},
              {"type": "move", "object": "sprite", "to": "battlefield"},
              *_attack("sprite", "bears")]
    result = play(_objects(), events, cards=CARDS)

    assert result["objects"]["bears"]["blocking"] == ["sprite"]


def test_a_source_that_left_before_resolution_isnt_restricted() -> None:
    """400.7: given the Sprite's ability activated, and the Sprite returned to A's hand and
    put back before it resolves, when it resolves, then it does nothing (the new Sprite is
    another object) and B blocks the Sprite."""
    events = [{"type": "activate", "player": "A", "object": "sprite", "ability": 1},
              {"type": "move", "object": "sprite", "to": "hand"},
              {"type": "move", "object": "sprite", "to": "battlefield"},
              {"type": "resolve"}, *_attack("sprite", "bears")]
    result = play(_objects(), events, cards=CARDS)

    assert result["objects"]["bears"]["blocking"] == ["sprite"]
    assert "400.7" in _rules(result)


# --- triggered: "When ~ enters the battlefield, target creature can't block this turn." ---


def _triggered(trigger: dict[str, Any], action: dict[str, Any],
               target: dict[str, Any] | None = CREATURE) -> dict[str, Any]:
    found: dict[str, Any] = {"kind": "triggered", "trigger": trigger}
    if target is not None:
        found["targets"] = [target]
    found["effect"] = [{"do": "modify", "cant": action["cant"], "duration": "end_of_turn",
                        **{k: v for k, v in action.items() if k != "cant"}}]
    return found


ENTERS = {"on": "enters", "object": "self"}
ATTACKS = {"on": "attacks", "object": "self"}


@pytest.mark.parametrize(("name", "types", "text", "abilities"), [
    ("Voldaren Duelist", "Creature", "When ~ enters the battlefield, target creature can't "
     "block this turn.", [_triggered(ENTERS, {"cant": ["block"], "object": "target"})]),
    ("Fervent Cathar", "Creature", "When ~ enters the battlefield, target creature can't "
     "block this turn.", [_triggered(ENTERS, {"cant": ["block"], "object": "target"})]),
    ("Neurok Invisimancer", "Creature", "When ~ enters the battlefield, target creature "
     "can't be blocked this turn.",
     [_triggered(ENTERS, {"cant": ["be_blocked"], "object": "target"})]),
    ("Grotag Thrasher", "Creature", "Whenever ~ attacks, target creature can't block this "
     "turn.", [_triggered(ATTACKS, {"cant": ["block"], "object": "target"})]),
    ("Smelt-Ward Minotaur", "Creature", "Whenever you cast an instant or sorcery spell, "
     "target creature an opponent controls can't block this turn.",
     [_triggered({"on": "cast", "player": "you", "object": {
         "any": [{"types": ["Instant"]}, {"types": ["Sorcery"]}]}},
         {"cant": ["block"], "object": "target"},
         {"object": {"types": ["Creature"], "controller": "opponent"}})]),
    ("Gateway Sneak", "Creature", "Whenever a Gate enters the battlefield under your "
     "control, ~ can't be blocked this turn.",
     [_triggered({"on": "enters", "object": {"subtypes": ["Gate"], "controller": "you"}},
                 {"cant": ["be_blocked"], "object": "self"}, None)]),
])
def test_triggered_cant_lines_read_exactly(name: str, types: str, text: str,
                                           abilities: list[dict[str, Any]]) -> None:
    """Given a real triggered "... can't block / can't be blocked this turn." line, when
    compiled, then it is a triggered ability whose ``modify`` action has ``cant`` until end of
    turn, on its target (603.3d) or on ~."""
    assert _read(name, types, text.replace("~", name)) == abilities


@pytest.mark.parametrize(("types", "text"), [
    ("Creature", "When ~ enters the battlefield, target creature with power less than or "
     "equal to ~'s power can't block this turn."),
    # "When ~ is turned face up" is an event since round 8 (tests/engine/test_facedown.py);
    # an enchanted creature's turning face up isn't.
    ("Aura", "When enchanted creature is turned face up, target creature can't block this "
     "turn."),
    ("Aura", "Whenever enchanted creature attacks, if its power is 2 or less, it can't be "
     "blocked this turn."),
    ("Creature", "Whenever ~ attacks, target creature can't block ~ this turn."),
    ("Creature", "When ~ enters the battlefield, target player can't block this turn."),
    ("Creature", "When ~ enters the battlefield, target artifact can't block this turn."),
    ("Creature", "When ~ enters the battlefield, that creature can't block this turn."),
    ("Creature", "When ~ enters the battlefield, target creature can't be blocked this turn "
     "except by Walls."),
])
def test_triggered_cant_near_misses_stay_unread(types: str, text: str) -> None:
    """Given a power compared with ~'s, an event the engine has no trigger for, an
    intervening "if" it can't check, "it" / "that creature", "can't block ~", a player or a
    non-creature target, or "except by", when compiled, then the line is left whole."""
    assert _unread("Test Card", types, text)


DUELIST = _card("Voldaren Duelist", ["Creature"], "Haste\nWhen ~ enters the battlefield, "
                "target creature can't block this turn.", (3, 2))
THRASHER = _card("Grotag Thrasher", ["Creature"], "Whenever ~ attacks, target creature "
                 "can't block this turn.", (4, 4))
T_CARDS = [DUELIST, THRASHER]


def _trig_objects() -> list[dict[str, Any]]:
    return [{"id": "duelist", "card": "Voldaren Duelist", "controller": "A", "zone": "hand"},
            {"id": "thrasher", "card": "Grotag Thrasher", "controller": "A"},
            {"id": "bears", "card": "Grizzly Bears", "controller": "B"},
            {"id": "angel", "card": "Serra Angel", "controller": "B"}]


def _duelist_enters(target: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    events = [{"type": "cast", "player": "A", "object": "duelist"}, {"type": "resolve"}]
    return events, [{"player": "A", "choose": target}]


def test_the_enters_triggers_target_cant_block() -> None:
    """509.1b, 603.3d, 611.2a: given Voldaren Duelist entered and its trigger targeted B's
    Grizzly Bears and resolved, when B blocks the Duelist with the Bears, then the block is
    refused, naming the rule."""
    events, choices = _duelist_enters("bears")
    with pytest.raises(ScenarioError, match=r"can't block.*509\.1b"):
        play(_trig_objects(), [*events, *_attack("duelist", "bears")], cards=T_CARDS,
             choices=choices)


def test_another_creature_blocks_after_the_trigger() -> None:
    """509.1b: given the Duelist's restriction on the Bears, when B blocks with Serra Angel,
    then the block stands."""
    events, choices = _duelist_enters("bears")
    result = play(_trig_objects(), [*events, *_attack("duelist", "angel")], cards=T_CARDS,
                  choices=choices)

    assert result["objects"]["angel"]["blocking"] == ["duelist"]


def test_the_triggered_restriction_ends_in_the_cleanup_step() -> None:
    """514.2: given the Duelist's restriction on the Bears, when two turns end and A attacks
    again, then the Bears block."""
    events, choices = _duelist_enters("bears")
    result = play(_trig_objects(), [*events, {"type": "end_turn"}, {"type": "end_turn"},
                                    *_attack("duelist", "bears")],
                  cards=T_CARDS, choices=choices)

    assert result["objects"]["bears"]["blocking"] == ["duelist"]
    assert "514.2" in _rules(result)


def test_the_attack_triggers_target_cant_block_that_combat() -> None:
    """508.3a, 509.1b: given Grotag Thrasher attacks and its trigger targets B's Bears and
    resolves before blockers, when B blocks the Thrasher with the Bears, then the block is
    refused."""
    events = [{"type": "attack", "attackers": [{"object": "thrasher", "defending": "B"}]},
              {"type": "block", "blockers": [{"object": "bears", "blocking": "thrasher"}]}]
    with pytest.raises(ScenarioError, match=r"can't block.*509\.1b"):
        play(_trig_objects(), events, cards=T_CARDS, choices=[{"player": "A",
                                                                "choose": "bears"}])


INITIATE = _card("Intimidator Initiate", ["Creature"], "Whenever a player casts a red spell, "
                 "you may pay {1}. If you do, target creature can't block this turn.", (1, 1))


def _initiate(paid: str) -> dict[str, Any]:
    objects = [{"id": "ii", "card": "Intimidator Initiate", "controller": "A"},
               {"id": "ogre", "card": "Hill Giant", "controller": "A"},
               {"id": "bolt", "card": "Lightning Bolt", "controller": "A", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"}]
    events = [{"type": "cast", "player": "A", "object": "bolt", "targets": ["B"]},
              {"type": "resolve"}, *_attack("ogre", "bears")]
    return play(objects, events, cards=[INITIATE],
                choices=[{"player": "A", "choose": "bears"}, {"player": "A", "choose": paid}])


def test_if_you_do_paid_the_target_cant_block() -> None:
    """603.5, 608.2c, 509.1b: given Intimidator Initiate's trigger on A's Lightning Bolt,
    targeting B's Bears (603.3d), when A pays {1} and B blocks with the Bears, then the block
    is refused."""
    with pytest.raises(ScenarioError, match=r"can't block.*509\.1b"):
        _initiate("yes")


def test_if_you_do_not_paid_the_target_blocks() -> None:
    """603.5, 608.2c: given the same trigger, when A doesn't pay, then no restriction is
    created and the Bears block."""
    result = _initiate("no")

    assert result["objects"]["bears"]["blocking"] == ["ogre"]


SNEAK = _card("Gateway Sneak", ["Creature"], "Whenever a Gate enters the battlefield under "
              "your control, ~ can't be blocked this turn.", (1, 3))
GATE = {"name": "Test Gate", "types": ["Land"], "subtypes": ["Gate"], "abilities": []}


def _sneak(extra: list[dict[str, Any]]) -> dict[str, Any]:
    objects = [{"id": "sneak", "card": "Gateway Sneak", "controller": "A"},
               {"id": "gate", "card": "Test Gate", "controller": "A", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"}]
    events = [{"type": "move", "object": "gate", "to": "battlefield"}, *extra,
              *_attack("sneak", "bears")]
    return play(objects, events, cards=[SNEAK, GATE])


def test_the_triggered_restriction_on_its_source() -> None:
    """509.1b, 611.2a: given a Gate entered under A's control and Gateway Sneak's trigger
    resolved, when B blocks the Sneak with the Bears, then the block is refused."""
    with pytest.raises(ScenarioError, match=r"509\.1b"):
        _sneak([])


def test_the_triggered_restriction_ends_in_the_cleanup_step_too() -> None:
    """514.2: given the Sneak's restriction, when two turns end and the Sneak attacks again,
    then the Bears block it."""
    result = _sneak([{"type": "end_turn"}, {"type": "end_turn"}])

    assert result["objects"]["bears"]["blocking"] == ["sneak"]


# --- "... gets +1/+1 until end of turn and can't be blocked this turn." (608.2c) -----------

PUMP = {"do": "modify", "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}],
        "duration": "end_of_turn"}


@pytest.mark.parametrize(("name", "types", "text", "trigger", "effect", "targets"), [
    ("Temmet, Vizier of Naktamun", "Legendary Creature", "At the beginning of combat on your "
     "turn, target creature token you control gets +1/+1 until end of turn and can't be "
     "blocked this turn.", {"on": "beginning_of", "step": "combat", "player": "you"},
     [{**PUMP, "object": "target"}, {"do": "modify", "object": "target",
                                     "cant": ["be_blocked"], "duration": "end_of_turn"}],
     [{"object": {"types": ["Creature"], "controller": "you", "token": True}}]),
    ("Glassdust Hulk", "Artifact Creature", "Whenever another artifact enters the "
     "battlefield under your control, ~ gets +1/+1 until end of turn and can't be blocked "
     "this turn.", {"on": "enters", "object": {"types": ["Artifact"], "other": True,
                                               "controller": "you"}},
     [{**PUMP, "object": "self"}, {"do": "modify", "object": "self", "cant": ["be_blocked"],
                                   "duration": "end_of_turn"}], None),
])
def test_pump_and_cant_triggers_read_exactly(name: str, types: str, text: str,
                                             trigger: dict[str, Any],
                                             effect: list[dict[str, Any]],
                                             targets: list[dict[str, Any]] | None) -> None:
    """608.2c: given a real "... gets +1/+1 until end of turn and can't be blocked this turn"
    trigger, when compiled, then the continuous effect, then the restriction on the same
    object (the one target, or ~)."""
    expected: dict[str, Any] = {"kind": "triggered", "trigger": trigger}
    if targets is not None:
        expected["targets"] = targets
    expected["effect"] = effect
    assert _read(name, types, text.replace("~", name)) == [expected]


@pytest.mark.parametrize("text", [
    "Whenever ~ attacks, creatures you control get +1/+0 until end of turn and can't be "
    "blocked this turn.",
    "Whenever ~ attacks, it gets +1/+0 until end of turn and can't be blocked this turn.",
    "Whenever ~ attacks, up to two target creatures get +1/+0 until end of turn and can't "
    "block this turn.",
    "When ~ enters the battlefield, target creature gets +1/+0 until end of turn and can't be "
    "blocked this turn except by Walls.",
])
def test_pump_and_cant_near_misses_stay_unread(text: str) -> None:
    """Given a group (its characteristics' set is locked, the restriction's isn't: 611.2c),
    "it", "up to" or "except by", when compiled, then the line is left whole."""
    assert _unread("Test Card", "Creature", text)


HULK = _card("Glassdust Hulk", ["Artifact", "Creature"], "Whenever another artifact enters "
             "the battlefield under your control, ~ gets +1/+1 until end of turn and can't be "
             "blocked this turn.", (3, 3))
TRINKET = {"name": "Test Trinket", "types": ["Artifact"], "abilities": []}


def test_the_hulk_gets_bigger_and_cant_be_blocked() -> None:
    """608.2c, 509.1b: given an artifact entered under A's control and Glassdust Hulk's
    trigger resolved, when B blocks the Hulk, then the block is refused; and the Hulk is 4/4
    until end of turn."""
    objects = [{"id": "hulk", "card": "Glassdust Hulk", "controller": "A"},
               {"id": "trinket", "card": "Test Trinket", "controller": "A", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"}]
    arrive = [{"type": "move", "object": "trinket", "to": "battlefield"}]
    with pytest.raises(ScenarioError, match=r"509\.1b"):
        play(objects, [*arrive, *_attack("hulk", "bears")], cards=[HULK, TRINKET])
    result = play(objects, arrive, cards=[HULK, TRINKET])

    assert (result["objects"]["hulk"]["power"], result["objects"]["hulk"]["toughness"]) == (4, 4)


# --- granted: 'Enchanted creature has "{T}: Target creature can't block this turn."' ------


@pytest.mark.parametrize(("name", "text"), [
    ("Malicious Intent", "Enchanted creature has \"{T}: Target creature can't block this "
     "turn.\""),
    ("Hostile Realm", "Enchanted land has \"{T}: Target creature can't block this turn.\""),
])
def test_granted_activated_cant_reads(name: str, text: str) -> None:
    """113.1a, 613.1f: given an Aura granting "{T}: Target creature can't block this turn."
    ("this turn" is no "this [object]" naming the granting card), when compiled, then the
    static ability adds the activated restriction to the enchanted permanent."""
    assert _read(name, "Enchantment", text) == [
        {"kind": "static", "affects": "enchanted", "modifications": [
            {"op": "add_abilities", "abilities": [
                {"kind": "activated", "label": "{T}: Target creature can't block this turn.",
                 **_on_target("{T}", ["block"])}]}]}]


INTENT = _card("Malicious Intent", ["Enchantment"], "Enchanted creature has \"{T}: Target "
               "creature can't block this turn.\"")
INTENT["subtypes"] = ["Aura"]


def test_the_enchanted_creatures_granted_ability_stops_a_block() -> None:
    """613.1f, 509.1b: given Malicious Intent on A's Grizzly Bears, when A activates the
    granted ability targeting B's Bears and A's Hill Giant attacks, then B's Bears can't
    block it."""
    objects = [{"id": "mine", "card": "Grizzly Bears", "controller": "A"},
               {"id": "intent", "card": "Malicious Intent", "controller": "A",
                "attached_to": "mine"},
               {"id": "ogre", "card": "Hill Giant", "controller": "A"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"}]
    events = [{"type": "activate", "player": "A", "object": "mine", "ability": 0,
               "targets": ["bears"]}, {"type": "resolve"}, *_attack("ogre", "bears")]
    with pytest.raises(ScenarioError, match=r"can't block.*509\.1b"):
        play(objects, events, cards=[INTENT])


# --- "When ~ enters the battlefield, up to two target creatures can't block this turn." ----


def test_up_to_two_targets_read_on_a_trigger() -> None:
    """601.2c, 603.3d: given Markov Warlord's real line, when compiled, then it is the
    restriction on each of up to two target creatures (an ``up_to`` target)."""
    assert _read("Markov Warlord", "Creature", "When Markov Warlord enters the battlefield, "
                 "up to two target creatures can't block this turn.") == [
        {"kind": "triggered", "trigger": ENTERS,
         "targets": [{**CREATURE, "up_to": 2}],
         "effect": [{"do": "modify", "cant": ["block"], "duration": "end_of_turn",
                     "object": "target"}]}]


WARLORD = _card("Markov Warlord", ["Creature"], "Haste\nWhen ~ enters the battlefield, up to "
                "two target creatures can't block this turn.", (4, 4))


def _warlord(blocker: str) -> dict[str, Any]:
    objects = [{"id": "warlord", "card": "Markov Warlord", "controller": "A", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "B"},
               {"id": "angel", "card": "Serra Angel", "controller": "B"},
               {"id": "wall", "card": "Grizzly Bears", "controller": "B"}]
    events = [{"type": "cast", "player": "A", "object": "warlord"}, {"type": "resolve"},
              *_attack("warlord", blocker)]
    return play(objects, events, cards=[WARLORD],
                choices=[{"player": "A", "choose": "bears"}, {"player": "A", "choose": "angel"}])


@pytest.mark.parametrize("blocker", ["bears", "angel"])
def test_each_of_up_to_two_targets_cant_block(blocker: str) -> None:
    """509.1b, 611.2a: given Markov Warlord's trigger on B's Bears and Serra Angel, when B
    blocks with either, then the block is refused."""
    with pytest.raises(ScenarioError, match=r"can't block.*509\.1b"):
        _warlord(blocker)


def test_a_creature_not_targeted_by_the_warlord_blocks() -> None:
    """509.1b: given the Warlord's two targets, when B blocks with a third creature, then the
    block stands."""
    result = _warlord("wall")

    assert result["objects"]["wall"]["blocking"] == ["warlord"]


# --- a group on a trigger: checked whenever blockers are declared (611.2c) ------------------

ROARER = _card("Test Roarer", ["Creature"], "Haste\nWhen ~ enters the battlefield, creatures "
               "your opponents control can't block this turn.", (2, 2))


def test_a_group_restriction_on_a_trigger_reads() -> None:
    """611.2a: given "creatures your opponents control can't block this turn" after a trigger
    (a made-up line: the corpus's group forms carry conditions the engine can't read), when
    compiled, then the modify action's restriction is on the filter, not locked."""
    assert _read("Test Roarer", "Creature", "When Test Roarer enters the battlefield, "
                 "creatures your opponents control can't block this turn.") == [
        {"kind": "triggered", "trigger": ENTERS,
         "effect": [{"do": "modify", "cant": ["block"], "duration": "end_of_turn",
                     "objects": {"types": ["Creature"], "controller": "opponent"}}]}]


def test_a_creature_arriving_after_the_group_trigger_cant_block() -> None:
    """611.2c: given the Roarer's trigger resolved and then a Grizzly Bears entered under B's
    control, when the late Bears block the Roarer, then the block is refused: the restriction
    changes no characteristic, so its set isn't locked as it began."""
    objects = [{"id": "roarer", "card": "Test Roarer", "controller": "A", "zone": "hand"},
               {"id": "late", "card": "Grizzly Bears", "controller": "B", "zone": "hand"}]
    events = [{"type": "cast", "player": "A", "object": "roarer"}, {"type": "resolve"},
              {"type": "move", "object": "late", "to": "battlefield"},
              *_attack("roarer", "late")]
    with pytest.raises(ScenarioError, match=r"can't block.*509\.1b"):
        play(objects, events, cards=[ROARER])
