"""Fixtures shared by the search tests: one real index per test process, built from the Rule and
GlossaryTerm tables and the summaries, as `manage.py build_search_index` builds it.

Each module that uses the index imports these fixtures (`search_index_dir =
helpers.search_index_dir`), and pytest keeps a separate session fixture for every module that
does; `_built` makes them all return the one index, built by whichever asks first (it took
about 9 s of CPU, once for every such module in every xdist worker). The tests only read it.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulings.search.index import (
    build_index,
    load_glossary_from_db,
    load_records_from_db,
    load_summary_records_from_db,
)

# The index this process built, shared by every module's copy of `search_index_dir`.
_built: list[Path] = []


@pytest.fixture(scope="session")
def search_index_dir(django_db_setup: Any, django_db_blocker: Any,
                     tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A Whoosh index of the imported rules and summaries (built once per test session)."""
    if not _built:
        with django_db_blocker.unblock():
            records = load_records_from_db()
            glossary = load_glossary_from_db()
            summaries = load_summary_records_from_db()
        directory = tmp_path_factory.mktemp("search") / "index"
        build_index(records, directory, glossary, summaries)
        _built.append(directory)
    return _built[0]


@pytest.fixture
def search_index(search_index_dir: Path, settings: Any) -> Path:
    """The session's index, made the one the views and `search()` use."""
    settings.SEARCH_INDEX_DIR = search_index_dir
    return search_index_dir
