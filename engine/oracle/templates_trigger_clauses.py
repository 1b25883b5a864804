"""Round 4 of issue 27: more effect clauses of triggered abilities (608.2c), read with the
shared library's actions, exact or absent. Each is a clause reader of
``templates_triggered._CLAUSES`` (lower-case, after the trigger's comma), built around the
damage clause that module passes in, so "~ deals" and "it deals" keep that reader's checks
(the builder allows "it" as the source only when the trigger is ~'s own):

- "~ deals 3 damage to target player or planeswalker": one target, either a player or a
  planeswalker (115.1; the damage goes to whichever it is, as "any target" does, 115.4).
- "it deals 3 damage to each creature without flying", "... each creature with flying" (the
  filter's ``keywords`` / ``not_keywords``, as templates_casting reads an instant's).
- "~ deals 1 damage to each creature and each player", "it deals 2 damage to each creature
  with flying and each player": one source deals the damage to the group and to the players as
  the ability resolves (120.3), two actions of the same amount, as templates_casting reads
  Hurricane's kin; the group is a plain card type or one with(out) a keyword.
- "exile target creature other than ~", "destroy target ... other than ~": the same target as
  "another target creature" (115.1; "~" is the object itself, 201.5).

- "draw a card at the beginning of the next turn's upkeep": a delayed triggered ability
  (603.7a; 603.7d: its controller is the triggered ability's, who draws), as templates_casting
  reads a spell's; engine.turn.stack creates it as the ability resolves.

- "you may have target creature get -2/-2 until end of turn", "you may have ~ deal 1 damage
  to target player or planeswalker", "you may have it deal 1 damage to any target" (not a
  player's action: "you may have target player draw a card" stays unread): the clause with its
  verb taken by the subject; the ability's controller chooses whether it happens as it
  resolves (603.5, 608.2d), its target chosen as it is put on the stack either way (603.3d).
  Triggered only: engine.oracle.templates_triggered.effects reads "you may have".

Not read: a second target, "divided as you choose" (601.2d), "each other creature and each
player", "each opponent and each creature they control", and amounts the format can't count.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.nouns import objects
from engine.oracle.templates_casting import each_with_keyword

Action = dict[str, Any]
Target = dict[str, Any]
Clause = Callable[[str], tuple[Action, Target | None] | None]

_PLAYER_OR_PLANESWALKER = " damage to target player or planeswalker"


def player_or_planeswalker_clause(damage: Clause) -> Clause:
    """ "~ deals 2 damage to target player or planeswalker": ``damage`` reads the words to
    "target player"; the one target is then a player or a planeswalker (115.1)."""

    def read(words: str) -> tuple[Action, Target | None] | None:
        if not words.endswith(_PLAYER_OR_PLANESWALKER):
            return None
        found = damage(words.removesuffix(_PLAYER_OR_PLANESWALKER) + " damage to target player")
        if found is None or found[0]["do"] != "damage" or found[0].get("player") != "target":
            return None
        action = {k: v for k, v in found[0].items() if k != "player"}
        return {**action, "object": "target"}, {"player": "any",
                                                "object": {"types": ["Planeswalker"]}}

    return read


_EACH = re.compile(r"(~|it) deals (\d+) damage to each (.+)")
_ALSO = ("each player", "each opponent")


def each_group_clause(damage: Clause) -> Callable[[str], list[tuple[Action, Target | None]]
                                                  | None]:
    """ "it deals 3 damage to each creature without flying [and each player]", "~ deals 1
    damage to each creature and each player": the damage to the group, then to the players
    (the same source and amount, 120.3). ``damage`` reads "S deals N damage to each player",
    which gives the source's markers; the group replaces the players."""

    def read(words: str) -> list[tuple[Action, Target | None]] | None:
        match = _EACH.fullmatch(words)
        if match is None:
            return None
        subject, amount, rest = match[1], match[2], match[3]
        players = None
        for each in _ALSO:
            if rest.endswith(" and " + each):
                rest, players = rest.removesuffix(" and " + each), each
                break
        group = each_with_keyword(rest)
        if group is None and players is not None:
            group = objects(rest + "s") if not rest.endswith("s") else None
            if group is not None and ("zones" in group or "any" in group or group.get("other")
                                      or set(group) - {"types"}):
                # Only a plain card type ("each creature"): its words are the filter whole.
                group = None
        if group is None:
            return None
        base = damage(f"{subject} deals {amount} damage to each player")
        if base is None:
            return None
        to_group = {k: v for k, v in base[0].items() if k != "player"}
        found: list[tuple[Action, Target | None]] = [({**to_group, "objects": group}, None)]
        if players is not None:
            also = damage(f"{subject} deals {amount} damage to {players}")
            if also is None:
                return None
            found.append((also[0], None))
        return found

    return read


_OTHER_THAN = re.compile(r"(exile|destroy) target (.+) other than ~")


def other_than_self_clause(clause: Clause) -> Clause:
    """ "exile target creature other than ~" read as "exile another target creature" (the same
    words: a target that isn't ~, 115.1)."""

    def read(words: str) -> tuple[Action, Target | None] | None:
        match = _OTHER_THAN.fullmatch(words)
        if match is None or " other than " in match[2] or " and " in match[2]:
            return None
        return clause(f"{match[1]} another target {match[2]}")

    return read


_NEXT_UPKEEP_DRAW = "draw a card at the beginning of the next turn's upkeep"


def next_upkeep_draw_clause(words: str) -> tuple[Action, Target | None] | None:
    """603.7a: "draw a card at the beginning of the next turn's upkeep" (only one card, only
    "the next turn's": not "your next upkeep")."""
    if words != _NEXT_UPKEEP_DRAW:
        return None
    return {"do": "delayed", "at": "next_turns_upkeep",
            "effect": [{"do": "draw", "player": "you", "amount": 1}]}, None


# --- 603.5: "you may have target creature get +2/+0 until end of turn" -------------------------

_THIRD = {"get": "gets", "gain": "gains", "lose": "loses", "deal": "deals",
          "discard": "discards", "draw": "draws"}
_PLAYERS = ("target player", "target opponent", "each ", "that player", "you ", "its ",
            "their ", "an opponent", "a player")
Clauses = Callable[[str], list[tuple[Action, Target | None]] | None]


def have_clauses(words: str, clauses: Clauses) -> list[tuple[Action, Target | None]] | None:
    """ "have target creature get -2/-2 until end of turn", "have ~ deal 1 damage to target
    player or planeswalker", "have target opponent discard a card" (after "you may"): the
    clause with its verb as the subject takes it ("target creature gets ..."), or as it is for
    a plural subject ("Ally creatures you control gain first strike ..."). The ability's
    controller chooses whether it happens (603.5); what happens is the clause."""
    if not words.startswith("have "):
        return None
    body = words.removeprefix("have ")
    if body.startswith(_PLAYERS):
        # What another player does ("have target player draw a card") is left unread, as the
        # round-2 readers leave it (tests/engine/test_oracle_real.py).
        return None
    tokens = body.split(" ")
    first = next((i for i, t in enumerate(tokens) if i > 0 and t in _THIRD), None)
    if first is None:
        return None
    plain = clauses(body)
    if plain is not None:
        return plain
    # The verb after the subject, and each verb after "and" in the predicate, takes "-s".
    conjugated = [*tokens[:first], _THIRD[tokens[first]]]
    for index in range(first + 1, len(tokens)):
        word = tokens[index]
        conjugated.append(_THIRD[word] if word in _THIRD and tokens[index - 1] == "and"
                          else word)
    return clauses(" ".join(conjugated))
