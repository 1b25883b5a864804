"""The trace: steps the engine took, each citing the rules it applied.

A :class:`Step` holds rule numbers (as numbered in the shipped rules text, see
:mod:`engine.citations`) and a :class:`Message` (a catalogue key plus parameters);
it is rendered to Korean or English only at the edge (:func:`render`). The
message catalogue is data: every ``engine/data/messages*.json`` file, merged.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

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


@dataclass(frozen=True, slots=True)
class Step:
    """One thing the engine did, with the rules it applied.

    The optional fields let a user interface point at what the step touched:
    ``object`` (an object id), ``layer`` ("613.1d", "613.3c"), ``effect`` (an effect
    id), ``timestamp``, ``before``/``after`` (per object, a display value),
    ``dependency`` and ``choice`` (free-form, for the choices module).
    """

    kind: StepKind
    rules: tuple[RuleNumber, ...]
    message: Message
    object: str | None = None
    layer: str | None = None
    effect: str | None = None
    timestamp: int | None = None
    before: tuple[tuple[str, str], ...] | None = None
    after: tuple[tuple[str, str], ...] | None = None
    dependency: Dependency | None = None
    choice: Any = field(default=None)


class CatalogueError(ValueError):
    """The message catalogue is malformed (a duplicate key, a missing language)."""


@cache
def catalogue() -> Mapping[str, Mapping[str, str]]:
    """Every message template, merged from ``engine/data/messages*.json``."""
    merged: dict[str, Mapping[str, str]] = {}
    data_dir = resources.files("engine") / "data"
    names = sorted(p.name for p in data_dir.iterdir() if p.name.startswith("messages"))
    for name in names:
        if not name.endswith(".json"):
            continue
        entries = json.loads((data_dir / name).read_text(encoding="utf-8"))
        for key, templates in entries.items():
            if key in merged:
                raise CatalogueError(f"{name}: message key {key!r} is defined twice")
            missing = [lang for lang in LANGUAGES if lang not in templates]
            if missing:
                raise CatalogueError(f"{name}: message {key!r} has no {', '.join(missing)} text")
            merged[key] = templates
    return merged


def _param_text(value: Any, lang: str) -> str:
    if isinstance(value, Message):
        return render(value, lang)
    if isinstance(value, (tuple, list)):
        if not value:
            return "없음" if lang == "ko" else "none"
        return ", ".join(_param_text(v, lang) for v in value)
    if value is None:
        return "없음" if lang == "ko" else "none"
    if isinstance(value, bool):
        return ("예" if value else "아니오") if lang == "ko" else ("yes" if value else "no")
    return str(value)


def render(message: Message, lang: str = "ko") -> str:
    """The message's text in ``lang`` ("ko" or "en")."""
    if lang not in LANGUAGES:
        raise ValueError(f"lang: expected one of {', '.join(LANGUAGES)}, got {lang!r}")
    templates = catalogue().get(message.key)
    if templates is None:
        raise CatalogueError(f"no message template for key {message.key!r}")
    params = {name: _param_text(value, lang) for name, value in message.params}
    return templates[lang].format_map(params)
