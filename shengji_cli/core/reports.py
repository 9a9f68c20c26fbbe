"""What checking produces: findings, judged tricks, a hand's report, a match's report.

Plain frozen data (picklable, so worker processes can send it back); rendering them is the
report layer's business (:mod:`shengji_cli.report`).  Messages are :class:`~.messages.Msg`
ids with parameters; a preset's articles and rulings come as :class:`~.messages.Localized`
text, both languages at once, so no lookup is needed later.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from .cards import Card
from .errors import ErrorKind as ErrorKind
from .errors import InputError as InputError
from .forfeits import MatchForfeit
from .messages import Localized, Msg
from .record import Ruling
from .variants import Variant
from .vocab import Fault, Grade, Kind, LevelChange, Side, Standing, Status, Trump

NO_TEXT = Localized("", "")


@dataclass(frozen=True, slots=True)
class Finding:
    """One violation (or, in :attr:`HandReport.unverifiable`, one check that could not be made)."""

    kind: Kind
    trick: int | None
    seat: str | None
    cards: tuple[Card, ...]
    message: Msg
    rule: Localized = NO_TEXT
    """The article the play breaks (rulebook + 第N条), from the preset."""
    ruling: Localized = NO_TEXT
    """What the preset's referee rules."""


class PlayState(NamedTuple):
    """One play as judged: the seat, its cards, the attempted throw if it failed, its standing.

    (An immutable named tuple rather than a frozen dataclass: a season builds millions.)
    """

    seat: str
    cards: tuple[Card, ...]
    standing: Standing
    attempted: tuple[Card, ...] | None = None


class TrickState(NamedTuple):
    """A judged trick."""

    number: int
    leader: str
    plays: tuple[PlayState, ...]
    winner: str
    points: int
    defenders_won: bool


@dataclass(frozen=True, slots=True)
class Penalty:
    """A failed throw's penalty: against whom, at which trick, how many points."""

    seat: str
    trick: int
    points: int
    """Penalty points charged to the seat."""
    effect: int
    """What it does to the defenders' total (negative: subtracted)."""


@dataclass(frozen=True, slots=True)
class StoodThrow:
    """A throw that could be beaten, played as if it stood: the penalty it would have cost,
    least and most (the allowed forced plays may withdraw different numbers of cards)."""

    seat: str
    trick: int
    least: int
    most: int


@dataclass(frozen=True, slots=True)
class Applied:
    """One consequence the referee's ruling applies (:mod:`.ruled`): against whom, for which
    finding or ``ruling:`` line, and what it did."""

    seat: str
    trick: int | None
    kind: Kind | None
    """The finding ruled on (``None``: a ``ruling:`` line no finding stands behind)."""
    fault: Fault | None
    """The ``[faults]`` key it rules by (``None``: a failed throw's penalty, or no rule)."""
    written: bool
    """A ``ruling:`` line of the record (else the variant's ``[consequences]``)."""
    points: tuple[int, int]
    """What it did to the defenders' points, least and most."""
    outcome: Msg
    """What the variant rules."""


@dataclass(frozen=True, kw_only=True)
class Ruled:
    """A hand's result as the referee rules it: the result as played with every consequence
    applied (docs/rules.md §11).  A value the referee chooses within a range is given at both
    ends (``points``, ``change``, ``penalties``: least, most)."""

    played_points: int | None
    """The defenders' points as played (the ruling's start)."""
    played_change: LevelChange | None
    points: tuple[int, int] | None
    """The defenders' points, least and most (``None``: not known)."""
    change: tuple[LevelChange, LevelChange] | None
    """The level change at the two ends of ``points``."""
    next_dealer: str | None
    """Who deals next (``None``: the two ends go up different sides, or the bids decide)."""
    penalties: tuple[tuple[str, int, int], ...] = ()
    """The failed throws' penalties per seat as ruled: seat, least, most."""
    applied: tuple[Applied, ...] = ()
    unruled: tuple[Applied, ...] = ()
    """Findings whose consequence is ``none``: the text gives the referee no rule."""
    notes: tuple[Msg, ...] = ()
    found: tuple[Finding, ...] = ()
    """Rulings the variant does not allow (``ruling-mismatch``, ``penalty-mismatch``)."""
    drops: tuple[tuple[int, int], ...] = ()
    """``self-N``: a partnership (0: the first seat's) and the levels it drops after the hand."""
    same_dealer: bool = False
    fault_restart: int | None = None
    """``faults.ja_restart``: the level a dealer side at fault on J or A restarts from."""
    forfeit: tuple[Ruling, int, int] | None = None
    """A ruling that forfeits the match: the ruling, the partnership, the offence's number."""
    both: bool = False
    """``faults.card_count_both``: card-count rulings against both sides."""

    @property
    def differs(self) -> bool:
        """The ruled result is not the result as played."""
        p, c = self.played_points, self.played_change
        return self.points != (None if p is None else (p, p)) or self.change != (
            None if c is None else (c, c)
        )

    @property
    def exact(self) -> bool:
        """One value, no range."""
        return (self.points is None or self.points[0] == self.points[1]) and (
            self.change is None or self.change[0] == self.change[1]
        )


