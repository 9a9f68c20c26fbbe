"""Replay a hand record: states and findings out, never an exception for a rule broken.

:func:`replay` reads the setting (:func:`~.hand.setting_of`), deals the holdings
(:meth:`~.hand.Holdings.deal`: from the deal when the record gives it, else inferred from
what each seat plays) — the set-up of :class:`~.state.HandState` — judges the tricks in order
(:class:`~.tricks.TrickJudge`), then scores
the hand and checks the table's claims — collecting a :class:`Finding` for every violation
and going on.  A check that needs a holding the record cannot supply becomes an
``unverifiable`` note instead of a guess.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from .cards import Card, points_of
from .context import context_for
from .forfeits import Offences
from .holdings import SettingError
from .levels import next_dealer
from .messages import Join, Msg
from .record import Claims, HandRecord
from .reports import Bottom, Findings, HandReport, InputError, Penalty, Result, Ruled, TrickState
from .ruled import Base, rule, span, why
from .rules import level_change
from .seating import Seating
from .state import HandState
from .tricks import TrickJudge
from .variants import Variant
from .vocab import Kind, LevelChange, Side

__all__ = ["bottom_cards", "context_for", "replay"]


def replay(
    record: HandRecord, variant: Variant, hand: int = 1, offences: Offences | None = None
) -> HandReport:
    """Replay one hand under ``variant``; ``hand`` is its 1-based index in its file.

    ``offences``: in a match, the partnerships' offences so far (a ``then`` chain counts them);
    the ruling then starts, for a hand whose record stops early, from its claimed result."""
    r, v = record, variant
    if r.level is None or r.trump is None:
        return _unplayable(r, v, hand, _no_level_or_trump(r))
    try:
        state = HandState(r, v)
    except SettingError as e:
        return _unplayable(r, v, hand, e.error)
    seating, dealer, found, tricks = state.seating, state.dealer, state.found, state.judge
    assert tricks is not None  # the record has its level and trump
    state.play_to()
    states = tuple(state.tricks)
    tricks.notes()
    if r.claims.winners:
        _check_winners(r.claims.winners, states, found)
    complete = _played_out(r, v, seating, tricks.short, found)
    bottom, total, result = _score(r, tricks, found) if complete else (None, None, None)
    if not complete:
        found.note(None, None, Msg.of("hand.note.incomplete"))
    base = _base(r, tricks, total, result, offences is not None)
    ruled = rule(r, found.violations, base, v, seating, offences)
    found.violations.extend(ruled.found)
    if complete:
        _check_claims(r.claims, found, bottom, total, tricks, ruled, v)
    return HandReport(
        source=r.source,
        hand=hand,
        variant=v.name,
        variant_version=v.version,
        seats=seating.seats,
        dealer=dealer,
        level=r.level,
        trump=r.trump,
        tricks=states,
        violations=tuple(found.violations),
        unverifiable=tuple(found.notes),
        trick_points=tricks.trick_points if complete else None,
        defenders_points=total,
        bottom=bottom,
        penalties=tuple(tricks.penalties),
        result=result,
        complete=complete,
        ruled=ruled,
        line=r.line,
        trick_lines=_trick_lines(r),
    )


def _trick_lines(record: HandRecord) -> tuple[int, ...]:
    """The line of each trick by its number (``[n - 1]``; 0 where no trick has that number)."""
    lines = [0] * len(record.tricks)
    for t in record.tricks:
        if 0 < t.number <= len(lines) and not lines[t.number - 1]:
            lines[t.number - 1] = t.line
    return tuple(lines)


def _base(
    record: HandRecord, tricks: TrickJudge, total: int | None, result: Result | None, match: bool
) -> Base:
    """What the ruling starts from: the hand as played (in a match, a hand without a result
    goes on from the table's claims)."""
    assert record.level is not None
    base = Base(
        dealer=tricks.dealer,
        level=record.level,
        points=total,
        change=result.change if result else None,
        penalties=tuple(tricks.penalties),
        stood=tuple(tricks.stood),
    )
    if match and result is None:
        return replace(base, points=record.claims.points, change=record.claims.result)
    return base


def _no_level_or_trump(record: HandRecord) -> InputError:
    """The error of a record without its ``level:`` line, its ``trump:`` line, or both."""
    r = record
    keys: str | Msg = (
        Msg.of("hand.and", first="level:", second="trump:")
        if r.level is None and r.trump is None
        else "level:"
        if r.level is None
        else "trump:"
    )
    return InputError(r.source, Msg.of("hand.error.no-line", keys=keys), r.line)


def _unplayable(record: HandRecord, variant: Variant, hand: int, error: InputError) -> HandReport:
    return HandReport(
        source=record.source,
        hand=hand,
        variant=variant.name,
        variant_version=variant.version,
        error=error,
    )


def _score(
    record: HandRecord, tricks: TrickJudge, found: Findings
) -> tuple[Bottom | None, int | None, Result | None]:
    """A hand played out: the bottom, the defenders' points and the result (``None`` where the
    bottom is not known); the table's claims checked against them."""
    variant, seating, dealer = tricks.v, tricks.seating, tricks.dealer
    buried = bottom_cards(record, dealer)
    bottom = None
    if buried is None:
        found.note(None, dealer, Msg.of("hand.note.no-bottom"))
    else:
        bpoints = points_of(buried)
        mult = tricks.rules.bottom_multiplier(tricks.last_lead)
        bottom = Bottom(bpoints, mult, bpoints * mult if tricks.last_defenders else 0)
    if bottom is None:
        return None, None, None
    total = tricks.trick_points + bottom.awarded + sum(p.effect for p in tricks.penalties)
    change = level_change(total, variant)
    return bottom, total, Result(change, next_dealer(seating, dealer, change.side, variant))


def _played_out(
    record: HandRecord, variant: Variant, seating: Seating, short: dict[str, int], found: Findings
) -> bool:
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
                found.find(
                    Kind.CARD_COUNT,
                    None,
                    s,
                    (),
                    Msg.of("hand.count.total", seat=s, n=counts[s] - short.get(s, 0), size=size),
                )
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
            found.find(
                Kind.WINNER_MISMATCH,
                number,
                recorded,
                (),
                Msg.of("hand.claim.winner", recorded=recorded, computed=state.winner),
            )
    if len(winners) != len(states):
        found.find(
            Kind.WINNER_MISMATCH,
            None,
            None,
            (),
            Msg.of("hand.claim.winners-count", n=len(winners), tricks=len(states)),
        )


def _check_claims(
    c: Claims,
    found: Findings,
    bottom: Bottom | None,
    total: int | None,
    tricks: TrickJudge,
    ruled: Ruled,
    variant: Variant,
) -> None:
    """The table's recorded points, bottom, result and penalties against the ruled result: a
    claim that states it (or lies in its range) checks clean; the total and the result only
    when the bottom, and so the total, is known."""
    if bottom is not None and total is not None:
        _check_points(c, found, total, ruled)
        _check_bottom(c, found, bottom, tricks.last_defenders)
        _check_result(c, found, level_change(total, variant), ruled, variant)
    if c.penalties:
        _check_penalties(c, found, tricks.penalties, ruled)


def _why(ruled: Ruled) -> Join:
    """What the ruling applied, for a mismatch's message."""
    return Join(tuple(why(a) for a in ruled.applied if a.points != (0, 0) or a.fault is not None))


def _check_points(c: Claims, found: Findings, total: int, ruled: Ruled) -> None:
    low, high = ruled.points or (total, total)
    if c.points is None or low <= c.points <= high:
        return
    if (low, high) == (total, total):
        msg = Msg.of("hand.claim.points", recorded=c.points, computed=total)
    else:
        msg = Msg.of(
            "hand.claim.points-ruled",
            recorded=c.points,
            played=total,
            ruled=span(low, high),
            why=_why(ruled),
        )
    found.find(Kind.POINTS_MISMATCH, None, None, (), msg)


def _check_bottom(c: Claims, found: Findings, bottom: Bottom, defenders_last: bool) -> None:
    if c.bottom_points is not None and (
        c.bottom_points != bottom.points
        or (
            c.bottom_multiplier is not None
            and defenders_last
            and c.bottom_multiplier != bottom.multiplier
        )
    ):
        recorded = (
            Msg.of("hand.claim.bottom-points", points=c.bottom_points)
            if c.bottom_multiplier is None
            else Msg.of(
                "hand.claim.bottom-times", points=c.bottom_points, multiplier=c.bottom_multiplier
            )
        )
        found.find(
            Kind.BOTTOM_MISMATCH,
            None,
            None,
            (),
            Msg.of(
                "hand.claim.bottom" if defenders_last else "hand.claim.bottom-kept",
                recorded=recorded,
                points=bottom.points,
                multiplier=bottom.multiplier,
            ),
        )


def _check_result(
    c: Claims, found: Findings, change: LevelChange, ruled: Ruled, variant: Variant
) -> None:
    if c.result is None:
        return
    claimed = LevelChange(Side(c.result.side), c.result.levels)
    ends = ruled.change or (change, change)
    if claimed in ends or claimed in _between(ruled, ends, variant):
        return
    if ends == (change, change):
        msg = Msg.of(
            "hand.claim.level",
            recorded_side=claimed.side,
            recorded=claimed.levels,
            side=change.side,
            levels=change.levels,
        )
    else:
        msg = Msg.of(
            "hand.claim.level-ruled",
            recorded_side=claimed.side,
            recorded=claimed.levels,
            side=change.side,
            levels=change.levels,
            ruled=Join(
                tuple(
                    Msg.of("hand.claim.change", side=e.side, levels=e.levels)
                    for e in dict.fromkeys(ends)
                )
            ),
            why=_why(ruled),
        )
    found.find(Kind.LEVEL_MISMATCH, None, None, (), msg)


def _between(
    ruled: Ruled, ends: tuple[LevelChange, LevelChange], variant: Variant
) -> set[LevelChange]:
    """The level changes of the points inside a range (the referee's choice), when the points
    decide the result."""
    if ruled.points is None or ruled.exact:
        return set()
    low, high = ruled.points
    if ends != (level_change(low, variant), level_change(high, variant)):
        return set()  # a ruling replaced the result: its ends are the choices
    return {level_change(p, variant) for p in range(low, high + 1)}


def _check_penalties(
    c: Claims, found: Findings, penalties: Sequence[Penalty], ruled: Ruled
) -> None:
    played: dict[str, int] = {}
    for p in penalties:
        played[p.seat] = played.get(p.seat, 0) + p.points
    ends = {seat: (low, high) for seat, low, high in ruled.penalties}
    claimed: dict[str, int] = {}
    for seat, pts in c.penalties:
        claimed[seat] = claimed.get(seat, 0) + pts
    for seat in sorted(set(claimed) | set(ends)):
        low, high = ends.get(seat, (0, 0))
        got = claimed.get(seat, 0)
        if low <= got <= high:
            continue
        if (low, high) == (played.get(seat, 0),) * 2:
            msg = Msg.of("hand.claim.penalty", seat=seat, recorded=got, computed=low)
        else:
            msg = Msg.of(
                "hand.claim.penalty-ruled",
                seat=seat,
                recorded=got,
                played=played.get(seat, 0),
                ruled=span(low, high),
                why=_why(ruled),
            )
        found.find(Kind.PENALTY_MISMATCH, None, seat, (), msg)
