"""``--jobs 1`` checks in the command's own process (issue #29: the pool cost 18 % of a check
at one job), and the default time limit still stops a file there: an alarm at its limit makes it
the same error row a worker's time-out gives, and the files after it follow in order."""

from __future__ import annotations

import signal
import time
from pathlib import Path
from typing import Any

import pytest

from shengji_cli.batch import pool, work
from shengji_cli.batch.pool import check_paths
from tests.clirun import run

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CLEAN = (EXAMPLES / "national_clean.sj").read_text(encoding="utf-8")


def _no_pool(*args: Any, **kwargs: Any) -> Any:
    raise AssertionError("a worker pool was started")


def test_one_job_starts_no_worker_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pool, "_executor", _no_pool)
    files = [EXAMPLES / "national_clean.sj", EXAMPLES / "match_national.sj"]
    reports = list(check_paths(files, jobs=1, timeout="auto"))
    assert [r.hand for r in reports] == [1, 1, 2, 3]
    code, out, _ = run("check", *map(str, files), "--format", "jsonl", "-j", "1")
    assert code == 0 and out.count("\n") == 4


def test_a_users_own_limit_still_uses_a_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    """A limit the user gives kills a worker whatever it is doing: it keeps the pool."""
    monkeypatch.setattr(pool, "_executor", _no_pool)
    with pytest.raises(AssertionError, match="worker pool"):
        list(check_paths([EXAMPLES / "national_clean.sj"], jobs=1, timeout=30.0))


def test_the_default_limit_stops_a_file_in_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(work, "BASE_SECONDS", 0.5)
    monkeypatch.setattr(pool, "_executor", _no_pool)
    real = pool.process_source

    def hangs(src: work.Source, options: work.Options, *args: Any) -> work.FileResult:
        if src.path.endswith("hang.sj"):
            time.sleep(60)
        return real(src, options, *args)

    monkeypatch.setattr(pool, "process_source", hangs)
    files = [tmp_path / n for n in ("a.sj", "hang.sj", "c.sj")]
    for p in files:
        p.write_text(CLEAN, encoding="utf-8")
    before = signal.getsignal(signal.SIGALRM)
    started = time.monotonic()
    reports = list(check_paths(files, jobs=1, timeout="auto"))
    assert time.monotonic() - started < 10
    assert [r.source for r in reports] == [str(p) for p in files]
    assert reports[0].error is None and reports[2].error is None
    error = reports[1].error
    assert error is not None and error.message.id == "limits.timeout"
    assert signal.getsignal(signal.SIGALRM) == before  # the alarm's handler is put back
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
