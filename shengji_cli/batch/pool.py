"""Batch checking, the engine of ``shengji check``: files and folders in, rows out in input order.

* Inputs: files named, folders searched recursively for ``*.sj`` (in sorted path order),
  ``-`` for stdin.  Each input becomes a :class:`Source`; nothing is listed in full, so a
  batch of a million files costs no more memory than one of ten.
* Work: :func:`process_source` reads one file, parses and checks it block by block, and
  renders each hand's row in the output format, so the parent only copies bytes.  With
  ``jobs`` > 1, :func:`run_batch` hands chunks of sources to a pool of worker processes
  and yields the results in input order, never more than a few chunks ahead, so memory
  stays flat whatever the batch size.  A file that kills its worker is retried alone and,
  if it does so again, reported; the batch goes on.
* Output: :func:`run_check` streams the rows to stdout or to ``--output FILE``, written to
  ``.FILE.partial-PID`` in the same folder and renamed over FILE only at the end; SIGINT,
  SIGTERM and SIGHUP remove the temporary file (a SIGKILL cannot be caught: FILE is then
  absent or unchanged, a stale ``.partial-`` file may remain).  A progress bar goes to stderr
  when stderr is a terminal, never to stdout.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import shutil
import signal
import sys
import tempfile
import threading
import time
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from itertools import chain, islice
from pathlib import Path
from types import FrameType
from typing import IO, Any, NamedTuple

from ..core.findings import HandReport
from ..core.variants import Variant
from ..notation.reader import ParseError, dumps
from ..report.json import error_text
from ..report.lang import Lang
from ..report.render import FRAMES, BatchSummary, Frame, RowRenderer
from .check import (
    MAX_FILE_BYTES,
    UnreadableFile,
    decode,
    error_report,
    iter_checked,
    iter_records,
    read_bytes,
    resolve_variant,
)

SPOOL_BYTES = 1 << 20
"""A worker keeps at most this much of a file's output in memory; the rest goes to a spool file."""
CHUNK = 8
"""Sources per task sent to a worker (fewer round trips for many small files)."""
AHEAD = 4
"""Tasks in flight per worker: how far the pool may run ahead of the output."""


def cpu_count() -> int:
    """Cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


# ---------------------------------------------------------------- inputs


class Source(NamedTuple):
    """One input: a path, ``-`` (stdin), or a folder that could not be searched (``error``)."""

    path: str
    found: bool = False
    """Found by searching a folder: must be a regular file (a FIFO would block)."""
    data: bytes | None = None
    """Stdin's bytes, read by the parent."""
    error: str | None = None


def iter_sources(paths: Iterable[str]) -> Iterator[Source]:
    """The inputs named: files as given, folders searched recursively for ``*.sj`` in sorted
    path order (following symbolic links, but never round a loop), ``-`` for stdin.

    A ``*.sj`` that is not a regular file (a folder named ``x.sj``, a FIFO, a broken link)
    is yielded too, and reported when read; a folder named ``x.sj`` is searched as well.
    A folder named that holds no ``*.sj`` at all is reported (a typo, an empty export).
    """
    for p in paths:
        if p != "-" and os.path.isdir(p):
            empty = True
            for src in _walk(p):
                empty = False
                yield src
            if empty:
                yield Source(p, error="no *.sj record files in this folder")
        else:
            yield Source(p)


def _walk(top: str) -> Iterator[Source]:
    try:
        st = os.stat(top)
    except OSError as exc:
        yield Source(top, error=f"cannot search: {exc.strerror or exc}")
        return
    stack: list[tuple[Iterator[tuple[str, str, bool]], frozenset[tuple[int, int]]]] = []
    listing = _listing(top)
    if isinstance(listing, str):
        yield Source(top, error=listing)
        return
    stack.append((iter(listing), frozenset({(st.st_dev, st.st_ino)})))
    while stack:
        entries, seen = stack[-1]
        entry = next(entries, None)
        if entry is None:
            stack.pop()
            continue
        _, path, is_dir = entry
        if not is_dir:
            yield Source(path, found=True)
            continue
        if path.endswith(".sj"):
            yield Source(path, found=True)  # reported as "a directory, not a record file"
        try:
            st = os.stat(path)
        except OSError:
            continue
        ident = (st.st_dev, st.st_ino)
        if ident in seen:
            continue  # a link back up the tree
        listing = _listing(path)
        if isinstance(listing, str):
            yield Source(path, error=listing)
            continue
        stack.append((iter(listing), seen | {ident}))


