"""Offline use (issue 13): the service worker script, the web app manifest, the rules bundle
and the shell page offline pages are rendered into.

`/sw.js` is generated per bundle: it names this import's bundle and every file to precache
(with a revision, so a changed file or a re-import changes the script and browsers install
the new worker), then imports the vendored Workbox modules and static/pwa/offline-*.js.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path

from django.conf import settings
from django.contrib.staticfiles import finders
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.templatetags.static import static
from django.urls import reverse
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext
from django.views.decorators.http import require_safe

from .bundle import BUNDLE_FILE, read_meta
from .strings import offline_strings

# What pages load: precached so every offline page looks and behaves as online.
STATIC_FILES = (
    "css/site.css", "css/search.css", "js/htmx.min.js", "js/site.js", "js/search.js",
    "pwa/pwa.js", "pwa/icons/icon-192.png", "pwa/icons/icon-512.png",
    "pwa/icons/maskable-512.png",
)
# The worker's own code, in load order (the browser keeps imported scripts with the worker):
# each Workbox module takes the ones before it as arguments (precaching needs them all).
WORKER_SCRIPTS = (
    "pwa/workbox/workbox-core.prod.js", "pwa/workbox/workbox-routing.prod.js",
    "pwa/workbox/workbox-strategies.prod.js", "pwa/workbox/workbox-precaching.prod.js",
    "pwa/offline-search.js", "pwa/offline-render.js", "pwa/offline-sw.js",
)
SHELL = "/offline/shell/"
# Pages cached in the judge's language (and refreshed when visited online).
PAGES = ("/", "/glossary/", SHELL)
# The installed app's name: the product speaks Korean first (the UI's default language).
SHORT_NAME = "MTG 규칙"
THEME_COLOR = "#1d5fbf"  # static/css/site.css --accent
BACKGROUND_COLOR = "#fbfbfa"  # --bg
YEAR = 365 * 24 * 60 * 60


def _index_dir() -> Path:
    return Path(settings.SEARCH_INDEX_DIR)


@lru_cache(maxsize=64)
def _digest(path: str, modified: int) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:16]


def _revision(name: str) -> str:
    """A digest of a static file's content (its URL is not hashed under the dev settings)."""
    found = finders.find(name)
    if not isinstance(found, str):
        raise FileNotFoundError(f"static file {name} is missing")
    return _digest(found, os.stat(found).st_mtime_ns)


@require_safe
def service_worker(request: HttpRequest) -> HttpResponse:
    """`/sw.js`: the worker's configuration for the current bundle, then its scripts."""
    meta = read_meta(_index_dir())
    if meta is None:
        return HttpResponse("// No offline bundle yet: run manage.py build_search_index.\n",
                            status=503, content_type="text/javascript; charset=utf-8")
    config = {
        "key": meta.key,
        "version": meta.version,
        "bundle": reverse("offline:bundle", args=[meta.key]),
        "precache": [{"url": static(name), "revision": _revision(name)}
                     for name in STATIC_FILES]
                    + [{"url": reverse("offline:bundle", args=[meta.key]), "revision": None}],
        "pages": list(PAGES),
        "shell": SHELL,
        "static": {"css/search.css": static("css/search.css")},
    }
    scripts = [static(name) + "?v=" + _revision(name) for name in WORKER_SCRIPTS]
    body = (
        "/* The offline service worker for rules import " + str(meta.version) + " (generated "
        "by rulings/offline/views.py). */\n"
        f"self.OFFLINE_CONFIG = {json.dumps(config, ensure_ascii=False)};\n"
        f"importScripts({', '.join(json.dumps(url) for url in scripts)});\n"
    )
    response = HttpResponse(body, content_type="text/javascript; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    return response


@require_safe
def bundle(request: HttpRequest, key: str) -> HttpResponse:
    """The rules bundle of the current import, gzip'd (it never changes under its key)."""
    directory = _index_dir()
    meta = read_meta(directory)
    if meta is None or meta.key != key:
        raise Http404("no such offline bundle (the rules were imported again)")
    packed = (directory / BUNDLE_FILE).read_bytes()
    if "gzip" in request.headers.get("Accept-Encoding", ""):
        response = HttpResponse(packed, content_type="application/json")
        response["Content-Encoding"] = "gzip"
    else:
        response = HttpResponse(gzip.decompress(packed), content_type="application/json")
    response["Cache-Control"] = f"public, max-age={YEAR}, immutable"
    patch_vary_headers(response, ["Accept-Encoding"])
    return response


@require_safe
def manifest(request: HttpRequest) -> JsonResponse:
    """The web app manifest: Korean name, icons, standalone display."""
    with translation.override("ko"):
        name = gettext("MTG Rules for Judges")
        description = gettext("Korean translation of the Magic: The Gathering Comprehensive "
                              "Rules, searchable offline.")
    icons = [
        {"src": static("pwa/icons/icon-192.png"), "sizes": "192x192", "type": "image/png",
         "purpose": "any"},
        {"src": static("pwa/icons/icon-512.png"), "sizes": "512x512", "type": "image/png",
         "purpose": "any"},
        {"src": static("pwa/icons/maskable-512.png"), "sizes": "512x512", "type": "image/png",
         "purpose": "maskable"},
    ]
    return JsonResponse(
        {"id": "/", "name": name, "short_name": SHORT_NAME, "description": description,
         "lang": "ko", "dir": "ltr", "start_url": "/", "scope": "/", "display": "standalone",
         "background_color": BACKGROUND_COLOR, "theme_color": THEME_COLOR, "icons": icons},
        content_type="application/manifest+json", json_dumps_params={"ensure_ascii": False})


@require_safe
def shell(request: HttpRequest) -> HttpResponse:
    """The site's page around three markers, and the UI strings offline pages use."""
    response = render(request, "offline/shell.html", {"strings": offline_strings()})
    response["Cache-Control"] = "no-cache"
    return response
