"""Trigger conditions (603.1) read after templates_triggered's own: more of the events the
engine fires (engine/abilities/triggers.py).

* "~ is put into a graveyard from the battlefield", "a nontoken creature is put into your
  graveyard from the battlefield", "~ or another Goblin you control is put into a graveyard
  from the battlefield": ``put_into_graveyard`` (700.4's own words, any card type; it looks
  back in time, 603.10a). "your graveyard" is its owner's (400.3: a card goes to its owner's
  graveyard), so the filter says ``"owner": "you"``.
* "enchanted creature dies / attacks / blocks / becomes blocked", "equipped creature ...",
  "enchanted creature deals [combat] damage to a player": the object its source is attached to
  (an Aura's or an Equipment's, the builder checks; 303.4, 301.5), as it was when the event
  happened (603.10a for dying).
* "~ attacks or blocks" (508.3a, 509.5a: one declaration or the other).
* "~ blocks or becomes blocked" (509.5a, 509.5c: bushido's event, 702.45a), "~ becomes blocked
  by a creature [with flying]" and "~ blocks a creature [with flying]" (509.5d: once for each
  blocker and the creature it blocks).
* "a Dragon you control attacks": any attacking creature a filter without a card type describes
  (only creatures attack, 508.1a).
* "a creature attacks you [or a planeswalker you control]" (508.1b: what it attacks).
* "~ attacks alone", "a creature you control attacks alone" (506.5: the only creature declared
  as an attacker), "~ and at least two other creatures attack" (battalion: declared with it).
* "you cast a spell that targets ~" (heroic, 601.2c, 601.2i): the spell's targets as it became
  cast.
* "~ becomes tapped", "enchanted land becomes tapped": tapped for a {T} cost, as it attacks
  (508.1f) or as it regenerates (701.15a); the engine taps nothing else (mana abilities are
  taken as paid), so a permanent it doesn't tap doesn't trigger.
* "~ enters or attacks", "~ enters or dies": one triggered ability for each event (they never
  happen at once), both labelled with the line.
* "you sacrifice ~", "you sacrifice a Clue", "a player sacrifices another permanent"
  (701.17a).
* "At the beginning of the upkeep of enchanted creature's controller", "At the beginning of
  enchanted player's upkeep": the step of the player the Aura is attached to or of the
  controller of the permanent it enchants (``"step_player": "attached"``).
* "~ is dealt damage", "a creature you control is dealt damage" (120.3, 603.2c: once for all
  the damage dealt to it at once, by however many sources; "that much" is the total).
* "~ deals damage", "enchanted creature deals [combat] damage" (603.2c: once for all the
  damage it deals at once, to however many recipients, as lifelink's one event, 702.15b).
* "an opponent casts a spell during your turn" (templates_triggered: ``"your_turn": true``,
  102.1).
* "an opponent discards a card", "you cycle or discard a card" (701.8a, 702.29a: cycling
  discards the card, one event).
* "you cycle ~", "a player cycles a card" (702.29c: ``cycle``; the card's own "When you cycle
  ~" triggers from the graveyard it was discarded to).

Not read: "~ blocks or becomes blocked by a creature" (two events), "attacks and isn't blocked"
(509.5 has no such event here), "is dealt damage", "deals damage" (one trigger for every
recipient of one event, 603.2c: the engine records one damage entry for each), "When you cast ~"
(the engine looks for triggered abilities on the battlefield only), draw steps and main phases
(the engine's turn has no such steps), tapping and untapping.
"""

from __future__ import annotations

import re
from typing import Any

from engine.oracle.nouns import Filter, an_object, object_noun
from engine.oracle.phrases import number

Trigger = dict[str, Any]

