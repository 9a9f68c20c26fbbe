"""One source's work, the same in the parent and in a worker process: read it, parse and check
it block by block, and render each hand's row, so that the parent only copies bytes.
"""

from __future__ import annotations

import gc
import os
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import chain
from typing import Literal, assert_never

from ..core.messages import Msg
from ..core.record import HandRecord
from ..core.reports import ErrorKind, HandReport, InputError
from ..core.variants import Variant
from ..core.vocab import Status
from ..importers import format_of, suffixes
from ..importers.json import dumps as json_records
from ..notation import ParseError, dumps
from ..report.formats import FRAMES, Frame, RowRenderer
from ..report.lang import Lang
from ..report.look import PLAIN, Look
from ..report.select import KindFilter
from ..solver.analysis import Analyze
from ..solver.review import Review
from .check import error_report, iter_check_text, iter_check_units, iter_checked
from .native_rows import native_rows, wanted
from .sources import (
    MAX_FILE_BYTES,
    Source,
    UnreadableFile,
    iter_records,
    may_split,
    read_bytes,
    read_units,
    record_text,
    sj_parts,
)

SPOOL_BYTES = 1 << 20
"""A worker keeps at most this much of a file's output in memory; the rest goes to a spool file."""
BASE_SECONDS = 5.0
PER_MB_SECONDS = 5.0
"""The default time limit of a file: :data:`BASE_SECONDS` plus this much per megabyte of it."""
ANALYZE_BASE_SECONDS = 600.0
ANALYZE_PER_KB_SECONDS = 600.0
"""With ``--analyze`` the default limit grows by :data:`ANALYZE_BASE_SECONDS` plus this much per
kilobyte (a hand's record is about one): each search is bounded by its budget, not by time."""

Timeout = float | Literal["auto"] | None
"""A file's time limit: seconds, ``"auto"`` (by its size: :func:`time_limit`) or ``None`` (none)."""


class Mode(StrEnum):
    """What a batch does with each hand."""

    CHECK = "check"
    """Replay it and render its row."""
    PARSE = "parse"
    """Only read it, and give its canonical text."""
    REPORTS = "reports"
    """Replay it and return the :class:`HandReport` itself."""


@dataclass(frozen=True)
class Options:
    """What to do with each hand; shared by every worker."""

    variant: Variant | None = None
    """Overrides the records' ``variant:`` lines (already loaded, so loaded once)."""
    mode: Mode = Mode.CHECK
    fmt: str = "jsonl"
    """Row format for ``check``: ``text``, ``json``, ``jsonl``, ``csv``, or ``""`` for none."""
    lang: Lang = "en"
    spool_dir: str | None = None
    """Where a worker may spool a big file's output (default: the system's temporary folder)."""
    variant_dir: str | None = None
    """Where a record's ``variant:`` line may find a variant file (``None``: presets only)."""
    follow_links: bool = False
    """Read links found in a folder that lead outside it (``--follow-links``)."""
    timeout: Timeout = None
    """Each file's time limit; a file over it is an error row.  A limit runs the work in
    worker processes (even one job), so that an overrunning one can be killed."""
    match: bool | None = None
    """Each file a match (``True``, ``--match``), independent hands (``False``,
    ``--independent``), or a match when it holds match lines (``None``)."""
    require_complete: bool = False
    """An incomplete hand counts as a violation for the exit code (``--require-complete``)."""
    input_format: str | None = None
    """The format every input is read as (``--from``: ``sj`` or a name of
    :data:`~shengji_cli.importers.FORMATS`); ``None``: each file by its suffix."""
    max_file_bytes: int = MAX_FILE_BYTES
    """A record file larger than this is unreadable (``--max-file-size``)."""
    companions: tuple[tuple[str, str], ...] = ()
    """Files given beside the records, by kind (``--debug-json``, ``--settings``: read by a
    format that takes them, :func:`~shengji_cli.importers.read`)."""
    analyze: Analyze | Review | None = None
    """Each hand's report carries the solver's analysis (``--analyze``); ``None``: none."""
    kinds: KindFilter | None = None
    """The violation kinds reported (``--select``, ``--ignore``); ``None``: every kind."""
    parsed_as: str = "sj"
    """How :attr:`Mode.PARSE` writes each hand: ``sj`` (its canonical text) or ``jsonl`` (its
    JSON record, a line: ``check --parse-only --format json``)."""
    look: Look = PLAIN
    """How text rows look: the width they wrap to (the terminal's when the output is one, else
    100) and whether they are coloured (``--color``)."""

    @property
    def suffixes(self) -> tuple[str, ...]:
        """The file names a folder is searched for: ``*.sj``, or the ``--from`` format's."""
        return suffixes(self.input_format)

    @property
    def frame(self) -> Frame:
        return FRAMES[self.parsed_as if self.mode is Mode.PARSE else self.fmt or "jsonl"]

    def parsed_text(self, record: HandRecord) -> str:
        """A hand as :attr:`Mode.PARSE` writes it (:attr:`parsed_as`)."""
        return dumps([record]) if self.parsed_as == "sj" else json_records([record])

    def kept(self, reports: Iterable[HandReport]) -> Iterable[HandReport]:
        """The reports with only the violations of :attr:`kinds`."""
        return reports if self.kinds is None else self.kinds.filtered(reports)

    def renderer(self) -> RowRenderer | None:
        """The row renderer of ``check`` mode, if rows are wanted."""
        if self.mode is not Mode.CHECK or not self.fmt:
            return None
        return RowRenderer(self.fmt, self.lang, self.look)

    def error_row(self, report: HandReport) -> str:
        """The row of a source that could not be checked, as its file's output holds it."""
        row = RowRenderer(self.fmt, self.lang, self.look)(report)
        return self.frame.sep + row if row else ""

    def time_limit(self, size: int) -> float | None:
        """The seconds a file of ``size`` bytes may take (``None``: no limit)."""
        if self.timeout == "auto":
            limit = BASE_SECONDS + PER_MB_SECONDS * size / 1_000_000
            if self.analyze is not None:
                limit += ANALYZE_BASE_SECONDS + ANALYZE_PER_KB_SECONDS * size / 1_000
            return limit
        return self.timeout or None


