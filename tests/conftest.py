"""Shared fixtures: every database test sees the real rules, imported once per session.

pytest-django creates the test database once per session (per xdist worker); this override
then runs `manage.py import_rules` on it, so tests read the rules exactly as a judge sees
them after `make setup`, and no test has to import them again. Ordinary `django_db` tests
roll back, so the rules stay; a `transaction=True` test flushes the database when it ends, so
the next such test re-imports them first (`_rules_after_flushes`).

Hypothesis runs derandomized (the same examples on every run), so `make test` and CI give
the same answer for the same code; `HYPOTHESIS_PROFILE=explore make test` draws new examples
to hunt for bugs, and a failure it finds becomes an ordinary test.

Under xdist (`make test` runs `pytest -n 2`), the tests of a module outside tests/engine go to
one worker together (`pytest_xdist_make_scheduler`), so a module-scoped fixture (a site set
up and served, a search index built) is made once, not once in each worker that got some of
the module's tests; the engine's tests, which share nothing costly, are handed out one by one
and even out the workers at the end.
"""
from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from hypothesis import settings
from xdist.scheduler import LoadScopeScheduling

# No deadline: Hypothesis's default (200 ms an example) is a timing assertion, and on a loaded
# machine a slow example failed a test that is about correctness; timings live in bench/.
settings.register_profile("ci", derandomize=True, deadline=None)
settings.register_profile("explore", derandomize=False, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


class _ModuleScheduling(LoadScopeScheduling):
    """xdist's loadscope, but each engine test is a unit of its own. Units go out largest
    first, so the modules are under way early and single engine tests fill in at the end.
    (xdist's `loadgroup` would do this by marks, but it renames items through an attribute
    pytest 9 no longer reads, so its groups are never formed.)"""

    def _split_scope(self, nodeid: str) -> str:
        module = nodeid.split("::", 1)[0]
        return nodeid if module.startswith("tests/engine/") else module


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> LoadScopeScheduling | None:
    """The module-keeping scheduler for xdist's default `--dist load`; any other --dist
    asked for explicitly is left to xdist."""
    if config.getvalue("dist") != "load":
        return None
    return _ModuleScheduling(config, log)


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


@pytest.fixture(scope="session")
def search_index_dir(django_db_setup: Any, django_db_blocker: Any,
                     tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A Whoosh index of the imported rules, glossary and summaries, as `manage.py
    build_search_index` builds it: once per test process (it takes about 9 s of CPU), shared by
    every test that searches. The tests only read it."""
    from rulings.search.index import (
        build_index,
        load_glossary_from_db,
        load_records_from_db,
        load_summary_records_from_db,
    )

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
