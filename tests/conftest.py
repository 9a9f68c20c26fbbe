"""The tests mirror the package (``tests/core/`` for ``shengji_cli/core/`` …); the helpers they
share (:mod:`clirun`, :mod:`zh`) sit here, at the top.  ``pytest --long`` runs the fuzz suite in
its long mode (the same as ``SHENGJI_FUZZ_LONG=1``)."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings
from spool import SPOOL

sys.path.insert(0, str(Path(__file__).resolve().parent))

settings.register_profile("shengji", deadline=None)
settings.load_profile("shengji")
"""Every property test's deadline policy: none.  Hypothesis's default 200 ms deadline fails a test
whose example happens to run slow on a loaded machine (issue #33: a flake in ``tests/notation/``);
a test that needs a time limit says so in its own ``@settings``."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--long", action="store_true", help="the fuzz suite's long mode (100× the examples)"
    )


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--long"):
        os.environ["SHENGJI_FUZZ_LONG"] = "1"


@pytest.fixture(scope="session")
def _tmpdirs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("TMPDIR")


@pytest.fixture(autouse=True)
def own_tmpdir(_tmpdirs: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Each test (and the processes it starts) gets a ``$TMPDIR`` of its own, empty, and must leave
    no spool folder
    in it (issue #33: a killed ``check`` left ``shengji-PID-*`` in the system's temporary folder,
    where other runs on the same machine make theirs too).  A test that kills a run with SIGKILL,
    which no process can clean up after, removes what it left itself."""
    folder = Path(tempfile.mkdtemp(dir=_tmpdirs))
    monkeypatch.setenv("TMPDIR", str(folder))
    monkeypatch.setattr(tempfile, "tempdir", str(folder))  # and the runs in this process
    yield folder
    left = sorted(p.name for p in folder.iterdir() if SPOOL.match(p.name))
    assert not left, f"the test left spool folders in its TMPDIR {folder}: {left}"
