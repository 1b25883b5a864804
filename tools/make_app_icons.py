"""Draw the web app's icons (static/pwa/icons/*.png) with Chromium: `.venv/bin/python
tools/make_app_icons.py`. Run once when the design changes; the PNGs are committed.

The icon is the site's accent blue with "규칙" (rules) in Noto Sans CJK; the maskable one
keeps the word inside the central 80% that launchers may crop to.
"""
from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

OUT = Path(__file__).resolve().parent.parent / "static" / "pwa" / "icons"
ACCENT = "#1d5fbf"
PAGE = """<!doctype html><html><body style="margin:0">
<div style="width:{size}px;height:{size}px;background:{accent};border-radius:{radius}px;
display:flex;align-items:center;justify-content:center;color:#fff;
font:700 {font}px 'Noto Sans CJK KR',sans-serif;letter-spacing:-0.02em">규칙</div>
</body></html>"""


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    icons = [("icon-192.png", 192, 0.16, 0.36), ("icon-512.png", 512, 0.16, 0.36),
             ("maskable-512.png", 512, 0.0, 0.28)]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                             args=["--no-sandbox", "--disable-gpu"])
        for name, size, radius, font in icons:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(PAGE.format(size=size, accent=ACCENT, radius=int(size * radius),
                                         font=int(size * font)))
            page.screenshot(path=str(OUT / name), omit_background=True)
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
