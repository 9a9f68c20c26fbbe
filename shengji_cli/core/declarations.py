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
>>> o.trump, o.declarer, [f.message for f in o.findings]
('S', 'W', ['N may not overcall ♠5 ♠5 (a pair of ♠) with ♥5 ♥5 (a pair of ♥): pairs overcall pairs only in the order ♠ ♥ ♣ ♦'])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    SUIT_LETTERS,
    SUIT_SYMBOLS,
    Card,
    card_rank,
    card_suit,
    card_symbol,
)
from .messages import Msg, Note
from .record import PHASES, Bid, HandRecord
from .replay import holdings_at
from .variants import Variant


@dataclass(frozen=True, slots=True)
class Shape:
    """What a bid shows: ``single``, ``pair`` or ``jokers``; the trump it names; its joker."""

    kind: str
    trump: str
    joker: Card | None = None

    def describe(self) -> str:
        if self.kind == "jokers":
            return "a pair of " + ("big" if self.joker == BIG_JOKER else "small") + " jokers"
        if self.trump == "NT":
            return "a single joker"
        sym = SUIT_SYMBOLS[SUIT_LETTERS.index(self.trump)]
        return f"a {'single' if self.kind == 'single' else 'pair'} of {sym}"


_WHICH_ZH = {"top card": "第一张", "third card": "第三张"}


@dataclass(frozen=True, slots=True)
class DeclFinding:
    kind: str
    seat: str | None
    cards: tuple[Card, ...]
    message: str


@dataclass(frozen=True)
class DeclarationOutcome:
    """The trump the bids fix (``None`` when the record cannot tell), who holds the standing
    bid, what the no-declaration rule does, and the findings."""

    trump: str | None
    declarer: str | None
    findings: tuple[DeclFinding, ...] = ()
    redeal: bool = False
    step_down: bool = False
    notes: tuple[Msg, ...] = ()
    new_dealer: str | None = None
    """``first_declaration_by = "dealer-side"``: the other side declared, so this seat deals."""


def _sym(cards: Sequence[Card]) -> str:
    return " ".join(card_symbol(c) for c in cards)


_RED = ("H", "D")


def shape_of(cards: Sequence[Card], level: int, variant: Variant) -> Shape | str:
    """The shape of a bid's cards, or why they cannot bid."""
    d = variant.declaration
    jokers = [c for c in cards if c >= LITTLE_JOKER]
    levels = [c for c in cards if c < LITTLE_JOKER and card_rank(c) == level]
    others = [c for c in cards if c < LITTLE_JOKER and card_rank(c) != level]
    if others:
        return f"{_sym(others)} {'is not a' if len(others) == 1 else 'are not'} level card{'s' if len(others) > 1 else ''} (level {level}) or joker{'s' if len(others) > 1 else ''}"
    if len(jokers) == 2 and not levels:
        if jokers[0] != jokers[1]:
            return "a big and a small joker are not a pair"
        return Shape("jokers", "NT", jokers[0])
    if d.joker_companion == "by-colour":
        if not levels:
            return "a single joker cannot declare: it goes with a level card"
        if len(jokers) != 1:
            return "a level card declares with one joker of its colour (big: ♥ ♦, small: ♠ ♣)"
    elif jokers:
        if levels:
            return "level cards and jokers do not declare together"
        if len(jokers) == 1 and d.single_joker_may_declare:
            return Shape("single", "NT", jokers[0])
        return "a single joker cannot declare"
    if len(levels) > 2:
        return f"{len(levels)} level cards: a bid shows one or a pair"
    if len(levels) == 2 and levels[0] != levels[1]:
        return "two level cards of different suits are not a pair"
    suit = card_suit(levels[0])
    assert suit is not None
    letter = SUIT_LETTERS[suit]
    if d.joker_companion == "by-colour":
        want = BIG_JOKER if letter in _RED else LITTLE_JOKER
        if jokers[0] != want:
            return (f"{SUIT_SYMBOLS[suit]} declares with the {'big' if want == BIG_JOKER else 'small'} joker "
                    "(big: ♥ ♦, small: ♠ ♣)")
    return Shape("single" if len(levels) == 1 else "pair", letter)


