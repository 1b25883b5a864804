"""Golden traces: the engine's whole output for every example scenario and reviewed ruling.

Each golden file (``tests/engine/goldens/<group>/<name>.json``) holds a scenario, the language
it ran in and the engine's complete result. Tests compare today's result with it, so any
change of behaviour or wording shows up as a diff in review. ``make goldens`` rewrites them
(``ENGINE_GOLDENS=update``) and then records their digest in ``MANIFEST.json`` under the current
``ENGINE_VERSION``; it refuses when the goldens changed but the version did not, and
``test_goldens.py`` fails in the same case, so a changed answer always comes with a new version.

Run ``python -m tests.engine.goldens manifest`` to record the manifest (``make goldens`` does).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
from pathlib import Path
from typing import Any

GOLDENS = Path(__file__).resolve().parent / "goldens"
MANIFEST = GOLDENS / "MANIFEST.json"
UPDATE = os.environ.get("ENGINE_GOLDENS") == "update"


def file_for(group: str, name: str) -> Path:
    """The golden file of ``name`` (a test id or an example's stem) in ``group``."""
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("_")
    return GOLDENS / group / f"{safe}.json"


def _plain(value: Any) -> Any:
    """``value`` as JSON would give it back (tuples become lists)."""
    return json.loads(json.dumps(value, ensure_ascii=False))


def _first_difference(expected: Any, actual: Any, path: str = "") -> str:
    """The path of the first place where two JSON values differ, with both values."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in sorted(set(expected) | set(actual)):
            if expected.get(key, "<absent>") != actual.get(key, "<absent>"):
                return _first_difference(expected.get(key, "<absent>"),
                                         actual.get(key, "<absent>"), f"{path}.{key}")
    if isinstance(expected, list) and isinstance(actual, list):
        for i, (e, a) in enumerate(zip(expected, actual, strict=False)):
            if e != a:
                return _first_difference(e, a, f"{path}[{i}]")
        if len(expected) != len(actual):
            return f"{path}: {len(expected)} items in the golden, {len(actual)} now"
    return f"{path or '<root>'}: golden {expected!r}, now {actual!r}"


def _shown(path: Path) -> str:
    return path.relative_to(GOLDENS).as_posix() if path.is_relative_to(GOLDENS) else str(path)


def check(path: Path, scenario: Any, lang: str, result: Any) -> None:
    """Compare a run with its golden file (or write it, when updating)."""
    record = {"scenario": _plain(scenario), "lang": lang, "result": _plain(result)}
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(record, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                        encoding="utf-8")
        return
    if not path.exists():
        raise AssertionError(f"no golden file {_shown(path)}: run `make goldens`")
    golden = json.loads(path.read_text(encoding="utf-8"))
    if golden != record:
        where = _first_difference(golden, record)
        raise AssertionError(
            f"{_shown(path)} differs from the engine's output at {where}; "
            "if the change is meant, bump ENGINE_VERSION and run `make goldens`")


def digest() -> str:
    """A SHA-256 over every golden file's name and bytes."""
    sha = hashlib.sha256()
    for path in sorted(GOLDENS.rglob("*.json")):
        if path == MANIFEST:
            continue
        sha.update(_shown(path).encode() + b"\0")
        sha.update(path.read_bytes() + b"\0")
    return sha.hexdigest()


def write_manifest() -> int:
    """Record the goldens' digest under ENGINE_VERSION; 1 if they changed but it did not."""
    from engine import ENGINE_VERSION

    now = digest()
    if MANIFEST.exists():
        old = json.loads(MANIFEST.read_text(encoding="utf-8"))
        if old["engine_version"] == ENGINE_VERSION and old["digest"] != now:
            print(f"the goldens changed but ENGINE_VERSION is still {ENGINE_VERSION}: "
                  "bump it in engine/__init__.py and run `make goldens` again", file=sys.stderr)
            return 1
    MANIFEST.write_text(json.dumps({"engine_version": ENGINE_VERSION, "digest": now},
                                   indent=1) + "\n", encoding="utf-8")
    print(f"goldens recorded for engine {ENGINE_VERSION}: {now[:12]}")
    return 0


if __name__ == "__main__" and sys.argv[1:] == ["manifest"]:
    sys.exit(write_manifest())
