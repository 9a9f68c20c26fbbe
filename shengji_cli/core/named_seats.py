"""Every seat a record names — its dealer, deals, bids, plays, rulings, claims, levels… — so that
a caller checks them against a seating in one place (the importers' invariants, the match).

>>> from .record import HandRecord
>>> list(named_seats(HandRecord(dealer="N", levels=(("W", 3),))))
[('dealer', 'N', 0), ('levels', 'W', 0)]
"""

from __future__ import annotations

from collections.abc import Container, Iterator

from .record import HandRecord

__all__ = ["named_seats", "unseated"]


def named_seats(r: HandRecord, plays: bool = True) -> Iterator[tuple[str, object, int]]:
    """Every seat a record names (``plays=False``: but its plays'): what names it, the seat, the
    line (0: the record's)."""
    yield from _deal_seats(r)
    if plays:
        yield from (("plays", p.seat, p.line or t.line) for t in r.tricks for p in t.plays)
    yield from _claimed_seats(r)
    yield from _match_seats(r)


def _deal_seats(r: HandRecord) -> Iterator[tuple[str, object, int]]:
    """The seats of the deal and the bidding: dealer, deals, bids, reburied cards."""
    if r.dealer is not None:
        yield "dealer", r.dealer, 0
    yield from (("deals", seat, 0) for seat, _ in r.deals)
    yield from (("bids", b.seat, 0) for b in r.bids)
    yield from (("reburied", seat, 0) for seat, _ in r.reburied)


def _claimed_seats(r: HandRecord) -> Iterator[tuple[str, object, int]]:
    """The seats of the rulings and the claims."""
    yield from (("rulings", x.seat, 0) for x in r.rulings)
    yield from (("penalties", seat, 0) for seat, _ in r.claims.penalties)
    yield from (("winners", seat, 0) for seat in r.claims.winners)


def _match_seats(r: HandRecord) -> Iterator[tuple[str, object, int]]:
    """The seats of the match's lines: levels (before and after), teams, a redeal, draws, the
    time's winner."""
    yield from (("levels", seat, 0) for seat, _ in r.levels or ())
    yield from (("levels_after", seat, 0) for seat, _ in r.claims.levels_after or ())
    yield from (("teams", seat, 0) for seat, _ in r.teams or ())
    yield from _drawn_seats(r)


def _drawn_seats(r: HandRecord) -> Iterator[tuple[str, object, int]]:
    """The seats of a redeal, of the draws and of the time's winner."""
    if r.redeal is not None:
        yield "redeal", r.redeal[0], 0
    yield from (("draws", seat, 0) for entries in r.draws for seat, _ in entries)
    if r.time is not None and r.time.winner is not None:
        yield "time", r.time.winner, 0


def unseated(r: HandRecord, seats: Container[object]) -> tuple[str, str, int] | None:
    """The first seat ``r`` names that is not one of ``seats``: what names it, the seat, and its
    line (0: the record's); else ``None``.

    >>> unseated(HandRecord(dealer="Q"), ("N", "W", "S", "E"))
    ('dealer', 'Q', 0)
    """
    for what, seat, line in named_seats(r):
        if seat not in seats:
            return what, str(seat), line
    return None
