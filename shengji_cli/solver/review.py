"""Game review (``shengji review``): every play from a horizon on graded on the level scale, the
value graph, and, asked for, each decision judged from what its seat could know.

The horizon is the earliest trick from which the hand is analysed exactly: a trick asked for
(``--from-trick``, ``--last``), else the earliest the per-hand CPU budget reaches walking back
from the end, each earlier trick's positions searched with the tables the later ones filled
(:class:`~.analysis._Solver`).  Before it nothing is said.  A play's grade is what its cost
changed (docs/solver.md, "Grading a play"): :data:`GRADE_BY_CHANGE`.

>>> from shengji_cli.core.variants import load_variant
>>> from shengji_cli.core.replay import replay
>>> from shengji_cli.gen.hands import generate
>>> v = load_variant("national")
>>> record = generate(5, v).record
>>> review = review_hand(record, v, replay(record, v), Review(last=3)).analysis.review
>>> review.horizon == len(record.tricks) - 2, len(review.plays)
(True, 12)
>>> review.graph[-1][1] == replay(record, v).defenders_points   # the last point: as played
True
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from ..core.backend import native
from ..core.messages import Msg
from ..core.record import HandRecord
from ..core.reports import GradedPlay, HandAnalysis, HandReport, HandReview, SingleDummy
from ..core.rules import level_change
from ..core.variants import Variant
from ..core.vocab import Grade, Side
from .analysis import Walk, _cost, _side, _Solver, _start, _total, not_analysed, stood_faults
from .dummy import judge_single_dummy, shown_cards
from .moves import Meter, OutOfWork, legal_moves
from .position import Position, PositionError, position_at

__all__ = [
    "DEFAULT_SECONDS",
    "DEFAULT_STEPS",
    "GRADE_BY_CHANGE",
    "Change",
    "Review",
    "change_of",
    "grade_of",
    "review_hand",
]

DEFAULT_SECONDS = 3.0
"""The CPU seconds a hand's review may spend reaching back (``--budget``)."""
DEFAULT_STEPS = 2_000_000
"""The steps each of the review's searches may take (``--steps``): a tenth of the analyzer's
default (:data:`~.search.DEFAULT_BUDGET`), so that a search past the reach gives up within about a
second of CPU instead of ten, and the time budget holds (docs/solver.md §11)."""


class Change:
    """What a play's cost changed, most serious first (the keys of :data:`GRADE_BY_CHANGE`)."""

    LEVEL = "level"
    """The level change: the levels won, or the side that goes up (who deals next)."""
    BOTTOM = "bottom"
    """Whether the bottom is dug, or its multiplier, with best play after the play."""
    POINTS = "points"
    """Only points inside one bracket of the level table."""
    NOTHING = "nothing"
    """Nothing: the play cost no point."""


GRADE_BY_CHANGE: dict[str, Grade] = {
    Change.LEVEL: Grade.BLUNDER,
    Change.BOTTOM: Grade.MISTAKE,
    Change.POINTS: Grade.INACCURACY,
    Change.NOTHING: Grade.BEST,
}
"""A play's grade by what its cost changed (docs/solver.md, "Grading a play")."""


@dataclass(frozen=True, slots=True)
class Review:
    """What ``shengji review`` analyses: from trick :attr:`from_trick`, or the last
    :attr:`last` tricks, else as far back as :attr:`seconds` of CPU reach; each search within
    :attr:`budget` steps; :attr:`single_dummy` deals a decision, seeded by :attr:`seed`; only
    the plays of :attr:`seats` graded (every seat's when empty)."""

    from_trick: int | None = None
    last: int | None = None
    seconds: float = DEFAULT_SECONDS
    budget: int = DEFAULT_STEPS
    single_dummy: int = 0
    seed: int = 0
    seats: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.from_trick is not None and self.last is not None:
            raise ValueError("Review: from_trick and last exclude each other")
        if min(self.from_trick or 1, self.last or 1, self.budget, self.single_dummy + 1) < 1:
            raise ValueError("Review: tricks, budget and deals must be positive")

    def first_asked(self, tricks: int) -> int | None:
        """The trick asked for as the horizon, in a hand of ``tricks`` tricks (``None``: by
        time)."""
        if self.from_trick is not None:
            return min(self.from_trick, tricks)
        if self.last is not None:
            return max(1, tricks - self.last + 1)
        return None


def change_of(
    side: Side, before: int, after: int, variant: Variant, dig: tuple[int | None, int | None]
) -> str:
    """What a play of ``side`` changed: the values before and after it, and the bottom's
    multiplier with best play before and after it (0: not dug; only asked when the level change
    stands).  The bottom counts when it moved against the side: dug, or dug with a larger
    multiplier, after a dealer-side play; no longer dug, or with a smaller one, after a
    defender's."""
    if _cost(side, before, after) == 0:
        return Change.NOTHING
    if level_change(before, variant) != level_change(after, variant):
        return Change.LEVEL
    dug_before, dug_after = dig
    if dug_before is not None and dug_after is not None:
        worse = dug_after > dug_before if side is Side.DEALER else dug_after < dug_before
        if worse:
            return Change.BOTTOM
    return Change.POINTS


