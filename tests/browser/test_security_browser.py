"""The Content-Security-Policy in Chromium: the site works under it, nothing violates it."""
import pytest

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
