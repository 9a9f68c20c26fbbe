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
:mod:`shengji_cli.rules`: follows are *constructed* from the written rule (play all cards
of the led suit if they are not more than the lead; else for each tractor of the lead,
longest first, a tractor of that length — or, under ``follow.shorter_tractor_owed``, the
longest shorter one — chosen among the arrangements that leave the most for the
following tractors; then pairs up to the lead's pair count; then random cards of the
suit), throws are judged by a small search of the other hands, and the trick winner,
the failed-throw forced play and penalty, the bottom multiplier and the level change are
computed here from the variant's parameters; so are the bids and a match's progression
(nothing here imports :mod:`~shengji_cli.match`, :mod:`~shengji_cli.levels`,
:mod:`~shengji_cli.declarations` or :mod:`~shengji_cli.replay`).  Only the card tables of
:mod:`shengji_cli.cards` and the canonical decomposition of :func:`units.decompose` are
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

**Matches.**  :func:`generate_match` deals the hands of a match in turn: bids made from what
each seat was dealt (first declarations, reinforcements, overcalls, by the variant's
``[declaration]`` rules), or the ``no_declaration`` rule when nobody declares; the next
hand's dealer and levels by the generator's own reading of RULES §8–§9 (must-play
stops, deductions, the J/A bottom rule, wrapping and the match's end), from each hand's
own result.  It injects ``illegal-declaration`` (in several flavours), ``level-mismatch`` and
``dealer-mismatch``.

>>> from shengji_cli.variants import load_variant
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

from .cards import (
    BIG_JOKER,
    DIAMONDS,
    HEARTS,
    LITTLE_JOKER,
    NUM_KINDS,
    SUIT_LETTERS,
    TRUMP,
    Card,
    TrumpContext,
    card_rank,
    card_suit,
    make_card,
    points_of,
)
from .record import PHASES, Bid, Claims, HandRecord, Play, ResultClaim, Trick
from .units import TRACTOR, Unit, decompose
from .variants import Variant, tractor_multiplier

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
_Declarer = Callable[[random.Random, dict[str, list[Card]], list[Card]], "_Declared | None"]
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
        self.declared: _Declared | None = None

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
        pool = self.deals[self.dealer] + self.kitty
        buried = self.bury(pool, must_bury)
        self.hands = {s: list(self.deals[s]) for s in SEATS}
        self.hands[self.dealer] = list((Counter(pool) - Counter(buried)).elements())
        self.buried = buried
        if self.fault == "bury":
            # Record a card the dealer never had as buried: the card really kept stays in hand.
            strangers = sorted(set(range(NUM_KINDS)) - set(pool))
            j = rng.randrange(len(buried))
            kept = buried[j]
            self.buried = buried[:j] + [rng.choice(strangers)] + buried[j + 1:]
            self.hands[self.dealer].append(kept)
            self.extra = self.dealer
            self.expected.append(ExpectedFinding("bury", None, self.dealer))

    def bury(self, pool: list[Card], must: list[Card]) -> list[Card]:
        """The dealer's eight: mostly low plain cards, sometimes points (a bottom worth digging)."""
        rng, ctx = self.rng, self.ctx
        bonus = rng.choice((0, 0, 3, 8))
        rest = Counter(pool) - Counter(must)
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
                        result=ResultClaim(side, levels),
                        penalties=tuple(sorted(claimed_pen.items())))
        d = self.declared
        record = replace(
            self.header(), dealer=self.dealer, level=self.level,
            trump="NT" if self.trump is None else SUIT_LETTERS[self.trump],
            buried=tuple(ctx.sort(self.buried)), tricks=tuple(tricks), claims=claims,
            bids=() if d is None else tuple(b for b, _ in d.steps), no_bid=d is not None and d.no_bid,
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


# ---------------------------------------------------------------- declarations (RULES §10)

MATCH_FAULT_KINDS = ("illegal-declaration", "level-mismatch", "dealer-mismatch")
"""Faults :func:`generate_match` can inject (one per match, in a random hand)."""

DECLARATION_FAULTS = ("own-bid", "pair-order", "too-late", "not-dealt", "single-joker", "not-level")
"""The flavours of an injected ``illegal-declaration``: a seat overcalls its own bid; a pair
over a pair against ``pair_suit_order``; an overcall after the seat's deadline; cards the
seat was not dealt; a single joker where it may not declare; a card that is no level card."""

_SINGLE, _PAIR, _JOKERS = 1, 2, 3
_FIRST_KIND_WEIGHTS = {_SINGLE: 6, _PAIR: 2, _JOKERS: 1}
_NO_BID = 0.05
"""The chance that nobody declares although someone could."""
_MORE_BIDS = 0.6
"""The chance of one more overcall or reinforcement while one is possible."""
_REINFORCE = 0.5
"""The chance that a declarer who may reinforce its single does so before anything else."""
_BEFORE_BURY = PHASES.index("before-bury")
_PARTNER = {s: SEATS[(i + 2) % 4] for i, s in enumerate(SEATS)}
_NEXT = {s: SEATS[(i + 1) % 4] for i, s in enumerate(SEATS)}
_NEXT_DEALER = {"partner": _PARTNER, "next": _NEXT}
"""``match.next_dealer_on_hold`` / ``next_dealer_on_takeover``: the old dealer's partner or 下家."""


def _side(seat: str) -> int:
    """The seat's partnership: 0 for the 1st and 3rd seats, 1 for the others."""
    return SEATS.index(seat) % 2


@dataclass(frozen=True, slots=True)
class _Show:
    """What a bid shows: its class (single, pair, joker pair), the trump it names, the cards."""

    kind: int
    trump: str
    cards: tuple[Card, ...]


def _shows(held: Counter[Card], level: int, v: Variant) -> list[_Show]:
    """Every declaration the cards ``held`` can make at ``level``."""
    d = v.declaration
    by_colour = d.joker_companion == "by-colour"
    out: list[_Show] = []
    for suit in range(4):
        card = make_card(suit, level)
        companion = ((BIG_JOKER if suit in (HEARTS, DIAMONDS) else LITTLE_JOKER),) if by_colour else ()
        if held[card] and all(held[j] for j in companion):
            out.append(_Show(_SINGLE, SUIT_LETTERS[suit], (card, *companion)))
            if held[card] >= 2:
                out.append(_Show(_PAIR, SUIT_LETTERS[suit], (card, card, *companion)))
    for joker in (LITTLE_JOKER, BIG_JOKER):
        if held[joker] >= 2:
            out.append(_Show(_JOKERS, "NT", (joker, joker)))
        if held[joker] and d.single_joker_may_declare and not by_colour:
            out.append(_Show(_SINGLE, "NT", (joker,)))
    return out


def _overcalls(new: _Show, old: _Show, v: Variant) -> bool:
    """True if ``new`` overcalls ``old``: a bigger class; a big-joker pair over a small one
    (``joker_pairs_ranked``); a pair over a pair earlier in ``pair_suit_order``."""
    d = v.declaration
    if new.kind != old.kind:
        return new.kind > old.kind
    if new.kind == _JOKERS:
        return d.joker_pairs_ranked and new.cards[0] == BIG_JOKER and old.cards[0] == LITTLE_JOKER
    order = d.pair_suit_order
    return new.kind == _PAIR and new.trump in order and old.trump in order \
        and order.index(new.trump) < order.index(old.trump)


@dataclass(frozen=True, slots=True)
class _Step:
    """The bidding after a bid: the standing seat and show, the phase reached, and whether
    anyone has overcalled (which ends reinforcing)."""

    seat: str
    show: _Show
    phase: int
    overcalled: bool


@dataclass(frozen=True)
class _Table:
    """One match hand as its bidding sees it.  ``first``: no hand has been played, so the
    bids decide the dealer and each seat declares with its side's level."""

    v: Variant
    deals: dict[str, list[Card]]
    kitty: Sequence[Card]
    dealer: str | None
    levels: tuple[int, int]
    first: bool
    buried: Sequence[Card] = ()

    def level_of(self, seat: str) -> int:
        return self.levels[_side(seat if self.first or self.dealer is None else self.dealer)]

    def holding(self, seat: str, phase: int) -> Counter[Card]:
        """The seat's cards at a phase: its deal, and the dealer's (after the first hand) with
        the bottom from ``before-bury`` on, less the buried cards after the bury."""
        held = Counter(self.deals[seat])
        if seat == self.dealer and not self.first and phase >= _BEFORE_BURY:
            held.update(self.kitty)
            if phase > _BEFORE_BURY:
                held.subtract(self.buried)
        return held

    def deadline(self, seat: str, dealer: str | None) -> int:
        """The last phase the rules let ``seat`` overcall or reinforce in, ``dealer`` dealing."""
        d = self.v.declaration
        by = d.overcall_by
        if self.first and d.first_hand_overcall_by != "same":
            by = d.first_hand_overcall_by
        elif seat == dealer and d.dealer_overcall_by != "same":
            by = d.dealer_overcall_by
        return PHASES.index(by)

    def bid_by(self, seat: str) -> int:
        """The last phase the generator overcalls in: by the rules, and on a first hand as if
        the seat were to deal; never after the bury when that needs a re-bury record; the
        dealer by the bury (its cards after it depend on the trump)."""
        last = self.deadline(seat, self.dealer)
        if self.first:
            last = min(last, self.deadline(seat, seat))
        if self.v.declaration.overcall_rebury or seat == self.dealer:
            last = min(last, _BEFORE_BURY)
        return last


def _bidding(rng: random.Random, table: _Table, nobody: bool) -> list[tuple[Bid, _Step]]:
    """A realistic declaration sequence from the deal (empty: nobody declared).

    A first declaration (by the dealer side after the first hand when ``first_declaration_by``
    says so), then overcalls by other seats and the declarer's reinforcement of its single
    before anyone overcalls, each in a phase no earlier than the last and within its deadline.
    ``nobody`` allows that nobody declares though someone could.
    """
    v, d = table.v, table.v.declaration
    dealer = table.dealer
    starters = [s for s in SEATS if table.first or dealer is None or d.first_declaration_by == "anyone"
                or _side(s) == _side(dealer)]
    phase = rng.randint(0, PHASES.index(d.declare_by))
    options = [(s, show) for s in starters for show in _shows(table.holding(s, phase), table.level_of(s), v)]
    if not options or nobody and rng.random() < _NO_BID:
        return []
    kinds = sorted({show.kind for _, show in options})
    kind = rng.choices(kinds, [_FIRST_KIND_WEIGHTS[k] for k in kinds])[0]
    seat, show = rng.choice([o for o in options if o[1].kind == kind])
    steps = [(Bid(seat, show.cards, PHASES[phase]), _Step(seat, show, phase, False))]
    while rng.random() < _MORE_BIDS:
        top = steps[-1][1]
        moves: list[tuple[str, _Show, int]] = []
        if d.reinforce and not top.overcalled and top.show.kind == _SINGLE and top.show.trump != "NT":
            card, rest = top.show.cards[0], top.show.cards[1:]
            ready = [q for q in range(top.phase, table.bid_by(top.seat) + 1)
                     if table.holding(top.seat, q)[card] >= 2]
            if ready:
                moves.append((top.seat, _Show(_PAIR, top.show.trump, (card, card, *rest)), ready[0]))
        for s in SEATS:
            if s == top.seat:
                continue
            seen: set[_Show] = set()
            for q in range(top.phase, table.bid_by(s) + 1):
                for show in _shows(table.holding(s, q), table.level_of(s), v):
                    if show not in seen and _overcalls(show, top.show, v):
                        seen.add(show)
                        moves.append((s, show, q))
        if not moves:
            break
        # A declarer holding the pair mostly reinforces (防反) while it still may.
        seat, show, q = moves[0] if moves[0][0] == top.seat and rng.random() < _REINFORCE else rng.choice(moves)
        if rng.random() < 0.4:
            q = rng.randint(q, table.bid_by(seat))
        reinforcing = seat == top.seat
        # A reinforcement shows the pair, or (without a joker companion) just the added card.
        alone = reinforcing and d.joker_companion != "by-colour" and rng.random() < 0.5
        cards = show.cards[:1] if alone else show.cards
        steps.append((Bid(seat, cards, PHASES[q]), _Step(seat, show, q, top.overcalled or not reinforcing)))
    return steps


@dataclass(frozen=True)
class _Declared:
    """How a match hand's trump was fixed: the dealer and its level, the trump (``None``:
    no-trump), the bids with the bidding after each, or the card turned when nobody declared.
    ``void``: nobody declared and the hand is not played (redealt, or the dealer steps down)."""

    dealer: str | None
    level: int | None
    trump: int | None
    steps: tuple[tuple[Bid, _Step], ...] = ()
    no_bid: bool = False
    turned: Card | None = None
    void: bool = False


def _declare(rng: random.Random, table: _Table) -> _Declared | None:
    """The bids of a match hand and what they fix; ``None``: nobody can take the first deal."""
    d = table.v.declaration
    rule = d.no_declaration
    void_rule = rule in ("redeal", "redeal-then-step-down")
    steps = _bidding(rng, table, not table.first or void_rule)
    if steps:
        top = steps[-1][1]
        dealer = top.seat if table.first else table.dealer
        assert dealer is not None
        trump = None if top.show.trump == "NT" else SUIT_LETTERS.index(top.show.trump)
        return _Declared(dealer, table.level_of(dealer), trump, tuple(steps))
    if void_rule:
        level = None if table.dealer is None else table.level_of(table.dealer)
        return _Declared(table.dealer, level, None, no_bid=True, void=True)
    if table.dealer is None:
        return None
    level = table.level_of(table.dealer)
    if rule == "no-trump":
        return _Declared(table.dealer, level, None, no_bid=True)
    turned = table.kitty[0 if rule == "turn-top-card" else 2]
    rank = card_rank(turned)
    nt = rank is None or d.turned_level_card_no_trump and rank == level
    dealer = table.dealer
    if d.turned_card_dealer == "holder-of-copy":
        # The side that can pair the turned card deals (online 二.3), at the level dealt for.
        dealer = next((s for s in SEATS if _side(s) != _side(dealer) and turned in table.deals[s]), dealer)
    return _Declared(dealer, level, None if nt else card_suit(turned), no_bid=True, turned=turned)


# ---------------------------------------------------------------- the match (RULES §8–§9)


@dataclass
class _Progress:
    """A match between hands, by the generator's reading of RULES §8–§9 and ``[match]``."""

    v: Variant
    levels: list[int]
    """Each partnership's level (0: the 1st and 3rd seats)."""
    dealer: str | None = None
    """The next dealer; ``None`` until a hand is played (the first hand's bids decide)."""
    restore: tuple[int, int] | None = None
    """After a J/A bottom restart: the side and the level it may play again (落实政策)."""
    over: bool = False

    def void(self, dealer: str | None) -> None:
        """Nobody declared: redealt by the same dealer, or (after the first hand, under
        ``redeal-then-step-down``) the dealer steps down for its 下家."""
        self.restore = None
        if dealer is not None and self.v.declaration.no_declaration == "redeal-then-step-down":
            self.dealer = _NEXT[dealer]

    def played(self, dealer: str, side: str, gain: int, points: int, dug: bool) -> None:
        """Move on after a hand: ``side`` went up ``gain``; ``dug``: the defenders won the last
        trick with a play holding a card of the level rank."""
        m = self.v.match
        own, pending, self.restore = _side(dealer), self.restore, None
        level = self.levels[own]
        if m.ja_bottom_rule and dug and level in (11, 14):
            # The dealer side restarts from 2 or J and keeps the deal, whatever the points.
            self.levels[own] = 2 if level == 11 else 11
            if m.restore_after_ja_below:
                self.restore = (own, level)
            self.dealer = _NEXT_DEALER[m.next_dealer_on_hold][dealer]
            return
        if side == "dealer":
            new, self.levels[1 - own], self.over = self._climb(level, self.levels[1 - own], gain, True)
            if pending is not None and pending[0] == own and points < m.restore_after_ja_below:
                new = max(new, pending[1])
            self.levels[own] = new
            self.dealer = _NEXT_DEALER[m.next_dealer_on_hold][dealer]
        else:
            self.levels[1 - own], self.levels[own], self.over = self._climb(self.levels[1 - own], level, gain, False)
            self.dealer = _NEXT_DEALER[m.next_dealer_on_takeover][dealer]

    def _climb(self, start: int, other: int, gain: int, dealing: bool) -> tuple[int, int, bool]:
        """A side on ``start`` goes up ``gain``: it stops on a must-play level it would jump (the
        dealer side has played its own; the defenders have not), the levels not taken come off
        the ``other`` side when ``deduct_unplayed_levels`` (not below 2); past the final level it
        wins, or wraps round to 2.  Returns both levels and whether the match is over."""
        m = self.v.match
        target = start + gain
        stops = [lv for lv in m.must_play if (start + 1 if dealing else start) <= lv < target]
        new = min(stops, default=target)
        if stops and m.deduct_unplayed_levels:
            other = max(2, other - (target - new))
        if new > m.final_level and m.wrap_past_final:
            new -= m.final_level - 1
        return new, other, new > m.final_level


@dataclass(frozen=True)
class _MatchHand:
    """A generated match hand and what its faults need: the bidding and the table."""

    record: HandRecord
    declared: _Declared
    table: _Table


def _match_hands(seed: int, v: Variant, hands: int) -> list[_MatchHand]:
    """Up to ``hands`` clean hands of a match, stopping when it ends."""
    rng = random.Random(f"shengji-gen-match/{seed}")
    start = (2, 2) if rng.random() < 0.5 else (rng.randint(2, v.match.final_level), rng.randint(2, v.match.final_level))
    progress = _Progress(v, list(start))
    out: list[_MatchHand] = []
    for i in range(1, hands + 1):
        tables: list[_Table] = []

        def declarer(r: random.Random, deals: dict[str, list[Card]], kitty: list[Card],
                     tables: list[_Table] = tables) -> _Declared | None:
            tables.append(_Table(v, deals, kitty, progress.dealer, (progress.levels[0], progress.levels[1]),
                                 progress.dealer is None))
            return _declare(r, tables[-1])

        hand_rng = random.Random(hand_seed(seed, i))
        for _ in range(_MAX_ATTEMPTS):
            hand = _Hand(hand_rng, v, None, hand_seed(seed, i))
            hand.declarer = declarer
            try:
                got = hand.run()
                break
            except _Retry:
                continue
        else:  # pragma: no cover
            raise RuntimeError(f"seed {seed}: could not generate hand {i}")
        assert hand.declared is not None
        rec = got.record
        comments = (f"generated by shengji gen --match, seed {seed}",) if i == 1 else ()
        rec = replace(rec, comments=comments,
                      levels=((SEATS[0], start[0]), (SEATS[1], start[1])) if i == 1 and start != (2, 2) else None)
        table = replace(tables[-1], dealer=rec.dealer, buried=rec.buried or ())
        out.append(_MatchHand(rec, hand.declared, table))
        if hand.declared.void:
            progress.void(rec.dealer)
            continue
        assert rec.dealer is not None and rec.claims.result is not None and rec.claims.points is not None
        last = rec.tricks[-1]
        winner = got.trick_winners[-1]
        dug = _side(winner) != _side(rec.dealer) and any(
            card_rank(c) == rec.level for p in last.plays if p.seat == winner for c in p.cards)
        progress.played(rec.dealer, rec.claims.result.side, rec.claims.result.levels, rec.claims.points, dug)
        if progress.over:
            break
    return out


# ---------------------------------------------------------------- match faults


def _bad_bid(rng: random.Random, hand: _MatchHand, flavour: str) -> tuple[int, Bid] | None:
    """An illegal bid of ``flavour`` and the index it goes in at, or None if the hand has none.

    The bid is ignored by the rules (it does not stand), so the bids after it keep their
    meaning; it comes no earlier in phase than the standing bid, and (but for ``not-dealt``)
    shows cards the seat holds.
    """
    t, v = hand.table, hand.table.v
    dealer = hand.record.dealer
    steps = hand.declared.steps
    options: list[tuple[int, Bid]] = []
    for k in range(len(steps) + 1):
        top = steps[k - 1][1] if k else None
        phase = top.phase if top else 0
        others = [s for s in SEATS if top is None or s != top.seat]
        if flavour == "own-bid" and top is not None:
            options += [(k, Bid(top.seat, show.cards, PHASES[phase]))
                        for show in _shows(t.holding(top.seat, phase), t.level_of(top.seat), v)
                        if _overcalls(show, top.show, v) and show.trump != top.show.trump]
        elif flavour == "pair-order" and top is not None and top.show.kind == _PAIR:
            options += [(k, Bid(s, show.cards, PHASES[phase])) for s in others
                        for show in _shows(t.holding(s, phase), t.level_of(s), v)
                        if show.kind == _PAIR and not _overcalls(show, top.show, v)]
        elif flavour == "too-late" and top is not None:
            for s in others:
                late = max(phase, t.deadline(s, dealer) + 1)
                if late < len(PHASES):
                    options += [(k, Bid(s, show.cards, PHASES[late]))
                                for show in _shows(t.holding(s, late), t.level_of(s), v)
                                if _overcalls(show, top.show, v)]
        elif flavour == "not-dealt":
            for s in others:
                dealt = Counter(t.deals[s]) + (Counter(t.kitty) if s == dealer else Counter())
                options += [(k, Bid(s, (c, c), PHASES[phase]))
                            for c in (make_card(suit, t.level_of(s)) for suit in range(4)) if dealt[c] < 2]
        elif flavour == "single-joker" and (v.declaration.joker_companion == "by-colour"
                                            or not v.declaration.single_joker_may_declare):
            options += [(k, Bid(s, (j,), PHASES[phase])) for s in others
                        for j in (LITTLE_JOKER, BIG_JOKER) if t.holding(s, phase)[j]]
        elif flavour == "not-level":
            options += [(k, Bid(s, (c,), PHASES[phase])) for s in others
                        for c in sorted(set(t.holding(s, phase).elements())) if card_rank(c) not in (None, t.level_of(s))]
    return rng.choice(options) if options else None


def _inject(rng: random.Random, hands: list[_MatchHand], fault: str) -> tuple[int, ExpectedFinding] | None:
    """Put ``fault`` in a random hand that can carry it (editing ``hands``); None if none can."""
    order = list(range(len(hands)))
    rng.shuffle(order)
    if fault == "illegal-declaration":
        flavours = list(DECLARATION_FAULTS)
        rng.shuffle(flavours)
        for flavour in flavours:
            for i in order:
                h = hands[i]
                bad = _bad_bid(rng, h, flavour) if h.record.bids else None
                if bad is not None:
                    k, bid = bad
                    bids = h.record.bids[:k] + (bid,) + h.record.bids[k:]
                    hands[i] = replace(h, record=replace(h.record, bids=bids, comments=h.record.comments + (
                        f"injected fault: illegal-declaration ({flavour})",)))
                    return i + 1, ExpectedFinding(fault, None, bid.seat, flavour)
        return None
    for i in order:
        rec = hands[i].record
        # The checker knows the dealer on the first hand (its bids) and after a played hand.
        if rec.dealer is None or rec.level is None or fault == "dealer-mismatch" and i > 0 \
                and hands[i - 1].record.dealer is None:
            continue
        # The hand is cut to its headers: replayed under another dealer or level, its tricks
        # would break other rules too.  The match ends with it.
        if fault == "level-mismatch":
            cut = replace(rec, level=rec.level + 1 if rec.level < 14 else rec.level - 1)
            seat = rec.dealer
        else:
            seat = _PARTNER[rec.dealer]
            cut = replace(rec, dealer=seat, buried=None)
        cut = replace(cut, tricks=(), claims=Claims(), comments=rec.comments + (f"injected fault: {fault}",))
        hands[i:] = [replace(hands[i], record=cut)]
        return i + 1, ExpectedFinding(fault, None, seat)
    return None


def generate_match(seed: int, variant: Variant, hands: int,
                   faults: str | None = None) -> tuple[list[HandRecord], tuple[tuple[int, ExpectedFinding], ...]]:
    """A match of at most ``hands`` hands under ``variant``, fewer if it ends sooner.

    Half the matches start at random levels (a ``levels:`` line), the others at 2.  Every
    hand has its bids (or ``bid: none`` and the no-declaration rule: a turned card, or a
    hand not played); on the first hand the standing bid's seat deals.  ``faults`` (one of
    :data:`MATCH_FAULT_KINDS`) injects one fault in a random hand: an illegal bid of a random
    :data:`DECLARATION_FAULTS` flavour (named in :attr:`ExpectedFinding.detail`), a wrong
    ``level:`` or a wrong ``dealer:`` (the hand cut to its headers, the last of the match).
    Returns the records and the expected findings as ``(hand, finding)`` (1-based hands).

    >>> from shengji_cli.variants import load_variant
    >>> records, expected = generate_match(3, load_variant("national"), 3, "illegal-declaration")
    >>> [(e.kind, e.detail in DECLARATION_FAULTS) for _, e in expected]
    [('illegal-declaration', True)]
    """
    if faults is None:
        return [h.record for h in _match_hands(seed, variant, hands)], ()
    if faults not in MATCH_FAULT_KINDS:
        raise ValueError(f"unknown match fault {faults!r}; use one of {', '.join(MATCH_FAULT_KINDS)}")
    rng = random.Random(f"shengji-gen-match-fault/{seed}")
    for attempt in range(_MAX_ATTEMPTS):
        # A match of hands nobody declared in cannot carry the fault: another match, then.
        made = _match_hands(seed if attempt == 0 else hand_seed(seed, -attempt), variant, hands)
        found = _inject(rng, made, faults)
        if found is not None:
            return [h.record for h in made], (found,)
    raise RuntimeError(f"seed {seed}: could not place a {faults} fault")  # pragma: no cover
