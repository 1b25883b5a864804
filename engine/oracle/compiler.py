"""Compiling a card face's Oracle text, line by line, into the engine's ability language.

Each paragraph is one line: a paragraph of a card's text is one ability, or a line of keywords
(113.2c). A line is claimed only when one template consumes the whole of it (reminder text and
ability words aside, 207.2a, 207.2c) and the abilities it builds are valid for the engine
(engine.abilities.registry.parse_ability, the same check a card file gets); otherwise the line is
left, whole, for ``not_modelled``. A wrong ability is worse than none, so templates are exact
or absent, and the first template that matches a line decides it.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from engine.abilities.costs import loyalty_change
from engine.abilities.registry import parse_ability
from engine.errors import ScenarioError
from engine.oracle import (
    keywords,
    templates_activated_cant,
    templates_attached,
    templates_bridge,
    templates_casting,
    templates_chosen,
    templates_combat,
    templates_combat_group,
    templates_conditional,
    templates_control_mana_tokens,
    templates_cost_change,
    templates_discard,
    templates_draw_step,
    templates_enters,
    templates_event_object,
    templates_facedown,
    templates_flip,
    templates_granted,
    templates_hand_size,
    templates_ifdo,
    templates_intervening,
    templates_kicker,
    templates_levels_outlast_crew,
    templates_linked,
    templates_mana,
    templates_modal,
    templates_monstrosity,
    templates_player,
    templates_power_block,
    templates_replacement,
    templates_resolved,
    templates_restrictions,
    templates_return_or_sacrifice,
    templates_rules,
    templates_sentences,
    templates_spell_target,
    templates_spell_then,
    templates_spells,
    templates_static,
    templates_target_player,
    templates_transform_trigger,
    templates_triggered,
    templates_unless,
    templates_untap,
    templates_until_end_of_turn,
    templates_xcounters,
    templates_zone,
)
from engine.oracle.lines import Line, paragraphs, read_line, short_name, without_ability_word
from engine.oracle.patterns import Ability, Face, Template, as_list, match


class OracleError(ValueError):
    """A face that isn't a card face: not a mapping, or a name or text that isn't a string."""


# Every ability kind but keywords and mana abilities carries its words as its label.
_LABELLED = frozenset(("static", "spell", "activated", "replacement", "prevention", "cant",
                       "triggered", "block_additional", "requirement", "additional_cost",
                       "cast_timing", "buyback", "kicker", "cycling",
                       "flashback", "jump_start", "retrace", "unearth", "scavenge", "rebound",
                       "madness", "dredge",
                       "cost_change", "morph", "player_keyword", "skip", "rule", "hand_size"))


@dataclass(frozen=True, slots=True)
class CompiledLine:
    """One paragraph: its text, its label (without reminder text), the abilities it compiled
    to and the template that claimed it ("" when none did). ``problem`` says why a template's
    output was refused by the engine's own check (a compiler bug, never expected)."""

    text: str
    label: str
    abilities: tuple[Ability, ...]
    template: str = ""
    problem: str = ""

    @property
    def claimed(self) -> bool:
        """Whether a template consumed the whole line."""
        return bool(self.template)


@dataclass(frozen=True, slots=True)
class Compiled:
    """A face's abilities in the card-file format, the lines not expressed exactly, and the
    provenance of each line (``lines``, in Oracle order)."""

    abilities: tuple[Ability, ...]
    not_modelled: tuple[str, ...]
    lines: tuple[CompiledLine, ...] = ()

    @property
    def is_modelled(self) -> bool:
        """True when every line was compiled."""
        return not self.not_modelled

    def card_abilities(self) -> tuple[Ability, ...]:
        """Every line in Oracle order, as a card file's ``abilities`` list: the compiled
        abilities, and each line left as a ``"text"`` ability (its words without reminder
        text), which the engine lists in a run's ``not_modelled`` — as the hand-written cards
        carry what they don't script."""
        found: list[Ability] = []
        for line in self.lines:
            if line.claimed:
                found.extend(line.abilities)
            elif line.label:
                found.append({"kind": "text", "text": line.label})
        return tuple(found)


