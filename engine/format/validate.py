"""Structural validation against the declaration, reported the engine's way.

Pydantic's errors become :class:`~engine.errors.ScenarioError` s: its location becomes the
field path the scenario spells (``cards[0].abilities[1].modifications[0].op``), its error type
one of the format's phrases (``expected an integer``, ``unknown field``, ...). The first error,
in the order of the file, is reported.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from pydantic import TypeAdapter, ValidationError
from pydantic_core import ErrorDetails

from engine.errors import ScenarioError, join
from engine.format.base import CHOICES, TAG_MARK
from engine.format.cards import Ability, Card
from engine.format.scenario import PHRASES, Scenario

_SCENARIO = TypeAdapter(Scenario)
_CARD = TypeAdapter(Card)
_ABILITY: TypeAdapter[Any] = TypeAdapter(Ability)
_TRUSTED: ContextVar[bool] = ContextVar("trusted", default=False)


@contextmanager
def trusted() -> Iterator[None]:
    """Within it, data has been validated already: the check_* functions do nothing."""
    token = _TRUSTED.set(True)
    try:
        yield
    finally:
        _TRUSTED.reset(token)


def check_scenario(data: Any) -> None:
    """Raise ScenarioError for the first structural mistake in a scenario."""
    if not _TRUSTED.get():
        _check(_SCENARIO, data, "")


def check_card(data: Any, path: str) -> None:
    """Raise ScenarioError for the first structural mistake in a card definition at ``path``."""
    if not _TRUSTED.get():
        _check(_CARD, data, path)


def check_ability(data: Any, path: str) -> None:
    """Raise ScenarioError for the first structural mistake in an ability at ``path``."""
    if not _TRUSTED.get():
        _check(_ABILITY, data, path)


def _check(adapter: TypeAdapter[Any], data: Any, path: str) -> None:
    try:
        adapter.validate_python(data)
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        where, problem = describe(first)
        raise ScenarioError(_prefix(path, where), problem) from None


def _prefix(path: str, where: str) -> str:
    if not path:
        return where
    if not where:
        return path
    return path + where if where.startswith("[") else f"{path}.{where}"


def _path(loc: tuple[int | str, ...]) -> str:
    path = ""
    for key in loc:
        if isinstance(key, str) and key.startswith(TAG_MARK):
            continue  # which member of a union pydantic tried: not part of the scenario's path
        path = join(path, key)
    return path


_QUOTED = re.compile(r"'((?:[^'\\]|\\.)*)'")


def _values(expected: str) -> list[str]:
    """The values of a literal_error's "'a', 'b' or 'c'" (numbers come unquoted)."""
    quoted = _QUOTED.findall(expected)
    return quoted or [v.strip() for v in re.split(r",| or ", expected) if v.strip()]


def describe(error: ErrorDetails) -> tuple[str, str]:
    """(path, phrase) for one pydantic error."""
    kind = error["type"]
    where = _path(error["loc"])
    ctx: dict[str, Any] = dict(error.get("ctx") or {})
    value = error.get("input")
    phrase = PHRASES.get((where, kind))
    if phrase is not None:
        return where, phrase
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        choice = CHOICES[str(ctx.get("discriminator", "")).removesuffix("()")]
        if kind == "union_tag_not_found":
            return where, choice.not_object
        tag = str(ctx["tag"])
        known = tuple(_values(str(ctx["expected_tags"])))
        known = tuple(k[1:-1] for k in known if k.startswith(TAG_MARK))
        field_path = join(where, choice.field) if choice.field else where
        if tag == "!missing":
            return field_path, choice.missing
        return field_path, choice.unknown(tag[1:], known)
    if kind == "missing":
        return where, "required"
    if kind == "extra_forbidden":
        return where, "unknown field"
    if kind == "literal_error":
        allowed = _values(str(ctx.get("expected", "")))
        if len(allowed) == 1:
            return where, f"expected {allowed[0]}"
        return where, f"unknown value {value!r} (expected one of {', '.join(allowed)})"
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return where, "expected an integer"
    if kind == "bool_type":
        return where, "expected true or false"
    if kind in ("string_type", "string_too_short"):
        return where, "expected a non-empty string"
    if kind == "list_type":
        return where, "expected a list"
    if kind in ("dict_type", "model_type", "model_attributes_type"):
        return where, "expected an object"
    if kind == "greater_than_equal":
        return where, f"expected an integer of at least {ctx['ge']}"
    if kind == "less_than_equal":
        return where, f"expected an integer of at most {ctx['le']}"
    if kind == "too_short":
        return where, "expected a non-empty list" if isinstance(value, list) else \
            "expected a non-empty object"
    if kind == "too_long":
        return where, f"expected at most {ctx['max_length']}"
    if kind == "string_pattern_mismatch":
        return where, f"expected text matching {ctx['pattern']}"
    return where, str(error["msg"])
