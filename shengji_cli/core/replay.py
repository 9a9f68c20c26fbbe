"""Replay a hand record: states and findings out, never an exception for a rule broken.

:func:`replay` reads the setting (:func:`~.hand.setting_of`), deals the holdings
(:meth:`~.hand.Holdings.deal`: from the deal when the record gives it, else inferred from
what each seat plays), judges the tricks in order (:class:`~.tricks.Tricks`), then scores
the hand and checks the table's claims — collecting a :class:`Finding` for every violation
and going on.  A check that needs a holding the record cannot supply becomes an
``unverifiable`` note instead of a guess.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import assert_never

from .cards import Card, TrumpContext, points_of
from .context import context_for
from .findings import Bottom, HandReport, InputError, Penalty, Result, TrickState
from .hand import Findings, Holdings, SettingError, setting_of
from .messages import Msg
from .record import Claims, HandRecord
from .rules import bottom_multiplier, level_change
from .seating import Seating
from .tricks import Tricks
from .variants import Variant
from .vocab import Kind, LevelChange, Side

__all__ = ["bottom_cards", "context_for", "replay"]


def replay(record: HandRecord, variant: Variant, hand: int = 1) -> HandReport:
    """Replay one hand under ``variant``; ``hand`` is its 1-based index in its file."""
    r, v = record, variant
    if r.level is None or r.trump is None:
        keys: str | Msg = Msg.of("hand.and", first="level:", second="trump:") if r.level is None and r.trump is None \
            else "level:" if r.level is None else "trump:"
        return _unplayable(r, v, hand, InputError(r.source, Msg.of("hand.error.no-line", keys=keys), r.line))
    try:
        seating, dealer = setting_of(r)
    except SettingError as e:
        return _unplayable(r, v, hand, e.error)
    ctx = context_for(r.level, r.trump, v)
    found = Findings(v)
    tricks = Tricks(v, ctx, seating, dealer, Holdings.deal(r, v, seating, dealer, found), found)
    states = tuple(tricks.judge(i, t) for i, t in enumerate(r.tricks, start=1))
    tricks.notes()
    if r.claims.winners:
        _check_winners(r.claims.winners, states, found)
    complete = _played_out(r, v, seating, tricks.short, found)
    bottom = total = result = None
    if not complete:
        found.note(None, None, Msg.of("hand.note.incomplete"))
    else:
        bottom, total, result = _score(r, v, ctx, seating, dealer, tricks, found)
    return HandReport(source=r.source, hand=hand, variant=v.name, variant_version=v.version,
                      seats=seating.seats, dealer=dealer, level=r.level, trump=r.trump, tricks=states,
                      violations=tuple(found.violations), unverifiable=tuple(found.notes),
                      trick_points=tricks.trick_points if complete else None, defenders_points=total,
                      bottom=bottom, penalties=tuple(tricks.penalties), result=result, complete=complete)


def _unplayable(record: HandRecord, variant: Variant, hand: int, error: InputError) -> HandReport:
    return HandReport(source=record.source, hand=hand, variant=variant.name, variant_version=variant.version,
                      error=error)


def _score(record: HandRecord, variant: Variant, ctx: TrumpContext, seating: Seating, dealer: str, tricks: Tricks,
           found: Findings) -> tuple[Bottom | None, int | None, Result | None]:
    """A hand played out: the bottom, the defenders' points and the result (``None`` where the
    bottom is not known); the table's claims checked against them."""
    buried = bottom_cards(record, dealer)
    bottom = None
    if buried is None:
        found.note(None, dealer, Msg.of("hand.note.no-bottom"))
    else:
        bpoints = points_of(buried)
        mult = bottom_multiplier(tricks.last_lead, ctx, variant)
        bottom = Bottom(bpoints, mult, bpoints * mult if tricks.last_defenders else 0)
    total = tricks.trick_points + (bottom.awarded if bottom else 0) + sum(p.effect for p in tricks.penalties)
    change = level_change(total, variant)
    _check_claims(record.claims, found, bottom, total, change, tricks.penalties, tricks.last_defenders)
    if bottom is None:
        return None, None, None
    match change.side:
        case Side.DEALER:
            next_dealer = seating.partner(dealer)
        case Side.DEFENDERS:
            next_dealer = seating.next(dealer)
        case _:
            assert_never(change.side)
    return bottom, total, Result(change, next_dealer)


