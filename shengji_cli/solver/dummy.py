"""A decision judged from what its seat could know (``review --single-dummy N``).

The seat sees its own hand, every card played, the trick so far, the cards shown (exposed, and a
non-dealer's declaration still held), and, when it is the dealer, the bottom it buried.  The
cards it cannot see are dealt again at random — the other hands at their sizes and, unless it is
the dealer, the bottom — and a deal is kept only when every play the record makes since the
analysis could start is legal with it (:func:`consistent`: a follow the rules allow, a throw
that stood unbeaten, a failed one beaten and its forced play allowed), which is what the record
proves about the hidden hands.  Kept deals are uniform among the consistent ones (rejection).
Each is solved with every hand open, for every play the seat has (one per class of cards
equivalent *for what it can see*), and a play's cost in a deal is what it loses against that
deal's best.  The seeds are the review's and the decision's: the same run gives the same
deals.
"""

from __future__ import annotations

import math
import random
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from ..core.cards import Card
from ..core.record import Play
from ..core.reports import SingleDummy
from ..core.units import decompose
from .analysis import Walk, _Solver
from .moves import (
    Meter,
    OutOfWork,
    barred_holding,
    classes_in,
    failing_throws,
    follows,
    leads,
    order_key,
    position_mask,
    signature,
)
from .position import Position

__all__ = ["TRIES_PER_DEAL", "consistent", "judge_single_dummy", "shown_cards"]

TRIES_PER_DEAL = 200
"""Random deals tried for each deal asked: past ``N`` × this, fewer deals are reported."""


class _Seen:
    """What the deciding seat knows at play ``i`` of the walk."""

    def __init__(self, walk: Walk, i: int, shown: dict[str, Counter[Card]]) -> None:
        self.walk, self.i = walk, i
        self.pos = pos = walk[i][3]
        self.seat = pos.turn
        seating = pos.seating
        self.hidden = [s for s in seating if s != self.seat]
        self.known = {s: _known(pos, s, shown) for s in self.hidden}
        self.sizes = [len(pos.holding(s)) - sum(self.known[s].values()) for s in self.hidden]
        pool = Counter[Card]()
        for s in self.hidden:
            pool.update(pos.holding(s))
            pool.subtract(self.known[s])
        self.dealer_view = self.seat == pos.dealer
        if not self.dealer_view:
            pool.update(pos.bottom)
            self.sizes.append(len(pos.bottom))
        self.pool = sorted(pool.elements())
        self.since = _played_since(walk, i)
        voids = _voids(walk, i)
        shut = [voids.get(s, frozenset()) for s in self.hidden] + [frozenset()] * (
            len(self.sizes) - len(self.hidden)
        )
        self.dealer = _Dealer(self.pool, self.sizes, shut, pos.ctx.esuit)

    def deal(self, rng: random.Random) -> tuple[dict[str, tuple[Card, ...]], tuple[Card, ...]]:
        """A random deal of the unseen cards, uniform among those that leave every seat out of
        the suits it showed out of: each hidden seat's holding, and the bottom."""
        parts = self.dealer.deal(rng)
        hands = {}
        for k, s in enumerate(self.hidden):
            hands[s] = tuple(sorted([*parts[k], *self.known[s].elements()]))
        bottom = self.pos.bottom if self.dealer_view else tuple(sorted(parts[-1]))
        return hands, bottom

    def world(self, hands: dict[str, tuple[Card, ...]], bottom: tuple[Card, ...]) -> Position:
        pos = self.pos
        holdings = tuple(hands.get(s, pos.holding(s)) for s in pos.seating)
        return replace(pos, holdings=holdings, bottom=bottom)


def _voids(walk: Walk, i: int) -> dict[str, frozenset[int]]:
    """The effective suits each seat showed out of before play ``i``: it followed a lead of
    that suit with fewer of its cards than the lead's."""
    out: dict[str, set[int]] = {}
    for _, _, play, before, _ in walk[:i]:
        if not before.played:
            continue
        lead = before.played[0]
        esuit = before.ctx.esuit
        suit = esuit[lead[0]]
        if sum(1 for c in play.cards if esuit[c] == suit) < len(lead):
            out.setdefault(play.seat, set()).add(suit)
    return {s: frozenset(v) for s, v in out.items()}