def _listing(folder: str) -> list[tuple[str, str, bool]] | str:
    """A folder's ``*.sj`` files and subfolders, sorted as their full paths sort (a folder
    as ``name/``), or why it cannot be listed."""
    out: list[tuple[str, str, bool]] = []
    try:
        with os.scandir(folder) as it:
            for e in it:
                try:
                    is_dir = e.is_dir()
                except OSError:
                    is_dir = False
                if is_dir:
                    out.append((e.name + "/", e.path, True))
                elif e.name.endswith(".sj"):
                    out.append((e.name, e.path, False))
    except OSError as exc:
        return f"cannot search: {exc.strerror or exc}"
    out.sort()
    return out


# ---------------------------------------------------------------- work


@dataclass(frozen=True)
class Options:
    """What to do with each hand; shared by every worker."""

    variant: Variant | None = None
    """Overrides the records' ``variant:`` lines (already loaded, so loaded once)."""
    mode: str = "check"
    """``check`` (render a row per hand), ``parse`` (canonical text per hand, no replay) or
    ``reports`` (return the :class:`HandReport` objects)."""
    fmt: str = "jsonl"
    """Row format for ``check``: ``text``, ``json``, ``jsonl``, ``csv``, or ``""`` for none."""
    lang: Lang = "en"
    spool_dir: str | None = None
    """Where a worker may spool a big file's output (default: the system's temporary folder)."""

    @property
    def frame(self) -> Frame:
        return FRAMES["sj" if self.mode == "parse" else self.fmt or "jsonl"]


@dataclass
class FileResult:
    """What one source gave: counts for the summary and exit code, its errors, its output."""

    source: str
    size: int = 0
    hands: int = 0
    """Hands read (and, in ``check`` mode, checked)."""
    clean: int = 0
    flagged: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    """Messages of the blocks (or of the file) that could not be read."""
    file_error: bool = False
    data: bytes = b""
    """The rendered rows, each after the format's separator; see :class:`RowWriter`."""
    spool: str | None = None
    """A file holding the rows that came before ``data`` (big inputs only)."""
    reports: list[HandReport] | None = None

    @property
    def worst(self) -> int:
        return 2 if self.errors else 1 if self.flagged else 0


class _Rows:
    """Collects a source's rows; past :data:`SPOOL_BYTES` they go to ``sink`` or a spool file."""

    def __init__(self, result: FileResult, sink: Callable[[bytes], None] | None, spool_dir: str | None) -> None:
        self.result, self.sink, self.spool_dir = result, sink, spool_dir
        self.parts: list[bytes] = []
        self.size = 0

    def add(self, row: str) -> None:
        b = row.encode("utf-8")
        self.parts.append(b)
        self.size += len(b)
        if self.size >= SPOOL_BYTES:
            self.flush()

    def flush(self) -> None:
        data, self.parts, self.size = b"".join(self.parts), [], 0
        if not data:
            return
        if self.sink is not None:
            self.sink(data)
            return
        if self.result.spool is None:
            fd, self.result.spool = tempfile.mkstemp(prefix="shengji-spool-", dir=self.spool_dir)
            os.close(fd)
        with open(self.result.spool, "ab") as f:
            f.write(data)

    def close(self) -> None:
        if self.sink is not None or self.result.spool is not None:
            self.flush()
        else:
            self.result.data, self.parts = b"".join(self.parts), []