def _readers(modules: Iterable[Mapping[str, Callable[[str], Any]]]
             ) -> dict[str, Callable[[str], Any]]:
    merged: dict[str, Callable[[str], Any]] = {}
    for readers in modules:
        for name, reader in readers.items():
            if merged.get(name, reader) is not reader:
                raise AssertionError(f"two slot readers are named {name!r}")
            merged[name] = reader
    return merged


# Each module's templates read with its own slot readers.
_GROUPS: tuple[tuple[tuple[Template, ...], dict[str, Callable[[str], Any]]], ...] = (
    (templates_replacement.TEMPLATES, templates_replacement.READERS),
    (templates_static.TEMPLATES, templates_static.READERS),
    (templates_triggered.TEMPLATES, templates_triggered.READERS),
    (templates_spells.TEMPLATES, templates_spells.READERS),
    (templates_resolved.TEMPLATES, templates_resolved.READERS),
    (templates_combat.TEMPLATES, templates_combat.READERS),
    (templates_rules.TEMPLATES, templates_rules.READERS),
    (templates_sentences.TEMPLATES, templates_sentences.READERS),
    (templates_restrictions.TEMPLATES, templates_restrictions.READERS),
    (templates_casting.TEMPLATES, templates_casting.READERS),
    (templates_kicker.TEMPLATES, templates_kicker.READERS),
    (templates_levels_outlast_crew.TEMPLATES, templates_levels_outlast_crew.READERS),
    (templates_ifdo.TEMPLATES, templates_ifdo.READERS),
    (templates_bridge.TEMPLATES, templates_bridge.READERS),
    (templates_until_end_of_turn.TEMPLATES, templates_until_end_of_turn.READERS),
    (templates_unless.TEMPLATES, templates_unless.READERS),
    (templates_mana.TEMPLATES, templates_mana.READERS),
    (templates_intervening.TEMPLATES, templates_intervening.READERS),
    (templates_spell_then.TEMPLATES, templates_spell_then.READERS),
    (templates_return_or_sacrifice.TEMPLATES, templates_return_or_sacrifice.READERS),
    (templates_zone.TEMPLATES, templates_zone.READERS),
    (templates_cost_change.TEMPLATES, templates_cost_change.READERS),
    (templates_control_mana_tokens.TEMPLATES, templates_control_mana_tokens.READERS),
    (templates_spell_target.TEMPLATES, templates_spell_target.READERS),
    (templates_activated_cant.TEMPLATES, templates_activated_cant.READERS),
    (templates_discard.TEMPLATES, templates_discard.READERS),
    (templates_facedown.TEMPLATES, templates_facedown.READERS),
    (templates_player.TEMPLATES, templates_player.READERS),
    (templates_enters.TEMPLATES, templates_enters.READERS),
    (templates_flip.TEMPLATES, templates_flip.READERS),
    (templates_transform_trigger.TEMPLATES, templates_transform_trigger.READERS),
    (templates_linked.TEMPLATES, templates_linked.READERS),
    (templates_xcounters.TEMPLATES, templates_xcounters.READERS),
    (templates_monstrosity.TEMPLATES, templates_monstrosity.READERS),
    (templates_power_block.TEMPLATES, templates_power_block.READERS),
    (templates_untap.TEMPLATES, templates_untap.READERS),
    (templates_draw_step.TEMPLATES, templates_draw_step.READERS),
    (templates_hand_size.TEMPLATES, templates_hand_size.READERS),
)


def template_names() -> tuple[str, ...]:
    """The name of every template, in the order they are tried (keyword lines first)."""
    names = ["keywords", "reminder_text"]
    for templates, _ in _GROUPS:
        names.extend(t.name for t in templates if t.name not in names)
    names.extend(t.name for t in templates_control_mana_tokens.QUOTED)
    return tuple(names)


def _strings(face: Mapping[str, Any], name: str) -> tuple[str, ...]:
    value = face.get(name) or ()
    if isinstance(value, str) or not all(isinstance(v, str) for v in value):
        raise OracleError(f"{name}: expected a list of strings")
    return tuple(value)