def overcalls(new: Shape, old: Shape, variant: Variant) -> str | None:
    """``None`` if ``new`` overcalls ``old``, else why not."""
    d = variant.declaration
    rank = {"single": 1, "pair": 2, "jokers": 3}
    if rank[new.kind] > rank[old.kind]:
        return None
    if rank[new.kind] < rank[old.kind]:
        return "a smaller bid cannot overcall"
    if new.kind == "jokers":
        if d.joker_pairs_ranked and new.joker == BIG_JOKER and old.joker == LITTLE_JOKER:
            return None
        return "a joker pair overcalls only a smaller joker pair"
    if new.kind == "pair":
        order = d.pair_suit_order
        if order and new.trump in order and old.trump in order and order.index(new.trump) < order.index(old.trump):
            return None
        if order:
            return "pairs overcall pairs only in the order " + " ".join(
                SUIT_SYMBOLS[SUIT_LETTERS.index(s)] for s in order)
        return "pairs do not overcall pairs (no suit order)"
    return "a single cannot overcall a single"


def _deadline(variant: Variant, seat: str, dealer: str | None, first_hand: bool) -> str:
    d = variant.declaration
    if first_hand and d.first_hand_overcall_by != "same":
        return d.first_hand_overcall_by
    if seat == dealer and d.dealer_overcall_by != "same":
        return d.dealer_overcall_by
    return d.overcall_by


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

    def at(self, seat: str, phase: str) -> Counter[Card] | None:
        r, v = self.record, self.variant
        when = PHASES.index(phase)
        deal = r.deal_of(seat)
        if deal is None:
            return self._seen(seat, when)
        held = Counter(deal)
        if seat == self.dealer:
            picked_up = len(deal) == v.deck.hand_size + v.deck.kitty_size  # the deal as written holds the kitty
            if when >= PHASES.index("before-bury") and not picked_up:
                if r.kitty is None:
                    return None
                held.update(r.kitty)
            elif when < PHASES.index("before-bury") and picked_up:
                if r.kitty is None:
                    return None
                held -= Counter(r.kitty)
            if when == PHASES.index("after-bury") and r.buried is not None:
                held -= Counter(r.buried)
        held.update(self.moved.get(seat, Counter()))
        return +held

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
        if seat == self.dealer and when < PHASES.index("after-bury"):
            if r.buried is None:
                return None
            held.update(r.buried)  # deal + kitty
            if when < PHASES.index("before-bury"):
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
        self.unmatched += self.reburies[self.next:later[0]]
        _, cards = self.reburies[later[0]]
        self.next = later[0] + 1
        moved = self.moved.setdefault(seat, Counter())
        if self.bottom is not None:
            moved.update(self.bottom)
        moved.subtract(cards)
        self.bottom = cards

    def left(self) -> list[tuple[str, tuple[Card, ...]]]:
        """The re-buries that follow no overcall after the bury of their seat's."""
        return self.unmatched + self.reburies[self.next:]


def could_declare(held: Counter[Card], level: int, variant: Variant) -> bool:
    """Whether cards ``held`` hold any bid that may be shown at ``level``."""
    levels = sorted({c for c in held if c < LITTLE_JOKER and card_rank(c) == level})
    jokers = [j for j in (LITTLE_JOKER, BIG_JOKER) if held[j]]
    candidates: list[tuple[Card, ...]] = [(j, j) for j in jokers if held[j] >= 2] + [(j,) for j in jokers]
    for c in levels:
        for base in ((c,), (c, c)) if held[c] >= 2 else ((c,),):
            candidates.append(base)
            candidates += [base + (j,) for j in jokers]
    return any(isinstance(shape_of(cards, level, variant), Shape) for cards in candidates)


def _copy_holder(record: HandRecord, card: Card, dealer: str | None, notes: list[Msg]) -> str | None:
    """The seat of the other side dealt ``card``'s other copy, which then deals (online 二.3)."""
    seats = record.seats
    if seats is None or dealer not in seats:
        return None
    deals = {seat: record.deal_of(seat) for seat in seats}
    holders = [seat for seat, deal in deals.items() if deal is not None and card in deal]
    if not holders and any(deal is None for deal in deals.values()):
        notes.append(Note(f"who holds the other {card_symbol(card)} is unknown (the deals are not all recorded)",
                          f"另一张 {card_symbol(card)} 在谁手中未知（发牌未全部记录）"))
        return None
    i = seats.index(dealer)
    side = (dealer, seats[(i + 2) % 4])
    other = [seat for seat in holders if seat not in side]
    if not other:
        return None
    notes.append(Note(f"{other[0]} holds the other {card_symbol(card)}: {other[0]} deals",
                      f"{other[0]} 持有另一张 {card_symbol(card)}：换 {other[0]} 坐庄"))
    return other[0]


