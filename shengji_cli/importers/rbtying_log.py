"""The game log of rbtying's shengji.io, as its chat pane shows it (``GAME: Alice played 10♠10♠``),
read into games: each one's bids, tricks (take-backs honoured, failed throws kept), the kitty
revealed at its end and the platform's verdicts (trick winners and points, the buried points and
their multiplier, the summary, the ranks advanced).  A line that is no game message (players'
chat, a setting changed) is passed over; a game message that does not read is a located
:class:`~shengji_cli.notation.ParseError` (docs/formats.md, "rbtying").

>>> games = read_log("GAME: Ann bid 5♥5♥\\nGAME: Ann played HJ\\nGAME: Bo played 10♣")
>>> g = games[0]; [p.name for p in g.open_plays], g.bids[0].cards[0] == g.open_plays[0].cards[0]
(['Ann', 'Bo'], False)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial

from ..core.cards import BIG_JOKER, LITTLE_JOKER, Card, make_card
from ..core.messages import Msg
from ..notation.errors import ParseError
from . import window

__all__ = [
    "CARD_TEXT",
    "Bidding",
    "Game",
    "LoggedPlay",
    "LoggedTrick",
    "card_text",
    "parse_cards",
    "read_log",
]

MAX_NAME = 200
"""A player's name longer than this is refused (the client allows far shorter ones)."""
MAX_DIGITS = 9
"""A number of the log with more digits is refused (the notation's numbers have at most nine)."""

_RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, "10": 10, **{str(n): n for n in range(2, 10)}}
_SUIT_OF = {"♠": 0, "♤": 0, "♥": 1, "♡": 1, "♣": 2, "♧": 2, "♦": 3, "♢": 3}
"""A suit symbol (filled or hollow) → :func:`~shengji_cli.core.cards.make_card`'s suit."""
_UNICODE_SUITS = {0x1F0A0: 0, 0x1F0B0: 1, 0x1F0D0: 2, 0x1F0C0: 3}
"""The Unicode playing-card block's rows (♠ ♥ ♣ ♦) → the suit; a card is its row plus its rank
(1 ace, 2–10, 0xB jack, 0xD queen, 0xE king)."""
_UNICODE_RANKS = {1: 14, **{n: n for n in range(2, 11)}, 0xB: 11, 0xD: 12, 0xE: 13}
_BIG, _LITTLE, _HIDDEN = "\U0001f0cf", "\U0001f0df", "\U0001f0a0"

CARD_TEXT = r"(?:(?:10|[2-9JQKA])[♠♥♦♣♤♡♢♧]|HJ|LJ|[\U0001F0A0-\U0001F0DF])"
"""A card as the client shows it (``J♣``, ``10♥``, ``HJ``/``LJ``) or as the server writes it
(a character of the Unicode playing-card block)."""
_CARDS = rf"{CARD_TEXT}(?:[ \u00a0]?{CARD_TEXT})*"
_CARD_RE = re.compile(CARD_TEXT)

_NAME = r"(?P<who>.+?)"
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern))
    for kind, pattern in (
        ("start", rf"{_NAME} started the game"),
        ("bid", rf"{_NAME} bid (?P<cards>{_CARDS})"),
        ("play", rf"{_NAME} played (?P<cards>{_CARDS})"),
        ("throw", rf"{_NAME} tried to throw (?P<cards>{_CARDS}), but (?P<by>.+?) can beat it"),
        ("takeback", rf"{_NAME} took back their last play"),
        ("untake-bid", rf"{_NAME} took back their last bid"),
        ("won", rf"{_NAME} wins the trick and gets (?P<n>\d+) points"),
        ("won0", rf"{_NAME} wins the trick, but gets no points :\("),
        (
            "buried",
            r"(?P<n>\d+) points were buried and are attached to the last trick, "
            r"with a multiplier of (?P<m>\d+)",
        ),
        ("kitty", rf"(?P<cards>{_CARDS}) in kitty"),
        (
            "summary",
            r"Landlord team (?P<r>won|lost), opposing team (?:only )?collected (?P<n>-?\d+) points",
        ),
        ("advanced", rf"{_NAME} has advanced to rank (?P<rank>NT|10|[2-9JQKA])"),
        ("blocked", rf"{_NAME} must defend on rank (?P<rank>NT|10|[2-9JQKA])"),
        ("next", rf"{_NAME} will start the next game"),
        ("finished", r"The game has finished"),
        ("early", rf"{_NAME} ended the game early"),
        ("friends", rf"{_NAME} set the game mode to Finding Friends.*"),
        ("tractor", rf"{_NAME} set the game mode to Tractor"),
        ("joined", rf"{_NAME} has joined the team"),
    )
)
"""The game messages read, by kind (docs/formats.md, "rbtying": the texts the client prints)."""
_PREFIX = re.compile(r"^\s*(?:GAME\s*:\s*)?")
_MARKED = re.compile(r"(?m)^\s*GAME\s*:")