def _played_out(record: HandRecord, variant: Variant, seating: Seating, short: dict[str, int],
                found: Findings) -> bool:
    """True if the hand was played to the end; report seats whose total is off.

    ``short`` holds, per seat, the cards missing from plays already reported as
    ``card-count`` in their trick, so one fault is reported once.
    """
    size = variant.deck.hand_size
    counts = {s: short.get(s, 0) for s in seating}
    for trick in record.tricks:
        for p in trick.plays:
            counts[p.seat] += len(p.cards)
    if all(k == size for k in counts.values()):
        return True
    if max(counts.values()) >= size:
        for s in seating:
            if counts[s] != size:
                found.find(Kind.CARD_COUNT, None, s, (),
                           Msg.of("hand.count.total", seat=s, n=counts[s] - short.get(s, 0), size=size))
    return False


def bottom_cards(record: HandRecord, dealer: str) -> tuple[Card, ...] | None:
    """The bottom as played: the last re-bury, the bury, or the dealer's deal and the kitty
    less what the dealer played; ``None`` if the record cannot tell."""
    r = record
    if r.reburied:
        return r.reburied[-1][1]
    if r.buried is not None:
        return r.buried
    deal = r.deal_of(dealer)
    if deal is not None and r.kitty is not None:
        played = Counter[Card]()
        for trick in r.tricks:
            for p in trick.plays:
                if p.seat == dealer:
                    played.update(p.cards)
        return tuple((Counter(deal) + Counter(r.kitty) - played).elements())
    return None


def _check_winners(winners: Sequence[str], states: Sequence[TrickState], found: Findings) -> None:
    """The table's winner of each trick against the replay's."""
    for number, (recorded, state) in enumerate(zip(winners, states, strict=False), start=1):
        if recorded != state.winner:
            found.find(Kind.WINNER_MISMATCH, number, recorded, (),
                       Msg.of("hand.claim.winner", recorded=recorded, computed=state.winner))
    if len(winners) != len(states):
        found.find(Kind.WINNER_MISMATCH, None, None, (),
                   Msg.of("hand.claim.winners-count", n=len(winners), tricks=len(states)))


def _check_claims(c: Claims, found: Findings, bottom: Bottom | None, total: int, change: LevelChange,
                  penalties: Sequence[Penalty], defenders_last: bool) -> None:
    """The table's recorded points, bottom, result and penalties against the replay's (the
    total and the result only when the bottom, and so the total, is known)."""
    if bottom is not None:
        if c.points is not None and c.points != total:
            found.find(Kind.POINTS_MISMATCH, None, None, (), Msg.of("hand.claim.points", recorded=c.points, computed=total))
        if c.bottom_points is not None and (c.bottom_points != bottom.points or (
                c.bottom_multiplier is not None and defenders_last and c.bottom_multiplier != bottom.multiplier)):
            recorded = Msg.of("hand.claim.bottom-points", points=c.bottom_points) if c.bottom_multiplier is None \
                else Msg.of("hand.claim.bottom-times", points=c.bottom_points, multiplier=c.bottom_multiplier)
            found.find(Kind.BOTTOM_MISMATCH, None, None, (),
                       Msg.of("hand.claim.bottom" if defenders_last else "hand.claim.bottom-kept",
                              recorded=recorded, points=bottom.points, multiplier=bottom.multiplier))
        if c.result is not None and (c.result.side, c.result.levels) != (change.side, change.levels):
            found.find(Kind.LEVEL_MISMATCH, None, None, (),
                       Msg.of("hand.claim.level", recorded_side=Side(c.result.side), recorded=c.result.levels,
                              side=change.side, levels=change.levels))
    if not c.penalties:
        return
    computed: dict[str, int] = {}
    for p in penalties:
        computed[p.seat] = computed.get(p.seat, 0) + p.points
    claimed: dict[str, int] = {}
    for seat, pts in c.penalties:
        claimed[seat] = claimed.get(seat, 0) + pts
    for seat in sorted(set(claimed) | set(computed)):
        if claimed.get(seat, 0) != computed.get(seat, 0):
            found.find(Kind.PENALTY_MISMATCH, None, seat, (),
                       Msg.of("hand.claim.penalty", seat=seat, recorded=claimed.get(seat, 0),
                              computed=computed.get(seat, 0)))