def face_of(face: Mapping[str, Any]) -> tuple[Face, str]:
    """The face as templates see it, and its Oracle text; raises OracleError for a face that
    isn't one."""
    if not isinstance(face, Mapping):
        raise OracleError("expected a card face (a mapping)")
    name, text = face.get("name", ""), face.get("text") or ""
    if not isinstance(name, str) or not isinstance(text, str):
        raise OracleError("name and text: expected strings")
    return Face(name=name, types=_strings(face, "types"), subtypes=_strings(face, "subtypes"),
                supertypes=_strings(face, "supertypes"), power=face.get("power"),
                toughness=face.get("toughness")), text


def _labelled(ability: Ability, line: Line) -> Ability:
    kind = ability["kind"]
    if "cost" in ability and ": " in line.label:
        # 602.1: the cost is the words before the colon, as printed (the card's own name, not
        # the ~ templates read). (A keyword that is an activated ability, "Level up {1}{R}",
        # has no colon: its template gives the cost.)
        ability = {**ability, "cost": without_ability_word(line.label).split(": ", 1)[0]}
    if kind in _LABELLED and "label" not in ability:
        return {"kind": kind, "label": line.label, **{k: v for k, v in ability.items()
                                                      if k != "kind"}}
    if kind == "mana":
        default = "{T}: Add " + " or ".join("{" + c + "}" for c in ability["produces"]) + "."
        if line.label != default:
            return {**ability, "label": line.label}
    return ability


def _checked(abilities: list[Ability]) -> str:
    """The engine's own complaint about an ability, or ""."""
    for ability in abilities:
        problem = _problem(json.dumps(ability, sort_keys=True))
        if problem:
            return problem
    return ""


@lru_cache(maxsize=4096)
def _problem(ability_json: str) -> str:
    """What engine.abilities.registry.parse_ability says of an ability (by its JSON: keyword
    abilities repeat from card to card)."""
    try:
        parse_ability(json.loads(ability_json), "ability")
    except ScenarioError as error:
        return str(error)
    return ""


def compile_line(line: Line, face: Face) -> CompiledLine:
    """One line: the first template that consumes it whole, or none."""
    if not line.label:
        # 207.2a: a line of reminder text only (a basic land's "({T}: Add {G}.)") says nothing
        # the rules don't already say.
        return CompiledLine(line.text, line.label, (), "reminder_text")
    if '"' in line.words:
        # A quoted ability is granted (113.1a), and "this creature" inside it is the object
        # that gets it, not this card: no template reads quotes; a static ability granting
        # them reads them as a line of that object (templates_granted).
        return _granted(line, face) or _quoted_token(line, face) or CompiledLine(
            line.text, line.label, ())
    found = keywords.keyword_line(line.words, face)
    if found is not None:
        return _claimed(line, "keywords", found)
    exact, templates = _templates_for(face.is_permanent, face.is_spell)
    sentence = exact.get(line.words)
    if sentence is not None:
        built = as_list(sentence.build(face))
        if built:
            return _claimed(line, sentence.name, built)
    for template, readers in templates:
        try:
            values = match(template, line.words, readers)
            built = None if values is None else as_list(template.build(face, **values))
        except Exception as error:
            # A template's bug must not stop an import: never expected (the tests assert no
            # line has a problem), and the line is left whole.
            return CompiledLine(line.text, line.label, (), "",
                                f"{template.name}: {type(error).__name__}: {error}")
        if built:
            return _claimed(line, template.name, built)
    return (_restricted(line, face) or _conditional(line, face) or _target_player(line, face)
            or _attached(line, face) or _combat_group(line, face)
            or CompiledLine(line.text, line.label, ()))


def _combat_group(line: Line, face: Face) -> CompiledLine | None:
    """506.3: "Attacking creatures you control get +1/+0." — the static ability the line
    without "Attacking" reads to, on those creatures while they attack
    (templates_combat_group), or None."""
    if not face.is_permanent or not line.words.startswith(("Attacking creatures ",
                                                            "Blocking creatures ")):
        return None

    def read(words: str) -> list[Ability] | None:
        inner = compile_line(Line(words, words, words), face)
        return list(inner.abilities) if inner.claimed else None

    built = templates_combat_group.combat_group_static(line.words, read)
    return _claimed(line, "combat_group.static", built) if built else None


