"""Triggered abilities (603): "[When/Whenever/At] [trigger event], [effect]."

The trigger is one of the events engine/abilities/triggers.py watches (603.2, 603.6a entering,
603.6c leaving, 700.4 dying, 503.1 and 513.1 the beginning of the upkeep and the end step, life
gained or lost, cards drawn); the effect is one or more actions of the shared library
(engine/abilities/actions.py, 608.2c), joined by "and" or in sentences of their own, with at most
one target (115.1, chosen as it is put on the stack, 603.3d).

Not compiled: optional actions ("you may", 603.5), intervening "if" clauses (603.4: the format
has only persist's and "if you control"), modes (700.2), more than one target, "any target"
(a target spec is a player or an object, not either), delayed triggers (603.7), and the
events the engine has no trigger for (attacking, casting, tapping).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.nouns import Filter, an_object, object_noun, objects
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import counters_phrase, number

Trigger = dict[str, Any]
Action = dict[str, Any]
Target = dict[str, Any]

# "At the beginning of ...": the step and whose turn (503.1, 513.1).
_STEPS = {"upkeep": "upkeep", "end step": "end"}
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
    if words.startswith("At the beginning of "):
        rest = words.removeprefix("At the beginning of ")
        for whose, player in _WHOSE.items():
            step = _STEPS.get(rest.removeprefix(whose)) if rest.startswith(whose) else None
            if step is not None:
                return {"on": "beginning_of", "step": step, "player": player}
    return None


# "Whenever ~ deals [combat] damage to a player": the damage trigger of its source (120.2).
_DAMAGE_TO = {"a player": "any", "an opponent": "opponent"}


def _event(words: str) -> Trigger | None:
    for event, on in _SELF_EVENTS.items():
        if words == f"~ {event}":
            return {"on": on, "object": "self"}
    for kind, combat in (("damage", None), ("combat damage", True)):
        for player_words, player in _DAMAGE_TO.items():
            if words == f"~ deals {kind} to {player_words}":
                found: Trigger = {"on": "damage", "source": "self", "player": player}
                return {**found, "combat": True} if combat else found
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
        thing = _filter_for_trigger(an_object(words.removesuffix(" enters under your control")))
        if thing is not None and "controller" not in thing:
            return {"on": "enters", "object": {**thing, "controller": "you"}}
    return None


def _self_or_another(words: str, on: str) -> Trigger | None:
    """ "~ or another creature [you control]": every creature [you control], when ~ is itself
    one (Blood Artist, Zulaport Cutthroat) — the marker is set by the builder."""
    thing = _filter_for_trigger(object_noun(words))
    if thing is None or thing.get("other") or thing.get("types") != ["Creature"]:
        return None
    return {"on": on, "object": thing, "~or_another": True}


# --- effects ----------------------------------------------------------------------------------


def _life(words: str) -> int | str | None:
    """ "1 life", "that much life"."""
    if words == "that much life":
        return "that_much"
    amount = number(words.removesuffix(" life")) if words.endswith(" life") else None
    return amount if amount is not None and words[0].isdigit() else None


def _cards(words: str) -> int | None:
    if words == "a card":
        return 1
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
    amount = number(amount_words)
    if amount is None or not amount_words.isdigit() or not rest:
        return None
    action: Action = {"do": "damage", "amount": amount}
    if subject == "it":
        action[_IT_IS_SOURCE] = True
    if rest in ("you", "each opponent", "each player", "target player", "target opponent",
                "that player"):
        player = _PLAYER_WORDS[rest]
        return {**action, "player": player}, target(rest) if player == "target" else None
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
    if words == "exile all graveyards":
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
            return None
    if words == "sacrifice ~":
        return {"do": "sacrifice", "object": "self"}, None
    if words.startswith("bolster "):
        amount = number(words.removeprefix("bolster "))
        return None if amount is None else ({"do": "bolster", "amount": amount}, None)
    return None


def _on_what(action: Action, where: str) -> tuple[Action, Target | None] | None:
    if where == "~":
        return {**action, "object": "self"}, None
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


_CLAUSES = (_player_clause, _damage_clause, _object_clause)
# Markers a clause leaves for the builder, which knows the trigger (never in the output).
_IT_IS_SOURCE = "~it_is_source"
_THAT_CREATURE = "~that_creature"


def _clause(words: str) -> tuple[Action, Target | None] | None:
    text = words[:1].lower() + words[1:] if not words.startswith("~") else words
    for reader in _CLAUSES:
        found = reader(text)
        if found is not None:
            return found
    return None


def effects(words: str) -> tuple[list[Action], list[Target]] | None:
    """The effect (608.2c): clauses joined by "and" or in sentences of their own, with at most
    one target."""
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


def _triggered(face: Face, trigger: Trigger, effects: tuple[list[Action], list[Target]]
               ) -> Ability | None:
    actions, targets = effects
    found = dict(trigger)
    if found.pop("~or_another", False) and "Creature" not in face.types:
        return None
    player_event = found["on"] in ("gain_life", "lose_life", "draw") or (
        found["on"] == "beginning_of" and found.get("player") != "you")
    own = found.get("object") == "self"
    about_one = found["on"] == "enters" and isinstance(found.get("object"), dict)
    for action in actions:
        if action.get("player") == "that_player" and not player_event:
            return None
        if action.get("amount") == "that_much" and found["on"] not in ("gain_life",
                                                                      "lose_life"):
            return None
        if action.get(_IT_IS_SOURCE) and not own:
            return None
        if action.get(_THAT_CREATURE) and not about_one:
            return None
    ability: Ability = {"kind": "triggered", "trigger": found}
    if targets:
        ability["targets"] = targets
    ability["effect"] = [{k: v for k, v in a.items() if not k.startswith("~")} for a in actions]
    return ability


# The builder of a triggered ability from its trigger and effects (templates_combat too).
build_triggered = _triggered

READERS: dict[str, Callable[[str], Any]] = {
    "trigger": trigger,
    "effects": effects,
}

TEMPLATES = (
    Template("triggered", "{trigger}, {effects}.", _triggered, Kind.PERMANENT),
)
