"""Declaring trump (亮主), overcalling (反主/超抢) and reinforcing (防反/自保), under a variant.

A hand's ``bid:`` lines are judged in the order written.  Each bid shows cards:

* a *single*: one level card (with ``declaration.joker_companion = "by-colour"`` plus one
  joker of the suit's colour: big joker with ♥ ♦, small joker with ♠ ♣);
* a *pair*: two identical level cards (plus the joker, as above);
* a *joker pair*: two big or two small jokers — no-trump;
* a single joker only where ``declaration.single_joker_may_declare`` (no-trump).

A bid stands when it is the first declaration, made by ``declaration.declare_by``; or it
overcalls the standing bid: a pair over a single, a joker pair over a level pair or single, a
big-joker pair over a small-joker pair (``joker_pairs_ranked``), a pair over a pair only by
``pair_suit_order`` (empty: pairs are equal and never overcall each other); or it reinforces
the seat's own single into a pair of the same suit before anyone overcalled (the bid may show
the pair or just the added card).  Nobody overcalls himself otherwise.  Overcalls and
reinforcements must come by ``overcall_by`` (``dealer_overcall_by`` for the dealer,
``first_hand_overcall_by`` on a match's first hand).  A bid that does not stand is an
``illegal-declaration`` and is ignored.

With ``bid: none`` the variant's ``no_declaration`` rule applies.  The turned card is
recorded with ``turned:``; the ``kitty:`` line is written top card first, so with both the
turned card must be the kitty's first (``turn-top-card``) or third (``third-card``) card, and
with the kitty alone that card fixes the trump.  A wrong turned card is reported; the trump is
then the one the table played, the turned card's.

>>> from shengji_cli.notation import loads
>>> from shengji_cli.core.variants import load_variant
>>> [r] = loads("seats: N W S E\\nbid: N ♥5\\nbid: W ♠55\\nbid: N ♥55")
>>> o = judge_bids(r, load_variant("national"), lambda seat: 5, dealer=None, first_hand=True)
>>> o.trump, o.declarer, [(f.seat, f.message.id) for f in o.findings]
(<Trump.S: 'S'>, 'W', [('N', 'match.bid.no-overcall')])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import assert_never

from .cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    SUIT_LETTERS,
    SUIT_SYMBOLS,
    SUIT_TRUMPS,
    Card,
    card_rank,
    card_suit,
)
from .messages import Cards, Msg
from .record import Bid, HandRecord
from .seating import Seating
from .state import holdings_at
from .variants import Variant
from .vocab import (
    Deadline,
    FirstDeclarationBy,
    JokerCompanion,
    Kind,
    NoDeclaration,
    Phase,
    Trump,
    TurnedCardDealer,
)


class BidKind(IntEnum):
    """What a bid shows, in overcalling order."""

    SINGLE = 1
    PAIR = 2
    JOKERS = 3
    TRIPLE = 4
    """Three level cards of a suit (three decks: 三张 10, above 两张王; docs/rules.md R13.5)."""
    JOKER_TRIPLE = 5
    """Three jokers of a kind (three decks: 三张王, no-trump)."""


@dataclass(frozen=True, slots=True)
class BidShape:
    """What a bid shows; the trump it names (a suit letter or ``NT``); its joker."""

    kind: BidKind
    trump: Trump
    joker: Card | None = None

    def describe(self) -> Msg:
        if self.kind is BidKind.JOKERS:
            return Msg.of(
                "match.shape.big-jokers" if self.joker == BIG_JOKER else "match.shape.small-jokers"
            )
        if self.kind is BidKind.JOKER_TRIPLE:
            return Msg.of(
                "match.shape.big-joker-triple"
                if self.joker == BIG_JOKER
                else "match.shape.small-joker-triple"
            )
        if self.kind is BidKind.TRIPLE:
            return Msg.of("match.shape.triple", suit=self.trump)
        if self.trump is Trump.NT:
            return Msg.of("match.shape.single-joker")
        return Msg.of(
            "match.shape.single" if self.kind is BidKind.SINGLE else "match.shape.pair",
            suit=self.trump,
        )


@dataclass(frozen=True, slots=True)
class DeclFinding:
    """A finding of the declarations, before it is made a :class:`~.findings.Finding`."""

    kind: Kind
    seat: str | None
    cards: tuple[Card, ...]
    message: Msg


@dataclass(frozen=True)
class DeclarationOutcome:
    """The trump the bids fix (``None`` when the record cannot tell), who holds the standing
    bid, what the no-declaration rule does, and the findings."""

    trump: Trump | None
    declarer: str | None
    findings: tuple[DeclFinding, ...] = ()
    redeal: bool = False
    step_down: bool = False
    notes: tuple[Msg, ...] = ()
    new_dealer: str | None = None
    """``first_declaration_by = "dealer-side"``: the other side declared, so this seat deals."""
    first_declarer: str | None = None
    """The seat whose declaration stood first (before any overcall)."""


_RED = (Trump.H, Trump.D)


def _by_colour(companion: JokerCompanion) -> bool:
    """Whether each bid of level cards shows one joker of the suit's colour."""
    match companion:
        case JokerCompanion.NONE:
            return False
        case JokerCompanion.BY_COLOUR:
            return True
        case _:
            assert_never(companion)


