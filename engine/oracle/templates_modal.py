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

import re
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


# --- "up to N target ..." (601.2c) ---------------------------------------------------------------

_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_PLURALS = {"creatures": "creature", "lands": "land", "permanents": "permanent",
            "artifacts": "artifact", "enchantments": "enchantment"}
_UP_TO = re.compile(
    r"(?P<cost>[^:]+: )?(?:"
    r"(?P<verb>Tap|Untap|Destroy|Exile) up to (?P<n1>\w+) target (?P<noun1>[^.]+)"
    r"|Return up to (?P<n4>\w+) target (?P<noun4>[^.]+) to their owners' hands"
    r"|Put (?P<counters>an? [+-]\d+/[+-]\d+ counter|two [+-]\d+/[+-]\d+ counters) on each of up "
    r"to (?P<n2>\w+) target (?P<noun2>[^.]+)"
    r"|Up to (?P<n3>\w+) target (?P<noun3>[^.]+?) each (?P<rest>(?:get|gain) [^.]+ until end of "
    r"turn)"
    r"|Up to (?P<n5>\w+) target (?P<noun5>[^.]+?) can't (?P<cant>block|be blocked|attack|"
    r"attack or block) this turn)\.")


# "Return up to two target creature cards from your graveyard to your hand." (a card type's
# word, one or two: "artifact", "instant or sorcery" isn't one).
_UP_TO_GRAVEYARD = re.compile(
    r"(?P<cost>[^:]+: )?Return up to (?P<n>\w+) target (?P<noun>creature|artifact|enchantment"
    r"|land|instant|sorcery|planeswalker) cards from your graveyard to your hand\.")


def _singular(noun: str) -> str | None:
    """ "creatures without flying" -> "creature without flying"; "creatures your opponents
    control" -> "creature an opponent controls"; None for a phrase not known to be plural."""
    words = noun.split()
    for i, word in enumerate(words):
        if word in _PLURALS:
            words[i] = _PLURALS[word]
            break
    else:
        return None
    text = " ".join(words)
    if text.endswith(" your opponents control"):
        text = text.removesuffix(" your opponents control") + " an opponent controls"
    elif text.endswith(" control") and not text.endswith(" you control"):
        return None
    return text


def _third_person(rest: str) -> str:
    """ "get +2/+2 and gain trample until end of turn" -> "gets +2/+2 and gains trample ..."."""
    rest = re.sub(r"^(get|gain)\b", r"\1s", rest)
    return re.sub(r" and (get|gain)\b", r" and \1s", rest)


def up_to_sentence(words: str) -> tuple[str, int] | None:
    """The line with one target instead of "up to N target ..." ("Tap up to two target
    creatures." -> "Tap target creature.") and N, or None. A triggered ability's effect too
    ("When ~ enters, [you may] put a +1/+1 counter on each of up to two target creatures.")."""
    if words.startswith(("When ", "Whenever ", "At ")) and words.count(", ") == 1:
        trigger, effect = words.split(", ")
        may = "you may " if effect.startswith("you may ") else ""
        effect = effect.removeprefix(may)
        inner = up_to_sentence(effect[:1].upper() + effect[1:])
        if inner is None or ": " in inner[0]:
            return None
        return f"{trigger}, {may}{inner[0][:1].lower()}{inner[0][1:]}", inner[1]
    found = _UP_TO_GRAVEYARD.fullmatch(words)
    if found is not None:
        # 115.1, 404.2: cards in the caster's graveyard ("Return up to two target creature
        # cards from your graveyard to your hand."), each returned as the one-target line
        # returns its card.
        if found["n"] not in _NUMBERS:
            return None
        return (f"{found['cost'] or ''}Return target {found['noun']} card from your graveyard "
                f"to your hand.", _NUMBERS[found["n"]])
    found = _UP_TO.fullmatch(words)
    if found is None:
        return None
    cost = found["cost"] or ""
    n = found["n1"] or found["n2"] or found["n3"] or found["n4"] or found["n5"]
    singular = _singular(found["noun1"] or found["noun2"] or found["noun3"] or found["noun4"]
                         or found["noun5"])
    if n not in _NUMBERS or singular is None:
        return None
    if found["verb"]:
        sentence = f"{found['verb']} target {singular}."
    elif found["n4"]:
        sentence = f"Return target {singular} to its owner's hand."
    elif found["cant"]:
        # Lane cant8: a triggered ability's restriction on each (its modify action's cant).
        sentence = f"Target {singular} can't {found['cant']} this turn."
    elif found["counters"]:
        sentence = f"Put {found['counters']} on target {singular}."
    else:
        sentence = f"Target {singular} {_third_person(found['rest'])}."
    return cost + sentence, _NUMBERS[n]


