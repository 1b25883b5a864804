"""A line read sentence by sentence (round 2 of issue 27): what spells, activated and triggered
abilities say, each sentence read with the shared library's actions (the sentence readers of
templates_spells, templates_casting and their kin), exact or absent.

These templates come after the others and only read lines the others leave:

- Modal spells (700.2, ``modal_spell``, called by the compiler for a spell's "Choose one —"
  and its modes together): every mode read, each a ``spell`` ability with its ``mode`` and
  ``choose`` (how many modes; casting checks it), or none.
- Spells and activated abilities (608.2c) read with every sentence reader of
  ``templates_spells`` plus: returning a target card from your graveyard to your hand or to the
  battlefield, exiling a target card from a graveyard (115.1, 400.3), damage to each creature
  and each player / each opponent, damage to each opponent / each player / you (120.3), tokens
  with the triggered reader's words (artifact creature tokens, keywords; 111.1); for an
  activated ability, counters on its own source and returning it to its owner's hand (none
  once it has left the battlefield, 400.7, as engine/abilities/actions.py resolves them) and
  the 2020 wording of sorcery-speed activation (602.5d, read from the label by
  engine/turn/casting.py).
- Triggered abilities (603.1): an effect the triggered reader leaves is read with the spell
  sentence readers (and "That player discards a card", the trigger event's player) when it
  uses only actions a triggered ability performs as a spell does (engine/turn/stack.py: not
  counter or copy; not "its controller" or "its power", which only a spell's resolution
  records, 608.2h; tokens only for "you"), with at most one target (none with alternatives in
  a graveyard), and "you may" before one such sentence (603.5).
- Statics: "~ can't be blocked / attack / attack or block" on a creature, an Aura's or
  Equipment's "Enchanted / Equipped creature can't ..." (508.1c, 509.1b), and a permanent
  card's "~ can't be countered." (101.2).

Not read: "up to", "any number", "two target" (the engine doesn't check that targets differ),
"Choose one or more", "unless ... pays", "If you do", durations other than "until end of
turn".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle import (
    templates_bridge,
    templates_casting,
    templates_library_order,
    templates_linked,
)
from engine.oracle import templates_spells as spells
from engine.oracle.creature_types import CREATURE_TYPES, singular_subtype
from engine.oracle.nouns import objects
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import cost, counters_phrase, number
from engine.oracle.templates_triggered import (
    _MAY,
    _token_clause,
    build_triggered,
    effects,
    trigger,
)

Action = dict[str, Any]

# --- sentences a spell or an activated ability reads (on top of templates_spells') ------------

_CARD_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
               "instant": "Instant", "sorcery": "Sorcery", "land": "Land",
               "planeswalker": "Planeswalker"}


def _graveyard_card(words: str, where: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """ "creature card", "artifact card", "instant or sorcery card", "card", "creature card
    with converted mana cost 2 or less": a card in your graveyard (400.3: a card is in its
    owner's graveyard), or where ``where`` says."""
    if where is None:
        where = {"zones": ["graveyard"], "owner": "you"}
    mana = re.fullmatch(r"(.+) with (?:converted mana cost|mana value) (\d+) or less", words)
    if mana is not None:
        found = _graveyard_card(mana[1], where)
        if found is None or "any" in found:
            return None
        return {**found, "max_mana_value": int(mana[2])}
    if words == "card":
        return dict(where)
    if not words.endswith(" card"):
        return None
    head = words.removesuffix(" card")
    if head in _CARD_TYPES:
        return {**where, "types": [_CARD_TYPES[head]]}
    if singular_subtype(head) is not None:
        # "Goblin card" (205.3m: a kindred card has creature types too).
        return {**where, "subtypes": [head]}
    if head == "permanent":
        # 110.4a: a permanent card is an artifact, creature, enchantment, land, planeswalker
        # or battle card.
        return {"any": [{**where, "types": [t]} for t in ("Artifact", "Creature", "Enchantment",
                                                            "Land", "Planeswalker", "Battle")]}
    first, _, second = head.partition(" or ")
    if first in _CARD_TYPES and second in _CARD_TYPES and first != second:
        return {"any": [{**where, "types": [_CARD_TYPES[t]]} for t in (first, second)]}
    return None


