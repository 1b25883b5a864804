"""The trace: steps the engine took, each citing the rules it applied.

A :class:`Step` holds rule numbers (as numbered in the shipped rules text, see
:mod:`engine.text.citations`) and a :class:`Message` (a catalogue key plus parameters);
it is rendered to Korean or English only at the edge (:func:`render`). The
message catalogue is data: one file a language, ``engine/data/messages.<lang>.json``.

Writing a template: ``{name}`` inserts a parameter. In Korean, write a particle
marker right after it (``{object}이(가)``, ``을(를)``, ``은(는)``, ``과(와)``,
``(으)로``): the renderer puts the particle that fits the value ("A가", "2를",
"Wild Mongrel이"), or keeps the double form when the reading can't be told.
``{n:one|many}`` says ``one`` when ``n`` is 1 or True, else ``many`` (English
plurals, ``{combat:전투 피해|피해}``). Parameters named ``type_line``, ``colors``,
``color``, ``abilities``, ``keyword``, ``counter``, ``counters``, ``zone``, ``pt``, ``layer`` and
``changes`` carry the engine's English codes and are said in the target
language by :mod:`engine.text.wording`; card names and Oracle text stay as printed.
"""

from __future__ import annotations

import enum
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from engine.concepts import Layer
from engine.text import wording
from engine.text.citations import table

RuleNumber = str
LANGUAGES = ("ko", "en")


class StepKind(enum.StrEnum):
    """What a step did; the JSON trace carries the value as ``kind``."""

    SETUP = "setup"
    TIMESTAMP = "timestamp"
    LAYER = "layer"
    DEPENDENCY = "dependency"
    CHARACTERISTICS = "characteristics"
    EVENT = "event"
    REPLACEMENT = "replacement"
    PREVENTION = "prevention"
    STATE_BASED_ACTION = "state_based_action"
    CHOICE = "choice"
    TRIGGER = "trigger"
    STACK = "stack"
    GAME_OVER = "game_over"
    NOTE = "note"


@dataclass(frozen=True, slots=True)
class Message:
    """A catalogue key and its parameters (strings, numbers or tuples of them)."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, key: str, **params: Any) -> Message:
        """Build a message from keyword parameters."""
        return cls(key, tuple(sorted(params.items())))


@dataclass(frozen=True, slots=True)
class Dependency:
    """613.7a: ``effect`` depends on ``depends_on`` (``reason``: existence/affected/what)."""

    effect: str
    depends_on: str
    reason: str


# What one layer (613.1) changes of an object, as values. They become text only at the edge:
# ``code()`` in the engine's English codes (the JSON trace's ``before``/``after``), ``text(lang)``
# in Korean or English (:func:`render`); card names and Oracle text stay as printed.


@dataclass(frozen=True, slots=True)
class TypeLine:
    """Layer 4 (and part of layer 1): supertypes, card types and subtypes."""

    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]

    def code(self) -> str:
        """``"Legendary Artifact Creature — Golem"``."""
        return wording.type_line_code(self.supertypes, self.types, self.subtypes)

    def text(self, lang: str) -> str:
        """The type line in ``lang``."""
        return wording.type_line(self.code(), lang)


@dataclass(frozen=True, slots=True)
class NameAndType:
    """Layer 1 (copy effects): the name and the type line."""

    name: str
    type_line: TypeLine

    def code(self) -> str:
        """``"Grizzly Bears (Creature — Bear)"``."""
        return f"{self.name} ({self.type_line.code()})"

    def text(self, lang: str) -> str:
        """The name as printed and the type line in ``lang``."""
        if not self.name:
            return self.code()
        return f"{self.name} ({self.type_line.text(lang)})"


@dataclass(frozen=True, slots=True)
class Controller:
    """Layer 2: the controller."""

    player: str

    def code(self) -> str:
        """The player's id."""
        return self.player

    def text(self, lang: str) -> str:
        """The player's id, in any language."""
        return self.player


