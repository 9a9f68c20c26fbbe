"""What the analyzer says about a record: the value from a trick on, a best line, what each play
made cost, whether the bottom dig was avoidable, and the value of every play at one turn.

Built on the search (:func:`~.search.search`, which gives the defenders' final points under
best play) and, for the bottom dig, on a yes/no search of its own over the same moves
(:class:`_Dig`: can the defenders force winning the last trick?).  Every search gets the same
node budget; a position not solved within it has no value (``None``), never a guessed one.
The readings (the value, the sign of a cost, the bottom-dig answer, the budget) are
docs/solver.md's.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import NamedTuple

from ..core.cards import Card
from ..core.messages import Msg
from ..core.record import HandRecord, Play, Trick
from ..core.reports import HandAnalysis, HandReport
from ..core.rules import level_change
from ..core.variants import Variant
from ..core.vocab import Kind, LevelChange, Side
from .moves import Meter, OutOfWork, legal_moves
from .native import SearchTables, native_dig
from .position import Position, PositionError, apply, forced_plays, position_at
from .search import DEFAULT_BUDGET, SearchResult, search

__all__ = [
    "ANALYZE_TRICKS",
    "ANALYZE_TRICKS_MAX",
    "PLAY_FAULTS",
    "Analyze",
    "Dig",
    "DigAnswer",
    "HandAnalysis",
    "LineStep",
    "PlayCost",
    "PlayValue",
    "SeatChoices",
    "Solution",
    "analyze_hand",
    "analyze_hand_costs",
    "line_record",
    "play_values",
    "solve",
    "stood_faults",
]


class LineStep(NamedTuple):
    """One play of a best line: ``cards`` are the cards played; a failed throw (a move only where
    it may gain: docs/solver.md §3) has the throw in ``attempted`` and its forced play in
    ``cards``, as a record writes it (``attempted -> cards``)."""

    trick: int
    seat: str
    cards: tuple[Card, ...]
    attempted: tuple[Card, ...] | None = None


Line = tuple[LineStep, ...]
"""Each play of a line, in order."""


class Dig(StrEnum):
    """The answer to "was the bottom dig avoidable?" (docs/solver.md, the bottom dig)."""

    NOT_DUG = "not-dug"
    """The dealer's side won the last trick: the bottom was not dug."""
    AVOIDABLE = "avoidable"
    """The defenders won the last trick, and a dealer-side play made it unstoppable (named)."""
    UNAVOIDABLE = "unavoidable"
    """The defenders could force winning the last trick from the analysed trick on."""
    INCOMPLETE = "incomplete"
    """The record stops before the last trick."""
    UNKNOWN = "unknown"
    """Not answered within the node budget."""


@dataclass(frozen=True, slots=True)
class DigAnswer:
    """The bottom-dig answer; ``seat`` and ``trick``: the play that made the dig unstoppable."""

    dig: Dig
    seat: str | None = None
    trick: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayCost:
    """One play made from the analysed trick on: the points its side lost by it.

    ``before``: the value with best play from the turn (``None``: not solved); ``after``: the
    value after the play made; ``cost`` = ``before - after`` for a defender, ``after - before``
    for the dealer's side (≥ 0; 0 for a best play; ``None`` when either is unknown)."""

    trick: int
    seat: str
    side: Side
    cards: tuple[Card, ...]
    """The cards played (a failed throw: the cards it tried; its forced play and penalty follow)."""
    cost: int | None
    best: tuple[Card, ...] | None
    """A best play at that turn (a failing throw that gains: the throw, its forced play in
    :attr:`best_forced`)."""
    before: int | None
    after: int | None
    best_forced: tuple[Card, ...] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Solution:
    """What :func:`solve` found from trick :attr:`from_trick` on."""

    solved: bool
    """The value was found within the budget."""
    value: int | None
    """The defenders' final points (bottom × multiplier, penalties) under best play from
    :attr:`from_trick` on, the points of the tricks before it included."""
    change: LevelChange | None
    """The level change the value gives (``core.rules.level_change``)."""
    recorded: int | None
    """The defenders' points the record gives (its replay), ``None`` when it stops early."""
    recorded_change: LevelChange | None
    line: Line
    """A best line from :attr:`from_trick` to the end (empty when not solved)."""
    costs: tuple[PlayCost, ...]
    """Each play made from :attr:`from_trick` on."""
    dealer_cost: int | None
    """The dealer's side's total cost (``None``: a cost of it is unknown)."""
    defenders_cost: int | None
    dig: DigAnswer
    from_trick: int
    budget: int
    nodes: int
    """Steps taken in all (every search's: nodes and candidate plays tried)."""
    faults: tuple[int, ...] = ()
    """The tricks in which the table let a fault stand (a failed throw, an illegal follow, a
    wrong number of cards …): replayed as played, the analysis starts after the last of them
    (docs/solver.md §8)."""
    asked: int | None = None
    """The trick asked for, when the faults moved the start later (``None``: they did not)."""
    reason: Msg | None = None
    """Why nothing was searched (no play recorded after the faults, unequal hands after them)."""

    def cost_of(self, side: Side) -> int | None:
        """A side's total cost."""
        return self.dealer_cost if side is Side.DEALER else self.defenders_cost


