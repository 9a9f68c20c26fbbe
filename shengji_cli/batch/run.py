"""The ``check`` command's driver: sources in, rows (or a summary) out, signals and exit codes.

:func:`run_check` streams the rows to stdout or to ``--output FILE``, written to
``.FILE.partial-PID`` in the same folder and renamed over FILE only at the end.  With
several workers, a big file's rows are spooled in ``shengji-PID-XXXXXXXX/`` in the system's
temporary folder (``$TMPDIR``, else ``/tmp``).  Both are removed on every exit the process
lives through: the end, an error, SIGINT (Ctrl-C), SIGTERM, SIGHUP, a closed stdout.  A
signal that cannot be caught (SIGKILL) leaves them: FILE is then absent or unchanged.

SIGINT and SIGHUP inherited as ignored (a job started with ``&`` by a script, ``nohup``) stay
ignored, as the shell meant; SIGTERM always stops the run cleanly (exit 128+15).  A progress
bar goes to stderr when stderr is a terminal, never to stdout.  Every message it prints is a
catalog id, in the options' language, with file names :func:`~..report.errors.shown_name`.
"""

from __future__ import annotations

import os
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Generator, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from types import FrameType
from typing import IO, Any

from ..core.messages import Msg
from ..report.catalog import render
from ..report.errors import shown_name
from ..report.formats import summary_document
from ..report.json import error_text
from ..report.lang import Lang
from ..report.summary import BatchSummary
from .output import AtomicOutput, Progress, RowWriter
from .pool import run_batch
from .sources import iter_sources, os_reason
from .work import FileResult, Options


