"""A match hand's bidding, from what each seat was dealt (docs/rules.md §10, ``[declaration]``).

First declarations, reinforcements and overcalls by the variant's rules; under
``overcall_rebury`` overcalls after the bury, in turn, whose seats take up the bottom and bury
again; the ``no_declaration`` rule when nobody declares.  The generator's own reading: nothing
here imports :mod:`~shengji_cli.core.declarations`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import assert_never

from ..core.cards import (
    BIG_JOKER,
    DIAMONDS,
    HEARTS,
    LITTLE_JOKER,
    SUIT_TRUMPS,
    Card,
    card_rank,
    card_suit,
    make_card,
    trump_suit,
)
from ..core.record import PHASES, Bid
from ..core.variants import DeclarationRules, Variant
from ..core.vocab import (
    Deadline,
    FirstDeclarationBy,
    FirstHandDealer,
    JokerCompanion,
    NoDeclaration,
    Phase,
    Trump,
    TurnedCardDealer,
)
from .deal import Bury, Hands
from .hands import SEATING, SEATS, team


class BidClass(IntEnum):
    """What a bid shows, weakest first: one level card, a pair of them, a pair of jokers; with
    three decks, three level cards, then three jokers (seed 004: 单张 10 < 两张 10 < 两张王 <
    三张 10 < 三张王)."""

    SINGLE = 1
    PAIR = 2
    JOKERS = 3
    TRIPLE = 4
    JOKER_TRIPLE = 5


_FIRST_CLASS_WEIGHTS = {
    BidClass.SINGLE: 6,
    BidClass.PAIR: 2,
    BidClass.JOKERS: 1,
    BidClass.TRIPLE: 1,
    BidClass.JOKER_TRIPLE: 1,
}
_NO_BID = 0.05
"""The chance that nobody declares although someone could."""
_MORE_BIDS = 0.6
"""The chance of one more overcall or reinforcement while one is possible."""
_REINFORCE = 0.5
"""The chance that a declarer who may reinforce its single does so before anything else."""
_WAIT = 0.5
"""After the first hand under ``overcall_rebury``: the chance that nobody overcalls before the
bury (the overcalls wait for it, to take up the bottom)."""
_LATE = 0.8
"""After the first hand under ``overcall_rebury``: the chance that a seat which can overcall
after the bury, in its turn, does so."""
_REBURY = 0.85
"""The chance that a seat whose overcall after the bury stands takes up the bottom and buries
again (online 四.2 反主玩家还可拿起…底牌: it may, so mostly but not always)."""
BEFORE_BURY = Phase.BEFORE_BURY.rank
AFTER_BURY = Phase.AFTER_BURY.rank
_REDEALS = frozenset({NoDeclaration.REDEAL, NoDeclaration.REDEAL_THEN_STEP_DOWN})
"""The ``no_declaration`` rules under which a hand nobody declared in is not played."""


def with_joker(d: DeclarationRules) -> bool:
    """True if a bid of level cards shows a joker of the suit's colour (online 报主)."""
    match d.joker_companion:
        case JokerCompanion.NONE:
            return False
        case JokerCompanion.BY_COLOUR:
            return True
        case unreachable:
            assert_never(unreachable)


@dataclass(frozen=True, slots=True)
class Show:
    """What a bid shows: its class, the trump it names, the cards."""

    kind: BidClass
    trump: Trump
    cards: tuple[Card, ...]