def _graveyard_return(reading: spells._Reading, words: str) -> bool:
    """ "Return target creature card from your graveyard to your hand" (115.1: the target is
    a card in your graveyard; 400.3: it goes to its owner's hand, yours)."""
    match = re.fullmatch(r"Return target (.+) from your graveyard to your hand", words)
    if match is None:
        return False
    card = _graveyard_card(match[1])
    if card is None:
        return False
    reading.act({"do": "return_to_hand", "object": "target"}, reading.target({"object": card}))
    return True


def _graveyard_to_battlefield(reading: spells._Reading, words: str) -> bool:
    """ "Return target creature card from your graveyard to the battlefield" (115.1; it enters
    under its owner's control, yours: 110.2a)."""
    match = re.fullmatch(r"Return target (.+) from your graveyard to the battlefield", words)
    if match is None:
        return False
    card = _graveyard_card(match[1])
    if card is None or card.get("types") not in (["Creature"], ["Artifact"], ["Land"]):
        # 303.4f: an Aura put onto the battlefield this way is attached to an object its
        # controller chooses, which the engine doesn't ask: no enchantment (nor "permanent",
        # nor any) card is read.
        return False
    reading.act({"do": "return_to_battlefield", "object": "target"},
                reading.target({"object": card}))
    return True


def _exile_from_a_graveyard(reading: spells._Reading, words: str) -> bool:
    """ "Exile target card from a graveyard", "Exile target creature card from a graveyard"
    (any player's graveyard, 115.1)."""
    match = re.fullmatch(r"Exile target (.+) from a graveyard", words)
    if match is None:
        return False
    card = _graveyard_card(match[1], {"zones": ["graveyard"]})
    if card is None:
        return False
    reading.act({"do": "exile", "object": "target"}, reading.target({"object": card}))
    return True


_PLAYERS_DEALT = {"each opponent": "each_opponent", "each player": "each_player", "you": "you"}


def _damage_players(reading: spells._Reading, words: str) -> bool:
    """ "~ deals 1 damage to each opponent / each player / you" (120.3)."""
    match = re.fullmatch(r"~ deals (\d+) damage to (each opponent|each player|you)", words)
    if match is None:
        return False
    reading.act({"do": "damage", "player": _PLAYERS_DEALT[match[2]], "amount": int(match[1])})
    return True


def _damage_each_and_players(reading: spells._Reading, words: str) -> bool:
    """ "~ deals 2 damage to each creature and each player", "... to each creature without
    flying and each opponent" (one source dealing it all as the ability resolves)."""
    match = re.fullmatch(r"~ deals (\d+) damage to each (.+?) and each (player|opponent)", words)
    if match is None:
        return False
    group = objects(match[2] + "s")
    if group is None or "zones" in group:
        return False
    amount = int(match[1])
    reading.act({"do": "damage", "objects": group, "amount": amount})
    reading.act({"do": "damage", "player": "each_player" if match[3] == "player"
                 else "each_opponent", "amount": amount})
    return True


def _create(reading: spells._Reading, words: str) -> bool:
    """111.1: "Create a 1/1 colorless Servo artifact creature token", "Create two 1/1 blue
    Bird creature tokens with flying" (the triggered reader's tokens, for the controller)."""
    if not words.startswith("Create "):
        return False
    found = _token_clause("c" + words[1:])
    if found is None:
        return False
    reading.act(found[0])
    return True


_SPELL_SENTENCES: tuple[Callable[[spells._Reading, str], bool], ...] = (
    *spells._SENTENCES, _graveyard_return, _graveyard_to_battlefield, _exile_from_a_graveyard,
    _damage_players, _damage_each_and_players, _create,
    *templates_casting.SENTENCES, templates_library_order.countered_to_library,
    templates_library_order.put_in_library_sentence(spells._target_of),
    templates_linked.later_return_sentence,
)


def _self_counters(reading: spells._Reading, words: str) -> bool:
    """ "Put a charge counter on ~", "Put a +1/+1 counter on ~" (an activated ability's
    source; it does nothing once the source has left the battlefield, 400.7)."""
    match = re.fullmatch(r"Put (.+) on ~", words)
    if match is None:
        return False
    found = counters_phrase(match[1])
    if found is None:
        return False
    reading.act({"do": "put_counters", "object": "self", "counter": found[1],
                 "amount": found[0]})
    return True


def _self_to_hand(reading: spells._Reading, words: str) -> bool:
    """ "Return ~ to its owner's hand" (an activated ability's source, 400.3; nothing once it
    has left the battlefield, 400.7, as engine/abilities/actions.py resolves it)."""
    if words != "Return ~ to its owner's hand":
        return False
    reading.act({"do": "return_to_hand", "object": "self"})
    return True


