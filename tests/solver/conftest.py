"""The solver tests' helpers: endgames cut from generated hands, and the oracle.

The oracle is a plain minimax over every legal play, written from the rules layer alone
(``shengji_cli.core``; never ``shengji_cli.solver``) so that the solver is checked against
something it shares nothing with but the rules:

- a lead is every non-empty sub-multiset of the leader's cards of one effective suit; one of
  several units is a throw, judged by ``throw_blocks`` against the others' actual holdings;
  a throw that fails becomes each of its ``allowed_forced_plays`` — the thrower's opponents
  choose among them — with ``throw_penalty``'s effect on the defenders, the dealer's partner
  barred from ruffing (``throw.dealer_partner_may_ruff``) and the withdrawn cards exposed
  (``throw.withdrawn_exposed``), as ``core.tricks`` does;
- a follow is every sub-multiset of the lead's size that ``can_follow`` allows (and that
  plays as many exposed cards as ``most_exposed`` says a legal follow can);
- ``trick_result`` gives the winner and the points; the bottom's points × ``bottom_multiplier``
  of the last lead go to the defenders when they win the last trick;
- the defenders maximise their final points, the dealer's side minimises them; no pruning,
  no grouping of equivalent cards, memoisation only on the exact state between tricks.

The tests reach the helpers through the fixtures at the end; ``benchmarks/oracle_solve.py``
loads this file by its path.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cache

import pytest

from shengji_cli.core.cards import Card, TrumpContext, points_of
from shengji_cli.core.exposed import most_exposed, overlap
from shengji_cli.core.holdings import setting_of
from shengji_cli.core.record import Claims, HandRecord, Play, Trick
from shengji_cli.core.replay import context_for, replay
from shengji_cli.core.rules import (
    allowed_forced_plays,
    bottom_multiplier,
    can_follow,
    throw_blocks,
    throw_penalty,
    trick_result,
)
from shengji_cli.core.seating import Seating
from shengji_cli.core.state import holdings_at
from shengji_cli.core.units import decompose, effective_suit
from shengji_cli.core.variants import NAMED, Variant, load_variant
from shengji_cli.core.vocab import DealerPenalty, DefenderPenalty
from shengji_cli.gen.hands import generate, hand_seed
from shengji_cli.notation import dumps

Hold = tuple[Card, ...]
Holds = tuple[Hold, ...]
"""Each seat's cards, in seating order, sorted."""
Exposed = tuple[Hold, ...]
"""Each seat's exposed cards (重罚张) still in its hand, in seating order, sorted."""

SEED = 17
"""The batch seed of the endgames' hands (hand ``i`` of a preset: ``hand_seed(SEED, i)``)."""


# ---------------------------------------------------------------- sub-multisets


def submultisets(cards: Sequence[Card], size: int | None = None) -> Iterator[Hold]:
    """Every distinct sub-multiset of ``cards`` (of ``size`` cards when given), sorted; the
    empty one included when ``size`` is ``None`` or 0."""
    counts = sorted(Counter(cards).items())

    def walk(i: int, room: int | None) -> Iterator[Hold]:
        if i == len(counts):
            if not room:
                yield ()
            return
        kind, n = counts[i]
        for k in range(n + 1 if room is None else min(n, room) + 1):
            for rest in walk(i + 1, None if room is None else room - k):
                yield (kind,) * k + rest

    return walk(0, size)


def minus(cards: Sequence[Card], played: Sequence[Card]) -> Hold:
    """``cards`` (sorted) less ``played``, every one of which they hold."""
    left = list(cards)
    for c in played:
        left.remove(c)
    return tuple(left)


def led(holds: Holds, exposed: Exposed, i: int, lead: Lead) -> tuple[Holds, Exposed]:
    """Seat ``i`` leads: ``lead.cards`` leave its hand, its exposure is the lead's (a failed
    throw's withdrawn cards, else none: an exposure ends as its seat leads)."""
    h, e = list(holds), list(exposed)
    h[i], e[i] = minus(holds[i], lead.cards), lead.exposed
    return tuple(h), tuple(e)


