"""The one way the tests run the ``shengji`` command in process (click's CliRunner)."""

from __future__ import annotations

import resource
import subprocess
import sys
from collections.abc import Mapping

from click.testing import CliRunner

from shengji_cli.cli.main import main


def run(
    *args: str, input: str | None = None, env: Mapping[str, str | None] | None = None
) -> tuple[int, str, str]:
    """Exit code, stdout and stderr; fails the test on a traceback or an unexpected exception.

    English unless ``env`` or ``--lang`` says otherwise, whatever the locale of the machine.
    """
    result = CliRunner().invoke(
        main,
        list(args),
        input=input,
        prog_name="shengji",
        env={"SHENGJI_LANG": "en", **(env or {})},
    )
    assert "Traceback" not in result.output
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def run_cpu_limited(*args: str, cpu_seconds: int) -> subprocess.CompletedProcess[str]:
    """``shengji ARGS`` in a process of its own (English), stopped by the kernel past
    ``cpu_seconds`` of CPU (``RLIMIT_CPU``: a limit the load of a shared machine does not move)."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds))

    return subprocess.run(
        [sys.executable, "-m", "shengji_cli", *args],
        capture_output=True,
        text=True,
        preexec_fn=limit,
        env={"SHENGJI_LANG": "en", "PATH": "/usr/bin:/bin"},
        check=False,
    )


def squeezed(text: str) -> str:
    """``text`` without its whitespace: a text report wraps its long lines (to the terminal, or
    100 columns), so a test looking for a sentence in it compares it squeezed."""
    return "".join(text.split())
