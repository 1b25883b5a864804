"""What instants and sorceries do as they resolve, and the activated abilities that do the same
(113.3a, 113.3b, 115.1, 601.2c, 608.2c).

A spell's paragraph is one or more sentences, each an action of the shared library
(engine/abilities/actions.py) or a continuous effect "until end of turn" (611.2a), read in
order (608.2c): a sentence naming a target adds a target (115.1); "it", "its controller", "that
card" in a later sentence refer back to it (608.2h: its power and controller as it last
existed). The ability is a ``"spell"`` with ``targets`` and ``effect``; a permanent's "{cost}:
[the same]" is an ``"activated"`` one with its cost (602.1a).

Read: damage ("~ deals 3 damage to any target", "... and 2 damage to you", X), destroy, exile
and return to hand (a target or "all ..."; "It can't be regenerated."), counter (701.5: "target
spell", "target noncreature spell", ...), copy (706.10: "Copy target instant or sorcery spell.
You may choose new targets for the copy."), draw and discard, gain and lose life, tokens (111.1:
"Create two 1/1 white Soldier creature tokens."), +1/+1 counters, blinking ("Exile target
creature you control, then return that card to the battlefield under your control."), and
"Target creature gets +3/+3 until end of turn." with its target. "This spell can't be
countered." is a ``cant`` ability of the spell (101.2).

Not read here (left to ``not_modelled``, or to the later modules: templates_sentences reads modes,
templates_casting additional costs, "Destroy target X and target Y" and more): "unless its
controller pays" (Mana Leak), divided damage (601.2d), alternative costs, scry, searching a
library, "may", a condition on the target as it resolves (Fatal Push). A target may say
"attacking", "blocking" (506.3), "with flying" (its keywords) or "with power 4 or greater".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.nouns import Filter, object_noun, objects
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import cost, number
from engine.oracle.templates_effects import (
    drain_sentence,
    for_each_sentence,
    remove_counters_sentence,
    sacrifice_chosen_sentence,
    tap_sentence,
)
from engine.oracle.templates_resolved import _until_eot_predicates

Action = dict[str, Any]
Target = dict[str, Any]

# "any target" (115.4): a creature, a player, a planeswalker or a battle.
ANY_TARGET: Target = {"player": "any", "object": {"any": [{"types": ["Creature"]},
                                                            {"types": ["Planeswalker"]},
                                                            {"types": ["Battle"]}]}}
_PLAYER_OR_PLANESWALKER: Target = {"player": "any", "object": {"types": ["Planeswalker"]}}
OPPONENT_OR_PLANESWALKER: Target = {"player": "opponent", "object": {"types": ["Planeswalker"]}}
# "with flying": the keywords without a parameter a filter may ask an object to have (702).
WITH_KEYWORDS = {k.lower(): k for k in (
    "Flying", "Defender", "Horsemanship", "Trample", "Reach", "Shadow", "Haste", "Vigilance",
    "Deathtouch", "Lifelink", "Menace", "First strike", "Double strike", "Infect",
    "Indestructible", "Hexproof", "Fear", "Intimidate", "Flanking", "Banding", "Shroud")}
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TOKEN = re.compile(r"^(a|an|one|two|three|four|five) (\d+)/(\d+) ((?:(?:white|blue|black|red|"
                    r"green|colorless)(?: and )?)+) ((?:[A-Z][a-z]+ )+)(artifact )?creature "
                    r"tokens?( with [a-z ,]+)?$")


class _Reading:
    """A paragraph read sentence by sentence: its targets and what it does."""

    def __init__(self) -> None:
        self.targets: list[Target] = []
        self.effect: list[Action] = []
        self.continuous: list[Ability] = []
        # The last target an object sentence chose ("it", "its controller", "that card").
        self.last: int | None = None

    def target(self, spec: Target) -> int:
        self.targets.append(spec)
        self.last = len(self.targets) - 1
        return self.last

    def act(self, action: Action, target: int | None = None) -> None:
        if target:
            action = {**action, "target": target}
        self.effect.append(action)


def _spell_noun(words: str) -> Filter | None:
    """ "spell", "noncreature spell", "creature spell", "instant or sorcery spell", and any of
    them "you control" (110.2: a spell's controller is its caster, 601.2a)."""
    if words.endswith(" spell you control"):
        found = _spell_noun(words.removesuffix(" you control"))
        return None if found is None else {**found, "controller": "you"}
    if words == "spell":
        return {"zones": ["stack"]}
    if not words.endswith(" spell"):
        return None
    head = words.removesuffix(" spell")
    if head.startswith("non") and " " not in head:
        kind = object_noun(head[3:])
        types = kind.get("types") if kind is not None else None
        return {"zones": ["stack"], "not_types": types} if types and len(kind or {}) == 1 \
            else None
    kind = object_noun(head)
    if kind is None or "zones" in kind or "controller" in kind:
        return None
    if "any" in kind:
        # Each alternative says where it is (a filter with alternatives has no zones itself).
        return {**kind, "any": [{"zones": ["stack"], **k} for k in kind["any"]]}
    return {"zones": ["stack"], **kind}


def _thing(words: str) -> Filter | None:
    """An object a target may be, on the battlefield: "creature", "nonland permanent with mana
    value 3 or less", "tapped creature", "creature without flying"."""
    found: Filter = {}
    for suffix, key in ((" or less", "max_mana_value"),):
        match = re.fullmatch(r"(.+) with (?:mana value|converted mana cost) (\d+)" + suffix,
                             words)
        if match is not None:
            words, found[key] = match[1], int(match[2])
    if words.endswith(" without flying"):
        words, found["not_keywords"] = words.removesuffix(" without flying"), ["Flying"]
    with_keyword = re.fullmatch(r"(.+) with ([a-z ]+)", words)
    if with_keyword is not None and with_keyword[2] in WITH_KEYWORDS:
        # "creature with flying": the keyword it has (the filter's ``keywords``).
        words, found["keywords"] = with_keyword[1], [WITH_KEYWORDS[with_keyword[2]]]
    if words.startswith("tapped "):
        words, found["tapped"] = words.removeprefix("tapped "), True
    # "nonartifact, nonblack creature": each "non-" adjective holds (none of them is an "or").
    words = re.sub(r"^((?:non[a-z]+, )+)(non[a-z]+ )",
                   lambda m: m[1].replace(", ", " ") + m[2], words)
    noun = object_noun(words)
    if noun is None or "zones" in noun or "other" in noun:
        return None
    return {**noun, **found}


def _target_of(words: str) -> Target | None:
    """What "target ..." / "any target" may be (115.1, 115.4)."""
    if words == "any target":
        return ANY_TARGET
    if not words.startswith("target "):
        return None
    rest = words.removeprefix("target ")
    if rest == "player or planeswalker":
        return _PLAYER_OR_PLANESWALKER
    if rest == "opponent or planeswalker":
        return OPPONENT_OR_PLANESWALKER
    if rest in ("player", "opponent"):
        return {"player": "any" if rest == "player" else "opponent"}
    combat = None
    for prefix, key in _IN_COMBAT:
        if rest.startswith(prefix + " creature"):
            # 506.3: "target attacking creature": one attacking now (the target's combat).
            rest, combat = rest.removeprefix(prefix + " "), key
            break
    bounds: dict[str, int] = {}
    pt = re.fullmatch(r"(.*creature.*) with (power|toughness) (\d+) or (greater|less)", rest)
    if pt is not None:
        # "target creature with power 4 or greater": its power as it is chosen and resolves.
        rest = pt[1]
        bounds[f"{pt[2]}_at_{'least' if pt[4] == 'greater' else 'most'}"] = int(pt[3])
    thing = _thing(rest)
    if thing is None or (bounds and thing.get("types") != ["Creature"]):
        return None
    return {"object": thing, **({"combat": combat} if combat else {}), **bounds}


_IN_COMBAT = (("attacking or blocking", "attacking_or_blocking"), ("attacking", "attacking"),
              ("blocking", "blocking"))


def _amount(words: str) -> int | str | None:
    return "x" if words == "X" else number(words)


# --- sentences ---------------------------------------------------------------------------------


def _damage(reading: _Reading, words: str) -> bool:
    """ "~ deals 3 damage to any target [and 2 damage to you]"."""
    match = re.fullmatch(r"~ deals (\S+) damage to (.+?)(?: and (\S+) damage to you)?"
                         r"(?: and you gain (\S+) life)?", words)
    if match is None:
        return False
    amount, target = _amount(match[1]), _target_of(match[2])
    if amount is None or target is None:
        return False
    index = reading.target(target)
    reading.act({"do": "damage", "object": "target", "amount": amount}, index)
    if match[3] is not None:
        own = _amount(match[3])
        if own is None:
            return False
        reading.act({"do": "damage", "player": "you", "amount": own})
    if match[4] is not None:
        gained = _amount(match[4])
        if gained is None:
            return False
        reading.act({"do": "gain_life", "player": "you", "amount": gained})
    return True


def _each_damage(reading: _Reading, words: str) -> bool:
    """ "~ deals 2 damage to each creature"."""
    match = re.fullmatch(r"~ deals (\S+) damage to each (.+)", words)
    if match is None:
        return False
    amount, group = _amount(match[1]), objects(match[2] + "s")
    if amount is None or group is None or "zones" in group:
        return False
    reading.act({"do": "damage", "objects": group, "amount": amount})
    return True


_VERBS = {"Destroy": "destroy", "Exile": "exile"}


def _object_verb(reading: _Reading, words: str) -> bool:
    """ "Destroy target creature", "Exile target nonland permanent", "Destroy all creatures",
    "Return target creature to its owner's hand", "Return all creatures to their owners'
    hands"."""
    verb, _, rest = words.partition(" ")
    do = _VERBS.get(verb)
    if verb == "Return":
        if rest.endswith(" to its owner's hand"):
            rest, do = rest.removesuffix(" to its owner's hand"), "return_to_hand"
        elif rest.endswith(" to their owners' hands") and rest.startswith("all "):
            rest, do = rest.removesuffix(" to their owners' hands"), "return_to_hand"
        else:
            return False
    if do is None:
        return False
    if rest.startswith("all "):
        group = objects(rest)
        if group is None or "zones" in group:
            return False
        reading.act({"do": do, "objects": group})
        return True
    target = _target_of(rest)
    if target is None or "object" not in target or "player" in target:
        return False
    reading.act({"do": do, "object": "target"}, reading.target(target))
    return True


def _cant_regenerate(reading: _Reading, words: str) -> bool:
    """ "It can't be regenerated." / "They can't be regenerated." after a destroy (701.15)."""
    if words not in ("It can't be regenerated", "They can't be regenerated") or not (
            reading.effect and reading.effect[-1]["do"] == "destroy"):
        return False
    last = reading.effect[-1]
    if (words[0] == "I") != (last.get("object") == "target") or (
            words[0] == "I" and reading.last is None):
        # "It" names one target: none after a sentence with two (reading.last is None then).
        return False
    reading.effect[-1] = {**last, "no_regeneration": True}
    return True


def _on_target_spell(prefix: str, do: str) -> Callable[[_Reading, str], bool]:
    """A reader of "[Prefix] target [spell]": the action ``do`` on that spell."""

    def read(reading: _Reading, words: str) -> bool:
        if not words.startswith(prefix):
            return False
        spell = _spell_noun(words.removeprefix(prefix))
        if spell is None:
            return False
        reading.act({"do": do, "object": "target"}, reading.target({"object": spell}))
        return True

    return read


# 701.5a: "Counter target spell", "Counter target noncreature spell".
_counter = _on_target_spell("Counter target ", "counter")
# 706.10: "Copy target instant or sorcery spell" (new targets: the next sentence).
_copy = _on_target_spell("Copy target ", "copy_spell")


def _new_targets(reading: _Reading, words: str) -> bool:
    """706.10c: the copier may choose new targets: the engine asks them."""
    return (words in ("You may choose new targets for the copy",
                      "You may choose new targets for that copy") and bool(reading.effect)
            and reading.effect[-1]["do"] == "copy_spell")


_PLAYERS = {"You": "you", "Target player": "target", "Target opponent": "target",
            "Each opponent": "each_opponent", "Each player": "each_player",
            "Its controller": "target_controller", "Their controller": "target_controller"}


def _player_verbs(reading: _Reading, words: str) -> bool:
    """ "Draw two cards", "You draw two cards and you lose 2 life", "Target player draws two
    cards and loses 2 life", "You gain 3 life", "Its controller gains life equal to its
    power", "Target player discards two cards", "Draw two cards, then discard two cards"."""
    subject = "you"
    rest = words
    for opening, who in _PLAYERS.items():
        if words.startswith(opening + " "):
            subject, rest = who, words[len(opening) + 1:]
            break
    else:
        if not words[:1].isupper():
            return False
        rest = words[:1].lower() + words[1:]
    target: Target | None = None
    if subject == "target":
        # Declared once the whole sentence reads (a sentence another reader reads after this
        # one fails mustn't find a target added).
        target = {"player": "opponent" if words.startswith("Target opponent") else "any"}
        subject_index: int | None = None
    elif subject == "target_controller":
        if reading.last is None:
            return False
        subject_index = reading.last
    else:
        subject_index = None
    # "... and you gain 2 life": "you" is the spell's controller, whoever the sentence began
    # with (Soul Feast: "Target player loses 4 life and you gain 4 life"); "and they" is the
    # same player as before.
    parts = re.split(r"(, then | and you | and they | and )", rest)
    clauses = parts[0::2]
    subjects = [subject, *("you" if joint == " and you " else subject
                           for joint in parts[1::2])]
    actions = [_player_clause(clause, who) for clause, who in zip(clauses, subjects,
                                                                    strict=True)]
    if not actions or any(a is None for a in actions):
        return False
    if target is not None:
        subject_index = reading.target(target)
    for action, who in zip(actions, subjects, strict=True):
        assert action is not None
        reading.act(action, subject_index if who == subject else None)
    return True


def _player_clause(words: str, player: str) -> Action | None:
    """One thing a player does: draws, discards, gains or loses life, creates tokens."""
    match = re.fullmatch(r"(draws?|discards?) (a|an|one|two|three|four|five) cards?", words)
    if match is not None:
        amount = number(match[2])
        do = "draw" if match[1].startswith("draw") else "discard"
        return {"do": do, "player": player, "amount": amount}
    # 601.2b, 107.3a: X, the number its caster (or activator) chose.
    match = re.fullmatch(r"(draws?|discards?) X cards", words)
    if match is not None:
        do = "draw" if match[1].startswith("draw") else "discard"
        return {"do": do, "player": player, "amount": "x"}
    match = re.fullmatch(r"(gains?|loses?) (\d+|X) life", words)
    if match is not None:
        do = "gain_life" if match[1].startswith("gain") else "lose_life"
        return {"do": do, "player": player,
                "amount": "x" if match[2] == "X" else int(match[2])}
    if words in ("gains life equal to its power", "gain life equal to its power") and (
            player == "target_controller"):
        return {"do": "gain_life", "player": player, "amount": "target_power"}
    if words.startswith(("create ", "creates ")):
        return _token(words.partition(" ")[2], player)
    return mill_words(words, player)


_MILL_TOP = re.compile(r"puts? the top (?:card|(\w+) cards) of (your|their|his or her) library "
                       r"into (your|their|his or her) graveyard")


def mill_words(words: str, player: str) -> Action | None:
    """701.13a: "mills two cards", "puts the top three cards of their library into their
    graveyard" (their own library into their own graveyard: "your" for "you"), "puts the top X
    cards ..." (601.2b, 107.3a: the X chosen)."""
    match = re.fullmatch(r"mills? (a|one|two|three|four|five|six|seven|eight|nine|ten|X) "
                         r"cards?", words)
    amount_words = match[1] if match is not None else None
    top = _MILL_TOP.fullmatch(words) if match is None else None
    if top is not None:
        own = {top[2], top[3]}
        if own != {"your"} if player == "you" else not own <= {"their", "his or her"}:
            return None
        amount_words = top[1] or "a"
    if amount_words is None:
        return None
    if amount_words == "X":
        return {"do": "mill", "player": player, "amount": "x"}
    amount = number(amount_words)
    if amount is None or (amount == 1) != (amount_words in ("a", "one")) or (
            match is not None and (amount == 1) != words.endswith(" card")):
        return None
    return {"do": "mill", "player": player, "amount": amount}


def _token(words: str, player: str) -> Action | None:
    """111.1: "two 1/1 white Soldier creature tokens", "a 3/3 green Beast creature token"."""
    match = _TOKEN.fullmatch(words)
    if match is None or match[7] is not None or match[6] is not None:
        return None
    amount = number(match[1])
    colors = [_COLORS[c] for c in match[4].split(" and ") if c.strip() in _COLORS]
    subtypes = match[5].split()
    token = {"name": " ".join([*subtypes, "Token"]), "types": ["Creature"],
             "subtypes": subtypes, "colors": colors, "power": int(match[2]),
             "toughness": int(match[3])}
    action: Action = {"do": "create_token", "token": token, "amount": amount}
    if player != "you":
        action["player"] = player
    return action


def _counters(reading: _Reading, words: str) -> bool:
    """ "Put a +1/+1 counter on target creature"."""
    match = re.fullmatch(r"Put (a|an|one|two|three) \+1/\+1 counters? on (target .+)", words)
    if match is None:
        return False
    target = _target_of(match[2])
    if target is None or "player" in target:
        return False
    reading.act({"do": "put_counters", "object": "target", "counter": "+1/+1",
                 "amount": number(match[1])}, reading.target(target))
    return True


def _blink(reading: _Reading, words: str) -> bool:
    """ "Exile target creature you control, then return that card to the battlefield under
    your control" (or "it ... under its owner's control")."""
    match = re.fullmatch(r"Exile (target .+), then return (?:that card|it) to the battlefield "
                         r"under (your|its owner's) control", words)
    if match is None:
        return False
    target = _target_of(match[1])
    if target is None or "player" in target:
        return False
    index = reading.target(target)
    reading.act({"do": "exile", "object": "target"}, index)
    back: Action = {"do": "return_to_battlefield", "object": "target"}
    if match[2] == "your":
        back["under_your_control"] = True
    reading.act(back, index)
    return True


def _pump(reading: _Reading, words: str) -> bool:
    """611.2a: "Target creature gets +3/+3 until end of turn" (a continuous effect on the
    target)."""
    match = (re.fullmatch(r"Target (.+?) ((?:gets|gains|loses|has) .+) until end of turn", words)
             or re.fullmatch(r"Until end of turn, target (.+?) ((?:gets|gains|loses|has) .+)",
                             words))
    if match is None:
        return False
    target = _target_of("target " + match[1])
    predicates = _until_eot_predicates(match[2])
    if target is None or "object" not in target or "player" in target or predicates is None \
            or reading.targets or reading.effect:
        return False
    reading.target(target)
    reading.continuous.append({"kind": "spell", "affects": "targets",
                               "modifications": predicates, "duration": "end_of_turn"})
    return True


_SENTENCES: tuple[Callable[[_Reading, str], bool], ...] = (
    _blink, _damage, _each_damage, _object_verb, _cant_regenerate, _counter, _copy,
    _new_targets, _counters, _pump, _player_verbs,
    tap_sentence(_target_of), remove_counters_sentence(_target_of), sacrifice_chosen_sentence,
    drain_sentence,
)
# "... for each [permanent] you control": one of the sentences above, counted.
_SENTENCES = (*_SENTENCES, for_each_sentence(_SENTENCES, _Reading))


def _sentences(words: str) -> list[str] | None:
    if not words.endswith("."):
        return None
    sentences: list[str] = []
    for sentence in words[:-1].split(". "):
        if sentence in ("Then shuffle your library", "Then shuffle") and sentences and (
                sentences[-1].startswith("Search your library ")):
            # 701.19a, 701.20a: "Search your library for ... Then shuffle your library." is one
            # search (templates_library reads the two sentences together).
            sentences[-1] += ". " + sentence
            continue
        sentences.append(sentence)
    return sentences


def read_effect(words: str) -> _Reading | None:
    """Every sentence of a paragraph read, or None."""
    sentences = _sentences(words)
    if not sentences:
        return None
    reading = _Reading()
    for sentence in sentences:
        if not any(read(reading, sentence) for read in _SENTENCES):
            return None
    if reading.continuous and (reading.effect or len(reading.targets) != 1):
        return None
    if not reading.effect and not reading.continuous:
        return None
    return reading


def _with_targets(reading: _Reading) -> dict[str, Any]:
    return {"targets": reading.targets} if reading.targets else {}


def _spell(face: Face, spell_effect: _Reading) -> Ability:
    reading = spell_effect
    if reading.continuous:
        return {**reading.continuous[0], "targets": reading.targets}
    return {"kind": "spell", **_with_targets(reading), "effect": reading.effect}


def _activated(face: Face, cost: str, activated_effect: _Reading) -> Ability | None:
    reading = activated_effect
    if reading.continuous:
        return None
    return {"kind": "activated", "cost": cost, **_with_targets(reading), "effect": reading.effect}


def _uncounterable(face: Face) -> Ability:
    """101.2: "This spell can't be countered." """
    return {"kind": "cant", "what": ["be_countered"]}


def _activated_effect(words: str) -> _Reading | None:
    """An activated ability's effect: "It" at its start is the source ("Mogg Fanatic deals",
    Walking Ballista's "It deals")."""
    if words.startswith("It deals "):
        words = "~" + words.removeprefix("It")
    return read_effect(words)


READERS: dict[str, Callable[[str], Any]] = {
    "spell_effect": read_effect,
    "activated_effect": _activated_effect,
    "cost": cost,
}

TEMPLATES = (
    Template("spell.cant_be_countered", "~ can't be countered.", _uncounterable,
             Kind.SPELL),
    Template("spell.actions", "{spell_effect}", _spell, Kind.SPELL),
    Template("activated.actions", "{cost}: {activated_effect}", _activated, Kind.PERMANENT),
)
