"""A hand before and between tricks: who sits where, who deals, what each seat holds.

:func:`setting_of` reads the seating and the dealer from a record (an
:class:`InputError` with its line, as a :class:`SettingError`, when it cannot);
:meth:`Holdings.deal` gives each seat's cards when play starts — from the deal when the
record has it, else from what the seat goes on to play — and :meth:`Holdings.play` takes
one play out of them.  :class:`~.state.HandState` puts these steps together, once for every
caller; what the checks find is collected in :class:`Findings`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import chain

from .cards import NUM_KINDS, Card
from .findings import Finding, InputError
from .messages import Cards, Localized, Msg
from .record import HandRecord
from .seating import Seating
from .suggest import did_you_mean
from .variants import Variant
from .vocab import Kind


def finding(
    v: Variant, kind: Kind, trick: int | None, seat: str | None, cards: Sequence[Card], message: Msg
) -> Finding:
    """A violation with the variant's article and ruling for its kind."""
    return Finding(
        kind,
        trick,
        seat,
        tuple(cards),
        message,
        Localized(v.articles.get(kind, "")),
        Localized(v.rulings.get(kind, ""), v.rulings_zh.get(kind, "")),
    )


class Findings:
    """The violations and the checks that could not be made, in the order they are found."""

    __slots__ = ("variant", "violations", "notes")

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.violations: list[Finding] = []
        self.notes: list[Finding] = []

    def find(
        self, kind: Kind, trick: int | None, seat: str | None, cards: Sequence[Card], message: Msg
    ) -> None:
        self.violations.append(finding(self.variant, kind, trick, seat, cards, message))

    def note(self, trick: int | None, seat: str | None, message: Msg) -> None:
        """A check not made: ``unverifiable``."""
        self.notes.append(Finding(Kind.UNVERIFIABLE, trick, seat, (), message))


class SettingError(ValueError):
    """The record does not say who sits where or who deals: the hand cannot be played."""

    def __init__(self, error: InputError) -> None:
        super().__init__(error.message)
        self.error = error


def setting_of(record: HandRecord) -> tuple[Seating, str]:
    """The seating (the ``seats:`` line, else trick 1's order) and the dealer (the ``dealer:``
    line, else trick 1's leader); every seat a trick names must be one of the four."""
    r = record

    def fail(message: Msg, line: int = r.line, column: int | None = None) -> SettingError:
        return SettingError(InputError(r.source, message, line, column))

    seating = Seating(r.seats or (tuple(p.seat for p in r.tricks[0].plays) if r.tricks else ()))
    if not seating.valid:
        raise fail(Msg.of("hand.error.seats"))
    dealer = r.dealer or (r.tricks[0].plays[0].seat if r.tricks else None)
    if dealer is None:
        raise fail(Msg.of("hand.error.no-dealer"))
    seats = " ".join(seating)
    if dealer not in seating:
        message = Msg.of("hand.error.dealer-not-seated", dealer=dealer, seats=seats)
        meant = did_you_mean(dealer, seating)
        raise fail(
            message if meant is None else Msg.of("hand.did-you-mean", message=message, word=meant)
        )
    seated = set(seating.seats)
    if {p.seat for trick in r.tricks for p in trick.plays} <= seated:
        return seating, dealer
    for trick in r.tricks:  # the first play by a seat not seated
        for p in trick.plays:
            if p.seat not in seated:
                message = Msg.of(
                    "hand.error.unknown-seat" if r.seats else "hand.error.unknown-seat-trick1",
                    seat=p.seat,
                    seats=seats,
                )
                meant = did_you_mean(p.seat, seating)
                if meant is not None:
                    message = Msg.of("hand.did-you-mean", message=message, word=meant)
                raise fail(message, p.line or r.line, p.column or None)
    return seating, dealer


