"""Cards and trump as the notation writes them, both ways: text the grammar accepted → card
kinds (:func:`read_cards`), card kinds → text (:func:`format_cards`), and a trump's name
(:func:`parse_trump`, :func:`format_trump`); the notation's canonical order.

Each card has a canonical position (0 big joker, 1 little joker, then ♠A ♠K … ♦2); a compact
group's positions are its suit's base minus each rank.  One tokenising regex reads the text
(:func:`scan_cards` reads a short one by hand).  The core's own forms (``S10``, ``♠10``) are
:func:`~shengji_cli.core.cards.card_str` and :func:`~shengji_cli.core.cards.card_symbol`.

>>> format_cards(read_cards("♥5 黑桃ak♠K 大王 s10"), ascii=True)
'BJ SAKK10 H5'
>>> format_trump(parse_trump("红桃"), ascii=False), format_trump(parse_trump("nt"), ascii=True)
('♥', 'NT')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..core.cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    NUM_KINDS,
    RANK_NAMES,
    RANK_VALUES,
    SUIT_LETTERS,
    SUIT_SYMBOLS,
    Card,
)
from ..core.vocab import Trump
from .grammar import JOKER, JOKER_ALIASES, RANK, SUIT, SUIT_ALIASES, TRUMP_VALUES, lazy_pattern

POS_TO_CARD: tuple[Card, ...] = (BIG_JOKER, LITTLE_JOKER) + tuple(
    s * 13 + r - 2 for s in range(4) for r in range(14, 1, -1)
)
CARD_TO_POS: tuple[int, ...] = tuple(POS_TO_CARD.index(c) for c in range(NUM_KINDS))
"""A card kind's place in the canonical order."""
_JOKER_POS = {a: CARD_TO_POS[card] for card, names in JOKER_ALIASES for a in names}
_SUIT_BASE = {a: 16 + 13 * s for s, names in enumerate(SUIT_ALIASES) for a in names}
_RANK_OF = {ch: RANK_VALUES[ch.upper()] for ch in "23456789TJQKAtjqka"}  # "10" is read as "T"
_GROUP_RE = lazy_pattern(
    f"({SUIT})({RANK}+)|({JOKER})"
)  # milliseconds to compile: a query may not need it
_SUIT_OF = {a: s for s, names in enumerate(SUIT_ALIASES) for a in names}
CARD_CACHE: dict[str, tuple[Card, ...]] = {}
"""Cards text → its cards; the reader looks here first."""
_TOKEN_CACHE: dict[str, list[int]] = {}
_CACHE_SIZE = 1 << 15  # entries per cache; emptied when full


def read_cards(text: str) -> tuple[Card, ...]:
    """The cards of text matching the ``cards`` production, in canonical order."""
    got = CARD_CACHE.get(text)
    if got is None:
        if len(text) > 24:  # a deal or the like: read in one go, as it will not come again
            positions = _positions(text)
            positions.sort()
            return tuple([POS_TO_CARD[p] for p in positions])
        positions = []  # a play: its groups come again and again
        for token in text.split():
            positions += _TOKEN_CACHE.get(token) or _token_positions(token)
        positions.sort()
        if len(CARD_CACHE) >= _CACHE_SIZE:
            CARD_CACHE.clear()
        got = CARD_CACHE[text] = tuple([POS_TO_CARD[p] for p in positions])
    return got


def scan_cards(text: str) -> tuple[Card, ...] | None:
    """The cards of ``text`` in canonical order when it is a ``cards`` production's text, read
    without a pattern; ``None`` when it is not one, or not simply one (the pattern then decides).

    A query reads a few cards: compiling the ``cards`` pattern would cost it more than all else.

    >>> from shengji_cli.core.cards import cards_str
    >>> cards_str(scan_cards("♥5 ♠ak♠K 大王 s10")), scan_cards("♠A X5"), scan_cards("")
    ('BJ SA SK SK S10 H5', None, None)
    """
    positions: list[int] = []
    for token in text.split():
        joker = _JOKER_POS.get(token)
        if joker is not None:
            positions.append(joker)
        elif not _scan_group(token, positions):
            return None
    if not positions:
        return None
    positions.sort()
    return tuple([POS_TO_CARD[p] for p in positions])


