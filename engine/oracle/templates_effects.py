"""Effect clauses of resolving abilities that the other readers leave (608.2c): tapping and
untapping (701.21), "sacrifice it" (701.17a), removing counters (122.1) and amounts "for each"
permanent you control (608.2h).

Two readers of the same words, one for each reading frame:

* :func:`tap_clause`, a clause reader of ``templates_triggered._CLAUSES`` (a triggered
  ability's effect, lower-case, after the trigger's comma): "tap ~", "untap it", "tap that
  creature", "tap target creature an opponent controls", "untap all creatures you control";
* :func:`tap_sentence`, a sentence reader of ``templates_spells._SENTENCES`` (an activated
  ability's effect after its colon, and an instant's or sorcery's line): "Tap target creature.",
  "Untap ~.", "Tap all creatures without flying.".

The action is ``{"do": "tap"}`` or ``{"do": "untap"}`` on the object or objects it names
(engine.abilities.actions.resolve_events): only a permanent is tapped or untapped, and one that
is already tapped (untapped) stays so and nothing happens (701.21a, 701.21b).

Not read: "tap or untap" (a choice as it resolves), "tap up to N", "tap X target ...",
"tap enchanted / equipped creature" (the format's resolving object has no "the permanent ~ is
attached to"), "It doesn't untap during its controller's next untap step" (a duration the
format has not), and "untap target ... . It gains haste" shapes whose later "it" is the target
(the triggered builder refuses a pronoun after a named object).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.nouns import Filter, object_noun, objects
from engine.oracle.phrases import counters_phrase, number

Action = dict[str, Any]
Target = dict[str, Any]
Clause = Callable[[str], tuple[Action, Target | None] | None]
# templates_triggered's reader of what an action is on ("~", "it", "that creature", "target
# ...", "each ..."), and templates_spells' reader of "target ...": passed in by the modules
# that list these readers (they import this one, not the other way round).
OnWhat = Callable[[Action, str], tuple[Action, Target | None] | None]
TargetOf = Callable[[str], Target | None]

_VERBS = {"tap": "tap", "untap": "untap"}


def tap_clause(on_what: OnWhat) -> Clause:
    """A triggered ability's "tap ~", "untap it", "tap that creature", "tap target
    creature", "tap all creatures your opponents control" (701.21)."""

    def read(words: str) -> tuple[Action, Target | None] | None:
        verb, _, rest = words.partition(" ")
        do = _VERBS.get(verb)
        if do is None or not rest:
            return None
        action: Action = {"do": do}
        if rest.startswith("all "):
            group = objects(rest)
            if group is None or "zones" in group:
                return None
            return {**action, "objects": group}, None
        if rest.startswith("each "):
            # "tap each creature" isn't how cards say it; "each" is left to other readers.
            return None
        return on_what(action, rest)

    return read


def tap_sentence(target_of: TargetOf) -> Callable[[Any, str], bool]:
    """An activated ability's or a spell's "Tap target creature", "Untap ~", "Tap all
    creatures without flying" (701.21), read into templates_spells' reading so far."""

    def read(reading: Any, words: str) -> bool:
        verb, _, rest = words.partition(" ")
        do = _VERBS.get(verb.lower()) if verb in ("Tap", "Untap") else None
        if do is None or not rest:
            return False
        if rest == "~":
            reading.act({"do": do, "object": "self"})
            return True
        if rest.startswith("all "):
            group = objects(rest)
            if group is None or "zones" in group:
                return False
            reading.act({"do": do, "objects": group})
            return True
        other = rest.startswith("another target ")
        target = target_of(rest.removeprefix("another ") if other else rest)
        if target is None or "object" not in target or "player" in target or (
                other and "other" in target["object"]):
            return False
        if other:
            # "another target permanent": not the ability's source (115.1).
            target = {**target, "object": {**target["object"], "other": True}}
        reading.act({"do": do, "object": "target"}, reading.target(target))
        return True

    return read


def sacrifice_it_clause(on_what: OnWhat) -> Clause:
    """A triggered ability's "sacrifice it": ~ itself, when the trigger is about ~ while it is
    on the battlefield (the builder checks, as for "sacrifice ~"); only its controller can
    sacrifice it (701.17a: the engine sacrifices only a permanent the ability's controller
    controls)."""

    def read(words: str) -> tuple[Action, Target | None] | None:
        return on_what({"do": "sacrifice"}, "it") if words == "sacrifice it" else None

    return read


# --- 122.1: removing counters ------------------------------------------------------------------