class _Dealer:
    """Deals ``pool`` into parts of ``sizes``, uniformly among the deals that give no part a
    card of a suit it is ``shut`` out of.  The parts shut out of nothing are dealt as one
    (their cards then shuffled among them); the others suit by suit, each split drawn with
    the number of deals it leaves (:meth:`_ways`, counted once)."""

    def __init__(
        self,
        pool: list[Card],
        sizes: list[int],
        shut: list[frozenset[int]],
        esuit: Sequence[int],
    ) -> None:
        self.sizes = sizes
        self.tight = [k for k, s in enumerate(shut) if s]
        self.free = [k for k, s in enumerate(shut) if not s]
        by_suit: dict[int, list[Card]] = {}
        for c in pool:
            by_suit.setdefault(esuit[c], []).append(c)
        self.suits = sorted(by_suit.items())
        self.open = [
            tuple(suit not in shut[k] for k in self.tight) + (True,) for suit, _ in self.suits
        ]
        self.memo: dict[tuple[int, tuple[int, ...]], int] = {}

    def caps(self) -> tuple[int, ...]:
        return tuple(self.sizes[k] for k in self.tight) + (sum(self.sizes[k] for k in self.free),)

    def deal(self, rng: random.Random) -> list[list[Card]]:
        """The parts, in the order of ``sizes``."""
        parts: list[list[Card]] = [[] for _ in self.sizes]
        free: list[Card] = []
        caps = self.caps()
        for k, (_, cards) in enumerate(self.suits):
            split = self._draw(k, caps, rng)
            shuffled = cards[:]
            rng.shuffle(shuffled)
            at = 0
            for d, x in enumerate(split):
                target = parts[self.tight[d]] if d < len(self.tight) else free
                target.extend(shuffled[at : at + x])
                at += x
            caps = tuple(c - x for c, x in zip(caps, split, strict=True))
        rng.shuffle(free)
        at = 0
        for k in self.free:
            parts[k] = free[at : at + self.sizes[k]]
            at += self.sizes[k]
        return parts

    def _draw(self, k: int, caps: tuple[int, ...], rng: random.Random) -> tuple[int, ...]:
        """Suit ``k``'s split among the places, drawn by the deals each leaves."""
        options = [
            (split, _multinomial(split) * self._ways(k + 1, _less(caps, split)))
            for split in self._splits(k, caps)
        ]
        r = rng.randrange(sum(w for _, w in options))
        for split, w in options:
            if r < w:
                return split
            r -= w
        raise AssertionError("a deal to draw from")

    def _splits(self, k: int, caps: tuple[int, ...]) -> list[tuple[int, ...]]:
        """The ways suit ``k``'s cards may be split among the places that may take them."""
        n = len(self.suits[k][1])
        room = [c if ok else 0 for c, ok in zip(caps, self.open[k], strict=True)]
        out: list[tuple[int, ...]] = []

        def walk(d: int, left: int, chosen: tuple[int, ...]) -> None:
            if d == len(room) - 1:
                if left <= room[d]:
                    out.append((*chosen, left))
                return
            for x in range(min(left, room[d]) + 1):
                walk(d + 1, left - x, (*chosen, x))

        walk(0, n, ())
        return out

    def _ways(self, k: int, caps: tuple[int, ...]) -> int:
        """The deals of suits ``k`` on into places of room ``caps``."""
        if k == len(self.suits):
            return 1 if not any(caps) else 0
        key = (k, caps)
        if key not in self.memo:
            self.memo[key] = sum(
                _multinomial(split) * self._ways(k + 1, _less(caps, split))
                for split in self._splits(k, caps)
            )
        return self.memo[key]


