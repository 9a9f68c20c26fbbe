"""``shengji review``: every play of each complete hand graded on the level scale from the
earliest trick the budget reaches, the value graph, single-dummy costs, and a batch's leaks
(docs/solver.md, "Game review").  The hands run as ``check``'s do (:func:`~..batch.run.run_check`:
``--jobs``, ``--dask``, ``-o`` written atomically), each row rendered by the review's formats.

Exit codes: 0 reviewed (a hand not reviewed says why in its row), 2 input that cannot be read.
"""

from __future__ import annotations

import io
import json
import sys
from dataclasses import replace
from typing import IO, TYPE_CHECKING, cast

import click

from ..report.lang import Lang
from ..report.review import Leaks
from .check import Scheduler, bar_wanted
from .common import (
    color_option,
    complete_variant,
    fail,
    format_option,
    get_variant,
    lang_option,
    output_look,
)
from .convert import input_formats
from .help import argument, option
from .review_options import review_options, review_plan
from .show import OutputPath
from .usage import Choice, Command, IntRange, Path

if TYPE_CHECKING:
    from ..batch.work import Options


@click.command(cls=Command, help="cli.help.review", epilog="cli.help.review.example")
@argument("files", nargs=-1, required=True)
@review_options()
@option(
    "--single-dummy", "deals", type=IntRange(min=0), default=0, help="cli.help.review.opt.dummy"
)
@option("--seed", type=int, default=0, show_default=True, help="cli.help.review.opt.seed")
@option("--seat", "seats", multiple=True, help="cli.help.review.opt.seat")
@format_option("text", "json", "jsonl", "csv", help="cli.help.review.opt.format")
@option("--summary", is_flag=True, help="cli.help.review.opt.summary")
@option("--jobs", "-j", type=IntRange(min=1), default=None, help="cli.help.check.opt.jobs")
@option("--output", "-o", type=OutputPath(dir_okay=False), help="cli.help.check.opt.output")
@option(
    "--variant", default=None, shell_complete=complete_variant, help="cli.help.check.opt.variant"
)
@option(
    "--allow-variant-dir",
    "variant_dir",
    type=Path(file_okay=False),
    default=None,
    help="cli.help.check.opt.allow-variant-dir",
)
@option("--from", "source_format", type=Choice(input_formats()), help="cli.help.check.opt.from")
@option("--dask", "scheduler", type=Scheduler(), default=None, help="cli.help.check.opt.dask")
@option("--progress/--no-progress", default=None, help="cli.help.check.opt.progress")
@color_option
@lang_option
def review(
    files: tuple[str, ...],
    from_trick: int | None,
    last: int | None,
    seconds: float | None,
    steps: int,
    deals: int,
    seed: int,
    seats: tuple[str, ...],
    fmt: str,
    summary: bool,
    jobs: int | None,
    output: str | None,
    variant: str | None,
    variant_dir: str | None,
    source_format: str | None,
    scheduler: str | None,
    progress: bool | None,
    color: str,
    lang: Lang,
) -> None:
    """``shengji review``: each hand of FILES reviewed (``--summary``: the batch's leaks)."""
    from ..batch.work import Mode, Options
    from ..report.formats import REVIEW_FORMATS

    chosen = tuple(s.strip() for arg in seats for s in arg.split(",") if s.strip())
    plan = review_plan(from_trick, last, seconds, steps, lang, deals=deals, seed=seed, seats=chosen)
    options = Options(
        get_variant(variant, lang) if variant is not None else None,
        Mode.CHECK,
        REVIEW_FORMATS["jsonl" if summary else fmt],
        lang,
        variant_dir=variant_dir,
        timeout="auto",
        input_format=source_format,
        analyze=plan,
        look=output_look(output, color),
    )
    shown = bar_wanted(files, sys.stderr) if progress is None else progress
    if not summary:
        sys.exit(_run(files, options, jobs, scheduler, sys.stdout.buffer, output, shown))
    sink = _LeakSink()
    code = _run(files, options, jobs, scheduler, cast(IO[bytes], sink), None, shown)
    _write_leaks(sink.leaks, fmt, lang, output)
    sys.exit(code)


def _run(
    files: tuple[str, ...],
    options: Options,
    jobs: int | None,
    scheduler: str | None,
    out: IO[bytes],
    output: str | None,
    progress: bool,
) -> int:
    """The batch run as ``check``'s, locally or on Dask: 0, or 2 when something could not be
    read (a hand with violations is reviewed all the same)."""
    from ..batch.pool import cpu_count
    from ..batch.run import run_check
    from .progress import progress_bar

    if scheduler is None:
        code = run_check(
            files,
            options,
            jobs=jobs or cpu_count(),
            out=out,
            err=sys.stderr,
            output=output,
            progress=progress_bar if progress else None,
        )
        return 0 if code == 1 else code
    from ..dask import DaskError, connect, dask_runner

    try:
        with connect(scheduler, jobs) as client:
            code = run_check(
                files,
                replace(options, timeout=None),
                jobs=1,
                out=out,
                err=sys.stderr,
                output=output,
                progress=progress_bar if progress else None,
                runner=dask_runner(client),
            )
    except DaskError as exc:
        fail(exc.message, options.lang)
    return 0 if code == 1 else code


class _LeakSink(io.RawIOBase):
    """Where ``--summary`` sends the hands' JSON lines: each added to :attr:`leaks`."""

    def __init__(self) -> None:
        super().__init__()
        self.leaks = Leaks()
        self.rest = b""

    def writable(self) -> bool:
        return True

    def write(self, data: bytes) -> int:  # type: ignore[override]
        *lines, self.rest = (self.rest + bytes(data)).split(b"\n")
        for line in lines:
            if line.strip():
                self.leaks.add(json.loads(line))
        return len(data)


def _write_leaks(leaks: Leaks, fmt: str, lang: Lang, output: str | None) -> None:
    """The leaks in ``fmt`` (``json``, ``jsonl`` and ``csv``: JSON), to stdout or ``output``."""
    if fmt == "text":
        text = leaks.text(lang)
    else:
        text = json.dumps(leaks.dict(), ensure_ascii=False, indent=2) + "\n"
    if output is None:
        click.echo(text, nl=False)
        return
    from ..batch.output import AtomicOutput

    out = AtomicOutput(output)
    try:
        out.file.write(text.encode("utf-8"))
        out.commit()
    finally:
        out.abort()