class Holdings:
    """Each seat's cards (mutable) and what the record proves about them.

    ``cards[seat]`` is what the seat is known to hold: its deal when the record gives it,
    else every card it goes on to play (a seat holds, at trick *k*, every card it plays at
    tricks ≥ *k*).  ``known[seat]`` says that is its whole hand; otherwise ``extra[seat]`` more
    cards are in it, drawn from ``unseen`` — the cards the record places nowhere.
    :meth:`proof` says where the record shows a card was held.
    """

    __slots__ = ("cards", "known", "extra", "unseen", "record", "dealt")

    def __init__(
        self,
        cards: dict[str, list[Card]],
        known: dict[str, bool],
        extra: dict[str, int] | None = None,
        unseen: dict[Card, int] | None = None,
        record: HandRecord | None = None,
    ) -> None:
        self.cards = cards
        self.known = known
        self.extra = extra if extra is not None else {s: 0 for s in cards}
        self.unseen = unseen if unseen is not None else {}
        self.record = record
        self.dealt: set[str] = set()
        """The seats whose holding is their deal (the others' is what they play)."""

    def exact(self, seat: str) -> bool:
        """True if the record shows the seat's whole holding (no card of it is unknown)."""
        return self.known[seat] or self.extra[seat] <= 0

    def unseen_of(self, suit: int, esuit: Sequence[int | None]) -> list[Card]:
        """The unseen cards of one effective suit (``esuit``: the trump context's table)."""
        return [c for c, k in self.unseen.items() if esuit[c] == suit for _ in range(k)]

    def proof(
        self, seat: str, cards: Sequence[Card], after: int
    ) -> list[tuple[int, tuple[Card, ...], bool]]:
        """Where the record shows the seat held ``cards`` at trick ``after``: the first trick from
        ``after`` on at which it plays each, else the failed throw before that showed it (flag
        True), grouped by trick; cards it shows neither way are from its deal."""
        want = Counter(cards)
        out: list[tuple[int, tuple[Card, ...], bool]] = []
        tricks = self.record.tricks if self.record is not None else ()
        for number, trick in enumerate(tricks, start=1):
            for play in trick.plays:
                if play.seat == seat and number >= after and +want:
                    shown = [c for c in play.cards if want[c] > 0 and want.subtract((c,)) is None]
                    if shown:
                        out.append((number, tuple(shown), False))
        for number, trick in enumerate(tricks[:after], start=1):
            lead = trick.plays[0]
            if lead.seat == seat and lead.attempted is not None and +want:
                back = Counter(lead.attempted) - Counter(lead.cards)
                shown = [c for c in back.elements() if want[c] > 0 and want.subtract((c,)) is None]
                if shown:
                    out.append((number, tuple(shown), True))
        return out

    def play(self, seat: str, cards: Sequence[Card]) -> None:
        """Take a play out of the seat's holding (a failed throw: only the forced play)."""
        hold = self.cards.get(seat)
        if hold is None:
            return
        for c in cards:
            try:
                hold.remove(c)
            except ValueError:  # not held: the replay reports it as card-not-held
                pass

    def missing(self, seat: str, cards: Sequence[Card]) -> tuple[Card, ...]:
        """The cards of ``cards`` the seat does not hold."""
        hold = self.cards[seat]
        if len(cards) == 1 and cards[0] in hold:
            return ()
        if not [c for c in set(cards) if hold.count(c) < cards.count(c)]:
            return ()
        return tuple((Counter(cards) - Counter(hold)).elements())

    @classmethod
    def deal(
        cls, record: HandRecord, variant: Variant, seating: Seating, dealer: str, found: Findings
    ) -> Holdings:
        """Each seat's cards when play starts, reporting deals, kitty and bury that do not add up."""
        r, deck = record, variant.deck
        holdings: dict[str, list[Card]] = {}
        known: dict[str, bool] = {}
        dealt: set[str] = set()
        played: dict[str, list[Card]] | None = (
            None  # worked out only for a seat whose deal is not given
        )
        deck_cards: list[Card] = []
        for seat in seating:
            deal = r.deal_of(seat)
            if deal is not None:
                deck_cards += deal
                after_pickup = seat == dealer and len(deal) == deck.hand_size + deck.kitty_size
                if len(deal) != deck.hand_size and not after_pickup:
                    found.find(
                        Kind.CARD_COUNT,
                        None,
                        seat,
                        (),
                        Msg.of("hand.deal.count", seat=seat, n=len(deal), size=deck.hand_size),
                    )
                if seat != dealer:
                    holdings[seat], known[seat] = list(deal), True
                    dealt.add(seat)
                    continue
                pool = (
                    list(deal)
                    if after_pickup
                    else list(deal) + list(r.kitty)
                    if r.kitty is not None
                    else None
                )
                if pool is not None and r.buried is not None:
                    kept = _less(pool, r.buried)
                    if kept is None:
                        missing = tuple((Counter(r.buried) - Counter(pool)).elements())
                        found.find(
                            Kind.BURY,
                            None,
                            seat,
                            missing,
                            Msg.of("hand.bury.not-held", cards=Cards(missing)),
                        )
                        kept = list((Counter(pool) - Counter(r.buried)).elements())
                    holdings[seat], known[seat] = kept, True
                    dealt.add(seat)
                    continue
            if played is None:
                played = _played(r, seating)
            holdings[seat], known[seat] = (
                list(played[seat]),
                len(played[seat]) == deck.hand_size,
            )  # what it plays
        if r.kitty is not None:
            deck_cards += r.kitty
            if len(r.kitty) != deck.kitty_size:
                found.find(
                    Kind.CARD_COUNT,
                    None,
                    dealer,
                    r.kitty,
                    Msg.of("hand.kitty.count", n=len(r.kitty), size=deck.kitty_size),
                )
        if r.buried is not None and len(r.buried) != deck.kitty_size:
            found.find(
                Kind.BURY,
                None,
                dealer,
                r.buried,
                Msg.of("hand.bury.count", n=len(r.buried), size=deck.kitty_size),
            )
        out = cls(holdings, known, record=record)
        out.dealt = dealt
        out.rebury(record, variant, found)
        out.extra = {s: 0 if known[s] else deck.hand_size - len(holdings[s]) for s in seating}
        if any(k > 0 for k in out.extra.values()):
            unseen = dict.fromkeys(range(NUM_KINDS), deck.copies)
            bottom = r.reburied[-1][1] if r.reburied else r.buried
            for c in chain(chain.from_iterable(holdings.values()), bottom or ()):
                unseen[c] -= 1
            out.unseen = {c: k for c, k in unseen.items() if k > 0}
        counts = Counter(deck_cards)
        if counts and max(counts.values()) > deck.copies:
            over = tuple(c for c, k in counts.items() if k > deck.copies)
            found.find(
                Kind.DECK,
                None,
                None,
                over,
                Msg.of("hand.deal.copies", copies=deck.copies, cards=Cards(over)),
            )
        return out

    def rebury(self, record: HandRecord, variant: Variant, found: Findings) -> None:
        """Each ``reburied:`` seat takes up the bottom so far and buries its cards instead."""
        r, size = record, variant.deck.kitty_size
        bottom = r.buried
        for seat, cards in r.reburied:
            if not variant.declaration.overcall_rebury:
                found.find(
                    Kind.BURY, None, seat, cards, Msg.of("hand.rebury.not-allowed", seat=seat)
                )
            if len(cards) != size:
                found.find(
                    Kind.BURY,
                    None,
                    seat,
                    cards,
                    Msg.of("hand.rebury.count", seat=seat, n=len(cards), size=size),
                )
            if r.deal_of(seat) is not None and self.known.get(seat) and bottom is not None:
                pool = Counter(self.cards[seat]) + Counter(bottom)
                missing = tuple((Counter(cards) - pool).elements())
                if missing:
                    found.find(
                        Kind.BURY,
                        None,
                        seat,
                        missing,
                        Msg.of("hand.rebury.not-held", seat=seat, cards=Cards(missing)),
                    )
                self.cards[seat] = list((pool - Counter(cards)).elements())
            bottom = cards


