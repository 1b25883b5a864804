"""The custom-card builder: an object's ability from a few choices, without JSON (issue 16).

A judge picks what the ability does (a power/toughness change, a keyword, a type or color
change, one of the common replacement templates) and what it affects. The builder writes that
as Oracle text ("Other Elf creatures you control get +1/+1.") and compiles it with the engine's
Oracle compiler (`engine.oracle`), so the ability is exactly the one a card printed with those
words gets: one ability language, one set of templates. A sentence no template claims is
refused with the reason, and nothing is added: the builder never adds an ability the engine
would not model. The form's "abilities" field (JSON) still shows, and edits, what was built.

The builder's inputs are not part of the scenario: they are named `objects[2].build.<field>`
and come back with every form action, so what the judge chose is never lost either.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from engine.abilities.keywords import KEYWORD_RULES
from engine.oracle import compile_face
from engine.subtypes import BASIC_LAND_TYPES
from engine.text.citations import cite
from engine.text.wording import COLOR_NAMES_EN, terms
from rulings.params import whole_number

from .adapter import Problem
from .editor import PATH

FIELDS = ("kind", "subject", "noun", "subtype", "value", "keyword", "color", "type", "text")


@dataclass(frozen=True)
class Subject:
    """Whom an ability affects: its words as a plural subject, as a singular one, and as
    "a …" after "If" (each a format string over {noun}, or "" where the words don't exist)."""

    label: Any
    plural: str = ""
    singular: str = ""
    article: str = ""


SUBJECTS: dict[str, Subject] = {
    "self": Subject(gettext_lazy("this object"), singular="{name}", article="{name}"),
    "yours": Subject(gettext_lazy("… you control"), plural="{nouns} you control",
                     article="a {noun} you control"),
    "other_yours": Subject(gettext_lazy("other … you control"),
                           plural="Other {nouns} you control",
                           article="another {noun} you control"),
    "opponents": Subject(gettext_lazy("… your opponents control"),
                         plural="{nouns} your opponents control",
                         article="a {noun} an opponent controls"),
    "all": Subject(gettext_lazy("all …"), plural="All {nouns}", article="a {noun}"),
    "all_other": Subject(gettext_lazy("all other …"), plural="All other {nouns}",
                         article="another {noun}"),
    "enchanted": Subject(gettext_lazy("enchanted …"), singular="Enchanted {noun}"),
    "equipped": Subject(gettext_lazy("equipped creature"), singular="Equipped creature"),
}

NOUNS = {"creature": "creatures", "artifact": "artifacts", "enchantment": "enchantments",
         "land": "lands", "permanent": "permanents"}
ADDED_TYPES = ("creature", "artifact", "enchantment", "land")
_NUMBER_WORDS = ("a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


class BuildError(ValueError):
    """A choice the builder can't write: the field it concerns, and why."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


@dataclass(frozen=True)
class Kind:
    """One kind of ability: its label, the concept of the rule it works under (cited through
    engine.text.citations, as the engine cites it) and the inputs it reads."""

    label: Any
    concept: str
    fields: tuple[str, ...]

    @property
    def rule(self) -> str:
        """The rule it works under, in the shipped numbering ("" for Oracle text)."""
        return cite(self.concept)[0] if self.concept else ""


KINDS: dict[str, Kind] = {
    "pt": Kind(gettext_lazy("gets +N/+N"), "sublayer.modify",
               ("subject", "noun", "subtype", "value")),
    "base_pt": Kind(gettext_lazy("has base power and toughness N/N"), "sublayer.set",
                    ("subject", "noun", "subtype", "value")),
    "keyword": Kind(gettext_lazy("has a keyword"), "layer.ability",
                    ("subject", "noun", "subtype", "keyword")),
    "lose_all": Kind(gettext_lazy("loses all abilities"), "layer.ability",
                     ("subject", "noun", "subtype")),
    "color": Kind(gettext_lazy("is a color in addition to its other colors"), "layer.color",
                  ("subject", "noun", "subtype", "color")),
    "add_type": Kind(gettext_lazy("is a card type in addition to its other types"), "layer.type",
                     ("subject", "noun", "subtype", "type")),
    "land_type": Kind(gettext_lazy("lands are a basic land type"), "land_type_set",
                      ("subject", "type")),
    "enters_tapped": Kind(gettext_lazy("enters tapped"), "replacement.enters_other",
                          ("subject", "noun", "subtype")),
    "enters_counters": Kind(gettext_lazy("this object enters with +1/+1 counters"),
                            "replacement.enters", ("value",)),
    "die_exile": Kind(gettext_lazy("if it would die, exile it instead"), "replacement.instead",
                      ("subject", "noun", "subtype")),
    "graveyard_exile": Kind(gettext_lazy("cards going to a graveyard are exiled instead"),
                            "replacement.instead", ()),
    "double_damage": Kind(gettext_lazy("sources you control deal double damage"),
                          "replacement.instead", ()),
    "double_counters": Kind(gettext_lazy("twice as many +1/+1 counters"), "replacement.instead",
                            ("subject", "noun", "subtype")),
    "oracle": Kind(gettext_lazy("an English Oracle sentence"), "", ("text",)),
}


def read(data: Mapping[str, Any], count: int) -> dict[str, dict[str, str]]:
    """The builder's inputs of each of `count` objects, by the object's path, as typed."""
    found: dict[str, dict[str, str]] = {}
    for index in range(count):
        prefix = f"objects[{index}].build."
        values = {name: str(data.get(prefix + name, ""))[:500] for name in FIELDS}
        if any(values.values()):
            found[f"objects[{index}]"] = values
    return found


def after_removal(values: dict[str, dict[str, str]], path: str) -> dict[str, dict[str, str]]:
    """The builders' inputs once the row at `path` was removed: those of later objects move
    up one place, as their rows do."""
    removed = PATH.fullmatch(path)
    if not removed or removed["section"] != "objects":
        return values
    gone = int(removed["index"])
    moved: dict[str, dict[str, str]] = {}
    for key, row in values.items():
        match = PATH.fullmatch(key)
        if not match:
            continue
        index = int(match["index"])
        if index != gone:
            moved[f"objects[{index - 1 if index > gone else index}]"] = row
    return moved


def sentence(values: Mapping[str, str], name: str) -> str:
    """The Oracle text the choices say, for an object named `name`; BuildError otherwise."""
    kind = values.get("kind", "")
    if kind not in KINDS:
        raise BuildError("kind", _("choose what the ability does"))
    if kind == "oracle":
        text = values.get("text", "").strip()
        if not text:
            raise BuildError("text", _("type the ability's English Oracle text"))
        return text
    if kind == "graveyard_exile":
        return ("If a card or token would be put into a graveyard from anywhere, "
                "exile it instead.")
    if kind == "double_damage":
        return ("If a source you control would deal damage to a permanent or player, "
                "it deals double that damage instead.")
    if kind == "enters_counters":
        return f"{name} enters with {_counters(values.get('value', ''))} on it."
    subject = SUBJECTS.get(values.get("subject", ""))
    if subject is None:
        raise BuildError("subject", _("choose what the ability affects"))
    if kind == "land_type":
        return _land_types(values, subject)
    noun, nouns = _nouns(values)
    if kind == "die_exile":
        return f"If {_fill(subject.article, name, noun, nouns)} would die, exile it instead."
    if kind == "double_counters":
        return (f"If one or more +1/+1 counters would be put on "
                f"{_fill(subject.article, name, noun, nouns)}, twice that many +1/+1 counters "
                f"are put on it instead.")
    plural = bool(subject.plural)
    who = _fill(subject.plural or subject.singular, name, noun, nouns, first=True)
    return f"{who} {_predicate(kind, values, plural)}."


def _predicate(kind: str, values: Mapping[str, str], plural: bool) -> str:
    verb = {"get": "get" if plural else "gets", "have": "have" if plural else "has",
            "lose": "lose" if plural else "loses", "be": "are" if plural else "is",
            "its": "their" if plural else "its", "enter": "enter" if plural else "enters"}
    if kind == "pt":
        return f"{verb['get']} {_pt(values.get('value', ''), signed=True)}"
    if kind == "base_pt":
        return f"{verb['have']} base power and toughness {_pt(values.get('value', ''))}"
    if kind == "keyword":
        keyword = values.get("keyword", "")
        if keyword not in keyword_choices_en():
            raise BuildError("keyword", _("choose a keyword"))
        return f"{verb['have']} {keyword.lower()}"
    if kind == "lose_all":
        return f"{verb['lose']} all abilities"
    if kind in ("color", "add_type") and not plural:
        raise BuildError("subject", _("a color or a type is added to a group: choose "
                                      "“… you control” or “all …”"))
    if kind == "color":
        color = COLOR_NAMES_EN.get(values.get("color", ""))
        if color is None:
            raise BuildError("color", _("choose a color"))
        return f"{verb['be']} {color} in addition to {verb['its']} other colors"
    if kind == "add_type":
        added = values.get("type", "")
        if added not in ADDED_TYPES:
            raise BuildError("type", _("choose a card type"))
        return f"are {NOUNS[added]} in addition to their other types"
    assert kind == "enters_tapped"
    return f"{verb['enter']} tapped"


def _land_types(values: Mapping[str, str], subject: Subject) -> str:
    land_type = values.get("type", "")
    if land_type not in BASIC_LAND_TYPES:
        raise BuildError("type", _("choose a basic land type"))
    if values.get("subject") == "enchanted":
        return f"Enchanted land is {'an' if land_type[0] in 'AEIOU' else 'a'} {land_type}."
    if not subject.plural:
        raise BuildError("subject", _("choose lands: “… you control”, “all …” or “enchanted …”"))
    return f"{subject.plural.format(nouns='lands')} are {land_type}s."


def _nouns(values: Mapping[str, str]) -> tuple[str, str]:
    noun = values.get("noun") or "creature"
    if noun not in NOUNS:
        raise BuildError("noun", _("choose what kind of permanent"))
    subtype = values.get("subtype", "").strip()
    if subtype and noun != "creature":
        raise BuildError("subtype", _("a creature type goes with creatures"))
    if subtype and not subtype.replace("-", "").isalpha():
        raise BuildError("subtype", _("a creature type is one English word, such as Elf"))
    prefix = f"{subtype[:1].upper()}{subtype[1:]} " if subtype else ""
    return prefix + noun, prefix + NOUNS[noun]


def _fill(words: str, name: str, noun: str, nouns: str, *, first: bool = False) -> str:
    filled = words.format(name=name, noun=noun, nouns=nouns)
    return filled[:1].upper() + filled[1:] if first else filled


def _pt(text: str, *, signed: bool = False) -> str:
    value = text.strip().replace(" ", "")
    power, slash, toughness = value.partition("/")
    ok = slash and all(_number(part, signed) for part in (power, toughness))
    if not ok:
        example = "+1/+1" if signed else "1/1"
        raise BuildError("value", _("write the power and toughness as %(example)s")
                         % {"example": example})
    if signed:
        return "/".join(part if part[0] in "+-" else f"+{part}" for part in (power, toughness))
    return value


def _number(part: str, signed: bool) -> bool:
    digits = part[1:] if signed and part[:1] in "+-" else part
    return whole_number(digits, digits=2) is not None


def _counters(text: str) -> str:
    count = whole_number(text.strip(), digits=2)
    if count is None or not 1 <= count <= len(_NUMBER_WORDS):
        raise BuildError("value", _("write how many counters, from 1 to %(most)d")
                         % {"most": len(_NUMBER_WORDS)})
    return f"{_NUMBER_WORDS[count - 1]} +1/+1 counter{'s' if count > 1 else ''}"


def keyword_choices_en() -> tuple[str, ...]:
    """The keywords a builder's "has a keyword" offers: every one the format knows."""
    return tuple(sorted(str(rule.keyword.value) for rule in KEYWORD_RULES.values()))


def _face(row: Mapping[str, Any]) -> dict[str, Any]:
    def strings(name: str) -> list[str]:
        value = row.get(name)
        return [str(v) for v in value] if isinstance(value, list) else []
    return {"name": str(row.get("name") or row.get("id") or "this object"),
            "types": strings("types"), "subtypes": strings("subtypes"),
            "supertypes": strings("supertypes"),
            "power": row.get("power"), "toughness": row.get("toughness")}


def build(scenario: dict[str, Any], path: str, values: Mapping[str, str]
          ) -> tuple[dict[str, Any], Problem | None, str]:
    """The scenario with the ability the builder's choices say added to the object at `path`,
    and the sentence it was built from; or the scenario unchanged and the problem (its path
    is the builder's input that is wrong)."""
    match = PATH.fullmatch(path)
    rows = scenario.get("objects")
    if (not match or match["section"] != "objects" or not isinstance(rows, list)
            or int(match["index"]) >= len(rows) or not isinstance(rows[int(match["index"])], dict)):
        return scenario, Problem(path, _("no such object")), ""
    index = int(match["index"])
    row = dict(rows[index])
    if row.get("card"):
        return scenario, Problem(f"{path}.build.kind", _(
            "the builder makes custom cards: clear the card, or add an object for the "
            "ability's source")), ""
    abilities = row.get("abilities")
    if abilities is not None and not isinstance(abilities, list):
        return scenario, Problem(f"{path}.abilities", _("fix the abilities first")), ""
    face = _face(row)
    try:
        text = sentence(values, face["name"])
    except BuildError as error:
        return scenario, Problem(f"{path}.build.{error.field}", str(error)), ""
    compiled = compile_face({**face, "text": text})
    if not compiled.is_modelled:
        field = "text" if values.get("kind") == "oracle" else "kind"
        return scenario, Problem(f"{path}.build.{field}", _(
            "the engine has no template for “%(text)s”: nothing was added (write it in the "
            "effect language, or see the help page)") % {"text": text}), text
    row["abilities"] = [*(abilities or []), *compiled.card_abilities()]
    rows = [*rows[:index], row, *rows[index + 1:]]
    return {**scenario, "objects": rows}, None, text


_ABILITY = re.compile(r"^objects\[(?P<index>\d+)\]\.abilities\[(?P<ability>\d+)\]$")


def remove_ability(scenario: dict[str, Any], path: str) -> dict[str, Any]:
    """The scenario without the ability at `path` (`objects[0].abilities[2]`)."""
    match = _ABILITY.fullmatch(path)
    rows = scenario.get("objects")
    if not match or not isinstance(rows, list) or int(match["index"]) >= len(rows):
        return scenario
    index, ability = int(match["index"]), int(match["ability"])
    row = rows[index]
    abilities = row.get("abilities") if isinstance(row, dict) else None
    if not isinstance(abilities, list) or ability >= len(abilities):
        return scenario
    row = {**row, "abilities": [a for i, a in enumerate(abilities) if i != ability]}
    return {**scenario, "objects": [*rows[:index], row, *rows[index + 1:]]}


def ability_labels(row: Mapping[str, Any]) -> list[str]:
    """The words of each of an object's own abilities, as its list shows them."""
    abilities = row.get("abilities")
    if not isinstance(abilities, list):
        return []
    labels = []
    for ability in abilities:
        if isinstance(ability, str):
            labels.append(ability)
        elif isinstance(ability, dict):
            words = ability.get("label") or ability.get("text") or ability.get("keyword")
            labels.append(str(words or ability.get("kind", "?")))
        else:
            labels.append(str(ability))
    return labels


def choices(lang: str) -> dict[str, list[tuple[str, str]]]:
    """The options of the builder's selects, labelled in `lang`."""
    table = terms()
    korean = lang == "ko"
    return {
        "kind": [(key, str(kind.label)) for key, kind in KINDS.items()],
        "subject": [(key, str(subject.label)) for key, subject in SUBJECTS.items()],
        "noun": [(noun, str(table["types"].get(noun.title(), noun)) if korean else noun)
                 if noun != "permanent" else (noun, _("permanent")) for noun in NOUNS],
        "keyword": [(name, str(table["keywords"].get(name, name)) if korean else name)
                    for name in keyword_choices_en()],
        "color": [(letter, str(table["colors"][letter]) if korean else name)
                  for letter, name in COLOR_NAMES_EN.items()],
        "type": [(noun, str(table["types"].get(noun.title(), noun)) if korean else noun)
                 for noun in ADDED_TYPES],
        "land_type": [(name, str(table["subtypes"].get(name, name)) if korean else name)
                      for name in sorted(BASIC_LAND_TYPES)],
    }
