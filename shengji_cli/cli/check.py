"""``shengji check`` and ``shengji fmt``: a batch of records, replayed or rewritten canonically."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

import click

from ..core.messages import Msg
from ..report.lang import Lang
from .common import format_option, get_variant, lang_option
from .usage import BadValue, Command, IntRange, Path

if TYPE_CHECKING:
    from ..batch.work import Options, Timeout



def _run_batch(files: Sequence[str], options: Options, jobs: int | None, output: str | None,
               summary: str | None, progress: bool | None, errors_to_stderr: bool) -> NoReturn:
    # The pool is imported here: the other commands start without it.
    from ..batch.pool import cpu_count
    from ..batch.run import run_check
    err = sys.stderr
    if progress is None:
        progress = _isatty(err)
    sys.stdout.flush()
    code = run_check(files, options, jobs=jobs or cpu_count(), out=sys.stdout.buffer, err=err,
                     output=output, summary=summary, progress=progress, errors_to_stderr=errors_to_stderr)
    if code >= 128:
        # Interrupted, or stdout closed (141): everything is cleaned up; leave at once.  A
        # worker killed by the same signal may have left the pool's pipe half-written, and
        # the interpreter's exit handlers would wait on it for ever.
        err.flush()
        os._exit(code)
    sys.exit(code)


class _Seconds(click.ParamType[float]):
    """A time limit in seconds: a number from 0 (no limit) to a million."""

    name = "seconds"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> float:
        try:
            t = float(value)
        except (TypeError, ValueError):
            t = -1.0
        if not 0 <= t <= 1e6:  # also NaN
            raise BadValue(Msg.of("limits.not-seconds", value=str(value)), ctx, param)
        return t


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


@click.command(cls=Command)
@click.argument("files", nargs=-1, required=True)
@click.option("--variant", "variant", default=None, help="Preset name or variant file (overrides the records' variant: line).")
@format_option("text", "table", "json", "jsonl", "csv", help="Per-hand output; jsonl and csv stream one row per hand.", show_default=True)
@lang_option
@click.option("--parse-only", is_flag=True, help="Only parse, and print the records in canonical form.")
@click.option("--summary", is_flag=True,
              help="Print only a summary of the batch: files, hands, clean hands, violations by kind, "
                   "unreadable files (a table; JSON with --format json/jsonl).")
@click.option("--jobs", "-j", type=IntRange(min=1), default=None,
              help="Worker processes (default: one per core). Results keep the input order.")
@click.option("--output", "-o", type=Path(dir_okay=False), default=None,
              help="Write the report to FILE, atomically: FILE appears only once the run is complete.")
@click.option("--progress/--no-progress", default=None,
              help="Progress bar on stderr (default: when stderr is a terminal).")
@click.option("--timeout", type=_Seconds(), default=None, metavar="SECONDS",
              help="Time limit per file (default: 5 s + 5 s per MB of the file; 0: none). A file over it "
                   "is reported as not checked and the batch goes on.")
def check(files: tuple[str, ...], variant: str | None, fmt: str, lang: Lang, parse_only: bool, summary: bool,
          jobs: int | None, output: str | None, progress: bool | None, timeout: float | None) -> None:
    """Replay each hand, report violations, points, bottom and level change.

    FILES are record files, folders (searched recursively for *.sj) or - for stdin. A file
    that cannot be read is reported and the batch goes on; the exit code is the worst seen:
    0 all clean, 1 a violation, 2 something unreadable.
    """
    from ..batch.work import Mode, Options
    v = get_variant(variant, lang) if variant is not None else None
    limit: Timeout = "auto" if timeout is None else timeout or None
    if parse_only:
        _run_batch(files, Options(v, Mode.PARSE, lang=lang, timeout=limit), jobs, output, None, progress, True)
    fmt = "text" if fmt == "table" else fmt
    options = Options(v, Mode.CHECK, fmt, lang, timeout=limit)
    # Unreadable input is named on stderr too, unless the text report on the terminal says it.
    _run_batch(files, options, jobs, output, ("json" if fmt in ("json", "jsonl") else "table") if summary else None,
               progress, summary or fmt != "text" or output is not None)


@click.command(cls=Command)
@click.argument("files", nargs=-1, required=True)
@click.option("--jobs", "-j", type=IntRange(min=1), default=None, help="Worker processes (default: one per core).")
@click.option("--output", "-o", type=Path(dir_okay=False), default=None, help="Write to FILE, atomically.")
@lang_option
def fmt(files: tuple[str, ...], jobs: int | None, output: str | None, lang: Lang) -> None:
    """Parse records and print them in the canonical form (same as check --parse-only)."""
    from ..batch.work import Mode, Options
    _run_batch(files, Options(None, Mode.PARSE, lang=lang), jobs, output, None, None, True)