def process_source(src: Source, options: Options, sink: Callable[[bytes], None] | None = None) -> FileResult:
    """Read, parse and check (or only parse) one source; never raises for bad input.

    Rows go to ``sink`` as they are made when one is given (in-process runs), else into the
    result (spooled to a file past :data:`SPOOL_BYTES`).
    """
    source = "<stdin>" if src.path == "-" else src.path
    res = FileResult(source)
    rows = _Rows(res, sink, options.spool_dir)
    collecting = gc.isenabled()
    if collecting:
        gc.disable()  # a file makes many short-lived objects and no cycles: no scans meanwhile
    try:
        _process(src, source, options, res, rows)
    except Exception as exc:  # a bug must not stop the batch: report it on this file
        message = f"{source}: internal error ({type(exc).__name__}: {exc}); please report it"
        report = error_report(source, res.hands + len(res.errors) + 1, message, options.variant)
        res.errors.append(message)
        if options.mode == "reports":
            res.reports = [*(res.reports or ()), report]
        elif options.mode == "check" and options.fmt:
            rows.add(options.frame.sep + RowRenderer(options.fmt, options.lang)(report))
    finally:
        if collecting:
            gc.enable()
    rows.close()
    return res


def _process(src: Source, source: str, options: Options, res: FileResult, rows: _Rows) -> None:
    render = RowRenderer(options.fmt, options.lang) if options.mode == "check" and options.fmt else None
    sep = options.frame.sep
    if options.mode == "reports":
        res.reports = []
    try:
        if src.error is not None:
            raise UnreadableFile(source, src.error)
        data = src.data if src.data is not None else read_bytes(src.path, src.found)
        res.size = len(data)
        text = decode(data, source)
        del data
    except ParseError as exc:
        res.file_error = True
        res.errors.append(str(exc))
        if options.mode != "parse":
            _add(res, rows, error_report(source, 1, str(exc), options.variant), render, sep)
        return
    if options.mode == "parse":
        for item in iter_records(text, source):
            if isinstance(item, ParseError):
                res.errors.append(str(item))
            else:
                res.hands += 1
                rows.add(sep + dumps([item]))
        return
    for report in iter_checked(iter_records(text, source), options.variant, source):
        _add(res, rows, report, render, sep)


def _add(res: FileResult, rows: _Rows, report: HandReport, render: RowRenderer | None, sep: str) -> None:
    if report.error is not None:
        if not res.file_error:
            res.errors.append(error_text(report.error))
    else:
        res.hands += 1
        if report.violations:
            res.flagged += 1
            for f in report.violations:
                res.kinds[f.kind] = res.kinds.get(f.kind, 0) + 1
        else:
            res.clean += 1
    if res.reports is not None:
        res.reports.append(report)
    if render is not None:
        rows.add(sep + render(report))


# ---------------------------------------------------------------- the pool

_WORKER_OPTIONS = Options()


def _init_worker(options: Options) -> None:
    global _WORKER_OPTIONS
    _WORKER_OPTIONS = options
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles ^C and stops the pool
    for sig in (signal.SIGTERM, getattr(signal, "SIGHUP", None)):
        if sig is not None:
            signal.signal(sig, signal.SIG_DFL)
    _die_with_parent()


def _die_with_parent() -> None:
    """Linux: have the kernel kill this worker when the parent dies (even by SIGKILL)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
        if os.getppid() == 1:  # the parent is already gone
            os._exit(1)
    except (OSError, AttributeError):
        pass


def _work(chunk: list[Source]) -> list[FileResult]:
    return [process_source(s, _WORKER_OPTIONS) for s in chunk]


def _mp_context() -> Any:
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods and sys.platform != "darwin" else "spawn")


def _executor(jobs: int, options: Options) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(jobs, mp_context=_mp_context(), initializer=_init_worker, initargs=(options,))


GRACE = 0.5
"""Seconds a stopped pool's workers get to finish the task in hand before they are killed."""


