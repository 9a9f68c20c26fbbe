"""``shengji show``: one hand as a self-contained HTML page (or a trick or the deal as SVG);
and the pages of ``check --format html -o DIR`` (:func:`write_html_batch`)."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import click

from ..core.escape import shown_name
from ..core.messages import Msg
from ..report.lang import Lang
from .common import (
    analyze_of,
    analyze_options,
    complete_variant,
    fail,
    format_option,
    lang_option,
    say,
)
from .help import argument, option
from .review_options import review_options, review_plan
from .usage import Command, IntRange, Path, Seconds

if TYPE_CHECKING:
    from ..core.record import HandRecord
    from ..core.reports import HandReport
    from ..core.variants import Variant
    from ..report.html import HandPage
    from ..solver.analysis import Analyze
    from ..solver.review import Review


class OutputPath(Path):
    """``check -o``: a file, or (``--format html``) a folder — :func:`html_batch` refuses a
    folder for the other formats, as this type's parent does."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        return value if os.path.isdir(value) else super().convert(value, param, ctx)


class Budget(click.ParamType[str]):
    """``show --budget``: the steps of each search with ``--analyze`` (a whole number from 1),
    the CPU seconds of the hand with ``--review``; read by :func:`_budget` once the mode is
    known."""

    name = "budget"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> str:
        return str(value)


def _budget(value: str | None, review: bool) -> int | float | None:
    """``--budget``'s value: seconds (``--review``) or steps, as ``review`` and ``check`` read
    theirs (a bad one: a usage error, exit 2)."""
    if value is None:
        return None
    ctx = click.get_current_context()
    param = next(p for p in ctx.command.params if p.name == "budget")
    kind: click.ParamType[Any] = Seconds() if review else IntRange(min=1)
    read: int | float = kind.convert(value, param, ctx)
    return read


def records_of(path: str) -> list[HandRecord | None]:
    """Each hand's record in ``path`` (any input format), ``None`` for a block that did not
    parse: the deal, kitty and bury a report does not carry.  The same numbering as
    :func:`~shengji_cli.batch.check.check_file`'s reports."""
    from ..batch.sources import Source, read_units
    from ..core.record import HandRecord
    from ..notation import ParseError

    try:
        units = list(read_units(Source(path)))
    except ParseError:
        return []
    return [r if isinstance(r, HandRecord) else None for u in units for r in u.records]


def _record(records: Sequence[HandRecord | None], hand: int) -> HandRecord | None:
    return records[hand - 1] if 0 < hand <= len(records) else None


def _write(text: str, out: str | None) -> None:
    if out is None or out == "-":
        sys.stdout.write(text)
        return
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)


@click.command(cls=Command, help="show.help", epilog="show.help.example")
@argument("file", type=Path(dir_okay=False))
@option("--hand", type=IntRange(min=1), default=1, show_default=True, help="show.help.opt.hand")
@option("--trick", type=IntRange(min=1), default=None, help="show.help.opt.trick")
@option("--variant", default=None, shell_complete=complete_variant, help="show.help.opt.variant")
@format_option("html", "svg", help="show.help.opt.format", show_default=True)
@lang_option
@option("--output", "-o", type=Path(dir_okay=False), default=None, help="show.help.opt.output")
@analyze_options("show.help.opt.analyze", budget=False)
@option("--budget", type=Budget(), default=None, help="show.help.opt.budget")
@option("--review", is_flag=True, help="show.help.opt.review")
@review_options(budget=False)
def show(
    file: str,
    hand: int,
    trick: int | None,
    variant: str | None,
    fmt: str,
    lang: Lang,
    output: str | None,
    analyze: bool,
    analyze_tricks: int | None,
    budget: str | None,
    review: bool,
    from_trick: int | None,
    last: int | None,
    steps: int,
) -> None:
    """``shengji show FILE``: the page of hand ``--hand`` (its tricks stepped from ``--trick``);
    ``--format svg``: that trick, or the deal, as SVG (``--review``: the value graph)."""
    from ..batch.check import check_file
    from .common import get_variant

    analyzing = analyze or analyze_tricks is not None
    plan = _review_of(review, analyzing, from_trick, last, steps, budget, lang)
    if plan is not None:
        want = None
    else:
        steps_asked = _budget(budget, review=False)
        assert not isinstance(steps_asked, float)
        want = analyze_of(analyze, analyze_tricks, steps_asked, lang)
    v = get_variant(variant, lang) if variant is not None else None
    reports = check_file(file, v)
    if hand > len(reports):
        fail(
            Msg.of("show.error.no-hand", source=shown_name(file), hand=hand, count=len(reports)),
            lang,
        )
    report = reports[hand - 1]
    if report.error is not None:  # nothing to draw: said as check says it, exit 2
        from ..report.json import error_text

        fail(error_text(report.error, lang), lang)
    record = _record(records_of(file), hand)
    if plan is None:
        page = _page(report, record, lang, v, want)
    else:
        page = _reviewed(report, record, lang, v, plan)
    if trick is not None and trick > len(page.tricks):
        fail(Msg.of("show.error.no-trick", hand=hand, trick=trick, count=len(page.tricks)), lang)
    _write(_drawn(page, fmt, trick, hand), output)
    if output not in (None, "-"):
        click.echo(say("show.wrote", lang, path=shown_name(output)), err=True)


