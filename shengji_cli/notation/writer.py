"""Writing records as canonical notation text (:func:`dumps`, :func:`dump`).

>>> from .reader import loads
>>> text = "seats: N W S E\\ntrump: 红桃\\n1. N SAA | W ♠34 | S ♠KQ | E 黑桃55"
>>> print(dumps(loads(text)), end="")
seats: N W S E
trump: ♥
1. N ♠AA | W ♠43 | S ♠KQ | E ♠55
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from typing import IO, NamedTuple

from ..core.cards import RANK_NAMES, Card
from ..core.record import HandRecord, Play, Ruling
from ..core.vocab import Phase, Side, Trump
from .cards import format_cards, format_cards_in_order, format_trump
from .errors import ParseError
from .grammar import HEADER_ALIASES, KEY_OF, SEAT_RE, SIDE_VALUES
from .reader import parse_blocks

__all__ = ["dump", "dumps", "format_text", "typed_in_chinese"]


class _Style(NamedTuple):
    """How the writer spells: suits as ``S H C D`` (``ascii``), or the Chinese way (``zh``:
    header keys by their Chinese names and ``：``, suits ``黑 红 梅 方``, ``大王 小王``,
    ``无主``); else the symbols ``♠ ♥ ♣ ♦``, ``BJ LJ`` and the English keys."""

    ascii: bool
    zh: bool


ZH_KEYS = {key: zh for zh, key in reversed(HEADER_ALIASES.items())}
"""A header key → the Chinese name the writer writes (the first listed)."""
_ZH_CARDS = str.maketrans({"♠": "黑", "♥": "红", "♣": "梅", "♦": "方"})
_ZH_TRUMP = {"NT": "无主"}
_ZH_CARD_WORDS = frozenset("黑红梅方大小")
"""The characters only Chinese-typed cards hold (suits, and 大王 小王)."""


def _cards(cards: Iterable[Card], st: _Style) -> str:
    """Cards in canonical order, as :func:`~.cards.format_cards` writes them in ``st``."""
    text = format_cards(cards, st.ascii)
    return _zh_cards(text) if st.zh else text


def _cards_in_order(cards: Sequence[Card], st: _Style) -> str:
    text = format_cards_in_order(cards, st.ascii)
    return _zh_cards(text) if st.zh else text


def _zh_cards(text: str) -> str:
    """Cards text written with symbols (``BJ ♠AK``), the Chinese way (``大王 黑AK``)."""
    return text.translate(_ZH_CARDS).replace("BJ", "大王").replace("LJ", "小王")


_ZH_SIDES = {side: zh for zh, side in SIDE_VALUES.items() if not zh.isascii()}


def _side(side: Side, st: _Style) -> str:
    return _ZH_SIDES[side] if st.zh else str(side)


def _trump(trump: Trump, st: _Style) -> str:
    text = format_trump(trump, st.ascii)
    return _ZH_TRUMP.get(text, text.translate(_ZH_CARDS)) if st.zh else text


def _format_play(play: Play, st: _Style) -> str:
    cards = _cards(play.cards, st)
    if play.attempted is None:
        return f"{play.seat} {cards}"
    return f"{play.seat} {_cards(play.attempted, st)} -> {cards}"


def _comment_line(text: str) -> str:
    return f"# {text}" if text else "#"


Lines = list[tuple[str, str]]
"""Lines of a hand, each with its key (:attr:`HandRecord.notes`)."""


def _one(key: str, value: object, st: _Style) -> Lines:
    """The line ``KEY: VALUE``, none when ``value`` is ``None``."""
    return [] if value is None else [(key, _line(key, value, st))]


def _line(key: str, value: object, st: _Style, seat: str = "") -> str:
    """``KEY: VALUE`` (``deal SEAT: VALUE``), or ``键：VALUE`` where ``st`` is Chinese and the
    key has a Chinese name."""
    name = ZH_KEYS.get(key) if st.zh else None
    head = key if name is None else name
    if seat:
        head += f" {seat}"
    return f"{head}: {value}" if name is None else f"{head}：{value}"


def _entries(entries: Iterable[tuple[str, object]]) -> str:
    return " ".join(f"{seat}={value}" for seat, value in entries)


def _levels(entries: Iterable[tuple[str, int]] | None) -> str | None:
    return None if entries is None else _entries((s, RANK_NAMES[lv]) for s, lv in entries)


def _head_lines(r: HandRecord, st: _Style) -> Lines:
    """``variant:`` to ``trump:``."""
    return [
        *_one("variant", r.variant, st),
        *_one("seats", None if r.seats is None else " ".join(r.seats), st),
        *_one("dealer", r.dealer, st),
        *_one("level", None if r.level is None else RANK_NAMES[r.level], st),
        *_one("teams", None if r.teams is None else _entries(r.teams), st),
        *_one("levels", _levels(r.levels), st),
        *_one("trump", None if r.trump is None else _trump(r.trump, st), st),
    ]


def _bid_lines(r: HandRecord, st: _Style) -> Lines:
    """``bid:`` lines and ``turned:``."""
    out = [("bid none", _line("bid", "none", st))] if r.no_bid else []
    out += [
        (
            f"bid {i}",
            _line("bid", f"{b.seat} {_cards(b.cards, st)}", st)
            + ("" if b.phase == Phase.DEAL else f" {b.phase}"),
        )
        for i, b in enumerate(r.bids)
    ]
    return out + _one("turned", None if r.turned is None else _cards((r.turned,), st), st)


def _card_lines(r: HandRecord, st: _Style) -> Lines:
    """The deals (in the order of ``seats:``), the kitty, the bury, the reburies, the tricks."""
    deals = r.deals
    if r.seats is not None:
        order = {s: i for i, s in enumerate(r.seats)}
        deals = tuple(sorted(deals, key=lambda d: order.get(d[0], len(order))))
    return [
        *((f"deal {seat}", _line("deal", _cards(cards, st), st, seat)) for seat, cards in deals),
        *_one("kitty", None if r.kitty is None else _cards_in_order(r.kitty, st), st),
        *_one("buried", None if r.buried is None else _cards(r.buried, st), st),
        *(
            (f"reburied {i}", _line("reburied", f"{seat} {_cards(cards, st)}", st))
            for i, (seat, cards) in enumerate(r.reburied)
        ),
        *(
            (f"trick {i}", f"{t.number}. " + " | ".join(_format_play(p, st) for p in t.plays))
            for i, t in enumerate(r.tricks)
        ),
    ]


def _claim_lines(r: HandRecord, st: _Style) -> Lines:
    """``points:`` to ``after:``."""
    c = r.claims
    bottom = c.bottom_points
    times = "" if c.bottom_multiplier is None else f" x{c.bottom_multiplier}"
    result = c.result
    return [
        *_one("points", c.points, st),
        *_one("bottom", None if bottom is None else f"{bottom}{times}", st),
        *_one(
            "result", None if result is None else f"{_side(result.side, st)} +{result.levels}", st
        ),
        *(
            (f"penalty {i}", _line("penalty", f"{seat} {n}", st))
            for i, (seat, n) in enumerate(c.penalties)
        ),
        *_one("winners", " ".join(c.winners) if c.winners else None, st),
        *_one("after", _levels(c.levels_after), st),
    ]


def _ruling_text(x: Ruling) -> str:
    return (
        f"{x.fault} {x.seat}"
        + ("" if x.points is None else f" {x.points}")
        + ("" if x.cards is None else f" cards={x.cards}")
        + ("" if x.at is None else f" at={x.at}")
    )


def _match_lines(r: HandRecord, st: _Style) -> Lines:
    """``ruling:``, ``draw:``, ``redeal:`` and ``time:``."""
    redeal, time = r.redeal, r.time
    return [
        *((f"ruling {i}", _line("ruling", _ruling_text(x), st)) for i, x in enumerate(r.rulings)),
        *(
            (f"draw {i}", _line("draw", _entries((s, _cards((c,), st)) for s, c in draw), st))
            for i, draw in enumerate(r.draws)
        ),
        *_one("redeal", None if redeal is None else f"{redeal[0]} {_cards(redeal[1], st)}", st),
        *_one(
            "time", None if time is None else " ".join(filter(None, (time.event, time.winner))), st
        ),
    ]


_SECTIONS = (_head_lines, _bid_lines, _card_lines, _claim_lines, _match_lines)
"""The hand's lines in canonical order, a section each."""


