"""Computing on a scheduler: results in input order, a lost task redone by Dask.

:func:`ordered` submits the sources a one-partition bag at a time, a few partitions a worker
ahead of the output (as the local pool keeps a few chunks ahead), and yields their results in
input order; Dask places the tasks and runs again those of a worker that died.  A partition
whose task fails for good (its worker died :data:`distributed`'s
``allowed-failures`` times over, say) is redone one source a task, and a source that fails
alone is one error row (``batch.could-not-check``), as in the local pool.
"""

from __future__ import annotations

import logging
import os
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from contextlib import contextmanager
from itertools import chain, islice
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..batch.pool import cpu_count
from ..batch.sources import Source, iter_sources
from ..batch.work import FileResult, Options, failed_source
from ..core.messages import Msg
from ..core.variants import Variant
from ..report.lang import Lang
from .tasks import (
    PARTITION_MAX,
    TASKS_PER_WORKER,
    DaskError,
    check_source,
    expand,
    options_for,
    partition_size,
    require_dask,
    results_bag,
    rows_of,
)

if TYPE_CHECKING:
    from distributed import Client

LOCAL = "local"
"""The scheduler that is a :class:`distributed.LocalCluster` of worker processes started here."""
CONNECT_SECONDS = 10
"""How long to try reaching a scheduler's address."""
LOOK_AHEAD = TASKS_PER_WORKER * PARTITION_MAX
"""Sources a worker read ahead to choose the partition size (a batch shorter than this gets smaller
ones)."""
IN_FLIGHT = 2 * TASKS_PER_WORKER
"""Partitions a worker submitted ahead of the output."""


@contextmanager
def connect(scheduler: str, workers: int | None = None) -> Iterator[Client]:
    """A client of ``scheduler``: an address (``tcp://host:8786``), or :data:`LOCAL` — a
    ``LocalCluster`` of ``workers`` processes (default: one per core), one thread each, closed
    at the end.  Raises :class:`DaskError` without the extra or when the scheduler cannot be
    reached."""
    require_dask()
    from distributed import Client, LocalCluster

    if scheduler == LOCAL:
        # A free port: the scheduler serves HTTP even without the dashboard, and 8787 may be taken.
        try:
            cluster = LocalCluster(
                n_workers=workers or cpu_count(),
                threads_per_worker=1,
                processes=True,
                dashboard_address=":0",
                silence_logs=logging.ERROR,
            )
        except Exception as exc:  # a worker process that cannot start, no free port…
            raise DaskError(
                Msg.of("dask.cannot-start", reason=f"{type(exc).__name__}: {exc}")
            ) from None
        try:
            with Client(cluster) as client:
                yield client
        finally:
            cluster.close()
        return
    try:
        client = Client(scheduler, timeout=CONNECT_SECONDS)
    except (OSError, ValueError) as exc:
        raise DaskError(
            Msg.of(
                "dask.cannot-connect", scheduler=scheduler, reason=f"{type(exc).__name__}: {exc}"
            )
        ) from None
    with client:
        yield client


def workers_of(client: Client) -> int:
    """The worker threads the scheduler has now (at least one)."""
    return max(1, sum(client.nthreads().values()))


def ordered(
    client: Client, sources: Iterable[Source], options: Options, size: int | None = None
) -> Iterator[FileResult]:
    """Each source's result, in order, computed on ``client``'s cluster, ``size`` sources a
    partition (default: :func:`~.tasks.partition_size` of the first :data:`LOOK_AHEAD` sources
    a worker for its workers).  At most :data:`IN_FLIGHT` partitions a worker are submitted
    ahead of the one being read, so memory stays flat however long the input."""
    workers = workers_of(client)
    it = iter(sources)
    head = list(islice(it, workers * LOOK_AHEAD))
    size = size or partition_size(len(head), workers)
    it = chain(head, it)
    pending: deque[tuple[list[Source], Any]] = deque()
    try:
        while True:
            while len(pending) < workers * IN_FLIGHT:
                chunk = list(islice(it, size))
                if not chunk:
                    break
                [part] = results_bag(chunk, options, size).to_delayed()
                pending.append((chunk, client.compute(part)))
            if not pending:
                break
            chunk, fut = pending.popleft()
            try:
                results: list[FileResult] = fut.result()
            except Exception:  # the task failed for good (KilledWorker…): each source alone
                results = [_alone(client, src, options) for src in chunk]
            yield from results
    finally:
        client.cancel([fut for _, fut in pending])


def _alone(client: Client, src: Source, options: Options) -> FileResult:
    try:
        res: FileResult = client.submit(check_source, src, options, pure=False).result()
        return res
    except Exception as exc:
        from distributed import KilledWorker

        why: Msg | str = (
            Msg.of("batch.worker-died")
            if isinstance(exc, KilledWorker)
            else f"{type(exc).__name__}: {exc}"
        )
        return failed_source(src, options, Msg.of("batch.could-not-check", reason=why))


Runner = Callable[
    [Iterable[Source], Options, int, Callable[[bytes], None] | None, Callable[[], None] | None],
    Generator[FileResult, None, None],
]


def dask_runner(client: Client) -> Runner:
    """What :func:`~..batch.run.run_check` runs instead of the local pool: the same sources,
    the results in input order from ``client``'s cluster (the rows in them, never spooled)."""

    def run(
        sources: Iterable[Source],
        options: Options,
        jobs: int,
        sink: Callable[[bytes], None] | None = None,
        on_wait: Callable[[], None] | None = None,
    ) -> Generator[FileResult, None, None]:
        yield from ordered(client, expand(sources, options), options)

    return run


def iter_rows(
    paths_or_urls: Iterable[str | os.PathLike[str]],
    variant: str | Path | Variant | None = None,
    *,
    scheduler: str | Client = LOCAL,
    lang: Lang = "en",
    match: bool | None = None,
    input_format: str | None = None,
    variant_dir: str | os.PathLike[str] | None = None,
    follow_links: bool = False,
    partition_size: int | None = None,
) -> Iterator[str]:
    """Check files, folders and fsspec URLs on ``scheduler`` (an address, ``"local"`` or a
    :class:`distributed.Client`) and yield each hand's JSON lines row (with its newline) in input
    order: together, what ``shengji check --format jsonl`` writes.  (With ``"local"``, a script
    starts worker processes: its work goes under ``if __name__ == "__main__":``.)"""
    options = options_for(variant, False, lang, match, input_format, variant_dir, follow_links)
    paths = [os.fspath(p) for p in paths_or_urls]
    sources = expand(iter_sources(paths, follow_links, options.suffixes), options)
    if isinstance(scheduler, str):
        with connect(scheduler) as client:
            yield from rows_of(ordered(client, sources, options, partition_size))
        return
    require_dask()
    yield from rows_of(ordered(scheduler, sources, options, partition_size))


__all__ = ["DaskError", "LOCAL", "Runner", "connect", "dask_runner", "iter_rows", "ordered"]
