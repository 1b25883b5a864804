"""Golden traces (tests/engine/goldens.py): every example scenario's whole output is pinned,
and the pinned outputs change only together with ENGINE_VERSION."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine
from tests.engine import goldens
from tests.engine.layer_helpers import EXAMPLES

EXAMPLE_FILES = sorted(EXAMPLES.glob("*.json"))


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=[p.stem for p in EXAMPLE_FILES])
def test_example_output_matches_its_golden(path: Path) -> None:
    """An example scenario's result, in Korean, is exactly its golden file's."""
    scenario = json.loads(path.read_text(encoding="utf-8"))

    result = engine.run_scenario(scenario, lang="ko")

    goldens.check(goldens.file_for("examples", path.stem), scenario, "ko", result)


def test_goldens_change_only_with_the_engine_version() -> None:
    """The manifest's digest is the goldens' and its version is today's ENGINE_VERSION."""
    manifest = json.loads(goldens.MANIFEST.read_text(encoding="utf-8"))

    assert manifest["digest"] == goldens.digest(), (
        "golden files changed since `make goldens` recorded them: bump ENGINE_VERSION and run it")
    assert manifest["engine_version"] == engine.ENGINE_VERSION, (
        "ENGINE_VERSION changed: run `make goldens` to record the goldens under it")


def test_a_changed_result_is_reported_with_where_it_differs(tmp_path: Path) -> None:
    """A golden that no longer matches fails and names the first differing field."""
    path = tmp_path / "g.json"
    path.write_text(json.dumps({"scenario": {}, "lang": "en",
                                "result": {"objects": {"x": {"power": 2}}}}), encoding="utf-8")

    with pytest.raises(AssertionError, match=r"result\.objects\.x\.power: golden 2, now 3"):
        goldens.check(path, {}, "en", {"objects": {"x": {"power": 3}}})