# What the builder checks of the face: the source is an Aura (enchanted) or Equipment (equipped).
ATTACHED = "~attached"
# "~ enters or attacks": two events, each its own triggered ability with the line's label.
EITHER = "~either"
_SELF_EITHER = {"enters": {"on": "enters", "object": "self"},
                "attacks": {"on": "attacks", "object": "self"},
                "dies": {"on": "dies", "object": "self"},
                "is put into a graveyard from the battlefield": {
                    "on": "put_into_graveyard", "object": "self"},
                "leaves the battlefield": {"on": "leaves", "object": "self"},
                # 702.37e, 708.8: "When ~ enters or is turned face up" (engine.turn.facedown).
                "is turned face up": {"on": "turned_face_up", "object": "self"}}
_ATTACHED = {"enchanted": "Aura", "equipped": "Equipment"}
_TO_GRAVEYARD = " is put into a graveyard from the battlefield"
_TO_YOUR_GRAVEYARD = " is put into your graveyard from the battlefield"


def _trigger_object(words: str) -> Filter | None:
    found = an_object(words)
    return None if found is None or "zones" in found else found


def event(words: str) -> Trigger | None:
    """The event after "When"/"Whenever" that templates_triggered doesn't read, or None."""
    if words.startswith("~ enters or "):
        second = _SELF_EITHER.get(words.removeprefix("~ enters or "))
        if second is not None and second["on"] != "enters":
            return {EITHER: [dict(_SELF_EITHER["enters"]), dict(second)]}
    if words == "you cycle ~ or it dies":
        # 702.29c, 700.4: two events (the card cycled from a hand, the creature dying), each its
        # own triggered ability with the line's label; they never happen at once.
        return {EITHER: [dict(_CYCLES["you cycle ~"]), {"on": "dies", "object": "self"}]}
    for suffix, owner in ((_TO_GRAVEYARD, None), (_TO_YOUR_GRAVEYARD, "you")):
        if words.endswith(suffix):
            return _to_graveyard(words.removesuffix(suffix), owner)
    for attached, subtype in _ATTACHED.items():
        if words.startswith(attached + " creature "):
            found = _attached_event(words.removeprefix(attached + " creature "), attached)
            if found is not None:
                return {**found, ATTACHED: subtype}
    found_sacrifice = _sacrifices(words)
    if found_sacrifice is not None:
        return found_sacrifice
    found_discard = _discards(words)
    if found_discard is not None:
        return found_discard
    found_cycle = _CYCLES.get(words)
    if found_cycle is not None:
        return dict(found_cycle)
    if words == "~ is turned face up":
        # 702.37e, 708.8: the face-down permanent is turned face up (a turn_face_up event); it
        # has the ability once face up (engine.turn.facedown).
        return {"on": "turned_face_up", "object": "self"}
    if words in ("a permanent is turned face up", "~ or another permanent is turned face up"):
        # Any permanent turned face up (only a face-down permanent is, 702.37e), this one too
        # once it has the ability (708.8).
        return {"on": "turned_face_up"}
    if words.endswith(" dealt damage by ~ this turn dies"):
        # Sengir Vampire: the creature ~ dealt damage to this turn (both still the objects they
        # were, 400.7) dies; "that creature" is a new object in a graveyard: not read.
        victim = _trigger_object(words.removesuffix(" dealt damage by ~ this turn dies"))
        if victim is None or victim.get("types") != ["Creature"] or set(victim) - {
                "types", "controller"}:
            return None
        return {"on": "dies", "object": victim, "dealt_damage_by": "self"}
    for where, controller in ((" enters under your control", "you"), (" enters", None)):
        if words.endswith(where):
            powered = _with_power(words.removesuffix(where))
            if powered is not None:
                found_power: Trigger = {"on": "enters", "object": powered}
                if controller:
                    powered["controller"] = controller
                return found_power
    if words.endswith(" enters under an opponent's control"):
        theirs = _trigger_object(words.removesuffix(" enters under an opponent's control"))
        if theirs is not None and "controller" not in theirs and not theirs.get("other"):
            return {"on": "enters", "object": {**theirs, "controller": "opponent"}}
        return None
    found_target = _becomes_target(words)
    if found_target is not None:
        return found_target
    found_to_creature = _damage_to_a_creature(words)
    if found_to_creature is not None:
        return found_to_creature
    for kind, combat in ((" deals damage", False), (" deals combat damage", True)):
        if words.endswith(kind):
            # 603.2c: once for all the damage it deals at once (a lifelink event, 702.15b).
            dealer = words.removesuffix(kind)
            found_dealer: Trigger | None = None
            if dealer == "~":
                found_dealer = {"on": "deals_damage", "source": "self"}
            for attached, subtype in _ATTACHED.items():
                if dealer == f"{attached} creature":
                    found_dealer = {"on": "deals_damage", "source": attached, ATTACHED: subtype}
            if found_dealer is None:
                return None
            return {**found_dealer, "combat": True} if combat else found_dealer
    if words.endswith(" is dealt damage"):
        # 603.2c: once for all the damage dealt to it at once (the engine adds it up).
        subject = words.removesuffix(" is dealt damage")
        if subject == "~":
            return {"on": "dealt_damage", "object": "self"}
        for attached, subtype in _ATTACHED.items():
            if subject == f"{attached} creature":
                return {"on": "dealt_damage", "object": attached, ATTACHED: subtype}
        hurt = _trigger_object(subject)
        if hurt is not None and hurt.get("types") == ["Creature"] and not set(hurt) - {
                "types", "controller"}:
            return {"on": "dealt_damage", "object": hurt}
        return None
    if words.endswith(" blocks") and not words.startswith(("~ ", "another ")):
        # "Whenever a creature blocks" (509.1i, 509.5a): each creature declared as a blocker.
        blocker = _trigger_object(words.removesuffix(" blocks"))
        if blocker is not None and blocker.get("types") == ["Creature"] and not set(
                blocker) - {"types", "controller"}:
            return {"on": "blocks", "object": blocker}
        return None
    if words.endswith(" becomes blocked") and not words.startswith(("~ ", "another ")):
        # "Whenever a creature you control becomes blocked" (509.5c): once for each attacker
        # blocked, however many creatures block it.
        attacker = _trigger_object(words.removesuffix(" becomes blocked"))
        if attacker is not None and attacker.get("types") == ["Creature"] and not set(
                attacker) - {"types", "controller"}:
            return {"on": "becomes_blocked", "object": attacker}
        return None
    if words.endswith(" attacks and isn't blocked"):
        return _unblocked(words.removesuffix(" attacks and isn't blocked"))
    if words == "~ becomes tapped":
        return {"on": "becomes_tapped", "object": "self"}
    if words.endswith(" becomes untapped"):
        return _becomes_untapped(words.removesuffix(" becomes untapped"))
    if words == "~ becomes monstrous":
        # 701.31a (2022 rules): its monstrosity ability resolved while it wasn't monstrous.
        return {"on": "becomes_monstrous", "object": "self"}
    for noun in ("creature", "land", "artifact", "permanent"):
        if words == f"enchanted {noun} becomes tapped":
            return {"on": "becomes_tapped", "object": "enchanted", ATTACHED: "Aura"}
    if words == "equipped creature becomes tapped":
        return {"on": "becomes_tapped", "object": "equipped", ATTACHED: "Equipment"}
    if words in ("~ blocks or becomes blocked",
                 "~ blocks or becomes blocked by one or more creatures"):
        return {"on": "blocks_or_becomes_blocked", "object": "self"}
    if words == "~ attacks or blocks":
        return {"on": "attacks_or_blocks", "object": "self"}
    if words == "~ blocks a creature with flying":
        # 509.5b, 509.5f: once for each attacking creature with flying it blocks, as blockers
        # are declared.
        return {"on": "becomes_blocked_by", "object": "self",
                "source": {"types": ["Creature"], "keywords": ["Flying"]}}
    for verb, role, other in (("~ becomes blocked by ", "source", "object"),
                              ("~ blocks ", "object", "source")):
        if words.startswith(verb):
            creature = _trigger_object(words.removeprefix(verb))
            if creature is None or set(creature) - {"types", "subtypes", "colors"} or not (
                    "Creature" in creature.get("types", ()) or (
                        "types" not in creature and creature.get("subtypes"))):
                # Only creatures block and are blocked (509.1a): "a Wall" is a creature.
                return None
            blocked: Trigger = {"on": "becomes_blocked_by", role: "self"}
            return blocked if creature == {"types": ["Creature"]} else {**blocked,
                                                                        other: creature}
    for attacked_words, attacked in ((" attacks you or a planeswalker you control",
                                      "you_or_planeswalker"), (" attacks you", "you")):
        if words.endswith(attacked_words):
            attacker = _trigger_object(words.removesuffix(attacked_words))
            if attacker is None or attacker.get("types") != ["Creature"] or set(attacker) - {
                    "types", "controller", "not_keywords"}:
                return None
            return {"on": "attacks", "object": attacker, "attacked": attacked}
    if words.endswith(" attacks alone"):
        # 506.5: the only creature declared as an attacker.
        subject = words.removesuffix(" attacks alone")
        thing: Any = "self" if subject == "~" else _trigger_object(subject)
        if thing == "self" or (isinstance(thing, dict) and thing.get("types") == ["Creature"]
                               and not set(thing) - {"types", "controller"}):
            return {"on": "attacks", "object": thing, "alone": True}
        return None
    if words.startswith("~ and at least ") and words.endswith(" attack"):
        # Battalion: ~ and at least N others declared as attackers at once (508.1a).
        others = words.removeprefix("~ and at least ").removesuffix(" attack")
        count_words, _, noun = others.partition(" other ")
        count = number(count_words)
        if count is None or count_words.isdigit() or noun != (
                "creature" if count == 1 else "creatures"):
            return None
        return {"on": "attacks", "object": "self", "others_at_least": count}
    if words.endswith(" attacks") and not words.startswith(("~ ", "another ")):
        # "a Dragon you control attacks": only creatures attack (508.1a), so a subtype says it.
        found_object = _trigger_object(words.removesuffix(" attacks"))
        if found_object is not None and "types" not in found_object and \
                found_object.get("subtypes") and not set(found_object) - {
                    "subtypes", "controller"}:
            return {"on": "attacks", "object": found_object}
    return None