@dataclass(frozen=True, slots=True)
class Bottom:
    """The bottom's points, its multiplier, and what the defenders were awarded of it."""

    points: int
    multiplier: int
    awarded: int


@dataclass(frozen=True, slots=True)
class Result:
    """A hand's outcome: the level change and who deals next."""

    change: LevelChange
    next_dealer: str | None
    note: Msg | None = None
    """In a match, why the match's result differs from the points' (a ruling, the J/A rule)."""

    @property
    def side(self) -> Side:
        return self.change.side

    @property
    def levels(self) -> int:
        return self.change.levels


@dataclass(frozen=True, slots=True, kw_only=True)
class SingleDummy:
    """A play judged from what its seat could know (``review --single-dummy N``): deals sampled
    from the cards it could not see, each solved with every hand open."""

    samples: int
    """The deals solved (fewer than asked when the record left too few consistent deals, or a
    search ran out of its budget)."""
    cost: float | None
    """The play's mean cost over the deals, in points (``None``: no deal solved)."""
    error: float | None
    """The standard error of :attr:`cost` (``None`` with fewer than two deals)."""
    best: tuple[Card, ...] | None
    """The play with the least mean cost (the single-dummy choice)."""
    best_cost: float | None
    unlucky: bool = False
    """The play cost points with every hand open, yet it is the single-dummy choice."""


@dataclass(frozen=True, slots=True, kw_only=True)
class GradedPlay:
    """One play from the review's horizon on: what it cost and its grade."""

    trick: int
    seat: str
    side: Side
    cards: tuple[Card, ...]
    """The cards played (a failed throw: the cards it tried)."""
    best: tuple[Card, ...] | None
    """A best play at that turn (``None``: not solved)."""
    before: int | None
    """The defenders' final points with best play from the turn."""
    after: int | None
    """The same after the play made."""
    cost: int | None
    """The points the play cost its side (0: a best play; ``None``: not solved)."""
    grade: Grade | None
    """Its grade (``None``: not solved)."""
    choices: int = 0
    """How many different plays the seat had (1: a forced play, not a decision)."""
    dig_before: int | None = None
    """For a costly play: the bottom's multiplier with best play from the turn (0: not dug)."""
    dig_after: int | None = None
    single_dummy: SingleDummy | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class HandReview:
    """What ``shengji review`` adds to a hand's analysis: the horizon, the value graph and every
    play from it graded."""

    horizon: int | None
    """The first trick analysed exactly (``None``: none)."""
    tricks: int
    """The hand's tricks."""
    graph: tuple[tuple[int, int | None], ...]
    """(trick, the defenders' final points with best play before it), from the horizon to the
    trick after the last (whose value is the hand's points as played)."""
    plays: tuple[GradedPlay, ...]
    limit: str = ""
    """What stopped the horizon earlier: ``"time"``, ``"budget"`` (a search not solved),
    ``"faults"`` (a fault the table let stand), ``"asked"`` or ``"start"`` (it reached trick 1)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HandAnalysis:
    """What ``check --analyze`` adds to a hand's report: the value and each side's total cost
    from :attr:`from_trick` on, or why the hand was not analysed (:attr:`reason`)."""

    solved: bool
    from_trick: int | None
    value: int | None
    dealer_cost: int | None
    defenders_cost: int | None
    nodes: int
    budget: int
    reason: Msg | None = None
    """Why the hand was not analysed (it stops early, its four hands are not known)."""
    faults: tuple[int, ...] = ()
    """The tricks with a fault the table let stand (:attr:`Solution.faults`)."""
    review: HandReview | None = None
    """The review's grades (``shengji review``); ``None`` for ``check --analyze``."""


