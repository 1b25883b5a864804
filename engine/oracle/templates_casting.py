"""How a spell is cast: its additional cost (601.2b), when it may be cast (601.3) and buyback
(702.27a), its templates labelled ``casting.``; and, as ``SENTENCES`` (which templates_sentences
reads lines with, under its labels), round 3 of issue 27's sentences of instants and sorceries
(and of activated abilities, which resolve the same way, engine/turn/resolving.py), read with
the shared library's actions, exact or absent. Each reader takes a
``templates_spells._Reading`` and one sentence (without its full stop) and adds what the
sentence does, or returns False.

- "Draw a card at the beginning of the next turn's upkeep." (603.7a: a delayed triggered
  ability, ``{"do": "delayed", "at": "next_turns_upkeep"}``; 603.7d: its controller is the
  spell's, who draws). It is the upkeep of the turn after the one the spell resolved in
  (engine.abilities.triggers arms it as that turn ends), whoever's turn that is.
- "~ deals 2 damage to each creature without flying [and each player]", "... each creature
  with flying ..." (the filter's ``keywords`` / ``not_keywords``; 120.3: one source deals it
  all as the spell resolves), X included (601.2b: chosen as it is cast).
- "Destroy target creature and target land", "Exile target artifact and target enchantment":
  two targets, one for each word "target" (115.1; 601.2c: the same object may be chosen for
  both, which the engine allows), each destroyed or exiled.
- "As an additional cost to cast ~ / this spell, sacrifice a creature." (601.2b, 601.2h): an
  ``additional_cost`` ability, paid by engine/turn/casting.py as the spell is cast, with the
  costs it pays (a creature, an artifact, a land, an enchantment, a permanent; "discard a
  card"; "pay N life"); not "two creatures", "X cards", "a nontoken creature" or a choice of
  costs.
- "Put a -1/-1 counter on target creature" (122.1: any kind of counter on a target),
  "~ deals 2 damage to that creature's controller" after a sentence that named one object
  target (608.2h: its controller as it last existed).
- "Take an extra turn after this one." (500.7), "Target player takes two extra turns after
  this one."; and, in an instant's or sorcery's text only, "Exile ~." (the spell itself).
- "Counter target spell. If that spell is countered this way, exile it instead of putting it
  into its owner's graveyard." (701.5a, 614.1a: ``exile_instead`` on the counter).
- A mode of a modal spell (700.2) that no sentence reader reads but a whole-line spell
  template of templates_resolved does ("• Creatures you control get +2/+0 until end of turn.",
  "• Gain control of target creature until end of turn."): its ``spell`` ability (never a
  prevention shield, which a resolving spell doesn't create), and "Entwine {2}" after a
  "Choose one —" spell's modes (702.42a: every mode may be chosen instead; the mana is taken as
  paid; each mode says ``"entwine": true``).
- "Buyback {3}" (702.27a, a mana cost: the cast event's ``"buyback": true`` pays it and the
  spell returns to its owner's hand as it resolves): a ``buyback`` ability.
- "Cast ~ only during combat before blockers are declared." and its kin (601.3): a
  ``cast_timing`` ability casting checks (the declare attackers step, combat after blockers
  are declared, combat, your turn, an opponent's turn); not "only if you've been attacked",
  nor "only before ..." (which includes other phases of the turn).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle import templates_resolved
from engine.oracle import templates_spells as spells
from engine.oracle.nouns import each_object, objects
from engine.oracle.patterns import Ability, Face, Kind, Template, as_list, match
from engine.oracle.phrases import counters_phrase


def _draw_next_upkeep(reading: spells._Reading, words: str) -> bool:
    """ "Draw a card at the beginning of the next turn's upkeep" (603.7a)."""
    if words != "Draw a card at the beginning of the next turn's upkeep":
        return False
    reading.act({"do": "delayed", "at": "next_turns_upkeep",
                 "effect": [{"do": "draw", "player": "you", "amount": 1}]})
    return True


def each_with_keyword(words: str) -> dict[str, Any] | None:
    """ "creature with flying", "creature without horsemanship" after "each": the objects
    as a filter with the keyword they have (``keywords``) or lack (``not_keywords``)."""
    match = re.fullmatch(r"(.+) (with|without) ([a-z ]+)", words)
    if match is None or match[3] not in spells.WITH_KEYWORDS:
        return None
    group = objects(match[1] + "s")
    if group is None or "zones" in group or "any" in group:
        return None
    key = "keywords" if match[2] == "with" else "not_keywords"
    return {**group, key: [spells.WITH_KEYWORDS[match[3]]]}


_PLAYERS_TOO = {"player": "each_player", "opponent": "each_opponent"}


def _damage_each(reading: spells._Reading, words: str) -> bool:
    """ "~ deals 2 damage to each creature your opponents control", "... to each other
    creature" (a singular noun phrase after "each", which templates_spells' plural reading
    misses when a qualifier follows the noun)."""
    match = re.fullmatch(r"~ deals (\d+|X) damage to (each .+)", words)
    if match is None or " and each " in match[2]:
        return False
    group = each_object(match[2])
    if group is None or "zones" in group or "any" in group or group.get("other"):
        return False
    reading.act({"do": "damage", "objects": group,
                 "amount": "x" if match[1] == "X" else int(match[1])})
    return True


def _damage_each_with_keyword(reading: spells._Reading, words: str) -> bool:
    """ "~ deals 2 damage to each creature without flying [and each player]" (Hurricane's
    kin)."""
    match = re.fullmatch(r"~ deals (\d+|X) damage to each (.+? with(?:out)? [a-z ]+?)"
                         r"(?: and each (player|opponent))?", words)
    if match is None:
        return False
    group = each_with_keyword(match[2])
    if group is None:
        return False
    amount = "x" if match[1] == "X" else int(match[1])
    reading.act({"do": "damage", "objects": group, "amount": amount})
    if match[3] is not None:
        reading.act({"do": "damage", "player": _PLAYERS_TOO[match[3]], "amount": amount})
    return True


_BOTH_VERBS = {"Destroy": "destroy", "Exile": "exile"}


def _two_targets(reading: spells._Reading, words: str) -> bool:
    """ "Destroy target creature and target land" (two targets, each acted on)."""
    match = re.fullmatch(r"(Destroy|Exile) (target .+?) and (target .+)", words)
    if match is None:
        return False
    first, second = spells._target_of(match[2]), spells._target_of(match[3])
    if first is None or second is None or "player" in first or "player" in second:
        return False
    for target in (first, second):
        reading.act({"do": _BOTH_VERBS[match[1]], "object": "target"}, reading.target(target))
    # A later "it" or "its controller" would be either: no single last target.
    reading.last = None
    return True


def _target_counters(reading: spells._Reading, words: str) -> bool:
    """ "Put a -1/-1 counter on target creature", "Put three -1/-1 counters on target creature
    with flying" (a kind of counter other than +1/+1, which templates_spells reads)."""
    match = re.fullmatch(r"Put (.+?) on (target .+)", words)
    if match is None:
        return False
    found, target = counters_phrase(match[1]), spells._target_of(match[2])
    if found is None or found[1] == "+1/+1" or target is None or "object" not in target \
            or "player" in target:
        return False
    reading.act({"do": "put_counters", "object": "target", "counter": found[1],
                 "amount": found[0]}, reading.target(target))
    return True


