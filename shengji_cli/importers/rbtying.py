"""rbtying's shengji.io: a room's game log, with its debug JSON and saved settings when given
(``--from rbtying``; a file named ``*.rbtying.txt`` without it).  docs/formats.md, "rbtying".

A log is one unit of independent hands, a hand per game it shows.  The debug JSON
(``{gameState, settings, roomName}``) and the settings (``PropagatedState``) are read beside it:
given on the command line (``check --debug-json FILE --settings FILE``), else found next to the
log as ``NAME.debug.json`` / ``NAME.settings.json`` (``NAME.rbtying.txt`` the log), else as the
folder's ``debug.json`` / ``settings.json``.  Nothing in a record names a file to read.

Seats are the players in the order of play (from the debug JSON's player list when given, else
the first trick's); the deal is every card played, the landlord's with the kitty when the log
reveals it or the debug JSON holds it; the kitty as dealt is never known.  The platform's
verdicts — each trick's winner, the failed throws (``X tried to throw …, but Y can beat it``),
the buried points and their multiplier, the opposing team's points and the ranks advanced — are
claims, so the check verifies the platform.  A Finding Friends game is an error row, "not
supported yet".

>>> unit, = loads("GAME: Ann started the game\\nGAME: Ann played 5♠")
>>> err, = unit.records; err.line, err.message.id
(1, 'imp_rbtying.no-trick')
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import partial
from typing import IO, Any, NamedTuple

from ..core.cards import BIG_JOKER, LITTLE_JOKER, Card, card_rank, card_suit
from ..core.escape import printable
from ..core.messages import Msg
from ..core.record import Claims, HandRecord, Play, Trick
from ..core.variants import Variant, VariantError, variant_from_table
from ..core.vocab import LevelChange, Side, Trump
from ..notation.errors import ParseError
from ..notation.grammar import SEAT_RE
from . import (
    LineTable,
    RecordGroup,
    Unmappable,
    checked_units,
    failure,
    failure_offset,
    one_record,
    read_whole,
)
from .godot import _Places as Places
from .rbtying_log import Game, LoggedPlay, read_log
from .rbtying_rules import finding_friends, rules_table, variant_text

__all__ = [
    "NAME",
    "SUFFIXES",
    "Companions",
    "companions_of",
    "iter_units",
    "loads",
]

NAME = "rbtying"
SUFFIXES = (".rbtying.txt", ".rbtying.txt.gz")
COMPANIONS = True
"""``iter_units`` takes the files given beside a log (``companions=``: ``debug``, ``settings``)."""
MAX_BYTES = 20_000_000
"""A log (or a JSON beside it) larger than this is refused (a room's log of a night is ~1 MB)."""
MAX_JSON_BYTES = 4_000_000
"""A debug JSON or settings file larger than this is refused (one is a few tens of kB)."""
_TRUMPS = {0: Trump.S, 1: Trump.H, 2: Trump.C, 3: Trump.D}
"""A card's suit (:func:`~shengji_cli.core.cards.card_suit`) → the trump it names."""
_SUIT_SYMBOLS = {
    **dict.fromkeys(("♠", "♤", "\U0001f0a0", "Spades"), Trump.S),
    **dict.fromkeys(("♥", "♡", "\U0001f0b0", "Hearts"), Trump.H),
    **dict.fromkeys(("♣", "♧", "\U0001f0d0", "Clubs"), Trump.C),
    **dict.fromkeys(("♦", "♢", "\U0001f0c0", "Diamonds"), Trump.D),
}
"""A suit as the debug JSON writes a trump's (whichever form a version used)."""
_LEVELS = {"A": 14, "K": 13, "Q": 12, "J": 11, **{str(n): n for n in range(2, 11)}}


class Companions(NamedTuple):
    """The files read beside a log: its debug JSON and settings (``None``: none)."""

    debug: str | None = None
    settings: str | None = None


def companions_of(path: str) -> Companions:
    """The debug JSON and settings found next to the log at ``path`` (by its name alone)."""
    if path in ("-", "<stdin>", "<string>"):
        return Companions()
    folder, name = os.path.split(path)
    stem = next((name[: -len(s)] for s in SUFFIXES if name.endswith(s)), None)
    found: list[str | None] = []
    for kind in ("debug", "settings"):
        candidates = [f"{stem}.{kind}.json"] if stem else []
        candidates.append(f"{kind}.json")
        found.append(
            next(
                (os.path.join(folder, c) for c in candidates if _is_file(os.path.join(folder, c))),
                None,
            )
        )
    return Companions(*found)


def _is_file(path: str) -> bool:
    """A regular file, not a link (a file found beside a log is never followed out of its
    folder; one named on the command line is read as named)."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except (OSError, ValueError):
        return False


class _Bad(Unmappable):
    """A value of a JSON companion that cannot be used, at ``path`` in it."""

    def __init__(self, path: tuple[str | int, ...], message: Msg) -> None:
        super().__init__(message)
        self.path = path


# -- reading --------------------------------------------------------------------------------------


def iter_units(
    stream: IO[bytes], source: str, companions: Mapping[str, str] | None = None
) -> Iterator[RecordGroup]:
    """The log's one unit (read whole, gzip or not), with its debug JSON and settings: those
    ``companions`` gives (``{"debug": PATH, "settings": PATH}``), else those found next to it
    (:func:`companions_of`)."""
    raw = read_whole(stream, source, MAX_BYTES, "imp_rbtying.broken", "imp_rbtying.too-large")
    if isinstance(raw, ParseError):
        yield RecordGroup((raw,), match=False)
        return
    found = companions_of(source)
    given = companions or {}
    chosen = Companions(given.get("debug", found.debug), given.get("settings", found.settings))
    named = frozenset(p for p in (given.get("debug"), given.get("settings")) if p)
    yield from _loads(raw, source, chosen, named)


def loads(
    data: bytes | str,
    source: str = "<string>",
    debug: bytes | str | None = None,
    settings: bytes | str | None = None,
) -> list[RecordGroup]:
    """The units of a log in memory (one), with its debug JSON and settings when given."""
    given = _Given(
        _json_doc(debug, "<debug-json>") if debug is not None else None,
        _json_doc(settings, "<settings>") if settings is not None else None,
    )
    return list(checked_units(_units(data, source, given), source))


def _loads(
    data: bytes, source: str, companions: Companions, named: frozenset[str] = frozenset()
) -> list[RecordGroup]:
    """``named``: the companions given on the command line (a link among them is followed)."""
    given = _Given(
        _read_json(companions.debug, companions.debug in named) if companions.debug else None,
        _read_json(companions.settings, companions.settings in named)
        if companions.settings
        else None,
    )
    return _units(data, source, given)


@dataclass(frozen=True, slots=True)
class _Doc:
    """A JSON companion: its value, where it came from and its places (for errors)."""

    value: Any
    source: str
    places: Places


@dataclass(frozen=True, slots=True)
class _Given:
    debug: _Doc | ParseError | None
    settings: _Doc | ParseError | None


def _read_json(path: str, follow: bool = True) -> _Doc | ParseError:
    """A companion file, read: a regular file of at most :data:`MAX_JSON_BYTES`, never a FIFO
    waited on; a link only when ``follow`` (named on the command line)."""
    shown = printable(os.fsdecode(path))
    flags = (
        os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | (0 if follow else getattr(os, "O_NOFOLLOW", 0))
    )
    try:
        with os.fdopen(os.open(path, flags), "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                return ParseError(shown, 1, 1, Msg.of("imp_rbtying.json.not-file"))
            raw = f.read(MAX_JSON_BYTES + 1)
    except OSError as exc:
        return ParseError(
            shown, 1, 1, Msg.of("imp_rbtying.json.unreadable", reason=exc.strerror or str(exc))
        )
    return _json_doc(raw, shown)


def _json_doc(raw: bytes | str, source: str) -> _Doc | ParseError:
    """A companion's text as JSON (an object), else its located error."""
    if isinstance(raw, bytes):
        if len(raw) > MAX_JSON_BYTES:
            return ParseError(
                source, 1, 1, Msg.of("imp_rbtying.json.too-large", limit=MAX_JSON_BYTES)
            )
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = raw.count(b"\n", 0, exc.start) + 1
            return ParseError(source, line, 1, Msg.of("imp_rbtying.json.not-utf8"))
    else:
        text = raw
    raw = text
    places = Places(raw)
    try:
        value = json.loads(raw)
    except json.JSONDecodeError as exc:
        return places.lines.error(
            exc.pos, source, Msg.of("imp_rbtying.json.not-json", reason=exc.msg)
        )
    except Exception as exc:  # noqa: BLE001 - refused past the syntax (too deep, 4,300 digits)
        return places.lines.error(failure_offset(raw, exc), source, failure(exc))
    if not isinstance(value, dict):
        return places.error(source, (), Msg.of("imp_rbtying.json.not-object"))
    return _Doc(value, source, places)


def _units(data: bytes | str, source: str, given: _Given) -> list[RecordGroup]:
    """The log's unit: its games as hands, under the rules the settings give."""
    for doc in (given.debug, given.settings):
        if isinstance(doc, ParseError):
            return [RecordGroup((doc,), match=False)]
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            line = data.count(b"\n", 0, exc.start) + 1
            return [RecordGroup((ParseError(source, line, 1, Msg.of("imp_rbtying.not-utf8")),))]
    else:
        text = data
    try:
        room = _Room.of(given)
    except _Bad as exc:
        doc = given.debug if exc.path[:1] == ("gameState",) else given.settings or given.debug
        assert isinstance(doc, _Doc)
        return [RecordGroup((doc.places.error(doc.source, exc.path, exc.message),))]
    try:
        table, notes = rules_table(room.settings)
        variant = variant_from_table(table, source)
    except (VariantError, _Bad, TypeError, ValueError) as exc:
        reason = exc.message if isinstance(exc, VariantError) else failure(exc)
        where = room.settings_doc
        err = (
            where.places.error(where.source, (), Msg.of("imp_rbtying.bad-settings", reason=reason))
            if where is not None
            else ParseError(source, 1, 1, Msg.of("imp_rbtying.bad-settings", reason=reason))
        )
        return [RecordGroup((err,))]
    try:
        games = read_log(text, source)
    except ParseError as exc:
        return [RecordGroup((exc,), variant=variant, notes=tuple(notes))]
    records: list[HandRecord | ParseError] = []
    lines = LineTable(text)
    for i, game in enumerate(games):
        last = i == len(games) - 1

        def error(exc: BaseException, g: Game = game) -> ParseError:
            debug = given.debug
            if isinstance(exc, _Bad) and isinstance(debug, _Doc):
                return debug.places.error(debug.source, exc.path, exc.message)
            return _error(source, lines, g.line, failure(exc))

        build = partial(_hand, game, room if last else room.settings_only(), variant, source, lines)
        records.append(one_record(build, error))
    if not records:
        records.append(ParseError(source, 1, 1, Msg.of("imp_rbtying.no-games")))
    return [
        RecordGroup(
            tuple(records),
            match=False,
            variant=variant,
            notes=tuple(notes),
            variant_toml=variant_text(table, notes, room.settings),
        )
    ]


# -- the room: players, the phase being played, the settings ----------------------------------


@dataclass(frozen=True, slots=True)
class _Room:
    """What the debug JSON and the settings say beside the log."""

    settings: dict[str, Any]
    settings_doc: _Doc | None
    players: tuple[tuple[int, str, int | None], ...] = ()
    """``(id, name, level)`` in seating order (``level`` ``None``: not a level 2–A)."""
    play: dict[str, Any] | None = None
    """The debug JSON's ``Play`` phase (the game being played when it was taken)."""

    @classmethod
    def of(cls, given: _Given) -> _Room:
        debug = given.debug if isinstance(given.debug, _Doc) else None
        settings = given.settings if isinstance(given.settings, _Doc) else None
        play = None
        propagated: dict[str, Any] | None = None
        at: tuple[str | int, ...] = ()
        if debug is not None:
            state = debug.value.get("gameState")
            if not isinstance(state, dict) or len(state) != 1:
                raise _Bad(("gameState",), Msg.of("imp_rbtying.json.no-state"))
            ((phase, body),) = state.items()
            if not isinstance(body, dict) or not isinstance(body.get("propagated"), dict):
                raise _Bad(("gameState", phase), Msg.of("imp_rbtying.json.no-state"))
            propagated, at = body["propagated"], ("gameState", phase, "propagated")
            play = body if phase == "Play" else None
        chosen = settings.value if settings is not None else propagated or {}
        source = propagated if propagated is not None else chosen
        players = _players(source.get("players"), at if propagated is not None else ())
        return cls(chosen, settings or debug, players, play)

    def settings_only(self) -> _Room:
        """The room without its phase (for a game of the log before the one the debug JSON
        shows)."""
        return _Room(self.settings, self.settings_doc, self.players, None)


def _players(value: object, at: tuple[str | int, ...]) -> tuple[tuple[int, str, int | None], ...]:
    """``players`` as ``(id, name, level)``; ``()`` when absent."""
    if value is None:
        return ()
    if not isinstance(value, list):
        raise _Bad((*at, "players"), Msg.of("imp_rbtying.json.bad", key="players"))
    out = []
    for i, p in enumerate(value):
        if not (
            isinstance(p, dict) and type(p.get("id")) is int and isinstance(p.get("name"), str)
        ):
            raise _Bad((*at, "players", i), Msg.of("imp_rbtying.json.bad", key="players"))
        out.append((p["id"], p["name"], _LEVELS.get(str(p.get("level")))))
    return tuple(out)


# -- a game as a hand ----------------------------------------------------------------------------


def _hand(game: Game, room: _Room, variant: Variant, source: str, lines: LineTable) -> HandRecord:
    """A game of the log as a hand; raises :class:`~shengji_cli.importers.Unmappable`."""
    where = partial(_error, source, lines, game.line)
    if game.friends or finding_friends(room.settings):
        raise where(Msg.of("imp_rbtying.finding-friends"))
    if not game.tricks:
        raise where(Msg.of("imp_rbtying.no-trick"))
    order = _order(game, room, where)
    seats = _seat_names(order)
    seat = dict(zip(order, seats, strict=True))
    play = room.play if room.play is not None and _same_game(game, room.play, order, room) else None
    dealer = seat[game.tricks[0].plays[0].name]
    trump, level = _trump_level(game, play, room, order, where)
    tricks = tuple(_trick(n, t, seat, where) for n, t in enumerate(game.tricks, start=1))
    buried = game.kitty if game.kitty is not None else _kitty_of(play)
    deals = _deals(game, tricks, seats, dealer, buried, play, room, variant)
    return HandRecord(
        variant=variant.name,
        seats=seats,
        dealer=dealer,
        level=level,
        trump=trump,
        deals=deals,
        buried=buried,
        tricks=tricks,
        claims=_claims(game, seat, _result(game, seat, dealer, seats, level, play, room)),
        levels=_levels_before(seats, dealer, order, play, room),
        source=source,
        line=game.line,
    )


def _error(source: str, lines: LineTable, line: int, message: Msg) -> ParseError:
    """The error ``message`` at the start of ``line`` (quoting it)."""
    text = lines.place(lines.starts[line - 1]).text if line - 1 < len(lines.starts) else ""
    return ParseError(source, line, 1, message, text)


def _order(game: Game, room: _Room, where: Any) -> tuple[str, ...]:
    """The four players' names in the order of play."""
    seen = list(dict.fromkeys(p.name for t in game.tricks for p in t.plays))
    if room.players:
        names = tuple(name for _, name, _ in room.players)
        if len(names) != 4 or len(set(names)) != 4:
            raise where(Msg.of("imp_rbtying.players", n=len(set(names))))
        unknown = [n for n in seen if n not in names]
        if unknown:
            raise where(Msg.of("imp_rbtying.unknown-player", name=printable(unknown[0])))
        return names
    if len(seen) != 4:
        raise where(Msg.of("imp_rbtying.players", n=len(seen)))
    first = next((t for t in game.tricks if len(t.plays) == 4), None)
    if first is None:
        raise where(Msg.of("imp_rbtying.no-trick"))
    return tuple(p.name for p in first.plays)


_CARD_LIKE = re.compile(r"(?i)(?:[SHCD]?(?:10|[2-9TJQKA])+|BJ|LJ|NT|none|dealer|defenders)")
"""Names that read as something else on a record's line: a seat is never named so."""


def _seat_names(order: tuple[str, ...]) -> tuple[str, ...]:
    """The seats: each player's name where a record can hold it as a seat, else ``P1``–``P4``
    by the order of play."""
    out: list[str] = []
    for i, name in enumerate(order, start=1):
        ok = len(name) <= 24 and SEAT_RE.fullmatch(name) and not _CARD_LIKE.fullmatch(name)
        out.append(name if ok and name not in out else f"P{i}")
    if len(set(out)) != 4:
        out = [f"P{i}" for i in range(1, 5)]
    return tuple(out)


def _same_game(game: Game, play: dict[str, Any], order: tuple[str, ...], room: _Room) -> bool:
    """Whether the debug JSON's ``Play`` phase is this game: its landlord led the first trick."""
    landlord = play.get("landlord")
    ids = {pid: name for pid, name, _ in room.players}
    return type(landlord) is int and ids.get(landlord) == game.tricks[0].plays[0].name


def _trump_level(
    game: Game, play: dict[str, Any] | None, room: _Room, order: tuple[str, ...], where: Any
) -> tuple[Trump, int]:
    """The trump and the level: the debug JSON's, else the winning (last) bid's."""
    if play is not None:
        return _json_trump(play.get("trump"))
    if not game.bids:
        raise where(Msg.of("imp_rbtying.no-bid"))
    card = game.bids[-1].cards[0]
    if card in (BIG_JOKER, LITTLE_JOKER):
        leader = game.tricks[0].plays[0].name
        level = next((lv for _, name, lv in room.players if name == leader), None)
        if level is None:
            raise where(Msg.of("imp_rbtying.no-level"))
        return Trump.NT, level
    suit, rank = card_suit(card), card_rank(card)
    assert suit is not None and rank is not None
    return _TRUMPS[suit], rank


def _json_trump(value: object) -> tuple[Trump, int]:
    """A debug JSON's ``trump``: ``{"Standard": {suit, number}}`` or ``{"NoTrump": {number}}``."""
    at: tuple[str | int, ...] = ("gameState", "Play", "trump")
    if isinstance(value, dict) and len(value) == 1:
        ((kind, body),) = value.items()
        if isinstance(body, dict):
            level = _LEVELS.get(str(body.get("number")))
            trump = Trump.NT if kind == "NoTrump" else _SUIT_SYMBOLS.get(str(body.get("suit")))
            if level is not None and trump is not None and kind in ("Standard", "NoTrump"):
                return trump, level
    raise _Bad(at, Msg.of("imp_rbtying.json.bad", key="trump"))


def _kitty_of(play: dict[str, Any] | None) -> tuple[Card, ...] | None:
    """The debug JSON's kitty (the cards buried), when it shows this game."""
    if play is None:
        return None
    return _json_cards(play.get("kitty"), ("gameState", "Play", "kitty"))


def _json_cards(value: object, at: tuple[str | int, ...]) -> tuple[Card, ...]:
    from .rbtying_log import parse_cards

    if not isinstance(value, list) or not all(isinstance(c, str) and len(c) <= 3 for c in value):
        raise _Bad(at, Msg.of("imp_rbtying.json.bad", key=str(at[-1])))
    cards = parse_cards("".join(value))
    if cards is None or len(cards) != len(value):
        raise _Bad(at, Msg.of("imp_rbtying.json.bad", key=str(at[-1])))
    return cards


def _trick(number: int, t: Any, seat: dict[str, str], where: Any) -> Trick:
    """A closed trick as a record's."""
    if len(t.plays) != 4:
        raise _located(
            where, t.line, Msg.of("imp_rbtying.play-count", trick=number, n=len(t.plays))
        )
    plays = tuple(_play(p, seat, number, where) for p in t.plays)
    return Trick(number, plays, t.line)


def _play(p: LoggedPlay, seat: dict[str, str], number: int, where: Any) -> Play:
    if p.name not in seat:
        raise _located(where, p.line, Msg.of("imp_rbtying.unknown-player", name=printable(p.name)))
    return Play(
        seat[p.name], _sorted(p.cards), _sorted(p.attempted) if p.attempted else None, p.line
    )


def _located(where: Any, line: int, message: Msg) -> ParseError:
    err: ParseError = where(message)
    return ParseError(err.source, line, 1, message)


def _deals(
    game: Game,
    tricks: tuple[Trick, ...],
    seats: tuple[str, ...],
    dealer: str,
    buried: tuple[Card, ...] | None,
    play: dict[str, Any] | None,
    room: _Room,
    variant: Variant,
) -> tuple[tuple[str, tuple[Card, ...]], ...]:
    """Each seat's cards: those it played, or (with the debug JSON of this game) the cards its
    hand held when the JSON was taken and those it had played before; the dealer's with the
    kitty it buried.  No deal where a seat's cards are not all known."""
    size = variant.deck.hand_size
    played: list[dict[str, Counter[Card]]] = [{s: Counter() for s in seats}]
    for t in tricks:  # played[k]: each seat's cards in the first k tricks
        step = {s: Counter(c) for s, c in played[-1].items()}
        for p in t.plays:
            step[p.seat].update(p.cards)
        played.append(step)
    held = played[-1]
    if play is not None:
        hands, current = _json_hands(play, seats, room)
        for k in range(len(tricks), -1, -1):  # the trick the JSON was taken in
            deal = {s: hands[s] + current[s] + played[k][s] for s in seats}
            if all(sum(deal[s].values()) == size and not held[s] - deal[s] for s in seats):
                held = deal
                break
    if any(sum(c.values()) != size for c in held.values()):
        return ()
    out = {s: Counter(c) for s, c in held.items()}
    if buried is not None:
        out[dealer].update(buried)
    return tuple((s, _sorted(tuple(out[s].elements()))) for s in seats)


def _json_hands(
    play: dict[str, Any], seats: tuple[str, ...], room: _Room
) -> tuple[dict[str, Counter[Card]], dict[str, Counter[Card]]]:
    """The debug JSON's hands and the cards of its trick in play, by seat."""
    at: tuple[str | int, ...] = ("gameState", "Play", "hands", "hands")
    box = play.get("hands")
    hands = box.get("hands") if isinstance(box, dict) else None
    if not isinstance(hands, dict):
        raise _Bad(at[:-1], Msg.of("imp_rbtying.json.bad", key="hands"))
    seat_of = {pid: seats[i] for i, (pid, _, _) in enumerate(room.players)}
    out: dict[str, Counter[Card]] = {s: Counter() for s in seats}
    for pid, seat in seat_of.items():
        cards = hands.get(str(pid), {})
        if not isinstance(cards, dict) or len(cards) > 54:
            raise _Bad((*at, str(pid)), Msg.of("imp_rbtying.json.bad", key="hands"))
        for text, count in cards.items():
            one = _json_cards([text], (*at, str(pid), text))
            if type(count) is not int or not 0 <= count <= 4:
                raise _Bad((*at, str(pid), text), Msg.of("imp_rbtying.json.bad", key="hands"))
            out[seat][one[0]] += count
    current: dict[str, Counter[Card]] = {s: Counter() for s in seats}
    trick = play.get("trick")
    plays = trick.get("played_cards", []) if isinstance(trick, dict) else []
    if not isinstance(plays, list) or len(plays) > 4:
        raise _Bad(("gameState", "Play", "trick"), Msg.of("imp_rbtying.json.bad", key="trick"))
    for i, pc in enumerate(plays):
        where = ("gameState", "Play", "trick", "played_cards", i)
        if not isinstance(pc, dict) or pc.get("id") not in seat_of:
            raise _Bad(where, Msg.of("imp_rbtying.json.bad", key="played_cards"))
        current[seat_of[pc["id"]]].update(_json_cards(pc.get("cards"), (*where, "cards")))
    return out, current


def _claims(game: Game, seat: dict[str, str], result: LevelChange | None) -> Claims:
    """The platform's verdicts: trick winners, the buried points, the opposing team's points,
    the level change ``result`` (:func:`_result`: where the log shows it whole)."""
    winners = tuple(seat.get(t.winner, t.winner) for t in game.tricks)
    bottom = game.buried if game.buried is not None else ((0, None) if game.summary else None)
    return Claims(
        points=game.summary[1] if game.summary else None,
        bottom_points=bottom[0] if bottom else None,
        bottom_multiplier=bottom[1] if bottom else None,
        result=result,
        winners=winners,
    )


def _result(
    game: Game,
    seat: dict[str, str],
    dealer: str,
    seats: tuple[str, ...],
    level: int,
    play: dict[str, Any] | None,
    room: _Room,
) -> LevelChange | None:
    """The level change the log shows: the landlord's team's ranks advanced from the level, the
    opposing team's from their levels in the debug JSON (or none advanced); ``None`` where a
    rank was held back ("must defend") or the log does not tell."""
    if game.summary is None or game.blocked:
        return None
    landlord_won = game.summary[0]
    team = {seats[i] for i in range(4) if i % 2 == seats.index(dealer) % 2}
    winners = [(seat.get(n), r) for n, r in game.advanced if (seat.get(n) in team) == landlord_won]
    if not winners:
        return None if landlord_won else LevelChange(Side.DEFENDERS, 0)
    rank = _LEVELS.get(winners[0][1])
    if landlord_won:
        start: int | None = level
    else:
        levels = (
            {seats[i]: lv for i, (_, _, lv) in enumerate(room.players)}
            if play is not None and len(room.players) == 4
            else {}
        )
        start = levels.get(winners[0][0] or "")
    if rank is None or start is None or rank <= start:
        return None
    return LevelChange(Side.DEALER if landlord_won else Side.DEFENDERS, rank - start)


def _levels_before(
    seats: tuple[str, ...],
    dealer: str,
    order: tuple[str, ...],
    play: dict[str, Any] | None,
    room: _Room,
) -> tuple[tuple[str, int], ...] | None:
    """Each team's level before the game, from the debug JSON's players (when it shows this
    game and both partners of each team are on one level)."""
    if play is None or len(room.players) != 4:
        return None
    lv = [p[2] for p in room.players]
    if lv[0] is None or lv[1] is None or lv[0] != lv[2] or lv[1] != lv[3]:
        return None
    return (seats[0], lv[0]), (seats[1], lv[1])


_ORDER = {
    c: i
    for i, c in enumerate(
        (BIG_JOKER, LITTLE_JOKER, *(s * 13 + r - 2 for s in range(4) for r in range(14, 1, -1)))
    )
}
"""The records' canonical card order: big joker, little joker, then ♠ ♥ ♣ ♦ from A down."""


def _sorted(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_ORDER.__getitem__))


