"""``shengji check``: a batch of records, replayed (or, ``--parse-only``, rewritten canonically)."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

import click

from ..core.messages import Msg
from ..report.lang import Lang
from .common import fail, format_option, get_variant, lang_option
from .convert import input_formats
from .help import option
from .show import OutputPath, html_batch
from .usage import BadValue, Choice, Command, IntRange, Path

ANALYZE_TRICKS_MAX = 10
"""``--analyze-tricks``' ceiling: :data:`~shengji_cli.solver.analysis.ANALYZE_TRICKS_MAX` (kept
here as a literal so that ``check`` does not load the solver to build its options)."""

if TYPE_CHECKING:
    from ..batch.work import Options, Timeout
    from ..solver.analysis import Analyze


def _run_batch(
    files: Sequence[str],
    options: Options,
    jobs: int | None,
    output: str | None,
    summary: str | None,
    progress: bool | None,
    errors_to_stderr: bool,
    scheduler: str | None = None,
) -> NoReturn:
    # The pool is imported here: the other commands start without it.
    from ..batch.pool import cpu_count
    from ..batch.run import run_check

    err = sys.stderr
    if progress is None:
        progress = _isatty(err)
    sys.stdout.flush()
    if scheduler is None:
        code = run_check(
            files,
            options,
            jobs=jobs or cpu_count(),
            out=sys.stdout.buffer,
            err=err,
            output=output,
            summary=summary,
            progress=progress,
            errors_to_stderr=errors_to_stderr,
        )
    else:
        code = _on_dask(
            scheduler, files, options, jobs, output, summary, progress, errors_to_stderr
        )
    if code >= 128:
        # Interrupted, or stdout closed (141): everything is cleaned up; leave at once.  A
        # worker killed by the same signal may have left the pool's pipe half-written, and
        # the interpreter's exit handlers would wait on it for ever.
        err.flush()
        os._exit(code)
    sys.exit(code)


def _on_dask(
    scheduler: str,
    files: Sequence[str],
    options: Options,
    jobs: int | None,
    output: str | None,
    summary: str | None,
    progress: bool,
    errors_to_stderr: bool,
) -> int:
    """``--dask``: the same run, its sources checked on the scheduler (the cluster closed before exiting)."""
    from dataclasses import replace

    from ..batch.run import run_check
    from ..dask import DaskError, connect, dask_runner
    from ..report.catalog import render

    try:
        with connect(scheduler, jobs) as client:
            return run_check(
                files,
                replace(options, timeout=None),
                jobs=1,
                out=sys.stdout.buffer,
                err=sys.stderr,
                output=output,
                summary=summary,
                progress=progress,
                errors_to_stderr=errors_to_stderr,
                runner=dask_runner(client),
            )
    except DaskError as exc:
        sys.stderr.write(f"shengji: {render(exc.message, options.lang)}\n")
        return 2


class _Seconds(click.ParamType[float]):
    """A time limit in seconds: a number from 0 (no limit) to a million."""

    name = "seconds"

    def convert(
        self, value: Any, param: click.Parameter | None, ctx: click.Context | None
    ) -> float:
        try:
            t = float(value)
        except (TypeError, ValueError):
            t = -1.0
        if not 0 <= t <= 1e6:  # also NaN
            raise BadValue(Msg.of("limits.not-seconds", value=str(value)), ctx, param)
        return t


class _Size(click.ParamType[int]):
    """A size in bytes: a whole number, or one with a suffix K, M or G (powers of 1000: ``20M``)."""

    name = "size"
    _UNITS = {"": 1, "K": 10**3, "M": 10**6, "G": 10**9}

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        text = str(value).strip().upper().removesuffix("B")
        unit = text[-1:] if text[-1:] in self._UNITS else ""
        digits = text[: len(text) - len(unit)]
        if not digits.isdigit() or not 0 < int(digits) * self._UNITS[unit] <= 10**15:
            raise BadValue(Msg.of("cli.check.not-size", value=str(value)), ctx, param)
        return int(digits) * self._UNITS[unit]


class _Scheduler(click.ParamType[str]):
    """``--dask``'s value: a scheduler's address, or ``local``."""

    name = "scheduler"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        return str(value)


def _analyze(analyze: bool, tricks: int | None, budget: int | None, lang: Lang) -> Analyze | None:
    """What ``--analyze`` analyses (``--analyze-tricks``, ``--budget``), ``None`` without it."""
    if (tricks is not None or budget is not None) and not analyze:
        fail(Msg.of("solve.error.needs-analyze"), lang)
    from ..solver.analysis import Analyze

    default = Analyze()
    return (
        Analyze(tricks=tricks or default.tricks, budget=budget or default.budget)
        if analyze
        else None
    )


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


@click.command(cls=Command, help="cli.help.check")
@click.argument("files", nargs=-1, required=True)
@option("--variant", "variant", default=None, help="cli.help.check.opt.variant")
@option(
    "--allow-variant-dir",
    "variant_dir",
    type=Path(file_okay=False),
    default=None,
    help="cli.help.check.opt.allow-variant-dir",
)
@format_option(
    "text",
    "table",
    "json",
    "jsonl",
    "csv",
    "html",
    help="cli.help.check.opt.format",
    show_default=True,
)
@lang_option
@option("--parse-only", is_flag=True, help="cli.help.check.opt.parse-only")
@option("--summary", is_flag=True, help="cli.help.check.opt.summary")
@option("--jobs", "-j", type=IntRange(min=1), default=None, help="cli.help.check.opt.jobs")
@option("--output", "-o", type=OutputPath(dir_okay=False), help="cli.help.check.opt.output")
@option("--progress/--no-progress", default=None, help="cli.help.check.opt.progress")
@option("--follow-links", is_flag=True, help="cli.help.check.opt.follow-links")
@option("--timeout", type=_Seconds(), default=None, help="cli.help.check.opt.timeout")
@option("--match/--independent", "match", default=None, help="cli.help.check.opt.match")
@option("--require-complete", is_flag=True, help="cli.help.check.opt.require-complete")
@option(
    "--from",
    "source_format",
    type=Choice(input_formats()),
    default=None,
    help="cli.help.check.opt.from",
)
@option("--dask", "scheduler", type=_Scheduler(), default=None, help="cli.help.check.opt.dask")
@option(
    "--max-file-size",
    "max_size",
    type=_Size(),
    default=None,
    help="cli.help.check.opt.max-file-size",
)
@option("--analyze", is_flag=True, help="cli.help.check.opt.analyze")
@option(
    "--analyze-tricks",
    "analyze_tricks",
    type=IntRange(min=1, max=ANALYZE_TRICKS_MAX),
    default=None,
    help="cli.help.check.opt.analyze-tricks",
)
@option("--budget", type=IntRange(min=1), default=None, help="cli.help.check.opt.budget")
def check(
    files: tuple[str, ...],
    variant: str | None,
    variant_dir: str | None,
    fmt: str,
    lang: Lang,
    parse_only: bool,
    summary: bool,
    jobs: int | None,
    output: str | None,
    progress: bool | None,
    follow_links: bool,
    timeout: float | None,
    match: bool | None,
    require_complete: bool,
    source_format: str | None,
    scheduler: str | None,
    max_size: int | None,
    analyze: bool,
    analyze_tricks: int | None,
    budget: int | None,
) -> None:
    """``shengji check``: replay, or (``--parse-only``) rewrite, a batch of records.

    ``--summary`` prints the summary in ``--format`` (``table`` is ``text``); ``--match`` /
    ``--independent`` say what a file is (default: a match when it holds match lines)."""
    from ..batch.sources import MAX_FILE_BYTES
    from ..batch.work import Mode, Options
    from ..report.formats import ANALYSIS_CSV

    html_batch(fmt, files, output, lang, variant)  # html: pages in -o DIR (cli/show.py); exits
    v = get_variant(variant, lang) if variant is not None else None
    limit: Timeout = "auto" if timeout is None else timeout or None
    max_bytes = MAX_FILE_BYTES if max_size is None else max_size
    if parse_only:
        _run_batch(
            files,
            Options(
                v,
                Mode.PARSE,
                lang=lang,
                follow_links=follow_links,
                timeout=limit,
                input_format=source_format,
                max_file_bytes=max_bytes,
            ),
            jobs,
            output,
            None,
            progress,
            True,
            scheduler,
        )
    fmt = "text" if fmt == "table" else fmt
    rows = ANALYSIS_CSV if fmt == "csv" and analyze else fmt
    options = Options(
        v,
        Mode.CHECK,
        rows,
        lang,
        variant_dir=variant_dir,
        follow_links=follow_links,
        timeout=limit,
        match=match,
        require_complete=require_complete,
        input_format=source_format,
        max_file_bytes=max_bytes,
        analyze=_analyze(analyze, analyze_tricks, budget, lang),
    )
    # Unreadable input is named on stderr too, unless the text report on the terminal says it.
    _run_batch(
        files,
        options,
        jobs,
        output,
        fmt if summary else None,
        progress,
        summary or fmt != "text" or output is not None,
        scheduler,
    )
