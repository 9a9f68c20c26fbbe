"""Reading the record notation (``.sj`` files): text to
:class:`~shengji_cli.core.record.HandRecord`.

The grammar is ``grammar/shengji.ebnf``.  :func:`loads` runs the compiled regexes of its line
productions (:mod:`.grammar`) directly, one match per line, then reads the cards of a match
with one tokenising regex (:mod:`.cards`).  Only a line that does not match goes to
:mod:`.elements` (the same grammar as pyparsing elements), which says where and why it is wrong.

A line the patterns refuse is read once more with a Chinese keyboard's full-width forms as
ASCII (:meth:`_Block.retyped`), so a good line costs no translation.  Every comment is kept on
the record (:attr:`~shengji_cli.core.record.HandRecord.notes` and the fields beside it).

Cards are stored in one canonical order in every field: big joker, little joker, then
♠ ♥ ♣ ♦, each suit from A down to 2; so ``loads(dumps(records)) == records``.

>>> [hand] = loads('''
... seats: N W S E
... level: 10
... trump: 红桃
... 1. N SAA | W ♠34 | S ♠KQ | E 黑桃55
... ''')
>>> hand.level, hand.trump, hand.tricks[0].plays[1]
(10, <Trump.H: 'H'>, Play(seat='W', cards=(2, 1), attempted=None, line=5, column=12))
"""

from __future__ import annotations

import codecs
import gc
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import IO, NoReturn, TypeVar

from ..core.cards import RANK_VALUES, Card
from ..core.messages import Msg, Param
from ..core.record import (
    Bid,
    Claims,
    HandRecord,
    LineNote,
    Play,
    ResultClaim,
    Ruling,
    TimeMark,
    Trick,
)
from ..core.suggest import did_you_mean
from ..core.vocab import Fault, Phase, TimeEvent, Trump
from .cards import CARD_CACHE, read_cards, read_cards_in_order
from .errors import ParseError, error
from .grammar import (
    HEADER_FULL_RES,
    HEADER_RES,
    KEY_OF,
    MAX_DIGITS,
    NONSPACE_RE,
    SEAT_ALIASES,
    SEAT_RE,
    SEPARATOR_RE,
    SIDE_VALUES,
    TRICK_FULL_RE,
    TRICK_RE,
    TRUMP_VALUES,
    WIDE_FORMS,
    WIDE_RE,
)

__all__ = ["MAX_LINE_CARDS", "decode", "load", "loads", "parse_blocks"]

MAX_LINE_CARDS = 1000
"""The most cards one line may hold (a deal, the kitty, a bid, a play…): more than any deck
the tool plays with (54 × 18 copies), so that a huge line is refused before it is judged."""
MAX_REPEATED_LINES = 200
"""The most ``bid:``, ``reburied:``, ``penalty:`` or ``ruling:`` lines one hand may hold (a
real hand has a few): each may give a finding, and a hand's report stays small."""
MAX_SHOWN = 240
"""An error echoes at most about this many characters of its line."""
MAX_SHOWN_TEXT = 40
"""An error quotes at most this many characters of a bad token."""


def _failed_throw(seat: str, attempted: str, played: str, line: int, column: int) -> Play:
    """A play written ``attempted -> played``."""
    return Play(seat, read_cards(played), read_cards(attempted), line, column)


def _play(seat: str, cards: str, played: str | None, line: int, column: int) -> Play:
    """A play of a trick line: ``seat cards``, or ``seat cards -> played``."""
    if played is None:
        cards_read = CARD_CACHE.get(cards) or read_cards(cards)
        return tuple.__new__(Play, (seat, cards_read, None, line, column))  # as Play(...), faster
    return _failed_throw(seat, cards, played, line, column)


_T = TypeVar("_T")
_Handler = Callable[["_Block", re.Match[str], int, int], None]


