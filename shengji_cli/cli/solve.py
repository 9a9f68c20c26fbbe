"""``shengji solve``: a record analysed with every hand open — the value from a trick on, a best
line, what each play made cost, whether the bottom dig was avoidable; with ``--trick K --seat
S``, every legal play of S there with its value (docs/solver.md).

Exit codes: 0 solved (or nothing to analyse after the faults the table let stand), 2 input
that cannot be analysed (a usage error, a file that cannot be read, a record without its four
hands), 3 not solved within the budget (no value is given)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

from ..core.escape import shown_name
from ..core.messages import Msg
from ..report.lang import Lang
from ..solver.search import DEFAULT_BUDGET
from .common import complete_variant, fail, format_option, get_variant, lang_option, reason
from .help import argument, option
from .usage import Command, IntRange, Path

if TYPE_CHECKING:
    from ..core.record import HandRecord

NOT_SOLVED = 3
"""The exit code of an analysis not solved within the budget."""


@click.command(cls=Command, help="cli.help.solve", epilog="cli.help.solve.example")
@argument("file", type=Path(dir_okay=False))
@option(
    "--hand",
    "hand_no",
    type=IntRange(min=1),
    default=1,
    show_default=True,
    help="cli.help.solve.opt.hand",
)
@option(
    "--from-trick",
    "from_trick",
    type=IntRange(min=1),
    default=None,
    help="cli.help.solve.opt.from-trick",
)
@option("--trick", "trick_no", type=IntRange(min=1), default=None, help="cli.help.solve.opt.trick")
@option("--seat", default=None, help="cli.help.solve.opt.seat")
@option(
    "--variant", default=None, shell_complete=complete_variant, help="cli.help.solve.opt.variant"
)
@option(
    "--budget",
    type=IntRange(min=1),
    default=DEFAULT_BUDGET,
    show_default=True,
    help="cli.help.solve.opt.budget",
)
@format_option("text", "json", help="cli.help.solve.opt.format")
@lang_option
def solve(
    file: str,
    hand_no: int,
    from_trick: int | None,
    trick_no: int | None,
    seat: str | None,
    variant: str | None,
    budget: int,
    fmt: str,
    lang: Lang,
) -> None:
    """``shengji solve``: the analysis of one hand of FILE."""
    from ..report.solve import Heading, choices_dict, choices_text, solution_dict, solution_text
    from ..solver.analysis import ANALYZE_TRICKS, play_values
    from ..solver.analysis import solve as solve_record
    from ..solver.position import PositionError

    _refuse_modes(trick_no, seat, from_trick, lang)
    record = _hand(file, hand_no, lang)
    v = get_variant(variant or record.variant, lang)
    head = Heading(source=file, hand=hand_no, variant=v.name, version=v.version)
    try:
        if trick_no is not None and seat is not None:
            choices = play_values(record, v, trick_no, seat, budget=budget)
            _emit(
                fmt,
                lambda: choices_dict(choices, head, budget),
                lambda: choices_text(choices, head, budget, lang),
            )
            sys.exit(0 if choices.value is not None else NOT_SOLVED)
        start = from_trick or max(1, len(record.tricks) - ANALYZE_TRICKS + 1)
        s = solve_record(record, v, from_trick=start, budget=budget)
    except PositionError as exc:
        fail(Msg.of("solve.error.record", path=shown_name(file), reason=reason(exc)), lang)
    _emit(fmt, lambda: solution_dict(s, head, lang), lambda: solution_text(s, head, lang))
    sys.exit(0 if s.solved or s.reason is not None else NOT_SOLVED)


def _refuse_modes(
    trick_no: int | None, seat: str | None, from_trick: int | None, lang: Lang
) -> None:
    """Exit 2 on ``--trick`` without ``--seat`` (or the other way), or with ``--from-trick``."""
    if (trick_no is None) != (seat is None):
        fail(Msg.of("solve.error.trick-needs-seat"), lang)
    if trick_no is not None and from_trick is not None:
        fail(Msg.of("solve.error.trick-and-from"), lang)


def _hand(file: str, hand_no: int, lang: Lang) -> HandRecord:
    """Hand ``hand_no`` of FILE, read."""
    from ..batch.sources import parse_text, read_text
    from ..notation import ParseError
    from ..report.errors import parse_error_text

    try:
        items = parse_text(read_text(file), file)
    except ParseError as exc:
        fail(parse_error_text(exc, lang), lang)
    if hand_no > len(items):
        fail(Msg.of("solve.error.no-such-hand", n=len(items), hand=hand_no), lang)
    record = items[hand_no - 1]
    if isinstance(record, ParseError):
        fail(parse_error_text(record, lang), lang)
    return record


def _emit(fmt: str, data: Callable[[], dict[str, Any]], text: Callable[[], str]) -> None:
    """Print the JSON ``data()`` makes, or the text ``text()`` makes."""
    if fmt == "json":
        click.echo(json.dumps(data(), ensure_ascii=False, indent=2))
    else:
        click.echo(text(), nl=False)
