"""The building blocks of the format's declaration: strict models, named value types, tagged
unions, and the phrase each kind of mistake is reported with.

Everything here is structural: shapes, allowed values, bounds. Whether an id exists or a card
is in the library is checked by the engine after the structure is (engine/io/scenario.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Discriminator, Field, Tag, ValidationError
from pydantic import WrapValidator as _Wrap
from pydantic_core import PydanticCustomError

from engine.concepts import Duration, Zone
from engine.subtypes import CARD_TYPES, SUPERTYPES

# The typed concepts (engine/concepts.py) spelt as the format writes them.
ZONES = tuple(z.value for z in Zone)
DURATIONS = tuple(d.value for d in Duration)
COLORS = ("W", "U", "B", "R", "G")
MANA_LETTERS = ("W", "U", "B", "R", "G", "C")


class Model(BaseModel):
    """A JSON object of the format: strict types (no "3" for 3, no true for 1), no unknown
    fields (a misspelt field must not pass silently)."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True,
                              json_schema_extra=lambda schema: _drop_titles(schema))


def _drop_titles(schema: dict[str, Any]) -> None:
    """Pydantic titles every property with its own name: noise in a hand-read schema."""
    schema.pop("title", None)
    for prop in schema.get("properties", {}).values():
        if isinstance(prop, dict):
            prop.pop("title", None)


def says(message: str) -> Any:
    """A field whose every mistake is reported as ``message`` (e.g. a scenario's ``format``)."""

    def wrap(value: Any, handler: Callable[[Any], Any]) -> Any:
        try:
            return handler(value)
        except ValidationError:
            raise PydanticCustomError("scenario", message) from None

    return _Wrap(wrap)


Int = int
Count = Annotated[int, Field(ge=0)]
Flag = bool
Name = Annotated[str, Field(min_length=1)]
Text = Annotated[str, says("expected a string")]
ZoneName = Literal[ZONES]  # type: ignore[valid-type]
DurationName = Literal[DURATIONS]  # type: ignore[valid-type]
Color = Literal[COLORS]  # type: ignore[valid-type]
CardType = Literal[CARD_TYPES]  # type: ignore[valid-type]
Supertype = Literal[SUPERTYPES]  # type: ignore[valid-type]
# Players, objects and effects share one namespace of ids; effect ids are built from object ids
# with these marks ("<object>#<n>", "<effect>><object>#<n>").
RESERVED_ID_MARKS = ("#", ">", "~")
Id = Annotated[str, Field(min_length=1, pattern=r"^[^#>~]+$"),
               says("expected a non-empty string; an id can't contain #, > or ~ "
                    "(effect ids use them)")]


@dataclass(frozen=True)
class Choice:
    """How a tagged union reads its tag and says what is wrong with it."""

    field: str  # the tag's field ("kind", "type", "op"), or "" when the shape decides
    unknown: Callable[[Any, tuple[str, ...]], str]  # (tag, known tags) -> message
    not_object: str  # the value is not a JSON object (nor a string where strings are allowed)
    missing: str = "required"


CHOICES: dict[str, Choice] = {}
TAG_MARK = "<"  # tags in pydantic's error locations look like "<static>"; paths skip them


def tag(value: str) -> str:
    """The tag of a union member, as it shows in pydantic's error locations."""
    return f"{TAG_MARK}{value}>"


def tagged(name: str, members: dict[str, Any], choice: Choice,
           shape: Callable[[Any], str | None] | None = None) -> Any:
    """A union of ``members`` chosen by ``choice.field`` (or by ``shape(value)``, a tag).

    ``name`` identifies the union in error contexts; the members' JSON Schema is a ``oneOf``
    of them, each fixing its tag with ``const``.
    """
    field = choice.field

    def pick(value: Any) -> str | None:
        if shape is not None:
            found = shape(value)
            if found is not None:
                return tag(found)
        if not isinstance(value, dict) or not field:
            return None  # reported as choice.not_object
        if field not in value:
            return "!missing"
        raw = value[field]
        return tag(raw) if isinstance(raw, str) and raw in members else f"?{raw!r}"

    pick.__name__ = name
    pick.__qualname__ = name
    CHOICES[name] = choice
    union = Union[tuple(Annotated[t, Tag(tag(k))] for k, t in members.items())]  # type: ignore[valid-type]  # noqa: UP007
    return Annotated[union, Discriminator(pick)]


def _no_default(schema: dict[str, Any]) -> None:
    schema.pop("default", None)


def absent(alias: str | None = None) -> Any:
    """An optional field with no default of its own: left out, it means what the format
    document says (the card's printed value, the position in the file, nothing)."""
    return Field(default=None, alias=alias, json_schema_extra=_no_default)


def is_absent_default(field: Any) -> bool:
    """True for a field declared with :func:`absent`."""
    return field.json_schema_extra is _no_default
