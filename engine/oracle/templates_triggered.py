"""Triggered abilities (603): "[When/Whenever/At] [trigger event], [effect]."

The trigger is one of the events engine/abilities/triggers.py watches (603.2, 603.6a entering,
603.6c leaving, 700.4 dying, 503.1 and 513.1 the beginning of the upkeep and the end step, life
gained or lost, cards drawn, damage dealt), or one the combat and casting lanes fire (508.3a
attacking, 509.5a blocking, 509.5c becoming blocked, 601.2i casting, 507.1 and 511.1 the
beginning of combat and the end of combat); the effect is one or more actions of the shared
library (engine/abilities/actions.py, 608.2c), joined by "and" or in sentences of their own,
with at most one target (115.1, chosen as it is put on the stack, 603.3d; "any target" is one,
115.4): life, cards, counters, damage, destroying, exiling, sacrificing, bolstering, a
continuous effect "until end of turn" (611.2), tokens (111.1) and returning to a hand (400.3).
"You may" before one sentence makes it optional (603.5, ``"may": true``), "you may have
<object> <verb> ..." too (templates_trigger_clauses: the object acts, the controller chooses).

Not compiled here: "If you do" and other choices whose result another sentence reads
(templates_ifdo), intervening "if" clauses (603.4: templates_intervening), modes (700.2), more
than one target, delayed triggers (603.7) but "draw a card at the beginning of the next
turn's upkeep", amounts the format can't count ("that many", X,
"for each"), and the events the engine has no trigger for (tapping, turning face up, being
dealt damage).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle import trigger_events
from engine.oracle.creature_types import singular_subtype
from engine.oracle.nouns import (
    TYPE_WORDS,
    Filter,
    _ordered,
    _read_adjective,
    an_object,
    object_noun,
    objects,
)
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import (
    COLOR_WORDS,
    counter_kind,
    counters_phrase,
    keyword_list,
    number,
    pt_value,
)
from engine.oracle.templates_draw_step import ADDITIONAL, additional_draw
from engine.oracle.templates_effects import (
    drain_clause,
    for_each_clause,
    opponent_or_planeswalker_clause,
    remove_counters_clause,
    sacrifice_chosen_clause,
    sacrifice_it_clause,
    tap_clause,
)
from engine.oracle.templates_event_object import (
    ATTACHED_WORDS,
    EVENT_PLAYER_WORDS,
    attached_object,
    attached_problem,
    discard_clause,
    event_player_problem,
    it_amount,
    it_amount_problem,
    player_counters_clause,
    that_player_of_the_object,
)
from engine.oracle.templates_extra_turn import extra_turn_clauses, skip_turn_clauses
from engine.oracle.templates_library import (
    may_search,
    scry_clause,
    search_clause,
    then_scry_clause,
)
from engine.oracle.templates_library_order import (
    exile_top_clause,
    look_at_top_clause,
    mill_clause,
    put_in_library_clause,
    shuffle_clause,
    surveil_clause,
    then_clause,
)
from engine.oracle.templates_monarch import monarch_clause
from engine.oracle.templates_no_regeneration import no_regeneration_clauses
from engine.oracle.templates_resolved import _until_eot_predicates
from engine.oracle.templates_return_chosen import return_chosen_clause
from engine.oracle.templates_transform import transform_clause
from engine.oracle.templates_trigger_clauses import (
    each_group_clause,
    have_clauses,
    next_upkeep_draw_clause,
    other_than_self_clause,
    player_or_planeswalker_clause,
)
from engine.oracle.templates_untap import next_untap_clauses
from engine.subtypes import SPELL_TYPES

Trigger = dict[str, Any]
Action = dict[str, Any]
Target = dict[str, Any]

# "At the beginning of ...": the step and whose turn (503.1, 513.1).
_STEPS = {"upkeep": "upkeep", "end step": "end", "draw step": "draw"}
# "each", "the": every player's turn, written "any" as the hand-written cards write it.
_WHOSE = {"your ": "you", "each ": "any", "each player's ": "any",
          "each opponent's ": "opponent", "the ": "any"}
_PLAYER_EVENTS = {"gains life": "gain_life", "loses life": "lose_life",
                  "draws a card": "draw"}
_WHO = {"you": "you", "an opponent": "opponent", "a player": "any"}
_SELF_EVENTS = {"enters": "enters", "dies": "dies", "leaves the battlefield": "leaves"}


def _filter_for_trigger(found: Filter | None) -> Filter | None:
    """A trigger's object: anywhere it is when the ability looks (no zones)."""
    return None if found is None or "zones" in found else found


def trigger(words: str) -> Trigger | None:
    """The trigger condition (603.1) before the comma."""
    for opening in ("When ", "Whenever "):
        if words.startswith(opening):
            return _event(words[len(opening):])
    if words in _COMBAT_STEPS:
        return dict(_COMBAT_STEPS[words])
    if words.startswith("At the beginning of "):
        rest = words.removeprefix("At the beginning of ")
        for whose, player in _WHOSE.items():
            step = _STEPS.get(rest.removeprefix(whose)) if rest.startswith(whose) else None
            if step is not None:
                return {"on": "beginning_of", "step": step, "player": player}
        return trigger_events.attached_step(rest)
    return None


