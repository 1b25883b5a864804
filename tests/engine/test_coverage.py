"""engine/io/coverage.py: every keyword and ability kind says how far the engine applies it."""

from __future__ import annotations

import io

from engine.abilities.keywords import Keyword
from engine.abilities.registry import ability_kinds
from engine.cli import main
from engine.io.coverage import KIND_STATUS, kinds, legacy_kinds


def test_every_registered_ability_kind_has_a_status() -> None:
    """A kind registered without a coverage line would enter the format unexplained."""
    unexplained = set(ability_kinds()) - set(KIND_STATUS) - set(legacy_kinds())

    assert unexplained == set()


def test_the_table_lists_only_registered_kinds() -> None:
    """No line speaks of a kind the format doesn't accept."""
    assert {c.name for c in kinds()} == set(KIND_STATUS)


def test_the_coverage_command_prints_every_keyword_and_kind() -> None:
    """`python -m engine coverage` prints one row per keyword and per kind."""
    out = io.StringIO()

    status = main(["coverage"], stdout=out)

    rows = {line.split(" | ")[0].lstrip("| ") for line in out.getvalue().splitlines()
            if line.startswith("| ") and not line.startswith("| ability")}
    assert status == 0
    assert rows == {k.value for k in Keyword} | set(KIND_STATUS)
