"""The test suite's own habits (issue #33): no property test that fails on a slow machine for being
slow, and no temporary folder left behind."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from hypothesis import settings
from spool import SPOOL


def test_a_property_test_without_its_own_deadline_has_none() -> None:
    assert settings.default.deadline is None
    assert settings().deadline is None


def test_each_test_and_its_processes_have_their_own_empty_tmpdir(own_tmpdir: Path) -> None:
    assert list(own_tmpdir.iterdir()) == []
    assert os.environ["TMPDIR"] == tempfile.gettempdir() == str(own_tmpdir)
    child = subprocess.run(
        [sys.executable, "-c", "import tempfile; print(tempfile.gettempdir())"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert child.stdout.strip() == str(own_tmpdir)


def test_the_leftover_check_knows_a_spool_folder_by_its_name(own_tmpdir: Path) -> None:
    """The name :func:`shengji_cli.batch.run.run_check` gives its spool folder, and not others."""
    spool = Path(tempfile.mkdtemp(prefix=f"shengji-{os.getpid()}-"))
    try:
        assert spool.parent == own_tmpdir and SPOOL.match(spool.name)
    finally:
        spool.rmdir()
    assert not SPOOL.match("shengji-spool-abc") and not SPOOL.match("pytest-of-me")
