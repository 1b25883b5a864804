"""Conditional static abilities (611.3a): "As long as [condition], [static ability]." and
"[Static ability] as long as [condition].", "During your turn, [static ability]."

The static ability is read by every template (``read``: the compiler reading those words), and
claimed only when it reads to one plain static ability (no characteristic-defining ability, no
zones of its own) or to "~ has [keywords]" (the keywords granted to ~ in layer 6, 613.1f); the
condition goes in the static ability's ``condition``, which the layer system reads each time it
applies the layers (engine/characteristics/layers.py). Only conditions the state answers
exactly are read: whose turn it is, ~ tapped or untapped, ~ enchanted or equipped, ~ attacking or
blocking (506.3), a counter on
~, its controller's life total (an opponent's: "N or less" only), and "you control a [noun]" /
"an opponent controls a [noun]" ("three or more [nouns]": at least that many).

"it" in a condition is ~ only when the ability's subject is ~ ("~ gets +0/+3 as long as it's
untapped"); with another subject ("Enchanted creature ... as long as it's untapped") the line
is left. A condition about objects ("you control a Forest") is read only for an effect in
layers 6 and 7 with a filter of types, subtypes, supertypes, colors and tokens, which the
layers have settled (1-5) by the time such an effect is first gathered. Threshold and other
graveyard counts are left: a scenario need not list every card in a graveyard.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.abilities.effects import OP_LAYER
from engine.concepts import Layer
from engine.oracle.nouns import an_object, objects
from engine.oracle.patterns import Ability
from engine.oracle.phrases import keyword_list, number

Condition = dict[str, Any]
Reader = Callable[[str], list[Ability] | None]

# The filter keys a condition about objects may use: characteristics layers 1-5 settle.
_SETTLED_KEYS = frozenset(("types", "subtypes", "supertypes", "colors", "not_types",
                           "not_subtypes", "not_supertypes", "not_colors", "token", "other"))
_LATE_LAYERS = frozenset((Layer.ABILITY, Layer.PT_CDA, Layer.PT_SET, Layer.PT_MODIFY,
                          Layer.PT_SWITCH))
_LIFE = re.compile(r"(you|an opponent) (?:have|has) (\w+) or (less|more) life")
_COUNTER = re.compile(r"(?:~|it) has an? ([+-]\d+/[+-]\d+|[a-z]+) counter on it")


def _self_condition(words: str, subject_is_self: bool) -> Condition | None:
    """ "~ is tapped", "it's untapped", "~ is enchanted", "it has a +1/+1 counter on it": a
    condition of ~ itself ("it" only when the ability's subject is ~)."""
    counter = _COUNTER.fullmatch(words)
    if counter is not None:
        if words.startswith("it ") and not subject_is_self:
            return None
        return {"counter": counter[1]}
    for subject in ("~ is ", "it's ", "it is "):
        if not words.startswith(subject):
            continue
        if subject != "~ is " and not subject_is_self:
            return None
        state = words.removeprefix(subject)
        if state in ("tapped", "untapped"):
            return {"tapped": state == "tapped"}
        if state in ("enchanted", "equipped"):
            return {state: True}
        if state in ("attacking", "blocking"):
            # 506.3, 506.4: an attacking / blocking creature, until combat ends or it is
            # removed from combat.
            return {"in_combat": state}
    return None


def _controls(words: str) -> Condition | None:
    """ "you control a Forest", "an opponent controls an Island", "you control another
    Vampire": at least one such permanent (the filter's controller); "you control three or more
    artifacts": at least that many."""
    for prefix, controller in (("you control ", "you"), ("an opponent controls ", "opponent")):
        if not words.startswith(prefix):
            continue
        noun = words.removeprefix(prefix)
        at_least: dict[str, int] = {}
        count, _, rest = noun.partition(" or more ")
        amount = number(count) if rest else None
        if amount is not None and amount >= 2 and count not in ("a", "an"):
            # "three or more artifacts" (metalcraft).
            found = objects(rest)
            at_least = {"at_least": amount}
        else:
            found = an_object(noun)
        if found is None or set(found) & {"controller", "zones"} or not (
                set(found) <= _SETTLED_KEYS):
            return None
        return {"exists": {**found, "controller": controller}, **at_least}
    return None


def condition(words: str, subject_is_self: bool) -> Condition | None:
    """The words after "as long as" as a static ability's ``condition``, or None."""
    if words == "it's your turn":
        return {"your_turn": True}
    if words == "it's not your turn":
        return {"your_turn": False}
    if words == "you have the city's blessing":
        # 702.131c: a designation of the source's controller.
        return {"city_blessing": True}
    life = _LIFE.fullmatch(words)
    if life is not None:
        amount = number(life[2])
        if amount is None or life[2] in ("a", "an") or (
                (life[1] == "you") != words.startswith("you have ")):
            return None
        if life[1] == "an opponent":
            # 102.3: an opponent of the source's controller; "or more" isn't read.
            return {"opponent_life_at_most": amount} if life[3] == "less" else None
        return {"life_at_most" if life[3] == "less" else "life_at_least": amount}
    return _self_condition(words, subject_is_self) or _controls(words)


def _static_of(rest: str, read: Reader) -> Ability | None:
    """The static ability ``rest`` (a sentence) reads to, or None: one plain static ability,
    or "~ has [keywords]" as ~'s keywords granted in layer 6."""
    if rest.startswith("~ has "):
        names = keyword_list(rest.removeprefix("~ has ").removesuffix("."))
        if names is not None:
            return {"kind": "static", "affects": "self",
                    "modifications": [{"op": "add_abilities", "abilities": names}]}
    inner = read(rest)
    if not inner or len(inner) != 1:
        return None
    ability = inner[0]
    if ability.get("kind") != "static" or set(ability) - {"kind", "label", "affects",
                                                          "modifications"}:
        return None
    return {k: v for k, v in ability.items() if k != "label"}


def _split(words: str) -> tuple[str, str] | None:
    """(the static ability's sentence, the condition's words), or None."""
    if words.startswith("As long as ") and ", " in words:
        cond, _, rest = words.removeprefix("As long as ").partition(", ")
        if not rest:
            return None
        rest = rest[0].upper() + rest[1:]
        return rest, cond
    if words.startswith("During your turn, "):
        rest = words.removeprefix("During your turn, ")
        return rest[0].upper() + rest[1:], "it's your turn"
    if words.endswith(" during your turn."):
        return words.removesuffix(" during your turn.") + ".", "it's your turn"
    head, found, cond = words.rpartition(" as long as ")
    if found and cond.endswith(".") and head:
        return head + ".", cond.removesuffix(".")
    return None


def conditional_static(words: str, read: Reader) -> list[Ability] | None:
    """611.3a: a static ability with a condition, or None (see the module docstring)."""
    split = _split(words)
    if split is None:
        return None
    rest, cond_words = split
    if cond_words.startswith("~ ") and rest.startswith("It "):
        # "As long as ~ is enchanted, it gets +1/+1": "it" is ~.
        rest = "~ " + rest.removeprefix("It ")
    ability = _static_of(rest, read)
    if ability is None:
        return None
    found = condition(cond_words, ability["affects"] == "self")
    if found is None:
        return None
    if "exists" in found and any(OP_LAYER[m["op"]] not in _LATE_LAYERS
                                 for m in ability["modifications"]):
        return None
    return [{**ability, "condition": found}]
