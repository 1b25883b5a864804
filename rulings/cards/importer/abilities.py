"""The one seam between the card import and the Oracle-text compiler (`engine.oracle`).

`compile_abilities(face)` returns a face's abilities in the engine's card format and the lines
of its Oracle text the compiler could not express exactly. The compiler is imported lazily:
while `engine.oracle` does not exist, nothing is compiled and every non-empty line of the text
is listed as not modelled, which is the honest answer.
"""
from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any, Protocol

Abilities = list[dict[str, Any]]


class Compiled(Protocol):
    """What `engine.oracle.compile_face` returns."""

    @property
    def abilities(self) -> tuple[dict[str, Any], ...]: ...

    @property
    def not_modelled(self) -> tuple[str, ...]: ...


CompileFace = Callable[[Mapping[str, Any]], Compiled]
CompileAbilities = Callable[[Mapping[str, Any]], tuple[Abilities, list[str]]]


def oracle_lines(text: str) -> list[str]:
    """The non-empty lines of an Oracle text, stripped (one ability or paragraph each)."""
    return [line.strip() for line in text.splitlines() if line.strip()]


@functools.cache
def _compile_face() -> CompileFace | None:
    try:
        from engine.oracle import compile_face  # type: ignore[import-not-found,unused-ignore]
    except ModuleNotFoundError as error:
        if error.name not in ("engine.oracle", "engine"):
            raise  # the compiler exists but something it needs is missing: say so
        return None
    compiler: CompileFace = compile_face
    return compiler


def compile_abilities(face: Mapping[str, Any]) -> tuple[Abilities, list[str]]:
    """A face's (abilities, not-modelled lines); `face` has the keys of `FACE_KEYS`."""
    compile_face = _compile_face()
    if compile_face is None:
        return [], oracle_lines(str(face.get("text") or ""))
    compiled = compile_face(face)
    return [dict(ability) for ability in compiled.abilities], list(compiled.not_modelled)