def bid_shape(cards: Sequence[Card], level: int, variant: Variant) -> BidShape | Msg:
    """The shape of a bid's cards, or why they cannot bid."""
    jokers = [c for c in cards if c >= LITTLE_JOKER]
    levels = [c for c in cards if c < LITTLE_JOKER and card_rank(c) == level]
    others = [c for c in cards if c < LITTLE_JOKER and card_rank(c) != level]
    if others:
        return Msg.of("match.bid.not-level", cards=Cards.of(others), n=len(others), level=level)
    if len(jokers) in (2, 3) and not levels:
        return _jokers_shape(jokers)
    by_colour = _by_colour(variant.declaration.joker_companion)
    decided = _joker_bid(jokers, levels, by_colour, variant)
    if decided is not None:
        return decided
    return _levels_shape(levels, jokers[0] if by_colour else None, variant)


def _joker_bid(
    jokers: Sequence[Card], levels: Sequence[Card], by_colour: bool, variant: Variant
) -> BidShape | Msg | None:
    """What a bid's jokers (beside level cards, or one alone) make of it, or ``None`` when its
    level cards decide: with ``joker_companion`` by colour, one joker beside level cards;
    else no joker beside them, and a single joker bids no trump only where the variant allows."""
    if by_colour:
        if not levels:
            return Msg.of("match.bid.joker-needs-level")
        return Msg.of("match.bid.needs-one-joker") if len(jokers) != 1 else None
    if not jokers:
        return None
    if levels:
        return Msg.of("match.bid.levels-and-jokers")
    if len(jokers) == 1 and variant.declaration.single_joker_may_declare:
        return BidShape(BidKind.SINGLE, Trump.NT, jokers[0])
    return Msg.of("match.bid.single-joker")


def _jokers_shape(jokers: Sequence[Card]) -> BidShape | Msg:
    """A no-trump bid of two jokers, or three (three decks, R13.5): all of one kind."""
    if len(set(jokers)) != 1:
        return Msg.of("match.bid.joker-mix")
    kind = BidKind.JOKERS if len(jokers) == 2 else BidKind.JOKER_TRIPLE
    return BidShape(kind, Trump.NT, jokers[0])


def _levels_shape(levels: Sequence[Card], joker: Card | None, variant: Variant) -> BidShape | Msg:
    """A bid of level cards of one suit (one, a pair, a triple with three decks), with the
    ``joker`` of the suit's colour where each bid shows one."""
    if len(levels) > (3 if variant.deck.copies >= 3 else 2):
        return Msg.of("match.bid.too-many", n=len(levels))
    if len(set(levels)) > 1:
        return Msg.of("match.bid.mixed-suits")
    suit = card_suit(levels[0])
    assert suit is not None
    trump = SUIT_TRUMPS[suit]
    if joker is not None:
        want = BIG_JOKER if trump in _RED else LITTLE_JOKER
        if joker != want:
            return Msg.of(
                "match.bid.wants-big-joker" if want == BIG_JOKER else "match.bid.wants-small-joker",
                suit=trump,
            )
    return BidShape((BidKind.SINGLE, BidKind.PAIR, BidKind.TRIPLE)[len(levels) - 1], trump)