def shows(held: Counter[Card], level: int, v: Variant) -> list[Show]:
    """Every declaration the cards ``held`` can make at ``level``."""
    d = v.declaration
    by_colour = with_joker(d)
    out: list[Show] = []
    for suit in range(4):
        card = make_card(suit, level)
        companion = (
            ((BIG_JOKER if suit in (HEARTS, DIAMONDS) else LITTLE_JOKER),) if by_colour else ()
        )
        if held[card] and all(held[j] for j in companion):
            out.append(Show(BidClass.SINGLE, SUIT_TRUMPS[suit], (card, *companion)))
            if held[card] >= 2:
                out.append(Show(BidClass.PAIR, SUIT_TRUMPS[suit], (card, card, *companion)))
            if held[card] >= 3:  # three decks only: two hold at most two copies
                out.append(Show(BidClass.TRIPLE, SUIT_TRUMPS[suit], (card, card, card, *companion)))
    for joker in (LITTLE_JOKER, BIG_JOKER):
        if held[joker] >= 2:
            out.append(Show(BidClass.JOKERS, Trump.NT, (joker, joker)))
        if held[joker] >= 3:
            out.append(Show(BidClass.JOKER_TRIPLE, Trump.NT, (joker, joker, joker)))
        if held[joker] and d.single_joker_may_declare and not by_colour:
            out.append(Show(BidClass.SINGLE, Trump.NT, (joker,)))
    return out


def overcalls(new: Show, old: Show, v: Variant) -> bool:
    """True if ``new`` overcalls ``old``: a bigger class; big jokers over small ones, as a pair
    or as three (``joker_pairs_ranked``); a pair over a pair, or three level cards over three,
    earlier in ``pair_suit_order``."""
    d = v.declaration
    if new.kind != old.kind:
        return new.kind > old.kind
    if new.kind in (BidClass.JOKERS, BidClass.JOKER_TRIPLE):
        return d.joker_pairs_ranked and new.cards[0] == BIG_JOKER and old.cards[0] == LITTLE_JOKER
    order = d.pair_suit_order
    return (
        new.kind in (BidClass.PAIR, BidClass.TRIPLE)
        and new.trump in order
        and old.trump in order
        and order.index(new.trump) < order.index(old.trump)
    )


@dataclass(frozen=True, slots=True)
class Step:
    """The bidding after a bid: the standing seat and show, the phase reached (its rank), and
    whether anyone has overcalled (which ends reinforcing)."""

    seat: str
    show: Show
    phase: int
    overcalled: bool
    rebury: bool = False
    """An overcall after the bury whose seat takes up the bottom and buries again."""


@dataclass(frozen=True)
class Table:
    """One match hand as its bidding sees it.  ``first``: no hand has been played, so the
    bids decide the dealer and each seat declares with its side's level."""

    v: Variant
    deals: Hands
    kitty: Sequence[Card]
    dealer: str | None
    levels: tuple[int, int]
    first: bool
    buried: Sequence[Card] = ()

    def level_of(self, seat: str) -> int:
        return self.levels[team(seat if self.first or self.dealer is None else self.dealer)]

    def holding(self, seat: str, phase: int) -> Counter[Card]:
        """The seat's cards at a phase: its deal, and the dealer's (after the first hand) with
        the bottom from ``before-bury`` on, less the buried cards after the bury."""
        held = Counter(self.deals[seat])
        if seat == self.dealer and not self.first and phase >= BEFORE_BURY:
            held.update(self.kitty)
            if phase > BEFORE_BURY:
                held.subtract(self.buried)
        return held

    def deadline(self, seat: str, dealer: str | None) -> int:
        """The last phase the rules let ``seat`` overcall or reinforce in, ``dealer`` dealing."""
        d = self.v.declaration
        by: Phase = d.overcall_by
        if self.first and d.first_hand_overcall_by is not Deadline.SAME:
            by = Phase(d.first_hand_overcall_by)
        elif seat == dealer and d.dealer_overcall_by is not Deadline.SAME:
            by = Phase(d.dealer_overcall_by)
        return by.rank

    def bid_by(self, seat: str) -> int:
        """The last phase the generator overcalls in freely: by the rules, and on a first hand
        as if the seat were to deal; the dealer by the bury (its cards after it depend on the
        trump); under ``overcall_rebury`` everyone by the bury, the overcalls after it being
        made in turn by :func:`_after_bury`."""
        last = self.deadline(seat, self.dealer)
        if self.first:
            last = min(last, self.deadline(seat, seat))
        if self.v.declaration.overcall_rebury or seat == self.dealer:
            last = min(last, BEFORE_BURY)
        return last

    def may_declare_first(self, seat: str) -> bool:
        """True if ``seat`` may make the first declaration: anyone, or after the first hand under
        ``dealer-side`` the dealer side only (online 二.2; the generator never has the other side
        declare first)."""
        if self.first or self.dealer is None:
            return True
        match self.v.declaration.first_declaration_by:
            case FirstDeclarationBy.ANYONE:
                return True
            case FirstDeclarationBy.DEALER_SIDE:
                return team(seat) == team(self.dealer)
            case unreachable:
                assert_never(unreachable)


