"""“Can I throw this?” — a throw's units, who could beat them, and the chance it fails.

The other three seats are named by where they sit from the thrower: ``next`` (下家),
``partner`` (对家) and ``prev`` (上家).  What the thrower knows is all the model uses:

- the hand's size says how many cards each seat has played (every seat plays as many cards to
  a trick, so each holds as many cards as the thrower: ``played = hand_size − len(hand)``); how
  many *tricks* those were, only a record says (a trick may take more than one card from a hand);
- cards a seat is known to hold (``known``: some of its cards, or its whole hand for a seat in
  ``complete``);
- cards seen out of the hands (``seen``: played, or buried by a thrower who is the dealer).

Every other card is *unseen*: it lies at random on the places left — the other seats' unknown
cards, the bottom, and the cards played that ``seen`` does not name — every placement being
equally likely.  :class:`Assumption` says how many cards each kind of place takes.

A seat known to be *void* in the throw's effective suit (it showed out of that suit
earlier: trumps count as one suit) holds none of that suit's unseen cards: they lie
only with the other seats and out of the hands, every placement that respects the voids being
equally likely.  Voids in other suits do not bear on the question — every card that could
beat a thrown unit is of the throw's suit.

Each unit is *beaten for certain* (a known holding beats it), *possibly beaten* (some unseen
cards, alone or with a seat's known ones, would beat it) or *safe for certain*.  When no
unit is beaten for certain and some may be, the failure probability is exact when the cards
that could matter are few: it enumerates how those cards fall among the places, each way
weighted by the number of placements that put them there.  Otherwise it is a seeded Monte
Carlo estimate with its standard error.

>>> from shengji_cli.core.cards import parse_cards, TrumpContext, HEARTS
>>> from shengji_cli.core.variants import load_variant
>>> ctx, v = TrumpContext.make(HEARTS, 2), load_variant("national")
>>> rest = "C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA D3 D4 D5 D6 D7 D8 D9 D10 DJ DQ"
>>> hand = parse_cards("SA SA SK") + parse_cards(rest)
>>> a = analyze_throw(parse_cards("SA SA SK"), hand, ctx, v)
>>> a.method, a.stands, round(a.fail_probability, 4)
('exact', True, 0.0)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache
from itertools import combinations_with_replacement
from math import comb, factorial

from .cards import NUM_KINDS, SUIT_SYMBOLS, TRUMP, Card, TrumpContext
from .errors import ErrorKind, ShengjiError
from .messages import Cards, Msg
from .rules import Beater as Beater
from .rules import Block, allowed_forced_plays, beating_cards, throw_penalty
from .units import (
    PAIR,
    SINGLE,
    TITANIC,
    TRACTOR,
    TRIPLE,
    Unit,
    UnitKind,
    decompose,
    effective_suit,
)
from .variants import Variant

OTHER_SEATS = ("next", "partner", "prev")
"""The other seats, from the thrower: 下家, 对家, 上家."""
SEAT_ALIASES = {
    "next": "next",
    "下家": "next",
    "partner": "partner",
    "对家": "partner",
    "prev": "prev",
    "上家": "prev",
}
EXACT_LIMIT = 60_000
"""Most ways of placing the relevant cards that are enumerated exactly."""
MAX_SAMPLES = 200_000
"""Most deals a Monte Carlo estimate draws: its standard error is then at most 0.0012, and a
deal costs about 20 µs, so the longest estimate takes a few seconds (10,000,000, the bound
before, took minutes)."""


_SEAT_WORDS = {
    "next": Msg.of("hand.throw.seat.next"),
    "partner": Msg.of("hand.throw.seat.partner"),
    "prev": Msg.of("hand.throw.seat.prev"),
}


class ThrowInputError(ShengjiError, ValueError):
    """The question cannot be answered as asked (cards not held, counts that do not add up)."""

    kind = ErrorKind.HAND

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


class UnitVerdict(StrEnum):
    """What the thrower can know of one thrown unit."""

    BEATEN = "beaten"
    """A known holding beats it."""
    POSSIBLE = "possible"
    """Unseen cards (alone or with a seat's known ones) could beat it."""
    SAFE = "safe"
    """Nothing that could be in another hand beats it."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Assumption:
    """Where the model puts the cards the thrower has not seen."""

    played: int
    """Cards each seat has played before this trick (the hand's size says)."""
    tricks: int | None
    """Tricks played before this one, when the caller knows it (from a record), else ``None``:
    the hand's size gives the cards played, not the tricks (a trick may take several cards)."""
    held: int
    """Cards each seat holds now."""
    unseen: int
    """Cards neither held by the thrower, nor seen, nor known in another hand."""
    in_hands: int
    """Of them, how many lie in the other hands (their cards not known)."""
    out_of_hands: int
    """Of them, how many lie in the bottom or among the cards played that were not seen."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ThrowAnalysis:
    """What ``throw`` answers: each unit's verdict, the failure probability, the forced plays and
    penalties."""

    units: tuple[Unit, ...]
    stands: bool | None
    safe_units: tuple[int, ...]
    beaten_by: tuple[Beater[str | None], ...]
    forced: tuple[Unit, ...] = ()
    penalties: tuple[int, ...] = ()
    """The penalty for each allowed forced play (empty unless the throw fails for certain)."""
    forced_certain: bool = True
    """Whether the forced plays are all the rules allow whatever the unseen cards (no unit that
    is only possibly beaten could add a block)."""
    fail_probability: float
    method: str = "exact"
    stderr: float | None = None
    samples: int = 0
    void: tuple[str, ...] = ()
    """The seats taken to hold none of the throw's suit, in :data:`OTHER_SEATS` order."""
    assumed: Assumption | None = None

    @property
    def verdicts(self) -> tuple[UnitVerdict, ...]:
        """Each unit's: beaten for certain, possibly beaten, or safe for certain."""
        certain = {b.unit for b in self.beaten_by if b.certain}
        return tuple(
            UnitVerdict.BEATEN
            if i in certain
            else UnitVerdict.SAFE
            if i in self.safe_units
            else UnitVerdict.POSSIBLE
            for i in range(len(self.units))
        )


def suit_label(suit: int) -> Msg | str:
    """``♠`` … ``♦`` for a plain effective suit, ``trumps`` for the trump suit."""
    return Msg.of("hand.suit.trumps") if suit == TRUMP else SUIT_SYMBOLS[suit]


def _all_beaters(unit: Unit, pool: Sequence[Card], ctx: TrumpContext) -> list[tuple[Card, ...]]:
    """Every distinct combination in ``pool`` that beats ``unit`` (one card, a pair, a tractor, a
    triple, a 泰坦尼克: a higher unit of its width and length), the highest first."""
    suit = ctx.esuit[unit.cards[0]]
    counts = Counter(c for c in pool if ctx.esuit[c] == suit)
    if unit.kind == SINGLE:
        return [
            (c,)
            for c in sorted(counts, key=ctx.sort_key.__getitem__, reverse=True)
            if ctx.pos[c] > unit.top
        ]
    tuples = _held_at(counts, unit.width, ctx)
    out: list[tuple[Card, ...]] = []
    for top in sorted(tuples, reverse=True):
        if top > unit.top and all(top - i in tuples for i in range(unit.length)):
            out += _runs(tuples, top, unit.length, unit.width)
    return out


def _held_at(counts: Counter[Card], width: int, ctx: TrumpContext) -> dict[int, list[Card]]:
    """Position → the kinds there that ``counts`` holds ``width`` copies of."""
    tuples: dict[int, list[Card]] = {}
    for c, n in counts.items():
        if n >= width:
            tuples.setdefault(ctx.pos[c], []).append(c)
    return tuples


def _runs(
    tuples: Mapping[int, Sequence[Card]], top: int, length: int, width: int
) -> list[tuple[Card, ...]]:
    """Every run of ``length`` positions topped at ``top``, ``width`` copies of one kind at each
    (a kind of each position ``tuples`` holds)."""
    combos: list[tuple[Card, ...]] = [()]
    for i in range(length):
        combos = [c + (k,) * width for c in combos for k in tuples[top - i]]
    return combos


def analyze_throw(
    throw: Sequence[Card],
    hand: Sequence[Card],
    ctx: TrumpContext,
    variant: Variant,
    seen: Sequence[Card] = (),
    known: Mapping[str, Sequence[Card]] | None = None,
    dealer: bool = False,
    seed: int = 0,
    samples: int = 10_000,
    void: Collection[str] = (),
    complete: Collection[str] = (),
    tricks: int | None = None,
) -> ThrowAnalysis:
    """Analyze a throw from ``hand`` (which holds it); see the module doc.

    ``known``: cards each other seat is known to hold (its whole hand for a seat in
    ``complete``); ``seen``: cards out of the hands (played; the bottom too, for a ``dealer``
    who buried it); ``void``: seats known to hold none of the throw's effective suit;
    ``tricks``: the tricks played before this one, when known (only reported).  Raises
    :class:`ThrowInputError` when the inputs contradict each other (or the voids leave too
    few places for the suit's unseen cards).

    Three steps: the question checked and its unseen cards placed (:func:`_question`), who could
    beat each unit (:func:`_beaters`), then the verdict: failed for certain, safe for certain,
    or a failure probability (:func:`_failure_chance`).

    >>> from shengji_cli.core.cards import parse_cards, TrumpContext, HEARTS
    >>> from shengji_cli.core.variants import load_variant
    >>> ctx, v = TrumpContext.make(HEARTS, 2), load_variant("national")
    >>> throw = parse_cards("SQ SQ SA")        # only an unseen ♠K ♠K beats it
    >>> rest = "C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA D3 D4 D5 D6 D7 D8 D9 D10 DJ DQ"
    >>> hand = throw + parse_cards(rest)
    >>> round(analyze_throw(throw, hand, ctx, v).fail_probability, 4)  # 3·25·24 / (83·82)
    0.2645
    >>> a = analyze_throw(throw, hand, ctx, v, void={"next", "prev"})
    >>> # every ♠ is the partner's or the bottom's: 25·24 / (33·32)
    >>> a.void, round(a.fail_probability, 4)
    (('next', 'prev'), 0.5682)
    >>> a = analyze_throw(throw, hand[:23], ctx, v)  # two cards played from each hand, none given
    >>> a.assumed.played, a.assumed.tricks, a.assumed.in_hands, a.assumed.out_of_hands
    (2, None, 69, 16)
    >>> analyze_throw(throw, hand, ctx, v, known={"next": parse_cards("SK SK")}).verdicts
    (<UnitVerdict.BEATEN: 'beaten'>, <UnitVerdict.SAFE: 'safe'>)
    """
    too_many = samples_problem(samples)
    if too_many is not None:
        raise ThrowInputError(too_many)
    known_cards = {seat: tuple(cards) for seat, cards in (known or {}).items()}
    q = _question(throw, hand, ctx, variant, seen, known_cards, dealer, void, complete, tricks)
    if len(q.units) == 1:
        # A single, a pair or a tractor is an ordinary lead, not a throw: it cannot fail.
        return _analysis(q, True, (0,), (), 0.0)
    _check_room(q, ctx)
    certain = _certain_beaters(q, ctx)
    beaten_by = [*certain, *_possible_beaters(q, ctx)]
    safe = tuple(i for i in range(len(q.units)) if not any(b.unit == i for b in beaten_by))
    if certain:
        forced, penalties, forced_certain = _forced_plays(
            throw, q, certain, beaten_by, ctx, variant
        )
        failed = _analysis(q, False, safe, beaten_by, 1.0)
        return replace(failed, forced=forced, penalties=penalties, forced_certain=forced_certain)
    if len(safe) == len(q.units):
        return _analysis(q, True, safe, beaten_by, 0.0)
    return _failure_chance(q, safe, beaten_by, ctx, seed, samples)


def _analysis(
    q: _Question,
    stands: bool | None,
    safe: tuple[int, ...],
    beaten_by: Sequence[Beater[str | None]],
    fail_probability: float,
) -> ThrowAnalysis:
    """The answer to question ``q``: whether the throw stands (``None``: it may fail), its safe
    units, its beaters, the chance it fails."""
    return ThrowAnalysis(
        units=q.units,
        void=q.voids,
        assumed=q.assumed,
        stands=stands,
        safe_units=safe,
        beaten_by=tuple(beaten_by),
        fail_probability=fail_probability,
    )


# ---------------------------------------------------------------- the question, checked


@dataclass(frozen=True, slots=True, kw_only=True)
class _Question:
    """A throw question whose inputs agree, with where its unseen cards can lie."""

    units: tuple[Unit, ...]
    suit: int
    """The throw's effective suit."""
    known: dict[str, tuple[Card, ...]]
    voids: tuple[str, ...]
    pool: list[Card]
    """The unseen cards (one entry per physical card)."""
    free: dict[str, int]
    """Each other seat's cards not known."""
    out_free: int
    """Unseen places out of the hands (the bottom, cards played that were not seen, aside)."""
    assumed: Assumption

    @property
    def holders(self) -> list[str]:
        """The seats the throw's suit can lie with: not void, some cards not known."""
        return [s for s in OTHER_SEATS if s not in self.voids and self.free[s] > 0]

    @property
    def places(self) -> list[int]:
        """The free slots of each place the throw's suit can lie: the holders, then out of the
        hands (when any)."""
        return [self.free[s] for s in self.holders] + ([self.out_free] if self.out_free else [])

    def known_of_suit(self, ctx: TrumpContext) -> list[list[Card]]:
        """Each holder's known cards of the throw's suit."""
        return [
            [c for c in self.known.get(s, ()) if ctx.esuit[c] == self.suit] for s in self.holders
        ]


def _question(
    throw: Sequence[Card],
    hand: Sequence[Card],
    ctx: TrumpContext,
    variant: Variant,
    seen: Sequence[Card],
    known: dict[str, tuple[Card, ...]],
    dealer: bool,
    void: Collection[str],
    complete: Collection[str],
    tricks: int | None,
) -> _Question:
    """The question checked (raising :class:`ThrowInputError` at the first contradiction) and
    its unseen cards counted."""
    _check_seats(known, void, complete)
    voids = tuple(s for s in OTHER_SEATS if s in void)
    suit = _check_throw(throw, hand, ctx, known, voids)
    units = decompose(throw, ctx)
    deck = variant.deck
    held, dealt, kitty = len(hand), deck.hand_size, deck.kitty_size
    _check_sizes(held, known, complete, variant)
    played = dealt - held
    full = Counter({c: deck.copies for c in range(NUM_KINDS)})
    used = Counter(hand) + Counter(seen)
    for cards in known.values():
        used += Counter(cards)
    over = used - full
    if over:
        raise ThrowInputError(Msg.of("hand.throw.over-deck", cards=Cards.of(over.elements())))
    # A deck larger than the deal sets cards aside: they are out of the hands from the start.
    aside = NUM_KINDS * deck.copies - 4 * dealt - kitty
    out_room = 4 * played + aside + (kitty if dealer else 0)
    if len(seen) > out_room:
        raise ThrowInputError(
            Msg.of("hand.throw.too-many-seen", n=len(seen), held=held, played=played, room=out_room)
        )
    pool = list((full - used).elements())
    free = {s: held - len(known.get(s, ())) for s in OTHER_SEATS}
    out_free = 4 * played + aside + kitty - len(seen)
    assumed = Assumption(
        played=played,
        tricks=tricks,
        held=held,
        unseen=len(pool),
        in_hands=sum(free.values()),
        out_of_hands=out_free,
    )
    return _Question(
        units=tuple(units),
        suit=suit,
        known=known,
        voids=voids,
        pool=pool,
        free=free,
        out_free=out_free,
        assumed=assumed,
    )


def _check_seats(
    known: Mapping[str, object], void: Collection[str], complete: Collection[str]
) -> None:
    """Every seat named is one of :data:`OTHER_SEATS`."""
    for seat in (*known, *complete):
        if seat not in OTHER_SEATS:
            raise ThrowInputError(Msg.of("hand.throw.unknown-seat", seat=seat))
    for seat in void:
        if seat not in OTHER_SEATS:
            raise ThrowInputError(Msg.of("hand.throw.unknown-void-seat", seat=seat))


def _check_throw(
    throw: Sequence[Card],
    hand: Sequence[Card],
    ctx: TrumpContext,
    known: Mapping[str, Sequence[Card]],
    voids: Sequence[str],
) -> int:
    """The throw's effective suit, once the hand holds the throw, the throw is of one suit and no
    void seat is known to hold that suit."""
    missing = Counter(throw) - Counter(hand)
    if missing:
        raise ThrowInputError(Msg.of("hand.throw.not-held", cards=Cards.of(missing.elements())))
    suit = effective_suit(throw, ctx)
    if suit is None:
        raise ThrowInputError(Msg.of("hand.throw.mixed"))
    for seat in voids:
        shown = [c for c in known.get(seat, ()) if ctx.esuit[c] == suit]
        if shown:
            raise ThrowInputError(
                Msg.of(
                    "hand.throw.void-holds",
                    seat=_seat(seat),
                    suit=suit_label(suit),
                    cards=Cards.of(shown),
                )
            )
    return suit


def _check_sizes(
    held: int, known: Mapping[str, Sequence[Card]], complete: Collection[str], variant: Variant
) -> None:
    """The hand is no larger than the deal, and each known holding fits its seat's hand (a
    ``complete`` one is the whole hand)."""
    dealt = variant.deck.hand_size
    if held > dealt:
        raise ThrowInputError(
            Msg.of("bounds.play-size", what="--hand", n=held, variant=variant.name, most=dealt)
        )
    for s, cards in known.items():
        if len(cards) > held or (s in complete and len(cards) != held):
            raise ThrowInputError(
                Msg.of("hand.throw.known-size", seat=_seat(s), n=len(cards), thrower=held)
            )
    for s in complete:
        if s not in known:
            raise ThrowInputError(Msg.of("hand.throw.known-size", seat=_seat(s), n=0, thrower=held))


def _check_room(q: _Question, ctx: TrumpContext) -> None:
    """The throw's unseen suit cards fit the places the voids leave them."""
    room = sum(q.places)
    in_suit = sum(1 for c in q.pool if ctx.esuit[c] == q.suit)
    if in_suit <= room:
        return
    raise ThrowInputError(
        Msg.of(
            "hand.throw.void-room",
            n=in_suit,
            what=Msg.of("hand.throw.what-trumps")
            if q.suit == TRUMP
            else Msg.of("hand.throw.what-suit", suit=SUIT_SYMBOLS[q.suit]),
            voids=_listing([_seat(s) for s in q.voids]),
            k=len(q.voids),
            where=_room_words(q, room),
        )
    )


def _room_words(q: _Question, room: int) -> Msg:
    """Where the suit's unseen cards can lie, and how many places that is, in words."""
    out_word = (
        Msg.of("hand.throw.bottom") if q.assumed.played == 0 else Msg.of("hand.throw.out-of-hands")
    )
    parts: list[Msg | str] = [_seat(s) for s in q.holders] + ([out_word] if q.out_free else [])
    if len(parts) > 1:
        return Msg.of(
            "hand.throw.room-many", places=_listing(parts[:-1]), last=parts[-1], room=room
        )
    if parts:
        return Msg.of("hand.throw.room-one", place=parts[0], room=room)
    return Msg.of("hand.throw.room-none")


# ---------------------------------------------------------------- who could beat each unit


def _certain_beaters(q: _Question, ctx: TrumpContext) -> list[Block]:
    """The beaters the known holdings hold, seat by seat."""
    out: list[Block] = []
    for seat in OTHER_SEATS:
        if seat in q.known:
            for i, unit in enumerate(q.units):
                beating = beating_cards(unit, q.known[seat], ctx)
                if beating is not None:
                    out.append(Beater(seat, i, beating))
    return out


def _possible_beaters(q: _Question, ctx: TrumpContext) -> list[Beater[str | None]]:
    """For each unit, the beaters unseen cards could make: alone (at any holder: no seat), or
    with a seat's known cards."""
    out: list[Beater[str | None]] = []
    holders = q.holders
    widest = max((q.free[s] for s in holders), default=0)
    own = {s: Counter(c for c in q.known.get(s, ()) if ctx.esuit[c] == q.suit) for s in holders}
    for i, unit in enumerate(q.units):
        out += [Beater(None, i, c, c) for c in _all_beaters(unit, q.pool, ctx) if len(c) <= widest]
        for seat in holders:
            if own[seat]:
                out += _completed_beaters(i, unit, seat, own[seat], q, ctx)
    return out


def _completed_beaters(
    i: int, unit: Unit, seat: str, own: Counter[Card], q: _Question, ctx: TrumpContext
) -> list[Beater[str | None]]:
    """The beaters of unit ``i`` that unseen cards would complete with ``seat``'s known ``own``
    cards of the suit (some of each, and no more unseen ones than the seat has room for)."""
    out: list[Beater[str | None]] = []
    for combo in _all_beaters(unit, [*q.pool, *own.elements()], ctx):
        needs = Counter(combo) - own
        if needs and needs != Counter(combo) and needs.total() <= q.free[seat]:
            out.append(Beater(seat, i, combo, tuple(sorted(needs.elements()))))
    return out


def _forced_plays(
    throw: Sequence[Card],
    q: _Question,
    certain: Sequence[Block],
    beaten_by: Sequence[Beater[str | None]],
    ctx: TrumpContext,
    variant: Variant,
) -> tuple[tuple[Unit, ...], tuple[int, ...], bool]:
    """A throw that fails for certain: its allowed forced plays, their penalties, and whether
    no possible beater could change them."""
    forced = _forced(throw, certain, ctx, variant)
    # Every chooser picks from the beaten kinds, units or seats, so if no one more block
    # (a possible beater, at any seat it could be in) changes the answer, none can.
    holders = q.holders
    extra = [
        Beater(seat, b.unit, b.cards)
        for b in beaten_by
        if not b.certain
        for seat in ((b.seat,) if b.seat is not None else holders)
    ]
    unchanged = all(_forced(throw, [*certain, e], ctx, variant) == forced for e in extra)
    return forced[0], forced[1], unchanged


# ---------------------------------------------------------------- the chance it fails


def _failure_chance(
    q: _Question,
    safe: tuple[int, ...],
    beaten_by: Sequence[Beater[str | None]],
    ctx: TrumpContext,
    seed: int,
    samples: int,
) -> ThrowAnalysis:
    """A throw no known holding beats and some unseen cards may: the chance it fails, exact when
    few placements matter, else a Monte Carlo estimate."""
    # The relevant cards are all of the throw's suit, so only the non-void places matter: given
    # the voids, the suit's unseen cards lie uniformly at random on those ``room`` slots.
    relevant = {c for b in beaten_by for c in b.needs}
    rel_counts = Counter(c for c in q.pool if c in relevant)
    base = q.known_of_suit(ctx)
    check = _Checker(q.units, [*q.pool, *(c for b in base for c in b)], ctx)
    places = q.places
    room = sum(places)
    if _ways(rel_counts, len(places)) <= EXACT_LIMIT:
        p, method, se, samples = _exact(check, rel_counts, places, base, room), "exact", None, 0
    else:
        p, se = _monte_carlo(check, rel_counts, places, base, room, seed, samples)
        method = "monte-carlo"
    return replace(
        _analysis(q, None, safe, beaten_by, p), method=method, stderr=se, samples=samples
    )


def _ways(counts: Counter[Card], places: int) -> int:
    """The ways the cards counted can fall among ``places`` places (copies of a kind alike):
    the leaves :func:`_exact` would sum over."""
    ways = 1
    for m in counts.values():
        ways *= comb(m + places - 1, places - 1)
    return ways


def _forced(
    throw: Sequence[Card], blocks: Sequence[Block], ctx: TrumpContext, variant: Variant
) -> tuple[tuple[Unit, ...], tuple[int, ...]]:
    """The allowed forced plays of a failed throw and each one's penalty (blocks in seat order)."""
    ordered = sorted(blocks, key=lambda b: OTHER_SEATS.index(b.seat))
    forced = tuple(allowed_forced_plays(throw, ordered, "partner", ctx, variant))
    return forced, tuple(throw_penalty(throw, u.cards, ordered, ctx, variant) for u in forced)


class _Checker:
    """Does a holding beat some thrown unit?  Precomputed for speed: the kinds that beat the
    lowest single, the kinds whose pair (triple) beats the lowest pair (triple), and each
    tractor's (泰坦尼克's) beating windows."""

    def __init__(self, units: Sequence[Unit], pool: Sequence[Card], ctx: TrumpContext) -> None:
        self.single_kinds = {c for b in _beat_lowest(units, SINGLE, pool, ctx) for c in b}
        self.pair_kinds = {b[0] for b in _beat_lowest(units, PAIR, pool, ctx)}
        self.triple_kinds = {b[0] for b in _beat_lowest(units, TRIPLE, pool, ctx)}
        self.windows = _beating_windows(units, TRACTOR, pool, ctx)
        self.wide_windows = _beating_windows(units, TITANIC, pool, ctx)

    def beats(self, holding: Sequence[Card]) -> bool:
        if not holding:
            return False
        if self.single_kinds and not self.single_kinds.isdisjoint(holding):
            return True
        if (self.pair_kinds or self.windows) and _holds_one(
            holding, 2, self.pair_kinds, self.windows
        ):
            return True
        if self.triple_kinds or self.wide_windows:
            return _holds_one(holding, 3, self.triple_kinds, self.wide_windows)
        return False


def _beat_lowest(
    units: Sequence[Unit], kind: UnitKind, pool: Sequence[Card], ctx: TrumpContext
) -> list[tuple[Card, ...]]:
    """The beaters of the lowest thrown unit of ``kind`` (none if the throw has none)."""
    of_kind = [u for u in units if u.kind == kind]
    return _all_beaters(min(of_kind, key=lambda u: u.top), pool, ctx) if of_kind else []


def _beating_windows(
    units: Sequence[Unit], kind: UnitKind, pool: Sequence[Card], ctx: TrumpContext
) -> list[tuple[Card, ...]]:
    """The kinds of each run that beats a thrown unit of ``kind`` (a tractor, a 泰坦尼克)."""
    return [
        tuple(sorted(set(b))) for u in units if u.kind == kind for b in _all_beaters(u, pool, ctx)
    ]


def _holds_one(
    holding: Sequence[Card],
    width: int,
    kinds: Collection[Card],
    windows: Sequence[tuple[Card, ...]],
) -> bool:
    """Whether ``holding`` holds ``width`` copies of one of ``kinds``, or of every kind of one of
    the ``windows``."""
    held = {c for c, n in Counter(holding).items() if n >= width}
    return not held.isdisjoint(kinds) or any(all(k in held for k in w) for w in windows)


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


def _exact(
    check: _Checker,
    rel: Counter[Card],
    sizes: Sequence[int],
    base: Sequence[Sequence[Card]],
    total: int,
) -> float:
    """P(some seat can beat a unit), summing over placements of the relevant cards.

    ``sizes`` are the free slots of the places the relevant cards can lie (the first
    ``len(base)`` of them seats, each already holding its ``base`` cards; the rest out of the
    hands) and ``total`` their sum.  Dealing ``total`` distinct slots at random, the
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
    seats = len(base)
    holdings: list[list[Card]] = [list(b) for b in base] + [[] for _ in range(d - seats)]
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
    return min(prob, 1.0)  # (a sum of floats may pass 1 by a rounding)


def _monte_carlo(
    check: _Checker,
    rel: Counter[Card],
    sizes: Sequence[int],
    base: Sequence[Sequence[Card]],
    total: int,
    seed: int,
    samples: int,
) -> tuple[float, float]:
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
        holdings: list[list[Card]] = [list(b) for b in base]
        for c, slot in zip(cards, rng.sample(range(total), len(cards)), strict=True):
            j = owner[slot]
            if j < len(base):
                holdings[j].append(c)
        if _fails(check, holdings):
            hits += 1
    p = hits / samples
    return p, (p * (1 - p) / samples) ** 0.5