def _attached(line: Line, face: Face) -> CompiledLine | None:
    """303.4, 301.5: an Aura's or Equipment's "{R}: Enchanted creature gets +1/+0 until end of
    turn.", its ability read by every template as the same one of ~ would be
    (templates_attached), or None."""
    if not face.is_permanent or not line.words.endswith(" until end of turn."):
        return None

    def read(words: str) -> list[Ability] | None:
        inner = compile_line(Line(words, words, words), face)
        return list(inner.abilities) if inner.claimed else None

    built = templates_attached.attached_activated(line.words, face, read)
    return _claimed(line, "attached.activated", built) if built else None


def _target_player(line: Line, face: Face) -> CompiledLine | None:
    """115.1: "Tap all creatures target player controls." and its kin
    (templates_target_player), read as the line with "you control" would be."""
    if not face.is_spell or " target " not in line.words:
        return None

    def one(sentence: Line) -> tuple[Ability, ...] | None:
        compiled = compile_line(sentence, face)
        return compiled.abilities if compiled.claimed else None

    found = templates_target_player.target_player_line(face, line, one)
    if found is None:
        return None
    claimed = _claimed(line, "target_player.controls", [found])
    return claimed if claimed.claimed else None


def _granted(line: Line, face: Face) -> CompiledLine | None:
    """113.1a, 613.1f: 'Enchanted creature has "{T}: ..."', the quoted ability read by every
    template as a line of the object that gets it (templates_granted), or None."""
    if not face.is_permanent:
        return None

    def read(words: str, grantee: Face) -> list[Ability] | None:
        inner = compile_line(read_line(words, ""), grantee)
        return list(inner.abilities) if inner.claimed else None

    names = (face.name, short_name(face.name, face.supertypes))
    built = templates_granted.granted_static(line.words, line.label, names, read)
    return _claimed(line, "granted.static", built) if built else None


def _quoted_token(line: Line, face: Face) -> CompiledLine | None:
    """111.1: a token created with a quoted mana ability (a Treasure, an Eldrazi Scion), read
    whole by the templates that know those words (templates_control_mana_tokens.QUOTED), or None."""
    if not face.is_permanent or not templates_control_mana_tokens.quotes_the_token(line.label):
        return None
    for template in templates_control_mana_tokens.QUOTED:
        values = match(template, line.words, templates_control_mana_tokens.READERS)
        built = None if values is None else as_list(template.build(face, **values))
        if built:
            return _claimed(line, template.name, built)
    return None


def _restricted(line: Line, face: Face) -> CompiledLine | None:
    """602.5b: an activated ability followed by "Activate only once each turn." (or "only
    during your turn."), its ability read by every template
    (templates_restrictions.restricted_activation), or None."""
    if not line.words.endswith(templates_restrictions.ACTIVATION_RESTRICTIONS):
        return None

    def read(words: str) -> list[Ability] | None:
        inner = compile_line(Line(words, words, words), face)
        return list(inner.abilities) if inner.claimed else None

    built = templates_restrictions.restricted_activation(line.words, read)
    return _claimed(line, "restrictions.activation", built) if built else None


def _conditional(line: Line, face: Face) -> CompiledLine | None:
    """611.3a: a static ability with a condition ("As long as ...", "during your turn"), its
    ability read by every template (templates_conditional.conditional_static), or None."""
    if not face.is_permanent or not (" as long as " in line.words
                                     or line.words.startswith("As long as ")
                                     or "during your turn" in line.words
                                     or line.words.startswith("During your turn, ")):
        return None

    def read(words: str) -> list[Ability] | None:
        inner = compile_line(Line(words, words, words), face)
        return list(inner.abilities) if inner.claimed else None

    built = templates_conditional.conditional_static(line.words, read)
    return _claimed(line, "conditional.static", built) if built else None