def card_text(card: Card) -> str:
    """A card as the client shows it: ``10♠``, ``J♣``, ``HJ``, ``LJ``."""
    if card == BIG_JOKER:
        return "HJ"
    if card == LITTLE_JOKER:
        return "LJ"
    suit, rank = divmod(card, 13)
    name = {14: "A", 13: "K", 12: "Q", 11: "J"}.get(rank + 2, str(rank + 2))
    return name + "♠♥♣♦"[suit]


def _card(token: str) -> Card | None:
    """A token of :data:`CARD_TEXT` as a card; ``None``: a hidden card (``🂠``)."""
    if token == "HJ" or token == _BIG:
        return BIG_JOKER
    if token == "LJ" or token == _LITTLE:
        return LITTLE_JOKER
    if len(token) == 1:
        code = ord(token)
        row, rank = code & ~0xF, code & 0xF
        if token == _HIDDEN or row not in _UNICODE_SUITS or rank not in _UNICODE_RANKS:
            return None
        return make_card(_UNICODE_SUITS[row], _UNICODE_RANKS[rank])
    return make_card(_SUIT_OF[token[-1]], _RANKS[token[:-1]])


def parse_cards(text: str) -> tuple[Card, ...] | None:
    """The cards of a run of :data:`CARD_TEXT`; ``None`` if one is hidden or no card.

    >>> from shengji_cli.core.cards import cards_str
    >>> cards_str(parse_cards("10♠J♣ HJ🂡"))
    '♠10 ♣J BJ ♠A'
    """
    out = []
    for m in _CARD_RE.finditer(text):
        card = _card(m.group())
        if card is None:
            return None
        out.append(card)
    return tuple(out)


@dataclass(slots=True)
class LoggedPlay:
    """A play as the log shows it: the player's name, the cards played, and for a failed throw
    the cards first shown and the player the log says beats them (``""``: "someone")."""

    name: str
    cards: tuple[Card, ...]
    line: int
    attempted: tuple[Card, ...] | None = None
    blocker: str | None = None


@dataclass(slots=True)
class LoggedTrick:
    """A trick the log closed: its plays in order and the platform's verdict."""

    plays: list[LoggedPlay]
    winner: str
    points: int
    line: int


@dataclass(slots=True)
class Bidding:
    """A bid: who showed which cards."""

    name: str
    cards: tuple[Card, ...]
    line: int


@dataclass(slots=True)
class Game:
    """One game of the log, as far as the log shows it."""

    line: int
    friends: bool = False
    bids: list[Bidding] = field(default_factory=list)
    tricks: list[LoggedTrick] = field(default_factory=list)
    open_plays: list[LoggedPlay] = field(default_factory=list)
    """The plays of a trick the log never closed (the game cut short)."""
    kitty: tuple[Card, ...] | None = None
    buried: tuple[int, int] | None = None
    """The platform's "N points were buried …, with a multiplier of M"."""
    summary: tuple[bool, int] | None = None
    """Whether the landlord's team won, and the opposing team's points."""
    advanced: list[tuple[str, str]] = field(default_factory=list)
    blocked: list[tuple[str, str]] = field(default_factory=list)
    finished: bool = False
    ended_early: bool = False
    pending: dict[str, tuple[tuple[Card, ...], str]] = field(default_factory=dict)
    """Failed throws awaiting their forced play, by player."""

    @property
    def started(self) -> bool:
        """Whether anything of a game was read (a bid or a play)."""
        return bool(self.bids or self.tricks or self.open_plays)


def _messages(text: str) -> Iterator[tuple[int, str, str, re.Match[str], int]]:
    """Each game message of ``text``: its line number, the line, its kind, its match, and the
    column its message starts at (after ``GAME:``).  When a line of the text starts with
    ``GAME:``, only such lines are read (a player who types a game message in the chat writes
    a line of his own name, never ``GAME:``)."""
    marked = _MARKED.search(text) is not None
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.rstrip("\r")
        start = _PREFIX.match(line)
        at = start.end() if start else 0
        if marked and "GAME" not in line[:at]:
            continue
        body = line[at:].rstrip()
        for kind, pattern in _PATTERNS:
            m = pattern.fullmatch(body)
            if m is not None:
                yield number, line, kind, m, at
                break


