"""The quick queries: ``shengji trick`` (who won it), ``follow`` (what must be played, is this
legal), ``score`` (points → bottom, level change, next dealer).  The computing is
:mod:`..core.queries`' and :mod:`..core.rules`'; here, options in and words out."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, NamedTuple

import click

from ..core.cards import Card, TrumpContext
from ..core.context import Rules, context_for
from ..core.escape import shown_name
from ..core.messages import Cards, Msg, Rank
from ..core.queries import (
    LastLead,
    LegalPlays,
    PlayFault,
    PlayJudgement,
    bottom_problem,
    hand_problem,
    judge_play,
    last_multiplier,
    legal_plays,
    next_dealer,
    one_suit,
    play_problem,
    points_problem,
    score_hand,
    together_problem,
    tractor_problem,
)
from ..core.rules import obligations, trick_result
from ..core.variants import Variant
from ..core.vocab import LevelChange, Side
from ..notation import ParseError, parse_cards_text
from ..notation.cards import scan_cards
from ..notation.values import is_seat
from ..report.catalog import show
from ..report.lang import Lang
from ..report.table import simple_table
from ..report.terms import term
from .common import (
    ascii_cards,
    complete_variant,
    emit,
    fail,
    format_option,
    get_asked,
    get_cards,
    get_context,
    get_level,
    get_trump,
    get_variant,
    lang_option,
    record_point,
    say,
    symbols,
)
from .help import argument, option
from .usage import Choice, Command, Int, IntRange, Path

if TYPE_CHECKING:
    from ..core.levels import LevelOutcome


def refuse(*problems: Msg | None, lang: Lang) -> None:
    """Exit 2 on the first problem found (cards no deal could give, work no answer needs)."""
    for problem in problems:
        if problem is not None:
            fail(problem, lang)


# ---------------------------------------------------------------- trick


@click.command(cls=Command, help="cli.help.trick", epilog="cli.help.trick.example")
@argument("plays", nargs=-1, required=True)
@option("--trump", required=True, help="cli.help.opt.trump")
@option("--level", required=True, help="cli.help.opt.level")
@option(
    "--variant", default=None, shell_complete=complete_variant, help="cli.help.trick.opt.variant"
)
@format_option("text", "json", help="cli.help.opt.format")
@lang_option
def trick(
    plays: tuple[str, ...], trump: str, level: str, variant: str | None, fmt: str, lang: Lang
) -> None:
    """``shengji trick``: the standings, the winner and the points of one trick."""
    v, ctx = get_context(variant, level, trump, lang)
    seats, cards = _trick_plays(plays, lang)
    names = [Msg.of("cli.trick.play", n=i + 1) for i in range(len(cards))]
    refuse(*(play_problem(name, c, v) for name, c in zip(names, cards, strict=True)), lang=lang)
    for i, c in enumerate(cards[1:], start=2):
        if len(c) != len(cards[0]):
            fail(Msg.of("cli.trick.sizes", n=i, cards=len(c), led=len(cards[0])), lang)
    refuse(together_problem(list(zip(names, cards, strict=True)), v), lang=lang)
    res = trick_result(cards, ctx, v)
    data: dict[str, Any] = {
        "winner": res.winner,
        "standings": list(res.standings),
        "points": res.points,
        "plays": [ascii_cards(c) for c in cards],
    }
    if seats:
        data |= {"seats": list(seats), "winner_seat": seats[res.winner]}
    data |= {"variant": v.name, "variant_version": v.version}

    def text() -> str:
        rows = [
            [i, *([seats[i - 1]] if seats else []), symbols(c, lang), term(s, lang)]
            for i, (c, s) in enumerate(zip(cards, res.standings, strict=True), start=1)
        ]
        headers = [
            say("cli.trick.number", lang),
            *([say("cli.trick.seat", lang)] if seats else []),
            say("cli.trick.play.column", lang),
            say("cli.trick.standing", lang),
        ]
        won = Cards.of(cards[res.winner])
        winner = (
            say(
                "cli.trick.winner.seat",
                lang,
                n=res.winner + 1,
                seat=seats[res.winner],
                cards=won,
                points=res.points,
            )
            if seats
            else say("cli.trick.winner", lang, n=res.winner + 1, cards=won, points=res.points)
        )
        return (
            simple_table(rows, headers, right=(0,)) + "\n" + winner
        )  # tabulate's "simple", not imported

    emit(data, fmt, text)


def _trick_plays(
    plays: tuple[str, ...], lang: Lang
) -> tuple[tuple[str, ...], list[tuple[Card, ...]]]:
    """The seats (none when only cards are given) and cards of ``trick``'s PLAYS: four card
    lists, four ``SEAT CARDS``, or one trick line as a record writes it (its number optional)."""
    plain = _plain_plays(plays) if len(plays) == 4 else None
    if plain is not None:
        return plain
    if len(plays) not in (1, 4) or (len(plays) == 1 and _is_cards(plays[0])):
        fail(Msg.of("cli.trick.count", n=len(plays)), lang)
    line, shift = _trick_line(plays)
    return _read_trick_line(line, shift, lang)


def _plain_plays(
    plays: tuple[str, ...],
) -> tuple[tuple[str, ...], list[tuple[Card, ...]]] | None:
    """Four card lists (no seats), or four ``SEAT CARDS`` of four seats; ``None`` otherwise."""
    if all(_is_cards(p) for p in plays):
        return (), [parse_cards_text(p) for p in plays]
    labelled = _labelled(plays)
    if labelled is not None and len({seat for seat, _ in labelled}) == 4:
        return tuple(seat for seat, _ in labelled), [cards for _, cards in labelled]
    return None


def _trick_line(plays: tuple[str, ...]) -> tuple[str, int]:
    """The PLAYS as one numbered trick line, and the columns put before what was given."""
    if len(plays) == 4:
        return "1. " + " | ".join(plays), 3
    numbered = plays[0].lstrip()[:1].isdigit()
    return (plays[0], 0) if numbered else ("1. " + plays[0], 3)


def _read_trick_line(
    line: str, shift: int, lang: Lang
) -> tuple[tuple[str, ...], list[tuple[Card, ...]]]:
    """The seats and cards of one trick line (a bad line explained at the column given)."""
    from ..notation import loads  # a trick line needs the reader; cards alone do not

    try:
        records = loads(line, "PLAYS")
    except ParseError as exc:
        column = max(1, exc.column - shift)
        what = Msg.of("cli.argument.plays")
        fail(
            say("cli.bad-cards", lang, what=what, message=exc.detail, column=column)
            + f"\n  {line[shift:]}\n  {' ' * (column - 1)}^",
            lang,
        )
    tricks = [t for r in records for t in r.tricks]
    if len(tricks) != 1:
        fail(Msg.of("cli.trick.one-line", n=len(tricks)), lang)
    trick_plays = tricks[0].plays
    seen: set[str] = set()
    for i, p in enumerate(trick_plays, start=1):
        if p.seat in seen:
            fail(Msg.of("cli.trick.seat-twice", n=i, seat=p.seat), lang)
        seen.add(p.seat)
    return tuple(p.seat for p in trick_plays), [p.cards for p in trick_plays]


def _labelled(plays: tuple[str, ...]) -> list[tuple[str, tuple[Card, ...]]] | None:
    """Each ``SEAT CARDS`` play read as the trick line would read it, without the record reader
    (a query loads only what it needs); ``None`` when one is anything else (a failed throw's
    ``->``, a bad seat or card), which the trick line then reads, or explains."""
    out = []
    for play in plays:
        seat, _, text = play.strip().partition(" ")
        if not is_seat(seat) or not _is_cards(text):
            return None
        out.append((seat, parse_cards_text(text)))
    return out


def _is_cards(text: str) -> bool:
    """Whether :func:`~..notation.parse_cards_text` reads ``text`` (its error, which explains
    the text, is not wanted here): :func:`~..notation.cards.scan_cards` answers as the pattern
    would (``tests/notation/test_scan.py``), without compiling it."""
    return scan_cards(text.replace("\n", " ")) is not None


# ---------------------------------------------------------------- follow


@click.command(cls=Command, help="cli.help.follow", epilog="cli.help.follow.example")
@option("--lead", default=None, help="cli.help.follow.opt.lead")
@option("--hand", default=None, help="cli.help.follow.opt.hand")
@option("--trump", default=None, help="cli.help.opt.trump")
@option("--level", default=None, help="cli.help.opt.level")
@option("--play", default=None, help="cli.help.follow.opt.play")
@option(
    "--record",
    "record_file",
    default=None,
    type=Path(dir_okay=False),
    help="cli.help.follow.opt.record",
)
@option("--trick", "trick_no", type=IntRange(min=1), default=None, help="cli.help.follow.opt.trick")
@option("--seat", default=None, help="cli.help.follow.opt.seat")
@option("--variant", default=None, shell_complete=complete_variant, help="cli.help.opt.variant")
@format_option("text", "json", help="cli.help.opt.format")
@lang_option
def follow(
    lead: str | None,
    hand: str | None,
    trump: str | None,
    level: str | None,
    play: str | None,
    record_file: str | None,
    trick_no: int | None,
    seat: str | None,
    variant: str | None,
    fmt: str,
    lang: Lang,
) -> None:
    """``shengji follow``: what a hand must play to a lead; whether a play is legal."""
    play_c = get_cards(play, "--play", lang) if play is not None else None
    q = (
        _follow_of_record(record_file, trick_no, seat, variant, play_c, lang)
        if record_file is not None
        else _follow_by_options(lead, hand, trump, level, variant, play_c, lang)
    )
    _refuse_follow(q, lang)
    owed = [show(o, lang) for o in obligations(q.lead, q.hand, q.ctx, q.variant)]
    plays = legal_plays(q.lead, q.hand, Rules(q.variant, q.ctx))
    judged, why = _judged(q, lang)
    data = {
        "legal": None if judged is None else judged.legal,
        "reason": why,
        "obligations": owed,
        "legal_count": plays.count,
        "legal_count_exact": plays.exact,
        "examples": [ascii_cards(e) for e in plays.examples],
        "variant": q.variant.name,
    }
    emit(data, fmt, lambda: _follow_text(owed, plays, q.play, judged, why, lang))
    if judged is not None and not judged.legal:
        sys.exit(1)


def _judged(q: _Follow, lang: Lang) -> tuple[PlayJudgement | None, str]:
    """The play's judgement and why (``None`` and ``""`` without a play)."""
    if q.play is None:
        return None, ""
    judged = judge_play(q.lead, q.hand, q.play, Rules(q.variant, q.ctx))
    return judged, show(_why(judged, q.play, q.lead), lang)