def followed(
    holds: Holds, exposed: Exposed, i: int, cards: Sequence[Card]
) -> tuple[Holds, Exposed]:
    """Seat ``i`` plays ``cards`` to the trick; those that were exposed are no longer."""
    h, e = list(holds), list(exposed)
    h[i] = minus(holds[i], sorted(cards))
    if exposed[i]:
        e[i] = minus(exposed[i], tuple((Counter(cards) & Counter(exposed[i])).elements()))
    return tuple(h), tuple(e)


# ---------------------------------------------------------------- the oracle


@dataclass(frozen=True)
class Lead:
    """What a lead leaves on the table: the cards played (a failed throw's forced play), the
    penalty's effect on the defenders, the plays barred from ruffing, the leader's exposed
    cards after it."""

    cards: Hold
    effect: int = 0
    barred: tuple[int, ...] = ()
    exposed: Hold = ()
    thrown: Hold | None = None
    """A failed throw's cards as shown (``attempted``), else ``None``."""


class Oracle:
    """Minimax over every legal play of one hand's setting (the variant, the trump, the seats,
    the dealer, the bottom); ``failed_throws=False`` leaves failed throws out of the leads."""

    def __init__(
        self,
        variant: Variant,
        ctx: TrumpContext,
        seating: Seating,
        dealer: str,
        bottom: Sequence[Card],
        failed_throws: bool = True,
    ) -> None:
        self.v, self.ctx, self.seating, self.dealer = variant, ctx, seating, dealer
        self.bottom_points = points_of(bottom)
        self.failed_throws = failed_throws
        self.dealer_side = seating.partnership(dealer)
        self.future = cache(self._future)
        self.follows = cache(self._follows)  # pure functions of their arguments: memoised
        self.settle = cache(self._settle)
        self.nodes = 0

    # -- the rules' steps -------------------------------------------------------

    def penalty_effect(self, seat: str, points: int) -> int:
        """What a penalty charged to ``seat`` does to the defenders' points (core.tricks's rule)."""
        t = self.v.throw
        if seat in self.dealer_side:
            return points if t.dealer_penalty == DealerPenalty.ADD else 0
        return -points if t.defender_penalty == DefenderPenalty.SUBTRACT else 0

    def leads(
        self, holds: Holds, leader: str, failed_throws: bool | None = None
    ) -> Iterator[tuple[Hold, list[Lead]]]:
        """Every legal lead of ``leader``: the cards shown and what they may leave on the table
        (one outcome, or a failed throw's several forced plays)."""
        with_failed = self.failed_throws if failed_throws is None else failed_throws
        s, ctx = self.seating, self.ctx
        order = s.order_from(leader)
        hand = holds[s.index(leader)]
        for cards in submultisets(hand):
            if not cards or effective_suit(cards, ctx) is None:
                continue
            outcome = self.lead_outcomes(holds, order, cards)
            if outcome[0].thrown is not None and not with_failed:
                continue
            yield cards, outcome

    def lead_outcomes(self, holds: Holds, order: Sequence[str], cards: Hold) -> list[Lead]:
        """What leading ``cards`` leaves on the table: itself, or each forced play of a failed
        throw."""
        s, ctx, v = self.seating, self.ctx, self.v
        leader = order[0]
        if len(decompose(cards, ctx)) == 1:
            return [Lead(cards)]
        blocks = throw_blocks(cards, [(seat, holds[s.index(seat)]) for seat in order[1:]], ctx)
        if not blocks:
            return [Lead(cards)]
        barred: tuple[int, ...] = ()
        if not v.throw.dealer_partner_may_ruff and s.partner(self.dealer) != leader:
            barred = (order.index(s.partner(self.dealer)),)
        out: dict[Hold, Lead] = {}
        for unit in allowed_forced_plays(cards, blocks, s.partner(leader), ctx, v):
            forced = tuple(sorted(unit.cards))
            effect = self.penalty_effect(leader, throw_penalty(cards, forced, blocks, ctx, v))
            exposed = minus(cards, forced) if v.throw.withdrawn_exposed else ()
            out[forced] = Lead(forced, effect, barred, exposed, cards)
        assert out, cards
        return list(out.values())

    def _follows(self, lead: Hold, hand: Hold, exposed: Hold) -> tuple[Hold, ...]:
        """Every legal follow of ``lead`` from ``hand`` (with its ``exposed`` cards owed)."""
        ctx, v = self.ctx, self.v
        out = []
        for cards in submultisets(hand, len(lead)):
            if not can_follow(lead, hand, cards, ctx, v):
                continue
            if exposed:
                played = overlap(cards, exposed)
                if (
                    played < min(len(lead), len(exposed))
                    and most_exposed(lead, hand, exposed, ctx, v)[0] > played
                ):
                    continue
            out.append(cards)
        return tuple(out)

    def _settle(
        self, order: tuple[str, ...], plays: tuple[Hold, ...], barred: tuple[int, ...]
    ) -> tuple[str, int, bool]:
        """The trick's winner, the points it gives the defenders, and whether they won it."""
        result = trick_result(plays, self.ctx, self.v, barred)
        winner = order[result.winner]
        defenders = winner not in self.dealer_side
        return winner, result.points if defenders else 0, defenders

    def bottom_award(self, last_lead: Sequence[Card], defenders: bool) -> int:
        return (
            self.bottom_points * bottom_multiplier(last_lead, self.ctx, self.v) if defenders else 0
        )

    def maximiser(self, seat: str) -> bool:
        return seat not in self.dealer_side

    # -- the search ------------------------------------------------------------

    def value(self, holds: Holds, leader: str, exposed: Exposed | None = None) -> int:
        """The defenders' points still to come from a trick's start, both sides playing their
        best."""
        return self.future(holds, leader, exposed if exposed is not None else ((),) * 4)

    def _future(self, holds: Holds, leader: str, exposed: Exposed) -> int:
        s = self.seating
        order = s.order_from(leader)
        li = s.index(leader)
        pick = max if self.maximiser(leader) else min
        chooser = (
            min if self.maximiser(leader) else max
        )  # the thrower's opponents pick the forced play
        values = []
        for _cards, outcomes in self.leads(holds, leader):
            options = []
            for lead in outcomes:
                h, e = led(holds, exposed, li, lead)
                options.append(lead.effect + self.trick(order, h, e, lead, [lead.cards]))
            values.append(chooser(options))
        return pick(values)

    def trick(
        self, order: Sequence[str], holds: Holds, exposed: Exposed, lead: Lead, plays: list[Hold]
    ) -> int:
        self.nodes += 1
        s = self.seating
        if len(plays) == 4:
            winner, points, defenders = self.settle(order, tuple(plays), lead.barred)
            if not any(holds):
                return points + self.bottom_award(lead.cards, defenders)
            return points + self.future(holds, winner, exposed)
        seat = order[len(plays)]
        i = s.index(seat)
        pick = max if self.maximiser(seat) else min
        values = []
        for cards in self.follows(lead.cards, holds[i], exposed[i]):
            h, e = followed(holds, exposed, i, cards)
            values.append(self.trick(order, h, e, lead, [*plays, cards]))
        assert values, (seat, lead, holds[i])
        return pick(values)

    def line(self, holds: Holds, leader: str, exposed: Exposed, trick: int) -> list[Step]:
        """A best line from a trick's start to the end: at each turn the first play that keeps
        the value (after a failed throw, the forced play its opponents pick)."""
        s = self.seating
        out: list[Step] = []
        while any(holds):
            order = s.order_from(leader)
            li = s.index(leader)
            target = self.future(holds, leader, exposed)
            chooser = min if self.maximiser(leader) else max
            found = None
            for _cards, outcomes in self.leads(holds, leader):
                options = []
                for lead in outcomes:
                    h, e = led(holds, exposed, li, lead)
                    options.append(
                        (lead.effect + self.trick(order, h, e, lead, [lead.cards]), lead, h, e)
                    )
                best = chooser(v for v, *_ in options)
                if best == target:
                    found = next(o for o in options if o[0] == best)
                    out.append(Step(trick, leader, found[1].cards, found[1].thrown))
                    break
            assert found is not None
            value, lead, h2, e2 = found
            value -= lead.effect
            plays = [lead.cards]
            for seat in order[1:]:
                i = s.index(seat)
                for cards in self.follows(lead.cards, h2[i], e2[i]):
                    h3, e3 = followed(h2, e2, i, cards)
                    if self.trick(order, h3, e3, lead, [*plays, cards]) == value:
                        break
                else:
                    raise AssertionError("no follow keeps the value")
                out.append(Step(trick, seat, cards))
                plays.append(cards)
                h2, e2 = h3, e3
            leader = self.settle(order, tuple(plays), lead.barred)[0]
            holds, exposed, trick = h2, e2, trick + 1
        return out


