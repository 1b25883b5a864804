"""Settings from the environment: DATABASE_URL, CACHE_URL, and the production deploy check."""
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from rulesite.settings.environment import SQLITE_OPTIONS, cache_from_url, database_from_url

ROOT = Path(__file__).resolve().parents[2]
PROD_ENV = {
    "DJANGO_SETTINGS_MODULE": "rulesite.settings.prod",
    "DJANGO_SECRET_KEY": "a-test-key-that-is-long-and-random-enough-" + "x7Qp" * 10,
    "DJANGO_ALLOWED_HOSTS": "rules.example.org",
}


def _manage(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {key: value for key, value in os.environ.items()
             if not key.startswith(("DJANGO_", "DATABASE_URL", "CACHE_URL"))}
    return subprocess.run([sys.executable, str(ROOT / "manage.py"), *args],
                          env={**clean, **env}, cwd=ROOT, capture_output=True, text=True)


def test_without_database_url_the_embedded_sqlite_runs_in_wal_mode() -> None:
    """No DATABASE_URL: the SQLite file, with WAL, a busy timeout and IMMEDIATE transactions."""

    config = database_from_url(None, "/srv/db.sqlite3")

    assert config["NAME"] == "/srv/db.sqlite3"
    assert config["OPTIONS"] == SQLITE_OPTIONS
    assert "journal_mode=WAL" in config["OPTIONS"]["init_command"]


def test_a_postgres_url_names_the_server_and_keeps_connections() -> None:
    """postgres://… becomes Django's PostgreSQL backend with persistent connections."""

    config = database_from_url("postgres://judge:secret@db.internal:5433/rules", "unused")

    assert config["ENGINE"] == "django.db.backends.postgresql"
    assert (config["HOST"], config["PORT"], config["NAME"]) == ("db.internal", 5433, "rules")
    assert config["CONN_MAX_AGE"] == 60


def test_a_sqlite_url_gets_the_same_wal_options() -> None:
    """sqlite:////path through DATABASE_URL is configured like the default file."""

    config = database_from_url("sqlite:////tmp/other.sqlite3", "unused")

    assert config["NAME"] == "/tmp/other.sqlite3"
    assert config["OPTIONS"]["transaction_mode"] == "IMMEDIATE"


def test_an_unknown_database_scheme_says_which_url() -> None:
    """A DATABASE_URL dj-database-url cannot read is refused with the URL in the message."""

    with pytest.raises(ImproperlyConfigured, match="DATABASE_URL 'nosql://x'"):
        database_from_url("nosql://x", "unused")


@pytest.mark.parametrize(("url", "backend"), [
    (None, "django.core.cache.backends.locmem.LocMemCache"),
    ("locmem://", "django.core.cache.backends.locmem.LocMemCache"),
    ("redis://127.0.0.1:6379/1", "django.core.cache.backends.redis.RedisCache"),
    ("rediss://cache.internal:6380/0", "django.core.cache.backends.redis.RedisCache"),
    ("dummy://", "django.core.cache.backends.dummy.DummyCache"),
])
def test_cache_url_picks_a_django_backend(url: str | None, backend: str) -> None:
    """CACHE_URL chooses one of Django's own cache backends."""

    assert cache_from_url(url)["BACKEND"] == backend


def test_an_unknown_cache_scheme_names_the_ones_that_work() -> None:
    """A CACHE_URL with another scheme is refused, listing the schemes that work."""

    with pytest.raises(ImproperlyConfigured, match="use locmem://, redis://"):
        cache_from_url("memcached://127.0.0.1:11211")


def test_the_production_settings_pass_the_deploy_check() -> None:
    """`manage.py check --deploy --fail-level WARNING` is clean under rulesite.settings.prod."""

    checked = _manage("check", "--deploy", "--fail-level", "WARNING", **PROD_ENV)

    assert checked.returncode == 0, checked.stderr
    assert "no issues" in checked.stdout


def test_the_production_settings_refuse_to_start_without_a_secret_key() -> None:
    """Without DJANGO_SECRET_KEY the production settings stop with a message naming it."""
    env = {key: value for key, value in PROD_ENV.items() if key != "DJANGO_SECRET_KEY"}

    checked = _manage("check", **env)

    assert checked.returncode != 0
    assert "DJANGO_SECRET_KEY is not set" in checked.stderr


@pytest.mark.django_db
def test_the_benchmarks_precomputed_view_is_not_part_of_the_site(client) -> None:
    """/bench/precomputed/ exists only under rulesite.settings.bench (bench/load.py)."""

    response = client.get("/bench/precomputed/")

    assert response.status_code == 404


HTTPS_PROBE = """
from django.test import Client
client = Client()
plain = client.get("/no-such-page/")
proxied = client.get("/no-such-page/", HTTP_X_FORWARDED_PROTO="https")
print(plain.status_code, plain.headers.get("Location"), "hsts" if plain.has_header(
    "Strict-Transport-Security") else "-")
print(proxied.status_code, proxied.headers.get("Strict-Transport-Security"))
from django.conf import settings
print(settings.SESSION_COOKIE_SECURE, settings.CSRF_COOKIE_SECURE)
"""
PROBE_ENV = {**PROD_ENV, "DJANGO_ALLOWED_HOSTS": "testserver"}


@pytest.fixture(scope="module")
def prod_static(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The production settings' static files collected as `make serve` collects them (the
    manifest storage needs its manifest to render a page), into a directory of the test's own."""
    env = {**PROBE_ENV, "RULESITE_STATIC_ROOT": str(tmp_path_factory.mktemp("static"))}
    collected = _manage("collectstatic", "--noinput", "--verbosity", "0", **env)
    assert collected.returncode == 0, collected.stderr
    return env


def test_behind_the_tls_proxy_http_redirects_and_https_gets_hsts(
        prod_static: dict[str, str]) -> None:
    """DJANGO_HTTPS=1: plain HTTP is redirected without HSTS; a request the proxy marks as
    HTTPS gets Strict-Transport-Security; cookies are secure."""

    probe = _manage("shell", "-c", HTTPS_PROBE, **prod_static)

    plain, proxied, cookies = probe.stdout.splitlines()[-3:]
    assert plain == "301 https://testserver/no-such-page/ -", probe.stderr
    assert proxied == "404 max-age=31536000; includeSubDomains"
    assert cookies == "True True"


def test_over_plain_http_nothing_is_https_only(prod_static: dict[str, str]) -> None:
    """DJANGO_HTTPS=0 (loopback trials, the load benchmark): no redirect, no HSTS, and the
    proxy's header is not trusted."""

    probe = _manage("shell", "-c", HTTPS_PROBE, **{**prod_static, "DJANGO_HTTPS": "0"})

    plain, proxied, cookies = probe.stdout.splitlines()[-3:]
    assert plain == "404 None -", probe.stderr
    assert proxied == "404 None"
    assert cookies == "False False"