class _Follow(NamedTuple):
    """A follow asked about: by options, or at a point of a record (whose name then names the
    lead and the hand in an error)."""

    variant: Variant
    ctx: TrumpContext
    lead: tuple[Card, ...]
    hand: tuple[Card, ...]
    play: tuple[Card, ...] | None
    lead_name: str
    hand_name: str


def _follow_by_options(
    lead: str | None,
    hand: str | None,
    trump: str | None,
    level: str | None,
    variant: str | None,
    play: tuple[Card, ...] | None,
    lang: Lang,
) -> _Follow:
    asked = get_asked(
        (lead, "--lead"), hand, trump, level, variant, "cli.follow.give-options", lang
    )
    return _Follow(*asked, play, "--lead", "--hand")


def _refuse_follow(q: _Follow, lang: Lang) -> None:
    """Exit 2 on cards no deal could give, a lead of two suits, a hand smaller than the lead."""
    v = q.variant
    refuse(
        play_problem(q.lead_name, q.lead, v),
        hand_problem(q.hand_name, q.hand, v),
        None if q.play is None else play_problem("--play", q.play, v),
        together_problem([(q.lead_name, q.lead), (q.hand_name, q.hand)], v),
        lang=lang,
    )
    if not one_suit(q.lead, q.ctx):
        fail(Msg.of("cli.follow.lead-one-suit"), lang)
    if len(q.hand) < len(q.lead):
        fail(Msg.of("cli.follow.hand-too-small", held=len(q.hand), led=len(q.lead)), lang)


