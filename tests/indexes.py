"""Search indexes for module- and session-scoped fixtures."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management import call_command


def build_search_index(directory: Path, django_db_blocker: Any) -> Path:
    """`manage.py build_search_index` into `directory`, for a fixture wider than one test.

    It runs outside any test's transaction, so what the command stores in the database (the
    shipped curated search mappings) would stay for every later test in the worker, and a test
    that expects the table empty would pass or fail by the order tests ran in. The index keeps
    the mappings; the table is emptied again.
    """
    from rulings.models import CuratedMapping

    with django_db_blocker.unblock():
        call_command("build_search_index", index_dir=directory, verbosity=0)
        CuratedMapping.objects.all().delete()
    return directory