# 507.1, 511.1: the beginning of combat and the end of combat step, fired by the combat lane.
_COMBAT_STEPS: dict[str, Trigger] = {
    "At the beginning of combat on your turn": {"on": "beginning_of", "step": "combat",
                                                "player": "you"},
    "At the beginning of each combat": {"on": "beginning_of", "step": "combat",
                                        "player": "any"},
    "At end of combat": {"on": "beginning_of", "step": "end_of_combat", "player": "any"},
}
# 508.3a, 509.5a, 509.5c: "Whenever ~ attacks / blocks / becomes blocked".
_COMBAT_EVENTS = {"attacks": "attacks", "blocks": "blocks", "becomes blocked": "becomes_blocked"}
# 601.2i: "Whenever you cast ...", "Whenever an opponent casts ...".
_CASTERS = {"you cast ": "you", "an opponent casts ": "opponent", "a player casts ": "any"}


def spell_filter(words: str) -> Filter | None:
    """ "a spell", "an instant or sorcery spell", "a noncreature spell", "a white spell", "a
    Spirit or Arcane spell": the spell a cast trigger is about ({} for any spell), or None."""
    for article in ("a ", "an "):
        if words.startswith(article):
            words = words.removeprefix(article)
            break
    else:
        return None
    if words == "spell":
        return {}
    if words == "multicolored spell":
        # 105.2b: two or more of the five colors.
        return {"multicolored": True}
    if words == "historic spell":
        # 700.6: artifacts, legendaries and Sagas are historic.
        return {"any": [{"types": ["Artifact"]}, {"supertypes": ["Legendary"]},
                        {"subtypes": ["Saga"]}]}
    if not words.endswith(" spell"):
        return None
    adjectives = words.removesuffix(" spell")
    if " or " in adjectives:
        parts = adjectives.split(" or ")
        if len(parts) != 2 or any(" " in p for p in parts):
            return None
        if all(p in TYPE_WORDS for p in parts):
            return {"any": [{"types": [TYPE_WORDS[p]]} for p in parts]}
        if all(_spell_subtype(p) for p in parts):
            return {"subtypes": parts}
        if all(p in COLOR_WORDS for p in parts):
            return {"colors": [COLOR_WORDS[p] for p in parts]}
        return None
    found: Filter = {}
    for word in reversed(adjectives.split(" ")):
        if word in SPELL_TYPES:
            found.setdefault("subtypes", []).insert(0, word)
        elif not _read_adjective(word, found):
            return None
    if len(found.get("subtypes", ())) > 1 or len(found.get("colors", ())) > 1:
        return None
    if "token" in found or ("supertypes" in found and "types" not in found):
        return None
    return _ordered(found)


def _spell_subtype(word: str) -> bool:
    return word in SPELL_TYPES or singular_subtype(word) is not None


# "Whenever ~ deals [combat] damage to a player": the damage trigger of its source (120.2).
_DAMAGE_TO = {"a player": "any", "an opponent": "opponent"}


def _event(words: str) -> Trigger | None:
    for event, on in _SELF_EVENTS.items():
        if words == f"~ {event}":
            return {"on": on, "object": "self"}
    for event, on in _COMBAT_EVENTS.items():
        if words == f"~ {event}":
            return {"on": on, "object": "self"}
        if words.endswith(" " + event) and on == "attacks":
            thing = _filter_for_trigger(an_object(words.removesuffix(" " + event)))
            if thing is not None and thing.get("types") == ["Creature"] and "any" not in thing:
                return {"on": on, "object": thing}
    if words == "you get one or more {E}":
        # 122.1, 107.14: energy counters given to you at once are one event.
        return {"on": "counters", "player": "you", "counter": "energy"}
    if words.startswith("one or more ") and " counters are put on " in words:
        # 122.6: counters put on an object at once are one event, which "one or more"
        # counts once ("a counter is put on" would trigger for each counter: not read).
        kind_words, _, where = words.removeprefix("one or more ").partition(
            " counters are put on ")
        kind = counter_kind(kind_words)
        if kind is None:
            return None
        if where == "~":
            return {"on": "counters", "object": "self", "counter": kind}
        thing = _filter_for_trigger(an_object(where))
        return None if thing is None else {"on": "counters", "object": thing, "counter": kind}
    if words.endswith(" during your turn") and words.startswith(tuple(_CASTERS)):
        # 102.1: only while its controller is the active player.
        during = _event(words.removesuffix(" during your turn"))
        return None if during is None or during.get("on") != "cast" else {
            **during, "your_turn": True}
    if words in ("you cast your second spell each turn", "an opponent casts their second "
                 "spell each turn"):
        # 601.2i: the player's second spell cast this turn (once each turn: only one is).
        return {"on": "cast", "player": "you" if words.startswith("you") else "opponent",
                "nth_spell": 2}
    if words == "you cast ~":
        # 113.6k, 601.2i: the spell's own ability, triggering on the stack as it is cast.
        return {"on": "cast", "player": "you", "object": "self"}
    for caster, player in _CASTERS.items():
        if words.startswith(caster):
            spell_words = words.removeprefix(caster)
            # Heroic: "a spell that targets ~" (601.2c: targets chosen before it is cast).
            targets_self = spell_words.endswith(" that targets ~")
            spell = spell_filter(spell_words.removesuffix(" that targets ~"))
            if spell is None:
                return None
            cast: Trigger = {"on": "cast", "player": player}
            if targets_self:
                cast["spell_targets"] = "self"
            return {**cast, "object": spell} if spell else cast
    for kind, combat in (("damage", None), ("combat damage", True)):
        for player_words, player in _DAMAGE_TO.items():
            if words == f"~ deals {kind} to {player_words}":
                found: Trigger = {"on": "damage", "source": "self", "player": player}
                return {**found, "combat": True} if combat else found
            suffix = f" deals {kind} to {player_words}"
            if combat and words.endswith(suffix):
                # "Whenever a creature you control deals combat damage to a player": each
                # creature's damage is its own event (510.2, 603.2c).
                source = _filter_for_trigger(an_object(words.removesuffix(suffix)))
                if source is not None and source.get("types") == ["Creature"]:
                    return {"on": "damage", "source": source, "player": player, "combat": True}
    for player_words, player in _WHO.items():
        for event, on in _PLAYER_EVENTS.items():
            verb = event if player_words != "you" else {
                "gains life": "gain life", "loses life": "lose life",
                "draws a card": "draw a card"}[event]
            if words == f"{player_words} {verb}":
                return {"on": on, "player": player}
    for event, on in _SELF_EVENTS.items():
        if words.endswith(" " + event):
            subject = words.removesuffix(" " + event)
            if subject.startswith("~ or another "):
                return _self_or_another(subject.removeprefix("~ or another "), on)
            thing = _filter_for_trigger(an_object(subject))
            if thing is not None:
                return {"on": on, "object": thing}
    if words.endswith(" enters under your control"):
        subject = words.removesuffix(" enters under your control")
        if subject.startswith("~ or another "):
            mine = _self_or_another(subject.removeprefix("~ or another "), "enters")
            if mine is None or "controller" in mine["object"]:
                return None
            return {**mine, "object": {**mine["object"], "controller": "you"}}
        thing = _filter_for_trigger(an_object(subject))
        if thing is not None and "controller" not in thing:
            return {"on": "enters", "object": {**thing, "controller": "you"}}
    return trigger_events.event(words)


