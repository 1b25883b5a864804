"""Database and cache settings from the URLs a deployment sets in its environment.

`DATABASE_URL` (through dj-database-url) and `CACHE_URL` (`locmem://`, `redis://`, `rediss://`,
`dummy://`) keep secrets and hosts out of the code, as the twelve-factor app has it. Without
them the site uses the embedded SQLite database and a per-process memory cache.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

# Several gunicorn workers write the same SQLite file: WAL lets readers go on while one writes,
# a writer waits up to `timeout` seconds for the lock instead of failing with "database is
# locked", and IMMEDIATE takes the write lock when a transaction starts, so two transactions
# that read and then write cannot deadlock on the upgrade from a read lock.
SQLITE_OPTIONS: dict[str, Any] = {
    "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL",
    "transaction_mode": "IMMEDIATE",
    "timeout": 20,
}


def database_from_url(url: str | None, sqlite_path: Path | str) -> dict[str, Any]:
    """The `DATABASES["default"]` entry for `url`, or the SQLite file `sqlite_path` when unset."""
    if not url:
        return {"ENGINE": "django.db.backends.sqlite3", "NAME": str(sqlite_path),
                "OPTIONS": dict(SQLITE_OPTIONS)}
    try:
        config: dict[str, Any] = dict(dj_database_url.parse(url, conn_max_age=60,
                                                             conn_health_checks=True))
    except ValueError as error:
        raise ImproperlyConfigured(f"DATABASE_URL {url!r} cannot be used: {error}") from None
    if config["ENGINE"] == "django.db.backends.sqlite3":
        config["OPTIONS"] = {**SQLITE_OPTIONS, **config.get("OPTIONS", {})}
        # A connection kept open across requests gains nothing on SQLite.
        config["CONN_MAX_AGE"] = 0
    return config


def cache_from_url(url: str | None, *, name: str = "rulesite", max_entries: int = 20_000
                   ) -> dict[str, Any]:
    """A `CACHES` entry for `url`; a per-process memory cache when unset, `name` keeping it
    apart from the others and holding at most `max_entries` (Redis has its own bound,
    maxmemory)."""
    if not url or url == "locmem://":
        return {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                "LOCATION": name, "OPTIONS": {"MAX_ENTRIES": max_entries}}
    scheme = urlsplit(url).scheme
    if scheme in ("redis", "rediss"):
        # Django's own backend (django.core.cache.backends.redis), through redis-py.
        return {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url}
    if scheme == "dummy":
        return {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}
    raise ImproperlyConfigured(
        f"CACHE_URL {url!r} has the scheme {scheme!r}; use locmem://, redis://, rediss:// "
        "or dummy://")
