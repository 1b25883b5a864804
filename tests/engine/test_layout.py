"""The engine's layout: packages that mirror the rules, each saying what it is, a short top
level, and no import made for its side effect (the layers themselves are import-linter
contracts in pyproject.toml, checked by `make lint`)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "engine"
PACKAGES = sorted(p.parent for p in ENGINE.glob("*/__init__.py"))
MODULES = sorted(p for p in ENGINE.rglob("*.py") if "__pycache__" not in p.parts)


def test_the_top_level_keeps_at_most_twelve_modules() -> None:
    """Modules live in the package of their rules; the top level keeps the API and the
    shared vocabulary only."""
    top = sorted(p.name for p in ENGINE.glob("*.py"))

    assert len(top) <= 12, top


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.name)
def test_every_package_says_what_it_is_and_which_rules_it_covers(package: Path) -> None:
    """A package's docstring names it and cites rules (or the document it implements)."""
    docstring = ast.get_docstring(ast.parse((package / "__init__.py").read_text("utf-8")))

    assert docstring, f"{package.name}/__init__.py has no docstring"
    assert re.search(r"\b\d{3}(\.\d+[a-z]?)?\b|docs/", docstring), docstring.splitlines()[0]


@pytest.mark.parametrize("module", MODULES, ids=lambda p: p.relative_to(ENGINE).as_posix())
def test_no_import_is_made_for_its_side_effect(module: Path) -> None:
    """Registration is explicit (engine/abilities/registry.py): no module imports another
    only to run it, which an unused import marked `noqa: F401` would be."""
    text = module.read_text("utf-8")

    assert "noqa: F401" not in text