def _to_graveyard(subject: str, owner: str | None) -> Trigger | None:
    if subject == "~":
        # "your graveyard" on ~: its owner is always its card's owner; the filter can't say
        # "self" and "owned by you" at once, and the words add nothing to "a graveyard" only
        # while you own it: left unread.
        return {"on": "put_into_graveyard", "object": "self"} if owner is None else None
    if subject.startswith("~ or another "):
        thing = object_noun(subject.removeprefix("~ or another "))
        if thing is None or "zones" in thing or thing.get("other") or set(thing) - {
                "types", "subtypes", "controller"}:
            return None
        if len(thing.get("types", ())) + len(thing.get("subtypes", ())) != 1:
            return None
        if owner is not None:
            return None
        return {"on": "put_into_graveyard", "object": thing, "~or_another": True}
    thing = _trigger_object(subject)
    if thing is None or "owner" in thing:
        return None
    if owner is not None:
        thing = {**thing, "owner": owner}
    return {"on": "put_into_graveyard", "object": thing}


# The events of the object an Aura or Equipment is attached to.
_ATTACHED_EVENTS = {"dies": "dies", "attacks": "attacks", "blocks": "blocks",
                    "becomes blocked": "becomes_blocked", "attacks or blocks": "attacks_or_blocks",
                    "blocks or becomes blocked": "blocks_or_becomes_blocked",
                    # 509.5c: blocked by one creature or more is one event.
                    "blocks or becomes blocked by one or more creatures":
                        "blocks_or_becomes_blocked",
                    "becomes blocked by one or more creatures": "becomes_blocked"}
