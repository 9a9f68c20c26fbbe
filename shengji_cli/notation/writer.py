"""Writing records as canonical notation text (:func:`dumps`, :func:`dump`).

>>> from .reader import loads
>>> text = "seats: N W S E\\ntrump: 红桃\\n1. N SAA | W ♠34 | S ♠KQ | E 黑桃55"
>>> print(dumps(loads(text)), end="")
seats: N W S E
trump: ♥
1. N ♠AA | W ♠43 | S ♠KQ | E ♠55
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import IO

from ..core.cards import RANK_NAMES
from ..core.record import HandRecord, Play, Ruling
from ..core.vocab import Phase
from .cards import format_cards, format_cards_in_order, format_trump
from .errors import ParseError
from .reader import parse_blocks

__all__ = ["dump", "dumps", "format_text"]


def _format_play(play: Play, ascii: bool) -> str:
    cards = format_cards(play.cards, ascii)
    if play.attempted is None:
        return f"{play.seat} {cards}"
    return f"{play.seat} {format_cards(play.attempted, ascii)} -> {cards}"


def _comment_line(text: str) -> str:
    return f"# {text}" if text else "#"


Lines = list[tuple[str, str]]
"""Lines of a hand, each with its key (:attr:`HandRecord.notes`)."""


def _one(key: str, value: object) -> Lines:
    """The line ``KEY: VALUE``, none when ``value`` is ``None``."""
    return [] if value is None else [(key, f"{key}: {value}")]


def _entries(entries: Iterable[tuple[str, object]]) -> str:
    return " ".join(f"{seat}={value}" for seat, value in entries)


def _levels(entries: Iterable[tuple[str, int]] | None) -> str | None:
    return None if entries is None else _entries((s, RANK_NAMES[lv]) for s, lv in entries)


def _head_lines(r: HandRecord, ascii: bool) -> Lines:
    """``variant:`` to ``trump:``."""
    return [
        *_one("variant", r.variant),
        *_one("seats", None if r.seats is None else " ".join(r.seats)),
        *_one("dealer", r.dealer),
        *_one("level", None if r.level is None else RANK_NAMES[r.level]),
        *_one("teams", None if r.teams is None else _entries(r.teams)),
        *_one("levels", _levels(r.levels)),
        *_one("trump", None if r.trump is None else format_trump(r.trump, ascii)),
    ]


def _bid_lines(r: HandRecord, ascii: bool) -> Lines:
    """``bid:`` lines and ``turned:``."""
    out = [("bid none", "bid: none")] if r.no_bid else []
    out += [
        (
            f"bid {i}",
            f"bid: {b.seat} {format_cards(b.cards, ascii)}"
            + ("" if b.phase == Phase.DEAL else f" {b.phase}"),
        )
        for i, b in enumerate(r.bids)
    ]
    return out + _one("turned", None if r.turned is None else format_cards((r.turned,), ascii))


def _card_lines(r: HandRecord, ascii: bool) -> Lines:
    """The deals (in the order of ``seats:``), the kitty, the bury, the reburies, the tricks."""
    deals = r.deals
    if r.seats is not None:
        order = {s: i for i, s in enumerate(r.seats)}
        deals = tuple(sorted(deals, key=lambda d: order.get(d[0], len(order))))
    return [
        *((f"deal {seat}", f"deal {seat}: {format_cards(cards, ascii)}") for seat, cards in deals),
        *_one("kitty", None if r.kitty is None else format_cards_in_order(r.kitty, ascii)),
        *_one("buried", None if r.buried is None else format_cards(r.buried, ascii)),
        *(
            (f"reburied {i}", f"reburied: {seat} {format_cards(cards, ascii)}")
            for i, (seat, cards) in enumerate(r.reburied)
        ),
        *(
            (f"trick {i}", f"{t.number}. " + " | ".join(_format_play(p, ascii) for p in t.plays))
            for i, t in enumerate(r.tricks)
        ),
    ]


def _claim_lines(r: HandRecord, ascii: bool) -> Lines:
    """``points:`` to ``after:``."""
    c = r.claims
    bottom = c.bottom_points
    times = "" if c.bottom_multiplier is None else f" x{c.bottom_multiplier}"
    result = c.result
    return [
        *_one("points", c.points),
        *_one("bottom", None if bottom is None else f"{bottom}{times}"),
        *_one("result", None if result is None else f"{result.side} +{result.levels}"),
        *((f"penalty {i}", f"penalty: {seat} {n}") for i, (seat, n) in enumerate(c.penalties)),
        *_one("winners", " ".join(c.winners) if c.winners else None),
        *_one("after", _levels(c.levels_after)),
    ]


def _ruling_text(x: Ruling) -> str:
    return (
        f"{x.fault} {x.seat}"
        + ("" if x.points is None else f" {x.points}")
        + ("" if x.cards is None else f" cards={x.cards}")
        + ("" if x.at is None else f" at={x.at}")
    )


def _match_lines(r: HandRecord, ascii: bool) -> Lines:
    """``ruling:``, ``draw:``, ``redeal:`` and ``time:``."""
    redeal, time = r.redeal, r.time
    return [
        *((f"ruling {i}", f"ruling: {_ruling_text(x)}") for i, x in enumerate(r.rulings)),
        *(
            (f"draw {i}", "draw: " + _entries((s, format_cards((c,), ascii)) for s, c in draw))
            for i, draw in enumerate(r.draws)
        ),
        *_one(
            "redeal", None if redeal is None else f"{redeal[0]} {format_cards(redeal[1], ascii)}"
        ),
        *_one("time", None if time is None else " ".join(filter(None, (time.event, time.winner)))),
    ]


_SECTIONS = (_head_lines, _bid_lines, _card_lines, _claim_lines, _match_lines)
"""The hand's lines in canonical order, a section each."""


def _lines(r: HandRecord, ascii: bool) -> Lines:
    """The hand's lines in canonical order, each with its key (:attr:`HandRecord.notes`)."""
    return [line for section in _SECTIONS for line in section(r, ascii)]


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
