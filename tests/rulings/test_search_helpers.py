"""Fixtures shared by the search tests: one real index per session, built from the Rule and
GlossaryTerm tables and the summaries, as `manage.py build_search_index` builds it."""
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


@pytest.fixture(scope="session")
def search_index_dir(django_db_setup: Any, django_db_blocker: Any,
                     tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A Whoosh index of the imported rules and summaries (built once per test session)."""
    with django_db_blocker.unblock():
        records = load_records_from_db()
        glossary = load_glossary_from_db()
        summaries = load_summary_records_from_db()
    directory = tmp_path_factory.mktemp("search") / "index"
    build_index(records, directory, glossary, summaries)
    return directory


@pytest.fixture
def search_index(search_index_dir: Path, settings: Any) -> Path:
    """The session's index, made the one the views and `search()` use."""
    settings.SEARCH_INDEX_DIR = search_index_dir
    return search_index_dir
