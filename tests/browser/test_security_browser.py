"""The Content-Security-Policy in Chromium: the site works under it, nothing violates it; and
another site cannot save permalinks from its visitors' browsers."""
import json
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from rulings.sandbox.documents import slug_for

pytestmark = pytest.mark.browser

PAGES = ["/", "/rules/613/", "/search/?q=%EC%B8%B5", "/glossary/", "/sandbox/?example=613.8-1",
         "/edition/"]


@pytest.mark.parametrize("path", PAGES)
def test_no_page_breaks_the_content_security_policy(live_site, page, path):
    """Loading the page and letting its scripts run reports no CSP violation in the console."""
    violations: list[str] = []
    page.on("console", lambda message: violations.append(message.text)
            if "Content Security Policy" in message.text else None)

    response = page.goto(live_site + path)
    page.wait_for_load_state("networkidle")

    assert "script-src 'self'" in response.headers["content-security-policy"]
    assert violations == []


def test_an_injected_inline_script_does_not_run(live_site, page):
    """The policy is enforced: an inline script added to the page is refused, not run."""
    page.goto(live_site + "/rules/613/")

    page.evaluate("""() => {
        const script = document.createElement('script');
        script.textContent = 'window.__ran = true';
        document.body.appendChild(script);
    }""")

    assert page.evaluate("() => window.__ran === true") is False



class _OtherSite(BaseHTTPRequestHandler):
    """A page of another site (another origin: the same loopback address, another port)."""

    def do_GET(self) -> None:
        body = b"<!doctype html><title>elsewhere</title>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def other_site() -> Iterator[str]:
    """The URL of another site's page, served on loopback (Chromium stops a public page's
    requests to loopback before the site could answer them, so the other site is local)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _OtherSite)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


def _cross_site_scenario(content_type: str) -> dict[str, object]:
    """A scenario no other test saves, so its slug is found only if this post saved it."""
    return {"format": 1, "title": f"Saved from another site as {content_type}",
            "players": [{"id": "A"}, {"id": "B"}],
            "objects": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}]}


def _saved(live_site: str, slug: str) -> bool:
    try:
        with urllib.request.urlopen(f"{live_site}/api/scenarios/{slug}", timeout=10):
            return True
    except urllib.error.HTTPError as error:
        assert error.code == 404
        return False


@pytest.mark.parametrize("content_type", ["text/plain", "application/json"])
def test_another_site_cannot_save_a_permalink_from_a_visitors_browser(live_site, other_site,
                                                                      page, content_type):
    """A page elsewhere posts a scenario to the API from its visitor's browser: as text/plain
    (sent without asking, and refused with a 415) or as JSON (which needs a CORS preflight
    the site never grants, so it is never sent). Either way nothing is saved."""
    scenario = _cross_site_scenario(content_type)
    page.goto(other_site)

    sent = page.evaluate("""async ([url, body, type]) => {
        try {
            await fetch(url, {method: "POST", mode: type === "text/plain" ? "no-cors" : "cors",
                              headers: {"Content-Type": type}, body});
            return "sent";
        } catch (error) { return "refused by the browser"; }
    }""", [live_site + "/api/scenarios", json.dumps(scenario), content_type])

    assert sent == ("sent" if content_type == "text/plain" else "refused by the browser")
    assert not _saved(live_site, slug_for(scenario))
