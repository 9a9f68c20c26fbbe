"""“Can I throw this?” — a throw's units, who could beat them, and the chance it fails.

The other three seats are named by where they sit from the thrower: ``next`` (下家),
``partner`` (对家) and ``prev`` (上家).  A seat's holding may be known; the cards nobody
has seen (the deck minus the hand, the cards already played and the known holdings) are
dealt at random to the unknown seats — each holds as many cards as the thrower — and to
the bottom (8 cards, unless the thrower is the dealer who buried it).

A seat known to be *void* in the throw's effective suit (it showed out of that suit
earlier: trumps count as one suit) holds none of that suit's unseen cards: they are dealt
only to the other unknown seats and the bottom, every deal that respects the voids being
equally likely.  Voids in other suits do not bear on the question — every card that could
beat a thrown unit is of the throw's suit.

The failure probability is exact when the cards that could matter are few: it enumerates
how those cards fall among the seats and the bottom, each way weighted by the
hypergeometric count of deals that put them there.  Otherwise it is a seeded Monte Carlo
estimate with its standard error.

>>> from shengji_cli.core.cards import parse_cards, TrumpContext, HEARTS
>>> from shengji_cli.core.variants import load_variant
>>> ctx, v = TrumpContext.make(HEARTS, 2), load_variant("national")
>>> hand = parse_cards("SA SA SK") + parse_cards("C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA D3 D4 D5 D6 D7 D8 D9 D10 DJ DQ")
>>> a = analyse_throw(parse_cards("SA SA SK"), hand, ctx, v)
>>> a.method, a.stands, round(a.fail_probability, 4)
('exact', True, 0.0)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import comb, factorial

from .cards import NUM_KINDS, SUIT_SYMBOLS, TRUMP, Card, TrumpContext
from .messages import Cards, Msg
from .rules import Block, allowed_forced_plays, beating_cards, throw_penalty
from .units import PAIR, SINGLE, Unit, decompose, effective_suit
from .variants import Variant

OTHER_SEATS = ("next", "partner", "prev")
"""The other seats, from the thrower: 下家, 对家, 上家."""
SEAT_ALIASES = {"next": "next", "下家": "next", "partner": "partner", "对家": "partner", "prev": "prev",
                "上家": "prev"}
EXACT_LIMIT = 60_000
"""Most ways of placing the relevant cards that are enumerated exactly."""
MAX_SAMPLES = 10**7
"""Most deals a Monte Carlo estimate draws (its standard error is then below 0.0002)."""


_SEAT_WORDS = {"next": Msg.of("hand.throw.seat.next"), "partner": Msg.of("hand.throw.seat.partner"),
               "prev": Msg.of("hand.throw.seat.prev")}


class ThrowInputError(ValueError):
    """The question cannot be answered as asked (cards not held, counts that do not add up)."""

    def __init__(self, message: Msg) -> None:
        super().__init__(message)
        self.message = message


def samples_problem(samples: int) -> Msg | None:
    """Why an estimate will not draw ``samples`` deals (more than :data:`MAX_SAMPLES`)."""
    return Msg.of("bounds.samples", n=samples, most=MAX_SAMPLES) if samples > MAX_SAMPLES else None


def _seat(seat: str) -> Msg | str:
    """An other seat in words (下家 …); a name that is none of them as given."""
    return _SEAT_WORDS.get(seat, seat)


def _listing(items: Sequence[Msg | str]) -> Msg | str:
    """``a, b, c``: items one after another."""
    if len(items) <= 1:
        return items[0] if items else ""
    return Msg.of("hand.list", first=items[0], rest=_listing(items[1:]))


@dataclass(frozen=True, slots=True)
class Beater:
    """A combination that would beat thrown unit number ``unit``: held by ``seat`` (``None``: unseen)."""

    unit: int
    seat: str | None
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ThrowAnalysis:
    units: tuple[Unit, ...]
    stands: bool | None
    safe_units: tuple[int, ...]
    beaten_by: tuple[Beater, ...]
    forced: tuple[Unit, ...]
    penalties: tuple[int, ...]
    """The penalty for each allowed forced play (empty unless the throw fails for certain)."""
    fail_probability: float
    method: str
    stderr: float | None
    samples: int
    void: tuple[str, ...] = ()
    """The seats taken to hold none of the throw's suit, in :data:`OTHER_SEATS` order."""