@dataclass(frozen=True, slots=True)
class PlayValue:
    """A legal play at a turn and the value after it (``None``: not solved); a failed throw (a
    move only where it may gain) has ``cards`` the throw and ``forced`` the forced play it makes
    (the one worst for the thrower, :func:`~.position.apply`)."""

    cards: tuple[Card, ...]
    value: int | None
    forced: tuple[Card, ...] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatChoices:
    """Every legal play of a seat at one turn (one per class of equivalent plays) with its value."""

    trick: int
    seat: str
    side: Side
    value: int | None
    """The turn's value: the best of the plays' for the seat's side."""
    plays: tuple[PlayValue, ...]
    """Best first for the seat's side (unknown values last)."""
    recorded: tuple[Card, ...] | None
    """The play the record makes there, if it does."""
    nodes: int


class _Solver:
    """The searches of one record, each result kept by position (the line and the record share
    their first positions, and a position is searched once)."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.nodes = 0
        self._seen: dict[Position, SearchResult] = {}
        self._tables = SearchTables()
        """The native search's tables, shared by the record's searches."""

    def result(self, pos: Position) -> SearchResult:
        found = self._seen.get(pos)
        if found is None:
            found = search(pos, self.budget, tables=self._tables)
            self.nodes += found.work
            self._seen[pos] = found
        return found

    def value(self, pos: Position) -> int | None:
        return self.result(pos).value

    def apply(self, pos: Position, move: tuple[Card, ...]) -> Position | None:
        """``pos`` after ``move``; a failing throw with the forced play worst for the thrower by
        these searches (:func:`~.position.apply` picks it by a search of the default budget);
        ``None`` when a search of it is not solved."""
        allowed = forced_plays(pos, move)
        if len(allowed) < 2:
            return apply(pos, move, forced=allowed[0] if allowed else None)
        defends = pos.defends(pos.turn)
        worst: tuple[int, Position] | None = None
        for f in allowed:
            after = apply(pos, move, forced=f)
            v = self.value(after)
            if v is None:
                return None
            if worst is None or (v < worst[0] if defends else v > worst[0]):
                worst = (v, after)
        assert worst is not None
        return worst[1]


class _Dig:
    """Can the defenders force winning the last trick from a position?  Plain and/or search
    over the same moves as the search (the failed throws that may gain included: a failing
    throw's forced play is picked by the thrower's opponents, by this question), a node budget,
    results kept by the cards still held and the trick in play (the points do not matter here).
    The compiled core answers where it handles the position (``Engine::dig``, its answers kept
    along the walk as the search's tables are); this is the reference it is tested against."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.nodes = 0
        """Steps taken in all (nodes and candidate plays tried)."""
        self.meter = Meter(budget)
        self._seen: dict[tuple[object, ...], bool] = {}
        self._tables = SearchTables()

    def forced(self, pos: Position) -> bool | None:
        """``True``: the defenders can force it; ``None``: not answered within the budget."""
        answer = None if pos.over else native_dig(pos, self.budget, self._tables)
        if answer is not None:
            status, forced, _, steps = answer
            self.nodes += steps
            return forced if status == "ok" else None
        return self.forced_here(pos)

    def forced_here(self, pos: Position) -> bool | None:
        """:meth:`forced` by this search (the reference), whatever the compiled core."""
        self.meter = Meter(self.budget)
        try:
            return self._forced(pos)
        except OutOfWork:
            return None
        finally:
            self.nodes += self.budget - max(self.meter.left, -1)

    def _forced(self, pos: Position) -> bool:
        if pos.over:
            return _side(pos, pos.leader) is Side.DEFENDERS  # the last trick's winner leads on
        key = (pos.holdings, pos.trick, pos.leader, pos.played, pos.barred, pos.exposed)
        known = self._seen.get(key)
        if known is not None:
            return known
        self.meter.spend()
        defender = _side(pos, pos.turn) is Side.DEFENDERS
        out = not defender
        for move in legal_moves(pos, failing=True, meter=self.meter):
            if self._after(pos, move, defender) is defender:
                out = defender
                break
        self._seen[key] = out
        return out

    def _after(self, pos: Position, move: tuple[Card, ...], defender: bool) -> bool:
        """The answer once ``pos.turn`` plays ``move``; a failing throw: its opponents pick the
        forced play (a defender's throw forces it only if every allowed forced play does)."""
        forced = forced_plays(pos, move)
        if not forced:
            return self._forced(apply(pos, move))
        answers = (self._forced(apply(pos, move, forced=f)) for f in forced)
        return all(answers) if defender else any(answers)


def _side(pos: Position, seat: str) -> Side:
    return pos.seating.side(seat, pos.dealer)


def _recorded_plays(record: HandRecord, from_trick: int) -> Iterator[tuple[int, int, Play]]:
    """(trick, index in the trick, play) of each play the record makes from ``from_trick`` on."""
    for number, trick in enumerate(record.tricks[from_trick - 1 :], start=from_trick):
        for j, play in enumerate(trick.plays):
            yield number, j, play


PLAY_FAULTS = frozenset(
    {
        Kind.CARD_NOT_HELD,
        Kind.CARD_COUNT,
        Kind.DECK,
        Kind.WRONG_LEADER,
        Kind.WRONG_ORDER,
        Kind.ILLEGAL_LEAD,
        Kind.ILLEGAL_FOLLOW,
        Kind.FAILED_THROW,
        Kind.WRONG_FORCED_PLAY,
        Kind.FALSE_FAILED_THROW,
        Kind.EXPOSED_CARD,
    }
)
"""The checker's findings of a play the rules forbid: a trick holding one the table let stand
is replayed as played, never searched or costed (docs/solver.md §8)."""


class _Unplayable(Exception):
    """A recorded play the rules do not allow there (the table let a fault stand)."""

    def __init__(self, trick: int) -> None:
        super().__init__(trick)
        self.trick = trick


def _after(before: Position, play: Play, trick: int) -> Position:
    """The position after the record's ``play`` (a failed throw as the record plays it: its
    forced play and penalty), as :func:`~.position.position_at` makes it; :class:`_Unplayable`
    when the rules do not allow it there (a throw that fails recorded as standing, a forced play
    the rules do not allow, a play out of turn, of cards not held or of the wrong number)."""
    if play.seat != before.turn:
        raise _Unplayable(trick)
    try:
        if play.attempted is None:
            if forced_plays(before, play.cards):  # a failed throw the table let stand
                raise _Unplayable(trick)
            return apply(before, play.cards)
        return apply(before, play.attempted, forced=play.cards)
    except PositionError as exc:
        raise _Unplayable(trick) from exc


def _walk(
    record: HandRecord, variant: Variant, from_trick: int
) -> list[tuple[int, int, Play, Position, Position]]:
    """The record's positions from ``from_trick`` on: (trick, index, play, before, after) per
    play."""
    out = []
    pos = position_at(record, variant, from_trick)
    for number, j, play in _recorded_plays(record, from_trick):
        after = _after(pos, play, number)
        out.append((number, j, play, pos, after))
        pos = after
    return out


def stood_faults(report: HandReport) -> tuple[int, ...]:
    """The tricks in which the checker found a play the rules forbid (:data:`PLAY_FAULTS`)."""
    return tuple(
        sorted(
            {f.trick for f in report.violations if f.kind in PLAY_FAULTS and f.trick is not None}
        )
    )


Walk = list[tuple[int, int, Play, Position, Position]]
"""The record's plays from a trick on: (trick, index, play, before, after) per play."""


def _start(
    record: HandRecord, variant: Variant, from_trick: int, faults: tuple[int, ...]
) -> tuple[int, tuple[int, ...], Walk]:
    """The trick the analysis starts at — ``from_trick``, or after the last trick with a fault
    that stood — the faulty tricks (a play the solver cannot make counts too) and the walk."""
    start = max(from_trick, min(max(faults, default=0) + 1, len(record.tricks) + 1))
    while True:
        try:
            return start, faults, _walk(record, variant, start)
        except _Unplayable as exc:  # a fault the checker's findings did not name: after it, too
            faults = tuple(sorted({*faults, exc.trick}))
            start = exc.trick + 1


def _cost(side: Side, before: int | None, after: int | None) -> int | None:
    if before is None or after is None:
        return None
    return before - after if side is Side.DEFENDERS else after - before


def _line(solver: _Solver, pos: Position) -> Line:
    """A best line from ``pos`` to the end (empty if a position on it is not solved)."""
    out = []
    while not pos.over:
        r = solver.result(pos)
        if r.value is None or r.best is None:
            return ()
        after = solver.apply(pos, r.best)
        if after is None:
            return ()
        if forced_plays(pos, r.best):  # a failed throw: its forced play is the trick's first play
            out.append(LineStep(pos.trick, pos.turn, after.played[0], r.best))
        else:
            out.append(LineStep(pos.trick, pos.turn, r.best))
        pos = after
    return tuple(out)


def _dig(
    report: HandReport,
    walk: list[tuple[int, int, Play, Position, Position]],
    start: Position,
    budget: int,
) -> tuple[DigAnswer, int]:
    """The bottom-dig answer (docs/solver.md): walking the record back from its end, the last
    position from which the dealer's side could still stop the defenders winning the last
    trick; the dealer-side play made there let the dig happen."""
    if not report.complete or not report.tricks:
        return DigAnswer(Dig.INCOMPLETE), 0
    if not report.tricks[-1].defenders_won:
        return DigAnswer(Dig.NOT_DUG), 0
    search_dig = _Dig(budget)
    for trick, _, play, before, _ in reversed(walk):
        forced = search_dig.forced(before)
        if forced is None:
            return DigAnswer(Dig.UNKNOWN), search_dig.nodes
        if not forced:
            # From here the dealer's side could stop it, and after this play it could not: the
            # play is a dealer-side one (a defender's turn from which the defenders cannot force
            # it leads only to positions from which they cannot).
            return DigAnswer(Dig.AVOIDABLE, play.seat, trick), search_dig.nodes
    forced = search_dig.forced(start)
    if forced is None:
        return DigAnswer(Dig.UNKNOWN), search_dig.nodes
    return DigAnswer(Dig.UNAVOIDABLE, trick=start.trick), search_dig.nodes


def solve(
    record: HandRecord,
    variant: Variant,
    *,
    from_trick: int = 1,
    budget: int = DEFAULT_BUDGET,
    dig: bool = True,
) -> Solution:
    """The record analysed from trick ``from_trick`` on, every hand open.

    Raises :class:`~.position.PositionError` when the record does not give the four hands and
    the bottom, or ``from_trick`` is not a trick of it.  ``dig=False`` skips the bottom-dig
    answer (:attr:`Dig.UNKNOWN`).

    >>> from shengji_cli.core.variants import load_variant
    >>> from shengji_cli.gen.hands import generate
    >>> v = load_variant("baifen")
    >>> record = generate(3, v).record          # a random legal hand of 打百分
    >>> s = solve(record, v, from_trick=10)
    >>> s.solved, len(s.line), len(s.costs)
    (True, 8, 8)
    >>> s.value + s.dealer_cost - s.defenders_cost == s.recorded   # what the plays made lost
    True
    """
    from ..core.replay import replay

    report = replay(record, variant)
    first, faults, walk = _start(record, variant, from_trick, stood_faults(report))
    start = position_at(record, variant, first)
    recorded = report.defenders_points if report.complete else None
    asked = from_trick if first != from_trick else None
    recorded_change = None if recorded is None else level_change(recorded, variant)
    reason = _unsolvable(start, first, from_trick, faults, walk)
    if reason is not None:
        return Solution(
            solved=False,
            value=None,
            change=None,
            recorded=recorded,
            recorded_change=recorded_change,
            line=(),
            costs=(),
            dealer_cost=None,
            defenders_cost=None,
            dig=DigAnswer(Dig.UNKNOWN if report.complete else Dig.INCOMPLETE),
            from_trick=first,
            budget=budget,
            nodes=0,
            faults=faults,
            asked=asked,
            reason=reason,
        )
    solver = _Solver(budget)
    values = _values(solver, _positions(walk, start))
    value = values[0]
    costs = _costs(solver, walk, values)
    answer, dig_nodes = _dig(report, walk, start, budget) if dig else (DigAnswer(Dig.UNKNOWN), 0)
    totals = _side_totals(costs)
    return Solution(
        solved=value is not None,
        value=value,
        change=None if value is None else level_change(value, variant),
        recorded=recorded,
        recorded_change=recorded_change,
        line=_line(solver, start) if value is not None else (),
        costs=tuple(costs),
        dealer_cost=totals[Side.DEALER],
        defenders_cost=totals[Side.DEFENDERS],
        dig=answer,
        from_trick=first,
        budget=budget,
        nodes=solver.nodes + dig_nodes,
        faults=faults,
        asked=asked,
    )


def _side_totals(costs: list[PlayCost]) -> dict[Side, int | None]:
    """What the recorded plays cost each side in all (``None`` when a cost is not known)."""
    return {side: _total(c.cost for c in costs if c.side is side) for side in Side}


def _unsolvable(
    start: Position, first: int, from_trick: int, faults: tuple[int, ...], walk: Walk
) -> Msg | None:
    """Why the analysis has nothing to solve from ``start``, or ``None``."""
    if faults and first > from_trick and not walk and not start.over:
        return Msg.of("solve.faults.nothing", trick=faults[-1])
    if not start.over and len({len(h) for h in start.holdings}) > 1:
        return Msg.of("solve.faults.unequal", trick=first)
    return None


def _positions(walk: Walk, start: Position) -> list[Position]:
    """The position before each recorded play of the walk, and the one after them all."""
    return [before for *_, before, _ in walk] + [walk[-1][4] if walk else start]


def _values(solver: _Solver, positions: list[Position]) -> list[int | None]:
    """Each position's value, from the end back: the later positions are the smaller searches,
    and once one is not solved the earlier (bigger) ones are not tried."""
    values: list[int | None] = [None] * len(positions)
    for i in reversed(range(len(positions))):
        values[i] = solver.value(positions[i])
        if values[i] is None:
            break
    return values


def _costs(solver: _Solver, walk: Walk, values: list[int | None]) -> list[PlayCost]:
    """What each recorded play of the walk cost its side (``values``: before each, then at the
    end)."""
    costs = []
    for i, (trick, _, play, before, _) in enumerate(walk):
        side = _side(before, play.seat)
        b, a = values[i], values[i + 1]
        best = None if b is None else solver.result(before).best
        costs.append(
            PlayCost(
                trick=trick,
                seat=play.seat,
                side=side,
                cards=play.attempted or play.cards,
                cost=_cost(side, b, a),
                best=best,
                before=b,
                after=a,
                best_forced=_forced_part(solver, before, best),
            )
        )
    return costs


def _forced_part(
    solver: _Solver, pos: Position, play: tuple[Card, ...] | None
) -> tuple[Card, ...] | None:
    """The forced play ``play`` makes when it is a failing throw (:meth:`_Solver.apply`'s), else
    ``None`` (and when a search of it is not solved)."""
    if play is None or not forced_plays(pos, play):
        return None
    after = solver.apply(pos, play)
    return None if after is None else after.played[0]


def _total(costs: Iterator[int | None]) -> int | None:
    total = 0
    for c in costs:
        if c is None:
            return None
        total += c
    return total


def play_values(
    record: HandRecord, variant: Variant, trick: int, seat: str, *, budget: int = DEFAULT_BUDGET
) -> SeatChoices:
    """Every legal play of ``seat`` at trick ``trick`` (the record's earlier plays of that trick
    made) with the value after it, best first for the seat's side.  Listing the plays spends one
    budget; each play's search has its own, and once one is not solved the later plays are not
    tried (their values unknown, as the turn's is).

    Raises :class:`~.position.PositionError` as :func:`solve` does, or when ``seat`` is not
    to play at that trick after the record's plays (it has played already, or the record stops
    before its turn)."""
    pos, j = _seat_position(record, variant, trick, seat)
    plays = record.tricks[trick - 1].plays if trick <= len(record.tricks) else ()
    solver = _Solver(budget)
    side = _side(pos, seat)
    made = plays[j] if j < len(plays) else None
    recorded = None if made is None else made.attempted or made.cards
    meter = Meter(budget)
    try:  # the plays themselves may be too many to list (every sub-multiset a throw could be)
        moves = legal_moves(pos, failing=True, meter=meter)
    except OutOfWork:
        return SeatChoices(
            trick=trick,
            seat=seat,
            side=side,
            value=None,
            plays=(),
            recorded=recorded,
            nodes=budget + 1,
        )
    values, best = _ranked(_valued(solver, pos, moves), side)
    return SeatChoices(
        trick=trick,
        seat=seat,
        side=side,
        value=best,
        plays=tuple(values),
        recorded=recorded,
        nodes=solver.nodes + budget - meter.left,
    )


def _seat_position(
    record: HandRecord, variant: Variant, trick: int, seat: str
) -> tuple[Position, int]:
    """The position at ``seat``'s turn in trick ``trick`` (the record's earlier plays of it
    made), and how many plays came before; :class:`PositionError` when it is not its turn."""
    pos = position_at(record, variant, trick)
    shown = len(record.tricks[trick - 1].plays) if trick <= len(record.tricks) else 0
    order = pos.seating.order_from(pos.leader)
    if seat not in order:
        raise PositionError(
            Msg.of("solve.error.no-such-seat", seat=seat, seats=" ".join(pos.seating))
        )
    j = order.index(seat)
    if j > shown:
        raise PositionError(Msg.of("solve.error.before-turn", seat=seat, trick=trick, n=shown))
    return (position_at(record, variant, trick, j) if j else pos), j


def _ranked(values: list[PlayValue], side: Side) -> tuple[list[PlayValue], int | None]:
    """The plays best first for ``side``, and the turn's value (``None`` unless every play's
    is known)."""
    sign = 1 if side is Side.DEFENDERS else -1
    values.sort(key=lambda p: (p.value is None, -sign * (p.value or 0)))
    known = [p.value for p in values if p.value is not None]
    if len(known) < len(values) or not known:
        return values, None
    return values, max(known) if sign > 0 else min(known)


def _valued(solver: _Solver, pos: Position, moves: list[tuple[Card, ...]]) -> list[PlayValue]:
    """Each move with the value after it; once one is not solved the turn's value is unknown
    and the rest are not tried."""
    values = []
    lost = False
    for move in moves:
        after = None if lost else solver.apply(pos, move)
        value = None if after is None else solver.value(after)
        lost = value is None
        forced = None if lost else _forced_part(solver, pos, move)
        values.append(PlayValue(move, value, forced))
    return values


def line_record(record: HandRecord, solution: Solution) -> HandRecord:
    """The record with the solution's best line played from its :attr:`~Solution.from_trick`
    on (the claims dropped): what the checker replays to see the line reach the value."""
    from ..core.record import Claims

    tricks = list(record.tricks[: solution.from_trick - 1])
    for number, seat, cards, attempted in solution.line:
        if number > len(tricks):
            tricks.append(Trick(number, ()))
        last = tricks[-1]
        tricks[-1] = last._replace(plays=(*last.plays, Play(seat, cards, attempted)))
    return replace(record, tricks=tuple(tricks), claims=Claims())


ANALYZE_TRICKS = 6
"""``check --analyze`` and ``solve`` analyse a hand's last this many tricks by default
(docs/solver.md)."""
ANALYZE_TRICKS_MAX = 10
"""The most tricks ``check --analyze`` analyses a hand (``--analyze-tricks``): 10 cards a hand is
about the largest search solved within a budget (docs/solver.md §7), and every earlier
position's search would only run out of it."""


@dataclass(frozen=True, slots=True)
class Analyze:
    """What ``check --analyze`` analyses: each complete hand's last :attr:`tricks` tricks,
    each search within :attr:`budget` nodes."""

    tricks: int = ANALYZE_TRICKS
    budget: int = DEFAULT_BUDGET

    def __post_init__(self) -> None:
        if not 1 <= self.tricks <= ANALYZE_TRICKS_MAX or self.budget < 1:
            raise ValueError(
                f"Analyze: tricks must be 1 to {ANALYZE_TRICKS_MAX}, budget at least 1"
            )


def analyze_hand(
    record: HandRecord, variant: Variant, report: HandReport, analyze: Analyze = Analyze()
) -> HandReport:  # noqa: B008 - frozen
    """``report`` with the analysis of ``record``'s last tricks (``check --analyze``); an
    unreadable hand's report as it is."""
    return analyze_hand_costs(record, variant, report, analyze)[0]


def analyze_hand_costs(
    record: HandRecord, variant: Variant, report: HandReport, analyze: Analyze = Analyze()
) -> tuple[HandReport, tuple[PlayCost, ...]]:  # noqa: B008 - frozen
    """:func:`analyze_hand`'s report and what each analysed play cost (``shengji show
    --analyze`` draws them); no costs when the hand was not analysed."""
    if report.error is not None:
        return report, ()
    from_trick = max(1, len(record.tricks) - analyze.tricks + 1)
    if not report.complete:
        why = _not_analysed(None, analyze, Msg.of("solve.analysis.incomplete"))
        return replace(report, analysis=why), ()
    try:
        s = solve(record, variant, from_trick=from_trick, budget=analyze.budget, dig=False)
    except PositionError as exc:
        return replace(report, analysis=_not_analysed(from_trick, analyze, exc.message)), ()
    except (
        Exception
    ) as exc:  # a bug in the solver must not lose the hand's check: the analysis names it
        return replace(
            report,
            analysis=_not_analysed(
                from_trick,
                analyze,
                Msg.of("solve.analysis.internal-error", error=f"{type(exc).__name__}: {exc}"),
            ),
        ), ()
    if s.reason is not None:
        why = _not_analysed(s.from_trick, analyze, s.reason)
        return replace(report, analysis=replace(why, faults=s.faults)), ()
    return replace(
        report,
        analysis=HandAnalysis(
            solved=s.solved,
            from_trick=s.from_trick,
            value=s.value,
            dealer_cost=s.dealer_cost,
            defenders_cost=s.defenders_cost,
            nodes=s.nodes,
            budget=analyze.budget,
            faults=s.faults,
        ),
    ), s.costs


def _not_analysed(from_trick: int | None, analyze: Analyze, reason: Msg) -> HandAnalysis:
    return not_analysed(from_trick, analyze.budget, reason)


def not_analysed(from_trick: int | None, budget: int, reason: Msg) -> HandAnalysis:
    """The analysis of a hand not analysed, and why (``check --analyze``, ``shengji review``)."""
    return HandAnalysis(
        solved=False,
        from_trick=from_trick,
        value=None,
        dealer_cost=None,
        defenders_cost=None,
        nodes=0,
        budget=budget,
        reason=reason,
    )