def _follow_text(
    owed: list[str],
    plays: LegalPlays,
    play: tuple[Card, ...] | None,
    judged: PlayJudgement | None,
    why: str,
    lang: Lang,
) -> str:
    """``follow``'s text answer: the obligations, the legal plays, the play judged."""
    lines = [say("cli.follow.obligations", lang)] + [f"  - {o}" for o in owed]
    count = "cli.follow.count" if plays.exact else "cli.follow.count.at-least"
    lines.append(say(count, lang, n=plays.count))
    lines += ["  " + say("cli.follow.example", lang, cards=Cards.of(e)) for e in plays.examples]
    if judged is not None and play is not None:
        lines.append(
            say("cli.follow.play.legal", lang, cards=Cards.of(play))
            if judged.legal
            else say("cli.follow.play.illegal", lang, cards=Cards.of(play), reason=why)
        )
    return "\n".join(lines)


def _why(judged: PlayJudgement, play: tuple[Card, ...], lead: tuple[Card, ...]) -> Msg | str:
    match judged.fault:
        case None:
            return Msg.of("cli.follow.legal")
        case PlayFault.SIZE:
            return Msg.of("cli.follow.wrong-size", played=len(play), led=len(lead))
        case PlayFault.NOT_HELD:
            return Msg.of("cli.follow.not-held")
        case PlayFault.RULES:
            assert judged.verdict is not None
            reason: Msg | str = judged.verdict.why
            return reason