def overcalls(new: BidShape, old: BidShape, variant: Variant) -> Msg | None:
    """``None`` if ``new`` overcalls ``old``, else why not."""
    d = variant.declaration
    if new.kind > old.kind:
        return None
    if new.kind < old.kind:
        return Msg.of("match.bid.smaller")
    if new.kind in (BidKind.JOKERS, BidKind.JOKER_TRIPLE):
        if d.joker_pairs_ranked and new.joker == BIG_JOKER and old.joker == LITTLE_JOKER:
            return None
        return Msg.of("match.bid.joker-pair-order")
    if new.kind in (BidKind.PAIR, BidKind.TRIPLE):
        return _suit_overcalls(new.trump, old.trump, d.pair_suit_order)
    return Msg.of("match.bid.single-single")


def _suit_overcalls(new: Trump, old: Trump, order: Sequence[str]) -> Msg | None:
    """``None`` if a pair (triple) of suit ``new`` overcalls one of suit ``old`` by the suit
    ``order`` (``declaration.pair_suit_order``; empty: none does), else why not."""
    if order and new in order and old in order and order.index(new) < order.index(old):
        return None
    if order:
        return Msg.of(
            "match.bid.pair-order",
            order=" ".join(SUIT_SYMBOLS[SUIT_LETTERS.index(s)] for s in order),
        )
    return Msg.of("match.bid.no-pair-order")


def _phase(deadline: Deadline, otherwise: Phase) -> Phase:
    """A deadline parameter's phase (``same``: ``otherwise``)."""
    match deadline:
        case Deadline.SAME:
            return otherwise
        case Deadline.DEAL | Deadline.BEFORE_BOTTOM | Deadline.BEFORE_BURY | Deadline.AFTER_BURY:
            return Phase(deadline.value)
        case _:
            assert_never(deadline)


def _deadline(variant: Variant, seat: str, dealer: str | None, first_hand: bool) -> Phase:
    """The last phase in which ``seat`` may overcall or reinforce."""
    d = variant.declaration
    general = _phase(d.dealer_overcall_by, d.overcall_by) if seat == dealer else d.overcall_by
    return _phase(d.first_hand_overcall_by, general) if first_hand else general


_BEFORE_BURY, _AFTER_BURY = Phase.BEFORE_BURY.rank, Phase.AFTER_BURY.rank


class _Holdings:
    """What each seat holds as the bidding goes on: its deal; the dealer's with the kitty from
    ``before-bury`` and less its bury after it; a seat that buried again (``reburied:``) with
    the bottom it took up, less what it buried.  Without the deal: what the seat is seen to
    hold (its first trick on), or ``None`` when that cannot tell."""

    def __init__(self, record: HandRecord, dealer: str | None, variant: Variant) -> None:
        self.record, self.dealer, self.variant = record, dealer, variant
        self.bottom = record.buried
        self.moved: dict[str, Counter[Card]] = {}
        self.reburies = list(record.reburied)
        self.next = 0  # the first re-bury not yet placed
        self.unmatched: list[tuple[str, tuple[Card, ...]]] = []

    def at(self, seat: str, phase: Phase) -> Counter[Card] | None:
        r, v = self.record, self.variant
        when = phase.rank
        deal = r.deal_of(seat)
        if deal is None:
            return self._seen(seat, when)
        held = Counter(deal)
        if seat == self.dealer:
            # the deal as written holds the kitty, or not
            picked_up = len(deal) == v.deck.hand_size + v.deck.kitty_size
            dealers = self._dealers(held, picked_up, when)
            if dealers is None:
                return None
            held = dealers
        held.update(self.moved.get(seat, Counter()))
        return +held

    def _dealers(self, held: Counter[Card], picked_up: bool, when: int) -> Counter[Card] | None:
        """The dealer's deal ``held`` (``picked_up``: with the kitty) as it stands at phase
        rank ``when``: the kitty taken up from ``before-bury``, the bury put down after it."""
        r = self.record
        if when >= _BEFORE_BURY and not picked_up:
            if r.kitty is None:
                return None
            held.update(r.kitty)
        elif when < _BEFORE_BURY and picked_up:
            if r.kitty is None:
                return None
            held -= Counter(r.kitty)
        if when == _AFTER_BURY and r.buried is not None:
            held -= Counter(r.buried)
        return held

    def _seen(self, seat: str, when: int) -> Counter[Card] | None:
        r = self.record
        if not r.tricks or self.dealer is None or any(s == seat for s, _ in r.reburied):
            return None
        try:
            holdings, known = holdings_at(r, self.variant, 1)
        except ValueError:
            return None
        if not known.get(seat):
            return None
        held = Counter(holdings[seat])
        if seat == self.dealer and when < _AFTER_BURY:
            if r.buried is None:
                return None
            held.update(r.buried)  # deal + kitty
            if when < _BEFORE_BURY:
                if r.kitty is None:
                    return None
                held -= Counter(r.kitty)
        return held

    def rebury(self, seat: str) -> None:
        """After ``seat``'s overcall after the bury: its next ``reburied:`` line, if any, is
        placed here (the seat takes up the bottom and buries those cards); the lines before it
        follow no overcall of their seat's."""
        later = [j for j in range(self.next, len(self.reburies)) if self.reburies[j][0] == seat]
        if not later:
            return
        self.unmatched += self.reburies[self.next : later[0]]
        _, cards = self.reburies[later[0]]
        self.next = later[0] + 1
        moved = self.moved.setdefault(seat, Counter())
        if self.bottom is not None:
            moved.update(self.bottom)
        moved.subtract(cards)
        self.bottom = cards

    def left(self) -> list[tuple[str, tuple[Card, ...]]]:
        """The re-buries that follow no overcall after the bury of their seat's."""
        return self.unmatched + self.reburies[self.next :]


