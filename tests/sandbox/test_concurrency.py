"""Saving under load: several gunicorn workers on one SQLite file (WAL, busy timeout)."""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulesite.devserver import serve
from tests.sandbox.conftest import HUMILITY_OPALESCENCE

ROOT = Path(__file__).resolve().parents[2]
SAVES = 20


@pytest.fixture(scope="module")
def gunicorn_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """A site under gunicorn (4 workers, production settings) on a SQLite file of its own."""
    work = tmp_path_factory.mktemp("gunicorn-site")
    database = work / "db.sqlite3"
    env = {
        **{key: value for key, value in os.environ.items() if not key.startswith("DATABASE")},
        "DJANGO_SETTINGS_MODULE": "rulesite.settings.prod",
        "DJANGO_SECRET_KEY": "concurrency-test-" + "k" * 50,
        "DJANGO_HTTPS": "0",
        "RULESITE_DB": str(database),
        "RULESITE_SEARCH_INDEX": str(work / "search_index"),
        # The per-client save limit is not what this test is about.
        "RULESITE_SAVES_PER_MINUTE": "1000",
    }
    subprocess.run([sys.executable, str(ROOT / "manage.py"), "migrate", "--noinput",
                    "--verbosity", "0"], env=env, cwd=ROOT, check=True)
    with serve(env, ready_path="/api/scenarios/none", workers=4) as (url, _server):
        yield url, database


def _save(url: str, body: bytes, barrier: threading.Barrier, answers: list[tuple[int, str]]
          ) -> None:
    request = urllib.request.Request(url + "/api/scenarios", data=body, method="POST",
                                     headers={"Content-Type": "application/json"})
    barrier.wait()
    with urllib.request.urlopen(request, timeout=60) as response:
        answers.append((response.status, json.loads(response.read())["slug"]))


def test_twenty_concurrent_saves_of_one_scenario_give_one_row_and_one_slug(gunicorn_site):
    """20 clients saving the same scenario at once all get its slug; the database has one row."""
    url, database = gunicorn_site
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
    with sqlite3.connect(database) as connection:
        rows = connection.execute("SELECT slug FROM sandbox_savedscenario").fetchall()
        journal = connection.execute("PRAGMA journal_mode").fetchone()[0]
    assert rows == [(answers[0][1],)]
    assert journal == "wal"