def _self_or_another(words: str, on: str) -> Trigger | None:
    """ "~ or another creature [you control]", "~ or another Ally", "~ or another enchantment":
    every such object [you control], when ~ is itself one (Blood Artist, Zulaport Cutthroat;
    the builder checks the face against the filter, which says one card type or one subtype)."""
    thing = _filter_for_trigger(object_noun(words))
    if thing is None or thing.get("other") or set(thing) - {"types", "subtypes", "controller"}:
        return None
    if len(thing.get("types", ())) + len(thing.get("subtypes", ())) != 1:
        return None
    return {"on": on, "object": thing, "~or_another": True}


# --- effects ----------------------------------------------------------------------------------


def _life(words: str) -> int | str | None:
    """ "1 life", "that much life"."""
    if words == "that much life":
        return "that_much"
    if words.startswith("life equal to "):
        # "life equal to its toughness" (templates_event_object; the builder checks the trigger).
        return it_amount(words.removeprefix("life equal to "))
    amount = number(words.removesuffix(" life")) if words.endswith(" life") else None
    return amount if amount is not None and words[0].isdigit() else None


def _cards(words: str) -> int | str | None:
    if words == "a card":
        return 1
    if words.startswith("cards equal to "):
        return it_amount(words.removeprefix("cards equal to "))
    amount = number(words.removesuffix(" cards")) if words.endswith(" cards") else None
    return amount if amount is not None and amount > 1 else None


def target(words: str) -> Target | None:
    """ "target player", "target opponent", "target creature you control", "another target
    creature", "target artifact or enchantment" (115.1)."""
    if words == "target player":
        return {"player": "any"}
    if words == "target opponent":
        return {"player": "opponent"}
    other = words.startswith("another target ")
    if not other and not words.startswith("target "):
        return None
    found = object_noun(words.removeprefix("another target " if other else "target "))
    if found is None or "zones" in found or "other" in found or found.get("token") is False:
        return None
    return {"object": {**found, "other": True} if other else found}


_PLAYER_WORDS = {"you": "you", "each opponent": "each_opponent", "each player": "each_player",
                 "target player": "target", "target opponent": "target",
                 "that player": "that_player", "they": "that_player"}
# The player the trigger event's object names (templates_event_object; the builder checks the
# trigger).
_PLAYER_WORDS.update(EVENT_PLAYER_WORDS)
# Who takes the verb's plain form ("you lose", "they lose"; "each opponent loses").
_PLAIN_VERB = ("you", "they")
_LIFE_VERBS = {("gain", "gains"): "gain_life", ("lose", "loses"): "lose_life"}


def _player_clause(words: str) -> tuple[Action, Target | None] | None:
    """ "you gain 1 life", "each opponent loses 1 life", "target player draws two cards",
    "draw a card" (the imperative is "you")."""
    if words.startswith("draw "):
        words = "you " + words
    for player_words, player in _PLAYER_WORDS.items():
        if not words.startswith(player_words + " "):
            continue
        rest = words[len(player_words) + 1:]
        verb, _, what = rest.partition(" ")
        plain = player_words in _PLAIN_VERB
        spec = target(player_words) if player == "target" else None
        for (base, third), do in _LIFE_VERBS.items():
            if verb == (base if plain else third):
                amount = _life(what)
                if amount is None:
                    return None
                return {"do": do, "player": player, "amount": amount}, spec
        if verb == ("draw" if plain else "draws"):
            cards = _cards(what)
            return None if cards is None else (
                {"do": "draw", "player": player, "amount": cards}, spec)
    return None