@dataclass
class FileResult:
    """What one source gave: counts for the summary and exit code, its errors, its output."""

    source: str
    size: int = 0
    hands: int = 0
    """Hands read (and, in ``check`` mode, checked)."""
    clean: int = 0
    flagged: int = 0
    incomplete: int = 0
    """Hands read without violations whose record stops before the end (not clean)."""
    ruled: int = 0
    """Hands whose ruled result differs from the result as played (docs/rules.md §11)."""
    kinds: dict[str, int] = field(default_factory=dict)
    errors: list[InputError] = field(default_factory=list)
    """The blocks (or the file) that could not be read."""
    file_error: bool = False
    data: bytes = b""
    """The rendered rows, each after the format's separator; see :class:`~.output.RowWriter`."""
    spool: str | None = None
    """A file holding the rows that came before ``data`` (big inputs only)."""
    reports: list[HandReport] | None = None
    continued: bool = False
    """A part of a file after its first (:func:`~.sources.iter_parts`): the same file, not
    another."""
    files: int = 1
    """The whole files this result stands for: more than one when :func:`joined` made it of
    several files that need nothing but counting."""

    def plain(self) -> bool:
        """Nothing in it but rows and counts: no error, no spool, no reports, a whole file."""
        return not (self.errors or self.spool or self.reports is not None or self.continued)

    def absorb(self, others: list[FileResult]) -> None:
        """Add ``others``' counts and rows to this one's (all :meth:`plain`), the rows joined
        once (a byte string grown file by file would be copied over and over)."""
        for other in others:
            self.files += other.files
            self.size += other.size
            self.hands += other.hands
            self.clean += other.clean
            self.flagged += other.flagged
            self.incomplete += other.incomplete
            self.ruled += other.ruled
            for kind, n in other.kinds.items():
                self.kinds[kind] = self.kinds.get(kind, 0) + n
        self.data = b"".join([self.data, *(other.data for other in others)])


def joined(results: list[FileResult]) -> list[FileResult]:
    """``results`` (a chunk's, in order) with each run of :meth:`~FileResult.plain` ones joined
    into one: the parent of a pool then takes a chunk of clean files at once, not file by file
    (issue #29: with the native check a file's work is tens of microseconds, and the parent's
    per-result work held ``--jobs 2`` near one job's speed)."""
    out: list[FileResult] = []
    run: list[FileResult] = []
    for res in results:
        if res.plain():
            run.append(res)
            continue
        _join_run(run, out)
        out.append(res)
    _join_run(run, out)
    return out


def _join_run(run: list[FileResult], out: list[FileResult]) -> None:
    """A run of plain results put in ``out`` as one, and emptied."""
    if run:
        run[0].absorb(run[1:])
        out.append(run[0])
        run.clear()


class _Rows:
    """Collects a source's rows; past :data:`SPOOL_BYTES` they go to ``sink`` or a spool file."""

    def __init__(
        self, result: FileResult, sink: Callable[[bytes], None] | None, spool_dir: str | None
    ) -> None:
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


def failed_source(src: Source, options: Options, why: Msg) -> FileResult:
    """The result of a source that could not be checked at all (``why``: its worker died,
    it ran out of time): one error row."""
    source = "<stdin>" if src.path == "-" else src.path
    res = FileResult(source, file_error=True)
    res.errors.append(InputError(source, why))
    if options.mode is not Mode.PARSE:
        report = error_report(source, 1, res.errors[0], options.variant)
        if options.mode is Mode.REPORTS:
            res.reports = [report]
        elif options.fmt:
            res.data = options.error_row(report).encode("utf-8")
    return res