def suit_label(suit: int) -> Msg | str:
    """``♠`` … ``♦`` for a plain effective suit, ``trumps`` for the trump suit."""
    return Msg.of("hand.suit.trumps") if suit == TRUMP else SUIT_SYMBOLS[suit]


def _all_beaters(unit: Unit, pool: Sequence[Card], ctx: TrumpContext) -> list[tuple[Card, ...]]:
    """Every distinct combination in ``pool`` that beats ``unit`` (one card, a pair, a tractor)."""
    suit = ctx.esuit[unit.cards[0]]
    counts = Counter(c for c in pool if ctx.esuit[c] == suit)
    if unit.kind == SINGLE:
        return [(c,) for c in sorted(counts, key=ctx.sort_key.__getitem__, reverse=True) if ctx.pos[c] > unit.top]
    pairs: dict[int, list[Card]] = {}
    for c, n in counts.items():
        if n >= 2:
            pairs.setdefault(ctx.pos[c], []).append(c)
    if unit.kind == PAIR:
        return [(c, c) for p in sorted(pairs, reverse=True) if p > unit.top for c in pairs[p]]
    out: list[tuple[Card, ...]] = []
    for top in sorted(pairs, reverse=True):
        if top <= unit.top or not all(top - i in pairs for i in range(unit.length)):
            continue
        combos: list[tuple[Card, ...]] = [()]
        for i in range(unit.length):
            combos = [c + (k, k) for c in combos for k in pairs[top - i]]
        out += combos
    return out