def _damage_to_its_controller(reading: spells._Reading, words: str) -> bool:
    """ "~ deals 2 damage to that creature's controller" (608.2h: the controller of the
    object target the last sentence named, as it last existed)."""
    match = re.fullmatch(r"~ deals (\d+) damage to that ([a-z]+)'s controller", words)
    if match is None or reading.last is None:
        return False
    target = reading.targets[reading.last]
    thing = target.get("object")
    if "player" in target or not isinstance(thing, dict) or "any" in thing or \
            match[2].capitalize() not in (*thing.get("types", ()), "Permanent"):
        return False
    reading.act({"do": "damage", "player": "target_controller", "amount": int(match[1])},
                reading.last)
    return True


def _countered_exiled(reading: spells._Reading, words: str) -> bool:
    """ "If that spell is countered this way, exile it instead of putting it into its owner's
    graveyard" after "Counter target spell" (614.1a: the countered spell goes to exile)."""
    if words != ("If that spell is countered this way, exile it instead of putting it into "
                 "its owner's graveyard") or not reading.effect \
            or reading.effect[-1]["do"] != "counter":
        return False
    reading.effect[-1] = {**reading.effect[-1], "exile_instead": True}
    return True


def _extra_turn(reading: spells._Reading, words: str) -> bool:
    """ "Take an extra turn after this one", "Target player takes two extra turns after this
    one" (500.7)."""
    match = re.fullmatch(r"(Take|Target player takes) (an|two|three) extra turns? after this "
                         r"one", words)
    if match is None or (match[2] == "an") != words.endswith(" turn after this one"):
        return False
    action = {"do": "extra_turn", "player": "you", "amount": {"an": 1, "two": 2, "three": 3}[
        match[2]]}
    if match[1] == "Take":
        reading.act(action)
    else:
        reading.act({**action, "player": "target"}, reading.target({"player": "any"}))
    return True


