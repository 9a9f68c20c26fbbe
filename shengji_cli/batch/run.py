"""The ``check`` command's driver: sources in, rows (or a summary) out, signals and exit codes.

:func:`run_check` streams the rows to stdout or to ``--output FILE``, written to
``.FILE.partial-PID`` in the same folder and renamed over FILE only at the end (asked to be
written to the disk as it grows, so that its ``fsync`` at the end is short).  With several
workers, a big file's rows, and a task's rows when they are many, are spooled in
``shengji-PID-XXXXXXXX/`` in the system's temporary folder (``$TMPDIR``, else ``/tmp``).
Both are removed on every exit the process lives through: the end, an error, SIGINT (Ctrl-C),
SIGTERM, SIGHUP, a closed stdout.  A signal that cannot be caught (SIGKILL) leaves them: FILE
is then absent or unchanged.

SIGINT and SIGHUP inherited as ignored (a job started with ``&`` by a script, ``nohup``) stay
ignored, as the shell meant; SIGTERM always stops the run cleanly (exit 128+15).  A progress
bar (the command line's, passed in) goes to stderr, never to stdout.  Every message it prints is a
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
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, replace
from types import FrameType
from typing import IO, Any, Protocol

from ..core.messages import Msg
from ..report.catalog import render
from ..report.errors import shown_name
from ..report.formats import summary_document
from ..report.json import error_text
from ..report.lang import Lang
from ..report.summary import BatchSummary
from .output import AtomicOutput, RowWriter
from .pool import run_batch
from .sources import iter_sources, os_reason
from .work import FileResult, Options


class Bar(Protocol):
    """A progress bar: moved on by each result, emptied before other text on its terminal,
    closed at the end."""

    def update(self, res: FileResult) -> None: ...

    def clear(self) -> None: ...

    def close(self) -> None: ...


BarMaker = Callable[[IO[str], Sequence[str], Options], Bar]
"""What makes a run's :class:`Bar`: from the stream it draws on, the paths and the options."""


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
    progress: BarMaker | None = None,
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
    ``runner`` checks the sources as :func:`~.pool.run_batch` does (``shengji_cli.dask``'s runs on
    Dask); ``progress`` makes the progress bar drawn on ``err`` (none without).
    """
    run = _CheckRun(
        options=replace(options, fmt="") if summary else options,
        jobs=jobs,
        err=err,
        output=output,
        summary=summary,
        errors_to_stderr=errors_to_stderr,
    )
    saved: dict[int, Any] = {}
    with ExitStack() as cleanup:  # on every exit: what the run opened, closed in reverse
        try:
            _catch_signals_until_cleanup(saved, jobs, cleanup)
            code = run.check(paths, out, progress, runner, cleanup)
        except KeyboardInterrupt:
            code = 130
        except Interrupted as exc:
            code = 128 + exc.signum
        except BrokenPipeError:
            code = 141
            _silence_stdout()
        except OSError as exc:
            run.say(Msg.of("batch.cannot-write", reason=os_reason(exc)))
            code = 2
        finally:
            for sig in saved:  # no second signal while cleaning up
                signal.signal(sig, signal.SIG_IGN)
    if code >= 128 and code != 141:
        run.say_interrupted()
    return code


def _catch_signals_until_cleanup(saved: dict[int, Any], jobs: int, cleanup: ExitStack) -> None:
    """:func:`_catch_signals` (and, with forked workers, a :class:`_Resender`), undone by
    ``cleanup``."""
    cleanup.callback(_restore_signals, saved)
    _catch_signals(saved)
    if saved and jobs > 1 and hasattr(signal, "pthread_kill"):  # POSIX: workers are forked
        cleanup.callback(_Resender().close)


@dataclass
class _CheckRun:
    """One ``check`` run's settings, and its steps: open the output, spool, check the
    sources, tally and write each result, end the document, commit, say how it went."""

    options: Options
    jobs: int
    err: IO[str]
    output: str | None
    summary: str | None
    errors_to_stderr: bool
    bar: Bar | None = None

    @property
    def shown(self) -> str | None:
        """The ``--output`` file as messages name it."""
        return None if self.output is None else shown_name(self.output)

    @property
    def reviewing(self) -> bool:
        """A ``shengji review`` run: an incomplete hand is reviewed as not complete, unsaid."""
        from ..solver.review import Review

        return isinstance(self.options.analyze, Review)

    def say(self, message: Msg) -> None:
        _say(self.err, self.options.lang, message)

    def check(
        self,
        paths: Sequence[str],
        out: IO[bytes],
        progress: BarMaker | None,
        runner: Callable[..., Generator[FileResult, None, None]],
        cleanup: ExitStack,
    ) -> int:
        """The run, what it opens left to ``cleanup``; its exit code."""
        target = self.open_output(cleanup)
        if self.output is not None and target is None:
            return 2
        stream = target.file if target is not None else out
        self.spool(cleanup)
        writer = RowWriter(stream, self.options.frame)
        if target is not None:
            writer.every = target.write_back
        if progress is not None:
            bar = self.show_progress(progress, paths, cleanup)
            if target is None and _isatty(out):
                writer.before = bar.clear
        tally = BatchSummary(require_complete=self.options.require_complete)
        results = self.start(paths, runner, writer, flush=target is None)
        cleanup.callback(results.close)  # stops the pool if the run did not finish
        for res in results:
            self.take(res, writer, tally)
        return self.finish(stream, writer, tally, target)

    def open_output(self, cleanup: ExitStack) -> AtomicOutput | None:
        """The ``--output`` file's partial file (removed unless committed); ``None`` without
        ``--output``, or when it cannot be made (said on ``err``)."""
        if self.output is None:
            return None
        try:
            target = AtomicOutput(self.output)
        except OSError as exc:
            self.say(Msg.of("batch.cannot-write-file", path=self.shown, reason=os_reason(exc)))
            return None
        cleanup.callback(target.abort)
        return target

    def show_progress(self, make: BarMaker, paths: Sequence[str], cleanup: ExitStack) -> Bar:
        """The progress bar on ``err`` (closed at the end)."""
        self.bar = make(self.err, paths, self.options)
        cleanup.callback(self.bar.close)
        return self.bar

    def start(
        self,
        paths: Sequence[str],
        runner: Callable[..., Generator[FileResult, None, None]],
        writer: RowWriter,
        flush: bool,
    ) -> Generator[FileResult, None, None]:
        """The sources' results, as ``runner`` checks them; the rows streamed to ``writer``
        (``flush``: flushed as they come) unless the run prints only a summary."""
        o = self.options
        sources = iter_sources(paths, o.follow_links, o.suffixes)
        if self.summary:
            return runner(sources, o, self.jobs, None, None)
        return runner(sources, o, self.jobs, writer.write, writer.flush if flush else None)

    def spool(self, cleanup: ExitStack) -> None:
        """With worker processes, the folder they spool a big file's rows in (removed at the
        end)."""
        if self.jobs > 1 or self.options.time_limit(0) is not None:
            spool_dir = tempfile.mkdtemp(prefix=f"shengji-{os.getpid()}-")
            cleanup.callback(shutil.rmtree, spool_dir, ignore_errors=True)
            self.options = replace(self.options, spool_dir=spool_dir)

    def take(self, res: FileResult, writer: RowWriter, tally: BatchSummary) -> None:
        """One file's (or part's) result: its rows written, its counts tallied, its errors
        said on ``err``, the progress bar moved on."""
        if not self.summary:
            writer.write_result(res)
        errors = [error_text(e, self.options.lang) for e in res.errors]
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
            res.files,
        )
        if errors and self.errors_to_stderr:
            self.print_errors(errors)
        if self.bar is not None:
            self.bar.update(res)

    def print_errors(self, errors: list[str]) -> None:
        if self.bar is not None:
            self.bar.clear()
        for e in errors:
            self.err.write(f"shengji: {e}\n")
        self.err.flush()

    def finish(
        self,
        stream: IO[bytes],
        writer: RowWriter,
        tally: BatchSummary,
        target: AtomicOutput | None,
    ) -> int:
        """Every source checked: the document ended (the summary, or the rows' frame closed)
        and committed to ``--output``; the exit code."""
        if self.bar is not None:
            self.bar.close()
        if self.summary:
            stream.write(summary_document(tally, self.summary, self.options.lang).encode("utf-8"))
            stream.flush()
        else:
            writer.end()
        if target is not None and not self.commit(target):
            return 2
        self.say_incomplete(tally)
        return tally.exit_code

    def commit(self, target: AtomicOutput) -> bool:
        """The partial file renamed over ``--output``; ``False`` if it could not be (said)."""
        try:
            target.commit()
        except OSError as exc:
            self.say(Msg.of("batch.cannot-write-file", path=self.shown, reason=os_reason(exc)))
            return False
        return True

    def say_interrupted(self) -> None:
        """That a signal stopped the run (and the ``--output`` file was not written)."""
        shown = self.shown
        self.say(
            Msg.of("batch.interrupted-not-written", path=shown)
            if shown
            else Msg.of("batch.interrupted")
        )

    def say_incomplete(self, tally: BatchSummary) -> None:
        """How many hands stop early, and what they did to the exit code."""
        if tally.incomplete and self.options.require_complete:
            self.say(Msg.of("batch.incomplete-required", n=tally.incomplete))
        elif tally.incomplete and tally.exit_code == 0 and not self.reviewing:
            self.say(Msg.of("batch.incomplete-hands", n=tally.incomplete))


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
