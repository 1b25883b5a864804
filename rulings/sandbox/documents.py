"""Scenario documents as the sandbox stores them: canonical JSON, content-addressed slugs.

A sandbox document is a scenario-v1 object, plus an optional `ruling` (a judge's question and
answer) that the sandbox keeps with it. The engine never sees the `ruling` field.
"""
from __future__ import annotations

import base64
import copy
import hashlib
import json
import re
from typing import Any

from engine.format import EVENTS, Object, Player, Scenario, defaults

# Fields the sandbox adds to a scenario for itself; they are removed before the engine runs.
SANDBOX_FIELDS = ("ruling",)
SLUG_LENGTH = 12


# A lone surrogate: JSON's "\ud800" escape, which json.loads keeps as a code point that no
# text encoding can write (UTF-8 refuses it, so the slug, the page and the database all fail).
# A NUL, which PostgreSQL refuses in text and in jsonb. A valid pair ("\ud83d\ude00") is
# read as one character and is fine.
UNSAFE_CHARACTER = re.compile("[\ud800-\udfff\x00]")


class UnsafeTextError(ValueError):
    """JSON whose text holds a character the site cannot store or show, at `path`."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path
        self.message = message


def _escaped(text: str) -> str:
    """`text` with its unsafe characters written as JSON escapes (safe to show and store)."""
    return UNSAFE_CHARACTER.sub(lambda match: f"\\u{ord(match[0]):04x}", text)


def _unsafe_message(text: str) -> str:
    character = UNSAFE_CHARACTER.search(text)
    assert character is not None
    if character[0] == "\x00":
        return "contains a NUL character (\\u0000), which cannot be stored"
    return (f"contains {_escaped(character[0])}, a lone surrogate (half of a UTF-16 pair), "
            "which is not a character")


def _child_path(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{_escaped(key)}" if path else _escaped(key)


def unsafe_text(value: Any, path: str = "") -> tuple[str, str] | None:
    """(path, message) for the first string in a parsed JSON value, in document order and
    field names included, that holds a lone surrogate or a NUL, else None. `path` is where
    `value` sits (`objects[0].abilities`), and the path returned goes on from it in the
    scenario format's notation (`objects[0].abilities[1].effect`)."""
    # Depth first with a stack of its own: json.loads nests as deep as the interpreter's
    # recursion limit allows, and this runs deeper in the stack than the parser did.
    pending: list[tuple[str, Any]] = [(path, value)]
    while pending:
        where, item = pending.pop()
        if isinstance(item, str):
            if UNSAFE_CHARACTER.search(item):
                return where, _unsafe_message(item)
        elif isinstance(item, dict):
            for key in item:
                if UNSAFE_CHARACTER.search(key):
                    return _child_path(where, key), "the field name " + _unsafe_message(key)
            pending.extend((_child_path(where, key), child)
                           for key, child in reversed(item.items()))
        elif isinstance(item, list):
            pending.extend((_child_path(where, index), child)
                           for index, child in reversed(list(enumerate(item))))
    return None


def load_json(text: str, path: str = "") -> Any:
    """The value of a JSON text a judge or a client sent (`json.loads`), refused with an
    UnsafeTextError naming the path of a string that holds a lone surrogate or a NUL.

    Every JSON that comes into the sandbox (the API's body, the editor's JSON tab and its
    JSON inputs) is read here, so no such string reaches a slug, a page or the database.
    """
    value = json.loads(text)
    problem = unsafe_text(value, path)
    if problem is not None:
        raise UnsafeTextError(*problem)
    return value


def canonical_json(document: dict[str, Any]) -> str:
    """The one JSON text of a document: sorted keys, no whitespace, UTF-8 characters kept."""
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def slug_for(document: dict[str, Any]) -> str:
    """Content address of a document: the same scenario always gets the same slug.

    "The same" is judged on `meaning(document)`, so a scenario sent to the API with the
    format's defaults left out and the one the editor writes back with them spelt out share
    one permalink.
    """
    digest = hashlib.sha256(canonical_json(meaning(document)).encode("utf-8")).digest()
    return base64.b32encode(digest).decode("ascii").lower()[:SLUG_LENGTH]


