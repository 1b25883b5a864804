"""Offline use (issue 13): the bundle `build_search_index` writes, and the service worker,
manifest, bundle and shell views."""
from __future__ import annotations

import gzip
import json
import re
import struct
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from django.test import Client

from rulings.models import ImportStamp, Rule, RuleSummary
from rulings.offline.bundle import BUNDLE_FILE, FORMAT, read_meta
from rulings.offline.strings import CONTEXTS, MESSAGES, PLURALS
from rulings.offline.views import WORKER_SCRIPTS
from tests.indexes import build_search_index

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "static"

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def bundle_dir(django_db_setup: Any, django_db_blocker: Any,
               tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An index of the imported rules with its offline bundle, as `make setup` builds it."""
    directory = tmp_path_factory.mktemp("offline") / "index"
    return build_search_index(directory, django_db_blocker)


@pytest.fixture
def served(bundle_dir: Path, settings: Any) -> Path:
    """That index, made the one the views serve."""
    settings.SEARCH_INDEX_DIR = bundle_dir
    return bundle_dir


def _bundle(directory: Path) -> dict[str, Any]:
    return json.loads(gzip.decompress((directory / BUNDLE_FILE).read_bytes()))


def test_the_index_build_writes_a_bundle_of_every_rule_for_this_import(bundle_dir: Path
                                                                       ) -> None:
    """The bundle holds every rule and every project summary, the index's postings and the
    glossary, and names the import it was built from."""
    bundle = _bundle(bundle_dir)
    meta = read_meta(bundle_dir)

    assert meta is not None
    assert meta.version == bundle["version"] == ImportStamp.objects.get().version
    assert bundle["format"] == FORMAT
    kinds = Counter(doc["kind"] for doc in bundle["rules"])
    assert sum(kinds.values()) - kinds["summary"] == Rule.objects.count()
    assert kinds["summary"] == RuleSummary.objects.count() > 0
    assert bundle["index"]["rule_count"] == Rule.objects.count()
    assert {"summary_title", "summary_text", "aliases"} <= set(bundle["index"]["fields"])
    assert {"title", "text", "examples", "context", "number"} <= set(bundle["index"]["fields"])
    assert bundle["index"]["fields"]["text"]["대체"]
    assert bundle["glossary"]["pairs"]


def test_the_bundle_stays_under_two_megabytes_compressed(bundle_dir: Path) -> None:
    """Rules, index and glossary together: at most 2 MB gzip'd (the issue's budget)."""
    meta = read_meta(bundle_dir)

    assert meta is not None
    assert meta.gzip_bytes == (bundle_dir / BUNDLE_FILE).stat().st_size
    assert meta.gzip_bytes <= 2_000_000


def test_service_worker_names_this_imports_bundle(client: Client, served: Path) -> None:
    """/sw.js is never cached by the browser and precaches the bundle of the current import."""
    meta = read_meta(served)
    assert meta is not None

    response = client.get("/sw.js")

    body = response.content.decode()
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert response["Cache-Control"] == "no-cache"
    assert f'"/offline/bundle/{meta.key}.json"' in body
    assert "importScripts(" in body and "workbox-precaching.prod.js" in body


def test_service_worker_is_unavailable_without_a_bundle(client: Client, settings: Any,
                                                        tmp_path: Path) -> None:
    """Before the first index build there is no worker to install (503), not a broken one."""
    settings.SEARCH_INDEX_DIR = tmp_path / "none"

    response = client.get("/sw.js")

    assert response.status_code == 503


def test_bundle_is_served_compressed_and_cacheable_forever(client: Client, served: Path) -> None:
    """The bundle's URL carries its key, so it is immutable; it goes out gzip'd."""
    meta = read_meta(served)
    assert meta is not None

    response = client.get(f"/offline/bundle/{meta.key}.json", HTTP_ACCEPT_ENCODING="gzip")

    assert response.status_code == 200
    assert response["Content-Encoding"] == "gzip"
    assert "immutable" in response["Cache-Control"]
    assert json.loads(gzip.decompress(response.content))["version"] == meta.version


def test_bundle_of_an_earlier_import_is_gone(client: Client, served: Path) -> None:
    """After a re-import the old key answers 404, so no worker installs stale rules."""
    response = client.get("/offline/bundle/0-000000000000.json")

    assert response.status_code == 404


def test_manifest_makes_an_installable_korean_app(client: Client) -> None:
    """The manifest has the Korean name, standalone display and 192/512 px PNG icons."""
    response = client.get("/manifest.webmanifest")

    manifest = json.loads(response.content)
    assert response["Content-Type"] == "application/manifest+json"
    assert manifest["name"] == "저지를 위한 MTG 규칙"
    assert manifest["lang"] == "ko"
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "/"
    sizes = set()
    for icon in manifest["icons"]:
        png = (STATIC / icon["src"].removeprefix("/static/")).read_bytes()
        width, height = struct.unpack(">II", png[16:24])
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert icon["sizes"] == f"{width}x{height}"
        sizes.add(icon["sizes"])
    assert {"192x192", "512x512"} <= sizes
    assert any(icon["purpose"] == "maskable" for icon in manifest["icons"])


def test_every_page_links_the_manifest_and_the_worker(client: Client) -> None:
    """The pages link the manifest, load pwa.js and carry the footer's offline status."""
    html = client.get("/").content.decode()

    assert '<link rel="manifest" href="/manifest.webmanifest">' in html
    assert "pwa/pwa.js" in html
    assert 'id="offline-status"' in html
    assert "오프라인 준비 완료 ({size})" in html