def _damage_clause(words: str) -> tuple[Action, Target | None] | None:
    """ "~ deals 2 damage to each opponent / target creature / each creature"; "it deals" is
    the source too when the trigger is its own (Flametongue Kavu: the builder checks)."""
    subject, _, words = words.partition(" deals ")
    if subject not in ("~", "it") or not words:
        return None
    amount_words, _, rest = words.partition(" damage to ")
    amount: int | str | None = number(amount_words)
    if words.startswith("damage equal to ") and " to " in words.removeprefix(
            "damage equal to "):
        # "deals damage equal to its power to any target" (templates_event_object).
        size, _, rest = words.removeprefix("damage equal to ").partition(" to ")
        amount, amount_words = it_amount(size), "0"
    if amount is None or not amount_words.isdigit() or not rest:
        return None
    action: Action = {"do": "damage", "amount": amount}
    if subject == "it":
        action[_IT_IS_SOURCE] = True
    if rest in ("you", "each opponent", "each player", "target player", "target opponent",
                "that player", *EVENT_PLAYER_WORDS):
        player = _PLAYER_WORDS[rest]
        return {**action, "player": player}, target(rest) if player == "target" else None
    if rest == "any target":
        # 115.4: a creature, player, planeswalker or battle.
        return {**action, "object": "target"}, {"any_target": True}
    spec = target(rest)
    if spec is not None and "object" in spec:
        return {**action, "object": "target"}, spec
    if rest.startswith("each "):
        found = object_noun(rest.removeprefix("each "))
        if found is not None and "zones" not in found:
            return {**action, "objects": found}, None
    return None


def _object_clause(words: str) -> tuple[Action, Target | None] | None:
    """Counters, exile, destroy, sacrifice and bolster (701)."""
    if words.startswith("put ") and " on " in words:
        counters_words, _, where = words.removeprefix("put ").rpartition(" on ")
        counters = counters_phrase(counters_words)
        if counters is None:
            return None
        action: Action = {"do": "put_counters", "counter": counters[1], "amount": counters[0]}
        return _on_what(action, where)
    if words in ("exile all graveyards", "exile all cards from all graveyards"):
        return {"do": "exile", "objects": {"zones": ["graveyard"]}}, None
    for verb in ("exile", "destroy"):
        if words.startswith(verb + " "):
            rest = words.removeprefix(verb + " ")
            spec = target(rest)
            if spec is not None and "object" in spec:
                return {"do": verb, "object": "target"}, spec
            if verb == "destroy" and rest.startswith("all "):
                found = objects(rest)
                if found is not None and "zones" not in found:
                    return {"do": verb, "objects": found}, None
            if rest in ("that creature", "it", *ATTACHED_WORDS):
                # The trigger event's object or the attached permanent (the builder checks
                # there is one); never ~ itself, which may have left and come back as a new
                # object with its id (400.7).
                return _on_what({"do": verb}, rest)
            return None
    if words == "sacrifice ~":
        return {"do": "sacrifice", "object": "self"}, None
    if words.startswith("return ") and words.endswith(" to its owner's hand"):
        # 400.3: to its owner's hand, whoever controls it.
        return _on_what({"do": "return_to_hand"},
                        words.removeprefix("return ").removesuffix(" to its owner's hand"))
    if words.startswith("return all ") and words.endswith(" to their owners' hands"):
        group = objects(words.removeprefix("return ").removesuffix(" to their owners' hands"))
        if group is not None and "zones" not in group:
            return {"do": "return_to_hand", "objects": group}, None
    if words.startswith("bolster "):
        amount = number(words.removeprefix("bolster "))
        return None if amount is None else ({"do": "bolster", "amount": amount}, None)
    return None


def _on_what(action: Action, where: str) -> tuple[Action, Target | None] | None:
    if where == "~":
        return {**action, "object": "self"}, None
    if where in ATTACHED_WORDS:
        # "enchanted creature", "equipped creature" (templates_event_object; the builder checks).
        return attached_object(action, where), None
    if where == "it":
        # "it" is ~ itself when the trigger is about ~ (the builder checks).
        return {**action, "object": "self", _IT_IS_SELF: True}, None
    if where == "that creature":
        # The creature the trigger event was about ("it"): the builder checks there is one.
        return {**action, "object": "it", _THAT_CREATURE: True}, None
    spec = target(where)
    if spec is not None and "object" in spec:
        return {**action, "object": "target"}, spec
    if where.startswith("each "):
        found = object_noun(where.removeprefix("each "))
        if found is not None and "zones" not in found:
            return {**action, "objects": found}, None
    return None


