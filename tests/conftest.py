"""Shared fixtures: every database test sees the real rules, imported once per session.

pytest-django creates the test database once per session (per xdist worker); this override
then runs `manage.py import_rules` on it, so tests read the rules exactly as a judge sees
them after `make setup`, and no test has to import them again. Ordinary `django_db` tests
roll back, so the rules stay; a `transaction=True` test flushes the database when it ends, so
the next such test re-imports them first (`_rules_after_flushes`).

Hypothesis runs derandomized (the same examples on every run), so `make test` and CI give
the same answer for the same code; `HYPOTHESIS_PROFILE=explore make test` draws new examples
to hunt for bugs, and a failure it finds becomes an ordinary test.

Under `make test` (`pytest -n 2 --dist loadgroup`), the tests of a module with a module-scoped
fixture run in one worker (`pytest_collection_modifyitems`), so such a fixture (a site set up
and served, a search index built) is made once, not once in each worker that gets some of the
module's tests; every other test is handed out one by one as `--dist load` would.
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from django.core.management import call_command
from hypothesis import settings

# No deadline: Hypothesis's default (200 ms an example) is a timing assertion, and on a loaded
# machine a slow example failed a test that is about correctness; timings live in bench/.
settings.register_profile("ci", derandomize=True, deadline=None)
settings.register_profile("explore", derandomize=False, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Keep a module's tests in one xdist worker when they share a module-scoped fixture
    (xdist's `loadgroup` reads the mark; without it the mark does nothing)."""
    for item in items:
        info = getattr(item, "_fixtureinfo", None)
        if info is None:
            continue
        if any(fixturedef.scope == "module" for fixturedefs in info.name2fixturedefs.values()
               for fixturedef in fixturedefs):
            item.add_marker(pytest.mark.xdist_group(item.nodeid.split("::")[0]))


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup: Any, django_db_blocker: Any) -> Iterator[None]:
    """The test database with the five seed files imported (once per session)."""
    with django_db_blocker.unblock():
        call_command("import_rules", verbosity=0)
    yield


@pytest.fixture(autouse=True)
def _rules_after_flushes(request: pytest.FixtureRequest) -> None:
    """Transactional tests see the rules too, although an earlier one flushed them."""
    marker = request.node.get_closest_marker("django_db")
    if marker is None or not marker.kwargs.get("transaction"):
        return
    request.getfixturevalue("transactional_db")
    from rulings.models import Rule

    if not Rule.objects.exists():
        call_command("import_rules", verbosity=0)


@pytest.fixture(autouse=True)
def _fresh_page_cache() -> Iterator[None]:
    """Each test starts with empty caches and reads the import stamp afresh, so a page or a
    search answer one test cached (or a stamp it bumped and rolled back) never answers
    another."""
    from django.conf import settings
    from django.core.cache import caches

    from rulings.pagecache import forget_stamp

    for alias in settings.CACHES:
        caches[alias].clear()
    forget_stamp()
    yield


@pytest.fixture(autouse=True)
def _site_language() -> Iterator[None]:
    """Each test starts in the site's default language (Korean). A request activates the
    language it is served in for its thread and leaves it active, so without this a test's
    gettext strings would come out in whatever language an earlier test's request used."""
    from django.utils import translation

    translation.deactivate()
    yield
    translation.deactivate()