_DAMAGE_TO = {"a player": "any", "an opponent": "opponent"}


def _attached_event(words: str, attached: str) -> Trigger | None:
    """ "dies", "attacks", "deals combat damage to a player": of the creature ``attached``
    ("enchanted", "equipped": what its source is attached to)."""
    if words in _ATTACHED_EVENTS:
        return {"on": _ATTACHED_EVENTS[words], "object": attached}
    for kind, combat in (("damage", False), ("combat damage", True)):
        for player_words, player in _DAMAGE_TO.items():
            if words == f"deals {kind} to {player_words}":
                found: Trigger = {"on": "damage", "source": attached, "player": player}
                return {**found, "combat": True} if combat else found
    return None


_DISCARDERS = {"you discard ": "you", "you cycle or discard ": "you",
               "an opponent discards ": "opponent", "a player discards ": "any"}


def _discards(words: str) -> Trigger | None:
    """ "you discard a card", "an opponent discards a creature card" (701.8a); "you cycle or
    discard a card" is the same event: cycling's cost is discarding the card (702.29a), and one
    discard triggers it once."""
    for opening, player in _DISCARDERS.items():
        if not words.startswith(opening):
            continue
        card = words.removeprefix(opening)
        if card == "a card" or (card == "another card" and player == "you"):
            # "you cycle or discard another card": ~, whose ability this is, is on the
            # battlefield, so "another" excludes no card its controller can discard from a
            # hand (113.6: the ability doesn't function while ~ is in a hand).
            return {"on": "discard", "player": player}
        if not card.endswith(" card"):
            return None
        found = an_object(card.removesuffix(" card"))
        if found is None or set(found) - {"types", "not_types"}:
            return None
        return {"on": "discard", "player": player, "object": found}
    return None