@lru_cache(maxsize=4)
def _templates_for(permanent: bool, spell: bool) -> tuple[
        dict[str, Template], tuple[tuple[Template, dict[str, Callable[[str], Any]]], ...]]:
    """The templates that may read a face of this kind: those without slots by their sentence
    (they come first in every group's order), then the others in order, with their readers."""
    probe = Face(name="", types=("Creature",) if permanent else ("Instant",) if spell else ())
    exact: dict[str, Template] = {}
    rest: list[tuple[Template, dict[str, Callable[[str], Any]]]] = []
    for templates, readers in _GROUPS:
        for template in templates:
            if not probe.fits(template.kind):
                continue
            if all(kind == "text" for kind, _, _ in template.pieces) and not rest:
                exact.setdefault(template.pattern, template)
            else:
                rest.append((template, readers))
    return exact, tuple(rest)


def _claimed(line: Line, template: str, built: list[Ability]) -> CompiledLine:
    if not templates_event_object.only_where_meant(built):
        # A triggered ability's words in another kind of ability (templates_event_object).
        return CompiledLine(line.text, line.label, ())
    abilities = [_labelled(a, line) for a in built]
    if any(loyalty_change(str(a.get("cost", ""))) is not None
           and a["kind"] not in ("activated", "prevention") for a in abilities):
        # 605.1a: a loyalty ability (606) is never a mana ability; the engine activates a
        # loyalty cost only in an activated ability (engine.turn.casting).
        return CompiledLine(line.text, line.label, ())
    problem = _checked(abilities)
    if problem:
        return CompiledLine(line.text, line.label, (), "", problem)
    return CompiledLine(line.text, line.label, tuple(abilities), template)


def _modal(lines: tuple[CompiledLine, ...], read: tuple[Line, ...], face: Face
           ) -> tuple[CompiledLine, ...]:
    """700.2: a modal spell's "Choose one —" line and its modes, read together when every mode
    reads (templates_sentences.modal_spell); the lines no other template claimed."""
    start = next((i for i, line in enumerate(read) if line.words.startswith("Choose ")), None)
    if start is None or not face.is_spell or any(line.claimed for line in lines[start:]):
        return lines
    # A bullet the corpus prints without its space (Cleansing Nova's "•Destroy all artifacts
    # and enchantments.") is the same mode.
    def alone(words: str) -> tuple[Ability, ...] | None:
        # A mode's words as a line of the face (templates_sentences.mode_line), its label the
        # words themselves (the mode's own label is the bullet line's).
        compiled = compile_line(Line(text=words, label=words, words=words), face)
        return compiled.abilities if compiled.claimed else None

    found = templates_sentences.modal_spell(face, tuple(
        "• " + line.words[1:] if line.words.startswith("•") and not line.words.startswith("• ")
        else line.words for line in read[start:]), alone)
    if found is None:
        return lines
    modal = []
    for line, built in zip(read[start:], found, strict=True):
        if not built:
            modal.append(CompiledLine(line.text, line.label, (), "sentences.modes"))
            continue
        claimed = _claimed(line, "sentences.modes", list(built))
        if not claimed.claimed:
            return lines
        modal.append(claimed)
    return (*lines[:start], *modal)


def _modal_triggered(lines: tuple[CompiledLine, ...], read: tuple[Line, ...], face: Face
                     ) -> tuple[CompiledLine, ...]:
    """700.2, 603.3c: a modal triggered ability's "[trigger], choose one —" line and the bullet
    lines after it, read together as one ability (templates_modal) when every mode reads and
    none of them was claimed on its own."""
    if not face.is_permanent:
        return lines
    out = list(lines)
    for start, header in enumerate(read):
        if not templates_modal.is_header(header) or out[start].claimed:
            continue
        end = start + 1
        while end < len(read) and read[end].words.startswith(templates_modal.BULLET):
            end += 1
        if any(line.claimed for line in out[start + 1:end]):
            continue

        def one(line: Line) -> tuple[Ability, ...] | None:
            compiled = compile_line(line, face)
            return compiled.abilities if compiled.claimed else None

        found = templates_modal.modal_triggered(face, header, read[start + 1:end], one)
        if found is None:
            continue
        claimed = _claimed(header, "modal.triggered", [found])
        if not claimed.claimed:
            continue
        out[start] = claimed
        for i in range(start + 1, end):
            out[i] = CompiledLine(read[i].text, read[i].label, (), "modal.triggered")
    return tuple(out)