def _less(pool: Sequence[Card], cards: Sequence[Card]) -> list[Card] | None:
    """``(Counter(pool) - Counter(cards)).elements()`` when ``pool`` holds every card of ``cards``
    (a bury from the dealer's cards), else ``None``."""
    left = Counter(pool)
    for c in cards:
        k = left[c]
        if not k:
            return None
        left[c] = k - 1
    return list(left.elements())


def _played(record: HandRecord, seating: Seating) -> dict[str, list[Card]]:
    """Every card each seat plays in the record: a failed throw's forced play, and its withdrawn
    cards, which stay in the hand (played later, or still held where the record stops)."""
    r = record
    played: dict[str, list[Card]] = {s: [] for s in seating}
    for trick in r.tricks:
        for play in trick.plays:
            played[play.seat] += (
                play.attempted
                if play.attempted is not None and play is trick.plays[0]
                else play.cards
            )
    for i, trick in enumerate(r.tricks):
        lead = trick.plays[0]
        if lead.attempted is not None:
            for c in lead.attempted:
                played[lead.seat].remove(c)
            played[lead.seat] += lead.cards
            later = Counter(
                c
                for t in r.tricks[i + 1 :]
                for p in t.plays
                if p.seat == lead.seat
                for c in p.cards
            )
            played[lead.seat] += (Counter(lead.attempted) - Counter(lead.cards) - later).elements()
    return played