def _follow_of_record(
    path: str,
    trick_no: int | None,
    seat: str | None,
    variant: str | None,
    play: tuple[Card, ...] | None,
    lang: Lang,
) -> _Follow:
    """The lead, the seat's hand and its play (``play``, else the recorded one) at a trick of a
    record."""
    point = record_point(path, trick_no, seat, variant, lang)
    tricks = point.record.tricks
    if point.trick > len(tricks):
        fail(
            Msg.of(
                "cli.record.too-few-tricks", path=shown_name(path), n=len(tricks), trick=point.trick
            ),
            lang,
        )
    trick_rec = tricks[point.trick - 1]
    plays = {p.seat: p for p in trick_rec.plays}
    if point.seat not in plays or point.seat == trick_rec.plays[0].seat:
        fail(Msg.of("cli.follow.not-following", seat=point.seat, trick=point.trick), lang)
    return _Follow(
        point.variant,
        point.ctx,
        trick_rec.plays[0].cards,
        tuple(point.holdings[point.seat]),
        plays[point.seat].cards if play is None else play,
        path,
        path,
    )


# ---------------------------------------------------------------- score


@click.command(cls=Command, help="cli.help.score", epilog="cli.help.score.example")
@option("--points", required=True, type=Int(), help="cli.help.score.opt.points")
@option("--bottom", "bottom", default=None, help="cli.help.score.opt.bottom")
@option("--last", default="single", show_default=True, help="cli.help.score.opt.last")
@option(
    "--last-won-by",
    type=Choice(["defenders", "dealer"]),
    default="defenders",
    show_default=True,
    help="cli.help.score.opt.last-won-by",
)
@option("--trump", default=None, help="cli.help.score.opt.trump")
@option("--level", default=None, help="cli.help.score.opt.level")
@option("--levels", default=None, help="cli.help.score.opt.levels")
@option("--dug-with-level", is_flag=True, help="cli.help.score.opt.dug-with-level")
@option(
    "--variant",
    default="national",
    show_default=True,
    shell_complete=complete_variant,
    help="cli.help.score.opt.variant",
)
@format_option("text", "json", help="cli.help.opt.format", show_default=True)
@lang_option
def score(
    points: int,
    bottom: str | None,
    last: str,
    last_won_by: str,
    trump: str | None,
    level: str | None,
    levels: str | None,
    dug_with_level: bool,
    variant: str,
    fmt: str,
    lang: Lang,
) -> None:
    """``shengji score``: the defenders' points → bottom multiplier, level change, next dealer."""
    v = get_variant(variant, lang)
    bottom_c = get_cards(bottom, "--bottom", lang) if bottom else ()
    refuse(points_problem(points), bottom_problem("--bottom", bottom_c, v), lang=lang)
    last_mult = _last_multiplier(last, trump, level, v, bottom_c, lang)
    _refuse_bottom_size(bottom, bottom_c, v, lang)
    mult = last_mult if bottom else 1
    s = score_hand(points, bottom_c, mult, Side(last_won_by), v)
    before = None if levels is None else _levels_before(levels, lang)
    o = None if before is None else _advance(before, s.change, v, dug_with_level)
    change = s.change if o is None else o.result  # the J/A rule's +0 as check states it
    nxt = s.next_dealer if o is None else next_dealer(Side(o.side))
    result: dict[str, Any] = {
        "side": change.side,
        "levels": change.levels,
        "next_dealer": f"dealer's {nxt}",
    }
    lines = [
        say("cli.score.bottom", lang, points=s.bottom_points, multiplier=mult, awarded=s.awarded),
        say("report.defenders-points", lang, points=s.defenders_points),
        say(
            "cli.score.result",
            lang,
            side=change.side,
            levels=change.levels,
            variant=v.name,
            version=v.version,
        ),
    ]
    if o is not None and before is not None:
        result |= _levels_dict(o)
        lines += _levels_lines(o, before, v, lang)
    lines.append(say("cli.score.next-dealer", lang, seat=nxt))
    data = {
        "bottom": {"points": s.bottom_points, "multiplier": mult, "awarded": s.awarded},
        "defenders_points": s.defenders_points,
        "result": result,
        "variant": v.name,
        "variant_version": v.version,
    }
    emit(data, fmt, lambda: "\n".join(lines))