# 702.29c: "When you cycle ~" (the card's own ability, triggering from the zone it is in after
# it was cycled: engine.abilities.triggers) and "Whenever a player cycles a card".
_CYCLES: dict[str, Trigger] = {
    "you cycle ~": {"on": "cycle", "player": "you", "object": "self"},
    "you cycle a card": {"on": "cycle", "player": "you"},
    "a player cycles a card": {"on": "cycle"},
    "an opponent cycles a card": {"on": "cycle", "player": "opponent"},
}


_SACRIFICERS = {"you sacrifice ": "you", "a player sacrifices ": "any",
                "an opponent sacrifices ": "opponent"}


def _sacrifices(words: str) -> Trigger | None:
    """ "you sacrifice ~", "you sacrifice a creature", "you sacrifice a Clue", "you sacrifice
    another permanent" (701.17a: looking back in time at what was sacrificed, 603.10a)."""
    for opening, player in _SACRIFICERS.items():
        if not words.startswith(opening):
            continue
        what = words.removeprefix(opening)
        if what == "~":
            return {"on": "sacrifice", "player": player, "object": "self"}
        thing = _trigger_object(what)
        if thing is None or set(thing) - {"types", "subtypes", "other", "token"}:
            return None
        return {"on": "sacrifice", "player": player, **({"object": thing} if thing else {})}
    return None


_STEP_WORDS = {"upkeep": "upkeep", "end step": "end"}


def attached_step(words: str) -> Trigger | None:
    """After "At the beginning of": "the upkeep of enchanted creature's controller", "enchanted
    player's upkeep" (503.1, 513.1): the step of the player an Aura is attached to, or of the
    controller of the permanent it is attached to."""
    for step_words, step in _STEP_WORDS.items():
        if words == f"enchanted player's {step_words}":
            return {"on": "beginning_of", "step": step, "step_player": "attached",
                    ATTACHED: "Aura"}
        for noun in ("creature", "land", "artifact", "permanent"):
            if words == f"the {step_words} of enchanted {noun}'s controller":
                return {"on": "beginning_of", "step": step, "step_player": "attached",
                        ATTACHED: "Aura"}
    return None