class DigOracle(Oracle):
    """The same minimax on another count: 1 when the defenders win the last trick, else 0 —
    its value says whether the defenders can force digging the bottom (points and penalties
    count for nothing)."""

    def penalty_effect(self, seat: str, points: int) -> int:
        return 0

    def _settle(
        self, order: tuple[str, ...], plays: tuple[Hold, ...], barred: tuple[int, ...]
    ) -> tuple[str, int, bool]:
        winner, _, defenders = super()._settle(order, plays, barred)
        return winner, 0, defenders

    def bottom_award(self, last_lead: Sequence[Card], defenders: bool) -> int:
        return int(defenders)


@dataclass(frozen=True)
class Step:
    """One play of a line: the trick's number, the seat, its cards (a failed throw: the
    forced play) and, for a failed throw, the cards shown."""

    trick: int
    seat: str
    cards: Hold
    thrown: Hold | None = None


# ---------------------------------------------------------------- endgames


@dataclass(frozen=True)
class Endgame:
    """The point before trick ``trick`` of a generated hand, every hand open."""

    preset: str
    index: int
    """The hand's index in its preset's batch (seed ``hand_seed(SEED, index)``)."""
    record: HandRecord
    variant: Variant
    trick: int
    ctx: TrumpContext
    seating: Seating
    dealer: str
    holds: Holds
    leader: str
    points: int
    """The defenders' points before ``trick``: tricks won and penalties' effects."""
    bottom: Hold
    exposed: Exposed
    """The exposed cards still held at ``trick`` (``throw.withdrawn_exposed``)."""
    final: int | None
    """``core.replay``'s defenders_points of the whole hand as played."""
    _oracles: dict[tuple[bool, bool], Oracle] = field(
        default_factory=dict, compare=False, repr=False
    )
    _values: dict[bool, tuple[int, list[Step]]] = field(
        default_factory=dict, compare=False, repr=False
    )

    @property
    def left(self) -> int:
        """Tricks left as recorded."""
        return len(self.record.tricks) - self.trick + 1

    @property
    def size(self) -> int:
        """Cards each seat holds."""
        return len(self.holds[0])

    def oracle(self, failed_throws: bool = True, dig: bool = False) -> Oracle:
        """The oracle of this hand's setting (``dig``: the one that counts the bottom dug)."""
        key = (failed_throws, dig)
        if key not in self._oracles:
            self._oracles[key] = (DigOracle if dig else Oracle)(
                self.variant, self.ctx, self.seating, self.dealer, self.bottom, failed_throws
            )
        return self._oracles[key]

    def value(self, failed_throws: bool = True) -> int:
        """The oracle's value: the defenders' final points under best play from ``trick`` on."""
        return self._solve(failed_throws)[0]

    def line(self, failed_throws: bool = True) -> list[Step]:
        """The oracle's best line from ``trick`` to the end."""
        return self._solve(failed_throws)[1]

    def _solve(self, failed_throws: bool) -> tuple[int, list[Step]]:
        if failed_throws not in self._values:
            o = self.oracle(failed_throws)
            value = self.points + o.value(self.holds, self.leader, self.exposed)
            self._values[failed_throws] = (
                value,
                o.line(self.holds, self.leader, self.exposed, self.trick),
            )
            for table in (
                o.future,
                o.follows,
                o.settle,
            ):  # the value and the line are kept, the tables not
                table.cache_clear()
        return self._values[failed_throws]

    def text(self) -> str:
        """What a mismatch prints: where the position is, and the record."""
        return (
            f"{self.preset} hand {self.index} (seed {hand_seed(SEED, self.index)}), from trick "
            f"{self.trick}:\n" + dumps([self.record])
        )

    def with_tricks(
        self,
        steps: Sequence[
            Step
            | tuple[int, str, Sequence[Card]]
            | tuple[int, str, Sequence[Card], Sequence[Card] | None]
        ],
    ) -> HandRecord:
        """The record with the tricks before ``trick`` as recorded and ``steps`` (a line in
        order of play: steps, or (trick, seat, cards)) after them; no claims."""
        by_number: dict[int, list[Play]] = {}
        for step in steps:
            if isinstance(step, Step):
                play = Play(step.seat, step.cards, step.thrown)
                number = step.trick
            else:  # (trick, seat, cards), or solve's LineStep (its fourth: a failing throw's cards)
                number, seat, cards = step[0], step[1], step[2]
                attempted = step[3] if len(step) > 3 else None  # type: ignore[misc]
                play = Play(seat, tuple(cards), None if attempted is None else tuple(attempted))
            by_number.setdefault(number, []).append(play)
        new = tuple(Trick(n, tuple(by_number[n])) for n in sorted(by_number))
        return replace(
            self.record, tricks=self.record.tricks[: self.trick - 1] + new, claims=Claims()
        )


