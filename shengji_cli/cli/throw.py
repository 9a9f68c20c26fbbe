"""``shengji throw``: can I throw this?"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from typing import Any

import click
from tabulate import tabulate

from ..core.cards import SUIT_SYMBOLS, TRUMP, Card, TrumpContext, card_str, card_symbol
from ..core.record import HandRecord
from ..core.throws import OTHER_SEATS, SEAT_ALIASES, ThrowAnalysis, ThrowInputError, analyse_throw
from ..core.units import effective_suit
from ..report.catalog import render
from .common import fail, get_cards, get_context, record_point

ZH = {
    "units": "组合", "stands": "甩牌成立", "fails": "甩牌失败", "unknown": "视未知牌而定", "safe": "必然安全",
    "unsafe": "可能被管", "p": "失败概率", "forced": "须出", "penalty": "罚分", "beaten": "可管的牌",
    "unit": "组合", "seat": "座位", "cards": "牌", "unseen": "未见", "method": "方法", "single": "单张", "pair": "对子",
    "tractor": "拖拉机", "mc": "蒙特卡洛", "deals": "副", "exact": "精确",
    "not_throw": "这是单张、对子或拖拉机，不是甩牌，不会失败", "all": "全部抽样牌局，非精确值",
    "void": "已知缺门", "trumps": "主牌", "given": "指定", "showed_out": "第{n}轮垫牌",
    "next": "下家", "partner": "对家", "prev": "上家",
}
EN = {
    "units": "units", "stands": "the throw stands", "fails": "the throw fails", "unknown": "depends on unseen cards",
    "safe": "safe for certain", "unsafe": "could be beaten", "p": "failure probability", "forced": "forced play",
    "penalty": "penalty", "beaten": "could be beaten by", "unit": "unit", "seat": "seat", "cards": "cards",
    "unseen": "unseen", "method": "method", "mc": "monte-carlo", "deals": "deals", "exact": "exact",
    "not_throw": "a single, a pair or a tractor is an ordinary lead, not a throw: it cannot fail",
    "all": "in every sampled deal; not exact",
    "void": "void in", "trumps": "trumps", "given": "given", "showed_out": "showed out in trick {n}",
    "next": "next", "partner": "partner", "prev": "prev",
}


def _sym(cards: Sequence[Card]) -> str:
    return " ".join(card_symbol(c) for c in cards)


def analysis_dict(a: ThrowAnalysis) -> dict[str, Any]:
    """The JSON object SPEC.md fixes for ``shengji throw``."""
    return {
        "units": [[card_str(c) for c in u.cards] for u in a.units],
        "stands": a.stands,
        "safe_units": [[card_str(c) for c in a.units[i].cards] for i in a.safe_units],
        "beaten_by": [{"unit": [card_str(c) for c in a.units[b.unit].cards], "seat": b.seat,
                       "cards": [card_str(c) for c in b.cards]} for b in a.beaten_by],
        "forced": [[card_str(c) for c in u.cards] for u in a.forced],
        "penalty": a.penalties[0] if a.penalties else None,
        "penalties": [{"forced": [card_str(c) for c in u.cards], "penalty": pen}
                      for u, pen in zip(a.forced, a.penalties, strict=True)],
        "fail_probability": a.fail_probability,
        "method": a.method,
        "stderr": a.stderr,
        **({"samples": a.samples} if a.samples else {}),
        "void": list(a.void),
    }


def analysis_text(a: ThrowAnalysis, lang: str, suit: int | None = None,
                  shown_out: Mapping[str, tuple[str, int]] | None = None) -> str:
    """The text report.  ``suit``: the throw's effective suit (to name the voids' suit);
    ``shown_out``: for a void inferred from a record, the seat's name there and the trick it
    showed out in (the other voids were given with ``--void``)."""
    t = ZH if lang == "zh" else EN
    rows = []
    for i, u in enumerate(a.units):
        beaters = [b for b in a.beaten_by if b.unit == i]
        shown = "; ".join(f"{b.seat or t['unseen']}: {_sym(b.cards)}" for b in beaters[:6])
        if len(beaters) > 6:
            shown += f"; … ({len(beaters)})"
        rows.append([t.get(u.kind, u.kind), _sym(u.cards), t["safe"] if i in a.safe_units else t["unsafe"], shown])
    out = tabulate(rows, headers=[t["unit"], t["cards"], "", t["beaten"]], tablefmt="simple")
    if len(a.units) == 1:
        return out + f"\n\n{t['not_throw']}"
    if a.void:
        name = "" if suit is None else f" {t['trumps'] if suit == TRUMP else SUIT_SYMBOLS[suit]}"
        seats = []
        for s in a.void:
            where = (shown_out or {}).get(s)
            note = f"{where[0]}, {t['showed_out'].format(n=where[1])}" if where else t["given"]
            seats.append(f"{t[s]} ({note})")
        out += f"\n\n{t['void']}{name}: {'; '.join(seats)}"
    verdict = t["stands"] if a.stands else t["fails"] if a.stands is False else t["unknown"]
    out += f"\n\n{verdict}"
    if a.stands is None:
        p = f"{a.fail_probability:.4f}"
        if a.stderr is not None and a.stderr > 0:
            p += f" ± {a.stderr:.4f} ({t['method']}: {t['mc']}, {a.samples} {t['deals']})"
        elif a.stderr is not None:
            p += f" ({t['all']}: {t['mc']}, {a.samples} {t['deals']})"
        else:
            p += f" ({t['method']}: {t['exact']})"
        out += f"\n{t['p']}: {p}"
    for u, pen in zip(a.forced, a.penalties, strict=True):
        out += f"\n{t['forced']}: {_sym(u.cards)}  ({t['penalty']} {pen})"
    return out


@click.command()
@click.argument("cards", required=False)
@click.option("--hand", default=None, help="The thrower's whole hand (it holds CARDS).")
@click.option("--trump", default=None, help="Trump suit or NT.")
@click.option("--level", default=None, help="Level rank (2..A).")
@click.option("--seen", default="", help="Cards already played (and any other cards the thrower has seen).")
@click.option("--other", "others", multiple=True, help="SEAT=CARDS: a known holding; SEAT is next, partner or prev.")
@click.option("--dealer", is_flag=True, help="The thrower is the dealer and buried the bottom.")
@click.option("--void", "voids", multiple=True,
              help="SEAT is known to hold none of the throw's suit (next, partner, prev; repeatable). "
                   "With --record, seats that showed out earlier are added.")
@click.option("--record", "record_file", default=None, type=click.Path(dir_okay=False), help="Take trump, level and the hand from a record.")
@click.option("--trick", "trick_no", type=click.IntRange(min=1), default=None, help="With --record: the trick about to be led.")
@click.option("--seat", default=None, help="With --record: the thrower's seat.")
@click.option("--variant", default=None)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the Monte Carlo estimate.")
@click.option("--samples", type=click.IntRange(min=100), default=10_000, show_default=True)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@click.option("--lang", type=click.Choice(["en", "zh"]), default="en")
def throw(cards: str | None, hand: str | None, trump: str | None, level: str | None, seen: str,
          others: tuple[str, ...], dealer: bool, voids: tuple[str, ...], record_file: str | None,
          trick_no: int | None, seat: str | None, variant: str | None, seed: int, samples: int, fmt: str,
          lang: str) -> None:
    """Can I throw CARDS? Units, who could beat them, the chance the throw fails, forced play and penalty."""

    known: dict[str, tuple[Card, ...]] = {}
    for item in others:
        name, sep, text = item.partition("=")
        if not sep or name.strip() not in SEAT_ALIASES:
            fail(f"--other: expected SEAT=CARDS with SEAT one of {', '.join(OTHER_SEATS)} (下家, 对家, 上家), got {item!r}")
        known[SEAT_ALIASES[name.strip()]] = get_cards(text, f"--other {name}")
    void: set[str] = set()
    for name in voids:
        if name.strip() not in SEAT_ALIASES:
            fail(f"--void: expected one of {', '.join(OTHER_SEATS)} (下家, 对家, 上家), got {name!r}")
        void.add(SEAT_ALIASES[name.strip()])
    seen_cards = list(get_cards(seen, "--seen")) if seen.strip() else []
    shown_out: dict[str, tuple[str, int]] = {}
    if record_file is not None:
        v, ctx, hand_cards, seen_cards, dealer, lead, record = _from_record(record_file, trick_no, seat, variant,
                                                                            seen_cards)
        if cards is None:
            if not lead:
                fail(f"{record_file} has no trick {trick_no} led by {seat}: give CARDS")
            cards_c = lead
        else:
            cards_c = get_cards(cards, "CARDS")
        assert seat is not None and trick_no is not None
        suit = effective_suit(cards_c, ctx)
        if suit is not None:
            shown_out = shown_out_of(record, seat, trick_no, ctx).get(suit, {})
            void |= set(shown_out)
    else:
        if cards is None or hand is None or trump is None or level is None:
            fail("give CARDS, --hand, --trump and --level (or --record FILE --trick N --seat S)")
        v, ctx = get_context(variant, level, trump)
        cards_c, hand_cards = get_cards(cards, "CARDS"), get_cards(hand, "--hand")
    try:
        a = analyse_throw(cards_c, hand_cards, ctx, v, seen_cards, known, dealer, seed, samples, void)
    except ThrowInputError as exc:
        inferred = "; ".join(f"{s} = {w[0]} showed out in trick {w[1]}" for s, w in shown_out.items())
        text = render(exc.message, "zh" if lang == "zh" else "en")
        fail(f"{text} (voids from the record: {inferred})" if inferred and "void" in exc.message.id else text)
    if fmt == "json":
        click.echo(json.dumps(analysis_dict(a) | {"variant": v.name, "variant_version": v.version},
                              ensure_ascii=False, indent=2))
    else:
        click.echo(analysis_text(a, lang, effective_suit(cards_c, ctx), shown_out))
    sys.exit(0)


def shown_out_of(record: HandRecord, thrower: str, trick_no: int, ctx: TrumpContext
                 ) -> dict[int, dict[str, tuple[str, int]]]:
    """Who showed out of which effective suit before trick ``trick_no``, seen from ``thrower``.

    A seat that followed a lead of one effective suit with a card of another had no more of
    that suit (assuming it followed legally): ``{suit: {next|partner|prev: (seat, trick)}}``,
    with the first such trick (1-based, as ``--trick`` counts).
    """
    seats = record.seats or (tuple(p.seat for p in record.tricks[0].plays) if record.tricks else ())
    if thrower not in seats or len(seats) != 4:
        return {}
    i = seats.index(thrower)
    relative = {seats[(i + k) % 4]: OTHER_SEATS[k - 1] for k in (1, 2, 3)}
    out: dict[int, dict[str, tuple[str, int]]] = {}
    for n, t in enumerate(record.tricks[: trick_no - 1], start=1):
        led = effective_suit(t.plays[0].cards, ctx)
        if led is None:
            continue
        for p in t.plays[1:]:
            if p.seat in relative and any(ctx.esuit[c] != led for c in p.cards):
                out.setdefault(led, {}).setdefault(relative[p.seat], (p.seat, n))
    return out


def _from_record(path: str, trick_no: int | None, seat: str | None, variant: str | None, extra_seen: list[Card]
                 ) -> tuple[Any, Any, tuple[Card, ...], list[Card], bool, tuple[Card, ...], HandRecord]:

    point = record_point(path, trick_no, seat, variant)
    record = point.record
    assert trick_no is not None and seat is not None
    seen: list[Card] = list(extra_seen)
    for t in record.tricks[: trick_no - 1]:
        for p in t.plays:
            seen += p.cards
    is_dealer = seat == (record.dealer or record.tricks[0].plays[0].seat) and record.buried is not None
    if is_dealer and record.buried is not None:
        seen += record.buried
    lead: tuple[Card, ...] = ()
    if trick_no <= len(record.tricks) and record.tricks[trick_no - 1].plays[0].seat == seat:
        first = record.tricks[trick_no - 1].plays[0]
        lead = first.attempted if first.attempted is not None else first.cards
    return point.variant, point.ctx, tuple(point.holdings[seat]), seen, is_dealer, lead, record