def _exile_self(reading: spells._Reading, words: str) -> bool:
    """ "Exile ~" in a spell's text: the spell itself, as it resolves (608.2k: it isn't put
    into its graveyard then; engine.turn.resolving exiles only the card on the stack, never a
    copy's original)."""
    if words != "Exile ~":
        return False
    reading.act({"do": "exile", "object": "self"})
    return True


SENTENCES: tuple[Callable[[spells._Reading, str], bool], ...] = (
    _draw_next_upkeep, _damage_each_with_keyword, _two_targets, _target_counters,
    _damage_to_its_controller, _countered_exiled, _damage_each, _extra_turn,
)
# Sentences only an instant's or sorcery's text reads ("~" is the spell itself).
SPELL_ONLY: tuple[Callable[[spells._Reading, str], bool], ...] = (_exile_self,)


# --- a mode read by a whole-line template (700.2) ----------------------------------------------


def mode_by_line(face: Face, words: str) -> Ability | None:
    """A modal spell's mode read by one of templates_resolved's spell templates, when it builds
    one ``spell`` ability (a continuous effect with its targets, 611.2), else None."""
    for template in templates_resolved.TEMPLATES:
        if template.kind is not Kind.SPELL:
            continue
        values = match(template, words, templates_resolved.READERS)
        if values is None:
            continue
        built = as_list(template.build(face, **values))
        if built is not None and len(built) == 1 and built[0]["kind"] == "spell":
            return built[0]
        return None
    return None


def is_entwine(words: str) -> bool:
    """ "Entwine {2}{G}" (702.42a, a mana cost; not "Entwine—Sacrifice three lands")."""
    return re.fullmatch(r"Entwine (\{[0-9WUBRGC]\})+", words) is not None


# --- additional costs (601.2b, 601.2h) ---------------------------------------------------------

_ADDITIONAL = re.compile(r"sacrifice (a|an) (creature|artifact|land|enchantment|permanent)"
                         r"|discard a card|pay (\d+) life")


def _additional_cost(words: str) -> str | None:
    """ "sacrifice a creature" as the cost engine.turn.casting pays ("Sacrifice a creature")."""
    if _ADDITIONAL.fullmatch(words) is None:
        return None
    return words[:1].upper() + words[1:]


def _additional(face: Face, additional_cost: str) -> Ability:
    return {"kind": "additional_cost", "pay": additional_cost}


# --- "Cast ~ only during ..." (601.3) ----------------------------------------------------------

_CAST_TIMES = {
    # The beginning of combat step passes within an attack event (engine/turn/combat.py): in
    # the engine "combat before blockers are declared" is the declare attackers step.
    "during combat before blockers are declared": ["declare_attackers"],
    "during the declare attackers step": ["declare_attackers"],
    "during combat after blockers are declared": ["combat_after_blockers"],
    "during combat": ["combat"],
    "during your turn": ["your_turn"],
    "during an opponent's turn": ["opponents_turn"],
    "during your turn and only during combat before blockers are declared":
        ["your_turn", "declare_attackers"],
}


def _cast_time(words: str) -> list[str] | None:
    return _CAST_TIMES.get(words)


def _cast_timing(face: Face, cast_time: list[str]) -> Ability:
    return {"kind": "cast_timing", "during": list(cast_time)}


def _buyback(face: Face, buyback_cost: str) -> Ability:
    return {"kind": "buyback"}


READERS: dict[str, Callable[[str], Any]] = {
    "buyback_cost": lambda w: w if re.fullmatch(r"(\{[0-9WUBRGCX]\})+", w) else None,
    "additional_cost": _additional_cost,
    "cast_time": _cast_time,
}

TEMPLATES = (
    Template("casting.additional_cost", "As an additional cost to cast ~, {additional_cost}.",
             _additional, Kind.SPELL),
    Template("casting.additional_cost_this", "As an additional cost to cast this spell, "
             "{additional_cost}.", _additional, Kind.SPELL),
    Template("casting.cast_timing", "Cast ~ only {cast_time}.", _cast_timing, Kind.SPELL),
    Template("casting.buyback", "Buyback {buyback_cost}", _buyback, Kind.SPELL),
    Template("casting.cast_timing_this", "Cast this spell only {cast_time}.", _cast_timing,
             Kind.SPELL),
)
