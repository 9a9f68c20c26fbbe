"""The quick queries: ``shengji trick`` (who won it), ``follow`` (what must be played, is this
legal), ``score`` (points → bottom, level change, next dealer).  The computing is
:mod:`..core.queries`' and :mod:`..core.rules`'; here, options in and words out."""

from __future__ import annotations

import sys
from typing import Any

import click

from ..core.cards import Card, TrumpContext
from ..core.context import Rules, context_for
from ..core.escape import shown_name
from ..core.messages import Cards, Msg, Rank
from ..core.queries import (
    LastLead,
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
from ..core.vocab import Side
from ..notation import ParseError, parse_cards_text
from ..notation.cards import scan_cards
from ..notation.values import is_seat
from ..report.catalog import show
from ..report.lang import Lang
from ..report.table import simple_table
from ..report.terms import term
from .common import (
    ascii_cards,
    emit,
    fail,
    format_option,
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
from .help import option
from .usage import Choice, Command, Int, IntRange, Path


def refuse(*problems: Msg | None, lang: Lang) -> None:
    """Exit 2 on the first problem found (cards no deal could give, work no answer needs)."""
    for problem in problems:
        if problem is not None:
            fail(problem, lang)


# ---------------------------------------------------------------- trick


@click.command(cls=Command, help="cli.help.trick")
@click.argument("plays", nargs=-1, required=True)
@option("--trump", required=True, help="cli.help.opt.trump")
@option("--level", required=True, help="cli.help.opt.level")
@option("--variant", default=None)
@format_option("text", "json")
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
            [i, *([seats[i - 1]] if seats else []), symbols(c), term(s, lang)]
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
    if len(plays) == 4 and all(_is_cards(p) for p in plays):
        return (), [parse_cards_text(p) for p in plays]
    labelled = _labelled(plays) if len(plays) == 4 else None
    if labelled is not None and len({seat for seat, _ in labelled}) == 4:
        return tuple(seat for seat, _ in labelled), [cards for _, cards in labelled]
    if len(plays) == 1 and _is_cards(plays[0]):
        fail(Msg.of("cli.trick.count", n=1), lang)
    if len(plays) == 4:
        line, shift = "1. " + " | ".join(plays), 3
    elif len(plays) == 1:
        numbered = plays[0].lstrip()[:1].isdigit()
        line, shift = (plays[0], 0) if numbered else ("1. " + plays[0], 3)
    else:
        fail(Msg.of("cli.trick.count", n=len(plays)), lang)
    what = Msg.of("cli.argument.plays")
    from ..notation import loads  # a trick line needs the reader; cards alone do not

    try:
        records = loads(line, "PLAYS")
    except ParseError as exc:
        column = max(1, exc.column - shift)
        shown = line[shift:]
        fail(
            say("cli.bad-cards", lang, what=what, message=exc.detail, column=column)
            + f"\n  {shown}\n  {' ' * (column - 1)}^",
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


@click.command(cls=Command, help="cli.help.follow")
@option("--lead", default=None, help="cli.help.follow.opt.lead")
@option("--hand", default=None, help="cli.help.follow.opt.hand")
@option("--trump", default=None)
@option("--level", default=None)
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
@option("--variant", default=None)
@format_option("text", "json")
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
    play_c: tuple[Card, ...] | None = get_cards(play, "--play", lang) if play is not None else None
    if record_file is not None:
        v, ctx, lead_c, hand_c, recorded = _follow_from_record(
            record_file, trick_no, seat, variant, lang
        )
        if play_c is None:
            play_c = recorded
        lead_name, hand_name = record_file, record_file
    else:
        if lead is None or hand is None or trump is None or level is None:
            fail(Msg.of("cli.follow.give-options"), lang)
        v, ctx = get_context(variant, level, trump, lang)
        lead_c, hand_c = get_cards(lead, "--lead", lang), get_cards(hand, "--hand", lang)
        lead_name, hand_name = "--lead", "--hand"
    refuse(
        play_problem(lead_name, lead_c, v),
        hand_problem(hand_name, hand_c, v),
        None if play_c is None else play_problem("--play", play_c, v),
        together_problem([(lead_name, lead_c), (hand_name, hand_c)], v),
        lang=lang,
    )
    if not one_suit(lead_c, ctx):
        fail(Msg.of("cli.follow.lead-one-suit"), lang)
    if len(hand_c) < len(lead_c):
        fail(Msg.of("cli.follow.hand-too-small", held=len(hand_c), led=len(lead_c)), lang)
    owed = [show(o, lang) for o in obligations(lead_c, hand_c, ctx, v)]
    rules = Rules(v, ctx)
    plays = legal_plays(lead_c, hand_c, rules)
    judged = None if play_c is None else judge_play(lead_c, hand_c, play_c, rules)
    why = "" if judged is None or play_c is None else show(_why(judged, play_c, lead_c), lang)
    data = {
        "legal": None if judged is None else judged.legal,
        "reason": why,
        "obligations": owed,
        "legal_count": plays.count,
        "legal_count_exact": plays.exact,
        "examples": [ascii_cards(e) for e in plays.examples],
        "variant": v.name,
    }

    def text() -> str:
        lines = [say("cli.follow.obligations", lang)] + [f"  - {o}" for o in owed]
        lines.append(
            say(
                "cli.follow.count" if plays.exact else "cli.follow.count.at-least",
                lang,
                n=plays.count,
            )
        )
        lines += ["  " + say("cli.follow.example", lang, cards=Cards.of(e)) for e in plays.examples]
        if judged is not None and play_c is not None:
            lines.append(
                say("cli.follow.play.legal", lang, cards=Cards.of(play_c))
                if judged.legal
                else say("cli.follow.play.illegal", lang, cards=Cards.of(play_c), reason=why)
            )
        return "\n".join(lines)

    emit(data, fmt, text)
    if judged is not None and not judged.legal:
        sys.exit(1)


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
            reason: Msg | str = judged.verdict.reason
            return reason


def _follow_from_record(
    path: str, trick_no: int | None, seat: str | None, variant: str | None, lang: Lang
) -> tuple[Variant, TrumpContext, tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """Variant, context, lead, the seat's hand and its recorded play at a trick of a record."""
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
    return (
        point.variant,
        point.ctx,
        trick_rec.plays[0].cards,
        tuple(point.holdings[point.seat]),
        plays[point.seat].cards,
    )


# ---------------------------------------------------------------- score


@click.command(cls=Command, help="cli.help.score")
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
@option("--variant", default="national", show_default=True, help="cli.help.score.opt.variant")
@format_option("text", "json", show_default=True)
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
    if bottom and len(bottom_c) != v.deck.kitty_size:
        fail(
            Msg.of(
                "cli.score.bottom-size", n=len(bottom_c), variant=v.name, size=v.deck.kitty_size
            ),
            lang,
        )
    mult = last_mult if bottom else 1
    s = score_hand(points, bottom_c, mult, Side(last_won_by), v)
    o = None
    if levels is not None:
        d_text, sep, f_text = levels.partition(":")
        if not sep:
            fail(Msg.of("cli.score.bad-levels", text=levels), lang)
        before_d, before_f = get_level(d_text, lang), get_level(f_text, lang)
        from ..core.levels import advance, rank_name  # only --levels needs the level rules

        o = advance(
            before_d, before_f, s.change, v, dug_with_level
        )  # check's own step (core/match.py)
    change = s.change if o is None else o.result  # the J/A rule's +0 as check states it
    result: dict[str, Any] = {
        "side": change.side,
        "levels": change.levels,
        "next_dealer": f"dealer's {s.next_dealer}",
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
    nxt = s.next_dealer
    if o is not None:
        nxt = next_dealer(Side(o.side))
        result.update(
            side=o.side,
            gained=o.gained,
            dealer_level=rank_name(o.dealer_level),
            defenders_level=rank_name(o.defenders_level),
            stopped_at=rank_name(o.stopped_at) if o.stopped_at else None,
            deducted=o.deducted,
            winner=o.winner,
            wrapped=o.wrapped,
            next_dealer=f"dealer's {nxt}",
        )
        lines.append(
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
        )
        if o.stopped_at:
            lines.append(
                say(
                    "cli.score.stopped.deducted" if o.deducted else "cli.score.stopped",
                    lang,
                    level=Rank(o.stopped_at),
                    n=o.deducted,
                )
            )
        if o.restarted:
            lines.append(
                say(
                    "cli.score.dug",
                    lang,
                    level=Rank(before_d),
                    side=Side.DEALER,
                    restart=Rank(o.dealer_level),
                )
            )
        if o.winner:
            lines.append(
                say("cli.score.won", lang, side=Side(o.winner), level=Rank(v.match.final_level))
            )
    lines.append(say("cli.score.next-dealer", lang, seat=nxt))
    data = {
        "bottom": {"points": s.bottom_points, "multiplier": mult, "awarded": s.awarded},
        "defenders_points": s.defenders_points,
        "result": result,
        "variant": v.name,
        "variant_version": v.version,
    }
    emit(data, fmt, lambda: "\n".join(lines))


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
        try:
            n = int(key.split(":", 1)[1])
        except ValueError:
            fail(Msg.of("cli.score.bad-tractor", text=last), lang)
        if n < 2:
            fail(Msg.of("cli.score.short-tractor"), lang)
        refuse(tractor_problem(n, v), lang=lang)
        return last_multiplier(LastLead("tractor", n), None, v)
    cards = get_cards(last, "--last", lang)
    refuse(
        play_problem("--last", cards, v),
        together_problem([("--bottom", bottom), ("--last", cards)], v),
        lang=lang,
    )
    missing = [name for name, value in (("--trump", trump), ("--level", level)) if value is None]
    if missing:
        named = (
            missing[0]
            if len(missing) == 1
            else Msg.of("hand.and", first=missing[0], second=missing[1])
        )
        fail(Msg.of("cli.score.last-needs", options=named), lang)
    assert trump is not None and level is not None
    ctx = context_for(get_level(level, lang), get_trump(trump, lang), v)
    if not one_suit(cards, ctx):
        fail(Msg.of("cli.score.last-one-suit"), lang)
    return last_multiplier(LastLead(cards=cards), ctx, v)
