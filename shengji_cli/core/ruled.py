"""The referee's ruling of one hand: its result once the rulebook's consequences are applied.

Every finding of play has a consequence in the variant's ``[consequences]`` (docs/rules.md §11,
R11.50–R11.54), for a fault found after the fact, as every dispute finds it: the failed throw's
penalty (``throw-penalty``), a ``[faults]`` outcome as if a ``ruling:`` line named the fault
against the seat, or ``none`` (the text gives the referee no rule: the result as played stands,
and the report says so).  A ``ruling:`` line is the referee's own ruling: it is applied as
written, and it stands for the first finding not yet ruled of its fault against the same side,
which gets no second consequence.  Where the text leaves the referee a choice (national 藏张
20–30 points, a failed throw whose allowed forced plays withdraw different numbers of cards),
the ruled points are a range and the result is given at both ends.

The match adds what only a match has (a ``then`` chain's count of offences, the levels a
``self-N`` drops, a forfeit, the J/A restart of a dealer side at fault): it hands :func:`rule`
its :class:`~.forfeits.Offences` and reads the rest from :class:`~.findings.Ruled`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import assert_never

from .forfeits import Offences
from .levels import next_dealer
from .messages import Msg
from .outcomes import Drop, Forfeit, Gain, NoEffect, PerCard, Points, Single, Strikes, Table
from .record import HandRecord, Ruling
from .reports import Applied, Finding, Penalty, Ruled, StoodThrow, finding
from .rules import level_change, penalty_effect
from .seating import Seating
from .variants import Variant
from .vocab import Consequence, Fault, Kind, LevelChange, Side

__all__ = ["Base", "rule", "signed", "span", "why"]


@dataclass(frozen=True, slots=True)
class Base:
    """What the ruling starts from: the hand as played."""

    dealer: str
    level: int | None
    points: int | None
    """The defenders' points as played (``None``: not known)."""
    change: LevelChange | None
    """The level change as played (``None``: not known)."""
    penalties: tuple[Penalty, ...] = ()
    """The failed throws' penalties the table charged (``attempted -> played``)."""
    stood: tuple[StoodThrow, ...] = ()
    """The failed throws the table let stand."""


@dataclass
class _State:
    """The ruling in progress: each value at the two ends of the referee's choice."""

    points: list[int] | None
    change: list[LevelChange] | None
    applied: list[Applied] = field(default_factory=list)
    unruled: list[Applied] = field(default_factory=list)
    notes: list[Msg] = field(default_factory=list)
    found: list[Finding] = field(default_factory=list)
    penalties: dict[str, list[int]] = field(default_factory=dict)
    drops: list[tuple[int, int]] = field(default_factory=list)
    same_dealer: bool = False
    replaced: bool = False
    fault_restart: int | None = None
    forfeit: tuple[Ruling, int, int] | None = None
    both: bool = False


def rule(
    record: HandRecord,
    violations: Sequence[Finding],
    base: Base,
    variant: Variant,
    seating: Seating,
    offences: Offences | None = None,
) -> Ruled:
    """The hand's result as the referee rules it (``offences``: the match's count so far)."""
    return _Ruler(record, base, variant, seating, offences or Offences()).run(violations)


