"""``shengji throw``: can I throw this?"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

import click

from ..core.cards import SUIT_SYMBOLS, TRUMP, Card, TrumpContext, card_str
from ..core.escape import shown_name
from ..core.messages import Cards, Join, Msg
from ..core.queries import hand_problem, play_problem, shown_out_of, throw_point
from ..core.throws import (
    OTHER_SEATS,
    SEAT_ALIASES,
    Assumption,
    Beater,
    ThrowAnalysis,
    ThrowInputError,
    UnitVerdict,
    analyze_throw,
    samples_problem,
)
from ..core.units import effective_suit
from ..core.variants import Variant
from ..core.vocab import Relative
from ..report.catalog import separator, show
from ..report.lang import Lang
from ..report.table import simple_table
from ..report.terms import term
from ..report.wrap import width
from .common import (
    complete_variant,
    emit,
    fail,
    format_option,
    get_asked,
    get_cards,
    lang_option,
    reason,
    record_point,
    say,
    symbols,
)
from .help import argument, option
from .queries import refuse
from .usage import Command, Int, IntRange, Path

__all__ = ["analysis_dict", "analysis_text", "shown_out_of", "throw"]

_BEATERS_SHOWN = 6
"""Most combinations that could beat a unit the table lists (then their number)."""
_TABLE_WIDTH = 100
"""The columns the table keeps to (a long list of beaters wraps inside its cell)."""
_MIN_BEATEN = 30


def _cards(cards: Sequence[Card]) -> list[str]:
    return [card_str(c) for c in cards]


def analysis_dict(a: ThrowAnalysis) -> dict[str, Any]:
    """The JSON object docs/record-format.md fixes for ``shengji throw``."""
    return {
        "units": [_cards(u.cards) for u in a.units],
        "stands": a.stands,
        "verdicts": [str(v) for v in a.verdicts],
        "safe_units": [_cards(a.units[i].cards) for i in a.safe_units],
        "beaten_by": [_beater_dict(a, b) for b in a.beaten_by],
        "forced": [_cards(u.cards) for u in a.forced],
        "forced_certain": a.forced_certain,
        "penalty": a.penalties[0] if a.penalties else None,
        "penalties": [
            {"forced": _cards(u.cards), "penalty": pen}
            for u, pen in zip(a.forced, a.penalties, strict=True)
        ],
        "fail_probability": a.fail_probability,
        "method": a.method,
        "stderr": a.stderr,
        **({"samples": a.samples} if a.samples else {}),
        "void": list(a.void),
        **_assumed_dict(a.assumed),
    }


def _beater_dict(a: ThrowAnalysis, b: Beater[str | None]) -> dict[str, Any]:
    return {
        "unit": _cards(a.units[b.unit].cards),
        "seat": b.seat,
        "cards": _cards(b.cards),
        "certain": b.certain,
        "needs": _cards(b.needs),
    }


def _assumed_dict(assumed: Assumption | None) -> dict[str, Any]:
    """``{"assumed": …}`` when the analysis says what it assumed of the cards played, else
    ``{}``."""
    if assumed is None:
        return {}
    return {
        "assumed": {
            "tricks_played": assumed.tricks,
            "cards_played": assumed.played,
            "held": assumed.held,
            "unseen": assumed.unseen,
            "in_other_hands": assumed.in_hands,
            "out_of_hands": assumed.out_of_hands,
        }
    }


_VERDICT_WORDS = {
    UnitVerdict.BEATEN: "cli.throw.beaten-certain",
    UnitVerdict.POSSIBLE: "cli.throw.unsafe",
    UnitVerdict.SAFE: "cli.throw.safe",
}
_OUTCOMES = {True: "cli.throw.stands", False: "cli.throw.fails", None: "cli.throw.unknown"}


def _seat(seat: str, lang: Lang) -> str:
    """A seat seen from the thrower (``next`` / 下家 …)."""
    return term(Relative(seat), lang)


ShownOut = Mapping[Relative, tuple[str, int]]
"""For each void inferred from a record, the seat's name there and the trick it showed out in."""


