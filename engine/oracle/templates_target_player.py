"""Objects a target player controls, on an instant or a sorcery (115.1, 109.4): "Put a +1/+1
counter on each creature target player controls.", "Tap all creatures target player
controls.", "~ deals 1 damage to each creature target opponent controls.", "Creatures target
player controls gain trample until end of turn.".

Each is the line the templates read with "you control" instead (one ``spell`` ability without
targets of its own), its filters' ``"controller": "you"`` made ``"controller": "target"`` and
its one target the player ("target player": any player; "target opponent": an opponent).
engine.turn.resolving matches such a filter against the ability's own legal target (an
action's ``objects``, 608.2c; a continuous effect's ``affects``, locked as it begins, 611.2c);
with its target illegal the spell doesn't resolve (608.2b).

Not read: a restriction ("Creatures target player controls can't block this turn": its filter
is matched as blocks are declared, engine.turn.combat, without the spell's target), a line
that says "you" or "your" anywhere else, "that player" after it, a filter
counted ("for each ... target player controls"), or more than one such phrase.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.oracle.lines import Line
from engine.oracle.patterns import Ability, Face

_PHRASE = re.compile(r" target (player|opponent) controls\b")
_WHO = {"player": "any", "opponent": "opponent"}
# Where a resolving spell's ability names the objects it acts on: its continuous effect's
# ``affects``, an action's ``objects``.
_FILTER_KEYS = ("affects", "objects")
# Not ``cant``: a restriction's filter is matched whenever blocks are declared
# (engine.turn.combat), where no target of the spell is known.
_ABILITY_KEYS = frozenset(("kind", "label", "affects", "modifications", "duration", "effect"))


def _retargeted(found: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """The filter with "controller": "you" made "target", and how many were."""
    if found.get("controller") == "you":
        return {**found, "controller": "target"}, 1
    return found, 0


def target_player_line(face: Face, line: Line,
                       read: Callable[[Line], tuple[Ability, ...] | None]) -> Ability | None:
    """The spell ability of a line naming objects "target player controls", or None. ``read``
    compiles a line as the compiler would (its abilities when claimed, else None)."""
    words = line.words
    found = _PHRASE.findall(words)
    if not face.is_spell or len(found) != 1 or re.search(r"\byou(r)?\b", words, re.I):
        return None
    if "that player" in words or "for each" in words.lower() or "Choose" in words:
        return None
    sentence = _PHRASE.sub(" you control", words)
    built = read(Line(text=sentence, label=sentence, words=sentence))
    if built is None or len(built) != 1:
        return None
    ability = dict(built[0])
    if ability.get("kind") != "spell" or "targets" in ability \
            or not set(ability) <= _ABILITY_KEYS:
        return None
    changed = 0
    if isinstance(ability.get("affects"), dict):
        ability["affects"], n = _retargeted(ability["affects"])
        changed += n
    effect = []
    for action in ability.get("effect", []):
        if "per" in action or action.get("player") not in (None, "you") or any(
                isinstance(v, dict) and v.get("controller") == "you"
                for k, v in action.items() if k not in _FILTER_KEYS):
            return None
        if isinstance(action.get("objects"), dict):
            retargeted, n = _retargeted(action["objects"])
            action = {**action, "objects": retargeted}
            changed += n
        effect.append(action)
    if changed != 1:
        return None
    if effect:
        ability["effect"] = effect
    ability.pop("label", None)
    return {**ability, "targets": [{"player": _WHO[found[0]]}]}