class _Ruler:
    def __init__(
        self, record: HandRecord, base: Base, variant: Variant, seating: Seating, offences: Offences
    ) -> None:
        self.record, self.base, self.v, self.seating = record, base, variant, seating
        self.offences = offences
        self.moved = [0, 0]
        """What the ruling being applied moves the defenders' points by, low and high end: known
        even where the hand's total is not (a record that stops early)."""
        self.s = _State(
            points=None if base.points is None else [base.points, base.points],
            change=None if base.change is None else [base.change, base.change],
        )
        for p in base.penalties:
            self.add_penalty(p.seat, p.points, p.points)

    def pair(self, seat: str) -> int:
        """The seat's partnership: 0 for the first seat's, 1 for the other's."""
        seats = self.seating.seats
        return 0 if self.seating.side(seat, seats[0]) is Side.DEALER else 1

    def side(self, seat: str) -> Side:
        return self.seating.side(seat, self.base.dealer)

    def run(self, violations: Sequence[Finding]) -> Ruled:
        written = list(self.record.rulings)
        implied = self.implied(violations, written)
        for ruling in written:
            self.ruling(ruling, None)
        for f, ruling in implied:
            self.ruling(ruling, f)
        self.both()
        return self.finished()

    # -- which finding each consequence comes from ------------------------------------------

    def implied(
        self, violations: Sequence[Finding], written: Sequence[Ruling]
    ) -> list[tuple[Finding, Ruling]]:
        """The findings' consequences: a throw's penalty applied at once, the ``[faults]`` ones
        returned as rulings (a written ruling of the fault against the side stands for one)."""
        left = [(r.fault, self.pair(r.seat)) for r in written]
        out: list[tuple[Finding, Ruling]] = []
        for f in violations:
            if f.seat is None or f.seat not in self.seating:
                continue
            consequence = self.v.consequences.of(f.kind)
            fault = consequence.fault
            if fault is not None:
                key = (fault, self.pair(f.seat))
                if key in left:
                    left.remove(key)
                else:
                    out.append((f, Ruling(fault, f.seat)))
            elif consequence is Consequence.THROW_PENALTY:
                self.throw_penalty(f)
            elif f.kind is not Kind.UNVERIFIABLE:
                self.s.unruled.append(
                    Applied(
                        seat=f.seat,
                        trick=f.trick,
                        kind=f.kind,
                        fault=None,
                        written=False,
                        points=(0, 0),
                        outcome=Msg.of("ruled.no-rule"),
                    )
                )
        return out

    def throw_penalty(self, f: Finding) -> None:
        """A failed throw the table let stand: the penalty it would have cost, least..most."""
        stood = next((t for t in self.base.stood if t.trick == f.trick and t.seat == f.seat), None)
        if stood is None:
            return
        side = self.side(stood.seat)
        ends = sorted((self.effect(stood.least, side), self.effect(stood.most, side)))
        self.shift(ends[0], ends[1])
        self.add_penalty(stood.seat, stood.least, stood.most)
        self.s.applied.append(
            Applied(
                seat=stood.seat,
                trick=stood.trick,
                kind=f.kind,
                fault=None,
                written=False,
                points=(ends[0], ends[1]),
                outcome=Msg.of("ruled.throw-penalty", least=stood.least, most=stood.most)
                if stood.least != stood.most
                else Msg.of("ruled.throw-penalty-one", points=stood.least),
            )
        )

    def effect(self, points: int, side: Side) -> int:
        return penalty_effect(points, side, self.v)

    def add_penalty(self, seat: str, least: int, most: int) -> None:
        ends = self.s.penalties.setdefault(seat, [0, 0])
        ends[0] += least
        ends[1] += most

    # -- one ruling ----------------------------------------------------------------------------

    def ruling(self, ruling: Ruling, f: Finding | None) -> None:
        """One ruling, written (``f`` None) or implied by the finding ``f``."""
        fault, pair, side = ruling.fault, self.pair(ruling.seat), self.side(ruling.seat)
        outcome = self.v.faults.outcome(fault, side)
        if f is None:
            self.s.notes.append(
                Msg.of("match.ruling", fault=fault, seat=ruling.seat, outcome=outcome.message)
            )
        offence = 1
        single: Single
        if isinstance(outcome, Strikes):
            offence = self.offences.count(pair, fault)
            single = outcome.nth(offence)
            self.s.notes.append(
                Msg.of(
                    "match.offence",
                    fault=fault,
                    seat=ruling.seat,
                    n=offence,
                    outcome=single.message,
                )
            )
        else:
            single = outcome
        self.moved = [0, 0]
        self.apply(ruling, single, fault, pair, side, offence)
        moved = self.moved
        self.s.applied.append(
            Applied(
                seat=ruling.seat,
                trick=None if f is None else f.trick,
                kind=None if f is None else f.kind,
                fault=fault,
                written=f is None,
                points=(min(moved), max(moved)),
                outcome=single.message,
            )
        )

    def apply(
        self, ruling: Ruling, single: Single, fault: Fault, pair: int, side: Side, offence: int
    ) -> None:
        match single:
            case NoEffect():
                pass
            case Points():
                self.points(ruling, fault, side, single.allowed)
            case PerCard(points=k):
                self.against(k * (ruling.cards if ruling.cards is not None else 1), side)
            case Drop(levels=n):
                self.s.drops.append((pair, n))
            case Gain() | Table():
                if not self.s.replaced:  # the first ruling that replaces the result decides it
                    self.s.replaced = self.replace(ruling, single, side)
            case Forfeit():
                if self.s.forfeit is None:
                    self.s.forfeit = (ruling, pair, offence)
            case _:
                assert_never(single)

    def points(self, ruling: Ruling, fault: Fault, side: Side, allowed: tuple[int, ...]) -> None:
        """A ``points`` ruling: its points count against the offending side, if the variant
        allows them; none written where the variant gives a span: the span, as a range."""
        span = self.v.faults.points_range(fault)
        seat = ruling.seat
        if allowed and ruling.points is not None and ruling.points not in allowed:
            self.s.found.append(
                finding(
                    self.v,
                    Kind.RULING_MISMATCH,
                    None,
                    seat,
                    (),
                    Msg.of(
                        "match.points-not-allowed",
                        fault=fault,
                        seat=seat,
                        points=ruling.points,
                        allowed=" / ".join(map(str, allowed)),
                    ),
                )
            )
        elif ruling.points is None and span is not None:
            self.span(span[0], span[1], side)
        elif ruling.points is None:
            self.s.notes.append(Msg.of("match.ruling-no-points", fault=fault, seat=seat))
        elif span is not None and not span[0] <= ruling.points <= span[1]:
            self.s.found.append(
                finding(
                    self.v,
                    Kind.PENALTY_MISMATCH,
                    None,
                    seat,
                    (),
                    Msg.of(
                        "match.points-out-of-range",
                        fault=fault,
                        seat=seat,
                        points=ruling.points,
                        least=span[0],
                        most=span[1],
                    ),
                )
            )
        else:
            self.against(ruling.points, side)

    def against(self, points: int, side: Side) -> None:
        """``points`` against the offending ``side``: the defenders' points and the result
        follow."""
        self.span(points, points, side)

    def span(self, least: int, most: int, side: Side) -> None:
        """Between ``least`` and ``most`` points against ``side`` (the referee's choice)."""
        if side is Side.DEALER:
            self.shift(least, most)
        else:
            self.shift(-most, -least)

    def shift(self, low: int, high: int) -> None:
        """The defenders' points moved by ``low`` at the low end, ``high`` at the high end."""
        self.moved = [self.moved[0] + low, self.moved[1] + high]
        s = self.s
        if s.points is None:
            return
        s.points = [s.points[0] + low, s.points[1] + high]
        if not s.replaced:
            s.change = [level_change(p, self.v) for p in s.points]

    def replace(self, ruling: Ruling, outcome: Gain | Table, side: Side) -> bool:
        """A ruling that replaces the hand's result (``SIDE+N``, ``SIDE>=N``, a points table);
        false when a points table has no points to read."""
        s = self.s
        if isinstance(outcome, Table):
            points = self.table_points(ruling)
            if points is None:
                return False
            s.change = [outcome.change(p) for p in points]
        else:
            ends: list[LevelChange | None] = list(s.change) if s.change else [None, None]
            s.change = [outcome.change(c) for c in ends]
        s.same_dealer = outcome.same_dealer
        if self.v.faults.ja_restart and side is Side.DEALER and self.base.level is not None:
            s.fault_restart = self.v.match.ja_restart.get(self.base.level)
        return True

    def table_points(self, ruling: Ruling) -> list[int] | None:
        """The points a ruling's points table reads: the ruling's own (``@N``), else the hand's
        (noted); ``None`` (noted) when neither is known."""
        s = self.s
        if ruling.at is not None:
            return [ruling.at, ruling.at]
        if s.points is None:
            s.notes.append(
                Msg.of("match.ruling-no-table-points", fault=ruling.fault, seat=ruling.seat)
            )
            return None
        s.notes.append(
            Msg.of(
                "match.ruling-hand-points",
                fault=ruling.fault,
                seat=ruling.seat,
                points=_span(s.points),
            )
        )
        return s.points

    # -- the whole hand ------------------------------------------------------------------------

    def both(self) -> None:
        """``faults.card_count_both``: card-count rulings against both sides (club10 八)."""
        pairs = {self.pair(a.seat) for a in self.s.applied if a.fault is Fault.CARD_COUNT}
        if self.v.faults.card_count_both and len(pairs) == 2:
            self.s.notes.append(Msg.of("match.both-at-fault"))
            self.s.change = [LevelChange(Side.DEALER, 0)] * 2
            self.s.both = True

    def finished(self) -> Ruled:
        s = self.s
        change = None if s.change is None else (s.change[0], s.change[1])
        dealer = None
        if change is not None and change[0].side == change[1].side and not s.both:
            dealer = (
                self.base.dealer
                if s.same_dealer
                else next_dealer(self.seating, self.base.dealer, change[0].side, self.v)
            )
        return Ruled(
            played_points=self.base.points,
            played_change=self.base.change,
            points=None if s.points is None else (s.points[0], s.points[1]),
            change=change,
            next_dealer=dealer,
            penalties=tuple((seat, ends[0], ends[1]) for seat, ends in sorted(s.penalties.items())),
            applied=tuple(s.applied),
            unruled=tuple(s.unruled),
            notes=tuple(s.notes),
            found=tuple(s.found),
            drops=tuple(s.drops),
            same_dealer=s.same_dealer,
            fault_restart=s.fault_restart,
            forfeit=s.forfeit,
            both=s.both,
        )


def _span(points: Sequence[int]) -> str:
    return span(points[0], points[1])


def span(low: int, high: int) -> str:
    """``110`` or ``100–110``: a value the referee may choose within a range."""
    return str(low) if low == high else f"{low}–{high}"


def signed(low: int, high: int) -> str:
    """``+10``, ``−20`` or ``−30…−20``: what a consequence did to the defenders' points."""

    def one(n: int) -> str:
        return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"

    return one(low) if low == high else f"{one(low)}…{one(high)}"


def why(a: Applied) -> Msg:
    """``W's failed-throw at trick 5: −20 points``: one consequence, for a message."""
    if a.points != (0, 0):
        effect = Msg.of("ruled.effect.points", points=signed(a.points[0], a.points[1]))
    else:
        effect = a.outcome
    if a.kind is None:
        return Msg.of("ruled.why.ruling", fault=a.fault or "", seat=a.seat, effect=effect)
    if a.trick is None:
        return Msg.of("ruled.why.hand", kind=a.kind, seat=a.seat, effect=effect)
    return Msg.of("ruled.why.finding", kind=a.kind, seat=a.seat, trick=a.trick, effect=effect)