def process_source(
    src: Source, options: Options, sink: Callable[[bytes], None] | None = None
) -> FileResult:
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
        error = InputError(
            source, Msg.of("batch.internal-error", error=f"{type(exc).__name__}: {exc}")
        )
        report = error_report(
            source, src.first_hand + res.hands + len(res.errors), error, options.variant
        )  # the next
        res.errors.append(error)
        if options.mode is Mode.REPORTS:
            res.reports = [*(res.reports or ()), report]
        elif options.mode is Mode.CHECK and options.fmt:
            rows.add(options.error_row(report))
    finally:
        if collecting:
            gc.enable()
    rows.close()
    return res


def _process(src: Source, source: str, options: Options, res: FileResult, rows: _Rows) -> None:
    if options.mode is Mode.REPORTS:
        res.reports = []
    foreign = (
        format_of(src.path, options.input_format)
        if src.path != "-" or options.input_format
        else None
    )
    if foreign is not None:
        _process_units(src, source, foreign, options, res, rows)
        return
    if src.text is not None:
        _process_part(src, source, options, res, rows)
        return
    if may_split(src, options.input_format, options.match) and _process_streamed(
        src, source, options, res, rows
    ):
        return
    _process_whole(src, source, options, res, rows)


def _process_whole(
    src: Source, source: str, options: Options, res: FileResult, rows: _Rows
) -> None:
    """A ``.sj`` file or stream read whole."""
    render = options.renderer()
    sep = options.frame.sep
    try:
        if src.error is not None:
            raise UnreadableFile(source, src.error)
        if (
            src.data is not None and len(src.data) > options.max_file_bytes
        ):  # stdin, read by the parent
            raise UnreadableFile(
                source, Msg.of("batch.stream-too-large", limit=options.max_file_bytes)
            )
        data = (
            src.data
            if src.data is not None
            else read_bytes(src.path, src.found, src.root, options.max_file_bytes)
        )
        res.size = len(data)
        text = record_text(data, source)
        del data
    except ParseError as exc:
        res.file_error = True
        res.errors.append(exc.input_error())
        if options.mode is not Mode.PARSE:
            _add(
                res, rows, error_report(source, 1, exc.input_error(), options.variant), render, sep
            )
        return
    match options.mode:
        case Mode.PARSE:
            _parsed(iter_records(text, source), res, rows, sep, options.parsed_text)
        case Mode.CHECK | Mode.REPORTS:
            if _native(text, source, options, res, rows):
                return
            reports = iter_check_text(
                text, options.variant, source, options.variant_dir, options.match, options.analyze
            )
            for report in options.kept(reports):
                _add(res, rows, report, render, sep)
        case _:
            assert_never(options.mode)


def _process_streamed(
    src: Source, source: str, options: Options, res: FileResult, rows: _Rows
) -> bool:
    """A big ``.sj`` file of independent hands that came here whole (one job under a time limit
    of the user's own, or none), checked a part at a time as :func:`~.sources.sj_parts` cuts it,
    so that its text is never all in memory; ``False`` (nothing done) when it is not cut."""
    parts = sj_parts(src, None, options.match, options.max_file_bytes)
    first = next(parts, None)
    if first is None or first.text is None:
        return False
    size = 0
    for part in chain((first,), parts):
        if (
            part.text is None
        ):  # it could not be read on (it changed meanwhile): as the parent's parts go
            _process_whole(part, source, options, res, rows)
        else:
            _process_part(part, source, options, res, rows)
        size += res.size
    res.size, res.continued = size, False
    return True


def _process_part(src: Source, source: str, options: Options, res: FileResult, rows: _Rows) -> None:
    """A part of a big ``.sj`` file of independent hands (:func:`~.sources.sj_parts`), read by
    the parent or by :func:`_process_streamed`."""
    assert src.text is not None
    res.size = len(src.text.encode("utf-8"))
    res.continued = src.part > 0
    render = options.renderer()
    sep = options.frame.sep
    items = iter_records(src.text, source, line=src.first_line)
    match options.mode:
        case Mode.PARSE:
            _parsed(items, res, rows, sep, options.parsed_text)
        case Mode.CHECK | Mode.REPORTS:
            if _native(src.text, source, options, res, rows, src.first_hand, src.first_line):
                return
            reports = iter_checked(
                items,
                options.variant,
                source,
                options.variant_dir,
                False,
                src.text,
                start=src.first_hand,
                empty_report=False,
                line=src.first_line,
                analyze=options.analyze,
            )
            for report in options.kept(reports):
                _add(res, rows, report, render, sep)
        case _:
            assert_never(options.mode)


