"""A match: the hands of one record file, each following from the last under a variant.

The first hand may carry ``levels: N=2 W=2`` (a seat stands for its partnership; absent: both
on 2) and ``teams: N=北京 W=上海`` (the partnerships' names; absent: ``N/S`` and ``W/E``).
Each later hand's dealer and level follow from the previous hand's result: the dealer side
went up → ``match.next_dealer_on_hold`` (the partner) deals; the defenders took over →
``match.next_dealer_on_takeover`` (the old dealer's 下家); the levels move by
:func:`shengji_cli.core.levels.advance` (must-play stops, shenzhen deduction, the J/A bottom
rule, wrapping, the match's end).  The J/A rule's "dug with a J or A" is read as: the
defenders won the last trick and the winning play holds a card of the level rank; the levels
it restarts from are ``match.ja_restart``.  ``match.restore_after_ja_below`` (shenzhen
落实政策): on the hand right after such a restart, if that side deals and the defenders score
under the threshold, it plays the J/A again.

A hand that omits ``dealer:``, ``level:`` or ``trump:`` gets the match's (trump: from the
bids); one that states a different value is a ``dealer-mismatch``, ``level-mismatch`` or
``trump-mismatch``.  On the first hand the standing bid's seat is the dealer.  When a hand's
result cannot be known (an unfinished hand), level checks stop until a ``levels:`` line
re-anchors them.  Rulings (``ruling:``) change the result per the variant's ``[faults]``:
a points table reads the ruling's ``at=`` (the points at the fault), else the hand's points; a
``then`` chain counts the partnership's offences of that fault in the match; a forfeit ends the
match at its hand (the levels stop; a hand recorded after it is a ``forfeited`` finding); with
``faults.card_count_both``, card-count rulings against both sides leave the levels and send the
next deal to the bids (:mod:`.forfeits`, docs/rules.md R11.30–R11.35).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import assert_never

from .cards import ACE, LITTLE_JOKER, Card, card_rank
from .declarations import DeclarationOutcome, judge_bids
from .ends import Clock
from .errors import InputError
from .forfeits import MatchForfeit, Offences
from .levels import LevelOutcome, advance, ja_restart, next_dealer
from .messages import Msg, Param, Rank
from .named_seats import unseated
from .record import HandRecord, Ruling
from .redeals import judge_draws, judge_redeal
from .replay import replay
from .reports import Bottom, Finding, HandReport, MatchHand, MatchReport, Result, finding
from .seating import Seating
from .variants import Variant
from .vocab import FirstDraw, FirstHandDealer, Kind, LevelChange, Side, Trump

__all__ = ["MatchReport", "hands_alone", "replay_match"]


def replay_match(records: Sequence[HandRecord], variant: Variant) -> MatchReport:
    """Replay every hand of a match and add the match findings to each hand's violations.  A
    hand naming a seat that is not of the match's seating (a dealer, a bid, a play…) is the
    error of its hand, and stands in the match as a hand of unknown result."""
    return _Match(records, variant).run()


def hands_alone(
    source: str, variant: Variant, reports: tuple[HandReport, ...], why: Msg
) -> MatchReport:
    """A match whose hands could only be judged each on its own (``why`` says why): no
    partnerships, levels or match lines."""
    return MatchReport(
        source=source,
        variant=variant.name,
        variant_version=variant.version,
        partnerships=("?", "?"),
        start_levels=(2, 2),
        hands=(),
        reports=reports,
        notes=(why,),
    )


@dataclass
class _Hand:
    """One hand as the match goes through it, filled in step by step."""

    number: int
    record: HandRecord
    first: bool
    """The match's first hand: no hand was played before it (a redeal repeats the first)."""
    found: list[Finding] = field(default_factory=list)
    notes: list[Msg] = field(default_factory=list)
    dealer: str | None = None
    level: int | None = None
    trump: Trump | None = None


@dataclass
class _Ruled:
    """A hand's outcome after the referee's rulings."""

    change: LevelChange | None
    total: int | None
    """The defenders' points."""
    drops: list[tuple[int, int]] = field(default_factory=list)
    """``self-N`` rulings: a partnership and the levels it drops after the hand."""
    same_dealer: bool = False
    fault_restart: int | None = None
    """``faults.ja_restart``: the level the dealer side at fault on a J/A level restarts from."""
    found: list[Finding] = field(default_factory=list)
    # -- forfeits and both sides at fault
    forfeit: tuple[Ruling, int, int] | None = None
    """A ruling that forfeits the match: the ruling, the partnership, the offence's number."""
    both: bool = False
    """``faults.card_count_both``: card-count rulings against both sides — no level moves, the
    next deal goes to the bids (club10 八)."""


@dataclass(frozen=True, slots=True)
class _Moved:
    """Both partnerships' levels after a hand's result, before any ``self-N`` drop."""

    dealer: int
    defenders: int
    side: Side
    """The side that deals next hand."""
    winner: Side | None = None
    """The side that won the match with this hand, if one did."""
    restart: LevelChange | None = None
    """A restart's result (a J/A dug, a fault on a J/A level), else ``None``."""


