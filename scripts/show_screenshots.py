"""The README's screenshots of ``shengji show``: examples/dispute_failed_throw.sj in English and
Chinese, at a phone's width and a desktop's, opened at trick 2 (the failed throw), and the review
of examples/solve/late_errors.sj (``--review --last 6``: its value graph, at a phone's width),
written to docs/show/ (PNG).  Needs Chromium and Playwright (``apt-get install chromium``; the
``test`` extra) and, for the Chinese, a CJK font (``apt-get install fonts-wqy-microhei``).

    python scripts/show_screenshots.py
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Browser, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
WIDTHS = {"phone": (390, 844), "desktop": (1100, 900)}


def main() -> None:
    out = ROOT / "docs" / "show"
    out.mkdir(parents=True, exist_ok=True)
    record = "examples/dispute_failed_throw.sj"  # as a user in the project's folder names it
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox"])
        for lang in ("en", "zh"):
            page_file = Path(tmp) / f"{lang}.html"
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "shengji_cli",
                    "show",
                    str(record),
                    "--lang",
                    lang,
                    "--trick",
                    "2",
                    "-o",
                    str(page_file),
                ],
                check=True,
                cwd=ROOT,
            )
            for name, (width, height) in WIDTHS.items():
                page = browser.new_page(viewport={"width": width, "height": height})
                page.goto(page_file.as_uri())
                # the page down to the trick shown (header, deal, trick 2 and its finding)
                bottom = page.evaluate(
                    "(() => { const r = document.getElementById('tricks').getBoundingClientRect();"
                    " return Math.ceil(r.bottom + window.scrollY) + 8; })()"
                )
                page.set_viewport_size({"width": width, "height": bottom})
                page.screenshot(path=str(out / f"dispute-{lang}-{name}.png"))
                page.close()
        _review(browser, Path(tmp), out)
        browser.close()


def _review(browser: Browser, tmp: Path, out: Path) -> None:
    """The review's section of examples/solve/late_errors.sj, its last 6 tricks reviewed."""
    page_file = tmp / "review.html"
    record = "examples/solve/late_errors.sj"
    command = [sys.executable, "-m", "shengji_cli", "show", record, "--review", "--last", "6"]
    subprocess.run([*command, "-o", str(page_file)], check=True, cwd=ROOT)
    width, height = WIDTHS["phone"]
    page = browser.new_page(viewport={"width": width, "height": height})
    page.goto(page_file.as_uri())
    page.locator("#review").screenshot(path=str(out / "review-en-phone.png"))
    page.close()


if __name__ == "__main__":
    main()