def _refuse_bottom_size(
    given: str | None, bottom: tuple[Card, ...], v: Variant, lang: Lang
) -> None:
    """Exit 2 on a ``--bottom`` given that is not the variant's whole bottom."""
    size = v.deck.kitty_size
    if given and len(bottom) != size:
        fail(Msg.of("cli.score.bottom-size", n=len(bottom), variant=v.name, size=size), lang)


def _levels_before(levels: str, lang: Lang) -> tuple[int, int]:
    """``--levels D:F``: the dealer side's and the defenders' levels before the hand."""
    d_text, sep, f_text = levels.partition(":")
    if not sep:
        fail(Msg.of("cli.score.bad-levels", text=levels), lang)
    return get_level(d_text, lang), get_level(f_text, lang)


def _advance(
    before: tuple[int, int], change: LevelChange, v: Variant, dug_with_level: bool
) -> LevelOutcome:
    """Both sides' levels after the hand, as ``check`` steps a match (core/match.py)."""
    from ..core.levels import advance  # only --levels needs the level rules

    return advance(*before, change, v, dug_with_level)


def _levels_dict(o: LevelOutcome) -> dict[str, Any]:
    """What ``--levels`` adds to the JSON ``result``."""
    from ..core.levels import rank_name

    return {
        "side": o.side,
        "gained": o.gained,
        "dealer_level": rank_name(o.dealer_level),
        "defenders_level": rank_name(o.defenders_level),
        "stopped_at": rank_name(o.stopped_at) if o.stopped_at else None,
        "deducted": o.deducted,
        "winner": o.winner,
        "wrapped": o.wrapped,
    }


def _levels_lines(o: LevelOutcome, before: tuple[int, int], v: Variant, lang: Lang) -> list[str]:
    """What ``--levels`` adds to the text: both sides' levels, a must-play stop, a dug dealer's
    restart, the match's end."""
    before_d, before_f = before
    lines = [
        say(
            "cli.score.levels",
            lang,
            dealer=Side.DEALER,
            defenders=Side.DEFENDERS,
            dealer_before=Rank(before_d),
            dealer_after=Rank(o.dealer_level),
            defenders_before=Rank(before_f),
            defenders_after=Rank(o.defenders_level),
        )
    ]
    if o.stopped_at:
        stopped = "cli.score.stopped.deducted" if o.deducted else "cli.score.stopped"
        lines.append(say(stopped, lang, level=Rank(o.stopped_at), n=o.deducted))
    if o.restarted:
        restart = Rank(o.dealer_level)
        lines.append(
            say("cli.score.dug", lang, level=Rank(before_d), side=Side.DEALER, restart=restart)
        )
    if o.winner:
        final = Rank(v.match.final_level)
        lines.append(say("cli.score.won", lang, side=Side(o.winner), level=final))
    return lines


def _last_multiplier(
    last: str,
    trump: str | None,
    level: str | None,
    v: Variant,
    bottom: tuple[Card, ...],
    lang: Lang,
) -> int:
    """``--last``: ``single``, ``pair``, ``tractor:N`` or the cards led (which need ``--trump`` and
    ``--level``: the same cards are worth different multipliers under different trumps)."""
    key = last.strip().lower()
    if key in ("single", "pair"):
        return last_multiplier(LastLead(key), None, v)
    if key.startswith("tractor:"):
        n = _tractor_length(key, last, v, lang)
        return last_multiplier(LastLead("tractor", n), None, v)
    cards = get_cards(last, "--last", lang)
    refuse(
        play_problem("--last", cards, v),
        together_problem([("--bottom", bottom), ("--last", cards)], v),
        lang=lang,
    )
    if trump is None or level is None:
        missing = [
            name for name, value in (("--trump", trump), ("--level", level)) if value is None
        ]
        named = (
            missing[0]
            if len(missing) == 1
            else Msg.of("hand.and", first=missing[0], second=missing[1])
        )
        fail(Msg.of("cli.score.last-needs", options=named), lang)
    ctx = context_for(get_level(level, lang), get_trump(trump, lang), v)
    if not one_suit(cards, ctx):
        fail(Msg.of("cli.score.last-one-suit"), lang)
    return last_multiplier(LastLead(cards=cards), ctx, v)


def _tractor_length(key: str, last: str, v: Variant, lang: Lang) -> int:
    """The N of ``--last tractor:N`` (at least 2, and a tractor the deck can hold)."""
    try:
        n = int(key.split(":", 1)[1])
    except ValueError:
        fail(Msg.of("cli.score.bad-tractor", text=last), lang)
    if n < 2:
        fail(Msg.of("cli.score.short-tractor"), lang)
    refuse(tractor_problem(n, v), lang=lang)
    return n