def test_shell_carries_the_markers_and_the_translated_strings(client: Client) -> None:
    """The shell is the site's page with the three markers and the UI strings in Korean."""
    response = client.get("/offline/shell/")

    html = response.content.decode()
    found = re.search(r'<script id="offline-strings" type="application/json">(.*?)</script>',
                      html, re.DOTALL)
    assert found is not None
    strings = json.loads(found.group(1))
    for marker in ("<!--offline:title-->", "<!--offline:head-->", "<!--offline:content-->"):
        assert html.count(marker) == 1
    assert strings["Cited by"] == "이 규칙을 인용한 규칙"
    assert strings["Best %(counter)s match"][0].startswith("가장 잘 맞는 규칙")
    assert strings["glossary column\x04English"] == "영어"
    assert "Content-Security-Policy" in response


def test_every_string_the_offline_pages_use_is_translated_by_the_shell() -> None:
    """Each t("...") in the renderer and the worker names a msgid the shell carries."""
    listed = set(MESSAGES) | set(PLURALS) | {f"{c}\\u0004{m}" for c, m in CONTEXTS}
    used = set()
    for name in ("offline-render.js", "offline-sw.js"):
        source = (STATIC / "pwa" / name).read_text(encoding="utf-8")
        # A msgid with markup writes its quotes escaped in the script (\").
        used |= {found.replace('\\"', '"')
                 for found in re.findall(r'\bt\("((?:[^"\\]|\\.)*)"', source)}

    assert used
    assert used - listed == set()


def test_workbox_modules_load_after_the_modules_they_take() -> None:
    """Each vendored Workbox build is called with the modules before it (precaching takes
    routing and strategies), so /sw.js imports them in that order."""
    loaded: set[str] = set()
    for script in WORKER_SCRIPTS:
        source = (STATIC / script).read_text(encoding="utf-8")
        match = re.match(r"pwa/workbox/workbox-(\w+)\.prod\.js", script)
        if match is None:
            continue
        needs = set(re.findall(r"workbox\.(\w+)", source.rsplit("}(", 1)[-1]))
        assert needs <= loaded, (script, needs - loaded)
        loaded.add(match.group(1))
    assert loaded == {"core", "routing", "strategies", "precaching"}
