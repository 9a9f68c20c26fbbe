"""The ``check`` command's driver: sources in, rows (or a summary) out, signals and exit codes.

:func:`run_check` streams the rows to stdout or to ``--output FILE``, written to
``.FILE.partial-PID`` in the same folder and renamed over FILE only at the end; SIGINT,
SIGTERM and SIGHUP remove the temporary file (a SIGKILL cannot be caught: FILE is then
absent or unchanged, a stale ``.partial-`` file may remain).  A progress bar goes to stderr
when stderr is a terminal, never to stdout.  Every message it prints is a catalog id, in
the options' language.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import sys
import tempfile
import threading
from collections.abc import Generator, Sequence
from dataclasses import replace
from types import FrameType
from typing import IO, Any

from ..core.messages import Msg
from ..report.catalog import render
from ..report.json import error_text
from ..report.lang import Lang
from ..report.summary import BatchSummary
from .output import AtomicOutput, Progress, RowWriter
from .pool import run_batch
from .sources import iter_sources, os_reason
from .work import FileResult, Mode, Options


class Interrupted(BaseException):
    """SIGTERM or SIGHUP, raised in the main thread so that the run can clean up."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _raise_interrupted(signum: int, frame: FrameType | None) -> None:
    raise Interrupted(signum)


def run_check(paths: Sequence[str], options: Options, *, jobs: int, out: IO[bytes], err: IO[str],
              output: str | None = None, summary: str | None = None, progress: bool = False,
              errors_to_stderr: bool = True) -> int:
    """The ``check`` command: process ``paths``, stream the rows (or, with ``summary`` =
    ``table``/``json``, print only a summary) to ``out`` or atomically to ``output``.

    Messages for unreadable input go to ``err`` (when ``errors_to_stderr``).  Returns the
    exit code: 0 all clean, 1 a violation, 2 something unreadable, 128+N on signal N.
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
    if threading.current_thread() is threading.main_thread():
        saved[signal.SIGINT] = signal.getsignal(signal.SIGINT)
        for name in ("SIGTERM", "SIGHUP"):
            sig = getattr(signal, name, None)
            if sig is not None:
                saved[sig] = signal.signal(sig, _raise_interrupted)
    try:
        if output is not None:
            try:
                target = AtomicOutput(output)
            except OSError as exc:
                _say(err, lang, Msg.of("batch.cannot-write-file", path=output, reason=os_reason(exc)))
                return 2
        stream = target.file if target is not None else out
        if jobs > 1 or options.time_limit(0) is not None:  # worker processes spool
            spool_dir = tempfile.mkdtemp(prefix="shengji-")
            options = replace(options, spool_dir=spool_dir)
        writer = RowWriter(stream, options.frame)
        if progress:
            bar = Progress(err, paths, lang)
            if target is None and _isatty(out):
                writer.before = bar.clear
        tally = BatchSummary()
        results = run_batch(iter_sources(paths), options, jobs, None if summary else writer.write,
                            None if summary or target is not None else writer.flush)
        for res in results:
            if not summary:
                writer.write_result(res)
            errors = [error_text(e, lang) for e in res.errors]
            tally.add(res.source, res.hands, res.clean, res.flagged, res.kinds, errors, res.file_error)
            if errors and errors_to_stderr:
                if bar is not None:
                    bar.clear()
                for e in errors:
                    err.write(e + "\n" if options.mode is Mode.PARSE else f"shengji: {e}\n")
                err.flush()
            if bar is not None:
                bar.update(res)
        if bar is not None:
            bar.close()
        if summary == "json":
            stream.write((json.dumps(tally.to_dict(), ensure_ascii=False) + "\n").encode("utf-8"))
            stream.flush()
        elif summary:
            stream.write(tally.render(lang).encode("utf-8"))
            stream.flush()
        else:
            writer.end()
        if target is not None:
            try:
                target.commit()
            except OSError as exc:
                _say(err, lang, Msg.of("batch.cannot-write-file", path=output, reason=os_reason(exc)))
                return 2
            target = None
        code = tally.exit_code
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
            for sig, handler in saved.items():
                signal.signal(sig, handler)
    if code >= 128 and code != 141:
        _say(err, lang, Msg.of("batch.interrupted-not-written", path=output) if output else Msg.of("batch.interrupted"))
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


