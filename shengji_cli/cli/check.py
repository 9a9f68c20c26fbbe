"""``shengji check``: a batch of records, replayed (or, ``--parse-only``, rewritten canonically)."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import IO, TYPE_CHECKING, Any, NamedTuple, NoReturn

import click

from ..core.messages import Msg
from ..report.lang import Lang
from .common import (
    analyze_of,
    analyze_options,
    color_option,
    complete_variant,
    error,
    format_option,
    get_variant,
    lang_option,
    output_look,
)
from .convert import companions_given, input_formats
from .help import argument, option
from .show import OutputPath, html_batch
from .usage import BadValue, Choice, Command, IntRange, Path, Seconds

if TYPE_CHECKING:
    from ..batch.work import Options
    from ..report.select import KindFilter


class _Run(NamedTuple):
    """Where a run's output goes and how it ends (the options that are not :class:`Options`)."""

    jobs: int | None
    output: str | None
    summary: str | None
    """The summary's format (``None``: the rows)."""
    progress: bool | None
    scheduler: str | None
    quiet: bool
    exit_zero: bool


def _run_batch(files: Sequence[str], options: Options, run: _Run) -> NoReturn:
    """Run the batch and exit with its code (``--exit-zero``: 0 for 1)."""
    err = sys.stderr
    progress = bar_wanted(files, err) if run.progress is None else run.progress
    progress &= not run.quiet
    sys.stdout.flush()
    with _stdout(run.quiet and run.summary is None) as out:
        if run.scheduler is None:
            code = _locally(files, options, run, out, progress)
        else:
            code = _on_dask(run.scheduler, files, options, run, out, progress)
    if code >= 128:
        # Interrupted, or stdout closed (141): everything is cleaned up; leave at once.  A
        # worker killed by the same signal may have left the pool's pipe half-written, and
        # the interpreter's exit handlers would wait on it for ever.
        err.flush()
        os._exit(code)
    sys.exit(0 if run.exit_zero and code == 1 else code)


@contextmanager
def _stdout(silent: bool) -> Iterator[IO[bytes]]:
    """Standard output, or (``silent``: ``--quiet``) a sink for what would go there."""
    if not silent:
        yield sys.stdout.buffer
        return
    with open(os.devnull, "wb") as sink:
        yield sink


def _locally(
    files: Sequence[str], options: Options, run: _Run, out: IO[bytes], progress: bool
) -> int:
    """The run in this machine's processes: its exit code."""
    # The pool is imported here: the other commands start without it.
    from ..batch.pool import cpu_count
    from ..batch.run import run_check
    from .progress import progress_bar

    return run_check(
        files,
        options,
        jobs=run.jobs or cpu_count(),
        out=out,
        err=sys.stderr,
        output=run.output,
        summary=run.summary,
        progress=progress_bar if progress else None,
    )


def _on_dask(
    scheduler: str,
    files: Sequence[str],
    options: Options,
    run: _Run,
    out: IO[bytes],
    progress: bool,
) -> int:
    """``--dask``: the same run, its sources checked on the scheduler (the cluster closed
    before exiting)."""
    from ..batch.run import run_check
    from ..dask import DaskError, connect, dask_runner
    from .progress import progress_bar

    try:
        with connect(scheduler, run.jobs) as client:
            return run_check(
                files,
                replace(options, timeout=None),
                jobs=1,
                out=out,
                err=sys.stderr,
                output=run.output,
                summary=run.summary,
                progress=progress_bar if progress else None,
                runner=dask_runner(client),
            )
    except DaskError as exc:
        error(exc.message, options.lang)
        return 2


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


class Scheduler(click.ParamType[str]):
    """``--dask``'s value: a scheduler's address, or ``local``."""

    name = "scheduler"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        return str(value)


def bar_wanted(files: Sequence[str], err: Any) -> bool:
    """Whether a run shows its progress bar without ``--progress``/``--no-progress``: when
    stderr is a terminal and the run is more than one file (a bar would only flash)."""
    one_file = len(files) == 1 and not os.path.isdir(files[0])
    return not one_file and _isatty(err)


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


class _Kinds(click.ParamType[frozenset[str]]):
    """``--select`` / ``--ignore``: violation kinds, comma-separated (a misspelt one refused
    with the closest kind)."""

    name = "kinds"

    def convert(
        self, value: Any, param: click.Parameter | None, ctx: click.Context | None
    ) -> frozenset[str]:
        if isinstance(value, frozenset):
            return value
        from ..core.suggest import did_you_mean
        from ..report.select import SELECTABLE

        kinds = frozenset(k.strip() for k in str(value).split(",") if k.strip())
        unknown = sorted(kinds - set(SELECTABLE))
        if not unknown:
            return kinds
        kind, near = unknown[0], did_you_mean(unknown[0], SELECTABLE)
        why = (
            Msg.of("cli.check.unknown-kind", kind=kind, kinds=", ".join(SELECTABLE))
            if near is None
            else Msg.of("cli.check.unknown-kind.near", kind=kind, near=near)
        )
        raise BadValue(why, ctx, param)


def _kinds(select: frozenset[str] | None, ignore: frozenset[str] | None) -> KindFilter | None:
    """The kinds ``--select`` and ``--ignore`` keep (``None``: every kind)."""
    if select is None and not ignore:
        return None
    from ..report.select import KindFilter

    return KindFilter(select, ignore or frozenset())