def _modify_clause(words: str) -> tuple[Action, Target | None] | None:
    """611.2: "~ gets +2/+2 until end of turn", "target creature gains flying until end of
    turn", "creatures you control get +1/+0 until end of turn": a continuous effect the
    ability creates as it resolves (on a group: the objects in it then, 611.2c)."""
    if not words.endswith(" until end of turn"):
        return None
    words = words.removesuffix(" until end of turn")
    cut = 0
    while (cut := words.find(" ", cut + 1)) != -1:
        subject, rest = words[:cut], words[cut + 1:]
        predicates = _until_eot_predicates(rest)
        if predicates is None:
            continue
        verbs = {p.partition(" ")[0] for p in rest.split(" and ")} & {
            "get", "gain", "lose", "have", "gets", "gains", "loses", "has"}
        plural = bool(verbs & {"get", "gain", "lose", "have"})
        action: Action = {"do": "modify", "modifications": predicates,
                          "duration": "end_of_turn"}
        if not plural and subject == "~":
            return {**action, "object": "self"}, None
        if not plural and subject == "it":
            return {**action, "object": "self", _IT_IS_SELF: True}, None
        if not plural and subject == "that creature":
            return {**action, "object": "it", _THAT_CREATURE: True}, None
        if not plural and subject in ATTACHED_WORDS:
            return attached_object(action, subject), None
        spec = target(subject) if not plural else None
        if spec is not None and "object" in spec:
            return {**action, "object": "target"}, spec
        group = objects(subject) if plural else None
        if group is not None and "zones" not in group:
            return {**action, "objects": group}, None
    return None


_CANT_WHAT = {"block": ["block"], "be blocked": ["be_blocked"], "attack": ["attack"],
              "attack or block": ["attack", "block"]}
_CANT_GROUP_KEYS = frozenset(("types", "not_types", "colors", "not_colors", "controller",
                              "subtypes"))


def _cant_clause(words: str) -> tuple[Action, Target | None] | None:
    """508.1c, 509.1b, 611.2a: "target creature can't block this turn", "~ can't be blocked
    this turn", "creatures you control can't be blocked this turn": a ``modify`` action with
    ``cant`` until end of turn (lane cant8): on its target (chosen as the ability is put on the
    stack, checked as it resolves), on ~ (while it is the same object, 400.7), or on the
    creatures a group describes whenever blocks (attacks) are declared that turn (611.2c: not
    locked). Not "it" / "that creature", "up to", "except by", "can't block ~"."""
    if not words.endswith(" this turn") or " can't " not in words:
        return None
    subject, _, what = words.removesuffix(" this turn").partition(" can't ")
    cant = _CANT_WHAT.get(what)
    if cant is None:
        return None
    action: Action = {"do": "modify", "cant": cant, "duration": "end_of_turn"}
    if subject == "~":
        return {**action, "object": "self"}, None
    if subject.startswith("target "):
        spec = target(subject)
        if spec is None or "object" not in spec or "player" in spec or not isinstance(
                spec["object"], dict) or spec["object"].get("types") != ["Creature"] or \
                spec.get("up_to"):
            return None
        return {**action, "object": "target"}, spec
    group = objects(subject)
    if group is None or group.get("types") != ["Creature"] or set(group) - _CANT_GROUP_KEYS \
            or group.get("controller") not in (None, "you", "opponent"):
        return None
    return {**action, "objects": group}, None


def _and_cant_clause(words: str) -> list[tuple[Action, Target | None]] | None:
    """608.2c: "~ gets +1/+1 until end of turn and can't be blocked this turn", "target
    creature token you control gets +1/+1 until end of turn and can't be blocked this turn":
    the continuous effect, then the restriction on the same one object (~ while it is the same
    object, 400.7; the one target, 115.1). Not on a group (its effect's set is locked as it
    begins, 611.2c, the restriction's isn't), nor on "it" / "that creature"."""
    head, joint, what = words.rpartition(" until end of turn and can't ")
    if not joint or not what.endswith(" this turn"):
        return None
    cant = _CANT_WHAT.get(what.removesuffix(" this turn"))
    first = _modify_clause(head + " until end of turn")
    if cant is None or first is None:
        return None
    action, spec = first
    if action.get("object") not in ("self", "target") or "objects" in action or any(
            k.startswith("~") for k in action):
        return None
    if spec is not None and (not isinstance(spec.get("object"), dict) or spec["object"].get(
            "types") != ["Creature"] or spec.get("up_to") or "player" in spec):
        return None
    return [first, ({"do": "modify", "object": action["object"], "cant": cant,
                     "duration": "end_of_turn"}, None)]


# The longest first: "artifact creature" before "creature" (a Golem artifact creature token).
_TOKEN_TYPES = {"artifact creature": ["Artifact", "Creature"],
                "enchantment creature": ["Enchantment", "Creature"], "creature": ["Creature"]}


def _token_clause(words: str) -> tuple[Action, Target | None] | None:
    """111.1: "create a 1/1 white Soldier creature token", "create two 1/1 green Saproling
    creature tokens", "create a 1/1 colorless Thopter artifact creature token with flying"
    (111.4: named after its subtypes plus "Token"; 105.2c: colorless is no color)."""
    if not words.startswith("create "):
        return None
    words = words.removeprefix("create ")
    keywords: list[str] = []
    if " with " in words:
        words, _, granted = words.partition(" with ")
        found = keyword_list(granted)
        if found is None:
            return None
        keywords = found
    amount_words, _, rest = words.partition(" ")
    amount = number(amount_words)
    plural = amount is not None and amount > 1 and not amount_words.isdigit()
    noun = " tokens" if plural else " token"
    if amount is None or not rest.endswith(noun) or (amount == 1 and amount_words not in (
            "a", "an")):
        return None
    rest = rest.removesuffix(noun)
    pt, _, rest = rest.partition(" ")
    value = pt_value(pt)
    if value is None:
        return None
    type_words = next((t for t in _TOKEN_TYPES if rest.endswith(" " + t)), None)
    if type_words is None:
        return None
    types = _TOKEN_TYPES[type_words]
    rest = rest.removesuffix(" " + type_words)
    colors, subtypes = _token_colors_and_subtypes(rest.split(" "))
    if colors is None or subtypes is None or not subtypes:
        return None
    token: dict[str, Any] = {"types": types, "subtypes": subtypes}
    if colors:
        token["colors"] = colors
    token.update(power=value[0], toughness=value[1])
    if keywords:
        token["keywords"] = keywords
    return {"do": "create_token", "amount": amount, "token": token}, None