def _chosen_type(lines: tuple[CompiledLine, ...], read: tuple[Line, ...], face: Face
                 ) -> tuple[CompiledLine, ...]:
    """614.12a, 607.1: "As ~ enters, choose a creature type." (the engine asks it as the
    permanent enters) and, on the same face only, the lines that read "the chosen type"
    (templates_modal); other faces' "chosen type" is a card type or a land type."""
    if not face.is_permanent:
        return lines
    at = [i for i, line in enumerate(read)
          if line.words == templates_modal.CHOOSE_CREATURE_TYPE and not lines[i].claimed]
    if len(at) != 1:
        return lines
    choice = _claimed(read[at[0]], "modal.creature_type", [replacement_choice()])
    if not choice.claimed:
        return lines
    out = list(lines)
    out[at[0]] = choice
    for i, line in enumerate(read):
        if out[i].claimed:
            continue
        found = templates_modal.chosen_type_line(line.words)
        if found is not None:
            claimed = _claimed(line, "modal.creature_type", [found])
            if claimed.claimed:
                out[i] = claimed
    return tuple(out)


def _up_to(lines: tuple[CompiledLine, ...], read: tuple[Line, ...], face: Face
           ) -> tuple[CompiledLine, ...]:
    """601.2c: "Tap up to two target creatures." and its kin (templates_modal.up_to), on the
    lines no template claimed."""
    out = list(lines)

    def one(line: Line) -> tuple[Ability, ...] | None:
        compiled = compile_line(line, face)
        return compiled.abilities if compiled.claimed else None

    for i, line in enumerate(read):
        if out[i].claimed or not (" up to " in f" {line.words.lower()}"
                                  or " divided as you choose " in line.words):
            continue
        found = templates_modal.up_to(face, line, one)
        if found is not None:
            claimed = _claimed(line, "modal.up_to", [found])
            if claimed.claimed:
                out[i] = claimed
    return tuple(out)


def _chosen_values(lines: tuple[CompiledLine, ...], read: tuple[Line, ...], face: Face
                   ) -> tuple[CompiledLine, ...]:
    """614.12a, 607.1: "As ~ enters, choose a nonland card name." (templates_chosen) and, on
    the same face only, the lines that read "the chosen name" or "the chosen color" of its own
    choice (each choice made once: a face choosing the same thing twice is left alone); and
    608.2d's "protection from the color of your choice until end of turn" of a spell or an
    activated or triggered ability (templates_chosen.of_your_choice)."""
    out = list(lines)
    for i, line in enumerate(read):
        found = None if not face.is_permanent else templates_chosen.choice_line(line.words)
        if not out[i].claimed and found is not None:
            claimed = _claimed(line, "chosen.choice", [found])
            if claimed.claimed:
                out[i] = claimed
    made = [ability["instead"]["choose"] for line in out for ability in line.abilities
            if ability.get("kind") == "replacement"
            and isinstance(ability.get("instead"), dict) and "choose" in ability["instead"]]
    once = frozenset(key for key in made if made.count(key) == 1)
    for i, line in enumerate(read):
        words = None if out[i].claimed or "color" in made else templates_chosen.of_your_choice(
            line.words)
        becomes = None if out[i].claimed or "color" in made or not face.is_permanent \
            else templates_chosen.becomes_color_of_your_choice(line.words)
        if becomes is not None:
            claimed = _claimed(line, "chosen.resolving", [becomes])
            if claimed.claimed:
                out[i] = claimed
                words = None
        if words is not None:
            # 608.2d: the color chosen as it resolves, "the chosen color" of its own effect.
            compiled = compile_line(Line(text=line.text, label=line.label, words=words), face)
            if compiled.claimed and _grants_chosen_protection(compiled.abilities):
                out[i] = CompiledLine(line.text, line.label, compiled.abilities,
                                      "chosen.resolving")
        reading = None if out[i].claimed or not face.is_permanent \
            else templates_chosen.chosen_line(line.words, once, face.subtypes)
        if reading is not None:
            claimed = _claimed(line, "chosen.reader", [reading])
            if claimed.claimed:
                out[i] = claimed
    return tuple(out)