def grade_of(change: str) -> Grade:
    """The grade of a play whose cost changed ``change``.

    >>> [str(grade_of(c)) for c in (Change.LEVEL, Change.BOTTOM, Change.POINTS, Change.NOTHING)]
    ['blunder', 'mistake', 'inaccuracy', 'best']
    """
    return GRADE_BY_CHANGE[change]


def review_hand(
    record: HandRecord, variant: Variant, report: HandReport, review: Review
) -> HandReport:
    """``report`` with the hand's review in its analysis (an unreadable hand's as it is)."""
    if report.error is not None:
        return report
    if not report.complete:
        return replace(report, analysis=_not_reviewed(review, Msg.of("solve.analysis.incomplete")))
    try:
        analysis = _reviewed(record, variant, report, review)
    except PositionError as exc:
        analysis = _not_reviewed(review, exc.message)
    except Exception as exc:  # a bug in the solver must not lose the hand's check
        why = Msg.of("solve.analysis.internal-error", error=f"{type(exc).__name__}: {exc}")
        analysis = _not_reviewed(review, why)
    return replace(report, analysis=analysis)


def _not_reviewed(review: Review, reason: Msg) -> HandAnalysis:
    return not_analysed(None, review.budget, reason)


def steps_per_second() -> int:
    """About how many search steps a CPU second takes: the compiled core's when it is built,
    else the Python search's (docs/solver.md §5's measures, rounded down)."""
    return NATIVE_STEPS_PER_SECOND if native() is not None else PYTHON_STEPS_PER_SECOND


NATIVE_STEPS_PER_SECOND = 2_000_000
PYTHON_STEPS_PER_SECOND = 60_000
"""The search's steps in a CPU second, about (the default budget of 20,000,000 steps takes about
8 s natively and 4 minutes in Python): what a hand's time left affords a search."""


class _Reach:
    """The values of the walk's positions, found from the end back, one trick at a time."""

    def __init__(self, walk: Walk, end: Position, review: Review, first: int, tricks: int) -> None:
        self.walk, self.review = walk, review
        self.positions = [w[3] for w in walk] + [end]
        self.values: list[int | None] = [None] * len(self.positions)
        self.solver = _Solver(review.budget)
        self.asked = review.first_asked(tricks)
        self.first = max(first, self.asked or 1)

    def run(self) -> tuple[int | None, str]:
        """The horizon (``None``: not even the last trick) and what stopped it."""
        self.started = started = time.process_time()
        horizon: int | None = None
        self.values[-1] = self.solver.value(self.positions[-1])
        for trick, indices in self._tricks_back():
            if trick < self.first:
                break
            late = time.process_time() - started > self.review.seconds
            if self.asked is None and horizon is not None and late:  # the last trick at least
                return horizon, "time"
            if not self._solve(indices):
                return horizon, "budget"
            horizon = trick
        return horizon, self._why_stopped(horizon)

    def _again(self, i: int) -> int | None:
        """Position ``i`` searched again with the steps the hand's time left affords, when the
        horizon is by time and that is more than :attr:`Review.budget` (``None``: not solved)."""
        if self.asked is not None:
            return None
        left = self.review.seconds - (time.process_time() - self.started)
        steps = int(left * steps_per_second())
        if steps <= self.review.budget:
            return None
        again = _Solver(steps)
        again._tables = self.solver._tables  # the hand's table, kept
        value = again.value(self.positions[i])
        self.solver.nodes += again.nodes
        if value is not None:
            self.solver._seen[self.positions[i]] = again.result(self.positions[i])
        return value

    def _why_stopped(self, horizon: int | None) -> str:
        if horizon == 1:
            return "start"
        return "asked" if self.asked is not None and horizon == self.asked else "faults"

    def _tricks_back(self) -> list[tuple[int, list[int]]]:
        """(trick, the indices of its plays in the walk), the last trick first; a trick's first
        play first (its search fills the table its later plays' searches use, and when it is
        not solved they are not tried)."""
        out: dict[int, list[int]] = {}
        for i, entry in enumerate(self.walk):
            out.setdefault(entry[0], []).append(i)
        return sorted(out.items(), reverse=True)

    def _solve(self, indices: list[int]) -> bool:
        for i in indices:
            value = self.solver.value(self.positions[i])
            self.values[i] = self._again(i) if value is None else value
            if self.values[i] is None:
                return False
        return True


def _reviewed(
    record: HandRecord, variant: Variant, report: HandReport, review: Review
) -> HandAnalysis:
    first, faults, walk = _start(record, variant, 1, stood_faults(report))
    end = walk[-1][4] if walk else position_at(record, variant, first)
    reach = _Reach(walk, end, review, first, len(record.tricks))
    horizon, limit = reach.run()
    plays = _graded(reach, report, horizon, record, review)
    value = reach.values[_index_of(walk, horizon)] if horizon is not None else None
    totals = {s: _total(p.cost for p in plays if p.side is s) for s in Side}
    return HandAnalysis(
        solved=horizon is not None,
        from_trick=horizon,
        value=value,
        dealer_cost=totals[Side.DEALER],
        defenders_cost=totals[Side.DEFENDERS],
        nodes=reach.solver.nodes,
        budget=review.budget,
        faults=faults,
        review=HandReview(
            horizon=horizon,
            tricks=len(record.tricks),
            graph=_graph(reach, horizon),
            plays=tuple(plays),
            limit=limit,
        ),
    )