def read_log(text: str, source: str = "<string>") -> list[Game]:
    """The games of a log's text, in order; raises :class:`ParseError` at the first game
    message that does not read (a hidden card, a take-back of nothing, a number too long)."""
    games: list[Game] = []
    current: Game | None = None
    friends = False
    for number, line, kind, m, at in _messages(text):
        error = partial(_located, source, number, line, m, at)

        who = m.groupdict().get("who")
        if who is not None and len(who) > MAX_NAME:
            raise error(Msg.of("imp_rbtying.log.long-name", limit=MAX_NAME))
        for group in ("n", "m"):
            if (
                m.groupdict().get(group) is not None
                and len(m.group(group).lstrip("-")) > MAX_DIGITS
            ):
                raise error(Msg.of("imp_rbtying.log.big-number"), group)
        if kind in ("friends", "tractor"):
            friends = kind == "friends"
            if current is not None and not current.started:
                current.friends = friends
            continue
        if kind == "start" or current is None or current.finished:
            if kind != "start" and kind not in _GAME_KINDS:
                continue
            current = Game(number, friends)
            games.append(current)
            if kind == "start":
                continue
        _apply(current, kind, m, number, error)
    return [g for g in games if g.started or g.finished]


def _located(
    source: str, number: int, line: str, m: re.Match[str], at: int, message: Msg, group: str = "who"
) -> ParseError:
    """The error ``message`` at the group ``group`` of the message ``m`` of line ``number``."""
    column = at + (m.start(group) if m.re.groupindex.get(group) else 0) + 1
    quote, quote_at = window(line, column)
    return ParseError(source, number, column, message, quote, None, quote_at)


_Error = Callable[..., ParseError]
"""The located error of the message being read: ``error(message, group="who")``."""

_GAME_KINDS = frozenset({"bid", "play", "throw", "won", "won0"})
"""The messages that start a game when the log holds no "started the game" before them."""


def _apply(game: Game, kind: str, m: re.Match[str], number: int, error: _Error) -> None:
    """One game message, applied to its game."""
    cards: tuple[Card, ...] = ()
    if kind in ("bid", "play", "throw", "kitty"):
        shown = parse_cards(m.group("cards"))
        if shown is None:
            raise error(Msg.of("imp_rbtying.log.hidden"), "cards")
        cards = shown
    match kind:
        case "bid":
            game.bids.append(Bidding(m.group("who"), cards, number))
        case "untake-bid":
            _take_back_bid(game, m.group("who"), error)
        case "throw":
            by = m.group("by")
            game.pending[m.group("who")] = (cards, "" if by == "someone" else by)
        case "play":
            who = m.group("who")
            thrown = game.pending.pop(who, None)
            play = LoggedPlay(who, cards, number)
            if thrown is not None:
                play.attempted, play.blocker = thrown
            game.open_plays.append(play)
        case "takeback":
            _take_back(game, m.group("who"), error)
        case "won" | "won0":
            if not game.open_plays:
                raise error(Msg.of("imp_rbtying.log.no-trick"))
            points = int(m.group("n")) if kind == "won" else 0
            game.tricks.append(LoggedTrick(game.open_plays, m.group("who"), points, number))
            game.open_plays = []
        case "buried":
            game.buried = int(m.group("n")), int(m.group("m"))
        case "kitty":
            game.kitty = cards
        case "summary":
            game.summary = m.group("r") == "won", int(m.group("n"))
        case "advanced":
            game.advanced.append((m.group("who"), m.group("rank")))
        case "blocked":
            game.blocked.append((m.group("who"), m.group("rank")))
        case "finished":
            game.finished = True
        case "early":
            game.ended_early = True
        case "joined":
            game.friends = True
        case _:  # "next": the next game's landlord leads its first trick anyway
            pass


def _take_back(game: Game, who: str, error: _Error) -> None:
    """``who`` took back their play of the trick being played."""
    for i in range(len(game.open_plays) - 1, -1, -1):
        if game.open_plays[i].name == who:
            del game.open_plays[i]
            return
    raise error(Msg.of("imp_rbtying.log.no-play"))


def _take_back_bid(game: Game, who: str, error: _Error) -> None:
    """``who`` took back their last bid."""
    for i in range(len(game.bids) - 1, -1, -1):
        if game.bids[i].name == who:
            del game.bids[i]
            return
    raise error(Msg.of("imp_rbtying.log.no-bid"))