def exposed_before(record: HandRecord, variant: Variant, trick: int) -> Exposed:
    """The exposed cards each seat still holds before ``trick``, as ``core.tricks`` follows
    them: a failed throw's withdrawn cards, until played or the seat's next lead."""
    seating, _ = setting_of(record)
    ex: dict[str, Counter[Card]] = {s: Counter() for s in seating}
    if variant.throw.withdrawn_exposed:
        for t in record.tricks[: trick - 1]:
            lead = t.plays[0]
            ex[lead.seat] = Counter()
            if lead.attempted is not None:
                ex[lead.seat] = Counter(lead.attempted) - Counter(lead.cards)
            for p in t.plays[1:]:
                ex[p.seat] -= Counter(p.cards)
    return tuple(tuple(sorted(ex[s].elements())) for s in seating)


def endgame_at(
    preset: str, index: int, record: HandRecord, variant: Variant, trick: int
) -> Endgame:
    """The endgame before ``trick`` of a clean, complete record whose deals are given."""
    r = record
    assert r.level is not None and r.trump is not None
    seating, dealer = setting_of(r)
    report = replay(r, variant)
    assert not report.violations, [f.kind for f in report.violations]
    cards, known = holdings_at(r, variant, trick)
    assert all(known.values())
    holds = tuple(tuple(sorted(cards[s])) for s in seating)
    leader = report.tricks[trick - 2].winner if trick > 1 else dealer
    points = sum(t.points for t in report.tricks[: trick - 1] if t.defenders_won) + sum(
        p.effect for p in report.penalties if p.trick < trick
    )
    bottom = r.reburied[-1][1] if r.reburied else r.buried
    assert bottom is not None
    return Endgame(
        preset=preset,
        index=index,
        record=r,
        variant=variant,
        trick=trick,
        ctx=context_for(r.level, r.trump, variant),
        seating=seating,
        dealer=dealer,
        holds=holds,
        leader=leader,
        points=points,
        bottom=tuple(sorted(bottom)),
        exposed=exposed_before(r, variant, trick),
        final=report.defenders_points,
    )