def _lines(r: HandRecord, st: _Style) -> Lines:
    """The hand's lines in canonical order, each with its key (:attr:`HandRecord.notes`)."""
    return [line for section in _SECTIONS for line in section(r, st)]


def _dump_record(r: HandRecord, st: _Style) -> str:
    out = [_comment_line(c) for c in r.comments]
    if r.notes:
        notes = dict(r.notes)
        for key, line in _lines(r, st):
            note = notes.get(key)
            if note is None:
                out.append(line)
                continue
            out += [_comment_line(c) for c in note.above]
            out.append(line if note.inline is None else f"{line}  {_comment_line(note.inline)}")
    else:
        out += [line for _, line in _lines(r, st)]
    out += [_comment_line(c) for c in r.trailing]
    return "".join(line + "\n" for line in out)


def _separator(r: HandRecord) -> str:
    return (
        "---\n" if r.separator_comment is None else f"---  {_comment_line(r.separator_comment)}\n"
    )


def dumps(records: Iterable[HandRecord], ascii: bool = False, zh: bool = False) -> str:
    """The canonical text of some hands, blocks separated by ``---``.

    Cards are grouped by suit in canonical order, except the kitty's, which keep their order
    (top card first); ``ascii=True`` writes suits as ``S H C D``; ``zh=True`` writes the
    Chinese way (:data:`ZH_KEYS`, ``庄家：北``, ``黑AK``, ``大王``, ``无主``).

    >>> r = HandRecord(seats=("N", "W", "S", "E"), trump="S", kitty=(16, 52, 12, 12, 11))
    >>> print(dumps([r, r], ascii=True), end="")
    seats: N W S E
    trump: S
    kitty: H5 LJ SAAK
    ---
    seats: N W S E
    trump: S
    kitty: H5 LJ SAAK
    """
    st = _Style(ascii and not zh, zh)
    out: list[str] = []
    for r in records:
        if out:
            out.append(_separator(r))
        elif r.separator_comment is not None:  # no --- before the first hand: its comment on top
            out.append(_comment_line(r.separator_comment) + "\n")
        out.append(_dump_record(r, st))
    return "".join(out)