@dataclass(frozen=True, slots=True)
class Abilities:
    """Layers 3 and 6: the abilities, by their text."""

    labels: tuple[str, ...]

    def code(self) -> str:
        """``"Flying; Trample"``, or ``"-"`` for none."""
        return "; ".join(self.labels) or "-"

    def text(self, lang: str) -> str:
        """The abilities, keywords said in ``lang``."""
        return wording.abilities(self.code(), lang)


@dataclass(frozen=True, slots=True)
class Colors:
    """Layer 5: the colors, as W U B R G letters."""

    colors: tuple[str, ...]

    def code(self) -> str:
        """``"BG"``, or ``"colorless"``."""
        return "".join(self.colors) or "colorless"

    def text(self, lang: str) -> str:
        """The colors named in ``lang``."""
        return wording.colors(self.code(), lang)


@dataclass(frozen=True, slots=True)
class PowerToughness:
    """Layer 7 (613.4a-d): power and toughness."""

    power: int | None
    toughness: int | None

    def code(self) -> str:
        """``"2/2"``, or ``"-"`` for an object without them."""
        return wording.pt_code(self.power, self.toughness)

    def text(self, lang: str) -> str:
        """``"2/2"``; none in ``lang`` for an object without them."""
        return wording.power_toughness(self.code(), lang)


LayerValue = NameAndType | Controller | Abilities | TypeLine | Colors | PowerToughness


@dataclass(frozen=True, slots=True)
class Change:
    """A layer step's change to one object: its values before and after (613.1)."""

    object: str
    before: LayerValue
    after: LayerValue


@dataclass(frozen=True, slots=True)
class Step:
    """One thing the engine did, with the rules it applied.

    The optional fields let a user interface point at what the step touched:
    ``object`` (an object id), ``layer`` ("613.1d", "613.3c"), ``effect`` (an effect
    id), ``timestamp``, ``before``/``after`` (per object, what the layer changes, as values),
    ``dependency`` and ``choice`` (free-form, for the choices module).
    """

    kind: StepKind
    rules: tuple[RuleNumber, ...]
    message: Message
    object: str | None = None
    layer: str | None = None
    effect: str | None = None
    timestamp: int | None = None
    before: tuple[tuple[str, LayerValue], ...] | None = None
    after: tuple[tuple[str, LayerValue], ...] | None = None
    dependency: Dependency | None = None
    choice: Any = field(default=None)


class CatalogueError(ValueError):
    """The message catalogue is malformed (a duplicate key, a missing language)."""


@cache
def catalogue() -> Mapping[str, Mapping[str, str]]:
    """Every message template: key -> language -> template.

    Each language has one catalogue, ``engine/data/messages.<lang>.json``, its messages in
    sections by rules area (``"characteristics"``, ``"events"``, ``"stack"``, ...); a key is
    defined once in a language, and every language defines the same keys."""
    merged: dict[str, dict[str, str]] = {}
    for lang in LANGUAGES:
        name = f"messages.{lang}.json"
        sections = json.loads((resources.files("engine") / "data" / name).read_text("utf-8"))
        for section, entries in sections.items():
            for key, template in entries.items():
                if lang in merged.setdefault(key, {}):
                    raise CatalogueError(f"{name}: message key {key!r} is defined twice "
                                         f"(again in section {section!r})")
                merged[key][lang] = template
    for key, templates in merged.items():
        missing = [lang for lang in LANGUAGES if lang not in templates]
        if missing:
            raise CatalogueError(f"message {key!r} has no {', '.join(missing)} text "
                                 f"(messages.{missing[0]}.json)")
    return merged


def _param_text(value: Any, lang: str, separator: str = ", ") -> str:
    if isinstance(value, Message):
        return render(value, lang)
    if isinstance(value, (tuple, list)):
        if not value:
            return "없음" if lang == "ko" else "none"
        return separator.join(_param_text(v, lang) for v in value)
    if value is None:
        return "없음" if lang == "ko" else "none"
    if isinstance(value, bool):
        return ("예" if value else "아니오") if lang == "ko" else ("yes" if value else "no")
    return str(value)


@cache
def _layers_by_rule() -> Mapping[str, str]:
    """Rule number -> layer ("613.1e" -> "5", "613.3c" -> "7c")."""
    numbers = table()
    return {numbers[layer.concept]: layer for layer in Layer}