def _token_colors_and_subtypes(words: list[str]) -> tuple[list[str] | None, list[str] | None]:
    """ "white Soldier", "blue and red Elemental", "colorless Eldrazi Scion": its colors and
    subtypes (creature types, capitalised, after the colors)."""
    colors: list[str] = []
    index = 0
    if words and words[0] == "colorless":
        index = 1
    else:
        while index < len(words) and words[index] in COLOR_WORDS:
            colors.append(COLOR_WORDS[words[index]])
            index += 1
            if index < len(words) - 1 and words[index] == "and" and \
                    words[index + 1] in COLOR_WORDS:
                index += 1
        if not colors:
            return None, None
    subtypes = words[index:]
    if not all(singular_subtype(w) is not None for w in subtypes):
        return colors, None
    return colors, subtypes


_HELD = re.compile(r"tap that creature(?:\. | and )(?:it|that creature|It|That creature) doesn't "
                   r"untap during its controller's next untap step")


def _tap_that_creature_held(words: str) -> list[tuple[Action, Target | None]] | None:
    """ "tap that creature and it doesn't untap during its controller's next untap step": the
    tap, then the restriction (templates_untap's), both on the creature the trigger event was
    about (the builder checks there is one; 608.2c)."""
    if _HELD.fullmatch(words) is None:
        return None
    held = next_untap_clauses("target creature doesn't untap during its controller's next "
                              "untap step")
    assert held is not None
    return [({"do": "tap", "object": "it", _THAT_CREATURE: True}, None),
            ({**held[0][0], "object": "it", _THAT_CREATURE: True}, None)]


def _remove_all_clause(words: str) -> tuple[Action, Target | None] | None:
    """ "remove all +1/+1 counters from ~", "remove all -1/-1 counters from it": every counter
    of that kind the permanent has as the ability resolves (122.1; ``"amount": "all"``), only
    from ~ ("it": the builder checks it is ~, 400.7)."""
    if not words.startswith("remove all ") or " counters from " not in words:
        return None
    kind_words, _, where = words.removeprefix("remove all ").partition(" counters from ")
    kind = counter_kind(kind_words)
    if kind is None or where not in ("~", "it"):
        return None
    return _on_what({"do": "remove_counters", "counter": kind, "amount": "all"}, where)


# 603.7: "... at end of combat" (511.2) / "... at the beginning of the next end step" (513.1).
_LATER_TIMES = {" at end of combat": "end_of_combat",
                " at the beginning of the next end step": "next_end_step"}
_LATER_IT = "~later_it"


def _later_clause(words: str) -> tuple[Action, Target | None] | None:
    """ "destroy that creature at end of combat", "remove a +1/+1 counter from it at end of
    combat", "return that creature to its owner's hand at end of combat": a delayed triggered
    ability (603.7a) about the object the trigger event was about ("it", found then only while
    it is still that object, 603.7c, 400.7), doing one action on it. The builder checks there
    is such an object (templates_return_or_sacrifice reads "sacrifice it" after "~ attacks" the
    same way)."""
    for suffix, at in _LATER_TIMES.items():
        if not words.endswith(suffix):
            continue
        inner = _clause(words.removesuffix(suffix))
        if inner is None or inner[1] is not None:
            return None
        action = inner[0]
        if action.get("object") not in ("self", "it") or not (
                action.get(_IT_IS_SELF) or action.get(_THAT_CREATURE)) or action.get(_MAY):
            return None
        later = {k: v for k, v in action.items() if not k.startswith("~")}
        return {"do": "delayed", "at": at, "object": "it",
                "effect": [{**later, "object": "it"}], _LATER_IT: True}, None
    return None


_CLAUSES = (_player_clause, _damage_clause, _object_clause, _modify_clause, _token_clause,
            tap_clause(_on_what), for_each_clause(lambda words: _clause(words)),
            sacrifice_it_clause(_on_what), remove_counters_clause(_on_what),
            sacrifice_chosen_clause, drain_clause(lambda words: _clause(words)),
            opponent_or_planeswalker_clause(lambda words: _damage_clause(words)),
            player_or_planeswalker_clause(lambda words: _damage_clause(words)),
            other_than_self_clause(lambda words: _clause(words)), next_upkeep_draw_clause,
            scry_clause, search_clause, mill_clause(lambda words: target(words)),
            put_in_library_clause(_on_what), surveil_clause, look_at_top_clause,
            shuffle_clause, exile_top_clause, discard_clause, player_counters_clause,
            _cant_clause, monarch_clause, transform_clause(_on_what), return_chosen_clause,
            _later_clause, _remove_all_clause)
