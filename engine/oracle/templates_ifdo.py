"""Round 4 of issue 27: "[Trigger], you may [X]. If you do, [Y]." (603.5, 608.2c).

"If you do" is no reflexive trigger (603.12's "when you do"): Y is part of the same resolution
and happens only if X was done. The ability is optional as a whole (``"may": true``: declined,
nothing happens, 608.2d), and each of Y's actions says ``"if_done": true``, which
engine/turn/stack.py performs only if X was done, as the history records it.

X is one action whose doing the engine knows exactly (engine.abilities.actions.was_done):
"draw a card" (121.4: nothing is drawn from an empty library, so nothing follows), "discard a
card" (701.8a: not from an empty hand), "sacrifice a creature" (701.17a: not with none to
choose) or "sacrifice it" / "sacrifice ~" (the source: not if it has left the battlefield).
"You may pay {1}. If you do, Y." is the optional ability's ``"pay": "{1}"`` (608.2d: answering
yes is paying; mana costs are taken as paid, as everywhere in the engine) with Y its effect;
"You may pay {E}{E}. If you do, Y." the same with ``"pay": "{E}{E}"``, whose energy counters the
engine removes (107.14; without enough, its controller can't pay, 118.3, and nothing happens). Y is
what a triggered ability's effect reads (templates_triggered.effects, else the spell sentences
templates_sentences reads for a triggered ability). Not read: "you may pay ...", "If you don't",
X or Y with "you may" of its own, more than one target.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle import templates_triggered as triggered
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.templates_sentences import _effects as more_effects

Action = dict[str, Any]
Effects = tuple[list[Action], list[dict[str, Any]]]


def _first(words: str) -> Action | None:
    """X: "draw a card", "draw two cards", "sacrifice it", "sacrifice ~"."""
    found = triggered._clauses(words)
    if found is None:
        # "discard a card", "sacrifice a creature": the spell sentences a triggered ability
        # reads (templates_sentences).
        spelled = more_effects(words)
        found = None if spelled is None or spelled[1] else [(a, None) for a in spelled[0]]
    if found is None or len(found) != 1 or found[0][1] is not None:
        return None
    action = found[0][0]
    if action["do"] in ("discard", "sacrifice_chosen") and action.get("player") == "you" \
            and isinstance(action.get("amount", 1), int) and "per" not in action:
        return action
    if action["do"] == "draw" and action.get("player") == "you" and "per" not in action \
            and isinstance(action.get("amount"), int):
        return action
    if action["do"] == "sacrifice" and action.get("object") == "self":
        return action
    return None


def if_you_do_effects(words: str) -> Effects | None:
    """ "you may draw a card. If you do, discard a card": X made optional, Y's actions
    ``if_done``."""
    if words.startswith("you may pay {"):
        return _pay_then(words)
    match = re.fullmatch(r"you may (.+?)\. If you do, (.+)", words)
    if match is None or "you may" in match[2] or ". " in match[1]:
        return None
    first = _first(match[1])
    if first is None:
        return None
    rest = more_effects(match[2])
    if rest is None:
        return None
    actions, targets = rest
    if len(targets) > 1 or any(a.get(triggered._MAY) for a in actions):
        return None
    return ([{**first, triggered._MAY: True},
             *({**a, "if_done": True} for a in actions)], list(targets))


_PAY = "~pay"


def _pay_then(words: str) -> Effects | None:
    """ "you may pay {1}. If you do, you gain 1 life": answering yes is paying (mana costs are
    taken as paid, as everywhere in the engine), so Y is the optional ability's effect."""
    match = re.fullmatch(r"you may pay ((?:\{[0-9WUBRGC]\})+|(?:\{E\})+)\. If you do, (.+)",
                         words)
    if match is None or "you may" in match[2] or " pay " in match[2]:
        return None
    rest = more_effects(match[2])
    if rest is None:
        return None
    actions, targets = rest
    if len(targets) > 1 or any(a.get(triggered._MAY) for a in actions):
        return None
    return ([{**actions[0], triggered._MAY: True, _PAY: match[1]}, *actions[1:]],
            list(targets))


def _triggered(face: Face, ifdo_trigger: dict[str, Any], if_you_do_effects: Effects
               ) -> Ability | None:
    actions, targets = if_you_do_effects
    pay = actions[0].get(_PAY, "")
    built = triggered.build_triggered(face, ifdo_trigger, (actions, targets))
    if built is None or not pay:
        return built
    return {**built, "pay": pay}


READERS: dict[str, Callable[[str], Any]] = {
    "ifdo_trigger": triggered.trigger,
    "if_you_do_effects": if_you_do_effects,
}

TEMPLATES = (
    Template("triggered.if_you_do", "{ifdo_trigger}, {if_you_do_effects}.", _triggered,
             Kind.PERMANENT),
)
