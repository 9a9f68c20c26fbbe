"""A pool of worker processes over many sources, yielding each source's result in input order.

:func:`run_batch` hands chunks of sources to the workers, never more than a few chunks ahead
of the consumer, so memory stays flat whatever the batch size.  A file that kills its worker
is retried alone and, if it does so again, reported; the batch goes on.

The parent's work per file is kept small, as it shares the machine with the workers (issue #29:
with the compiled core a file's check is ~80 µs): one ``stat`` for a small ``.sj`` file
(:func:`_parts`), tasks that grow to ~20 ms of a worker's work once the pool's pace is seen
(:class:`_Pace`), a task's clean files joined into one result by its worker, and their rows sent
back in a spool file the parent copies to the output (:data:`SEND_BYTES`).

With one job under the default time limit (``timeout="auto"``) the work runs in this process:
each file (or part of a big one) is checked under an alarm (``SIGALRM``) set to its limit, and a
file over it becomes its error row, as from a worker (:func:`_in_process`).  The alarm stops
Python code; a single call into C that never returns (none is known) would not be stopped.  With
a limit of the user's own (:attr:`~.work.Options.timeout`) the work always runs in worker
processes, even for one job, which are killed at the limit whatever they are doing.

In the pool, a chunk gets a limit (:func:`_chunk_limit`), counted from when the output waits for
it; a chunk over it stops the pool, and it and the chunks behind it are redone one file per
process, each under its own limit: a file over its limit is killed and becomes an
error row ("took longer than N s"), and the rows after it follow in order.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import tempfile
import time
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import suppress
from itertools import chain, islice
from pathlib import Path
from typing import Any, NamedTuple

from ..core.messages import Msg
from ..core.reports import HandReport
from ..core.variants import Variant
from . import sources as _sources
from .check import resolve_variant
from .sources import Source, iter_parts, iter_sources, may_split, read_stdin
from .work import FileResult, Mode, Options, Timeout, failed_source, joined, process_source

CHUNK = 32
"""Sources in a worker's first tasks: a task costs the parent about 0.2 ms of its own (the
executor's threads, pickling), which at 8 files a task held two jobs to 1.74× one job's speed
(``benchmarks/bench_check.py``)."""
TASK_SECONDS = 0.02
"""Once the pool's pace is seen, a task holds as many sources as a worker checks in about this
long (:class:`_Pace`): with the compiled core's check (~90 µs a file) some 200 files, so that the
parent's cost per task is spread over more files; never fewer than :data:`CHUNK`."""
MAX_CHUNK = 8 * CHUNK
"""The most sources in a task (a task's end is the most one worker may trail the other by)."""
AHEAD = 4
"""Tasks in flight per worker: how far the pool may run ahead of the output.  Bigger tasks
(:class:`_Pace`) keep at most as many files in flight as ``AHEAD`` tasks of :data:`CHUNK`, and
never fewer than two tasks a worker."""


