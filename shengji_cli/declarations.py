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

With ``bid: none`` the variant's ``no_declaration`` rule applies; the turned card is
recorded with ``turned:`` (the kitty is stored in canonical order, so which card is "the top"
or "the third" cannot be read from it: only that the turned card is in the kitty is checked).

>>> from shengji_cli.notation import loads
>>> from shengji_cli.variants import load_variant
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
from .record import PHASES, Bid, HandRecord
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
    notes: tuple[str, ...] = ()


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


def _holding(record: HandRecord, seat: str, dealer: str | None, variant: Variant) -> Counter[Card] | None:
    """What ``seat`` could show: its deal (the dealer's with the kitty), else what it is seen to hold."""
    deal = record.deal_of(seat)
    if deal is not None:
        held = Counter(deal)
        if seat == dealer and record.kitty is not None and len(deal) == variant.deck.hand_size:
            held.update(record.kitty)
        return held
    if not record.tricks or dealer is None:
        return None
    from .replay import holdings_at
    try:
        holdings, known = holdings_at(record, variant, 1)
    except ValueError:
        return None
    if not known.get(seat):
        return None
    held = Counter(holdings[seat])
    if seat == dealer:
        if record.buried is None:
            return None
        held.update(record.buried)
    return held


def judge_bids(record: HandRecord, variant: Variant, level_of: Callable[[str], int], dealer: str | None,
               first_hand: bool) -> DeclarationOutcome:
    """Judge a hand's bids; ``level_of(seat)`` is the level the seat declares with (the hand's
    level; on a match's first hand, the seat's side's level)."""
    d = variant.declaration
    findings: list[DeclFinding] = []
    notes: list[str] = []

    def bad(bid: Bid, message: str) -> None:
        findings.append(DeclFinding("illegal-declaration", bid.seat, bid.cards, message))

    top: tuple[Bid, Shape] | None = None
    overcalled = False
    last_phase = 0
    for bid in record.bids:
        phase = PHASES.index(bid.phase)
        if phase < last_phase:
            bad(bid, f"{bid.seat}'s bid is marked {bid.phase}, after a bid made {PHASES[last_phase]}")
            continue
        held = _holding(record, bid.seat, dealer, variant)
        if held is not None:
            missing = Counter(bid.cards) - held
            if missing:
                bad(bid, f"{bid.seat} showed {_sym(list(missing.elements()))}, which it was not dealt")
                continue
        level = level_of(bid.seat)
        shape = shape_of(bid.cards, level, variant)
        if top is not None and top[0].seat == bid.seat and not overcalled and top[1].kind == "single" \
                and top[1].trump != "NT":
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
        last_phase = phase
        top = (bid, shape)

    if top is not None:
        if record.no_bid:  # pragma: no cover - the reader refuses it
            pass
        if record.turned is not None:
            findings.append(DeclFinding("illegal-declaration", dealer, (record.turned,),
                                        f"a bottom card ({card_symbol(record.turned)}) was turned though "
                                        f"{top[0].seat}'s bid stood"))
        return DeclarationOutcome(top[1].trump, top[0].seat, tuple(findings), notes=tuple(notes))
    if record.bids and not record.no_bid:
        # Bids were recorded but none stood: as if nobody declared.
        notes.append("no recorded bid stood")
    if not record.no_bid and not record.bids:
        return DeclarationOutcome(None, None, tuple(findings))
    rule = d.no_declaration
    if rule in ("turn-top-card", "third-card"):
        which = "top card" if rule == "turn-top-card" else "third card"
        t = record.turned
        if t is None:
            notes.append(f"nobody declared: the trump is the bottom's {which}, not recorded (turned:)")
            return DeclarationOutcome(None, None, tuple(findings), notes=tuple(notes))
        if record.kitty is not None and t not in record.kitty:
            findings.append(DeclFinding("illegal-declaration", dealer, (t,),
                                        f"the turned card {card_symbol(t)} is not in the bottom"))
        if t >= LITTLE_JOKER or (d.turned_level_card_no_trump and card_rank(t) == level_of(dealer or "")):
            trump = "NT"
        else:
            trump = SUIT_LETTERS[card_suit(t) or 0]
        return DeclarationOutcome(trump, None, tuple(findings), notes=tuple(notes))
    if rule == "no-trump":
        return DeclarationOutcome("NT", None, tuple(findings), notes=tuple(notes))
    step_down = rule == "redeal-then-step-down" and not first_hand
    if record.tricks:
        findings.append(DeclFinding(
            "illegal-declaration", dealer, (),
            "nobody declared: the hand is void and redealt" + (", the dealer stepping down" if step_down else "")))
    return DeclarationOutcome(None, None, tuple(findings), redeal=not step_down, step_down=step_down,
                              notes=tuple(notes))