def _stop(ex: ProcessPoolExecutor, early: bool) -> None:
    """Shut the pool down.  ``early`` (the run was cut short): drop the tasks not started,
    give the workers :data:`GRACE` seconds to finish the one in hand, then kill them.  A
    worker is not killed at once, as it may be writing a result: the pool's reader would
    wait for the rest of it for ever."""
    if not early:
        ex.shutdown(wait=True)
        return
    procs = list((getattr(ex, "_processes", None) or {}).values())
    manager = getattr(ex, "_executor_manager_thread", None)  # shutdown() forgets it
    ex.shutdown(wait=False, cancel_futures=True)
    deadline = time.monotonic() + GRACE
    for p in procs:
        p.join(max(0.0, deadline - time.monotonic()))
    for p in procs:
        if p.is_alive():
            p.terminate()
    for p in procs:
        p.join(1)
    if manager is not None:
        manager.join(2)  # it reaps the workers; if it is stuck on a half-written result, let it be


def _read_stdin(src: Source) -> Source:
    if src.path != "-" or src.data is not None:
        return src
    stream = sys.stdin
    try:
        data = stream.buffer.read(MAX_FILE_BYTES + 1)
    except AttributeError:
        data = stream.read(MAX_FILE_BYTES + 1).encode("utf-8")
    if len(data) > MAX_FILE_BYTES:
        return Source("-", error=f"more than {MAX_FILE_BYTES:,} bytes, over the limit")
    return Source("-", data=data)


def run_batch(sources: Iterable[Source], options: Options, jobs: int = 1,
              sink: Callable[[bytes], None] | None = None,
              on_wait: Callable[[], None] | None = None) -> Generator[FileResult, None, None]:
    """Process every source, yielding the results in input order.

    ``jobs`` ≤ 1 (or a single source) runs here, rows going to ``sink`` as they are made;
    otherwise a pool of ``jobs`` worker processes does the work, at most :data:`AHEAD`
    tasks per worker ahead of the consumer, and the rows come back in the results.
    ``on_wait`` is called before anything that may block (a file read here, a result not
    yet come back): the place to flush the output so that it streams.  Closing the
    iterator early stops the pool.
    """
    it = iter(sources)
    head = list(islice(it, 2))
    it = chain(head, it)
    if jobs <= 1 or len(head) < 2:
        for src in it:
            if on_wait is not None:
                on_wait()
            yield process_source(_read_stdin(src), options, sink)
        return
    yield from _pooled(it, options, jobs, on_wait)


def _chunks(sources: Iterator[Source]) -> Iterator[list[Source]]:
    chunk: list[Source] = []
    for src in sources:
        if src.path == "-":  # stdin is read here, in the parent, and goes alone
            if chunk:
                yield chunk
                chunk = []
            yield [_read_stdin(src)]
            continue
        chunk.append(src)
        if len(chunk) >= CHUNK:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def _pooled(sources: Iterator[Source], options: Options, jobs: int,
            on_wait: Callable[[], None] | None) -> Iterator[FileResult]:
    pending: deque[tuple[list[Source], Future[list[FileResult]]]] = deque()
    ex = _executor(jobs, options)
    clean_exit = False
    try:
        chunks = _chunks(sources)
        while True:
            while len(pending) < jobs * AHEAD:
                chunk = next(chunks, None)
                if chunk is None:
                    break
                pending.append((chunk, ex.submit(_work, chunk)))
            if not pending:
                break
            chunk, fut = pending.popleft()
            if on_wait is not None and not fut.done():
                on_wait()
            try:
                results = fut.result()
            except Exception:
                # A worker died (out of memory, a crash) and every task in flight is lost, or
                # a task failed: redo them one file at a time, each in a fresh process, to
                # find and report the culprit; then go on with a new pool.
                _stop(ex, early=True)
                redo: list[tuple[list[Source], Future[list[FileResult]] | None]] = [(chunk, None), *pending]
                pending.clear()
                for c, f in redo:
                    if f is not None and f.done() and not f.cancelled() and f.exception() is None:
                        yield from f.result()
                    else:
                        for src in c:
                            yield _isolated(src, options)
                ex = _executor(jobs, options)
                continue
            yield from results
        clean_exit = True
    finally:
        _stop(ex, early=not clean_exit)