def _removed(words: str) -> tuple[Action, str] | None:
    """ "a -1/-1 counter from ~", "two charge counters from target artifact": the action and
    the words of what it is removed from."""
    counters_words, _, where = words.rpartition(" from ")
    found = counters_phrase(counters_words) if where else None
    if found is None:
        return None
    return {"do": "remove_counters", "counter": found[1], "amount": found[0]}, where


def remove_counters_clause(on_what: OnWhat) -> Clause:
    """A triggered ability's "remove a -1/-1 counter from ~", "remove a +1/+1 counter from
    it", "remove a charge counter from target artifact" (as many as it has, if fewer). Not
    "remove all ... counters" (how many is read as it resolves) nor "from each ..."."""

    def read(words: str) -> tuple[Action, Target | None] | None:
        found = _removed(words.removeprefix("remove ")) if words.startswith("remove ") else None
        if found is None or found[1].startswith("each "):
            return None
        return on_what(*found)

    return read


def remove_counters_sentence(target_of: TargetOf) -> Callable[[Any, str], bool]:
    """An activated ability's or a spell's "Remove a blood counter from ~", "Remove a -1/-1
    counter from target creature"."""

    def read(reading: Any, words: str) -> bool:
        found = _removed(words.removeprefix("Remove ")) if words.startswith("Remove ") else None
        if found is None:
            return False
        action, where = found
        if where == "~":
            reading.act({**action, "object": "self"})
            return True
        target = target_of(where)
        if target is None or "object" not in target or "player" in target:
            return False
        reading.act({**action, "object": "target"}, reading.target(target))
        return True

    return read


# --- 701.17a: a player sacrifices permanents of their choice -------------------------------------

# Who sacrifices, and the verb's form after them (triggered clauses are lower-case).
_SACRIFICERS = {"you": ("you", "sacrifice"), "each player": ("each_player", "sacrifices"),
                "each opponent": ("each_opponent", "sacrifices"),
                "that player": ("that_player", "sacrifices"),
                "target player": ("target", "sacrifices"),
                "target opponent": ("target", "sacrifices")}


def _chosen(words: str) -> tuple[int, Filter] | None:
    """ "a creature", "two lands", "an artifact or creature": how many permanents each player
    chooses among those they control, and what they are."""
    amount_words, _, noun = words.partition(" ")
    amount = 1 if amount_words in ("a", "an") else number(amount_words)
    if amount is None or amount < 1 or not noun:
        return None
    found = object_noun(noun if amount == 1 else _singular(noun))
    if found is None or set(found) & {"zones", "controller", "owner", "token"}:
        return None
    return amount, found


def _singular(noun: str) -> str:
    """ "creatures" -> "creature", "lands" -> "land" (the nouns an edict counts)."""
    return noun.removesuffix("s") if noun.endswith("s") and " " not in noun else ""


def sacrifice_chosen_clause(words: str) -> tuple[Action, Target | None] | None:
    """A triggered ability's "each player sacrifices a creature", "that player sacrifices a
    land", "target opponent sacrifices two creatures", "sacrifice a creature" (you): each
    player named chooses among the permanents they control (701.17a)."""
    for subject, (player, verb) in _SACRIFICERS.items():
        opening = f"{subject} {verb} " if subject != "you" else f"{verb} "
        if not words.startswith(opening):
            continue
        found = _chosen(words.removeprefix(opening))
        if found is None:
            return None
        action: Action = {"do": "sacrifice_chosen", "player": player, "amount": found[0],
                          "objects": found[1]}
        spec = ({"player": "opponent" if subject == "target opponent" else "any"}
                if player == "target" else None)
        return action, spec
    return None


def sacrifice_chosen_sentence(reading: Any, words: str) -> bool:
    """A spell's or an activated ability's "Each player sacrifices a creature.", "Target player
    sacrifices a creature or planeswalker." (701.17a)."""
    text = words[:1].lower() + words[1:]
    found = sacrifice_chosen_clause(text)
    if found is None or found[0]["player"] == "that_player":
        return False
    action, spec = found
    if spec is None:
        reading.act(action)
    else:
        reading.act(action, reading.target(spec))
    return True


# --- "the life lost this way" (119.3) ----------------------------------------------------------

_DRAIN = ". you gain life equal to the life lost this way"