@cache
def generated(preset: str, index: int) -> HandRecord:
    return generate(hand_seed(SEED, index), load_variant(preset)).record


def endgames(preset: str, count: int, max_cards: int, start: int = 0) -> list[Endgame]:
    """``count`` endgames of a preset with 1, 2 and 3 tricks left in turn (hand ``i`` gives the
    point before its last ``1 + i % 3`` tricks), at most ``max_cards`` cards a seat; hands whose
    endgame is larger are passed over."""
    v = load_variant(preset)
    out: list[Endgame] = []
    i = start
    while len(out) < count:
        r = generated(preset, i)
        k = len(r.tricks) - i % 3
        left = sum(
            len(p.cards)
            for t in r.tricks[k - 1 :]
            for p in t.plays
            if p.seat == r.tricks[-1].plays[0].seat
        )
        if left <= max_cards:
            out.append(endgame_at(preset, i, r, v, k))
        i += 1
    return out


@dataclass(frozen=True)
class Played:
    """The state just after one recorded play: the trick's lead (as the oracle reads it), its
    order of play, the holdings and exposed cards, the trick's plays so far, and the defenders'
    points before this trick's cards (its penalty included)."""

    lead: Lead
    order: tuple[str, ...]
    holds: Holds
    exposed: Exposed
    plays: list[Hold]
    points: int


