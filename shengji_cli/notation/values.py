"""Single values in the notation's words, as command-line options give them: cards, a level, a
trump."""

from __future__ import annotations

from ..core.cards import RANK_VALUES, Card
from .cards import parse_trump, scan_cards
from .grammar import SEAT_RE

__all__ = ["is_seat", "parse_cards_text", "parse_level", "parse_trump"]


def parse_level(text: str) -> int | None:
    """A level rank (``2``–``10``, ``T``, ``J Q K A``) → 2..14; ``None`` if it is not one.

    >>> parse_level("10"), parse_level("j"), parse_level("1")
    (10, 11, None)
    """
    return RANK_VALUES.get(text.strip().upper())


def is_seat(text: str) -> bool:
    """Whether ``text`` is a ``seat`` production's text; an ASCII name is told without the
    pattern, whose CJK ranges take milliseconds to compile.

    >>> is_seat("N"), is_seat("north_2"), is_seat("北"), is_seat("2N"), is_seat("")
    (True, True, True, False, False)
    """
    if text.isascii():
        return text[:1].isalpha() and text.replace("_", "a").isalnum()
    return SEAT_RE.fullmatch(text) is not None


def parse_cards_text(text: str, source: str = "<cards>") -> tuple[Card, ...]:
    """Cards written in the notation (a command-line CARDS argument), in canonical order;
    raises :class:`~.errors.ParseError`.

    >>> from shengji_cli.core.cards import cards_str
    >>> cards_str(parse_cards_text("♥5 ♠akk 大王"))
    'BJ SA SK SK H5'
    >>> parse_cards_text("♠AK X5")
    Traceback (most recent call last):
      ...
    shengji_cli.notation.errors.ParseError: <cards>:1:5: notation.unknown-suit(...) [...]
    """
    line = text.replace("\n", " ")
    scanned = scan_cards(line)  # what the ``cards`` pattern reads (tests/notation/test_scan.py)
    if scanned is not None:
        return scanned
    from .elements import explain_cards  # only a wrong text needs it

    content = line.strip()
    lead = len(line) - len(line.lstrip())
    explain_cards(source, line, lead, lead + len(content))
