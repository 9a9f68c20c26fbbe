"""A hand before and between tricks: who sits where, who deals, what each seat holds.

:func:`setting_of` reads the seating and the dealer from a record (an
:class:`InputError` with its line, as a :class:`SettingError`, when it cannot);
:meth:`Holdings.deal` gives each seat's cards when play starts — from the deal when the
record has it, else from what the seat goes on to play — and :meth:`Holdings.play` takes
one play out of them.  :class:`~.state.HandState` puts these steps together, once for every
caller; what the checks find is collected in :class:`~.reports.Findings`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import chain

from .cards import NUM_KINDS, Card
from .errors import ErrorKind, ShengjiError
from .messages import Cards, Msg
from .record import HandRecord, Play, Trick
from .reports import Findings, InputError
from .seating import Seating
from .suggest import did_you_mean
from .variants import Variant
from .vocab import Kind


class SettingError(ShengjiError, ValueError):
    """The record does not say who sits where or who deals: the hand cannot be played."""

    kind = ErrorKind.HAND

    def __init__(self, error: InputError) -> None:
        super().__init__(error.message)
        self.error = error


def setting_of(record: HandRecord) -> tuple[Seating, str]:
    """The seating (the ``seats:`` line, else trick 1's order) and the dealer (the ``dealer:``
    line, else trick 1's leader); every seat a trick names must be one of the four."""
    r = record
    seating = Seating(r.seats or (tuple(p.seat for p in r.tricks[0].plays) if r.tricks else ()))
    if not seating.valid:
        raise _setting_error(r, Msg.of("hand.error.seats"))
    dealer = r.dealer or (r.tricks[0].plays[0].seat if r.tricks else None)
    if dealer is None:
        raise _setting_error(r, Msg.of("hand.error.no-dealer"))
    if dealer not in seating:
        message = Msg.of("hand.error.dealer-not-seated", dealer=dealer, seats=" ".join(seating))
        raise _setting_error(r, _meant(message, dealer, seating))
    _check_seated(r, seating)
    return seating, dealer


def _check_seated(record: HandRecord, seating: Seating) -> None:
    """A :class:`SettingError` at the first play by a seat not seated."""
    seated = set(seating.seats)
    stranger = next((p for t in record.tricks for p in t.plays if p.seat not in seated), None)
    if stranger is None:
        return
    message = Msg.of(
        "hand.error.unknown-seat" if record.seats else "hand.error.unknown-seat-trick1",
        seat=stranger.seat,
        seats=" ".join(seating),
    )
    line, column = stranger.line or record.line, stranger.column or None
    raise _setting_error(record, _meant(message, stranger.seat, seating), line, column)


def _setting_error(
    record: HandRecord, message: Msg, line: int | None = None, column: int | None = None
) -> SettingError:
    return SettingError(
        InputError(record.source, message, record.line if line is None else line, column)
    )


def _meant(message: Msg, word: str, seating: Seating) -> Msg:
    """``message``, with the seat ``word`` was perhaps meant to be."""
    meant = did_you_mean(word, seating)
    return message if meant is None else Msg.of("hand.did-you-mean", message=message, word=meant)


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
        tricks = self.record.tricks if self.record is not None else ()
        out: list[tuple[int, tuple[Card, ...], bool]] = []
        for number, play in _plays_by(tricks, seat, after):
            shown = _take_wanted(want, play.cards)
            if shown:
                out.append((number, shown, False))
        for number, trick in enumerate(tricks[:after], start=1):
            lead = trick.plays[0]
            if lead.seat == seat and lead.attempted is not None:
                shown = _take_wanted(want, _withdrawn(lead))
                if shown:
                    out.append((number, shown, True))
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
        """Each seat's cards when play starts, reporting deals, kitty and bury that do not add
        up."""
        r, deck = record, variant.deck
        holdings: dict[str, list[Card]] = {}
        known: dict[str, bool] = {}
        dealt: set[str] = set()
        played: dict[str, list[Card]] | None = None  # only for a seat whose deal is not given
        for seat in seating:
            held = _dealt(r, variant, seat, dealer, found)
            if held is not None:
                holdings[seat], known[seat] = held, True
                dealt.add(seat)
                continue
            if played is None:
                played = _played(r, seating)
            holdings[seat] = list(played[seat])  # what it plays
            known[seat] = len(played[seat]) == deck.hand_size
        _check_kitty(r, variant, dealer, found)
        out = cls(holdings, known, record=record)
        out.dealt = dealt
        out.rebury(record, variant, found)
        out.extra = {s: 0 if known[s] else deck.hand_size - len(holdings[s]) for s in seating}
        if any(k > 0 for k in out.extra.values()):
            out.unseen = _unseen(r, variant, holdings)
        _check_copies(r, variant, seating, found)
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


def _dealt(
    record: HandRecord, variant: Variant, seat: str, dealer: str, found: Findings
) -> list[Card] | None:
    """The seat's cards from its deal (the dealer's: its deal and the kitty, less the bury),
    reporting a deal of the wrong size; ``None`` when the record does not give them."""
    deal, deck = record.deal_of(seat), variant.deck
    if deal is None:
        return None
    after_pickup = seat == dealer and len(deal) == deck.hand_size + deck.kitty_size
    if len(deal) != deck.hand_size and not after_pickup:
        message = Msg.of("hand.deal.count", seat=seat, n=len(deal), size=deck.hand_size)
        found.find(Kind.CARD_COUNT, None, seat, (), message)
    if seat != dealer:
        return list(deal)
    return _kept(record, seat, deal, after_pickup, found)


def _kept(
    record: HandRecord, seat: str, deal: Sequence[Card], after_pickup: bool, found: Findings
) -> list[Card] | None:
    """The dealer's cards from its deal (with the kitty, unless the deal is after the pick-up)
    less the bury, reporting a bury it does not hold; ``None`` without the kitty or the bury."""
    kitty, buried = record.kitty, record.buried
    if buried is None or kitty is None and not after_pickup:
        return None
    pool = list(deal) if after_pickup or kitty is None else list(deal) + list(kitty)
    kept = _less(pool, buried)
    if kept is None:
        missing = tuple((Counter(buried) - Counter(pool)).elements())
        message = Msg.of("hand.bury.not-held", cards=Cards(missing))
        found.find(Kind.BURY, None, seat, missing, message)
        kept = list((Counter(pool) - Counter(buried)).elements())
    return kept


def _check_kitty(record: HandRecord, variant: Variant, dealer: str, found: Findings) -> None:
    """A kitty or a bury of the wrong size."""
    r, size = record, variant.deck.kitty_size
    if r.kitty is not None and len(r.kitty) != size:
        message = Msg.of("hand.kitty.count", n=len(r.kitty), size=size)
        found.find(Kind.CARD_COUNT, None, dealer, r.kitty, message)
    if r.buried is not None and len(r.buried) != size:
        message = Msg.of("hand.bury.count", n=len(r.buried), size=size)
        found.find(Kind.BURY, None, dealer, r.buried, message)


def _unseen(
    record: HandRecord, variant: Variant, holdings: dict[str, list[Card]]
) -> dict[Card, int]:
    """The cards the record places nowhere (in no holding, not in the bottom), with their
    copies."""
    unseen = dict.fromkeys(range(NUM_KINDS), variant.deck.copies)
    bottom = record.reburied[-1][1] if record.reburied else record.buried
    for c in chain(chain.from_iterable(holdings.values()), bottom or ()):
        unseen[c] -= 1
    return {c: k for c, k in unseen.items() if k > 0}


def _check_copies(record: HandRecord, variant: Variant, seating: Seating, found: Findings) -> None:
    """The deals and the kitty together hold no card more often than the deck has it."""
    copies = variant.deck.copies
    deals = [d for d in map(record.deal_of, seating) if d is not None]
    counts = Counter(chain(*deals, record.kitty or ()))
    over = tuple(c for c, k in counts.items() if k > copies)
    if over:
        message = Msg.of("hand.deal.copies", copies=copies, cards=Cards(over))
        found.find(Kind.DECK, None, None, over, message)


def _take_wanted(want: Counter[Card], cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of ``cards`` still wanted, taken out of ``want``."""
    if not +want:
        return ()
    shown = []
    for c in cards:
        if want[c] > 0:
            want[c] -= 1
            shown.append(c)
    return tuple(shown)


def _withdrawn(lead: Play) -> tuple[Card, ...]:
    """The cards a failed throw showed and took back."""
    assert lead.attempted is not None
    return tuple((Counter(lead.attempted) - Counter(lead.cards)).elements())


def _plays_by(tricks: Sequence[Trick], seat: str, after: int) -> Iterator[tuple[int, Play]]:
    """The seat's plays from trick ``after`` on, with their trick's number (1-based)."""
    for number, trick in enumerate(tricks, start=1):
        if number >= after:
            for play in trick.plays:
                if play.seat == seat:
                    yield number, play


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
        lead = trick.plays[0]
        played[lead.seat] += lead.attempted if lead.attempted is not None else lead.cards
        for play in trick.plays[1:]:
            played[play.seat] += play.cards
    for i, trick in enumerate(r.tricks):
        lead = trick.plays[0]
        if lead.attempted is not None:
            _forced_and_kept(played[lead.seat], lead, r.tricks[i + 1 :])
    return played


def _forced_and_kept(played: list[Card], lead: Play, later: Sequence[Trick]) -> None:
    """A failed throw in what its seat plays: its forced play, and the withdrawn cards the seat
    does not play later (still held where the record stops)."""
    assert lead.attempted is not None
    for c in lead.attempted:
        played.remove(c)
    played += lead.cards
    again = Counter(c for t in later for p in t.plays if p.seat == lead.seat for c in p.cards)
    played += (Counter(lead.attempted) - Counter(lead.cards) - again).elements()