def cpu_count() -> int:
    """Cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


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


SEND_BYTES = 1 << 16
"""A task's rows this big or bigger go back through a spool file, not the pool's pipe: the parent
then copies them once from the file instead of reading, assembling and unpickling them (with
the compiled core's check, moving the rows was most of the parent's work per file)."""


def _work(chunk: list[Source]) -> list[FileResult]:
    results = joined([process_source(s, _WORKER_OPTIONS) for s in chunk])
    spool_dir = _WORKER_OPTIONS.spool_dir
    if spool_dir is not None:
        for res in results:
            if res.spool is None and len(res.data) >= SEND_BYTES:
                _spooled(res, spool_dir)
    return results


def _spooled(res: FileResult, spool_dir: str) -> None:
    """``res``'s rows moved to a spool file in ``spool_dir`` (read and removed by the parent's
    :meth:`~.output.RowWriter.write_result`, or with the folder); left where they are when the
    file cannot be written (a full disk: they go back through the pipe)."""
    try:
        fd, path = tempfile.mkstemp(prefix="shengji-rows-", dir=spool_dir)
    except OSError:
        return
    try:
        with open(fd, "wb") as f:  # (buffered: a short write is written on, not lost)
            f.write(res.data)
    except OSError:
        with suppress(OSError):
            os.unlink(path)
        return
    res.spool, res.data = path, b""


def _mp_context() -> Any:
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context(
        "fork" if "fork" in methods and sys.platform != "darwin" else "spawn"
    )


def _executor(jobs: int, options: Options) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(
        jobs, mp_context=_mp_context(), initializer=_init_worker, initargs=(options,)
    )


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
        if p.is_alive():  # SIGTERM was not enough
            p.kill()
            p.join(1)
    if manager is not None:
        manager.join(2)  # it reaps the workers; if it is stuck on a half-written result, let it be


def run_batch(
    sources: Iterable[Source],
    options: Options,
    jobs: int = 1,
    sink: Callable[[bytes], None] | None = None,
    on_wait: Callable[[], None] | None = None,
) -> Generator[FileResult, None, None]:
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
    if options.timeout == "auto" and jobs <= 1 and _can_alarm():
        yield from _in_process(it, options, on_wait)
        return
    if options.timeout is not None and options.timeout != 0:
        yield from _pooled(it, options, max(1, jobs), on_wait)
        return
    if jobs <= 1 or (
        len(head) < 2 and not (head and may_split(head[0], options.input_format, options.match))
    ):
        for src in it:
            if on_wait is not None:
                on_wait()
            yield process_source(read_stdin(src), options, sink)
        return
    yield from _pooled(it, options, jobs, on_wait)


class _OutOfTime(BaseException):
    """The alarm of :func:`_alarm`: a ``BaseException``, so that no ``except Exception`` on the
    way (:func:`~.work.process_source` turns those into error rows) catches it."""


def _can_alarm() -> bool:
    """Whether this process can stop a file with ``SIGALRM`` (a Unix main thread)."""
    import threading

    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


def _in_process(
    sources: Iterator[Source], options: Options, on_wait: Callable[[], None] | None
) -> Iterator[FileResult]:
    """One job under the default limit: each part checked here, under an alarm at its limit."""
    for chunk in _chunks(sources, options, jobs=1):
        for src in chunk.sources:
            if on_wait is not None:
                on_wait()
            yield _alarmed(src, options)


def _alarmed(src: Source, options: Options) -> FileResult:
    """``src`` checked in this process, or its time-out row past its limit."""
    limit = _limit(src, options)
    armed = [False]

    def ring(signum: int, frame: object) -> None:
        if armed[0]:
            raise _OutOfTime

    previous = signal.signal(signal.SIGALRM, ring)
    try:
        armed[0] = True
        signal.setitimer(signal.ITIMER_REAL, limit or 0.0)
        return process_source(src, options)
    except _OutOfTime:
        return _timed_out(src, options)
    finally:
        armed[0] = False
        signal.setitimer(signal.ITIMER_REAL, 0.0)
        signal.signal(signal.SIGALRM, previous)


class _Chunk(NamedTuple):
    """A task's sources, and their bytes together as the parent saw them (a file it could not
    ``stat`` counts 0): what the chunk's time limit is reckoned from."""

    sources: list[Source]
    size: int