def _bidding(rng: random.Random, table: Table, nobody: bool) -> list[tuple[Bid, Step]]:
    """A realistic declaration sequence from the deal (empty: nobody declared).

    A first declaration (by the dealer side after the first hand when ``first_declaration_by``
    says so), then overcalls by other seats and the declarer's reinforcement of its single
    before anyone overcalls, each in a phase no earlier than the last and within its deadline;
    under ``overcall_rebury``, after the first hand, the overcalls after the bury
    (:func:`_after_bury`), sometimes (``_WAIT``) the only ones.  ``nobody`` allows that nobody
    declares though someone could.
    """
    first = _first_bid(rng, table, nobody)
    if first is None:
        return []
    steps = [first]
    # Under 反主炒底 an overcall after the bury takes the bottom: some tables wait for it.
    d, dealer = table.v.declaration, table.dealer
    late = d.overcall_rebury and not table.first and dealer is not None
    wait = late and rng.random() < _WAIT
    while rng.random() < _MORE_BIDS:
        top = steps[-1][1]
        moves = _reinforcement(table, top) + _overcalls(table, top, wait)
        if not moves:
            break
        steps.append(_next_bid(rng, table, top, moves))
    if late:
        assert dealer is not None
        steps += _after_bury(rng, table, steps[-1][1], dealer)
    return steps


def _first_bid(rng: random.Random, table: Table, nobody: bool) -> tuple[Bid, Step] | None:
    """The first declaration: of a seat that may declare first, of a random class (weighted),
    in a random phase by ``declare_by``; ``None`` when nobody can (or, ``nobody``, sometimes
    when nobody does)."""
    phase = rng.randint(0, table.v.declaration.declare_by.rank)
    options = _openings(table, phase)
    if not options or nobody and rng.random() < _NO_BID:
        return None
    kinds = sorted({show.kind for _, show in options})
    kind = rng.choices(kinds, [_FIRST_CLASS_WEIGHTS[k] for k in kinds])[0]
    seat, show = rng.choice([o for o in options if o[1].kind == kind])
    return Bid(seat, show.cards, PHASES[phase]), Step(seat, show, phase, False)


def _openings(table: Table, phase: int) -> list[tuple[str, Show]]:
    """What each seat that may declare first can show in ``phase``."""
    starters = [s for s in SEATS if table.may_declare_first(s)]
    return [
        (s, show)
        for s in starters
        for show in shows(table.holding(s, phase), table.level_of(s), table.v)
    ]


_Move = tuple[str, Show, int]
"""A bid a seat may make next: the seat, what it shows, the phase."""


def _reinforcement(table: Table, top: Step) -> list[_Move]:
    """The declarer's reinforcement of its single into a pair, in the first phase it holds the
    pair (none once overcalled, or where the rules allow none)."""
    if not (
        table.v.declaration.reinforce
        and not top.overcalled
        and top.show.kind == BidClass.SINGLE
        and top.show.trump != Trump.NT
    ):
        return []
    card, rest = top.show.cards[0], top.show.cards[1:]
    ready = [
        q
        for q in range(top.phase, table.bid_by(top.seat) + 1)
        if table.holding(top.seat, q)[card] >= 2
    ]
    if not ready:
        return []
    return [(top.seat, Show(BidClass.PAIR, top.show.trump, (card, card, *rest)), ready[0])]


