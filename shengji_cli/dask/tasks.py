"""The inputs as a :class:`dask.bag.Bag` and the task a worker runs on each of them.

A bag element is a :class:`~..batch.sources.Source`: a file named or found in a folder (with
every rule of :mod:`~..batch.sources`: a link found leading out of its folder is never read),
a part of a big season file of a line format (:func:`~..batch.sources.iter_parts`: cut here,
numbered from its first hand), stdin (read here), or an fsspec URL (``memory://``, ``s3://``,
``file://`` …: a path with a protocol), read by the worker.

The task is idempotent: the rows are kept in memory and come back in the result (never a
spool file), so a task Dask runs again after losing its worker gives the same result once.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..batch.check import resolve_variant
from ..batch.pool import cpu_count
from ..batch.sources import Source, iter_parts, iter_sources, os_reason, read_stdin
from ..batch.work import FileResult, Mode, Options, process_source
from ..core.errors import ErrorKind, ShengjiError
from ..core.messages import Msg
from ..core.reports import HandReport
from ..core.variants import Variant
from ..importers import format_of
from ..report.lang import Lang

if TYPE_CHECKING:
    from dask.bag import Bag

TASKS_PER_WORKER = 4
"""Partitions per worker a batch aims at, so that a slow one is evened out."""
PARTITION_MAX = 8
"""The most sources a partition holds: a partition lost with its worker is computed again whole."""

_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]+://")
"""A path with a protocol (two letters at least: ``C:\\`` is a Windows path)."""


class DaskError(ShengjiError):
    """Dask cannot run: the extra is not installed, or the scheduler cannot be reached."""

    kind = ErrorKind.NOT_CHECKED

    def __init__(self, message: Msg) -> None:
        super().__init__(message.id)
        self.message = message


def require_dask() -> None:
    """Raise :class:`DaskError` (``dask.not-installed``) unless the extra is installed."""
    try:
        import dask.bag  # noqa: F401
        import distributed  # noqa: F401
    except ImportError as exc:
        raise DaskError(
            Msg.of("dask.not-installed", module=(exc.name or "dask").split(".")[0])
        ) from None


def is_url(path: str) -> bool:
    """Whether ``path`` names a file through fsspec (it has a protocol: ``memory://x.sj``)."""
    return _URL.match(path) is not None


def _remote(src: Source) -> bool:
    """A URL named by the user (a file found in a local folder is local, whatever its name)."""
    return (
        not src.found
        and src.root is None
        and src.data is None
        and src.error is None
        and is_url(src.path)
    )


def partition_size(sources: int, workers: int) -> int:
    """Sources per partition: about :data:`TASKS_PER_WORKER` partitions per worker, and at most
    :data:`PARTITION_MAX`, so that a task lost with its worker redoes little.

    >>> partition_size(1000, 2), partition_size(20, 2), partition_size(3, 2)
    (8, 3, 1)
    """
    return max(1, min(PARTITION_MAX, math.ceil(sources / (max(1, workers) * TASKS_PER_WORKER))))


def expand(sources: Iterable[Source], options: Options) -> Iterator[Source]:
    """Every bag element, in input order: big files of a line format, and big ``.sj`` files of
    independent hands, as parts (read as they are asked for: :func:`~..batch.sources.iter_parts`,
    as the local pool cuts them), stdin read here."""
    for src in sources:
        if src.path == "-":
            yield read_stdin(src)
        elif _remote(src):
            yield src
        else:
            yield from iter_parts(
                src, options.input_format, match=options.match, limit=options.max_file_bytes
            )


def check_source(src: Source, options: Options) -> FileResult:
    """One element's work, in a worker: the same :func:`process_source` as the local pool's,
    its rows in the result."""
    if _remote(src):
        src = _fetch(src, options)
    chunks: list[bytes] = []
    res = process_source(src, options, chunks.append)
    res.data = b"".join(chunks) + res.data
    return res


def _fetch(src: Source, options: Options) -> Source:
    """A URL's bytes, read through fsspec (a record text at most ``--max-file-size``), or why
    not."""
    import fsspec

    whole = (
        format_of(src.path, options.input_format) is not None
    )  # a foreign file: read as its importer streams
    limit = options.max_file_bytes
    try:
        with fsspec.open(src.path, "rb") as f:
            data: bytes = f.read() if whole else f.read(limit + 1)
    except OSError as exc:
        return src._replace(error=Msg.of("batch.cannot-read", reason=os_reason(exc)))
    except Exception as exc:  # no such protocol, its package missing, a bad URL
        return src._replace(error=Msg.of("dask.cannot-open", reason=f"{type(exc).__name__}: {exc}"))
    if not whole and len(data) > limit:
        return src._replace(error=Msg.of("batch.stream-too-large", limit=limit))
    return src._replace(data=data)


def results_bag(sources: Sequence[Source], options: Options, size: int | None = None) -> Bag:
    """A bag of each source's :class:`~..batch.work.FileResult`, in the order given, ``size``
    sources a partition (default: :func:`partition_size` for this machine's cores)."""
    require_dask()
    import dask.bag as db

    size = size or partition_size(len(sources), cpu_count())
    return db.from_sequence(list(sources), partition_size=size).map(check_source, options)


def check_bag(
    paths_or_urls: Iterable[str | os.PathLike[str]],
    variant: str | Path | Variant | None = None,
    *,
    reports: bool = False,
    lang: Lang = "en",
    match: bool | None = None,
    input_format: str | None = None,
    variant_dir: str | os.PathLike[str] | None = None,
    follow_links: bool = False,
    partition_size: int | None = None,
) -> Bag:
    """Check files, folders (searched for ``*.sj``, or ``input_format``'s files) and fsspec URLs
    on Dask: a bag of each hand's JSON lines row (a ``str``, as ``check --format jsonl`` writes
    it, without its newline), or with ``reports`` its :class:`HandReport`, in input order.

    ``partition_size``: sources a partition (default: :func:`partition_size`).  Nothing is
    computed until the caller says so (``.compute()``, a client)."""
    options = options_for(variant, reports, lang, match, input_format, variant_dir, follow_links)
    paths = [os.fspath(p) for p in paths_or_urls]
    bag = results_bag(
        list(expand(iter_sources(paths, follow_links, options.suffixes), options)),
        options,
        partition_size,
    )
    return bag.map(_reports if reports else _rows).flatten()


def options_for(
    variant: str | Path | Variant | None,
    reports: bool,
    lang: Lang,
    match: bool | None,
    input_format: str | None,
    variant_dir: str | os.PathLike[str] | None,
    follow_links: bool,
) -> Options:
    """The library's options: ``check --format jsonl``'s (or, ``reports``, the reports
    themselves)."""
    v = resolve_variant(variant) if variant is not None else None
    return Options(
        v,
        Mode.REPORTS if reports else Mode.CHECK,
        "jsonl",
        lang,
        variant_dir=os.fspath(variant_dir) if variant_dir else None,
        follow_links=follow_links,
        match=match,
        input_format=input_format,
    )


def _rows(res: FileResult) -> list[str]:
    return res.data.decode("utf-8").split("\n")[:-1]  # (not splitlines: a row may hold a U+2028)


def _reports(res: FileResult) -> list[HandReport]:
    return res.reports or []


def rows_of(results: Iterable[FileResult]) -> Iterator[str]:
    """Each hand's JSON lines row (with its newline), in order."""
    for res in results:
        for row in _rows(res):
            yield row + "\n"