_ACTIVATED_SENTENCES = (*_SPELL_SENTENCES, _self_counters, _self_to_hand,
                        templates_bridge.ACTIVATED_SENTENCE)


def _read(words: str, sentences: tuple[Callable[[spells._Reading, str], bool], ...]
          ) -> spells._Reading | None:
    """Every sentence read by one of ``sentences`` (as templates_spells.read_effect)."""
    if not words.endswith("."):
        return None
    reading = spells._Reading()
    split = spells._sentences(words)
    assert split is not None
    for sentence in split:
        if not any(read(reading, sentence) for read in sentences):
            return None
    if reading.continuous and (reading.effect or len(reading.targets) != 1):
        return None
    if not reading.effect and not reading.continuous:
        return None
    if any(a["do"] == "create_token" and not set(a["token"]["subtypes"]) <= CREATURE_TYPES
           for a in reading.effect):
        # 111.4, 205.3m: a creature token's subtypes are creature types ("Homunculi" is none).
        return None
    return reading


def _spell_effect(words: str) -> spells._Reading | None:
    return _read(words, (*_SPELL_SENTENCES, *templates_casting.SPELL_ONLY,
                         templates_library_order.shuffle_self, templates_bridge.SPELL_SENTENCE))


# 602.5d: the timing restriction's two wordings; the engine reads it from the label
# (engine/turn/casting.py), so the sentence adds nothing to the effect.
_AS_SORCERY = (" Activate only as a sorcery.",
               " Activate this ability only any time you could cast a sorcery.")


def _activated_effect(words: str) -> spells._Reading | None:
    for restriction in _AS_SORCERY:
        if words.endswith(restriction):
            words = words.removesuffix(restriction)
            break
    if words.startswith("It deals "):
        words = "~" + words.removeprefix("It")
    return _read(words, _ACTIVATED_SENTENCES)


def _spell(face: Face, more_spell_effect: spells._Reading) -> Ability:
    return spells._spell(face, more_spell_effect)


def _activated(face: Face, cost: str, more_activated_effect: spells._Reading) -> Ability | None:
    return spells._activated(face, cost, more_activated_effect)


# --- triggered abilities -----------------------------------------------------------------------

# Actions a triggered ability resolves exactly as a spell does (engine/turn/stack.py; discard
# as engine/turn/resolving.py's; copy_spell as engine/turn/copying.py's): counter is only a
# spell's or activated ability's.
_TRIGGER_ACTIONS = frozenset(("damage", "destroy", "exile", "return_to_hand", "gain_life",
                              "lose_life", "draw", "put_counters", "create_token", "discard",
                              "return_to_battlefield", "copy_spell"))


def _that_player_discards(reading: spells._Reading, words: str) -> bool:
    """ "That player discards a card" (701.8a): the trigger event's player (the builder checks
    the trigger has one: a player dealt damage, whose step began...)."""
    match = re.fullmatch(r"That player discards (a|one|two|three) cards?", words)
    if match is None or (match[1] in ("a", "one")) != words.endswith(" card"):
        return False
    reading.act({"do": "discard", "player": "that_player", "amount": number(match[1])})
    return True


_TRIGGER_SENTENCES = (*_SPELL_SENTENCES, _that_player_discards)


def _effects(words: str) -> tuple[list[Action], list[dict[str, Any]]] | None:
    """The triggered reader's effect, else the spell sentences' (capitalised), when every
    action is one a triggered ability performs as a spell does, with at most one target."""
    found = effects(words)
    if found is not None:
        return found
    may = words.startswith("you may ")
    if may:
        # 603.5: one sentence its controller may do ("you may return target creature card
        # from your graveyard to your hand"); not "you may have ...", "pay", "choose", nor a
        # sentence after it ("If you do").
        words = words.removeprefix("you may ")
        if ". " in words or " you " in words or words.startswith(("have ", "pay ", "choose ")):
            return None
    reading = _read(words[:1].upper() + words[1:] + ".", _TRIGGER_SENTENCES)
    if reading is None or reading.continuous or len(reading.targets) > 1:
        return None
    for action in reading.effect:
        if action["do"] not in _TRIGGER_ACTIONS or action.get("player") == "target_controller" \
                or action.get("amount") in ("target_power", "x"):
            return None
        if action["do"] == "create_token" and action.get("player", "you") != "you":
            # engine/turn/stack.py creates a triggered ability's tokens for its controller.
            return None
        if may and action.get("player", "you") != "you":
            return None
    targets: list[dict[str, Any]] = [{"any_target": True} if t == spells.ANY_TARGET else t
                                     for t in reading.targets]
    if any(isinstance(t.get("object"), dict) and "any" in t["object"]
           and not all("zones" in k for k in t["object"]["any"]) for t in targets):
        # engine/turn/stack.py looks for a triggered ability's target with alternatives
        # ("instant or sorcery card") in the zones they name, else on the battlefield only.
        return None
    actions = list(reading.effect)
    if may:
        actions[0] = {**actions[0], _MAY: True}
    return actions, targets


