"""Saving under load: several gunicorn workers on one database.

Always on a SQLite file of its own (WAL, busy timeout); also on PostgreSQL when the suite runs
against one (DATABASE_URL=postgres://…, as .ci/run does), in a database created for the test.
"""
from __future__ import annotations

import json
import os
import sqlite3
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

from rulesite.devserver import serve, set_up
from tests.sandbox.conftest import HUMILITY_OPALESCENCE

SAVES = 20
POSTGRES_URL = os.environ.get("DATABASE_URL", "")
BACKENDS = ["sqlite", *(["postgresql"] if POSTGRES_URL.startswith("postgres") else [])]
POSTGRES_TEST_DATABASE = "rulesite_concurrency"


def _postgres_url(database: str) -> str:
    return urlunsplit(urlsplit(POSTGRES_URL)._replace(path="/" + database))


def _fresh_postgres_database() -> str:
    import psycopg

    with psycopg.connect(_postgres_url("postgres"), autocommit=True) as connection:
        connection.execute(f"DROP DATABASE IF EXISTS {POSTGRES_TEST_DATABASE}")
        connection.execute(f"CREATE DATABASE {POSTGRES_TEST_DATABASE}")
    return _postgres_url(POSTGRES_TEST_DATABASE)


def _saved_slugs(backend: str, database: Path) -> list[tuple[str]]:
    query = "SELECT slug FROM sandbox_savedscenario"
    if backend == "sqlite":
        with sqlite3.connect(database) as connection:
            return connection.execute(query).fetchall()
    import psycopg

    with psycopg.connect(_postgres_url(POSTGRES_TEST_DATABASE)) as connection:
        return connection.execute(query).fetchall()


@pytest.fixture(scope="module", params=BACKENDS)
def gunicorn_site(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
                  ) -> Iterator[tuple[str, str, Path]]:
    """A site under gunicorn (4 workers, production settings) on a database of its own."""
    backend = request.param
    work = tmp_path_factory.mktemp("gunicorn-site")
    database = work / "db.sqlite3"
    database_url = {"DATABASE_URL": _fresh_postgres_database()} if backend != "sqlite" else {}
    env = {
        **{key: value for key, value in os.environ.items() if not key.startswith("DATABASE")},
        **database_url,
        "DJANGO_SETTINGS_MODULE": "rulesite.settings.prod",
        "DJANGO_SECRET_KEY": "concurrency-test-" + "k" * 50,
        "DJANGO_HTTPS": "0",
        "RULESITE_DB": str(database),
        "RULESITE_SEARCH_INDEX": str(work / "search_index"),
        # The per-client save limit is not what this test is about.
        "RULESITE_SAVES_PER_MINUTE": "1000",
    }
    set_up(env, (("migrate", "--noinput"),))
    with serve(env, ready_path="/api/scenarios/none", workers=4) as (url, _server):
        yield backend, url, database


def _save(url: str, body: bytes, barrier: threading.Barrier, answers: list[tuple[int, str]]
          ) -> None:
    request = urllib.request.Request(url + "/api/scenarios", data=body, method="POST",
                                     headers={"Content-Type": "application/json"})
    barrier.wait()
    with urllib.request.urlopen(request, timeout=60) as response:
        answers.append((response.status, json.loads(response.read())["slug"]))


def test_twenty_concurrent_saves_of_one_scenario_give_one_row_and_one_slug(gunicorn_site):
    """20 clients saving the same scenario at once all get its slug; the database has one row."""
    backend, url, database = gunicorn_site
    body = json.dumps(HUMILITY_OPALESCENCE).encode()
    barrier = threading.Barrier(SAVES)
    answers: list[tuple[int, str]] = []
    threads = [threading.Thread(target=_save, args=(url, body, barrier, answers))
               for _ in range(SAVES)]

    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert len(answers) == SAVES
    assert {status for status, _slug in answers} <= {200, 201}
    assert len({slug for _status, slug in answers}) == 1
    assert _saved_slugs(backend, database) == [(answers[0][1],)]


@pytest.mark.parametrize("gunicorn_site", ["sqlite"], indirect=True)
def test_the_sqlite_database_is_in_wal_mode(gunicorn_site):
    """Readers go on while a worker writes: the served SQLite file uses write-ahead logging."""
    _backend, _url, database = gunicorn_site

    with sqlite3.connect(database) as connection:
        journal = connection.execute("PRAGMA journal_mode").fetchone()[0]

    assert journal == "wal"
