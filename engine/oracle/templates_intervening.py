"""Round 5 of issue 27: triggered abilities with an intervening "if" about the permanents their
controller controls (603.4).

- "[Trigger], if you control a [noun], [effect]." and "[Trigger], if you control N or more
  [nouns], [effect]." (603.4: checked as the ability triggers and again as it resolves; if it
  is false either time, the ability doesn't trigger or is removed from the stack and does
  nothing): ``"if": {"you_control": filter}``, with ``"at_least": N`` for "N or more"
  (engine/abilities/triggers.py ``condition_holds``; engine/turn/stack.py checks it again).
  The trigger and the effect are what the other triggered templates read
  (templates_triggered.trigger, templates_more's effects, templates_triggered's builder).

The noun is a filter of types, subtypes, supertypes, colors and tokens
(templates_conditional's reader, "you" only). Not read: "if you control another [noun]" (the
condition is read without its source, so "another" can't exclude it), "if you control no
[nouns]", "an opponent controls", counts of cards in hands, graveyards or libraries, and
every other condition.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle import templates_triggered as triggered
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.templates_conditional import _controls
from engine.oracle.templates_more import _effects as more_effects

Action = dict[str, Any]
Effects = tuple[list[Action], list[dict[str, Any]]]


def _you_control(words: str) -> dict[str, Any] | None:
    """ "a blue or red permanent", "an artifact", "two or more Gates": the intervening "if"
    ``{"you_control": filter}`` (``"at_least": N`` for "N or more")."""
    found = _controls("you control " + words)
    if found is None:
        return None
    thing = dict(found["exists"])
    if thing.pop("controller") != "you" or thing.get("other"):
        return None
    condition: dict[str, Any] = {"you_control": thing}
    if "at_least" in found:
        condition["at_least"] = found["at_least"]
    return condition


def _intervening(face: Face, if_trigger: dict[str, Any], if_condition: dict[str, Any],
                 if_effects: Effects) -> Ability | None:
    built = triggered.build_triggered(face, if_trigger, if_effects)
    if built is None:
        return None
    # 603.4: the intervening "if" comes right after the trigger.
    return {"kind": "triggered", "trigger": built["trigger"], "if": if_condition,
            **{k: v for k, v in built.items() if k not in ("kind", "trigger")}}


READERS: dict[str, Callable[[str], Any]] = {
    "if_trigger": triggered.trigger,
    "if_condition": _you_control,
    "if_effects": more_effects,
}

TEMPLATES = (
    Template("triggered.if_you_control",
             "{if_trigger}, if you control {if_condition}, {if_effects}.", _intervening,
             Kind.PERMANENT),
)
