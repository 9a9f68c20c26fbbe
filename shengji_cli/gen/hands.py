"""Seeded random hand records, clean or with one injected fault (``shengji gen``).

:func:`generate` deals two decks to ``N W S E`` (that order of play), picks a dealer, a
level and a trump (a suit, sometimes no-trump), lets the dealer bury eight cards and
plays the hand out: leads of singles, pairs, tractors, throws that stand and throws that
fail (recorded ``attempted -> forced``), follows chosen at random among legal plays,
ruffs, over-ruffs and discards.  The claims at the end (``points``, ``bottom``,
``result``, ``penalty``) are the generator's own scoring.  Everything comes from one
``random.Random(seed)``: the same seed gives the same record, byte for byte.

**Independence.**  A generator that picked its plays by asking the checker's legality
predicate would prove nothing when its hands "check clean".  So nothing in
:mod:`shengji_cli.gen` calls :mod:`shengji_cli.core.rules` (nor :mod:`~shengji_cli.core.replay`,
:mod:`~shengji_cli.core.match`, :mod:`~shengji_cli.core.levels`,
:mod:`~shengji_cli.core.declarations`): follows are built from the written rule
(:mod:`.follow`), throws are judged by a search of the other hands and tricks by the
generator's own reading (:mod:`.tricks`), the forced play, penalty, bottom multiplier and level
change come from the seed texts' tables (:mod:`.oracle`); the bids and a match's progression
are its own reading too (:mod:`.bidding`, :mod:`.progression`).  Shared with the checker,
openly: the card tables of :mod:`shengji_cli.core.cards`, the canonical decomposition
:func:`~shengji_cli.core.units.decompose` and the parameters as :mod:`shengji_cli.core.variants`
loads them.

**Faults.**  With ``faults=KIND`` the record raises exactly one violation of that kind
(:mod:`.faults`).  Whole matches with bidding are in :mod:`.matches`.

>>> from shengji_cli.core.variants import load_variant
>>> g = generate(7, load_variant("national"))
>>> g.expected, sum(len(p.cards) for t in g.record.tricks for p in t.plays)
((), 100)
>>> generate(7, load_variant("national")).record == g.record
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol

from ..core.cards import BIG_JOKER, LITTLE_JOKER, SUIT_TRUMPS, Card, points_of
from ..core.outcomes import Gain, PerCard, Points, Single, Strikes
from ..core.outcomes import Table as PointsTable
from ..core.record import Bid, Claims, HandRecord, Play, Trick
from ..core.seating import Seating
from ..core.variants import Variant
from ..core.vocab import Consequence, Fault, Kind, LevelChange, Side, Trump
from .deal import Bury, Hands, bury, deal_cards, take_up_and_bury
from .faults import (
    CLAIM_FAULTS,
    FAULT_KINDS,
    FOLLOW_FAULTS,
    THROW_FAULTS,
    ExpectedFinding,
    Injector,
    fault_kind,
)
from .follow import exposed_follow, held_exposed, legal_follow, most_exposed
from .leads import Lead, Others, lead, throw
from .oracle import (
    bottom_multiplier,
    defenders_points,
    forced_plays,
    level_change,
    penalty_effect,
    ruled_change,
    throw_penalty,
)
from .structure import context
from .tricks import judge, losing_side

__all__ = [
    "FAULT_KINDS",
    "SEATS",
    "SEATING",
    "Declared",
    "ExpectedFinding",
    "Generated",
    "generate",
    "generate_many",
    "hand_seed",
]

SEATS = ("N", "W", "S", "E")
"""Seats in order of play; partners are 1st+3rd and 2nd+4th."""
SEATING = Seating(SEATS)


def team(seat: str) -> int:
    """The seat's partnership: 0 for the 1st and 3rd seats, 1 for the others (the index of its
    level in a match)."""
    return SEATING.index(seat) % 2


MAX_ATTEMPTS = 200
"""Deals tried for one hand before giving up (a fault this seed's deals cannot carry)."""


class Declared(Protocol):
    """How a match hand's dealer, level and trump were fixed (:mod:`.bidding`): ``trump``
    ``None`` is no-trump; ``void``: nobody declared and the hand is not played; ``buries``:
    the dealer's bury and the re-buries after it, in order (empty: the dealer alone buries,
    for the hand's trump)."""

    @property
    def dealer(self) -> str | None: ...
    @property
    def level(self) -> int | None: ...
    @property
    def trump(self) -> int | None: ...
    @property
    def bids(self) -> tuple[Bid, ...]: ...
    @property
    def no_bid(self) -> bool: ...
    @property
    def turned(self) -> Card | None: ...
    @property
    def void(self) -> bool: ...
    @property
    def buries(self) -> tuple[Bury, ...]: ...


Declarer = Callable[[random.Random, Hands, list[Card]], Declared | None]
"""A match hand's bidding: from the deal and the kitty, what it fixes (``None``: deal again)."""


@dataclass(frozen=True)
class Generated:
    """A generated record and the violations it must raise (empty for a clean hand)."""

    record: HandRecord
    expected: tuple[ExpectedFinding, ...]
    trick_winners: tuple[str, ...] = field(default=(), compare=False)
    """The winner of every trick by the generator's own judgement (for cross-checks)."""


class Retry(Exception):
    """This deal cannot carry the planned fault; deal again."""


def _canonical(card: Card) -> tuple[int, int]:
    """The record's card order: big joker, little joker, then ♠ ♥ ♣ ♦, each from A down."""
    return (BIG_JOKER - card, 0) if card >= LITTLE_JOKER else (2 + card // 13, -card)


@dataclass
class _Score:
    """What the hand's play leaves to score: the defenders' trick points, the last lead and
    who won it, and each failed throw's penalty (seat, points, effect on the defenders)."""

    trick_points: int = 0
    last_lead: list[Card] = field(default_factory=list)
    dug: bool = False
    penalties: list[tuple[str, int, int]] = field(default_factory=list)


class _Hand:
    """One simulated hand; :meth:`run` returns the record or raises :class:`Retry`."""

    def __init__(
        self,
        rng: random.Random,
        v: Variant,
        fault: Kind | None,
        seed: int,
        declarer: Declarer | None = None,
    ) -> None:
        self.rng = rng
        self.v = v
        self.seed = seed
        self.faults = Injector(rng, fault)
        self.declarer = declarer
        """For a match hand: fixes dealer, level and trump from the deal (None: deal again)."""
        self.declared: Declared | None = None
        self.exposed: dict[str, list[Card]] = {}
        """Each seat's exposed cards (重罚张) still in its hand (``throw.withdrawn_exposed``)."""

    # -- deal -------------------------------------------------------------------------

    def deal(self) -> None:
        rng, v = self.rng, self.v
        self.deals, self.kitty = deal_cards(rng, SEATS, v)
        self.dealer = rng.choice(SEATS)
        self.level = rng.randint(2, 14)
        self.trump = None if rng.random() < 0.12 else rng.randrange(4)
        if self.declarer is not None:
            self.declared = self.declarer(rng, self.deals, self.kitty)
            if self.declared is None:
                raise Retry
            if self.declared.void:
                return
            assert self.declared.dealer is not None and self.declared.level is not None
            self.dealer, self.level, self.trump = (
                self.declared.dealer,
                self.declared.level,
                self.declared.trump,
            )
        self.ctx = context(self.level, self.trump, v)
        must_bury = (
            [self.faults.third_copy(self.deals, self.kitty)]
            if self.faults.kind == Kind.DECK
            else []
        )
        buries = self.declared.buries if self.declared is not None else ()
        first = buries[0] if buries else None
        pool = self.deals[self.dealer] + self.kitty
        buried = bury(
            rng,
            pool,
            must_bury,
            () if first is None else first.keep,
            self.ctx if first is None else context(self.level, first.trump, v),
            v,
        )
        self.hands = {s: list(self.deals[s]) for s in SEATS}
        self.hands[self.dealer] = list((Counter(pool) - Counter(buried)).elements())
        self.buried = self.dealer_buried = buried
        self.reburied: list[tuple[str, list[Card]]] = []
        for b in buries[1:]:
            # 反主炒底: the last bury is the bottom played and scored.
            self.hands[b.seat], self.buried = take_up_and_bury(
                rng, self.hands[b.seat], self.buried, b.keep, context(self.level, b.trump, v), v
            )
            self.reburied.append((b.seat, self.buried))
        if self.faults.kind == Kind.BURY:
            self.buried = self.dealer_buried = self.faults.stranger_buried(
                self.dealer, pool, buried, self.hands
            )

    # -- play -------------------------------------------------------------------------

    def choose_lead(self, t: int, leader: str, others: Others, cap: int) -> Lead:
        """The trick's lead: a fault's when it goes here, else a random lead (a failed throw
        reduced to a forced play the rules allow)."""
        rng, ctx, v, faults = self.rng, self.ctx, self.v, self.faults
        hand = self.hands[leader]
        chosen: Lead | None = None
        if faults.due(t, THROW_FAULTS):
            chosen = faults.throw_lead(hand, others, cap, SEATING.partner(leader), ctx, v)
        elif faults.due(t, frozenset({Kind.ILLEGAL_LEAD})):
            chosen = faults.illegal_lead(hand, cap, ctx)
        if chosen is not None:
            faults.placed(t, leader)
            return chosen
        if faults.due(t, frozenset({Kind.EXPOSED_CARD})) and not self.exposed:
            chosen = throw(rng, hand, others, cap, True, ctx)  # the failed throw that exposes cards
        if chosen is None:
            chosen = lead(rng, hand, others, cap, ctx)
        if chosen.failed:
            allowed = forced_plays(chosen.thrown, chosen.blocks, SEATING.partner(leader), ctx, v)
            chosen.played = list(rng.choice(allowed).cards)
        return chosen

    def penalise(self, leader: str, chosen: Lead, score: _Score) -> frozenset[str]:
        """A failed throw's penalty; returns the seats barred from ruffing this trick."""
        v, dealer = self.v, self.dealer
        pen = throw_penalty(chosen.thrown, chosen.played, chosen.blocks, self.ctx, v)
        if pen:
            score.penalties.append(
                (leader, pen, penalty_effect(pen, SEATING.side(leader, dealer), v))
            )
        partner = SEATING.partner(dealer)
        if not v.throw.dealer_partner_may_ruff and partner != leader:
            return frozenset({partner})  # national 第十七条: 庄家同伴不得将吃和超将吃
        return frozenset()

    def stood(self, leader: str, chosen: Lead, score: _Score) -> None:
        """A failed throw the table let stand: the table records the penalty the referee rules
        (``consequences.failed_throw``, docs/rules.md R11.50), for the first forced play allowed."""
        v = self.v
        if v.consequences.failed_throw is not Consequence.THROW_PENALTY:
            return
        allowed = forced_plays(chosen.thrown, chosen.blocks, SEATING.partner(leader), self.ctx, v)
        pen = throw_penalty(
            chosen.thrown, list(allowed[0].cards) if allowed else [], chosen.blocks, self.ctx, v
        )
        if pen:
            score.penalties.append(
                (leader, pen, penalty_effect(pen, SEATING.side(leader, self.dealer), v))
            )

    def trick(self, t: int, leader: str, score: _Score) -> tuple[Trick, str]:
        """Play trick ``t`` from ``leader``; returns it and its winner."""
        faults, hands = self.faults, self.hands
        order = SEATING.order_from(leader)
        cap = min(len(hands[s]) for s in SEATS if s != faults.extra)
        self.exposed.pop(leader, None)  # 一俟重罚张一家领出后，重罚张或自行消失或收回
        chosen = self.choose_lead(t, leader, [(s, hands[s]) for s in order[1:]], cap)
        barred = self.throw_ruled(leader, chosen, score)
        cards = chosen.played
        self.expose_withdrawn(leader, chosen)
        for c in cards:
            hands[leader].remove(c)
        plays = self.plays(t, order, cards)
        # national 第十六条: 按出错一方本圈失败 (faults.card_count_trick)
        losing = losing_side(
            [s for s, p in plays[1:] if len(p) != len(cards)], SEATING.partner, self.v
        )
        winner = plays[judge(plays, self.ctx, self.v, barred, losing)][0]
        if losing:
            self.card_count_won(t, winner)
        dug = SEATING.side(winner, self.dealer) is Side.DEFENDERS
        if dug:
            score.trick_points += sum(points_of(p) for _, p in plays)
        score.last_lead, score.dug = cards, dug
        return self.recorded(t, chosen, plays), winner

    def throw_ruled(self, leader: str, chosen: Lead, score: _Score) -> frozenset[str]:
        """A failed throw's penalty (returns the seats barred from ruffing this trick), or the
        one ruled for a throw the table let stand (a ``failed-throw`` fault)."""
        if chosen.failed:
            return self.penalise(leader, chosen, score)
        if chosen.blocks and self.faults.kind is Kind.FAILED_THROW:
            self.stood(leader, chosen, score)
        return frozenset()

    def expose_withdrawn(self, leader: str, chosen: Lead) -> None:
        """A failed throw's withdrawn cards, exposed where the rules say so (shenzhen 第十七条(四)1:
        甩错者亮在桌面上的其他牌张…按暴露张中重罚张的处理办法处理)."""
        if not (chosen.failed and chosen.marked and self.v.throw.withdrawn_exposed):
            return
        withdrawn = list((Counter(chosen.thrown) - Counter(chosen.played)).elements())
        if withdrawn:
            self.exposed[leader] = withdrawn

    def plays(
        self, t: int, order: tuple[str, ...], cards: list[Card]
    ) -> list[tuple[str, list[Card]]]:
        """The trick's plays: the lead, then each seat's follow (two of them swapped when a
        ``wrong-order`` fault goes here)."""
        plays: list[tuple[str, list[Card]]] = [(order[0], cards)]
        for seat in order[1:]:
            plays.append((seat, self.follow(t, seat, cards)))
        if self.faults.due(t, frozenset({Kind.WRONG_ORDER})):
            i = self.rng.choice((1, 2))
            plays[i], plays[i + 1] = plays[i + 1], plays[i]
            self.faults.placed(t, plays[i][0])
        return plays

    def card_count_won(self, t: int, winner: str) -> None:
        """A ``card-count`` fault of this trick names the trick's winner (the ruling's trick)."""
        faults = self.faults
        if faults.kind is Kind.CARD_COUNT and faults.expected and faults.expected[-1].trick == t:
            faults.expected[-1] = replace(faults.expected[-1], detail=f"won by {winner}")

    def recorded(self, t: int, chosen: Lead, plays: list[tuple[str, list[Card]]]) -> Trick:
        """The trick as the record writes it (a failed throw ``attempted -> played``)."""
        ctx = self.ctx
        attempted = tuple(ctx.sort(chosen.thrown)) if chosen.marked else None
        return Trick(
            t,
            tuple(
                Play(seat, tuple(ctx.sort(p)), attempted if i == 0 else None)
                for i, (seat, p) in enumerate(plays)
            ),
        )

    def follow(self, t: int, seat: str, lead: list[Card]) -> list[Card]:
        """One seat's follow: a fault's when it goes here, else a random legal one — holding as many
        of the seat's exposed cards as a legal follow can (shenzhen 第十七条(五)2 重罚张一家跟牌时，
        须在
        合法出牌的第一时间跟出重罚张)."""
        rng, ctx, v, faults, hand = self.rng, self.ctx, self.v, self.faults, self.hands[seat]
        shown = self.exposed.get(seat, [])
        play: list[Card] | None = None
        if faults.due(t, FOLLOW_FAULTS):
            play = faults.follow(seat, hand, lead, t, self.buried, ctx, v)
        elif shown and faults.due(t, frozenset({Kind.EXPOSED_CARD})):
            play = faults.kept_back(seat, hand, lead, shown, t, ctx, v)
        if play is None:
            play = legal_follow(rng, hand, lead, ctx, v)
            if shown and held_exposed(play, shown) < most_exposed(hand, lead, shown, ctx, v):
                play = exposed_follow(rng, hand, lead, shown, ctx, v) or play
        for c in play:
            if c in hand:
                hand.remove(c)
        if shown:
            left = Counter(shown) - Counter(play)
            if left:
                self.exposed[seat] = list(left.elements())
            else:
                del self.exposed[seat]
        return play

    def run(self) -> Generated:
        self.deal()
        d = self.declared
        if d is not None and d.void:
            return Generated(
                replace(self.header(), dealer=d.dealer, level=d.level, no_bid=True), ()
            )
        faults = self.faults
        faults.target = self.rng.randint(1, 12)
        score = _Score()
        tricks, winners = self.play(score)
        if faults.kind is not None and faults.kind not in CLAIM_FAULTS and not faults.expected:
            raise Retry
        return self.finish(tricks, winners, score)

    def play(self, score: _Score) -> tuple[list[Trick], list[str]]:
        """The tricks, from the dealer's lead until the hands are played out (a ``wrong-leader``
        fault: one led by another seat), and their winners."""
        faults = self.faults
        tricks: list[Trick] = []
        winners: list[str] = []
        leader = self.dealer
        while any(self.hands[s] for s in SEATS if s != faults.extra):
            t = len(tricks) + 1
            if faults.due(t, frozenset({Kind.WRONG_LEADER})):
                leader = self.rng.choice([s for s in SEATS if s != leader])
                faults.placed(t, leader)
            trick, leader = self.trick(t, leader, score)
            tricks.append(trick)
            winners.append(leader)
        return tricks, winners

    def finish(self, tricks: list[Trick], winners: list[str], score: _Score) -> Generated:
        """Score the hand by the generator's own count, write the claims (and a claim fault)."""
        ctx, v = self.ctx, self.v
        bottom = points_of(self.buried)
        mult = bottom_multiplier(score.last_lead, ctx, v)
        total = defenders_points(
            score.trick_points, bottom, mult, score.dug, [e for _, _, e in score.penalties]
        )
        claimed_pen: Counter[str] = Counter()
        for seat, pen, _ in score.penalties:
            claimed_pen[seat] += pen
        total, result = ruled_result(self.v, self.dealer, self.faults.expected, total)
        claims = Claims(
            points=total,
            bottom_points=bottom,
            bottom_multiplier=mult,
            result=result,
            penalties=tuple(sorted(claimed_pen.items())),
        )
        if self.faults.kind in CLAIM_FAULTS:
            claims = self.wrong_claim(claims)
        d = self.declared
        record = replace(
            self.header(),
            dealer=self.dealer,
            level=self.level,
            trump=Trump.NT if self.trump is None else SUIT_TRUMPS[self.trump],
            buried=tuple(ctx.sort(self.dealer_buried)),
            tricks=tuple(tricks),
            claims=claims,
            reburied=tuple((seat, tuple(ctx.sort(cards))) for seat, cards in self.reburied),
            bids=() if d is None else d.bids,
            no_bid=d is not None and d.no_bid,
            turned=None if d is None else d.turned,
        )
        return Generated(record, tuple(self.faults.expected), tuple(winners))

    def wrong_claim(self, claims: Claims) -> Claims:
        """The claims with the claim fault in them: points or bottom off by 5 or 10, a level
        too many, or 10 penalty points too many for a seat."""
        rng, faults = self.rng, self.faults
        seat: str | None = None
        match faults.kind:
            case Kind.POINTS_MISMATCH:
                assert claims.points is not None
                claims = replace(claims, points=claims.points + rng.choice((-10, -5, 5, 10)))
            case Kind.BOTTOM_MISMATCH:
                claims = replace(claims, bottom_points=_bottom_off(rng, claims.bottom_points or 0))
            case Kind.LEVEL_MISMATCH:
                assert claims.result is not None
                claims = replace(
                    claims, result=LevelChange(claims.result.side, claims.result.levels + 1)
                )
            case Kind.PENALTY_MISMATCH:
                pens = dict(claims.penalties)
                seat = rng.choice(sorted(pens)) if pens else rng.choice(SEATS)
                pens[seat] = pens.get(seat, 0) + 10
                claims = replace(claims, penalties=tuple(sorted(pens.items())))
            case other:
                raise ValueError(f"not a claim fault: {other}")
        faults.placed(None, seat)
        return claims

    def header(self) -> HandRecord:
        """The record's variant, seats, deals (sorted) and kitty (as dealt, top card first)."""
        v = self.v
        comments = [f"generated by shengji gen, seed {self.seed}"]
        if self.faults.kind:
            comments.append(f"injected fault: {self.faults.kind}")
        return HandRecord(
            variant=v.name if v.source.startswith("preset ") or not v.source else v.source,
            seats=SEATS,
            deals=tuple((s, tuple(sorted(self.deals[s], key=_canonical))) for s in SEATS),
            kitty=tuple(self.kitty),
            comments=tuple(comments),
        )


def _bottom_off(rng: random.Random, bottom: int) -> int:
    """A bottom's points off by 5 (up from 0)."""
    return bottom + (5 if bottom == 0 or rng.random() < 0.5 else -5)


def ruled_result(
    v: Variant, dealer: str, found: Sequence[ExpectedFinding], total: int
) -> tuple[int, LevelChange]:
    """The points and result the table records once the referee rules the injected faults
    (``[consequences]``, docs/rules.md §11), by the generator's own reading: a ``[faults]``
    outcome as its first offence; a span of points at its least."""
    change = level_change(total, v)
    for f in found:
        fault = v.consequences.of(f.kind).fault
        if fault is None or f.seat is None:
            continue
        side = SEATING.side(f.seat, dealer)
        outcome = v.faults.outcome(fault, side)
        step = outcome.steps[0] if isinstance(outcome, Strikes) else outcome
        against = _points_against(step, fault, v)
        if against:
            total += against if side is Side.DEALER else -against
            change = level_change(total, v)
        elif isinstance(step, Gain | PointsTable):
            change = ruled_change(step, change, total)
    return total, change


def _points_against(step: Single, fault: Fault, v: Variant) -> int:
    """The points a first offence's outcome takes from the offending side: a span's least (a
    hidden card's), a card's worth; else 0."""
    if isinstance(step, Points) and not step.allowed and v.faults.points_range(fault):
        return v.faults.hidden_card_points[0]
    if isinstance(step, PerCard):
        return step.points
    return 0


def generate(seed: int, variant: Variant, faults: str | None = None) -> Generated:
    """One hand from ``seed``: clean, or with the one fault named by ``faults``.

    Raises ``ValueError`` for an unknown fault kind.
    """
    kind = None if faults is None else fault_kind(faults, variant)
    rng = random.Random(seed)
    for _ in range(MAX_ATTEMPTS):
        try:
            return _Hand(rng, variant, kind, seed).run()
        except Retry:
            continue
    raise RuntimeError(f"seed {seed}: could not place a {faults} fault")  # pragma: no cover


def hand_seed(seed: int, index: int) -> int:
    """The seed of hand ``index`` (0-based) of a batch generated from ``seed``."""
    return random.Random(f"shengji-gen/{seed}/{index}").getrandbits(63)


def generate_many(
    count: int, seed: int, variant: Variant, faults: Sequence[str] = ()
) -> Iterator[Generated]:
    """``count`` hands; hand *i* uses :func:`hand_seed` ``(seed, i)`` and, when faults are
    given, the fault ``faults[i % len(faults)]`` (one fault per hand at most).

    Raises ``ValueError`` at once for an unknown fault kind.
    """
    kinds = [fault_kind(k, variant) for k in faults]

    def hands() -> Iterator[Generated]:
        for i in range(count):
            yield generate(hand_seed(seed, i), variant, kinds[i % len(kinds)] if kinds else None)

    return hands()