FORMATS = ("text", "table", "json", "jsonl", "csv", "github", "html")
"""``check --format``'s values, the default first."""
_ROWS = {"text": "text-hands", "table": "text-hands"}
"""``--format``'s rows where they are not the format's own (names of
:data:`~..report.formats.FORMATS`): the text report leaves an unreadable hand's error to
stderr (:mod:`~..report.text_rows`)."""
_PARSED_AS = {"json": "jsonl", "jsonl": "jsonl"}
"""``--parse-only``'s writing by ``--format``: the JSON records (one a line, as ``convert --to
json`` writes them) for ``json`` and ``jsonl``, else the canonical text."""
_SUMMARIES = {"table": "text", "github": "text"}
"""``--summary``'s format where it is not ``--format``."""


def _rows(fmt: str, analyze: bool, quiet: bool, output: str | None) -> str:
    """The row format of a ``check`` run (``""``: none — ``--quiet`` without ``--output``)."""
    if quiet and output is None:
        return ""
    if analyze and fmt == "csv":
        return "csv-analysis"  # (its header has the analysis' columns too)
    return _ROWS.get(fmt, fmt)


@click.command(cls=Command, help="cli.help.check", epilog="cli.help.check.example")
@argument("files", nargs=-1, required=True)
@option(
    "--variant",
    "variant",
    default=None,
    shell_complete=complete_variant,
    help="cli.help.check.opt.variant",
)
@option(
    "--allow-variant-dir",
    "variant_dir",
    type=Path(file_okay=False),
    default=None,
    help="cli.help.check.opt.allow-variant-dir",
)
@format_option(*FORMATS, help="cli.help.check.opt.format", show_default=True)
@lang_option
@option("--parse-only", is_flag=True, help="cli.help.check.opt.parse-only")
@option("--summary", is_flag=True, help="cli.help.check.opt.summary")
@color_option
@option("--quiet", "-q", is_flag=True, help="cli.help.check.opt.quiet")
@option("--exit-zero", is_flag=True, help="cli.help.check.opt.exit-zero")
@option("--select", type=_Kinds(), default=None, help="cli.help.check.opt.select")
@option("--ignore", type=_Kinds(), default=None, help="cli.help.check.opt.ignore")
@option("--jobs", "-j", type=IntRange(min=1), default=None, help="cli.help.check.opt.jobs")
@option("--output", "-o", type=OutputPath(dir_okay=False), help="cli.help.check.opt.output")
@option("--progress/--no-progress", default=None, help="cli.help.check.opt.progress")
@option("--follow-links", is_flag=True, help="cli.help.check.opt.follow-links")
@option("--timeout", type=Seconds(), default=None, help="cli.help.check.opt.timeout")
@option("--match/--independent", "match", default=None, help="cli.help.check.opt.match")
@option("--require-complete", is_flag=True, help="cli.help.check.opt.require-complete")
@option(
    "--from",
    "source_format",
    type=Choice(input_formats()),
    default=None,
    help="cli.help.check.opt.from",
)
@option(
    "--debug-json",
    "debug_json",
    type=Path(dir_okay=False),
    default=None,
    help="cli.help.opt.debug-json",
)
@option(
    "--settings", "settings", type=Path(dir_okay=False), default=None, help="cli.help.opt.settings"
)
@option("--dask", "scheduler", type=Scheduler(), default=None, help="cli.help.check.opt.dask")
@option(
    "--max-file-size",
    "max_size",
    type=_Size(),
    default=None,
    help="cli.help.check.opt.max-file-size",
)
@analyze_options("cli.help.check.opt.analyze")
def check(
    files: tuple[str, ...],
    variant: str | None,
    variant_dir: str | None,
    fmt: str,
    lang: Lang,
    parse_only: bool,
    summary: bool,
    color: str,
    quiet: bool,
    exit_zero: bool,
    select: frozenset[str] | None,
    ignore: frozenset[str] | None,
    jobs: int | None,
    output: str | None,
    progress: bool | None,
    follow_links: bool,
    timeout: float | None,
    match: bool | None,
    require_complete: bool,
    source_format: str | None,
    debug_json: str | None,
    settings: str | None,
    scheduler: str | None,
    max_size: int | None,
    analyze: bool,
    analyze_tricks: int | None,
    budget: int | None,
) -> None:
    """``shengji check``: replay, or (``--parse-only``) rewrite, a batch of records.

    ``--summary`` prints the summary in ``--format`` (``table`` and ``github`` are ``text``);
    ``--match`` / ``--independent`` say what a file is (default: a match when it holds match
    lines).  Every error goes to stderr, in every format."""
    from ..batch.sources import MAX_FILE_BYTES
    from ..batch.work import Mode, Options

    want = analyze_of(analyze, analyze_tricks, budget, lang)
    html_batch(fmt, files, output, lang, variant, want)  # html: pages in -o DIR (show.py); exits
    base = Options(
        get_variant(variant, lang) if variant is not None else None,
        Mode.PARSE,
        lang=lang,
        follow_links=follow_links,
        timeout="auto" if timeout is None else timeout or None,
        input_format=source_format,
        companions=companions_given(debug_json, settings),
        max_file_bytes=MAX_FILE_BYTES if max_size is None else max_size,
        look=output_look(output, color, lang),
    )
    run = _Run(jobs, output, None, progress, scheduler, quiet, exit_zero)
    if parse_only:
        _run_batch(files, replace(base, parsed_as=_PARSED_AS.get(fmt, "sj")), run)
    options = replace(
        base,
        mode=Mode.CHECK,
        fmt=_rows(fmt, analyze, quiet, output),
        variant_dir=variant_dir,
        match=match,
        require_complete=require_complete,
        analyze=want,
        kinds=_kinds(select, ignore),
    )
    _run_batch(files, options, run._replace(summary=_SUMMARIES.get(fmt, fmt) if summary else None))