# Readers of one clause that is more than one action ("it deals 1 damage to each creature and
# each player": two actions, templates_trigger_clauses).
_MULTI_CLAUSES = (_and_cant_clause, no_regeneration_clauses(lambda words: _clauses(words)),
                  _tap_that_creature_held,
                  lambda words: next_untap_clauses(words, it_is_self=_IT_IS_SELF),
                  extra_turn_clauses, skip_turn_clauses,
                  additional_draw(lambda words: _clause(words)),
                  each_group_clause(lambda words: _damage_clause(words)),
                  then_scry_clause(lambda words: _clause(words)),
                  then_clause(lambda words: _clause(words), (
                      mill_clause(lambda words: target(words)), put_in_library_clause(_on_what),
                      surveil_clause, exile_top_clause, shuffle_clause)))
# Markers a clause leaves for the builder, which knows the trigger (never in the output).
_IT_IS_SOURCE = "~it_is_source"
_IT_IS_SELF = "~it_is_self"
_THAT_CREATURE = "~that_creature"


def _clause(words: str) -> tuple[Action, Target | None] | None:
    text = words[:1].lower() + words[1:] if not words.startswith("~") else words
    for reader in _CLAUSES:
        found = reader(text)
        if found is not None:
            return found
    return None


_MAY = "~may"


def effects(words: str) -> tuple[list[Action], list[Target]] | None:
    """The effect (608.2c): clauses joined by "and" or in sentences of their own, with at most
    one target; "you may" before one sentence makes the whole of it optional (603.5)."""
    may = words.startswith("you may ")
    if may:
        rest = words.removeprefix("you may ")
        searched = may_search(rest)
        if searched is not None:
            return [{**searched, _MAY: True}], []
        # "a creature you control" is a filter's words, not another "you" clause (603.5).
        if ". " in rest or " you " in rest.replace(" you control", "") or rest.startswith(
                ("pay ", "choose ")) or any(
                    w in rest for w in (" if ", " unless ", " as long as ")):
            return None
        if rest.startswith("have "):
            # 603.5: its controller chooses; another player or object acts.
            found = have_clauses(rest, _clauses)
        else:
            found = _clauses(rest) or _clauses("you " + rest)
            if found is not None and not all(_yours(action) for action, _ in found):
                return None
        if found is None:
            return None
        found = [({**found[0][0], _MAY: True}, found[0][1]), *found[1:]]
    else:
        found = _clauses(words)
    if found is None:
        return None
    actions = [a for a, _ in found]
    targets = [t for _, t in found if t is not None]
    if len(targets) > 1 and any(t != targets[0] for t in targets[1:]):
        return None
    if len(targets) > 1:
        # "target player loses 1 life and draws a card" would be one target named twice; the
        # words here always name a new one ("target player ... and target creature").
        return None
    return actions, targets


def _clauses(words: str) -> list[tuple[Action, Target | None]] | None:
    """Every clause of ``words``, trying each "and" and ". " as a boundary."""
    whole = _clause(words)
    if whole is not None:
        return [whole]
    for multi in _MULTI_CLAUSES:
        several = multi(words[:1].lower() + words[1:] if not words.startswith("~") else words)
        if several is not None:
            return several
    for joint in (" and ", ". "):
        position = words.find(joint)
        while position != -1:
            first = _clause(words[:position])
            if first is not None:
                after = words[position + len(joint):]
                rest = _clauses(after)
                if rest is None and joint == " and " and first[0]["do"] == "put_counters":
                    # "put a +1/+1 counter on that creature and a +1/+1 counter on ~": the verb
                    # is said once.
                    rest = _clauses("put " + after)
                if rest is not None:
                    return [first, *rest]
            position = words.find(joint, position + 1)
    return None


def _yours(action: Action) -> bool:
    """An action "you may" governs: one you do (not "you may have target player ...")."""
    return bool(action.get("player", "you") == "you")


