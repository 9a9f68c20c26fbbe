"""Cards as written: text the grammar accepted → card kinds, and the notation's canonical order.

Each card has a canonical position (0 big joker, 1 little joker, then ♠A ♠K … ♦2); a compact
group's positions are its suit's base minus each rank.  One tokenising regex reads the text
(:func:`scan_cards` reads a short one by hand).
"""

from __future__ import annotations

from ..core.cards import BIG_JOKER, LITTLE_JOKER, NUM_KINDS, RANK_VALUES, Card
from .grammar import JOKER, JOKER_ALIASES, RANK, SUIT, SUIT_ALIASES, lazy_pattern

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
            continue
        i, n, suit = 0, len(token), -1
        while i < n:
            s = _SUIT_OF.get(token[i])
            if s is None:
                s = _SUIT_OF.get(token[i : i + 2])
                if s is None:
                    return None
                i += 2
            else:
                i += 1
            if suit >= 0 and s != suit:  # a group writes its suit again, never another
                return None
            suit, base, start = s, 16 + 13 * s, len(positions)
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
            if len(positions) == start:
                return None
    if not positions:
        return None
    positions.sort()
    return tuple([POS_TO_CARD[p] for p in positions])


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