def _page(
    report: HandReport,
    record: HandRecord | None,
    lang: Lang,
    variant: Variant | None,
    analyze: Analyze | None,
) -> HandPage:
    """The hand's page; ``analyze`` (``--analyze``): with the analysis of the hand's last
    tricks and what each analysed play cost."""
    from ..report.html import hand_page

    if analyze is None or record is None or report.error is not None:
        return hand_page(report, record, lang, variant)
    from ..batch.check import resolve_variant
    from ..solver.analysis import analyze_hand_costs

    v = resolve_variant(variant, record)
    analysed, costs = analyze_hand_costs(record, v, report, analyze)
    return hand_page(analysed, record, lang, variant, costs)


def _review_of(
    review: bool,
    analyze: bool,
    from_trick: int | None,
    last: int | None,
    steps: int,
    budget: str | None,
    lang: Lang,
) -> Review | None:
    """What ``--review`` asks for (``None``: not asked); its options without it, or with
    ``--analyze``, refused (exit 2)."""
    if review and analyze:
        fail(Msg.of("show.error.review-analyze"), lang)
    if not review:
        given = _given_steps()
        for name, value in (("--from-trick", from_trick), ("--last", last), ("--steps", given)):
            if value is not None:
                fail(Msg.of("show.error.needs-review", option=name), lang)
        return None
    seconds = _budget(budget, review=True)
    return review_plan(from_trick, last, seconds, steps, lang)


def _given_steps() -> int | None:
    """``--steps`` when the command line (or the environment) gives it, else ``None``."""
    from click.core import ParameterSource

    ctx = click.get_current_context()
    source = ctx.get_parameter_source("steps")
    if source in (ParameterSource.COMMANDLINE, ParameterSource.ENVIRONMENT):
        steps: int = ctx.params["steps"]
        return steps
    return None


def _reviewed(
    report: HandReport,
    record: HandRecord | None,
    lang: Lang,
    variant: Variant | None,
    plan: Review,
) -> HandPage:
    """The hand's page with its review (``--review``): reviewed as ``shengji review`` reviews
    it (:func:`~shengji_cli.batch.check.analysed`)."""
    from ..batch.check import analysed, resolve_variant
    from ..report.html import review_page

    if record is None:
        return review_page(report, None, lang, variant)
    v = resolve_variant(variant, record)
    return review_page(analysed(record, v, report, plan), record, lang, v)


def _drawn(page: HandPage, fmt: str, trick: int | None, hand: int) -> str:
    """The page (opening at ``trick``), or as SVG the trick ``trick``, else the value graph
    (``--review``), else the deal."""
    from ..report.html import deal_svg, render_page, trick_svg, value_graph_svg

    if fmt == "html":
        return render_page(page, start=trick or 1)
    if trick is not None:
        return trick_svg(page.tricks[trick - 1], page, standalone=True) + "\n"
    if page.review is not None:
        if not page.review.points:
            fail(Msg.of("show.error.svg-graph", hand=hand, reason=page.review.heading), page.lang)
        return value_graph_svg(page.review, page, standalone=True) + "\n"
    if not page.seats:
        fail(Msg.of("show.error.svg-deal"), page.lang)
    return deal_svg(page) + "\n"


def write_html_batch(
    files: Sequence[str],
    out_dir: str | None,
    lang: Lang,
    variant: str | None = None,
    analyze: Analyze | None = None,
) -> int:
    """``check --format html -o DIR``: a page per hand of ``files`` and ``DIR/index.html``
    linking to them; the exit code ``check`` gives (0 clean, 1 a violation, 2 unreadable).
    ``analyze`` (``--analyze``): each page shows what each analysed play cost.

    The hands are checked here one file at a time (a batch's workers send reports without the
    deal a page shows)."""
    from ..batch.check import check_file
    from ..batch.sources import iter_sources
    from ..report.html import IndexRow, page_name, render_index, render_page
    from .common import get_variant

    if out_dir is None:
        fail(Msg.of("show.error.out-dir"), lang)
    v = get_variant(variant, lang) if variant is not None else None
    os.makedirs(out_dir, exist_ok=True)
    rows: list[IndexRow] = []
    taken: set[str] = {"index.html"}
    code = 0
    for src in iter_sources(files):
        reports: list[HandReport] = check_file(src.path, v)
        records = records_of(src.path)
        for r in reports:
            code = max(code, _code(r))
            name = page_name(r, taken)
            page = _page(r, _record(records, r.hand), lang, v, analyze)
            _write(render_page(page), os.path.join(out_dir, name))
            rows.append(IndexRow(r, name))
    index = os.path.join(out_dir, "index.html")
    _write(render_index(rows, lang), index)
    click.echo(say("show.wrote-dir", lang, n=len(rows), index=shown_name(index)), err=True)
    return code


def _code(r: HandReport) -> int:
    from ..core.vocab import Status

    return {Status.UNREADABLE: 2, Status.VIOLATIONS: 1}.get(r.status, 0)


def html_batch(
    fmt: str,
    files: Sequence[str],
    output: str | None,
    lang: Lang,
    variant: str | None,
    analyze: Analyze | None = None,
) -> None:
    """``check``'s hook: ``--format html`` writes the pages and exits; any other format's
    ``-o`` must not be a folder (refused as ``-o`` always was)."""
    if fmt == "html":
        sys.exit(write_html_batch(files, output, lang, variant, analyze))
    if output is not None and os.path.isdir(output):
        from .usage import BadValue

        ctx = click.get_current_context()
        param = next(p for p in ctx.command.params if p.name == "output")
        raise BadValue(Msg.of("cli.usage.is-a-directory", path=shown_name(output)), ctx, param)