# "of a spell or ability [an opponent controls]": whose spell or ability it is (its controller).
_TARGETERS = {" becomes the target of a spell or ability": None,
              " becomes the target of a spell or ability an opponent controls": "opponent",
              " becomes the target of a spell or ability you control": "you"}


def _becomes_target(words: str) -> Trigger | None:
    """ "~ becomes the target of a spell or ability [an opponent controls]", "a creature you
    control becomes ...", "enchanted creature becomes ..." (115.1, 603.2d): the permanent
    becomes a target of a spell as it is cast or copied, or of an ability as it is activated or
    put on the stack; once for each spell or ability (603.2c)."""
    for suffix, player in _TARGETERS.items():
        if not words.endswith(suffix):
            continue
        subject = words.removesuffix(suffix)
        found: Trigger = {"on": "becomes_target"}
        if subject == "~":
            found["object"] = "self"
        elif subject in ("enchanted creature", "enchanted permanent"):
            found.update({"object": "enchanted", ATTACHED: "Aura"})
        else:
            thing = _trigger_object(subject)
            if thing is None or not thing or set(thing) - {"types", "subtypes", "controller"} or (
                    len(thing.get("types", ())) + len(thing.get("subtypes", ())) != 1):
                return None
            found["object"] = thing
        return {**found, "player": player} if player else found
    return None


_TO_A_CREATURE = {" deals damage to a creature": False, " deals combat damage to a creature": True}


def _damage_to_a_creature(words: str) -> Trigger | None:
    """ "~ deals combat damage to a creature" (120.3, 510.2): once for each creature it deals
    damage to (each is its own damage event, 603.2c); "that creature" is the creature dealt
    damage."""
    for suffix, combat in _TO_A_CREATURE.items():
        if not words.endswith(suffix):
            continue
        dealer = words.removesuffix(suffix)
        found: Trigger = {"on": "damage", "object": {"types": ["Creature"]}}
        if dealer == "~":
            found["source"] = "self"
        elif dealer in ("enchanted creature", "equipped creature"):
            attached = dealer.removesuffix(" creature")
            found.update({"source": attached, ATTACHED: _ATTACHED[attached]})
        else:
            return None
        return {**found, "combat": True} if combat else found
    return None


def _becomes_untapped(subject: str) -> Trigger | None:
    """ "~ becomes untapped" (inspired), "a permanent you control becomes untapped" (701.21b,
    603.2d): in its controller's untap step (502.3) or by an effect; a permanent entering the
    battlefield untapped doesn't become untapped."""
    if subject == "~":
        return {"on": "becomes_untapped", "object": "self"}
    thing = _trigger_object(subject)
    if thing is None or set(thing) - {"types", "subtypes", "controller"}:
        return None
    return {"on": "becomes_untapped", "object": thing}


def _unblocked(subject: str) -> Trigger | None:
    """ "~ attacks and isn't blocked", "enchanted creature attacks and isn't blocked" (509.5g:
    it becomes an unblocked attacking creature as blockers are declared)."""
    if subject == "~":
        return {"on": "attacks_unblocked", "object": "self"}
    for attached, subtype in _ATTACHED.items():
        if subject == f"{attached} creature":
            return {"on": "attacks_unblocked", "object": attached, ATTACHED: subtype}
    return None


_WITH_POWER = re.compile(r"(?P<which>a|another) creature with power (?P<n>\d+) or "
                         r"(?P<bound>greater|less)")


def _with_power(subject: str) -> Trigger | None:
    """ "a creature with power 4 or greater", "another creature with power 2 or less":
    the creature entering, its power as it is on the battlefield (603.6a)."""
    found = _WITH_POWER.fullmatch(subject)
    if found is None:
        return None
    bound = "power_at_least" if found["bound"] == "greater" else "power_at_most"
    thing: Trigger = {"types": ["Creature"], bound: int(found["n"])}
    return {**thing, "other": True} if found["which"] == "another" else thing
