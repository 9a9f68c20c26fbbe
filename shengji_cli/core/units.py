"""Units a play is made of: singles, pairs, tractors (拖拉机 / 连对), triples and 泰坦尼克.

A unit is (width w, length L): L consecutive positions holding w copies of one kind each.  A
single is (1, 1), a pair (2, 1), a tractor (2, L ≥ 2), a triple (三同张, 3, 1), a 泰坦尼克
(3, L ≥ 2: seed 004's three-deck game; docs/rules.md §13).  No unit is wider than
:data:`MAX_WIDTH`: a fourth copy of a kind (four decks) is a single beside a triple.

A *pair* is two copies of one kind.  A *tractor* is two or more pairs of one effective
suit at consecutive positions of the trump context (see :mod:`shengji_cli.core.cards`:
adjacency is "positions differ by 1", so the level-rank gap, the joker / trump-level /
other-level / trump-A chain and the ``bjtu`` no-trump rule all live in the position
table).  Off-suit level pairs share one position, so two of them never form a tractor,
but either can link the trump A pair to the trump-level pair.

Canonical decomposition (used for throws, bottoms and reports): among all ways to split
the cards into units, take the one whose tractor lengths, sorted longest first, are
lexicographically greatest; then pairs; the rest are singles.  With three copies of a kind
the same is done width by width, widest first: every kind held three times is a triple,
the triples' runs (longest first) are 泰坦尼克, and what is left is split into tractors and
pairs as above (docs/rules.md R13.1).  It is found greedily: the
longest tractor possible is always a whole run of consecutive pair positions, and using
one pair at each position of it leaves the same remainder whichever pair is used.  Where
several pairs share a position, the tie-break takes the pair of the lowest card kind
(♠ before ♥ before ♣ before ♦).  Units are listed tractors first (longest, then highest),
then pairs (highest first), then singles (highest first).

The context's ``decomposition`` (a variant's ``order.decomposition``) may ask instead for the
80fen splits (docs/rules.md §12): ``layered`` — the k-th pair of each position (card order) in
layer k, each layer's runs its tractors, which gives the canonical shape; ``greedy`` — one pass
from the top, a second pair at the same position ending the chain.

>>> from shengji_cli.core.cards import TrumpContext, parse_cards, HEARTS
>>> ctx = TrumpContext.make(trump=HEARTS, level=10)
>>> [str(u.kind) for u in decompose(parse_cards("SK SK SQ SQ"), ctx)]
['tractor']
>>> # 10 is the level: J-9 adjacent
>>> [str(u.kind) for u in decompose(parse_cards("SJ SJ S9 S9"), ctx)]
['tractor']
>>> [str(u.kind) for u in decompose(parse_cards("S10 S10 C10 C10"), ctx)]  # two other-level pairs
['pair', 'pair']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import assert_never

from .cards import Card, TrumpContext
from .messages import Cards, Msg
from .vocab import Decomposition


class UnitKind(StrEnum):
    """What a unit is: one card, two copies of a kind, consecutive pairs, three copies of a
    kind, or consecutive triples (泰坦尼克)."""

    SINGLE = "single"
    PAIR = "pair"
    TRACTOR = "tractor"
    TRIPLE = "triple"
    TITANIC = "titanic"


SINGLE, PAIR, TRACTOR = UnitKind.SINGLE, UnitKind.PAIR, UnitKind.TRACTOR
TRIPLE, TITANIC = UnitKind.TRIPLE, UnitKind.TITANIC

MAX_WIDTH = 3
"""The widest unit: three copies of a kind (three decks)."""


@dataclass(frozen=True, slots=True)
class Unit:
    """A single, a pair, a tractor, a triple or a 泰坦尼克.

    ``length`` is the number of positions it spans (1 for a single, a pair or a triple),
    ``width`` the copies at each position (1 for a single, 2 for pairs and tractors, 3 for
    triples and 泰坦尼克), ``top`` the position of its highest card, ``cards`` its cards from
    the top down.
    """

    cards: tuple[Card, ...]
    width: int
    length: int
    top: int

    @property
    def kind(self) -> UnitKind:
        if self.width == 1:
            return SINGLE
        if self.width == 2:
            return PAIR if self.length == 1 else TRACTOR
        return TRIPLE if self.length == 1 else TITANIC

    @property
    def size(self) -> int:
        return self.width * self.length

    @property
    def rank_key(self) -> tuple[int, int, int]:
        """Sort key: most complex first (pairs per position, length), then highest."""
        return (self.width, self.length, self.top)

    def describe(self) -> Msg:
        """The unit in words: ``pair ♥7 ♥7``, ``tractor of 2 ♠Q ♠Q ♠J ♠J``."""
        cards = Cards(self.cards)
        kind = self.kind
        match kind:
            case UnitKind.SINGLE:
                return Msg.of("hand.unit.single", cards=cards)
            case UnitKind.PAIR:
                return Msg.of("hand.unit.pair", cards=cards)
            case UnitKind.TRACTOR:
                return Msg.of("hand.unit.tractor", n=self.length, cards=cards)
            case UnitKind.TRIPLE:
                return Msg.of("hand.unit.triple", cards=cards)
            case UnitKind.TITANIC:
                return Msg.of("hand.unit.titanic", n=self.length, cards=cards)
            case _:
                assert_never(kind)


def effective_suit(cards: Iterable[Card], ctx: TrumpContext) -> int | None:
    """The effective suit shared by all cards, or ``None`` if they mix suits (or are empty)."""
    esuit = ctx.esuit
    it = iter(cards)
    for first in it:
        suit = esuit[first]
        for c in it:
            if esuit[c] != suit:
                return None
        return suit
    return None


def runs(positions: Iterable[int]) -> list[tuple[int, int]]:
    """Maximal runs of consecutive positions as ``(low, high)``.

    >>> runs([1, 2, 3, 7, 9, 10])
    [(1, 3), (7, 7), (9, 10)]
    """
    out: list[tuple[int, int]] = []
    for p in sorted(set(positions)):
        if out and out[-1][1] == p - 1:
            out[-1] = (out[-1][0], p)
        else:
            out.append((p, p))
    return out


def decompose(cards: Sequence[Card], ctx: TrumpContext) -> tuple[Unit, ...]:
    """Canonical decomposition of cards of one effective suit (see the module doc)."""
    return _decompose(tuple(sorted(cards)), ctx)


# Small on purpose: its hits come from the same hand (a throw is decomposed at each step); a table
# of 65,536 kept a season's worth of cards, a worker's memory growing by 2.6 MB per 1,000 hands.
@lru_cache(maxsize=4096)
def _decompose(cards: tuple[Card, ...], ctx: TrumpContext) -> tuple[Unit, ...]:
    pos = ctx.pos
    counts: dict[Card, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    units: list[Unit] = []
    if max(counts.values(), default=0) >= 3:
        # Widest first (R13.1): every kind held three times is a triple; their runs are 泰坦尼克.
        units += _longest_first(_take_triples(counts, pos), MAX_WIDTH)
    pairs: dict[int, list[Card]] = {}
    singles: list[Card] = []
    for c in sorted(counts):
        n = counts[c]
        for _ in range(n // 2):
            pairs.setdefault(pos[c], []).append(c)
        if n % 2:
            singles.append(c)
    rule = ctx.decomposition
    match rule:
        case Decomposition.CANONICAL:
            units += _longest_first(pairs)
        case Decomposition.LAYERED:
            units += _layered(pairs)
        case Decomposition.GREEDY:
            units += _greedy(pairs)
        case _:
            assert_never(rule)
    units += [Unit((c,), 1, 1, pos[c]) for c in singles]
    units.sort(key=lambda u: u.rank_key, reverse=True)
    return tuple(units)


def _take_triples(counts: dict[Card, int], pos: Sequence[int]) -> dict[int, list[Card]]:
    """Position → the kinds there held three times, taken out of ``counts``."""
    triples: dict[int, list[Card]] = {}
    for c in sorted(counts):
        if counts[c] >= MAX_WIDTH:
            triples.setdefault(pos[c], []).append(c)
            counts[c] -= MAX_WIDTH
    return triples


def _chain(kinds: Sequence[Card], top: int) -> Unit:
    """The pairs of ``kinds`` (top down, one per position from ``top``) as one unit."""
    return Unit(tuple(k for k in kinds for _ in (0, 1)), 2, len(kinds), top)


def _layered(pairs: dict[int, list[Card]]) -> list[Unit]:
    """Layer k holds the k-th pair of every position (card order); each layer's runs are its
    tractors (a run of one position: a pair).  80fen: a second off-suit level pair never cuts a
    chain."""
    units: list[Unit] = []
    depth = max((len(ks) for ks in pairs.values()), default=0)
    for k in range(depth):
        layer = {p: ks[k] for p, ks in pairs.items() if len(ks) > k}
        for low, high in runs(layer):
            units.append(_chain([layer[p] for p in range(high, low - 1, -1)], high))
    return units


def _greedy(pairs: dict[int, list[Card]]) -> list[Unit]:
    """One pass over the pairs from the top (card order within a position): a pair one
    position below the chain's last extends it, any other pair (a second one at the same
    position included) ends it and starts the next (80fen before 2026-09-07)."""
    units: list[Unit] = []
    chain: list[Card] = []
    top = last = 0
    for p in sorted(pairs, reverse=True):
        for kind in pairs[p]:
            if chain and p == last - 1:
                chain.append(kind)
            else:
                if chain:
                    units.append(_chain(chain, top))
                chain, top = [kind], p
            last = p
    if chain:
        units.append(_chain(chain, top))
    return units


def _longest_first(tuples: dict[int, list[Card]], width: int = 2) -> list[Unit]:
    """The canonical split of ``width``-tuples (position → their kinds): the longest run of
    positions first (see the module doc)."""
    units: list[Unit] = []
    while tuples:
        low, high = max(runs(tuples), key=lambda r: (r[1] - r[0], r[1]))
        chain: list[Card] = []
        for p in range(high, low - 1, -1):
            kind = tuples[p].pop(0)
            if not tuples[p]:
                del tuples[p]
            chain += (kind,) * width
        units.append(Unit(tuple(chain), width, high - low + 1, high))
    return units


def classify(cards: Sequence[Card], ctx: TrumpContext) -> str:
    """``single``, ``pair``, ``tractor``, ``throw`` (several units of one suit) or ``mixed``."""
    if effective_suit(cards, ctx) is None:
        return "mixed"
    units = decompose(cards, ctx)
    return units[0].kind if len(units) == 1 else "throw"


def is_tractor(cards: Sequence[Card], ctx: TrumpContext) -> bool:
    """True if the cards are exactly one tractor.

    >>> from shengji_cli.core.cards import TrumpContext, parse_cards, SPADES
    >>> ctx = TrumpContext.make(trump=SPADES, level=10)
    >>> is_tractor(parse_cards("SA SA H10 H10"), ctx), is_tractor(parse_cards("SA SA S2 S2"), ctx)
    (True, False)
    """
    return classify(cards, ctx) == TRACTOR


@dataclass(frozen=True, slots=True)
class Shape:
    """The structure of a lead: its tractors' lengths (longest first), pairs, singles; and,
    with three decks, its triples and its 泰坦尼克' lengths (longest first)."""

    tractors: tuple[int, ...]
    pairs: int
    singles: int
    triples: int = 0
    titanics: tuple[int, ...] = ()

    @property
    def total_pairs(self) -> int:
        """Pairs of the width-2 units (those inside tractors included; triples not)."""
        return sum(self.tractors) + self.pairs

    @property
    def total_triples(self) -> int:
        """Triples, those inside 泰坦尼克 included."""
        return sum(self.titanics) + self.triples

    @property
    def wide(self) -> bool:
        """True if the lead holds a triple (or a 泰坦尼克)."""
        return bool(self.triples or self.titanics)

    @property
    def size(self) -> int:
        return 2 * self.total_pairs + self.singles + 3 * self.total_triples

    def skeleton(self) -> Shape:
        """The lead seen at width 2 (R13.3): each triple a pair plus a single, each 泰坦尼克 a
        tractor of its length plus its singles; the shape itself when it holds no triple."""
        if not self.wide:
            return self
        return Shape(
            tuple(sorted(self.tractors + self.titanics, reverse=True)),
            self.pairs + self.triples,
            self.singles + self.total_triples,
        )


def shape_of(units: Sequence[Unit]) -> Shape:
    """The shape of a decomposition."""
    kinds = Counter(u.kind for u in units)
    return Shape(
        _lengths(units, TRACTOR),
        kinds[PAIR],
        kinds[SINGLE],
        kinds[TRIPLE],
        _lengths(units, TITANIC),
    )


def _lengths(units: Sequence[Unit], kind: UnitKind) -> tuple[int, ...]:
    """The lengths of the units of ``kind``, the longest first."""
    return tuple(sorted((u.length for u in units if u.kind == kind), reverse=True))
