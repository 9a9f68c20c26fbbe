"""Cards, points and the trump order, as small integers and precomputed tables.

A card *kind* is an ``int`` in ``0..53``: ``suit * 13 + (rank - 2)`` for the 52 suited
cards (suits ``S H C D`` = 0..3, ranks 2..14 with J=11, Q=12, K=13, A=14), then
``LITTLE_JOKER`` = 52 and ``BIG_JOKER`` = 53.  Two decks hold every kind twice; the
copies are identical in play, and a :func:`physical` id (``kind + 54 * copy``) tells
them apart where a record needs it.  Nothing here depends on the number of decks except
:attr:`Deck.copies`, so three decks fit without a rewrite.

A :class:`TrumpContext` (trump suit or no-trump, level rank, adjacency flags) gives every
kind its *effective suit* (``0..3`` plain, ``TRUMP`` = 4) and its *position* inside that
suit.  Positions order the cards (higher is stronger, equal positions are equal cards,
e.g. the off-suit level cards) and encode adjacency for tractors: two pair positions are
adjacent exactly when they differ by 1.  Where a variant forbids an adjacency the table
leaves a gap of 2.

>>> ctx = TrumpContext.make(trump=HEARTS, level=5)
>>> card_str(parse_card("H5")), ctx.esuit[parse_card("H5")] == TRUMP
('H5', True)
>>> ctx.pos[parse_card("S6")] - ctx.pos[parse_card("S4")]   # the level rank leaves no gap
1
>>> ctx.pos[parse_card("S5")] == ctx.pos[parse_card("C5")]   # off-suit level cards are equal
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from .vocab import Decomposition, Trump

SPADES, HEARTS, CLUBS, DIAMONDS = 0, 1, 2, 3
TRUMP = 4
"""Effective suit of every trump."""
SUIT_LETTERS = "SHCD"
SUIT_SYMBOLS = "♠♥♣♦"
SUIT_TRUMPS: tuple[Trump, ...] = tuple(Trump(s) for s in SUIT_LETTERS)
"""The trump each suit names, by suit number (``SUIT_TRUMPS[1] is Trump.H``)."""


def trump_suit(trump: Trump) -> int | None:
    """The suit number ``trump`` names (:data:`SUIT_TRUMPS` the other way); ``None``: no-trump.

    >>> trump_suit(Trump.H), trump_suit(Trump.NT)
    (1, None)
    """
    return None if trump == Trump.NT else SUIT_LETTERS.index(trump)


RANK_NAMES = {
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    7: "7",
    8: "8",
    9: "9",
    10: "10",
    11: "J",
    12: "Q",
    13: "K",
    14: "A",
}
RANK_VALUES = {v: k for k, v in RANK_NAMES.items()} | {"T": 10}
JACK, QUEEN, KING, ACE = 11, 12, 13, 14

LITTLE_JOKER = 52
BIG_JOKER = 53
NUM_KINDS = 54

Card = int
"""A card kind, ``0..53``."""


def make_card(suit: int, rank: int) -> Card:
    """The kind of a suited card.

    >>> card_str(make_card(SPADES, ACE))
    'SA'
    """
    return suit * 13 + rank - 2


def card_suit(card: Card) -> int | None:
    """The printed suit, ``None`` for jokers."""
    return card // 13 if card < 52 else None


def card_rank(card: Card) -> int | None:
    """The printed rank ``2..14``, ``None`` for jokers."""
    return card % 13 + 2 if card < 52 else None


def card_points(card: Card) -> int:
    """5 for a five, 10 for a ten or a king, else 0."""
    return POINTS[card]


POINTS: tuple[int, ...] = tuple(
    (5 if c % 13 + 2 == 5 else 10 if c % 13 + 2 in (10, 13) else 0) if c < 52 else 0
    for c in range(NUM_KINDS)
)


def points_of(cards: Iterable[Card]) -> int:
    """Total points of some cards.

    >>> points_of(parse_cards("S5 HK D10 BJ"))
    25
    """
    return sum(POINTS[c] for c in cards)


def card_str(card: Card) -> str:
    """ASCII form used in JSON: ``S10``, ``HA``, ``BJ``, ``LJ``."""
    if card == BIG_JOKER:
        return "BJ"
    if card == LITTLE_JOKER:
        return "LJ"
    return SUIT_LETTERS[card // 13] + RANK_NAMES[card % 13 + 2]


def card_symbol(card: Card) -> str:
    """Display form: ``♠10``, ``♥A``, ``BJ``, ``LJ``."""
    if card >= 52:
        return card_str(card)
    return SUIT_SYMBOLS[card // 13] + RANK_NAMES[card % 13 + 2]


def cards_str(cards: Iterable[Card]) -> str:
    """Cards in ASCII, space separated."""
    return " ".join(card_str(c) for c in cards)


def physical(card: Card, copy: int) -> int:
    """Id of one physical copy of a kind (copy 0, 1, …)."""
    return card + NUM_KINDS * copy


def parse_card(text: str) -> Card:
    """Parse one ASCII card (``S10``, ``ST``, ``HA``, ``BJ``, ``LJ``).

    The notation module reads every alias; this is the small core form.
    """
    t = text.strip().upper()
    if t in ("BJ", "LJ"):
        return BIG_JOKER if t == "BJ" else LITTLE_JOKER
    if len(t) >= 2 and t[0] in SUIT_LETTERS and t[1:] in RANK_VALUES:
        return make_card(SUIT_LETTERS.index(t[0]), RANK_VALUES[t[1:]])
    raise ValueError(f"not a card: {text!r}")


def parse_cards(text: str) -> list[Card]:
    """Parse space-separated ASCII cards.

    >>> cards_str(parse_cards("SA S10 LJ"))
    'SA S10 LJ'
    """
    return [parse_card(t) for t in text.split()]


@dataclass(frozen=True, slots=True)
class Deck:
    """How many copies of each kind the game uses (2 for 升级 with two decks)."""

    copies: int = 2

    @property
    def size(self) -> int:
        return NUM_KINDS * self.copies


TWO_DECKS = Deck(2)


@dataclass(frozen=True, slots=True)
class TrumpContext:
    """Trump suit (or ``None`` for no-trump) and level, with precomputed tables.

    ``esuit[k]`` is the effective suit of kind ``k`` (``TRUMP`` for trumps) and
    ``pos[k]`` its position inside that suit; ``strength[k]`` orders every card of the
    game (trumps above all plain cards) for sorting.  Build with :meth:`make`, which
    caches contexts.
    """

    trump: int | None
    level: int
    twos_trump: bool = False
    level_gap_adjacent: bool = True
    trump_chain_adjacent: bool = True
    nt_level_joker_adjacent: bool = True
    decomposition: Decomposition = Decomposition.CANONICAL
    """How plays split into units (:func:`~shengji_cli.core.units.decompose`): the variant's
    ``order.decomposition``, carried here because every caller of the split has the context."""
    esuit: tuple[int, ...] = field(default=(), compare=False, repr=False)
    pos: tuple[int, ...] = field(default=(), compare=False, repr=False)
    sort_key: tuple[int, ...] = field(default=(), compare=False, repr=False)
    _hash: int = field(default=0, compare=False, repr=False)

    def __hash__(self) -> int:
        # The dataclass hash would build and hash the key tuple on every lru_cache lookup.
        return self._hash or hash(
            (
                self.trump,
                self.level,
                self.twos_trump,
                self.level_gap_adjacent,
                self.trump_chain_adjacent,
                self.nt_level_joker_adjacent,
                self.decomposition,
            )
        )

    @staticmethod
    def make(
        trump: int | None,
        level: int,
        twos_trump: bool = False,
        level_gap_adjacent: bool = True,
        trump_chain_adjacent: bool = True,
        nt_level_joker_adjacent: bool = True,
        decomposition: Decomposition = Decomposition.CANONICAL,
    ) -> TrumpContext:
        """A cached context; ``trump=None`` is no-trump."""
        return _make_context(
            trump,
            level,
            twos_trump,
            level_gap_adjacent,
            trump_chain_adjacent,
            nt_level_joker_adjacent,
            Decomposition(decomposition),
        )

    def is_trump(self, card: Card) -> bool:
        return self.esuit[card] == TRUMP

    def sort(self, cards: Iterable[Card]) -> list[Card]:
        """Cards from strongest to weakest, trumps first, suits in ♠♥♣♦ order."""
        return sorted(cards, key=self.sort_key.__getitem__, reverse=True)


@lru_cache(maxsize=512)
def _make_context(
    trump: int | None,
    level: int,
    twos_trump: bool,
    level_gap_adjacent: bool,
    trump_chain_adjacent: bool,
    nt_level_joker_adjacent: bool,
    decomposition: Decomposition = Decomposition.CANONICAL,
) -> TrumpContext:
    _check_context(trump, level)
    esuit = [0] * NUM_KINDS
    pos = [0] * NUM_KINDS
    twos = twos_trump and level != 2
    plain_ranks = _plain_ranks(level, twos)
    link = 1 if trump_chain_adjacent else 2
    p = 0  # the next trump position
    for s in range(4):
        eff = TRUMP if s == trump else s
        end = _lay_plain(esuit, pos, s, eff, plain_ranks, level, level_gap_adjacent)
        if s == trump:
            p = end - 1 + link  # after trump A
    if twos:
        p = _lay_rank(esuit, pos, 2, trump, p) + link
    p = _lay_rank(esuit, pos, level, trump, p)
    p += link if trump is not None or nt_level_joker_adjacent else 2
    esuit[LITTLE_JOKER] = esuit[BIG_JOKER] = TRUMP
    pos[LITTLE_JOKER] = p
    pos[BIG_JOKER] = p + link
    sort_key = _sort_keys(esuit, pos)
    key = (
        trump,
        level,
        twos_trump,
        level_gap_adjacent,
        trump_chain_adjacent,
        nt_level_joker_adjacent,
        decomposition,
    )
    return TrumpContext(*key, tuple(esuit), tuple(pos), sort_key, hash(key))


def _check_context(trump: int | None, level: int) -> None:
    """A level is a rank 2..14, a trump a suit or ``None`` (no-trump)."""
    if not 2 <= level <= 14:
        raise ValueError(f"level must be 2..14, got {level}")
    if trump is not None and trump not in range(4):
        raise ValueError(f"trump must be a suit 0..3 or None, got {trump}")


def _plain_ranks(level: int, twos: bool) -> list[int]:
    """The ranks that stay in the plain suits, ascending (not the level; not 2 when twos are
    trumps)."""
    return [r for r in range(2, 15) if r != level and not (twos and r == 2)]


def _lay_plain(
    esuit: list[int],
    pos: list[int],
    suit: int,
    eff: int,
    plain_ranks: Sequence[int],
    level: int,
    level_gap_adjacent: bool,
) -> int:
    """Give ``suit``'s plain ranks (effective suit ``eff``) positions from 0; the next free one.
    Where ``level_gap_adjacent`` is false the level rank leaves an open gap (6 and 4 are not
    adjacent at level 5)."""
    p = 0
    for r in range(2, 15):
        if r in plain_ranks:
            c = make_card(suit, r)
            esuit[c], pos[c] = eff, p
            p += 1
        elif r == level and not level_gap_adjacent and p > 0:
            p += 1  # an open gap
    return p


def _lay_rank(esuit: list[int], pos: list[int], rank: int, trump: int | None, p: int) -> int:
    """Make every card of ``rank`` a trump at position ``p``, the trump suit's one above the
    others; the last position used."""
    for s in range(4):
        c = make_card(s, rank)
        esuit[c], pos[c] = TRUMP, p
    if trump is None:
        return p
    pos[make_card(trump, rank)] = p + 1
    return p + 1


def _sort_keys(esuit: Sequence[int], pos: Sequence[int]) -> tuple[int, ...]:
    """Each kind's global sort key: trumps above plain suits; within a suit by position, ♠
    first on ties."""
    return tuple(
        (1000 if esuit[c] == TRUMP else (3 - esuit[c]) * 100)
        + pos[c] * 4
        + (3 - (c // 13 if c < 52 else 0))
        for c in range(NUM_KINDS)
    )
