"""The entry point pauses the collector for its imports; a command's own work runs with it on."""

from __future__ import annotations

import gc
import subprocess
import sys
from collections.abc import Iterator

import pytest
from clirun import run

from shengji_cli.cli import startup


@pytest.fixture()
def restored() -> Iterator[None]:
    yield
    startup._paused = False
    gc.unfreeze()
    gc.enable()


def test_a_command_resumes_the_collector_paused_for_the_start_up(restored: None) -> None:
    startup.pause_gc()
    assert not gc.isenabled()
    code, out, _ = run("follow", "--lead", "SA", "--hand", "SK S3", "--trump", "H", "--level", "2")
    assert code == 0 and "legal plays: 2" in out
    assert gc.isenabled() and gc.get_freeze_count() > 0


def test_a_collector_paused_by_someone_else_stays_paused(restored: None) -> None:
    gc.disable()
    startup.pause_gc()
    startup.resume_gc()
    assert not gc.isenabled() and gc.get_freeze_count() == 0


def test_the_script_and_python_m_run_with_the_collector_on() -> None:
    probe = (
        "import gc, runpy, sys; import shengji_cli.cli.queries as q; real = q.follow.callback\n"
        "def spy(*a, **k):\n    print('collector', gc.isenabled(), gc.get_freeze_count() > 0); "
        "return real(*a, **k)\n"
        "q.follow.callback = spy\n"
        "sys.argv = ['shengji', 'follow', '--lead', 'SA', '--hand', 'SK', '--trump', 'H', "
        "'--level', '2']\n"
        "runpy.run_module('shengji_cli', run_name='__main__')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("collector True True")
