"""Round 4 of issue 27: a spell's or activated ability's sentence read by the triggered
abilities' clause readers (templates_triggered's ``_CLAUSES``: tapping, untapping, counters,
damage, destroying, exiling, returning to hand, life and cards, clauses joined by "and"), when
no sentence reader of templates_spells / templates_sentences / templates_casting reads it.

The clause readers are written for a triggered ability, whose pronouns mean the trigger's
objects; here they mean what a spell's words mean (608.2c):

- "it" and "that creature" are the object the last sentence or clause targeted (the
  reading's ``last`` target), as templates_spells reads them: "Put two +1/+1 counters on target
  creature and untap it", "Put a +1/+1 counter on target creature you control. Untap that
  creature." ("that creature" only when that target is a creature; never a player target);
- a pronoun after the object was destroyed, exiled or returned to a hand (400.7: the card is a
  new object) is refused;
- "~" in an instant's or sorcery's text is the spell itself, which is tapped, untapped or given
  counters by no card (refused); in an activated ability's text it is its source (602.1);
- "it deals" (a triggered ability's own source), "that player" and "that much" name what a
  trigger event says: refused.

Only the actions engine/turn/resolving.py performs for a spell or activated ability exactly
as for a triggered ability (through engine.abilities.actions.resolve_events) are accepted:
tap and untap (701.21), counters put or removed (122.1), destroy (701.8), exile (701.13), damage
(120.3), return to hand (400.3), life (119.3), cards drawn (121.1), mill (701.13a), surveil
(701.42a), the top cards of a library looked at and put back (401.2) and a permanent put on top
or on the bottom of its owner's library (401.2); not a triggered
ability's ``modify`` action (a spell's continuous effect is another ability, 611.2), nor tokens,
sacrifices or amounts counted "for each".

And an activated ability's prevention shield (615.7): "{T}: Prevent the next N damage that
would be dealt to any target / target creature / ~ / you this turn." — a ``prevention`` ability
with its ``cost`` and ``targets``, whose shield engine.turn.resolving creates as it resolves on
what it targeted (its source, its controller); not "X", "combat damage", "another target",
"target creature or player" or "each creature".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle import templates_spells as spells
from engine.oracle import templates_triggered as triggered
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import cost
from engine.oracle.templates_draw_step import ADDITIONAL

Action = dict[str, Any]

# What a resolving spell or activated ability does as a triggered ability does (see above).
_ACTIONS = frozenset(("tap", "untap", "put_counters", "remove_counters", "destroy", "exile",
                      "damage", "return_to_hand", "gain_life", "lose_life", "draw", "scry",
                      "search", "mill", "put_in_library", "surveil", "look_at_top", "shuffle",
                      "exile_top", "transform", "skip_turn"))
_MOVES = frozenset(("destroy", "exile", "return_to_hand", "return_to_battlefield", "sacrifice",
                    "put_in_library"))
_PLAYERS = frozenset(("you", "each_opponent", "each_player", "target"))


def _sentence(source_is_self: bool) -> Callable[[spells._Reading, str], bool]:
    def read(reading: spells._Reading, words: str) -> bool:
        text = words[:1].lower() + words[1:]
        found = triggered._clauses(text)
        if found is None:
            return False
        actions: list[tuple[Action, dict[str, Any] | None, bool]] = []
        last = reading.last
        last_spec = reading.targets[last] if last is not None else None
        for action, target in found:
            built = _spell_action(action, source_is_self)
            if built is None:
                return False
            pronoun = action.get(triggered._IT_IS_SELF) or action.get(triggered._THAT_CREATURE)
            if target is not None:
                if pronoun:
                    return False
                spec = spells.ANY_TARGET if target == {"any_target": True} else target
                actions.append((built, spec, False))
                last_spec = spec
                continue
            if pronoun:
                before = (*reading.effect, *(b for b, _, _ in actions))
                if any(a.get("do") in _MOVES for a in before):
                    # 400.7: once an object moved (destroyed, exiled, returned to a hand) the
                    # card is a new object; "it" after that isn't read.
                    return False
                if last_spec is None or "player" in last_spec or not isinstance(
                        last_spec.get("object"), dict) or "any" in last_spec["object"]:
                    return False
                if action.get(triggered._THAT_CREATURE) and "Creature" not in last_spec[
                        "object"].get("types", ()):
                    return False
                actions.append(({**built, "object": "target"}, None, True))
                continue
            if built.get("object") == "target" or built.get("player") == "target":
                return False
            actions.append((built, None, False))
        # Every clause read: now the reading learns them.
        for done, chosen, is_pronoun in actions:
            if chosen is not None:
                reading.act(done, reading.target(chosen))
            elif is_pronoun:
                assert reading.last is not None
                reading.act(done, reading.last)
            else:
                reading.act(done)
        return True

    return read


def _spell_action(action: Action, source_is_self: bool) -> Action | None:
    """The clause's action as a spell's, without the clause readers' markers, or None."""
    if action.get("do") not in _ACTIONS or action.get(triggered._IT_IS_SOURCE) \
            or "per" in action or action.get("amount") == "that_much":
        return None
    if action.get(ADDITIONAL):
        # "an additional card": one more than a draw step's own (504.1), a trigger's only.
        return None
    if "player" in action and action["player"] not in _PLAYERS:
        return None
    pronoun = action.get(triggered._IT_IS_SELF) or action.get(triggered._THAT_CREATURE)
    if action.get("object") == "self" and not pronoun and not source_is_self:
        return None
    if action.get("object") == "it" and not pronoun:
        return None
    return {k: v for k, v in action.items() if not k.startswith("~")}


# An instant's or sorcery's sentence ("~" is the spell), and an activated ability's ("~" is its
# source).
SPELL_SENTENCE = _sentence(source_is_self=False)
ACTIVATED_SENTENCE = _sentence(source_is_self=True)


# --- 615.7: an activated ability's prevention shield on its target ----------------------------


def _shield_target(words: str) -> dict[str, Any] | None:
    """Whom the shield is on: "any target" (a player or permanent, 115.4), "target creature",
    "target artifact creature" (an object target), "~" (the source), "you" (its controller)."""
    if words == "any target":
        return {"targets": [spells.ANY_TARGET],
                "event": {"type": "damage", "players": "target", "permanents": "targets"}}
    if words == "~":
        return {"event": {"type": "damage", "permanents": "self"}}
    if words == "you":
        return {"event": {"type": "damage", "players": "you"}}
    found = triggered.target(words)
    if found is None or "object" not in found or "player" in found or found["object"].get(
            "other") or "any" in found["object"]:
        return None
    return {"targets": [found], "event": {"type": "damage", "permanents": "targets"}}


def _shield(face: Face, shield_cost: str, shield_amount: int, shield_target: dict[str, Any]
            ) -> Ability:
    """ "{T}: Prevent the next 1 damage that would be dealt to any target this turn." (615.7):
    the shield is created as the ability resolves, on what it targeted (a player or a
    permanent, 115.4), on its source or on its controller, and ends with the turn whatever is
    left of it."""
    return {"kind": "prevention", "cost": shield_cost, **shield_target,
            "prevent": {"next": shield_amount}, "duration": "end_of_turn"}


READERS: dict[str, Callable[[str], Any]] = {
    "shield_cost": cost,
    "shield_amount": lambda w: int(w) if w.isdigit() and int(w) > 0 else None,
    "shield_target": _shield_target,
}

TEMPLATES = (
    Template("activated.prevent_next", "{shield_cost}: Prevent the next {shield_amount} damage "
             "that would be dealt to {shield_target} this turn.", _shield, Kind.PERMANENT),
)
