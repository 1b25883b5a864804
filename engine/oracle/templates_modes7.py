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

"As ~ enters the battlefield, choose a creature type." (614.12a): a replacement whose ``choose``
the engine asks before the permanent enters (one creature type of 205.3m, kept as its
``chosen`` ``creature_type``); and, on a face with that line only (607.1: the words "the chosen
type" refer to that choice), "Creatures [you control] of the chosen type get +N/+N." and the
lines that give the chosen type in addition to the other types (Xenograft, Ashes of the
Fallen).

Not read: "Choose one or both", "choose two", "choose one that hasn't been chosen" (Demonic
Pact), "choose up to one" (Ravager Wurm), modal activated abilities ("{1}, {T}, Sacrifice ~:
Choose one —"), a trigger that is two events ("enters or dies": two abilities), and modes
with a "may", an "if" or a cost.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.oracle.lines import Line
from engine.oracle.patterns import Ability, Face
from engine.oracle.phrases import pt_change

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


# --- "As ~ enters, choose a creature type" (614.12a, 205.3m) ------------------------------

# The as-enters choice: the engine asks it before the permanent enters (its ``chosen``
# ``creature_type``), one creature type of 205.3m.
CHOOSE_CREATURE_TYPE = "As ~ enters, choose a creature type."
_CHOSEN_TYPE = {"chosen": "creature_type"}


def _chosen_pt(affects: dict[str, Any], words: str) -> Ability | None:
    found = pt_change(words)
    if found is None:
        return None
    return {"kind": "static", "affects": affects, "modifications": [
        {"op": "modify_pt", "power": found[0], "toughness": found[1]}]}


def _creatures_of_the_chosen_type(words: str) -> Ability | None:
    """ "Creatures [you control] of the chosen type get +1/+1." (613.4c), on the battlefield."""
    for subject, extra in (("Creatures of the chosen type get ", {}),
                           ("Creatures you control of the chosen type get ",
                            {"controller": "you"})):
        if words.startswith(subject) and words.endswith("."):
            return _chosen_pt({"types": ["Creature"], "subtypes": [_CHOSEN_TYPE], **extra},
                              words.removeprefix(subject).removesuffix("."))
    return None


# Lines that give the chosen type (613.1d, layer 4): the objects they add it to.
_ADDS_THE_TYPE: dict[str, dict[str, Any]] = {
    # Xenograft.
    "Each creature you control is the chosen type in addition to its other types.":
        {"types": ["Creature"], "controller": "you"},
    # Ashes of the Fallen: a card in your graveyard is a card you own (404.2).
    "Each creature card in your graveyard has the chosen creature type in addition to its "
    "other types.": {"types": ["Creature"], "zones": ["graveyard"], "owner": "you"},
}


def chosen_type_line(words: str) -> Ability | None:
    """A line that reads the creature type its permanent chose as it entered (607.1: linked to
    the "As ~ enters, choose a creature type." line of the same face, which the caller checks
    is there), or None."""
    found = _creatures_of_the_chosen_type(words)
    if found is not None:
        return found
    affects = _ADDS_THE_TYPE.get(words)
    if affects is None:
        return None
    return {"kind": "static", "affects": affects,
            "modifications": [{"op": "add_types", "subtypes": [_CHOSEN_TYPE]}]}
