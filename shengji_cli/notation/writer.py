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
from .errors import ParseError
from .reader import parse_blocks

__all__ = ["dump", "dumps", "format_text"]


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


def _comment_line(text: str) -> str:
    return f"# {text}" if text else "#"


def _lines(r: HandRecord, ascii: bool) -> list[tuple[str, str]]:
    """The hand's lines in canonical order, each with its key (:attr:`HandRecord.notes`)."""
    out: list[tuple[str, str]] = []
    if r.variant is not None:
        out.append(("variant", f"variant: {r.variant}"))
    if r.seats is not None:
        out.append(("seats", f"seats: {' '.join(r.seats)}"))
    if r.dealer is not None:
        out.append(("dealer", f"dealer: {r.dealer}"))
    if r.level is not None:
        out.append(("level", f"level: {RANK_NAMES[r.level]}"))
    if r.teams is not None:
        out.append(("teams", "teams: " + " ".join(f"{seat}={name}" for seat, name in r.teams)))
    if r.levels is not None:
        out.append(
            ("levels", "levels: " + " ".join(f"{seat}={RANK_NAMES[lv]}" for seat, lv in r.levels))
        )
    if r.trump is not None:
        suits = SUIT_LETTERS if ascii else SUIT_SYMBOLS
        out.append(
            (
                "trump",
                f"trump: {Trump.NT if r.trump == Trump.NT else suits[SUIT_LETTERS.index(r.trump)]}",
            )
        )
    if r.no_bid:
        out.append(("bid none", "bid: none"))
    out += [
        (
            f"bid {i}",
            f"bid: {b.seat} {_format_cards(b.cards, ascii)}"
            + ("" if b.phase == Phase.DEAL else f" {b.phase}"),
        )
        for i, b in enumerate(r.bids)
    ]
    if r.turned is not None:
        out.append(("turned", f"turned: {_format_cards((r.turned,), ascii)}"))
    deals = r.deals
    if r.seats is not None:
        order = {s: i for i, s in enumerate(r.seats)}
        deals = tuple(sorted(deals, key=lambda d: order.get(d[0], len(order))))
    out += [
        (f"deal {seat}", f"deal {seat}: {_format_cards(cards, ascii)}") for seat, cards in deals
    ]
    if r.kitty is not None:
        out.append(("kitty", f"kitty: {_format_cards_in_order(r.kitty, ascii)}"))
    if r.buried is not None:
        out.append(("buried", f"buried: {_format_cards(r.buried, ascii)}"))
    out += [
        (f"reburied {i}", f"reburied: {seat} {_format_cards(cards, ascii)}")
        for i, (seat, cards) in enumerate(r.reburied)
    ]
    out += [
        (f"trick {i}", f"{t.number}. " + " | ".join(_format_play(p, ascii) for p in t.plays))
        for i, t in enumerate(r.tricks)
    ]
    c = r.claims
    if c.points is not None:
        out.append(("points", f"points: {c.points}"))
    if c.bottom_points is not None:
        times = "" if c.bottom_multiplier is None else f" x{c.bottom_multiplier}"
        out.append(("bottom", f"bottom: {c.bottom_points}{times}"))
    if c.result is not None:
        out.append(("result", f"result: {c.result.side} +{c.result.levels}"))
    out += [(f"penalty {i}", f"penalty: {seat} {n}") for i, (seat, n) in enumerate(c.penalties)]
    if c.winners:
        out.append(("winners", "winners: " + " ".join(c.winners)))
    if c.levels_after is not None:
        out.append(
            (
                "after",
                "after: " + " ".join(f"{seat}={RANK_NAMES[lv]}" for seat, lv in c.levels_after),
            )
        )
    out += [
        (
            f"ruling {i}",
            f"ruling: {x.fault} {x.seat}"
            + ("" if x.points is None else f" {x.points}")
            + ("" if x.cards is None else f" cards={x.cards}")
            + ("" if x.at is None else f" at={x.at}"),
        )
        for i, x in enumerate(r.rulings)
    ]
    # C2: the end of a timed match, a redeal at a seat's call, the draw for the first dealer.
    out += [
        (
            f"draw {i}",
            "draw: "
            + " ".join(f"{seat}={_format_cards((card,), ascii)}" for seat, card in entries),
        )
        for i, entries in enumerate(r.draws)
    ]
    if r.redeal is not None:
        out.append(("redeal", f"redeal: {r.redeal[0]} {_format_cards(r.redeal[1], ascii)}"))
    if r.time is not None:
        out.append(
            (
                "time",
                f"time: {r.time.event}" + ("" if r.time.winner is None else f" {r.time.winner}"),
            )
        )
    return out


def _dump_record(r: HandRecord, ascii: bool) -> str:
    out = [_comment_line(c) for c in r.comments]
    if r.notes:
        notes = dict(r.notes)
        for key, line in _lines(r, ascii):
            note = notes.get(key)
            if note is None:
                out.append(line)
                continue
            out += [_comment_line(c) for c in note.above]
            out.append(line if note.inline is None else f"{line}  {_comment_line(note.inline)}")
    else:
        out += [line for _, line in _lines(r, ascii)]
    out += [_comment_line(c) for c in r.trailing]
    return "".join(line + "\n" for line in out)


def _separator(r: HandRecord) -> str:
    return (
        "---\n" if r.separator_comment is None else f"---  {_comment_line(r.separator_comment)}\n"
    )


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
    out: list[str] = []
    for r in records:
        if out:
            out.append(_separator(r))
        elif r.separator_comment is not None:  # no --- before the first hand: its comment on top
            out.append(_comment_line(r.separator_comment) + "\n")
        out.append(_dump_record(r, ascii))
    return "".join(out)


def format_text(text: str, source: str = "<string>") -> str:
    """``text`` in canonical form, its comments where they were; raises the first
    :class:`~.errors.ParseError`.  A text without a hand (empty, or comments alone) is
    returned as it is: there is nothing to put in order.

    >>> print(format_text("trump: H  # hearts\\n# the rank\\nlevel: 5\\n"), end="")
    # the rank
    level: 5
    trump: ♥  # hearts
    """
    records = []
    for item in parse_blocks(text, source):
        if isinstance(item, ParseError):
            raise item
        records.append(item)
    return dumps(records) if records else text


def dump(
    records: Iterable[HandRecord], file: str | os.PathLike[str] | IO[str], ascii: bool = False
) -> None:
    """Write :func:`dumps` of ``records`` to a path (as UTF-8) or an open text file."""
    text = dumps(records, ascii)
    if isinstance(file, (str, os.PathLike)):
        with open(file, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    else:
        file.write(text)