def _process_units(
    src: Source, source: str, fmt: str, options: Options, res: FileResult, rows: _Rows
) -> None:
    """A foreign file: read as a stream by its importer, a unit at a time (flat memory)."""
    res.size = _size_of(src)
    res.continued = src.part > 0
    render = options.renderer()
    sep = options.frame.sep
    try:
        units = read_units(src, fmt, options.companions)
        match options.mode:
            case Mode.PARSE:
                items = (item for unit in units for item in unit.records)
                _parsed(items, res, rows, sep, options.parsed_text)
            case Mode.CHECK | Mode.REPORTS:
                reports = iter_check_units(
                    units,
                    options.variant,
                    source,
                    options.variant_dir,
                    options.match,
                    start=src.first_hand,
                    empty_report=src.lines is None,
                    analyze=options.analyze,
                )
                for report in options.kept(reports):
                    _add(res, rows, report, render, sep)
            case _:
                assert_never(options.mode)
    except ParseError as exc:  # the file cannot be opened, or a read of it failed
        res.file_error = True
        res.errors.append(exc.input_error())
        if options.mode is not Mode.PARSE:
            _add(
                res,
                rows,
                error_report(
                    source,
                    src.first_hand + res.hands + len(res.errors),
                    exc.input_error(),
                    options.variant,
                ),
                render,
                sep,
            )


def _native(
    text: str,
    source: str,
    options: Options,
    res: FileResult,
    rows: _Rows,
    start: int = 1,
    line: int = 1,
) -> bool:
    """The text's hands checked by the native path (:mod:`.native_rows`), each counted as a
    clean hand and its row added; ``False`` (nothing done) when it declines."""
    if not (
        options.mode is Mode.CHECK
        and options.analyze is None
        and options.match is not True
        and wanted(options.fmt, options.variant)
    ):
        return False
    out = native_rows(text, source, options.variant, start, line, options.fmt)
    if out is None:
        return False
    sep = options.frame.sep
    for row in out:
        res.hands += 1
        res.clean += 1
        rows.add(sep + row)
    return True


def _parsed(
    items: Iterable[HandRecord | ParseError],
    res: FileResult,
    rows: _Rows,
    sep: str,
    write: Callable[[HandRecord], str],
) -> None:
    """``--parse-only``: each hand as ``write`` writes it (its canonical text, or its JSON
    record), each block that cannot be read an error."""
    for item in items:
        if isinstance(item, ParseError):
            res.errors.append(item.input_error())
        else:
            res.hands += 1
            rows.add(sep + write(item))


def _size_of(src: Source) -> int:
    """How big a foreign input is: its bytes in memory, its part's lines, or its file."""
    if src.data is not None:
        return len(src.data)
    if src.lines is not None:
        return sum(len(line) for _, line in src.lines if isinstance(line, str))
    return _file_size(src.path)


def _file_size(path: str) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


def _add(
    res: FileResult, rows: _Rows, report: HandReport, render: RowRenderer | None, sep: str
) -> None:
    """Count and render one hand's report (rendered first: a hand is counted once, whatever
    fails)."""
    row = None
    if render is not None:
        report, row = _rendered(report, render, res.source)
    _count(res, report)
    if res.reports is not None:
        res.reports.append(report)
    if row:  # (a format may have no row for a hand: text on stdout, for an unreadable one)
        rows.add(sep + row)


def _rendered(report: HandReport, render: RowRenderer, source: str) -> tuple[HandReport, str]:
    """The report and its row; a bug must not lose the hand: its row then says so (the report
    becomes the hand's error), the file goes on."""
    try:
        return report, render(report)
    except Exception as exc:
        error = f"{type(exc).__name__}: {exc}"
        why = Msg.of("batch.internal-error-hand", hand=report.hand, error=error)
        report = error_report(source, report.hand, InputError(source, why), None)
        return report, render(report)


def _count(res: FileResult, report: HandReport) -> None:
    """One hand's report counted in ``res``: read or not, and its status."""
    if report.error is not None:
        if report.error.kind is ErrorKind.EMPTY:
            res.file_error = True  # the file as a whole: no hands
            res.errors.append(report.error)
        elif not res.file_error:
            res.errors.append(report.error)
    else:
        res.hands += 1
        res.ruled += report.ruled is not None and report.ruled.differs
    match report.status:
        case Status.VIOLATIONS:
            res.flagged += 1
            for f in report.violations:
                res.kinds[f.kind] = res.kinds.get(f.kind, 0) + 1
        case Status.INCOMPLETE:
            res.incomplete += 1
        case Status.CLEAN:
            res.clean += 1
        case Status.UNREADABLE:
            pass
        case _:
            assert_never(report.status)