def analysis_text(
    a: ThrowAnalysis,
    lang: Lang,
    suit: int | None = None,
    shown_out: ShownOut | None = None,
) -> str:
    """The text report.  ``suit``: the throw's effective suit (to name the voids' suit);
    ``shown_out``: for a void inferred from a record, the seat's name there and the trick it
    showed out in (the other voids were given with ``--void``)."""
    out = _unit_table(a, lang)
    if a.assumed is not None:
        out += "\n\n" + _assumed_text(a.assumed, lang)
    if len(a.units) == 1:
        return out + "\n\n" + say("cli.throw.not-a-throw", lang)
    if a.void:
        out += "\n\n" + _voids_text(a.void, suit, shown_out or {}, lang)
    out += "\n\n" + say(_OUTCOMES[a.stands], lang)
    if a.stands is None:
        out += "\n" + say(
            "cli.throw.probability", lang, p=f"{a.fail_probability:.4f}", how=_how(a, lang)
        )
    for u, pen in zip(a.forced, a.penalties, strict=True):
        out += "\n" + say("cli.throw.forced", lang, cards=Cards.of(u.cards), penalty=pen)
    if a.forced and not a.forced_certain:
        out += "\n" + say("cli.throw.forced.from-known", lang)
    return out


def _unit_table(a: ThrowAnalysis, lang: Lang) -> str:
    """Each unit, its cards, its verdict and who could beat it (the certain beaters first: they
    decide the verdict)."""
    headers = [
        say(key, lang)
        for key in ("cli.throw.unit", "cli.throw.cards", "cli.throw.verdict", "cli.throw.beaten")
    ]
    rows = [
        [term(u.kind, lang), symbols(u.cards, lang), say(_VERDICT_WORDS[verdict], lang)]
        for u, verdict in zip(a.units, a.verdicts, strict=True)
    ]
    # The last column takes what the others leave of the table's width (columns 2
    # spaces apart, each at least its header and 2).
    used = sum(
        max(width(h) + 2, *(width(r[k]) for r in rows)) + 2 for k, h in enumerate(headers[:3])
    )
    room = max(_MIN_BEATEN, _TABLE_WIDTH - used)
    sep = separator(lang)
    for i, row in enumerate(rows):
        beaters = sorted((b for b in a.beaten_by if b.unit == i), key=lambda b: not b.certain)
        shown = [_beater(b, lang) for b in beaters[:_BEATERS_SHOWN]]
        if len(beaters) > _BEATERS_SHOWN:
            shown.append(say("cli.throw.more", lang, n=len(beaters)))
        row.append(_lines(shown, sep, room))
    return simple_table(rows, headers)


def _assumed_text(assumed: Assumption, lang: Lang) -> str:
    """What the analysis took the cards played to be."""
    played = (
        Msg.of("cli.throw.assumed.cards", played=assumed.played)
        if assumed.tricks is None
        else Msg.of("cli.throw.assumed.tricks", tricks=assumed.tricks, played=assumed.played)
    )
    return say(
        "cli.throw.assumed",
        lang,
        played=played,
        held=assumed.held,
        unseen=assumed.unseen,
        in_hands=assumed.in_hands,
        out=assumed.out_of_hands,
    )


def _voids_text(voids: Sequence[str], suit: int | None, shown_out: ShownOut, lang: Lang) -> str:
    """The seats void in the throw's suit: given with ``--void``, or shown out in a trick."""
    seats = []
    for s in voids:
        where = shown_out.get(Relative(s))
        seats.append(
            say("cli.throw.void.given", lang, seat=_seat(s, lang))
            if where is None
            else say(
                "cli.throw.void.shown-out", lang, seat=_seat(s, lang), name=where[0], trick=where[1]
            )
        )
    listed = separator(lang).join(seats)
    if suit is None:
        return say("cli.throw.void", lang, seats=listed)
    if suit == TRUMP:
        return say("cli.throw.void.trumps", lang, seats=listed)
    return say("cli.throw.void.suit", lang, suit=SUIT_SYMBOLS[suit], seats=listed)


def _how(a: ThrowAnalysis, lang: Lang) -> str:
    """How the failure probability was found: exactly, from every sample, or sampled."""
    if a.stderr is None:
        return say("cli.throw.how.exact", lang)
    if a.stderr > 0:
        return say("cli.throw.how.sampled", lang, stderr=f"{a.stderr:.4f}", n=a.samples)
    return say("cli.throw.how.every-sample", lang, n=a.samples)