def analyse_throw(throw: Sequence[Card], hand: Sequence[Card], ctx: TrumpContext, variant: Variant,
                  seen: Sequence[Card] = (), known: Mapping[str, Sequence[Card]] | None = None,
                  dealer: bool = False, seed: int = 0, samples: int = 10_000,
                  void: Collection[str] = ()) -> ThrowAnalysis:
    """Analyse a throw from ``hand`` (which holds it); see the module doc.

    ``void``: seats known to hold none of the throw's effective suit.  Raises
    :class:`ThrowInputError` when the inputs contradict each other (or the voids leave too
    few places for the suit's unseen cards).

    >>> from shengji_cli.core.cards import parse_cards, TrumpContext, HEARTS
    >>> from shengji_cli.core.variants import load_variant
    >>> ctx, v = TrumpContext.make(HEARTS, 2), load_variant("national")
    >>> throw = parse_cards("SQ SQ SA")        # only an unseen ♠K ♠K beats it
    >>> hand = throw + parse_cards("C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA D3 D4 D5 D6 D7 D8 D9 D10 DJ DQ")
    >>> round(analyse_throw(throw, hand, ctx, v).fail_probability, 4)  # 3·25·24 / (83·82)
    0.2645
    >>> a = analyse_throw(throw, hand, ctx, v, void={"next", "prev"})
    >>> a.void, round(a.fail_probability, 4)   # every ♠ is the partner's or the bottom's: 25·24 / (33·32)
    (('next', 'prev'), 0.5682)
    """
    too_many = samples_problem(samples)
    if too_many is not None:
        raise ThrowInputError(too_many)
    known = dict(known or {})
    for seat in known:
        if seat not in OTHER_SEATS:
            raise ThrowInputError(Msg.of("hand.throw.unknown-seat", seat=seat))
    for seat in void:
        if seat not in OTHER_SEATS:
            raise ThrowInputError(Msg.of("hand.throw.unknown-void-seat", seat=seat))
    voids = tuple(s for s in OTHER_SEATS if s in void)
    if Counter(throw) - Counter(hand):
        missing = Counter(throw) - Counter(hand)
        raise ThrowInputError(Msg.of("hand.throw.not-held", cards=Cards.of(missing.elements())))
    suit = effective_suit(throw, ctx)
    if suit is None:
        raise ThrowInputError(Msg.of("hand.throw.mixed"))
    for seat in voids:
        shown = [c for c in known.get(seat, ()) if ctx.esuit[c] == suit]
        if shown:
            raise ThrowInputError(Msg.of("hand.throw.void-holds", seat=_seat(seat), suit=suit_label(suit),
                                         cards=Cards.of(shown)))
    units = decompose(throw, ctx)
    if len(units) == 1:
        # A single, a pair or a tractor is an ordinary lead, not a throw: it cannot fail.
        return ThrowAnalysis(units, True, (0,), (), (), (), 0.0, "exact", None, 0, voids)
    deck = Counter({c: variant.deck.copies for c in range(NUM_KINDS)})
    used = Counter(hand) + Counter(seen)
    for cards in known.values():
        used += Counter(cards)
    over = used - deck
    if over:
        raise ThrowInputError(Msg.of("hand.throw.over-deck", cards=Cards.of(over.elements())))
    pool = list((deck - used).elements())
    unknown = [s for s in OTHER_SEATS if s not in known]
    sizes = [len(hand)] * len(unknown) + ([] if dealer else [variant.deck.kitty_size])
    for s, cards in known.items():
        if len(cards) != len(hand):
            raise ThrowInputError(Msg.of("hand.throw.known-size", seat=_seat(s), n=len(cards), thrower=len(hand)))
    if sum(sizes) != len(pool):
        raise ThrowInputError(Msg.of("hand.throw.unseen", n=len(pool), room=sum(sizes)))
    # Where the throw's suit can lie: the unknown seats not void, then the bottom.
    holders = [s for s in unknown if s not in voids]
    places = [len(hand)] * len(holders) + ([] if dealer else [variant.deck.kitty_size])
    room = sum(places)
    in_suit = sum(1 for c in pool if ctx.esuit[c] == suit)
    if in_suit > room:
        parts: list[Msg | str] = [_seat(s) for s in holders] + ([] if dealer else [Msg.of("hand.throw.bottom")])
        where = (Msg.of("hand.throw.room-many", places=_listing(parts[:-1]), last=parts[-1], room=room)
                 if len(parts) > 1 else Msg.of("hand.throw.room-one", place=parts[0], room=room) if parts
                 else Msg.of("hand.throw.room-none"))
        what = Msg.of("hand.throw.what-trumps") if suit == TRUMP else Msg.of("hand.throw.what-suit",
                                                                              suit=SUIT_SYMBOLS[suit])
        raise ThrowInputError(Msg.of("hand.throw.void-room", n=in_suit, what=what, voids=_listing([_seat(s) for s in voids]),
                                     k=len(voids), where=where))

    beaten_by: list[Beater] = []
    known_blocks: list[Block] = []
    for seat in OTHER_SEATS:
        if seat in known:
            for i, unit in enumerate(units):
                beating = beating_cards(unit, known[seat], ctx)
                if beating is not None:
                    beaten_by.append(Beater(i, seat, beating))
                    known_blocks.append(Block(seat, i, beating))
    unseen_beaters = {i: _all_beaters(u, pool, ctx) if holders else [] for i, u in enumerate(units)}
    for i, combos in unseen_beaters.items():
        beaten_by += [Beater(i, None, c) for c in combos if len(c) <= len(hand)]
    safe = tuple(i for i in range(len(units)) if not any(b.unit == i for b in beaten_by))

    if known_blocks:
        forced = tuple(allowed_forced_plays(throw, known_blocks, "partner", ctx, variant))
        penalties = tuple(throw_penalty(throw, u.cards, known_blocks, ctx, variant) for u in forced)
        return ThrowAnalysis(units, False, safe, tuple(beaten_by), forced, penalties, 1.0, "exact", None, 0, voids)
    if len(safe) == len(units):
        return ThrowAnalysis(units, True, safe, tuple(beaten_by), (), (), 0.0, "exact", None, 0, voids)
    # The relevant cards are all of the throw's suit, so only the non-void places matter: given
    # the voids, the suit's unseen cards lie uniformly at random on those ``room`` slots.
    relevant = sorted({c for b in beaten_by for c in b.cards})
    rel_counts = Counter(c for c in pool if c in set(relevant))
    leaves = 1
    d = len(places)
    for m in rel_counts.values():
        leaves *= comb(m + d - 1, d - 1)
    if leaves <= EXACT_LIMIT:
        p = _exact(_Checker(units, pool, ctx), rel_counts, places, len(holders), room)
        return ThrowAnalysis(units, None, safe, tuple(beaten_by), (), (), p, "exact", None, 0, voids)
    p, se = _monte_carlo(_Checker(units, pool, ctx), rel_counts, places, len(holders), room, seed, samples)
    return ThrowAnalysis(units, None, safe, tuple(beaten_by), (), (), p, "monte-carlo", se, samples, voids)


