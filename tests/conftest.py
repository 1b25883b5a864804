"""Shared fixtures: every database test sees the real rules, imported once per session.

pytest-django creates the test database once per session (per xdist worker); this override
then runs `manage.py import_rules` on it, so tests read the rules exactly as a judge sees
them after `make setup`, and no test has to import them again. Ordinary `django_db` tests
roll back, so the rules stay; a `transaction=True` test flushes the database, so such a test
must call `call_command("import_rules", verbosity=0)` itself.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from django.core.management import call_command


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup: Any, django_db_blocker: Any) -> Iterator[None]:
    """The test database with the five seed files imported (once per session)."""
    with django_db_blocker.unblock():
        call_command("import_rules", verbosity=0)
    yield