def _index_of(walk: Walk, trick: int) -> int:
    """The walk's index of trick ``trick``'s first play (the end when past the last)."""
    return next((i for i, w in enumerate(walk) if w[0] == trick), len(walk))


def _graph(reach: _Reach, horizon: int | None) -> tuple[tuple[int, int | None], ...]:
    """(trick, value before it) from the horizon on, and (the trick after the last, the end)."""
    if horizon is None:
        return ()
    walk = reach.walk
    starts = [(w[0], reach.values[i]) for i, w in enumerate(walk) if w[1] == 0 and w[0] >= horizon]
    last = walk[-1][0] + 1 if walk else horizon
    return (*starts, (last, reach.values[-1]))


def _graded(
    reach: _Reach, report: HandReport, horizon: int | None, record: HandRecord, review: Review
) -> list[GradedPlay]:
    if horizon is None:
        return []
    out = []
    for i, (trick, _, play, before, _) in enumerate(reach.walk):
        if trick < horizon or (review.seats and play.seat not in review.seats):
            continue
        side = _side(before, play.seat)
        b, a = reach.values[i], reach.values[i + 1]
        graded = _grade(reach, report, i, side, b, a)
        graded = replace(graded, trick=trick, seat=play.seat, cards=play.attempted or play.cards)
        if _wants_dummy(review, graded):
            graded = replace(graded, single_dummy=_dummy(reach, record, i, graded.cost))
        out.append(graded)
    return out


def _dummy(reach: _Reach, record: HandRecord, i: int, cost: int | None) -> SingleDummy:
    """Play ``i`` of the walk judged single dummy."""
    review = reach.review
    trick, j = reach.walk[i][0], reach.walk[i][1]
    before = [p for t in record.tricks[: trick - 1] for p in t.plays]
    before += record.tricks[trick - 1].plays[:j]
    bids = [(b.seat, b.cards) for b in record.bids]
    dealer = reach.positions[i].dealer
    return judge_single_dummy(
        reach.walk,
        i,
        deals=review.single_dummy,
        seed=review.seed,
        budget=review.budget,
        dd_cost=cost,
        shown=shown_cards(bids, before, dealer),
    )


def _wants_dummy(review: Review, play: GradedPlay) -> bool:
    return review.single_dummy > 0 and play.choices > 1


def _grade(
    reach: _Reach, report: HandReport, i: int, side: Side, b: int | None, a: int | None
) -> GradedPlay:
    """Play ``i`` of the walk graded (its trick, seat and cards set by the caller)."""
    before = reach.positions[i]
    best = None if b is None else reach.solver.result(before).best
    cost = _cost(side, b, a)
    base = GradedPlay(
        trick=0,
        seat="",
        side=side,
        cards=(),
        best=best,
        before=b,
        after=a,
        cost=cost,
        grade=None,
        choices=_choices(before, reach.review.budget),
    )
    if b is None or a is None:
        return base
    if cost == 0 or level_change(b, before.variant) != level_change(a, before.variant):
        return replace(base, grade=grade_of(change_of(side, b, a, before.variant, (0, 0))))
    dig = (_dig_line(reach.solver, before), _dig_after(reach, report, i))
    if None in dig:
        return replace(base, dig_before=dig[0], dig_after=dig[1])
    grade = grade_of(change_of(side, b, a, before.variant, dig))
    return replace(base, grade=grade, dig_before=dig[0], dig_after=dig[1])


def _choices(pos: Position, budget: int) -> int:
    """How many different plays ``pos.turn`` has (2 when too many to list)."""
    try:
        return len(legal_moves(pos, failing=True, meter=Meter(budget)))
    except OutOfWork:
        return 2


def _dig_after(reach: _Reach, report: HandReport, i: int) -> int | None:
    after = reach.positions[i + 1]
    if not after.over:
        return _dig_line(reach.solver, after)
    bottom = report.bottom
    dug = bool(report.tricks) and report.tricks[-1].defenders_won
    return bottom.multiplier if dug and bottom is not None else 0


def _dig_line(solver: _Solver, pos: Position) -> int | None:
    """The bottom's multiplier at the end of the solver's best line from ``pos`` (0: the
    dealer's side wins the last trick; ``None``: a position on it not solved)."""
    while True:
        r = solver.result(pos)
        if r.value is None or r.best is None:
            return None
        after = solver.apply(pos, r.best)
        if after is None:
            return None
        if after.over:
            if not after.defends(after.leader):
                return 0
            return pos.rules.bottom_multiplier(pos.played[0])
        pos = after
