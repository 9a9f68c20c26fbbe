"""The tests mirror the package (``tests/core/`` for ``shengji_cli/core/`` …); the helpers they
share (:mod:`clirun`, :mod:`zh`) sit here, at the top.  ``pytest --long`` runs the fuzz suite in
its long mode (the same as ``SHENGJI_FUZZ_LONG=1``)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).resolve().parent))

settings.register_profile("shengji", deadline=None)
settings.load_profile("shengji")
"""Every property test's deadline policy: none.  Hypothesis's default 200 ms deadline fails a test
whose example happens to run slow on a loaded machine (issue #33: a flake in ``tests/notation/``);
a test that needs a time limit says so in its own ``@settings``."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--long", action="store_true", help="the fuzz suite's long mode (100× the examples)")


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--long"):
        os.environ["SHENGJI_FUZZ_LONG"] = "1"