def format_text(text: str, source: str = "<string>", zh: bool | None = None) -> str:
    """``text`` in canonical form, its comments where they were; raises the first
    :class:`~.errors.ParseError`.  A text without a hand (empty, or comments alone) is
    returned as it is: there is nothing to put in order.  ``zh``: written the Chinese way, or
    not; ``None``: as the text was typed (:func:`typed_in_chinese`).

    >>> print(format_text("trump: H  # hearts\\n# the rank\\nlevel: 5\\n"), end="")
    # the rank
    level: 5
    trump: ♥  # hearts
    >>> print(format_text("主：红\\n级别：5\\n"), end="")
    级别：5
    主：红
    """
    records = []
    for item in parse_blocks(text, source):
        if isinstance(item, ParseError):
            raise item
        records.append(item)
    if not records:
        return text
    return dumps(records, zh=typed_in_chinese(text) if zh is None else zh)


def typed_in_chinese(text: str) -> bool:
    """Whether ``text`` was typed the Chinese way: its first header key that has a Chinese name
    is written by it (``庄家：北``, not ``dealer: 北``); with no such key, whether its cards are
    (``黑A``, ``大王``, outside comments).

    >>> typed_in_chinese("# 第一副\\n庄家：北\\ntrump: H"), typed_in_chinese("level: 5\\n主：红")
    (True, False)
    >>> typed_in_chinese("levels: N=2\\n炒底：N 黑2"), typed_in_chinese("# 红\\n1. N 方3 | E ♦4")
    (True, True)
    """
    for line in text.splitlines():
        content = line.strip()
        word = SEAT_RE.match(content) if content and content[0] not in "#0123456789" else None
        if word is not None and KEY_OF.get(word.group().lower()) in ZH_KEYS:
            return word.group() in HEADER_ALIASES
    return any(c in _ZH_CARD_WORDS for line in text.splitlines() for c in line.partition("#")[0])


def dump(
    records: Iterable[HandRecord], file: str | os.PathLike[str] | IO[str], ascii: bool = False
) -> None:
    """Write :func:`dumps` of ``records`` to a path (as UTF-8) or an open text file."""
    text = dumps(records, ascii)
    if isinstance(file, (str, os.PathLike)):
        with open(file, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    else:
        file.write(text)