def _triggered(face: Face, more_trigger: dict[str, Any],
               more_effects: tuple[list[Action], list[dict[str, Any]]]) -> Ability | None:
    return build_triggered(face, more_trigger, more_effects)


# --- "can't attack", "can't block", "can't be blocked" (508.1c, 509.1b) -----------------------

_CANT = {"attack": ["attack"], "block": ["block"], "be blocked": ["be_blocked"],
         "attack or block": ["attack", "block"],
         "block and can't be blocked": ["block", "be_blocked"]}
_HOLDERS = {"~": None, "Enchanted creature": "enchanted", "Equipped creature": "equipped"}


def _cant_what(words: str) -> list[str] | None:
    return _CANT.get(words)


def _cant_holder(words: str) -> str | None:
    return words if words in _HOLDERS else None


def _cant(face: Face, cant_holder: str, cant_what: list[str]) -> Ability | None:
    """ "~ can't be blocked.", "~ can't attack or block.", "Enchanted creature can't attack."
    (Pacifism's kin): a ``cant`` ability on the creature itself, or on the creature the Aura or
    Equipment is attached to (engine/turn/combat.py checks it as attackers and blockers are
    declared). ~ must be a creature; an Aura "Enchanted creature", an Equipment "Equipped
    creature"."""
    affects = _HOLDERS[cant_holder]
    if affects is None and "Creature" not in face.types:
        return None
    if affects == "enchanted" and "Aura" not in face.subtypes:
        return None
    if affects == "equipped" and "Equipment" not in face.subtypes:
        return None
    if cant_what == ["block"] and affects is None:
        return None  # templates_combat reads "~ can't block."
    ability: Ability = {"kind": "cant", "what": list(cant_what)}
    if affects is not None:
        ability["affects"] = affects
    return ability


def _uncounterable(face: Face) -> Ability:
    """101.2: a permanent card's "~ can't be countered." works while it is a spell on the stack
    (engine/turn/resolving.py reads the countered card's own ability)."""
    return {"kind": "cant", "what": ["be_countered"]}


READERS: dict[str, Callable[[str], Any]] = {
    "cant_what": _cant_what,
    "cant_holder": _cant_holder,
    "more_spell_effect": _spell_effect,
    "more_activated_effect": _activated_effect,
    "more_trigger": trigger,
    "more_effects": _effects,
    "cost": cost,
}

TEMPLATES = (
    Template("sentences.spell", "{more_spell_effect}", _spell, Kind.SPELL),
    Template("sentences.activated", "{cost}: {more_activated_effect}", _activated, Kind.PERMANENT),
    Template("sentences.triggered", "{more_trigger}, {more_effects}.", _triggered, Kind.PERMANENT),
    Template("sentences.cant", "{cant_holder} can't {cant_what}.", _cant, Kind.PERMANENT),
    Template("sentences.uncounterable", "~ can't be countered.", _uncounterable, Kind.PERMANENT),
)



# --- modal spells (700.2) ----------------------------------------------------------------------

# "Choose one —" and its kin: how many modes, at least and at most (700.2). "Choose one or
# more —" is every number of modes from one.
_CHOOSE = {"Choose one —": (1, 1), "Choose two —": (2, 2), "Choose three —": (3, 3),
           "Choose one or both —": (1, 2)}
_BULLET = "• "
_ONE_OR_MORE = "Choose one or more —"
# 700.2d: "You may choose the same mode more than once." (the Confluences): three modes, any of
# them again.
_REPEAT = {"Choose three. You may choose the same mode more than once.": (3, 3)}


