"""The browser the tests of tests/show share: Debian's ``chromium``, headless, driven by
Playwright (:mod:`browsing`), one a module."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from browsing import CHROMIUM, sync_playwright


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield b
        finally:
            b.close()