def judge_bids(record: HandRecord, variant: Variant, level_of: Callable[[str], int], dealer: str | None,
               first_hand: bool) -> DeclarationOutcome:
    """Judge a hand's bids; ``level_of(seat)`` is the level of the seat's side.  On a match's
    first hand each seat declares with its side's level; later, with the dealer's."""
    d = variant.declaration
    findings: list[DeclFinding] = []
    notes: list[Msg] = []
    seats = record.seats
    new_dealer: str | None = None

    def bid_level(seat: str) -> int:
        # After the first hand every bid shows the hand's level card (online 二.2 该局级牌),
        # even one that makes another seat the dealer.
        return level_of(seat if first_hand or dealer is None else dealer)

    def dealer_side_first(bid: Bid) -> str | None:
        """Under ``first_declaration_by = "dealer-side"``: why a first bid by the other side
        does not stand (``None``: it stands, its seat dealing from now on)."""
        nonlocal new_dealer
        if seats is None or dealer not in seats or bid.seat not in seats:
            return None
        i = seats.index(dealer)
        side = (dealer, seats[(i + 2) % 4])
        if bid.seat in side:
            return None
        for seat in side:
            held = _Holdings(record, dealer, variant).at(seat, "deal")
            if held is None:
                notes.append(Note(f"{bid.seat} of the other side declared first: whether {seat} could have "
                                  "declared is unknown (its deal is not recorded)",
                                  f"{bid.seat}（闲家）先亮主：{seat} 的牌未记录，无法确定其能否亮主"))
            elif could_declare(held, level_of(dealer), variant):
                return (f"{bid.seat} declared first, but {seat} of the dealer side could declare: the "
                        "other side declares only when neither dealer-side seat can")
        new_dealer = bid.seat
        notes.append(Note(f"{bid.seat} of the other side declared: {bid.seat} deals",
                          f"闲家 {bid.seat} 亮主：换 {bid.seat} 坐庄"))
        return None

    def bad(bid: Bid, message: str) -> None:
        findings.append(DeclFinding("illegal-declaration", bid.seat, bid.cards, message))

    top: tuple[Bid, Shape] | None = None
    overcalled = False
    hands = _Holdings(record, dealer, variant)
    last_phase = 0
    for bid in record.bids:
        phase = PHASES.index(bid.phase)
        if phase < last_phase:
            bad(bid, f"{bid.seat}'s bid is marked {bid.phase}, after a bid made {PHASES[last_phase]}")
            continue
        if new_dealer is not None and hands.dealer != new_dealer:
            hands = _Holdings(record, new_dealer, variant)
        held = hands.at(bid.seat, bid.phase)
        if held is not None:
            missing = Counter(bid.cards) - held
            if missing:
                bad(bid, f"{bid.seat} showed {_sym(list(missing.elements()))}, which it "
                         + ("was not dealt" if bid.seat != hands.dealer and bid.seat not in hands.moved
                            else f"did not hold ({bid.phase})"))
                continue
        level = bid_level(bid.seat)
        shape = shape_of(bid.cards, level, variant)
        if d.reinforce and top is not None and top[0].seat == bid.seat and not overcalled \
                and top[1].kind == "single" and top[1].trump != "NT":
            # A reinforcement (防反): the same suit, as the pair or the added card.
            same = [c for c in bid.cards if c < LITTLE_JOKER and card_rank(c) == level
                    and SUIT_LETTERS[card_suit(c) or 0] == top[1].trump]
            if same and (isinstance(shape, Shape) and shape.kind == "pair" and shape.trump == top[1].trump
                         or len(bid.cards) == 1):
                if phase > PHASES.index(_deadline(variant, bid.seat, dealer, first_hand)):
                    bad(bid, f"{bid.seat} reinforced {bid.phase}: too late "
                             f"(by {_deadline(variant, bid.seat, dealer, first_hand)})")
                    continue
                last_phase = phase
                top = (bid, Shape("pair", top[1].trump, top[1].joker))
                continue
        if isinstance(shape, str):
            bad(bid, f"{bid.seat} showed {_sym(bid.cards)}: {shape}")
            continue
        if top is None:
            if phase > PHASES.index(d.declare_by):
                bad(bid, f"{bid.seat} declared {bid.phase}: a first declaration is made by {d.declare_by}")
                continue
            if not first_hand and d.first_declaration_by == "dealer-side":
                why_not = dealer_side_first(bid)
                if why_not is not None:
                    bad(bid, why_not)
                    continue
        else:
            if top[0].seat == bid.seat:
                bad(bid, f"{bid.seat} may not overcall its own bid ({_sym(top[0].cards)})")
                continue
            why = overcalls(shape, top[1], variant)
            if why is not None:
                bad(bid, f"{bid.seat} may not overcall {_sym(top[0].cards)} ({top[1].describe()}) with "
                         f"{_sym(bid.cards)} ({shape.describe()}): {why}")
                continue
            deadline = _deadline(variant, bid.seat, dealer, first_hand)
            if phase > PHASES.index(deadline):
                bad(bid, f"{bid.seat} overcalled {bid.phase}: too late (by {deadline})")
                continue
            overcalled = True
            if bid.phase == "after-bury" and d.overcall_rebury:
                hands.rebury(bid.seat)
        last_phase = phase
        top = (bid, shape)

    if d.overcall_rebury:
        for seat, cards in hands.left():
            findings.append(DeclFinding("bury", seat, cards, f"{seat} buried again, but not right after an "
                                                             "overcall of its own after the bury (反主炒底)"))

    if top is not None:
        if record.turned is not None:
            findings.append(DeclFinding("illegal-declaration", dealer, (record.turned,),
                                        f"a bottom card ({card_symbol(record.turned)}) was turned though "
                                        f"{top[0].seat}'s bid stood"))
        return DeclarationOutcome(top[1].trump, top[0].seat, tuple(findings), notes=tuple(notes),
                                  new_dealer=new_dealer)
    if record.bids and not record.no_bid:
        # Bids were recorded but none stood: as if nobody declared.
        notes.append(Note("no recorded bid stood", "所记亮主均不成立"))
    if not record.no_bid and not record.bids:
        return DeclarationOutcome(None, None, tuple(findings))
    rule = d.no_declaration
    if rule in ("turn-top-card", "third-card"):
        which, index = ("top card", 0) if rule == "turn-top-card" else ("third card", 2)
        t = record.turned
        kitty = record.kitty
        dealt = kitty[index] if kitty is not None and len(kitty) > index else None
        if t is None:
            if dealt is None:
                notes.append(Note(f"nobody declared: the trump is the bottom's {which}, not recorded (turned:)",
                                  f"无人亮主：主牌由底牌{_WHICH_ZH[which]}定，未记录（turned:）"))
                return DeclarationOutcome(None, None, tuple(findings), notes=tuple(notes))
            t = dealt
            notes.append(Note(f"nobody declared: the bottom's {which} is {card_symbol(t)}",
                              f"无人亮主：底牌{_WHICH_ZH[which]}为 {card_symbol(t)}"))
        elif kitty is not None and t not in kitty:
            findings.append(DeclFinding("illegal-declaration", dealer, (t,),
                                        f"the turned card {card_symbol(t)} is not in the bottom"))
        elif dealt is not None and t != dealt:
            findings.append(DeclFinding("illegal-declaration", dealer, (t,),
                                        f"the turned card {card_symbol(t)} is not the bottom's {which} "
                                        f"({card_symbol(dealt)}; the kitty is written top card first)"))
        if t >= LITTLE_JOKER or (d.turned_level_card_no_trump and card_rank(t) == bid_level(dealer or "")):
            trump = "NT"
        else:
            trump = SUIT_LETTERS[card_suit(t) or 0]
        if d.turned_card_dealer == "holder-of-copy" and not first_hand:
            new_dealer = _copy_holder(record, t, dealer, notes)
        return DeclarationOutcome(trump, None, tuple(findings), notes=tuple(notes), new_dealer=new_dealer)
    if rule == "no-trump":
        return DeclarationOutcome("NT", None, tuple(findings), notes=tuple(notes))
    step_down = rule == "redeal-then-step-down" and not first_hand
    if record.tricks:
        findings.append(DeclFinding(
            "illegal-declaration", dealer, (),
            "nobody declared: the hand is void and redealt" + (", the dealer stepping down" if step_down else "")))
    return DeclarationOutcome(None, None, tuple(findings), redeal=not step_down, step_down=step_down,
                              notes=tuple(notes))
