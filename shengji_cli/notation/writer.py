"""Writing records as canonical notation text (:func:`dumps`, :func:`dump`).

>>> from .reader import loads
>>> print(dumps(loads("seats: N W S E\\ntrump: 红桃\\n1. N SAA | W ♠34 | S ♠KQ | E 黑桃55")), end="")
seats: N W S E
trump: ♥
1. N ♠AA | W ♠43 | S ♠KQ | E ♠55
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from typing import IO

from ..core.cards import BIG_JOKER, LITTLE_JOKER, RANK_NAMES, SUIT_LETTERS, SUIT_SYMBOLS, Card
from ..core.record import HandRecord, Play
from ..core.vocab import Phase, Trump
from .cards import CARD_TO_POS

__all__ = ["dump", "dumps"]


def _format_cards_in_order(cards: Sequence[Card], ascii: bool) -> str:
    """Cards in the order given, a suit's consecutive cards grouped (``♥3 ♠K9 LJ``)."""
    suits = SUIT_LETTERS if ascii else SUIT_SYMBOLS
    out: list[str] = []  # pieces joined once at the end: linear however long a group runs
    suit = -1
    for c in cards:
        if c >= LITTLE_JOKER:
            out.append(" BJ" if c == BIG_JOKER else " LJ")
            suit = -1
        elif c // 13 == suit:
            out.append(RANK_NAMES[c % 13 + 2])
        else:
            suit = c // 13
            out.append(" " + suits[suit] + RANK_NAMES[c % 13 + 2])
    return "".join(out)[1:]


def _format_cards(cards: Iterable[Card], ascii: bool) -> str:
    return _format_cards_in_order(sorted(cards, key=CARD_TO_POS.__getitem__), ascii)


def _format_play(play: Play, ascii: bool) -> str:
    cards = _format_cards(play.cards, ascii)
    if play.attempted is None:
        return f"{play.seat} {cards}"
    return f"{play.seat} {_format_cards(play.attempted, ascii)} -> {cards}"


def _dump_record(r: HandRecord, ascii: bool) -> str:
    out = [f"# {c}" if c else "#" for c in r.comments]
    if r.variant is not None:
        out.append(f"variant: {r.variant}")
    if r.seats is not None:
        out.append(f"seats: {' '.join(r.seats)}")
    if r.dealer is not None:
        out.append(f"dealer: {r.dealer}")
    if r.level is not None:
        out.append(f"level: {RANK_NAMES[r.level]}")
    if r.teams is not None:
        out.append("teams: " + " ".join(f"{seat}={name}" for seat, name in r.teams))
    if r.levels is not None:
        out.append("levels: " + " ".join(f"{seat}={RANK_NAMES[lv]}" for seat, lv in r.levels))
    if r.trump is not None:
        suits = SUIT_LETTERS if ascii else SUIT_SYMBOLS
        out.append(f"trump: {Trump.NT if r.trump == Trump.NT else suits[SUIT_LETTERS.index(r.trump)]}")
    if r.no_bid:
        out.append("bid: none")
    out += [f"bid: {b.seat} {_format_cards(b.cards, ascii)}" + ("" if b.phase == Phase.DEAL else f" {b.phase}")
            for b in r.bids]
    if r.turned is not None:
        out.append(f"turned: {_format_cards((r.turned,), ascii)}")
    deals = r.deals
    if r.seats is not None:
        order = {s: i for i, s in enumerate(r.seats)}
        deals = tuple(sorted(deals, key=lambda d: order.get(d[0], len(order))))
    out += [f"deal {seat}: {_format_cards(cards, ascii)}" for seat, cards in deals]
    if r.kitty is not None:
        out.append(f"kitty: {_format_cards_in_order(r.kitty, ascii)}")
    if r.buried is not None:
        out.append(f"buried: {_format_cards(r.buried, ascii)}")
    out += [f"reburied: {seat} {_format_cards(cards, ascii)}" for seat, cards in r.reburied]
    out += [f"{t.number}. " + " | ".join(_format_play(p, ascii) for p in t.plays)
            for t in r.tricks]
    c = r.claims
    if c.points is not None:
        out.append(f"points: {c.points}")
    if c.bottom_points is not None:
        times = "" if c.bottom_multiplier is None else f" x{c.bottom_multiplier}"
        out.append(f"bottom: {c.bottom_points}{times}")
    if c.result is not None:
        out.append(f"result: {c.result.side} +{c.result.levels}")
    out += [f"penalty: {seat} {n}" for seat, n in c.penalties]
    out += [f"ruling: {x.fault} {x.seat}" + ("" if x.points is None else f" {x.points}") for x in r.rulings]
    return "".join(line + "\n" for line in out)


def dumps(records: Iterable[HandRecord], ascii: bool = False) -> str:
    """The canonical text of some hands, blocks separated by ``---``.

    Cards are grouped by suit in canonical order, except the kitty's, which keep their order
    (top card first); ``ascii=True`` writes suits as ``S H C D``.

    >>> r = HandRecord(seats=("N", "W", "S", "E"), trump="S", kitty=(16, 52, 12, 12, 11))
    >>> print(dumps([r, r], ascii=True), end="")
    seats: N W S E
    trump: S
    kitty: H5 LJ SAAK
    ---
    seats: N W S E
    trump: S
    kitty: H5 LJ SAAK
    """
    return "---\n".join(_dump_record(r, ascii) for r in records)


def dump(records: Iterable[HandRecord], file: str | os.PathLike[str] | IO[str],
         ascii: bool = False) -> None:
    """Write :func:`dumps` of ``records`` to a path (as UTF-8) or an open text file."""
    text = dumps(records, ascii)
    if isinstance(file, (str, os.PathLike)):
        with open(file, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    else:
        file.write(text)