def drain_clause(clause: Clause) -> Clause:
    """A triggered ability's "each opponent loses 1 life. You gain life equal to the life lost
    this way": the lose_life ``clause`` reads, then its controller gains what was really lost
    (``gain_lost``)."""

    def read(words: str) -> tuple[Action, Target | None] | None:
        # The sentence after ". " keeps its capital in a triggered ability's words.
        drain = next((d for d in (_DRAIN, _DRAIN.replace(". you", ". You"))
                      if words.endswith(d)), None)
        if drain is None:
            return None
        found = clause(words.removesuffix(drain))
        if found is None or found[0]["do"] != "lose_life":
            return None
        return {**found[0], "gain_lost": True}, found[1]

    return read


def drain_sentence(reading: Any, words: str) -> bool:
    """A spell's or an activated ability's "You gain life equal to the life lost this way."
    right after "Each opponent loses 3 life." (that action gains ``gain_lost``)."""
    if words != "You gain life equal to the life lost this way" or not reading.effect or \
            reading.effect[-1]["do"] != "lose_life" or "gain_lost" in reading.effect[-1]:
        return False
    reading.effect[-1] = {**reading.effect[-1], "gain_lost": True}
    return True


# --- 115.1: "target opponent or planeswalker" ---------------------------------------------------

_OPPONENT_OR_PLANESWALKER = " damage to target opponent or planeswalker"


def opponent_or_planeswalker_clause(clause: Clause) -> Clause:
    """A triggered ability's "~ deals 2 damage to target opponent or planeswalker": the
    damage ``clause`` reads to "target player", its one target either an opponent or a
    planeswalker (115.1; the damage goes to whichever it is, as "any target")."""

    def read(words: str) -> tuple[Action, Target | None] | None:
        if not words.endswith(_OPPONENT_OR_PLANESWALKER):
            return None
        found = clause(words.removesuffix(_OPPONENT_OR_PLANESWALKER)
                       + " damage to target player")
        if found is None or found[0]["do"] != "damage" or found[0].get("player") != "target":
            return None
        action = {k: v for k, v in found[0].items() if k != "player"}
        return {**action, "object": "target"}, {"player": "opponent",
                                                "object": {"types": ["Planeswalker"]}}

    return read


# --- "for each" (608.2h) ------------------------------------------------------------------------

# The actions whose number may be counted "for each" permanent (engine.abilities.actions).
_COUNTED = ("gain_life", "lose_life", "draw", "put_counters", "create_token")


def counted(words: str) -> Filter | None:
    """ "creature you control", "Shrine you control", "artifact you control": the permanents
    a "for each" counts, as a filter of the battlefield (608.2h: counted once, as the action
    happens). Not "other" (other than which object?), not cards in a zone, not the players'
    ("they control", "target opponent controls": whose?)."""
    found = object_noun(words)
    if found is None or set(found) & {"zones", "other", "any"} or found.get("controller") != "you":
        return None
    return found


def _with_per(action: Action) -> bool:
    amount = action.get("amount", 1)
    return action["do"] in _COUNTED and isinstance(amount, int) and "objects" not in action


def for_each_clause(clause: Clause) -> Clause:
    """A triggered ability's "you gain 1 life for each creature you control", "draw a card for
    each Shrine you control", "create a 1/1 ... token for each ... you control", "put a +1/+1
    counter on ~ for each ... you control": the clause ``clause`` reads before " for each ",
    its amount counted (``per``)."""

    def read(words: str) -> tuple[Action, Target | None] | None:
        head, _, tail = words.rpartition(" for each ")
        if not head or " for each " in head:
            return None
        per = counted(tail)
        found = clause(head) if per is not None else None
        if found is None or not _with_per(found[0]):
            return None
        return {**found[0], "per": per}, found[1]

    return read


def for_each_sentence(sentences: tuple[Callable[[Any, str], bool], ...],
                      fresh: Callable[[], Any]) -> Callable[[Any, str], bool]:
    """An activated ability's or a spell's "You gain 1 life for each creature you control",
    "Draw a card for each artifact you control": one sentence that the other sentence readers
    read as one action, its amount counted (``per``). ``fresh`` makes an empty reading."""

    def read(reading: Any, words: str) -> bool:
        head, _, tail = words.rpartition(" for each ")
        if not head or " for each " in head:
            return False
        per = counted(tail)
        if per is None:
            return False
        alone = fresh()
        if not any(sentence(alone, head) for sentence in sentences):
            return False
        if alone.targets or alone.continuous or len(alone.effect) != 1 or \
                not _with_per(alone.effect[0]):
            return False
        reading.act({**alone.effect[0], "per": per})
        return True

    return read