def _overcalls(table: Table, top: Step, wait: bool) -> list[_Move]:
    r"""Every other seat's overcalls of the standing bid, each in the first phase it can show
    it by its deadline (none while the table ``wait``\ s for the overcalls after the bury)."""
    moves: list[_Move] = []
    for s in SEATS:
        if s == top.seat or wait:
            continue
        seen: set[Show] = set()
        for q in range(top.phase, table.bid_by(s) + 1):
            for show in shows(table.holding(s, q), table.level_of(s), table.v):
                if show not in seen and overcalls(show, top.show, table.v):
                    seen.add(show)
                    moves.append((s, show, q))
    return moves


def _next_bid(rng: random.Random, table: Table, top: Step, moves: list[_Move]) -> tuple[Bid, Step]:
    """One of ``moves``, made: a declarer holding the pair mostly reinforces (防反) while it
    still may; the phase sometimes later, by the seat's deadline."""
    seat, show, q = (
        moves[0] if moves[0][0] == top.seat and rng.random() < _REINFORCE else rng.choice(moves)
    )
    if rng.random() < 0.4:
        q = rng.randint(q, table.bid_by(seat))
    reinforcing = seat == top.seat
    # A reinforcement shows the pair, or (without a joker companion) just the added card.
    alone = reinforcing and not with_joker(table.v.declaration) and rng.random() < 0.5
    cards = show.cards[:1] if alone else show.cards
    return Bid(seat, cards, PHASES[q]), Step(seat, show, q, top.overcalled or not reinforcing)


def _after_bury(rng: random.Random, table: Table, top: Step, dealer: str) -> list[tuple[Bid, Step]]:
    """The overcalls after the dealer's bury (online 四.2 反主炒底, 四.3): in turn counter-clockwise
    from the dealer's 下家 round to the dealer itself, each seat that can overcall the standing
    bid (not its own) by its deadline may, showing cards it was dealt (the dealer: dealt or
    taken up with the bottom; it will not bury them); mostly it then takes up the bottom and
    buries again (``Step.rebury``).  One round: each seat overcalls at most once after the bury,
    so a non-dealer shows cards of its deal it still holds."""
    v = table.v
    out: list[tuple[Bid, Step]] = []
    for seat in (*SEATING.order_from(dealer)[1:], dealer):
        if seat == top.seat or table.deadline(seat, dealer) < AFTER_BURY:
            continue
        possible = [
            show
            for show in shows(table.holding(seat, AFTER_BURY), table.level_of(seat), v)
            if overcalls(show, top.show, v)
        ]
        if possible and rng.random() < _LATE:
            show = rng.choice(possible)
            top = Step(seat, show, AFTER_BURY, True, rng.random() < _REBURY)
            out.append((Bid(seat, show.cards, PHASES[AFTER_BURY]), top))
    return out


def _buries(steps: Sequence[tuple[Bid, Step]], dealer: str) -> tuple[Bury, ...]:
    """The buries the bidding calls for when someone overcalled after the bury: the dealer's,
    by the trump standing then, then each re-bury, by the re-burier's trump; each keeping the
    cards its seat shows in a later bid after the bury."""
    late = [i for i, (_, st) in enumerate(steps) if st.phase > BEFORE_BURY]
    if not late:
        return ()

    def keep(seat: str, after: int) -> tuple[Card, ...]:
        held: Counter[Card] = Counter()
        for b, st in steps[after:]:
            if b.seat == seat and st.phase > BEFORE_BURY:
                held |= Counter(b.cards)
        return tuple(sorted(held.elements()))

    out = [Bury(dealer, _trump(steps[max(late[0] - 1, 0)][1].show), keep(dealer, late[0]))]
    out += [
        Bury(st.seat, _trump(st.show), keep(st.seat, i + 1))
        for i, (_, st) in enumerate(steps)
        if st.rebury
    ]
    return tuple(out)


def _trump(show: Show) -> int | None:
    """The trump a bid names: a suit index, ``None`` for no-trump."""
    return trump_suit(show.trump)