def _grants_chosen_protection(abilities: tuple[Ability, ...]) -> bool:
    """One ability granting "Protection from the chosen color" until end of turn, as a spell's,
    an activated or a triggered ability's effect."""
    if len(abilities) != 1:
        return False
    ability = abilities[0]
    effects = [ability, *(a for a in ability.get("effect", []) if isinstance(a, dict))]
    return any(m.get("op") == "add_abilities"
               and m.get("abilities") == ["Protection from the chosen color"]
               for e in effects for m in e.get("modifications", []))


def replacement_choice() -> Ability:
    """614.12a: the creature type chosen as it enters."""
    return {"kind": "replacement", "event": {"type": "enter", "object": "self"},
            "instead": {"choose": "creature_type"}}


def _level_boxes(lines: tuple[CompiledLine, ...], face: Face) -> tuple[CompiledLine, ...]:
    """711.2: a leveler's striations, from its first level symbol on (the striations end the
    text; 711.4: the level up line before them is read normally), read as parts of each level
    symbol's static ability, which applies only with that many level counters
    (templates_levels_outlast_crew): each line read or left on its own. A level symbol is read
    only on a creature (a leveler is a creature card) and followed by its P/T box; the lines of one
    that isn't stay unread."""
    start = next((i for i, line in enumerate(lines)
                  if templates_levels_outlast_crew.LEVEL_SYMBOL.fullmatch(line.label)), None)
    if start is None:
        return lines
    found = list(lines[:start])
    symbol, condition = "", None
    rest = lines[start:]
    for index, line in enumerate(rest):
        unread = CompiledLine(line.text, line.label, ())
        if templates_levels_outlast_crew.LEVEL_SYMBOL.fullmatch(line.label):
            level = templates_levels_outlast_crew.level_condition(line.label)
            following = rest[index + 1].label if index + 1 < len(rest) else ""
            if (level is None or "Creature" not in face.types
                    or templates_levels_outlast_crew.pt_box(following, line.label, level) is None):
                symbol, condition = "", None
                found.append(unread)
                continue
            symbol, condition = line.label, level
            found.append(CompiledLine(line.text, line.label, (),
                                      "levels_outlast_crew.level_symbol"))
            continue
        if condition is None:
            found.append(unread)
            continue
        box = templates_levels_outlast_crew.pt_box(line.label, symbol, condition)
        if box is not None:
            found.append(_claimed(Line(line.text, line.label, line.label),
                                  "levels_outlast_crew.level_pt", [box]))
            continue
        built = (templates_levels_outlast_crew.striation_ability(line.abilities, line.label, symbol,
                                                                 condition)
                 if line.claimed else None)
        found.append(_claimed(Line(line.text, line.label, line.label),
                              "levels_outlast_crew.striation", built)
                     if built else unread)
    return tuple(found)


def compile_face(face: Mapping[str, Any]) -> Compiled:
    """Compile a card face's Oracle text (``face["text"]``) into abilities, line by line.

    ``face`` has at least ``name`` and ``text``; ``types``, ``subtypes``, ``supertypes``,
    ``power`` and ``toughness`` tell templates what the face is (a static ability is a
    permanent's, "Target creature gets +3/+3 until end of turn." an instant's). Raises
    :class:`OracleError` when ``face`` isn't a card face; never for the text itself.
    """
    info, text = face_of(face)
    short = short_name(info.name, info.supertypes)
    read = tuple(read_line(p, info.name, short) for p in paragraphs(text))
    lines = _level_boxes(_up_to(_chosen_values(_chosen_type(_modal_triggered(
        _modal(tuple(compile_line(line, info) for line in read), read, info), read, info),
        read, info), read, info), read, info), info)
    return Compiled(
        abilities=tuple(a for line in lines for a in line.abilities),
        not_modelled=tuple(line.text for line in lines if not line.claimed),
        lines=lines,
    )