class Interrupted(BaseException):
    """SIGINT, SIGTERM or SIGHUP, raised in the main thread so that the run can clean up."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _raise_interrupted(signum: int, frame: FrameType | None) -> None:
    raise Interrupted(signum)


SIGNALS = tuple(
    sig
    for name in ("SIGINT", "SIGTERM", "SIGHUP")
    if (sig := getattr(signal, name, None)) is not None
)
"""The signals that stop a run cleanly."""
KEEP_IGNORED = frozenset(
    sig for name in ("SIGINT", "SIGHUP") if (sig := getattr(signal, name, None)) is not None
)
"""Those of them that stay ignored when the process was started with them ignored."""


def _catch_signals(saved: dict[int, Any]) -> None:
    """Have :data:`SIGNALS` raise :class:`Interrupted` (main thread only), the handlers
    replaced put in ``saved`` as they go (a signal may come meanwhile)."""
    if threading.current_thread() is not threading.main_thread():
        return
    for sig in SIGNALS:
        handler = signal.getsignal(sig)
        if sig in KEEP_IGNORED and handler == signal.SIG_IGN:
            continue
        saved[sig] = signal.SIG_DFL if handler is None else handler  # None: not set from Python
        signal.signal(sig, _raise_interrupted)


def _restore_signals(saved: dict[int, Any]) -> None:
    """The handlers :func:`_catch_signals` replaced, put back."""
    for sig, handler in saved.items():
        signal.signal(sig, handler)


@contextmanager
def signals_stop() -> Iterator[None]:
    """Inside, :data:`SIGNALS` raise :class:`Interrupted` in the main thread, as in a ``check`` run,
    so that a command's ``finally`` and ``except BaseException`` clean up (``fmt --in-place``
    removes its ``.NAME.partial-PID``); the handlers are put back on leaving."""
    saved: dict[int, Any] = {}
    try:
        _catch_signals(saved)
        yield
    finally:
        _restore_signals(saved)


class _Resender:
    """Sends again a signal whose :class:`Interrupted` Python swallowed.

    A signal that comes while the pool forks a worker raises in an at-fork hook, where
    Python only reports the exception as "ignored" (:func:`sys.unraisablehook`), and the run
    would go on waiting.  The hook installed here wakes a thread that, a moment later, once
    the main thread is back in plain code, sends the signal to it again (only while the run
    still catches it).
    """

    def __init__(self) -> None:
        self.previous = sys.unraisablehook
        self.pending = 0
        self.done = False
        self.wake = threading.Event()
        self.thread = threading.Thread(target=self._run, name="shengji-resend", daemon=True)
        self.thread.start()
        sys.unraisablehook = self._hook

    def _hook(self, u: Any) -> None:
        if isinstance(u.exc_value, Interrupted):
            self.pending = u.exc_value.signum
            self.wake.set()
        else:
            self.previous(u)

    def _run(self) -> None:
        main = threading.main_thread().ident or 0
        while True:
            self.wake.wait()
            self.wake.clear()
            if self.done:
                return
            time.sleep(0.02)
            signum, self.pending = self.pending, 0
            if signum and signal.getsignal(signum) is _raise_interrupted:
                signal.pthread_kill(main, signum)

    def close(self) -> None:
        sys.unraisablehook = self.previous
        self.done = True
        self.wake.set()
        self.thread.join(1)


def run_check(
    paths: Sequence[str],
    options: Options,
    *,
    jobs: int,
    out: IO[bytes],
    err: IO[str],
    output: str | None = None,
    summary: str | None = None,
    progress: bool = False,
    errors_to_stderr: bool = True,
    runner: Callable[..., Generator[FileResult, None, None]] = run_batch,
) -> int:
    """The ``check`` command: process ``paths``, stream the rows (or, with ``summary`` a
    format of :data:`~..report.formats.SUMMARY_FORMATS`, print only a summary) to ``out`` or
    atomically to ``output``.

    Messages for unreadable input go to ``err`` (when ``errors_to_stderr``).  Returns the
    exit code: 2 something unreadable, else 1 a violation (or an incomplete hand, with
    ``options.require_complete``), else 0; 128+N on signal N.  A run with incomplete hands
    says on ``err`` how many (their rows say it too) and what they did to the exit code.
    ``runner`` checks the sources as :func:`~.pool.run_batch` does (``shengji_cli.dask``'s runs on Dask).
    """
    if summary:
        options = replace(options, fmt="")
    lang = options.lang
    target: AtomicOutput | None = None
    bar: Progress | None = None
    spool_dir: str | None = None
    saved: dict[int, Any] = {}
    results: Generator[FileResult, None, None] | None = None
    code = 0
    shown = None if output is None else shown_name(output)
    resender: _Resender | None = None
    try:
        _catch_signals(saved)
        if saved and jobs > 1 and hasattr(signal, "pthread_kill"):  # POSIX: workers are forked
            resender = _Resender()
        if output is not None:
            try:
                target = AtomicOutput(output)
            except OSError as exc:
                _say(
                    err, lang, Msg.of("batch.cannot-write-file", path=shown, reason=os_reason(exc))
                )
                return 2
        stream = target.file if target is not None else out
        if jobs > 1 or options.time_limit(0) is not None:  # worker processes spool
            spool_dir = tempfile.mkdtemp(prefix=f"shengji-{os.getpid()}-")
            options = replace(options, spool_dir=spool_dir)
        writer = RowWriter(stream, options.frame)
        if progress:
            bar = Progress(err, paths, lang, options.follow_links, options.suffixes)
            if target is None and _isatty(out):
                writer.before = bar.clear
        tally = BatchSummary(require_complete=options.require_complete)
        results = runner(
            iter_sources(paths, options.follow_links, options.suffixes),
            options,
            jobs,
            None if summary else writer.write,
            None if summary or target is not None else writer.flush,
        )
        for res in results:
            if not summary:
                writer.write_result(res)
            errors = [error_text(e, lang) for e in res.errors]
            tally.add(
                res.source,
                res.hands,
                res.clean,
                res.flagged,
                res.kinds,
                errors,
                res.file_error,
                res.incomplete,
                res.continued,
                res.ruled,
            )
            if errors and errors_to_stderr:
                if bar is not None:
                    bar.clear()
                for e in errors:
                    err.write(f"shengji: {e}\n")
                err.flush()
            if bar is not None:
                bar.update(res)
        if bar is not None:
            bar.close()
        if summary:
            stream.write(summary_document(tally, summary, lang).encode("utf-8"))
            stream.flush()
        else:
            writer.end()
        if target is not None:
            try:
                target.commit()
            except OSError as exc:
                _say(
                    err, lang, Msg.of("batch.cannot-write-file", path=shown, reason=os_reason(exc))
                )
                return 2
            target = None
        code = tally.exit_code
        if tally.incomplete and options.require_complete:
            _say(err, lang, Msg.of("batch.incomplete-required", n=tally.incomplete))
        elif tally.incomplete and code == 0:
            _say(err, lang, Msg.of("batch.incomplete-hands", n=tally.incomplete))
    except KeyboardInterrupt:
        code = 130
    except Interrupted as exc:
        code = 128 + exc.signum
    except BrokenPipeError:
        code = 141
        _silence_stdout()
    except OSError as exc:
        _say(err, lang, Msg.of("batch.cannot-write", reason=os_reason(exc)))
        code = 2
    finally:
        for sig in saved:  # no second signal while cleaning up
            signal.signal(sig, signal.SIG_IGN)
        try:
            if results is not None:
                results.close()  # stops the pool if the run did not finish
            if bar is not None:
                bar.close()
            if target is not None:
                target.abort()
            if spool_dir is not None:
                shutil.rmtree(spool_dir, ignore_errors=True)
        finally:
            if resender is not None:
                resender.close()
            _restore_signals(saved)
    if code >= 128 and code != 141:
        _say(
            err,
            lang,
            Msg.of("batch.interrupted-not-written", path=shown)
            if shown
            else Msg.of("batch.interrupted"),
        )
    return code


def _say(err: IO[str], lang: Lang, message: Msg) -> None:
    err.write(f"shengji: {render(message, lang)}\n")


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def _silence_stdout() -> None:
    """After a broken pipe, point stdout at /dev/null so that Python's exit flush is quiet."""
    try:
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, sys.stdout.fileno())
        os.close(fd)
    except (OSError, AttributeError, ValueError):
        pass