def _triggered(face: Face, trigger: Trigger, effects: tuple[list[Action], list[Target]]
               ) -> Ability | None:
    actions, targets = effects
    if trigger_events.EITHER in trigger:
        return None
    found = dict(trigger)
    attached = found.pop(trigger_events.ATTACHED, None)
    if attached is not None and (attached not in face.subtypes or "Creature" in face.types):
        # "enchanted creature" is an Aura's, "equipped creature" an Equipment's (303.4, 301.5).
        return None
    if found.pop("~or_another", False):
        thing = found["object"]
        if not set(thing.get("types", ())) <= set(face.types) or not set(
                thing.get("subtypes", ())) <= set(face.subtypes):
            return None
    # "that player": whose life changed, who drew or discarded, whose step began, or the player
    # ~ dealt damage to (the damage event's player, 120.3a).
    player_event = found["on"] in ("gain_life", "lose_life", "draw", "discard",
                                   "sacrifice") or (
        # 601.2i: the player who cast the spell.
        found["on"] == "cast" and found.get("player") != "you") or (
        found["on"] == "beginning_of" and found.get("player") != "you") or (
        found["on"] == "damage" and "player" in found and "object" not in found) or (
        # The opponent whose spell or ability targeted the permanent (115.1).
        found["on"] == "becomes_target" and found.get("player") == "opponent")
    own = found.get("object") == "self"
    # ~ has left the battlefield, or was never on it: "When you cycle ~" triggers from the zone
    # the card went to (702.29c).
    left = found["on"] in _LEFT or (own and found["on"] == "cycle")
    # "it" is ~ when the trigger is about ~ while it is on the battlefield (not once it died
    # or left, 400.7).
    it_is_self = (own and not left) or found.get("source") == "self" or (
        found.get("spell_targets") == "self")
    # "that creature": what entered or attacked (508.3a), or the creature blocking ~ (509.5d:
    # the event's object).
    about_one = (found["on"] in ("enters", "attacks", "dealt_damage", "becomes_target",
                                 "becomes_blocked")
                 and isinstance(found.get("object"), dict)
                 ) or (
        # "~ deals combat damage to a creature": the creature dealt the damage.
        found["on"] == "damage" and isinstance(found.get("object"), dict)) or (
        found["on"] == "becomes_blocked_by" and found.get("source") == "self") or (
        # The creature an Aura or Equipment is attached to, still on the battlefield.
        found.get("object") in ("enchanted", "equipped") and not left)
    may = any(action.get(_MAY) for action in actions)
    # Once a sentence named another object (a target, "that creature"), a later "it" is that
    # object, not ~: "target creature gets +2/+2 until end of turn. It gains trample until end
    # of turn." (issue 27's audit). Such a pronoun is left unread.
    named_another = False
    actions = list(actions)
    for index, action in enumerate(actions):
        if (action.get(_IT_IS_SELF) or action.get(_IT_IS_SOURCE)) and named_another:
            return None
        if action.get("object") in ("target", "it"):
            named_another = True
        if action.get(_IT_IS_SELF) and not it_is_self:
            if not about_one or found["on"] == "becomes_blocked_by":
                return None
            # "Whenever a creature you control attacks alone, it gains lifelink", "Whenever
            # enchanted creature becomes blocked, it gets +4/+0": "it" is the creature the event
            # is about (508.3a, 603.6a).
            action = actions[index] = {**action, _IT_IS_SELF: False, "object": "it"}
            named_another = True
        if action.get(_LATER_IT) and not (about_one or (own and found["on"] in (
                "attacks", "blocks", "attacks_or_blocks") and "Creature" in face.types)):
            # "it" / "that creature" later is the event's object: the creature that attacked,
            # blocked or entered, or the one the event was about (603.7c).
            return None
        if action["do"] in ("destroy", "exile") and action.get("object") == "self":
            # "destroy it" read as ~ itself: not read (the reader offers it for the event's
            # object; ~ may be a new object by then, 400.7).
            return None
        if action["do"] == "return_to_hand" and action.get("object") == "self" and left:
            # The card that left is a new object (400.7): "return ~" from a graveyard isn't
            # the action on the permanent.
            return None
        if not player_event:
            action = actions[index] = that_player_of_the_object(found, action)
        if action.get("player") == "that_player" and not player_event:
            return None
        if event_player_problem(found, action) or attached_problem(face, found, action) or (
                it_amount_problem(found, action)):
            return None
        if action.get("amount") == "that_much" and found["on"] not in (
                "gain_life", "lose_life", "dealt_damage", "deals_damage") and not (
                # The damage dealt to the creature (120.3).
                found["on"] == "damage" and isinstance(found.get("object"), dict)):
            return None
        if action.get(_IT_IS_SOURCE) and not own:
            return None
        if action.get(_THAT_CREATURE) and not about_one:
            return None
        if action.get(ADDITIONAL) and not (found["on"] == "beginning_of"
                                           and found.get("step") == "draw"):
            # "an additional card" is one more than the draw step's own (504.1).
            return None
    if found["on"] == "cast" and found.get("object") == "self" and any(
            action.get("object") == "self" or action.get(_IT_IS_SELF) or action.get(_IT_IS_SOURCE)
            or "~" in str(action.get("objects", "")) for action in actions):
        # "When you cast ~": ~ is a spell on the stack, not the permanent its words would act
        # on (no counters, no damage from it as a permanent): not read.
        return None
    ability: Ability = {"kind": "triggered", "trigger": found}
    if targets:
        ability["targets"] = targets
    ability["effect"] = [{k: v for k, v in a.items() if not k.startswith("~")} for a in actions]
    if may:
        ability["may"] = True
    return ability


# The events after which ~ has left the battlefield (400.7: "it" is a new object).
_LEFT = ("dies", "leaves", "put_into_graveyard", "sacrifice")

# The builder of a triggered ability from its trigger and effects (templates_combat too).
build_triggered = _triggered

READERS: dict[str, Callable[[str], Any]] = {
    "trigger": trigger,
    "effects": effects,
}

def _either(face: Face, trigger: Trigger, effects: tuple[list[Action], list[Target]]
            ) -> list[Ability] | None:
    """ "When ~ enters or dies, ...": one triggered ability for each event, with the line's
    label. The two never trigger on one event (~ can't both enter and attack, or enter and
    die, at once), so each event triggers the line once, as the one ability would (603.2c)."""
    if trigger_events.EITHER not in trigger:
        return None
    built = [_triggered(face, each, effects) for each in trigger[trigger_events.EITHER]]
    return None if any(b is None for b in built) else [b for b in built if b is not None]


TEMPLATES = (
    Template("triggered", "{trigger}, {effects}.", _triggered, Kind.PERMANENT),
    Template("triggered.either", "{trigger}, {effects}.", _either, Kind.PERMANENT),
)