def _less(caps: tuple[int, ...], split: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(c - x for c, x in zip(caps, split, strict=True))


def _multinomial(split: tuple[int, ...]) -> int:
    out = math.factorial(sum(split))
    for x in split:
        out //= math.factorial(x)
    return out


def _known(pos: Position, seat: str, shown: dict[str, Counter[Card]]) -> Counter[Card]:
    """The cards ``seat`` is seen to hold: exposed, or shown in a declaration and not played
    since (only those it still holds: an overcaller may have buried one)."""
    exposed = Counter(pos.exposed[pos.seating.index(seat)]) if pos.exposed else Counter()
    return (exposed | shown.get(seat, Counter())) & Counter(pos.holding(seat))


def _played_since(walk: Walk, i: int) -> list[dict[str, Counter[Card]]]:
    """For each play ``j`` < ``i`` of the walk: the cards each seat played from ``j`` to ``i``."""
    out: list[dict[str, Counter[Card]]] = [{} for _ in range(i)]
    running: dict[str, Counter[Card]] = {}
    for j in reversed(range(i)):
        play = walk[j][2]
        running = {**running, play.seat: running.get(play.seat, Counter()) + Counter(play.cards)}
        out[j] = running
    return out


def consistent(seen: _Seen, hands: dict[str, tuple[Card, ...]]) -> bool:
    """Every play the walk records before the decision is legal with ``hands`` (the hidden
    seats' holdings at the decision)."""
    for j in range(seen.i):
        _, _, play, before, _ = seen.walk[j]
        if not _legal(seen, j, play, before, hands):
            return False
    return True


def _then(seen: _Seen, j: int, seat: str, hands: dict[str, tuple[Card, ...]]) -> list[Card]:
    """``seat``'s holding before play ``j`` in the deal ``hands``."""
    now = hands.get(seat, seen.pos.holding(seat))
    return sorted([*now, *seen.since[j].get(seat, Counter()).elements()])


def _legal(
    seen: _Seen, j: int, play: Play, before: Position, hands: dict[str, tuple[Card, ...]]
) -> bool:
    rules = before.rules
    if before.played:
        if play.seat not in hands:
            return True
        return rules.can_follow(before.played[0], _then(seen, j, play.seat, hands), play.cards)
    thrown = play.attempted or play.cards
    if len(decompose(thrown, before.ctx)) < 2:
        return True
    order = before.seating.order_from(play.seat)[1:]
    blocks = rules.throw_blocks(thrown, [(s, _then(seen, j, s, hands)) for s in order])
    if play.attempted is None:
        return not blocks
    allowed = rules.allowed_forced_plays(thrown, blocks, before.seating.partner(play.seat))
    return bool(blocks) and sorted(play.cards) in (sorted(u.cards) for u in allowed)


def _view_classes(seen: _Seen) -> dict[Card, Card]:
    """Each kind the seat holds → its class among the cards equivalent for what it sees: every
    card it cannot see counts as another seat's."""
    pos, ctx = seen.pos, seen.pos.ctx
    okey = order_key(ctx)
    hand = sorted(pos.holding(seen.seat), key=okey.__getitem__)
    taken = position_mask([*seen.pool, *(c for p in pos.played for c in p)], okey)
    own = pos.exposed[pos.seating.index(seen.seat)] if pos.exposed else ()
    return classes_in(hand, own, ctx, None, taken)


def _moves(
    seen: _Seen, world: Position, rep: dict[Card, Card], budget: int
) -> list[tuple[Card, ...]]:
    """The seat's plays in ``world``, one per class of ``rep``."""
    seat, hand = seen.seat, world.holding(seen.seat)
    meter = Meter(budget)
    if world.played:
        i = world.seating.index(seat)
        own = world.exposed[i] if world.exposed else ()
        return follows(world.played[0], hand, rep, world.rules, own, meter)
    others = [(s, world.holding(s)) for s in world.seating.order_from(seat)[1:]]
    out = leads(hand, others, rep, world.ctx, meter=meter)
    partner, barred = world.seating.partner(seat), barred_holding(world, seat)
    out += [t for t, _ in failing_throws(hand, others, rep, world.rules, partner, barred, meter)]
    return out


def judge_single_dummy(
    walk: Walk,
    i: int,
    *,
    deals: int,
    seed: int,
    budget: int,
    dd_cost: int | None,
    shown: dict[str, Counter[Card]] | None = None,
) -> SingleDummy:
    """Play ``i`` of ``walk`` judged over ``deals`` deals, seeded by ``seed``, each search within
    ``budget`` steps; ``dd_cost``: its cost with every hand open; ``shown``: the cards each seat
    showed in a declaration and has not played since."""
    seen = _Seen(walk, i, shown or {})
    pos = seen.pos
    rng = random.Random(f"{seed}:{pos.trick}:{len(pos.played)}:{seen.seat}:{pos.holdings}")
    rep = _view_classes(seen)
    recorded = walk[i][2].attempted or walk[i][2].cards
    worlds = _worlds(seen, rng, deals)
    values: list[dict[tuple[Card, ...], int]] = []
    plays: dict[tuple[Card, ...], tuple[Card, ...]] = {signature(recorded, rep): recorded}
    for world in worlds:
        got = _solved(seen, world, rep, plays, budget)
        if got is not None:
            values.append(got)
    return _summed(values, plays, signature(recorded, rep), seen.pos.defends(seen.seat), dd_cost)


def _worlds(seen: _Seen, rng: random.Random, n: int) -> list[Position]:
    out: list[Position] = []
    for _ in range(n * TRIES_PER_DEAL):
        if len(out) == n:
            break
        hands, bottom = seen.deal(rng)
        if consistent(seen, hands):
            out.append(seen.world(hands, bottom))
    return out


def _solved(
    seen: _Seen,
    world: Position,
    rep: dict[Card, Card],
    plays: dict[tuple[Card, ...], tuple[Card, ...]],
    budget: int,
) -> dict[tuple[Card, ...], int] | None:
    """Every play's value in ``world`` (the plays met in earlier deals too); ``None`` when a
    search is not solved within the budget."""
    try:
        for move in _moves(seen, world, rep, budget):
            plays.setdefault(signature(move, rep), move)
    except OutOfWork:
        return None
    solver = _Solver(budget)
    out = {}
    for sig, move in plays.items():
        after = solver.apply(world, move)
        value = None if after is None else solver.value(after)
        if value is None:
            return None
        out[sig] = value
    return out


def _summed(
    values: list[dict[tuple[Card, ...], int]],
    plays: dict[tuple[Card, ...], tuple[Card, ...]],
    recorded: tuple[Card, ...],
    defends: bool,
    dd_cost: int | None,
) -> SingleDummy:
    """The recorded play's mean cost and error, the single-dummy choice, over the deals that
    valued every play (a play first met in a later deal: only the deals that valued it)."""
    costs: dict[tuple[Card, ...], list[int]] = {}
    for world in values:
        best = max(world.values()) if defends else min(world.values())
        for sig, v in world.items():
            costs.setdefault(sig, []).append(best - v if defends else v - best)
    full = {sig: c for sig, c in costs.items() if len(c) == len(values)}
    if not values or recorded not in full:
        return SingleDummy(samples=0, cost=None, error=None, best=None, best_cost=None)
    mean = {sig: statistics.fmean(c) for sig, c in full.items()}
    choice = min(mean, key=lambda s: (mean[s], s != recorded))
    mine = full[recorded]
    error = statistics.stdev(mine) / len(mine) ** 0.5 if len(mine) > 1 else None
    return SingleDummy(
        samples=len(values),
        cost=round(mean[recorded], 3),
        error=None if error is None else round(error, 3),
        best=plays[choice],
        best_cost=round(mean[choice], 3),
        unlucky=bool(dd_cost) and mean[recorded] <= mean[choice],
    )


def shown_cards(
    bids: Sequence[tuple[str, tuple[Card, ...]]], plays: Sequence[Play], dealer: str
) -> dict[str, Counter[Card]]:
    """The cards a non-dealer showed in a declaration and has not played since (``plays``:
    every play of the hand before the decision): known to be in its hand."""
    out: dict[str, Counter[Card]] = {}
    for seat, cards in bids:
        if seat != dealer:
            out[seat] = out.get(seat, Counter()) | Counter(cards)
    for p in plays:
        if p.seat in out:
            out[p.seat] = out[p.seat] - Counter(p.cards)
    return {s: c for s, c in out.items() if c}