_DIVIDED = re.compile(
    r"(?P<cost>[^:]+: )?~ deals (?P<n>\d+) damage divided as you choose among "
    r"(?P<among>one or two|one, two, or three|any number of) (?P<what>targets|target [^.]+)\.")
_AMONG = {"one or two": 2, "one, two, or three": 3}


def divided_sentence(words: str) -> tuple[str, int] | None:
    """601.2d: "~ deals 3 damage divided as you choose among one, two, or three targets." as
    the line with one target ("~ deals 3 damage to any target.") and how many targets at most
    (each gets at least 1: "any number of" is at most the damage), or None."""
    found = _DIVIDED.fullmatch(words)
    if found is None:
        return None
    amount = int(found["n"])
    most = min(_AMONG.get(found["among"], amount), amount)
    if found["what"] == "targets":
        one = "any target"
    else:
        singular = _singular(found["what"].removeprefix("target "))
        if singular is None:
            return None
        one = "target " + singular
    return f"{found['cost'] or ''}~ deals {amount} damage to {one}.", most


def up_to(face: Face, line: Line, read: Callable[[Line], tuple[Ability, ...] | None]
          ) -> Ability | None:
    """601.2c: "Tap up to two target creatures." read as the line with one target would be
    ("Tap target creature."), its target chosen none to N times: a spell's or an activated
    ability's whose only target it is, tapping, untapping or putting counters on each, or a
    continuous effect on them all "until end of turn" (engine.abilities.spells checks)."""
    found = up_to_sentence(line.words)
    divided = found is None
    if divided:
        found = divided_sentence(line.words)
    if found is None:
        return None
    sentence, most = found
    built = read(Line(text=sentence, label=sentence, words=sentence))
    if built is None or len(built) != 1:
        return None
    ability = dict(built[0])
    targets = ability.get("targets")
    if ability.get("kind") not in ("spell", "activated", "triggered") or not targets \
            or len(targets) != 1 \
            or not set(targets[0]) <= {"object", "player", "combat"}:
        return None
    if ability["kind"] != "triggered" and "can't" in sentence and "this turn" in sentence:
        # "Up to N target creatures can't block this turn" is read on a triggered ability only
        # (its modify action's restriction on each target, engine.turn.stack).
        return None
    if ability["kind"] == "triggered":
        if divided or any(a.get("do") not in ("tap", "untap", "put_counters", "destroy", "exile",
                                             "return_to_hand", "modify")
                          or a.get("object") != "target" for a in ability["effect"]):
            return None
    elif divided:
        effect = ability.get("effect", [])
        if len(effect) != 1 or effect[0].get("do") != "damage" or set(effect[0]) != {
                "do", "object", "amount"}:
            return None
        ability["effect"] = [{**effect[0], "divided": True}]
    elif "effect" in ability and any(
            a.get("do") not in ("tap", "untap", "put_counters", "destroy", "exile",
                                "return_to_hand") or a.get("object") != "target"
            for a in ability["effect"]):
        return None
    if "effect" not in ability and (ability.get("affects", "targets") != "targets"
                                    or ability.get("duration") != "end_of_turn"):
        return None
    ability.pop("label", None)
    ability["targets"] = [{**targets[0], "up_to": most}]
    return ability
