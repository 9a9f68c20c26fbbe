"""``shengji throw``: can I throw this?"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from typing import Any

import click

from ..core.cards import SUIT_SYMBOLS, TRUMP, Card, TrumpContext, card_str
from ..core.escape import shown_name
from ..core.messages import Cards, Join, Msg
from ..core.queries import hand_problem, play_problem, shown_out_of, throw_point
from ..core.throws import (
    OTHER_SEATS,
    SEAT_ALIASES,
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
from ..report.terms import term
from ..report.wrap import width
from .common import (
    fail,
    format_option,
    get_cards,
    get_context,
    lang_option,
    reason,
    record_point,
    say,
    symbols,
)
from .help import option
from .queries import refuse
from .usage import Command, Int, IntRange, Path

__all__ = ["analysis_dict", "analysis_text", "shown_out_of", "throw"]

_BEATERS_SHOWN = 6
"""Most combinations that could beat a unit the table lists (then their number)."""
_TABLE_WIDTH = 100
"""The columns the table keeps to (a long list of beaters wraps inside its cell)."""
_MIN_BEATEN = 30


def analysis_dict(a: ThrowAnalysis) -> dict[str, Any]:
    """The JSON object docs/record-format.md fixes for ``shengji throw``."""
    assumed = a.assumed
    return {
        "units": [[card_str(c) for c in u.cards] for u in a.units],
        "stands": a.stands,
        "verdicts": [str(v) for v in a.verdicts],
        "safe_units": [[card_str(c) for c in a.units[i].cards] for i in a.safe_units],
        "beaten_by": [
            {
                "unit": [card_str(c) for c in a.units[b.unit].cards],
                "seat": b.seat,
                "cards": [card_str(c) for c in b.cards],
                "certain": b.certain,
                "needs": [card_str(c) for c in b.needs],
            }
            for b in a.beaten_by
        ],
        "forced": [[card_str(c) for c in u.cards] for u in a.forced],
        "forced_certain": a.forced_certain,
        "penalty": a.penalties[0] if a.penalties else None,
        "penalties": [
            {"forced": [card_str(c) for c in u.cards], "penalty": pen}
            for u, pen in zip(a.forced, a.penalties, strict=True)
        ],
        "fail_probability": a.fail_probability,
        "method": a.method,
        "stderr": a.stderr,
        **({"samples": a.samples} if a.samples else {}),
        "void": list(a.void),
        **(
            {
                "assumed": {
                    "tricks_played": assumed.tricks,
                    "cards_played": assumed.played,
                    "held": assumed.held,
                    "unseen": assumed.unseen,
                    "in_other_hands": assumed.in_hands,
                    "out_of_hands": assumed.out_of_hands,
                }
            }
            if assumed is not None
            else {}
        ),
    }


_VERDICT_WORDS = {
    UnitVerdict.BEATEN: "cli.throw.beaten-certain",
    UnitVerdict.POSSIBLE: "cli.throw.unsafe",
    UnitVerdict.SAFE: "cli.throw.safe",
}


def _seat(seat: str, lang: Lang) -> str:
    """A seat seen from the thrower (``next`` / 下家 …)."""
    return term(Relative(seat), lang)


def analysis_text(
    a: ThrowAnalysis,
    lang: Lang,
    suit: int | None = None,
    shown_out: Mapping[Relative, tuple[str, int]] | None = None,
) -> str:
    """The text report.  ``suit``: the throw's effective suit (to name the voids' suit);
    ``shown_out``: for a void inferred from a record, the seat's name there and the trick it
    showed out in (the other voids were given with ``--void``)."""

    def t(key: str, **params: Any) -> str:
        return say(key, lang, **params)

    sep = separator(lang)
    headers = [
        t("cli.throw.unit"),
        t("cli.throw.cards"),
        t("cli.throw.verdict"),
        t("cli.throw.beaten"),
    ]
    rows = [
        [term(u.kind, lang), symbols(u.cards), t(_VERDICT_WORDS[verdict])]
        for u, verdict in zip(a.units, a.verdicts, strict=True)
    ]
    # The last column takes what the others leave of the table's width (tabulate: columns 2
    # spaces apart, each at least its header and 2).
    room = max(
        _MIN_BEATEN,
        _TABLE_WIDTH
        - sum(
            max(width(h) + 2, *(width(r[k]) for r in rows)) + 2 for k, h in enumerate(headers[:3])
        ),
    )
    for i, row in enumerate(rows):
        # The certain beaters first: they decide the verdict.
        beaters = sorted((b for b in a.beaten_by if b.unit == i), key=lambda b: not b.certain)
        shown = [_beater(b, lang) for b in beaters[:_BEATERS_SHOWN]]
        if len(beaters) > _BEATERS_SHOWN:
            shown.append(t("cli.throw.more", n=len(beaters)))
        row.append(_lines(shown, sep, room))
    from tabulate import tabulate  # imported on use: the start-up of a query

    out = tabulate(rows, headers=headers, tablefmt="simple")
    if a.assumed is not None:
        played = (
            Msg.of("cli.throw.assumed.cards", played=a.assumed.played)
            if a.assumed.tricks is None
            else Msg.of(
                "cli.throw.assumed.tricks", tricks=a.assumed.tricks, played=a.assumed.played
            )
        )
        out += "\n\n" + t(
            "cli.throw.assumed",
            played=played,
            held=a.assumed.held,
            unseen=a.assumed.unseen,
            in_hands=a.assumed.in_hands,
            out=a.assumed.out_of_hands,
        )
    if len(a.units) == 1:
        return out + "\n\n" + t("cli.throw.not-a-throw")
    if a.void:
        seats = []
        for s in a.void:
            where = (shown_out or {}).get(Relative(s))
            seats.append(
                t("cli.throw.void.given", seat=_seat(s, lang))
                if where is None
                else t(
                    "cli.throw.void.shown-out", seat=_seat(s, lang), name=where[0], trick=where[1]
                )
            )
        voids = sep.join(seats)
        out += "\n\n" + (
            t("cli.throw.void", seats=voids)
            if suit is None
            else t("cli.throw.void.trumps", seats=voids)
            if suit == TRUMP
            else t("cli.throw.void.suit", suit=SUIT_SYMBOLS[suit], seats=voids)
        )
    outcome = (
        "cli.throw.stands"
        if a.stands
        else "cli.throw.fails"
        if a.stands is False
        else "cli.throw.unknown"
    )
    out += "\n\n" + t(outcome)
    if a.stands is None:
        if a.stderr is not None and a.stderr > 0:
            how = t("cli.throw.how.sampled", stderr=f"{a.stderr:.4f}", n=a.samples)
        elif a.stderr is not None:
            how = t("cli.throw.how.every-sample", n=a.samples)
        else:
            how = t("cli.throw.how.exact")
        out += "\n" + t("cli.throw.probability", p=f"{a.fail_probability:.4f}", how=how)
    for u, pen in zip(a.forced, a.penalties, strict=True):
        out += "\n" + t("cli.throw.forced", cards=Cards.of(u.cards), penalty=pen)
    if a.forced and not a.forced_certain:
        out += "\n" + t("cli.throw.forced.from-known")
    return out


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


@click.command(cls=Command, help="cli.help.throw")
@click.argument("cards", required=False)
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
@option("--variant", default=None)
@option("--seed", type=Int(), default=0, show_default=True, help="cli.help.throw.opt.seed")
@option("--samples", type=IntRange(min=100), default=10_000, show_default=True)
@format_option("text", "json")
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
    void: set[str] = set()
    for name in voids:
        if name.strip() not in SEAT_ALIASES:
            fail(Msg.of("cli.throw.bad-void", seats=_SEATS, text=name), lang)
        void.add(SEAT_ALIASES[name.strip()])
    seen_cards = list(get_cards(seen, "--seen", lang)) if seen.strip() else []
    shown_out: dict[Relative, tuple[str, int]] = {}
    tricks: int | None = None  # the tricks played before this one: only a record says
    if record_file is not None:
        v, ctx, hand_cards, seen_cards, dealer, lead, shown = _from_record(
            record_file, trick_no, seat, variant, seen_cards, lang
        )
        if cards is None:
            if not lead:
                fail(
                    Msg.of(
                        "cli.throw.no-lead", path=shown_name(record_file), trick=trick_no, seat=seat
                    ),
                    lang,
                )
            cards_c = lead
        else:
            cards_c = get_cards(cards, "CARDS", lang)
        tricks = trick_no - 1 if trick_no is not None else None
        suit = effective_suit(cards_c, ctx)
        if suit is not None:
            shown_out = dict(shown.get(suit, {}))
            void |= set(shown_out)
    else:
        if cards is None or hand is None or trump is None or level is None:
            fail(Msg.of("cli.throw.give-options"), lang)
        v, ctx = get_context(variant, level, trump, lang)
        cards_c, hand_cards = get_cards(cards, "CARDS", lang), get_cards(hand, "--hand", lang)
    refuse(
        play_problem("CARDS", cards_c, v),
        play_problem("--hand", hand_cards, v),
        *(hand_problem(f"--other {s}", c, v) for s, c in known.items()),
        lang=lang,
    )
    try:
        a = analyze_throw(
            cards_c,
            hand_cards,
            ctx,
            v,
            seen_cards,
            known,
            dealer,
            seed,
            samples,
            void,
            complete,
            tricks,
        )
    except ThrowInputError as exc:
        fail(_input_error(exc, shown_out, lang), lang)
    if fmt == "json":
        click.echo(
            json.dumps(
                analysis_dict(a) | {"variant": v.name, "variant_version": v.version},
                ensure_ascii=False,
                indent=2,
            )
        )
    else:
        click.echo(analysis_text(a, lang, effective_suit(cards_c, ctx), shown_out))
    sys.exit(1 if a.stands is False else 0)


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


def _from_record(
    path: str,
    trick_no: int | None,
    seat: str | None,
    variant: str | None,
    extra_seen: list[Card],
    lang: Lang,
) -> tuple[
    Variant,
    TrumpContext,
    tuple[Card, ...],
    list[Card],
    bool,
    tuple[Card, ...],
    dict[int, dict[Relative, tuple[str, int]]],
]:
    """The variant, context, hand, cards seen, whether the seat dealt, its lead at the trick and
    who showed out of which suit before it."""
    point = record_point(path, trick_no, seat, variant, lang)
    at = throw_point(point.record, point.seat, point.trick)
    shown = shown_out_of(point.record, point.seat, point.trick, point.ctx)
    return (
        point.variant,
        point.ctx,
        tuple(point.holdings[point.seat]),
        extra_seen + list(at.seen),
        at.is_dealer,
        at.lead,
        shown,
    )
