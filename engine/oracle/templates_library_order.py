"""Round 7 of issue 27 (lane lib7): a library whose top cards are known, read as clauses of an
effect (templates_triggered's ``_CLAUSES``, and through templates_bridge a spell's or activated
ability's sentence).

- Mill (701.13a of the current rules): "target player mills two cards", "each opponent mills a
  card", "mill three cards" (the imperative is "you"), and the older Oracle wording the 2020
  text still has, "target player puts the top three cards of their library into their
  graveyard", "put the top two cards of your library into your graveyard": ``{"do": "mill",
  "player": ..., "amount": N}`` (engine.turn.resolving.mill). Only a number (never X, "that
  many" or "twice that many"); the player's own library into their own graveyard ("their",
  "his or her"; "your" with "you").
- "Put target creature on top of its owner's library", "put ~ on the bottom of its owner's
  library", "put that creature on top of its owner's library": ``{"do": "put_in_library",
  "object": ..., "position": "top" | "bottom"}`` (401.2: a place the library's order keeps;
  400.3: its owner's library). One object only: "put all creatures on the bottom ..." would need
  their owner's order (401.4), which the engine doesn't ask; "on top of its owner's library"
  with anything after it ("second from the top", "then shuffle") is left.
- "Surveil N" (701.42a of the current rules): ``{"do": "surveil", "amount": N}``, its controller
  surveils (engine.turn.resolving.surveil). Only a number in digits, as for scry.
- "Look at the top N cards of your library / of target player's library, then put them back
  in any order" (401.2): ``{"do": "look_at_top", "player": "you" | "target", "amount": N}``
  (engine.turn.resolving.look_at_top). Not X, not "where X is", not another player's library
  but a target's.
- "Target player shuffles their library", "shuffle your library" (701.20a): ``{"do":
  "shuffle", "player": ...}``: no card of it keeps a known place.
- "Shuffle ~ into its owner's library" in an instant's or sorcery's text (Beacon of
  Destruction): ``{"do": "put_in_library", "object": "self", "position": "shuffled"}``, the card
  on the stack as the spell resolves (608.2k: not into the graveyard after); likewise "Put ~ on
  the bottom of its owner's library" (Spell Crumple) with ``"bottom"``.
- "Exile the top card / the top N cards of your library / of target player's library [face
  down]" (406.2, 406.3): ``{"do": "exile_top", "player": ..., "amount": N}`` with
  ``"face_down": true`` (engine.turn.resolving.exile_top).
- The same as a spell's, activated or triggered ability's sentence (templates_sentences) with the
  spell readers' targets, which know combat: "Put target attacking or blocking creature on top
  of its owner's library" (506.3; only a permanent target, never one in another zone).
- "[clause], then [clause]" where one of the two is read here ("Draw a card, then put ~ on top
  of its owner's library"): the two actions in that order (608.2c), each read whole.
- After "Counter target spell": "If that spell is countered this way, put it on top of / on
  the bottom of its owner's library instead of into that player's graveyard" (614.1a):
  ``"position"`` on the counter action (engine.turn.resolving: the countered card goes there).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.phrases import number

Action = dict[str, Any]
Target = dict[str, Any]
Clause = Callable[[str], tuple[Action, Target | None] | None]
OnWhat = Callable[[Action, str], tuple[Action, Target | None] | None]
TargetOf = Callable[[str], Target | None]

# Who mills ("you" takes the plain verb and "your"; the others "their" or "his or her").
_MILLERS = {"you": "you", "target player": "target", "target opponent": "target",
            "each opponent": "each_opponent", "each player": "each_player",
            "that player": "that_player"}
_PLAIN = ("you",)
_TOP = re.compile(r"the top (?:card|(\w+) cards) of (your|their|his or her) library "
                  r"into (your|their|his or her) graveyard")


def _mill_amount(words: str) -> int | None:
    """ "a card", "two cards", "3 cards": a number of cards, never X."""
    if words in ("a card", "one card"):
        return 1
    if not words.endswith(" cards"):
        return None
    amount = number(words.removesuffix(" cards"))
    return amount if amount is not None and amount > 1 else None


def _top_amount(words: str, own: str) -> int | None:
    """ "the top two cards of their library into their graveyard": the number, when both
    possessives are the player's own (``own``)."""
    found = _TOP.fullmatch(words)
    if found is None:
        return None
    possessives = {found[2], found[3]}
    if possessives != {own} if own == "your" else not possessives <= {"their", "his or her"}:
        return None
    if found[1] is None:
        return 1
    amount = number(found[1])
    return amount if amount is not None and amount > 1 else None


def mill_clause(target_of: TargetOf) -> Clause:
    """701.13a: "[player] mills N cards" / "[player] puts the top N cards of their library into
    their graveyard"."""

    def read(words: str) -> tuple[Action, Target | None] | None:
        if words.startswith(("mill ", "put the top ")):
            words = "you " + words
        for subject, player in _MILLERS.items():
            if not words.startswith(subject + " "):
                continue
            verb, _, rest = words.removeprefix(subject + " ").partition(" ")
            plain = subject in _PLAIN
            amount = None
            if verb == ("mill" if plain else "mills"):
                amount = _mill_amount(rest)
            elif verb == ("put" if plain else "puts"):
                amount = _top_amount(rest, "your" if plain else "their")
            if amount is None:
                return None
            spec = target_of(subject) if player == "target" else None
            if player == "target" and spec is None:
                return None
            return {"do": "mill", "player": player, "amount": amount}, spec
        return None

    return read


_PLACES = {" on top of its owner's library": "top",
           " on the bottom of its owner's library": "bottom"}