@dataclass(frozen=True)
class Declaration:
    """How a match hand's trump was fixed (a :class:`.hands.Declared`): the dealer and its
    level, the trump (``None``: no-trump), the bids with the bidding after each, or the card
    turned when nobody declared.  ``void``: nobody declared and the hand is not played
    (redealt, or the dealer steps down).  ``buries``: with overcalls after the bury
    (``overcall_rebury``), the dealer's bury and the re-buries (:func:`_buries`)."""

    dealer: str | None
    level: int | None
    trump: int | None
    steps: tuple[tuple[Bid, Step], ...] = ()
    no_bid: bool = False
    turned: Card | None = None
    void: bool = False
    buries: tuple[Bury, ...] = ()

    @property
    def bids(self) -> tuple[Bid, ...]:
        return tuple(b for b, _ in self.steps)


def declare(rng: random.Random, table: Table) -> Declaration | None:
    """The bids of a match hand and what they fix; ``None``: nobody can take the first deal."""
    d = table.v.declaration
    steps = _bidding(rng, table, not table.first or d.no_declaration in _REDEALS)
    if not steps:
        return _nobody_declared(table)
    top = steps[-1][1]
    dealer = _first_hand_dealer(steps, d.first_hand_dealer) if table.first else table.dealer
    assert dealer is not None
    buries = _buries(steps, dealer) if d.overcall_rebury else ()
    return Declaration(
        dealer, table.level_of(dealer), _trump(top.show), tuple(steps), buries=buries
    )


def _first_hand_dealer(steps: Sequence[tuple[Bid, Step]], rule: FirstHandDealer) -> str:
    """Who deals a match's first hand: the seat whose bid stands at the end, or (docs/rules.md §12,
    80fen: once the dealer is known an overcall changes only the trump) the first declarer."""
    match rule:
        case FirstHandDealer.STANDING_BID:
            return steps[-1][1].seat
        case FirstHandDealer.FIRST_BID:
            return steps[0][1].seat
        case unreachable:
            assert_never(unreachable)


def _nobody_declared(table: Table) -> Declaration | None:
    """The ``no_declaration`` rule: the hand not played (redealt), no-trump, or the trump of a
    card turned from the bottom (its top card, or its third: 003 一.6 以底牌第三张的花色为将)."""
    d = table.v.declaration
    match d.no_declaration:
        case NoDeclaration.REDEAL | NoDeclaration.REDEAL_THEN_STEP_DOWN:
            level = None if table.dealer is None else table.level_of(table.dealer)
            return Declaration(table.dealer, level, None, no_bid=True, void=True)
        case NoDeclaration.NO_TRUMP:
            index = None
        case NoDeclaration.TURN_TOP_CARD:
            index = 0
        case NoDeclaration.THIRD_CARD:
            index = 2
        case unreachable:
            assert_never(unreachable)
    if table.dealer is None:
        return None
    if index is None:
        return Declaration(table.dealer, table.level_of(table.dealer), None, no_bid=True)
    return _turned_trump(table, index)


def _turned_trump(table: Table, index: int) -> Declaration:
    """The trump of the bottom's card ``index`` turned (no-trump for a joker or, where the rules
    say so, a level card), the dealer as the turned card makes it."""
    assert table.dealer is not None
    d, level = table.v.declaration, table.level_of(table.dealer)
    turned = table.kitty[index]
    rank = card_rank(turned)
    nt = rank is None or d.turned_level_card_no_trump and rank == level
    return Declaration(
        _turned_card_dealer(table, turned),
        level,
        None if nt else card_suit(turned),
        no_bid=True,
        turned=turned,
    )


def _turned_card_dealer(table: Table, turned: Card) -> str:
    """Who deals when the trump came from a turned card (online 二.3 玩家中有人能与此张牌配对的一方
    为
    庄家: the side dealt its other copy, at the level dealt for)."""
    dealer = table.dealer
    assert dealer is not None
    match table.v.declaration.turned_card_dealer:
        case TurnedCardDealer.UNCHANGED:
            return dealer
        case TurnedCardDealer.HOLDER_OF_COPY:
            return next(
                (s for s in SEATS if team(s) != team(dealer) and turned in table.deals[s]), dealer
            )
        case unreachable:
            assert_never(unreachable)
