"""Request parameters the JSON APIs and their pages share: `q` and `limit`, each refused with
a message that names the parameter and the bound (a 400, never a 500)."""
from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext as _

MAX_QUERY = 200
MAX_LIMIT = 50


@dataclass(frozen=True)
class ParameterError(Exception):
    """A request parameter that cannot be used, and why."""

    parameter: str
    message: str


def query(value: str | None, *, collapse_spaces: bool = False) -> str:
    """The query `q`, stripped (and its runs of spaces made one, if asked); at most
    MAX_QUERY characters."""
    text = " ".join((value or "").split()) if collapse_spaces else (value or "").strip()
    if len(text) > MAX_QUERY:
        raise ParameterError("q", _("q must be at most %(max)d characters (got %(length)d)")
                             % {"max": MAX_QUERY, "length": len(text)})
    return text


def whole_number(value: str, digits: int = 6) -> int | None:
    """`value` as a whole number of at most `digits` ASCII digits, else None. "²" and "٣" are
    digits to str.isdigit() but not to int(), and int() refuses more than 4,300 digits."""
    if not (value.isascii() and value.isdigit()) or len(value) > digits:
        return None
    return int(value)


def limit(value: str | None, default: int) -> int:
    """`limit`: a whole number from 1 to MAX_LIMIT, `default` when absent."""
    if value in (None, ""):
        return default
    number = whole_number(value)
    if number is None or not 1 <= number <= MAX_LIMIT:
        raise ParameterError("limit", _("limit must be a whole number from 1 to %(max)d "
                                        "(got %(value)r)") % {"max": MAX_LIMIT, "value": value})
    return number
