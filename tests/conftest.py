"""The tests mirror the package (``tests/core/`` for ``shengji_cli/core/`` …); the helpers they
share (:mod:`clirun`, :mod:`zh`) sit here, at the top.  ``pytest --long`` runs the fuzz suite in
its long mode (the same as ``SHENGJI_FUZZ_LONG=1``)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--long", action="store_true", help="the fuzz suite's long mode (100× the examples)")


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--long"):
        os.environ["SHENGJI_FUZZ_LONG"] = "1"
