"""What the browser tests share (tests/show/): Debian's ``chromium``, found on the path, and
Playwright's Python package (its own browser download is not used: ``.ci/run`` installs
``chromium`` and the ``test`` extra ``playwright``); a machine without either skips them,
saying which is missing."""

from __future__ import annotations

import shutil
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")

try:
    from playwright.sync_api import Browser, ConsoleMessage, Page, sync_playwright
except ImportError:  # pragma: no cover - the test extra installs it
    sync_playwright = None  # type: ignore[assignment]
    Browser = ConsoleMessage = Page = Any  # type: ignore[misc,assignment]

browser_needed = pytest.mark.skipif(
    sync_playwright is None or CHROMIUM is None,
    reason="needs Chromium (apt-get install chromium) and Playwright (pip install '.[test]'):"
    f" chromium {'found' if CHROMIUM else 'missing'},"
    f" playwright {'missing' if sync_playwright is None else 'found'}",
)

__all__ = ["CHROMIUM", "Browser", "ConsoleMessage", "Page", "browser_needed", "sync_playwright"]