def _layer_text(rule: str, lang: str) -> str:
    layer = _layers_by_rule().get(rule)
    if layer is None:
        return rule
    return f"레이어 {layer}" if lang == "ko" else f"Layer {layer}"


def _change_text(change: Change, lang: str) -> str:
    """One ``"id: before → after"`` of a layer step, its values said in ``lang``."""
    return f"{change.object}: {change.before.text(lang)} → {change.after.text(lang)}"


def _param(name: str, value: Any, lang: str) -> str:
    """A parameter as text; the game's own terms said in ``lang`` (by parameter name)."""
    if name == "layer" and isinstance(value, str):
        return _layer_text(value, lang)
    if name == "type_line" and isinstance(value, str):
        return wording.type_line(value, lang)
    if name in ("colors", "color") and isinstance(value, str):
        return wording.colors(value, lang)
    if name == "abilities" and isinstance(value, (tuple, list)):
        if not value:
            return "없음" if lang == "ko" else "none"
        return "; ".join(wording.keyword(str(v), lang) for v in value)
    if name == "keyword" and isinstance(value, str):
        return wording.keyword(value, lang)
    if name == "counter" and isinstance(value, str):
        return wording.counter_name(value, lang)
    if name == "counters" and isinstance(value, (tuple, list)) and value:
        return ", ".join(wording.counters(str(v), lang) for v in value)
    if name == "zone" and isinstance(value, str):
        return wording.zone(value, lang)
    if name == "pt" and isinstance(value, str):
        return wording.power_toughness(value, lang)
    if name == "changes" and isinstance(value, (tuple, list)):
        return ", ".join(_change_text(change, lang) for change in value)
    if isinstance(value, LayerValue):
        return value.text(lang)
    if name in _NAMES and value == "":
        # 708.2a: a face-down permanent or spell (or a copy of one) has no name; the trace
        # says so (a nameless creature: only face-down values have no name).
        return render(Message.of("face_down.name"), lang)
    if name in _NAMES and isinstance(value, (tuple, list)) and "" in value:
        return _param_text(tuple(render(Message.of("face_down.name"), lang) if v == "" else v
                                 for v in value), lang)
    return _param_text(value, lang)


# The parameters that name objects (an empty name is from face-down values, 708.2a).
_NAMES = frozenset(("object", "objects", "target", "source", "kept", "name", "attacker",
                    "blocker", "targets"))


_MARKERS = "|".join(re.escape(m) for m in sorted(wording.TEMPLATE_MARKERS, key=len, reverse=True))
_FIELD = re.compile(r"\{(\w+)(?::([^{}]*))?\}(" + _MARKERS + ")?")


def render(message: Message, lang: str = "ko") -> str:
    """The message's text in ``lang`` ("ko" or "en").

    Templates name parameters as ``{name}``. In Korean a particle marker right after
    one (``{object}이(가)``) becomes the particle that fits the value ("A가", "2를").
    ``{n:card|cards}`` says the first word when ``n`` is 1 (or True), else the second:
    English plurals, and wording that depends on a flag (``{combat:전투 피해|피해}``).
    """
    if lang not in LANGUAGES:
        raise ValueError(f"lang: expected one of {', '.join(LANGUAGES)}, got {lang!r}")
    templates = catalogue().get(message.key)
    if templates is None:
        raise CatalogueError(f"no message template for key {message.key!r}")
    raw = dict(message.params)
    texts = {name: _param(name, value, lang) for name, value in raw.items()}

    def field(match: re.Match[str]) -> str:
        name, spec, marker = match.group(1), match.group(2), match.group(3)
        if name not in texts:
            raise CatalogueError(f"message {message.key!r} has no parameter {name!r}")
        text = texts[name]
        if spec is not None:
            one, _, many = spec.partition("|")
            text = one if raw[name] == 1 else many
        if marker:
            return wording.with_particle(text, wording.TEMPLATE_MARKERS[marker])
        return text

    return _FIELD.sub(field, templates[lang])