def _isolated(src: Source, options: Options) -> FileResult:
    """Process one source in a process of its own; report it if that process dies."""
    ex = _executor(1, options)
    try:
        res = ex.submit(_work, [src]).result()[0]
    except Exception as exc:
        _stop(ex, early=True)
        res = FileResult(src.path, file_error=True)
        why = "its worker process died (out of memory?)" if isinstance(exc, BrokenProcessPool) else \
            f"{type(exc).__name__}: {exc}"
        res.errors.append(f"{src.path}: could not be checked: {why}")
        if options.mode != "parse":
            report = error_report(src.path, 1, res.errors[0], options.variant)
            if options.mode == "reports":
                res.reports = [report]
            elif options.fmt:
                res.data = (options.frame.sep + RowRenderer(options.fmt, options.lang)(report)).encode("utf-8")
        return res
    except BaseException:
        _stop(ex, early=True)
        raise
    _stop(ex, early=False)
    return res


# ---------------------------------------------------------------- output


class RowWriter:
    """Writes a stream of rows as one document of a :class:`Frame`.

    Every row arrives after the frame's separator; the very first one's is dropped and the
    head written instead.  :meth:`end` writes the tail (or the empty document).
    """

    def __init__(self, out: IO[bytes], frame: Frame) -> None:
        self.out, self.frame = out, frame
        self.first = True
        self.before: Callable[[], None] | None = None

    def write(self, data: bytes) -> None:
        if not data:
            return
        if self.before is not None:
            self.before()
        if self.first:
            self.first = False
            self.out.write(self.frame.head.encode("utf-8"))
            data = data[len(self.frame.sep.encode("utf-8")):]
        self.out.write(data)

    def write_result(self, res: FileResult) -> None:
        if res.spool is not None:
            try:
                with open(res.spool, "rb") as f:
                    while block := f.read(SPOOL_BYTES):
                        self.write(block)
            finally:
                _unlink(res.spool)
        self.write(res.data)

    def end(self) -> None:
        self.out.write((self.frame.empty if self.first else self.frame.tail).encode("utf-8"))
        self.out.flush()

    def flush(self) -> None:
        self.out.flush()


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


class AtomicOutput:
    """``path`` written through ``.NAME.partial-PID`` in the same folder, renamed at the end."""

    def __init__(self, path: str) -> None:
        self.path = path
        folder, name = os.path.split(os.path.abspath(path))
        self.tmp = os.path.join(folder, f".{name}.partial-{os.getpid()}")
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
        try:
            fd = os.open(self.tmp, flags, 0o666)
        except FileExistsError:  # left by an earlier process with our pid
            os.unlink(self.tmp)
            fd = os.open(self.tmp, flags, 0o666)
        try:
            if os.path.exists(path):
                os.chmod(self.tmp, os.stat(path).st_mode & 0o7777)
        except OSError:
            pass
        self.file: IO[bytes] = os.fdopen(fd, "wb", buffering=1 << 16)

    def commit(self) -> None:
        self.file.flush()
        os.fsync(self.file.fileno())
        self.file.close()
        os.replace(self.tmp, self.path)

    def abort(self) -> None:
        try:
            self.file.close()
        except OSError:
            pass
        _unlink(self.tmp)


