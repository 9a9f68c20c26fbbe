"""What the commands share: the ``--lang`` option, failing on bad input in the user's
language, option values, a point in a record, printing a result as JSON or text."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, NoReturn, TypeVar

import click

from ..core.cards import Card, TrumpContext, card_str
from ..core.messages import Msg, Param
from ..report.catalog import card_shown, render, show
from ..report.lang import LANGS, Lang, resolve_lang
from .help import command_lang, option
from .usage import PREFIX, Choice, IntRange, Path

# The variants, the notation and the replay are imported where they are used: ``shengji
# --version`` and ``--help`` need none of them.
if TYPE_CHECKING:
    from ..core.record import HandRecord
    from ..core.variants import Variant
    from ..core.vocab import Trump
    from ..report.look import Look
    from ..solver.analysis import Analyze

F = TypeVar("F", bound=Callable[..., Any])

ANALYZE_TRICKS_MAX = 10
"""``--analyze-tricks``' ceiling: :data:`~shengji_cli.solver.analysis.ANALYZE_TRICKS_MAX` (kept
here as a literal so that ``check`` and ``show`` do not load the solver to build their options)."""


def lang_option(f: F) -> F:
    """``--lang en|zh``; the command gets ``lang`` resolved (a ``--lang`` before the command's
    name, then ``SHENGJI_LANG``, then the locale)."""
    return option(
        "--lang",
        type=Choice(list(LANGS)),
        default=None,
        callback=_resolve,
        is_eager=True,
        help="cli.help.opt.lang",
    )(f)


def group_lang_option(f: F) -> F:
    """``shengji --lang en|zh COMMAND …``: the language of the group's help and the commands'
    default."""
    return option(
        "--lang",
        type=Choice(list(LANGS)),
        default=None,
        expose_value=False,
        is_eager=True,
        help="cli.help.opt.group-lang",
    )(f)


def _resolve(ctx: click.Context, param: click.Parameter, value: str | None) -> Lang:
    return resolve_lang(value) if value else command_lang(ctx)


def format_option(
    *choices: str, help: str | None = None, show_default: bool = False
) -> Callable[[F], F]:
    """``--format``, the first choice the default (``help``: a catalog id)."""
    return option(
        "--format",
        "fmt",
        type=Choice(list(choices)),
        default=choices[0],
        show_default=show_default,
        help=help,
    )


def analyze_options(help: str, budget: bool = True) -> Callable[[F], F]:
    """``--analyze`` (``help``: its catalog id), ``--analyze-tricks N``, ``--budget STEPS``
    (``check`` and ``show``; :func:`analyze_of` reads them; ``budget=False``: ``--budget`` left
    to the command, as ``show`` whose ``--budget`` is also ``--review``'s)."""
    flag = option("--analyze", is_flag=True, help=help)
    tricks = option(
        "--analyze-tricks",
        "analyze_tricks",
        type=IntRange(min=1, max=ANALYZE_TRICKS_MAX),
        default=None,
        help="cli.help.check.opt.analyze-tricks",
    )
    steps = option("--budget", type=IntRange(min=1), default=None, help="cli.help.check.opt.budget")

    def decorate(f: F) -> F:
        return flag(tricks(steps(f) if budget else f))

    return decorate


def output_option(name: str, help: str, required: bool = False) -> Callable[[F], F]:
    """``-o/--output DIR``, the one name of every output option (``--out``, an old spelling,
    still read but not shown); the command gets it as ``name``."""
    return option(
        "-o",
        "--output",
        "--out",
        name,
        type=Path(file_okay=False),
        default=None,
        required=required,
        aliases=("--out",),
        help=help,
    )


def say(key: str, lang: Lang, **params: Param) -> str:
    """The catalog's message ``key`` in ``lang``."""
    return render(Msg.of(key, **params), lang)


def echo(key: str, lang: Lang, **params: Param) -> None:
    click.echo(say(key, lang, **params))


def output_columns(output: object = None) -> int:
    """The width text output wraps to: the terminal's when stdout is one (and ``output``, a file
    named with ``-o``, is not given), else 100 (:data:`~..report.wrap.TABLE_COLUMNS`)."""
    from ..report.wrap import TABLE_COLUMNS

    if output is not None or not sys.stdout.isatty():
        return TABLE_COLUMNS
    import shutil

    return max(40, shutil.get_terminal_size((TABLE_COLUMNS, 24)).columns)


def complete_variant(
    ctx: click.Context, param: click.Parameter, incomplete: str
) -> list[click.shell_completion.CompletionItem]:
    """Shell completion of a variant: the preset names, and files for what looks like a path
    (``house.toml``, ``./rules/``)."""
    from click.shell_completion import CompletionItem

    from ..core.variant_schema import NAMED

    if "/" in incomplete or incomplete.endswith((".", ".t", ".to", ".tom", ".toml")):
        return [CompletionItem(incomplete, type="file")]
    return [CompletionItem(name) for name in NAMED if name.startswith(incomplete)]


def color_option(f: F) -> F:
    """``--color auto|always|never``: colour the text report (``auto``: on a terminal, unless
    ``NO_COLOR`` is set)."""
    return option(
        "--color",
        type=Choice(["auto", "always", "never"]),
        default="auto",
        show_default=True,
        help="cli.help.opt.color",
    )(f)


def output_look(output: object, color: str, lang: Lang = "en") -> Look:
    """How the text report looks: :func:`output_columns` wide, coloured when ``color`` is
    ``always``, or ``auto`` with stdout a terminal, no ``-o`` file and no ``NO_COLOR``
    (https://no-color.org: set to anything but the empty string); the suits two columns wide
    for a CJK terminal (:func:`~..report.look.ambiguous_width` of ``lang``)."""
    from ..report.look import Look, ambiguous_width

    if color == "auto":
        painted = output is None and sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    else:
        painted = color == "always"
    return Look(output_columns(output), painted, ambiguous_width(lang))


def error(message: Msg | str, lang: Lang) -> None:
    """An error on stderr, after the one prefix every error of the tool has (``shengji: ``; an
    error located in a file goes on ``file:line:column: …``)."""
    click.echo(f"{PREFIX}{show(message, lang)}", err=True)


def fail(message: Msg | str, lang: Lang) -> NoReturn:
    """Bad input: a clear message on stderr and exit code 2."""
    error(message, lang)
    sys.exit(2)


def reason(exc: Exception) -> Msg | str:
    """What an exception from a lower layer says: its message (a catalog message, or a sentence
    from a layer still writing them)."""
    message: Msg | str = getattr(exc, "message", str(exc))
    return message


def emit(data: dict[str, Any], fmt: str, text: Callable[[], str]) -> None:
    """Print ``data`` as JSON, or the text ``text`` makes."""
    if fmt == "json":
        import json  # a query's text answer needs no JSON

        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        click.echo(text())


def ascii_cards(cards: Sequence[Card]) -> list[str]:
    """Cards as JSON writes them (``S10``, ``HA``, ``BJ``)."""
    return [card_str(c) for c in cards]


def symbols(cards: Sequence[Card], lang: Lang) -> str:
    """Cards as the text outputs show them (``♠10 BJ``; ``--lang zh``: ``♠10 大王``)."""
    return " ".join(card_shown(c, lang) for c in cards)


# ---------------------------------------------------------------- option values


def get_variant(name: str | None, lang: Lang) -> Variant:
    from ..core.variants import VariantError, load_variant

    try:
        return load_variant(name)
    except VariantError as exc:
        fail(reason(exc), lang)


def get_cards(text: str, what: Msg | str, lang: Lang) -> tuple[Card, ...]:
    """The cards of an option (``what`` names it in the error)."""
    from ..notation import ParseError, parse_cards_text

    try:
        return parse_cards_text(text)
    except ParseError as exc:
        fail(
            say("cli.bad-cards", lang, what=what, message=exc.detail, column=exc.column)
            + f"\n  {text}\n  {' ' * (exc.column - 1)}^",
            lang,
        )


def get_trump(text: str, lang: Lang) -> Trump:
    from ..notation import parse_trump

    t = parse_trump(text)
    if t is None:
        fail(Msg.of("cli.bad-trump", text=text), lang)
    return t


def get_level(text: str, lang: Lang) -> int:
    from ..notation import parse_level

    level = parse_level(text)
    if level is None:
        fail(Msg.of("cli.bad-level", text=text), lang)
    return level


def get_context(
    variant: str | None, level: str, trump: str, lang: Lang
) -> tuple[Variant, TrumpContext]:
    """The variant and trump context of ``--variant``, ``--level`` and ``--trump``."""
    from ..core.context import context_for

    v = get_variant(variant, lang)
    return v, context_for(get_level(level, lang), get_trump(trump, lang), v)


def get_asked(
    cards: tuple[str | None, str],
    hand: str | None,
    trump: str | None,
    level: str | None,
    variant: str | None,
    missing: str,
    lang: Lang,
) -> tuple[Variant, TrumpContext, tuple[Card, ...], tuple[Card, ...]]:
    """A query asked by options: the variant, the trump context, the cards asked about
    (``cards``: the option's text and its name) and ``--hand``'s; ``missing`` (a catalog id)
    says which options it needs when one is not given."""
    text, name = cards
    if text is None or hand is None or trump is None or level is None:
        fail(Msg.of(missing), lang)
    v, ctx = get_context(variant, level, trump, lang)
    return v, ctx, get_cards(text, name, lang), get_cards(hand, "--hand", lang)


# ---------------------------------------------------------------- a point in a record


class RecordPoint(NamedTuple):
    """A seat at a trick of a record, as the queries' ``--record FILE --trick N --seat S`` name it
    (a named tuple: a class built at every query's start-up, which a dataclass makes cost more)."""

    record: HandRecord
    variant: Variant
    ctx: TrumpContext
    holdings: dict[str, list[Card]]
    trick: int
    seat: str


def record_point(
    path: str, trick_no: int | None, seat: str | None, variant: str | None, lang: Lang
) -> RecordPoint:
    """Load the record and each seat's holding before trick ``trick_no``; the seat's must be
    known."""
    if trick_no is None or seat is None:
        fail(Msg.of("cli.record.needs-trick-and-seat"), lang)
    from ..core.context import context_for
    from ..core.escape import shown_name

    record = _first_record(path, lang)
    if trick_no > len(record.tricks) + 1:
        n = len(record.tricks)
        fail(Msg.of("cli.record.too-few-tricks", path=shown_name(path), n=n, trick=trick_no), lang)
    v = get_variant(variant or record.variant, lang)
    if record.level is None or record.trump is None:
        fail(Msg.of("cli.record.no-level-or-trump", path=shown_name(path)), lang)
    ctx = context_for(record.level, record.trump, v)
    holdings = _seat_holdings(record, v, trick_no, seat, path, lang)
    return RecordPoint(record, v, ctx, holdings, trick_no, seat)


def _first_record(path: str, lang: Lang) -> HandRecord:
    """The first hand of the record file ``path`` (its first block must read)."""
    from ..batch.sources import parse_text, read_text
    from ..notation import ParseError
    from ..report.errors import parse_error_text

    try:
        items = parse_text(read_text(path), path)
    except ParseError as exc:
        fail(parse_error_text(exc, lang), lang)
    record = items[0]
    if isinstance(record, ParseError):
        fail(parse_error_text(record, lang), lang)
    return record


def _seat_holdings(
    record: HandRecord, v: Variant, trick_no: int, seat: str, path: str, lang: Lang
) -> dict[str, list[Card]]:
    """Each seat's holding before trick ``trick_no``; ``seat``'s must be known."""
    from ..core.escape import shown_name
    from ..core.holdings import SettingError
    from ..core.state import holdings_at
    from ..report.errors import input_error_text

    try:
        holdings, known = holdings_at(record, v, trick_no)
    except SettingError as exc:
        fail(input_error_text(exc.error, lang), lang)
    if seat not in holdings:
        fail(Msg.of("cli.record.no-such-seat", seat=seat, seats=" ".join(holdings)), lang)
    if not known[seat]:
        fail(
            Msg.of("cli.record.hand-unknown", path=shown_name(path), seat=seat, trick=trick_no),
            lang,
        )
    return holdings


def analyze_of(analyze: bool, tricks: int | None, budget: int | None, lang: Lang) -> Analyze | None:
    """What ``--analyze`` analyses (``--analyze-tricks``, ``--budget``), ``None`` without it
    (``check`` and ``show``)."""
    if (tricks is not None or budget is not None) and not analyze:
        fail(Msg.of("solve.error.needs-analyze"), lang)
    from ..solver.analysis import Analyze

    default = Analyze()
    return (
        Analyze(tricks=tricks or default.tricks, budget=budget or default.budget)
        if analyze
        else None
    )
