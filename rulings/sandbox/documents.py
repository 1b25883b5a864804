"""Scenario documents as the sandbox stores them: canonical JSON, content-addressed slugs.

A sandbox document is a scenario-v1 object, plus an optional `ruling` (a judge's question and
answer) that the sandbox keeps with it. The engine never sees the `ruling` field.
"""
from __future__ import annotations

import base64
import hashlib
import json
from typing import Any

# Fields the sandbox adds to a scenario for itself; they are removed before the engine runs.
SANDBOX_FIELDS = ("ruling",)
SLUG_LENGTH = 12


def canonical_json(document: dict[str, Any]) -> str:
    """The one JSON text of a document: sorted keys, no whitespace, UTF-8 characters kept."""
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def slug_for(document: dict[str, Any]) -> str:
    """Content address of a document: the same scenario always gets the same slug."""
    digest = hashlib.sha256(canonical_json(document).encode("utf-8")).digest()
    return base64.b32encode(digest).decode("ascii").lower()[:SLUG_LENGTH]


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