def _after_drops(
    dealer: int, defenders: int, drops: Sequence[tuple[int, int]], own: int
) -> tuple[int, int]:
    """The levels after the ``self-N`` rulings' drops (``own``: the dealer's partnership); a
    level stays at 2 at least."""
    for p, n in drops:
        if p == own:
            dealer = max(2, dealer - n)
        else:
            defenders = max(2, defenders - n)
    return dealer, defenders


def _stop_notes(out: LevelOutcome) -> list[Msg]:
    """A must-play level that stopped the climb (and the levels it cost), a wrap past A."""
    notes = []
    if out.stopped_at is not None:
        notes.append(
            Msg.of("match.stopped-deducted", level=Rank(out.stopped_at), n=out.deducted)
            if out.deducted
            else Msg.of("match.stopped", level=Rank(out.stopped_at))
        )
    if out.wrapped:
        notes.append(Msg.of("match.wrapped"))
    return notes


@dataclass
class _Unapplied:
    """The match had the table gone on from hand ``hand``'s result as played (``played``) rather
    than as ruled (``ruled``): both partnerships' levels and the next dealer on that track."""

    hand: int
    played: LevelChange
    ruled: LevelChange
    levels: list[int]
    expected: str | None
    reported: bool = False

    def hand_played(self, match: _Match, dealer: str, change: LevelChange | None) -> None:
        """A later hand moves this track on by its result, as it moves the match."""
        if change is None:
            self.expected = None
            return
        own = match.pair(dealer)
        out = advance(self.levels[own], self.levels[1 - own], change, match.v)
        self.levels[own], self.levels[1 - own] = out.dealer_level, out.defenders_level
        self.expected = next_dealer(match.seating, dealer, out.side, match.v)