class _Block:
    """A hand being read: its header values, tricks, and where seats were named."""

    __slots__ = (
        "above",
        "after",
        "bids",
        "bottom_multiplier",
        "bottom_points",
        "buried",
        "comments",
        "dealer",
        "deals",
        "draws",
        "first_line",
        "kitty",
        "level",
        "levels",
        "lines",
        "no_bid",
        "notes",
        "offset",
        "penalties",
        "points",
        "reburied",
        "redeal",
        "result",
        "rulings",
        "seat_refs",
        "seats",
        "seen",
        "separator_comment",
        "source",
        "started",
        "teams",
        "time",
        "tricks",
        "trump",
        "turned",
        "typed",
        "variant",
        "winners",
    )

    def __init__(self, source: str, lines: list[str], first_line: int, offset: int = 1) -> None:
        self.source = source
        self.lines = lines
        self.first_line = first_line
        self.offset = offset
        """The number of ``lines[0]`` in its file."""
        self.started = False
        self.comments: list[str] = []
        self.above: list[str] = []
        """Full-line comments since the last line read, once the block has started."""
        self.notes: list[tuple[str, LineNote]] = []
        self.separator_comment: str | None = None
        self.typed: str | None = None
        """The line's content as typed, while it is read again with its full-width forms as
        ASCII."""
        self.seen: dict[str, int] = {}
        self.seat_refs: list[tuple[str, int, int]] = []
        self.variant: str | None = None
        self.seats: tuple[str, ...] | None = None
        self.dealer: str | None = None
        self.level: int | None = None
        self.trump: Trump | None = None
        self.deals: list[tuple[str, tuple[Card, ...]]] = []
        self.kitty: tuple[Card, ...] | None = None
        self.buried: tuple[Card, ...] | None = None
        self.tricks: list[Trick] = []
        self.points: int | None = None
        self.bottom_points: int | None = None
        self.winners: tuple[str, ...] = ()
        self.bottom_multiplier: int | None = None
        self.result: ResultClaim | None = None
        self.penalties: list[tuple[str, int]] = []
        self.levels: tuple[tuple[str, int], ...] | None = None
        self.after: tuple[tuple[str, int], ...] | None = None
        self.bids: list[Bid] = []
        self.no_bid = False
        self.turned: Card | None = None
        self.rulings: list[Ruling] = []
        self.reburied: list[tuple[str, tuple[Card, ...]]] = []
        self.teams: tuple[tuple[str, str], ...] | None = None
        self.time: TimeMark | None = None
        self.redeal: tuple[str, tuple[Card, ...]] | None = None
        self.draws: list[tuple[tuple[str, Card], ...]] = []

    def error(self, lineno: int, pos: int, problem: Msg, expected: Msg) -> ParseError:
        return error(self.source, lineno, self.lines[lineno - self.offset], pos, problem, expected)

    def explain(self, lineno: int, lead: int, content: str) -> NoReturn:
        """Raise the error of a line that matched no element; its echo is the line as typed."""
        from .elements import explain_line  # only a bad line needs the elements (and pyparsing)

        text = self.lines[lineno - self.offset]
        if self.typed is None:
            explain_line(self.source, lineno, text, lead, content)
        try:
            explain_line(self.source, lineno, text.translate(WIDE_FORMS), lead, content)
        except ParseError as e:
            raise ParseError(
                e.source, e.line, e.column, e.message, text.rstrip("\r\n"), e.expected
            ) from None

    def header(self, content: str, lineno: int, lead: int) -> str | None:
        """Read a line that does not start with a digit: ``content`` is its text between the
        indent (``lead`` characters) and the comment.  Returns the line's key
        (:attr:`HandRecord.notes`)."""
        word = SEAT_RE.match(content)
        key = KEY_OF.get(word.group().lower(), "") if word else ""
        entry = _HEADERS.get(key)
        m = (
            None
            if entry is None
            else entry[0].fullmatch(content) or HEADER_FULL_RES[key].fullmatch(content)
        )
        if entry is None or m is None:
            return self.retyped(content, lineno, lead)
        entry[1](self, m, lineno, lead)
        return key

    def retyped(self, content: str, lineno: int, lead: int) -> str | None:
        """A line no pattern took: read again with the full-width forms a Chinese keyboard types
        as ASCII (:data:`.grammar.WIDE_FORMS`), else its error.  Returns what :meth:`read` does.

        Only such a line is translated: a line the patterns take means the same either way (the
        patterns refuse every full-width form but ``：``, which they read as ``:``, and free text,
        which is kept as typed), so reading a good line costs nothing more."""
        if self.typed is not None or not WIDE_RE.search(content):
            self.explain(lineno, lead, content)
        self.typed = content
        try:
            return self.read(content.translate(WIDE_FORMS), lineno, lead)
        finally:
            self.typed = None

    def read(self, content: str, lineno: int, lead: int) -> str | None:
        """Read a header or trick line; returns the header's key, ``None`` for a trick."""
        if content[0] in "0123456789":
            return self.trick(content, lineno, lead)
        return self.header(content, lineno, lead)

    def take(
        self, content: str, first: str, lead: int, raw: str, hash_at: int, lineno: int
    ) -> ParseError | None:
        """Read a header or trick line (``content``, its first character ``first``, after
        ``lead`` characters of indent; its comment at ``hash_at`` of ``raw``): its error, if
        any."""
        try:
            word = (
                self.trick(content, lineno, lead)
                if first in "0123456789"
                else self.header(content, lineno, lead)
            )  # as self.read, one call fewer
        except ParseError as e:
            return clipped(e)
        if hash_at >= 0 or self.above:
            self.note(word, raw, hash_at)
        return None

    def note(self, word: str | None, raw: str, hash_at: int) -> None:
        """Keep the comments of the line just read (``raw``; ``word``: its key, ``None`` for a
        trick): those above it and its own, after ``#`` at ``hash_at``."""
        key = f"trick {len(self.tricks) - 1}" if word is None else self.line_key(word)
        inline = None if hash_at < 0 else _comment(raw[hash_at + 1 :])
        self.notes.append((key, LineNote(tuple(self.above), inline)))
        self.above = []

    def line_key(self, key: str) -> str:
        """The key of the header line just read whose header key is ``key``."""
        match key:
            case "deal":
                return f"deal {self.deals[-1][0]}"
            case "bid":
                return "bid none" if self.no_bid else f"bid {len(self.bids) - 1}"
            case "reburied":
                return f"reburied {len(self.reburied) - 1}"
            case "penalty":
                return f"penalty {len(self.penalties) - 1}"
            case "ruling":
                return f"ruling {len(self.rulings) - 1}"
            case "draw":
                return f"draw {len(self.draws) - 1}"
            case _:
                return key

    def typed_text(self, m: re.Match[str], group: str) -> str:
        """A free-text value (a variant, a team name) as the user typed it."""
        return m.group(group) if self.typed is None else self.typed[m.start(group) : m.end(group)]

    def once(self, key: str, lineno: int, pos: int) -> None:
        if key in self.seen:
            raise self.error(
                lineno,
                pos,
                Msg.of("notation.duplicate-header", key=key),
                Msg.of("notation.expected.one-line-per-hand", key=key, line=self.seen[key]),
            )
        self.seen[key] = lineno

    def cards(
        self, m: re.Match[str], group: str, lineno: int, lead: int, in_order: bool = False
    ) -> tuple[Card, ...]:
        """The cards of a line's ``group``, at most :data:`MAX_LINE_CARDS` of them."""
        text = m.group(group)
        cards = read_cards_in_order(text) if in_order else read_cards(text)
        if len(cards) > MAX_LINE_CARDS:
            raise self.too_many_cards(lineno, lead + m.start(group), len(cards))
        return cards

    def too_many_cards(self, lineno: int, pos: int, n: int) -> ParseError:
        return self.error(
            lineno,
            pos,
            Msg.of("limits.too-many-cards", n=n),
            Msg.of("limits.expected.at-most-cards", limit=MAX_LINE_CARDS),
        )

    def repeated(self, key: str, count: int, lineno: int, lead: int) -> None:
        """One more ``key`` line, ``count`` of them read before: at most
        :data:`MAX_REPEATED_LINES`."""
        if count >= MAX_REPEATED_LINES:
            raise self.error(
                lineno,
                lead,
                Msg.of("limits.too-many-lines", key=key, limit=MAX_REPEATED_LINES),
                Msg.of("limits.expected.at-most-lines", limit=MAX_REPEATED_LINES),
            )

    def number(self, m: re.Match[str], group: str | int, lineno: int, lead: int) -> int:
        text = m.group(group)
        if len(text.lstrip("+-")) > MAX_DIGITS:
            raise self.error(
                lineno,
                lead + m.start(group),
                Msg.of("notation.number-too-large", text=text[:20]),
                Msg.of("notation.expected.digits", n=MAX_DIGITS),
            )
        return int(text)

    def seat_ref(self, m: re.Match[str], lineno: int, lead: int) -> str:
        seat = m.group("seat")
        self.seat_refs.append((seat, lineno, lead + m.start("seat")))
        return seat

    def trick(self, content: str, lineno: int, lead: int) -> str | None:
        """Read a line that starts with a digit (as :meth:`header` does); returns ``None``."""
        trick = self.plain_trick(content, lineno, lead) or self.matched_trick(content, lineno, lead)
        if trick is None:
            return self.retyped(content, lineno, lead)
        if len(content) > MAX_LINE_CARDS:  # shorter text cannot hold more cards
            for p in trick.plays:
                n = max(len(p.cards), len(p.attempted or ()))
                if n > MAX_LINE_CARDS:
                    raise self.too_many_cards(lineno, (p.column or 1) - 1, n)
        self.tricks.append(trick)
        return None

    def matched_trick(self, content: str, lineno: int, lead: int) -> Trick | None:
        """The trick of a line the trick pattern takes, else ``None``."""
        m = TRICK_RE.fullmatch(content) or TRICK_FULL_RE.fullmatch(content)
        if m is None:
            return None
        number, s0, c0, p0, s1, c1, p1, s2, c2, p2, s3, c3, p3 = m.groups()  # _TRICK_LAYOUT
        at = m.start
        col = lead + 1
        n = int(number) if len(number) <= MAX_DIGITS else self.number(m, 1, lineno, lead)
        plays = (
            _play(s0, c0, p0, lineno, col + at(2)),
            _play(s1, c1, p1, lineno, col + at(5)),
            _play(s2, c2, p2, lineno, col + at(8)),
            _play(s3, c3, p3, lineno, col + at(11)),
        )
        return tuple.__new__(Trick, (n, plays, lineno))  # as Trick(...), without keywords

    def plain_trick(self, content: str, lineno: int, lead: int) -> Trick | None:
        """The trick of a line as the writer writes it — ``N. SEAT CARDS | SEAT CARDS | …``, four
        plays, one space each side of every ``|``, seats of ``seats:``, card texts read before
        (:data:`~.cards.CARD_CACHE` holds only texts the ``cards`` production took) — else
        ``None``.  The trick pattern takes every such line, with the same groups; it reads any
        other (a failed throw, other spacing, a seat or cards first seen)."""
        seats = self.seats
        parts = content.split(" | ")
        if seats is None or len(parts) != 4:
            return None
        number, dot, parts[0] = parts[0].partition(". ")
        if not dot or not number.isascii() or not number.isdigit() or len(number) > MAX_DIGITS:
            return None
        get = CARD_CACHE.get
        new = tuple.__new__  # as in trick()
        column = lead + len(number) + 3
        plays = []
        for part in parts:
            seat, space, text = part.partition(" ")
            cards = get(text)
            if cards is None or not space or seat not in seats:
                return None
            plays.append(new(Play, (seat, cards, None, lineno, column)))
            column += len(part) + 3
        return new(Trick, (int(number), tuple(plays), lineno))

    # Header handlers: the line matched its element.

    def h_variant(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("variant", lineno, lead)
        self.variant = self.typed_text(m, "value")

    def h_seats(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("seats", lineno, lead)
        found: list[str] = []
        for t in NONSPACE_RE.finditer(m.group("seats")):
            pos = lead + m.start("seats") + t.start()
            if t.group() in found:
                raise self.error(
                    lineno,
                    pos,
                    Msg.of("notation.seat-listed-twice", seat=t.group()),
                    Msg.of("notation.expected.distinct-seats"),
                )
            if len(found) == 4:
                raise self.error(
                    lineno,
                    pos,
                    Msg.of("notation.too-many-seats"),
                    Msg.of("notation.expected.four-seats"),
                )
            found.append(t.group())
        if len(found) < 4:
            raise self.error(
                lineno,
                lead + m.end(),
                Msg.of("notation.too-few-seats", n=len(found)),
                Msg.of("notation.expected.four-seats"),
            )
        self.seats = tuple(found)

    def h_dealer(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("dealer", lineno, lead)
        self.dealer = self.seat_ref(m, lineno, lead)

    def h_level(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("level", lineno, lead)
        self.level = RANK_VALUES[m.group("rank").upper()]

    def h_trump(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("trump", lineno, lead)
        self.trump = TRUMP_VALUES.get(m.group("trump"), Trump.NT)  # else NT, nt or 无主

    def h_deal(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once(f"deal {m.group('seat')}", lineno, lead)
        self.deals.append((self.seat_ref(m, lineno, lead), self.cards(m, "cards", lineno, lead)))

    def h_kitty(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("kitty", lineno, lead)
        self.kitty = self.cards(m, "cards", lineno, lead, in_order=True)

    def h_buried(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("buried", lineno, lead)
        self.buried = self.cards(m, "cards", lineno, lead)

    def h_points(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("points", lineno, lead)
        self.points = self.number(m, "n", lineno, lead)

    def h_bottom(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("bottom", lineno, lead)
        self.bottom_points = self.number(m, "n", lineno, lead)
        if m.group("m") is not None:
            self.bottom_multiplier = self.number(m, "m", lineno, lead)

    def h_result(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("result", lineno, lead)
        self.result = ResultClaim(
            SIDE_VALUES[m.group("side").lower()], self.number(m, "n", lineno, lead)
        )

    def h_penalty(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.repeated("penalty", len(self.penalties), lineno, lead)
        self.penalties.append((self.seat_ref(m, lineno, lead), self.number(m, "n", lineno, lead)))

    def entries(
        self, m: re.Match[str], group: str, lineno: int, lead: int
    ) -> list[tuple[str, str, int]]:
        """The ``SEAT=VALUE`` entries of a line's ``group``, a seat once each: each seat, its
        value and where the value ends in the group."""
        entries: list[tuple[str, str, int]] = []
        for t in NONSPACE_RE.finditer(m.group(group)):
            seat, value = t.group().split("=")
            pos = lead + m.start(group) + t.start()
            if any(s == seat for s, _, _ in entries):
                raise self.error(
                    lineno,
                    pos,
                    Msg.of("notation.seat-given-twice", seat=seat),
                    Msg.of("notation.expected.one-entry-per-seat"),
                )
            self.seat_refs.append((seat, lineno, pos))
            entries.append((seat, value, t.end()))
        return entries

    def seat_entries(
        self, m: re.Match[str], key: str, lineno: int, lead: int, as_typed: bool = False
    ) -> list[tuple[str, str]]:
        """The ``SEAT=VALUE`` entries of a ``levels:`` or ``teams:`` line, a seat once each
        (``as_typed``: each value as the user typed it)."""
        self.once(key, lineno, lead)
        entries = self.entries(m, key, lineno, lead)
        if as_typed and self.typed is not None:
            typed, start = self.typed, m.start(key)
            return [(s, typed[start + end - len(v) : start + end]) for s, v, end in entries]
        return [(seat, value) for seat, value, _ in entries]

    def h_winners(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("winners", lineno, lead)
        self.winners = tuple(t.group() for t in NONSPACE_RE.finditer(m.group("seats")))
        if len(self.winners) > MAX_REPEATED_LINES:
            raise self.error(
                lineno,
                lead,
                Msg.of("limits.too-many-lines", key="winners", limit=MAX_REPEATED_LINES),
                Msg.of("limits.expected.at-most-lines", limit=MAX_REPEATED_LINES),
            )

    def h_levels(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.levels = tuple(
            (seat, RANK_VALUES[rank.upper()])
            for seat, rank in self.seat_entries(m, "levels", lineno, lead)
        )

    def h_after(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.after = tuple(
            (seat, RANK_VALUES[rank.upper()])
            for seat, rank in self.seat_entries(m, "after", lineno, lead)
        )

    def h_teams(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.teams = tuple(self.seat_entries(m, "teams", lineno, lead, as_typed=True))

    def h_bid(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.repeated("bid", len(self.bids), lineno, lead)
        if self.no_bid or (m.group("none") is not None and self.bids):
            raise self.error(
                lineno,
                lead,
                Msg.of("notation.bid-none-with-bids"),
                Msg.of("notation.expected.bid-none-or-bids"),
            )
        if m.group("none") is not None:
            self.no_bid = True
            return
        phase = Phase((m.group("phase") or "deal").lower())
        self.bids.append(
            Bid(self.seat_ref(m, lineno, lead), self.cards(m, "cards", lineno, lead), phase)
        )

    def h_reburied(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.repeated("reburied", len(self.reburied), lineno, lead)
        self.reburied.append((self.seat_ref(m, lineno, lead), self.cards(m, "cards", lineno, lead)))

    def h_turned(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("turned", lineno, lead)
        self.turned = read_cards(m.group("card"))[0]

    def h_ruling(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.repeated("ruling", len(self.rulings), lineno, lead)
        n, cards, at = (
            None if m.group(g) is None else self.number(m, g, lineno, lead)
            for g in ("n", "cards", "at")
        )
        self.rulings.append(
            Ruling(Fault(m.group("fault").lower()), self.seat_ref(m, lineno, lead), n, cards, at)
        )

    # the end of a timed match, a redeal at a seat's call, the draw for the first dealer.

    def h_time(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("time", lineno, lead)
        if m.group("called") is not None:
            self.time = TimeMark(TimeEvent.CALLED)
        else:
            self.time = TimeMark(
                TimeEvent.UP, None if m.group("seat") is None else self.seat_ref(m, lineno, lead)
            )

    def h_redeal(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.once("redeal", lineno, lead)
        self.redeal = (self.seat_ref(m, lineno, lead), self.cards(m, "cards", lineno, lead))

    def h_draw(self, m: re.Match[str], lineno: int, lead: int) -> None:
        self.repeated("draw", len(self.draws), lineno, lead)
        entries = self.entries(m, "draws", lineno, lead)
        self.draws.append(tuple((seat, read_cards(card)[0]) for seat, card, _ in entries))

    def check_seats(self, seats: tuple[str, ...]) -> None:
        """Every seat named is one of ``seats``, or the twin of one (:data:`.SEAT_ALIASES`:
        ``北`` where ``seats:`` lists ``N``, read as ``N``, unless the block names ``N`` too):
        else the error at the first one that is not."""
        named = {p.seat for t in self.tricks for p in t.plays}
        named.update(ref[0] for ref in self.seat_refs)
        if named.issubset(seats):
            return
        aliases = {
            s: twin
            for s in named - set(seats)
            if (twin := SEAT_ALIASES.get(s)) in seats and twin not in named
        }
        if aliases:
            self.rename_seats(aliases)
            self.check_seats(seats)
            return
        raise self.unknown_seat(seats)

    def rename_seats(self, aliases: dict[str, str]) -> None:
        """Every seat named read as ``aliases`` has it, where it names one."""

        def a(seat: str) -> str:
            return aliases.get(seat, seat)

        self.rename_claimed_seats(aliases)
        self.dealer = None if self.dealer is None else a(self.dealer)
        self.deals = _renamed(self.deals, aliases)
        self.reburied = _renamed(self.reburied, aliases)
        self.redeal = None if self.redeal is None else (a(self.redeal[0]), self.redeal[1])
        self.draws = [tuple(_renamed(draw, aliases)) for draw in self.draws]
        self.bids = [replace(b, seat=a(b.seat)) for b in self.bids]
        self.seat_refs = [(a(seat), line, pos) for seat, line, pos in self.seat_refs]
        self.tricks = [
            t._replace(plays=tuple(p._replace(seat=a(p.seat)) for p in t.plays))
            for t in self.tricks
        ]

    def rename_claimed_seats(self, aliases: dict[str, str]) -> None:
        """The seats of the claims, the match lines and the rulings, as :meth:`rename_seats`."""
        self.penalties = _renamed(self.penalties, aliases)
        self.winners = tuple(aliases.get(seat, seat) for seat in self.winners)
        self.levels = None if self.levels is None else tuple(_renamed(self.levels, aliases))
        self.after = None if self.after is None else tuple(_renamed(self.after, aliases))
        self.teams = None if self.teams is None else tuple(_renamed(self.teams, aliases))
        self.rulings = [replace(r, seat=aliases.get(r.seat, r.seat)) for r in self.rulings]
        winner = None if self.time is None else self.time.winner
        if self.time is not None and winner is not None:
            self.time = replace(self.time, winner=aliases.get(winner, winner))

    def unknown_seat(self, seats: tuple[str, ...]) -> ParseError:
        """The error at the first seat named that is not one of ``seats``."""
        plays = [(p.seat, p.line, p.column - 1) for t in self.tricks for p in t.plays]
        unknown = [ref for ref in self.seat_refs + plays if ref[0] not in seats]
        seat, lineno, pos = min(unknown, key=lambda ref: ref[1:])
        guess = did_you_mean(seat, seats)
        return self.error(
            lineno,
            pos,
            Msg.of("notation.unknown-seat", seat=seat),
            Msg.of("notation.expected.one-of-seats", seats=" ".join(seats))
            if guess is None
            else Msg.of("notation.expected.seat-did-you-mean", seats=" ".join(seats), seat=guess),
        )

    def finish(self) -> HandRecord:
        """The record; checks every seat named against ``seats:`` when it is given."""
        seats = self.seats
        if seats is not None:
            self.check_seats(seats)
        deals = self.deals if seats is None else sorted(self.deals, key=lambda d: seats.index(d[0]))
        return HandRecord(
            variant=self.variant,
            seats=self.seats,
            dealer=self.dealer,
            level=self.level,
            trump=self.trump,
            deals=tuple(deals),
            kitty=self.kitty,
            buried=self.buried,
            reburied=tuple(self.reburied),
            tricks=tuple(self.tricks),
            claims=Claims(
                self.points,
                self.bottom_points,
                self.bottom_multiplier,
                self.result,
                tuple(self.penalties),
                self.winners,
                self.after,
            ),
            levels=self.levels,
            teams=self.teams,
            bids=tuple(self.bids),
            no_bid=self.no_bid,
            turned=self.turned,
            rulings=tuple(self.rulings),
            comments=tuple(self.comments),
            notes=tuple(self.notes),
            trailing=tuple(self.above),
            separator_comment=self.separator_comment,
            source=self.source,
            line=self.first_line,
            time=self.time,
            redeal=self.redeal,
            draws=tuple(self.draws),
        )


def _renamed(entries: Iterable[tuple[str, _T]], aliases: dict[str, str]) -> list[tuple[str, _T]]:
    """``SEAT, VALUE`` entries, each seat read as ``aliases`` has it."""
    return [(aliases.get(seat, seat), value) for seat, value in entries]


_HEADERS: dict[str, tuple[re.Pattern[str], _Handler]] = {
    key: (rx, getattr(_Block, f"h_{key}")) for key, rx in HEADER_RES.items()
}
_TRICK_LAYOUT = ["number"] + [f"{g}{i}" for i in range(4) for g in ("seat", "cards", "played")]


def parse_blocks(
    text: str, source: str = "<string>", *, line: int = 1
) -> list[HandRecord | ParseError]:
    """Read every hand of ``text``: a record per block, or the first error in that block.

    Unlike :func:`loads` this goes on past a bad block, for batch checks.  Blocks holding
    nothing but blank lines and comments are skipped; a record's ``line`` is its block's
    first line that is not blank.  ``line``: the number of the text's first line (a piece of
    a bigger file), so that every place is the file's.

    >>> [type(x).__name__ for x in parse_blocks("level: 5\\n---\\nlevel: 1\\n---\\nlevel: K")]
    ['HandRecord', 'ParseError', 'HandRecord']
    """
    return _read_paused(text, source, line)


def _read_paused(text: str, source: str, offset: int = 1) -> list[HandRecord | ParseError]:
    """:func:`_parse_blocks` with the cyclic garbage collector paused.

    Reading makes many long-lived objects and no cycles; a running collector would rescan
    the growing records again and again (a third of the time).  (A plain function, not a
    context manager: one text of one hand is read in about 100 µs, and ``contextlib`` costs 5.)
    """
    if not gc.isenabled():
        return _parse_blocks(text, source, offset)
    gc.disable()
    try:
        return _parse_blocks(text, source, offset)
    finally:
        gc.enable()


def _parse_blocks(text: str, source: str, offset: int = 1) -> list[HandRecord | ParseError]:
    lines = (text[1:] if offset == 1 and text.startswith("\ufeff") else text).split("\n")
    hands = _Hands(source, lines, offset)
    block: _Block | None = None
    skipping = False  # after an error, until the next separator
    for index, raw in enumerate(lines, start=offset - 1):
        hash_at = raw.find("#")
        body = raw if hash_at < 0 else raw[:hash_at]
        content = body.strip()
        first = content[:1]
        if (first == "-" or first == "\uff0d") and _is_separator(content):
            hands.separator(block, skipping, raw, hash_at)
            block, skipping = None, False
        elif skipping:
            continue
        elif content:
            if block is None or not block.started:
                block = hands.start(block, index)
            failed = block.take(content, first, body.find(first), raw, hash_at, index + 1)
            if failed is not None:
                hands.out.append(failed)
                skipping = True
        elif hash_at >= 0:
            block = hands.comment(block, index, raw[hash_at + 1 :])
    if not skipping:
        hands.end(block)
    return hands.out


def _is_separator(content: str) -> bool:
    """Whether a line's ``content`` is a separator: ``---``, or ``－－－`` as typed."""
    typed = content.translate(WIDE_FORMS) if "\uff0d" in content else content
    return SEPARATOR_RE.fullmatch(typed) is not None


class _Hands:
    """The hands of a text as its blocks end, and the comments between them."""

    __slots__ = ("lines", "offset", "out", "pending", "separator_comment", "source")

    def __init__(self, source: str, lines: list[str], offset: int) -> None:
        self.source, self.lines, self.offset = source, lines, offset
        self.out: list[HandRecord | ParseError] = []
        self.separator_comment: str | None = None
        """The last separator's comment: the next hand's."""
        self.pending: list[str] = []
        """Comments of blocks holding nothing else, for the next hand."""

    def separator(self, block: _Block | None, skipping: bool, raw: str, hash_at: int) -> None:
        """A ``---`` line (``raw``): ``block`` ends (unless ``skipping`` it after an error)."""
        if not skipping:
            self.end(block)
        self.separator_comment = None if hash_at < 0 else _comment(raw[hash_at + 1 :])

    def block(self, block: _Block | None, index: int) -> _Block:
        """``block``, else a new one from line ``index`` (0-based)."""
        return _Block(self.source, self.lines, index + 1, self.offset) if block is None else block

    def comment(self, block: _Block | None, index: int, text: str) -> _Block:
        """A line holding only a comment (``#`` then ``text``): the block's, or the next line's
        once the block has started."""
        block = self.block(block, index)
        (block.above if block.started else block.comments).append(_comment(text))
        return block

    def start(self, block: _Block | None, index: int) -> _Block:
        """The block's first header or trick line comes (line ``index``): it takes the comments
        kept for it (a ``---`` before the text's first hand is dropped, its comment kept on
        top)."""
        block = self.block(block, index)
        if not block.started:
            block.started = True
            if self.out or self.separator_comment is None:
                block.separator_comment = self.separator_comment
            else:
                self.pending.append(self.separator_comment)
            block.comments[:0] = self.pending
            self.pending.clear()
        return block

    def end(self, block: _Block | None) -> None:
        """The block is over: a hand, or comments alone (with its separator's), which go to
        the hand before as trailing comments, else to the next hand's top."""
        _end_block(self.out, block, self.separator_comment, self.pending)


def _comment(text: str) -> str:
    """A comment's text: what follows ``#``, one space and the trailing whitespace left out."""
    return (text[1:] if text[:1] == " " else text).rstrip()


def _end_block(
    out: list[HandRecord | ParseError],
    block: _Block | None,
    separator_comment: str | None,
    pending: list[str],
) -> None:
    """The block is over: a hand, or comments alone (with its separator's), which go to the
    hand before as trailing comments, else to the next hand's top."""
    if block is not None and block.started:
        out.append(_finish(block))
        return
    comments = ([] if separator_comment is None else [separator_comment]) + (
        [] if block is None else block.comments
    )
    if not comments:
        return
    if out and isinstance(last := out[-1], HandRecord) and not pending:
        out[-1] = replace(last, trailing=last.trailing + tuple(comments))
    else:
        pending += comments


def _finish(block: _Block) -> HandRecord | ParseError:
    try:
        return block.finish()
    except ParseError as e:
        return clipped(e)


def clipped(e: ParseError) -> ParseError:
    """``e`` echoing at most about :data:`MAX_SHOWN` characters of its line (the start of the
    line up to a little past the column, or nothing when the column is far in) and
    :data:`MAX_SHOWN_TEXT` of any token it quotes."""
    if len(e.line_text) <= MAX_SHOWN:
        return e
    shown = e.line_text[: e.column + 40] + " …" if e.column <= MAX_SHOWN - 40 else ""
    return ParseError(
        e.source,
        e.line,
        e.column,
        _clip_msg(e.message),
        shown,
        None if e.expected is None else _clip_msg(e.expected),
    )


def _clip_msg(msg: Msg) -> Msg:
    def clip(value: Param) -> Param:
        if isinstance(value, Msg):
            return _clip_msg(value)
        if isinstance(value, str) and len(value) > MAX_SHOWN_TEXT:
            return value[:MAX_SHOWN_TEXT] + "…"
        return value

    return Msg(msg.id, tuple((k, clip(v)) for k, v in msg.args))


def loads(text: str, source: str = "<string>") -> list[HandRecord]:
    """Read the hands of a record text; raise the first :class:`ParseError`.

    >>> try:
    ...     loads("seats: N W S E\\n1. N ♠A | W ♠1 | S ♠3 | E ♠4", source="a.sj")
    ... except ParseError as e:
    ...     print(e.line, e.column, e.message, e.expected)
    2 14 notation.unknown-card(text='♠1') notation.expected.rank()
    """
    items = _read_paused(text, source)
    records = []
    for item in items:
        if isinstance(item, ParseError):
            raise item
        records.append(item)
    return records


def load(file: str | os.PathLike[str] | IO[str] | IO[bytes]) -> list[HandRecord]:
    """Read the hands of a UTF-8 file, given as a path or an open file.

    A path (or a binary file) that is not valid UTF-8 raises a :class:`ParseError` at the
    bad byte; a text file raises one at its start, its decoder having lost the place.
    """
    if isinstance(file, (str, os.PathLike)):
        source = os.fspath(file)
        with open(file, "rb") as f:
            data: str | bytes = f.read()
    else:
        source = str(getattr(file, "name", "<file>"))
        try:
            data = file.read()
        except UnicodeDecodeError as e:
            raise ParseError(
                source,
                1,
                1,
                Msg.of("notation.not-utf8", reason=e.reason),
                "",
                Msg.of("notation.expected.utf8"),
            ) from None
    return loads(data if isinstance(data, str) else decode(data, source), source)


def decode(data: bytes, source: str) -> str:
    """Record text from UTF-8 bytes (a byte-order mark dropped); raises :class:`ParseError` at
    the first byte that is not UTF-8, its ``message`` giving the byte as ``byte``."""
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        before = data[: e.start].decode("utf-8")
        line_start = before.rfind("\n") + 1
        line_end = data.find(b"\n", e.start)
        text = data[: len(data) if line_end < 0 else line_end].decode("utf-8", "replace")
        raise error(
            source,
            before.count("\n") + 1,
            text[line_start:],
            len(before) - line_start,
            Msg.of("notation.invalid-utf8-byte", byte=f"0x{data[e.start]:02x}"),
            Msg.of("notation.expected.utf8"),
        ) from None
