"""The tool's own JSON record format: one :class:`~shengji_cli.core.record.HandRecord` per object,
so a platform can write records without learning the text notation (docs/record-format.md,
"JSON records"; the schema is ``shengji_cli/schema/record.schema.json``, ``shengji schema record``).

A file holds JSON Lines — one value a line — or, when its first value spans lines (and the file
is not named ``*.jsonl``), one JSON document.  Each value is a **unit** checked together:

- a record object: one hand (checked as a ``.sj`` file of that hand would be);
- an array of records, or a group ``{"records": [...], "match": true|false}``: those hands
  together — a match when ``match`` is true, independent when false, and without ``match`` as
  a ``.sj`` file of them would be (a match when a hand carries a match line).

Cards are the notation's single-card strings (``"SA"``, ``"H10"``, ``"♠K"``, ``"BJ"``); a
level is ``2``–``14`` or its name (``"J"``); every field is optional.  A value that cannot be
mapped is a :class:`~shengji_cli.notation.ParseError` at its line and column (a field's at its
record's), naming the field's path (``tricks[2].plays[1].cards[0]``).

:func:`dumps` writes records back, one a line (``group=True``: one group line).

>>> [u] = loads('{"seats": ["N", "W", "S", "E"], "trump": "H", "kitty": ["H5", "LJ"]}')
>>> r = u.records[0]
>>> r.seats, r.trump, r.kitty
(('N', 'W', 'S', 'E'), <Trump.H: 'H'>, (16, 52))
>>> print(dumps([r]), end="")
{"seats":["N","W","S","E"],"trump":"H","kitty":["H5","LJ"]}
>>> loads('{"level": "X"}')[0].records[0].message.id
'imp_json.field'
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import IO, Any, NoReturn, TypeVar

from ..core.cards import NUM_KINDS, RANK_NAMES, Card, card_str, card_symbol
from ..core.messages import Msg
from ..core.record import Bid, Claims, HandRecord, LineNote, Play, Ruling, TimeMark, Trick
from ..core.vocab import Fault, LevelChange, Phase, Side, TimeEvent, Trump
from ..notation.cards import CARD_TO_POS, read_cards_in_order
from ..notation.errors import ParseError
from ..notation.grammar import SEAT_RE, SIDE_VALUES, SINGLE_CARD_RE
from ..notation.values import parse_level, parse_trump
from . import (
    LineTable,
    RecordGroup,
    Unmappable,
    checked_units,
    failure,
    failure_offset,
    iter_lines,
    json_error,
    one_record,
    read_document,
    ungzipped,
    value_end,
)

__all__ = ["NAME", "SUFFIXES", "dumps", "iter_units", "loads", "record_dict"]

NAME = "json"
SUFFIXES = (".json", ".jsonl", ".json.gz", ".jsonl.gz")

_T = TypeVar("_T")
_U = TypeVar("_U")
_DECODER = json.JSONDecoder()
_WS = " \t\r\n"
_LINES_ONLY = (".jsonl", ".jsonl.gz")
"""File names that are JSON Lines whatever their first line holds (a broken first line is then an
error of that line alone, not a document)."""
_MAX_NUMBER = 999_999_999
"""The largest number a record holds (the notation's nine digits)."""


# ---------------------------------------------------------------- reading


def iter_units(stream: IO[bytes], source: str) -> Iterator[RecordGroup]:
    """The units of a binary stream (maybe gzipped), one value at a time: JSON Lines are read a
    line at a time; a first value that spans lines makes the stream one document, read whole
    (not in a file named ``*.jsonl``: JSON Lines always)."""
    data = ungzipped(stream)
    started = source.endswith(_LINES_ONLY)  # a .jsonl is JSON Lines whatever its first line holds
    for n, line in iter_lines(data, source):
        if isinstance(line, ParseError):
            started = True
            yield RecordGroup((line,))
            continue
        if not line.strip():
            continue
        if not started and _starts_document(line):
            rest = read_document(data, source)
            if isinstance(rest, ParseError):  # its line counted from the line after this one
                rest.line += n
                yield RecordGroup((rest,))
            else:
                yield _unit(line + "\n" + rest, source, n)
            return
        started = True
        yield _unit(line, source, n)


def loads(data: bytes | str, source: str = "<string>") -> list[RecordGroup]:
    """The units of JSON Lines or a JSON document in memory."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    return list(checked_units(iter_units(io.BytesIO(raw), source), source))


def _starts_document(line: str) -> bool:
    """Whether a first line opens a value that goes on past it (a pretty-printed document)."""
    text = line.strip()
    try:
        _DECODER.raw_decode(text)
    except json.JSONDecodeError as exc:
        return exc.pos >= len(text) and text[:1] in "[{"
    except (ValueError, RecursionError):  # refused past the syntax: a document if it goes on
        return text[:1] in "[{" and value_end(text, 0) is None
    return False


def _unit(text: str, source: str, first_line: int) -> RecordGroup:
    """The unit of the one value ``text`` holds (its first line is the file's ``first_line``);
    whatever stops it is a located error of the unit (JSON the decoder refuses past the syntax —
    a number of 4,300 digits, nesting 100,000 deep — at that number or bracket)."""
    reader = _Reader(text, source, first_line)
    try:
        pos = reader.skip(0)
        unit = reader.value_unit(pos)
        end = reader.skip(reader.end)
        if end < len(text):
            reader.syntax(end, "Extra data")
    except json.JSONDecodeError as exc:
        return RecordGroup((json_error(exc, source, first_line, reader.lines),))
    except _Fatal as exc:
        return RecordGroup((exc.error,))
    except Exception as exc:  # noqa: BLE001 - any: the next line is read on
        return RecordGroup((reader.error(failure_offset(text, exc), "", failure(exc)),))
    return unit


class _Fatal(Exception):
    def __init__(self, error: ParseError) -> None:
        super().__init__(error)
        self.error = error


class _Reader:
    """Reads one JSON value, keeping where each record object starts."""

    def __init__(self, text: str, source: str, first_line: int) -> None:
        self.text, self.source, self.first_line = text, source, first_line
        self.lines = LineTable(text, first_line)
        self.end = 0

    def skip(self, pos: int) -> int:
        while pos < len(self.text) and self.text[pos] in _WS:
            pos += 1
        return pos

    def syntax(self, pos: int, why: str) -> NoReturn:
        raise json.JSONDecodeError(why, self.text, pos)

    def value_unit(self, pos: int) -> RecordGroup:
        if self.text.startswith("[", pos):
            return RecordGroup(tuple(self.records(pos, "")), None)
        if not self.text.startswith("{", pos):
            value, self.end = _DECODER.raw_decode(self.text, pos)
            self.fail(pos, "", Msg.of("imp_json.not-a-record", type=_type(value)))
        return self.object_unit(pos)

    def object_unit(self, pos: int) -> RecordGroup:
        """A record, or a group (an object with ``records``)."""
        members, records = self.members(pos)
        if records is None and "records" not in members:
            return RecordGroup((self.record(members, pos, ""),))
        return self.group(pos, members, records)

    def members(self, pos: int) -> tuple[dict[str, Any], list[HandRecord | ParseError] | None]:
        """The members of the object at ``pos``, its keys read one by one to find where
        ``records`` is: the others' values, and the records of a ``records`` array."""
        members: dict[str, Any] = {}
        records: list[HandRecord | ParseError] | None = None
        pos = self.skip(pos + 1)
        if self.text.startswith("}", pos):
            self.end = pos + 1
            return members, records
        while True:
            if not self.text.startswith('"', pos):
                self.syntax(pos, "Expecting property name enclosed in double quotes")
            key, pos = _DECODER.raw_decode(self.text, pos)
            pos = self.expect(pos, ":", "Expecting ':' delimiter")
            if key == "records" and self.text.startswith("[", pos):
                records = self.records(pos, "records")
                pos = self.end
            else:
                members[key], pos = _DECODER.raw_decode(self.text, pos)
            pos = self.skip(pos)
            if self.text.startswith("}", pos):
                self.end = pos + 1
                return members, records
            pos = self.expect(pos, ",", "Expecting ',' delimiter")

    def expect(self, pos: int, mark: str, why: str) -> int:
        """Past ``mark`` at ``pos`` (after blanks) and the blanks after it; else a syntax error."""
        pos = self.skip(pos)
        if not self.text.startswith(mark, pos):
            self.syntax(pos, why)
        return self.skip(pos + 1)

    def group(
        self, start: int, members: dict[str, Any], records: list[HandRecord | ParseError] | None
    ) -> RecordGroup:
        """The unit of a group object: its records, checked together when ``match`` says so."""
        if records is None:
            found = _type(members["records"])
            self.fail(
                start,
                "records",
                Msg.of("imp_json.wrong-type", expected=_TYPE_MSG[list], type=found),
            )
        extra = sorted(set(members) - {"match"})
        if extra:
            self.fail(start, extra[0], Msg.of("imp_json.unknown-field"))
        match = members.get("match")
        if match is not None and not isinstance(match, bool):
            found = _type(match)
            self.fail(
                start, "match", Msg.of("imp_json.wrong-type", expected=_TYPE_MSG[bool], type=found)
            )
        return RecordGroup(tuple(records), match)

    def records(self, pos: int, path: str) -> list[HandRecord | ParseError]:
        """The records of the array at ``pos`` (each mapped on its own: a bad one loses no
        other)."""
        out: list[HandRecord | ParseError] = []
        pos = self.skip(pos + 1)
        if self.text.startswith("]", pos):
            self.end = pos + 1
            return out
        while True:
            where = f"{path}[{len(out)}]"
            try:
                value, end = _DECODER.raw_decode(self.text, pos)
            except json.JSONDecodeError:
                raise
            except (
                ValueError,
                RecursionError,
            ) as exc:  # refused past the syntax: this record alone
                skipped = value_end(self.text, pos)
                if skipped is None:
                    raise
                out.append(
                    self.error(
                        pos + failure_offset(self.text[pos:skipped], exc), where, failure(exc)
                    )
                )
                end = skipped
            else:
                out.append(self.item(value, pos, where))
            pos = self.skip(end)
            if self.text.startswith("]", pos):
                self.end = pos + 1
                return out
            if not self.text.startswith(",", pos):
                self.syntax(pos, "Expecting ',' delimiter")
            pos = self.skip(pos + 1)

    def item(self, value: Any, pos: int, where: str) -> HandRecord | ParseError:
        """An item of a records array: a record object's record, else what it is not."""
        if isinstance(value, dict):
            return self.record(value, pos, where)
        return self.error(pos, where, Msg.of("imp_json.not-a-record", type=_type(value)))

    def error(self, pos: int, path: str, problem: Msg) -> ParseError:
        message = Msg.of("imp_json.field", path=path, problem=problem) if path else problem
        return self.lines.error(pos, self.source, message)

    def fail(self, pos: int, path: str, problem: Msg) -> NoReturn:
        raise _Fatal(self.error(pos, path, problem))

    def record(self, obj: dict[str, Any], pos: int, path: str) -> HandRecord | ParseError:
        line = self.lines.line(pos)

        def error(exc: BaseException) -> ParseError:
            if isinstance(exc, _Bad):
                return self.error(pos, _join(path, exc.path), exc.message)
            return self.error(pos, path, failure(exc))

        return one_record(lambda: record_from(obj, self.source, line), error)


# ---------------------------------------------------------------- mapping an object


class _Bad(Unmappable):
    """A field that cannot be mapped: its path (from the record) and what is wrong."""

    def __init__(self, path: str, problem: Msg) -> None:
        super().__init__(problem)
        self.path = path


def _join(base: str, path: str) -> str:
    if not base:
        return path
    return base + path if path.startswith("[") or not path else f"{base}.{path}"


_TYPES: tuple[tuple[type, str], ...] = (
    (bool, "boolean"),
    (int, "integer"),
    (float, "number"),
    (str, "string"),
    (list, "array"),
    (dict, "object"),
    (type(None), "null"),
)


_TYPE_MSG = {t: Msg.of(f"imp_json.type.{name}") for t, name in _TYPES}


def _type(value: Any) -> Msg:
    """The JSON type of a value, as a message."""
    return next(_TYPE_MSG[t] for t, _ in _TYPES if isinstance(value, t))


def _typed(value: Any, kind: type[_T], path: str) -> _T:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise _Bad(path, Msg.of("imp_json.wrong-type", expected=_TYPE_MSG[kind], type=_type(value)))
    return value


def _object(
    value: Any, path: str, fields: Iterable[str], required: Iterable[str] = ()
) -> dict[str, Any]:
    obj = _typed(value, dict, path)
    for key in obj:
        if key not in fields:
            raise _Bad(_join(path, key), Msg.of("imp_json.unknown-field"))
    for key in required:
        if key not in obj:
            raise _Bad(_join(path, key), Msg.of("imp_json.missing-field"))
    return obj


def _list(value: Any, path: str, item: Callable[[Any, str], _T]) -> tuple[_T, ...]:
    return tuple(item(v, f"{path}[{i}]") for i, v in enumerate(_typed(value, list, path)))


def _bad_value(path: str, what: str, value: Any) -> NoReturn:
    raise _Bad(
        path, Msg.of("imp_json.bad-value", what=Msg.of(f"imp_json.what.{what}"), text=str(value))
    )


_CARD_OF: dict[str, Card] = {
    name: c for c in range(NUM_KINDS) for name in (card_str(c), card_symbol(c))
}
"""Card text → card: the common forms at first, every other valid form once it has been read."""


def _card(value: Any, path: str) -> Card:
    card = _CARD_OF.get(value) if type(value) is str else None
    if card is not None:
        return card
    text = _typed(value, str, path)
    if not SINGLE_CARD_RE.fullmatch(text.strip()):
        raise _Bad(path, Msg.of("imp_json.unknown-card", text=text))
    card = read_cards_in_order(text.strip())[0]
    if text == text.strip():  # the forms of a card are few: the cache stays small
        _CARD_OF[text] = card
    return card


def _cards(value: Any, path: str) -> tuple[Card, ...]:
    """Cards in the canonical order the notation keeps them in."""
    if type(value) is list:
        try:  # the common case at once; a field path is made only for an error
            return tuple(sorted([_CARD_OF[c] for c in value], key=CARD_TO_POS.__getitem__))
        except (KeyError, TypeError):
            pass
    return tuple(sorted(_list(value, path, _card), key=CARD_TO_POS.__getitem__))


def _seat(value: Any, path: str) -> str:
    text = _typed(value, str, path)
    if not SEAT_RE.fullmatch(text):
        _bad_value(path, "seat", text)
    return text


def _int(value: Any, path: str, low: int = 0) -> int:
    n = _typed(value, int, path)
    if not low <= n <= _MAX_NUMBER:
        _bad_value(path, "number", n)
    return n


def _level(value: Any, path: str) -> int:
    if isinstance(value, str):
        level = parse_level(value)
    elif isinstance(value, int) and not isinstance(value, bool):
        level = value if value in RANK_NAMES else None
    else:
        raise _Bad(path, Msg.of("imp_json.wrong-type", expected=_TYPE_MSG[int], type=_type(value)))
    if level is None:
        _bad_value(path, "level", value)
    return level


def _by_seat(value: Any, path: str, item: Callable[[Any, str], _T]) -> tuple[tuple[str, _T], ...]:
    obj = _typed(value, dict, path)
    return tuple((_seat(k, path), item(v, _join(path, k))) for k, v in obj.items())


def _enum(kind: Callable[[str], _T], what: str) -> Callable[[Any, str], _T]:
    def read(value: Any, path: str) -> _T:
        text = _typed(value, str, path)
        try:
            return kind(text.lower())
        except ValueError:
            _bad_value(path, what, text)

    return read


_phase = _enum(Phase, "phase")
_fault = _enum(Fault, "fault")
_time_event = _enum(TimeEvent, "time")


def _side(value: Any, path: str) -> Side:
    text = _typed(value, str, path)
    side = SIDE_VALUES.get(text.lower())
    if side is None:
        _bad_value(path, "side", text)
    return side


def _text(value: Any, path: str) -> str:
    text = _typed(value, str, path)
    if "\n" in text or "\r" in text:
        _bad_value(path, "text", text)
    return text


def _team(value: Any, path: str) -> str:
    text = _typed(value, str, path)
    if not text or any(c.isspace() or c == "=" for c in text):
        _bad_value(path, "team", text)
    return text


PLAY_FIELDS = ("seat", "cards", "attempted")
TRICK_FIELDS = ("number", "plays")
CLAIM_FIELDS = (
    "points",
    "bottom_points",
    "bottom_multiplier",
    "result",
    "penalties",
    "winners",
    "levels_after",
)
RECORD_FIELDS = (
    "variant",
    "seats",
    "dealer",
    "level",
    "teams",
    "levels",
    "trump",
    "no_bid",
    "bids",
    "turned",
    "deals",
    "kitty",
    "buried",
    "reburied",
    "tricks",
    "claims",
    "rulings",
    "comments",
    "notes",
    "trailing",
    "separator_comment",
    "time",
    "redeal",
    "draws",
)
"""The fields of a record object, in the order :func:`record_dict` writes them."""


def record_from(obj: dict[str, Any], source: str = "<string>", line: int = 1) -> HandRecord:
    """The record an object describes; raises ``_Bad`` (a field's path and what is wrong)."""
    _object(obj, "", RECORD_FIELDS)
    get = obj.get

    def opt(key: str, read: Callable[[Any, str], _T]) -> _T | None:
        value = get(key)
        return None if value is None else read(value, key)

    def seq(key: str, read: Callable[[Any, str], tuple[_U, ...]]) -> tuple[_U, ...]:
        value = get(key)
        return () if value is None else read(value, key)

    seats = opt("seats", _SEATS)  # (read first: its error is said before the others')
    return HandRecord(
        variant=opt("variant", _text),
        seats=seats,
        dealer=opt("dealer", _seat),
        level=opt("level", _level),
        trump=opt("trump", _trump),
        deals=seq("deals", _DEALS),
        kitty=opt("kitty", _KITTY),
        buried=opt("buried", _cards),
        reburied=seq("reburied", _REBURIED),
        tricks=seq("tricks", _listed(partial(_trick, line, partial(_play, line)))),
        claims=opt("claims", _claims) or Claims(),
        levels=opt("levels", _LEVELS),
        teams=opt("teams", _TEAMS),
        bids=seq("bids", _BIDS),
        no_bid=opt("no_bid", _no_bid) or False,
        turned=opt("turned", _card),
        rulings=seq("rulings", _RULINGS),
        comments=seq("comments", _TEXTS),
        notes=seq("notes", _notes),
        trailing=seq("trailing", _TEXTS),
        separator_comment=opt("separator_comment", _text),
        source=source,
        line=line,
        time=opt("time", _time),
        redeal=opt("redeal", _seat_cards),
        draws=seq("draws", _DRAWS),
    )


def _trick(line: int, play: Callable[[Any, str], Play], value: Any, path: str) -> Trick:
    """A trick of the record at ``line``, its plays read by ``play`` (made once a record)."""
    t = _object(value, path, TRICK_FIELDS, ("plays",))
    number = t.get("number")
    return Trick(
        int(path[path.rindex("[") + 1 : -1]) + 1
        if number is None
        else _int(number, _join(path, "number"), 1),
        _list(t["plays"], _join(path, "plays"), play),
        line,
    )


def _play(line: int, value: Any, path: str) -> Play:
    p = _object(value, path, PLAY_FIELDS, ("seat", "cards"))
    attempted = p.get("attempted")
    return Play(
        _seat(p["seat"], _join(path, "seat")),
        _cards(p["cards"], _join(path, "cards")),
        None if attempted is None else _cards(attempted, _join(path, "attempted")),
        line,
        1,
    )


def _listed(item: Callable[[Any, str], _T]) -> Callable[[Any, str], tuple[_T, ...]]:
    """The reader of a list of what ``item`` reads."""
    return lambda value, path: _list(value, path, item)


def _seated(item: Callable[[Any, str], _T]) -> Callable[[Any, str], tuple[tuple[str, _T], ...]]:
    """The reader of an object of seats to what ``item`` reads."""
    return lambda value, path: _by_seat(value, path, item)


def _bid(value: Any, path: str) -> Bid:
    b = _object(value, path, ("seat", "cards", "phase"), ("seat", "cards"))
    phase = b.get("phase")
    return Bid(
        _seat(b["seat"], _join(path, "seat")),
        _cards(b["cards"], _join(path, "cards")),
        Phase.DEAL if phase is None else _phase(phase, _join(path, "phase")),
    )


def _ruling(value: Any, path: str) -> Ruling:
    r = _object(value, path, ("fault", "seat", "points", "cards", "at"), ("fault", "seat"))
    points, cards, at = r.get("points"), r.get("cards"), r.get("at")
    return Ruling(
        _fault(r["fault"], _join(path, "fault")),
        _seat(r["seat"], _join(path, "seat")),
        None if points is None else _int(points, _join(path, "points")),
        None if cards is None else _int(cards, _join(path, "cards")),
        None if at is None else _int(at, _join(path, "at"), -_MAX_NUMBER),
    )


def _seat_cards(value: Any, path: str) -> tuple[str, tuple[Card, ...]]:
    s = _object(value, path, ("seat", "cards"), ("seat", "cards"))
    return _seat(s["seat"], _join(path, "seat")), _cards(s["cards"], _join(path, "cards"))


def _note(value: Any, path: str) -> LineNote:
    n = _object(value, path, ("above", "inline"))
    inline = n.get("inline")
    return LineNote(
        _list(n.get("above", []), _join(path, "above"), _text),
        None if inline is None else _text(inline, _join(path, "inline")),
    )


def _notes(value: Any, path: str) -> tuple[tuple[str, LineNote], ...]:
    return tuple((k, _note(n, _join(path, k))) for k, n in _typed(value, dict, path).items())


def _trump(value: Any, path: str) -> Trump:
    t = parse_trump(_typed(value, str, path))
    if t is None:
        _bad_value(path, "trump", value)
    return t


def _no_bid(value: Any, path: str) -> bool:
    return _typed(value, bool, path)


def _time(value: Any, path: str) -> TimeMark:
    t = _object(value, path, ("event", "winner"), ("event",))
    winner = t.get("winner")
    return TimeMark(
        _time_event(t["event"], _join(path, "event")),
        None if winner is None else _seat(winner, _join(path, "winner")),
    )


_SEATS = _listed(_seat)
_DEALS = _seated(_cards)
_KITTY = _listed(_card)
_REBURIED = _listed(_seat_cards)
_LEVELS = _seated(_level)
_TEAMS = _seated(_team)
_BIDS = _listed(_bid)
_RULINGS = _listed(_ruling)
_TEXTS = _listed(_text)
_DRAWS = _listed(_seated(_card))
"""The readers of a record's list and by-seat fields, made once."""


def _claims(value: Any, path: str) -> Claims:
    c = _object(value, path, CLAIM_FIELDS)

    def opt(key: str, read: Callable[[Any, str], _T]) -> _T | None:
        v = c.get(key)
        return None if v is None else read(v, _join(path, key))

    def result(v: Any, p: str) -> LevelChange:
        r = _object(v, p, ("side", "levels"), ("side", "levels"))
        return LevelChange(
            _side(r["side"], _join(p, "side")), _int(r["levels"], _join(p, "levels"))
        )

    def penalty(v: Any, p: str) -> tuple[str, int]:
        r = _object(v, p, ("seat", "points"), ("seat", "points"))
        return _seat(r["seat"], _join(p, "seat")), _int(r["points"], _join(p, "points"))

    return Claims(
        points=opt("points", lambda v, p: _int(v, p, -_MAX_NUMBER)),
        bottom_points=opt("bottom_points", _int),
        bottom_multiplier=opt("bottom_multiplier", _int),
        result=opt("result", result),
        penalties=opt("penalties", lambda v, p: _list(v, p, penalty)) or (),
        winners=opt("winners", lambda v, p: _list(v, p, _seat)) or (),
        levels_after=opt("levels_after", lambda v, p: _by_seat(v, p, _level)),
    )


# ---------------------------------------------------------------- writing


def _card_names(cards: Iterable[Card]) -> list[str]:
    return [card_str(c) for c in cards]


def record_dict(r: HandRecord) -> dict[str, Any]:
    """A record as a JSON object: the fields it has, in :data:`RECORD_FIELDS` order (cards as
    ``"SA"``, ``"H10"``, ``"BJ"``; the kitty in its order, other cards in canonical order)."""
    return _header_dict(r) | _cards_dict(r) | _play_dicts(r) | _text_dict(r) | _match_dict(r)


def _header_dict(r: HandRecord) -> dict[str, Any]:
    """The header fields: variant, seats, dealer, level, teams, levels, trump, no bid."""
    out: dict[str, Any] = {}
    if r.variant is not None:
        out["variant"] = r.variant
    if r.seats is not None:
        out["seats"] = list(r.seats)
    if r.dealer is not None:
        out["dealer"] = r.dealer
    if r.level is not None:
        out["level"] = r.level
    if r.teams is not None:
        out["teams"] = dict(r.teams)
    if r.levels is not None:
        out["levels"] = dict(r.levels)
    if r.trump is not None:
        out["trump"] = str(r.trump)
    if r.no_bid:
        out["no_bid"] = True
    return out


def _cards_dict(r: HandRecord) -> dict[str, Any]:
    """The cards before the play: bids, the turned card, deals, kitty, bury, reburied."""
    out: dict[str, Any] = {}
    if r.bids:
        out["bids"] = [_bid_dict(b) for b in r.bids]
    if r.turned is not None:
        out["turned"] = card_str(r.turned)
    if r.deals:
        out["deals"] = {seat: _card_names(cards) for seat, cards in r.deals}
    if r.kitty is not None:
        out["kitty"] = _card_names(r.kitty)
    if r.buried is not None:
        out["buried"] = _card_names(r.buried)
    if r.reburied:
        out["reburied"] = [
            {"seat": seat, "cards": _card_names(cards)} for seat, cards in r.reburied
        ]
    return out


def _play_dicts(r: HandRecord) -> dict[str, Any]:
    """The play and what is said of it: tricks, claims, rulings."""
    out: dict[str, Any] = {}
    if r.tricks:
        out["tricks"] = [
            {"number": t.number, "plays": [_play_dict(p) for p in t.plays]} for t in r.tricks
        ]
    claims = _claims_dict(r.claims)
    if claims:
        out["claims"] = claims
    if r.rulings:
        out["rulings"] = [_ruling_dict(x) for x in r.rulings]
    return out


def _text_dict(r: HandRecord) -> dict[str, Any]:
    """The comments and notes a record's text carries."""
    out: dict[str, Any] = {}
    if r.comments:
        out["comments"] = list(r.comments)
    if r.notes:
        out["notes"] = {key: _note_dict(n) for key, n in r.notes}
    if r.trailing:
        out["trailing"] = list(r.trailing)
    if r.separator_comment is not None:
        out["separator_comment"] = r.separator_comment
    return out


def _match_dict(r: HandRecord) -> dict[str, Any]:
    """The match's lines: the time, a redeal, the draws."""
    out: dict[str, Any] = {}
    if r.time is not None:
        out["time"] = {"event": str(r.time.event)} | (
            {} if r.time.winner is None else {"winner": r.time.winner}
        )
    if r.redeal is not None:
        out["redeal"] = {"seat": r.redeal[0], "cards": _card_names(r.redeal[1])}
    if r.draws:
        out["draws"] = [{seat: card_str(card) for seat, card in entries} for entries in r.draws]
    return out


def _bid_dict(b: Bid) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": b.seat, "cards": _card_names(b.cards)}
    if b.phase != Phase.DEAL:
        out["phase"] = str(b.phase)
    return out


def _ruling_dict(x: Ruling) -> dict[str, Any]:
    out: dict[str, Any] = {"fault": str(x.fault), "seat": x.seat}
    optional = (("points", x.points), ("cards", x.cards), ("at", x.at))
    out.update((key, value) for key, value in optional if value is not None)
    return out


def _note_dict(n: LineNote) -> dict[str, Any]:
    out: dict[str, Any] = {"above": list(n.above)} if n.above else {}
    if n.inline is not None:
        out["inline"] = n.inline
    return out


def _play_dict(p: Play) -> dict[str, Any]:
    out: dict[str, Any] = {"seat": p.seat, "cards": _card_names(p.cards)}
    if p.attempted is not None:
        out["attempted"] = _card_names(p.attempted)
    return out


def _claims_dict(c: Claims) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if c.points is not None:
        out["points"] = c.points
    if c.bottom_points is not None:
        out["bottom_points"] = c.bottom_points
    if c.bottom_multiplier is not None:
        out["bottom_multiplier"] = c.bottom_multiplier
    if c.result is not None:
        out["result"] = {"side": str(c.result.side), "levels": c.result.levels}
    if c.penalties:
        out["penalties"] = [{"seat": seat, "points": n} for seat, n in c.penalties]
    if c.winners:
        out["winners"] = list(c.winners)
    if c.levels_after is not None:
        out["levels_after"] = dict(c.levels_after)
    return out


def _line(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")) + "\n"


def dumps(records: Iterable[HandRecord], group: bool = False, match: bool | None = None) -> str:
    """JSON Lines of ``records``: one record object a line; ``group=True``: one line
    ``{"records": [...]}`` (with ``"match"`` when ``match`` is not ``None``), so that the hands are
    checked together as the ``.sj`` file they came from would be."""
    if not group:
        return "".join(_line(record_dict(r)) for r in records)
    obj: dict[str, Any] = {"records": [record_dict(r) for r in records]}
    if match is not None:
        obj["match"] = match
    return _line(obj)