def _lines(items: Sequence[str], sep: str, room: int) -> str:
    """``items`` joined by ``sep``, a new line before one that would pass ``room`` columns."""
    lines: list[str] = []
    for item in items:
        if lines and width(lines[-1] + sep + item) <= room:
            lines[-1] += sep + item
        else:
            lines.append(item)
    return "\n".join(lines)


def _beater(b: Beater[str | None], lang: Lang) -> str:
    """Who could beat a unit with what: a known holding, unseen cards, or both."""
    seat = say("cli.throw.unseen", lang) if b.seat is None else _seat(b.seat, lang)
    if b.certain or b.seat is None:
        return say("cli.throw.beater", lang, seat=seat, cards=Cards.of(b.cards))
    return say(
        "cli.throw.beater.needs", lang, seat=seat, cards=Cards.of(b.cards), needs=Cards.of(b.needs)
    )


_SEATS = ", ".join(OTHER_SEATS)


@click.command(cls=Command, help="cli.help.throw", epilog="cli.help.throw.example")
@argument("cards", required=False)
@option("--hand", default=None, help="cli.help.throw.opt.hand")
@option("--trump", default=None, help="cli.help.opt.trump")
@option("--level", default=None, help="cli.help.opt.level")
@option("--seen", default="", help="cli.help.throw.opt.seen")
@option("--other", "others", multiple=True, help="cli.help.throw.opt.other")
@option("--other-hand", "other_hands", multiple=True, help="cli.help.throw.opt.other-hand")
@option("--dealer", is_flag=True, help="cli.help.throw.opt.dealer")
@option("--void", "voids", multiple=True, help="cli.help.throw.opt.void")
@option(
    "--record",
    "record_file",
    default=None,
    type=Path(dir_okay=False),
    help="cli.help.throw.opt.record",
)
@option("--trick", "trick_no", type=IntRange(min=1), default=None, help="cli.help.throw.opt.trick")
@option("--seat", default=None, help="cli.help.throw.opt.seat")
@option("--variant", default=None, shell_complete=complete_variant, help="cli.help.opt.variant")
@option("--seed", type=Int(), default=0, show_default=True, help="cli.help.throw.opt.seed")
@option(
    "--samples",
    type=IntRange(min=100),
    default=10_000,
    show_default=True,
    help="cli.help.throw.opt.samples",
)
@format_option("text", "json", help="cli.help.opt.format")
@lang_option
def throw(
    cards: str | None,
    hand: str | None,
    trump: str | None,
    level: str | None,
    seen: str,
    others: tuple[str, ...],
    other_hands: tuple[str, ...],
    dealer: bool,
    voids: tuple[str, ...],
    record_file: str | None,
    trick_no: int | None,
    seat: str | None,
    variant: str | None,
    seed: int,
    samples: int,
    fmt: str,
    lang: Lang,
) -> None:
    """``shengji throw``: the units of a throw, who could beat them, the chance it fails; exit 1
    when it fails for certain."""
    refuse(samples_problem(samples), lang=lang)
    known, complete = _known_cards(others, other_hands, lang)
    void = _void_seats(voids, lang)
    seen_cards = list(get_cards(seen, "--seen", lang)) if seen.strip() else []
    q = (
        _asked_of_record(record_file, trick_no, seat, variant, cards, seen_cards, lang)
        if record_file is not None
        else _asked_by_options(cards, hand, trump, level, variant, seen_cards, dealer, lang)
    )
    refuse(
        play_problem("CARDS", q.cards, q.variant),
        play_problem("--hand", q.hand, q.variant),
        *(hand_problem(f"--other {s}", c, q.variant) for s, c in known.items()),
        lang=lang,
    )
    try:
        a = analyze_throw(
            q.cards,
            q.hand,
            q.ctx,
            q.variant,
            q.seen,
            known,
            q.dealer,
            seed,
            samples,
            void | set(q.shown_out),
            complete,
            q.tricks,
        )
    except ThrowInputError as exc:
        fail(_input_error(exc, q.shown_out, lang), lang)
    emit(
        analysis_dict(a) | {"variant": q.variant.name, "variant_version": q.variant.version},
        fmt,
        lambda: analysis_text(a, lang, effective_suit(q.cards, q.ctx), q.shown_out),
    )
    sys.exit(1 if a.stands is False else 0)