def could_declare(held: Counter[Card], level: int, variant: Variant) -> bool:
    """Whether cards ``held`` hold any bid that may be shown at ``level``."""
    candidates = _candidate_bids(held, level)
    return any(isinstance(bid_shape(cards, level, variant), BidShape) for cards in candidates)


def _candidate_bids(held: Counter[Card], level: int) -> list[tuple[Card, ...]]:
    """Every bid ``held`` could show at ``level``: a joker or two of a kind, a level card or
    two of a kind, each with a joker or none (the variant says which may be shown)."""
    jokers = [j for j in (LITTLE_JOKER, BIG_JOKER) if held[j]]
    alone = [(j,) * n for j in jokers for n in (2, 1) if held[j] >= n]
    return alone + _level_bids(held, level, jokers)


def _level_bids(held: Counter[Card], level: int, jokers: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every bid of one or two level cards of a kind ``held`` holds, each with one of the
    ``jokers`` or none."""
    companions: list[tuple[Card, ...]] = [(), *((j,) for j in jokers)]
    levels = sorted({c for c in held if c < LITTLE_JOKER and card_rank(c) == level})
    return [(c,) * n + j for c in levels for n in (1, 2) if held[c] >= n for j in companions]


def _copy_holder(
    record: HandRecord, card: Card, dealer: str | None, notes: list[Msg]
) -> str | None:
    """The seat of the other side dealt ``card``'s other copy, which then deals (online 二.3)."""
    if record.seats is None or dealer not in record.seats:
        return None
    seating = Seating(record.seats)
    deals = {seat: record.deal_of(seat) for seat in seating}
    holders = [seat for seat, deal in deals.items() if deal is not None and card in deal]
    if not holders and any(deal is None for deal in deals.values()):
        notes.append(Msg.of("match.bid.copy-unknown", cards=Cards.of((card,))))
        return None
    other = [seat for seat in holders if seat not in seating.partnership(dealer)]
    if not other:
        return None
    notes.append(Msg.of("match.bid.copy-holder", seat=other[0], cards=Cards.of((card,))))
    return other[0]


def _level_card_of(card: Card, level: int, trump: Trump) -> bool:
    """Whether ``card`` is a level card of the suit ``trump`` names."""
    return (
        card < LITTLE_JOKER
        and card_rank(card) == level
        and SUIT_TRUMPS[card_suit(card) or 0] is trump
    )


def _dealer_side_first(rule: FirstDeclarationBy) -> bool:
    """Whether the dealer side has the first say (online 二.2)."""
    match rule:
        case FirstDeclarationBy.ANYONE:
            return False
        case FirstDeclarationBy.DEALER_SIDE:
            return True
        case _:
            assert_never(rule)


def _holder_of_copy_deals(rule: TurnedCardDealer) -> bool:
    match rule:
        case TurnedCardDealer.UNCHANGED:
            return False
        case TurnedCardDealer.HOLDER_OF_COPY:
            return True
        case _:
            assert_never(rule)


class _Bidding:
    """The bids of one hand, judged in the order written; :func:`judge_bids` runs it."""

    def __init__(
        self,
        record: HandRecord,
        variant: Variant,
        level_of: Callable[[str], int],
        dealer: str | None,
        first_hand: bool,
    ) -> None:
        self.r, self.v, self.d = record, variant, variant.declaration
        self.level_of, self.dealer, self.first_hand = level_of, dealer, first_hand
        self.seating = Seating(record.seats) if record.seats is not None else None
        self.findings: list[DeclFinding] = []
        self.notes: list[Msg] = []
        self.new_dealer: str | None = None
        self.first_declarer: str | None = None
        self.top: tuple[Bid, BidShape] | None = None
        """The standing bid and what it shows."""
        self.overcalled = False
        self.hands = _Holdings(record, dealer, variant)
        self.last_phase = Phase.DEAL

    def bad(self, bid: Bid, message: Msg) -> None:
        self.findings.append(DeclFinding(Kind.ILLEGAL_DECLARATION, bid.seat, bid.cards, message))

    def bid_level(self, seat: str) -> int:
        # After the first hand every bid shows the hand's level card (online 二.2 该局级牌),
        # even one that makes another seat the dealer.
        return self.level_of(seat if self.first_hand or self.dealer is None else self.dealer)

    def run(self) -> DeclarationOutcome:
        for bid in self.r.bids:
            self.judge(bid)
        if self.d.overcall_rebury:
            for seat, cards in self.hands.left():
                self.findings.append(
                    DeclFinding(Kind.BURY, seat, cards, Msg.of("match.bid.stray-rebury", seat=seat))
                )
        if self.top is not None:
            bid, shape = self.top
            if self.r.turned is not None:
                self.findings.append(
                    DeclFinding(
                        Kind.ILLEGAL_DECLARATION,
                        self.dealer,
                        (self.r.turned,),
                        Msg.of(
                            "match.bid.turned-though-bid",
                            cards=Cards.of((self.r.turned,)),
                            seat=bid.seat,
                        ),
                    )
                )
            return self.outcome(shape.trump, bid.seat)
        return self.nobody()

    def outcome(
        self,
        trump: Trump | None,
        declarer: str | None = None,
        redeal: bool = False,
        step_down: bool = False,
    ) -> DeclarationOutcome:
        return DeclarationOutcome(
            trump,
            declarer,
            tuple(self.findings),
            redeal=redeal,
            step_down=step_down,
            notes=tuple(self.notes),
            new_dealer=self.new_dealer,
            first_declarer=self.first_declarer,
        )

    def judge(self, bid: Bid) -> None:
        """One bid: it stands (as the first declaration, an overcall or a reinforcement) or is
        an ``illegal-declaration``."""
        if bid.phase.rank < self.last_phase.rank:
            self.bad(
                bid,
                Msg.of(
                    "match.bid.phase-order", seat=bid.seat, phase=bid.phase, last=self.last_phase
                ),
            )
            return
        if self.new_dealer is not None and self.hands.dealer != self.new_dealer:
            self.hands = _Holdings(self.r, self.new_dealer, self.v)
        unheld = self.unheld(bid)
        if unheld is not None:
            self.bad(bid, unheld)
            return
        level = self.bid_level(bid.seat)
        shape = bid_shape(bid.cards, level, self.v)
        if self.reinforces(bid, shape, level):
            return
        if isinstance(shape, Msg):
            self.bad(
                bid,
                Msg.of(
                    "match.bid.cannot-show", seat=bid.seat, cards=Cards.of(bid.cards), reason=shape
                ),
            )
            return
        why = (
            self.why_not_first(bid)
            if self.top is None
            else self.why_not_overcall(bid, shape, self.top)
        )
        if why is not None:
            self.bad(bid, why)
            return
        self.last_phase = bid.phase
        if self.top is None:
            self.first_declarer = bid.seat
        self.top = (bid, shape)

    def unheld(self, bid: Bid) -> Msg | None:
        """Why the bidder did not hold the bid's cards then (``None``: it did, or that cannot
        be told): not dealt them, or not holding them in the bid's phase."""
        held = self.hands.at(bid.seat, bid.phase)
        missing = Counter(bid.cards) - held if held is not None else None
        if not missing:
            return None
        cards = Cards.of(missing.elements())
        if bid.seat != self.hands.dealer and bid.seat not in self.hands.moved:
            return Msg.of("match.bid.not-dealt", seat=bid.seat, cards=cards)
        return Msg.of("match.bid.not-held", seat=bid.seat, cards=cards, phase=bid.phase)

    def reinforces(self, bid: Bid, shape: BidShape | Msg, level: int) -> bool:
        """Whether ``bid`` is a reinforcement (防反) of the seat's standing single: the same suit,
        as the pair or the added card (judged here, in time or not)."""
        top = self.top
        if top is None or not self.may_reinforce(top, bid):
            return False
        same = [c for c in bid.cards if _level_card_of(c, level, top[1].trump)]
        if not same or not (
            isinstance(shape, BidShape)
            and shape.kind is BidKind.PAIR
            and shape.trump == top[1].trump
            or len(bid.cards) == 1
        ):
            return False
        deadline = _deadline(self.v, bid.seat, self.dealer, self.first_hand)
        if bid.phase.rank > deadline.rank:
            self.bad(
                bid,
                Msg.of(
                    "match.bid.late-reinforce", seat=bid.seat, phase=bid.phase, deadline=deadline
                ),
            )
            return True
        self.last_phase = bid.phase
        self.top = (bid, BidShape(BidKind.PAIR, top[1].trump, top[1].joker))
        return True

    def may_reinforce(self, top: tuple[Bid, BidShape], bid: Bid) -> bool:
        """Whether ``bid`` could reinforce the standing bid ``top``: the variant allows it, the
        bidder's single of a suit stands, not overcalled yet."""
        return (
            self.d.reinforce
            and top[0].seat == bid.seat
            and not self.overcalled
            and top[1].kind is BidKind.SINGLE
            and top[1].trump is not Trump.NT
        )

    def why_not_first(self, bid: Bid) -> Msg | None:
        """Why ``bid`` cannot be the first declaration (``None``: it is)."""
        if bid.phase.rank > self.d.declare_by.rank:
            return Msg.of(
                "match.bid.late-first", seat=bid.seat, phase=bid.phase, deadline=self.d.declare_by
            )
        if not self.first_hand and _dealer_side_first(self.d.first_declaration_by):
            return self.why_not_other_side(bid)
        return None

    def why_not_other_side(self, bid: Bid) -> Msg | None:
        """Under ``first_declaration_by = "dealer-side"``: why a first bid by the other side
        does not stand (``None``: it stands, its seat dealing from now on)."""
        seating, dealer = self.seating, self.dealer
        if seating is None or dealer is None or dealer not in seating or bid.seat not in seating:
            return None
        side = seating.partnership(dealer)
        if bid.seat in side:
            return None
        for seat in (dealer, seating.partner(dealer)):
            held = _Holdings(self.r, dealer, self.v).at(seat, Phase.DEAL)
            if held is None:
                self.notes.append(Msg.of("match.bid.deal-unknown", seat=bid.seat, other=seat))
            elif could_declare(held, self.level_of(dealer), self.v):
                return Msg.of("match.bid.dealer-side-could", seat=bid.seat, other=seat)
        self.new_dealer = bid.seat
        self.notes.append(Msg.of("match.bid.other-side-deals", seat=bid.seat))
        return None

    def why_not_overcall(self, bid: Bid, shape: BidShape, top: tuple[Bid, BidShape]) -> Msg | None:
        """Why ``bid`` does not overcall the standing ``top`` (``None``: it does)."""
        old, old_shape = top
        if old.seat == bid.seat:
            return Msg.of("match.bid.own-bid", seat=bid.seat, cards=Cards.of(old.cards))
        why = overcalls(shape, old_shape, self.v)
        if why is not None:
            return Msg.of(
                "match.bid.no-overcall",
                seat=bid.seat,
                old_cards=Cards.of(old.cards),
                old=old_shape.describe(),
                cards=Cards.of(bid.cards),
                new=shape.describe(),
                reason=why,
            )
        deadline = _deadline(self.v, bid.seat, self.dealer, self.first_hand)
        if bid.phase.rank > deadline.rank:
            return Msg.of(
                "match.bid.late-overcall", seat=bid.seat, phase=bid.phase, deadline=deadline
            )
        self.overcalled = True
        if bid.phase is Phase.AFTER_BURY and self.d.overcall_rebury:
            self.hands.rebury(bid.seat)
        return None

    def nobody(self) -> DeclarationOutcome:
        """No bid stood: the variant's ``no_declaration`` rule."""
        r = self.r
        if r.bids and not r.no_bid:
            # Bids were recorded but none stood: as if nobody declared.
            self.notes.append(Msg.of("match.bid.none-stood"))
        if not r.no_bid and not r.bids:
            return self.outcome(None)
        rule = self.d.no_declaration
        match rule:
            case NoDeclaration.TURN_TOP_CARD:
                return self.turned(0, Msg.of("match.bid.top-card"))
            case NoDeclaration.THIRD_CARD:
                return self.turned(2, Msg.of("match.bid.third-card"))
            case NoDeclaration.NO_TRUMP:
                return self.outcome(Trump.NT)
            case NoDeclaration.REDEAL:
                return self.void(step_down=False)
            case NoDeclaration.REDEAL_THEN_STEP_DOWN:
                return self.void(step_down=not self.first_hand)
            case _:
                assert_never(rule)

    def void(self, step_down: bool) -> DeclarationOutcome:
        """Nobody declared: the hand is void, redealt or (``step_down``) the dealer steps down;
        tricks played all the same are an ``illegal-declaration``."""
        if self.r.tricks:
            self.findings.append(
                DeclFinding(
                    Kind.ILLEGAL_DECLARATION,
                    self.dealer,
                    (),
                    Msg.of("match.bid.void-step-down" if step_down else "match.bid.void"),
                )
            )
        return self.outcome(None, redeal=not step_down, step_down=step_down)

    def turned(self, index: int, which: Msg) -> DeclarationOutcome:
        """Nobody declared and the bottom's card ``index`` (``which``) is turned for the trump."""
        r, d = self.r, self.d
        t, kitty = r.turned, r.kitty
        dealt = kitty[index] if kitty is not None and len(kitty) > index else None
        if t is None:
            if dealt is None:
                self.notes.append(Msg.of("match.bid.turn-unrecorded", which=which))
                return self.outcome(None)
            t = dealt
            self.notes.append(Msg.of("match.bid.turned", which=which, cards=Cards.of((t,))))
        else:
            wrong = _wrong_turn(t, kitty, dealt, which)
            if wrong is not None:
                self.findings.append(
                    DeclFinding(Kind.ILLEGAL_DECLARATION, self.dealer, (t,), wrong)
                )
        trump = self.turned_trump(t)
        if _holder_of_copy_deals(d.turned_card_dealer) and not self.first_hand:
            self.new_dealer = _copy_holder(r, t, self.dealer, self.notes)
        return self.outcome(trump)

    def turned_trump(self, card: Card) -> Trump:
        """The trump a turned ``card`` names: its suit; no-trump for a joker (and a level card,
        where ``declaration.turned_level_card_no_trump``)."""
        if card >= LITTLE_JOKER:
            return Trump.NT
        no_trump = self.d.turned_level_card_no_trump
        if no_trump and card_rank(card) == self.bid_level(self.dealer or ""):
            return Trump.NT
        return SUIT_TRUMPS[card_suit(card) or 0]


def _wrong_turn(
    turned: Card, kitty: Sequence[Card] | None, dealt: Card | None, which: Msg
) -> Msg | None:
    """Why the recorded ``turned`` card is not the bottom's card ``which`` (``dealt``, when the
    bottom is recorded): not in the bottom, or another of its cards."""
    if kitty is not None and turned not in kitty:
        return Msg.of("match.bid.turned-not-in-bottom", cards=Cards.of((turned,)))
    if dealt is not None and turned != dealt:
        return Msg.of(
            "match.bid.turned-wrong",
            cards=Cards.of((turned,)),
            which=which,
            dealt=Cards.of((dealt,)),
        )
    return None


def judge_bids(
    record: HandRecord,
    variant: Variant,
    level_of: Callable[[str], int],
    dealer: str | None,
    first_hand: bool,
) -> DeclarationOutcome:
    """Judge a hand's bids; ``level_of(seat)`` is the level of the seat's side.  On a match's
    first hand each seat declares with its side's level; later, with the dealer's."""
    return _Bidding(record, variant, level_of, dealer, first_hand).run()