# Defaults of the scenario format (shared/contracts/scenario-v1.md), from its declaration
# (engine/format/). Which ones `meaning` fills is fixed: filling another would change slugs.
SECTIONS = ("objects", "effects", "events", "choices")
SCENARIO_DEFAULTS: dict[str, Any] = {
    name: value for name, value in defaults(Scenario).items() if name in ("format", *SECTIONS)
}
PLAYER_DEFAULTS: dict[str, Any] = defaults(Player)
OBJECT_DEFAULTS: dict[str, Any] = defaults(Object)
EVENT_DEFAULTS: dict[str, dict[str, Any]] = {
    kind: found for kind, model in EVENTS.items() if (found := defaults(model))
}


def meaning(document: dict[str, Any]) -> dict[str, Any]:
    """The document with every default of the scenario format made explicit.

    Only what the format defines is filled in (player life, poison and library; the active
    player; an object's zone, counters, damage, flags and owner; every object's and effect's
    timestamp, which defaults to its position: objects first, then effects, from 1). Anything
    of an unexpected shape is left as it is: this runs before the engine validates the
    document, and an invalid document still needs a stable slug.
    """
    result: dict[str, Any] = {**copy.deepcopy(SCENARIO_DEFAULTS), **document}
    for key in ("title", "description"):
        if result.get(key) == "":
            del result[key]
    players = result.get("players")
    if isinstance(players, list):
        result["players"] = [{**PLAYER_DEFAULTS, **row} if isinstance(row, dict) else row
                             for row in players]
        if "active_player" not in result and players and isinstance(players[0], dict):
            result["active_player"] = players[0].get("id")
    position = 0
    for section in ("objects", "effects"):
        rows = result[section]
        if not isinstance(rows, list):
            continue
        filled = []
        for row in rows:
            position += 1
            if not isinstance(row, dict):
                filled.append(row)
                continue
            row = {"timestamp": position, **row}
            if section == "objects":
                row = {**copy.deepcopy(OBJECT_DEFAULTS),
                       "controller": result.get("active_player"), **row}
                row.setdefault("owner", row["controller"])
            filled.append(row)
        result[section] = filled
    if isinstance(result["events"], list):
        result["events"] = [
            {**EVENT_DEFAULTS.get(str(row.get("type")), {}), **row} if isinstance(row, dict)
            else row
            for row in result["events"]
        ]
    return result


def engine_input(document: dict[str, Any]) -> dict[str, Any]:
    """The scenario the engine reads: the document without the sandbox's own fields."""
    return {key: value for key, value in document.items() if key not in SANDBOX_FIELDS}


def ruling_of(document: dict[str, Any]) -> tuple[str, str]:
    """The (question, answer) a judge attached to a document; empty strings if none."""
    ruling = document.get("ruling")
    if not isinstance(ruling, dict):
        return "", ""
    question, answer = ruling.get("question", ""), ruling.get("answer", "")
    return (question if isinstance(question, str) else "",
            answer if isinstance(answer, str) else "")


def validate_ruling(document: dict[str, Any]) -> tuple[str, str] | None:
    """(path, message) if the document's `ruling` field has the wrong shape, else None."""
    if "ruling" not in document:
        return None
    ruling = document["ruling"]
    if not isinstance(ruling, dict):
        return "ruling", "expected an object with question and answer"
    for key, value in ruling.items():
        if key not in ("question", "answer"):
            return f"ruling.{key}", "unknown field (expected question and answer)"
        if not isinstance(value, str):
            return f"ruling.{key}", "expected a string"
        if len(value) > 20_000:
            return f"ruling.{key}", "longer than 20000 characters"
    return None