# -- the settings as a variant file (``shengji variants import --from rbtying``) -----------------


def variant_file(data: bytes, source: str) -> tuple[str, list[Msg]] | ParseError:
    """A room's settings (a saved ``PropagatedState``, or a debug JSON holding one) as the text
    of a variant file, and the notes of the settings it cannot express; else the located error
    (a Finding Friends room is one: not supported yet)."""
    doc = _json_doc(data, source)
    if isinstance(doc, ParseError):
        return doc
    settings = doc.value
    at: tuple[str | int, ...] = ()
    state = settings.get("gameState")
    if isinstance(state, dict) and len(state) == 1:
        ((phase, body),) = state.items()
        if isinstance(body, dict) and isinstance(body.get("propagated"), dict):
            settings, at = body["propagated"], ("gameState", phase, "propagated")
    if finding_friends(settings):
        return doc.places.error(source, (*at, "game_mode"), Msg.of("imp_rbtying.finding-friends"))
    try:
        table, notes = rules_table(settings)
        variant_from_table(table, source)
    except VariantError as exc:
        why = Msg.of("imp_rbtying.bad-settings", reason=exc.message)
        return doc.places.error(source, at, why)
    except (TypeError, ValueError, AttributeError) as exc:
        return doc.places.error(source, at, Msg.of("imp_rbtying.bad-settings", reason=failure(exc)))
    return variant_text(table, notes, settings), notes
