""""Doesn't untap during its controller's next untap step" (502.3, 611.2a).

An instant's or sorcery's "Tap target creature. It doesn't untap during its controller's next
untap step." (Take into Custody, Rush of Ice) and "Tap up to two target creatures. Those
creatures don't untap during their controller's next untap step." (Permafrost Trap): the tap,
then, on the same targets (608.2c), a restriction ``cant: ["untap_during_untap_step"]`` with
``"duration": "next_untap_step"``. An activated ability's "{1}{G}, {T}: Target creature
doesn't untap during its controller's next untap step." (Elvish Hunter): the restriction on its
target. A triggered ability's "tap target creature an opponent controls. That creature doesn't
untap during its controller's next untap step." (Kor Hookmaster) and "target creature an
opponent controls doesn't untap during its controller's next untap step." (Fogwalker): the
``modify`` action with that ``cant`` and duration on its target.

The engine (engine/turn/turns.py) keeps each such permanent tapped in the first untap step of
the player controlling it then, and the effect no longer applies to it after that step,
whether it was tapped or not: an untapped creature isn't kept tapped in a later one (Frost
Titan's ruling, 2010-08-15). The pronoun must fit the target ("That creature" a creature,
"That land" a land, "Those creatures" an "up to" target).

Not read: "your next untap step" on the source (Mogg Hollows, Arbalest Elite: that player's
untap step, not the permanent's controller's), "that player's next untap step" (Misstep,
Sleep), groups ("Each attacking creature", "Lands you control"), "for as long as ~ remains
tapped" (Amber Prison), and a second target in the same spell (Chandra's Revolution).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle import templates_spells as spells
from engine.oracle.patterns import Ability, Face, Kind, Template
from engine.oracle.phrases import cost

Target = dict[str, Any]

UNTAP_CANT = ["untap_during_untap_step"]
NEXT_UNTAP_STEP = "next_untap_step"

# "It" / "That creature" / "That land" / "That permanent": the one target's pronoun, and the
# card type the target must have for it (None: any).
_PRONOUNS: dict[str, str | None] = {"it": None, "that creature": "Creature",
                                    "that land": "Land", "that permanent": None,
                                    "that artifact": "Artifact"}
_PLURALS = {"creatures": "Creature", "permanents": None, "lands": "Land"}
_COUNTS = {"two": 2, "three": 3}


def _object_target(words: str) -> Target | None:
    """ "target creature", "target creature an opponent controls", "target permanent": one
    object target (no player, no "any target")."""
    found = spells._target_of(words)
    if found is None or "player" in found or "combat" in found or not isinstance(
            found.get("object"), dict) or "any" in found["object"] or found.get("up_to"):
        return None
    return dict(found)


def _fits(target: Target, kind: str | None) -> bool:
    return kind is None or target["object"].get("types") == [kind]


def untap_target(words: str) -> Target | None:
    """ "target creature ..." (one) or "up to two target creatures" (an up_to target)."""
    match = re.fullmatch(r"up to (two|three) target (creatures|permanents|lands)", words)
    if match is not None:
        kind = _PLURALS[match[2]]
        return {"object": {"types": [kind]} if kind else {}, "up_to": _COUNTS[match[1]]}
    if not words.startswith("target "):
        return None
    return _object_target(words)


_NEXT = re.compile(r"(it|that creature|that land|that permanent|that artifact) doesn't untap "
                   r"during its controller's next untap step"
                   r"|(those creatures|those permanents|those lands) don't untap during "
                   r"their (?:controller's|controllers') next untap steps?")


def untap_pronoun(words: str) -> tuple[str, str | None] | None:
    """The second sentence's subject: ("one", type) or ("up_to", type), or None."""
    found = _NEXT.fullmatch(words[:1].lower() + words[1:])
    if found is None:
        return None
    if found[1]:
        return "one", _PRONOUNS[found[1]]
    return "up_to", _PLURALS[found[2].removeprefix("those ")]


def _restriction(**extra: Any) -> Ability:
    return {"cant": list(UNTAP_CANT), "duration": NEXT_UNTAP_STEP, **extra}


def _spell_tap_and_hold(face: Face, untap_target: Target,
                        untap_pronoun: tuple[str, str | None]) -> list[Ability] | None:
    """ "Tap target creature. It doesn't untap during its controller's next untap step.": the
    tap on the target, then the restriction on the same target (608.2c)."""
    number, kind = untap_pronoun
    if (number == "up_to") != bool(untap_target.get("up_to")) or not _fits(untap_target, kind):
        return None
    return [{"kind": "spell", "targets": [untap_target],
             "effect": [{"do": "tap", "object": "target"}]},
            {"kind": "spell", "same_targets": True, "affects": "targets", **_restriction()}]


def untap_subject(words: str) -> Target | None:
    """ "Target creature" (one object target) as a sentence's subject."""
    return _object_target("t" + words[1:]) if words.startswith("Target ") else None


def _activated_hold(face: Face, untap_cost: str, untap_subject: Target) -> Ability | None:
    """ "{1}{G}, {T}: Target creature doesn't untap during its controller's next untap
    step.": the restriction on its target (602.2b: chosen as it is activated)."""
    return {"kind": "activated", "cost": untap_cost, "targets": [untap_subject],
            "affects": "targets", **_restriction()}


Clause = tuple[dict[str, Any], Target | None]


def next_untap_clauses(words: str, it_is_self: str = "") -> list[Clause] | None:
    """A triggered ability's "tap target creature an opponent controls. That creature doesn't
    untap during its controller's next untap step" (the tap, then the restriction on the same
    target), "target creature an opponent controls doesn't untap during its controller's
    next untap step" (the restriction alone) or "it doesn't untap during its controller's next
    untap step" (on ~: Lead Golem's "Whenever ~ attacks"; ``it_is_self``, the builder's marker,
    has it check "it" is ~, 400.7)."""
    hold = {"do": "modify", "object": "target", **_restriction()}
    if it_is_self and words == "it doesn't untap during its controller's next untap step":
        return [({**hold, "object": "self", it_is_self: True}, None)]
    alone = re.fullmatch(r"(target .+?) doesn't untap during its controller's next untap step",
                         words)
    if alone is not None:
        target = _object_target(alone[1])
        return None if target is None else [(hold, target)]
    match = re.fullmatch(r"tap (target .+?)(?:\. | and )(.+)", words)
    if match is None:
        return None
    target = _object_target(match[1])
    subject = untap_pronoun(match[2])
    if target is None or subject is None or subject[0] != "one" or not _fits(target, subject[1]):
        return None
    return [({"do": "tap", "object": "target"}, target), (hold, None)]


READERS: dict[str, Callable[[str], Any]] = {
    "untap_target": untap_target,
    "untap_pronoun": untap_pronoun,
    "untap_subject": untap_subject,
    "untap_cost": cost,
}

TEMPLATES = (
    Template("untap.spell_tap_and_hold", "Tap {untap_target}. {untap_pronoun}.",
             _spell_tap_and_hold, Kind.SPELL),
    Template("untap.activated_hold",
             "{untap_cost}: {untap_subject} doesn't untap during its controller's next untap "
             "step.", _activated_hold, Kind.PERMANENT),
)