def walk(o: Oracle, game: Endgame, tricks: Sequence[Trick], points: int) -> Iterator[Played]:
    """Each play of ``tricks`` made from ``game``'s position by the oracle's own steps (failed
    throws as recorded), every follow checked to be among the oracle's legal follows."""
    s = o.seating
    holds, leader, exposed = game.holds, game.leader, game.exposed
    for t in tricks:
        order = s.order_from(leader)
        assert tuple(p.seat for p in t.plays) == order
        first = t.plays[0]
        shown = tuple(sorted(first.attempted if first.attempted is not None else first.cards))
        lead = next(
            x for x in o.lead_outcomes(holds, order, shown) if x.cards == tuple(sorted(first.cards))
        )
        holds, exposed = led(holds, exposed, s.index(leader), lead)
        points += lead.effect
        plays = [lead.cards]
        yield Played(lead, order, holds, exposed, list(plays), points)
        for p in t.plays[1:]:
            i = s.index(p.seat)
            cards = tuple(sorted(p.cards))
            assert cards in o.follows(lead.cards, holds[i], exposed[i]), (t.number, p.seat)
            holds, exposed = followed(holds, exposed, i, cards)
            plays.append(cards)
            yield Played(lead, order, holds, exposed, list(plays), points)
        leader, gained, _ = o.settle(order, tuple(plays), lead.barred)
        points += gained


def replayed_points(game: Endgame, tricks: Sequence[Trick]) -> int:
    """The oracle's own scoring of ``tricks`` played from ``game`` to the end of the hand:
    the defenders' final points, for checking it against ``core.replay``."""
    o = game.oracle()
    *_, last = walk(o, game, tricks, game.points)
    assert not any(last.holds)
    return last.points + o.trick(
        last.order, last.holds, last.exposed, last.lead, last.plays
    )  # settles, no search