def put_in_library_clause(on_what: OnWhat) -> Clause:
    """401.2: "put target creature on top of its owner's library", "put ~ on the bottom of its
    owner's library": one object to a known place in its owner's library."""

    def read(words: str) -> tuple[Action, Target | None] | None:
        if not words.startswith("put "):
            return None
        for place, position in _PLACES.items():
            if not words.endswith(place):
                continue
            what = words.removeprefix("put ").removesuffix(place)
            found = on_what({"do": "put_in_library", "position": position}, what)
            if found is None or "objects" in found[0]:
                return None
            return found
        return None

    return read


def surveil_clause(words: str) -> tuple[Action, None] | None:
    """701.42a: "surveil N" — its controller looks at the top N cards of their library."""
    digits = words.removeprefix("surveil ") if words.startswith("surveil ") else ""
    amount = number(digits) if digits.isdigit() else None
    if amount is None or amount < 1:
        return None
    return {"do": "surveil", "amount": amount}, None


_LOOK = re.compile(r"look at the top (?:card|(\w+) cards) of (your|target player's|target "
                   r"opponent's) library, then put (?:it|them) back in any order")


def look_at_top_clause(words: str) -> tuple[Action, Target | None] | None:
    """401.2: "look at the top N cards of your library / target player's library, then put
    them back in any order"."""
    found = _LOOK.fullmatch(words)
    if found is None or found[1] is None:
        return None
    amount = number(found[1])
    if amount is None or amount < 2:
        return None
    action: Action = {"do": "look_at_top", "player": "you", "amount": amount}
    if found[2] == "your":
        return action, None
    spec: Target = {"player": "opponent" if found[2].startswith("target opponent") else "any"}
    return {**action, "player": "target"}, spec


_COUNTERED = re.compile(r"If that spell is countered this way, put it on (top|the bottom) of "
                        r"its owner's library instead of into that player's graveyard")


def countered_to_library(reading: Any, words: str) -> bool:
    """A spell sentence reader (templates_sentences): "If that spell is countered this way, put it
    on top of its owner's library instead of into that player's graveyard" right after
    "Counter target spell" (614.1a: where the countered card goes)."""
    found = _COUNTERED.fullmatch(words)
    if found is None or not reading.effect or reading.effect[-1]["do"] != "counter" \
            or "exile_instead" in reading.effect[-1]:
        return False
    position = "top" if found[1] == "top" else "bottom"
    reading.effect[-1] = {**reading.effect[-1], "position": position}
    return True


_SHUFFLERS = {"shuffle your library": ("you", None),
              "target player shuffles their library": ("target", {"player": "any"}),
              "each player shuffles their library": ("each_player", None)}


def shuffle_clause(words: str) -> tuple[Action, Target | None] | None:
    """701.20a: "target player shuffles their library", "shuffle your library"."""
    found = _SHUFFLERS.get(words)
    if found is None:
        return None
    return {"do": "shuffle", "player": found[0]}, found[1]


_SELF_PLACES = {"Shuffle ~ into its owner's library": "shuffled",
                "Put ~ on top of its owner's library": "top",
                "Put ~ on the bottom of its owner's library": "bottom"}


def shuffle_self(reading: Any, words: str) -> bool:
    """A spell-only sentence reader (templates_sentences): "Shuffle ~ into its owner's library",
    "Put ~ on the bottom of its owner's library" (Spell Crumple): the card on the stack."""
    position = _SELF_PLACES.get(words)
    if position is None:
        return False
    reading.act({"do": "put_in_library", "object": "self", "position": position})
    return True


_EXILE_TOP = re.compile(r"exile the top (?:card|(\w+) cards) of (your|target player's|target "
                        r"opponent's) library( face down)?")


def exile_top_clause(words: str) -> tuple[Action, Target | None] | None:
    """406.2, 406.3: "exile the top card of your library [face down]", "exile the top two cards
    of target player's library"."""
    found = _EXILE_TOP.fullmatch(words)
    if found is None:
        return None
    amount = 1 if found[1] is None else number(found[1])
    if amount is None or (found[1] is not None and amount < 2):
        return None
    action: Action = {"do": "exile_top", "player": "you", "amount": amount}
    if found[3]:
        action["face_down"] = True
    if found[2] == "your":
        return action, None
    spec: Target = {"player": "opponent" if found[2].startswith("target opponent") else "any"}
    return {**action, "player": "target"}, spec


Clauses = Callable[[str], list[tuple[Action, Target | None]] | None]


def then_clause(read: Clause, own: tuple[Clause, ...]) -> Clauses:
    """ "[clause], then [clause]" where one of the two is one of ``own`` (this module's
    readers): both actions, in order (608.2c)."""
    def clauses(words: str) -> list[tuple[Action, Target | None]] | None:
        first, then, second = words.partition(", then ")
        if not then or ", then " in second:
            return None
        if not any(r(first) is not None or r(second) is not None for r in own):
            return None
        one, two = read(first), read(second)
        return None if one is None or two is None else [one, two]
    return clauses


def put_in_library_sentence(target_of: TargetOf) -> Callable[[Any, str], bool]:
    """A sentence reader (templates_sentences): "Put target attacking creature on the bottom of its
    owner's library", with the spell readers' ``target_of``."""
    def read(reading: Any, words: str) -> bool:
        if not words.startswith("Put "):
            return False
        for place, position in _PLACES.items():
            if not words.endswith(place):
                continue
            spec = target_of(words.removeprefix("Put ").removesuffix(place))
            if spec is None or "player" in spec or not isinstance(spec.get("object"), dict) \
                    or "zones" in spec["object"] or "any" in spec["object"]:
                return False
            reading.act({"do": "put_in_library", "object": "target", "position": position},
                        reading.target(spec))
            return True
        return False
    return read