class Progress:
    """A one-line progress bar on a terminal: files, hands, hands/s, ETA (by bytes, once a
    background walk has sized the batch)."""

    def __init__(self, stream: IO[str], paths: Sequence[str]) -> None:
        self.stream = stream
        self.start = time.monotonic()
        self.last = 0.0
        self.files = self.hands = self.bytes = 0
        self.total_files: int | None = None
        self.total_bytes = 0
        self.shown = False
        self._stop = threading.Event()
        threading.Thread(target=self._size, args=(list(paths),), daemon=True).start()

    def _size(self, paths: list[str]) -> None:
        files = size = 0
        for src in iter_sources(p for p in paths if p != "-"):
            if self._stop.is_set():
                return
            files += 1
            try:
                size += os.stat(src.path).st_size
            except OSError:
                pass
        self.total_bytes, self.total_files = size, files + ("-" in paths)

    def update(self, res: FileResult) -> None:
        self.files += 1
        self.hands += res.hands + len(res.errors)
        self.bytes += res.size
        now = time.monotonic()
        if now - self.last >= 0.1:
            self.last = now
            self.draw(now)

    def draw(self, now: float) -> None:
        elapsed = max(now - self.start, 1e-6)
        rate = self.hands / elapsed
        total = self.total_files
        if total:
            done = min(1.0, self.bytes / self.total_bytes if self.total_bytes else self.files / total)
            eta = elapsed * (1 - done) / done if done > 0 else None
            bar = "#" * int(done * 20)
            head = f"[{bar:<20}] {self.files:,}/{total:,} files"
        else:
            eta, head = None, f"[{'?':<20}] {self.files:,} files"
        tail = f"ETA {int(eta) // 60}:{int(eta) % 60:02d}" if eta is not None else "ETA ?"
        width = shutil.get_terminal_size((80, 20)).columns - 1
        line = f"{head}  {self.hands:,} hands  {rate:,.0f} hands/s  {tail}"
        self.stream.write("\r\x1b[K" + line[:width])
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False
            self.last = 0.0

    def close(self) -> None:
        self._stop.set()
        self.clear()


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
        options = Options(options.variant, options.mode, "", options.lang, options.spool_dir)
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
                err.write(f"shengji: cannot write {output}: {exc.strerror or exc}\n")
                return 2
        stream = target.file if target is not None else out
        if jobs > 1:
            spool_dir = tempfile.mkdtemp(prefix="shengji-")
            options = Options(options.variant, options.mode, options.fmt, options.lang, spool_dir)
        writer = RowWriter(stream, options.frame)
        if progress:
            bar = Progress(err, paths)
            if target is None and _isatty(out):
                writer.before = bar.clear
        tally = BatchSummary()
        results = run_batch(iter_sources(paths), options, jobs, None if summary else writer.write,
                            None if summary or target is not None else writer.flush)
        for res in results:
            if not summary:
                writer.write_result(res)
            tally.add(res.source, res.hands, res.clean, res.flagged, res.kinds, res.errors, res.file_error)
            if res.errors and errors_to_stderr:
                if bar is not None:
                    bar.clear()
                for e in res.errors:
                    err.write(e + "\n" if options.mode == "parse" else f"shengji: {e}\n")
                err.flush()
            if bar is not None:
                bar.update(res)
        if bar is not None:
            bar.close()
        if summary == "json":
            import json
            stream.write((json.dumps(tally.to_dict(), ensure_ascii=False) + "\n").encode("utf-8"))
            stream.flush()
        elif summary:
            stream.write(tally.render(options.lang).encode("utf-8"))
            stream.flush()
        else:
            writer.end()
        if target is not None:
            try:
                target.commit()
            except OSError as exc:
                err.write(f"shengji: cannot write {output}: {exc.strerror or exc}\n")
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
        err.write(f"shengji: cannot write: {exc.strerror or exc}\n")
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
        err.write("shengji: interrupted" + (f"; {output} not written\n" if output else "\n"))
    return code


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


def check_paths(paths: Iterable[str | os.PathLike[str]], variant: str | Path | Variant | None = None,
                jobs: int | None = 1) -> Iterator[HandReport]:
    """Check files and folders (searched recursively for ``*.sj``), yielding every hand's
    report in input order.  ``jobs`` > 1 (``None``: one per core) checks in that many worker
    processes; memory stays flat whatever the number of files.
    """
    v = resolve_variant(variant) if variant is not None else None
    options = Options(variant=v, mode="reports")
    for result in run_batch(iter_sources(os.fspath(p) for p in paths), options, jobs or cpu_count()):
        yield from result.reports or ()