class _Question(NamedTuple):
    """A throw asked about: by options, or at a point of a record."""

    variant: Variant
    ctx: TrumpContext
    cards: tuple[Card, ...]
    hand: tuple[Card, ...]
    seen: list[Card]
    dealer: bool
    tricks: int | None
    """The tricks played before this one: only a record says."""
    shown_out: dict[Relative, tuple[str, int]]
    """The seats that showed out of the throw's suit before (a record's), by their name there
    and the trick."""


def _known_cards(
    others: tuple[str, ...], other_hands: tuple[str, ...], lang: Lang
) -> tuple[dict[str, tuple[Card, ...]], set[str]]:
    """The cards ``--other`` and ``--other-hand`` say a seat holds, and the seats whose whole
    hand that is."""
    known: dict[str, tuple[Card, ...]] = {}
    complete: set[str] = set()
    for option_name, items, error in (
        ("--other", others, "cli.throw.bad-other"),
        ("--other-hand", other_hands, "cli.throw.bad-other-hand"),
    ):
        for item in items:
            name, sep, text = item.partition("=")
            if not sep or name.strip() not in SEAT_ALIASES:
                fail(Msg.of(error, seats=_SEATS, text=item), lang)
            who = SEAT_ALIASES[name.strip()]
            known[who] = known.get(who, ()) + get_cards(text, f"{option_name} {name}", lang)
            if option_name == "--other-hand":
                complete.add(who)
    return known, complete


def _void_seats(voids: tuple[str, ...], lang: Lang) -> set[str]:
    """The seats ``--void`` names."""
    for name in voids:
        if name.strip() not in SEAT_ALIASES:
            fail(Msg.of("cli.throw.bad-void", seats=_SEATS, text=name), lang)
    return {SEAT_ALIASES[name.strip()] for name in voids}


def _asked_by_options(
    cards: str | None,
    hand: str | None,
    trump: str | None,
    level: str | None,
    variant: str | None,
    seen: list[Card],
    dealer: bool,
    lang: Lang,
) -> _Question:
    asked = get_asked((cards, "CARDS"), hand, trump, level, variant, "cli.throw.give-options", lang)
    return _Question(*asked, seen, dealer, None, {})


def _asked_of_record(
    path: str,
    trick_no: int | None,
    seat: str | None,
    variant: str | None,
    cards: str | None,
    extra_seen: list[Card],
    lang: Lang,
) -> _Question:
    """The throw of ``cards`` (default: the seat's lead there) at a point of a record: the
    variant, context, hand, the cards seen (the record's and ``--seen``'s), whether the seat
    dealt, and who showed out of the throw's suit before."""
    point = record_point(path, trick_no, seat, variant, lang)
    at = throw_point(point.record, point.seat, point.trick)
    if cards is not None:
        thrown = get_cards(cards, "CARDS", lang)
    elif at.lead:
        thrown = at.lead
    else:
        fail(Msg.of("cli.throw.no-lead", path=shown_name(path), trick=trick_no, seat=seat), lang)
    suit = effective_suit(thrown, point.ctx)
    shown = shown_out_of(point.record, point.seat, point.trick, point.ctx)
    return _Question(
        point.variant,
        point.ctx,
        thrown,
        tuple(point.holdings[point.seat]),
        extra_seen + list(at.seen),
        at.is_dealer,
        point.trick - 1,
        {} if suit is None else dict(shown.get(suit, {})),
    )


def _input_error(
    exc: ThrowInputError, shown_out: Mapping[Relative, tuple[str, int]], lang: Lang
) -> str:
    """What cannot be answered, and (if it is about a void) the voids the record showed."""
    text = show(reason(exc), lang)
    if not shown_out or "void" not in show(reason(exc), "en"):
        return text
    inferred = Join(
        tuple(
            Msg.of("cli.throw.inferred-void", seat=s, name=w[0], trick=w[1])
            for s, w in shown_out.items()
        )
    )
    return say("cli.throw.with-inferred-voids", lang, error=text, voids=inferred)