# What a mode read as a line alone may say (engine/format/cards.py's ``spell`` kind, less
# ``same_targets``: a line alone has no sentence before it whose targets it could mean, and a
# mode's "that creature" would mean another mode's target; less ``mode``, ``choose`` and
# ``entwine``, which the modal header gives).
_MODE_LINE_KEYS = frozenset(("kind", "label", "targets", "affects", "modifications", "duration",
                             "effect", "cant", "regenerate"))


def mode_line(built: tuple[Ability, ...] | None) -> Ability | None:
    """A modal spell's mode (700.2) read by the compiler as a line of its own: the one ``spell``
    ability its words compile to (a resolving spell's effect: "• Regenerate target creature.",
    "• Counter target noncreature spell unless its controller pays {2}.", "• Creatures
    without flying can't block this turn."), or None: any other kind (a ``prevention`` shield,
    a static ability) or more than one ability isn't a mode's."""
    if built is None or len(built) != 1:
        return None
    ability = built[0]
    if ability.get("kind") != "spell" or not set(ability) <= _MODE_LINE_KEYS:
        return None
    return {k: v for k, v in ability.items() if k != "label"}


_ENTWINE_SACRIFICE = re.compile(r"Entwine—(Sacrifice (?:two|three|four|five) lands)\.")


def modal_spell(face: Face, words: tuple[str, ...],
                read: Callable[[str], tuple[Ability, ...] | None] | None = None
                ) -> tuple[tuple[Ability, ...], ...] | None:
    """A modal instant's or sorcery's text (700.2): ``words`` are its lines as templates read
    them, the first "Choose one —" and each other a mode ("• Destroy target artifact."). Each
    mode becomes one ``spell`` ability with its ``mode`` (its words) and ``choose`` (how many
    modes the caster chooses, which casting checks); the header line has none. Every mode must
    read (actions, or a continuous effect on its target "until end of turn"), or none is read:
    a mode left out would shift the modes' numbers (601.2b). "Choose three. You may choose the
    same mode more than once." (700.2d) is ``choose`` [3, 3] with ``repeat`` on every mode (a
    mode of actions only). ``read`` compiles a mode's words as
    a line of the face, as the compiler would (its abilities when claimed, else None): a mode no
    sentence reader reads is the ``spell`` ability every template reads its words as when they
    stand alone (``mode_line``)."""
    if not face.is_spell or len(words) < 2 or words[0] not in (*_CHOOSE, _ONE_OR_MORE,
                                                                *_REPEAT):
        return None
    repeat = words[0] in _REPEAT
    # 702.42a: "Entwine {2}" after the modes (a mana cost, taken as paid): every mode may be
    # chosen instead.
    entwine = templates_casting.is_entwine(words[-1]) and words[0] == "Choose one —"
    # 702.42a: an entwine cost that isn't mana ("Entwine—Sacrifice three lands."): an
    # additional cost paid only when every mode is chosen by entwine.
    entwine_cost = _ENTWINE_SACRIFICE.fullmatch(words[-1]) if words[0] == "Choose one —" \
        else None
    last: tuple[Ability, ...] = ()
    if entwine_cost is not None:
        entwine = True
        last = ({"kind": "additional_cost", "pay": entwine_cost[1], "entwine": True},)
    if entwine:
        words = words[:-1]
    modes = [w.removeprefix(_BULLET) for w in words[1:]]
    # 700.2: "Choose one or more —" is one mode up to every one of them.
    least, most = _CHOOSE[words[0]] if words[0] in _CHOOSE else _REPEAT[words[0]] if repeat \
        else (1, len(modes))
    if not all(w.startswith(_BULLET) for w in words[1:]) or len(set(modes)) != len(modes) \
            or (most > len(modes) and not repeat):
        return None
    found: list[tuple[Ability, ...]] = [()]
    for mode in modes:
        reading = _spell_effect(mode)
        line = None if reading is not None else templates_casting.mode_by_line(face, mode)
        if reading is not None:
            ability = spells._spell(face, reading)
        elif line is not None:
            ability = line
        else:
            alone = mode_line(read(mode) if read is not None else None)
            if alone is None:
                return None
            ability = alone
        if repeat and "effect" not in ability:
            # 700.2d is modelled for modes of actions only (engine.abilities.spells).
            return None
        found.append(({**ability, "mode": mode.replace("~", face.name),
                       "choose": [least, most], **({"entwine": True} if entwine else {}),
                       **({"repeat": True} if repeat else {})},))
    return (*found, last) if entwine else tuple(found)