class _Checker:
    """Does a holding beat some thrown unit?  Precomputed for speed: the kinds that beat the
    lowest single, the kinds whose pair beats the lowest pair, and each tractor's beating windows."""

    def __init__(self, units: Sequence[Unit], pool: Sequence[Card], ctx: TrumpContext) -> None:
        singles = [u for u in units if u.kind == SINGLE]
        pairs = [u for u in units if u.kind == PAIR]
        self.single_kinds = {c for b in (_all_beaters(min(singles, key=lambda u: u.top), pool, ctx) if singles else [])
                             for c in b}
        self.pair_kinds = {b[0] for b in (_all_beaters(min(pairs, key=lambda u: u.top), pool, ctx) if pairs else [])}
        self.windows = [tuple(sorted(set(b))) for u in units if u.kind not in (SINGLE, PAIR)
                        for b in _all_beaters(u, pool, ctx)]

    def beats(self, holding: Sequence[Card]) -> bool:
        if not holding:
            return False
        if self.single_kinds and not self.single_kinds.isdisjoint(holding):
            return True
        if self.pair_kinds or self.windows:
            counts = Counter(holding)
            doubled = {c for c, n in counts.items() if n >= 2}
            if not self.pair_kinds.isdisjoint(doubled):
                return True
            return any(all(k in doubled for k in w) for w in self.windows)
        return False


def _fails(check: _Checker, holdings: Sequence[Sequence[Card]]) -> bool:
    return any(check.beats(h) for h in holdings)


def _falling(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out *= n - i
    return out


@cache
def _spreads(copies: int, places: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The ways ``copies`` copies of a card can lie among ``places`` places: each multiset of
    places, with the number of ways the distinct physical copies fill it.

    >>> _spreads(2, 2)
    (((0, 0), 1), ((0, 1), 2), ((1, 1), 1))
    """
    out = []
    for dests in combinations_with_replacement(range(places), copies):
        ways = factorial(copies)
        for j in set(dests):
            ways //= factorial(dests.count(j))
        out.append((dests, ways))
    return tuple(out)


def _exact(check: _Checker, rel: Counter[Card], sizes: Sequence[int], seats: int, total: int) -> float:
    """P(some unknown seat can beat a unit), summing over placements of the relevant cards.

    ``sizes`` are the places the relevant cards can lie (the first ``seats`` of them seats, the
    rest the bottom) and ``total`` their sum.  Dealing ``total`` distinct slots at random, the
    chance that the relevant physical cards land with ``counts[j]`` in place ``j`` is
    ``Π falling(sizes[j], counts[j]) / falling(total, r)``.  With void seats left out of
    ``sizes``, this is still exact: of the deals that keep the throw's ``s`` unseen suit cards
    off the void seats, ``Π falling(sizes[j], counts[j]) · falling(total − r, s − r) · (N − s)!``
    place the relevant cards so (the other suit cards fill the non-void slots left, the other
    cards everything else; ``N`` cards are unseen), out of ``falling(total, s) · (N − s)!`` in
    all — the same ratio.
    """
    kinds = sorted(rel)
    r = sum(rel.values())
    d = len(sizes)
    denom = _falling(total, r)
    prob = 0.0
    holdings: list[list[Card]] = [[] for _ in range(d)]
    counts = [0] * d

    def place(i: int, mult: int) -> None:
        nonlocal prob
        if i == len(kinds):
            if _fails(check, holdings[:seats]):
                w = mult
                for j in range(d):
                    w *= _falling(sizes[j], counts[j])
                prob += w / denom
            return
        c = kinds[i]
        for dests, ways in _spreads(rel[c], d):
            for j in dests:
                holdings[j].append(c)
                counts[j] += 1
            place(i + 1, mult * ways)
            for j in dests:
                holdings[j].pop()
                counts[j] -= 1

    place(0, 1)
    return prob


def _monte_carlo(check: _Checker, rel: Counter[Card], sizes: Sequence[int], seats: int, total: int,
                 seed: int, samples: int) -> tuple[float, float]:
    """Seeded estimate: place the relevant cards on random slots of the places in ``sizes``
    (given the voids, the suit's cards lie uniformly on the non-void slots; see :func:`_exact`)."""
    rng = random.Random(seed)
    cards = list(rel.elements())
    bounds = []
    acc = 0
    for s in sizes:
        acc += s
        bounds.append(acc)
    owner = [next(j for j, b in enumerate(bounds) if slot < b) for slot in range(total)]
    hits = 0
    for _ in range(samples):
        holdings: list[list[Card]] = [[] for _ in range(seats)]
        for c, slot in zip(cards, rng.sample(range(total), len(cards)), strict=True):
            j = owner[slot]
            if j < seats:
                holdings[j].append(c)
        if _fails(check, holdings):
            hits += 1
    p = hits / samples
    return p, (p * (1 - p) / samples) ** 0.5