@dataclass(frozen=True, kw_only=True)
class HandReport:
    """Everything the replay found out about one hand."""

    source: str
    hand: int
    variant: str
    variant_version: str
    seats: tuple[str, ...] = ()
    dealer: str | None = None
    level: int | None = None
    trump: Trump | None = None
    tricks: tuple[TrickState, ...] = ()
    violations: tuple[Finding, ...] = ()
    unverifiable: tuple[Finding, ...] = ()
    trick_points: int | None = None
    defenders_points: int | None = None
    bottom: Bottom | None = None
    penalties: tuple[Penalty, ...] = ()
    result: Result | None = None
    complete: bool = False
    ruled: Ruled | None = None
    """The result as the referee rules it (:mod:`.ruled`); ``None`` when the hand has none."""
    error: InputError | None = None
    match: MatchReport | None = field(default=None, compare=False)
    """On the last hand of a match file: the match's report."""
    analysis: HandAnalysis | None = None
    """``check --analyze``'s analysis of the hand's last tricks (:func:`~..solver.analyze_hand`)."""
    line: int = field(default=0, compare=False)
    """The line of the hand's first line in its source (0: not known)."""
    trick_lines: tuple[int, ...] = field(default=(), compare=False)
    """The source line of trick number ``n`` at ``[n - 1]`` (0: not known)."""

    def line_of(self, trick: int | None) -> int | None:
        """The source line of trick number ``trick`` (else the hand's first line; ``None``
        when neither is known): where an annotation points."""
        if trick is not None and 0 < trick <= len(self.trick_lines) and self.trick_lines[trick - 1]:
            return self.trick_lines[trick - 1]
        return self.line or None

    @property
    def status(self) -> Status:
        """The hand's verdict: unreadable (an ``error``), else violations, else incomplete (the
        record stops early), else clean."""
        if self.error is not None:
            return Status.UNREADABLE
        if self.violations:
            return Status.VIOLATIONS
        return Status.CLEAN if self.complete else Status.INCOMPLETE

    @property
    def ok(self) -> bool:
        """Clean: read, complete and without violations (an incomplete hand is not ``ok``)."""
        return self.status is Status.CLEAN


@dataclass(frozen=True, kw_only=True)
class MatchHand:
    """One hand as the match sees it."""

    hand: int
    dealer: str | None
    level: int | None
    trump: Trump | None
    defenders_points: int | None
    bottom: Bottom | None
    result: LevelChange | None
    """The level change after rulings; ``None`` when unknown."""
    levels_after: tuple[int, int] | None
    """Both partnerships' levels after the hand (in :attr:`MatchReport.partnerships` order)."""
    next_dealer: str | None
    notes: tuple[Msg, ...] = ()


@dataclass(frozen=True, kw_only=True)
class MatchReport:
    """A replayed match: the hands' reports (with match findings added) and the match table."""

    source: str
    variant: str
    variant_version: str
    partnerships: tuple[str, str]
    start_levels: tuple[int, int]
    hands: tuple[MatchHand, ...]
    reports: tuple[HandReport, ...]
    winner: str | None = None
    """The partnership that won the match, if it ended."""
    ended_at: int | None = None
    notes: tuple[Msg, ...] = ()
    ended_on_time: bool = False
    """The match ended on time after hand ``ended_at`` (``winner`` by the higher level:
    core.ends)."""
    forfeit: MatchForfeit | None = None
    """The forfeit that ended the match, if one did (:mod:`.forfeits`)."""

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.reports)


def finding(
    v: Variant, kind: Kind, trick: int | None, seat: str | None, cards: Sequence[Card], message: Msg
) -> Finding:
    """A violation with the variant's article and ruling for its kind."""
    return Finding(
        kind,
        trick,
        seat,
        tuple(cards),
        message,
        Localized(v.articles.get(kind, "")),
        Localized(v.rulings.get(kind, ""), v.rulings_zh.get(kind, "")),
    )


class Findings:
    """The violations and the checks that could not be made, in the order they are found."""

    __slots__ = ("variant", "violations", "notes")

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.violations: list[Finding] = []
        self.notes: list[Finding] = []

    def find(
        self, kind: Kind, trick: int | None, seat: str | None, cards: Sequence[Card], message: Msg
    ) -> None:
        self.violations.append(finding(self.variant, kind, trick, seat, cards, message))

    def note(self, trick: int | None, seat: str | None, message: Msg) -> None:
        """A check not made: ``unverifiable``."""
        self.notes.append(Finding(Kind.UNVERIFIABLE, trick, seat, (), message))
