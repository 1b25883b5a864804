"""`make run`: the development settings serve with DEBUG off unless DJANGO_DEBUG=1, unknown
URLs get the site's Korean 404, and WhiteNoise serves the static files."""
from __future__ import annotations

import os
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from rulesite.devserver import serve

ROOT = Path(__file__).resolve().parents[2]


def _debug_setting(**env: str) -> str:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    code = "import django; django.setup(); from django.conf import settings; print(settings.DEBUG)"
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          env={**clean, "DJANGO_SETTINGS_MODULE": "rulesite.settings.dev", **env},
                          check=True).stdout.strip()


def test_the_development_settings_have_debug_off_by_default():
    """No DJANGO_DEBUG: DEBUG is off, as judges run it."""

    assert _debug_setting() == "False"


def test_developers_opt_in_to_debug():
    """DJANGO_DEBUG=1 turns the debug pages on."""

    assert _debug_setting(DJANGO_DEBUG="1") == "True"


@pytest.fixture(scope="module")
def make_run_site(tmp_path_factory):
    """The site as `make run` serves it: dev settings, DEBUG off, runserver without --insecure,
    static files collected into STATIC_ROOT."""
    work = tmp_path_factory.mktemp("make-run")
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith(("DJANGO_", "DATABASE_URL", "CACHE_URL"))}
    env = {**clean, "DJANGO_SETTINGS_MODULE": "rulesite.settings.dev",
           "RULESITE_DB": str(work / "db.sqlite3"),
           "RULESITE_SEARCH_INDEX": str(work / "index"),
           "RULESITE_STATIC_ROOT": str(work / "static")}
    for command in (("migrate", "--noinput"), ("collectstatic", "--noinput")):
        subprocess.run([sys.executable, str(ROOT / "manage.py"), *command, "--verbosity", "0"],
                       env=env, cwd=ROOT, check=True)
    with serve(env, ready_path="/static/css/site.css", insecure=False) as (base, _server):
        yield base


def _get(url: str) -> tuple[int, str, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.headers["Content-Type"], response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers["Content-Type"], error.read().decode()


@pytest.mark.parametrize("path", ["/s/xxxx/", "/no-such-page/"])
def test_an_unknown_url_gets_the_sites_korean_404(make_run_site, path):
    """A mistyped permalink is the site's Korean 404, never Django's debug page."""

    status, _type, html = _get(make_run_site + path)

    assert status == 404
    assert "페이지를 찾을 수 없습니다" in html
    assert "URLconf" not in html and "urlpatterns" not in html


def test_static_files_are_served_with_debug_off(make_run_site):
    """WhiteNoise serves /static/ from STATIC_ROOT under `make run`."""

    status, content_type, css = _get(make_run_site + "/static/css/site.css")

    assert status == 200 and content_type.startswith("text/css")
    assert "--accent" in css


@pytest.mark.parametrize(("path", "content_type"), [
    ("/static/img/favicon.svg", "image/svg+xml"),
    ("/static/img/icon-32.png", "image/png"),
    ("/static/img/apple-touch-icon.png", "image/png"),
    ("/static/img/icon-192.png", "image/png"),
    ("/static/img/icon-512.png", "image/png"),
    ("/static/site.webmanifest", "application/manifest+json"),
])
def test_the_favicon_and_app_icons_are_served(make_run_site, path, content_type):
    """WhiteNoise serves the SVG favicon, the PNG app icons and the web app manifest."""

    with urllib.request.urlopen(make_run_site + path, timeout=10) as response:
        assert response.status == 200
        assert response.headers["Content-Type"].startswith(content_type)


def test_every_page_links_the_favicon_and_the_app_icon(make_run_site):
    """base.html links the SVG favicon, a PNG fallback, the apple-touch-icon and the manifest."""

    _status, _type, html = _get(make_run_site + "/no-such-page/")

    for link in ('rel="icon" href="/static/img/favicon.svg"',
                 'rel="apple-touch-icon" href="/static/img/apple-touch-icon.png"',
                 'rel="manifest" href="/static/site.webmanifest"'):
        assert link in html


@pytest.mark.parametrize(("name", "size"), [("icon-32.png", 32), ("icon-192.png", 192),
                                            ("apple-touch-icon.png", 180)])
def test_the_png_icons_are_what_rulesite_icons_draws(name, size):
    """The committed PNGs are valid, of their size, and reproducible from rulesite/icons.py."""
    from rulesite.icons import OUT, SIZES, png

    square = dict((n, sq) for n, _s, sq in SIZES)[name]
    data = (OUT / name).read_bytes()

    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert int.from_bytes(data[16:20], "big") == size
    assert data == png(size, square=square)
