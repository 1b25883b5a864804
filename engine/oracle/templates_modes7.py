"""Modal triggered abilities (700.2, 603.3c): "[When/Whenever/At] [trigger event], choose one —"
and the modes after it, one bullet line each ("• Destroy target artifact.").

The header and its bullet lines are read together, as one ``triggered`` ability whose
``modes`` are its bullets: its controller chooses one as it is put on the stack (603.3c; a mode
whose target has no legal choice can't be chosen; with none left the ability is removed),
then that mode's targets (603.3d). Each mode is read exactly as the line "[trigger], [mode]"
would be by every triggered template (templates_triggered and its kin): the same trigger for
each, and nothing but targets and an effect ("you may", an intervening "if", "unless ...
pays" are per ability, not per mode). If any mode doesn't read so, the header and every bullet
stay unread: a mode left out would change which modes can be chosen.

Not read: "Choose one or both", "choose two", "choose one that hasn't been chosen" (Demonic
Pact), "choose up to one" (Ravager Wurm), modal activated abilities ("{1}, {T}, Sacrifice ~:
Choose one —"), a trigger that is two events ("enters or dies": two abilities), and modes
with a "may", an "if" or a cost.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.oracle.lines import Line
from engine.oracle.patterns import Ability, Face

# The header's words end so; what comes before is the trigger ("When ~ enters").
CHOOSE_ONE = ", choose one —"
BULLET = "• "
# What a mode may say beyond its trigger: its targets and its effect (and the label the
# compiler gives every line).
_MODE_KEYS = frozenset(("kind", "label", "trigger", "targets", "effect"))


def is_header(line: Line) -> bool:
    """Whether the line is a triggered ability's "[trigger], choose one —"."""
    return line.words.startswith(("When ", "Whenever ", "At ")) and line.words.endswith(
        CHOOSE_ONE) and line.words.count(",") == 1


def modal_triggered(face: Face, header: Line, bullets: tuple[Line, ...],
                    read: Callable[[Line], tuple[Ability, ...] | None]) -> Ability | None:
    """The modal triggered ability of a header line and its bullet lines, or None. ``read``
    compiles a line as the compiler would (its abilities when claimed, else None)."""
    if not face.is_permanent or len(bullets) < 2 or not is_header(header):
        return None
    if not all(b.words.startswith(BULLET) and b.label.startswith(BULLET) for b in bullets):
        return None
    words = [b.words.removeprefix(BULLET) for b in bullets]
    if len(set(words)) != len(words):
        return None
    trigger_words = header.words.removesuffix(CHOOSE_ONE)
    trigger = None
    modes: list[Ability] = []
    for bullet, mode in zip(bullets, words, strict=True):
        if not mode[:1].isupper() and not mode.startswith("~"):
            return None
        if not mode.endswith("."):
            # A bullet the corpus prints without its full stop (Retreat to Kazandu's "• Put a
            # +1/+1 counter on target creature"): the sentence is the same.
            mode += "."
        sentence = f"{trigger_words}, {mode[:1].lower() + mode[1:] if mode[0] != '~' else mode}"
        built = read(Line(text=sentence, label=sentence, words=sentence))
        if built is None or len(built) != 1:
            return None
        ability = built[0]
        if ability.get("kind") != "triggered" or not set(ability) <= _MODE_KEYS:
            return None
        if trigger is None:
            trigger = ability["trigger"]
        elif ability["trigger"] != trigger:
            return None
        modes.append({"mode": bullet.label.removeprefix(BULLET),
                      **({"targets": ability["targets"]} if ability.get("targets") else {}),
                      "effect": ability["effect"]})
    if trigger is None:
        return None
    return {"kind": "triggered", "label": header.label, "trigger": trigger, "modes": modes}