def _scan_suit(token: str, i: int) -> tuple[int, int] | None:
    """The suit written at ``token[i]`` (two characters, else a symbol, a letter or a
    shorthand: ``黑桃`` before ``黑``) and where it ends; ``None`` when none is."""
    s = _SUIT_OF.get(token[i : i + 2])
    if s is not None:
        return s, i + 2
    s = _SUIT_OF.get(token[i])
    return None if s is None else (s, i + 1)


def _scan_ranks(token: str, i: int, base: int, positions: list[int]) -> int:
    """Append the positions of the ranks written from ``token[i]`` on (a suit's ``base``);
    returns where they end."""
    n = len(token)
    while i < n:
        ch = token[i]
        if ch == "1" and token[i + 1 : i + 2] == "0":
            positions.append(base - 10)
            i += 2
        elif ch in _RANK_OF:
            positions.append(base - _RANK_OF[ch])
            i += 1
        else:
            break
    return i


def _scan_group(token: str, positions: list[int]) -> bool:
    """Append the positions of a compact group (``♠AK♠10``: one suit, maybe written again);
    ``False`` when ``token`` is not one."""
    i, suit = 0, -1
    while i < len(token):
        found = _scan_suit(token, i)
        if found is None or (suit >= 0 and found[0] != suit):  # the same suit again, not another
            return False
        suit, start = found[0], len(positions)
        i = _scan_ranks(token, found[1], 16 + 13 * suit, positions)
        if len(positions) == start:
            return False
    return True


def read_cards_in_order(text: str) -> tuple[Card, ...]:
    """The cards of ``text`` in the order written (a kitty's order means something)."""
    return tuple([POS_TO_CARD[p] for p in _positions(text)])


def _token_positions(token: str) -> list[int]:
    if len(_TOKEN_CACHE) >= _CACHE_SIZE:
        _TOKEN_CACHE.clear()
    got = _TOKEN_CACHE[token] = _positions(token)
    return got


def _positions(text: str) -> list[int]:
    """The positions of the cards in ``text``, in the order written."""
    positions = []
    for suit, ranks, joker in _GROUP_RE.findall(text):
        if joker:
            positions.append(_JOKER_POS[joker])
        else:
            base = _SUIT_BASE[suit]
            positions += [base - _RANK_OF[ch] for ch in ranks.replace("10", "T")]
    return positions


def format_cards_in_order(cards: Sequence[Card], ascii: bool) -> str:
    """Cards in the order given, a suit's consecutive cards grouped (``♥3 ♠K9 LJ``); ``ascii``:
    suits as ``S H C D``."""
    suits = SUIT_LETTERS if ascii else SUIT_SYMBOLS
    out: list[str] = []  # pieces joined once at the end: linear however long a group runs
    suit = -1
    for c in cards:
        if c >= LITTLE_JOKER:
            out.append(" BJ" if c == BIG_JOKER else " LJ")
            suit = -1
        elif c // 13 == suit:
            out.append(RANK_NAMES[c % 13 + 2])
        else:
            suit = c // 13
            out.append(" " + suits[suit] + RANK_NAMES[c % 13 + 2])
    return "".join(out)[1:]


def format_cards(cards: Iterable[Card], ascii: bool) -> str:
    """Cards in canonical order, grouped by suit (``BJ ♠AK10 ♥5``): what :func:`read_cards`
    reads back."""
    return format_cards_in_order(sorted(cards, key=CARD_TO_POS.__getitem__), ascii)


def parse_trump(text: str) -> Trump | None:
    """A trump name in any alias → ``S H C D`` or ``NT``; ``None`` if it is not one.

    >>> parse_trump("♥"), parse_trump("无主"), parse_trump("X")
    (<Trump.H: 'H'>, <Trump.NT: 'NT'>, None)
    """
    t = text.strip()
    got = TRUMP_VALUES.get(t)
    if got is not None:
        return got
    if t == "无主" or (t.isascii() and t.lower() == "nt"):  # the pattern's other names
        return Trump.NT
    return None


def format_trump(trump: Trump, ascii: bool) -> str:
    """A trump as the writer writes it: ``NT``, else its suit (``♥``; ``ascii``: ``H``)."""
    if trump == Trump.NT:
        return str(Trump.NT)
    return (SUIT_LETTERS if ascii else SUIT_SYMBOLS)[SUIT_LETTERS.index(trump)]