def recorded_values(
    game: Endgame, failed_throws: bool = True, dig: bool = False
) -> list[tuple[int, int]]:
    """For each play the record makes from ``game``'s trick on: the oracle's value (the
    defenders' final points under best play) at that turn and after that play; ``dig``: 1 if
    the defenders can force winning the last trick there, else 0."""
    o = game.oracle(failed_throws, dig)
    base = 0 if dig else game.points
    value = base + o.future(game.holds, game.leader, game.exposed)
    out: list[tuple[int, int]] = []
    for x in walk(o, game, game.record.tricks[game.trick - 1 :], base):
        after = x.points + o.trick(x.order, x.holds, x.exposed, x.lead, x.plays)
        out.append((value, after))
        value = after  # a finished trick's value is the next lead's
    return out


def expected_dig(game: Endgame, failed_throws: bool = True) -> tuple[str, str | None, int | None]:
    """docs/solver.md §4's answer to "was the bottom dig avoidable?", by the oracle: ``not-dug``;
    ``avoidable`` and the seat and trick of the play made at the last position of the record
    from which the dealer's side could still stop the defenders winning the last trick; else
    ``unavoidable`` from ``game``'s trick."""
    if not replay(game.record, game.variant).tricks[-1].defenders_won:
        return "not-dug", None, None
    plays = [
        (n, p.seat)
        for n, t in enumerate(game.record.tricks[game.trick - 1 :], start=game.trick)
        for p in t.plays
    ]
    for (before, _), (trick, seat) in reversed(
        list(zip(recorded_values(game, failed_throws, dig=True), plays, strict=True))
    ):
        if not before:
            return "avoidable", seat, trick
    return "unavoidable", None, game.trick


def value_after(game: Endgame, plays: Sequence[Sequence[Card]], failed_throws: bool = True) -> int:
    """The oracle's value after the first ``plays`` of ``game``'s trick (the lead as shown: a
    throw that fails is the forced play its opponents pick)."""
    o = game.oracle(failed_throws)
    s = o.seating
    order = s.order_from(game.leader)
    shown = tuple(sorted(plays[0]))
    lead_value = min if o.maximiser(game.leader) else max
    values = []
    for lead in o.lead_outcomes(game.holds, order, shown):
        holds, exposed = led(game.holds, game.exposed, s.index(game.leader), lead)
        done = [lead.cards]
        for seat, cards in zip(order[1:], plays[1:], strict=False):
            i = s.index(seat)
            assert tuple(sorted(cards)) in o.follows(lead.cards, holds[i], exposed[i])
            holds, exposed = followed(holds, exposed, i, cards)
            done.append(tuple(sorted(cards)))
        values.append(game.points + lead.effect + o.trick(order, holds, exposed, lead, done))
    return lead_value(values)


# ---------------------------------------------------------------- fixtures

PER_PRESET = 125
"""Endgames per preset in the tests: 8 × 125 = 1,000 (``benchmarks/oracle_solve.py``: more)."""

MAX_CARDS = 4
"""The most cards a seat holds in the tests' endgames (the oracle's time grows steeply with it)."""


@dataclass(frozen=True)
class Helpers:
    """The helpers above, for the tests (a fixture: a test file cannot import a conftest)."""

    endgames: Callable[..., list[Endgame]] = endgames
    endgame_at: Callable[..., Endgame] = endgame_at
    generated: Callable[[str, int], HandRecord] = generated
    replayed_points: Callable[[Endgame, Sequence[Trick]], int] = replayed_points
    recorded_values: Callable[..., list[tuple[int, int]]] = recorded_values
    value_after: Callable[..., int] = value_after
    expected_dig: Callable[..., tuple[str, str | None, int | None]] = expected_dig
    submultisets: Callable[..., Iterator[Hold]] = submultisets
    presets: tuple[str, ...] = NAMED


@pytest.fixture(scope="session")
def oracle_helpers() -> Helpers:
    return Helpers()


@pytest.fixture(scope="session")
def endgame_sets() -> dict[str, list[Endgame]]:
    """The tests' endgames, per preset: :data:`PER_PRESET` of at most :data:`MAX_CARDS` cards a
    seat."""
    return {p: endgames(p, PER_PRESET, MAX_CARDS) for p in NAMED}