class _Pace:
    """How many sources the next task takes: :data:`CHUNK` until the pool's results show its
    pace, then as many as one worker checks in :data:`TASK_SECONDS` at that pace (between
    :data:`CHUNK` and :data:`MAX_CHUNK`)."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs
        self.first: float | None = None
        self.files = 0

    def done(self, files: int) -> None:
        """A task of ``files`` sources came back (the first one only starts the clock: the pool's
        start-up is not its pace)."""
        if self.first is None:
            self.first = time.monotonic()
            return
        self.files += files

    def size(self) -> int:
        if self.first is None or not self.files:
            return CHUNK
        seconds = max(time.monotonic() - self.first, 1e-3)
        per_worker = self.files / seconds / self.jobs
        return max(CHUNK, min(MAX_CHUNK, int(per_worker * TASK_SECONDS)))


def _chunks(
    sources: Iterator[Source], options: Options, jobs: int = 2, pace: _Pace | None = None
) -> Iterator[_Chunk]:
    chunk: list[Source] = []
    most = CHUNK
    size = 0
    # A .sj file is cut for several workers, or for one under the default limit (its memory
    # stays flat); under a limit of the user's own, one worker checks it whole against it.
    match = options.match if jobs > 1 or options.timeout == "auto" else True
    for src, src_size in _parts(sources, options, match):
        if (
            src.path == "-" or src.lines is not None or src.text is not None
        ):  # stdin (read here) and parts go alone
            if chunk:
                yield _Chunk(chunk, size)
                chunk, size = [], 0
            alone = read_stdin(src) if src.path == "-" else src
            yield _Chunk([alone], _size(alone))
            continue
        chunk.append(src)
        size += src_size
        if len(chunk) == 1 and pace is not None:
            most = pace.size()
        if len(chunk) >= most:
            yield _Chunk(chunk, size)
            chunk, size = [], 0
    if chunk:
        yield _Chunk(chunk, size)


def _parts(
    sources: Iterator[Source], options: Options, match: bool | None
) -> Iterator[tuple[Source, int]]:
    """Each source, or its parts (:func:`~.sources.iter_parts`), with its size.

    The common case, a ``.sj`` file on disk too small to cut, is answered here with one ``stat``
    and no more (the parent's work per file is what holds two jobs back from twice one's speed).
    """
    sj_cut = options.input_format in (None, "sj") and match is not True
    limit = options.max_file_bytes
    for src in sources:
        if (
            sj_cut
            and src.path.endswith(".sj")
            and src.error is None
            and src.data is None
            and src.lines is None
            and src.text is None
        ):
            try:
                size = os.stat(src.path).st_size
            except (OSError, ValueError):
                size = 0  # whoever reads it reports it
            if size <= _sources.SPLIT_BYTES:  # read when called: a test may lower it
                yield src, size
                continue
        for part in iter_parts(src, options.input_format, match=match, limit=limit):
            yield part, _size(part)


_InFlight = deque[tuple[_Chunk, Future[list[FileResult]]]]
"""The chunks submitted, in order, with their futures."""


def _pooled(
    sources: Iterator[Source], options: Options, jobs: int, on_wait: Callable[[], None] | None
) -> Iterator[FileResult]:
    pending: _InFlight = deque()
    ex = _executor(jobs, options)
    clean_exit = False
    pace = _Pace(jobs)
    try:
        chunks = _chunks(sources, options, jobs, pace)
        while _submit_ahead(pending, chunks, ex, jobs):
            chunk, fut = pending.popleft()
            if on_wait is not None and not fut.done():
                on_wait()
            try:
                results = fut.result(_chunk_limit(chunk, options))
            except Exception as exc:
                # A worker died (out of memory, a crash), and every task in flight is lost; a
                # task failed; or the chunk ran out of time: redo them one file at a time,
                # each in a fresh process, to find and report the culprit; then go on with a
                # new pool.  A single file out of time is the culprit already.
                _stop(ex, early=True)
                redo: list[tuple[list[Source], Future[list[FileResult]] | None]] = [
                    (chunk.sources, None),
                    *((c.sources, f) for c, f in pending),
                ]
                pending.clear()
                yield from _redone(redo, exc, options)
                ex = _executor(jobs, options)
                continue
            pace.done(len(chunk.sources))
            yield from results
        clean_exit = True
    finally:
        _stop(ex, early=not clean_exit)


def _submit_ahead(
    pending: _InFlight, chunks: Iterator[_Chunk], ex: ProcessPoolExecutor, jobs: int
) -> bool:
    """Chunks submitted to ``ex`` until ``jobs * AHEAD`` are in flight, or as many files as that
    many of :data:`CHUNK` and at least two a worker; whether any is."""
    files = sum(len(c.sources) for c, _ in pending)
    while len(pending) < jobs * AHEAD and (len(pending) < 2 * jobs or files < jobs * AHEAD * CHUNK):
        chunk = next(chunks, None)
        if chunk is None:
            break
        pending.append((chunk, ex.submit(_work, chunk.sources)))
        files += len(chunk.sources)
    return bool(pending)


def _redone(
    redo: list[tuple[list[Source], Future[list[FileResult]] | None]],
    exc: Exception,
    options: Options,
) -> Iterator[FileResult]:
    """The results of chunks a failure (``exc``) stopped: a chunk that finished, its own; a
    single file out of time, that; else each file checked again in a process of its own."""
    for c, f in redo:
        if f is not None and f.done() and not f.cancelled() and f.exception() is None:
            yield from f.result()
        elif f is None and isinstance(exc, TimeoutError) and len(c) == 1:
            yield _timed_out(c[0], options)
        else:
            for src in c:
                yield _isolated(src, options)


def _size(src: Source) -> int:
    if src.data is not None:
        return len(src.data)
    if src.lines is not None:
        return sum(len(line) for _, line in src.lines if isinstance(line, str))
    if src.size is not None:
        return src.size
    try:
        return os.stat(src.path).st_size
    except (OSError, ValueError):
        return 0


def _limit(src: Source, options: Options) -> float | None:
    return options.time_limit(_size(src))


def _chunk_limit(chunk: _Chunk | list[Source], options: Options) -> float | None:
    """The seconds a chunk may take.  Under the default limit, that of one file as big as the
    chunk's files together: one base for the chunk, so that a file that hangs is caught as soon
    in a chunk of many files as alone.  Under the user's own limit, the sum of its files' (each
    may take all of its own).  Either way a chunk over its limit is only redone one file at a
    time, each under its own limit: the limit of a chunk decides how soon, never a verdict."""
    if isinstance(chunk, list):
        chunk = _Chunk(chunk, sum(_size(src) for src in chunk))
    if options.timeout == "auto":
        return options.time_limit(chunk.size)
    limits = [_limit(src, options) for src in chunk.sources]
    return None if any(t is None for t in limits) else sum(t for t in limits if t is not None)


def _timed_out(src: Source, options: Options) -> FileResult:
    limit = _limit(src, options) or 0.0
    return failed_source(src, options, Msg.of("limits.timeout", seconds=f"{round(limit, 1):g}"))


def _isolated(src: Source, options: Options) -> FileResult:
    """Process one source in a process of its own, under its time limit; report it if that
    process dies or overruns."""
    ex = _executor(1, options)
    limit = _limit(src, options)
    try:
        res = ex.submit(_work, [src]).result(limit)[0]
    except TimeoutError:
        _stop(ex, early=True)
        return _timed_out(src, options)
    except Exception as exc:
        _stop(ex, early=True)
        why: Msg | str = (
            Msg.of("batch.worker-died")
            if isinstance(exc, BrokenProcessPool)
            else f"{type(exc).__name__}: {exc}"
        )
        return failed_source(src, options, Msg.of("batch.could-not-check", reason=why))
    except BaseException:
        _stop(ex, early=True)
        raise
    _stop(ex, early=False)
    return res


def check_paths(
    paths: Iterable[str | os.PathLike[str]],
    variant: str | Path | Variant | None = None,
    jobs: int | None = 1,
    variant_dir: str | os.PathLike[str] | None = None,
    timeout: Timeout = None,
    match: bool | None = None,
    fmt: str | None = None,
) -> Iterator[HandReport]:
    """Check files and folders (searched recursively for ``*.sj``), yielding every hand's
    report in input order.  ``jobs`` > 1 (``None``: one per core) checks in that many worker
    processes; memory stays flat whatever the number of files.  ``variant_dir``: as for
    :func:`~.check.check_text`.  ``timeout``: each file's time limit in seconds, or ``"auto"``
    (5 s + 5 s per MB); a file over it is one report whose ``error`` says so
    (``limits.timeout``).  ``None`` (the default): no limit.  ``match``: each file a match
    (``True``), independent hands (``False``), or a match when it holds match lines (``None``).
    ``fmt``: the format of every file (``"sj"``, ``"json"``, …: folders are then searched for its
    suffixes), or ``None``: each file by its suffix, folders searched for ``*.sj``.  A foreign
    file is read as a stream, its units checked one by one; one file runs on one worker.
    """
    v = resolve_variant(variant) if variant is not None else None
    options = Options(
        variant=v,
        mode=Mode.REPORTS,
        variant_dir=os.fspath(variant_dir) if variant_dir else None,
        timeout=timeout,
        match=match,
        input_format=fmt,
    )
    sources = iter_sources((os.fspath(p) for p in paths), suffixes=options.suffixes)
    for result in run_batch(sources, options, jobs or cpu_count()):
        yield from result.reports or ()
