"""The one way the tests run the ``shengji`` command in process (click's CliRunner)."""

from __future__ import annotations

from collections.abc import Mapping

from click.testing import CliRunner

from shengji_cli.cli.main import main


def run(*args: str, input: str | None = None, env: Mapping[str, str | None] | None = None) -> tuple[int, str, str]:
    """Exit code, stdout and stderr; fails the test on a traceback or an unexpected exception.

    English unless ``env`` or ``--lang`` says otherwise, whatever the locale of the machine.
    """
    result = CliRunner().invoke(main, list(args), input=input, prog_name="shengji", env={"SHENGJI_LANG": "en", **(env or {})})
    assert "Traceback" not in result.output
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr
