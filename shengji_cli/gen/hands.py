"""Seeded random hand records, clean or with one injected fault (``shengji gen``).

:func:`generate` deals two decks to ``N W S E`` (that order of play), picks a dealer, a
level and a trump (a suit, sometimes no-trump), lets the dealer bury eight cards and
plays the hand out: leads of singles, pairs, tractors, throws that stand and throws that
fail (recorded ``attempted -> forced``), follows chosen at random among legal plays,
ruffs, over-ruffs and discards.  The claims at the end (``points``, ``bottom``,
``result``, ``penalty``) are the generator's own scoring.  Everything comes from one
``random.Random(seed)``: the same seed gives the same record, byte for byte.

**Independence.**  A generator that picked its plays by asking the checker's legality
predicate would prove nothing when its hands "check clean".  So nothing here calls
:mod:`shengji_cli.core.rules`: follows are *constructed* from the written rule (play all cards
of the led suit if they are not more than the lead; else for each tractor of the lead,
longest first, a tractor of that length — or, under ``follow.shorter_tractor_owed``, the
longest shorter one — chosen among the arrangements that leave the most for the
following tractors; then pairs up to the lead's pair count; then random cards of the
suit), throws are judged by a small search of the other hands, and the trick winner,
the failed-throw forced play and penalty, the bottom multiplier and the level change are
computed here from the variant's parameters; so are the bids and a match's progression
(nothing here imports :mod:`~shengji_cli.core.match`, :mod:`~shengji_cli.core.levels`,
:mod:`~shengji_cli.core.declarations` or :mod:`~shengji_cli.core.replay`).  Only the card tables of
:mod:`shengji_cli.core.cards` and the canonical decomposition of :func:`units.decompose` are
shared with the checker.

**Faults.**  With ``faults=KIND`` the record raises exactly one violation of that kind
(at a trick and seat given in :attr:`Generated.expected`), everything else kept
consistent: claims are computed from what was actually played, so no mismatch cascades.
For ``card-count`` a seat plays one card short in a trick and ends the hand holding that
card; the checker reports the trick and counts the shortfall as explained at the end.  For
``illegal-lead`` the leader shows a unit of one effective suit with a single of another
(a trump with a side card, or two side suits); the hand goes on as the checker goes on
after one: no play follows a lead of no one suit (no follow is judged, none beats it), a
play of trumps alone with the lead's structure ruffs it (the highest ruff wins), else the
leader wins the trick and its points.  No other finding follows from it.

Whole matches with bidding are in :mod:`.gen_match`.

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

from ..core.cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    NUM_KINDS,
    SUIT_LETTERS,
    TRUMP,
    Card,
    TrumpContext,
    points_of,
)
from ..core.record import Bid, Claims, HandRecord, Play, ResultClaim, Trick
from ..core.units import TRACTOR, Unit, decompose
from ..core.variants import Variant, tractor_multiplier
from ..core.vocab import Side

SEATS = ("N", "W", "S", "E")
"""Seats in order of play; partners are 1st+3rd and 2nd+4th."""

FAULT_KINDS = (
    "illegal-follow", "failed-throw", "wrong-forced-play", "false-failed-throw", "wrong-leader",
    "wrong-order", "card-not-held", "card-count", "deck", "bury", "illegal-lead", "points-mismatch",
    "bottom-mismatch", "level-mismatch", "penalty-mismatch",
)
"""The violation kinds :func:`generate` can inject (not ``illegal-declaration``: a single
hand carries no bids; :func:`generate_match` injects it)."""

_MAX_ATTEMPTS = 200


class Declared(Protocol):
    """How a match hand's dealer, level and trump were fixed (:mod:`.gen_match`): ``trump``
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


@dataclass(frozen=True, slots=True)
class Bury:
    """One bury of a match hand (:attr:`Declared.buries`): the seat, the trump standing when it
    buries (``None``: no-trump; its choice of cards goes by it) and cards it must keep (those
    its later bids show).  The first is the dealer's; each later one is a re-bury (online
    反主炒底): the seat takes up the bottom so far and buries eight cards again."""

    seat: str
    trump: int | None
    keep: tuple[Card, ...] = ()


_Declarer = Callable[[random.Random, dict[str, list[Card]], list[Card]], "Declared | None"]
_ASSIGNMENT_LIMIT = 512


@dataclass(frozen=True, slots=True)
class ExpectedFinding:
    """A violation a generated record must raise: its kind, trick (1-based) and seat."""

    kind: str
    trick: int | None
    seat: str | None
    detail: str = ""
    """Which flavour of the kind, where it has several (:data:`DECLARATION_FAULTS`)."""


@dataclass(frozen=True)
class Generated:
    """A generated record and the violations it must raise (empty for a clean hand)."""

    record: HandRecord
    expected: tuple[ExpectedFinding, ...]
    trick_winners: tuple[str, ...] = field(default=(), compare=False)
    """The winner of every trick by the generator's own judgement (for cross-checks)."""


# ---------------------------------------------------------------- small card helpers


def _context(level: int, trump: int | None, v: Variant) -> TrumpContext:
    o = v.order
    return TrumpContext.make(trump, level, o.twos_trump, o.level_gap_adjacent,
                             o.trump_chain_adjacent, o.nt_level_joker_adjacent)


def _canonical(card: Card) -> tuple[int, int]:
    """The record's card order: big joker, little joker, then ♠ ♥ ♣ ♦, each from A down."""
    return (BIG_JOKER - card, 0) if card >= LITTLE_JOKER else (2 + card // 13, -card)


def _of_suit(cards: Sequence[Card], suit: int, ctx: TrumpContext) -> list[Card]:
    return [c for c in cards if ctx.esuit[c] == suit]


def _pairs(cards: Sequence[Card]) -> Counter[Card]:
    """Kind → number of pairs of it among the cards."""
    return Counter({k: n // 2 for k, n in Counter(cards).items() if n >= 2})


def _instances(avail: Counter[Card], length: int, ctx: TrumpContext) -> list[tuple[Card, ...]]:
    """Every tractor (``length`` ≥ 2) or pair (``length`` 1) that ``avail`` holds.

    ``avail`` maps kinds of one effective suit to pairs available; an instance lists one
    kind per position, the top first.
    """
    by_pos: dict[int, list[Card]] = {}
    for k in sorted(avail):
        if avail[k] > 0:
            by_pos.setdefault(ctx.pos[k], []).append(k)
    out: list[tuple[Card, ...]] = []
    for top in sorted(by_pos):
        if all(top - i in by_pos for i in range(length)):
            partial: list[tuple[Card, ...]] = [()]
            for i in range(length):
                partial = [p + (k,) for p in partial for k in by_pos[top - i]]
            out += partial
    return out


def _without(avail: Counter[Card], inst: Sequence[Card]) -> Counter[Card]:
    left = Counter(avail)
    for k in inst:
        left[k] -= 1
    return +left


Assignment = tuple[tuple[Card, ...], ...]


def _best_tractors(avail: Counter[Card], lengths: tuple[int, ...], shorter: bool, ctx: TrumpContext,
                   collect: bool = True) -> tuple[tuple[int, ...], list[Assignment]]:
    """The best vector of disjoint tractors for the slots ``lengths`` and every way to get it.

    Slot *i* takes a tractor of length ``lengths[i]`` — or with ``shorter`` any length
    from ``lengths[i]`` down to 2 — or nothing (0); vectors compare lexicographically.
    The search tries every tractor for every slot (no windows or capacity tricks), so it
    is a second, independent reading of the rule.
    """
    if not lengths:
        return (), [()]
    n, rest = lengths[0], lengths[1:]
    for length in (range(n, 1, -1) if shorter else (n,)):
        found = _instances(avail, length, ctx)
        if not found:
            continue
        best: tuple[int, ...] | None = None
        ways: list[Assignment] = []
        for inst in found:
            vec, sub = _best_tractors(_without(avail, inst), rest, shorter, ctx, collect)
            if best is None or vec > best:
                best, ways = vec, []
            if vec == best and collect and len(ways) < _ASSIGNMENT_LIMIT:
                ways += [(inst,) + s for s in sub]
        assert best is not None
        return (length,) + best, ways
    vec, sub = _best_tractors(avail, rest, shorter, ctx, collect)
    return (0,) + vec, sub


@dataclass(frozen=True)
class _Shape:
    """A lead's structure: its canonical units, tractor lengths (longest first), all pairs."""

    units: tuple[Unit, ...]
    tractors: tuple[int, ...]
    pairs: int

    @property
    def multi(self) -> bool:
        return len(self.units) > 1


def _shape(cards: Sequence[Card], ctx: TrumpContext) -> _Shape:
    units = decompose(cards, ctx)
    return _Shape(units, tuple(sorted((u.length for u in units if u.kind == TRACTOR), reverse=True)),
                  sum(u.length for u in units if u.width == 2))


def _obliged(shape: _Shape, v: Variant) -> tuple[int, ...]:
    if shape.multi and not v.follow.throw_tractor_obliges_tractor:
        return ()
    return shape.tractors


def follow_profile(cards: Sequence[Card], lead: Sequence[Card], ctx: TrumpContext,
                   v: Variant) -> tuple[tuple[int, ...], int]:
    """How well cards of the led suit match a lead: best tractor vector, pairs (capped)."""
    shape = _shape(lead, ctx)
    avail = _pairs(cards)
    vec, _ = _best_tractors(avail, _obliged(shape, v), v.follow.shorter_tractor_owed, ctx, False)
    return vec, min(shape.pairs, sum(avail.values()))


def follow_is_legal(lead: Sequence[Card], hand: Sequence[Card], play: Sequence[Card],
                    ctx: TrumpContext, v: Variant) -> bool:
    """The generator's own reading of the follow rule (RULES §4), for faults and tests."""
    suit = ctx.esuit[lead[0]]
    held = _of_suit(hand, suit, ctx)
    played = _of_suit(play, suit, ctx)
    if len(played) < min(len(held), len(lead)):
        return False
    if len(held) <= len(lead):
        return True
    return follow_profile(played, lead, ctx, v) == follow_profile(held, lead, ctx, v)


def _structured(pool: Sequence[Card], shape: _Shape, size: int, tractors: tuple[int, ...], shorter: bool,
                rng: random.Random, ctx: TrumpContext) -> list[Card]:
    """``size`` cards of ``pool`` matching the lead's structure as well as the pool allows.

    For each tractor slot, longest first, a tractor of that length (or the longest
    shorter one) among the arrangements that keep the best for the later slots; then
    pairs up to the lead's pair count; then random cards.
    """
    avail = _pairs(pool)
    vec, ways = _best_tractors(avail, tractors, shorter, ctx)
    chosen: list[Card] = []
    rest = Counter(pool)
    for inst in rng.choice(ways):
        for k in inst:
            chosen += [k, k]
            rest[k] -= 2
    have = sum(vec)
    target = min(shape.pairs, sum(avail.values()))
    kinds = sorted(k for k in rest if rest[k] >= 2)
    rng.shuffle(kinds)
    for k in kinds:
        if have >= target:
            break
        chosen += [k, k]
        rest[k] -= 2
        have += 1
    left = sorted(rest.elements())
    rng.shuffle(left)
    return chosen + left[: size - len(chosen)]


# ---------------------------------------------------------------- throws


def _beaten(unit: Unit, held: Sequence[Card], ctx: TrumpContext) -> bool:
    """True if cards ``held`` (of the unit's suit) beat the unit: a higher card, pair, tractor."""
    if unit.width == 1:
        return any(ctx.pos[c] > unit.top for c in held)
    return any(ctx.pos[inst[0]] > unit.top for inst in _instances(_pairs(held), unit.length, ctx))


def _blocks(throw: Sequence[Card], others: Sequence[tuple[str, Sequence[Card]]],
            ctx: TrumpContext) -> list[tuple[str, int]]:
    """(seat, unit index) for every thrown unit another seat can beat; seats in play order."""
    units = decompose(throw, ctx)
    suit = ctx.esuit[throw[0]]
    out: list[tuple[str, int]] = []
    for seat, hand in others:
        held = _of_suit(hand, suit, ctx)
        out += [(seat, i) for i, u in enumerate(units) if _beaten(u, held, ctx)]
    return out


def _kind(u: Unit) -> tuple[int, int]:
    return (u.width, u.length)


def _forced_options(throw: Sequence[Card], blocks: Sequence[tuple[str, int]], partner: str,
                    ctx: TrumpContext, v: Variant) -> list[Unit]:
    """The plays a failed throw may be reduced to (RULES §5, ``throw.forced_play``).

    Units of equal strength (off-suit level cards) are all "the smallest": each is offered.
    """
    units = decompose(throw, ctx)
    if v.throw.partner_block_any_unit and any(s == partner for s, _ in blocks):
        return list(units)

    def lowest(cands: Sequence[Unit], key: str = "top") -> list[Unit]:
        def k(u: Unit) -> tuple[int, int]:
            if key == "size":
                return (u.size, u.top)
            if key == "low-card":
                return (min(ctx.pos[c] for c in u.cards), u.size)
            return (0, u.top)
        best = min(k(u) for u in cands)
        return [u for u in cands if k(u) == best]

    def smallest(kind: tuple[int, int]) -> list[Unit]:
        return lowest([u for u in units if _kind(u) == kind])

    beaten = [units[i] for i in sorted({i for _, i in blocks})]
    kinds = sorted({_kind(u) for u in beaten}, reverse=True)
    rule = v.throw.forced_play
    if rule in ("any-beaten-kind", "next-player-picks"):
        return [u for k in kinds for u in smallest(k)]
    if rule == "most-complex-beaten-kind":
        return smallest(kinds[0])
    if rule == "fewest-cards-lowest":
        return lowest([u for k in kinds for u in smallest(k)], "size")
    if rule == "first-blocker":
        first = blocks[0][0]
        return smallest(_kind(units[min(i for s, i in blocks if s == first)]))
    # smallest-beaten-unit (bjtu 只能出被管牌中最小的牌): the beaten unit holding the lowest card
    return lowest(beaten, "low-card")


def _penalty(throw: Sequence[Card], forced: Sequence[Card], blocks: Sequence[tuple[str, int]],
             ctx: TrumpContext, v: Variant) -> int:
    basis = v.throw.penalty_basis
    if basis == "thrown":
        count = len(throw)
    elif basis == "beaten":
        units = decompose(throw, ctx)
        count = sum(units[i].size for i in {i for _, i in blocks})
    else:
        count = len(throw) - len(forced)
    return count * v.throw.penalty_per_card


# ---------------------------------------------------------------- tricks and scoring


def _ruffs(cards: Sequence[Card], shape: _Shape, ctx: TrumpContext, v: Variant) -> bool:
    """True if trumps ``cards`` have the structure a ruff of the lead needs (RULES §6)."""
    avail = _pairs(cards)
    if sum(avail.values()) < shape.pairs:
        return False
    want = shape.tractors if v.ruff.structure == "exact" else (2,) * len(shape.tractors)
    return _best_tractors(avail, want, False, ctx, False)[0] == want


def _ruff_key(cards: Sequence[Card], shape: _Shape, ctx: TrumpContext, v: Variant) -> int:
    """A ruff's strength: its unit of the lead's most complex kind, as high as it can be."""
    avail = _pairs(cards)
    if shape.tractors:
        if v.ruff.structure == "exact":
            n, rest = shape.tractors[0], shape.tractors[1:]
            return max(ctx.pos[inst[0]] for inst in _instances(avail, n, ctx)
                       if _best_tractors(_without(avail, inst), rest, False, ctx, False)[0] == rest)
        return max(ctx.pos[inst[0]] for inst in _instances(avail, 2, ctx))
    if shape.pairs:
        return max(ctx.pos[k] for k in avail)
    return max(ctx.pos[c] for c in cards)


def _judge(plays: Sequence[tuple[str, Sequence[Card]]], ctx: TrumpContext, v: Variant,
           barred: frozenset[str] = frozenset()) -> int:
    """Index of the play that wins the trick; ``plays[0]`` is the lead (RULES §6).

    A lead of no one suit (``illegal-lead``) has no suit to follow: only a ruff can take it.
    """
    lead = plays[0][1]
    led = {ctx.esuit[c] for c in lead}
    suit = led.pop() if len(led) == 1 else None
    shape = _shape(lead, ctx)
    best, key, ruffed = 0, shape.units[0].top, False
    for i, (seat, cards) in enumerate(plays[1:], start=1):
        suits = {ctx.esuit[c] for c in cards}
        if len(cards) != len(lead) or len(suits) != 1:
            continue
        psuit = suits.pop()
        if psuit == suit:
            if not shape.multi and not ruffed:
                units = decompose(cards, ctx)
                if len(units) == 1 and _kind(units[0]) == _kind(shape.units[0]) and units[0].top > key:
                    best, key = i, units[0].top
        elif psuit == TRUMP and seat not in barred and _ruffs(cards, shape, ctx, v):
            k = _ruff_key(cards, shape, ctx, v)
            if not ruffed or k > key:
                best, key, ruffed = i, k, True
    return best


def _unit_multiplier(u: Unit, v: Variant) -> int:
    if u.width == 1:
        return v.bottom.single
    if u.length == 1:
        return v.bottom.pair
    return tractor_multiplier(v.bottom.tractor, u.length)


def _bottom_multiplier(last_lead: Sequence[Card], ctx: TrumpContext, v: Variant) -> int:
    """The bottom multiplier the last trick's lead sets (RULES §7, the variant's table)."""
    b = v.bottom
    units = decompose(last_lead, ctx)
    largest = max(units, key=lambda u: (u.size, _unit_multiplier(u, v)))
    if b.mode == "cards":
        mult = 2 * len(last_lead)
    elif b.mode == "largest-unit-linear":
        mult = 2 * largest.size
    elif b.mode == "largest-unit-power":
        mult = 2 ** largest.size
    elif len(units) == 1 or b.throw == "largest-unit":
        mult = _unit_multiplier(largest, v)
    else:
        mult = sum(_unit_multiplier(u, v) for u in units)
    return max(mult, b.throw_floor) if len(units) > 1 else mult


def _level_change(points: int, v: Variant) -> tuple[str, int]:
    """(side, levels) for the defenders' final points (RULES §8, the variant's table)."""
    table = v.levels.table
    entry = table[0]
    for step in table:
        if step.at <= points:
            entry = step
    levels = entry.levels
    if entry is table[-1] and v.levels.step > 0:
        levels += (points - entry.at) // v.levels.step
    if v.levels.cap:
        levels = min(levels, v.levels.cap)
    if entry.side == "defenders" and v.levels.takeover_cap:
        levels = min(levels, v.levels.takeover_cap)
    return entry.side, levels


# ---------------------------------------------------------------- the simulation


class _Retry(Exception):
    """This deal cannot carry the planned fault; deal again."""


@dataclass
class _Lead:
    """A lead: the cards shown, the cards played, and how the record and the rules see it."""

    thrown: list[Card]
    played: list[Card]
    failed: bool = False
    """Another seat could beat the throw and it was withdrawn (penalty, barred ruffs)."""
    blocks: list[tuple[str, int]] = field(default_factory=list)
    marked: bool = False
    """Recorded as ``attempted -> played``."""


class _Hand:
    """One simulated hand; :meth:`run` returns the record or raises :class:`_Retry`."""

    def __init__(self, rng: random.Random, v: Variant, fault: str | None, seed: int) -> None:
        self.rng = rng
        self.v = v
        self.fault = fault
        self.seed = seed
        self.expected: list[ExpectedFinding] = []
        self.extra: str | None = None  # a seat holding one card more than the others
        self.declarer: _Declarer | None = None
        """For a match hand: fixes dealer, level and trump from the deal (None: deal again)."""
        self.declared: Declared | None = None

    # -- deal -------------------------------------------------------------------------

    def deal(self) -> None:
        rng, v = self.rng, self.v
        deck = [k for k in range(NUM_KINDS) for _ in range(v.deck.copies)]
        hs, ks = v.deck.hand_size, v.deck.kitty_size
        if len(SEATS) * hs + ks != len(deck):
            raise ValueError(f"cannot generate for variant {v.name}: {len(SEATS)} × {hs} + {ks} "
                             f"cards is not the {len(deck)}-card deck")
        rng.shuffle(deck)
        self.deals = {s: deck[i * hs:(i + 1) * hs] for i, s in enumerate(SEATS)}
        self.kitty = deck[len(SEATS) * hs:]
        self.dealer = rng.choice(SEATS)
        self.level = rng.randint(2, 14)
        self.trump = None if rng.random() < 0.12 else rng.randrange(4)
        if self.declarer is not None:
            self.declared = self.declarer(rng, self.deals, self.kitty)
            if self.declared is None:
                raise _Retry
            if self.declared.void:
                return
            assert self.declared.dealer is not None and self.declared.level is not None
            self.dealer, self.level, self.trump = self.declared.dealer, self.declared.level, self.declared.trump
        self.ctx = _context(self.level, self.trump, v)
        must_bury: list[Card] = []
        if self.fault == "deck":
            # A third copy of a card held by the seats replaces a kitty card; the dealer buries it.
            i = rng.randrange(len(self.kitty))
            held = sorted({c for s in SEATS for c in self.deals[s]} - set(self.kitty))
            c = rng.choice(held)
            self.kitty[i] = c
            must_bury = [c]
            self.expected.append(ExpectedFinding("deck", None, None))
        buries = self.declared.buries if self.declared is not None else ()
        first = buries[0] if buries else None
        pool = self.deals[self.dealer] + self.kitty
        buried = self.bury(pool, must_bury, () if first is None else first.keep,
                           None if first is None else _context(self.level, first.trump, v))
        self.hands = {s: list(self.deals[s]) for s in SEATS}
        self.hands[self.dealer] = list((Counter(pool) - Counter(buried)).elements())
        self.buried = buried
        self.dealer_buried = buried
        self.reburied: list[tuple[str, list[Card]]] = []
        for b in buries[1:]:
            # 反主炒底: the overcaller takes up the bottom and buries eight again (by its trump);
            # the last bury is the bottom played and scored.
            taken = self.hands[b.seat] + self.buried
            self.buried = self.bury(taken, [], b.keep, _context(self.level, b.trump, v))
            self.hands[b.seat] = list((Counter(taken) - Counter(self.buried)).elements())
            self.reburied.append((b.seat, self.buried))
        if self.fault == "bury":
            # Record a card the dealer never had as buried: the card really kept stays in hand.
            strangers = sorted(set(range(NUM_KINDS)) - set(pool))
            j = rng.randrange(len(buried))
            kept = buried[j]
            self.buried = self.dealer_buried = buried[:j] + [rng.choice(strangers)] + buried[j + 1:]
            self.hands[self.dealer].append(kept)
            self.extra = self.dealer
            self.expected.append(ExpectedFinding("bury", None, self.dealer))

    def bury(self, pool: list[Card], must: list[Card], keep: Sequence[Card] = (),
             ctx: TrumpContext | None = None) -> list[Card]:
        """The eight buried: mostly low plain cards, sometimes points (a bottom worth digging),
        never the cards to ``keep``; trumps and order by ``ctx`` (default: the hand's)."""
        rng, ctx = self.rng, self.ctx if ctx is None else ctx
        bonus = rng.choice((0, 0, 3, 8))
        rest = Counter(pool) - Counter(must) - Counter(keep)
        scored = sorted((1 if ctx.esuit[c] == TRUMP else 0,
                         ctx.pos[c] + rng.uniform(0, 6) - (bonus if points_of([c]) else 0), c)
                        for c in rest.elements())
        return must + [c for _, _, c in scored[: self.v.deck.kitty_size - len(must)]]

    # -- leads ------------------------------------------------------------------------

    def suits_of(self, hand: Sequence[Card]) -> list[int]:
        suits = sorted({self.ctx.esuit[c] for c in hand})
        self.rng.shuffle(suits)
        return suits

    def throw(self, hand: Sequence[Card], others: list[tuple[str, list[Card]]], cap: int,
              failing: bool) -> _Lead | None:
        """A throw that stands (or, with ``failing``, one another seat can beat), or None."""
        rng, ctx = self.rng, self.ctx
        for suit in self.suits_of(hand):
            units = list(decompose(_of_suit(hand, suit, ctx), ctx))
            if len(units) < 2:
                continue
            held = [_of_suit(h, suit, ctx) for _, h in others]
            safe = [u for u in units if not any(_beaten(u, h, ctx) for h in held)]
            unsafe = [u for u in units if all(u is not x for x in safe)]
            if failing and not unsafe or not failing and len(safe) < 2:
                continue
            for _ in range(4):
                if failing:
                    first = rng.choice(unsafe)
                    rest = [u for u in units if u is not first]
                    pick = [first] + rng.sample(rest, rng.randint(1, min(3, len(rest))))
                else:
                    pick = rng.sample(safe, rng.randint(2, min(4, len(safe))))
                cards = [c for u in pick for c in u.cards]
                if len(cards) > cap or len(decompose(cards, ctx)) < 2:
                    continue
                blocks = _blocks(cards, others, ctx)
                if bool(blocks) == failing:
                    return _Lead(cards, cards, failing, blocks, failing)
        return None

    def simple_lead(self, hand: Sequence[Card], cap: int) -> list[Card]:
        """A single, a pair or a tractor."""
        rng, ctx = self.rng, self.ctx
        r = rng.random()
        if r < 0.45 and cap >= 4:
            found = [inst for s in self.suits_of(hand) for n in range(2, cap // 2 + 1)
                     for inst in _instances(_pairs(_of_suit(hand, s, ctx)), n, ctx)]
            if found:
                return [k for k in rng.choice(found) for _ in (0, 1)]
        if r < 0.75 and cap >= 2:
            kinds = sorted(_pairs(hand))
            if kinds:
                k = rng.choice(kinds)
                return [k, k]
        return [rng.choice(sorted(hand))]

    def lead(self, leader: str, others: list[tuple[str, list[Card]]], cap: int) -> _Lead:
        hand = self.hands[leader]
        r = self.rng.random()
        choice: _Lead | None = None
        if r < 0.10:
            choice = self.throw(hand, others, cap, failing=True)
        elif r < 0.30:
            choice = self.throw(hand, others, cap, failing=False)
        if choice is None:
            cards = self.simple_lead(hand, cap)
            choice = _Lead(cards, cards)
        return choice

    # -- follows ----------------------------------------------------------------------

    def follow(self, hand: Sequence[Card], lead: Sequence[Card]) -> list[Card]:
        """A random legal follow, built from the rule (never by asking the checker)."""
        rng, ctx, v = self.rng, self.ctx, self.v
        suit = ctx.esuit[lead[0]]
        n = len(lead)
        held = _of_suit(hand, suit, ctx)
        shape = _shape(lead, ctx)
        if len(held) > n:
            return _structured(held, shape, n, _obliged(shape, v), v.follow.shorter_tractor_owed, rng, ctx)
        play = list(held)
        rest = sorted((Counter(hand) - Counter(held)).elements())
        trumps = [c for c in rest if ctx.esuit[c] == TRUMP]
        if not held and suit != TRUMP and len(trumps) >= n and rng.random() < 0.6:
            return _structured(trumps, shape, n, shape.tractors, False, rng, ctx)
        plain = [c for c in rest if ctx.esuit[c] != TRUMP]
        pool = plain if len(plain) >= n - len(play) and rng.random() < 0.7 else rest
        return play + rng.sample(pool, n - len(play))

    def illegal_follow(self, hand: Sequence[Card], lead: Sequence[Card]) -> list[Card] | None:
        """A follow that breaks the rule but plays the right number of the seat's own cards."""
        rng, ctx, v = self.rng, self.ctx, self.v
        suit = ctx.esuit[lead[0]]
        n = len(lead)
        held = _of_suit(hand, suit, ctx)
        options: list[list[Card]] = []
        legal = self.follow(hand, lead)
        in_suit = [c for c in legal if ctx.esuit[c] == suit]
        spare = [c for c in sorted((Counter(hand) - Counter(legal)).elements()) if ctx.esuit[c] != suit]
        if in_suit and spare:  # a revoke: an off-suit card kept back a card of the suit
            play = list(legal)
            play.remove(rng.choice(in_suit))
            options.append(play + [rng.choice(spare)])
        if len(held) > n:  # a structure fault: a pair or tractor held back
            want = follow_profile(held, lead, ctx, v)
            for _ in range(30):
                play = rng.sample(held, n)
                if follow_profile(play, lead, ctx, v) != want:
                    options.append(play)
                    break
        # Our own reading of the rule confirms each is illegal (a guard on the construction).
        options = [p for p in options if not follow_is_legal(lead, hand, p, ctx, v)]
        return rng.choice(options) if options else None

    # -- play -------------------------------------------------------------------------

    def fault_lead(self, leader: str, others: list[tuple[str, list[Card]]], cap: int,
                   partner: str) -> _Lead | None:
        """The lead of a throw fault, or None if this hand cannot make it at this trick."""
        rng, ctx, v, fault = self.rng, self.ctx, self.v, self.fault
        lead = self.throw(self.hands[leader], others, cap, failing=fault != "false-failed-throw")
        if lead is None:
            return None
        units = decompose(lead.thrown, ctx)
        if fault == "false-failed-throw":  # a throw that stood, recorded as failed
            lead.played, lead.marked = list(rng.choice(units).cards), True
        elif fault == "wrong-forced-play":  # failed, but the play is not an allowed one
            same = {(_kind(u), u.top) for u in _forced_options(lead.thrown, lead.blocks, partner, ctx, v)}
            wrong = [list(u.cards) for u in units if (_kind(u), u.top) not in same]
            wrong += [[c] for c in sorted(set(lead.thrown)) if ((1, 1), ctx.pos[c]) not in same]
            lead.played = rng.choice(wrong + [list(lead.thrown)])
        else:  # failed-throw: it could be beaten, but is recorded as if it stood
            lead.failed = lead.marked = False
        return lead

    def illegal_lead(self, leader: str, cap: int) -> _Lead | None:
        """A lead of two effective suits: a card or a unit of one and a single of another."""
        rng, ctx = self.rng, self.ctx
        hand = self.hands[leader]
        suits = self.suits_of(hand)
        if len(suits) < 2 or cap < 2:
            return None
        main = _of_suit(hand, suits[0], ctx)
        units = [list(u.cards) for u in decompose(main, ctx) if u.size < cap]
        part = rng.choice(units) if units and rng.random() < 0.5 else [rng.choice(main)]
        cards = part + [rng.choice(_of_suit(hand, suits[1], ctx))]
        return _Lead(cards, cards)

    def fault_follow(self, seat: str, lead: Sequence[Card], t: int) -> list[Card] | None:
        """A follower's faulty play, or None if this seat cannot make the fault here."""
        rng, fault, hand = self.rng, self.fault, self.hands[seat]
        play: list[Card] | None = None
        if fault == "illegal-follow":
            play = self.illegal_follow(hand, lead)
        elif fault == "card-not-held":
            # A buried card the seat does not hold; the card it replaces stays in the hand.
            strangers = sorted({b for b in self.buried if b not in hand})
            if strangers:
                play = self.follow(hand, lead)
                play[rng.randrange(len(play))] = rng.choice(strangers)
                self.extra = seat
        elif fault == "card-count" and len(lead) >= 2 and len(hand) > len(lead):
            # One card short; the seat ends the hand a card short (the checker says so too).
            play = self.follow(hand, lead)
            play.pop(rng.randrange(len(play)))
            self.extra = seat
            self.expected.append(ExpectedFinding(fault, t, seat))
            return play
        if play is not None and fault is not None:
            self.expected.append(ExpectedFinding(fault, t, seat))
        return play

    def run(self) -> Generated:
        self.deal()
        if self.declared is not None and self.declared.void:
            return Generated(replace(self.header(), dealer=self.declared.dealer, level=self.declared.level,
                                     no_bid=True), ())
        rng, ctx, v = self.rng, self.ctx, self.v
        fault = self.fault
        target = rng.randint(1, 12)
        dealer = self.dealer
        partner = {s: SEATS[(i + 2) % 4] for i, s in enumerate(SEATS)}
        dealer_side = {dealer, partner[dealer]}
        hands = self.hands
        tricks: list[Trick] = []
        winners: list[str] = []
        penalties: list[tuple[str, int, int]] = []  # seat, points, effect on the defenders
        trick_points = 0
        last_lead: list[Card] = []
        last_defenders = False
        leader = dealer
        t = 0
        while any(hands[s] for s in SEATS if s != self.extra):
            t += 1
            if fault == "wrong-leader" and t >= target and not self.expected:
                leader = rng.choice([s for s in SEATS if s != leader])
                self.expected.append(ExpectedFinding(fault, t, leader))
            order = [SEATS[(SEATS.index(leader) + i) % 4] for i in range(4)]
            cap = min(len(hands[s]) for s in SEATS if s != self.extra)
            others = [(s, hands[s]) for s in order[1:]]
            lead: _Lead | None = None
            if fault in ("failed-throw", "wrong-forced-play", "false-failed-throw") \
                    and t >= target and not self.expected:
                lead = self.fault_lead(leader, others, cap, partner[leader])
                if lead is not None:
                    self.expected.append(ExpectedFinding(fault, t, leader))
            elif fault == "illegal-lead" and t >= target and not self.expected:
                lead = self.illegal_lead(leader, cap)
                if lead is not None:
                    self.expected.append(ExpectedFinding(fault, t, leader))
            if lead is None:
                lead = self.lead(leader, others, cap)
                if lead.failed:
                    allowed = _forced_options(lead.thrown, lead.blocks, partner[leader], ctx, v)
                    lead.played = list(rng.choice(allowed).cards)
            barred: frozenset[str] = frozenset()
            if lead.failed:
                pen = _penalty(lead.thrown, lead.played, lead.blocks, ctx, v)
                if pen:
                    if leader in dealer_side:
                        effect = pen if v.throw.dealer_penalty == "add" else 0
                    else:
                        effect = -pen if v.throw.defender_penalty == "subtract" else 0
                    penalties.append((leader, pen, effect))
                if not v.throw.dealer_partner_may_ruff and partner[dealer] != leader:
                    barred = frozenset({partner[dealer]})
            cards = lead.played
            for c in cards:
                hands[leader].remove(c)
            plays: list[tuple[str, list[Card]]] = [(leader, cards)]
            for seat in order[1:]:
                play = None
                if fault in ("illegal-follow", "card-not-held", "card-count") \
                        and t >= target and not self.expected:
                    play = self.fault_follow(seat, cards, t)
                if play is None:
                    play = self.follow(hands[seat], cards)
                for c in play:
                    if c in hands[seat]:
                        hands[seat].remove(c)
                plays.append((seat, play))
            if fault == "wrong-order" and t >= target and not self.expected:
                i = rng.choice((1, 2))
                plays[i], plays[i + 1] = plays[i + 1], plays[i]
                self.expected.append(ExpectedFinding(fault, t, plays[i][0]))
            winner = plays[_judge(plays, ctx, v, barred)][0]
            if winner not in dealer_side:
                trick_points += sum(points_of(p) for _, p in plays)
            tricks.append(Trick(t, tuple(
                Play(seat, tuple(ctx.sort(p)), tuple(ctx.sort(lead.thrown)) if i == 0 and lead.marked else None)
                for i, (seat, p) in enumerate(plays))))
            winners.append(winner)
            last_lead, last_defenders = cards, winner not in dealer_side
            leader = winner
        if fault is not None and not fault.endswith("-mismatch") and not self.expected:
            raise _Retry
        return self.finish(tricks, winners, trick_points, last_lead, last_defenders, penalties)

    def finish(self, tricks: list[Trick], winners: list[str], trick_points: int, last_lead: list[Card],
               last_defenders: bool, penalties: list[tuple[str, int, int]]) -> Generated:
        """Score the hand by the generator's own count, write the claims (and a claim fault)."""
        rng, ctx, v, fault = self.rng, self.ctx, self.v, self.fault
        bpoints = points_of(self.buried)
        mult = _bottom_multiplier(last_lead, ctx, v)
        total = trick_points + (bpoints * mult if last_defenders else 0) + sum(e for _, _, e in penalties)
        side, levels = _level_change(total, v)
        claimed_pen: dict[str, int] = {}
        for seat, pen, _ in penalties:
            claimed_pen[seat] = claimed_pen.get(seat, 0) + pen
        if fault == "points-mismatch":
            total += rng.choice((-10, -5, 5, 10))
            self.expected.append(ExpectedFinding(fault, None, None))
        elif fault == "bottom-mismatch":
            bpoints += 5 if bpoints == 0 or rng.random() < 0.5 else -5
            self.expected.append(ExpectedFinding(fault, None, None))
        elif fault == "level-mismatch":
            levels += 1
            self.expected.append(ExpectedFinding(fault, None, None))
        elif fault == "penalty-mismatch":
            seat = rng.choice(sorted(claimed_pen)) if claimed_pen else rng.choice(SEATS)
            claimed_pen[seat] = claimed_pen.get(seat, 0) + 10
            self.expected.append(ExpectedFinding(fault, None, seat))
        claims = Claims(points=total, bottom_points=bpoints, bottom_multiplier=mult,
                        result=ResultClaim(Side(side), levels),
                        penalties=tuple(sorted(claimed_pen.items())))
        d = self.declared
        record = replace(
            self.header(), dealer=self.dealer, level=self.level,
            trump="NT" if self.trump is None else SUIT_LETTERS[self.trump],
            buried=tuple(ctx.sort(self.dealer_buried)), tricks=tuple(tricks), claims=claims,
            reburied=tuple((seat, tuple(ctx.sort(cards))) for seat, cards in self.reburied),
            bids=() if d is None else d.bids, no_bid=d is not None and d.no_bid,
            turned=None if d is None else d.turned)
        return Generated(record, tuple(self.expected), tuple(winners))

    def header(self) -> HandRecord:
        """The record's variant, seats, deals (sorted) and kitty (as dealt, top card first)."""
        v = self.v
        comments = [f"generated by shengji gen, seed {self.seed}"]
        if self.fault:
            comments.append(f"injected fault: {self.fault}")
        return HandRecord(
            variant=v.name if v.source.startswith("preset ") or not v.source else v.source, seats=SEATS,
            deals=tuple((s, tuple(sorted(self.deals[s], key=_canonical))) for s in SEATS),
            kitty=tuple(self.kitty), comments=tuple(comments))


def generate(seed: int, variant: Variant, faults: str | None = None) -> Generated:
    """One hand from ``seed``: clean, or with the one fault named by ``faults``.

    Raises ``ValueError`` for an unknown fault kind.
    """
    if faults is not None and faults not in FAULT_KINDS:
        raise ValueError(f"unknown fault kind {faults!r}; the generator injects: {', '.join(FAULT_KINDS)}")
    rng = random.Random(seed)
    for _ in range(_MAX_ATTEMPTS):
        try:
            return _Hand(rng, variant, faults, seed).run()
        except _Retry:
            continue
    raise RuntimeError(f"seed {seed}: could not place a {faults} fault")  # pragma: no cover


def hand_seed(seed: int, index: int) -> int:
    """The seed of hand ``index`` (0-based) of a batch generated from ``seed``."""
    return random.Random(f"shengji-gen/{seed}/{index}").getrandbits(63)


def generate_many(count: int, seed: int, variant: Variant,
                  faults: Sequence[str] = ()) -> Iterator[Generated]:
    """``count`` hands; hand *i* uses :func:`hand_seed` ``(seed, i)`` and, when faults are
    given, the fault ``faults[i % len(faults)]`` (one fault per hand at most).

    Raises ``ValueError`` at once for an unknown fault kind.
    """
    kinds = list(faults)
    for k in kinds:
        if k not in FAULT_KINDS:
            raise ValueError(f"unknown fault kind {k!r}; the generator injects: {', '.join(FAULT_KINDS)}")

    def hands() -> Iterator[Generated]:
        for i in range(count):
            yield generate(hand_seed(seed, i), variant, kinds[i % len(kinds)] if kinds else None)

    return hands()