class _Match:
    """The state of a match between hands; :meth:`run` replays it, one step per method."""

    def __init__(self, records: Sequence[HandRecord], variant: Variant) -> None:
        self.records, self.v = records, variant
        self.source = records[0].source if records else "<string>"
        first = records[0] if records else HandRecord()
        self.seating = Seating(
            first.seats or (tuple(p.seat for p in first.tricks[0].plays) if first.tricks else ())
        )
        self.labels = ("?", "?")
        """The partnerships' names: 0 is the first seat's."""
        if self.seating.valid:
            names = {
                self.pair(seat): name for seat, name in first.teams or () if seat in self.seating
            }
            s = self.seating.seats
            self.labels = (
                names.get(0, f"{s[0]}/{self.seating.partner(s[0])}"),
                names.get(1, f"{s[1]}/{self.seating.partner(s[1])}"),
            )
        self.levels = [2, 2]
        for seat, lv in first.levels or ():
            self.levels[self.pair(seat)] = lv
        self.start = (self.levels[0], self.levels[1])
        self.known = True
        """The levels are known (an unknown result stops the checks until a ``levels:`` line)."""
        self.expected: str | None = None
        """Who the match says deals the next hand (``None``: it cannot tell), and why."""
        self.why: Msg | None = None
        self.restore: tuple[int, int] | None = None
        """After a J/A bottom restart: the partnership and the level it may play again (落实政策
        )."""
        self.free_two: set[int] = set()
        """Partnerships restarted on 2 by the J/A rule: 2 is not must-play for them (此时2非必打
        )."""
        self.ended: tuple[int, str] | None = None
        # -- forfeits
        self.offences = Offences()
        """Each partnership's rulings per fault so far (a ``then`` chain's count)."""
        self.forfeit: MatchForfeit | None = None
        self.contest = False
        """The last hand had card-count rulings against both sides: the next deal goes to the
        bids."""
        self.played = False
        self.hands: list[MatchHand] = []
        self.reports: list[HandReport] = []
        self.clock = Clock(variant, self.labels, self.pair)
        self.time_end: tuple[int, int | None] | None = None
        """The hand after which the match ended on time, and the partnership that won (``None``:
        none)."""
        self.unapplied: _Unapplied | None = None
        """Where the match would be had the table gone on from a hand's result as played
        (R11.56)."""

    def pair(self, seat: str | None) -> int:
        """The seat's partnership: 0 for the first seat's, 1 for the other's (0 when unknown)."""
        if seat is None or seat not in self.seating:
            return 0
        return 0 if self.seating.side(seat, self.seating.seats[0]) is Side.DEALER else 1

    def levels_now(self) -> tuple[int, int] | None:
        return (self.levels[0], self.levels[1]) if self.known else None

    def expect(self, dealer: str | None, why: Msg) -> None:
        """The next hand is ``dealer``'s, for the reason ``why``."""
        self.expected, self.why = dealer, why

    def find(
        self, h: _Hand, kind: Kind, seat: str | None, message: Msg, cards: tuple[Card, ...] = ()
    ) -> None:
        h.found.append(finding(self.v, kind, None, seat, cards, message))

    def run(self) -> MatchReport:
        v = self.v
        if not self.seating.valid:
            plain = tuple(replay(r, v, i) for i, r in enumerate(self.records, 1))
            return hands_alone(self.source, v, plain, Msg.of("match.no-seats"))
        for i, rec in enumerate(self.records, 1):
            unseated = self.unseated(i, rec)
            if unseated is not None:  # as the batch stands an unreadable hand in: unknown
                rec = HandRecord(source=rec.source, line=rec.line)
            self.hand(_Hand(i, rec, first=not self.played or self.contest))
            if unseated is not None:
                self.reports[-1] = unseated
            self.timed(i, rec)
        f = self.forfeit
        notes = (
            ()
            if f is None
            else (
                Msg.of(
                    "match.forfeit",
                    loser=f.loser,
                    winner=f.winner,
                    hand=f.hand,
                    fault=f.fault,
                    seat=f.seat,
                    n=f.offence,
                    article=f.article,
                ),
            )
        )
        return self.finished(
            MatchReport(
                source=self.source,
                variant=v.name,
                variant_version=v.version,
                partnerships=self.labels,
                start_levels=self.start,
                hands=tuple(self.hands),
                reports=tuple(self.reports),
                winner=self.ended[1] if self.ended else None,
                ended_at=self.ended[0] if self.ended else None,
                notes=notes,
                forfeit=f,
            )
        )

    def unseated(self, number: int, rec: HandRecord) -> HandReport | None:
        """The error report of a hand naming a seat not of the match's seating, else ``None``."""
        why = unseated(rec, self.seating)
        if why is None:
            return None
        what, seat, line = why
        seats = " ".join(self.seating.seats)
        message = Msg.of("batch.match-unknown-seat", what=what, seat=seat, seats=seats)
        error = InputError(rec.source, message, line or rec.line, 1)
        return HandReport(  # (as the batch's)
            source=rec.source, hand=number, variant="?", variant_version="?", error=error
        )

    def hand(self, h: _Hand) -> None:
        """One hand: the levels line, the bids (dealer, level, trump), then the replay, the
        rulings and the match's advance."""
        pending, self.restore = self.restore, None
        rec = h.record
        if self.forfeit is not None:
            self.after_forfeit(h, self.forfeit)
            return
        if self.ended is not None:
            self.find(
                h,
                Kind.LEVEL_MISMATCH,
                None,
                Msg.of("match.ended", hand=self.ended[0], winner=self.ended[1]),
            )
        if h.number > 1 and rec.levels:
            self.check_levels(h)
        decl = self.bids(h)
        self.check_unapplied(h)
        self.contest = False
        if rec.redeal is not None:
            self.redealt(h)
            return
        if (decl.redeal or decl.step_down) and not rec.tricks:
            self.void(h, decl)
            return
        self.play(h, pending)

    def play(self, h: _Hand, pending: tuple[int, int] | None) -> None:
        """A hand played: the replay with the match's dealer, level and trump, the rulings, and
        the match's advance (``pending``: a level to restore after a J/A restart)."""
        rec = h.record
        self.played = True
        filled = replace(
            rec,
            seats=rec.seats or self.seating.seats,
            dealer=h.dealer,
            level=h.level,
            trump=h.trump,
        )
        report = replay(filled, self.v, h.number, self.offences)
        if report.error is None:
            report = replace(report, violations=report.violations + tuple(h.found))
        ruled = self.rulings(h, report)
        if ruled.forfeit is not None:
            self.forfeited(h, report, ruled, ruled.forfeit)
        elif ruled.change is None or h.dealer is None or h.level is None or not self.known:
            self.unknown(h, report, ruled)
        else:
            self.advance(h, report, ruled, h.dealer, h.level, pending)

    # -- before the replay ----------------------------------------------------------------

    def check_levels(self, h: _Hand) -> None:
        """A later hand's ``levels:`` line: checked while the levels are known, else it re-anchors
        them."""
        claimed = {self.pair(s): lv for s, lv in h.record.levels or ()}
        if self.known:
            for p, lv in sorted(claimed.items()):
                if self.levels[p] != lv:
                    self.find(
                        h,
                        Kind.LEVEL_MISMATCH,
                        None,
                        Msg.of(
                            "match.levels-mismatch",
                            team=self.labels[p],
                            recorded=Rank(lv),
                            expected=Rank(self.levels[p]),
                        ),
                    )
        else:
            for p, lv in claimed.items():
                self.levels[p] = lv
            self.known = len(claimed) == 2

    def side_level(self, recorded: int | None, seat: str) -> int:
        """The level of the seat's side; while the levels are unknown, the hand's recorded level,
        else 2."""
        if self.known:
            return self.levels[self.pair(seat)]
        return recorded if recorded is not None else 2

    def bids(self, h: _Hand) -> DeclarationOutcome:
        """The hand's bids, which may fix (first hand) or move the deal; then the dealer, the
        level and the trump the hand is played with, each checked against the record."""
        rec = h.record
        if self.v.match.declarer_deals:  # the declarer deals: the match expects nobody
            self.expected = None
        recorded = rec.dealer or (rec.tricks[0].plays[0].seat if rec.tricks else None)
        hand_dealer = self.expected or recorded
        decl = judge_bids(
            replace(rec, seats=rec.seats or self.seating.seats),
            self.v,
            partial(self.side_level, rec.level),
            hand_dealer,
            h.first,
        )
        first, why = self.first_dealer(decl)
        if h.first and first is not None:
            self.expect(first, why)
        self.drawn(h, first)
        if decl.new_dealer is not None and self.expected is not None:
            self.expect(decl.new_dealer, Msg.of("match.why.takes-deal", seat=decl.new_dealer))
        h.dealer = rec.dealer or self.expected or recorded
        self.settle(h, decl, hand_dealer)
        return decl

    def settle(self, h: _Hand, decl: DeclarationOutcome, hand_dealer: str | None) -> None:
        """The dealer, the level and the trump the hand is played with (the bids' findings and
        notes its own), each checked against the record."""
        self.check_dealer(h)
        # The level is the dealing side's as the match gives it.  A wrong dealer line is one
        # fault: a level that fits the recorded dealer's side is not reported again.
        moved = decl.new_dealer is not None and hand_dealer is not None
        self.check_level(h, hand_dealer if moved else self.expected or h.dealer)
        for f in decl.findings:
            self.find(h, f.kind, f.seat, f.message, f.cards)
        h.notes += decl.notes
        self.check_trump(h, decl)

    def first_dealer(self, decl: DeclarationOutcome) -> tuple[str | None, Msg]:
        """Who deals the match's first hand by its bids (``declaration.first_hand_dealer``), and
        why."""
        rule = self.v.declaration.first_hand_dealer
        match rule:
            case FirstHandDealer.STANDING_BID:
                return decl.declarer, Msg.of("match.why.first-bid")
            case FirstHandDealer.FIRST_BID:
                return decl.first_declarer, Msg.of("match.why.first-declarer")
            case _:
                assert_never(rule)

    def check_dealer(self, h: _Hand) -> None:
        recorded = h.record.dealer
        if recorded is not None and self.expected is not None and recorded != self.expected:
            self.find(
                h,
                Kind.DEALER_MISMATCH,
                recorded,
                Msg.of(
                    "match.dealer-mismatch", recorded=recorded, expected=self.expected, why=self.why
                ),
            )

    def check_level(self, h: _Hand, level_seat: str | None) -> None:
        """The hand's ``level:`` line against the level of ``level_seat``'s side (unless it fits
        the recorded dealer's: one fault, one finding); the level the hand is played at."""
        recorded = h.record.level
        expected = self.expected_level(level_seat)
        if recorded is not None and expected is not None and recorded != expected:
            if not self.fits_dealer(h.dealer, recorded):
                self.find(
                    h,
                    Kind.LEVEL_MISMATCH,
                    h.dealer,
                    Msg.of(
                        "match.level-mismatch",
                        recorded=Rank(recorded),
                        expected=Rank(expected),
                        team=self.labels[self.pair(level_seat)],
                    ),
                )
        h.level = recorded if recorded is not None else expected
        if not self.known and recorded is not None and h.dealer is not None:
            self.levels[self.pair(h.dealer)] = recorded

    def expected_level(self, level_seat: str | None) -> int | None:
        """The level of ``level_seat``'s side while the levels are known (``None`` past A: the
        match is over, no level to play or to check against)."""
        if not self.known or level_seat is None:
            return None
        expected = self.levels[self.pair(level_seat)]
        return expected if expected <= ACE else None

    def fits_dealer(self, dealer: str | None, recorded: int) -> bool:
        """Whether ``recorded`` is the level of the recorded ``dealer``'s side."""
        return self.known and dealer is not None and recorded == self.levels[self.pair(dealer)]

    def check_trump(self, h: _Hand, decl: DeclarationOutcome) -> None:
        recorded = h.record.trump
        if recorded is not None and decl.trump is not None and recorded != decl.trump:
            trumps: dict[str, Param] = {
                "recorded": recorded,
                "expected": str(decl.trump),  # its letter, as before the trump was typed
                "recorded_name": recorded,
                "expected_name": decl.trump,
            }
            if (
                decl.findings
            ):  # one fault, one finding: the trump follows the bid that did not stand
                h.notes.append(Msg.of("match.trump-follows-bid", **trumps))
            else:
                self.find(
                    h, Kind.TRUMP_MISMATCH, decl.declarer, Msg.of("match.trump-mismatch", **trumps)
                )
        h.trump = recorded or decl.trump

    def void(self, h: _Hand, decl: DeclarationOutcome) -> None:
        """Nobody declared and the hand was not played: redealt, or the dealer steps down."""
        dealer = h.dealer
        self.check_after(h, h.found)
        if decl.step_down and dealer is not None:
            h.notes.append(Msg.of("match.step-down"))
            self.expect(
                self.seating.next(dealer),
                Msg.of("match.why.stepped-down", seat=dealer, hand=h.number),
            )
        elif h.first:
            h.notes.append(Msg.of("match.redeal-first"))
            self.expected = None
        else:
            h.notes.append(Msg.of("match.redeal"))
            self.expect(dealer, Msg.of("match.why.redealt", hand=h.number))
        self.not_played(h, None)

    def not_played(self, h: _Hand, trump: Trump | None) -> None:
        """A hand judged but not played (redealt, or the dealer stepped down): its report and
        its line in the match, the next dealer as now expected."""
        v = self.v
        self.reports.append(
            HandReport(
                source=h.record.source,
                hand=h.number,
                variant=v.name,
                variant_version=v.version,
                seats=self.seating.seats,
                dealer=h.dealer,
                level=h.level,
                trump=trump,
                violations=tuple(h.found),
            )
        )
        self.hands.append(
            MatchHand(
                hand=h.number,
                dealer=h.dealer,
                level=h.level,
                trump=trump,
                defenders_points=None,
                bottom=None,
                result=None,
                levels_after=self.levels_now(),
                next_dealer=self.expected,
                notes=tuple(h.notes),
            )
        )

    # -- after the replay -----------------------------------------------------------------

    def rulings(self, h: _Hand, report: HandReport) -> _Ruled:
        """The hand's result after the referee's rulings (:mod:`.ruled`, applied by the replay;
        the replay's result, else the record's claim)."""
        r = report.ruled
        if r is None:
            return _Ruled(None, None)
        if report.result is None and h.record.claims.result is not None:
            h.notes.append(Msg.of("match.claimed-result"))
        h.notes += r.notes
        change = r.change[0] if r.change is not None and r.change[0] == r.change[1] else None
        if r.change is not None and change is None:
            h.notes.append(Msg.of("match.ruled-range"))
        total = r.points[0] if r.points is not None and r.points[0] == r.points[1] else None
        return _Ruled(
            change,
            total,
            drops=list(r.drops),
            same_dealer=r.same_dealer,
            fault_restart=r.fault_restart,
            forfeit=r.forfeit,
            both=r.both,
        )

    def unknown(self, h: _Hand, report: HandReport, ruled: _Ruled) -> None:
        """A hand whose result, dealer or level is unknown: the level checks stop."""
        if ruled.change is None:
            h.notes.append(Msg.of("match.result-unknown"))
        self.known = False
        self.expected = None
        if ruled.change is not None and h.dealer is not None:
            self.expect(
                next_dealer(self.seating, h.dealer, ruled.change.side, self.v),
                Msg.of("match.why.after", hand=h.number),
            )
        self.check_after(h, ruled.found)
        self.reports.append(self.with_ruling_findings(report, ruled))
        self.hands.append(
            MatchHand(
                hand=h.number,
                dealer=h.dealer,
                level=h.level,
                trump=h.trump,
                defenders_points=ruled.total,
                bottom=report.bottom,
                result=ruled.change,
                levels_after=None,
                next_dealer=self.expected,
                notes=tuple(h.notes),
            )
        )

    def advance(
        self,
        h: _Hand,
        report: HandReport,
        ruled: _Ruled,
        dealer: str,
        level: int,
        pending: tuple[int, int] | None,
    ) -> None:
        """Both partnerships' levels after the hand, who deals next, and the hand's result as
        the match has it."""
        change = ruled.change
        assert change is not None
        own = self.pair(dealer)
        before = (self.levels[own], self.levels[1 - own])
        moved = self.moved_levels(h, report, ruled, own, level, pending)
        out_d, out_f = _after_drops(moved.dealer, moved.defenders, ruled.drops, own)
        self.track_unapplied(h, report, ruled, dealer, before, _dug_with_level(report, level))
        self.levels[own], self.levels[1 - own] = out_d, out_f
        self.free_two = {p for p in self.free_two if self.levels[p] == 2}
        if moved.winner is not None and self.ended is None:
            self.ended = (h.number, self.labels[own if moved.winner is Side.DEALER else 1 - own])
        self.deal_next(h, ruled, dealer, moved.side)
        result = self.match_result(report, ruled, change, moved.restart, own)
        if report.result is not None and report.error is None and report.result != result:
            report = replace(report, result=result)
        self.check_after(h, ruled.found)
        self.reports.append(self.with_ruling_findings(report, ruled))
        self.hands.append(
            MatchHand(
                hand=h.number,
                dealer=dealer,
                level=level,
                trump=h.trump,
                defenders_points=ruled.total,
                bottom=report.bottom,
                result=result.change,
                levels_after=self.levels_now(),
                next_dealer=self.expected,
                notes=tuple(h.notes),
            )
        )

    def match_result(
        self,
        report: HandReport,
        ruled: _Ruled,
        change: LevelChange,
        restart: LevelChange | None,
        own: int,
    ) -> Result:
        """The hand's result as the match has it: a restart's, or the ruled change (noted as
        after the rulings when they changed what the hand's own report says)."""
        if restart is not None:
            team, level = self.labels[own], Rank(self.levels[own])
            return Result(restart, self.expected, Msg.of("match.ja-result", team=team, level=level))
        result = Result(change, self.expected)
        if (
            ruled.drops
            or ruled.both
            or report.result is not None
            and report.result.change != change
        ):
            result = replace(result, note=Msg.of("match.after-rulings"))
        return result

    def moved_levels(
        self,
        h: _Hand,
        report: HandReport,
        ruled: _Ruled,
        own: int,
        level: int,
        pending: tuple[int, int] | None,
    ) -> _Moved:
        """Both partnerships' levels as the hand's result moves them (``own``: the dealer's
        partnership), before any ``self-N`` drop: none moves when both sides are at fault, a
        fault on a J/A level restarts the dealer, else the level table."""
        dl, fl = self.levels[own], self.levels[1 - own]
        if ruled.both:  # club10 八: 双方不升降级，且下把牌双方抢庄
            return _Moved(dl, fl, Side.DEALER)
        if ruled.fault_restart is not None:
            out = ja_restart(dl, fl, ruled.fault_restart, Side.DEFENDERS)
            h.notes.append(
                Msg.of("match.fault-restart", level=Rank(level), restart=Rank(out.dealer_level))
            )
            return _Moved(out.dealer_level, out.defenders_level, out.side, restart=out.result)
        assert ruled.change is not None
        dug = _dug_with_level(report, level)
        return self.played_levels(h, ruled.change, dug, own, level, pending, ruled.total)

    def played_levels(
        self,
        h: _Hand,
        change: LevelChange,
        dug: bool,
        own: int,
        level: int,
        pending: tuple[int, int] | None,
        total: int | None,
    ) -> _Moved:
        """The levels as the level table moves them by ``change`` (``dug``: the defenders won
        the last trick with a level card), with a J/A dug, a level restored after a restart
        (``pending``; ``total``: the defenders' points), a stop and a wrap noted."""
        dl, fl = self.levels[own], self.levels[1 - own]
        gaining = own if change.side == Side.DEALER else 1 - own
        free = frozenset({2}) if gaining in self.free_two else frozenset()
        out = advance(dl, fl, change, self.v, dug, free)
        out_d = out.dealer_level
        restored = self.restored_level(pending, own, out.side, total)
        if out.restarted:
            self.dug(h, own, dl, level, out_d)
        elif restored is not None:
            out_d = max(out_d, restored)
            h.notes.append(Msg.of("match.restored", level=Rank(restored)))
        h.notes.extend(_stop_notes(out))
        return _Moved(
            out_d,
            out.defenders_level,
            out.side,
            out.winner,
            out.result if out.restarted else None,
        )

    def dug(self, h: _Hand, own: int, before: int, level: int, restart: int) -> None:
        """Partnership ``own`` dug on its J/A ``level`` and restarts at ``restart``: noted, its
        level ``before`` kept to restore, its 2 freed, as the variant says."""
        m = self.v.match
        an = level in (8, 14)  # the English article: "an 8", "an A"
        h.notes.append(
            Msg.of(
                "match.dug-an" if an else "match.dug-a", level=Rank(level), restart=Rank(restart)
            )
        )
        if m.restore_after_ja_below > 0:
            self.restore = (own, before)
        if m.ja_restart_frees_two and restart == 2:
            self.free_two.add(own)

    def restored_level(
        self, pending: tuple[int, int] | None, own: int, side: Side, total: int | None
    ) -> int | None:
        """The level a partnership restarted on a J/A gets back (``match.restore_after_ja_below``):
        it deals again, holding the defenders under the threshold."""
        if pending is None or pending[0] != own or side is not Side.DEALER or total is None:
            return None
        return pending[1] if total < self.v.match.restore_after_ja_below else None

    def deal_next(self, h: _Hand, ruled: _Ruled, dealer: str, side: Side) -> None:
        """Who deals next: the bids after both sides' faults, the same dealer when a ruling says
        so, else by the side that won the hand."""
        if ruled.both:
            self.expected, self.contest = None, True
            h.notes.append(Msg.of("match.deal-to-bids"))
        elif ruled.same_dealer:
            self.expect(dealer, Msg.of("match.why.same-dealer", seat=dealer, hand=h.number))
        else:
            self.expect(
                next_dealer(self.seating, dealer, side, self.v),
                Msg.of(
                    "match.why.held" if side is Side.DEALER else "match.why.took-over",
                    hand=h.number,
                ),
            )

    # -- a ruling the table did not apply (docs/rules.md R11.56) ---------------------------------

    def track_unapplied(
        self,
        h: _Hand,
        report: HandReport,
        ruled: _Ruled,
        dealer: str,
        before: tuple[int, int],
        dug: bool,
    ) -> None:
        """The match as it would go on from this hand's result as played, when a determinate
        ruling changes it (the first such hand); a track already open moves on by this hand."""
        own = self.pair(dealer)
        r, alt = report.ruled, self.unapplied
        if alt is not None:
            alt.hand_played(self, dealer, ruled.change)
            return
        if r is None or not r.exact or r.played_change is None or ruled.change is None:
            return
        if r.played_change == ruled.change and not ruled.drops and ruled.fault_restart is None:
            return
        out = advance(before[0], before[1], r.played_change, self.v, dug)
        levels = [0, 0]
        levels[own], levels[1 - own] = out.dealer_level, out.defenders_level
        self.unapplied = _Unapplied(
            h.number,
            r.played_change,
            ruled.change,
            levels,
            next_dealer(self.seating, dealer, out.side, self.v),
        )

    def check_unapplied(self, h: _Hand) -> None:
        """A hand whose ``levels:``, ``dealer:`` and ``level:`` lines follow an earlier hand's
        result as played, not as ruled: one finding for the whole match, not one a hand."""
        alt, rec = self.unapplied, h.record
        if alt is None:
            return
        flagged = [f for f in h.found if f.kind in (Kind.LEVEL_MISMATCH, Kind.DEALER_MISMATCH)]
        if not flagged:
            if not alt.reported and (rec.levels or rec.dealer or rec.level):
                self.unapplied = None  # the table went on from the ruled result
            return
        if not self.follows_played(alt, rec):
            return
        h.found = [f for f in h.found if f not in flagged]
        self.report_unapplied(alt, h.number)

    def follows_played(self, alt: _Unapplied, rec: HandRecord) -> bool:
        """Whether the record's ``levels:``, ``dealer:`` and ``level:`` lines are those of the
        track ``alt`` (the result as played)."""
        claimed = {self.pair(s): lv for s, lv in rec.levels or ()}
        return (
            all(alt.levels[p] == lv for p, lv in claimed.items())
            and (rec.dealer is None or alt.expected is None or rec.dealer == alt.expected)
            and (
                rec.level is None or alt.levels[self.pair(rec.dealer or alt.expected)] == rec.level
            )
        )

    def report_unapplied(self, alt: _Unapplied, number: int) -> None:
        """The finding, once, on the hand whose ruling the table did not apply (hand ``number``
        followed the result as played)."""
        ruled_hand = alt.hand - 1
        if (
            alt.reported
            or ruled_hand >= len(self.reports)
            or self.reports[ruled_hand].error is not None
        ):
            return
        alt.reported = True  # one finding, on the hand whose ruling the table did not apply
        found = finding(
            self.v,
            Kind.LEVEL_MISMATCH,
            None,
            None,
            (),
            Msg.of(
                "match.ruling-not-applied",
                hand=alt.hand,
                next=number,
                played=Msg.of("ruled.change", side=alt.played.side, levels=alt.played.levels),
                ruled=Msg.of("ruled.change", side=alt.ruled.side, levels=alt.ruled.levels),
            ),
        )
        report = self.reports[ruled_hand]
        self.reports[ruled_hand] = replace(report, violations=report.violations + (found,))

    def check_after(self, h: _Hand, found: list[Finding]) -> None:
        """An ``after:`` claim (each partnership's level after the hand): checked while the
        levels are known (a finding into ``found``), else it re-anchors them, as a later hand's
        ``levels:`` line does."""
        claimed = {self.pair(s): lv for s, lv in h.record.claims.levels_after or ()}
        if self.known:
            for p, lv in sorted(claimed.items()):
                if self.levels[p] != lv:
                    found.append(
                        finding(
                            self.v,
                            Kind.LEVEL_MISMATCH,
                            None,
                            None,
                            (),
                            Msg.of(
                                "match.after-mismatch",
                                team=self.labels[p],
                                recorded=Rank(lv),
                                expected=Rank(self.levels[p]),
                            ),
                        )
                    )
        elif len(claimed) == 2:
            for p, lv in claimed.items():
                self.levels[p] = lv
            self.known = True

    # -- the end on time, redeals at a seat's call, the first dealer's draw (core.ends,
    # core.redeals) --

    def drawn(self, h: _Hand, bid_dealer: str | None) -> None:
        """The ``draw:`` lines; on the first hand the high draw deals as ``declaration.first_draw``
        says."""
        rec = h.record
        if not rec.draws:
            return
        out = judge_draws(self.v, self.seating, rec.draws, h.first)
        h.found += out.found
        h.notes += out.notes
        rule = self.v.declaration.first_draw
        if out.high is None or not (
            rule is FirstDraw.DEALER or rule is FirstDraw.DEALER_WITHOUT_BID and bid_dealer is None
        ):
            return
        if rec.dealer is not None and rec.dealer != out.high:
            self.find(
                h,
                Kind.DRAW_MISMATCH,
                rec.dealer,
                Msg.of("match.draw.dealer", recorded=rec.dealer, expected=out.high),
            )
            self.expected = rec.dealer  # one fault, one finding: no dealer-mismatch besides
        else:
            self.expect(out.high, Msg.of("match.why.drew-highest", seat=out.high))

    def redealt(self, h: _Hand) -> None:
        """A deal redone at a seat's call (``redeal:``): judged, not played; the dealer stays."""
        rec = h.record
        assert rec.redeal is not None
        seat, cards = rec.redeal
        out = judge_redeal(
            self.v, self.seating, h.dealer, seat, cards, rec.deal_of(seat), bool(rec.tricks)
        )
        h.found += out.found
        h.notes += out.notes
        self.played = self.played or h.dealer is not None
        self.expect(h.dealer, Msg.of("match.why.redealt-weak", seat=seat, hand=h.number))
        self.check_after(h, h.found)
        self.not_played(h, h.trump)

    def timed(self, number: int, rec: HandRecord) -> None:
        """The clock after a hand: a ``time:`` line, the hands after a call, the winner on time."""
        if self.clock.ended_at is None and (
            self.ended is not None or rec.time is None and self.clock.called_at is None
        ):
            return
        out = self.clock.after(
            number,
            rec.time,
            self.levels_now(),
            None if self.expected is None else self.pair(self.expected),
        )
        if out.ended:
            self.time_end = (number, out.winner)
        report, played = self.reports[-1], self.hands[-1]
        if out.found and report.error is None:
            self.reports[-1] = replace(report, violations=report.violations + tuple(out.found))
        self.hands[-1] = replace(played, notes=played.notes + tuple(out.notes))

    def finished(self, m: MatchReport) -> MatchReport:
        """The match report with its end on time (or a call whose hands were not all played)."""
        late = self.clock.finish(len(self.records), self.ended is not None)
        if late and self.reports and self.reports[-1].error is None:
            last = self.reports[-1]
            m = replace(
                m,
                reports=m.reports[:-1] + (replace(last, violations=last.violations + tuple(late)),),
            )
        if self.time_end is None:  # a match won on the levels before the time (timed() stops there)
            return m
        hand, winner = self.time_end
        return replace(
            m,
            winner=None if winner is None else self.labels[winner],
            ended_at=hand,
            ended_on_time=True,
        )

    # -- forfeits ---------------------------------------------------

    def forfeited(
        self, h: _Hand, report: HandReport, ruled: _Ruled, forfeit: tuple[Ruling, int, int]
    ) -> None:
        """A ruling forfeits the match at this hand: the other side wins it, the levels stay."""
        ruling, pair, offence = forfeit
        loser, winner = self.labels[pair], self.labels[1 - pair]
        self.forfeit = MatchForfeit(
            hand=h.number,
            loser=loser,
            winner=winner,
            seat=ruling.seat,
            fault=ruling.fault,
            offence=offence,
            article=self.v.articles.get(str(Kind.FORFEITED), ""),
        )
        self.ended = (h.number, winner)
        self.expected = None
        h.notes.append(Msg.of("match.forfeited", loser=loser, winner=winner))
        self.reports.append(self.with_ruling_findings(report, ruled))
        self.after_the_end(h, h.dealer, h.level, h.trump, ruled.total, report.bottom)

    def after_forfeit(self, h: _Hand, f: MatchForfeit) -> None:
        """A hand recorded after a forfeit ended the match: a finding; the hand is replayed on its
        own."""
        self.find(
            h,
            Kind.FORFEITED,
            None,
            Msg.of("match.after-forfeit", hand=f.hand, loser=f.loser, winner=f.winner),
        )
        report = replay(
            replace(h.record, seats=h.record.seats or self.seating.seats), self.v, h.number
        )
        if report.error is None:
            report = replace(report, violations=report.violations + tuple(h.found))
        else:  # not a hand of the match: what it lacks to be replayed is no finding of its own
            report = HandReport(
                source=h.record.source,
                hand=h.number,
                variant=self.v.name,
                variant_version=self.v.version,
                seats=self.seating.seats,
                dealer=h.record.dealer,
                level=h.record.level,
                trump=h.record.trump,
                violations=tuple(h.found),
            )
        self.reports.append(report)
        self.after_the_end(
            h, report.dealer, report.level, report.trump, report.defenders_points, report.bottom
        )

    def after_the_end(
        self,
        h: _Hand,
        dealer: str | None,
        level: int | None,
        trump: Trump | None,
        points: int | None,
        bottom: Bottom | None,
    ) -> None:
        """The match's line of a hand that ends it by a forfeit, or comes after one: no result
        and nobody to deal next."""
        self.hands.append(
            MatchHand(
                hand=h.number,
                dealer=dealer,
                level=level,
                trump=trump,
                defenders_points=points,
                bottom=bottom,
                result=None,
                levels_after=self.levels_now(),
                next_dealer=None,
                notes=tuple(h.notes),
            )
        )

    @staticmethod
    def with_ruling_findings(report: HandReport, ruled: _Ruled) -> HandReport:
        if ruled.found and report.error is None:
            return replace(report, violations=report.violations + tuple(ruled.found))
        return report


def _dug_with_level(report: HandReport, level: int) -> bool:
    """The J/A rule's "dug with a J or A": the defenders won the last trick with a play
    holding a card of the level rank."""
    last = report.tricks[-1] if report.tricks else None
    return bool(
        last
        and last.defenders_won
        and any(
            c < LITTLE_JOKER and card_rank(c) == level
            for p in last.plays
            if p.seat == last.winner
            for c in p.cards
        )
    )
